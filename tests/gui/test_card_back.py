"""The card back is art kept as a source (assets/cards/back.svg), shipped
built into the package and recoloured for each back a player may choose."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from cardtable.resources import data_file
from cardtable.table import faces
from cardtable.table.palette import CARD_BACKS

ASSET = Path(__file__).resolve().parents[2] / "assets" / "cards" / "back.svg"


def _back(colours: tuple[str, str]) -> QImage:
    image = QImage(200, 280, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    painter.scale(2, 2)
    faces.paint_card_back(painter, QRectF(0, 0, faces.CARD_W, faces.CARD_H), colours)
    painter.end()
    return image


def _colours(image: QImage) -> set[str]:
    return {image.pixelColor(x, y).name() for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)}


def test_the_package_ships_the_back_built_from_its_source():
    assert data_file("cards", "back.svg").read_bytes() == ASSET.read_bytes()
    source = ASSET.read_text(encoding="utf-8")
    assert faces.BACK_DARK in source and faces.BACK_LIGHT in source


@pytest.mark.parametrize("name", sorted(CARD_BACKS))
def test_each_back_is_drawn_in_its_own_colours_only(qapp, name):
    dark, light = CARD_BACKS[name]
    seen = _colours(_back((dark, light)))
    assert QColor(dark).name() in seen and QColor(light).name() in seen
    others = {QColor(c).name() for other, pair in CARD_BACKS.items() if other != name for c in pair}
    assert not seen & others, f"the {name} back shows another back's colour"
