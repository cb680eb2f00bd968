"""The table scene: zones and card sprites built from a Layout and a TableView.

The scene knows layout and drawing, nothing of rules. Drags ask a
:class:`TableController` three questions, as KDE's card scene does: may this
card be picked up, where may it go, and what happens when it is dropped
there. The controller (the model layer) answers from the engine's legal
actions.

The scene ties together rooms of its own: the items (:mod:`.items`), the
layout maths (:mod:`.geometry`), the background layer (:mod:`.cloth`),
turning a view into sprites (:mod:`.reconcile`), moves and turn-overs
(:mod:`.animation`) and the drag with all its state (:mod:`.drag`). The
names other modules know it by are all importable from here.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsScene

from cardtable.engine.view import Layout, TableView
from cardtable.words import tr

from . import spoken
from .animation import Animator
from .cloth import Cloth
from .controller import TableController
from .drag import Drag
from .geometry import STACK_SHOWN, UNIT, caption_widths, card_offsets, fan_step, outside_strips, zone_at, zone_rect
from .hint_marks import HintMarks
from .items import FOCUS_LIFT, TARGET_Z, CardSprite, DevicePixmapItem, SmoothPath, ZoneItem, caption_rows
from .reconcile import Reconciler
from .style import TableStyle

__all__ = [
    "FOCUS_LIFT", "STACK_SHOWN", "TARGET_Z", "UNIT", "CardSprite", "DevicePixmapItem", "SmoothPath",
    "TableController", "TableScene", "ZoneItem", "caption_widths", "card_offsets", "fan_step",
    "outside_strips", "zone_rect",
]

LINKS_Z = 50  # lines joining zones: over the cards, under the lit places


class TableScene(QGraphicsScene):
    """Draws a TableView into zones; emits ``sigMessage`` with drop refusals
    (and ``sigRefused`` with where the refused drop or click was)."""

    sigMessage = Signal(str)
    sigRefused = Signal(str, QPointF)  # a refusal, and the scene point it answers (the drop, the card)
    sigShown = Signal()  # a new view is on the table (a move, a hand-over)
    sigDragging = Signal(bool)  # a card was picked up (True) / put down or sent home (False)
    sigIdle = Signal()
    sigContextMenu = Signal(object, object)  # (list of (label, payload), QPoint)
    sigHover = Signal(object)  # the card sprite under the mouse, or None

    def __init__(self, controller: TableController | None = None, style: TableStyle | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.style = style or TableStyle()
        self.layout: Layout | None = None
        self.view: TableView | None = None
        self.zones: dict[str, ZoneItem] = {}
        self.sprites: dict[str, CardSprite] = {}
        self._links: list[SmoothPath] = []
        self.device_scale = 1.0  # device pixels per scene unit where the table is shown
        self.view_size: QSizeF | None = None  # the view it is fitted into (px), for the captions' room
        self.animator = Animator(self, self.sigIdle.emit)
        self.drag = Drag(self)  # what the pointer presses, drags and hovers
        self.cloth = Cloth(self)  # the felt with the zones' outlines and captions
        self.reconciler = Reconciler(self)  # the sprites of each new view, and where they rest
        self.hint_marks = HintMarks(self)  # a suggested move, lit until the next view or click
        self._actionable: set[str] | None = None  # zones the viewer may act on, until the view changes
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # -- building ------------------------------------------------------------
    def set_style(self, style: TableStyle) -> None:
        resized = style.text_scale != self.style.text_scale
        self.style = style
        for s in self.sprites.values():
            s.repaint_pixmap()
        if resized:  # the captions follow the player's text size
            for zone in self.zones.values():
                zone.text_scale = style.text_scale
            self.spread_captions()
            self.cloth.zones_changed()
        self.update()

    def set_device_scale(self, scale: float) -> None:
        """Repaint card and zone pixmaps for a table shown at ``scale`` device
        pixels per scene unit (the view's zoom times the screen's pixel ratio)."""
        scale = max(0.05, round(scale, 4))
        if scale == self.device_scale:
            return
        self.device_scale = scale
        for zone in self.zones.values():
            zone.set_device_scale(scale)
        for sprite in self.sprites.values():
            sprite.repaint_pixmap()

    def set_view_size(self, size: QSizeF) -> None:
        """The table is shown fitted into ``size`` (device-independent px):
        its caption rows get the room to read at the text size there."""
        if size != self.view_size:
            self.view_size = QSizeF(size)
            self.spread_captions()

    def spread_captions(self) -> None:
        """Zones placed as the layout says, their caption rows spread apart
        as far as captions at the player's text size need in the view
        (the captions' part: :func:`.items.caption_rows`), the table's
        rectangle around them, and the sprites moved along."""
        layout = self.layout
        if layout is None:
            return
        labels = {z.id for z in self.view.zones if z.label} if self.view is not None else set()
        m = 0.6 * UNIT
        table = QRectF(-m * 0.5, -m * 0.5, layout.width * UNIT + m, layout.height * UNIT + m)
        down, taller, line = caption_rows({zid: zone_rect(item.spec).translated(item.spec.x * UNIT, item.spec.y * UNIT)
                                           for zid, item in self.zones.items()},
                                          {zid for zid, item in self.zones.items() if item.label or zid in labels},
                                          table, self.view_size, self.style.text_scale)
        moved = False
        for zid, item in self.zones.items():
            at = QPointF(item.spec.x * UNIT, item.spec.y * UNIT + down[zid])
            moved |= at != item.pos() or line != item.caption_line
            item.setPos(at)
            item.caption_line = line
        table.setHeight(table.height() + taller)
        if table != self.sceneRect():
            self.setSceneRect(table)
        widths = caption_widths({zid: item.outline() for zid, item in self.zones.items()}, self.sceneRect())
        for zid, item in self.zones.items():
            item.caption_width = widths[zid]
        if moved:
            self.cloth.zones_changed()
            if self.view is not None:
                self.reconciler.show(self.view, False)
                self._draw_links(self.view)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        """The felt with every zone's outline and caption: one layer, blitted (see :mod:`.cloth`)."""
        self.cloth.draw(painter, rect)

    def set_layout(self, layout: Layout) -> bool:
        """Place the zones; returns whether anything moved. A zone that is
        still there keeps its item (moved if need be) and its cards, so a
        new viewer (whose seat the layout turns to the bottom) costs moving
        items, not building the table again."""
        if layout == self.layout:
            return False
        old, self.zones = self.zones, {}
        for spec in layout.zones:
            item = old.pop(spec.id, None)
            if item is not None and zone_rect(item.spec) == zone_rect(spec):
                item.move_to(spec)
            else:
                if item is not None:
                    self.removeItem(item)
                item = ZoneItem(spec, self.device_scale)
                item.text_scale = self.style.text_scale
                self.addItem(item)
            self.zones[spec.id] = item
        for item in old.values():
            self.removeItem(item)
        self.animator.stop_all(self.sprites)  # cards go straight to the new places, face up
        self.layout = layout
        self.spread_captions()  # the rectangle, and the room under each caption
        self.cloth.zones_changed()
        return True

    def show_view(self, view: TableView, layout: Layout | None = None, animate: bool = True) -> None:
        if layout is not None and self.set_layout(layout):
            animate = False  # a new arrangement of the table is shown at once
        if self.layout is None:
            raise RuntimeError("show_view needs a layout first")  # i18n: not shown (a programming error)
        self.view = view
        self.hint_marks.clear()  # a suggestion was for the view before (first: the piece back in place)
        zones_changed = self.reconciler.show(view, animate)
        if zones_changed:
            self.cloth.zones_changed(zones_changed)
            self.spread_captions()  # a caption come or gone: its row's room
        self._draw_links(view)
        self.refresh_interaction()
        self.sigShown.emit()  # what floats over the table makes way (see canvas)
        if not self.animator.running:
            self.sigIdle.emit()

    def _draw_links(self, view: TableView) -> None:
        for line in self._links:
            self.removeItem(line)
        self._links = []
        pen = QPen(QColor(255, 235, 59, 200), 3, Qt.PenStyle.DashLine)
        for a, b in view.links:
            if a in self.zones and b in self.zones:
                ra = self.zones[a].sceneBoundingRect().center()
                rb = self.zones[b].sceneBoundingRect().center()
                path = QPainterPath(ra)
                path.lineTo(rb)
                line = SmoothPath(path)
                line.setPen(pen)
                line.setZValue(LINKS_Z)
                self.addItem(line)
                self._links.append(line)

    def refresh_interaction(self) -> None:
        self._actionable = None
        controller = self.controller
        # only pieces in a zone some move starts from are asked about one by one
        sources = controller.drag_sources() if controller else set()
        for sprite in self.sprites.values():
            can = sprite.zone in sources and controller.can_drag(sprite.zone, sprite.card_id)
            if can != sprite.draggable:
                sprite.draggable = can
                sprite.setCursor(Qt.CursorShape.OpenHandCursor if can else Qt.CursorShape.ArrowCursor)

    # -- what the viewer may act on ---------------------------------------------------
    def actionable_zones(self) -> set[str]:
        """The places the viewer may act on now, whatever the game: their own
        seat's zones (their hand, their piles), every zone a move of theirs
        starts from (a card to drag, a pile to double-click) and every place
        one of their pieces may be dropped. Derived from the layout and the
        controller's answers; kept until the view changes."""
        if self._actionable is None:
            viewer = self.view.viewer if self.view is not None else None
            out = {zid for zid, item in self.zones.items() if viewer is not None and item.spec.seat == viewer}
            controller = self.controller
            if controller is not None:
                sources = controller.drag_sources()
                out |= sources
                for zone in sources:  # moves of a place rather than of a piece in it
                    out |= controller.drag_targets(zone, None)
                asked = set()
                for sprite in self.sprites.values():
                    piece = (sprite.zone, sprite.card_id)
                    if sprite.draggable and piece not in asked:
                        asked.add(piece)
                        out |= controller.drag_targets(*piece)
            self._actionable = out & set(self.zones)
        return self._actionable

    def light_starts(self, on: bool) -> set[str]:
        """Light (or put out) the places a move of the viewer's starts from,
        as legal drops light up during a drag: after a refusal they show
        where to begin. A drag in progress keeps its own lights. Returns
        the places lit."""
        if on and self.drag.targets:
            return set()
        lit = (self.controller.drag_sources() & set(self.zones)) if on and self.controller is not None else set()
        for zid, item in self.zones.items():
            item.set_start(zid in lit)
        return lit

    def keep_clear(self) -> tuple[list[QRectF], list[QRectF]]:
        """(the places the viewer may act on, every other place) as scene
        rectangles, captions included: what floats over the table must
        leave the first alone, and had better leave the second too."""
        act = self.actionable_zones()
        hard, soft = [], []
        for zid, item in self.zones.items():
            (hard if zid in act else soft).append(item.area())
        return hard, soft

    # -- a suggested move ------------------------------------------------------------------
    def show_hint(self, zone: str, card: str | None, target: str | None) -> bool:
        """Light a suggested move: the piece ``card`` in ``zone`` (None: the
        top piece there) lifted and ringed, the place ``target`` it goes to
        (None: none) tinted and ringed, until the next view or click. False
        when none of it is on the table."""
        return self.hint_marks.show(zone, card, target)

    def clear_hint(self) -> None:
        self.hint_marks.clear()

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.hint_marks.clear()  # a click on the table: the suggestion has been seen
        super().mousePressEvent(event)

    # -- moving, hovering, dragging ---------------------------------------------------
    @property
    def animating(self) -> bool:
        return self.animator.running

    @property
    def hovered(self) -> CardSprite | None:
        """The piece under the pointer (kept by the drag)."""
        return self.drag.hovered

    def set_hovered(self, sprite: CardSprite | None) -> None:
        self.drag.hover(sprite)

    def begin_drag(self, sprite: CardSprite) -> None:
        """``sprite`` is picked up: the places it may go light up."""
        self.drag.lift(sprite)

    def drag_moved(self, sprite: CardSprite) -> None:
        pass

    def cancel_drag(self) -> None:
        """Drop any drag or press in progress without a move (the viewer
        changed under it): the card goes home and no target stays lit."""
        self.drag.cancel()

    def end_drag(self, sprite: CardSprite, pos: QPointF) -> None:
        """``sprite`` is let go at ``pos``: its move there, or put back with the reason why not."""
        self.drag.drop(sprite, pos)

    def refuse_lift(self, sprite: CardSprite, pos: QPointF) -> None:
        """A piece that cannot be picked up now was dragged to ``pos``: a refused drop (see Drag.refuse)."""
        self.drag.refuse(sprite, pos)

    def zone_at(self, pos: QPointF, prefer: set[str] | None = None) -> str | None:
        """The zone under ``pos``; near misses snap to a preferred (legal) zone."""
        return zone_at({zid: item.sceneBoundingRect() for zid, item in self.zones.items()}, pos, prefer)

    def bounce(self, sprite: CardSprite) -> None:
        """Send ``sprite`` back where it rests."""
        if sprite.scene() is not self:
            return
        home = self.reconciler.home.get(sprite.key)
        if home is not None:
            self.animator.move(sprite, home[0], max(150, self.style.animation_ms))
        sprite.setZValue(self.rest_z(sprite))

    def rest_z(self, sprite: CardSprite) -> float:
        """Stacking order where the sprite rests (as laid out by the last
        view), lifted while it has the keyboard focus."""
        home = self.reconciler.home.get(sprite.key)
        z = home[1] if home is not None else sprite.zValue()
        return z + (FOCUS_LIFT if sprite.focused else 0)

    # -- double-click, right-click ------------------------------------------------------
    def activate(self, sprite: CardSprite) -> None:
        if self.controller is None:
            return
        if sprite.scene() is self and self.mouseGrabberItem() is sprite:
            sprite.ungrabMouse()  # a dialog may open; the card must not keep the mouse
        reason = self.controller.activate(sprite.zone, sprite.card_id).reason
        if reason:
            self.sigMessage.emit(reason)
            if sprite.scene() is self:
                self.sigRefused.emit(reason, sprite.sceneBoundingRect().center())

    def context_menu(self, sprite: CardSprite, screen_pos) -> None:
        if self.controller is None:
            return
        actions = self.controller.context_actions(sprite.zone, sprite.card_id)
        if actions:
            self.sigContextMenu.emit(actions, screen_pos)

    # -- keyboard focus ----------------------------------------------------------
    def interactive_sprites(self) -> list[CardSprite]:
        """The pieces the viewer may pick up now, in keyboard order."""
        return [s for s in self.keyboard_sprites() if s.draggable]

    def keyboard_sprites(self) -> list[CardSprite]:
        """Every piece the keyboard reaches, in reading order: place by
        place (the layout's order), each place's pieces in turn; of a pile
        its top card only (the cards under it are not shown either), and
        the tokens on it."""
        order = {zid: i for i, zid in enumerate(self.zones)}
        by_zone: dict[str, list[CardSprite]] = {}
        for sprite in self.sprites.values():
            by_zone.setdefault(sprite.zone, []).append(sprite)
        out: list[CardSprite] = []
        for zid in sorted(by_zone, key=lambda z: order.get(z, len(order))):
            pieces = sorted(by_zone[zid], key=lambda s: s.index)
            if self._is_pile(zid):
                cards = [s for s in pieces if not s.is_token]
                pieces = cards[-1:] + [s for s in pieces if s.is_token]
            out += pieces
        return out

    def _is_pile(self, zone: str) -> bool:
        item = self.zones.get(zone)
        return item is not None and item.spec.spread == "stack"

    # -- the table in words ------------------------------------------------------
    def place_name(self, zone: str) -> str:
        """A place as a sentence names it, for the viewer ("your hand")."""
        item = self.zones.get(zone)
        if item is None:
            return tr("the table")
        return spoken.place_name(item.spec, item.label, self.view)

    def describe_place(self, zone: str) -> str:
        """A place's accessible description: its cards as the viewer sees
        them (how many, how many face down), or that it is empty."""
        zone_view = self.view.zone_map.get(zone) if self.view is not None else None
        return spoken.place_contents(zone_view.cards if zone_view is not None else ())

    def describe_piece(self, sprite: CardSprite) -> str:
        """``sprite``'s accessible description: its other words, where it lies
        (which card of how many; the top of a pile) and, when the viewer may
        move it now, how to with the keyboard."""
        cards = ()
        if self.view is not None:
            zone_view = self.view.zone_map.get(sprite.zone)
            cards = zone_view.cards if zone_view is not None else ()
        plain = [i for i, c in enumerate(cards) if c.kind == "card"]
        index = plain.index(sprite.index) if sprite.index in plain else sprite.index
        return spoken.piece_description(sprite.view, self.place_name(sprite.zone), index, max(len(plain), index + 1),
                                        self._is_pile(sprite.zone), sprite.draggable)
