"""Playing a move, and what follows from it.

A room of :class:`~cardtable.model.session.GameSession`. A player's move
(:meth:`Playing.play_for`) or a machine's (:meth:`Playing.machine_move`)
is played on the match, entered in the undo history, and then everything
that follows is done once, in order: the prompts it raised open, the game
is autosaved, the events and the change are signalled, the screen goes to
whoever is next, the end of the game is announced, and the bots go on.

Owns: where the "last reveal" starts (``reveal_mark``: the moves from
there on are shown as just come to light, :meth:`Playing.last_reveal`;
while the table is held for everyone to see what came to light, from
where the screen last changed hands)
and whether the game's end has been announced.
Handed: the session as a :class:`PlayingSession` — the match, the undo
history, the seats' names, the autosave, the signals for events, a
change, a message and the end, and of the other rooms only who is at the
screen (:class:`Seats`), the prompts (:class:`Prompts`) and the bots'
timer (:class:`Pace`). It touches nothing else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from cardtable.engine.protocol import Action, Event, IllegalAction
from cardtable.engine.view import came_to_light
from cardtable.words import tr

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from cardtable.engine.history import History
    from cardtable.engine.match import Match


class Seats(Protocol):
    """What the playing room asks of the hand-over."""

    viewer: int | None
    remote: frozenset[int]
    revealing: bool
    looked_from: int

    @property
    def covered(self) -> bool: ...
    @property
    def humans(self) -> list[int]: ...
    def watchers(self) -> list[int]: ...
    def follow(self, initial: bool = False) -> None: ...


class Prompts(Protocol):
    """What the playing room asks of the story."""

    def raise_prompts(self, events: list[tuple[int, Event]]) -> None: ...


class Pace(Protocol):
    """What the playing room asks of the bots."""

    def schedule(self) -> None: ...


class PlayingSession(Protocol):
    """What the playing room is handed: these of the session's, no more."""

    match: Match
    history: History
    sigEvents: SignalInstance
    sigChanged: SignalInstance
    sigMessage: SignalInstance
    sigGameOver: SignalInstance

    @property
    def handover(self) -> Seats: ...
    @property
    def story(self) -> Prompts: ...
    @property
    def bots(self) -> Pace: ...
    def name(self, seat: int | None) -> str: ...
    def autosave(self) -> None: ...


class Playing:
    """Moves played, and what follows (see the module's opening)."""

    def __init__(self, session: PlayingSession) -> None:
        self._session = session
        self.reveal_mark = len(session.match.steps)  # the "last reveal" covers the moves from here on
        self._reveal_cache: tuple | None = None
        self._announced_over = False

    def play_for(self, seat: int, action: Action) -> None:
        """Play a player's move (raises IllegalAction, changing nothing)."""
        session = self._session
        match = session.match
        before = len(match.steps)
        state = match.state  # the move is named as it reads where it was made
        events = match.play(seat, action, session.handover.watchers())
        self.reveal_mark = before  # a player's move: what came to light before it has been seen
        session.history.after_move(match, before, self.describe_done(action, seat, state), seat=seat)
        if seat in session.handover.remote and seat not in match.to_act():
            # a phone's turn is over: as at a hand-over, nobody takes it back
            session.history.clear(tr("the turn has passed from {name}").format(name=session.name(seat)))
        self._after_change([(before, ev) for ev in events])

    def machine_move(self, action: Action | None = None) -> bool:
        """Play the next bot's move (the bots room asks only when one is
        due): ``action`` if the bot has already chosen it, else chosen now;
        False if none was played (a bot that cannot move is told of in the
        status bar, and the game waits)."""
        session = self._session
        match = session.match
        before = len(match.steps)
        seat = match.bot_seat()
        try:
            if action is None:
                events = match.play_bot(seat, session.handover.watchers())
            else:
                events = match.play(seat, action, session.handover.watchers())
        except IllegalAction as err:  # a bot bug must not kill the game
            session.sigMessage.emit(tr("{name} (bot) could not move: {error}").format(
                name=session.name(seat), error=err))
            return False
        if not session.handover.humans:  # nobody at the screen (a bots' game): the strip shows
            self.reveal_mark = max(0, before - 1)  # what the move before this one brought to light, never a pile
        session.history.after_move(match, before, "", by_player=False)
        self._after_change([(before, ev) for ev in events])
        return True

    def describe_done(self, action: Action, seat: int, state: Any = None) -> str:
        """How ``seat``'s move ``action`` reads in the undo history ("Ann:
        Play 9♥ (+9, total 30)"): described in ``state``, the state it was
        made in (by default the one before the last move)."""
        match = self._session.match
        if state is None:
            steps = match.steps
            state = steps[-2].state if len(steps) > 1 else match.initial
        name = self._session.name(seat)
        try:
            label = match.game.describe(state, action).label
        except Exception:  # describing a past action must never break play
            label = action.kind
        # a move's words may already begin with whose it is (a seat's own key's move)
        whose = tr("{name}: {move}")
        return label if label.startswith(whose.format(name=name, move="")) else whose.format(name=name, move=label)

    def _after_change(self, events: list[tuple[int, Event]]) -> None:
        session = self._session
        session.story.raise_prompts(events)
        session.autosave()
        if events:
            session.sigEvents.emit(events)
        session.handover.follow()
        session.sigChanged.emit()
        self.check_over()
        session.bots.schedule()

    def check_over(self) -> None:
        """Once the game is over: its moves stand, and the end is announced (once)."""
        session = self._session
        result = session.match.result
        if result is not None:
            session.history.clear(tr("the game is over"))  # the result stands (and is counted): no move is taken back
        if result is not None and not self._announced_over:
            self._announced_over = True
            session.sigGameOver.emit(result)

    def last_reveal(self) -> tuple:
        """Public cards that came to light since the last player's move (its
        own result included) and are no longer shown on the table: derived
        from the public views of the states in between, so it holds only
        what everyone saw."""
        match, seats = self._session.match, self._session.handover
        steps = match.steps
        mark = min(self.reveal_mark, len(steps))
        if seats.revealing:  # the table held for everyone: all that came to light since it changed hands
            mark = min(mark, seats.looked_from)
        key = (mark, len(steps), id(steps[-1]) if steps else None, seats.viewer, seats.covered)
        if self._reveal_cache is not None and self._reveal_cache[0] == key:
            return self._reveal_cache[1]

        def public(state) -> dict:  # what everyone saw at a state
            return match.shown(state, None)

        first = steps[mark - 1].state if mark else match.initial
        during = [public(step.state) for step in steps[mark:]]
        now = match.shown(match.state, None if seats.covered else seats.viewer)
        cards = came_to_light(public(first), during, now) if during else ()
        self._reveal_cache = (key, cards)
        return cards
