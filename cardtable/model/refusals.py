"""Why a move was not made, in the player's words.

A room of :class:`~cardtable.model.session.GameSession`: a drop, a click or
a key that makes no move is answered with the rule that stops it — the
game's own explanation if it has one, else the engine's refusal of the
closest move the gesture could mean, else where that card may go now — or
with whose turn it is.

Owns: nothing that lasts; every answer is worked out when asked.
Handed: the session as a :class:`RefusalsSession` — the match, the seats'
names, how a move and the table read, who is at the screen
(:class:`Seats`) and what the hand may do there (:class:`Hand`). It
touches nothing else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.engine.protocol import Action, ActionInfo, Gesture, why_not
from cardtable.words import tr

from .handover import TABLE

if TYPE_CHECKING:
    from cardtable.engine.match import Match
    from cardtable.engine.view import Layout, TableView

# said to a phone whose seat came back (in English: the phones' pages keep it; tr() it where said)
AT_THE_SCREEN = QT_TRANSLATE_NOOP("", "This seat is played at the table's screen now.")


class Seats(Protocol):
    """What the refusals ask of the hand-over."""

    holding: int | None
    remote: frozenset[int]

    @property
    def covered(self) -> bool: ...
    def eyes(self, by: int | None = None) -> int | None: ...


class Hand(Protocol):
    """What the refusals ask of the gestures."""

    def mouse_moves(self, by: int | None = None) -> list[tuple[Action, ActionInfo]]: ...
    def same_sort(self, a: str | None, b: str | None, by: int | None = None) -> bool: ...
    def drag_targets(self, zone: str, card: str | None, by: int | None = None) -> set[str]: ...
    def my_actions(self, by: int | None = None) -> list[Action]: ...


class RefusalsSession(Protocol):
    """What the refusals are handed: these of the session's, no more."""

    match: Match

    @property
    def handover(self) -> Seats: ...
    @property
    def gestures(self) -> Hand: ...
    def name(self, seat: int | None) -> str: ...
    def describe(self, action: Action) -> ActionInfo: ...
    def table_view(self, by: int | None = None) -> TableView: ...
    def layout(self, by: int | None = None) -> Layout: ...


class Refusals:
    """Why not, in words (see the module's opening)."""

    def __init__(self, session: RefusalsSession) -> None:
        self._session = session

    def not_your_turn(self, by: int | None = None) -> str:
        """Why the seat at the screen (or the remote seat ``by``) cannot move now."""
        session, seats = self._session, self._session.handover
        if session.match.over:
            return tr("The game is over.")
        if by is None and seats.covered:
            return tr("Press Ready first.")
        if by is not None and by not in seats.remote:
            return tr(AT_THE_SCREEN)
        names = ", ".join(session.name(s) for s in session.match.to_act())
        done = self._played_this_turn(by)
        if not done:
            return tr("Wait: it is {names}'s turn.").format(names=names)
        if by is None and seats.holding == TABLE:
            return tr("You have already played this turn: {moves}. The phones play next: press “Hide my cards” "
                      "first.").format(moves=done)
        if by is None and seats.holding is not None:
            return tr("You have already played this turn: {moves}. It is {name}'s turn: pass the screen to "
                      "{name}.").format(moves=done, name=session.name(seats.holding))
        return tr("You have already played this turn: {moves}. It is {names}'s turn.").format(moves=done, names=names)

    def _played_this_turn(self, by: int | None = None) -> str:
        """What the seat at the screen (or the remote seat ``by``) did in its
        turn just ended (its moves since anybody else's, as the move list
        names them), if it played last; else ''."""
        match = self._session.match
        seat = self._session.handover.eyes(by)
        steps = match.steps
        if seat is None or seat in match.to_act():
            return ""
        labels: list[str] = []
        i = len(steps) - 1
        while i >= 0 and steps[i].seat == seat and len(labels) < 3:
            before = steps[i - 1].state if i else match.initial
            try:
                labels.append(match.game.describe(before, steps[i].action).label)
            except Exception:  # naming a move must never break play
                labels.append(steps[i].action.kind)
            i -= 1
        return "; ".join(reversed(labels))

    def explain(self, seat: int, zone: str, card: str | None, target: str | None,
                 by: int | None = None) -> str:
        """Why a drop (or, with no target, a double-click) makes no move,
        naming the rule that stops it: the game's own explanation if it has
        one, else the engine's refusal of the closest move the gesture could
        mean, else where that card may go now."""
        gesture = Gesture(zone, target, card)  # type: ignore[arg-type]  (dst None: a double-click)
        game, state = self._session.match.game, self._session.match.state
        if game.explain is not None:
            try:
                text = game.explain(state, seat, gesture)
            except Exception:  # explaining must never break play
                text = None
            if text:
                return sentence(text)
        for guess in self._closest_moves(zone, card, target, by):
            try:
                reason = why_not(game.apply, state, seat, guess)
            except Exception:
                continue
            if reason:
                return sentence(reason)
        return self._where_it_can_go(zone, card, target, by)

    def _closest_moves(self, zone: str, card: str | None, target: str | None,
                       by: int | None = None) -> list[Action]:
        """Moves the gesture may have meant: a legal move from the same place
        with the dragged card put in, and its target swapped for the drop's
        (``slot:2:1`` → ``slot:9:1`` turns ``slot="2:1"`` into ``"9:1"``)."""
        out: list[Action] = []
        hand = self._session.gestures
        for a, info in hand.mouse_moves(by):
            g = info.gesture
            if g.src != zone:
                continue
            guess = a
            if card is not None and g.card is not None and card != g.card:
                if not hand.same_sort(g.card, card, by):
                    continue
                swapped = swap_value(a, g.card, card)
                if swapped is None:
                    continue
                guess = swapped
            if target is None:
                if info.default or guess is not a:
                    out.append(guess)
                continue
            if g.dst == target:
                out.append(guess)
                continue
            moved = retarget(guess, g.dst, target)
            if moved is not None:
                out.append(moved)
        return list(dict.fromkeys(out))

    def place_names(self, by: int | None = None) -> dict[str, str]:
        """Every place on the table named as a sentence names it for the
        seat at the screen (or the remote seat ``by``): the table's label,
        "your hand", "Bob's hand"."""
        session = self._session
        eyes = session.handover.eyes(by)
        shown = {z.id: z.label for z in session.table_view(by).zones}
        out = {}
        for spec in session.layout(by).zones:
            owner = spec.seat
            label = spec.label or (spec.place_word() if owner is not None else shown.get(spec.id) or spec.id)
            if owner is not None and session.name(owner) not in label:
                label = (tr("your {place}").format(place=label) if owner == eyes
                         else tr("{name}'s {place}").format(name=session.name(owner), place=label))
            out[spec.id] = label
        for zid, label in shown.items():
            out.setdefault(zid, label or zid)
        return out

    def _where_it_can_go(self, zone: str, card: str | None, target: str | None,
                         by: int | None = None) -> str:
        """The fallback explanation: where this card may go now (named the
        way the table labels those places), or what this seat can do."""
        session = self._session
        view = session.table_view(by)
        names = self.place_names(by)

        def place(zid: str) -> str:
            return names.get(zid) or zid

        what = tr("A card from {place}").format(place=place(zone))
        if card is not None:
            for z in view.zones:
                for c in z.cards:
                    if c.id == card and c.accessible:
                        what = " · ".join(c.accessible.split(" (")[0].split(" · ")[:2])
        what = what[:1].upper() + what[1:]
        targets = sorted(session.gestures.drag_targets(zone, card, by))
        if targets and target is not None:
            where = join_or(list(dict.fromkeys(place(t) for t in targets)))
            return tr("{card} can go only to {places} now, not to {place}.").format(
                card=what, places=where, place=place(target))
        moves = [session.describe(a).label for a in session.gestures.my_actions(by)]
        if not moves:
            return self.not_your_turn(by)
        listed = "; ".join(moves[:4]) + ("; …" if len(moves) > 4 else "")
        return tr("{card} has no move now. You can: {moves}.").format(card=what, moves=listed)


def sentence(text: str) -> str:
    """A refusal as a status-bar sentence: capital first letter, full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?…" else text + "."


def join_or(items: list[str]) -> str:
    if len(items) == 1:
        return items[0]
    return tr("{some} or {last}").format(some=", ".join(items[:-1]), last=items[-1])


def swap_value(action: Action, old: Any, new: Any) -> Action | None:
    """``action`` with the argument equal to ``old`` set to ``new``."""
    for k, v in action.args:
        if v == old:
            return action.with_args(**{k: new})
    return None


def retarget(action: Action, old_zone: str, new_zone: str) -> Action | None:
    """``action`` aimed at ``new_zone`` instead of ``old_zone``, when one of
    its arguments is what tells the two zone ids apart."""
    for k, v in action.args:
        if isinstance(v, bool) or not isinstance(v, (str, int)) or k == "text":
            continue
        text = str(v)
        at = old_zone.rfind(text)
        if at < 0 or not text:
            continue
        head, tail = old_zone[:at], old_zone[at + len(text):]
        if not (new_zone.startswith(head) and new_zone.endswith(tail)) or len(new_zone) <= len(head) + len(tail) - 1:
            continue
        value = new_zone[len(head):len(new_zone) - len(tail)] if tail else new_zone[len(head):]
        if not value:
            continue
        if isinstance(v, int):
            try:
                return action.with_args(**{k: int(value)})
            except ValueError:
                continue
        return action.with_args(**{k: value})
    return None
