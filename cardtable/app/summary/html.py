"""The story summary as a styled, printable HTML page (:func:`to_html`),
and the page QTextDocument lays out for PDF and printing (``_html(summary,
qt=True)``, its pictures named by :data:`IMAGE_RESOURCE`)."""

from __future__ import annotations

import base64

from cardtable.engine.i18n import language
from cardtable.words import tr

from .markdown_html import markdown_to_html, text_html
from .model import Block, Bullets, Image, MarkdownText, Moment, Paragraph, Quote, Summary, Table

_CSS = """
body { font-family: Georgia, 'DejaVu Serif', 'Times New Roman', serif; color: #222;
       background: #fdfcf8; line-height: 1.5; margin: 0; }
main { max-width: 44em; margin: 2em auto; padding: 0 1.5em; }
h1, h2, h3, h4 { font-family: 'Segoe UI', 'DejaVu Sans', Helvetica, Arial, sans-serif; color: #1f3b57; }
h1 { font-size: 1.9em; margin-bottom: 0.1em; }
.subtitle { color: #666; font-style: italic; margin-top: 0; }
h2 { font-size: 1.3em; border-bottom: 1px solid #c9d3dd; padding-bottom: 0.15em; margin-top: 1.6em; }
table { border-collapse: collapse; margin: 0.6em 0; }
th, td { text-align: left; padding: 0.25em 0.9em 0.25em 0.4em; border-bottom: 1px solid #e3e3e3; }
th { font-family: 'Segoe UI', 'DejaVu Sans', Helvetica, Arial, sans-serif; font-size: 0.9em; color: #555; }
.moment { margin: 0.35em 0; }
.moment .label { font-weight: bold; color: #1f3b57; }
blockquote { margin: 0.9em 0 0.9em 0.5em; padding: 0.2em 0 0.2em 1em; border-left: 3px solid #c7a86b;
             font-style: italic; }
blockquote p { margin: 0.2em 0; }
blockquote .by { font-style: normal; color: #666; font-size: 0.9em; }
figure { margin: 1em 0; text-align: center; }
figure img { max-width: 100%; }
figcaption { color: #666; font-size: 0.9em; }
.winner { font-weight: bold; color: #2d6a2d; }
@media print { body { background: white; } main { margin: 0; max-width: none; } h2 { break-after: avoid; }
               blockquote, tr, .moment { break-inside: avoid; } }
"""  # i18n: not shown (a style sheet)

# QTextDocument (used for PDF and printing) understands a smaller CSS subset.
_QT_CSS = """
body { font-family: 'DejaVu Serif', Georgia, serif; font-size: 11pt; color: #222; }
h1 { font-family: 'DejaVu Sans', Helvetica, sans-serif; font-size: 20pt; color: #1f3b57; margin-bottom: 2px; }
h2 { font-family: 'DejaVu Sans', Helvetica, sans-serif; font-size: 14pt; color: #1f3b57;
     margin-top: 18px; margin-bottom: 6px; }
h3, h4 { font-family: 'DejaVu Sans', Helvetica, sans-serif; color: #1f3b57; }
p { margin-top: 3px; margin-bottom: 5px; }
.subtitle { color: #666; font-style: italic; }
th { font-family: 'DejaVu Sans', Helvetica, sans-serif; font-size: 9pt; color: #555; text-align: left;
     background-color: #eef2f6; }
td.cell { border-bottom: 1px solid #dddddd; }
.label { font-weight: bold; color: #1f3b57; }
.quote { font-style: italic; }
.by { color: #666; font-size: 9pt; }
.winner { font-weight: bold; color: #2d6a2d; }
.caption { color: #666; font-size: 9pt; }
"""  # i18n: not shown (a style sheet)

IMAGE_RESOURCE = "cardtable-summary-image-{}.png"
TEXT_WIDTH_PX = 640.0  # A4 text width (170 mm) in the 96-per-inch pixels of HTML image sizes
PAGE_HEIGHT_PX = 960.0


def png_size(png: bytes) -> tuple[int, int] | None:
    """(width, height) from a PNG header, or ``None`` if it is not one."""
    if len(png) < 24 or not png.startswith(b"\x89PNG\r\n\x1a\n") or png[12:16] != b"IHDR":
        return None
    width, height = int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")
    return (width, height) if width and height else None


def _html_block(block: Block, qt: bool, image_no: list[int]) -> str:
    esc = text_html
    if isinstance(block, Paragraph):
        return f"<p>{esc(block.text)}</p>"
    if isinstance(block, Bullets):
        return "<ul>" + "".join(f"<li>{esc(i)}</li>" for i in block.items) + "</ul>"
    if isinstance(block, Table):
        attrs_ = ' cellspacing="0" cellpadding="4" width="100%" style="margin-bottom: 6px;"' if qt else ""
        head = "".join(f"<th>{esc(h)}</th>" for h in block.header)
        rows = []
        for r, row in enumerate(block.rows):
            cells = []
            for c, text in enumerate(row):
                kinds = ("cell", "winner") if (r, c) in block.winners else ("cell",)
                cells.append(f'<td class="{" ".join(kinds)}">{esc(text)}</td>')
            rows.append("<tr>" + "".join(cells) + "</tr>")
        return f"<table{attrs_}><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    if isinstance(block, Moment):
        body = " ".join(esc(line) for line in block.lines)
        return f'<p class="moment"><span class="label">{esc(block.label)}.</span> {body}</p>'
    if isinstance(block, Quote):
        text = "".join(f"<p>{esc(p)}</p>" for p in block.text.split("\n") if p.strip())
        by = f"— {esc(block.author)}" + (f", {esc(block.context)}" if block.context else "")
        if qt:  # QTextDocument draws no borders on blockquote: use a one-cell table with a rule
            return ('<table width="100%" cellspacing="0" cellpadding="0" style="margin-top: 6px; margin-bottom: 6px;">'
                    '<tr><td width="4" style="background-color: #c7a86b;"></td>'
                    f'<td style="padding-left: 12px;"><div class="quote">{text}</div>'
                    f'<p class="by">{by}</p></td></tr></table>')
        return f'<blockquote>{text}<p class="by">{by}</p></blockquote>'
    if isinstance(block, MarkdownText):
        return markdown_to_html(block.text, heading_base=3, qt=qt)
    if isinstance(block, Image):
        image_no[0] += 1
        if qt:
            src = IMAGE_RESOURCE.format(image_no[0])
            width, height = png_size(block.png) or (600, 340)
            # the full text width, at most 7/10 of a page high
            shown = min(TEXT_WIDTH_PX * max(0.2, min(1.0, block.width)), 0.7 * PAGE_HEIGHT_PX * width / height)
            # a one-cell table so that the PDF pagination keeps picture and caption together
            return ('<table width="100%" cellspacing="0" cellpadding="0" style="margin-top: 6px;"><tr>'
                    f'<td align="center"><img src="{src}" width="{int(shown)}"/>'
                    + (f'<p align="center" class="caption">{esc(block.caption)}</p>' if block.caption else "")
                    + '</td></tr></table>')
        data = base64.b64encode(block.png).decode("ascii")
        caption = f"<figcaption>{esc(block.caption)}</figcaption>" if block.caption else ""
        share = max(0.2, min(1.0, block.width))
        size = f' style="width: {share:.0%};"' if share < 1.0 else ""
        alt = esc(block.caption or tr("chart"))
        return (f'<figure><img src="data:image/png;base64,{data}"{size} '
                f'alt="{alt}"/>{caption}</figure>')
    raise TypeError(f"unknown summary block {block!r}")  # i18n: not shown (a programming error)


def _html(summary: Summary, qt: bool = False) -> str:
    esc = text_html
    image_no = [0]
    body = [f"<h1>{esc(summary.title)}</h1>"]
    if summary.subtitle:
        body.append(f'<p class="subtitle">{esc(summary.subtitle)}</p>')
    for section in summary.sections:
        body.append(f"<h2>{esc(section.heading)}</h2>")
        body.extend(_html_block(b, qt, image_no) for b in section.blocks)
    content = "\n".join(body)
    if not qt:
        content = f"<main>\n{content}\n</main>"
    return (
        f"<!DOCTYPE html>\n<html lang=\"{language()}\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        '<meta name="viewport" content="width=device-width, initial-scale=1"/>\n'
        '<meta name="generator" content="CardTable"/>\n'
        f"<title>{esc(summary.title)}</title>\n<style>{_QT_CSS if qt else _CSS}</style>\n</head>\n"
        f"<body>\n{content}\n</body>\n</html>\n"
    )


def to_html(summary: Summary) -> str:
    """A complete, styled, printable HTML document (images inlined)."""
    return _html(summary)


def summary_images(summary: Summary) -> list[bytes]:
    return [b.png for s in summary.sections for b in s.blocks if isinstance(b, Image)]
