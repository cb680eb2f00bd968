"""Property tests for Chicks With Disks, 2–4 players: what only this game
has. Random play ending, keeping its cards, replaying and hiding hands, with
random moves, the bots' and both mixed, is checked for every game by
tests/games/test_every_game.py."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from cardtable.engine.protocol import Action
from cardtable.games import get_game
from cardtable.games.chicks_with_disks import rules
from tests.game_properties import check_illegal_rejected, make_setup, random_play, seeds

GAME = get_game("chicks-with-disks")
# A short round limit keeps random games brief; a round is at most a few
# dozen actions per player, duels included.
ROUND_CAP = 8
MAX_ACTIONS = 4000

JUNK = [
    Action.of("fly"),
    Action.of(rules.DEAL_GRID),
    Action.of(rules.DEAL_CARD, slot="5:2"),
    Action.of(rules.DRAW_FIRST),
    Action.of(rules.SHEET, field="age", text="x"),
    Action.of(rules.SHEET_DONE),
    Action.of(rules.ENTER, slot="5:2"),
    Action.of(rules.ENTER, slot="1:1"),
    Action.of(rules.RAID),
    Action.of(rules.EVADE),
    Action.of(rules.TARGET, slot="5:2"),
    Action.of(rules.TARGET, slot="0:0"),
    Action.of(rules.DRAW),
    Action.of(rules.MOVE, slot="9:3"),
    Action.of(rules.FLIP, slot="1:2"),
    Action.of(rules.REWARD, choice="mission"),
    Action.of(rules.REWARD, choice="upper", over=9),
    Action.of(rules.DUEL_DRAW_ACTION),
    Action.of(rules.UPPER_HAND),
    Action.of(rules.PASS),
    Action.of(rules.CONCEDE),
    Action.of(rules.UPGRADE, suit="X"),
    Action.of(rules.DOWNGRADE, suit="S"),
]


def _options(players: int, cap: int = ROUND_CAP) -> dict:
    options = {"round_cap": cap}
    if players == 2:
        options["two_players"] = True
    return options


@given(players=st.integers(2, 4), seed=seeds)
def test_the_game_is_played_with_one_deck_of_52(players, seed):
    """The census holds 52 cards (random play keeps them: test_every_game)."""
    census = GAME.census(GAME.create(make_setup(GAME, players, seed, _options(players))))
    assert len(census) == len(set(census)) == 52


@given(players=st.integers(2, 4), seed=seeds)
def test_illegal_actions_are_rejected_without_change(players, seed):
    setup = make_setup(GAME, players, seed, _options(players, cap=5))
    chooser = random.Random(seed)
    match = random_play(GAME, setup, chooser, max_actions=MAX_ACTIONS)
    check_illegal_rejected(GAME, match, chooser, JUNK)


@given(players=st.integers(2, 4), seed=seeds)
def test_every_state_has_a_view_and_every_legal_action_a_description(players, seed):
    setup = make_setup(GAME, players, seed, _options(players, cap=6))
    match = random_play(GAME, setup, random.Random(seed), max_actions=MAX_ACTIONS)
    states = [match.initial] + [s.state for s in match.steps]
    for state in states[::3]:
        view = GAME.view(state, None)
        assert view.hint
        for seat in GAME.to_act(state):
            assert seat == rules.actor(state)
            for action in GAME.legal_actions(state, seat):
                info = GAME.describe(state, action)
                assert info.label
                if info.gesture is not None:
                    zones = view.zone_map
                    assert info.gesture.src in zones and info.gesture.dst in zones
    assert GAME.story_sections(match.state, [])
