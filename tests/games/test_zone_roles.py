"""Zones say what they are for (ZoneSpec.role, one vocabulary for every game)
and what a sentence calls a seat's zone (ZoneSpec.place), so nothing outside a
game reads meaning out of its zone ids; a token says its shape in drawing
words (CardView.shape), never with a kind of its own."""

from __future__ import annotations

import pytest

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.view import ROLES, CardView, Layout, ZoneSpec
from cardtable.games import all_games

GAMES = all_games()


def _cases():
    for gid, game in sorted(GAMES.items()):
        for n in range(game.min_players, game.max_players + 1):
            for viewer in sorted({0, n - 1, None}, key=str):
                yield pytest.param(gid, n, viewer, id=f"{gid}-{n}-{viewer}")


def _layout(gid: str, n: int, viewer: int | None) -> Layout:
    game = GAMES[gid]
    setup = game.normalise(Setup(tuple(PlayerSpec(f"P{i + 1}") for i in range(n)), {}, 1))
    return game.layout(n, setup.options, viewer)


@pytest.mark.parametrize("gid,n,viewer", list(_cases()))
def test_every_zone_has_a_role_and_every_seat_zone_a_place(gid, n, viewer):
    layout = _layout(gid, n, viewer)
    for spec in layout.zones:
        assert spec.role in ROLES, (gid, spec.id, spec.role)
        if spec.seat is not None:
            # the very word the refusals have always used for a seat's zone
            assert spec.place == spec.id.split(":")[0].replace("-", " "), (gid, spec.id, spec.place)
    assert layout.zones_with("draw") and layout.zones_with("discard"), gid
    if n and any(z.role == "hand" for z in layout.zones):
        assert {z.seat for z in layout.zones_with("hand")} == set(range(n)), gid


@pytest.mark.every_game
def test_every_game_names_one_draw_pile_whatever_it_calls_it():
    draws = {gid: [z.id for z in _layout(gid, game.min_players, 0).zones_with("draw")]
             for gid, game in GAMES.items()}
    assert all(len(ids) == 1 for ids in draws.values()), draws
    assert {ids[0] for ids in draws.values()} >= {"draw", "deck"}


def test_role_of_and_zones_with():
    layout = Layout(4, 4, (ZoneSpec("pile", 0, 0, role="draw"), ZoneSpec("h:0", 1, 0, seat=0, role="hand"),
                           ZoneSpec("h:1", 2, 0, seat=1, role="hand"), ZoneSpec("odd", 3, 0)))
    assert layout.role_of("pile") == "draw" and layout.role_of("odd") == "" and layout.role_of("nowhere") == ""
    assert [z.id for z in layout.zones_with("hand")] == ["h:0", "h:1"]
    assert [z.id for z in layout.zones_with("hand", seat=1)] == ["h:1"]
    assert layout.zones_with("discard") == ()


def test_a_token_is_a_token_whatever_its_shape():
    from cardtable.games.chicks_with_disks.table import DISK_VIEW

    assert DISK_VIEW.kind == "token" and DISK_VIEW.shape == "ring"
    plain = CardView(id="t", face=None, kind="token")
    assert plain.shape == "" and plain.sort != DISK_VIEW.sort
    assert CardView(id="AS", face=None).sort == ("card", "")
