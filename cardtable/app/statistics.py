"""Standings at the end of a game and per-player statistics across games.

Each player's games played and won are counted in total and per game, and
among the wins, those won after asking for a hint (``hinted_won``; a file
from before hints has none, and loads as it was).

A game is counted once, under its key (:func:`game_key`): the random id its
record holds (``Match.uid``), or for a save from before ids, its game,
creation time and number of moves, as such games were always counted. A
game played on from a moment of another (Play on from here: its record
names an origin) is *practice*: whoever plays it has seen how that game went
on, so it is counted apart (``practice_played``, ``practice_won``) and never
in the games played and won, nor in the win rate.

Pure Python (no Qt): the result view and the Statistics dialog show what
these functions compute. Statistics live in one small JSON file in the
app's data folder, changed under a lock and written atomically; a damaged
or foreign file is moved aside (to ``statistics-broken-N.json``, a name no
file has) and counting starts afresh rather than failing, while an odd entry
in a good file is left out or brought into range on its own.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterable, Sequence

from cardtable.engine.files import MISSING, BadJson, UnreadableFile, locked, read_small_json
from cardtable.engine.record import move_aside, write_atomic
from cardtable.words import tr

STATS_FILE = "statistics.json"
MAX_BYTES = 2_000_000
MAX_CONTAINERS = 100_000
MAX_KEYS = 500  # finished games remembered, so one game is never counted twice
MAX_COUNT = 10**12  # far beyond any real count; a count stops here rather than spoiling the file


def game_key(match: Any) -> str:
    """The key a finished game is counted under, so that it is counted once:
    its own random id; for a game saved before games had one, its game,
    creation time (to the second) and number of moves, as before."""
    uid = getattr(match, "uid", "")
    if uid:
        return f"{match.game.id}|{uid}"
    return f"{match.game.id}|{match.created}|{len(match.steps)}"


def is_practice(match: Any) -> bool:
    """A game played on from a moment of another game (its record names an
    origin): practice, counted apart from the games played and won."""
    return getattr(match, "origin", None) is not None


def number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def standings(result: Any, names: Sequence[str]) -> list[tuple[int, str, str, bool]]:
    """(place, name, score text, won) per seat, best first: winners, then by
    score when the game gives scores; equal standing shares a place."""
    n = len(names)
    scores = tuple(result.scores) if len(result.scores) == n else ()
    winners = set(result.winners)

    def key(seat: int) -> tuple:
        return (seat not in winners, -scores[seat] if scores else 0)

    order = sorted(range(n), key=lambda s: (key(s), s))
    out: list[tuple[int, str, str, bool]] = []
    place = 0
    for i, seat in enumerate(order):
        if i == 0 or key(seat) != key(order[i - 1]):
            place = i + 1
        out.append((place, names[seat], number(scores[seat]) if scores else "—", seat in winners))
    return out


class Statistics:
    """Games played and won per player name, in total and per game.

    Several copies of the app may run at once, each with its own
    ``Statistics``: :meth:`record` counts a game in memory, and :meth:`save`
    adds what this copy counted to the file as it is *now* (read again under
    an exclusive lock, then written atomically), so no copy's games are lost.
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.problem = ""
        self._pending: list[tuple] = []  # ("count", ...) and ("reset",), not yet in the file
        self.data: dict[str, Any] = _empty()
        self.refresh()

    # -- file ----------------------------------------------------------------
    def refresh(self) -> None:
        """Read the file again (what other copies counted) plus what this copy
        has not saved yet. A damaged file is moved aside (:attr:`problem` says so)."""
        try:
            with locked(self.path):
                data = self._load(set_aside=True)
        except OSError:  # no lock to be had (a read-only folder, a busy copy): read, but move nothing
            data = self._load(set_aside=False)
        for change in self._pending:
            _apply(data, change)
        self.data = data

    def _load(self, set_aside: bool) -> dict[str, Any]:
        try:
            data = read_small_json(self.path, MAX_BYTES, what=tr("it", "the statistics file, in why it cannot be read"),
                                   max_containers=MAX_CONTAINERS)
        except UnreadableFile as err:
            if err.kind == MISSING:
                return _empty()
            return self._damaged(str(err), set_aside)
        except BadJson as err:
            return self._damaged(str(err), set_aside)
        if not isinstance(data, dict) or not isinstance(data.get("players"), dict):
            return self._damaged(tr("it is not a statistics file"), set_aside)
        return _validated(data)

    def _damaged(self, reason: str, set_aside: bool) -> dict[str, Any]:
        where = move_aside(self.path) if set_aside else tr("it was left where it is.")
        self.problem = tr("The statistics file could not be read ({reason}); {where} Counting starts afresh.").format(
            reason=reason, where=where)
        return _empty()

    def save(self) -> None:
        """Add this copy's counts (and resets) to the file; raises ``OSError``
        if it cannot be written (they stay pending and are tried again)."""
        if not self._pending:
            return
        with locked(self.path):
            data = self._load(set_aside=True)
            for change in self._pending:
                _apply(data, change)
            write_atomic(self.path, json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True))
        self.data, self._pending = data, []

    # -- counting --------------------------------------------------------------
    def record(self, key: str, game_id: str, title: str, names: Sequence[str | None],
               winners: Sequence[int], hinted: Iterable[int] = (), practice: bool = False) -> bool:
        """Count one finished game for ``names`` (the human players; ``None``
        for a bot); ``hinted``: the seats that were shown a hint in it (their
        wins are also counted as wins with hints); ``practice``: a game
        played on from a moment of another, counted apart (see
        :meth:`practice`). False if this game (``key``) was counted already."""
        if key in self.data["counted"]:
            return False
        change = ("count", _text(key, 300), _text(game_id, 100), _text(title, 100),
                  tuple(None if n is None else _text(n, 100) for n in names), tuple(winners),
                  tuple(sorted(set(hinted))), bool(practice))
        _apply(self.data, change)
        self._pending.append(change)
        return True

    def reset(self) -> None:
        self.data = _empty()
        self._pending.append(("reset",))

    def rows(self) -> list[tuple[str, int, int, list[tuple[str, int, int]]]]:
        """(name, played, won, [(game title, played, won)]) by most games won;
        practice games are not among them (see :meth:`practice`)."""
        out = []
        for name, row in self.data["players"].items():
            games = sorted(((g["title"], g["played"], g["won"]) for g in row["games"].values()),
                           key=lambda t: (-t[1], t[0]))
            out.append((name, row["played"], row["won"], games))
        return sorted(out, key=lambda r: (-r[2], -r[1], r[0].casefold()))

    def wins_with_hints(self) -> dict[str, tuple[int, dict[str, int]]]:
        """name -> (games won with hints, {game title: games of it won with hints})."""
        return {name: (row["hinted_won"], {g["title"]: g["hinted_won"] for g in row["games"].values()})
                for name, row in self.data["players"].items()}

    def practice(self) -> dict[str, tuple[tuple[int, int], dict[str, tuple[int, int]]]]:
        """name -> ((practice games played, won), {game title: (played, won)}):
        the games played on from a moment of another, counted apart."""
        return {name: ((row["practice_played"], row["practice_won"]),
                       {g["title"]: (g["practice_played"], g["practice_won"]) for g in row["games"].values()})
                for name, row in self.data["players"].items()}


def _empty() -> dict[str, Any]:
    return {"version": 1, "players": {}, "counted": []}


def _apply(data: dict[str, Any], change: tuple) -> None:
    """One recorded change, applied to ``data`` in place."""
    if change[0] == "reset":
        data.update(_empty())
        return
    _kind, key, game_id, title, names, winners, *more = change
    hinted = more[0] if more else ()
    practice = bool(more[1]) if len(more) > 1 else False
    if key in data["counted"]:
        return  # another copy counted this very game already
    for seat, name in enumerate(names):
        if name is None:
            continue
        row = data["players"].setdefault(name, _counts({"games": {}}))
        g = row["games"].setdefault(game_id, _counts({"title": title}))
        g["title"] = title
        won = int(seat in winners)
        for entry in (row, g):  # a count stops at the top of its range rather than growing past it
            if practice:  # apart: never among the games played and won
                entry["practice_played"] = min(entry["practice_played"] + 1, MAX_COUNT)
                entry["practice_won"] = min(entry["practice_won"] + won, entry["practice_played"])
                continue
            entry["played"] = min(entry["played"] + 1, MAX_COUNT)
            entry["won"] = min(entry["won"] + won, entry["played"])
            entry["hinted_won"] = min(entry.get("hinted_won", 0) + int(bool(won) and seat in hinted), entry["won"])
    data["counted"] = (data["counted"] + [key])[-MAX_KEYS:]


def _counts(entry: dict[str, Any]) -> dict[str, Any]:
    """``entry`` with every count at 0."""
    return {"played": 0, "won": 0, "hinted_won": 0, "practice_played": 0, "practice_won": 0, **entry}


def _practice(entry: dict[str, Any], raw: dict[str, Any]) -> dict[str, Any]:
    """``entry`` with the practice counts of ``raw`` (a file from before
    practice games were counted apart has none)."""
    entry["practice_played"] = _count(raw.get("practice_played"))
    entry["practice_won"] = min(_count(raw.get("practice_won")), entry["practice_played"])
    return entry


def _validated(data: dict[str, Any]) -> dict[str, Any]:
    """The statistics in ``data``, entry by entry: a malformed entry is left
    out and an impossible count is brought into range; the rest is kept."""
    out = _empty()
    counted = data.get("counted", [])
    if isinstance(counted, list):
        out["counted"] = [k for k in counted if isinstance(k, str)][-MAX_KEYS:]
    for name, row in data["players"].items():
        if not isinstance(row, dict) or not name:
            continue
        games = row.get("games", {})
        clean: dict[str, Any] = {"played": _count(row.get("played")), "games": {}}
        clean["won"] = min(_count(row.get("won")), clean["played"])
        # wins with hints: counted since hints came; a file from before has none
        clean["hinted_won"] = min(_count(row.get("hinted_won")), clean["won"])
        _practice(clean, row)
        for gid, g in (games.items() if isinstance(games, dict) else ()):
            if not isinstance(g, dict) or not gid:
                continue
            played = _count(g.get("played"))
            title = g.get("title", gid)
            won = min(_count(g.get("won")), played)
            clean["games"][gid[:100]] = _practice({"played": played, "won": won,
                                                   "hinted_won": min(_count(g.get("hinted_won")), won),
                                                   "title": (title if isinstance(title, str) else gid)[:100]}, g)
        out["players"][name[:100]] = clean
    return out


def _count(value: Any) -> int:
    """A count from the file: a whole number brought into 0..MAX_COUNT; 0 if it is none."""
    if isinstance(value, bool) or not isinstance(value, int):
        return 0
    return min(max(value, 0), MAX_COUNT)


def _text(value: Any, longest: int) -> str:
    """Text that JSON can carry as UTF-8 (no lone surrogates), at most ``longest`` characters."""
    return str(value).encode("utf-8", "replace").decode("utf-8")[:longest]


def percent(won: int, played: int) -> str:
    return f"{round(100 * won / played)}%" if played else "—"
