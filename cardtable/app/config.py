"""Where the app keeps its settings and autosave; passed in, never global.

Settings live in the platform's config folder (``~/.config/CardTable`` on
Linux), saves and the autosave in its data folder
(``~/.local/share/CardTable``). ``CARDTABLE_HOME`` puts both in one folder
(tests, portable installs).

A plain frozen class rather than attrs: it is built before the window's
first paint, and importing attrs there would delay the window by ~25 ms.
For the same reason the files it writes go through
:mod:`cardtable.engine.files`, never the record module (which brings the
engine and attrs along).
"""

from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path

from PySide6.QtCore import QStandardPaths, QSysInfo

from cardtable.engine.files import (NO_SPACE, TEMP_SUFFIX, open_lock_file, read_bounded, try_lock, unlock,
                                    write_atomic)
from cardtable.words import tr

from .settings_file import MAX_SETTINGS_BYTES

AUTOSAVE_NAME = "autosave.cardtable.json"
SETTINGS_NAME = "settings.ini"
# Copies of the app running at once each get their own autosave; past this
# many the extra copy plays without one.
MAX_COPIES = 9


class AppConfig:
    __slots__ = ("data_dir", "bot_delay_ms", "config_dir")

    def __init__(self, data_dir: Path, bot_delay_ms: int = 450, config_dir: Path | None = None) -> None:
        object.__setattr__(self, "data_dir", Path(data_dir))
        object.__setattr__(self, "bot_delay_ms", int(bot_delay_ms))
        object.__setattr__(self, "config_dir", Path(config_dir) if config_dir is not None else Path(data_dir))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"AppConfig is frozen; cannot set {name}")  # i18n: not shown (a programming error)

    def _key(self) -> tuple:
        return (self.data_dir, self.bot_delay_ms, self.config_dir)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, AppConfig) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (f"AppConfig(data_dir={self.data_dir!r}, bot_delay_ms={self.bot_delay_ms}, "  # i18n: not shown (a repr)
                f"config_dir={self.config_dir!r})")

    @property
    def autosave_path(self) -> Path:
        """The first copy's autosave (see :meth:`hold_autosave`)."""
        return self.data_dir / AUTOSAVE_NAME

    def autosave_slot(self, slot: int) -> Path:
        """Autosave of the ``slot``-th copy running at once (1 = the usual one)."""
        return self.autosave_path if slot == 1 else self.data_dir / "autosave-{}.cardtable.json".format(slot)

    @property
    def settings_path(self) -> Path:
        return self.config_dir / SETTINGS_NAME

    def prepare(self) -> None:
        """Make the folders; move settings left in the data folder by older
        versions to the config folder, once. A folder that cannot be made
        is not an error here: :meth:`hold_autosave` says why it cannot be
        written, and the app runs without autosave."""
        for folder in (self.data_dir, self.config_dir):
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError:
                pass
        old = self.data_dir / SETTINGS_NAME
        try:
            if (old != self.settings_path and not old.is_symlink() and old.is_file()
                    and not os.path.lexists(self.settings_path)):
                # read without following a link, written by a temp file and a
                # rename: never through a link at either end
                write_atomic(self.settings_path, read_bounded(old, MAX_SETTINGS_BYTES, follow=False))
                old.unlink()
        except (OSError, ValueError):
            pass  # tried again at the next start (ValueError: not a file to move)

    def hold_autosave(self) -> "AutosaveHold":
        """Lock the first free autosave slot, so a second copy of the app
        running at the same time never writes over the first one's game.

        The lock is the operating system's, held by an open file: the
        system lets it go when its copy ends, however it ends, so a lock
        file left behind (empty, garbage, another computer's, a folder in
        its place) never keeps this copy from its autosave. When the data
        folder cannot be written (read-only, full, not a folder), the hold
        says why (``problem``) and names the autosave that can still be
        read (``readable``)."""
        for slot in range(1, MAX_COPIES + 1):
            path = self.autosave_slot(slot)
            try:
                handle = _lock(Path(str(path) + LOCK_SUFFIX))
            except _Held:
                continue  # another copy running now owns this one
            except OSError as err:
                return AutosaveHold(None, slot, None, problem=folder_problem(err), readable=path)
            try:
                self.check_writable()
            except OSError as err:
                unlock(handle)
                return AutosaveHold(None, slot, None, problem=folder_problem(err), readable=path)
            return AutosaveHold(path, slot, handle)
        return AutosaveHold(None, 0, None)

    def check_writable(self) -> None:
        """Raise OSError if a file cannot be made in the data folder (the
        lock file may be there from before, writable in a folder that no
        longer is). The file is named like a save's temp file, so a crash
        here leaves nothing that the next start does not remove."""
        fd, name = tempfile.mkstemp(prefix=f".{AUTOSAVE_NAME}.", suffix=TEMP_SUFFIX, dir=self.data_dir)
        os.close(fd)
        os.unlink(name)

    @classmethod
    def default(cls) -> "AppConfig":
        home = os.environ.get("CARDTABLE_HOME")
        if home:
            return cls(Path(home))

        def place(kind: QStandardPaths.StandardLocation, fallback: Path) -> Path:
            return Path(QStandardPaths.writableLocation(kind) or fallback) / "CardTable"  # i18n: not shown (a folder)

        loc = QStandardPaths.StandardLocation
        return cls(place(loc.GenericDataLocation, Path.home() / ".local" / "share"),
                   config_dir=place(loc.GenericConfigLocation, Path.home() / ".config"))


class AutosaveHold:
    """The autosave file this copy of the app owns (``path`` is ``None`` when
    every slot is taken, or when the data folder cannot be written:
    ``problem`` then says why, and ``readable`` is the autosave whose game
    may still be resumed, without autosave), held until :meth:`release`."""

    __slots__ = ("path", "slot", "_lock", "problem", "readable")

    def __init__(self, path: Path | None, slot: int, lock, *, problem: str = "",
                 readable: Path | None = None) -> None:
        self.path, self.slot, self._lock = path, slot, lock
        self.problem, self.readable = problem, readable

    @property
    def shared(self) -> bool:
        """True when another copy owns the usual autosave."""
        return self.slot != 1

    def release(self) -> None:
        if self._lock is not None:
            unlock(self._lock)
            self._lock = None


# -- the lock ------------------------------------------------------------------------------
LOCK_SUFFIX = ".lock"


class _Held(Exception):
    """Another running copy holds the lock."""


def _lock(path: Path) -> int:
    """An open file descriptor of ``path`` holding the system's lock on it.
    Raises :class:`_Held` if a live process holds it, OSError if it cannot
    be made. Whatever is not a regular file at ``path`` is moved aside
    first; it is never followed (a link), opened (a FIFO, a device) or
    waited on (see :func:`cardtable.engine.files.open_lock_file`)."""
    fd = open_lock_file(path)
    try:
        if not try_lock(fd):
            raise _Held
    except BaseException:
        os.close(fd)
        raise
    _say_who(fd)
    return fd


def _say_who(fd: int) -> None:
    """Write who holds the lock into it, for a person looking (never read
    back: the system's lock alone decides), in QLockFile's order, so an
    older CardTable running at the same time sees a live copy too (and the
    host name as QLockFile itself finds it)."""
    try:
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, f"{os.getpid()}\nCardTable\n{QSysInfo.machineHostName()}\n".encode("utf-8", "replace"))  # i18n: not shown (a lock file)
    except OSError:
        pass  # a full drive: the lock holds all the same


def folder_problem(err: OSError) -> str:
    """Why the data folder cannot be written, in a few plain words."""
    code = err.errno
    if code == errno.EROFS:
        return tr("it is on a read-only drive")
    if code in (errno.EACCES, errno.EPERM):
        return tr("it is read-only")
    if code in NO_SPACE:
        return tr("the drive is full")
    if code == errno.ENOTDIR:
        return tr("part of its path is a file, not a folder")
    if code == errno.ENOENT:
        return tr("it does not exist and cannot be made")
    words = err.strerror or type(err).__name__
    return words[0].lower() + words[1:]
