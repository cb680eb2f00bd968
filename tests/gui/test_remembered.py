"""What the app remembers between runs: window size and dock layout, the
names, seats and options last used for each game, and what a note said."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QPlainTextEdit

from cardtable.app.config import AppConfig
from cardtable.app.dialogs import NewGameDialog
from cardtable.app.main_window import MainWindow
from cardtable.games import all_games
from tests.gui.conftest import make_window  # noqa: F401
from tests.gui.test_dialogs import type_into

pytestmark = pytest.mark.gui


def _in_dialog(qtbot, act):
    """Run ``act(dialog)`` on the new-game dialog once it is open."""
    seen = []

    def poke():
        d = QApplication.activeModalWidget()
        if isinstance(d, NewGameDialog):
            seen.append(d)
            act(d)
        else:
            QTimer.singleShot(20, poke)

    QTimer.singleShot(0, poke)
    return seen


def test_restarting_offers_the_same_names_seats_and_options(qtbot, make_window, tmp_path):
    home = tmp_path / "home"
    w = make_window(home)

    def fill(d):
        d.game_list.select_game("9-lives")
        d.players.setValue(3)
        type_into(qtbot, d.seat_rows()[0].name, "Zoe")
        type_into(qtbot, d.seat_rows()[1].name, "Yan")
        d.seat_rows()[2].kind.setCurrentIndex(1)  # a bot
        type_into(qtbot, d.seat_rows()[2].name, "Robo")
        d.accept()

    _in_dialog(qtbot, fill)
    w.choose_new_game()
    assert w.session.game.id == "9-lives"
    assert [(p.name, p.bot) for p in w.session.match.setup.players] == [("Zoe", False), ("Yan", False),
                                                                          ("Robo", True)]

    def other(d):
        d.game_list.select_game("ninety-nine")
        d.players.setValue(2)
        type_into(qtbot, d.seat_rows()[0].name, "Ann")
        type_into(qtbot, d.seat_rows()[1].name, "Bob")
        d.accept()

    # Robo waits: a game in progress would be replaced only after a question
    # (tests/gui/test_nothing_lost.py); this test is about what is remembered
    w.session.set_pace(None)
    assert not w.session.match.steps
    _in_dialog(qtbot, other)
    w.choose_new_game()
    assert w.session.game.id == "ninety-nine"
    w.close()
    # a new run of the app, same data folder: the dialog offers the same tables
    again = MainWindow(all_games(), AppConfig(home, bot_delay_ms=0))
    qtbot.addWidget(again)
    again.show()
    got = []

    def look(d):
        got.append((d.game_list.current_game_id(), [(r.name.text(), r.spec().bot) for r in d.seat_rows()]))
        # each game remembers its own set-up
        d.game_list.select_game("9-lives")
        got.append((d.game_list.current_game_id(), [(r.name.text(), r.spec().bot) for r in d.seat_rows()]))
        d.reject()

    _in_dialog(qtbot, look)
    again.choose_new_game()
    assert got == [("ninety-nine", [("Ann", False), ("Bob", False)]),
                   ("9-lives", [("Zoe", False), ("Yan", False), ("Robo", True)])]


def test_window_size_and_dock_layout_come_back(qtbot, make_window, tmp_path):
    home = tmp_path / "home"
    w = make_window(home)
    w.resize(760, 700)  # within the (offscreen) screen: Qt keeps a window on it
    w.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, w.players_dock)
    w.story_dock.hide()
    w.close()
    again = MainWindow(all_games(), AppConfig(home, bot_delay_ms=0))
    qtbot.addWidget(again)
    again.show()
    assert (again.width(), again.height()) == (760, 700)
    assert again.dockWidgetArea(again.players_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert not again.story_dock.isVisible()


def test_editing_a_note_starts_from_it_in_the_story_box(qtbot, make_window):
    from tests.games.test_ninety_nine_chances_gui import SEAN, double_click, index_of, sprite, start

    w = make_window()
    start(w, upto=index_of("wipe", SEAN), viewer=SEAN)
    seen = []

    def answer(d) -> None:  # the box the double-click opens, answered as a player does
        box = d.findChild(QPlainTextEdit)  # the one wrapping box every story text is written in
        seen.append((d.textValue(), box is not None and box.isVisible()))
        d.setTextValue(d.textValue() + " (retired)")
        qtbot.keyClick(box, Qt.Key.Key_Return)  # Enter sends a one-line answer

    w.asker.sigAsking.connect(answer)
    double_click(qtbot, w, sprite(w, "resources:4", "77"))
    assert seen == [("Gang of old army pals", True)]
    assert w.session.state.note_on("77") == "Gang of old army pals (retired)"
