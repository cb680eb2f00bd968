"""GameSession: a running game that any front-end can drive.

It owns a :class:`~cardtable.engine.match.Match` and answers a front-end —
the window, a test, a phone page, a replay view — in requests and outcomes
(:mod:`cardtable.model.outcome`): a drop, a double-click, a chosen move or
a seat's key goes in, and moved, cancelled, refused (with the reason) or a
question (*needs*) comes out. It lets machine moves play on a timer,
decides which seat the screen shows (and when the privacy screen must
cover it), keeps undo and redo (:class:`~cardtable.engine.history.History`)
and autosaves after every change. Each change is signalled once. It knows
no widget.

Its rooms, one concern each: :mod:`.handover` (who is at the screen),
:mod:`.gestures` (what the hand may do on the table), :mod:`.requests`
(requests in, outcomes out), :mod:`.refusals` (why not, in words),
:mod:`.bots` (machine moves), :mod:`.hints` (the bot's move, suggested)
and :mod:`.story` (prompts and narration).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from cardtable.engine.autosave import AutosaveJournal, failure_reason
from cardtable.engine.files import NO_SPACE
from cardtable.engine.history import History
from cardtable.engine.match import Match
from cardtable.engine.protocol import Action, ActionInfo, Event, GameDef, Setup
from cardtable.engine.record import Record, RecordError, load_record, save_record
from cardtable.engine.view import Layout, TableView, came_to_light
from cardtable.words import tr

from .bots import Bots
from .gestures import Gestures
from .handover import TABLE, HandOver
from .hints import Hint, Hints
from .outcome import MOVED, Outcome, Refused
from .refusals import Refusals
from .requests import Requests
from .story import OpenPrompt, Story




class GameSession(Requests, HandOver, Gestures, Refusals, Bots, Hints, Story, QObject):
    sigChanged = Signal()  # redraw: state, viewer or cover changed
    sigEvents = Signal(list)  # [(step index, Event)] just played
    sigHandover = Signal(int)  # privacy screen: pass to this seat
    sigHold = Signal(int)  # the viewer has just been shown a card: pass to this seat when done
    sigMessage = Signal(str)  # status-bar news nobody asked for (a bot stuck, autosave failing)
    sigRefused = Signal(str)  # why a request from the screen (a move, Undo, Redo, narration) was refused
    sigGameOver = Signal(object)  # Result
    sigJournal = Signal()  # the story journal changed

    def __init__(self, match: Match, autosave_path: Path | None = None, bot_delay_ms: int = 450,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.match = match
        self.game: GameDef = match.game
        self.autosave_path = autosave_path
        self._autosaver: AutosaveJournal | None = None
        self.autosave_failure: str | None = None  # what the last autosave said went wrong, until one works
        self.reveal_mark = len(match.steps)  # the "last reveal" covers the moves from here on
        self._reveal_cache: tuple | None = None
        self.history = History()
        self._announced_over = False
        self._init_bots(bot_delay_ms)
        self._init_handover()
        self._init_gestures()
        self._init_story()
        self._init_hints()
        self._update_viewer(initial=True)

    # -- construction ----------------------------------------------------------
    @classmethod
    def new(cls, game: GameDef, setup: Setup, **kwargs: Any) -> "GameSession":
        return cls(Match(game, setup), **kwargs)

    @classmethod
    def from_record(cls, games, record: Record, **kwargs: Any) -> "GameSession":
        return cls(Match.from_record(games[record.game], record), **kwargs)

    @classmethod
    def load(cls, path: Path, games, **kwargs: Any) -> "GameSession":
        """Open a save file or record; raises RecordError with a clear reason."""
        return cls.from_record(games, load_record(path, games), **kwargs)

    # -- reading -------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.match.state

    def name(self, seat: int | None) -> str:
        if seat is None:
            return tr("Everyone")
        if seat == TABLE:
            return tr("the phones")
        return self.match.setup.players[seat].name

    def eyes(self, by: int | None = None) -> int | None:
        """Whose view a sentence or a view is cut for: the remote seat
        ``by``, else the seat the screen shows (None: the public)."""
        if by is not None:
            return by
        return None if self.covered else self.viewer

    def table_view(self, by: int | None = None) -> TableView:
        return self.match.view(self.eyes(by))

    def layout(self, by: int | None = None) -> Layout:
        return self.match.layout(self.eyes(by))

    def log_lines(self, start: int = 0) -> list[tuple[int, str]]:
        """(move index, text) of every event from move ``start`` on, as the
        log's viewer may read it."""
        viewer = self.log_viewer
        steps = self.match.steps
        return [(i, ev.text_for(viewer)) for i in range(start, len(steps)) for ev in steps[i].events]

    def describe(self, action: Action) -> ActionInfo:
        return self.game.describe(self.state, action)

    def last_reveal(self) -> tuple:
        """Public cards that came to light since the last player's move (its
        own result included) and are no longer shown on the table: derived
        from the public views of the states in between, so it holds only
        what everyone saw."""
        steps = self.match.steps
        mark = min(self.reveal_mark, len(steps))
        key = (mark, len(steps), id(steps[-1]) if steps else None, self.viewer, self.covered)
        if self._reveal_cache is not None and self._reveal_cache[0] == key:
            return self._reveal_cache[1]

        def public(state) -> dict:  # what everyone saw at a state
            return self.match.shown(state, None)

        first = steps[mark - 1].state if mark else self.match.initial
        during = [public(step.state) for step in steps[mark:]]
        now = self.match.shown(self.state, None if self.covered else self.viewer)
        cards = came_to_light(public(first), during, now) if during else ()
        self._reveal_cache = (key, cards)
        return cards

    def start(self) -> None:
        """Kick off bots (call once the front-end is showing)."""
        self._schedule_bots()
        self._check_over()

    # -- playing ---------------------------------------------------------------------
    def _play_for(self, seat: int, action: Action) -> None:
        """Play a player's move (raises IllegalAction, changing nothing)."""
        before = len(self.match.steps)
        state = self.match.state  # the move is named as it reads where it was made
        events = self.match.play(seat, action, self.watchers())
        self.reveal_mark = before  # a player's move: what came to light before it has been seen
        self.history.after_move(self.match, before, self.describe_done(action, seat, state), seat=seat)
        if seat in self.remote and seat not in self.match.to_act():
            # a phone's turn is over: as at a hand-over, nobody takes it back
            self.history.clear(tr("the turn has passed from {name}").format(name=self.name(seat)))
        self._after_change([(before, ev) for ev in events])

    def describe_done(self, action: Action, seat: int, state: Any = None) -> str:
        """How ``seat``'s move ``action`` reads in the undo history ("Ann:
        Play 9♥ (+9, total 30)"): described in ``state``, the state it was
        made in (by default the one before the last move)."""
        if state is None:
            steps = self.match.steps
            state = steps[-2].state if len(steps) > 1 else self.match.initial
        name = self.name(seat)
        try:
            label = self.game.describe(state, action).label
        except Exception:  # describing a past action must never break play
            label = action.kind
        # a move's words may already begin with whose it is (a seat's own key's move)
        whose = tr("{name}: {move}")
        return label if label.startswith(whose.format(name=name, move="")) else whose.format(name=name, move=label)

    def _after_change(self, events: list[tuple[int, Event]]) -> None:
        self._open_prompts(events)
        self.autosave()
        if events:
            self.sigEvents.emit(events)
        self._update_viewer()
        self.sigChanged.emit()
        self._check_over()
        self._schedule_bots()

    def _check_over(self) -> None:
        result = self.match.result
        if result is not None:
            self.history.clear(tr("the game is over"))  # the result stands (and is counted): no move is taken back
        if result is not None and not self._announced_over:
            self._announced_over = True
            self.sigGameOver.emit(result)

    # -- undo ---------------------------------------------------------------------
    def undo(self, by: int | None = None) -> Outcome:
        """Take back the last move of the seat at the screen (or of the
        remote seat ``by``) and the machine moves after it; refused, with
        why, when nothing may be."""
        if not self.may_undo(by):
            return self._refused(self.undo_refusal(by), by)
        self.history.undo(self.match)
        self._after_undo()
        return MOVED

    def redo(self) -> Outcome:
        if not self.can_redo:
            return self._refused(tr("Nothing to redo."))
        before = len(self.match.steps)
        self.history.redo(self.match)
        steps = self.match.steps
        # the prompts the moves raised open again, as when they were first played
        self._open_prompts([(i, ev) for i in range(before, len(steps)) for ev in steps[i].events])
        self._after_undo()
        self._schedule_bots()
        return MOVED

    def _refused(self, reason: str, by: int | None = None) -> Refused:
        """A refusal; one answering the screen (``by`` None) is signalled too."""
        if by is None:
            self.sigRefused.emit(reason)
        return Refused(reason)

    def may_undo(self, by: int | None = None) -> bool:
        """Whether the seat at the screen (or the remote seat ``by``) may
        take back the newest move: its own, in its turn (see History)."""
        history = self.history
        if not history.can_undo or self.match.over:
            return False
        if by is not None:  # a phone: its own move, while it is still its turn
            return by in self.remote and history.undo_seat == by and by in self.match.to_act()
        return not self.covered and history.undo_seat not in self.remote

    @property
    def can_undo(self) -> bool:
        return self.may_undo()

    @property
    def can_redo(self) -> bool:
        return not self.covered and self.history.can_redo and self.history.redo_seat not in self.remote

    def undo_refusal(self, by: int | None = None) -> str:
        """Why Undo does nothing now, in words (for the remote seat ``by``: its phone's)."""
        if self.match.over:
            return tr("The game is over: its moves stand.")
        if by is None and self.covered:
            return tr("Press Ready first.")
        seat = self.history.undo_seat
        if self.history.can_undo and seat is not None and seat != self.eyes(by) and (
                by is not None or seat in self.remote):
            return tr("Only {name} can take back their move.").format(name=self.name(seat))
        if not self.match.steps:
            return tr("Nothing to undo yet.")
        if self.history.cleared:
            return tr("Cannot undo: {reason} — moves before it stand.").format(reason=self.history.cleared)
        return tr("Nothing to undo.")

    def _after_undo(self) -> None:
        self._bot_timer.stop()
        steps = len(self.match.steps)
        self.open_prompts = [p for p in self.open_prompts if p.step < steps]
        self.autosave()
        self.sigChanged.emit()
        self.sigJournal.emit()

    # -- saving -------------------------------------------------------------------------
    def autosave(self) -> None:
        """Bring the autosave up to date: a line per change, however long
        the game (see :mod:`cardtable.engine.autosave`)."""
        if self.autosave_path is None:
            return
        if self._autosaver is None:
            self._autosaver = AutosaveJournal(self.autosave_path)
        try:
            self._autosaver.save(self.match)
            err = self._autosaver.take_error()
        except OSError as failed:
            err = failed
        if err is None:
            if self.autosave_failure is not None:
                self.autosave_failure = None
                self.sigMessage.emit(tr("Autosave works again: every move so far is saved."))
            return
        # The saved file stays complete up to the last move saved; the
        # moves since are kept here, and every save tries to write them all.
        reason = failure_reason(err)
        first = self.autosave_failure is None
        no_room = getattr(err, "errno", None) in NO_SPACE  # saved again as soon as there is room
        self.autosave_failure = _autosave_failed(reason, no_room, still=False)
        self.sigMessage.emit(self.autosave_failure if first else _autosave_failed(reason, no_room, still=True))

    def save_as(self, path: Path) -> None:
        save_record(path, self.match.record())

    def shutdown(self) -> None:
        """Stop bots and go quiet: the window is done with this session."""
        self._bot_timer.stop()
        if self._autosaver is not None:
            self._autosaver.close()
        self.blockSignals(True)


def _autosave_failed(reason: str, no_room: bool, still: bool) -> str:
    """What the status line says when an autosave fails (``still``: it
    failed before, too): the moves are kept, and when they are saved."""
    if no_room:
        if still:
            return tr("Autosave still failing: {reason}. Your moves are kept, and saved again as soon as "
                      "there is room.").format(reason=reason)
        return tr("Autosave failed: {reason}. Your moves are kept, and saved again as soon as "
                  "there is room.").format(reason=reason)
    if still:
        return tr("Autosave still failing: {reason}. Your moves are kept, and saving is tried again "
                  "after every move (or use Game ▸ Save as).").format(reason=reason)
    return tr("Autosave failed: {reason}. Your moves are kept, and saving is tried again "
              "after every move (or use Game ▸ Save as).").format(reason=reason)


__all__ = ["GameSession", "Hint", "OpenPrompt", "RecordError"]
