"""Where the app keeps its settings and autosave; passed in, never global."""

from __future__ import annotations

import os
from pathlib import Path

import attrs


@attrs.frozen
class AppConfig:
    data_dir: Path
    bot_delay_ms: int = 450

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
