"""What a step taught each seat: derived from views, never from flags.

A step is *irreversible* for undo when some seat that may be looking at the
screen learned a card's identity: its view after the step shows a card that
its view before did not. Games still mark some events ``reveal`` (kept as an
addition), but nothing depends on a game remembering to do so: a bot that
plays a card from its hidden hand teaches everyone that card, and the
derivation sees it.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable


def visible_ids(view: Any) -> frozenset[str]:
    """Identities of the cards a :class:`TableView` shows face up (tokens and
    counters are not knowledge: they carry no hidden identity)."""
    return frozenset(c.id for z in view.zones for c in z.cards
                     if c.id is not None and c.kind == "card" and c.face_up)


def learned(known: Callable[[Any, int | None], frozenset[str]], before: Any, after: Any,
            seats: Iterable[int]) -> dict[int, frozenset[str]]:
    """For each of ``seats``, the card ids its view of ``after`` shows that its
    view of ``before`` did not; seats that learned nothing are left out.
    ``known(state, seat)`` gives the ids a seat's view of a state shows
    (:func:`visible_ids` of that view)."""
    out: dict[int, frozenset[str]] = {}
    for seat in seats:
        new = known(after, seat) - known(before, seat)
        if new:
            out[seat] = new
    return out

