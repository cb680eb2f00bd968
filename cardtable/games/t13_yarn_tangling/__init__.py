"""T13 Yarn-Tangling Ordeal: Yarn-Tellers play "31" to decide what history says."""

from __future__ import annotations

from importlib.resources import files

from cardtable.engine.protocol import GameDef, OptionSpec

from . import bot, rules, table

OPTIONS = (
    OptionSpec("yarn", "Starting Yarn", 10, "int", minimum=1, maximum=99,
               help="Yarn each Yarn-Teller brings; every phase costs a blind of 1 into the pot."),
    OptionSpec("max_rounds", "Round limit", 24, "int", minimum=1, maximum=200,
               help="After this many rounds the Ordeal ends: most suits won (then most Yarn) wins."),
)

GAME = GameDef(
    id="t13-yarn-tangling",
    title="T13 Yarn-Tangling Ordeal",
    min_players=2,
    max_players=6,
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
    blurb="Yarn-Tellers play 31 over the past: win each suit once to make your version of history stick.",
    rules_text=files(__package__).joinpath("RULES.md").read_text(encoding="utf-8"),
    default_players=3,
    private_info=True,
    story_sections=table.story_sections,
    chart=table.chart,
)
