"""Random play, for every game the registry knows.

One suite serves all games (as OpenSpiel's ``random_sim_test`` serves its
games): a game registered in ``cardtable.games`` gets it without a line of
its own. For random seeds, player counts in the game's range, options drawn
from the game's own option list (no longer than its defaults) and random
legal moves mixed with the bots' (and bots alone):

- the game ends within :data:`MAX_ACTIONS` moves, and while it runs
  somebody may act and every seat that may act has a legal move;
- after every move no card is created, lost or in two places: the census
  holds the same cards, each once; the cards the game keeps out of a
  reshuffle (``in_use``) are distinct cards on the discard pile, none in
  the draw pile; a view never shows one card twice or a card the census
  does not hold;
- every move played has a description with a label;
- at the end, no view shows the cards of another seat's hand;
- the record, saved to JSON and loaded, replays (``Match.from_record``) to
  identical states, move by move;
- illegal actions (made-up moves, legal moves with their arguments spoiled
  or left out, moves from other moments of the game, any move out of turn or
  after the end) raise IllegalAction with a reason and change nothing.

The checks are tests/game_properties.py's, which the games' own property
tests use for what only their game has (its variants, its junk actions).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from cardtable.engine.match import Match
from cardtable.engine.protocol import Action, BadOptions, GameDef, IllegalAction, OptionSpec, Setup
from cardtable.games import all_games
from tests.game_properties import (
    check_replay,
    check_state,
    check_views_hide,
    make_setup,
    random_play,
    seeds,
    try_illegal,
)

MAX_ACTIONS = 20_000  # the longest random game seen is ~1,000 moves (Chicks With Disks, 4 players)

# -- what every game is played with ----------------------------------------------

GAMES = list(all_games())
SPOILED = (999, -1, "zzz", "", None, 3.5, True, ("x",))  # argument values no move takes


def option_values(spec: OptionSpec) -> st.SearchStrategy:
    """An option's values: its default, or another value of its kind no
    bigger than the default (a number of rounds, a limit: so a game is never
    longer than its default game). Text and file options keep the default."""
    if spec.kind == "bool":
        return st.booleans()
    if spec.kind == "choice" and spec.choices:
        return st.sampled_from(spec.choices)
    if spec.kind == "int" and isinstance(spec.default, int):
        low = max(spec.minimum, 1) if spec.zero_text else spec.minimum  # a special 0 ("no limit") may run long
        if low < spec.default:
            return st.one_of(st.just(spec.default), st.integers(low, spec.default))
    return st.just(spec.default)


@st.composite
def tables(draw, game: GameDef) -> Setup:
    """A set-up: players in the game's range, the default options or (as
    often) options drawn by :func:`option_values`."""
    players = draw(st.integers(game.min_players, game.max_players))
    options = {}
    if draw(st.booleans()):
        options = {spec.key: draw(option_values(spec)) for spec in game.options}
    return make_setup(game, players, draw(seeds), options)


def accepted(game: GameDef, setup: Setup) -> Setup:
    """``setup``, if the game takes it; one it refuses (BadOptions, with a
    reason: two players without the two-player option) is skipped."""
    try:
        game.create(setup)
    except BadOptions as err:
        assert str(err), "a refused set-up needs a reason"
        assume(False)
    return setup


def junk_for(game: GameDef, state: Any, played: Sequence[Action], chooser: random.Random) -> list[Action]:
    """Garbage for ``state``: made-up moves, the legal moves of whoever may
    act with an argument spoiled, left out or added, and moves played at
    other moments of the game."""
    legal = [a for seat in game.to_act(state) for a in game.legal_actions(state, seat)]
    junk = [Action.of("no-such-move"), Action.of("no-such-move", card="x")]
    for action in chooser.sample(legal, min(4, len(legal))):
        junk.append(Action.of(action.kind))
        junk.append(action.with_args(bogus=1))
        for key, _ in action.args:
            junk.append(action.with_args(**{key: chooser.choice(SPOILED)}))
    junk += chooser.sample(list(played), min(8, len(played)))
    return junk


def _game(game_id: str) -> GameDef:
    return all_games()[game_id]


# -- the properties ---------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=15, deadline=None)
@given(data=st.data(), chooser_seed=seeds, bot_every=st.sampled_from([0, 1, 2, 3]))
def test_random_play_ends_keeps_every_card_and_replays(game_id, data, chooser_seed, bot_every):
    """Random legal moves (every ``bot_every``-th the bot's; 1: bots alone)."""
    game = _game(game_id)
    setup = accepted(game, data.draw(tables(game), label="setup"))
    match = random_play(game, setup, random.Random(chooser_seed), MAX_ACTIONS, bot_every, check_every_move=True)
    assert game.result(match.state) is not None
    census = Counter(game.census(match.initial))
    check_state(game, match, census, [None, *range(setup.count)])
    if game.private_info:  # a game without private information may lay every hand open
        check_views_hide(game, match)
    check_replay(game, match)


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=6, deadline=None)
@given(data=st.data(), chooser_seed=seeds)
def test_illegal_actions_are_refused_and_change_nothing(game_id, data, chooser_seed):
    """At a dozen moments of a random game, garbage (:func:`junk_for`) by
    every seat, and every legal move by the seats that may not make it."""
    game = _game(game_id)
    setup = accepted(game, data.draw(tables(game), label="setup"))
    chooser = random.Random(chooser_seed)
    match = random_play(game, setup, chooser, MAX_ACTIONS, use_bot_every=2)
    states = [match.initial] + [step.state for step in match.steps]
    played = [step.action for step in match.steps]
    tried = 0
    for state in sorted(chooser.sample(states[:-1], min(12, len(states) - 1)), key=states.index):
        out_of_turn = [a for seat in game.to_act(state) for a in game.legal_actions(state, seat)]
        tried += try_illegal(game, state, setup.count, [*junk_for(game, state, played, chooser), *out_of_turn])
    tried += try_illegal(game, match.state, setup.count, played[-5:])  # after the end
    assert tried


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=5, deadline=None)
@given(data=st.data())
def test_bots_alone_finish(game_id, data):
    """The bots, as the app runs them (:meth:`Match.run_bots`), end the game."""
    game = _game(game_id)
    match = Match(game, accepted(game, data.draw(tables(game), label="setup")))
    match.run_bots(limit=MAX_ACTIONS)
    assert match.over, f"the bots did not end the game in {MAX_ACTIONS} moves"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_refused_move_leaves_the_match_as_it_was(game_id):
    """Through :class:`Match` (as the app plays): a refused move adds no step."""
    game = _game(game_id)
    match = Match(game, make_setup(game, game.default_players, 7))
    chooser = random.Random(7)
    for _ in range(3):
        seat = match.to_act()[0]
        match.play(seat, chooser.choice(match.legal(seat)))
    steps, state = list(match.steps), match.state
    others = [s for s in range(match.setup.count) if s not in match.to_act()]
    attempts = [(match.to_act()[0], Action.of("no-such-move"))]
    attempts += [(s, match.legal(match.to_act()[0])[0]) for s in others[:1]]
    for seat, action in attempts:
        with pytest.raises(IllegalAction, match=r"\S"):
            match.play(seat, action)
        assert match.steps == steps and match.state is state
