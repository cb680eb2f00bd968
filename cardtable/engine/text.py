"""One rule for what a player may type: names, narration, notes, deck words.

Every input box cleans and limits what is typed with these functions, the
session applies them again when text arrives (so no front-end can get round
them), and the save loader (:mod:`cardtable.engine.record`) accepts all they
produce. So whatever a player could type is saved, and every save loads again.

- :func:`clean_line` for one-line words (a player's name, a word of a deck,
  a one-line note): control characters of every kind (tabs and line breaks
  included) become spaces, invisible formatting that could hide or reorder
  what is shown is removed, runs of spaces become one, and the ends are
  trimmed; it is cut to ``limit`` characters.
- :func:`clean_text` for free text (narration, notes, plans): every kind of
  line break becomes ``"\\n"``, tabs stay, other control characters and the
  same invisible formatting go. It is never cut: text over its limit is
  refused (:class:`TextTooLong`), because a player's narration is never
  shortened behind their back.

Limits (characters)::

    MAX_NAME   = 60        a player's name
    MAX_ENTRY  = 200,000   one narration, note or plan
    MAX_STORY  = 500,000   all the free text of one game together

Why these keep every save well under the loader's 16 MB
(``record.MAX_FILE_BYTES``), counting the worst case:

- free text: 500,000 characters × at most 4 bytes each = 2 MB. A character
  takes at most 4 bytes in the file: saves are UTF-8 (``ensure_ascii=False``),
  and after cleaning the only characters JSON escapes are ``\\n``, ``\\t``,
  ``"`` and ``\\`` (2 bytes each); lone surrogates (6-byte escapes) are removed;
- moves: at most 5,000 (``MAX_ACTIONS``) of well under 200 bytes besides their
  text = 1 MB; journal entries: at most 5,000 (``MAX_JOURNAL``), each under
  400 bytes besides its text = 2 MB;
- a carried deck file: at most 256 KB, at most 6 bytes per byte once escaped
  (a control byte becomes ``\\u00XX``) = 1.5 MB;

so a whole record is at most about 6.5 MB. The autosave journal is compacted
by size, so its file stays within about twice the record plus one change
(one entry: 200,000 × 4 bytes = 0.8 MB): about 13.8 MB < 16 MB.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from .i18n import _, number

MAX_NAME = 60  # a player's name
NEAR = 0.8  # a box shows its count once what is typed is this far to its limit: before, it would only distract
MAX_ENTRY = 200_000  # one narration, note or plan (a long chapter is 50,000)
MAX_STORY = 500_000  # all the free text of one game: narration, notes, plans, answered prompts

# Line breaks of every kind (those ``str.splitlines`` knows), CRLF first.
_BREAKS = re.compile("\r\n|[\n\x0b\x0c\r\x1c\x1d\x1e\x85\u2028\u2029]")
# Control characters: C0, DEL, C1 (the line breaks among them included).
_CONTROL = "\x00-\x1f\x7f-\x9f"
# Invisible formatting removed everywhere: explicit bidi embeddings,
# overrides and isolates (they reorder what follows, even past the text's
# end), deprecated format controls, the byte order mark as a character,
# interlinear annotation marks, noncharacters U+FFFE/U+FFFF, and lone
# surrogates (not text at all: no file can hold them as UTF-8). Joiners,
# variation selectors and the light left/right marks stay: scripts and
# emoji need them, and they cannot reorder anything beyond themselves.
_JUNK = "\u202a-\u202e\u2066-\u2069\u206a-\u206f\ufeff\ufff9-\ufffb\ufffe\uffff\ud800-\udfff"
_JUNK_RE = re.compile(f"[{_JUNK}]")
_LINE_CONTROL = re.compile(f"[{_CONTROL}\u2028\u2029]")
_TEXT_CONTROL = re.compile(f"[{_JUNK}{_CONTROL}]")  # applied after line breaks became "\n"
_KEEP_IN_TEXT = {"\n": "\n", "\t": "\t"}


class TextTooLong(ValueError):
    """Free text over its limit. The message says so in one friendly line."""


def holds_control(text: str) -> bool:
    """Whether ``text`` holds a character no one-line word may: a control
    character of any kind (tabs and line breaks included). What
    :func:`clean_line` turns into spaces; the loader refuses it in ids."""
    return _LINE_CONTROL.search(text) is not None


def tidy_line(text: str) -> str:
    """The characters of :func:`clean_line` without touching spaces: each
    control character becomes a space, invisible formatting goes. An input
    box applies this while a player types (so a space being typed stays)."""
    return _LINE_CONTROL.sub(" ", _BREAKS.sub(" ", _JUNK_RE.sub("", text)))  # CRLF: one space


def clean_line(text: str, limit: int | None = None) -> str:
    """One line of words: see the module. ``limit`` None: not cut."""
    line = " ".join(tidy_line(text).split())
    if limit is not None and len(line) > limit:
        line = line[:limit].rstrip()
    return line


def clean_text(text: str, limit: int | None = None, what: str = "") -> str:
    """Free text: line breaks as ``"\\n"``, tabs kept, other control
    characters and invisible formatting removed; nothing else changes (not
    even the ends). Raises :class:`TextTooLong` when it is longer than
    ``limit`` (None: no limit); ``what`` names it in the message."""
    text = _TEXT_CONTROL.sub(_keep_or_drop, _BREAKS.sub("\n", text))
    if limit is not None and len(text) > limit:
        raise TextTooLong(too_long(what or _("This text"), len(text), limit))
    return text


def _keep_or_drop(match: re.Match[str]) -> str:
    return _KEEP_IN_TEXT.get(match.group(), "")


def too_long(what: str, length: int, limit: int) -> str:
    """The one-line refusal of text over its limit."""
    return _("{what} is {length} characters long, but {limit} is the most that fits; "
             "shorten it and try again (nothing was lost).").format(what=what, length=number(length), limit=number(limit))


def no_room(what: str, length: int, room: int) -> str:
    """The one-line refusal of text the game's story has no room left for."""
    if room <= 0:
        return _("The story of this game is full ({most} characters), so {what} cannot be added.").format(
            most=number(MAX_STORY), what=what[:1].lower() + what[1:])
    return _("{what} is {length} characters long, but the story of this game has room for only "
             "{room} more; shorten it and try again (nothing was lost).").format(
        what=what, length=number(length), room=number(room))


def free_text(actions: Iterable[Any], journal: Iterable[Any]) -> int:
    """How many characters of free text a game holds: the ``text`` of its
    moves (``Action`` values) and the text and prompt of its journal
    entries. What :data:`MAX_STORY` limits."""
    used = 0
    for action in actions:
        for key, value in action.args:
            if key == "text" and isinstance(value, str):
                used += len(value)
    for entry in journal:
        used += len(entry.text) + len(entry.prompt)
    return used


def room_left(actions: Iterable[Any], journal: Iterable[Any]) -> int:
    """How many more characters of free text a game may take."""
    return max(0, MAX_STORY - free_text(actions, journal))


def counter(length: int, room: int | None = None, most: int = MAX_ENTRY) -> str:
    """What an input box shows under the text: ``"1,234 / 200,000 characters"``
    (``most``: the box's own limit), and the room the story has left when
    that is the tighter limit."""
    shown = _("{length} / {most} characters").format(length=number(length), most=number(most))
    if room is not None and room < most:
        shown += " · " + _("the story has room for {room} more").format(room=number(room))
    return shown


def counter_if_near(length: int, room: int | None = None) -> str:
    """:func:`counter` for a box asking for words (a heroine's name, a
    note, an ending), only once the text nears the tighter of its limits
    ("" before: a name box counting "0 / 200,000 characters" only
    distracts)."""
    limit = MAX_ENTRY if room is None else min(MAX_ENTRY, room)
    return counter(length, room) if length >= NEAR * limit else ""
