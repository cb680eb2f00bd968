"""T13 Yarn-Tangling Ordeal: the state and what can be read off it.

Constants (the phases, a character's statuses, the limits), the card
helpers of a "31" pool (pips, suits, Blitz, strength), and the frozen
records: :class:`State`, :class:`CanonEntry`, :class:`PsychAttack`. The
moves that change a state live in ``rules``.
"""

from __future__ import annotations

from itertools import combinations
from typing import Sequence

import attrs

from cardtable.engine.cards import card, standard_deck
from cardtable.engine.rng import Rng
from cardtable.games.t13_common.cardtext import SUIT_ORDER

POOL_SIZE = 3
BLITZ = 31
BUST = 32
BLIND = 1

# action kinds
PROPOSE = "propose"
DRAW = "draw"
DISCARD = "discard"
KNOCK = "knock"

# draw sources
FROM_DECK = "deck"
FROM_DISCARD = "discard"

# phases of play (``State.phase``)
PROPOSING = "proposing"  # every knocked-in character writes the retcon they argue for
TURN = "turn"  # current character: draw, or challenge someone to a Knock-Out
DISCARDING = "discarding"  # current character discards after drawing
DEFEND_DRAW = "defend-draw"  # the challenged character draws ...
DEFEND_DISCARD = "defend-discard"  # ... and discards before the reveal
OVER = "over"

# a character's standing in the round
IN = "in"  # knocked in, still playing the round
OUT = "out"  # knocked out for the rest of the round
IDLE = "idle"  # no Yarn left for a blind: sits the round out
BUSTED = "bust"  # out of the whole Ordeal

# how a round was won (``CanonEntry.how``): ids, told in words by ``words.how_word``
BLITZ_WIN = "Blitz"
LAST_STANDING = "last standing"

# why a Yarn-Teller's pool became a Psych Attack (``PsychAttack.reason``)
NO_BLIND = "blind"  # could not pay the blind
LOST_KNOCK = "knock-out"  # lost the Knock-Out (to ``PsychAttack.by``)
WENT_BUST = "bust"  # went Bust

# a finished round for the story (``State.round_notes``): (WON, round, seat, suit, how, counted) or (TORN, round)
WON = "won"
TORN = "torn"

# why the Ordeal ended (``State.end_reason``), told in words by ``words.end_text``
ALL_SUITS = "all-suits"  # the winner won all four suits
ONE_PAYER = "one-payer"  # only the winner could still pay a blind
NO_PAYER = "no-payer"  # nobody could pay a blind


def _pips_of(card_id: str) -> int:
    rank = card(card_id).rank
    if rank == 1:
        return 11
    return 10 if rank > 10 else rank


_PIPS = {c: _pips_of(c) for c in standard_deck()}
_SUIT = {c: card(c).suit for c in standard_deck()}


def pips(card_id: str) -> int:
    return _PIPS[card_id]


def suit_of(card_id: str) -> str:
    return _SUIT[card_id]


def pool_pips(cards: Sequence[str]) -> int:
    total = 0
    for c in cards:
        total += _PIPS[c]
    return total


def suit_counts(cards: Sequence[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for c in cards:
        s = _SUIT[c]
        counts[s] = counts.get(s, 0) + 1
    return counts


def suited_count(cards: Sequence[str]) -> int:
    counts = suit_counts(cards)
    return max(counts.values()) if counts else 0


def is_bust(cards: Sequence[str]) -> bool:
    return pool_pips(cards) >= BUST


def blitz_cards(cards: Sequence[str]) -> tuple[str, ...]:
    """Three cards of one suit worth exactly 31 in ``cards`` (a pool of 3, or
    of 4 between a draw and its discard), or ``()``."""
    if len(cards) < POOL_SIZE:
        return ()
    for trio in combinations(cards, POOL_SIZE):
        if len({_SUIT[c] for c in trio}) == 1 and pool_pips(trio) == BLITZ:
            return trio
    return ()


def blitz_suit(cards: Sequence[str]) -> str | None:
    """The suit of a Blitz in ``cards`` (see :func:`blitz_cards`), if any."""
    trio = blitz_cards(cards)
    return _SUIT[trio[0]] if trio else None


def strength(cards: Sequence[str]) -> tuple[int, int]:
    """How a pool compares in a Knock-Out: suited count, then pips."""
    return suited_count(cards), pool_pips(cards)


def favourite_suit(cards: Sequence[str], already_won: str) -> str:
    """The suit a last survivor wins the round in: the suit they hold most
    cards of; ties go to a suit they still need, then more pips in that
    suit, then the order Clubs, Hearts, Diamonds, Spades."""
    counts = suit_counts(cards)
    if not counts:
        return next((s for s in SUIT_ORDER if s not in already_won), SUIT_ORDER[0])

    def key(suit: str) -> tuple:
        in_suit = sum(_PIPS[c] for c in cards if _SUIT[c] == suit)
        return (-counts.get(suit, 0), suit in already_won, -in_suit, SUIT_ORDER.index(suit))

    return min(SUIT_ORDER, key=key)


@attrs.frozen
class CanonEntry:
    """A round's outcome written into the tangled history."""

    round_no: int
    suit: str
    seat: int
    text: str
    how: str  # BLITZ_WIN | LAST_STANDING
    counted: bool  # False when the winner had already won this suit


@attrs.frozen
class PsychAttack:
    round_no: int
    seat: int
    cards: tuple[str, ...]
    reason: str  # NO_BLIND | LOST_KNOCK | WENT_BUST
    by: int | None = None  # who won the Knock-Out it was lost in


@attrs.frozen
class State:
    """A Yarn-Tangling Ordeal in play.

    In the words every game shares: ``draw`` is the draw pile (the deck on
    the table), ``discard`` the discard pile, ``phase`` where play stands
    (PROPOSING ... OVER) and ``current`` the seat whose turn it is in the
    turn order: the Yarn-Teller taking a turn, still ``current`` while the
    one they challenged (``defender``) draws and discards, and the round's
    starter while everyone in the round writes a proposal at once (see
    ``to_act`` for who may act). The Ordeal's own Phases within a round (a
    blind each) are counted in ``phase_no``.
    """

    names: tuple[str, ...]
    yarn: tuple[int, ...]
    pot: int
    status: tuple[str, ...]
    won: tuple[str, ...]  # suits each character has won, e.g. "CH"
    hands: tuple[tuple[str, ...], ...]
    psych: tuple[tuple[str, ...], ...]  # knocked-out pools laid face up for the round
    draw: tuple[str, ...]  # top card first
    discard: tuple[str, ...]  # bottom first, top last
    phase: str  # PROPOSING | TURN | DISCARDING | DEFEND_DRAW | DEFEND_DISCARD | OVER
    current: int
    lap: tuple[int, ...]  # characters still to take their turn this phase, in order
    challenger: int | None
    defender: int | None
    proposals: tuple[str | None, ...]
    round_no: int
    phase_no: int  # phase within the round
    starter: int
    rng: Rng
    canon: tuple[CanonEntry, ...] = ()
    attacks: tuple[PsychAttack, ...] = ()
    round_notes: tuple[tuple, ...] = ()  # one note per finished round (WON or TORN, then ids), for the story
    winners: tuple[int, ...] = ()
    end_reason: str = ""  # ALL_SUITS | ONE_PAYER | NO_PAYER once over (there is no round limit)
    # per seat, the cards in its pool that everyone saw it take from the discard pile (rules.known_cards);
    # set at each round's deal, before any draw
    taken: tuple[tuple[str, ...], ...] = ()

    @property
    def count(self) -> int:
        return len(self.names)

    def in_round(self) -> tuple[int, ...]:
        return tuple(s for s in self.order_from(self.starter) if self.status[s] == IN)

    def order_from(self, first: int) -> tuple[int, ...]:
        n = self.count
        return tuple((first + i) % n for i in range(n))


def _set(values: tuple, index: int, value) -> tuple:
    return values[:index] + (value,) + values[index + 1:]


def _name(state: State, seat: int) -> str:
    return state.names[seat]
