"""What a front-end asks the session, and what it answers.

A front-end (the window, a test, a phone page, a replay view) sends a
:class:`Request` — a card dropped on a place, a card activated, a move
chosen from a list, a seat's own key — and gets back exactly one outcome:

- :class:`Moved`: the move was made (the session signals the change once);
- :class:`Cancelled`: the player backed out of a question; nothing changed;
- :class:`Refused`: no move was made, and ``reason`` says why in a sentence;
- :class:`Needs`: the session needs an answer first — a choice among
  ``options`` or a ``text`` — and the front-end sends ``needs.answer(value)``
  (a new request carrying the answer) when the player has given it, or
  ``needs.answer(None)`` when they cancel.

Nothing here knows a widget: how a question is put to the player is the
front-end's business.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardtable.engine.protocol import Action

# Plain dataclasses, not attrs, and the engine only for type names: the
# window's frame imports this module before its first paint, when nothing
# of the engine has been loaded yet (see cardtable/app/main_window.py).

DROP = "drop"  # a card (or piece) dragged from ``zone`` onto ``target``
ACTIVATE = "activate"  # a card double-clicked, or Enter on it: its usual move
MOVE = "move"  # a move chosen by itself (a button, a menu entry)
SEAT_KEY = "seat-key"  # a seat's own key, pressed whoever is at the screen


@dataclass(frozen=True)
class Request:
    kind: str
    zone: str | None = None
    card: str | None = None
    target: str | None = None
    seat: int | None = None
    action: Action | None = None
    # the answers given so far to the questions this request raised, in the
    # order they were asked (an index for a choice, a string for a text;
    # None: the player cancelled)
    answers: tuple[Any, ...] = ()
    # the remote seat (a phone) the request comes from: it acts only for
    # that seat and is answered in that seat's words; None: the screen
    by: int | None = None
    # where the game stood when they were asked (the session's own mark): an
    # answer to a question about another position is refused, not applied
    asked_at: Any = field(default=None, compare=False)

    @classmethod
    def drop(cls, zone: str, card: str | None, target: str, by: int | None = None) -> "Request":
        return cls(DROP, zone=zone, card=card, target=target, by=by)

    @classmethod
    def activate(cls, zone: str, card: str | None, by: int | None = None) -> "Request":
        return cls(ACTIVATE, zone=zone, card=card, by=by)

    @classmethod
    def move(cls, action: Action, seat: int | None = None, by: int | None = None) -> "Request":
        return cls(MOVE, seat=seat, action=action, by=by)

    @classmethod
    def seat_key(cls, seat: int) -> "Request":
        return cls(SEAT_KEY, seat=seat)


@dataclass(frozen=True)
class Moved:
    pass


@dataclass(frozen=True)
class Cancelled:
    pass


@dataclass(frozen=True)
class Refused:
    reason: str


CHOICE = "choice"
TEXT = "text"


@dataclass(frozen=True)
class Needs:
    """A question the request raised. ``kind`` is :data:`CHOICE` (answer
    with the index of one of ``options``) or :data:`TEXT` (answer with a
    string; ``default`` is where the box starts, ``one_line`` a one-line
    box). ``title`` names what is asked for (a dialog's title), ``question``
    is the question itself; ``action`` is the move a text is for."""

    request: Request
    kind: str
    question: str
    title: str = ""
    options: tuple[str, ...] = ()
    default: str = ""
    one_line: bool = False
    action: Action | None = None
    asked_at: Any = field(default=None, compare=False)  # where the game stood (see Request.asked_at)

    def answer(self, value: Any) -> Request:
        """The request to send again, with ``value`` answering this question."""
        return replace(self.request, answers=self.request.answers + (value,), asked_at=self.asked_at)


Outcome = Moved | Cancelled | Refused | Needs

MOVED = Moved()
CANCELLED = Cancelled()


def settle(send, outcome: Outcome, answer) -> Outcome:
    """Answer every question ``outcome`` raises with ``answer(needs)`` (a
    front-end's policy: a scripted test, a bot standing in) until the
    request is settled; ``send`` is the session's :meth:`send`."""
    while isinstance(outcome, Needs):
        outcome = send(outcome.answer(answer(outcome)))
    return outcome
