"""What a player types through the real inputs — a name in the new-game
dialog, narration in the story dock, a note in the text box — follows the one
rule of engine/text.py, and every game it makes saves and loads again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardtable.app.dialogs.new_game import NewGameDialog
from cardtable.engine.record import load_record
from cardtable.engine.text import MAX_ENTRY, MAX_STORY
from cardtable.games import all_games
from cardtable.model.outcome import MOVED, Refused
from tests.frontend import answering, play
from tests.gui.conftest import make_window  # noqa: F401
from tests.gui.test_ninety_nine_table import press_ready, two_humans

pytestmark = pytest.mark.gui

BREAKERS = ["\t", "\n", "\r\n", "\u2028", "\u0085", "\x00", "\x1b"]


def _loads(path):
    try:
        return load_record(path, all_games())
    except Exception:  # noqa: BLE001 - the caller waits for a load that works
        return None


@pytest.mark.parametrize("breaker", BREAKERS, ids=repr)
def test_a_name_pasted_with_a_control_character_becomes_clean_and_its_game_loads_again(
        breaker, qtbot, make_window, tmp_path):
    dialog = NewGameDialog(all_games(), None)
    qtbot.addWidget(dialog)
    dialog.game_list.select_game("ninety-nine")
    dialog.players.setValue(2)
    ann, bot = dialog.seat_rows()
    bot.kind.setCurrentIndex(1)
    ann.name.clear()
    QApplication.clipboard().setText(f"Ann{breaker}Lee")
    ann.name.setFocus()
    ann.name.paste()
    assert ann.name.text() == "Ann Lee"  # a space where the pasted character was, at once
    assert not dialog.problem()
    game_id, setup = dialog.result_setup()
    assert setup.players[0].name == "Ann Lee"

    w = make_window(tmp_path / "home")
    w.new_game(game_id, setup)
    s = w.session
    for _ in range(6):  # the game plays
        if s.match.over:
            break
        seat = s.acting_seat()
        if seat is None:
            s.step_bots_now()
        else:
            assert s.perform(seat, s.my_actions()[0]) == MOVED
    assert s.match.steps
    autosave = w.autosave_path
    qtbot.waitUntil(lambda: _loads(autosave) is not None, timeout=5000)
    assert _loads(autosave).setup.players[0].name == "Ann Lee"
    copy = tmp_path / "copy.cardtable.json"
    s.save_as(copy)
    record = load_record(copy, all_games())
    assert record.setup.players[0].name == "Ann Lee" and len(record.actions) == len(s.match.steps)


def test_an_over_long_narration_is_refused_at_the_dock_and_stays_in_the_editor(qtbot, make_window):
    w = make_window()
    s = two_humans(w)
    press_ready(qtbot, w)
    dock = w.story_dock
    dock.show()
    assert f"{MAX_ENTRY:,} characters" in dock.editor.placeholderText()  # the limit, where one types
    text = "Once upon a time. " * (MAX_ENTRY // 18 + 1)
    assert len(text) > MAX_ENTRY
    dock.editor.setPlainText(text)
    assert dock.limit.isVisible() and f"/ {MAX_ENTRY:,}" in dock.limit.text()  # the count, near the limit
    qtbot.mouseClick(dock.add, Qt.MouseButton.LeftButton)
    assert s.match.journal == [] and dock.journal.count() == 0
    assert dock.editor.toPlainText() == text  # nothing lost
    message = dock.limit.text()
    assert dock.limit.isVisible() and f"{len(text):,}" in message and f"{MAX_ENTRY:,}" in message
    assert "\n" not in message
    # cut down to the limit, it goes in whole
    dock.editor.setPlainText(text[:MAX_ENTRY])
    qtbot.mouseClick(dock.add, Qt.MouseButton.LeftButton)
    assert s.match.journal[-1].text == text[:MAX_ENTRY].strip() and dock.editor.toPlainText() == ""


def test_narration_up_to_the_story_budget_is_kept_and_resumes(qtbot, make_window, tmp_path):
    w = make_window(tmp_path / "home")
    s = two_humans(w)
    press_ready(qtbot, w)
    piece = "Ann,🃏[{\"\\ laughs\n\t"  # 4-byte characters, escapes, and commas and brackets
    for _ in range(MAX_STORY // MAX_ENTRY):
        assert s.narrate((piece * MAX_ENTRY)[:MAX_ENTRY], seat=0) == MOVED
    room = s.story_room()
    assert room == MAX_STORY % MAX_ENTRY or room == MAX_STORY - MAX_ENTRY * (MAX_STORY // MAX_ENTRY)
    messages = []
    s.sigMessage.connect(messages.append)
    # the model refuses what would pass the budget, whichever front-end sent it
    before = list(s.match.journal)
    refusal = s.narrate("z" * (room + 1))
    assert isinstance(refusal, Refused) and f"{room:,}" in refusal.reason and s.match.journal == before
    assert messages == []  # said once: in the outcome, for the front-end that sent it to show
    # ...and the dock keeps such a narration for the player to shorten
    dock = w.story_dock
    dock.show()
    text = "y" * (room + 1)
    dock.editor.setPlainText(text)
    qtbot.mouseClick(dock.add, Qt.MouseButton.LeftButton)
    assert s.match.journal == before and dock.editor.toPlainText() == text
    # why, where she types (the status bar held only the model's refusal above, once
    # signalled as news; a refusal is now the outcome's, said by the front-end that asked)
    assert dock.limit.isVisible() and f"{room:,}" in dock.limit.text()
    # what fits goes in, up to the last character of the budget
    dock.editor.setPlainText(text[:room])
    qtbot.mouseClick(dock.add, Qt.MouseButton.LeftButton)
    assert dock.editor.toPlainText() == "" and s.story_room() == 0
    told = [e.text for e in s.match.journal]
    # it all resumes from the autosave journal and from a Save As copy
    qtbot.waitUntil(lambda: _loads(w.autosave_path) is not None, timeout=10000)
    assert [e.text for e in _loads(w.autosave_path).journal] == told
    copy = tmp_path / "story.cardtable.json"
    s.save_as(copy)
    assert [e.text for e in load_record(copy, all_games()).journal] == told


def test_a_note_obeys_the_same_rule_and_keeps_what_was_typed(qtbot, make_window):
    from tests.games.test_ninety_nine_chances_gui import SEAN, double_click, index_of, sprite, start

    w = make_window()
    s = start(w, upto=index_of("wipe", SEAN), viewer=SEAN)
    too_long = "x" * 2001  # over the game's own limit for a note: asked again, nothing lost
    answers = [too_long, "Gang\tof old\r\narmy pals"]
    seen = []

    def answer(d) -> None:  # the box the double-click opens, answered as a player does
        while answers and d.isVisible():
            seen.append((d.textValue(), d.labelText()))
            d.setTextValue(answers.pop(0))
            qtbot.keyClick(d, Qt.Key.Key_Return)

    w.asker.sigAsking.connect(answer)
    double_click(qtbot, w, sprite(w, "resources:4", "77"))
    assert len(seen) == 2, seen
    # asked again with the over-long note still in the box and a line saying why
    kept, why = seen[1]
    assert kept == too_long and "2000" in why.replace(",", "")
    assert "characters" not in seen[0][1]  # a count far from the limit would only distract (issue 36)
    # a one-line note: the tab and the line break became spaces
    assert s.state.note_on("77") == "Gang of old army pals"
    # the model applies the rule to a note that comes without the box too
    note = next(a for a in s.my_actions() if a.has_text)
    steps = len(s.match.steps)
    refusal = play(s, s.acting_seat(), note, answering(text="n" * (MAX_ENTRY + 1)))
    assert isinstance(refusal, Refused)
    assert f"{MAX_ENTRY + 1:,}" in refusal.reason and f"{MAX_ENTRY:,}" in refusal.reason
    assert len(s.match.steps) == steps
