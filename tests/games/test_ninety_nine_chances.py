"""Engine tests for 99 Chances: one or more per rule.

States are frozen values, so a test drives a game with the bot up to the
moment it needs, then stacks the draw pile (moves a chosen card to the top)
to make the case exact.
"""

from __future__ import annotations

import random
from collections import Counter

import attrs
import pytest

from cardtable.engine.layouts import CAPTION, caption_scale
from cardtable.engine.protocol import Action, BadOptions, IllegalAction, PlayerSpec, Setup
from cardtable.games import get_game
from cardtable.games.ninety_nine_chances import climax, rules
from cardtable.games.ninety_nine_chances.state import replace_at
from cardtable.games.ninety_nine_chances.rules import State

GAME = get_game("99-chances")


def new(n: int = 4, seed: int = 1, **options) -> State:
    players = tuple(PlayerSpec(f"P{i}") for i in range(n))
    return GAME.create(Setup(players, options, seed))


def act(state: State, seat: int, action: Action) -> State:
    before = Counter(GAME.census(state))
    state, _ = GAME.checked_apply(state, seat, action)
    assert Counter(GAME.census(state)) == before
    return state


def act_events(state: State, seat: int, action: Action):
    return GAME.checked_apply(state, seat, action)


def bot_until(state: State, *phases: str, seed: int = 0, limit: int = 500) -> State:
    rng = random.Random(seed)
    for _ in range(limit):
        if state.phase in phases:
            return state
        seat = GAME.to_act(state)[0]
        state = act(state, seat, GAME.bot(state, seat, rng))
    raise AssertionError(f"never reached {phases}")


def on_top(state: State, *cards: str) -> State:
    """Move ``cards`` (from anywhere but the table) to the top of the deck, in order."""
    draw = [c for c in state.draw if c not in cards]
    discard = tuple(c for c in state.discard if c not in cards)
    for c in cards:
        assert c in state.draw or c in state.discard, f"{c} is not in the deck or discard"
    return attrs.evolve(state, draw=tuple(cards) + tuple(draw), discard=discard)


def rejects(state: State, seat: int, action: Action, words: str = "") -> None:
    with pytest.raises(IllegalAction) as err:
        GAME.checked_apply(state, seat, action)
    assert str(err.value)
    if words:
        assert words in str(err.value)


# -- options and deal -------------------------------------------------------------


def test_deal_five_each():
    for n in range(3, 9):
        s = new(n)
        assert all(len(h) == 5 for h in s.hands)
        assert len(s.draw) == 99 - 5 * n
        assert sorted(GAME.census(s), key=int) == [str(i) for i in range(1, 100)]


def test_player_count_and_acts_limits():
    with pytest.raises(BadOptions):
        new(2)
    with pytest.raises(BadOptions):
        new(9)
    with pytest.raises(BadOptions):
        new(4, acts=4)
    with pytest.raises(BadOptions):
        new(4, acts=0)


def test_stacked_deck_must_be_the_whole_deck():
    players = tuple(PlayerSpec(f"P{i}") for i in range(3))
    with pytest.raises(BadOptions):
        GAME.create(Setup(players, {}, 0, stacked=tuple(str(i) for i in range(1, 99))))
    order = tuple(str(i) for i in range(99, 0, -1))
    s = GAME.create(Setup(players, {}, 0, stacked=order))
    assert s.hands[0] == ("99", "96", "93", "90", "87")  # dealt one at a time from seat 0
    assert s.draw[0] == "84"


def test_seeded_games_replay_identically():
    assert new(5, seed=42) == new(5, seed=42)
    assert new(5, seed=42).hands != new(5, seed=43).hands


# -- story meeting ------------------------------------------------------------------


def test_pitch_two_cards_in_seat_order_and_draw_two():
    s = new(3)
    a, b = s.hands[0][:2]
    rejects(s, 1, Action.of("theme", a=s.hands[1][0], b=s.hands[1][1], text=""), "not seat 2")
    rejects(s, 0, Action.of("theme", a=a, b=a, text=""), "two different")
    rejects(s, 0, Action.of("theme", a=a, b=s.hands[1][0], text=""), "not in your hand")
    top2 = s.draw[:2]
    s = act(s, 0, Action.of("theme", a=a, b=b, text="Pirates in space"))
    assert s.pitches[0].cards == tuple(sorted((a, b), key=int))
    assert s.pitches[0].text == "Pirates in space"
    assert s.hands[0][-2:] == top2 and len(s.hands[0]) == 5
    assert GAME.to_act(s) == (1,)


def _pitch_all(s: State) -> State:
    for seat in range(s.n):
        a, b = s.hands[seat][:2]
        s = act(s, seat, Action.of("theme", a=a, b=b, text=""))
    return s


def test_consensus_vote_picks_that_theme_and_gives_a_bonus():
    s = _pitch_all(new(4))
    assert s.phase == rules.VOTE
    bonus = s.draw[0]
    for seat in range(4):
        s = act(s, seat, Action.of("vote", player=2))
    assert s.consensus and s.lead == 2 and s.theme_seat == 2
    assert s.theme == s.pitches[2].cards
    assert s.resources[2] == (bonus,)
    others = {c for p in s.pitches if p.seat != 2 for c in p.cards}
    assert others == set(s.discard)
    assert s.phase == rules.ROLES and GAME.to_act(s) == (2,)


def test_no_consensus_means_lowest_numbered_pitch_wins():
    s = _pitch_all(new(4, seed=3))
    lowest = min(s.pitches, key=lambda p: int(p.cards[0])).seat
    other = (lowest + 1) % 4
    for seat in range(4):
        s = act(s, seat, Action.of("vote", player=other if seat == 0 else lowest))
    assert not s.consensus and s.lead == lowest
    # split the table another way: still the lowest pitch
    s2 = _pitch_all(new(4, seed=3))
    for seat in range(4):
        s2 = act(s2, seat, Action.of("vote", player=seat))
    assert s2.lead == lowest


def test_vote_for_a_player_without_pitch_is_rejected():
    s = _pitch_all(new(3))
    rejects(s, 0, Action.of("vote", player=5))
    rejects(s, 0, Action.of("vote", player=True))


def test_roles_from_the_lead_and_editable_later():
    s = bot_until(new(4), rules.ROLES)
    lead = s.lead
    assert GAME.to_act(s) == (lead,)
    s = act(s, lead, Action.of("role", text="A retired pirate"))
    assert s.roles[lead] == "A retired pirate"
    assert GAME.to_act(s) == ((lead + 1) % 4,)
    s = bot_until(s, rules.TROUBLE)
    seat = GAME.to_act(s)[0]
    s = act(s, seat, Action.of("role", text="Changed my mind"))
    assert s.roles[seat] == "Changed my mind" and s.phase == rules.TROUBLE  # a free move


# -- resources and trouble ------------------------------------------------------------


def test_resources_round_from_the_lead_clockwise():
    s = bot_until(new(5), rules.RESOURCES)
    lead = s.lead
    order = []
    while s.phase == rules.RESOURCES:
        seat = GAME.to_act(s)[0]
        order.append(seat)
        card = s.hands[seat][0]
        rejects(s, seat, Action.of("resource", card=card, involves=seat, text=""), "another player")
        nxt = s.draw[0]
        s = act(s, seat, Action.of("resource", card=card, involves=(seat + 1) % 5, text="Sheriff"))
        assert card in s.resources[seat]
        assert s.note_on(card) == "Sheriff"
        assert nxt in s.hands[seat]
    assert order == [(lead + i) % 5 for i in range(5)]
    assert [p.other for p in s.placed] == [(x + 1) % 5 for x in order]
    assert s.phase == rules.TROUBLE


def test_trouble_only_to_players_without_a_problem():
    s = bot_until(new(3, seed=5), rules.TROUBLE)
    lead = s.lead
    first, second, third = ((lead + i) % 3 for i in range(3))
    rejects(s, first, Action.of("problem", card=s.hands[first][0], target=first), "another player")
    s = act(s, first, Action.of("problem", card=s.hands[first][0], target=second))
    # the second player may not pile on... (second has one? no: they gave to second)
    rejects(s, second, Action.of("problem", card=s.hands[second][0], target=second))
    s = act(s, second, Action.of("problem", card=s.hands[second][0], target=first))
    # third: both others already have a Problem, so either will do
    targets = {a["target"] for a in GAME.legal_actions(s, third) if a.kind == "problem"}
    assert targets == {first, second}
    s2 = act(s, third, Action.of("problem", card=s.hands[third][0], target=first))
    assert len(s2.problems[first]) == 2
    # and the third player, with no Problem, passes the storytelling turn
    assert s2.phase == rules.PLAN
    assert third not in [p for p in range(3) if s2.problems[p]]


def test_trouble_rejects_a_target_that_already_has_one():
    s = bot_until(new(4, seed=2), rules.TROUBLE)
    first = s.lead
    target = (first + 2) % 4
    s = act(s, first, Action.of("problem", card=s.hands[first][0], target=target))
    second = GAME.to_act(s)[0]
    rejects(s, second, Action.of("problem", card=s.hands[second][0], target=target), "already has a Problem")


def test_storyteller_without_problem_passes():
    s = bot_until(new(3, seed=5), rules.TROUBLE)
    lead = s.lead
    a, b, c = ((lead + i) % 3 for i in range(3))
    s = act(s, a, Action.of("problem", card=s.hands[a][0], target=b))
    s = act(s, b, Action.of("problem", card=s.hands[b][0], target=a))
    s, events = act_events(s, c, Action.of("problem", card=s.hands[c][0], target=a))
    assert s.phase == rules.PLAN and GAME.to_act(s) == (a,)
    s = _story_turn(s, flip_low=True)  # a
    s = _story_turn(s, flip_low=True)  # b
    # c has no Problem: the act ends and the Climax begins
    assert s.phase in (rules.FRAME, rules.CLIMAX_LEAD)
    assert [p.storyteller for p in s.plans] == [a, b]


# -- storytelling ------------------------------------------------------------------------


def _story_turn(s: State, flip_low: bool, evals: dict[int, str] | None = None) -> State:
    """Play one storyteller's turn; the flip is card 1 (success if the median
    is above 1) or card 99 (always a failure) unless they are on the table."""
    teller = GAME.to_act(s)[0]
    s = act(s, teller, Action.of("plan", problem=s.problems[teller][0], text=""))
    while s.phase == rules.EVALUATE:
        seat = GAME.to_act(s)[0]
        card = (evals or {}).get(seat) or max(s.hands[seat], key=int)
        s = act(s, seat, Action.of("evaluate", card=card))
    owner = GAME.to_act(s)[0]
    s = act(s, owner, Action.of("keep", text=""))
    low = [c for c in s.draw + s.discard if int(c) < int(s.plan.median)]
    high = [c for c in s.draw + s.discard if int(c) > int(s.plan.median)]
    if flip_low and low:
        s = on_top(s, min(low, key=int))
    elif high:
        s = on_top(s, max(high, key=int))
    return act(s, teller, Action.of("flip"))


def test_evaluators_even_table_excludes_storyteller():
    s = bot_until(new(4, seed=7), rules.PLAN)
    teller = GAME.to_act(s)[0]
    s = act(s, teller, Action.of("plan", problem=s.problems[teller][0], text="A cunning plan"))
    assert s.phase == rules.EVALUATE
    assert set(GAME.to_act(s)) == {0, 1, 2, 3} - {teller}
    assert GAME.legal_actions(s, teller) == []


def test_evaluators_odd_table_includes_storyteller_and_all_act_at_once():
    s = bot_until(new(5, seed=7), rules.PLAN)
    teller = GAME.to_act(s)[0]
    s = act(s, teller, Action.of("plan", problem=s.problems[teller][0], text=""))
    assert GAME.to_act(s) == (0, 1, 2, 3, 4)
    s = act(s, 3, Action.of("evaluate", card=s.hands[3][0]))
    assert GAME.to_act(s) == (0, 1, 2, 4)  # any order; the one who chose is done
    rejects(s, 3, Action.of("evaluate", card=s.hands[3][0]))


def test_plan_must_name_own_problem():
    s = bot_until(new(4, seed=7), rules.PLAN)
    teller = GAME.to_act(s)[0]
    others = [p for seat in range(4) if seat != teller for p in s.problems[seat]]
    rejects(s, teller, Action.of("plan", problem=others[0], text=""), "your own Problems")


def test_evaluations_are_private_until_revealed():
    s = bot_until(new(5, seed=11), rules.PLAN)
    teller = GAME.to_act(s)[0]
    s = act(s, teller, Action.of("plan", problem=s.problems[teller][0], text=""))
    card = s.hands[1][0]
    s, events = act_events(s, 1, Action.of("evaluate", card=card))
    for viewer in (0, 2, 3, 4, None):
        zone = GAME.view(s, viewer).zone("eval")
        assert len(zone.cards) == 1 and zone.cards[0].hidden
        assert all(card not in ev.text_for(viewer) for ev in events if ev.kind == "evaluate")
    mine = GAME.view(s, 1).zone("eval").cards[0]
    assert mine.id == card
    assert any(card in ev.text_for(1) for ev in events)


def test_median_kept_by_its_owner_and_others_discarded():
    s = bot_until(new(5, seed=11), rules.PLAN)
    teller = GAME.to_act(s)[0]
    s = act(s, teller, Action.of("plan", problem=s.problems[teller][0], text=""))
    chosen = {}
    for seat in range(5):
        chosen[seat] = s.hands[seat][0]
        s = act(s, seat, Action.of("evaluate", card=chosen[seat]))
    ranked = sorted(chosen.items(), key=lambda kv: int(kv[1]))
    owner, median = ranked[2]
    assert s.phase == rules.KEEP and GAME.to_act(s) == (owner,)
    assert s.plan.median == median and s.plan.median_seat == owner
    assert s.resources[owner][-1] == median
    assert all(len(h) == 5 for h in s.hands)  # every evaluator drew a replacement
    s = act(s, owner, Action.of("keep", text="Lucky charm"))
    assert s.note_on(median) == "Lucky charm"
    assert GAME.to_act(s) == (teller,)
    s = on_top(s, max(s.draw, key=int))
    discard_before = set(s.discard)
    s = act(s, teller, Action.of("flip"))
    spent = {c for _, c in ranked if c != median}
    assert spent <= set(s.discard) - discard_before


def _plan_evaluated_with(pick):
    """A Plan against the teller's first Problem, every evaluator playing
    ``pick`` of their hand, the median kept: (state, teller, problem, median owner)."""
    s = bot_until(new(4, seed=13), rules.PLAN)
    teller = GAME.to_act(s)[0]
    problem = s.problems[teller][0]
    s = act(s, teller, Action.of("plan", problem=problem, text=""))
    while s.phase == rules.EVALUATE:
        seat = GAME.to_act(s)[0]
        s = act(s, seat, Action.of("evaluate", card=pick(s.hands[seat], key=int)))
    owner = GAME.to_act(s)[0]
    s = act(s, owner, Action.of("keep", text=""))
    return s, teller, problem, owner


def test_flip_lower_than_median_succeeds():
    s, teller, problem, _ = _plan_evaluated_with(max)
    median = int(s.plan.median)
    flip = max((c for c in s.draw if int(c) < median), key=int)
    s = on_top(s, flip)
    s, events = act_events(s, teller, Action.of("flip"))
    assert problem in s.resources[teller] and problem not in s.problems[teller]
    assert s.discard[-1] == flip
    assert s.plans[-1].success is True
    assert any(ev.kind == "success" and ev.prompt is not None for ev in events)


def test_flip_not_lower_fails_and_adds_a_problem_narrated_by_median_owner():
    s, teller, problem, owner = _plan_evaluated_with(min)
    median = int(s.plan.median)
    flip = min((c for c in s.draw if int(c) > median), key=int)
    s = on_top(s, flip)
    s, events = act_events(s, teller, Action.of("flip"))
    assert s.problems[teller][-1] == flip and problem in s.problems[teller]
    assert s.plans[-1].success is False
    failure = [ev for ev in events if ev.kind == "failure"][0]
    assert failure.prompt.seat == owner


def test_storytelling_goes_clockwise_from_the_lead():
    s = bot_until(new(4, seed=17), rules.PLAN)
    lead = s.lead
    tellers = []
    while s.phase not in (rules.FRAME, rules.CLIMAX_LEAD):
        tellers.append(GAME.to_act(s)[0])
        s = _story_turn(s, flip_low=False)
    expected = [(lead + i) % 4 for i in range(4)]
    assert tellers == [t for t in expected if t in tellers]
    assert [p.storyteller for p in s.plans] == tellers


def test_extra_acts_repeat_trouble_and_storytelling():
    s = bot_until(new(3, seed=19, acts=2), rules.PLAN)
    assert s.act == 1
    s = bot_until(s, rules.TROUBLE)
    assert s.act == 2
    s = bot_until(s, rules.FRAME, rules.CLIMAX_LEAD)
    assert {p.act for p in s.plans} == {1, 2}
    assert len([p for p in s.placed if p.kind == "problem"]) == 6


# -- climax ------------------------------------------------------------------------------


def _to_climax(n: int = 4, seed: int = 23) -> State:
    return bot_until(new(n, seed=seed), rules.FRAME, rules.CLIMAX_LEAD)


def test_climax_lead_is_the_player_with_most_resources():
    s = _to_climax()
    counts = [len(r) for r in s.resources]
    if s.phase == rules.FRAME:
        assert counts.count(max(counts)) == 1 and counts[s.climax_lead] == max(counts)
    else:
        assert GAME.to_act(s) == (s.last_storyteller,)
        assert s.tied == tuple(i for i, c in enumerate(counts) if c == max(counts))


def test_climax_tie_most_recent_storyteller_picks():
    s = _to_climax()
    # a test-only table: seats 0 and 1 tied on two Resources, seat 3 told last
    pool = [c for r in s.resources for c in r]
    res = (tuple(pool[0:2]), tuple(pool[2:4]), tuple(pool[4:5]), ())
    s = attrs.evolve(s, resources=res, discard=s.discard + tuple(pool[5:]), notes=(), last_storyteller=3)
    s = climax.start_climax(s, [])
    assert s.phase == rules.CLIMAX_LEAD and s.tied == (0, 1)
    assert GAME.to_act(s) == (3,)
    rejects(s, 3, Action.of("lead", player=2), "not among")
    s = act(s, 3, Action.of("lead", player=1))
    assert s.climax_lead == 1 and s.phase == rules.FRAME and GAME.to_act(s) == (1,)


def _bid_state(n: int = 4, seed: int = 23) -> State:
    s = _to_climax(n, seed)
    if s.phase == rules.CLIMAX_LEAD:
        s = act(s, GAME.to_act(s)[0], Action.of("lead", player=s.tied[0]))
    return act(s, s.climax_lead, Action.of("frame", text="The big showdown"))


def test_bids_go_clockwise_from_the_climax_lead_and_stay_private():
    s = _bid_state()
    lead = s.climax_lead
    assert s.frame == "The big showdown"
    order = []
    while s.phase == rules.BIDS:
        seat = GAME.to_act(s)[0]
        order.append(seat)
        card = s.hands[seat][0]
        s = act(s, seat, Action.of("bid", card=card, text="I charge"))
        for viewer in range(4):
            cards = GAME.view(s, viewer).zone("bid").cards
            assert all(c.hidden for c, b in zip(cards, [b for b in s.bids if b]) if b.seat != viewer)
    assert order == [(lead + i) % 4 for i in range(4)]
    assert s.phase == rules.FINALE and GAME.to_act(s) == (lead,)


def _bid(s: State, cards: dict[int, str]) -> State:
    """Give each player the bid card wanted (swapping it into their hand) and bid it."""
    while s.phase == rules.BIDS:
        seat = GAME.to_act(s)[0]
        s = _give(s, seat, cards[seat])
        s = act(s, seat, Action.of("bid", card=cards[seat], text=""))
    return s


def _give(s: State, seat: int, card: str) -> State:
    """Swap ``card`` (from the deck, discard or another hand) into ``seat``'s hand."""
    if card in s.hands[seat]:
        return s
    out = s.hands[seat][0]
    hands = list(s.hands)
    for i, h in enumerate(hands):
        if card in h:
            hands[i] = tuple(out if c == card else c for c in h)
            hands[seat] = (card,) + s.hands[seat][1:]
            return attrs.evolve(s, hands=tuple(hands))
    draw = tuple(out if c == card else c for c in s.draw)
    discard = tuple(out if c == card else c for c in s.discard)
    assert card in s.draw or card in s.discard, f"{card} is on the table"
    hands[seat] = (card,) + s.hands[seat][1:]
    return attrs.evolve(s, hands=tuple(hands), draw=draw, discard=discard)


def _free_numbers(s: State) -> list[str]:
    """Numbers in hands, deck or discard (not on the table), lowest first."""
    spare = {c for h in s.hands for c in h} | set(s.draw) | set(s.discard)
    return sorted(spare, key=int)


def test_finale_draws_doubles_and_losses():
    s = _bid_state()
    free = _free_numbers(s)
    pick = lambda target: min(free, key=lambda c: abs(int(c) - target))  # noqa: E731
    wanted = {0: pick(10), 1: pick(30), 2: pick(90), 3: pick(95)}
    assert len(set(wanted.values())) == 4
    if s.resources[2]:
        s = attrs.evolve(s, notes=s.notes + ((s.resources[2][0], "doomed"),))
    s = _bid(s, wanted)
    between = [c for c in s.draw + s.discard if int(wanted[1]) < int(c) < int(wanted[2])]
    finale = min(between, key=lambda c: abs(int(c) - 50))
    s = on_top(s, finale)
    before = [len(r) for r in s.resources]
    lost = set(s.resources[2]) | set(s.resources[3])
    s, events = act_events(s, s.climax_lead, Action.of("finale"))
    assert s.finale == finale
    assert s.hero == 1
    assert s.outcomes == ("drew", "hero", "lost", "lost")
    assert len(s.resources[0]) == before[0] + 1
    assert len(s.resources[1]) == 2 * before[1]
    assert s.resources[2] == () and s.resources[3] == ()
    assert lost <= set(s.discard)
    assert not any(c in lost for c, _ in s.notes)  # notes are wiped with the cards
    assert s.phase == rules.DENOUEMENT and GAME.to_act(s) == (1,)  # the Hero starts
    assert all(not c.hidden for c in GAME.view(s, 0).zone("bid").cards)  # bids revealed


def test_no_bid_under_the_finale_means_no_hero():
    s = _bid_state()
    free = _free_numbers(s)
    high = [c for c in free if int(c) > 50][:4]
    s = _bid(s, dict(enumerate(high)))
    low = min(s.draw + s.discard, key=int)
    assert int(low) < 50
    s = on_top(s, low)
    s = act(s, s.climax_lead, Action.of("finale"))
    assert s.hero is None and set(s.outcomes) == {"lost"}
    assert GAME.to_act(s) == (s.climax_lead,)  # the Climax Lead starts the Denouement


def test_endings_and_victory_with_hero_breaking_ties():
    s = _bid_state()
    s = _bid(s, {seat: s.hands[seat][0] for seat in range(4)})
    s = act(s, s.climax_lead, Action.of("finale"))
    assert all(
        s.endings[p] == ("happy" if len(s.resources[p]) > len(s.problems[p]) else "tragic") for p in range(4))
    while s.phase == rules.DENOUEMENT:
        seat = GAME.to_act(s)[0]
        s = act(s, seat, Action.of("ending", text="And so it ends."))
    assert s.phase == rules.OVER
    res = GAME.result(s)
    counts = [len(r) for r in s.resources]
    best = [p for p in range(4) if counts[p] == max(counts)]
    if len(best) > 1 and s.hero in best:
        assert res.winners == (s.hero,)
    else:
        assert res.winners == tuple(best)
    assert res.scores == tuple(float(c) for c in counts)


def test_victory_rules_directly():
    s = _bid_state()
    r = s.resources
    pool = [c for x in r for c in x] + list(s.draw)
    res = (tuple(pool[0:3]), tuple(pool[3:6]), tuple(pool[6:7]), ())
    t = attrs.evolve(s, resources=res, hero=1)
    assert climax.victors(t) == (1,)  # Hero breaks the tie
    t = attrs.evolve(s, resources=res, hero=2)
    assert climax.victors(t) == (0, 1)  # shared
    t = attrs.evolve(s, resources=res, hero=None)
    assert climax.victors(t) == (0, 1)


# -- replacement draws and reshuffles ----------------------------------------------------------


def test_reshuffle_when_the_deck_runs_out():
    s = bot_until(new(4, seed=29), rules.RESOURCES)
    seat = GAME.to_act(s)[0]
    s = attrs.evolve(s, draw=(), discard=s.discard + s.draw)
    s, events = act_events(s, seat, Action.of("resource", card=s.hands[seat][0], involves=(seat + 1) % 4,
                                              text=""))
    assert any(ev.kind == "reshuffle" for ev in events)
    assert len(s.hands[seat]) == 5 and s.discard == ()


def test_draw_skipped_when_nothing_is_left():
    s = bot_until(new(4, seed=29), rules.RESOURCES)
    seat = GAME.to_act(s)[0]
    # park every spare card in the theme row so nothing can be drawn (test-only state)
    s = attrs.evolve(s, theme=s.theme + s.draw + s.discard, draw=(), discard=())
    s, events = act_events(s, seat, Action.of("resource", card=s.hands[seat][0], involves=(seat + 1) % 4,
                                              text=""))
    assert any(ev.kind == "skip" for ev in events)
    assert len(s.hands[seat]) == 4


# -- dry-erase notes ---------------------------------------------------------------------------


def test_notes_write_edit_wipe_on_own_resources_when_acting():
    s = bot_until(new(4, seed=31), rules.TROUBLE)
    seat = GAME.to_act(s)[0]
    mine = s.resources[seat][0]
    other = next(c for p in range(4) if p != seat for c in s.resources[p])
    s = act(s, seat, Action.of("note", card=mine, text="Sheriff's badge"))
    assert s.note_on(mine) == "Sheriff's badge"
    view = GAME.view(s, None)
    assert any(c.note == "Sheriff's badge" for c in view.zone(f"resources:{seat}").cards)
    s, events = act_events(s, seat, Action.of("note", card=mine, text="Deputy's badge"))
    assert s.note_on(mine) == "Deputy's badge" and "Deputy's badge" in events[0].text
    rejects(s, seat, Action.of("note", card=other, text="mine now"), "in front of you")
    idle = (seat + 1) % 4
    rejects(s, idle, Action.of("note", card=s.resources[idle][0], text="later"))
    assert Action.of("wipe", card=mine) in GAME.legal_actions(s, seat)
    s = act(s, seat, Action.of("wipe", card=mine))
    assert s.note_on(mine) == ""
    rejects(s, seat, Action.of("wipe", card=mine), "no note")
    assert [n.text for n in s.note_log if n.card == mine][-3:] == ["Sheriff's badge", "Deputy's badge", ""]


def test_notes_only_on_resources():
    s = bot_until(new(4, seed=31), rules.PLAN)
    seat = GAME.to_act(s)[0]
    rejects(s, seat, Action.of("note", card=s.problems[seat][0], text="ouch"))
    rejects(s, seat, Action.of("note", card=s.hands[seat][0], text="hand"))


def test_a_problem_turned_resource_can_carry_a_note():
    s = bot_until(new(4, seed=13), rules.PLAN)
    teller = GAME.to_act(s)[0]
    problem = s.problems[teller][0]
    s = _story_turn(s, flip_low=True)
    assert problem in s.resources[teller]
    nxt = GAME.to_act(s)[0]
    s = act(s, nxt, Action.of("plan", problem=s.problems[nxt][0], text=""))
    assert teller in GAME.to_act(s)  # evaluating the next Plan
    s = act(s, teller, Action.of("note", card=problem, text="Fixed it"))
    assert s.note_on(problem) == "Fixed it"


# -- view, layout and gestures ---------------------------------------------------------------------


def test_views_hide_hands_and_spin_problems():
    s = bot_until(new(4, seed=37), rules.PLAN)
    for viewer in (0, 1, 2, 3, None):
        v = GAME.view(s, viewer)
        for seat in range(4):
            hand = v.zone(f"hand:{seat}").cards
            assert all((c.id is not None) == (seat == viewer) for c in hand)
            assert all(c.rotated for c in v.zone(f"problems:{seat}").cards)
            assert not any(c.rotated for c in v.zone(f"resources:{seat}").cards)


def test_layout_has_every_zone_the_view_uses():
    for n in range(3, 9):
        s = new(n)
        ids = {z.id for z in GAME.layout(n, {}, 0).zones}
        assert {z.id for z in GAME.view(s, 0).zones} <= ids
        lay = GAME.layout(n, {}, None)
        for z in lay.zones:
            assert 0 <= z.x <= lay.width and 0 <= z.y <= lay.height


def test_gestures():
    s = bot_until(new(4, seed=41), rules.RESOURCES)
    seat = GAME.to_act(s)[0]
    info = GAME.describe(s, GAME.legal_actions(s, seat)[0])
    assert info.gesture.src == f"hand:{seat}" and info.gesture.dst == f"resources:{seat}"
    assert info.text_prompt
    s = bot_until(s, rules.TROUBLE)
    seat = GAME.to_act(s)[0]
    a = next(x for x in GAME.legal_actions(s, seat) if x.kind == "problem")
    g = GAME.describe(s, a).gesture
    assert (g.src, g.dst, g.card) == (f"hand:{seat}", f"problems:{a['target']}", a["card"])
    s = bot_until(s, rules.EVALUATE)
    seat = GAME.to_act(s)[0]
    a = next(x for x in GAME.legal_actions(s, seat) if x.kind == "evaluate")
    assert GAME.describe(s, a).gesture.dst == "eval"
    s = bot_until(s, rules.BIDS)
    seat = GAME.to_act(s)[0]
    a = next(x for x in GAME.legal_actions(s, seat) if x.kind == "bid")
    assert GAME.describe(s, a).gesture.dst == "bid"
    for x in GAME.legal_actions(s, seat):
        assert GAME.describe(s, x).label


def test_every_legal_action_can_be_described_through_a_game():
    s = new(5, seed=43)
    rng = random.Random(1)
    while GAME.result(s) is None:
        seat = GAME.to_act(s)[0]
        for a in GAME.legal_actions(s, seat):
            assert GAME.describe(s, a).label
        assert GAME.view(s, seat).hint
        action = GAME.bot(s, seat, rng)
        s = act(s, seat, action)
        assert GAME.describe(s, action).label  # the undo menu describes a move after it is made
        assert GAME.story_sections(s, ())


def test_chart_counts_per_player():
    s0 = new(3, seed=47)
    states = [s0]
    rng = random.Random(2)
    while GAME.result(states[-1]) is None:
        s = states[-1]
        seat = GAME.to_act(s)[0]
        states.append(act(s, seat, GAME.bot(s, seat, rng)))
    data = GAME.chart(states)
    assert len(data.series) == 6 and all(len(ys) == len(states) for _, ys in data.series)
    final = states[-1]
    assert data.series[0][1][-1] == len(final.resources[0])
    assert data.series[1][1][-1] == len(final.problems[0])


def test_layout_zones_do_not_overlap():
    def box(z):
        width = (z.extent if z.spread == "right" else 1.0) * z.scale
        return z.x, z.y, z.x + width, z.y + 1.4 * z.scale + CAPTION * caption_scale(z.scale)  # card plus its label

    for n in range(3, 9):
        for viewer in (None, 0, n - 1):
            zones = GAME.layout(n, {}, viewer).zones
            for i, a in enumerate(zones):
                for b in zones[i + 1:]:
                    ax0, ay0, ax1, ay1 = box(a)
                    bx0, by0, bx1, by1 = box(b)
                    assert not (ax0 < bx1 and bx0 < ax1 and ay0 < by1 and by0 < ay1), (n, viewer, a.id, b.id)


def test_trouble_passes_over_a_player_without_cards():
    s = bot_until(new(4, seed=53), rules.TROUBLE)
    first = s.lead
    second = (first + 1) % 4
    # a test-only table where the second player's hand and the whole deck are parked in the theme row
    s = attrs.evolve(s, theme=s.theme + s.hands[second] + s.draw + s.discard, draw=(), discard=(),
                     hands=replace_at(s.hands, second, ()))
    assert GAME.legal_actions(s, second) == []
    s, events = act_events(s, first, Action.of("problem", card=s.hands[first][0], target=second))
    assert any(ev.kind == "skip" and ev.seat == second for ev in events)
    assert GAME.to_act(s) == ((first + 2) % 4,)


def test_deck_exhaustion_with_eight_players_and_three_acts_still_ends():
    for seed in range(6):
        s = new(8, seed=seed, acts=3)
        rng = random.Random(seed)
        steps = 0
        while GAME.result(s) is None:
            seat = GAME.to_act(s)[0]
            s = act(s, seat, GAME.bot(s, seat, rng))
            steps += 1
            assert steps < 1000


def test_resource_menu_marks_players_not_yet_involved():
    s = bot_until(new(4, seed=41), rules.RESOURCES)
    seat = GAME.to_act(s)[0]
    s = act(s, seat, Action.of("resource", card=s.hands[seat][0], involves=(seat + 2) % 4, text=""))
    nxt = GAME.to_act(s)[0]
    labels = {a["involves"]: GAME.describe(s, a).label for a in GAME.legal_actions(s, nxt) if a.kind == "resource"}
    for other, text in labels.items():
        assert ("not yet involved" in text) == (other not in {seat, (seat + 2) % 4})


def test_a_refused_gesture_in_the_plan_phase_says_how_to_tackle_a_problem():
    """A newcomer who drags a card in the Plan phase is told the gesture
    (double-click one of your Problems), not only that the card has no move;
    the hint says the same."""
    from cardtable.engine.protocol import Gesture
    from cardtable.games.ninety_nine_chances import table

    s = bot_until(new(), rules.PLAN)
    seat = rules.to_act(s)[0]
    hand, problem = s.hands[seat][0], s.problems[seat][0]
    why = GAME.explain(s, seat, Gesture(table.hand_zone(seat), table.problems_zone(seat), hand))
    assert why is not None and "double-click one of your own Problems" in why
    assert GAME.explain(s, seat, Gesture(table.problems_zone(seat), table.problems_zone(seat), problem)) is None
    assert "double-click one of your Problems" in table.hint(s, seat)
