"""9 Lives through the real window: private bids by mouse, the privacy
screen between seats, taking by drag, and the Take / Rescue menu."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games.nine_lives import rules
from cardtable.games.nine_lives.deck import shipped_deck
from tests.gui.conftest import answer_questions, drag, make_window, sprite_grip, sprites_in, zone_centre  # noqa: F401

pytestmark = pytest.mark.gui

DECK = shipped_deck()


def ids(cat: str) -> list[str]:
    return [c.id for c in DECK.cards if c.cat == cat]


HANDS = [ids("pounce")[:2], ids("patches")[:2], ids("cocoa")[:2]]
ALLEY = [ids("domino")[0], ids("mango")[0], ids("pebble")[0], ids("snowdrop")[0], ids("mochi")[0]]


def start(window):
    order = rules.stacked_order(DECK, HANDS, ALLEY)
    setup = Setup((PlayerSpec("Ann"), PlayerSpec("Bob"), PlayerSpec("Cat")), {"hand_size": 2}, 5, order)
    window.new_game("9-lives", setup)
    return window.session


def ready(qtbot, window, name):
    assert window.pages.currentWidget() is window.privacy
    assert f"Pass to {name}" in window.privacy.title.text()
    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)


def bid_by_drag(qtbot, window, seat, card):
    sprite = next(sp for sp in sprites_in(window, f"hand:{seat}") if sp.card_id == card)
    drag(qtbot, window, sprite_grip(sprite), zone_centre(window, f"bid:{seat}"))


def test_private_bids_by_drag_then_take_by_drag(qtbot, make_window):
    w = make_window()
    s = start(w)
    names = ["Ann", "Bob", "Cat"]
    for seat in range(3):
        ready(qtbot, w, names[seat])
        assert s.viewer == seat
        # other seats' bid places show no faces
        for other in range(3):
            if other != seat:
                assert all(sp.card_id is None for sp in sprites_in(w, f"bid:{other}"))
        bid_by_drag(qtbot, w, seat, HANDS[seat][1])
        assert s.state.bids[seat] == HANDS[seat][1]
    assert s.state.phase == rules.TURNS
    first = s.state.order[0]
    if first != s.viewer:
        ready(qtbot, w, names[first])
    assert s.viewer == first
    # after the reveal every bid place shows its card
    assert all(sprites_in(w, f"bid:{seat}")[0].card_id == HANDS[seat][1] for seat in range(3))
    target = next(sp for sp in sprites_in(w, "alley") if sp.card_id == ALLEY[2])
    drag(qtbot, w, sprite_grip(target), zone_centre(w, f"tableau:{first}"))
    assert s.state.tableaux[first] == (ALLEY[2],)


def test_dragging_a_lone_cat_offers_take_or_rescue(qtbot, make_window):
    w = make_window()
    s = start(w)
    # trick 1 played straight through the engine
    for seat in range(3):
        s.match.play(seat, rules.Action.of(rules.BID, card=HANDS[seat][0]))
    for i, seat in enumerate(s.match.state.order):
        s.match.play(seat, rules.Action.of(rules.TAKE, card=ALLEY[i]))
    for seat in range(3):
        s.match.play(seat, rules.Action.of(rules.BID, card=HANDS[seat][1]))
    first = s.match.state.order[0]
    s.viewer, s.pending, s.holding = first, None, None
    s.sigChanged.emit()
    offered = []

    def choose(dialog):
        offered.extend(dialog.labels)
        return next(i for i, label in enumerate(dialog.labels) if label.startswith("Rescue"))

    answer_questions(w, choice=choose)
    lone = ALLEY[3]
    sprite = next(sp for sp in sprites_in(w, "alley") if sp.card_id == lone)
    drag(qtbot, w, sprite_grip(sprite), zone_centre(w, f"tableau:{first}"))
    assert offered[0].startswith("Take Snowdrop") and offered[1].startswith("Rescue the only Snowdrop")
    assert s.state.phase == rules.GIVE_BACK
    old = next(c for c in s.state.tableaux[first] if c != lone)
    give = next(sp for sp in sprites_in(w, f"tableau:{first}") if sp.card_id == old)
    drag(qtbot, w, sprite_grip(give), zone_centre(w, "alley"))
    assert s.state.tableaux[first] == (lone,)
    assert old in s.state.alley
