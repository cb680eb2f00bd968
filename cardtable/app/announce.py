"""What happens at the table, told to a screen reader (work in progress:
issue 28 builds it out)."""

from __future__ import annotations

from PySide6.QtCore import QObject


class Announcer(QObject):
    """Announces each move, hand-over and refusal to a screen reader through
    Qt's accessibility announcements, naming only what the seat at the
    screen may know."""

    def follow(self, session) -> None:
        """Announce what ``session`` does from now on."""
