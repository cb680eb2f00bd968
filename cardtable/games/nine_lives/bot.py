"""A 9 Lives bot that plays to score.

It judges a position by the round points it would score if the round ended
now, minus a share of what its rivals would score: that values being the
only holder of a cat (double points) and keeping scratches low where a cat
is shared, and it likes spoiling a rival's lone cat. On its turn it tries
every take and every rescue (choosing the give-backs that cost it least)
and keeps the best. It bids a low card when the alley holds something worth
grabbing first, and saves its low cards otherwise.
"""

from __future__ import annotations

import random

import attrs

from cardtable.engine.protocol import Action

from .rules import (
    BID,
    BIDDING,
    GIVE,
    GIVE_BACK,
    RESCUE,
    TAKE,
    TURNS,
    State,
    alley_group,
    cat_of,
    legal_actions,
)
from .scoring import points

RIVAL_WEIGHT = 0.5  # how much a rival's point counts against ours
SCRATCH_PENALTY = 0.05  # tie-break: fewer scratches in our own tableau


def evaluate(state: State, seat: int, tableaux) -> float:
    cfg = state.config
    pts = points(state.deck, tableaux, cfg.sole_points, cfg.fewest_points)
    rivals = [p for s, p in enumerate(pts) if s != seat]
    rival = max(rivals) if rivals else 0
    by_id = state.deck.by_id
    scratches = sum(by_id[c].scratches for c in tableaux[seat])
    return pts[seat] - RIVAL_WEIGHT * (rival + sum(rivals) / max(1, len(rivals))) / 2 - SCRATCH_PENALTY * scratches


def _with(tableaux, seat: int, tableau) -> tuple:
    return tableaux[:seat] + (tuple(tableau),) + tableaux[seat + 1:]


def best_give_backs(state: State, seat: int, tableau, keep, count: int) -> tuple[list[str], float]:
    """Greedily choose ``count`` cards of ``tableau`` (not in ``keep``) to give
    back, each time the one whose loss hurts least. Returns them and the value."""
    tableau = list(tableau)
    chosen: list[str] = []
    value = evaluate(state, seat, _with(state.tableaux, seat, tableau))
    for _ in range(count):
        best = None
        for c in dict.fromkeys(tableau):
            if c in keep:
                continue
            rest = [x for x in tableau if x != c]
            v = evaluate(state, seat, _with(state.tableaux, seat, rest))
            if best is None or v > best[0]:
                best = (v, c)
        if best is None:
            break
        value = best[0]
        chosen.append(best[1])
        tableau.remove(best[1])
    return chosen, value


def turn_options(state: State, seat: int) -> list[tuple[float, Action]]:
    """Every take and rescue with the value it leads to."""
    out: list[tuple[float, Action]] = []
    mine = state.tableaux[seat]
    seen_cats: set[str] = set()
    for action in legal_actions(state, seat):
        c = action["card"]
        if action.kind == TAKE:
            v = evaluate(state, seat, _with(state.tableaux, seat, mine + (c,)))
            out.append((v, action))
        elif action.kind == RESCUE:
            cat = cat_of(state.deck, c)
            if cat in seen_cats:
                continue
            seen_cats.add(cat)
            group = alley_group(state, cat)
            _, v = best_give_backs(state, seat, mine + group, set(group), len(group))
            out.append((v, action))
    return out


def choose(state: State, seat: int, rng: random.Random) -> Action:
    actions = legal_actions(state, seat)
    if not actions:
        raise ValueError("the bot was asked to move when it cannot")
    if state.phase == BIDDING:
        return _choose_bid(state, seat, actions)
    if state.phase == GIVE_BACK:
        chosen, _ = best_give_backs(state, seat, state.tableaux[seat], set(state.rescued), 1)
        return Action.of(GIVE, card=chosen[0])
    options = turn_options(state, seat)
    best = max(v for v, _ in options)
    top = [a for v, a in options if v >= best - 1e-9]
    # prefer the plain take on a tie: it keeps the tableau growing
    takes = [a for a in top if a.kind == TAKE]
    return rng.choice(takes or top)


def _choose_bid(state: State, seat: int, actions: list[Action]) -> Action:
    """Low bid when there is something worth grabbing first, else a high one."""
    if len(actions) == 1:
        return actions[0]
    now = evaluate(state, seat, state.tableaux)
    gains = sorted((v - now for v, _ in turn_options_free(state, seat)), reverse=True)
    gain = gains[0] if gains else 0.0
    # The best card may be gone before our turn if others go first.
    spread = gain - (gains[state.players - 1] if len(gains) >= state.players else 0.0)
    urgency = max(0.0, min(1.0, (gain + spread) / 4.0))
    if len(state.alley) < state.players:
        urgency = min(1.0, urgency + 0.3)
    ordered = actions  # legal bids come lowest value first
    index = round((1.0 - urgency) * (len(ordered) - 1))
    assert ordered[index].kind == BID
    return ordered[index]


def turn_options_free(state: State, seat: int) -> list[tuple[float, Action]]:
    """Turn options as if it were ``seat``'s turn now (used while bidding)."""
    pretend = attrs.evolve(state, phase=TURNS, order=(seat,), turn=0)
    return turn_options(pretend, seat)
