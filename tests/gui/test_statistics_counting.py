"""Game ▸ Statistics counts what players expect, in the real window: two
games alike in start second and length are two games, hints asked before a
resume still count, and a game played on from a finished game's review is
practice, never a win."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from cardtable.app.statistics import STATS_FILE, Statistics
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.model.outcome import MOVED

from .test_replay_view import finished_game

pytestmark = pytest.mark.gui

PLAYERS = (PlayerSpec("Ann"), PlayerSpec("Bob", bot=True))
OPTIONS = {"remember_to_draw": False}


def play_out(qtbot, w, seat_moves=None) -> None:
    """Play the window's game to its end, Ann's moves chosen as a bot's."""
    s = w.session
    s.bot_delay_ms = 0
    rng = random.Random(5)
    while not s.match.over:
        qtbot.waitUntil(lambda: s.match.over or s.acting_seat() == 0, timeout=20000)
        if s.match.over:
            break
        assert s.perform(0, w.games["ninety-nine"].bot(s.state, 0, rng)) == MOVED
    qtbot.waitUntil(lambda: getattr(w, "result_dialog", None) is not None, timeout=20000)
    QApplication.processEvents()
    w.result_dialog.close()


def test_two_games_alike_in_start_second_and_length_count_twice(qtbot, make_window, tmp_path, monkeypatch):
    monkeypatch.setattr("cardtable.engine.match.now_iso", lambda: "2024-05-01T20:15:00+00:00")
    home = tmp_path / "home"
    w = make_window(home)
    lengths = []
    for _ in range(2):  # the same deal, the same moves: the same length, started in the same second
        w.new_game("ninety-nine", Setup(PLAYERS, OPTIONS, 2))
        play_out(qtbot, w)
        lengths.append((w.session.match.created, len(w.session.match.steps)))
    assert lengths[0] == lengths[1]
    ann = {name: (played, won) for name, played, won, _games in Statistics(home / STATS_FILE).rows()}["Ann"]
    assert ann[0] == 2


def test_hints_asked_before_a_resume_count(qtbot, make_window, tmp_path):
    home = tmp_path / "home"
    first = make_window(home)
    first.new_game("ninety-nine", Setup(PLAYERS, OPTIONS, 2))
    s = first.session
    qtbot.waitUntil(lambda: s.acting_seat() == 0, timeout=20000)
    assert s.hint() is not None and s.hinted_seats == {0}
    first.close()  # no move after the hint: it was saved when it was shown
    again = make_window(home)
    assert again.resume()
    assert again.session.hinted_seats == {0}
    play_out(qtbot, again)
    won = 0 in again.session.match.result.winners
    stats = Statistics(home / STATS_FILE)
    assert stats.wins_with_hints()["Ann"][0] == int(won)
    assert [r[:3] for r in stats.rows() if r[0] == "Ann"] == [("Ann", 1, int(won))]


def test_a_game_played_on_from_a_review_is_practice_not_a_win(qtbot, make_window, tmp_path):
    """After one real game, three games played on from its review: Ann has
    played one game (the real one) and three practice games, whatever they
    gave; the dialog shows them apart and says why."""
    home = tmp_path / "home"
    w = make_window(home)
    match = finished_game(w, players=2, seed=2, options=OPTIONS, humans=1)
    real_win = 0 in match.result.winners
    for at in (2, 4, 6):
        w.reviews.start_forked(match, at, match.setup)
        forked = w.session
        assert forked.match.origin is not None
        forked.bot_delay_ms = 0
        rng = random.Random(at)
        while not forked.match.over:
            qtbot.waitUntil(lambda: forked.match.over or forked.acting_seat() == 0, timeout=20000)
            if forked.match.over:
                break
            assert forked.perform(0, w.games["ninety-nine"].bot(forked.state, 0, rng)) == MOVED
        qtbot.waitUntil(lambda: getattr(w, "result_dialog", None) is not None, timeout=20000)
        QApplication.processEvents()
        w.result_dialog.close()
    stats = Statistics(home / STATS_FILE)
    assert [r[:3] for r in stats.rows()] == [("P1", 1, int(real_win))]
    (practice_played, practice_won), by_game = stats.practice()["P1"]
    assert practice_played == 3 and practice_won <= 3 and by_game["Ninety-Nine"][0] == 3
    from cardtable.app.dialogs import StatisticsDialog

    dialog = StatisticsDialog(stats, w)
    qtbot.addWidget(dialog)
    assert dialog.tree.headerItem().text(5) == "Practice"
    top = dialog.tree.topLevelItem(0)
    assert [top.text(i) for i in range(3)] == ["P1", "1", str(int(real_win))]
    assert top.text(5) == f"{practice_won} of 3 won" and top.child(0).text(5) == f"{practice_won} of 3 won"
    assert "never in Played, Won or Won %" in dialog.practice_note.text()
