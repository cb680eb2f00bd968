"""The opening deck order of a game: the stacked deck when one is given
(tutorials, tests), otherwise the full deck shuffled by the game's rng."""

from __future__ import annotations

from typing import Sequence

from .protocol import BadOptions, Setup
from .rng import Rng
from .i18n import _


def opening_order(setup: Setup, full: Sequence[str], holds: str) -> tuple[tuple[str, ...], Rng]:
    """``(order, rng)`` for a new game; ``holds`` completes the message
    "a stacked deck must hold …" when a stacked deck is not ``full``."""
    rng = Rng.from_seed(setup.seed)
    if setup.stacked is None:
        return rng.shuffle(full)
    order = tuple(setup.stacked)
    if sorted(order) != sorted(full):
        raise BadOptions(_("a stacked deck must hold {holds}").format(holds=holds))
    return order, rng
