"""The keyboard is always useful (issue 36), with real key events.

- One person and bots: there is no privacy screen, so nothing hands the
  keyboard over. Whenever the person may move and no dialog is open, the
  table has it: after the person's own move made with a move button (which
  the next view hides or changes) and after every bot's reply, an arrow key
  reaches a card at once. In every game.
- While the table is held (“Pass to X (Enter)”), Enter passes it on, as the
  hint says, even after a refused double-click left the keyboard on the
  table with a card focused."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games

from .conftest import docks_follow, pass_button, sprites_in

pytestmark = pytest.mark.gui

GAMES = sorted(all_games())
BOT_REPLIES = 6  # bot replies checked per game


def _keyboard(w):
    """Where a key pressed now goes: the focused widget, else the window."""
    return QApplication.focusWidget() or w


def _active(qtbot, w) -> None:
    """The window is the one the keyboard types into, as on a desktop."""
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=10_000)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_table_has_the_keyboard_after_every_bot_reply(qtbot, make_window, game_id):
    game = all_games()[game_id]
    n = max(3, game.min_players)
    w = make_window()
    _active(qtbot, w)
    chosen = []
    w.asker.sigAsking.connect(lambda d: chosen.append(d) or d.answer(0 if d.labels else "Told."))
    w.new_game(game_id, Setup((PlayerSpec("Ann"),) + tuple(PlayerSpec(f"Bot {i}", bot=True) for i in range(1, n)),
                              {}, 6))
    s = w.session
    rng = random.Random(6)
    replies = 0  # checks made after a bot's move
    mark = 0  # the moves there were when the person last moved
    for _ in range(200):  # a bound for failure only
        if s.match.over or replies >= BOT_REPLIES:
            break
        qtbot.waitUntil(lambda: s.match.over or (s.acting_seat() is not None and not s.bots.scheduled),
                        timeout=20_000)
        if s.match.over:
            break
        docks_follow(qtbot, w)
        steps = len(s.match.steps)
        replies += any(s.match.is_bot(step.seat) for step in s.match.steps[mark:])
        if chosen:  # a question was answered in its dialog: the window manager gives the window back
            _active(qtbot, w)
        # the person may move: an arrow key reaches the table at once
        QTest.keyClick(_keyboard(w), Qt.Key.Key_Right)
        assert w.canvas.hasFocus(), f"the keyboard is on {QApplication.focusWidget()!r} after move {steps}"
        assert w.canvas.focused_sprite() is not None
        assert len(s.match.steps) == steps
        # the move, by a move button when there is one (the mouse leaves the keyboard there)
        buttons = [b for b in w.action_bar.buttons() if b.objectName() == "actionButton"]
        if buttons:
            qtbot.mouseClick(rng.choice(buttons), Qt.MouseButton.LeftButton)
        else:  # as a move from a card's menu: asked through the window's dialogs
            seat = s.acting_seat()
            w.moves.perform(s.game.bot(s.state, seat, rng))
        mark = steps
    assert replies or s.match.over


def test_enter_passes_on_after_a_refused_double_click(qtbot, make_window):
    w = make_window()
    _active(qtbot, w)
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bea")), {}, 3))
    s = w.session
    qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
    docks_follow(qtbot, w)
    seat = s.viewer
    # the player walks the keyboard onto a card of their hand
    w.canvas.setFocus()
    for _ in range(30):
        QTest.keyClick(w.canvas, Qt.Key.Key_Right)
        if w.canvas.focused_sprite().zone == f"hand:{seat}":
            break
    # plays and draws: the table is held for them ("Pass to Bea (Enter)")
    s.perform(seat, next(a for a in s.my_actions() if a.kind == "play"))
    s.perform(seat, next(a for a in s.my_actions() if a.kind == "draw"))
    qtbot.waitUntil(lambda: pass_button(w) is not None, timeout=10_000)
    docks_follow(qtbot, w)
    assert "(Enter)" in w.hint.text()
    # a double-click on a card of the hand is refused: they have played this turn
    card = sprites_in(w, f"hand:{seat}")[0]
    steps = len(s.match.steps)
    QTest.mouseDClick(w.canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      w.canvas.mapFromScene(card.sceneBoundingRect().center()))
    assert len(s.match.steps) == steps and s.holding is not None
    for _ in range(30):  # the keyboard on the card again, as a player may leave it
        if w.canvas.focused_sprite() is not None and w.canvas.focused_sprite().zone == f"hand:{seat}":
            break
        QTest.keyClick(w.canvas, Qt.Key.Key_Right)
    assert w.canvas.hasFocus()
    refusals = []
    s.sigRefused.connect(refusals.append)
    w.scene.sigRefused.connect(lambda text, _at: refusals.append(text))
    # Enter does what the hint says: the table passes to Bea
    QTest.keyClick(_keyboard(w), Qt.Key.Key_Return)
    assert s.covered and s.pending == 1 - seat, "Enter did not pass the table on"
    assert w.pages.currentWidget() is w.privacy
    assert not refusals and len(s.match.steps) == steps
