"""After a restart (the game opened again from its save), Undo says why the
moves made before stand — the game was reopened — and never that "the turn
has passed" to the very player who is still in their turn (issue 36)."""

from __future__ import annotations

import pytest

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.model.outcome import Refused
from cardtable.model.session import GameSession


@pytest.mark.parametrize("people", [1, 2])
def test_undo_after_a_restart_says_the_game_was_reopened(qapp, people):
    games = all_games()
    players = (PlayerSpec("Alice"), PlayerSpec("Bob", bot=people < 2), PlayerSpec("Cleo", bot=True))
    s = GameSession.new(games["ninety-nine"], Setup(players, {}, 3), bot_delay_ms=0)
    s.set_pace(None)
    while s.acting_seat() is None:  # the bots play up to a person's turn
        if s.covered:
            s.ready()
        else:
            assert s.step_once()
    seat = s.acting_seat()
    name = s.name(seat)
    s.perform(seat, next(a for a in s.my_actions() if a.kind == "play"))
    assert s.acting_seat() == seat  # still Alice's turn: she draws next
    record = s.match.record()
    s.shutdown()
    # the restart: the game opened again from its save
    again = GameSession.from_record(games, record, bot_delay_ms=0)
    again.set_pace(None)
    if again.covered:
        assert again.pending == seat
        again.ready()
    assert again.acting_seat() == seat
    outcome = again.undo()
    assert isinstance(outcome, Refused)
    assert "passed to" not in outcome.reason and name not in outcome.reason, outcome.reason
    assert "reopened" in outcome.reason
    again.shutdown()
