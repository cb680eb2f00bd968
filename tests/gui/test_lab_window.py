"""Tools ▸ Designer lab: a tiny lab run from the window, on worker processes
while the window stays live, drawn as plots, the same figures
``cardtable lab`` gives, and exported; a run can be cancelled."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.lab import report, run_lab
from cardtable.sweep import variants


def _lab(w):
    tools = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Tools")
    next(a for a in tools.actions() if a.text() == "Designer &lab…").trigger()
    return w.lab_window


def test_a_tiny_lab_is_played_plotted_and_exported(qtbot, make_window, tmp_path):
    import pyqtgraph as pg

    w = make_window()
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bot", True), PlayerSpec("Cy", True)), {}, 3))
    lab = _lab(w)
    assert lab.isVisible() and lab.game.id == "ninety-nine" and lab.players.value() == 4
    lab.players.setValue(3)
    lab.games.setValue(12)
    lab.seed.setValue(7)
    lab.option_edits["lives"].setText("off,on")
    lab.seat_boxes[0].setCurrentText("2")
    with qtbot.waitSignal(lab.sigFinished, timeout=120_000):
        qtbot.mouseClick(lab.run_button, Qt.MouseButton.LeftButton)
        assert lab.running and lab.run_button.text() == "Cancel"
    assert not lab.running
    game = all_games()["ninety-nine"]
    expected = run_lab(game, variants([3], {"lives": [False, True]}), 12, 7, jobs=1, levels={0: "2"})
    assert lab.report["variants"] == report(game, expected, {})["variants"]
    assert [lab.tabs.tabText(i) for i in range(lab.tabs.count())] == [
        "Win rates", "Length", "Lead changes", "Option effects", "Skill trace"]
    seats = lab.plots["seats"].getPlotItem().items
    assert any(isinstance(i, pg.BarGraphItem) for i in seats) and any(isinstance(i, pg.ErrorBarItem) for i in seats)
    assert len(lab.plots["moves"].getPlotItem().listDataItems()) == 2  # a length curve per variant
    assert [r["level"] for r in lab.report["skill"]] == ["classic", "2"]
    out = tmp_path / "lab.json"
    assert lab.export(str(out)) and json.loads(out.read_text())["variants"] == lab.report["variants"]
    assert lab.export(str(tmp_path / "lab.html")) and "<svg" in (tmp_path / "lab.html").read_text()
    lab.shut_down()


def test_a_lab_run_can_be_cancelled(qtbot, make_window):
    w = make_window()
    lab = _lab(w)
    lab.games.setValue(100_000)
    lab.start()
    assert lab.running
    with qtbot.waitSignal(lab.sigFinished, timeout=10_000):
        qtbot.mouseClick(lab.run_button, Qt.MouseButton.LeftButton)
    assert not lab.running and lab.status.text() == "Cancelled." and lab.report is None
    lab.option_edits[next(iter(lab.option_edits))].setText("no such value")
    with qtbot.waitSignal(lab.sigFinished, timeout=10_000):
        lab.start()
    assert not lab.running and lab.status.text()  # said why, in one line
    lab.shut_down()


def test_each_option_is_named_as_new_game_names_it(qtbot, make_window):
    from PySide6.QtWidgets import QLabel

    from cardtable.engine.i18n import _

    lab = _lab(make_window())
    game = lab.game
    names = [lab.option_form.labelForField(lab.option_edits[spec.key]) for spec in game.options]
    assert [w.text() for w in names if isinstance(w, QLabel)] == [_(spec.label) for spec in game.options]
    assert "Lives" in [w.text() for w in names]  # not the command line's key, "lives"
    assert all(lab.option_edits[spec.key].accessibleName() == _(spec.label) for spec in game.options)
