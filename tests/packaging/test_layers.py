"""The layers of cardtable, checked on every test run.

From the bottom: ``cardtable.engine`` (pure Python, no Qt) < the games
(``cardtable.games.<game>``: rules, bots, layouts; the engine and
``cardtable.resources`` only) < ``cardtable.model`` (the session) and
``cardtable.table`` (the Qt scene), which know nothing of each other <
``cardtable.app``. The contracts are import-linter's: the layers are
declared in ``pyproject.toml`` under ``[tool.importlinter]``, and those that
name games are made from the game registry (``tests/packaging/contracts.py``),
so a new game is held by them with no edit. All of them are written to one
configuration file outside the tree; each is run here by ``lint-imports``
from this Python's ``bin`` and, when broken, its report (the chain of imports
that crosses the layer) is the failure message.

Import cycles are checked module by module with grimp (import-linter's graph
library) in :func:`test_no_import_cycles`.
"""

from __future__ import annotations

import ast
import importlib.util
import os
import subprocess
import sys
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

import pytest

from tests.packaging.contracts import all_contracts, config_text, declared

ROOT = Path(__file__).resolve().parents[2]

# the layer contracts issue 25 asks for; the test fails if one goes missing from pyproject.toml
REQUIRED = {"engine", "games", "model", "remote", "table", "acyclic"}


def _contracts() -> list[dict]:
    return all_contracts()


@pytest.fixture(scope="module")
def config(tmp_path_factory) -> Path:
    """Every contract, written once to a file outside the tree."""
    path = tmp_path_factory.mktemp("importlinter") / "contracts.toml"
    path.write_text(config_text(), encoding="utf-8")
    return path


def _lint_imports() -> list[str]:
    script = Path(sys.executable).with_name("lint-imports")
    if script.exists():
        return [str(script)]
    if importlib.util.find_spec("importlinter") is None:
        pytest.fail("import-linter is not installed: pip install -e '.[test]'")
    return [sys.executable, "-c", "import sys; from importlinter.cli import lint_imports_command; "
            "sys.exit(lint_imports_command())"]


def test_the_contracts_are_declared():
    ids = [c["id"] for c in _contracts()]
    assert len(ids) == len(set(ids)), f"contract ids repeat: {ids}"
    layers = {c["id"] for c in declared().get("contracts", [])}
    assert REQUIRED <= layers, f"contracts missing from pyproject.toml: {sorted(REQUIRED - layers)}"


@pytest.mark.every_game
def test_the_game_contracts_come_from_the_registry():
    """Every registered game of this package is in the independence
    contract, and each family package a game declares has its two contracts
    (its own games only; it imports no game); pyproject.toml names no game."""
    from cardtable.games import all_games

    made = {c["id"]: c for c in _contracts()}
    packages = {g.package for g in all_games().values() if g.package.startswith("cardtable.")}
    assert set(made["games-independent"]["modules"]) == packages
    for game in all_games().values():
        if game.family:
            short = game.family.rpartition(".")[2].replace("_", "-")
            assert game.package not in made[short]["source_modules"], f"{game.id} may use its family"
            assert game.package in made[f"{short}-below-games"]["forbidden_modules"]
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    named = [p for p in packages if f'"{p}"' in text]
    assert not named, f"pyproject.toml names games by hand: {named}"


@pytest.mark.every_game
@pytest.mark.parametrize("contract", _contracts(), ids=lambda c: c["id"])
def test_contract(contract, config):
    """One import-linter contract; the tree under test is this checkout's
    (it comes first on PYTHONPATH), with no cache written into it."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    run = subprocess.run([*_lint_imports(), "--no-cache", "--no-logo", "--contract", contract["id"], str(config)],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    report = (run.stdout + run.stderr).strip()
    assert f"{contract['name']}" in " ".join(report.split()), f"lint-imports did not check {contract['id']}:\n{report}"
    if run.returncode != 0:
        pytest.fail(f"contract broken: {contract['name']} (id {contract['id']!r})\n\n{report}", pytrace=False)


# -- import cycles --------------------------------------------------------------

def module_edges(modules: Iterable[str], imported_by: Callable[[str], Iterable[str]],
                 import_lines: Callable[[str, str], Iterable[int]], source_of: Callable[[str], str | None],
                 is_package: Callable[[str], bool]) -> dict[str, set[str]]:
    """Who imports whom, module by module, with one correction for packages.

    A package is a module too (its ``__init__``), so an import of a package
    is an edge to it, and a cycle through it is real only when that
    ``__init__`` really imports its way back. One import is not what it
    looks like: ``from . import rules`` (or ``from pkg import rules``)
    inside ``pkg/bot.py``, when ``pkg.rules`` is a module, imports the module
    ``pkg.rules`` — the package's ``__init__`` is already running or done,
    and nothing from it is used. A graph builder may still record it as an
    import of ``pkg`` itself; then every package whose ``__init__`` imports
    its submodules would look like a cycle. So an import of a package by a
    module inside it is read again from the source: a ``from ... import
    name`` whose ``name`` is a submodule is an edge to that submodule; any
    other import of the package (a constant from its ``__init__``) stays an
    edge to the package, and counts in a cycle only if the package's
    ``__init__`` imports the importer back (directly or through others).
    """
    known = set(modules)
    edges: dict[str, set[str]] = {m: set() for m in known}
    for importer in known:
        for imported in imported_by(importer):
            if not importer.startswith(imported + "."):
                edges[importer].add(imported)
                continue
            edges[importer] |= _through_own_package(importer, imported, known, import_lines(importer, imported),
                                                    source_of(importer), is_package(importer))
    return edges


def _through_own_package(importer: str, package: str, known: set[str], lines: Iterable[int],
                         source: str | None, importer_is_package: bool) -> set[str]:
    lines = set(lines)
    if not source or not lines:
        return {package}
    targets: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Import, ast.ImportFrom)) and node.lineno in lines:
            if isinstance(node, ast.ImportFrom) and _resolve(importer, importer_is_package, node) == package:
                for alias in node.names:
                    sub = f"{package}.{alias.name}"
                    targets.add(sub if sub in known else package)
            else:
                targets.add(package)
    return targets or {package}


def _resolve(importer: str, importer_is_package: bool, node: ast.ImportFrom) -> str:
    """The absolute name of the module a ``from ... import`` reads from
    (``.`` is the importer's own package: itself for an ``__init__``)."""
    if not node.level:
        return node.module or ""
    base = importer.split(".")
    parts = base[:len(base) - node.level + (1 if importer_is_package else 0)]
    if node.module:
        parts.append(node.module)
    return ".".join(parts)


def find_cycles(edges: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (or a
    module importing itself), each sorted, found by Tarjan's algorithm
    without recursion."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in edges:
                    continue
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1 or node in edges[node]:
                        found.append(sorted(component))
    return sorted(found)


def shortest_cycle(edges: Mapping[str, Iterable[str]], component: list[str]) -> list[str]:
    """One shortest chain from the component's first module back to it."""
    start, inside = component[0], set(component)
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for child in sorted(edges[node]):
                if child not in inside:
                    continue
                if child == start:
                    chain = [node]
                    while chain[-1] != start:
                        chain.append(came_from[chain[-1]])
                    return [start, *reversed(chain[:-1]), start] if node != start else [start, start]
                if child not in came_from:
                    came_from[child] = node
                    following.append(child)
        frontier = following
    raise AssertionError(f"{component} is not a cycle")


def _source(module: str) -> str | None:
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.origin or not spec.origin.endswith(".py"):
        return None
    return Path(spec.origin).read_text(encoding="utf-8")


def _is_package(module: str) -> bool:
    spec = importlib.util.find_spec(module)
    return spec is not None and spec.submodule_search_locations is not None


def cardtable_edges() -> tuple[dict[str, set[str]], Callable[[str, str], list[str]]]:
    import grimp

    # exclude_type_checking_imports=False: an import under `if TYPE_CHECKING:`
    # is a cycle in waiting (and a hint the layers are tangled); it counts
    graph = grimp.build_graph("cardtable", exclude_type_checking_imports=False, cache_dir=None)

    def details(importer: str, imported: str) -> list[dict]:
        return graph.get_import_details(importer=importer, imported=imported)

    edges = module_edges(graph.modules, graph.find_modules_directly_imported_by,
                         lambda a, b: [d["line_number"] for d in details(a, b)], _source, _is_package)

    def how(importer: str, imported: str) -> list[str]:
        found = details(importer, imported)
        package = imported.rpartition(".")[0]
        if not found and importer.startswith(package + "."):
            found = details(importer, package)  # `from . import x`, recorded as an import of the package
        return [f"line {d['line_number']}: {d['line_contents'].strip()}" for d in found]

    return edges, how


def test_no_import_cycles():
    """No module of cardtable imports itself back, through any chain of
    imports: imports inside functions and under ``if TYPE_CHECKING:`` count.
    A package imported by its own submodule: see :func:`module_edges`."""
    edges, how = cardtable_edges()
    cycles = find_cycles(edges)
    if cycles:
        lines = [f"{len(cycles)} import cycle(s) in cardtable:"]
        for component in cycles:
            chain = shortest_cycle(edges, component)
            lines.append("")
            lines.append(f"- {' -> '.join(chain)}")
            if len(component) > len(chain) - 1:
                lines.append(f"  (the tangle holds {len(component)} modules: {', '.join(component)})")
            for importer, imported in zip(chain, chain[1:]):
                for where in how(importer, imported) or ["?"]:
                    lines.append(f"    {importer} imports {imported}, {where}")
        pytest.fail("\n".join(lines), pytrace=False)


# -- the cycle finder itself ----------------------------------------------------

def test_find_cycles_on_a_made_up_graph():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"e"}, "f": {"d"}}
    assert find_cycles(edges) == [["a", "b", "c"], ["e"]]
    assert shortest_cycle(edges, ["a", "b", "c"]) == ["a", "b", "c", "a"]
    assert shortest_cycle(edges, ["e"]) == ["e", "e"]
    assert find_cycles({"a": {"b"}, "b": set()}) == []


def test_a_package_and_its_submodules():
    """``from . import rules`` in ``pkg.bot`` is an import of ``pkg.rules``,
    so ``pkg``'s ``__init__`` importing ``bot`` and ``rules`` is no cycle; a
    constant read from ``pkg`` by a module that ``pkg``'s ``__init__``
    imports is one."""
    modules = ["pkg", "pkg.bot", "pkg.rules", "pkg.user", "pkg.deep", "pkg.deep.x"]
    sources = {"pkg.bot": "from . import rules\n", "pkg.user": "from pkg import CONSTANT\n",
               "pkg.deep.x": "from .. import bot\n", "pkg.deep": "from .. import rules\n"}
    imports = {"pkg.bot": {"pkg"}, "pkg.user": {"pkg"}, "pkg.deep.x": {"pkg"}, "pkg.deep": {"pkg"}}

    def edges_with(*init_imports: str):
        got = dict(imports, pkg=set(init_imports))
        return module_edges(modules, lambda m: got.get(m, set()), lambda a, b: [1], sources.get,
                            {"pkg", "pkg.deep"}.__contains__)

    edges = edges_with("pkg.bot", "pkg.rules")
    assert edges["pkg.bot"] == {"pkg.rules"} and edges["pkg.deep.x"] == {"pkg.bot"}
    assert edges["pkg.deep"] == {"pkg.rules"} and edges["pkg.user"] == {"pkg"}
    assert find_cycles(edges) == []
    assert find_cycles(edges_with("pkg.bot", "pkg.user")) == [["pkg", "pkg.user"]]
