"""The table scene: zones and card sprites built from a Layout and a TableView.

The scene knows layout and drawing, nothing of rules. Drags ask a
:class:`TableController` three questions, as KDE's card scene does: may this
card be picked up, where may it go, and what happens when it is dropped
there. The controller (the model layer) answers from the engine's legal
actions.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QPointF,
    QRectF,
    QVariantAnimation,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QRegion, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from cardtable.engine.layouts import CAPTION, caption_scale
from cardtable.engine.view import CardView, Layout, TableView, ZoneSpec

from .faces import (
    CARD_H,
    CARD_W,
    OUTLINE_MARGIN,
    TOKEN,
    render_felt,
    render_target_outline,
    render_sprite,
    render_zone_base,
    sprite_size,
    zone_base_rect,
)
from .plaintext import tooltip
from .preview import caption_lines, previewable
from .style import TableStyle

UNIT = CARD_W  # scene pixels per layout card unit
STACK_SHOWN = 3  # a pile shows its top few cards only
FOCUS_LIFT = 500.0  # the keyboard-focused card is drawn above the rest of its fan
TARGET_Z = 5_000.0  # legal-target tints: over every resting card, under the dragged one (10 000)


class SmoothPath(QGraphicsPathItem):
    """A drawn line or ring (focus ring, links between zones): the view
    paints without antialiasing, since everything else is pixmaps made at
    device size, so these few shapes ask for it themselves."""

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D102 (Qt override)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        super().paint(painter, option, widget)


class TableController(Protocol):
    def drag_sources(self) -> set[str]: ...
    def can_drag(self, zone: str, card: str | None) -> bool: ...
    def drag_targets(self, zone: str, card: str | None) -> set[str]: ...
    def drop(self, zone: str, card: str | None, target: str) -> str | None: ...
    def activate(self, zone: str, card: str | None) -> str | None: ...
    def context_actions(self, zone: str, card: str | None) -> list[tuple[str, object]]: ...


class DevicePixmapItem(QGraphicsPixmapItem):
    """A pixmap item whose pixmap is painted at device scale (its device pixel
    ratio set to that scale), so Qt blits it pixel for pixel in C++.

    Qt's BoundingRectShape ignores the device pixel ratio (the hit area would
    be the pixmap's pixel size), so the shape here is the bounding rectangle.
    """

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self._shape = QPainterPath()

    def set_device_pixmap(self, pixmap: QPixmap) -> None:
        self.setPixmap(pixmap)
        self._shape = QPainterPath()
        self._shape.addRect(self.boundingRect())

    def shape(self) -> QPainterPath:  # noqa: D102 (Qt override)
        return self._shape


class ZoneItem(DevicePixmapItem):
    """A place on the table. Its outline and caption are painted into the
    table's background layer (they change once a move at most); the item
    itself is only seen while it is a legal target of a drag, as a bright
    tint laid over the zone and the cards in it (under the dragged card)."""

    def __init__(self, spec: ZoneSpec, scale: float = 1.0) -> None:
        super().__init__()
        self.spec = spec
        self.active = False
        self.target = False
        self.start = False  # lit as where a move starts (see TableScene.light_starts)
        self.label = spec.label
        self._scale = scale
        self.caption_width = 0.0  # how wide its caption may run (set by the scene from its neighbours)
        self.setZValue(TARGET_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setPos(spec.x * UNIT, spec.y * UNIT)
        self.rect = zone_rect(spec)
        self.setOffset(self.rect.topLeft() - QPointF(OUTLINE_MARGIN, OUTLINE_MARGIN))
        self.setVisible(False)
        self._repaint()

    def _repaint(self) -> None:
        self.set_device_pixmap(render_target_outline(self.rect, self._scale))

    def move_to(self, spec: ZoneSpec) -> None:
        """The same zone at another place (its rectangle unchanged)."""
        self.spec = spec
        self.setPos(spec.x * UNIT, spec.y * UNIT)

    def set_device_scale(self, scale: float) -> None:
        if scale != self._scale:
            self._scale = scale
            self._repaint()

    def label_text(self) -> str:
        return self.label

    def set_target(self, target: bool) -> None:
        self.target = target
        self.setVisible(target or self.start)

    def set_start(self, start: bool) -> None:
        """Lit as a place a move starts from (after a refusal), in the tint
        of a legal drop."""
        self.start = start
        self.setVisible(start or self.target)

    def area(self) -> QRectF:
        """The part of the table the zone takes, its caption included (scene units)."""
        return zone_base_rect(self.rect, self.label, caption_scale(self.spec.scale),
                              self.caption_width or self.rect.width()).translated(self.pos())

    def base(self) -> tuple[tuple, QPixmap, QRectF]:
        """What the background layer shows of this zone: (its look, a
        pixmap of its outline and caption, the scene rectangle it covers)."""
        width = self.caption_width or self.rect.width()
        pix, rect = render_zone_base(self.rect, self.label, self.active, self._scale,
                                     caption_scale(self.spec.scale), width)
        return (self.label, self.active, self._scale, width), pix, rect.translated(self.pos())

    def outline(self) -> QRectF:
        """The zone's outline on the table (scene units)."""
        return self.rect.translated(self.pos())


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


def zone_rect(spec: ZoneSpec) -> QRectF:
    k = spec.scale
    if spec.spread == "right":
        return QRectF(0, 0, max(1.0, spec.extent) * UNIT * k, CARD_H * k)
    if spec.spread == "down":
        return QRectF(0, 0, CARD_W * k, max(1.4, spec.extent) * UNIT * k)
    return QRectF(0, 0, CARD_W * k, CARD_H * k)


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


class CardSprite(DevicePixmapItem):
    """One card (or token) on the table. A hidden card has no id and no face.

    The sprite holds a pixmap of its face (or back) painted at the table's
    device scale, with that scale as the pixmap's device pixel ratio, so Qt
    draws it pixel for pixel in C++ (KDE's card scene does the same).
    """

    def __init__(self, key: str, zone: str, index: int, view: CardView, table: "TableScene",
                 scale: float = 1.0) -> None:
        super().__init__()
        self.zone_scale = scale
        self.key = key
        self.zone = zone
        self.index = index
        self.view = view
        self.table = table
        self.draggable = False
        self._focused = False
        self._ring: QGraphicsPathItem | None = None
        self._drag_from: QPointF | None = None
        self._press: QPointF | None = None
        self._dragging = False
        # a press on a piece that cannot be picked up now, and whether the
        # pointer then went on as if dragging it (its release says why not)
        self._tried: QPointF | None = None
        self._tried_far = False
        self.setAcceptHoverEvents(True)
        self._set_zone_scale(scale)
        self._apply_view()

    @property
    def card_id(self) -> str | None:
        return self.view.id

    @property
    def is_token(self) -> bool:
        return self.view.kind != "card"

    @property
    def size(self) -> tuple[float, float]:
        return sprite_size(self.view)

    def _apply_view(self) -> None:
        # the whole card (every way it reads, and its note), never a hidden one's
        self.setToolTip(tooltip("\n".join(caption_lines(self.view)) if previewable(self.view)
                                else self.view.tooltip or self.view.accessible))
        w, h = self.size
        self.setTransformOriginPoint(w / 2, h / 2)
        self.setRotation(180 if self.view.rotated else 0)
        self.repaint_pixmap()

    def repaint_pixmap(self) -> None:
        self.set_device_pixmap(render_sprite(self.view, self.table.style,
                                             self.table.device_scale * self.zone_scale))

    def _set_zone_scale(self, scale: float) -> None:
        """Drawn at ``scale`` from its top-left corner (the transform origin,
        the card's centre, is kept for turning it round)."""
        self.zone_scale = scale
        self.set_flip(1.0)

    def set_flip(self, width: float) -> None:
        """Squeeze the card to ``width`` (0..1) of itself about its middle:
        the frames of a card turning over."""
        half = self.size[0] / 2
        self.setTransform(QTransform.fromTranslate(-half, 0) * QTransform.fromScale(max(0.001, width), 1)
                          * QTransform.fromTranslate(half, 0) * QTransform.fromScale(self.zone_scale, self.zone_scale))

    def set_view(self, view: CardView, zone: str, index: int, scale: float = 1.0) -> None:
        self.zone, self.index = zone, index
        if scale != self.zone_scale:
            self._set_zone_scale(scale)
            if view == self.view:
                self.repaint_pixmap()
        if view != self.view:
            self.view = view
            self._apply_view()

    @property
    def focused(self) -> bool:
        return self._focused

    @focused.setter
    def focused(self, on: bool) -> None:
        """Keyboard focus: a bright ring around the card."""
        self._focused = on
        if on and self._ring is None:
            w, h = self.size
            path = QPainterPath()
            path.addRoundedRect(QRectF(-2, -2, w + 4, h + 4), 9, 9)
            self._ring = SmoothPath(path, self)
            self._ring.setPen(QPen(QColor("#00e5ff"), 4))
        if self._ring is not None:
            self._ring.setVisible(on)
        # lifted above its neighbours in a fan, so the whole ring shows
        self.setZValue(self.table.rest_z(self))

    # -- mouse ---------------------------------------------------------------
    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        if self.table.mouseGrabberItem() is None:
            self.table.set_hovered(self)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        if self.table.hovered is self:
            self.table.set_hovered(None)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()
        if not self.draggable:
            self._tried, self._tried_far = event.scenePos(), False
            return
        self._press = event.scenePos()
        self._drag_from = self.pos()
        self._dragging = False

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._tried is not None:
            delta = event.scenePos() - self._tried
            self._tried_far = self._tried_far or abs(delta.x()) + abs(delta.y()) >= 6
            return
        if self._press is None or self._drag_from is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging:
            if abs(delta.x()) + abs(delta.y()) < 6:
                return
            self._dragging = True
            self.setZValue(10_000)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            self.table.begin_drag(self)
        self.setPos(self._drag_from + delta)
        self.table.drag_moved(self)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._tried is not None:
            tried, self._tried = self._tried_far, None
            self._tried_far = False
            if tried:
                self.table.refuse_lift(self, event.scenePos())
            return
        if self._press is None:
            return
        was_dragging = self._dragging
        self._press = None
        self._dragging = False
        self.setCursor(Qt.CursorShape.OpenHandCursor if self.draggable else Qt.CursorShape.ArrowCursor)
        if was_dragging:
            self.table.end_drag(self, event.scenePos())

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.table.activate(self)
            event.accept()

    def contextMenuEvent(self, event) -> None:  # noqa: N802
        self.table.context_menu(self, event.screenPos())
        event.accept()


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
        self._animations: dict[str, QVariantAnimation] = {}
        self.device_scale = 1.0  # device pixels per scene unit where the table is shown
        self._targets: set[str] = set()
        self._home: dict[str, tuple[QPointF, float]] = {}  # where each sprite rests: position, stacking
        # the felt with the zones' outlines and captions: (key, pixmap, felt,
        # {zone id: (look, scene rectangle)} as painted in it)
        self._layer: tuple | None = None
        self._layer_stale = True
        self._dirty_zones: set[str] = set()
        # zone id -> (spec, position, cards, {sprite key: placement}) as last shown
        self._placed: dict[str, tuple] = {}
        self.hovered: CardSprite | None = None
        self._actionable: set[str] | None = None  # zones the viewer may act on, until the view changes
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # -- building ------------------------------------------------------------
    def set_style(self, style: TableStyle) -> None:
        self.style = style
        for s in self.sprites.values():
            s.repaint_pixmap()
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

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        """The felt with every zone's outline and caption: one layer, blitted.
        The layer is composed of cached pixmaps when the size or the layout
        changes; a zone whose caption or highlight changed is redrawn in it
        on its own (with whatever overlaps it)."""
        table = self.sceneRect()
        edge = QColor(self.style.table_rgb).darker(150)
        for strip in outside_strips(rect, table):  # a window wider or taller than the table
            painter.fillRect(strip, edge)
        t = painter.worldTransform()
        if t.m12() or t.m21() or t.m11() <= 0 or t.m22() <= 0:
            painter.fillRect(rect & table, QColor(self.style.table_rgb))
            for zone in self.zones.values():
                _, pix, r = zone.base()
                painter.drawPixmap(r.topLeft(), pix)
            return
        device = t.mapRect(table)
        w, h = max(1, round(device.width())), max(1, round(device.height()))
        to_layer = t * QTransform.fromTranslate(-device.left(), -device.top())
        key = (self.style.table_rgb, w, h, to_layer.m11(), to_layer.dx(), to_layer.dy())
        if self._layer is None or self._layer[0] != key or self._layer_stale:
            self._compose_layer(key, to_layer)
        elif self._dirty_zones:
            self._redraw_zones(to_layer)
        layer = self._layer[1]
        # only the exposed part: while a card is dragged, Qt repaints small areas
        part = t.mapRect(rect & table).toAlignedRect() & device.toAlignedRect()
        if not part.isEmpty():
            painter.save()
            painter.resetTransform()
            painter.setRenderHints(QPainter.RenderHint.SmoothPixmapTransform | QPainter.RenderHint.Antialiasing,
                                   False)
            painter.drawPixmap(part, layer, part.translated(-device.topLeft().toPoint()))
            painter.restore()

    def _compose_layer(self, key: tuple, to_layer: QTransform) -> None:
        felt = render_felt(self.style.table_rgb, key[1], key[2])
        layer = felt.copy()
        p = QPainter(layer)
        p.setWorldTransform(to_layer)
        shown = {}
        for zid, zone in self.zones.items():
            look, pix, r = zone.base()
            p.drawPixmap(r.topLeft(), pix)
            shown[zid] = (look, r)
        p.end()
        self._layer = (key, layer, felt, shown)
        self._layer_stale = False
        self._dirty_zones.clear()

    def _redraw_zones(self, to_layer: QTransform) -> None:
        """Repaint in the layer only where changed zones were or now are."""
        _key, layer, felt, shown = self._layer
        region = QRegion()
        for zid in self._dirty_zones:
            zone = self.zones.get(zid)
            old = shown.get(zid)
            if old is not None:
                region += to_layer.mapRect(old[1]).toAlignedRect().adjusted(-1, -1, 1, 1)
            if zone is not None:
                look, _pix, r = zone.base()
                region += to_layer.mapRect(r).toAlignedRect().adjusted(-1, -1, 1, 1)
                shown[zid] = (look, r)
        self._dirty_zones.clear()
        if region.isEmpty():
            return
        p = QPainter(layer)
        for part in region:  # the cloth back where the zones were (a plain copy per rectangle)
            p.drawPixmap(part, felt, part)
        p.setClipRegion(region)
        p.setWorldTransform(to_layer)
        for zid, zone in self.zones.items():
            known = shown.get(zid)
            if known is not None and region.intersects(to_layer.mapRect(known[1]).toAlignedRect()):
                _look, pix, r = zone.base()
                p.drawPixmap(r.topLeft(), pix)
        p.end()

    def _zones_changed(self, changed: list[ZoneItem] | None = None) -> None:
        """Zones were placed anew (``changed`` None) or these zones' captions
        or highlights changed: only their part of the table is repainted."""
        if changed is None:
            self._layer_stale = True
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
            return
        shown = self._layer[3] if self._layer is not None else {}
        for zone in changed:
            self._dirty_zones.add(zone.spec.id)
            old = shown.get(zone.spec.id)
            area = zone.base()[2]
            if old is not None:
                area = area.united(old[1])
            self.invalidate(area.adjusted(-2, -2, 2, 2), QGraphicsScene.SceneLayer.BackgroundLayer)

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
                self.addItem(item)
            self.zones[spec.id] = item
        for item in old.values():
            self.removeItem(item)
        m = 0.6 * UNIT
        self.setSceneRect(QRectF(-m * 0.5, -m * 0.5, layout.width * UNIT + m, layout.height * UNIT + m))
        widths = caption_widths({zid: item.outline() for zid, item in self.zones.items()}, self.sceneRect())
        for zid, item in self.zones.items():
            item.caption_width = widths[zid]
        for key in list(self._animations):  # cards go straight to the new places, face up
            self._stop(key)
            if key.startswith("flip:") and key[5:] in self.sprites:
                self.sprites[key[5:]].set_flip(1.0)
        self.layout = layout
        self._zones_changed()
        return True

    def show_view(self, view: TableView, layout: Layout | None = None, animate: bool = True) -> None:
        if layout is not None and self.set_layout(layout):
            animate = False  # a new arrangement of the table is shown at once
        if self.layout is None:
            raise RuntimeError("show_view needs a layout first")
        self.view = view
        wanted: dict[str, tuple[str, int, CardView, QPointF, float]] = {}
        settled: set[str] = set()  # sprites of zones shown exactly as last time: left alone
        zone_views = view.zone_map
        zones_changed = []
        for zone_id, item in self.zones.items():
            zv = zone_views.get(zone_id)
            cards = zv.cards if zv is not None else ()
            label = zv.label if zv is not None and zv.label else item.spec.label
            active = bool(zv and zv.highlight)
            if (label, active) != (item.label, item.active):
                item.label, item.active = label, active
                zones_changed.append(item)
            item.set_target(False)
            placed = self._placed.get(zone_id)
            if placed is not None and (placed[0] is item.spec or placed[0] == item.spec) and placed[1] == item.pos() \
                    and placed[2] == cards:
                wanted.update(placed[3])
                settled.update(placed[3])
                continue
            entries = {}
            for z, (idx, offset) in enumerate(card_offsets(item.spec, cards)):
                cv = cards[idx]
                key = cv.id if cv.id is not None else f"#{zone_id}:{idx}:{cv.kind}"
                entries[key] = (zone_id, idx, cv, item.pos() + offset, float(z + (100 if cv.kind != "card" else 0)))
            self._placed[zone_id] = (item.spec, item.pos(), cards, entries)
            wanted.update(entries)
        removed = {k: s for k, s in self.sprites.items() if k not in wanted}
        # new cards come from where the cards that went were (a drawn card
        # from the pile); one that takes the place of a face-down card the
        # viewer could not read (drawn, flipped, revealed) turns over as it arrives
        spare_starts = [s.pos() for s in removed.values()]
        hidden_left = sum(1 for s in removed.values() if s.view.kind == "card" and s.view.id is None)
        turned = self._recycle(removed, [k for k in wanted if k not in self.sprites], wanted)
        for key, sprite in removed.items():
            if sprite is self.hovered:
                self.set_hovered(None)
            self._stop(key)
            self.removeItem(sprite)
            del self.sprites[key]
        ms = self.style.animation_ms if animate else 0
        for key, (zone_id, idx, cv, pos, z) in wanted.items():
            sprite = self.sprites.get(key)
            if sprite is not None and key in settled:
                continue
            if sprite is None:
                sprite = CardSprite(key, zone_id, idx, cv, self, self.zones[zone_id].spec.scale)
                sprite.setPos(spare_starts.pop(0) if (spare_starts and ms) else pos)
                self.addItem(sprite)
                self.sprites[key] = sprite
                if ms and hidden_left and cv.kind == "card" and cv.id is not None and cv.face_up:
                    hidden_left -= 1
                    self._flip(sprite, ms + 120)
            else:
                sprite.set_view(cv, zone_id, idx, self.zones[zone_id].spec.scale)
                if ms and key in turned and cv.id is not None and cv.face_up:
                    hidden_left -= 1
                    self._flip(sprite, ms + 120)
            self._home[key] = (pos, z)
            sprite.setZValue(self.rest_z(sprite))
            self._move(sprite, pos, ms)
        if zones_changed:
            self._zones_changed(zones_changed)
        self._draw_links(view)
        self.refresh_interaction()
        self.sigShown.emit()  # what floats over the table makes way (see canvas)
        if not self._animations:
            self.sigIdle.emit()

    def _recycle(self, leaving: dict[str, "CardSprite"], arriving: list[str], wanted: dict) -> set[str]:
        """Pieces that leave the table and pieces that arrive are mostly the
        same cards seen anew: a hand turned face down at a hand-over, the
        cards under the top of a pile, a card drawn into a hand. A leaving
        sprite is handed to an arriving piece of its kind (one that looks the
        same first, so nothing is painted again), so the scene keeps its
        items. Those taken leave ``leaving``; returns the arriving keys whose
        sprite was a face-down card (they turn over as they move)."""
        spares: dict[str, list[CardSprite]] = {}
        for key, sprite in leaving.items():
            if sprite._press is None and not sprite._dragging and not sprite.focused:
                spares.setdefault(sprite.view.kind, []).append(sprite)
        turned = set()
        for key in arriving:
            cv = wanted[key][2]
            pool = spares.get(cv.kind)
            if not pool:
                continue
            sprite = next((sp for sp in pool if sp.view == cv), pool[0])
            pool.remove(sprite)
            old = sprite.key
            del leaving[old]
            del self.sprites[old]
            self._home.pop(old, None)
            self._stop(old)
            if f"flip:{old}" in self._animations:
                self._stop(f"flip:{old}")
                sprite.set_flip(1.0)
            sprite.key = key
            self.sprites[key] = sprite
            if sprite.view.id is None and sprite.view.kind == "card":
                turned.add(key)
        return turned

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
                line.setZValue(50)
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
        if on and self._targets:
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

    # -- animation -------------------------------------------------------------
    def _move(self, sprite: CardSprite, pos: QPointF, ms: int) -> None:
        if sprite.pos() == pos:
            return
        self._stop(sprite.key)
        if ms <= 0:
            sprite.setPos(pos)
            return
        anim = QVariantAnimation(self)
        anim.setDuration(ms)
        anim.setStartValue(sprite.pos())
        anim.setEndValue(pos)
        anim.valueChanged.connect(sprite.setPos)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        key = sprite.key
        anim.finished.connect(lambda k=key: self._finished(k))
        self._animations[key] = anim
        anim.start()

    def _flip(self, sprite: CardSprite, ms: int) -> None:
        key = f"flip:{sprite.key}"
        self._stop(key)
        anim = QVariantAnimation(self)
        anim.setDuration(ms)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setEasingCurve(QEasingCurve.Type.OutQuad)
        anim.valueChanged.connect(lambda v, s=sprite: s.set_flip(float(v)) if s.scene() is self else None)
        anim.finished.connect(lambda k=key, s=sprite: (s.set_flip(1.0), self._finished(k)))
        self._animations[key] = anim
        sprite.set_flip(0.0)
        anim.start()

    def _stop(self, key: str) -> None:
        anim = self._animations.pop(key, None)
        if anim is not None:
            anim.stop()
            anim.deleteLater()

    def _finished(self, key: str) -> None:
        anim = self._animations.pop(key, None)
        if anim is not None:
            anim.deleteLater()
        if not self._animations:
            self.sigIdle.emit()

    @property
    def animating(self) -> bool:
        return bool(self._animations)

    def set_hovered(self, sprite: CardSprite | None) -> None:
        self.hovered = sprite
        self.sigHover.emit(sprite)

    # -- drag and drop ---------------------------------------------------------
    def begin_drag(self, sprite: CardSprite) -> None:
        self.set_hovered(None)  # the preview never covers the card being dragged
        self.light_starts(False)
        self.sigDragging.emit(True)
        self._stop(sprite.key)
        self._targets = self.controller.drag_targets(sprite.zone, sprite.card_id) if self.controller else set()
        for zid, item in self.zones.items():
            item.set_target(zid in self._targets)

    def drag_moved(self, sprite: CardSprite) -> None:
        pass

    def cancel_drag(self) -> None:
        """Drop any drag or press in progress without a move (the viewer
        changed under it): the card goes home and no target stays lit."""
        grabber = self.mouseGrabberItem()
        if grabber is not None:
            grabber.ungrabMouse()
        self._targets = set()
        for item in self.zones.values():
            item.set_target(False)
        dragging = False
        for sprite in self.sprites.values():
            sprite._tried, sprite._tried_far = None, False
            if sprite._press is not None or sprite._dragging:
                dragging = dragging or sprite._dragging
                sprite._press = None
                sprite._dragging = False
                self.bounce(sprite)
        if dragging:
            self.sigDragging.emit(False)

    def zone_at(self, pos: QPointF, prefer: set[str] | None = None) -> str | None:
        """The zone under ``pos``; near misses snap to a preferred (legal) zone."""
        hits = [zid for zid, item in self.zones.items() if item.sceneBoundingRect().contains(pos)]
        if prefer:
            for zid in hits:
                if zid in prefer:
                    return zid
            if hits:  # dropped squarely on an unlit place: that is the drop (and its refusal says why)
                return hits[-1]
            best, best_d = None, UNIT * 0.6
            for zid in prefer:
                item = self.zones.get(zid)
                if item is None:
                    continue
                r = item.sceneBoundingRect()
                dx = max(r.left() - pos.x(), 0, pos.x() - r.right())
                dy = max(r.top() - pos.y(), 0, pos.y() - r.bottom())
                d = (dx * dx + dy * dy) ** 0.5
                if d < best_d:
                    best, best_d = zid, d
            if best is not None:
                return best
        return hits[-1] if hits else None

    def end_drag(self, sprite: CardSprite, pos: QPointF) -> None:
        targets, self._targets = self._targets, set()
        for item in self.zones.values():
            item.set_target(False)
        target = self.zone_at(pos, targets)
        reason: str | None = "Drop the card on a highlighted place."
        # its own place counts as a drop when it is lit (a token raiding the
        # room it stands on); otherwise it is just put back
        if target is not None and (target != sprite.zone or target in targets) and self.controller is not None:
            reason = self.controller.drop(sprite.zone, sprite.card_id, target)
        elif target == sprite.zone:
            reason = ""  # dropped back where it was: not an error
        self.sigDragging.emit(False)  # (first: what the drag put out of the way is back before a refusal shows)
        if reason is not None:
            if reason:
                self.sigMessage.emit(reason)
                self.sigRefused.emit(reason, pos)
            self.bounce(sprite)

    def refuse_lift(self, sprite: CardSprite, pos: QPointF) -> None:
        """A piece that cannot be picked up now was dragged to ``pos``: that
        is a drop refused, and it says why (not this seat's turn, no move
        from there) as any refused drop does. Put back on its own place it
        is nothing."""
        if self.controller is None:
            return
        target = self.zone_at(pos)
        if target is None or target == sprite.zone:
            return
        reason = self.controller.drop(sprite.zone, sprite.card_id, target)
        if reason:
            self.sigMessage.emit(reason)
            self.sigRefused.emit(reason, pos)

    def bounce(self, sprite: CardSprite) -> None:
        if sprite.scene() is not self:
            return
        home = self._home.get(sprite.key)
        if home is not None:
            self._move(sprite, home[0], max(150, self.style.animation_ms))
        sprite.setZValue(self.rest_z(sprite))

    def rest_z(self, sprite: CardSprite) -> float:
        """Stacking order where the sprite rests (as laid out by the last
        view), lifted while it has the keyboard focus."""
        home = self._home.get(sprite.key)
        z = home[1] if home is not None else sprite.zValue()
        return z + (FOCUS_LIFT if sprite.focused else 0)

    def activate(self, sprite: CardSprite) -> None:
        if self.controller is None:
            return
        if sprite.scene() is self and self.mouseGrabberItem() is sprite:
            sprite.ungrabMouse()  # a dialog may open; the card must not keep the mouse
        reason = self.controller.activate(sprite.zone, sprite.card_id)
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
        order = {zid: i for i, zid in enumerate(self.zones)}
        items = [s for s in self.sprites.values() if s.draggable]
        return sorted(items, key=lambda s: (order.get(s.zone, 999), s.index))
