"""T13 Yarn-Tangling Ordeal: Yarn-Tellers play "31" to decide what history says."""

from __future__ import annotations

from cardtable.engine.i18n import N_
from cardtable.engine.protocol import GameDef, OptionSpec

from . import bot, example, rules, table

# The words here are data the app translates where it shows them (N_ only marks them).
OPTIONS = (
    OptionSpec("yarn", N_("Starting Yarn"), 10, "int", minimum=1, maximum=99,
               help=N_("Yarn each Yarn-Teller brings; every phase costs a blind of 1 into the pot.")),
)
# No round limit (RULINGS): the Ordeal ends only when someone holds all four suits, or when fewer than
# two can pay a round's blind. Saves from before kept a "max_rounds" option: they load without it.
RETIRED_OPTIONS = ("max_rounds",)

GAME = GameDef.from_package(
    __package__, rules=rules, table=table, bot=bot,
    id="t13-yarn-tangling",
    title="T13 Yarn-Tangling Ordeal",
    min_players=2,
    max_players=6,
    options=OPTIONS,
    blurb=N_("Yarn-Tellers play 31 over the past: win each suit once to make your version of history stick."),
    default_players=3,
    # 2: Blitz after a draw; running out of Yarn never makes a winner by Yarn (RULINGS)
    # 3: no round limit, so no winner by suits or Yarn at a limit (RULINGS)
    rules_version=3,
    retired_options=RETIRED_OPTIONS,
    example=example.example,
    phases=(rules.PROPOSING, rules.TURN, rules.DISCARDING, rules.DEFEND_DRAW, rules.DEFEND_DISCARD, rules.OVER),
    # every knocked-in character proposes at once; the challenged one defends within the challenger's turn
    shared_phases=(rules.PROPOSING, rules.DEFEND_DRAW, rules.DEFEND_DISCARD),
    family="cardtable.games.t13_common",
)
