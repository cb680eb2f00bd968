"""A Ninety-Nine bot that follows the usual table advice.

Get rid of high ordinary cards while the total is low, keep low cards for
when it is high, spend Back To You and Pass Me By before Ninety-Nine, and
keep Minus Ten as the last resort. It always remembers to draw.
"""

from __future__ import annotations

import random

from cardtable.engine.cards import card
from cardtable.engine.protocol import Action

from .rules import AFTER_PLAY, DRAW, END, LIMIT, PLAY, State, card_effect, legal_actions

_SPECIAL_ORDER = {4: 0, 13: 1, 9: 2, 10: 3}


def choose(state: State, seat: int, rng: random.Random) -> Action:
    if state.phase == AFTER_PLAY:
        for a in legal_actions(state, seat):
            if a.kind == DRAW:
                return a
        return Action.of(END)
    best = None
    best_key = None
    for c in state.hands[seat]:
        rank = card(c).rank
        if rank in _SPECIAL_ORDER:
            key = (1, _SPECIAL_ORDER[rank], rng.random())
        else:
            after = card_effect(c, state.total)
            if after > LIMIT:
                continue
            # Highest total that still fits: dumps big cards early and
            # squeezes the next player when the total is near the limit.
            key = (0, -after, rng.random())
        if best_key is None or key < best_key:
            best, best_key = c, key
    if best is None:
        raise ValueError("the bot was asked to move when it cannot")
    return Action.of(PLAY, card=best)
