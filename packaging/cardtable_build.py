"""CardTable's build backend: setuptools, plus the one build step that
derives the built files from their sources.

A checkout holds sources only. Whatever is made from a source is made here,
when a wheel is built or the project is installed (``pip install .``,
``pip install -e .``, ``uv sync``), and never committed:

- each Qt catalogue ``cardtable/data/i18n/cardtable_<language>.ts`` becomes
  its ``.qm`` (``lrelease``, from the PySide6 build requirement);
- each gettext catalogue ``cardtable/**/locale/<language>.po`` becomes its
  ``.mo`` (Babel, a build requirement);
- each Qt Designer form ``ui/<name>.ui`` becomes the module
  ``cardtable/app/forms/ui_<name>.py`` (``pyside6-uic``, from the PySide6
  build requirement; ``packaging/forms.py``);
- the sounds, ``cardtable/data/sounds/*.wav``, are synthesised by their
  source, ``assets/sounds/make_sounds.py`` (the standard library only),
  and their README is copied beside them;
- the app icon, ``cardtable/data/icons/cardtable.svg``, is copied from its
  source, ``assets/icons/cardtable.svg``, and its PNG sizes,
  ``cardtable-<size>.png``, are rendered from it
  (``packaging/render_icons.py``, with PySide6, in a process of its own on
  Qt's offscreen platform);
- the card back, ``cardtable/data/cards/back.svg``, is copied from its
  source, ``assets/cards/back.svg`` (the table recolours and draws it).

``assets/`` holds the sources of what ships; ``cardtable/data`` gets only
what the build makes of them.

A wheel gets them in its build folder, beside the copied sources, and ships
them; an editable install gets them beside their sources in the checkout,
where ``.gitignore`` keeps them out of git. ``pyproject.toml`` names this
module as the build backend (``backend-path = ["packaging"]``) and its
``BuildPy`` as setuptools' ``build_py``; the PEP 517 hooks themselves are
setuptools' own.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from setuptools.build_meta import *  # noqa: F403 -- the PEP 517 hooks are setuptools'
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
ASSETS = HERE.parent / "assets"
for _folder in (HERE, ASSETS / "sounds"):  # packaging/i18n.py, assets/sounds/make_sounds.py
    if str(_folder) not in sys.path:
        sys.path.insert(0, str(_folder))


def derive(root: Path) -> list[Path]:
    """Make every derived file into ``root``, a ``cardtable`` package folder
    (a build's, or the checkout's own); returns the files written."""
    import forms  # packaging/forms.py: the Designer forms' compiler
    import i18n  # packaging/i18n.py: the catalogues' own tool
    import make_sounds

    made = i18n.compile_all(root)
    made += forms.compile_all(root)
    made += make_sounds.write(root / "data" / "sounds")
    made.append(_copy(ASSETS / "sounds" / "README.txt", root / "data" / "sounds" / "README.txt"))
    made.append(_copy(ASSETS / "cards" / "back.svg", root / "data" / "cards" / "back.svg"))
    icons = root / "data" / "icons"
    made.append(_copy(ASSETS / "icons" / "cardtable.svg", icons / "cardtable.svg"))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    rendered = subprocess.run([sys.executable, str(HERE / "render_icons.py"), str(icons)], env=env,
                              capture_output=True, text=True)
    if rendered.returncode:
        raise SystemExit(f"rendering the icons failed:\n{rendered.stdout}{rendered.stderr}")
    made += [Path(line) for line in rendered.stdout.split("\n") if line.strip()]
    return made


def _copy(source: Path, target: Path) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(source.read_bytes())
    return target


class BuildPy(build_py):
    """setuptools' ``build_py``, then :func:`derive` into the build (or, for
    an editable install, into the checkout, which the install points at)."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            root = Path(self.get_package_dir("cardtable")).resolve()
        else:
            root = Path(self.build_lib) / "cardtable"
        self._derived = derive(root)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        derived = [str(path) for path in getattr(self, "_derived", [])] if not self.editable_mode else []
        return [*super().get_outputs(include_bytecode), *derived]
