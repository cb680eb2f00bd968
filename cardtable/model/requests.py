"""Requests in, one outcome out: how a front-end makes moves.

A room of :class:`~cardtable.model.session.GameSession`. :meth:`send`
takes a :class:`~cardtable.model.outcome.Request` (a drop, an activation,
a chosen move, a seat's key) and answers with one outcome: moved,
cancelled, refused with the reason, or *needs* — a choice between moves
the gesture could mean, or the words a move carries. The front-end puts the
question to the player however it likes and sends the request again with
the answer (:meth:`Needs.answer`). While a question is open no machine
move is made. Nothing here opens a window.

Owns: nothing that lasts; a request is answered from the game as it stands.
Handed: the session as a :class:`RequestsSession` — the match, the seats'
names, how a move reads, the refusal signal, and of the other rooms only
what a request needs: who acts (:class:`Seats`), what the hand may do
(:class:`Hand`), why not (:class:`Reasons`), the rule for typed words
(:class:`Words`), the bots' pause while the screen is asked
(:class:`Pace`) and the playing of a move (:class:`Play`). It touches
nothing else.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.engine.i18n import pgettext
from cardtable.engine.protocol import SEAT_KEY, SEAT_KEY_NOUN, SEAT_KEY_VERB, Action, ActionInfo, Gesture, IllegalAction, why_not
from cardtable.engine.text import clean_line, clean_text

from .outcome import (ACTIVATE, CANCELLED, CHOICE, DROP, MOVE, MOVED, TEXT, Needs, Outcome, Refused,
                      Request)
from .outcome import SEAT_KEY as SEAT_KEY_REQUEST
from cardtable.words import tr

from .gestures import made_from
from .refusals import sentence

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from cardtable.engine.match import Match

# in English here (a phone's page compares them); tr() each where it is said
WHICH_MOVE = QT_TRANSLATE_NOOP("", "Which move?")
GONE = QT_TRANSLATE_NOOP("", "That choice is no longer open.")
ONLY_YOUR_SEAT = QT_TRANSLATE_NOOP("", "A phone plays only for its own seat.")


class _Answers:
    """The answers a request carries, taken in the order the questions come."""

    def __init__(self, request: Request) -> None:
        self.request = request
        self._next = 0

    def take(self) -> tuple[bool, Any]:
        if self._next >= len(self.request.answers):
            return False, None
        value = self.request.answers[self._next]
        self._next += 1
        return True, value


class Seats(Protocol):
    """What the requests ask of the hand-over."""

    viewer: int | None
    pending: int | None
    holding: int | None
    remote: frozenset[int]

    def acting_seat(self, by: int | None = None) -> int | None: ...


class Hand(Protocol):
    """What the requests ask of the gestures."""

    def mouse_moves(self, by: int | None = None) -> list[tuple[Action, ActionInfo]]: ...
    def context_actions(self, zone: str, card: str | None, by: int | None = None) -> list[tuple[str, Action]]: ...


class Reasons(Protocol):
    """What the requests ask of the refusals."""

    def not_your_turn(self, by: int | None = None) -> str: ...
    def explain(self, seat: int, zone: str, card: str | None, target: str | None, by: int | None = None) -> str: ...


class Words(Protocol):
    """What the requests ask of the story: the one rule for free text."""

    def length_refusal(self, what: str, length: int, counted: int | None = None) -> str: ...
    def typed_text(self, action: Action, one_line: bool) -> tuple[Action, str]: ...


class Pace(Protocol):
    """What the requests ask of the bots."""

    def schedule(self) -> None: ...
    def set_screen_asking(self, asking: bool) -> None: ...


class Play(Protocol):
    """What the requests ask of the playing room."""

    def play_for(self, seat: int, action: Action) -> None: ...


class RequestsSession(Protocol):
    """What the requests are handed: these of the session's, no more."""

    match: Match
    sigRefused: SignalInstance

    @property
    def handover(self) -> Seats: ...
    @property
    def gestures(self) -> Hand: ...
    @property
    def refusals(self) -> Reasons: ...
    @property
    def story(self) -> Words: ...
    @property
    def bots(self) -> Pace: ...
    @property
    def playing(self) -> Play: ...
    def name(self, seat: int | None) -> str: ...
    def describe(self, action: Action) -> ActionInfo: ...


class Requests:
    """Requests in, one outcome out (see the module's opening)."""

    def __init__(self, session: RequestsSession) -> None:
        self._session = session

    def send(self, request: Request) -> Outcome:
        """Make the move ``request`` asks for, or say why not, or ask. A
        refusal of a request from the screen is also signalled
        (``sigRefused``: a screen reader hears it)."""
        outcome = self._answer(request)
        if isinstance(outcome, Refused) and request.by is None:
            self._session.sigRefused.emit(outcome.reason)
        return outcome

    def _answer(self, request: Request) -> Outcome:
        answers = _Answers(request)
        bots = self._session.bots
        if request.answers and request.asked_at is not None and request.asked_at != self.position(request):
            bots.schedule()
            return Refused(tr(GONE))  # the game moved on since the question was asked
        if request.kind == DROP:
            outcome = self._drop(answers)
        elif request.kind == ACTIVATE:
            outcome = self._activate(answers)
        elif request.kind == MOVE:
            outcome = self._move(answers)
        elif request.kind == SEAT_KEY_REQUEST:
            outcome = self._seat_key(answers)
        else:
            outcome = Refused(tr("Unknown request: {kind}.").format(kind=request.kind))
        if isinstance(outcome, Needs):
            outcome = replace(outcome, asked_at=self.position(request))
            if request.by is None:  # no machine moves while the player at the screen is answering
                bots.set_screen_asking(True)
        else:
            if request.by is None:
                bots.set_screen_asking(False)
            bots.schedule()
        return outcome

    def question_stands(self, needs: Needs) -> bool:
        """Whether the question ``needs`` is still open to an answer: the
        game has not moved on, for whoever it was put to, since it was
        asked (see :meth:`position`). A phone's page asks before showing it
        again."""
        return needs.asked_at == self.position(needs.request)

    def position(self, request: Request) -> tuple:
        """Where the game stands for the question ``request`` raised: who
        asks (the screen as it is, or a phone still its seat's) and the
        moves the seat it plays for may make. A question stands while these
        are the same: other seats' moves meanwhile (phones answering at
        once) do not close it; a move of its own seat, an undo, a hand-over do."""
        by, match, seats = request.by, self._session.match, self._session.handover
        seat = request.seat if request.seat is not None else seats.acting_seat(by)
        legal = tuple(match.legal(seat)) if seat is not None and not match.over else None
        if by is not None:
            return ("phone", by in seats.remote, seat, legal)
        return ("screen", seats.viewer, seats.pending, seats.holding, seat, legal)

    # -- the shorthands front-ends and tests use ------------------------------------------
    def drop(self, zone: str, card: str | None, target: str) -> Outcome:
        return self.send(Request.drop(zone, card, target))

    def activate(self, zone: str, card: str | None) -> Outcome:
        return self.send(Request.activate(zone, card))

    def perform(self, seat: int | None, action: Action) -> Outcome:
        """Make ``action`` for ``seat`` (None: the seat at the screen)."""
        return self.send(Request.move(action, seat))

    def seat_key(self, seat: int) -> Outcome:
        return self.send(Request.seat_key(seat))

    # -- each kind of request ------------------------------------------------------------
    def _drop(self, answers: _Answers) -> Outcome:
        r, session = answers.request, self._session
        seat = session.handover.acting_seat(r.by)
        if seat is None:
            return Refused(session.refusals.not_your_turn(r.by))
        options = [(a, info) for a, info in session.gestures.mouse_moves(r.by)
                   if made_from(info, r.zone, r.card) and info.gesture.dst == r.target]
        if not options:
            return Refused(session.refusals.explain(seat, r.zone, r.card, r.target, r.by))
        return self._choose(answers, seat, options, tr(WHICH_MOVE))

    def _activate(self, answers: _Answers) -> Outcome:
        r, session = answers.request, self._session
        seat = session.handover.acting_seat(r.by)
        if seat is None:
            return Refused(session.refusals.not_your_turn(r.by))
        gestures = [(a, i) for a, i in session.gestures.mouse_moves(r.by) if made_from(i, r.zone, r.card)]
        defaults = [(a, i) for a, i in gestures if i.default]
        if defaults:
            return self._choose(answers, seat, defaults, tr(WHICH_MOVE))
        others = session.gestures.context_actions(r.zone, r.card, r.by)
        if len(others) == 1:
            return self._perform(answers, seat, others[0][1])
        if len(gestures) == 1:
            return self._perform(answers, seat, gestures[0][0])
        if others:
            return self._choose(answers, seat, [(a, session.describe(a)) for __, a in others], tr(WHICH_MOVE))
        return Refused(session.refusals.explain(seat, r.zone, r.card, None, r.by))

    def _move(self, answers: _Answers) -> Outcome:
        r, session = answers.request, self._session
        if r.by is not None:  # a phone plays for its own seat only
            if r.seat is not None and r.seat != r.by:
                return Refused(tr(ONLY_YOUR_SEAT))
            seat = session.handover.acting_seat(r.by)
        else:
            seat = r.seat if r.seat is not None else session.handover.acting_seat()
        if seat is None:
            return Refused(session.refusals.not_your_turn(r.by))
        return self._perform(answers, seat, r.action)

    def _seat_key(self, answers: _Answers) -> Outcome:
        """A seat's own key: its per-seat move, whoever is viewing."""
        seat, session = answers.request.seat, self._session
        match = session.match
        if answers.request.by is not None and seat != answers.request.by:
            return Refused(tr(ONLY_YOUR_SEAT))
        if answers.request.by is None and seat in session.handover.remote:
            return Refused(tr("{name} plays from a phone: that key is on their phone.").format(
                name=session.name(seat)))
        game = match.game
        kinds = game.seat_key_actions
        if not kinds:
            return CANCELLED  # this game has no such keys: the key means nothing
        if match.over:
            return Refused(tr("Nobody can {verb} now: the game is over.").format(
                verb=pgettext(SEAT_KEY_VERB, game.seat_key_verb)))
        if seat is None or not 0 <= seat < match.setup.count:
            return CANCELLED
        options = [(a, session.describe(a)) for a in match.legal(seat) if a.kind in kinds]
        if not options:
            why = None
            if game.explain is not None:
                try:
                    why = game.explain(match.state, seat, Gesture(SEAT_KEY, kinds[0]))
                except Exception:  # explaining must never break play
                    why = None
            name, verb = session.name(seat), pgettext(SEAT_KEY_VERB, game.seat_key_verb)
            cannot = (tr("{name} cannot {verb} now: {reason}").format(name=name, verb=verb, reason=why) if why
                      else tr("{name} cannot {verb} now").format(name=name, verb=verb))
            return Refused(sentence(cannot))
        return self._choose(answers, seat, options, tr("{name}: which {choice}?").format(
            name=session.name(seat), choice=pgettext(SEAT_KEY_NOUN, game.seat_key_noun)))

    # -- questions ----------------------------------------------------------------------
    def _choose(self, answers: _Answers, seat: int, options: list[tuple[Action, ActionInfo]],
                title: str) -> Outcome:
        """One of several moves: the only one, or the one the player picks."""
        if len(options) == 1:
            return self._perform(answers, seat, options[0][0])
        given, index = answers.take()
        if not given:
            return Needs(answers.request, CHOICE, title, title=title,
                         options=tuple(info.label for __, info in options))
        if index is None:
            return CANCELLED
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(options):
            return Refused(tr(GONE))
        return self._perform(answers, seat, options[index][0])

    def _perform(self, answers: _Answers, seat: int, action: Action) -> Outcome:
        """Play ``action`` for ``seat``, asking first for the words it carries."""
        session = self._session
        info = session.describe(action) if action.has_text else None
        if info is not None and info.text_prompt:
            given, text = answers.take()
            if not given:
                # the box starts from the move's text: the game's default (a note being edited)
                start = action.with_args(text=info.text_default) if info.text_default else action
                return Needs(answers.request, TEXT, info.text_prompt, title=info.label or tr("Your words"),
                             default=start.get("text") or "", one_line=info.one_line, action=start)
            if text is None:
                return CANCELLED
            if not isinstance(text, str):
                return Refused(tr(GONE))
            action = action.with_args(text=text)
        if action.has_text:  # however the text came (a question, a front-end), the one rule applies
            action, refusal = session.story.typed_text(action, info is not None and info.one_line)
            if refusal:
                return Refused(refusal)
        try:
            session.playing.play_for(seat, action)
        except IllegalAction as err:
            return Refused(sentence(str(err)))
        return MOVED

    def text_refusal(self, action: Action, text: str, one_line: bool = False) -> str:
        """Why ``action`` would be refused with ``text`` as its words ("" if
        it would not): too long for one entry or for the room the story has
        left, or against the game's own limit (a note's length). A front-end
        asks this while the player is typing, to keep the box open."""
        text = clean_line(text) if one_line else clean_text(text)
        session = self._session
        refusal = session.story.length_refusal(tr("This text"), len(text))  # the one length rule (story.py)
        if refusal:
            return refusal
        seat = session.handover.acting_seat()
        if seat is None:
            return ""
        try:
            reason = why_not(session.match.game.apply, session.match.state, seat, action.with_args(text=text))
        except Exception:  # asking the rules must never block the answer; playing decides
            return ""
        return sentence(reason) if reason else ""
