"""Draws card faces and tokens with QPainter vector calls, and backs from their art.

Everything is drawn from plain :class:`~cardtable.engine.cards.Face` data at
paint time, so cards stay crisp at any window size (sprites cache at device
resolution). A back carries no information about the card beneath.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from functools import lru_cache
from typing import Callable

import attrs

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QRadialGradient

from cardtable.engine.cards import SUIT_SYMBOLS, Face
from cardtable.engine.layouts import CAPTION
from cardtable.engine.memo import Memo

from .plaintext import display, fit_parts
from .style import TableStyle

CARD_W = 100.0
CARD_H = 140.0
TOKEN = 38.0  # a token (a counter, a marker) is a circle this wide
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


# The card back is art, kept as a source (assets/cards/back.svg) and shipped
# built into cardtable/data/cards; these are its own two colours, which the
# chosen back's replace.
BACK_DARK, BACK_LIGHT = "#1f4e8c", "#9fc3ef"


@lru_cache(maxsize=16)
def _back_renderer(colours: tuple[str, str]):
    """The card back's SVG recoloured to ``(dark, light)``, ready to draw."""
    from PySide6.QtCore import QByteArray
    from PySide6.QtSvg import QSvgRenderer  # only when a back is first drawn

    from cardtable.resources import read_data_text

    dark, light = (QColor(c).name() for c in colours)  # a valid #rrggbb, never text from elsewhere
    svg = read_data_text("cards", "back.svg").replace(BACK_DARK, dark).replace(BACK_LIGHT, light)
    return QSvgRenderer(QByteArray(svg.encode("utf-8")))


def paint_card_back(p: QPainter, rect: QRectF, colours: tuple[str, str]) -> None:
    """A card back in ``colours`` (dark, light) filling ``rect``: the same art
    on the table and in Preferences' preview."""
    _back_renderer(tuple(colours)).render(p, rect)


def paint_back(p: QPainter, rect: QRectF, style: TableStyle) -> None:
    paint_card_back(p, rect, style.back_colours)


def paint_face(p: QPainter, rect: QRectF, face: Face, style: TableStyle, note: str = "") -> None:
    p.setPen(QPen(QColor("#9e9e9e"), 1.2))
    p.setBrush(QColor("#fffdf7"))
    p.drawPath(card_path(rect))
    if face.suit:
        _paint_standard(p, rect, face, style)
        if note:
            paint_note(p, rect, note)
    else:
        _paint_custom(p, rect, face, note)


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


# The strip along a card's left edge that still shows when the next card of
# a fan lies over it (scene units of a full-size card): what the table's
# layout leaves showing at least, and where a custom face puts what a player
# must read of a covered card: its number, whole, and the start of its title.
SHOWN_STRIP = 48.0
MIN_POINTS = 5.5  # fitted text shrinks to this size before it is elided
NOTE_INK = "#0d47a1"


@attrs.frozen
class TextBox:
    """One piece of text on a face, fitted to its box: ``text`` is what is
    drawn (``full`` elided if even the smallest size could not hold it)."""

    rect: QRectF
    font: QFont
    flags: int
    text: str
    full: str
    colour: str
    upside_down: bool = False
    backing: bool = False  # the translucent sleeve of a dry-erase note

    @property
    def elided(self) -> bool:
        return self.text != self.full


def breakable_words(text: str) -> list[str]:
    """The pieces a line may break between: words, and the parts of a
    hyphenated word (each keeps its hyphen)."""
    return [w for w in re.split(r"\s+|(?<=-)", text) if w]


@lru_cache(maxsize=4096)
def _fit(text: str, w: float, h: float, points: float, bold: bool, italic: bool,
         align: int) -> tuple[QFont, int, str]:
    """The largest font from ``points`` down to :data:`MIN_POINTS` in which
    ``text`` fits a ``w`` × ``h`` box (wrapping at spaces, never inside a
    word); failing that, one line at the smallest size, elided."""
    size = points
    while True:
        font = _font(size, bold)
        font.setItalic(italic)
        metrics = QFontMetricsF(font)
        flags = align | int(Qt.TextFlag.TextWordWrap)
        box = metrics.boundingRect(QRectF(0, 0, w, h), flags, text)
        words_fit = all(metrics.horizontalAdvance(word) <= w for word in breakable_words(text))
        if words_fit and box.width() <= w and box.height() <= h:
            return font, flags, text
        if size <= MIN_POINTS:
            return font, align, metrics.elidedText(text, Qt.TextElideMode.ElideRight, w)
        size = max(MIN_POINTS, size - 0.5)


def fitted(rect: QRectF, text: str, points: float, colour: str, bold: bool = False, italic: bool = False,
           align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, **kw) -> TextBox:
    font, flags, shown = _fit(text, rect.width(), rect.height(), points, bold, italic, int(align))
    return TextBox(rect, font, flags, shown, text, colour, **kw)


def custom_face_texts(rect: QRectF, face: Face, note: str = "") -> list[TextBox]:
    """Where every word of a custom face goes, each fitted to its own box,
    the boxes never overlapping: the title band (the title from the left
    edge), the big number in the strip a covered card still shows
    (:data:`SHOWN_STRIP`), the upright line, a band for a dry-erase note,
    and the upside-down line at the foot."""
    colour = face.colour or "#202020"
    x, w = rect.left() + 4, rect.width() - 8
    top = rect.top()
    out: list[TextBox] = []
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    if face.title:
        # from the left edge, so a covered card still shows how its title begins
        out.append(fitted(QRectF(x + 3, top + 4, w - 6, 30), face.title, 9, colour, bold=True, align=left))
    if face.big:
        # the number, scaled to the strip a covered card shows: always whole
        out.append(fitted(QRectF(x + 2, top + 36, SHOWN_STRIP - 8, 38), face.big, 28, colour, bold=True,
                          align=left))
    if face.top:
        out.append(fitted(QRectF(x, top + 75, w, 17), face.top, 9, colour))
    if note:
        out.append(fitted(QRectF(x + 2, top + 94, w - 4, 22), note, 8, NOTE_INK, bold=True, italic=True,
                          align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, backing=True))
    if face.bottom:
        # read from the other end: in the turned card's frame it sits at the top
        out.append(fitted(QRectF(x, top + 4, w, 17), face.bottom, 9, "#8a1c1c", upside_down=True))
    return out


def _paint_custom(p: QPainter, rect: QRectF, face: Face, note: str = "") -> None:
    colour = QColor(face.colour or "#202020")
    accent = QColor(face.accent) if face.accent else colour
    band = QRectF(rect.left() + 4, rect.top() + 4, rect.width() - 8, 30)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(accent.red(), accent.green(), accent.blue(), 60))
    p.drawRoundedRect(band, 4, 4)
    for box in custom_face_texts(rect, face, note):
        p.save()
        if box.upside_down:
            p.translate(rect.center())
            p.rotate(180)
            p.translate(-rect.center())
        _draw_box(p, box, box.backing)
        p.restore()
    if face.marks:
        # scratches along the foot, clear of the words (a face with marks has no upside-down line)
        p.setPen(QPen(QColor("#b71c1c"), 2.2))
        for i in range(face.marks):
            mx = rect.left() + 10 + i * 9
            p.drawLine(QPointF(mx, rect.bottom() - 22), QPointF(mx + 6, rect.bottom() - 8))


def paint_note(p: QPainter, rect: QRectF, note: str) -> None:
    """Dry-erase marker on a standard card's sleeve: translucent, slanted
    handwriting across the middle, over the pip and clear of the corner
    indexes (custom faces keep a band for it, see :func:`custom_face_texts`)."""
    box = fitted(rect.adjusted(14, rect.height() * 0.4, -14, -rect.height() * 0.4), note, 9, NOTE_INK, bold=True, italic=True)
    p.save()
    _draw_box(p, box, backing=True)
    p.restore()


def _draw_box(p: QPainter, box, backing: bool) -> None:
    """A fitted text box, on a pale rounded backing when it sits over print."""
    if backing:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 170))
        p.drawRoundedRect(box.rect.adjusted(-2, -1, 2, 1), 4, 4)
    p.setFont(box.font)
    p.setPen(QColor(box.colour))
    p.drawText(box.rect, box.flags, display(box.text))


def paint_token(p: QPainter, rect: QRectF, label: str, colour: str, shape: str = "") -> None:
    """A round token: ``shape`` "" is a plain disc (purple unless
    ``colour`` says otherwise), "ring" one with a dark hole in its middle
    (gold unless ``colour`` says otherwise)."""
    ring = shape == "ring"
    c = QColor(colour or ("#f9a825" if ring else "#6a1b9a"))
    p.setPen(QPen(QColor("#111111"), 2))
    p.setBrush(QBrush(c))
    p.drawEllipse(rect)
    if ring:
        p.setBrush(QColor("#111111"))
        hole = rect.width() * 0.18
        p.drawEllipse(rect.center(), hole, hole)
    if label:
        p.setPen(QColor("#ffffff") if c.lightness() < 140 else QColor("#111111"))
        p.setFont(_font(max(6.0, rect.height() * 0.32), True))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, display(label[:2]))


def paint_outline(p: QPainter, rect: QRectF, active: bool, target: bool) -> None:
    if target:
        # a filled tint laid over the zone and any cards in it, so a legal
        # place shows clearly even when cards cover most of it
        p.setPen(QPen(QColor("#ffeb3b"), 4.0))
        p.setBrush(QColor(255, 235, 59, 110))
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
    look = (view.kind, view.face if face_up else None, view.note if face_up else "", view.label, view.colour, style,
            view.shape)

    def paint(p: QPainter) -> None:
        if view.kind != "card":
            paint_token(p, QRectF(1, 1, TOKEN - 2, TOKEN - 2), view.label, view.colour, view.shape)
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
CAPTION_DROP = 2.0  # a caption's top, below its zone's outline
CAPTION_EDGE = 4.0  # a caption's width beyond its text (its shadow, a little air)


CAPTION_SCREEN_POINTS = 9.0  # a caption never reads smaller on the screen than this (times the text size)


def caption_line(text_scale: float = 1.0) -> float:
    """The least line height a caption has on the screen, in device-independent
    pixels: :data:`CAPTION_SCREEN_POINTS` times the player's text size.
    Captions are text a person reads, like the window's: at a larger text
    size they grow on the screen whatever the view's zoom, the table
    spreading its rows to make room (see :func:`.items.caption_rows`)."""
    return QFontMetricsF(_font(CAPTION_SCREEN_POINTS * text_scale, True)).height()


@lru_cache(maxsize=64)
def caption_font(scale: float = 1.0, text_scale: float = 1.0, line: float = 0.0) -> QFont:
    """The captions' bold font: CAPTION_POINTS (times the layout's ``scale``
    and the player's ``text_scale``), made smaller only if its lines would
    not fit the room every layout keeps under a zone
    (:data:`~cardtable.engine.layouts.CAPTION` card widths); but never
    lower than ``line`` scene units (what the table gives a caption so it
    reads at :func:`caption_line` on the screen, see
    :func:`.items.caption_rows`)."""
    points = CAPTION_POINTS * scale * text_scale
    font = _font(points, True)
    room = CAPTION * CARD_W * scale - CAPTION_DROP
    tall = QFontMetricsF(font).height()
    want = max(min(tall, room), line)
    if abs(want - tall) > 0.01:
        font = _font(points * want / tall, True)
    return font


def zone_base_rect(inner: QRectF, label: str, caption_scale: float = 1.0, max_width: float = 0.0,
                   text_scale: float = 1.0, line: float = 0.0) -> QRectF:
    """The part of the table a zone's outline and caption cover, in the
    zone's own units (``inner`` is the outline's rectangle)."""
    key = (inner.x(), inner.y(), inner.width(), inner.height(), label, caption_scale, max_width, text_scale, line)
    rect = _BASE_RECTS.get(key)
    if rect is None:
        rect = inner.adjusted(-OUTLINE_MARGIN, -OUTLINE_MARGIN, OUTLINE_MARGIN, OUTLINE_MARGIN)
        if label:
            metrics = QFontMetricsF(caption_font(caption_scale, text_scale, line))
            label = shown_caption(label, metrics, max_width)  # as paint_caption draws it
            width = metrics.horizontalAdvance(label) + CAPTION_EDGE
            rect = rect.united(QRectF(inner.center().x() - width / 2, inner.bottom() + 1, width, metrics.height() + 3))
        _BASE_RECTS.keep(key, rect)
    return QRectF(rect)


_BASE_RECTS = Memo(4096)  # zone outline and caption -> the rectangle they cover


def render_zone_base(inner: QRectF, label: str, active: bool, scale: float, caption_scale: float = 1.0,
                     max_width: float = 0.0, text_scale: float = 1.0, line: float = 0.0) -> tuple[QPixmap, QRectF]:
    """A cached pixmap of a zone's plain (or active) outline and caption at
    ``scale`` device pixels per unit, and the rectangle it covers."""
    rect = zone_base_rect(inner, label, caption_scale, max_width, text_scale, line)

    def paint(p: QPainter) -> None:
        paint_outline(p, inner, active, False)
        if label:
            paint_caption(p, label, inner.center().x(), inner.bottom() + CAPTION_DROP, caption_scale, max_width,
                          text_scale, line)

    look = ("zone", inner.x(), inner.y(), inner.width(), inner.height(), label, active, caption_scale, max_width,
            text_scale, line)
    return _device_pixmap(look, rect, scale, paint), rect


def paint_caption(p: QPainter, text: str, centre_x: float, top: float, scale: float = 1.0,
                  max_width: float = 0.0, text_scale: float = 1.0, line: float = 0.0) -> None:
    """A zone's caption: light bold text with a soft dark edge so it reads on
    any table colour, centred on ``centre_x`` below ``top``; elided past
    ``max_width`` if one is given."""
    font = caption_font(scale, text_scale, line)
    metrics = QFontMetricsF(font)
    text = shown_caption(text, metrics, max_width)
    baseline = QPointF(centre_x - metrics.horizontalAdvance(text) / 2, top + metrics.ascent())
    p.setFont(font)
    p.setPen(QColor(0, 0, 0, 110))
    p.drawText(baseline + QPointF(0.8, 0.8), text)
    p.setPen(QColor("#f5f5f5"))
    p.drawText(baseline, text)


def shown_caption(text: str, metrics: QFontMetricsF, max_width: float = 0.0) -> str:
    """What of a caption ``text`` is drawn in ``max_width`` (0: no limit):
    its numbers kept whole, its words giving way (:func:`.plaintext.fit_parts`)."""
    return fit_parts(text, metrics, max_width - CAPTION_EDGE) if max_width > 0 else display(text)


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
