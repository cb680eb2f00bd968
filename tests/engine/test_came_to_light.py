"""The "last reveal" spot's cards: what came to light during the last moves
and is no longer on the table, the latest first."""

from __future__ import annotations

from cardtable.engine.cards import standard_face
from cardtable.engine.view import CardView, came_to_light


def _shown(*ids: str) -> dict[str, CardView]:
    return {c: CardView(id=c, face=standard_face(c)) for c in ids}


def test_the_latest_reveal_comes_first():
    """A Duel tied, both drew again, then it was decided: the strip opens on
    the pair that decided it, not the older one (each pair in table order)."""
    during = [_shown("5S", "5H"), _shown(), _shown("KD", "2C"), _shown("KD", "2C")]
    cards = came_to_light(_shown(), during, _shown())
    assert [c.id for c in cards] == ["KD", "2C", "5S", "5H"]


def test_a_card_shown_twice_counts_once_and_what_stays_in_view_is_left_out():
    during = [_shown("5S", "AH"), _shown("5S"), _shown("9C")]
    cards = came_to_light(_shown("AH"), during, _shown("9C"))
    assert [c.id for c in cards] == ["5S"]
