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
STRONGEST = max(LEVELS, key=lambda name: LEVELS[name].think_ms)  # the top level: the one hints come from
STRONGEST_MS = LEVELS[STRONGEST].think_ms  # its budget by default


class UnknownLevel(ValueError):
    """A level name that is not one of :data:`NAMES`."""


def level(name: str) -> Level:
    """The level called ``name`` (``classic`` or 1 to 5)."""
    try:
        return LEVELS[str(name).strip().lower()]
    except KeyError:
        raise UnknownLevel(f"no bot level {name!r} (one of {', '.join(NAMES)})") from None


Budget = int | tuple[tuple[str, int], ...] | None  # one for every searching level, or each its own


def with_think(chosen: Level, think_ms: Budget) -> Level:
    """``chosen`` with its search budget set by ``--think MS`` (a searching
    level only; the others do not think): the same ``think_ms`` for every
    searching level, or each level's own from ``(name, ms)`` pairs
    (:func:`scaled_budgets`)."""
    if isinstance(think_ms, tuple):
        think_ms = dict(think_ms).get(chosen.name)
    if think_ms is None or not chosen.think_ms:
        return chosen
    return attrs.evolve(chosen, think_ms=max(1, think_ms))


def scaled_budgets(top_ms: int) -> tuple[tuple[str, int], ...]:
    """Each searching level's budget when the strongest thinks ``top_ms``:
    their default budgets scaled alike, so the levels stay apart (the
    ladder's ``--think``, where one budget for all would make them one)."""
    return tuple((name, max(1, round(chosen.think_ms * top_ms / STRONGEST_MS))) for name, chosen in LEVELS.items()
                 if chosen.think_ms)


def choose(game: Any, chosen: Level, state: Any, seat: int, rng: random.Random) -> Action:
    """The move ``chosen`` plays for ``seat`` in ``state``."""
    if chosen.think_ms:
        from .search import search  # only a searching level needs it (a lighter start: the window names levels)

        return search(game, state, seat, rng, chosen.iterations(game))
    if chosen.slip and rng.random() < chosen.slip:
        legal = game.legal_actions(state, seat)
        return legal[rng.randrange(len(legal))]
    return game.bot(state, seat, rng)


def hint_level(game: Any) -> Level:
    """The level a hint comes from in ``game``: the strongest (level 5),
    unless the game's measured ladder (:func:`measured`) rates the classic
    bot above it, as in a game where searching over random deals of the
    unseen cards misjudges what the others hold: a hint is never worse than
    the game's own bot was measured to play."""
    found = measured(game)
    top, classic = found.get(STRONGEST), found.get(CLASSIC)
    if top is not None and classic is not None and classic.mu > top.mu:
        return LEVELS[CLASSIC]
    return LEVELS[STRONGEST]


@attrs.frozen
class Measured:
    """A level's place on its game's ladder as measured (``cardtable ladder
    --json``, kept as ``ladder.json`` in the game's package): its OpenSkill
    rating ``mu`` ± ``sigma``, and its share of the wins against the share
    of a seat among equals, over ``games`` games of ``players`` seats, the
    strongest level thinking ``think_ms`` a move."""

    level: str
    mu: float
    sigma: float
    win_share: float
    fair_share: float
    games: int
    players: int
    think_ms: int | None


LADDER_FILE = "ladder.json"
_measured: dict[str, dict[str, Measured]] = {}


def measured(game: Any) -> dict[str, Measured]:
    """Each level's measured place on ``game``'s ladder, by level name; empty
    for a game whose package holds no ladder (or one this cannot read: it is
    shipped with the game, but a bad one costs only the figures)."""
    if game.id not in _measured:
        _measured[game.id] = _read_ladder(game.package) if game.package else {}
    return _measured[game.id]


def _read_ladder(package: str) -> dict[str, Measured]:
    from importlib.resources import files

    try:
        return ladder_from_json(files(package).joinpath(LADDER_FILE).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ModuleNotFoundError):
        return {}


def ladder_from_json(text: str) -> dict[str, Measured]:
    """The levels measured in a ladder's JSON (sweep/ladder.py's
    ``Ladder.to_json``); empty where it cannot be read, and a row that is
    not a known level with finite figures left out."""
    import json
    import math

    try:
        data = json.loads(text)
        players, think = int(data["players"]), data.get("think_ms")
        think = int(think) if think is not None else None
        found = {}
        for row in data["ratings"]:
            figures = [float(row[key]) for key in ("mu", "sigma", "win_share", "fair_share")]
            if row["level"] in LEVELS and all(math.isfinite(x) for x in figures):
                found[row["level"]] = Measured(row["level"], *figures, int(row["games"]), players, think)
        return found
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return {}
