"""A move repaints the table first; the side docks follow on the next turn
of the event loop. The action bar keeps its buttons while they read the same."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QPushButton

from cardtable.app.action_bar import ActionBar
from cardtable.engine.protocol import PlayerSpec, Setup

from .conftest import drag, sprite_grip, sprites_in, zone_centre


class Order(QObject):
    """Notes, in order, the table's paints and the log's and players list's changes."""

    def __init__(self, w) -> None:
        super().__init__()
        self.seen: list[str] = []
        w.canvas.viewport().installEventFilter(self)
        w.log_dock.view.document().contentsChange.connect(lambda *_: self.seen.append("log"))
        w.players_dock.table.model().dataChanged.connect(lambda *_: self.seen.append("list"))

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            self.seen.append("table")
        return False


def test_a_drop_repaints_the_table_before_the_docks_change(qtbot, make_window):
    w = make_window()
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bot", True)), {}, 3))
    s = w.session
    qtbot.waitUntil(lambda: s.acting_seat() == 0)
    playable = {a.get("card") for a in s.my_actions()}
    card = next(sp for sp in sprites_in(w, "hand:0") if sp.card_id in playable)
    lines = len(w.log_dock.lines())
    order = Order(w)
    drag(qtbot, w, sprite_grip(card), zone_centre(w, "discard"))  # waits until the docks have followed
    assert len(w.log_dock.lines()) > lines
    changes = [e for e in order.seen if e != "table"]
    assert changes, order.seen
    assert "table" in order.seen and order.seen.index("table") < order.seen.index(changes[0]), order.seen


def test_the_action_bar_keeps_buttons_that_read_the_same(qtbot):
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.show()
    done = []
    bar.set_moves([("End turn", "first"), ("Knock", "knock")], done.append, lambda: None)
    kept = bar.buttons()
    bar.set_moves([("End turn", "second"), ("Knock", "knock 2")], done.append, lambda: None)
    assert bar.buttons() == kept
    qtbot.mouseClick(kept[0], Qt.MouseButton.LeftButton)
    assert done == ["second"]  # the kept button makes the move it stands for now
    bar.set_moves([("Knock", "knock 3")], done.append, lambda: None)
    assert [b.text() for b in bar.buttons()] == ["Knock"]
    bar.set_pass("Pass to Bob ▸", lambda: done.append("pass"))
    passing = bar.findChild(QPushButton, "passButton")
    assert [b for b in bar.buttons()] == [passing] and passing.text() == "Pass to Bob ▸"
    qtbot.mouseClick(passing, Qt.MouseButton.LeftButton)
    assert done[-1] == "pass"
