"""The log shows its newest line whenever lines arrive for the page on
screen and when a reader's page comes back at a hand-over, unless that
reader has scrolled up on purpose since (issue 24 follow-up: stuck at line
104 while 142 existed). The log is a viewer: no text caret. Real input."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.engine.protocol import PlayerSpec, Setup

from .conftest import docks_follow
from .test_log_dock import pass_on, play_turn

pytestmark = pytest.mark.gui


def _turn(qtbot, w) -> None:
    """Ready (if covered), play the first playable card and draw, by mouse;
    then pass the screen on."""
    if w.pages.currentWidget() is w.privacy:
        qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
        docks_follow(qtbot, w)
    play_turn(qtbot, w)
    pass_on(qtbot, w)


def _at_newest(w) -> bool:
    bar = w.log_dock.view.verticalScrollBar()
    return bar.maximum() > 0 and bar.value() == bar.maximum()


def _three(qtbot, make_window, names=("Ann", "Bea", "Cal")):
    w = make_window()
    w.resize(1280, 800)
    w.log_dock.show()
    w.log_dock.raise_()
    w.new_game("ninety-nine", Setup(tuple(PlayerSpec(n) for n in names), {}, 5))
    return w


def test_each_readers_page_comes_back_at_its_newest_line(qtbot, make_window):
    # long names: lines wrap in the dock; and the window changes its height
    # while the others play (as docks beside the log grow or shrink), so a
    # page comes back to a view of another size than it was left in
    w = _three(qtbot, make_window, tuple(f"{n} Montgomery-Fairweather" for n in ("Ann", "Bea", "Cal")))
    s = w.session
    turns = 0
    while turns < 16 and not s.match.over:
        _turn(qtbot, w)
        turns += 1
        w.resize(1280, 800 - 120 * (turns % 2))
        if w.pages.currentWidget() is w.privacy:
            qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
            docks_follow(qtbot, w)
        if w.log_dock.view.verticalScrollBar().maximum() > 0:
            # the page of the reader now at the screen shows its newest line
            qtbot.waitUntil(lambda: _at_newest(w), timeout=5_000)  # a bound for failure only
    assert turns >= 10 and w.log_dock.view.verticalScrollBar().maximum() > 0


def test_a_reader_who_scrolled_up_keeps_their_place_across_a_handover(qtbot, make_window):
    w = _three(qtbot, make_window, tuple(f"{n} Montgomery-Fairweather" for n in ("Ann", "Bea", "Cal")))
    s = w.session
    while w.log_dock.view.verticalScrollBar().maximum() < 6 and not s.match.over:
        _turn(qtbot, w)
    if w.pages.currentWidget() is w.privacy:
        qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
        docks_follow(qtbot, w)
    reader = s.viewer
    view = w.log_dock.view
    bar = view.verticalScrollBar()
    # the reader scrolls up on purpose, with the keyboard
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton)
    QTest.keyClick(view, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    assert bar.value() == 0
    # the others play; the reader's page comes back where they left it
    while True:
        _turn(qtbot, w)
        if w.pages.currentWidget() is w.privacy:
            qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
            docks_follow(qtbot, w)
        assert not s.match.over
        if s.viewer == reader:
            break
    assert w.log_dock.view.verticalScrollBar().value() == 0
    # back at the end, the page follows again
    QTest.keyClick(w.log_dock.view, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    lines = len(w.log_dock.lines())
    _turn(qtbot, w)
    if w.pages.currentWidget() is w.privacy:
        qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
        docks_follow(qtbot, w)
    assert len(w.log_dock.lines()) > lines
    qtbot.waitUntil(lambda: _at_newest(w), timeout=5_000)  # a bound for failure only


def test_the_log_shows_no_text_caret(qtbot, make_window):
    w = _three(qtbot, make_window)
    view = w.log_dock.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(view.hasFocus, timeout=5_000)
    assert view.isReadOnly()
    assert view.cursorWidth() == 0  # no blinking caret in a read-only viewer
