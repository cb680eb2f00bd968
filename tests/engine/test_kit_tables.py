"""The table kit (cardtable.engine.kit.tables): hand, draw and discard zones,
what each viewer sees of them, and where the piles sit between the seats."""

from __future__ import annotations

import pytest

from cardtable.engine.kit.tables import (
    face_down,
    face_up,
    hand_spec,
    hand_view,
    hand_zone,
    middle_top,
    seat_holding,
    zone_seat,
)
from cardtable.engine.layouts import CAPTION, Block, Place, seat_order, seats_around
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.view import HIDDEN, CardView, standard_card
from cardtable.games import get_game


def shown(card_id: str) -> CardView:
    return CardView(id=card_id, face=None, tooltip=f"the card {card_id}")


def test_zone_ids_and_their_seats():
    assert hand_zone(0) == "hand:0" and hand_zone(11) == "hand:11"
    assert [zone_seat(z) for z in ("hand:3", "bid:12", "discard", "deck", "hand:", "hand:x")] == \
        [3, 12, None, None, None, None]


def test_the_seat_a_card_was_dealt_to():
    hands = (("AS", "KD"), (), ("2C",))
    assert [seat_holding(hands, c) for c in ("AS", "KD", "2C", "3H")] == [0, 0, 2, None]
    assert seat_holding((), "AS") is None


def test_a_face_down_pile_tells_only_its_size():
    zone = face_down("draw", ("AS", "KD", "2C"), label="3 cards")
    assert zone.id == "draw" and zone.label == "3 cards"
    assert zone.cards == (HIDDEN,) * 3
    assert all(c.id is None and c.face is None and not c.face_up for c in zone.cards)
    assert face_down("draw", ()).cards == ()


def test_a_face_up_pile_keeps_its_order_top_last():
    zone = face_up("discard", ["2C", "9H", "QS"], standard_card, label="Discard", highlight=True)
    assert [c.id for c in zone.cards] == ["2C", "9H", "QS"]
    assert zone.cards[-1] is standard_card("QS") and zone.highlight


@pytest.mark.parametrize("viewer", [None, 0, 1, 2])
def test_each_viewer_sees_her_own_hand_and_only_the_size_of_the_others(viewer):
    hands = (("AS", "KD"), ("2C",), ("3H", "4H", "5H"))
    for seat, hand in enumerate(hands):
        zone = hand_view(seat, hand, viewer, shown, label=f"P{seat}", highlight=seat == 1)
        assert zone.id == hand_zone(seat) and zone.label == f"P{seat}" and zone.highlight == (seat == 1)
        if seat == viewer:
            assert [c.id for c in zone.cards] == list(hand)
        else:
            assert zone.cards == (HIDDEN,) * len(hand)
            assert not any(c in repr(zone) for c in hand), "a hidden hand leaks a card"


def test_only_the_viewers_own_hand_is_put_in_order():
    order = {"KD": 0, "2C": 1, "AS": 2}.__getitem__
    assert [c.id for c in hand_view(0, ("AS", "KD", "2C"), 0, shown, key=order).cards] == ["KD", "2C", "AS"]
    assert hand_view(0, ("AS", "KD", "2C"), 1, shown, key=order).cards == (HIDDEN,) * 3


def test_a_hand_is_a_fan_its_seat_owns():
    spec = hand_spec(2, 1.5, 4.25, 3.3, 0.6)
    assert (spec.id, spec.x, spec.y, spec.spread, spec.extent, spec.seat, spec.scale) == \
        ("hand:2", 1.5, 4.25, "right", 3.3, 2, 0.6)
    assert spec.role == "hand" and spec.place == "hand" and spec.label == ""
    assert hand_spec(0, 0, 0, 5.0).scale == 1.0


def test_the_middle_is_centred_between_the_top_row_and_the_bottom_block():
    block = Block(3.0, 1.4, captions=1)
    places = {0: Place(4.0, 6.0, 1.0), 1: Place(0.0, 0.0, 0.5)}
    top = 1.4 * 0.5 + CAPTION + 0.1
    assert middle_top(places, 0, block, 0.5, 2.0) == pytest.approx(top + (6.0 - top - 2.0) / 2)
    # no room to centre it: right under the top row
    assert middle_top(places, 0, block, 0.5, 9.0) == pytest.approx(top)


def test_the_middle_clears_the_seats_on_a_real_table():
    block = Block(3.2, 2.8, captions=2)
    for n in range(2, 9):
        for viewer in (None, 0, n - 1):
            places = seats_around(n, viewer, 12.0, 7.6, block, 0.5)
            bottom = seat_order(n, viewer)[0]
            y = middle_top(places, bottom, block, 0.5, 1.4 + CAPTION)
            assert block.size(0.5)[1] < y and y + 1.4 + CAPTION <= places[bottom].y


@pytest.mark.parametrize("game_id, players", [("ninety-nine", 4), ("9-lives", 4), ("99-chances", 4),
                                              ("t13-yarn-tangling", 4)])
def test_the_games_hands_follow_the_kits_rule(game_id, players):
    """Every game with hands shows them the kit's way: a seat's own face up
    and as dealt (or in its order), the others' as their size only."""
    game = get_game(game_id)
    state = game.create(Setup(tuple(PlayerSpec(f"P{i}") for i in range(players)), {}, seed=7))
    for viewer in (None, *range(players)):
        zones = game.view(state, viewer).zone_map
        for seat in range(players):
            cards = zones[hand_zone(seat)].cards
            assert len(cards) == len(state.hands[seat])
            if seat == viewer:
                assert sorted(c.id for c in cards) == sorted(state.hands[seat])
            else:
                assert cards == (HIDDEN,) * len(state.hands[seat])
        layout = game.layout(players, {}, viewer)
        hands = layout.zones_with("hand")
        assert sorted(z.seat for z in hands) == list(range(players))
        assert all(z.id == hand_zone(z.seat) and z.place == "hand" for z in hands)
