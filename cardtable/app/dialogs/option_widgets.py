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
from cardtable.engine.protocol import BadOptions, OptionSpec, validate_options


class OptionEditor(QObject):
    """Owns the widget for one option and reads/writes its value."""

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
        for w in self.focus_widgets:
            w.setToolTip(spec.help)
            w.setAccessibleDescription(spec.help)
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
                spin.setSpecialValueText(spec.zero_text)
            spin.valueChanged.connect(self.changed)
            self.widget = spin
        elif spec.kind == "choice":
            combo = QComboBox(parent)
            combo.addItems(list(spec.choices))
            combo.currentIndexChanged.connect(self.changed)
            self.widget = combo
        elif spec.kind == "file":
            holder = QWidget(parent)
            row = QHBoxLayout(holder)
            row.setContentsMargins(0, 0, 0, 0)
            edit = QLineEdit(holder)
            edit.setPlaceholderText("(the game's default)")
            edit.setClearButtonEnabled(True)
            edit.textChanged.connect(self.changed)
            button = QPushButton("Browse…", holder)
            button.setAccessibleName(f"Browse for {spec.label}")
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
        self.label_buddy.setAccessibleName(spec.label)
        self.widget.setObjectName(f"option_{spec.key}")

    def _browse(self) -> None:
        start = self.edit.text()
        path, _ = QFileDialog.getOpenFileName(
            self.widget, f"Choose {self.spec.label}", start, "All files (*)"
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
            return w.currentText()
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
