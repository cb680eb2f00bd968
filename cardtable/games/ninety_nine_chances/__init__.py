"""99 Chances: a storytelling card game with its own 99-card deck."""

from __future__ import annotations

from cardtable.engine.i18n import N_
from cardtable.engine.protocol import GameDef, OptionSpec

from . import bot, rules, story, table, tutorial

OPTIONS = (
    OptionSpec("acts", N_("Acts"), 1, "int", minimum=1, maximum=rules.MAX_ACTS,
               help=N_("Each extra act adds another Trouble round and another round of storytelling "
                       "before the Climax.")),
    OptionSpec("deck_file", N_("Deck file"), "", "file",
               help=N_("A CSV deck (number,genre,resource,problem) with every number from 1 to 99; "
                       "leave empty for the deck that comes with CardTable. The deck is read when the game "
                       "starts and kept inside its save.")),
)

GAME = GameDef.from_package(
    __package__, rules=rules, table=table, bot=bot, story=story,
    id="99-chances",
    title="99 Chances",
    min_players=3,
    max_players=8,
    options=OPTIONS,
    blurb=N_("Pitch a genre mash-up, become its characters, and let the table judge the odds of every plan."),
    default_players=4,
    example=tutorial.example,
    rules_version=2,  # 2: the Finale stays out of a reshuffle; a draw from two empty piles is skipped (RULINGS)
    phases=(rules.THEMES, rules.VOTE, rules.ROLES, rules.RESOURCES, rules.TROUBLE, rules.PLAN, rules.EVALUATE,
            rules.KEEP, rules.FLIP, rules.CLIMAX_LEAD, rules.FRAME, rules.BIDS, rules.FINALE, rules.DENOUEMENT,
            rules.OVER),
    shared_phases=(rules.EVALUATE,),  # the table judges the plan together
)
