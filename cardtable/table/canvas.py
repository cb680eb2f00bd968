"""The QGraphicsView showing the table: scales to the window, keyboard play."""

from __future__ import annotations

import time

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRect, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from cardtable.words import tr

from .overlays import Bubble, InputWatch
from .preview import CardPreview, RevealStrip
from .scene import CardSprite, TableScene
from .spoken import table_help


# how long the pointer rests on a card before its preview opens (as a
# tooltip waits): sweeping across a hand, or a card landing under the pointer
# after a drop, does not flash pictures; once a preview is open, the next
# card's follows at once
HOVER_MS = 150
# what a refusal adds while the places a move starts from are lit
HOW = QT_TRANSLATE_NOOP("", "Lit: where your moves start — drag a card from there, or double-click it.")
# a preview that closed this recently (the pointer went from one card on to
# the next) opens again without the wait
BROWSE_S = 0.5


class TableCanvas(QGraphicsView):
    """Fits the whole table in the window at any size; the keyboard reaches
    every card: the arrow keys go from piece to piece (every card the viewer
    can see, face up or down; a pile's top card), Page Down and Page Up from
    place to place, Home and End to the first and last piece of a place;
    Enter or Space makes the focused card's default move, the menu key (or
    Shift+F10) opens its list of moves.

    A screen reader hears the focused card: the canvas's accessible name is
    the card's name as the viewer sees it, its accessible description says
    where it lies and what the keys do with it (:mod:`.spoken`); with no
    card focused they are "Card table" and what the keys do.

    Over the table float the card preview, the last-reveal strip and a
    refusal's bubble (see :mod:`.overlays`): none of them ever covers a
    place the viewer can act on (:meth:`keep_clear`). The preview and the
    bubble leave at the next input of any kind, a move, a drag or a
    hand-over; the strip stays until the next move (or its "×")."""

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
        self.setAccessibleName(tr("Card table"))
        self.setAccessibleDescription(table_help())
        self._focus_key: str | None = None
        # Enter acts on the table only once the player put the keyboard
        # there (arrow keys, Tab) in this seat's view: not after a click, a
        # hand-over or Ready (an Enter meant for a button plays no card)
        self._keyed = False
        self._seat_shown: object = None  # whose view the focus was given in
        scene.sceneRectChanged.connect(lambda _r: self.fit())
        self.preview = CardPreview(self.viewport())
        self.reveals = RevealStrip(self.viewport())
        self.reveals.room = self.keep_clear
        self.reveals.sigPreview.connect(self._preview_revealed)
        self.bubble = Bubble(self.viewport())
        self.bubble.sigLeft.connect(lambda: self.table.light_starts(False))
        # the preview leaves at the next input of any kind (a key, a click, a wheel turn)
        self._watch = InputWatch(self.dismiss_preview, self)
        # the card whose preview was sent away: it opens again only once the
        # pointer has left it (as a tooltip does)
        self._quiet: CardSprite | None = None
        self._rest = QTimer(self)
        self._rest.setSingleShot(True)
        self._rest.setInterval(HOVER_MS)  # see set_hover_delay
        self._resting: CardSprite | None = None
        self._browsed = -BROWSE_S  # when a hover preview last closed
        self._rest.timeout.connect(lambda: self._hover(self.table.hovered, rested=True))
        scene.sigHover.connect(self._hover)
        scene.sigShown.connect(self._view_shown)
        scene.sigDragging.connect(self._dragging)
        scene.sigRefused.connect(self._refused)

    # -- what must stay clear ------------------------------------------------------
    def keep_clear(self) -> tuple[list[QRect], list[QRect]]:
        """(the places the viewer may act on, every other place) in the
        viewport's pixels: see :meth:`TableScene.keep_clear`."""
        hard, soft = self.table.keep_clear()

        def px(rects):
            return [self.mapFromScene(r).boundingRect() for r in rects]

        return px(hard), px(soft)

    def _clear_of_strip(self) -> tuple[list[QRect], list[QRect]]:
        """:meth:`keep_clear`, with the last-reveal strip among the places
        to leave alone while it shows (a passing overlay never covers it)."""
        hard, soft = self.keep_clear()
        if self.reveals.isVisible():
            hard.append(self.reveals.geometry())
        return hard, soft

    # -- preview -----------------------------------------------------------------
    def _hover(self, sprite: CardSprite | None, rested: bool = False) -> None:
        if sprite is None:
            self._rest.stop()
            self._quiet = None
            if self.preview.isVisible() and self.table.mouseGrabberItem() is None:
                self._browsed = time.monotonic()  # not when a card is picked up: a drop starts afresh
            self.hide_preview()
            return
        if sprite is self._quiet:
            return  # sent away from this card: the pointer must leave it first
        if not (rested or self.preview.isVisible() or time.monotonic() - self._browsed < BROWSE_S):
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
            self.hide_preview()
            return
        beside = self.mapFromScene(sprite.sceneBoundingRect()).boundingRect()
        self._show_preview(sprite.view, beside, [])

    def _show_preview(self, view, beside: QRect, also: list[QRect]) -> None:
        hard, _soft = self._clear_of_strip()
        if self.preview.show_card(view, self.table.style, beside, hard + also):
            self._watch.arm()
        else:
            self._watch.disarm()

    def hide_preview(self) -> None:
        self._watch.disarm()
        self.preview.clear_card()

    def dismiss_preview(self) -> None:
        """An input of any kind, a move or a drag: the preview goes, and the
        card under the pointer keeps quiet until the pointer leaves it."""
        self._rest.stop()
        self._quiet = self.table.hovered
        self.hide_preview()

    def _preview_revealed(self, view, beside: QRect) -> None:
        """A card clicked in the last-reveal strip: shown large beside it."""
        self._show_preview(view, beside, [self.reveals.geometry()])

    # -- the table changes under the overlays --------------------------------------
    def _view_shown(self) -> None:
        """A move, a hand-over: the preview and a refusal go; the strip
        finds room again (the places the viewer may act on have changed).
        Another seat's view (or the covered table) starts with no card
        focused: the keyboard focus was the last viewer's."""
        self.dismiss_overlays()
        view = self.table.view
        seat = view.viewer if view is not None else None
        if seat != self._seat_shown:
            self._seat_shown = seat
            self.forget_focus()
        else:
            self._speak_focus()  # the focused card may lie elsewhere now, or be gone
        self.reveals.place()

    def forget_focus(self) -> None:
        """No card keeps the keyboard focus (its ring goes) and Enter waits
        until the player puts the keyboard on the table again."""
        for sprite in self.table.sprites.values():
            if sprite.focused:
                sprite.focused = False
        self._focus_key = None
        self._keyed = False
        self._speak_focus()

    def _dragging(self, on: bool) -> None:
        if on:
            self.dismiss_preview()
            self.bubble.leave()
        self.reveals.suspend(on)

    def _refused(self, text: str, at: QPointF) -> None:
        """Beside the drop (or the card), the place dropped on left in view."""
        p = self.mapFromScene(at)
        near = QRect(p.x() - 12, p.y() - 12, 24, 24)
        zone = self.table.zone_at(at)
        if zone is not None:
            near = near.united(self.mapFromScene(self.table.zones[zone].area()).boundingRect())
        self.say(text, near)

    def say(self, text: str, near: QRect | None = None, how: bool = True) -> bool:
        """A refusal shown where the player looks: beside ``near`` (viewport
        pixels: the drop, the card, the button), else at the middle of the
        table's foot, clear of every place the viewer can act on. With
        ``how`` (the refusal answers the viewer), the places a move of
        theirs starts from light up while it shows, and the bubble says so:
        that is how to do what they can do."""
        if near is None:
            r = self.viewport().rect()
            near = QRect(r.center().x() - 12, r.bottom() - 24, 24, 24)
        hard, soft = self._clear_of_strip()
        self.bubble.leave()
        if how and self.table.light_starts(True):
            text = f"{text}\n{tr(HOW)}"
        if self.bubble.say(text, near, hard, soft):
            return True
        self.table.light_starts(False)
        return False

    def dismiss_overlays(self) -> None:
        """Everything passing goes (a hand-over: nothing of the last viewer's stays)."""
        self.dismiss_preview()
        self.bubble.leave()

    def fit(self) -> None:
        # the captions' part: the table learns the room it is shown in, so its
        # caption rows read at the text size there (TableScene.set_view_size)
        self.table.set_view_size(QSizeF(self.viewport().size()))
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
        self.hide_preview()
        self.bubble.leave()
        self.reveals.place()

    def focusOutEvent(self, event) -> None:  # noqa: N802
        super().focusOutEvent(event)
        if event.reason() in (Qt.FocusReason.MouseFocusReason, Qt.FocusReason.TabFocusReason,
                              Qt.FocusReason.BacktabFocusReason):
            self._keyed = False  # the player went elsewhere (a dialog and back keeps it)
        if self.table.hovered is None:
            self.hide_preview()

    def focusInEvent(self, event) -> None:  # noqa: N802
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self._keyed = True  # tabbed onto the table: Enter plays its first card

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
        self._speak_focus()
        if sprite is not None:
            self.sigFocusChanged.emit(sprite.accessible_name)
        self.show_preview(sprite)

    def _speak_focus(self) -> None:
        """The canvas's accessible name and description say the focused
        card (what the viewer sees of it, where it lies, what Enter does),
        or with none focused, the table and its keys. The description goes
        first, so a screen reader that speaks the new name reads it too."""
        sprite = self.focused_sprite()
        if sprite is None:
            name, description = tr("Card table"), table_help()
        else:
            name, description = sprite.accessible_name, sprite.accessible_description
        if self.accessibleDescription() != description:
            self.setAccessibleDescription(description)
        if self.accessibleName() != name:
            self.setAccessibleName(name)

    def move_focus(self, step: int) -> None:
        """The next (``step`` 1) or previous (-1) piece the keyboard reaches;
        with none focused yet, the first (or last) piece the viewer may
        move, else the first (or last) piece on the table."""
        items = self.table.keyboard_sprites()
        if not items:
            self._set_focus(None)
            return
        keys = [s.key for s in items]
        if self._focus_key in keys:
            i = (keys.index(self._focus_key) + step) % len(items)
        else:
            movable = [k for k, s in enumerate(items) if s.draggable] or list(range(len(items)))
            i = movable[0] if step >= 0 else movable[-1]
        self._set_focus(items[i])

    def move_focus_by_place(self, step: int) -> None:
        """The first piece of the next (``step`` 1) or previous (-1) place
        holding any; with none focused yet, as :meth:`move_focus`."""
        items = self.table.keyboard_sprites()
        current = self.focused_sprite()
        if current is None or current not in items:
            self.move_focus(step)
            return
        places = list(dict.fromkeys(s.zone for s in items))
        zone = places[(places.index(current.zone) + step) % len(places)]
        self._set_focus(next(s for s in items if s.zone == zone))

    def move_focus_in_place(self, last: bool) -> None:
        """The first (or ``last``) piece of the focused card's place."""
        current = self.focused_sprite()
        if current is None:
            self.move_focus(-1 if last else 1)
            return
        here = [s for s in self.table.keyboard_sprites() if s.zone == current.zone]
        if here:
            self._set_focus(here[-1] if last else here[0])

    def open_focused_menu(self) -> bool:
        """The focused card's list of moves, opened beside it (the menu key)."""
        sprite = self.focused_sprite()
        if sprite is None:
            return False
        at = self.mapFromScene(sprite.sceneBoundingRect().center())
        self.table.context_menu(sprite, self.viewport().mapToGlobal(at))
        return True

    def contextMenuEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """The menu key (as Qt tells it, when the key press was not taken):
        the focused card's moves, never those of whatever lies at the
        middle of the view."""
        if event.reason() == event.Reason.Keyboard:
            self.open_focused_menu()
            event.accept()
            return
        super().contextMenuEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        shift_f10 = key == Qt.Key.Key_F10 and event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self._keyed = True
            self.move_focus(1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self._keyed = True
            self.move_focus(-1)
        elif key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
            self._keyed = True
            self.move_focus_by_place(1 if key == Qt.Key.Key_PageDown else -1)
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            self._keyed = True
            self.move_focus_in_place(key == Qt.Key.Key_End)
        elif key == Qt.Key.Key_Menu or shift_f10:
            self.open_focused_menu()  # with no card focused the key does nothing (no card's menu by chance)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if not self._keyed:
                event.ignore()  # the table has the focus by a click or a hand-over: not for this key
                return
            sprite = self.focused_sprite()
            if sprite is None:
                self.move_focus(1)
                sprite = self.focused_sprite()
            if sprite is not None:
                self.table.activate(sprite)
        else:
            super().keyPressEvent(event)
