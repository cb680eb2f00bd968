"""Story summary PDF/print output and the chart dock (needs Qt, offscreen)."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import attrs
import pytest
from PySide6.QtGui import QColor, QImage

from cardtable.app.charts import (
    NO_CHART,
    NO_DATA,
    PALETTE,
    ChartDock,
    chart_png,
    match_chart,
    match_chart_png,
    series_pen_style,
)
from cardtable.app.summary import build_summary, pdf, print_summary, write_summary
from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.view import ChartData
from cardtable.games.ninety_nine import GAME

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def total_chart(states):
    """A known chart: the running total and each hand's size after every action."""
    names = states[0].names
    series = [("Running total", tuple(float(s.total) for s in states))]
    series += [(f"{name}'s hand", tuple(float(len(s.hands[i])) for s in states)) for i, name in enumerate(names)]
    return ChartData("Ninety-Nine over time", "Action", "Count", tuple(float(i) for i in range(len(states))),
                     tuple(series))


CHART_GAME = attrs.evolve(GAME, chart=total_chart)


def bot_match(game=GAME, seed=7, narrate=True) -> Match:
    players = tuple(PlayerSpec(n, bot=True) for n in ("Ann", "Bob", "Cy"))
    match = Match(game, Setup(players, {"lives": True}, seed), created="2026-03-14T19:05:00+00:00")
    if narrate:
        match.narrate("Ann deals with a flourish.", seat=0, prompt="How does the dealer deal?")
    match.run_bots()
    if narrate:
        match.narrate("Cy sweeps up the cards, grinning.", seat=2)
    return match


@pytest.fixture(scope="module")
def match() -> Match:
    return bot_match(CHART_GAME)


def test_pdf_is_a_real_pdf(qapp, tmp_path, match: Match) -> None:
    path = tmp_path / "story.pdf"
    image = chart_png(match_chart(match))
    write_summary(build_summary(match, chart_png=image), path)
    data = path.read_bytes()
    assert data.startswith(b"%PDF-")
    assert b"%%EOF" in data[-64:]
    assert len(data) > 20_000  # text, fonts and the chart image
    assert re.search(rb"/MediaBox \[0 0 595(\.0+)? 842(\.0+)?\]", data)  # A4 in points
    assert os.listdir(tmp_path) == ["story.pdf"]


def test_pdf_document_holds_the_story(qapp, match: Match) -> None:
    doc = pdf.summary_document(build_summary(match))
    text = doc.toPlainText()
    for words in ("Ninety-Nine: the story of the game", "Ann", "Bob", "Cy", "Remember to draw",
                  "Ann deals with a flourish.", "Cy sweeps up the cards, grinning.", match.result.summary):
        assert words in text
    assert "You draw" not in text


def test_interrupted_pdf_write_leaves_no_half_file(qapp, tmp_path, match: Match, monkeypatch) -> None:
    path = tmp_path / "story.pdf"
    path.write_bytes(b"old")

    def power_cut(src, dst):
        raise OSError("disk pulled out")

    monkeypatch.setattr(pdf.os, "replace", power_cut)
    with pytest.raises(OSError, match="disk pulled out"):
        write_summary(build_summary(match), path)
    assert path.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["story.pdf"]


def test_print_dialog_cancelled_prints_nothing(qapp, match: Match, monkeypatch) -> None:
    from PySide6.QtPrintSupport import QPrintDialog

    seen = []

    def cancel(dialog):
        seen.append(dialog.windowTitle())
        return QPrintDialog.DialogCode.Rejected

    monkeypatch.setattr(QPrintDialog, "exec", cancel)
    assert print_summary(build_summary(match)) is False
    assert seen == ["Print the story summary"]


def test_importing_charts_does_not_import_pyqtgraph() -> None:
    code = ("import sys, cardtable.app.charts, cardtable.app.summary; "
            "sys.exit(1 if 'pyqtgraph' in sys.modules or 'numpy' in sys.modules else 0)")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr or "pyqtgraph was imported at module import time"


def test_chart_data_from_the_game(match: Match) -> None:
    data = match_chart(match)
    assert len(data.x) == len(match.steps) + 1
    assert [name for name, _ in data.series] == ["Running total", "Ann's hand", "Bob's hand", "Cy's hand"]
    assert data.series[0][1][0] == 0.0
    assert data.series[0][1][-1] == float(match.state.total)
    assert match_chart(bot_match(narrate=False)) is None
    assert match_chart_png(bot_match(narrate=False)) is None


def test_dock_without_chart(qtbot) -> None:
    dock = ChartDock()
    qtbot.addWidget(dock)
    dock.refresh(bot_match(narrate=False))
    assert dock.message == NO_CHART
    assert dock.plot_widget is None
    dock.refresh(None)
    assert dock.message == NO_CHART


def test_dock_draws_every_series_with_distinct_pens(qtbot, match: Match) -> None:
    dock = ChartDock()
    qtbot.addWidget(dock)
    dock.refresh(match)
    assert dock.message == ""
    item = dock.plot_widget.getPlotItem()
    curves = item.listDataItems()
    assert [c.name() for c in curves] == [name for name, _ in match_chart(match).series]
    assert len({c.opts["pen"].color().name() for c in curves}) == len(curves)
    assert len(item.legend.items) == len(curves)
    xs, ys = curves[0].getData()
    assert list(ys) == [float(t) for t in match_chart(match).series[0][1]]
    assert item.titleLabel.text == "Ninety-Nine over time"
    # a redraw replaces, never piles up
    dock.refresh(match)
    assert len(item.listDataItems()) == len(curves)
    assert len(item.legend.items) == len(curves)


def test_dock_follows_a_running_game(qtbot) -> None:
    players = (PlayerSpec("Ann"), PlayerSpec("Bob", bot=True))
    game_match = Match(CHART_GAME, Setup(players, {}, 3))
    dock = ChartDock()
    qtbot.addWidget(dock)
    dock.refresh(game_match)
    assert dock.data is not None and len(dock.data.x) == 1
    game_match.run_bots()
    seat = game_match.to_act()[0]
    game_match.play(seat, game_match.legal(seat)[0])
    dock.refresh(game_match)
    assert len(dock.data.x) == len(game_match.steps) + 1
    empty = ChartData("t", "x", "y", (), ())
    dock.show_data(empty, NO_DATA)
    assert dock.message == NO_DATA


def test_pens_are_colour_blind_safe_and_distinct() -> None:
    pens = [series_pen_style(i) for i in range(32)]
    assert len({(c, dash) for c, dash, _ in pens}) == 32  # colour and dash: 32 series apart
    assert [c for c, _, _ in pens[:8]] == list(PALETTE)
    assert len(set(PALETTE)) == 8
    # without colour (black and white, or colours a reader cannot tell apart):
    # neighbours differ in dash, and the first eight series in their marker
    assert all(pens[i][1] != pens[i + 1][1] for i in range(31))
    assert len({(dash, mark) for _, dash, mark in pens[:8]}) == 8


def test_chart_png(qapp) -> None:
    data = ChartData("Known", "x", "y", (0.0, 1.0, 2.0), (("up", (0.0, 5.0, 10.0)), ("down", (10.0, 5.0, 0.0))))
    png = chart_png(data, width=400, height=300)
    assert png.startswith(PNG_MAGIC)
    image = QImage.fromData(png, "PNG")
    assert (image.width(), image.height()) == (400, 300)
    colours = {QColor(image.pixel(x, y)).name() for x in range(0, 400, 2) for y in range(0, 300, 2)}
    assert PALETTE[0].lower() in colours and PALETTE[1].lower() in colours


def test_long_summary_keeps_quotes_and_headings_with_their_text(qapp, tmp_path) -> None:
    from PySide6.QtGui import QPdfWriter

    match = bot_match(narrate=False)
    for i in range(40):
        words = " ".join(["and the cards kept falling"] * (1 + (i * 7) % 11))
        match.narrate(f"Entry {i}: {words}.", seat=i % 3, prompt="What happened next?" if i % 2 else "")
    summary = build_summary(match)
    writer = QPdfWriter(str(tmp_path / "probe.pdf"))
    pdf.setup_pages(writer)
    doc, page, _ = pdf.layout_for(summary, writer)
    height = page.height()
    assert doc.pageCount() >= 3
    quotes = 0
    for kind, _item, top, bottom in pdf._keepers(doc, doc.documentLayout()):
        first, last = int(top // height), int((bottom - 1) // height)
        if kind == "table":  # a journal quote, a picture or a score table (issue 24: every table)
            quotes += 1
            assert first == last, f"a journal quote is split over pages {first + 1} and {last + 1}"
        else:
            assert bottom + 2 * (bottom - top) <= (first + 1) * height, "a heading ends a page"
    assert quotes >= 40
    path = tmp_path / "long.pdf"
    write_summary(summary, path)
    assert path.stat().st_size > 20_000


def _finished(game_id: str, players: int, seed: int) -> Match:
    from cardtable.games import get_game

    game = get_game(game_id)
    names = ("Ann", "Bob", "Cy", "Di")[:players]
    match = Match(game, game.normalise(Setup(tuple(PlayerSpec(n, bot=True) for n in names), {}, seed)))
    match.run_bots()
    assert match.over
    return match


def test_chicks_summary_pictures_the_grid_with_the_disk_route(qapp, tmp_path) -> None:
    from cardtable.app.summary import TEXT_WIDTH_PX, png_size
    from cardtable.app.summary.html import _html
    from cardtable.app.summary_pictures import illustrated_summary

    match = _finished("chicks-with-disks", 4, 3)
    summary = illustrated_summary(match)
    images = [b for b in summary.section("The outcome").blocks if hasattr(b, "png")]
    assert [i.caption.startswith("The grid at the end, with the Disk's route") for i in images] == [True, False]
    width, height = png_size(images[0].png)
    assert 1.3 < width / height < 2.2  # cropped to the 9×3 grid, not the whole table
    # drawn at the full text width of the page, not a shrunken thumbnail
    assert f'width="{int(TEXT_WIDTH_PX)}"' in _html(summary, qt=True)
    # the route is drawn: the picture differs from the same grid without it
    from cardtable.table.snapshot import render_picture

    picture = match.game.story_pictures(match.state)[0]
    layout = match.game.layout(4, match.setup.options, None)
    plain = render_picture(attrs.evolve(picture, paths=()), layout, 600)
    drawn = render_picture(picture, layout, 600)
    assert plain.size() == drawn.size() and plain != drawn
    path = tmp_path / "chicks.pdf"
    write_summary(summary, path)
    assert path.read_bytes().startswith(b"%PDF")


def test_99_chances_summary_shows_each_players_cards_readably(qapp) -> None:
    from cardtable.app.summary_pictures import illustrated_summary

    match = _finished("99-chances", 4, 3)
    summary = illustrated_summary(match)
    images = [b for b in summary.section("The outcome").blocks if hasattr(b, "png")]
    strips = [i for i in images if " at the end: " in i.caption]
    holding = sum(1 for s in range(4) if match.state.resources[s] or match.state.problems[s])
    assert len(strips) == holding >= 1
    from cardtable.app.summary import png_size

    for strip in strips:
        width, height = png_size(strip.png)
        assert width / height > 2.5  # one player's Resources and Problems, not the whole table
