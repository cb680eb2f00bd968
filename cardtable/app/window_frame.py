"""The window's frame: the pieces of the main window that need only Qt.

Owns nothing that lives on: these are the makers and the rules the window
(:class:`~cardtable.app.main_window.MainWindow`) builds its frame with —
its size and place from last time, the welcome and loading pages, the
fixed height of the lines above the table, the wait for the first paint,
and the one way a dock goes under the table. Each is handed the widgets
it works on and touches nothing else.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QByteArray, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from cardtable import APP_NAME
from cardtable.table.palette import TABLE_COLOUR_KEY, table_rgb
from cardtable.words import tr

from .screen_fit import fit_window, keep_on_screen
from .text_scale import applied_text_scale

GEOMETRY_KEY = "window/geometry"
DOCKS_KEY = "window/docks"
DOCKS_VERSION = 1
HEADLINE_POINTS = 15  # at the usual text size


def restore_geometry(window: QMainWindow, geometry: object) -> None:
    """Give ``window`` the size (and, maximised or full screen, the state)
    it was left at, as saved in ``geometry``; never bigger than this screen."""
    last = QWidget()  # what was saved, read on a stand-in: see below
    if isinstance(geometry, QByteArray) and not geometry.isEmpty() and last.restoreGeometry(geometry):
        if last.isMaximized() or last.isFullScreen():
            window.restoreGeometry(geometry)
            keep_on_screen(window)  # never bigger than this screen
        else:
            # the size from last time; the window manager places it, as on
            # the first start: a position asked for before the frame is
            # known can put the title bar above the screen
            fit_window(window, last.size())
    else:
        fit_window(window, QSize(1280, 820))  # as much of it as the screen has room for, frame and all
    last.deleteLater()


def make_loading_page(settings) -> QLabel:
    """The page shown while the table is set out, on the table's cloth (as ``settings`` keep it)."""
    loading = QLabel(tr("Setting out the table…"))
    loading.setObjectName("loadingPage")
    loading.setAlignment(Qt.AlignmentFlag.AlignCenter)
    cloth = table_rgb(settings.value(TABLE_COLOUR_KEY))
    loading.setStyleSheet(f"#loadingPage {{ background: {cloth}; color: #f0f0f0; font-size: 14pt; }}")
    return loading


def make_welcome(new_game: Callable[[], None]) -> QWidget:
    """The page shown with no game at the table: its button asks for a new game."""
    w = QWidget()
    layout = QVBoxLayout(w)
    layout.addStretch(1)
    title = QLabel(f"{APP_NAME}")
    f = title.font()
    f.setPointSize(28)
    f.setBold(True)
    title.setFont(f)
    title.setAlignment(Qt.AlignmentFlag.AlignCenter)
    sub = QLabel(tr("Paper card games for everyone around one computer."))
    sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
    button = QPushButton(tr("&New game…"))
    button.clicked.connect(new_game)
    button.setMinimumHeight(40)
    layout.addWidget(title)
    layout.addWidget(sub)
    layout.addWidget(button, 0, Qt.AlignmentFlag.AlignCenter)
    layout.addStretch(2)
    return w


def size_lines(headline, hint) -> None:
    """The lines above the table keep one height whatever they say (one
    line of headline, two of hint), so the table never rescales under
    the mouse when the text changes; neither may widen the window. The
    height follows the player's text size, as the headline's does."""
    scale = applied_text_scale()
    font = headline.font()
    font.setPointSizeF(HEADLINE_POINTS * scale)
    font.setBold(True)
    headline.setFont(font)
    reserve_lines(headline, 1)
    hint_lines = 2 if scale <= 1.25 else 3  # large text: the same words take more lines
    hint.set_lines(hint_lines)
    reserve_lines(hint, hint_lines)


def reserve_lines(label: QLabel, lines: int) -> None:
    """Give ``label`` the fixed height of ``lines`` lines of its own font and
    no say in the window's width; text that does not fit is read in full in
    its tooltip."""
    label.ensurePolished()
    margins = label.contentsMargins()
    label.setFixedHeight(label.fontMetrics().lineSpacing() * lines + margins.top() + margins.bottom() + 2)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
    label.setWordWrap(lines > 1)


def after_first_paint(watched: QWidget, then: Callable[[], None]) -> None:
    """Run ``then`` once ``watched`` has been painted (or after half a
    second if it never is, say when the window starts minimised)."""
    done = []

    def run() -> None:
        if not done:
            done.append(True)
            watched.removeEventFilter(watcher)
            then()

    class Watcher(QObject):
        def eventFilter(self, obj, event) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                QTimer.singleShot(0, self, run)
            return False

    watcher = Watcher(watched)
    watched.installEventFilter(watcher)
    QTimer.singleShot(500, watcher, run)  # the timers are the watcher's: none runs once ``watched`` is gone


def dock_under_table(window: QMainWindow, dock: QDockWidget, share: int = 3) -> None:
    """Put ``dock`` under the table, the one way for any dock there: where
    it was left last time (the saved window state has its place), else at
    1/``share`` of the window's height, the table keeping the rest.

    Either way the window then keeps each dock at the height it has.
    Until a dock's size is set (a saved state restored, ``resizeDocks``,
    a separator dragged) QMainWindow sizes its dock areas from their
    contents' size hints at every relayout, and a page switch of the
    table and the privacy screen is one: a content that asks for the
    size it has (a pyqtgraph view does) grew a little at each. The
    docks at the right keep the bottom corner, so a dock under the
    table takes height from the table, never from the window."""
    window.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
    # before addDockWidget: once added, restoreDockWidget reports the dock placed, saved place or not
    if window.restoreDockWidget(dock):
        return
    window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
    height = max(dock.minimumSizeHint().height(), window.height() // share)
    window.resizeDocks([dock], [height], Qt.Orientation.Vertical)
