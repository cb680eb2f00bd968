"""The end-of-game story summary: what happened, told for people to read.

The package, by concern:

- :mod:`.model` — the summary's data: a title and sections of simple blocks;
- :mod:`.build` — :func:`build_summary`, the story of a match from public
  information only (event text as everyone saw it, the game's own story
  chapters, the journal and the result);
- :mod:`.markdown` — the summary as Markdown;
- :mod:`.markdown_html` — the small, safe Markdown subset of the games'
  chapters turned into HTML;
- :mod:`.html` — the summary as a styled, printable HTML page;
- :mod:`.files` — :func:`write_summary` (the format from the file
  extension) and :func:`print_summary`;
- :mod:`.qt_app`, :mod:`.pdf`, :mod:`.printing` — the Qt side: the GUI
  application, A4 pages and PDF, and the print dialog.

The pictures (the game's own, or the final table, and the chart) are drawn
by :mod:`cardtable.app.summary_pictures`, beside the package: they use
:mod:`cardtable.app.charts`, which uses this package's Qt application.

This module re-exports the parts that need no GUI only: importing it
imports no Qt module but QtCore (whose translate, through
:func:`cardtable.words.tr`, gives the summary's own words in the reader's
language), so the command line can export Markdown and HTML without a GUI.
The Qt GUI modules are imported by whoever needs them (``write_summary`` and
``print_summary`` do so when asked for a PDF or a printout).
"""

from __future__ import annotations

from .build import KEY_KINDS, WIN_KINDS, build_summary, format_option, is_key_event, moment_of
from .files import FORMATS, print_summary, write_summary
from .html import IMAGE_RESOURCE, PAGE_HEIGHT_PX, TEXT_WIDTH_PX, png_size, summary_images, to_html
from .markdown import to_markdown
from .model import Block, Bullets, Image, MarkdownText, Moment, Paragraph, Quote, Section, Summary, Table

__all__ = [
    "FORMATS",
    "IMAGE_RESOURCE",
    "KEY_KINDS",
    "PAGE_HEIGHT_PX",
    "TEXT_WIDTH_PX",
    "WIN_KINDS",
    "Block",
    "Bullets",
    "Image",
    "MarkdownText",
    "Moment",
    "Paragraph",
    "Quote",
    "Section",
    "Summary",
    "Table",
    "build_summary",
    "format_option",
    "is_key_event",
    "moment_of",
    "png_size",
    "print_summary",
    "summary_images",
    "to_html",
    "to_markdown",
    "write_summary",
]
