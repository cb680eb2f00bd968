"""What one player leaves on screen does not survive the hand-over: the
status line, a half-typed narration (kept for its writer), an open tooltip."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cardtable.engine.protocol import PlayerSpec, Setup

from .conftest import pass_on
from .test_ninety_nine_table import DECK, press_ready


def test_a_draft_and_the_status_line_stay_with_their_player(qtbot, make_window):
    w = make_window()
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob")), {"remember_to_draw": False}, 3, DECK))
    s = w.session
    press_ready(qtbot, w)
    assert s.viewer == 1
    w.story_dock.editor.setPlainText("Bob hides the nine under his sleeve")
    w.show_message("Bob's own note to himself")
    s.perform(1, next(a for a in s.my_actions() if a.get("card") == "2D"))
    assert "You draw" in w.statusBar().currentMessage() or s.holding is not None
    pass_on(qtbot, w, "Ann")
    assert w.statusBar().currentMessage() == ""
    assert w.story_dock.editor.toPlainText() == ""
    press_ready(qtbot, w)
    assert s.viewer == 0
    assert w.story_dock.editor.toPlainText() == ""
    assert "sleeve" not in w.statusBar().currentMessage()
    # Ann plays; back at Bob's turn his draft is waiting for him
    s.perform(0, s.my_actions()[0])
    if s.holding is not None:
        pass_on(qtbot, w, "Bob")
    qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
    assert s.viewer == 1
    assert w.story_dock.editor.toPlainText() == "Bob hides the nine under his sleeve"
