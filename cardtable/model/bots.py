"""Machine moves: the bots'.

A room of :class:`~cardtable.model.session.GameSession`. Machine moves are
played one at a time on a timer, at the pace the players chose, or one per
click of "Next move" (pace None). Nothing moves while a player is being
asked a question, and a bot that cannot move stops rather than breaking the
game.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer

from cardtable.engine.protocol import IllegalAction
from cardtable.words import tr


class Bots:
    """Mixed into the session: owns the bot timer and the pace."""

    def _init_bots(self, bot_delay_ms: int) -> None:
        self.bot_delay_ms = bot_delay_ms
        self.base_delay_ms = bot_delay_ms  # the pause a bot pace of 1 means
        self.wait_for_step = False  # machine moves wait for step_once (the "Next move" button)
        self.screen_asking = False  # the player at the screen is answering a question: no machine moves
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._bot_step)

    def _machine_to_move(self) -> bool:
        """A bot is next."""
        return not self.match.over and self.match.bot_seat() is not None

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
        """A bot's move waits for the Next move button."""
        return self.wait_for_step and self._machine_to_move()

    def step_once(self) -> bool:
        """Make the next machine move now (the Next move button)."""
        self._bot_timer.stop()
        return self._bot_step()

    def _schedule_bots(self) -> None:
        if self.wait_for_step or self.screen_asking:
            return
        if self._machine_to_move() and not self._bot_timer.isActive():
            self._bot_timer.start(self.bot_delay_ms)

    def _bot_step(self) -> bool:
        """Play the next bot's move; False if none was played."""
        if not self._machine_to_move():
            return False
        before = len(self.match.steps)
        seat = self.match.bot_seat()
        try:
            events = self.match.play_bot(seat, self.watchers())
        except IllegalAction as err:  # a bot bug must not kill the game
            self.sigMessage.emit(tr("{name} (bot) could not move: {error}").format(name=self.name(seat), error=err))
            return False
        if not self.humans:  # nobody at the screen (a bots' game): the strip shows
            self.reveal_mark = max(0, before - 1)  # what the move before this one brought to light, never a pile
        self.history.after_move(self.match, before, "", by_player=False)
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
