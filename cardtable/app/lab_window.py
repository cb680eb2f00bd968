"""The Lab window (Tools ▸ Designer lab): the designer's lab of ``cardtable
lab`` in a window. Choose a game, its player count, the values to try for
each option and each seat's bot level; run the bot games on this
machine's cores (polled from the event loop, so the window stays live, and
cancelled at will); see the figures as pyqtgraph plots and export the
report as JSON, HTML or PDF, the same files the command writes.

Owns :class:`LabWindow`. The games and figures are cardtable.lab's; the
option values are read by the command line's own reader, so the window and
``cardtable lab`` take the same values the same way.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QFileDialog, QFormLayout, QHBoxLayout, QLabel, QLineEdit,
                               QProgressBar, QPushButton, QScrollArea, QSpinBox, QTabWidget, QVBoxLayout, QWidget)

from cardtable.engine.i18n import _
from cardtable.table.plaintext import PlainLabel, markup
from cardtable.words import tr

from .batch_runner import BatchRunner
from .plots import PALETTE


class LabWindow(QDialog):
    """Tools ▸ Designer lab. ``sigFinished`` is emitted when a run has been
    drawn (or failed, or was cancelled)."""

    sigFinished = Signal()

    def __init__(self, parent: QWidget | None = None, game_id: str | None = None) -> None:
        from cardtable.engine.levels import NAMES
        from cardtable.games import all_games

        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setObjectName("labWindow")
        self.setWindowTitle(tr("Designer lab"))
        self.games_by_id = dict(all_games())
        self.level_names = NAMES
        self.game_box = QComboBox(self)
        for gid, game in self.games_by_id.items():
            self.game_box.addItem(game.title, gid)
        self.game_box.setAccessibleName(tr("Game"))
        self.players = QSpinBox(self)
        self.players.setAccessibleName(tr("Players"))
        self.games = QSpinBox(self)
        self.games.setRange(1, 1_000_000)
        self.games.setValue(200)
        self.games.setAccessibleName(tr("Bot games per variant"))
        self.seed = QSpinBox(self)
        self.seed.setRange(1, 2_000_000_000)
        self.seed.setAccessibleName(tr("Seed"))
        self.option_edits: dict[str, QLineEdit] = {}
        self.option_form = QFormLayout()
        self.seat_boxes: list[QComboBox] = []
        self.seat_form = QFormLayout()
        self.run_button = QPushButton(tr("Run"), self)
        self.run_button.clicked.connect(self._toggle)
        self.export_button = QPushButton(tr("Export report…"), self)
        self.export_button.setEnabled(False)
        self.export_button.clicked.connect(lambda _checked=False: self.export())
        self.progress = QProgressBar(self)
        self.progress.setVisible(False)
        self.status = PlainLabel("", self, lines=3)
        self.tabs = QTabWidget(self)
        self.plots: dict[str, Any] = {}

        choices = QWidget(self)
        column = QVBoxLayout(choices)
        top = QFormLayout()
        top.addRow(tr("Game"), self.game_box)
        top.addRow(tr("Players"), self.players)
        top.addRow(tr("Games per variant"), self.games)
        top.addRow(tr("Seed"), self.seed)
        column.addLayout(top)
        column.addWidget(PlainLabel(tr("Options: the values to try, separated by commas (empty: the default)"),
                                    choices, lines=3))
        column.addLayout(self.option_form)
        column.addWidget(PlainLabel(tr("Each seat's bot level"), choices))
        column.addLayout(self.seat_form)
        column.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidget(choices)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(340)
        left = QVBoxLayout()
        left.addWidget(scroll, 1)
        row = QHBoxLayout()
        row.addWidget(self.run_button)
        row.addWidget(self.export_button)
        left.addLayout(row)
        left.addWidget(self.progress)
        left.addWidget(self.status)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 0)
        layout.addWidget(self.tabs, 1)
        self.runner = BatchRunner(self, self.progress, self.run_button, self.status, tr("Run"), tr("Cancel"))
        self.runner.sigDone.connect(self._finished)
        self._source: dict[str, Any] = {}
        self.report: dict[str, Any] | None = None
        self.game_box.currentIndexChanged.connect(lambda _i: self._game_chosen())
        self.players.valueChanged.connect(lambda _n: self._seats_changed())
        if game_id in self.games_by_id:
            self.game_box.setCurrentIndex(list(self.games_by_id).index(game_id))
        self._game_chosen()
        room = self.screen().availableGeometry()
        self.resize(min(1200, int(room.width() * 0.95)), min(760, int(room.height() * 0.9)))

    # -- the choices --------------------------------------------------------
    @property
    def game(self) -> Any:
        return self.games_by_id[self.game_box.currentData()]

    def _game_chosen(self) -> None:
        game = self.game
        self.players.blockSignals(True)
        self.players.setRange(game.min_players, game.max_players)
        self.players.setValue(game.default_players)
        self.players.blockSignals(False)
        while self.option_form.rowCount():
            self.option_form.removeRow(0)
        self.option_edits = {}
        from cardtable.sweep.variant import option_text

        for spec in game.options:
            edit = QLineEdit(self)
            edit.setPlaceholderText(tr("default: {value}").format(value=option_text(spec.default)))
            label = _(spec.label)  # the option's name, as New game shows it; the key is the command line's
            edit.setAccessibleName(label)
            edit.setToolTip(f"--option {spec.key}=…")  # i18n: not shown as words (the command line's own spelling)
            self.option_edits[spec.key] = edit
            name = QLabel(label, self)
            name.setTextFormat(Qt.TextFormat.PlainText)
            name.setWordWrap(True)
            self.option_form.addRow(name, edit)
        self._seats_changed()

    def _seats_changed(self) -> None:
        while self.seat_form.rowCount():
            self.seat_form.removeRow(0)
        self.seat_boxes = []
        for seat in range(self.players.value()):
            box = QComboBox(self)
            box.addItems(list(self.level_names))
            box.setAccessibleName(tr("Seat {number}'s level").format(number=seat + 1))
            self.seat_boxes.append(box)
            self.seat_form.addRow(tr("Seat {number}").format(number=seat + 1), box)

    def levels(self) -> dict[int, str]:
        return {seat: box.currentText() for seat, box in enumerate(self.seat_boxes) if box.currentIndex() > 0}

    # -- a run --------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.runner.running

    def _toggle(self) -> None:
        if self.running:
            self.cancel()
        else:
            self.start()

    def start(self) -> None:
        from cardtable.engine.levels import CLASSIC
        from cardtable.lab import LabBatch
        from cardtable.sweep import SweepError, variants

        from .commands.arguments import UsageError
        from .commands.sweep import option_grid

        if self.running:
            return
        game = self.game
        pairs = [f"{key}={edit.text()}" for key, edit in self.option_edits.items() if edit.text().strip()]
        try:
            chosen = variants([self.players.value()], option_grid(game, pairs))
            games, seed, levels = self.games.value(), self.seed.value(), self.levels()
            self.runner.start(lambda pool, jobs: LabBatch(pool, game, chosen, games, seed, jobs, levels))
        except (UsageError, SweepError) as err:
            self.status.setText(str(err))
            self.sigFinished.emit()
            return
        self._source = {"kind": "bots", "games": self.games.value(), "seed": self.seed.value(), "think_ms": None,
                        "levels": [self.levels().get(seat, CLASSIC) for seat in range(self.players.value())]}

    def cancel(self) -> None:
        self.runner.stop()
        self.status.setText(tr("Cancelled."))
        self.sigFinished.emit()

    def _finished(self, batch: Any) -> None:
        from cardtable.lab import report

        try:
            self.report = report(self.game, batch.results(), self._source)
        except Exception as err:  # a bug in a game's bot: say so, keep the window
            self.status.setText(tr("The bot games stopped: {error}").format(error=err))
            self.sigFinished.emit()
            return
        self._draw(self.report)
        self.export_button.setEnabled(True)
        v = self.report["variants"][0]
        self.status.setText(tr("%n variant(s), {games} games each. First variant: first-player advantage "
                               "{advantage}, {moves} moves on average, decisiveness {decisiveness}, {changes} lead "
                               "changes a game.", "", len(self.report["variants"])).format(
            games=v["games"], advantage=f"{v['first_player']['advantage']:+.3f}",
            moves=(v["length_moves"] or {}).get("mean", "—"), decisiveness=(v["decisiveness"] or {}).get("mean", "—"),
            changes=(v["lead_changes"] or {}).get("mean", "—")))
        self.sigFinished.emit()

    def shut_down(self) -> None:
        """Stop any run and the worker processes."""
        self.runner.shut_down()

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.shut_down()
        super().closeEvent(event)

    # -- the plots ----------------------------------------------------------
    def _plot(self, name: str, title: str) -> Any:
        import pyqtgraph as pg

        plot = self.plots.get(name)
        if plot is None:
            plot = self.plots[name] = pg.PlotWidget(self, background="w")
            plot.setAccessibleName(title)
            self.tabs.addTab(plot, title)
        item = plot.getPlotItem()
        item.clear()
        item.showGrid(x=False, y=True, alpha=0.25)
        return plot

    def _draw(self, found: Mapping[str, Any]) -> None:
        variants = found["variants"]
        labels, rates, lows, highs = [], [], [], []
        for i, v in enumerate(variants):
            for s in v["seats"]:
                labels.append(str(s["seat"]) if len(variants) == 1 else f"{i + 1}·{s['seat']}")
                rates.append(s["rate"])
                lows.append(s["low"])
                highs.append(s["high"])
        plot = self._plot("seats", tr("Win rates"))
        _bars(plot, labels, rates, lows, highs, fair=1 / variants[0]["players"])
        _axes(plot, tr("Seat") if len(variants) == 1 else tr("Variant · seat"), tr("Win rate (95 % interval)"))
        for name, key, title, along in (("moves", "length_moves", tr("Length"), tr("Moves in a game")),
                                        ("changes", "lead_changes", tr("Lead changes"), tr("Lead changes in a game"))):
            plot = self._plot(name, title)
            _curves(plot, [(v[key] or {}).get("histogram", []) for v in variants])
            _axes(plot, along, tr("Games"))
        effects = found["effects"]
        plot = self._plot("effects", tr("Option effects"))
        _bars(plot, [f"{e['option']}={e['value']}" for e in effects], [e["mean_moves"] for e in effects])
        _axes(plot, tr("Option = value"), tr("Mean moves"))
        skill = found["skill"]
        fair = {r["fair"] for r in skill}
        plot = self._plot("skill", tr("Skill trace"))
        _bars(plot, [r["level"] for r in skill], [r["rate"] for r in skill],
              [r["low"] for r in skill], [r["high"] for r in skill], fair=fair.pop() if len(fair) == 1 else None)
        _axes(plot, tr("Level"), tr("Win share (95 % interval)"))

    # -- the report ---------------------------------------------------------
    def export(self, path: str | None = None) -> bool:
        """Write the report (.json, .html or .pdf, by the name's ending);
        without ``path``, ask for one. False when nothing was written."""
        from pathlib import Path

        from .commands.arguments import write_output
        from .commands.lab import FORMATS, report_bytes

        if self.report is None:
            return False
        if path is None:
            path, _filter = QFileDialog.getSaveFileName(self, tr("Export the lab report"), "lab.html",
                                                        tr("Reports (*.html *.pdf *.json)"))
            if not path:
                return False
        suffix = Path(path).suffix.lower()
        if suffix not in FORMATS:
            self.status.setText(tr("A report is written as .json, .html or .pdf, not {suffix}").format(
                suffix=suffix or "—"))
            return False
        try:
            write_output(Path(path), report_bytes(self.report, suffix))
        except OSError as err:
            self.status.setText(tr("Could not write the report: {error}").format(error=err.strerror or err))
            return False
        self.status.setText(tr("Wrote {file}").format(file=path))
        return True


def _axes(plot: Any, bottom: str, left: str) -> None:
    """Name a plot's axes (as plain text: pyqtgraph reads labels as HTML)."""
    item = plot.getPlotItem()
    item.setLabel("bottom", markup(bottom), color="#333")
    item.setLabel("left", markup(left), color="#333")


def _bars(plot: Any, labels: Sequence[str], values: Sequence[Any], lows: Sequence[Any] | None = None,
          highs: Sequence[Any] | None = None, fair: float | None = None) -> None:
    import numpy as np
    import pyqtgraph as pg

    item = plot.getPlotItem()
    xs = list(range(len(values)))
    ys = [0.0 if v is None else float(v) for v in values]
    item.addItem(pg.BarGraphItem(x=xs, height=ys, width=0.7, brush=PALETTE[0], pen=pg.mkPen("#333", width=0.5)))
    if lows is not None and highs is not None and xs:
        item.addItem(pg.ErrorBarItem(x=np.array(xs, dtype=float), y=np.array(ys),
                                     top=np.array([h - y for h, y in zip(highs, ys)]),
                                     bottom=np.array([y - lo for lo, y in zip(lows, ys)]), beam=0.25,
                                     pen=pg.mkPen("#222", width=1.2)))
    if fair is not None and xs:
        item.plot([-0.5, len(xs) - 0.5], [fair, fair], pen=pg.mkPen("#444", width=1.5, style=Qt.PenStyle.DashLine))
    item.getAxis("bottom").setTicks([list(enumerate(labels))])


def _curves(plot: Any, histograms: Sequence[Sequence[Sequence[int]]]) -> None:
    import pyqtgraph as pg

    item = plot.getPlotItem()
    if item.legend is None:
        item.addLegend(offset=(10, 10), labelTextColor="#222", brush=pg.mkBrush(255, 255, 255, 210))
    item.legend.clear()
    for i, bars in enumerate(histograms):
        if bars:
            edges = [lo for lo, _hi, _c in bars] + [bars[-1][1]]
            item.plot(edges, [c for _lo, _hi, c in bars], stepMode="center",
                      pen=pg.mkPen(PALETTE[i % len(PALETTE)], width=2),
                      name=tr("Variant {number}").format(number=i + 1))
