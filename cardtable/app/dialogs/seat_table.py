"""The seats of the new-game dialog: one row per player (a name, and Human
or Bot: the game's own bot or one of the levels), in a box of their own that
scrolls when there are many."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine.i18n import number, percent
from cardtable.engine.levels import CLASSIC, STRONGEST_MS, Measured
from cardtable.engine.protocol import PlayerSpec
from cardtable.engine.text import MAX_NAME, clean_line, tidy_line
from cardtable.words import tr

NAME_LENGTH = MAX_NAME  # what a save keeps of a name (engine/text.py): the box takes no more
# a seat's bot choices after Human: the game's own bot, then the levels (engine/levels.py, docs/bots.md)
_BOT_CHOICES = (
    ("", QT_TRANSLATE_NOOP("", "Bot")),
    ("1", QT_TRANSLATE_NOOP("", "Bot, level 1: a beginner")),
    ("2", QT_TRANSLATE_NOOP("", "Bot, level 2: casual")),
    ("3", QT_TRANSLATE_NOOP("", "Bot, level 3: thinks a little")),
    ("4", QT_TRANSLATE_NOOP("", "Bot, level 4: thinks")),
    ("5", QT_TRANSLATE_NOOP("", "Bot, level 5: thinks hardest")),
)


class SeatRow:
    """One seat: its label, the player's name and Human/Bot."""

    def __init__(self, index: int, parent: QWidget) -> None:
        seat = index + 1
        self.label = QLabel(tr("Seat {seat}").format(seat=seat), parent)
        self.name = QLineEdit(tr("Player {seat}").format(seat=seat), parent)
        self.name.setMaxLength(NAME_LENGTH)
        self.name.setObjectName(f"seatName{seat}")
        self.name.setAccessibleName(tr("Seat {seat} name").format(seat=seat))
        self.name.setPlaceholderText(tr("name needed"))
        # a name is one line of words (engine/text.py): a tab or a line break
        # typed or pasted becomes a space at once, invisible formatting goes
        self.name.textEdited.connect(self._tidy)
        self.label.setBuddy(self.name)
        self.kind = QComboBox(parent)
        # in this order: index 0 a person, 1 the game's own bot, then the levels (spec())
        self.kind.addItem(tr("Human"), None)
        for level, words in _BOT_CHOICES:
            self.kind.addItem(tr(words), level)
        self.kind.setObjectName(f"seatKind{seat}")
        self.kind.setAccessibleName(tr("Seat {seat} human or bot").format(seat=seat))
        self.kind.setToolTip(tr("Human: a person at this computer. Bot: the computer plays this seat, with the "
                                "game's own bot or at a level from 1 (a beginner who slips) to 5 (searches "
                                "about a second a move)."))
        self.kind_chosen = False  # Human or Bot chosen by the player (or remembered), not by default
        self.kind.activated.connect(self._chosen)

    def show_ratings(self, ratings: Mapping[str, Measured]) -> None:
        """Each bot choice with its level's measured rating in ``ratings``
        (engine/levels.py's ``measured``): in its words, and how it was
        measured in its tooltip; a level not measured shows its words alone."""
        for i, (name, words) in enumerate(_BOT_CHOICES, start=1):
            found = ratings.get(name or CLASSIC)
            text, tip = tr(words), ""
            if found is not None:
                text = tr("{choice} · rated {mu} ± {sigma}").format(
                    choice=text, mu=number(found.mu, 1), sigma=number(found.sigma, 1))
                tip = tr("Measured by the ladder (docs/bots.md) over {games} games with {players} players, the "
                         "strongest level thinking {ms} ms a move: this level took {share} of the wins, where an "
                         "even share is {fair}.").format(
                    games=found.games, players=found.players, ms=found.think_ms or STRONGEST_MS,
                    share=percent(found.win_share, 0), fair=percent(found.fair_share, 0))
            self.kind.setItemText(i, text)
            self.kind.setItemData(i, tip or None, Qt.ItemDataRole.ToolTipRole)

    def _chosen(self, *_: Any) -> None:
        self.kind_chosen = True

    def set_visible(self, visible: bool) -> None:
        for w in (self.label, self.name, self.kind):
            w.setVisible(visible)

    def _tidy(self, text: str) -> None:
        tidy = tidy_line(text)
        if tidy != text:
            at = len(tidy_line(text[: self.name.cursorPosition()]))
            self.name.setText(tidy)
            self.name.setCursorPosition(at)

    def spec(self) -> PlayerSpec:
        level = self.kind.currentData()
        return PlayerSpec(clean_line(self.name.text(), NAME_LENGTH), level is not None, level or "")

    def show_spec(self, spec: PlayerSpec) -> None:
        self.name.setText(clean_line(spec.name, NAME_LENGTH))
        found = self.kind.findData(spec.level or "") if spec.bot else 0
        self.kind.setCurrentIndex(max(found, 1) if spec.bot else 0)
        self.kind_chosen = True


class SeatTable:
    """The "Seats" box: a grid of :class:`SeatRow` that scrolls, and a hint
    below it. Rows are made as the number of players grows and hidden (never
    removed) as it shrinks, so names typed stay when it grows again.

    ``changed`` is called when a name or a Human/Bot choice changes.
    """

    def __init__(self, parent: QWidget, changed: Callable[..., None]) -> None:
        self._changed = changed
        self._ratings: Mapping[str, Measured] = {}  # the game's levels as measured, shown by every row
        self.rows: list[SeatRow] = []
        self._shown = 0  # seats shown
        self.box = QGroupBox(tr("Seats"), parent)
        seats_layout = QVBoxLayout(self.box)
        seats_layout.setContentsMargins(4, 4, 4, 4)
        self.area = QScrollArea(self.box)
        self.area.setObjectName("seatArea")
        self.area.setWidgetResizable(True)
        self.area.setFrameShape(QFrame.Shape.NoFrame)
        self.area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.host = QWidget()
        self.host.setObjectName("seatHost")
        self.grid = QGridLayout(self.host)
        self.grid.setColumnStretch(1, 1)
        self.grid.setContentsMargins(4, 4, 4, 4)
        self.grid.setVerticalSpacing(4)
        self.grid.setRowStretch(99, 1)
        self.area.setWidget(self.host)
        self.area.setMinimumHeight(150)
        seats_layout.addWidget(self.area)
        self.hint = QLabel(
            tr("Seat 1 starts as a person at this computer; a seat added by raising the number of players "
               "starts as a bot. Choose Human or Bot for any seat."), self.box)
        self.hint.setObjectName("hintLabel")
        self.hint.setWordWrap(True)
        seats_layout.addWidget(self.hint)

    def show_seats(self, count: int, *, opening: bool) -> None:
        """Show the first ``count`` rows, making any missing. While
        ``opening`` (the seats the dialog opens with) every seat stays as it
        is, a person unless chosen otherwise; after that a seat added (more
        players) starts as a bot unless Human or Bot was chosen for it
        already; Seat 1 never (the person at the screen)."""
        while len(self.rows) < count:
            row = SeatRow(len(self.rows), self.host)
            row.show_ratings(self._ratings)
            r = len(self.rows)
            self.grid.addWidget(row.label, r, 0)
            self.grid.addWidget(row.name, r, 1)
            self.grid.addWidget(row.kind, r, 2)
            row.name.textChanged.connect(self._changed)
            row.kind.currentIndexChanged.connect(self._changed)
            self.rows.append(row)
        for i in range(max(1, self._shown), count):
            row = self.rows[i]
            if not opening and not row.kind_chosen:
                row.kind.setCurrentIndex(1)
        self._shown = count
        for i, row in enumerate(self.rows):
            row.set_visible(i < count)

    def show_ratings(self, ratings: Mapping[str, Measured]) -> None:
        """Every seat's bot choices with the chosen game's measured ratings."""
        self._ratings = ratings
        for row in self.rows:
            row.show_ratings(ratings)
