"""A small, safe Markdown subset for the story summary, turned into HTML.

Games write their story chapters in Markdown and players' words end up in
them, so the HTML side escapes every character and only the few Markdown
forms a chapter needs become tags: ``#`` headings, paragraphs, ``-`` and
``1.`` lists, ``>`` quotes, ``| a | b |`` tables, ``**bold**``,
``*italic*``/``_italic_`` and ```code```. Anything else stays as literal
text; no raw HTML ever passes. With ``qt=True`` quotes and tables take the
shapes QTextDocument (PDF, printing) can draw.

No marker is ever put into the text to be found again later (a player can
write any character, NUL included): a line is cut into pieces held in a
list, each already HTML, and the inline forms wrap runs of pieces found by
their places (:func:`inline_html`).
"""

from __future__ import annotations

import html
import re

_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
_ITALIC_STAR = re.compile(r"(?<![\w*])\*(?=\S)(.+?)(?<=\S)\*(?![\w*])")
_ITALIC_UNDER = re.compile(r"(?<!\w)_(?=\S)(.+?)(?<=\S)_(?!\w)")
_CODE = re.compile(r"`([^`]+)`")
_ESCAPABLE = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")  # ASCII punctuation: a backslash makes it literal
_BULLET = re.compile(r"^\s{0,3}[-*+]\s+(.*)$")
_NUMBERED = re.compile(r"^\s{0,3}\d{1,9}[.)]\s+(.*)$")
# a closing run of "#" goes only when a space parts it from the words (an
# escaped "\#" at the end of a player's name is a letter of the name)
_HEADING = re.compile(r"^\s{0,3}(#{1,6})(?=\s)(.*?)(?:\s#+)?\s*$")
_QUOTE = re.compile(r"^\s{0,3}>\s?(.*)$")
# Characters no HTML text may hold (C0 controls but tab and line breaks,
# DEL, C1 controls): shown as U+FFFD, the mark of a character that cannot be
# shown, as an HTML parser would.
_NOT_IN_HTML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
# What an already made piece of HTML (an escaped mark, a code span, a tag)
# is in the string the emphasis patterns read: one punctuation character,
# which those patterns only ever read as "not a space, not a letter or
# digit, not * or _". The piece is known by its place in the list, never by
# this character, so the same character in a player's words is only that.
_MADE = "!"


def text_html(text: str) -> str:
    """``text`` as HTML text: every mark escaped (quotes too), and the
    characters HTML cannot hold shown as U+FFFD."""
    return html.escape(_NOT_IN_HTML.sub("\ufffd", text), quote=True)


def _pieces(text: str) -> tuple[list[str], list[str]]:
    """The line ``text`` cut into pieces: (the character each piece is to
    the patterns, the HTML of each piece). A backslash escape is one made
    piece (the escaped mark, literal); every other character is a piece of
    its own."""
    shape: list[str] = []
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        if text[i] == "\\" and i + 1 < n and text[i + 1] in _ESCAPABLE:
            shape.append(_MADE)
            out.append(text_html(text[i + 1]))
            i += 2
        else:
            shape.append(text[i])
            out.append(text_html(text[i]))
            i += 1
    return shape, out


def _wrap(shape: list[str], out: list[str], pattern: re.Pattern[str], tag: str) -> tuple[list[str], list[str]]:
    """Wrap what ``pattern`` finds in ``<tag>``: its marks become the tags,
    the pieces between (its group 1) stay as they are. A code span becomes
    one made piece: nothing inside it is read as a mark any more."""
    new_shape: list[str] = []
    new_out: list[str] = []
    last = 0
    for m in pattern.finditer("".join(shape)):
        inner = out[m.start(1):m.end(1)]
        new_out += out[last:m.start()]
        new_shape += shape[last:m.start()]
        if tag == "code":
            new_shape.append(_MADE)
            new_out.append("<code>" + "".join(inner) + "</code>")
        else:
            new_shape += [_MADE] + shape[m.start(1):m.end(1)] + [_MADE]
            new_out += [f"<{tag}>"] + inner + [f"</{tag}>"]
        last = m.end()
    return new_shape + shape[last:], new_out + out[last:]


def inline_html(text: str) -> str:
    """Escape ``text`` and apply the inline Markdown forms: backslash
    escapes first, then code spans (both literal), then bold and italics.
    Nothing is ever put into the text to be found again: the pieces are kept
    apart in a list, so no word of a player can stand for one of them."""
    shape, out = _pieces(text)
    shape, out = _wrap(shape, out, _CODE, "code")
    shape, out = _wrap(shape, out, _BOLD, "strong")
    shape, out = _wrap(shape, out, _ITALIC_STAR, "em")
    shape, out = _wrap(shape, out, _ITALIC_UNDER, "em")
    return "".join(out)


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
            out.append(f"<h{level}>{inline_html(m.group(2).strip())}</h{level}>")
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
