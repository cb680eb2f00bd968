"""Registry of games: every subpackage exposing ``GAME`` (a GameDef) is a game."""

from __future__ import annotations

import importlib
import pkgutil
from functools import lru_cache
from typing import Mapping

from cardtable.engine.protocol import GameDef


_BROKEN: dict[str, str] = {}


def broken_games() -> Mapping[str, str]:
    """Game packages that failed to import (package name -> error); the app
    skips them instead of refusing to start."""
    all_games()
    return dict(_BROKEN)


@lru_cache(maxsize=1)
def all_games() -> Mapping[str, GameDef]:
    found: dict[str, GameDef] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if not info.ispkg or info.name.startswith("_"):
            continue
        try:
            module = importlib.import_module(f"{__name__}.{info.name}")
        except Exception as err:  # one broken game must not take the app down
            _BROKEN[info.name] = f"{type(err).__name__}: {err}"
            continue
        game = getattr(module, "GAME", None)
        if isinstance(game, GameDef):
            found[game.id] = game
    order = ["ninety-nine", "chicks-with-disks", "99-chances", "9-lives", "t13-yarn-tangling", "t13-snap-fire"]
    return dict(sorted(found.items(), key=lambda kv: (order.index(kv[0]) if kv[0] in order else 99, kv[0])))


def get_game(game_id: str) -> GameDef:
    games = all_games()
    if game_id not in games:
        known = ", ".join(games)
        raise KeyError(f"unknown game {game_id!r} (known: {known})")
    return games[game_id]
