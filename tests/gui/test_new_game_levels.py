"""A bot's level is chosen per seat in the New game dialog, plays at that
level at the table (thinking off the window's thread), and is remembered
for the next game of that game."""

from __future__ import annotations

import pytest

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
