"""``cardtable lab``: the designer's lab on the command line. Bot games
(played as a sweep plays them: every core, or a Dask cluster) or a folder
of records, measured (cardtable.lab) and written as JSON, HTML or PDF.
"""

from __future__ import annotations

from pathlib import Path

from .arguments import (UsageError, check_players, check_seeds, clip, find_game, output_file, printable, quoted_path,
                        seat_levels, whole_number_type, write_output)
from .simulate import progress_bar

FORMATS = (".json", ".html", ".pdf")
DEFAULT_GAMES = 200  # bot games per variant when --games is not given


def add_lab_parser(sub, seed_help: str, jobs_help: str) -> None:
    """The ``lab`` sub-command's arguments."""
    from cardtable.sweep import MAX_GAMES, MAX_JOBS, SEED_MIN, SEED_STOP
    from cardtable.words import tr

    from .arguments import bot_level_arguments

    d = sub.add_parser("lab", help=tr("measure a game for its designer: balance, length, decisiveness, lead changes"))
    d.add_argument("game")
    d.add_argument("--players", type=whole_number_type("--players"), metavar="N",
                   help=tr("how many seats (with --records: only records of that many; default all)"))
    d.add_argument("--option", action="append", metavar="KEY=V1,V2,...",
                   help=tr("an option and the values to try (repeatable)"))
    d.add_argument("--games", type=whole_number_type("--games", 1, MAX_GAMES),
                   help=tr("bot games per variant (default {games})").format(games=DEFAULT_GAMES))
    d.add_argument("--seed", type=whole_number_type("--seed", SEED_MIN, SEED_STOP - 1),
                   help=tr("game k of every variant is seeded SEED + k; {seeds}").format(seeds=seed_help))
    where = d.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=whole_number_type("--jobs", 1, MAX_JOBS), help=jobs_help)
    where.add_argument("--scheduler", metavar="ADDRESS", help=tr("run on the Dask cluster whose scheduler is at "
                                                                 "ADDRESS"))
    where.add_argument("--records", metavar="DIR", help=tr("measure the saved games in DIR instead of playing"))
    bot_level_arguments(d)
    d.add_argument("-o", "--output", required=True, metavar="OUT.json|OUT.html|OUT.pdf")


def report_bytes(found, suffix: str) -> bytes:
    """The report as the file ``suffix`` names."""
    if suffix == ".json":
        from cardtable.lab import to_json

        return to_json(found).encode("utf-8")
    if suffix == ".html":
        from cardtable.lab.html import page

        return page(found).encode("utf-8")
    from .qt_app import ensure_gui_app

    ensure_gui_app()
    from cardtable.app.lab_pdf import pdf_bytes

    return pdf_bytes(found)


def _records(args, game):
    from cardtable.lab import read_records, record_files
    from cardtable.words import tr

    for name, given in (("--option", args.option), ("--level", args.level), ("--think", args.think),
                        ("--games", args.games), ("--seed", args.seed)):
        if given is not None and given != []:
            raise UsageError(tr("--records measures the saved games as they were played: {option} cannot be used "
                                "with it").format(option=name))
    folder = Path(args.records)
    if not folder.exists():
        raise UsageError(tr("--records: {path} does not exist").format(path=quoted_path(args.records)))
    if not folder.is_dir():
        raise UsageError(tr("--records: {path} is not a folder").format(path=quoted_path(args.records)))
    try:
        files = record_files(folder)
    except OSError as err:
        raise UsageError(tr("--records: cannot read {path} ({error})").format(
            path=quoted_path(args.records), error=err.strerror or err)) from None
    with progress_bar(len(files), tr("{game}, records").format(game=game.title)) as bar:
        found = read_records(game, folder, args.players, progress=bar.update)
    if not found.read:
        raise UsageError(tr("--records: no record of {game} in {path}").format(
            game=game.title, path=quoted_path(args.records)))
    source = {"kind": "records", "folder": folder.name or str(folder), "records": found.read,
              "other_games": found.other_games, "skipped": [list(s) for s in found.skipped]}
    return found.tallies, source


def _bots(args, game):
    import math

    from cardtable.engine.levels import CLASSIC
    from cardtable.lab import run_lab
    from cardtable.sweep import (MAX_VARIANTS, SweepError, check_run, check_scheduler_address, check_variants, processes,
                                 variants)
    from cardtable.words import tr

    from .sweep import option_grid

    if args.players is None:
        raise UsageError(tr("--players is needed to play bot games (or give --records DIR)"))
    check_players(game, args.players)
    grid = option_grid(game, args.option)
    if math.prod(len(v) for v in grid.values()) > MAX_VARIANTS:
        raise UsageError(tr("too many variants; the lab plays at most {most}").format(most=MAX_VARIANTS))
    chosen = variants([args.players], grid)
    levels = seat_levels(args.level, args.players)
    games = DEFAULT_GAMES if args.games is None else args.games
    seed = 1 if args.seed is None else args.seed
    check_seeds(seed, games)
    try:
        if args.scheduler is not None:
            check_scheduler_address(args.scheduler)
        check_run(chosen, games, seed)
        check_variants(game, chosen)
        jobs = None if args.scheduler is not None else processes(args.jobs, len(chosen), games)
        with progress_bar(games * len(chosen), tr("{game}, lab").format(game=game.title)) as bar:
            tallies = run_lab(game, chosen, games, seed, jobs=jobs, scheduler=args.scheduler,
                              progress=bar.update, levels=levels, think=args.think)
    except SweepError as err:
        raise UsageError(str(err)) from None
    source = {"kind": "bots", "games": games, "seed": seed, "think_ms": args.think,
              "levels": [levels.get(seat, CLASSIC) for seat in range(args.players)]}
    return tallies, source


def cmd_lab(args) -> int:
    from cardtable.lab import report
    from cardtable.words import tr

    game = find_game(args.game)
    suffix = Path(args.output).suffix.lower()
    if suffix not in FORMATS:
        raise UsageError(tr("the lab's report is written as .json, .html or .pdf (from the extension), not "
                            "{suffix}").format(suffix=clip(suffix) if suffix else tr("none")))
    out = output_file(args.output, "-o")
    tallies, source = _records(args, game) if args.records is not None else _bots(args, game)
    found = report(game, tallies, source)
    for line in summary_lines(found):
        print(line)
    write_output(out, report_bytes(found, suffix))
    print(tr("wrote {file}").format(file=printable(out)))
    return 0


def summary_lines(found) -> list[str]:
    """The main figures of each variant, for the terminal."""
    from cardtable.lab.html import variant_label
    from cardtable.words import tr

    lines = []
    for v in found["variants"]:
        seats = "  ".join(f"{s['seat']}: {100 * s['rate']:.1f}%" for s in v["seats"])
        moves = v["length_moves"] or {}
        dec = v["decisiveness"] or {}
        lead = v["lead_changes"] or {}
        lines.append(printable(variant_label(v)) + f": {v['completed']}/{v['games']}")
        lines.append("  " + tr("seats {seats}; first-player advantage {advantage}; moves {moves} (median {median}); "
                               "decisiveness {decisiveness}; lead changes {changes}").format(
            seats=seats, advantage=f"{v['first_player']['advantage']:+.3f}", moves=moves.get("mean", "-"),
            median=moves.get("median", "-"), decisiveness=dec.get("mean", "-"), changes=lead.get("mean", "-")))
    return lines
