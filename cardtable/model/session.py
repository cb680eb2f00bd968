"""GameSession: the running game seen from Qt.

It owns a :class:`~cardtable.engine.match.Match`, turns drops and
double-clicks on the table into legal actions, lets bots move on a timer,
decides which seat the table shows (and when the privacy screen must cover
it), keeps the undo stack and autosaves after every action.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Sequence

import attrs
from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from cardtable.engine.autosave import AutosaveJournal, failure_reason
from cardtable.engine.match import Match
from cardtable.engine.protocol import (SEAT_KEY, Action, ActionInfo, Event, GameDef, Gesture, IllegalAction,
                                      Prompt, Setup, why_not)
from cardtable.engine.record import MAX_JOURNAL, Record, RecordError, load_record, save_record
from cardtable.engine.text import MAX_ENTRY, clean_line, clean_text, no_room, room_left, too_long
from cardtable.engine.view import Layout, TableView

from .undo import ActionCommand


@attrs.frozen
class OpenPrompt:
    """A storytelling prompt waiting for narration: raised by step ``step``,
    addressed to ``prompt.seat`` and readable only by ``private_to`` (all if
    empty), the seats that could read the event that raised it."""

    step: int
    prompt: Prompt
    private_to: frozenset[int] = frozenset()

    def visible_to(self, viewer: int | None) -> bool:
        return not self.private_to or viewer in self.private_to


MAX_OPEN_PROMPTS = 12

TextAsker = Callable[[str, Action], "str | None"]
Chooser = Callable[[str, Sequence[str]], "int | None"]


class GameSession(QObject):
    sigChanged = Signal()  # redraw: state, viewer or cover changed
    sigEvents = Signal(list)  # [(step index, Event)] just played
    sigHandover = Signal(int)  # privacy screen: pass to this seat
    sigHold = Signal(int)  # the viewer has just been shown a card: pass to this seat when done
    sigMessage = Signal(str)  # status-bar message (e.g. why a drop bounced)
    sigGameOver = Signal(object)  # Result
    sigJournal = Signal()  # the story journal changed

    def __init__(self, match: Match, autosave_path: Path | None = None, bot_delay_ms: int = 450,
                 parent: QObject | None = None, script: Sequence[tuple[int, Action]] = ()) -> None:
        super().__init__(parent)
        self.match = match
        # moves played one by one on the bot timer before any bot thinks:
        # a game's worked example, watched from the Help menu
        self.script = list(script)
        self.game: GameDef = match.game
        self.autosave_path = autosave_path
        self._autosaver: AutosaveJournal | None = None
        self.autosave_failure: str | None = None  # what the last autosave said went wrong, until one works
        self._gesture_memo: tuple | None = None  # ((state, viewer, pending, holding), gestures, lifts)
        self._room_memo: tuple | None = None  # ((match, last step, step count, journal length), room)
        self.bot_delay_ms = bot_delay_ms
        self.base_delay_ms = bot_delay_ms  # the pause a bot pace of 1 means
        self.wait_for_step = False  # machine moves wait for step_once (the "Next move" button)
        self.reveal_mark = len(match.steps)  # the "last reveal" covers the moves from here on
        self._reveal_cache: tuple | None = None
        self.undo_stack = QUndoStack(self)
        self.ask_text: TextAsker = lambda prompt, action: ""
        self.choose: Chooser = lambda title, labels: 0
        self.viewer: int | None = None
        self.pending: int | None = None  # seat waiting behind the privacy screen
        # The hand-over is due, but the seat at the screen has just been shown
        # a card of its own (a draw): the table stays theirs until they pass
        # it on to this seat, so the reveal reaches the right person.
        self.holding: int | None = None
        # why the undo stack was last emptied, for undo's refusal
        self._undo_cleared = ""
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._bot_step)
        self._announced_over = False
        # prompts raised since they were last answered or dismissed, oldest first
        self.open_prompts: list[OpenPrompt] = []
        # what each piece in view is (card, token, ...), for the state and viewer in _sorts_key
        self._sorts: dict[str, str] = {}
        self._sorts_key: tuple | None = None
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

    @property
    def covered(self) -> bool:
        return self.pending is not None

    @property
    def humans(self) -> list[int]:
        return [i for i, p in enumerate(self.match.setup.players) if not p.bot]

    def name(self, seat: int | None) -> str:
        if seat is None:
            return "Everyone"
        return self.match.setup.players[seat].name

    def table_view(self) -> TableView:
        return self.match.view(None if self.covered else self.viewer)

    def layout(self) -> Layout:
        return self.match.layout(None if self.covered else self.viewer)

    @property
    def log_viewer(self) -> int | None:
        """Whose eyes the log is written for now."""
        return None if self.covered else self.viewer

    def log_lines(self, start: int = 0) -> list[tuple[int, str]]:
        """(move index, text) of every event from move ``start`` on, as the
        log's viewer may read it."""
        viewer = self.log_viewer
        steps = self.match.steps
        return [(i, ev.text_for(viewer)) for i in range(start, len(steps)) for ev in steps[i].events]

    def my_actions(self) -> list[Action]:
        seat = self.acting_seat()
        return [] if seat is None else self.match.legal(seat)

    def acting_seat(self) -> int | None:
        """The seat the user at the screen acts for now, if any."""
        if self.covered or self.holding is not None or self.viewer is None or self.match.over:
            return None
        return self.viewer if self.viewer in self.match.to_act() else None

    def describe(self, action: Action) -> ActionInfo:
        return self.game.describe(self.state, action)

    def last_reveal(self) -> tuple:
        """Public cards that came to light since the last player's move (its
        own result included) and are no longer shown on the table: derived
        from the public views of the states in between, so it holds only
        what everyone saw."""
        from cardtable.engine.view import came_to_light

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

    def button_actions(self) -> list[tuple[str, Action]]:
        """Legal actions with no mouse gesture: shown as buttons."""
        out = []
        for a in self.my_actions():
            info = self.describe(a)
            if info.gesture is None:
                out.append((info.label, a))
        return out

    # -- viewer and privacy ----------------------------------------------------
    def _needs_privacy(self, seat: int) -> bool:
        return self.game.private_info and len(self.humans) > 1 and seat != self.viewer

    def watchers(self) -> list[int]:
        """Seats whose eyes may be on the screen now: with the privacy
        screen in force only the seat it shows; otherwise every human."""
        if self.game.private_info and len(self.humans) > 1:
            return [] if self.viewer is None else [self.viewer]
        return self.humans or list(range(self.match.setup.count))

    def private_news(self) -> frozenset[str]:
        """Cards the viewer was shown, for their eyes only, since their own
        last move: they must get to see these before the table passes on."""
        seat = self.viewer
        if seat is None:
            return frozenset()
        steps = self.match.steps
        start = next((i for i in range(len(steps) - 1, -1, -1) if steps[i].seat == seat), len(steps))
        news = set()
        for i in range(start, len(steps)):
            news |= steps[i].learned.get(seat, frozenset())
        if not news:
            return frozenset()
        # still in the viewer's sight, and not in everyone's
        state = self.match.state
        mine_only = self.match.known(state, seat) - self.match.known(state, None)
        return frozenset(news & mine_only)

    def _update_viewer(self, initial: bool = False) -> None:
        if self.match.over:
            self.pending = self.holding = None
            if len(self.humans) != 1:
                self.viewer = None
            else:
                self.viewer = self.humans[0]
            return
        humans = [s for s in self.match.to_act() if not self.match.is_bot(s)]
        if not self.humans:
            self.viewer = None
            return
        if len(self.humans) == 1:
            self.viewer = self.humans[0]
            return
        # the screen goes to a seat the game waits on; one that may only
        # claim at any moment (its own key does that) does not hold it, so
        # the hint, the buttons and the seat at the screen name one person
        due = [s for s in self.match.waited_for() if s in humans] or humans
        if not humans or self.viewer in due or self.pending in due:
            return
        if self.holding in due:
            return
        humans = due
        nxt = humans[0]
        if initial and self.game.private_info:
            self._cover(nxt)
        elif self._needs_privacy(nxt):
            if self.private_news():
                self._hold(nxt)
            else:
                self._cover(nxt)
        else:
            self.viewer = nxt

    def _clear_undo(self, why: str) -> None:
        self.undo_stack.clear()
        self._undo_cleared = why

    def _hold(self, seat: int) -> None:
        self.holding = seat
        self._clear_undo(f"the turn has passed to {self.name(seat)}")
        self.sigHold.emit(seat)

    def pass_on(self) -> None:
        """The seat at the screen has seen its cards: cover the table for the next."""
        if self.holding is None:
            return
        seat, self.holding = self.holding, None
        self._cover(seat)
        self.sigChanged.emit()

    def _cover(self, seat: int) -> None:
        self.holding = None
        self.pending = seat
        self.viewer = None
        self._clear_undo(f"the turn has passed to {self.name(seat)}")  # nobody undoes the previous turn
        self.sigHandover.emit(seat)

    def ready(self) -> None:
        """The player behind the privacy screen is ready: show their view."""
        if self.pending is None:
            return
        self.viewer, self.pending = self.pending, None
        self.sigChanged.emit()
        self._schedule_bots()

    def start(self) -> None:
        """Kick off bots (call once the window is showing)."""
        self._schedule_bots()
        self._check_over()

    # -- playing ---------------------------------------------------------------------
    def perform(self, seat: int, action: Action) -> str | None:
        """Apply an action for ``seat``; returns a refusal reason or None."""
        info = self.describe(action) if action.has_text else None
        if info is not None and info.text_prompt:
            self._bot_timer.stop()  # nothing moves while a player is answering
            # the asker starts from the action's text: the game's default (a note being edited)
            text = self.ask_text(info.text_prompt, action.with_args(text=info.text_default)
                                 if info.text_default else action)
            if text is None:
                self._schedule_bots()
                return ""  # cancelled
            action = action.with_args(text=text)
        if action.has_text:  # however the text came (an asker, a front-end), the one rule applies
            action, refusal = self._typed_text(action, info is not None and info.one_line)
            if refusal:
                self.sigMessage.emit(refusal)
                self._schedule_bots()
                return refusal
        before = len(self.match.steps)
        try:
            events = self.match.play(seat, action, self.watchers())
        except IllegalAction as err:
            self.sigMessage.emit(_sentence(str(err)))
            return _sentence(str(err))
        self.reveal_mark = before  # a player's move: what came to light before it has been seen
        if not self._barrier_cleared_undo():
            self.undo_stack.push(ActionCommand(self, before, self.describe_done(action, seat)))
        self._after_change([(before, ev) for ev in events])
        return None

    def _barrier_cleared_undo(self) -> bool:
        """After a step: if it showed a watching seat a card, moves before it
        stand (the undo stack is emptied); says whether it did."""
        index = len(self.match.steps) - 1
        if not self.match.is_barrier(index):
            return False
        self._clear_undo(f"a card was shown ({self.match.barrier_text(index)})")
        return True

    def undo_refusal(self) -> str:
        """Why Undo does nothing now, in words."""
        if self.covered:
            return "Press Ready first."
        if not self.match.steps:
            return "Nothing to undo yet."
        if self._undo_cleared:
            return f"Cannot undo: {self._undo_cleared} — moves before it stand."
        return "Nothing to undo."

    def describe_done(self, action: Action, seat: int) -> str:
        try:
            return f"{self.name(seat)}: {self.game.describe(self.match.steps[-1].state, action).label}"
        except Exception:  # describing a past action must never break play
            return f"{self.name(seat)}: {action.kind}"

    def _after_change(self, events: list[tuple[int, Event]]) -> None:
        for index, ev in events:
            if ev.prompt is not None:
                self.open_prompts.append(OpenPrompt(index, ev.prompt, frozenset(ev.private_to)))
        del self.open_prompts[:-MAX_OPEN_PROMPTS]
        self.autosave()
        if events:
            self.sigEvents.emit(events)
        self._update_viewer()
        self.sigChanged.emit()
        self._check_over()
        self._schedule_bots()

    def _check_over(self) -> None:
        result = self.match.result
        if result is not None and not self._announced_over:
            self._announced_over = True
            self.sigGameOver.emit(result)

    def _machine_to_move(self) -> bool:
        """A scripted move (a worked example) or a bot is next."""
        return not self.match.over and (bool(self.script) or self.match.bot_seat() is not None)

    def set_pace(self, pace: float | None) -> None:
        """Bots pause ``pace`` times the usual time before each move; with
        None they wait until :meth:`step_once` (a player's click)."""
        self.wait_for_step = pace is None
        self.bot_delay_ms = round(self.base_delay_ms * (pace or 1.0))
        if self.wait_for_step:
            self._bot_timer.stop()
        else:
            self._schedule_bots()

    @property
    def machine_waiting(self) -> bool:
        """A bot's (or the script's) move waits for the Next move button."""
        return self.wait_for_step and self._machine_to_move()

    def step_once(self) -> bool:
        """Make the next machine move now (the Next move button)."""
        self._bot_timer.stop()
        return self._bot_step()

    def _schedule_bots(self) -> None:
        if self.wait_for_step:
            return
        if self._machine_to_move() and not self._bot_timer.isActive():
            self._bot_timer.start(self.bot_delay_ms)

    def _bot_step(self) -> bool:
        """Play the next scripted move, else the next bot's; False if none was played."""
        if not self._machine_to_move():
            return False
        before = len(self.match.steps)
        if self.script:
            seat, action = self.script.pop(0)
            try:
                events = self.match.play(seat, action, self.watchers())
            except IllegalAction as err:  # a stale example must not kill the app
                self.script.clear()
                self.sigMessage.emit(f"The example stopped at move {before + 1}: {err}")
                return False
        else:
            seat = self.match.bot_seat()
            try:
                events = self.match.play_bot(seat, self.watchers())
            except IllegalAction as err:  # a bot bug must not kill the game
                self.sigMessage.emit(f"{self.name(seat)} (bot) could not move: {err}")
                return False
        if not self.humans:  # nobody at the screen (a worked example, a bots' game): the strip shows
            self.reveal_mark = max(0, before - 1)  # what the move before this one brought to light, never a pile
        self._barrier_cleared_undo()
        self._after_change([(before, ev) for ev in events])
        return True

    def step_bots_now(self) -> int:
        """Run pending machine moves at once (tests and 'skip' button)."""
        n = 0
        while self._machine_to_move():
            self._bot_timer.stop()
            if not self._bot_step():
                break  # a move was refused: stop rather than retry it for ever
            n += 1
        return n

    def seat_key(self, seat: int) -> str | None:
        """A seat's own key was pressed: make its per-seat action (a snap
        claim) whoever is viewing. Returns a refusal reason or None."""
        kinds = self.game.seat_key_actions
        if not kinds or self.match.over:
            return "No claim can be made now." if kinds else ""
        if seat >= self.match.setup.count:
            return None
        options = [(a, self.describe(a)) for a in self.match.legal(seat) if a.kind in kinds]
        if not options:
            why = None
            if self.game.explain is not None:
                try:
                    why = self.game.explain(self.state, seat, Gesture(SEAT_KEY, kinds[0]))
                except Exception:  # explaining must never break play
                    why = None
            return _sentence(f"{self.name(seat)} cannot claim now: {why}" if why else
                             f"{self.name(seat)} cannot claim now")
        return self._perform_choice(seat, options, f"{self.name(seat)}: which claim?")

    # -- undo ---------------------------------------------------------------------
    def rewind_to(self, count: int) -> list:
        removed = []
        while len(self.match.steps) > count and self.match.can_undo():
            removed.append(self.match.pop())
        removed.reverse()
        self._refresh_after_undo()
        return removed

    def restore(self, steps: list) -> None:
        for step in steps:
            self.match.push(step)
        self._refresh_after_undo()
        self._schedule_bots()

    def _refresh_after_undo(self) -> None:
        self._bot_timer.stop()
        steps = len(self.match.steps)
        self.open_prompts = [p for p in self.open_prompts if p.step < steps]
        self.autosave()
        self.sigChanged.emit()
        self.sigJournal.emit()

    # -- table controller (answers the scene's questions) ----------------------------
    def _gestures(self) -> list[tuple[Action, ActionInfo]]:
        """The acting seat's moves made with the mouse."""
        return self._gesture_facts()[0]

    def _gesture_facts(self) -> tuple[list[tuple[Action, ActionInfo]], dict]:
        """The acting seat's mouse moves, and the answers of :meth:`can_drag`
        given so far. The table asks once per card after every change, so
        both are kept until the state or who is at the screen changes (states
        are immutable; the acting seat follows from the state, the viewer and
        the hand-over)."""
        key = (self.match.state, self.viewer, self.pending, self.holding)
        memo = self._gesture_memo
        if memo is not None and memo[0][0] is key[0] and memo[0][1:] == key[1:]:
            return memo[1], memo[2]
        seat = self.acting_seat()
        out = []
        for a in ([] if seat is None else self.match.legal(seat)):
            info = self.describe(a)
            if info.gesture is not None:
                out.append((a, info))
        self._gesture_memo = (key, out, {})
        return out, self._gesture_memo[2]

    @staticmethod
    def _matches(info: ActionInfo, zone: str, card: str | None) -> bool:
        g = info.gesture
        return g is not None and g.src == zone and (g.card is None or g.card == card)

    def _sort_of(self, card: str | None) -> str:
        """What a piece on the table is ("card", "token", ...), from the view."""
        key = (self.match.state, self.viewer, self.covered)
        if self._sorts_key is None or any(a is not b for a, b in zip(key, self._sorts_key)):
            self._sorts = {c.id: c.kind for z in self.table_view().zones for c in z.cards if c.id is not None}
            self._sorts_key = key
        return self._sorts.get(card, "card")

    def _same_sort(self, a: str | None, b: str | None) -> bool:
        """Cards stand in for each other (any card of a hand may be tried);
        a token or other piece is only ever itself."""
        return a is None or b is None or a == b or self._sort_of(a) == self._sort_of(b) == "card"

    def drag_sources(self) -> set[str]:
        """The places some mouse move of the acting seat starts from now."""
        return {info.gesture.src for _, info in self._gestures()}

    def can_drag(self, zone: str, card: str | None) -> bool:
        """A piece may be picked up when some move starts from its place with
        it or with a piece of its sort (a card that cannot be played now still
        lifts, so dropping it can say why; a room card under a token does not)."""
        gestures, lifts = self._gesture_facts()
        can = lifts.get((zone, card))
        if can is None:
            can = lifts[zone, card] = any(info.gesture.src == zone and self._same_sort(info.gesture.card, card)
                                          for _, info in gestures)
        return can

    def drag_targets(self, zone: str, card: str | None) -> set[str]:
        return {info.gesture.dst for a, info in self._gestures() if self._matches(info, zone, card)}

    def drop(self, zone: str, card: str | None, target: str) -> str | None:
        seat = self.acting_seat()
        if seat is None:
            return self._not_your_turn()
        options = [(a, info) for a, info in self._gestures()
                   if self._matches(info, zone, card) and info.gesture.dst == target]
        if not options:
            return self._explain(seat, zone, card, target)
        return self._perform_choice(seat, options, "Which move?")

    def activate(self, zone: str, card: str | None) -> str | None:
        seat = self.acting_seat()
        if seat is None:
            return self._not_your_turn()
        gestures = [(a, i) for a, i in self._gestures() if self._matches(i, zone, card)]
        defaults = [(a, i) for a, i in gestures if i.default]
        if defaults:
            return self._perform_choice(seat, defaults, "Which move?")
        others = self.context_actions(zone, card)
        if len(others) == 1:
            return self.perform(seat, others[0][1]) or None
        if len(gestures) == 1:
            return self.perform(seat, gestures[0][0]) or None
        if others:
            return self._perform_choice(seat, [(a, self.describe(a)) for _, a in others], "Which move?")
        return self._explain(seat, zone, card, None)

    def context_actions(self, zone: str, card: str | None) -> list[tuple[str, Action]]:
        seat = self.acting_seat()
        if seat is None:
            return []
        out = []
        for a in self.match.legal(seat):
            info = self.describe(a)
            if (info.gesture is not None and self._matches(info, zone, card)) or (
                    card is not None and info.gesture is None and card in _flat_args(a)):
                out.append((info.label, a))
        return out

    def _perform_choice(self, seat: int, options: list[tuple[Action, ActionInfo]], title: str) -> str | None:
        if len(options) == 1:
            index: int | None = 0
        else:
            self._bot_timer.stop()  # nothing moves while a player is choosing
            index = self.choose(title, [info.label for _, info in options])
        if index is None:
            self._schedule_bots()
            return ""
        result = self.perform(seat, options[index][0])
        return result if result else None

    def _not_your_turn(self) -> str:
        if self.match.over:
            return "The game is over."
        if self.covered:
            return "Press Ready first."
        names = ", ".join(self.name(s) for s in self.match.to_act())
        done = self._played_this_turn()
        if not done:
            return f"Wait: it is {names}'s turn."
        if self.holding is not None:
            nxt = self.name(self.holding)
            return f"You have already played this turn: {done}. It is {nxt}'s turn: pass the screen to {nxt}."
        return f"You have already played this turn: {done}. It is {names}'s turn."

    def _played_this_turn(self) -> str:
        """What the seat at the screen did in its turn just ended (its moves
        since anybody else's, as the move list names them), if it played
        last; else ''."""
        seat = self.viewer
        steps = self.match.steps
        if self.covered or seat is None or seat in self.match.to_act():
            return ""
        labels: list[str] = []
        i = len(steps) - 1
        while i >= 0 and steps[i].seat == seat and len(labels) < 3:
            before = steps[i - 1].state if i else self.match.initial
            try:
                labels.append(self.game.describe(before, steps[i].action).label)
            except Exception:  # naming a move must never break play
                labels.append(steps[i].action.kind)
            i -= 1
        return "; ".join(reversed(labels))

    def _explain(self, seat: int, zone: str, card: str | None, target: str | None) -> str:
        """Why a drop (or, with no target, a double-click) makes no move,
        naming the rule that stops it: the game's own explanation if it has
        one, else the engine's refusal of the closest move the gesture could
        mean, else where that card may go now."""
        gesture = Gesture(zone, target, card)  # type: ignore[arg-type]  (dst None: a double-click)
        if self.game.explain is not None:
            try:
                text = self.game.explain(self.state, seat, gesture)
            except Exception:  # explaining must never break play
                text = None
            if text:
                return _sentence(text)
        for guess in self._closest_moves(zone, card, target):
            try:
                reason = why_not(self.game.apply, self.state, seat, guess)
            except Exception:
                continue
            if reason:
                return _sentence(reason)
        return self._where_it_can_go(zone, card, target)

    def _closest_moves(self, zone: str, card: str | None, target: str | None) -> list[Action]:
        """Moves the gesture may have meant: a legal move from the same place
        with the dragged card put in, and its target swapped for the drop's
        (``slot:2:1`` → ``slot:9:1`` turns ``slot="2:1"`` into ``"9:1"``)."""
        out: list[Action] = []
        for a, info in self._gestures():
            g = info.gesture
            if g.src != zone:
                continue
            guess = a
            if card is not None and g.card is not None and card != g.card:
                if not self._same_sort(g.card, card):
                    continue
                swapped = _swap_value(a, g.card, card)
                if swapped is None:
                    continue
                guess = swapped
            if target is None:
                if info.default or guess is not a:
                    out.append(guess)
                continue
            if g.dst == target:
                out.append(guess)
                continue
            moved = _retarget(guess, g.dst, target)
            if moved is not None:
                out.append(moved)
        return list(dict.fromkeys(out))

    def _where_it_can_go(self, zone: str, card: str | None, target: str | None) -> str:
        """The fallback explanation: where this card may go now (named the
        way the table labels those places), or what this seat can do."""
        view = self.table_view()
        specs = {z.id: z for z in self.layout().zones}
        shown = {z.id: z.label for z in view.zones}

        def place(zid: str) -> str:
            spec = specs.get(zid)
            owner = spec.seat if spec is not None else None
            label = (spec.label if spec is not None else "") or (
                zid.split(":")[0].replace("-", " ") if owner is not None else shown.get(zid) or zid)
            if owner is None or self.name(owner) in label:
                return label
            return f"your {label}" if owner == self.viewer else f"{self.name(owner)}'s {label}"

        what = f"A card from {place(zone)}"
        if card is not None:
            for z in view.zones:
                for c in z.cards:
                    if c.id == card and c.accessible:
                        what = " · ".join(c.accessible.split(" (")[0].split(" · ")[:2])
        what = what[:1].upper() + what[1:]
        targets = sorted(self.drag_targets(zone, card))
        if targets and target is not None:
            where = _join_or(list(dict.fromkeys(place(t) for t in targets)))
            return f"{what} can go only to {where} now, not to {place(target)}."
        moves = [self.describe(a).label for a in self.my_actions()]
        if not moves:
            return self._not_your_turn()
        listed = "; ".join(moves[:4]) + ("; …" if len(moves) > 4 else "")
        return f"{what} has no move now. You can: {listed}."
    # -- story ------------------------------------------------------------------------
    def prompts_for(self, viewer: int | None) -> list[OpenPrompt]:
        """The open prompts ``viewer`` may read (None: the public)."""
        return [p for p in self.open_prompts if p.visible_to(viewer)]

    def answer(self, open_prompt: OpenPrompt | None, text: str) -> str | None:
        """Narration typed for ``open_prompt`` (or free narration for None):
        credited to the seat the prompt addresses, not whoever acts now; the
        prompt is then closed. Returns why it was refused (see
        :meth:`narrate`; the prompt then stays open), else None."""
        if open_prompt is None:
            return self.narrate(text)
        if not text.strip():
            return None
        refusal = self.narration_refusal(text, open_prompt.prompt.text)
        if refusal:
            self.sigMessage.emit(refusal)
            return refusal
        self.dismiss(open_prompt, quiet=True)
        seat = open_prompt.prompt.seat if open_prompt.prompt.seat is not None else self.viewer
        return self.narrate(text, open_prompt.prompt.trigger, open_prompt.prompt.text, seat, at=open_prompt.step + 1)

    def dismiss(self, open_prompt: OpenPrompt, quiet: bool = False) -> None:
        if open_prompt in self.open_prompts:
            self.open_prompts.remove(open_prompt)
            if not quiet:
                self.sigJournal.emit()

    def narrate(self, text: str, trigger: str = "", prompt: str = "", seat: int | None = None,
                at: int | None = None) -> str | None:
        """Add narration to the story journal, cleaned and limited by the
        rule every text box follows (:mod:`cardtable.engine.text`). Text over
        the limit for one entry, or over the room the game's story has left,
        is refused whole: the reason is returned (and shown), nothing is cut."""
        refusal = self.narration_refusal(text, prompt)
        if refusal:
            self.sigMessage.emit(refusal)
            return refusal
        text = clean_text(text).strip()
        if not text:
            return None
        self.match.narrate(text, seat if seat is not None else self.viewer, trigger, prompt, at)
        self.autosave()
        self.sigJournal.emit()
        return None

    def story_room(self) -> int:
        """How many more characters of free text (narration, notes) this game
        takes: summed once per change of the game (the story dock asks at
        every keystroke). Moves are only pushed and popped and narration only
        inserted, so the last step and the two lengths tell a change."""
        m = self.match
        key = (m, m.steps[-1] if m.steps else None, len(m.steps), len(m.journal))
        memo = self._room_memo
        if (memo is None or memo[0][0] is not m or memo[0][1] is not key[1]  # by identity: steps are big
                or memo[0][2:] != key[2:]):
            memo = self._room_memo = (key, room_left((s.action for s in m.steps), m.journal))
        return memo[1]

    def length_refusal(self, what: str, length: int, counted: int | None = None) -> str:
        """Why ``length`` characters of free text cannot be taken ("" if they
        can): over one entry's limit, or over the room the game's story has
        left (``counted``: the characters they take of it, when more)."""
        if length > MAX_ENTRY:
            return too_long(what, length, MAX_ENTRY)
        room = self.story_room()
        counted = length if counted is None else counted
        return no_room(what, counted, room) if counted > room else ""

    def narration_refusal(self, text: str, prompt: str = "") -> str:
        """Why ``text`` cannot be added to the story now ("" if it can)."""
        text = clean_text(text).strip()
        if not text:
            return ""
        refusal = self.length_refusal("This narration", len(text), len(text) + len(prompt))
        if refusal:
            return refusal
        if len(self.match.journal) >= MAX_JOURNAL:
            return f"The story of this game is full ({MAX_JOURNAL:,} entries), so this narration cannot be added."
        return ""

    def _typed_text(self, action: Action, one_line: bool) -> tuple[Action, str]:
        """``action`` with its typed ``text`` cleaned by the rule every text
        box follows, or the reason it is refused (too long for one entry, or
        for the room the game's story has left)."""
        raw = action.get("text")
        if not isinstance(raw, str):
            return action, ""
        text = clean_line(raw) if one_line else clean_text(raw)
        refusal = self.length_refusal("This text", len(text))
        if refusal:
            return action, refusal
        return (action if text == raw else action.with_args(text=text)), ""

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
                self.sigMessage.emit("Autosave works again: every move so far is saved.")
            return
        # The file on disk stays complete up to the last move saved; the
        # moves since are kept here, and every save tries to write them all.
        reason = failure_reason(err)
        if reason == "the disk is full":
            text = (f"Autosave failed: {reason}. Your moves are kept, and saved again as soon as "
                    "there is room.")
        else:
            text = (f"Autosave failed: {reason}. Your moves are kept, and saving is tried again "
                    "after every move (or use Game ▸ Save as).")
        first = self.autosave_failure is None
        self.autosave_failure = text
        self.sigMessage.emit(text if first else text.replace("Autosave failed:", "Autosave still failing:", 1))

    def save_as(self, path: Path) -> None:
        save_record(path, self.match.record())

    def shutdown(self) -> None:
        """Stop bots and go quiet: the window is done with this session."""
        self._bot_timer.stop()
        if self._autosaver is not None:
            self._autosaver.close()
        self.undo_stack.blockSignals(True)
        self.blockSignals(True)


def _sentence(text: str) -> str:
    """A refusal as a status-bar sentence: capital first letter, full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?…" else text + "."


def _join_or(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def _swap_value(action: Action, old: Any, new: Any) -> Action | None:
    """``action`` with the argument equal to ``old`` set to ``new``."""
    for k, v in action.args:
        if v == old:
            return action.with_args(**{k: new})
    return None


def _retarget(action: Action, old_zone: str, new_zone: str) -> Action | None:
    """``action`` aimed at ``new_zone`` instead of ``old_zone``, when one of
    its arguments is what tells the two zone ids apart."""
    for k, v in action.args:
        if isinstance(v, bool) or not isinstance(v, (str, int)) or k == "text":
            continue
        text = str(v)
        at = old_zone.rfind(text)
        if at < 0 or not text:
            continue
        head, tail = old_zone[:at], old_zone[at + len(text):]
        if not (new_zone.startswith(head) and new_zone.endswith(tail)) or len(new_zone) <= len(head) + len(tail) - 1:
            continue
        value = new_zone[len(head):len(new_zone) - len(tail)] if tail else new_zone[len(head):]
        if not value:
            continue
        if isinstance(v, int):
            try:
                return action.with_args(**{k: int(value)})
            except ValueError:
                continue
        return action.with_args(**{k: value})
    return None


def _flat_args(action: Action) -> set:
    out = set()
    for _, v in action.args:
        if isinstance(v, tuple):
            out.update(v)
        else:
            out.add(v)
    return out


__all__ = ["GameSession", "RecordError"]
