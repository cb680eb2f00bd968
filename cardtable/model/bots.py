"""Machine moves: when the bots' are made.

A room of :class:`~cardtable.model.session.GameSession`. Machine moves are
played one at a time on a timer, at the pace the players chose, or one per
click of "Next move" (pace None). Nothing moves while a player at the
screen is being asked a question.

Owns: the timer, the pace (``bot_delay_ms``, ``wait_for_step``) and
``screen_asking`` (the requests room says when a question is open).
Handed: the match (to tell whether a bot is next) and ``play``, the
session's playing of the next machine move (it says whether one was
played: a bot that cannot move stops rather than breaking the game).
It touches nothing else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from cardtable.engine.match import Match


class Bots:
    """When machine moves are made (see the module's opening)."""

    def __init__(self, match: Match, play: Callable[[], bool], delay_ms: int, parent: QObject) -> None:
        self._match = match
        self._play = play
        self.bot_delay_ms = delay_ms
        self.base_delay_ms = delay_ms  # the pause a bot pace of 1 means
        self.wait_for_step = False  # machine moves wait for step_once (the "Next move" button)
        self.screen_asking = False  # the player at the screen is answering a question: no machine moves
        self._timer = QTimer(parent)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)

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
        """A machine move is set to be made when the timer runs out."""
        return self._timer.isActive()

    def set_screen_asking(self, asking: bool) -> None:
        """The player at the screen is being asked a question (True: no
        machine move until it is answered) or is no longer."""
        self.screen_asking = asking
        if asking:
            self._timer.stop()

    def step_once(self) -> bool:
        """Make the next machine move now (the Next move button)."""
        self._timer.stop()
        return self._step()

    def schedule(self) -> None:
        """Set the timer for the next machine move, if one is due and may be made."""
        if self.wait_for_step or self.screen_asking:
            return
        if self._machine_to_move() and not self._timer.isActive():
            self._timer.start(self.bot_delay_ms)

    def stop(self) -> None:
        """No machine move until :meth:`schedule` is asked again."""
        self._timer.stop()

    def _step(self) -> bool:
        """Play the next bot's move; False if none was played."""
        if not self._machine_to_move():
            return False
        return self._play()

    def step_bots_now(self) -> int:
        """Run pending machine moves at once (tests and 'skip' button)."""
        n = 0
        while self._machine_to_move():
            self._timer.stop()
            if not self._step():
                break  # a move was refused: stop rather than retry it for ever
            n += 1
        return n
