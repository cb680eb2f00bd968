"""The rules page of a game, shown beside the table (not modal)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QStyle, QTextBrowser, QVBoxLayout, QWidget
from shiboken6 import isValid

from cardtable.engine.protocol import GameDef
from cardtable.words import tr

from ..screen_fit import fit_dialog

# Open rules windows by game id, so asking twice raises the one already open.
_open: dict[str, "RulesDialog"] = {}


class RulesDialog(QDialog):
    """``game.rules_text`` (Markdown) in a readable, scrollable page."""

    def __init__(self, game: GameDef, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName("rulesDialog")
        self.setWindowTitle(tr("Rules — {game}").format(game=game.title))
        self.setModal(False)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.setSizeGripEnabled(True)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesText")
        self.browser.setAccessibleName(tr("Rules of {game}").format(game=game.title))
        self.browser.setOpenExternalLinks(True)
        font = QFont(self.browser.font())
        size = font.pointSizeF()
        font.setPointSizeF(max(11.0, size * 1.15 if size > 0 else 11.0))
        self.browser.setFont(font)
        self.browser.document().setDocumentMargin(18)
        # the page wraps to the width it has, and the dialog is at least as
        # wide as what cannot wrap (least_width): a scroll bar sideways would
        # only ever move a pixel that rounding left over
        self.browser.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.browser.setMarkdown(game.rules_page() or tr("*{game} has no rules page yet.*").format(game=game.title))
        layout.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        QShortcut(QKeySequence.StandardKey.Close, self, activated=self.close)
        self.resize(max(660, self.least_width()), 720)
        fit_dialog(self)  # never taller than its screen (the page scrolls in its own view)
        self.browser.setFocus()


    def least_width(self) -> int:
        """The dialog's width that shows the page's widest part (a table,
        a long word) whole, so the page never scrolls sideways when the
        screen has the room (large text, German words)."""
        doc = self.browser.document()
        width = doc.textWidth()
        doc.setTextWidth(1)  # everything that can wrap wraps: what is left is what cannot
        least = doc.size().width()
        doc.setTextWidth(width)
        bar = self.browser.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        margins = self.layout().contentsMargins()
        return int(least) + 2 * self.browser.frameWidth() + bar + margins.left() + margins.right() + 4


def show_rules(game: GameDef, parent: QWidget | None = None) -> RulesDialog:
    """Show (or raise) the rules window of ``game``; returns it."""
    dialog = _open.get(game.id)
    if dialog is not None and isValid(dialog) and dialog.isVisible():
        dialog.raise_()
        dialog.activateWindow()
        return dialog
    if dialog is None or not isValid(dialog):
        dialog = RulesDialog(game, parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        _open[game.id] = dialog
        game_id = game.id
        dialog.destroyed.connect(lambda *_: _open.pop(game_id, None))
    dialog.show()
    return dialog
