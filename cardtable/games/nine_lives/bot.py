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
from .scoring import holdings

RIVAL_WEIGHT = 0.5  # how much a rival's point counts against ours
SCRATCH_PENALTY = 0.05  # tie-break: fewer scratches in our own tableau


class Evaluator:
    """Scores ``seat``'s possible tableaux against the others' fixed ones.

    The rivals' holdings are tallied once; each candidate tableau then only
    needs its own cats re-scored, which keeps the bot fast for simulations.
    """

    def __init__(self, state: State, seat: int) -> None:
        self.seat = seat
        self.deck = state.deck
        cfg = state.config
        self.sole, self.fewest = cfg.sole_points, cfg.fewest_points
        self.others = [s for s in range(state.players) if s != seat]
        self.held: dict[str, list[tuple[int, int, int]]] = {}
        for s in self.others:
            for cat, (n, sc) in holdings(self.deck, state.tableaux[s]).items():
                self.held.setdefault(cat, []).append((s, n, sc))
        self.base = {s: 0 for s in self.others}
        self.without_me: dict[str, dict[int, int]] = {}
        for cat, holders in self.held.items():
            pts = self._others_points(holders, None)
            self.without_me[cat] = pts
            for s, p in pts.items():
                self.base[s] += p
        self._cache: dict[tuple[str, int, int], tuple[int, dict[int, int]]] = {}

    def _others_points(self, holders, mine: tuple[int, int] | None) -> dict[int, int]:
        if mine is None and len(holders) == 1:
            s, n, _ = holders[0]
            return {s: self.sole * n}
        fewest = min(sc for _, _, sc in holders)
        if mine is not None:
            fewest = min(fewest, mine[1])
        return {s: (self.fewest * n if sc == fewest else 0) for s, n, sc in holders}

    def _cat(self, cat: str, n: int, sc: int) -> tuple[int, dict[int, int]]:
        key = (cat, n, sc)
        got = self._cache.get(key)
        if got is None:
            holders = self.held.get(cat)
            if not holders:
                got = (self.sole * n, {})
            else:
                others = self._others_points(holders, (n, sc))
                fewest = min(min(x for _, _, x in holders), sc)
                got = (self.fewest * n if sc == fewest else 0, others)
            self._cache[key] = got
        return got

    def value(self, tableau) -> float:
        return self.value_of(holdings(self.deck, tableau))

    def value_of(self, mine: dict[str, tuple[int, int]]) -> float:
        """Value of a tableau given as cat -> (cards, scratches)."""
        my_points = 0
        others = dict(self.base)
        scratches = 0
        for cat, (n, sc) in mine.items():
            if n <= 0:
                continue
            pts, other_pts = self._cat(cat, n, sc)
            my_points += pts
            scratches += sc
            if other_pts:
                for s, p in self.without_me[cat].items():
                    others[s] += other_pts[s] - p
        rivals = list(others.values())
        rival = max(rivals) if rivals else 0
        mean = sum(rivals) / max(1, len(rivals))
        return my_points - RIVAL_WEIGHT * (rival + mean) / 2 - SCRATCH_PENALTY * scratches

    def changed(self, mine: dict[str, tuple[int, int]], card_id: str, sign: int) -> dict[str, tuple[int, int]]:
        """``mine`` with one card added (sign +1) or removed (-1)."""
        c = self.deck.by_id[card_id]
        n, sc = mine.get(c.cat, (0, 0))
        out = dict(mine)
        out[c.cat] = (n + sign, sc + sign * c.scratches)
        return out


def evaluate(state: State, seat: int, tableaux) -> float:
    """Value of ``tableaux`` for ``seat`` (slow path, used by tests)."""
    return Evaluator(attrs.evolve(state, tableaux=tuple(tableaux)), seat).value(tableaux[seat])


def best_give_backs(ev: Evaluator, tableau, keep, count: int) -> tuple[list[str], float]:
    """Greedily choose ``count`` cards of ``tableau`` (not in ``keep``) to give
    back, each time the one whose loss hurts least. Returns them and the value."""
    tableau = list(tableau)
    mine = holdings(ev.deck, tableau)
    chosen: list[str] = []
    value = ev.value_of(mine)
    for _ in range(count):
        best = None
        for c in tableau:
            if c in keep:
                continue
            v = ev.value_of(ev.changed(mine, c, -1))
            if best is None or v > best[0]:
                best = (v, c)
        if best is None:
            break
        value = best[0]
        chosen.append(best[1])
        tableau.remove(best[1])
        mine = ev.changed(mine, best[1], -1)
    return chosen, value


def turn_options(state: State, seat: int) -> list[tuple[float, Action]]:
    """Every take and rescue with the value it leads to."""
    out: list[tuple[float, Action]] = []
    ev = Evaluator(state, seat)
    mine = state.tableaux[seat]
    mine_held = holdings(ev.deck, mine)
    seen_cats: set[str] = set()
    for action in legal_actions(state, seat):
        c = action["card"]
        if action.kind == TAKE:
            v = ev.value_of(ev.changed(mine_held, c, +1))
            out.append((v, action))
        elif action.kind == RESCUE:
            cat = cat_of(state.deck, c)
            if cat in seen_cats:
                continue
            seen_cats.add(cat)
            group = alley_group(state, cat)
            _, v = best_give_backs(ev, mine + group, set(group), len(group))
            out.append((v, action))
    return out


def choose(state: State, seat: int, rng: random.Random) -> Action:
    actions = legal_actions(state, seat)
    if not actions:
        raise ValueError("the bot was asked to move when it cannot")
    if state.phase == BIDDING:
        return _choose_bid(state, seat, actions)
    if state.phase == GIVE_BACK:
        chosen, _ = best_give_backs(Evaluator(state, seat), state.tableaux[seat], set(state.rescued), 1)
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
    now = Evaluator(state, seat).value(state.tableaux[seat])
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
