"""The import-linter contracts, whole: the layers as ``pyproject.toml``
declares them plus the contracts about games, made from the registry.

``pyproject.toml`` holds the contracts that name layers (engine, games,
model, table, app) and never a game. The contracts that must name every game
are made here from :func:`cardtable.games.all_games` and each game's traits,
so a game dropped into ``cardtable/games/`` is held by them with no edit
anywhere:

- ``games-independent``: no game imports another;
- for each family package a game declares (``GameDef.family``, such as
  ``cardtable.games.t13_common``), ``<family>``: games outside the family do
  not import it, and ``<family>-below-games``: the family package imports no
  game (so ``t13-common`` and ``t13-common-below-games`` today).

:func:`config_text` writes the lot as one TOML file for ``lint-imports``
(``tests/packaging/test_layers.py`` runs each contract from it); by hand::

    python -m tests.packaging.contracts /tmp/contracts.toml && lint-imports /tmp/contracts.toml
"""

from __future__ import annotations

import json
import sys
import tomllib
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = ROOT / "pyproject.toml"
ROOT_PACKAGE = "cardtable"


def declared(pyproject: Path = PYPROJECT) -> dict[str, Any]:
    """``[tool.importlinter]`` as pyproject.toml has it (its contracts the layers')."""
    with pyproject.open("rb") as f:
        return tomllib.load(f)["tool"]["importlinter"]


def _short(package: str) -> str:
    return package.rpartition(".")[2].replace("_", "-")


def game_contracts(games: Mapping[str, Any] | None = None) -> list[dict[str, Any]]:
    """The contracts about games, made from ``games`` (id -> GameDef; the
    registry when None). Only games whose package lies under ``cardtable``
    are held (an installed game from elsewhere is outside the graph)."""
    if games is None:
        from cardtable.games import all_games

        games = all_games()
    packages = {g.package: g for g in games.values() if g.package.startswith(ROOT_PACKAGE + ".")}
    ids = {package: game.id for package, game in packages.items()}
    contracts: list[dict[str, Any]] = []
    if len(packages) > 1:
        contracts.append({
            "id": "games-independent", "name": "Each game is independent of the others",
            "type": "independence", "modules": sorted(packages),
        })
    families = sorted({g.family for g in packages.values() if g.family})
    for family in families:
        members = sorted(p for p, g in packages.items() if g.family == family)
        others = sorted(p for p in packages if p not in members)
        if others:
            contracts.append({
                "id": _short(family),
                "name": f"Only the games of its family ({', '.join(ids[p] for p in members)}) use {family}",
                "type": "forbidden", "source_modules": others, "forbidden_modules": [family],
            })
        contracts.append({
            "id": f"{_short(family)}-below-games", "name": f"The family package {family} imports no game",
            "type": "forbidden", "source_modules": [family], "forbidden_modules": sorted(packages),
        })
    return contracts


def all_contracts(games: Mapping[str, Any] | None = None, pyproject: Path = PYPROJECT) -> list[dict[str, Any]]:
    """pyproject.toml's contracts, then those made from the registry."""
    return [*declared(pyproject).get("contracts", []), *game_contracts(games)]


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)  # a JSON string is a TOML basic string
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, int):
        return str(value)
    raise TypeError(f"no TOML for {value!r}")


def config_text(contracts: Iterable[Mapping[str, Any]] | None = None, pyproject: Path = PYPROJECT) -> str:
    """A whole import-linter configuration (TOML): pyproject.toml's settings
    and ``contracts`` (all of them, by :func:`all_contracts`, when None)."""
    settings = {k: v for k, v in declared(pyproject).items() if k != "contracts"}
    contracts = all_contracts(pyproject=pyproject) if contracts is None else list(contracts)
    lines = ["# made by tests/packaging/contracts.py from pyproject.toml and the game registry", "",
             "[tool.importlinter]"]
    lines += [f"{key} = {_toml_value(value)}" for key, value in settings.items()]
    for contract in contracts:
        lines += ["", "[[tool.importlinter.contracts]]"]
        lines += [f"{key} = {_toml_value(value)}" for key, value in contract.items()]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":  # python -m tests.packaging.contracts OUT.toml
    Path(sys.argv[1]).write_text(config_text(), encoding="utf-8")
