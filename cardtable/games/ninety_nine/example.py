"""A worked example of Ninety-Nine: one hand for three players, from a
stacked deck, that ends with a player going out and losing a life.

Ann, Ben and Cleo play with *Lives* on (everyone starts with 3) and
*Remember to draw* on, so every turn is two moves: play a card, then draw
one. Ann deals, so Ben starts. In the order they come up the example shows:

- the running total climbing with ordinary cards (a Queen or a Jack adds 10,
  a number card its number);
- **Pass Me By** (a King): the total stays where it is;
- **Back To You** (a 4): the direction of play turns round, so the turn
  goes back to the player before;
- **Minus Ten** (a 10): ten comes off the total;
- **Ninety-Nine** (a 9): the total jumps straight to 99;
- Ben saving himself at 99 with a King, and Ann, who holds only ordinary
  cards, unable to play without passing 99: she is out of the hand and
  loses a life.

Choices we made: the example plays a single hand, since a whole game with
lives runs to a few hundred moves. It stops at a moment worth looking at:
Ann is down to 2 lives, every card has been gathered and shuffled, and a
fresh hand is dealt with the total back at 0 (Cleo, the next player after
Ann in the reversed direction, starts it). The new hand is shuffled by the
game's own generator from the fixed seed, so it is the same every time.
The cards in each hand were chosen to make these moments come up in order;
cards no one draws follow in the deck's usual order.
"""

from __future__ import annotations

from cardtable.engine.cards import standard_deck
from cardtable.engine.protocol import Action, PlayerSpec, Setup

from . import rules

NOTES = __doc__

PLAYERS = ("Ann", "Ben", "Cleo")
ANN, BEN, CLEO = range(3)
OPTIONS = {"lives": True, "remember_to_draw": True, "decks": "auto"}
SEED = 99  # only the shuffle after Ann goes out uses it

# The hands dealt (seven cards each) and, per seat, the cards each draws in turn.
HANDS = {
    ANN: ("7C", "4S", "8S", "10D", "2H", "3C", "6S"),
    BEN: ("QS", "KH", "JD", "JH", "KD", "5C", "8H"),
    CLEO: ("8D", "JC", "QH", "QC", "9C", "2S", "5H"),
}
DRAWS = {
    ANN: ("5D", "7H", "QD", "3D"),  # ordinary cards only: Ann has no way out at 99
    BEN: ("2C", "6D", "7S", "AH", "3S"),
    CLEO: ("AD", "6C", "7D", "2D", "5S"),
}

# The turns, in order: who plays which card (each play is followed by a draw).
TURNS = (
    # The running total climbs: ordinary cards add their value.
    (BEN, "QS"),  # Queen: +10, total 10
    (CLEO, "8D"),  # +8, total 18
    (ANN, "7C"),  # +7, total 25
    # Pass Me By: a King adds nothing.
    (BEN, "KH"),  # total stays 25
    (CLEO, "JC"),  # Jack: +10, total 35
    # Back To You: a 4 adds nothing and turns the direction round,
    # so the turn goes back to Cleo, and on to Ben, then Ann.
    (ANN, "4S"),
    (CLEO, "QH"),  # total 45
    (BEN, "JD"),  # total 55
    (ANN, "8S"),  # total 63
    (CLEO, "QC"),  # total 73
    (BEN, "JH"),  # total 83
    # Minus Ten: Ann takes ten off to keep the total away from 99.
    (ANN, "10D"),  # total 73
    # Ninety-Nine: a 9 sets the total to 99 whatever it was.
    (CLEO, "9C"),  # total 99
    # At 99 only a special card can be played: Ben has a King.
    (BEN, "KD"),  # total stays 99
    # Ann's turn: seven ordinary cards and nothing she can play. She is out
    # of the hand and loses a life; the cards are gathered and a new hand is
    # dealt. (This happens by itself as Ben's draw ends his turn.)
)


def stacked_deck() -> tuple[str, ...]:
    """The deck, top card first: the hands dealt one card at a time from
    seat 1 (Ann), then the draws in the order the turns take them, then
    every other card in the deck's usual order."""
    order = [HANDS[seat][i] for i in range(rules.HAND_SIZE) for seat in range(len(PLAYERS))]
    taken = {seat: iter(cards) for seat, cards in DRAWS.items()}
    order += [next(taken[seat]) for seat, _ in TURNS]
    if len(set(order)) != len(order):
        raise ValueError("the example uses a card twice")
    used = set(order)
    return tuple(order) + tuple(c for c in standard_deck() if c not in used)


def example_setup() -> Setup:
    return Setup(tuple(PlayerSpec(name) for name in PLAYERS), dict(OPTIONS), seed=SEED, stacked=stacked_deck())


def example_actions() -> list[tuple[int, Action]]:
    out: list[tuple[int, Action]] = []
    for seat, card in TURNS:
        out.append((seat, Action.of(rules.PLAY, card=card)))
        out.append((seat, Action.of(rules.DRAW)))
    return out


def example() -> tuple[Setup, list[tuple[int, Action]]]:
    """The worked example as the app plays it out (``GameDef.example``)."""
    return example_setup(), example_actions()
