"""Where the app keeps its settings and autosave; passed in, never global.

Settings live in the platform's config folder (``~/.config/CardTable`` on
Linux), saves and the autosave in its data folder
(``~/.local/share/CardTable``). ``CARDTABLE_HOME`` puts both in one folder
(tests, portable installs).

A plain frozen class rather than attrs: it is built before the window's
first paint, and importing attrs there would delay the window by ~25 ms.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

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
        raise AttributeError(f"AppConfig is frozen; cannot set {name}")

    def _key(self) -> tuple:
        return (self.data_dir, self.bot_delay_ms, self.config_dir)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, AppConfig) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (f"AppConfig(data_dir={self.data_dir!r}, bot_delay_ms={self.bot_delay_ms}, "
                f"config_dir={self.config_dir!r})")

    @property
    def autosave_path(self) -> Path:
        """The first copy's autosave (see :meth:`claim_autosave`)."""
        return self.data_dir / AUTOSAVE_NAME

    def autosave_slot(self, slot: int) -> Path:
        """Autosave of the ``slot``-th copy running at once (1 = the usual one)."""
        return self.autosave_path if slot == 1 else self.data_dir / f"autosave-{slot}.cardtable.json"

    @property
    def settings_path(self) -> Path:
        return self.config_dir / SETTINGS_NAME

    def prepare(self) -> None:
        """Make the folders; move settings left in the data folder by older
        versions to the config folder, once."""
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.config_dir.mkdir(parents=True, exist_ok=True)
        old = self.data_dir / SETTINGS_NAME
        if old != self.settings_path and old.is_file() and not self.settings_path.exists():
            tmp = self.settings_path.with_name(SETTINGS_NAME + ".moving")
            shutil.copyfile(old, tmp)
            tmp.replace(self.settings_path)
            old.unlink()

    def claim_autosave(self) -> "AutosaveClaim":
        """Lock the first free autosave slot, so a second copy of the app
        running at the same time never writes over the first one's game."""
        from PySide6.QtCore import QLockFile

        for slot in range(1, MAX_COPIES + 1):
            path = self.autosave_slot(slot)
            lock = QLockFile(str(path) + ".lock")
            lock.setStaleLockTime(0)  # held as long as its copy runs; a crashed copy's lock is reclaimed
            if lock.tryLock(0):
                return AutosaveClaim(path, slot, lock)
        return AutosaveClaim(None, 0, None)

    @classmethod
    def default(cls) -> "AppConfig":
        home = os.environ.get("CARDTABLE_HOME")
        if home:
            return cls(Path(home))
        from PySide6.QtCore import QStandardPaths

        def place(kind: QStandardPaths.StandardLocation, fallback: Path) -> Path:
            return Path(QStandardPaths.writableLocation(kind) or fallback) / "CardTable"

        loc = QStandardPaths.StandardLocation
        return cls(place(loc.GenericDataLocation, Path.home() / ".local" / "share"),
                   config_dir=place(loc.GenericConfigLocation, Path.home() / ".config"))


class AutosaveClaim:
    """The autosave file this copy of the app owns (``path`` is ``None`` when
    every slot is taken), held until :meth:`release`."""

    __slots__ = ("path", "slot", "_lock")

    def __init__(self, path: Path | None, slot: int, lock) -> None:
        self.path, self.slot, self._lock = path, slot, lock

    @property
    def shared(self) -> bool:
        """True when another copy owns the usual autosave."""
        return self.slot != 1

    def release(self) -> None:
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None
