"""Cards and how a card face is described for drawing.

A card in a game state is identified by a short string id. Standard playing
cards use ids like ``"AS"``, ``"10H"``, ``"QD"`` and, with several decks shuffled
together, ``"QD.2"`` for the second copy. Games with their own decks (99
Chances, 9 Lives) use their own ids and describe faces with :class:`Face`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable

import attrs

from .i18n import N_, _, language

SUITS = ("C", "D", "H", "S")
SUIT_NAMES = {"C": N_("Clubs"), "D": N_("Diamonds"), "H": N_("Hearts"), "S": N_("Spades")}  # translated in Card.name
SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
RED_SUITS = frozenset("DH")
RANKS = tuple(range(1, 14))
RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}
RANK_NAMES = {1: N_("Ace"), 11: N_("Jack"), 12: N_("Queen"), 13: N_("King")}
_RANK_FROM_TEXT = {"A": 1, "J": 11, "Q": 12, "K": 13}


class CardError(ValueError):
    """A card id that does not name a card."""


@attrs.frozen
class Card:
    """A standard playing card. ``copy`` tells copies apart in multi-deck games."""

    rank: int
    suit: str
    copy: int = 1

    @property
    def id(self) -> str:
        base = f"{RANK_TEXT.get(self.rank, str(self.rank))}{self.suit}"
        return base if self.copy == 1 else f"{base}.{self.copy}"

    @property
    def name(self) -> str:
        rank = _(RANK_NAMES[self.rank]) if self.rank in RANK_NAMES else str(self.rank)
        return _("{rank} of {suit}").format(rank=rank, suit=_(SUIT_NAMES[self.suit]))

    @property
    def short(self) -> str:
        return f"{RANK_TEXT.get(self.rank, str(self.rank))}{SUIT_SYMBOLS[self.suit]}"

    @property
    def red(self) -> bool:
        return self.suit in RED_SUITS


def parse_card(card_id: str) -> Card:
    """Parse ``"QH"``, ``"10S"``, ``"AD.2"`` into a :class:`Card`."""
    if not isinstance(card_id, str) or len(card_id) < 2:
        raise CardError(f"{card_id!r} is not a card")
    base, _dot, copy_text = card_id.partition(".")
    rank_text, suit = base[:-1], base[-1]
    if suit not in SUITS:
        raise CardError(f"{card_id!r} is not a card: unknown suit {suit!r}")
    if rank_text in _RANK_FROM_TEXT:
        rank = _RANK_FROM_TEXT[rank_text]
    elif rank_text.isdigit() and 2 <= int(rank_text) <= 10:
        rank = int(rank_text)
    else:
        raise CardError(f"{card_id!r} is not a card: unknown rank {rank_text!r}")
    copy = 1
    if copy_text:
        if not copy_text.isdigit() or int(copy_text) < 1:
            raise CardError(f"{card_id!r} is not a card: bad deck number")
        copy = int(copy_text)
    return Card(rank, suit, copy)


_CACHE: dict[str, Card] = {}


def card(card_id: str) -> Card:
    """Cached :func:`parse_card`; card ids are parsed very often by rules code."""
    c = _CACHE.get(card_id)
    if c is None:
        c = _CACHE[card_id] = parse_card(card_id)
    return c


@lru_cache(maxsize=None)
def standard_deck(decks: int = 1) -> tuple[str, ...]:
    """Card ids of ``decks`` standard 52-card decks, in a fixed order (built
    once per deck count: every new game asks for it)."""
    return tuple(
        Card(rank, suit, copy).id
        for copy in range(1, decks + 1)
        for suit in SUITS
        for rank in RANKS
    )


@attrs.frozen(cache_hash=True)
class Face:
    """Everything the table needs to draw a card's face, as plain data.

    Standard cards set ``rank`` and ``suit``. Custom cards use ``big`` (a large
    central text such as a number), ``title`` (top line), ``top`` (upright
    text), ``bottom`` (text drawn upside down, as on a card read from the other
    end), ``marks`` (small symbols such as scratches) and ``colour``.
    """

    rank: str = ""
    suit: str = ""
    big: str = ""
    title: str = ""
    top: str = ""
    bottom: str = ""
    marks: int = 0
    colour: str = "#202020"
    accent: str = ""
    description: str = ""  # accessible name, e.g. "Queen of Hearts"


def standard_face(card_id: str) -> Face:
    """The face of a standard card (faces are immutable: made once per card
    and language, as its description is in words)."""
    return _standard_face(card_id, language())


@lru_cache(maxsize=4096)
def _standard_face(card_id: str, _language: str) -> Face:
    c = card(card_id)
    return Face(
        rank=RANK_TEXT.get(c.rank, str(c.rank)),
        suit=c.suit,
        colour="#c62828" if c.red else "#1b1b1b",
        description=c.name,
    )


def count_ids(ids: Iterable[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for i in ids:
        out[i] = out.get(i, 0) + 1
    return out
