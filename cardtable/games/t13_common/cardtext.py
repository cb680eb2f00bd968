"""Card words shared by the T13 Ordeals, in the reader's language."""

from __future__ import annotations

from typing import Iterable

from cardtable.engine.cards import SUIT_NAMES, card
from cardtable.engine.i18n import N_, _

# What each suit's layer of history is about (translated where shown: :func:`suit_theme`).
SUIT_THEMES = {
    "C": N_("what really happened"),
    "H": N_("the lies and jokes told about it"),
    "D": N_("the art and rumours it inspired"),
    "S": N_("what people remember"),
}
SUIT_ORDER = ("C", "H", "D", "S")  # the source's suggested order of the tangle


def shorts(cards: Iterable[str]) -> str:
    """``"A♥ K♥ 4♣"``, or ``"no cards"``."""
    text = " ".join(card(c).short for c in cards)
    return text or _("no cards")


def suit_name(suit: str) -> str:
    """The suit's name in the reader's language (``"Hearts"``)."""
    return _(SUIT_NAMES[suit])


def suit_theme(suit: str) -> str:
    """What the suit's layer of history is about, in the reader's language."""
    return _(SUIT_THEMES[suit])


def name_list(names: Iterable[str]) -> str:
    """``"Ann, Bob and Cy"``; ``"nobody"`` for none."""
    names = list(names)
    if not names:
        return _("nobody")
    if len(names) == 1:
        return names[0]
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])
