"""Play on from here: who plays each seat of a game started from a moment
of another (the seats of the new-game dialog, filled with the game's players)."""

from __future__ import annotations

import attrs
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from cardtable.engine.protocol import Setup
from cardtable.table.plaintext import PlainLabel
from cardtable.words import tr

from .dialogs.seat_table import SeatTable
from .screen_fit import fit_dialog


class PlayOnDialog(QDialog):
    """The seats of ``setup`` (a name and Human or Bot each), to be changed
    at will; :meth:`result_setup` is the setup with the players chosen."""

    def __init__(self, setup: Setup, at: int, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playOnDialog")
        self.setWindowTitle(tr("Play on from here"))
        self.setup = setup
        layout = QVBoxLayout(self)
        heading = PlainLabel(tr("A new game of {game} from the opening table").format(game=title) if at == 0
                             else tr("A new game of {game} from move {index}").format(game=title, index=at),
                             self, lines=2)
        font = heading.font()
        font.setBold(True)
        font.setPointSize(font.pointSize() + 2)
        heading.setFont(font)
        layout.addWidget(heading)
        layout.addWidget(PlainLabel(tr(
            "The table is as it was then and the cards still to come are the same; from there the game "
            "is new. Choose who plays each seat: the same players, others, or bots."), self, lines=3))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.start = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start.setText(tr("&Start"))
        self.start.setObjectName("playOnStart")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.seats = SeatTable(self, self._check)
        self.seats.hint.setText(tr("A bot plays its seat by itself; a person plays at this computer."))
        self.seats.show_seats(setup.count, opening=True)
        for row, spec in zip(self.seats.rows, setup.players):
            row.show_spec(spec)
        layout.addWidget(self.seats.box, 1)
        layout.addWidget(self.buttons)
        self.resize(460, 420)
        fit_dialog(self)
        self._check()

    def players(self):
        return tuple(row.spec() for row in self.seats.rows[:self.setup.count])

    def _check(self, *_) -> None:
        """Start needs a name for every seat."""
        self.start.setEnabled(all(p.name for p in self.players()))

    def result_setup(self) -> Setup:
        return attrs.evolve(self.setup, players=self.players())
