"""``cardtable ladder``: the bot levels against each other, rated.

The games are played by :mod:`cardtable.sweep.ladder` on every core, or on
a Dask cluster, and the ratings printed as a table (``--json FILE`` writes
them too).
"""

from __future__ import annotations

import json

from .arguments import (UsageError, check_players, check_seeds, find_game, output_file, printable, think_argument,
                        whole_number_type, write_output)
from .simulate import progress_bar, worker_count


def add_ladder_parser(sub, seed_help: str, jobs_help: str) -> None:
    """The ``ladder`` sub-command's arguments."""
    from cardtable.sweep import MAX_GAMES, MAX_JOBS, SEED_MIN, SEED_STOP
    from cardtable.words import tr

    d = sub.add_parser("ladder", help=tr("play the bot levels against each other and rate them"))
    d.add_argument("game")
    d.add_argument("--players", type=whole_number_type("--players"), metavar="N",
                   help=tr("how many seats (default: the fewest the game is played with)"))
    d.add_argument("--games", type=whole_number_type("--games", 1, MAX_GAMES), default=600,
                   help=tr("about how many games in all, spread over every seating of the levels (default 600)"))
    d.add_argument("--seed", type=whole_number_type("--seed", SEED_MIN, SEED_STOP - 1), default=1, help=seed_help)
    where = d.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=whole_number_type("--jobs", 1, MAX_JOBS), help=jobs_help)
    where.add_argument("--scheduler", metavar="ADDRESS", help=tr("run on the Dask cluster whose scheduler is at "
                                                                 "ADDRESS"))
    think_argument(d, scaled=True)
    d.add_argument("--json", metavar="FILE", help=tr("also write the ratings and the head-to-head table as JSON"))


def fewest_players(game) -> int:
    """The fewest seats the game is played with at its usual options."""
    from cardtable.engine.protocol import BadOptions, PlayerSpec, Setup

    for count in range(game.min_players, game.max_players + 1):
        try:
            seats = tuple(PlayerSpec(f"Bot {i + 1}", True) for i in range(count))  # i18n: not shown (a probe)
            game.create(Setup(seats, {}, 1))
            return count
        except BadOptions:
            continue
    return game.max_players


def cmd_ladder(args) -> int:
    from cardtable.sweep import SweepError
    from cardtable.sweep.ladder import ladder, ladder_lines, seatings
    from cardtable.words import tr

    game = find_game(args.game)
    players = args.players if args.players is not None else fewest_players(game)
    check_players(game, players)
    check_seeds(args.seed, args.games)
    out = None if args.json is None else output_file(args.json, "--json")
    tables = len(seatings(players))
    total = max(1, args.games // tables) * tables
    jobs = None if args.scheduler is not None else worker_count(args, tables)
    try:
        with progress_bar(total, tr("{game}, ladder").format(game=game.title)) as bar:
            result = ladder(game, players, args.games, args.seed, jobs=jobs, scheduler=args.scheduler,
                            think=args.think, progress=bar.update)
    except SweepError as err:
        raise UsageError(str(err)) from None
    for line in ladder_lines(result):
        print(line)
    if out is not None:
        write_output(out, json.dumps(result.to_json(), indent=1) + "\n")
        print(tr("wrote {file}").format(file=printable(out)))
    return 0
