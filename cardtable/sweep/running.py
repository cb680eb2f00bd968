"""Running a sweep: its variants' games cut into chunks, played here, on
this machine's processes or on a Dask cluster, and their tallies added up
into figures as they come back.

Owns :func:`run` (for the command line: it returns once all is played)
and :class:`Batch` (for programs with an event loop of their own). The
tallies add up exactly whatever order the chunks finish in, so the results
for a seed are the same on any number of processes and on a cluster. May
touch every other module of the package.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterator, Mapping, Sequence

from cardtable.engine.i18n import _
from cardtable.engine.levels import Budget, UnknownLevel, level
from cardtable.engine.protocol import GameDef

from .pool import Task, chunks, plan, processes, run_pool, worker_count
from .cluster import check_scheduler_address, run_dask
from .figures import VariantStats
from .play import MAX_ACTIONS, Tally, play_chunk
from .variant import MAX_JOBS, SweepError, Variant, bot_setup, check_run, check_variants


def run(game: GameDef, chosen: Sequence[Variant], games: int, seed: int, *, jobs: int | None = None,
        scheduler: str | None = None, save_dir: Path | None = None,
        progress: Callable[[int], None] | None = None, levels: Mapping[int, str] | None = None,
        think: Budget = None, outcomes: bool = False) -> list[VariantStats]:
    """Play ``games`` games of every variant in ``chosen``; the figures per
    variant, in the order given. ``jobs`` worker processes (``None``: every
    core; 1: in this process; never more than the cores or the chunks), or
    the Dask cluster at ``scheduler``. ``progress(n)`` is called as each
    chunk of ``n`` games finishes. The chunks are made as they are handed
    out, a few per worker ahead, so a long run holds no list of its work.
    ``levels``: a bot level for some seats (from 0; the others classic),
    ``think``: the searching levels' budget in ms, one for all or each
    level's own (engine/levels.py, ``with_think``); a
    variant's own levels come before them. ``outcomes``: keep each game's
    shares (:attr:`VariantStats.outcomes`)."""
    check_run(chosen, games, seed, saving=save_dir is not None)
    if jobs is not None and (not isinstance(jobs, int) or jobs < 1):
        raise SweepError("the number of jobs must be at least 1")
    if scheduler is not None:
        check_scheduler_address(scheduler)
        if save_dir is not None:
            raise SweepError("records are written where the games are played: --save-dir cannot be used "
                             "with --scheduler")
    check_variants(game, chosen)
    seatings = _seatings(chosen, levels, think, outcomes)
    if scheduler is not None:
        tasks, workers = chunks(len(chosen), games, 16), 0  # chunks for a cluster of about 16 workers
    else:
        tasks, workers = chunks(len(chosen), games, worker_count(jobs, MAX_JOBS)), processes(jobs, len(chosen), games)
    sent = [tuple(game.normalise(bot_setup(game, v, seed)).options.items()) for v in chosen]
    totals = _Totals(game, chosen)

    def work() -> Iterator[tuple[Task, tuple]]:
        for t in tasks:
            yield t, _chunk_arg(game, chosen, sent, t, seed, save_dir) + seatings[t.variant_index]

    def done(task: Task, tally: Tally) -> None:
        totals.add(task, tally)
        if progress is not None:
            progress(task.stop - task.start)

    if scheduler is not None:
        run_dask(scheduler, work(), done)
    elif workers == 1:
        for task, a in work():
            done(task, play_chunk(*a))
    else:
        run_pool(workers, work(), done)
    return totals.stats()


def _chunk_arg(game: GameDef, chosen: Sequence[Variant], sent: Sequence[tuple], t: Task, seed: int,
               save_dir: Path | None = None) -> tuple:
    # Workers get the options as this machine read them (``sent``): a deck
    # file named by a path is carried as its content, so a worker elsewhere
    # needs no copy.
    return (game.id, chosen[t.variant_index].players, sent[t.variant_index], seed, t.start, t.stop,
            None if save_dir is None else str(save_dir))


def _chunk_args(game: GameDef, chosen: Sequence[Variant], tasks: Sequence[Task], seed: int,
                save_dir: Path | None = None, levels: Mapping[int, str] | None = None,
                think: Budget = None) -> list[tuple]:
    sent = [tuple(game.normalise(bot_setup(game, v, seed)).options.items()) for v in chosen]
    seatings = _seatings(chosen, levels, think)
    return [_chunk_arg(game, chosen, sent, t, seed, save_dir) + seatings[t.variant_index] for t in tasks]


def _seatings(chosen: Sequence[Variant], levels: Mapping[int, str] | None, think: Budget,
              outcomes: bool = False) -> list[tuple]:
    """The rest of each variant's chunk arguments: its own levels, else the run's."""
    return [_seating(dict(v.levels) or levels, think) + (outcomes,) for v in chosen]


def _seating(levels: Mapping[int, str] | None, think: Budget) -> tuple:
    """The rest of a chunk's arguments: the seats' levels as plain values
    (checked here, before any game), and the budget."""
    return MAX_ACTIONS, check_seating(levels, think), think


def check_seating(levels: Mapping[int, str] | None, think: Budget) -> tuple[tuple[int, str], ...]:
    """The seats' levels as plain values, each checked, and the budget
    checked, before any game (a sweep's chunks and the lab's take them so)."""
    for name in (levels or {}).values():
        try:
            level(name)
        except UnknownLevel as err:
            raise SweepError(str(err)) from None
    budgets = [ms for _name, ms in think] if isinstance(think, tuple) else [] if think is None else [think]
    if any(not isinstance(ms, int) or ms < 1 for ms in budgets):
        raise SweepError("the thinking time must be at least 1 ms")
    return tuple(sorted((levels or {}).items()))


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


class Submitted:
    """Chunks handed to an executor (``tasks`` and their ``futures``), for
    programs with their own event loop: :meth:`poll` now and then,
    :attr:`done` when every chunk is in, :meth:`cancel` to drop them. The
    sweep's :class:`Batch` and the lab's ``LabBatch`` are such runs."""

    tasks: list[Task]
    futures: list[Any]

    @property
    def total(self) -> int:
        """Games in the whole run."""
        return sum(t.stop - t.start for t in self.tasks)

    def poll(self) -> int:
        """Games played so far."""
        return sum(t.stop - t.start for t, f in zip(self.tasks, self.futures) if f.done())

    @property
    def done(self) -> bool:
        return all(f.done() for f in self.futures)

    def cancel(self) -> None:
        for f in self.futures:
            f.cancel()


class Batch(Submitted):
    """A sweep handed to an executor without waiting for it (the app's chart
    dock runs one): :class:`Submitted`, and :meth:`results` once done."""

    def __init__(self, executor: Any, game: GameDef, chosen: Sequence[Variant], games: int, seed: int,
                 workers: int) -> None:
        check_run(chosen, games, seed)
        check_variants(game, chosen)
        self.game, self.chosen, self.games = game, list(chosen), games
        self.tasks = plan(len(chosen), games, workers)
        self.futures = [executor.submit(play_chunk, *a) for a in _chunk_args(game, chosen, self.tasks, seed)]

    def results(self) -> list[VariantStats]:
        """The figures (raises what a chunk raised)."""
        return _add_up(self.game, self.chosen, self.tasks, [f.result() for f in self.futures])
