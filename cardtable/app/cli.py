"""Command line: ``cardtable [FILE]`` starts the app; sub-commands work headless.

    cardtable games
    cardtable simulate GAME --players N --games K --seed S [--save-dir D] [--json] [--option KEY=VALUE]
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

COMMANDS = ("games", "simulate", "replay", "summary", "snapshot", "install-desktop")


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
             save_dir: Path | None = None, max_actions: int = 20_000) -> dict[str, Any]:
    """Play ``games`` bot-only games; returns the statistics printed by ``--json``."""
    import random

    from cardtable.engine.protocol import PlayerSpec, Setup
    from cardtable.engine.record import Record, save_record

    setup0 = Setup(tuple(PlayerSpec(f"Bot {i + 1}", True) for i in range(players)), options or {}, seed)
    setup0 = game.normalise(setup0)
    game.check_players(players)
    wins = [0.0] * players
    completed = 0
    total_actions = 0
    spreads = []
    started = time.perf_counter()
    apply, bot, to_act, result = game.apply, game.bot, game.to_act, game.result
    for k in range(games):
        setup = Setup(setup0.players, setup0.options, seed + k)
        state = game.create(setup)
        rng = random.Random((seed + k) * 7919 + 17)
        actions = []
        res = result(state)
        while res is None and len(actions) < max_actions:
            seats = to_act(state)
            if not seats:
                break
            s = seats[0]
            action = bot(state, s, rng)
            state, _ = apply(state, s, action)
            actions.append((s, action))
            res = result(state)
        total_actions += len(actions)
        if res is not None:
            completed += 1
            share = 1.0 / len(res.winners) if res.winners else 0.0
            for w in res.winners:
                wins[w] += share
            if res.scores:
                spreads.append(max(res.scores) - min(res.scores))
        if save_dir is not None:
            save_dir.mkdir(parents=True, exist_ok=True)
            record = Record(game.id, setup, tuple(actions), (), game.rules_version)
            save_record(save_dir / f"{game.id}-{seed + k}.cardtable.json", record)
    seconds = time.perf_counter() - started
    return {
        "game": game.id,
        "players": players,
        "games": games,
        "seed": seed,
        "options": dict(setup0.options),
        "completed": completed,
        "mean_actions": total_actions / games if games else 0.0,
        "wins_by_seat": [round(w, 3) for w in wins],
        "win_rate_by_seat": [round(w / completed, 4) if completed else 0.0 for w in wins],
        "mean_score_spread": round(sum(spreads) / len(spreads), 3) if spreads else None,
        "seconds": round(seconds, 4),
        "games_per_second": round(games / seconds, 1) if seconds > 0 else None,
    }


def cmd_simulate(args) -> int:
    from cardtable.engine.protocol import BadOptions

    game = _game(args.game)
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    try:
        stats = simulate(game, args.players, args.games, args.seed, _options(args.option),
                         Path(args.save_dir) if args.save_dir else None)
    except BadOptions as err:
        raise UsageError(str(err)) from None
    if args.json:
        print(json.dumps(stats))
    else:
        print(f"{game.title}: {stats['completed']}/{stats['games']} games completed with {args.players} bots "
              f"in {stats['seconds']:.2f} s ({stats['games_per_second']} games/s); "
              f"mean {stats['mean_actions']:.1f} actions per game")
        for seat, w in enumerate(stats["wins_by_seat"]):
            print(f"  seat {seat + 1}: {w:g} wins")
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
    s.add_argument("--save-dir")
    s.add_argument("--json", action="store_true")
    s.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option (repeatable)")
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
        handler = {"games": cmd_games, "simulate": cmd_simulate, "replay": cmd_replay,
                   "summary": cmd_summary, "snapshot": cmd_snapshot,
                   "install-desktop": cmd_install_desktop}[args.command]
        return handler(args)
    except UsageError as err:
        print(f"cardtable: error: {err}", file=sys.stderr)
        return 2
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
