"""Chicks With Disks: a raid-and-duel heist on a 9×3 grid of cards, with storytelling."""

from __future__ import annotations

from cardtable.engine.i18n import N_
from cardtable.engine.protocol import GameDef, OptionSpec

from . import bot, example, rules, story, table

# The words here are data the app shows: marked for the catalogue, translated by the app.
OPTIONS = (
    OptionSpec("two_players", N_("Allow two players"), False, "bool",
               help=N_("The game is for 3–4; with this on, two players use rank rows 1 and 2.")),
    OptionSpec("round_cap", N_("Round limit"), rules.DEFAULT_ROUND_CAP, "int", minimum=0, maximum=500,
               help=N_("If nobody has escaped after this many rounds, the Disk holder wins "
                       "(or, if nobody has it, whoever has the most Mission Points). 0 means no limit."),
               zero_text=N_("No limit")),
)

GAME = GameDef.from_package(
    __package__, rules=rules, table=table, bot=bot, story=story,
    id="chicks-with-disks",
    title="Chicks With Disks",
    min_players=2,
    max_players=4,
    options=OPTIONS,
    blurb=N_("Dangerous women raid a 9×3 grid of rooms, duel each other and race the Disk to the centre."),
    default_players=3,
    # 2: the Disk wins the moment it is on the centre; 3: Duels in seat order from the first player,
    # and a card shown in a move stays out of that move's reshuffle (RULINGS)
    rules_version=3,
    private_info=False,
    example=example.example,
    phases=(rules.DEAL, rules.FIRST_DRAW, rules.SHEETS, rules.CHOOSE, rules.RAID_TARGET, rules.RAID_DRAW,
            rules.RAID_MOVE, rules.RAID_REWARD, rules.EVADE_FLIP, rules.EVADE_MOVE, rules.DUEL_DRAW, rules.DUEL_BID,
            rules.DUEL_UPGRADE, rules.DUEL_DOWNGRADE, rules.OVER),
    # everyone draws and writes a sheet at once; a duel's two sides bid and upgrade in the mover's turn
    shared_phases=(rules.FIRST_DRAW, rules.SHEETS, rules.DUEL_BID, rules.DUEL_UPGRADE, rules.DUEL_DOWNGRADE),
)
