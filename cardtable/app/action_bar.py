"""The buttons under the table for moves that have no card to drag.

The buttons flow into rows within the window's width (they never widen the
window), and the bar is as tall as the rows its buttons need, so every button
is in view: none hides in a scrolling strip. Its height is kept while the
buttons come and go (it grows when more rows are needed, and gives the room
back only at a hand-over or when the window's width changes), so the table
above it keeps its size and scale from one move to the next: drop targets
never move under the mouse. Only a window too small for the buttons at all
scrolls them.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QLayout,
    QLayoutItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QWidget,
)

from cardtable.table.plaintext import button_text, button_width, display, tooltip
from cardtable.words import tr

SHOWN_ROWS = 2  # rows of buttons the bar reserves room for, at least
MAX_BUTTONS = 24  # past this a "More moves" button opens a list
# a move button a hint points at: the amber of the table's hint marks
HINTED_STYLE = ("QPushButton { background: #ffe082; color: #1a1a1a; border: 3px solid #ffb300; "
                "border-radius: 5px; padding: 4px 8px; }")  # i18n: not shown (a style sheet)


class FlowLayout(QLayout):
    """Lays its widgets out left to right, starting a new row when the next
    one would pass the right edge (Qt's flow-layout idea)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt override)
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def keep_last(self, widget: QWidget) -> None:
        """Move ``widget``'s item to the end of the row (widgets added later
        still come before it)."""
        for i, item in enumerate(self._items):
            if item.widget() is widget:
                self._items.append(self._items.pop(i))
                return

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.minimumSize()

    def minimumSize(self) -> QSize:  # noqa: N802
        """As narrow as the widest single button: the layout never asks for
        the width of a whole row."""
        size = QSize()
        for item in self._items:
            if not item.isEmpty():
                size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _arrange(self, rect: QRect, move: bool) -> int:
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, row_h = area.x(), area.y(), 0
        for item in self._items:
            if item.isEmpty():  # a hidden button takes no room
                continue
            hint = item.sizeHint()
            w = min(hint.width(), area.width())
            if x > area.x() and x + w > area.right() + 1:
                x, y, row_h = area.x(), y + row_h + self._spacing, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), QSize(w, hint.height())))
            x += w + self._spacing
            row_h = max(row_h, hint.height())
        return y + row_h - rect.y() + m.bottom()


class ActionBar(QScrollArea):
    """The move buttons, wrapped into as many rows as they need within the
    bar's width (the bar asks for the height of those rows; it scrolls only
    when the window has no room for them at all), and last a Hint button
    (``sigHint``) while a person at the screen can move."""

    sigHint = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self.setAccessibleName(tr("Moves"))
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.inner = QWidget()
        self.inner.setObjectName("actionBarButtons")
        self.flow = FlowLayout(self.inner)
        self.setWidget(self.inner)
        # as tall as its rows ask (sizeHint); less only in a window with no room for them
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Maximum)
        probe = QPushButton(tr("Move"))  # the height of a button of words
        self._row = probe.sizeHint().height()
        probe.deleteLater()
        self._least = SHOWN_ROWS * self._row + (SHOWN_ROWS - 1) * self.flow._spacing + 2
        self._reserved = self._least  # the height the bar keeps while buttons come and go
        self._width = -1  # the width the reserve was worked out for
        self.setMinimumWidth(self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) + 40)
        self.pass_button = QPushButton(self.inner)
        self.pass_button.setObjectName("passButton")
        self.pass_button.setDefault(True)
        self.pass_button.setMinimumHeight(36)
        self.pass_button.hide()
        self.pass_button.clicked.connect(lambda _c=False: self._on_pass())
        self.flow.addWidget(self.pass_button)
        self._on_pass: Callable[[], None] = lambda: None
        self.hint_button = QPushButton(tr("Hint (H)"), self.inner)
        self.hint_button.setObjectName("hintButton")
        self.hint_button.setAccessibleName(tr("Hint"))
        self.hint_button.setToolTip(tr("Show the move the bot would make in your place, lit on the table (H)"))
        self.hint_button.setAutoDefault(False)
        self.hint_button.hide()
        self.hint_button.clicked.connect(lambda _c=False: self.sigHint.emit())
        self.flow.addWidget(self.hint_button)
        self._hinted: QPushButton | None = None  # the move button lit by a hint
        # The move buttons are made once and reused: a move changes their
        # words and which of them show, never the widgets (making, styling
        # and laying out new buttons cost more than the rest of a move).
        self._pool: list[QPushButton] = []
        self._roles: list[Callable[[], object]] = []  # what each pooled button does now
        self._look: tuple | None = None  # what the buttons read: kept while a change leaves it the same
        self._current: tuple = ((), None, None, None)  # (moves, perform, more, step) the buttons answer with
        self._specs: list = []  # what the buttons showing say and do (their words cut again at a new width)

    # -- height: the rows the buttons need -------------------------------------------
    def _needed(self, width: int) -> int:
        """The height the buttons showing need in rows ``width`` px wide."""
        m = self.contentsMargins()
        return self.flow.heightForWidth(max(1, width - m.left() - m.right())) + m.top() + m.bottom() + 2

    def _fit_rows(self, reset: bool = False) -> None:
        """Reserve the height of the rows the buttons showing need (never
        less than :data:`SHOWN_ROWS` rows); a reserve taller than that is
        kept unless ``reset``, so the table does not rescale each move."""
        width = self.width()
        reset = reset or width != self._width
        self._width = width
        wanted = max(self._least, self._needed(width))
        reserved = wanted if reset else max(self._reserved, wanted)
        if reserved != self._reserved:
            self._reserved = reserved
            self.updateGeometry()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(super().sizeHint().width(), self._reserved)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """One row (and a scroll bar): the window's least height never
        depends on the buttons."""
        return QSize(super().minimumSizeHint().width(), self._row + 2)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            if self._specs:
                self._show(self._specs)  # the words cut to the new width (it fits the rows too)
            self._fit_rows()

    def buttons(self) -> list[QPushButton]:
        """The buttons showing, in order."""
        return [w for w in (self.flow.itemAt(i).widget() for i in range(self.flow.count())) if not w.isHidden()]

    def _button(self, k: int) -> QPushButton:
        while len(self._pool) <= k:
            b = QPushButton(self.inner)
            b.setObjectName("actionButton")
            b.hide()
            index = len(self._pool)
            b.clicked.connect(lambda _c=False, index=index: self._roles[index]())
            self._pool.append(b)
            self._roles.append(lambda: None)
            self.flow.addWidget(b)
            self.flow.keep_last(self.hint_button)
        return self._pool[k]

    def _show(self, specs: list[tuple[str, str, str, str, Callable[[], object]]]) -> None:
        """Show one pooled button per (text, tooltip, accessible name,
        shortcut, what it does); hide the rest, blank (a hidden button keeps
        no move's words: nothing of an earlier viewer's moves is left)."""
        self._specs = specs
        blank = ("", "", "", "")
        for k in range(max(len(specs), len(self._pool))):
            b = self._button(k)
            words = self._words(b, *specs[k][:4]) if k < len(specs) else blank
            if (b.text(), b.toolTip(), b.accessibleName(), b.shortcut().toString()) != words:
                text, tip, name, keys = words
                b.setText(text)
                b.setToolTip(tip)
                b.setAccessibleName(name)
                b.setShortcut(QKeySequence(keys))
            if k < len(specs):
                self._roles[k] = specs[k][4]
                if b.isHidden():
                    b.show()
            elif not b.isHidden():
                b.hide()
        self.inner.updateGeometry()
        self._fit_rows()

    def _room(self, b: QPushButton) -> int:
        """The widest ``b``'s words may be: a row of the bar to itself, less
        the button's own edges (a few letters at the least). A move's words
        (a vote for a long German pitch) are cut only when the bar has no
        room for them, not at a count of letters."""
        style = b.style()
        edges = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, b)
                     + style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, b)) + 24  # and a lit one's border
        m = self.contentsMargins()
        return max(button_width(b, 8), self.viewport().width() - m.left() - m.right() - edges)

    def _words(self, b: QPushButton, text: str, tip: str, name: str, keys: str) -> tuple[str, str, str, str]:
        """What a button shows of a move: a move's words may be a player's
        or a deck's, so they are plain words, elided to the room a button
        has (read in full in the tooltip), with a ``&`` shown as itself."""
        shown = button_text(text, b.fontMetrics(), self._room(b))
        if not tip and shown.replace("&&", "&") != " ".join(display(text).splitlines()):
            tip = text  # cut short: the whole of it in the tooltip
        return shown, tooltip(tip), display(name), keys

    def set_pass(self, text: str, on_click: Callable[[], None]) -> QPushButton:
        """Only a "Pass to …" button, which takes the keyboard focus (Enter
        presses it): the table waits for the next player."""
        self._look = ("pass", text)
        self.mark_hint(None)
        self.show_hint_button(False)
        self._show([])
        b = self.pass_button
        shown, tip, name, _keys = self._words(b, text, "", text, "")
        b.setText(shown)
        b.setToolTip(tip)
        b.setAccessibleName(name)
        self._on_pass = on_click
        b.show()
        self._fit_rows(reset=True)  # a hand-over: the table may take back rows no longer needed
        b.setFocus()
        return b

    def set_moves(self, moves: Sequence[tuple[str, object]], perform: Callable[[object], None],
                  more: Callable[[], None], step: Callable[[], object] | None = None) -> None:
        """One button per move (the first nine with Alt+1…Alt+9), a "More
        moves" button past :data:`MAX_BUTTONS`, and first of all a "Next
        move" button (Ctrl+Space) when a bot waits for the player (``step``).

        When the buttons would read as they do now, they are kept and only
        answer with the new moves."""
        self._current = (moves, perform, more, step)
        self.mark_hint(None)  # a change: a hint lit for the moves before goes
        look = ("moves", step is not None, tuple(label for label, _ in moves))
        if look == self._look:
            return
        self._look = look
        if not self.pass_button.isHidden():
            self.pass_button.hide()
            self.pass_button.setText("")
            self.pass_button.setToolTip("")
            self.pass_button.setAccessibleName("")
        specs = []
        if step is not None:
            specs.append((tr("Next move ▶"),
                          tr("Let the next bot move (Ctrl+Space). Preferences → Bot speed sets them moving by "
                             "themselves."),
                          tr("Next move"), QKeySequence("Ctrl+Space").toString(), lambda: self._current[3]()))
        for i, (label, _action) in enumerate(moves[:MAX_BUTTONS]):
            keys = QKeySequence(f"Alt+{i + 1}").toString() if i < 9 else ""
            specs.append((label, tr("{move} ({keys})").format(move=label, keys=keys) if keys else label, label,
                          keys, lambda i=i: self._current[1](self._current[0][i][1])))
        if len(moves) > MAX_BUTTONS:
            specs.append((tr("More moves ({count})…").format(count=len(moves) - MAX_BUTTONS), "", "", "",
                          lambda: self._current[2]()))
        self._show(specs)

    # -- the hint ------------------------------------------------------------------------
    def show_hint_button(self, on: bool) -> None:
        """Show the Hint button (last in the bar) or hide it."""
        if on == self.hint_button.isHidden():
            self.hint_button.setVisible(on)
            self.inner.updateGeometry()
            self._fit_rows()

    def mark_hint(self, button: QPushButton | None) -> None:
        """Light ``button`` as the hinted move (None: put any lit one out)."""
        old, self._hinted = self._hinted, button
        if old is not None and old is not button:
            old.setProperty("hinted", False)
            old.setStyleSheet("")
        if button is not None:
            button.setProperty("hinted", True)
            button.setStyleSheet(HINTED_STYLE)

    @property
    def hinted(self) -> QPushButton | None:
        """The move button a hint lit, if any."""
        return self._hinted
