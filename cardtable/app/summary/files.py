"""Saving and printing the story summary: :func:`write_summary` picks
the format from the file extension. Qt's GUI modules are imported only
for PDF output and printing (:mod:`.pdf`, :mod:`.printing`), so the
command line can export Markdown and HTML without a GUI."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from cardtable.engine.files import write_atomic
from cardtable.words import tr

from .html import to_html
from .markdown import to_markdown
from .model import Summary

FORMATS = {".md": "markdown", ".markdown": "markdown", ".html": "html", ".htm": "html", ".pdf": "pdf"}


def write_summary(summary: Summary, path: str | os.PathLike[str], *, refuse_link: bool = False) -> Path:
    """Write ``summary`` to ``path`` as Markdown (``.md``), HTML (``.html``)
    or PDF (``.pdf``), atomically, never through a link (``refuse_link``: a
    link at ``path`` is refused, see :func:`~cardtable.engine.files.atomic_target`).
    Returns the path written."""
    path = Path(path)
    kind = FORMATS.get(path.suffix.lower())
    if kind is None:
        shown = path.suffix or tr("no extension")
        raise ValueError(
            tr("cannot save the story summary as {suffix}: use a file name ending in .md, .html or .pdf").format(
                suffix=repr(shown))
        )
    if kind == "markdown":
        write_atomic(path, to_markdown(summary), refuse_link=refuse_link)
    elif kind == "html":
        write_atomic(path, to_html(summary), refuse_link=refuse_link)
    else:
        from .pdf import write_pdf

        write_pdf(summary, path, refuse_link=refuse_link)
    # no chmod afterwards: atomic_target gives the file ordinary permissions
    # before it takes the name, and a chmod by name would follow a link
    return path


def print_summary(summary: Summary, parent: Any = None) -> bool:
    """Ask for a printer and print; ``True`` if it was printed."""
    from .printing import print_summary as _print

    return _print(summary, parent)
