"""A board read off a table's layout: places laid out in columns and rows.

Some games lay part of their table out as a board (Chicks With Disks' 9×3
grid of rooms): single-card places that belong to no seat, set on a lattice
of columns and rows. The window shows that by drawing each place where the
layout puts it; a front-end that cannot draw the layout as it is (a phone,
a list read aloud) needs the board's shape said outright, so that which
places lie next to each other is not lost. :func:`board_of` finds it from
the layout alone: no game says "I have a board", and none has to.

Nothing here knows a game: only :class:`~cardtable.engine.view.ZoneSpec`'s
``spread``, ``seat`` and position.
"""

from __future__ import annotations

from typing import Mapping

import attrs

from .view import Layout, ZoneSpec

LEAST = 2  # a board has at least this many columns, and this many rows
STEP = 0.01  # positions closer than this (card widths) are one column or one row


@attrs.frozen
class Board:
    """``columns`` × ``rows`` places; ``cells`` maps each place's zone id
    to its (column, row), both counted from 1, left to right and top to
    bottom as the window draws them. A lattice point may hold no place (a
    board with a hole), never two."""

    columns: int
    rows: int
    cells: Mapping[str, tuple[int, int]]

    def at(self, column: int, row: int) -> str | None:
        """The zone id of the place at (``column``, ``row``), if any."""
        for zone, where in self.cells.items():
            if where == (column, row):
                return zone
        return None


def _lines(values: list[float]) -> list[float]:
    """The distinct positions among ``values``, lowest first (those within
    :data:`STEP` of each other count as one)."""
    out: list[float] = []
    for v in sorted(values):
        if not out or v - out[-1] > STEP:
            out.append(v)
    return out


def _index(lines: list[float], v: float) -> int:
    """Which of ``lines`` (from 1) the position ``v`` falls on."""
    return min(range(len(lines)), key=lambda i: abs(lines[i] - v)) + 1


def is_cell(spec: ZoneSpec) -> bool:
    """Whether a place may be a cell of a board: a single card's place
    (spread ``"slot"``) that is no seat's own."""
    return spec.spread == "slot" and spec.seat is None


def board_of(layout: Layout) -> Board | None:
    """The board ``layout`` lays out, or None when it has none.

    A board is the layout's single-card places that belong to no seat
    (:func:`is_cell`), when they stand on at least :data:`LEAST` columns and
    :data:`LEAST` rows, no two on one point, and fill more than half of the
    lattice those columns and rows make (a few scattered places, say one
    pile's spot and another's, are not a board)."""
    specs = [z for z in layout.zones if is_cell(z)]
    if len(specs) < LEAST * LEAST:
        return None
    xs = _lines([z.x for z in specs])
    ys = _lines([z.y for z in specs])
    if len(xs) < LEAST or len(ys) < LEAST or 2 * len(specs) <= len(xs) * len(ys):
        return None
    cells = {z.id: (_index(xs, z.x), _index(ys, z.y)) for z in specs}
    if len(set(cells.values())) != len(cells):
        return None  # two places on one point: not a board
    return Board(len(xs), len(ys), cells)
