"""Ninety-Nine, the first CardTable game."""

from __future__ import annotations

from cardtable.engine.i18n import N_
from cardtable.engine.protocol import UNDO_NONE, GameDef, OptionSpec

from . import bot, example, rules, table

OPTIONS = (
    OptionSpec("remember_to_draw", N_("Remember to draw"), True, "bool",
               help=N_("Drawing is a separate step; end your turn without it and you play on a card short.")),
    OptionSpec("lives", N_("Lives"), False, "bool",
               help=N_("Each player has 3 lives; going out costs one and a new hand is dealt.")),
    OptionSpec("decks", N_("Decks"), "auto", "choice", choices=(N_("auto"), "1", "2"),
               help=N_("auto: one deck for 2–5 players, two shuffled together for 6–12.")),
)

GAME = GameDef.from_package(
    __package__, rules=rules, table=table, bot=bot,
    id="ninety-nine",
    title="Ninety-Nine",
    min_players=2,
    max_players=12,
    options=OPTIONS,
    blurb=N_("Keep the running total at 99 or under; the last player standing wins."),
    default_players=4,
    example=example.example,
    phases=(rules.TURN, rules.AFTER_PLAY, rules.OVER),
    undo=UNDO_NONE,  # every play shows a card from a hand: no move is taken back
)
