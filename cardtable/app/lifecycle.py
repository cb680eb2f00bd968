"""A game's life in the window: new, opened, resumed, saved, replaced, kept.

Owns :class:`GameLifecycle`: starting a game from the new-game dialog, a
file or the autosave (and saying what went wrong with a file, keeping it
aside), saving it elsewhere, the same game again, Game ▸ Recent games (the
list and its menu) and Help ▸ Watch a worked example's menu (watched in
the replay view, see :mod:`.reviewing`).

No game is lost by starting another: a finished game, and a game in
progress that another replaces, is kept in Game ▸ Recent games
(:mod:`cardtable.engine.recent`), from where it is reviewed, summarised,
or played on if it was unfinished; and a game in progress is replaced only
once the person at the screen says so (:meth:`GameLifecycle.may_replace_game`).

Handed the window as a :class:`LifeDesk` (the games, the app's folders and
settings, the autosave held, the session; the status bar; starting a
session; reviewing a file, watching an example, exporting a summary), the
:class:`~cardtable.app.presenting.Teller`, and the window as the parent of
its boxes; it touches nothing else.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox, QWidget

from cardtable import APP_NAME
from cardtable.table.plaintext import isolate, message_box, warn
from cardtable.words import tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from cardtable.engine.match import Match
    from cardtable.engine.protocol import GameDef, Setup
    from cardtable.model.session import GameSession

    from .config import AppConfig, AutosaveHold
    from .presenting import Teller
    from .settings_file import SettingsFile

SAVE_FILTER = QT_TRANSLATE_NOOP("", "CardTable games (*.cardtable.json *.json);;All files (*)")  # tr() where shown
LAST_GAME_KEY = "last_game"
RECENT_FOLDER = "recent"  # in the data folder: Game ▸ Recent games


class LifeDesk(Protocol):
    """What of the window a game's life reads and asks for."""

    games: Mapping[str, GameDef]
    config: AppConfig
    settings: SettingsFile
    autosave_hold: AutosaveHold
    session: GameSession | None

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's name)

    def start_session(self, session: GameSession) -> None: ...

    def review_file(self, path: Path) -> bool: ...

    def watch_example(self, game_id: str) -> bool: ...

    def export_summary(self, match: Match | None = None) -> None: ...


class GameLifecycle:
    """Games started, read, saved, kept and replaced (see the module's opening)."""

    def __init__(self, desk: LifeDesk, teller: Teller, parent: QWidget) -> None:
        self.desk = desk
        self.teller = teller
        self.parent = parent
        self.games = desk.games
        self.config = desk.config
        self.settings = desk.settings
        self.recent_menu = None  # Game ▸ Recent games, once made
        self.examples_menu = None  # Help ▸ Watch a worked example, once made
        self._recent = None
        self._kept_mark: tuple | None = None  # the moment of a game last kept in Recent games

    @property
    def session(self) -> GameSession | None:
        return self.desk.session

    @property
    def autosave_path(self) -> Path | None:
        """The autosave this copy of the app owns (None: every one is taken,
        or the data folder cannot be written: ``autosave_hold.problem``)."""
        return self.desk.autosave_hold.path

    def show_autosave_owner(self) -> None:
        """A second copy running at the same time keeps its game apart from
        the first one's, and says so for as long as it runs; so does a copy
        whose data folder cannot be written, naming the folder and why."""
        from cardtable.table.plaintext import tooltip

        hold = self.desk.autosave_hold
        if hold.problem:
            folder = hold.readable.parent if hold.readable is not None else self.config.data_dir
            text = tr("{app} cannot write to its data folder {folder} ({problem}), so this copy does not "
                      "autosave: use Game ▸ Save as to keep its game.").format(
                app=APP_NAME, folder=isolate(str(folder)), problem=hold.problem)
            short = tr("Not autosaving")
        elif not hold.shared:
            return
        elif hold.path is not None:
            text = tr("Another copy of {app} is running with the usual autosave; this copy saves its game "
                      "to {file}.").format(app=APP_NAME, file=hold.path.name)
            short = tr("Copy {number} of {app}: autosaves to {file}").format(
                number=hold.slot, app=APP_NAME, file=hold.path.name)
        else:
            text = tr("Other copies of {app} own every autosave; this copy does not autosave (use Game ▸ "
                      "Save as to keep its game).").format(app=APP_NAME)
            short = tr("Not autosaving")
        label = QLabel(short)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setObjectName("autosaveOwner")
        label.setToolTip(tooltip(text))
        label.setAccessibleName(text)
        self.desk.statusBar().addPermanentWidget(label)
        self.desk.statusBar().showMessage(text)

    def new_game(self, game_id: str, setup: Setup) -> None:
        from cardtable.model.session import GameSession

        game = self.games[game_id]
        session = GameSession.new(game, setup, autosave_path=self.autosave_path,
                                  bot_delay_ms=self.config.bot_delay_ms)
        self.desk.start_session(session)
        self.teller.show_message(tr("New game of {game}. {hint}").format(game=game.title,
                                                                       hint=session.match.view(None).hint))

    def read_game(self, path: Path, read, title: str):
        """``read(path)`` (a game read from a file), or None once what is
        wrong with the file has been said (in a box titled ``title``)."""
        from cardtable.engine.record import RecordError

        try:
            return read(Path(path))
        except Exception as err:  # whatever is wrong with the file, say so and carry on
            reason = str(err) if isinstance(err, RecordError) else str(RecordError(
                tr("{file} cannot be opened ({error})").format(file=Path(path).name, error=type(err).__name__)))
            warn(self.parent, title, reason)
            self.teller.show_message(reason)
            return None

    def open_file(self, path: Path) -> bool:
        from cardtable.model.session import GameSession

        session = self.read_game(path, lambda p: GameSession.load(
            p, self.games, autosave_path=self.autosave_path, bot_delay_ms=self.config.bot_delay_ms),
            tr("Cannot open game"))
        if session is None:
            return False
        self.desk.start_session(session)
        self.teller.show_message(tr("Opened {file}.").format(file=Path(path).name))
        return True

    def resume(self) -> bool:
        """Resume the autosaved game if there is an unfinished one. When the
        data folder cannot be written, the game there is still resumed, and
        played without autosave."""
        hold = self.desk.autosave_hold
        path = self.autosave_path
        read_only = path is None and bool(hold.problem) and hold.readable is not None
        if read_only:
            path = hold.readable
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
            where = (tr("it was left where it is.") if read_only else move_aside(path))
            self.teller.show_message(tr("The autosaved game could not be resumed ({reason}); {where}").format(
                reason=reason, where=where))
            return False
        if session.match.over:
            return False
        kept = ""
        if repair is not None and not read_only:
            kept = keep_damaged(path)  # before the repaired game is saved over it
        self.desk.start_session(session)
        if read_only:
            self.teller.show_message(tr(
                "Resumed your last game, without autosave: {app} cannot write to its data folder {folder} "
                "({problem}). Use Game ▸ Save as to keep the game.").format(
                    app=APP_NAME, folder=isolate(str(path.parent)), problem=hold.problem))
        elif repair is not None:
            self.teller.show_message(" ".join(part for part in (repair.sentence(), kept) if part))
        else:
            self.teller.show_message(tr("Resumed your last game."))
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
        if self.session is not None:
            initial = (self.session.game.id, self.session.match.setup)
        else:
            last_game = self.settings.value(LAST_GAME_KEY)
            if isinstance(last_game, str) and last_game in self.games:
                last = load_last_setup(self.settings, last_game)
                initial = (last_game, last) if last is not None else None
        dialog = NewGameDialog(self.games, _miniature, self.parent, initial,
                               remembered=lambda game_id: load_last_setup(self.settings, game_id))
        if dialog.exec():
            from cardtable.engine.protocol import BadOptions

            game_id, setup = dialog.result_setup()
            if not self.may_replace_game():
                return
            try:
                self.new_game(game_id, setup)
            except BadOptions as err:
                warn(self.parent, tr("Cannot start the game"), str(err))
                return
            # remembered for next time: these names, seats and options for this game
            save_last_setup(self.settings, game_id, setup)
            self.settings.setValue(LAST_GAME_KEY, game_id)

    def choose_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.parent, tr("Open game"), str(self.config.data_dir), tr(SAVE_FILTER))
        if path and self.may_replace_game():
            self.open_file(Path(path))

    # -- no game is lost ------------------------------------------------------------------
    @property
    def recent(self):
        """Game ▸ Recent games: the finished games and the replaced ones."""
        if self._recent is None:
            from cardtable.engine.recent import RecentGames

            self._recent = RecentGames(self.config.data_dir / RECENT_FOLDER, self.games)
        return self._recent

    def keep_in_recent(self) -> None:
        """Keep the game at the table in Recent games as it stands now (a
        game with nothing played or written is nothing to keep; the same
        moment is kept once)."""
        s = self.session
        if s is None or (not s.match.steps and not s.match.journal):
            return
        mark = (s, len(s.match.steps), len(s.match.journal), s.match.over)
        if self._kept_mark == mark:
            return
        try:
            self.recent.keep(s.match.record(), s.match.result)
        except OSError as err:
            self.teller.show_message(tr("The game could not be kept in Recent games: {error}").format(
                error=err.strerror or err))
            return
        self._kept_mark = mark

    def leave_table(self) -> None:
        """The game at the table leaves it (another takes its place): kept
        in Recent games; its session stops."""
        if self.session is not None:
            self.keep_in_recent()
            self.session.shutdown()
            self.session.deleteLater()

    def make_recent_menu(self, parent_menu):
        """Game ▸ Recent games, filled as it opens."""
        menu = parent_menu.addMenu(tr("Recent &games"))
        menu.setObjectName("recentMenu")
        menu.aboutToShow.connect(self._fill_recent_menu)
        self.recent_menu = menu
        return menu

    def make_examples_menu(self, parent_menu):
        """Help ▸ Watch a worked example, filled as it opens."""
        menu = self.examples_menu = parent_menu.addMenu(tr("Watch a &worked example"))
        menu.aboutToShow.connect(self._fill_examples_menu)
        return menu

    def may_replace_game(self) -> bool:
        """Before another game takes the table: a game in progress is
        replaced only if the person at the screen says so (Cancel is the
        default: Enter keeps the game); it is kept in Recent games either
        way it leaves the table (:meth:`start_session` keeps it)."""
        s = self.session
        if s is None or s.match.over or (not s.match.steps and not s.match.journal):
            return True
        from cardtable.table.plaintext import confirm

        return confirm(self.parent, tr("Replace the game in progress?"),
                       tr("The game of {game} in progress (%n move(s) so far) leaves the table. It is kept in "
                          "Game ▸ Recent games, where you can play it on later.", "", len(s.match.steps)).format(
                           game=s.game.title), tr("&Replace it"), "replaceGameBox")

    def _fill_recent_menu(self) -> None:
        """Game ▸ Recent games, newest first: each game with what can be done with it."""
        from PySide6.QtCore import QDateTime, QLocale

        from cardtable.table.plaintext import display

        menu = self.recent_menu
        menu.clear()
        entries = [e for e in self.recent.entries() if e.game in self.games]
        if not entries:
            menu.addAction(tr("(no game kept yet)")).setEnabled(False)
            return
        for entry in entries:
            game = self.games[entry.game]
            names = ", ".join(display(n) for n in entry.players)
            if entry.finished:
                winners = [entry.players[w] for w in entry.winners if w < len(entry.players)]
                state = (tr("won by {names}").format(names=", ".join(display(n) for n in winners)) if winners
                         else tr("finished"))
            else:
                state = tr("%n move(s), unfinished", "", entry.moves)
            when = QDateTime.fromString(entry.kept, Qt.DateFormat.ISODate)  # kept in UTC, shown in local time
            if when.isValid():
                state += " · " + QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)
            label = tr("{game} — {names} — {state}").format(game=game.title, names=names, state=state)
            sub = menu.addMenu(label.replace("&", "&&"))
            sub.setObjectName("recentGame")
            sub.addAction(tr("&Review"), lambda e=entry: self.review_recent(e))
            sub.addAction(tr("Story &summary…"), lambda e=entry: self.summarise_recent(e))
            if not entry.finished:
                sub.addAction(tr("&Play on"), lambda e=entry: self.play_on_recent(e))

    def review_recent(self, entry) -> bool:
        """Review a game of the list (the game at the table waits)."""
        return self.desk.review_file(self.recent.path(entry))

    def summarise_recent(self, entry) -> None:
        """The story summary of a game of the list."""
        from cardtable.engine.match import Match

        def read(path: Path) -> Match:
            record = self.recent.load(entry)
            return Match.from_record(self.games[record.game], record)

        match = self.read_game(self.recent.path(entry), read, tr("Cannot open game"))
        if match is not None:
            self.desk.export_summary(match)

    def play_on_recent(self, entry) -> bool:
        """Play an unfinished game of the list on, at the table."""
        if not self.may_replace_game():
            return False
        return self.open_file(self.recent.path(entry))

    def sweep_leftovers(self) -> None:
        """At start: remove the temp files that saves and exports cut short (a
        crash, a kill) left in the folders the app writes to."""
        from .preferences_store import sweep_written_folders

        sweep_written_folders(self.settings, self.config.config_dir, self.config.data_dir)

    def writing_to(self, path: str) -> None:
        """Remember ``path``'s folder before writing there (see :meth:`sweep_leftovers`)."""
        from .preferences_store import remember_written_folder

        remember_written_folder(self.settings, Path(path).parent)

    def choose_save_as(self) -> bool:
        """Ask where to save the game and save it there; True once it is saved."""
        if self.session is None:
            return False
        path, _ = QFileDialog.getSaveFileName(self.parent, tr("Save game"), str(Path.home() / "game.cardtable.json"),
                                              tr(SAVE_FILTER))
        if path:
            self.writing_to(path)
            try:
                self.session.save_as(Path(path))
                self.teller.show_message(tr("Saved {file}.").format(file=Path(path).name))
                return True
            except OSError as err:
                warn(self.parent, tr("Cannot save"), f"{path}: {err.strerror or err}")
        return False

    def may_close(self) -> bool:
        """While the autosave is failing, the moves since it last worked live
        only in this window: offer to save the game elsewhere before closing."""
        s = self.session
        if s is None or s.autosave_failure is None or s.match.over:
            return True
        box = message_box(self.parent, QMessageBox.Icon.Warning, tr("Your game is not saved"),
                          tr("{failure} If you close now, the moves since the autosave last worked are lost. Save "
                             "the game to another place first?").format(failure=s.autosave_failure))
        box.setStandardButtons(QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                               | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return self.choose_save_as()
        return answer == QMessageBox.StandardButton.Discard

    def rematch(self) -> None:
        """The same game, players, seats and options again, with a new shuffle."""
        from cardtable.engine.rng import fresh_seed

        import attrs

        s = self.session
        if s is None:
            return
        setup = attrs.evolve(s.match.setup, seed=fresh_seed(), stacked=None)
        self.new_game(s.game.id, setup)

    def _fill_examples_menu(self) -> None:
        """Games that ship a worked example (listed when the menu opens, so
        the games are not all imported at start-up)."""
        self.examples_menu.clear()
        for game in self.games.values():
            if game.example is not None:
                self.examples_menu.addAction(game.title, lambda g=game.id: self.desk.watch_example(g))
        if self.examples_menu.isEmpty():
            self.examples_menu.addAction(tr("(no game has one yet)")).setEnabled(False)


def _miniature(game: GameDef, players: int):
    from PySide6.QtGui import QPixmap

    from cardtable.table.snapshot import render_opening

    return QPixmap.fromImage(render_opening(game, players, seed=7, width=480, viewer=0))
