"""The story summary written as Markdown (:func:`to_markdown`). Every
block but :class:`~.model.MarkdownText` is made literal, so a player's
words are never read as markup whatever they say."""

from __future__ import annotations

import base64

from cardtable.engine.story import escape_markdown, inline, table

from .model import Block, Bullets, Image, MarkdownText, Moment, Paragraph, Quote, Summary, Table


def _md_block(block: Block) -> str:
    if isinstance(block, Paragraph):
        return escape_markdown(block.text)
    if isinstance(block, Bullets):
        return "\n".join(f"- {inline(i)}" for i in block.items)
    if isinstance(block, Table):
        return str.__str__(table(block.header, block.rows))
    if isinstance(block, Moment):
        body = " ".join(inline(line) for line in block.lines)
        return f"**{inline(block.label)}.** {body}"
    if isinstance(block, Quote):
        # the lines of one narration stay one paragraph of the quote
        quoted = "\n".join(f"> {line}" for line in escape_markdown(block.text).split("\n")) or ">"
        who = inline(block.author)
        context = f", {inline(block.context)}" if block.context else ""
        return f"{quoted}\n>\n> — *{who}{context}*"
    if isinstance(block, MarkdownText):
        return block.text.strip()
    if isinstance(block, Image):
        data = base64.b64encode(block.png).decode("ascii")
        return f"![{inline(block.caption)}](data:image/png;base64,{data})"
    raise TypeError(f"unknown summary block {block!r}")  # i18n: not shown (a programming error)


def to_markdown(summary: Summary) -> str:
    parts = [f"# {inline(summary.title)}"]
    if summary.subtitle:
        parts.append(f"*{inline(summary.subtitle)}*")
    for section in summary.sections:
        parts.append(f"## {inline(section.heading)}")
        parts.extend(_md_block(b) for b in section.blocks)
    return "\n\n".join(p for p in parts if p) + "\n"
