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

The session is made of rooms, one concern each, every one an object of
its own that the session makes and hands, as a small protocol named in
the room's module, only the few facts and calls it uses:
:mod:`.handover` (who is at the screen), :mod:`.gestures` (what the hand
may do on the table), :mod:`.requests` (requests in, outcomes out),
:mod:`.refusals` (why not, in words), :mod:`.playing` (a move played, and
what follows), :mod:`.undoing` (who may take back what), :mod:`.bots`
(when machine moves are made), :mod:`.hints` (the bot's move, suggested)
and :mod:`.story` (prompts and narration). The rooms ask one another
through those protocols, never through shared state.

Owns: the match, the undo history, the autosave, the signals and the
rooms (public attributes, each named after its module); it is handed the
match and where to autosave. The second half of its methods hands a
front-end's call on, explicitly, to the room that answers it (documented
there), so a caller needs to know no room.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QObject, Signal

from cardtable.engine.autosave import AutosaveJournal, failure_reason
from cardtable.engine.files import NO_SPACE
from cardtable.engine.history import History
from cardtable.engine.match import Match
from cardtable.engine.protocol import Action, ActionInfo, GameDef, Setup
from cardtable.engine.record import Record, RecordError, load_record, save_record
from cardtable.engine.view import Layout, TableView
from cardtable.words import tr

from .bots import Bots
from .gestures import Gestures
from .handover import TABLE, HandOver
from .hints import Hint, Hints
from .outcome import Needs, Outcome, Request
from .playing import Playing
from .refusals import Refusals
from .requests import Requests
from .story import OpenPrompt, Story
from .undoing import Undoing


class GameSession(QObject):
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
        self.history = History()
        # a room asks another through the session only when it is asked
        # something itself, so the order they are made in matters only to
        # the bots, handed the playing room's machine move
        self.handover = HandOver(self)
        self.gestures = Gestures(self)
        self.refusals = Refusals(self)
        self.story = Story(self)
        self.playing = Playing(self)
        self.bots = Bots(match, self.playing.machine_move, bot_delay_ms, parent=self)
        self.requests = Requests(self)
        self.undoing = Undoing(self)
        self.hints = Hints(self, parent=self)
        self.handover.follow(initial=True)

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

    def table_view(self, by: int | None = None) -> TableView:
        return self.match.view(self.handover.eyes(by))

    def layout(self, by: int | None = None) -> Layout:
        return self.match.layout(self.handover.eyes(by))

    def log_lines(self, start: int = 0) -> list[tuple[int, str]]:
        """(move index, text) of every event from move ``start`` on, as the
        log's viewer may read it."""
        viewer = self.handover.log_viewer
        steps = self.match.steps
        return [(i, ev.text_for(viewer)) for i in range(start, len(steps)) for ev in steps[i].events]

    def describe(self, action: Action) -> ActionInfo:
        return self.game.describe(self.state, action)

    def start(self) -> None:
        """Kick off bots (call once the front-end is showing)."""
        self.bots.schedule()
        self.playing.check_over()

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
        self.bots.stop()
        self.hints.cancel()
        if self._autosaver is not None:
            self._autosaver.close()
        self.blockSignals(True)


    # == the rooms' answers, handed on ===========================================
    # Each is documented in its room; the session keeps them for its callers.

    # -- who is at the screen (handover.py) -----------------------------------------
    @property
    def viewer(self) -> int | None:
        return self.handover.viewer

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self.handover.viewer = seat

    @property
    def pending(self) -> int | None:
        return self.handover.pending

    @pending.setter
    def pending(self, seat: int | None) -> None:
        self.handover.pending = seat

    @property
    def holding(self) -> int | None:
        return self.handover.holding

    @holding.setter
    def holding(self, seat: int | None) -> None:
        self.handover.holding = seat

    @property
    def remote(self) -> frozenset[int]:
        return self.handover.remote

    @property
    def covered(self) -> bool:
        return self.handover.covered

    @property
    def humans(self) -> list[int]:
        return self.handover.humans

    @property
    def local_humans(self) -> list[int]:
        return self.handover.local_humans

    @property
    def log_viewer(self) -> int | None:
        return self.handover.log_viewer

    def eyes(self, by: int | None = None) -> int | None:
        return self.handover.eyes(by)

    def acting_seat(self, by: int | None = None) -> int | None:
        return self.handover.acting_seat(by)

    def set_remote(self, seat: int, remote: bool) -> None:
        self.handover.set_remote(seat, remote)

    def pass_on(self) -> None:
        self.handover.pass_on()

    def ready(self) -> None:
        self.handover.ready()

    # -- what the hand may do (gestures.py) and why not (refusals.py) ---------------
    def my_actions(self, by: int | None = None) -> list[Action]:
        return self.gestures.my_actions(by)

    def button_actions(self, by: int | None = None) -> list[tuple[str, Action]]:
        return self.gestures.button_actions(by)

    def drag_sources(self, by: int | None = None) -> set[str]:
        return self.gestures.drag_sources(by)

    def can_drag(self, zone: str, card: str | None) -> bool:
        return self.gestures.can_drag(zone, card)

    def drag_targets(self, zone: str, card: str | None, by: int | None = None) -> set[str]:
        return self.gestures.drag_targets(zone, card, by)

    def context_actions(self, zone: str, card: str | None, by: int | None = None) -> list[tuple[str, Action]]:
        return self.gestures.context_actions(zone, card, by)

    def not_your_turn(self, by: int | None = None) -> str:
        return self.refusals.not_your_turn(by)

    def place_names(self, by: int | None = None) -> dict[str, str]:
        return self.refusals.place_names(by)

    # -- requests in, outcomes out (requests.py) ------------------------------------
    def send(self, request: Request) -> Outcome:
        return self.requests.send(request)

    def drop(self, zone: str, card: str | None, target: str) -> Outcome:
        return self.requests.drop(zone, card, target)

    def activate(self, zone: str, card: str | None) -> Outcome:
        return self.requests.activate(zone, card)

    def perform(self, seat: int | None, action: Action) -> Outcome:
        return self.requests.perform(seat, action)

    def seat_key(self, seat: int) -> Outcome:
        return self.requests.seat_key(seat)

    def text_refusal(self, action: Action, text: str, one_line: bool = False) -> str:
        return self.requests.text_refusal(action, text, one_line)

    def question_stands(self, needs: Needs) -> bool:
        """Whether the question ``needs`` may still be answered: the game
        has not moved on, for whoever it was put to, since it was asked."""
        return self.requests.question_stands(needs)

    # -- moves played (playing.py), taken back (undoing.py) -------------------------
    def last_reveal(self) -> tuple:
        return self.playing.last_reveal()

    def undo(self, by: int | None = None) -> Outcome:
        return self.undoing.undo(by)

    def redo(self) -> Outcome:
        return self.undoing.redo()

    def may_undo(self, by: int | None = None) -> bool:
        return self.undoing.may_undo(by)

    @property
    def can_undo(self) -> bool:
        return self.undoing.can_undo

    @property
    def can_redo(self) -> bool:
        return self.undoing.can_redo

    def undo_refusal(self, by: int | None = None) -> str:
        return self.undoing.undo_refusal(by)

    # -- machine moves (bots.py) ----------------------------------------------------
    @property
    def bot_delay_ms(self) -> int:
        return self.bots.bot_delay_ms

    @bot_delay_ms.setter
    def bot_delay_ms(self, ms: int) -> None:
        self.bots.bot_delay_ms = ms

    @property
    def machine_waiting(self) -> bool:
        return self.bots.machine_waiting

    def set_pace(self, pace: float | None) -> None:
        self.bots.set_pace(pace)

    def step_once(self) -> bool:
        return self.bots.step_once()

    def step_bots_now(self) -> int:
        return self.bots.step_bots_now()

    # -- hints (hints.py) -----------------------------------------------------------
    @property
    def hints_used(self) -> Counter[int]:
        return self.hints.hints_used

    @property
    def hinted_seats(self) -> frozenset[int]:
        return self.hints.hinted_seats

    def count_hint(self, seat: int) -> None:
        self.hints.count_hint(seat)

    def hint(self, count: bool = True, by: int | None = None) -> Hint | None:
        return self.hints.hint(count, by)

    def ask_hint(self, deliver: Callable[[Hint | None], None], by: int | None = None) -> bool:
        return self.hints.ask(deliver, by)

    def hint_refusal(self, by: int | None = None) -> str:
        return self.hints.hint_refusal(by)

    # -- the story (story.py) -------------------------------------------------------
    @property
    def open_prompts(self) -> list[OpenPrompt]:
        return self.story.open_prompts

    def prompts_for(self, viewer: int | None) -> list[OpenPrompt]:
        return self.story.prompts_for(viewer)

    def screen_prompts(self) -> list[OpenPrompt]:
        return self.story.screen_prompts()

    def answer(self, open_prompt: OpenPrompt | None, text: str, by: int | None = None) -> Outcome:
        return self.story.answer(open_prompt, text, by)

    def dismiss(self, open_prompt: OpenPrompt, quiet: bool = False) -> None:
        self.story.dismiss(open_prompt, quiet)

    def narrate(self, text: str, trigger: str = "", prompt: str = "", seat: int | None = None,
                at: int | None = None) -> Outcome:
        return self.story.narrate(text, trigger, prompt, seat, at)

    def may_delete_entry(self, index: int, by: int | None = None) -> bool:
        return self.story.may_delete_entry(index, by)

    def delete_entry(self, index: int, by: int | None = None) -> Outcome:
        return self.story.delete_entry(index, by)

    def story_room(self) -> int:
        return self.story.story_room()


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
