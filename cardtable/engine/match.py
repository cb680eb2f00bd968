"""A running game without any user interface: states, actions, journal.

The Qt model wraps a :class:`Match`; the command line runs bot-only matches
with it. It keeps every state so undo is a pop, and knows where the last
reveal happened so undo cannot go back past new information. Whether a step
revealed something is derived from the views (see :mod:`.knowledge`): a seat
that may be watching saw a card it had not seen before.
"""

from __future__ import annotations

import copy
import itertools
import random
import secrets
from collections import Counter
from datetime import datetime, timezone
from typing import Any, Callable, Iterable

import attrs

from .journal import JournalEntry
from .knowledge import learned, visible_ids
from .levels import CLASSIC, choose, level
from .memo import Memo
from .origin import Origin
from .protocol import Action, Event, GameDef, Setup
from .record import Record
from .view import shown_cards
from .i18n import _


def now_iso() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


class StateMemo:
    """A pure function of (state, viewer), remembered for the latest states.
    States are immutable, so a state's identity is its key (the state itself
    is kept beside the answer, so a recycled id is never mistaken for it);
    when the memo holds :attr:`size` answers it starts afresh."""

    size = 64  # every seat's and the public answer for a few states

    def __init__(self, fn: Callable[[Any, int | None], Any]) -> None:
        self.fn = fn
        self._memo: Memo = Memo(self.size)  # (id(state), viewer) -> (state, answer)

    def __call__(self, state: Any, viewer: int | None) -> Any:
        key = (id(state), viewer)
        hit = self._memo.get(key)
        if hit is not None and hit[0] is state:
            return hit[1]
        answer = self.fn(state, viewer)
        self._memo.keep(key, (state, answer))
        return answer


@attrs.define
class Step:
    seat: int
    action: Action
    events: tuple[Event, ...]
    state: Any  # state after the action
    # Irreversible for undo: some watching seat learned a card here (or the
    # game marked an event ``reveal``). None: not worked out yet.
    barrier: bool | None = None
    # seat -> card ids that seat's view shows after this step and not before
    learned: dict[int, frozenset[str]] = attrs.field(factory=dict)


class Match:
    def __init__(self, game: GameDef, setup: Setup, created: str = "", uid: str | None = None) -> None:
        self.game = game
        self.setup = game.normalise(setup)
        self.initial = game.create(self.setup)
        self.steps: list[Step] = []
        self.journal: list[JournalEntry] = []
        self.created = created or now_iso()
        # this game's own id, random, kept in its record: two games are never
        # taken for one (the statistics count each game once). None: a new
        # game draws one; a game read from a save keeps the save's ("": none)
        self.uid = secrets.token_hex(16) if uid is None else uid
        self.hints: Counter[int] = Counter()  # seat -> hints shown to it in this game, kept in the record
        self.origin: Origin | None = None  # the game this one was forked from, and where (see fork)
        self.bot_rng = random.Random(self.setup.seed * 7919 + 17)
        # views and what they show, worked out once per state and viewer
        self._views = StateMemo(game.view)
        self._known = StateMemo(lambda state, viewer: visible_ids(self.view_of(state, viewer)))
        self._shown = StateMemo(lambda state, viewer: shown_cards(self.view_of(state, viewer), self.layout(viewer)))
        self._layouts: dict[int | None, Any] = {}

    # -- reading -----------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.steps[-1].state if self.steps else self.initial

    @property
    def result(self):
        return self.game.result(self.state)

    @property
    def over(self) -> bool:
        return self.result is not None

    def to_act(self) -> tuple[int, ...]:
        return self.game.to_act(self.state)

    def waited_for(self) -> tuple[int, ...]:
        """The seats the game waits on now: those that may act whose turn
        the table shows (the view's active seats). Others in :meth:`to_act`
        may act (a claim at any moment) but the game goes on without them.
        Every seat that may act when the view marks none of them."""
        seats = self.to_act()
        active = {s.seat for s in self.view(None).seats if s.active}
        return tuple(s for s in seats if s in active) or seats

    def legal(self, seat: int) -> list[Action]:
        return list(self.game.legal_actions(self.state, seat))

    def view(self, viewer: int | None):
        return self.view_of(self.state, viewer)

    def view_of(self, state: Any, viewer: int | None):
        """``viewer``'s view of ``state``. After a move the table, undo's
        barrier, the hand-over check and the last-reveal strip all ask for
        the same few views of the same few states: each is worked out once."""
        return self._views(state, viewer)

    def known(self, state: Any, viewer: int | None) -> frozenset[str]:
        """The card ids ``viewer``'s view of ``state`` shows face up."""
        return self._known(state, viewer)

    def shown(self, state: Any, viewer: int | None) -> dict[str, Any]:
        """The face-up cards ``viewer`` can read on the table in ``state``
        (:func:`~cardtable.engine.view.shown_cards`: a pile shows its top)."""
        return self._shown(state, viewer)

    def layout(self, viewer: int | None):
        """The table's arrangement for ``viewer`` (fixed for a match: it
        depends only on the players and the options)."""
        layout = self._layouts.get(viewer)
        if layout is None:
            layout = self._layouts[viewer] = self.game.layout(self.setup.count, self.setup.options, viewer)
        return layout

    def mark(self) -> tuple[int, Step | None]:
        """Where the game stands now, for :meth:`goes_on_from`."""
        return len(self.steps), (self.steps[-1] if self.steps else None)

    def goes_on_from(self, mark: tuple[int, Step | None]) -> bool:
        """Whether the game now is the game at ``mark`` with moves only added
        (none taken back since)."""
        count, last = mark
        return count <= len(self.steps) and (count == 0 or self.steps[count - 1] is last)

    def is_bot(self, seat: int) -> bool:
        return self.setup.players[seat].bot

    def events(self) -> Iterable[tuple[int, Event]]:
        for i, step in enumerate(self.steps):
            for ev in step.events:
                yield i, ev

    # -- playing -----------------------------------------------------------
    def play(self, seat: int, action: Action, watchers: Iterable[int] | None = None) -> tuple[Event, ...]:
        """Apply ``action`` for ``seat``. ``watchers`` are the seats that may be
        looking at the screen: the step is a barrier for undo when one of
        them learns a card. Without watchers (a headless run) the barrier is
        worked out for every seat, and only when undo asks."""
        before = self.state
        state, events = self.game.checked_apply(before, seat, action)
        step = Step(seat, action, tuple(events), state)
        if watchers is not None:
            self._settle(step, before, watchers)
        self.steps.append(step)
        return tuple(events)

    def _settle(self, step: Step, before: Any, watchers: Iterable[int]) -> None:
        step.learned = learned(self.known, before, step.state, watchers)
        step.barrier = bool(step.learned) or any(ev.reveal for ev in step.events)

    def is_barrier(self, index: int) -> bool:
        """Whether step ``index`` showed somebody a card (undo stops there)."""
        step = self.steps[index]
        if step.barrier is None:
            before = self.steps[index - 1].state if index else self.initial
            self._settle(step, before, range(self.setup.count))
        return bool(step.barrier)

    def is_decision(self, index: int) -> bool:
        """Whether step ``index`` was a choice of its seat: it had more than
        one legal move there (a forced move decides, and tells, nothing)."""
        step = self.steps[index]
        before = self.steps[index - 1].state if index else self.initial
        return len(list(itertools.islice(self.game.legal_actions(before, step.seat), 2))) > 1

    def barrier_text(self, index: int) -> str:
        """In words, what step ``index`` showed (for undo's refusal)."""
        step = self.steps[index]
        for ev in step.events:
            if ev.reveal and not ev.private_to:
                return ev.text
        public = [ev.text for ev in step.events if not ev.private_to]
        return public[-1] if public else _("a card was shown")

    def bot_seat(self) -> int | None:
        """The first bot that may act now, if any human-free choice is pending."""
        for seat in self.to_act():
            if self.is_bot(seat):
                return seat
        return None

    def bot_level(self, seat: int):
        """The :class:`~.levels.Level` the bot in ``seat`` plays at."""
        return level(self.setup.players[seat].level or CLASSIC)

    def bot_move(self, seat: int) -> Action:
        """The move the bot in ``seat`` chooses now, at its level (from the
        match's bot generator; a searching level may take a second)."""
        return choose(self.game, self.bot_level(seat), self.state, seat, self.bot_rng)

    def play_bot(self, seat: int, watchers: Iterable[int] | None = None) -> tuple[Event, ...]:
        return self.play(seat, self.bot_move(seat), watchers)

    def run_bots(self, limit: int = 100_000) -> int:
        """Let bots act while only bots may act; returns how many acted."""
        n = 0
        while n < limit and not self.over:
            seats = self.to_act()
            if not seats or not all(self.is_bot(s) for s in seats):
                seat = self.bot_seat()
                if seat is None:
                    break
            else:
                seat = seats[0]
            self.play_bot(seat)
            n += 1
        return n

    # -- undo --------------------------------------------------------------
    def undo_floor(self) -> int:
        """Number of steps that can never be undone (up to the last reveal)."""
        for i in range(len(self.steps) - 1, -1, -1):
            if self.is_barrier(i):
                return i + 1
        return 0

    def can_undo(self) -> bool:
        return len(self.steps) > self.undo_floor()

    def pop(self) -> Step:
        if not self.can_undo():
            raise IndexError("nothing to undo since the last card was revealed")
        return self.steps.pop()  # the story's words stay: Undo takes back moves, never words

    def push(self, step: Step) -> None:
        self.steps.append(step)

    # -- story ---------------------------------------------------------------
    def narrate(self, text: str, seat: int | None = None, trigger: str = "", prompt: str = "",
                at: int | None = None) -> JournalEntry:
        """Add to the story journal; ``at`` places the entry after that many
        actions (the move whose prompt it answers), else after the last one."""
        index = len(self.steps) if at is None else max(0, min(int(at), len(self.steps)))
        entry = JournalEntry(index, text, seat, trigger, prompt, now_iso())
        # the journal stays in story order: after every entry of the same moment
        where = len(self.journal)
        while where > 0 and self.journal[where - 1].action_index > index:
            where -= 1
        self.journal.insert(where, entry)
        return entry

    def delete_entry(self, index: int) -> JournalEntry:
        """Take entry ``index`` out of the story journal (its author's wish:
        nothing else ever removes one); IndexError when there is none."""
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self.journal):
            raise IndexError(_("there is no story entry {number}").format(number=index + 1 if isinstance(index, int) else index))
        return self.journal.pop(index)

    # -- records -------------------------------------------------------------
    def record(self) -> Record:
        return Record(
            game=self.game.id,
            setup=self.setup,
            actions=tuple((s.seat, s.action) for s in self.steps),
            journal=tuple(self.journal),
            rules_version=self.game.rules_version,
            created=self.created,
            origin=self.origin,
            uid=self.uid,
            hints=tuple(self.hints[s] for s in range(self.setup.count)) if any(self.hints.values()) else (),
        )

    @classmethod
    def from_record(cls, game: GameDef, record: Record) -> "Match":
        """Replay ``record``; raises only RecordError (one line), whatever
        the record holds: it is data from a file, so any failure is the file's."""
        from .protocol import IllegalAction
        from .record import RecordError, replay_failure, start_failure

        try:
            match = cls(game, record.setup, record.created, uid=record.uid)
        except RecordError:
            raise
        except Exception as err:
            raise start_failure(err, record.setup) from None
        for i, (seat, action) in enumerate(record.actions):
            try:
                match.play(seat, action)
            except Exception as err:
                if isinstance(err, IllegalAction) and record.rules_version < game.rules_version:
                    raise RecordError(_("action {number} cannot be replayed: it was saved under older "
                                        "{game} rules, version {old} (these are version {new})").format(
                        number=i + 1, game=game.title, old=record.rules_version, new=game.rules_version)) from None
                raise replay_failure(i, err, action) from None
        n = len(match.steps)
        if n:
            # a game opened from a file starts its undo afresh: moves before
            # it stand (and undo never works out views for a long history)
            match.steps[-1].barrier = True
        match.journal = list(record.journal)  # an entry after the last move waits there for the next
        match.origin = record.origin
        match.hints = Counter({seat: n for seat, n in enumerate(record.hints) if n})
        return match

    # -- playing on from a moment ----------------------------------------------
    def snapshot(self) -> "Match":
        """This game as it stands now, apart from it: moves made (or taken
        back) later in this one leave the copy as it was (a review of a game
        still being played, while phones play on). States and steps are
        immutable and shared; the lists holding them are the copy's own."""
        other = copy.copy(self)
        other.steps = list(self.steps)
        other.journal = list(self.journal)
        other.hints = Counter(self.hints)
        return other

    def fork(self, at: int, setup: Setup | None = None) -> "Match":
        """A new game whose first ``at`` moves are this one's, replayed: the
        same cards are to come (the deck's order lives in the state), and the
        table after them is this game's table after move ``at`` (0: the
        opening table). ``setup`` may seat other players (other names, other
        bots) but must be the same game: the same options, seed, stacked
        deck and number of players, else ValueError says what differs. The
        story so far comes along; the moves replayed stand (undo stops at
        them, as in a game opened from a file); the new game's record names
        this one as its :attr:`origin`. It is a new game: an id of its own,
        no hints asked yet."""
        if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at <= len(self.steps):
            raise IndexError(_("move {move} is not in this game: it has moves 0 to {last}").format(
                move=repr(at), last=len(self.steps)))
        setup = self.setup if setup is None else self.game.normalise(setup)
        why = _not_the_same_game(self.setup, setup)
        if why:
            raise ValueError(why)
        fork = Match(self.game, setup)
        for step in self.steps[:at]:
            fork.play(step.seat, step.action)
        if at:
            fork.steps[-1].barrier = True
        fork.journal = [e for e in self.journal if e.action_index <= at]
        fork.origin = Origin(self.created, at)
        return fork


def _not_the_same_game(setup: Setup, other: Setup) -> str:
    """What a fork's ``other`` set-up changes that it may not (players may
    change names and bots, nothing else), in words; "" if nothing."""
    if other.count != setup.count:
        return _("a game played on from this one must have the same number of players ({count}, not {other})").format(
            count=setup.count, other=other.count)
    if dict(other.options) != dict(setup.options):
        changed = sorted(k for k in set(setup.options) | set(other.options)
                         if setup.options.get(k) != other.options.get(k))
        return _("a game played on from this one must keep the same game options (these differ: {names})").format(
            names=", ".join(changed))
    if other.seed != setup.seed:
        return _("a game played on from this one must keep the same seed ({seed}, not {other})").format(
            seed=setup.seed, other=other.seed)
    if other.stacked != setup.stacked:
        return _("a game played on from this one must keep the same stacked deck")
    return ""
