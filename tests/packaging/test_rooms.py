"""Rooms that say what they own: a module keeps its private names (``_x``)
to itself, and the session and the window are composed of collaborators
they are handed, not of mixins sharing one ``self``.

A leading underscore marks a name as its module's own. A module that reads
or writes a private name it does not define itself is reaching into
another room: through ``self`` (a mixin using what a sibling file defines)
or through an object it was given (``session._position``). Either way a
reader can no longer tell from one file what that file owns and touches.
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "cardtable"

# Private names of a library a module subclasses, that happen to match one of
# ours: argparse's parser keeps its actions in ``_actions``, and the CLI's
# parser (a subclass) retitles its help action.
LIBRARY_PRIVATE = {("app/cli.py", "_actions")}


def _defined(tree: ast.AST) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            names.add(node.attr)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
    return names


def _modules() -> dict[str, ast.AST]:
    return {path.relative_to(PACKAGE).as_posix(): ast.parse(path.read_text(encoding="utf-8"))
            for path in sorted(PACKAGE.rglob("*.py"))}


def reaches(modules: dict[str, ast.AST]) -> list[str]:
    """Every use of a private name of ours in a module that does not define it."""
    defined = {name: _defined(tree) for name, tree in modules.items()}
    ours = set().union(*defined.values())
    found = []
    for name, tree in modules.items():
        for node in ast.walk(tree):
            if not isinstance(node, ast.Attribute):
                continue
            attr = node.attr
            if not attr.startswith("_") or attr.startswith("__") or attr in defined[name] or attr not in ours:
                continue
            if (name, attr) not in LIBRARY_PRIVATE:
                found.append(f"cardtable/{name}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_module_reaches_into_another_modules_private_names():
    found = reaches(_modules())
    assert not found, "private names used outside the module that owns them:\n" + "\n".join(found)


def test_the_check_sees_a_reach_through_self_and_through_a_given_object():
    owner = ast.parse("class Session:\n    def _position(self):\n        self._moves = 1\n")
    mixin = ast.parse("class Rules:\n    def go(self):\n        return self._moves\n")
    remote = ast.parse("def ask(session):\n    return session._position()\n")
    found = reaches({"model/session.py": owner, "model/rules.py": mixin, "remote/desk.py": remote})
    assert [line.split(": ")[1] for line in found] == ["self._moves", "session._position"]


def _protocols(tree: ast.AST) -> list[str]:
    return [node.name for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
            and any(ast.unparse(base).split(".")[-1] == "Protocol" for base in node.bases)]


def rooms(owner: str) -> list[str]:
    """``owner`` (``model/session.py``) and the modules it takes its rooms
    from: those of its own package it imports that say, as a ``Protocol``,
    what they are handed."""
    tree = ast.parse((PACKAGE / owner).read_text(encoding="utf-8"))
    folder = (PACKAGE / owner).parent
    found = [owner]
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:
            path = folder / f"{node.module.replace('.', '/')}.py"
            if path.is_file() and _protocols(ast.parse(path.read_text(encoding="utf-8"))):
                found.append(path.relative_to(PACKAGE).as_posix())
    return sorted(set(found))


@pytest.mark.parametrize("owner", ["model/session.py", "app/main_window.py"])
def test_each_room_says_what_it_owns_and_what_it_is_handed(owner):
    found = rooms(owner)
    assert len(found) >= 6, f"{owner} is made of {found}"
    for room in found:
        doc = (ast.get_docstring(ast.parse((PACKAGE / room).read_text(encoding="utf-8"))) or "").lower()
        assert "own" in doc and "hand" in doc, f"{room}: its opening says what it owns and what it is handed"


def _own_bases(cls: type) -> list[str]:
    return [base.__qualname__ for base in cls.__mro__[1:] if base.__module__.startswith("cardtable.")]


def test_the_session_and_the_window_have_no_base_of_our_own():
    from cardtable.app.main_window import MainWindow
    from cardtable.model.session import GameSession

    for cls in (GameSession, MainWindow):
        assert _own_bases(cls) == [], f"{cls.__name__} is built of {_own_bases(cls)}"
        assert inspect.getdoc(inspect.getmodule(cls)), f"{cls.__module__} says nothing of what it owns"
