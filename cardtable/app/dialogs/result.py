"""The end-of-game dialog: who won, and what to do next."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)


class ResultDialog(QDialog):
    """Shows the result; its buttons only emit signals for the main window.

    "Story summary…" emits ``sigSummary`` and "Print…" emits ``sigPrint``
    (the dialog stays open); "New game" emits ``sigNewGame`` and closes the
    dialog (``accept``); "Close" closes it (``reject``).
    """

    sigSummary = Signal()
    sigPrint = Signal()
    sigNewGame = Signal()

    def __init__(self, title: str, result_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultDialog")
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        heading = QLabel(title, self)
        heading.setObjectName("resultHeading")
        heading.setWordWrap(True)
        layout.addWidget(heading)
        self.text = QTextBrowser(self)
        self.text.setObjectName("resultText")
        self.text.setAccessibleName("Result")
        self.text.setOpenExternalLinks(True)
        self.text.setMarkdown(result_text)
        self.text.document().setDocumentMargin(10)
        layout.addWidget(self.text, 1)

        row = QHBoxLayout()
        self.summary_button = self._button("&Story summary…", "summaryButton", "Read the story of this game")
        self.print_button = self._button("&Print…", "printButton", "Print the result and the story")
        self.new_game_button = self._button("&New game", "newGameButton", "Set up another game")
        self.close_button = self._button("&Close", "closeButton", "Close this window and look at the table")
        row.addWidget(self.summary_button)
        row.addWidget(self.print_button)
        row.addStretch(1)
        row.addWidget(self.new_game_button)
        row.addWidget(self.close_button)
        self.new_game_button.setDefault(True)
        self.summary_button.clicked.connect(self.sigSummary)
        self.print_button.clicked.connect(self.sigPrint)
        self.new_game_button.clicked.connect(self._new_game)
        self.close_button.clicked.connect(self.reject)
        layout.addLayout(row)
        self.resize(480, 320)
        self.new_game_button.setFocus()

    def _button(self, text: str, name: str, tip: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setToolTip(tip)
        button.setAccessibleName(text.replace("&", "").rstrip("…"))
        button.setAutoDefault(False)
        return button

    def _new_game(self) -> None:
        self.sigNewGame.emit()
        self.accept()
