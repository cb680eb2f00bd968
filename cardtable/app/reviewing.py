"""Reviewing games in the window: the replay view's way in and out.

Owns :class:`Reviews`: Game ▸ Review a saved game…, Game ▸ Review this game
(also in the game-over box), Help ▸ Watch a worked example, and Play on
from here; the review shown (``review``), what to give back when it ends,
the timeline under the table and the moments dock. While a review is shown
(:class:`~cardtable.app.replay_view.ReplayView`) the table, its words and
the docks are the review's; the game in progress, if any, waits — no
machine move is made, no request reaches it, nothing redraws it — and
comes back exactly as it was when the review ends (its privacy screen
too, if it was up). The other rooms ask ``review`` and hold back.

Handed the window as a :class:`ReviewDesk` (the widgets a review takes
over and gives back, the session, the games and settings; the window's
title, docks and actions), the
:class:`~cardtable.app.lifecycle.GameLifecycle` (reading a file, replacing
the game, the autosave), the :class:`~cardtable.app.presenting.Presenter`
(the game drawn again afterwards) and the
:class:`~cardtable.app.presenting.Teller`; it touches nothing else. The
window is also the parent of the replay view, which reads the same desk.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDockWidget, QFileDialog, QMainWindow, QWidget

from cardtable import APP_NAME
from cardtable.table.plaintext import isolate, warn
from cardtable.words import tr

from .lifecycle import SAVE_FILTER
from .presenting import TableWidgets

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from cardtable.engine.match import Match
    from cardtable.engine.protocol import GameDef
    from cardtable.model.session import GameSession
    from cardtable.table.style import TableStyle

    from .config import AppConfig
    from .lifecycle import GameLifecycle
    from .presenting import Presenter, Teller
    from .replay_view import ReplayView
    from .timeline import MomentsDock, TimelineBar


class ReviewDesk(TableWidgets, Protocol):
    """What of the window a review takes over, reads and gives back: the
    table's widgets, and these."""

    session: GameSession | None
    games: Mapping[str, GameDef]
    config: AppConfig
    style_prefs: TableStyle
    welcome: QWidget

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's names)

    def windowTitle(self) -> str: ...  # noqa: N802

    def setWindowTitle(self, title: str) -> None: ...  # noqa: N802

    def addDockWidget(self, area: Qt.DockWidgetArea, dock: QDockWidget) -> None: ...  # noqa: N802

    def tabifyDockWidget(self, first: QDockWidget, second: QDockWidget) -> None: ...  # noqa: N802

    def build_table(self) -> None: ...

    def update_actions(self) -> None: ...

    def start_session(self, session: GameSession) -> None: ...


class Reviews(QObject):
    """Reviews shown in the window, and the way back to the game (see the
    module's opening). While ``review`` is shown, the live game's redraws
    and requests wait."""

    def __init__(self, desk: ReviewDesk, lifecycle: GameLifecycle, presenter: Presenter, teller: Teller,
                 window: QMainWindow) -> None:
        super().__init__(window)
        self.desk = desk
        self.lifecycle = lifecycle
        self.presenter = presenter
        self.teller = teller
        self.window = window  # the parent of the replay view and of the boxes a review asks with
        self.review: ReplayView | None = None
        self.timeline: TimelineBar | None = None  # under the table, made with the first review
        self.moments_dock: MomentsDock | None = None
        self._review_return: dict | None = None  # what the table showed before the review
        self._review_keys = None

    @property
    def reviewing(self) -> bool:
        return self.review is not None

    @property
    def session(self) -> GameSession | None:
        return self.desk.session

    # -- ways in -----------------------------------------------------------------------------
    def review_saved_game(self) -> None:
        """Game ▸ Review a saved game…: choose a save or record."""
        path, _ = QFileDialog.getOpenFileName(self.window, tr("Review a saved game"),
                                              str(self.desk.config.data_dir),
                                              tr(SAVE_FILTER))
        if path:
            self.review_file(Path(path))

    def review_file(self, path: Path) -> bool:
        """Review the game in ``path`` (the game on the table, if any, waits)."""
        from cardtable.engine.match import Match
        from cardtable.engine.record import load_record

        def read(p: Path) -> Match:
            record = load_record(p, games)
            return Match.from_record(games[record.game], record)

        games = self.desk.games
        match = self.lifecycle.read_game(path, read, tr("Cannot review the game"))
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

        game = self.desk.games[game_id]
        setup, moves = game.example()
        watched = attrs.evolve(setup, players=tuple(PlayerSpec(p.name, True) for p in setup.players))
        match = Match(game, watched)
        for i, (seat, action) in enumerate(moves):
            try:
                match.play(seat, action)
            except IllegalAction as err:  # a stale example shows as far as it goes
                self.teller.show_message(tr("The example stops at move {index}: {error}").format(
                    index=i + 1, error=err))
                break
        if not self.open_review(match, in_progress=False, at_screen=None,
                                title=tr("{game}: worked example").format(game=game.title),
                                start=0, demonstration=True):
            return False
        self.review.play()
        self.teller.show_message(tr("The worked example of {game}: %n move(s). Space pauses; the arrow keys step.",
                                    "", len(match.steps)).format(game=game.title))
        return True

    def open_review(self, match: Match, *, in_progress: bool, at_screen: int | None, title: str,
                    start: int | None = None, live: bool = False, demonstration: bool = False) -> bool:
        """Show ``match`` in the replay view (see :class:`ReplayView`);
        False, saying why, when no eyes may see it now."""
        from .replay_view import ReadOnlyTable, ReplayView

        desk = self.desk
        desk.build_table()
        review = ReplayView(self.window, match, in_progress=in_progress, at_screen=at_screen, title=title,
                            demonstration=demonstration)
        if not review.allowed:
            review.deleteLater()
            self.teller.show_message(review.why_not or tr("This game cannot be reviewed now."))
            return False
        self._make_review_controls()
        if self.review is not None:
            self.close_review(back=False)
        s = desk.session
        self._review_return = {
            "page": desk.pages.currentWidget(), "title": desk.windowTitle(),
            "controller": desk.scene.controller, "seat_keys": desk.seat_keys.isVisible(),
        }
        if s is not None:
            s.set_pace(None)  # no machine move while the table shows something else
        self.review = review
        self._forget_for_review()
        desk.scene.controller = ReadOnlyTable()
        desk.action_bar.hide()
        desk.seat_keys.hide()
        desk.canvas.reveals.set_cards((), desk.style_prefs)
        story = desk.story_dock
        for widget in (story.editor, story.add, story.dismiss, story.delete):
            widget.setEnabled(False)
        timeline = self.timeline
        timeline.show()
        self.moments_dock.show()
        self.moments_dock.raise_()
        # playing on from a game still being played would deal its hidden cards to a game anyone may open
        timeline.play_on.setEnabled(hasattr(match, "fork") and not in_progress)
        timeline.play_on.setToolTip("" if not in_progress else tr(
            "Playing on from a move is for finished games and worked examples: a game still being played keeps "
            "its hidden cards."))
        timeline.leave.setText(tr("&Back to the game") if s is not None else tr("&Close the review"))
        desk.setWindowTitle(tr("{app} — Reviewing {game}").format(app=APP_NAME, game=title))
        desk.pages.setCurrentWidget(desk.table_page)
        desk.update_actions()
        review.start(start)
        timeline.slider.setFocus()
        return True

    def _make_review_controls(self) -> None:
        """The timeline under the table and the moments dock, made once."""
        if self.timeline is not None:
            return
        from .timeline import MomentsDock, TimelineBar, TimelineKeys

        desk = self.desk
        page = desk.table_page
        self.timeline = timeline = TimelineBar(page)
        layout = page.layout()
        layout.insertWidget(layout.indexOf(desk.action_bar), timeline)
        timeline.hide()
        timeline.sigSeek.connect(lambda i: self.review and (self.review.pause(), self.review.seek(i)))
        timeline.sigKey.connect(self._review_key)
        timeline.sigEyes.connect(lambda row: self.review and self.review.choose_eyes(row))
        timeline.sigPlayOn.connect(self.play_on_from_here)
        timeline.sigLeave.connect(self.close_review)
        self._review_keys = TimelineKeys(self._review_key, lambda: self.review is not None, self.window)
        for widget in (desk.canvas, desk.canvas.viewport(), *timeline.buttons(), timeline.play_on, timeline.leave):
            widget.installEventFilter(self._review_keys)
        self.moments_dock = MomentsDock(self.window)
        self.moments_dock.sigSeek.connect(lambda i: self.review and (self.review.pause(), self.review.seek(i)))
        desk.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.moments_dock)
        desk.tabifyDockWidget(desk.players_dock, self.moments_dock)
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

        desk = self.desk
        desk.statusBar().clearMessage()
        QToolTip.hideText()
        desk.scene.cancel_drag()
        desk.asker.withdraw()
        desk.canvas.dismiss_overlays()
        desk.canvas.forget_focus()

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
        desk = self.desk
        self.timeline.hide()
        self.moments_dock.hide()
        desk.canvas.dismiss_overlays()
        desk.action_bar.show()
        desk.seat_keys.setVisible(bool(saved.get("seat_keys")))
        for widget in (desk.story_dock.editor, desk.story_dock.add):
            widget.setEnabled(True)
        desk.scene.controller = saved.get("controller")
        if saved.get("title"):
            desk.setWindowTitle(saved["title"])
        if not back:
            return
        s = desk.session
        if s is None:
            desk.pages.setCurrentWidget(desk.welcome)
            desk.headline.setText("")
            desk.hint.setText(tr("Start a new game from the Game menu (Ctrl+N)."))
            desk.log_dock.show_reader(None)
            desk.log_dock.set_lines([])
            desk.players_dock.seats.clear()
            desk.players_dock.table.clear()
            desk.story_dock.set_entries([])
            desk.update_actions()
            return
        self.presenter.draw_afresh()  # the live game as it stands, at once (nothing flies in)
        s.set_pace(desk.style_prefs.bot_pace)
        if saved.get("page") is desk.privacy and s.covered:
            desk.pages.setCurrentWidget(desk.privacy)
            desk.privacy.button.setFocus()
        else:
            desk.canvas.setFocus()

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
            self.teller.show_message(tr("Playing on from a move is for finished games and worked examples: a game "
                                        "still being played keeps its hidden cards."))
            return
        from cardtable.engine.replay import state_at

        if match.game.result(state_at(match, at)) is not None:
            self.teller.show_message(
                tr("The game is over at move {index}: choose an earlier move to play on from.").format(index=at))
            return
        dialog = PlayOnDialog(match.setup, at, match.game.title, self.window)
        if not dialog.exec() or self.review is not review:
            return
        if not self.lifecycle.may_replace_game():
            return
        self.start_forked(match, at, dialog.result_setup())

    def start_forked(self, match: Match, at: int, setup) -> None:
        """The game of ``match`` after ``at`` moves, with ``setup``'s
        players, as the game at the table (its record names its origin)."""
        from cardtable.model.session import GameSession

        try:
            forked = match.fork(at, setup)
        except Exception as err:  # noqa: BLE001 (whatever the fork refuses, say why)
            warn(self.window, tr("Cannot play on from here"), str(err) or type(err).__name__)
            return
        session = GameSession(forked, autosave_path=self.lifecycle.autosave_path,
                              bot_delay_ms=self.desk.config.bot_delay_ms)
        self.close_review(back=False)
        self.desk.start_session(session)
        title = isolate(match.game.title)
        self.teller.show_message(
            tr("A new game of {game} from the opening table of the game reviewed.").format(game=title) if at == 0
            else tr("A new game of {game} from move {index} of the game reviewed.").format(game=title, index=at))
