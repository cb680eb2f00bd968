"""Standings at the end of a game and per-player statistics across games.

Pure Python (no Qt): the result view and the Statistics dialog show what
these functions compute. Statistics live in one small JSON file in the
app's data folder, written atomically; a damaged or foreign file is set
aside (kept as ``.broken``) and counting starts afresh rather than failing.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Sequence

from cardtable.engine.record import write_atomic

STATS_FILE = "statistics.json"
MAX_BYTES = 2_000_000
MAX_KEYS = 500  # finished games remembered, so one game is never counted twice


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
    """Games played and won per player name, in total and per game."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.problem = ""
        self.data: dict[str, Any] = self._load()

    # -- file ----------------------------------------------------------------
    def _empty(self) -> dict[str, Any]:
        return {"version": 1, "players": {}, "counted": []}

    def _load(self) -> dict[str, Any]:
        try:
            if not self.path.is_file():
                return self._empty()
            if self.path.stat().st_size > MAX_BYTES:
                raise ValueError("too large")
            data = json.loads(self.path.read_text(encoding="utf-8"))
            return self._validated(data)
        except (OSError, ValueError, TypeError, RecursionError) as err:
            self.problem = f"The statistics file could not be read ({err}); counting starts afresh."
            try:
                os.replace(self.path, self.path.with_suffix(".broken"))
            except OSError:
                pass
            return self._empty()

    def _validated(self, data: Any) -> dict[str, Any]:
        if not isinstance(data, dict) or not isinstance(data.get("players"), dict):
            raise ValueError("not a statistics file")
        out = self._empty()
        counted = data.get("counted", [])
        out["counted"] = [k for k in counted if isinstance(k, str)][-MAX_KEYS:] if isinstance(counted, list) else []
        for name, row in data["players"].items():
            if not isinstance(name, str) or not isinstance(row, dict):
                raise ValueError("bad player entry")
            games = row.get("games", {})
            if not isinstance(games, dict):
                raise ValueError("bad game entry")
            clean = {"played": _count(row.get("played")), "won": _count(row.get("won")), "games": {}}
            for gid, g in games.items():
                if not isinstance(gid, str) or not isinstance(g, dict):
                    raise ValueError("bad game entry")
                clean["games"][gid] = {"played": _count(g.get("played")), "won": _count(g.get("won")),
                                       "title": str(g.get("title", gid))[:100]}
            out["players"][name[:100]] = clean
        return out

    def save(self) -> None:
        write_atomic(self.path, json.dumps(self.data, ensure_ascii=False, indent=1, sort_keys=True))

    # -- counting --------------------------------------------------------------
    def record(self, key: str, game_id: str, title: str, names: Sequence[str],
               winners: Sequence[int]) -> bool:
        """Count one finished game for ``names`` (the human players); False
        if this game (``key``) was counted already."""
        if key in self.data["counted"]:
            return False
        for seat, name in enumerate(names):
            if name is None:
                continue
            row = self.data["players"].setdefault(name, {"played": 0, "won": 0, "games": {}})
            g = row["games"].setdefault(game_id, {"played": 0, "won": 0, "title": title})
            g["title"] = title
            won = int(seat in winners)
            row["played"] += 1
            row["won"] += won
            g["played"] += 1
            g["won"] += won
        self.data["counted"] = (self.data["counted"] + [key])[-MAX_KEYS:]
        return True

    def reset(self) -> None:
        self.data = self._empty()

    def rows(self) -> list[tuple[str, int, int, list[tuple[str, int, int]]]]:
        """(name, played, won, [(game title, played, won)]) by most games won."""
        out = []
        for name, row in self.data["players"].items():
            games = sorted(((g["title"], g["played"], g["won"]) for g in row["games"].values()),
                           key=lambda t: (-t[1], t[0]))
            out.append((name, row["played"], row["won"], games))
        return sorted(out, key=lambda r: (-r[2], -r[1], r[0].casefold()))


def _count(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 10**9:
        raise ValueError("bad count")
    return value


def percent(won: int, played: int) -> str:
    return f"{round(100 * won / played)}%" if played else "—"
