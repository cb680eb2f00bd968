"""A suggested move lit on the table: the piece to move and where it goes.

The scene owns one :class:`HintMarks`. Given plain ids — the place a move
starts from, the piece (or None: any piece there, the top of a face-down
pile) and the place it goes (or None) — it lifts that piece a little above
its neighbours with a bright ring round it, and tints and rings the place
it goes, until :meth:`HintMarks.clear`: the table clears them at the next
view shown (a move, a hand-over) and at the next click on it.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen

from .items import FOCUS_LIFT, TARGET_Z, CardSprite, SmoothPath, ZoneItem

HINT_COLOUR = "#ffb300"  # the amber of a refusal's rim: the table's "look here"
HINT_RING_Z = TARGET_Z + 1  # the ring round the place the piece goes: over its tint
LIFT = 0.12  # how far the piece rises, as a share of its height


class HintTable(Protocol):
    zones: dict[str, ZoneItem]
    sprites: dict[str, CardSprite]

    def rest_z(self, sprite: CardSprite) -> float: ...
    def addItem(self, item) -> None: ...  # noqa: N802 (Qt)
    def removeItem(self, item) -> None: ...  # noqa: N802 (Qt)


class HintMarks:
    """The marks of one suggested move: ``sprite`` (the piece lifted and
    ringed, if any), ``source`` (the place lit instead when it holds no
    piece to ring), ``target`` (the place the piece goes, tinted and ringed)."""

    def __init__(self, table: HintTable) -> None:
        self.table = table
        self.sprite: CardSprite | None = None
        self.source: str | None = None
        self.target: str | None = None
        self._ring: SmoothPath | None = None  # round the piece (its child: it moves with it)
        self._zone_ring: SmoothPath | None = None
        self._lifted: tuple[QPointF, QPointF] | None = None  # (where it rested, where it was lifted to)

    @property
    def shown(self) -> bool:
        return self.sprite is not None or self.source is not None or self.target is not None

    def piece(self, zone: str, card: str | None) -> CardSprite | None:
        """The sprite a move from ``zone`` with ``card`` picks up: that card,
        or with no card named, the piece on top of a pile (a fan lights as a
        place: no one of its cards is the move's)."""
        here = [s for s in self.table.sprites.values() if s.zone == zone]
        if card is not None:
            return next((s for s in here if s.card_id == card), None)
        item = self.table.zones.get(zone)
        if item is not None and item.spec.spread not in ("stack", "slot"):
            return None  # a move by a fanned-out place as a whole: the place is lit, no one card of it
        return max(here, key=lambda s: (s.index, s.zValue()), default=None)

    def show(self, zone: str, card: str | None, target: str | None) -> bool:
        """Light the move from ``zone`` (``card``, or the top piece) to
        ``target``; False when none of it is on the table."""
        self.clear()
        table = self.table
        sprite = self.piece(zone, card)
        if sprite is not None:
            self._mark(sprite)
        elif zone in table.zones:
            self.source = zone
            table.zones[zone].set_hint(True)
        if target is not None and target in table.zones:
            self.target = target
            item = table.zones[target]
            item.set_hint(True)
            path = QPainterPath()
            path.addRoundedRect(item.outline().adjusted(-3, -3, 3, 3), 8, 8)
            self._zone_ring = SmoothPath(path)
            self._zone_ring.setPen(QPen(QColor(HINT_COLOUR), 4, Qt.PenStyle.DashLine))
            self._zone_ring.setZValue(HINT_RING_Z)
            table.addItem(self._zone_ring)
        return self.shown

    def _mark(self, sprite: CardSprite) -> None:
        self.sprite = sprite
        w, h = sprite.size
        path = QPainterPath()
        path.addRoundedRect(QRectF(-3, -3, w + 6, h + 6), 10, 10)
        self._ring = SmoothPath(path, sprite)
        self._ring.setPen(QPen(QColor(HINT_COLOUR), 5))
        sprite.setZValue(self.table.rest_z(sprite) + FOCUS_LIFT)
        rest = sprite.pos()
        lifted = rest - QPointF(0, LIFT * h * sprite.zone_scale)
        sprite.setPos(lifted)
        self._lifted = (rest, lifted)

    def clear(self) -> None:
        """Put the piece back and the places out."""
        table = self.table
        sprite, self.sprite = self.sprite, None
        if sprite is not None:
            if self._ring is not None and self._ring.scene() is not None:
                self._ring.setParentItem(None)
                self._ring.scene().removeItem(self._ring)
            if self._lifted is not None and sprite.pos() == self._lifted[1]:
                sprite.setPos(self._lifted[0])  # still where it was lifted to: back to where it rested
            if table.sprites.get(sprite.key) is sprite:
                sprite.setZValue(table.rest_z(sprite))
        self._ring = None
        self._lifted = None
        if self._zone_ring is not None:
            if self._zone_ring.scene() is not None:
                table.removeItem(self._zone_ring)
            self._zone_ring = None
        for zid in (self.source, self.target):
            if zid is not None and zid in table.zones:
                table.zones[zid].set_hint(False)
        self.source = self.target = None
