"""Issue 36: a card a fan covers in part still shows its number whole and
how its title begins ("9 Lives, 3 players: the big bid numbers show only
their first digit"). Every game, at 3 players and at its most, in the
viewer's own hand as the table lays it out: each card's big number, drawn
as its face draws it, ends before the next card lies over it, uncut, and
its title's first letter shows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.table.faces import CARD_H, CARD_W, custom_face_texts
from cardtable.table.scene import TableScene

GAMES = all_games()
FACE = QRectF(0, 0, CARD_W, CARD_H)


def _cases():
    for gid, game in sorted(GAMES.items()):
        for n in sorted({max(3, game.min_players), game.max_players}):
            yield pytest.param(gid, n, id=f"{gid}-{n}")


def _drawn_right(box) -> float:
    """Where the text of a fitted box ends on the card (its own alignment)."""
    metrics = QFontMetricsF(box.font)
    return metrics.boundingRect(box.rect, box.flags, box.text).right()


def _drawn_left(box) -> float:
    metrics = QFontMetricsF(box.font)
    lines = metrics.boundingRect(box.rect, box.flags, box.text)
    if box.flags & Qt.AlignmentFlag.AlignLeft:
        return lines.left() + metrics.horizontalAdvance(box.text[:1])
    return (box.rect.left() + box.rect.right() - metrics.horizontalAdvance(box.text)) / 2 \
        + metrics.horizontalAdvance(box.text[:1])


@pytest.mark.parametrize("gid,n", list(_cases()))
def test_a_covered_card_shows_its_number_and_how_its_title_begins(qapp, gid, n):
    match = Match(GAMES[gid], Setup(tuple(PlayerSpec(f"Player {i + 1}") for i in range(n)), {}, 3))
    scene = TableScene()
    scene.show_view(match.view(0), match.layout(0), animate=False)
    own = [z for z in scene.zones.values() if z.spec.seat == 0 and z.spec.spread == "right"]
    problems, covered = [], 0
    for zone in own:
        fan = sorted((s for s in scene.sprites.values() if s.zone == zone.spec.id and not s.is_token),
                     key=lambda s: s.pos().x())
        for card, over in zip(fan, fan[1:]):
            face = card.view.face if card.view.face_up else None
            if face is None or not face.big:
                continue
            shows = (over.pos().x() - card.pos().x()) / card.zone_scale  # in the card's own units
            if shows >= CARD_W:
                continue
            covered += 1
            boxes = {b.full: b for b in custom_face_texts(FACE, face)}
            number = boxes[face.big]
            if number.elided or _drawn_right(number) > shows:
                problems.append(f"{face.big!r} ends at {_drawn_right(number):.0f} of {shows:.0f} shown")
            if face.title and _drawn_left(boxes[face.title]) > shows:
                problems.append(f"{face.title!r} begins past the {shows:.0f} shown")
    assert not problems, (gid, n, covered, problems[:8])
