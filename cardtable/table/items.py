"""The table's graphics items: a card or token sprite, a zone, and the few
drawn shapes.

Items hold pixmaps painted at the table's device scale (see :mod:`.faces`).
A sprite knows its piece and where it lies; what the mouse does with it it
tells the table's drag (:class:`Gestures`, see :mod:`.drag`), which keeps
every bit of drag state in one place.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsPixmapItem, QGraphicsSceneMouseEvent

from cardtable.engine.layouts import CAPTION, caption_scale
from cardtable.engine.view import CardView, ZoneSpec

from .faces import (
    CAPTION_DROP,
    OUTLINE_MARGIN,
    caption_line,
    render_sprite,
    render_target_outline,
    render_zone_base,
    sprite_size,
    zone_base_rect,
)
from .geometry import UNIT, zone_rect
from .plaintext import tooltip
from .preview import caption_lines, previewable
from .spoken import piece_name
from .style import TableStyle

FOCUS_LIFT = 500.0  # the keyboard-focused card is drawn above the rest of its fan
TARGET_Z = 5_000.0  # legal-target tints: over every resting card, under the dragged one
DRAG_Z = 10_000.0  # the card being dragged: over everything


class SmoothPath(QGraphicsPathItem):
    """A drawn line or ring (focus ring, links between zones): the view
    paints without antialiasing, since everything else is pixmaps made at
    device size, so these few shapes ask for it themselves."""

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D102 (Qt override)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        super().paint(painter, option, widget)


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
    itself is only seen while it is a legal target of a drag (or a place a
    move starts from, or part of a suggested move), as a bright tint laid
    over the zone and the cards in it (under the dragged card)."""

    def __init__(self, spec: ZoneSpec, scale: float = 1.0) -> None:
        super().__init__()
        self.spec = spec
        self.active = False
        self.target = False
        self.start = False  # lit as where a move starts (see TableScene.light_starts)
        self.hinted = False  # lit as part of a suggested move (see hint_marks)
        self.label = spec.label
        self._scale = scale
        self.caption_width = 0.0  # how wide its caption may run (set by the scene from its neighbours)
        self.text_scale = 1.0  # the player's text size (the scene's style), which the caption follows
        self.caption_line = 0.0  # the caption's least line height (set by the scene, see caption_rows)
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

    @property
    def accessible_name(self) -> str:
        """The place as a sentence names it for the viewer ("your hand",
        "Bob's pitch"), from the table it lies on."""
        table = self.scene()
        name = getattr(table, "place_name", None)
        return name(self.spec.id) if name is not None else self.label

    @property
    def accessible_description(self) -> str:
        """What lies there, as the viewer sees it: how many cards (how many
        of them face down), or that it is empty."""
        table = self.scene()
        describe = getattr(table, "describe_place", None)
        return describe(self.spec.id) if describe is not None else ""

    def set_target(self, target: bool) -> None:
        self.target = target
        self.setVisible(target or self.start or self.hinted)

    def set_start(self, start: bool) -> None:
        """Lit as a place a move starts from (after a refusal), in the tint
        of a legal drop."""
        self.start = start
        self.setVisible(start or self.target or self.hinted)

    def set_hint(self, hinted: bool) -> None:
        """Lit as where a suggested move goes (or starts), in the same tint."""
        self.hinted = hinted
        self.setVisible(hinted or self.target or self.start)

    def area(self) -> QRectF:
        """The part of the table the zone takes, its caption included (scene units)."""
        return zone_base_rect(self.rect, self.label, caption_scale(self.spec.scale),
                              self.caption_width or self.rect.width(), self.text_scale,
                              self.caption_line).translated(self.pos())

    def base(self) -> tuple[tuple, QPixmap, QRectF]:
        """What the background layer shows of this zone: (its look, a
        pixmap of its outline and caption, the scene rectangle it covers)."""
        width = self.caption_width or self.rect.width()
        pix, rect = render_zone_base(self.rect, self.label, self.active, self._scale,
                                     caption_scale(self.spec.scale), width, self.text_scale, self.caption_line)
        look = (self.label, self.active, self._scale, width, self.text_scale, self.caption_line)
        return look, pix, rect.translated(self.pos())

    def outline(self) -> QRectF:
        """The zone's outline on the table (scene units)."""
        return self.rect.translated(self.pos())


CAPTION_SHARE = 0.6  # the most of the view's height the captions' lines take together


def caption_rows(outlines: dict[str, QRectF], captioned: set[str], table: QRectF, view: QSizeF | None,
                 text_scale: float) -> tuple[dict[str, float], float, float]:
    """Room for captions that read at :func:`.faces.caption_line` on the
    screen: (how far down each zone moves, how much taller the ``table``
    gets, the captions' line height), in scene units, for a table fitted
    into a ``view`` of that many device-independent pixels (None: not
    shown, nothing moves).

    Each row of captions (the distinct bottoms of the ``captioned`` zones'
    ``outlines``) gets what its line needs beyond the room every layout
    keeps, once, and every zone below it moves down by that: the table
    stretches downwards row by row, as if the layout had kept the larger
    room, whatever the game. A zone above another stays above it, so
    nothing comes to overlap. The table taller, the view fits it at a
    smaller zoom; the line is worked out for that zoom (solved in closed
    form), so the view does not shrink the text back."""
    none = ({zid: 0.0 for zid in outlines}, 0.0, 0.0)
    rows = sorted({round(outlines[z].bottom(), 1) for z in captioned if z in outlines})
    if not rows or view is None or view.width() <= 0 or view.height() <= 0 or table.isEmpty():
        return none
    # px on the screen; in a view too low for them all, the caption rows take
    # CAPTION_SHARE of its height at most, so the cards are still seen
    kept = CAPTION * UNIT - CAPTION_DROP  # the line the usual room holds (scene units)
    fit_w, fit_h = view.width() / table.width(), view.height() / table.height()
    zoom = min(fit_w, fit_h)
    want = caption_line(text_scale)
    if text_scale > 1:  # and at least the usual room as this view shows it, grown by the text size:
        want = max(want, text_scale * kept * zoom)  # a roomy table's captions grow as much as a small one's
    want = min(want, CAPTION_SHARE * view.height() / len(rows))
    if want / zoom > kept:  # the rows spread, and the view fits the taller table
        n = len(rows)
        # zoom * (height + n * (want / zoom - kept)) == view height
        spread = (view.height() - n * want) / (table.height() - n * kept)
        zoom = min(fit_w, max(spread, zoom / 2))  # a view too low for the captions: they give way a little
    line = round(want / zoom, 1)
    extra = max(0.0, line - kept)
    down = {zid: extra * sum(1 for y in rows if y <= r.top() + 0.5) for zid, r in outlines.items()}
    return down, extra * len(rows), line


class Gestures(Protocol):
    """What a sprite tells the table's drag of the mouse on it, and asks it
    (see drag.Drag)."""

    def holds(self, sprite: CardSprite) -> bool: ...
    def enter(self, sprite: CardSprite) -> None: ...
    def leave(self, sprite: CardSprite) -> None: ...
    def press(self, sprite: CardSprite, at: QPointF) -> None: ...
    def move(self, sprite: CardSprite, at: QPointF) -> None: ...
    def release(self, sprite: CardSprite, at: QPointF) -> None: ...


class SpriteTable(Protocol):
    """What a sprite asks of the table it lies on (the scene)."""

    style: TableStyle
    device_scale: float
    drag: Gestures

    def rest_z(self, sprite: CardSprite) -> float: ...
    def activate(self, sprite: CardSprite) -> None: ...
    def context_menu(self, sprite: CardSprite, screen_pos) -> None: ...


class CardSprite(DevicePixmapItem):
    """One card (or token) on the table. A hidden card has no id and no face.

    The sprite holds a pixmap of its face (or back) painted at the table's
    device scale, with that scale as the pixmap's device pixel ratio, so Qt
    draws it pixel for pixel in C++ (KDE's card scene does the same).
    Whether it is pressed, lifted or hovered is the table's drag's to know.
    """

    def __init__(self, key: str, zone: str, index: int, view: CardView, table: SpriteTable,
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

    @property
    def accessible_name(self) -> str:
        """What a screen reader calls this piece: its face words as the
        viewer sees them ("face-down card" for a card whose face the view
        does not show), never more (see :mod:`.spoken`)."""
        return piece_name(self.view)

    @property
    def accessible_description(self) -> str:
        """Its other words, where it lies and what the keyboard can do with it."""
        describe = getattr(self.table, "describe_piece", None)
        return describe(self) if describe is not None else ""

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

    # -- mouse: told to the table's drag -----------------------------------------
    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        self.table.drag.enter(self)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self.table.drag.leave(self)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()
        self.table.drag.press(self, event.scenePos())

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.table.drag.move(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.table.drag.release(self, event.scenePos())

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.table.activate(self)
            event.accept()

    def contextMenuEvent(self, event) -> None:  # noqa: N802
        self.table.context_menu(self, event.screenPos())
        event.accept()
