"""Preferences: how the table looks (card backs, felt, suit colours,
animation, bots' pace), the size of the text, the language and the sound.

The dialog's frame is the form ui/preferences.ui; the choices offered, the
preview of the table and what the dialog does are here."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QBoxLayout, QDialog, QDialogButtonBox, QSizePolicy, QWidget

from cardtable import APP_NAME
from cardtable.engine.i18n import LANGUAGES, pick_language
from cardtable.table.faces import paint_card_back
from cardtable.table.palette import BOT_SPEED_NAMES
from cardtable.table.style import ANIMATION_SPEEDS, CARD_BACKS, TABLE_COLOURS, TEXT_SCALES, TableStyle
from cardtable.words import tr

from ..forms.ui_preferences import Ui_PreferencesDialog
from ..screen_fit import fit_dialog, room

SUITS = (("S", "♠"), ("H", "♥"), ("D", "♦"), ("C", "♣"))

# The names the choices are shown by (the settings keep the ids, the keys
# here), translated where shown; an id not named here shows as itself.
CHOICE_NAMES = {
    "blue": QT_TRANSLATE_NOOP("", "Blue"),
    "red": QT_TRANSLATE_NOOP("", "Red"),
    "green": QT_TRANSLATE_NOOP("", "Green"),
    "purple": QT_TRANSLATE_NOOP("", "Purple"),
    "felt green": QT_TRANSLATE_NOOP("", "Felt green"),
    "ocean blue": QT_TRANSLATE_NOOP("", "Ocean blue"),
    "wine red": QT_TRANSLATE_NOOP("", "Wine red"),
    "slate grey": QT_TRANSLATE_NOOP("", "Slate grey"),
    "wood brown": QT_TRANSLATE_NOOP("", "Wood brown"),
}
SPEED_NAMES = {
    "off": QT_TRANSLATE_NOOP("", "Off"),
    "fast": QT_TRANSLATE_NOOP("", "Fast"),
    "normal": QT_TRANSLATE_NOOP("", "Normal"),
    "slow": QT_TRANSLATE_NOOP("", "Slow"),
    "wait": QT_TRANSLATE_NOOP("", "Wait for me (a Next move button)"),
}


def choice_name(key: str, names: dict[str, str] = CHOICE_NAMES, fallback: str | None = None) -> str:
    """How the choice ``key`` is shown, in the window's language."""
    if key in names:
        return tr(names[key])
    return fallback if fallback is not None else key.capitalize()


def percent(scale: float) -> str:
    """A text size as shown: "125%" (German: "125 %")."""
    return tr("{percent}%").format(percent=round(scale * 100))


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


class StylePreview(QWidget):
    """A patch of table with a card back and the four suits in their colours."""

    def __init__(self, style: TableStyle, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table_style = style
        self.setObjectName("stylePreview")
        self.setAccessibleName(tr("Preview of the table style"))
        self.setMinimumSize(QSize(260, 130))
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
        paint_card_back(painter, QRectF(x, top, card_w, card_h), style.back_colours)
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
    """Edit a :class:`TableStyle` (the table's look and the text size), the
    language and the sound. After ``Accepted`` read :meth:`result_style`;
    accepting also keeps the language and the sound in ``settings`` (by
    default the parent window's) and makes the text size the app's at once.
    Its frame is the form ui/preferences.ui; the choices and the preview
    are filled in here.
    """

    def __init__(self, style: TableStyle, parent: QWidget | None = None, settings: Any = None) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else getattr(parent, "settings", None)
        self.ui = ui = Ui_PreferencesDialog()
        ui.setupUi(self)  # ui/preferences.ui: the three groups, their labels, words and tips, the buttons
        self.card_back = ui.cardBack
        for name, colours in CARD_BACKS.items():
            self.card_back.addItem(swatch(colours), choice_name(name), name)
        self.table_colour = ui.tableColour
        for name, colour in TABLE_COLOURS.items():
            self.table_colour.addItem(swatch((colour,)), choice_name(name), name)
        self.four_colour = ui.fourColour
        self.animation = ui.animation
        for name, ms in ANIMATION_SPEEDS.items():
            speed = choice_name(name, SPEED_NAMES)
            self.animation.addItem(tr("{speed} ({ms} ms)").format(speed=speed, ms=ms) if ms else speed, name)
        self.bot_speed = ui.botSpeed
        for name, text in BOT_SPEED_NAMES.items():
            self.bot_speed.addItem(choice_name(name, SPEED_NAMES, text), name)
        self.preview = StylePreview(style, self)
        ui.tableLayout.addWidget(self.preview)

        self.text_size = ui.textSize
        for scale in TEXT_SCALES:
            self.text_size.addItem(percent(scale), scale)
        self.language = ui.language
        system = LANGUAGES.get(pick_language(None), "")
        self.language.addItem(tr("System language ({language})").format(language=system) if system
                              else tr("System language"), "")
        for code, own_name in LANGUAGES.items():
            self.language.addItem(own_name, code)  # each language by its own name
        self.language_note = ui.hintLabel
        self.language_note.setText(tr("A new language takes effect when {app} next starts.").format(app=APP_NAME))

        self.sound = ui.sound
        self.volume = ui.volume
        self.volume_value = ui.volumeValue
        self.volume_value.setMinimumWidth(self.volume_value.fontMetrics().horizontalAdvance(percent(1.0)) + 8)
        self.try_sound = ui.trySound
        self.try_sound.setVisible(getattr(parent, "sounds", None) is not None)
        self.try_sound.clicked.connect(self._try_sound)
        self.sound_problem = ui.soundProblem  # why Try was not heard, when it was not
        self.sound_problem.setVisible(False)
        self.volume.valueChanged.connect(self._show_volume)
        self.sound.toggled.connect(self._show_volume)

        buttons = ui.preferencesButtons
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setDefault(True)
        self.defaults_button = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.defaults_button.setText(tr("Restore &defaults"))
        self.defaults_button.setAutoDefault(False)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setAutoDefault(False)
        self.defaults_button.clicked.connect(self.restore_defaults)

        self.show_style(style)
        self.show_others(*self._saved_others())
        self._place_preview()
        fit_dialog(self)  # never bigger than its screen: the buttons stay in view
        for combo in (self.card_back, self.table_colour, self.animation):
            combo.currentIndexChanged.connect(self._update_preview)
        self.four_colour.toggled.connect(self._update_preview)
        self.card_back.setFocus()

    def _place_preview(self) -> None:
        """The preview beside the table's choices, so the dialog is not
        taller than it needs (at a large text size it took the screen's
        whole height); below them when the screen is too narrow for both
        side by side (German words at a large size)."""
        across, down = QBoxLayout.Direction.LeftToRight, QBoxLayout.Direction.TopToBottom
        self.ui.tableLayout.setDirection(across)
        if self.minimumSizeHint().width() > room(self).width():
            self.ui.tableLayout.setDirection(down)

    def _saved_others(self) -> tuple[str, bool, int]:
        """(language, sound on, volume) as the settings hold them."""
        from cardtable.app.language import chosen_language
        from cardtable.app.preferences_store import DEFAULT_VOLUME, sound_on, sound_volume

        if self.settings is None:
            return "", True, DEFAULT_VOLUME
        return chosen_language(self.settings), sound_on(self.settings), sound_volume(self.settings)

    def show_style(self, style: TableStyle) -> None:
        self.card_back.setCurrentIndex(self.card_back.findData(style.card_back))
        self.table_colour.setCurrentIndex(self.table_colour.findData(style.table_colour))
        self.four_colour.setChecked(style.four_colour)
        self.animation.setCurrentIndex(self.animation.findData(style.animation))
        self.bot_speed.setCurrentIndex(self.bot_speed.findData(style.bot_speed))
        self.text_size.setCurrentIndex(self._scale_index(style.text_scale))
        self._update_preview()

    def _scale_index(self, scale: float) -> int:
        """The offered size nearest ``scale``."""
        return min(range(len(TEXT_SCALES)), key=lambda i: abs(TEXT_SCALES[i] - scale))

    def show_others(self, language: str, sound: bool, volume: int) -> None:
        """Show the language, sound on or off and the volume."""
        self.language.setCurrentIndex(max(0, self.language.findData(language)))
        self.sound.setChecked(sound)
        self.volume.setValue(volume)
        self._show_volume()

    def restore_defaults(self) -> None:
        from cardtable.app.preferences_store import DEFAULT_VOLUME

        self.show_style(TableStyle())
        self.show_others("", True, DEFAULT_VOLUME)

    def _show_volume(self, *_: object) -> None:
        self.volume_value.setText(percent(self.volume.value() / 100))
        self.volume.setEnabled(self.sound.isChecked())
        self.volume_value.setEnabled(self.sound.isChecked())
        self.try_sound.setEnabled(self.sound.isChecked() and self.volume.value() > 0)

    def _try_sound(self) -> None:
        """Play the sound of a turn at the volume chosen; when nothing can
        be heard (no audio device, the speakers failed), say so in a line."""
        sounds = getattr(self.parent(), "sounds", None)
        if sounds is None:
            return
        heard = sounds.preview(self.volume.value() / 100)
        why = "" if heard else sounds.silence()
        self.sound_problem.setText(why)
        self.sound_problem.setVisible(bool(why))

    def _update_preview(self, *_: object) -> None:
        self.preview.set_table_style(self.result_style())

    def result_style(self) -> TableStyle:
        return TableStyle(
            card_back=self.card_back.currentData(),
            table_colour=self.table_colour.currentData(),
            four_colour=self.four_colour.isChecked(),
            animation=self.animation.currentData(),
            bot_speed=self.bot_speed.currentData(),
            text_scale=self.text_size.currentData(),
        )

    def result_language(self) -> str:
        """The language chosen: a code, or "" for the system's."""
        return self.language.currentData() or ""

    def result_sound(self) -> tuple[bool, int]:
        """(sound on, volume from 0 to 100) as chosen."""
        return self.sound.isChecked(), self.volume.value()

    def accept(self) -> None:  # noqa: D102 (keeps what the table style does not hold)
        from cardtable.app.language import save_language
        from cardtable.app.preferences_store import apply_text_scale, save_sound

        if self.settings is not None:
            save_language(self.settings, self.result_language())
            save_sound(self.settings, *self.result_sound())
        apply_text_scale(self.result_style().text_scale)  # the whole app's words, at once
        super().accept()
