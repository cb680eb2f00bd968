"""``cardtable sweep``: bot games for every combination of option values and
player counts, on this machine's cores or a Dask cluster (cardtable.sweep
plays them); a table of results, optionally a file and a chart."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any, Sequence

from .arguments import (UsageError, check_seeds, clip, find_game, option_value, output_file, printable,
                        seat_levels, whole_number, write_output)
from .qt_app import ensure_gui_app
from .simulate import progress_bar, worker_count
from cardtable.engine.i18n import number


def option_grid(game, pairs: Sequence[str]) -> dict[str, list[Any]]:
    """``KEY=V1,V2`` (or the key repeated) -> {key: [values]}; the values of
    text and file options are never split at commas (repeat the key). The
    lab reads its values with it too (``cardtable lab``, the Lab window)."""
    from cardtable.sweep import MAX_VARIANTS
    from cardtable.words import tr

    kinds = {spec.key: spec.kind for spec in game.options}
    grid: dict[str, list[Any]] = {}
    seen: dict[str, set] = {}
    for pair in pairs or ():
        key, sep, text = pair.partition("=")
        key = key.strip()
        if not sep or not key or not text.strip():
            raise UsageError(tr("--option needs KEY=VALUE or KEY=V1,V2,..., not {value}").format(value=clip(pair)))
        if key not in kinds:
            raise UsageError(tr("{game} has no option {key}; its options: {keys}").format(
                game=game.title, key=clip(key), keys=", ".join(kinds) or tr("none")))
        parts = [text] if kinds[key] in ("text", "file") else text.split(",")
        for part in parts:
            if not part.strip() and kinds[key] not in ("text", "file"):
                raise UsageError(tr("--option {key}: an empty value in {value}").format(key=key, value=clip(text)))
            value = option_value(game, key, part if kinds[key] in ("text", "file") else part.strip())
            if value in seen.setdefault(key, set()):
                raise UsageError(tr("--option {key}: {value} is given twice").format(key=key, value=clip(part.strip())))
            seen[key].add(value)
            grid.setdefault(key, []).append(value)
            if len(grid[key]) > MAX_VARIANTS:
                raise UsageError(tr("--option {key}: more than {most} values; a sweep plays at most {most} "
                                    "variants").format(key=key, most=number(MAX_VARIANTS)))
    return grid


def _player_counts(values: Sequence[str]) -> list[int]:
    from cardtable.words import tr

    out: list[int] = []
    seen: set[int] = set()
    for text in values:
        for part in text.split(","):
            try:
                n = whole_number(part)
            except ValueError:
                raise UsageError(tr("--players takes whole numbers, not {value}").format(value=clip(part))) from None
            if n in seen:
                raise UsageError(tr("--players {count} is given twice").format(count=n))
            seen.add(n)
            out.append(n)
    return out


def _write_results(out: Path, game, stats, games: int, seed: int) -> None:
    """The results file (CSV or JSON, by ``out``'s extension), written by
    :func:`write_output` like every file the command line writes: the text
    is made by ``cardtable.sweep.write_results`` in a private folder of its
    own, then written at ``out`` (a link there refused)."""
    import tempfile

    from cardtable.sweep import write_results

    with tempfile.TemporaryDirectory(prefix="cardtable-sweep-") as folder:
        made = Path(folder) / ("results" + out.suffix.lower())
        write_results(made, game, stats, games, seed)
        data = made.read_bytes()
    write_output(out, data)


def cmd_sweep(args) -> int:
    from cardtable.sweep import (MAX_VARIANTS, SweepError, check_run, check_scheduler_address, check_variants, run,
                                 table_lines, variants)
    from cardtable.words import tr

    game = find_game(args.game)
    out = None if args.output is None else Path(args.output)
    if out is not None and out.suffix.lower() not in (".csv", ".json"):
        raise UsageError(tr("results are written as .csv or .json (from the extension), not {suffix}").format(
            suffix=clip(out.suffix) if out.suffix else tr("none")))
    if out is not None:
        out = output_file(args.output, "-o")
    chart = None if args.chart is None else Path(args.chart)
    if chart is not None and chart.suffix.lower() != ".png":
        raise UsageError(tr("the chart is a PNG image: give a name ending in .png"))
    if chart is not None:
        chart = output_file(args.chart, "--chart")
    counts, grid = _player_counts(args.players), option_grid(game, args.option)
    how_many = len(counts) * math.prod(len(values) for values in grid.values())
    if how_many > MAX_VARIANTS:
        raise UsageError(tr("that is {count} variants; a sweep plays at most {most}").format(
            count=number(how_many), most=number(MAX_VARIANTS)))
    chosen = variants(counts, grid)
    levels = seat_levels(args.level, min(counts))
    check_seeds(args.seed, args.games)
    try:
        if args.scheduler is not None:
            check_scheduler_address(args.scheduler)
        check_run(chosen, args.games, args.seed)
        check_variants(game, chosen)
        jobs = None if args.scheduler is not None else worker_count(args, len(chosen))
        with progress_bar(args.games * len(chosen), tr("{game}, %n variant(s)", "", len(chosen)).format(
                game=game.title)) as bar:
            stats = run(game, chosen, args.games, args.seed, jobs=jobs, scheduler=args.scheduler,
                        progress=bar.update, levels=levels, think=args.think)
    except SweepError as err:
        raise UsageError(str(err)) from None
    for line in table_lines(game, stats):
        print(line)
    if out is not None:
        _write_results(out, game, stats, args.games, args.seed)
        print(tr("wrote {file}").format(file=printable(out)))
    if chart is not None:
        ensure_gui_app()
        from cardtable.app.charts import sweep_chart_png

        write_output(chart, sweep_chart_png(game, stats, args.games))
        print(tr("wrote {file}").format(file=printable(chart)))
    return 0

