"""The QGraphicsView showing the table: scales to the window, keyboard play."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .preview import CardPreview, RevealStrip
from .scene import CardSprite, TableScene


# how long the pointer rests on a card before its preview opens (as a
# tooltip waits): sweeping across a hand, or a card landing under the pointer
# after a drop, does not flash pictures; once a preview is open, the next
# card's follows at once
HOVER_MS = 150
# a preview that closed this recently (the pointer went from one card on to
# the next) opens again without the wait
BROWSE_S = 0.5


class TableCanvas(QGraphicsView):
    """Fits the whole table in the window at any size; arrows pick a card,
    Enter or Space makes its default move."""

    sigFocusChanged = Signal(str)
    sigPainted = Signal()  # the table has just been painted

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        # no antialiasing or smoothing here: cards, outlines and captions are
        # pixmaps painted at device size (with antialiasing) and blitted 1:1;
        # the few drawn shapes turn it on for themselves (SmoothPath)
        self.setRenderHints(QPainter.RenderHint(0))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # the scene paints every pixel (cloth, and a dark edge beyond it), so
        # the viewport need not fill itself with the palette first
        self.viewport().setAutoFillBackground(False)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName("Card table")
        self._focus_key: str | None = None
        scene.sceneRectChanged.connect(lambda _r: self.fit())
        self.preview = CardPreview(self.viewport())
        self.reveals = RevealStrip(self.viewport())
        self._rest = QTimer(self)
        self._rest.setSingleShot(True)
        self._rest.setInterval(HOVER_MS)  # see set_hover_delay
        self._resting: CardSprite | None = None
        self._browsed = -BROWSE_S  # when a hover preview last closed
        self._rest.timeout.connect(lambda: self._hover(self.table.hovered, rested=True))
        scene.sigHover.connect(self._hover)

    # -- preview -----------------------------------------------------------------
    def _hover(self, sprite: CardSprite | None, rested: bool = False) -> None:
        if sprite is None:
            self._rest.stop()
            if self.preview.isVisible() and self.table.mouseGrabberItem() is None:
                self._browsed = time.monotonic()  # not when a card is picked up: a drop starts afresh
            # back to the keyboard-focused card, if any, else nothing
            sprite = self.focused_sprite() if self.hasFocus() else None
        elif not (rested or self.preview.isVisible() or time.monotonic() - self._browsed < BROWSE_S):
            if not self._rest.isActive() or sprite is not self._resting:
                self._resting = sprite
                self._rest.start()  # shown once the pointer rests on it (a redraw meanwhile does not delay it)
            return
        self.show_preview(sprite)

    def set_hover_delay(self, ms: int) -> None:
        """How long the pointer must rest on a card before its preview opens
        (a wait already running starts again with the new time)."""
        self._rest.setInterval(max(0, ms))

    def show_preview(self, sprite: CardSprite | None) -> None:
        if sprite is None or sprite.scene() is not self.table:
            self.preview.clear_card()
            return
        beside = self.mapFromScene(sprite.sceneBoundingRect()).boundingRect()
        self.preview.show_card(sprite.view, self.table.style, beside)

    def fit(self) -> None:
        rect = self.table.sceneRect()
        if rect.isValid():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
            self.table.set_device_scale(self.transform().m11() * self.devicePixelRatioF())

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().paintEvent(event)
        self.sigPainted.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()
        self.preview.clear_card()
        self.reveals.place()

    def focusOutEvent(self, event) -> None:  # noqa: N802
        super().focusOutEvent(event)
        if self.table.hovered is None:
            self.preview.clear_card()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.fit()

    # -- keyboard --------------------------------------------------------------
    def focused_sprite(self) -> CardSprite | None:
        return self.table.sprites.get(self._focus_key) if self._focus_key else None

    def _set_focus(self, sprite: CardSprite | None) -> None:
        old = self.focused_sprite()
        if old is not None:
            old.focused = False
        self._focus_key = sprite.key if sprite else None
        if sprite is not None:
            sprite.focused = True
            self.sigFocusChanged.emit(sprite.view.accessible)
        self.show_preview(sprite)

    def move_focus(self, step: int) -> None:
        items = self.table.interactive_sprites()
        if not items:
            self._set_focus(None)
            return
        keys = [s.key for s in items]
        if self._focus_key in keys:
            i = (keys.index(self._focus_key) + step) % len(items)
        else:
            i = 0 if step >= 0 else len(items) - 1
        self._set_focus(items[i])

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.move_focus(1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.move_focus(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            sprite = self.focused_sprite()
            if sprite is None:
                self.move_focus(1)
                sprite = self.focused_sprite()
            if sprite is not None:
                self.table.activate(sprite)
        else:
            super().keyPressEvent(event)
