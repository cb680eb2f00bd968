"""The phones' desk: seats played from phones, on the Qt main thread.

A front-end of the session, beside the window. Each invited seat gets a
random token (192 bits): its *invitation*, the secret in the address its QR
code shows. The first phone that says hello with it plays that seat (the
seat becomes *remote* in the session: the screen no longer shows it), and
the invitation is spent: that phone is given a token of its own, which it
comes back with after it slept or lost the network, so a photo of the code
opens nothing later. Both die when the seat is taken back to the table's
screen, when the game ends (for anyone not already there) and when the desk
closes.
Words a phone typed are never lost to a refusal: an answer in words that
is refused leaves its question open, its box holding the words as typed.
Every message a phone sends is read as a request **of that seat only**
(``Request(by=seat)``): the session checks it as it checks the window's,
and answers in that seat's words. After every change each phone's view is
cut again (:func:`cardtable.remote.seat_view.seat_view`) and sent when it
differs from the last one it was sent.

The phone server (:mod:`cardtable.remote.transport`, through :mod:`.bridge`) carries messages; it calls
:meth:`Desk.hello` and :meth:`Desk.handle` on this thread and listens to
:attr:`Desk.sigViews` and :attr:`Desk.sigSeatClosed`.
"""

from __future__ import annotations

import hmac
import secrets
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, QTimer, Signal

from cardtable.engine.i18n import number as written_number  # `number` names a prompt here
from cardtable.engine.text import MAX_STORY, clean_text
from cardtable.model.outcome import CHOICE, Cancelled, Moved, Needs, Refused, Request
from cardtable.model.refusals import AT_THE_SCREEN
from cardtable.model.requests import GONE
from cardtable.words import tr

from .seat_view import prompts_of, seat_view

if TYPE_CHECKING:
    from cardtable.model.hints import Hint
    from cardtable.model.session import GameSession

TOKEN_BYTES = 24  # 192 random bits a token
MAX_FIELD = 200  # characters of a zone or card id a phone may name

# What a phone is told (in English here: translated with tr() where said)
NOT_VALID = QT_TRANSLATE_NOOP("", "This invitation is not valid: ask the table for a new one.")
GAME_OVER = QT_TRANSLATE_NOOP("", "This game is over.")
TAKEN_BACK = AT_THE_SCREEN
CLOSED = QT_TRANSLATE_NOOP("", "The table has closed this game.")


@dataclass
class _Seat:
    """What the desk keeps of one seat's phones."""

    version: int = 0  # the number of the seat's view now
    shown: dict[str, Any] | None = None  # that view, without its numbers
    taps_since: int = 0  # the first view number that offered what the seat may tap now
    taps: tuple | None = None
    delivered: int | None = None  # the view number the seat's phones were last given
    buttons: list = field(default_factory=list)  # the moves without a card, as numbered in the view
    question: tuple[int, Needs] | None = None  # the phone's open question, and its number


class Desk(QObject):
    sigViews = Signal(object)  # {seat: view message}: what each phone must be sent now
    sigSeatClosed = Signal(int, str)  # the seat's token died: its phones are sent away, told why
    sigPhones = Signal()  # a seat joined from a phone or came back to the screen

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._tokens: dict[str, int] = {}  # invitations not used yet -> seat
        self._phones: dict[str, int] = {}  # the tokens the phones that joined come back with -> seat
        self._seats: dict[int, _Seat] = {}
        self._questions = 0  # questions asked so far (each phone's is numbered)
        self._prompt_numbers: dict[tuple, int] = {}
        self.closed = False
        self._push_due = False
        session.sigChanged.connect(self._changed)
        session.sigJournal.connect(self._changed)

    # -- the table's side ------------------------------------------------------------------
    def invite(self, seat: int) -> str:
        """The token for ``seat`` (the same one until it dies)."""
        if self.closed:
            raise RuntimeError("the desk is closed")  # i18n: not shown (a programming error)
        players = self.session.match.setup.players
        if not 0 <= seat < len(players) or players[seat].bot:
            raise ValueError(f"seat {seat + 1} is not a person's")  # i18n: not shown (a programming error)
        if seat in self._phones.values():
            raise ValueError(f"seat {seat + 1} is played from a phone already: "  # i18n: not shown (a programming error)
                             "take it back first")
        for token, s in self._tokens.items():
            if s == seat:
                return token
        token = secrets.token_urlsafe(TOKEN_BYTES)
        self._tokens[token] = seat
        return token

    def invited(self) -> dict[int, str]:
        """The invitations not used yet: seat -> token."""
        return {seat: token for token, seat in self._tokens.items()}

    def _seat(self, seat: int) -> _Seat:
        return self._seats.setdefault(seat, _Seat())

    def _holds(self, seat: int) -> bool:
        """Whether ``seat`` has an invitation out or a phone."""
        return seat in self._tokens.values() or seat in self._phones.values()

    def joined(self, seat: int) -> bool:
        return seat in self.session.remote

    def take_back(self, seat: int) -> None:
        """Play ``seat`` at the table's screen again: its token dies and its
        phones are sent away."""
        self._tokens = {t: s for t, s in self._tokens.items() if s != seat}
        self._phones = {t: s for t, s in self._phones.items() if s != seat}
        self._seats.pop(seat, None)
        self.sigSeatClosed.emit(seat, tr(TAKEN_BACK))
        self.session.set_remote(seat, False)
        self.sigPhones.emit()

    def close(self, reason: str = CLOSED) -> None:
        """The game is done with (a new game, the window closing): every
        token dies and every seat comes back to the screen; the phones are
        told ``reason`` (a constant is translated here)."""
        if self.closed:
            return
        if self._push_due:  # the last change reaches the phones before they are sent away (the final table)
            self._push()
        reason = tr(reason)
        self.closed = True
        for sig in (self.session.sigChanged, self.session.sigJournal):
            try:
                sig.disconnect(self._changed)
            except (RuntimeError, TypeError):
                pass
        seats = sorted(set(self._tokens.values()) | set(self._phones.values()) | set(self.session.remote))
        self._tokens.clear()
        self._phones.clear()
        self._seats.clear()
        for seat in seats:
            self.sigSeatClosed.emit(seat, reason)
            self.session.set_remote(seat, False)

    # -- the phones' side (called by the server, on this thread) -------------------------------
    def hello(self, token: Any) -> tuple[int | None, list[dict[str, Any]]]:
        invited, returning = _find(self._tokens, token), _find(self._phones, token)
        seat = returning if returning is not None else invited
        if seat is None or self.closed:
            return None, [{"t": "denied", "reason": tr(NOT_VALID)}]
        if self.session.match.over:
            return None, [{"t": "denied", "reason": tr(GAME_OVER)}]
        welcome = {"t": "welcome", "seat": seat, "name": self.session.name(seat),
                   "game": self.session.game.title}
        if returning is None:  # the invitation is spent: this phone comes back with a token of its own
            del self._tokens[token]
            own = secrets.token_urlsafe(TOKEN_BYTES)
            self._phones[own] = seat
            welcome["rejoin"] = own
        if seat not in self.session.remote:
            self.session.set_remote(seat, True)  # signals a change: views are cut again
        self.sigPhones.emit()
        return seat, [welcome, *self._fresh(seat, always=True)]

    def handle(self, seat: int, msg: dict[str, Any]) -> list[dict[str, Any]]:
        """One message of a phone of ``seat`` (already parsed and bounded by
        the server): the messages for that phone (the views of a change go
        to every phone through :attr:`sigViews`)."""
        if self.closed or not self._holds(seat):
            return [{"t": "denied", "reason": tr(TAKEN_BACK)}]
        kind = msg.get("t")
        if kind == "ping":
            return [{"t": "pong"}]
        if kind == "hello":
            return [{"t": "error", "reason": tr("Already joined.")}]
        if kind == "narrate":  # for a prompt named by its own number: it does not hang on the table
            return self._narrate(seat, msg)
        if kind == "hint":  # for the seat as it is now, whatever view it was asked on
            return self._hint(seat)
        if not self._current(seat, msg.get("v")):
            return [{"t": "refused", "reason": tr(GONE)}, *self._fresh(seat, always=True)]
        if kind == "undo":
            return self._outcome(seat, self.session.undo(by=seat))
        asked = self._seat(seat).question
        request = self._request(seat, msg)
        if isinstance(request, str):
            return [{"t": "error", "reason": request}]
        again = None
        if kind == "answer" and asked is not None and asked[1].kind != CHOICE and isinstance(msg.get("value"), str):
            # words refused (too long, a note the game will not take) are asked for again, in the box as typed
            again = (asked[0], replace(asked[1], default=msg["value"]))
        return self._outcome(seat, self.session.send(request), again)

    def _request(self, seat: int, msg: dict[str, Any]) -> Request | str:
        kind = msg.get("t")
        if kind in ("drop", "activate"):
            zone, card = msg.get("zone"), msg.get("card")
            if not _field(zone) or not (card is None or _field(card)):
                return tr("That names no place on the table.")
            if kind == "activate":
                return Request.activate(zone, card, by=seat)
            target = msg.get("target")
            if not _field(target):
                return tr("That names no place on the table.")
            return Request.drop(zone, card, target, by=seat)
        if kind == "button":
            i, buttons = msg.get("i"), self._seat(seat).buttons
            if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(buttons):
                return tr("There is no such move.")
            return Request.move(buttons[i][1], by=seat)
        if kind == "answer":
            state = self._seat(seat)
            value = msg.get("value")
            if state.question is None or msg.get("q") != state.question[0]:
                return tr(GONE)
            needs = state.question[1]
            if value is not None and not (
                    (needs.kind == CHOICE and isinstance(value, int) and not isinstance(value, bool))
                    or (needs.kind != CHOICE and isinstance(value, str))):
                return tr("That is not an answer to the question.")
            state.question = None
            return needs.answer(value)
        return tr("Unknown message type.")

    def _outcome(self, seat: int, outcome, again: tuple[int, Needs] | None = None) -> list[dict[str, Any]]:
        """What the phone is told of ``outcome``; ``again``: the question
        that stays open if it was refused (words given back to their box)."""
        state = self._seat(seat)
        if isinstance(outcome, Needs):
            self._questions += 1
            state.question = (self._questions, outcome)
            self._changed()  # the question is part of the seat's view
            return []
        state.question = None
        if isinstance(outcome, Refused):
            state.question = again
            return [{"t": "refused", "reason": outcome.reason}, *self._fresh(seat)]
        if isinstance(outcome, (Moved, Cancelled)):
            self._changed()
        return []

    def _narrate(self, seat: int, msg: dict[str, Any]) -> list[dict[str, Any]]:
        text, number = msg.get("text"), msg.get("prompt")
        if not isinstance(text, str):
            return [{"t": "error", "reason": tr("Narration must be text.")}]
        if self.session.match.over:
            return [{"t": "refused", "reason": tr(GAME_OVER)}]
        share = MAX_STORY // self.session.match.setup.count
        used = sum(len(e.text) + len(e.prompt) for e in self.session.match.journal if e.seat == seat)
        if used + len(clean_text(text).strip()) > share:  # one phone cannot fill everyone's story
            return [{"t": "refused", "reason": tr("Your share of this game's story is full ({count} characters for "
                                                 "each player), so this narration cannot be added.").format(
                count=written_number(share))}]
        prompt = None
        if number is not None:
            prompt = next((p for p in prompts_of(self.session, seat) if self.prompt_number(p) == number), None)
            if prompt is None or isinstance(number, bool):
                return [{"t": "refused", "reason": tr(GONE)}]
        outcome = self.session.answer(prompt, text, by=seat)
        return self._outcome(seat, outcome)

    def _hint(self, seat: int) -> list[dict[str, Any]]:
        """Ask for ``seat``'s hint: its message now if it is known at once,
        else "being thought of", the hint itself sent to that seat's phones
        alone when found (and only if the game has not moved on)."""
        session = self.session
        now: list[dict[str, Any]] = []
        waiting = False

        def deliver(hint: Hint | None) -> None:
            msg = self._hint_message(seat, hint)
            if not waiting:
                now.append(msg)
            elif not self.closed and self._holds(seat):
                self.sigViews.emit({seat: msg})

        if not session.ask_hint(deliver, by=seat):
            return [{"t": "refused", "reason": session.hint_refusal(by=seat)}]
        waiting = True
        if now:
            return now
        return [{"t": "hint", "pending": True, "text": tr("Looking for the best move for the hint…"),
                 "zone": None, "card": None, "target": None, "button": None}]

    def _hint_message(self, seat: int, hint: Hint | None) -> dict[str, Any]:
        if hint is None:
            return {"t": "refused", "reason": tr("No hint for this move: the game's bot has no suggestion.")}
        g = hint.gesture
        button = next((i for i, (_label, action) in enumerate(self.session.button_actions(seat))
                       if action.same_move(hint.action)), None) if g is None else None  # numbered as in the view
        return {"t": "hint", "pending": False, "text": hint.said, "zone": g and g.src, "card": g and g.card,
                "target": g and g.dst, "button": button}

    # -- views --------------------------------------------------------------------------
    def view(self, seat: int) -> dict[str, Any]:
        """The seat's view now, numbered (a new number whenever it changed;
        asking for it sends nothing and holds back no push)."""
        state = self._seat(seat)
        if state.question is not None and not self.session.question_stands(state.question[1]):
            state.question = None  # the game moved on for this seat: the question is gone
        number, needs = state.question or (None, None)
        state.buttons = self.session.button_actions(seat)
        body = seat_view(self.session, seat, 0, needs, state.buttons, self.prompt_number)
        body.pop("v")
        question = body.pop("question")
        shown = dict(body, question=question and {k: v for k, v in question.items() if k != "q"})
        if state.shown != shown:
            state.shown = shown
            state.version += 1
            taps = (body["turn"], body["moves"], body["buttons"])
            if state.taps != taps:
                state.taps_since, state.taps = state.version, taps
        if question is not None:
            question = dict(question, q=number)
        return dict(body, t="view", v=state.version, question=question)

    def prompt_number(self, prompt) -> int:
        """A story prompt's number while it is open (the same in every view)."""
        key = (prompt.step, prompt.prompt.seat, prompt.prompt.text, prompt.prompt.trigger)
        return self._prompt_numbers.setdefault(key, len(self._prompt_numbers) + 1)

    def _current(self, seat: int, v: Any) -> bool:
        """Whether a tap made on view ``v`` is a tap on the seat's table as
        it is: its view since then may have changed (another seat's move
        written in its log), but not what it may tap."""
        if isinstance(v, bool) or not isinstance(v, int):
            return False
        self.view(seat)
        state = self._seat(seat)
        return 0 < state.taps_since <= v <= state.version

    def _fresh(self, seat: int, always: bool = False) -> list[dict[str, Any]]:
        """The seat's view, if its phones have not been given it yet (or ``always``)."""
        view = self.view(seat)
        state = self._seat(seat)
        if not always and state.delivered == view["v"]:
            return []
        state.delivered = view["v"]
        return [view]

    def _changed(self) -> None:
        """The game changed: the phones' views are cut once the event loop
        comes round (after the screen has been repainted; one cut for the
        several signals one change sends)."""
        if not self._push_due and not self.closed:
            self._push_due = True
            QTimer.singleShot(0, self, self._push)

    def _push(self) -> None:
        self._push_due = False
        if self.closed:
            return
        out = {}
        for seat in sorted(set(self._phones.values()) & set(self.session.remote)):
            for view in self._fresh(seat):
                out[seat] = view
        if out:
            self.sigViews.emit(out)


def _find(tokens: dict[str, int], token: Any) -> int | None:
    """The seat ``token`` names among ``tokens``, compared in constant time."""
    if not isinstance(token, str) or not token or len(token) > 100:
        return None
    found = None
    given = token.encode("utf-8", "replace")
    for known, seat in tokens.items():
        if hmac.compare_digest(known.encode(), given):
            found = seat
    return found


def _field(value: Any) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_FIELD
