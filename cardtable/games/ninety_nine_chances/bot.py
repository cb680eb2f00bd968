"""A 99 Chances bot: it plays the cards, judges Plans and bids for Hero.

Its narration stays empty. It judges a Plan by the storyteller's Resources
against their Problems (more Resources, better odds), backs its own Plans
with its highest card, bids lower the more Resources it has to lose, and
votes for the pitch that would win anyway without consensus, so a table of
bots agrees at once.
"""

from __future__ import annotations

import random

from cardtable.engine.i18n import _, ngettext
from cardtable.engine.protocol import Action

from . import rules
from .rules import State

SEARCH_RATE = 0.45  # search iterations per ms on the reference machine (measured once, written here)


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
        raise ValueError("the bot was asked to move when it cannot")  # i18n: not shown (a programming error)
    return legal[0]


# -- hints ---------------------------------------------------------------------------

def reason(state: State, seat: int, action: Action) -> str | None:
    """Why :func:`choose` makes ``action``, in a sentence for a hint (from
    the table and the seat's own hand: what the seat sees)."""
    kind = action.kind
    names = state.names
    if kind == rules.A_THEME:
        return _("Any two of your cards make a pitch; what matters is the story you tell with them.")
    if kind == rules.A_VOTE:
        return _("The pitch with the lowest card would win without a consensus anyway: voting for it agrees at once.")
    if kind == rules.A_RESOURCE:
        other = action.get("involves")
        if isinstance(other, int) and other not in rules.involved_so_far(state):
            return _("A card near the middle, keeping your highest and lowest for judging and bidding, and it "
                     "brings {name} into the story.").format(name=names[other])
        return _("A card near the middle, keeping your highest and lowest for judging and bidding.")
    if kind == rules.A_PROBLEM:
        target = action.get("target")
        if isinstance(target, int) and 0 <= target < len(names):
            return _("Trouble for whoever is doing best: {name} has the most Resources for their Problems.").format(
                name=names[target])
        return _("Trouble for whoever is doing best: the leader has the most Resources for their Problems.")
    if kind == rules.A_EVALUATE:
        plan = state.plan
        teller = plan.storyteller if plan is not None else seat
        if teller == seat:
            return _("It is your own Plan: back it with your highest card.")
        odds = round(estimate(state, teller))
        res, prob = len(state.resources[teller]), len(state.problems[teller])
        return _("{name} has {resources} against {problems}: the Plan's odds look about {odds} in 100.").format(
            name=names[teller], odds=odds,
            resources=ngettext("{n} Resource", "{n} Resources", res).format(n=res),
            problems=ngettext("{n} Problem", "{n} Problems", prob).format(n=prob))
    if kind == rules.A_BID:
        have = len(state.resources[seat])
        if not have:
            return _("You have no Resources to lose: you can bid fairly high.")
        return ngettext("Bid lower the more you have to lose: going over the Finale costs your only Resource.",
                        "Bid lower the more you have to lose: going over the Finale costs all {n} of your Resources.",
                        have).format(n=have)
    if kind == rules.A_LEAD:
        if action.get("player") == seat:
            return _("You are among the tied players: lead the Climax yourself.")
        return _("You are not among the tied players: any of them may lead the Climax.")
    if kind == rules.A_PLAN:
        return _("Tackle the Problem you were given first; the order is yours to choose.")
    return None
