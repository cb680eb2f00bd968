"""Docks around the table: the log, the story journal and the players panel
(which doubles as a screen-reader friendly list of the table)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
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
    """The storytelling prompts still open, each with the player it
    addresses, and a box for narration. Narration typed while a prompt is
    selected answers that prompt (and is credited to its addressee); with
    none selected it is free narration by whoever is at the screen.

    ``set_prompts`` rebuilds the list from the open prompts a viewer may
    read, so the window can re-derive it at every hand-over."""

    sigAnswer = Signal(object, str)  # open prompt (or None), text
    sigDismiss = Signal(object)  # open prompt

    FREE = "Add narration to the story at any time; it is never required."

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Story", parent)
        self.setObjectName("storyDock")
        body = QWidget()
        layout = QVBoxLayout(body)
        self.prompts = QListWidget()
        self.prompts.setObjectName("storyPrompts")
        self.prompts.setAccessibleName("Open story prompts")
        self.prompts.setWordWrap(True)
        self.prompts.setAlternatingRowColors(True)
        self.prompts.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.prompts.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.prompts.setMinimumHeight(120)
        self.prompts.currentItemChanged.connect(lambda *_: self._show_target())
        self.prompt = QLabel(self.FREE)  # what the narration box answers now
        self.prompt.setObjectName("storyTarget")
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt.setAccessibleName("Story prompt")
        self.editor = QPlainTextEdit()
        self.editor.setPlaceholderText("What happens? (optional)")
        self.editor.setAccessibleName("Narration")
        self.editor.setMaximumHeight(72)
        buttons = QHBoxLayout()
        self.dismiss = QPushButton("&Dismiss prompt")
        self.dismiss.setToolTip("Close the selected prompt without narrating")
        self.dismiss.clicked.connect(self._dismiss)
        self.add = QPushButton("Add to &journal")
        self.add.clicked.connect(self._submit)
        buttons.addWidget(self.dismiss)
        buttons.addStretch(1)
        buttons.addWidget(self.add)
        self.journal = QListWidget()
        self.journal.setWordWrap(True)
        self.journal.setAccessibleName("Story journal")
        layout.addWidget(QLabel("Prompts (select one to answer it)"))
        layout.addWidget(self.prompts, 3)
        layout.addWidget(self.prompt)
        layout.addWidget(self.editor)
        layout.addLayout(buttons)
        layout.addWidget(QLabel("Journal"))
        layout.addWidget(self.journal, 2)
        self.setWidget(body)
        self._open: list = []
        self._names = lambda seat: f"Seat {seat + 1}"
        self._show_target()

    def set_prompts(self, open_prompts, names, viewer: int | None = None) -> None:
        """Show ``open_prompts`` (already cut to what ``viewer`` may read);
        ``names(seat)`` gives a seat's name. The selection survives when its
        prompt is still open; otherwise the newest prompt for the viewer (or
        else the newest of all) is selected."""
        current = self.current_prompt()
        self._open = list(open_prompts)
        self.prompts.blockSignals(True)
        self.prompts.clear()
        for op in self._open:
            p = op.prompt
            who = names(p.seat) if p.seat is not None else "Everyone"
            item = QListWidgetItem(f"{who}: {p.text}")
            item.setToolTip(f"For {who}")
            if p.colour:
                item.setData(Qt.ItemDataRole.DecorationRole, QColor(p.colour))
            self.prompts.addItem(item)
        if self._open:
            mine = [i for i, op in enumerate(self._open) if op.prompt.seat == viewer]
            keep = (self._open.index(current) if current in self._open
                    else mine[-1] if mine else len(self._open) - 1)
            self.prompts.setCurrentRow(keep)
            self.prompts.scrollToItem(self.prompts.item(keep))
        self.prompts.blockSignals(False)
        self._names = names
        self._show_target()

    def current_prompt(self):
        row = self.prompts.currentRow()
        return self._open[row] if 0 <= row < len(self._open) else None

    def _show_target(self) -> None:
        op = self.current_prompt()
        self.dismiss.setEnabled(op is not None)
        if op is None:
            self.prompt.setText(self.FREE)
            self.prompt.setStyleSheet("")
            return
        who = self._names(op.prompt.seat) if op.prompt.seat is not None else "everyone"
        self.prompt.setText(f"Your narration answers the prompt for {who}.")
        colour = op.prompt.colour
        self.prompt.setStyleSheet(f"QLabel {{ border-left: 6px solid {colour}; padding-left: 6px; }}"
                                  if colour else "")

    def _submit(self) -> None:
        text = self.editor.toPlainText().strip()
        if text:
            self.sigAnswer.emit(self.current_prompt(), text)
            self.editor.clear()

    def _dismiss(self) -> None:
        op = self.current_prompt()
        if op is not None:
            self.sigDismiss.emit(op)

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
