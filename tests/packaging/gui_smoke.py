"""Start the real app offscreen as ``cardtable`` would and report what it shows.

Run with an installed CardTable's Python (the wheel test runs it from a
fresh virtual environment). It starts the window through the same code as
the ``cardtable`` command, walks every game in the new-game dialog, starts a
game, then prints one JSON line of facts and quits.
"""

from __future__ import annotations

import json
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import cardtable  # noqa: E402
from cardtable.app import cli  # noqa: E402

facts: dict = {"module": cardtable.__file__}


def find(kind: str):
    return [w for w in QApplication.topLevelWidgets() if type(w).__name__ == kind and w.isVisible()]


def check_dialog() -> None:
    dialogs = find("NewGameDialog")
    if not dialogs:
        QTimer.singleShot(50, check_dialog)
        return
    dialog = dialogs[0]
    problems = {}
    for row in range(dialog.game_list.count()):
        dialog.game_list.setCurrentRow(row)
        problems[dialog.game_list.current_game_id()] = dialog.problem()
    facts["dialog_problems"] = problems
    dialog.game_list.setCurrentRow(0)
    dialog.accept()
    QTimer.singleShot(0, check_window)


def check_window() -> None:
    window = find("MainWindow")[0]
    app = QApplication.instance()
    facts["style_sheet_chars"] = len(app.styleSheet())
    facts["icon_pixmap"] = [app.windowIcon().pixmap(size).width() for size in (16, 48, 256)]
    facts["game"] = window.session.game.id if window.session else None
    facts["autosave"] = os.path.exists(window.autosave_path)
    window.close()
    print(json.dumps(facts), flush=True)
    app.exit(0)


app = QApplication([sys.argv[0]])  # the same instance cli's window code then uses
QTimer.singleShot(0, check_dialog)
sys.exit(cli.main([]))
