"""Every shipped card face renders with all its words inside their boxes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from cardtable.games.nine_lives.deck import shipped_deck as nine_lives_deck
from cardtable.games.ninety_nine_chances.deck import shipped_deck as chances_deck
from cardtable.table.faces import CARD_H, CARD_W, breakable_words, custom_face_texts, render_sprite
from cardtable.engine.view import CardView
from cardtable.table.style import TableStyle

FULL = QRectF(0, 0, CARD_W, CARD_H)
NOTE = "owes us a favour"
LONG_NOTE = "the old lighthouse keeper owes us a favour since the storm of the year we came"


def _faces():
    chances = chances_deck()
    lives = nine_lives_deck()
    return ([("99-chances", i, chances.face(i)) for i in chances.ids]
            + [("9-lives", c.id, lives.face(c.id)) for c in lives.cards])


def _unclipped(box, may_elide: bool = False) -> list[str]:
    problems = []
    if box.elided and not may_elide:
        problems.append(f"{box.full!r} elided to {box.text!r}")
    metrics = QFontMetricsF(box.font)
    drawn = metrics.boundingRect(box.rect, box.flags, box.text)
    if not box.rect.adjusted(-0.5, -0.5, 0.5, 0.5).contains(drawn):
        problems.append(f"{box.full!r} needs {drawn.width():.1f}×{drawn.height():.1f}, "
                        f"has {box.rect.width():.1f}×{box.rect.height():.1f}")
    for word in breakable_words(box.text):
        if metrics.horizontalAdvance(word) > box.rect.width() + 0.5:
            problems.append(f"{word!r} is wider than its box")
    return problems


def test_every_shipped_face_fits_at_full_size(qapp):
    problems = []
    for deck, card_id, face in _faces():
        for note in ("", NOTE, LONG_NOTE):
            boxes = custom_face_texts(FULL, face, note)
            assert {b.full for b in boxes} >= {t for t in (face.title, face.top, face.bottom, face.big) if t}
            for box in boxes:
                # a long note may be shortened (the preview shows it whole); printed words never
                may_elide = box.full == LONG_NOTE
                problems += [f"{deck} {card_id}: {p}" for p in _unclipped(box, may_elide)]
            # no two boxes on the same side of the card overlap: a note hides no printed word
            for side in (False, True):
                rects = [b.rect for b in boxes if b.upside_down == side]
                if side:
                    rects = [QRectF(CARD_W - r.right(), CARD_H - r.bottom(), r.width(), r.height()) for r in rects]
                upright = [b.rect for b in boxes if not b.upside_down] if side else []
                for i, a in enumerate(rects):
                    for b in rects[i + 1:] + upright:
                        if a is not b and a.intersects(b):
                            problems.append(f"{deck} {card_id}: boxes {a} and {b} overlap")
    assert not problems, "\n".join(problems[:30])


@pytest.mark.parametrize("word", ["Shakespearean Tragedy", "Nature Documentary", "Superhero", "Mockumentary"])
def test_long_genres_are_fitted_not_cut(qapp, word):
    chances = chances_deck()
    card = next(c for c in chances.cards if c.genre == word)
    title = next(b for b in custom_face_texts(FULL, chances.face(card.id)) if b.full == word)
    assert not _unclipped(title)


def test_faces_render(qapp):
    """Every face paints (smoke: the fitted drawing path runs for all)."""
    for _deck, card_id, face in _faces()[:20]:
        pix = render_sprite(CardView(card_id, face, note=NOTE), TableStyle(), 2.0)
        assert pix.width() == 2 * CARD_W
