"""The table's background: the felt with every zone's outline and caption,
composed into one layer and blitted.

The layer is composed of cached pixmaps when the size or the layout changes;
a zone whose caption or highlight changed is redrawn in it on its own (with
whatever overlaps it).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QRegion, QTransform
from PySide6.QtWidgets import QGraphicsScene

from .faces import render_felt
from .geometry import outside_strips
from .items import ZoneItem
from .style import TableStyle


class ClothTable(Protocol):
    """What the cloth reads of its scene."""

    style: TableStyle
    zones: dict[str, ZoneItem]

    def sceneRect(self) -> QRectF: ...  # noqa: N802 (Qt)
    def invalidate(self, rect: QRectF, layers: QGraphicsScene.SceneLayer) -> None: ...


class Cloth:
    """The background layer of one scene (see the module's docstring)."""

    def __init__(self, table: ClothTable) -> None:
        self.table = table
        # (key, pixmap, felt, {zone id: (look, scene rectangle)} as painted in it)
        self._layer: tuple | None = None
        self._stale = True
        self._dirty: set[str] = set()

    def draw(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the part ``rect`` of the table (the scene's drawBackground)."""
        style = self.table.style
        table = self.table.sceneRect()
        edge = QColor(style.table_rgb).darker(150)
        for strip in outside_strips(rect, table):  # a window wider or taller than the table
            painter.fillRect(strip, edge)
        t = painter.worldTransform()
        if t.m12() or t.m21() or t.m11() <= 0 or t.m22() <= 0:
            painter.fillRect(rect & table, QColor(style.table_rgb))
            for zone in self.table.zones.values():
                _, pix, r = zone.base()
                painter.drawPixmap(r.topLeft(), pix)
            return
        device = t.mapRect(table)
        w, h = max(1, round(device.width())), max(1, round(device.height()))
        to_layer = t * QTransform.fromTranslate(-device.left(), -device.top())
        key = (style.table_rgb, w, h, to_layer.m11(), to_layer.dx(), to_layer.dy())
        if self._layer is None or self._layer[0] != key or self._stale:
            self._compose(key, to_layer)
        elif self._dirty:
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

    def _compose(self, key: tuple, to_layer: QTransform) -> None:
        felt = render_felt(self.table.style.table_rgb, key[1], key[2])
        layer = felt.copy()
        p = QPainter(layer)
        p.setWorldTransform(to_layer)
        shown = {}
        for zid, zone in self.table.zones.items():
            look, pix, r = zone.base()
            p.drawPixmap(r.topLeft(), pix)
            shown[zid] = (look, r)
        p.end()
        self._layer = (key, layer, felt, shown)
        self._stale = False
        self._dirty.clear()

    def _redraw_zones(self, to_layer: QTransform) -> None:
        """Repaint in the layer only where changed zones were or now are."""
        _key, layer, felt, shown = self._layer
        zones = self.table.zones
        region = QRegion()
        for zid in self._dirty:
            zone = zones.get(zid)
            old = shown.get(zid)
            if old is not None:
                region += to_layer.mapRect(old[1]).toAlignedRect().adjusted(-1, -1, 1, 1)
            if zone is not None:
                look, _pix, r = zone.base()
                region += to_layer.mapRect(r).toAlignedRect().adjusted(-1, -1, 1, 1)
                shown[zid] = (look, r)
        self._dirty.clear()
        if region.isEmpty():
            return
        p = QPainter(layer)
        for part in region:  # the cloth back where the zones were (a plain copy per rectangle)
            p.drawPixmap(part, felt, part)
        p.setClipRegion(region)
        p.setWorldTransform(to_layer)
        for zid, zone in zones.items():
            known = shown.get(zid)
            if known is not None and region.intersects(to_layer.mapRect(known[1]).toAlignedRect()):
                _look, pix, r = zone.base()
                p.drawPixmap(r.topLeft(), pix)
        p.end()

    def zones_changed(self, changed: list[ZoneItem] | None = None) -> None:
        """Zones were placed anew (``changed`` None) or these zones' captions
        or highlights changed: only their part of the table is repainted."""
        background = QGraphicsScene.SceneLayer.BackgroundLayer
        if changed is None:
            self._stale = True
            self.table.invalidate(self.table.sceneRect(), background)
            return
        shown = self._layer[3] if self._layer is not None else {}
        for zone in changed:
            self._dirty.add(zone.spec.id)
            old = shown.get(zone.spec.id)
            area = zone.base()[2]
            if old is not None:
                area = area.united(old[1])
            self.table.invalidate(area.adjusted(-2, -2, 2, 2), background)
