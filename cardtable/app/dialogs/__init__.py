"""The app's dialogs: new game, rules, preferences, the end-of-game result and statistics."""

from __future__ import annotations

from .new_game import NewGameDialog
from .preferences import PreferencesDialog, StylePreview
from .result import ResultDialog
from .rules import RulesDialog, show_rules
from .seat_table import SeatRow
from .statistics import StatisticsDialog
from .style_sheet import style_sheet

__all__ = [
    "NewGameDialog",
    "SeatRow",
    "PreferencesDialog",
    "StylePreview",
    "ResultDialog",
    "RulesDialog",
    "StatisticsDialog",
    "show_rules",
    "style_sheet",
]
