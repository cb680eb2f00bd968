"""Game ▸ Statistics: games played and won per player, in total and by game,
and apart, the wins after asking for a hint and the practice games (played
on from a moment of another game), which never count in the win rate.
Its frame is the form ui/statistics.ui; the counts are filled in here."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QHeaderView, QMessageBox, QTreeWidgetItem, QWidget

from cardtable.words import tr

from ..forms.ui_statistics import Ui_StatisticsDialog
from ..screen_fit import fit_dialog
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
        for col in COUNTS:
            self.tree.header().setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.fill()
        # wide enough for every heading in full (German ones are longer)
        header = self.tree.header()
        wanted = sum(header.sectionSizeHint(i) for i in range(header.count())) + 60
        self.resize(max(620, wanted), 380)
        fit_dialog(self)  # never bigger than its screen: the buttons stay in view

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
