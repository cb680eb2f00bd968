"""Issue 36, two leftovers: Preferences' "Try" said nothing when no sound
could be heard, and a one-line name box counted "0 / 200,000 characters"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from cardtable.app.sound import Sounds
from cardtable.table.style import TableStyle


class _NoDevice:
    """Speakers that cannot be opened, as miniaudio says so."""

    def play(self, name: str, volume: float) -> None:
        raise OSError("failed to open the playback device", -1)


class _Window(QWidget):
    """What Preferences asks of its window: the sounds (and a status bar line)."""

    def __init__(self, output) -> None:
        super().__init__()
        self.settings = None
        self.sounds = Sounds(None, self, output=output)
        self.said: list[str] = []

    def show_message(self, text: str) -> None:
        self.said.append(text)


def _try(qtbot, window) -> object:
    from cardtable.app.dialogs import PreferencesDialog

    dialog = PreferencesDialog(TableStyle(), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.try_sound.isEnabled() and not dialog.sound_problem.isVisible()
    qtbot.mouseClick(dialog.try_sound, Qt.MouseButton.LeftButton)
    return dialog


def test_try_says_in_a_line_when_the_speakers_cannot_be_opened(qtbot):
    window = _Window(_NoDevice())
    qtbot.addWidget(window)
    dialog = _try(qtbot, window)
    qtbot.waitUntil(dialog.sound_problem.isVisible)
    said = dialog.sound_problem.text()
    assert "playback device" in said and "\n" not in said, said
    # in view: the dialog grows for the line rather than hide it below its fold
    qtbot.waitUntil(lambda: dialog.sound_problem.visibleRegion().boundingRect().height()
                    >= dialog.sound_problem.fontMetrics().height())
    # tried again, the speakers are known to be off: it still says why (it said nothing at all)
    dialog.sound_problem.setText("")
    qtbot.mouseClick(dialog.try_sound, Qt.MouseButton.LeftButton)
    assert dialog.sound_problem.text() == said and dialog.sound_problem.isVisible()


def test_try_says_so_where_there_is_no_audio_output(qtbot):
    window = _Window(None)  # no output given: the speakers, and here (offscreen) nobody listens
    qtbot.addWidget(window)
    dialog = _try(qtbot, window)
    qtbot.waitUntil(dialog.sound_problem.isVisible)
    assert "audio output" in dialog.sound_problem.text()


def test_a_name_box_counts_only_near_its_limit(make_window, qtbot):
    """A box for a short answer (a heroine's name, a role) opened saying "0 / 200,000
    characters" under its question: now it says nothing of a count until
    what is typed nears the tighter limit (here the room the story has left)."""
    from PySide6.QtWidgets import QPlainTextEdit

    w = make_window()
    settled = []
    room = 50
    dialog = w.asker.ask_text("What is your heroine called?", "Character sheet: name", "", True, room,
                              lambda text: "", settled.append)
    qtbot.waitExposed(dialog)
    assert dialog.labelText() == "What is your heroine called?"  # no count, no blank lines under it
    from cardtable.engine.text import NEAR

    box = dialog.findChild(QPlainTextEdit)  # the one story box every text is asked in
    near = int(NEAR * room)
    qtbot.keyClicks(box, "n" * (near - 1))
    assert dialog.labelText() == "What is your heroine called?"
    qtbot.keyClicks(box, "n")
    assert f"{near} / 200,000 characters" in dialog.labelText() and f"room for {room} more" in dialog.labelText()
    dialog.answer(None)
    assert settled == [None]
