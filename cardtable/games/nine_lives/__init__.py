"""9 Lives: bid for turn order and rescue cats from the alley without getting scratched."""

from __future__ import annotations

from cardtable.engine.i18n import N_
from cardtable.engine.protocol import GameDef, OptionSpec

from . import bot, example, rules, story, table

OPTIONS = (
    OptionSpec("cats", N_("Cats in the deck"), 9, "int", minimum=2, maximum=20,
               help=N_("How many cats are used: the first ones of the deck file (the shipped deck has nine).")),
    OptionSpec("cards_per_cat", N_("Cards per cat"), 7, "int", minimum=1, maximum=20,
               help=N_("How many cards of each cat are used (the shipped deck has seven of each).")),
    OptionSpec("hand_size", N_("Hand size"), 0, "int", minimum=0, maximum=20,
               help=N_("Cards dealt to each player every round; 0 = by player count "
                       "(7 with 3 players, one fewer for each extra player).")),
    OptionSpec("alley", N_("Alley size"), 5, "int", minimum=1, maximum=20,
               help=N_("Cards in the alley at the start, and what it is refilled to between rounds.")),
    OptionSpec("rounds", N_("Rounds"), 3, "int", minimum=1, maximum=10,
               help=N_("How many rounds are played.")),
    OptionSpec("sole_points", N_("Points per card, only rescuer"), 2, "int", minimum=0, maximum=10,
               help=N_("What each card of a cat scores when nobody else has that cat.")),
    OptionSpec("fewest_points", N_("Points per card, fewest scratches"), 1, "int", minimum=0, maximum=10,
               help=N_("What each card of a shared cat scores for the player(s) with the fewest scratches on it.")),
    OptionSpec("bids_join", N_("Bid cards join the alley"), rules.JOIN_AFTER, "choice",
               choices=(rules.JOIN_AFTER, rules.JOIN_BEFORE),
               help=N_("After everyone's turn (default), or as soon as the bids are revealed, "
                       "so they can be taken in the same trick.")),
    OptionSpec("deck_file", N_("Deck file"), "", "file",
               help=N_("Your own cat deck: lines 'cat,key,name,ink,coat,coat word,look' and "
                       "'card,value,cat key,scratches' (see cardtable/games/nine_lives/9-lives.csv); "
                       "leave empty for the deck that comes with CardTable. The deck is read when the game "
                       "starts and kept inside its save.")),
)

GAME = GameDef.from_package(
    __package__, rules=rules, table=table, bot=bot, story=story,
    id="9-lives",
    title="9 Lives",
    min_players=rules.MIN_PLAYERS,
    max_players=rules.MAX_PLAYERS,
    options=OPTIONS,
    blurb=N_("Bid for turn order, rescue alley cats, and keep your scratches down."),
    default_players=4,
    example=example.example,
    phases=(rules.BIDDING, rules.TURNS, rules.GIVE_BACK, rules.OVER),
    shared_phases=(rules.BIDDING,),  # every seat bids at once
)
