"""The others' zones take the room the table has (issue 24, item 6).

At each game's most players, on the table a 1280×800 window leaves (about
880×520 px beside the docks), the other seats' cards are wide enough to
tell apart and their captions, one size on the whole table, stay readable; and
each seat's block is as large as the table allows (the middle kept clear),
never the crowded minimum while the table's middle stands empty."""

from __future__ import annotations

import pytest

from cardtable.engine.layouts import caption_scale, roomy_scale
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games

GAMES = all_games()
TABLE_PX = (880.0, 520.0)  # the table's room in a 1280×800 window
CARD_PX = 100.0  # a card's width in the scene (faces.CARD_W)
CAPTION_PT = 11.0  # a full-size caption's points (faces.CAPTION_POINTS)
LEAST_CARD = 35.0  # px: another seat's card, narrowest
LEAST_CAPTION = 9.0  # px: a caption's font (its em) on screen, least


def _cases():
    for gid, game in sorted(GAMES.items()):
        yield pytest.param(gid, game.max_players, id=f"{gid}-{game.max_players}")


@pytest.mark.parametrize("gid,n", list(_cases()))
def test_others_cards_and_captions_are_readable_at_the_most_players(gid, n):
    game = GAMES[gid]
    setup = game.normalise(Setup(tuple(PlayerSpec(f"P{i + 1}") for i in range(n)), {}, 1))
    layout = game.layout(n, setup.options, 0)
    px = min(TABLE_PX[0] / layout.width, TABLE_PX[1] / layout.height)  # px per card width
    others = [z for z in layout.zones if z.seat not in (None, 0)]
    for z in others:
        assert z.scale * px >= LEAST_CARD, f"{z.id}: cards {z.scale * px:.0f} px wide"
    for z in layout.zones:
        if z.label or z.seat is not None:
            caption = CAPTION_PT * caption_scale(z.scale) * px / CARD_PX * 96 / 72
            assert caption >= LEAST_CAPTION, f"{z.id}: caption {caption:.1f} px"


def test_blocks_grow_into_free_room_and_stop_at_crowding():
    # two others across a wide table: they grow to the most allowed
    assert roomy_scale(3, 0, 14.0, 8.0, (4.0, 2.0), 0.4, 0.8, (4.0, 1.7)) == 0.8
    # twelve seats round a small table: no room to grow past the least
    assert roomy_scale(12, 0, 8.0, 5.0, (4.0, 2.0), 0.4, 0.8, (4.0, 1.7)) == 0.4
    # in between, the largest that leaves the middle clear
    k = roomy_scale(8, 0, 14.2, 8.3, (5.8, 3.5), 0.42, 0.8, (6.2, 2.6))
    assert 0.42 < k < 0.8
