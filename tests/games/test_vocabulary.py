"""Every game names what all of them have the same way (the vocabulary in
``cardtable/games/__init__.py``): its state's draw pile is ``draw``, its
discard pile ``discard``, where play stands ``phase`` and the seat whose turn
it is ``current``; ``step`` names none of these and ``turn`` is an index.
Checked for every registered game, on a new game and along a bot game."""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest

from cardtable.engine.protocol import GameDef, PlayerSpec, Setup
from cardtable.games import all_games

GAME_IDS = list(all_games())


def _new(game: GameDef, seed: int = 3) -> tuple[Any, Setup]:
    players = tuple(PlayerSpec(f"P{i + 1}", True) for i in range(game.default_players))
    setup = game.normalise(Setup(players, {}, seed))
    return game.create(setup), setup


def _card_ids(value: Any) -> bool:
    return isinstance(value, tuple) and all(isinstance(c, str) for c in value)


def _check_words(game: GameDef, state: Any, players: int) -> None:
    for name in ("draw", "discard", "phase", "current"):
        assert hasattr(state, name), f"{game.id}: its state has no {name!r}"
    assert _card_ids(state.draw), f"{game.id}: draw is not a pile of card ids: {state.draw!r}"
    assert _card_ids(state.discard), f"{game.id}: discard is not a pile of card ids: {state.discard!r}"
    assert isinstance(state.phase, str) and state.phase, f"{game.id}: phase is not a word: {state.phase!r}"
    current = state.current
    assert current is None or (isinstance(current, int) and not isinstance(current, bool)
                               and 0 <= current < players), f"{game.id}: current is not a seat: {current!r}"
    census = set(game.census(state))
    assert set(state.draw) <= census and set(state.discard) <= census, f"{game.id}: piles outside the census"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_new_game_has_draw_discard_phase_and_current(game_id):
    game = all_games()[game_id]
    state, setup = _new(game)
    _check_words(game, state, setup.count)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_field_keeps_an_old_name(game_id):
    """``step`` (a phase, a move counter or an index by turns) and ``shoe``
    are gone; a ``deck`` is the deck's definition, never a pile; a ``turn``
    on the state is an index into its ``order``."""
    game = all_games()[game_id]
    state, _ = _new(game)
    names = {f.name for f in attrs.fields(type(state))}
    assert not names & {"step", "shoe"}, f"{game_id}: {sorted(names & {'step', 'shoe'})}"
    if "deck" in names:
        assert not _card_ids(state.deck), f"{game_id}: deck is a pile: call it draw"
    if "turn" in names:
        assert "order" in names and isinstance(state.turn, int), f"{game_id}: turn is not an index into order"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_words_hold_along_a_game_and_the_draw_pile_is_what_the_table_shows(game_id):
    """Along a bot game: the words keep their types, the table's draw pile
    (its layout's ``draw`` zone) shows exactly ``len(state.draw)`` cards and
    its discard pile no more than ``state.discard`` holds (a card drawn
    there may lie face up beside it for a move), and an ended game's
    ``current`` is nobody's turn to act."""
    game = all_games()[game_id]
    state, setup = _new(game)
    zones = {z.role: z.id for z in game.layout(setup.count, setup.options, 0).zones}
    assert "draw" in zones and "discard" in zones, f"{game_id}: no draw or discard pile on the table"
    rng = random.Random(7)
    for _ in range(400):
        _check_words(game, state, setup.count)
        view = game.view(state, None)
        assert len(view.zone(zones["draw"]).cards) == len(state.draw)
        assert len(view.zone(zones["discard"]).cards) <= len(state.discard)
        if game.result(state) is not None:
            assert game.to_act(state) == ()
            break
        seat = game.to_act(state)[0]
        state, _ = game.apply(state, seat, game.bot(state, seat, rng))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_phase_and_current_follow_the_declared_phases(game_id):
    """Along a bot game, ``phase`` is one of the phases the game declares
    (``GameDef.phases``), and where one seat acts outside the declared
    shared phases (everyone at once, or a seat within another's turn),
    ``current`` is that seat."""
    game = all_games()[game_id]
    assert game.phases, f"{game_id} declares no phases (GameDef.phases)"
    assert set(game.shared_phases) <= set(game.phases), f"{game_id}: shared phases that are not phases"
    state, _ = _new(game)
    rng = random.Random(2)
    seen = set()
    for _ in range(300):
        assert state.phase in game.phases, f"{game_id}: phase {state.phase!r} is not declared"
        seen.add(state.phase)
        acting = game.to_act(state)
        if len(acting) == 1 and state.phase not in game.shared_phases:
            assert state.current == acting[0], (game_id, state.phase)
        if not acting:
            break
        state, _ = game.apply(state, acting[0], game.bot(state, acting[0], rng))
    assert len(seen) > 1, f"{game_id}: play never left {seen}"


def test_current_is_the_seat_whose_turn_it_is():
    """Where one seat acts at a time, ``current`` is that seat; where a game
    keeps an index, ``current`` reads the seat from its order."""
    nine = all_games()["9-lives"]
    state, _ = _new(nine)
    assert state.phase == "bidding" and state.current is None  # everyone bids at once
    rng = random.Random(1)
    while state.phase == "bidding":
        seat = nine.to_act(state)[0]
        state, _ = nine.apply(state, seat, nine.bot(state, seat, rng))
    assert state.current == state.order[state.turn] and nine.to_act(state) == (state.current,)
    snap = all_games()["t13-snap-fire"]
    state, _ = _new(snap)
    assert state.phase == "setup" and state.current == 0  # the referee sets sides
