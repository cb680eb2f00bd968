"""Undo and Redo, as the screen and the phones may use them.

A room of :class:`~cardtable.model.session.GameSession`. The rule for what
may be taken back at all is the history's
(:class:`~cardtable.engine.history.History`); this room adds who may:
the seat at the screen takes back its own move, in its own turn, never
from behind the privacy screen; a phone takes back only its seat's move
while it is still that seat's turn; nothing once the game is over. A
refusal says why in words.

Owns: nothing that lasts (the history is the session's).
Handed: the session as an :class:`UndoingSession` — the match, the undo
history, the seats' names, the autosave, the signals for a change, a
changed journal and a refusal, and of the other rooms only who is at the
screen (:class:`Seats`), the prompts (:class:`Prompts`) and the bots'
timer (:class:`Pace`). It touches nothing else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from cardtable.engine.protocol import Event
from cardtable.words import tr

from .outcome import MOVED, Outcome, Refused

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from cardtable.engine.history import History
    from cardtable.engine.match import Match


class Seats(Protocol):
    """What the undo room asks of the hand-over."""

    remote: frozenset[int]

    @property
    def covered(self) -> bool: ...
    def eyes(self, by: int | None = None) -> int | None: ...


class Prompts(Protocol):
    """What the undo room asks of the story."""

    def raise_prompts(self, events: list[tuple[int, Event]]) -> None: ...
    def take_back_prompts(self, steps: int) -> None: ...


class Pace(Protocol):
    """What the undo room asks of the bots."""

    def schedule(self) -> None: ...
    def stop(self) -> None: ...


class UndoingSession(Protocol):
    """What the undo room is handed: these of the session's, no more."""

    match: Match
    history: History
    sigChanged: SignalInstance
    sigJournal: SignalInstance
    sigRefused: SignalInstance

    @property
    def handover(self) -> Seats: ...
    @property
    def story(self) -> Prompts: ...
    @property
    def bots(self) -> Pace: ...
    def name(self, seat: int | None) -> str: ...
    def autosave(self) -> None: ...


class Undoing:
    """Who may take back what, and doing it (see the module's opening)."""

    def __init__(self, session: UndoingSession) -> None:
        self._session = session

    def undo(self, by: int | None = None) -> Outcome:
        """Take back the last move of the seat at the screen (or of the
        remote seat ``by``) and the machine moves after it; refused, with
        why, when nothing may be."""
        if not self.may_undo(by):
            return self._refused(self.undo_refusal(by), by)
        self._session.history.undo(self._session.match)
        self._after_undo()
        return MOVED

    def redo(self) -> Outcome:
        if not self.can_redo:
            return self._refused(tr("Nothing to redo."))
        session = self._session
        before = len(session.match.steps)
        session.history.redo(session.match)
        steps = session.match.steps
        # the prompts the moves raised open again, as when they were first played
        session.story.raise_prompts([(i, ev) for i in range(before, len(steps)) for ev in steps[i].events])
        self._after_undo()
        session.bots.schedule()
        return MOVED

    def _refused(self, reason: str, by: int | None = None) -> Refused:
        """A refusal; one answering the screen (``by`` None) is signalled too."""
        if by is None:
            self._session.sigRefused.emit(reason)
        return Refused(reason)

    def may_undo(self, by: int | None = None) -> bool:
        """Whether the seat at the screen (or the remote seat ``by``) may
        take back the newest move: its own, in its turn (see History)."""
        session = self._session
        history, seats = session.history, session.handover
        if not history.can_undo or session.match.over:
            return False
        if by is not None:  # a phone: its own move, while it is still its turn
            return by in seats.remote and history.undo_seat == by and by in session.match.to_act()
        return not seats.covered and history.undo_seat not in seats.remote

    @property
    def can_undo(self) -> bool:
        return self.may_undo()

    @property
    def can_redo(self) -> bool:
        history, seats = self._session.history, self._session.handover
        return not seats.covered and history.can_redo and history.redo_seat not in seats.remote

    def undo_refusal(self, by: int | None = None) -> str:
        """Why Undo does nothing now, in words (for the remote seat ``by``: its phone's)."""
        session = self._session
        history, seats = session.history, session.handover
        if session.match.over:
            return tr("The game is over: its moves stand.")
        if by is None and seats.covered:
            return tr("Press Ready first.")
        seat = history.undo_seat
        if history.can_undo and seat is not None and seat != seats.eyes(by) and (
                by is not None or seat in seats.remote):
            return tr("Only {name} can take back their move.").format(name=session.name(seat))
        if not session.match.steps:
            return tr("Nothing to undo yet.")
        if history.cleared:
            return tr("Cannot undo: {reason} — moves before it stand.").format(reason=history.cleared)
        return tr("Nothing to undo.")

    def _after_undo(self) -> None:
        session = self._session
        session.bots.stop()
        session.story.take_back_prompts(len(session.match.steps))
        session.autosave()
        session.sigChanged.emit()
        session.sigJournal.emit()
