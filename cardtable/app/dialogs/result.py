"""The end-of-game result view: standings, how the game was won, and what
to do next (read the story, a rematch, a new game)."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from cardtable.table.plaintext import PlainLabel, display
from cardtable.words import tr

from ..screen_fit import fit_dialog


class ResultDialog(QDialog):
    """Shows the result; its buttons only emit signals for the main window.

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
        self.setObjectName("resultDialog")
        self.setWindowTitle(display(window_title or title))
        layout = QVBoxLayout(self)
        # the heading names the winners: plain words that wrap and never widen the box
        heading = PlainLabel(title, self, lines=3)
        heading.setObjectName("resultHeading")
        font = heading.font()
        font.setPointSize(font.pointSize() + 5)
        font.setBold(True)
        heading.setFont(font)
        layout.addWidget(heading)

        self.table = QTableWidget(len(standings), 4, self)
        self.table.setObjectName("standings")
        self.table.setAccessibleName(tr("Standings"))
        self.table.setHorizontalHeaderLabels([tr("Place"), tr("Player"), tr("Score"), ""])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
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
        layout.addWidget(self.table)

        how = QLabel(tr("How it was won"), self)
        how.setVisible(bool(standings))
        layout.addWidget(how)
        self.text = QTextBrowser(self)
        self.text.setObjectName("resultText")
        self.text.setAccessibleName(tr("Result"))
        self.text.setOpenExternalLinks(True)
        self.text.setMarkdown(result_text)
        self.text.document().setDocumentMargin(10)
        self.text.setMinimumHeight(110)
        layout.addWidget(self.text, 1)

        row = QHBoxLayout()
        self.summary_button = self._button(tr("&Story summary…"), "summaryButton", tr("Read the story of this game"))
        self.print_button = self._button(tr("&Print…"), "printButton", tr("Print the result and the story"))
        self.review_button = self._button(tr("Re&view this game"), "reviewButton",
                                          tr("Step through the game move by move, every card open"))
        self.rematch_button = self._button(tr("&Rematch"), "rematchButton",
                                           tr("The same players and options again, with a new shuffle"))
        self.new_game_button = self._button(tr("&New game…"), "newGameButton", tr("Set up another game"))
        self.close_button = self._button(tr("&Close"), "closeButton", tr("Close this window and look at the table"))
        row.addWidget(self.summary_button)
        row.addWidget(self.print_button)
        row.addWidget(self.review_button)
        row.addStretch(1)
        row.addWidget(self.rematch_button)
        row.addWidget(self.new_game_button)
        row.addWidget(self.close_button)
        self.close_button.setDefault(True)
        self.summary_button.clicked.connect(self.sigSummary)
        self.print_button.clicked.connect(self.sigPrint)
        self.review_button.clicked.connect(self._review)
        self.rematch_button.clicked.connect(self._rematch)
        self.new_game_button.clicked.connect(self._new_game)
        self.close_button.clicked.connect(self.reject)
        layout.addLayout(row)
        self.resize(560, 460 if standings else 320)
        fit_dialog(self)  # never bigger than its screen: the buttons stay in view
        self.text.setFocus()

    def _button(self, text: str, name: str, tip: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setToolTip(tip)
        button.setAccessibleName(text.replace("&", "").rstrip("…"))
        button.setAutoDefault(False)
        return button

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
