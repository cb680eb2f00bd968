"""Engine tests for 9 Lives: one or more per rule, with stacked decks."""

from __future__ import annotations

import random
from collections import Counter

import attrs
import pytest

from cardtable.engine.match import Match
from cardtable.engine.protocol import Action, BadOptions, IllegalAction, PlayerSpec, Setup
from cardtable.engine.view import CARD_RATIO
from cardtable.games import get_game
from cardtable.games.nine_lives import bot, rules, table
from cardtable.games.nine_lives.deck import deck_for, parse_deck, shipped_deck
from cardtable.games.nine_lives.scoring import FEWEST, NOTHING, SOLE, score_tableaux
from cardtable.games.nine_lives.story import story_sections

GAME = get_game("9-lives")
DECK = shipped_deck()


def setup(n: int, options=None, stacked=None, seed: int = 1) -> Setup:
    return Setup(tuple(PlayerSpec(f"P{i}") for i in range(n)), dict(options or {}), seed,
                 tuple(stacked) if stacked is not None else None)


def cards_of(cat: str, scratches: int | None = None) -> list[str]:
    return [c.id for c in DECK.cards if c.cat == cat and (scratches is None or c.scratches == scratches)]


def value(card_id: str) -> int:
    return DECK.by_id[card_id].value


def play(state, seat, kind, card):
    state, events = GAME.checked_apply(state, seat, Action.of(kind, card=card))
    return state, events


def bid_all(state, bids):
    """bids: {seat: card}; returns the state and the events of the last bid."""
    events = ()
    for seat, c in bids.items():
        state, events = play(state, seat, rules.BID, c)
    return state, events


# -- the deck ---------------------------------------------------------------------

def test_shipped_deck_has_nine_cats_of_seven_cards_with_unique_values():
    assert len(DECK.cats) == 9
    assert len({c.name for c in DECK.cats}) == 9
    assert Counter(c.cat for c in DECK.cards) == {cat.key: 7 for cat in DECK.cats}
    assert sorted(c.value for c in DECK.cards) == list(range(1, 64))
    assert {c.scratches for c in DECK.cards} == {0, 1, 2, 3}
    assert len({(c.colour, c.accent) for c in DECK.cats}) == 9


def test_card_face_shows_value_name_scratches_and_colours():
    c = cards_of("pebble", 2)[0]
    face = DECK.face(c)
    assert face.big == str(value(c))
    assert face.title == "Pebble"
    assert face.marks == 2
    assert face.colour == DECK.cat_by_key["pebble"].colour
    assert face.top == "grey"
    assert "Pebble" in face.description and "2 scratches" in face.description


GOOD = "cat,tom,Tom,#112233,#445566,ginger,a tom\ncard,1,tom,0\ncard,2,tom,3\n"


@pytest.mark.parametrize("text, line, words", [
    ("cat,tom,Tom,#112233,#445566,ginger,a tom\ncard,1,tom,4\n", 2, "scratch marks"),
    ("cat,tom,Tom,#112233,#445566,ginger,a tom\ncard,1,tom,0\ncard,1,tom,1\n", 3, "already used on line 2"),
    ("cat,tom,Tom,#112233,#445566,ginger,a tom\ncard,1,kit,0\n", 2, "unknown cat"),
    ("# comment\n\ncat,tom,Tom,blue,#445566,ginger,a tom\n", 3, "colour"),
    ("cat,tom,Tom,#112233\n", 1, "7 fields"),
    ("cat,tom,Tom,#112233,#445566,ginger,a tom\ncard,x,tom,0\n", 2, "bid value"),
    ("cat,tom,Tom,#112233,#445566,ginger,a tom\ndog,1,tom,0\n", 2, "'cat' or 'card'"),
    ("cat,tom,Tom,#112233,#445566,ginger,a tom\ncat,tom,Tim,#112233,#445566,ginger,a tom\n", 2, "twice"),
])
def test_deck_loader_rejects_malformed_lines_naming_the_line(text, line, words):
    with pytest.raises(BadOptions) as err:
        parse_deck(text, "cats.csv")
    assert f"cats.csv line {line}:" in str(err.value)
    assert words in str(err.value)


def test_deck_loader_rejects_a_cat_without_cards_and_accepts_good_data():
    with pytest.raises(BadOptions, match="has no cards"):
        parse_deck("cat,tom,Tom,#112233,#445566,ginger,a tom\n")
    deck = parse_deck(GOOD)
    assert [c.id for c in deck.cards] == ["tom-1", "tom-2"]


def _write_deck(path, cats: int, per_cat: int) -> str:
    lines = ["# a designer's test deck"]
    value = 1
    for k in range(cats):
        lines.append(f"cat,c{k},Cat {k},#202020,#ffcc80,ginger,curious")
        for _ in range(per_cat):
            lines.append(f"card,{value},c{k},{value % 3}")
            value += 1
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def test_a_designer_deck_file_replaces_the_shipped_deck(tmp_path):
    deck_file = _write_deck(tmp_path / "my-cats.csv", 10, 8)
    state = GAME.create(setup(3, {"deck_file": deck_file, "cats": 10, "cards_per_cat": 8}))
    assert len(state.deck.cards) == 80 and state.deck.cats[0].name == "Cat 0"
    assert sorted(GAME.census(state)) == sorted(c.id for c in state.deck.cards)
    # edited between games: the new file is read
    _write_deck(tmp_path / "my-cats.csv", 10, 9)
    import os
    os.utime(deck_file, ns=(1, 1))
    assert len(GAME.create(setup(3, {"deck_file": deck_file, "cats": 10, "cards_per_cat": 9})).deck.cards) == 90


def test_a_bad_or_small_deck_file_is_refused_with_a_clear_message(tmp_path):
    with pytest.raises(BadOptions, match="cannot read the deck file nowhere.csv: it does not exist"):
        GAME.create(setup(3, {"deck_file": str(tmp_path / "nowhere.csv")}))
    small = _write_deck(tmp_path / "small.csv", 3, 4)
    with pytest.raises(BadOptions, match="only 3 cats, not 9"):
        GAME.create(setup(3, {"deck_file": small}))
    (tmp_path / "broken.csv").write_text("cat,a,A,#000000,#ffffff,x,y\ncard,1,zz,0\n", encoding="utf-8")
    with pytest.raises(BadOptions, match="broken.csv.*unknown cat"):
        GAME.create(setup(3, {"deck_file": str(tmp_path / "broken.csv"), "cats": 2}))


def test_fewer_cats_and_cards_use_a_subset_of_the_shipped_file():
    small = deck_for(4, 3)
    assert [c.key for c in small.cats] == [c.key for c in DECK.cats[:4]]
    for cat in small.cats:
        assert [c.id for c in small.cards_of(cat.key)] == cards_of(cat.key)[:3]


# -- setting up -------------------------------------------------------------------

@pytest.mark.parametrize("n, hand", [(3, 7), (4, 6), (5, 5), (6, 4)])
def test_hand_size_by_player_count_and_an_alley_of_five(n, hand):
    state = GAME.create(setup(n))
    assert all(len(h) == hand for h in state.hands)
    assert len(state.alley) == 5
    assert len(state.draw) == 63 - 5 - n * hand
    assert state.phase == rules.BIDDING


@pytest.mark.parametrize("n", [2, 7])
def test_three_to_six_players(n):
    with pytest.raises(BadOptions):
        GAME.create(setup(n))


def test_stacked_deck_deals_hands_then_the_alley():
    hands = [cards_of("pounce")[:2], cards_of("patches")[:2], cards_of("cocoa")[:2]]
    alley = cards_of("domino")[:3]
    order = rules.stacked_order(DECK, hands, alley)
    state = GAME.create(setup(3, {"hand_size": 2, "alley": 3}, order))
    assert [list(h) for h in state.hands] == hands
    assert list(state.alley) == alley


def test_options_that_cannot_be_dealt_are_refused_with_a_clear_message():
    with pytest.raises(BadOptions, match="not enough cards.*need 29.*only 14"):
        GAME.create(setup(6, {"cats": 2}))
    with pytest.raises(BadOptions, match="only 7 cards in the deck, not 8"):
        GAME.create(setup(3, {"cards_per_cat": 8}))
    with pytest.raises(BadOptions, match="between 1 and 20"):
        GAME.create(setup(3, {"cards_per_cat": 21}))
    with pytest.raises(BadOptions, match="whole number"):
        GAME.create(setup(3, {"rounds": "3"}))
    with pytest.raises(BadOptions, match="one of"):
        GAME.create(setup(3, {"bids_join": "never"}))
    with pytest.raises(BadOptions, match="stacked deck"):
        GAME.create(setup(3, {"cats": 4}, [c.id for c in DECK.cards]))


def test_option_variants_change_the_deal():
    state = GAME.create(setup(3, {"cats": 4, "cards_per_cat": 5, "hand_size": 3, "alley": 2}))
    assert len(rules.census(state)) == 20
    assert all(len(h) == 3 for h in state.hands)
    assert len(state.alley) == 2
    assert {DECK.by_id[c].cat for c in rules.census(state)} == {c.key for c in DECK.cats[:4]}


# -- bidding --------------------------------------------------------------------

def _three_player_start(options=None, alley=None, hands=None):
    hands = hands or [cards_of("pounce")[:3], cards_of("patches")[:3], cards_of("cocoa")[:3]]
    alley = alley if alley is not None else cards_of("domino")[:2] + cards_of("mango")[:3]
    opts = {"hand_size": len(hands[0]), "alley": len(alley), **(options or {})}
    return GAME.create(setup(3, opts, rules.stacked_order(DECK, hands, alley))), hands, alley


def test_bids_are_simultaneous_and_private_until_all_have_chosen():
    state, hands, _ = _three_player_start()
    assert GAME.to_act(state) == (0, 1, 2)
    state, events = play(state, 1, rules.BID, hands[1][0])
    assert GAME.to_act(state) == (0, 2)
    (ev,) = events
    assert not ev.reveal
    assert "Patches" not in ev.text and str(value(hands[1][0])) not in ev.text
    assert ev.private_to == frozenset({1}) and "Patches" in ev.private
    for viewer in (0, 2, None):
        assert GAME.view(state, viewer).zone("bid:1").cards[0].id is None
    assert GAME.view(state, 1).zone("bid:1").cards[0].id == hands[1][0]
    with pytest.raises(IllegalAction, match="already chosen"):
        GAME.apply(state, 1, Action.of(rules.BID, card=hands[1][1]))
    with pytest.raises(IllegalAction, match="not in your hand"):
        play(state, 0, rules.BID, hands[1][1])
    with pytest.raises(IllegalAction, match="bid card first"):
        GAME.apply(state, 0, Action.of(rules.TAKE, card=state.alley[0]))


def test_bids_are_revealed_together_and_turns_go_from_the_lowest_bid():
    state, hands, _ = _three_player_start()
    bids = {0: hands[0][2], 1: hands[1][0], 2: hands[2][1]}
    state, events = bid_all(state, bids)
    reveal = [e for e in events if e.kind == "reveal"]
    assert len(reveal) == 1 and reveal[0].reveal
    for c in bids.values():
        assert str(value(c)) in reveal[0].text
    expected = tuple(sorted(bids, key=lambda s: value(bids[s])))
    assert state.order == expected
    assert GAME.to_act(state) == (expected[0],)
    for viewer in (0, 1, 2, None):
        assert all(GAME.view(state, viewer).zone(f"bid:{s}").cards[0].id == bids[s] for s in range(3))


# -- turns -------------------------------------------------------------------------

def test_take_one_card_then_bid_cards_join_the_alley_after_all_turns():
    state, hands, alley = _three_player_start()
    bids = {0: hands[0][0], 1: hands[1][0], 2: hands[2][0]}
    state, _ = bid_all(state, bids)
    for i, seat in enumerate(state.order):
        assert len(state.alley) == 5 - i
        state, _ = play(state, seat, rules.TAKE, state.alley[0])
        assert len(state.tableaux[seat]) == 1
        if i < 2:
            assert all(state.bids[s] == bids[s] for s in range(3))
    assert state.phase == rules.BIDDING and state.trick == 2
    assert len(state.alley) == 2 + 3
    assert set(bids.values()) <= set(state.alley)
    assert state.bids == (None, None, None)


def test_option_bid_cards_join_the_alley_before_the_turns():
    state, hands, _ = _three_player_start({"bids_join": rules.JOIN_BEFORE})
    bids = {0: hands[0][0], 1: hands[1][0], 2: hands[2][0]}
    state, _ = bid_all(state, bids)
    assert len(state.alley) == 8
    first = state.order[0]
    state, _ = play(state, first, rules.TAKE, bids[first])  # one's own bid card can come straight back
    assert bids[first] in state.tableaux[first]


def test_take_rejects_cards_not_in_the_alley_and_other_seats():
    state, hands, _ = _three_player_start()
    state, _ = bid_all(state, {0: hands[0][0], 1: hands[1][0], 2: hands[2][0]})
    first, second = state.order[0], state.order[1]
    with pytest.raises(IllegalAction, match="not in the alley"):
        GAME.apply(state, first, Action.of(rules.TAKE, card=hands[0][1]))
    with pytest.raises(IllegalAction, match="turn"):
        GAME.apply(state, second, Action.of(rules.TAKE, card=state.alley[0]))
    with pytest.raises(IllegalAction, match="exactly one card"):
        GAME.apply(state, first, Action.of(rules.TAKE, card=state.alley[0], extra=1))


def test_rescue_takes_every_card_of_a_cat_and_gives_back_as_many():
    mango = cards_of("mango")
    alley = [cards_of("domino")[0]] + mango[:3] + [cards_of("pebble")[0]]
    state, hands, _ = _three_player_start(alley=alley)
    bids = {0: hands[0][0], 1: hands[1][0], 2: hands[2][0]}
    state, _ = bid_all(state, bids)
    order = state.order
    # trick 1: each takes one card (nobody has a tableau, so no rescue is legal yet)
    assert not any(a.kind == rules.RESCUE for a in GAME.legal_actions(state, order[0]))
    state, _ = play(state, order[0], rules.TAKE, alley[0])
    state, _ = play(state, order[1], rules.TAKE, alley[4])
    seat = order[2]
    with pytest.raises(IllegalAction, match="only 0"):
        play(state, seat, rules.RESCUE, mango[0])
    state, _ = play(state, seat, rules.TAKE, mango[0])
    # trick 2: seat holds 1 card; the alley has 2 Mangos + 3 bid cards
    state, _ = bid_all(state, {0: hands[0][1], 1: hands[1][1], 2: hands[2][1]})
    state = attrs.evolve(state, order=(seat,) + tuple(s for s in state.order if s != seat))
    with pytest.raises(IllegalAction, match="giving back 2.*only 1"):
        play(state, seat, rules.RESCUE, mango[1])
    # give the seat a second tableau card to make the rescue possible
    extra = cards_of("toffee")[0]
    state = attrs.evolve(state, tableaux=rules._put(state.tableaux, seat, state.tableaux[seat] + (extra,)),
                         draw=tuple(c for c in state.draw if c != extra))
    labels = [GAME.describe(state, a).label for a in GAME.legal_actions(state, seat)
              if a.kind == rules.RESCUE and a["card"] == mango[2]]
    assert "Rescue all 2 Mango cards" in labels[0] and "give back 2" in labels[0]
    state, events = play(state, seat, rules.RESCUE, mango[2])
    assert state.phase == rules.GIVE_BACK and state.owed == 2
    assert set(mango[1:3]) <= set(state.tableaux[seat]) and not set(mango[1:3]) & set(state.alley)
    assert events[0].prompt is not None
    assert {a["card"] for a in GAME.legal_actions(state, seat)} == {mango[0], extra}
    with pytest.raises(IllegalAction, match="just rescued"):
        play(state, seat, rules.GIVE, mango[1])
    with pytest.raises(IllegalAction, match="giving back"):
        play(state, seat, rules.TAKE, state.alley[0])
    state, _ = play(state, seat, rules.GIVE, extra)
    assert state.phase == rules.GIVE_BACK and GAME.to_act(state) == (seat,)
    state, _ = play(state, seat, rules.GIVE, mango[0])
    assert state.phase == rules.TURNS and state.owed == 0
    assert sorted(state.tableaux[seat]) == sorted(mango[1:3])
    assert {extra, mango[0]} <= set(state.alley)
    assert GAME.to_act(state) != (seat,)


def test_a_rescue_of_a_single_card_is_a_one_for_one_swap():
    state, hands, alley = _three_player_start()
    state, _ = bid_all(state, {0: hands[0][0], 1: hands[1][0], 2: hands[2][0]})
    for seat in state.order:
        state, _ = play(state, seat, rules.TAKE, state.alley[-1])
    state, _ = bid_all(state, {0: hands[0][1], 1: hands[1][1], 2: hands[2][1]})
    seat = state.order[0]
    lone = [c for c in state.alley if len(rules.alley_group(state, DECK.by_id[c].cat)) == 1][0]
    state, _ = play(state, seat, rules.RESCUE, lone)
    assert state.owed == 1
    old = [c for c in state.tableaux[seat] if c != lone][0]
    state, _ = play(state, seat, rules.GIVE, old)
    assert state.tableaux[seat] == (lone,)


def test_a_player_passes_when_the_alley_is_empty():
    state, hands, _ = _three_player_start(alley=cards_of("domino")[:1])
    state, _ = bid_all(state, {0: hands[0][0], 1: hands[1][0], 2: hands[2][0]})
    first = state.order[0]
    state, events = play(state, first, rules.TAKE, state.alley[0])
    passes = [e for e in events if e.kind == "pass"]
    assert len(passes) == 2 and first not in {e.seat for e in passes}
    assert state.phase == rules.BIDDING and len(state.alley) == 3


# -- rounds and scoring ----------------------------------------------------------------

def test_scoring_sole_holder_fewest_scratches_and_ties():
    pounce, patches = cards_of("pounce"), cards_of("patches")
    p0, p1 = cards_of("patches", 0), cards_of("patches", 1)
    tableaux = [(pounce[0], pounce[1], p0[0]), (p0[1],), (p1[0],)]
    seats = score_tableaux(DECK, tableaux, 2, 1)
    assert [(c.cat, c.kind, c.points) for c in seats[0]] == [("pounce", SOLE, 4), ("patches", FEWEST, 1)]
    assert [(c.kind, c.points) for c in seats[1]] == [(FEWEST, 1)]  # tie on 0 scratches: both score
    assert [(c.kind, c.points) for c in seats[2]] == [(NOTHING, 0)]
    assert len(patches) == 7


def test_source_scoring_example_totals_nine():
    """The source's example: hunting cat 2, calico 2, brown 0, tuxedo 1,
    catnip 4 = 9. Our hunter is Pounce, the calico Patches, the brown tabby
    Cocoa, the tuxedo Domino and the catnip-lover Mango."""
    me = [cards_of("pounce")[0], cards_of("patches")[0], cards_of("cocoa", 2)[0],
          cards_of("domino", 0)[0], *cards_of("mango")[:2]]
    right = [cards_of("cocoa", 0)[0], cards_of("domino", 1)[0], *cards_of("pebble")[:4]]
    other = [cards_of("domino", 2)[0], *cards_of("snowdrop")[:3], *cards_of("mochi")[:2]]
    alley = me + right + other
    rest = [c.id for c in DECK.cards if c.id not in alley and c.cat == "toffee"]
    rest += [c.id for c in DECK.cards if c.id not in alley and c.cat in ("pounce", "patches", "snowdrop")]
    hands = [rest[0:6], rest[6:12], rest[12:18]]
    order = rules.stacked_order(DECK, hands, alley)
    state = GAME.create(setup(3, {"hand_size": 6, "alley": 18, "rounds": 1}, order))
    wants = {0: list(me), 1: list(right), 2: list(other)}
    for trick in range(6):
        state, _ = bid_all(state, {s: state.hands[s][0] for s in range(3)})
        for seat in state.order:
            state, _ = play(state, seat, rules.TAKE, wants[seat].pop())
    assert state.phase == rules.OVER
    (rs,) = state.history
    mine = {DECK.cat_by_key[c.cat].name: (c.kind, c.points) for c in rs.seats[0]}
    assert mine == {"Pounce": (SOLE, 2), "Patches": (SOLE, 2), "Cocoa": (NOTHING, 0),
                    "Domino": (FEWEST, 1), "Mango": (SOLE, 4)}
    assert rs.totals[0] == 9
    assert state.totals[0] == 9
    assert rules.scores_per_round(state) == (rs.totals,)
    assert "| P0 |" in dict(story_sections(state, []))["Round 1"]


def _play_bots(state):
    rng = random.Random(3)
    events = []
    while GAME.result(state) is None:
        seat = GAME.to_act(state)[0]
        state, evs = GAME.checked_apply(state, seat, bot.choose(state, seat, rng))
        events.extend(evs)
        if state.round > 1:
            break
    return state, events


def test_round_ends_when_hands_are_empty_then_tableaux_go_and_the_alley_refills():
    state = GAME.create(setup(4, seed=11))
    state, events = _play_bots(state)
    assert state.round == 2 and state.trick == 1 and state.phase == rules.BIDDING
    assert len(state.history) == 1 and state.history[0].round == 1
    assert state.tableaux == ((),) * 4
    assert all(len(h) == 6 for h in state.hands)
    assert len(state.alley) >= 5
    assert len(state.discard) > 0
    assert any(e.kind == "deal" and e.reveal for e in events)
    assert state.totals == state.history[0].totals


def test_alley_refills_to_five_from_the_deck_between_rounds():
    # Takes and bid cards balance out, so the alley only runs short when it
    # started short: deal an alley of 2, then ask for 5 between rounds.
    state, hands, alley = _three_player_start({"rounds": 2, "hand_size": 1}, alley=cards_of("domino")[:2],
                                              hands=[cards_of("pounce")[:1], cards_of("patches")[:1],
                                                     cards_of("cocoa")[:1]])
    state = attrs.evolve(state, config=attrs.evolve(state.config, alley=5))
    state, _ = bid_all(state, {s: state.hands[s][0] for s in range(3)})
    for seat in state.order:
        if state.phase == rules.TURNS and GAME.to_act(state) == (seat,):
            state, _ = play(state, seat, rules.TAKE, state.alley[0])
    assert state.round == 2
    assert len(state.alley) == 5  # 3 bid cards joined, 2 more from the deck


def test_discard_is_reshuffled_into_the_deck_when_needed():
    state = GAME.create(setup(3, {"cats": 2, "cards_per_cat": 7, "hand_size": 3, "alley": 3}, seed=4))
    start = Counter(rules.census(state))
    state, events = _play_bots(state)
    assert any(e.kind == "reshuffle" for e in events)
    assert Counter(rules.census(state)) == start


def test_three_rounds_then_the_highest_total_wins():
    match = Match(GAME, setup(5, seed=8))
    for p in range(5):
        assert match.state.round == 1
    match.run_bots(limit=0)
    while not match.over:
        match.play_bot(match.to_act()[0])
    state = match.state
    assert len(state.history) == 3
    res = match.result
    assert res.scores == tuple(float(sum(r.totals[s] for r in state.history)) for s in range(5))
    assert set(res.winners) == {s for s in range(5) if res.scores[s] == max(res.scores)}


def test_ties_share_the_win():
    hands = [[cards_of("pounce")[0]], [cards_of("patches")[0]], [cards_of("cocoa")[0]]]
    alley = [cards_of("domino")[0], cards_of("mango")[0], cards_of("pebble")[0]]
    state, _, _ = _three_player_start({"rounds": 1}, alley=alley, hands=hands)
    state, _ = bid_all(state, {0: hands[0][0], 1: hands[1][0], 2: hands[2][0]})
    for seat in state.order:
        state, _ = play(state, seat, rules.TAKE, state.alley[0])
    res = GAME.result(state)
    assert res.winners == (0, 1, 2)
    assert res.scores == (2.0, 2.0, 2.0)
    assert "share the win" in res.summary


def test_designer_points_options_change_the_score():
    hands = [[cards_of("pounce")[0]], [cards_of("patches")[0]], [cards_of("cocoa")[0]]]
    alley = [cards_of("domino", 0)[0], cards_of("domino", 1)[0], cards_of("pebble")[0]]
    state, _, _ = _three_player_start({"rounds": 1, "sole_points": 5, "fewest_points": 3},
                                      alley=alley, hands=hands)
    state, _ = bid_all(state, {0: hands[0][0], 1: hands[1][0], 2: hands[2][0]})
    picks = iter(alley)
    for seat in state.order:
        state, _ = play(state, seat, rules.TAKE, next(picks))
    # one seat alone with Pebble (5), two share Domino: 0 scratches scores 3, 1 scratch nothing
    assert sorted(state.history[0].totals) == [0, 3, 5]


# -- table --------------------------------------------------------------------------

def test_take_and_rescue_share_one_drag_and_the_menu_labels_differ():
    state, hands, _ = _three_player_start(alley=cards_of("mango")[:3] + cards_of("domino")[:2])
    state, _ = bid_all(state, {0: hands[0][0], 1: hands[1][0], 2: hands[2][0]})
    seat = state.order[0]
    state = attrs.evolve(state, tableaux=rules._put(state.tableaux, seat, tuple(cards_of("toffee")[:3])),
                         draw=tuple(c for c in state.draw if c not in cards_of("toffee")[:3]))
    mango = cards_of("mango")[1]
    infos = [GAME.describe(state, a) for a in GAME.legal_actions(state, seat) if a["card"] == mango]
    assert len(infos) == 2
    assert infos[0].gesture == infos[1].gesture == table.Gesture("alley", f"tableau:{seat}", mango)
    assert [i.default for i in infos] == [True, False]
    assert infos[0].label.startswith("Take Mango") and infos[1].label.startswith("Rescue all 3 Mango")


def test_bid_gesture_goes_from_hand_to_bid_place():
    state, hands, _ = _three_player_start()
    info = GAME.describe(state, Action.of(rules.BID, card=hands[2][1]))
    assert info.gesture == table.Gesture("hand:2", "bid:2", hands[2][1]) and info.default


def test_view_groups_tableaux_by_cat_with_scratch_totals():
    cards = [cards_of("mango")[0], cards_of("pounce")[1], cards_of("mango")[1]]
    state, _, _ = _three_player_start()
    state = attrs.evolve(state, tableaux=rules._put(state.tableaux, 1, tuple(cards)))
    v = GAME.view(state, None)
    zone = v.zone("tableau:1")
    assert [c.id for c in zone.cards] == [cards[1], *sorted(cards[::2], key=value)]
    scratches = sum(DECK.by_id[c].scratches for c in cards[::2])
    assert f"Mango ×2 ({scratches}✗)" in zone.label
    assert any(line.startswith("Mango ×2") for line in v.seats[1].lines)
    assert all(c.id is None for c in v.zone("hand:0").cards)


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_layout_zones_fit_and_do_not_overlap(n):
    for viewer in [None, *range(n)]:
        lay = GAME.layout(n, {}, viewer)
        boxes = []
        for z in lay.zones:
            w = (z.extent if z.spread == "right" else 1.0) * z.scale
            h = CARD_RATIO * z.scale
            assert 0 <= z.x and z.x + w <= lay.width + 1e-9, z
            assert 0 <= z.y and z.y + h <= lay.height + 1e-9, z
            boxes.append((z.id, z.x, z.y, z.x + w, z.y + h))
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                overlap = a[1] < b[3] and b[1] < a[3] and a[2] < b[4] and b[2] < a[4]
                assert not overlap, (a, b)
        ids = {z.id for z in lay.zones}
        assert {f"hand:{s}" for s in range(n)} | {f"bid:{s}" for s in range(n)} <= ids


def test_story_and_chart_follow_the_rounds():
    match = Match(GAME, setup(3, seed=2))
    while not match.over:
        match.play_bot(match.to_act()[0])
    match.narrate("Pounce was hiding in a bin", seat=0)
    sections = story_sections(match.state, match.journal)
    headings = [h for h, _ in sections]
    assert headings == ["Round 1", "Round 2", "Round 3", "The points added up"]
    assert "Pounce was hiding in a bin" in sections[2][1]  # written after the last action
    data = GAME.chart([match.initial, match.state])
    assert data.x == (0.0, 1.0, 2.0, 3.0)
    assert [ys[-1] for _, ys in data.series] == list(match.result.scores)


# -- bot -------------------------------------------------------------------------------

def test_bot_takes_the_cat_nobody_else_has_and_avoids_scratches():
    hands = [cards_of("pounce")[:2], cards_of("patches")[:2], cards_of("cocoa")[:2]]
    lonely = cards_of("mango", 0)[0]
    contested = cards_of("domino", 3)[0]
    state, _, _ = _three_player_start(alley=[contested, lonely], hands=hands)
    state = attrs.evolve(state, tableaux=((), (cards_of("domino", 0)[0],), ()),
                         draw=tuple(c for c in state.draw if c != cards_of("domino", 0)[0]))
    state, _ = bid_all(state, {0: hands[0][0], 1: hands[1][0], 2: hands[2][0]})
    state = attrs.evolve(state, order=(0, 1, 2))
    assert bot.choose(state, 0, random.Random(0)) == Action.of(rules.TAKE, card=lonely)


def test_bot_beats_random_players():
    wins = 0.0
    games = 6
    for seed in range(games):
        match = Match(GAME, setup(4, seed=100 + seed))
        rng = random.Random(seed)
        while not match.over:
            seat = match.to_act()[0]
            if seat == 0:
                match.play_bot(seat)
            else:
                match.play(seat, rng.choice(match.legal(seat)))
        if 0 in match.result.winners:
            wins += 1 / len(match.result.winners)
    assert wins >= games / 2  # a random seat would win about a quarter


def test_turn_moves_and_the_bots_options_follow_the_alley_rule_by_rule():
    """On every turn of several bot games (variants included): a take of each
    alley card and a rescue naming each card whose whole cat the tableau can
    pay for, lowest bid value first; the bot weighs exactly those moves, a
    cat's rescue once (named by its lowest card)."""
    checked = 0
    for players, options in ((3, {}), (5, {"bids_join": rules.JOIN_BEFORE, "alley": 8}),
                             (4, {"cats": 4, "cards_per_cat": 6, "hand_size": 4})):
        match = Match(GAME, setup(players, options, seed=7))
        while not match.over:
            state = match.state
            if state.phase == rules.TURNS:
                seat = state.current
                deck = state.deck
                ordered = sorted(state.alley, key=lambda c: deck.by_id[c].value)
                group = Counter(deck.by_id[c].cat for c in ordered)
                room = len(state.tableaux[seat])
                rescuable = [c for c in ordered if group[deck.by_id[c].cat] <= room]
                expected = ([Action.of(rules.TAKE, card=c) for c in ordered]
                            + [Action.of(rules.RESCUE, card=c) for c in rescuable])
                assert GAME.legal_actions(state, seat) == expected
                lowest = [c for i, c in enumerate(rescuable)
                          if all(deck.by_id[x].cat != deck.by_id[c].cat for x in rescuable[:i])]
                weighed = [a for _, a in bot.turn_options(state, seat)]
                assert weighed == expected[:len(ordered)] + [Action.of(rules.RESCUE, card=c) for c in lowest]
                checked += 1
            match.play_bot(match.to_act()[0])
    assert checked > 100


def test_bot_fast_evaluator_matches_full_scoring():
    from cardtable.games.nine_lives.scoring import points

    match = Match(GAME, setup(5, seed=21))
    checked = 0
    while not match.over:
        state = match.state
        if state.phase == rules.TURNS:
            for seat in range(5):
                ev = bot.Evaluator(state, seat)
                for extra in state.alley[:4]:
                    tabs = rules._put(state.tableaux, seat, state.tableaux[seat] + (extra,))
                    pts = points(DECK, tabs, 2, 1)
                    rivals = [p for s, p in enumerate(pts) if s != seat]
                    scratches = sum(DECK.by_id[c].scratches for c in tabs[seat])
                    expected = (pts[seat] - bot.RIVAL_WEIGHT * (max(rivals) + sum(rivals) / 4) / 2
                                - bot.SCRATCH_PENALTY * scratches)
                    assert ev.value(tabs[seat]) == pytest.approx(expected)
                    checked += 1
        match.play_bot(match.to_act()[0])
    assert checked > 100


def test_headline_counts_tricks_and_describe_survives_the_move():
    state, hands, _ = _three_player_start()
    assert "Round 1 of 3 · trick 1 of 3 · bidding" == GAME.view(state, 0).headline
    state, _ = bid_all(state, {0: hands[0][0], 1: hands[1][0], 2: hands[2][0]})
    assert GAME.describe(state, Action.of(rules.BID, card=hands[1][0])).gesture.dst == "bid:1"
    seat = state.order[0]
    c = state.alley[0]
    after, _ = play(state, seat, rules.TAKE, c)
    assert GAME.describe(after, Action.of(rules.RESCUE, card=c)).label.startswith("Rescue every")
