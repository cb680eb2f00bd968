"""A game without a catalogue for the reader's language is English-only:
the new-game dialog's list says which languages it speaks instead of
failing or pretending (``GameDef.languages``, read from its package)."""

from __future__ import annotations

import attrs
import pytest
from PySide6.QtCore import Qt

from cardtable.app.dialogs.game_list import BLURB_ROLE, GameList
from cardtable.games import all_games

pytestmark = pytest.mark.gui


def _entries(games) -> dict[str, str]:
    listed = GameList(games)
    try:
        return {listed.item(row).data(Qt.ItemDataRole.UserRole): listed.item(row).data(BLURB_ROLE)
                for row in range(listed.count())}
    finally:
        listed.deleteLater()


def _games():
    spoken = all_games()["ninety-nine"]
    # the same game without a package: no catalogues, so English only
    bare = attrs.evolve(spoken, id="bare", package="")
    assert spoken.languages == ("en", "de") and bare.languages == ("en",)
    return {"ninety-nine": spoken, "bare": bare}


def test_an_english_only_game_is_listed_as_english_in_a_german_window(qapp, german):
    entries = _entries(_games())
    assert entries["bare"].endswith("\nEnglish"), entries["bare"]
    assert "English" not in entries["ninety-nine"]


def test_in_english_no_game_is_marked(qapp):
    entries = _entries(_games())
    assert not any("\nEnglish" in text for text in entries.values()), entries
