"""The story summary's data: a :class:`Summary` is a title and ordered
:class:`Section` values of simple blocks (paragraphs, tables, quotes,
pictures...). :mod:`.build` makes one from a match; :mod:`.markdown`,
:mod:`.html` and :mod:`.pdf` render it."""

from __future__ import annotations

from typing import Union

import attrs

# Every block but MarkdownText holds text: the renderers make it literal
# (escape_markdown for Markdown, markdown_html.text_html for HTML), so a
# player's words are never read as markup whatever they say. What a block
# means (a heading, a winner's cell) is said by its kind and its fields,
# never by words inside its text that a player could also write.


@attrs.frozen
class Paragraph:
    """Plain text (never interpreted as markup)."""

    text: str


@attrs.frozen
class Bullets:
    items: tuple[str, ...]


@attrs.frozen
class Table:
    """Rows of text under a header; ``winners``: the (row, column) cells that
    say who won, drawn as the winner's (known by their place, never by what
    a cell says: a player may be called "Winner")."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    winners: frozenset[tuple[int, int]] = attrs.field(default=frozenset(), converter=frozenset)


@attrs.frozen
class Moment:
    """Key events of one turn: ``label`` like "Turn 12 · Cy"."""

    label: str
    lines: tuple[str, ...]


@attrs.frozen
class Quote:
    """A journal entry: the words, who wrote them, and when/what prompted them."""

    text: str
    author: str
    context: str = ""


@attrs.frozen
class MarkdownText:
    """Markdown written by the game (its story chapters): only ever made from
    a :class:`cardtable.engine.story.Markdown` value, in which every player's
    word was escaped as it was filled in."""

    text: str = attrs.field(converter=str.__str__)


@attrs.frozen
class Image:
    """A picture; ``width`` is the share of the text width it is shown at
    (a strip of two cards is not blown up to the size of the whole grid)."""

    png: bytes = attrs.field(repr=lambda b: f"<{len(b)} bytes of PNG>")
    caption: str = ""
    width: float = 1.0


Block = Union[Paragraph, Bullets, Table, Moment, Quote, MarkdownText, Image]


@attrs.frozen
class Section:
    heading: str
    blocks: tuple[Block, ...]


@attrs.frozen
class Summary:
    title: str
    subtitle: str
    sections: tuple[Section, ...]

    def section(self, heading: str) -> Section:
        for s in self.sections:
            if s.heading == heading:
                return s
        raise KeyError(heading)
