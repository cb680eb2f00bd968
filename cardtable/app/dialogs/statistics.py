"""Game ▸ Statistics: games played and won per player, in total and by game,
and apart, the wins after asking for a hint and the practice games (played
on from a moment of another game), which never count in the win rate.
Its frame is the form ui/statistics.ui; the counts are filled in here."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QDialog, QHeaderView, QMessageBox, QStyle, QTreeWidgetItem, QWidget

from cardtable.words import tr

from ..forms.ui_statistics import Ui_StatisticsDialog
from ..screen_fit import fit_dialog, room
from ..statistics import Statistics, percent

COUNTS = (1, 2, 3, 4, 5)  # the columns of numbers: played, won, won %, won with hints, practice
PRACTICE = 5


class StatisticsDialog(QDialog):
    """The statistics of ``stats`` (its frame: ui/statistics.ui)."""

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        stats.refresh()  # with the games other copies of the app have counted since
        self.ui = Ui_StatisticsDialog()
        self.ui.setupUi(self)  # ui/statistics.ui: the notes, the tree's headings, the buttons
        self.note = self.ui.statisticsNote
        self.practice_note = self.ui.statisticsPracticeNote
        self.tree = self.ui.statisticsTree
        self.reset_button = self.ui.resetStatistics
        self.reset_button.clicked.connect(self._reset)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.setWordWrap(True)  # a name longer than the screen has room for wraps, never cut
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self._relayout = QTimer(self)  # the rows' heights follow the names' column as it resizes
        self._relayout.setSingleShot(True)
        self._relayout.timeout.connect(self._fit_rows)
        self.tree.header().sectionResized.connect(lambda column, _old, _new: column == 0 and self._relayout.start(0))
        for col in COUNTS:
            self.tree.header().setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.fill()
        self.resize(self.wanted().boundedTo(room(self)))  # never asked bigger than the screen has room for
        fit_dialog(self)  # never bigger than its screen: the buttons stay in view

    def wanted(self) -> QSize:
        """The size that shows every name, title and heading in full (German
        headings are longer) and every row, at the text size in use; the
        screen may allow less (fit_dialog), and then names wrap and rows scroll."""
        tree = self.tree
        header = tree.header()
        names = max(tree.sizeHintForColumn(0), header.sectionSizeHint(0))
        counts = sum(max(tree.sizeHintForColumn(i), header.sectionSizeHint(i)) for i in COUNTS)
        frame = 2 * tree.frameWidth() + tree.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        rows = 0
        item = tree.topLevelItem(0)
        line = QFontMetrics(item.font(0)).lineSpacing() + 8 if item is not None else 0  # a row's text and edges
        while item is not None:
            rows += max(tree.visualItemRect(item).height(), line)
            item = tree.itemBelow(item)
        hint = self.sizeHint()
        height = hint.height() - tree.sizeHint().height() + header.sizeHint().height() + rows + frame
        line = self.fontMetrics().averageCharWidth()
        return QSize(max(60 * line, names + counts + frame + 2 * line), max(hint.height(), height))

    def _fit_rows(self) -> None:
        """Each row as tall as its name or title needs, wrapped in the
        column it has (a tree's rows keep one line's height of their own)."""
        tree = self.tree
        width = tree.header().sectionSize(0)
        margin = 2 * (tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
        item = tree.topLevelItem(0)
        while item is not None:
            depth = 0 if item.parent() is None else 1
            room = max(1, width - tree.indentation() * (depth + 1) - margin)
            metrics = QFontMetrics(item.font(0))
            tall = metrics.boundingRect(QRect(0, 0, room, 1_000_000), Qt.TextFlag.TextWordWrap, item.text(0)).height()
            item.setSizeHint(0, QSize(room, max(tall, metrics.height()) + margin))
            item = tree.itemBelow(item)
        tree.doItemsLayout()

    def fill(self) -> None:
        self.tree.clear()
        rows = self.stats.rows()
        hinted = self.stats.wins_with_hints()
        practice = self.stats.practice()
        for name, played, won, games in rows:
            h_won, h_games = hinted.get(name, (0, {}))
            p_all, p_games = practice.get(name, ((0, 0), {}))
            top = QTreeWidgetItem([name, str(played), str(won), percent(won, played), str(h_won),
                                   practice_text(*p_all)])
            for title, g_played, g_won in games:
                top.addChild(QTreeWidgetItem([title, str(g_played), str(g_won), percent(g_won, g_played),
                                              str(h_games.get(title, 0)), practice_text(*p_games.get(title, (0, 0)))]))
            for item in [top] + [top.child(i) for i in range(top.childCount())]:
                for col in COUNTS:
                    item.setTextAlignment(col, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            font = top.font(0)
            font.setBold(True)
            top.setFont(0, font)
            self.tree.addTopLevelItem(top)
            top.setExpanded(True)
        if not rows:
            self.tree.addTopLevelItem(QTreeWidgetItem([tr("No finished games yet."), "", "", "", "", ""]))
        self.reset_button.setEnabled(bool(rows))

    def _reset(self) -> None:
        answer = QMessageBox.question(self, tr("Reset statistics"), tr("Forget every player's statistics?"))
        if answer == QMessageBox.StandardButton.Yes:
            self.stats.reset()
            self.stats.save()
            self.fill()


def practice_text(played: int, won: int) -> str:
    """A Practice cell: "2 of 3 won"; empty without practice games."""
    if not played:
        return ""
    return tr("{won} of {played} won").format(won=won, played=played)
