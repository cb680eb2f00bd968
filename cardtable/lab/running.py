"""Where the lab's games come from: bot games played through the sweep's
machinery (this process, this machine's processes or a Dask cluster), or
records read from a folder; either way, each game is summed up from its
record (:func:`~.summary.summarise`) and added to its variant's tally.

Owns :func:`lab_chunk` (a plain top-level function given plain values, so
a process pool or a Dask worker runs it, as the sweep's ``play_chunk``),
:func:`run_lab` and :func:`read_records`. Game ``k`` of every variant is
seeded ``seed + k`` and its bots draw as in a sweep, so the lab's games are
the sweep's and ``simulate``'s games; chunks' tallies add up exactly, so
the figures are the same for any ``jobs`` and on a cluster. Pure Python.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterator, Mapping, Sequence

import attrs

from cardtable.engine.i18n import _
from cardtable.engine.protocol import GameDef
from cardtable.sweep.cluster import check_scheduler_address, run_dask
from cardtable.sweep.play import MAX_ACTIONS, play_game
from cardtable.sweep.pool import Task, chunks, processes, run_pool, worker_count
from cardtable.sweep.running import Submitted, check_seating
from cardtable.sweep.variant import MAX_JOBS, SweepError, Variant, bot_setup, check_run, check_variants

from .summary import LabTally, VariantKey, option_key, seat_levels, summarise

RECORD_SUFFIX = ".json"  # what a record's file name ends in (the window's saves: .cardtable.json)


def lab_chunk(game_id: str, players: int, options: tuple[tuple[str, Any], ...], seed: int, start: int, stop: int,
              max_actions: int = MAX_ACTIONS, levels: tuple[tuple[int, str], ...] = (),
              think: int | None = None) -> LabTally:
    """Games ``start .. stop - 1`` of one variant played by bots, each
    summed up from its record (set-up and moves), added up."""
    from cardtable.games import all_games

    game = all_games()[game_id]
    base = game.normalise(bot_setup(game, Variant(players, options), seed, dict(levels)))
    tally = LabTally(VariantKey(players, option_key(base.options), seat_levels(base)),
                     rules_version=game.rules_version)
    for k in range(start, stop):
        setup = attrs.evolve(base, seed=seed + k)
        moves: list = []
        try:
            play_game(game, setup, max_actions, moves, think)
            tally.add(summarise(game, setup, moves))
        except Exception as err:  # a bug in a game or bot: say which game to replay
            raise RuntimeError(f"{game_id} with {Variant(players, options).label}, seed {seed + k}: "
                               f"{type(err).__name__}: {err}") from err
    return tally


def run_lab(game: GameDef, chosen: Sequence[Variant], games: int, seed: int, *, jobs: int | None = None,
            scheduler: str | None = None, progress: Callable[[int], None] | None = None,
            levels: Mapping[int, str] | None = None, think: int | None = None) -> dict[VariantKey, LabTally]:
    """Play ``games`` bot games of each variant in ``chosen`` (``jobs``
    processes, ``None``: every core; or the Dask cluster at ``scheduler``)
    and add them up, one tally per variant. ``progress(n)`` as each chunk
    of ``n`` games is in."""
    check_run(chosen, games, seed)
    if jobs is not None and (not isinstance(jobs, int) or jobs < 1):
        raise SweepError("the number of jobs must be at least 1")
    if scheduler is not None:
        check_scheduler_address(scheduler)
    check_variants(game, chosen)
    seating = check_seating(levels, think)
    if scheduler is not None:
        tasks, workers = chunks(len(chosen), games, 16), 0
    else:
        tasks, workers = chunks(len(chosen), games, worker_count(jobs, MAX_JOBS)), processes(jobs, len(chosen), games)
    sent = [tuple(game.normalise(bot_setup(game, v, seed)).options.items()) for v in chosen]
    totals: dict[VariantKey, LabTally] = {}

    def work() -> Iterator[tuple[Task, tuple]]:
        for t in tasks:
            v = chosen[t.variant_index]
            yield t, (game.id, v.players, sent[t.variant_index], seed, t.start, t.stop, MAX_ACTIONS, seating, think)

    def done(task: Task, tally: LabTally) -> None:
        if tally.rules_version != game.rules_version:
            raise SweepError(_("the workers run rules version {theirs} of {title}, this machine {ours}: install the "
                               "same CardTable on both").format(theirs=tally.rules_version, title=game.title,
                                                                ours=game.rules_version))
        totals.setdefault(tally.key, LabTally(tally.key, rules_version=tally.rules_version)).merge(tally)
        if progress is not None:
            progress(task.stop - task.start)

    if scheduler is not None:
        run_dask(scheduler, work(), done, lab_chunk)
    elif workers == 1:
        for task, a in work():
            done(task, lab_chunk(*a))
    else:
        run_pool(workers, work(), done, lab_chunk)
    return totals


@attrs.frozen
class RecordsRead:
    """What a folder of records gave: a tally per variant, and what was left out."""

    tallies: dict
    read: int  # records of the game summed up
    other_games: int  # records of other games, left out
    skipped: tuple[tuple[str, str], ...]  # (file name, one-line reason) of files that are no record, or break


def record_files(folder: Path) -> list[Path]:
    """The record files in ``folder`` (not its sub-folders), by name."""
    return sorted(p for p in folder.iterdir() if p.name.endswith(RECORD_SUFFIX) and p.is_file())


def read_records(game: GameDef, folder: Path, players: int | None = None,
                 progress: Callable[[int], None] | None = None) -> RecordsRead:
    """Sum up every record of ``game`` in ``folder`` (of ``players`` seats,
    when given). A save kept twice (its own id seen before: an autosave and
    a Save as of one game) counts once, as its longer copy."""
    from cardtable.engine.record import RecordError, load_record
    from cardtable.games import all_games

    everything = all_games()
    chosen: dict[str, Any] = {}
    order: list[str] = []
    other = 0
    skipped: list[tuple[str, str]] = []
    for path in record_files(folder):
        try:
            record = load_record(path, everything)
        except RecordError as err:
            skipped.append((path.name, str(err)))
            continue
        finally:
            if progress is not None:
                progress(1)
        if record.game != game.id or (players is not None and record.setup.count != players):
            other += 1
            continue
        name = record.uid or f"file:{path.name}"
        kept = chosen.get(name)
        if kept is None:
            order.append(name)
        if kept is None or len(record.actions) > len(kept[1].actions):
            chosen[name] = (path.name, record)
    totals: dict[VariantKey, LabTally] = {}
    read = 0
    for name in order:
        file_name, record = chosen[name]
        try:
            summary = summarise(game, record.setup, record.actions)
        except Exception as err:  # a record the rules refuse now: left out, and said why
            skipped.append((file_name, f"{type(err).__name__}: {err}"))
            continue
        totals.setdefault(summary.key, LabTally(summary.key, rules_version=game.rules_version)).add(summary)
        read += 1
    return RecordsRead(totals, read, other, tuple(sorted(skipped)))


class LabBatch(Submitted):
    """A lab run handed to an executor without waiting for it (the Lab
    window runs one): the sweep's :class:`~cardtable.sweep.running.Submitted`,
    and :meth:`results` once done. The games and their figures are those of
    :func:`run_lab` with the same arguments."""

    def __init__(self, executor: Any, game: GameDef, chosen: Sequence[Variant], games: int, seed: int,
                 workers: int, levels: Mapping[int, str] | None = None, think: int | None = None) -> None:
        from cardtable.sweep.pool import plan

        check_run(chosen, games, seed)
        check_variants(game, chosen)
        seating = check_seating(levels, think)
        self.game = game
        self.tasks = plan(len(chosen), games, workers)
        sent = [tuple(game.normalise(bot_setup(game, v, seed)).options.items()) for v in chosen]
        self.futures = [executor.submit(lab_chunk, game.id, chosen[t.variant_index].players, sent[t.variant_index],
                                        seed, t.start, t.stop, MAX_ACTIONS, seating, think) for t in self.tasks]

    def results(self) -> dict[VariantKey, LabTally]:
        """Each variant's tally (raises what a chunk raised)."""
        totals: dict[VariantKey, LabTally] = {}
        for f in self.futures:
            tally = f.result()
            totals.setdefault(tally.key, LabTally(tally.key, rules_version=tally.rules_version)).merge(tally)
        return totals
