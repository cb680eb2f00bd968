"""A worked example of the T13 Yarn-Tangling Ordeal: the first round for
three Yarn-Tellers, from a stacked deck, won by a Blitz.

Ines, Kofi and Rhea argue over how a ship was lost off the old
lighthouse. Each gets 3 cards and the 5♣ starts the discard pile. In the
order they come up the example shows:

- **proposals**: each writes the version of events they argue for, and says
  which layer of history (which suit) it is about;
- **blinds**: at the start of every phase everyone still in the round pays
  1 Yarn into the pot (the log says so; nobody has to make a move);
- **draw and discard**: from the deck or from the top of the discard pile,
  then one card away. Ines builds Hearts, taking the 3♥ Rhea threw away;
  Kofi holds Diamonds, Rhea Spades;
- a **Knock-Out**: in phase 2 Rhea, instead of drawing, challenges Kofi.
  Kofi draws and discards once, then both pools are shown: both hold three
  of a suit, Rhea has more pips (28 against 23), so Kofi is knocked out of
  the round and his pool is logged as a Psych Attack for the referee;
- a **Blitz**: in phase 4 Ines takes the Q♥ Rhea discarded, and with the A♥
  and K♥ she holds exactly 31 in Hearts. The Blitz is declared at once,
  before she would discard, and she wins the round, the pot of 10 Yarn and
  Hearts: her version becomes canon for the lies and jokes told about it.

Choices we made: the example plays one round (each Yarn-Teller needs all
four suits, so a whole Ordeal runs to many rounds). It stops at a moment
worth looking at: Ines holds Hearts and 16 Yarn, and round 2 is dealt and
waits for new proposals. A stacked deck only sets the first round; round
2's deal is shuffled by the game's own generator from the fixed seed, so it
is the same every time. The proposals are written in seat order, though
everyone may write at once.
"""

from __future__ import annotations

from cardtable.engine.cards import standard_deck
from cardtable.engine.protocol import Action, PlayerSpec, Setup

from . import rules
from .words import EXAMPLE_PROPOSALS

NOTES = __doc__

PLAYERS = ("Ines", "Kofi", "Rhea")
INES, KOFI, RHEA = range(3)
SEED = 13  # shuffles round 2's deal

POOLS = {
    INES: ("AH", "4C", "9S"),
    KOFI: ("8D", "9D", "2C"),
    RHEA: ("JS", "10S", "3H"),
}
FIRST_DISCARD = "5C"
DRAWS = ("KH", "6D", "8S", "4S", "3D", "5D", "QH")  # the deck's top cards, in the order they are drawn

# The proposals the example's players write: in English in the moves (so a
# record is the same in any language), shown in the reader's language
# (``words.proposal_words``).
PROPOSALS = {INES: EXAMPLE_PROPOSALS[0], KOFI: EXAMPLE_PROPOSALS[1], RHEA: EXAMPLE_PROPOSALS[2]}


def _draw(source: str) -> Action:
    return Action.of(rules.DRAW, source=source)


def _discard(card: str) -> Action:
    return Action.of(rules.DISCARD, card=card)


DECK, PILE = _draw(rules.FROM_DECK), _draw(rules.FROM_DISCARD)

MOVES: tuple[tuple[int, Action], ...] = (
    # Proposals: the version of history each one argues for.
    (INES, Action.of(rules.PROPOSE, text=PROPOSALS[INES])),
    (KOFI, Action.of(rules.PROPOSE, text=PROPOSALS[KOFI])),
    (RHEA, Action.of(rules.PROPOSE, text=PROPOSALS[RHEA])),
    # Phase 1 (pot 3): everyone draws from the deck and discards.
    (INES, DECK), (INES, _discard("4C")),  # draws the K♥: A♥ K♥ and a 9♠
    (KOFI, DECK), (KOFI, _discard("2C")),  # draws the 6♦: three Diamonds
    (RHEA, DECK), (RHEA, _discard("3H")),  # draws the 8♠: three Spades
    # Phase 2 (pot 6). Ines takes the 3♥ Rhea discarded: three Hearts now.
    (INES, PILE), (INES, _discard("9S")),
    (KOFI, DECK), (KOFI, _discard("4S")),
    # Rhea calls a Knock-Out on Kofi instead of drawing. Kofi draws (the 3♦)
    # and discards it; the pools are shown and Rhea wins on pips.
    (RHEA, Action.of(rules.KNOCK, target=KOFI)),
    (KOFI, DECK), (KOFI, _discard("3D")),
    # Phase 3 (pot 8): only Ines and Rhea are left in the round. Rhea draws
    # the Q♥, no use to her Spades, and throws it away.
    (INES, DECK), (INES, _discard("5D")),
    (RHEA, DECK), (RHEA, _discard("QH")),
    # Phase 4 (pot 10): Ines takes the Q♥: A♥ K♥ Q♥ is 31 in Hearts, a Blitz.
    (INES, PILE),
)


def stacked_deck() -> tuple[str, ...]:
    """The deck, top card first: the pools dealt one card at a time from
    seat 1 (who starts the first round), the first discard, the cards drawn
    from the deck in order, then every other card in the deck's usual order."""
    order = [POOLS[seat][i] for i in range(rules.POOL_SIZE) for seat in range(len(PLAYERS))]
    order += [FIRST_DISCARD, *DRAWS]
    if len(set(order)) != len(order):
        raise ValueError("the example uses a card twice")
    used = set(order)
    return tuple(order) + tuple(c for c in standard_deck() if c not in used)


def example_setup() -> Setup:
    return Setup(tuple(PlayerSpec(name) for name in PLAYERS), {}, seed=SEED, stacked=stacked_deck())


def example() -> tuple[Setup, list[tuple[int, Action]]]:
    """The worked example as the app plays it out (``GameDef.example``)."""
    return example_setup(), list(MOVES)
