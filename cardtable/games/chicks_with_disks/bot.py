"""A Chicks With Disks bot with a simple plan.

- While nobody holds the Disk it raids the rooms it is most likely to beat
  and takes Mission Points.
- Holding the Disk, it heads for the centre: the holder wins the moment her
  token is on it (raiding it from next door wins before the draw; an Evade
  from two steps out lands on it for sure), and on the way it steers clear
  of rivals it cannot beat.
- When a rival holds the Disk it collects Upper Hands over her and hunts her
  down for a duel.
- In duels it plays Upper Hands only while they can still turn the duel,
  passes when ahead and concedes a lost cause without wasting them.
"""

from __future__ import annotations

import random
from functools import lru_cache

from cardtable.engine.cards import card, standard_deck
from cardtable.engine.i18n import _
from cardtable.engine.memo import Memo
from cardtable.engine.protocol import Action
from cardtable.engine.story import capitalised

from .characters import example_for
from .grid import CENTRE, Board, board, parse_slot, slot_name
from .rules import (CHOOSE, CONCEDE, DEAL, DEAL_GRID, DUEL_BID, DUEL_DOWNGRADE, DUEL_UPGRADE, ENTER,
                    EVADE, EVADE_FLIP, EVADE_MOVE, MISSION_POINTS_FOR_DISK, MODIFIER, PASS, RAID, RAID_MOVE,
                    RAID_REWARD, RAID_TARGET, REWARD, SHEET, SHEET_DONE, SHEET_FIELDS, SHEETS, SUIT_INDEX,
                    UPPER_HAND, UPPER_HAND_VALUE, State, duel_totals, legal_actions, name, plain_action,
                    superhuman_suit, to_act, upper_action)

SEARCH_RATE = 0.35  # search iterations per ms on the reference machine (measured once, written here)

_DECK = standard_deck()
_MISSION = Action.of(REWARD, choice="mission")
_RANK_SUIT = tuple((c, card(c).rank, SUIT_INDEX[card(c).suit]) for c in _DECK)
_ESCAPED = 1000.0  # worth of a move that puts the Disk on the centre: the game is won


def choose(state: State, seat: int, rng: random.Random) -> Action:
    if seat not in to_act(state):
        raise ValueError("the bot was asked to move when it cannot")
    phase = state.phase
    # Decisions that need no list of the moves (there is always more than one).
    if phase == DEAL:
        return plain_action(DEAL_GRID)
    if phase == SHEETS:
        return _sheet(state, seat)
    if phase == RAID_REWARD:
        return _reward(state, seat)
    actions = legal_actions(state, seat)
    if len(actions) == 1:
        return actions[0]
    if phase == DUEL_BID:
        return _bid(state, seat, actions)
    if phase in (DUEL_UPGRADE, DUEL_DOWNGRADE):
        # Lift the weakest suit first (Bane to Neutral before Neutral to
        # Motif); give up a Neutral before a Motif, a Motif before a Superhuman.
        return min(actions, key=lambda a: (state.ranks[seat][SUIT_INDEX[a["suit"]]], rng.random()))
    if phase == CHOOSE and actions[0].kind == ENTER:
        return _enter(state, seat, actions, rng)
    plan = _planner(state, seat)
    if phase == CHOOSE:
        kind, _worth = plan.best_turn(rng)
        return plain_action(kind)
    if phase == RAID_TARGET:
        return _pick(actions, plan.raid_value, rng)
    if phase in (RAID_MOVE, EVADE_MOVE):
        return _pick(actions, plan.score, rng)
    if phase == EVADE_FLIP:
        return _pick(actions, plan.evade_value, rng)
    return actions[0]


def _pick(actions, value, rng: random.Random) -> Action:
    """The action whose slot is worth most by ``value``; ties go by chance."""
    return max(actions, key=lambda a: (value(_slot_of(a)), rng.random()))


@lru_cache(maxsize=256)
def _slot_of(action: Action) -> int:
    """The slot an action names (the rules offer the same few again and again)."""
    return parse_slot(action["slot"])


def _sheet(state: State, seat: int) -> Action:
    for i, field in enumerate(SHEET_FIELDS):
        if not state.sheets[seat][i]:
            return _sheet_entry(superhuman_suit(state, seat), seat, field)
    return plain_action(SHEET_DONE)


@lru_cache(maxsize=64)
def _sheet_entry(suit: str, seat: int, field: str) -> Action:
    """What the bot writes in ``field`` of its sheet: the example heroine's."""
    return Action.of(SHEET, field=field, text=getattr(example_for(suit, seat), field))


def _enter(state: State, seat: int, actions, rng: random.Random) -> Action:
    def crowd(a: Action) -> int:
        slot = _slot_of(a)
        return sum(1 for p in state.pos if p == slot)
    return min(actions, key=lambda a: (crowd(a), rng.random()))


def _reward(state: State, seat: int) -> Action:
    if state.disk is None and state.mission[seat] < MISSION_POINTS_FOR_DISK:
        return _MISSION
    if state.disk is not None and state.disk != seat:
        return upper_action(state.disk)
    # Holding the Disk (or nothing left to find): arm against the nearest rival.
    here = state.pos[seat]
    dist = board(state.grid, state.face_up).steps(here)
    rivals = [s for s in range(state.n) if s != seat and state.pos[s] is not None]
    if not rivals:
        return upper_action((seat + 1) % state.n)
    target = min(rivals, key=lambda s: (dist.get(state.pos[s], 99), s))
    return upper_action(target)


def _bid(state: State, seat: int, actions) -> Action:
    duel = state.duel
    mine_side = 0 if seat == duel.attacker else 1
    totals = duel_totals(state)
    mine, theirs = totals[mine_side], totals[1 - mine_side]
    kinds = {a.kind for a in actions}
    if mine > theirs and PASS in kinds:
        return plain_action(PASS)
    other = duel.defender if seat == duel.attacker else duel.attacker
    have = state.upper[seat][other]
    need = (theirs - mine) // UPPER_HAND_VALUE + 1  # Upper Hands to get strictly ahead
    if UPPER_HAND in kinds and need <= have:
        return plain_action(UPPER_HAND)
    if mine == theirs and PASS in kinds:
        return plain_action(PASS)
    return plain_action(CONCEDE) if CONCEDE in kinds else actions[0]


class _Planner:
    """Scores where the bot would like its token to end up."""

    def __init__(self, state: State, seat: int, board: Board) -> None:
        self.state = state
        self.seat = seat
        self.here = state.pos[seat]
        self.board = board
        self._reach = board.reach
        self._rivals = {p for s, p in enumerate(state.pos) if s != seat}  # slots with a rival's token
        self._p_win: list[float] | None = None
        self._scores: dict[int, float] = {}
        self._raids: dict[int, float] = {}
        self._next: dict[int, float] = {}
        if state.disk == seat:
            self.mode = "escape"
            self.dist = board.steps(CENTRE)
        elif state.disk is not None and state.pos[state.disk] is not None:
            self.mode = "hunt"
            self.dist = board.steps(state.pos[state.disk])
        else:
            self.mode = "missions"
            self.dist = board.steps(CENTRE)

    def p_win(self, slot: int) -> float:
        """The chance to beat the room at ``slot``."""
        return self._p_wins()[slot]

    def _p_wins(self) -> list[float]:
        if self._p_win is None:
            self._p_win = _p_wins(self.board, self.state.ranks[self.seat])
        return self._p_win

    def _duel_edge(self, slot: int) -> float:
        """Rough worth of ending on ``slot`` because of the rivals there (only
        asked about slots in ``self._rivals``)."""
        st = self.state
        value = 0.0
        for s in range(st.n):
            if s == self.seat or st.pos[s] != slot:
                continue
            edge = st.upper[self.seat][s] - st.upper[s][self.seat]
            if st.face_up[slot]:
                suit = card(st.grid[slot]).suit
                i = SUIT_INDEX[suit]
                edge += (MODIFIER[st.ranks[self.seat][i]] - MODIFIER[st.ranks[s][i]]) / 5
            if self.mode == "escape":
                value += -3.0 if edge <= 1 else -0.5
            elif self.mode == "hunt" and s == st.disk:
                value += 4.0 + edge if edge >= 0 else -1.0
            else:
                value += 0.3 * edge
        return value

    def score(self, slot: int) -> float:
        cached = self._scores.get(slot)
        if cached is None:
            cached = self._scores[slot] = self._score(slot)
        return cached

    def _score(self, slot: int) -> float:
        d = self.dist.get(slot, 30)
        edge = self._duel_edge(slot) if slot in self._rivals else 0.0
        if self.mode == "escape":
            if slot == CENTRE:
                return _ESCAPED  # she wins on arrival: no duel there, nothing after
            return -2.0 * d + edge
        if self.mode == "hunt":
            return -1.0 * d + edge
        # Missions: stay near the middle and near rooms worth raiding.
        p_win = self._p_wins()
        near = max([p_win[j] for j in (slot,) + self._reach[slot]])
        return -0.15 * d + 0.8 * near + edge

    def _reward_value(self) -> float:
        if self.mode == "missions":
            return 3.0
        if self.mode == "hunt":
            return 1.5
        return 0.3

    def raid_value(self, target: int) -> float:
        got = self._raids.get(target)
        if got is None:
            got = self._raids[target] = self._raid_value(target)
        return got

    def _raid_value(self, target: int) -> float:
        if self.mode == "escape" and target == CENTRE and target != self.here:
            return _ESCAPED  # stepping onto the centre wins before the draw, whatever the room
        p = self.p_win(target)
        return p * (self._best_next(target) + self._reward_value()) + (1 - p) * self.score(target)

    def evade_value(self, flip: int) -> float:
        # Orthogonal neighbours are known now; links of a face-down card are not.
        return self._best_next(flip)

    def _best_next(self, slot: int) -> float:
        """The best score one move on from ``slot``."""
        got = self._next.get(slot)
        if got is None:
            got = self._next[slot] = max(map(self.score, self._reach[slot]))
        return got

    def best_turn(self, rng: random.Random) -> tuple[str, float]:
        raid = max(map(self.raid_value, self.board.around(self.here)))
        evade = max(map(self.evade_value, self._reach[self.here]))
        if self.mode == "missions":
            evade -= 0.5  # raiding is how Mission Points are found
        return (RAID, raid) if raid >= evade else (EVADE, evade)


# A planner reads only the seat, the grid, the tokens, the Disk, the suit
# levels and the Upper Hands. A turn's declaration and its raid target (or
# evade card) are chosen one step apart on the same table, so the second
# decision reuses the first one's planner and the scores it worked out.
_PLANNERS = Memo(32)


def _planner(state: State, seat: int) -> _Planner:
    on = board(state.grid, state.face_up)
    key = (seat, on, state.pos, state.disk, state.ranks, state.upper)
    plan = _PLANNERS.get(key)
    if plan is None:
        plan = _PLANNERS.keep(key, _Planner(state, seat, on))
    return plan


# The chance to beat each room of the deck (by card id) for a raider with
# given suit levels: a Chicks With Disks card plus the raider's modifier
# must beat the room's number; every draw from A to K is taken as equally
# likely. There are only so many sets of suit levels (4 levels, 4 suits).
_ODDS: dict[tuple[int, ...], dict[str, float]] = {}


def _odds(ranks: tuple[int, ...]) -> dict[str, float]:
    got = _ODDS.get(ranks)
    if got is None:
        mods = [MODIFIER[lv] for lv in ranks]
        got = _ODDS[ranks] = {cid: min(13, max(0, 13 - (rank - mods[suit]))) / 13
                              for cid, rank, suit in _RANK_SUIT}
    return got


# The chance to beat each room of a grid depends only on which cards are face
# up and on the raider's suit levels; the same few questions come up between
# flips, so the answers are kept for a few grids. Callers only read them.
_P_WINS = Memo(256)


def _p_wins(on: Board, ranks: tuple[int, ...]) -> list[float]:
    """The chance to beat the room at each slot of ``on`` for a raider with
    suit levels ``ranks``."""
    key = (on, ranks)
    got = _P_WINS.get(key)
    if got is None:
        odds = _odds(ranks)
        hidden = 0.5
        if not all(on.face_up):
            # Every face-down room is the same unknown: the average over the
            # cards not face up on the grid, added up in deck order.
            seen = {c for c, up in zip(on.grid, on.face_up) if up}
            unseen = [odds[c] for c in _DECK if c not in seen]
            total = 0.0
            for p in unseen:
                total += p
            hidden = total / len(unseen) if unseen else 0.5
        got = [odds[c] if up else hidden for c, up in zip(on.grid, on.face_up)]
        _P_WINS.keep(key, got)
    return got


# -- hints ---------------------------------------------------------------------------

def _place(slot: int) -> str:
    return _("the Centre") if slot == CENTRE else slot_name(slot)


def _aim(state: State, seat: int, plan: _Planner) -> str:
    """What the bot is after, by its plan's mode, as a sentence."""
    if plan.mode == "escape":
        return _("You hold the Disk: head for the Centre, where you win the moment you stand on it.")
    if plan.mode == "hunt":
        return _("{name} holds the Disk: hunt her down for a duel.").format(name=name(state, state.disk))
    return _("Nobody holds the Disk yet: raid rooms you are likely to beat, for Mission Points.")


def reason(state: State, seat: int, action: Action) -> str | None:
    """Why :func:`choose` makes ``action``, in a sentence for a hint (from
    the grid's face-up cards, the tokens and the sheets: what every player sees)."""
    kind = action.kind
    phase = state.phase
    if kind == SHEET:
        return _("These are the example heroine's words: take them, or write your own.")
    if kind == SHEET_DONE:
        return _("Every line of your character sheet is written.")
    if kind == ENTER:
        return _("Enter at the corner with the fewest rivals.")
    if kind == REWARD:
        if action.get("choice") == "mission":
            return _("Mission Points find the Disk: {count} of them and it is yours.").format(
                count=MISSION_POINTS_FOR_DISK)
        over = action.get("over")
        if state.disk is not None and over == state.disk:
            return _("An Upper Hand over {name}, who holds the Disk: it helps in the duel to come.").format(
                name=name(state, over))
        return _("An Upper Hand over {name}, the nearest rival: it helps if she comes for you.").format(
            name=name(state, over))
    if phase == DUEL_BID:
        if kind == PASS:
            return _("You are not behind in the duel: pass and keep your Upper Hands.")
        if kind == UPPER_HAND:
            return _("An Upper Hand takes you ahead in the duel.")
        if kind == CONCEDE:
            return _("Your Upper Hands cannot turn this duel: concede without wasting them.")
        return None
    if phase == DUEL_UPGRADE:
        return _("Lift your weakest suit first.")
    if phase == DUEL_DOWNGRADE:
        return _("Give up a Neutral before a Motif, and a Motif before your Superhuman suit.")
    if phase not in (CHOOSE, RAID_TARGET, RAID_MOVE, EVADE_MOVE, EVADE_FLIP) or state.pos[seat] is None:
        return None
    plan = _planner(state, seat)
    aim = _aim(state, seat, plan)
    if kind == RAID:
        return aim
    if kind == EVADE:
        return _("Slipping past takes you somewhere better than a raid would. {aim}").format(aim=aim)
    slot = action.get("slot")
    if not isinstance(slot, str):
        return None
    i = parse_slot(slot)
    if phase == RAID_TARGET:
        if plan.mode == "escape" and i == CENTRE:
            return _("Raiding the Centre wins the game before the draw.")
        return _("The best room to raid, {percent}% to beat it. {aim}").format(
            percent=round(100 * plan.p_win(i)), aim=aim)
    if phase == EVADE_FLIP:
        return _("Slipping past {place} leads on best. {aim}").format(place=_place(i), aim=aim)
    if i == CENTRE and plan.mode == "escape":
        return _("Onto the Centre: holding the Disk there wins the game.")
    return capitalised(_("{place} is the best place to end up. {aim}").format(place=_place(i), aim=aim))
