"""Where the app keeps its settings and autosave; passed in, never global.

A plain frozen class rather than attrs: it is built before the window's
first paint, and importing attrs there would delay the window by ~25 ms.
"""

from __future__ import annotations

import os
from pathlib import Path


class AppConfig:
    __slots__ = ("data_dir", "bot_delay_ms")

    def __init__(self, data_dir: Path, bot_delay_ms: int = 450) -> None:
        object.__setattr__(self, "data_dir", Path(data_dir))
        object.__setattr__(self, "bot_delay_ms", int(bot_delay_ms))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"AppConfig is frozen; cannot set {name}")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, AppConfig) and (self.data_dir, self.bot_delay_ms) == (other.data_dir,
                                                                                      other.bot_delay_ms)

    def __hash__(self) -> int:
        return hash((self.data_dir, self.bot_delay_ms))

    def __repr__(self) -> str:
        return f"AppConfig(data_dir={self.data_dir!r}, bot_delay_ms={self.bot_delay_ms})"

    @property
    def autosave_path(self) -> Path:
        return self.data_dir / "autosave.cardtable.json"

    @property
    def settings_path(self) -> Path:
        return self.data_dir / "settings.ini"

    @classmethod
    def default(cls) -> "AppConfig":
        home = os.environ.get("CARDTABLE_HOME")
        if home:
            return cls(Path(home))
        from PySide6.QtCore import QStandardPaths

        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
        return cls(Path(base or Path.home() / ".local" / "share") / "CardTable")
