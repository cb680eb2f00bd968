"""Data files shipped inside the package, read through ``importlib.resources``.

Everything the app reads at run time lives inside the ``cardtable`` package:
a game's own files next to its code (``RULES.md``, a deck such as
``games/nine_lives/9-lives.csv``) and the app's own files in
``cardtable/data`` (style sheet, icons, desktop integration files). Nothing is
looked up relative to the folder above the package, so a checkout, an
installed wheel and a PyInstaller bundle all find the same files.
"""

from __future__ import annotations

import atexit
from contextlib import ExitStack
from functools import lru_cache
from importlib.resources import as_file, files
from importlib.resources.abc import Traversable
from pathlib import Path

DATA_PACKAGE = "cardtable.data"
APP_ID = "io.github.cardtable.CardTable"
ICON_NAME = APP_ID
# The icon sizes rendered from the scalable icon (freedesktop hicolor theme).
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

_extracted = ExitStack()
atexit.register(_extracted.close)


def resource(package: str, *parts: str) -> Traversable:
    """A data file inside ``package`` (which may live in a zip or a bundle)."""
    return files(package).joinpath(*parts)


@lru_cache(maxsize=None)
def package_file(package: str, *parts: str) -> Path:
    """A real file-system path for a data file shipped inside ``package``,
    e.g. ``package_file("cardtable.games.nine_lives", "9-lives.csv")``.
    Installed packages and bundles have the file on disk already; a package
    imported from a zip gets it extracted once for the life of the process."""
    found = resource(package, *parts)
    if isinstance(found, Path):
        return found
    return _extracted.enter_context(as_file(found))


def data_file(*parts: str) -> Path:
    """A file of the app's own data, e.g. ``data_file("icons", "cardtable.svg")``."""
    return package_file(DATA_PACKAGE, *parts)


def read_data_text(*parts: str) -> str:
    """Text of one of the app's own data files."""
    return resource(DATA_PACKAGE, *parts).read_text(encoding="utf-8")


def icon_files() -> list[tuple[Path, int | None]]:
    """The app icon as ``(file, pixel size)``: the scalable SVG first (size
    ``None``), then each rendered PNG size."""
    return [(data_file("icons", "cardtable.svg"), None)] + [
        (data_file("icons", f"cardtable-{size}.png"), size) for size in ICON_SIZES]


def style_sheet() -> str:
    """The app's style sheet (``cardtable/data/cardtable.qss``), for
    ``QApplication.setStyleSheet``."""
    return read_data_text("cardtable.qss")
