"""Printing the story summary: a print dialog, then the same A4 pages as
the PDF (:func:`.pdf.paint_summary`)."""

from __future__ import annotations

import re
from typing import Any

from cardtable.words import tr

from .model import Summary
from .pdf import paint_summary, setup_pages


# characters a file name must not hold on some system (a colon, slashes,
# wildcards, quotes), and control characters
_NOT_IN_FILE_NAMES = re.compile(r'[\x00-\x1f\x7f<>:"/\\|?*]+')


def file_name_for(title: str, limit: int = 80) -> str:
    """A file name (without its extension) from a summary's title: the words
    kept, a colon or a slash become " - ", never empty."""
    name = " ".join(_NOT_IN_FILE_NAMES.sub(" - ", title).split())
    name = re.sub(r" - (- )+", " - ", name).strip(" .-")[:limit].strip(" .-")
    return name or "story"


def print_summary(summary: Summary, parent: Any = None, done: Any = None) -> bool:
    """Ask for a printer and print; ``True`` if it was printed. ``done``, if
    given, is told in a sentence where the summary went."""
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    setup_pages(printer)
    printer.setDocName(file_name_for(summary.title))  # the print dialog's file name starts from it
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(tr("Print the story summary"))
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    paint_summary(summary, printer)
    if done is not None:
        if printer.outputFileName():
            done(tr("The story summary was printed to the file {file}.").format(file=printer.outputFileName()))
        elif printer.printerName():
            done(tr("The story summary was sent to the printer {printer}.").format(printer=printer.printerName()))
        else:
            done(tr("The story summary was sent to the printer."))
    return True
