"""The app's style sheet (``ui/cardtable.qss``) and dynamic style flags."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from cardtable.resources import UI

STYLE_SHEET = UI / "cardtable.qss"


def style_sheet() -> str:
    """Text of ``ui/cardtable.qss`` ("" if it is missing), for ``QApplication.setStyleSheet``."""
    try:
        return STYLE_SHEET.read_text(encoding="utf-8")
    except OSError:
        return ""


def set_flag(widget: QWidget, name: str, on: bool) -> None:
    """Set a boolean dynamic property used by the style sheet and re-polish."""
    if widget.property(name) == on:
        return
    widget.setProperty(name, on)
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    widget.update()
