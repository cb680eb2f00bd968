"""Property checks for games, shared by the every-game suite
(tests/games/test_every_game.py, which runs them for every registered game)
and the games' own tests (which run them with what only their game has: its
variants, its junk actions):

- random legal play always ends (within ``max_actions``);
- no card is created, lost or in two places (the census never changes and
  holds each card once; ``in_use`` and the views agree with it, and the
  cards in use lie on the discard pile, never in the draw pile);
- replaying the record (``Match.from_record``) reproduces identical states;
- illegal actions raise IllegalAction with a message and change nothing;
- views never leak hidden cards: a hand the viewer may not see has no ids.
"""

from __future__ import annotations

import json
import pickle
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from hypothesis import strategies as st

from cardtable.engine.match import Match
from cardtable.engine.protocol import Action, GameDef, IllegalAction, PlayerSpec, Setup
from cardtable.engine.record import record_from_json

seeds = st.integers(min_value=0, max_value=2**32 - 1)


def make_setup(game: GameDef, players: int, seed: int, options=None, bots: bool = True) -> Setup:
    return Setup(tuple(PlayerSpec(f"Player {i + 1}", bots) for i in range(players)), dict(options or {}), seed)


def check_state(game: GameDef, match: Match, census: Counter, viewers: Iterable[int | None] = ()) -> None:
    """No card created, lost or in two places in ``match.state``; somebody
    may act while the game runs. ``viewers``: also check what those seats (or
    the public, None) are shown. ``census`` is the game's at the start."""
    state, n = match.state, len(match.steps)
    assert Counter(game.census(state)) == census, f"after move {n}: a card was created, lost or doubled"
    if game.in_use is not None:
        kept = game.in_use(state)
        assert len(set(kept)) == len(kept), f"after move {n}: a card in use twice: {kept}"
        assert set(kept) <= set(census), f"after move {n}: cards in use that the census does not hold: {kept}"
        discard, draw = getattr(state, "discard", None), getattr(state, "draw", None)  # the games' vocabulary
        if discard is not None and draw is not None:
            assert set(kept) <= set(discard), f"after move {n}: a card in use left the discard pile: {kept}"
            assert not set(kept) & set(draw), f"after move {n}: a card in use is in the draw pile: {kept}"
    if not match.over:
        seats = match.to_act()
        assert seats, f"after move {n}: the game is not over but nobody may act"
        for seat in seats:
            assert match.legal(seat), f"after move {n}: seat {seat} must act but has no legal action"
    for viewer in viewers:
        shown = [c.id for z in game.view(state, viewer).zones for c in z.cards if c.id is not None and c.kind == "card"]
        twice = sorted(card for card, k in Counter(shown).items() if k > 1)
        assert not twice, f"after move {n}: the view of {viewer} shows {twice} twice"
        assert set(shown) <= set(census), f"after move {n}: the view of {viewer} shows cards not in the game"


def random_play(game: GameDef, setup: Setup, chooser: random.Random, max_actions: int = 5000,
                use_bot_every: int = 0, check_every_move: bool = False) -> Match:
    """Play random legal actions (and the bot's, every ``use_bot_every``-th
    move) until the game ends. Asserts the game ends and conserves cards;
    with ``check_every_move``, :func:`check_state` after every move, each
    time through the eyes of another viewer."""
    match = Match(game, setup)
    census = Counter(game.census(match.state))
    assert max(census.values(), default=1) == 1, "the census holds a card twice at the start"
    viewers = [None, *range(setup.count)]
    for n in range(max_actions):
        if match.over:
            break
        seats = match.to_act()
        assert seats, "the game is not over but nobody may act"
        seat = chooser.choice(seats)
        if use_bot_every and n % use_bot_every == 0:
            action = game.bot(match.state, seat, chooser)
        else:
            legal = match.legal(seat)
            assert legal, f"seat {seat} must act but has no legal action"
            action = chooser.choice(legal)
        if check_every_move:
            assert game.describe(match.state, action).label, f"{action} has no description"
        match.play(seat, action)
        if check_every_move:
            check_state(game, match, census, [viewers[n % len(viewers)]])
        else:
            assert Counter(game.census(match.state)) == census, f"cards changed after {action}"
    assert match.over, f"game did not end within {max_actions} actions"
    return match


def check_replay(game: GameDef, match: Match) -> None:
    """Save → JSON → load → replay (``Match.from_record``) gives the same
    states, move by move."""
    data = json.loads(json.dumps(match.record().to_json()))
    record = record_from_json(data, {game.id: game})
    replayed = Match.from_record(game, record)
    assert replayed.initial == match.initial
    assert [s.state for s in replayed.steps] == [s.state for s in match.steps]
    assert replayed.state == match.state


def _is_legal(action: Action, legal: Sequence[Action]) -> bool:
    return action in legal or (action.has_text and any(a.same_move(action) for a in legal))


def _reject(game: GameDef, state: Any, seat: int, action: Action) -> None:
    try:
        game.checked_apply(state, seat, action)
    except IllegalAction as err:
        assert str(err).strip(), f"{action} by seat {seat} was refused without a reason"
    else:
        raise AssertionError(f"{action} by seat {seat} was accepted but is not legal")


def _snapshot(state: Any) -> bytes:
    """All of ``state``, to tell later whether anything in it changed (a
    pickle: ten times quicker than a deep copy, and as thorough)."""
    return pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)


def try_illegal(game: GameDef, state: Any, seats: int, junk: Iterable[Action], *, unchanged: bool = True) -> int:
    """Every action of ``junk`` that is not legal for a seat, tried by that
    seat on ``state``: each must raise IllegalAction with a reason and (with
    ``unchanged``) leave ``state`` as it was, down to its innermost list.
    Returns how many were tried."""
    junk = list(dict.fromkeys(junk))
    before = _snapshot(state) if unchanged else b""
    acting = game.to_act(state)
    tried: list[tuple[int, Action]] = []
    for seat in range(seats):
        legal = list(game.legal_actions(state, seat)) if seat in acting else []
        for action in junk:
            if not _is_legal(action, legal):
                _reject(game, state, seat, action)
                tried.append((seat, action))
    if unchanged and _snapshot(state) != before:
        for seat, action in tried:  # name the culprit
            copied = pickle.loads(before)
            _reject(game, copied, seat, action)
            assert _snapshot(copied) == before, f"{action}, refused for seat {seat}, changed the state"
        raise AssertionError("refused actions changed the state")
    return len(tried)


def check_illegal_rejected(game: GameDef, match: Match, chooser: random.Random, junk: list[Action],
                           deep_every: int = 4) -> None:
    """Along the match, before each move, ``junk`` by every seat (whichever
    of it is not legal for that seat) is refused (see :func:`try_illegal`);
    at every ``deep_every``-th state (and a few chosen by ``chooser``), the
    state is checked to be unchanged down to its innermost list. (Moves out
    of turn are tried for every game by tests/games/test_every_game.py.)"""
    states = [match.initial] + [step.state for step in match.steps[:-1]]
    deep = {i for i in range(0, len(states), deep_every)} | {chooser.randrange(len(states)) for _ in range(3)}
    for i, state in enumerate(states):
        try_illegal(game, state, match.setup.count, junk, unchanged=i in deep)


def check_views_hide(game: GameDef, match: Match, hidden_zone_prefixes=("hand:",)) -> None:
    """Zones named ``<prefix><seat>`` of other seats must show no card ids."""
    n = match.setup.count
    for viewer in list(range(n)) + [None]:
        view = game.view(match.state, viewer)
        for zone in view.zones:
            for prefix in hidden_zone_prefixes:
                if zone.id.startswith(prefix):
                    owner = int(zone.id[len(prefix):].split(":")[0])
                    if owner != viewer:
                        assert all(c.id is None and c.face is None for c in zone.cards), (
                            f"{zone.id} leaks to viewer {viewer}")
