"""The bot-speed preference, including "wait for me": bots move only when
the player presses Next move."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QPushButton

from cardtable.app.dialogs.preferences import PreferencesDialog
from cardtable.app.preferences_store import load_style, save_style
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.table.style import TableStyle


def _next_button(window):
    found = [b for b in window.findChildren(QPushButton, "actionButton") if b.isVisible() and "Next move" in b.text()]
    return found[0] if found else None


def test_wait_for_me_steps_bots_one_move_per_click(qtbot, make_window):
    w = make_window()
    w.apply_style(TableStyle(animation="off", bot_speed="wait"))
    players = (PlayerSpec("Bo", bot=True), PlayerSpec("Cy", bot=True), PlayerSpec("Ann"))
    w.new_game("ninety-nine", Setup(players, {}, 3))
    s = w.session
    # the bots are due, yet no timer is set to move them: nothing moves
    # however long we were to wait (not "it has not moved yet")
    assert s.machine_waiting and not s.bots.scheduled
    assert len(s.match.steps) == 0 and s.match.bot_seat() is not None
    button = _next_button(w)
    assert button is not None
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert len(s.match.steps) == 1  # one move, then they wait again
    assert not s.bots.scheduled  # ...with no timer set to play another
    assert _next_button(w) is not None or s.match.bot_seat() is None
    # back to moving by themselves
    w.apply_style(TableStyle(animation="off", bot_speed="fast"))
    qtbot.waitUntil(lambda: s.acting_seat() == 2 or s.covered, timeout=20_000)  # a bound for a stuck game only
    assert _next_button(w) is None


def test_bot_speed_in_preferences_and_saved(qtbot, tmp_path):
    dialog = PreferencesDialog(TableStyle())
    qtbot.addWidget(dialog)
    dialog.bot_speed.setCurrentIndex(dialog.bot_speed.findData("wait"))
    style = dialog.result_style()
    assert style.bot_speed == "wait" and style.bot_pace is None
    settings = QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)
    save_style(settings, style)
    assert load_style(QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)).bot_speed == "wait"
