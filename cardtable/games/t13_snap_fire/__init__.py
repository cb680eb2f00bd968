"""T13 Snap-fire Ordeal: a referee's aid for fast scenes fought over one card a Phase."""

from __future__ import annotations

from cardtable.engine.i18n import NP_, N_
from cardtable.engine.protocol import GameDef, OptionSpec

from . import bot, example, rules, table

# The words here are data the app translates where it shows them (N_ only marks them).
OPTIONS = (
    OptionSpec("npcs", N_("NPCs"), "Foe", "text",
               help=N_("Referee-run characters, comma-separated; add :Flowing or :Ebbing after a name "
                       "(Ebbing if left out), e.g. 'Guard, Captain:Flowing'. Leave empty for none.")),
    OptionSpec("pois", N_("Who may bid (POIS)"), "card", "choice", choices=(N_("card"), N_("directed")),
               help=N_("card: Card POIS (a pool card beating the Snap-fire pips, reduced when Flowing); "
                       "directed: the referee picks the bidders each Phase.")),
    OptionSpec("reduced", N_("Reduced pips"), "ceil", "choice", choices=(N_("ceil"), N_("floor")),
               help=N_("Reduced pips are half the pips, rounded up (ceil) or down (floor).")),
    OptionSpec("late_claims", N_("Snap after the winning bid"), "allowed", "choice",
               choices=(N_("allowed"), N_("miscall")),
               help=N_("allowed: a matching Snap takes the card from the bid winner, who suffers a Snap-Failure; "
                       "miscall: once the bid is won, any Snap is a miscall.")),
    OptionSpec("sway", N_("Starting Sway"), 6, "int", minimum=0, maximum=30, help=N_("Sway each character can bid.")),
    OptionSpec("pool", N_("Ordeal Pool size"), 3, "int", minimum=0, maximum=8,
               help=N_("Cards dealt to each character's Ordeal Pool at the start.")),
    OptionSpec("phases", N_("Phases"), 8, "int", minimum=1, maximum=60,
               help=N_("The Ordeal ends after this many Phases (or earlier, when the referee ends it).")),
    OptionSpec("decks", N_("Decks"), "2", "choice", choices=("1", "2"),
               help=N_("Two decks shuffled together make same-suit Snaps possible.")),
)

GAME = GameDef.from_package(
    __package__, rules=rules, table=table, bot=bot,
    id="t13-snap-fire",
    seat_key_actions=(rules.SNAP,),
    seat_key_verb=NP_("seat key verb", "claim"),  # engine.protocol.SEAT_KEY_VERB
    seat_key_noun=NP_("seat key noun", "claim"),  # the same English as the verb, translated apart
    seat_key_caption=N_("Snap keys"),
    title="T13 Snap-fire Ordeal",
    min_players=2,
    max_players=9,
    options=OPTIONS,
    blurb=N_("A referee's aid: one Snap-fire card a Phase, Sway bids for the Full Action, and Snap! "
             "for anyone holding the same pips."),
    default_players=4,
    private_info=False,
    example=example.example,
    phases=(rules.SETUP, rules.CHOOSING, rules.BIDDING, rules.ACTIONS, rules.OVER),
    shared_phases=(rules.BIDDING, rules.ACTIONS),  # bids and Snap claims come from anyone
    family="cardtable.games.t13_common",
)
