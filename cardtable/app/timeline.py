"""The replay view's controls: a timeline under the table and a list of moments.

:class:`TimelineSlider` (from :mod:`.timeline_slider`) is a slider over
the moves of a game (0: the opening table) with the game's moments marked
under its groove; a click on the groove goes straight to the move under
the mouse. :class:`TimelineBar` holds it with the buttons (first, previous moment, step back, play/pause,
step forward, next moment, last), where the review stands, whose eyes the
table is shown through, "Play on from here" and "Back to the game".
:class:`MomentsDock` lists the moments; a click on one goes there.

The bar's buttons stand in one row, or, when the window is too narrow for
them at the text size in use (large text, longer German words), in two:
the steps and what the move did above, the eyes and the two buttons that
leave below; no button is ever squeezed under its words.

The bar's frame, words and names are the form ui/timeline.ui. These
widgets know no game: they show numbers and the words they are given,
as plain text, and say what the player asked for in signals.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QDockWidget,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.table.plaintext import display, tooltip
from cardtable.words import tr

from .forms.ui_timeline import Ui_TimelineBar
from .timeline_slider import (  # noqa: F401 (the review finds the keys here)
    FIRST,
    KEYS,
    LAST,
    LEAVE,
    MOMENT_BACK,
    MOMENT_FORWARD,
    PLAY,
    STEP_BACK,
    STEP_FORWARD,
    TICK_COLOURS,
    TimelineSlider,
    timeline_key,
)


class TimelineBar(QWidget):
    """The timeline under the table: the slider over the moves, and a row of
    buttons. ``sigSeek(index)`` asks for a move, ``sigKey(key)`` for one of
    the timeline's steps (see :data:`KEYS`), ``sigEyes(row)`` for other eyes,
    ``sigPlayOn`` and ``sigLeave`` for the two buttons at its end. Its
    frame, words and names are the form ui/timeline.ui."""

    sigSeek = Signal(int)
    sigKey = Signal(int)
    sigEyes = Signal(int)
    sigPlayOn = Signal()
    sigLeave = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = ui = Ui_TimelineBar()
        ui.setupUi(self)  # ui/timeline.ui: the slider, the buttons, their tips and names
        self.slider = ui.timelineSlider
        self.slider.valueChanged.connect(self._moved)
        self.slider.sigKey.connect(self.sigKey)
        self.first, self.moment_back, self.back = ui.timelineFirst, ui.timelineMomentBack, ui.timelineBack
        self.play, self.forward = ui.timelinePlay, ui.timelineForward
        self.moment_forward, self.last = ui.timelineMomentForward, ui.timelineLast
        sp = QStyle.StandardPixmap
        for button, key, icon in ((self.first, FIRST, sp.SP_MediaSkipBackward),
                                  (self.moment_back, MOMENT_BACK, sp.SP_MediaSeekBackward),
                                  (self.back, STEP_BACK, sp.SP_ArrowLeft), (self.play, PLAY, sp.SP_MediaPlay),
                                  (self.forward, STEP_FORWARD, sp.SP_ArrowRight),
                                  (self.moment_forward, MOMENT_FORWARD, sp.SP_MediaSeekForward),
                                  (self.last, LAST, sp.SP_MediaSkipForward)):
            button.setIcon(self.style().standardIcon(icon))
            button.clicked.connect(lambda _=False, k=key: self.sigKey.emit(k))
        self.where = ui.timelineWhere  # "37 / 139": numbers only
        self.eyes = ui.timelineEyes
        self.eyes.activated.connect(self.sigEyes)
        self.play_on = ui.playOnButton
        self.play_on.clicked.connect(self.sigPlayOn)
        self.leave = ui.leaveReviewButton
        self.leave.clicked.connect(self.sigLeave)
        self.headline = ui.timelineMove
        self._quiet = False
        self._rows = 1

    HEADLINE_EM = 24  # what the move did keeps about this many letters beside the buttons, in one row
    EYES_EM = 30  # the widest the eyes' choice gets, in letters

    def rows_needed(self, width: int) -> int:
        """How many rows the buttons take in ``width``: one when they fit
        side by side (with room to read what the move did), two when the
        eyes and the two buttons that leave fit a row of their own, else
        three (the eyes apart)."""
        ui = self.ui
        steps = ui.buttonRow.minimumSize().width()
        reading = self.fontMetrics().averageCharWidth() * self.HEADLINE_EM
        steps += max(0, reading - self.headline.minimumSizeHint().width())
        eyes, leave = ui.eyesRow.sizeHint().width(), ui.exitRow.sizeHint().width()
        gap = ui.buttonRows.spacing()
        if width >= steps + gap + eyes + ui.leaveRow.spacing() + leave:
            return 1
        return 2 if width >= eyes + ui.leaveRow.spacing() + leave else 3

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._arrange()

    def event(self, event) -> bool:  # noqa: N802 (Qt override)
        # what the buttons need changed (the eyes' names, the text size, a
        # first show at a width already set): the rows are worked out again
        kind = event.type()
        if kind in (QEvent.Type.Show, QEvent.Type.FontChange, QEvent.Type.StyleChange):
            # the eyes' names ("What everyone saw") whole at any text size, never the whole row
            self.eyes.setMaximumWidth(self.eyes.fontMetrics().averageCharWidth() * self.EYES_EM)
        if kind in (QEvent.Type.LayoutRequest, QEvent.Type.Show, QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._arrange()
        return super().event(event)

    def _arrange(self) -> None:
        """The buttons in as few rows as the bar's width allows."""
        rows = self.rows_needed(self.width())
        if rows == self._rows:
            return
        self._rows = rows
        ui = self.ui
        down, across = QBoxLayout.Direction.TopToBottom, QBoxLayout.Direction.LeftToRight
        ui.buttonRows.setDirection(across if rows == 1 else down)
        ui.leaveRow.setDirection(down if rows == 3 else across)
        # on rows of their own the eyes and the two buttons keep to the right
        # and what the move did may take two lines
        grow = QSizePolicy.Policy.Fixed if rows == 1 else QSizePolicy.Policy.Expanding
        for gap in (ui.eyesGap, ui.exitGap):
            gap.changeSize(0, 0, grow, QSizePolicy.Policy.Minimum)
        self.headline.set_lines(1 if rows == 1 else 2)
        for row in (ui.eyesRow, ui.exitRow, ui.leaveRow, ui.buttonRows):
            row.invalidate()
        self.updateGeometry()

    def buttons(self) -> list[QWidget]:
        return [self.first, self.moment_back, self.back, self.play, self.forward, self.moment_forward, self.last]

    def show_range(self, maximum: int, ticks: Sequence[tuple[int, str]]) -> None:
        """The moves the timeline spans (0..``maximum``) and the moments marked on it."""
        self._quiet = True
        self.slider.setRange(0, maximum)
        self.slider.setPageStep(max(1, maximum // 20))
        self._quiet = False
        self.slider.set_ticks(ticks)

    def show_at(self, index: int, text: str) -> None:
        """The timeline at move ``index``; ``text`` says what that move did."""
        self._quiet = True
        self.slider.setValue(index)
        self._quiet = False
        maximum = self.slider.maximum()
        self.where.setText(f"{index} / {maximum}")
        self.slider.setAccessibleDescription(tr("Move {index} of {last}").format(index=index, last=maximum))
        self.headline.setText(text)
        for button in (self.first, self.back, self.moment_back):
            button.setEnabled(index > 0)
        for button in (self.last, self.forward, self.moment_forward):
            button.setEnabled(index < maximum)

    def show_playing(self, playing: bool) -> None:
        sp = QStyle.StandardPixmap
        self.play.setIcon(self.style().standardIcon(sp.SP_MediaPause if playing else sp.SP_MediaPlay))
        self.play.setAccessibleName(tr("Pause") if playing else tr("Play", "the review"))
        self.play.setToolTip(tr("Pause (Space)") if playing else tr("Play (Space)"))

    def show_eyes(self, names: Sequence[str], current: int, why_not: str = "") -> None:
        """The eyes one may choose (plain names) and the one chosen; with
        one choice only, ``why_not`` says why there are no others."""
        self.eyes.blockSignals(True)
        self.eyes.clear()
        for name in names:
            self.eyes.addItem(display(name))
        self.eyes.setCurrentIndex(current)
        self.eyes.blockSignals(False)
        self.eyes.setEnabled(len(names) > 1)
        self.eyes.setToolTip(tooltip(why_not) if why_not and len(names) <= 1 else
                             tr("Show the table as this player saw it, or with every card open"))

    def _moved(self, value: int) -> None:
        if not self._quiet:
            self.sigSeek.emit(value)


class TimelineKeys(QObject):
    """While ``active()``, passes the timeline's keys (see :data:`KEYS`)
    from other widgets of the review (the table, the buttons) to
    ``target``; a button keeps Space (it presses the button), and text
    boxes and lists keep every key. Otherwise every key goes its usual way."""

    def __init__(self, target, active, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.target = target
        self.active = active

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt override)
        if event.type() != QEvent.Type.KeyPress or not self.active():
            return False
        key = timeline_key(event)
        if key is None or (key == PLAY and isinstance(obj, (QPushButton, QToolButton))):
            return False
        self.target(key)
        return True


SHOW_KINDS = (  # the moments list's filter: (kinds shown, words)
    ((), QT_TRANSLATE_NOOP("", "Every moment")),
    (("reveal",), QT_TRANSLATE_NOOP("", "Cards shown")),
    (("phase",), QT_TRANSLATE_NOOP("", "Phases and rounds")),
    (("story",), QT_TRANSLATE_NOOP("", "Story")),
    (("handover",), QT_TRANSLATE_NOOP("", "Hand-overs")),
    (("elimination", "end"), QT_TRANSLATE_NOOP("", "Players out and the end")),
)  # the words: tr() where shown


class MomentsDock(QDockWidget):
    """The moments of the game under review, one row each, of every kind or
    of the kind chosen above the list; choosing a row (a click, or the
    arrow keys) asks for its move in ``sigSeek``."""

    sigSeek = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Moments"), parent)
        self.setObjectName("momentsDock")
        self.show_kinds = QComboBox()
        self.show_kinds.setObjectName("momentsShown")
        self.show_kinds.setAccessibleName(tr("Moments to list"))
        for _kinds, words in SHOW_KINDS:
            self.show_kinds.addItem(tr(words))
        self.show_kinds.currentIndexChanged.connect(lambda _i: self._fill())
        self.list = QListWidget(self)
        self.list.setObjectName("momentsList")
        self.list.setAccessibleName(tr("Moments of the game"))
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.currentRowChanged.connect(self._chosen)
        self.list.itemClicked.connect(lambda item: self._chosen(self.list.row(item)))
        box = QWidget()
        v = QVBoxLayout(box)
        v.setContentsMargins(0, 0, 0, 0)
        v.addWidget(self.show_kinds)
        v.addWidget(self.list, 1)
        self.setWidget(box)
        self._rows: list[tuple[int, str, str]] = []
        self._indices: list[int] = []
        self._at = 0

    def set_moments(self, rows: Sequence[tuple[int, str, str]]) -> None:
        """Rows of (move index, kind, words)."""
        self._rows = list(rows)
        self._fill()

    def _fill(self) -> None:
        kinds = SHOW_KINDS[max(0, self.show_kinds.currentIndex())][0]
        self.list.blockSignals(True)
        self.list.clear()
        self._indices = []
        last = None
        for index, kind, text in self._rows:
            if kinds and kind not in kinds:
                continue
            if (index, text) == last:  # one row for the same words at the same move (a reveal that starts a hand)
                continue
            last = (index, text)
            words = display(tr("Move {index}: {said}").format(index=index, said=text) if index
                            else tr("Opening: {said}").format(said=text))
            item = QListWidgetItem(words)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, words)
            colour = TICK_COLOURS.get(kind)
            if colour:
                item.setData(Qt.ItemDataRole.DecorationRole, QColor(colour))
            self.list.addItem(item)
            self._indices.append(index)
        self.list.blockSignals(False)
        self.show_at(self._at)

    def show_at(self, index: int) -> None:
        """Select the last moment listed at or before move ``index`` (none before the first)."""
        self._at = index
        row = bisect_right(self._indices, index) - 1
        if row != self.list.currentRow():
            self.list.blockSignals(True)
            self.list.setCurrentRow(row)
            self.list.blockSignals(False)
        if row >= 0:
            self.list.scrollToItem(self.list.item(row))

    def _chosen(self, row: int) -> None:
        if 0 <= row < len(self._indices):
            self.sigSeek.emit(self._indices[row])
