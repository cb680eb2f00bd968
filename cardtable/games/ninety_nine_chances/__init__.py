"""99 Chances: a storytelling card game with its own 99-card deck."""

from __future__ import annotations

from importlib.resources import files

from cardtable.engine.protocol import GameDef, OptionSpec

from . import bot, rules, story, table, tutorial

OPTIONS = (
    OptionSpec("acts", "Acts", 1, "int", minimum=1, maximum=rules.MAX_ACTS,
               help="Each extra act adds another Trouble round and another round of storytelling "
                    "before the Climax."),
    OptionSpec("deck_file", "Deck file", "", "file",
               help="A CSV deck (number,genre,resource,problem) with every number from 1 to 99; "
                    "leave empty for the deck that comes with CardTable."),
)

GAME = GameDef(
    id="99-chances",
    title="99 Chances",
    min_players=3,
    max_players=8,
    new_game=rules.new_game,
    to_act=rules.to_act,
    legal_actions=rules.legal_actions,
    apply=rules.apply,
    view=table.view,
    layout=table.layout,
    describe=table.describe,
    result=rules.result,
    bot=bot.choose,
    census=rules.census,
    rules_version=1,
    options=OPTIONS,
    blurb="Pitch a genre mash-up, become its characters, and let the table judge the odds of every plan.",
    rules_text=files(__package__).joinpath("RULES.md").read_text(encoding="utf-8"),
    default_players=4,
    private_info=True,
    story_sections=story.story_sections,
    chart=story.chart,
    example=tutorial.example,
)
