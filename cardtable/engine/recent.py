"""Recent games: every finished game, and every game another one replaced.

A game is never thrown away by starting another: when one ends it is kept
here, and so is a game in progress that New game, Open, Rematch or Play on
replaces. From the list a finished game can be opened again (to review it
or print its story) and an unfinished one played on. The list is bounded
(the oldest go first) and lives in one folder: a save file per game, as
Save as writes it (atomically, never through a link), and an index.

The index holds no words of any language (a game is named by its id), only
what the list shows: the players' names, how many moves, whether it was
finished and who won, and when it was kept. A game kept again takes the
place of its older entry (found by :func:`game_key`) only when it goes on
from it: the same moves and more, and every word of its story; a copy that
went another way, or fewer moves, is kept beside it. An index that cannot
be read is rebuilt from the save files beside it; a file that cannot be
read is left out.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Iterable, Mapping

import attrs

from .files import write_atomic
from .record import Record, RecordError, load_record

LIMIT = 20  # games kept; the oldest are removed first
INDEX = "recent.json"
SUFFIX = ".cardtable.json"
FORMAT = "cardtable-recent"


def game_key(record: Record) -> str:
    """What tells one game from another: its own id when the record has
    one, else the game and the second it was created."""
    return record.uid or f"{record.game}|{record.created}"


@attrs.frozen
class RecentGame:
    """One entry of the list: ``file`` is the save's name in the folder."""

    file: str
    key: str
    game: str
    players: tuple[str, ...]
    moves: int
    finished: bool
    winners: tuple[int, ...] = ()
    kept: str = ""  # ISO 8601, when it was kept
    forked: bool = False  # played on from a moment of another game

    def to_json(self) -> dict[str, Any]:
        data = attrs.asdict(self)
        data["players"], data["winners"] = list(self.players), list(self.winners)
        return data

    @classmethod
    def from_json(cls, data: Any) -> "RecentGame":
        if not isinstance(data, dict):
            raise ValueError("not an entry")
        text = {k: data.get(k) for k in ("file", "key", "game", "kept")}
        if not all(isinstance(v, str) for v in text.values()) or not _plain_name(text["file"]):
            raise ValueError("malformed entry")
        players, winners, moves = data.get("players"), data.get("winners", []), data.get("moves")
        if (not isinstance(players, list) or not all(isinstance(p, str) for p in players)
                or not isinstance(winners, list) or not all(_count(w) for w in winners) or not _count(moves)):
            raise ValueError("malformed entry")
        return cls(text["file"], text["key"], text["game"], tuple(players), moves, bool(data.get("finished")),
                   tuple(winners), text["kept"], bool(data.get("forked")))


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _plain_name(name: str) -> bool:
    """A file name in the folder itself (an index names no other place)."""
    return bool(name) and name.endswith(SUFFIX) and "/" not in name and "\\" not in name and name not in (".", "..")


class RecentGames:
    """The list in ``folder`` (made when the first game is kept)."""

    def __init__(self, folder: str | os.PathLike[str], games: Mapping[str, Any], limit: int = LIMIT) -> None:
        self.folder = Path(folder)
        self.games = games
        self.limit = limit

    # -- reading ---------------------------------------------------------------
    def entries(self) -> list[RecentGame]:
        """Newest first; only those whose save is still there."""
        return [e for e in self._read_index() if (self.folder / e.file).is_file()]

    def path(self, entry: RecentGame) -> Path:
        return self.folder / entry.file

    def load(self, entry: RecentGame) -> Record:
        """The game of ``entry``; RecordError (one line) if its file cannot be used."""
        return load_record(self.path(entry), self.games)

    # -- keeping ---------------------------------------------------------------
    def keep(self, record: Record, result=None, kept: str = "") -> RecentGame:
        """Keep ``record`` (``result``: its result when finished) at the top
        of the list, in place of an older entry of the same game."""
        from .match import now_iso

        key = game_key(record)
        replaced = next((e for e in self._read_index() if e.key == key and self._goes_on_from(record, e)), None)
        name = replaced.file if replaced is not None else _new_name(self.folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        write_atomic(self.folder / name, record.dumps(), refuse_link=True)
        entry = RecentGame(name, key, record.game, tuple(record.setup.names), len(record.actions), result is not None,
                           tuple(result.winners) if result is not None else (), kept or now_iso(),
                           record.origin is not None)
        others = [e for e in self._read_index() if e.file != name]
        keep, drop = [entry, *others][:self.limit], others[self.limit - 1:]
        self._write_index(keep)
        for gone in drop:
            _remove(self.folder / gone.file)
        return entry

    def _goes_on_from(self, record: Record, entry: RecentGame) -> bool:
        """Whether ``record`` is the game of ``entry`` with only moves and words added."""
        try:
            old = self.load(entry)
        except (RecordError, OSError):
            return True  # nothing there to lose
        n = len(old.actions)
        return (record.actions[:n] == old.actions and len(record.actions) >= n
                and all(e in record.journal for e in old.journal))

    def forget(self, entry: RecentGame) -> None:
        """Take ``entry`` off the list, and its save with it."""
        self._write_index([e for e in self._read_index() if e.file != entry.file])
        _remove(self.folder / entry.file)

    # -- the index -------------------------------------------------------------
    def _read_index(self) -> list[RecentGame]:
        path = self.folder / INDEX
        try:
            if path.is_symlink():
                raise ValueError("a link")
            data = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("games"), list):
                raise ValueError("not an index")
            return _unique(RecentGame.from_json(raw) for raw in data["games"])
        except FileNotFoundError:
            return []
        except (OSError, ValueError, UnicodeDecodeError):
            return self._rebuilt()

    def _rebuilt(self) -> list[RecentGame]:
        """The list made again from the saves in the folder (newest first)."""
        found = []
        for path in sorted(self.folder.glob(f"*{SUFFIX}"), key=lambda p: p.stat().st_mtime, reverse=True):
            try:
                record = load_record(path, self.games)
            except (RecordError, OSError):
                continue
            found.append(RecentGame(path.name, game_key(record), record.game, tuple(record.setup.names),
                                    len(record.actions), False, (), "", record.origin is not None))
        return _unique(found)[:self.limit]

    def _write_index(self, entries: Iterable[RecentGame]) -> None:
        data = {"format": FORMAT, "version": 1, "games": [e.to_json() for e in entries]}
        write_atomic(self.folder / INDEX, json.dumps(data, ensure_ascii=False, indent=1) + "\n", refuse_link=True)


def _unique(entries: Iterable[RecentGame]) -> list[RecentGame]:
    """Each file once (two copies of one game that went different ways are two entries)."""
    seen: set[str] = set()
    out = []
    for entry in entries:
        if entry.file not in seen:
            seen.add(entry.file)
            out.append(entry)
    return out


def _new_name(folder: Path) -> str:
    import secrets

    while True:
        name = f"game-{secrets.token_hex(6)}{SUFFIX}"
        if not os.path.lexists(folder / name):
            return name


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError:
        pass  # left behind: the index no longer names it, and it costs nothing but room


__all__ = ["LIMIT", "RecentGame", "RecentGames", "game_key"]
