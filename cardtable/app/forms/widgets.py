"""The project's own widgets as a form makes them: a form calls a widget's
class with its parent only, so each widget here takes just that.

A form names this module as the header of these custom widgets (Qt
Designer shows each as the Qt class it extends).
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from cardtable.table import plaintext

from .. import screen_fit


class PlainLabel(plaintext.PlainLabel):
    """:class:`cardtable.table.plaintext.PlainLabel`, empty, one line.

    An accessible name the form gives it while it says nothing is its fixed
    name (what a screen reader calls it; its words become the accessible
    description), as ``PlainLabel(name=...)`` in code."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)

    def setAccessibleName(self, name: str) -> None:  # noqa: N802 (Qt override)
        if self.text():
            super().setAccessibleName(name)
        else:
            self.set_fixed_name(name)


class ScrollBody(screen_fit.ScrollBody):
    """:class:`cardtable.app.screen_fit.ScrollBody`, its content the widget
    the form puts in it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QWidget(), parent)
