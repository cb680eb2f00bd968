"""The end of a game: a result view with standings, how it was won, a
rematch with the same players and options, and statistics across games."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from cardtable.app.statistics import Statistics, standings
from cardtable.engine.protocol import PlayerSpec, Result, Setup
from cardtable.model.outcome import MOVED
from tests.gui.conftest import make_window  # noqa: F401

pytestmark = pytest.mark.gui


def _finish(qtbot, w):
    s = w.session
    s.step_bots_now()
    qtbot.waitUntil(lambda: getattr(w, "result_dialog", None) is not None and w.result_dialog.isVisible(),
                    timeout=20000)
    return w.result_dialog


def test_result_view_rematch_and_statistics(qtbot, make_window, tmp_path):
    home = tmp_path / "home"
    w = make_window(home)
    players = (PlayerSpec("Ann", bot=True), PlayerSpec("Bob", bot=True), PlayerSpec("Cy", bot=True))
    # all bots: nobody at the screen is counted
    w.new_game("ninety-nine", Setup(players, {"lives": True}, 4))
    dialog = _finish(qtbot, w)
    result = w.session.match.result
    winner = w.session.match.setup.names[result.winners[0]]
    rows = dialog.standings()
    assert rows[0][1] == winner and rows[0][0] == "1" and rows[0][3] == "Winner"
    assert sorted(r[1] for r in rows) == ["Ann", "Bob", "Cy"]
    assert all(r[3] == "" for r in rows[1:])
    from PySide6.QtWidgets import QLabel

    assert dialog.findChild(QLabel, "resultHeading").text() == f"{winner} wins!"
    assert result.summary.rstrip(".") in dialog.text.toPlainText()
    assert "The last move" in dialog.text.toPlainText()
    assert not (home / "statistics.json").exists()
    # Rematch: same players and options, a new shuffle
    old = w.session.match.setup
    qtbot.mouseClick(dialog.rematch_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.session.match.setup is not old)
    new = w.session.match.setup
    assert new.players == old.players and dict(new.options) == dict(old.options) and new.seed != old.seed


def test_statistics_count_human_players_once_per_game(qtbot, make_window, tmp_path):
    home = tmp_path / "home"
    w = make_window(home)
    players = (PlayerSpec("Ann"), PlayerSpec("Bob", bot=True))
    w.new_game("ninety-nine", Setup(players, {"remember_to_draw": False}, 2))
    s = w.session
    s.bot_delay_ms = 0
    import random

    rng = random.Random(5)
    while not s.match.over:
        qtbot.waitUntil(lambda: s.match.over or s.acting_seat() == 0, timeout=20000)
        if s.match.over:
            break
        assert s.perform(0, w.games["ninety-nine"].bot(s.state, 0, rng)) == MOVED
    dialog = _finish(qtbot, w)
    won = 0 in s.match.result.winners
    data = json.loads((home / "statistics.json").read_text(encoding="utf-8"))
    assert data["players"]["Ann"]["played"] == 1 and data["players"]["Ann"]["won"] == int(won)
    assert data["players"]["Ann"]["games"]["ninety-nine"]["played"] == 1
    assert "Bob" not in data["players"]  # a bot
    dialog.reject()
    # opening the same finished game again does not count it twice
    path = tmp_path / "done.cardtable.json"
    s.save_as(path)
    assert w.open_file(path)
    assert json.loads((home / "statistics.json").read_text(encoding="utf-8"))["players"]["Ann"]["played"] == 1
    # the Statistics dialog lists it
    from cardtable.app.dialogs import StatisticsDialog

    stats = StatisticsDialog(w.game_end.statistics, w)
    qtbot.addWidget(stats)
    top = stats.tree.topLevelItem(0)
    assert [top.text(i) for i in range(3)] == ["Ann", "1", str(int(won))]
    assert top.child(0).text(0) == "Ninety-Nine"


def test_standings_order_and_shared_places():
    r = Result((2,), "Cy wins", (1.0, 3.0, 5.0, 3.0))
    assert standings(r, ["A", "B", "C", "D"]) == [
        (1, "C", "5", True), (2, "B", "3", False), (2, "D", "3", False), (4, "A", "1", False)]
    assert standings(Result((0, 1), "shared"), ["A", "B", "C"]) == [
        (1, "A", "—", True), (1, "B", "—", True), (3, "C", "—", False)]


def test_a_damaged_statistics_file_is_set_aside(tmp_path):
    path = tmp_path / "statistics.json"
    path.write_text('{"players": ', encoding="utf-8")  # cut short: not JSON
    stats = Statistics(path)
    assert stats.problem and stats.rows() == []
    assert (tmp_path / "statistics-broken-1.json").exists()
    assert stats.record("k", "g", "G", ["Ann", None], [0]) and not stats.record("k", "g", "G", ["Ann"], [0])
    stats.save()
    assert Statistics(path).rows() == [("Ann", 1, 1, [("G", 1, 1)])]


def test_closing_the_window_closes_its_game_over_box(qtbot, make_window):
    """The game-over box is modal: left open, it would outlive the window
    and keep every later window from taking the mouse."""
    w = make_window()
    players = (PlayerSpec("Ann", bot=True), PlayerSpec("Bob", bot=True))
    w.new_game("ninety-nine", Setup(players, {}, 4))
    dialog = _finish(qtbot, w)
    w.close()
    assert not dialog.isVisible()
    from PySide6.QtWidgets import QApplication

    assert QApplication.activeModalWidget() is None
