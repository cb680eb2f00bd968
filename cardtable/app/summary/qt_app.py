"""The Qt GUI application that PDF output, pictures and charts draw with,
created offscreen when there is none (the command line, tests)."""

from __future__ import annotations

import os
import sys
from typing import Any

from PySide6.QtGui import QGuiApplication

_APP: Any = None  # keeps an application created here alive


def ensure_app() -> QGuiApplication:
    """The running Qt GUI application, creating one (offscreen when there
    is no display) if there is none."""
    global _APP
    app = QGuiApplication.instance()
    if app is not None:
        if not isinstance(app, QGuiApplication):
            raise RuntimeError(
                "PDF output and charts need a Qt GUI application, but a console one is running"  # i18n: not shown (a programming error)
            )
        return app
    from PySide6.QtWidgets import QApplication  # widgets too, so charts can be drawn

    argv = ["cardtable"]
    headless = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if sys.platform.startswith("linux") and headless and not os.environ.get("QT_QPA_PLATFORM"):
        argv += ["-platform", "offscreen"]
    _APP = QApplication(argv)
    return _APP
