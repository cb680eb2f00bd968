"""Issue 36: at 200 % text the table's captions read at least 1.6 times as
tall as at 100 %, on the screen, as the player sees them: measured through
the table view's own transform in a 1280×800 window, every game at its most
players. (They stopped near 130 %: the font was squeezed back into the room
every layout keeps under a place for the usual size.)"""

from __future__ import annotations

import pytest
from cardtable.app.preferences_store import apply_text_scale
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.table.style import TableStyle
from tests.gui.conftest import make_window  # noqa: F401 (the real window)

GAMES = all_games()
LEAST_GROWTH = 1.6


@pytest.fixture
def usual_text():
    yield
    apply_text_scale(1.0)


def _on_screen(w) -> float:
    """The shortest caption as the player sees it: the height of the band
    its zone covers under its outline (the caption and its shadow, as drawn),
    through the view's transform (device-independent px)."""
    zoom = w.canvas.transform().m11()
    heights = [z.area().bottom() - z.outline().bottom() for z in w.scene.zones.values() if z.label]
    assert heights
    return min(heights) * zoom


def _settled(qtbot, w) -> float:
    """The on-screen caption height once the window has laid itself out again."""
    seen: list[float] = []

    def steady() -> bool:
        seen.append(_on_screen(w))
        return len(seen) > 3 and seen[-1] == seen[-2] == seen[-3]

    qtbot.waitUntil(steady, timeout=10_000)
    return seen[-1]


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_captions_read_larger_on_screen_at_200_percent(make_window, qtbot, usual_text, gid):
    game = GAMES[gid]
    w = make_window()
    w.resize(1280, 800)
    n = game.max_players
    w.new_game(gid, Setup(tuple(PlayerSpec(f"Player {i + 1}", bot=i > 0) for i in range(n)), {}, 3))
    before = _settled(qtbot, w)
    apply_text_scale(2.0)
    w.apply_style(TableStyle(animation="off", text_scale=2.0))
    after = _settled(qtbot, w)
    print(f"{gid}: {before:.1f} px -> {after:.1f} px, x{after / before:.2f}")
    assert after / before >= LEAST_GROWTH, (gid, round(before, 1), round(after, 1), round(after / before, 2))
