"""Render the scalable app icon to the standard hicolor sizes.

    python packaging/render_icons.py

writes ``cardtable/data/icons/cardtable-<size>.png`` for every size in
``cardtable.resources.ICON_SIZES``. Run it after changing ``cardtable.svg``
and commit the PNGs (they ship in the wheel and the bundle, for desktops and
window managers that do not draw SVG icons).
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from cardtable.resources import ICON_SIZES, data_file  # noqa: E402


def render(size: int) -> QImage:
    renderer = QSvgRenderer(str(data_file("icons", "cardtable.svg")))
    if not renderer.isValid():
        raise SystemExit("cardtable.svg is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    folder = data_file("icons", "cardtable.svg").parent
    for size in ICON_SIZES:
        out = folder / f"cardtable-{size}.png"
        if not render(size).save(str(out)):
            raise SystemExit(f"cannot write {out}")
        print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
