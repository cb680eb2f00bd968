"""Render the scalable app icon to the standard hicolor sizes.

    python packaging/render_icons.py [FOLDER]

writes ``cardtable-<size>.png`` for every size in
``cardtable.resources.ICON_SIZES``, drawn from ``assets/icons/cardtable.svg``,
into FOLDER (by default the checkout's ``cardtable/data/icons``). The build step
(``packaging/cardtable_build.py``) runs it for every wheel and editable
install, so the PNGs (for desktops and window managers that do not draw SVG
icons) are made, never committed.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "assets" / "icons" / "cardtable.svg"  # the source; the build copies it beside the PNGs


def icon_sizes() -> tuple[int, ...]:
    """The sizes the app looks for (``cardtable.resources.ICON_SIZES``), read
    from this source tree, which need not be installed."""
    sys.path.insert(0, str(ROOT))
    try:
        from cardtable.resources import ICON_SIZES
    finally:
        sys.path.remove(str(ROOT))
    return ICON_SIZES


def render(size: int):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
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


def write(folder: Path) -> list[Path]:
    """Render every size into ``folder``; returns the files written."""
    from PySide6.QtGui import QGuiApplication

    QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    folder.mkdir(parents=True, exist_ok=True)
    made = []
    for size in icon_sizes():
        out = folder / f"cardtable-{size}.png"
        if not render(size).save(str(out)):
            raise SystemExit(f"cannot write {out}")
        made.append(out)
    return made


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    for out in write(Path(args[0]) if args else SVG.parent):
        print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
