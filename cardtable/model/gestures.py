"""The moves of the seat at the screen, by what the hand does on the table.

A room of :class:`~cardtable.model.session.GameSession`: which pieces may
be picked up, where each may go, what a double-click means, which moves
have no gesture (they become buttons). Answers are derived from the legal
moves and the game's descriptions, kept until the state or the seat at the
screen changes (the table asks once per card after every change).

Owns: those kept answers, and what each piece in view is (a card, a token).
Handed: the session as a :class:`GesturesSession` — the match, how a move
and the table read (``describe``, ``table_view``) and, of the hand-over,
who acts and whose eyes look (:class:`Seats`). It touches nothing else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from cardtable.engine.protocol import Action, ActionInfo

if TYPE_CHECKING:
    from cardtable.engine.match import Match
    from cardtable.engine.view import TableView


class Seats(Protocol):
    """What the gestures ask of the hand-over."""

    viewer: int | None
    pending: int | None
    holding: int | None

    def acting_seat(self, by: int | None = None) -> int | None: ...
    def eyes(self, by: int | None = None) -> int | None: ...


class GesturesSession(Protocol):
    """What the gestures are handed: these of the session's, no more."""

    match: Match

    @property
    def handover(self) -> Seats: ...
    def describe(self, action: Action) -> ActionInfo: ...
    def table_view(self, by: int | None = None) -> TableView: ...


class Gestures:
    """What the hand may do on the table (see the module's opening)."""

    def __init__(self, session: GesturesSession) -> None:
        self._session = session
        self._memo: tuple | None = None  # ((state, viewer, pending, holding), gestures, lifts)
        # what each piece in view is (card, token, ...), for the state and viewer in _sorts_key
        self._sorts: dict[str, tuple] = {}
        self._sorts_key: tuple | None = None

    def my_actions(self, by: int | None = None) -> list[Action]:
        seat = self._session.handover.acting_seat(by)
        return [] if seat is None else self._session.match.legal(seat)

    def button_actions(self, by: int | None = None) -> list[tuple[str, Action]]:
        """Legal actions with no mouse gesture: shown as buttons."""
        out = []
        for a in self.my_actions(by):
            info = self._session.describe(a)
            if info.gesture is None:
                out.append((info.label, a))
        return out

    def mouse_moves(self, by: int | None = None) -> list[tuple[Action, ActionInfo]]:
        """The acting seat's moves made with the mouse (``by``: a remote seat's)."""
        return self._facts(by)[0]

    def _facts(self, by: int | None = None) -> tuple[list[tuple[Action, ActionInfo]], dict]:
        """The acting seat's mouse moves, and the answers of :meth:`can_drag`
        given so far. Both are kept until the state or who is at the screen
        changes (states are immutable; the acting seat follows from the
        state, the viewer and the hand-over)."""
        seats = self._session.handover
        if by is not None:  # a phone's: worked out afresh (its page asks once per change)
            return self._seat_moves(seats.acting_seat(by)), {}
        key = (self._session.match.state, seats.viewer, seats.pending, seats.holding)
        memo = self._memo
        if memo is not None and memo[0][0] is key[0] and memo[0][1:] == key[1:]:
            return memo[1], memo[2]
        out = self._seat_moves(seats.acting_seat())
        self._memo = (key, out, {})
        return out, self._memo[2]

    def _seat_moves(self, seat: int | None) -> list[tuple[Action, ActionInfo]]:
        out = []
        for a in ([] if seat is None else self._session.match.legal(seat)):
            info = self._session.describe(a)
            if info.gesture is not None:
                out.append((a, info))
        return out

    def _sort_of(self, card: str | None, by: int | None = None) -> tuple:
        """What a piece on the table is (a card, or a token of some shape),
        from the view (of the remote seat ``by``, or the screen's)."""
        key = (self._session.match.state, self._session.handover.eyes(by))
        if self._sorts_key is None or any(a is not b for a, b in zip(key, self._sorts_key)):
            self._sorts = {c.id: c.sort for z in self._session.table_view(by).zones
                           for c in z.cards if c.id is not None}
            self._sorts_key = key
        return self._sorts.get(card, ("card", ""))

    def same_sort(self, a: str | None, b: str | None, by: int | None = None) -> bool:
        """Cards stand in for each other (any card of a hand may be tried);
        a token or other piece is only ever itself."""
        return a is None or b is None or a == b or self._sort_of(a, by) == self._sort_of(b, by) == ("card", "")

    def drag_sources(self, by: int | None = None) -> set[str]:
        """The places some mouse move of the acting seat starts from now."""
        return {info.gesture.src for _, info in self.mouse_moves(by)}

    def can_drag(self, zone: str, card: str | None) -> bool:
        """A piece may be picked up when some move starts from its place with
        it or with a piece of its sort (a card that cannot be played now still
        lifts, so dropping it can say why; a room card under a token does not)."""
        gestures, lifts = self._facts()
        can = lifts.get((zone, card))
        if can is None:
            can = lifts[zone, card] = any(info.gesture.src == zone and self.same_sort(info.gesture.card, card)
                                          for _, info in gestures)
        return can

    def drag_targets(self, zone: str, card: str | None, by: int | None = None) -> set[str]:
        return {info.gesture.dst for a, info in self.mouse_moves(by) if made_from(info, zone, card)}

    def context_actions(self, zone: str, card: str | None, by: int | None = None) -> list[tuple[str, Action]]:
        seat = self._session.handover.acting_seat(by)
        if seat is None:
            return []
        out = []
        for a in self._session.match.legal(seat):
            info = self._session.describe(a)
            if (info.gesture is not None and made_from(info, zone, card)) or (
                    card is not None and info.gesture is None and card in arg_values(a)):
                out.append((info.label, a))
        return out


def made_from(info: ActionInfo, zone: str, card: str | None) -> bool:
    """Whether the move ``info`` describes is made by taking ``card`` (or
    any piece, for a move that names none) from ``zone``."""
    g = info.gesture
    return g is not None and g.src == zone and (g.card is None or g.card == card)


def arg_values(action: Action) -> set:
    """Every value a move's arguments hold (a tuple's items one by one):
    the cards a move without a gesture names, among others."""
    out = set()
    for _, v in action.args:
        if isinstance(v, tuple):
            out.update(v)
        else:
            out.add(v)
    return out
