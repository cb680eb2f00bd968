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
"""

from __future__ import annotations

from collections import Counter

import attrs

from cardtable.engine.advice import hint_rng, suggest
from cardtable.engine.protocol import Action, Gesture
from cardtable.words import tr


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


class Hints:
    """Mixed into the session: reads ``match``, ``game``, :meth:`acting_seat`,
    :meth:`describe` and :meth:`not_your_turn`, and :meth:`autosave`s a
    hint shown; the hint count is the match's (kept in its record)."""

    def _init_hints(self) -> None:
        pass  # the count lives in the match: a game read from a save brings its own

    @property
    def hints_used(self) -> Counter[int]:
        """seat -> hints shown to it in this game (resumed games included)."""
        return self.match.hints

    def count_hint(self, seat: int) -> None:
        """A hint was shown to ``seat``: count it, and save it with the game."""
        self.match.hints[seat] += 1
        self.autosave()

    @property
    def hinted_seats(self) -> frozenset[int]:
        """The seats that have been shown a hint in this game (this session)."""
        return frozenset(seat for seat, n in self.hints_used.items() if n)

    def hint(self, count: bool = True) -> Hint | None:
        """The move the game's bot would make for the seat at the screen, or
        None when that seat cannot move now (or the bot has no answer).
        ``count``: the hint is shown to the player, so it counts as used."""
        seat = self.acting_seat()
        if seat is None:
            return None
        match = self.match
        suggestion = suggest(self.game, self.state, seat, match.setup.seed, len(match.steps))
        if suggestion is None:
            return None
        action = suggestion.action
        try:
            info = self.describe(action)
        except Exception:  # describing must never break play
            return None
        reason = suggestion.reason
        if count:
            self.count_hint(seat)
        return Hint(seat, action, info.label, info.gesture, reason or None)

    def hint_refusal(self) -> str:
        """Why :meth:`hint` gives nothing now, in words."""
        if self.acting_seat() is None:
            return self.not_your_turn()
        return tr("No hint for this move: the game's bot has no suggestion.")


__all__ = ["Hint", "Hints", "hint_rng"]
