"""Registry of games: every subpackage exposing ``GAME`` (a GameDef) is a game.

Games are imported on first use, so starting the app to resume one game does
not pay for importing all of them. ``all_games()`` is a read-only mapping from
game id to GameDef, in menu order.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the engine is imported with the first game, not before the window shows
    from cardtable.engine.protocol import GameDef

# Known games in menu order: id -> package. Other packages are discovered.
KNOWN = {
    "ninety-nine": "ninety_nine",
    "chicks-with-disks": "chicks_with_disks",
    "99-chances": "ninety_nine_chances",
    "9-lives": "nine_lives",
    "t13-yarn-tangling": "t13_yarn_tangling",
    "t13-snap-fire": "t13_snap_fire",
}

_BROKEN: dict[str, str] = {}


def _packages() -> list[str]:
    return [m.name for m in pkgutil.iter_modules(__path__) if m.ispkg and not m.name.startswith("_")]


def _load(package: str) -> GameDef | None:
    try:
        module = importlib.import_module(f"{__name__}.{package}")
    except Exception as err:  # one broken game must not take the app down
        _BROKEN[package] = f"{type(err).__name__}: {err}"
        return None
    from cardtable.engine.protocol import GameDef

    game = getattr(module, "GAME", None)
    return game if isinstance(game, GameDef) else None


class GameRegistry(Mapping):  # Mapping[str, GameDef]
    def __init__(self) -> None:
        self._loaded: dict[str, GameDef] = {}
        self._complete = False

    def __getitem__(self, game_id: str) -> GameDef:
        if game_id in self._loaded:
            return self._loaded[game_id]
        package = KNOWN.get(game_id)
        if package is not None and package in _packages():
            game = _load(package)
            if game is not None and game.id == game_id:
                self._loaded[game_id] = game
                return game
        self._discover()
        if game_id in self._loaded:
            return self._loaded[game_id]
        raise KeyError(game_id)

    def _discover(self) -> None:
        if self._complete:
            return
        for package in _packages():
            game = _load(package)
            if game is not None:
                self._loaded.setdefault(game.id, game)
        order = list(KNOWN)
        self._loaded = dict(sorted(self._loaded.items(),
                                   key=lambda kv: (order.index(kv[0]) if kv[0] in order else 99, kv[0])))
        self._complete = True

    def __iter__(self) -> Iterator[str]:
        self._discover()
        return iter(list(self._loaded))

    def __len__(self) -> int:
        self._discover()
        return len(self._loaded)


@lru_cache(maxsize=1)
def all_games() -> GameRegistry:
    return GameRegistry()


def broken_games() -> Mapping[str, str]:
    """Game packages that failed to import (package name -> error); the app
    skips them instead of refusing to start."""
    all_games()._discover()
    return dict(_BROKEN)


def get_game(game_id: str) -> GameDef:
    games = all_games()
    if game_id not in games:
        raise KeyError(f"unknown game {game_id!r} (known: {', '.join(games)})")
    return games[game_id]
