"""The window's questions (cardtable/app/asking.py), answered the way a
player answers them: a choice gives the index of the option picked (never
its words), a text box gives the words typed, Cancel gives None, and a text
the check refuses keeps the box open with the reason under the question."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from tests.gui.conftest import make_window  # noqa: F401

pytestmark = pytest.mark.gui

LABELS = ["Play the 7", "Play the 7 and draw", "Pass"]


def test_a_choice_answers_with_the_index_picked(qtbot, make_window):
    w = make_window()
    for pick in range(len(LABELS)):
        got = []
        dialog = w.asker.choose("Which move?", LABELS, got.append)
        assert dialog.labels == LABELS and dialog.isVisible()
        dialog.answer(pick)
        assert got == [pick]
    # as a player does it: the list, then Enter
    got = []
    dialog = w.asker.choose("Which move?", LABELS, got.append)
    dialog.findChild(QComboBox).setCurrentIndex(2)
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert got == [2]
    got = []
    w.asker.choose("Which move?", LABELS, got.append).answer(None)
    assert got == [None]


def test_a_text_answers_with_the_words_and_a_refused_text_keeps_the_box_open(qtbot, make_window):
    w = make_window()
    got = []
    dialog = w.asker.ask_text("Your character role", "Write your character role", "Sheriff", True, None,
                              lambda text: "Too long." if len(text) > 10 else "", got.append)
    assert dialog.textValue() == "Sheriff"  # the box starts from the default
    dialog.answer("Honorary deputy")
    assert got == [] and dialog.isVisible() and "Too long." in dialog.labelText()
    assert dialog.textValue() == "Honorary deputy"  # nothing lost
    dialog.answer("Deputy")
    assert got == ["Deputy"] and not dialog.isVisible()
