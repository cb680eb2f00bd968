"""The card preview: the card under the mouse (or with the keyboard focus)
shown at reading size beside it, as Cockatrice and Tabletop Simulator do.

The preview is drawn only from the card's view, so a hidden card (which has
no identity in the view) has no preview at all. Under the big face a caption
names the whole card (every way it reads, e.g. a 99 Chances card's number,
genre, Resource and Problem) and any note written on it, in full.

The preview belongs to the table: it leaves as soon as any dialog opens
(a "Which move?", a message box), and none opens while one is up.
"""

from __future__ import annotations

from typing import Callable, Iterable

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPixmap
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from cardtable.engine.view import CardView
from cardtable.words import tr

from .faces import CARD_H, CARD_W, render_sprite
from .overlays import GAP, dark_panel, free_spot
from .plaintext import display, tooltip
from .style import TableStyle

READING_WIDTH = 210  # px: the preview's card width, whatever the table's zoom


def previewable(view: CardView) -> bool:
    """Only a face-up card whose face the viewer was given."""
    return view.kind == "card" and view.id is not None and view.face is not None and view.face_up


def caption_lines(view: CardView) -> list[str]:
    lines = []
    if view.tooltip and view.tooltip not in view.face.description:
        lines.append(view.tooltip)
    lines.append(view.face.description or view.id or "")
    if view.note:
        lines.append(tr("Note: “{note}”").format(note=view.note))
    return [display(line) for line in lines if line]


def render_preview(view: CardView, style: TableStyle, ratio: float = 1.0, width: int = READING_WIDTH) -> QPixmap:
    """The card ``width`` px wide with its caption below it."""
    scale = width / CARD_W
    card = render_sprite(view, style, scale * ratio)
    card_h = round(CARD_H * scale)
    font = QFont()
    font.setPointSizeF(10.0 if width >= READING_WIDTH else 9.0)
    metrics = QFontMetrics(font)
    text_w = width + 40
    flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
    text = "\n".join(caption_lines(view))
    text_rect = metrics.boundingRect(QRect(0, 0, text_w - 16, 10_000), flags, text)
    w, h = text_w, card_h + text_rect.height() + 24
    pix, p = dark_panel(w, h, ratio, alpha=225, radius=10)
    p.drawPixmap(QRect((w - width) // 2, 8, width, card_h), card)
    p.setFont(font)
    p.setPen(QColor("#f5f5f5"))
    p.drawText(QRect(8, card_h + 14, w - 16, text_rect.height()), flags, text)
    p.end()
    return pix


# the preview's card widths, largest first: a smaller one where the big one
# would cover a place the viewer can act on
PREVIEW_WIDTHS = (READING_WIDTH, 170, 136, 110)


class CardPreview(QLabel):
    """A floating picture over the table's viewport; it never takes the
    mouse, so hovering stays with the cards beneath. It is put where it
    covers no place the viewer can act on (smaller if need be), or not
    shown at all."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("cardPreview")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.view: CardView | None = None
        self._looks: dict[int, tuple[tuple, QPixmap]] = {}  # width -> ((card, style, ratio), picture)
        self._watching = False  # the application's events are watched for a dialog opening
        self.hide()

    @staticmethod
    def _dialog_up() -> bool:
        """A dialog is open over the window (a question, a message box)."""
        return QApplication.activeModalWidget() is not None

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        """While shown: any dialog that opens sends the preview away."""
        if (event.type() == QEvent.Type.Show and isinstance(obj, QWidget) and obj.isWindow()
                and obj.windowType() in (Qt.WindowType.Dialog, Qt.WindowType.Sheet)):
            self.clear_card()
        return False

    def _watch(self, on: bool) -> None:
        app = QApplication.instance()
        if app is None or on == self._watching:
            return
        self._watching = on
        if on:
            app.installEventFilter(self)
        else:
            app.removeEventFilter(self)

    def _picture(self, view: CardView, style: TableStyle, width: int) -> QPixmap:
        look = (view, style, self.devicePixelRatioF())
        kept = self._looks.get(width)
        if kept is None or kept[0] != look:  # the same card again (the table redrawn under it): kept
            kept = self._looks[width] = (look, render_preview(view, style, look[2], width))
        return kept[1]

    def show_card(self, view: CardView, style: TableStyle, beside: QRect,
                  keep_clear: Iterable[QRect] = ()) -> bool:
        """Show ``view`` next to ``beside`` (the card's rectangle in the
        parent's pixels), never over it nor over ``keep_clear`` (the places
        the viewer can act on); False, and no preview, when there is no
        room for it even at its smallest."""
        if not previewable(view) or self._dialog_up():
            self.clear_card()
            return False
        hard = [*keep_clear, beside]
        area = self.parentWidget().rect()
        for width in PREVIEW_WIDTHS:
            pix = self._picture(view, style, width)
            size = QSize(round(pix.width() / pix.devicePixelRatio()), round(pix.height() / pix.devicePixelRatio()))
            spot = free_spot(size, area, hard, near=beside.center(), soft_weight=0.0, gap=GAP)
            if spot is not None:
                break
        else:
            self.clear_card()
            return False
        if self.pixmap().cacheKey() != pix.cacheKey():
            self.setPixmap(pix)
            self.resize(size)
        self.view = view
        self.move(spot)
        self.setAccessibleName(" ".join(caption_lines(view)))
        self.show()
        self.raise_()
        self._watch(True)
        return True

    def clear_card(self) -> None:
        self.view = None
        self.hide()
        self._watch(False)


STRIP_CARD = 64  # px: a card in the last-reveal strip
STRIP_SMALL = 44  # px: its cards where the table has less room
STRIP_MAX = 8  # cards shown in the strip at once; the others are a click away
STRIP_PAD = 8


class RevealStrip(QLabel):
    """The "last reveal" spot: public cards that came to light since the last
    player's move and have left the table (a flip gone to the discard, bids
    taken back), kept in view until the next move.

    It sits where the table has free room (see :meth:`place`): never over a
    place the viewer can act on, over as little else as it can, with
    smaller or fewer cards where room is short (down to a one-line tab).
    A click on a card shows that card at reading size (``sigPreview``); on
    "▸" the next cards; on "×" the strip closes until something else comes
    to light. It hides while a card is dragged."""

    sigPreview = Signal(object, QRect)  # (card view, its rectangle in the parent's pixels)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lastReveal")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.cards: tuple[CardView, ...] = ()
        self.style_: TableStyle | None = None
        self.closed = False  # closed by its "×" (until other cards come to light)
        self.suspended = False  # out of the way while a card is dragged
        self.first = 0  # the first card shown (the strip pages through more than fit)
        # (places the viewer can act on, every other place) in the parent's
        # pixels, asked for whenever the strip is placed
        self.room: Callable[[], tuple[list[QRect], list[QRect]]] = lambda: ([], [])
        self._shape: tuple[int, int] | None = None  # (card width, cards shown) as drawn
        self._hits: list[tuple[QRect, object]] = []  # (rectangle, card view | "next" | "close")
        self.hide()

    @property
    def wanted(self) -> bool:
        """Whether the strip has something to show and may show it now."""
        return bool(self.cards) and not self.closed and not self.suspended

    def set_cards(self, cards, style: TableStyle) -> None:
        cards = tuple(c for c in cards if previewable(c))
        if cards != self.cards or style != self.style_:
            if cards != self.cards:
                self.closed, self.first = False, 0
            self.cards, self.style_ = cards, style
            self._shape = None  # drawn afresh by place()
        self.place()

    def suspend(self, on: bool) -> None:
        self.suspended = on
        self.place()

    def close_strip(self) -> None:
        self.closed = True
        self.hide()

    # -- where it goes -------------------------------------------------------------
    def _shapes(self):
        """(card width, cards shown) from the most to the least room asked."""
        n = min(len(self.cards), STRIP_MAX)
        for k in range(n, min(n, 3) - 1, -1):  # full-size cards, three at least (or all)...
            yield STRIP_CARD, k
        for k in range(n, 0, -1):  # ...else smaller ones rather than fewer
            yield STRIP_SMALL, k
        yield 0, 0  # the title alone: a click shows the cards one by one

    def _size(self, width: int, k: int) -> QSize:
        """The strip's size with ``k`` cards ``width`` px wide (the same on
        every page: its title is measured with the largest numbers)."""
        metrics = QFontMetrics(self._font())
        widest = self._title(k, max(0, len(self.cards) - k))
        title_w = metrics.horizontalAdvance(widest) + 2 * STRIP_PAD + 2 * metrics.height()
        if not k:
            return QSize(title_w, metrics.height() + 8)
        card_h = round(width * CARD_H / CARD_W)
        return QSize(max(STRIP_PAD + (width + 6) * k + 2, title_w), metrics.height() + card_h + 14)

    def place(self) -> None:
        """Put the strip where the table has room for it (or hide it): the
        first shape that covers no place the viewer can act on and no other
        zone; failing that, the first that covers only other zones, least of
        them; failing that (no room at all), hidden."""
        if not self.wanted or self.style_ is None:
            self.hide()
            return
        hard, soft = self.room()
        area = self.parentWidget().rect().adjusted(4, 4, -4, -4)
        corner = area.bottomLeft()
        found = None
        for avoid_all in (True, False):
            for width, k in self._shapes():
                size = self._size(width, k)
                spot = free_spot(size, area, hard + soft if avoid_all else hard, () if avoid_all else soft,
                                 near=corner, soft_weight=1.0)
                if spot is not None:
                    found = (width, k, spot)
                    break
            if found:
                break
        if found is None:
            self.hide()
            return
        width, k, spot = found
        if (width, k) != self._shape:
            self._shape = (width, k)
            self.first = self.first - self.first % k if k else self.first % len(self.cards)
            self._draw()
        self.move(spot)
        self.show()
        self.raise_()

    # -- drawing ---------------------------------------------------------------------
    @staticmethod
    def _font() -> QFont:
        font = QFont()
        font.setPointSizeF(9.0)
        font.setBold(True)
        return font

    def _title(self, k: int, first: int) -> str:
        """The strip's heading for ``k`` cards shown from ``first`` on: which
        of how many, and "▸" where a click shows more (short where the
        strip is narrow)."""
        n = len(self.cards)
        if n <= k:
            return tr("Last reveal")
        if not k:
            return tr("Last reveal: %n card(s) ▸", "", n)
        shown = f"{first + 1}–{min(n, first + k)}" if k > 1 else f"{first + 1}"
        return f"{shown}/{n} ▸" if k <= 2 else tr("Last reveal: {shown} of {count} ▸").format(shown=shown, count=n)

    def _draw(self) -> None:
        width, k = self._shape
        ratio = self.devicePixelRatioF()
        font = self._font()
        metrics = QFontMetrics(font)
        size = self._size(width, k)
        w, h = size.width(), size.height()
        text_h = metrics.height()
        pix, p = dark_panel(w, h, ratio, alpha=215, radius=8)
        p.setFont(font)
        p.setPen(QColor("#ffeb3b"))
        title = self._title(k, self.first)
        p.drawText(QRect(STRIP_PAD, 4, w - 2 * STRIP_PAD - text_h, text_h), int(Qt.AlignmentFlag.AlignLeft), title)
        close = QRect(w - text_h - 6, 3, text_h + 2, text_h + 2)
        p.setPen(QColor("#f5f5f5"))
        p.drawText(close, int(Qt.AlignmentFlag.AlignCenter), "×")
        self._hits = [(close, "close")]
        if len(self.cards) > k:
            self._hits.append((QRect(0, 0, close.left(), text_h + 8), "next"))
        if k:
            card_h = round(width * CARD_H / CARD_W)
            for i, view in enumerate(self.cards[self.first:self.first + k]):
                at = QRect(STRIP_PAD + i * (width + 6), text_h + 8, width, card_h)
                p.drawPixmap(at, render_sprite(view, self.style_, width / CARD_W * ratio))
                self._hits.append((at, view))
        p.end()
        self.setPixmap(pix)
        self.resize(size)
        names = [c.face.description or c.id for c in self.cards]
        self.setToolTip(tooltip(tr("Last reveal (click a card to see it large):") + "\n" + "\n".join(names)))
        self.setAccessibleName(display(tr("Last reveal: {cards}").format(cards="; ".join(names))))

    # -- clicks ------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        event.accept()
        pos = event.position().toPoint()
        for rect, what in self._hits:
            if not rect.contains(pos):
                continue
            if what == "close":
                self.close_strip()
            elif what == "next":
                self.show_next()
            else:
                self.sigPreview.emit(what, rect.translated(self.pos()))
            return

    def show_next(self) -> None:
        """The next cards (from the first again after the last); the title
        alone shows one card large at each click instead."""
        if not self.cards or self._shape is None:
            return
        k = self._shape[1]
        if not k:
            self.sigPreview.emit(self.cards[self.first % len(self.cards)], self.geometry())
        self.first = (self.first + max(1, k)) % len(self.cards)
        self._draw()
