"""Where shipped data files live (deck definitions, art, style sheets)."""

from __future__ import annotations

from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent
ASSETS = PROJECT_ROOT / "assets"
UI = PROJECT_ROOT / "ui"


def asset(*parts: str) -> Path:
    """Path of a shipped asset, e.g. ``asset("decks", "99-chances.csv")``."""
    return ASSETS.joinpath(*parts)
