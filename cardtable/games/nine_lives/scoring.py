"""Round scoring, cat by cat, with a breakdown the table and story can show.

For each cat: if only one player holds it, that player scores
``sole_points`` per card; if several do, the holder(s) with the fewest
scratch marks on that cat's cards score ``fewest_points`` per card and the
others score nothing.
"""

from __future__ import annotations

from typing import Sequence

import attrs

from cardtable.engine.i18n import N_

from .deck import Deck

SOLE = "sole"  # the only holder of the cat
FEWEST = "fewest"  # shared cat, fewest scratches (ties all score)
NOTHING = "nothing"  # shared cat, more scratches than someone

# what a cat scores, in words (translated where shown)
KIND_WORDS = {SOLE: N_("sole holder"), FEWEST: N_("fewest scratches"), NOTHING: N_("nothing")}


@attrs.frozen
class CatScore:
    cat: str  # cat key
    cards: int
    scratches: int
    kind: str  # SOLE | FEWEST | NOTHING
    points: int


@attrs.frozen
class RoundScore:
    round: int
    seats: tuple[tuple[CatScore, ...], ...]  # per seat, the cats they held (deck order)
    at: int = 0  # actions played when the round was scored (the move that ends it counted)

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(c.points for c in cats) for cats in self.seats)


def holdings(deck: Deck, tableau: Sequence[str]) -> dict[str, tuple[int, int]]:
    """cat key -> (cards, scratches) for one tableau."""
    out: dict[str, tuple[int, int]] = {}
    by_id = deck.by_id
    for cid in tableau:
        c = by_id[cid]
        n, s = out.get(c.cat, (0, 0))
        out[c.cat] = (n + 1, s + c.scratches)
    return out


def score_tableaux(deck: Deck, tableaux: Sequence[Sequence[str]], sole_points: int,
                   fewest_points: int) -> tuple[tuple[CatScore, ...], ...]:
    held = [holdings(deck, t) for t in tableaux]
    per_seat: list[list[CatScore]] = [[] for _ in tableaux]
    for cat in deck.cats:
        holders = [(seat, h[cat.key]) for seat, h in enumerate(held) if cat.key in h]
        if not holders:
            continue
        if len(holders) == 1:
            seat, (n, s) = holders[0]
            per_seat[seat].append(CatScore(cat.key, n, s, SOLE, sole_points * n))
            continue
        fewest = min(s for _, (_, s) in holders)
        for seat, (n, s) in holders:
            if s == fewest:
                per_seat[seat].append(CatScore(cat.key, n, s, FEWEST, fewest_points * n))
            else:
                per_seat[seat].append(CatScore(cat.key, n, s, NOTHING, 0))
    return tuple(tuple(x) for x in per_seat)


def points(deck: Deck, tableaux: Sequence[Sequence[str]], sole_points: int,
           fewest_points: int) -> tuple[int, ...]:
    """Just the round points per seat (fast path for bots)."""
    held = [holdings(deck, t) for t in tableaux]
    totals = [0] * len(tableaux)
    keys: set[str] = set()
    for h in held:
        keys.update(h)
    for key in keys:
        holders = [(seat, h[key]) for seat, h in enumerate(held) if key in h]
        if len(holders) == 1:
            seat, (n, _) = holders[0]
            totals[seat] += sole_points * n
            continue
        fewest = min(s for _, (_, s) in holders)
        for seat, (n, s) in holders:
            if s == fewest:
                totals[seat] += fewest_points * n
    return tuple(totals)
