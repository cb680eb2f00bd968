"""Undo never crosses another seat's decision (issue 35, item 7).

A bot's reply, or a phone's move, may rest on cards nobody else saw: in
Yarn-Tangling a bot challenges a Knock-Out only with a strong pool. Had
the player's Undo taken the reply back with their own move, they would
play again knowing it. So a step by another seat that had a choice stands,
with every move before it; a forced step (one legal move) decides nothing
and may go with the move before it. One derived rule for every game.
"""

from __future__ import annotations

import random

import pytest

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.model.outcome import Moved, Needs
from cardtable.model.session import GameSession

GAMES = sorted(all_games())


def _session(game_id: str, seed: int) -> GameSession:
    game = all_games()[game_id]
    n = max(3, game.min_players)
    players = (PlayerSpec("Ann"),) + tuple(PlayerSpec(f"Bot {i}", True) for i in range(1, n))
    s = GameSession.new(game, Setup(players, {}, seed), bot_delay_ms=0)
    s.set_pace(None)
    return s


def _moves(s: GameSession, rng: random.Random, limit: int = 250):
    """Play the game: Ann's moves (the bot's choice for her, questions
    answered) and the bots' replies; yields (steps before Ann's move, her
    seat) after each of her moves and the replies to it."""
    while not s.match.over and len(s.match.steps) < limit:
        if s.covered:
            s.ready()
            continue
        seat = s.acting_seat()
        if seat is None:
            if not s.step_once():
                return
            continue
        before = len(s.match.steps)
        outcome = s.perform(seat, s.game.bot(s.state, seat, rng))
        while isinstance(outcome, Needs):
            outcome = s.send(outcome.answer(0 if outcome.kind == "choice" else "Told."))
        assert isinstance(outcome, Moved)
        played = len(s.match.steps)
        while s.step_once():  # the bots reply
            pass
        yield before, played, seat


def _undo_crosses(s: GameSession) -> list[str]:
    """What an Undo now would take back that another seat decided."""
    if not s.can_undo:
        return []
    entry = s.history._undo[-1]
    m = s.match
    return [f"move {i + 1} by {s.name(m.steps[i].seat)}" for i in range(entry.steps_before, len(m.steps))
            if m.steps[i].seat != entry.seat and m.is_decision(i)]


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_never_takes_back_a_bots_decision(qapp, game_id):
    checked = 0
    for seed in (1, 2, 3):
        s = _session(game_id, seed)
        rng = random.Random(seed)
        try:
            for _moved in _moves(s, rng):
                crossed = _undo_crosses(s)
                assert not crossed, f"{game_id}: Undo would take back {crossed}"
                if s.can_undo:
                    checked += 1
                    # and what Undo takes back is only the player's own, and forced steps
                    before = len(s.match.steps)
                    entry = s.history._undo[-1]
                    s.undo()
                    assert len(s.match.steps) == entry.steps_before < before
                    s.redo()
                    assert len(s.match.steps) == before
        finally:
            s.shutdown()
    print(f"{game_id}: {checked} undoable moves checked")


def test_a_bots_choice_after_the_move_is_named_in_the_refusal(qapp):
    """Once a bot has made a choice without showing a card, the player's
    move stands, and Undo says who decided since (found in some game)."""
    for game_id in GAMES:
        for seed in range(1, 6):
            s = _session(game_id, seed)
            rng = random.Random(seed)
            try:
                for before, played, seat in _moves(s, rng):
                    m = s.match
                    shown = any(m.is_barrier(i) for i in range(before, len(m.steps)))
                    decided = [i for i in range(played, len(m.steps)) if m.steps[i].seat != seat and m.is_decision(i)]
                    if decided and not shown and not m.over and not s.covered and s.viewer == seat:
                        assert not s.can_undo
                        refusal = s.undo_refusal()
                        name = s.name(m.steps[decided[0]].seat)  # the first to decide ended it
                        assert f"{name} has made a choice since" in refusal, refusal
                        print(f"{game_id}, seed {seed}, move {played}: {refusal}")
                        return
            finally:
                s.shutdown()
    pytest.fail("no game had a bot decide after a player's move without a card shown")
