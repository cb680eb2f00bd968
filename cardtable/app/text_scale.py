"""The text size, app-wide: the running application's font (and its style
sheet's sizes) made a scale of their usual size, and the scale applied.

A module of its own, needing only Qt: the window's frame reads the scale
before its first paint (:func:`cardtable.app.window_frame.size_lines`), and
the preferences' store, which keeps the scale chosen, brings the engine and
attrs along (~25 ms before that paint).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

_base_font: list = []  # [(the application, its font before any scaling, the scale applied, its style sheet then)]


def applied_text_scale() -> float:
    """The text size :func:`apply_text_scale` last gave the running app."""
    return _base_font[0][2] if _base_font and _base_font[0][0] is QApplication.instance() else 1.0


def scaled_sizes(sheet: str, scale: float) -> str:
    """``sheet`` with every font size it names (``font-size: 13pt``) ``scale`` times as large."""
    return re.sub(r"font-size:\s*([0-9.]+)pt", lambda m: f"font-size: {float(m.group(1)) * scale:g}pt", sheet)


def apply_text_scale(scale: float) -> None:
    """Make the running application's font ``scale`` times its usual size:
    every widget that does not set a size of its own (menus, docks, dialogs,
    the status bar) follows at once. Scaling again starts from the usual
    size, never from the last scaled one."""
    app = QApplication.instance()
    if app is None:
        return
    if not _base_font or _base_font[0][0] is not app:
        _base_font[:] = [(app, QFont(QApplication.font()), 1.0, app.styleSheet())]
    _app, base, applied, base_sheet = _base_font[0]
    if app.styleSheet() != scaled_sizes(base_sheet, applied):  # a style sheet set since: it is the usual one now
        base_sheet = app.styleSheet()
        _base_font[0] = (app, base, applied, base_sheet)
    if scale == applied:
        return
    _base_font[0] = (app, base, scale, base_sheet)
    font = QFont(base)
    if base.pointSizeF() > 0:
        font.setPointSizeF(base.pointSizeF() * scale)
    elif base.pixelSize() > 0:
        font.setPixelSize(max(1, round(base.pixelSize() * scale)))
    QApplication.setFont(font)
    if base_sheet:
        # under a style sheet every widget keeps the font it was polished
        # with: polished again, each takes the new one; the sheet's own
        # sizes (a dialog's heading) grow with the rest
        app.setStyleSheet(scaled_sizes(base_sheet, scale))
    # Qt tells the windows only once the application runs its event loop:
    # before that (a start-up, a test) each window is told here
    for window in QApplication.topLevelWidgets():
        if window.font() != font:
            QCoreApplication.sendEvent(window, QEvent(QEvent.Type.ApplicationFontChange))
