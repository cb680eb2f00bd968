"""The list of games in the new-game dialog: each entry shows title and
blurb, and, for a game that does not speak the reader's language (it has no
catalogue for it: an English-only game in a German window), the languages
it does speak, each named in its own words ("English")."""

from __future__ import annotations

from typing import Mapping

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from cardtable.engine import i18n
from cardtable.engine.i18n import _
from cardtable.engine.protocol import GameDef
from cardtable.table.plaintext import tooltip
from cardtable.words import tr

GAME_ID_ROLE = Qt.ItemDataRole.UserRole
BLURB_ROLE = Qt.ItemDataRole.UserRole + 1
PAD = 8
GAP = 2


class GameItemDelegate(QStyledItemDelegate):
    """Paints a bold title over a wrapped, smaller blurb."""

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self.view = view

    def _fonts(self, option: QStyleOptionViewItem) -> tuple[QFont, QFont]:
        title = QFont(option.font)
        title.setBold(True)
        title.setPointSizeF(title.pointSizeF() * 1.08 if title.pointSizeF() > 0 else 10)
        return title, QFont(option.font)

    def _text_width(self) -> int:
        return max(80, self.view.viewport().width() - 2 * PAD)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        title_font, blurb_font = self._fonts(option)
        width = self._text_width()
        title_h = QFontMetrics(title_font).boundingRect(
            QRect(0, 0, width, 1000), Qt.TextFlag.TextWordWrap, index.data(Qt.ItemDataRole.DisplayRole) or ""
        ).height()
        blurb = index.data(BLURB_ROLE) or ""
        blurb_h = 0
        if blurb:
            blurb_h = GAP + QFontMetrics(blurb_font).boundingRect(
                QRect(0, 0, width, 1000), Qt.TextFlag.TextWordWrap, blurb
            ).height()
        return QSize(width + 2 * PAD, title_h + blurb_h + 2 * PAD)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget else self.view.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        group = QPalette.ColorGroup.Active if opt.state & QStyle.StateFlag.State_Active else QPalette.ColorGroup.Inactive
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        colour = opt.palette.color(group, role)
        title_font, blurb_font = self._fonts(option)
        rect = opt.rect.adjusted(PAD, PAD, -PAD, -PAD)
        painter.save()
        painter.setPen(colour)
        painter.setFont(title_font)
        title = index.data(Qt.ItemDataRole.DisplayRole) or ""
        used = painter.drawText(rect, Qt.TextFlag.TextWordWrap, title)
        blurb = index.data(BLURB_ROLE) or ""
        if blurb:
            painter.setFont(blurb_font)
            painter.drawText(rect.adjusted(0, used.height() + GAP, 0, 0), Qt.TextFlag.TextWordWrap, blurb)
        painter.restore()


def speaks(game: GameDef) -> str:
    """"" when ``game`` speaks the reader's language; else the languages it
    does speak (``GameDef.languages``), each named in its own words."""
    if i18n.language() in game.languages:
        return ""
    return ", ".join(i18n.LANGUAGES.get(code, code) for code in game.languages)


class GameList(QListWidget):
    """One row per game; ``current_game_id()`` is the selected game's id."""

    def __init__(self, games: Mapping[str, GameDef], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameList")
        self.setAccessibleName(tr("Games"))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setUniformItemSizes(False)
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # always the same width for the entries (they wrap to it): a scroll
        # bar that came and went re-wrapped them, and they jumped
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setAutoScroll(False)  # a press near the edge never scrolls another game under the mouse
        self.setItemDelegate(GameItemDelegate(self))
        for game_id, game in games.items():
            item = QListWidgetItem(game.title)  # a game's title is its name: never translated
            item.setData(GAME_ID_ROLE, game_id)
            blurb = _(game.blurb)  # the game hands its blurb over as data: translated where shown
            item.setData(BLURB_ROLE, blurb)
            players = (
                tr("%n player(s)", "", game.min_players) if game.min_players == game.max_players
                else tr("{low}–{high} players").format(low=game.min_players, high=game.max_players)
            )
            spoken = speaks(game)
            if spoken:
                item.setData(BLURB_ROLE, f"{blurb}\n{spoken}".strip())
            item.setToolTip(tooltip("\n".join(filter(None, (blurb, f"({players})" if blurb else players, spoken)))))
            item.setData(Qt.ItemDataRole.AccessibleTextRole, game.title)
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, f"{blurb} {players} {spoken}".strip())
            self.addItem(item)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """A game is chosen by a click: a mouse moved with its button down
        selects nothing (in a single-selection list Qt moved the highlight
        to the entry under the mouse, while the form kept the one clicked)."""
        if event.buttons() != Qt.MouseButton.NoButton:
            event.accept()
            return
        super().mouseMoveEvent(event)

    def current_game_id(self) -> str | None:
        item = self.currentItem()
        return None if item is None else item.data(GAME_ID_ROLE)

    def select_game(self, game_id: str) -> bool:
        for row in range(self.count()):
            if self.item(row).data(GAME_ID_ROLE) == game_id:
                self.setCurrentRow(row)
                self.scrollToItem(self.item(row))
                return True
        return False
