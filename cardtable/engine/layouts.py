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


class Place:
    """Where one seat's block of zones sits: its top-left corner (card
    units) and the scale its zones are drawn at. ``at(dx, dy)`` turns an
    offset inside the block (in the block's own, unscaled card units) into
    table coordinates."""

    __slots__ = ("x", "y", "scale")

    def __init__(self, x: float, y: float, scale: float) -> None:
        self.x, self.y, self.scale = round(x, 3), round(y, 3), scale

    def at(self, dx: float = 0.0, dy: float = 0.0) -> tuple[float, float]:
        return round(self.x + dx * self.scale, 3), round(self.y + dy * self.scale, 3)

    def __repr__(self) -> str:
        return f"Place({self.x}, {self.y}, scale={self.scale})"


CAPTION = 0.3  # room under a zone for its caption, in card units


def caption_scale(zone_scale: float) -> float:
    """A scaled zone's caption shrinks with it, but not below legibility."""
    return max(0.55, min(1.0, zone_scale))


def seats_around(n: int, viewer: int | None, width: float, height: float, block: tuple[float, float],
                 other_scale: float, own_block: tuple[float, float] | None = None,
                 own_scale: float = 1.0) -> dict[int, Place]:
    """Blocks of zones, one per seat, for a table ``width`` × ``height``
    (card units) whose blocks are ``block`` (width, height, unscaled) each.

    The viewer's block sits at the bottom centre at ``own_scale``: large, as
    the player at the screen reads and plays their own cards. The others,
    at ``other_scale``, sit clockwise from the viewer's left along the left
    edge, the top and the right edge, evenly spaced, so any number of seats
    fits around the middle. With no viewer (everyone's cards public or
    hidden alike) seat 0 takes the bottom place at ``other_scale`` too.
    ``own_block`` is the viewer's block if it differs (say, a longer fan)."""
    bw, bh = block
    places: dict[int, Place] = {}
    order = seat_order(n, viewer)
    if viewer is None:
        own_scale, own_block = other_scale, None
    ow, oh = (own_block or block)[0] * own_scale, (own_block or block)[1] * own_scale
    places[order[0]] = Place((width - ow) / 2, height - oh, own_scale)
    others = order[1:]
    if not others:
        return places
    sw, sh = bw * other_scale, bh * other_scale
    # the others' top-left corners run up the left edge, along the top
    # (between the corner columns) and down the right edge; the sides reach
    # down beside the viewer's block when there is room for it
    low = height - sh if ow + 2 * sw <= width else height - oh - sh - CAPTION
    side = max(0.0, low)
    top = max(0.0, width - 3 * sw)
    length = 2 * side + top
    k = len(others)
    if k <= 3:  # a few opponents sit across the table
        gap = (width - k * sw) / (k + 1)
        for i, seat in enumerate(others):
            places[seat] = Place(gap + i * (sw + gap), 0.0, other_scale)
        return places
    for i, seat in enumerate(others):
        s = length * (i + 0.5) / k
        if s <= side:
            x, y = 0.0, side - s
        elif s < side + top:
            x, y = sw + (s - side), 0.0
        else:
            x, y = width - sw, min(side, s - side - top)
        places[seat] = Place(x, y, other_scale)
    return places
