"""``_`` is gettext's translating function wherever a module imports it
from ``cardtable.engine.i18n``: no function of such a module may also use
``_`` as a name of its own (a parameter, ``for _ in``, ``a, _ = ...``),
which would make ``_("...")`` in that function call a string, or fail."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "cardtable"


def _binds_underscore(func: ast.AST) -> bool:
    args = func.args
    every = [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]
    if any(a is not None and a.arg == "_" for a in every):
        return True
    return any(isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store)
               for node in _own_nodes(func))


_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef,
           ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)  # names of their own


def _own_nodes(func: ast.AST):
    """The nodes of ``func``'s own scope (not of the functions, classes and
    comprehensions inside it, whose names are their own)."""
    stack = list(ast.iter_child_nodes(func))
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, _SCOPES):
            stack.extend(ast.iter_child_nodes(node))


def shadowing(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imports_it = any(isinstance(n, ast.ImportFrom) and n.module and n.module.endswith("i18n")
                     and any(a.name == "_" and a.asname is None for a in n.names) for n in ast.walk(tree))
    if not imports_it:
        return []
    return [f"{path.relative_to(ROOT.parent)}:{node.lineno} {node.name}" for node in ast.walk(tree)
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) is True
            and not isinstance(node, ast.Lambda) and _binds_underscore(node)]


def test_no_function_hides_the_translating_underscore():
    found = [hit for path in sorted(ROOT.rglob("*.py")) for hit in shadowing(path)]
    assert not found, "these functions use _ as a name of their own:\n" + "\n".join(found)
