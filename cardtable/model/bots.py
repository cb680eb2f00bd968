"""Machine moves: when the bots' are made.

A room of :class:`~cardtable.model.session.GameSession`. Machine moves are
played one at a time on a timer, at the pace the players chose, or one per
click of "Next move" (pace None). Nothing moves while a player at the
screen is being asked a question.

A bot whose level searches thinks on a thread of its own, so the window
and the phones never wait on it: the table repaints, menus open and phones
are answered while it thinks. Its move is played back on the session's
thread, and only if the game is still where it was when the bot began
(an undo, a new game or a stop in between drops it). The "Next move"
button and :meth:`Bots.step_bots_now` still think in place: they ask for
the move at once.

Owns: the timer, the pace (``bot_delay_ms``, ``wait_for_step``),
``screen_asking`` (the requests room says when a question is open) and the
thinking thread. Handed: the match (to tell whether a bot is next and to
ask it for its move) and ``play``, the session's playing of the next
machine move, given the move already chosen or None to choose it (it says
whether one was played: a bot that cannot move stops rather than breaking
the game). It touches nothing else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject, QTimer

from .thinking import Thinker

if TYPE_CHECKING:
    from cardtable.engine.match import Match


class Bots:
    """When machine moves are made (see the module's opening)."""

    def __init__(self, match: Match, play: Callable[[Any], bool], delay_ms: int, parent: QObject) -> None:
        self._match = match
        self._play = play
        self._ticket: object | None = None  # the thought under way (None: no bot is thinking)
        self._thinker = Thinker(parent, self._chosen)  # the thinking thread (model/thinking.py)
        self.bot_delay_ms = delay_ms
        self.base_delay_ms = delay_ms  # the pause a bot pace of 1 means
        self.wait_for_step = False  # machine moves wait for step_once (the "Next move" button)
        self.screen_asking = False  # the player at the screen is answering a question: no machine moves
        self._timer = QTimer(parent)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step_in_time)

    def _machine_to_move(self) -> bool:
        """A bot is next."""
        return not self._match.over and self._match.bot_seat() is not None

    def set_pace(self, pace: float | None) -> None:
        """Bots pause ``pace`` times the usual time before each move; with
        None they wait until :meth:`step_once` (a player's click)."""
        self.wait_for_step = pace is None
        self.bot_delay_ms = round(self.base_delay_ms * (pace or 1.0))
        if self.wait_for_step:
            self._timer.stop()
        else:
            self.schedule()

    @property
    def machine_waiting(self) -> bool:
        """A bot's move waits for the Next move button."""
        return self.wait_for_step and self._machine_to_move()

    @property
    def scheduled(self) -> bool:
        """A machine move is set to be made when the timer runs out, or a bot is thinking."""
        return self._timer.isActive() or self.thinking

    @property
    def thinking(self) -> bool:
        """A bot is choosing its move on the thinking thread."""
        return self._ticket is not None

    def set_screen_asking(self, asking: bool) -> None:
        """The player at the screen is being asked a question (True: no
        machine move until it is answered) or is no longer."""
        self.screen_asking = asking
        if asking:
            self.stop()

    def step_once(self) -> bool:
        """Make the next machine move now (the Next move button)."""
        self.stop()
        return self._step()

    def schedule(self) -> None:
        """Set the timer for the next machine move, if one is due and may be made."""
        if self.wait_for_step or self.screen_asking:
            return
        if self._machine_to_move() and not self._timer.isActive() and not self.thinking:
            self._timer.start(self.bot_delay_ms)

    def stop(self) -> None:
        """No machine move until :meth:`schedule` is asked again (a bot's
        thought under way is dropped when it comes back)."""
        self._timer.stop()
        self._ticket = None

    def _step(self) -> bool:
        """Play the next bot's move now; False if none was played."""
        if not self._machine_to_move():
            return False
        return self._play(None)

    def _step_in_time(self) -> None:
        """The timer ran out: a bot that searches thinks on its thread,
        any other plays at once."""
        if not self._machine_to_move():
            return
        match = self._match
        seat = match.bot_seat()
        if not match.bot_level(seat).think_ms:
            self._step()
            return
        ticket = self._ticket = (len(match.steps), match.steps[-1] if match.steps else None, seat)
        self._thinker.start(ticket, lambda: match.bot_move(seat))

    def _chosen(self, ticket: object, found: Any) -> None:
        """A thought came back: play it if the game is still where it began."""
        if ticket is not self._ticket:
            return  # dropped (a stop, an undo, a new game) while it thought
        self._ticket = None
        count, last, seat = ticket
        match = self._match
        if not match.goes_on_from((count, last)) or len(match.steps) != count or match.bot_seat() != seat:
            self.schedule()
            return
        self._play(None if isinstance(found, Exception) else found)

    def step_bots_now(self) -> int:
        """Run pending machine moves at once (tests and 'skip' button)."""
        n = 0
        while self._machine_to_move():
            self.stop()
            if not self._step():
                break  # a move was refused: stop rather than retry it for ever
            n += 1
        return n
