"""A hand-over ends what may be undone in every game: with hidden cards the
privacy screen marks it, and in a game with nothing hidden the screen simply
passing to the next person does too — nobody takes back the previous
player's move."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.model.outcome import Moved, Needs, Refused
from cardtable.model.session import GameSession

PUBLIC = sorted(g.id for g in all_games().values() if not g.private_info)


@pytest.mark.parametrize("game_id", PUBLIC)
def test_the_next_person_cannot_undo_the_last_persons_move(qapp, game_id):
    game = all_games()[game_id]
    n = max(3, game.min_players)
    s = GameSession.new(game, Setup(tuple(PlayerSpec(f"P{i}") for i in range(n)), {}, 2), bot_delay_ms=0)
    s.set_pace(None)
    rng = random.Random(2)
    passed = kept = 0
    try:
        while not s.match.over and len(s.match.steps) < 300:
            seat = s.acting_seat()
            if seat is None:
                if not s.step_once():
                    break
                continue
            outcome = s.perform(seat, s.game.bot(s.state, seat, rng))
            while isinstance(outcome, Needs):
                outcome = s.send(outcome.answer(0 if outcome.kind == "choice" else "Told."))
            assert isinstance(outcome, Moved)
            if s.match.is_barrier(len(s.match.steps) - 1):
                continue  # a card shown: nothing before it is undone anyway
            if s.viewer is not None and s.viewer != seat:
                passed += 1
                assert not s.can_undo, f"{s.name(s.viewer)} could undo {s.name(seat)}'s move"
                undo = s.undo()
                assert isinstance(undo, Refused) and "the turn has passed to" in undo.reason
            elif s.viewer == seat:
                kept += 1
                assert s.can_undo  # the same person may still take back their own move
    finally:
        s.shutdown()
    assert passed > 0, f"{game_id}: the screen never passed between people without a card shown"
    print(f"{game_id}: {passed} hand-overs checked, {kept} own moves undoable")
