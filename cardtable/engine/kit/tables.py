"""Hand, draw and discard tables: the zones such a game has, what each seat
sees of them, and where the piles sit between the seats.

A seat's hand is the zone ``hand:<seat>`` (:func:`hand_zone`). What a viewer
is shown follows one rule everywhere:

- her own hand face up, every other hand as face-down cards, so she learns
  how many cards each holds and nothing else (:func:`hand_view`);
- a pile nobody may look through (a draw pile, a deck) as face-down cards:
  its size only (:func:`face_down`);
- a pile everyone sees (the discard pile) face up, bottom first, so the
  table shows its top card (:func:`face_up`).

:func:`seat_holding` finds the seat a card was dealt to (to name the hand
a move starts from).

Face-down cards are :data:`cardtable.engine.view.HIDDEN`: no id, no face, so
a view never carries what its viewer may not know. How a face-up card looks
is the game's (``show`` turns a card id into its
:class:`~cardtable.engine.view.CardView`), and so are the captions.

For the layout, :func:`hand_spec` places a seat's hand as a fan, and
:func:`middle_top` finds where the piles go: centred between the others'
blocks along the top and the block at the bottom (see
:mod:`cardtable.engine.layouts`).
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping

from ..i18n import NP_
from ..layouts import Block, Place
from ..view import HIDDEN, CardView, ZoneSpec, ZoneView

HAND = "hand"  # the prefix of the hand zones' ids (and their role)

Show = Callable[[str], CardView]


def hand_zone(seat: int) -> str:
    """The id of ``seat``'s hand: ``hand:<seat>``."""
    return f"{HAND}:{seat}"


def zone_seat(zone: str) -> int | None:
    """The seat a seat's zone (``hand:2``, ``bid:2``) belongs to; None for
    a shared zone (``discard``)."""
    _head, _colon, tail = zone.partition(":")
    return int(tail) if tail.isdigit() else None


def seat_holding(hands: Iterable[Iterable[str]], card: str) -> int | None:
    """The seat whose hand holds ``card``; None if no hand does."""
    for seat, hand in enumerate(hands):
        if card in hand:
            return seat
    return None


def face_down(zone: str, cards: Iterable[Any], label: str = "", highlight: bool = False) -> ZoneView:
    """A pile nobody may look through: as many face-down cards as it holds."""
    return ZoneView(zone, (HIDDEN,) * len(tuple(cards)), label=label, highlight=highlight)


def face_up(zone: str, cards: Iterable[str], show: Show, label: str = "", highlight: bool = False) -> ZoneView:
    """A zone everyone sees, its cards in order (a pile's top card last)."""
    return ZoneView(zone, tuple(show(c) for c in cards), label=label, highlight=highlight)


def hand_view(seat: int, hand: Iterable[str], viewer: int | None, show: Show, label: str = "",
              highlight: bool = False, key: Callable[[str], Any] | None = None) -> ZoneView:
    """``seat``'s hand as ``viewer`` sees it: face up, in ``key`` order when
    given, if it is her own; else only how many cards it holds (the public,
    ``viewer=None``, sees no hand)."""
    if seat == viewer:
        cards = sorted(hand, key=key) if key is not None else hand
        return face_up(hand_zone(seat), cards, show, label, highlight)
    return face_down(hand_zone(seat), hand, label, highlight)


def hand_spec(seat: int, x: float, y: float, extent: float, scale: float = 1.0) -> ZoneSpec:
    """``seat``'s hand at (``x``, ``y``): a fan to the right, ``extent`` card
    widths long at ``scale``."""
    return ZoneSpec(hand_zone(seat), x, y, "right", extent=extent, seat=seat, scale=scale, role=HAND,
                    place=NP_("place", "hand"))


def middle_top(places: Mapping[int, Place], bottom_seat: int, block: Block, scale: float,
               height: float) -> float:
    """The top of a middle ``height`` tall (the piles, a shared row),
    centred between the others' blocks along the top of the table (``block``
    at ``scale``, see :func:`~cardtable.engine.layouts.seats_around`) and
    the block of ``bottom_seat``; right under the top row when there is no
    room to centre it."""
    top = block.size(scale)[1] + 0.1
    bottom = places[bottom_seat].y
    return top + max(0.0, (bottom - top - height) / 2)
