"""Undo commands: one per human action, covering the bot moves after it.

The stack is cleared whenever a card is revealed (a draw, a flip, revealed
bids) and at every hand-over, so nobody can undo to draw again or take back
the previous player's move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

if TYPE_CHECKING:
    from .session import GameSession


class ActionCommand(QUndoCommand):
    def __init__(self, session: "GameSession", steps_before: int, text: str) -> None:
        super().__init__(text)
        self.session = session
        self.steps_before = steps_before
        self._redo_steps: list = []
        self._first = True

    def redo(self) -> None:
        if self._first:  # QUndoStack.push calls redo(); the move is already made
            self._first = False
            return
        self.session.restore(self._redo_steps)
        self._redo_steps = []

    def undo(self) -> None:
        self._redo_steps = self.session.rewind_to(self.steps_before)
