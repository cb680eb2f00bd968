"""A minimal pure-Python Ninety-Nine: the yardstick for the real game's speed.

It plays the project's rules with their default options (one deck for up to
five players, Remember to draw on, no lives) and the same bot policy as
``cardtable/games/ninety_nine/bot.py``, drawing the same shuffles from the
same generator and breaking the bot's ties with the same ``random.Random``.
So for every seed it plays exactly the game ``cardtable simulate`` plays and
names the same winner (``benchmarks/games.py`` checks this before it times
anything) while doing the least work that game needs: plain lists, integer
ranks, no states kept, no log, no checks.
"""

from __future__ import annotations

import random

from cardtable.engine.cards import standard_deck
from cardtable.engine.rng import Rng

LIMIT = 99
_SPECIAL = {4: 0, 13: 1, 9: 2, 10: 3}  # the bot spends these in this order


def _rank(card_id: str) -> int:
    head = card_id[:-1]
    return {"A": 1, "J": 11, "Q": 12, "K": 13}.get(head) or int(head)


RANK = {c: _rank(c) for c in standard_deck()}


def after(rank: int, total: int) -> int:
    if rank == 9:
        return LIMIT
    if rank == 10:
        return total - 10
    if rank == 4 or rank == 13:
        return total
    if rank >= 11:
        return total + 10
    return total + rank


def play(players: int, seed: int) -> int:
    """One bot game; returns the winning seat."""
    order, rng = Rng.from_seed(seed).shuffle(standard_deck())
    choice = random.Random(seed * 7919 + 17).choice
    n = players
    hands = [[] for _ in range(n)]
    pos = 0
    for _ in range(7):
        for s in range(n):
            hands[s].append(order[pos])
            pos += 1
    draw = list(order[pos:])
    discard: list[str] = []
    alive = [True] * n
    left = n
    total, direction, seat = 0, 1, 1 % n
    while True:
        # start of turn: knock out whoever cannot play
        hand = hands[seat]
        if not any(after(RANK[c], total) <= LIMIT for c in hand):
            discard[:0] = hand
            hands[seat] = []
            alive[seat] = False
            left -= 1
            if left == 1:
                return alive.index(True)
            seat = _next(seat, direction, alive, n)
            continue
        # the bot's choice
        best, best_key = [], None
        for c in hand:
            r = RANK[c]
            sp = _SPECIAL.get(r)
            if sp is not None:
                key = (1, sp)
            else:
                a = after(r, total)
                if a > LIMIT:
                    continue
                key = (0, -a)
            if best_key is None or key < best_key:
                best, best_key = [c], key
            elif key == best_key:
                best.append(c)
        c = best[0] if len(best) == 1 else choice(best)
        hand.remove(c)
        r = RANK[c]
        total = after(r, total)
        if r == 4:
            direction = -direction
        discard.append(c)
        # draw (the bot always remembers); reshuffle the discard when needed
        if not draw and len(discard) > 1:
            pile, rng = rng.shuffle(discard[:-1])
            draw, discard = list(pile), discard[-1:]
        if draw:
            hand.append(draw.pop(0))
            if not draw and len(discard) > 1:
                pile, rng = rng.shuffle(discard[:-1])
                draw, discard = list(pile), discard[-1:]
        seat = _next(seat, direction, alive, n)


def _next(seat: int, direction: int, alive: list[bool], n: int) -> int:
    s = seat
    for _ in range(n):
        s = (s + direction) % n
        if alive[s]:
            return s
    return seat
