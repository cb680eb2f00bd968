"""The save format: what a save file holds, its bounds, and the text it is written in.

A save is a *record*, ``(game, rules version, options, players, seed or
stacked deck, actions)``, which replays to the identical state: one record
is save game, replay and undo history at once. This module owns both forms
it is written in, UTF-8 JSON text each:

- a plain save: the record as one JSON object (:meth:`Record.dumps`);
- an autosave journal, where each move costs the same to save however long
  the game has run: its first line is the record on one line
  (:func:`snapshot_line`, a save by itself), and every later line one
  change made since (:func:`change_line`), as a JSON object::

    {"op": "move", "action": {"seat": 2, "kind": "play", "card": "KS"}}
    {"op": "undo", "to": 1234}          moves after the first 1234 were taken back
    {"op": "story", "entry": {...}}     a story-journal entry was written

Reading either is :func:`parse_save_text` (with :func:`checking_decoder`),
then ``record_from_json`` (engine/record_checks.py), which checks every
field against the bounds declared here; both raise only
:class:`RecordError` (engine/record_errors.py), with a one-line reason.
The files themselves are read and written by engine/files.py, joined to this
in engine/record.py; engine/autosave.py keeps a journal in step with a game.
"""
from __future__ import annotations

import contextvars
import json
from contextlib import contextmanager
from typing import Any, Iterator

import attrs

from .journal import JournalEntry
from .origin import Origin
from .protocol import Action, Setup
from .record_errors import RecordError
from .rng import SEED_STOP
from .text import MAX_ENTRY
from .i18n import _, ngettext

FORMAT = "cardtable-record"
FORMAT_VERSION = 1

# What a save may hold. Real games are a few hundred actions and a few tens of
# kilobytes; the limits are far above that and far below what could hurt.
# Everything a player may type is limited by engine/text.py so that a whole
# record stays under about 6.5 MB and its autosave journal under about 14 MB
# (the numbers are worked out there): every save the app writes loads again.
MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_ITEMS = 250_000  # commas: values in lists and objects, counted before parsing
MAX_DEPTH = 12  # record > actions > action > argument > lists inside it
MAX_CONTAINERS = 200_000  # JSON objects and arrays in the whole file
MAX_ACTIONS = 5_000  # the longest bot games take about 500
MAX_JOURNAL = 5_000
MAX_STACKED = 2_000
# MAX_NAME (60), a player's name: engine/text.py, shared with the inputs
MAX_WORD = 200  # ids, kinds, option and argument keys, short fields
MAX_TEXT = MAX_ENTRY  # free text: story, notes, plans (200,000: engine/text.py, shared with the inputs)
MAX_DIGITS = len(str(SEED_STOP - 1))  # any integer in the file: 39, the longest seed's (engine/rng.py)


@attrs.frozen
class Record:
    game: str
    setup: Setup
    actions: tuple[tuple[int, Action], ...] = ()  # (seat, action)
    journal: tuple[JournalEntry, ...] = ()
    rules_version: int = 1
    created: str = ""
    origin: Origin | None = None  # the game this one was forked from (engine/origin.py)
    # this game's own random id (Match.uid), drawn when it was set up; "" in
    # saves from before ids, which are told apart by game, created and moves
    uid: str = ""
    hints: tuple[int, ...] = ()  # hints shown to each seat so far; () for none

    def to_json(self) -> dict[str, Any]:
        out = {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "game": self.game,
            "rules_version": self.rules_version,
            "created": self.created,
            "players": [{"name": p.name, "bot": p.bot, **({"level": p.level} if p.level else {})}
                        for p in self.setup.players],
            "options": dict(self.setup.options),
            "seed": self.setup.seed,
            "stacked": list(self.setup.stacked) if self.setup.stacked is not None else None,
            "actions": [{"seat": seat, **a.to_json()} for seat, a in self.actions],
            "journal": [e.to_json() for e in self.journal],
        }
        if self.origin is not None:  # left out for a game started afresh: older saves look the same
            out["origin"] = self.origin.to_json()
        if self.uid:
            out["uid"] = self.uid
        if any(self.hints):  # left out while nobody asked for a hint
            out["hints"] = list(self.hints)
        return out

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False)


# -- reading the text: the JSON decoder with bounded numbers ------------------------------------
def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise RecordError(_("the save file holds a number far too large for any game"))
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > 40:
        raise RecordError(_("the save file holds a number with far too many digits"))
    return float(text)


def _no_constant(_word: str) -> Any:
    raise RecordError(_("the save file holds NaN or Infinity, which no game uses"))


def checking_decoder(bound_numbers: bool = True) -> json.JSONDecoder:
    """The decoder every part of a save is read with: no NaN or Infinity,
    and each number's digits bounded (``bound_numbers=False`` where no long
    run of digits was seen: the plain parsers are faster)."""
    numbers = {"parse_int": _parse_int, "parse_float": _parse_float} if bound_numbers else {}
    return json.JSONDecoder(parse_constant=_no_constant, **numbers)


# -- the autosave journal: its lines, folded into one record --------------------------------
# The journal is never trusted more than a save: its lines are folded into one
# record object, which is then checked like any save file. A last line without
# its newline is a write that a crash cut short and is left out; every line
# before it is a change that was complete when it was written. A line that
# holds a write cut short with the next write glued to it (what a full disk
# left behind in older versions) ends the game there: every change before it
# is kept, the ones from it on cannot be replayed without the lost one
# (:class:`JournalRepair` says so).
UNDO, MOVE, STORY = "undo", "move", "story"
GLUED_TRIES = 8  # starts of a change looked at inside one damaged line


class JournalRepair:
    """A journal read up to a damaged line: ``line`` (numbered from 1, the
    record being line 1), ``moves`` kept, ``left_out`` lines not replayed."""

    __slots__ = ("line", "moves", "left_out")

    def __init__(self, line: int, moves: int, left_out: int) -> None:
        self.line, self.moves, self.left_out = line, moves, left_out

    def __repr__(self) -> str:
        return f"JournalRepair(line={self.line}, moves={self.moves}, left_out={self.left_out})"

    def sentence(self) -> str:
        return ngettext("Part of the autosave was damaged (line {line}, a write cut short, most likely by a full disk): "
                        "the game was resumed at move {moves}, and the {left_out} later change could not be replayed.",
                        "Part of the autosave was damaged (line {line}, a write cut short, most likely by a full disk): "
                        "the game was resumed at move {moves}, and the {left_out} later changes could not be replayed.",
                        self.left_out).format(line=self.line, moves=self.moves, left_out=self.left_out)


# Repairs made while reading, for whoever asked (load_autosave); a context
# variable, so threads and callers that did not ask never see another's.
_REPAIRS: contextvars.ContextVar[list | None] = contextvars.ContextVar("cardtable_journal_repairs", default=None)


@contextmanager
def noting_repairs() -> Iterator[list[JournalRepair]]:
    """A list that the repairs :func:`parse_save_text` makes while the block
    runs are added to (those of this thread and context only)."""
    found: list[JournalRepair] = []
    token = _REPAIRS.set(found)
    try:
        yield found
    finally:
        _REPAIRS.reset(token)


def parse_save_text(text: str, name: str = "", decoder: json.JSONDecoder | None = None) -> Any:
    """The record object in a save file's text (``name`` is the file's name,
    for messages): a plain record, or a journal folded into one. Raises
    :class:`RecordError` if it is neither; the object it returns still
    needs validating (``record_from_json``). ``decoder`` reads every JSON
    value (the record loader passes its checking one)."""
    decoder = decoder or json.JSONDecoder()
    name = name or _("the file")
    start = len(text) - len(text.lstrip())
    try:
        data, end = decoder.raw_decode(text, start)
    except json.JSONDecodeError:
        raise RecordError(_("{name} is not a CardTable save file (not JSON)").format(name=name)) from None
    rest = text[end:]
    if not rest.strip():
        return data
    if not rest.startswith("\n") or not isinstance(data, dict):
        raise RecordError(_("{name} is not a CardTable save file (more than one JSON value)").format(name=name))
    lines = rest[1:].split("\n")
    lines.pop()  # what follows the last newline: nothing, or a line a crash cut short
    actions = data.get("actions")
    journal = data.get("journal") if data.get("journal") is not None else []
    if not isinstance(actions, list) or not isinstance(journal, list):
        raise RecordError(_("action list is missing or malformed"))
    actions, journal = list(actions), list(journal)
    for number, line in enumerate(lines, start=2):
        try:
            change = decoder.decode(line)
        except json.JSONDecodeError:
            if _glued(line, decoder):
                # A write cut short, the next one glued to it: the cut change
                # is lost, and no later change can be replayed without it.
                repairs = _REPAIRS.get()
                if repairs is not None:
                    repairs.append(JournalRepair(number, len(actions), len(lines) + 2 - number))
                break
            raise RecordError(_("line {number} of {name} is not JSON").format(number=number, name=name)) from None
        op = change.get("op") if isinstance(change, dict) else None
        if op == MOVE:
            actions.append(change.get("action"))
        elif op == STORY:
            journal.append(change.get("entry"))
        elif op == UNDO:
            to = change.get("to")
            if not isinstance(to, int) or isinstance(to, bool) or not 0 <= to <= len(actions):
                raise RecordError(_("line {number} of {name} takes back moves that are not there").format(number=number, name=name))
            del actions[to:]  # the moves only: the story's words stay (Undo takes back moves, never words)
        else:
            raise RecordError(_("line {number} of {name} is not a change CardTable knows").format(number=number, name=name))
    return {**data, "actions": actions, "journal": journal}


def _glued(line: str, decoder: json.JSONDecoder) -> bool:
    """True if ``line`` is the start of a change whose write was cut short,
    followed by a whole change (written once there was room again)."""
    at = 0
    for _try in range(GLUED_TRIES):
        at = line.find('{"op":', at + 1)
        if at < 0:
            return False
        try:
            change = decoder.decode(line[at:])
        except (json.JSONDecodeError, RecordError):
            continue
        if isinstance(change, dict) and change.get("op") in (MOVE, STORY, UNDO):
            return True
    return False


def mended_journal(raw: bytes) -> bytes | None:
    """A journal's bytes with what is not UTF-8 replaced, when all of it lies
    in lines the reader leaves out (a write cut in the middle of a character
    leaves such bytes); None otherwise, and when all of it is UTF-8."""
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError as err:
        bad = err.start
    else:
        return None
    start = raw.rfind(b"\n", 0, bad) + 1
    if start == 0:
        return None  # the record itself: never cut by a write of ours
    end = raw.find(b"\n", bad)
    line = raw[start:] if end < 0 else raw[start:end]
    if end >= 0 and not _glued(line.decode("utf-8", "replace"), checking_decoder()):
        return None
    return raw[:start] + raw[start:].decode("utf-8", "replace").encode("utf-8")


def snapshot_line(record: Record) -> bytes:
    """A record on one line: the first line of a journal (and a save file by itself)."""
    return (json.dumps(record.to_json(), ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


def change_line(change: dict[str, Any]) -> bytes:
    """One change on one line: a later line of a journal."""
    return (json.dumps(change, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
