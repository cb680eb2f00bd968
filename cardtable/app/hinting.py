"""Asking for a hint: the move the strongest bot would make, shown on the table.

Owns :class:`Hinter`. The H key, the Edit menu's Hint and the Hint button
ask the session
(:meth:`~cardtable.model.hints.Hints.ask`) for the move the game's hint
level (its strongest bot) would make for the seat at the screen, and show it where the player
looks: the piece to move and the place it goes lit on the table (a move
with no gesture: its button lit in the action bar), and its words and the
reason in a bubble and the status bar. When nothing can be hinted, the
reason why ("Wait: it is Bea's turn.") is said instead. A searching level thinks
for up to a second on a thread of its own: the status bar says it is
looking meanwhile, and the table stays live (a move or a hand-over before
it answers drops the hint).

In a review, the same question is asked of the move shown ("what would
you play here?"), for the seat whose eyes the table shows; it is thought
of the same way, and shown only if the review still shows that move.

The hint is the seat at the screen's alone: the session gives none behind
the privacy screen, and every mark goes with the next view shown (a move,
a hand-over) or the next click on the table.

The hinter is handed the window as a :class:`HintScreen` (the session, the
review shown if any, the pages, the table and the action bar), the
:class:`~cardtable.app.playing.Moves` (to find a move's button) and the
:class:`~cardtable.app.presenting.Teller`; it touches nothing else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QWidget

from cardtable.engine.advice import Suggestion, suggest
from cardtable.engine.levels import Level, hint_level
from cardtable.model.thinking import Thinker
from cardtable.table.plaintext import isolate
from cardtable.words import tr

from .presenting import widget_rect

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStackedWidget

    from cardtable.engine.protocol import Gesture
    from cardtable.model.hints import Hint
    from cardtable.model.session import GameSession
    from cardtable.table.canvas import TableCanvas
    from cardtable.table.scene import TableScene

    from .action_bar import ActionBar
    from .playing import Moves
    from .presenting import Teller
    from .replay_view import ReplayView

HINT_KEY = Qt.Key.Key_H


class HintScreen(Protocol):
    """What of the window the hinter reads and lights."""

    session: GameSession | None
    built: bool
    pages: QStackedWidget
    table_page: QWidget
    scene: TableScene
    canvas: TableCanvas
    action_bar: ActionBar

    @property
    def review(self) -> ReplayView | None: ...


class Hinter:
    """Finds the hint and shows it (see the module's opening)."""

    def __init__(self, screen: HintScreen, moves: Moves, teller: Teller) -> None:
        self.screen = screen
        self.moves = moves
        self.teller = teller
        self.level: Level | None = None  # the bot level hints come from (None: each game's hint level)
        self._review_thinker: Thinker | None = None  # a review's hints are thought of on a thread of their own
        self._review_asked: object = None  # the review hint being thought of

    @property
    def thinking(self) -> bool:
        """A hint asked for is still being thought of."""
        s = self.screen.session
        return self._review_asked is not None or (s is not None and s.hints.thinking)

    def ask_hint(self) -> None:
        """Show the hint for the seat at the screen, or why there is none."""
        screen = self.screen
        if screen.review is not None:  # the table shows a review: "what would you play here?"
            self.review_hint()  # (a worked example is reviewed with no game at the table)
            return
        s = screen.session
        if s is None or not screen.built:
            return
        on_table = screen.pages.currentWidget() is screen.table_page
        if self.level is not None:
            s.hints.level = self.level
        if not on_table or not s.ask_hint(lambda hint: self._show(s, hint)):
            bar = screen.action_bar.hint_button
            self.teller.show_refusal(s.hint_refusal(), bar if bar.isVisible() else None, how=False)
            return
        if s.hints.thinking:
            self.teller.show_message(tr("Looking for the best move for the hint…"))

    def _show(self, s: GameSession, hint: Hint | None) -> None:
        """Light the hint found for session ``s``'s seat at the screen (the
        session hands it only while the game and the seat are as asked)."""
        screen = self.screen
        if screen.session is not s or not screen.built or screen.pages.currentWidget() is not screen.table_page:
            return  # another game, or the table is no longer shown
        if hint is None:
            bar = screen.action_bar.hint_button
            self.teller.show_refusal(s.hint_refusal(), bar if bar.isVisible() else None, how=False)
            return
        screen.action_bar.mark_hint(None)
        near: QRect | None = None
        if self._light(hint.gesture):
            near = self._hinted_rect()
        else:
            button = self.moves.button_for(hint.action)
            if button is not None:
                screen.action_bar.mark_hint(button)
                near = widget_rect(screen.canvas, button)
        self._say(hint.said, near)

    def review_hint(self) -> None:
        """In a review: what the game's bot would play at the move shown, for
        the seat whose eyes the table shows (every card open: the seat to
        move), lit on the table like a live hint. Never for a seat whose
        cards these eyes do not see; on the game being played it counts as
        a hint used, as on the table."""
        from cardtable.engine.replay import OPEN, state_at

        review = self.screen.review
        match, index, eyes = review.match, review.index, review.eyes
        game = match.game
        state = state_at(match, index)
        to_act = [s for s in game.to_act(state)] if game.result(state) is None else []
        if not to_act:
            self.teller.show_message(tr("Nobody moves after move {index}: the game is over there.").format(index=index))
            return
        if eyes is OPEN:
            seat = to_act[0]
        elif eyes in to_act:
            seat = eyes
        else:
            names = ", ".join(isolate(match.setup.names[s]) for s in to_act)
            if review.in_progress:
                why = tr("After move {index} it is {names}'s turn: while the game is on, a hint is only for "
                         "the seat at the screen, on its own turn.")
            elif eyes is None:
                why = tr("After move {index} it is {names}'s turn: choose their eyes (Eyes, under the table) "
                         "to ask what they would play.")
            else:
                why = tr("After move {index} it is {names}'s turn: a hint is for the seat whose eyes the "
                         "table shows.")
            self.teller.show_message(why.format(index=index, names=names))
            return
        if self._review_thinker is None:
            self._review_thinker = Thinker(self.screen.canvas, self._review_thought)
        self._review_asked = ticket = (review, index, eyes, seat, state)
        self.teller.show_message(tr("Looking for the best move for the hint…"))
        seed = match.setup.seed
        chosen = self.level or hint_level(game)
        self._review_thinker.start(ticket, lambda: suggest(game, state, seat, seed, index, chosen))

    def _review_thought(self, ticket: object, found: object) -> None:
        """A review's hint was thought of: lit, if the review still shows that move with those eyes."""
        if ticket is not self._review_asked:
            return  # another was asked since
        self._review_asked = None
        review, index, eyes, seat, state = ticket  # type: ignore[misc]
        if self.screen.review is not review or review.index != index or review.eyes != eyes:
            return  # the review moved on, or closed
        match = review.match
        suggestion = found if isinstance(found, Suggestion) else None
        if suggestion is None:
            self.teller.show_message(tr("No hint for this move: the game's bot has no suggestion."))
            return
        try:
            info = match.game.describe(state, suggestion.action)
        except Exception:  # describing must never break the review
            return
        live = self.screen.session
        if review.in_progress and live is not None and review.source is live.match:
            live.count_hint(seat)  # a hint on the game being played counts (and is saved), reviewed or not
        near = self._hinted_rect() if self._light(info.gesture) else None
        who = isolate(match.setup.names[seat])
        label = info.label.rstrip(".")
        text = tr("Hint after move {index}, for {who}: {move}.").format(index=index, who=who, move=label)
        if suggestion.reason:
            text = tr("{hint} {reason}").format(hint=text, reason=suggestion.reason)
        self._say(text, near)

    def _light(self, g: Gesture | None) -> bool:
        """Put out the last hint's marks and light ``g`` (the piece and where
        it goes) on the table; False when it lights nothing there."""
        scene = self.screen.scene
        scene.clear_hint()
        return g is not None and scene.show_hint(g.src, g.card, g.dst)

    def _say(self, text: str, near: QRect | None) -> None:
        """The hint's words in the status bar and, with the table shown, in a bubble ``near`` its marks."""
        self.teller.show_message(text)
        if self.screen.canvas.isVisible():
            self.screen.canvas.say(text, near, how=False)

    def _hinted_rect(self) -> QRect | None:
        """Where the lit piece (or place) is, in the table's viewport pixels."""
        scene, canvas = self.screen.scene, self.screen.canvas
        marks = scene.hint_marks
        if marks.sprite is not None:
            return canvas.mapFromScene(marks.sprite.sceneBoundingRect()).boundingRect()
        zone = marks.source or marks.target
        if zone is not None and zone in scene.zones:
            return canvas.mapFromScene(scene.zones[zone].area()).boundingRect()
        return None

    def hint_key(self, event) -> bool:
        """H (no Ctrl, Alt or Meta) asks for a hint. Only keys no widget took
        reach the window: typing an "h" in a text box never asks."""
        mods = event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier)
        if event.key() != HINT_KEY or mods or event.isAutoRepeat():
            return False
        self.ask_hint()
        event.accept()
        return True
