"""What the table draws: a redacted view of a state, and the zone layout.

A game turns its state into a :class:`TableView` for one viewer. Hidden cards
carry no identity at all (``id`` and ``face`` are ``None``): the table cannot
leak what it was never given. Layout is declared as data in card units (a
card is 1 wide and :data:`CARD_RATIO` tall); the table scales it to the window.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable, Mapping, Sequence

import attrs

from .cards import Face, standard_face
from .i18n import _, language, pgettext

CARD_RATIO = 1.4


@attrs.frozen
class CardView:
    """One piece on the table as a viewer sees it: a card, or a token.

    ``kind`` is ``"card"`` or ``"token"``. A token's ``shape`` says how it
    is drawn, in drawing words: ``""`` a plain round token, ``"ring"`` a
    round token with a dark hole in its middle (gold unless ``colour`` says
    otherwise). Two tokens of different shapes are different sorts of piece.
    """

    id: str | None
    face: Face | None
    face_up: bool = True
    rotated: bool = False  # drawn turned 180°
    note: str = ""  # dry-erase marker text written on the card
    kind: str = "card"  # "card" | "token"
    label: str = ""  # token owner initials, etc.
    colour: str = ""  # token colour
    tooltip: str = ""
    shape: str = ""  # a token's shape: "" (plain round) | "ring"

    @property
    def sort(self) -> tuple[str, str]:
        """What sort of piece this is: its kind and, for a token, its shape."""
        return self.kind, self.shape

    @property
    def hidden(self) -> bool:
        return self.id is None

    @property
    def accessible(self) -> str:
        if self.kind != "card":
            return self.tooltip or self.label or self.kind
        if self.id is None or self.face is None or not self.face_up:
            return _("face-down card")
        name = self.face.description or self.id
        return _("{card} (note: {note})").format(card=name, note=self.note) if self.note else name


HIDDEN = CardView(id=None, face=None, face_up=False)


def standard_card(card_id: str) -> CardView:
    """A standard playing card shown face up. Views are immutable, so each
    card's is made once (per language: its face is described in words):
    every view of every state shares it, and the table sees at a glance (by
    identity) which cards are as they were."""
    return _standard_card(card_id, language())


@lru_cache(maxsize=4096)
def _standard_card(card_id: str, _language: str) -> CardView:
    return CardView(id=card_id, face=standard_face(card_id))


@attrs.frozen
class ZoneView:
    id: str
    cards: tuple[CardView, ...] = ()
    label: str = ""
    highlight: bool = False  # e.g. the active seat's hand


@attrs.frozen
class SeatView:
    seat: int
    name: str
    lines: tuple[str, ...] = ()
    active: bool = False
    out: bool = False
    bot: bool = False


@attrs.frozen
class TableView:
    viewer: int | None
    zones: tuple[ZoneView, ...]
    seats: tuple[SeatView, ...] = ()
    hint: str = ""
    headline: str = ""  # big text in the middle, e.g. the running total
    links: tuple[tuple[str, str], ...] = ()  # zone pairs joined by a line (e.g. same-number links)

    def zone(self, zone_id: str) -> ZoneView:
        for z in self.zones:
            if z.id == zone_id:
                return z
        raise KeyError(zone_id)

    @property
    def zone_map(self) -> Mapping[str, ZoneView]:
        return {z.id: z for z in self.zones}


ROLES = ("draw", "discard", "hand", "tableau", "bids", "pool", "slot")


@attrs.frozen
class ZoneSpec:
    """Where a zone sits and how it spreads its cards.

    ``x``, ``y`` are the top-left corner in card widths. ``spread`` is
    ``"stack"`` (a pile; only the top card shows), ``"right"`` or ``"down"``
    (a fan; cards overlap more when they would pass ``extent`` card widths),
    or ``"slot"`` (a single card place, e.g. a grid cell). ``scale`` draws
    the zone and its cards smaller (or larger) than one card unit, so a
    seat's own hand can be large and the others' compact; ``extent`` is in
    the zone's own (scaled) card widths.

    ``role`` is what the zone is for, in one vocabulary every game shares
    (:data:`ROLES`), whatever the game calls the zone:

    - ``"draw"``: the pile cards are drawn from (a draw pile, a deck, a shoe);
    - ``"discard"``: where spent cards go;
    - ``"hand"``: the cards a seat holds;
    - ``"tableau"``: cards a seat (or a character) keeps laid out in front of it;
    - ``"bids"``: cards put forward in a bid, a pitch or a vote;
    - ``"pool"``: cards laid out in common, in the middle of the table;
    - ``"slot"``: a place for one card or piece (a cell of a grid, a seat's spot);
    - ``""``: not said.

    ``place`` is the word a sentence uses for a seat's zone when it has no
    label ("your hand", "Ann's tableau"), or for a place of a board (see
    :mod:`cardtable.engine.boards`: "room 3 of row 2"); zone ids never stand
    in for it. A game marks it for its catalogue as ``NP_("place", "hand")``;
    :meth:`place_word` says it in the reader's language.
    """

    id: str
    x: float
    y: float
    spread: str = "stack"
    extent: float = 1.0
    label: str = ""
    seat: int | None = None
    rotated: bool = False
    scale: float = 1.0
    role: str = ""  # one of ROLES, or "" (see above)
    place: str = ""  # the word a sentence uses for a seat's zone ("hand")

    def place_word(self) -> str:
        """:attr:`place` in the reader's language ("" when it has none)."""
        return pgettext(PLACE, self.place) if self.place else ""


PLACE = "place"  # the catalogues' context of a zone's place word (ZoneSpec.place)


@attrs.frozen
class Layout:
    width: float
    height: float
    zones: tuple[ZoneSpec, ...]

    def spec(self, zone_id: str) -> ZoneSpec:
        for z in self.zones:
            if z.id == zone_id:
                return z
        raise KeyError(zone_id)

    def role_of(self, zone_id: str) -> str:
        """The role of a zone (see :class:`ZoneSpec`); "" for a zone the layout has not."""
        for z in self.zones:
            if z.id == zone_id:
                return z.role
        return ""

    def zones_with(self, role: str, seat: int | None = None) -> tuple[ZoneSpec, ...]:
        """The zones of a role, in layout order; only ``seat``'s when a seat is given."""
        return tuple(z for z in self.zones if z.role == role and (seat is None or z.seat == seat))


@attrs.frozen
class ChartData:
    """A line chart a game offers (e.g. Resources per player over the game).

    ``series`` pairs a name with one y value per x position; ``x`` labels the
    positions (action numbers, rounds...)."""

    title: str
    x_label: str
    y_label: str
    x: tuple[float, ...]
    series: tuple[tuple[str, tuple[float, ...]], ...]


def at_each_start(states: Sequence[Any], period: Callable[[Any], Any]) -> list[Any]:
    """The first state of each period (round, phase...) that ``period``
    reads off a state, plus the last state if it is not one of them: the
    points a per-round chart plots."""
    marks: list[Any] = []
    for st in states:
        if not marks or period(st) != period(marks[-1]):
            marks.append(st)
    if states and states[-1] is not marks[-1]:
        marks.append(states[-1])
    return marks


def shown_cards(view: TableView, layout: Layout) -> dict[str, CardView]:
    """The face-up cards a viewer can actually read on the table: every card
    of a fan or slot, only the top card of a pile."""
    spread = {z.id: z.spread for z in layout.zones}
    out: dict[str, CardView] = {}
    for zone in view.zones:
        cards = [c for c in zone.cards if c.kind == "card" and c.id is not None and c.face is not None and c.face_up]
        if spread.get(zone.id) == "stack":
            cards = cards[-1:]
        out.update((c.id, c) for c in cards)
    return out


def came_to_light(before: Mapping[str, CardView], during: Sequence[Mapping[str, CardView]],
                  now: Mapping[str, CardView]) -> tuple[CardView, ...]:
    """Cards shown at some moment ``during`` a run of moves that were not
    shown ``before`` it and are not shown ``now``: a flip that went straight
    to the discard, bids revealed and taken back. The "last reveal" spot
    keeps them in view until the next move. The latest come first (each as
    it was last seen; the cards of one moment in table order), so a spot
    with room for a few opens on what was revealed last, not on older news."""
    seen: dict[str, CardView] = {}
    for shown in reversed(during):
        for cid, c in shown.items():
            if cid not in before and cid not in now and cid not in seen:
                seen[cid] = c
    return tuple(seen.values())


@attrs.frozen
class TablePath:
    """A route drawn over a picture of the table: the centres of ``zones``,
    joined in order (e.g. the way the Disk travelled through the grid)."""

    label: str
    zones: tuple[str, ...]
    colour: str = "#ffd54f"


@attrs.frozen
class StoryPicture:
    """A picture for the story summary, drawn by the app from a table view.

    ``view`` is what to draw (usually the public view of the final state),
    ``paths`` routes to draw over it, ``focus`` the zones the picture is
    cropped to (empty: every zone that holds a card).
    """

    caption: str
    view: TableView
    paths: tuple[TablePath, ...] = ()
    focus: tuple[str, ...] = ()
