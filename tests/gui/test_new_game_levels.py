"""A bot's level is chosen per seat in the New game dialog, plays at that
level at the table (thinking off the window's thread), and is remembered
for the next game of that game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardtable.engine.levels import NAMES
from tests.gui.conftest import make_window  # noqa: F401
from tests.gui.test_remembered import _in_dialog

pytestmark = pytest.mark.gui


def _levels(w) -> list[tuple[bool, str]]:
    return [(p.bot, p.level) for p in w.session.match.setup.players]


def test_each_bot_seat_takes_a_level_and_the_next_game_offers_it_again(qtbot, make_window, tmp_path):
    w = make_window(tmp_path / "home")

    def fill(d):
        d.game_list.select_game("ninety-nine")
        d.players.setValue(3)
        kinds = d.seat_rows()[1].kind
        assert [kinds.itemData(i) for i in range(kinds.count())] == [None, *(("" if n == "classic" else n)
                                                                            for n in NAMES)]
        kinds.setCurrentIndex(kinds.findData("3"))
        d.seat_rows()[2].kind.setCurrentIndex(1)  # the game's own bot
        d.accept()

    _in_dialog(qtbot, fill)
    w.choose_new_game()
    assert _levels(w) == [(False, ""), (True, "3"), (True, "")]
    w.session.set_pace(None)  # nobody moves while the dialog is asked again

    offered = []
    _in_dialog(qtbot, lambda d: (offered.append([(r.spec().bot, r.spec().level) for r in d.seat_rows()[:3]]),
                                 d.reject()))
    w.choose_new_game()
    assert offered == [[(False, ""), (True, "3"), (True, "")]]


def test_a_searching_bot_at_the_table_moves_while_the_window_keeps_painting(qtbot, make_window, tmp_path):
    w = make_window(tmp_path / "home")

    def fill(d):
        d.game_list.select_game("ninety-nine")
        d.players.setValue(2)
        d.seat_rows()[0].kind.setCurrentIndex(d.seat_rows()[0].kind.findData("5"))
        d.seat_rows()[1].kind.setCurrentIndex(1)
        d.accept()

    _in_dialog(qtbot, fill)
    w.choose_new_game()
    assert _levels(w) == [(True, "5"), (True, "")]
    qtbot.waitUntil(lambda: w.session.bots.thinking, timeout=60_000)
    painted = []
    start = len(w.session.match.steps)
    while w.session.bots.thinking:
        w.canvas.viewport().repaint()  # a paint pass the window's thread can make while the bot thinks
        painted.append(True)
        qtbot.wait(10)
    qtbot.waitUntil(lambda: len(w.session.match.steps) > start, timeout=60_000)
    assert len(painted) >= 3 and w.session.match.steps[start].seat == 0


def test_each_level_shows_its_measured_rating_for_the_chosen_game(qtbot, make_window, tmp_path, monkeypatch):
    from cardtable.engine import levels

    ladder = {name: levels.Measured(name, 20.0 + i, 1.5, 0.1 * i, 1 / 3, 90, 3, 30) for i, name in enumerate(NAMES)}
    monkeypatch.setitem(levels._measured, "ninety-nine", ladder)
    monkeypatch.setitem(levels._measured, "9-lives", {})  # a game not measured
    w = make_window(tmp_path / "home")
    seen = {}

    def look(d):
        for game_id in ("ninety-nine", "9-lives"):
            d.game_list.select_game(game_id)
            d.players.setValue(d.players.maximum())  # rows made after the game was chosen too
            kinds = d.seat_rows()[-1].kind
            seen[game_id] = [(kinds.itemText(i), kinds.itemData(i, Qt.ItemDataRole.ToolTipRole) or "")
                             for i in range(1, kinds.count())]
        d.reject()

    _in_dialog(qtbot, look)
    w.choose_new_game()
    rated = seen["ninety-nine"]
    assert rated[0][0] == "Bot · rated 20.0 ± 1.5"  # classic, the first level
    assert rated[5][0] == "Bot, level 5: thinks hardest · rated 25.0 ± 1.5"
    assert "90 games with 3 players" in rated[5][1] and "30 ms" in rated[5][1] and "50%" in rated[5][1]
    assert [text for text, _tip in seen["9-lives"]] == [
        "Bot", "Bot, level 1: a beginner", "Bot, level 2: casual", "Bot, level 3: thinks a little",
        "Bot, level 4: thinks", "Bot, level 5: thinks hardest"]  # another game's figures do not stay
    assert not any(tip for _text, tip in seen["9-lives"])


def test_a_rating_is_written_the_languages_way(qtbot, german, monkeypatch):
    from PySide6.QtWidgets import QWidget

    from cardtable.app.dialogs.seat_table import SeatRow
    from cardtable.engine import levels

    host = QWidget()
    qtbot.addWidget(host)
    row = SeatRow(1, host)
    row.show_ratings({"5": levels.Measured("5", 25.04, 1.5, 0.5, 1 / 3, 90, 3, 30)})
    text = row.kind.itemText(row.kind.findData("5"))
    assert text.endswith("Wertung 25,0 ± 1,5"), text
    assert "50 %" in row.kind.itemData(row.kind.findData("5"), Qt.ItemDataRole.ToolTipRole)
