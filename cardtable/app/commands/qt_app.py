"""The Qt application the commands that draw (summary, snapshot, a sweep's
chart) and the window itself run in."""

from __future__ import annotations

import os
import sys


def ensure_gui_app():
    """The running QApplication, made if there is none yet; with no display
    to show windows on, Qt draws offscreen. It carries the desktop file's
    name, so a Wayland dock shows CardTable's name and icon for its windows
    (not "python3")."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from cardtable.resources import APP_ID

    app = QApplication.instance() or QApplication([sys.argv[0]])
    QGuiApplication.setDesktopFileName(APP_ID)
    return app
