"""A worked example of Chicks With Disks: a whole heist for three players,
from a stacked deck, in five rounds.

Maya, Jo and Priya deal the grid, draw for first player (Maya's Queen is
highest, so she takes rank row 1: Superhuman in Spades; Jo takes row 2,
Superhuman in Hearts; Priya row 3, Superhuman in Clubs) and write a name and
a power on their character sheets. Then, in the order they come up, the
example shows:

- entering the complex on a corner (round 1);
- a **Raid** won with a Superhuman suit, then the move on and a Mission
  Point (Maya); a Raid won and an **Upper Hand** taken over a rival (Jo);
  an **Evade**, slipping past a room to the one beyond (Priya) (round 2);
- a **Duel**: Maya wins a Raid and moves on onto Jo's room, so the two
  fight there. Maya draws higher, Jo plays her Upper Hand (five off Maya's
  total), Maya concedes; Jo upgrades a suit and Maya downgrades one. Then
  a Raid lost (Jo stays on the room that beat her) and one won beside the
  centre (Priya) (round 3);
- **taking the Disk**: Maya's third Mission Point. Jo raids Maya's room to
  take it from her, loses the Raid and the Duel after it, so the Disk
  stays with Maya (round 4);
- **escaping**: Maya raids the centre with the Disk and wins the moment she
  steps onto it, before any draw (round 5).

Choices we made: every card that is turned face up has a different number,
so no same-number passage opens and the moves stay easy to follow. The
cards drawn for first player go back into the deck, which the game then
shuffles with its own generator; the deck is stacked so that this shuffle
(from the fixed seed) puts the cards the Raids and Duels need on top in the
order they are drawn (see :func:`stacked_deck`). Only a name and a power
are written on each character sheet, to keep the set-up short.
"""

from __future__ import annotations

from cardtable.engine.cards import standard_deck
from cardtable.engine.protocol import Action, PlayerSpec, Setup
from cardtable.engine.rng import Rng

from . import rules
from .words import EXAMPLE_POWERS

NOTES = __doc__

PLAYERS = ("Maya", "Jo", "Priya")
MAYA, JO, PRIYA = range(3)
SEED = 6  # the shuffle after the draw for first player; see stacked_deck()

# The grid, row by row (columns 1 to 9). Rooms marked "-" are never opened.
GRID = (
    ("2D", "9S", "4S", "5S", "6D", "KD", "AC", "8D", "10D"),  # row 1: 1:1 2♦, 2:1 9♠, 6:1 K♦
    ("QS", "8S", "10S", "JD", "AH", "4D", "8C", "10H", "JS"),  # row 2: 3:2 10♠, 4:2 J♦, 5:2 A♥ centre, 7:2 8♣
    ("3H", "6C", "QH", "7S", "3D", "2H", "7H", "5D", "4C"),  # row 3: 1:3 3♥, 2:3 6♣, 3:3 Q♥, 4:3 7♠, 8:3 5♦, 9:3 4♣
)
FIRST_DRAWS = ("QC", "5C", "8H")  # Maya, Jo, Priya: the Queen is highest
# The cards drawn for Raids and Duels, in the order they are drawn.
DRAWS = (
    "3C",  # round 2, Maya raids the 9♠: 3 + 10 = 13
    "7D",  # round 2, Jo raids the 6♣: 7 + 3 = 10
    "2S",  # round 3, Maya raids the 10♠: 2 + 10 = 12
    "JC", "2C",  # round 3, the Duel in the Q♥ room: Maya 11 + 3 = 14, Jo 2 + 10 = 12
    "5H",  # round 3, Jo raids the 10♠: 5 + 0 = 5
    "6S",  # round 3, Priya raids the 8♣: 6 + 10 = 16
    "4H",  # round 4, Maya raids the 7♠: 4 + 10 = 14
    "9D",  # round 4, Jo raids the J♦: 9 + 0 = 9
    "3S", "KS",  # round 4, the Duel in the J♦ room: Jo 3 + 0 = 3, Maya 13 - 3 = 10
    "9H",  # round 4, Priya raids the K♦: 9 + 3 = 12
)

# A name and a power for each heroine: the powers are written in English (the
# record is the same in any language) and shown in the reader's (words.sheet_words).
SHEETS = {
    MAYA: ("Red Wren", EXAMPLE_POWERS[0]),
    JO: ("Honey Vane", EXAMPLE_POWERS[1]),
    PRIYA: ("Iron Sal", EXAMPLE_POWERS[2]),
}


def _a(kind: str, **args) -> Action:
    return Action.of(kind, **args)


RAID = _a(rules.RAID)
DRAW = _a(rules.DRAW)
EVADE = _a(rules.EVADE)
DUEL_DRAW = _a(rules.DUEL_DRAW_ACTION)
PASS = _a(rules.PASS)
CONCEDE = _a(rules.CONCEDE)
UPPER_HAND = _a(rules.UPPER_HAND)
MISSION = _a(rules.REWARD, choice="mission")


def _slot(kind: str, where: str) -> Action:
    return _a(kind, slot=where)


MOVES: tuple[tuple[int, Action], ...] = (
    # Setting up: deal the grid, draw for first player, write the sheets.
    (MAYA, _a(rules.DEAL_GRID)),
    (MAYA, _a(rules.DRAW_FIRST)), (JO, _a(rules.DRAW_FIRST)), (PRIYA, _a(rules.DRAW_FIRST)),
    (MAYA, _a(rules.SHEET, field="name", text=SHEETS[MAYA][0])),
    (MAYA, _a(rules.SHEET, field="power", text=SHEETS[MAYA][1])),
    (MAYA, _a(rules.SHEET_DONE)),
    (JO, _a(rules.SHEET, field="name", text=SHEETS[JO][0])),
    (JO, _a(rules.SHEET, field="power", text=SHEETS[JO][1])),
    (JO, _a(rules.SHEET_DONE)),
    (PRIYA, _a(rules.SHEET, field="name", text=SHEETS[PRIYA][0])),
    (PRIYA, _a(rules.SHEET, field="power", text=SHEETS[PRIYA][1])),
    (PRIYA, _a(rules.SHEET_DONE)),
    # Round 1: everyone enters on a corner, which is turned face up.
    (MAYA, _slot(rules.ENTER, "1:1")),
    (JO, _slot(rules.ENTER, "1:3")),
    (PRIYA, _slot(rules.ENTER, "9:3")),
    # Round 2. Maya raids the 9♠ next door: Spades is her Superhuman suit
    # (+10), so she wins, moves on to the face-down room at 2:2 and takes a
    # Mission Point.
    (MAYA, RAID), (MAYA, _slot(rules.TARGET, "2:1")), (MAYA, DRAW), (MAYA, _slot(rules.MOVE, "2:2")),
    (MAYA, MISSION),
    # Jo raids the 6♣ (Clubs is her Motif, +3), wins, moves on to 3:3 and
    # takes an Upper Hand over Maya instead of a Mission Point.
    (JO, RAID), (JO, _slot(rules.TARGET, "2:3")), (JO, DRAW), (JO, _slot(rules.MOVE, "3:3")),
    (JO, _a(rules.REWARD, choice="upper", over=MAYA)),
    # Priya evades: she turns the 5♦ beside her, slips past it and comes
    # out at 8:2. No draw, no reward, no risk.
    (PRIYA, EVADE), (PRIYA, _slot(rules.FLIP, "8:3")), (PRIYA, _slot(rules.MOVE, "8:2")),
    # Round 3. Maya beats the 10♠ and moves on onto Jo's room at 3:3: a
    # second Mission Point, then a Duel there. The room is turned for the
    # Duel: the Q♥, Jo's Superhuman suit (+10) and Maya's Motif (+3).
    (MAYA, RAID), (MAYA, _slot(rules.TARGET, "3:2")), (MAYA, DRAW), (MAYA, _slot(rules.MOVE, "3:3")),
    (MAYA, MISSION),
    # The Duel: Maya 14, Jo 12. Maya is ahead and passes; Jo plays her Upper
    # Hand (Maya down to 9) and passes; Maya, behind, concedes. Jo upgrades
    # Spades (Bane to Neutral), Maya downgrades Hearts (Motif to Neutral).
    (MAYA, DUEL_DRAW), (MAYA, PASS), (JO, UPPER_HAND), (JO, PASS), (MAYA, CONCEDE),
    (JO, _a(rules.UPGRADE, suit="S")), (MAYA, _a(rules.DOWNGRADE, suit="H")),
    # Jo raids the 10♠ and loses (5 is not more than 10): she stays there.
    (JO, RAID), (JO, _slot(rules.TARGET, "3:2")), (JO, DRAW),
    # Priya raids the 8♣ (Clubs, her Superhuman suit), wins, moves on to
    # 6:2, right beside the centre, and takes a Mission Point.
    (PRIYA, RAID), (PRIYA, _slot(rules.TARGET, "7:2")), (PRIYA, DRAW), (PRIYA, _slot(rules.MOVE, "6:2")),
    (PRIYA, MISSION),
    # Round 4. Maya beats the 7♠, moves on to 4:2 beside the centre and
    # takes her third Mission Point: she takes the Disk.
    (MAYA, RAID), (MAYA, _slot(rules.TARGET, "4:3")), (MAYA, DRAW), (MAYA, _slot(rules.MOVE, "4:2")),
    (MAYA, MISSION),
    # Jo raids Maya's room to win the Disk from her: the J♦ is turned, Jo
    # loses the Raid (9 against 11) and then duels Maya there. Jo draws a 3;
    # Maya a King, 13 less 3 for Diamonds, her Bane: 10. Jo has no Upper Hand
    # left and concedes. Maya keeps the Disk, upgrades Diamonds; Jo downgrades Spades.
    (JO, RAID), (JO, _slot(rules.TARGET, "4:2")), (JO, DRAW),
    (JO, DUEL_DRAW), (JO, CONCEDE), (MAYA, _a(rules.UPGRADE, suit="D")), (JO, _a(rules.DOWNGRADE, suit="S")),
    # Priya raids the K♦ and loses (12 is not more than 13).
    (PRIYA, RAID), (PRIYA, _slot(rules.TARGET, "6:1")), (PRIYA, DRAW),
    # Round 5. Maya raids the centre with the Disk: she wins as she steps
    # onto it, before drawing.
    (MAYA, RAID), (MAYA, _slot(rules.TARGET, "5:2")),
)


def stacked_deck(seed: int = SEED) -> tuple[str, ...]:
    """The deck, top card first, that plays out the example.

    *Deal grid* deals the first 27 cards onto the slots row by row; the
    next three are drawn for first player, one each from seat 1. Those
    three then go back under the rest and the pile is shuffled with the
    game's generator (a new game's generator is ``Rng.from_seed(seed)`` and
    nothing draws on it before). The shuffle moves the cards at fixed
    positions, so we put each card we want drawn where the shuffle takes
    it from; the other cards fill the rest in the deck's usual order.
    """
    grid = [c for row in GRID for c in row]
    fixed = grid + list(FIRST_DRAWS)
    size = len(standard_deck()) - len(grid)  # the pile shuffled after the draw for first player
    rest_size = size - len(FIRST_DRAWS)
    where, _ = Rng.from_seed(seed).shuffle(range(size))  # shuffled[k] = pile[where[k]]
    pile: list[str | None] = [None] * rest_size
    for k, c in enumerate(DRAWS):
        if where[k] >= rest_size:
            raise ValueError("this seed shuffles a first-player card onto a draw the example needs")
        pile[where[k]] = c
    used = set(fixed) | set(DRAWS)
    if len(used) != len(fixed) + len(DRAWS):
        raise ValueError("the example uses a card twice")
    spare = iter(c for c in standard_deck() if c not in used)
    return tuple(fixed) + tuple(c if c is not None else next(spare) for c in pile)


def example_setup() -> Setup:
    return Setup(tuple(PlayerSpec(name) for name in PLAYERS), {}, seed=SEED, stacked=stacked_deck())


def example() -> tuple[Setup, list[tuple[int, Action]]]:
    """The worked example as the app plays it out (``GameDef.example``)."""
    return example_setup(), list(MOVES)
