"""A token's shape is drawing data (CardView.shape): the table paints a
"ring" token with a dark hole, a plain one without, and never hands the
sprite of one sort of piece to another."""

from __future__ import annotations

from PySide6.QtGui import QColor

from cardtable.engine.view import CardView, Layout, TableView, ZoneSpec, ZoneView
from cardtable.table.faces import TOKEN, render_sprite
from cardtable.table.scene import TableScene
from cardtable.table.style import TableStyle

PLAIN = CardView(id="t", face=None, kind="token", label="", colour="#2e7d32")
RING = CardView(id="r", face=None, kind="token", shape="ring", label="", colour="#2e7d32")


def _centre(view: CardView) -> QColor:
    image = render_sprite(view, TableStyle(), 2.0).toImage()
    return image.pixelColor(image.width() // 2, image.height() // 2)


def test_a_ring_token_has_a_dark_hole_and_a_plain_one_none(qapp):
    assert _centre(RING).name() == "#111111"
    assert _centre(PLAIN).name() == "#2e7d32"
    gold = CardView(id="g", face=None, kind="token", shape="ring")
    image = render_sprite(gold, TableStyle(), 2.0).toImage()
    assert image.pixelColor(round(TOKEN * 2 * 0.2), image.height() // 2).name() == "#f9a825"


def test_a_piece_leaving_gives_its_sprite_only_to_a_piece_of_its_sort(qapp):
    layout = Layout(3, 2, (ZoneSpec("a", 0, 0, "slot"), ZoneSpec("b", 1.5, 0, "slot")))
    scene = TableScene()
    scene.show_view(TableView(None, (ZoneView("a", (RING,)), ZoneView("b"))), layout, animate=False)
    ring = scene.sprites["r"]
    assert ring.is_token and ring.view.shape == "ring"
    scene.show_view(TableView(None, (ZoneView("a"), ZoneView("b", (PLAIN,)))), animate=False)
    assert set(scene.sprites) == {"t"} and scene.sprites["t"] is not ring and scene.sprites["t"].is_token
    token = scene.sprites["t"]
    scene.show_view(TableView(None, (ZoneView("a", (PLAIN,)), ZoneView("b"))), animate=False)
    assert scene.sprites["t"] is token  # the same piece moves
    other = CardView(id="u", face=None, kind="token", colour="#2e7d32")
    scene.show_view(TableView(None, (ZoneView("a"), ZoneView("b", (other,)))), animate=False)
    assert scene.sprites["u"] is token  # a plain token takes over a plain token's sprite
    scene.clear()
