"""The new-game dialog: pick a game, the players and the game's options.

The dialog's frame is the form ui/new_game.ui; the dialog puts the parts
made from the games in it and checks the set-up. The seats are
seat_table's, the options box option_form's and the preview of the opening
table miniature_preview's.
"""

from __future__ import annotations

import random
import re
from typing import Any, Callable, Mapping

from PySide6.QtCore import QRegularExpression, Qt, QTimer
from PySide6.QtGui import QPixmap, QRegularExpressionValidator
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from cardtable.engine.levels import measured
from cardtable.engine.protocol import BadOptions, GameDef, Setup, validate_options
from cardtable.engine import rng
from cardtable.engine.rng import SEED_MIN, SEED_STOP
from cardtable.words import tr

from .game_list import GameList
from .miniature_preview import MINIATURE_SIZE, Miniature, MiniaturePreview
from .mnemonics import mnemonic_letters
from .option_form import OptionForm
from .option_widgets import OptionEditor
from ..forms.ui_new_game import Ui_NewGameDialog
from ..screen_fit import fit_dialog
from .rules import show_rules
from .seat_table import NAME_LENGTH, SeatRow, SeatTable
from .style_sheet import set_flag

__all__ = ["MINIATURE_SIZE", "NAME_LENGTH", "Miniature", "NewGameDialog", "SeatRow", "random_seed"]

_SEED_TEXT = QRegularExpression(r"-?[0-9]{0,%d}" % len(str(SEED_STOP - 1)))


def random_seed() -> int:
    """A seed for the *fixed* seed field (New seed): short enough to note down
    and type again. It is shown, so it hides nothing; a game that no one
    fixes a seed for is dealt from engine.rng.fresh_seed(), never shown."""
    return random.randrange(1, 1_000_000_000)


def _seed_from_text(text: str) -> int | None:
    """The seed typed in the fixed seed field, or None when it is not one a
    saved game can hold."""
    text = text.strip()
    if not re.fullmatch(r"-?[0-9]{1,%d}" % len(str(SEED_STOP - 1)), text, re.ASCII):
        return None
    seed = int(text)
    return seed if SEED_MIN <= seed < SEED_STOP else None


class NewGameDialog(QDialog):
    """Choose a game and set it up.

    ``miniature(game, player_count)`` renders the game's opening table
    (offscreen); results are cached per (game id, player count) and only the
    selected game is rendered. ``initial=(game_id, setup)`` preselects a game
    with the names, bots and options last used for it. After ``exec()``
    returns ``Accepted``, :meth:`result_setup` gives ``(game_id, Setup)``.

    The seed gives away every card (each hand, the deck's order, every
    reshuffle), so a game is dealt from a new secret seed
    (engine.rng.fresh_seed) that the dialog never shows. *Fixed seed (for
    teaching and testing)*, off unless ticked, shows a seed field and a
    warning; the choice is remembered per game while the dialog is open, as
    the options are. ``keep_seed`` opens it ticked, with ``initial``'s seed.
    """

    def __init__(
        self,
        games: Mapping[str, GameDef],
        miniature: Miniature | None,
        parent: QWidget | None = None,
        initial: tuple[str, Setup] | None = None,
        *,
        keep_seed: bool = False,
        remembered: Callable[[str], Setup | None] | None = None,
    ) -> None:
        super().__init__(parent)
        if not games:
            raise ValueError("NewGameDialog needs at least one game")  # i18n: not shown (a programming error)
        self.games = dict(games)
        self._miniature = miniature
        self._options_by_game: dict[str, dict[str, Any]] = {}
        # per game, as its options: the fixed seed typed for it, or None (a secret one)
        self._fixed_by_game: dict[str, str | None] = {}
        self._secret_seed = rng.fresh_seed()  # this game's deal, unless a seed is fixed: never shown
        self._game_id = ""
        self._problem = ""
        # the set-up last used for a game (names, seats, options), asked the
        # first time that game is chosen in this dialog
        self._remembered = remembered
        self._building = True
        self._building_seats = True  # the first seats shown are people

        self._build()
        self._building = False

        first = next(iter(self.games))
        start_id, start_setup = first, None
        if initial is not None and initial[0] in self.games:
            start_id, start_setup = initial
        if start_setup is not None:
            self._options_by_game[start_id] = dict(start_setup.options)
            if keep_seed:
                self._fixed_by_game[start_id] = str(int(start_setup.seed))
        self.game_list.select_game(start_id)  # builds options and seats
        if start_setup is not None:
            game = self.games[start_id]
            count = max(game.min_players, min(game.max_players, start_setup.count))
            self.players.setValue(count)
            for row, spec in zip(self._seats, start_setup.players):
                row.show_spec(spec)
        self._building_seats = False
        self._revalidate()
        self.resize(820, 660)  # room for four or five games in the list (fit_dialog caps it to the screen)
        # never bigger than its screen: the set-up scrolls (the games, the
        # preview and the game's title stay put), what is wrong and the
        # buttons stay in view
        fit_dialog(self)
        self.game_list.setFocus()

    # ----------------------------------------------------------------- layout
    def _build(self) -> None:
        """The frame from the form ui/new_game.ui; the list of games, the
        preview, the seats and the options, made from the games, go in it."""
        self.ui = ui = Ui_NewGameDialog()
        ui.setupUi(self)

        # Left: the games, the selected game's opening table, its rules.
        self.game_list = GameList(self.games, self)
        ui.sectionLabel.setBuddy(self.game_list)
        self.game_list.setMinimumWidth(MINIATURE_SIZE[0])
        self.game_list.setMaximumWidth(MINIATURE_SIZE[0] + 40)
        self.game_list.currentItemChanged.connect(self._game_changed)
        ui.leftColumn.insertWidget(1, self.game_list, 1)
        self.miniature = MiniaturePreview(self, self._miniature, self._chosen)
        self.preview = self.miniature.label
        ui.leftColumn.insertWidget(2, self.preview, 0, Qt.AlignmentFlag.AlignHCenter)
        self.rules_button = ui.rulesButton
        self.rules_button.clicked.connect(self._show_rules)

        # Right: the game's title, then its set-up (players, options, seed),
        # which alone scrolls when the screen is short of room: the list of
        # games and the preview beside it keep their place and size whatever
        # game is chosen, so nothing moves under the mouse
        self.title_label = ui.gameTitle
        self.setup_area = ui.setupArea
        self.players = ui.playerCount
        self.players.valueChanged.connect(self._count_changed)
        self.range_label = ui.hintLabel
        self.seat_table = SeatTable(self, self._revalidate)
        ui.setupColumn.insertWidget(1, self.seat_table.box, 1)
        self.option_form = OptionForm(self, self._revalidate)  # the letters it may use: set below
        ui.setupColumn.insertWidget(2, self.option_form.box)

        # The seed: never shown unless a designer fixes one (it tells every card)
        self.fixed_seed = ui.fixedSeed
        self.fixed_seed.toggled.connect(self._fixed_seed_toggled)
        self.seed_box = ui.seedBox
        self.seed = ui.seed
        self.seed.setValidator(QRegularExpressionValidator(_SEED_TEXT, self.seed))
        self.seed.setMinimumWidth(self.seed.fontMetrics().horizontalAdvance("0" * 16))
        self.seed.textChanged.connect(self._revalidate)
        self.new_seed = ui.newSeedButton
        self.new_seed.clicked.connect(lambda: self.seed.setText(str(random_seed())))
        self.seed_warning = ui.seedWarning
        self.seed_box.setVisible(False)

        self.status = ui.statusLine  # plain text: a problem may quote a deck file or its name
        self._add_buttons()

    def _add_buttons(self) -> None:
        """Start game and Cancel, below what is wrong (if anything), kept in
        view below the set-up however little room the screen has: buttons
        of our own words in the roles of OK and Cancel (a standard button
        would put Qt's "OK" back over them when the language changes)."""
        ui = self.ui
        self.buttons = ui.newGameButtons
        self.ok_button = self.buttons.addButton(tr("&Start game"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok_button.setObjectName("okButton")
        self.ok_button.setDefault(True)
        self.cancel_button = self.buttons.addButton(tr("&Cancel"), QDialogButtonBox.ButtonRole.RejectRole)
        self.cancel_button.setObjectName("cancelButton")
        self.cancel_button.setAutoDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        # the options' labels get the mnemonic letters these controls leave
        # free (in whatever language their words were translated into)
        self.option_form.taken = mnemonic_letters(
            ui.sectionLabel.text(), self.rules_button.text(), ui.playerCountLabel.text(), self.fixed_seed.text(),
            ui.seedLabel.text(), self.new_seed.text(), self.ok_button.text(), self.cancel_button.text())

    # ------------------------------------------------------------- behaviour
    def current_game(self) -> GameDef:
        return self.games[self._game_id]

    def _game_changed(self, *_: Any) -> None:
        game_id = self.game_list.current_game_id()
        if game_id is None or game_id == self._game_id:
            return
        game = self.games[game_id]
        old = game.default_players
        if self._game_id:
            self._options_by_game[self._game_id] = self._option_values()
            self._fixed_by_game[self._game_id] = self.seed.text() if self.fixed_seed.isChecked() else None
            old = self.players.value()
        last = None
        if game_id not in self._options_by_game and self._remembered is not None:
            last = self._remembered(game_id)
            if last is not None:
                self._options_by_game[game_id] = dict(last.options)
                old = last.count
        self._game_id = game_id
        self.title_label.setText(game.title)
        self.rules_button.setEnabled(bool(game.rules_page()))
        self._building = True
        self.players.setRange(game.min_players, game.max_players)
        self.players.setValue(max(game.min_players, min(game.max_players, old)))
        self._building = False
        if game.min_players == game.max_players:
            self.range_label.setText(tr("(exactly {count})").format(count=game.min_players))
        else:
            self.range_label.setText(f"({game.min_players}–{game.max_players})")
        self._rebuild_options(game)
        self._show_fixed_seed(self._fixed_by_game.get(game_id))
        self.seat_table.show_ratings(measured(game))
        self._show_seats(self.players.value())
        if last is not None:
            for row, spec in zip(self._seats, last.players):
                row.show_spec(spec)
        self._schedule_miniature()
        self._revalidate()

    def _show_fixed_seed(self, text: str | None) -> None:
        """The fixed seed remembered for the chosen game (None: a secret one)."""
        if text is not None:
            self.seed.setText(text)
        self.fixed_seed.setChecked(text is not None)

    def _fixed_seed_toggled(self, on: bool) -> None:
        if on and not self.seed.text():
            self.seed.setText(str(random_seed()))  # a seed to note down, not this game's secret one
        self.seed_box.setVisible(on)
        self._revalidate()

    def _count_changed(self, count: int) -> None:
        if self._building:
            return
        self._show_seats(count)
        self._schedule_miniature()
        self._revalidate()

    def _show_seats(self, count: int) -> None:
        # the seats the dialog opens with are people; one added later a bot (SeatTable.show_seats)
        self.seat_table.show_seats(count, opening=self._building_seats)
        self._fix_tab_order()

    @property
    def _seats(self) -> list[SeatRow]:
        """Every seat row made so far, shown or hidden."""
        return self.seat_table.rows

    @property
    def _editors(self) -> list[OptionEditor]:
        """The editors of the chosen game's options."""
        return self.option_form.editors

    def seat_rows(self) -> list[SeatRow]:
        """The visible seat rows (one per player)."""
        return self._seats[: self.players.value()]

    def _rebuild_options(self, game: GameDef) -> None:
        self.option_form.rebuild(game, self._options_by_game.get(game.id, {}))
        self._fix_tab_order()

    def _option_values(self) -> dict[str, Any]:
        return self.option_form.values()

    def _fix_tab_order(self) -> None:
        chain: list[QWidget] = [self.game_list, self.rules_button, self.players]
        for row in self._seats:
            chain += [row.name, row.kind]
        for editor in self._editors:
            chain += editor.focus_widgets
        chain += [self.fixed_seed, self.seed, self.new_seed, self.ok_button, self.cancel_button]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)

    # ------------------------------------------------------------ miniature
    def _chosen(self) -> tuple[GameDef, int] | None:
        """The game and the number of players shown, for the preview."""
        return (self.current_game(), self.players.value()) if self._game_id else None

    def _schedule_miniature(self) -> None:
        if self._building or not self._game_id:
            return
        self.miniature.schedule()

    @property
    def _render_timer(self) -> QTimer:
        """The preview's timer (a render is due while it runs)."""
        return self.miniature.timer

    def miniature_cache(self) -> dict[tuple[str, int], QPixmap | None]:
        return self.miniature.pixmaps

    # ---------------------------------------------------------- validation
    def _seed(self) -> int:
        """The seed the game is dealt from: the fixed one when ticked (and
        valid), else the secret one."""
        if self.fixed_seed.isChecked():
            fixed = _seed_from_text(self.seed.text())
            if fixed is not None:
                return fixed
        return self._secret_seed

    def _build_setup(self) -> Setup:
        players = tuple(row.spec() for row in self.seat_rows())
        return Setup(players=players, options=self._option_values(), seed=self._seed())

    def _find_problem(self) -> str:
        game = self.current_game()
        if self.fixed_seed.isChecked() and _seed_from_text(self.seed.text()) is None:
            return tr("The fixed seed must be a whole number from {low} to {high}.").format(
                low=SEED_MIN, high=SEED_STOP - 1)
        setup = self._build_setup()
        for i, spec in enumerate(setup.players):
            if not spec.name:
                return tr("Seat {seat} needs a name.").format(seat=i + 1)
        try:
            game.check_players(setup.count)
            validate_options(game.options, setup.options)
            game.create(setup)
        except BadOptions as exc:
            return _sentence(str(exc))
        except Exception as exc:  # a broken game must not take the dialog down
            return _sentence(tr("{game} cannot start with this set-up ({error})").format(
                game=game.title, error=f"{type(exc).__name__}: {exc}"))
        return ""

    def _revalidate(self, *_: Any) -> None:
        if self._building or not self._game_id:
            return
        self._problem = self._find_problem()
        self.ok_button.setEnabled(not self._problem)
        if self._problem:
            self.status.setText(self._problem)
        else:
            humans = sum(1 for row in self.seat_rows() if row.kind.currentIndex() == 0)
            bots = self.players.value() - humans
            people = tr("%n human(s)", "", humans)
            game = self.current_game().title
            if bots:
                ready = tr("Ready to deal {game} for {humans} and {bots}.").format(
                    game=game, humans=people, bots=tr("%n bot(s)", "", bots))
            else:
                ready = tr("Ready to deal {game} for {humans}.").format(game=game, humans=people)
            self.status.setText(ready)
        set_flag(self.status, "problem", bool(self._problem))

    def problem(self) -> str:
        """Why the current set-up cannot start ("" when it can)."""
        return self._problem

    def result_setup(self) -> tuple[str, Setup]:
        """``(game_id, Setup)`` as entered, options filled with defaults."""
        game = self.current_game()
        setup = self._build_setup()
        try:
            setup = game.normalise(setup)
        except BadOptions:
            pass
        return game.id, setup

    def accept(self) -> None:
        self._revalidate()
        if self._problem:
            return
        super().accept()

    def _show_rules(self) -> None:
        show_rules(self.current_game(), self)


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return tr("This set-up cannot start.")
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
