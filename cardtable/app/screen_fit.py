"""Windows and dialogs that fit the screen they open on.

Everything here is derived from the screen's available geometry
(:meth:`QScreen.availableGeometry`: the screen less any panel), less the
window manager's frame: the frame a window really has once it is shown,
or, before any window has one, :data:`FRAME` as a fair allowance.

* :func:`fit_window` sizes a top-level window to what it asks for, never
  bigger than its screen, and corrects itself once the real frame is known.
* :func:`fit_dialog` is the one mechanism for dialogs: the content above the
  dialog's buttons goes into a scrolling body, so however long a question or
  a list of seats is, the dialog is capped to its screen and its buttons stay
  in view; labels wrap to a reading width rather than widen the dialog.
  A dialog is at least as wide as its title (so a window manager need not
  cut it), and whatever its body comes to hold later (another game's
  options) widens it, up to its screen, rather than scroll sideways.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QScreen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

FRAME = QSize(16, 48)  # a window manager's borders and title bar, until a window shows its own
TITLE_BAR_KEEPS = 110  # what a title bar keeps for its icon, buttons and margins besides the title
READING_WIDTH_EM = 46  # a question in a dialog wraps at about this many average characters


def screen_of(widget: QWidget | None) -> QScreen:
    """The screen ``widget`` opens on: its own, its parent window's, or the primary one."""
    for w in (widget, widget.parentWidget() if widget is not None else None):
        if w is not None:
            screen = w.window().screen()
            if screen is not None:
                return screen
    return QGuiApplication.primaryScreen()


def available(widget: QWidget | None) -> QRect:
    """The screen's available geometry for ``widget`` (the screen less its panels)."""
    return screen_of(widget).availableGeometry()


def frame_of(widget: QWidget | None) -> QSize:
    """The room a window manager's frame takes around ``widget``'s window:
    measured on the window itself (or, for a dialog not shown yet, on its
    parent window) once one has a frame, else :data:`FRAME`."""
    for w in (widget, widget.parentWidget() if widget is not None else None):
        if w is None:
            continue
        top = w.window()
        if top.isVisible():
            extra = top.frameGeometry().size() - top.geometry().size()
            if extra.width() > 0 or extra.height() > 0:
                return extra
    return FRAME


def room(widget: QWidget | None) -> QSize:
    """The largest size ``widget``'s window may take, its frame included, on its screen."""
    area = available(widget).size()
    frame = frame_of(widget)
    return QSize(max(1, area.width() - frame.width()), max(1, area.height() - frame.height()))


def place_inside(widget: QWidget) -> None:
    """Move ``widget``'s window (frame and all) inside the available geometry,
    shrinking it when it is bigger than the room there is."""
    area = available(widget)
    frame = frame_of(widget)
    size = widget.size().boundedTo(room(widget))
    if size != widget.size():
        widget.resize(size)
    outer = QRect(widget.frameGeometry().topLeft(), size + frame)
    x = min(max(outer.left(), area.left()), area.right() + 1 - outer.width())
    y = min(max(outer.top(), area.top()), area.bottom() + 1 - outer.height())
    if (x, y) != (outer.left(), outer.top()):
        widget.move(QPoint(x, y))


class _FitOnShow(QObject):
    """Fits a window as it shows, and again when the window manager's frame
    first becomes known (it may come a moment after the window shows), then
    leaves the window to the person using it. A size someone else set in
    the meantime (a program's own ``resize``) is theirs, and kept."""

    def __init__(self, widget: QWidget, wanted: QSize) -> None:
        super().__init__(widget)
        self.widget = widget
        self.wanted = QSize(wanted)  # the size the window takes on a screen with room for it
        self.ours = widget.size()  # the size this fit gave the window last
        self.framed = False
        self.shown = False

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt override)
        kind = event.type()
        widget = getattr(self, "widget", None)  # none while this filter is made or unmade
        if obj is widget and kind == QEvent.Type.Show and not self.shown:
            self.shown = True
            self.fit(True)
        elif obj is widget and self.shown and kind in (QEvent.Type.Move, QEvent.Type.Resize):
            self.fit(False)
        return False

    def fit(self, showing: bool) -> None:
        w = self.widget
        framed = w.frameGeometry().size() != w.geometry().size()
        if not showing and (self.framed or not framed):
            return
        self.framed = self.framed or framed
        if w.isMaximized() or w.isFullScreen() or w.size() != self.ours:
            return
        size = self.wanted.boundedTo(room(w)).expandedTo(w.minimumSize())
        if size != w.size():
            w.resize(size)
        place_inside(w)
        self.ours = w.size()


def fit_window(widget: QWidget, wanted: QSize) -> None:
    """Size a top-level window to ``wanted``, never bigger than the room its
    screen has (frame included), and keep it so when it shows and its real
    frame is known."""
    widget.resize(wanted.boundedTo(room(widget)))
    widget.installEventFilter(_FitOnShow(widget, wanted))


def keep_on_screen(widget: QWidget) -> None:
    """After a window's size was restored from last time: never bigger than
    the screen it now opens on (a smaller screen, or a size saved by an
    earlier version)."""
    fit_window(widget, widget.size())


class ScrollBody(QScrollArea):
    """A frameless scroll area that asks for the whole of its content (a
    plain QScrollArea asks for at most 24 lines) but needs only a few lines:
    the dialog takes the room its content wants, up to the screen's."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialogBody")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setWidget(content)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes through the controls, never the frame round them
        self._widening = False
        self._window_size: QSize | None = None  # its window's size when it last looked
        # about to scroll because the content grew past the room it has (another game's options, a
        # line saying why no sound was heard): the window grows instead, while its screen has room;
        # a window the person made smaller is left as they made it
        for bar in (self.horizontalScrollBar(), self.verticalScrollBar()):
            bar.rangeChanged.connect(lambda _low, high: high > 0 and self._outgrown())

    def _outgrown(self) -> None:
        """The content needs more room than it has: grow the window unless
        the window itself was just made smaller (then its size stands)."""
        size = self.window().size()
        resized = self._window_size is not None and size != self._window_size
        self._window_size = size
        if not resized:
            self._widen_soon()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt override)
        # the content's layout changed (another game's options, a longer
        # word): once it is laid out, its window widens if it must
        if obj is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self._widen_soon()
        return super().eventFilter(obj, event)

    def _widen_soon(self) -> None:
        if not self._widening:
            self._widening = True
            QTimer.singleShot(0, self, self.widen)

    def lack(self) -> int:
        """How many pixels the content's least width lacks in the room
        this body gives it (0: it fits, nothing scrolls sideways)."""
        content = self.widget()
        if content is None:
            return 0
        room = self.viewport().width()
        if self.verticalScrollBar().isHidden() and content.minimumSizeHint().height() > self.viewport().height():
            room -= self._bar()  # it is about to scroll up and down: the bar takes its room
        return max(0, content.minimumSizeHint().width() - room)

    def widen(self) -> None:
        """Widen the window this body is in by what its content lacks,
        rather than scroll sideways, and make it taller by what it would
        scroll up and down when its screen has room for all of it."""
        self._widening = False
        window = self.window()
        if window is self or not window.isVisible() or window.isMaximized() or window.isFullScreen():
            return
        lack = max(self.lack(), self.horizontalScrollBar().maximum())
        cap = room(window)
        taller = window.height() + self.verticalScrollBar().maximum()
        # taller only when that shows all it holds: what scrolls by design (a long set-up) stays put
        size = QSize(min(window.width() + max(0, lack), cap.width()),
                     taller if taller <= cap.height() else window.height())
        if size.width() > window.width() or size.height() > window.height():
            window.resize(size.expandedTo(window.size()))
            place_inside(window)
        self._window_size = window.size()

    def _bar(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return self.widget().sizeHint() + QSize(2, 2)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        line = self.fontMetrics().lineSpacing()
        hint = self.widget().minimumSizeHint()
        return QSize(min(hint.width(), 20 * line) + self._bar(), min(hint.height(), 4 * line) + self._bar())

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return self.widget().hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self.widget().heightForWidth(width) + 2


def _carry(source: QLayout, target: QVBoxLayout, keep: list) -> None:
    """Move every item but the button rows from ``source`` to ``target`` (in
    order, with their stretch); the button rows stay, in order, in ``keep``.
    The button rows are those holding a QDialogButtonBox, or else the last
    row when it is a row of buttons."""
    items = []
    while source.count():
        stretch = source.stretch(0) if hasattr(source, "stretch") else 0
        items.append((source.takeAt(0), stretch))
    rows = [i for i, (item, _) in enumerate(items) if _holds(item, QDialogButtonBox)]
    if not rows and items and _holds(items[-1][0], QPushButton):
        rows = [len(items) - 1]
    for i, (item, stretch) in enumerate(items):
        if i in rows:
            keep.append(item)
        elif item.widget() is not None:
            target.addWidget(item.widget(), stretch)
        elif item.layout() is not None:
            sub = item.layout()
            sub.setParent(None)
            target.addLayout(sub, stretch)
        elif item.spacerItem() is not None:
            target.addItem(item.spacerItem())


def _holds(item, kind) -> bool:
    """Whether a layout item is, or holds, a widget of ``kind``."""
    if isinstance(item.widget(), kind):
        return True
    sub = item.layout()
    if sub is not None:
        return any(_holds(sub.itemAt(i), kind) for i in range(sub.count()))
    return False


def _scroll_body(dialog: QDialog) -> ScrollBody | None:
    """Put everything above the dialog's buttons into a :class:`ScrollBody`,
    unless the dialog has one of its own already: then it chose what scrolls
    (its set-up, say) and what keeps its place (a list to choose from)."""
    own = dialog.findChild(ScrollBody)
    if own is not None:
        return own
    outer = dialog.layout()
    if outer is None or not isinstance(outer, QVBoxLayout):
        return None
    content = QWidget()
    content.setObjectName("dialogContent")
    inner = QVBoxLayout(content)
    margins = outer.contentsMargins()
    inner.setContentsMargins(0, 0, 0, 0)
    inner.setSpacing(outer.spacing())
    keep: list = []
    _carry(outer, inner, keep)
    body = ScrollBody(content, dialog)
    outer.setContentsMargins(margins)
    outer.addWidget(body, 1)
    for item in keep:
        if item.widget() is not None:
            outer.addWidget(item.widget())
        elif item.layout() is not None:
            sub = item.layout()
            sub.setParent(None)
            outer.addLayout(sub)
    return body


def title_of(question: str, limit: int = 60) -> str:
    """A dialog's title from the question it asks: its first line, cut at a
    word to about ``limit`` characters."""
    line = next((ln.strip() for ln in question.splitlines() if ln.strip()), "")
    line = " ".join(line.split())
    if len(line) <= limit:
        return line.rstrip(":")
    cut = line[:limit].rsplit(" ", 1)[0] or line[:limit]
    return cut.rstrip(" ,;:") + "…"


def title_width(title: str) -> int:
    """The width a window needs to show ``title`` whole in its title bar:
    the title in the usual size of text (a window manager draws titles at
    its own size, not at the text size the app was given) and the room a
    title bar keeps for its buttons."""
    from .text_scale import applied_text_scale

    font = QFont(QGuiApplication.font())
    scale = applied_text_scale()
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() / scale)
    elif font.pixelSize() > 0:
        font.setPixelSize(max(1, round(font.pixelSize() / scale)))
    font.setBold(True)
    return QFontMetrics(font).horizontalAdvance(" ".join(title.split())) + TITLE_BAR_KEEPS if title else 0


def reading_width(widget: QWidget) -> int:
    return widget.fontMetrics().averageCharWidth() * READING_WIDTH_EM


def _wrap_words(dialog: QDialog) -> None:
    """Questions wrap at a reading width, and a list of long choices shows a
    reading width of them (each in full in its drop-down), rather than widen
    the dialog past its screen."""
    for label in dialog.findChildren(QLabel):
        if label.pixmap() is None or label.pixmap().isNull():
            label.setWordWrap(True)
            label.setMinimumWidth(0)
    for combo in dialog.findChildren(QComboBox):
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(24)
        combo.setSizePolicy(QSizePolicy.Policy.Expanding, combo.sizePolicy().verticalPolicy())
        view = combo.view()
        if view is not None:  # the drop-down list shows each choice in full, as wide as it needs
            view.setTextElideMode(Qt.TextElideMode.ElideNone)
            width = max((combo.fontMetrics().horizontalAdvance(combo.itemText(i)) for i in range(combo.count())),
                        default=0)
            view.setMinimumWidth(min(width + 40, room(dialog).width()))


class _DialogFit(QObject):
    """Sizes and places a dialog each time it shows: the size its content
    asks for, capped to the room on its screen, inside the available area."""

    def __init__(self, dialog: QDialog, wrap: bool) -> None:
        super().__init__(dialog)  # the dialog is its parent, never held here: a child holding its
        self.wrap = wrap  # parent made a cycle, and the collector then deleted a dialog mid-paint

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt override)
        # Qt may ask while this filter is made or unmade (its dialog going
        # with the window), when it has no dialog to fit
        if event.type() == QEvent.Type.Show and obj is self.parent():
            self.fit()
        return False

    def fit(self) -> None:
        d = self.parent()
        cap = room(d)
        d.setMaximumSize(cap)
        layout = d.layout()
        if layout is not None:
            layout.activate()
        # the size the dialog asks for: its content's, or the size it was given
        hint = d.sizeHint().expandedTo(d.size() if d.testAttribute(Qt.WidgetAttribute.WA_Resized) else QSize(0, 0))
        width = hint.width()
        if self.wrap:
            width = min(width, max(reading_width(d), d.minimumSizeHint().width()))
        width = max(width, title_width(d.windowTitle()))  # the title whole
        body = d.findChild(ScrollBody)
        if body is not None and height_of(d, width) > cap.height():
            width += body._bar()  # it will scroll up and down: room for the bar beside its content
        width = min(width, cap.width())
        height = height_of(d, width)
        size = QSize(width, height).boundedTo(cap).expandedTo(d.minimumSizeHint().boundedTo(cap))
        d.resize(size)
        parent = d.parentWidget()
        if parent is not None and parent.window().isVisible():
            centre = parent.window().frameGeometry().center()
            d.move(centre - QPoint(size.width() // 2, size.height() // 2))
        place_inside(d)


def height_of(dialog: QDialog, width: int) -> int:
    """The height ``dialog`` asks for at ``width``: what its words need
    there, and never less than the height it was given (a list it sized
    to its rows)."""
    given = dialog.height() if dialog.testAttribute(Qt.WidgetAttribute.WA_Resized) else 0
    height = dialog.heightForWidth(width) if dialog.hasHeightForWidth() else -1
    return max(height, given) if height > 0 else max(dialog.sizeHint().height(), given)


def fit_dialog(dialog: QDialog, title: str | None = None, *, wrap: bool = False) -> QDialog:
    """Fit ``dialog`` to the screen it opens on, every time it opens: what
    is above its buttons scrolls inside it, the buttons stay in view, and it
    is never bigger than the screen's available geometry less the frame.
    ``title`` (what the dialog asks) becomes its window title; ``wrap``
    wraps its questions and choices at a reading width. Call it once the
    dialog's widgets are in place."""
    if title:
        dialog.setWindowTitle(" ".join(title.split()))
    if dialog.property("screenFit"):
        return dialog
    dialog.setProperty("screenFit", True)
    if wrap:
        _wrap_words(dialog)
    _scroll_body(dialog)
    dialog.setSizeGripEnabled(True)
    dialog.installEventFilter(_DialogFit(dialog, wrap))
    return dialog
