"""9 Lives in words: cards, scratches, counts and lists as the log and the
views say them, in the reader's language."""

from __future__ import annotations

from cardtable.engine.i18n import _, language, ngettext

from .deck import Deck


def card_name(deck: Deck, card_id: str) -> str:
    c = deck.by_id[card_id]
    return f"{deck.cat_by_key[c.cat].name} {c.value}"


def card_words(deck: Deck, card_id: str) -> str:
    """A card's name and scratches, as the log gives them (kept with the
    deck, once per language)."""
    key = ("words", language())
    words = deck.derived.get(key)
    if words is None:
        words = deck.derived[key] = {
            c.id: _("{card} ({scratches})").format(card=card_name(deck, c.id), scratches=scratch_words(c.scratches))
            for c in deck.cards}
    return words[card_id]


def scratch_words(n: int) -> str:
    """``n`` scratch marks in words: "no scratches", "1 scratch", "3 scratches"."""
    if n == 0:
        return _("no scratches")
    return ngettext("{n} scratch", "{n} scratches", n).format(n=n)


def cards_words(n: int) -> str:
    """``n`` cards in words: "1 card", "3 cards"."""
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def points_words(n: int) -> str:
    """``n`` points in words: "1 point", "3 points"."""
    return ngettext("{n} point", "{n} points", n).format(n=n)


def rounds_words(n: int) -> str:
    """``n`` rounds in words: "1 round", "3 rounds"."""
    return ngettext("{n} round", "{n} rounds", n).format(n=n)


def ordinal(n: int) -> str:
    """``n`` as a place in the turn order: "1st", "2nd"... in the reader's language."""
    if n == 1:
        return _("1st")
    if n == 2:
        return _("2nd")
    if n == 3:
        return _("3rd")
    return _("{n}th").format(n=n)


def join_words(items) -> str:
    """``items`` listed in a sentence: "a", "a and b", "a, b and c"."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return _("{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])
