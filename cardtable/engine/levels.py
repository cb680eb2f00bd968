"""Bot levels: who plays a bot's seat, from a beginner to the strongest search.

``classic`` is each game's own bot (``GameDef.bot``), kept as it is: the
fixed reference the levels are rated against. The numbered levels:

1. a beginner: the classic bot's move most of the time, but a random legal
   move in one of three, the slips a new player makes;
2. a casual player: the classic bot slipping in one move of eight;
3. to 5. information-set search (:mod:`.search`) with a larger budget at
   each level (0.1, 0.3 and 1 s of the reference machine), its playouts
   played by the classic bot.

A level's move depends only on the seat's view and the random generator it
is handed: a searching level's budget is milliseconds of the reference
machine, turned into search iterations at the rate the game's bot module
writes down (``GameDef.search_rate``, never measured at run time), so a
seeded bot game replays the same everywhere. ``--think MS`` sets it.
"""

from __future__ import annotations

import random
from typing import Any

import attrs

from .protocol import Action

CLASSIC = "classic"
FEWEST_ITERATIONS = 16  # a search below this tells the moves apart no better than a guess


@attrs.frozen
class Level:
    """How a level plays: ``slip`` is the chance of a random legal move
    instead of the classic bot's; ``think_ms`` > 0 makes it search, for that
    long on the reference machine."""

    name: str
    slip: float = 0.0
    think_ms: int = 0

    def iterations(self, game: Any) -> int:
        """The search iterations of a move of ``game`` (0: it does not search)."""
        if not self.think_ms:
            return 0
        return max(FEWEST_ITERATIONS, round(self.think_ms * game.search_rate))


LEVELS: dict[str, Level] = {
    CLASSIC: Level(CLASSIC),
    "1": Level("1", slip=1 / 3),
    "2": Level("2", slip=1 / 8),
    "3": Level("3", think_ms=100),
    "4": Level("4", think_ms=300),
    "5": Level("5", think_ms=1000),
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
    if think_ms is None or not chosen.think_ms:
        return chosen
    return attrs.evolve(chosen, think_ms=max(1, think_ms))


def choose(game: Any, chosen: Level, state: Any, seat: int, rng: random.Random) -> Action:
    """The move ``chosen`` plays for ``seat`` in ``state``."""
    if chosen.think_ms:
        from .search import search  # only a searching level needs it (a lighter start: the window names levels)

        return search(game, state, seat, rng, chosen.iterations(game))
    if chosen.slip and rng.random() < chosen.slip:
        legal = game.legal_actions(state, seat)
        return legal[rng.randrange(len(legal))]
    return game.bot(state, seat, rng)
