"""The new-game dialog's "Options" box: one labelled editor per option of
the chosen game (the editors are option_widgets'), each label with a
keyboard mnemonic of its own."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QWidget

from cardtable.engine.i18n import _
from cardtable.engine.protocol import GameDef
from cardtable.table.plaintext import tooltip
from cardtable.words import tr

from .mnemonics import Mnemonics
from .option_widgets import OptionEditor, build_editors


class OptionForm:
    """The options of one game at a time; :meth:`rebuild` swaps in another
    game's. ``changed`` is called when a value changes; ``taken`` are the
    mnemonic letters the dialog's other controls use (the dialog may set
    it once its own labels are made).

    An option's label, help and zero word are words the game hands over as
    data: they are translated here, where they are shown."""

    def __init__(self, parent: QWidget, changed: Callable[[], None], taken: str = "") -> None:
        self._changed = changed
        self.taken = taken
        self.editors: list[OptionEditor] = []
        self._widgets: list[QWidget] = []
        self.box = QGroupBox(tr("Options"), parent)
        self.form = QFormLayout(self.box)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        # large text, a long label (German's, say): a field with no room
        # beside its label goes below it, rather than widen the dialog past
        # its screen
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)

    def rebuild(self, game: GameDef, remembered: Mapping[str, Any]) -> None:
        """Editors for ``game``'s options, showing the ``remembered`` values
        (the defaults for the others)."""
        for editor in self.editors:
            editor.deleteLater()
        while self.form.rowCount():
            self.form.removeRow(0)
        self._widgets = []
        mnemonics = Mnemonics(self.taken)
        self.editors = build_editors(game.options, self.box, self._changed)
        for editor in self.editors:
            spec = editor.spec
            if spec.key in remembered:
                editor.set_value(remembered[spec.key])
            if spec.kind == "bool":
                assert hasattr(editor.widget, "setText")
                editor.widget.setText(mnemonics.label(_(spec.label)))  # type: ignore[attr-defined]
                self.form.addRow(editor.widget)
            else:
                label = QLabel(tr("{option}:").format(option=mnemonics.label(_(spec.label))), self.box)
                label.setBuddy(editor.label_buddy)
                label.setToolTip(tooltip(_(spec.help)))
                self.form.addRow(label, editor.widget)
            self._widgets.append(editor.widget)
        for editor in self.editors:
            if editor.browse is not None:
                editor.browse.setText(mnemonics.label(tr("Browse…")))
        if not self.editors:
            none = QLabel(tr("This game has no options."), self.box)
            none.setObjectName("hintLabel")
            self.form.addRow(none)

    def values(self) -> dict[str, Any]:
        return {e.spec.key: e.value() for e in self.editors}
