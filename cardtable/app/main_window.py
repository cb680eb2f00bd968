"""The main window: the table, the privacy screen, the action bar and docks.

The window is built in two steps so that it appears at once: the frame
(menus, headline, status bar) needs only Qt, while the table, the docks and
the game machinery import the engine and are built by :meth:`build_table`,
which the app runs right after the window's first paint. Tests and other
callers get both steps at once.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable import APP_NAME, __version__

from cardtable.table.palette import TABLE_COLOUR_KEY, table_rgb
from cardtable.table.plaintext import PlainLabel, button_text, display, isolate, message_box, warn

from .config import AppConfig

if TYPE_CHECKING:
    from cardtable.engine.protocol import GameDef, Setup
    from cardtable.model.session import GameSession
    from cardtable.table.style import TableStyle

SAVE_FILTER = "CardTable games (*.cardtable.json *.json);;All files (*)"
LAST_GAME_KEY = "last_game"
GEOMETRY_KEY = "window/geometry"
DOCKS_KEY = "window/docks"
DOCKS_VERSION = 1
DOCKS_LAG_MS = 40  # the docks follow a repainted table at once; without a repaint, after this


class MainWindow(QMainWindow):
    def __init__(self, games: Mapping[str, GameDef], config: AppConfig, parent: QWidget | None = None,
                 *, build: bool = True) -> None:
        super().__init__(parent)
        self.games = games
        self.config = config
        config.prepare()
        from .settings_file import SettingsFile  # never a link, a pipe or a huge file; written atomically

        self.settings = SettingsFile(config.settings_path)
        self.autosave_claim = config.claim_autosave()
        self.session: GameSession | None = None
        self._shown_for: tuple | None = None  # whose eyes the screen was last drawn for
        self._drawn: tuple | None = None  # (session, state, viewer, pending, holding) last drawn
        self._docks_due: tuple | None = None  # (view, zone labels) the docks have yet to show
        self._docks_drawn: tuple | None = None  # (session, viewer, Match.mark()) the docks show
        self._docks_timer = QTimer(self)  # the docks follow the table: after its repaint, at the latest then
        self._docks_timer.setSingleShot(True)
        self._docks_timer.setInterval(DOCKS_LAG_MS)
        self._docks_timer.timeout.connect(self.refresh_docks)
        self._drafts: dict = {}  # narration typed but not added, by whose screen it was typed on
        self.built = False
        self._chart_dock = None
        self._rules_windows: list[QWidget] = []
        self.result_dialog: QWidget | None = None  # the last game-over box
        self._watching = False  # a worked example is playing: not counted in statistics
        self.setWindowTitle(APP_NAME)
        from PySide6.QtCore import QSize

        from .screen_fit import fit_window, keep_on_screen

        geometry = self.settings.value(GEOMETRY_KEY)
        last = QWidget()  # what was saved, read on a stand-in: see below
        if isinstance(geometry, QByteArray) and not geometry.isEmpty() and last.restoreGeometry(geometry):
            if last.isMaximized() or last.isFullScreen():
                self.restoreGeometry(geometry)
                keep_on_screen(self)  # never bigger than this screen
            else:
                # the size from last time; the window manager places it, as on
                # the first start: a position asked for before the frame is
                # known can put the title bar above the screen
                fit_window(self, last.size())
        else:
            fit_window(self, QSize(1280, 820))  # as much of it as the screen has room for, frame and all
        last.deleteLater()

        # every line above the table may hold a player's or a file's words:
        # plain text, elided to its width (read in full in its tooltip)
        self.headline = PlainLabel(lines=1)
        self.headline.setObjectName("headline")
        font = self.headline.font()
        font.setPointSize(15)
        font.setBold(True)
        self.headline.setFont(font)
        self.hint = PlainLabel("Start a new game from the Game menu (Ctrl+N).", lines=2, name="Hint")
        self.hint.setObjectName("hint")
        # The lines above the table keep one height whatever they say (one
        # line of headline, two of hint), so the table never rescales under
        # the mouse when the text changes; neither may widen the window.
        reserve_lines(self.headline, 1)
        reserve_lines(self.hint, 2)
        self.seat_keys = PlainLabel(lines=2)
        self.seat_keys.setObjectName("seatKeys")
        self.seat_keys.hide()

        self.welcome = self._make_welcome()
        self.pages = QStackedWidget()
        self.loading = QLabel("Setting out the table…")
        self.loading.setObjectName("loadingPage")
        self.loading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        cloth = table_rgb(self.settings.value(TABLE_COLOUR_KEY))
        self.loading.setStyleSheet(f"#loadingPage {{ background: {cloth}; color: #f0f0f0; font-size: 14pt; }}")
        self.pages.addWidget(self.loading)
        self.pages.addWidget(self.welcome)
        self.setCentralWidget(self.pages)
        self.pages.setCurrentWidget(self.loading)
        self._build_menus()
        self.statusBar().showMessage("Welcome to CardTable.")
        self._show_autosave_owner()
        self.show_message(self.settings.problem)  # a settings file set aside
        if build:
            self.build_table()

    def build_table(self) -> None:
        """The table, the privacy screen and the docks (imports the engine)."""
        if self.built:
            return
        self._sweep_leftovers()
        from cardtable.table.canvas import TableCanvas
        from cardtable.table.scene import TableScene

        from .action_bar import ActionBar
        from .docks import LogDock, PlayersDock, StoryDock
        from .privacy import PrivacyScreen

        self.style_prefs = self._load_style()
        self.scene = TableScene(None, self.style_prefs, self)
        self.scene.sigMessage.connect(self.show_message)
        self.scene.sigContextMenu.connect(self._context_menu)
        self.canvas = TableCanvas(self.scene)
        self.canvas.sigPainted.connect(self._table_painted)

        self.action_bar = ActionBar()
        self.table_page = QWidget()
        v = QVBoxLayout(self.table_page)
        v.setContentsMargins(6, 6, 6, 6)
        v.addWidget(self.headline)
        v.addWidget(self.hint)
        v.addWidget(self.seat_keys)
        v.addWidget(self.canvas, 1)
        v.addWidget(self.action_bar)

        self.privacy = PrivacyScreen()
        self.privacy.sigReady.connect(self._ready)
        self.pages.insertWidget(0, self.table_page)
        self.pages.insertWidget(1, self.privacy)
        self.pages.setCurrentWidget(self.welcome)

        self.log_dock = LogDock(self)
        self.story_dock = StoryDock(self)
        self.players_dock = PlayersDock(self)
        self.story_dock.sigAnswer.connect(self._narrate)
        self.story_dock.sigDismiss.connect(self._dismiss_prompt)
        self.players_dock.sigActivate.connect(self._activate_from_list)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.players_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.story_dock)
        self.tabifyDockWidget(self.log_dock, self.story_dock)
        self.log_dock.raise_()
        docks = self.settings.value(DOCKS_KEY)
        if isinstance(docks, QByteArray) and not docks.isEmpty():
            self.restoreState(docks, DOCKS_VERSION)  # where the docks were left
        first = self.view_menu.actions()[0] if self.view_menu.actions() else None
        for dock in (self.players_dock, self.log_dock, self.story_dock):
            self.view_menu.insertAction(first, dock.toggleViewAction())
        self.built = True
        self._update_actions()

    def after_first_paint(self, then) -> None:
        """Run ``then`` once the window has been painted (or after half a
        second if it never is, say when it starts minimised)."""
        done = []

        def run() -> None:
            if not done:
                done.append(True)
                self.pages.removeEventFilter(watcher)
                then()

        class Watcher(QObject):
            def eventFilter(self, obj, event) -> bool:  # noqa: N802
                if event.type() == QEvent.Type.Paint:
                    QTimer.singleShot(0, run)
                return False

        watcher = Watcher(self)
        self.pages.installEventFilter(watcher)
        QTimer.singleShot(500, run)

    # -- set-up ------------------------------------------------------------------
    def _make_welcome(self) -> QWidget:
        w = QWidget()
        layout = QVBoxLayout(w)
        layout.addStretch(1)
        title = QLabel(f"{APP_NAME}")
        f = title.font()
        f.setPointSize(28)
        f.setBold(True)
        title.setFont(f)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        sub = QLabel("Paper card games for everyone around one computer.")
        sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        button = QPushButton("&New game…")
        button.clicked.connect(self.choose_new_game)
        button.setMinimumHeight(40)
        layout.addWidget(title)
        layout.addWidget(sub)
        layout.addWidget(button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(2)
        return w

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        self.act_new = self._action(game, "&New game…", QKeySequence.StandardKey.New, self.choose_new_game)
        act_open = self._action(game, "&Open…", QKeySequence.StandardKey.Open, self.choose_open)
        self.act_save = self._action(game, "Save &as…", QKeySequence.StandardKey.SaveAs, self.choose_save_as)
        game.addSeparator()
        self.act_summary = self._action(game, "Story &summary…", "Ctrl+E", self.export_summary)
        self.act_print = self._action(game, "&Print story summary…", QKeySequence.StandardKey.Print, self.print_summary)
        game.addSeparator()
        self.act_stats = self._action(game, "S&tatistics…", None, self.show_statistics)
        game.addSeparator()
        self._action(game, "&Quit", QKeySequence.StandardKey.Quit, self.close)
        edit = bar.addMenu("&Edit")
        self.act_undo = self._action(edit, "&Undo", QKeySequence.StandardKey.Undo, self.undo)
        self.act_redo = self._action(edit, "&Redo", QKeySequence.StandardKey.Redo, self.redo)
        view = self.view_menu = bar.addMenu("&View")  # the docks' toggles join when the table is built
        self._action(view, "&Chart", "Ctrl+G", self.show_chart)
        view.addSeparator()
        act_prefs = self._action(view, "&Preferences…", QKeySequence.StandardKey.Preferences, self.edit_preferences)
        self._needs_table = (self.act_new, act_open, act_prefs)
        help_menu = bar.addMenu("&Help")
        self._action(help_menu, "&Rules of this game", QKeySequence.StandardKey.HelpContents, self.show_rules)
        self.examples_menu = help_menu.addMenu("Watch a &worked example")
        self.examples_menu.aboutToShow.connect(self._fill_examples_menu)
        self._action(help_menu, f"&About {APP_NAME}", None, self.about)
        self._update_actions()

    def _action(self, menu, text, shortcut, slot) -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut) if isinstance(shortcut, str) else shortcut)
        act.triggered.connect(lambda _checked=False: slot())
        menu.addAction(act)
        return act

    def _load_style(self) -> TableStyle:
        from .preferences_store import load_style

        return load_style(self.settings)

    # -- starting and loading games ------------------------------------------------
    def start_session(self, session: GameSession) -> None:
        self.build_table()
        self._watching = False
        if self.session is not None:
            self.session.shutdown()
            self.session.deleteLater()
        self.session = session
        session.ask_text = self._ask_text
        session.choose = self._choose
        self.story_dock.room = session.story_room  # the dock names the room the story has left
        session.sigChanged.connect(self.refresh)
        session.sigEvents.connect(self._on_events)
        session.sigHandover.connect(self._on_handover)
        session.sigHold.connect(lambda _seat: self.refresh())
        session.sigMessage.connect(self.show_message)
        session.sigGameOver.connect(self._on_game_over)
        session.sigJournal.connect(self._refresh_journal)
        session.undo_stack.canUndoChanged.connect(lambda _v: self._update_actions())
        session.undo_stack.canRedoChanged.connect(lambda _v: self._update_actions())
        self.scene.controller = session
        session.set_pace(self.style_prefs.bot_pace)
        self._shown_for = None
        self._drafts = {}
        self.log_dock.forget_readers()  # the last game's pages go with it
        self._bind_seat_keys(session)
        self.setWindowTitle(f"{APP_NAME} — {session.game.title}")
        if session.covered:
            self._on_handover(session.pending)
        else:
            self.pages.setCurrentWidget(self.table_page)
        self.refresh()
        self._refresh_journal()
        session.autosave()
        session.start()

    SEAT_KEYS = "1234567890"

    def _bind_seat_keys(self, session: GameSession) -> None:
        """One key per seat for actions any seat may make at any moment
        (handled in keyPressEvent, so typing in a text box is unaffected)."""
        if not session.game.seat_key_actions:
            self.seat_keys.hide()
            return
        parts = [f"[{self.SEAT_KEYS[seat]}] {isolate(p.name)}"
                 for seat, p in enumerate(session.match.setup.players[:len(self.SEAT_KEYS)])]
        self.seat_keys.setText("Snap keys — press yours any time to claim: " + "   ".join(parts))
        self.seat_keys.show()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        text = event.text()
        s = self.session
        if (s is not None and s.game.seat_key_actions and len(text) == 1 and text in self.SEAT_KEYS
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            self._seat_key(self.SEAT_KEYS.index(text))
            event.accept()
            return
        super().keyPressEvent(event)

    def _seat_key(self, seat: int) -> None:
        if self.session is not None:
            reason = self.session.seat_key(seat)
            if reason:
                self.show_refusal(reason, how=False)  # any seat's key: the lights are the viewer's

    @property
    def autosave_path(self) -> Path | None:
        """The autosave this copy of the app owns (None: every one is taken,
        or the data folder cannot be written: ``autosave_claim.problem``)."""
        return self.autosave_claim.path

    def _show_autosave_owner(self) -> None:
        """A second copy running at the same time keeps its game apart from
        the first one's, and says so for as long as it runs; so does a copy
        whose data folder cannot be written, naming the folder and why."""
        from cardtable.table.plaintext import tooltip

        claim = self.autosave_claim
        if claim.problem:
            folder = claim.readable.parent if claim.readable is not None else self.config.data_dir
            text = (f"{APP_NAME} cannot write to its data folder {isolate(str(folder))} ({claim.problem}), "
                    "so this copy does not autosave: use Game ▸ Save as to keep its game.")
            short = "Not autosaving"
        elif not claim.shared:
            return
        elif claim.path is not None:
            text = (f"Another copy of {APP_NAME} is running with the usual autosave; this copy saves "
                    f"its game to {claim.path.name}.")
            short = f"Copy {claim.slot} of {APP_NAME}: autosaves to {claim.path.name}"
        else:
            text = (f"Other copies of {APP_NAME} own every autosave; this copy does not autosave "
                    "(use Game ▸ Save as to keep its game).")
            short = "Not autosaving"
        label = QLabel(short)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setObjectName("autosaveOwner")
        label.setToolTip(tooltip(text))
        label.setAccessibleName(text)
        self.statusBar().addPermanentWidget(label)
        self.statusBar().showMessage(text)

    def new_game(self, game_id: str, setup: Setup) -> None:
        from cardtable.model.session import GameSession

        game = self.games[game_id]
        session = GameSession.new(game, setup, autosave_path=self.autosave_path,
                                  bot_delay_ms=self.config.bot_delay_ms)
        self.start_session(session)
        self.show_message(f"New game of {game.title}. {session.match.view(None).hint}")

    def open_file(self, path: Path) -> bool:
        from cardtable.engine.record import RecordError
        from cardtable.model.session import GameSession

        try:
            session = GameSession.load(Path(path), self.games, autosave_path=self.autosave_path,
                                       bot_delay_ms=self.config.bot_delay_ms)
        except Exception as err:  # whatever is wrong with the file, say so and carry on
            reason = str(err) if isinstance(err, RecordError) else str(RecordError(
                f"{Path(path).name} cannot be opened ({type(err).__name__})"))
            warn(self, "Cannot open game", reason)
            self.show_message(reason)
            return False
        self.start_session(session)
        self.show_message(f"Opened {Path(path).name}.")
        return True

    def resume(self) -> bool:
        """Resume the autosaved game if there is an unfinished one. When the
        data folder cannot be written, the game there is still resumed, and
        played without autosave."""
        claim = self.autosave_claim
        path = self.autosave_path
        read_only = path is None and bool(claim.problem) and claim.readable is not None
        if read_only:
            path = claim.readable
        if path is None:
            return False
        from cardtable.engine.autosave import keep_damaged, load_autosave
        from cardtable.engine.record import RecordError, move_aside, remove_orphan_temps

        if not read_only:
            remove_orphan_temps(path.parent, own=True)  # left by a save that was interrupted
        if not os.path.lexists(path):
            return False
        from cardtable.model.session import GameSession

        try:
            record, repair = load_autosave(path, self.games)
            session = GameSession.from_record(self.games, record, autosave_path=None if read_only else path,
                                              bot_delay_ms=self.config.bot_delay_ms)
            # a game that loads must also be drawable: ask for everything the table will show
            for seat in (None, *range(session.match.setup.count)):
                session.match.view(seat)
                session.match.layout(seat)
            session.log_lines()
        except Exception as err:  # whatever is wrong with it, keep it aside and start normally
            reason = str(err) if isinstance(err, RecordError) else f"{type(err).__name__}"
            where = ("it was left where it is." if read_only else move_aside(path))
            self.show_message(f"The autosaved game could not be resumed ({reason}); {where}")
            return False
        if session.match.over:
            return False
        kept = ""
        if repair is not None and not read_only:
            kept = " " + keep_damaged(path)  # before the repaired game is saved over it
        self.start_session(session)
        if read_only:
            self.show_message(
                f"Resumed your last game, without autosave: {APP_NAME} cannot write to its data folder "
                f"{isolate(str(path.parent))} ({claim.problem}). Use Game ▸ Save as to keep the game.")
        elif repair is not None:
            self.show_message(repair.sentence() + kept)
        else:
            self.show_message("Resumed your last game.")
        return True

    def choose_new_game(self) -> None:
        try:
            from .dialogs import NewGameDialog
        except ImportError:
            game = next(iter(self.games.values()))
            from cardtable.table.snapshot import opening_setup
            self.new_game(game.id, opening_setup(game))
            return
        from .preferences_store import load_last_setup, save_last_setup

        initial = None
        if self.session is not None and not self._watching:
            initial = (self.session.game.id, self.session.match.setup)
        else:
            last_game = self.settings.value(LAST_GAME_KEY)
            if isinstance(last_game, str) and last_game in self.games:
                last = load_last_setup(self.settings, last_game)
                initial = (last_game, last) if last is not None else None
        dialog = NewGameDialog(self.games, _miniature, self, initial,
                               remembered=lambda game_id: load_last_setup(self.settings, game_id))
        if dialog.exec():
            from cardtable.engine.protocol import BadOptions

            game_id, setup = dialog.result_setup()
            try:
                self.new_game(game_id, setup)
            except BadOptions as err:
                warn(self, "Cannot start the game", str(err))
                return
            # remembered for next time: these names, seats and options for this game
            save_last_setup(self.settings, game_id, setup)
            self.settings.setValue(LAST_GAME_KEY, game_id)

    def choose_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open game", str(self.config.data_dir), SAVE_FILTER)
        if path:
            self.open_file(Path(path))

    def _sweep_leftovers(self) -> None:
        """At start: remove the temp files that saves and exports cut short (a
        crash, a kill) left in the folders the app writes to."""
        from .preferences_store import sweep_written_folders

        sweep_written_folders(self.settings, self.config.config_dir, self.config.data_dir)

    def _writing_to(self, path: str) -> None:
        """Remember ``path``'s folder before writing there (see :meth:`_sweep_leftovers`)."""
        from .preferences_store import remember_written_folder

        remember_written_folder(self.settings, Path(path).parent)

    def choose_save_as(self) -> bool:
        """Ask where to save the game and save it there; True once it is saved."""
        if self.session is None:
            return False
        path, _ = QFileDialog.getSaveFileName(self, "Save game", str(Path.home() / "game.cardtable.json"), SAVE_FILTER)
        if path:
            self._writing_to(path)
            try:
                self.session.save_as(Path(path))
                self.show_message(f"Saved {Path(path).name}.")
                return True
            except OSError as err:
                warn(self, "Cannot save", f"{path}: {err.strerror or err}")
        return False

    def _may_close(self) -> bool:
        """While the autosave is failing, the moves since it last worked live
        only in this window: offer to save the game elsewhere before closing."""
        s = self.session
        if s is None or s.autosave_failure is None or s.match.over:
            return True
        box = message_box(self, QMessageBox.Icon.Warning, "Your game is not saved",
                          f"{s.autosave_failure} If you close now, the moves since the autosave last worked "
                          "are lost. Save the game to another place first?")
        box.setStandardButtons(QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                               | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return self.choose_save_as()
        return answer == QMessageBox.StandardButton.Discard

    # -- drawing ---------------------------------------------------------------------
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
        if s.holding is not None:
            nxt = self._who(s.holding)
            self.hint.setText(f"{self._who(s.viewer)}, look at your new card, then press “Pass to {nxt}” "
                              f"(Enter) to hide your hand before {nxt} sits down.")
        else:
            self.hint.setText(view.hint)
        self._show_last_reveal()

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
        self.players_dock.set_view(view, labels)
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
            self.action_bar.set_pass(f"Pass to {self._who(s.holding)} ▸", self._pass_on)
            return
        buttons = [] if s is None or s.covered else s.button_actions()
        self.action_bar.set_moves(buttons, self._perform, lambda: self._more_moves(buttons),
                                  step=s.step_once if s is not None and s.machine_waiting else None)

    def _show_last_reveal(self) -> None:
        s = self.session
        if s is not None:
            self.canvas.reveals.set_cards(s.last_reveal(), self.style_prefs)

    def _more_moves(self, buttons) -> None:
        index = self._choose("Choose a move", [label for label, _ in buttons])
        if index is not None:
            self._perform(buttons[index][1])

    def _perform(self, action) -> None:
        s = self.session
        if s is None:
            return
        seat = s.acting_seat()
        if seat is None:
            self.show_refusal(s._not_your_turn(), self._button_for(action))
            return
        reason = s.perform(seat, action)
        if reason:
            self.show_refusal(reason, self._button_for(action))

    def _button_for(self, action) -> QWidget | None:
        """The move button showing ``action`` (by the words it reads to a
        screen reader: the move's label), if any: a refusal is shown beside it."""
        s = self.session
        try:
            label = s.describe(action).label if s is not None else None
        except Exception:  # describing must never stand in the way of saying why
            return None
        return next((b for b in self.action_bar.buttons() if label and b.accessibleName() == display(label)), None)

    def _activate_from_list(self, zone: str, card) -> None:
        if self.session is not None:
            reason = self.session.activate(zone, card)
            if reason:
                self.show_message(reason)

    def _context_menu(self, actions, screen_pos) -> None:
        from PySide6.QtWidgets import QMenu

        menu = QMenu(self)
        for label, action in actions:
            menu.addAction(button_text(label), lambda a=action: self._perform(a))
        menu.exec(screen_pos)

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

    def _on_game_over(self, result) -> None:
        self.refresh()
        self._count_game(result)
        QTimer.singleShot(0, lambda: self._show_result(result))

    @property
    def statistics(self):
        if getattr(self, "_statistics", None) is None:
            from .statistics import STATS_FILE, Statistics

            self._statistics = Statistics(self.config.data_dir / STATS_FILE)
            if self._statistics.problem:
                self.show_message(self._statistics.problem)
        return self._statistics

    def _count_game(self, result) -> None:
        """Count a finished game for its human players (once per game; a
        watched worked example is not a game anyone played)."""
        s = self.session
        if s is None or s.script or self._watching:
            return
        match = s.match
        names = [None if p.bot else p.name for p in match.setup.players]
        if not any(names):
            return
        key = f"{s.game.id}|{match.created}|{len(match.steps)}"
        try:
            if self.statistics.record(key, s.game.id, s.game.title, names, result.winners):
                self.statistics.save()
        except OSError as err:
            self.show_message(f"Statistics could not be saved: {err.strerror or err}")

    def result_text(self, result) -> tuple[str, str, list]:
        """Heading, 'how it was won' (Markdown) and standings for the result view."""
        from .statistics import standings
        from .summary_markdown import escape_markdown

        s = self.session
        names = s.match.setup.names
        winners = [isolate(names[w]) for w in result.winners]
        if not winners:
            heading = "Nobody wins"
        else:
            who = winners[0] if len(winners) == 1 else ", ".join(winners[:-1]) + " and " + winners[-1]
            heading = f"{who} win{'s' if len(winners) == 1 else ''}!"
        how = escape_markdown(result.summary.rstrip(".")) + "."
        if s.match.steps:
            last = s.match.steps[-1]
            moves = [escape_markdown(ev.text_for(None)) for ev in last.events if ev.text_for(None)]
            if moves:
                how += (f"\n\n**The last move** ({escape_markdown(self._who(last.seat))}, "
                        f"move {len(s.match.steps)}):\n\n" + "\n".join(f"- {m}" for m in moves[-6:]))
        return heading, how, standings(result, names)

    def _show_result(self, result) -> None:
        if self.session is None:
            return
        try:
            from .dialogs import ResultDialog
        except ImportError:
            message_box(self, QMessageBox.Icon.Information, "Game over", result.summary).exec()
            return
        heading, how, rows = self.result_text(result)
        dialog = ResultDialog(heading, how, self, standings=rows,
                              window_title=f"{self.session.game.title}: game over")
        dialog.sigSummary.connect(self.export_summary)
        dialog.sigPrint.connect(self.print_summary)
        dialog.sigRematch.connect(lambda: QTimer.singleShot(0, self.rematch))
        dialog.sigNewGame.connect(lambda: QTimer.singleShot(0, self.choose_new_game))
        self.result_dialog = dialog
        dialog.open()

    def rematch(self) -> None:
        """The same game, players, seats and options again, with a new shuffle."""
        import random

        import attrs

        s = self.session
        if s is None:
            return
        setup = attrs.evolve(s.match.setup, seed=random.randrange(1, 2**31), stacked=None)
        self.new_game(s.game.id, setup)

    def show_statistics(self) -> None:
        from .dialogs import StatisticsDialog

        StatisticsDialog(self.statistics, self).exec()

    def _refresh_journal(self) -> None:
        s = self.session
        if s is None:
            return
        entries = []
        for e in s.match.journal:
            who = self._who(e.seat) if e.seat is not None else "Narrator"
            entries.append(display(f"[move {e.action_index}] {who}: {e.text}"))
        self.story_dock.set_entries(entries)
        self._refresh_prompts()

    def _refresh_prompts(self) -> None:
        """The open story prompts, as much of them as the one at the screen may read."""
        s = self.session
        if s is not None:
            viewer = None if s.covered else s.viewer
            self.story_dock.set_prompts(s.prompts_for(viewer), self._who, viewer)

    def _narrate(self, open_prompt, text: str) -> None:
        if self.session is not None:
            self.session.answer(open_prompt, text)

    def _dismiss_prompt(self, open_prompt) -> None:
        if self.session is not None:
            self.session.dismiss(open_prompt)

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
        if s is not None and not shiboken_alive(s.undo_stack):
            return  # the session is being torn down; its undo stack went first
        self.act_undo.setEnabled(bool(s and s.undo_stack.canUndo()))
        self.act_redo.setEnabled(bool(s and s.undo_stack.canRedo()))
        for act in (self.act_save, self.act_summary, self.act_print):
            act.setEnabled(s is not None)
        for act in self._needs_table:
            act.setEnabled(self.built)

    # -- dialogs used by the session -------------------------------------------------
    def _ask_text(self, prompt: str, action) -> str | None:
        """Ask for an action's free text, starting from what it already says
        (a note being edited); short answers get a one-line box Enter confirms.
        The rule every text box follows (engine/text.py) applies: the length
        and the limit show under the question, and an answer too long for one
        entry or for the room the game's story has left is refused with a
        line saying why, the box keeping what was typed."""
        from cardtable.engine.text import MAX_ENTRY, clean_line, clean_text, counter, no_room, too_long

        default = action.get("text") or ""
        one_line = False
        room = None
        asks = "Your words"  # the dialog's title: what it asks for (the move's own words when it has them)
        if self.session is not None:
            room = self.session.story_room()
            try:
                info = self.session.describe(action)
                one_line, asks = info.one_line, info.label or asks
            except Exception:  # describing must never block the question
                one_line = False
        dialog = QInputDialog(self)
        dialog.setInputMode(QInputDialog.InputMode.TextInput)
        if not one_line:
            dialog.setOption(QInputDialog.InputDialogOption.UsePlainTextEditForTextInput)
        dialog.setTextValue(default)
        for label in dialog.findChildren(QLabel):
            label.setTextFormat(Qt.TextFormat.PlainText)  # the question may quote a player's words
        question = display(prompt)
        refusal = [""]

        def show(text: str) -> None:
            dialog.setLabelText(f"{question}\n\n{refusal[0] or counter(len(text), room)}")

        def edited(text: str) -> None:
            refusal[0] = ""
            show(text)

        dialog.textValueChanged.connect(edited)
        show(default)
        from .screen_fit import fit_dialog

        fit_dialog(dialog, display(asks), wrap=True)  # never wider or taller than its screen; the buttons in view
        try:
            while True:
                show(dialog.textValue())
                if dialog.exec() != QInputDialog.DialogCode.Accepted:
                    return None
                typed = dialog.textValue()
                text = clean_line(typed) if one_line else clean_text(typed)
                if len(text) > MAX_ENTRY:
                    refusal[0] = too_long("This text", len(text), MAX_ENTRY)
                elif room is not None and len(text) > room:
                    refusal[0] = no_room("This text", len(text), room)
                elif (rule := self._text_refusal(action, text)):
                    refusal[0] = rule  # the game's own limit (a note's length): the text stays to shorten
                else:
                    return text
        finally:
            dialog.deleteLater()

    def _text_refusal(self, action, text: str) -> str:
        """Why the game would refuse ``action`` with this text ("" if it would not)."""
        from cardtable.engine.protocol import why_not

        s = self.session
        seat = s.acting_seat() if s is not None else None
        if seat is None:
            return ""
        try:
            reason = why_not(s.game.apply, s.state, seat, action.with_args(text=text))
        except Exception:  # asking the rules must never block the answer; the session decides
            return ""
        if not reason:
            return ""
        reason = reason.strip()
        return reason[:1].upper() + reason[1:] + ("" if reason.endswith((".", "!", "?")) else ".")

    def _choose(self, title: str, labels) -> int | None:
        labels = list(labels)
        dialog = QInputDialog(self)
        dialog.setLabelText(display(title))
        for label in dialog.findChildren(QLabel):  # the question may quote a name: plain words
            label.setTextFormat(Qt.TextFormat.PlainText)
        dialog.setComboBoxItems([" ".join(display(label).splitlines()) for label in labels])
        dialog.setComboBoxEditable(False)
        from .screen_fit import fit_dialog, title_of

        fit_dialog(dialog, title_of(display(title)), wrap=True)  # titled by its question; fits its screen
        if not dialog.exec():
            return None
        index = dialog.findChild(QComboBox)
        return index.currentIndex() if index is not None and 0 <= index.currentIndex() < len(labels) else None

    # -- menu commands ---------------------------------------------------------------
    def undo(self) -> None:
        if self.session is not None and self.session.undo_stack.canUndo():
            stack = self.session.undo_stack
            what = stack.undoText()
            stack.undo()
            self.show_message(f"Undone: {what}." if what else "Undone.")
        elif self.session is not None:
            self.show_message(self.session.undo_refusal())

    def redo(self) -> None:
        if self.session is not None and self.session.undo_stack.canRedo():
            stack = self.session.undo_stack
            what = stack.redoText()
            stack.redo()
            self.show_message(f"Redone: {what}." if what else "Redone.")  # never the undo's words

    def show_rules(self, game: GameDef | None = None) -> None:
        game = game or (self.session.game if self.session else next(iter(self.games.values())))
        try:
            from .dialogs import RulesDialog
        except ImportError:
            QMessageBox.information(self, f"Rules — {game.title}", game.rules_text)
            return
        dialog = RulesDialog(game, self)
        self._rules_windows.append(dialog)
        dialog.show()

    def _fill_examples_menu(self) -> None:
        """Games that ship a worked example (listed when the menu opens, so
        the games are not all imported at start-up)."""
        self.examples_menu.clear()
        for game in self.games.values():
            if game.example is not None:
                self.examples_menu.addAction(game.title, lambda g=game.id: self.watch_example(g))
        if self.examples_menu.isEmpty():
            self.examples_menu.addAction("(no game has one yet)").setEnabled(False)

    def watch_example(self, game_id: str) -> None:
        """Play a game's worked example move by move, every seat scripted, so
        the log, the table and the story fill in as the example tells it.
        It is not autosaved: the last real game stays the one to resume."""
        import attrs

        from cardtable.engine.protocol import PlayerSpec
        from cardtable.model.session import GameSession

        game = self.games[game_id]
        if not self._may_replace_game(f"Watch the worked example of {game.title}"):
            return
        setup, moves = game.example()
        watched = attrs.evolve(setup, players=tuple(PlayerSpec(p.name, True) for p in setup.players))
        session = GameSession.new(game, watched, autosave_path=None,
                                  bot_delay_ms=max(self.config.bot_delay_ms, 700), script=moves)
        self.start_session(session)
        self._watching = True
        self.show_message(f"Watching the worked example of {game.title}: "
                          f"{len(moves)} moves, one every {session.bot_delay_ms / 1000:.1f} s.")

    def _may_replace_game(self, what: str) -> bool:
        """Before something takes the game in progress off the table: ask,
        saying the game stays to resume (it is autosaved) or would be lost."""
        s = self.session
        if s is None or self._watching or s.match.over or not s.match.steps:
            return True
        kept = (f"It stays in its autosave: {APP_NAME} resumes it at its next start." if s.autosave_path is not None
                else "It has no autosave: use Game ▸ Save as first to keep it.")
        box = message_box(self, QMessageBox.Icon.Question, f"{what}?",
                          f"{what} in place of the game of {s.game.title} in progress? {kept}")
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.button(QMessageBox.StandardButton.Yes).setText("&Watch it")
        return box.exec() == QMessageBox.StandardButton.Yes

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
            self._rebuild_action_bar()

    def show_chart(self) -> None:
        if self.session is None:
            return
        if self._chart_dock is None:
            from .charts import ChartDock

            self._chart_dock = ChartDock(self)
            self._dock_under_table(self._chart_dock)
        self._chart_dock.show()
        self._chart_dock.refresh(self.session.match)

    def _dock_under_table(self, dock: QDockWidget, share: int = 3) -> None:
        """Put ``dock`` under the table, the one way for any dock there: where
        it was left last time (the saved window state has its place), else at
        1/``share`` of the window's height, the table keeping the rest.

        Either way the window then keeps each dock at the height it has.
        Until a dock's size is set (a saved state restored, ``resizeDocks``,
        a separator dragged) QMainWindow sizes its dock areas from their
        contents' size hints at every relayout, and a page switch of the
        table and the privacy screen is one: a content that asks for the
        size it has (a pyqtgraph view does) grew a little at each. The
        docks at the right keep the bottom corner, so a dock under the
        table takes height from the table, never from the window."""
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        # before addDockWidget: once added, restoreDockWidget reports the dock placed, saved place or not
        if self.restoreDockWidget(dock):
            return
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
        height = max(dock.minimumSizeHint().height(), self.height() // share)
        self.resizeDocks([dock], [height], Qt.Orientation.Vertical)

    def _summary(self):
        from .summary_pictures import illustrated_summary

        return illustrated_summary(self.session.match)

    def export_summary(self) -> None:
        if self.session is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, "Export story summary", str(Path.home() / "story.pdf"),
            "PDF (*.pdf);;Web page (*.html);;Markdown (*.md)")
        if not path:
            return
        from .summary import write_summary

        self._writing_to(path)
        try:
            write_summary(self._summary(), Path(path))
        except (OSError, ValueError) as err:
            warn(self, "Cannot export", str(err))
            return
        self._done("Story summary saved", f"The story summary was written to {isolate(path)}.")

    def print_summary(self) -> None:
        if self.session is None:
            return
        from .summary_qt import print_summary

        print_summary(self._summary(), self, done=lambda text: self._done("Story summary printed", text))

    def _done(self, title: str, text: str) -> None:
        """Say that something asked for is done: in a box that does not wait
        (the game goes on under it) and in the status bar."""
        self.show_message(text)
        box = message_box(self, QMessageBox.Icon.Information, title, text)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        box.setModal(False)
        box.show()

    def about(self) -> None:
        QMessageBox.about(self, f"About {APP_NAME}",
                          f"{APP_NAME} {__version__}\nHot-seat paper card games on one computer.")

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self.session is not None:
            self.session.autosave()  # a last try: the disk may have room again
            if not self._may_close():
                event.ignore()
                return
        self.settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        if self.built:
            self.settings.setValue(DOCKS_KEY, self.saveState(DOCKS_VERSION))
        self.settings.sync()
        if self.session is not None:
            self.session.autosave()
            self.session.shutdown()
        self.autosave_claim.release()
        for w in self._rules_windows:
            w.close()
        if self.result_dialog is not None and shiboken_alive(self.result_dialog):
            self.result_dialog.close()  # a game-over box does not outlive its window
        super().closeEvent(event)


def _miniature(game: GameDef, players: int):
    from PySide6.QtGui import QPixmap

    from cardtable.table.snapshot import render_opening

    return QPixmap.fromImage(render_opening(game, players, seed=7, width=480, viewer=0))


def shiboken_alive(obj) -> bool:
    from shiboken6 import isValid

    return isValid(obj)


def reserve_lines(label: QLabel, lines: int) -> None:
    """Give ``label`` the fixed height of ``lines`` lines of its own font and
    no say in the window's width; text that does not fit is read in full in
    its tooltip."""
    from PySide6.QtWidgets import QSizePolicy

    label.ensurePolished()
    margins = label.contentsMargins()
    label.setFixedHeight(label.fontMetrics().lineSpacing() * lines + margins.top() + margins.bottom() + 2)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
    label.setWordWrap(lines > 1)
