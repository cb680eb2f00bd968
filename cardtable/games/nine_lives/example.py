"""A worked example of 9 Lives: the first round of a three-player game,
from a stacked deck, played trick by trick and then scored.

Lena, Omar and Tess get 7 cards each and five cats wait in the alley. In
each of the round's 7 tricks everyone bids a card in secret; the bids are
shown together and the lowest number goes first. The example shows, in
the order they come up:

- **bidding**: a low bid buys the first pick, but the bid card itself joins
  the alley at the end of the trick, for anyone to take later;
- **taking** one alley card into your tableau;
- a player who cannot **rescue** yet: in trick 3 Tess goes first with three
  Mangos in the alley, but a rescue of 3 cards needs 3 cards already in her
  tableau, and she has 2;
- **rescuing a cat and giving back**: in trick 4 Lena takes both Mangos
  left in the alley and gives back two cards she held before (the Snowdrop
  with 3 scratches and a Toffee), which Tess takes at once; in trick 6 Tess
  rescues the lone Pounce, a one-for-one swap;
- **scoring**: Lena holds 3 Mangos, but Omar's one Mango has fewer
  scratches (2 against Lena's 3), so Omar scores it and Lena scores nothing
  for hers; cats only one player holds score 2 a card (Omar's 3 Cocoas, 6
  points); Omar and Tess tie on Patches scratches, so both score; Tess's
  unscratched Domino beats Omar's. Round 1 ends Lena 6, Omar 10, Tess 10.

Choices we made: the example plays one round of the three (a whole game is
about 135 moves). It stops at a moment worth looking at: round 1 has just
been scored (the score sheet shows every cat: only rescuer, fewest
scratches, nothing), the tableaux are cleared and everyone holds a new hand
for round 2. The default options are used. The bids are made in seat order,
though in play everyone bids at once. Cards nobody is dealt in round 1
follow in the deck's usual order, so round 2's hands are the same every
time.
"""

from __future__ import annotations

from cardtable.engine.protocol import Action, PlayerSpec, Setup

from . import rules

NOTES = __doc__

PLAYERS = ("Lena", "Omar", "Tess")
LENA, OMAR, TESS = range(3)
SEED = 9  # nothing is shuffled in round 1; the seed only stands by for a reshuffle

HANDS = {
    LENA: ("mochi-1", "snowdrop-6", "pebble-8", "patches-13", "domino-23", "snowdrop-28", "toffee-40"),
    OMAR: ("domino-2", "mango-26", "patches-9", "cocoa-33", "pebble-36", "mochi-39", "toffee-57"),
    TESS: ("cocoa-3", "pounce-12", "snowdrop-16", "pounce-24", "pebble-45", "domino-47", "mango-54"),
}
ALLEY = ("mango-7", "mango-15", "pounce-5", "cocoa-21", "toffee-4")

# Each trick: the bids (Lena, Omar, Tess), then the turns from the lowest
# bid up: (seat, "take" or "rescue", card, cards given back after a rescue...).
TRICKS = (
    # Trick 1: Lena's Mochi 1 is the lowest bid, so she picks first. Everyone
    # takes one unscratched cat; the three bids then join the alley.
    (("mochi-1", "cocoa-33", "pounce-12"),
     ((LENA, rules.TAKE, "mango-7"), (TESS, rules.TAKE, "pounce-5"), (OMAR, rules.TAKE, "cocoa-21"))),
    # Trick 2: Omar and Tess bid Mangos, so three Mangos will wait in the
    # alley. Omar takes the Cocoa that was his own bid last trick.
    (("snowdrop-6", "mango-26", "mango-54"),
     ((LENA, rules.TAKE, "toffee-4"), (OMAR, rules.TAKE, "cocoa-33"), (TESS, rules.TAKE, "pounce-12"))),
    # Trick 3: Tess bids lowest. Three Mangos are in the alley, but she holds
    # only 2 tableau cards, too few to give back 3: she takes the Mochi.
    # Lena takes the scratchy Snowdrop (she means to give it back) and Omar
    # a Mango with 2 scratches.
    (("pebble-8", "patches-9", "cocoa-3"),
     ((TESS, rules.TAKE, "mochi-1"), (LENA, rules.TAKE, "snowdrop-6"), (OMAR, rules.TAKE, "mango-54"))),
    # Trick 4: Lena rescues Mango: both Mangos left in the alley come to her
    # and she gives back two cards she already had. Tess takes the Toffee
    # Lena gave back; Omar adds a third Cocoa.
    (("patches-13", "pebble-36", "snowdrop-16"),
     ((LENA, rules.RESCUE, "mango-15", "snowdrop-6", "toffee-4"), (TESS, rules.TAKE, "toffee-4"),
      (OMAR, rules.TAKE, "cocoa-3"))),
    # Trick 5: Omar and Tess each take a Patches with 1 scratch: a tie.
    (("domino-23", "mochi-39", "pounce-24"),
     ((LENA, rules.TAKE, "pebble-8"), (TESS, rules.TAKE, "patches-13"), (OMAR, rules.TAKE, "patches-9"))),
    # Trick 6: Omar's Domino 2 goes first. Tess rescues the one Pounce in
    # the alley, giving back her Mochi: a one-for-one swap.
    (("snowdrop-28", "domino-2", "domino-47"),
     ((OMAR, rules.TAKE, "domino-23"), (LENA, rules.TAKE, "pebble-36"),
      (TESS, rules.RESCUE, "pounce-24", "mochi-1"))),
    # Trick 7, the last card of every hand. Tess takes an unscratched Domino
    # (Omar's has 1 scratch); Omar takes the Mochi nobody else holds. Then
    # the round is scored and round 2 is dealt.
    (("toffee-40", "toffee-57", "pebble-45"),
     ((LENA, rules.TAKE, "snowdrop-28"), (TESS, rules.TAKE, "domino-47"), (OMAR, rules.TAKE, "mochi-39"))),
)


def example_setup() -> Setup:
    deck = rules.Config.from_options({}, len(PLAYERS)).deck
    order = rules.stacked_order(deck, [HANDS[seat] for seat in range(len(PLAYERS))], ALLEY)
    return Setup(tuple(PlayerSpec(name) for name in PLAYERS), {}, seed=SEED, stacked=order)


def example_actions() -> list[tuple[int, Action]]:
    out: list[tuple[int, Action]] = []
    for bids, turns in TRICKS:
        out += [(seat, Action.of(rules.BID, card=card)) for seat, card in enumerate(bids)]
        for seat, kind, card, *given in turns:
            out.append((seat, Action.of(kind, card=card)))
            out += [(seat, Action.of(rules.GIVE, card=c)) for c in given]
    return out


def example() -> tuple[Setup, list[tuple[int, Action]]]:
    """The worked example as the app plays it out (``GameDef.example``)."""
    return example_setup(), example_actions()
