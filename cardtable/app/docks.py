"""Docks around the table: the log, the story journal and the players panel
(which doubles as a screen-reader friendly list of the table)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QTextCursor
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
    """The game log, one numbered line per event, as the current viewer may
    read it.

    A move adds its lines with :meth:`append_lines`, so its cost does not
    grow with the game. :meth:`set_lines` re-derives the whole log (after a
    hand-over or an undo) but rewrites only the lines whose text changed,
    and drops or adds lines at the end. A plain-text view lays out only what
    is on screen, however long the log; it follows the newest line unless
    the reader has scrolled up to read older ones.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Log", parent)
        self.setObjectName("logDock")
        self.view = QPlainTextEdit()
        self.view.setObjectName("gameLog")
        self.view.setAccessibleName("Game log")
        self.view.setReadOnly(True)
        self.view.setUndoRedoEnabled(False)
        self.view.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        # a caret, so the log can be read line by line with the keyboard
        self.view.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                          | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.setWidget(self.view)
        self._texts: list[str] = []

    def append_lines(self, lines: Iterable[tuple[int, str]]) -> None:
        """Add lines (move index, text) at the end."""
        texts = [_log_line(index, text) for index, text in lines]
        if texts:
            follow = self._at_bottom()
            self._append(texts)
            if follow:
                self._to_bottom()

    def _append(self, texts: list[str]) -> None:
        if self._texts:
            self.view.appendPlainText("\n".join(texts))
        else:
            self.view.setPlainText("\n".join(texts))
        self._texts.extend(texts)

    def set_lines(self, lines: Iterable[tuple[int, str]]) -> None:
        """Show exactly these lines: only those that differ are rewritten."""
        new = [_log_line(index, text) for index, text in lines]
        old = self._texts
        follow = self._at_bottom()
        keep = min(len(old), len(new))
        changed = [k for k in range(keep) if old[k] != new[k]]
        if not keep or len(changed) > keep // 2:
            self.view.setPlainText("\n".join(new))
            self._texts = new
        else:
            doc = self.view.document()
            cursor = QTextCursor(doc)
            cursor.beginEditBlock()
            self._rewrite(cursor, [(k, new[k]) for k in changed])
            if len(new) < len(old):  # moves taken back: drop their lines
                cursor.setPosition(doc.findBlockByNumber(len(new) - 1).position())
                cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
                cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
                cursor.removeSelectedText()
            cursor.endEditBlock()
            self._texts = new[:keep]
            if len(new) > keep:
                self._append(new[keep:])
        if follow:
            self._to_bottom()

    def replace_lines(self, rows: Iterable[tuple[int, int, str]]) -> None:
        """Rewrite some lines in place: (row in the log, move index, text),
        as a new viewer reads them."""
        changes = []
        for row, index, text in rows:
            line = _log_line(index, text)
            if self._texts[row] != line:
                changes.append((row, line))
        if changes:
            follow = self._at_bottom()
            cursor = QTextCursor(self.view.document())
            cursor.beginEditBlock()
            self._rewrite(cursor, changes)
            cursor.endEditBlock()
            if follow:
                self._to_bottom()

    def _rewrite(self, cursor: QTextCursor, changes: list[tuple[int, str]]) -> None:
        doc = self.view.document()
        for row, line in changes:
            cursor.setPosition(doc.findBlockByNumber(row).position())
            cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
            cursor.insertText(line)
            self._texts[row] = line

    def lines(self) -> list[str]:
        """The lines as shown."""
        text = self.view.document().toPlainText()
        return text.split("\n") if text else []

    def _at_bottom(self) -> bool:
        bar = self.view.verticalScrollBar()
        return bar.value() >= bar.maximum() - 2

    def _to_bottom(self) -> None:
        cursor = self.view.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        self.view.setTextCursor(cursor)
        bar = self.view.verticalScrollBar()
        bar.setValue(bar.maximum())


def _log_line(index: int, text: str) -> str:
    """One log line: the move number and the text, kept on one line."""
    return f"{index + 1}. " + " ".join(text.splitlines())


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
        """Show ``view``: rows whose words did not change are left as they
        are (a move changes a few rows, not the whole list)."""
        seats = []
        for s in view.seats:
            mark = "▶ " if s.active else ""
            bot = " (bot)" if s.bot else ""
            out = " — out" if s.out and "Out" not in s.lines else ""
            text = f"{mark}{s.name}{bot}{out}\n  " + "\n  ".join(s.lines) if s.lines else f"{mark}{s.name}{bot}{out}"
            seats.append((text, {Qt.ItemDataRole.AccessibleTextRole: text.replace("▶ ", "acting: ")}))
        _show_rows(self.seats, seats)
        rows = []
        for zone in view.zones:
            name = zone_labels.get(zone.id) or zone.label or zone.id
            head = f"{name}: {_count(zone.cards)}"
            rows.append((head, {Qt.ItemDataRole.AccessibleTextRole: head, Qt.ItemDataRole.UserRole: (zone.id, None)}))
            visible = [c for c in zone.cards if c.id is not None]
            for c in visible[-20:]:
                rows.append((f"    {c.accessible}", {Qt.ItemDataRole.AccessibleTextRole: f"{name}: {c.accessible}",
                                                     Qt.ItemDataRole.UserRole: (zone.id, c.id)}))
        _show_rows(self.table, rows)

    def _activated(self, item: QListWidgetItem) -> None:
        data = item.data(Qt.ItemDataRole.UserRole)
        if data:
            self.sigActivate.emit(data[0], data[1])


def _show_rows(widget: QListWidget, rows: list[tuple[str, dict]]) -> None:
    """Make ``widget`` show ``rows`` (text, {role: value}), changing only
    the rows that differ and adding or removing rows at the end."""
    shown = widget.count()
    for i, (text, data) in enumerate(rows):
        item = widget.item(i) if i < shown else QListWidgetItem()
        if item.text() != text:
            item.setText(text)
        for role, value in data.items():
            if item.data(role) != value:
                item.setData(role, value)
        if i >= shown:
            widget.addItem(item)
    for i in range(shown - 1, len(rows) - 1, -1):
        widget.takeItem(i)


def _count(cards) -> str:
    n = sum(1 for c in cards if c.kind == "card")
    hidden = sum(1 for c in cards if c.kind == "card" and c.id is None)
    if n == 0:
        return "empty"
    if hidden == n:
        return f"{n} face-down card{'s' if n != 1 else ''}"
    return f"{n} card{'s' if n != 1 else ''}"
