"""Issue 24, item 5: at each game's largest player count every move button
under the table is in full view in a window that fits a 1280×800 screen,
with no scrolling: the buttons wrap into as many rows as they need."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect

from cardtable.games import all_games

from .test_window_fits import _play_through, _settled

GAMES = all_games()
# a 1280×800 screen less a window manager's frame (borders and a title bar)
WINDOW = (1280 - 16, 800 - 48)


def _hidden_buttons(window) -> list[str]:
    """The move buttons showing that are not wholly inside the part of the
    bar in view (a button one must scroll to)."""
    bar = window.action_bar
    seen = bar.viewport().rect()
    out = []
    for b in bar.buttons():
        at = QRect(b.mapTo(bar.viewport(), QPoint(0, 0)), b.size())
        if not seen.contains(at):
            out.append(b.text())
    if bar.verticalScrollBar().maximum() > 0:
        out.append("(the bar scrolls)")
    return out


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_button_in_view_at_most_players(qtbot, make_window, game_id):
    window = make_window()
    window.resize(*WINDOW)
    _settled(qtbot, window)
    hidden: dict[str, int] = {}
    for s in _play_through(qtbot, window, game_id, GAMES[game_id].max_players):
        s.step_bots_now()
        if s.covered:  # the next player sits down: their buttons are the ones to reach
            window.privacy.button.click()
        _settled(qtbot, window)
        if window.pages.currentWidget() is not window.table_page:
            continue
        for text in _hidden_buttons(window):
            hidden[text] = hidden.get(text, 0) + 1
    assert not hidden, f"{game_id}: buttons out of view (times seen): {hidden}"
    assert window.height() <= WINDOW[1]  # the buttons never grew the window
