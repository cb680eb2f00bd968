"""Property tests for 9 Lives: what only this game has (hidden bids, its
rounds, designer variants), through the shared checks in
tests/game_properties.py. Random play ending, keeping its cards, replaying
and hiding hands, and the bots alone finishing, are checked for every game
by tests/games/test_every_game.py."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.protocol import Action
from cardtable.games import get_game
from cardtable.games.nine_lives import rules
from tests.game_properties import (
    check_illegal_rejected,
    check_replay,
    check_views_hide,
    make_setup,
    random_play,
    seeds,
)

GAME = get_game("9-lives")
MAX_ACTIONS = 1500  # a default game has at most ~60 bids, ~60 turns and their give-backs

VARIANTS = [
    {},
    {"cats": 4, "cards_per_cat": 6, "rounds": 2},
    {"cats": 3, "cards_per_cat": 7, "hand_size": 2, "alley": 1},
    {"hand_size": 3, "alley": 8, "sole_points": 3, "fewest_points": 0, "rounds": 4},
    {"bids_join": rules.JOIN_BEFORE, "alley": 2},
]

JUNK = [
    Action.of("bid", card="pounce-5"),
    Action.of("take", card="no-such-cat"),
    Action.of("rescue", card="mochi-1"),
    Action.of("give", card="toffee-18"),
    Action.of("take"),
    Action.of("give", card=3),
    Action.of("nap"),
]


def _check_bids_hidden(match) -> None:
    """Before the reveal, a bid place shows a card's face only to its owner."""
    state = match.initial
    for step in match.steps[:40]:
        if state.phase == rules.BIDDING:
            for viewer in [None, *range(match.setup.count)]:
                view = GAME.view(state, viewer)
                for seat in range(match.setup.count):
                    if seat != viewer:
                        assert all(c.id is None for c in view.zone(f"bid:{seat}").cards)
        state = step.state


def _fits(players: int, options) -> bool:
    cfg = {**rules.DEFAULTS, **options}
    hand = cfg["hand_size"] or rules.hand_size_for(players)
    return cfg["cats"] * cfg["cards_per_cat"] >= cfg["alley"] + players * hand


@given(players=st.integers(3, 6), seed=seeds, bot_every=st.sampled_from([0, 3]))
def test_random_play_hides_bids_and_lasts_three_rounds(players, seed, bot_every):
    setup = make_setup(GAME, players, seed)
    match = random_play(GAME, setup, random.Random(seed), MAX_ACTIONS, use_bot_every=bot_every)
    _check_bids_hidden(match)
    assert len(match.state.history) == 3


@settings(max_examples=10)
@given(players=st.integers(3, 6), seed=seeds)
def test_illegal_actions_are_rejected(players, seed):
    match = random_play(GAME, make_setup(GAME, players, seed), random.Random(seed), MAX_ACTIONS)
    check_illegal_rejected(GAME, match, random.Random(seed), JUNK)


@given(players=st.integers(3, 6), seed=seeds, variant=st.sampled_from(VARIANTS))
def test_designer_variants_play_to_the_end(players, seed, variant):
    if not _fits(players, variant):
        return
    setup = make_setup(GAME, players, seed, variant)
    match = random_play(GAME, setup, random.Random(seed), MAX_ACTIONS, use_bot_every=2)
    check_replay(GAME, match)
    check_views_hide(GAME, match)
    rounds = variant.get("rounds", 3)
    assert len(match.state.history) == rounds
    assert match.result.scores == tuple(float(sum(r.totals[s] for r in match.state.history))
                                        for s in range(players))
