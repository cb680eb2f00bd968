"""The replay timeline's slider and keys: :class:`TimelineSlider`, a slider
over the moves of a game (0: the opening table) with the game's moments
marked under its groove, and the keys every part of the review answers
(:data:`KEYS`). Apart from :mod:`.timeline` so the timeline's form
(ui/timeline.ui) can make the slider without importing the bar it builds."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QSlider, QStyle, QStyleOptionSlider, QWidget

from cardtable.words import tr

# the keys of the timeline, wherever the focus is in the review (but in a text)
STEP_BACK, STEP_FORWARD, FIRST, LAST, PLAY, MOMENT_BACK, MOMENT_FORWARD, LEAVE = range(8)
KEYS = {
    Qt.Key.Key_Escape: LEAVE,
    Qt.Key.Key_Left: STEP_BACK, Qt.Key.Key_Right: STEP_FORWARD,
    Qt.Key.Key_Home: FIRST, Qt.Key.Key_End: LAST, Qt.Key.Key_Space: PLAY,
    Qt.Key.Key_PageUp: MOMENT_BACK, Qt.Key.Key_PageDown: MOMENT_FORWARD,
}
TICK_COLOURS = {"reveal": "#f0c040", "phase": "#5fb0ff", "story": "#c58cff", "handover": "#9ad17a",
                "end": "#ff7a6b", "elimination": "#ff7a6b"}
TICK_H = 7  # the marks under the groove, in pixels


def timeline_key(event: QKeyEvent) -> int | None:
    """What a key press asks of the timeline (None: not one of its keys)."""
    if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
        return None
    return KEYS.get(Qt.Key(event.key()))


class TimelineSlider(QSlider):
    """A slider over 0..moves with the moments marked under its groove.

    Its keys are the timeline's (see :data:`KEYS`): they are emitted as
    ``sigKey`` rather than moving the slider itself, so every way in
    (buttons, keys, the list) goes one way. A click on the groove goes to
    the move under the mouse, and the handle follows a drag."""

    sigKey = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setObjectName("timelineSlider")
        self.setAccessibleName(tr("Move shown"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumHeight(self.sizeHint().height() + TICK_H + 2)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._ticks: list[tuple[int, str]] = []

    def set_ticks(self, ticks: Sequence[tuple[int, str]]) -> None:
        """Mark these (move index, moment kind) under the groove."""
        self._ticks = list(ticks)
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        key = timeline_key(event)
        if key is None:
            super().keyPressEvent(event)
            return
        event.accept()
        self.sigKey.emit(key)

    def _groove(self) -> tuple[QStyleOptionSlider, QRectF, int]:
        opt = QStyleOptionSlider()
        self.initStyleOption(opt)
        style = self.style()
        groove = style.subControlRect(QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderGroove, self)
        handle = style.subControlRect(QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderHandle, self)
        return opt, QRectF(groove), handle.width()

    def value_at(self, x: float) -> int:
        """The move under ``x`` (in the slider's coordinates)."""
        opt, groove, handle = self._groove()
        span = max(1, int(groove.width()) - handle)
        return QStyle.sliderValueFromPosition(self.minimum(), self.maximum(),
                                              int(x - groove.left() - handle / 2), span, opt.upsideDown)

    def x_of(self, value: int) -> float:
        """Where move ``value`` is along the groove (the handle's centre there)."""
        opt, groove, handle = self._groove()
        span = max(1, int(groove.width()) - handle)
        return groove.left() + handle / 2 + QStyle.sliderPositionFromValue(
            self.minimum(), self.maximum(), value, span, opt.upsideDown)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.button() == Qt.MouseButton.LeftButton:
            opt = QStyleOptionSlider()
            self.initStyleOption(opt)
            hit = self.style().hitTestComplexControl(QStyle.ComplexControl.CC_Slider, opt,
                                                      event.position().toPoint(), self)
            if hit != QStyle.SubControl.SC_SliderHandle:
                # straight to the move clicked (not a page towards it); the
                # press then goes on to the handle, so a drag follows
                self.setValue(self.value_at(event.position().x()))
        super().mousePressEvent(event)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().paintEvent(event)
        if not self._ticks or self.maximum() <= self.minimum():
            return
        painter = QPainter(self)
        opt, groove, handle = self._groove()  # once for all the marks
        span = max(1, int(groove.width()) - handle)
        left = groove.left() + handle / 2
        low, high = self.minimum(), self.maximum()
        bottom = self.height() - 1
        pens: dict[str, QPen] = {}
        for index, kind in self._ticks:
            x = left + QStyle.sliderPositionFromValue(low, high, index, span, opt.upsideDown)
            pen = pens.get(kind)
            if pen is None:
                pen = pens[kind] = QPen(QColor(TICK_COLOURS.get(kind, "#dddddd")), 2)
            painter.setPen(pen)
            painter.drawLine(QPointF(x, bottom - TICK_H), QPointF(x, bottom))
        painter.end()
