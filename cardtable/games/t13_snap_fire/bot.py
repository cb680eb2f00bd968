"""A Snap-fire bot, good enough for ``cardtable simulate`` and for NPCs.

It calls Snap whenever one of its characters holds a card of the same pips
that would win the claim (and never miscalls), lets the card go otherwise,
bids a Sway amount that grows with the card's pips while keeping a little
Sway in reserve, and as referee picks the Flowing side plus one Ebbing
character to bid, reads Snap-Failures as Obstacles or Wounds, and ends each
Phase once everyone has acted.
"""

from __future__ import annotations

import random

from cardtable.engine.cards import card
from cardtable.engine.protocol import Action

from .rules import (
    ACTIONS, BEGIN, BID, BIDDING, CHOOSE, CHOOSING, EBBING, END_PHASE, FAILURE, FLOWING, LATE_MISCALL, OPEN,
    PASS, SETUP, SNAP, WAIVE, State, best_match, legal_actions, pips, snap_target,
)


def choose(state: State, seat: int, rng: random.Random) -> Action:
    actions = legal_actions(state, seat)
    if not actions:
        raise ValueError("the bot was asked to move when it cannot")
    kinds = {a.kind for a in actions}
    if FAILURE in kinds:
        ch, cause = state.pending[0]
        outcome = rng.choice(("Obstacle", "Obstacle", "Wound", "Test"))
        return Action.of(FAILURE, outcome=outcome,
                         text=f"{state.chars[ch].name} {cause}; the moment turns against them.")
    for a in actions:
        if a.kind == SNAP and _good_snap(state, a["character"]):
            return a
    if SETUP == state.phase and seat == 0:
        return Action.of(BEGIN)
    if state.phase == CHOOSING and seat == 0:
        return _choose_bidders(state, actions)
    if state.phase == BIDDING:
        bids = [a for a in actions if a.kind in (BID, PASS)]
        if bids:
            return _bid(state, bids[0]["character"], rng)
    if state.phase == ACTIONS and Action.of(END_PHASE) in actions:
        return Action.of(END_PHASE)
    waives = [a for a in actions if a.kind == WAIVE]
    if waives:
        return waives[0]
    return rng.choice(actions)


def _good_snap(state: State, ch: int) -> bool:
    target = snap_target(state)
    if target is None:
        return False
    level, match = best_match(target, state.chars[ch].pool)
    if match is None:
        return False
    if state.taken_by == "bid" and state.late == LATE_MISCALL:
        return False
    return not (state.taken_by == "claim" and level <= state.claim_level)


def _choose_bidders(state: State, actions: list[Action]) -> Action:
    chosen = set(state.bidders)
    for side_wanted, limit in ((FLOWING, 99), (EBBING, 1)):
        have = sum(1 for i in chosen if state.chars[i].side == side_wanted)
        for a in actions:
            if a.kind == CHOOSE and state.chars[a["character"]].side == side_wanted and have < limit:
                return a
    return Action.of(OPEN)


def _bid(state: State, ch: int, rng: random.Random) -> Action:
    c = state.chars[ch]
    assert state.snap is not None
    want = pips(state.snap) // 4 + rng.randint(0, 1)
    amount = min(want, max(0, c.sway - 1))
    if amount <= 0 and c.sway <= 1 and card(state.snap).rank < 10:
        return Action.of(PASS, character=ch)
    return Action.of(BID, character=ch, amount=max(0, amount))
