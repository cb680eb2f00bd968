"""The 9×3 grid of rooms: slot names, neighbours and the same-number links.

Slots are numbered 0..26 row by row; on the table and in actions a slot is
named ``"<col>:<row>"`` with columns 1–9 and rows 1–3 (zone ``slot:<col>:<row>``).
"""

from __future__ import annotations

from cardtable.engine.cards import card
from cardtable.engine.i18n import _
from cardtable.engine.memo import Memo
from cardtable.engine.protocol import IllegalAction

COLS = 9
ROWS = 3
SLOTS = COLS * ROWS


def slot_index(col: int, row: int) -> int:
    return (row - 1) * COLS + (col - 1)


def slot_name(index: int) -> str:
    return f"{index % COLS + 1}:{index // COLS + 1}"


def slot_zone(index: int) -> str:
    return f"slot:{slot_name(index)}"


def col_row(index: int) -> tuple[int, int]:
    return index % COLS + 1, index // COLS + 1


CENTRE = slot_index(5, 2)
CORNERS = (slot_index(1, 1), slot_index(9, 1), slot_index(1, 3), slot_index(9, 3))
_NAMES = {slot_name(i): i for i in range(SLOTS)}


def parse_slot(value: object) -> int:
    """The slot index named by ``value`` ("col:row"); IllegalAction otherwise."""
    if isinstance(value, str) and value in _NAMES:
        return _NAMES[value]
    raise IllegalAction(_("{value} is not a grid slot (use column:row, e.g. 5:2)").format(value=repr(value)))


def _orthogonal(index: int) -> tuple[int, ...]:
    col, row = col_row(index)
    out = []
    for dc, dr in ((0, -1), (-1, 0), (1, 0), (0, 1)):
        c, r = col + dc, row + dr
        if 1 <= c <= COLS and 1 <= r <= ROWS:
            out.append(slot_index(c, r))
    return tuple(out)


ORTHOGONAL = tuple(_orthogonal(i) for i in range(SLOTS))
ORTHOGONAL_SORTED = tuple(tuple(sorted(o)) for o in ORTHOGONAL)


_RANKS: dict[str, int] = {}


def rank_of(card_id: str) -> int:
    r = _RANKS.get(card_id)
    if r is None:
        r = _RANKS[card_id] = card(card_id).rank
    return r


class Board:
    """What one grid with these cards face up says about moving on it: the
    slots each slot reaches (:func:`adjacent`) and, when asked, the steps
    from a slot to every other. It only changes when a card is dealt or
    flipped and is asked for many times in between (legal moves, the bot's
    searches), so it is worked out once per grid and kept for a few grids
    (see :func:`board`); callers only read it."""

    __slots__ = ("grid", "face_up", "reach", "_steps", "_around")

    def __init__(self, grid: tuple, face_up: tuple, before: Board | None = None) -> None:
        self.grid = grid
        self.face_up = face_up
        self.reach = _reach(grid, face_up)  # adjacent slots, by slot
        # What follows from the reach alone carries over from the board
        # ``before`` if it has the same (a flip that makes no new link).
        same = before is not None and before.reach == self.reach
        self._steps: dict[int, dict[int, int]] = before._steps if same else {}
        self._around: dict[int, tuple[int, ...]] = before._around if same else {}

    def around(self, slot: int) -> tuple[int, ...]:
        """``slot`` itself and the slots it reaches, in slot order."""
        got = self._around.get(slot)
        if got is None:
            got = self._around[slot] = tuple(sorted({slot, *self.reach[slot]}))
        return got

    def steps(self, start: int) -> dict[int, int]:
        """The fewest moves from ``start`` to each slot it can get to."""
        dist = self._steps.get(start)
        if dist is None:
            dist = self._steps[start] = {start: 0}
            frontier = [start]
            far = 0
            while frontier:
                far += 1
                ahead = []
                for i in frontier:
                    for j in self.reach[i]:
                        if j not in dist:
                            dist[j] = far
                            ahead.append(j)
                frontier = ahead
        return dist


_BOARDS = Memo(32)  # (grid, face_up) -> Board
_last: Board | None = None  # a game asks about the same grid move after move


def board(grid: tuple, face_up: tuple) -> Board:
    """The :class:`Board` of ``grid`` with ``face_up``."""
    global _last
    last = _last
    if last is not None and last.grid is grid and last.face_up is face_up:
        return last  # the very same tuples: no need to hash them
    key = (grid, face_up)
    found = _BOARDS.get(key)
    if found is None:
        found = _BOARDS.keep(key, Board(grid, face_up, last))
    _last = found
    return found


def _reach(grid: tuple, face_up: tuple) -> tuple[tuple[int, ...], ...]:
    by_rank: dict[int, list[int]] = {}
    for i, (c, up) in enumerate(zip(grid, face_up)):
        if up and c is not None:
            by_rank.setdefault(rank_of(c), []).append(i)
    out = list(ORTHOGONAL_SORTED)
    for same in by_rank.values():
        if len(same) < 2:
            continue
        for i in same:
            links = [j for j in same if j != i and j not in ORTHOGONAL[i]]
            if links:
                out[i] = tuple(sorted(ORTHOGONAL[i] + tuple(links)))
    return tuple(out)


def adjacent(grid: tuple, face_up: tuple, index: int) -> tuple[int, ...]:
    """Orthogonal neighbours plus same-number links (face-up cards of the
    same number as the face-up card at ``index``), in slot order."""
    return board(grid, face_up).reach[index]


def is_link(a: int, b: int) -> bool:
    """True when a move between ``a`` and ``b`` can only be a same-number link."""
    return a != b and b not in ORTHOGONAL[a]


def link_key(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)
