"""Where things go on the table, in scene units: pure layout maths, no items.

A zone's rectangle, how far apart a fan lays its cards, where each card of a
zone sits, how wide a zone's caption may run, and the parts of a window
outside the table.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from cardtable.engine.layouts import CAPTION, zone_shape
from cardtable.engine.view import CardView, ZoneSpec

from .faces import CARD_H, CARD_W, TOKEN

UNIT = CARD_W  # scene pixels per layout card unit
STACK_SHOWN = 3  # a pile shows its top few cards only


def zone_rect(spec: ZoneSpec) -> QRectF:
    """A zone's outline, from its own top-left corner (scene units)."""
    w, h = zone_shape(spec)
    return QRectF(0, 0, w * UNIT * spec.scale, h * UNIT * spec.scale)


def fan_step(length: float, card: float, n: int) -> float:
    """How far apart a fan of ``n`` cards ``card`` long lays them along a
    zone ``length`` long: spread over the whole zone, the cards never
    further apart than side by side (a few cards sit edge to edge from the
    zone's start; more than fit overlap just enough to reach its end)."""
    return min(card, (length - card) / (n - 1)) if n > 1 else 0.0


def card_offsets(spec: ZoneSpec, cards: tuple[CardView, ...]) -> list[tuple[int, QPointF]]:
    """(index in zone, offset) of each card sprite to show in the zone."""
    plain = [i for i, c in enumerate(cards) if c.kind == "card"]
    tokens = [i for i, c in enumerate(cards) if c.kind != "card"]
    out: list[tuple[int, QPointF]] = []
    n = len(plain)
    if spec.spread == "right" and n:
        step = fan_step(max(1.0, spec.extent) * UNIT, CARD_W, n)
        out += [(idx, QPointF(k * step, 0)) for k, idx in enumerate(plain)]
    elif spec.spread == "down" and n:
        step = fan_step(max(1.4, spec.extent) * UNIT, CARD_H, n)
        out += [(idx, QPointF(0, k * step)) for k, idx in enumerate(plain)]
    elif n:
        shown = plain[-STACK_SHOWN:] if spec.spread == "stack" else plain
        for k, idx in enumerate(shown):
            out.append((idx, QPointF(k * 1.5, -k * 1.5)))
    for k, idx in enumerate(tokens):
        out.append((idx, QPointF(4 + (k % 2) * (TOKEN + 6), CARD_H - TOKEN - 6 - (k // 2) * (TOKEN * 0.7))))
    if spec.scale != 1.0:
        out = [(idx, p * spec.scale) for idx, p in out]
    return out


def caption_widths(outlines: dict[str, QRectF], table: QRectF) -> dict[str, float]:
    """How wide each zone's caption may run, centred under its outline
    (``outlines``: scene rectangles), in the room the layout keeps under it
    (CAPTION card widths): never over another zone's outline level with
    that room, never past halfway to a neighbour whose caption runs level
    with it, never off the ``table``; and at least the zone's own width."""
    room = CAPTION * UNIT
    out = {}
    for zid, r in outlines.items():
        band_top, band_bottom = r.bottom(), r.bottom() + room
        cx = r.center().x()
        left, right = cx - table.left(), table.right() - cx
        for other, o in outlines.items():
            if other == zid:
                continue
            if o.top() < band_bottom and o.bottom() > band_top:  # its outline is level with the caption
                edge_right, edge_left = o.left(), o.right()
            elif o.bottom() < band_bottom and o.bottom() + room > band_top:  # its caption is
                edge_right, edge_left = (r.right() + o.left()) / 2, (o.right() + r.left()) / 2
            else:
                continue
            if o.left() >= r.right() - 0.5:
                right = min(right, edge_right - cx)
            elif o.right() <= r.left() + 0.5:
                left = min(left, cx - edge_left)
        out[zid] = max(r.width(), 2 * min(left, right))
    return out


def outside_strips(rect: QRectF, inner: QRectF) -> list[QRectF]:
    """The parts of ``rect`` outside ``inner``, as up to four rectangles."""
    strips = [
        QRectF(rect.left(), rect.top(), inner.left() - rect.left(), rect.height()),
        QRectF(inner.right(), rect.top(), rect.right() - inner.right(), rect.height()),
    ]
    left, right = max(rect.left(), inner.left()), min(rect.right(), inner.right())
    strips += [
        QRectF(left, rect.top(), right - left, inner.top() - rect.top()),
        QRectF(left, inner.bottom(), right - left, rect.bottom() - inner.bottom()),
    ]
    return [r for r in strips if r.width() > 0 and r.height() > 0]


def zone_at(outlines: dict[str, QRectF], pos: QPointF, prefer: set[str] | None = None) -> str | None:
    """The zone whose rectangle (``outlines``: scene rectangles, in table
    order) holds ``pos``; a near miss snaps to a zone of ``prefer`` (the
    legal places of a drop)."""
    hits = [zid for zid, r in outlines.items() if r.contains(pos)]
    if prefer:
        for zid in hits:
            if zid in prefer:
                return zid
        if hits:  # dropped squarely on an unlit place: that is the drop (and its refusal says why)
            return hits[-1]
        best, best_d = None, UNIT * 0.6
        for zid in prefer:
            r = outlines.get(zid)
            if r is None:
                continue
            dx = max(r.left() - pos.x(), 0, pos.x() - r.right())
            dy = max(r.top() - pos.y(), 0, pos.y() - r.bottom())
            d = (dx * dx + dy * dy) ** 0.5
            if d < best_d:
                best, best_d = zid, d
        if best is not None:
            return best
    return hits[-1] if hits else None
