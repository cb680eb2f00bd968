"""Fixtures that drive the real main window like a user would."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from cardtable.app.config import AppConfig
from cardtable.app.main_window import MainWindow
from cardtable.games import all_games
from cardtable.table.style import TableStyle
from tests.frontend import told  # noqa: F401 (a text answer for answer_questions)


@pytest.fixture
def make_window(qtbot, tmp_path):
    windows = []

    def make(data_dir: Path | None = None, animation: str = "off") -> MainWindow:
        w = MainWindow(all_games(), AppConfig(data_dir or tmp_path / "home", bot_delay_ms=0))
        qtbot.addWidget(w)
        w.apply_style(TableStyle(animation=animation))
        w.resize(1300, 850)
        w.show()
        qtbot.waitExposed(w)
        windows.append(w)
        return w

    yield make
    for w in windows:
        if w.session is not None:
            w.session.shutdown()


def scene_point(window: MainWindow, point: QPointF) -> QPoint:
    return window.canvas.mapFromScene(point)


def sprite_grip(sprite) -> QPointF:
    """A point on the visible part of a card (the left strip of a fanned card)."""
    r = sprite.sceneBoundingRect()
    return QPointF(r.left() + min(14.0, r.width() / 4), r.center().y())


def drag(qtbot, window: MainWindow, start: QPointF, end: QPointF, steps: int = 8) -> None:
    """A real mouse drag on the table's viewport, in small moves."""
    vp = window.canvas.viewport()
    a, b = scene_point(window, start), scene_point(window, end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, steps + 1):
        p = QPoint(a.x() + (b.x() - a.x()) * i // steps, a.y() + (b.y() - a.y()) * i // steps)
        QTest.mouseMove(vp, p, 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b, 5)
    docks_follow(qtbot, window)


def docks_follow(qtbot, window: MainWindow) -> None:
    """Let the event loop turn until the side docks show what the table
    shows (after a move they follow the repainted table a moment later)."""
    qtbot.waitUntil(lambda: not window.docks_behind, timeout=10_000)  # a bound for failure only


def zone_centre(window: MainWindow, zone_id: str) -> QPointF:
    return window.scene.zones[zone_id].sceneBoundingRect().center()


def sprites_in(window: MainWindow, zone_id: str):
    return sorted((s for s in window.scene.sprites.values() if s.zone == zone_id), key=lambda s: s.index)


def pass_button(window: MainWindow):
    """The "Pass to NAME" button shown while the seat at the screen looks at
    a card it has just been given (None when the table is not held)."""
    from PySide6.QtWidgets import QPushButton

    return next((b for b in window.findChildren(QPushButton, "passButton") if b.isVisible()), None)


def pass_on(qtbot, window: MainWindow, to: str = "") -> None:
    """The seat at the screen has seen its new card: click "Pass to NAME"."""
    qtbot.waitUntil(lambda: pass_button(window) is not None, timeout=10_000)  # new buttons show on the next loop
    button = pass_button(window)
    assert to in button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.privacy


# What every screen probe starts with: the application, the window's
# imports, and waiting for conditions (a bound only for failure, never a time).
PROBE_PRELUDE = r'''
import json, random, sys
from pathlib import Path
from PySide6.QtCore import QDeadlineTimer, QEvent, QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
app = QApplication(sys.argv)
from cardtable.app.config import AppConfig
from cardtable.app.main_window import MainWindow
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games


def settle():
    """Let every posted event (layout requests first) be handled."""
    for _ in range(3):
        app.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        app.processEvents()


def wait_until(test, what, ms=20_000):
    deadline = QDeadlineTimer(ms)  # a bound for failure only
    while not test():
        if deadline.hasExpired():
            raise SystemExit(f"timed out waiting for {what}")
        app.processEvents()
    settle()
'''


def run_on_screen(tmp_path: Path, probe: str, width: int = 1280, height: int = 800) -> dict:
    """Run :data:`PROBE_PRELUDE` and ``probe`` (Python source that prints one ``PROBE <json>`` line) in
    a process of its own on an offscreen screen of ``width`` × ``height``
    with the platform's window frames, its home folders in ``tmp_path``;
    the JSON it printed. A process of its own: a screen's size is fixed
    when the application starts."""
    import json
    import os
    import subprocess
    import sys

    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"synthesizedFrameMargins": True, "screens": [
        {"name": "test", "x": 0, "y": 0, "width": width, "height": height,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    env.pop("CARDTABLE_HOME", None)
    done = subprocess.run([sys.executable, "-c", PROBE_PRELUDE + probe, str(tmp_path / "home")], env=env, cwd=os.getcwd(),
                          capture_output=True, text=True, timeout=300)
    line = next((ln for ln in done.stdout.splitlines() if ln.startswith("PROBE ")), None)
    assert line is not None, done.stdout[-2000:] + done.stderr[-3000:]
    return json.loads(line[len("PROBE "):])


def answer_questions(window: MainWindow, choice=None, text=None) -> list:
    """Answer every question the window puts to the player (its
    :class:`~cardtable.app.asking.AskDialog`, as it opens) through the dialog
    itself, the way a player does: ``choice`` picks an option (an index, or a
    function of the dialog: ``dialog.labels`` are the options), ``text``
    types the words (a string, or a function of the dialog:
    ``dialog.textValue()`` is what the box shows). A kind of question given
    no answer here fails the test: it was not expected. Returns the list of
    dialogs asked, in order."""
    asked = []

    def on_asking(dialog) -> None:
        asked.append(dialog)
        given = choice if dialog.labels else text
        if given is None:
            raise AssertionError(f"an unexpected question: {dialog.labelText()!r}")
        dialog.answer(given(dialog) if callable(given) else given)

    window.asker.sigAsking.connect(on_asking)
    return asked
