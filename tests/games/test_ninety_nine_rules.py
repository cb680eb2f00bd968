"""Every Ninety-Nine ruling, with stacked decks so each case is exact."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.cards import standard_deck
from cardtable.engine.protocol import Action, BadOptions, IllegalAction, PlayerSpec, Setup
from cardtable.games.ninety_nine import GAME
from cardtable.games.ninety_nine import rules as R
from tests.game_properties import check_illegal_rejected, check_replay, check_views_hide, random_play, seeds

PLAY = lambda c: Action.of("play", card=c)  # noqa: E731
DRAW = Action.of("draw")
END = Action.of("end")


def deal(hands: list[list[str]], then: list[str] = (), decks: int = 1) -> tuple[str, ...]:
    """A stacked deck dealing ``hands`` (one card at a time, seat order), then ``then`` on top of the pile."""
    order = []
    for i in range(7):
        for h in hands:
            order.append(h[i])
    order += list(then)
    rest = [c for c in standard_deck(decks) if c not in order]
    return tuple(order + rest)


def game(hands, then=(), options=None, seed=1):
    players = tuple(PlayerSpec(f"P{i + 1}") for i in range(len(hands)))
    return GAME.create(Setup(players, dict(options or {}), seed, deal(hands, then)))


H0 = ["2C", "3C", "5C", "6C", "7C", "8C", "AC"]
H1 = ["2D", "3D", "5D", "6D", "7D", "8D", "AD"]
H2 = ["2H", "3H", "5H", "6H", "7H", "8H", "AH"]


def test_deal_seven_and_seat_two_starts():
    s = game([H0, H1, H2])
    assert [len(h) for h in s.hands] == [7, 7, 7]
    assert s.current == 1 and s.direction == 1 and s.total == 0
    assert len(s.draw) == 52 - 21


@pytest.mark.parametrize("card,start,after", [
    ("AS", 10, 11), ("7S", 10, 17), ("JS", 10, 20), ("QS", 10, 20),
    ("KS", 10, 10), ("4S", 10, 10), ("10S", 5, -5), ("9S", 3, 99), ("9S", 99, 99),
])
def test_card_values(card, start, after):
    assert R.card_effect(card, start) == after


def test_play_then_draw_then_next_player():
    s = game([H0, H1, H2], then=["KH"])
    s, ev = GAME.checked_apply(s, 1, PLAY("8D"))
    assert s.total == 8 and s.phase == R.AFTER_PLAY and s.current == 1
    s, ev = GAME.checked_apply(s, 1, DRAW)
    assert "KH" in s.hands[1] and s.current == 2
    assert any(e.reveal and e.private_to == {1} and "K" in e.private for e in ev)
    assert all("K♥" not in e.text for e in ev)  # others only read "draws a card"


def test_total_may_not_pass_99():
    s = game([H0, ["9D", "QD", "2D", "3D", "5D", "6D", "7D"], ["2H", "3H", "5H", "6H", "7H", "8H", "KH"]])
    s, _ = GAME.checked_apply(s, 1, PLAY("9D"))
    s, _ = GAME.checked_apply(s, 1, DRAW)
    assert s.current == 2
    with pytest.raises(IllegalAction, match="over 99"):
        GAME.checked_apply(s, 2, PLAY("2H"))


def test_back_to_you_reverses_and_minus_ten():
    s = game([H0, ["4D", "10D", "2D", "3D", "5D", "6D", "7D"], H2])
    s, _ = GAME.checked_apply(s, 1, PLAY("4D"))
    s, _ = GAME.checked_apply(s, 1, DRAW)
    assert s.direction == -1 and s.current == 0
    s, _ = GAME.checked_apply(s, 0, PLAY("2C"))
    s, _ = GAME.checked_apply(s, 0, DRAW)
    assert s.current == 2  # counter-clockwise from seat 1 to seat 3
    s, _ = GAME.checked_apply(s, 2, PLAY("AH"))
    s, _ = GAME.checked_apply(s, 2, DRAW)
    s, _ = GAME.checked_apply(s, 1, PLAY("10D"))
    assert s.total == 3 - 10


def test_two_players_back_to_you_gives_turn_to_other():
    s = game([H0, ["4D", "2D", "3D", "5D", "6D", "7D", "8D"]])
    s, _ = GAME.checked_apply(s, 1, PLAY("4D"))
    s, _ = GAME.checked_apply(s, 1, DRAW)
    assert s.current == 0


def test_player_who_cannot_play_is_out_and_hand_goes_under_discard():
    # P2 sets 99; P3 holds only ordinary cards and is out at the start of the turn
    s = game([["KC", "3C", "5C", "6C", "7C", "8C", "AC"], ["9D", "2D", "3D", "5D", "6D", "7D", "8D"], H2])
    s, _ = GAME.checked_apply(s, 1, PLAY("9D"))
    s, ev = GAME.checked_apply(s, 1, DRAW)
    assert s.lives[2] == 0 and s.hands[2] == ()
    assert s.discard[:7] == tuple(H2) and s.total == 99
    assert s.current == 0
    assert any(e.kind == "out" for e in ev)


def test_last_player_standing_wins():
    s = game([["2C", "3C", "5C", "6C", "7C", "8C", "AC"], ["9D", "2D", "3D", "5D", "6D", "7D", "8D"]])
    s, _ = GAME.checked_apply(s, 1, PLAY("9D"))
    s, _ = GAME.checked_apply(s, 1, DRAW)
    assert GAME.result(s).winners == (1,)
    assert GAME.to_act(s) == ()
    with pytest.raises(IllegalAction, match="over"):
        GAME.checked_apply(s, 0, PLAY("2C"))


def test_remember_to_draw_forfeit_plays_short():
    s = game([H0, H1, H2])
    s, ev = GAME.checked_apply(s, 1, PLAY("2D"))
    s, ev = GAME.checked_apply(s, 1, END)
    assert len(s.hands[1]) == 6 and s.current == 2
    assert any(e.kind == "forfeit" for e in ev)


def test_automatic_draw_when_option_off():
    s = game([H0, H1, H2], options={"remember_to_draw": False})
    s, ev = GAME.checked_apply(s, 1, PLAY("2D"))
    assert len(s.hands[1]) == 7 and s.current == 2
    assert GAME.legal_actions(s, 2) and all(a.kind == "play" for a in GAME.legal_actions(s, 2))


def test_cannot_draw_before_playing_or_play_twice():
    s = game([H0, H1, H2])
    with pytest.raises(IllegalAction, match="before you draw"):
        GAME.checked_apply(s, 1, DRAW)
    s, _ = GAME.checked_apply(s, 1, PLAY("2D"))
    with pytest.raises(IllegalAction, match="already played"):
        GAME.checked_apply(s, 1, PLAY("3D"))
    with pytest.raises(IllegalAction, match="turn"):
        GAME.checked_apply(s, 2, PLAY("2H"))


def test_last_card_drawn_reshuffles_discard_keeping_top():
    hands = [H0, H1]
    players = (PlayerSpec("A"), PlayerSpec("B"))
    s = GAME.create(Setup(players, {}, 5, deal(hands)))
    # empty the draw pile down to one card
    import attrs
    s = attrs.evolve(s, draw=s.draw[:1], discard=s.draw[1:])
    total = s.total
    s, _ = GAME.checked_apply(s, 1, PLAY("2D"))
    s, ev = GAME.checked_apply(s, 1, DRAW)
    assert s.discard == ("2D",) and s.total == total + 2
    assert len(s.draw) == 52 - 14 - 1  # everything but the hands and the kept top card
    assert any(e.kind == "reshuffle" for e in ev)
    assert sorted(GAME.census(s)) == sorted(standard_deck())


def test_nothing_to_draw_is_skipped():
    import attrs
    s = game([H0, H1])
    s = attrs.evolve(s, draw=(), discard=())
    rest = [c for c in standard_deck() if c not in H0 + H1]
    s = attrs.evolve(s, hands=(s.hands[0] + tuple(rest), s.hands[1]))
    s, _ = GAME.checked_apply(s, 1, PLAY("2D"))
    assert [a.kind for a in GAME.legal_actions(s, 1)] == ["end"]
    s, ev = GAME.checked_apply(s, 1, END)
    assert any(e.kind == "skip" for e in ev)


def test_two_decks_from_six_players_and_option_checks():
    players = tuple(PlayerSpec(f"P{i}") for i in range(6))
    s = GAME.create(Setup(players, {}, 1))
    assert s.decks == 2 and len(GAME.census(s)) == 104
    with pytest.raises(BadOptions, match="one deck"):
        GAME.create(Setup(players, {"decks": "1"}, 1))
    with pytest.raises(BadOptions, match="2–12"):
        GAME.create(Setup(players * 3, {}, 1))
    with pytest.raises(BadOptions, match="unknown option"):
        GAME.create(Setup(players, {"jokers": True}, 1))
    s = GAME.create(Setup(players[:3], {"decks": "2"}, 1))
    assert len(GAME.census(s)) == 104


def test_lives_redeal_after_going_out():
    hands = [["KC", "3C", "5C", "6C", "7C", "8C", "AC"], ["9D", "2D", "3D", "5D", "6D", "7D", "8D"], H2]
    s = game(hands, options={"lives": True})
    assert s.lives == (3, 3, 3)
    s, _ = GAME.checked_apply(s, 1, PLAY("9D"))
    s, ev = GAME.checked_apply(s, 1, DRAW)
    assert s.lives == (3, 3, 2)
    assert [len(h) for h in s.hands] == [7, 7, 7] and s.total == 0 and s.hand_number == 2
    assert s.current == 0  # the player after the one who went out starts
    assert any(e.kind == "redeal" for e in ev)
    assert sorted(GAME.census(s)) == sorted(standard_deck())


def test_lives_game_ends_when_one_player_has_lives():
    import attrs
    hands = [["2C", "3C", "5C", "6C", "7C", "8C", "AC"], ["9D", "2D", "3D", "5D", "6D", "7D", "8D"]]
    s = game(hands, options={"lives": True})
    s = attrs.evolve(s, lives=(1, 3))
    s, _ = GAME.checked_apply(s, 1, PLAY("9D"))
    s, _ = GAME.checked_apply(s, 1, DRAW)
    assert GAME.result(s).winners == (1,)


def test_stacked_deck_must_be_a_full_deck():
    with pytest.raises(BadOptions, match="stacked"):
        GAME.create(Setup((PlayerSpec("A"), PlayerSpec("B")), {}, 1, ("AS", "2S")))


def test_views_hide_other_hands_and_bot_is_legal():
    s = game([H0, H1, H2])
    v = GAME.view(s, 1)
    assert [c.id for c in v.zone("hand:1").cards] == H1
    assert all(c.id is None for c in v.zone("hand:0").cards)
    assert GAME.bot(s, 1, random.Random(1)) in GAME.legal_actions(s, 1)


@given(seed=seeds, players=st.integers(2, 12), lives=st.booleans(), remember=st.booleans())
@settings(max_examples=25)
def test_random_play_ends_conserves_and_replays(seed, players, lives, remember):
    setup = Setup(tuple(PlayerSpec(f"P{i}", True) for i in range(players)),
                  {"lives": lives, "remember_to_draw": remember}, seed)
    match = random_play(GAME, setup, random.Random(seed), max_actions=20_000, use_bot_every=3)
    check_replay(GAME, match)
    check_views_hide(GAME, match)


@given(seed=seeds, players=st.integers(2, 5))
@settings(max_examples=10)
def test_illegal_actions_are_rejected_without_change(seed, players):
    setup = Setup(tuple(PlayerSpec(f"P{i}", True) for i in range(players)), {}, seed)
    match = random_play(GAME, setup, random.Random(seed), use_bot_every=1)
    junk = [PLAY("AS"), PLAY("9H"), PLAY("ZZ"), DRAW, END, Action.of("fly"), Action.of("play", card=3),
            Action.of("play", card="AS", extra=1)]
    check_illegal_rejected(GAME, match, random.Random(seed), junk)
