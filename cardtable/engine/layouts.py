"""Helpers games use to describe their table layout, and the room by need
the table gives a zone for what it holds (:func:`give_room`)."""

from __future__ import annotations

import math
from typing import NamedTuple

import attrs

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

    def at(self, dx: float = 0.0, dy: float = 0.0, captions: int = 0) -> tuple[float, float]:
        """``captions`` is how many captioned rows lie above the point: each
        takes :data:`CAPTION`, whatever the block's scale."""
        return round(self.x + dx * self.scale, 3), round(self.y + dy * self.scale + captions * CAPTION, 3)

    def __repr__(self) -> str:
        return f"Place({self.x}, {self.y}, scale={self.scale})"


# Room under a zone for its caption, in the table's card units. Captions are
# one size on the whole table (the scene's full caption font fits this room),
# whatever the zone's scale: a small seat's captions read as well as the
# viewer's own. So a block of scaled zones reserves CAPTION, unscaled, under
# each of its captioned rows (see Block).
CAPTION = 0.24


def caption_scale(zone_scale: float) -> float:
    """The size a zone's caption is drawn at, against the full size: one
    size for every zone (a small zone's caption does not shrink with it;
    the layout reserved :data:`CAPTION` for it)."""
    return 1.0


class Block(NamedTuple):
    """One seat's block of zones: ``width`` and ``height`` in its own
    (unscaled) card units, not counting its captions, and the number of
    its rows that have a caption under them. Scaled by ``k`` it takes
    ``size(k)`` of the table: its cards shrink, its captions do not."""

    width: float
    height: float
    captions: int = 0

    def size(self, k: float) -> tuple[float, float]:
        return self.width * k, self.height * k + self.captions * CAPTION


def seats_around(n: int, viewer: int | None, width: float, height: float, block: tuple,
                 other_scale: float, own_block: tuple | None = None,
                 own_scale: float = 1.0) -> dict[int, Place]:
    """Blocks of zones, one per seat, for a table ``width`` × ``height``
    (card units) whose blocks are ``block`` (width, height, unscaled) each.

    The viewer's block sits at the bottom centre at ``own_scale``: large, as
    the player at the screen reads and plays their own cards. The others,
    at ``other_scale``, sit clockwise from the viewer's left along the left
    edge, the top and the right edge, evenly spaced, so any number of seats
    fits around the middle. With no viewer (everyone's cards public or
    hidden alike) seat 0 takes the bottom place at ``other_scale`` too.
    ``own_block`` is the viewer's block if it differs (say, a longer fan).
    Blocks are :class:`Block` (a plain (width, height) has no captions)."""
    block = Block(*block)
    places: dict[int, Place] = {}
    order = seat_order(n, viewer)
    if viewer is None:
        own_scale, own_block = other_scale, None
    ow, oh = Block(*(own_block or block)).size(own_scale)
    places[order[0]] = Place((width - ow) / 2, height - oh, own_scale)
    others = order[1:]
    if not others:
        return places
    sw, sh = block.size(other_scale)
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


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float], gap: float) -> bool:
    return (min(a[2], b[2]) - max(a[0], b[0]) > -gap) and (min(a[3], b[3]) - max(a[1], b[1]) > -gap)


def roomy_scale(n: int, viewer: int | None, width: float, height: float, block: tuple,
                least: float, most: float, middle: tuple[float, float],
                own_block: tuple | None = None, own_scale: float = 1.0,
                gap: float = 0.08) -> float:
    """The others' scale for :func:`seats_around`: the largest in
    [``least``, ``most``] at which their blocks take the room the table
    has — none overlaps another or the viewer's block, and a middle of
    ``middle`` (width, height) still fits centred between the top row and
    the viewer's block, clear of the side columns. A crowded table keeps
    ``least``; a roomy one grows its others' zones (and their captions,
    which keep their size) up to ``most``."""
    mw, mh = middle
    block = Block(*block)
    steps = max(0, int(round((most - least) / 0.01)))
    for i in range(steps, -1, -1):
        k = round(least + i * 0.01, 3)
        places = seats_around(n, viewer, width, height, block, k, own_block, own_scale)
        order = seat_order(n, viewer)
        rects = []
        for seat in order:
            p = places[seat]
            w, h = Block(*((own_block or block) if seat == order[0] and viewer is not None else block)).size(p.scale)
            rects.append((p.x, p.y, p.x + w, p.y + h))
        if any(r[2] > width + 1e-6 or r[3] > height + 1e-6 or r[0] < -1e-6 or r[1] < -1e-6 for r in rects):
            continue
        if any(_overlap(a, b, gap) for i2, a in enumerate(rects) for b in rects[i2 + 1:]):
            continue
        top, bottom = block.size(k)[1] + 0.1, rects[0][1]
        if top + mh > bottom:
            continue
        my = top + (bottom - top - mh) / 2
        mid = (width / 2 - mw / 2, my, width / 2 + mw / 2, my + mh)
        if any(_overlap(mid, r, 0.0) for r in rects[1:]):
            continue
        return k
    return least


# --- room by need ---------------------------------------------------------
#
# A game declares where its zones sit; what they hold changes. A fan that
# holds more cards than its declared extent shows side by side would overlap
# them, while the cloth around it may stand empty. :func:`give_room` widens
# such a fan into the free cloth beside it, up to the room its cards need,
# never onto another zone or its caption, never off the table. The viewer's
# own zones are served first (their hand before anything), then the other
# zones in layout order: the same rule for every game, from the roles and
# the card counts alone.

ROOM_GAP = 0.1  # card units kept clear between a widened zone and its neighbours


def zone_shape(spec) -> tuple[float, float]:
    """A zone's outline at scale 1 (card units), width and height: a fan
    to the right is ``extent`` cards wide, one downwards ``extent`` tall,
    a pile one card (the table's :func:`~cardtable.table.geometry.zone_rect`
    draws the same outline)."""
    if spec.spread == "right":
        return max(1.0, spec.extent), CARD_RATIO
    if spec.spread == "down":
        return 1.0, max(1.4, spec.extent)
    return 1.0, CARD_RATIO


def zone_box(spec) -> tuple[float, float, float, float]:
    """A zone's outline with the caption room under it (card units): left,
    top, right, bottom."""
    w, h = zone_shape(spec)
    k = spec.scale
    return (spec.x, spec.y, spec.x + w * k, spec.y + h * k + CAPTION)


def _serving_order(zones: tuple, viewer: int | None) -> list[int]:
    def rank(i: int) -> tuple[int, int]:
        z = zones[i]
        own = viewer is not None and z.seat == viewer
        if own and z.role == "hand":
            return (0, i)
        if own or (z.seat is None and z.role in ("pool", "bids")):
            return (1, i)
        return (2, i)

    return sorted(range(len(zones)), key=rank)


def give_room(layout, held: dict[str, int], viewer: int | None = None):
    """``layout`` with each fan spread to the right widened, as far as the
    free cloth beside it allows, towards the room its ``held`` cards need
    side by side (``held``: zone id -> how many cards it holds). A widened
    zone grows evenly on both sides when it can (a centred hand stays
    centred), and on the free side when one side is blocked."""
    zones = list(layout.zones)
    boxes = [zone_box(z) for z in zones]
    changed = False
    for i in _serving_order(tuple(zones), viewer):
        z = zones[i]
        n = held.get(z.id, 0)
        if z.spread != "right" or n <= max(1.0, z.extent):
            continue
        left, top, right, bottom = boxes[i]
        want = (n - max(1.0, z.extent)) * z.scale  # more width, in table card units
        room_l, room_r = left, layout.width - right
        for j, (l2, t2, r2, b2) in enumerate(boxes):
            if j == i or b2 <= top - ROOM_GAP or t2 >= bottom + ROOM_GAP:
                continue  # not level with this zone
            if l2 >= right - 1e-6:
                room_r = min(room_r, l2 - right - ROOM_GAP)
            elif r2 <= left + 1e-6:
                room_l = min(room_l, left - r2 - ROOM_GAP)
        room_l, room_r = max(0.0, room_l), max(0.0, room_r)
        grow_l = min(room_l, max(want / 2, want - room_r))
        grow_r = min(room_r, want - grow_l)
        if grow_l + grow_r < 0.05:
            continue
        x = max(0.0, round(left - grow_l, 3))
        extent = math.floor((right + grow_r - x) / z.scale * 1000) / 1000  # never past the room found
        zones[i] = attrs.evolve(z, x=x, extent=extent)
        boxes[i] = zone_box(zones[i])
        changed = True
    return attrs.evolve(layout, zones=tuple(zones)) if changed else layout
