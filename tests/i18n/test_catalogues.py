"""The translation catalogues are complete and current.

For the Qt catalogue (``packaging/i18n.py``) of every language: the ``.ts`` holds
exactly the texts the code says (pyside6-lupdate run again finds nothing new
and nothing gone), each translated, with the same placeholders as its
English; the compiled ``.qm`` (made by the build, never committed) says what
the ``.ts`` says, message by message, whatever version of lrelease wrote it.
The same for each package's gettext ``.po`` (extracted again with Babel) and
its ``.mo``.
"""

from __future__ import annotations

import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import i18n as tool  # noqa: E402

pytest.importorskip("babel")

_PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n|%L?\d")


def _messages(path: Path) -> dict[tuple[str, str, str], tuple[str, ...]]:
    out = {}
    for context in ET.parse(path).iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("vanished", "obsolete"):
                continue
            forms = tuple(f.text or "" for f in translation.findall("numerusform")) if translation is not None else ()
            text = forms or ((translation.text or "",) if translation is not None else ("",))
            unfinished = translation is not None and translation.get("type") == "unfinished"
            out[(name, message.findtext("source") or "", message.findtext("comment") or "")] = (
                text if not unfinished else ("",))
    return out


def _placeholders(text: str) -> list[str]:
    return sorted(set(_PLACEHOLDER.findall(text)) - {"%n"})


@pytest.fixture(scope="module")
def fresh_ts(tmp_path_factory) -> Path:
    """Every committed .ts, updated again from the code in a scratch folder."""
    folder = tmp_path_factory.mktemp("ts")
    for language in ("en", *tool.TRANSLATED):
        committed = tool.ts_path(language)
        if committed.exists():
            shutil.copy(committed, tool.ts_path(language, folder))
        tool.lupdate(tool.qt_sources(), language, folder)
    return folder


def test_qt_catalogues_hold_what_the_code_says(fresh_ts):
    for language in ("en", *tool.TRANSLATED):
        committed, fresh = tool.ts_path(language), tool.ts_path(language, fresh_ts)
        assert committed.exists(), f"{committed.name} is missing: run packaging/i18n.py update"
        assert set(_messages(committed)) == set(_messages(fresh)), (
            f"{committed.name} is behind the code: run packaging/i18n.py update, then translate")


def test_qt_catalogues_are_translated_with_the_same_placeholders():
    counted = 0
    for language in ("en", *tool.TRANSLATED):
        path = tool.ts_path(language)
        for (_ctx, source, _comment), forms in _messages(path).items():
            counted += 1
            assert all(forms), f"{path.name}: {source!r} is not translated"
            for form in forms:
                assert _placeholders(form) == _placeholders(source), (
                    f"{path.name}: {source!r} -> {form!r} changes its placeholders")
    assert counted > 0


def _qm_reads(qm: Path):
    """A function (context, source, comment, n) -> what the compiled ``qm``
    says, through Qt's own reader, as the app reads it."""
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(qm)), f"{qm} cannot be read"
    return lambda context, source, comment, n=-1: translator.translate(context, source, comment or None, n)


def _says_the_same_as_its_ts(ts: Path, qm: Path) -> list[str]:
    """Where the compiled ``qm`` says something other than ``ts``, message by
    message (every plural form included): the meaning, not the bytes, so any
    version of lrelease may have written it."""
    read = _qm_reads(qm)
    wrong = []
    for (context, source, comment), forms in _messages(ts).items():
        if not all(forms):
            continue  # untranslated: the test above says so
        cases = [(1, forms[0]), (2, forms[1]), (5, forms[-1])] if len(forms) > 1 else [(-1, forms[0])]
        for n, wanted in cases:
            said = read(context, source, comment, n)
            if said != wanted:
                wrong.append(f"{source!r} (n={n}): the catalogue says {wanted!r}, the compiled file {said!r}")
    return wrong


def _compiled(path: Path) -> Path:
    assert path.exists(), (f"{path.relative_to(ROOT)} is missing: the build compiles it "
                           "(pip install --no-deps --no-build-isolation -e ., or python packaging/i18n.py compile)")
    return path


def test_the_compiled_qm_files_say_what_the_catalogues_say():
    """The .qm the app loads (compiled by the build beside its source, for
    this editable install) holds every message of its .ts, as translated there."""
    for language in tool.qt_languages():
        qm = _compiled(tool.qm_path(language))
        wrong = _says_the_same_as_its_ts(tool.ts_path(language), qm)
        assert not wrong, f"{qm.name} is stale (run packaging/i18n.py compile):\n" + "\n".join(wrong[:10])


def test_a_stale_qm_is_told_from_a_current_one(tmp_path):
    """The comparison above can fail: a catalogue with one translation
    changed is caught against the compiled file of the original."""
    ts = tool.ts_path("de")
    tree = ET.parse(ts)
    message = next(m for m in tree.iter("message") if (m.findtext("translation") or "").strip())
    message.find("translation").text = "etwas ganz anderes"
    changed = tmp_path / ts.name
    tool._write_ts(tree, changed)
    assert _says_the_same_as_its_ts(changed, tool.qm_path("de"))
    assert not _says_the_same_as_its_ts(ts, tool.lrelease("de", tmp_path / "fresh.qm"))


def _po(path: Path, language: str):
    from babel.messages.pofile import read_po

    with path.open("rb") as handle:
        return read_po(handle, locale=language)


@pytest.mark.every_game
def test_game_catalogues_hold_what_the_code_says():
    for package, sources in tool.gettext_packages().items():
        template = tool.extract(sources)
        for language in tool.TRANSLATED:
            path = tool.po_path(package, language)
            if not len(template):
                continue
            if not path.exists() and package.startswith("games/"):
                continue  # a game without this language's catalogue is English-only there, which is no fault
            assert path.exists(), f"{package} has texts but no {language}.po: run packaging/i18n.py update"
            catalog = _po(path, language)
            wanted = {(m.id, m.context) for m in template if m.id}
            held = {(m.id, m.context) for m in catalog if m.id}
            assert wanted == held, (f"{path.relative_to(ROOT)} is behind the code: run packaging/i18n.py update "
                                    f"(new: {sorted(map(str, wanted - held))[:5]}, gone: {sorted(map(str, held - wanted))[:5]})")


def _game_messages():
    """(package, language, path, message) of every message of every game catalogue."""
    for package in tool.gettext_packages():
        for language in tool.TRANSLATED:
            path = tool.po_path(package, language)
            if path.exists():
                for message in _po(path, language):
                    if message.id:
                        yield package, language, path, message


def test_game_catalogues_are_translated_with_the_same_placeholders():
    for _package, _language, path, message in _game_messages():
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        assert not message.fuzzy and all(strings), f"{path.relative_to(ROOT)}: {ids[0]!r} is not translated"
        for text in strings:
            assert _placeholders(text) == _placeholders(ids[-1]) or _placeholders(text) == _placeholders(ids[0]), (
                f"{path.relative_to(ROOT)}: {ids[0]!r} -> {text!r} changes its placeholders")


def _mo_says_the_same_as_its_po(po: Path, mo: Path, language: str) -> list[str]:
    """Where the compiled ``mo`` says something other than ``po``, message by
    message (context and every plural form included), through the standard
    library's reader, as the app reads it; and any message only the ``mo`` holds."""
    import gettext

    with mo.open("rb") as handle:
        read = gettext.GNUTranslations(handle)
    wrong, keys = [], set()
    for message in _po(po, language):
        if not message.id or message.fuzzy:
            continue
        context = message.context
        if isinstance(message.id, tuple):
            singular, plural = message.id[:2]
            for n, index in ((1, 0), (2, 1), (5, 1)):
                wanted = message.string[min(index, len(message.string) - 1)]
                said = (read.npgettext(context, singular, plural, n) if context
                        else read.ngettext(singular, plural, n))
                if wanted and said != wanted:
                    wrong.append(f"{singular!r} (n={n}): the catalogue says {wanted!r}, the compiled file {said!r}")
            keys.add(f"{context}\x04{singular}" if context else singular)
        else:
            said = read.pgettext(context, message.id) if context else read.gettext(message.id)
            if message.string and said != message.string:
                wrong.append(f"{message.id!r}: the catalogue says {message.string!r}, the compiled file {said!r}")
            keys.add(f"{context}\x04{message.id}" if context else message.id)
    extra = {k[0] if isinstance(k, tuple) else k for k in read._catalog} - keys - {""}
    wrong += [f"{key!r} is in the compiled file only" for key in sorted(extra)]
    return wrong


def test_the_compiled_mo_files_say_what_the_catalogues_say():
    """Each .mo the app loads (compiled by the build beside its source, for
    this editable install) holds exactly the messages of its .po."""
    for package in tool.gettext_packages():
        for language in tool.TRANSLATED:
            po = tool.po_path(package, language)
            if not po.exists():
                continue
            mo = _compiled(tool.mo_path(package, language))
            wrong = _mo_says_the_same_as_its_po(po, mo, language)
            assert not wrong, (f"{mo.relative_to(ROOT)} is stale (run packaging/i18n.py compile):\n"
                               + "\n".join(wrong[:10]))


def test_a_stale_mo_is_told_from_a_current_one(tmp_path):
    """The comparison above can fail: a .po with one translation changed,
    and one with a message taken out, are caught against the compiled file."""
    from babel.messages.pofile import write_po

    package = "engine"
    po, mo = tool.po_path(package, "de"), tool.mo_path(package, "de")
    catalog = _po(po, "de")
    message = next(m for m in catalog if m.id and isinstance(m.id, str) and m.string)
    message.string = "etwas ganz anderes"
    changed = tmp_path / "changed.po"
    with changed.open("wb") as handle:
        write_po(handle, catalog)
    assert _mo_says_the_same_as_its_po(changed, mo, "de")
    catalog.delete(message.id, message.context)
    with changed.open("wb") as handle:
        write_po(handle, catalog)
    assert any("compiled file only" in line for line in _mo_says_the_same_as_its_po(changed, mo, "de"))
    assert not _mo_says_the_same_as_its_po(po, tool.compile_mo(package, "de", tmp_path / "fresh.mo"), "de")


def test_the_same_words_are_translated_alike_in_every_game():
    """All game catalogues are chained into one translation, where the first
    that holds a message wins: the same English (in the same context) must
    read the same in each, or differ by a context (pgettext)."""
    seen: dict[tuple, tuple[str, object]] = {}
    clashes = []
    for package, language, _path, message in _game_messages():
        key = (language, message.context, message.id)
        if key in seen and seen[key][1] != message.string:
            clashes.append(f"{message.id!r}: {seen[key][0]} says {seen[key][1]!r}, "
                           f"{package} says {message.string!r}")
        seen.setdefault(key, (package, message.string))
    assert not clashes, "\n".join(clashes)
