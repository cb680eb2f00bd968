"""The app's dialogs: new game, rules, preferences, the end-of-game result and statistics.

Each dialog is imported from its module when it is first asked for
(``from cardtable.app.dialogs import NewGameDialog``), not with the package:
the first table needs none of the dialogs, only :mod:`.style_sheet` (the
story dock's flags), and importing that must not bring them all.
"""

from __future__ import annotations

import importlib

# the style sheet is light, and its name is also its module's: bound here, the
# name is the function, not the module the import system would leave here
from .style_sheet import style_sheet

# name -> the module of this package that defines it
_MODULES = {
    "NewGameDialog": "new_game",
    "SeatRow": "seat_table",
    "PreferencesDialog": "preferences",
    "StylePreview": "preferences",
    "ResultDialog": "result",
    "RulesDialog": "rules",
    "StatisticsDialog": "statistics",
    "show_rules": "rules",
}

__all__ = [*_MODULES, "style_sheet"]


def __getattr__(name: str):
    if name not in _MODULES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")  # i18n: not shown (Python's own)
    value = getattr(importlib.import_module(f"{__name__}.{_MODULES[name]}"), name)
    globals()[name] = value  # asked once
    return value
