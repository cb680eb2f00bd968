"""The main window: its widgets, its menus, and the rooms that work them.

Owns the widgets — the headline, hint and seat-keys lines, the pages (the
loading page, the welcome page, the table page with the table and the move
buttons, the privacy screen), the docks, the menus and their actions — the
session at the table, and the rooms it makes and hands what each needs:

- :class:`~.presenting.Teller` and :class:`~.presenting.Presenter` (what
  the screen shows of the session),
- :class:`~.playing.Moves` (requests sent, outcomes shown),
- :class:`~.hinting.Hinter` (the hint),
- :class:`~.lifecycle.GameLifecycle` (new, opened, resumed, saved, kept),
- :class:`~.reviewing.Reviews` (the replay view's way in and out),
- :class:`~.game_over.GameEnd` (the result, statistics, summaries).

Each room is handed the window as a small ``Protocol`` of its own (the
widgets and operations it names), and the sibling rooms it calls; no room
reads another's private names. The window connects the widgets' and the
session's signals to the rooms, and keeps the names the app and its tests
use (``new_game``, ``review``, ``undo``…) as plain delegating methods.

The window is built in two steps so that it appears at once: the frame
(menus, headline, status bar) needs only Qt, while the table, the docks and
the game machinery import the engine and are built by :meth:`build_table`,
which the app runs right after the window's first paint. Tests and other
callers get both steps at once.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QStackedWidget, QVBoxLayout, QWidget

from cardtable import APP_NAME
from cardtable.table.plaintext import PlainLabel
from cardtable.words import tr

from . import window_frame as frame
from .announce import Announcer
from .asking import Asker
from .config import AppConfig
from .game_over import GameEnd
from .hinting import Hinter
from .lifecycle import GameLifecycle
from .playing import Moves, TablePlay
from .presenting import SEAT_KEYS, Presenter, Teller
from .reviewing import Reviews
from .settings_file import SettingsFile
from .sound import Sounds

if TYPE_CHECKING:
    from cardtable.engine.match import Match
    from cardtable.engine.protocol import GameDef, Setup
    from cardtable.model.session import GameSession
    from cardtable.table.style import TableStyle

    from .charts import ChartDock


class MainWindow(QMainWindow):
    def __init__(self, games: Mapping[str, GameDef], config: AppConfig, parent: QWidget | None = None,
                 *, build: bool = True) -> None:
        super().__init__(parent)
        self.games = games
        self.config = config
        config.prepare()
        self.settings = SettingsFile(config.settings_path)  # never a link, a pipe or a huge file; written atomically
        self.autosave_hold = config.hold_autosave()
        self.session: GameSession | None = None
        self.asker = Asker(self)  # puts the session's questions to the player
        self.announcer = Announcer(self)  # tells a screen reader what happens
        self.sounds = Sounds(self.settings, self)  # what happens, heard
        self.built = False
        self._chart_dock: ChartDock | None = None
        self._rules_windows: list[QWidget] = []
        self.phones = None  # the game's phones (phones.PhonesRoom), made at the first Invite phones
        # the rooms, each handed what it works with (see the module's opening)
        self.teller = Teller(self)
        self.moves = Moves(self, self.teller, self)
        self.presenter = Presenter(self, self.moves, self.teller, self)
        self.hints = Hinter(self, self.moves, self.teller)
        self.lifecycle = GameLifecycle(self, self.teller, self)
        self.reviews = Reviews(self, self.lifecycle, self.presenter, self.teller, self)
        self.game_end = GameEnd(self, self.lifecycle, self.reviews, self.presenter, self.teller, self)
        self.setWindowTitle(APP_NAME)
        frame.restore_geometry(self, self.settings.value(frame.GEOMETRY_KEY))

        # every line above the table may hold a player's or a file's words:
        # plain text, elided to its width (read in full in its tooltip)
        self.headline = PlainLabel(lines=1)
        self.headline.setObjectName("headline")
        self.hint = PlainLabel(tr("Start a new game from the Game menu (Ctrl+N)."), lines=2, name=tr("Hint"))
        self.hint.setObjectName("hint")
        frame.size_lines(self.headline, self.hint)
        self.seat_keys = PlainLabel(lines=2)
        self.seat_keys.setObjectName("seatKeys")
        self.seat_keys.hide()

        self.welcome = frame.make_welcome(self.choose_new_game)
        self.pages = QStackedWidget()
        self.loading = frame.make_loading_page(self.settings)
        self.pages.addWidget(self.loading)
        self.pages.addWidget(self.welcome)
        self.setCentralWidget(self.pages)
        self.pages.setCurrentWidget(self.loading)
        self._build_menus()
        self.statusBar().showMessage(tr("Welcome to {app}.").format(app=APP_NAME))
        self.lifecycle.show_autosave_owner()
        self.show_message(self.settings.problem)  # a settings file set aside
        if build:
            self.build_table()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ApplicationFontChange:  # a new text size
            frame.size_lines(self.headline, self.hint)
        return super().event(event)

    def build_table(self) -> None:
        """The table, the privacy screen and the docks (imports the engine)."""
        if self.built:
            return
        from cardtable.table.canvas import TableCanvas
        from cardtable.table.scene import TableScene

        from .action_bar import ActionBar
        from .docks import LogDock, PlayersDock
        from .story_dock import StoryDock
        from .privacy import PrivacyScreen
        from .preferences_store import load_style

        self.style_prefs = load_style(self.settings)
        self.scene = TableScene(None, self.style_prefs, self)
        self.scene.sigMessage.connect(self.show_message)
        self.scene.sigContextMenu.connect(self.moves.context_menu)
        self.canvas = TableCanvas(self.scene)
        self.canvas.sigPainted.connect(self._table_painted)
        # the leftovers of cut-short saves are swept once the table is shown (a
        # temp file being written is locked, so the sweep may come late)
        frame.after_first_paint(self.canvas, self.lifecycle.sweep_leftovers)

        self.action_bar = ActionBar()
        self.action_bar.sigHint.connect(self.hints.ask_hint)
        self.table_page = QWidget()
        v = QVBoxLayout(self.table_page)
        v.setContentsMargins(6, 6, 6, 6)
        v.addWidget(self.headline)
        v.addWidget(self.hint)
        v.addWidget(self.seat_keys)
        v.addWidget(self.canvas, 1)
        v.addWidget(self.action_bar)

        self.privacy = PrivacyScreen()
        self.privacy.sigReady.connect(self.presenter.ready)
        self.pages.insertWidget(0, self.table_page)
        self.pages.insertWidget(1, self.privacy)
        self.pages.setCurrentWidget(self.welcome)

        self.log_dock = LogDock(self)
        self.story_dock = StoryDock(self)
        self.players_dock = PlayersDock(self)
        self.story_dock.sigAnswer.connect(self.moves.narrate)
        self.story_dock.sigDismiss.connect(self.moves.dismiss_prompt)
        self.story_dock.sigDelete.connect(self.moves.delete_entry)
        self.players_dock.sigActivate.connect(self.moves.activate_from_list)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.players_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.story_dock)
        self.tabifyDockWidget(self.log_dock, self.story_dock)
        self.log_dock.raise_()
        docks = self.settings.value(frame.DOCKS_KEY)
        if isinstance(docks, QByteArray) and not docks.isEmpty():
            self.restoreState(docks, frame.DOCKS_VERSION)  # where the docks were left
        first = self.view_menu.actions()[0] if self.view_menu.actions() else None
        for dock in (self.players_dock, self.log_dock, self.story_dock):
            self.view_menu.insertAction(first, dock.toggleViewAction())
        self.built = True
        self.update_actions()

    def after_first_paint(self, then) -> None:
        """Run ``then`` once the window has been painted (or after half a
        second if it never is, say when it starts minimised)."""
        frame.after_first_paint(self.pages, then)

    def _build_menus(self) -> None:
        life, ends, reviews = self.lifecycle, self.game_end, self.reviews
        bar = self.menuBar()
        game = bar.addMenu(tr("&Game"))
        self.act_new = self._action(game, tr("&New game…"), QKeySequence.StandardKey.New, self.choose_new_game)
        act_open = self._action(game, tr("&Open…"), QKeySequence.StandardKey.Open, life.choose_open)
        self.recent_menu = life.make_recent_menu(game)
        self.act_review_file = self._action(game, tr("Re&view a saved game…"), None, reviews.review_saved_game)
        self.act_review = self._action(game, tr("Review &this game"), QKeySequence("Ctrl+R"), self.review_this_game)
        self.act_save = self._action(game, tr("Save &as…"), QKeySequence.StandardKey.SaveAs, life.choose_save_as)
        game.addSeparator()
        self.act_invite = self._action(game, tr("&Invite phones…"), QKeySequence("Ctrl+I"), self.invite_phones)
        game.addSeparator()
        self.act_summary = self._action(game, tr("Story &summary…"), QKeySequence("Ctrl+E"), self.export_summary)
        self.act_print = self._action(game, tr("&Print story summary…"), QKeySequence.StandardKey.Print,
                                      self.print_summary)
        game.addSeparator()
        self.act_stats = self._action(game, tr("S&tatistics…"), None, ends.show_statistics)
        game.addSeparator()
        self._action(game, tr("&Quit"), QKeySequence.StandardKey.Quit, self.close)
        edit = bar.addMenu(tr("&Edit"))
        self.act_undo = self._action(edit, tr("&Undo"), QKeySequence.StandardKey.Undo, self.undo)
        self.act_redo = self._action(edit, tr("&Redo"), QKeySequence.StandardKey.Redo, self.redo)
        # H: in keyPressEvent (hinting.py)
        self.act_hint = self._action(edit, tr("&Hint") + "\tH", None, self.hints.ask_hint)
        view = self.view_menu = bar.addMenu(tr("&View"))  # the docks' toggles join when the table is built
        self._action(view, tr("&Chart"), QKeySequence("Ctrl+G"), self.show_chart)
        view.addSeparator()
        act_prefs = self._action(view, tr("&Preferences…"), QKeySequence.StandardKey.Preferences,
                                 self.edit_preferences)
        self._needs_table = (self.act_new, act_open, act_prefs)
        tools = bar.addMenu(tr("&Tools"))
        self._action(tools, tr("Designer &lab…"), None, self.show_lab)
        help_menu = bar.addMenu(tr("&Help"))
        self._action(help_menu, tr("&Rules of this game"), QKeySequence.StandardKey.HelpContents, self.show_rules)
        self.examples_menu = life.make_examples_menu(help_menu)
        self._action(help_menu, tr("&About {app}").format(app=APP_NAME), None, self.about)
        self.update_actions()

    def _action(self, menu, text, shortcut, slot) -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut) if isinstance(shortcut, str) else shortcut)
        act.triggered.connect(lambda _checked=False: slot())
        menu.addAction(act)
        return act

    def update_actions(self) -> None:
        """Each menu entry enabled when it may be used now."""
        s = self.session
        self.act_undo.setEnabled(bool(s and s.can_undo) and not self.reviewing)
        self.act_redo.setEnabled(bool(s and s.can_redo) and not self.reviewing)
        for act in (self.act_save, self.act_summary, self.act_print):
            act.setEnabled(s is not None)
        # phones play a person's seat of a game still being played
        self.act_invite.setEnabled(bool(self.built and s is not None and s.humans and not s.match.over))
        for act in self._needs_table:
            act.setEnabled(self.built)
        self.act_review.setEnabled(self.built and s is not None)
        self.act_review_file.setEnabled(self.built)

    def start_session(self, session: GameSession) -> None:
        self.build_table()
        self.close_review(back=False)  # the new game takes the table
        self.close_phones()  # the last game's seats' addresses die with it
        # the last game: kept in Recent games, its session and result box gone
        self.lifecycle.leave_table()
        self.game_end.close_result()
        self.session = session
        self.story_dock.room = session.story_room  # the dock names the room the story has left
        presenter = self.presenter
        session.sigChanged.connect(presenter.refresh)
        session.sigEvents.connect(presenter.on_events)
        session.sigHandover.connect(presenter.on_handover)
        session.sigHold.connect(lambda _seat: presenter.refresh())
        session.sigMessage.connect(self.show_message)
        session.sigGameOver.connect(self.game_end.on_game_over)
        session.sigJournal.connect(presenter.refresh_journal)
        self.scene.controller = TablePlay(self.moves)  # the table asks the session, through the moves
        self.announcer.follow(session)
        self.sounds.follow(session)
        session.set_pace(self.style_prefs.bot_pace)
        presenter.new_game()
        self.log_dock.forget_readers()  # the last game's pages go with it
        presenter.bind_seat_keys(session)
        self.setWindowTitle(f"{APP_NAME} — {session.game.title}")
        if session.covered:
            presenter.on_handover(session.pending)
        else:
            self.pages.setCurrentWidget(self.table_page)
        self.refresh()
        presenter.refresh_journal()
        session.autosave()
        session.start()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        text = event.text()
        s = self.session
        if (s is not None and s.game.seat_key_actions and len(text) == 1 and text in SEAT_KEYS
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            self.moves.seat_key(SEAT_KEYS.index(text))
            event.accept()
            return
        if s is not None and event.matches(QKeySequence.StandardKey.Undo) and not self.act_undo.isEnabled():
            self.undo()  # Undo greyed out: the key says why (a screen reader hears it), not nothing
            event.accept()
            return
        if not self.hints.hint_key(event):
            super().keyPressEvent(event)

    def _table_painted(self) -> None:
        """The table has been repainted: the words around it follow (the review's, if one is shown)."""
        review = self.review
        if review is not None:
            review.table_painted()
        else:
            self.presenter.table_painted()

    # -- what the rooms do, by the names the app and its tests use ----------------------------
    @property
    def reviewing(self) -> bool:
        return self.reviews.reviewing

    @property
    def review(self):
        """The review shown (a :class:`~.replay_view.ReplayView`), if any."""
        return self.reviews.review

    @property
    def timeline(self):
        return self.reviews.timeline

    @property
    def moments_dock(self):
        return self.reviews.moments_dock

    @property
    def result_dialog(self) -> QWidget | None:
        return self.game_end.result_dialog

    @property
    def docks_behind(self) -> bool:
        """Whether the side docks have yet to catch up with the table (the review's, if one is shown)."""
        review = self.review
        return review.docks_behind if review is not None else self.presenter.docks_behind

    @property
    def autosave_path(self) -> Path | None:
        return self.lifecycle.autosave_path

    @property
    def recent(self):
        return self.lifecycle.recent

    @property
    def chart_dock(self) -> ChartDock | None:
        """The chart under the table, once View ▸ Chart has made it."""
        return self._chart_dock

    def refresh(self) -> None:
        self.presenter.refresh()

    def refresh_docks(self) -> None:
        self.presenter.refresh_docks()

    def show_message(self, text: str) -> None:
        self.teller.show_message(text)

    def undo(self) -> None:
        self.moves.undo()

    def redo(self) -> None:
        self.moves.redo()

    def new_game(self, game_id: str, setup: Setup) -> None:
        self.lifecycle.new_game(game_id, setup)

    def open_file(self, path: Path) -> bool:
        return self.lifecycle.open_file(path)

    def resume(self) -> bool:
        return self.lifecycle.resume()

    def choose_new_game(self) -> None:
        self.lifecycle.choose_new_game()

    def may_replace_game(self) -> bool:
        return self.lifecycle.may_replace_game()

    def review_file(self, path: Path) -> bool:
        return self.reviews.review_file(path)

    def review_this_game(self) -> bool:
        return self.reviews.review_this_game()

    def close_review(self, back: bool = True) -> None:
        self.reviews.close_review(back)

    def watch_example(self, game_id: str) -> bool:
        return self.reviews.watch_example(game_id)

    def export_summary(self, match: Match | None = None) -> None:
        self.game_end.export_summary(match)

    def print_summary(self) -> None:
        self.game_end.print_summary()

    # -- phones, rules, preferences, the chart, about -----------------------------------------
    def invite_phones(self) -> None:
        """Game ▸ Invite phones: play seats of this game from phones (phones.py)."""
        from .invite import open_invite

        open_invite(self)

    def close_phones(self) -> None:
        """Stop the phones of the game at the table, if any listen."""
        room, self.phones = self.phones, None
        if room is not None:
            room.close()

    def phones_changed(self) -> None:
        """A seat joined from a phone or came back to the screen: the
        window says anew who plays where."""
        self.presenter.forget_drawn()
        if self.session is not None:
            self.presenter.bind_seat_keys(self.session)  # the keys say which seats are on phones
        self.refresh()

    def show_rules(self, game: GameDef | None = None) -> None:
        game = game or (self.session.game if self.session else next(iter(self.games.values())))
        try:
            from .dialogs import RulesDialog
        except ImportError:
            QMessageBox.information(self, tr("Rules — {game}").format(game=game.title), game.rules_page())
            return
        dialog = RulesDialog(game, self)
        self._rules_windows.append(dialog)
        dialog.show()

    def edit_preferences(self) -> None:
        try:
            from .dialogs import PreferencesDialog
            from .preferences_store import save_style
        except ImportError:
            return
        dialog = PreferencesDialog(self.style_prefs, self)
        if dialog.exec():
            self.apply_style(dialog.result_style())
            save_style(self.settings, self.style_prefs)

    def apply_style(self, style: TableStyle) -> None:
        self.style_prefs = style
        self.scene.set_style(style)
        if self.session is not None:
            self.session.set_pace(style.bot_pace)
            self.presenter.rebuild_action_bar()

    def show_chart(self) -> None:
        if self.session is None:
            return
        if self._chart_dock is None:
            from .charts import ChartDock

            self._chart_dock = ChartDock(self)
            frame.dock_under_table(self, self._chart_dock)
        self._chart_dock.show()
        self._chart_dock.refresh(self.session.match)

    def show_lab(self) -> None:
        """Tools ▸ Designer lab, on the open game (cardtable/app/lab_window.py)."""
        from .lab_window import LabWindow

        if getattr(self, "lab_window", None) is None:
            self.lab_window = LabWindow(self, self.session.match.game.id if self.session is not None else None)
        self.lab_window.show()

    def about(self) -> None:
        from .about import show_about

        show_about(self)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self.session is not None:
            self.session.autosave()  # a last try: the drive may have room again
            if not self.lifecycle.may_close():
                event.ignore()
                return
        self.settings.setValue(frame.GEOMETRY_KEY, self.saveGeometry())
        if self.built:
            self.settings.setValue(frame.DOCKS_KEY, self.saveState(frame.DOCKS_VERSION))
        self.settings.sync()
        self.close_phones()
        if self.session is not None:
            self.session.autosave()
            self.session.shutdown()
        self.autosave_hold.release()
        for w in self._rules_windows:
            w.close()
        self.game_end.close_result()  # a game-over box does not outlive its window
        super().closeEvent(event)
