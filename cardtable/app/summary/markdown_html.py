"""A small, safe Markdown subset for the story summary, turned into HTML.

Games write their story chapters in Markdown and players' words end up in
them, so the HTML side escapes everything first and only then turns the few
Markdown forms a chapter needs into tags: ``#`` headings, paragraphs, ``-``
and ``1.`` lists, ``>`` quotes, ``| a | b |`` tables, ``**bold**``,
``*italic*``/``_italic_`` and ```code```. Anything else stays as literal
text; no raw HTML ever passes. With ``qt=True`` quotes and tables take the
shapes QTextDocument (PDF, printing) can draw.
"""

from __future__ import annotations

import html
import re

_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
_ITALIC_STAR = re.compile(r"(?<![\w*])\*(?=\S)(.+?)(?<=\S)\*(?![\w*])")
_ITALIC_UNDER = re.compile(r"(?<!\w)_(?=\S)(.+?)(?<=\S)_(?!\w)")
_CODE = re.compile(r"`([^`]+)`")
_ESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")  # a backslash before any ASCII punctuation (CommonMark)
_BULLET = re.compile(r"^\s{0,3}[-*+]\s+(.*)$")
_NUMBERED = re.compile(r"^\s{0,3}\d{1,9}[.)]\s+(.*)$")
_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_QUOTE = re.compile(r"^\s{0,3}>\s?(.*)$")


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


_TABLE_ROW = re.compile(r"^\s{0,3}\|(.*)\|\s*$")
_TABLE_RULE = re.compile(r"^\s*:?-{2,}:?\s*$")


def _cells(row: str) -> list[str]:
    """The cells of a ``| a | b |`` row (a ``\\|`` inside a cell is literal)."""
    parts = re.split(r"(?<!\\)\|", row)
    return [p.strip() for p in parts]


def table_html(rows: list[str], qt: bool = False) -> str:
    """A Markdown pipe table (header row, rule, body rows) as an HTML table."""
    cells = [_cells(r) for r in rows]
    header: list[str] = []
    if len(cells) > 1 and cells[1] and all(_TABLE_RULE.match(c) for c in cells[1]):
        header, cells = cells[0], cells[2:]
    attrs = ' cellspacing="0" cellpadding="4" width="100%" style="margin-bottom: 6px;"' if qt else ""
    head = "".join(f"<th>{inline_html(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f'<td class="cell">{inline_html(c)}</td>' for c in row) + "</tr>"
                   for row in cells)
    thead = f"<thead><tr>{head}</tr></thead>" if header else ""
    return f"<table{attrs}>{thead}<tbody>{body}</tbody></table>"


def quote_html(inner: str, qt: bool = False) -> str:
    """A block quote; QTextDocument draws no border on ``<blockquote>``, so
    for it the quote is a one-cell table with a rule down its left side."""
    if not qt:
        return f"<blockquote>{inner}</blockquote>"
    return ('<table width="100%" cellspacing="0" cellpadding="0" style="margin-top: 6px; margin-bottom: 6px;">'
            '<tr><td width="4" style="background-color: #c7a86b;"></td>'
            f'<td style="padding-left: 12px;"><div class="quote">{inner}</div></td></tr></table>')


def markdown_to_html(text: str, heading_base: int = 3, qt: bool = False) -> str:
    """Block-level conversion; headings start at ``<h{heading_base}>``;
    ``qt`` shapes tables and quotes for QTextDocument (PDF and printing)."""
    out: list[str] = []
    para: list[str] = []
    items: list[str] = []
    list_tag = ""
    quote: list[str] = []
    table: list[str] = []

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
            out.append(quote_html(markdown_to_html("\n".join(quote), heading_base, qt), qt))
            quote.clear()

    def flush_table() -> None:
        if table:
            out.append(table_html(table, qt))
            table.clear()

    def flush_all() -> None:
        flush_para()
        flush_list()
        flush_quote()
        flush_table()

    for line in text.replace("\r\n", "\n").split("\n"):
        if not line.strip():
            flush_all()
            continue
        row = _TABLE_ROW.match(line)
        if row and not quote:
            flush_para()
            flush_list()
            table.append(row.group(1))
            continue
        flush_table()
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
