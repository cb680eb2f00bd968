"""The buttons under the table for moves that have no card to drag.

The buttons flow into rows within the window's width (they never widen the
window), and the bar keeps one fixed height whatever buttons it holds, so the
table above it keeps its size and scale when buttons come and go: drop
targets never move under the mouse. Rows past the reserved height scroll.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QPoint, QRect, QSize, Qt
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

SHOWN_ROWS = 2  # rows of buttons the bar reserves room for
MAX_BUTTONS = 24  # past this a "More moves" button opens a list


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
            size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _arrange(self, rect: QRect, move: bool) -> int:
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, row_h = area.x(), area.y(), 0
        for item in self._items:
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
    """A fixed-height strip of move buttons that wrap within its width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self.setAccessibleName("Moves")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.inner = QWidget()
        self.inner.setObjectName("actionBarButtons")
        self.flow = FlowLayout(self.inner)
        self.setWidget(self.inner)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        probe = QPushButton("Move")
        row = probe.sizeHint().height()
        probe.deleteLater()
        self.setFixedHeight(SHOWN_ROWS * row + (SHOWN_ROWS - 1) * self.flow._spacing + 2)
        self.setMinimumWidth(self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) + 40)
        self.pass_button = QPushButton(self.inner)
        self.pass_button.setObjectName("passButton")
        self.pass_button.setDefault(True)
        self.pass_button.setMinimumHeight(36)
        self.pass_button.hide()
        self.pass_button.clicked.connect(lambda _c=False: self._on_pass())
        self._on_pass: Callable[[], None] = lambda: None
        self._look: tuple | None = None  # what the buttons read: kept while a change leaves it the same
        self._current: tuple = ((), None, None, None)  # (moves, perform, more, step) the buttons answer with

    def buttons(self) -> list[QPushButton]:
        return [self.flow.itemAt(i).widget() for i in range(self.flow.count())]

    def _clear(self) -> None:
        while self.flow.count():
            widget = self.flow.takeAt(0).widget()
            if widget is not None:
                widget.hide()  # gone now, not when the event loop gets round to it
                if widget is not self.pass_button:  # the one button every hand-over uses is kept
                    widget.deleteLater()

    def set_pass(self, text: str, on_click: Callable[[], None]) -> QPushButton:
        """Only a "Pass to …" button, which takes the keyboard focus (Enter
        presses it): the table waits for the next player."""
        self._look = ("pass", text)
        self._clear()
        b = self.pass_button
        b.setText(text)
        b.setAccessibleName(text)
        self._on_pass = on_click
        self.flow.addWidget(b)
        self.inner.updateGeometry()
        b.show()
        b.setFocus()
        return b

    def set_moves(self, moves: Sequence[tuple[str, object]], perform: Callable[[object], None],
                  more: Callable[[], None], step: Callable[[], object] | None = None) -> None:
        """One button per move (the first nine with Alt+1…Alt+9), a "More
        moves" button past :data:`MAX_BUTTONS`, and first of all a "Next
        move" button (Ctrl+Space) when a bot waits for the player (``step``).

        When the buttons would read as they do now, they are kept (no new
        widgets, no new layout) and only answer with the new moves."""
        self._current = (moves, perform, more, step)
        look = ("moves", step is not None, tuple(label for label, _ in moves))
        if look == self._look:
            return
        self._look = look
        self._clear()
        if step is not None:
            b = QPushButton("Next move ▶")
            b.setObjectName("actionButton")
            b.setAccessibleName("Next move")
            b.setShortcut(QKeySequence("Ctrl+Space"))
            b.setToolTip("Let the next bot move (Ctrl+Space). Preferences → Bot speed sets them moving by themselves.")
            b.clicked.connect(lambda _c=False: self._current[3]())
            self.flow.addWidget(b)
        for i, (label, action) in enumerate(moves[:MAX_BUTTONS]):
            b = QPushButton(label)
            b.setObjectName("actionButton")
            b.setAccessibleName(label)
            if i < 9:
                b.setShortcut(QKeySequence(f"Alt+{i + 1}"))
                b.setToolTip(f"{label} (Alt+{i + 1})")
            else:
                b.setToolTip(label)
            b.clicked.connect(lambda _c=False, i=i: self._current[1](self._current[0][i][1]))
            self.flow.addWidget(b)
        if len(moves) > MAX_BUTTONS:
            b = QPushButton(f"More moves ({len(moves) - MAX_BUTTONS})…")
            b.setObjectName("actionButton")
            b.clicked.connect(lambda _c=False: self._current[2]())
            self.flow.addWidget(b)
        self.inner.updateGeometry()
