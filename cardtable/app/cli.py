"""Command line: ``cardtable [FILE]`` starts the app; sub-commands work headless.

    cardtable [--language CODE] [FILE]
    cardtable --version
    cardtable games
    cardtable simulate GAME --players N --games K --seed S [--jobs J] [--save-dir D] [--json] [--option KEY=VALUE]
    cardtable sweep GAME --players N [--players M ...] --option KEY=V1,V2,... [--option ...] --games K --seed S
                    [--jobs J | --scheduler ADDRESS] [-o OUT.(csv|json)] [--chart CHART.png]
    cardtable lab GAME --players N [--option KEY=V1,V2 ...] [--level SEAT=LEVEL ...] -o OUT.(json|html|pdf)
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
    output files         not a link (to a file or to nothing), a folder or a device; the folder must be one
                         this user can write in. Every file is written as Save as writes a game: whole, through
                         a temp file renamed over the name, never through a link
A path printed (wrote PATH) is printed as it is when every character is printable, else quoted as Python
writes a string, so a line break or an escape character shows as a backslash sequence.

This module parses the command line and starts the window; each sub-command
lives in cardtable.app.commands (``cmd_<name>(args) -> exit status``).
"""

from __future__ import annotations

import argparse
import importlib
import os
import re
import sys
from pathlib import Path
from typing import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable import APP_NAME, __version__
from cardtable.engine.i18n import number
from cardtable.words import tr

from .commands.arguments import UsageError, load_match, one_line, whole_number_type
# run_gui looks the Qt application up here, as cli._ensure_gui_app, so a
# script can wrap it (benchmarks/run.py watches the first paint that way)
from .commands.qt_app import ensure_gui_app as _ensure_gui_app

# preferences_store.TEXT_SCALE_KEY, not imported at start-up (it brings attrs and the engine along)
TEXT_SCALE_KEY = "style/text_scale"
# each command's module and function, imported when it runs: the window needs none of them
COMMANDS = {"games": ("games", "cmd_games"), "simulate": ("simulate", "cmd_simulate"),
            "ladder": ("ladder", "cmd_ladder"), "lab": ("lab", "cmd_lab"), "sweep": ("sweep", "cmd_sweep"), "replay": ("saved_games", "cmd_replay"),
            "summary": ("saved_games", "cmd_summary"), "snapshot": ("snapshot", "cmd_snapshot"),
            "host": ("host", "cmd_host"), "install-desktop": ("install_desktop", "cmd_install_desktop")}
# what scripts import from here, found in the commands' modules when asked for
_FROM_COMMANDS = {"simulate": "simulate", "card_words": "saved_games", "table_words": "saved_games"}

__all__ = ["COMMANDS", "UsageError", "build_parser", "card_words", "gui_main", "main", "open_main_window", "run_gui",
           "simulate", "table_words"]


def __getattr__(name: str):
    if name in _FROM_COMMANDS:
        return getattr(importlib.import_module(f"{__package__}.commands.{_FROM_COMMANDS[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")  # i18n: not shown (Python's own)


class _Formatter(argparse.HelpFormatter):
    def add_usage(self, usage, actions, groups, prefix=None) -> None:  # noqa: D102 ("usage: " in our words)
        super().add_usage(usage, actions, groups, tr("usage: ") if prefix is None else prefix)


class _Parser(argparse.ArgumentParser):
    """argparse's parser saying its own words in ours ("usage:", "options",
    the help option's), and any error in one line."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)
        self._optionals.title = tr("options")
        self._positionals.title = tr("positional arguments")
        for action in self._actions:
            if isinstance(action, argparse._HelpAction):
                action.help = tr("show this help and exit")

    def error(self, message: str) -> None:  # one line, no usage dump
        raise UsageError(_argparse_words(message))


# argparse's own refusals (in English whatever the language), and ours for them; matched
# only when a command line is refused, so compiled then (re keeps them)
_ARGPARSE_REFUSALS = (
    (r"the following arguments are required: (?P<names>.*)",
     QT_TRANSLATE_NOOP("", "the following arguments are required: {names}")),
    (r"unrecognized arguments: (?P<names>.*)", QT_TRANSLATE_NOOP("", "unrecognized arguments: {names}")),
    (r"argument (?P<name>\S+): not allowed with argument (?P<other>\S+)",  # i18n: not shown (a pattern)
     QT_TRANSLATE_NOOP("", "argument {name}: not allowed with argument {other}")),
    (r"argument (?P<name>\S+): expected one argument",  # i18n: not shown (a pattern)
     QT_TRANSLATE_NOOP("", "argument {name}: expected one argument")),
    (r"argument (?P<name>\S+): invalid choice: (?P<value>.*?) \(choose from (?P<choices>.*)\)",  # i18n: not shown (a pattern)
     QT_TRANSLATE_NOOP("", "argument {name}: invalid choice: {value} (choose from {choices})")),
)


def _argparse_words(message: str) -> str:
    """``message``, one of argparse's own refusals, in the reader's language."""
    for pattern, words in _ARGPARSE_REFUSALS:
        found = re.fullmatch(pattern, message)
        if found:
            return tr(words).format(**found.groupdict())
    return message


def run_gui(file: str | None, language: str | None = None) -> int:
    """Open the window (on ``file``, a saved game, if given) and run it until
    it closes. ``language``: a code of :data:`cardtable.engine.i18n.LANGUAGES`
    for this run, over the one the preferences keep."""
    if file is not None and not file.strip():
        raise UsageError(tr("the file name is empty"))
    if file is not None and not Path(file).is_file():
        raise UsageError((tr("{file} does not exist") if not Path(file).exists() else tr("{file} is not a file"))
                         .format(file=file))
    if file is not None:
        load_match(file)  # a bad save is reported on the command line, before any window
    app = _ensure_gui_app()
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    from cardtable.app.config import AppConfig
    from cardtable.resources import APP_ID, style_sheet

    from PySide6.QtGui import QGuiApplication

    QGuiApplication.setDesktopFileName(APP_ID)  # Wayland docks find the icon and name by it
    config = AppConfig.default()
    app.setStyleSheet(style_sheet())  # first: the text size chosen scales its sizes too
    start_preferences(config, language)  # every window is built in the language chosen
    window = open_main_window(config, Path(file) if file is not None else None)
    window.show()
    return app.exec()


class _Peek:
    """Settings read from the file as it is, with nothing written, moved or
    locked: the window's own :class:`~cardtable.app.settings_file.SettingsFile`
    deals with the file afterwards (a bad one is set aside there, once)."""

    def __init__(self, values: dict) -> None:
        self.values = values

    def value(self, key: str, default=None):
        from .settings_file import Raw

        found = self.values.get(key)
        return default if found is None or isinstance(found, Raw) else found


def peek_settings(config) -> _Peek:
    """The settings the window will read, read ahead of it (empty when the
    file is missing or is not a readable settings file)."""
    from cardtable.engine.files import read_bounded

    from .settings_file import MAX_SETTINGS_BYTES, decode_ini

    old = config.data_dir / config.settings_path.name  # where older versions kept them (moved at the first start)
    for path in (config.settings_path, old):
        try:
            return _Peek(decode_ini(read_bounded(path, MAX_SETTINGS_BYTES, follow=False)))
        except Exception:  # missing, a link, a device, too big: the window's settings say so
            continue
    return _Peek({})


def start_preferences(config, language: str | None = None) -> str:
    """Put the language and the text size the preferences keep in place
    before any window is made (``language`` overrides the kept one).
    Returns the language used."""
    from .language import chosen_language, install_language

    settings = peek_settings(config)
    code = install_language(language or chosen_language(settings))
    raw = settings.value(TEXT_SCALE_KEY)
    if raw is not None and raw not in ("1", "1.0"):  # the usual size needs nothing (nor the imports)
        from .preferences_store import apply_text_scale, text_scale

        scale = text_scale(raw)
        if scale is not None:
            apply_text_scale(scale)
    return code


def open_main_window(config, file: Path | None = None):
    """The main window as the app opens it: the frame first, so the window
    is on screen at once; the table, the docks and the game (``file``, else
    the autosaved game, else the new-game dialog) right after its first paint;
    the application's icon after the table's."""
    from cardtable.app.main_window import MainWindow
    from cardtable.app.window_frame import after_first_paint
    from cardtable.games import all_games

    window = MainWindow(all_games(), config, build=False)

    def set_out_the_table() -> None:
        window.build_table()
        if file is not None:
            window.open_file(file)
        elif not window.resume():
            set_icon()  # a dialog, not the table, comes first
            window.choose_new_game()
            return
        # reading the icon's sizes takes ~8 ms: after the table's first paint
        after_first_paint(window.canvas.viewport(), set_icon)

    window.after_first_paint(set_out_the_table)
    return window


def set_icon() -> None:
    """Give the application its icon: the SVG and each PNG size."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from cardtable.resources import icon_files

    icon = QIcon()
    for path, size in icon_files():
        icon.addFile(str(path), QSize(size, size) if size else QSize())
    QApplication.instance().setWindowIcon(icon)


def build_parser(window: bool = False) -> _Parser:
    """The command line's parser: for the sub-commands, and (``window``) for
    ``--help``, which also lists how the window is opened (``[FILE]``, read
    by :func:`_dispatch` itself: a FILE here would take a command's place)."""
    from cardtable.engine.i18n import LANGUAGES
    from cardtable.sweep import MAX_GAMES, MAX_JOBS, MAX_VARIANTS, SEED_MIN, SEED_STOP

    from .commands.arguments import bot_level_arguments
    from .commands.lab import add_lab_parser
    from .commands.ladder import add_ladder_parser

    SEED_HELP = tr("from {low} to {high} (the seeds a saved game can hold; default 1)").format(
        low=SEED_MIN, high=SEED_STOP - 1)
    JOBS_HELP = tr("worker processes on this machine, 1 to {most} (default: every core; never more than "
                   "the cores nor than the chunks of work)").format(most=number(MAX_JOBS))
    REPEAT = tr("a game option (repeatable)")
    p = _Parser(prog="cardtable", usage=tr("%(prog)s [-h] [--version] [--language CODE] [FILE]\n"
                                           "       %(prog)s COMMAND ..."),
                description=tr("{app}: hot-seat paper card games.").format(app=APP_NAME))
    opening = p.add_argument_group(tr("the window"), tr("Without a command, {app} opens its window.").format(
        app=APP_NAME))
    if window:
        opening.add_argument("FILE", nargs="?", help=tr("a saved game to open (default: go on with the game "
                                                        "autosaved last time, or start a new one)"))
    opening.add_argument("--language", metavar="CODE", choices=list(LANGUAGES), help=tr(
        "the window's and the games' language for this run: {codes} (default: the one chosen in Preferences, "
        "else the system's)").format(codes=", ".join(LANGUAGES)))
    p.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}",
                   help=tr("print the version and exit"))
    sub = p.add_subparsers(dest="command", parser_class=_Parser, title=tr("commands"), metavar="COMMAND",
                         prog="cardtable")  # each command's usage: "cardtable games ...", not the window's two lines
    sub.add_parser("games", help=tr("list game ids"))
    s = sub.add_parser("simulate", help=tr("play bot-only games headless"))
    s.add_argument("game")
    s.add_argument("--players", type=whole_number_type("--players"), required=True,
                   help=tr("how many bots (within the game's range)"))
    s.add_argument("--games", type=whole_number_type("--games", 1, MAX_GAMES), default=100,
                   help=tr("1 to {most} (default 100)").format(most=number(MAX_GAMES)))
    s.add_argument("--seed", type=whole_number_type("--seed", SEED_MIN, SEED_STOP - 1), default=1, help=SEED_HELP)
    s.add_argument("--jobs", type=whole_number_type("--jobs", 1, MAX_JOBS), help=JOBS_HELP)
    s.add_argument("--save-dir", help=tr("write each game's record into this folder"))
    s.add_argument("--json", action="store_true")
    s.add_argument("--option", action="append", metavar="KEY=VALUE", help=REPEAT)
    bot_level_arguments(s)
    w = sub.add_parser("sweep", help=tr("bot games for every combination of option values and player counts"))
    w.add_argument("game")
    w.add_argument("--players", action="append", required=True, metavar="N",
                   help=tr("a player count (repeatable, or comma-separated)"))
    w.add_argument("--option", action="append", metavar="KEY=V1,V2,...",
                   help=tr("an option and the values to try (repeatable)"))
    w.add_argument("--games", type=whole_number_type("--games", 1, MAX_GAMES), default=1000,
                   help=tr("games per variant (default 1000; at most {most} in all, over at most {variants} "
                           "variants)").format(most=number(MAX_GAMES), variants=number(MAX_VARIANTS)))
    w.add_argument("--seed", type=whole_number_type("--seed", SEED_MIN, SEED_STOP - 1), default=1,
                   help=tr("game k of every variant is seeded SEED + k; {seeds}").format(seeds=SEED_HELP))
    where = w.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=whole_number_type("--jobs", 1, MAX_JOBS), help=JOBS_HELP)
    where.add_argument("--scheduler", metavar="ADDRESS",
                       help=tr("run on the Dask cluster whose scheduler is at ADDRESS, [PROTOCOL://]HOST:PORT; it "
                               "must answer within a few seconds (pip install 'cardtable[cluster]')"))
    w.add_argument("-o", "--output", metavar="OUT.csv|OUT.json")
    w.add_argument("--chart", metavar="CHART.png", help=tr("draw the win rate by seat of each variant"))
    bot_level_arguments(w)
    add_ladder_parser(sub, SEED_HELP, JOBS_HELP)
    add_lab_parser(sub, SEED_HELP, JOBS_HELP)
    r = sub.add_parser("replay", help=tr("replay a record and print the final table, or draw the table at a move"))
    r.add_argument("file")
    r.add_argument("--json", action="store_true")
    r.add_argument("--at", type=whole_number_type("--at", 0), metavar="N",
                   help=tr("draw the table after move N to a PNG (0: the opening table, before any move)"))
    eyes = r.add_mutually_exclusive_group()
    eyes.add_argument("--seat", metavar="S", help=tr("as seat S saw it: a seat number from 1, or a player's name "
                                                     "(default: as everyone saw it, no hidden card shown)"))
    eyes.add_argument("--open", action="store_true", help=tr("every card any seat could see, face up (a finished "
                                                             "game only)"))
    r.add_argument("-o", "--output", metavar="MOMENT.png", help=tr("the picture --at draws"))
    r.add_argument("--width", type=whole_number_type("--width"),
                   help=tr("the picture's width in pixels, 200 to 8,000 (default 1280)"))
    m = sub.add_parser("summary", help=tr("write the story summary (.pdf, .html or .md)"))
    m.add_argument("file")
    m.add_argument("-o", "--output", required=True)
    n = sub.add_parser("snapshot", help=tr("render the opening table to a PNG"))
    n.add_argument("game")
    n.add_argument("-o", "--output", required=True)
    n.add_argument("--players", type=whole_number_type("--players"),
                   help=tr("how many players (within the game's range)"))
    n.add_argument("--seed", type=whole_number_type("--seed", SEED_MIN, SEED_STOP - 1), default=1, help=SEED_HELP)
    n.add_argument("--width", type=whole_number_type("--width"), default=1280,
                   help=tr("the image's width in pixels, 200 to 8,000 (default 1280)"))
    h = sub.add_parser("host", help=tr("play a game from phones: one address per person's seat, no window"),
                       description=tr("Start a game (or go on with a saved one) whose people play from the "
                                      "browsers of their phones. One line per person's seat is printed, SEAT NAME "
                                      "URL: open that address on that seat's phone. Bots play here. It serves "
                                      "until the game ends (status 0) or Ctrl+C (130) / SIGTERM (143); the game is "
                                      "autosaved as the window does, so the window can go on with it. If the "
                                      "autosave fails (a full drive) it says so at once and at the end, and a game "
                                      "that ends with moves the autosave does not hold exits with status 1."))
    h.add_argument("target", metavar="GAME|FILE",
                   help=tr("a game id (cardtable games lists them) or a saved game's file"))
    h.add_argument("--players", type=whole_number_type("--players"), metavar="N",
                   help=tr("how many players, bots included (a new game)"))
    h.add_argument("--name", action="append", metavar="NAME",
                   help=tr("the players' names, seat 1 first (repeatable; default Player 1, Player 2, ...)"))
    h.add_argument("--bot", action="append", metavar="SEAT[:LEVEL]",
                   help=tr("a seat the computer plays: its number from 1, or its player's name, and its level "
                           "(classic, 1 to 5; default classic) (repeatable)"))
    h.add_argument("--option", action="append", metavar="KEY=VALUE", help=REPEAT)
    h.add_argument("--seed", type=whole_number_type("--seed", SEED_MIN, SEED_STOP - 1),
                   help=tr("the deal's seed, from {low} to {high} (default: a random one)").format(
                       low=SEED_MIN, high=SEED_STOP - 1))
    h.add_argument("--listen", metavar="ADDR:PORT",
                   help=tr("where phones connect (default 127.0.0.1:0, this computer only, any free port); give "
                           "this computer's address on the network, or 0.0.0.0, for phones on the same network"))
    d = sub.add_parser("install-desktop", help=tr("add {app} to the desktop's menus, icons and file types").format(
        app=APP_NAME))
    d.add_argument("--prefix", help=tr("the share folder to install into (default: $XDG_DATA_HOME)"))
    d.add_argument("--exec", help=tr("the command the launcher runs (default: this copy)"))
    return p


def main(argv: Sequence[str] | None = None) -> int:
    if getattr(sys, "frozen", False):  # sweeps' worker processes in a bundled app (never needed from source)
        import multiprocessing

        multiprocessing.freeze_support()
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        try:
            code = _dispatch(argv)
        except SystemExit as done:  # argparse, after printing a sub-command's --help
            code = done.code if isinstance(done.code, int) else 0
        try:
            sys.stdout.flush()  # a full drive or a closed pipe is reported here, not as a traceback at exit
        except OSError as err:
            raise UsageError(tr("cannot write the output: {reason}").format(reason=err.strerror or err)) from None
        return code
    except UsageError as err:
        _drop_output()
        print(tr("cardtable: error: {message}").format(message=one_line(err)), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(tr("cardtable: interrupted"), file=sys.stderr)
        return 130
    except Exception as err:  # bad files of any kind: one line, no traceback
        from cardtable.engine.protocol import BadOptions, IllegalAction
        from cardtable.engine.record import RecordError

        if isinstance(err, (RecordError, BadOptions, IllegalAction, OSError, ValueError)):
            _drop_output()
            print(tr("cardtable: error: {message}").format(message=one_line(err)), file=sys.stderr)
            return 2
        raise


def _dispatch(argv: list[str]) -> int:
    language, argv = _language_first(argv)
    if language is not None:  # what the command line says, and the game texts a command prints
        from .language import install_language

        install_language(language)
    if argv[:1] == ["--version"]:
        print(f"{APP_NAME} {__version__}")
        return 0
    if not argv or argv[0] not in COMMANDS:
        if "-h" in argv or "--help" in argv:  # the window's help, wherever -h stands, in the language asked for
            asked = _language_anywhere(argv)
            if asked is not None:
                from .language import install_language

                install_language(asked)
            build_parser(window=True).print_help()
            return 0
        if not argv:  # the usual start: nothing to parse (argparse's own start-up is ~6 ms)
            return run_gui(None, language)
        gp = _Parser(prog="cardtable")
        gp.add_argument("file", nargs="?")
        gp.add_argument("--version", action="store_true")
        gp.add_argument("--language")
        args = gp.parse_args(argv)
        if args.version:
            print(f"{APP_NAME} {__version__}")
            return 0
        return run_gui(args.file, _language_code(args.language) if args.language is not None else language)
    args = build_parser().parse_args(argv)
    module, handler = COMMANDS[args.command]
    return getattr(importlib.import_module(f"{__package__}.commands.{module}"), handler)(args)


def _language_first(argv: list[str]) -> tuple[str | None, list[str]]:
    """``--language CODE`` (or ``--language=CODE``) given before anything
    else, and the arguments after it."""
    if argv[:1] == ["--language"]:
        if len(argv) < 2:
            raise UsageError(tr("--language needs a language code: {codes}").format(codes=_codes()))
        return _language_code(argv[1]), argv[2:]
    if argv and argv[0].startswith("--language="):
        return _language_code(argv[0].partition("=")[2]), argv[1:]
    return None, argv


def _language_anywhere(argv: list[str]) -> str | None:
    """The code a ``--language CODE`` (or ``--language=CODE``) anywhere in
    ``argv`` asks for, if any."""
    for i, arg in enumerate(argv):
        if arg == "--language" and i + 1 < len(argv):
            return _language_code(argv[i + 1])
        if arg.startswith("--language="):
            return _language_code(arg.partition("=")[2])
    return None


def _codes() -> str:
    from cardtable.engine.i18n import LANGUAGES

    return ", ".join(LANGUAGES)


def _language_code(text: str) -> str:
    from cardtable.engine.i18n import LANGUAGES

    code = text.strip().lower()
    if code not in LANGUAGES:
        from .commands.arguments import clip

        raise UsageError(tr("--language must be one of {codes}, not {code}").format(codes=_codes(), code=clip(text)))
    return code


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
