"""The app's style sheet (``cardtable/data/cardtable.qss``) and dynamic style flags."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from cardtable.resources import style_sheet

__all__ = ["set_flag", "style_sheet"]


def set_flag(widget: QWidget, name: str, on: bool) -> None:
    """Set a boolean dynamic property used by the style sheet and re-polish."""
    if widget.property(name) == on:
        return
    widget.setProperty(name, on)
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    widget.update()
