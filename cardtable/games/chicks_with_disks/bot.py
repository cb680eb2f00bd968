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
from collections import deque

from cardtable.engine.cards import card, standard_deck
from cardtable.engine.protocol import Action

from .characters import example_for
from .grid import CENTRE, adjacent, parse_slot
from .rules import (CHOOSE, CONCEDE, DEAL, DEAL_GRID, DUEL_BID, DUEL_DOWNGRADE, DUEL_UPGRADE, ENTER,
                    EVADE, EVADE_FLIP, EVADE_MOVE, MISSION_POINTS_FOR_DISK, MODIFIER, PASS, RAID, RAID_MOVE,
                    RAID_REWARD, RAID_TARGET, REWARD, SHEET, SHEET_DONE, SHEET_FIELDS, SHEETS, SUIT_INDEX,
                    UPPER_HAND, UPPER_HAND_VALUE, State, duel_totals, legal_actions, superhuman_suit)

_DECK = standard_deck()
_ESCAPED = 1000.0  # worth of a move that puts the Disk on the centre: the game is won


def choose(state: State, seat: int, rng: random.Random) -> Action:
    actions = legal_actions(state, seat)
    if not actions:
        raise ValueError("the bot was asked to move when it cannot")
    phase = state.phase
    if phase == DEAL:
        return Action.of(DEAL_GRID)
    if phase == SHEETS:
        return _sheet(state, seat)
    if len(actions) == 1:
        return actions[0]
    if phase == RAID_REWARD:
        return _reward(state, seat, actions)
    if phase == DUEL_BID:
        return _bid(state, seat, actions)
    plan = _Planner(state, seat)
    if phase == CHOOSE:
        if actions[0].kind == ENTER:
            return _enter(state, seat, actions, rng)
        kind, _ = plan.best_turn(rng)
        return Action.of(kind)
    if phase == RAID_TARGET:
        return _pick(actions, lambda a: plan.raid_value(parse_slot(a["slot"])), rng)
    if phase in (RAID_MOVE, EVADE_MOVE):
        return _pick(actions, lambda a: plan.score(parse_slot(a["slot"])), rng)
    if phase == EVADE_FLIP:
        return _pick(actions, lambda a: plan.evade_value(parse_slot(a["slot"])), rng)
    if phase == DUEL_UPGRADE:
        # Lift the weakest suit first: Bane to Neutral before Neutral to Motif.
        return min(actions, key=lambda a: (state.ranks[seat][SUIT_INDEX[a["suit"]]], rng.random()))
    if phase == DUEL_DOWNGRADE:
        # Give up a Neutral before a Motif, a Motif before a Superhuman.
        return min(actions, key=lambda a: (state.ranks[seat][SUIT_INDEX[a["suit"]]], rng.random()))
    return actions[0]


def _pick(actions, value, rng: random.Random) -> Action:
    return max(actions, key=lambda a: (value(a), rng.random()))


def _sheet(state: State, seat: int) -> Action:
    ex = example_for(superhuman_suit(state, seat), seat)
    values = {"name": ex.name, "power": ex.power, "motifs": ex.motifs, "bane": ex.bane}
    for i, field in enumerate(SHEET_FIELDS):
        if not state.sheets[seat][i]:
            return Action.of(SHEET, field=field, text=values[field])
    return Action.of(SHEET_DONE)


def _enter(state: State, seat: int, actions, rng: random.Random) -> Action:
    def crowd(a: Action) -> int:
        slot = parse_slot(a["slot"])
        return sum(1 for p in state.pos if p == slot)
    return min(actions, key=lambda a: (crowd(a), rng.random()))


def _reward(state: State, seat: int, actions) -> Action:
    if state.disk is None and state.mission[seat] < MISSION_POINTS_FOR_DISK:
        return Action.of(REWARD, choice="mission")
    if state.disk is not None and state.disk != seat:
        return Action.of(REWARD, choice="upper", over=state.disk)
    # Holding the Disk (or nothing left to find): arm against the nearest rival.
    here = state.pos[seat]
    dist = _distances(state, here)
    rivals = [s for s in range(state.n) if s != seat and state.pos[s] is not None]
    if not rivals:
        return Action.of(REWARD, choice="upper", over=(seat + 1) % state.n)
    target = min(rivals, key=lambda s: (dist.get(state.pos[s], 99), s))
    return Action.of(REWARD, choice="upper", over=target)


def _bid(state: State, seat: int, actions) -> Action:
    duel = state.duel
    mine_side = 0 if seat == duel.attacker else 1
    totals = duel_totals(state)
    mine, theirs = totals[mine_side], totals[1 - mine_side]
    kinds = {a.kind for a in actions}
    if mine > theirs and PASS in kinds:
        return Action.of(PASS)
    other = duel.defender if seat == duel.attacker else duel.attacker
    have = state.upper[seat][other]
    need = (theirs - mine) // UPPER_HAND_VALUE + 1  # Upper Hands to get strictly ahead
    if UPPER_HAND in kinds and need <= have:
        return Action.of(UPPER_HAND)
    if mine == theirs and PASS in kinds:
        return Action.of(PASS)
    return Action.of(CONCEDE) if CONCEDE in kinds else actions[0]


def _distances(state: State, start: int) -> dict[int, int]:
    dist = {start: 0}
    queue = deque([start])
    while queue:
        i = queue.popleft()
        for j in adjacent(state.grid, state.face_up, i):
            if j not in dist:
                dist[j] = dist[i] + 1
                queue.append(j)
    return dist


class _Planner:
    """Scores where the bot would like its token to end up."""

    def __init__(self, state: State, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.here = state.pos[seat]
        self._p_hidden: float | None = None
        self._adj: dict[int, tuple[int, ...]] = {}
        self._scores: dict[int, float] = {}
        seen = {c for c, up in zip(state.grid, state.face_up) if up and c}
        self.unseen = [c for c in _DECK if c not in seen]
        if state.disk == seat:
            self.mode = "escape"
            self.dist = _distances(state, CENTRE)
        elif state.disk is not None and state.pos[state.disk] is not None:
            self.mode = "hunt"
            self.dist = _distances(state, state.pos[state.disk])
        else:
            self.mode = "missions"
            self.dist = _distances(state, CENTRE)

    def _p_beat(self, value: int, mod: int) -> float:
        # Chance that a card from the deck (A–K, about even) plus mod beats value.
        need = value - mod  # the draw must be strictly greater than this
        return min(13, max(0, 13 - need)) / 13

    def p_win(self, slot: int) -> float:
        st = self.state
        ranks = st.ranks[self.seat]
        if st.face_up[slot]:
            c = card(st.grid[slot])
            return self._p_beat(c.rank, MODIFIER[ranks[SUIT_INDEX[c.suit]]])
        if self._p_hidden is None:
            # Every face-down room is the same unknown: average over unseen cards.
            total = 0.0
            for cid in self.unseen:
                c = card(cid)
                total += self._p_beat(c.rank, MODIFIER[ranks[SUIT_INDEX[c.suit]]])
            self._p_hidden = total / len(self.unseen) if self.unseen else 0.5
        return self._p_hidden

    def adj(self, slot: int) -> tuple[int, ...]:
        out = self._adj.get(slot)
        if out is None:
            out = self._adj[slot] = adjacent(self.state.grid, self.state.face_up, slot)
        return out

    def _duel_edge(self, slot: int) -> float:
        """Rough worth of ending on ``slot`` because of the rivals there."""
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
        if self.mode == "escape":
            if slot == CENTRE:
                return _ESCAPED  # she wins on arrival: no duel there, nothing after
            return -2.0 * d + self._duel_edge(slot)
        if self.mode == "hunt":
            return -1.0 * d + self._duel_edge(slot)
        # Missions: stay near the middle and near rooms worth raiding.
        near = max(self.p_win(j) for j in (slot,) + self.adj(slot))
        return -0.15 * d + 0.8 * near + self._duel_edge(slot)

    def _reward_value(self) -> float:
        if self.mode == "missions":
            return 3.0
        if self.mode == "hunt":
            return 1.5
        return 0.3

    def raid_value(self, target: int) -> float:
        if self.mode == "escape" and target == CENTRE and target != self.here:
            return _ESCAPED  # stepping onto the centre wins before the draw, whatever the room
        p = self.p_win(target)
        after_win = max(self.score(j) for j in self.adj(target))
        return p * (after_win + self._reward_value()) + (1 - p) * self.score(target)

    def evade_value(self, flip: int) -> float:
        # Orthogonal neighbours are known now; links of a face-down card are not.
        return max(self.score(j) for j in self.adj(flip))

    def best_turn(self, rng: random.Random) -> tuple[str, float]:
        targets = {self.here} | set(self.adj(self.here))
        raid = max(self.raid_value(t) for t in targets)
        evade = max(self.evade_value(f) for f in self.adj(self.here))
        if self.mode == "missions":
            evade -= 0.5  # raiding is how Mission Points are found
        return (RAID, raid) if raid >= evade else (EVADE, evade)

