"""What floats over the table (the card preview, the last-reveal strip, a
refusal's bubble) and the two rules all of it follows:

- it never covers a place the viewer can act on. The table says which
  places those are (:meth:`TableScene.keep_clear`: the viewer's own zones,
  every zone a move of theirs starts from and every place one of their
  pieces may go, derived from the layout and the legal moves, whatever the
  game); :func:`free_spot` finds room for an overlay outside them, near
  where it belongs, and says when there is none;
- a passing overlay (the preview, a bubble) leaves at the next input of any
  kind: :class:`InputWatch` sees every key press, click and wheel turn in
  the application while one is showing (and nothing at all otherwise).
"""

from __future__ import annotations

from typing import Callable, Iterable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen, QPixmap, QRegion
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from .plaintext import display

GAP = 6  # px kept between an overlay and what it must not cover


def free_spot(size: QSize, area: QRect, hard: Iterable[QRect], soft: Iterable[QRect] = (),
              near: QPoint | None = None, soft_weight: float = 1.0, gap: int = GAP) -> QPoint | None:
    """The top-left corner for a ``size`` box: see :func:`best_spot`."""
    found = best_spot(size, area, hard, soft, near, soft_weight, gap)
    return found[0] if found is not None else None


def best_spot(size: QSize, area: QRect, hard: Iterable[QRect], soft: Iterable[QRect] = (),
              near: QPoint | None = None, soft_weight: float = 1.0,
              gap: int = GAP) -> tuple[QPoint, float] | None:
    """The top-left corner for a ``size`` box inside ``area`` that touches
    none of the ``hard`` rectangles (kept ``gap`` px clear), or None if no
    such place exists. Among the places that do, the one covering least of
    the ``soft`` rectangles (weighted by ``soft_weight`` per px²) and
    nearest to ``near`` (its closest point; the centre breaks ties) wins;
    with it comes its cost (px of distance plus the weighted cover).

    Candidates are the places flush against an edge of the area or of any
    rectangle (a best place always touches one), so the search costs a few
    thousand region tests at most, each in C++."""
    w, h = size.width(), size.height()
    if w > area.width() or h > area.height():
        return None
    hard = [r.adjusted(-gap, -gap, gap, gap) for r in hard if r.isValid()]
    soft = [r for r in soft if r.isValid()]
    near = near if near is not None else area.center()
    xs = {area.left(), area.right() + 1 - w, near.x() - w // 2, near.x() + 1, near.x() - w}
    ys = {area.top(), area.bottom() + 1 - h, near.y() - h // 2, near.y() + 1, near.y() - h}
    for r in hard + [s.adjusted(-gap, -gap, gap, gap) for s in soft]:
        xs.update((r.right() + 1, r.left() - w))
        ys.update((r.bottom() + 1, r.top() - h))
    blocked = QRegion()
    for r in hard:
        blocked += r
    covered = QRegion()
    for r in soft:
        covered += r
    best, best_key = None, None
    for y in sorted(ys):
        if y < area.top() or y + h - 1 > area.bottom():
            continue
        for x in sorted(xs):
            if x < area.left() or x + w - 1 > area.right():
                continue
            box = QRect(x, y, w, h)
            if blocked.intersects(box):
                continue
            cost = 0.0
            if soft_weight and covered.intersects(box):
                cost = soft_weight * sum(r.width() * r.height() for r in covered.intersected(box))
            dx = max(box.left() - near.x(), 0, near.x() - box.right())
            dy = max(box.top() - near.y(), 0, near.y() - box.bottom())
            c = box.center() - near
            key = (cost + (dx * dx + dy * dy) ** 0.5, abs(c.x()) + abs(c.y()))
            if best_key is None or key < best_key:
                best, best_key = QPoint(x, y), key
    return (best, best_key[0]) if best is not None else None


class InputWatch(QObject):
    """Calls ``leave`` at the next key press, mouse press or wheel turn
    anywhere in the application, once, while :meth:`arm` is in force: an
    overlay arms it when it shows and so leaves at the next input of any
    kind. The event goes on to where it was going (a key that moves the
    keyboard focus then shows the next card's preview afresh)."""

    # a key that makes a shortcut (Ctrl+Z, Alt+1) reaches the window as a
    # ShortcutOverride only; every other key as a KeyPress
    INPUTS = frozenset({QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride, QEvent.Type.MouseButtonPress,
                        QEvent.Type.MouseButtonDblClick, QEvent.Type.Wheel, QEvent.Type.TabletPress,
                        QEvent.Type.TouchBegin})

    def __init__(self, leave: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._leave = leave
        self._armed = False

    @property
    def armed(self) -> bool:
        return self._armed

    def arm(self) -> None:
        """Watch from now on. The input that showed the overlay (a key, a
        double-click) has reached the widget that took it by then, so it
        does not count; the next one does."""
        if not self._armed and QApplication.instance() is not None:
            QApplication.instance().installEventFilter(self)
            self._armed = True

    def disarm(self) -> None:
        if self._armed:
            QApplication.instance().removeEventFilter(self)
            self._armed = False

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt override)
        if self._armed and event.type() in self.INPUTS:
            # an application filter sees the event once per receiver up the
            # parent chain; the first time is the one that counts
            self.disarm()
            self._leave()
        return False


BUBBLE_WIDTHS = (340, 270, 210)  # px: a refusal's bubble wraps its words at one of these widths
BUBBLE_MS = 2500  # shown this long, plus a little per letter (see Bubble.duration)
BUBBLE_SOFT = 0.005  # px of distance a px² of another zone covered is worth: a card's worth is ~40 px


class Bubble(QLabel):
    """A refusal said where the player looks: a dark rounded note beside the
    drop (or the card or button that was used), in plain words. It leaves on
    its own after a few seconds, or at the next input of any kind; it never
    takes the mouse and never covers a place the player can act on."""

    sigLeft = Signal()  # the bubble has gone (its time is up, an input, a hand-over)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("refusalBubble")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.text_ = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.leave)
        self._watch = InputWatch(self.leave, self)
        self._pace = 1.0
        self.hide()

    def duration(self, text: str) -> int:
        """Long enough to read ``text``: 2.5 s and 50 ms a letter, 8 s at
        most (times :meth:`set_pace`)."""
        return round(self._pace * min(8000, BUBBLE_MS + 50 * len(text)))

    def set_pace(self, pace: float) -> None:
        """Show bubbles ``pace`` times as long as usual (tests, slow readers)."""
        self._pace = max(0.0, pace)

    def say(self, text: str, near: QRect, hard: Iterable[QRect] = (), soft: Iterable[QRect] = ()) -> bool:
        """Show ``text`` beside ``near`` (parent pixels), clear of ``hard``
        and over as little of ``soft`` as it can without going far (the
        place dropped on stays in view); False (and nothing shown) when
        there is no room for it."""
        text = display(text).strip()
        if not text:
            return False
        self.text_ = text
        area = self.parentWidget().rect()
        hard = [*hard, near]
        soft = list(soft)
        best = None  # (cost, spot, picture): the nearest of a few widths (a narrow gap takes a taller bubble)
        for width in BUBBLE_WIDTHS:
            pix = _bubble_picture(text, self.devicePixelRatioF(), width)
            size = QSize(round(pix.width() / pix.devicePixelRatio()), round(pix.height() / pix.devicePixelRatio()))
            found = best_spot(size, area, hard, soft, near=near.center(), soft_weight=BUBBLE_SOFT)
            if found is not None and (best is None or found[1] < best[0] - 20):
                best = (found[1], found[0], pix)
        if best is None:
            self.leave()
            return False
        self.setPixmap(best[2])
        self.adjustSize()
        self.move(best[1])
        self.setAccessibleName(text)
        self.show()
        self.raise_()
        self._timer.start(self.duration(text))
        self._watch.arm()
        return True

    def leave(self) -> None:
        self._timer.stop()
        self._watch.disarm()
        if not self.isHidden():
            self.hide()
            self.sigLeft.emit()


def _bubble_picture(text: str, ratio: float, width: int) -> QPixmap:
    """A refusal's words, wrapped, light on a dark rounded panel with a
    bright rim (plain text: nothing in them is read as markup)."""
    font = QFont()
    font.setPointSizeF(10.5)
    font.setBold(True)
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
    box = QFontMetrics(font).boundingRect(QRect(0, 0, width, 10_000), flags, text)
    pad = 12
    w, h = box.width() + 2 * pad + 2, box.height() + 2 * pad
    pix, p = dark_panel(w, h, ratio, alpha=238, radius=10)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor("#ffb300"), 2))
    p.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), 9, 9)
    p.setFont(font)
    p.setPen(QColor("#ffe082"))
    p.drawText(QRect(pad, pad, box.width() + 2, box.height()), flags, text)
    p.end()
    return pix


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
