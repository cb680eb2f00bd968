"""Who is at the screen: the viewer, the privacy screen and the hold.

A room of :class:`~cardtable.model.session.GameSession`. With hidden cards
and more than one person playing, the screen shows one seat's view at a
time. When the game waits on another person, the table is covered
(``pending``: the seat the privacy screen waits for) until they press
Ready; if the seat at the screen has just been shown a card of its own,
the table stays theirs (``holding``) until they pass it on. When something
came to light for everyone since the screen last changed hands (bids
turned over, a card flipped from the deck: cards the public view shows
that neither it nor the seat that moved could see before), the table is
held once more, as everyone sees it (``revealing``: no seat's eyes), until
someone passes it on; then the privacy screen comes as before. Each
hand-over ends what may be undone.

A seat may be *remote* (played from a phone, see :mod:`cardtable.remote`):
the screen never shows its view. While the game waits only on remote seats
(and bots) the screen shows the public table, with no privacy screen.

Owns: ``viewer``, ``pending``, ``holding``, ``revealing`` and ``remote``
(the other rooms read them here), where the screen last changed hands
(``looked_from``), and whose eyes a view is cut for (:meth:`HandOver.eyes`).
Handed: the session as a :class:`HandOverSession` — the match, the undo
history (a hand-over clears it), the seats' names, the signals for a
change, a privacy screen and a hold, and the bots (to go on once the
screen has changed hands). It touches nothing else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from cardtable.words import tr

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from cardtable.engine.history import History
    from cardtable.engine.match import Match

# ``holding`` when the screen goes to the public table (the game waits on
# remote seats) once the seat at it has seen its new card
TABLE = -1


class Pace(Protocol):
    """What the hand-over asks of the bots."""

    def schedule(self) -> None: ...  # play on, if a machine move is due


class HandOverSession(Protocol):
    """What the hand-over is handed: these of the session's, no more."""

    match: Match
    history: History
    sigChanged: SignalInstance
    sigHandover: SignalInstance
    sigHold: SignalInstance

    @property
    def bots(self) -> Pace: ...
    def name(self, seat: int | None) -> str: ...


class HandOver:
    """The seat the screen shows, the privacy screen and the hold (see the
    module's opening)."""

    def __init__(self, session: HandOverSession) -> None:
        self._session = session
        self.viewer: int | None = None
        self.pending: int | None = None  # the seat waiting behind the privacy screen
        # The hand-over is due, but the seat at the screen has just been shown a
        # card of its own (a draw): the table stays theirs until they pass it on
        # to this seat, so the reveal reaches the right person.
        self.holding: int | None = None
        self.remote: frozenset[int] = frozenset()  # seats played from a phone
        # the table is held as everyone sees it, for what came to light (``holding``: the seat next)
        self.revealing = False
        # the moves there were when the screen last changed hands: what came to
        # light for everyone since then is held on the table before the next cover
        self.looked_from = len(session.match.steps)

    @property
    def covered(self) -> bool:
        return self.pending is not None

    @property
    def humans(self) -> list[int]:
        return [i for i, p in enumerate(self._session.match.setup.players) if not p.bot]

    @property
    def log_viewer(self) -> int | None:
        """Whose eyes the log is written for now."""
        return None if self.covered else self.viewer

    @property
    def local_humans(self) -> list[int]:
        """The human seats played at the screen."""
        return [i for i in self.humans if i not in self.remote]

    def eyes(self, by: int | None = None) -> int | None:
        """Whose view a sentence or a view is cut for: the remote seat
        ``by``, else the seat the screen shows (None: the public)."""
        if by is not None:
            return by
        return None if self.covered else self.viewer

    def set_remote(self, seat: int, remote: bool) -> None:
        """Play ``seat`` from a phone (True) or at the screen again (False).
        The screen follows at once: a seat gone to its phone is no longer
        shown; a seat back at the screen gets it (behind the privacy
        screen) when the game waits on it."""
        session = self._session
        match = session.match
        if not 0 <= seat < match.setup.count or match.is_bot(seat):
            return
        if (seat in self.remote) == remote:
            return
        self.remote = self.remote | {seat} if remote else self.remote - {seat}
        # a seat changing hands ends what may be undone (its move is nobody else's to take back)
        session.history.clear((tr("{name} plays from a phone now") if remote
                               else tr("{name} plays at the screen again")).format(name=session.name(seat)))
        if remote and seat in (self.viewer, self.pending, self.holding):
            self.viewer = self.pending = self.holding = None
            self.revealing = False
        self.follow()
        session.sigChanged.emit()
        session.bots.schedule()

    def acting_seat(self, by: int | None = None) -> int | None:
        """The seat the user at the screen acts for now, if any; with
        ``by``, the remote seat ``by`` if it may act now (from its phone)."""
        match = self._session.match
        if by is not None:
            if match.over or by not in self.remote:
                return None
            return by if by in match.to_act() else None
        if self.covered or self.holding is not None or self.viewer is None or match.over:
            return None
        return self.viewer if self.viewer in match.to_act() else None

    def _private(self) -> bool:
        """Whether the screen shows one person's view at a time."""
        return self._session.match.game.private_info and len(self.humans) > 1

    def _needs_privacy(self, seat: int) -> bool:
        return self._private() and seat != self.viewer

    def watchers(self) -> list[int]:
        """Seats whose eyes may be on the screen now: with the privacy
        screen in force only the seat it shows; otherwise every human."""
        if self._private():
            return [] if self.viewer is None else [self.viewer]
        return self.humans or list(range(self._session.match.setup.count))

    def public_news(self) -> frozenset[str]:
        """Cards that came to light for everyone since the screen last
        changed hands: in some move since then, the public table began to
        show them (readable, not under a pile), and neither the public nor
        the seat that moved could see them before (a card played from one's own hand is no news; bids turned
        over, a card flipped from the deck are). Derived from the views
        alone, so it holds for every game."""
        match = self._session.match
        steps = match.steps
        news: set[str] = set()
        for i in range(min(self.looked_from, len(steps)), len(steps)):
            step = steps[i]
            before = steps[i - 1].state if i else match.initial
            fresh = match.shown(step.state, None).keys() - match.known(before, None)
            if fresh:
                news |= fresh - match.known(before, step.seat)
        return frozenset(news)

    def reveal_words(self) -> str:
        """What came to light, in the game's own words: the public text of
        the newest event since the screen last changed hands that the game
        marks as a reveal (else the newest public event's)."""
        steps = self._session.match.steps
        events = [ev for step in steps[min(self.looked_from, len(steps)):] for ev in step.events
                  if not ev.private_to and ev.text.strip()]
        marked = [ev for ev in events if ev.reveal]
        return (marked or events)[-1].text if events else ""

    def private_news(self) -> frozenset[str]:
        """Cards the viewer was shown, for their eyes only, since their own
        last move: they must get to see these before the table passes on."""
        seat = self.viewer
        if seat is None:
            return frozenset()
        match = self._session.match
        steps = match.steps
        start = next((i for i in range(len(steps) - 1, -1, -1) if steps[i].seat == seat), len(steps))
        news = set()
        for i in range(start, len(steps)):
            news |= steps[i].learned.get(seat, frozenset())
        if not news:
            return frozenset()
        # still in the viewer's sight, and not in everyone's
        state = match.state
        mine_only = match.known(state, seat) - match.known(state, None)
        return frozenset(news & mine_only)

    def follow(self, initial: bool = False) -> None:
        """Give the screen to the seat the game waits on now (behind the
        privacy screen, or held by the seat at it first), or to the public
        table; ``initial``: the game has just been opened."""
        session = self._session
        match = session.match
        if initial and match.steps:
            # moves played before the game was opened (a save, a restart) stand:
            # said as what it is, not as a turn passing
            session.history.clear(tr("the game was reopened"))
        if match.over:
            self.pending = self.holding = None
            self.revealing = False
            local = self.local_humans
            self.viewer = local[0] if len(self.humans) == 1 and local else None
            return
        # the people at the screen the game waits on (not phones, not bots)
        humans = [s for s in match.to_act() if not match.is_bot(s) and s not in self.remote]
        local = self.local_humans
        if not local:
            self.viewer = self.pending = self.holding = None
            self.revealing = False
            return
        if self.holding == TABLE and humans:
            self.holding = None  # the turn came back to the screen before its seat hid its cards
        if self.revealing and self.holding not in humans:
            # the game moved on while the table was held (a phone, an undo): the hold is void
            self.revealing, self.holding = False, None
        if len(self.humans) == 1:
            self.viewer = local[0]
            return
        if not humans and self.pending is None and self.holding is None and self.viewer is not None and any(
                s in self.remote for s in match.to_act()):
            # the game waits on phones: the screen shows the public table
            # (after the seat at it has seen a card just given to it)
            if self.private_news():
                self._hold(TABLE)
            else:
                session.history.clear(tr("the turn has passed to a phone"))
                self.viewer = None
            return
        # the screen goes to a seat the game waits on; one that may only
        # act at any moment with its own key does not hold it, so the hint,
        # the buttons and the seat at the screen name one person
        due = [s for s in match.waited_for() if s in humans] or humans
        if not humans or self.viewer in due or self.pending in due:
            return
        if self.holding in due:
            return
        nxt = due[0]
        if initial and match.game.private_info:
            self._cover(nxt, tr("the game was reopened") if match.steps else "")
        elif self._needs_privacy(nxt):
            if self.private_news():
                self._hold(nxt)
            else:
                self._reveal_or_cover(nxt)
        else:  # nothing hidden: the screen simply goes to the next person
            if self.viewer is not None and nxt != self.viewer:
                # theirs to play, not to undo
                session.history.clear(tr("the turn has passed to {name}").format(name=session.name(nxt)))
            self.viewer = nxt
            self.looked_from = len(match.steps)

    def _hold(self, seat: int) -> None:
        session = self._session
        self.holding = seat
        self.revealing = False
        session.history.clear(tr("the turn has passed to {name}").format(name=session.name(seat)))
        session.sigHold.emit(seat)

    def pass_on(self) -> None:
        """The seat at the screen has seen its cards: cover the table for
        the next (or show the public table, when phones play next)."""
        if self.holding is None:
            return
        seat, self.holding = self.holding, None
        if seat == TABLE:
            self.viewer = None
            self.follow()
        elif self.revealing:
            self._cover(seat)  # everyone has seen it: now the next seat's privacy screen
        else:
            self._reveal_or_cover(seat)
        self._session.sigChanged.emit()

    def _reveal_or_cover(self, seat: int) -> None:
        """The screen goes to ``seat`` behind the privacy screen; first, if
        something came to light for everyone since the screen last changed
        hands, the table is held as everyone sees it until someone passes
        it on (:meth:`pass_on`)."""
        if not self.public_news():
            self._cover(seat)
            return
        session = self._session
        self.revealing = True
        self.holding = seat
        self.viewer = None  # no seat's eyes: the public table
        session.history.clear(tr("the turn has passed to {name}").format(name=session.name(seat)))
        session.sigHold.emit(seat)

    def _cover(self, seat: int, why: str = "") -> None:
        session = self._session
        self.holding = None
        self.revealing = False
        self.pending = seat
        self.viewer = None
        # nobody undoes the previous turn
        session.history.clear(why or tr("the turn has passed to {name}").format(name=session.name(seat)))
        session.sigHandover.emit(seat)

    def ready(self) -> None:
        """The player behind the privacy screen is ready: show their view."""
        if self.pending is None:
            return
        self.viewer, self.pending = self.pending, None
        self.looked_from = len(self._session.match.steps)
        self._session.sigChanged.emit()
        self._session.bots.schedule()
