"""A Ninety-Nine bot that follows the usual table advice.

Get rid of high ordinary cards while the total is low, keep low cards for
when it is high, spend Back To You and Pass Me By before Ninety-Nine, and
keep Minus Ten as the last resort. It always remembers to draw.
"""

from __future__ import annotations

import random

from cardtable.engine.i18n import _
from cardtable.engine.protocol import Action

from .rules import AFTER_PLAY, DRAW, END, LIMIT, PLAY, State, adds, card_value_text, rank_of

SEARCH_RATE = 2.3  # search iterations per ms on the reference machine (measured once, written here)

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
    # Highest total that still fits: dumps big cards early and squeezes the
    # next player when the total is near the limit. An ordinary card that
    # fits always comes before a special one; among equals (the same
    # addition, in hand order) the bot picks at random.
    room = LIMIT - state.total
    best: list[str] = []
    best_add = 0
    special: list[str] = []
    special_key = 99
    for c in state.hands[seat]:
        a = adds(c)
        if a:
            if a <= room:
                if a > best_add:
                    best, best_add = [c], a
                elif a == best_add:
                    best.append(c)
        elif not best:
            key = _SPECIAL_ORDER[rank_of(c)]
            if key < special_key:
                special, special_key = [c], key
            elif key == special_key:
                special.append(c)
    best = best or special
    if not best:
        raise ValueError("the bot was asked to move when it cannot")
    return _play(best[0] if len(best) == 1 else rng.choice(best))


def reason(state: State, seat: int, action: Action) -> str | None:
    """Why :func:`choose` makes ``action``, in a sentence for a hint."""
    if action.kind == DRAW:
        return _("Always draw after you play: a hand a card short runs out of safe cards sooner.")
    if action.kind == END:
        return _("There is nothing left to draw, so your turn just ends.")
    if action.kind != PLAY:
        return None
    c = action["card"]
    a = adds(c)
    if a:
        after = state.total + a
        return _("The biggest card that keeps the total at 99 or under (it goes to {total}): "
                 "high cards go while there is room, low ones are kept for when the total nears 99.").format(
            total=after)
    rank = rank_of(c)
    if rank == 10:
        return _("No ordinary card fits under 99 (the total is {total}) and Minus Ten is your only "
                 "special card: it takes the total down.").format(total=state.total)
    return _("No ordinary card fits under 99 (the total is {total}): {special} keeps you in, "
             "and Minus Ten, if you have it, is kept as the last resort.").format(
        total=state.total, special=card_value_text(c))
