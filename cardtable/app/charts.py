"""Charts of a game over time (``GameDef.chart``), drawn with pyqtgraph.

pyqtgraph (with numpy) takes most of a second to import, so it is imported
only when the first chart is actually drawn, never when this module loads.

- :func:`match_chart` asks the game for its :class:`ChartData`;
- :class:`ChartDock` is the dock showing it ("No chart for this game" when
  the game offers none); call :meth:`ChartDock.refresh` after each move;
- :func:`chart_png` renders a ChartData to PNG bytes (for the summary).
"""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QStackedWidget, QVBoxLayout, QWidget

from cardtable.engine.view import ChartData

# Okabe & Ito's colour-blind-safe palette (yellow last: weak on white).
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#56B4E9", "#CC79A7", "#000000", "#F0E442")
NO_CHART = "No chart for this game"
NO_DATA = "The chart appears once the game is under way"


def series_pen_style(index: int) -> tuple[str, Qt.PenStyle]:
    """Colour and dash for series ``index``: colours first, then dashes, so
    up to 32 series stay apart."""
    styles = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)
    return PALETTE[index % len(PALETTE)], styles[(index // len(PALETTE)) % len(styles)]


def match_states(match: Any) -> list[Any]:
    """The state after set-up followed by the state after every action."""
    return [match.initial] + [step.state for step in match.steps]


def match_chart(match: Any) -> ChartData | None:
    """The game's chart for ``match``, or ``None`` if it offers none."""
    chart = match.game.chart
    if chart is None:
        return None
    return chart(match_states(match))


def build_plot(data: ChartData, parent: QWidget | None = None) -> QWidget:
    """A pyqtgraph plot widget showing ``data`` (imports pyqtgraph)."""
    import pyqtgraph as pg

    plot = pg.PlotWidget(parent=parent, background="w")
    plot.setAccessibleName(data.title)
    fill_plot(plot, data)
    return plot


def fill_plot(plot: Any, data: ChartData) -> None:
    import pyqtgraph as pg

    item = plot.getPlotItem()
    item.clear()
    if item.legend is None:
        item.addLegend(offset=(10, 10), labelTextColor="#222", brush=pg.mkBrush(255, 255, 255, 210))
    item.legend.clear()
    item.setTitle(data.title, color="#222", size="11pt")
    item.setLabel("bottom", data.x_label, color="#333")
    item.setLabel("left", data.y_label, color="#333")
    item.showGrid(x=True, y=True, alpha=0.2)
    for axis in ("bottom", "left"):
        item.getAxis(axis).setPen(pg.mkPen("#555"))
        item.getAxis(axis).setTextPen(pg.mkPen("#333"))
    xs = list(data.x)
    for i, (name, ys) in enumerate(data.series):
        colour, style = series_pen_style(i)
        n = min(len(xs), len(ys))
        pen = pg.mkPen(colour, width=2.5, style=style)
        item.plot(xs[:n], list(ys[:n]), pen=pen, name=name)
    item.enableAutoRange()


class ChartDock(QDockWidget):
    """A dock with the game's chart; :meth:`refresh` redraws it from a match."""

    def __init__(self, parent: QWidget | None = None, title: str = "Chart") -> None:
        super().__init__(title, parent)
        self.setObjectName("chartDock")
        self._stack = QStackedWidget(self)
        self._message = QLabel(NO_CHART, self._stack)
        self._message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._message.setWordWrap(True)
        self._stack.addWidget(self._message)
        self._plot: Any = None
        self.data: ChartData | None = None
        holder = QWidget(self)
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self._stack)
        self.setWidget(holder)

    @property
    def message(self) -> str:
        """The text shown instead of a chart ('' while a chart is shown)."""
        return "" if self._stack.currentWidget() is not self._message else self._message.text()

    @property
    def plot_widget(self) -> Any:
        return self._plot

    def refresh(self, match: Any | None) -> None:
        """Redraw from ``match`` (``None``: no game open)."""
        if match is None or match.game.chart is None:
            self.show_data(None, NO_CHART)
            return
        self.show_data(match_chart(match), NO_DATA)

    def show_data(self, data: ChartData | None, empty_text: str = NO_CHART) -> None:
        self.data = data
        if data is None or not data.series:
            self._message.setText(empty_text)
            self._stack.setCurrentWidget(self._message)
            return
        if self._plot is None:
            self._plot = build_plot(data, self._stack)
            self._stack.addWidget(self._plot)
        else:
            fill_plot(self._plot, data)
        self._stack.setCurrentWidget(self._plot)


def chart_png(data: ChartData, width: int = 720, height: int = 400) -> bytes:
    """``data`` drawn as a PNG image (for the story summary)."""
    from .summary_qt import ensure_app

    ensure_app()
    plot = build_plot(data)
    try:
        plot.resize(width, height)
        image = plot.grab().toImage()
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        return bytes(QByteArray(buffer.data()))
    finally:
        plot.deleteLater()


def match_chart_png(match: Any, width: int = 720, height: int = 400) -> bytes | None:
    """The match's chart as PNG bytes, or ``None`` when the game has none."""
    data = match_chart(match)
    if data is None or not data.series:
        return None
    return chart_png(data, width, height)


__all__: Sequence[str] = (
    "ChartDock", "PALETTE", "NO_CHART", "build_plot", "chart_png", "match_chart", "match_chart_png",
    "match_states", "series_pen_style",
)
