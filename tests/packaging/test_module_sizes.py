"""Rooms a maintainer can hold: no module of the app, the model or the table
over 500 lines, and no game module over 700. A module that grows past its
limit is split by concern (see how 99 Chances' rules or the table scene are
split), not allowed to grow."""

from __future__ import annotations

from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "cardtable"
LIMITS = {"app": 500, "model": 500, "table": 500, "games": 700}


@pytest.mark.parametrize("layer", sorted(LIMITS))
def test_no_module_over_its_layers_limit(layer):
    limit = LIMITS[layer]
    modules = sorted((PACKAGE / layer).rglob("*.py"))
    assert modules, f"no modules found under cardtable/{layer}"
    over = []
    for path in modules:
        with path.open(encoding="utf-8") as f:
            lines = sum(1 for _ in f)
        if lines > limit:
            over.append(f"{path.relative_to(PACKAGE.parent)}: {lines} lines")
    assert not over, f"over {limit} lines in cardtable/{layer} (split it by concern):\n" + "\n".join(over)
