"""Docks around the table: the log, the story journal and the players panel
(which doubles as a screen-reader friendly list of the table)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine.protocol import Prompt
from cardtable.engine.view import TableView


class LogDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Log", parent)
        self.setObjectName("logDock")
        self.list = QListWidget()
        self.list.setAccessibleName("Game log")
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.setWidget(self.list)

    def set_lines(self, lines: list[tuple[int, str]]) -> None:
        self.list.clear()
        for index, text in lines:
            item = QListWidgetItem(f"{index + 1}. {text}")
            self.list.addItem(item)
        self.list.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]


class StoryDock(QDockWidget):
    """Shows the latest storytelling prompt and takes optional narration."""

    sigNarrate = Signal(str, str, str)  # text, trigger, prompt

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Story", parent)
        self.setObjectName("storyDock")
        body = QWidget()
        layout = QVBoxLayout(body)
        self.prompt = QLabel("Add narration to the story at any time; it is never required.")
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt.setAccessibleName("Story prompt")
        self.editor = QPlainTextEdit()
        self.editor.setPlaceholderText("What happens? (optional)")
        self.editor.setAccessibleName("Narration")
        self.editor.setMaximumHeight(90)
        buttons = QHBoxLayout()
        self.add = QPushButton("Add to &journal")
        self.add.clicked.connect(self._submit)
        buttons.addStretch(1)
        buttons.addWidget(self.add)
        self.journal = QListWidget()
        self.journal.setWordWrap(True)
        self.journal.setAccessibleName("Story journal")
        layout.addWidget(self.prompt)
        layout.addWidget(self.editor)
        layout.addLayout(buttons)
        layout.addWidget(QLabel("Journal"))
        layout.addWidget(self.journal, 1)
        self.setWidget(body)
        self._trigger = ""
        self._prompt_text = ""

    def show_prompt(self, prompt: Prompt, who: str = "") -> None:
        self._trigger, self._prompt_text = prompt.trigger, prompt.text
        lead = f"{who}: " if who else ""
        self.prompt.setText(f"{lead}{prompt.text}")
        if prompt.colour:
            self.prompt.setStyleSheet(f"QLabel {{ border-left: 6px solid {prompt.colour}; padding-left: 6px; }}")
        else:
            self.prompt.setStyleSheet("")

    def _submit(self) -> None:
        text = self.editor.toPlainText().strip()
        if text:
            self.sigNarrate.emit(text, self._trigger, self._prompt_text)
            self.editor.clear()

    def set_entries(self, entries: list[str]) -> None:
        self.journal.clear()
        self.journal.addItems(entries)
        self.journal.scrollToBottom()


class PlayersDock(QDockWidget):
    """Seat panels plus the whole table as a list of words: a screen reader
    can read it, and activating a card makes its default move."""

    sigActivate = Signal(str, object)  # zone id, card id (or None)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Players and table", parent)
        self.setObjectName("playersDock")
        body = QWidget()
        layout = QVBoxLayout(body)
        self.seats = QListWidget()
        self.seats.setAccessibleName("Players")
        self.seats.setWordWrap(True)
        self.table = QListWidget()
        self.table.setAccessibleName("Table as a list")
        self.table.setWordWrap(True)
        self.table.itemActivated.connect(self._activated)
        layout.addWidget(QLabel("Players"))
        layout.addWidget(self.seats, 1)
        layout.addWidget(QLabel("Table (Enter plays a card)"))
        layout.addWidget(self.table, 2)
        self.setWidget(body)

    def set_view(self, view: TableView, zone_labels: dict[str, str]) -> None:
        self.seats.clear()
        for s in view.seats:
            mark = "▶ " if s.active else ""
            bot = " (bot)" if s.bot else ""
            out = " — out" if s.out and "Out" not in s.lines else ""
            text = f"{mark}{s.name}{bot}{out}\n  " + "\n  ".join(s.lines) if s.lines else f"{mark}{s.name}{bot}{out}"
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, text.replace("▶ ", "acting: "))
            self.seats.addItem(item)
        self.table.clear()
        for zone in view.zones:
            name = zone_labels.get(zone.id) or zone.label or zone.id
            head = QListWidgetItem(f"{name}: {_count(zone.cards)}")
            head.setData(Qt.ItemDataRole.UserRole, (zone.id, None))
            self.table.addItem(head)
            visible = [c for c in zone.cards if c.id is not None]
            for c in visible[-20:]:
                item = QListWidgetItem(f"    {c.accessible}")
                item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{name}: {c.accessible}")
                item.setData(Qt.ItemDataRole.UserRole, (zone.id, c.id))
                self.table.addItem(item)

    def _activated(self, item: QListWidgetItem) -> None:
        data = item.data(Qt.ItemDataRole.UserRole)
        if data:
            self.sigActivate.emit(data[0], data[1])


def _count(cards) -> str:
    n = sum(1 for c in cards if c.kind == "card")
    hidden = sum(1 for c in cards if c.kind == "card" and c.id is None)
    if n == 0:
        return "empty"
    if hidden == n:
        return f"{n} face-down card{'s' if n != 1 else ''}"
    return f"{n} card{'s' if n != 1 else ''}"
