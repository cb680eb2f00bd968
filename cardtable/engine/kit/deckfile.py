"""Deck files: the plain-text card lists a game can read its deck from.

A deck file is CSV text, one record a line; blank lines and lines starting
with ``#`` are skipped. What a record means is the game's (its parser turns
:class:`DeckLine` fields into its own cards); this module owns what every
deck file has in common:

- reading one from disk (:func:`read_deck`, :func:`load_deck`): a regular
  file only, at most :data:`MAX_DECK_BYTES`, UTF-8 text, through
  :func:`cardtable.engine.files.read_option_file`;
- its lines (:func:`deck_lines`): every line and every field cleaned as
  one-line words (:func:`cardtable.engine.text.clean_line`: a tab or a
  control character becomes a space, invisible formatting goes), split as
  strict CSV;
- its errors: one line each, as :class:`BadOptions`, naming the file and,
  for a bad line, the line's number (:meth:`DeckLine.bad`);
- the ``deck_file`` option's value (:func:`carried_deck`): the game's own
  deck, or a chosen file carried as its name and text (see
  :mod:`cardtable.engine.files`), so a save never depends on a file on disk.

Nothing a file holds is ever run or evaluated: every field stays a string
until the game's parser checks it.
"""

from __future__ import annotations

import csv
import io
import os
from typing import Any, Callable, Iterator, TypeVar

import attrs

from ..files import MAX_OPTION_FILE_BYTES, UnreadableFile, carried_file, read_option_file, shown_name
from ..i18n import _
from ..protocol import BadOptions
from ..text import clean_line

MAX_DECK_BYTES = MAX_OPTION_FILE_BYTES  # what a deck file may weigh, as any file an option names

Deck = TypeVar("Deck")


@attrs.frozen
class DeckLine:
    """One record of a deck file: its (cleaned) fields, where it stands
    (``number``, counting from 1, skipped lines included) and the file's
    name as messages show it (``source``)."""

    source: str
    number: int
    fields: tuple[str, ...]

    def bad(self, why: str) -> BadOptions:
        """The error for this line: ``mine.csv line 5: <why>``."""
        return BadOptions(_("{file} line {line}: {why}").format(file=self.source, line=self.number, why=why))


def deck_lines(text: str, source: str) -> Iterator[DeckLine]:
    """The records of deck ``text`` read from the file named ``source``, in
    file order. A line that is not CSV raises :class:`BadOptions` naming it."""
    for number, raw in enumerate(text.splitlines(), start=1):
        stripped = clean_line(raw)
        if not stripped or stripped.startswith("#"):
            continue
        try:
            fields = next(csv.reader(io.StringIO(stripped), strict=True))
        except csv.Error as err:
            raise DeckLine(source, number, ()).bad(_("cannot read the line ({error})").format(error=err)) from None
        yield DeckLine(source, number, tuple(clean_line(f) for f in fields))


def read_deck(path: str | os.PathLike[str]) -> tuple[str, str]:
    """The name (fit for a message) and the text of the deck file at
    ``path``; :class:`BadOptions` with the reason if it cannot be read."""
    try:
        carried = read_option_file(path)
    except UnreadableFile as err:
        raise BadOptions(_("cannot read the deck file {name}: {error}").format(
            name=shown_name(os.path.basename(os.fspath(path))), error=err)) from None
    return shown_name(carried["name"]), carried["text"]


def load_deck(path: str | os.PathLike[str], parse: Callable[[str, str], Deck]) -> Deck:
    """The deck in the file at ``path``, as ``parse(text, name)`` reads it."""
    name, text = read_deck(path)
    return parse(text, name)


def carried_deck(value: Any) -> tuple[str, str] | None:
    """A ``deck_file`` option's value as (name, text); None when it is empty
    (the game's own deck). Anything else that is not a carried file
    (:func:`cardtable.engine.files.carried_file`) raises :class:`BadOptions`."""
    if not value:
        return None
    carried = carried_file(value)
    if carried is None:
        raise BadOptions(_("the deck file option must carry the deck's name and text"))
    return carried["name"], carried["text"]


def parse_carried(parse: Callable[[str, str], Deck], name: str, text: str) -> Deck:
    """A carried deck as ``parse(text, name)`` reads it, its name made fit
    for a message first (a carried name is whatever the file was called)."""
    return parse(text, shown_name(name))
