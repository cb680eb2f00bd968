"""Issue 23: three deviations from the rules, each on a stacked deck.

- Chicks With Disks, a Duel drawn with one card left: the attacker's card
  must stay out of the reshuffle the defender's draw makes.
- 99 Chances, the deck running out at the Finale: the Finale card stays
  face up on the discard pile and is never drawn as a Resource; with no
  other card left the draw is skipped.
- Chicks With Disks, several tokens on the card you move to: you Duel them
  in seat order, which starts with the first player (RULINGS).
"""

from __future__ import annotations

from collections import Counter

import attrs
import pytest

from cardtable.engine.match import Match
from cardtable.engine.protocol import Action
from cardtable.engine.record import Record, RecordError
from cardtable.engine.rng import Rng
from cardtable.games import get_game
from cardtable.games.chicks_with_disks import rules as chicks
from cardtable.games.ninety_nine_chances import rules as chances
from tests.games.test_chicks_with_disks_rules import begin, play, put, setup, turn
from tests.games.test_ninety_nine_chances import _bid, _bid_state, _free_numbers

CHICKS = get_game("chicks-with-disks")
CHANCES = get_game("99-chances")


# -- Chicks With Disks: a Duel drawn with one card left ------------------------------------

def _duel_ready(n: int = 3, mover: int = 2, waiting: tuple[int, ...] = (0,)):
    """``mover`` evades from 1:1 past 2:1 onto 3:1, where ``waiting`` stand: a
    Duel is about to be drawn. (The first player is seat 1, who drew the K♣.)"""
    state = begin(n)
    assert state.first == 1
    for seat in waiting:
        state = put(state, seat, "3:1")
    state = put(turn(state, mover), mover, "1:1")
    state = play(state, mover, chicks.EVADE)
    state = play(state, mover, chicks.FLIP, slot="2:1")
    return play(state, mover, chicks.MOVE, slot="3:1")


def test_a_duel_on_the_last_card_never_draws_the_attackers_card_twice():
    """The attacker takes the last card; the defender's draw reshuffles the
    discard pile, which must not hold the attacker's card while it is in use.
    Tried under 200 shuffles: once in 25 the old rule handed it over again."""
    base = _duel_ready()
    assert base.phase == chicks.DUEL_DRAW and base.duel.attacker == 2 and base.duel.defender == 0
    spare = base.draw + base.discard
    last = spare[0]
    census = Counter(CHICKS.census(base))
    for seed in range(200):
        state = attrs.evolve(base, draw=(last,), discard=spare[1:], rng=Rng.from_seed(seed))
        state, events = CHICKS.checked_apply(state, 2, Action.of(chicks.DUEL_DRAW_ACTION))
        attacker_card, defender_card = state.duel.cards
        assert attacker_card == last
        assert defender_card is not None and defender_card != last, f"seed {seed}: {last} drawn twice"
        assert any(e.kind == "reshuffle" for e in events)
        assert state.discard.count(last) == 1 and last not in state.draw
        assert Counter(CHICKS.census(state)) == census
        shown = [c for _, c in state.just_drawn]
        assert sorted(shown) == sorted((last, defender_card))


def test_a_duel_with_only_the_attackers_card_left_skips_the_defenders_draw():
    """Both piles are empty but for the card in use: the draw is skipped
    (it counts as 0) and the log says so, rather than drawing that card again."""
    base = _duel_ready()
    last = base.draw[0]
    state = attrs.evolve(base, draw=(last,), discard=())
    state, events = CHICKS.checked_apply(state, 2, Action.of(chicks.DUEL_DRAW_ACTION))
    assert state.duel.cards == (last, None)
    assert any(e.kind == "skip" and e.seat == 0 for e in events)
    assert state.discard == (last,) and state.draw == ()


# -- 99 Chances: the deck runs out at the Finale -------------------------------------------------

def _finale_ready():
    """Every bid under the Finale to come, the highest free number kept for it."""
    s = _bid_state()
    free = _free_numbers(s)
    s = _bid(s, {seat: free[seat] for seat in range(s.n)})
    assert s.phase == chances.FINALE
    finale = max(s.draw + s.discard, key=int)
    assert all(int(b.card) < int(finale) for b in s.bids if b is not None)
    return s, finale


def test_the_finale_is_never_drawn_as_a_resource_after_a_reshuffle():
    """The Finale is the last deck card; the Resources drawn after it
    reshuffle the discard pile, which must not hold the Finale."""
    base, finale = _finale_ready()
    spare = tuple(c for c in base.draw + base.discard if c != finale)
    census = Counter(CHANCES.census(base))
    for seed in range(40):
        s = attrs.evolve(base, draw=(finale,), discard=spare, rng=Rng.from_seed(seed))
        s, events = CHANCES.checked_apply(s, s.climax_lead, Action.of("finale"))
        assert s.finale == finale
        assert any(e.kind == "reshuffle" for e in events)
        holders = [seat for seat in range(s.n) if finale in s.resources[seat] + s.hands[seat] + s.problems[seat]]
        assert not holders, f"seed {seed}: the Finale {finale} became a card of seat {holders}"
        assert s.discard.count(finale) == 1 and finale not in s.draw
        assert Counter(CHANCES.census(s)) == census
        assert not any(e.kind == "gain" and f"({finale})" in e.text for e in events)


def test_with_only_the_finale_left_the_resource_draws_are_skipped():
    base, finale = _finale_ready()
    spare = tuple(c for c in base.draw + base.discard if c != finale)
    # the other spare cards wait in a hand, out of reach of any draw
    hands = (base.hands[0] + spare,) + base.hands[1:]
    s = attrs.evolve(base, draw=(finale,), discard=(), hands=hands)
    census = Counter(CHANCES.census(s))
    before = [len(r) for r in s.resources]
    s, events = CHANCES.checked_apply(s, s.climax_lead, Action.of("finale"))
    assert s.finale == finale and s.discard == (finale,)
    assert [len(r) for r in s.resources] == before  # nothing was left to draw
    assert any(e.kind == "skip" for e in events)
    assert not any(e.kind == "gain" for e in events)
    assert Counter(CHANCES.census(s)) == census


# -- Chicks With Disks: the Duel order ----------------------------------------------------------

@pytest.mark.parametrize("mover,waiting,order", [
    (3, (0, 2), (2, 0)),  # seat order from the first player (seat 1): 2 before 0
    (2, (1, 3), (1, 3)),  # the first player herself comes first
    (0, (2, 3), (2, 3)),
])
def test_duels_go_in_seat_order_from_the_first_player(mover, waiting, order):
    state = _duel_ready(4, mover, waiting)
    assert state.phase == chicks.DUEL_DRAW
    assert (state.duel.defender,) + state.duel_queue == order


def test_a_disk_won_in_the_first_duel_is_at_stake_in_the_second():
    """Seat order decides which Duel comes first, and the first Duel's
    result carries into the second: seat 3 takes the Disk from seat 2 (the
    first player's neighbour), then loses it to seat 0."""
    state = _duel_ready(4, 3, (0, 2))
    state = attrs.evolve(state, disk=2)
    assert state.duel.defender == 2
    state = attrs.evolve(state, draw=("KD", "2D", "2C", "KC") + tuple(
        c for c in state.draw if c not in ("KD", "2D", "2C", "KC")))
    state = play(state, 3, chicks.DUEL_DRAW_ACTION)
    while state.duel is not None and state.duel.defender == 2 and state.phase != chicks.DUEL_DRAW:
        seat = CHICKS.to_act(state)[0]
        legal = CHICKS.legal_actions(state, seat)
        pick = next((a for a in legal if a.kind in (chicks.PASS, chicks.CONCEDE)), legal[0])
        state = play(state, seat, pick.kind, **dict(pick.args))
    assert state.disk == 3
    assert state.phase == chicks.DUEL_DRAW and state.duel.defender == 0
    state = play(state, 3, chicks.DUEL_DRAW_ACTION)
    while state.duel is not None and state.phase not in (chicks.CHOOSE, chicks.OVER):
        seat = CHICKS.to_act(state)[0]
        legal = CHICKS.legal_actions(state, seat)
        pick = next((a for a in legal if a.kind in (chicks.PASS, chicks.CONCEDE)), legal[0])
        state = play(state, seat, pick.kind, **dict(pick.args))
    assert state.disk == 0


def test_the_rules_page_gives_the_duel_order_of_the_rulings():
    text = " ".join(CHICKS.rules_text.split())
    assert "clockwise from you" not in text
    assert "seat order: starting with the first player" in text


# -- saves made under the older rules -----------------------------------------------------------

def test_saves_from_the_older_rules_say_so_when_they_cannot_be_replayed():
    """Both games' rules versions went up, so a save made before these fixes
    that no longer replays says it is from older rules, as version-1 saves do."""
    assert CHICKS.rules_version == 3 and CHANCES.rules_version == 2
    for game, version, start in ((CHICKS, 2, setup(4)), (CHANCES, 1, _chances_setup())):
        seat = game.to_act(game.create(start))[0]
        old = Record(game.id, start, ((seat, Action.of("finale")),), (), version)
        with pytest.raises(RecordError, match=f"older {game.title} rules, version {version}"):
            Match.from_record(game, old)
        new = attrs.evolve(old, rules_version=game.rules_version)
        with pytest.raises(RecordError) as err:
            Match.from_record(game, new)
        assert "older" not in str(err.value)


def _chances_setup():
    from cardtable.engine.protocol import PlayerSpec, Setup
    return Setup(tuple(PlayerSpec(f"P{i}") for i in range(4)), {}, 1)
