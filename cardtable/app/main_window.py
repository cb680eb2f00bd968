"""The main window: the table, the privacy screen, the action bar and docks.

The window is built in two steps so that it appears at once: the frame
(menus, headline, status bar) needs only Qt, while the table, the docks and
the game machinery import the engine and are built by :meth:`build_table`,
which the app runs right after the window's first paint. Tests and other
callers get both steps at once.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable import APP_NAME
from cardtable.engine.i18n import _, pgettext

from cardtable.table.palette import TABLE_COLOUR_KEY, table_rgb
from cardtable.table.plaintext import PlainLabel, isolate
from cardtable.words import tr

from .asking import Asker
from .config import AppConfig
from .game_over import GameOver
from .hinting import Hinting
from .lifecycle import GameLifecycle
from .playing import Playing, TablePlay
from .presenting import DOCKS_LAG_MS, Presenting
from .reviewing import Reviewing

if TYPE_CHECKING:
    from cardtable.engine.protocol import GameDef
    from cardtable.model.session import GameSession
    from cardtable.table.style import TableStyle

GEOMETRY_KEY = "window/geometry"
DOCKS_KEY = "window/docks"
DOCKS_VERSION = 1


class MainWindow(Reviewing, Playing, Hinting, Presenting, GameLifecycle, GameOver, QMainWindow):
    def __init__(self, games: Mapping[str, GameDef], config: AppConfig, parent: QWidget | None = None,
                 *, build: bool = True) -> None:
        super().__init__(parent)
        self.games = games
        self.config = config
        config.prepare()
        from .settings_file import SettingsFile  # never a link, a pipe or a huge file; written atomically

        self.settings = SettingsFile(config.settings_path)
        self.autosave_hold = config.hold_autosave()
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
        self.asker = Asker(self)  # puts the session's questions to the player
        from .announce import Announcer
        from .sound import Sounds

        self.announcer = Announcer(self)  # tells a screen reader what happens
        self.sounds = Sounds(self.settings, self)  # what happens, heard
        self.built = False
        self._chart_dock = None
        self._rules_windows: list[QWidget] = []
        self.result_dialog: QWidget | None = None  # the last game-over box
        self.phones = None  # the game's phones (phones.PhonesRoom), made at the first Invite phones
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
        self.hint = PlainLabel(tr("Start a new game from the Game menu (Ctrl+N)."), lines=2, name=tr("Hint"))
        self.hint.setObjectName("hint")
        self._size_lines()
        self.seat_keys = PlainLabel(lines=2)
        self.seat_keys.setObjectName("seatKeys")
        self.seat_keys.hide()

        self.welcome = self._make_welcome()
        self.pages = QStackedWidget()
        self.loading = QLabel(tr("Setting out the table…"))
        self.loading.setObjectName("loadingPage")
        self.loading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        cloth = table_rgb(self.settings.value(TABLE_COLOUR_KEY))
        self.loading.setStyleSheet(f"#loadingPage {{ background: {cloth}; color: #f0f0f0; font-size: 14pt; }}")
        self.pages.addWidget(self.loading)
        self.pages.addWidget(self.welcome)
        self.setCentralWidget(self.pages)
        self.pages.setCurrentWidget(self.loading)
        self._build_menus()
        self.statusBar().showMessage(tr("Welcome to {app}.").format(app=APP_NAME))
        self._show_autosave_owner()
        self.show_message(self.settings.problem)  # a settings file set aside
        if build:
            self.build_table()

    HEADLINE_POINTS = 15  # at the usual text size

    def _size_lines(self) -> None:
        """The lines above the table keep one height whatever they say (one
        line of headline, two of hint), so the table never rescales under
        the mouse when the text changes; neither may widen the window. The
        height follows the player's text size, as the headline's does."""
        from .preferences_store import applied_text_scale

        scale = applied_text_scale()
        font = self.headline.font()
        font.setPointSizeF(self.HEADLINE_POINTS * scale)
        font.setBold(True)
        self.headline.setFont(font)
        reserve_lines(self.headline, 1)
        hint_lines = 2 if scale <= 1.25 else 3  # large text: the same words take more lines
        self.hint.set_lines(hint_lines)
        reserve_lines(self.hint, hint_lines)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ApplicationFontChange:  # a new text size
            self._size_lines()
        return super().event(event)

    def build_table(self) -> None:
        """The table, the privacy screen and the docks (imports the engine)."""
        if self.built:
            return
        self._sweep_leftovers()
        from cardtable.table.canvas import TableCanvas
        from cardtable.table.scene import TableScene

        from .action_bar import ActionBar
        from .docks import LogDock, PlayersDock
        from .story_dock import StoryDock
        from .privacy import PrivacyScreen

        self.style_prefs = self._load_style()
        self.scene = TableScene(None, self.style_prefs, self)
        self.scene.sigMessage.connect(self.show_message)
        self.scene.sigContextMenu.connect(self._context_menu)
        self.canvas = TableCanvas(self.scene)
        self.canvas.sigPainted.connect(self._table_painted)

        self.action_bar = ActionBar()
        self.action_bar.sigHint.connect(self.ask_hint)
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
        self.story_dock.sigDelete.connect(self._delete_entry)
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
        sub = QLabel(tr("Paper card games for everyone around one computer."))
        sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        button = QPushButton(tr("&New game…"))
        button.clicked.connect(self.choose_new_game)
        button.setMinimumHeight(40)
        layout.addWidget(title)
        layout.addWidget(sub)
        layout.addWidget(button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(2)
        return w

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(tr("&Game"))
        self.act_new = self._action(game, tr("&New game…"), QKeySequence.StandardKey.New, self.choose_new_game)
        act_open = self._action(game, tr("&Open…"), QKeySequence.StandardKey.Open, self.choose_open)
        self.recent_menu = self.make_recent_menu(game)
        self.act_review_file = self._action(game, tr("Re&view a saved game…"), None, self.review_saved_game)
        self.act_review = self._action(game, tr("Review &this game"), QKeySequence("Ctrl+R"), self.review_this_game)
        self.act_save = self._action(game, tr("Save &as…"), QKeySequence.StandardKey.SaveAs, self.choose_save_as)
        game.addSeparator()
        self.act_invite = self._action(game, tr("&Invite phones…"), QKeySequence("Ctrl+I"), self.invite_phones)
        game.addSeparator()
        self.act_summary = self._action(game, tr("Story &summary…"), QKeySequence("Ctrl+E"), self.export_summary)
        self.act_print = self._action(game, tr("&Print story summary…"), QKeySequence.StandardKey.Print, self.print_summary)
        game.addSeparator()
        self.act_stats = self._action(game, tr("S&tatistics…"), None, self.show_statistics)
        game.addSeparator()
        self._action(game, tr("&Quit"), QKeySequence.StandardKey.Quit, self.close)
        edit = bar.addMenu(tr("&Edit"))
        self.act_undo = self._action(edit, tr("&Undo"), QKeySequence.StandardKey.Undo, self.undo)
        self.act_redo = self._action(edit, tr("&Redo"), QKeySequence.StandardKey.Redo, self.redo)
        self.act_hint = self._action(edit, tr("&Hint") + "\tH", None, self.ask_hint)  # H: in keyPressEvent (hinting.py)
        view = self.view_menu = bar.addMenu(tr("&View"))  # the docks' toggles join when the table is built
        self._action(view, tr("&Chart"), QKeySequence("Ctrl+G"), self.show_chart)
        view.addSeparator()
        act_prefs = self._action(view, tr("&Preferences…"), QKeySequence.StandardKey.Preferences, self.edit_preferences)
        self._needs_table = (self.act_new, act_open, act_prefs)
        help_menu = bar.addMenu(tr("&Help"))
        self._action(help_menu, tr("&Rules of this game"), QKeySequence.StandardKey.HelpContents, self.show_rules)
        self.examples_menu = help_menu.addMenu(tr("Watch a &worked example"))
        self.examples_menu.aboutToShow.connect(self._fill_examples_menu)
        self._action(help_menu, tr("&About {app}").format(app=APP_NAME), None, self.about)
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

    def start_session(self, session: GameSession) -> None:
        self.build_table()
        self.close_review(back=False)  # the new game takes the table
        self.close_phones()  # the last game's seats' addresses die with it
        self.leave_table()  # the last game: kept in Recent games, its session and result box gone
        self.session = session
        self.story_dock.room = session.story_room  # the dock names the room the story has left
        session.sigChanged.connect(self.refresh)
        session.sigEvents.connect(self._on_events)
        session.sigHandover.connect(self._on_handover)
        session.sigHold.connect(lambda _seat: self.refresh())
        session.sigMessage.connect(self.show_message)
        session.sigGameOver.connect(self._on_game_over)
        session.sigJournal.connect(self._refresh_journal)
        self.scene.controller = TablePlay(self)  # the table asks the session, through the window
        self.announcer.follow(session)
        self.sounds.follow(session)
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
        parts = [(tr("[{key}] {name} (on a phone)") if seat in session.remote else "[{key}] {name}")
                 .format(key=self.SEAT_KEYS[seat], name=isolate(p.name))
                 for seat, p in enumerate(session.match.setup.players[:len(self.SEAT_KEYS)])]
        from cardtable.engine.protocol import SEAT_KEY_VERB

        game = session.game
        self.seat_keys.setText(tr("{caption} — press yours any time to {verb}: {keys}").format(
            caption=_(game.seat_key_caption), verb=pgettext(SEAT_KEY_VERB, game.seat_key_verb),
            keys="   ".join(parts)))
        self.seat_keys.show()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        text = event.text()
        s = self.session
        if (s is not None and s.game.seat_key_actions and len(text) == 1 and text in self.SEAT_KEYS
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            self._seat_key(self.SEAT_KEYS.index(text))
            event.accept()
            return
        if s is not None and event.matches(QKeySequence.StandardKey.Undo) and not self.act_undo.isEnabled():
            self.undo()  # Undo greyed out: the key says why (a screen reader hears it), not nothing
            event.accept()
            return
        if not self.hint_key(event):
            super().keyPressEvent(event)

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
        self._drawn = None
        if self.session is not None:
            self._bind_seat_keys(self.session)  # the keys say which seats are on phones
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

    def about(self) -> None:
        from .about import show_about

        show_about(self)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self.session is not None:
            self.session.autosave()  # a last try: the drive may have room again
            if not self._may_close():
                event.ignore()
                return
        self.settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        if self.built:
            self.settings.setValue(DOCKS_KEY, self.saveState(DOCKS_VERSION))
        self.settings.sync()
        self.close_phones()
        if self.session is not None:
            self.session.autosave()
            self.session.shutdown()
        self.autosave_hold.release()
        for w in self._rules_windows:
            w.close()
        if self.result_dialog is not None and shiboken_alive(self.result_dialog):
            self.result_dialog.close()  # a game-over box does not outlive its window
        super().closeEvent(event)


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
