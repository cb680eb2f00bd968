"""The lab's figures, worked out from added-up tallies: rates with their
95 % Wilson intervals, means with 95 % normal intervals, percentiles and
histograms, per variant, per option value and per bot level.

Owns the definitions the docs give (docs/lab.md) and the report as plain
data (:func:`report`), which every surface writes: JSON, HTML, PDF and the
Lab window. Every float is worked out from exact counts in a fixed order
(sorted), so the same games give the same figures to the last digit
however they were cut into chunks. Pure Python, no Qt.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from fractions import Fraction
from typing import Any, Iterable, Mapping, Sequence

from cardtable.engine.levels import NAMES
from cardtable.sweep.figures import Z95, wilson

from .summary import HUMAN, LabTally, VariantKey

FORMAT = "cardtable-lab"
VERSION = 1
BINS = 20  # bars of a length histogram at most


def _r(x: float | None, places: int = 4) -> float | None:
    return None if x is None else round(float(x), places)


def rate(successes: Fraction | int, n: int) -> dict[str, Any]:
    """A proportion with its 95 % Wilson interval."""
    s = float(successes)
    low, high = wilson(s, n)
    return {"count": _r(s), "of": n, "rate": _r(s / n if n else 0.0), "low": _r(low), "high": _r(high)}


def _mean_sd(counts: Mapping[Any, int]) -> tuple[int, float, float]:
    n = sum(counts.values())
    if not n:
        return 0, 0.0, 0.0
    items = sorted(counts.items())
    mean = sum(float(v) * c for v, c in items) / n
    var = sum((float(v) - mean) ** 2 * c for v, c in items) / (n - 1) if n > 1 else 0.0
    return n, mean, math.sqrt(var)


def percentile(counts: Mapping[Any, int], p: float) -> Any:
    """The nearest-rank percentile: the least value with at least ``p`` of
    the games at or below it (None with no games)."""
    n = sum(counts.values())
    if not n:
        return None
    need = max(1, math.ceil(p * n - 1e-9))
    seen = 0
    for value, c in sorted(counts.items()):
        seen += c
        if seen >= need:
            return value
    return None


def histogram(counts: Mapping[int, int], bins: int = BINS) -> list[list[int]]:
    """``[low, high, games]`` bars of equal width (``low`` <= length <
    ``high``) covering every length seen, at most ``bins`` of them."""
    if not counts:
        return []
    lo, hi = min(counts), max(counts)
    width = max(1, math.ceil((hi - lo + 1) / bins))
    start = lo - lo % width
    bars = [[start + i * width, start + (i + 1) * width, 0] for i in range((hi - start) // width + 1)]
    for value, c in counts.items():
        bars[(value - start) // width][2] += c
    return bars


def spread(counts: Mapping[Any, int], bins: int | None = BINS) -> dict[str, Any] | None:
    """Mean (with its 95 % interval), median, p10, p90, least, most and the
    histogram of counted values; None when nothing was counted."""
    n, mean, sd = _mean_sd(counts)
    if not n:
        return None
    half = Z95 * sd / math.sqrt(n) if n > 1 else 0.0
    out = {"games": n, "mean": _r(mean), "low": _r(mean - half), "high": _r(mean + half),
           "median": _r(percentile(counts, 0.5)), "p10": _r(percentile(counts, 0.1)),
           "p90": _r(percentile(counts, 0.9)), "min": _r(min(counts)), "max": _r(max(counts))}
    if bins:
        out["histogram"] = histogram(counts, bins)
    return out


def decisiveness(counts: Mapping[Fraction, int]) -> dict[str, Any] | None:
    """The mean share of a game played before its winner led for good, and
    how the games fall in tenths (the last tenth holds 1: decided by the last move)."""
    found = spread(counts, None)
    if found is None:
        return None
    tenths = [0] * 10
    for value, c in counts.items():
        tenths[min(9, math.floor(value * 10))] += c
    found["tenths"] = tenths
    return found


def variant_figures(game: Any, t: LabTally) -> dict[str, Any]:
    """Every figure of one variant."""
    n = t.completed
    players = t.key.players
    first = {"seats": {str(seat + 1): c for seat, c in sorted(t.first_seats.items())}, **rate(t.first_share, n),
             "fair": _r(1 / players)}
    low, high = wilson(float(t.first_share), n)
    share = float(t.first_share) / n if n else 0.0
    first["advantage"] = _r(share - 1 / players)
    first["advantage_low"], first["advantage_high"] = _r(low - 1 / players), _r(high - 1 / players)
    rates = [float(w) / n if n else 0.0 for w in t.wins]
    return {
        "players": players,
        "options": option_texts(game, t.key),
        "levels": list(t.key.levels),
        "games": t.games, "completed": n, "unfinished": t.unfinished, "round_limit": t.round_limit,
        "completion": rate(n - t.round_limit, t.games),
        "seats": [{"seat": i + 1, **rate(w, n)} for i, w in enumerate(t.wins)],
        "balance": _r(max(rates) - min(rates)) if rates else None,
        "first_player": first,
        "shared_wins": rate(t.shared, n),
        "draws": rate(t.draws, n),
        "length_moves": spread(t.moves),
        "length_rounds": spread(t.rounds),
        "decisiveness": decisiveness(t.decided),
        "lead_changes": spread(t.lead_changes),
        "stability": spread(t.stability, None),
    }


def option_texts(game: Any, key: VariantKey) -> dict[str, str]:
    """A variant's options as texts: a file carried in the set-up by its name."""
    out = {}
    for k, v in json.loads(key.options).items():
        if isinstance(v, dict) and "name" in v:
            v = v["name"]
        out[k] = "on" if v is True else "off" if v is False else str(v)
    return out


def _pooled(tallies: Iterable[LabTally]) -> LabTally:
    found = list(tallies)
    total = LabTally(found[0].key)
    for t in found:
        total.merge(t)
    return total


def effects(game: Any, tallies: Sequence[LabTally]) -> list[dict[str, Any]]:
    """For each option that takes several values among the variants of one
    player count: each value's figures, over every variant with it."""
    out = []
    by_players: dict[int, list[LabTally]] = {}
    for t in tallies:
        by_players.setdefault(t.key.players, []).append(t)
    for players, group in sorted(by_players.items()):
        texts = [option_texts(game, t.key) for t in group]
        keys = sorted({k for opts in texts for k in opts})
        for k in keys:
            values = sorted({opts.get(k, "") for opts in texts}, key=_natural)
            if len(values) < 2:
                continue
            for value in values:
                t = _pooled(t for t, opts in zip(group, texts) if opts.get(k, "") == value)
                f = variant_figures(game, t)
                moves, rounds, dec, lead = (f["length_moves"], f["length_rounds"], f["decisiveness"],
                                            f["lead_changes"])
                out.append({"option": k, "value": value, "players": players, "games": t.games,
                            "completed": t.completed, "seats": f["seats"],
                            "first_player_advantage": f["first_player"]["advantage"], "balance": f["balance"],
                            "shared_wins": f["shared_wins"]["rate"], "draws": f["draws"]["rate"],
                            "mean_moves": moves and moves["mean"], "mean_rounds": rounds and rounds["mean"],
                            "decisiveness": dec and dec["mean"], "lead_changes": lead and lead["mean"]})
    return out


def _natural(text: str) -> tuple:
    try:
        return (0, float(text), text)
    except ValueError:
        return (1, 0.0, text)


def skill(tallies: Sequence[LabTally]) -> list[dict[str, Any]]:
    """Each level's share of the wins over the seats it played, with its
    interval and the share an even table would give it."""
    total: dict[str, list] = {}
    fair: dict[str, Fraction] = {}
    for t in tallies:
        for name, (share, seats) in t.levels.items():
            entry = total.setdefault(name, [Fraction(0), 0])
            entry[0] += share
            entry[1] += seats
            fair[name] = fair.get(name, Fraction(0)) + Fraction(seats, t.key.players)
    order = list(NAMES) + [HUMAN]
    rows = []
    for name in sorted(total, key=lambda n: (order.index(n) if n in order else len(order), n)):
        share, seats = total[name]
        rows.append({"level": name, "seats": seats, **rate(share, seats), "fair": _r(fair[name] / seats)})
    return rows


def report(game: Any, tallies: Mapping[VariantKey, LabTally], source: Mapping[str, Any]) -> dict[str, Any]:
    """The whole report as plain data (what the JSON file holds)."""
    ordered = [tallies[k] for k in sorted(tallies)]
    return {
        "format": FORMAT, "version": VERSION,
        "game": game.id, "title": game.title, "rules_version": game.rules_version,
        "source": dict(source),
        "variants": [variant_figures(game, t) for t in ordered],
        "effects": effects(game, ordered),
        "skill": skill(ordered),
    }


def to_json(found: Mapping[str, Any]) -> str:
    """The report as stable JSON text: sorted keys, two-space indent."""
    return json.dumps(found, sort_keys=True, indent=2, ensure_ascii=False) + "\n"
