"""Game records: a header plus the action list. Save files are records.

``(game, rules version, options, players, seed or stacked deck, actions)``
replays to the identical state, so one JSON file is save game, replay and
undo history at once. Loading validates everything and raises
:class:`RecordError` with a one-line reason; writing is atomic.
"""

from __future__ import annotations

import json
import os
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator, Mapping

import attrs

from .journal import JournalEntry
from .protocol import Action, BadOptions, GameDef, IllegalAction, PlayerSpec, Setup

FORMAT = "cardtable-record"
FORMAT_VERSION = 1
MAX_FILE_BYTES = 50 * 1024 * 1024


class RecordError(ValueError):
    """A save or record file that cannot be used. The message says why."""


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


def _need(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"{what} is missing or malformed")
    return value


def record_from_json(data: Any, games: Mapping[str, GameDef]) -> Record:
    if not isinstance(data, dict):
        raise RecordError("not a CardTable save file (no JSON object inside)")
    if data.get("format") != FORMAT:
        raise RecordError("not a CardTable save file (unknown format)")
    version = data.get("version")
    if not isinstance(version, int) or version > FORMAT_VERSION or version < 1:
        raise RecordError(f"save file version {version!r} is not supported by this CardTable")
    game_id = _need(data, "game", str, "game id")
    if game_id not in games:
        raise RecordError(f"unknown game {game_id!r} in save file")
    game = games[game_id]
    rules_version = data.get("rules_version", 1)
    if not isinstance(rules_version, int) or rules_version > game.rules_version:
        raise RecordError(f"save file needs a newer version of the {game.title} rules")
    players_raw = _need(data, "players", list, "player list")
    players = []
    for p in players_raw:
        if not isinstance(p, dict) or not isinstance(p.get("name"), str):
            raise RecordError("player list is malformed")
        players.append(PlayerSpec(p["name"], bool(p.get("bot", False))))
    options = _need(data, "options", dict, "options")
    seed = _need(data, "seed", int, "seed")
    stacked = data.get("stacked")
    if stacked is not None:
        if not isinstance(stacked, list) or not all(isinstance(c, str) for c in stacked):
            raise RecordError("stacked deck is malformed")
        stacked = tuple(stacked)
    actions = []
    for i, raw in enumerate(_need(data, "actions", list, "action list")):
        if not isinstance(raw, dict):
            raise RecordError(f"action {i + 1} is malformed")
        raw = dict(raw)
        seat = raw.pop("seat", None)
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise RecordError(f"action {i + 1} has no seat")
        try:
            actions.append((seat, Action.from_json(raw)))
        except (ValueError, TypeError) as err:
            raise RecordError(f"action {i + 1} is malformed: {err}") from None
    journal = []
    for i, raw in enumerate(data.get("journal") or []):
        try:
            journal.append(JournalEntry.from_json(raw))
        except ValueError as err:
            raise RecordError(f"journal entry {i + 1}: {err}") from None
    setup = Setup(tuple(players), options, seed, stacked)
    try:
        setup = game.normalise(setup)
        game.check_players(setup.count)
    except BadOptions as err:
        raise RecordError(f"save file has impossible settings: {err}") from None
    return Record(
        game=game_id,
        setup=setup,
        actions=tuple(actions),
        journal=tuple(journal),
        rules_version=rules_version,
        created=str(data.get("created", "")),
    )


def load_record(path: str | os.PathLike[str], games: Mapping[str, GameDef]) -> Record:
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise RecordError(f"{path.name} is too large to be a CardTable save file")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise RecordError(f"{path} does not exist") from None
    except IsADirectoryError:
        raise RecordError(f"{path} is a folder, not a save file") from None
    except OSError as err:
        raise RecordError(f"cannot read {path}: {err.strerror or err}") from None
    from .autosave import parse_save_text  # a save file, or an autosave journal

    try:
        data = parse_save_text(raw.decode("utf-8"), path.name)
    except UnicodeDecodeError:
        raise RecordError(f"{path.name} is not a CardTable save file (not JSON)") from None
    return record_from_json(data, games)


@contextmanager
def atomic_target(path: str | os.PathLike[str]) -> Iterator[str]:
    """A temp file's name in ``path``'s folder to write to; it replaces
    ``path`` only when the block ends without error, else it is removed, so
    ``path`` is never left half-written."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(fd)
    try:
        yield tmp
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` via a temp file in the same folder + rename."""
    with atomic_target(path) as tmp, open(tmp, "w", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())


def save_record(path: str | os.PathLike[str], record: Record) -> None:
    write_atomic(path, record.dumps())


def replay(game: GameDef, record: Record) -> tuple[Any, list[Any]]:
    """Replay a record; returns the final state and every event. Raises
    :class:`RecordError` naming the first action that does not apply."""
    try:
        state = game.create(record.setup)
    except BadOptions as err:
        raise RecordError(f"cannot start the recorded game: {err}") from None
    events: list[Any] = []
    for i, (seat, action) in enumerate(record.actions):
        try:
            state, evs = game.checked_apply(state, seat, action)
        except IllegalAction as err:
            raise RecordError(f"action {i + 1} ({action}) cannot be replayed: {err}") from None
        events.extend(evs)
    return state, events
