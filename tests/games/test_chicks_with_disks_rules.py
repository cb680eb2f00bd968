"""Engine tests for Chicks With Disks: one test (or more) per rule, with stacked
decks and hand-placed tokens so each case is exact."""

from __future__ import annotations

from collections import Counter

import attrs
import pytest

from cardtable.engine.cards import card, standard_deck
from cardtable.engine.protocol import Action, BadOptions, IllegalAction, PlayerSpec, Setup
from cardtable.games import get_game
from cardtable.games.chicks_with_disks import rules
from cardtable.games.chicks_with_disks.grid import (CENTRE, adjacent, board, col_row, link_key, parse_slot,
                                                     slot_index)
from cardtable.games.chicks_with_disks.rules import (
    BANE, MOTIF, NEUTRAL, SUPERHUMAN, downgrade_options, upgrade_options)

GAME = get_game("chicks-with-disks")

# Grid rows, columns 1–9. Centre (5:2) is the 7♣; the 7♠ (7:1) and 7♥ (2:3)
# share its number, as do the 4♠ (4:1) and the 4♥ (8:2).
GRID = (
    "AS 9C 3S 4S 5S 6S 7S 8S 9S",
    "10S 8D QS KS 7C 2H 3H 4H 5H",
    "6H 7H 8H 9H 10H JH QH KH AH",
)
FIRSTS = ("3C", "KC", "5C")  # seat 1 draws the King: seat 1 goes first


def deck_for(grid=GRID, firsts=FIRSTS) -> tuple[str, ...]:
    cards = [c for row in grid for c in row.split()] + list(firsts)
    rest = [c for c in standard_deck() if c not in cards]
    return tuple(cards + rest)


def setup(n=3, options=None, stacked=None, seed=1) -> Setup:
    return Setup(tuple(PlayerSpec(f"Player {i + 1}") for i in range(n)), dict(options or {}), seed,
                 stacked if stacked is not None else deck_for(firsts=FIRSTS[:n] if n <= 3 else FIRSTS + ("2C",)))


def act(state, seat, kind, **args):
    return GAME.checked_apply(state, seat, Action.of(kind, **args))


def play(state, seat, kind, **args):
    return act(state, seat, kind, **args)[0]


def begin(n=3, options=None):
    """A game past the deal, the draw for first player and the character sheets."""
    if n == 2:
        options = {"two_players": True, **(options or {})}
    state = GAME.create(setup(n, options))
    state = play(state, 0, rules.DEAL_GRID)
    for seat in range(n):
        state = play(state, seat, rules.DRAW_FIRST)
    for seat in rules.turn_order(state):
        state = play(state, seat, rules.SHEET_DONE)
    assert state.phase == rules.CHOOSE
    return state


def stack(state, *cards):
    """Put ``cards`` on top of the draw pile (taking them from draw or discard)."""
    draw = tuple(cards) + tuple(c for c in state.draw if c not in cards)
    discard = tuple(c for c in state.discard if c not in cards)
    assert Counter(draw + discard) == Counter(state.draw + state.discard)
    return attrs.evolve(state, draw=draw, discard=discard)


def put(state, seat, slot, face_up=True):
    """Place a token (and turn its card face up) without playing the moves."""
    i = parse_slot(slot)
    pos = list(state.pos)
    pos[seat] = i
    up = list(state.face_up)
    if face_up:
        up[i] = True
    return attrs.evolve(state, pos=tuple(pos), face_up=tuple(up))


def reveal(state, *slots):
    up = list(state.face_up)
    for s in slots:
        up[parse_slot(s)] = True
    return attrs.evolve(state, face_up=tuple(up))


def turn(state, seat):
    return attrs.evolve(state, current=seat, phase=rules.CHOOSE)


def triggers(events):
    return [e.prompt.trigger for e in events if e.prompt]


def slots(actions):
    return sorted(a["slot"] for a in actions)


# -- players and options ----------------------------------------------------------

def test_game_declaration():
    assert GAME.min_players == 2 and GAME.max_players == 4 and GAME.default_players == 3
    assert GAME.private_info is False
    assert GAME.story_sections is not None


def test_two_players_need_the_option():
    with pytest.raises(BadOptions):
        GAME.create(setup(2))
    state = GAME.create(setup(2, {"two_players": True}))
    assert state.n == 2
    with pytest.raises(BadOptions):
        GAME.create(Setup(tuple(PlayerSpec(f"P{i}") for i in range(5)), {}, 1))


def test_two_players_use_rows_one_and_two():
    state = begin(2)
    assert sorted(state.rows) == [1, 2]


def test_stacked_deck_must_be_one_full_deck():
    with pytest.raises(BadOptions):
        GAME.create(setup(3, stacked=deck_for()[:-1]))


# -- the grid ----------------------------------------------------------------------

def test_grid_dealt_card_by_card_in_any_order():
    state = GAME.create(setup())
    top = state.draw[0]
    state = play(state, 0, rules.DEAL_CARD, slot="5:2")
    assert state.grid[CENTRE] == top and not state.face_up[CENTRE]
    with pytest.raises(IllegalAction):
        act(state, 0, rules.DEAL_CARD, slot="5:2")  # a slot takes one card
    with pytest.raises(IllegalAction):
        act(state, 1, rules.DEAL_CARD, slot="1:1")  # the dealer deals
    with pytest.raises(IllegalAction):
        act(state, 0, rules.DEAL_CARD, slot="10:1")
    state = play(state, 0, rules.DEAL_CARD, slot="9:3")
    assert state.grid[slot_index(9, 3)] == deck_for()[1]
    state = play(state, 0, rules.DEAL_GRID)
    assert all(state.grid) and not any(state.face_up)
    assert len(state.draw) == 52 - 27
    assert state.phase == rules.FIRST_DRAW


def test_deal_grid_at_once_uses_slot_order():
    state = play(GAME.create(setup()), 0, rules.DEAL_GRID)
    assert state.grid == deck_for()[:27]
    assert state.grid[CENTRE] == "7C"


# -- first player and ranks --------------------------------------------------------

def test_highest_draw_goes_first_and_rows_follow_turn_order():
    state = play(GAME.create(setup()), 0, rules.DEAL_GRID)
    for seat in range(3):
        state, events = act(state, seat, rules.DRAW_FIRST)
    assert state.first == 1 and state.current == 1
    assert state.rows == (3, 1, 2)  # seat 1 row 1, seat 2 row 2, seat 0 row 3
    assert rules.level(state, 1, "S") == SUPERHUMAN and rules.level(state, 1, "D") == BANE
    assert rules.level(state, 2, "H") == SUPERHUMAN and rules.level(state, 2, "S") == BANE
    assert rules.level(state, 0, "C") == SUPERHUMAN and rules.level(state, 0, "D") == MOTIF
    assert rules.level(state, 0, "S") == NEUTRAL and rules.level(state, 0, "H") == BANE
    # the drawn cards went back and the deck was shuffled
    assert len(state.draw) == 25 and state.first_draws == ()
    assert set(FIRSTS) <= set(state.draw)
    assert state.phase == rules.SHEETS and rules.to_act(state) == (1,)


def test_tied_draw_is_redrawn_by_the_tied_players_only():
    st = GAME.create(setup(4, stacked=deck_for(firsts=("KC", "3C", "KD", "5C"))))
    st = play(st, 0, rules.DEAL_GRID)
    for seat in range(4):
        st = play(st, seat, rules.DRAW_FIRST)
    assert st.phase == rules.FIRST_DRAW and st.contenders == (0, 2)
    assert len(st.draw) == 25  # cards returned
    assert rules.to_act(st) == (0,)
    with pytest.raises(IllegalAction):
        act(st, 1, rules.DRAW_FIRST)
    st = stack(st, "2D", "9D")
    st = play(st, 0, rules.DRAW_FIRST)
    assert rules.to_act(st) == (2,)
    st = play(st, 2, rules.DRAW_FIRST)
    assert st.first == 2 and st.rows == (3, 4, 1, 2)


def test_values_ace_low_king_high():
    assert [rules.value_of(c) for c in ("AS", "7H", "10C", "JD", "QS", "KH")] == [1, 7, 10, 11, 12, 13]


# -- character sheets -------------------------------------------------------------

def test_character_sheet_fields_are_optional_text():
    state = play(GAME.create(setup()), 0, rules.DEAL_GRID)
    for seat in range(3):
        state = play(state, seat, rules.DRAW_FIRST)
    legal = GAME.legal_actions(state, 1)
    assert Action.of(rules.SHEET, field="power", text="") in legal
    state = play(state, 1, rules.SHEET, field="name", text=" Vesna ")
    state = play(state, 1, rules.SHEET, field="bane", text="crowds")
    with pytest.raises(IllegalAction):
        act(state, 1, rules.SHEET, field="age", text="30")
    state = play(state, 1, rules.SHEET_DONE)
    assert state.sheets[1] == ("Vesna", "", "", "crowds")
    assert rules.hero(state, 1) == "Vesna"
    state = play(state, 2, rules.SHEET_DONE)  # skipping is fine
    state = play(state, 0, rules.SHEET_DONE)
    assert state.phase == rules.CHOOSE and state.current == 1


# -- entering -----------------------------------------------------------------------

def test_first_turn_enters_on_a_corner_and_flips_it():
    state = begin()
    assert slots(GAME.legal_actions(state, 1)) == ["1:1", "1:3", "9:1", "9:3"]
    with pytest.raises(IllegalAction):
        act(state, 1, rules.ENTER, slot="5:2")
    state, events = act(state, 1, rules.ENTER, slot="1:1")
    assert state.pos[1] == 0 and state.face_up[0]
    assert triggers(events) == ["entry", "room"]
    assert any(e.reveal for e in events)
    assert state.current == 2 and state.phase == rules.CHOOSE


def test_a_corner_holds_several_tokens_without_a_duel():
    state = begin()
    state = play(state, 1, rules.ENTER, slot="1:1")
    state, events = act(state, 2, rules.ENTER, slot="1:1")
    assert state.pos[1] == state.pos[2] == 0
    assert state.phase == rules.CHOOSE and state.current == 0 and state.duel is None
    assert "duel-before" not in triggers(events)


# -- raids --------------------------------------------------------------------------

def raid_ready(state=None, seat=1, at="1:1"):
    state = state or begin()
    state = put(turn(state, seat), seat, at)
    return play(state, seat, rules.RAID)


def test_raid_targets_own_card_orthogonal_and_same_number_links_only():
    state = begin()
    # seat 1 on the 7♠ (7:1): neighbours 6:1, 8:1, 7:2; 5:2 (7♣) is a link only once face up
    state = raid_ready(state, 1, "7:1")
    assert slots(GAME.legal_actions(state, 1)) == ["6:1", "7:1", "7:2", "8:1"]
    state = reveal(state, "5:2", "6:2")
    assert slots(GAME.legal_actions(state, 1)) == ["5:2", "6:1", "7:1", "7:2", "8:1"]
    with pytest.raises(IllegalAction):
        act(state, 1, rules.TARGET, slot="6:2")  # diagonal
    with pytest.raises(IllegalAction):
        act(state, 1, rules.TARGET, slot="2:3")  # the 7♥ is still face down


def test_raid_win_needs_strictly_greater_tie_stays():
    # Seat 1 (row 1) is Neutral in Clubs; the 9♣ at 2:1 needs more than 9.
    state = raid_ready()
    state, events = act(state, 1, rules.TARGET, slot="2:1")
    assert state.face_up[1] and state.pos[1] == 1
    assert triggers(events) == ["room", "raid-before"]
    state = stack(state, "9D")
    state, events = act(state, 1, rules.DRAW)
    assert triggers(events) == ["raid-lost"]
    assert state.pos[1] == 1 and state.current == 2 and state.phase == rules.CHOOSE
    assert state.discard[-1] == "9D"  # drawn cards go to the face-down discard


def test_raid_win_moves_without_flipping_then_rewards():
    state = raid_ready()
    state = play(state, 1, rules.TARGET, slot="2:1")
    state = stack(state, "10D")
    state, events = act(state, 1, rules.DRAW)
    assert triggers(events) == ["raid-won"]
    assert state.phase == rules.RAID_MOVE
    assert slots(GAME.legal_actions(state, 1)) == ["1:1", "2:2", "3:1"]
    state = play(state, 1, rules.MOVE, slot="3:1")
    assert state.pos[1] == 2 and not state.face_up[2]  # not flipped
    assert state.phase == rules.RAID_REWARD
    state, events = act(state, 1, rules.REWARD, choice="mission")
    assert state.mission[1] == 1 and triggers(events) == ["mission-point"]
    assert state.current == 2


def test_raid_reward_upper_hand_over_a_named_player():
    state = raid_ready()
    state = stack(play(state, 1, rules.TARGET, slot="2:1"), "QD")
    state = play(play(state, 1, rules.DRAW), 1, rules.MOVE, slot="2:2")
    with pytest.raises(IllegalAction):
        act(state, 1, rules.REWARD, choice="upper", over=1)  # not over yourself
    with pytest.raises(IllegalAction):
        act(state, 1, rules.REWARD, choice="gold")
    state = play(state, 1, rules.REWARD, choice="upper", over=0)
    state = play(turn(state, 1), 1, rules.RAID)
    state = stack(play(state, 1, rules.TARGET, slot="2:2"), "KD")
    state = play(play(state, 1, rules.DRAW), 1, rules.MOVE, slot="2:1")
    state = play(state, 1, rules.REWARD, choice="upper", over=0)
    assert state.upper[1] == (2, 0, 0) and state.mission[1] == 0


def test_raid_modifiers_superhuman_and_bane():
    # Superhuman Spades: an Ace beats the 10♠ (1 + 10 = 11 > 10).
    state = stack(play(raid_ready(), 1, rules.TARGET, slot="1:2"), "AD")
    assert play(state, 1, rules.DRAW).phase == rules.RAID_MOVE
    # Bane Diamonds on the 8♦ (2:2): a Jack only ties (11 − 3 = 8), a Queen wins.
    base = raid_ready(at="2:1")
    state = stack(play(base, 1, rules.TARGET, slot="2:2"), "JC")
    assert play(state, 1, rules.DRAW).phase == rules.CHOOSE
    state = stack(play(base, 1, rules.TARGET, slot="2:2"), "QC")
    assert play(state, 1, rules.DRAW).phase == rules.RAID_MOVE


def test_raid_own_card_flips_it_if_face_down():
    state = raid_ready(at="2:1")
    state = attrs.evolve(state, face_up=tuple(False if i == 1 else u for i, u in enumerate(state.face_up)))
    assert "2:1" in slots(GAME.legal_actions(state, 1))
    state, events = act(state, 1, rules.TARGET, slot="2:1")
    assert state.face_up[1] and "room" in triggers(events)


def test_declaration_comes_first():
    state = put(turn(begin(), 1), 1, "1:1")
    with pytest.raises(IllegalAction):
        act(state, 1, rules.TARGET, slot="2:1")
    with pytest.raises(IllegalAction):
        act(state, 1, rules.MOVE, slot="2:1")
    state = play(state, 1, rules.RAID)
    with pytest.raises(IllegalAction):
        act(state, 1, rules.FLIP, slot="2:1")


# -- evade and links ---------------------------------------------------------------

def test_evade_flips_an_adjacent_card_and_moves_next_to_it():
    state = put(turn(begin(), 1), 1, "1:1")
    state = play(state, 1, rules.EVADE)
    state, events = act(state, 1, rules.FLIP, slot="2:1")
    assert state.face_up[1] and triggers(events) == ["room"]
    assert state.phase == rules.EVADE_MOVE
    assert slots(GAME.legal_actions(state, 1)) == ["1:1", "2:2", "3:1"]  # back home allowed
    state = play(state, 1, rules.MOVE, slot="2:2")
    assert state.pos[1] == slot_index(2, 2) and not state.face_up[slot_index(2, 2)]
    assert state.current == 2


def test_same_number_link_on_evade_is_recorded_once():
    state = reveal(put(turn(begin(), 1), 1, "6:2"), "7:1")
    state = play(state, 1, rules.EVADE)
    state = play(state, 1, rules.FLIP, slot="5:2")  # the 7♣, linked to the face-up 7♠
    assert "7:1" in slots(GAME.legal_actions(state, 1))
    state, events = act(state, 1, rules.MOVE, slot="7:1")
    assert "link" in triggers(events)
    key = link_key(CENTRE, slot_index(7, 1))
    assert state.links_used == (key,)
    assert [tuple(sorted(pair)) for pair in GAME.view(state, None).links] == [("slot:5:2", "slot:7:1")]
    # using the same pair again tells no new story
    state = play(turn(state, 1), 1, rules.EVADE)
    state, events = act(state, 1, rules.FLIP, slot="5:2")
    assert "link" not in triggers(events) and state.links_used == (key,)


def test_links_never_diagonal_and_need_both_cards_face_up():
    state = begin()
    grid, up = state.grid, state.face_up
    assert adjacent(grid, up, slot_index(2, 2)) == tuple(sorted(
        [slot_index(2, 1), slot_index(1, 2), slot_index(3, 2), slot_index(2, 3)]))
    up = tuple(True for _ in up)
    assert slot_index(2, 3) in adjacent(grid, up, CENTRE)  # 7♥ and 7♣
    assert slot_index(4, 3) not in adjacent(grid, up, CENTRE)  # diagonal, different number


def _steps_by_the_rules(grid, up, start):
    """Fewest moves from ``start``, searched over the rules' definition:
    orthogonal neighbours, and face-up cards of the same number as a face-up card."""
    def neighbours(i):
        col, row = col_row(i)
        near = [slot_index(c, r) for c, r in ((col, row - 1), (col - 1, row), (col + 1, row), (col, row + 1))
                if 1 <= c <= 9 and 1 <= r <= 3]
        rank = card(grid[i]).rank
        same = [j for j in range(27) if up[i] and up[j] and j != i and card(grid[j]).rank == rank]
        return set(near) | set(same)
    dist, frontier = {start: 0}, [start]
    while frontier:
        ahead = []
        for i in frontier:
            for j in neighbours(i) - dist.keys():
                dist[j] = dist[i] + 1
                ahead.append(j)
        frontier = ahead
    return dist


def test_step_counts_follow_the_links_as_cards_turn():
    """A board's step counts stay right flip after flip, whether a flip makes
    a new link (the 7♥ and then the 7♠ turned while the 7♣ is face up) or not."""
    state = begin()
    up = list(state.face_up)
    for slot in (CENTRE, slot_index(1, 1), slot_index(2, 3), slot_index(9, 3), slot_index(7, 1),
                 slot_index(4, 1), slot_index(8, 2)):
        up[slot] = True
        on = board(state.grid, tuple(up))
        for start in (CENTRE, slot_index(1, 3), slot_index(9, 1), slot_index(4, 1)):
            assert on.steps(start) == _steps_by_the_rules(state.grid, up, start)


# -- duels ------------------------------------------------------------------------

def duel_setup():
    """Seat 1 (row 1: Clubs Neutral) raids the 9♣ where seat 2 (row 2: Clubs
    Motif) waits. Seat 1 holds the Disk; both hold one Upper Hand over the other."""
    state = begin()
    state = put(state, 2, "2:1")
    upper = ((0, 0, 0), (0, 0, 1), (0, 1, 0))
    state = attrs.evolve(state, upper=upper, disk=1)
    state = raid_ready(state)
    state = play(state, 1, rules.TARGET, slot="2:1")
    return stack(state, "10D", "5D", "4D")


def test_raid_contest_comes_before_the_duel():
    state, events = act(duel_setup(), 1, rules.DRAW)
    assert triggers(events) == ["raid-won", "duel-before", "duel-before"]
    assert state.phase == rules.DUEL_DRAW and state.raid_won
    assert state.duel.attacker == 1 and state.duel.defender == 2
    assert rules.to_act(state) == (1,)


def test_duel_upper_hands_alternate_and_the_loser_concedes():
    state = play(duel_setup(), 1, rules.DRAW)
    state = play(state, 1, rules.DUEL_DRAW_ACTION)
    assert rules.duel_totals(state) == (5, 7)  # 5 + 0 against 4 + 3
    assert {a.kind for a in GAME.legal_actions(state, 1)} == {rules.UPPER_HAND, rules.CONCEDE}
    with pytest.raises(IllegalAction):
        act(state, 1, rules.PASS)  # passing while behind is conceding
    state, events = act(state, 1, rules.UPPER_HAND)
    assert triggers(events) == ["upper-hand"]
    assert rules.duel_totals(state) == (5, 2) and state.upper[1][2] == 0
    with pytest.raises(IllegalAction):
        act(state, 1, rules.UPPER_HAND)  # none left
    with pytest.raises(IllegalAction):
        act(state, 1, rules.CONCEDE)  # ahead
    state = play(state, 1, rules.PASS)
    assert rules.to_act(state) == (2,)
    from cardtable.games.chicks_with_disks.table import hint
    assert "Player 3" in hint(state) and "defender" in hint(state)
    state = play(state, 2, rules.UPPER_HAND)
    assert rules.duel_totals(state) == (0, 2)
    state = play(state, 2, rules.PASS)
    assert [a.kind for a in GAME.legal_actions(state, 1)] == [rules.CONCEDE]
    state, events = act(state, 1, rules.CONCEDE)
    assert state.disk == 2  # the winner takes the Disk
    assert "duel-won" in triggers(events) and "duel-lost" in triggers(events)
    # seat 2 (row 2: Diamonds Neutral, Spades Bane) picks which suit goes up
    assert state.phase == rules.DUEL_UPGRADE and rules.to_act(state) == (2,)
    assert sorted(a["suit"] for a in GAME.legal_actions(state, 2)) == ["D", "S"]
    state = play(state, 2, rules.UPGRADE, suit="S")
    assert rules.level(state, 2, "S") == NEUTRAL
    assert state.phase == rules.DUEL_DOWNGRADE and rules.to_act(state) == (1,)
    assert sorted(a["suit"] for a in GAME.legal_actions(state, 1)) == ["C", "H"]
    state = play(state, 1, rules.DOWNGRADE, suit="H")
    assert rules.level(state, 1, "H") == NEUTRAL
    # the duel did not change the raid: the winner of the raid moves on now
    assert state.phase == rules.RAID_MOVE and state.current == 1 and state.pos[1] == 1


def test_duel_both_pass_tied_means_both_draw_again():
    state = play(duel_setup(), 1, rules.DRAW)
    state = stack(state, "7D", "4C", "KD", "2D")  # 7 + 0 against 4 + 3: tied
    state = play(state, 1, rules.DUEL_DRAW_ACTION)
    assert rules.duel_totals(state) == (7, 7)
    state = play(state, 1, rules.PASS)
    before = len(state.discard)
    state, events = act(state, 2, rules.PASS)
    assert len(state.discard) == before + 2 and state.duel.redraws == 1
    assert rules.duel_totals(state) == (13, 5) and rules.to_act(state) == (1,)


def test_duels_each_occupant_in_seat_order_after_an_evade():
    state = begin(4)
    state = put(put(state, 0, "3:1"), 3, "3:1")
    state = put(turn(state, 2), 2, "1:1")
    state = play(state, 2, rules.EVADE)
    state = play(state, 2, rules.FLIP, slot="2:1")
    state, events = act(state, 2, rules.MOVE, slot="3:1")
    assert state.duel.defender == 3 and state.duel_queue == (0,)  # seat order from the first player, seat 1
    state = stack(state, "KD", "2D")
    state = play(play(state, 2, rules.DUEL_DRAW_ACTION), 2, rules.PASS)
    state = play(state, 3, rules.CONCEDE)
    while state.phase in (rules.DUEL_UPGRADE, rules.DUEL_DOWNGRADE):
        seat = rules.to_act(state)[0]
        state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])[0]
    assert state.phase == rules.DUEL_DRAW and state.duel.defender == 0


def test_duel_on_a_face_down_card_turns_it_up():
    state = begin()
    state = put(state, 2, "2:2", face_up=False)
    state = put(turn(state, 1), 1, "1:1")
    state = play(play(state, 1, rules.EVADE), 1, rules.FLIP, slot="2:1")
    state, events = act(state, 1, rules.MOVE, slot="2:2")
    assert state.face_up[slot_index(2, 2)] and "room" in triggers(events)
    assert state.phase == rules.DUEL_DRAW


def test_suit_changes_and_superhuman_exceptions():
    # suits in C, D, H, S order
    assert upgrade_options((SUPERHUMAN, MOTIF, NEUTRAL, BANE)) == ("H", "S")
    assert upgrade_options((SUPERHUMAN, MOTIF, MOTIF, MOTIF)) == ("D", "H", "S")  # three Motifs
    assert upgrade_options((SUPERHUMAN, SUPERHUMAN, MOTIF, MOTIF)) == ()
    assert downgrade_options((SUPERHUMAN, MOTIF, NEUTRAL, BANE)) == ("D", "H")
    assert downgrade_options((SUPERHUMAN, BANE, BANE, BANE)) == ("C",)  # three Banes
    assert downgrade_options((SUPERHUMAN, SUPERHUMAN, BANE, BANE)) == ()


def test_single_suit_change_happens_by_itself():
    state = play(duel_setup(), 1, rules.DRAW)
    ranks = list(state.ranks)
    ranks[2] = (SUPERHUMAN, SUPERHUMAN, MOTIF, BANE)  # only Spades can go up
    ranks[1] = (SUPERHUMAN, BANE, BANE, BANE)  # only the Superhuman can go down
    state = attrs.evolve(state, ranks=tuple(ranks))
    state = stack(state, "2D", "KD")
    state = play(state, 1, rules.DUEL_DRAW_ACTION)
    state = play(state, 1, rules.CONCEDE)
    assert state.ranks[2] == (SUPERHUMAN, SUPERHUMAN, MOTIF, NEUTRAL)
    assert state.ranks[1] == (MOTIF, BANE, BANE, BANE)
    assert state.phase == rules.RAID_MOVE


def test_superhuman_suit_is_read_from_the_current_ranks():
    state = begin()  # seat 1 has rank row 1: Superhuman in Spades
    assert rules.superhuman_suits(state, 1) == ("S",) and rules.superhuman_suit(state, 1) == "S"
    ranks = list(state.ranks)
    ranks[1] = (MOTIF, BANE, NEUTRAL, BANE)  # duels took Spades down; Clubs is her best now
    ranks[2] = (SUPERHUMAN, SUPERHUMAN, MOTIF, NEUTRAL)  # row 2 (Hearts) lost it, gained two
    state = attrs.evolve(state, ranks=tuple(ranks), round=60)
    assert rules.superhuman_suits(state, 1) == () and rules.superhuman_suit(state, 1) == "C"
    assert rules.superhuman_suits(state, 2) == ("C", "D")
    # her prompts are coloured by what she is now, not by the row she started with
    state = put(turn(state, 0), 0, "1:1")
    state = play(play(state, 0, rules.EVADE), 0, rules.FLIP, slot="2:1")
    state, events = act(state, 0, rules.MOVE, slot="3:1")  # the round limit ends the game
    colours = {e.seat: e.prompt.colour for e in events if e.prompt and e.prompt.trigger.startswith("epilogue")}
    from cardtable.games.chicks_with_disks import prompts
    assert colours[1] == prompts.COLOUR["C"]


# -- Mission Points, the Disk and winning ---------------------------------------

def win_raid(state, seat=1):
    state = play(state, seat, rules.TARGET, slot="2:1")
    state = play(stack(state, "KD"), seat, rules.DRAW)
    return play(state, seat, rules.MOVE, slot="3:1")


def test_three_mission_points_take_the_disk():
    state = attrs.evolve(raid_ready(), mission=(0, 2, 0))
    state, events = act(win_raid(state), 1, rules.REWARD, choice="mission")
    assert state.mission[1] == 3 and state.disk == 1
    assert any(e.kind == "disk" for e in events)


def test_no_disk_if_someone_already_holds_it():
    state = attrs.evolve(raid_ready(), mission=(0, 2, 0), disk=0)
    state = play(win_raid(state), 1, rules.REWARD, choice="mission")
    assert state.mission[1] == 3 and state.disk == 0


def test_disk_holder_ending_on_the_centre_wins():
    state = attrs.evolve(begin(), disk=1)
    state = reveal(put(turn(state, 1), 1, "3:2"), "4:2")
    state = play(play(state, 1, rules.EVADE), 1, rules.FLIP, slot="4:2")
    state, events = act(state, 1, rules.MOVE, slot="5:2")
    result = GAME.result(state)
    assert result is not None and result.winners == (1,) and state.phase == rules.OVER
    assert triggers(events)[-4:] == ["win", "epilogue", "epilogue", "epilogue-winner"]
    assert [e.seat for e in events if e.prompt and e.prompt.trigger == "epilogue"] == [2, 0]
    assert GAME.to_act(state) == ()


def test_raiding_the_centre_with_the_disk_wins_on_arrival_before_the_draw():
    # Old rule: the win waited for the end of the turn, so a holder who *lost*
    # this raid won and one who won it was moved off the centre.
    state = attrs.evolve(begin(), disk=1)
    state = play(put(turn(state, 1), 1, "4:2"), 1, rules.RAID)
    draw_before = state.draw
    state, events = act(state, 1, rules.TARGET, slot="5:2")
    assert state.phase == rules.OVER and GAME.result(state).winners == (1,)
    assert state.draw == draw_before  # nobody drew: the room's value never mattered
    assert triggers(events)[:2] == ["room", "win"] and "raid-before" not in triggers(events)


def test_moving_onto_the_centre_after_a_won_raid_wins_before_the_reward():
    state = attrs.evolve(begin(), disk=1)
    state = reveal(put(turn(state, 1), 1, "3:2"), "4:2")
    state = play(play(state, 1, rules.RAID), 1, rules.TARGET, slot="4:2")  # the K♠
    state = play(stack(state, "KD"), 1, rules.DRAW)  # 13 + 10 (Superhuman in Spades) beats 13
    assert state.phase == rules.RAID_MOVE
    state, events = act(state, 1, rules.MOVE, slot="5:2")
    assert state.phase == rules.OVER and GAME.result(state).winners == (1,)
    assert state.mission == (0, 0, 0) and "mission-point" not in triggers(events)


def test_a_third_mission_point_while_standing_on_the_centre_wins():
    state = attrs.evolve(begin(), mission=(0, 2, 0))
    state = put(state, 2, "5:2")  # a rival there: no duel, the game is already won
    state = reveal(put(turn(state, 1), 1, "3:2"), "4:2")
    state = play(play(state, 1, rules.RAID), 1, rules.TARGET, slot="4:2")
    state = play(play(stack(state, "KD"), 1, rules.DRAW), 1, rules.MOVE, slot="5:2")
    assert state.phase == rules.RAID_REWARD  # no Disk yet: being on the centre is nothing
    state, events = act(state, 1, rules.REWARD, choice="mission")
    assert state.disk == 1 and state.phase == rules.OVER and GAME.result(state).winners == (1,)
    assert [e.kind for e in events].index("disk") < [e.kind for e in events].index("win")
    assert "duel-before" not in triggers(events)


def test_the_holder_arriving_where_a_rival_stands_wins_without_a_duel():
    # Old rule: she duelled the rival there and could lose the Disk to her,
    # and the rival then won at the end of someone else's turn.
    state = attrs.evolve(begin(), disk=1)
    state = put(state, 2, "5:2")
    state = play(put(turn(state, 1), 1, "4:2"), 1, rules.RAID)
    state, events = act(state, 1, rules.TARGET, slot="5:2")
    assert GAME.result(state).winners == (1,)
    assert "duel-before" not in triggers(events)


def test_taking_the_disk_in_a_duel_on_the_centre_wins_at_once():
    # A hand-placed table (in play a holder on the centre has already won):
    # the Disk changes hands on the centre, so the duel's winner has it there.
    state = attrs.evolve(begin(), disk=2)
    state = put(state, 2, "5:2")
    state = reveal(put(turn(state, 1), 1, "6:2"), "5:2")
    state = play(play(state, 1, rules.RAID), 1, rules.TARGET, slot="5:2")
    state = play(stack(state, "2D", "KD", "AD"), 1, rules.DRAW)  # 2 + 0 loses the raid
    assert state.phase == rules.DUEL_DRAW
    state = play(state, 1, rules.DUEL_DRAW_ACTION)  # 13 + 0 against 1 + 10
    state = play(state, 1, rules.PASS)
    state, events = act(state, 2, rules.CONCEDE)
    assert state.disk == 1 and state.phase == rules.OVER and GAME.result(state).winners == (1,)
    assert "win" in triggers(events) and state.duel is None


def test_evading_past_the_centre_is_not_being_on_it():
    state = attrs.evolve(begin(), disk=1)
    state = reveal(put(turn(state, 1), 1, "4:2"), "6:2")
    state = play(play(state, 1, rules.EVADE), 1, rules.FLIP, slot="5:2")
    assert state.phase == rules.EVADE_MOVE and GAME.result(state) is None
    state = play(state, 1, rules.MOVE, slot="6:2")
    assert GAME.result(state) is None and state.current == 2


def test_centre_without_the_disk_does_not_win():
    state = reveal(put(turn(begin(), 1), 1, "3:2"), "4:2")
    state = play(play(state, 1, rules.EVADE), 1, rules.FLIP, slot="4:2")
    state = play(state, 1, rules.MOVE, slot="5:2")
    assert GAME.result(state) is None and state.current == 2


# -- the draw pile ------------------------------------------------------------------

def test_empty_draw_pile_reshuffles_the_discard():
    state = raid_ready()
    state = attrs.evolve(state, draw=(), discard=state.draw)
    before = Counter(GAME.census(state))
    state, events = act(play(state, 1, rules.TARGET, slot="2:1"), 1, rules.DRAW)
    assert any(e.kind == "reshuffle" for e in events)
    assert len(state.discard) == 1 and len(state.draw) == 24
    assert Counter(GAME.census(state)) == before


def test_no_cards_at_all_skips_the_draw():
    state = raid_ready()
    state = attrs.evolve(state, draw=(), discard=())
    state, events = act(play(state, 1, rules.TARGET, slot="1:2"), 1, rules.DRAW)
    assert any(e.kind == "skip" and "skipped" in e.text for e in events)
    assert state.phase == rules.CHOOSE  # 0 + 10 does not beat the 10♠


# -- round limit ------------------------------------------------------------------

def test_round_limit_gives_the_win_to_the_disk_holder():
    state = attrs.evolve(begin(options={"round_cap": 5}), round=5, mission=(1, 2, 0), disk=0)
    state = put(turn(state, 0), 0, "1:1")  # seat 0 is last in turn order (1, 2, 0)
    state = play(play(state, 0, rules.EVADE), 0, rules.FLIP, slot="2:1")
    state = play(state, 0, rules.MOVE, slot="3:1")
    assert GAME.result(state).winners == (0,) and state.end_reason == "cap"


def test_round_limit_without_disk_goes_to_most_mission_points():
    state = attrs.evolve(begin(options={"round_cap": 5}), round=5, mission=(1, 2, 2))
    state = put(turn(state, 0), 0, "1:1")
    state = play(play(state, 0, rules.EVADE), 0, rules.FLIP, slot="2:1")
    state = play(state, 0, rules.MOVE, slot="3:1")
    assert GAME.result(state).winners == (1, 2)
    assert GAME.result(state).scores == (1.0, 2.0, 2.0)  # the scores are Mission Points


def test_the_standings_rank_the_losers_by_mission_points():
    from cardtable.app.statistics import standings

    # Player 2 raids the centre holding the Disk and wins as she steps on it;
    # behind her, two players with two Mission Points share second place
    # above the one who found none.
    state = attrs.evolve(begin(4), disk=1, mission=(2, 1, 0, 2))
    state = reveal(put(turn(state, 1), 1, "4:2"), "5:2")
    state = play(play(state, 1, rules.RAID), 1, rules.TARGET, slot="5:2")
    result = GAME.result(state)
    assert result.winners == (1,) and result.scores == (2.0, 1.0, 0.0, 2.0)
    assert standings(result, state.names) == [
        (1, "Player 2", "1", True), (2, "Player 1", "2", False), (2, "Player 4", "2", False),
        (4, "Player 3", "0", False)]


def test_round_limit_zero_means_no_limit():
    state = attrs.evolve(begin(options={"round_cap": 0}), round=500, mission=(1, 2, 0))
    state = put(turn(state, 0), 0, "1:1")
    state = play(play(state, 0, rules.EVADE), 0, rules.FLIP, slot="2:1")
    state = play(state, 0, rules.MOVE, slot="3:1")
    assert GAME.result(state) is None and state.round == 501 and state.phase == rules.CHOOSE
    assert GAME.create(setup(3, {"round_cap": 0})).round_cap == 0
    with pytest.raises(BadOptions):
        GAME.create(setup(3, {"round_cap": -1}))


def test_round_counts_from_the_first_player():
    state = begin()
    assert state.round == 1
    for seat in (1, 2, 0):
        state = play(state, seat, rules.ENTER, slot="1:1")
    assert state.round == 2 and state.current == 1


# -- misc -----------------------------------------------------------------------------

def test_unknown_and_malformed_actions_are_rejected():
    state = raid_ready()
    for bad in (Action.of("fly"), Action.of(rules.TARGET, slot=5), Action.of(rules.TARGET),
                Action.of(rules.TARGET, slot="2:1", extra=1), Action.of(rules.DRAW)):
        with pytest.raises(IllegalAction) as err:
            GAME.checked_apply(state, 1, bad)
        assert str(err.value)
    with pytest.raises(IllegalAction):
        GAME.checked_apply(state, 0, Action.of(rules.TARGET, slot="2:1"))


def test_bot_with_the_disk_raids_the_centre_however_strong_the_room():
    # The old bot scored a centre raid higher the less likely it was to win it
    # (losing left it on the centre); now stepping on wins before the draw.
    from cardtable.games.chicks_with_disks import bot
    import random
    state = attrs.evolve(begin(), disk=1)
    state = reveal(put(turn(state, 1), 1, "4:2"), "5:2")
    state = play(state, 1, rules.RAID)
    choice = bot.choose(state, 1, random.Random(3))
    assert choice == Action.of(rules.TARGET, slot="5:2")
    assert GAME.result(play(state, 1, rules.TARGET, slot="5:2")).winners == (1,)


def test_a_save_from_older_rules_says_so_when_it_cannot_be_replayed():
    # Under rules version 1 a Disk holder who lost a raid on the centre played
    # on until the end of her turn; such moves cannot be replayed any more,
    # and the message says the save is from older rules.
    from cardtable.engine.match import Match
    from cardtable.engine.record import Record, RecordError

    assert GAME.rules_version > 1
    actions = [(0, Action.of(rules.DEAL_GRID))] + [(s, Action.of(rules.DRAW_FIRST)) for s in range(3)]
    actions += [(s, Action.of(rules.SHEET_DONE)) for s in (1, 2, 0)]
    assert Match.from_record(GAME, Record(GAME.id, setup(), tuple(actions), (), 1)).state.phase == rules.CHOOSE
    old = Record(GAME.id, setup(), tuple(actions) + ((0, Action.of(rules.RAID)),), (), 1)
    with pytest.raises(RecordError, match="older Chicks With Disks rules, version 1"):
        Match.from_record(GAME, old)
