"""The app's dialogs: new game, rules, preferences and the end-of-game result."""

from __future__ import annotations

from .new_game import NewGameDialog, SeatRow
from .preferences import PreferencesDialog, StylePreview
from .result import ResultDialog
from .rules import RulesDialog, show_rules
from .style_sheet import style_sheet

__all__ = [
    "NewGameDialog",
    "SeatRow",
    "PreferencesDialog",
    "StylePreview",
    "ResultDialog",
    "RulesDialog",
    "show_rules",
    "style_sheet",
]
