"""Hints: the move the strongest bot would make for the seat at the screen.

A room of :class:`~cardtable.model.session.GameSession`. :meth:`Hints.ask`
asks the game's hint level (:attr:`Hints.level`: level 5, or the classic
bot where the game's ladder rates it higher; see
:func:`~cardtable.engine.levels.hint_level`) what it
would play in the acting seat's place, and hands back that move as the
table shows it (its label and its gesture, or none for a move made with a
button) and a short reason: the game's own (``GameDef.hint_reason``) where
the search keeps the move the game's bot would make, or what the search
found where it plays another.

The top level searches for up to a second, so it thinks on a thread of its
own (:mod:`.thinking`) and the table stays live meanwhile; the hint is
handed over on the session's thread, and only if the game is where it was
and the same seat is at the screen (a move, an undo, a hand-over or the
privacy screen in between drops it: a hint for a position no longer shown
would mislead, and one for a seat that has left the screen would tell the
next one what its cards are worth). :meth:`Hints.hint` asks in place and
waits (tests, a front-end with nothing to keep live). A seat played from a
phone asks the same way (``by``: the seat, as every phone request names
it); each asker waits for its own hint.

The level is asked (:func:`cardtable.engine.advice.suggest`) with a random generator of its own, :func:`hint_rng`,
seeded from the set-up's seed, the number of moves made so far and the
seat: the same position always gives the same hint (asking again changes
nothing, and is answered at once from the last one found), and the hint
*is* the level's choice — that level handed that generator in that
position plays exactly that move. (The bots that play in a match draw
from the match's own running generator, so where a bot breaks a tie by
chance, the one in the next seat may pick another of the equal moves.)

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

Owns: the hint thinking (its thread and the one hint asked for), the level
asked and the last suggestion found; nothing that lasts (the count of hints
shown is the match's). Handed: the session as a :class:`HintsSession` — the
match, how a move reads, who acts at the screen (:class:`Seats`), why they
cannot (:class:`Reasons`) and the autosave — and a parent for its timer. It
touches nothing else.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, Callable, Protocol

import attrs
from PySide6.QtCore import QObject

from cardtable.engine.advice import Suggestion, hint_rng, suggest
from cardtable.engine.levels import Level, hint_level
from cardtable.engine.protocol import Action, ActionInfo, Gesture
from cardtable.words import tr

from .thinking import Thinker

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

    @property
    def said(self) -> str:
        """The hint in a sentence or two, as the window and the phones say it."""
        move = self.label.rstrip(".")
        return (tr("Hint: {move}.").format(move=move) if not self.reason
                else tr("Hint: {move}. {reason}").format(move=move, reason=self.reason))


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


Position = tuple[int, Any, int]  # moves made, the last move (its Step), the seat asking


class Hints:
    """The strongest level's move, suggested (see the module's opening); the
    hint count is the match's (kept in its record: a game read from a save
    brings its own)."""

    def __init__(self, session: HintsSession, parent: QObject) -> None:
        self._session = session
        self._level: Level | None = None  # the level hints come from, once asked for (or set)
        self._thinker = Thinker(parent, self._thought)
        # the hints being thought of, by asker (None: the screen; a seat: its phone):
        # where, by which level, and to whom each goes
        self._asked: dict[int | None, tuple[Position, Level, Callable[[Hint | None], None]]] = {}
        self._found: tuple[Position, Level, Suggestion | None] | None = None  # the last one found

    @property
    def level(self) -> Level:
        """The level hints come from: the game's hint level unless set; found
        when first asked for, so starting a game reads no ladder."""
        if self._level is None:
            self._level = hint_level(self._session.match.game)
        return self._level

    @level.setter
    def level(self, chosen: Level) -> None:
        self._level = chosen

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

    def thinking_for(self, by: int | None = None) -> bool:
        """A hint asked from the screen (or by the remote seat ``by``) is being thought of."""
        return by in self._asked

    @property
    def thinking(self) -> bool:
        """A hint asked from the screen is being thought of (on the thinking thread)."""
        return self.thinking_for(None)

    def _position(self, seat: int) -> Position:
        steps = self._session.match.steps
        return len(steps), steps[-1] if steps else None, seat

    def _still(self, position: Position, by: int | None) -> bool:
        """The game is where it was at ``position`` and its seat may still act where it asked."""
        count, last, seat = position
        match = self._session.match
        return (len(match.steps) == count and match.goes_on_from((count, last))
                and self._session.handover.acting_seat(by) == seat)

    def _work(self, seat: int) -> Callable[[], Suggestion | None]:
        """The suggestion for ``seat`` now, to be found anywhere: it holds the
        state it reads (immutable), never the session."""
        match, level = self._session.match, self.level
        game, state, seed, moves = match.game, match.state, match.setup.seed, len(match.steps)
        return lambda: suggest(game, state, seat, seed, moves, level)

    def _known(self, position: Position) -> tuple[bool, Suggestion | None]:
        found = self._found
        if found is not None and found[0] == position and found[1] == self.level:
            return True, found[2]
        return False, None

    def hint(self, count: bool = True, by: int | None = None) -> Hint | None:
        """The move the hint level would make for the seat at the screen
        (or the remote seat ``by``), thought of in place (this waits for
        it), or None when that seat cannot move now (or the bot has no
        answer). ``count``: the hint is shown to the player, so it counts
        as used."""
        seat = self._session.handover.acting_seat(by)
        if seat is None:
            return None
        position = self._position(seat)
        known, suggestion = self._known(position)
        if not known:
            suggestion = self._work(seat)()
            self._found = (position, self.level, suggestion)
        return self._hint(seat, suggestion, count)

    def ask(self, deliver: Callable[[Hint | None], None], by: int | None = None) -> bool:
        """Think of the hint for the seat at the screen (or the remote seat
        ``by``, from its phone) and hand it to ``deliver`` (on the session's
        thread, counted as shown): at once when it is known or needs no
        thought, else once the level has thought on its own thread — and
        then only if the game is still where it was and the seat may still
        act where it asked (else nothing is handed). Asking again while it
        thinks replaces the one to hand it to. False: that seat cannot be
        hinted now (:meth:`hint_refusal` says why; ``deliver`` is not called)."""
        seat = self._session.handover.acting_seat(by)
        if seat is None:
            return False
        position = self._position(seat)
        known, _suggestion = self._known(position)
        if known or not self.level.think_ms:
            self._asked.pop(by, None)
            deliver(self.hint(by=by))
            return True
        before = self._asked.get(by)
        self._asked[by] = (position, self.level, deliver)  # thinking of it already: it goes to the newest asker
        if before is None or before[:2] != (position, self.level):
            self._thinker.start((position, self.level), self._work(seat))
        return True

    def cancel(self) -> None:
        """Hand over no hint being thought of (the thoughts run out unheard)."""
        self._asked.clear()

    def _thought(self, ticket: object, found: Any) -> None:
        position, level = ticket  # type: ignore[misc]
        suggestion = None if isinstance(found, Exception) else found
        self._found = (position, level, suggestion)
        for by, asked in list(self._asked.items()):
            if asked[:2] != (position, level):
                continue  # another is being thought of for this asker
            del self._asked[by]
            if self._still(position, by):  # else the game moved on, or the seat left: the hint is for nobody now
                asked[2](self._hint(position[2], suggestion, True))

    def _hint(self, seat: int, suggestion: Suggestion | None, count: bool) -> Hint | None:
        if suggestion is None:
            return None
        action = suggestion.action
        try:
            info = self._session.describe(action)
        except Exception:  # describing must never break play
            return None
        if count:
            self.count_hint(seat)
        return Hint(seat, action, info.label, info.gesture, suggestion.reason)

    def hint_refusal(self, by: int | None = None) -> str:
        """Why :meth:`hint` gives nothing now (for the remote seat ``by``), in words."""
        if self._session.handover.acting_seat(by) is None:
            return self._session.refusals.not_your_turn(by)
        return tr("No hint for this move: the game's bot has no suggestion.")


__all__ = ["Hint", "Hints", "hint_rng"]
