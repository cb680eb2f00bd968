"""The window's side of making moves: requests sent, outcomes shown.

Owns :class:`Moves`: a move button, an entry of the table list or of a
card's menu, a seat's key, Undo and Redo and the story dock's narration
send requests to the session through it; a refusal is said where the
player looks (by the :class:`~cardtable.app.presenting.Teller`), a
question is put to the player by the :class:`~cardtable.app.asking.Asker`.
Also owns :class:`TablePlay`, what the table asks while a hand moves over
it, answered by the session through :class:`Moves`.

Handed the window as a :class:`Desk` (the session, the asker, the action
bar, whether a review holds the table), the teller, and the window as the
parent of a menu or a question; touches nothing else. While a
review holds the table no request reaches the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QWidget

from cardtable.model.outcome import Cancelled, Needs, Outcome, Refused, Request
from cardtable.table.controller import BACK, MOVED, Landing, refused
from cardtable.table.plaintext import button_text, display
from cardtable.words import tr

if TYPE_CHECKING:
    from cardtable.model.session import GameSession

    from .action_bar import ActionBar
    from .asking import Asker
    from .presenting import Teller


class Desk(Protocol):
    """What of the window :class:`Moves` reads."""

    session: GameSession | None
    asker: Asker
    action_bar: ActionBar

    @property
    def reviewing(self) -> bool: ...


class Moves:
    """Sends the player's requests to the session and shows what becomes of them."""

    def __init__(self, desk: Desk, teller: Teller, parent: QWidget) -> None:
        self.desk = desk
        self.teller = teller
        self.parent = parent  # of a menu or a question

    @property
    def session(self) -> GameSession | None:
        return self.desk.session

    @property
    def asker(self) -> Asker:
        return self.desk.asker

    def send(self, request: Request, near: QWidget | None = None, how: bool = True,
             then=None) -> Outcome | None:
        """Send ``request`` to the session and show its outcome: a refusal
        said beside ``near`` (the button used; ``how``: light where this
        seat's moves start), a question put to the player, the answer sent
        back. ``then`` gets the final outcome (after any questions)."""
        s = self.session
        if s is None or self.desk.reviewing:
            return None

        def settled(outcome: Outcome) -> None:
            self.said(s, outcome, near, how)
            if then is not None:
                then(outcome)

        outcome = s.send(request)
        if isinstance(outcome, Needs):
            self.asker.answer_needs(s, outcome, settled)
        else:
            settled(outcome)
        return outcome

    def said(self, session, outcome: Outcome, near: QWidget | None = None, how: bool = True) -> None:
        """Show a settled outcome: a refusal, if the game that refused is still on."""
        if isinstance(outcome, Refused) and self.session is session:
            self.teller.show_refusal(outcome.reason, near, how)

    def seat_key(self, seat: int) -> None:
        self.send(Request.seat_key(seat), how=False)  # any seat's key: the lights are the viewer's

    def more_moves(self, buttons) -> None:
        self.asker.choose(tr("Choose a move"), [label for label, _ in buttons],
                          lambda index: self.perform(buttons[index][1]) if index is not None else None)

    def perform(self, action) -> None:
        """A move chosen by itself (a button, a menu entry), for the seat at the screen."""
        self.send(Request.move(action), self.button_for(action))

    def button_for(self, action) -> QWidget | None:
        """The move button showing ``action`` (by the words it reads to a
        screen reader: the move's label), if any: a refusal is shown beside it."""
        s = self.session
        try:
            label = s.describe(action).label if s is not None else None
        except Exception:  # describing must never stand in the way of saying why
            return None
        return next((b for b in self.desk.action_bar.buttons() if label and b.accessibleName() == display(label)),
                    None)

    def activate_from_list(self, zone: str, card) -> None:
        self.send(Request.activate(zone, card))

    def context_menu(self, actions, screen_pos) -> None:
        from PySide6.QtWidgets import QMenu

        menu = QMenu(self.parent)
        for label, action in actions:
            menu.addAction(button_text(label), lambda a=action: self.perform(a))
        menu.exec(screen_pos)

    def narrate(self, open_prompt, text: str) -> None:
        if self.session is not None and not self.desk.reviewing:
            outcome = self.session.answer(open_prompt, text)
            if isinstance(outcome, Refused):
                self.teller.show_message(outcome.reason)

    def dismiss_prompt(self, open_prompt) -> None:
        if self.session is not None and not self.desk.reviewing:
            self.session.dismiss(open_prompt)

    def delete_entry(self, index: int) -> None:
        """The story dock's Delete my entry: asked once more (Cancel is the
        default), since nothing else ever takes words out of the story."""
        s = self.session
        if s is None or self.desk.reviewing or not s.may_delete_entry(index):
            return
        from cardtable.table.plaintext import confirm

        entry = s.match.journal[index]
        if confirm(self.parent, tr("Delete this entry?"),
                   tr("Take this entry out of the story? Undo does not bring it back.\n\n{text}").format(
                       text=entry.text if len(entry.text) <= 300 else entry.text[:300] + "…"), tr("&Delete"),
                   "deleteEntryBox") \
                and s is self.session and index < len(s.match.journal) and s.match.journal[index] is entry:
            s.delete_entry(index)

    def undo(self) -> None:
        s = self.session
        if s is None or self.desk.reviewing:
            return
        what = s.history.undo_label
        outcome = s.undo()
        if isinstance(outcome, Refused):
            self.teller.show_message(outcome.reason)
        else:
            self.teller.show_message(tr("Undone: {move}.").format(move=what) if what else tr("Undone."))

    def redo(self) -> None:
        s = self.session
        if s is None or self.desk.reviewing:
            return
        what = s.history.redo_label
        if not isinstance(s.redo(), Refused):
            # never the undo's words
            self.teller.show_message(tr("Redone: {move}.").format(move=what) if what else tr("Redone."))


class TablePlay:
    """What the table asks while a hand moves over it, answered by the
    session for the seat at the screen; a drop or a double-click is sent
    as a request (a question it raises is put to the player), and the
    table learns only what becomes of the piece (a
    :class:`~cardtable.table.controller.Landing`). Handed the :class:`Moves`."""

    def __init__(self, moves: Moves) -> None:
        self.moves = moves

    @property
    def session(self):
        return self.moves.session

    def drag_sources(self) -> set[str]:
        return self.session.drag_sources()

    def can_drag(self, zone: str, card: str | None) -> bool:
        return self.session.can_drag(zone, card)

    def drag_targets(self, zone: str, card: str | None) -> set[str]:
        return self.session.drag_targets(zone, card)

    def context_actions(self, zone: str, card: str | None) -> list[tuple[str, object]]:
        return self.session.context_actions(zone, card)

    def drop(self, zone: str, card: str | None, target: str) -> Landing:
        return self._landing(self.session.send(Request.drop(zone, card, target)))

    def activate(self, zone: str, card: str | None) -> Landing:
        return self._landing(self.session.send(Request.activate(zone, card)))

    def _landing(self, outcome: Outcome) -> Landing:
        """What the table does with the piece: it stays (moved: the view
        moves it), goes back saying why (refused), or goes back quietly
        (cancelled; or a question is being asked, whose answer moves it)."""
        if isinstance(outcome, Refused):
            return refused(outcome.reason)
        if isinstance(outcome, Needs):
            s = self.session
            self.moves.asker.answer_needs(s, outcome, lambda done: self.moves.said(s, done))
            return BACK
        return BACK if isinstance(outcome, Cancelled) else MOVED
