"""Preferences: how the table looks (card backs, felt, suit colours, animation)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable.table.palette import BOT_SPEED_NAMES
from cardtable.table.style import ANIMATION_SPEEDS, CARD_BACKS, TABLE_COLOURS, TableStyle

from ..screen_fit import fit_dialog

SUITS = (("S", "♠"), ("H", "♥"), ("D", "♦"), ("C", "♣"))


def swatch(colours: tuple[str, ...], size: int = 18) -> QIcon:
    """A small square icon split into the given colours (left to right)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    width = (size - 2) / len(colours)
    for i, colour in enumerate(colours):
        painter.fillRect(QRectF(1 + i * width, 1, width, size - 2), QColor(colour))
    painter.setPen(QPen(QColor("#555555"), 1))
    painter.drawRect(QRectF(0.5, 0.5, size - 1, size - 1))
    painter.end()
    return QIcon(pixmap)


def draw_card_back(painter: QPainter, rect: QRectF, colours: tuple[str, str]) -> None:
    dark, light = QColor(colours[0]), QColor(colours[1])
    radius = rect.width() * 0.08
    painter.setPen(QPen(QColor("#222222"), 1))
    painter.setBrush(QColor("#ffffff"))
    painter.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(4, 4, -4, -4)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(dark)
    painter.drawRoundedRect(inner, radius * 0.7, radius * 0.7)
    painter.setPen(QPen(light, 1.5))
    step = 8.0
    painter.save()
    painter.setClipRect(inner.adjusted(2, 2, -2, -2))
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(x, inner.bottom(), x + inner.height(), inner.top())
        painter.drawLine(x, inner.top(), x + inner.height(), inner.bottom())
        x += step
    painter.restore()


class StylePreview(QWidget):
    """A patch of table with a card back and the four suits in their colours."""

    def __init__(self, style: TableStyle, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table_style = style
        self.setObjectName("stylePreview")
        self.setAccessibleName("Preview of the table style")
        self.setMinimumSize(QSize(380, 130))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_table_style(self, style: TableStyle) -> None:
        self.table_style = style
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        style = self.table_style
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        painter.setPen(QPen(QColor("#333333"), 1))
        painter.setBrush(QColor(style.table_rgb))
        painter.drawRoundedRect(area, 10, 10)
        # One back and four faces, all visible at any width.
        card_h = area.height() - 24
        card_w = min(card_h / 1.4, (area.width() - 28 - 14 - 3 * 8) / 5)
        card_h = card_w * 1.4
        x = area.left() + 14
        top = area.top() + (area.height() - card_h) / 2
        draw_card_back(painter, QRectF(x, top, card_w, card_h), style.back_colours)
        x += card_w + 14
        font = QFont(self.font())
        font.setPixelSize(int(card_h * 0.42))
        painter.setFont(font)
        for suit, symbol in SUITS:
            rect = QRectF(x, top, card_w, card_h)
            if rect.right() > area.right() - 6:
                break
            painter.setPen(QPen(QColor("#222222"), 1))
            painter.setBrush(QColor("#fbfbf8"))
            painter.drawRoundedRect(rect, card_w * 0.08, card_w * 0.08)
            painter.setPen(QColor(style.suit_colour(suit)))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, symbol)
            x += card_w + 8
        painter.end()


class PreferencesDialog(QDialog):
    """Edit a :class:`TableStyle`; after ``Accepted`` read :meth:`result_style`."""

    def __init__(self, style: TableStyle, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preferencesDialog")
        self.setWindowTitle("Preferences")
        layout = QVBoxLayout(self)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        layout.addLayout(form)

        self.card_back = QComboBox(self)
        self.card_back.setObjectName("cardBack")
        self.card_back.setAccessibleName("Card back")
        for name, colours in CARD_BACKS.items():
            self.card_back.addItem(swatch(colours), name.capitalize(), name)
        self.table_colour = QComboBox(self)
        self.table_colour.setObjectName("tableColour")
        self.table_colour.setAccessibleName("Table colour")
        for name, colour in TABLE_COLOURS.items():
            self.table_colour.addItem(swatch((colour,)), name.capitalize(), name)
        self.four_colour = QCheckBox("&Four-colour suits (♠ black, ♥ red, ♦ blue, ♣ green)", self)
        self.four_colour.setObjectName("fourColour")
        self.four_colour.setAccessibleName("Four-colour suits")
        self.four_colour.setToolTip(
            "Give every suit its own colour, so hearts and diamonds (and spades and clubs) "
            "are easy to tell apart, also with colour blindness."
        )
        self.animation = QComboBox(self)
        self.animation.setObjectName("animation")
        self.animation.setAccessibleName("Animation speed")
        self.animation.setToolTip("How fast cards glide across the table; Off moves them at once.")
        for name, ms in ANIMATION_SPEEDS.items():
            text = name.capitalize() if not ms else f"{name.capitalize()} ({ms} ms)"
            self.animation.addItem(text, name)

        self.bot_speed = QComboBox(self)
        self.bot_speed.setObjectName("botSpeed")
        self.bot_speed.setAccessibleName("Bot speed")
        self.bot_speed.setToolTip("How long bots pause before each move, so you can follow what they do; "
                                  "Wait for me: they move only when you press Next move.")
        for name, text in BOT_SPEED_NAMES.items():
            self.bot_speed.addItem(text, name)

        for text, widget in (("Card &back:", self.card_back), ("&Table colour:", self.table_colour)):
            label = QLabel(text, self)
            label.setBuddy(widget)
            form.addRow(label, widget)
        form.addRow(self.four_colour)
        label = QLabel("&Animation:", self)
        label.setBuddy(self.animation)
        form.addRow(label, self.animation)
        label = QLabel("B&ot speed:", self)
        label.setBuddy(self.bot_speed)
        form.addRow(label, self.bot_speed)

        self.preview = StylePreview(style, self)
        layout.addWidget(self.preview)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults,
            self,
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setDefault(True)
        self.defaults_button = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.defaults_button.setText("Restore &defaults")
        self.defaults_button.setAutoDefault(False)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setAutoDefault(False)
        self.defaults_button.clicked.connect(lambda: self.show_style(TableStyle()))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_dialog(self)  # never bigger than its screen: the buttons stay in view

        self.show_style(style)
        for combo in (self.card_back, self.table_colour, self.animation):
            combo.currentIndexChanged.connect(self._update_preview)
        self.four_colour.toggled.connect(self._update_preview)
        self.card_back.setFocus()

    def show_style(self, style: TableStyle) -> None:
        self.card_back.setCurrentIndex(self.card_back.findData(style.card_back))
        self.table_colour.setCurrentIndex(self.table_colour.findData(style.table_colour))
        self.four_colour.setChecked(style.four_colour)
        self.animation.setCurrentIndex(self.animation.findData(style.animation))
        self.bot_speed.setCurrentIndex(self.bot_speed.findData(style.bot_speed))
        self._update_preview()

    def _update_preview(self, *_: object) -> None:
        self.preview.set_table_style(self.result_style())

    def result_style(self) -> TableStyle:
        return TableStyle(
            card_back=self.card_back.currentData(),
            table_colour=self.table_colour.currentData(),
            four_colour=self.four_colour.isChecked(),
            animation=self.animation.currentData(),
            bot_speed=self.bot_speed.currentData(),
        )
