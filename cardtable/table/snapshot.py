"""Render a table view to an image offscreen (CLI snapshots, miniatures,
the summary's picture of the final table, benchmarks)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen

from cardtable.engine.protocol import GameDef, PlayerSpec, Setup
from cardtable.engine.view import Layout, StoryPicture, TableView

from cardtable.words import tr

from .scene import UNIT, TableScene
from .style import TableStyle


MIN_SIDE, MAX_SIDE = 200, 8000  # pixels: the widths an image may be asked for, and the most any side gets


def check_width(width: int) -> None:
    if not isinstance(width, int) or not MIN_SIDE <= width <= MAX_SIDE:
        raise ValueError(tr("an image must be {least} to {most} pixels wide, not {width}").format(
            least=MIN_SIDE, most=MAX_SIDE, width=width))


def image_size(width: int, source: QRectF) -> tuple[int, int]:
    """``(width, height)`` of an image of ``source``, ``width`` pixels wide
    (``MIN_SIDE`` to ``MAX_SIDE``, else ValueError); the height follows the
    aspect, at most ``MAX_SIDE`` (the picture then shrinks to fit it)."""
    check_width(width)
    if not source.width() > 0 or not source.height() > 0:
        return width, max(1, width * 3 // 4)
    return width, max(1, min(MAX_SIDE, int(width * source.height() / source.width())))


def _scale(width: int, height: int, source: QRectF) -> float:
    """Pixels per scene unit to fit ``source`` into ``width`` x ``height``."""
    if not source.width() > 0 or not source.height() > 0:
        return 1.0
    return min(width / source.width(), height / source.height())


def render_view(view: TableView, layout: Layout, width: int = 1280, style: TableStyle | None = None) -> QImage:
    """Draw ``view`` into a new image ``width`` pixels wide (aspect kept;
    see :func:`image_size` for the bounds)."""
    check_width(width)
    scene = TableScene(None, style)
    scene.show_view(view, layout, animate=False)
    rect = scene.sceneRect()
    width, height = image_size(width, rect)
    scene.set_device_scale(_scale(width, height, rect))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, width, height), rect, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    scene.clear()
    return image


def render_picture(picture: StoryPicture, layout: Layout, width: int = 1600,
                   style: TableStyle | None = None) -> QImage:
    """Draw a story picture: its view cropped to the zones that matter (its
    ``focus``, or every zone holding a card), ``width`` pixels wide, with its
    paths drawn over the cards as numbered routes."""
    check_width(width)
    scene = TableScene(None, style)
    scene.show_view(picture.view, layout, animate=False)
    source = _focus_rect(scene, picture)
    width, height = image_size(width, source)
    scale = _scale(width, height, source)
    scene.set_device_scale(scale)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, width, height), source, Qt.AspectRatioMode.KeepAspectRatio)
    for path in picture.paths:
        points = [(scene.zones[z].sceneBoundingRect().center() - source.topLeft()) * scale
                  for z in path.zones if z in scene.zones]
        _draw_route(painter, points, QColor(path.colour), scale)
    painter.end()
    scene.clear()
    return image


def _focus_rect(scene: TableScene, picture: StoryPicture) -> QRectF:
    """The part of the table a picture shows, with a small margin."""
    wanted = set(picture.focus) or {z.id for z in picture.view.zones if z.cards}
    rect = QRectF()
    for zone_id, item in scene.zones.items():
        if zone_id in wanted:
            rect = rect.united(item.sceneBoundingRect())
    for sprite in scene.sprites.values():
        if sprite.zone in wanted:
            rect = rect.united(sprite.sceneBoundingRect())
    if rect.isEmpty():
        return scene.sceneRect()
    margin = 0.08 * min(rect.width(), rect.height()) + 8
    return rect.adjusted(-margin, -margin, margin, margin).intersected(scene.sceneRect())


def _draw_route(painter: QPainter, points: list[QPointF], colour: QColor, scale: float) -> None:
    """A thick line through ``points`` with a numbered dot at each stop
    (a stop visited twice in a row is drawn once)."""
    stops: list[QPointF] = []
    for p in points:
        if not stops or (p - stops[-1]).manhattanLength() > 1:
            stops.append(p)
    if not stops:
        return
    size = max(10.0, 0.34 * UNIT * scale)  # a third of a card's width
    outline = QPen(QColor(0, 0, 0, 170), size * 0.42, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                   Qt.PenJoinStyle.RoundJoin)
    line = QPen(colour, size * 0.26, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    if len(stops) > 1:
        path = QPainterPath(stops[0])
        for p in stops[1:]:
            path.lineTo(p)
        for pen in (outline, line):
            painter.strokePath(path, pen)
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(8, int(size * 0.55)))
    painter.setFont(font)
    for i, p in enumerate(stops, start=1):
        dot = QRectF(p.x() - size / 2, p.y() - size / 2, size, size)
        painter.setPen(QPen(QColor(0, 0, 0, 200), max(1.0, size * 0.08)))
        painter.setBrush(colour)
        painter.drawEllipse(dot)
        painter.setPen(QColor("#000000"))
        painter.drawText(dot, int(Qt.AlignmentFlag.AlignCenter), str(i))


def opening_setup(game: GameDef, players: int | None = None, seed: int = 1) -> Setup:
    n = players or game.default_players
    return Setup(tuple(PlayerSpec(tr("Player {number}").format(number=i + 1)) for i in range(n)), {}, seed)


def render_opening(game: GameDef, players: int | None = None, seed: int = 1, width: int = 1280,
                   viewer: int | None = 0, style: TableStyle | None = None) -> QImage:
    """The opening table of ``game`` as ``viewer`` sees it."""
    setup = game.normalise(opening_setup(game, players, seed))
    state = game.create(setup)
    layout = game.layout(setup.count, setup.options, viewer)
    return render_view(game.view(state, viewer), layout, width, style)
