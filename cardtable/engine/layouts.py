"""Helpers games use to describe their table layout."""

from __future__ import annotations

import math

from .view import CARD_RATIO


def seat_order(n: int, viewer: int | None) -> list[int]:
    """Seats in the order they sit around the table, starting at the bottom
    with the viewer (or seat 0) and going clockwise."""
    first = 0 if viewer is None else viewer % n
    return [(first + i) % n for i in range(n)]


def ring(n: int, viewer: int | None, width: float, height: float, fan: float,
         margin: float = 0.3) -> dict[int, tuple[float, float]]:
    """Top-left corners of ``n`` hand fans of ``fan`` card widths placed on an
    ellipse inside ``width`` × ``height`` (card units), the viewer at the
    bottom centre and the others clockwise (to the viewer's left first)."""
    cx, cy = width / 2, height / 2
    rx = (width - fan) / 2 - margin
    ry = (height - CARD_RATIO) / 2 - margin
    out = {}
    for pos, seat in enumerate(seat_order(n, viewer)):
        angle = math.pi / 2 + 2 * math.pi * pos / n  # y grows downwards
        x = cx + rx * math.cos(angle) - fan / 2
        y = cy + ry * math.sin(angle) - CARD_RATIO / 2
        out[seat] = (round(x, 3), round(y, 3))
    return out
