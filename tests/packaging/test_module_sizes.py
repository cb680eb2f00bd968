"""Rooms a maintainer can hold: no module of cardtable over 500 lines, and no
module of a game (anything under ``cardtable/games/``) over 700. The rule is
one for every folder: the modules are found by walking the package, so a
new folder or module is held to it the day it is added. A module that grows
past its limit is split by concern (see how 99 Chances' rules, the table
scene, the phone server or the sweeps are split), not allowed to grow."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "cardtable"
LIMIT = 500
GAMES_LIMIT = 700  # a game's rules and bot read best whole: a little more room


def limit_of(path: Path) -> int:
    """The most lines the module at ``path`` (inside :data:`PACKAGE`) may have."""
    return GAMES_LIMIT if path.relative_to(PACKAGE).parts[0] == "games" else LIMIT


def lines_of(path: Path) -> int:
    with path.open(encoding="utf-8") as f:
        return sum(1 for _ in f)


def test_the_walk_finds_every_layer():
    """The walk sees the top-level modules and every folder, games and the rest."""
    found = {path.relative_to(PACKAGE).parts[0] for path in PACKAGE.rglob("*.py")}
    assert {"__init__.py", "engine", "games", "model", "table", "app", "remote", "sweep"} <= found
    assert limit_of(PACKAGE / "games" / "__init__.py") == GAMES_LIMIT
    assert limit_of(PACKAGE / "engine" / "record.py") == limit_of(PACKAGE / "__init__.py") == LIMIT


def test_no_module_over_its_limit():
    modules = sorted(PACKAGE.rglob("*.py"))
    over = [f"{path.relative_to(PACKAGE.parent)}: {lines} lines (limit {limit_of(path)})"
            for path in modules if (lines := lines_of(path)) > limit_of(path)]
    assert not over, "modules over their limit (split each by concern):\n" + "\n".join(over)
