"""Undo and redo as plain data (cardtable.engine.history), with no Qt and
no window: the one place the rule of what may be taken back lives."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.history import History
from cardtable.engine.match import Match
from cardtable.engine.protocol import UNDO_MOVES, UNDO_NONE, PlayerSpec, Setup
from cardtable.games import all_games

GAMES = all_games()


def _match(game_id: str, seed: int = 3) -> Match:
    game = GAMES[game_id]
    return Match(game, Setup(tuple(PlayerSpec(f"P{i}") for i in range(max(3, game.min_players))), {}, seed))


def _play_one(match: Match, history: History, rng: random.Random) -> int:
    seat = match.to_act()[0]
    before = len(match.steps)
    match.play(seat, match.game.bot(match.state, seat, rng))
    history.after_move(match, before, f"move {before + 1}")
    return before


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_undo_takes_back_exactly_what_redo_puts_again(game_id):
    """Along a bot game: every move that shows no card can be undone, which
    restores the very state before it; redo puts back the very same steps;
    a move that shows a card empties the history (nothing before it is undone)."""
    match, history, rng = _match(game_id), History(), random.Random(1)
    undone = barriers = 0
    while not match.over and len(match.steps) < 150:
        state_before = match.state
        before = _play_one(match, history, rng)
        if match.is_barrier(len(match.steps) - 1):
            barriers += 1
            assert not history.can_undo and not history.can_redo
            assert history.cleared.startswith("a card was shown")
            continue
        assert history.can_undo and history.undo_label == f"move {before + 1}"
        state_after, step = match.state, match.steps[-1]
        entry = history.undo(match)
        assert entry is not None and len(match.steps) == before and match.state is state_before
        assert history.can_redo and history.redo_label == f"move {before + 1}"
        history.redo(match)
        assert match.state is state_after and match.steps[-1] is step and not history.can_redo
        undone += 1
    assert undone + barriers == len(match.steps)
    # the game's undo trait says which: every move shows a card (none is
    # taken back), or some moves show nothing and are taken back
    if match.game.undo == UNDO_NONE:
        assert undone == 0, f"{game_id} says no move is taken back, yet {undone} were"
    else:
        assert match.game.undo == UNDO_MOVES
        assert undone > 0, f"{game_id}: no move could be undone (if every move shows a card, say undo=UNDO_NONE)"
    print(f"{game_id}: {undone} moves undone and redone, {barriers} barriers")


def test_a_hand_over_ends_what_may_be_undone_and_a_new_move_ends_redo():
    match, history, rng = _match("9-lives"), History(), random.Random(2)
    first = _play_one(match, history, rng)
    while match.is_barrier(len(match.steps) - 1):  # until a move that shows nothing
        first = _play_one(match, history, rng)
    history.undo(match)
    assert history.can_redo
    _play_one(match, history, rng)  # a new move: what was undone cannot come back
    assert not history.can_redo
    history.clear("the turn has passed to P1")
    assert not history.can_undo and history.cleared == "the turn has passed to P1"
    assert history.undo(match) is None and history.redo(match) is None
    assert len(match.steps) > first


def test_machine_moves_join_the_players_move_before_them():
    """A bot's forced move after a player's is taken back with it (one
    entry); a bot's choice of another seat ends what may be undone."""
    match, history, rng = _match("9-lives", seed=5), History(), random.Random(3)
    before = _play_one(match, history, rng)
    if match.is_barrier(len(match.steps) - 1):
        pytest.skip("the first move showed a card")
    seat = match.to_act()[0]
    steps = len(match.steps)
    match.play(seat, match.game.bot(match.state, seat, rng))
    history.after_move(match, steps, "", by_player=False)
    index = len(match.steps) - 1
    if match.is_barrier(index) or (seat != match.steps[before].seat and match.is_decision(index)):
        assert not history.can_undo
        return
    history.undo(match)
    assert len(match.steps) == before  # both moves went
