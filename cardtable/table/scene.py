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
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsLineItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from cardtable.engine.view import CardView, Layout, TableView, ZoneSpec

from .faces import CARD_H, CARD_W, paint_outline, render_outline, render_sprite
from .style import TableStyle

UNIT = CARD_W  # scene pixels per layout card unit
TOKEN = 38.0
STACK_SHOWN = 3  # a pile shows its top few cards only


class TableController(Protocol):
    def can_drag(self, zone: str, card: str | None) -> bool: ...
    def drag_targets(self, zone: str, card: str | None) -> set[str]: ...
    def drop(self, zone: str, card: str | None, target: str) -> str | None: ...
    def activate(self, zone: str, card: str | None) -> str | None: ...
    def context_actions(self, zone: str, card: str | None) -> list[tuple[str, object]]: ...


class ZoneItem(QGraphicsObject):
    def __init__(self, spec: ZoneSpec) -> None:
        super().__init__()
        self.spec = spec
        self.active = False
        self.target = False
        self.setZValue(-10)
        self.setPos(spec.x * UNIT, spec.y * UNIT)
        self._rect = zone_rect(spec)
        self._label = QGraphicsSimpleTextItem(self)
        self._label.setBrush(QColor("#f5f5f5"))
        font = self._label.font()
        font.setPointSizeF(11)
        font.setBold(True)
        self._label.setFont(font)
        self.set_label(spec.label)

    def set_label(self, text: str) -> None:
        if self._label.text() == text:
            return
        self._label.setText(text)
        br = self._label.boundingRect()
        below = self._rect.bottom() + 4
        self._label.setPos(self._rect.center().x() - br.width() / 2, below)

    def label_text(self) -> str:
        return self._label.text()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.boundingRect()
        t = painter.worldTransform()
        if t.m12() == 0 and t.m21() == 0 and t.m11() > 0 and t.m22() > 0:
            target = t.mapRect(rect)
            pix = render_outline(self._rect, rect, target.width(), target.height(), self.active, self.target)
            painter.save()
            painter.resetTransform()
            painter.drawPixmap(target.topLeft().toPoint(), pix)
            painter.restore()
        else:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint_outline(painter, self._rect, self.active, self.target)

    def set_state(self, active: bool, target: bool) -> None:
        if (active, target) != (self.active, self.target):
            self.active, self.target = active, target
            self.update()


def zone_rect(spec: ZoneSpec) -> QRectF:
    if spec.spread == "right":
        return QRectF(0, 0, max(1.0, spec.extent) * UNIT, CARD_H)
    if spec.spread == "down":
        return QRectF(0, 0, CARD_W, max(1.4, spec.extent) * UNIT)
    return QRectF(0, 0, CARD_W, CARD_H)


def card_offsets(spec: ZoneSpec, cards: tuple[CardView, ...]) -> list[tuple[int, QPointF]]:
    """(index in zone, offset) of each card sprite to show in the zone."""
    plain = [i for i, c in enumerate(cards) if c.kind == "card"]
    tokens = [i for i, c in enumerate(cards) if c.kind != "card"]
    out: list[tuple[int, QPointF]] = []
    n = len(plain)
    if spec.spread == "right" and n:
        room = max(1.0, spec.extent) * UNIT - CARD_W
        step = min(CARD_W * 0.62, room / (n - 1)) if n > 1 else 0.0
        out += [(idx, QPointF(k * step, 0)) for k, idx in enumerate(plain)]
    elif spec.spread == "down" and n:
        room = max(1.4, spec.extent) * UNIT - CARD_H
        step = min(CARD_H * 0.3, room / (n - 1)) if n > 1 else 0.0
        out += [(idx, QPointF(0, k * step)) for k, idx in enumerate(plain)]
    elif n:
        shown = plain[-STACK_SHOWN:] if spec.spread == "stack" else plain
        for k, idx in enumerate(shown):
            out.append((idx, QPointF(k * 1.5, -k * 1.5)))
    for k, idx in enumerate(tokens):
        out.append((idx, QPointF(4 + (k % 2) * (TOKEN + 6), CARD_H - TOKEN - 6 - (k // 2) * (TOKEN * 0.7))))
    return out


class CardSprite(QGraphicsObject):
    """One card (or token) on the table. A hidden card has no id and no face."""

    def __init__(self, key: str, zone: str, index: int, view: CardView, table: "TableScene") -> None:
        super().__init__()
        self.key = key
        self.zone = zone
        self.index = index
        self.view = view
        self.table = table
        self.focused = False
        self.draggable = False
        self._drag_from: QPointF | None = None
        self._press: QPointF | None = None
        self._dragging = False
        self.setAcceptHoverEvents(True)
        self._apply_view()

    @property
    def card_id(self) -> str | None:
        return self.view.id

    @property
    def is_token(self) -> bool:
        return self.view.kind != "card"

    def _apply_view(self) -> None:
        self.setToolTip(self.view.tooltip or self.view.accessible)
        self.setTransformOriginPoint(self.boundingRect().center())
        self.setRotation(180 if self.view.rotated else 0)

    def set_view(self, view: CardView, zone: str, index: int) -> None:
        self.zone, self.index = zone, index
        if view != self.view:
            self.view = view
            self._apply_view()
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        if self.is_token:
            return QRectF(0, 0, TOKEN, TOKEN)
        return QRectF(0, 0, CARD_W, CARD_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.boundingRect()
        t = painter.worldTransform()
        scale = max(abs(t.m11()) + abs(t.m21()), 0.05)
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        pixmap: QPixmap = render_sprite(self.view, self.table.style, rect.width() * scale * ratio,
                                        rect.height() * scale * ratio)
        if t.m12() == 0 and t.m21() == 0 and t.m11() > 0 and t.m22() > 0:
            # plain scale + move: blit the pixmap 1:1 in device pixels
            target = t.mapRect(rect)
            painter.save()
            painter.resetTransform()
            painter.drawPixmap(target.topLeft().toPoint(), pixmap)
            painter.restore()
        else:
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if self.focused:
            painter.setPen(QPen(QColor("#00e5ff"), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 9, 9)

    # -- mouse ---------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        event.accept()
        if not self.draggable:
            return
        self._press = event.scenePos()
        self._drag_from = self.pos()
        self._dragging = False

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
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
    """Draws a TableView into zones; emits ``sigMessage`` with drop refusals."""

    sigMessage = Signal(str)
    sigIdle = Signal()
    sigContextMenu = Signal(object, object)  # (list of (label, payload), QPoint)

    def __init__(self, controller: TableController | None = None, style: TableStyle | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.style = style or TableStyle()
        self.layout: Layout | None = None
        self.view: TableView | None = None
        self.zones: dict[str, ZoneItem] = {}
        self.sprites: dict[str, CardSprite] = {}
        self._links: list[QGraphicsLineItem] = []
        self._animations: dict[str, QPropertyAnimation] = {}
        self._targets: set[str] = set()
        self._home: dict[str, QPointF] = {}
        self._felt: tuple | None = None
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # -- building ------------------------------------------------------------
    def set_style(self, style: TableStyle) -> None:
        self.style = style
        for s in self.sprites.values():
            s.update()
        self.update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        """The felt: a radial gradient, painted once per size and then blitted."""
        r = self.sceneRect()
        t = painter.worldTransform()
        if t.m12() or t.m21() or t.m11() <= 0 or t.m22() <= 0:
            painter.fillRect(rect, QColor(self.style.table_rgb))
            return
        device = t.mapRect(r)
        key = (self.style.table_rgb, round(device.width()), round(device.height()))
        if self._felt is None or self._felt[0] != key:
            pix = QPixmap(max(1, key[1]), max(1, key[2]))
            p = QPainter(pix)
            base = QColor(self.style.table_rgb)
            grad = QRadialGradient(pix.rect().center(), max(pix.width(), pix.height()) * 0.7)
            grad.setColorAt(0.0, base.lighter(118))
            grad.setColorAt(1.0, base.darker(130))
            p.fillRect(pix.rect(), grad)
            p.end()
            self._felt = (key, pix)
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(device.topLeft().toPoint(), self._felt[1])
        painter.restore()

    def set_layout(self, layout: Layout) -> None:
        if layout == self.layout:
            return
        for item in self.zones.values():
            self.removeItem(item)
        for s in self.sprites.values():
            self.removeItem(s)
        self.sprites.clear()
        self.zones = {}
        self.layout = layout
        for spec in layout.zones:
            item = ZoneItem(spec)
            self.addItem(item)
            self.zones[spec.id] = item
        m = 0.6 * UNIT
        self.setSceneRect(QRectF(-m * 0.5, -m * 0.5, layout.width * UNIT + m, layout.height * UNIT + m))

    def show_view(self, view: TableView, layout: Layout | None = None, animate: bool = True) -> None:
        if layout is not None:
            self.set_layout(layout)
        if self.layout is None:
            raise RuntimeError("show_view needs a layout first")
        self.view = view
        wanted: dict[str, tuple[str, int, CardView, QPointF, float]] = {}
        zone_views = view.zone_map
        for zone_id, item in self.zones.items():
            zv = zone_views.get(zone_id)
            cards = zv.cards if zv is not None else ()
            item.set_label(zv.label if zv is not None and zv.label else item.spec.label)
            item.set_state(active=bool(zv and zv.highlight), target=False)
            for z, (idx, offset) in enumerate(card_offsets(item.spec, cards)):
                cv = cards[idx]
                key = cv.id if cv.id is not None else f"#{zone_id}:{idx}:{cv.kind}"
                wanted[key] = (zone_id, idx, cv, item.pos() + offset, float(z + (100 if cv.kind != "card" else 0)))
        removed = {k: s for k, s in self.sprites.items() if k not in wanted}
        spare_starts = [s.pos() for s in removed.values()]
        for key, sprite in removed.items():
            self._stop(key)
            self.removeItem(sprite)
            del self.sprites[key]
        ms = self.style.animation_ms if animate else 0
        for key, (zone_id, idx, cv, pos, z) in wanted.items():
            sprite = self.sprites.get(key)
            if sprite is None:
                sprite = CardSprite(key, zone_id, idx, cv, self)
                sprite.setPos(spare_starts.pop(0) if (spare_starts and ms) else pos)
                self.addItem(sprite)
                self.sprites[key] = sprite
            else:
                sprite.set_view(cv, zone_id, idx)
            sprite.setZValue(z)
            self._home[key] = pos
            self._move(sprite, pos, ms)
        self._draw_links(view)
        self.refresh_interaction()
        if not self._animations:
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
                line = self.addLine(ra.x(), ra.y(), rb.x(), rb.y(), pen)
                line.setZValue(50)
                self._links.append(line)

    def refresh_interaction(self) -> None:
        for sprite in self.sprites.values():
            can = bool(self.controller and self.controller.can_drag(sprite.zone, sprite.card_id))
            sprite.draggable = can
            sprite.setCursor(Qt.CursorShape.OpenHandCursor if can else Qt.CursorShape.ArrowCursor)

    # -- animation -------------------------------------------------------------
    def _move(self, sprite: CardSprite, pos: QPointF, ms: int) -> None:
        if sprite.pos() == pos:
            return
        self._stop(sprite.key)
        if ms <= 0:
            sprite.setPos(pos)
            return
        anim = QPropertyAnimation(sprite, b"pos", self)
        anim.setDuration(ms)
        anim.setEndValue(pos)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        key = sprite.key
        anim.finished.connect(lambda k=key: self._finished(k))
        self._animations[key] = anim
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

    # -- drag and drop ---------------------------------------------------------
    def begin_drag(self, sprite: CardSprite) -> None:
        self._stop(sprite.key)
        self._targets = self.controller.drag_targets(sprite.zone, sprite.card_id) if self.controller else set()
        for zid, item in self.zones.items():
            item.set_state(item.active, zid in self._targets)

    def drag_moved(self, sprite: CardSprite) -> None:
        pass

    def zone_at(self, pos: QPointF, prefer: set[str] | None = None) -> str | None:
        """The zone under ``pos``; near misses snap to a preferred (legal) zone."""
        hits = [zid for zid, item in self.zones.items() if item.sceneBoundingRect().contains(pos)]
        if prefer:
            for zid in hits:
                if zid in prefer:
                    return zid
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
            item.set_state(item.active, False)
        target = self.zone_at(pos, targets)
        reason: str | None = "Drop the card on a highlighted place."
        if target is not None and target != sprite.zone and self.controller is not None:
            reason = self.controller.drop(sprite.zone, sprite.card_id, target)
        elif target == sprite.zone:
            reason = ""  # dropped back where it was: not an error
        if reason is not None:
            if reason:
                self.sigMessage.emit(reason)
            self.bounce(sprite)

    def bounce(self, sprite: CardSprite) -> None:
        if sprite.scene() is not self:
            return
        home = self._home.get(sprite.key)
        if home is not None:
            self._move(sprite, home, max(150, self.style.animation_ms))
        z = self._home_z(sprite)
        sprite.setZValue(z)

    def _home_z(self, sprite: CardSprite) -> float:
        return float(sprite.index) + (100 if sprite.is_token else 0)

    def activate(self, sprite: CardSprite) -> None:
        if self.controller is None:
            return
        if sprite.scene() is self and self.mouseGrabberItem() is sprite:
            sprite.ungrabMouse()  # a dialog may open; the card must not keep the mouse
        reason = self.controller.activate(sprite.zone, sprite.card_id)
        if reason:
            self.sigMessage.emit(reason)

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
