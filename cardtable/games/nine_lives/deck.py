"""The 9 Lives cat deck: data loaded from ``9-lives.csv`` (beside this module).

Each line of the file is one record (``#`` starts a comment)::

    cat,<key>,<name>,<ink colour>,<coat colour>,<coat in a word>,<look>
    card,<bid value>,<cat key>,<scratch marks>

The ink colour draws the cat's name and the bid number (so it must read on
a white card); the coat colour tints the name band.

The loader checks everything and raises :class:`BadOptions` naming the file
and line of the first problem. Card ids are ``<cat key>-<value>``, e.g.
``"patches-27"``. Designer options pick a subset: the first cats of the file
and, for each of them, its first cards in file order. The ``deck_file``
option carries another deck in the same format (read once when the game is
set up, then kept in the save).
"""

from __future__ import annotations

import csv
import io
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

import attrs

from cardtable.engine.cards import Face
from cardtable.engine.files import carried_file, shown_name
from cardtable.engine.protocol import BadOptions
from cardtable.engine.text import clean_line
from cardtable.resources import package_file

DECK_FILE = "9-lives.csv"
MAX_SCRATCHES = 3
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
_KEY = re.compile(r"^[a-z][a-z0-9_]*$")


@attrs.frozen
class Cat:
    key: str
    name: str
    colour: str  # ink: name and number
    accent: str  # coat: the name band
    coat: str  # a word or two: "calico", "tuxedo"
    look: str  # a sentence for screen readers and tooltips


@attrs.frozen
class CatCard:
    id: str
    value: int
    cat: str  # cat key
    scratches: int


@attrs.frozen
class Deck:
    cats: tuple[Cat, ...]
    cards: tuple[CatCard, ...]  # file order
    by_id: dict = attrs.field(eq=False, repr=False, hash=False)
    cat_by_key: dict = attrs.field(eq=False, repr=False, hash=False)
    value_of: dict = attrs.field(eq=False, repr=False, hash=False)  # card id -> bid value (a sort key)
    # what the rules work out from the deck once and keep with it (a card's words, its moves)
    derived: dict = attrs.field(factory=dict, eq=False, repr=False, hash=False)

    @classmethod
    def build(cls, cats: tuple[Cat, ...], cards: tuple[CatCard, ...]) -> "Deck":
        return cls(cats, cards, {c.id: c for c in cards}, {c.key: c for c in cats}, {c.id: c.value for c in cards})

    def cards_of(self, cat_key: str) -> tuple[CatCard, ...]:
        return tuple(c for c in self.cards if c.cat == cat_key)

    def subset(self, n_cats: int, per_cat: int) -> "Deck":
        """The first ``n_cats`` cats, each with its first ``per_cat`` cards."""
        if n_cats > len(self.cats):
            raise BadOptions(f"the deck has only {len(self.cats)} cats, not {n_cats}")
        cats = self.cats[:n_cats]
        cards: list[CatCard] = []
        for cat in cats:
            own = self.cards_of(cat.key)
            if per_cat > len(own):
                raise BadOptions(f"{cat.name} has only {len(own)} cards in the deck, not {per_cat}")
            cards.extend(own[:per_cat])
        return Deck.build(cats, tuple(cards))

    def face(self, card_id: str) -> Face:
        c = self.by_id[card_id]
        cat = self.cat_by_key[c.cat]
        marks = "no scratches" if c.scratches == 0 else (
            "1 scratch" if c.scratches == 1 else f"{c.scratches} scratches")
        return Face(
            big=str(c.value),
            title=cat.name,
            top=cat.coat,
            marks=c.scratches,
            colour=cat.colour,
            accent=cat.accent,
            description=f"{cat.name} {c.value}, {marks} ({cat.look})",
        )


def parse_deck(text: str, source: str = DECK_FILE) -> Deck:
    """Parse deck text; raises :class:`BadOptions` naming the bad line."""
    cats: list[Cat] = []
    cat_keys: set[str] = set()
    cards: list[CatCard] = []
    values: dict[int, int] = {}
    lines = text.splitlines()
    for number, raw in enumerate(lines, start=1):
        # the words of a deck are one-line words (engine/text.py): a tab or a
        # control character becomes a space, invisible formatting goes
        stripped = clean_line(raw)
        if not stripped or stripped.startswith("#"):
            continue

        def bad(why: str) -> BadOptions:
            return BadOptions(f"{source} line {number}: {why}")

        try:
            fields = next(csv.reader(io.StringIO(stripped), strict=True))
        except csv.Error as err:
            raise bad(f"cannot read the line ({err})") from None
        fields = [clean_line(f) for f in fields]
        kind = fields[0]
        if kind == "cat":
            if len(fields) != 7:
                raise bad(f"a cat line has 7 fields (cat,key,name,ink,coat colour,coat,look), not {len(fields)}")
            _, key, name, colour, accent, coat, look = fields
            if not _KEY.match(key):
                raise bad("a cat key must be lower-case letters, digits or _, starting with a letter")
            if key in cat_keys:
                raise bad("this cat is listed twice (its key is already used)")
            if not name:
                raise bad("the cat needs a name")
            for what, text, longest in (("name", name, 40), ("coat", coat, 40), ("look", look, 300)):
                if len(text) > longest:
                    raise bad(f"the cat's {what} is longer than {longest} characters")
            for what, col in (("ink colour", colour), ("coat colour", accent)):
                if not _COLOUR.match(col):
                    raise bad(f"the {what} is not a #rrggbb colour")
            cats.append(Cat(key, name, colour, accent, coat, look))
            cat_keys.add(key)
        elif kind == "card":
            if len(fields) != 4:
                raise bad(f"a card line has 4 fields (card,value,cat,scratches), not {len(fields)}")
            _, value_text, key, scratch_text = fields
            if not (value_text.isascii() and value_text.isdigit()) or len(value_text) > 6 or int(value_text) < 1:
                raise bad("the bid value is not a whole number from 1 up")
            value = int(value_text)
            if value in values:
                raise bad(f"bid value {value} is already used on line {values[value]}")
            if key not in cat_keys:
                raise bad("unknown cat (list each cat before its cards)")
            if scratch_text not in {str(n) for n in range(MAX_SCRATCHES + 1)}:
                raise bad(f"scratch marks must be a whole number from 0 to {MAX_SCRATCHES}")
            values[value] = number
            cards.append(CatCard(f"{key}-{value}", value, key, int(scratch_text)))
        else:
            raise bad("a line starts with 'cat' or 'card'")
    if not cats:
        raise BadOptions(f"{source}: no cats are listed")
    for cat in cats:
        if not any(c.cat == cat.key for c in cards):
            raise BadOptions(f"{source}: {cat.name} has no cards")
    return Deck.build(tuple(cats), tuple(cards))


def load_deck(path: str | Path) -> Deck:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise BadOptions(f"cannot read the cat deck {path.name}: {err}") from None
    return parse_deck(text, path.name)


@lru_cache(maxsize=1)
def shipped_deck() -> Deck:
    return load_deck(package_file(__package__, DECK_FILE))


def deck_for(n_cats: int, per_cat: int, deck_file: Any = "") -> Deck:
    """The deck chosen by the ``deck_file`` option cut down to the designer
    options: ``""`` for the shipped deck, else the custom deck's content
    carried in the set-up (``{"name": ..., "text": ...}``, see
    :mod:`cardtable.engine.files`), so a saved game never depends on a file
    that may since have been edited or deleted."""
    if not deck_file:
        return _cut(n_cats, per_cat, "", "")
    carried = carried_file(deck_file)
    if carried is None:
        raise BadOptions("the deck file option must carry the deck's name and text")
    return _cut(n_cats, per_cat, carried["name"], carried["text"])


@lru_cache(maxsize=64)
def _cut(n_cats: int, per_cat: int, name: str, text: str) -> Deck:
    deck = parse_deck(text, shown_name(name)) if name or text else shipped_deck()
    return deck.subset(n_cats, per_cat)
