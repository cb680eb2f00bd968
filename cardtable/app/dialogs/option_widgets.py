"""Editors for a game's :class:`OptionSpec` values, one widget per option."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from cardtable.engine.files import carried_file
from cardtable.engine.i18n import _
from cardtable.engine.protocol import BadOptions, OptionSpec, validate_options
from cardtable.words import tr


class OptionEditor(QObject):
    """Owns the widget for one option and reads/writes its value.

    The option's label, help, zero word and choice words come from the game
    as data and are translated where shown; a choice's value stays the
    game's own word (saves hold it), whatever the language."""

    changed = Signal()

    def __init__(self, spec: OptionSpec, parent: QWidget) -> None:
        super().__init__(parent)
        self.spec = spec
        self.browse: QPushButton | None = None
        self._carried: dict[str, str] | None = None  # a "file" option's content, when given one
        self.widget: QWidget
        self.focus_widgets: list[QWidget] = []
        self.label_buddy: QWidget
        self._build(parent)
        help_text = _(spec.help)
        for w in self.focus_widgets:
            w.setToolTip(help_text)
            w.setAccessibleDescription(help_text)
        self.set_value(spec.default)

    def _build(self, parent: QWidget) -> None:
        spec = self.spec
        if spec.kind == "bool":
            box = QCheckBox(parent)
            box.toggled.connect(self.changed)
            self.widget = box
        elif spec.kind == "int":
            spin = QSpinBox(parent)
            spin.setRange(spec.minimum, spec.maximum)
            if spec.zero_text and spec.minimum == 0:
                spin.setSpecialValueText(_(spec.zero_text))
            spin.valueChanged.connect(self.changed)
            self.widget = spin
        elif spec.kind == "choice":
            combo = QComboBox(parent)
            for choice in spec.choices:
                combo.addItem(_(choice), choice)  # shown translated, the value kept
            combo.currentIndexChanged.connect(self.changed)
            self.widget = combo
        elif spec.kind == "file":
            holder = QWidget(parent)
            row = QHBoxLayout(holder)
            row.setContentsMargins(0, 0, 0, 0)
            edit = QLineEdit(holder)
            edit.setPlaceholderText(tr("(the game's default)"))
            edit.setClearButtonEnabled(True)
            edit.textChanged.connect(self.changed)
            button = QPushButton(tr("Browse…"), holder)
            button.setAccessibleName(tr("Browse for {option}").format(option=_(spec.label)))
            button.setAutoDefault(False)
            button.clicked.connect(self._browse)
            row.addWidget(edit, 1)
            row.addWidget(button)
            self.widget = holder
            self.edit = edit
            self.browse = button
        else:  # "text" and anything unknown
            edit = QLineEdit(parent)
            edit.textChanged.connect(self.changed)
            self.widget = edit
        if spec.kind == "file":
            self.focus_widgets = [self.edit, self.browse]
            self.label_buddy = self.edit
        else:
            self.focus_widgets = [self.widget]
            self.label_buddy = self.widget
        self.label_buddy.setAccessibleName(_(spec.label))
        self.widget.setObjectName(f"option_{spec.key}")

    def _browse(self) -> None:
        start = self.edit.text()
        path, _filter = QFileDialog.getOpenFileName(
            self.widget, tr("Choose {option}").format(option=_(self.spec.label)), start, tr("All files (*)")
        )
        if path:
            self.edit.setText(path)

    def value(self) -> Any:
        w = self.widget
        if isinstance(w, QCheckBox):
            return w.isChecked()
        if isinstance(w, QSpinBox):
            return w.value()
        if isinstance(w, QComboBox):
            return self.spec.choices[w.currentIndex()] if w.currentIndex() >= 0 else ""
        if self.spec.kind == "file":
            text = self.edit.text().strip()
            if self._carried is not None and text == self._carried["name"]:
                return self._carried  # the current game's deck, carried in its set-up
            return text  # a path: read when the set-up is checked
        assert isinstance(w, QLineEdit)
        return w.text()

    def accepts(self, value: Any) -> bool:
        try:
            validate_options((self.spec,), {self.spec.key: value})
        except BadOptions:
            return False
        return True

    def set_value(self, value: Any) -> bool:
        """Show ``value``; returns False (and changes nothing) if it does not fit."""
        if not self.accepts(value):
            return False
        w = self.widget
        if isinstance(w, QCheckBox):
            w.setChecked(bool(value))
        elif isinstance(w, QSpinBox):
            w.setValue(int(value))
        elif isinstance(w, QComboBox):
            w.setCurrentIndex(self.spec.choices.index(value))
        elif self.spec.kind == "file":
            self._carried = carried_file(value)
            self.edit.setText(self._carried["name"] if self._carried is not None else str(value))
        else:
            assert isinstance(w, QLineEdit)
            w.setText(str(value))
        return True


def build_editors(
    specs: tuple[OptionSpec, ...], parent: QWidget, on_change: Callable[[], None]
) -> list[OptionEditor]:
    editors = [OptionEditor(spec, parent) for spec in specs]
    for editor in editors:
        editor.changed.connect(on_change)
    return editors
