"""The chart dock's Win rates tab: bot games with the open game's options,
played on worker processes while the window stays live, drawn as the same
chart `cardtable sweep --chart` draws."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.sweep import Variant, run


def test_win_rates_tab_plays_the_open_games_options(qtbot, make_window, tmp_path):
    w = make_window()
    players = (PlayerSpec("Ann"), PlayerSpec("Bot", True), PlayerSpec("Cy", True))
    w.new_game("9-lives", Setup(players, {"hand_size": 3, "rounds": 2}, 17))
    chart = next(a for m in w.menuBar().actions() for a in m.menu().actions() if a.text() == "&Chart")
    chart.trigger()  # View ▸ Chart
    dock = w.chart_dock
    assert dock is not None and dock.isVisible()
    dock.tabs.setCurrentIndex(1)
    panel = dock.win_rates
    assert "9 Lives with 3 players" in panel.about.text()
    panel.games.setValue(24)
    with qtbot.waitSignal(panel.sigFinished, timeout=120_000):
        qtbot.mouseClick(panel.button, Qt.MouseButton.LeftButton)
        assert panel.running and panel.button.text() == "Stop"
    assert not panel.running
    expected = run(all_games()["9-lives"], [Variant(3, (("hand_size", 3), ("rounds", 2)))], 24, 17, jobs=1)
    assert panel.stats == expected
    item = panel.plot_widget.getPlotItem()
    assert [label.text for _, label in item.legend.items] == ["Seat 1", "Seat 2", "Seat 3", "Even share"]
    assert "24 of 24 games finished" in panel.status.text()
    w.resize(1280, 800)
    qtbot.waitUntil(lambda: w.width() == 1280 and not panel.plot_widget.size().isEmpty(), timeout=5000)
    path = tmp_path / "win-rates-dock.png"
    assert w.grab().save(str(path))
    assert QImage(str(path)).width() > 0
    # another game forgets the chart
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob", True)), {}, 2))
    w.show_chart()
    assert panel.stats == [] and not panel.plot_widget.isVisible()
    assert "Ninety-Nine with 2 players" in panel.about.text()
    panel.shut_down()
