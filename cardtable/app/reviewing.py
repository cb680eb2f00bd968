"""Reviewing games in the window: the replay view's way in and out.

A room of :class:`~cardtable.app.main_window.MainWindow`: Game ▸ Review a
saved game…, Game ▸ Review this game (also in the game-over box), Help ▸
Watch a worked example, and Play on from here. While a review is shown
(:class:`~cardtable.app.replay_view.ReplayView`) the table, its words and
the docks are the review's; the game in progress, if any, waits — no
machine move is made, no request reaches it, nothing redraws it — and
comes back exactly as it was when the review ends (its privacy screen
too, if it was up).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QWidget

from cardtable import APP_NAME
from cardtable.table.plaintext import isolate, warn
from cardtable.words import tr

from .lifecycle import SAVE_FILTER

if TYPE_CHECKING:
    from cardtable.engine.match import Match

    from .replay_view import ReplayView



class Reviewing:
    """Mixed into the window before its other rooms: while ``review`` is
    shown, the live game's redraws and requests wait."""

    review: ReplayView | None = None
    _review_return: dict | None = None

    @property
    def reviewing(self) -> bool:
        return self.review is not None

    # -- the live game waits -------------------------------------------------------------
    def refresh(self) -> None:
        if self.review is None:
            super().refresh()

    def refresh_docks(self) -> None:
        if self.review is None:
            super().refresh_docks()

    @property
    def docks_behind(self) -> bool:
        if self.review is not None:
            return self.review.docks_behind
        return super().docks_behind

    def _table_painted(self) -> None:
        if self.review is not None:
            self.review.table_painted()
        else:
            super()._table_painted()

    def send(self, request, near: QWidget | None = None, how: bool = True, then=None):
        if self.review is None:
            return super().send(request, near, how, then)
        return None

    def undo(self) -> None:
        if self.review is None:
            super().undo()

    def redo(self) -> None:
        if self.review is None:
            super().redo()

    def _narrate(self, open_prompt, text: str) -> None:
        if self.review is None:
            super()._narrate(open_prompt, text)

    def _dismiss_prompt(self, open_prompt) -> None:
        if self.review is None:
            super()._dismiss_prompt(open_prompt)

    def _delete_entry(self, index: int) -> None:
        if self.review is None:
            super()._delete_entry(index)

    def _on_handover(self, seat: int) -> None:
        if self.review is None:
            super()._on_handover(seat)

    def _rebuild_action_bar(self) -> None:
        if self.review is None:
            super()._rebuild_action_bar()
        elif self.session is not None:
            self.session.set_pace(None)  # new preferences set the bots' pace: they still wait for the review

    def _update_actions(self) -> None:
        super()._update_actions()
        act = getattr(self, "act_review", None)
        if act is not None:
            act.setEnabled(self.built and self.session is not None)
            self.act_review_file.setEnabled(self.built)
        if self.review is not None:
            self.act_undo.setEnabled(False)
            self.act_redo.setEnabled(False)

    # -- ways in -----------------------------------------------------------------------------
    def review_saved_game(self) -> None:
        """Game ▸ Review a saved game…: choose a save or record."""
        path, _ = QFileDialog.getOpenFileName(self, tr("Review a saved game"), str(self.config.data_dir),
                                              tr(SAVE_FILTER))
        if path:
            self.review_file(Path(path))

    def review_file(self, path: Path) -> bool:
        """Review the game in ``path`` (the game on the table, if any, waits)."""
        from cardtable.engine.match import Match
        from cardtable.engine.record import load_record

        def read(p: Path) -> Match:
            record = load_record(p, self.games)
            return Match.from_record(self.games[record.game], record)

        match = self.read_game(path, read, tr("Cannot review the game"))
        if match is None:
            return False
        # a game saved before its end is one somebody may still be playing:
        # nobody's hidden cards show (the engine says whose eyes may look)
        return self.open_review(match, in_progress=not match.over, at_screen=None,
                                title=f"{match.game.title} ({isolate(Path(path).name)})")

    def review_this_game(self) -> bool:
        """Game ▸ Review this game: during a game, as the seat at the screen
        saw it, up to now; a finished game with any eyes."""
        s = self.session
        if s is None:
            return False
        if self.review is not None and self.review.source is s.match:
            return True
        over = s.match.over
        at_screen = None if s.covered else s.viewer  # behind the privacy screen: nobody's eyes but everyone's
        # the game as it is now: phones may play on (or take a move back) while it is reviewed
        if not self.open_review(s.match.snapshot(), in_progress=not over, at_screen=at_screen,
                                title=s.game.title, live=True):
            return False
        self.review.source = s.match
        return True

    def watch_example(self, game_id: str) -> bool:
        """Help ▸ Watch a worked example: the example's moves in the replay
        view, from the opening table, playing at the bots' pace."""
        import attrs

        from cardtable.engine.match import Match
        from cardtable.engine.protocol import IllegalAction, PlayerSpec

        game = self.games[game_id]
        setup, moves = game.example()
        watched = attrs.evolve(setup, players=tuple(PlayerSpec(p.name, True) for p in setup.players))
        match = Match(game, watched)
        for i, (seat, action) in enumerate(moves):
            try:
                match.play(seat, action)
            except IllegalAction as err:  # a stale example shows as far as it goes
                self.show_message(tr("The example stops at move {index}: {error}").format(index=i + 1, error=err))
                break
        if not self.open_review(match, in_progress=False, at_screen=None, title=tr("{game}: worked example").format(game=game.title),
                                start=0, demonstration=True):
            return False
        self.review.play()
        self.show_message(tr("The worked example of {game}: %n move(s). Space pauses; the arrow keys step.", "",
                             len(match.steps)).format(game=game.title))
        return True

    def open_review(self, match: Match, *, in_progress: bool, at_screen: int | None, title: str,
                    start: int | None = None, live: bool = False, demonstration: bool = False) -> bool:
        """Show ``match`` in the replay view (see :class:`ReplayView`);
        False, saying why, when no eyes may see it now."""
        from .replay_view import ReadOnlyTable, ReplayView

        self.build_table()
        review = ReplayView(self, match, in_progress=in_progress, at_screen=at_screen, title=title,
                            demonstration=demonstration)
        if not review.allowed:
            review.deleteLater()
            self.show_message(review.why_not or tr("This game cannot be reviewed now."))
            return False
        self._make_review_controls()
        if self.review is not None:
            self.close_review(back=False)
        s = self.session
        self._review_return = {
            "page": self.pages.currentWidget(), "title": self.windowTitle(),
            "controller": self.scene.controller, "seat_keys": self.seat_keys.isVisible(),
        }
        if s is not None:
            s.set_pace(None)  # no machine move while the table shows something else
        self.review = review
        self._forget_for_review()
        self.scene.controller = ReadOnlyTable()
        self.action_bar.hide()
        self.seat_keys.hide()
        self.canvas.reveals.set_cards((), self.style_prefs)
        for widget in (self.story_dock.editor, self.story_dock.add, self.story_dock.dismiss, self.story_dock.delete):
            widget.setEnabled(False)
        self.timeline.show()
        self.moments_dock.show()
        self.moments_dock.raise_()
        # playing on from a game still being played would deal its hidden cards to a game anyone may open
        self.timeline.play_on.setEnabled(hasattr(match, "fork") and not in_progress)
        self.timeline.play_on.setToolTip("" if not in_progress else tr(
            "Playing on from a move is for finished games and worked examples: a game still being played keeps "
            "its hidden cards."))
        self.timeline.leave.setText(tr("&Back to the game") if s is not None else tr("&Close the review"))
        self.setWindowTitle(tr("{app} — Reviewing {game}").format(app=APP_NAME, game=title))
        self.pages.setCurrentWidget(self.table_page)
        self._update_actions()
        review.start(start)
        self.timeline.slider.setFocus()
        return True

    def _make_review_controls(self) -> None:
        """The timeline under the table and the moments dock, made once."""
        if getattr(self, "timeline", None) is not None:
            return
        from .timeline import MomentsDock, TimelineBar, TimelineKeys

        self.timeline = TimelineBar(self.table_page)
        layout = self.table_page.layout()
        layout.insertWidget(layout.indexOf(self.action_bar), self.timeline)
        self.timeline.hide()
        self.timeline.sigSeek.connect(lambda i: self.review and (self.review.pause(), self.review.seek(i)))
        self.timeline.sigKey.connect(self._review_key)
        self.timeline.sigEyes.connect(lambda row: self.review and self.review.choose_eyes(row))
        self.timeline.sigPlayOn.connect(self.play_on_from_here)
        self.timeline.sigLeave.connect(self.close_review)
        self._review_keys = TimelineKeys(self._review_key, lambda: self.review is not None, self)
        for widget in (self.canvas, self.canvas.viewport(), *self.timeline.buttons(),
                       self.timeline.play_on, self.timeline.leave):
            widget.installEventFilter(self._review_keys)
        self.moments_dock = MomentsDock(self)
        self.moments_dock.sigSeek.connect(lambda i: self.review and (self.review.pause(), self.review.seek(i)))
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.moments_dock)
        self.tabifyDockWidget(self.players_dock, self.moments_dock)
        self.moments_dock.hide()

    def _review_key(self, key: int) -> None:
        from .timeline import LEAVE

        if key == LEAVE:
            self.close_review()
        elif self.review is not None:
            self.review.key(key)

    def _forget_for_review(self) -> None:
        """What the screen held for the live game's viewer goes (a tooltip,
        a menu, a drag, a question, an overlay), as at a hand-over."""
        from PySide6.QtWidgets import QToolTip

        self.statusBar().clearMessage()
        QToolTip.hideText()
        self.scene.cancel_drag()
        self.asker.withdraw()
        self.canvas.dismiss_overlays()
        self.canvas.forget_focus()

    # -- ways out ------------------------------------------------------------------------------
    def close_review(self, back: bool = True) -> None:
        """End the review; with ``back``, the game on the table (if any) is
        shown again exactly as it was, its privacy screen too if it was up."""
        review, self.review = self.review, None
        if review is None:
            return
        review.stop()
        review.deleteLater()
        saved, self._review_return = self._review_return or {}, None
        self.timeline.hide()
        self.moments_dock.hide()
        self.canvas.dismiss_overlays()
        self.action_bar.show()
        self.seat_keys.setVisible(bool(saved.get("seat_keys")))
        for widget in (self.story_dock.editor, self.story_dock.add):
            widget.setEnabled(True)
        self.scene.controller = saved.get("controller")
        if saved.get("title"):
            self.setWindowTitle(saved["title"])
        if not back:
            return
        s = self.session
        if s is None:
            self.pages.setCurrentWidget(self.welcome)
            self.headline.setText("")
            self.hint.setText(tr("Start a new game from the Game menu (Ctrl+N)."))
            self.log_dock.show_reader(None)
            self.log_dock.set_lines([])
            self.players_dock.seats.clear()
            self.players_dock.table.clear()
            self.story_dock.set_entries([])
            self._update_actions()
            return
        self._drawn = None  # the live game is drawn afresh, as it stands, at once (nothing flies in)
        self._docks_drawn = None
        self.scene.show_view(s.table_view(), s.layout(), animate=False)
        self.refresh()
        self._refresh_journal()
        s.set_pace(self.style_prefs.bot_pace)
        if saved.get("page") is self.privacy and s.covered:
            self.pages.setCurrentWidget(self.privacy)
            self.privacy.button.setFocus()
        else:
            self.canvas.setFocus()

    def play_on_from_here(self) -> None:
        """Start a new game from the move shown (asking who plays each seat);
        it becomes the game at the table."""
        review = self.review
        if review is None:
            return
        review.pause()
        from .play_on import PlayOnDialog

        match, at = review.match, review.index
        if review.in_progress:
            self.show_message(tr("Playing on from a move is for finished games and worked examples: a game still "
                                 "being played keeps its hidden cards."))
            return
        from cardtable.engine.replay import state_at

        if match.game.result(state_at(match, at)) is not None:
            self.show_message(tr("The game is over at move {index}: choose an earlier move to play on from.").format(
                index=at))
            return
        dialog = PlayOnDialog(match.setup, at, match.game.title, self)
        if not dialog.exec() or self.review is not review:
            return
        if not self.may_replace_game():
            return
        self.start_forked(match, at, dialog.result_setup())

    def start_forked(self, match: Match, at: int, setup) -> None:
        """The game of ``match`` after ``at`` moves, with ``setup``'s
        players, as the game at the table (its record names its origin)."""
        from cardtable.model.session import GameSession

        try:
            forked = match.fork(at, setup)
        except Exception as err:  # noqa: BLE001 (whatever the fork refuses, say why)
            warn(self, tr("Cannot play on from here"), str(err) or type(err).__name__)
            return
        session = GameSession(forked, autosave_path=self.autosave_path, bot_delay_ms=self.config.bot_delay_ms)
        self.close_review(back=False)
        self.start_session(session)
        title = isolate(match.game.title)
        self.show_message(tr("A new game of {game} from the opening table of the game reviewed.").format(game=title)
                          if at == 0 else
                          tr("A new game of {game} from move {index} of the game reviewed.").format(game=title,
                                                                                                   index=at))
