"""Asking for a hint: the move the game's bot would make, shown on the table.

A room of :class:`~cardtable.app.main_window.MainWindow`. The H key, the
Edit menu's Hint and the Hint button ask the session
(:meth:`~cardtable.model.hints.Hints.hint`) for the move the game's bot
would make for the seat at the screen, and show it where the player looks:
the piece to move and the place it goes lit on the table (a move with no
gesture: its button lit in the action bar), and its words and the reason
in a bubble and the status bar. When nothing can be hinted, the reason why
("Wait: it is Bea's turn.") is said instead.

In a review, the same question is asked of the move shown ("what would
you play here?"), for the seat whose eyes the table shows.

The hint is the seat at the screen's alone: the session gives none behind
the privacy screen, and every mark goes with the next view shown (a move,
a hand-over) or the next click on the table.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QWidget

from cardtable.table.plaintext import isolate
from cardtable.words import tr

HINT_KEY = Qt.Key.Key_H


class Hinting:
    """Mixed into the window: reads ``session``, ``scene``, ``canvas``,
    ``action_bar``, ``pages`` and the playing and presenting rooms."""

    def ask_hint(self) -> None:
        """Show the hint for the seat at the screen, or why there is none."""
        if getattr(self, "reviewing", False):  # the table shows a review: "what would you play here?"
            self.review_hint()  # (a worked example is reviewed with no game at the table)
            return
        s = self.session
        if s is None or not self.built:
            return
        hint = s.hint() if self.pages.currentWidget() is self.table_page else None
        if hint is None:
            bar = self.action_bar.hint_button
            self.show_refusal(s.hint_refusal(), bar if bar.isVisible() else None, how=False)
            return
        self.scene.clear_hint()
        self.action_bar.mark_hint(None)
        near: QRect | None = None
        g = hint.gesture
        if g is not None and self.scene.show_hint(g.src, g.card, g.dst):
            near = self._hinted_rect()
        else:
            button = self._button_for(hint.action)
            if button is not None:
                self.action_bar.mark_hint(button)
                near = self._widget_rect(button)
        label = hint.label.rstrip(".")
        text = (tr("Hint: {move}.").format(move=label) if not hint.reason
                else tr("Hint: {move}. {reason}").format(move=label, reason=hint.reason))
        self.show_message(text)
        if self.canvas.isVisible():
            self.canvas.say(text, near, how=False)

    def review_hint(self) -> None:
        """In a review: what the game's bot would play at the move shown, for
        the seat whose eyes the table shows (every card open: the seat to
        move), lit on the table like a live hint. Never for a seat whose
        cards these eyes do not see; on the game being played it counts as
        a hint used, as on the table."""
        from cardtable.engine.advice import suggest
        from cardtable.engine.replay import OPEN, state_at

        review = self.review
        match, index, eyes = review.match, review.index, review.eyes
        game = match.game
        state = state_at(match, index)
        to_act = [s for s in game.to_act(state)] if game.result(state) is None else []
        if not to_act:
            self.show_message(tr("Nobody moves after move {index}: the game is over there.").format(index=index))
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
            self.show_message(why.format(index=index, names=names))
            return
        suggestion = suggest(game, state, seat, match.setup.seed, index)
        if suggestion is None:
            self.show_message(tr("No hint for this move: the game's bot has no suggestion."))
            return
        try:
            info = game.describe(state, suggestion.action)
        except Exception:  # describing must never break the review
            return
        live = self.session
        if review.in_progress and live is not None and review.source is live.match:
            live.count_hint(seat)  # a hint on the game being played counts (and is saved), reviewed or not
        self.scene.clear_hint()
        g = info.gesture
        near = self._hinted_rect() if g is not None and self.scene.show_hint(g.src, g.card, g.dst) else None
        who = isolate(match.setup.names[seat])
        label = info.label.rstrip(".")
        text = tr("Hint after move {index}, for {who}: {move}.").format(index=index, who=who, move=label)
        if suggestion.reason:
            text = tr("{hint} {reason}").format(hint=text, reason=suggestion.reason)
        self.show_message(text)
        if self.canvas.isVisible():
            self.canvas.say(text, near, how=False)

    def _hinted_rect(self) -> QRect | None:
        """Where the lit piece (or place) is, in the table's viewport pixels."""
        marks = self.scene.hint_marks
        if marks.sprite is not None:
            return self.canvas.mapFromScene(marks.sprite.sceneBoundingRect()).boundingRect()
        zone = marks.source or marks.target
        if zone is not None and zone in self.scene.zones:
            return self.canvas.mapFromScene(self.scene.zones[zone].area()).boundingRect()
        return None

    def _widget_rect(self, widget: QWidget) -> QRect:
        vp = self.canvas.viewport()
        return QRect(vp.mapFromGlobal(widget.mapToGlobal(widget.rect().topLeft())), widget.size())

    def hint_key(self, event) -> bool:
        """H (no Ctrl, Alt or Meta) asks for a hint. Only keys no widget took
        reach the window: typing an "h" in a text box never asks."""
        mods = event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier)
        if event.key() != HINT_KEY or mods or event.isAutoRepeat():
            return False
        self.ask_hint()
        event.accept()
        return True

    def _show_hint_button(self) -> None:
        """The Hint button is there while a person at the screen can move."""
        s = self.session
        self.action_bar.show_hint_button(s is not None and s.acting_seat() is not None)
