"""The translation catalogues are complete and current.

For the Qt catalogue (``packaging/i18n.py``) of every language: the ``.ts`` holds
exactly the texts the code says (pyside6-lupdate run again finds nothing new
and nothing gone), each translated, with the same placeholders as its
English; the shipped ``.qm`` is what lrelease makes of them. The same for
each package's gettext ``.po`` (extracted again with Babel) and its ``.mo``.
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


def test_the_shipped_qm_files_are_compiled_from_the_catalogues(tmp_path):
    for language in ("en", *tool.TRANSLATED):
        made = tool.lrelease(language, tmp_path / f"{language}.qm")
        shipped = tool.qm_path(language)
        assert shipped.exists() and shipped.read_bytes() == made.read_bytes(), (
            f"{shipped.name} is stale: run packaging/i18n.py compile")


def _po(path: Path, language: str):
    from babel.messages.pofile import read_po

    with path.open("rb") as handle:
        return read_po(handle, locale=language)


def test_game_catalogues_hold_what_the_code_says():
    for package, sources in tool.gettext_packages().items():
        template = tool.extract(sources)
        for language in tool.TRANSLATED:
            path = tool.po_path(package, language)
            if not len(template):
                continue
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


def test_the_shipped_mo_files_are_compiled_from_the_catalogues(tmp_path):
    for package in tool.gettext_packages():
        for language in tool.TRANSLATED:
            if not tool.po_path(package, language).exists():
                continue
            made = tool.compile_mo(package, language, tmp_path / "made.mo")
            shipped = tool.mo_path(package, language)
            assert shipped.exists() and shipped.read_bytes() == made.read_bytes(), (
                f"{shipped.relative_to(ROOT)} is stale: run packaging/i18n.py compile")


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
