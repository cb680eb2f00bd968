"""The keyboard focus on the table is the seat's at the screen: a hand-over
or another seat's view starts with no card focused (no ring left from the
last player), and Enter acts on the table only once the player put the
keyboard there (arrow keys, Tab) in their own view — an Enter after Ready or
a click (meant for a button) plays no card. Issue 24 follow-up, real keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from cardtable.engine.protocol import PlayerSpec, Setup

from .conftest import docks_follow, drag, sprite_grip, sprites_in, zone_centre

pytestmark = pytest.mark.gui


def _ready(qtbot, w) -> None:
    assert w.pages.currentWidget() is w.privacy
    qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
    docks_follow(qtbot, w)


def _rings(w) -> list:
    return [sp for sp in w.scene.sprites.values() if sp.focused or (sp._ring is not None and sp._ring.isVisible())]


def _game(qtbot, make_window):
    w = make_window()
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bea")), {}, 3))
    s = w.session
    asked: list[str] = []

    def cancel(dialog) -> None:  # a "Which move?" would be a wrong answer here
        asked.append(dialog.labelText())
        dialog.answer(None)

    w.asker.sigAsking.connect(cancel)
    return w, s, asked


def _play_and_pass(qtbot, w, s) -> None:
    """The seat at the screen plays and draws by mouse, then passes on."""
    seat = s.acting_seat()
    playable = {a.get("card") for a in s.my_actions() if a.kind == "play"}
    if playable:
        card = next(sp for sp in sprites_in(w, f"hand:{seat}") if sp.card_id in playable)
        drag(qtbot, w, sprite_grip(card), zone_centre(w, "discard"))
    if s.acting_seat() == seat:
        drag(qtbot, w, zone_centre(w, "draw"), zone_centre(w, f"hand:{seat}"))
    button = w.findChild(QPushButton, "passButton")
    if s.holding is not None:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.pages.currentWidget() is w.privacy, timeout=5_000)


def test_the_focus_ring_does_not_carry_over_to_the_next_players_view(qtbot, make_window):
    w, s, _asked = _game(qtbot, make_window)
    _ready(qtbot, w)
    first = s.viewer
    playable = {a.get("card") for a in s.my_actions()}
    card = next(sp for sp in sprites_in(w, f"hand:{first}") if sp.card_id in playable)
    drag(qtbot, w, sprite_grip(card), zone_centre(w, "discard"))
    # Ann walks the keyboard along the table, onto the draw pile (a place both see)
    w.canvas.setFocus()
    for _ in range(20):
        QTest.keyClick(w.canvas, Qt.Key.Key_Right)
        if w.canvas.focused_sprite().zone == "draw":
            break
    assert w.canvas.focused_sprite().zone == "draw" and _rings(w)
    _play_and_pass(qtbot, w, s)
    _ready(qtbot, w)
    assert s.viewer != first
    assert w.canvas.focused_sprite() is None
    assert not _rings(w)


def test_enter_after_ready_plays_no_card_until_the_player_puts_the_keyboard_on_the_table(qtbot, make_window):
    w, s, asked = _game(qtbot, make_window)
    _ready(qtbot, w)
    steps = len(s.match.steps)
    # the table has the focus because Ready gave it: an Enter there was meant for something else
    w.canvas.setFocus()
    QTest.keyClick(w.canvas, Qt.Key.Key_Return)
    assert len(s.match.steps) == steps and not asked
    # nor after a click on the table
    QTest.mouseClick(w.canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(4, 4))
    QTest.keyClick(w.canvas, Qt.Key.Key_Return)
    assert len(s.match.steps) == steps and not asked
    assert not _rings(w)
    # the arrow keys put it there: Enter plays the card chosen
    playable = {a.get("card") for a in s.my_actions() if a.kind == "play"}
    for _ in range(12):
        QTest.keyClick(w.canvas, Qt.Key.Key_Right)
        if w.canvas.focused_sprite().card_id in playable:
            break
    card = w.canvas.focused_sprite().card_id
    QTest.keyClick(w.canvas, Qt.Key.Key_Return)
    assert len(s.match.steps) == steps + 1 and s.state.discard[-1] == card
