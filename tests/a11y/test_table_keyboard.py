"""Issue 28: every card on the table is reachable by keyboard and has a
complete accessible name and description; the focus order is sensible.

- The arrow keys walk every piece the viewer can see on the table, face up
  or face down (a pile's top card), Page Down / Page Up go place by place,
  Home / End to the ends of a place, the menu key opens the card's moves.
- While a card has the keyboard focus the table's accessible name is the
  card's (its face words, or "face-down card") and its description says
  where it lies ("Bob's hand, card 3 of 7") and what Enter does; no card
  hidden from the viewer is ever named.
- Tab goes from the table to the move buttons under it, then to the docks.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDockWidget

from cardtable.engine.cards import card
from cardtable.engine.knowledge import visible_ids
from cardtable.engine.protocol import PlayerSpec, Setup
from tests.gui.conftest import sprites_in
from tests.gui.test_privacy_audit import Names

pytestmark = pytest.mark.gui

ANN, BOB = 0, 1


def _hot_seat(qtbot, w, game="ninety-nine", players=("Ann", "Bob"), seed=3):
    w.new_game(game, Setup(tuple(PlayerSpec(n) for n in players), {}, seed))
    if w.session.covered:
        qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
    w.canvas.setFocus()
    return w.session


def _walk(w, key=Qt.Key.Key_Right, most=200) -> list:
    """Press ``key`` until the focus comes round again: the sprites it
    reached, in order, with the table's accessible name and description at each."""
    seen = []
    for _ in range(most):
        QTest.keyClick(w.canvas, key)
        sprite = w.canvas.focused_sprite()
        if seen and sprite is seen[0][0]:
            break
        seen.append((sprite, w.canvas.accessibleName(), w.canvas.accessibleDescription()))
    return seen


def test_the_arrows_reach_every_card_on_the_table(qtbot, make_window):
    w = make_window()
    s = _hot_seat(qtbot, w)
    walked = _walk(w)
    reached = [sp for sp, _n, _d in walked]
    assert reached[0].zone == f"hand:{s.viewer}" and reached[0].draggable  # the first a move can start from
    # every piece but those under a pile's top card
    for sprite in w.scene.sprites.values():
        item = w.scene.zones[sprite.zone]
        pile = [sp for sp in sprites_in(w, sprite.zone) if not sp.is_token]
        if item.spec.spread == "stack" and sprite is not pile[-1]:
            continue
        assert sprite in reached, (sprite.zone, sprite.index)
    zones = {sp.zone for sp in reached}
    assert {"draw", "hand:0", "hand:1"} <= zones
    # Left walks them back
    QTest.keyClick(w.canvas, Qt.Key.Key_Left)
    assert w.canvas.focused_sprite() is reached[-1]


def test_each_card_has_a_complete_name_and_no_hidden_card_is_named(qtbot, make_window):
    w = make_window()
    s = _hot_seat(qtbot, w)
    viewer = s.viewer
    shown = visible_ids(s.match.view(viewer))
    names = Names("ninety-nine", s.state, s.game.census(s.state))
    walked = _walk(w)
    assert len(walked) > 10
    other = BOB if viewer == ANN else ANN
    for sprite, name, description in walked:
        assert name == sprite.accessible_name and description == sprite.accessible_description
        assert name and description
        if sprite.card_id is None:
            assert name == "face-down card"
        else:
            assert name == card(sprite.card_id).name  # "Queen of Hearts": the words on the face
        for word, ids in names.found(f"{name}\n{description}").items():
            assert ids & shown, f"hidden card {sorted(ids)} named as {word!r}: {name!r} / {description!r}"
        if sprite.zone == f"hand:{viewer}":
            assert description.startswith(f"your hand (") or description.startswith("your hand,"), description
            assert "card " in description and f" of {len(sprites_in(w, sprite.zone))}" in description
            assert "Enter" in description  # the viewer's own cards can be played
        if sprite.zone == f"hand:{other}":
            assert name == "face-down card" and f"{s.name(other)}'s hand" in description
        if sprite.zone == "draw":
            count = len(s.state.draw) if hasattr(s.state, "draw") else None
            assert description.startswith("top card of Draw pile (")  # "(38 cards)": the caption counts them
            assert count is None or str(count) in description


def test_the_focused_card_is_forgotten_at_the_hand_over(qtbot, make_window):
    w = make_window()
    s = _hot_seat(qtbot, w)
    playable = {a["card"] for a in s.my_actions() if a.kind == "play"}
    for _ in range(10):
        QTest.keyClick(w.canvas, Qt.Key.Key_Right)
        if w.canvas.focused_sprite().card_id in playable:
            break
    played = w.canvas.focused_sprite().card_id
    assert w.canvas.accessibleName() == card(played).name
    QTest.keyClick(w.canvas, Qt.Key.Key_Return)
    assert s.state.discard[-1] == played
    # the played card keeps the focus where it went, named where it now lies
    assert w.canvas.accessibleName() == card(played).name
    assert w.canvas.accessibleDescription().startswith("top card of Discard (Total ")
    while s.holding is None and not s.covered:  # draw, then pass the screen on
        draw = next(a for a in s.my_actions() if a.kind == "draw")
        w.moves.perform(draw)
    if s.holding is not None:
        w.presenter.pass_on()
    assert s.covered
    assert w.canvas.accessibleName() == "Card table" and w.canvas.focused_sprite() is None
    assert "Arrow keys" in w.canvas.accessibleDescription()


def test_places_home_end_and_the_menu_key(qtbot, make_window):
    w = make_window()
    s = _hot_seat(qtbot, w)
    QTest.keyClick(w.canvas, Qt.Key.Key_Right)
    first = w.canvas.focused_sprite()
    QTest.keyClick(w.canvas, Qt.Key.Key_End)
    hand = sprites_in(w, first.zone)
    assert w.canvas.focused_sprite() is hand[-1]
    QTest.keyClick(w.canvas, Qt.Key.Key_Home)
    assert w.canvas.focused_sprite() is hand[0]
    zones = []
    for _ in range(len(w.scene.zones) + 1):
        QTest.keyClick(w.canvas, Qt.Key.Key_PageDown)
        zones.append(w.canvas.focused_sprite().zone)
    places = list(dict.fromkeys(sp.zone for sp in w.scene.keyboard_sprites()))
    assert set(zones) == set(places) and zones[0] != first.zone
    QTest.keyClick(w.canvas, Qt.Key.Key_PageUp)
    assert w.canvas.focused_sprite().zone == zones[-2]
    # the menu key: the focused card's moves (the window's menu is not opened in a test)
    asked = []
    w.scene.sigContextMenu.disconnect()
    w.scene.sigContextMenu.connect(lambda actions, at: asked.append(actions))
    while w.canvas.focused_sprite().zone != f"hand:{s.viewer}":
        QTest.keyClick(w.canvas, Qt.Key.Key_PageDown)
    QTest.keyClick(w.canvas, Qt.Key.Key_Menu)
    assert asked and asked[-1]


def test_tab_goes_from_the_table_to_the_move_buttons_then_the_docks(qtbot, make_window):
    w = make_window()
    s = _hot_seat(qtbot, w, game="t13-snap-fire", players=("Ann", "Bob"))
    qtbot.waitUntil(lambda: not w.docks_behind)
    for _turn in range(3):  # the Tab order is put right on the next turns of the loop, as the buttons show
        QApplication.processEvents()
    buttons = [b for b in w.action_bar.buttons() if b.isVisible()]
    assert len(buttons) >= 2, [b.text() for b in buttons]
    w.canvas.setFocus()
    order = []
    for _ in range(len(buttons) + 4):
        QTest.keyClick(w.focusWidget(), Qt.Key.Key_Tab)
        order.append(w.focusWidget())
    bar_stops = [x for x in order if isinstance(x, QAbstractButton) and w.action_bar.isAncestorOf(x)]
    assert bar_stops[:len(buttons)] == buttons  # every move button, in the order shown
    first_dock = next(i for i, x in enumerate(order) if any(isinstance(p, QDockWidget) for p in _ancestors(x)))
    assert first_dock > order.index(buttons[-1])
    assert s is w.session


def _ancestors(widget):
    while widget is not None:
        yield widget
        widget = widget.parentWidget()


def test_each_place_has_a_name_and_says_what_lies_there(qtbot, make_window):
    w = make_window()
    s = _hot_seat(qtbot, w)
    zones = w.scene.zones
    viewer, other = s.viewer, BOB if s.viewer == ANN else ANN
    assert zones[f"hand:{viewer}"].accessible_name == "your hand"
    assert zones[f"hand:{other}"].accessible_name == f"{s.name(other)}'s hand"
    assert zones["draw"].accessible_name.startswith("Draw pile")
    hand = len(s.state.hands[viewer])
    # (the counts' plural forms come from the compiled English catalogue: "(s)" until it is built)
    assert zones[f"hand:{viewer}"].accessible_description.startswith(f"{hand} card")
    assert "face down" not in zones[f"hand:{viewer}"].accessible_description
    assert zones[f"hand:{other}"].accessible_description.endswith(f"{len(s.state.hands[other])} face down")
    assert zones["discard"].accessible_description == "empty"


def test_tab_leaves_the_narration_box(qtbot, make_window):
    """Tab moves on from the narration box (it types no tab into the story):
    a keyboard never gets stuck there."""
    w = make_window()
    editor = w.story_dock.editor
    w.story_dock.show()
    editor.setFocus()
    qtbot.waitUntil(editor.hasFocus)
    QTest.keyClick(editor, Qt.Key.Key_Tab)
    assert editor.toPlainText() == ""
    assert not editor.hasFocus()


def test_the_undo_key_says_why_when_undo_is_greyed_out(qtbot, make_window, said):
    """Ctrl+Z with nothing to undo is not silent: the reason is shown and
    announced, as for the menu's Undo."""
    w = make_window()
    said.window = w
    s = _hot_seat(qtbot, w)
    assert not w.act_undo.isEnabled()
    w.statusBar().clearMessage()
    w.canvas.setFocus()
    QTest.keyClick(w.canvas, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    reason = w.statusBar().currentMessage()
    assert reason and s.match.steps == []
    qtbot.waitUntil(lambda: any(reason.rstrip(".") in m for m in said.messages), timeout=5000)  # a bound for failure only
