"""Nothing floats over what the player must act on, and a passing overlay
goes at the next input (issue 24, items 1 and 2).

What the viewer can act on is worked out here from the rules' side, not the
table's: the viewer's own zones in the layout, and the start and the end of
every mouse move the rules give them now. The last-reveal strip must keep
clear of all of it in every game, at three players and at the game's
largest table; the card preview likewise; and the preview goes at a key
press, a click, the start of a drag and a move, by real input."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.view import standard_card
from cardtable.games import all_games
from cardtable.model.outcome import Cancelled, Moved
from tests.frontend import answering, play, told
from tests.gui.conftest import docks_follow, scene_point, sprite_grip, sprites_in, zone_centre

pytestmark = pytest.mark.gui

GAMES = list(all_games())
EIGHT = tuple(standard_card(c) for c in ("AS", "2H", "3D", "4C", "5S", "6H", "7D", "8C", "9S"))


def acted_on(w) -> set[str]:
    """The zones the viewer can act on now, from the rules: their own seat's
    zones, and where each of their mouse moves starts and ends."""
    s = w.session
    viewer = None if s.covered else s.viewer
    zones = {z.id for z in s.layout().zones if viewer is not None and z.seat == viewer}
    for action in s.my_actions():
        gesture = s.describe(action).gesture
        if gesture is not None:
            zones |= {gesture.src, gesture.dst}
    return {z for z in zones if z in w.scene.zones}


def rect_of(w, zone: str):
    return w.canvas.mapFromScene(w.scene.zones[zone].sceneBoundingRect()).boundingRect()


def covered(w, widget) -> list[str]:
    """The zones the viewer can act on that ``widget`` covers (none, we hope)."""
    box = widget.geometry()
    return sorted(z for z in acted_on(w) if rect_of(w, z).intersects(box))


def _bots_wait(w) -> None:
    """The bots move only when told (no timer races the checks)."""
    w.session.set_pace(None)


def _to_ann(qtbot, w) -> bool:
    s = w.session
    s.step_bots_now()
    docks_follow(qtbot, w)
    return s.acting_seat() == 0


def _hover(w, point: QPointF) -> None:
    QTest.mouseMove(w.canvas.viewport(), scene_point(w, point), 5)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("size", ["three", "most"])
def test_the_last_reveal_never_covers_what_the_viewer_acts_on(qtbot, make_window, game_id, size):
    """At several moments of a game (Ann's own turns, the bots moving in
    between) a full strip of eight revealed cards finds room clear of
    Ann's zones and of every place her moves start from or go to."""
    w = make_window()
    w.resize(1280, 720)  # the screen: 1280 × 800, less the window's frame and the desktop's panel
    game = w.games[game_id]
    n = 3 if size == "three" else game.max_players
    players = (PlayerSpec("Ann"),) + tuple(PlayerSpec(f"Bot {i}", bot=True) for i in range(1, n))
    w.new_game(game_id, Setup(players, {}, 7))
    s = w.session
    _bots_wait(w)
    strip = w.canvas.reveals
    rng = random.Random(5)
    checked = 0
    for _moment in range(5):
        if s.match.over:
            break
        _to_ann(qtbot, w)
        strip.set_cards(EIGHT, w.style_prefs)
        assert strip.isVisible(), (game_id, n, "no room for the strip")
        assert not covered(w, strip), (game_id, n, covered(w, strip), strip.geometry())
        checked += 1
        if s.acting_seat() != 0:
            break
        outcome = play(s, 0, game.bot(s.state, 0, rng), answering(text=told, choice=0))
        assert isinstance(outcome, (Moved, Cancelled))
    assert checked >= 2 or s.match.over, checked


def _ninety_nine_with_bots(w, n: int = 12):
    players = (PlayerSpec("Ann"),) + tuple(PlayerSpec(f"Bot {i}", bot=True) for i in range(1, n))
    w.new_game("ninety-nine", Setup(players, {}, 3))
    return w.session


def test_the_strip_from_real_play_is_clear_of_the_hand_and_useful_when_clicked(qtbot, make_window):
    """Twelve at the table: eleven bots bury cards under the discard while
    Ann waits. The strip shows them clear of her hand and the piles; a
    click on a card shows it large, "▸" pages on, "×" closes it."""
    w = make_window()
    _ninety_nine_with_bots(w)
    _bots_wait(w)
    assert _to_ann(qtbot, w)
    strip = w.canvas.reveals
    assert strip.isVisible() and len(strip.cards) >= 2
    assert not covered(w, strip), covered(w, strip)
    assert {"hand:0", "discard"} <= acted_on(w)
    vp = w.canvas.viewport()
    # a card in the strip, clicked: shown at reading size, clear of the strip and the hand
    card_rect, view = next((r, v) for r, v in strip._hits if not isinstance(v, str))
    # (a real click there reaches the strip: it lies over the viewport)
    assert vp.childAt(strip.mapTo(vp, card_rect.center())) is strip
    QTest.mouseClick(strip, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, card_rect.center())
    preview = w.canvas.preview
    assert preview.isVisible() and preview.view == view
    assert not preview.geometry().intersects(strip.geometry())
    assert not covered(w, preview)
    # the next input (a key) sends it away
    QTest.keyClick(w.canvas, Qt.Key.Key_Shift)
    assert preview.isHidden()
    # "×" closes the strip until something else comes to light
    close = next(r for r, v in strip._hits if v == "close")
    QTest.mouseClick(strip, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, close.center())
    assert strip.isHidden()
    w.refresh_docks()  # the same cards written again: still closed
    assert strip.isHidden()


def test_the_strip_pages_through_more_cards_than_fit(qtbot, make_window):
    w = make_window()
    _ninety_nine_with_bots(w, 3)
    _bots_wait(w)
    assert _to_ann(qtbot, w)
    strip = w.canvas.reveals
    strip.set_cards(EIGHT + (standard_card("10H"), standard_card("JC")), w.style_prefs)
    assert strip.isVisible()
    shown = [v for _r, v in strip._hits if not isinstance(v, str)]
    assert len(shown) < len(strip.cards)  # ten cards: a page at a time
    nxt = next(r for r, v in strip._hits if v == "next")
    QTest.mouseClick(strip, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, nxt.center())
    after = [v for _r, v in strip._hits if not isinstance(v, str)]
    assert after and after[0] == strip.cards[len(shown)]


def test_a_new_game_never_shows_the_last_games_reveal(qtbot, make_window):
    w = make_window()
    s = _ninety_nine_with_bots(w)
    _bots_wait(w)
    assert _to_ann(qtbot, w)
    assert w.canvas.reveals.isVisible()
    s.shutdown()
    w.new_game("chicks-with-disks", Setup((PlayerSpec("Ann"), PlayerSpec("Bob", bot=True),
                                          PlayerSpec("Cy", bot=True)), {}, 3))
    assert w.canvas.reveals.isHidden() and not w.canvas.reveals.cards


def _ann_at_her_turn(qtbot, w):
    s = _ninety_nine_with_bots(w, 3)
    _bots_wait(w)
    assert _to_ann(qtbot, w)
    w.canvas.set_hover_delay(0)
    return s


def test_a_key_press_sends_the_preview_away(qtbot, make_window):
    w = make_window()
    _ann_at_her_turn(qtbot, w)
    preview = w.canvas.preview
    hand = sprites_in(w, "hand:0")
    _hover(w, sprite_grip(hand[-1]))
    qtbot.waitUntil(preview.isVisible)
    QTest.keyClick(w.canvas, Qt.Key.Key_Escape)
    assert preview.isHidden()
    # resting on the same card brings nothing back; the next card does
    _hover(w, sprite_grip(hand[-1]) + QPointF(2, 3))
    qtbot.waitUntil(lambda: not w.canvas._rest.isActive())
    assert preview.isHidden()
    _hover(w, sprite_grip(hand[0]))
    qtbot.waitUntil(preview.isVisible)
    assert preview.view.id == hand[0].card_id
    # a shortcut key (it never reaches the table as a key press) sends it away too
    QTest.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert preview.isHidden()


def test_keyboard_use_leaves_no_preview_behind(qtbot, make_window):
    """Arrows preview the focused card; once the pointer has been on a card
    and leaves it, the preview goes (it no longer falls back to the
    keyboard's card and stays)."""
    w = make_window()
    _ann_at_her_turn(qtbot, w)
    preview = w.canvas.preview
    w.canvas.setFocus()
    QTest.keyClick(w.canvas, Qt.Key.Key_Right)
    assert preview.isVisible() and preview.view.id == w.canvas.focused_sprite().card_id
    assert not covered(w, preview)
    _hover(w, sprite_grip(sprites_in(w, "hand:0")[-1]))
    qtbot.waitUntil(lambda: preview.view is not None and preview.view.id == sprites_in(w, "hand:0")[-1].card_id)
    corner = w.scene.sceneRect().topLeft() + QPointF(3, 3)
    _hover(w, corner)
    assert preview.isHidden()
    # a click on the table sends a keyboard preview away as well
    QTest.keyClick(w.canvas, Qt.Key.Key_Right)
    assert preview.isVisible()
    QTest.mouseClick(w.canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     scene_point(w, corner))
    assert preview.isHidden()


def test_picking_a_card_up_sends_the_preview_and_the_strip_away(qtbot, make_window):
    w = make_window()
    s = _ann_at_her_turn(qtbot, w)
    w.canvas.reveals.set_cards(EIGHT[:3], w.style_prefs)
    strip = w.canvas.reveals
    assert strip.isVisible()
    w.canvas.setFocus()
    QTest.keyClick(w.canvas, Qt.Key.Key_Right)
    preview = w.canvas.preview
    assert preview.isVisible()
    card = next(sp for sp in sprites_in(w, "hand:0")
                if any(a.kind == "play" and a["card"] == sp.card_id for a in s.my_actions()))
    vp = w.canvas.viewport()
    start, end = scene_point(w, sprite_grip(card)), scene_point(w, zone_centre(w, "draw"))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * step / 8, 5)
        assert preview.isHidden() and strip.isHidden()  # nothing over the card in hand, nor over the way
    assert w.scene.mouseGrabberItem() is card
    # dropped where it may not go (the draw pile): the card goes home, the strip comes back
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end, 5)
    assert "discard" in w.statusBar().currentMessage()
    assert strip.isVisible()
    assert preview.isHidden()


def test_a_move_sends_the_preview_away(qtbot, make_window):
    """Enter plays the focused card: the big picture of it does not stay
    over the table afterwards (nor does one of the next card)."""
    w = make_window()
    s = _ann_at_her_turn(qtbot, w)
    w.canvas.setFocus()
    preview = w.canvas.preview
    playable = {a["card"] for a in s.my_actions() if a.kind == "play"}
    for _ in range(10):
        QTest.keyClick(w.canvas, Qt.Key.Key_Right)
        if w.canvas.focused_sprite().card_id in playable:
            break
    assert preview.isVisible()
    steps = len(s.match.steps)
    QTest.keyClick(w.canvas, Qt.Key.Key_Return)
    assert len(s.match.steps) == steps + 1
    assert preview.isHidden()
    docks_follow(qtbot, w)
    assert preview.isHidden()


def test_the_preview_never_covers_what_the_viewer_acts_on(qtbot, make_window):
    """99 Chances at eight: Bids, Problems, Pitch, the hand... every card
    the keyboard reaches is previewed clear of every place Ann can act on
    (smaller, where the table is crowded)."""
    w = make_window()
    players = (PlayerSpec("Ann"),) + tuple(PlayerSpec(f"Bot {i}", bot=True) for i in range(1, 8))
    w.new_game("99-chances", Setup(players, {}, 7))
    s = w.session
    _bots_wait(w)
    rng = random.Random(2)
    preview = w.canvas.preview
    seen = 0
    for _moment in range(4):
        if not _to_ann(qtbot, w):
            break
        w.canvas.setFocus()
        for _ in range(len(w.scene.interactive_sprites())):
            QTest.keyClick(w.canvas, Qt.Key.Key_Right)
            if preview.isVisible():
                seen += 1
                assert not covered(w, preview), (covered(w, preview), preview.view.id)
        outcome = play(s, 0, w.games["99-chances"].bot(s.state, 0, rng), answering(text=told))
        assert isinstance(outcome, (Moved, Cancelled))
    assert seen >= 5, seen
