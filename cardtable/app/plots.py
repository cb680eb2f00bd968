"""Plots of a game's chart (``GameDef.chart``) drawn with pyqtgraph, for the
chart dock and as pictures for the story summary (:mod:`.charts` shows them).

pyqtgraph (with numpy) takes most of a second to import, so it is imported
only when the first chart is actually drawn, never when this module loads.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtWidgets import QWidget

from cardtable.engine.view import ChartData
from cardtable.table.plaintext import display, markup

# Okabe & Ito's colour-blind-safe palette (yellow last: weak on white).
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#56B4E9", "#CC79A7", "#000000", "#F0E442")
LINE_STYLES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)
SYMBOLS = ("o", "s", "t", "d", "+", "x", "star", "h")  # pyqtgraph's marker shapes


def series_pen_style(index: int) -> tuple[str, Qt.PenStyle, str]:
    """Colour, dash and marker for series ``index``. Lines stay apart without
    colour too (a printout in black and white, a reader who cannot tell two
    colours apart): neighbours differ in dash and every one of the first
    eight in its marker; up to 32 series differ in colour and dash. The
    pair a reader matches against the legend, colour and marker, is never
    the same for two of the first 64 series: each time the colours come
    round again, the markers start one further on."""
    colours = len(PALETTE)
    style = LINE_STYLES[(index + index // colours) % len(LINE_STYLES)]
    return PALETTE[index % colours], style, SYMBOLS[(index + index // colours) % len(SYMBOLS)]


# the fills bars take each time the colours come round again (solid first)
FILLS = (Qt.BrushStyle.SolidPattern, Qt.BrushStyle.BDiagPattern, Qt.BrushStyle.CrossPattern,
         Qt.BrushStyle.Dense4Pattern)


def series_fill(index: int) -> tuple[str, Qt.BrushStyle]:
    """Colour and fill of bar series ``index`` (a seat's win-rate bars):
    the first eight are solid colours; each time the colours come round
    again the bars are hatched another way, so no two of the first 32 bars
    (a table of nine or twelve seats) look alike."""
    colours = len(PALETTE)
    return PALETTE[index % colours], FILLS[(index // colours) % len(FILLS)]


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
    plot.setAccessibleName(display(data.title))
    fill_plot(plot, data)
    return plot


def fill_plot(plot: Any, data: ChartData) -> None:
    import pyqtgraph as pg

    item = plot.getPlotItem()
    item.clear()
    if item.legend is None:
        item.addLegend(offset=(10, 10), labelTextColor="#222", brush=pg.mkBrush(255, 255, 255, 210))
    item.legend.clear()
    # pyqtgraph reads titles, labels and legend entries as HTML: the
    # series are often players' names, so all of them go in escaped
    item.setTitle(markup(data.title), color="#222", size="11pt")
    item.setLabel("bottom", markup(data.x_label), color="#333")
    item.setLabel("left", markup(data.y_label), color="#333")
    item.showGrid(x=True, y=True, alpha=0.2)
    for axis in ("bottom", "left"):
        item.getAxis(axis).setPen(pg.mkPen("#555"))
        item.getAxis(axis).setTextPen(pg.mkPen("#333"))
    xs = list(data.x)
    for i, (name, ys) in enumerate(data.series):
        colour, style, symbol = series_pen_style(i)
        n = min(len(xs), len(ys))
        pen = pg.mkPen(colour, width=2.5, style=style)
        item.plot(xs[:n], list(ys[:n]), pen=pen, name=markup(name), symbol=symbol, symbolSize=6,
                  symbolPen=pg.mkPen(colour), symbolBrush=pg.mkBrush(colour))
    _set_ranges(item, data)
    step = whole_step(xs)
    item.getAxis("bottom").setTickSpacing(*((step, step) if step else (None, None)))


def whole_step(xs) -> int | None:
    """The tick step of an axis counting whole things (rounds, moves): a
    whole number, about ten ticks at most, so it never reads "0.5 rounds";
    None when the values are not all whole (the axis chooses)."""
    if not xs or any(float(x) != int(x) for x in xs):
        return None
    span, scale = max(xs) - min(xs), 1
    while True:
        for step in (scale, 2 * scale, 5 * scale):  # 1, 2, 5, 10, 20, 50, ...
            if span / step <= 10:
                return step
        scale *= 10


def chart_ranges(data: ChartData) -> tuple[tuple[float, float], tuple[float, float]]:
    """The x and y ranges the axes show: the data's own, widened to at least
    one unit either way when the data is flat (a single point, or lines that
    have not moved yet), so the axes never read "−0.4…0.4 (×0.001)"."""
    xs = [float(x) for x in data.x]
    ys = [float(y) for _, series in data.series for y in list(series)[: len(xs)]]
    x0, x1 = (min(xs), max(xs)) if xs else (0.0, 1.0)
    y0, y1 = (min(ys), max(ys)) if ys else (0.0, 1.0)
    if x1 - x0 < 1:
        x1 = x0 + 1
    if y1 - y0 < 1:
        y0, y1 = (min(y0, 0.0), max(y1, 1.0)) if y0 >= 0 else (y0 - 1, y1 + 1)
    return (x0, x1), (y0, y1)


def _set_ranges(item: Any, data: ChartData) -> None:
    (x0, x1), (y0, y1) = chart_ranges(data)
    item.disableAutoRange()
    item.setXRange(x0, x1, padding=0.02)
    item.setYRange(y0, y1, padding=0.05)


def has_lines(data: ChartData | None) -> bool:
    """Whether a chart has a line to draw: some series with two points."""
    n = len(data.x) if data is not None else 0
    return data is not None and n >= 2 and any(len(list(ys)[:n]) >= 2 for _, ys in data.series)


def widget_png(widget: QWidget) -> bytes:
    image = widget.grab().toImage()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(QByteArray(buffer.data()))


def chart_png(data: ChartData, width: int = 720, height: int = 400) -> bytes:
    """``data`` drawn as a PNG image (for the story summary)."""
    from .summary.qt_app import ensure_app

    ensure_app()
    plot = build_plot(data)
    try:
        plot.resize(width, height)
        return widget_png(plot)
    finally:
        plot.deleteLater()


def match_chart_png(match: Any, width: int = 720, height: int = 400) -> bytes | None:
    """The match's chart as PNG bytes, or ``None`` when the game has none."""
    data = match_chart(match)
    if data is None or not data.series:
        return None
    return chart_png(data, width, height)
