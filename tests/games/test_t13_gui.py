"""The T13 Ordeals through the real window: a Knock-Out by one mouse drag
from your pool onto the challenged pool, and a Snap claim by drag."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardtable.engine.protocol import Action, PlayerSpec, Setup
from cardtable.games.t13_snap_fire.rules import ACTIONS
from cardtable.games.t13_yarn_tangling.rules import DEFEND_DISCARD, DEFEND_DRAW, OUT
from tests.games.test_t13_snap_fire import stacked as snap_stack
from tests.games.test_t13_yarn_tangling import stacked as yarn_stack
from cardtable.model.outcome import MOVED
from tests.frontend import answering, play
from tests.gui.conftest import answer_questions, drag, make_window, sprite_grip, sprites_in, zone_centre  # noqa: F401

pytestmark = pytest.mark.gui


def ready(qtbot, window, name):
    assert window.pages.currentWidget() is window.privacy
    assert f"Pass to {name}" in window.privacy.title.text()
    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)


def test_knock_out_by_one_drag_then_the_challenged_draws_and_discards(qtbot, make_window):
    w = make_window()
    order = yarn_stack([["KC", "QC", "2C"], ["KH", "5D", "2S"]], "7S", ["9H"])
    w.new_game("t13-yarn-tangling", Setup((PlayerSpec("Ann"), PlayerSpec("Bob")), {}, 4, order))
    s = w.session
    line = "The mill burned because of the miller"
    answer_questions(w, text=line)
    for seat, name in ((0, "Ann"), (1, "Bob")):
        ready(qtbot, w, name)
        assert play(s, seat, Action.of("propose", text=""), answering(text=line)) == MOVED
    ready(qtbot, w, "Ann")
    assert s.viewer == 0
    # Bob's pool shows no faces to Ann
    assert all(sp.card_id is None for sp in sprites_in(w, "hand:1"))
    mine = sprites_in(w, "hand:0")
    drag(qtbot, w, sprite_grip(mine[0]), zone_centre(w, "hand:1"))
    assert s.state.phase == DEFEND_DRAW and s.state.challenger == 0 and s.state.defender == 1
    ready(qtbot, w, "Bob")
    drag(qtbot, w, zone_centre(w, "deck"), zone_centre(w, "hand:1"))
    assert s.state.phase == DEFEND_DISCARD
    two = next(sp for sp in sprites_in(w, "hand:1") if sp.card_id == "2S")
    drag(qtbot, w, sprite_grip(two), zone_centre(w, "discard"))
    # Bob's two hearts lose to Ann's three clubs: Ann wins the round in Clubs
    assert s.state.won[0] == "C" and s.state.round_no == 2
    assert s.state.canon[0].text == "The mill burned because of the miller"
    assert any("Psych Attack" in line for _, line in s.log_lines())
    assert OUT not in s.state.status  # a new round has begun


def test_snap_claim_by_drag_onto_the_snap_fire_card(qtbot, make_window):
    w = make_window()
    order = snap_stack([["KC"], ["2D"], ["JH.2"]], ["JH"])
    players = (PlayerSpec("Ref"), PlayerSpec("Ann"), PlayerSpec("Bob"))
    w.new_game("t13-snap-fire", Setup(players, {"pool": 1}, 4, order))
    s = w.session
    assert w.pages.currentIndex() == 0  # nothing is hidden: no privacy screen
    assert s.viewer == 0
    assert s.perform(0, Action.of("begin")) == MOVED
    assert s.state.snap == "JH"
    # Ann's bid is what the game waits for: the screen is hers (the referee
    # may claim with the seat's key meanwhile); once she passes it is the referee's
    assert s.viewer == 1 and "Ann" in s.table_view().hint
    assert s.perform(1, Action.of("pass", character=0)) == MOVED
    assert s.viewer == 0
    # The referee drags the NPC's pool onto the Snap-fire card: Foe holds the other Jack of Hearts.
    foe = sprites_in(w, "pool:2")
    drag(qtbot, w, sprite_grip(foe[0]), zone_centre(w, "snapfire"))
    assert s.state.holder == 2 and s.state.phase == ACTIONS
    assert "JH" in s.state.chars[2].pool
    assert any("Snap!" in line for _, line in s.log_lines())


def test_snap_claim_by_the_seats_own_key(qtbot, make_window):
    from PySide6.QtTest import QTest

    w = make_window()
    order = snap_stack([["KC"], ["2D"], ["JH.2"]], ["JH"])
    players = (PlayerSpec("Ref"), PlayerSpec("Ann"), PlayerSpec("Bob"))
    w.new_game("t13-snap-fire", Setup(players, {"pool": 1}, 4, order))
    s = w.session
    assert w.seat_keys.isVisible() and "[1] Ref" in w.seat_keys.text() and "[3] Bob" in w.seat_keys.text()
    assert s.perform(0, Action.of("begin")) == MOVED
    # Bob has no matching card: his key is a miscall or refused, never a take
    w.canvas.setFocus()
    QTest.keyClick(w.canvas, "1")  # the referee's key claims for the NPC holding the other Jack of Hearts
    assert s.state.holder == 2
    assert "JH" in s.state.chars[2].pool


def test_a_seat_key_that_claims_nothing_says_why(qtbot, make_window):
    from PySide6.QtTest import QTest

    w = make_window()
    order = snap_stack([["KC"], ["2D"], ["JH.2"]], ["JH"])
    players = (PlayerSpec("Ref"), PlayerSpec("Ann"), PlayerSpec("Bob"))
    w.new_game("t13-snap-fire", Setup(players, {"pool": 1}, 4, order))
    w.canvas.setFocus()
    QTest.keyClick(w.canvas, "2")  # before the Ordeal begins there is nothing to snap
    assert w.statusBar().currentMessage() == (
        "Ann cannot claim now: the Ordeal has not begun: there is no Snap-fire card to claim yet.")
