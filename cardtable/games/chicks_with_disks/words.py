"""Small pieces of Chicks With Disks' words, made in the reader's language
when a text is written: suit and level names, lists of names, the example
heroines' words a sheet may hold. The state keeps only ids and numbers."""

from __future__ import annotations

from cardtable.engine.cards import SUIT_NAMES
from cardtable.engine.i18n import NP_, N_, _, pgettext

# Rank levels, by number (BANE 0 … SUPERHUMAN 3): translated where shown.
LEVEL_NAMES = {3: N_("Superhuman"), 2: N_("Motif"), 1: N_("Neutral"), 0: N_("Bane")}
# the same inside a sentence ("Motif in Clubs, neutral in Hearts"), where a
# language may write them otherwise (German lowers an adjective)
_IN_A_SENTENCE = "rank level inside a sentence"
LEVEL_WORDS = {3: NP_("rank level inside a sentence", "Superhuman"), 2: NP_("rank level inside a sentence", "Motif"),
               1: NP_("rank level inside a sentence", "Neutral"), 0: NP_("rank level inside a sentence", "Bane")}


def suit_name(suit: str) -> str:
    """A suit's name ("Spades") in the reader's language."""
    return _(SUIT_NAMES[suit])


def level_name(level: int) -> str:
    """A rank level's name ("Superhuman") in the reader's language."""
    return _(LEVEL_NAMES[level])


def level_word(level: int) -> str:
    """A rank level's name as a sentence says it ("neutral in Hearts")."""
    return pgettext(_IN_A_SENTENCE, LEVEL_WORDS[level])


def and_names(names) -> str:
    """Names joined with "and": "Ann and Bo", "Ann and Bo and Cy"."""
    names = list(names)
    if not names:
        return ""
    out = names[0]
    for more in names[1:]:
        out = _("{first} and {second}").format(first=out, second=more)
    return out


def listing(items) -> str:
    """Words in a list: "Spades", "Clubs and Hearts", "Clubs, Hearts and Spades"."""
    items = list(items)
    if len(items) < 2:
        return items[0] if items else ""
    return _("{first} and {second}").format(first=", ".join(items[:-1]), second=items[-1])


def sheet_words(text: str) -> str:
    """What a character sheet holds, as shown: a player's own words as they
    are; the words of an example heroine (the bot borrows them, in the
    source language, so a game's record is the same in any language) in the
    reader's language."""
    return _(text) if text in _example_words() else text


# The worked example's heroines' powers (example.SHEETS), kept here, where they are read.
EXAMPLE_POWERS = (
    N_("Fights faster than anyone can follow, and never misses a blow"),
    N_("Whoever looks her in the eye ends up telling her the truth"),
    N_("Walks on through pain, cold and locked doors as if they were not there"),
)
_EXAMPLE_WORDS: frozenset[str] = frozenset()


def _example_words() -> frozenset[str]:
    """The example heroines' words and the worked example's (found once)."""
    global _EXAMPLE_WORDS
    if not _EXAMPLE_WORDS:
        from .characters import EXAMPLE_WORDS

        _EXAMPLE_WORDS = EXAMPLE_WORDS | set(EXAMPLE_POWERS)
    return _EXAMPLE_WORDS
