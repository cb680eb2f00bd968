"""Pictures for the story summary: the game's own (the final grid with the
Disk's route...), or else the final table cropped to its cards, and the
game's chart. Needs a Qt GUI application (see
:func:`cardtable.app.summary.qt_app.ensure_app`).

This module sits beside the :mod:`cardtable.app.summary` package, not in
it: it draws the chart with :mod:`cardtable.app.charts`, which itself needs
the package's Qt application, so inside the package it would make the
package and ``charts`` import each other."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage

import attrs

from cardtable.engine.view import Layout, StoryPicture, ZoneSpec, ZoneView
from cardtable.table.faces import CARD_H, CARD_W
from cardtable.table.scene import UNIT, zone_rect
from cardtable.words import tr

from .summary.build import build_summary
from .summary.model import Image, Summary

log = logging.getLogger(__name__)
PICTURE_WIDTH = 1800  # pixels: sharp at the full text width of an A4 page
CARDS_ACROSS = 7.0  # card widths of table shown across the full text width (wider pictures shrink to fit)


def png_bytes(image: QImage) -> bytes:
    """``image`` as the bytes of a PNG file (empty if it cannot be one: a
    null image), for a writer that never follows a link to write them."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        return b""
    return bytes(QByteArray(buffer.data()))


GAP = 0.12  # card widths between two cards laid side by side in a picture
ZONE_GAP = 0.5  # card widths between two zones, at most (less where the table has them closer)
ROW_GAP = 0.55  # card widths between two rows (room for the captions)
MOST_IN_A_ROW = 8  # cards of one zone side by side before it takes another row


def fitted(picture: StoryPicture, layout: Layout) -> tuple[StoryPicture, Layout]:
    """A picture of some zones (its ``focus``) laid out so every card shows
    its whole face, drawn by the table's own rendering: the zones keep the
    table's order (rows from top to bottom, left to right in a row), each
    at full size and upright, and a fan of cards becomes a row of its cards
    side by side (more rows past ``MOST_IN_A_ROW``), so no card covers
    another's title or note and no zone is wider than its cards. A picture
    of the whole table (its focus every zone) stays the table as it is."""
    focus = set(picture.focus)
    if not focus or focus >= {z.id for z in layout.zones}:
        return picture, layout
    shown = [spec for spec in layout.zones if spec.id in focus]
    if not shown:
        return picture, layout
    zones = picture.view.zone_map
    rows: list[list[ZoneSpec]] = []
    for spec in sorted(shown, key=lambda z: (z.y, z.x)):
        top, bottom = spec.y, spec.y + _height(spec)
        row = rows[-1] if rows else None
        if row is not None and top < max(z.y + _height(z) for z in row) - 0.01 and bottom > min(z.y for z in row):
            row.append(spec)
        else:
            rows.append([spec])
    specs: list[ZoneSpec] = []
    views: list[ZoneView] = []
    y, width = 0.0, 0.0
    card_h = CARD_H / CARD_W
    for row in rows:
        x, tallest, right = 0.0, card_h, None
        for spec in sorted(row, key=lambda z: z.x):
            if right is not None:  # the table's own gap between two zones, within reason
                x += min(ZONE_GAP, max(0.15, spec.x - right))
            right = spec.x + _width(spec)
            zone = zones.get(spec.id, ZoneView(spec.id))
            cards = [c for c in zone.cards if c.kind == "card"]
            pieces = tuple(c for c in zone.cards if c.kind != "card")
            if spec.spread in ("right", "down") and len(cards) > 1:
                across = min(len(cards), MOST_IN_A_ROW)
                lines = -(-len(cards) // MOST_IN_A_ROW)
                extent = across + GAP * (across - 1)
                specs.append(attrs.evolve(spec, x=x, y=y, spread="right", extent=extent, rotated=False, scale=1.0))
                views.append(attrs.evolve(zone, cards=pieces))
                for k, card in enumerate(cards):
                    place = f"{spec.id}\x1f{k}"  # a place of its own for each card of the fan
                    specs.append(ZoneSpec(place, x + (k % MOST_IN_A_ROW) * (1 + GAP),
                                          y + (k // MOST_IN_A_ROW) * (card_h + GAP), "slot"))
                    views.append(ZoneView(place, (card,)))
                zone_h = lines * card_h + (lines - 1) * GAP
            else:
                extent = 1.0 if spec.spread in ("right", "down") else spec.extent
                spread = "stack" if spec.spread == "down" else spec.spread
                specs.append(attrs.evolve(spec, x=x, y=y, spread=spread, extent=extent, rotated=False, scale=1.0))
                views.append(zone)
                extent = max(1.0, extent) if spread == "right" else 1.0
                zone_h = card_h
            x += extent
            tallest = max(tallest, zone_h)
        width = max(width, x)
        y += tallest + ROW_GAP
    view = attrs.evolve(picture.view, zones=tuple(views), links=())
    return (attrs.evolve(picture, view=view, focus=tuple(z.id for z in specs)),
            Layout(max(width, 1.0), max(y - ROW_GAP, card_h), tuple(specs)))


def _width(spec: ZoneSpec) -> float:
    """A zone's width on the table (the scene's own), in card widths."""
    return zone_rect(spec).width() / UNIT


def _height(spec: ZoneSpec) -> float:
    """A zone's height on the table (the scene's own), in card widths."""
    return zone_rect(spec).height() / UNIT


def match_pictures(match: Any) -> list[Image]:
    """The pictures a summary of ``match`` shows, captioned."""
    from cardtable.table.snapshot import render_picture

    from .charts import match_chart, match_chart_png

    game, setup = match.game, match.setup
    layout = game.layout(setup.count, setup.options, None)
    over = game.result(match.state) is not None
    pictures: list[Any] = []
    if game.story_pictures is not None:
        try:
            pictures = list(game.story_pictures(match.state))
        except Exception:  # a summary must still come out
            log.exception("%s could not draw its story pictures", game.title)
    if not pictures:
        caption = tr("The table as the game ended") if over else tr("The table when this summary was written")
        # the whole table, every zone whole (not only the zones holding cards, which cuts the rest)
        pictures = [StoryPicture(caption, match.view(None), (), tuple(z.id for z in layout.zones))]
    out = []
    for p in pictures:
        picture, picture_layout = fitted(p, layout)
        # cards the same size in every picture: a short strip takes part of the page's width
        share = min(1.0, (picture_layout.width + 0.6) / CARDS_ACROSS)
        out.append(Image(png_bytes(render_picture(picture, picture_layout, PICTURE_WIDTH)), p.caption, share))
    chart = match_chart(match)
    png = match_chart_png(match, 720, 400) if chart is not None else None
    if png:
        out.append(Image(png, ""))  # the chart carries its own title
    return out


def illustrated_summary(match: Any) -> Summary:
    """The story summary of ``match`` with its pictures."""
    return build_summary(match, pictures=match_pictures(match))
