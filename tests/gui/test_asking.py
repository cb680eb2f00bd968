"""The window's questions (cardtable/app/asking.py), answered the way a
player answers them: a choice gives the index of the option picked (never
its words), a text box gives the words typed, Cancel gives None, and a text
the check refuses keeps the box open with the reason under the question."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPlainTextEdit

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
    # as a player does it: down the list, then Enter
    got = []
    dialog = w.asker.choose("Which move?", LABELS, got.append)
    qtbot.waitUntil(dialog.choices.hasFocus)
    qtbot.keyClick(dialog.choices, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.choices, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.choices, Qt.Key.Key_Return)
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


STORY = ("Lure the bandits into the canyon with the fake gold, then close the pass behind them with the "
         "dynamite Sean found in the mine, while Dean keeps the sheriff busy at the saloon.")


def test_a_story_text_is_a_wrapping_box_under_its_whole_question(qtbot, make_window):
    """A plan of 153 characters is written in a box of several wrapping
    lines (it was one line with a scroll bar), under its whole question."""
    w = make_window()
    question = "Your Plan to beat the Savagery Problem card that Peter gave you at the start of the round"
    dialog = w.asker.ask_text(question, "Tackle 15", "", False, None, lambda text: "", lambda text: None)
    qtbot.waitExposed(dialog)
    box = dialog.findChild(QPlainTextEdit)
    assert box is not None and box.isVisible() and box.tabChangesFocus()
    assert box.lineWrapMode() == QPlainTextEdit.LineWrapMode.WidgetWidth
    assert box.height() >= 3 * box.fontMetrics().lineSpacing()
    qtbot.keyClicks(box, STORY[:153])
    assert box.horizontalScrollBar().maximum() == 0  # wrapped, never scrolled sideways
    label = dialog.question
    assert label.text() == question and label.wordWrap() and label.height() >= label.heightForWidth(label.width())
    dialog.answer(None)


@pytest.mark.parametrize("one_line", [False, True])
def test_ctrl_enter_sends_and_tab_moves_on_from_a_text_box(one_line, qtbot, make_window):
    """Real keys: Tab leaves the box (no tab typed), Ctrl+Enter sends what
    was typed; Enter starts a new line, but for a one-line answer it sends."""
    w = make_window()
    got = []
    dialog = w.asker.ask_text("How does the story end for your character?", "Tell your ending", "", one_line,
                              None, lambda text: "", got.append)
    box = dialog.findChild(QPlainTextEdit)
    qtbot.waitUntil(box.hasFocus)
    qtbot.keyClicks(box, "Rides off")
    qtbot.keyClick(box, Qt.Key.Key_Tab)
    assert box.toPlainText() == "Rides off" and not box.hasFocus() and dialog.isVisible()
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    if one_line:
        assert got == ["Rides off"] and not dialog.isVisible()
        return
    qtbot.keyClicks(box, "into the sunset")
    assert got == [] and dialog.isVisible()
    qtbot.keyClick(box, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert got == ["Rides off\ninto the sunset"] and not dialog.isVisible()


def test_every_choice_shows_whole(qtbot, make_window):
    """The "Which move?" choices are never cut: each shows in full in the list, wrapped."""
    w = make_window()
    labels = ["Spiele die 7 von Herz als Ressource mit Beteiligung von Bernadette (noch nicht beteiligt)",
              "Gib Bernadette das Problem Karo-Sieben, damit ihre Figur in große Schwierigkeiten gerät", "Passen"]
    dialog = w.asker.choose("Welcher Zug?", labels, lambda index: None)
    qtbot.waitExposed(dialog)
    view = dialog.choices
    assert [view.item(i).text() for i in range(view.count())] == labels
    for i in range(view.count()):
        rect = view.visualItemRect(view.item(i))
        needed = view.fontMetrics().boundingRect(rect.adjusted(4, 0, -4, 0), int(Qt.TextFlag.TextWordWrap),
                                                 labels[i]).height()
        assert rect.height() >= needed and view.viewport().rect().contains(rect), (i, rect, needed)
    dialog.answer(None)
