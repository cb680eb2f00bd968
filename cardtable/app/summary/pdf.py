"""The story summary on A4 pages: laid out by QTextDocument, kept
together across page breaks, painted with a footer (for PDF and for
printing, see :mod:`.printing`), and written as a PDF (:func:`write_pdf`).

Imported lazily (by :mod:`.files`) so Markdown/HTML export works without a
GUI. PDF output is written to a temp file in the target folder and
renamed into place, so an interrupted write never leaves half a file.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMarginsF, QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextFrame,
    QTextTable,
)

from cardtable import APP_NAME
from cardtable.engine.files import atomic_target
from cardtable.words import tr

from .html import IMAGE_RESOURCE, _html, summary_images
from .model import Summary
from .qt_app import ensure_app

MARGINS_MM = (20, 18, 20, 12)  # left, top, right, bottom; the page footer sits above the bottom one


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


def setup_pages(device: Any) -> None:
    device.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    device.setPageMargins(QMarginsF(*MARGINS_MM), QPageLayout.Unit.Millimeter)


def _keep_together(doc: QTextDocument, page_height: float) -> None:
    """Move every table (a score table, a tally, a journal quote, a picture
    with its caption) that would straddle a page break to the next page
    whole, with the heading that leads it, and headings that would end a
    page, to the next page (QTextDocument has no ``page-break-inside:
    avoid``). A table taller than most of a page is left to split."""
    layout = doc.documentLayout()
    fixed: set[int] = set()
    for _ in range(500):  # each pass moves one item; bounded for safety
        moved = False
        for kind, item, top, bottom in _keepers(doc, layout):
            page = int(top // page_height)
            if _key(item) in fixed or top - page * page_height < 1:
                continue
            next_break = (page + 1) * page_height
            if kind == "heading":
                straddles = bottom + 3 * (bottom - top) > next_break
            else:
                straddles = bottom > next_break and bottom - top < page_height * 0.8
            if straddles:
                lead = _heading_before(doc, item) if kind == "table" else None
                if (lead is not None and lead.position() not in fixed
                        and bottom - layout.blockBoundingRect(lead).top() < page_height * 0.8):
                    kind, item = "heading", lead
                _break_before(kind, item)
                fixed.add(_key(item))
                moved = True
                break
        if not moved:
            return


def _key(item: Any) -> int:
    return item.firstPosition() if isinstance(item, QTextFrame) else item.position()


def _keepers(doc: QTextDocument, layout: Any):
    """(kind, frame or block, top, bottom) of every table (a score table,
    a journal quote, a picture) and section heading, in document order."""
    for frame in doc.rootFrame().childFrames():
        if isinstance(frame, QTextTable):
            rect = layout.frameBoundingRect(frame)
            yield "table", frame, rect.top(), rect.bottom()
    block = doc.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() in (2, 3):
            rect = layout.blockBoundingRect(block)
            yield "heading", block, rect.top(), rect.bottom()
        block = block.next()


LEAD_BLOCKS = 6  # the most lines of text between a table and the heading it goes with


def _heading_before(doc: QTextDocument, frame: QTextFrame) -> Any:
    """The heading of the section ``frame`` opens or ends, if any: it goes
    to the next page with its table, and the few lines between (an
    outcome's sentences over its score table) too, rather than leave the
    table at the top of a page cut off from what it belongs to. Another
    table or picture between, or more than a few lines: none."""
    block = doc.findBlock(frame.firstPosition() - 1)
    root = doc.rootFrame()
    lines = 0
    while block.isValid() and block.blockFormat().headingLevel() == 0:
        if QTextCursor(block).currentFrame().firstPosition() != root.firstPosition():
            return None  # another table (a picture's, a quote's) before: the table stands alone
        if block.text().strip():
            lines += 1
            if lines > LEAD_BLOCKS:
                return None
        if block.position() == 0:
            return None
        block = block.previous()
    return block if block.isValid() and block.blockFormat().headingLevel() in (2, 3) else None


def _break_before(kind: str, item: Any) -> None:
    if kind == "table":
        fmt = item.format()
        fmt.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
        item.setFormat(fmt)
    else:
        cursor = QTextCursor(item)
        fmt = item.blockFormat()
        fmt.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
        cursor.setBlockFormat(fmt)


def _footer_font() -> QFont:
    font = QFont("DejaVu Sans")
    font.setPointSizeF(8)
    return font


def layout_for(summary: Summary, device: Any) -> tuple[QTextDocument, QSizeF, QFont]:
    """The summary paginated for ``device``: (document, page body size, footer font)."""
    doc = summary_document(summary)
    doc.documentLayout().setPaintDevice(device)
    font = _footer_font()
    footer = QFontMetricsF(font, device).height() * 2.5
    page = QSizeF(device.width(), device.height() - footer)
    doc.setPageSize(page)
    _keep_together(doc, page.height())
    return doc, page, font


def paint_summary(summary: Summary, device: Any) -> int:
    """Lay the summary out on ``device`` (a QPdfWriter or QPrinter, page
    size and margins already set) and paint every page with a footer.
    Returns the number of pages."""
    doc, page, footer_font = layout_for(summary, device)
    width, height = device.width(), device.height()
    footer = height - page.height()
    pages = doc.pageCount()
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(tr("cannot start drawing the story summary"))
    try:
        for i in range(pages):
            if i:
                device.newPage()
            painter.save()
            painter.translate(0, -i * page.height())
            doc.drawContents(painter, QRectF(0, i * page.height(), page.width(), page.height()))
            painter.restore()
            painter.setFont(footer_font)
            painter.setPen(QColor("#777777"))
            band = QRectF(0, height - footer * 0.6, width, footer * 0.6)
            painter.drawText(band, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), summary.title)
            painter.drawText(band, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                             f"{i + 1} / {pages}")
    finally:
        painter.end()
    return pages


def write_pdf(summary: Summary, path: str | os.PathLike[str], *, refuse_link: bool = False) -> None:
    """Write an A4 PDF of ``summary`` to ``path``, atomically (``refuse_link``:
    see :func:`~cardtable.engine.files.atomic_target`)."""
    path = Path(path)
    ensure_app()
    with atomic_target(path, refuse_link=refuse_link) as tmp:
        writer = QPdfWriter(tmp)
        writer.setTitle(summary.title)
        writer.setCreator(APP_NAME)
        setup_pages(writer)
        paint_summary(summary, writer)
        del writer  # closes the file
        if os.path.getsize(tmp) < 64:
            raise OSError(tr("could not write a PDF to {path}").format(path=path))
