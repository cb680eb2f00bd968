"""Chicks With Disks: a raid-and-duel heist on a 9×3 grid of cards, with storytelling."""

from __future__ import annotations

from importlib.resources import files

from cardtable.engine.protocol import GameDef, OptionSpec

from . import bot, rules, story, table

OPTIONS = (
    OptionSpec("two_players", "Allow two players", False, "bool",
               help="The game is for 3–4; with this on, two players use rank rows 1 and 2."),
    OptionSpec("round_cap", "Round limit", rules.DEFAULT_ROUND_CAP, "int", minimum=5, maximum=500,
               help="If nobody has escaped after this many rounds, the Disk holder wins "
                    "(or, if nobody has it, whoever has the most Mission Points)."),
)

GAME = GameDef(
    id="chicks-with-disks",
    title="Chicks With Disks",
    min_players=2,
    max_players=4,
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
    blurb="Dangerous women raid a 9×3 grid of rooms, duel each other and race the Disk to the centre.",
    rules_text=files(__package__).joinpath("RULES.md").read_text(encoding="utf-8"),
    default_players=3,
    private_info=False,
    story_sections=story.story_sections,
    chart=story.chart,
)
