"""The chart dock: a game's chart over time (``GameDef.chart``, drawn by
:mod:`.plots` with pyqtgraph, which is imported only when the first chart is
drawn) and the win rates of bot games.

- :class:`ChartDock` is the dock showing the chart ("No chart for this game"
  when the game offers none); call :meth:`ChartDock.refresh` after each move;
- :func:`fill_win_rates` draws the win rate by seat of bot games per
  variant (bars with their 95 % intervals, a mark at an even share), used by
  ``cardtable sweep --chart`` (:func:`sweep_chart_png`) and by the dock's
  *Win rates* tab (:class:`WinRatePanel`), which plays bot games with the
  current game's options on worker processes without blocking the window.
"""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine.view import ChartData
from cardtable.table.plaintext import PlainLabel, markup
from cardtable.engine.i18n import number, percent
from cardtable.words import tr

from .batch_runner import BatchRunner
from .plots import (  # noqa: F401  (read from here too)
    PALETTE, build_plot, chart_png, fill_plot, has_lines, match_chart, match_chart_png, match_states,
    series_fill, series_pen_style, widget_png,
)

# the words shown instead of a chart (tr() where shown)
NO_CHART = QT_TRANSLATE_NOOP("", "No chart for this game")
NO_DATA = QT_TRANSLATE_NOOP("", "The chart appears once the game is under way")
CHART_HEIGHT = 200  # the height the chart asks for under the dock's title (it may be dragged taller)
PLOT_MIN_HEIGHT = 80  # the least a chart in the dock takes (the win rates' under their text)




class _Strip(QWidget):
    """The chart dock's content, asking for a strip of the window whatever
    the plot and its legend would take: the table above it keeps most of
    the height. QMainWindow sizes a dock from its content's size hint (not
    the dock's own), and a pyqtgraph view asks for the size it already has,
    so a relayout in that mode handed the chart the height it had and a
    little more, each time."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(super().sizeHint().width(), max(self.minimumSizeHint().height(), CHART_HEIGHT))


class ChartDock(QDockWidget):
    """A dock with the game's chart and, in a second tab, the win rate by
    seat of bot games with the current game's options; :meth:`refresh`
    follows a match."""

    def __init__(self, parent: QWidget | None = None, title: str | None = None) -> None:
        super().__init__(tr("Chart") if title is None else title, parent)
        self.setObjectName("chartDock")
        self.tabs = QTabWidget(self)
        self._stack = QStackedWidget(self.tabs)
        self._message = PlainLabel(tr(NO_CHART), self._stack, lines=0)
        self._message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._stack.addWidget(self._message)
        self._plot: Any = None
        self.data: ChartData | None = None
        self.win_rates = WinRatePanel(self.tabs)
        self.tabs.addTab(self._stack, tr("This game"))
        self.tabs.addTab(self.win_rates, tr("Win rates"))
        holder = _Strip(self)
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.tabs)
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
        self.win_rates.set_match(match)
        if match is None or match.game.chart is None:
            self.show_data(None, NO_CHART)
            return
        self.show_data(match_chart(match), NO_DATA)

    def show_data(self, data: ChartData | None, empty_text: str = NO_CHART) -> None:
        self.data = data
        if data is None or not has_lines(data):  # nothing to draw yet: say so, never empty axes
            self._message.setText(tr(empty_text) if data is None or not data.series else tr(NO_DATA))
            self._stack.setCurrentWidget(self._message)
            return
        if self._plot is None:
            self._plot = build_plot(data, self._stack)
            self._stack.addWidget(self._plot)
        else:
            fill_plot(self._plot, data)
        self._stack.setCurrentWidget(self._plot)


# -- win rate by seat, per variant --------------------------------------------------------

def fill_win_rates(plot: Any, title: str, stats: Sequence[Any]) -> None:
    """Bars of the win rate (in %) of each seat, grouped by variant (a
    :class:`cardtable.sweep.VariantStats` each), with their 95 % intervals as
    error bars and a dashed mark at an even share (100 % / players)."""
    import numpy as np
    import pyqtgraph as pg

    item = plot.getPlotItem()
    item.clear()
    if item.legend is None:
        item.addLegend(offset=(10, 10), labelTextColor="#222", brush=pg.mkBrush(255, 255, 255, 210))
    item.legend.clear()
    item.setTitle(markup(title), color="#222", size="11pt")
    item.setLabel("left", tr("Win rate (%), with 95% interval"), color="#333")
    item.setLabel("bottom", tr("Variant"), color="#333")
    item.showGrid(x=False, y=True, alpha=0.25)
    for axis in ("bottom", "left"):
        item.getAxis(axis).setPen(pg.mkPen("#555"))
        item.getAxis(axis).setTextPen(pg.mkPen("#333"))
    most = max((len(s.seats) for s in stats), default=0)
    item.legend.setColumnCount(most + 1)  # one row across the top
    for seat in range(most):
        xs, ys, lows, highs, widths = [], [], [], [], []
        for i, s in enumerate(stats):
            if seat < len(s.seats):
                x = s.seats[seat]
                step = 0.8 / len(s.seats)
                xs.append(i - 0.4 + (seat + 0.5) * step)
                widths.append(step * 0.85)
                ys.append(100 * x.win_rate)
                lows.append(100 * (x.win_rate - x.low))
                highs.append(100 * (x.high - x.win_rate))
        colour, fill = series_fill(seat)
        bars = pg.BarGraphItem(x=xs, height=ys, width=widths, brush=QBrush(QColor(colour), fill),
                               pen=pg.mkPen("#333", width=0.5))
        item.addItem(bars)
        item.legend.addItem(bars, tr("Seat {number}").format(number=seat + 1))
        item.addItem(pg.ErrorBarItem(x=np.array(xs), y=np.array(ys), top=np.array(highs),
                                     bottom=np.array(lows), beam=min(widths) * 0.35, pen=pg.mkPen("#222", width=1.2)))
    fair_pen = pg.mkPen("#444", width=1.5, style=Qt.PenStyle.DashLine)
    for i, s in enumerate(stats):
        even = item.plot([i - 0.45, i + 0.45], [100 / len(s.seats)] * 2, pen=fair_pen)
        if i == 0:
            item.legend.addItem(even, tr("Even share"))
    bottom = item.getAxis("bottom")
    bottom.enableAutoSIPrefix(False)
    bottom.setTicks([[(i, s.variant.short_label) for i, s in enumerate(stats)]])
    top = max((100 * x.high for s in stats for x in s.seats), default=100)
    item.setXRange(-0.6, len(stats) - 0.4, padding=0)
    item.setYRange(0, min(100, top) * 1.18 + 3, padding=0)  # room for the legend above the bars


def win_rate_title(game_title: str, games: int) -> str:
    return tr("{game}: win rate by seat ({games} bot games per variant)").format(
        game=game_title, games=number(games))


def sweep_chart_png(game: Any, stats: Sequence[Any], games: int, height: int = 520) -> bytes:
    """The win-rate chart of a sweep as PNG bytes (about 170 pixels per
    variant, at least 900 wide), for ``cardtable sweep --chart``."""
    import pyqtgraph as pg

    from .summary.qt_app import ensure_app

    ensure_app()
    plot = pg.PlotWidget(background="w")
    try:
        fill_win_rates(plot, win_rate_title(game.title, games), stats)
        plot.resize(max(900, 60 + 170 * len(stats)), height)
        return widget_png(plot)
    finally:
        plot.deleteLater()


class WinRatePanel(QWidget):
    """Plays bot games with the current game's players and options on every
    core (worker processes, polled from the event loop, so the window stays
    responsive) and charts the win rate by seat. Seeded from the game's own
    seed, so the same game gives the same chart. ``sigFinished`` is emitted
    when a chart is drawn (or the run failed)."""

    sigFinished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("winRatePanel")
        self.games = QSpinBox(self)
        self.games.setRange(10, 1_000_000)
        self.games.setSingleStep(100)
        self.games.setValue(1000)
        self.games.setSuffix(tr(" games", "after the number of bot games to play"))
        self.games.setAccessibleName(tr("Bot games to play"))
        self.button = QPushButton(tr("Play bot games"), self)
        self.button.clicked.connect(self._toggle)
        self.progress = QProgressBar(self)
        self.progress.setVisible(False)
        # two lines each at most (the whole text is their tooltip): the panel
        # lives in the chart dock's strip, CHART_HEIGHT, with the chart below
        self.about = PlainLabel("", self, lines=2)  # names the game
        self.status = PlainLabel("", self, lines=2)  # may quote what went wrong
        self._plot: Any = None
        self._layout = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(self.about, 1)
        row.addWidget(self.games)
        row.addWidget(self.button)
        self._layout.addLayout(row)
        self._layout.addWidget(self.progress)
        self._layout.addWidget(self.status)
        self._layout.addStretch(1)
        self.runner = BatchRunner(self, self.progress, self.button, self.status, tr("Play bot games"), tr("Stop"))
        self.runner.sigDone.connect(self._finished)
        self._key: tuple | None = None
        self._game: Any = None
        self._setup: Any = None
        self.stats: list[Any] = []
        self.set_match(None)

    @property
    def plot_widget(self) -> Any:
        return self._plot

    @property
    def running(self) -> bool:
        return self.runner.running

    def set_match(self, match: Any | None) -> None:
        """Follow the game of ``match``: a new game or new options forget the
        chart of the old ones (and stop a run for them)."""
        key = None if match is None else (match.game.id, match.setup.count,
                                          tuple(sorted(match.setup.options.items())), match.setup.seed)
        if key == self._key:
            return
        self.runner.stop()
        self._key = key
        self._game = None if match is None else match.game
        self._setup = None if match is None else match.setup
        self.stats = []
        if self._plot is not None:
            self._plot.setVisible(False)
        self.button.setEnabled(match is not None)
        if match is None:
            self.about.setText(tr("Open a game to see how often each seat wins with its options."))
            self.status.setText("")
            return
        self.about.setText(tr("How often does each seat win {game} with %n player(s) and these options? Let bots "
                              "play it many times to find out; you can go on playing meanwhile.", "",
                              match.setup.count).format(game=match.game.title))
        self.status.setText("")

    def start(self) -> None:
        from cardtable.sweep import Batch, SweepError, Variant

        if self._game is None or self.running:
            return
        defaults = {spec.key: spec.default for spec in self._game.options}
        changed = sorted((k, v) for k, v in self._setup.options.items() if defaults.get(k, v) != v or k not in defaults)
        variant = Variant(self._setup.count, tuple(changed))  # named by the options that differ from the defaults
        game, games, seed = self._game, self.games.value(), self._setup.seed
        try:
            self.runner.start(lambda pool, jobs: Batch(pool, game, [variant], games, seed, jobs))
        except SweepError as err:
            self.status.setText(str(err))
            self.sigFinished.emit()

    def _toggle(self) -> None:
        if self.running:
            self.runner.stop()
            self.status.setText(tr("Stopped."))
        else:
            self.start()

    def _finished(self, batch: Any) -> None:
        try:
            self.stats = batch.results()
        except Exception as err:  # a bug in a game's bot: say so, keep the window
            self.status.setText(tr("The bot games stopped: {error}").format(error=err))
            self.sigFinished.emit()
            return
        self._draw(batch.games)
        self.sigFinished.emit()

    def _draw(self, games: int) -> None:
        import pyqtgraph as pg

        if self._plot is None:
            self._plot = pg.PlotWidget(self, background="w")
            # a small minimum: the dock's content may not be smaller than
            # what it holds, and a tall chart took the table's room for good
            self._plot.setMinimumHeight(PLOT_MIN_HEIGHT)
            self._layout.insertWidget(self._layout.count() - 1, self._plot, 10)
        self._plot.setVisible(True)
        fill_win_rates(self._plot, win_rate_title(self._game.title, games), self.stats)
        self._plot.setAccessibleName(tr("Win rate by seat"))
        s = self.stats[0]
        lines = [tr("{finished} of {games} games finished, {moves} moves on average").format(
            finished=number(s.completed), games=number(s.games), moves=number(round(s.mean_moves)))]
        if s.round_limit:
            lines.append(tr("%n stopped at the round limit", "", s.round_limit))
        wins = ", ".join(tr("seat {number} {rate}").format(number=x.seat + 1, rate=percent(x.win_rate, 0))
                         for x in s.seats)
        self.status.setText(tr("{results}. Wins: {wins}.").format(results="; ".join(lines), wins=wins))

    def shut_down(self) -> None:
        """Stop any run and the worker processes (the window is closing)."""
        self.runner.shut_down()

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.shut_down()
        super().closeEvent(event)


__all__ = (
    "ChartDock", "PALETTE", "NO_CHART", "WinRatePanel", "build_plot", "chart_png", "fill_win_rates",
    "match_chart", "match_chart_png", "match_states", "series_fill", "series_pen_style", "sweep_chart_png",
)
