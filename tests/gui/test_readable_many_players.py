"""At each game's most players, in the table view a 1280×800 window leaves
(about 990×640 px), the others' cards and every caption read, and each fan
uses its zone (issue 24, item 6).

Measured in the scene the app draws, mid-game (bots play a few rounds):
every caption's font is at least 9 px on screen, however small its zone is
drawn; the other seats' cards are at least 35 px wide; a caption sits in
room its layout kept for it (it covers no other zone nor another caption);
and a fan spreads its cards over its zone, side by side while they fit,
overlapping just enough to reach its end when they do not."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPixmap

from cardtable.engine.layouts import caption_scale
from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.table.faces import CAPTION_POINTS, CARD_W, _font
from cardtable.table.scene import TableScene

try:
    from cardtable.table.faces import caption_font
except ImportError:  # the code before: the bold caption font at the caption's scale

    def caption_font(scale: float = 1.0):
        return _font(CAPTION_POINTS * scale, True)

GAMES = all_games()
TABLE_VIEW = (990.0, 640.0)  # px: the table's view in a 1280×800 window
LEAST_CAPTION = 9.0  # px: a caption's font (its em) on screen
LEAST_CARD = 35.0  # px: another seat's card, width on screen
MOVES = 24  # bot moves before looking: mid-game, hands and piles part played


def _cases():
    for gid, game in sorted(GAMES.items()):
        for viewer in (0, 1):
            yield pytest.param(gid, game.max_players, viewer, id=f"{gid}-{game.max_players}-viewer{viewer}")


def _mid_game(gid: str, n: int):
    game = GAMES[gid]
    match = Match(game, Setup(tuple(PlayerSpec(f"Player {i + 1}") for i in range(n)), {}, 3))
    for _ in range(MOVES):
        if match.over or not match.to_act():
            break
        match.play_bot(match.to_act()[0])
    return match


def _table(qapp, gid: str, n: int, viewer: int) -> tuple[TableScene, float]:
    match = _mid_game(gid, n)
    scene = TableScene()
    scene.show_view(match.view(viewer), match.layout(viewer), animate=False)
    rect = scene.sceneRect()
    scale = min(TABLE_VIEW[0] / rect.width(), TABLE_VIEW[1] / rect.height())  # as the view fits it
    scene.set_device_scale(scale)
    return scene, scale


def _caption_rect(zone) -> QRectF | None:
    """The caption's part of what a zone covers (under its outline), scene units."""
    if not zone.label:
        return None
    area, box = zone.area(), _outline(zone)
    return QRectF(area.left(), box.bottom() + 1, area.width(), area.bottom() - box.bottom() - 1)


def _outline(zone) -> QRectF:
    return zone.rect.translated(zone.pos())


@pytest.mark.parametrize("gid,n,viewer", list(_cases()))
def test_captions_and_the_others_cards_read_at_the_most_players(qapp, gid, n, viewer):
    scene, scale = _table(qapp, gid, n, viewer)
    dpi = QPixmap(1, 1).logicalDpiY()  # captions are painted into pixmaps
    for zid, zone in scene.zones.items():
        if zone.label:
            em = caption_font(caption_scale(zone.spec.scale)).pointSizeF() * dpi / 72 * scale
            assert em >= LEAST_CAPTION, f"{zid}: caption {em:.1f} px on screen"
        if zone.spec.seat is not None and zone.spec.seat != viewer:
            card = CARD_W * zone.spec.scale * scale
            assert card >= LEAST_CARD, f"{zid}: cards {card:.1f} px wide on screen"
    # each caption has its own room: clear of every other zone and caption
    # (a caption may be long: it is cut short, never spread over a neighbour)
    boxes = {zid: _outline(z).adjusted(1, 1, -1, -1) for zid, z in scene.zones.items()}
    captions = {zid: r for zid, z in scene.zones.items() if (r := _caption_rect(z)) is not None}
    for zid, cap in captions.items():
        for other, box in boxes.items():
            assert other == zid or not cap.intersects(box), f"{zid}'s caption covers {other}"
        for other, cap2 in captions.items():
            assert other == zid or not cap.intersects(cap2), f"{zid}'s caption runs into {other}'s"


@pytest.mark.parametrize("gid,n,viewer", list(_cases()))
def test_fans_spread_over_their_zone(qapp, gid, n, viewer):
    scene, _ = _table(qapp, gid, n, viewer)
    fans = 0
    for zid, zone in scene.zones.items():
        spec = zone.spec
        if spec.spread != "right":
            continue
        xs = sorted(s.pos().x() for s in scene.sprites.values() if s.zone == zid and not s.is_token)
        if len(xs) < 2:
            continue
        fans += 1
        card = CARD_W * spec.scale
        length = max(1.0, spec.extent) * card
        span = xs[-1] - xs[0] + card
        steps = [b - a for a, b in zip(xs, xs[1:])]
        assert max(steps) <= card + 0.5, f"{zid}: cards {max(steps):.0f} apart, more than a card's width"
        # side by side while they fit, else over the whole zone
        assert span >= min(length, len(xs) * card) - 1, f"{zid}: {len(xs)} cards span {span:.0f} of {length:.0f}"
    # a game with hands fans some cards mid-game (a table without hands, like a grid, may not)
    assert fans or not any(zone.spec.role == "hand" for zone in scene.zones.values()), gid


def test_a_few_cards_lie_side_by_side_and_many_reach_the_zone_end():
    from cardtable.engine.view import HIDDEN, ZoneSpec
    from cardtable.table.scene import card_offsets

    spec = ZoneSpec("alley", 0, 0, "right", extent=8.0, scale=0.5)
    few = [p.x() for _, p in card_offsets(spec, (HIDDEN,) * 5)]
    assert few == [i * CARD_W * 0.5 for i in range(5)]  # edge to edge, not bunched at the start
    many = [p.x() for _, p in card_offsets(spec, (HIDDEN,) * 12)]
    assert many[-1] + CARD_W * 0.5 == pytest.approx(8.0 * CARD_W * 0.5)  # the last card ends at the zone's end
