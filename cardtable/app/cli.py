"""Command line: ``cardtable [FILE]`` starts the app; sub-commands work headless.

    cardtable games
    cardtable simulate GAME --players N --games K --seed S [--jobs J] [--save-dir D] [--json] [--option KEY=VALUE]
    cardtable sweep GAME --players N [--players M ...] --option KEY=V1,V2,... [--option ...] --games K --seed S
                    [--jobs J | --scheduler ADDRESS] [-o OUT.(csv|json)] [--chart CHART.png]
    cardtable replay FILE [--json]
    cardtable summary FILE -o OUT.(pdf|html|md)
    cardtable snapshot GAME -o OUT.png [--players N] [--seed S]

Bad files or arguments print one line on stderr and exit with status 2.

Bounds (checked before anything runs; a value outside is such an error):
    --players            the game's own range of players
    --games              1 to 1,000,000 (a sweep: --games x variants at most 1,000,000, at most 1,000 variants)
    --seed               a seed a saved game can hold: game k of a run is seeded SEED + k, and every one
                         must be from -2**63 to 2**64 - 1 (what the record loader accepts)
    --jobs               1 to 1,024; the processes started are never more than this machine's cores
                         (or the cores it may use) nor than the chunks of work
    --width (snapshot)   200 to 8,000 pixels (the height follows the table, at most 8,000)
    --scheduler          [tcp|tls|ws|wss|ucx://]HOST:PORT; a scheduler that does not answer within a few
                         seconds, or has no workers, is such an error
    output files         not a folder or a device; the folder must be one this user can write in
"""

from __future__ import annotations

import argparse
import json
import math
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


def _clip(text: Any, limit: int = 60) -> str:
    """A value the user typed, quoted for a message and cut short if long."""
    shown = repr(str(text))
    return shown if len(shown) <= limit else shown[:limit - 4] + "…" + shown[0]


def _path(text: Any, limit: int = 120) -> str:
    """A path the user typed, quoted for a message; a long one keeps its end."""
    shown = repr(str(text))
    return shown if len(shown) <= limit else shown[0] + "…" + shown[-(limit - 2):]


def _one_line(text: str, limit: int = 400) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _number(text: str) -> int:
    """A whole number as typed (digits, an optional sign, ``_`` between
    digits as Python writes them), else ValueError; never a number longer
    than 40 digits, which no bound here needs."""
    body = text.strip()
    digits = body.lstrip("+-").replace("_", "")
    if not digits.isdigit() or not digits.isascii() or len(digits) > 40:
        raise ValueError(text)
    return int(body)


def _whole(name: str, low: int | None = None, high: int | None = None):
    """An argparse ``type`` for option ``name``: a whole number from ``low``
    to ``high`` (a bad one is a :class:`UsageError` naming the bound)."""
    def parse(text: str) -> int:
        try:
            value = _number(text)
        except ValueError:
            raise UsageError(f"{name} needs a whole number, not {_clip(text)}") from None
        if (low is not None and value < low) or (high is not None and value > high):
            lo, hi = (str(x) if x is None or abs(x) >= 10 ** 9 else f"{x:,}" for x in (low, high))
            bound = (f"at least {lo} and at most {hi}" if low is not None and high is not None
                     else f"at least {lo}" if low is not None else f"at most {hi}")
            raise UsageError(f"{name} must be {bound}, not {_clip(text)}")
        return value

    parse.__name__ = "whole number"
    return parse


def _check_seeds(seed: int, games: int = 1) -> None:
    """Games ``seed`` .. ``seed + games - 1`` are all seeds a saved game can
    hold (the bound the record loader checks; see sweep.SEED_MIN)."""
    from cardtable.sweep import SEED_MIN, SEED_STOP, seeds_fit

    if not seeds_fit(seed, games):
        span = (f"--seed {seed}" if games == 1
                else f"--seed {seed} with --games {games:,} reaches seed {seed + games - 1}")
        raise UsageError(f"{span}; a game's seed must be from {SEED_MIN} to {SEED_STOP - 1} (what a saved game "
                         f"can hold)")


def _check_players(game, players: int | None) -> None:
    from cardtable.engine.protocol import BadOptions

    if players is not None:
        try:
            game.check_players(players)  # before a list of that many players is made
        except BadOptions as err:
            raise UsageError(str(err)) from None


def _output(text: str, what: str) -> Path:
    """An output file's name, checked before any work is done: not empty,
    not a folder, a device or a pipe, and in a folder this user can write in
    (made if missing, as the writers do)."""
    if not text or not text.strip():
        raise UsageError(f"{what}: the file name is empty")
    if "\0" in text:
        raise UsageError(f"{what}: {_path(text)} is not a file name")
    path = Path(text)
    if path.is_dir():
        raise UsageError(f"{what}: {_path(text)} is a folder; give a file name")
    if path.exists() and not path.is_file():
        raise UsageError(f"{what}: {_path(text)} is not a regular file (a device, pipe or socket)")
    _writable_folder(path.parent, f"{what}: cannot write {_path(text)}")
    return path


def _folder(text: str, what: str) -> Path:
    """A folder's name, checked before any work is done: not empty, not a
    file, and a folder this user can write in (or could make)."""
    if not text.strip():
        raise UsageError(f"{what}: the folder name is empty")
    folder = Path(text)
    if folder.exists() and not folder.is_dir():
        raise UsageError(f"{what}: {_path(text)} is not a folder")
    _writable_folder(folder, what)
    return folder


def _writable_folder(folder: Path, lead: str) -> None:
    """``folder`` can be written in, or could be made: its nearest existing
    ancestor is a folder this user can write in."""
    probe = folder
    while not probe.exists():
        if probe.is_symlink() or probe.parent == probe:
            raise UsageError(f"{lead}: {_path(str(probe))} cannot be made")
        probe = probe.parent
    if not probe.is_dir():
        raise UsageError(f"{lead}: {_path(str(probe))} is not a folder")
    if not os.access(probe, os.W_OK | os.X_OK):
        raise UsageError(f"{lead}: no permission to write in {_path(str(probe))}")


def _option_value(game, key: str, text: str) -> Any:
    """What ``text`` means for ``game``'s option ``key``, read by the
    option's own kind (engine.protocol.parse_option): ``decks=1`` is the
    choice "1", ``lives=on`` is true, ``hand_size=4`` is the number 4."""
    from cardtable.engine.protocol import BadOptions, parse_option

    specs = {spec.key: spec for spec in game.options}
    if key not in specs:
        raise UsageError(f"{game.title} has no option {_clip(key)}; its options: {', '.join(specs) or 'none'}")
    try:
        return parse_option(specs[key], text)
    except BadOptions as err:
        raise UsageError(str(err)) from None


def _options(game, pairs: Sequence[str]) -> dict[str, Any]:
    out = {}
    for pair in pairs or ():
        key, sep, value = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise UsageError(f"--option needs KEY=VALUE, not {_clip(pair)}")
        if key in out:
            raise UsageError(f"--option {_clip(key)} is given twice")
        out[key] = _option_value(game, key, value.strip())
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

    if args.prefix is not None:
        _folder(args.prefix, "--prefix")
    if args.exec is not None and (not args.exec.strip() or not args.exec.isprintable()):
        raise UsageError(f"--exec needs a command on one line, not {_clip(args.exec)}")
    prefix = Path(args.prefix) if args.prefix else default_prefix()
    for path in install(prefix, args.exec or _own_command()):
        print(f"wrote {path}")
    return 0


def _simulation(game, players: int, games: int, seed: int, options: dict[str, Any] | None = None,
                save_dir: Path | None = None, jobs: int = 1, progress=None):
    """Play the games; ``(VariantStats, seconds)``."""
    from cardtable.sweep import Variant, run

    started = time.perf_counter()
    (stats,) = run(game, [Variant(players, tuple((options or {}).items()))], games, seed, jobs=jobs,
                   save_dir=save_dir, progress=progress)
    return stats, time.perf_counter() - started


def _figures(game, players: int, games: int, seed: int, options: dict[str, Any] | None, stats, seconds: float,
             jobs: int) -> dict[str, Any]:
    from cardtable.engine.protocol import PlayerSpec, Setup

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


def simulate(game, players: int, games: int, seed: int, options: dict[str, Any] | None = None,
             save_dir: Path | None = None, jobs: int = 1, progress=None) -> dict[str, Any]:
    """Play ``games`` bot-only games (game ``k`` seeded ``seed + k``) on
    ``jobs`` processes; returns the statistics printed by ``--json``."""
    stats, seconds = _simulation(game, players, games, seed, options, save_dir, jobs, progress)
    return _figures(game, players, games, seed, options, stats, seconds, jobs)


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


def _jobs(args, variants: int = 1) -> int:
    """The worker processes to start: --jobs (default: every core), never
    more than the cores this process may use nor than the chunks of work."""
    from cardtable.sweep import processes

    return processes(args.jobs, variants, args.games)


def _save_dir(text: str | None) -> Path | None:
    """--save-dir, made now if missing: a bad folder is found before any game is played."""
    if text is None:
        return None
    folder = _folder(text, "--save-dir")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise UsageError(f"--save-dir: cannot make the folder {_path(text)} ({err.strerror or err})") from None
    return folder


def cmd_simulate(args) -> int:
    from cardtable.engine.protocol import BadOptions
    from cardtable.sweep import SweepError, figure_lines

    game = _game(args.game)
    _check_players(game, args.players)
    _check_seeds(args.seed, args.games)
    save_dir = _save_dir(args.save_dir)
    jobs = _jobs(args)
    options = _options(game, args.option)
    try:
        with _progress_bar(args.games, game.title) as bar:
            stats, seconds = _simulation(game, args.players, args.games, args.seed, options, save_dir, jobs=jobs,
                                         progress=bar.update)
    except (BadOptions, SweepError) as err:
        raise UsageError(str(err)) from None
    if args.json:
        print(json.dumps(_figures(game, args.players, args.games, args.seed, options, stats, seconds, jobs)))
    else:
        speed = f", {args.games / seconds:.1f} games/s" if seconds > 0 else ""
        print(f"{game.title} with {args.players} bots: {stats.completed} of {stats.games} games played to the "
              f"end in {seconds:.2f} s ({jobs} process{'es' if jobs > 1 else ''}{speed})")
        for line in figure_lines(stats):
            print(f"  {line}")
    return 0


def _option_grid(game, pairs: Sequence[str]) -> dict[str, list[Any]]:
    """``KEY=V1,V2`` (or the key repeated) -> {key: [values]}; the values of
    text and file options are never split at commas (repeat the key)."""
    from cardtable.sweep import MAX_VARIANTS

    kinds = {spec.key: spec.kind for spec in game.options}
    grid: dict[str, list[Any]] = {}
    seen: dict[str, set] = {}
    for pair in pairs or ():
        key, sep, text = pair.partition("=")
        key = key.strip()
        if not sep or not key or not text.strip():
            raise UsageError(f"--option needs KEY=VALUE or KEY=V1,V2,..., not {_clip(pair)}")
        if key not in kinds:
            raise UsageError(f"{game.title} has no option {_clip(key)}; its options: {', '.join(kinds) or 'none'}")
        parts = [text] if kinds[key] in ("text", "file") else text.split(",")
        for part in parts:
            if not part.strip() and kinds[key] not in ("text", "file"):
                raise UsageError(f"--option {key}: an empty value in {_clip(text)}")
            value = _option_value(game, key, part if kinds[key] in ("text", "file") else part.strip())
            if value in seen.setdefault(key, set()):
                raise UsageError(f"--option {key}: {_clip(part.strip())} is given twice")
            seen[key].add(value)
            grid.setdefault(key, []).append(value)
            if len(grid[key]) > MAX_VARIANTS:
                raise UsageError(f"--option {key}: more than {MAX_VARIANTS:,} values; a sweep plays at most "
                                 f"{MAX_VARIANTS:,} variants")
    return grid


def _player_counts(values: Sequence[str]) -> list[int]:
    out: list[int] = []
    seen: set[int] = set()
    for text in values:
        for part in text.split(","):
            try:
                n = _number(part)
            except ValueError:
                raise UsageError(f"--players takes whole numbers, not {_clip(part)}") from None
            if n in seen:
                raise UsageError(f"--players {n} is given twice")
            seen.add(n)
            out.append(n)
    return out


def cmd_sweep(args) -> int:
    from cardtable.sweep import (MAX_VARIANTS, SweepError, check_run, check_scheduler_address, check_variants, run,
                                 table_lines, variants, write_results)

    game = _game(args.game)
    out = None if args.output is None else Path(args.output)
    if out is not None and out.suffix.lower() not in (".csv", ".json"):
        raise UsageError(f"results are written as .csv or .json (from the extension), not "
                         f"{_clip(out.suffix) if out.suffix else 'none'}")
    if out is not None:
        out = _output(args.output, "-o")
    chart = None if args.chart is None else Path(args.chart)
    if chart is not None and chart.suffix.lower() != ".png":
        raise UsageError("the chart is a PNG image: give a name ending in .png")
    if chart is not None:
        chart = _output(args.chart, "--chart")
    counts, grid = _player_counts(args.players), _option_grid(game, args.option)
    how_many = len(counts) * math.prod(len(values) for values in grid.values())
    if how_many > MAX_VARIANTS:
        raise UsageError(f"that is {how_many:,} variants; a sweep plays at most {MAX_VARIANTS:,}")
    chosen = variants(counts, grid)
    _check_seeds(args.seed, args.games)
    try:
        if args.scheduler is not None:
            check_scheduler_address(args.scheduler)
        check_run(chosen, args.games, args.seed)
        check_variants(game, chosen)
        jobs = None if args.scheduler is not None else _jobs(args, len(chosen))
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
    for caption, cards in table_words(view, match.layout(None), match.setup.names):
        print(f"  {caption}: {cards}")
    if view.headline:
        print(f"  {view.headline}")
    print(result.summary if result else f"Game in progress: {view.hint}")
    return 0


def card_words(card: Any) -> str:
    """A card or token as a player reads it on the table: "9♣", "68",
    "Dee's token (Dora Flint)", "face-down card"."""
    from cardtable.engine.cards import SUIT_SYMBOLS

    face = card.face
    if card.kind != "card" or face is None or not card.face_up:
        return card.accessible
    if face.rank and face.suit in SUIT_SYMBOLS:
        return face.rank + SUIT_SYMBOLS[face.suit]
    return face.big or face.title or card.accessible


def table_words(view: Any, layout: Any, names: Sequence[str]) -> list[tuple[str, str]]:
    """Each zone of the table as (its caption, its cards), in the words a
    player reads on the table: the zone's caption (with its owner's name
    when the caption does not say whose it is) and the cards' faces, never
    the ids the program uses."""
    specs = {spec.id: spec for spec in layout.zones}
    out = []
    for zone in view.zones:
        spec = specs.get(zone.id)
        caption = " ".join((zone.label or (spec.label if spec else "")).split())
        owner = names[spec.seat] if spec is not None and spec.seat is not None and 0 <= spec.seat < len(names) \
            else ""
        if not caption:
            caption = f"{owner}'s cards" if owner else "Cards on the table"
        elif owner and owner not in caption:
            caption = f"{owner}'s {caption}"
        words: list[str] = []
        hidden = 0
        for card in zone.cards:
            if card.kind == "card" and (card.id is None or card.face is None or not card.face_up):
                hidden += 1
                continue
            if hidden:
                words.append(f"{hidden} face-down card{'s' if hidden > 1 else ''}")
                hidden = 0
            words.append(card_words(card))
        if hidden:
            words.append(f"{hidden} face-down card{'s' if hidden > 1 else ''}")
        out.append((caption, ", ".join(words) if words else "empty"))
    return out


def _ensure_gui_app():
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([sys.argv[0]])


def cmd_summary(args) -> int:
    out = Path(args.output)
    if out.suffix.lower() not in (".pdf", ".html", ".md"):
        raise UsageError(f"the summary format comes from the extension: .pdf, .html or .md, not "
                         f"{_clip(out.suffix) if out.suffix else 'none'}")
    out = _output(args.output, "-o")
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
    out = _output(args.output, "-o")
    _check_players(game, args.players)
    _check_seeds(args.seed)
    _ensure_gui_app()
    from cardtable.table.snapshot import MAX_SIDE, MIN_SIDE, render_opening

    if not MIN_SIDE <= args.width <= MAX_SIDE:
        raise UsageError(f"--width must be at least {MIN_SIDE:,} and at most {MAX_SIDE:,} pixels, not {args.width}")

    try:
        image = render_opening(game, args.players, args.seed, args.width, viewer=0)
    except BadOptions as err:
        raise UsageError(str(err)) from None
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out)):
        raise UsageError(f"cannot write {_path(str(out))}")
    print(f"wrote {out}")
    return 0


def run_gui(file: str | None) -> int:
    if file is not None and not file.strip():
        raise UsageError("the file name is empty")
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
    from cardtable.sweep import MAX_GAMES, MAX_JOBS, MAX_VARIANTS, SEED_MIN, SEED_STOP

    SEED_HELP = f"from {SEED_MIN} to {SEED_STOP - 1} (the seeds a saved game can hold; default 1)"
    JOBS_HELP = (f"worker processes on this machine, 1 to {MAX_JOBS:,} (default: every core; never more than "
                 f"the cores nor than the chunks of work)")
    p = _Parser(prog="cardtable", description=f"{APP_NAME}: hot-seat paper card games.")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)
    sub.add_parser("games", help="list game ids")
    s = sub.add_parser("simulate", help="play bot-only games headless")
    s.add_argument("game")
    s.add_argument("--players", type=_whole("--players"), required=True,
                   help="how many bots (within the game's range)")
    s.add_argument("--games", type=_whole("--games", 1, MAX_GAMES), default=100,
                   help=f"1 to {MAX_GAMES:,} (default 100)")
    s.add_argument("--seed", type=_whole("--seed", SEED_MIN, SEED_STOP - 1), default=1, help=SEED_HELP)
    s.add_argument("--jobs", type=_whole("--jobs", 1, MAX_JOBS), help=JOBS_HELP)
    s.add_argument("--save-dir", help="write each game's record into this folder")
    s.add_argument("--json", action="store_true")
    s.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option (repeatable)")
    w = sub.add_parser("sweep", help="bot games for every combination of option values and player counts")
    w.add_argument("game")
    w.add_argument("--players", action="append", required=True, metavar="N",
                   help="a player count (repeatable, or comma-separated)")
    w.add_argument("--option", action="append", metavar="KEY=V1,V2,...",
                   help="an option and the values to try (repeatable)")
    w.add_argument("--games", type=_whole("--games", 1, MAX_GAMES), default=1000,
                   help=f"games per variant (default 1000; at most {MAX_GAMES:,} in all, over at most "
                        f"{MAX_VARIANTS:,} variants)")
    w.add_argument("--seed", type=_whole("--seed", SEED_MIN, SEED_STOP - 1), default=1,
                   help="game k of every variant is seeded SEED + k; " + SEED_HELP)
    where = w.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=_whole("--jobs", 1, MAX_JOBS), help=JOBS_HELP)
    where.add_argument("--scheduler", metavar="ADDRESS",
                       help="run on the Dask cluster whose scheduler is at ADDRESS, [PROTOCOL://]HOST:PORT; it "
                            "must answer within a few seconds (pip install 'cardtable[cluster]')")
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
    n.add_argument("--players", type=_whole("--players"), help="how many players (within the game's range)")
    n.add_argument("--seed", type=_whole("--seed", SEED_MIN, SEED_STOP - 1), default=1, help=SEED_HELP)
    n.add_argument("--width", type=_whole("--width"), default=1280, help="the image's width in pixels, 200 to 8,000 "
                                                                  "(default 1280)")
    d = sub.add_parser("install-desktop", help="add CardTable to the desktop's menus, icons and file types")
    d.add_argument("--prefix", help="the share folder to install into (default: $XDG_DATA_HOME)")
    d.add_argument("--exec", help="the command the launcher runs (default: this copy)")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # sweeps' worker processes in a frozen (bundled) app
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        try:
            code = _dispatch(argv)
        except SystemExit as done:  # argparse, after printing a sub-command's --help
            code = done.code if isinstance(done.code, int) else 0
        try:
            sys.stdout.flush()  # a full disk or a closed pipe is reported here, not as a traceback at exit
        except OSError as err:
            raise UsageError(f"cannot write the output: {err.strerror or err}") from None
        return code
    except UsageError as err:
        _drop_output()
        print(f"cardtable: error: {_one_line(err)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("cardtable: interrupted", file=sys.stderr)
        return 130
    except Exception as err:  # bad files of any kind: one line, no traceback
        from cardtable.engine.protocol import BadOptions, IllegalAction
        from cardtable.engine.record import RecordError

        if isinstance(err, (RecordError, BadOptions, IllegalAction, OSError, ValueError)):
            _drop_output()
            print(f"cardtable: error: {_one_line(err)}", file=sys.stderr)
            return 2
        raise


def _dispatch(argv: list[str]) -> int:
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


def _drop_output() -> None:
    """After an error: if standard output cannot be written (a full disk, a
    reader that went away), send what is left of it nowhere, so the exit
    does not fail again with a traceback."""
    try:
        sys.stdout.flush()
    except (OSError, ValueError):
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError, AttributeError):
            pass
    except AttributeError:  # no stdout at all
        pass


def gui_main() -> int:
    return main(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
