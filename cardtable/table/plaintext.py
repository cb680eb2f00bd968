"""Words a player or a file supplied, shown as plain text on every Qt surface.

One rule for every place the app shows such words (a name, a deck's card
words, a note, a file's name, a game's message quoting any of them):

- it is never markup. Qt reads a label's or a tooltip's text as rich text
  when it merely *looks* like HTML (``Qt::mightBeRichText``), so a name such
  as ``<img src="/some/file.png">`` would make Qt load and draw a local
  file, and ``<table width=100000>`` would make the window 100,000 px wide.
  Labels here are :class:`PlainLabel` (plain text); tooltips go through
  :func:`tooltip` (unchanged when Qt would show them as plain text anyway,
  otherwise escaped inside an explicit rich-text wrapper); message boxes are
  made by :func:`message_box`; button and menu texts through
  :func:`button_text` (a ``&`` is a letter, not a keyboard shortcut);
- it cannot turn the rest of a line around. :func:`display` drops the
  explicit bidi embeddings and overrides (U+202A–U+202E) and balances the
  isolates (U+2066–U+2069) of any text it is given, and a name set into an
  app sentence goes in through :func:`isolate`, so a right-to-left name
  reads right to left and the sentence around it still reads as written;
- it never widens the window. A :class:`PlainLabel` asks for almost no
  width, wraps anywhere (even inside a 60-letter word) and elides what does
  not fit its lines with a trailing "…", its full text in its tooltip and
  for screen readers; a button's text is elided to a sensible width;
- a line cut to fit keeps its numbers: text a game writes in parts joined
  by " · " (a caption: a name, then what it holds) loses its name first and
  its counts last (:func:`fit_parts`).

Nothing here knows any game: it is Qt-side plumbing for ``table/`` and
``app/`` alike.
"""

from __future__ import annotations

import html
import re
import unicodedata

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics, QPainter, QTextLayout, QTextOption
from PySide6.QtGui import Qt as GuiQt  # Qt::mightBeRichText lives in QtGui
from PySide6.QtWidgets import QFrame, QLabel, QMessageBox, QSizePolicy, QWidget

ELLIPSIS = "…"
FSI, PDI = "\u2068", "\u2069"  # FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE
_OPENERS = "\u2066\u2067\u2068"  # LRI, RLI, FSI
_CONTROLS = re.compile("[\u202a-\u202e\u2066-\u2069]")
_EMBEDDINGS = re.compile("[\u202a-\u202e]")  # LRE, RLE, PDF, LRO, RLO
# A text holding none of these reads left to right whatever surrounds it,
# and its neighbours read the same beside it: it needs no isolate.
_RIGHT_TO_LEFT = {"R", "AL", "AN", "RLE", "RLO", "RLI", "LRE", "LRO", "LRI", "FSI", "PDF", "PDI"}
# What an escaped tooltip looks like (see tooltip()): Qt shows it as rich
# text, and the only markup in it is this wrapper and line breaks.
TIP_START, TIP_END = '<p style="white-space:pre-wrap">', "</p>"


def might_be_rich(text: str) -> bool:
    """Whether Qt would show ``text`` as rich text where it guesses
    (``Qt::mightBeRichText``: tooltips, labels and message boxes by default)."""
    return bool(GuiQt.mightBeRichText(text))


def display(text: object) -> str:
    """``text`` as it may be shown: no explicit embedding or override
    (U+202A–U+202E) left in it, and every isolate closed on its own line,
    so nothing in it can reorder what follows it. Text without any bidi
    control comes back unchanged (the common case costs one search)."""
    text = "" if text is None else str(text)
    if _CONTROLS.search(text) is None:
        return text
    text = _EMBEDDINGS.sub("", text)
    return "\n".join(_balanced(line) for line in text.split("\n"))


def _balanced(line: str) -> str:
    """One line whose isolates pair up: a stray closer is dropped, an
    opener left open is closed at the end of the line."""
    out, depth = [], 0
    for ch in line:
        if ch in _OPENERS:
            depth += 1
        elif ch == PDI:
            if not depth:
                continue
            depth -= 1
        out.append(ch)
    return "".join(out) + PDI * depth


def needs_isolate(text: str) -> bool:
    """Whether ``text`` holds anything that is not plain left-to-right
    text (a right-to-left letter, an Arabic digit, a bidi control)."""
    return any(unicodedata.bidirectional(ch) in _RIGHT_TO_LEFT for ch in text)


def isolate(text: object) -> str:
    """A player's or a file's words to set into one of the app's sentences:
    cleaned by :func:`display` and, when they could reorder their
    neighbours, wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE,
    so they read in their own direction and the sentence in its own. Words
    that read left to right already are left as they are (an isolate would
    change nothing on screen)."""
    shown = display(text)
    if shown.startswith(FSI) and shown.endswith(PDI) and _balanced(shown[1:-1]) == shown[1:-1]:
        return shown  # isolated already
    return f"{FSI}{shown}{PDI}" if needs_isolate(shown) else shown


def tooltip(text: object) -> str:
    """A tooltip that shows ``text`` exactly as written. Qt shows a tooltip
    as rich text when it looks like markup; such a text is escaped inside
    an explicit rich-text paragraph (lines kept), any other is left as it
    is (Qt shows it as plain text)."""
    shown = display(text)
    if not shown or not might_be_rich(shown):
        return shown
    return TIP_START + html.escape(shown, quote=False).replace("\n", "<br>") + TIP_END


def markup(text: object) -> str:
    """Words to hand to an API that always reads HTML (a pyqtgraph title
    or legend): escaped, so they show as written."""
    return html.escape(display(text), quote=False).replace("\n", "<br>")


def elide(text: str, metrics: QFontMetrics, width: int) -> str:
    """``text`` on one line, cut with a trailing "…" to at most ``width`` px."""
    line = " ".join(display(text).splitlines())
    if width <= 0 or metrics.horizontalAdvance(line) <= width:
        return line
    return display(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width))


def button_text(text: object, metrics: QFontMetrics | None = None, width: int = 0) -> str:
    """Words for a button or a menu entry: cleaned, on one line, elided to
    ``width`` px when given (with ``metrics``), and with every ``&`` doubled
    so it shows as itself rather than making a keyboard shortcut."""
    line = elide(str(text), metrics, width) if metrics is not None else " ".join(display(text).splitlines())
    return line.replace("&", "&&")


def button_width(widget: QWidget, letters: int = 48) -> int:
    """The widest a button's words may be: about ``letters`` letters."""
    return widget.fontMetrics().averageCharWidth() * letters


def set_button(button, text: object, letters: int = 48) -> None:
    """Show ``text`` on ``button`` (a QAbstractButton): elided to about
    ``letters`` letters, read in full in its tooltip when cut, and by
    screen readers."""
    full = " ".join(display(text).splitlines())
    shown = button_text(full, button.fontMetrics(), button_width(button, letters))
    if button.text() != shown:
        button.setText(shown)
    tip = tooltip(full) if shown.replace("&&", "&") != full else ""
    if button.toolTip() != tip:
        button.setToolTip(tip)


def message_box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: object) -> QMessageBox:
    """A message box whose text is plain words (QMessageBox reads rich text
    by default); the caller shows it (``exec``/``open``)."""
    box = QMessageBox(icon, display(title), display(text), QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def confirm(parent: QWidget | None, title: str, text: object, yes: str, name: str = "") -> bool:
    """Ask a yes-or-no question in plain words, waited for: True for the
    button ``yes`` names; Cancel is the default, so Enter never says yes."""
    box = message_box(parent, QMessageBox.Icon.Question, title, text)
    if name:
        box.setObjectName(name)
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.button(QMessageBox.StandardButton.Yes).setText(yes)
    return box.exec() == QMessageBox.StandardButton.Yes


def warn(parent: QWidget | None, title: str, text: object) -> None:
    """A warning box with plain words, waited for."""
    message_box(parent, QMessageBox.Icon.Warning, title, text).exec()


class PlainLabel(QLabel):
    """A label for words that may come from a player or a file.

    Always plain text; it asks for next to no width (it never widens the
    window), wraps anywhere — inside a long word too — over at most
    ``lines`` lines (0: as many as its height holds), and cuts what does not
    fit with a trailing "…". The full text is its tooltip and what a screen
    reader reads: its accessible name, or its accessible description when
    it was given a fixed ``name``. ``sigTextChanged`` tells each new text
    (a screen reader may be told it).
    """

    sigTextChanged = Signal(str)

    def __init__(self, text: object = "", parent: QWidget | None = None, *, lines: int = 1, name: str = "") -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._lines = lines
        self._name = name
        if name:
            self.setAccessibleName(name)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._cache: tuple | None = None  # (what the lines were laid out for, the lines): see shown_lines
        self.setText(text)

    # -- the text ---------------------------------------------------------------
    def setText(self, text: object) -> None:  # noqa: N802 (Qt override)
        shown = display(text)
        if shown == self.text():
            return
        super().setText(shown)
        self.setToolTip(tooltip(shown))
        if self._name:
            self.setAccessibleDescription(shown)
        else:
            self.setAccessibleName(shown)
        self.updateGeometry()
        self.update()
        self.sigTextChanged.emit(shown)

    def set_fixed_name(self, name: str) -> None:
        """What a screen reader calls the label from now on, whatever it says
        (its words become the accessible description), as ``name=`` does."""
        self._name = name
        super().setAccessibleName(name)  # the label's own, whatever a subclass makes of it
        if name:
            self.setAccessibleDescription(self.text())

    def set_lines(self, lines: int) -> None:
        self._lines = lines
        self.updateGeometry()
        self.update()

    def shown_lines(self, width: int | None = None, height: int | None = None) -> list[str]:
        """The lines drawn at ``width`` (default: the label's own), the last
        one elided when the text needs more lines than it may have."""
        rect = self._text_rect()
        width = rect.width() if width is None else width
        most = self._lines
        if height is not None or not most:
            fit = max(1, (rect.height() if height is None else height) // max(1, self.fontMetrics().lineSpacing()))
            most = min(most, fit) if most else fit
        key = (self.text(), width, most, self.font().key())
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        lines = self._layout(width, most)
        self._cache = (key, lines)
        return lines

    def _layout(self, width: int, most: int | None) -> list[str]:
        text = self.text()
        metrics = self.fontMetrics()
        if not text:
            return []
        if most == 1:
            return [elide(text, metrics, width)]
        lines = _wrapped(text, self.font(), max(1, width))
        if most and len(lines) > most:
            rest = " ".join(lines[most - 1:])
            cut = metrics.elidedText(rest + ELLIPSIS, Qt.TextElideMode.ElideRight, width)
            lines = lines[:most - 1] + [display(cut)]
        return lines

    def _text_rect(self):
        m = self.margin()
        return self.contentsRect().adjusted(m, m, -m, -m)

    # -- size -------------------------------------------------------------------
    def minimumSizeHint(self) -> QSize:  # noqa: N802
        m = self.contentsMargins()
        extra_w = m.left() + m.right() + 2 * self.margin()
        extra_h = m.top() + m.bottom() + 2 * self.margin()
        # one line at the least: a label never makes the window taller than the
        # screen; squeezed, it shows what fits and ends it with "…"
        return QSize(self.fontMetrics().averageCharWidth() * 4 + extra_w, self.fontMetrics().lineSpacing() + extra_h)

    def sizeHint(self) -> QSize:  # noqa: N802
        m = self.contentsMargins()
        extra_w = m.left() + m.right() + 2 * self.margin()
        natural = max((self.fontMetrics().horizontalAdvance(line) for line in self.text().split("\n")), default=0)
        width = min(natural, self.fontMetrics().averageCharWidth() * 60) + extra_w
        return QSize(width, self.heightForWidth(width))

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return self._lines != 1

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        m = self.contentsMargins()
        inner = width - m.left() - m.right() - 2 * self.margin()
        lines = len(self.shown_lines(inner, 10 ** 6)) if self._lines != 1 else 1
        if self._lines:
            lines = min(lines, self._lines)
        return self.fontMetrics().lineSpacing() * max(1, lines) + m.top() + m.bottom() + 2 * self.margin()

    # -- drawing ----------------------------------------------------------------
    def paintEvent(self, event) -> None:  # noqa: N802
        QFrame.paintEvent(self, event)  # a frame or a style sheet's border, not the text
        rect = self._text_rect()
        lines = self.shown_lines()
        if not lines:
            return
        painter = QPainter(self)
        painter.setFont(self.font())
        step = self.fontMetrics().lineSpacing()
        align = self.alignment()
        block = step * len(lines)
        if align & Qt.AlignmentFlag.AlignBottom:
            top = rect.bottom() + 1 - block
        elif align & Qt.AlignmentFlag.AlignTop:
            top = rect.top()
        else:
            top = rect.top() + (rect.height() - block) // 2
        horizontal = align & (Qt.AlignmentFlag.AlignHorizontal_Mask)
        style = self.style()
        for i, line in enumerate(lines):
            row = rect.adjusted(0, 0, 0, 0)
            row.setTop(top + i * step)
            row.setHeight(step)
            style.drawItemText(painter, row, int(horizontal | Qt.AlignmentFlag.AlignVCenter), self.palette(),
                               self.isEnabled(), line, self.foregroundRole())
        painter.end()


def _wrapped(text: str, font, width: int) -> list[str]:
    """``text`` broken into lines of at most ``width`` px: at spaces where it
    can, anywhere where a word is longer than a line."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        if not paragraph:
            lines.append("")
            continue
        layout = QTextLayout(paragraph, font)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        layout.setTextOption(option)
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            lines.append(display(paragraph[line.textStart():line.textStart() + line.textLength()].rstrip()))
        layout.endLayout()
    return lines


# Text made of parts joined by this, as a game writes a caption ("Ann · 3 MP",
# "Player 6 · Calm · 6 points", "Deck · 37"): the first part names
# something, the others say what it holds.
PARTS = " · "


def _counts(part: str) -> bool:
    return any(ch.isdigit() for ch in part)


# "Deck (52)", "Total 0": a count in brackets, or a bare number, at the end
_COUNT_AFTER = re.compile(r"^(.*\S)\s+(\([^()]*\d[^()]*\)|\d[\d.,]*)$")


def _split(text: str) -> tuple[list[str], str]:
    """The parts of ``text`` and what joins them: " · " parts, or a name
    and the count after it (in brackets, or a bare number); one part when
    it has neither."""
    if PARTS in text:
        return text.split(PARTS), PARTS
    after = _COUNT_AFTER.match(text)
    return ([after.group(1), after.group(2)], " ") if after else ([text], PARTS)


def fit_parts(text: str, metrics, room: float) -> str:
    """``text`` as plain display text, made to fit ``room`` (px, with
    ``metrics``: a QFontMetricsF) so its numbers stay whole: when it does not
    fit, the first part (the name) gives way first, elided down to "…", then
    the other parts without a digit, from the right (elided, then left
    out); the parts with a number stay whole as long as they fit at all,
    in the end alone. Only numbers too wide by themselves are cut at their end."""
    text = display(text)
    if metrics.horizontalAdvance(text) <= room:
        return text
    parts, joint = _split(text)
    if len(parts) < 2 or not any(_counts(p) for p in parts[1:]):
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
    yielding = [0] + [i for i in range(len(parts) - 1, 0, -1) if not _counts(parts[i])]
    shown: list[str | None] = list(parts)
    for i in yielding:
        others = joint.join(p for k, p in enumerate(shown) if k != i and p is not None)
        rest = room - metrics.horizontalAdvance(others + joint)
        cut = metrics.elidedText(parts[i], Qt.TextElideMode.ElideRight, rest) if rest > 0 else ""
        if cut and (cut != ELLIPSIS or i == 0):
            shown[i] = cut
            return joint.join(p for p in shown if p is not None)
        shown[i] = ELLIPSIS if i == 0 else None  # left out (the name keeps a mark that it was there)
        line = joint.join(p for p in shown if p is not None)
        if metrics.horizontalAdvance(line) <= room:
            return line
    numbers = joint.join(p for p in parts[1:] if _counts(p))  # the name's mark too: the numbers alone
    return numbers if metrics.horizontalAdvance(numbers) <= room else \
        metrics.elidedText(numbers, Qt.TextElideMode.ElideRight, room)
