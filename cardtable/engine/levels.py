"""Bot levels: who plays a bot's seat, from a beginner to the strongest search.

``classic`` is each game's own bot (``GameDef.bot``), kept as it is: the
fixed reference the levels are rated against. The numbered levels:

1. a beginner: the classic bot's move most of the time, but a random legal
   move in one of three, the slips a new player makes;
2. a casual player: the classic bot slipping in one move of eight;
3. to 5. information-set search (:mod:`.search`) with more iterations at
   each level, its playouts played by the classic bot.

A level's move depends only on the seat's view and the random generator it
is handed: budgets are iterations. ``--think MS`` on the command line
becomes iterations at :data:`ITERATIONS_PER_MS`, a rate written here and
never measured at run time, so a seeded bot game replays the same
everywhere.
"""

from __future__ import annotations

import random
from typing import Any

import attrs

from .protocol import Action
from .search import search

CLASSIC = "classic"
ITERATIONS_PER_MS = 0.5  # the rate --think converts at: about what one core of the reference machine does


@attrs.frozen
class Level:
    """How a level plays: ``slip`` is the chance of a random legal move
    instead of the classic bot's; ``iterations`` > 0 makes it search."""

    name: str
    slip: float = 0.0
    iterations: int = 0


LEVELS: dict[str, Level] = {
    CLASSIC: Level(CLASSIC),
    "1": Level("1", slip=1 / 3),
    "2": Level("2", slip=1 / 8),
    "3": Level("3", iterations=60),
    "4": Level("4", iterations=200),
    "5": Level("5", iterations=500),
}
NAMES = tuple(LEVELS)


class UnknownLevel(ValueError):
    """A level name that is not one of :data:`NAMES`."""


def level(name: str) -> Level:
    """The level called ``name`` (``classic`` or 1 to 5)."""
    try:
        return LEVELS[str(name).strip().lower()]
    except KeyError:
        raise UnknownLevel(f"no bot level {name!r} (one of {', '.join(NAMES)})") from None


def with_think(chosen: Level, think_ms: int | None) -> Level:
    """``chosen`` with its search budget set by ``--think MS`` (a searching
    level only; the others do not think)."""
    if think_ms is None or not chosen.iterations:
        return chosen
    return attrs.evolve(chosen, iterations=max(1, round(think_ms * ITERATIONS_PER_MS)))


def choose(game: Any, chosen: Level, state: Any, seat: int, rng: random.Random) -> Action:
    """The move ``chosen`` plays for ``seat`` in ``state``."""
    if chosen.iterations:
        return search(game, state, seat, rng, chosen.iterations)
    if chosen.slip and rng.random() < chosen.slip:
        legal = game.legal_actions(state, seat)
        return legal[rng.randrange(len(legal))]
    return game.bot(state, seat, rng)
