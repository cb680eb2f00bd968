"""The figures of a run and how they are written: win rates with their
95 % Wilson intervals per seat (:class:`VariantStats`), as sentences
(``cardtable simulate``), as a table for the terminal, or as a CSV or JSON
file (``cardtable sweep --out``).

Owns :class:`SeatStats` and :class:`VariantStats`, made from a
:class:`~.play.Tally`. May touch the engine's words and numbers and its
atomic file writing; it plays nothing.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any, Iterable, Sequence

import attrs

from cardtable.engine.i18n import _, number, percent
from cardtable.engine.protocol import GameDef
from cardtable.engine.record import write_atomic

from .play import MAX_ACTIONS, Tally
from .variant import SweepError, Variant, games_text, option_text

Z95 = 1.959963984540054  # two-sided 95 % normal quantile


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion (95 % by default)."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z / (1 + z2 / n) * math.sqrt(max(0.0, p * (1 - p) / n + z2 / (4 * n * n)))
    return max(0.0, centre - half), min(1.0, centre + half)


@attrs.frozen
class SeatStats:
    seat: int  # 0-based
    wins: float
    win_rate: float
    low: float  # 95 % Wilson interval
    high: float


@attrs.frozen
class VariantStats:
    variant: Variant
    games: int
    completed: int
    unfinished: int
    round_limit: int
    mean_moves: float
    mean_score_spread: float | None
    seats: tuple[SeatStats, ...]
    seconds: float = attrs.field(eq=False, default=0.0)  # CPU-side playing time, not a result
    outcomes: tuple = ()  # (game k, each seat's share), by k, when the run kept them (a ladder)

    @classmethod
    def from_tally(cls, variant: Variant, tally: Tally) -> "VariantStats":
        n = tally.completed
        seats = []
        for i, w in enumerate(tally.wins):
            wf = float(w)
            low, high = wilson(wf, n)
            seats.append(SeatStats(i, wf, wf / n if n else 0.0, low, high))
        spread = float(tally.spread_sum / tally.spread_games) if tally.spread_games else None
        return cls(variant, tally.games, n, tally.unfinished, tally.round_limit,
                   tally.moves / tally.games if tally.games else 0.0, spread, tuple(seats), tally.seconds,
                   tuple(sorted(tally.outcomes.items())))

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.variant.players,
            "options": self.variant.option_dict,
            "games": self.games,
            "completed": self.completed,
            "unfinished": self.unfinished,
            "round_limit": self.round_limit,
            "mean_moves": round(self.mean_moves, 3),
            "mean_score_spread": None if self.mean_score_spread is None else round(self.mean_score_spread, 4),
            "seats": [{"seat": s.seat + 1, "wins": round(s.wins, 4), "win_rate": round(s.win_rate, 4),
                       "low": round(s.low, 4), "high": round(s.high, 4)} for s in self.seats],
        }


def csv_rows(game: GameDef, stats: Sequence[VariantStats]) -> tuple[list[str], list[list[Any]]]:
    """One row per variant and seat (long format, ready for a spreadsheet or
    a data frame): the variant's own figures repeat on each of its rows."""
    keys: list[str] = []
    for s in stats:
        for k, _value in s.variant.options:
            if k not in keys:
                keys.append(k)
    header = (["game", "players"] + keys + ["seat", "games", "completed", "wins", "win_rate", "win_rate_low",
                                            "win_rate_high", "mean_score_spread", "mean_moves", "round_limit",
                                            "unfinished"])
    rows = []
    for s in stats:
        opts = s.variant.option_dict
        for seat in s.seats:
            rows.append([game.id, s.variant.players] + [option_text(opts[k]) if k in opts else "" for k in keys]
                        + [seat.seat + 1, s.games, s.completed, round(seat.wins, 4), round(seat.win_rate, 4),
                           round(seat.low, 4), round(seat.high, 4),
                           "" if s.mean_score_spread is None else round(s.mean_score_spread, 4),
                           round(s.mean_moves, 3), s.round_limit, s.unfinished])
    return header, rows


def write_results(path: Path, game: GameDef, stats: Sequence[VariantStats], games: int, seed: int) -> None:
    """CSV or JSON by the file's extension, written atomically."""
    import csv
    import io
    import json

    suffix = path.suffix.lower()
    if suffix == ".csv":
        buf = io.StringIO()
        header, rows = csv_rows(game, stats)
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(header)
        writer.writerows(rows)
        text = buf.getvalue()
    elif suffix == ".json":
        text = json.dumps({"game": game.id, "rules_version": game.rules_version, "games": games, "seed": seed,
                           "variants": [s.to_json() for s in stats]}, indent=1, ensure_ascii=False) + "\n"
    else:
        raise SweepError(_("results are written as .csv or .json, not {value}").format(value=suffix or _("a file without extension")))
    write_atomic(path, text)


def figure_lines(s: VariantStats) -> list[str]:
    """The figures of one variant in sentences (``cardtable simulate``): the
    length and score spread of a game, how many the round limit stopped,
    then each seat's win rate with its 95 % interval."""
    spread = (_("no scores to compare") if s.mean_score_spread is None
              else _("{points} points between the best and the worst score").format(
                  points=number(s.mean_score_spread, 2)))
    stopped = _("none") if not s.round_limit else games_text(s.round_limit)
    lines = [_("a game lasts {moves} moves on average; mean score spread: {spread}").format(
                 moves=number(s.mean_moves, 1), spread=spread),
             _("stopped by the round limit: {stopped}").format(stopped=stopped)
             + (_("; given up unfinished after {most} moves: {games}").format(
                 most=number(MAX_ACTIONS), games=games_text(s.unfinished)) if s.unfinished else "")]
    for x in s.seats:
        lines.append(_("seat {number}: won {rate} of the games played to the end (95% interval {low}–{high})").format(
            number=x.seat + 1, rate=percent(x.win_rate), low=percent(x.low), high=percent(x.high)))
    if any(x.wins != int(x.wins) for x in s.seats):
        lines.append(_("(a shared win counts as a share: half to each of two winners)"))
    return lines


def table_lines(game: GameDef, stats: Iterable[VariantStats]) -> list[str]:
    """The figures as plain text for the terminal."""
    lines = []
    for s in stats:
        spread = "—" if s.mean_score_spread is None else number(s.mean_score_spread, 2)
        extra = _(", {n} hit the round limit").format(n=s.round_limit) if s.round_limit else ""
        extra += _(", {n} unfinished").format(n=s.unfinished) if s.unfinished else ""
        lines.append(_("{game}, {variant}: {completed}/{games} games, mean {moves} moves, mean score spread "
                       "{spread}{extra}").format(game=game.title, variant=s.variant.label, completed=s.completed,
                                                 games=s.games, moves=number(s.mean_moves, 1), spread=spread,
                                                 extra=extra))
        lines.append("  " + "  ".join(_("seat {number} {rate} [{low}–{high}]").format(
            number=x.seat + 1, rate=percent(x.win_rate), low=percent(x.low), high=percent(x.high))
            for x in s.seats))
    return lines
