"""Every game's layout, at every player count and for every viewer: zones
(with their captions) inside the table and never on top of each other, and
the viewer's own hand drawn large."""

from __future__ import annotations

import pytest

from cardtable.engine.layouts import CAPTION, caption_scale, zone_shape
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games

GAMES = all_games()


def _rect(z):
    k = z.scale
    w, h = zone_shape(z)
    return z.x, z.y, z.x + w * k, z.y + h * k + (CAPTION * caption_scale(k) if z.label or z.seat is not None else 0)


def _cases():
    for gid, game in sorted(GAMES.items()):
        for n in range(game.min_players, game.max_players + 1):
            for viewer in sorted({0, n - 1, None}, key=str):
                yield pytest.param(gid, n, viewer, id=f"{gid}-{n}-{viewer}")


@pytest.mark.parametrize("gid,n,viewer", list(_cases()))
def test_zones_fit_and_do_not_overlap(gid, n, viewer):
    game = GAMES[gid]
    setup = game.normalise(Setup(tuple(PlayerSpec(f"P{i + 1}") for i in range(n)), {}, 1))
    layout = game.layout(n, setup.options, viewer)
    rects = {z.id: _rect(z) for z in layout.zones}
    eps = 1e-6
    for zid, (x0, y0, x1, y1) in rects.items():
        assert x0 >= -eps and y0 >= -eps and x1 <= layout.width + 0.3 and y1 <= layout.height + 0.3, (zid, rects[zid])
    ids = list(rects)
    for i, a in enumerate(ids):
        ax0, ay0, ax1, ay1 = rects[a]
        for b in ids[i + 1:]:
            bx0, by0, bx1, by1 = rects[b]
            overlap = min(ax1, bx1) - max(ax0, bx0) > 0.02 and min(ay1, by1) - max(ay0, by0) > 0.02
            assert not overlap, f"{a} {rects[a]} overlaps {b} {rects[b]}"
