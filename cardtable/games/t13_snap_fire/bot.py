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
from cardtable.engine.i18n import N_, _
from cardtable.engine.protocol import Action

from .rules import (
    ACTIONS, BEGIN, BID, BIDDING, CHOOSE, CHOOSING, EBBING, END_PHASE, FAILURE, FLOWING, LATE_MISCALL, OPEN,
    PASS, SETUP, SNAP, WAIVE, State, best_match, legal_actions, pips, snap_target,
)
from .words import bot_reading

SEARCH_RATE = 0.85  # search iterations per ms on the reference machine (measured once, written here)


def choose(state: State, seat: int, rng: random.Random) -> Action:
    actions = legal_actions(state, seat)
    if not actions:
        raise ValueError("the bot was asked to move when it cannot")
    kinds = {a.kind for a in actions}
    if FAILURE in kinds:
        ch, cause = state.pending[0]
        outcome = rng.choice(("Obstacle", "Obstacle", "Wound", "Test"))
        # in English in the move (a record is the same in any language), shown in the reader's language
        return Action.of(FAILURE, outcome=outcome, text=bot_reading(state, ch, cause, N_))
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


# -- hints ---------------------------------------------------------------------------

def reason(state: State, seat: int, action: Action) -> str | None:
    """Why :func:`choose` makes ``action``, in a sentence for a hint."""
    kind = action.kind
    ch = action.get("character")
    who = state.chars[ch] if isinstance(ch, int) and 0 <= ch < len(state.chars) else None
    target = snap_target(state)
    if kind == SNAP and who is not None and target is not None:
        _level, match = best_match(target, who.pool)
        if match is not None:
            return _("{name} holds the {match}, the same pips as the {card}: a Snap that wins the claim.").format(
                name=who.name, match=card(match).short, card=card(target).short)
    if kind == WAIVE and who is not None:
        if target:
            return _("No Snap of {name}'s would win the {card}: let it go.").format(name=who.name,
                                                                                   card=card(target).short)
        return _("No Snap of {name}'s would win this card: let it go.").format(name=who.name)
    if kind == FAILURE:
        return _("Any reading of the Snap-Failure will do: an Obstacle is the commonest, a Wound or a Test harsher.")
    if kind == BEGIN:
        return _("The cast is ready: begin the Ordeal.")
    if kind == CHOOSE and who is not None:
        return _("The Flowing side bids, and one Ebbing character with them: let {name} bid.").format(name=who.name)
    if kind == OPEN:
        return _("The Flowing side and one Ebbing character are chosen: open the bidding.")
    if kind == END_PHASE:
        return _("Everyone has acted: end the Phase.")
    if kind == BID and who is not None and state.snap is not None:
        return _("A bid that grows with the card's pips ({pips}) while {name} keeps a little Sway in "
                 "reserve.").format(pips=pips(state.snap), name=who.name)
    if kind == PASS and who is not None:
        return _("{name} has too little Sway to spend on a low card: no bid.").format(name=who.name)
    return None
