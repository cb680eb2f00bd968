"""Command line: ``cardtable [FILE]`` starts the app; sub-commands work headless.

    cardtable games
    cardtable simulate GAME --players N --games K --seed S [--jobs J] [--save-dir D] [--json] [--option KEY=VALUE]
    cardtable sweep GAME --players N [--players M ...] --option KEY=V1,V2,... [--option ...] --games K --seed S
                    [--jobs J | --scheduler ADDRESS] [-o OUT.(csv|json)] [--chart CHART.png]
    cardtable replay FILE [--json]
    cardtable replay FILE --at N [--seat S | --open] -o MOMENT.png [--width W]
    cardtable summary FILE -o OUT.(pdf|html|md)
    cardtable snapshot GAME -o OUT.png [--players N] [--seed S]
    cardtable host GAME --players N [--name NAME ...] [--bot SEAT ...] [--option KEY=VALUE] [--seed S]
                   [--listen ADDR:PORT]
    cardtable host FILE [--listen ADDR:PORT]

Bad files or arguments print one line on stderr and exit with status 2.

Bounds (checked before anything runs; a value outside is such an error):
    --players            the game's own range of players
    --games              1 to 1,000,000 (a sweep: --games x variants at most 1,000,000, at most 1,000 variants)
    --seed               a seed a saved game can hold: game k of a run is seeded SEED + k, and every one
                         must be from -2**63 to 2**64 - 1 (what the record loader accepts)
    --jobs               1 to 1,024; the processes started are never more than this machine's cores
                         (or the cores it may use) nor than the chunks of work
    --width (snapshot, replay --at)   200 to 8,000 pixels (the height follows the table, at most 8,000)
    --at (replay)        0 (the opening table) to the number of moves the saved game holds
    --seat (replay)      a seat number, 1 to the number of players, or a player's name
    --scheduler          [tcp|tls|ws|wss|ucx://]HOST:PORT; a scheduler that does not answer within a few
                         seconds, or has no workers, is such an error
    output files         not a folder or a device; the folder must be one this user can write in

This module parses the command line and starts the window; each sub-command
lives in cardtable.app.commands (``cmd_<name>(args) -> exit status``).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Sequence

from cardtable import APP_NAME, __version__

from .commands.arguments import UsageError, load_match, one_line, whole_number_type
from .commands.games import cmd_games
from .commands.host import cmd_host
from .commands.install_desktop import cmd_install_desktop
# run_gui looks the Qt application up here, as cli._ensure_gui_app, so a
# script can wrap it (benchmarks/run.py watches the first paint that way)
from .commands.qt_app import ensure_gui_app as _ensure_gui_app
from .commands.saved_games import card_words, cmd_replay, cmd_summary, table_words
from .commands.simulate import cmd_simulate, simulate
from .commands.snapshot import cmd_snapshot
from .commands.sweep import cmd_sweep

COMMANDS = ("games", "simulate", "sweep", "replay", "summary", "snapshot", "host", "install-desktop")

__all__ = ["COMMANDS", "UsageError", "build_parser", "card_words", "gui_main", "main", "open_main_window", "run_gui",
           "simulate", "table_words"]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, no usage dump
        raise UsageError(message)


def run_gui(file: str | None) -> int:
    if file is not None and not file.strip():
        raise UsageError("the file name is empty")
    if file is not None and not Path(file).is_file():
        raise UsageError(f"{file} does not exist" if not Path(file).exists() else f"{file} is not a file")
    if file is not None:
        load_match(file)  # a bad save is reported on the command line, before any window
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
    s.add_argument("--players", type=whole_number_type("--players"), required=True,
                   help="how many bots (within the game's range)")
    s.add_argument("--games", type=whole_number_type("--games", 1, MAX_GAMES), default=100,
                   help=f"1 to {MAX_GAMES:,} (default 100)")
    s.add_argument("--seed", type=whole_number_type("--seed", SEED_MIN, SEED_STOP - 1), default=1, help=SEED_HELP)
    s.add_argument("--jobs", type=whole_number_type("--jobs", 1, MAX_JOBS), help=JOBS_HELP)
    s.add_argument("--save-dir", help="write each game's record into this folder")
    s.add_argument("--json", action="store_true")
    s.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option (repeatable)")
    w = sub.add_parser("sweep", help="bot games for every combination of option values and player counts")
    w.add_argument("game")
    w.add_argument("--players", action="append", required=True, metavar="N",
                   help="a player count (repeatable, or comma-separated)")
    w.add_argument("--option", action="append", metavar="KEY=V1,V2,...",
                   help="an option and the values to try (repeatable)")
    w.add_argument("--games", type=whole_number_type("--games", 1, MAX_GAMES), default=1000,
                   help=f"games per variant (default 1000; at most {MAX_GAMES:,} in all, over at most "
                        f"{MAX_VARIANTS:,} variants)")
    w.add_argument("--seed", type=whole_number_type("--seed", SEED_MIN, SEED_STOP - 1), default=1,
                   help="game k of every variant is seeded SEED + k; " + SEED_HELP)
    where = w.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=whole_number_type("--jobs", 1, MAX_JOBS), help=JOBS_HELP)
    where.add_argument("--scheduler", metavar="ADDRESS",
                       help="run on the Dask cluster whose scheduler is at ADDRESS, [PROTOCOL://]HOST:PORT; it "
                            "must answer within a few seconds (pip install 'cardtable[cluster]')")
    w.add_argument("-o", "--output", metavar="OUT.csv|OUT.json")
    w.add_argument("--chart", metavar="CHART.png", help="draw the win rate by seat of each variant")
    r = sub.add_parser("replay", help="replay a record and print the final table, or draw the table at a move")
    r.add_argument("file")
    r.add_argument("--json", action="store_true")
    r.add_argument("--at", type=whole_number_type("--at", 0), metavar="N",
                   help="draw the table after move N to a PNG (0: the opening table, before any move)")
    eyes = r.add_mutually_exclusive_group()
    eyes.add_argument("--seat", metavar="S", help="as seat S saw it: a seat number from 1, or a player's name "
                                                  "(default: as everyone saw it, no hidden card shown)")
    eyes.add_argument("--open", action="store_true", help="every card any seat could see, face up (a finished "
                                                          "game only)")
    r.add_argument("-o", "--output", metavar="MOMENT.png", help="the picture --at draws")
    r.add_argument("--width", type=whole_number_type("--width"),
                   help="the picture's width in pixels, 200 to 8,000 (default 1280)")
    m = sub.add_parser("summary", help="write the story summary (.pdf, .html or .md)")
    m.add_argument("file")
    m.add_argument("-o", "--output", required=True)
    n = sub.add_parser("snapshot", help="render the opening table to a PNG")
    n.add_argument("game")
    n.add_argument("-o", "--output", required=True)
    n.add_argument("--players", type=whole_number_type("--players"), help="how many players (within the game's range)")
    n.add_argument("--seed", type=whole_number_type("--seed", SEED_MIN, SEED_STOP - 1), default=1, help=SEED_HELP)
    n.add_argument("--width", type=whole_number_type("--width"), default=1280,
                   help="the image's width in pixels, 200 to 8,000 (default 1280)")
    h = sub.add_parser("host", help="play a game from phones: one address per person's seat, no window",
                       description="Start a game (or go on with a saved one) whose people play from the "
                                   "browsers of their phones. One line per person's seat is printed, SEAT NAME "
                                   "URL: open that address on that seat's phone. Bots play here. It serves until "
                                   "the game ends (status 0) or Ctrl+C (130) / SIGTERM (143); the game is "
                                   "autosaved as the window does, so the window can go on with it. If the "
                                   "autosave fails (a full drive) it says so at once and at the end, and a game "
                                   "that ends with moves the autosave does not hold exits with status 1.")
    h.add_argument("target", metavar="GAME|FILE", help="a game id (cardtable games lists them) or a saved game's file")
    h.add_argument("--players", type=whole_number_type("--players"), metavar="N",
                   help="how many players, bots included (a new game)")
    h.add_argument("--name", action="append", metavar="NAME",
                   help="the players' names, seat 1 first (repeatable; default Player 1, Player 2, ...)")
    h.add_argument("--bot", action="append", metavar="SEAT",
                   help="a seat the computer plays: its number from 1, or its player's name (repeatable)")
    h.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option (repeatable)")
    h.add_argument("--seed", type=whole_number_type("--seed", SEED_MIN, SEED_STOP - 1),
                   help=f"the deal's seed, from {SEED_MIN} to {SEED_STOP - 1} (default: a random one)")
    h.add_argument("--listen", metavar="ADDR:PORT",
                   help="where phones connect (default 127.0.0.1:0, this computer only, any free port); give this "
                        "computer's address on the network, or 0.0.0.0, for phones on the same network")
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
            sys.stdout.flush()  # a full drive or a closed pipe is reported here, not as a traceback at exit
        except OSError as err:
            raise UsageError(f"cannot write the output: {err.strerror or err}") from None
        return code
    except UsageError as err:
        _drop_output()
        print(f"cardtable: error: {one_line(err)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("cardtable: interrupted", file=sys.stderr)
        return 130
    except Exception as err:  # bad files of any kind: one line, no traceback
        from cardtable.engine.protocol import BadOptions, IllegalAction
        from cardtable.engine.record import RecordError

        if isinstance(err, (RecordError, BadOptions, IllegalAction, OSError, ValueError)):
            _drop_output()
            print(f"cardtable: error: {one_line(err)}", file=sys.stderr)
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
               "summary": cmd_summary, "snapshot": cmd_snapshot, "host": cmd_host,
               "install-desktop": cmd_install_desktop}[args.command]
    return handler(args)


def _drop_output() -> None:
    """After an error: if standard output cannot be written (a full drive, a
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
