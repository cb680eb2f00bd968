"""Qt side of the story summary: PDF export and printing via QTextDocument.

Imported lazily by :mod:`cardtable.app.summary` so Markdown/HTML export works
without a GUI. PDF output is written to a temp file in the target folder and
renamed into place, so an interrupted write never leaves half a file.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMarginsF, QUrl
from PySide6.QtGui import QGuiApplication, QImage, QPageLayout, QPageSize, QPdfWriter, QTextDocument

from .summary import IMAGE_RESOURCE, Summary, _html, summary_images

_APP: Any = None  # keeps an application created here alive


def ensure_app() -> QGuiApplication:
    """The running Qt GUI application, creating one (offscreen when there
    is no display) if there is none."""
    global _APP
    app = QGuiApplication.instance()
    if app is not None:
        if not isinstance(app, QGuiApplication):
            raise RuntimeError("PDF output and charts need a Qt GUI application, but a console one is running")
        return app
    from PySide6.QtWidgets import QApplication  # widgets too, so charts can be drawn

    argv = ["cardtable"]
    headless = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if sys.platform.startswith("linux") and headless and not os.environ.get("QT_QPA_PLATFORM"):
        argv += ["-platform", "offscreen"]
    _APP = QApplication(argv)
    return _APP


def summary_document(summary: Summary) -> QTextDocument:
    """The summary laid out as a QTextDocument (for PDF and printing)."""
    ensure_app()
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    for i, png in enumerate(summary_images(summary), start=1):
        image = QImage.fromData(png, "PNG")
        if not image.isNull():
            doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(IMAGE_RESOURCE.format(i)), image)
    doc.setHtml(_html(summary, qt=True))
    doc.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, summary.title)
    return doc


def _setup_pages(device: Any) -> None:
    # QTextDocument.print_ adds its own 2 cm margin (and page numbers) inside
    # the device's margins, so the device itself gets none.
    device.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    device.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)


def write_pdf(summary: Summary, path: str | os.PathLike[str]) -> None:
    """Write an A4 PDF of ``summary`` to ``path``, atomically."""
    path = Path(path)
    doc = summary_document(summary)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(fd)
    try:
        writer = QPdfWriter(tmp)
        writer.setTitle(summary.title)
        writer.setCreator("CardTable")
        _setup_pages(writer)
        doc.print_(writer)
        del writer  # closes the file
        if os.path.getsize(tmp) < 64:
            raise OSError(f"could not write a PDF to {path}")
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def print_summary(summary: Summary, parent: Any = None) -> bool:
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    _setup_pages(printer)
    printer.setDocName(summary.title)
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle("Print the story summary")
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    summary_document(summary).print_(printer)
    return True
