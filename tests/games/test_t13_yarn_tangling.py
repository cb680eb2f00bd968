"""Engine tests for the T13 Yarn-Tangling Ordeal: one test per rule, with
stacked decks, plus the shared property checks for every player count."""

from __future__ import annotations

import random

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.engine.cards import standard_deck
from cardtable.engine.match import Match
from cardtable.engine.protocol import Action, BadOptions, Gesture, IllegalAction, PlayerSpec, Setup
from cardtable.engine.unseen import redeal, unseen_cards
from cardtable.games import get_game
from cardtable.games.t13_yarn_tangling import rules
from cardtable.games.t13_yarn_tangling.bot import choose as bot_choose
from cardtable.games.t13_yarn_tangling.rules import (
    BUSTED, DEFEND_DISCARD, DEFEND_DRAW, DISCARDING, IDLE, IN, OUT, OVER, PROPOSING, TURN,
)
from tests.game_properties import (
    check_illegal_rejected, check_replay, check_views_hide, make_setup, random_play, seeds,
)

GAME = get_game("t13-yarn-tangling")


def stacked(hands: list[list[str]], top: str, deck: list[str] = ()) -> tuple[str, ...]:
    """A full deck: hands dealt one card at a time from seat 1, then the
    discard starter, then ``deck`` on top of the remaining cards."""
    order = []
    for i in range(3):
        for h in hands:
            order.append(h[i])
    order.append(top)
    order += list(deck)
    rest = [c for c in standard_deck() if c not in order]
    assert len(set(order)) == len(order)
    return tuple(order + rest)


def start(hands, top="2C", deck=(), options=None, proposals=True) -> Match:
    names = tuple(PlayerSpec(n) for n in ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")[:len(hands)])
    match = Match(GAME, Setup(names, dict(options or {}), seed=5, stacked=stacked(hands, top, list(deck))))
    if proposals:
        for s in range(len(hands)):
            match.play(s, Action.of("propose", text=f"version {s}"))
    return match


DRAW_DECK = Action.of("draw", source="deck")
DRAW_DISCARD = Action.of("draw", source="discard")


def discard(c: str) -> Action:
    return Action.of("discard", card=c)


def knock(t: int) -> Action:
    return Action.of("knock", target=t)


# -- values ---------------------------------------------------------------------

def test_pips_suited_count_and_bust():
    assert [rules.pips(c) for c in ("AS", "KH", "QD", "JC", "10S", "7H", "2C")] == [11, 10, 10, 10, 10, 7, 2]
    assert rules.suited_count(("AS", "KS", "2H")) == 2
    assert rules.suited_count(("AS", "KH", "2D")) == 1
    assert rules.pool_pips(("AS", "KH", "2D")) == 23
    assert rules.is_bust(("AS", "AH", "10D"))  # two Aces and a ten: 32
    assert not rules.is_bust(("AS", "KS", "QS"))  # 31 is fine


def test_blitz_needs_three_suited_cards_worth_exactly_31():
    assert rules.blitz_suit(("AH", "KH", "QH")) == "H"
    assert rules.blitz_suit(("AH", "10H", "JH")) == "H"
    assert rules.blitz_suit(("AH", "KH", "QS")) is None  # 31 but not suited
    assert rules.blitz_suit(("AH", "KH", "9H")) is None  # suited but 30


# -- set-up and turns ---------------------------------------------------------------

def test_deal_three_each_turn_top_card_and_ask_every_player_for_a_proposal():
    m = start([["3C", "4C", "5D"], ["6H", "7H", "8S"], ["9S", "2D", "3D"]], top="KD", proposals=False)
    st_ = m.state
    assert st_.hands == (("3C", "4C", "5D"), ("6H", "7H", "8S"), ("9S", "2D", "3D"))
    assert st_.discard == ("KD",)
    assert len(st_.draw) == 52 - 10
    assert st_.phase == PROPOSING
    assert m.to_act() == (0, 1, 2)
    assert m.legal(1) == [Action.of("propose", text="")]
    m.play(1, Action.of("propose", text="The bridge fell on Tuesday"))
    assert m.to_act() == (0, 2)
    with pytest.raises(IllegalAction):
        m.play(1, Action.of("propose", text="again"))


def test_blind_of_one_per_phase_goes_into_the_pot():
    m = start([["3C", "4C", "5D"], ["6H", "7H", "8S"]], options={"yarn": 10})
    assert m.state.yarn == (9, 9) and m.state.pot == 2 and m.state.phase_no == 1
    assert m.to_act() == (0,)
    m.play(0, DRAW_DECK)
    m.play(0, discard("5D"))
    m.play(1, DRAW_DECK)
    m.play(1, discard("8S"))
    assert m.state.phase_no == 2 and m.state.yarn == (8, 8) and m.state.pot == 4


def test_draw_from_deck_then_discard_face_up():
    m = start([["3C", "4C", "5D"], ["6H", "7H", "8S"]], top="9D", deck=["KC"])
    assert set(m.legal(0)) == {DRAW_DECK, DRAW_DISCARD, knock(1)}
    m.play(0, DRAW_DECK)
    assert m.state.hands[0] == ("3C", "4C", "5D", "KC") and m.state.phase == DISCARDING
    assert {a.kind for a in m.legal(0)} == {"discard"}
    m.play(0, discard("5D"))
    assert m.state.hands[0] == ("3C", "4C", "KC") and m.state.discard[-1] == "5D"
    assert m.state.current == 1 and m.state.phase == TURN


def test_draw_from_discard_takes_the_top_card():
    m = start([["3C", "4C", "5D"], ["6H", "7H", "8S"]], top="9D")
    m.play(0, DRAW_DISCARD)
    assert "9D" in m.state.hands[0] and m.state.discard == ()


def test_a_card_seen_taken_from_the_discard_pile_stays_in_that_pool_in_every_deal_a_bot_searches():
    """Ann takes 9D from the discard pile in front of Bob: when Bob's search
    deals the cards he has not seen, 9D stays in Ann's pool in every deal
    (her other cards, and the deck, are dealt anew); once she lets it go,
    it is no longer hers to keep."""
    m = start([["3C", "4C", "5D"], ["6H", "7H", "8S"]], top="9D", deck=["KC"])
    m.play(0, DRAW_DISCARD)
    m.play(0, discard("3C"))
    assert GAME.known_cards(m.state, 1) == {"9D"} and GAME.known_cards(m.state, 0) == frozenset()
    assert "9D" not in unseen_cards(GAME, m.state, 1)
    others = set()
    for deal in range(20):
        dealt = redeal(GAME, m.state, 1, random.Random(deal))
        assert "9D" in dealt.hands[0] and dealt.hands[1] == m.state.hands[1]
        others |= set(dealt.hands[0]) - {"9D"}
    assert len(others) > 4  # the rest of her pool is dealt anew
    m.play(1, DRAW_DECK)
    m.play(1, discard("KC"))
    m.play(0, DRAW_DECK)
    m.play(0, discard("9D"))  # back on the pile, face up
    assert GAME.known_cards(m.state, 1) == frozenset() and m.state.taken[0] == ()


def test_reshuffle_discard_less_top_card_when_deck_runs_out():
    m = start([["3C", "4C", "5D"], ["6H", "7H", "8S"]], top="9D")
    s = attrs.evolve(m.state, draw=("KC",), discard=("2S", "3S", "4S", "9D"))
    s, events = GAME.apply(s, 0, DRAW_DECK)
    assert s.hands[0][-1] == "KC"
    assert s.discard == ("9D",) and sorted(s.draw) == ["2S", "3S", "4S"]
    assert any(e.kind == "reshuffle" for e in events)


# -- Knock-Out -----------------------------------------------------------------------

def test_knock_out_challenged_draws_and_discards_before_the_reveal():
    # Ann: 3 clubs (KC QC 2C = 22); Bob: two hearts. Bob draws 9H, discards 2S: KH 9H 5D... still 2 suited.
    m = start([["KC", "QC", "2C"], ["KH", "5D", "2S"], ["3D", "4D", "6S"]], top="7S", deck=["9H"])
    m.play(0, knock(1))
    assert m.state.phase == DEFEND_DRAW and m.to_act() == (1,)
    with pytest.raises(IllegalAction):
        m.play(0, DRAW_DECK)  # the challenger waits
    m.play(1, DRAW_DECK)
    assert m.state.phase == DEFEND_DISCARD and m.to_act() == (1,)
    events = m.play(1, discard("2S"))
    assert m.state.status[1] == OUT  # 2 suited loses to 3 suited
    assert m.state.psych[1] == ("KH", "5D", "9H")
    assert any(e.kind == "psych" and "K♥" in e.text for e in events)
    assert m.state.current == 2  # the knock was Ann's turn; Cy is next (Bob is out)
    assert m.state.attacks[-1].seat == 1


def test_knock_out_higher_suited_count_wins_even_with_fewer_pips():
    m = start([["2C", "3C", "4C"], ["KH", "QS", "AD"], ["5D", "6D", "7S"]], top="8S", deck=["9S"])
    m.play(0, knock(1))
    m.play(1, DRAW_DECK)
    m.play(1, discard("9S"))
    assert m.state.status == (IN, OUT, IN)


def test_knock_out_equal_suited_count_higher_pips_wins():
    m = start([["2C", "3C", "4H"], ["KH", "QH", "5S"], ["5D", "6D", "7S"]], top="8S", deck=["9S"])
    m.play(0, knock(1))
    m.play(1, DRAW_DECK)
    m.play(1, discard("9S"))
    assert m.state.status == (OUT, IN, IN)  # the challenger loses
    assert m.state.current == 1  # Bob's turn comes next


def test_knock_out_full_tie_knocks_out_neither():
    m = start([["10C", "9C", "4H"], ["10H", "9H", "4S"], ["5D", "6D", "7S"]], top="8S", deck=["2D"])
    m.play(0, knock(1))
    m.play(1, DRAW_DECK)
    events = m.play(1, discard("2D"))
    assert m.state.status == (IN, IN, IN)
    assert any(e.kind == "tie" for e in events)


def test_bust_at_32_pips_is_out_of_the_whole_ordeal():
    m = start([["AS", "AH", "10D"], ["2H", "3H", "5S"], ["5D", "6D", "7S"]], top="8S", deck=["9S"])
    m.play(0, knock(1))
    m.play(1, DRAW_DECK)
    m.play(1, discard("9S"))
    assert m.state.status[0] == BUSTED and m.state.status[1] == IN
    # Bob and Cy finish the round; Ann is not dealt into the next one.
    m.play(1, knock(2))
    m.play(2, DRAW_DECK)
    m.play(2, discard(m.state.hands[2][-1]))
    assert m.state.round_no == 2
    assert m.state.status[0] == BUSTED and m.state.hands[0] == ()
    assert m.to_act() == (1, 2)


def test_last_one_standing_wins_the_round_in_their_main_suit_and_takes_the_pot():
    m = start([["KC", "QC", "2H"], ["3H", "4S", "5D"]], top="8S", deck=["9S"])
    m.play(0, knock(1))
    m.play(1, DRAW_DECK)
    events = m.play(1, discard("9S"))
    s = m.state
    assert s.won == ("C", "")
    assert s.yarn == (11, 9)  # both paid 1, Ann took the pot of 2
    assert s.canon[-1].suit == "C" and s.canon[-1].text == "version 0" and s.canon[-1].how == "last standing"
    assert s.round_no == 2 and s.phase == PROPOSING
    assert any(e.kind == "round-won" and e.prompt is not None for e in events)


def test_favourite_suit_prefers_a_suit_still_needed_on_a_tie():
    assert rules.favourite_suit(("KC", "2H", "3S"), "") == "C"  # most pips among singletons
    assert rules.favourite_suit(("KC", "2H", "3S"), "C") == "S"
    assert rules.favourite_suit(("KC", "QC", "2H"), "C") == "C"  # most cards wins even if already held


# -- Blitz ------------------------------------------------------------------------------

def test_blitz_on_the_deal_wins_the_round_at_once():
    m = start([["2C", "3C", "4D"], ["AH", "KH", "QH"]], top="8S")
    s = m.state
    assert s.won == ("", "H") and s.canon[-1].how == "Blitz" and s.canon[-1].seat == 1
    assert s.round_no == 2


def test_blitz_in_a_four_card_pool_right_after_the_draw():
    # A♦ K♦ + Q♦ drawn: the Blitz is there before any discard, so discarding
    # one of the three cannot throw it away (it used to be checked only after
    # the discard).
    m = start([["AD", "KD", "4C"], ["2C", "3S", "5S"], ["6H", "7H", "8C"]], top="9S", deck=["QD"])
    events = m.play(0, DRAW_DECK)
    blitz = [e for e in events if e.kind == "blitz"]
    assert blitz and "A♦ K♦ Q♦" in blitz[0].text and "4♣" in blitz[0].text
    assert m.state.won[0] == "D" and m.state.canon[-1].how == "Blitz"
    assert m.state.round_no == 2 and m.state.phase == PROPOSING
    assert sorted(GAME.census(m.state)) == sorted(standard_deck())


def test_blitz_from_the_discard_pile_too():
    m = start([["AH", "KH", "4D"], ["2C", "3S", "5S"], ["6D", "7D", "8C"]], top="QH")
    events = m.play(0, DRAW_DISCARD)
    assert any(e.kind == "blitz" for e in events)
    assert m.state.won[0] == "H" and m.state.round_no == 2


def test_blitz_by_the_challenged_player_beats_the_knock_out():
    m = start([["KC", "QC", "JC"], ["AH", "KH", "4D"], ["6D", "7D", "8C"]], top="QH")
    m.play(0, knock(1))
    events = m.play(1, DRAW_DISCARD)  # the Blitz is won on the draw: no discard, no reveal
    assert [e.kind for e in events if e.kind in ("blitz", "reveal", "knockout")][0] == "blitz"
    assert m.state.won == ("", "H", "")


# -- suits and the Ordeal ------------------------------------------------------------------

def test_a_suit_won_twice_counts_once_and_enters_the_history_again():
    m = start([["KC", "QC", "2H"], ["3H", "4S", "5D"]], top="8S", deck=["9S"])
    s = attrs.evolve(m.state, won=("C", ""))
    s, _ = GAME.apply(s, 0, knock(1))
    s, _ = GAME.apply(s, 1, DRAW_DECK)
    s, events = GAME.apply(s, 1, discard("9S"))
    assert s.won == ("C", "")
    assert s.canon[-1].counted is False
    assert any("does not count again" in e.text for e in events)


def test_winning_the_fourth_suit_wins_the_ordeal():
    m = start([["KC", "QC", "2H"], ["3H", "4S", "5D"]], top="8S", deck=["9S"])
    s = attrs.evolve(m.state, won=("HDS", "CH"))
    s, _ = GAME.apply(s, 0, knock(1))
    s, _ = GAME.apply(s, 1, DRAW_DECK)
    s, _ = GAME.apply(s, 1, discard("9S"))
    assert s.phase == OVER and GAME.result(s).winners == (0,)
    assert GAME.to_act(s) == ()


def test_canon_layers_in_the_story_sections():
    m = start([["KC", "QC", "2H"], ["3H", "4S", "5D"]], top="8S", deck=["9S"])
    m.play(0, knock(1))
    m.play(1, DRAW_DECK)
    m.play(1, discard("9S"))
    sections = dict(GAME.story_sections(m.state, []))
    assert "version 0" in sections["Clubs — what really happened"]
    assert "Nobody took hold" in sections["Spades — what people remember"]
    assert "Psych Attack" in sections["How the tangle was fought"]


def test_nobody_able_to_pay_ends_the_ordeal_without_a_winner():
    m = start([["3C", "4C", "5D"], ["6H", "7H", "8S"], ["9S", "2D", "3D"]], options={"yarn": 1})
    for s in (0, 1, 2):
        m.play(s, DRAW_DECK)
        events = m.play(s, discard(m.state.hands[s][-1]))
    # phase 2: nobody can pay the blind, the round has no winner, nobody has Yarn left.
    # It used to pick a winner by suits then Yarn among the broke (here all three).
    assert m.state.phase == OVER
    assert m.result.winners == ()
    texts = [e.text for e in events]
    assert "Phase 2: nobody can pay the blind; the pot holds 3." in texts
    assert any("ends without a winner" in t and "Ann, Bob and Cy have no Yarn left" in t for t in texts)
    assert "without a winner" in m.result.summary


def test_the_only_one_who_can_pay_wins_the_ordeal_not_the_richest_or_most_suited():
    # Bob has won three suits but is broke; Cy went Bust. Ann alone can pay:
    # nobody can contest the remaining suits, so Ann wins (the old ending
    # compared suits, then Yarn, and gave it to Bob).
    m = start([["KC", "QC", "2H"], ["3H", "4S", "5D"], ["6D", "7D", "8C"]], top="8S", deck=["9S"])
    s = attrs.evolve(m.state, yarn=(5, 0, 5), won=("", "CHD", ""))  # after paying this phase's blind
    s = attrs.evolve(s, status=(IN, IN, BUSTED), hands=(s.hands[0], s.hands[1], ()))
    s, _ = GAME.apply(s, 0, knock(1))
    s, _ = GAME.apply(s, 1, DRAW_DECK)
    s, events = GAME.apply(s, 1, discard("9S"))  # Ann wins the round; Bob has 0 Yarn now
    assert s.phase == OVER and GAME.result(s).winners == (0,)
    win = [e for e in events if e.kind == "win"][-1]
    assert "Cy went Bust" in win.text and "Bob has no Yarn left" in win.text
    assert "fewer than two" not in win.text


def test_a_bust_is_reported_as_a_bust():
    # Two players: Ann goes Bust in a Knock-Out, Bob is the only one left.
    m = start([["AS", "AH", "10D"], ["2H", "3H", "5S"]], top="8S", deck=["9S"])
    m.play(0, knock(1))
    m.play(1, DRAW_DECK)
    events = m.play(1, discard("9S"))
    assert m.over and m.result.winners == (1,)
    win = [e for e in events if e.kind == "win"][-1]
    assert "Ann went Bust" in win.text and "Yarn left" not in win.text


def test_blinds_are_logged_in_good_english():
    m = start([["3C", "4C", "5D"], ["6H", "7H", "8S"], ["9S", "2D", "3D"]], options={"yarn": 2},
              proposals=False)
    for s in (0, 1):
        m.play(s, Action.of("propose", text=""))
    events = m.play(2, Action.of("propose", text=""))
    assert any(e.text.startswith("Phase 1: Ann, Bob and Cy pay a blind of 1 Yarn") for e in events)
    s = attrs.evolve(m.state, yarn=(1, 0, 0))
    s, _ = GAME.apply(s, 0, DRAW_DECK)
    s, _ = GAME.apply(s, 0, discard(s.hands[0][-1]))
    s, _ = GAME.apply(s, 1, DRAW_DECK)
    s, _ = GAME.apply(s, 1, discard(s.hands[1][-1]))
    s, _ = GAME.apply(s, 2, DRAW_DECK)
    s, events = GAME.apply(s, 2, discard(s.hands[2][-1]))
    assert any(e.text.startswith("Phase 2: Ann pays a blind of 1 Yarn") for e in events)


def test_moves_during_the_proposals_are_refused_as_such():
    m = start([["3C", "4C", "5D"], ["6H", "7H", "8S"]], proposals=False)
    m.play(0, Action.of("propose", text="it was the butler"))
    for seat, action in [(1, DRAW_DECK), (1, discard("6H")), (0, DRAW_DECK), (0, discard("3C")),
                         (1, knock(0))]:
        with pytest.raises(IllegalAction) as err:
            GAME.apply(m.state, seat, action)
        text = str(err.value)
        assert "waiting for Bob" in text and "already drawn" not in text and "draw a card" not in text


def test_player_without_yarn_sits_out_a_round():
    m = start([["KC", "QC", "2H"], ["3H", "4S", "5D"], ["6D", "7D", "8C"]], top="8S", deck=["9S", "2S"])
    s = attrs.evolve(m.state, yarn=(9, 0, 9))
    s, _ = GAME.apply(s, 0, knock(1))
    s, _ = GAME.apply(s, 1, DRAW_DECK)
    s, _ = GAME.apply(s, 1, discard("9S"))  # Bob is out; Ann and Cy play on
    s, _ = GAME.apply(s, 2, knock(0))
    s, _ = GAME.apply(s, 0, DRAW_DECK)
    s, _ = GAME.apply(s, 0, discard(s.hands[0][-1]))
    assert s.round_no == 2 and s.status[1] == IDLE
    assert GAME.to_act(s) == (0, 2)


# -- no round limit (RULINGS: the Ordeal ends only by all four suits, or by fewer than two able to pay) ------

def test_there_is_no_round_limit_to_choose():
    assert [spec.key for spec in GAME.options] == ["yarn"]
    with pytest.raises(BadOptions):  # a new game cannot ask for one
        GAME.create(Setup((PlayerSpec("A"), PlayerSpec("B")), {"max_rounds": 24}, 1))


@pytest.mark.parametrize("round_no", [1, 24, 200])
def test_the_ordeal_goes_on_round_after_round_and_yarn_never_names_a_winner(round_no):
    """However many rounds have been played (24 was the old limit's default,
    200 its most), a round won in a suit already held starts the next one:
    with one suit each, Bob far richer, nobody wins by suits or by Yarn."""
    m = start([["KC", "QC", "2H"], ["3H", "4S", "5D"]], top="8S", deck=["9S"])
    s = attrs.evolve(m.state, round_no=round_no, won=("C", "H"), yarn=(5, 30))
    s, _ = GAME.apply(s, 0, knock(1))
    s, _ = GAME.apply(s, 1, DRAW_DECK)
    s, events = GAME.apply(s, 1, discard("9S"))
    assert s.canon[-1].seat == 0 and s.canon[-1].suit == "C" and not s.canon[-1].counted
    assert GAME.result(s) is None and s.phase == PROPOSING and s.round_no == round_no + 1
    assert s.won == ("C", "H") and s.winners == ()
    assert not any("most Yarn" in ev.text or "round limit" in ev.text for ev in events)


def test_a_save_from_before_with_a_round_limit_loads_without_it():
    """Saves made while the Ordeal had a round limit hold a ``max_rounds``
    option: they load (without it) and replay the same moves."""
    import json

    from cardtable.engine.record import record_from_json
    from cardtable.games import all_games

    m = start([["KC", "QC", "2H"], ["3H", "4S", "5D"]], top="8S", deck=["9S"])
    m.play(0, knock(1))
    data = json.loads(m.record().dumps())
    data["options"]["max_rounds"] = 24
    data["rules_version"] = 2
    record = record_from_json(data, all_games())
    assert dict(record.setup.options) == {"yarn": 10}
    assert Match.from_record(GAME, record).state == m.state


# -- illegal moves, views, gestures ------------------------------------------------------------

def test_illegal_moves_are_refused_with_a_reason():
    m = start([["3C", "4C", "5D"], ["6H", "7H", "8S"]])
    before = m.state
    for seat, action in [(0, knock(0)), (0, knock(7)), (0, discard("3C")), (1, DRAW_DECK),
                         (0, Action.of("draw", source="sky")), (0, Action.of("fly"))]:
        with pytest.raises(IllegalAction) as err:
            GAME.checked_apply(before, seat, action)
        assert str(err.value)
    m.play(0, DRAW_DECK)
    with pytest.raises(IllegalAction):
        m.play(0, DRAW_DECK)
    with pytest.raises(IllegalAction):
        m.play(0, discard("KS"))
    assert m.state.hands[0][:3] == ("3C", "4C", "5D")


def test_bad_stacked_deck_is_refused():
    with pytest.raises(BadOptions):
        GAME.create(Setup((PlayerSpec("A"), PlayerSpec("B")), {}, 1, stacked=("AS",) * 52))


def test_views_hide_other_pools_and_gestures_match_the_table():
    m = start([["3C", "4C", "5D"], ["6H", "7H", "8S"]], top="9D")
    v = GAME.view(m.state, 0)
    assert [c.id for c in v.zone("hand:0").cards] == ["3C", "4C", "5D"]
    assert all(c.id is None for c in v.zone("hand:1").cards)
    assert v.zone("discard").cards[-1].id == "9D"
    info = GAME.describe(m.state, knock(1))
    assert info.gesture == Gesture("hand:0", "hand:1", None)
    assert GAME.describe(m.state, DRAW_DECK).gesture == Gesture("deck", "hand:0", None)
    assert GAME.describe(m.state, DRAW_DISCARD).gesture == Gesture("discard", "hand:0", "9D")
    m.play(0, DRAW_DECK)
    d = GAME.describe(m.state, discard("3C"))
    assert d.gesture == Gesture("hand:0", "discard", "3C") and d.default
    assert GAME.describe(m.state, Action.of("propose", text="")).text_prompt
    layout = GAME.layout(2, {}, 0)
    ids = {z.id for z in layout.zones}
    assert {z.id for z in v.zones} <= ids


def test_bot_knocks_with_a_strong_suited_pool():
    m = start([["KC", "QC", "9C"], ["3H", "4S", "5D"]], top="8S")
    assert bot_choose(m.state, 0, random.Random(1)).kind == "knock"
    m2 = start([["KC", "4D", "9S"], ["3H", "4S", "5D"]], top="QC")
    assert bot_choose(m2.state, 0, random.Random(1)) == DRAW_DISCARD  # keeps suited high cards


# -- properties -----------------------------------------------------------------------------------

JUNK = [Action.of("draw", source="deck"), Action.of("draw", source="discard"), Action.of("discard", card="AS"),
        Action.of("knock", target=0), Action.of("knock", target=1), Action.of("knock", target=9),
        Action.of("propose", text="x"), Action.of("pass")]


@given(players=st.integers(min_value=2, max_value=6), seed=seeds, bot_every=st.sampled_from([0, 2]))
def test_random_play_ends_conserves_cards_and_replays(players, seed, bot_every):
    setup = make_setup(GAME, players, seed, {"yarn": 4})
    chooser = random.Random(seed)
    match = random_play(GAME, setup, chooser, max_actions=3000, use_bot_every=bot_every)
    check_replay(GAME, match)
    check_views_hide(GAME, match)
    GAME.story_sections(match.state, match.journal)


@given(players=st.integers(min_value=2, max_value=6), seed=seeds)
def test_illegal_actions_rejected_along_a_game(players, seed):
    setup = make_setup(GAME, players, seed, {"yarn": 2})
    match = random_play(GAME, setup, random.Random(seed), max_actions=2000)
    check_illegal_rejected(GAME, match, random.Random(seed), JUNK)


@pytest.mark.parametrize("players", range(2, 7))
def test_bots_finish_the_ordeal(players):
    for seed in range(3):
        match = Match(GAME, make_setup(GAME, players, seed))
        match.run_bots()
        assert match.over
        for viewer in range(players):
            GAME.view(match.state, viewer)


def test_chart_follows_yarn_round_by_round():
    m = start([["KC", "QC", "2H"], ["3H", "4S", "5D"]], top="8S", deck=["9S"])
    m.play(0, knock(1))
    m.play(1, DRAW_DECK)
    m.play(1, discard("9S"))
    states = [m.initial] + [step.state for step in m.steps]
    data = GAME.chart(states)
    assert dict(data.series)["Ann"] == (10.0, 11.0)
    assert dict(data.series)["Bob"] == (10.0, 9.0)
