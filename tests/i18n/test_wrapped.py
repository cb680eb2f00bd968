"""Every word a person reads in the window, the table and the session is
wrapped for translation (tests/i18n/literals.py says what counts)."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.i18n.literals import is_words, unwrapped

ROOT = Path(__file__).resolve().parents[2] / "cardtable"
LAYERS = ("app", "table", "model", "remote")


def test_no_unwrapped_words_in_app_table_and_model():
    left = []
    marked = 0
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*.py")):
            found, count = unwrapped(path)
            marked += count
            left += [f"{path.relative_to(ROOT.parent)}:{line}: {text[:90]}" for line, text in found]
    assert not left, f"{len(left)} texts are not wrapped in tr():\n" + "\n".join(left[:60])
    assert marked < 60, f"{marked} lines say they are not shown: too many to trust"


def _find(source: str) -> list[str]:
    import tempfile

    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as handle:
        handle.write(source)
    try:
        return [text for _line, text in unwrapped(Path(handle.name))[0]]
    finally:
        Path(handle.name).unlink()


def test_the_check_finds_what_a_person_reads():
    found = _find(
        'label.setText("Save the game")\n'
        'button = QPushButton("Undo")\n'
        'box.setToolTip(f"{name} plays next")\n'
        'def f(x="Deal the cards"):\n    return x\n'
    )
    assert found == ["'Save the game'", "'Undo'", "f' plays next'", "'Deal the cards'"]


def test_the_check_passes_what_is_wrapped_or_never_shown():
    assert _find(
        '"""A docstring says many words."""\n'
        'label.setText(tr("Save the game"))\n'
        'tr("%n card(s)", "", n)\n'
        'tr("{name} plays").format(name=name)\n'
        'widget.setObjectName("hintLine")\n'
        'settings.value("Window/geometry")\n'
        'shown = {"Some key": 1}\n'
        'if kind == "Two words":\n    pass\n'
        'log.warning("a developer reads this")\n'
        'x = "ninety-nine"\n'
        'y = "Hidden words"  # i18n: not shown (a test of the mark)\n'
    ) == []


def test_words_are_told_from_names():
    assert is_words("Undo") and is_words("the game is over") and is_words("Save as…")
    assert not is_words("hintLine") and not is_words("ninety-nine")
    assert not is_words("cardtable.json") and not is_words("%1") and not is_words("")
    assert ast  # the checker parses with ast
