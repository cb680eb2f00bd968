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

Reading a deck file, cutting it into cleaned CSV fields and the option's
value are the engine's (:mod:`cardtable.engine.kit.deckfile`, shared with
every game that reads a deck file); this module says what the fields mean.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any

import attrs

from cardtable.engine.cards import Face
from cardtable.engine.i18n import _, ngettext, pgettext
from cardtable.engine.kit import deckfile
from cardtable.engine.protocol import BadOptions
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
            raise BadOptions(_("the deck has only {have} cats, not {n}").format(have=len(self.cats), n=n_cats))
        cats = self.cats[:n_cats]
        cards: list[CatCard] = []
        for cat in cats:
            own = self.cards_of(cat.key)
            if per_cat > len(own):
                raise BadOptions(_("{cat} has only {have} cards in the deck, not {n}").format(
                    cat=cat.name, have=len(own), n=per_cat))
            cards.extend(own[:per_cat])
        return Deck.build(cats, tuple(cards))

    def face(self, card_id: str) -> Face:
        c = self.by_id[card_id]
        cat = self.cat_by_key[c.cat]
        if c.scratches == 0:
            marks = _("no scratches")
        else:
            marks = ngettext("{n} scratch", "{n} scratches", c.scratches).format(n=c.scratches)
        # the shipped deck's words come translated (see _shipped_words); a custom deck's stay as written
        look = pgettext("cat look", cat.look) if cat.look else cat.look
        return Face(
            big=str(c.value),
            title=cat.name,
            top=pgettext("cat coat", cat.coat) if cat.coat else cat.coat,
            marks=c.scratches,
            colour=cat.colour,
            accent=cat.accent,
            description=_("{cat} {value}, {scratches} ({look})").format(
                cat=cat.name, value=c.value, scratches=marks, look=look),
        )


def _shipped_words() -> None:
    """Never called: marks the words of the shipped deck (``9-lives.csv``:
    each cat's coat and look) for the catalogue, so :meth:`Deck.face` shows
    them translated. Keep them the same as in the file."""
    pgettext("cat coat", "hunter")
    pgettext("cat look", "a sleek black hunter with yellow eyes, crouched to spring")
    pgettext("cat coat", "calico")
    pgettext("cat look", "a calico in white, orange and black patches")
    pgettext("cat coat", "brown tabby")
    pgettext("cat look", "a brown tabby with striped cheeks")
    pgettext("cat coat", "tuxedo")
    pgettext("cat look", "a tuxedo cat with a white bib and socks")
    pgettext("cat coat", "catnip")
    pgettext("cat look", "a ginger rolling happily in catnip")
    pgettext("cat coat", "grey")
    pgettext("cat look", "a smoky grey cat with a curled tail")
    pgettext("cat coat", "white")
    pgettext("cat look", "a fluffy white longhair with blue eyes")
    pgettext("cat coat", "siamese")
    pgettext("cat look", "a cream Siamese with dark points")
    pgettext("cat coat", "tortie")
    pgettext("cat look", "a tortoiseshell with a toffee-coloured blaze")


def parse_deck(text: str, source: str = DECK_FILE) -> Deck:
    """Parse deck text; raises :class:`BadOptions` naming the bad line."""
    cats: list[Cat] = []
    cat_keys: set[str] = set()
    cards: list[CatCard] = []
    values: dict[int, int] = {}
    for line in deckfile.deck_lines(text, source):
        fields, number, bad = line.fields, line.number, line.bad
        kind = fields[0]
        if kind == "cat":
            if len(fields) != 7:
                raise bad(_("a cat line has 7 fields (cat,key,name,ink,coat colour,coat,look), not {n}").format(
                    n=len(fields)))
            _kind, key, name, colour, accent, coat, look = fields
            if not _KEY.match(key):
                raise bad(_("a cat key must be lower-case letters, digits or _, starting with a letter"))
            if key in cat_keys:
                raise bad(_("this cat is listed twice (its key is already used)"))
            if not name:
                raise bad(_("the cat needs a name"))
            for too_long, text, longest in (
                    (_("the cat's name is longer than {n} characters"), name, 40),
                    (_("the cat's coat is longer than {n} characters"), coat, 40),
                    (_("the cat's look is longer than {n} characters"), look, 300)):
                if len(text) > longest:
                    raise bad(too_long.format(n=longest))
            for not_colour, col in ((_("the ink colour is not a #rrggbb colour"), colour),
                                    (_("the coat colour is not a #rrggbb colour"), accent)):
                if not _COLOUR.match(col):
                    raise bad(not_colour)
            cats.append(Cat(key, name, colour, accent, coat, look))
            cat_keys.add(key)
        elif kind == "card":
            if len(fields) != 4:
                raise bad(_("a card line has 4 fields (card,value,cat,scratches), not {n}").format(n=len(fields)))
            _kind, value_text, key, scratch_text = fields
            if not (value_text.isascii() and value_text.isdigit()) or len(value_text) > 6 or int(value_text) < 1:
                raise bad(_("the bid value is not a whole number from 1 up"))
            value = int(value_text)
            if value in values:
                raise bad(_("bid value {value} is already used on line {line}").format(value=value, line=values[value]))
            if key not in cat_keys:
                raise bad(_("unknown cat (list each cat before its cards)"))
            if scratch_text not in {str(n) for n in range(MAX_SCRATCHES + 1)}:
                raise bad(_("scratch marks must be a whole number from 0 to {most}").format(most=MAX_SCRATCHES))
            values[value] = number
            cards.append(CatCard(f"{key}-{value}", value, key, int(scratch_text)))
        else:
            raise bad(_("a line starts with 'cat' or 'card'"))
    if not cats:
        raise BadOptions(_("{file}: no cats are listed").format(file=source))
    for cat in cats:
        if not any(c.cat == cat.key for c in cards):
            raise BadOptions(_("{file}: {cat} has no cards").format(file=source, cat=cat.name))
    return Deck.build(tuple(cats), tuple(cards))


def load_deck(path: str | Path) -> Deck:
    return deckfile.load_deck(path, parse_deck)


@lru_cache(maxsize=1)
def shipped_deck() -> Deck:
    return load_deck(package_file(__package__, DECK_FILE))


def deck_for(n_cats: int, per_cat: int, deck_file: Any = "") -> Deck:
    """The deck chosen by the ``deck_file`` option cut down to the designer
    options: ``""`` for the shipped deck, else the custom deck's content
    carried in the set-up (``{"name": ..., "text": ...}``, see
    :mod:`cardtable.engine.files`), so a saved game never depends on a file
    that may since have been edited or deleted."""
    return _cut(n_cats, per_cat, *(deckfile.carried_deck(deck_file) or ("", "")))


@lru_cache(maxsize=64)
def _cut(n_cats: int, per_cat: int, name: str, text: str) -> Deck:
    deck = deckfile.parse_carried(parse_deck, name, text) if name or text else shipped_deck()
    return deck.subset(n_cats, per_cat)
