"""The card preview: hover or keyboard focus shows the card at reading size
beside it; a hidden card never has one."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cardtable.engine.protocol import PlayerSpec, Setup

from .conftest import docks_follow, pass_on, scene_point, sprite_grip, sprites_in
from .test_ninety_nine_table import ANN_HAND, BOB, DECK, press_ready


def _bob_at_table(qtbot, w):
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob")), {}, 3, DECK))
    press_ready(qtbot, w)
    assert w.session.viewer == BOB
    return w.session


def _hover(w, point: QPointF) -> None:
    QTest.mouseMove(w.canvas.viewport(), scene_point(w, point), 5)


def _card_rect_in_viewport(w, sprite):
    return w.canvas.mapFromScene(sprite.sceneBoundingRect()).boundingRect()


def test_hover_shows_the_card_at_reading_size_beside_it(qtbot, make_window):
    w = make_window()
    _bob_at_table(qtbot, w)
    preview = w.canvas.preview
    assert not preview.isVisible()
    nine = next(sp for sp in sprites_in(w, "hand:1") if sp.card_id == "9H")
    _hover(w, sprite_grip(nine))
    qtbot.waitUntil(preview.isVisible, timeout=10_000)
    assert preview.view.id == "9H"
    assert "9 of Hearts" in preview.accessibleName()
    card_w = _card_rect_in_viewport(w, nine).width()
    assert preview.width() > 2 * card_w  # reading size, well above the table's
    assert not preview.geometry().intersects(_card_rect_in_viewport(w, nine))
    # the mouse moves off the cards: the preview goes
    _hover(w, QPointF(w.scene.sceneRect().left() + 2, w.scene.sceneRect().top() + 2))
    qtbot.waitUntil(lambda: not preview.isVisible(), timeout=10_000)


def test_a_sweep_across_the_hand_opens_no_preview_until_the_pointer_rests(qtbot, make_window):
    w = make_window()
    _bob_at_table(qtbot, w)
    preview = w.canvas.preview
    w.canvas.set_hover_delay(600_000)  # longer than any sweep (or test run), however slow the machine
    hand = sprites_in(w, "hand:1")
    for sprite in hand:
        _hover(w, sprite_grip(sprite))
        assert w.scene.hovered is sprite
        assert not preview.isVisible()  # no picture flashed for each card passed over
    w.canvas.set_hover_delay(50)  # the pointer rests on the last card
    qtbot.waitUntil(preview.isVisible, timeout=10_000)
    assert preview.view.id == hand[-1].card_id
    # once a preview is open, the next card's follows at once
    _hover(w, sprite_grip(hand[0]))
    assert preview.isVisible() and preview.view.id == hand[0].card_id


def test_hidden_cards_never_preview(qtbot, make_window):
    w = make_window()
    _bob_at_table(qtbot, w)
    preview = w.canvas.preview
    w.canvas.set_hover_delay(0)  # a face-up card's preview would open at the next turn of the loop
    for hidden in sprites_in(w, "hand:0") + sprites_in(w, "draw")[-1:]:
        assert hidden.view.id is None
        _hover(w, sprite_grip(hidden))
        assert w.scene.hovered is hidden
        # the pointer has rested: the canvas has made up its mind (its rest
        # timer has fired, or it never needed one)
        qtbot.waitUntil(lambda: not w.canvas._rest.isActive(), timeout=5000)
        assert not preview.isVisible()
        assert hidden.toolTip() == "face-down card"
        assert not any(c in hidden.toolTip() for c in ANN_HAND)


def test_keyboard_focus_previews_the_focused_card(qtbot, make_window):
    w = make_window()
    _bob_at_table(qtbot, w)
    w.canvas.setFocus()
    QTest.keyClick(w.canvas, Qt.Key.Key_Right)
    focused = w.canvas.focused_sprite()
    assert focused is not None and focused.zone == "hand:1"
    assert w.canvas.preview.isVisible()
    assert w.canvas.preview.view.id == focused.card_id
    QTest.keyClick(w.canvas, Qt.Key.Key_Right)
    assert w.canvas.preview.view.id == w.canvas.focused_sprite().card_id != focused.card_id


def test_preview_goes_when_the_table_is_covered(qtbot, make_window):
    """After a hand-over nobody sees the last player's previewed card."""
    w = make_window()
    s = _bob_at_table(qtbot, w)
    w.canvas.setFocus()
    QTest.keyClick(w.canvas, Qt.Key.Key_Right)
    assert w.canvas.preview.isVisible()
    nine = next(a for a in s.my_actions() if a.kind == "play" and a["card"] == "9H")
    s.perform(BOB, nine)
    draw = next(a for a in s.my_actions() if a.kind == "draw")
    s.perform(BOB, draw)
    pass_on(qtbot, w, "Ann")  # Bob has seen his new card and hands over
    assert s.covered
    assert w.canvas.preview.view is None
    assert w.canvas.preview.isHidden()


def test_legal_target_is_tinted_over_the_cards_in_it(qtbot, make_window):
    """While a card is dragged, a legal place that holds cards is lit by a
    filled tint over those cards, not a rim hidden beneath them."""
    w = make_window()
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob", bot=True), PlayerSpec("Cy", bot=True)),
                                    {}, 3))
    s = w.session
    s.step_bots_now()
    docks_follow(qtbot, w)  # the window has caught up with the bots' moves
    assert s.acting_seat() == 0 and s.state.discard  # a bot has played onto the pile
    vp = w.canvas.viewport()
    top = sprites_in(w, "discard")[-1]
    spot = w.canvas.mapFromScene(top.sceneBoundingRect().topLeft() + QPointF(8, 60))
    before = vp.grab().toImage().pixelColor(spot)
    card = next(sp for sp in sprites_in(w, "hand:0")
                if any(a.kind == "play" and a["card"] == sp.card_id for a in s.my_actions()))
    start = w.canvas.mapFromScene(sprite_grip(card))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + QPointF(10, -30).toPoint(), 5)
    QTest.mouseMove(vp, start + QPointF(20, -60).toPoint(), 5)
    assert w.scene.zones["discard"].target
    during = vp.grab().toImage().pixelColor(spot)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start + QPointF(20, -60).toPoint(), 5)
    assert before.blue() > 200  # the top card's pale face
    assert before.blue() - during.blue() > 50, (before.getRgb(), during.getRgb())  # now tinted yellow


def test_a_drawn_card_turns_over_as_it_arrives(qtbot, make_window):
    w = make_window(animation="normal")
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob", bot=True), PlayerSpec("Cy", bot=True)),
                                    {}, 3))
    s = w.session
    s.step_bots_now()
    s.set_pace(None)  # the bots wait (for a click that never comes) while we watch
    play = next(a for a in s.my_actions() if a.kind == "play")
    s.perform(0, play)
    qtbot.waitUntil(lambda: not w.scene.animating, timeout=20_000)  # the bound is only for a stuck animation
    before = {sp.card_id for sp in sprites_in(w, "hand:0")}
    drag_draw = next(a for a in s.my_actions() if a.kind == "draw")
    s.perform(0, drag_draw)
    new = [sp for sp in sprites_in(w, "hand:0") if sp.card_id not in before]
    assert len(new) == 1
    assert new[0].transform().m11() < 0.5  # turning over: seen edge-on at first
    qtbot.waitUntil(lambda: not w.scene.animating, timeout=20_000)
    assert new[0].transform().m11() == new[0].zone_scale  # face up, full width


def test_last_reveal_keeps_buried_plays_in_view_until_the_next_move(qtbot, make_window):
    """Cards the bots played while Ann waited are buried in the discard pile
    by the time she looks: the last-reveal spot shows them until she moves."""
    w = make_window()
    bots = tuple(PlayerSpec(n, bot=True) for n in ("Bob", "Cy", "Di"))
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), *bots), {}, 3))
    s = w.session
    strip = w.canvas.reveals
    s.step_bots_now()
    for _turn in range(6):  # until the bots bury more than one card between two of Ann's turns
        assert s.acting_seat() == 0
        s.perform(0, next(a for a in s.my_actions() if a.kind == "play"))
        mark = len(s.match.steps)
        s.perform(0, next(a for a in s.my_actions() if a.kind == "draw"))
        # the bots play on their timer; the bound is only for a hung game
        qtbot.waitUntil(lambda: s.acting_seat() == 0 or s.match.over, timeout=20_000)
        if s.match.over:
            break
        others = [st.action["card"] for st in s.match.steps[mark:] if st.action.kind == "play"]
        if len(others) >= 2:
            break
    assert len(others) >= 2
    # the strip is written with the docks, a moment after the table: wait
    # for them to catch up with the bots' last move, not for a time
    docks_follow(qtbot, w)
    top = s.state.discard[-1]
    assert strip.isVisible()
    assert {c.id for c in strip.cards} == set(others) - {top}  # buried under the top card
    assert all(c.face is not None for c in strip.cards)
    # Ann moves: the spot empties. The bots wait for a click (not for a
    # long delay that a slow machine could outlast), so nothing buries her card
    s.set_pace(None)
    moves = len(s.match.steps)
    s.perform(0, next(a for a in s.my_actions() if a.kind == "play"))
    assert w.docks_behind  # the strip has yet to follow her move...
    docks_follow(qtbot, w)
    assert not strip.isVisible()  # ...and once it has, it is empty
    assert len(s.match.steps) == moves + 1  # hers was the last move made


def test_with_nobody_at_the_screen_the_strip_holds_only_the_last_moves_news(qtbot):
    """With nobody at the screen (a game of bots) every machine move is the
    news: the strip holds what the last two moves brought to light and
    buried, never a pile of old cards ("(+21 more)")."""
    from cardtable.engine.view import came_to_light
    from cardtable.games import get_game
    from cardtable.model.session import GameSession

    game = get_game("99-chances")
    setup = Setup(tuple(PlayerSpec(f"Bot {i + 1}", True) for i in range(5)), {}, 7)
    s = GameSession.new(game, setup, autosave_path=None, bot_delay_ms=0)
    s.set_pace(None)  # the test steps the bots itself
    try:
        while s.step_once():
            steps = s.match.steps
            first = steps[-3].state if len(steps) > 2 else s.match.initial
            news = came_to_light(s.match.shown(first, None), [s.match.shown(st.state, None) for st in steps[-2:]],
                                 s.match.shown(s.state, None))
            assert s.last_reveal() == news, f"move {len(steps)}"
        assert s.match.over
    finally:
        s.shutdown()
