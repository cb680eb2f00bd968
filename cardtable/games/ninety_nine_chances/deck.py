"""The 99 Chances deck as data, loaded from ``99-chances.csv`` (beside this module).

Every card has a Number (1–99), a Genre (used in Theme mode), a Resource
word (read upright) and the opposite Problem word (read with the card spun
round). The file is CSV: blank lines and lines starting with ``#`` are
skipped, a first line ``number,genre,resource,problem`` is an optional
header, and every other line is one card::

    34,Road Trip,comfort,misery

A deck holds exactly the numbers 1 to 99, each once. The loader checks
everything and raises :class:`BadOptions` naming the file, the line and the
problem. Card ids are the numbers as text (``"34"``).

Reading a deck file, cutting it into cleaned CSV fields and the
``deck_file`` option's value are the engine's
(:mod:`cardtable.engine.kit.deckfile`); this module says what the fields mean.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import attrs

from cardtable.engine.cards import Face
from cardtable.engine.i18n import N_, _
from cardtable.engine.kit import deckfile
from cardtable.engine.protocol import BadOptions
from cardtable.resources import package_file

DECK_FILE = "99-chances.csv"
LOWEST, HIGHEST = 1, 99
HEADER = ("number", "genre", "resource", "problem")
MAX_WORD = 40

# How a card is being used on the table.
THEME, RESOURCE, PROBLEM, NUMBER = "theme", "resource", "problem", "number"

# What a deck file's line can lack or hold too long, by field.
_NO_WORD = {
    "genre": N_("card {number} has no genre"),
    "resource": N_("card {number} has no resource"),
    "problem": N_("card {number} has no problem"),
}
_LONG_WORD = {
    "genre": N_("the genre of card {number} is longer than {most} characters"),
    "resource": N_("the resource of card {number} is longer than {most} characters"),
    "problem": N_("the problem of card {number} is longer than {most} characters"),
}


@attrs.frozen
class ChanceCard:
    number: int
    genre: str
    resource: str
    problem: str

    @property
    def id(self) -> str:
        return str(self.number)


@attrs.frozen(cache_hash=True)
class Deck:
    """All 99 cards, ``cards[n - 1]`` being the card numbered ``n``."""

    cards: tuple[ChanceCard, ...]
    source: str = DECK_FILE
    faces: tuple[Face, ...] = attrs.field(default=(), eq=False, repr=False)

    @classmethod
    def build(cls, cards: tuple[ChanceCard, ...], source: str = DECK_FILE) -> "Deck":
        return cls(cards, source, tuple(_face(c) for c in cards))

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.cards)

    def card(self, card_id: str) -> ChanceCard:
        return self.cards[int(card_id) - 1]

    def face(self, card_id: str) -> Face:
        """The card's face, its description in the reader's language (the
        faces kept in the deck are made once, without one)."""
        face = self.faces[int(card_id) - 1] if self.faces else _face(self.card(card_id))
        return attrs.evolve(face, description=describe(self.card(card_id)))

    def word(self, card_id: str, mode: str) -> str:
        """The card as read in ``mode``: "34", "Road Trip", "comfort", "misery"."""
        c = self.card(card_id)
        if mode == THEME:
            return c.genre
        if mode == RESOURCE:
            return c.resource
        if mode == PROBLEM:
            return c.problem
        return str(c.number)

    def label(self, card_id: str, mode: str) -> str:
        """``comfort (34)`` — how the log names a card in a mode."""
        return card_id if mode == NUMBER else f"{self.word(card_id, mode)} ({card_id})"


def _face(c: ChanceCard) -> Face:
    return Face(
        big=str(c.number),
        title=c.genre,
        top=c.resource,
        bottom=c.problem,
        colour="#1d3557",
        accent="#e63946",
    )


def describe(c: ChanceCard) -> str:
    """The card in words for a screen reader: "34 · Road Trip · Resource comfort · Problem misery"."""
    return _("{number} · {genre} · Resource {resource} · Problem {problem}").format(
        number=c.number, genre=c.genre, resource=c.resource, problem=c.problem)


def parse_deck(text: str, source: str = DECK_FILE) -> Deck:
    """Parse deck text; raises :class:`BadOptions` naming the bad line."""
    seen: dict[int, int] = {}
    cards: list[ChanceCard] = []
    first = True
    for line in deckfile.deck_lines(text, source):
        fields, line_no, bad = line.fields, line.number, line.bad
        if first and tuple(f.lower() for f in fields) == HEADER:
            first = False
            continue
        first = False
        if len(fields) != 4:
            raise bad(_("a card has 4 fields (number, genre, resource, problem), not {count}").format(
                count=len(fields)))
        number_text, genre, resource, problem = fields
        if not (number_text.isascii() and number_text.isdigit()) or len(number_text) > 3:
            raise bad(_("the number is not a whole number from {lowest} to {highest}").format(
                lowest=LOWEST, highest=HIGHEST))
        number = int(number_text)
        if not LOWEST <= number <= HIGHEST:
            raise bad(_("the number {number} is not between {lowest} and {highest}").format(
                number=number, lowest=LOWEST, highest=HIGHEST))
        if number in seen:
            raise bad(_("the number {number} is already used on line {line}").format(number=number,
                                                                                    line=seen[number]))
        for what, word in (("genre", genre), ("resource", resource), ("problem", problem)):
            if not word:
                raise bad(_(_NO_WORD[what]).format(number=number))
            if len(word) > MAX_WORD:
                raise bad(_(_LONG_WORD[what]).format(number=number, most=MAX_WORD))
        if resource.lower() == problem.lower():
            raise bad(_("card {number} has the same word as Resource and Problem").format(number=number))
        seen[number] = line_no
        cards.append(ChanceCard(number, genre, resource, problem))
    missing = [n for n in range(LOWEST, HIGHEST + 1) if n not in seen]
    if missing:
        shown = ", ".join(str(n) for n in missing[:10]) + (" …" if len(missing) > 10 else "")
        raise BadOptions(_("{file}: the deck needs every number from {lowest} to {highest}; missing {shown}").format(
            file=source, lowest=LOWEST, highest=HIGHEST, shown=shown))
    cards.sort(key=lambda c: c.number)
    return Deck.build(tuple(cards), source)


def load_deck(path: str | Path) -> Deck:
    return deckfile.load_deck(path, parse_deck)


@lru_cache(maxsize=1)
def shipped_deck() -> Deck:
    return load_deck(package_file(__package__, DECK_FILE))


def deck_for(deck_file: Any) -> Deck:
    """The deck chosen by the ``deck_file`` option: ``""`` for the shipped
    deck, else the custom deck's content carried in the set-up
    (``{"name": ..., "text": ...}``, see :mod:`cardtable.engine.files`)."""
    carried = deckfile.carried_deck(deck_file)
    return shipped_deck() if carried is None else _parse_cached(*carried)


@lru_cache(maxsize=8)
def _parse_cached(name: str, text: str) -> Deck:
    return deckfile.parse_carried(parse_deck, name, text)
