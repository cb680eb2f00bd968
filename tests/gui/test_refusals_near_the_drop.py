"""A refusal is said where the player looks (issue 24, item 7): beside the
drop, the card or the button used, for a few seconds, clear of every place
the player can act on, with those places lit to show where a move starts;
and it is still in the status bar. All by real input."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games.ninety_nine_chances import rules, tutorial
from cardtable.table.overlays import free_spot
from tests.gui.conftest import docks_follow, drag, scene_point, sprite_grip, sprites_in, zone_centre
from tests.gui.test_overlays_leave_the_hand import covered

pytestmark = pytest.mark.gui

DRAW_REFUSAL = "Cards are played onto the discard pile (the total must stay at 99 or under)."


def _ann_and_bob(qtbot, w):
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob", bot=True)), {}, 3))
    s = w.session
    s.set_pace(None)  # Bob moves only when told: nothing else changes the table meanwhile
    s.step_bots_now()
    docks_follow(qtbot, w)
    assert s.acting_seat() == 0
    return s


def _distance(rect: QRect, point: QPoint) -> float:
    dx = max(rect.left() - point.x(), 0, point.x() - rect.right())
    dy = max(rect.top() - point.y(), 0, point.y() - rect.bottom())
    return (dx * dx + dy * dy) ** 0.5


def _lit_starts(w) -> set[str]:
    return {zid for zid, item in w.scene.zones.items() if item.start and item.isVisible()}


def test_a_refused_drop_is_said_beside_the_drop_and_goes_on_its_own(qtbot, make_window):
    w = make_window()
    s = _ann_and_bob(qtbot, w)
    bubble = w.canvas.bubble
    bubble.set_pace(0.2)  # a fifth of the usual time: the test waits for it to go
    card = sprites_in(w, "hand:0")[-1]
    end = zone_centre(w, "draw")
    steps = len(s.match.steps)
    drag(qtbot, w, sprite_grip(card), end)
    assert len(s.match.steps) == steps  # nothing was played
    # where the player looks: beside the drop...
    assert bubble.isVisible()
    assert bubble.text_.startswith(DRAW_REFUSAL)
    assert _distance(bubble.geometry(), scene_point(w, end)) < 160, (bubble.geometry(), scene_point(w, end))
    # ...clear of the hand and the discard pile, and the place dropped on stays in view
    assert not covered(w, bubble), covered(w, bubble)
    assert not bubble.geometry().intersects(w.canvas.mapFromScene(w.scene.zones["draw"].sceneBoundingRect())
                                            .boundingRect())
    # how: the places her moves start from light up while it shows (her hand)
    assert _lit_starts(w) == {"hand:0"}
    assert "Lit:" in bubble.text_
    # and in the status bar, as before
    assert w.statusBar().currentMessage() == DRAW_REFUSAL
    # it goes on its own (no input at all), the lights with it
    qtbot.waitUntil(bubble.isHidden, timeout=10_000)  # the bound is for a bubble that never goes
    assert not _lit_starts(w)
    assert not any(item.isVisible() for item in w.scene.zones.values())


def test_the_bubble_lasts_long_enough_to_read_and_not_for_ever(qtbot, make_window):
    w = make_window()
    bubble = w.canvas.bubble
    assert 2500 <= bubble.duration("No.") <= 3000
    assert bubble.duration(DRAW_REFUSAL) > bubble.duration("No.")
    assert bubble.duration("x" * 5000) == 8000


def test_the_next_input_sends_the_bubble_away(qtbot, make_window):
    w = make_window()
    _ann_and_bob(qtbot, w)
    bubble = w.canvas.bubble
    drag(qtbot, w, sprite_grip(sprites_in(w, "hand:0")[-1]), zone_centre(w, "draw"))
    assert bubble.isVisible()
    QTest.keyClick(w.canvas, Qt.Key.Key_Shift)
    assert bubble.isHidden() and not _lit_starts(w)
    assert w.statusBar().currentMessage() == DRAW_REFUSAL  # still there to read
    # a click anywhere does the same
    qtbot.waitUntil(lambda: not w.scene.animating)  # the refused card is home again
    drag(qtbot, w, sprite_grip(sprites_in(w, "hand:0")[-1]), zone_centre(w, "draw"))
    assert bubble.isVisible()
    QTest.mouseClick(w.canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     scene_point(w, w.scene.sceneRect().topLeft() + QPointF(3, 3)))
    assert bubble.isHidden()


def test_a_refused_double_click_is_said_beside_the_card(qtbot, make_window):
    w = make_window()
    s = _ann_and_bob(qtbot, w)
    play = next(sp for sp in sprites_in(w, "hand:0")
                if any(a.kind == "play" and a["card"] == sp.card_id for a in s.my_actions()))
    drag(qtbot, w, sprite_grip(play), zone_centre(w, "discard"))  # played: no second card this turn
    qtbot.waitUntil(lambda: not w.scene.animating)
    card = sprites_in(w, "hand:0")[0]
    at = scene_point(w, sprite_grip(card))
    QTest.mouseClick(w.canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    QTest.mouseDClick(w.canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    reason = "You have already played a card this turn; draw or end your turn."
    assert w.statusBar().currentMessage() == reason
    bubble = w.canvas.bubble
    assert bubble.isVisible() and bubble.text_.startswith(reason)
    card_rect = w.canvas.mapFromScene(card.sceneBoundingRect()).boundingRect()
    assert _distance(bubble.geometry(), card_rect.center()) < 200
    assert not covered(w, bubble)
    assert _lit_starts(w) == {"draw"}  # drawing is what she can do now: the draw pile lights up


def test_a_refused_button_is_said_beside_the_button(qtbot, make_window):
    """A move button whose answer the rules refuse (a role far too long to
    keep): the bubble is at the foot of the table, over the button. (The
    Western Heist tutorial, at Peter's Plan, where he may still write his role.)"""
    w = make_window()
    w.new_game("99-chances", tutorial.tutorial_setup())
    s = w.session
    script = tutorial.tutorial_actions()
    plan = next(i for i, (_seat, a) in enumerate(script) if a.kind == rules.A_PLAN)
    for seat, action in script[:plan]:
        s.match.play(seat, action)
    s.viewer, s.pending, s.holding = script[plan][0], None, None
    s.sigChanged.emit()
    docks_follow(qtbot, w)

    def unchecked(dialog) -> None:
        # the role is typed into the question the button opens and reaches the
        # game whole: the box's own limits are off (its check would keep the box
        # open, and a one-line box holds 32,767 characters), so the refusal is
        # the move's, said for the button
        dialog.check = lambda text: ""
        for edit in dialog.findChildren(QLineEdit):
            edit.setMaxLength(1_000_000)
        dialog.answer("x" * 200_001)

    w.asker.sigAsking.connect(unchecked)
    qtbot.waitUntil(lambda: any("role" in b.text().lower() for b in w.action_bar.buttons()))
    button = next(b for b in w.action_bar.buttons() if "role" in b.text().lower())
    steps = len(s.match.steps)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert len(s.match.steps) == steps
    message = w.statusBar().currentMessage()
    assert "200,001" in message or "200001" in message, message
    bubble = w.canvas.bubble
    assert bubble.isVisible() and bubble.text_.startswith(message)
    vp = w.canvas.viewport()
    at = QRect(vp.mapFromGlobal(button.mapToGlobal(QPoint(0, 0))), button.size())
    assert _distance(bubble.geometry(), at.center()) < 200, (bubble.geometry(), at)
    assert not covered(w, bubble)


def test_a_refusal_with_no_room_is_left_to_the_status_bar():
    """free_spot says when nothing fits (the bubble then stays away rather
    than cover a place the player acts on)."""
    area = QRect(0, 0, 300, 200)
    size = QRect(0, 0, 120, 60).size()
    assert free_spot(size, area, [QRect(0, 0, 300, 200)]) is None
    spot = free_spot(size, area, [QRect(0, 0, 300, 120)], near=QPoint(150, 0))
    assert spot is not None and spot.y() >= 120 + 6


def test_a_drop_after_the_turn_ended_says_whose_turn_it_is(qtbot, make_window):
    """A hand card dragged to the pile once the seat has played (the table
    still shows its hand until it passes on): the card cannot be picked up,
    and the bubble says why, beside the drop, from the session (whose turn
    it is, what this seat already did), not from the game."""
    w = make_window()
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bea"), PlayerSpec("Cal")), {}, 3))
    s = w.session
    qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
    docks_follow(qtbot, w)
    seat = s.acting_seat()
    playable = {a.get("card") for a in s.my_actions() if a.kind == "play"}
    card = next(sp for sp in sprites_in(w, f"hand:{seat}") if sp.card_id in playable)
    drag(qtbot, w, sprite_grip(card), zone_centre(w, "discard"))
    if s.acting_seat() == seat:
        drag(qtbot, w, zone_centre(w, "draw"), zone_centre(w, f"hand:{seat}"))
    assert s.acting_seat() is None and s.holding is not None  # her hand is still shown, the turn is over
    nxt = s.name(s.holding)
    bubble = w.canvas.bubble
    steps = len(s.match.steps)
    end = zone_centre(w, "discard")
    drag(qtbot, w, sprite_grip(sprites_in(w, f"hand:{seat}")[0]), end)
    assert len(s.match.steps) == steps
    assert bubble.isVisible()
    assert f"It is {nxt}'s turn" in bubble.text_ and "already played this turn" in bubble.text_, bubble.text_
    assert _distance(bubble.geometry(), scene_point(w, end)) < 160
    assert w.statusBar().currentMessage().startswith("You have already played this turn")
