"""A Ninety-Nine bot that follows the usual table advice.

Get rid of high ordinary cards while the total is low, keep low cards for
when it is high, spend Back To You and Pass Me By before Ninety-Nine, and
keep Minus Ten as the last resort. It always remembers to draw.
"""

from __future__ import annotations

import random

from cardtable.engine.protocol import Action

from .rules import AFTER_PLAY, DRAW, END, LIMIT, PLAY, State, card_effect, rank_of

_SPECIAL_ORDER = {4: 0, 13: 1, 9: 2, 10: 3}


_DRAW = Action.of(DRAW)
_END = Action.of(END)
_PLAYS: dict[str, Action] = {}  # one (immutable) play action per card, made once


def _play(card_id: str) -> Action:
    action = _PLAYS.get(card_id)
    if action is None:
        action = _PLAYS[card_id] = Action.of(PLAY, card=card_id)
    return action


def choose(state: State, seat: int, rng: random.Random) -> Action:
    if state.phase == AFTER_PLAY:
        return _DRAW if state.draw or len(state.discard) > 1 else _END
    best: list[str] = []
    best_key = None
    total = state.total
    for c in state.hands[seat]:
        rank = rank_of(c)
        special = _SPECIAL_ORDER.get(rank)
        if special is not None:
            key = (1, special)
        else:
            after = card_effect(c, total)
            if after > LIMIT:
                continue
            # Highest total that still fits: dumps big cards early and
            # squeezes the next player when the total is near the limit.
            key = (0, -after)
        if best_key is None or key < best_key:
            best, best_key = [c], key
        elif key == best_key:
            best.append(c)
    if not best:
        raise ValueError("the bot was asked to move when it cannot")
    # equally good cards (same rank in another suit): pick one at random
    return _play(best[0] if len(best) == 1 else rng.choice(best))
