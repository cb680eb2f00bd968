"""Presenting the session's view: the window's half that draws.

A room of :class:`~cardtable.app.main_window.MainWindow`. After each change
of the session it shows the view of the seat at the screen — the table (or
the privacy screen), the move buttons, the headline and hint, the log, the
players and story docks — repainting the table first and letting the words
around it follow; when the eyes at the screen change, whatever was written
for the last ones goes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from cardtable.table.plaintext import display, isolate
from cardtable.model.handover import TABLE
from cardtable.words import tr

if TYPE_CHECKING:
    from cardtable.model.session import GameSession

DOCKS_LAG_MS = 40  # the docks follow a repainted table at once; without a repaint, after this


class Presenting:
    def refresh(self) -> None:
        s = self.session
        if s is None:
            return
        # one redraw per change: a second call for the same state and viewer
        # (a hold is announced, then the change) finds the screen up to date
        drawn = (s, s.state, s.viewer, s.pending, s.holding)
        last = self._drawn
        if last is not None and all(a is b for a, b in zip(last[:2], drawn[:2])) and last[2:] == drawn[2:]:
            return
        self._drawn = drawn
        # whose eyes: a player shown their new card before passing on (a
        # hold) is still the same pair of eyes
        shown_for = ("covered", s.pending) if s.covered else ("seat", s.viewer)
        if shown_for != self._shown_for:
            previous, self._shown_for = self._shown_for, shown_for
            self._forget_transients(previous)
        view, layout = s.table_view(), s.layout()
        if s.covered:
            # named again here: the hand-over may have come while the screen
            # showed something else (a review, while phones played on)
            self.privacy.show_for(s.name(s.pending))
            self.pages.setCurrentWidget(self.privacy)
            # behind the screen the table shows only public information, in
            # the arrangement it had (nobody sees it: the next player's
            # arrangement comes with their Ready)
            self.scene.show_view(view, None if self.scene.layout is not None else layout, animate=False)
        else:
            if self.pages.currentWidget() is not self.table_page:
                self.pages.setCurrentWidget(self.table_page)
            self.scene.show_view(view, layout)
        self._rebuild_action_bar()
        self._update_actions()
        self._docks_due = (view, {z.id: z.label for z in layout.zones})
        if self._docks_follow(s) and self.pages.currentWidget() is self.table_page:
            # the same eyes, moves only added: the table (and the buttons
            # under it) are repainted first; the words around it and the
            # docks follow on the next turn of the event loop
            self._docks_timer.start(DOCKS_LAG_MS)
        else:  # a hand-over, Ready, Undo, a new game: everything at once
            self.refresh_docks()

    def _write_words(self, s: GameSession, view) -> None:
        """The headline, the hint and the last-reveal strip, for the view shown."""
        self.headline.setText(view.headline)  # a PlainLabel: its tooltip is its full text
        if s.holding == TABLE:
            self.hint.setText(tr("{name}, look at your new card, then press “Hide my cards” (Enter): the phones "
                                 "play next.").format(name=self._who(s.viewer)))
        elif s.holding is not None:
            nxt = self._who(s.holding)
            self.hint.setText(tr("{name}, look at your new card, then press “Pass to {next}” (Enter) to hide your "
                                 "hand before {next} sits down.").format(name=self._who(s.viewer), next=nxt))
        else:
            self.hint.setText(self._phones_playing(s) or view.hint)
        self._show_last_reveal()

    def _phones_playing(self, s: GameSession) -> str:
        """Why the screen shows the public table, when the game waits only
        on seats played from phones: who plays, in a sentence."""
        if s.covered or s.holding is not None or s.viewer is not None or s.match.over or not s.remote:
            return ""
        seats = [seat for seat in s.match.to_act() if seat in s.remote]
        if not seats:
            return ""
        names = [self._who(seat) for seat in seats]
        if len(names) == 1:
            return tr("{name} is playing on their phone; the screen shows only what everyone may see.").format(
                name=names[0])
        return tr("{names} and {last} are playing on their phones; the screen shows only what everyone may "
                  "see.").format(names=", ".join(names[:-1]), last=names[-1])

    def _docks_follow(self, s: GameSession) -> bool:
        """Whether the docks, as last drawn, need only the moves made since
        by the same viewer (so they may follow the table a moment later)."""
        last = self._docks_drawn
        return (last is not None and last[0] is s and last[1] == (None if s.covered else s.viewer)
                and s.match.goes_on_from(last[2]))

    @property
    def docks_behind(self) -> bool:
        """Whether the side docks have yet to catch up with the table."""
        return self._docks_due is not None

    def refresh_docks(self) -> None:
        """Bring the words around the table (headline, hint, last reveal) and
        the side docks (log, players and table list, story prompts, chart) up
        to the table's view, if they lag behind it."""
        self._docks_timer.stop()
        s, due, self._docks_due = self.session, self._docks_due, None
        if s is None or due is None:
            return
        view, labels = due
        self._write_words(s, view)
        self._sync_log(s)
        self.players_dock.set_view(view, labels, s.remote)
        self._refresh_prompts()
        if self._chart_dock is not None and self._chart_dock.isVisible():
            self._chart_dock.refresh(s.match)
        self._docks_drawn = (s, None if s.covered else s.viewer, s.match.mark())

    def _table_painted(self) -> None:
        """The table has been repainted: the docks follow at the next turn
        of the event loop (not before the repaint reaches the screen)."""
        if self._docks_due is not None:
            self._docks_timer.start(0)

    def _sync_log(self, s: GameSession) -> None:
        """Bring the log up to the moves made, as its viewer reads them: the
        viewer's own page gets the lines of the moves made since it was last
        shown (a hand-over costs the moves since that seat last looked, not
        the whole game); a page that moves were taken back under, or a
        reader's first, is derived afresh."""
        mark = self.log_dock.show_reader(s.log_viewer)
        if mark is not None and s.match.goes_on_from(mark):
            self.log_dock.append_lines(s.log_lines(mark[0]))
        else:
            self.log_dock.set_lines(s.log_lines())
        self.log_dock.set_mark(s.match.mark())

    def _forget_transients(self, previous: tuple | None) -> None:
        """The screen now shows somebody else's view (a hand-over, Ready):
        everything that was written for the ``previous`` viewer goes — the
        status line, an open tooltip or menu, a drag in progress. What stays
        is re-derived from the new viewer by :meth:`refresh`."""
        from PySide6.QtWidgets import QApplication, QToolTip

        self.statusBar().clearMessage()
        QToolTip.hideText()
        popup = QApplication.activePopupWidget()
        while popup is not None:
            popup.close()
            nxt = QApplication.activePopupWidget()
            popup = None if nxt is popup else nxt
        if self.built:
            self.scene.cancel_drag()
            self.asker.withdraw()  # a question put to the last viewer is theirs to answer
            self.canvas.dismiss_overlays()  # a preview or a refusal was the last viewer's
            self.canvas.forget_focus()  # so was the card the keyboard was on (and Enter with it)
            # a half-typed narration belongs to whoever typed it: kept for
            # them, out of sight of the next player
            editor = self.story_dock.editor
            self._drafts[previous] = editor.toPlainText()
            editor.setPlainText(self._drafts.pop(self._shown_for, ""))

    def _rebuild_action_bar(self) -> None:
        s = self.session
        if s is not None and not s.covered and s.holding is not None:
            words = (tr("Hide my cards ▸") if s.holding == TABLE
                     else tr("Pass to {name} ▸").format(name=self._who(s.holding)))
            self.action_bar.set_pass(words, self._pass_on)
            return
        buttons = [] if s is None or s.covered else s.button_actions()
        self.action_bar.set_moves(buttons, self._perform, lambda: self._more_moves(buttons),
                                  step=s.step_once if s is not None and s.machine_waiting else None)
        self._show_hint_button()  # (hinting.py) while a person at the screen can move

    def _show_last_reveal(self) -> None:
        s = self.session
        if s is not None:
            self.canvas.reveals.set_cards(s.last_reveal(), self.style_prefs)

    def _on_events(self, events) -> None:
        s = self.session
        if s is None:
            return
        viewer = None if s.covered else s.viewer
        if events:
            self.statusBar().showMessage(display(events[-1][1].text_for(viewer)), 6000)

    def _on_handover(self, seat: int) -> None:
        if self.session is None:
            return
        self.privacy.show_for(self.session.name(seat))
        self.pages.setCurrentWidget(self.privacy)

    def _pass_on(self) -> None:
        if self.session is not None:
            self.session.pass_on()

    def _ready(self) -> None:
        if self.session is not None:
            self.session.ready()
            self.pages.setCurrentWidget(self.table_page)
            self.canvas.setFocus()

    def _refresh_journal(self) -> None:
        s = self.session
        if s is None:
            return
        entries = []
        for e in s.match.journal:
            who = self._who(e.seat) if e.seat is not None else tr("Narrator")
            entries.append(display(tr("[move {index}] {who}: {text}").format(
                index=min(e.action_index, len(s.match.steps)), who=who, text=e.text)))
        self.story_dock.set_entries(entries, [s.may_delete_entry(i) for i in range(len(entries))])
        self._refresh_prompts()

    def _refresh_prompts(self) -> None:
        """The open story prompts, as much of them as the one at the screen may read."""
        s = self.session
        if s is not None:
            viewer = None if s.covered else s.viewer
            self.story_dock.set_prompts(s.screen_prompts(), self._who, viewer)

    def show_message(self, text: str) -> None:
        if text:
            self.statusBar().showMessage(display(text), 8000)

    def show_refusal(self, text: str, near: QWidget | None = None, how: bool = True) -> None:
        """Why a move was not made, said where the player looks: in a bubble
        over the table beside ``near`` (the button used; the table's foot
        without one) that leaves on its own, and in the status bar. Drops
        and clicks on the table put theirs beside the card themselves.
        ``how``: the refusal answers the one at the screen, so the places
        their moves start from light up (not for another seat's key)."""
        if not text:
            return
        self.show_message(text)
        if self.built and self.canvas.isVisible():
            at = None
            if near is not None:
                vp = self.canvas.viewport()
                at = QRect(vp.mapFromGlobal(near.mapToGlobal(near.rect().topLeft())), near.size())
            self.canvas.say(text, at, how)

    def _who(self, seat: int | None) -> str:
        """A seat's name as the window's sentences show it: the one way a
        name enters them, isolated so it cannot reorder the sentence."""
        return isolate(self.session.name(seat)) if self.session is not None else ""

    def _update_actions(self) -> None:
        s = self.session
        self.act_undo.setEnabled(bool(s and s.can_undo))
        self.act_redo.setEnabled(bool(s and s.can_redo))
        for act in (self.act_save, self.act_summary, self.act_print):
            act.setEnabled(s is not None)
        # phones play a person's seat of a game still being played
        self.act_invite.setEnabled(bool(self.built and s is not None and s.humans and not s.match.over))
        for act in self._needs_table:
            act.setEnabled(self.built)
