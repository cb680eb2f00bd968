"""Hints: the move the game's bot would make for the seat at the screen.

A room of :class:`~cardtable.model.session.GameSession`. :meth:`Hints.hint`
asks the game's bot (``GameDef.bot``) what it would play in the acting
seat's place, and answers with that move as the table shows it (its label
and its gesture, or none for a move made with a button) and, where the game
can give one (``GameDef.hint_reason``), a short reason.

The bot is asked (:func:`cardtable.engine.advice.suggest`) with a random generator of its own, :func:`hint_rng`,
seeded from the set-up's seed, the number of moves made so far and the
seat: the same position always gives the same hint (asking again changes
nothing), and the hint *is* the bot's choice — a bot handed that generator
in that position plays exactly that move. (The bots that play in a match
draw from the match's own running generator, so where a bot breaks a tie
by chance, the one in the next seat may pick another of the equal moves.)

The move given is the legal move the bot chose; for a move that carries a
player's words (a proposal, a note) it is the legal move with the words
left for the player to write, the bot's own words aside.

A hint is for the seat at the screen only: none while the privacy screen
covers the table, while the seat holds the table to pass it on, while a
bot or another seat is to move, or once the game is over
(:meth:`hint_refusal` says why). Which seats asked for a hint in this game
is kept (:attr:`hinted_seats`), so statistics can tell wins with hints
apart; it is kept with the game (``Match.hints``, in its record), and saved
as soon as a hint is shown, so a game resumed from a save still counts the
hints asked before.

Owns: nothing that lasts (the count of hints shown is the match's).
Handed: the session as a :class:`HintsSession` — the match, how a move
reads, who acts at the screen (:class:`Seats`), why they cannot
(:class:`Reasons`) and the autosave. It touches nothing else.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Protocol

import attrs

from cardtable.engine.advice import hint_rng, suggest
from cardtable.engine.protocol import Action, ActionInfo, Gesture
from cardtable.words import tr

if TYPE_CHECKING:
    from cardtable.engine.match import Match


@attrs.frozen
class Hint:
    """The move to suggest: ``action`` (one of the seat's legal moves),
    how it reads (``label``), how it is made with the mouse (``gesture``,
    None for a move made with a button) and why (``reason``, if the game
    says)."""

    seat: int
    action: Action
    label: str
    gesture: Gesture | None
    reason: str | None = None


class Seats(Protocol):
    """What the hints ask of the hand-over."""

    def acting_seat(self, by: int | None = None) -> int | None: ...


class Reasons(Protocol):
    """What the hints ask of the refusals."""

    def not_your_turn(self, by: int | None = None) -> str: ...


class HintsSession(Protocol):
    """What the hints are handed: these of the session's, no more."""

    match: Match

    @property
    def handover(self) -> Seats: ...
    @property
    def refusals(self) -> Reasons: ...
    def describe(self, action: Action) -> ActionInfo: ...
    def autosave(self) -> None: ...


class Hints:
    """The bot's move, suggested (see the module's opening); the hint count
    is the match's (kept in its record: a game read from a save brings its own)."""

    def __init__(self, session: HintsSession) -> None:
        self._session = session

    @property
    def hints_used(self) -> Counter[int]:
        """seat -> hints shown to it in this game (resumed games included)."""
        return self._session.match.hints

    def count_hint(self, seat: int) -> None:
        """A hint was shown to ``seat``: count it, and save it with the game."""
        self._session.match.hints[seat] += 1
        self._session.autosave()

    @property
    def hinted_seats(self) -> frozenset[int]:
        """The seats that have been shown a hint in this game (this session)."""
        return frozenset(seat for seat, n in self.hints_used.items() if n)

    def hint(self, count: bool = True) -> Hint | None:
        """The move the game's bot would make for the seat at the screen, or
        None when that seat cannot move now (or the bot has no answer).
        ``count``: the hint is shown to the player, so it counts as used."""
        seat = self._session.handover.acting_seat()
        if seat is None:
            return None
        match = self._session.match
        suggestion = suggest(match.game, match.state, seat, match.setup.seed, len(match.steps))
        if suggestion is None:
            return None
        action = suggestion.action
        try:
            info = self._session.describe(action)
        except Exception:  # describing must never break play
            return None
        reason = suggestion.reason
        if count:
            self.count_hint(seat)
        return Hint(seat, action, info.label, info.gesture, reason or None)

    def hint_refusal(self) -> str:
        """Why :meth:`hint` gives nothing now, in words."""
        if self._session.handover.acting_seat() is None:
            return self._session.refusals.not_your_turn()
        return tr("No hint for this move: the game's bot has no suggestion.")


__all__ = ["Hint", "Hints", "hint_rng"]
