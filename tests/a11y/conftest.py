"""The window fixtures of the GUI tests, and a recorder of what the
window tells a screen reader."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible

from tests.gui.conftest import make_window  # noqa: F401 (a fixture)


class Said:
    """Every accessibility announcement the app makes, as Qt is asked to
    pass it on: (message, politeness, whose eyes the screen showed then,
    whether the privacy screen was up)."""

    def __init__(self) -> None:
        self.window = None
        self.items: list[tuple[str, object, object, bool]] = []

    def __call__(self, event) -> None:
        if event.type() == QAccessible.Event.Announcement:
            s = self.window.session if self.window is not None else None
            eyes = s.eyes() if s is not None else None
            covered = bool(s is not None and s.covered)
            self.items.append((event.message(), event.politeness(), eyes, covered))

    @property
    def messages(self) -> list[str]:
        return [m for m, *_ in self.items]

    def text(self) -> str:
        return "\n".join(self.messages)


@pytest.fixture
def said(monkeypatch):
    """Records every announcement (Qt's own handling is left out: no
    screen reader listens in a test)."""
    recorder = Said()
    monkeypatch.setattr(QAccessible, "updateAccessibility", lambda event: recorder(event))
    return recorder
