"""Bot-only games in bulk: one option set (``cardtable simulate``) or a sweep
over the cross product of option values and player counts (``cardtable
sweep``), on every core of this machine or on a Dask cluster.

Pure Python, no Qt. The work is cut into chunks of consecutive games of one
variant; a chunk is played by :func:`play_chunk` (a plain top-level function,
so a process pool or a Dask worker can run it) and comes back as a
:class:`Tally`. Game ``k`` of every variant is seeded with ``seed + k`` and
its bots draw from ``random.Random((seed + k) * 7919 + 17)``, exactly as
``simulate`` and :class:`~cardtable.engine.match.Match` have always done, so

- a variant's figures are those of ``simulate`` with the same options, and
  every variant meets the same deals where the deck allows (the variants are
  compared on common random numbers, which makes differences between them
  stand out from the noise sooner);
- nothing depends on which worker plays which chunk or in what order the
  chunks come back: tallies add up exactly (shared wins and score spreads
  as fractions), so the results for a seed are identical whatever ``jobs``
  is, and on a cluster.
"""

from __future__ import annotations

import itertools
import math
import os
import random
import time
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, Sequence

import attrs

from cardtable.engine.protocol import BadOptions, GameDef, PlayerSpec, Setup
from cardtable.engine.record import write_atomic

MAX_ACTIONS = 20_000  # a bot game still running after this many moves is given up (``unfinished``)
Z95 = 1.959963984540054  # two-sided 95 % normal quantile
CLUSTER_EXTRA = "pip install 'cardtable[cluster]'"


class SweepError(Exception):
    """A sweep that cannot run (a bad variant, an unreachable cluster); one line."""


# -- what to play ----------------------------------------------------------------------

@attrs.frozen
class Variant:
    """One point of a sweep: a player count and the swept options' values
    (the other options keep their defaults or the fixed values given)."""

    players: int
    options: tuple[tuple[str, Any], ...] = ()  # the swept and fixed options, in the order given

    @property
    def option_dict(self) -> dict[str, Any]:
        return dict(self.options)

    @property
    def label(self) -> str:
        opts = " ".join(f"{k}={_text(v)}" for k, v in self.options)
        return f"{self.players} player{'s' if self.players != 1 else ''}" + (f", {opts}" if opts else "")

    @property
    def short_label(self) -> str:
        opts = " ".join(f"{k}={_text(v)}" for k, v in self.options)
        return f"{self.players}p" + (f" {opts}" if opts else "")


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def variants(players: Sequence[int], grid: Mapping[str, Sequence[Any]]) -> list[Variant]:
    """The cross product: every player count with every combination of the
    option values, player counts outermost, then options in the order given."""
    keys = list(grid)
    out = []
    for n in players:
        for values in itertools.product(*(grid[k] for k in keys)):
            out.append(Variant(n, tuple(zip(keys, values))))
    return out


def check_variants(game: GameDef, chosen: Sequence[Variant]) -> None:
    """Raise :class:`SweepError` naming the first variant the game refuses
    (players out of range, a bad option value, an impossible combination)."""
    if not chosen:
        raise SweepError("nothing to play: give at least one player count")
    seen = set()
    for v in chosen:
        if v in seen:
            raise SweepError(f"{v.label} is listed twice")
        seen.add(v)
        try:
            game.create(_setup(game, v, 1))
        except BadOptions as err:
            raise SweepError(f"{game.title} with {v.label}: {err}" if len(chosen) > 1 else str(err)) from None


def _setup(game: GameDef, variant: Variant, seed: int) -> Setup:
    players = tuple(PlayerSpec(f"Bot {i + 1}", True) for i in range(variant.players))
    return Setup(players, variant.option_dict, seed)


# -- playing ---------------------------------------------------------------------------

@attrs.define
class Tally:
    """What a run of games of one variant adds up to. Sums are exact, so
    tallies of chunks add up to the same totals in any order."""

    players: int
    games: int = 0
    completed: int = 0  # games that reached a result
    unfinished: int = 0  # given up after MAX_ACTIONS moves
    round_limit: int = 0  # games the game itself stopped at its round limit
    moves: int = 0
    wins: list = attrs.Factory(list)  # per seat, Fractions (a shared win counts 1/k to each of k)
    spread_sum: Fraction = Fraction(0)  # sum over completed games of (best score - worst score)
    spread_games: int = 0
    seconds: float = 0.0  # time spent playing (not part of the results)
    rules_version: int = 0

    def __attrs_post_init__(self) -> None:
        if not self.wins:
            self.wins = [Fraction(0)] * self.players

    def add_game(self, result: Any, moves: int) -> None:
        self.games += 1
        self.moves += moves
        if result is None:
            self.unfinished += 1
            return
        self.completed += 1
        if result.round_limit:
            self.round_limit += 1
        if result.winners:
            share = Fraction(1, len(result.winners))
            for w in result.winners:
                self.wins[w] += share
        if result.scores:
            self.spread_sum += Fraction(max(result.scores)) - Fraction(min(result.scores))
            self.spread_games += 1

    def merge(self, other: "Tally") -> None:
        if other.players != self.players:
            raise ValueError("tallies of different player counts do not add up")
        self.games += other.games
        self.completed += other.completed
        self.unfinished += other.unfinished
        self.round_limit += other.round_limit
        self.moves += other.moves
        self.wins = [a + b for a, b in zip(self.wins, other.wins)]
        self.spread_sum += other.spread_sum
        self.spread_games += other.spread_games
        self.seconds += other.seconds
        self.rules_version = self.rules_version or other.rules_version


def play_game(game: GameDef, setup: Setup, max_actions: int = MAX_ACTIONS,
              moves_out: list | None = None) -> tuple[Any, int]:
    """One bot-only game from a normalised ``setup``: ``(result or None, moves)``.
    ``moves_out``, if given, receives every ``(seat, action)``."""
    state = game.new_game(setup)
    rng = random.Random(setup.seed * 7919 + 17)
    apply, bot, to_act, result = game.apply, game.bot, game.to_act, game.result
    moves = 0
    res = result(state)
    while res is None and moves < max_actions:
        seats = to_act(state)
        if not seats:
            break
        seat = seats[0]
        action = bot(state, seat, rng)
        state, _ = apply(state, seat, action)
        if moves_out is not None:
            moves_out.append((seat, action))
        moves += 1
        res = result(state)
    return res, moves


def play_chunk(game_id: str, players: int, options: tuple[tuple[str, Any], ...], seed: int,
               start: int, stop: int, save_dir: str | None = None, max_actions: int = MAX_ACTIONS) -> Tally:
    """Games ``start .. stop - 1`` of one variant (game ``k`` seeded ``seed + k``).

    Top-level and given only plain values, so it runs the same in this
    process, in a process pool or on a Dask worker (which looks the game up
    in its own installed CardTable)."""
    from cardtable.games import all_games

    game = all_games()[game_id]
    variant = Variant(players, options)
    base = game.normalise(_setup(game, variant, seed))
    tally = Tally(players, rules_version=game.rules_version)
    started = time.perf_counter()
    for k in range(start, stop):
        setup = attrs.evolve(base, seed=seed + k)
        moves_out: list | None = [] if save_dir else None
        try:
            res, moves = play_game(game, setup, max_actions, moves_out)
        except Exception as err:  # a bug in a game or bot: say which game to replay
            shown = Variant(players, tuple((key, value["name"] if isinstance(value, dict) else value)
                                           for key, value in options))  # a carried file by its name
            raise RuntimeError(f"{game_id} with {shown.label}, seed {seed + k}: "
                               f"{type(err).__name__}: {err}") from err
        tally.add_game(res, moves)
        if save_dir:
            _save(game, setup, moves_out, Path(save_dir))
    tally.seconds = time.perf_counter() - started
    return tally


def _save(game: GameDef, setup: Setup, moves: list, folder: Path) -> None:
    from cardtable.engine.record import Record, save_record

    folder.mkdir(parents=True, exist_ok=True)
    record = Record(game.id, setup, tuple(moves), (), game.rules_version)
    save_record(folder / f"{game.id}-{setup.seed}.cardtable.json", record)


# -- figures ---------------------------------------------------------------------------

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
                   tally.moves / tally.games if tally.games else 0.0, spread, tuple(seats), tally.seconds)

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


# -- running ---------------------------------------------------------------------------

def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


@attrs.frozen
class Task:
    variant_index: int
    start: int
    stop: int


def plan(n_variants: int, games: int, workers: int) -> list[Task]:
    """Chunks of consecutive games: a few per worker for an even finish and a
    lively progress bar, 10 to 250 games each (a run of ten games or fewer
    stays in one chunk, played in this process). Only scheduling depends on
    it; the results do not."""
    per_variant = max(1, math.ceil(workers * 4 / max(1, n_variants)))
    size = max(min(games, 10), min(250, math.ceil(games / per_variant)))
    return [Task(v, s, min(games, s + size)) for v in range(n_variants) for s in range(0, games, size)]


def run(game: GameDef, chosen: Sequence[Variant], games: int, seed: int, *, jobs: int | None = None,
        scheduler: str | None = None, save_dir: Path | None = None,
        progress: Callable[[int], None] | None = None) -> list[VariantStats]:
    """Play ``games`` games of every variant in ``chosen``; the figures per
    variant, in the order given. ``jobs`` worker processes (``None``: every
    core; 1: in this process), or the Dask cluster at ``scheduler``.
    ``progress(n)`` is called as each chunk of ``n`` games finishes."""
    if games < 1:
        raise SweepError("the number of games must be at least 1")
    check_variants(game, chosen)
    if scheduler is not None and save_dir is not None:
        raise SweepError("records are written where the games are played: --save-dir cannot be used "
                         "with --scheduler")
    jobs = default_jobs() if jobs is None else jobs
    if jobs < 1:
        raise SweepError("the number of jobs must be at least 1")
    workers = jobs if scheduler is None else 16
    tasks = plan(len(chosen), games, workers)
    args = _chunk_args(game, chosen, tasks, seed, save_dir)
    if scheduler is not None:
        tallies = _run_dask(scheduler, args, progress)
    elif jobs == 1 or len(tasks) == 1:
        tallies = _run_here(args, progress)
    else:
        tallies = _run_pool(min(jobs, len(tasks)), args, progress)
    return _add_up(game, chosen, tasks, tallies)


def _chunk_args(game: GameDef, chosen: Sequence[Variant], tasks: Sequence[Task], seed: int,
                save_dir: Path | None = None) -> list[tuple]:
    # Workers get the options as this machine read them: a deck file named by
    # a path is carried as its content, so a worker elsewhere needs no copy.
    sent = [tuple(game.normalise(_setup(game, v, seed)).options.items()) for v in chosen]
    return [(game.id, chosen[t.variant_index].players, sent[t.variant_index], seed, t.start, t.stop,
             None if save_dir is None else str(save_dir)) for t in tasks]


def _add_up(game: GameDef, chosen: Sequence[Variant], tasks: Sequence[Task],
            tallies: Sequence[Tally]) -> list[VariantStats]:
    totals = [Tally(v.players) for v in chosen]
    for task, tally in zip(tasks, tallies):
        if tally.rules_version != game.rules_version:
            raise SweepError(f"the workers run rules version {tally.rules_version} of {game.title}, this "
                             f"machine {game.rules_version}: install the same CardTable on both")
        totals[task.variant_index].merge(tally)
    return [VariantStats.from_tally(v, t) for v, t in zip(chosen, totals)]


def process_pool(jobs: int | None = None) -> ProcessPoolExecutor:
    """Worker processes for sweeps: "spawn" (a fresh interpreter per worker)
    is safe whatever threads this process runs (Qt, Dask) and the same on
    every platform."""
    import multiprocessing

    return ProcessPoolExecutor(max_workers=jobs or default_jobs(), mp_context=multiprocessing.get_context("spawn"))


class Batch:
    """A sweep handed to an executor without waiting for it, for programs
    with their own event loop (the app's chart dock): :meth:`poll` now and
    then, :meth:`results` once :attr:`done`, :meth:`cancel` to drop it."""

    def __init__(self, executor: Any, game: GameDef, chosen: Sequence[Variant], games: int, seed: int,
                 workers: int) -> None:
        if games < 1:
            raise SweepError("the number of games must be at least 1")
        check_variants(game, chosen)
        self.game, self.chosen, self.games = game, list(chosen), games
        self.tasks = plan(len(chosen), games, workers)
        self.futures = [executor.submit(play_chunk, *a) for a in _chunk_args(game, chosen, self.tasks, seed)]

    @property
    def total(self) -> int:
        return self.games * len(self.chosen)

    def poll(self) -> int:
        """Games played so far."""
        return sum(t.stop - t.start for t, f in zip(self.tasks, self.futures) if f.done())

    @property
    def done(self) -> bool:
        return all(f.done() for f in self.futures)

    def results(self) -> list[VariantStats]:
        """The figures (raises what a chunk raised)."""
        return _add_up(self.game, self.chosen, self.tasks, [f.result() for f in self.futures])

    def cancel(self) -> None:
        for f in self.futures:
            f.cancel()


def _run_here(args: list[tuple], progress) -> list[Tally]:
    out = []
    for a in args:
        out.append(play_chunk(*a))
        if progress is not None:
            progress(a[5] - a[4])
    return out


def _run_pool(jobs: int, args: list[tuple], progress) -> list[Tally]:
    results: list[Tally | None] = [None] * len(args)
    with process_pool(jobs) as pool:
        pending: dict[Future, int] = {pool.submit(play_chunk, *a): i for i, a in enumerate(args)}
        try:
            while pending:
                done, _ = wait(pending, return_when=FIRST_COMPLETED)
                for f in done:
                    i = pending.pop(f)
                    results[i] = f.result()
                    if progress is not None:
                        progress(args[i][5] - args[i][4])
        except BaseException:
            for f in pending:
                f.cancel()
            raise
    return results  # type: ignore[return-value]


def _run_dask(address: str, args: list[tuple], progress) -> list[Tally]:
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise SweepError(f"--scheduler needs Dask's distributed scheduler: {CLUSTER_EXTRA}") from None
    try:
        client = Client(address, timeout="10s", set_as_default=False)
    except (OSError, TimeoutError) as err:
        raise SweepError(f"cannot reach the Dask scheduler at {address}: {err}") from None
    try:
        futures = [client.submit(play_chunk, *a, pure=False) for a in args]
        index = {f.key: i for i, f in enumerate(futures)}
        results: list[Tally | None] = [None] * len(args)
        for f in as_completed(futures, loop=client.loop):
            i = index[f.key]
            results[i] = f.result()
            if progress is not None:
                progress(args[i][5] - args[i][4])
        return results  # type: ignore[return-value]
    finally:
        client.close()


# -- writing ---------------------------------------------------------------------------

def csv_rows(game: GameDef, stats: Sequence[VariantStats]) -> tuple[list[str], list[list[Any]]]:
    """One row per variant and seat (long format, ready for a spreadsheet or
    a data frame): the variant's own figures repeat on each of its rows."""
    keys: list[str] = []
    for s in stats:
        for k, _ in s.variant.options:
            if k not in keys:
                keys.append(k)
    header = (["game", "players"] + keys + ["seat", "games", "completed", "wins", "win_rate", "win_rate_low",
                                            "win_rate_high", "mean_score_spread", "mean_moves", "round_limit",
                                            "unfinished"])
    rows = []
    for s in stats:
        opts = s.variant.option_dict
        for seat in s.seats:
            rows.append([game.id, s.variant.players] + [_text(opts[k]) if k in opts else "" for k in keys]
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
        raise SweepError(f"results are written as .csv or .json, not {suffix or 'a file without extension'}")
    write_atomic(path, text)


def table_lines(game: GameDef, stats: Iterable[VariantStats]) -> list[str]:
    """The figures as plain text for the terminal."""
    lines = []
    for s in stats:
        spread = "—" if s.mean_score_spread is None else f"{s.mean_score_spread:.2f}"
        extra = f", {s.round_limit} hit the round limit" if s.round_limit else ""
        extra += f", {s.unfinished} unfinished" if s.unfinished else ""
        lines.append(f"{game.title}, {s.variant.label}: {s.completed}/{s.games} games, mean {s.mean_moves:.1f} "
                     f"moves, mean score spread {spread}{extra}")
        lines.append("  " + "  ".join(f"seat {x.seat + 1} {x.win_rate:.1%} [{x.low:.1%}–{x.high:.1%}]"
                                      for x in s.seats))
    return lines
