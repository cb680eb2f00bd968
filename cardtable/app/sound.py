"""Short sounds for what happens at the table (work in progress: issue 28
builds it out)."""

from __future__ import annotations

from PySide6.QtCore import QObject


class Sounds(QObject):
    """Plays a short sound for a deal, a play, a draw, your turn, a refused
    move and the game's end, as the preferences say (volume, mute)."""

    def __init__(self, settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings

    def follow(self, session) -> None:
        """Sound what ``session`` does from now on."""
