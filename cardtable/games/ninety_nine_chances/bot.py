"""A 99 Chances bot: it plays the cards, judges Plans and bids for Hero.

Its narration stays empty. It judges a Plan by the storyteller's Resources
against their Problems (more Resources, better odds), backs its own Plans
with its highest card, bids lower the more Resources it has to lose, and
votes for the pitch that would win anyway without consensus, so a table of
bots agrees at once.
"""

from __future__ import annotations

import random

from cardtable.engine.protocol import Action

from . import rules
from .rules import State


def _closest(cards, target: float, rng: random.Random) -> str:
    return min(cards, key=lambda c: (abs(int(c) - target), rng.random()))


def estimate(state: State, storyteller: int) -> float:
    """How likely the bot thinks a Plan is to succeed, 1–99."""
    res = len(state.resources[storyteller])
    prob = len(state.problems[storyteller])
    return max(5.0, min(95.0, 35.0 + 8.0 * res - 6.0 * (prob - 1)))


def bid_target(state: State, seat: int) -> float:
    """Aim lower the more there is to lose: over the Finale loses everything."""
    return max(8.0, min(70.0, 55.0 - 4.0 * len(state.resources[seat])))


def choose(state: State, seat: int, rng: random.Random) -> Action:
    phase = state.phase
    hand = state.hands[seat]
    if phase == rules.THEMES:
        a, b = rng.sample(list(hand), 2)
        return Action.of(rules.A_THEME, a=a, b=b, text="")
    if phase == rules.VOTE:
        pitched = [p for p in state.pitches if p is not None]
        best = min(pitched, key=lambda p: int(p.cards[0]))
        return Action.of(rules.A_VOTE, player=best.seat)
    if phase == rules.ROLES:
        return Action.of(rules.A_ROLE, text="")
    if phase == rules.RESOURCES:
        card = _closest(hand, 50, rng)  # keep the extremes for judging and bidding
        others = [s for s in range(state.n) if s != seat]
        fresh = [s for s in others if s not in rules.involved_so_far(state)]  # bring someone new in
        return Action.of(rules.A_RESOURCE, card=card, involves=rng.choice(fresh or others), text="")
    if phase == rules.TROUBLE:
        targets = rules.problem_targets(state, seat)
        # trouble for whoever is doing best
        target = max(targets, key=lambda s: (len(state.resources[s]) - len(state.problems[s]), rng.random()))
        card = _closest(hand, 50, rng)
        return Action.of(rules.A_PROBLEM, card=card, target=target)
    if phase == rules.PLAN:
        return Action.of(rules.A_PLAN, problem=state.problems[seat][0], text="")
    if phase == rules.EVALUATE:
        plan = state.plan
        teller = plan.storyteller if plan is not None else seat
        if teller == seat:
            card = max(hand, key=int)  # believe in your own Plan
        else:
            card = _closest(hand, estimate(state, teller) + rng.uniform(-10, 10), rng)
        return Action.of(rules.A_EVALUATE, card=card)
    if phase == rules.KEEP:
        return Action.of(rules.A_KEEP, text="")
    if phase == rules.FLIP:
        return Action.of(rules.A_FLIP)
    if phase == rules.CLIMAX_LEAD:
        pick = seat if seat in state.tied else rng.choice(state.tied)
        return Action.of(rules.A_LEAD, player=pick)
    if phase == rules.FRAME:
        return Action.of(rules.A_FRAME, text="")
    if phase == rules.BIDS:
        return Action.of(rules.A_BID, card=_closest(hand, bid_target(state, seat), rng), text="")
    if phase == rules.FINALE:
        return Action.of(rules.A_FINALE)
    if phase == rules.DENOUEMENT:
        return Action.of(rules.A_ENDING, text="")
    legal = rules.legal_actions(state, seat)
    if not legal:
        raise ValueError("the bot was asked to move when it cannot")
    return legal[0]


# -- hints ---------------------------------------------------------------------------

def reason(state: State, seat: int, action: Action) -> str | None:
    """Why :func:`choose` makes ``action``, in a sentence for a hint (from
    the table and the seat's own hand: what the seat sees)."""
    kind = action.kind
    names = state.names
    if kind == rules.A_THEME:
        return "Any two of your cards make a pitch; what matters is the story you tell with them."
    if kind == rules.A_VOTE:
        return "The pitch with the lowest card would win without a consensus anyway: voting for it agrees at once."
    if kind == rules.A_RESOURCE:
        other = action.get("involves")
        fresh = (f", and it brings {names[other]} into the story"
                 if isinstance(other, int) and other not in rules.involved_so_far(state) else "")
        return f"A card near the middle, keeping your highest and lowest for judging and bidding{fresh}."
    if kind == rules.A_PROBLEM:
        target = action.get("target")
        who = names[target] if isinstance(target, int) and 0 <= target < len(names) else "the leader"
        return f"Trouble for whoever is doing best: {who} has the most Resources for their Problems."
    if kind == rules.A_EVALUATE:
        plan = state.plan
        teller = plan.storyteller if plan is not None else seat
        if teller == seat:
            return "It is your own Plan: back it with your highest card."
        odds = round(estimate(state, teller))
        res, prob = len(state.resources[teller]), len(state.problems[teller])
        return (f"{names[teller]} has {res} Resource{'s' if res != 1 else ''} against {prob} "
                f"Problem{'s' if prob != 1 else ''}: the Plan's odds look about {odds} in 100.")
    if kind == rules.A_BID:
        have = len(state.resources[seat])
        return (f"Bid lower the more you have to lose: going over the Finale costs all {have} of your "
                f"Resources." if have else "You have no Resources to lose: you can bid fairly high.")
    if kind == rules.A_LEAD:
        if action.get("player") == seat:
            return "You are among the tied players: lead the Climax yourself."
        return "You are not among the tied players: any of them may lead the Climax."
    if kind == rules.A_PLAN:
        return "Tackle the Problem you were given first; the order is yours to choose."
    return None
