"""Docks around the table: the log and the players panel (which doubles
as a screen-reader friendly list of the table); the story journal's is in
:mod:`.story_dock`."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QTextBlockFormat, QTextCursor
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine.i18n import _
from cardtable.engine.view import TableView
from cardtable.table.plaintext import display
from cardtable.words import tr



class _Page:
    """One reader's log: a text view of its own (which keeps its laid-out
    lines and its scroll position while another reader has the screen),
    the lines it holds, a mark its keeper uses to tell how far they go, and
    whether it follows the newest line (it does until its reader scrolls
    up, and again once they scroll back to the end)."""

    __slots__ = ("view", "texts", "mark", "follow")

    def __init__(self) -> None:
        self.view = QPlainTextEdit()
        self.view.setObjectName("gameLog")
        self.view.setAccessibleName(tr("Game log"))
        self.view.setReadOnly(True)
        self.view.setUndoRedoEnabled(False)
        self.view.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        # a viewer: lines may be selected (and read with the keyboard) but
        # no text caret blinks in it, as nothing can be typed there
        self.view.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                          | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.view.setCursorWidth(0)
        self.texts: list[str] = []
        self.mark: object = None
        self.follow = True


class LogDock(QDockWidget):
    """The game log, one numbered line per event, as the current viewer may
    read it.

    A move adds its lines with :meth:`append_lines`, so its cost does not
    grow with the game. Each reader (each seat, and everyone while the
    privacy screen is up) has a page of their own (:meth:`show_reader`):
    at a hand-over the log turns to the next reader's page and adds only the
    lines since they last read it, however long the game. Only the page on
    screen is in the window; the others are kept aside, out of every
    widget tree. :meth:`set_lines` re-derives a whole page (a new reader, an
    undo) but rewrites only the lines whose text changed, and drops or adds
    lines at the end. A plain-text view lays out only what is on screen,
    however long the log; it follows the newest line unless the reader has
    scrolled up to read older ones.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Log"), parent)
        self.setObjectName("logDock")
        self._pages: dict[object, _Page] = {}
        self._pinning = False  # the dock itself is scrolling to the newest line
        self._writing = False  # the dock is writing lines or turning pages (the view moves under them)
        self._page = self._new_page()
        self.setWidget(self._page.view)

    def _new_page(self) -> _Page:
        """A page that follows its newest line: whenever its length or its
        view's size changes (a plain-text view lays out wrapped lines only
        as it shows them, and a page comes back to a view of another size)
        it scrolls to the end again, unless its reader scrolled up since."""
        page = _Page()
        bar = page.view.verticalScrollBar()
        bar.rangeChanged.connect(lambda *_: self._keep_following(page))
        bar.valueChanged.connect(lambda *_: self._note_place(page))
        return page

    def _note_place(self, page: _Page) -> None:
        """The reader scrolled: away from the end they keep their place,
        back at the end the page follows again."""
        if not self._pinning and not self._writing and page is self._page and page.view.isVisible():
            bar = page.view.verticalScrollBar()
            page.follow = bar.value() >= bar.maximum() - 2

    def _keep_following(self, page: _Page) -> None:
        if page.follow and page is self._page:
            self._to_bottom()

    @property
    def view(self) -> QPlainTextEdit:
        """The text view of the page on screen."""
        return self._page.view

    def _turn_to(self, page: _Page) -> None:
        old, self._page = self._page, page
        self._writing = True  # the page comes back to a view of another size: not the reader scrolling
        try:
            old.view.hide()
            old.view.setParent(None)  # out of the window: nothing reads another reader's page
            self.setWidget(page.view)
            page.view.show()
        finally:
            self._writing = False
        if page.follow:
            self._to_bottom()

    def show_reader(self, reader: object) -> object:
        """Turn to ``reader``'s page (a new, empty one the first time) and
        return the mark last set on it (None for a new page)."""
        page = self._pages.get(reader)
        if page is None:
            page = self._pages[reader] = self._new_page()
        if page is not self._page:
            self._turn_to(page)
        return page.mark

    def set_mark(self, mark: object) -> None:
        """Note on the page shown how far its lines go (see show_reader)."""
        self._page.mark = mark

    def forget_readers(self) -> None:
        """A new game: every reader's page goes."""
        pages = [p for p in self._pages.values() if p is not self._page]
        shown = self._page
        self._pages = {}
        self._turn_to(self._new_page())
        for page in (*pages, shown):
            page.view.deleteLater()

    def append_lines(self, lines: Iterable[tuple[int, str]]) -> None:
        """Add lines (move index, text) at the end."""
        texts = [_log_line(index, text) for index, text in lines]
        if texts:
            self._writing = True  # the view moves as lines go in: not the reader scrolling
            try:
                self._append(texts)
            finally:
                self._writing = False
            if self._page.follow:
                self._to_bottom()

    def _append(self, texts: list[str]) -> None:
        """Add lines at the end, every other one on a shaded band (as a
        list with alternating rows), so a wrapped line reads as one entry."""
        cursor = QTextCursor(self.view.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        for text in texts:
            row = len(self._page.texts)
            if row:
                cursor.insertBlock(self._band(row))
            else:
                cursor.setBlockFormat(self._band(row))
            cursor.insertText(text)
            self._page.texts.append(text)
        cursor.endEditBlock()

    def _band(self, row: int) -> QTextBlockFormat:
        band = QTextBlockFormat()
        if row % 2:  # the text colour faintly over the base: visible in light and dark themes
            base, ink = self.view.palette().base().color(), self.view.palette().text().color()
            band.setBackground(QColor(*(round(b + (t - b) * 0.08) for b, t in
                                        zip(base.getRgb()[:3], ink.getRgb()[:3]))))
        return band

    def set_lines(self, lines: Iterable[tuple[int, str]]) -> None:
        """Show exactly these lines: only those that differ are rewritten."""
        new = [_log_line(index, text) for index, text in lines]
        self._writing = True  # the view moves as lines change: not the reader scrolling
        try:
            self._set_lines(new)
        finally:
            self._writing = False
        if self._page.follow:
            self._to_bottom()

    def _set_lines(self, new: list[str]) -> None:
        old = self._page.texts
        keep = min(len(old), len(new))
        changed = [k for k in range(keep) if old[k] != new[k]]
        if not keep or len(changed) > keep // 2:
            if old:
                self.view.clear()
            self._page.texts = []
            self._append(new)
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
            self._page.texts = new[:keep]
            if len(new) > keep:
                self._append(new[keep:])

    def _rewrite(self, cursor: QTextCursor, changes: list[tuple[int, str]]) -> None:
        doc = self.view.document()
        for row, line in changes:
            cursor.setPosition(doc.findBlockByNumber(row).position())
            cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
            cursor.insertText(line)
            self._page.texts[row] = line

    def lines(self) -> list[str]:
        """The lines as shown."""
        text = self.view.document().toPlainText()
        return text.split("\n") if text else []

    def _to_bottom(self) -> None:
        if self._pinning:
            return
        self._pinning = True
        try:
            cursor = self.view.textCursor()
            cursor.movePosition(QTextCursor.MoveOperation.End)
            self.view.setTextCursor(cursor)
            bar = self.view.verticalScrollBar()
            bar.setValue(bar.maximum())
        finally:
            self._pinning = False


def _log_line(index: int, text: str) -> str:
    """One log line: the move number and the text, kept on one line."""
    return f"{index + 1}. " + " ".join(display(text).splitlines())


def heading(text: str) -> QLabel:
    """A list's heading in a dock: it wraps in a narrow dock column rather
    than widening it (at a large text size the table keeps its room)."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    return label


class PlayersDock(QDockWidget):
    """Seat panels plus the whole table as a list of words: a screen reader
    can read it, and activating a card makes its default move."""

    sigActivate = Signal(str, object)  # zone id, card id (or None)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Players and table"), parent)
        self.setObjectName("playersDock")
        body = QWidget()
        layout = QVBoxLayout(body)
        self.seats = QListWidget()
        self.seats.setAccessibleName(tr("Players"))
        self.seats.setWordWrap(True)
        self.table = QListWidget()
        self.table.setAccessibleName(tr("Table as a list"))
        self.table.setWordWrap(True)
        self.table.itemActivated.connect(self._activated)
        layout.addWidget(heading(tr("Players")))
        layout.addWidget(self.seats, 1)
        layout.addWidget(heading(tr("Table (Enter plays a card)")))
        layout.addWidget(self.table, 2)
        self.setWidget(body)

    def set_view(self, view: TableView, zone_labels: dict[str, str], phones: frozenset[int] = frozenset()) -> None:
        """Show ``view``: rows whose words did not change are left as they
        are (a move changes a few rows, not the whole list). ``phones``:
        the seats played from a phone."""
        seats = []
        for s in view.seats:
            who = (tr("{name} (bot)") if s.bot else tr("{name} (on a phone)") if s.seat in phones
                   else "{name}").format(name=s.name)
            if s.out and _("Out") not in s.lines:  # the game's own "Out" line says it already
                who = tr("{name} — out").format(name=who)
            text = who + "".join("\n  " + line for line in s.lines)
            spoken = tr("acting: {seat}").format(seat=text) if s.active else text
            seats.append(("▶ " + text if s.active else text, {Qt.ItemDataRole.AccessibleTextRole: spoken}))
        _show_rows(self.seats, seats)
        rows = []
        for zone in view.zones:
            # the words the table writes under the zone (its own label, else
            # the layout's); a zone's id is the program's name, never shown
            name = zone.label or zone_labels.get(zone.id) or tr("Cards")
            head = tr("{zone}: {cards}").format(zone=name, cards=_count(zone.cards))
            rows.append((head, {Qt.ItemDataRole.AccessibleTextRole: head, Qt.ItemDataRole.UserRole: (zone.id, None)}))
            visible = [c for c in zone.cards if c.id is not None]
            for c in visible[-20:]:
                rows.append((f"    {c.accessible}", {Qt.ItemDataRole.AccessibleTextRole: tr("{zone}: {card}").format(zone=name, card=c.accessible),
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
        text = display(text)
        if item.text() != text:
            item.setText(text)
        for role, value in data.items():
            value = display(value) if isinstance(value, str) else value
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
        return tr("empty", "a zone with no cards")
    if hidden == n:
        return tr("%n face-down card(s)", "", n)
    return tr("%n card(s)", "", n)
