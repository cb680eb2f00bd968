"""Game records: a header plus the action list. Save files are records.

``(game, rules version, options, players, seed or stacked deck, actions)``
replays to the identical state, so one JSON file is save game, replay and
undo history at once. Loading validates everything and raises
:class:`RecordError` with a one-line reason; writing is atomic.
"""

from __future__ import annotations

import json
import math
import os
import re
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator, Mapping

import attrs

from .files import UnreadableFile, carried_file, read_bounded, reason, shown_name
from .journal import JournalEntry
from .protocol import Action, BadOptions, GameDef, IllegalAction, PlayerSpec, Setup
from .text import MAX_ENTRY, MAX_NAME, clean_line, holds_control

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
MAX_DIGITS = 24  # any integer in the file
MESSAGE_CHARS = 200


class RecordError(ValueError):
    """A save or record file that cannot be used. The message says why, in
    one printable line of at most 200 characters."""

    def __init__(self, message: object = "") -> None:
        text = " ".join(str(message).split())
        text = "".join(c if c.isprintable() else "?" for c in text)
        if len(text) > MESSAGE_CHARS:
            text = text[: MESSAGE_CHARS - 1] + "…"
        super().__init__(text or "the save file cannot be used")


@attrs.frozen
class Record:
    game: str
    setup: Setup
    actions: tuple[tuple[int, Action], ...] = ()  # (seat, action)
    journal: tuple[JournalEntry, ...] = ()
    rules_version: int = 1
    created: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
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
            raise RecordError("the save file is nested too deeply to be a CardTable save")
        containers += 1
        if containers > MAX_CONTAINERS:
            raise RecordError("the save file holds far more entries than any CardTable game")
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
        raise RecordError("the save file holds a number that is not finite")
    if surrogates and value.__class__ is str and _SURROGATE.search(value):
        raise RecordError("the save file holds text that is not valid Unicode")


def _need(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"{what} is missing or malformed")
    return value


def _text(value: Any, what: str, longest: int, *, line: bool = True, blank: bool = True) -> str:
    """A string of at most ``longest`` characters; a ``line`` (a name, an id)
    holds no control characters. Free text (``line=False``) may hold any:
    whatever a player typed or pasted was saved, and must load again."""
    if not isinstance(value, str):
        raise RecordError(f"{what} is missing or not text")
    if len(value) > longest:
        raise RecordError(f"{what} is longer than {longest:,} characters")
    if line and holds_control(value):
        raise RecordError(f"{what} holds control characters")
    if not blank and not value.strip():
        raise RecordError(f"{what} is blank")
    return value


def _whole(value: Any, what: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise RecordError(f"{what} is missing or not a whole number from {low} to {high}")
    return value


def _argument(value: Any, what: str) -> None:
    """An action argument: JSON scalars or lists of them (checked for size)."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, list):
            if len(v) > MAX_STACKED:
                raise RecordError(f"{what} is a list too long for any move")
            stack.extend(v)
        elif isinstance(v, str):
            _text(v, what, MAX_TEXT, line=False)
        elif isinstance(v, int) and not isinstance(v, bool):
            if abs(v) >= 1 << 63:
                raise RecordError(f"{what} is a number too large for any move")
        elif not (v is None or isinstance(v, (bool, float))):
            raise RecordError(f"{what} is not a plain value")


def _action(raw: Any, i: int, players: int) -> tuple[int, Action]:
    what = f"action {i + 1}"
    if not isinstance(raw, dict):
        raise RecordError(f"{what} is malformed")
    raw = dict(raw)
    seat = raw.pop("seat", None)
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise RecordError(f"{what} has no seat")
    if not 0 <= seat < players:
        raise RecordError(f"{what} is by seat {seat + 1}, but there are {players} players")
    _text(raw.get("kind"), f"{what} kind", MAX_WORD, blank=False)
    for key, value in raw.items():
        if key != "kind":
            _text(key, f"{what} has an argument name that", MAX_WORD, blank=False)
            _argument(value, f"{what} argument")
    try:
        return seat, Action.from_json(raw)
    except (ValueError, TypeError):
        raise RecordError(f"{what} is malformed") from None


def _journal_entry(raw: Any, i: int, players: int, actions: int) -> JournalEntry:
    what = f"journal entry {i + 1}"
    if not isinstance(raw, dict):
        raise RecordError(f"{what} is malformed")
    _whole(raw.get("action_index"), f"{what} position", 0, actions)
    _text(raw.get("text"), f"{what} text", MAX_TEXT, line=False)
    seat = raw.get("seat")
    if seat is not None:
        _whole(seat, f"{what} seat", 0, players - 1)
    for key in ("trigger", "prompt", "time"):
        if raw.get(key) is not None:
            _text(raw[key], f"{what} {key}", MAX_TEXT if key == "prompt" else MAX_WORD, line=key != "prompt")
    try:
        return JournalEntry.from_json({k: v for k, v in raw.items() if v is not None})
    except (ValueError, TypeError):
        raise RecordError(f"{what} is malformed") from None


def record_from_json(data: Any, games: Mapping[str, GameDef], *, surrogates: bool = True) -> Record:
    """Check parsed JSON completely and build the record; raises only
    :class:`RecordError`, whose message quotes nothing from the file."""
    _check_tree(data, surrogates)
    if not isinstance(data, dict):
        raise RecordError("not a CardTable save file (no JSON object inside)")
    if data.get("format") != FORMAT:
        raise RecordError("not a CardTable save file (unknown format)")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError("the save file version is missing or malformed")
    if version > FORMAT_VERSION:
        raise RecordError("the save file version is not supported by this CardTable; it needs a newer one")
    game_id = _text(data.get("game"), "game id", MAX_WORD)
    if game_id not in games:
        raise RecordError("the save file is for a game this CardTable does not have (unknown game)")
    game = games[game_id]
    rules_version = data.get("rules_version", 1)
    if not isinstance(rules_version, int) or isinstance(rules_version, bool) or rules_version < 1:
        raise RecordError("the rules version is malformed")
    if rules_version > game.rules_version:
        raise RecordError(f"save file needs a newer version of the {game.title} rules")

    players_raw = _need(data, "players", list, "player list")
    if not game.min_players <= len(players_raw) <= game.max_players:
        raise RecordError(
            f"save file has impossible settings: {game.title} needs {game.min_players}–{game.max_players} "
            f"players, not {len(players_raw)}")
    players = []
    for i, p in enumerate(players_raw):
        if not isinstance(p, dict):
            raise RecordError("player list is malformed")
        # cleaned by the rule every name box follows (a tab pasted into a name
        # by an older CardTable becomes a space), so such saves resume
        name = clean_line(_text(p.get("name"), f"the name of player {i + 1}", MAX_NAME, line=False), MAX_NAME)
        if not name:
            raise RecordError(f"the name of player {i + 1} is blank")
        bot = p.get("bot", False)
        if not isinstance(bot, bool):
            raise RecordError(f"player {i + 1} is neither a person nor a bot")
        players.append(PlayerSpec(name, bot))

    options = dict(_need(data, "options", dict, "options"))
    for spec in game.options:
        value = options.get(spec.key)
        if spec.kind == "file" and isinstance(value, str) and value:
            raise RecordError(
                f"this save only names its {spec.label.lower()} ({shown_name(os.path.basename(value))}) instead of "
                "carrying it, so the deck is missing: start a new game and choose that file again")
    seed = _need(data, "seed", int, "seed")
    if not -(1 << 63) <= seed < 1 << 64:
        raise RecordError("the seed is out of range")
    stacked = data.get("stacked")
    if stacked is not None:
        if not isinstance(stacked, list) or len(stacked) > MAX_STACKED:
            raise RecordError("stacked deck is malformed")
        for card in stacked:
            _text(card, "a card of the stacked deck", MAX_WORD, blank=False)
        stacked = tuple(stacked)

    actions_raw = _need(data, "actions", list, "action list")
    if len(actions_raw) > MAX_ACTIONS:
        raise RecordError(f"the save file has more than {MAX_ACTIONS:,} moves, more than any game needs")
    actions = [_action(raw, i, len(players)) for i, raw in enumerate(actions_raw)]
    journal_raw = data.get("journal")
    if journal_raw is None:
        journal_raw = []
    if not isinstance(journal_raw, list) or len(journal_raw) > MAX_JOURNAL:
        raise RecordError("the story journal is malformed")
    journal = [_journal_entry(raw, i, len(players), len(actions)) for i, raw in enumerate(journal_raw)]
    created = data.get("created", "")
    created = "" if created is None else _text(created, "the creation time", MAX_WORD)

    unknown = set(options) - {spec.key for spec in game.options}
    if unknown:
        raise RecordError(f"save file has {len(unknown)} option(s) that {game.title} does not have")
    setup = Setup(tuple(players), options, seed, stacked)
    try:
        setup = game.normalise(setup)
        game.check_players(setup.count)
    except BadOptions as err:
        raise RecordError(f"save file has impossible settings: {_without(str(err), _setup_words(setup))}") from None
    return Record(
        game=game_id,
        setup=setup,
        actions=tuple(actions),
        journal=tuple(journal),
        rules_version=rules_version,
        created=created,
    )


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise RecordError("the save file holds a number far too large for any game")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > 40:
        raise RecordError("the save file holds a number with far too many digits")
    return float(text)


def _no_constant(_: str) -> Any:
    raise RecordError("the save file holds NaN or Infinity, which no game uses")


def checking_decoder(bound_numbers: bool = True) -> json.JSONDecoder:
    """The decoder every part of a save is read with: no NaN or Infinity,
    and each number's digits bounded (``bound_numbers=False`` where no long
    run of digits was seen: the plain parsers are faster)."""
    numbers = {"parse_int": _parse_int, "parse_float": _parse_float} if bound_numbers else {}
    return json.JSONDecoder(parse_constant=_no_constant, **numbers)


def parse_record(raw: bytes, games: Mapping[str, GameDef], name: str = "the file") -> Record:
    """A record from the bytes of a save file; raises only :class:`RecordError`."""
    if len(raw) > MAX_FILE_BYTES:
        raise RecordError(f"{name} is too large to be a CardTable save file")
    # Every container costs memory: count them before building any. Brackets
    # and commas inside text (a narration full of commas) are not containers:
    # when the plain count is over, they are counted again outside strings.
    if _too_many_entries(raw) and _too_many_entries(_STRING.sub(b'""', raw)):
        raise RecordError(f"{name} holds far more entries than any CardTable save")
    # Long runs of digits are rare: only then is each number checked as it is read.
    from .autosave import parse_save_text  # a save file, or an autosave journal folded into one

    try:
        text = raw.decode("utf-8")
        data = parse_save_text(text, name, checking_decoder(_LONG_DIGITS.search(raw) is not None))
    except RecordError:
        raise
    except RecursionError:
        raise RecordError(f"{name} is nested too deeply to be a CardTable save file") from None
    except (UnicodeDecodeError, ValueError):
        raise RecordError(f"{name} is not a CardTable save file (not JSON)") from None
    return record_from_json(data, games, surrogates=_SURROGATE_ESCAPE.search(raw) is not None)


def _too_many_entries(raw: bytes) -> bool:
    return raw.count(b"[") + raw.count(b"{") > MAX_CONTAINERS or raw.count(b",") > MAX_ITEMS


# A JSON string, or an unclosed one up to the end: it matches at its first
# try from any quote, so the scan is linear however the file is built.
_STRING = re.compile(rb'"(?:[^"\\]+|\\.)*(?:"|\\?\Z)', re.DOTALL)
_LONG_DIGITS = re.compile(rb"[0-9]{%d}" % (MAX_DIGITS + 1))
_SURROGATE_ESCAPE = re.compile(rb"\\[uU][dD][89a-fA-F]")  # UTF-8 itself cannot hold surrogates


def load_record(path: str | os.PathLike[str], games: Mapping[str, GameDef]) -> Record:
    """Read and check a save file; raises only :class:`RecordError` (one line)."""
    name = shown_name(os.path.basename(os.fspath(path)) or os.fspath(path))
    try:
        raw = read_bounded(path, MAX_FILE_BYTES)
    except UnreadableFile as err:
        why = str(err)
        if why == "it does not exist":
            raise RecordError(f"{name} does not exist") from None
        if why.startswith("it is a folder"):
            raise RecordError(f"{name} is a folder, not a save file") from None
        if why.startswith("it is larger"):
            raise RecordError(f"{name} is too large to be a CardTable save file") from None
        raise RecordError(f"cannot read {name}: {why}") from None
    return parse_record(raw, games, name)


@contextmanager
def atomic_target(path: str | os.PathLike[str]) -> Iterator[str]:
    """A temp file's name in ``path``'s folder to write to; it replaces
    ``path`` only when the block ends without error, else it is removed, so
    ``path`` is never left half-written. The folder is synced after the
    rename, so the new name survives a power cut too.

    While the block runs, the temp file is locked (where the system has
    ``flock``): :func:`remove_orphan_temps` only removes temp files whose
    writer is gone, never one that a running copy is still writing."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    _lock(fd, blocking=True)
    try:
        os.chmod(tmp, 0o666 & ~_UMASK)  # an ordinary new file (mkstemp makes it private)
        yield tmp
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    finally:
        os.close(fd)  # releases the lock
    _sync_folder(path.parent)


# mkstemp's names: ".<file name>.<8 random letters, digits or _>.cardtable-tmp". The
# suffix is CardTable's own: the folders a player saved to are swept at start,
# and another program's ".tmp" files there are none of CardTable's business.
TEMP_SUFFIX = ".cardtable-tmp"
_TEMP_NAME = re.compile(r"^\..+\.[a-z0-9_]{8}\.cardtable-tmp$")
# what earlier versions named them (".tmp"): swept only in the app's own folders
_OLDER_TEMP_NAME = re.compile(r"^\..+\.[a-z0-9_]{8}\.tmp$")


def _read_umask() -> int:
    """The process's umask (read by setting it and back: done once, at import,
    before any thread runs; done per write, a thread could read the 0 another
    had set for that moment, and leave it so)."""
    umask = os.umask(0)
    os.umask(umask)
    return umask


_UMASK = _read_umask()


def _lock(fd: int, blocking: bool) -> bool:
    try:
        import fcntl
    except ImportError:  # Windows: open files cannot be removed there anyway
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
    except OSError:
        return False
    return True


def _sync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:  # not possible on every system (Windows)
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def move_aside(path: str | os.PathLike[str]) -> str:
    """Rename a save that cannot be loaded, next to where it was, under a name
    no other file has (``autosave-broken-1.cardtable.json``, ...), so it is
    kept but not tried again. Returns a sentence saying where it went."""
    path = Path(path)
    target = broken_name(path)
    if target is None:
        return "it could not be moved aside (too many broken saves are kept there)."
    try:
        os.rename(path, target)  # the name itself: a link is moved, not followed
    except OSError as err:
        return f"it could not be moved aside ({reason(err)})."
    _sync_folder(path.parent)
    return f"it was kept as {shown_name(target.name)}."


def broken_name(path: str | os.PathLike[str]) -> Path | None:
    """The first name beside ``path`` that no file has, for keeping a damaged
    copy of it: ``autosave-broken-1.cardtable.json``, ``-broken-2``, ...
    (None when a thousand are taken)."""
    path = Path(path)
    stem = path.name.split(".")[0] or "save"
    rest = path.name[len(stem):] or ".cardtable.json"
    for n in range(1, 1000):
        target = path.with_name(f"{stem}-broken-{n}{rest}")
        if not os.path.lexists(target):
            return target
    return None


def remove_orphan_temps(folder: str | os.PathLike[str], *, own: bool = False) -> list[str]:
    """Remove the temp files that interrupted atomic writes (a crash, a kill)
    left in ``folder``; returns their names. A temp file still being written
    by a running copy is locked and stays. ``own``: the folder is the app's
    own (data, settings), where the temp files of earlier versions are
    swept too."""
    removed: list[str] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not (_TEMP_NAME.match(entry.name) or (own and _OLDER_TEMP_NAME.match(entry.name))):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            fd = os.open(entry.path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
        except OSError:
            continue
        try:
            if _lock(fd, blocking=False):
                os.unlink(entry.path)
                removed.append(entry.name)
        except OSError:
            pass
        finally:
            os.close(fd)
    return removed


def write_atomic(path: str | os.PathLike[str], text: str | bytes) -> None:
    """Write ``text`` (or bytes) to ``path`` via a temp file in the same folder + rename."""
    if not isinstance(text, (str, bytes)):
        raise TypeError(f"write_atomic writes text or bytes, not {type(text).__name__}")
    with atomic_target(path) as tmp, open(tmp, "wb") as fh:
        fh.write(text if isinstance(text, bytes) else text.encode("utf-8"))
        fh.flush()
        os.fsync(fh.fileno())


def save_record(path: str | os.PathLike[str], record: Record) -> None:
    write_atomic(path, record.dumps())


def start_failure(err: BaseException, setup: Setup | None = None) -> RecordError:
    """Why a checked record's set-up could not start a game, as a RecordError
    (quoting nothing of the set-up's own words)."""
    if isinstance(err, BadOptions):
        return RecordError(f"cannot start the recorded game: {_without(str(err), _setup_words(setup))}")
    return RecordError(f"cannot start the recorded game: the game refused its set-up ({type(err).__name__})")


def replay_failure(index: int, err: BaseException, action: Action | None = None) -> RecordError:
    """Why action ``index`` (0-based) of a record could not be replayed. The
    game's reason is kept, but the action's own words are cut out of it: they
    come from the file, and a message never repeats what a file holds."""
    if isinstance(err, IllegalAction):
        words = _words([action.kind, action.args]) if action is not None else []
        return RecordError(f"action {index + 1} cannot be replayed: {_without(str(err), words)}")
    return RecordError(f"action {index + 1} cannot be replayed: the game refused it ({type(err).__name__})")


def _words(value: Any) -> list[str]:
    """Every string inside ``value`` (nested lists, tuples and dicts)."""
    words: list[str] = []
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, (list, tuple)):
            stack.extend(v)
        elif isinstance(v, Mapping):
            stack.extend(v.keys())
            stack.extend(v.values())
        elif isinstance(v, str):
            words.append(v)
    return words


def _setup_words(setup: Setup | None) -> list[str]:
    if setup is None:
        return []
    options = [v for v in dict(setup.options).values() if carried_file(v) is None]
    return _words([options, setup.stacked or ()])


def _without(reason: str, words: list[str]) -> str:
    """``reason`` with each of ``words`` cut out (short ones only where quoted)."""
    forms = {form for word in words for form in (word, repr(word)[1:-1], ascii(word)[1:-1])}
    for word in sorted(forms, key=len, reverse=True):
        if len(word) >= 3:
            reason = reason.replace(word, "…")
        elif word:
            reason = reason.replace(f"'{word}'", "'…'").replace(f'"{word}"', '"…"')
    return reason


def replay(game: GameDef, record: Record) -> tuple[Any, list[Any]]:
    """Replay a record; returns the final state and every event. Raises
    only :class:`RecordError`, naming the first action that does not apply."""
    try:
        state = game.create(record.setup)
    except Exception as err:  # a record is data: whatever the game raises, the file is at fault
        raise start_failure(err, record.setup) from None
    events: list[Any] = []
    for i, (seat, action) in enumerate(record.actions):
        try:
            state, evs = game.checked_apply(state, seat, action)
        except Exception as err:
            raise replay_failure(i, err, action) from None
        events.extend(evs)
    return state, events
