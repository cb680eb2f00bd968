"""Small JSON: one reader for every small JSON file or value the app keeps
(settings values, remembered set-ups, statistics). Whatever the text holds,
it costs bounded time and memory and ends in a value or one
:class:`BadJson`. Save files have their own reader (engine/saveformat.py);
reading the file itself safely is engine/files.py's part
(:func:`~cardtable.engine.files.read_small_json`).
"""

from __future__ import annotations

import json
import re
from typing import Any
from .i18n import _

SMALL_JSON_BYTES = 2_000_000
SMALL_JSON_DEPTH = 8
SMALL_JSON_CONTAINERS = 20_000
SMALL_JSON_DIGITS = 39  # any integer (a 128-bit seed has 39); counts are checked against their own range after parsing


class BadJson(ValueError):
    """Text that is not the small JSON expected; the message is one short line."""


# a whole string, an escape outside one (so a quote it escapes starts nothing), a bracket, a lone quote
_JSON_TOKEN = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"|\\.|[\[\]{}]|"', re.DOTALL)
_JSON_SURROGATE = re.compile(rb"\\[uU][dD][89a-fA-F]")


def parse_small_json(text: str | bytes, limit: int = SMALL_JSON_BYTES, *, max_depth: int = SMALL_JSON_DEPTH,
                     max_containers: int = SMALL_JSON_CONTAINERS, what: str = "") -> Any:
    """The JSON value in ``text``, within bounds: at most ``limit`` bytes,
    ``max_depth`` levels of lists and objects, ``max_containers`` of them in
    all, integers of at most 39 digits, finite numbers only, no lone
    surrogates. Anything else raises :class:`BadJson` naming ``what``."""
    what = what or _("the data")
    if isinstance(text, str):
        try:
            raw = text.encode("utf-8")
        except UnicodeEncodeError:
            raise BadJson(_("{what} holds text that is not valid Unicode").format(what=what)) from None
    elif isinstance(text, (bytes, bytearray)):
        raw = bytes(text)
    else:
        raise BadJson(_("{what} is not text").format(what=what))
    if len(raw) > limit:
        raise BadJson(_("{what} is larger than {size}").format(what=what, size=size_words(limit)))
    # Every container costs memory: count them (brackets inside strings too) before building any.
    if raw.count(b"[") + raw.count(b"{") > max_containers:
        raise BadJson(_("{what} holds far too many entries").format(what=what))
    depth = 0
    for match in _JSON_TOKEN.finditer(raw):
        token = match.group()
        if token in (b"[", b"{"):
            depth += 1
            if depth > max_depth:
                raise BadJson(_("{what} is nested too deeply").format(what=what))
        elif token in (b"]", b"}"):
            depth -= 1
        elif token == b'"':
            raise BadJson(_("{what} is not valid JSON").format(what=what))  # a string that never ends
    try:
        value = json.loads(raw.decode("utf-8-sig"), parse_constant=_no_constant, parse_int=_small_int,
                           parse_float=_small_float)
    except BadJson as err:
        raise BadJson(f"{what} {err}") from None
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise BadJson(_("{what} is not valid JSON").format(what=what)) from None
    if _JSON_SURROGATE.search(raw) and _has_surrogate(value):
        raise BadJson(_("{what} holds text that is not valid Unicode").format(what=what))
    return value


def _no_constant(_word: str) -> Any:
    raise BadJson(_("holds NaN or Infinity"))


def _small_int(text: str) -> int:
    if len(text.lstrip("-")) > SMALL_JSON_DIGITS:
        raise BadJson(_("holds a number far too large"))
    return int(text)


def _small_float(text: str) -> float:
    value = float(text) if len(text) <= 40 else float("inf")
    if value in (float("inf"), float("-inf")):
        raise BadJson(_("holds a number far too large"))
    return value


def _has_surrogate(value: Any) -> bool:
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            if any("\ud800" <= c <= "\udfff" for c in v):
                return True
        elif isinstance(v, list):
            stack.extend(v)
        elif isinstance(v, dict):
            stack.extend(v)
            stack.extend(v.values())
    return False


def size_words(limit: int) -> str:
    """A limit in bytes as a reader says it: ``2 MB``, ``256 KB``."""
    return _("{value} MB").format(value=limit // (1024 * 1024)) if limit >= 1024 * 1024 else _("{value} KB").format(value=limit // 1024)
