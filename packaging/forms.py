"""Compile CardTable's Qt Designer forms (``ui/*.ui``) into Python modules.

Each form ``ui/<name>.ui`` becomes ``cardtable/app/forms/ui_<name>.py``
(its class ``Ui_<Class>``, with ``setupUi``) by ``pyside6-uic``, from the
PySide6 build requirement. Like the catalogues, the modules are made by
the build (``packaging/cardtable_build.py``), never committed: in a
wheel's build folder, or beside the sources for an editable install.

The forms' texts are translated through the window's one catalogue, in
its one empty context (``cardtable.words.tr``): uic is told to call
``tr`` instead of ``QCoreApplication.translate("<Form>", ...)``, so a text
said by a form and by code ("&Close") is one message, translated once, and
a text moved between a form and code keeps its translation.
``packaging/i18n.py`` hands lupdate these modules (compiled afresh into a
scratch folder), which it reads like any other code.

What uic writes is made steady here: no file name or tool version in its
head, no ``u""`` string prefixes (lupdate would not see ``tr(u"...")``),
and the import of ``tr`` it needs.

Usage: ``python packaging/forms.py [cardtable folder]`` compiles every form
(into the checkout's package by default).
"""

from __future__ import annotations

import io
import re
import subprocess
import sys
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FORMS = ROOT / "ui"
PACKAGE = ROOT / "cardtable"
TARGET = Path("app") / "forms"  # where the modules go, below a ``cardtable`` folder
HEAD = ("# The form ui/{form} compiled by the build (packaging/forms.py, pyside6-uic).\n"
        "# Made, never committed: edit the form (pyside6-designer ui/{form}), not this file.\n")


def forms() -> list[Path]:
    """Every form, by name."""
    return sorted(FORMS.glob("*.ui"))


def module_path(form: Path, root: Path = PACKAGE) -> Path:
    """Where ``form``'s module goes below ``root`` (a ``cardtable`` folder)."""
    return root / TARGET / f"ui_{form.stem}.py"


def is_compiled_form(path: Path) -> bool:
    """Whether ``path`` is a module the build makes from a form."""
    return path.parent.name == TARGET.name and path.parent.parent.name == TARGET.parent.name \
        and path.name.startswith("ui_")


def _uic() -> list[str]:
    """The command of PySide6's uic, writing Python: the program inside the
    installed PySide6 package (a build environment has no script folder
    on its PATH), else the ``pyside6-uic`` script."""
    try:
        import PySide6
    except ImportError:
        pass
    else:
        inside = Path(PySide6.__file__).parent
        for program in (inside / "uic", inside / "uic.exe", inside / "Qt" / "libexec" / "uic"):
            if program.is_file():
                return [str(program), "-g", "python"]
    from i18n import _tool  # packaging/i18n.py: how the other Qt tools are found

    return [_tool("pyside6-uic")]


def steady(code: str, form: str) -> str:
    """uic's Python made steady (see the module)."""
    body = code[code.index("from PySide6"):]
    # each string as a person writes it: no u prefix, its letters as such
    # ("…", not "\\u2026"); found as tokens, so nothing inside a string is touched
    lines = body.splitlines(keepends=True)
    strings = [token for token in tokenize.generate_tokens(io.StringIO(body).readline)
               if token.type == tokenize.STRING]
    for token in reversed(strings):
        (row, col), (end_row, end_col) = token.start, token.end
        if row == end_row:
            line = lines[row - 1]
            lines[row - 1] = line[:col] + _plain_string(token.string) + line[end_col:]
    body = "".join(lines)
    at = body.index("\nclass ")
    body = body[:at] + "\nfrom cardtable.words import tr\n" + body[at:]
    return HEAD.format(form=form) + "\n" + body


_ESCAPE = re.compile(r"(?<!\\)((?:\\\\)*)\\u([0-9a-fA-F]{4})")


def _plain_string(literal: str) -> str:
    """A string literal without its u prefix and with its ``\\uXXXX``
    escapes written as the letters they stand for."""
    if literal[:1] in "uU":
        literal = literal[1:]
    return _ESCAPE.sub(lambda m: m.group(1) + chr(int(m.group(2), 16)), literal)


def compile_form(form: Path, out: Path) -> Path:
    """Compile ``form`` into the module ``out``; returns ``out``."""
    # --no-autoconnection: a dialog connects its own signals, none by a slot's name
    made = subprocess.run([*_uic(), "--tr", "tr", "--no-autoconnection", form.name], cwd=form.parent,
                          capture_output=True, text=True)
    if made.returncode:
        raise SystemExit(f"pyside6-uic failed on {form.name}:\n{made.stdout}{made.stderr}")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(steady(made.stdout, form.name), encoding="utf-8", newline="\n")
    return out


def compile_all(root: Path = PACKAGE) -> list[Path]:
    """Compile every form into ``root`` (a ``cardtable`` folder: the
    checkout's own, or a build's); returns the modules written."""
    return [compile_form(form, module_path(form, root)) for form in forms()]


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    for path in compile_all(Path(sys.argv[1]) if len(sys.argv) > 1 else PACKAGE):
        print("compiled", path)
