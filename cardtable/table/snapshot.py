"""Render a table view to an image offscreen (CLI snapshots, miniatures,
the summary's picture of the final table, benchmarks)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from cardtable.engine.protocol import GameDef, PlayerSpec, Setup
from cardtable.engine.view import Layout, TableView

from .scene import TableScene
from .style import TableStyle


def render_view(view: TableView, layout: Layout, width: int = 1280, style: TableStyle | None = None) -> QImage:
    """Draw ``view`` into a new image ``width`` pixels wide (aspect kept)."""
    scene = TableScene(None, style)
    scene.show_view(view, layout, animate=False)
    rect = scene.sceneRect()
    height = max(1, int(width * rect.height() / rect.width()))
    scene.set_device_scale(min(width / rect.width(), height / rect.height()))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, width, height), rect, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    scene.clear()
    return image


def opening_setup(game: GameDef, players: int | None = None, seed: int = 1) -> Setup:
    n = players or game.default_players
    return Setup(tuple(PlayerSpec(f"Player {i + 1}") for i in range(n)), {}, seed)


def render_opening(game: GameDef, players: int | None = None, seed: int = 1, width: int = 1280,
                   viewer: int | None = 0, style: TableStyle | None = None) -> QImage:
    """The opening table of ``game`` as ``viewer`` sees it."""
    setup = game.normalise(opening_setup(game, players, seed))
    state = game.create(setup)
    layout = game.layout(setup.count, setup.options, viewer)
    return render_view(game.view(state, viewer), layout, width, style)
