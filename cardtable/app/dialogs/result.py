"""The end-of-game result view: standings, how the game was won, and what
to do next (read the story, a rematch, a new game). Its frame is the form
ui/result.ui; the game's heading, standings and result are filled in here."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QHeaderView, QTableWidgetItem, QWidget

from cardtable.table.plaintext import display
from cardtable.words import tr

from ..forms.ui_result import Ui_ResultDialog
from ..screen_fit import fit_dialog


class ResultDialog(QDialog):
    """Shows the result; its buttons only emit signals for the main window.
    Its frame is the form ui/result.ui; the heading, the standings and the
    result's text come from the game.

    ``standings`` rows are (place, name, score text, won). "Story summary…"
    emits ``sigSummary`` and "Print…" ``sigPrint`` (the dialog stays open);
    "Rematch" emits ``sigRematch`` and "New game…" ``sigNewGame``, both
    closing the dialog (``accept``); so does "Review this game", which
    emits ``sigReview``; "Close" closes it (``reject``).

    Nothing a key does by habit ends the finished game: Enter and Space,
    the hand-over keys all evening, only close the box ("Close" is its
    default; the result text has the focus, where Space scrolls). Rematch
    and New game are a click, or their Alt key, away.
    """

    sigSummary = Signal()
    sigPrint = Signal()
    sigNewGame = Signal()
    sigRematch = Signal()
    sigReview = Signal()

    def __init__(self, title: str, result_text: str, parent: QWidget | None = None, *,
                 standings: Sequence[tuple[int, str, str, bool]] = (), window_title: str = "") -> None:
        super().__init__(parent)
        self.ui = Ui_ResultDialog()
        self.ui.setupUi(self)  # ui/result.ui: the heading, the standings, the result, the buttons
        self.setWindowTitle(display(window_title or title))
        # the heading names the winners: plain words that wrap and never widen the box
        heading = self.ui.resultHeading
        heading.set_lines(3)
        heading.setText(title)
        font = heading.font()
        font.setPointSize(font.pointSize() + 5)
        font.setBold(True)
        heading.setFont(font)

        self.table = self.ui.standings
        self.table.setRowCount(len(standings))
        for row, (place, name, score, won) in enumerate(standings):
            cells = [str(place), display(name), display(score), tr("Winner") if won else ""]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col in (0, 2):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if won:
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                self.table.setItem(row, col, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for col in (0, 2, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        rows_height = sum(self.table.rowHeight(r) for r in range(len(standings)))
        self.table.setFixedHeight(min(250, header.sizeHint().height() + rows_height + 6))
        self.table.setVisible(bool(standings))
        self.ui.resultHow.setVisible(bool(standings))

        self.text = self.ui.resultText
        self.text.setMarkdown(result_text)
        self.text.document().setDocumentMargin(10)

        self.summary_button = self.ui.summaryButton
        self.print_button = self.ui.printButton
        self.review_button = self.ui.reviewButton
        self.rematch_button = self.ui.rematchButton
        self.new_game_button = self.ui.newGameButton
        self.close_button = self.ui.closeButton
        self.summary_button.clicked.connect(self.sigSummary)
        self.print_button.clicked.connect(self.sigPrint)
        self.review_button.clicked.connect(self._review)
        self.rematch_button.clicked.connect(self._rematch)
        self.new_game_button.clicked.connect(self._new_game)
        self.resize(560, 460 if standings else 320)
        fit_dialog(self)  # never bigger than its screen: the buttons stay in view
        self.text.setFocus()

    def standings(self) -> list[list[str]]:
        return [[self.table.item(r, c).text() for c in range(4)] for r in range(self.table.rowCount())]

    def _new_game(self) -> None:
        self.sigNewGame.emit()
        self.accept()

    def _review(self) -> None:
        self.sigReview.emit()
        self.accept()

    def _rematch(self) -> None:
        self.sigRematch.emit()
        self.accept()
