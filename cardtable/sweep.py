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

import asyncio
import itertools
import math
import os
import random
import re
import time
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Mapping, Sequence

import attrs

from cardtable.engine.i18n import _, ngettext, number, percent
from cardtable.engine.protocol import BadOptions, GameDef, PlayerSpec, Setup
from cardtable.engine.record import write_atomic
from cardtable.engine.rng import SEED_MIN, SEED_STOP

MAX_ACTIONS = 20_000  # a bot game still running after this many moves is given up (``unfinished``)
Z95 = 1.959963984540054  # two-sided 95 % normal quantile
CLUSTER_EXTRA = "pip install 'cardtable[cluster]'"

# Bounds of a run, checked before anything is played (the CLI states them in
# its help and turns a value outside them into a one-line error):
MAX_GAMES = 1_000_000  # games in one run: ``simulate``'s --games, a sweep's --games x variants
MAX_VARIANTS = 1_000  # variants in one sweep (each is checked by starting a game of it)
MAX_JOBS = 1_024  # --jobs accepted; the processes started are also capped by the cores and the chunks
# The seeds a saved game may carry: the record loader (engine/record.py,
# load_record: "the seed is out of range") accepts exactly
# SEED_MIN <= seed < SEED_STOP (engine/rng.py's, imported above), so nothing
# here plays or saves a game outside.
CONNECT_SECONDS = 5.0  # to reach a Dask scheduler and hear it answer (a silent one is given up)
WORKER_SECONDS = 10.0  # for a reached scheduler with no worker to get one


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
        players = ngettext("{n} player", "{n} players", self.players).format(n=self.players)
        return players + (f", {opts}" if opts else "")

    @property
    def short_label(self) -> str:
        opts = " ".join(f"{k}={_text(v)}" for k, v in self.options)
        return f"{self.players}p" + (f" {opts}" if opts else "")


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return _("on") if value else _("off")
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
    if len(chosen) > MAX_VARIANTS:
        raise SweepError(_("a sweep plays at most {most} variants, not {count}").format(most=number(MAX_VARIANTS), count=number(len(chosen))))
    seen = set()
    for v in chosen:
        if v in seen:
            raise SweepError(_("{label} is listed twice").format(label=v.label))
        seen.add(v)
        try:
            game.check_players(v.players)  # before a player list of that length is made
            game.create(_setup(game, v, 1))
        except BadOptions as err:
            raise SweepError(f"{game.title} with {v.label}: {err}" if len(chosen) > 1 else str(err)) from None


def _setup(game: GameDef, variant: Variant, seed: int) -> Setup:
    players = tuple(PlayerSpec(f"Bot {i + 1}", True) for i in range(variant.players))  # saved: no language
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
        state, _events = apply(state, seat, action)
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
    return list(chunks(n_variants, games, workers))


def _chunk_size(n_variants: int, games: int, workers: int) -> int:
    per_variant = max(1, math.ceil(workers * 4 / max(1, n_variants)))
    return max(min(games, 10), min(250, math.ceil(games / per_variant)))


def chunks(n_variants: int, games: int, workers: int) -> Iterator[Task]:
    """The chunks of :func:`plan`, one at a time (a long run is never held
    as a list of its chunks)."""
    size = _chunk_size(n_variants, games, workers)
    for v in range(n_variants):
        for s in range(0, games, size):
            yield Task(v, s, min(games, s + size))


def count_chunks(n_variants: int, games: int, workers: int) -> int:
    return n_variants * math.ceil(games / _chunk_size(n_variants, games, workers))


def worker_count(jobs: int | None, n_chunks: int) -> int:
    """The processes worth starting: ``jobs`` (``None``: every core), but
    never more than this machine's cores nor than there are chunks."""
    wanted = default_jobs() if jobs is None else jobs
    return max(1, min(wanted, default_jobs(), n_chunks))


def processes(jobs: int | None, n_variants: int, games: int) -> int:
    """The worker processes :func:`run` starts on this machine for ``games``
    games of ``n_variants`` variants with ``jobs`` asked for (``None``:
    every core): at most the cores and at most the chunks (1 plays here)."""
    workers = worker_count(jobs, MAX_JOBS)
    return min(workers, count_chunks(n_variants, games, workers))


def seeds_fit(seed: int, games: int = 1) -> bool:
    """Games ``seed`` .. ``seed + games - 1`` all have seeds a saved game can hold."""
    return SEED_MIN <= seed and seed + games - 1 < SEED_STOP


def check_run(chosen: Sequence[Variant], games: int, seed: int, saving: bool = False) -> None:
    """Raise :class:`SweepError` when ``games`` games of each of ``chosen``
    from ``seed`` are out of bounds: at least one game, at most
    :data:`MAX_GAMES` in all, and (when the games are saved) every seed one
    that a record can hold."""
    if not isinstance(games, int) or games < 1:
        raise SweepError("the number of games must be at least 1")
    total = games * max(1, len(chosen))
    if total > MAX_GAMES:
        what = (_games(games) if len(chosen) <= 1
                else _("{games} x {count} variants").format(games=_games(games), count=number(len(chosen))))
        raise SweepError(_("{what} is too many: one run plays at most {most} games").format(
            what=what, most=number(MAX_GAMES)))
    if saving and not seeds_fit(seed, games):
        raise SweepError(_("the games would be seeded {first} to {last}, but a game's seed must be from {least} to {most} to be "
                           "saved").format(first=seed, last=seed + games - 1, least=SEED_MIN, most=SEED_STOP - 1))


_SCHEME = re.compile(r"^([a-z][a-z0-9+.-]*)://(.*)$", re.IGNORECASE)
_HOST = re.compile(r"^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_]([A-Za-z0-9_.-]{0,251}[A-Za-z0-9_])?)$")
SCHEDULER_PROTOCOLS = ("tcp", "tls", "ws", "wss", "ucx", "inproc")


def check_scheduler_address(address: str) -> str:
    """``address`` if it has the form of a Dask scheduler's address
    (``[PROTOCOL://]HOST:PORT``, or an ``inproc://`` address), else
    :class:`SweepError`. Only the form: whether anything answers there is
    found out when connecting."""
    example = "give one like tcp://192.168.1.20:8786 or HOST:PORT"
    if not isinstance(address, str) or not address.strip():
        raise SweepError(_("the scheduler address is empty: {example}").format(example=example))
    shown = _clip(address)
    if address != address.strip() or any(c.isspace() or not c.isprintable() for c in address):
        raise SweepError(_("{shown} is not a scheduler address (it has spaces or control characters): {example}").format(shown=shown, example=example))
    m = _SCHEME.match(address)
    protocol, rest = (m.group(1).lower(), m.group(2)) if m else ("tcp", address)
    if protocol not in SCHEDULER_PROTOCOLS:
        raise SweepError(_("{shown} is not a scheduler address: Dask speaks {join}, not {clip}").format(shown=shown, join=', '.join(SCHEDULER_PROTOCOLS), clip=_clip(protocol)))
    if protocol == "inproc":
        if not rest:
            raise SweepError(_("{shown} is not a scheduler address: {example}").format(shown=shown, example=example))
        return address
    host, sep, port = rest.rpartition(":")
    if not sep or not port.isdigit() or not port.isascii() or not 1 <= int(port[:6]) <= 65535:
        raise SweepError(_("{shown} is not a scheduler address: it needs a port from 1 to 65535 after the host ({example})").format(shown=shown, example=example))
    if not _HOST.match(host):
        raise SweepError(_("{shown} is not a scheduler address: {value} is not a host name or IP address ({example})").format(shown=shown, value=_clip(host) if host else _("the host"), example=example))
    return address


def _clip(text: Any, limit: int = 60) -> str:
    """``text`` quoted for a one-line message, cut short if long."""
    shown = repr(str(text))
    return shown if len(shown) <= limit else shown[:limit - 4] + "…" + shown[0]


def run(game: GameDef, chosen: Sequence[Variant], games: int, seed: int, *, jobs: int | None = None,
        scheduler: str | None = None, save_dir: Path | None = None,
        progress: Callable[[int], None] | None = None) -> list[VariantStats]:
    """Play ``games`` games of every variant in ``chosen``; the figures per
    variant, in the order given. ``jobs`` worker processes (``None``: every
    core; 1: in this process; never more than the cores or the chunks), or
    the Dask cluster at ``scheduler``. ``progress(n)`` is called as each
    chunk of ``n`` games finishes. The chunks are made as they are handed
    out, a few per worker ahead, so a long run holds no list of its work."""
    check_run(chosen, games, seed, saving=save_dir is not None)
    if jobs is not None and (not isinstance(jobs, int) or jobs < 1):
        raise SweepError("the number of jobs must be at least 1")
    if scheduler is not None:
        check_scheduler_address(scheduler)
        if save_dir is not None:
            raise SweepError("records are written where the games are played: --save-dir cannot be used "
                             "with --scheduler")
    check_variants(game, chosen)
    if scheduler is not None:
        tasks, workers = chunks(len(chosen), games, 16), 0  # chunks for a cluster of about 16 workers
    else:
        tasks, workers = chunks(len(chosen), games, worker_count(jobs, MAX_JOBS)), processes(jobs, len(chosen), games)
    sent = [tuple(game.normalise(_setup(game, v, seed)).options.items()) for v in chosen]
    totals = _Totals(game, chosen)

    def work() -> Iterator[tuple[Task, tuple]]:
        for t in tasks:
            yield t, _chunk_arg(game, chosen, sent, t, seed, save_dir)

    def done(task: Task, tally: Tally) -> None:
        totals.add(task, tally)
        if progress is not None:
            progress(task.stop - task.start)

    if scheduler is not None:
        _run_dask(scheduler, work(), done)
    elif workers == 1:
        for task, a in work():
            done(task, play_chunk(*a))
    else:
        _run_pool(workers, work(), done)
    return totals.stats()


def _chunk_arg(game: GameDef, chosen: Sequence[Variant], sent: Sequence[tuple], t: Task, seed: int,
               save_dir: Path | None = None) -> tuple:
    # Workers get the options as this machine read them (``sent``): a deck
    # file named by a path is carried as its content, so a worker elsewhere
    # needs no copy.
    return (game.id, chosen[t.variant_index].players, sent[t.variant_index], seed, t.start, t.stop,
            None if save_dir is None else str(save_dir))


def _chunk_args(game: GameDef, chosen: Sequence[Variant], tasks: Sequence[Task], seed: int,
                save_dir: Path | None = None) -> list[tuple]:
    sent = [tuple(game.normalise(_setup(game, v, seed)).options.items()) for v in chosen]
    return [_chunk_arg(game, chosen, sent, t, seed, save_dir) for t in tasks]


class _Totals:
    """The tallies of one run, added up as the chunks come back (in any
    order: the sums are exact)."""

    def __init__(self, game: GameDef, chosen: Sequence[Variant]) -> None:
        self.game, self.chosen = game, list(chosen)
        self.tallies = [Tally(v.players) for v in chosen]

    def add(self, task: Task, tally: Tally) -> None:
        if tally.rules_version != self.game.rules_version:
            raise SweepError(_("the workers run rules version {theirs} of {title}, this machine {ours}: install the same CardTable on "
                               "both").format(theirs=tally.rules_version, title=self.game.title, ours=self.game.rules_version))
        self.tallies[task.variant_index].merge(tally)

    def stats(self) -> list[VariantStats]:
        return [VariantStats.from_tally(v, t) for v, t in zip(self.chosen, self.tallies)]


def _add_up(game: GameDef, chosen: Sequence[Variant], tasks: Sequence[Task],
            tallies: Sequence[Tally]) -> list[VariantStats]:
    totals = _Totals(game, chosen)
    for task, tally in zip(tasks, tallies):
        totals.add(task, tally)
    return totals.stats()


def process_pool(jobs: int | None = None) -> ProcessPoolExecutor:
    """Worker processes for sweeps: "spawn" (a fresh interpreter per worker)
    is safe whatever threads this process runs (Qt, Dask) and the same on
    every platform. Never more processes than cores."""
    import multiprocessing

    return ProcessPoolExecutor(max_workers=worker_count(jobs, default_jobs()),
                               mp_context=multiprocessing.get_context("spawn"))


class Batch:
    """A sweep handed to an executor without waiting for it, for programs
    with their own event loop (the app's chart dock): :meth:`poll` now and
    then, :meth:`results` once :attr:`done`, :meth:`cancel` to drop it."""

    def __init__(self, executor: Any, game: GameDef, chosen: Sequence[Variant], games: int, seed: int,
                 workers: int) -> None:
        check_run(chosen, games, seed)
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


def _run_pool(workers: int, work: Iterator[tuple[Task, tuple]], done: Callable[[Task, Tally], None]) -> None:
    """``work`` on ``workers`` processes, at most two chunks per worker
    handed out ahead of the results."""
    ahead = 2 * workers
    with process_pool(workers) as pool:
        pending: dict[Future, Task] = {}
        try:
            for task, a in itertools.islice(work, ahead):
                pending[pool.submit(play_chunk, *a)] = task
            while pending:
                finished, _waiting = wait(pending, return_when=FIRST_COMPLETED)
                for f in finished:
                    task = pending.pop(f)
                    done(task, f.result())
                for task, a in itertools.islice(work, len(finished)):
                    pending[pool.submit(play_chunk, *a)] = task
        except BaseException:
            for f in pending:
                f.cancel()
            raise


def _run_dask(address: str, work: Iterator[tuple[Task, tuple]], done: Callable[[Task, Tally], None]) -> None:
    """``work`` on the Dask cluster at ``address``. Everything happens in an
    event loop of this thread, each wait with its own deadline: a scheduler
    that does not answer, answers nonsense or has no workers is reported
    (:class:`SweepError`) within seconds, and nothing is left running that
    could hold the process open or print later. (``address`` was checked
    by :func:`run`.)"""
    try:
        import distributed  # noqa: F401
    except ImportError:
        raise SweepError(_("--scheduler needs Dask's distributed scheduler: {install}").format(install=CLUSTER_EXTRA)) from None
    asyncio.run(_dask_session(address, work, done))


async def _dask_session(address: str, work: Iterator[tuple[Task, tuple]],
                        done: Callable[[Task, Tally], None]) -> None:
    from distributed import Client

    where = _("the Dask scheduler at {address}").format(address=address)
    client = None
    try:
        try:
            client = Client(address, asynchronous=True, timeout=CONNECT_SECONDS, set_as_default=False)
            await asyncio.wait_for(_started(client), CONNECT_SECONDS + 1)
        except (asyncio.TimeoutError, TimeoutError):
            raise SweepError(_("cannot reach {where}: it did not answer within {seconds} seconds (is it a Dask scheduler?)").format(
                where=where, seconds=number(CONNECT_SECONDS, 0))) from None
        except OSError as err:  # refused, unknown host, closed on us
            raise SweepError(_("cannot reach {where}: {reason}").format(where=where, reason=_reason(err))) from None
        except Exception as err:  # something that does not speak Dask's protocol, or not as a scheduler
            raise SweepError(_("cannot use {where}: {reason} (is it a Dask scheduler?)").format(where=where, reason=_reason(err))) from None
        try:
            await asyncio.wait_for(client.wait_for_workers(1), WORKER_SECONDS)
        except (asyncio.TimeoutError, TimeoutError):
            raise SweepError(_("{where} has no workers (none joined within {seconds} seconds)").format(
                where=where, seconds=number(WORKER_SECONDS, 0))) from None
        except Exception as err:
            raise SweepError(_("{where} stopped answering: {reason}").format(where=where, reason=_reason(err))) from None

        async def one(task: Task, a: tuple) -> tuple[Task, Tally]:
            return task, await client.submit(play_chunk, *a, pure=False)

        ahead = 64
        pending = {asyncio.ensure_future(one(t, a)) for t, a in itertools.islice(work, ahead)}
        try:
            while pending:
                finished, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
                for f in finished:
                    done(*f.result())
                pending |= {asyncio.ensure_future(one(t, a)) for t, a in itertools.islice(work, len(finished))}
        finally:
            for f in pending:
                f.cancel()
            if pending:
                await asyncio.gather(*pending, return_exceptions=True)
    finally:
        if client is not None:
            try:
                await asyncio.wait_for(client.close(), CONNECT_SECONDS)
            except BaseException:  # noqa: BLE001 - closing a client that never started, or a lost one
                pass


async def _started(client: Any) -> Any:
    return await client


def _reason(err: BaseException) -> str:
    """An exception from Dask as a short reason on one line."""
    text = " ".join(str(err).split()) or type(err).__name__
    return text if len(text) <= 160 else text[:159] + "…"


# -- writing ---------------------------------------------------------------------------

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
        raise SweepError(_("results are written as .csv or .json, not {value}").format(value=suffix or _("a file without extension")))
    write_atomic(path, text)


def _games(n: int) -> str:
    return ngettext("{n} game", "{n} games", n).format(n=number(n))


def figure_lines(s: VariantStats) -> list[str]:
    """The figures of one variant in sentences (``cardtable simulate``): the
    length and score spread of a game, how many the round limit stopped,
    then each seat's win rate with its 95 % interval."""
    spread = (_("no scores to compare") if s.mean_score_spread is None
              else _("{points} points between the best and the worst score").format(
                  points=number(s.mean_score_spread, 2)))
    stopped = _("none") if not s.round_limit else _games(s.round_limit)
    lines = [_("a game lasts {moves} moves on average; mean score spread: {spread}").format(
                 moves=number(s.mean_moves, 1), spread=spread),
             _("stopped by the round limit: {stopped}").format(stopped=stopped)
             + (_("; given up unfinished after {most} moves: {games}").format(
                 most=number(MAX_ACTIONS), games=_games(s.unfinished)) if s.unfinished else "")]
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
