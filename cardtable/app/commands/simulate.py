"""``cardtable simulate``: bot-only games played headless, and their figures.

:func:`simulate` is the same run for scripts (the benchmarks call it). The
progress bar and the number of worker processes are shared with ``sweep``.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from .arguments import (UsageError, check_players, check_seeds, find_game, game_options, output_folder, quoted_path,
                        seat_levels)


def _simulation(game, players: int, games: int, seed: int, options: dict[str, Any] | None = None,
                save_dir: Path | None = None, jobs: int = 1, progress=None, levels: dict[int, str] | None = None,
                think: int | None = None):
    """Play the games; ``(VariantStats, seconds)``."""
    from cardtable.sweep import Variant, run

    started = time.perf_counter()
    (stats,) = run(game, [Variant(players, tuple((options or {}).items()))], games, seed, jobs=jobs,
                   save_dir=save_dir, progress=progress, levels=levels, think=think)
    return stats, time.perf_counter() - started


def _figures(game, players: int, games: int, seed: int, options: dict[str, Any] | None, stats, seconds: float,
             jobs: int, levels: dict[int, str] | None = None, think: int | None = None) -> dict[str, Any]:
    from cardtable.engine.protocol import PlayerSpec, Setup

    # the names only fill the set-up the options are normalised with: never shown
    normal = game.normalise(Setup(tuple(PlayerSpec("bot" + str(i + 1), True) for i in range(players)),
                                  options or {}, seed))
    return {
        "game": game.id,
        "players": players,
        "games": games,
        "seed": seed,
        "options": dict(normal.options),
        "levels": [(levels or {}).get(seat, "classic") for seat in range(players)],
        "think_ms": think,
        "completed": stats.completed,
        "mean_actions": stats.mean_moves,
        "wins_by_seat": [round(x.wins, 3) for x in stats.seats],
        "win_rate_by_seat": [round(x.win_rate, 4) for x in stats.seats],
        "win_rate_95_by_seat": [[round(x.low, 4), round(x.high, 4)] for x in stats.seats],
        "mean_score_spread": None if stats.mean_score_spread is None else round(stats.mean_score_spread, 3),
        "round_limit": stats.round_limit,
        "unfinished": stats.unfinished,
        "jobs": jobs,
        "seconds": round(seconds, 4),
        "games_per_second": round(games / seconds, 1) if seconds > 0 else None,
    }


def simulate(game, players: int, games: int, seed: int, options: dict[str, Any] | None = None,
             save_dir: Path | None = None, jobs: int = 1, progress=None, levels: dict[int, str] | None = None,
             think: int | None = None) -> dict[str, Any]:
    """Play ``games`` bot-only games (game ``k`` seeded ``seed + k``) on
    ``jobs`` processes, ``levels`` a bot level for some seats (from 0);
    returns the statistics printed by ``--json``."""
    stats, seconds = _simulation(game, players, games, seed, options, save_dir, jobs, progress, levels, think)
    return _figures(game, players, games, seed, options, stats, seconds, jobs, levels, think)


def progress_bar(total: int, what: str):
    """A progress bar on stderr when it is a terminal (tqdm turns itself off
    otherwise), so piped and scripted runs print only their results."""
    from tqdm import tqdm

    try:
        known_width = os.get_terminal_size(sys.stderr.fileno()).columns > 0
    except (OSError, ValueError, AttributeError):
        known_width = False
    # A terminal that does not say its size (a bare pty reports 0 x 0, which
    # tqdm takes as no room at all) gets 100 columns and 40 rows.
    return tqdm(total=total, desc=what, unit=" games", file=sys.stderr, disable=None,
                dynamic_ncols=known_width, ncols=None if known_width else 100,
                nrows=None if known_width else 40, smoothing=0.1)


def worker_count(args, variants: int = 1) -> int:
    """The worker processes to start: --jobs (default: every core), never
    more than the cores this process may use nor than the chunks of work."""
    from cardtable.sweep import processes

    return processes(args.jobs, variants, args.games)


def _save_dir(text: str | None) -> Path | None:
    """--save-dir, made now if missing: a bad folder is found before any game is played."""
    if text is None:
        return None
    folder = output_folder(text, "--save-dir")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        from cardtable.words import tr

        raise UsageError(tr("--save-dir: cannot make the folder {folder} ({error})").format(
            folder=quoted_path(text), error=err.strerror or err)) from None
    return folder


def cmd_simulate(args) -> int:
    from cardtable.engine.protocol import BadOptions
    from cardtable.sweep import SweepError, figure_lines
    from cardtable.words import tr

    game = find_game(args.game)
    check_players(game, args.players)
    check_seeds(args.seed, args.games)
    save_dir = _save_dir(args.save_dir)
    jobs = worker_count(args)
    options = game_options(game, args.option)
    levels = seat_levels(args.level, args.players)
    try:
        with progress_bar(args.games, game.title) as bar:
            stats, seconds = _simulation(game, args.players, args.games, args.seed, options, save_dir, jobs=jobs,
                                         progress=bar.update, levels=levels, think=args.think)
    except (BadOptions, SweepError) as err:
        raise UsageError(str(err)) from None
    if args.json:
        print(json.dumps(_figures(game, args.players, args.games, args.seed, options, stats, seconds, jobs, levels,
                                  args.think)))
    else:
        processes = tr("%n process(es)", "", jobs)
        how = (tr("{processes}, {speed} games/s").format(processes=processes, speed=f"{args.games / seconds:.1f}")
               if seconds > 0 else processes)
        print(tr("{game} with {bots} bots: {completed} of %n game(s) played to the end in {seconds} s ({how})", "",
                 stats.games).format(game=game.title, bots=args.players, completed=stats.completed,
                                     seconds=f"{seconds:.2f}", how=how))
        for line in figure_lines(stats):
            print(f"  {line}")
    return 0
