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

The package, by concern (each module says what it owns): :mod:`.variant`
(what to play and the bounds of a run), :mod:`.play` (a game and a chunk),
:mod:`.pool` (the cut into chunks and this machine's processes),
:mod:`.cluster` (Dask), :mod:`.running` (a whole run, added up) and
:mod:`.figures` (win rates and intervals, and how they are written). This
module is the package's face: the names the command line, the app and the
tests use, from the module that owns each.
"""

from __future__ import annotations

from cardtable.engine.rng import SEED_MIN, SEED_STOP

from .pool import Task, chunks, count_chunks, default_jobs, plan, process_pool, processes, worker_count
from .cluster import CLUSTER_EXTRA, SCHEDULER_PROTOCOLS, check_scheduler_address
from .figures import SeatStats, VariantStats, csv_rows, figure_lines, table_lines, wilson, write_results
from .play import MAX_ACTIONS, Tally, play_chunk, play_game
from .running import Batch, run
from .variant import (MAX_GAMES, MAX_JOBS, MAX_VARIANTS, SweepError, Variant, check_run, check_variants, seeds_fit,
                       variants)

__all__ = [
    "Batch", "CLUSTER_EXTRA", "MAX_ACTIONS", "MAX_GAMES", "MAX_JOBS", "MAX_VARIANTS", "SCHEDULER_PROTOCOLS",
    "SEED_MIN", "SEED_STOP", "SeatStats", "SweepError", "Tally", "Task", "Variant", "VariantStats",
    "check_run", "check_scheduler_address", "check_variants", "chunks", "count_chunks", "csv_rows",
    "default_jobs", "figure_lines", "plan", "play_chunk", "play_game", "process_pool", "processes", "run",
    "seeds_fit", "table_lines", "variants", "wilson", "worker_count", "write_results",
]
