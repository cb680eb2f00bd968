"""A Ninety-Nine bot that follows the usual table advice.

Get rid of high ordinary cards while the total is low, keep low cards for
when it is high, spend Back To You and Pass Me By before Ninety-Nine, and
keep Minus Ten as the last resort. It always remembers to draw.
"""

from __future__ import annotations

import random

from cardtable.engine.cards import card
from cardtable.engine.protocol import Action

from .rules import AFTER_PLAY, DRAW, END, PLAY, State, card_effect, legal_actions

_SPECIAL_ORDER = {4: 0, 13: 1, 9: 2, 10: 3}


def choose(state: State, seat: int, rng: random.Random) -> Action:
    actions = legal_actions(state, seat)
    if not actions:
        raise ValueError("the bot was asked to move when it cannot")
    if state.phase == AFTER_PLAY:
        for a in actions:
            if a.kind == DRAW:
                return a
        return Action.of(END)
    ordinary = []
    special = []
    for a in actions:
        c = a["card"]
        rank = card(c).rank
        if rank in _SPECIAL_ORDER:
            special.append((_SPECIAL_ORDER[rank], rng.random(), a))
        else:
            ordinary.append((card_effect(c, state.total), rng.random(), a))
    if ordinary:
        # Highest total that still fits: dumps big cards early and squeezes
        # the next player when the total is near the limit.
        ordinary.sort(key=lambda t: (-t[0], t[1]))
        return ordinary[0][2]
    special.sort(key=lambda t: (t[0], t[1]))
    return special[0][2]
