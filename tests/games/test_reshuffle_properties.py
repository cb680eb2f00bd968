"""Property: in every game with a draw pile and a discard pile, along random
and bot play, no card is ever in two places at once and no card in use is
drawn.

Each game names the cards on its discard pile that must stay face up while
in use (``in_use``: a Duel's cards, the Finale, the top discard a game
keeps); those are what the engine's reshuffle leaves out. After every move:

- the census holds every card once (nothing doubled);
- the cards in use are distinct and lie on the discard pile: none was
  shuffled back into the draw pile or drawn into a hand, a pool or a
  player's Resources.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Callable

import attrs
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from cardtable.engine.protocol import BadOptions, GameDef
from cardtable.games import all_games, get_game
from tests.game_properties import make_setup, seeds

# every game's state calls its draw pile ``draw`` (what a thin start shortens)
DRAW_PILE = "draw"


def piles(game_id: str) -> tuple[Callable[[Any], tuple[str, ...]], str]:
    """A game's ``in_use`` (from its definition) and its draw pile's name."""
    in_use = get_game(game_id).in_use
    assert in_use is not None, f"{game_id} keeps no cards out of its reshuffles"
    return in_use, DRAW_PILE

# keep this many cards on the draw pile at the start and put the rest under
# the discard pile, so reshuffles come early and often (None: as dealt)
thin = st.one_of(st.none(), st.integers(0, 30))


def play(game: GameDef, state: Any, chooser: random.Random, max_actions: int, bot_every: int,
         must_end: bool = True) -> list[Any]:
    """Random legal moves (the bot's every ``bot_every``-th) from ``state``
    until the game ends (or, unless ``must_end``, ``max_actions`` are
    played); every state on the way, the first included. As
    :func:`tests.game_properties.random_play`, but from any state."""
    states = [state]
    for n in range(max_actions):
        if game.result(state) is not None:
            return states
        seat = chooser.choice(game.to_act(state))
        if bot_every and n % bot_every == 0:
            action = game.bot(state, seat, chooser)
        else:
            action = chooser.choice(list(game.legal_actions(state, seat)))
        state, _ = game.checked_apply(state, seat, action)
        states.append(state)
    if not must_end:
        return states
    raise AssertionError(f"{game.title} did not end within {max_actions} moves")


def start(game_id: str, players: int, seed: int, options: dict, keep: int | None) -> Any:
    game = get_game(game_id)
    state = game.create(make_setup(game, players, seed, options))
    if keep is None:
        return state
    name = piles(game_id)[1]
    pile = getattr(state, name)
    return attrs.evolve(state, **{name: pile[:keep], "discard": pile[keep:] + state.discard})


def check_piles(game_id: str, states: list[Any]) -> int:
    """Check every state; returns how many of them had a card in use."""
    game = get_game(game_id)
    in_use, draw_pile = piles(game_id)
    census = Counter(game.census(states[0]))
    assert max(census.values()) == 1
    busy = 0
    for n, state in enumerate(states):
        assert Counter(game.census(state)) == census, f"after move {n}: a card was made, lost or doubled"
        kept = in_use(state)
        assert len(set(kept)) == len(kept), f"after move {n}: a card in use twice: {kept}"
        assert set(kept) <= set(state.discard), f"after move {n}: a card in use left the discard pile: {kept}"
        assert not set(kept) & set(getattr(state, draw_pile)), f"after move {n}: a card in use is in the draw pile"
        busy += bool(kept)
    return busy


RESHUFFLE = 'kind="reshuffle"'  # how a game's rules log a reshuffle


def _reshuffles(package: str) -> bool:
    """Whether a module of the game's package logs a reshuffle."""
    from importlib.resources import files

    return any(entry.name.endswith(".py") and RESHUFFLE in entry.read_text(encoding="utf-8")
               for entry in files(package).iterdir())


@pytest.mark.every_game
def test_every_game_with_a_reshuffle_is_checked():
    """Every registered game whose rules log a reshuffle names the cards it
    keeps out of it (``GameDef.in_use``), so the properties below reach it."""
    games = all_games().values()
    reshufflers = {g.id for g in games if g.package and _reshuffles(g.package)}
    declared = {g.id for g in games if g.in_use is not None}
    assert reshufflers, f"no game logs a reshuffle ({RESHUFFLE}): the scan finds nothing"
    assert reshufflers == declared


KEEPERS = [game_id for game_id, game in all_games().items() if game.in_use is not None]


@pytest.mark.parametrize("game_id", KEEPERS)
@settings(max_examples=8)
@given(data=st.data(), seed=seeds, bot_every=st.sampled_from([1, 2, 3]))
def test_no_card_in_use_leaves_the_discard_pile(game_id, data, seed, bot_every):
    """Every game that keeps cards out of its reshuffles, with its default
    options, as dealt: the cards in use stay on the discard pile along the
    game. (The games' own tests below try their variants, and most of them
    a thin draw pile, which not every game's set-up can take: Chicks With
    Disks deals its grid from the draw pile.)"""
    game = get_game(game_id)
    players = data.draw(st.integers(game.min_players, min(game.max_players, 8)), label="players")
    try:
        state = start(game_id, players, seed, {}, None)
    except BadOptions:  # a player count only some options allow
        assume(False)
    check_piles(game_id, play(game, state, random.Random(seed), 3000, bot_every, must_end=False))


@settings(max_examples=12)
@given(seed=seeds, players=st.integers(2, 12), lives=st.booleans(), keep=thin)
def test_ninety_nine(seed, players, lives, keep):
    state = start("ninety-nine", players, seed, {"lives": lives}, keep)
    check_piles("ninety-nine", play(get_game("ninety-nine"), state, random.Random(seed), 20_000, 3))


@settings(max_examples=12)
@given(seed=seeds, players=st.integers(2, 4), bot_every=st.sampled_from([0, 2]))
def test_chicks_with_disks(seed, players, bot_every):
    """The grid is dealt from the draw pile, so it starts as dealt; its 25
    spare cards run out two or three times in a long game."""
    options = {"round_cap": 40, "two_players": players == 2}
    state = start("chicks-with-disks", players, seed, options, None)
    check_piles("chicks-with-disks", play(get_game("chicks-with-disks"), state, random.Random(seed), 8000, bot_every))


@settings(max_examples=10)
@given(seed=seeds, players=st.integers(3, 8), acts=st.integers(2, 3), keep=thin)
def test_99_chances(seed, players, acts, keep):
    """Six to eight players over two or three acts often run the deck dry at
    the Finale; the bots play (random moves rarely get that far)."""
    state = start("99-chances", players, seed, {"acts": acts}, keep)
    check_piles("99-chances", play(get_game("99-chances"), state, random.Random(seed), 4000, 1))


@settings(max_examples=8)
@given(seed=seeds, players=st.integers(3, 6), keep=thin)
def test_nine_lives(seed, players, keep):
    state = start("9-lives", players, seed, {}, keep)
    check_piles("9-lives", play(get_game("9-lives"), state, random.Random(seed), 6000, 3))


@settings(max_examples=10)
@given(seed=seeds, players=st.integers(2, 6), keep=thin)
def test_yarn_tangling(seed, players, keep):
    state = start("t13-yarn-tangling", players, seed, {"yarn": 6}, keep)
    check_piles("t13-yarn-tangling", play(get_game("t13-yarn-tangling"), state, random.Random(seed), 3000, 2))


@settings(max_examples=10)
@given(seed=seeds, players=st.integers(2, 6), decks=st.sampled_from(["1", "2"]), keep=thin)
def test_snap_fire(seed, players, decks, keep):
    state = start("t13-snap-fire", players, seed, {"decks": decks, "phases": 12}, keep)
    check_piles("t13-snap-fire", play(get_game("t13-snap-fire"), state, random.Random(seed), 3000, 3))
