"""A bot that searches: information-set Monte Carlo tree search.

One tree is grown for the seat that must move, over what that seat knows.
Each iteration deals the cards the seat has not seen anew
(:func:`~.unseen.deal`), so the tree's moves are those of the seat's
information set rather than of the real deal; then it walks down the tree,
choosing by UCB1 among the moves legal in that deal (a move counts as
*available* each time it was legal, the single-observer IS-MCTS of
Cowling, Powley and Whitehouse, 2012), adds one move, plays the game out
with a playout policy (the game's own bot by default: fast and sensible)
and scores the end for every seat. A node's score is its mover's.

The budget is a number of iterations, never a time: the same position, the
same random generator and the same budget always give the same move, on any
machine and under any load. The move chosen is the root's most visited, when it is clearly better
than the move the playout policy would make (else that move).

Written for this project because what it needs is small and the game
protocol is ours: a general MCTS library would still need the deal of the
unseen cards, the availability counts and the playout written against it.
"""

from __future__ import annotations

import math
import random
from typing import Any, Callable

import attrs

from .protocol import Action
from .unseen import deal, unseen_pools

Policy = Callable[[Any, int, random.Random], Action]
EXPLORATION = 0.7  # UCB1's constant, for scores between 0 and 1
PLAYOUT_LIMIT = 3_000  # actions; a playout longer than this is scored as it stands (a draw)


class _Node:
    __slots__ = ("mover", "children", "visits", "available", "score")

    def __init__(self, mover: int) -> None:
        self.mover = mover  # who made the move that leads here (the root: the searching seat)
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.available = 0
        self.score = 0.0


def shares(game: Any, state: Any, seats: int) -> list[float]:
    """Each seat's share of the win at the end (winners split 1; no winner: all even)."""
    result = game.result(state)
    winners = result.winners if result is not None else ()
    if not winners:
        return [1.0 / seats] * seats
    share = 1.0 / len(winners)
    return [share if s in winners else 0.0 for s in range(seats)]


def playout(game: Any, state: Any, rng: random.Random, policy: Policy) -> Any:
    """Play ``state`` to its end with ``policy`` in every seat."""
    for _ in range(PLAYOUT_LIMIT):
        if game.result(state) is not None:
            return state
        seats = game.to_act(state)
        if not seats:
            return state
        seat = seats[0]
        state, _events = game.apply(state, seat, policy(state, seat, rng))
    return state


@attrs.frozen
class Thought:
    """What a search found: the move it plays (``action``), the move its
    playout policy would have made (``usual``), and each one's share of the
    wins over the playouts that began with it (``won``, ``usual_won``;
    None for a move never tried) in ``playouts`` iterations. A hint says
    why from these when the search plays another move than the usual one."""

    action: Action
    usual: Action
    playouts: int
    won: float | None = None
    usual_won: float | None = None


def search(game: Any, state: Any, seat: int, rng: random.Random, iterations: int,
           policy: Policy | None = None) -> Action:
    """The move IS-MCTS chooses for ``seat`` in ``state`` after ``iterations``
    iterations, knowing only what ``seat`` sees."""
    return think(game, state, seat, rng, iterations, policy).action


def think(game: Any, state: Any, seat: int, rng: random.Random, iterations: int,
          policy: Policy | None = None) -> Thought:
    """:func:`search`, with what the search found about its move and the usual one."""
    legal = list(game.legal_actions(state, seat))
    if not legal:
        raise ValueError(f"seat {seat} has no move to choose")
    if len(legal) == 1:
        return Thought(legal[0], legal[0], 0)
    policy = policy or game.bot
    seats = len(game.view(state, None).seats) or 1
    root = _Node(seat)
    count = max(1, iterations)
    pools = unseen_pools(game, state, seat)  # what the seat has not seen: the same for every deal
    for _ in range(count):
        _iterate(game, root, deal(state, pools, rng), seat, rng, policy, seats)
    usual = policy(state, seat, random.Random(rng.getrandbits(64)))
    chosen = _safe_choice(root, legal, usual)
    return Thought(chosen, usual, count, _mean(root, chosen), _mean(root, usual))


def _mean(root: _Node, action: Action) -> float | None:
    child = root.children.get(action)
    return child.score / child.visits if child is not None and child.visits else None


def _safe_choice(root: _Node, legal: list[Action], usual: Action) -> Action:
    """The most visited move, if the search is sure it is better than the
    ``usual`` one (the playout policy's): its mean beats the usual move's
    by two standard errors. Otherwise the usual move: a search too short to
    tell the moves apart must not play worse than its own playouts."""
    tried = [a for a in legal if a in root.children]
    if not tried:
        return usual
    best = max(tried, key=lambda a: (root.children[a].visits, root.children[a].score))
    if usual not in root.children:  # never tried (or, from a policy that strays, not legal)
        return usual if usual in legal else best
    if best == usual:
        return usual
    a, b = root.children[best], root.children[usual]
    mean_a, mean_b = a.score / a.visits, b.score / b.visits
    spread = math.sqrt(max(mean_a * (1 - mean_a), 1e-9) / a.visits + max(mean_b * (1 - mean_b), 1e-9) / b.visits)
    return best if mean_a - mean_b > 2 * spread else usual


def _iterate(game: Any, root: _Node, state: Any, seat: int, rng: random.Random, policy: Policy,
             seats: int) -> None:
    node = root
    path = [root]
    mover = seat
    while game.result(state) is None:
        movers = game.to_act(state)
        if not movers:
            break
        mover = seat if seat in movers else movers[0]
        legal = game.legal_actions(state, mover)
        if not legal:
            break
        untried = [a for a in legal if a not in node.children]
        for action in legal:
            child = node.children.get(action)
            if child is not None:
                child.available += 1
        if untried:
            action = untried[rng.randrange(len(untried))]
            child = node.children[action] = _Node(mover)
            child.available = 1
            state, _events = game.apply(state, mover, action)
            path.append(child)
            break
        log_of = math.log
        action = max(legal, key=lambda a: _ucb(node.children[a], log_of))
        node = node.children[action]
        path.append(node)
        state, _events = game.apply(state, mover, action)
    end = playout(game, state, rng, policy)
    won = shares(game, end, seats)
    for visited in path:
        visited.visits += 1
        if visited.mover < len(won):
            visited.score += won[visited.mover]


def _ucb(child: _Node, log_of: Callable[[float], float]) -> float:
    return child.score / child.visits + EXPLORATION * math.sqrt(log_of(child.available) / child.visits)
