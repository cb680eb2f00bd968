"""Helpers for the games' story chapters (Markdown for the story summary):
players' words made literal, and quotes credited to whoever wrote them."""

from __future__ import annotations

import re
from typing import Any, Sequence

_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|])")
_MD_LINE_START = re.compile(r"^(\s*)(\d+(?=[.)])|)([#>+\-.)])(?=\s|$)", re.MULTILINE)


def escape_markdown(text: str) -> str:
    """Make player text literal inside Markdown (no accidental emphasis,
    lists, headings or raw HTML)."""
    text = _MD_SPECIAL.sub(r"\\\1", text)
    return _MD_LINE_START.sub(lambda m: m.group(1) + m.group(2) + "\\" + m.group(3), text)


def writer(names: Sequence[str], entry: Any) -> str:
    """Who wrote a journal entry: the player at its seat, or "the table"."""
    seat = getattr(entry, "seat", None)
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(names):
        return names[seat]
    return "the table"


def quote(entry: Any, by: str) -> str:
    """A journal entry as a Markdown block quote signed by ``by``."""
    lines = [escape_markdown(" ".join(line.split())) for line in str(entry.text).strip().split("\n")
             if line.strip()]
    body = "\n".join(f"> {line}" for line in lines)
    return f"{body}\n>\n> — *{escape_markdown(by)}*"
