"""Issue 36: a caption that does not fit its room never hides the number
that matters ("Player 3 · 0 …" hid the Mission Points; 9-player Snap-fire
showed "Player 6 · Flowing · 6 S…"). Which part matters comes from the
caption's structure, the same for every game: the parts a game joins with
" · ", the first naming the place, the others with a digit saying what it
holds. Every game's captions at its most players, in the room the table
gives them (a 1280×800 window's table view), mid-game, with long names."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF

from cardtable.engine.layouts import caption_scale
from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.table.faces import CAPTION_EDGE, caption_font
from cardtable.table.plaintext import display
from cardtable.table.scene import TableScene

try:
    from cardtable.table.faces import shown_caption
except ImportError:  # the code before: the caption cut at its end

    def shown_caption(text, metrics, max_width=0.0):
        text = display(text)
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, max_width - CAPTION_EDGE) if max_width else text

GAMES = all_games()
TABLE_VIEW = (990.0, 640.0)  # px: the table's view in a 1280×800 window
MOVES = 24
PARTS = " · "


def _mid_game(gid: str, n: int, names: list[str]) -> Match:
    match = Match(GAMES[gid], Setup(tuple(PlayerSpec(name) for name in names), {}, 3))
    for _ in range(MOVES):
        if match.over or not match.to_act():
            break
        match.play_bot(match.to_act()[0])
    return match


def _numbers(label: str) -> list[str]:
    """The parts of a caption that hold a number: after its name, " · " parts
    or a count at its end (in brackets, or a bare number)."""
    label = display(label)
    parts = label.split(PARTS)[1:] if PARTS in label else re.findall(r"\s(\([^()]*\d[^()]*\)|\d[\d.,]*)$", label)
    return [p for p in parts if any(ch.isdigit() for ch in p)]


@pytest.mark.parametrize("gid", sorted(GAMES))
@pytest.mark.parametrize("names", ["Player", "Bartholomew-Maximilian"])
def test_a_cut_caption_keeps_its_numbers(qapp, gid, names):
    n = GAMES[gid].max_players
    match = _mid_game(gid, n, [f"{names} {i + 1}" for i in range(n)])
    checked = 0
    for viewer in (0, 1):
        scene = TableScene()
        scene.show_view(match.view(viewer), match.layout(viewer), animate=False)
        for zone in scene.zones.values():
            numbers = _numbers(zone.label)
            if not numbers:
                continue
            line = getattr(zone, "caption_line", 0.0)  # (the code before had no least line)
            font = caption_font(caption_scale(zone.spec.scale), zone.text_scale, *([line] if line else []))
            metrics = QFontMetricsF(font)
            shown = shown_caption(zone.label, metrics, zone.caption_width)
            assert metrics.horizontalAdvance(shown) <= zone.caption_width, (zone.label, shown)
            for part in numbers:
                assert part in shown, (gid, zone.label, shown)
            checked += 1
    assert checked or not any(_numbers(z.label) for z in match.view(0).zones)


def test_the_name_gives_way_first_then_words_then_the_end(qapp):
    metrics = QFontMetricsF(caption_font())
    label = "Player 6 · Flowing · 6 Sway"
    whole = metrics.horizontalAdvance(label) + CAPTION_EDGE
    assert shown_caption(label, metrics, whole) == label
    assert shown_caption(label, metrics, 0) == label
    narrow = shown_caption(label, metrics, whole - 20)
    assert narrow.endswith(" · Flowing · 6 Sway") and narrow.startswith("P") and "…" in narrow
    tight = shown_caption(label, metrics, metrics.horizontalAdvance("… · 6 Sway") + CAPTION_EDGE + 1)
    assert tight == "… · 6 Sway"
    # a caption with no numbers is cut at its end, as any text
    assert shown_caption("Player 2's rescued cats", metrics, 60).endswith("…")


def test_in_the_least_room_the_number_stays_alone(qapp):
    metrics = QFontMetricsF(caption_font())
    room = metrics.horizontalAdvance("37") + CAPTION_EDGE + 1
    assert shown_caption("Deck · 37", metrics, room) == "37"
    # a count in brackets after the name is such a part too
    assert shown_caption("Deck (52)", metrics, metrics.horizontalAdvance("… (52)") + CAPTION_EDGE + 1) == "… (52)"
    # and so is a bare number after it (Ninety-Nine's "Total 0" was cut to "Tota…" at 200 %)
    assert shown_caption("Total 0", metrics, metrics.horizontalAdvance("… 0") + CAPTION_EDGE + 1) == "… 0"
