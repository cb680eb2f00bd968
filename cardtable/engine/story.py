"""Helpers for the games' story chapters (Markdown for the story summary):
players' words made literal, and quotes credited to whoever wrote them.

A chapter body is :class:`Markdown`: markup the game wrote and vouches for.
Everything else is text (a player's name, narration, a note, a word from a
custom deck file...) and is escaped wherever it meets Markdown: joined to it
with ``+`` or :meth:`Markdown.join`, or filled into it with
:meth:`Markdown.format` / :func:`md`. A chapter body that is a plain ``str``
is shown as literal text by the summary, so a game that forgets to build its
chapter from :class:`Markdown` loses its bold type, never its players' safety.
(The same rule as ``markupsafe.Markup``, for Markdown.)
"""

from __future__ import annotations

import re
import string
from typing import Any, Iterable, Sequence

from .i18n import _

# Marks that mean something wherever they stand, in CommonMark, GFM or the
# common extensions (strikethrough ~, math $, attributes {}, superscript ^):
# emphasis, code spans and fences, links and images, raw HTML, autolinks,
# table cells. Always escaped.
_ALWAYS = r"[\\`*_\[\]<>#|~$^{}]"
# Marks that mean something only in some places, escaped only there (so
# "Ninety-Nine: 3.5 points!" stays readable): an image's "!" before "[",
# an entity's "&" ("&lt;"), a doubled "--"/"=="/"++" (smart dashes,
# highlight, insert), the dot of "www." (a GFM autolink) and a scheme's
# colon ("javascript:", "file:", "http:") that a renderer could link.
_IN_PLACE = r"!(?=\[)|&(?=#?\w+;)|([-=+])(?=\1)|(?<=[wW]{3})\.|(?<=[A-Za-z]):(?=\S)"
_MD_SPECIAL = re.compile(f"{_ALWAYS}|{_IN_PLACE}")
# At the start of a line (and so at the start of any text, which a chapter
# may put at a line start): list items ("-", "+", "1.", "1)") and setext
# underlines ("---", "==="); "#", ">", "*", "_", "`", "~", "<" and "|"
# are escaped wherever they stand.
_MD_LINE_START = re.compile(r"^(?:([-+=])|(\d+)([.)]))")


def _escape_line(line: str) -> str:
    # leading spaces or a tab would make indented code: dropped
    line = _MD_SPECIAL.sub(lambda m: "\\" + m.group(0), line.strip())
    return _MD_LINE_START.sub(lambda m: "\\" + m.group(1) if m.group(1) else m.group(2) + "\\" + m.group(3),
                              line)


def escape_markdown(text: str) -> str:
    """Make player text literal inside Markdown (any renderer): no emphasis,
    links, images, raw HTML, autolinks, headings, lists, quotes, rules,
    setext underlines, code fences or indented code.

    Line breaks stay line breaks inside the same paragraph: blank lines are
    dropped (they would start a new block) and no line can open a block."""
    lines = (_escape_line(line) for line in str(text).replace("\r\n", "\n").replace("\r", "\n").split("\n"))
    return "\n".join(line for line in lines if line)


def inline(text: Any) -> str:
    """Player text made literal on one line (for a table cell, a heading,
    a list item or the middle of a sentence)."""
    return escape_markdown(" ".join(str(text).split()))


def _piece(value: Any) -> str:
    """``value`` as Markdown: Markdown stays, numbers are numbers, anything
    else is text and made literal on one line."""
    if isinstance(value, Markdown):
        return str.__str__(value)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    text = str(value)
    if not text.strip():
        return " " if text else ""
    # a space at either end is kept: it was there to part the words
    return (" " if text[0].isspace() else "") + inline(text) + (" " if text[-1].isspace() else "")


class _Filler(string.Formatter):
    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, Markdown) or not format_spec:
            return _piece(value)
        return _piece(format(value, format_spec))


_FILLER = _Filler()


class Markdown(str):
    """Markdown a game wrote. Text joined to it or filled into it is escaped
    (see the module's docstring); the result is Markdown again."""

    __slots__ = ()

    def __add__(self, other: Any) -> Markdown:
        if not isinstance(other, str):
            return NotImplemented
        return Markdown(str.__str__(self) + _piece(other))

    def __radd__(self, other: Any) -> Markdown:
        if not isinstance(other, str):
            return NotImplemented
        return Markdown(_piece(other) + str.__str__(self))

    def __mod__(self, other: Any) -> Markdown:
        raise TypeError("fill Markdown with .format() or md(), which escape what they fill in")

    def join(self, parts: Iterable[Any]) -> Markdown:  # type: ignore[override]
        return Markdown(str.__str__(self).join(_piece(p) for p in parts))

    def format(self, *args: Any, **kwargs: Any) -> Markdown:  # type: ignore[override]
        return Markdown(_FILLER.vformat(str.__str__(self), args, kwargs))

    def strip(self, chars: str | None = None) -> Markdown:  # type: ignore[override]
        return Markdown(str.strip(self, chars))

    def rstrip(self, chars: str | None = None) -> Markdown:  # type: ignore[override]
        return Markdown(str.rstrip(self, chars))

    def lstrip(self, chars: str | None = None) -> Markdown:  # type: ignore[override]
        return Markdown(str.lstrip(self, chars))

    def __repr__(self) -> str:
        return f"Markdown({str.__repr__(self)})"


def md(template: str, *args: Any, **kwargs: Any) -> Markdown:
    """``template`` (Markdown the game wrote) with the ``{fields}`` filled
    in, every field made literal unless it is :class:`Markdown` itself:
    ``md("**{name}** wins", name=names[seat])``."""
    return Markdown(template).format(*args, **kwargs)


_LEAD_MARKS = set("*_“‘\"'([\\ \t")


def capitalised(part: Any) -> Any:
    """``part`` (text or :class:`Markdown`) with the first letter of its
    first word in capitals, past any emphasis, quotation mark or escape that
    opens it ("**success**" -> "**Success**"); a part that opens with a digit
    or anything else stays as it is. The result is of the same kind."""
    text = str.__str__(part) if isinstance(part, Markdown) else str(part)
    for i, ch in enumerate(text):
        if ch.isalpha():
            if ch.islower():
                text = text[:i] + ch.upper() + text[i + 1:]
            break
        if ch not in _LEAD_MARKS:
            break
    return Markdown(text) if isinstance(part, Markdown) else text


def sentences(parts: Iterable[Any]) -> Markdown:
    """Sentences one after another in a paragraph, each starting with a
    capital letter whatever word opens it (a player's word, a card's word
    from a deck file): the one place a story joins sentences. Text parts are
    made literal, as everywhere."""
    return Markdown(" ").join(capitalised(p) for p in parts if p and str(p).strip())


def paragraphs(parts: Iterable[Any]) -> Markdown:
    """Blocks one after another (each text part made literal)."""
    return Markdown("\n\n").join(p for p in parts if p)


def bullets(items: Iterable[Any]) -> Markdown:
    """A bulleted list (each text item made literal on one line)."""
    return Markdown("\n").join(Markdown("- ") + item for item in items)


def table(header: Sequence[Any], rows: Iterable[Sequence[Any]]) -> Markdown:
    """A pipe table; text cells are made literal (``|`` too), Markdown cells
    are kept but folded onto one line."""
    def cell(value: Any) -> str:
        text = _piece(value)
        return " ".join(text.split()) or " "

    lines = ["| " + " | ".join(cell(h) for h in header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cell(c) for c in row) + " |" for row in rows]
    return Markdown("\n".join(lines))


def writer(names: Sequence[str], entry: Any) -> str:
    """Who wrote a journal entry: the player at its seat, or "the table"."""
    seat = getattr(entry, "seat", None)
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(names):
        return names[seat]
    return _("the table")


def said(text: Any) -> Markdown:
    """A player's (maybe several-line) words as the lines of a Markdown block
    quote: each line literal, the lines kept within one paragraph."""
    lines = escape_markdown(str(text).strip()).split("\n")
    return Markdown("\n".join(f"> {line}" for line in lines if line))


def quote(entry: Any, by: str) -> Markdown:
    """A journal entry as a Markdown block quote signed by ``by``."""
    return said(entry.text) + md("\n>\n> — *{by}*", by=by)


def unescape(markdown: str) -> str:
    """Markdown back to its words (backslash escapes undone): to find a
    player's words in a chapter, whatever way it escaped them."""
    return re.sub(r"\\(.)", r"\1", markdown)
