"""Property tests for 99 Chances at every player count (3–8)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.match import Match
from cardtable.engine.protocol import Action
from cardtable.games import get_game
from cardtable.games.ninety_nine_chances import rules
from tests.game_properties import (
    check_illegal_rejected,
    check_replay,
    check_views_hide,
    make_setup,
    random_play,
    seeds,
)

GAME = get_game("99-chances")
players = st.integers(min_value=3, max_value=8)
acts = st.integers(min_value=1, max_value=3)

JUNK = [
    Action.of("theme", a="1", b="1", text=""),
    Action.of("theme", a="200", b="1", text=""),
    Action.of("vote", player=99),
    Action.of("vote", player=-1),
    Action.of("resource", card="0", involves=0, text=""),
    Action.of("resource", card="5"),
    Action.of("problem", card="5", target=42),
    Action.of("plan", problem="0", text=""),
    Action.of("evaluate", card="100"),
    Action.of("evaluate", card=5),
    Action.of("keep"),
    Action.of("flip", card="3"),
    Action.of("lead", player=17),
    Action.of("frame"),
    Action.of("bid", card="0", text=""),
    Action.of("finale", now=True),
    Action.of("ending"),
    Action.of("note", card="0", text="x"),
    Action.of("note", card=7, text="x"),
    Action.of("wipe", card="0"),
    Action.of("role", text=3),
    Action.of("shout"),
]


@given(players, seeds, acts)
def test_random_play_ends_conserves_cards_and_replays(n, seed, n_acts):
    setup = make_setup(GAME, n, seed, {"acts": n_acts})
    match = random_play(GAME, setup, random.Random(seed), max_actions=4000, use_bot_every=3)
    check_replay(GAME, match)
    check_views_hide(GAME, match)
    assert GAME.result(match.state) is not None
    before = match.initial
    for step in match.steps:  # every move can be described before and after it is made
        assert GAME.describe(before, step.action).label
        assert GAME.describe(step.state, step.action).label
        before = step.state


@given(players, seeds, acts)
def test_bots_alone_finish_and_views_hide_private_cards(n, seed, n_acts):
    match = Match(GAME, make_setup(GAME, n, seed, {"acts": n_acts}))
    start = Counter(GAME.census(match.state))
    while not match.over:
        seats = match.to_act()
        seat = seats[-1]
        match.play_bot(seat)
        state = match.state
        if state.phase not in (rules.EVALUATE, rules.BIDS, rules.FINALE):
            continue
        for viewer in list(range(n)) + [None]:
            view = GAME.view(state, viewer)
            if state.phase == rules.EVALUATE:
                own = state.evals[viewer] if viewer is not None else None
                for card in view.zone("eval").cards:
                    assert card.hidden or (own is not None and card.id == own)
            if not state.bids_revealed:
                own = state.bids[viewer] if viewer is not None else None
                for card in view.zone("bid").cards:
                    assert card.hidden or (own is not None and card.id == own.card)
    assert Counter(GAME.census(match.state)) == start
    result = match.result
    counts = [len(r) for r in match.state.resources]
    assert all(counts[w] == max(counts) for w in result.winners)


@given(st.integers(min_value=3, max_value=5), seeds)
def test_illegal_actions_are_rejected_without_change(n, seed):
    setup = make_setup(GAME, n, seed)
    match = Match(GAME, setup)
    match.run_bots()
    check_illegal_rejected(GAME, match, random.Random(seed), JUNK)


@settings(max_examples=4)
@given(st.integers(min_value=6, max_value=8), seeds)
def test_illegal_actions_are_rejected_at_big_tables(n, seed):
    match = Match(GAME, make_setup(GAME, n, seed))
    match.run_bots()
    check_illegal_rejected(GAME, match, random.Random(seed), JUNK)


@given(players, seeds)
def test_story_and_chart_for_any_game(n, seed):
    match = Match(GAME, make_setup(GAME, n, seed))
    match.run_bots()
    sections = dict(GAME.story_sections(match.state, match.journal))
    assert {"The Story Meeting", "The Cast", "The Climax", "Denouement"} <= set(sections)
    states = [match.initial] + [s.state for s in match.steps]
    data = GAME.chart(states)
    assert len(data.series) == 2 * n and len(data.x) == len(states)
