"""A Yarn-Tangling bot that plays "31" the way a careful player does.

It keeps high cards of one suit (preferring suits it still needs), takes the
discard only when that card improves its pool, chases a Blitz (an Ace with
two ten-pip cards of one suit), never shows a pool that would go Bust, and
calls a Knock-Out when it holds three suited cards worth 25 or more, or when
it is about to run out of Yarn anyway.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Sequence

from cardtable.engine.cards import card
from cardtable.engine.i18n import _
from cardtable.engine.protocol import Action
from cardtable.games.t13_common.cardtext import suit_name

from .words import BOT_CLAIMS
from .rules import (
    DISCARD, DRAW, FROM_DECK, FROM_DISCARD, KNOCK, PROPOSE, PROPOSING, TURN, State, blitz_suit, is_bust,
    legal_actions, pips, pool_pips, suit_counts, suit_of, suited_count,
)

SEARCH_RATE = 0.25  # search iterations per ms on the reference machine (measured once, written here)

KNOCK_AT = 25

# The bot's proposals: in English in its moves (so a record is the same in any
# language), shown in the reader's language (``words.proposal_words``).
CLAIMS = BOT_CLAIMS


def value(cards: Sequence[str], won: str) -> float:
    """How much the bot likes a three-card pool."""
    suit = blitz_suit(cards)
    if suit:
        return 1000.0 + (500.0 if suit not in won else 0.0)
    total = pool_pips(cards)
    if total >= 32:
        return -100.0 + total * 0.01
    counts = suit_counts(cards)
    best = 0.0
    for s, k in counts.items():
        in_suit = sum(pips(c) for c in cards if suit_of(c) == s)
        best = max(best, 20.0 * k + in_suit + (4.0 if s not in won else 0.0))
    return best + 0.3 * total


def best_keep(cards: Sequence[str], won: str) -> tuple[float, tuple[str, ...]]:
    return max((value(k, won), k) for k in combinations(cards, len(cards) - 1))


def choose(state: State, seat: int, rng: random.Random) -> Action:
    actions = legal_actions(state, seat)
    if not actions:
        raise ValueError("the bot was asked to move when it cannot")
    if state.phase == PROPOSING:
        return Action.of(PROPOSE, text=rng.choice(CLAIMS).format(name=state.names[seat]))
    hand = state.hands[seat]
    won = state.won[seat]
    if actions[0].kind == DISCARD:
        keeps = [(value(tuple(x for x in hand if x != c), won), rng.random(), c) for c in hand]
        keeps.sort(reverse=True)
        return Action.of(DISCARD, card=keeps[0][2])
    if state.phase == TURN:
        knocks = [a for a in actions if a.kind == KNOCK]
        if knocks and not is_bust(hand) and _wants_knock(state, seat):
            return rng.choice(knocks)
    draws = [a for a in actions if a.kind == DRAW]
    top = state.discard[-1] if state.discard else None
    take = Action.of(DRAW, source=FROM_DISCARD)
    if top is not None and take in draws:
        now = value(hand, won)
        with_top, _kept = best_keep(hand + (top,), won)
        if with_top > now + 3 or Action.of(DRAW, source=FROM_DECK) not in draws:
            return take
    deck = Action.of(DRAW, source=FROM_DECK)
    if deck in draws:
        return deck
    return draws[0] if draws else rng.choice(actions)


def _wants_knock(state: State, seat: int) -> bool:
    hand = state.hands[seat]
    counts = suit_counts(hand)
    suited = max(counts.values()) if counts else 0
    total = pool_pips(hand)
    if suited == 3 and total >= KNOCK_AT:
        return True
    if state.yarn[seat] == 0 and suited >= 2 and total >= 18:
        return True  # the next blind would knock it out anyway
    return False


# -- hints ---------------------------------------------------------------------------

def _pool_words(cards: Sequence[str], won: str) -> str:
    """A pool as a hint names it: its best suit's cards and their pips."""
    counts = suit_counts(cards)
    if not counts:
        return _("nothing")
    suit = max(counts, key=lambda s: (counts[s], sum(pips(c) for c in cards if suit_of(c) == s)))
    k = counts[suit]
    if k == 1:
        return _("{pips} pips in all").format(pips=pool_pips(cards))
    in_suit = sum(pips(c) for c in cards if suit_of(c) == suit)
    values = dict(count=k, suit=suit_name(suit), pips=in_suit)
    if suit not in won:
        return _("{count} {suit} worth {pips}, a suit you still need").format(**values)
    return _("{count} {suit} worth {pips}").format(**values)


def reason(state: State, seat: int, action: Action) -> str | None:
    """Why :func:`choose` makes ``action``, in a sentence for a hint (from
    the seat's own pool and the discard pile: what the seat sees)."""
    hand = state.hands[seat]
    won = state.won[seat]
    if action.kind == PROPOSE:
        return _("Any retcon will do: it becomes canon only if you win the round, so argue for the one you like.")
    if action.kind == DISCARD:
        keep = tuple(c for c in hand if c != action.get("card"))
        suit = blitz_suit(keep)
        if suit:
            return _("What is left is a Blitz: three {suit} worth 31.").format(suit=suit_name(suit))
        return _("Keeps the strongest pool you can hold: {pool}.").format(pool=_pool_words(keep, won))
    if action.kind == KNOCK:
        if suited_count(hand) == 3 and pool_pips(hand) >= KNOCK_AT:
            return _("Three cards of one suit worth {pips}: strong enough to challenge now.").format(
                pips=pool_pips(hand))
        return _("You have no Yarn left for the next blind, which would knock you out anyway: "
                 "challenge while your pool is decent.")
    if action.kind == DRAW:
        top = state.discard[-1] if state.discard else None
        if action.get("source") == FROM_DISCARD:
            if top is not None:
                better, keep = best_keep(hand + (top,), won)
                if better > value(hand, won) + 3:
                    return _("It makes your pool better: you can keep {pool}.").format(pool=_pool_words(keep, won))
            return _("The deck is empty, so the discard pile is the only place to draw from.")
        if top is None:
            return _("There is no discard to take: draw from the deck.")
        return _("The {card} on the discard pile would not improve your pool: try the deck.").format(
            card=card(top).short)
    return None
