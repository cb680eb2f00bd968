"""Find the words a person could read that are not wrapped for translation.

A string literal in the code is *words* when it holds a word of two letters
or more and either a space or a capitalised word ("Undo", "Save as…",
"the game is over"); names of things (object names, settings keys, file
suffixes, "ninety-nine", "hintLine") are not words by this rule. Words must
be the first argument of a translating call (``tr``, ``_``, ``N_``,
``ngettext``, ``pgettext``, ``QCoreApplication.translate``), or sit where no
person reads them:

- a docstring, a dict key, a comparison, a subscript, an ``assert``;
- an argument of a call that names or finds things rather than showing
  them (``setObjectName``, settings ``value``/``setValue``, ``QKeySequence``,
  ``getattr``, ``startswith``, a logger's calls, ``warnings.warn`` ...);
- a line marked ``# i18n: not shown (<why>)``, where the reason is given.

An f-string with words is always reported: it cannot be translated, so it
becomes ``tr("... {name} ...").format(name=...)``.

Run it on a folder or file to list what is left:
``python tests/i18n/literals.py cardtable/app/docks.py``.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

TRANSLATING = {"tr", "_", "N_", "NP_", "ngettext", "pgettext", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"}
# Calls whose string arguments name or find things, never shown as words.
NOT_SHOWN = {
    "setObjectName", "objectName", "findChild", "findChildren", "setProperty", "property",
    "value", "setValue", "remove", "contains", "beginGroup", "QSettings", "QKeySequence",
    "getattr", "setattr", "hasattr", "delattr", "startswith", "endswith", "removeprefix",
    "removesuffix", "isinstance", "import_module", "files", "joinpath", "get", "pop", "setdefault",
    "getenv", "debug", "info", "warning", "error", "exception", "critical", "warn", "getLogger",
    "Signal", "Slot", "Property", "QColor", "QFont", "fromString", "setStyleSheet", "styleSheet",
    "compile", "match", "fullmatch", "search", "sub", "findall", "split", "rsplit", "strip",
    "setAccessibleIdentifier", "inherits", "connect", "invokeMethod", "QUrl", "fromLocalFile",
    "TypeVar", "NewType", "namedtuple", "cast", "field", "setData", "data", "mimeData",
    "hasFormat", "setDesktopFileName", "setOrganizationName", "setApplicationName",
    "setOrganizationDomain", "setFamily", "setFamilies", "QFontDatabase", "addMapping",
}
MARK = re.compile(r"#\s*i18n:\s*not shown\s*\((?P<why>[^)]+)\)")
_WORD = re.compile(r"[^\W\d_]{2,}")
_CAPITALISED = re.compile(r"(?:^|[\s(\"'«“])[A-Z][a-z]+")


def is_words(text: str) -> bool:
    """Whether ``text`` reads as words a person could be shown."""
    if not _WORD.search(text):
        return False
    stripped = text.strip()
    if re.fullmatch(r"[\w.:/\\*\-+<>=%{}\[\]]+", stripped) and not _CAPITALISED.search(stripped):
        return False  # an identifier, a path, a pattern, a key
    if "<" in stripped and ">" in stripped and not re.search(r">[^<]*[^\W\d_]{2,}", stripped):
        return False  # markup around nothing to read
    return " " in stripped and bool(re.search(r"[^\W\d_]{2,}\s+[^\W\d_]", stripped)) or bool(_CAPITALISED.search(stripped))


def _callee(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return ""


class _Finder(ast.NodeVisitor):
    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.found: list[tuple[int, str]] = []
        self.marked = 0

    def _skip_line(self, node: ast.AST) -> bool:
        first = getattr(node, "lineno", 0)
        last = getattr(node, "end_lineno", first) or first
        for number in range(first, last + 1):
            if MARK.search(self.lines[number - 1]):
                self.marked += 1
                return True
        return False

    def report(self, node: ast.AST, text: str) -> None:
        if not self._skip_line(node):
            self.found.append((node.lineno, text))

    def generic_visit(self, node: ast.AST) -> None:
        # docstrings
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                body = body[1:]
            for child in ast.iter_child_nodes(node):
                if child in node.body and child not in body:
                    continue
                self.visit(child)
            return
        super().generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:  # noqa: N802
        name = _callee(node)
        if name in TRANSLATING:
            # the words are wrapped; look inside the other arguments only
            for arg in node.args[1:] + [k.value for k in node.keywords]:
                if not isinstance(arg, ast.Constant):
                    self.visit(arg)
            self.visit(node.func)
            return
        if name in NOT_SHOWN:
            self.visit(node.func)
            return
        self.generic_visit(node)

    def visit_Dict(self, node: ast.Dict) -> None:  # noqa: N802
        for value in node.values:
            self.visit(value)
        for key in node.keys:
            if key is not None and not isinstance(key, ast.Constant):
                self.visit(key)

    def visit_Compare(self, node: ast.Compare) -> None:  # noqa: N802
        return

    def visit_Subscript(self, node: ast.Subscript) -> None:  # noqa: N802
        self.visit(node.value)

    def visit_Assert(self, node: ast.Assert) -> None:  # noqa: N802
        return

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:  # noqa: N802
        parts = "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
        if is_words(parts + " x" if parts.strip() else ""):
            self.report(node, "f" + repr(parts))
        for value in node.values:
            if isinstance(value, ast.FormattedValue):
                self.visit(value.value)

    def visit_Constant(self, node: ast.Constant) -> None:  # noqa: N802
        if isinstance(node.value, str) and is_words(node.value):
            self.report(node, repr(node.value))

    def visit_Assign(self, node: ast.Assign) -> None:  # noqa: N802
        if any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            return
        self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:  # noqa: N802
        if node.value is not None:
            self.visit(node.value)

    def visit_arg(self, node: ast.arg) -> None:  # noqa: N802
        return  # annotations

    def visit_FunctionDef(self, node) -> None:  # noqa: N802
        for default in node.args.defaults + [d for d in node.args.kw_defaults if d is not None]:
            self.visit(default)
        self.generic_visit(ast.Module(body=node.body, type_ignores=[]))

    visit_AsyncFunctionDef = visit_FunctionDef


def unwrapped(path: Path) -> tuple[list[tuple[int, str]], int]:
    """The unwrapped words in ``path`` as (line, text), and how many lines
    carry the not-shown mark."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    finder = _Finder(source.splitlines())
    finder.visit(tree)
    return sorted(finder.found), finder.marked


def main(argv: list[str]) -> int:
    total = 0
    for target in argv or ["cardtable/app", "cardtable/table", "cardtable/model"]:
        target_path = Path(target)
        paths = [target_path] if target_path.is_file() else sorted(target_path.rglob("*.py"))
        for path in paths:
            found, _marked = unwrapped(path)
            for line, text in found:
                print(f"{path}:{line}: {text[:100]}")
            total += len(found)
    print(f"{total} unwrapped", file=sys.stderr)
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
