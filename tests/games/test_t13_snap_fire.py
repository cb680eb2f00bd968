"""Engine tests for the T13 Snap-fire Ordeal: one test per rule, with
stacked decks, plus the shared property checks for every player count."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.engine.cards import standard_deck
from cardtable.engine.match import Match
from cardtable.engine.protocol import Action, BadOptions, Gesture, IllegalAction, PlayerSpec, Setup
from cardtable.games import get_game
from cardtable.games.t13_snap_fire import rules
from cardtable.games.t13_snap_fire.bot import choose as bot_choose
from cardtable.games.t13_snap_fire.rules import ACTIONS, BIDDING, CHOOSING, EBBING, FLOWING, OVER, SETUP
from tests.game_properties import check_illegal_rejected, check_replay, make_setup, random_play, seeds

GAME = get_game("t13-snap-fire")
NAMES = ("Ref", "Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal")


def stacked(pools: list[list[str]], snaps: list[str], decks: int = 2) -> tuple[str, ...]:
    order = []
    for i in range(len(pools[0])):
        for p in pools:
            order.append(p[i])
    order += snaps
    assert len(set(order)) == len(order)
    return tuple(order + [c for c in standard_deck(decks) if c not in order])


def start(pools, snaps, players=3, begin=True, **options) -> Match:
    """Characters: one per non-referee seat, then the NPCs of ``npcs``."""
    options.setdefault("npcs", "Foe")
    options.setdefault("pool", len(pools[0]))
    setup = Setup(tuple(PlayerSpec(n) for n in NAMES[:players]), options, seed=3,
                  stacked=stacked(pools, snaps, int(options.get("decks", "2"))))
    match = Match(GAME, setup)
    if begin:
        match.play(0, Action.of("begin"))
    return match


def bid(ch, amount):
    return Action.of("bid", character=ch, amount=amount)


def snap(ch):
    return Action.of("snap", character=ch)


# -- set-up -------------------------------------------------------------------------------

def test_characters_come_from_the_seats_and_the_npc_option():
    m = start([["2C"], ["3C"], ["4C"], ["5C"]], ["6C"], begin=False, npcs="Guard, Captain:Flowing")
    chars = m.state.chars
    assert [(c.name, c.seat, c.npc, c.side) for c in chars] == [
        ("Ann", 1, False, FLOWING), ("Bob", 2, False, FLOWING),
        ("Guard", 0, True, EBBING), ("Captain", 0, True, FLOWING)]
    assert [c.pool for c in chars] == [("2C",), ("3C",), ("4C",), ("5C",)]
    assert all(c.sway == 6 for c in chars)
    with pytest.raises(BadOptions):
        GAME.create(Setup((PlayerSpec("A"), PlayerSpec("B")), {"npcs": "Guard:Sideways"}, 1))


def test_referee_sets_sides_before_the_first_phase():
    m = start([["2C"], ["3C"], ["4C"]], ["6C"], begin=False)
    assert m.state.phase == SETUP and m.to_act() == (0,)
    assert Action.of("begin") in m.legal(0)
    with pytest.raises(IllegalAction):
        m.play(1, Action.of("side", character=0, side=EBBING))
    m.play(0, Action.of("side", character=0, side=EBBING))
    assert m.state.chars[0].side == EBBING
    m.play(0, Action.of("begin"))
    assert m.state.snap == "6C" and m.state.phase_no == 1


# -- POIS ------------------------------------------------------------------------------------

def test_card_pois_flowing_beats_reduced_pips_ebbing_beats_full_pips():
    # Snap-fire 8: reduced 4. Ann (Flowing) holds a 5: may bid. Bob (Flowing) holds a 4: may not.
    # Foe (Ebbing) holds a 9: may bid; an Ebbing 8 would not.
    m = start([["5C"], ["4C"], ["9C"]], ["8H"])
    assert m.state.bidders == (0, 2)
    assert m.state.phase == BIDDING and m.state.bid_pos == 0
    m2 = start([["5C"], ["4C"], ["8C"]], ["8H"])
    assert m2.state.bidders == (0,)


def test_card_pois_reduced_rounding_option():
    # Snap-fire 9: reduced 5 rounded up, 4 rounded down. A Flowing 5 may bid only with rounding down.
    assert start([["5C"], ["2C"], ["2D"]], ["9H"]).state.bidders == ()
    assert start([["5C"], ["2C"], ["2D"]], ["9H"], reduced="floor").state.bidders == (0,)


def test_flowing_side_bids_first():
    m = start([["KC"], ["KD"], ["KS"], ["QS"]], ["2H"], npcs="Foe, Ally:Flowing")
    # Ann, Bob Flowing; Foe Ebbing (index 2); Ally Flowing (index 3)
    assert m.state.bidders == (0, 1, 3, 2)


def test_directed_pois_referee_picks_the_bidders():
    m = start([["2C"], ["3C"], ["4C"]], ["KH"], pois="directed")
    assert m.state.phase == CHOOSING and m.state.bidders == ()
    m.play(0, Action.of("choose", character=2))
    m.play(0, Action.of("choose", character=0))
    m.play(0, Action.of("unchoose", character=2))
    m.play(0, Action.of("choose", character=1))
    assert m.state.bidders == (0, 1)
    m.play(0, Action.of("open_bidding"))
    assert m.state.phase == BIDDING and rules.main_seat(m.state) == 1  # Ann bids first


# -- bids ---------------------------------------------------------------------------------------

def test_highest_bid_takes_the_card_pays_and_gets_the_full_action():
    m = start([["KC"], ["KD"], ["2S"]], ["5H"])
    assert m.state.bidders == (0, 1)
    with pytest.raises(IllegalAction):
        m.play(2, bid(1, 3))  # not Bob's bid yet
    with pytest.raises(IllegalAction):
        m.play(1, bid(0, 7))  # more Sway than Ann has
    m.play(1, bid(0, 2))
    events = m.play(2, bid(1, 3))
    s = m.state
    assert s.phase == ACTIONS and s.holder == 1 and s.taken_by == "bid"
    assert s.chars[1].sway == 3 and s.chars[1].pool == ("KD", "5H")
    assert s.chars[0].sway == 6  # the loser does not pay
    assert any(e.kind == "bid-won" and "Full Action" in e.text and "Half Actions" in e.text for e in events)


def test_tied_bids_go_to_the_earlier_bidder():
    m = start([["KC"], ["KD"], ["2S"]], ["5H"])
    m.play(1, bid(0, 2))
    m.play(2, bid(1, 2))
    assert m.state.holder == 0 and m.state.chars[0].sway == 4


def test_no_bid_leaves_the_card_for_the_discard_at_phase_end():
    m = start([["KC"], ["KD"], ["2S"]], ["5H", "7H"])
    m.play(1, Action.of("pass", character=0))
    m.play(2, Action.of("pass", character=1))
    assert m.state.phase == ACTIONS and m.state.holder is None
    m.play(0, Action.of("end_phase"))
    assert m.state.discard == ("5H",) and m.state.snap == "7H" and m.state.phase_no == 2


# -- Snap claims ------------------------------------------------------------------------------------

def test_every_seat_that_could_claim_may_act():
    m = start([["KC"], ["KD"], ["2S"]], ["5H"])
    assert m.to_act() == (0, 1, 2)  # Ann bids; the referee (for Foe) and Bob could Snap
    assert snap(1) in m.legal(2) and snap(2) in m.legal(0)
    m.play(2, Action.of("waive", character=1))
    assert m.to_act() == (0, 1)


def test_claims_rank_same_suit_over_same_colour_over_pips():
    # Snap-fire JH. Ann: JC (pips only); Bob: JD (same colour); Foe: the other JH (same suit).
    m = start([["JC"], ["JD"], ["JH.2"]], ["JH"], sway=0)
    assert m.state.phase == BIDDING
    m.play(1, snap(0))
    assert m.state.holder == 0 and m.state.claim_level == rules.PIPS_ONLY
    assert m.state.phase == ACTIONS  # the Snap interrupted the bidding
    m.play(2, snap(1))
    assert m.state.holder == 1 and m.state.chars[0].pool == ("JC",) and "JH" in m.state.chars[1].pool
    m.play(0, snap(2))
    assert m.state.holder == 2 and m.state.claim_level == rules.SAME_SUIT
    assert "JH" in m.state.chars[2].pool and "JH" not in m.state.chars[1].pool


def test_a_weaker_claim_does_not_take_the_card():
    m = start([["JC"], ["JD"], ["JH.2"]], ["JH"])
    m.play(0, snap(2))
    events = m.play(2, snap(1))
    assert m.state.holder == 2
    assert any("does not beat" in e.text for e in events)
    assert not m.state.pending


def test_miscall_is_a_snap_failure_the_referee_reads_and_writes_down():
    m = start([["KC"], ["KD"], ["2S"]], ["5H"])
    m.play(2, snap(1))  # Bob has no 5
    s = m.state
    assert s.pending == ((1, s.pending[0][1]),) and 1 in s.failed
    assert m.to_act() == (0,)
    assert {a["outcome"] for a in m.legal(0)} == set(rules.OUTCOMES)
    with pytest.raises(IllegalAction):
        m.play(1, bid(0, 1))  # nothing else happens until it is settled
    with pytest.raises(IllegalAction):
        m.play(0, Action.of("failure", outcome="Tea", text=""))
    m.play(0, Action.of("failure", outcome="Wound", text="Bob twists an ankle on the gangplank"))
    s = m.state
    assert not s.pending and s.failures[-1].outcome == "Wound"
    assert s.failures[-1].text == "Bob twists an ankle on the gangplank"
    # Ann bids; Bob, who miscalled, is skipped
    m.play(1, bid(0, 1))
    assert m.state.phase == ACTIONS and m.state.holder == 0
    sections = dict(GAME.story_sections(m.state, []))
    assert "twists an ankle" in sections["Snap-Failures"] and "Wound" in sections["Snap-Failures"]


def test_late_snap_takes_the_card_from_the_bid_winner_who_suffers_a_snap_failure():
    m = start([["5C"], ["KD"], ["2S"]], ["5H"])
    m.play(1, bid(0, 1))
    m.play(2, bid(1, 2))
    assert m.state.holder == 1
    m.play(1, snap(0))  # Ann's 5C matches the 5H
    s = m.state
    assert s.holder == 0 and "5H" in s.chars[0].pool and "5H" not in s.chars[1].pool
    assert s.pending[0][0] == 1 and s.chars[1].sway == 4  # Bob paid anyway


def test_late_snap_is_a_miscall_with_the_kind_referee_option():
    m = start([["5C"], ["KD"], ["2S"]], ["5H"], late_claims="miscall")
    m.play(1, bid(0, 1))
    m.play(2, bid(1, 2))
    m.play(1, snap(0))
    s = m.state
    assert s.holder == 1 and s.pending[0][0] == 0


def test_referee_can_declare_a_failure_deal_and_play_cards():
    m = start([["KC"], ["KD"], ["2S"]], ["5H", "9S"])
    m.play(1, Action.of("pass", character=0))
    m.play(2, Action.of("pass", character=1))
    m.play(0, Action.of("draw", character=0))
    assert m.state.chars[0].pool == ("KC", "9S")
    m.play(0, Action.of("play", character=0, card="KC"))
    assert m.state.discard == ("KC",)
    m.play(0, Action.of("fail", character=1))
    assert m.state.pending[0][0] == 1
    with pytest.raises(IllegalAction):
        m.play(0, Action.of("end_phase"))


# -- the end -----------------------------------------------------------------------------------------

def test_the_ordeal_ends_after_the_set_number_of_phases():
    m = start([["KC"], ["KD"], ["2S"]], ["5H", "6H", "7H"], phases=2, sway=0)
    for _ in range(2):
        for seat, ch in ((1, 0), (2, 1)):
            if m.state.phase == BIDDING:
                m.play(seat, Action.of("pass", character=ch))
        m.play(0, Action.of("end_phase"))
    assert m.state.phase == OVER and m.over and m.to_act() == ()
    assert m.state.end_reason == rules.ALL_PHASES  # an id: the words are the reader's
    assert "all 2 Phases were played" in m.result.summary


def test_referee_may_end_the_ordeal_and_the_spotlight_is_reported():
    m = start([["KC"], ["KD"], ["2S"]], ["5H"])
    m.play(1, bid(0, 1))
    m.play(2, Action.of("pass", character=1))
    m.play(0, Action.of("end_ordeal"))
    assert m.over and m.result.winners == (1,) and m.state.chars[0].spotlights == 1


# -- view and gestures ------------------------------------------------------------------------------

def test_everything_is_visible_and_gestures_match_the_layout():
    assert GAME.private_info is False
    m = start([["KC"], ["KD"], ["2S"]], ["5H"])
    for viewer in (None, 0, 1, 2):
        v = GAME.view(m.state, viewer)
        assert [c.id for c in v.zone("pool:1").cards] == ["KD"]
        assert v.zone("snapfire").cards[0].id == "5H"
    info = GAME.describe(m.state, snap(1))
    assert info.gesture == Gesture("pool:1", "snapfire", None)
    layout_ids = {z.id for z in GAME.layout(3, {"npcs": "Foe"}, 0).zones}
    assert {z.id for z in GAME.view(m.state, 0).zones} <= layout_ids
    assert GAME.describe(m.state, Action.of("failure", outcome="Quest", text="")).text_prompt


def test_bot_snaps_when_it_holds_a_match_and_never_miscalls():
    m = start([["5C"], ["KD"], ["2S"]], ["5H"])
    assert bot_choose(m.state, 1, random.Random(0)) in (snap(0),)
    assert bot_choose(m.state, 2, random.Random(0)) == Action.of("waive", character=1)


# -- properties --------------------------------------------------------------------------------------

JUNK = [Action.of("begin"), Action.of("end_phase"), Action.of("snap", character=0),
        Action.of("snap", character=40), Action.of("bid", character=0, amount=99),
        Action.of("pass", character=1), Action.of("failure", outcome="Obstacle", text=""),
        Action.of("play", character=0, card="AS"), Action.of("choose", character=0), Action.of("open_bidding"),
        Action.of("side", character=0, side="Sideways"), Action.of("dance")]

OPTION_SETS = st.fixed_dictionaries({
    "npcs": st.sampled_from(["", "Foe", "Guard, Captain:Flowing"]),
    "pois": st.sampled_from(["card", "directed"]),
    "late_claims": st.sampled_from(["allowed", "miscall"]),
    "decks": st.sampled_from(["1", "2"]),
    "phases": st.integers(min_value=1, max_value=6),
})


@given(players=st.integers(min_value=2, max_value=9), seed=seeds, options=OPTION_SETS,
       bot_every=st.sampled_from([0, 3]))
def test_random_play_ends_conserves_cards_and_replays(players, seed, options, bot_every):
    setup = make_setup(GAME, players, seed, options)
    match = random_play(GAME, setup, random.Random(seed), max_actions=3000, use_bot_every=bot_every)
    check_replay(GAME, match)
    GAME.story_sections(match.state, match.journal)
    for viewer in (None, 0):
        GAME.view(match.state, viewer)


@given(players=st.integers(min_value=2, max_value=9), seed=seeds, options=OPTION_SETS)
def test_illegal_actions_rejected_along_a_game(players, seed, options):
    setup = make_setup(GAME, players, seed, dict(options, phases=2))
    match = random_play(GAME, setup, random.Random(seed), max_actions=1500)
    check_illegal_rejected(GAME, match, random.Random(seed), JUNK)


@pytest.mark.parametrize("players", range(2, 10))
def test_bots_finish_the_ordeal(players):
    for seed in range(3):
        match = Match(GAME, make_setup(GAME, players, seed, {"pois": "directed" if seed else "card"}))
        match.run_bots()
        assert match.over


def test_chart_follows_sway_phase_by_phase():
    m = start([["KC"], ["KD"], ["2S"]], ["5H", "6H"])
    m.play(1, bid(0, 2))
    m.play(2, Action.of("pass", character=1))
    m.play(0, Action.of("end_phase"))
    data = GAME.chart([m.initial] + [step.state for step in m.steps])
    assert dict(data.series)["Ann"] == (6.0, 6.0, 4.0)


def test_the_referee_is_a_neutral_seat_and_never_wins():
    """The NPCs the referee plays take the spotlight for the story, not for
    the referee: along bot games its score is 0 and it is never a winner,
    even in games where an NPC held the spotlight most."""
    npc_led = 0
    for seed in range(40):
        m = Match(GAME, Setup(tuple(PlayerSpec(f"P{i}", True) for i in range(3)), {}, seed))
        m.run_bots()
        result = GAME.result(m.state)
        assert result is not None
        assert rules.REFEREE not in result.winners and result.scores[rules.REFEREE] == 0
        npc = max((c.spotlights for c in m.state.chars if c.npc), default=0)
        players = max((c.spotlights for c in m.state.chars if not c.npc), default=0)
        npc_led += npc > players
        for seat in result.winners:  # the winners' characters held the spotlight most among the players'
            assert sum(c.spotlights for c in m.state.chars if c.seat == seat and not c.npc) == players > 0
    assert npc_led  # some game where the old count made the referee the winner
