"""The designer's lab report as a PDF: the lab's HTML page (cardtable/lab/
html.py) laid out by Qt's text document on A4 pages, each plot's SVG drawn
into a picture the document shows (Qt's rich text shows no inline SVG).

Owns :func:`pdf_bytes`, used by ``cardtable lab -o OUT.pdf`` and the Lab
window's export. Needs a Qt application (the command line makes one).
"""

from __future__ import annotations

import os
import tempfile
from typing import Any, Mapping

from PySide6.QtCore import QByteArray, QMarginsF, QUrl
from PySide6.QtGui import QColor, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QTextDocument
from PySide6.QtSvg import QSvgRenderer

from cardtable import APP_NAME

SCALE = 2  # pictures drawn at twice their size, for print


def _picture(svg: str) -> QImage:
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    size = renderer.defaultSize()
    image = QImage(size.width() * SCALE, size.height() * SCALE, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    return image


def document(found: Mapping[str, Any]) -> QTextDocument:
    """The report as a Qt text document, its plots as pictures."""
    from cardtable.lab.html import page

    doc = QTextDocument()
    pictures: dict[str, QImage] = {}

    def place(name: str, svg: str) -> str:
        image = _picture(svg)
        pictures[name] = image
        return f'<p><img src="lab:{name}" width="{image.width() // SCALE}" height="{image.height() // SCALE}"></p>'

    html = page(found, place)
    for name, image in pictures.items():
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"lab:{name}"), image)
    doc.setHtml(html)
    return doc


def pdf_bytes(found: Mapping[str, Any]) -> bytes:
    """The report as the bytes of an A4 PDF."""
    doc = document(found)
    handle, tmp = tempfile.mkstemp(prefix="cardtable-lab-", suffix=".pdf")
    os.close(handle)
    try:
        writer = QPdfWriter(tmp)
        writer.setTitle(f"{APP_NAME}: {found['title']}")
        writer.setCreator(APP_NAME)
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                         QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter))
        doc.print_(writer)
        del writer  # closes the file
        with open(tmp, "rb") as f:
            return f.read()
    finally:
        os.unlink(tmp)
