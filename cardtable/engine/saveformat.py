"""The save format: what a save file holds, and how what was read is checked.

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
then :func:`record_from_json`, which checks everything; both raise only
:class:`RecordError` (engine/record_errors.py), with a one-line reason.
The files themselves are read and written by engine/files.py, joined to this
in engine/record.py; engine/autosave.py keeps a journal in step with a game.
"""
from __future__ import annotations

import contextvars
import json
import math
import os
import re
from contextlib import contextmanager
from typing import Any, Iterator, Mapping

import attrs

from .files import shown_name
from .journal import JournalEntry
from .origin import Origin, origin_from_json
from .protocol import Action, BadOptions, GameDef, PlayerSpec, Setup
from .record_errors import RecordError, setup_reason
from .rng import SEED_MIN, SEED_STOP
from .text import MAX_ENTRY, MAX_NAME, clean_line, holds_control
from .i18n import _, ngettext
from .i18n import number as written_number  # `number` names a line's number below

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
            "players": [{"name": p.name, "bot": p.bot} for p in self.setup.players],
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


# -- checking what was parsed -----------------------------------------------------------
_SURROGATE = re.compile("[\ud800-\udfff]")


def _check_tree(data: Any, surrogates: bool = True) -> None:
    """Bounded depth and size, finite numbers, and only strings that can be
    shown and saved again, everywhere in the file (without recursion).
    ``surrogates=False`` skips looking for lone surrogates (right when the
    file has no ``\\ud8..`` escape, the only way JSON text can hold one)."""
    if data.__class__ not in (dict, list):
        _check_scalar(data, surrogates)
        return
    stack: list[tuple[Any, int]] = [(data, 1)]
    containers = 0
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise RecordError(_("the save file is nested too deeply to be a CardTable save"))
        containers += 1
        if containers > MAX_CONTAINERS:
            raise RecordError(_("the save file holds far more entries than any CardTable game"))
        if value.__class__ is dict:
            if surrogates:
                for key in value:
                    _check_scalar(key, True)
            items = value.values()
        else:
            items = value
        for item in items:
            cls = item.__class__
            if cls is dict or cls is list:
                stack.append((item, depth + 1))
            elif cls is float or (surrogates and cls is str):
                _check_scalar(item, surrogates)


def _check_scalar(value: Any, surrogates: bool) -> None:
    if value.__class__ is float and not math.isfinite(value):
        raise RecordError(_("the save file holds a number that is not finite"))
    if surrogates and value.__class__ is str and _SURROGATE.search(value):
        raise RecordError(_("the save file holds text that is not valid Unicode"))


def _need(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(_("{what} is missing or malformed").format(what=what))
    return value


def _text(value: Any, what: str, longest: int, *, line: bool = True, blank: bool = True) -> str:
    """A string of at most ``longest`` characters; a ``line`` (a name, an id)
    holds no control characters. Free text (``line=False``) may hold any:
    whatever a player typed or pasted was saved, and must load again."""
    if not isinstance(value, str):
        raise RecordError(_("{what} is missing or not text").format(what=what))
    if len(value) > longest:
        raise RecordError(_("{what} is longer than {longest} characters").format(what=what, longest=written_number(longest)))
    if line and holds_control(value):
        raise RecordError(_("{what} holds control characters").format(what=what))
    if not blank and not value.strip():
        raise RecordError(_("{what} is blank").format(what=what))
    return value


def _whole(value: Any, what: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise RecordError(_("{what} is missing or not a whole number from {low} to {high}").format(what=what, low=low, high=high))
    return value


def _argument(value: Any, what: str) -> None:
    """An action argument: JSON scalars or lists of them (checked for size)."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, list):
            if len(v) > MAX_STACKED:
                raise RecordError(_("{what} is a list too long for any move").format(what=what))
            stack.extend(v)
        elif isinstance(v, str):
            _text(v, what, MAX_TEXT, line=False)
        elif isinstance(v, int) and not isinstance(v, bool):
            if abs(v) >= 1 << 63:
                raise RecordError(_("{what} is a number too large for any move").format(what=what))
        elif not (v is None or isinstance(v, (bool, float))):
            raise RecordError(_("{what} is not a plain value").format(what=what))


def _action(raw: Any, i: int, players: int) -> tuple[int, Action]:
    what = _("action {number}").format(number=i + 1)
    if not isinstance(raw, dict):
        raise RecordError(_("{what} is malformed").format(what=what))
    raw = dict(raw)
    seat = raw.pop("seat", None)
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise RecordError(_("{what} has no seat").format(what=what))
    if not 0 <= seat < players:
        raise RecordError(_("{what} is by seat {number}, but there are {players} players").format(what=what, number=seat + 1, players=players))
    _text(raw.get("kind"), _("{what} kind").format(what=what), MAX_WORD, blank=False)
    for key, value in raw.items():
        if key != "kind":
            _text(key, _("{what} has an argument name that").format(what=what), MAX_WORD, blank=False)
            _argument(value, _("{what} argument").format(what=what))
    try:
        return seat, Action.from_json(raw)
    except (ValueError, TypeError):
        raise RecordError(_("{what} is malformed").format(what=what)) from None


def _journal_entry(raw: Any, i: int, players: int, actions: int) -> JournalEntry:
    what = _("journal entry {number}").format(number=i + 1)
    if not isinstance(raw, dict):
        raise RecordError(_("{what} is malformed").format(what=what))
    # an entry may stand after the last move: written after a move that was
    # taken back, it waits there for the move that comes in its place
    _whole(raw.get("action_index"), _("{what} position").format(what=what), 0, MAX_ACTIONS)
    _text(raw.get("text"), _("{what} text").format(what=what), MAX_TEXT, line=False)
    seat = raw.get("seat")
    if seat is not None:
        _whole(seat, _("{what} seat").format(what=what), 0, players - 1)
    named = {"trigger": _("{what} trigger"), "prompt": _("{what} prompt"), "time": _("{what} time")}
    for key, words in named.items():
        if raw.get(key) is not None:
            _text(raw[key], words.format(what=what), MAX_TEXT if key == "prompt" else MAX_WORD, line=key != "prompt")
    try:
        return JournalEntry.from_json({k: v for k, v in raw.items() if v is not None})
    except (ValueError, TypeError):
        raise RecordError(_("{what} is malformed").format(what=what)) from None


def record_from_json(data: Any, games: Mapping[str, GameDef], *, surrogates: bool = True) -> Record:
    """Check parsed JSON completely and build the record; raises only
    :class:`RecordError`, whose message quotes nothing from the file."""
    _check_tree(data, surrogates)
    if not isinstance(data, dict):
        raise RecordError(_("not a CardTable save file (no JSON object inside)"))
    if data.get("format") != FORMAT:
        raise RecordError(_("not a CardTable save file (unknown format)"))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError(_("the save file version is missing or malformed"))
    if version > FORMAT_VERSION:
        raise RecordError(_("the save file version is not supported by this CardTable; it needs a newer one"))
    game_id = _text(data.get("game"), _("game id"), MAX_WORD)
    if game_id not in games:
        raise RecordError(_("the save file is for a game this CardTable does not have (unknown game)"))
    game = games[game_id]
    rules_version = data.get("rules_version", 1)
    if not isinstance(rules_version, int) or isinstance(rules_version, bool) or rules_version < 1:
        raise RecordError(_("the rules version is malformed"))
    if rules_version > game.rules_version:
        raise RecordError(_("save file needs a newer version of the {title} rules").format(title=game.title))

    players_raw = _need(data, "players", list, _("player list"))
    if not game.min_players <= len(players_raw) <= game.max_players:
        raise RecordError(
            _("save file has impossible settings: {title} needs {min_players}–{max_players} players, not {count}").format(title=game.title, min_players=game.min_players, max_players=game.max_players, count=len(players_raw)))
    players = []
    for i, p in enumerate(players_raw):
        if not isinstance(p, dict):
            raise RecordError(_("player list is malformed"))
        # cleaned by the rule every name box follows (a tab pasted into a name
        # by an older CardTable becomes a space), so such saves resume
        name = clean_line(_text(p.get("name"), _("the name of player {number}").format(number=i + 1), MAX_NAME, line=False), MAX_NAME)
        if not name:
            raise RecordError(_("the name of player {number} is blank").format(number=i + 1))
        bot = p.get("bot", False)
        if not isinstance(bot, bool):
            raise RecordError(_("player {number} is neither a person nor a bot").format(number=i + 1))
        players.append(PlayerSpec(name, bot))

    options = dict(_need(data, "options", dict, "options"))
    for key in game.retired_options:  # an option the game no longer has: the save loads without it
        options.pop(key, None)
    for spec in game.options:
        value = options.get(spec.key)
        if spec.kind == "file" and isinstance(value, str) and value:
            raise RecordError(
                _("this save only names its {lower} ({shown_name}) instead of carrying it, so the deck is missing: start a new game and choose that file again").format(lower=spec.label.lower(), shown_name=shown_name(os.path.basename(value))))
    seed = _need(data, "seed", int, "seed")
    if not SEED_MIN <= seed < SEED_STOP:  # engine/rng.py: what a game may be seeded with
        raise RecordError(_("the seed is out of range"))
    stacked = data.get("stacked")
    if stacked is not None:
        if not isinstance(stacked, list) or len(stacked) > MAX_STACKED:
            raise RecordError(_("stacked deck is malformed"))
        for card in stacked:
            _text(card, _("a card of the stacked deck"), MAX_WORD, blank=False)
        stacked = tuple(stacked)

    actions_raw = _need(data, "actions", list, _("action list"))
    if len(actions_raw) > MAX_ACTIONS:
        raise RecordError(_("the save file has more than {most} moves, more than any game needs").format(most=written_number(MAX_ACTIONS)))
    actions = [_action(raw, i, len(players)) for i, raw in enumerate(actions_raw)]
    journal_raw = data.get("journal")
    if journal_raw is None:
        journal_raw = []
    if not isinstance(journal_raw, list) or len(journal_raw) > MAX_JOURNAL:
        raise RecordError(_("the story journal is malformed"))
    journal = [_journal_entry(raw, i, len(players), len(actions)) for i, raw in enumerate(journal_raw)]
    created = data.get("created", "")
    created = "" if created is None else _text(created, _("the creation time"), MAX_WORD)

    unknown = set(options) - {spec.key for spec in game.options}
    if unknown:
        raise RecordError(ngettext("save file has {count} option that {title} does not have",
                                           "save file has {count} options that {title} does not have",
                                           len(unknown)).format(count=len(unknown), title=game.title))
    setup = Setup(tuple(players), options, seed, stacked)
    try:
        setup = game.normalise(setup)
        game.check_players(setup.count)
    except BadOptions as err:
        raise RecordError(_("save file has impossible settings: {setup_reason}").format(setup_reason=setup_reason(err, setup))) from None
    return Record(
        game=game_id,
        setup=setup,
        actions=tuple(actions),
        journal=tuple(journal),
        rules_version=rules_version,
        created=created,
        origin=origin_from_json(data.get("origin")),
        uid=_uid(data.get("uid")),
        hints=_hints(data.get("hints"), len(players)),
    )


MAX_HINTS = 1_000_000  # hints counted per seat; a count above is kept at this


def _uid(raw: Any) -> str:
    """The game's id as a save holds it; "" (no id: a save from before ids)
    for anything but one short line of text. It names the game for the
    statistics only, so an odd one costs the save nothing."""
    if isinstance(raw, str) and 0 < len(raw) <= MAX_WORD and not holds_control(raw):
        return raw
    return ""


def _hints(raw: Any, players: int) -> tuple[int, ...]:
    """The hints shown to each seat as a save holds them: () for none, for a
    save from before hints were kept, or for anything but a count per seat."""
    if not isinstance(raw, list) or len(raw) != players:
        return ()
    if not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in raw):
        return ()
    return tuple(min(n, MAX_HINTS) for n in raw) if any(raw) else ()


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
