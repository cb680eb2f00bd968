"""T13 Snap-fire Ordeal: a referee's aid for fast scenes fought over one card a Phase."""

from __future__ import annotations

from cardtable.engine.protocol import GameDef, OptionSpec

from . import bot, example, rules, table

OPTIONS = (
    OptionSpec("npcs", "NPCs", "Foe", "text",
               help="Referee-run characters, comma-separated; add :Flowing or :Ebbing after a name "
                    "(Ebbing if left out), e.g. 'Guard, Captain:Flowing'. Leave empty for none."),
    OptionSpec("pois", "Who may bid (POIS)", "card", "choice", choices=("card", "directed"),
               help="card: Card POIS (a pool card beating the Snap-fire pips, reduced when Flowing); "
                    "directed: the referee picks the bidders each Phase."),
    OptionSpec("reduced", "Reduced pips", "ceil", "choice", choices=("ceil", "floor"),
               help="Reduced pips are half the pips, rounded up (ceil) or down (floor)."),
    OptionSpec("late_claims", "Snap after the winning bid", "allowed", "choice", choices=("allowed", "miscall"),
               help="allowed: a matching Snap takes the card from the bid winner, who suffers a Snap-Failure; "
                    "miscall: once the bid is won, any Snap is a miscall."),
    OptionSpec("sway", "Starting Sway", 6, "int", minimum=0, maximum=30, help="Sway each character can bid."),
    OptionSpec("pool", "Ordeal Pool size", 3, "int", minimum=0, maximum=8,
               help="Cards dealt to each character's Ordeal Pool at the start."),
    OptionSpec("phases", "Phases", 8, "int", minimum=1, maximum=60,
               help="The Ordeal ends after this many Phases (or earlier, when the referee ends it)."),
    OptionSpec("decks", "Decks", "2", "choice", choices=("1", "2"),
               help="Two decks shuffled together make same-suit Snaps possible."),
)

GAME = GameDef.from_package(
    __package__, rules=rules, table=table, bot=bot,
    id="t13-snap-fire",
    seat_key_actions=(rules.SNAP,),
    seat_key_verb="claim",
    seat_key_noun="claim",
    seat_key_caption="Snap keys",
    title="T13 Snap-fire Ordeal",
    min_players=2,
    max_players=9,
    options=OPTIONS,
    blurb="A referee's aid: one Snap-fire card a Phase, Sway bids for the Full Action, and Snap! "
          "for anyone holding the same pips.",
    default_players=4,
    private_info=False,
    example=example.example,
)
