"""A small, safe Markdown subset for the story summary.

Games write their story chapters in Markdown and players' words end up in
them, so the HTML side escapes everything first and only then turns the few
Markdown forms a chapter needs into tags: ``#`` headings, paragraphs, ``-``
and ``1.`` lists, ``>`` quotes, ``**bold**``, ``*italic*``/``_italic_`` and
```code```. Anything else stays as literal text; no raw HTML ever passes.
"""

from __future__ import annotations

import html
import re

_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
_ITALIC_STAR = re.compile(r"(?<![\w*])\*(?=\S)(.+?)(?<=\S)\*(?![\w*])")
_ITALIC_UNDER = re.compile(r"(?<!\w)_(?=\S)(.+?)(?<=\S)_(?!\w)")
_CODE = re.compile(r"`([^`]+)`")
_ESCAPED = re.compile(r"\\([\\`*_\[\]<>#|+\-.!{}()])")
_BULLET = re.compile(r"^\s{0,3}[-*+]\s+(.*)$")
_NUMBERED = re.compile(r"^\s{0,3}\d{1,9}[.)]\s+(.*)$")
_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_QUOTE = re.compile(r"^\s{0,3}>\s?(.*)$")

_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|])")
_MD_LINE_START = re.compile(r"^(\s*)(\d+(?=[.)])|)([#>+\-.)])(?=\s|$)", re.MULTILINE)


def escape_markdown(text: str) -> str:
    """Make player text literal inside Markdown (no accidental emphasis,
    lists, headings or raw HTML)."""
    text = _MD_SPECIAL.sub(r"\\\1", text)
    return _MD_LINE_START.sub(lambda m: m.group(1) + m.group(2) + "\\" + m.group(3), text)


def inline_html(text: str) -> str:
    """Escape ``text`` and apply the inline Markdown forms."""
    stash: list[str] = []

    def keep(fragment: str) -> str:
        stash.append(fragment)
        return f"\x00{len(stash) - 1}\x00"

    # backslash escapes and code spans are literal: take them out first
    text = _ESCAPED.sub(lambda m: keep(html.escape(m.group(1))), text)
    text = _CODE.sub(lambda m: keep(f"<code>{html.escape(m.group(1))}</code>"), text)
    out = html.escape(text, quote=True)
    out = _BOLD.sub(r"<strong>\1</strong>", out)
    out = _ITALIC_STAR.sub(r"<em>\1</em>", out)
    out = _ITALIC_UNDER.sub(r"<em>\1</em>", out)
    return re.sub(r"\x00(\d+)\x00", lambda m: stash[int(m.group(1))], out)


def markdown_to_html(text: str, heading_base: int = 3) -> str:
    """Block-level conversion; headings start at ``<h{heading_base}>``."""
    out: list[str] = []
    para: list[str] = []
    items: list[str] = []
    list_tag = ""
    quote: list[str] = []

    def flush_para() -> None:
        if para:
            out.append("<p>" + "<br/>".join(inline_html(p) for p in para) + "</p>")
            para.clear()

    def flush_list() -> None:
        nonlocal list_tag
        if items:
            body = "".join(f"<li>{inline_html(i)}</li>" for i in items)
            out.append(f"<{list_tag}>{body}</{list_tag}>")
            items.clear()
        list_tag = ""

    def flush_quote() -> None:
        if quote:
            out.append("<blockquote>" + markdown_to_html("\n".join(quote), heading_base) + "</blockquote>")
            quote.clear()

    def flush_all() -> None:
        flush_para()
        flush_list()
        flush_quote()

    for line in text.replace("\r\n", "\n").split("\n"):
        if not line.strip():
            flush_all()
            continue
        m = _QUOTE.match(line)
        if m:
            flush_para()
            flush_list()
            quote.append(m.group(1))
            continue
        flush_quote()
        m = _HEADING.match(line)
        if m:
            flush_all()
            level = min(6, heading_base + len(m.group(1)) - 1)
            out.append(f"<h{level}>{inline_html(m.group(2))}</h{level}>")
            continue
        bullet = _BULLET.match(line)
        numbered = None if bullet else _NUMBERED.match(line)
        if bullet or numbered:
            flush_para()
            tag = "ul" if bullet else "ol"
            if list_tag and list_tag != tag:
                flush_list()
            list_tag = tag
            items.append((bullet or numbered).group(1))
            continue
        if items and line.startswith((" ", "\t")):
            items[-1] += " " + line.strip()  # continuation of a list item
            continue
        flush_list()
        para.append(line.strip())
    flush_all()
    return "\n".join(out)
