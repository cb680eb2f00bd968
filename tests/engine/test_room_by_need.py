"""Room by need (issue 36), the layout maths alone: a fan holding more
cards than its declared extent shows side by side widens into the free
cloth beside it (engine/layouts.give_room), in every game, for every
viewer, never onto another zone or its caption room, never off the table."""

from __future__ import annotations

import pytest

from cardtable.engine.layouts import CAPTION, ROOM_GAP, give_room, zone_box
from cardtable.engine.view import Layout, ZoneSpec
from cardtable.games import all_games

GAMES = all_games()


def _apart(a, b) -> bool:
    return a[2] <= b[0] + 1e-6 or b[2] <= a[0] + 1e-6 or a[3] <= b[1] + 1e-6 or b[3] <= a[1] + 1e-6


@pytest.mark.parametrize("gid", sorted(GAMES))
@pytest.mark.parametrize("held", [3, 8, 20])
def test_widened_fans_keep_clear_of_every_other_zone(gid, held):
    game = GAMES[gid]
    for n in sorted({max(3, game.min_players), game.max_players}):
        for viewer in (None, 0, n - 1):
            declared = game.layout(n, {}, viewer)
            room = give_room(declared, {z.id: held for z in declared.zones}, viewer)
            before = {z.id: zone_box(z) for z in declared.zones}
            after = {z.id: zone_box(z) for z in room.zones}
            for z in room.zones:
                box, old = after[z.id], before[z.id]
                if box == old:
                    continue
                assert z.spread == "right" and z.extent <= held + 1e-6
                assert box[0] >= -1e-6 and box[2] <= room.width + 1e-6, f"{z.id} runs off the table"
                assert box[0] <= old[0] + 1e-3 and box[2] >= old[2] - 1e-3, f"{z.id} only widens"
                for other, ob in after.items():
                    if other != z.id and _apart(before[other], old):
                        assert _apart(box, ob), f"{gid} {n} players: widened {z.id} reaches {other}"


def test_the_viewers_hand_is_served_first_and_grows_evenly_when_it_can():
    zones = (
        ZoneSpec("hand:0", 5.0, 4.0, "right", extent=2.0, seat=0, role="hand"),
        ZoneSpec("hand:1", 0.0, 4.0, "right", extent=2.0, seat=1, role="hand"),
        ZoneSpec("deck", 5.0, 0.0, "stack", role="draw"),
    )
    layout = Layout(12.0, 6.0, zones)
    room = give_room(layout, {"hand:0": 6, "hand:1": 6, "deck": 30}, viewer=0)
    mine, theirs = room.spec("hand:0"), room.spec("hand:1")
    # the viewer's hand took what it needs, two cards on each side ...
    assert (mine.x, mine.extent) == (3.0, 6.0)
    # ... and the other hand only what was left beside it
    assert theirs.x == 0.0 and theirs.extent == pytest.approx(3.0 - ROOM_GAP)
    assert room.spec("deck") == zones[2]  # a pile keeps its place
    # a fan that already shows its cards side by side is left alone
    assert give_room(layout, {"hand:0": 2, "hand:1": 1}, viewer=0) is layout
    assert zone_box(mine)[3] == pytest.approx(4.0 + 1.4 + CAPTION)
