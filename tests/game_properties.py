"""Property checks every game must pass; each game's tests call these.

- random legal play always ends (within ``max_actions``);
- no card is created or lost (the census never changes);
- replaying the record reproduces the identical state;
- illegal actions raise IllegalAction with a message and change nothing;
- views never leak hidden cards: a hand the viewer may not see has no ids.
"""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import strategies as st

from cardtable.engine.match import Match
from cardtable.engine.protocol import Action, GameDef, IllegalAction, PlayerSpec, Setup
from cardtable.engine.record import record_from_json


def make_setup(game: GameDef, players: int, seed: int, options=None, bots: bool = True) -> Setup:
    return Setup(tuple(PlayerSpec(f"Player {i + 1}", bots) for i in range(players)), dict(options or {}), seed)


def random_play(game: GameDef, setup: Setup, chooser: random.Random, max_actions: int = 5000,
                use_bot_every: int = 0) -> Match:
    """Play random legal actions (and the bot's, every ``use_bot_every``-th
    move) until the game ends. Asserts the game ends and conserves cards."""
    match = Match(game, setup)
    start = Counter(game.census(match.state))
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
        match.play(seat, action)
        assert Counter(game.census(match.state)) == start, f"cards changed after {action}"
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


def check_illegal_rejected(game: GameDef, match: Match, chooser: random.Random, junk: list[Action]) -> None:
    """Replay the match; at each step, try junk actions and wrong seats."""
    state = game.create(match.setup)
    for step in match.steps:
        seats = game.to_act(state)
        for seat in range(match.setup.count):
            legal = set(game.legal_actions(state, seat)) if seat in seats else set()
            for action in junk:
                if action in legal or (action.has_text and any(a.same_move(action) for a in legal)):
                    continue
                before = state
                try:
                    game.checked_apply(state, seat, action)
                except IllegalAction as err:
                    assert str(err), "an illegal action needs a reason"
                else:
                    raise AssertionError(f"{action} by seat {seat} was accepted but is not legal")
                assert state == before
        state, _ = game.checked_apply(state, step.seat, step.action)


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


seeds = st.integers(min_value=0, max_value=2**32 - 1)
