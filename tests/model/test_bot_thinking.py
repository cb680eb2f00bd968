"""A bot that searches thinks on a thread of its own: the session's thread
keeps running while it thinks, its move is played when it comes back, and a
thought the game has moved past is dropped."""

from __future__ import annotations

import threading

from PySide6.QtCore import QTimer

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.model.session import GameSession

GAMES = all_games()


def _bots_game(level: str = "5") -> GameSession:
    """Ninety-Nine for three bots, the first searching at ``level``."""
    specs = (PlayerSpec("Ada", True, level), PlayerSpec("Bo", True), PlayerSpec("Cy", True))
    s = GameSession.new(GAMES["ninety-nine"], Setup(specs, {}, 12), bot_delay_ms=0)
    s.start()
    return s


def _until_ada_thinks(qtbot, s: GameSession) -> None:
    qtbot.waitUntil(lambda: s.bots.thinking or s.match.over, timeout=60_000)
    assert s.bots.thinking


def test_the_session_keeps_running_while_a_bot_thinks(qtbot):
    s = _bots_game()
    _until_ada_thinks(qtbot, s)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(s.bots.thinking))
    timer.start(5)
    moves = len(s.match.steps)
    qtbot.waitUntil(lambda: len(s.match.steps) > moves, timeout=60_000)
    timer.stop()
    assert ticks.count(True) >= 3  # the event loop ran, again and again, while the bot thought
    assert s.match.steps[moves].seat == 0  # and then the thinking bot's move was played


def test_a_thought_the_game_has_moved_past_is_dropped(qtbot):
    s = _bots_game()
    _until_ada_thinks(qtbot, s)
    moves = len(s.match.steps)
    s.bots.stop()  # what an undo, a new game or a question at the screen does
    assert not s.bots.thinking
    qtbot.wait(0)
    s.step_once()  # the move is asked for now, in place, instead
    assert len(s.match.steps) == moves + 1
    qtbot.waitUntil(lambda: s.bots.thinking or s.match.over, timeout=60_000)  # the game goes on
    counted = len(s.match.steps)
    s.bots.stop()
    # the dropped thoughts come back to nobody: no move is added by them
    qtbot.waitUntil(lambda: not any(t.is_alive() for t in threading.enumerate() if t.name == "cardtable-bot"),
                    timeout=60_000)
    qtbot.wait(50)
    assert len(s.match.steps) == counted


def test_a_classic_bot_still_plays_in_place(qtbot):
    s = _bots_game("classic")
    qtbot.waitUntil(lambda: len(s.match.steps) >= 5 or s.match.over, timeout=60_000)
    assert not s.bots.thinking


def test_no_garbage_collection_runs_on_the_thinking_thread(qtbot):
    """A collection on the thinking thread can finalize a Qt object the
    session's thread owns and deadlock the two (seen in the suite): while a
    bot thinks, automatic collection is paused, and it is back on after."""
    import gc

    from cardtable.model import thinking

    qtbot.waitUntil(lambda: thinking.thinking() == 0, timeout=60_000)  # earlier tests' dropped thoughts
    thinking.settle()
    assert gc.isenabled()
    s = _bots_game()
    _until_ada_thinks(qtbot, s)
    assert not gc.isenabled()
    moves = len(s.match.steps)
    qtbot.waitUntil(lambda: len(s.match.steps) > moves, timeout=60_000)
    s.bots.stop()
    qtbot.waitUntil(lambda: thinking.thinking() == 0, timeout=60_000)
    thinking.settle()
    assert gc.isenabled()
