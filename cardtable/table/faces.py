"""Draws card faces, backs and tokens with QPainter vector calls.

Everything is drawn from plain :class:`~cardtable.engine.cards.Face` data at
paint time, so cards stay crisp at any window size (sprites cache at device
resolution). A back carries no information about the card beneath.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QRadialGradient

from cardtable.engine.cards import SUIT_SYMBOLS, Face

from .style import TableStyle

CARD_W = 100.0
CARD_H = 140.0
TOKEN = 38.0  # a token (disk, marker) is a circle this wide
RADIUS = 7.0


def _font(size: float, bold: bool = False, family: str = "") -> QFont:
    f = QFont(family) if family else QFont()
    f.setPointSizeF(max(1.0, size))
    f.setBold(bold)
    return f


def card_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, RADIUS, RADIUS)
    return path


def paint_back(p: QPainter, rect: QRectF, style: TableStyle) -> None:
    dark, light = style.back_colours
    p.setPen(QPen(QColor("#f4f4f4"), 2.0))
    p.setBrush(QColor("#fafafa"))
    p.drawPath(card_path(rect))
    inner = rect.adjusted(6, 6, -6, -6)
    p.setBrush(QColor(dark))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawRoundedRect(inner, 4, 4)
    p.setPen(QPen(QColor(light), 1.6))
    p.setClipRect(inner)
    step = 11.0
    x = inner.left() - inner.height()
    while x < inner.right():
        p.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        p.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        x += step
    p.setClipping(False)
    p.setPen(QPen(QColor(light), 2.0))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner.adjusted(4, 4, -4, -4), 3, 3)


def paint_face(p: QPainter, rect: QRectF, face: Face, style: TableStyle, note: str = "") -> None:
    p.setPen(QPen(QColor("#9e9e9e"), 1.2))
    p.setBrush(QColor("#fffdf7"))
    p.drawPath(card_path(rect))
    if face.suit:
        _paint_standard(p, rect, face, style)
    else:
        _paint_custom(p, rect, face)
    if note:
        paint_note(p, rect, note)


def _paint_standard(p: QPainter, rect: QRectF, face: Face, style: TableStyle) -> None:
    colour = QColor(style.suit_colour(face.suit))
    symbol = SUIT_SYMBOLS.get(face.suit, "?")
    p.setPen(colour)
    corner_w = 30.0
    for flip in (False, True):
        p.save()
        if flip:
            p.translate(rect.center())
            p.rotate(180)
            p.translate(-rect.center())
        p.setFont(_font(15, True))
        p.drawText(QRectF(rect.left() + 3, rect.top() + 3, corner_w, 22), Qt.AlignmentFlag.AlignHCenter, face.rank)
        p.setFont(_font(13))
        p.drawText(QRectF(rect.left() + 3, rect.top() + 24, corner_w, 20), Qt.AlignmentFlag.AlignHCenter, symbol)
        p.restore()
    p.setFont(_font(40 if len(face.rank) == 1 else 32))
    centre = rect.adjusted(18, 30, -18, -30)
    if face.rank in ("J", "Q", "K"):
        p.setPen(QPen(colour, 1.5))
        p.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 28))
        p.drawRoundedRect(centre, 5, 5)
        p.setFont(_font(30, True))
        p.drawText(centre.adjusted(0, 0, 0, -30), Qt.AlignmentFlag.AlignCenter, face.rank)
        p.setFont(_font(24))
        p.drawText(centre.adjusted(0, 34, 0, 0), Qt.AlignmentFlag.AlignCenter, symbol)
    else:
        p.drawText(centre, Qt.AlignmentFlag.AlignCenter, symbol)


INDEX_W = 22.0  # the corner index of a custom card


def _paint_custom(p: QPainter, rect: QRectF, face: Face) -> None:
    colour = QColor(face.colour or "#202020")
    accent = QColor(face.accent) if face.accent else colour
    band = QRectF(rect.left() + 4, rect.top() + 4, rect.width() - 8, 30)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(accent.red(), accent.green(), accent.blue(), 60))
    p.drawRoundedRect(band, 4, 4)
    p.setPen(colour)
    title_area = band.adjusted(3, 0, -3, 0)
    if face.big:
        # a corner index, as on standard cards, so the value shows in a fan
        index = QRectF(band.left() + 2, band.top(), INDEX_W, band.height())
        p.setFont(_font(10 if len(face.big) <= 2 else 8, True))
        p.drawText(index, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, face.big)
        title_area = band.adjusted(INDEX_W + 2, 0, -3, 0)
    if face.title:
        p.setFont(_font(9 if len(face.title) <= 12 else 7.5, True))
        p.drawText(title_area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, face.title)
    if face.big:
        p.setFont(_font(30, True))
        p.drawText(rect.adjusted(4, 34, -4, -40), Qt.AlignmentFlag.AlignCenter, face.big)
    if face.top:
        p.setFont(_font(9))
        p.drawText(QRectF(rect.left() + 4, rect.top() + 88, rect.width() - 8, 18),
                   Qt.AlignmentFlag.AlignCenter, face.top)
    if face.bottom:
        p.save()
        p.translate(rect.center())
        p.rotate(180)
        p.translate(-rect.center())
        p.setFont(_font(9))
        p.setPen(QColor("#8a1c1c"))
        p.drawText(QRectF(rect.left() + 4, rect.top() + 6, rect.width() - 8, 18),
                   Qt.AlignmentFlag.AlignCenter, face.bottom)
        p.restore()
    if face.marks:
        p.setPen(QPen(QColor("#b71c1c"), 2.2))
        for i in range(face.marks):
            x = rect.left() + 10 + i * 9
            p.drawLine(QPointF(x, rect.bottom() - 30), QPointF(x + 6, rect.bottom() - 14))


def paint_note(p: QPainter, rect: QRectF, note: str) -> None:
    """Dry-erase marker on a card sleeve: translucent, slanted handwriting."""
    p.save()
    area = rect.adjusted(6, rect.height() * 0.55, -6, -6)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 170))
    p.drawRoundedRect(area, 4, 4)
    f = _font(9, True)
    f.setItalic(True)
    p.setFont(f)
    p.setPen(QColor("#0d47a1"))
    p.drawText(area.adjusted(3, 2, -3, -2), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, note)
    p.restore()


def paint_token(p: QPainter, rect: QRectF, label: str, colour: str, disk: bool = False) -> None:
    c = QColor(colour or ("#f9a825" if disk else "#6a1b9a"))
    p.setPen(QPen(QColor("#111111"), 2))
    p.setBrush(QBrush(c))
    p.drawEllipse(rect)
    if disk:
        p.setBrush(QColor("#111111"))
        hole = rect.width() * 0.18
        p.drawEllipse(rect.center(), hole, hole)
    if label:
        p.setPen(QColor("#ffffff") if c.lightness() < 140 else QColor("#111111"))
        p.setFont(_font(max(6.0, rect.height() * 0.32), True))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, label[:2])


def paint_outline(p: QPainter, rect: QRectF, active: bool, target: bool) -> None:
    if target:
        p.setPen(QPen(QColor("#ffeb3b"), 4.0))
        p.setBrush(QColor(255, 235, 59, 60))
    elif active:
        p.setPen(QPen(QColor("#ffffff"), 2.5, Qt.PenStyle.DashLine))
        p.setBrush(QColor(255, 255, 255, 25))
    else:
        p.setPen(QPen(QColor(255, 255, 255, 90), 1.5))
        p.setBrush(QColor(0, 0, 0, 30))
    p.drawRoundedRect(rect, RADIUS + 2, RADIUS + 2)


# -- pixmap cache ---------------------------------------------------------------
# Like KDE's card deck cache: each distinct look is painted once at the exact
# device-pixel size it is shown at, so cards are crisp at any window size and
# repainting the table is as cheap as drawing pixmaps.
_CACHE: "OrderedDict[tuple, QPixmap]" = OrderedDict()
_CACHE_BYTES = 96 * 1024 * 1024  # a full 12-player table at 4K is ~15 MB; resizing leaves old sizes behind
_cached_bytes = [0]


def _bytes(pix: QPixmap) -> int:
    return pix.width() * pix.height() * 4


def _cached(key: tuple) -> QPixmap | None:
    pix = _CACHE.get(key)
    if pix is not None:
        _CACHE.move_to_end(key)
    return pix


def _remember(key: tuple, pix: QPixmap) -> QPixmap:
    _CACHE[key] = pix
    _cached_bytes[0] += _bytes(pix)
    while _cached_bytes[0] > _CACHE_BYTES and len(_CACHE) > 1:  # least recently used first
        _, old = _CACHE.popitem(last=False)
        _cached_bytes[0] -= _bytes(old)
    return pix


def sprite_size(view) -> tuple[float, float]:
    """A card's or token's size in scene units."""
    return (CARD_W, CARD_H) if view.kind == "card" else (TOKEN, TOKEN)


def _device_pixmap(look: tuple, logical: QRectF, scale: float, paint: Callable[[QPainter], None]) -> QPixmap:
    """A cached pixmap of ``logical`` (a rectangle in scene units) drawn by
    ``paint`` at ``scale`` device pixels per unit, with that device pixel
    ratio so it covers exactly ``logical`` when drawn. ``look`` names what is
    drawn, for the cache."""
    w, h = max(1, round(logical.width() * scale)), max(1, round(logical.height() * scale))
    key = (*look, w, h)
    pix = _cached(key)
    if pix is not None:
        return pix
    pix = QPixmap(w, h)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.scale(w / logical.width(), h / logical.height())
    p.translate(-logical.left(), -logical.top())
    paint(p)
    p.end()
    pix.setDevicePixelRatio(w / logical.width())
    return _remember(key, pix)


def render_sprite(view, style: TableStyle, scale: float) -> QPixmap:
    """A cached pixmap of a card (or token) ``view`` painted at ``scale``
    device pixels per scene unit, with that device pixel ratio, so that it
    covers exactly :func:`sprite_size` when drawn."""
    face_up = view.face is not None and view.face_up
    look = (view.kind, view.face if face_up else None, view.note if face_up else "", view.label, view.colour, style)

    def paint(p: QPainter) -> None:
        if view.kind != "card":
            paint_token(p, QRectF(1, 1, TOKEN - 2, TOKEN - 2), view.label, view.colour, view.kind == "disk")
        elif face_up:
            paint_face(p, QRectF(0, 0, CARD_W, CARD_H), view.face, style, view.note)
        else:
            paint_back(p, QRectF(0, 0, CARD_W, CARD_H), style)

    return _device_pixmap(look, QRectF(0, 0, *sprite_size(view)), scale, paint)


OUTLINE_MARGIN = 4.0  # room around a zone's outline for its pen


def render_target_outline(inner: QRectF, scale: float) -> QPixmap:
    """A cached pixmap of the legal-target outline around a zone's ``inner``
    rectangle (plus a margin), painted at ``scale`` device pixels per unit,
    with that device pixel ratio. (Plain and active outlines are painted into
    the table's background layer instead.)"""
    outer = inner.adjusted(-OUTLINE_MARGIN, -OUTLINE_MARGIN, OUTLINE_MARGIN, OUTLINE_MARGIN)
    return _device_pixmap(("target", inner.width(), inner.height()), outer, scale,
                          lambda p: paint_outline(p, inner, active=False, target=True))


CAPTION_POINTS = 11.0


def zone_base_rect(inner: QRectF, label: str) -> QRectF:
    """The part of the table a zone's outline and caption cover, in the
    zone's own units (``inner`` is the outline's rectangle)."""
    key = (inner.x(), inner.y(), inner.width(), inner.height(), label)
    rect = _BASE_RECTS.get(key)
    if rect is None:
        rect = inner.adjusted(-OUTLINE_MARGIN, -OUTLINE_MARGIN, OUTLINE_MARGIN, OUTLINE_MARGIN)
        if label:
            metrics = QFontMetricsF(_font(CAPTION_POINTS, True))
            width = metrics.horizontalAdvance(label) + 4
            rect = rect.united(QRectF(inner.center().x() - width / 2, inner.bottom() + 1, width, metrics.height() + 3))
        if len(_BASE_RECTS) > 4096:
            _BASE_RECTS.clear()
        _BASE_RECTS[key] = rect
    return QRectF(rect)


_BASE_RECTS: dict[tuple, QRectF] = {}


def render_zone_base(inner: QRectF, label: str, active: bool, scale: float) -> tuple[QPixmap, QRectF]:
    """A cached pixmap of a zone's plain (or active) outline and caption at
    ``scale`` device pixels per unit, and the rectangle it covers."""
    rect = zone_base_rect(inner, label)

    def paint(p: QPainter) -> None:
        paint_outline(p, inner, active, False)
        if label:
            paint_caption(p, label, inner.center().x(), inner.bottom() + 2)

    look = ("zone", inner.x(), inner.y(), inner.width(), inner.height(), label, active)
    return _device_pixmap(look, rect, scale, paint), rect


def paint_caption(p: QPainter, text: str, centre_x: float, top: float) -> None:
    """A zone's caption: light bold text with a soft dark edge so it reads on
    any table colour, centred on ``centre_x`` below ``top``."""
    font = _font(CAPTION_POINTS, True)
    metrics = QFontMetricsF(font)
    baseline = QPointF(centre_x - metrics.horizontalAdvance(text) / 2, top + metrics.ascent())
    p.setFont(font)
    p.setPen(QColor(0, 0, 0, 110))
    p.drawText(baseline + QPointF(0.8, 0.8), text)
    p.setPen(QColor("#f5f5f5"))
    p.drawText(baseline, text)


_FELT: list = [None, None]  # (key, pixmap) of the last cloth: one is full-window sized


def render_felt(rgb: str, w: int, h: int) -> QPixmap:
    """The table cloth: the table colour, lighter in the middle (the last one
    painted is kept)."""
    key = (rgb, w, h)
    if _FELT[0] == key:
        return _FELT[1]
    pix = QPixmap(w, h)
    p = QPainter(pix)
    base = QColor(rgb)
    grad = QRadialGradient(pix.rect().center(), max(w, h) * 0.7)
    grad.setColorAt(0.0, base.lighter(118))
    grad.setColorAt(1.0, base.darker(130))
    p.fillRect(pix.rect(), grad)
    p.end()
    _FELT[:] = [key, pix]
    return pix
