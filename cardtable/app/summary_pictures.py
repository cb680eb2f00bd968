"""Pictures for the story summary: the game's own (the final grid with the
Disk's route...), or else the final table cropped to its cards, and the
game's chart. Needs a Qt GUI application (see ``summary_qt.ensure_app``)."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage

from cardtable.engine.view import StoryPicture

from .summary import Image, Summary, build_summary

log = logging.getLogger(__name__)
PICTURE_WIDTH = 1800  # pixels: sharp at the full text width of an A4 page


def _png(image: QImage) -> bytes:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(QByteArray(buffer.data()))


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
        caption = "The table as the game ended" if over else "The table when this summary was written"
        pictures = [StoryPicture(caption, match.view(None))]
    out = [Image(_png(render_picture(p, layout, PICTURE_WIDTH)), p.caption) for p in pictures]
    chart = match_chart(match)
    png = match_chart_png(match, 720, 400) if chart is not None else None
    if png:
        out.append(Image(png, ""))  # the chart carries its own title
    return out


def illustrated_summary(match: Any) -> Summary:
    """The story summary of ``match`` with its pictures."""
    return build_summary(match, pictures=match_pictures(match))
