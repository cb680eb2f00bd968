"""The one reshuffle rule every game draws through (``engine/piles``).

RULINGS, "Reshuffle": when a game needs a card and its draw pile is empty,
the discard pile less any card that must stay face up is shuffled into a
new draw pile; if both are empty the draw is skipped.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.cards import standard_deck
from cardtable.engine.piles import draw_cards, reshuffle
from cardtable.engine.rng import Rng

DECK = standard_deck()


def test_a_kept_card_stays_on_the_discard_pile_and_is_never_drawn():
    rng = Rng.from_seed(5)
    got = draw_cards((), ("2C", "3C", "KH"), rng, 1, keep=("KH",))
    assert got.reshuffled == 2 and got.kept == ("KH",)
    assert got.card in ("2C", "3C")
    assert got.discard == ("KH",)
    assert Counter(got.cards + got.draw + got.discard) == Counter(("2C", "3C", "KH"))


def test_kept_cards_keep_their_order_wherever_they_lie_in_the_pile():
    got = reshuffle(("AS",), ("2C", "KH", "3C", "QD", "4C"), Rng.from_seed(1), keep=("QD", "KH"))
    assert got.discard == ("KH", "QD")
    assert got.draw[0] == "AS"  # the new cards go under what was left of the draw pile
    assert sorted(got.draw[1:]) == sorted(("2C", "3C", "4C"))


def test_with_only_kept_cards_left_the_draw_is_skipped_and_nothing_changes():
    rng = Rng.from_seed(9)
    got = draw_cards((), ("KH",), rng, 1, keep=("KH",))
    assert got.card is None and got.cards == ()
    assert got.reshuffled == 0 and got.discard == ("KH",) and got.draw == ()
    assert got.rng == rng  # nothing was shuffled, so the generator is untouched


def test_two_empty_piles_skip_the_draw():
    rng = Rng.from_seed(3)
    got = draw_cards((), (), rng)
    assert got.card is None and got.reshuffled == 0 and got.rng == rng


def test_a_draw_the_pile_can_cover_does_not_reshuffle():
    rng = Rng.from_seed(3)
    got = draw_cards(("AS", "2S", "3S"), ("4S",), rng, 2)
    assert got.cards == ("AS", "2S") and got.draw == ("3S",) and got.discard == ("4S",)
    assert got.reshuffled == 0 and got.rng == rng


def test_a_draw_of_several_reshuffles_once_under_what_is_left_and_takes_what_there_is():
    got = draw_cards(("AS",), ("2S", "3S"), Rng.from_seed(2), 5)
    assert got.reshuffled == 2
    assert got.cards[0] == "AS" and sorted(got.cards[1:]) == ["2S", "3S"]
    assert got.draw == () and got.discard == ()


def test_without_kept_cards_the_shuffle_is_the_generators_own():
    """Games with nothing kept shuffle exactly as they did before the rule
    moved into the engine (seeded games stay the same)."""
    rng = Rng.from_seed(11)
    pile, after = rng.shuffle(DECK[:20])
    got = reshuffle(DECK[20:30], DECK[:20], rng)
    assert got.draw == DECK[20:30] + pile and got.rng == after and got.discard == ()


def test_a_negative_count_is_refused():
    with pytest.raises(ValueError):
        draw_cards((), (), Rng.from_seed(1), -1)


@st.composite
def piles(draw):
    cards = draw(st.permutations(DECK[:draw(st.integers(0, 20))]))
    cut = draw(st.integers(0, len(cards)))
    pile, discard = tuple(cards[:cut]), tuple(cards[cut:])
    keep = draw(st.lists(st.sampled_from(discard), unique=True)) if discard else []
    return pile, discard, keep


@settings(max_examples=200)
@given(piles(), st.integers(0, 2**32), st.integers(0, 8))
def test_property_no_card_in_two_places_and_no_kept_card_drawn(p, seed, count):
    pile, discard, keep = p
    got = draw_cards(pile, discard, Rng.from_seed(seed), count, keep=keep)
    everywhere = got.cards + got.draw + got.discard
    assert Counter(everywhere) == Counter(pile + discard)  # nothing lost, nothing doubled
    assert not set(keep) & set(got.cards + got.draw)  # a kept card is never drawn or shuffled in
    assert [c for c in got.discard if c in keep] == [c for c in discard if c in keep]
    assert len(got.cards) == min(count, len(pile) + len(discard) - len(keep))
    if len(pile) >= count:
        assert got.reshuffled == 0 and got.cards == pile[:count]
