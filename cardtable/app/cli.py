"""Command line: ``cardtable [FILE]`` starts the app; sub-commands work headless.

    cardtable games
    cardtable simulate GAME --players N --games K --seed S [--jobs J] [--save-dir D] [--json] [--option KEY=VALUE]
    cardtable sweep GAME --players N [--players M ...] --option KEY=V1,V2,... [--option ...] --games K --seed S
                    [--jobs J | --scheduler ADDRESS] [-o OUT.(csv|json)] [--chart CHART.png]
    cardtable replay FILE [--json]
    cardtable summary FILE -o OUT.(pdf|html|md)
    cardtable snapshot GAME -o OUT.png [--players N] [--seed S]

Bad files or arguments print one line on stderr and exit with status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any, Sequence

from cardtable import APP_NAME, __version__

COMMANDS = ("games", "simulate", "sweep", "replay", "summary", "snapshot", "install-desktop")


class UsageError(Exception):
    """A bad argument or file: reported in one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, no usage dump
        raise UsageError(message)


def _parse_value(text: str) -> Any:
    low = text.lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    try:
        return int(text)
    except ValueError:
        return text


def _options(pairs: Sequence[str]) -> dict[str, Any]:
    out = {}
    for pair in pairs or ():
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"--option needs KEY=VALUE, not {pair!r}")
        out[key.strip()] = _parse_value(value.strip())
    return out


def _game(game_id: str):
    from cardtable.games import all_games

    games = all_games()
    if game_id not in games:
        raise UsageError(f"unknown game {game_id!r}; known games: {', '.join(games)}")
    return games[game_id]


def _load(path: str):
    from cardtable.engine.match import Match
    from cardtable.engine.record import load_record
    from cardtable.games import all_games

    games = all_games()
    record = load_record(Path(path), games)
    return Match.from_record(games[record.game], record)


# -- commands ------------------------------------------------------------------------
def cmd_games(args) -> int:
    from cardtable.games import all_games

    for game_id in all_games():
        print(game_id)
    return 0


def _own_command() -> str:
    """How a launcher should start this copy: plain ``cardtable`` when that
    is what PATH finds, else this copy's absolute path."""
    import shutil

    own = Path(sys.executable if getattr(sys, "frozen", False) else sys.argv[0]).resolve()
    on_path = shutil.which("cardtable")
    return "cardtable" if on_path and Path(on_path).resolve() == own else str(own)


def cmd_install_desktop(args) -> int:
    from cardtable.app.desktop import default_prefix, install

    prefix = Path(args.prefix) if args.prefix else default_prefix()
    for path in install(prefix, args.exec or _own_command()):
        print(f"wrote {path}")
    return 0


def simulate(game, players: int, games: int, seed: int, options: dict[str, Any] | None = None,
             save_dir: Path | None = None, jobs: int = 1, progress=None) -> dict[str, Any]:
    """Play ``games`` bot-only games (game ``k`` seeded ``seed + k``) on
    ``jobs`` processes; returns the statistics printed by ``--json``."""
    from cardtable.engine.protocol import PlayerSpec, Setup
    from cardtable.sweep import Variant, run

    started = time.perf_counter()
    (stats,) = run(game, [Variant(players, tuple((options or {}).items()))], games, seed, jobs=jobs,
                   save_dir=save_dir, progress=progress)
    seconds = time.perf_counter() - started
    normal = game.normalise(Setup(tuple(PlayerSpec(f"Bot {i + 1}", True) for i in range(players)),
                                  options or {}, seed))
    return {
        "game": game.id,
        "players": players,
        "games": games,
        "seed": seed,
        "options": dict(normal.options),
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


def _progress_bar(total: int, what: str):
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


def _jobs(args) -> int:
    from cardtable.sweep import default_jobs

    jobs = default_jobs() if args.jobs is None else args.jobs
    if jobs < 1:
        raise UsageError("--jobs must be at least 1")
    return jobs


def cmd_simulate(args) -> int:
    from cardtable.engine.protocol import BadOptions
    from cardtable.sweep import SweepError

    game = _game(args.game)
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    jobs = _jobs(args)
    try:
        with _progress_bar(args.games, game.title) as bar:
            stats = simulate(game, args.players, args.games, args.seed, _options(args.option),
                             Path(args.save_dir) if args.save_dir else None, jobs=jobs, progress=bar.update)
    except (BadOptions, SweepError) as err:
        raise UsageError(str(err)) from None
    if args.json:
        print(json.dumps(stats))
    else:
        print(f"{game.title}: {stats['completed']}/{stats['games']} games completed with {args.players} bots "
              f"in {stats['seconds']:.2f} s ({stats['games_per_second']} games/s on {jobs} "
              f"process{'es' if jobs > 1 else ''}); mean {stats['mean_actions']:.1f} actions per game")
        for seat, (w, (low, high)) in enumerate(zip(stats["wins_by_seat"], stats["win_rate_95_by_seat"])):
            print(f"  seat {seat + 1}: {w:g} wins (95% interval of the win rate {low:.1%}–{high:.1%})")
    return 0


def _option_grid(game, pairs: Sequence[str]) -> dict[str, list[Any]]:
    """``KEY=V1,V2`` (or the key repeated) -> {key: [values]}; the values of
    text and file options are never split at commas (repeat the key)."""
    kinds = {spec.key: spec.kind for spec in game.options}
    grid: dict[str, list[Any]] = {}
    for pair in pairs or ():
        key, sep, text = pair.partition("=")
        key = key.strip()
        if not sep or not key or not text.strip():
            raise UsageError(f"--option needs KEY=VALUE or KEY=V1,V2,..., not {pair!r}")
        if key not in kinds:
            raise UsageError(f"{game.title} has no option {key!r}; its options: {', '.join(kinds) or 'none'}")
        parts = [text] if kinds[key] in ("text", "file") else text.split(",")
        for part in parts:
            value = _parse_value(part.strip()) if kinds[key] not in ("text", "file") else part
            if value == "" and kinds[key] not in ("text", "file"):
                raise UsageError(f"--option {key}: an empty value in {text!r}")
            if value in grid.setdefault(key, []):
                raise UsageError(f"--option {key}: {part.strip()!r} is given twice")
            grid[key].append(value)
    return grid


def _player_counts(values: Sequence[str]) -> list[int]:
    out: list[int] = []
    for text in values:
        for part in text.split(","):
            try:
                n = int(part)
            except ValueError:
                raise UsageError(f"--players takes whole numbers, not {part!r}") from None
            if n in out:
                raise UsageError(f"--players {n} is given twice")
            out.append(n)
    return out


def cmd_sweep(args) -> int:
    from cardtable.sweep import SweepError, check_variants, run, table_lines, variants, write_results

    game = _game(args.game)
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    out = Path(args.output) if args.output else None
    if out is not None and out.suffix.lower() not in (".csv", ".json"):
        raise UsageError(f"results are written as .csv or .json (from the extension), not {out.suffix or 'none'}")
    chart = Path(args.chart) if args.chart else None
    if chart is not None and chart.suffix.lower() != ".png":
        raise UsageError("the chart is a PNG image: give a name ending in .png")
    chosen = variants(_player_counts(args.players), _option_grid(game, args.option))
    jobs = None if args.scheduler else _jobs(args)
    try:
        check_variants(game, chosen)
        with _progress_bar(args.games * len(chosen), f"{game.title}, {len(chosen)} variants") as bar:
            stats = run(game, chosen, args.games, args.seed, jobs=jobs, scheduler=args.scheduler,
                        progress=bar.update)
    except SweepError as err:
        raise UsageError(str(err)) from None
    for line in table_lines(game, stats):
        print(line)
    if out is not None:
        write_results(out, game, stats, args.games, args.seed)
        print(f"wrote {out}")
    if chart is not None:
        _ensure_gui_app()
        from cardtable.app.charts import sweep_chart_png
        from cardtable.engine.record import write_atomic

        write_atomic(chart, sweep_chart_png(game, stats, args.games))
        print(f"wrote {chart}")
    return 0


def cmd_replay(args) -> int:
    match = _load(args.file)
    view = match.view(None)
    result = match.result
    data = {
        "game": match.game.id,
        "players": [p.name for p in match.setup.players],
        "seed": match.setup.seed,
        "actions": len(match.steps),
        "over": result is not None,
        "result": None if result is None else {
            "winners": [match.setup.players[w].name for w in result.winners],
            "summary": result.summary, "scores": list(result.scores)},
        "table": {z.id: [c.id for c in z.cards] for z in view.zones},
        "headline": view.headline,
        "hint": view.hint,
        "log": [ev.text_for(None) for _, ev in match.events()],
    }
    if args.json:
        print(json.dumps(data, ensure_ascii=False))
        return 0
    print(f"{match.game.title} — {', '.join(data['players'])} (seed {match.setup.seed}), "
          f"{len(match.steps)} actions")
    for z in view.zones:
        cards = [c.id or "▢" for c in z.cards]
        label = f" ({z.label})" if z.label else ""
        print(f"  {z.id}{label}: {' '.join(cards) if cards else '—'}")
    if view.headline:
        print(f"  {view.headline}")
    print(result.summary if result else f"Game in progress: {view.hint}")
    return 0


def _ensure_gui_app():
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([sys.argv[0]])


def cmd_summary(args) -> int:
    out = Path(args.output)
    if out.suffix.lower() not in (".pdf", ".html", ".md"):
        raise UsageError(f"the summary format comes from the extension: .pdf, .html or .md, not {out.suffix or 'none'}")
    match = _load(args.file)
    _ensure_gui_app()
    from cardtable.app.summary import write_summary
    from cardtable.app.summary_pictures import illustrated_summary

    write_summary(illustrated_summary(match), out)
    print(f"wrote {out}")
    return 0


def cmd_snapshot(args) -> int:
    from cardtable.engine.protocol import BadOptions

    game = _game(args.game)
    out = Path(args.output)
    if out.suffix.lower() != ".png":
        raise UsageError("snapshots are PNG images: give an output name ending in .png")
    _ensure_gui_app()
    from cardtable.table.snapshot import render_opening

    try:
        image = render_opening(game, args.players, args.seed, args.width, viewer=0)
    except BadOptions as err:
        raise UsageError(str(err)) from None
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out)):
        raise UsageError(f"cannot write {out}")
    print(f"wrote {out}")
    return 0


def run_gui(file: str | None) -> int:
    if file is not None and not Path(file).is_file():
        raise UsageError(f"{file} does not exist" if not Path(file).exists() else f"{file} is not a file")
    if file is not None:
        _load(file)  # a bad save is reported on the command line, before any window
    app = _ensure_gui_app()
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    from cardtable.app.config import AppConfig
    from cardtable.resources import style_sheet

    app.setStyleSheet(style_sheet())
    window = open_main_window(AppConfig.default(), Path(file) if file is not None else None)
    window.show()
    return app.exec()


def open_main_window(config, file: Path | None = None):
    """The main window as the app opens it: the frame first, so the window
    is on screen at once; the table, the docks and the game (``file``, else
    the autosaved game, else the new-game dialog) right after its first paint."""
    from cardtable.app.main_window import MainWindow
    from cardtable.games import all_games

    window = MainWindow(all_games(), config, build=False)

    def set_out_the_table() -> None:
        from PySide6.QtCore import QSize
        from PySide6.QtGui import QIcon
        from PySide6.QtWidgets import QApplication

        from cardtable.resources import icon_files

        icon = QIcon()
        for path, size in icon_files():
            icon.addFile(str(path), QSize(size, size) if size else QSize())
        QApplication.instance().setWindowIcon(icon)
        window.build_table()
        if file is not None:
            window.open_file(file)
        elif not window.resume():
            window.choose_new_game()

    window.after_first_paint(set_out_the_table)
    return window


def build_parser() -> _Parser:
    p = _Parser(prog="cardtable", description=f"{APP_NAME}: hot-seat paper card games.")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)
    sub.add_parser("games", help="list game ids")
    s = sub.add_parser("simulate", help="play bot-only games headless")
    s.add_argument("game")
    s.add_argument("--players", type=int, required=True)
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--jobs", type=int, help="worker processes (default: every core)")
    s.add_argument("--save-dir")
    s.add_argument("--json", action="store_true")
    s.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option (repeatable)")
    w = sub.add_parser("sweep", help="bot games for every combination of option values and player counts")
    w.add_argument("game")
    w.add_argument("--players", action="append", required=True, metavar="N",
                   help="a player count (repeatable, or comma-separated)")
    w.add_argument("--option", action="append", metavar="KEY=V1,V2,...",
                   help="an option and the values to try (repeatable)")
    w.add_argument("--games", type=int, default=1000, help="games per variant")
    w.add_argument("--seed", type=int, default=1, help="game k of every variant is seeded SEED + k")
    where = w.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=int, help="worker processes on this machine (default: every core)")
    where.add_argument("--scheduler", metavar="ADDRESS",
                       help="run on the Dask cluster whose scheduler is at ADDRESS (pip install 'cardtable[cluster]')")
    w.add_argument("-o", "--output", metavar="OUT.csv|OUT.json")
    w.add_argument("--chart", metavar="CHART.png", help="draw the win rate by seat of each variant")
    r = sub.add_parser("replay", help="replay a record and print the final table")
    r.add_argument("file")
    r.add_argument("--json", action="store_true")
    m = sub.add_parser("summary", help="write the story summary (.pdf, .html or .md)")
    m.add_argument("file")
    m.add_argument("-o", "--output", required=True)
    n = sub.add_parser("snapshot", help="render the opening table to a PNG")
    n.add_argument("game")
    n.add_argument("-o", "--output", required=True)
    n.add_argument("--players", type=int)
    n.add_argument("--seed", type=int, default=1)
    n.add_argument("--width", type=int, default=1280)
    d = sub.add_parser("install-desktop", help="add CardTable to the desktop's menus, icons and file types")
    d.add_argument("--prefix", help="the share folder to install into (default: $XDG_DATA_HOME)")
    d.add_argument("--exec", help="the command the launcher runs (default: this copy)")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # sweeps' worker processes in a frozen (bundled) app
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        if argv[:1] == ["--version"]:
            print(f"{APP_NAME} {__version__}")
            return 0
        if argv[:1] in (["-h"], ["--help"]):
            build_parser().print_help()
            return 0
        if not argv or argv[0] not in COMMANDS:
            gp = _Parser(prog="cardtable")
            gp.add_argument("file", nargs="?")
            gp.add_argument("--version", action="store_true")
            args = gp.parse_args(argv)
            return run_gui(args.file)
        args = build_parser().parse_args(argv)
        handler = {"games": cmd_games, "simulate": cmd_simulate, "sweep": cmd_sweep, "replay": cmd_replay,
                   "summary": cmd_summary, "snapshot": cmd_snapshot,
                   "install-desktop": cmd_install_desktop}[args.command]
        return handler(args)
    except UsageError as err:
        print(f"cardtable: error: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("cardtable: interrupted", file=sys.stderr)
        return 130
    except Exception as err:  # bad files of any kind: one line, no traceback
        from cardtable.engine.protocol import BadOptions, IllegalAction
        from cardtable.engine.record import RecordError

        if isinstance(err, (RecordError, BadOptions, IllegalAction, OSError, ValueError)):
            print(f"cardtable: error: {err}", file=sys.stderr)
            return 2
        raise


def gui_main() -> int:
    return main(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
