"""Card words shared by the T13 Ordeals."""

from __future__ import annotations

from typing import Iterable

from cardtable.engine.cards import SUIT_NAMES, card

SUIT_THEMES = {
    "C": "what really happened",
    "H": "the lies and jokes told about it",
    "D": "the art and rumours it inspired",
    "S": "what people remember",
}
SUIT_ORDER = ("C", "H", "D", "S")  # the source's suggested order of the tangle


def shorts(cards: Iterable[str]) -> str:
    """``"A♥ K♥ 4♣"``, or ``"no cards"``."""
    text = " ".join(card(c).short for c in cards)
    return text or "no cards"


def suit_name(suit: str) -> str:
    return SUIT_NAMES[suit]


def name_list(names: Iterable[str]) -> str:
    names = list(names)
    if not names:
        return "nobody"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]
