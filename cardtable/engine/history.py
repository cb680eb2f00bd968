"""Undo and redo over a match, as plain data.

One entry per move a player made, covering the machine moves played after
it. The rule for what may be taken back lives here, in one place:

- a move that showed somebody a card (a draw, a flip, revealed bids: a
  *barrier*, see :meth:`Match.is_barrier`) stands, and so does every move
  before it — nobody undoes to draw again;
- a decision of another seat (a bot's reply, a phone's move: a step by a
  seat other than the one whose move undo would take back, which had a
  choice, see :meth:`Match.is_decision`) stands, and so does every move
  before it — it may have been made on cards nobody else saw, and taking
  it back would tell its outcome to whoever plays again;
- a hand-over ends what may be undone — nobody takes back the previous
  player's move (the front-end's session calls :meth:`History.clear`).

Redo replays the very steps that were taken back (same cards, same
events), never new ones. No Qt: a window adapts this to its menus, a test
drives it directly.
"""

from __future__ import annotations

import attrs

from .match import Match, Step
from .i18n import _


@attrs.define
class Entry:
    """A player's move that may be taken back: the match had ``steps_before``
    steps before it; ``label`` names it ("Ann: play 7♣")."""

    steps_before: int
    label: str
    seat: int | None = None  # whose move it is (a front-end lets only that seat's player take it back)
    taken_back: list[Step] = attrs.field(factory=list)  # the steps undo removed, for redo


class History:
    def __init__(self) -> None:
        self._undo: list[Entry] = []
        self._redo: list[Entry] = []
        self.cleared = ""  # why the history was last emptied, for undo's refusal

    # -- reading ------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def undo_seat(self) -> int | None:
        """Whose move undo would take back."""
        return self._undo[-1].seat if self._undo else None

    @property
    def redo_seat(self) -> int | None:
        return self._redo[-1].seat if self._redo else None

    @property
    def undo_label(self) -> str:
        return self._undo[-1].label if self._undo else ""

    @property
    def redo_label(self) -> str:
        return self._redo[-1].label if self._redo else ""

    # -- the rule -----------------------------------------------------------------
    def clear(self, why: str) -> None:
        """Nothing before now may be undone (``why`` says what happened)."""
        self._undo.clear()
        self._redo.clear()
        self.cleared = why

    def barrier(self, match: Match) -> bool:
        """After a step: if it showed a card, moves before it stand (the
        history is emptied); says whether it did."""
        index = len(match.steps) - 1
        if index < 0 or not match.is_barrier(index):
            return False
        self.clear(_("a card was shown ({what})").format(what=match.barrier_text(index)))
        return True

    def decided(self, match: Match) -> bool:
        """After a step: if it was another seat's decision than the newest
        entry's (see :meth:`Match.is_decision`), moves before it stand (the
        history is emptied); says whether it was."""
        index = len(match.steps) - 1
        if not self._undo or index < 0:
            return False
        seat = match.steps[index].seat
        if seat == self._undo[-1].seat or not match.is_decision(index):
            return False
        self.clear(_("{name} has made a choice since").format(name=match.setup.players[seat].name))
        return True

    def after_move(self, match: Match, steps_before: int, label: str, by_player: bool = True,
                   seat: int | None = None) -> None:
        """A step was just played (``steps_before`` steps were there before
        it): a card shown, or another seat's decision, empties the history;
        then a player's move becomes the newest entry (and what was undone
        before it can no longer be redone). Machine moves that decide
        nothing (a seat with one legal move) join the entry of the player's
        move before them; any new move ends what could be redone."""
        self._redo.clear()
        if self.barrier(match):
            return
        self.decided(match)
        if by_player:
            self._undo.append(Entry(steps_before, label, seat))

    # -- taking back ----------------------------------------------------------------
    def undo(self, match: Match) -> Entry | None:
        """Take back the newest entry (and the machine moves after it)."""
        if not self._undo:
            return None
        entry = self._undo.pop()
        removed = []
        while len(match.steps) > entry.steps_before and match.can_undo():
            removed.append(match.pop())
        removed.reverse()
        entry.taken_back = removed
        self._redo.append(entry)
        return entry

    def redo(self, match: Match) -> Entry | None:
        """Play again the steps the last undo took back."""
        if not self._redo:
            return None
        entry = self._redo.pop()
        for step in entry.taken_back:
            match.push(step)
        entry.taken_back = []
        self._undo.append(entry)
        return entry
