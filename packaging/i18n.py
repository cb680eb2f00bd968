"""Make, update and compile CardTable's translation catalogues.

Two kinds of catalogue, one per layer:

- the window, the table, the session and the phones (``app/``, ``table/``,
  ``model/``, ``remote/``) say their words with ``cardtable.words.tr``:
  ``pyside6-lupdate`` files them in one Qt catalogue a language,
  ``cardtable/data/i18n/cardtable_<language>.ts`` (each English text once,
  wherever it is said: in code, or in a Qt Designer form in ``ui/``, whose
  module ``packaging/forms.py`` makes call the same ``tr``), and ``pyside6-lrelease`` compiles it into
  ``cardtable_<language>.qm``. English has a catalogue too, of plural forms
  only ("%n card(s)" -> "1 card", "2 cards").
- the engine and each game (pure Python) say theirs with
  ``cardtable.engine.i18n._``: Babel extracts them into each package's
  ``locale/<language>.po``, compiled to ``locale/<language>.mo``.

Usage (from the project root, in the project's venv)::

    python packaging/i18n.py update    # bring every catalogue up to date with the code
    python packaging/i18n.py compile   # .ts -> .qm and .po -> .mo
    python packaging/i18n.py status    # what is left to translate, per catalogue

``update`` keeps every translation already made and adds the new texts
untranslated; then translate them (Qt Linguist, ``pyside6-linguist``, or any
editor for ``.po`` files) and ``compile`` (or install again: ``pip install
-e .`` compiles them too). Only the sources (``.ts``, ``.po``) are
committed; the compiled files are made by the build
(``packaging/cardtable_build.py``) and kept out of git. ``tests/i18n``
fails while any catalogue is behind the code, a text is untranslated or a
compiled file says something other than its source.
"""

from __future__ import annotations

import argparse
import io
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cardtable"
QT_FOLDER = PACKAGE / "data" / "i18n"
TRANSLATED = ("de",)  # the languages with a complete translation (English is the source)

QT_ROOTS = ("app", "table", "model", "remote")  # the layers that speak through Qt's tr()

# gettext catalogues: package folder -> the sources it holds beside its own.
GETTEXT_EXTRA = {"engine": ("games/__init__.py", "sweep", "lab")}  # a folder: every module in it
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "NP_": ((1, "c"), 2)}


def _rel(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()


def qt_sources() -> list[Path]:
    """The files whose words the Qt catalogue holds: the code (not the
    modules the build makes from the forms) and the forms (``ui/*.ui``)."""
    import forms

    code = [path for root in QT_ROOTS for path in sorted((PACKAGE / root).rglob("*.py"))]
    return [path for path in code if not forms.is_compiled_form(path)] + forms.forms()


def ts_path(language: str, folder: Path = QT_FOLDER) -> Path:
    return folder / f"cardtable_{language}.ts"


def _tool(name: str) -> str:
    """A Qt tool that comes with PySide6 (``pyside6-lrelease``): the program
    inside the installed PySide6 package (a build environment has no script
    folder on its PATH), else the script beside this Python or on the PATH."""
    try:
        import PySide6
    except ImportError:
        inside = None
    else:
        inside = Path(PySide6.__file__).parent / name.removeprefix("pyside6-")
    here = Path(sys.executable).parent / name
    found = next((str(p) for p in (inside, here) if p is not None and p.is_file()), None) or shutil.which(name)
    if not found:
        raise SystemExit(f"{name} was not found (it comes with PySide6)")
    return found


def lupdate(sources: list[Path], language: str, folder: Path = QT_FOLDER) -> Path:
    """Bring the catalogue for ``language`` up to date with ``sources``
    (English: plural forms only); returns its path."""
    folder.mkdir(parents=True, exist_ok=True)
    target = ts_path(language, folder)
    args = [_tool("pyside6-lupdate"), "-silent", "-locations", "none", "-no-obsolete",
            "-source-language", "en", "-target-language", language]
    if language == "en":
        args.append("-pluralonly")
    with tempfile.TemporaryDirectory() as scratch:
        read = _readable(sources, Path(scratch))
        listing = Path(scratch) / "sources.lst"
        listing.write_text("\n".join(str(p) for p in read), encoding="utf-8")
        subprocess.run([*args, f"@{listing}", "-ts", str(target)], check=True, cwd=ROOT,
                       stdout=subprocess.DEVNULL)
    if language == "en":
        _english_plurals(target)
    return target


def _readable(sources: list[Path], scratch: Path) -> list[Path]:
    """``sources`` as lupdate reads them into the one empty context: each
    form (``.ui``) compiled into ``scratch`` as the build compiles it, its
    texts said through ``tr`` (lupdate would file a ``.ui`` itself under
    its form's class)."""
    import forms

    return [forms.compile_form(path, scratch / f"ui_{path.stem}.py") if path.suffix == ".ui" else path
            for path in sources]


def _english_plurals(path: Path) -> None:
    """Fill the English plural forms lupdate leaves empty from the source's
    "(s)" ("%n card(s)" -> "%n card" and "%n cards"); forms already written
    are kept, so an irregular plural is written once by hand."""
    tree = ET.parse(path)
    changed = False
    for message in tree.iter("message"):
        translation = message.find("translation")
        forms = translation.findall("numerusform") if translation is not None else []
        source = message.findtext("source") or ""
        if not forms or any(f.text for f in forms) or "(s)" not in source:
            continue
        forms[0].text = source.replace("(s)", "")
        forms[1].text = source.replace("(s)", "s")
        translation.attrib.pop("type", None)
        changed = True
    if changed:
        _write_ts(tree, path)


def _write_ts(tree: ET.ElementTree, path: Path) -> None:
    """Write a ``.ts`` laid out as lupdate lays it out (each ``<context>``
    at the start of its line), so a file touched here and by lupdate
    differs only where a message does."""
    root = tree.getroot()
    root.text = "\n"
    for context in root:
        ET.indent(context, "    ")
        context.tail = "\n"
    # lupdate's own spelling: an empty name as a pair of tags, and ' as &apos;
    # (ElementTree escapes only &, < and > in text; no attribute holds a ')
    body = ET.tostring(root, encoding="unicode").replace("<name />", "<name></name>").replace("'", "&apos;")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def lrelease(language: str, out: Path, folder: Path = QT_FOLDER) -> Path:
    """Compile the catalogue of ``language`` into a ``.qm``."""
    subprocess.run([_tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts_path(language, folder)),
                    "-qm", str(out)],
                   check=True, stdout=subprocess.DEVNULL)
    return out


def qm_path(language: str, folder: Path = QT_FOLDER) -> Path:
    return folder / f"cardtable_{language}.qm"


def qt_languages() -> list[str]:
    """The languages with a Qt catalogue: English (plural forms) and every translation."""
    return ["en", *TRANSLATED]


# -- gettext ----------------------------------------------------------------

def gettext_packages() -> dict[str, list[Path]]:
    """Each gettext catalogue's folder (relative to the package) and its sources."""
    found: dict[str, list[Path]] = {"engine": sorted((PACKAGE / "engine").rglob("*.py"))}
    for extra in map(PACKAGE.joinpath, GETTEXT_EXTRA["engine"]):
        found["engine"] += sorted(extra.rglob("*.py")) if extra.is_dir() else [extra]
    for game in sorted((PACKAGE / "games").iterdir()):
        if (game / "__init__.py").exists():
            found[f"games/{game.name}"] = sorted(game.rglob("*.py"))
    return found


def extract(sources: list[Path]):
    """The catalogue template (a Babel ``Catalog``) of ``sources``."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_file

    template = Catalog(project="CardTable", fuzzy=False)
    for path in sources:
        for lineno, message, comments, context in extract_from_file(
                "python", str(path), keywords=KEYWORDS, comment_tags=("Translators:",)):
            template.add(message, None, [(_rel(path), lineno)], auto_comments=comments, context=context)
    return template


def po_path(package: str, language: str) -> Path:
    return PACKAGE / package / "locale" / f"{language}.po"


def mo_path(package: str, language: str, root: Path = PACKAGE) -> Path:
    """Where ``package``'s compiled catalogue goes below ``root`` (the
    ``cardtable`` folder of the checkout, or of a build)."""
    return root / package / "locale" / f"{language}.mo"


def update_po(package: str, sources: list[Path], language: str) -> Path | None:
    """Bring ``package``'s ``.po`` for ``language`` up to date; None when the
    package says nothing to translate."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po, write_po

    template = extract(sources)
    path = po_path(package, language)
    if not len(template):
        return None
    if path.exists():
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=language)
    else:
        catalog = Catalog(locale=language, project="CardTable", fuzzy=False)
    catalog.update(template, no_fuzzy_matching=True)
    catalog.obsolete.clear()
    path.parent.mkdir(parents=True, exist_ok=True)
    out = io.BytesIO()
    write_po(out, catalog, width=0, omit_header=False, no_location=True, sort_output=True)
    path.write_bytes(_steady_header(out.getvalue()))
    return path


def _steady_header(data: bytes) -> bytes:
    """The .po with its dates fixed and no tool version in it, so updating
    twice, or with another version of Babel, changes nothing."""
    data = re.sub(rb'"(POT-Creation-Date|PO-Revision-Date): [^"]*\\n"\n', rb'"\1: 2026-01-01 00:00+0000\\n"\n', data)
    return re.sub(rb'"Generated-By: Babel[^"]*\\n"\n', rb'"Generated-By: Babel\\n"\n', data)


def compile_mo(package: str, language: str, out: Path | None = None) -> Path | None:
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    source = po_path(package, language)
    if not source.exists():
        return None
    with source.open("rb") as handle:
        catalog = read_po(handle, locale=language)
    target = out or mo_path(package, language)
    with target.open("wb") as handle:
        write_mo(handle, catalog, use_fuzzy=False)
    return target


# -- commands ---------------------------------------------------------------

def update(only: set[str]) -> None:
    if not only or "qt" in only:
        for language in ("en", *TRANSLATED):
            print("updated", _rel(lupdate(qt_sources(), language)))
    for package, sources in gettext_packages().items():
        if only and package not in only and package.split("/")[-1] not in only:
            continue
        for language in TRANSLATED:
            made = update_po(package, sources, language)
            if made:
                print("updated", _rel(made))


def compile_all(root: Path = PACKAGE) -> list[Path]:
    """Compile every catalogue into ``root`` (a ``cardtable`` folder: the
    checkout's own, or a build's): each ``.ts`` into its ``.qm`` and each
    ``.po`` into its ``.mo``, at the same places below ``root`` as their
    sources below the checkout's. Returns the files written.

    This is the build step (``packaging/cardtable_build.py`` runs it for
    every wheel and editable install); the compiled files are never
    committed."""
    made = []
    for language in qt_languages():
        if ts_path(language).exists():
            out = qm_path(language, root / QT_FOLDER.relative_to(PACKAGE))
            out.parent.mkdir(parents=True, exist_ok=True)
            made.append(lrelease(language, out))
    for package in gettext_packages():
        for language in TRANSLATED:
            if po_path(package, language).exists():
                out = mo_path(package, language, root)
                out.parent.mkdir(parents=True, exist_ok=True)
                made.append(compile_mo(package, language, out))
    return made


def status() -> None:
    for language in ("en", *TRANSLATED):
        path = ts_path(language)
        if path.exists():
            todo, total = ts_todo(path)
            print(f"{_rel(path)}: {total} texts, {todo} untranslated")
    for package in gettext_packages():
        for language in TRANSLATED:
            path = po_path(package, language)
            if path.exists():
                todo, total = po_todo(path, language)
                print(f"{_rel(path)}: {total} texts, {todo} untranslated")


def ts_todo(path: Path) -> tuple[int, int]:
    """(untranslated, all) messages of a ``.ts``."""
    todo = total = 0
    for message in ET.parse(path).iter("message"):
        total += 1
        translation = message.find("translation")
        forms = translation.findall("numerusform") if translation is not None else []
        empty = (not all(f.text for f in forms)) if forms else not (translation is not None and translation.text)
        if empty or (translation is not None and translation.get("type") == "unfinished"):
            todo += 1
    return todo, total


def po_todo(path: Path, language: str) -> tuple[int, int]:
    from babel.messages.pofile import read_po

    with path.open("rb") as handle:
        catalog = read_po(handle, locale=language)
    todo = total = 0
    for message in catalog:
        if not message.id:
            continue
        total += 1
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy or not all(strings):
            todo += 1
    return todo, total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("update", "compile", "status"))
    parser.add_argument("only", nargs="*", help="update only these: qt (the window's catalogue), or packages (e.g. engine, games/nine_lives)")
    args = parser.parse_args(argv)
    if args.command == "update":
        update(set(args.only))
    elif args.command == "compile":
        for made in compile_all():
            print("compiled", _rel(made))
    else:
        status()
    return 0


if __name__ == "__main__":
    sys.exit(main())
