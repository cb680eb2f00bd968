"""The work of a run cut into chunks, and the chunks played on this
machine's processes.

A chunk (:class:`Task`) is consecutive games of one variant; only
scheduling depends on how a run is cut, never its results. Owns how many
processes are worth starting (every core at most, and no more than the
chunks: :func:`worker_count`, :func:`processes`) and the process pool that
plays them (:func:`process_pool`, :func:`run_pool`). May touch
:mod:`.play` (what a worker runs) and the standard library's process pools.
"""

from __future__ import annotations

import itertools
import math
import os
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any, Callable, Iterator

import attrs

from .play import Tally, play_chunk
from .variant import MAX_JOBS


def default_jobs() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


@attrs.frozen
class Task:
    """A chunk: games ``start`` .. ``stop - 1`` of the variant at ``variant_index``."""

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
    """The worker processes :func:`~.running.run` starts on this machine for ``games``
    games of ``n_variants`` variants with ``jobs`` asked for (``None``:
    every core): at most the cores and at most the chunks (1 plays here)."""
    workers = worker_count(jobs, MAX_JOBS)
    return min(workers, count_chunks(n_variants, games, workers))


def process_pool(jobs: int | None = None) -> ProcessPoolExecutor:
    """Worker processes for sweeps: "spawn" (a fresh interpreter per worker)
    is safe whatever threads this process runs (Qt, Dask) and the same on
    every platform. Never more processes than cores."""
    import multiprocessing

    return ProcessPoolExecutor(max_workers=worker_count(jobs, default_jobs()),
                               mp_context=multiprocessing.get_context("spawn"))


def run_pool(workers: int, work: Iterator[tuple[Task, tuple]], done: Callable[[Task, Tally], None],
             fn: Callable[..., Any] = play_chunk) -> None:
    """``work`` on ``workers`` processes, at most two chunks per worker
    handed out ahead of the results; each chunk's arguments go to ``fn``
    (:func:`~.play.play_chunk`, or another top-level function such as the
    designer's lab's)."""
    ahead = 2 * workers
    with process_pool(workers) as pool:
        pending: dict[Future, Task] = {}
        try:
            for task, a in itertools.islice(work, ahead):
                pending[pool.submit(fn, *a)] = task
            while pending:
                finished, _waiting = wait(pending, return_when=FIRST_COMPLETED)
                for f in finished:
                    task = pending.pop(f)
                    done(task, f.result())
                for task, a in itertools.islice(work, len(finished)):
                    pending[pool.submit(fn, *a)] = task
        except BaseException:
            for f in pending:
                f.cancel()
            raise
