"""Issue 24, item 3 (what was left): the chart dock under the table keeps
the height it opened at when the computer is passed on.

In a real window at 1280×800 the chart opened under the table, and after
each hand-over (the privacy screen, then Ready) it had grown, to about
330 px, leaving the table about 250 px; the window itself kept its size.
Every relayout of the main window (a page switch of the table and the
privacy screen, a chart redraw) gave the dock a little more: QMainWindow
sized the docks from their contents' size hints, because the code meant to
give the chart its third of the window never ran, and a pyqtgraph view asks
for the size it already has (plus its frame), so each relayout fed the next.

Here the window opens as the app opens it, on an offscreen screen of
1280×800 (set from a file, in a process of its own, as in
test_fits_the_screen.py), with a game of two people and two bots whose
chart has lines, and the people pass the computer to each other with the
real buttons: "Pass to …", then the privacy screen's Ready."""

from __future__ import annotations

from pathlib import Path

from tests.gui.conftest import run_on_screen

PROBE = r'''
from cardtable.app.charts import has_lines, match_chart
from cardtable.model.outcome import CHOICE
from cardtable.model.outcome import settle as answered

def pass_button():
    return next((b for b in w.findChildren(QPushButton, "passButton") if b.isVisible()), None)


games = all_games()
w = MainWindow(games, AppConfig(Path(sys.argv[1]), bot_delay_ms=0))
w.show()
wait_until(lambda: w.isVisible(), "the window")
w.new_game("99-chances", Setup((PlayerSpec("Ann"), PlayerSpec("Bea"), PlayerSpec("Bot 3", bot=True),
                                PlayerSpec("Bot 4", bot=True)), {}, 5))
s = w.session
rng = random.Random(4)


def answer(needs):
    """The session's questions, answered as a front-end would: the first choice, a note's words."""
    return 0 if needs.kind == CHOICE else "a note"


def move():
    """One move: the bots', else the person at the screen plays as a bot would."""
    s.step_bots_now()
    if s.covered or s.holding is not None or s.match.over:
        return
    seat = s.acting_seat()
    if seat is not None:
        answered(s.send, s.perform(seat, s.game.bot(s.match.state, seat, rng)), answer)


def hand_over():
    """Play on until the computer goes to the other person: "Pass to …"
    (when there is one), then Ready on the privacy screen."""
    viewer = s.viewer
    for _ in range(400):
        if s.match.over:
            raise SystemExit("the game ended before a hand-over")
        button = pass_button()
        if button is not None:
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            settle()
        if s.covered:
            wait_until(lambda: w.pages.currentWidget() is w.privacy, "the privacy screen")
            out["privacy"].append(w.chart_dock.height())
            QTest.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
            wait_until(lambda: w.pages.currentWidget() is w.table_page and not w.docks_behind, "the table")
            if s.viewer != viewer:
                return
            continue
        move()
        settle()
    raise SystemExit("no hand-over")


# into the game until the chart has lines, a person at the screen
for _ in range(400):
    if has_lines(match_chart(s.match)) and not s.covered and s.holding is None and s.acting_seat() in (0, 1):
        break
    if s.covered:
        QTest.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
    move()
    settle()
wait_until(lambda: w.pages.currentWidget() is w.table_page and not w.docks_behind, "the table")
w.show_chart()
dock = w.chart_dock
wait_until(lambda: dock.isVisible() and dock.plot_widget is not None and dock.plot_widget.isVisible(), "the chart")
out = {"window": [w.width(), w.height()], "privacy": [],
       "opened": {"dock": dock.height(), "canvas": w.canvas.height()}, "after": []}
for _ in range(3):
    hand_over()
    out["after"].append({"dock": dock.height(), "canvas": w.canvas.height(), "viewer": s.viewer})
s.shutdown()
print("PROBE " + json.dumps(out))
'''


def _probe(tmp_path: Path, width: int = 1280, height: int = 800) -> dict:
    return run_on_screen(tmp_path, PROBE, width, height)


def test_chart_dock_keeps_its_height_across_hand_overs(tmp_path):
    got = _probe(tmp_path)
    height = got["window"][1]
    opened = got["opened"]
    # it opens at about a third of the window's height; the table keeps the rest
    assert abs(opened["dock"] - height / 3) <= height / 20, (opened, got["window"])
    # behind the privacy screen, and after each Ready, the dock has that height still
    for dock in got["privacy"]:
        assert abs(dock - opened["dock"]) <= 3, f"behind the privacy screen the chart is {dock} px, was {opened}"
    viewers = [a["viewer"] for a in got["after"]]
    assert len(set(viewers)) == 2, viewers  # the computer went from one person to the other, and back
    for after in got["after"]:
        assert abs(after["dock"] - opened["dock"]) <= 3, f"the chart grew from {opened} to {after} at a hand-over"
        assert abs(after["canvas"] - opened["canvas"]) <= 3, f"the table went from {opened} to {after}"
