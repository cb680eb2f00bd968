"""The card preview: the card under the mouse (or with the keyboard focus)
shown at reading size beside it, as Cockatrice and Tabletop Simulator do.

The preview is drawn only from the card's view, so a hidden card (which has
no identity in the view) has no preview at all. Under the big face a caption
names the whole card (every way it reads, e.g. a 99 Chances card's number,
genre, Resource and Problem) and any note written on it, in full.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPixmap
from PySide6.QtWidgets import QLabel, QWidget

from cardtable.engine.view import CardView

from .faces import CARD_H, CARD_W, render_sprite
from .plaintext import display, tooltip
from .style import TableStyle

READING_WIDTH = 210  # px: the preview's card width, whatever the table's zoom
GAP = 12  # px between the card and its preview


def previewable(view: CardView) -> bool:
    """Only a face-up card whose face the viewer was given."""
    return view.kind == "card" and view.id is not None and view.face is not None and view.face_up


def caption_lines(view: CardView) -> list[str]:
    lines = []
    if view.tooltip and view.tooltip not in view.face.description:
        lines.append(view.tooltip)
    lines.append(view.face.description or view.id or "")
    if view.note:
        lines.append(f"Note: “{view.note}”")
    return [display(line) for line in lines if line]


def render_preview(view: CardView, style: TableStyle, ratio: float = 1.0) -> QPixmap:
    """The card at :data:`READING_WIDTH` with its caption below it."""
    scale = READING_WIDTH / CARD_W
    card = render_sprite(view, style, scale * ratio)
    card_h = round(CARD_H * scale)
    font = QFont()
    font.setPointSizeF(10.0)
    metrics = QFontMetrics(font)
    text_w = READING_WIDTH + 40
    flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
    text = "\n".join(caption_lines(view))
    text_rect = metrics.boundingRect(QRect(0, 0, text_w - 16, 10_000), flags, text)
    w, h = text_w, card_h + text_rect.height() + 24
    pix, p = dark_panel(w, h, ratio, alpha=225, radius=10)
    p.drawPixmap(QRect((w - READING_WIDTH) // 2, 8, READING_WIDTH, card_h), card)
    p.setFont(font)
    p.setPen(QColor("#f5f5f5"))
    p.drawText(QRect(8, card_h + 14, w - 16, text_rect.height()), flags, text)
    p.end()
    return pix


class CardPreview(QLabel):
    """A floating picture over the table's viewport; it never takes the
    mouse, so hovering stays with the cards beneath."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("cardPreview")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.view: CardView | None = None
        self._look: tuple | None = None  # (card, style, pixel ratio) the picture shows
        self.hide()

    def show_card(self, view: CardView, style: TableStyle, beside: QRect) -> bool:
        """Show ``view`` next to ``beside`` (the card's rectangle in the
        parent's pixels), on whichever side has room, never over it."""
        if not previewable(view):
            self.clear_card()
            return False
        look = (view, style, self.devicePixelRatioF())
        if look != self._look or self.view is None:  # the same card again (the table redrawn under it): kept
            self._look = look
            self.setPixmap(render_preview(view, style, self.devicePixelRatioF()))
            self.adjustSize()
        self.view = view
        self.move(_place(self.size(), beside, self.parentWidget().rect()))
        self.setAccessibleName(" ".join(caption_lines(view)))
        self.show()
        self.raise_()
        return True

    def clear_card(self) -> None:
        self.view = None
        self.hide()


def _place(size: QSize, card: QRect, area: QRect) -> QPoint:
    """Top-left of a ``size`` box beside ``card`` inside ``area``: to the
    right if it fits, else to the left, else above or below; the box is kept
    clear of the card itself wherever there is room for that."""
    w, h = size.width(), size.height()
    y = min(max(area.top(), card.center().y() - h // 2), area.bottom() - h)
    right = card.right() + GAP
    if right + w <= area.right():
        return QPoint(right, y)
    left = card.left() - GAP - w
    if left >= area.left():
        return QPoint(left, y)
    x = min(max(area.left(), card.center().x() - w // 2), area.right() - w)
    above = card.top() - GAP - h
    if above >= area.top():
        return QPoint(x, above)
    return QPoint(x, min(card.bottom() + GAP, area.bottom() - h))


STRIP_CARD = 64  # px: a card in the last-reveal strip
STRIP_MAX = 8  # cards shown in the strip; the rest are counted


class RevealStrip(QLabel):
    """The "last reveal" spot: public cards that came to light since the last
    player's move and have left the table (a flip gone to the discard, bids
    taken back), kept in a corner of the table until the next move."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lastReveal")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.cards: tuple[CardView, ...] = ()
        self.hide()

    def set_cards(self, cards, style: TableStyle) -> None:
        cards = tuple(c for c in cards if previewable(c))
        if cards == self.cards and (self.isVisible() or not cards):
            return
        self.cards = cards
        if not cards:
            self.hide()
            return
        ratio = self.devicePixelRatioF()
        shown = cards[:STRIP_MAX]
        card_h = round(STRIP_CARD * CARD_H / CARD_W)
        step = STRIP_CARD + 6
        font = QFont()
        font.setPointSizeF(9.0)
        font.setBold(True)
        title = "Last reveal" + (f" (+{len(cards) - STRIP_MAX} more)" if len(cards) > STRIP_MAX else "")
        text_h = QFontMetrics(font).height()
        w = max(8 + step * len(shown) + 2, QFontMetrics(font).horizontalAdvance(title) + 16)
        h = text_h + card_h + 14
        pix, p = dark_panel(w, h, ratio, alpha=200, radius=8)
        p.setFont(font)
        p.setPen(QColor("#ffeb3b"))
        p.drawText(QRect(8, 4, w - 16, text_h), int(Qt.AlignmentFlag.AlignLeft), title)
        for i, view in enumerate(shown):
            card = render_sprite(view, style, STRIP_CARD / CARD_W * ratio)
            p.drawPixmap(QRect(8 + i * step, text_h + 8, STRIP_CARD, card_h), card)
        p.end()
        self.setPixmap(pix)
        self.adjustSize()
        self.setToolTip(tooltip("\n".join(c.face.description or c.id for c in cards)))
        self.setAccessibleName(display("Last reveal: " + "; ".join(c.face.description or c.id for c in cards)))
        self.place()
        self.show()

    def place(self) -> None:
        area = self.parentWidget().rect()
        self.move(6, area.bottom() - self.height() - 6)


def dark_panel(w: float, h: float, ratio: float, alpha: int, radius: float) -> tuple[QPixmap, QPainter]:
    """A transparent pixmap of ``w`` × ``h`` (at ``ratio``) with a dark rounded
    panel painted on it, and the painter left open for what goes on top."""
    pix = QPixmap(QSize(round(w * ratio), round(h * ratio)))
    pix.setDevicePixelRatio(ratio)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(20, 20, 20, alpha))
    p.drawRoundedRect(QRectF(0, 0, w, h), radius, radius)
    return pix, p
