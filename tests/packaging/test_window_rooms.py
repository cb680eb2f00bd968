"""The main window is made of rooms, not mixins: ``MainWindow`` has no base
of the app's own (only Qt's), and no module of the window's rooms reads
another object's private (``_name``) attributes — each room names what it
is handed and calls only that object's public side."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parents[2] / "cardtable" / "app"
ROOMS = ("main_window", "window_frame", "presenting", "playing", "hinting", "lifecycle", "reviewing",
         "game_over", "replay_view")


def test_the_main_window_has_no_base_of_our_own():
    from cardtable.app.main_window import MainWindow

    ours = [base.__qualname__ for base in MainWindow.__mro__[1:] if base.__module__.startswith("cardtable")]
    assert ours == [], f"MainWindow inherits from the app's own classes: {ours}"


def _private_reads(tree: ast.AST) -> list[str]:
    """``x._name`` where ``x`` is anything but ``self`` (dunders are Python's, not private)."""
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__")
                and not (isinstance(node.value, ast.Name) and node.value.id == "self")):
            found.append(f"line {node.lineno}: {ast.unparse(node)}")
    return found


@pytest.mark.parametrize("room", ROOMS)
def test_a_room_reads_no_private_name_of_another_object(room):
    tree = ast.parse((APP / f"{room}.py").read_text(encoding="utf-8"))
    assert _private_reads(tree) == []


@pytest.mark.parametrize("room", ROOMS)
def test_a_room_says_what_it_owns_and_is_handed(room):
    doc = ast.get_docstring(ast.parse((APP / f"{room}.py").read_text(encoding="utf-8"))) or ""
    assert "own" in doc.lower() and "hand" in doc.lower(), f"{room}.py: its opening says what it owns and is handed"
