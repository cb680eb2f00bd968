"""A worked example of the T13 Snap-fire Ordeal: three Phases of a chase,
from a stacked deck, with a referee, three player characters and one NPC.

Vera is the referee (seat 1) and plays the NPC, Foe (Ebbing); Ash, Bex and
Cal play their own characters (Flowing). Everyone holds 3 cards and 6 Sway
(the default options: two decks, Card POIS, a Snap after the winning bid
allowed). In the order they come up the example shows:

- **the turned card and who may bid**: each Phase turns a Snap-fire card.
  A Flowing character may bid with a card above its reduced pips (half,
  rounded up), an Ebbing one only with a card above its full pips;
- **bidding Sway** (Phase 1, the 8♠): Ash bids 2, Bex 3, Cal passes, Foe
  bids 3 too, but on a tie the earlier bid wins: Bex pays 3 Sway, takes
  the card and the Full Action; the others take Half Actions. While the
  table plays them out the referee deals Ash a card and plays Bex's J♣ out
  of her pool;
- **a Snap** (Phase 2, the 7♦): Ash bids, then Cal calls Snap with the 7♥
  (same colour) and interrupts the bidding; Bex calls Snap with her own
  7♦ (same suit, better) and takes the card from Cal;
- **a miscall**: Ash calls Snap with no 7 at all. That is a Snap-Failure:
  the referee reads it as a Wound and says what it means;
- **a Snap after the winning bid** (Phase 3, the 10♣): Cal wins the bid,
  but Foe holds the other 10♣ and snaps it away. With the default option
  the Snap takes the card and Cal, the bid winner, suffers a Snap-Failure,
  which the referee reads as an Obstacle;
- the referee **ends the Ordeal**: Bex held the Snap-fire card most often.

Choices we made: the Ordeal runs 8 Phases by default; the example stops
after three, the referee ending it as the rules allow, so it finishes with
its result. The cards no one draws follow in the decks' usual order.
"""

from __future__ import annotations

from cardtable.engine.cards import standard_deck
from cardtable.engine.protocol import Action, PlayerSpec, Setup

from . import rules
from .words import EXAMPLE_FAILURES

NOTES = __doc__

PLAYERS = ("Vera", "Ash", "Bex", "Cal")  # Vera referees
VERA, ASH_SEAT, BEX_SEAT, CAL_SEAT = range(4)
ASH, BEX, CAL, FOE = range(4)  # the characters: the players' own, then the NPC
SEED = 5  # nothing is shuffled in this example; the seed only stands by for a reshuffle

POOLS = {  # dealt one card at a time to Ash, Bex, Cal and Foe
    ASH: ("9H", "5C", "2D"),  # no 7: Ash's Snap in Phase 2 is a miscall
    BEX: ("7D.2", "JC", "3S"),
    CAL: ("7H", "QS", "4C"),
    FOE: ("10C.2", "6H", "2S"),
}
# The cards off the top of the deck: the Snap-fire cards and the card dealt to Ash.
DRAWS = ("8S", "KD", "7D", "10C")

# What the referee writes for each Snap-Failure: kept in English in the moves
# (so a record is the same in any language) and shown in the reader's language
# (``words.reading_words``).
FAILURES = {ASH: EXAMPLE_FAILURES[0], CAL: EXAMPLE_FAILURES[1]}


def _a(kind: str, **args) -> Action:
    return Action.of(kind, **args)


def _bid(ch: int, amount: int | None) -> Action:
    return _a(rules.PASS, character=ch) if amount is None else _a(rules.BID, character=ch, amount=amount)


MOVES: tuple[tuple[int, Action], ...] = (
    # The referee begins the Ordeal; Phase 1 turns the 8♠ (reduced pips 4).
    # Everyone may bid: the players' characters hold a card above 4, Foe
    # (Ebbing) the 10♣, above 8.
    (VERA, _a(rules.BEGIN)),
    # Bidding Sway, Flowing side first: Bex's 3 wins, Foe's later 3 does not.
    (ASH_SEAT, _bid(ASH, 2)), (BEX_SEAT, _bid(BEX, 3)), (CAL_SEAT, _bid(CAL, None)), (VERA, _bid(FOE, 3)),
    # The table plays its actions: Ash's Half Action finds a card (the K♦),
    # Bex's Full Action spends her J♣. The referee ends the Phase.
    (VERA, _a(rules.DRAW, character=ASH)),
    (VERA, _a(rules.PLAY, character=BEX, card="JC")),
    (VERA, _a(rules.END_PHASE)),
    # Phase 2 turns the 7♦. Ash bids 1; Cal snaps with the 7♥ (same colour)
    # in the middle of the bidding; Bex snaps with her 7♦ (same suit) and
    # takes it from Cal.
    (ASH_SEAT, _bid(ASH, 1)),
    (CAL_SEAT, _a(rules.SNAP, character=CAL)),
    (BEX_SEAT, _a(rules.SNAP, character=BEX)),
    # Ash calls Snap too, with no 7: a miscall. The referee settles it.
    (ASH_SEAT, _a(rules.SNAP, character=ASH)),
    (VERA, _a(rules.FAILURE, outcome="Wound", text=FAILURES[ASH])),
    (VERA, _a(rules.END_PHASE)),
    # Phase 3 turns the 10♣ (reduced 5). Foe, Ebbing, holds nothing above 10
    # and may not bid. Cal's 2 Sway wins the bid...
    (ASH_SEAT, _bid(ASH, None)), (BEX_SEAT, _bid(BEX, 1)), (CAL_SEAT, _bid(CAL, 2)),
    # ...but Foe snaps with the other 10♣ and takes it: Cal suffers a
    # Snap-Failure, which the referee reads as an Obstacle.
    (VERA, _a(rules.SNAP, character=FOE)),
    (VERA, _a(rules.FAILURE, outcome="Obstacle", text=FAILURES[CAL])),
    # The referee ends the Ordeal.
    (VERA, _a(rules.END_ORDEAL)),
)


def stacked_deck() -> tuple[str, ...]:
    """The two decks, top card first: the pools dealt one card at a time in
    character order, then the cards drawn in order, then every other card
    in the decks' usual order."""
    order = [POOLS[ch][i] for i in range(3) for ch in (ASH, BEX, CAL, FOE)]
    order += DRAWS
    if len(set(order)) != len(order):
        raise ValueError("the example uses a card twice")
    used = set(order)
    return tuple(order) + tuple(c for c in standard_deck(2) if c not in used)


def example_setup() -> Setup:
    return Setup(tuple(PlayerSpec(name) for name in PLAYERS), {}, seed=SEED, stacked=stacked_deck())


def example() -> tuple[Setup, list[tuple[int, Action]]]:
    """The worked example as the app plays it out (``GameDef.example``)."""
    return example_setup(), list(MOVES)
