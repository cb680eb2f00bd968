"""``cardtable host``: a game whose people play from their phones, with no window.

    cardtable host GAME --players N [--name NAME ...] [--bot SEAT ...] [--option KEY=VALUE ...] [--seed S]
                   [--listen ADDR:PORT]
    cardtable host FILE [--listen ADDR:PORT]

Starts the game (or goes on with a saved one), invites every person's seat
to a phone and prints one line per seat, ``SEAT NAME URL``, on standard
output: that seat's address, to open on its phone. Then it serves until
the game ends (exit status 0, once the final tables have reached the
phones) or it is stopped: Ctrl+C (SIGINT) exits with 130 and SIGTERM with
143, the game kept in the autosave as the window keeps it (the window
resumes it at its next start). News (the server's address, the result,
an autosave failing) goes to standard error; a game that ends with moves
the autosave could not write exits with status 1, and a stopped one never
claims to be kept when it is not. An unfinished game found in the
autosave is kept under a name of its own before a new one starts.

Bots play on the session's timer, as in the window. The address is on
loopback (127.0.0.1) unless ``--listen`` names one phones on the network
can reach; the port is the system's choice unless given.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from .arguments import UsageError, check_players, check_seeds, clip, find_game, game_options, printable, \
    quoted_path, seat_argument, whole_number

DEFAULT_LISTEN = ("127.0.0.1", 0)


def listen_address(text: str | None) -> tuple[str, int]:
    """``--listen``: ``HOST:PORT``, ``[IPV6]:PORT`` or ``HOST`` alone (port 0:
    the system chooses)."""
    if text is None:
        return DEFAULT_LISTEN
    from cardtable.words import tr

    word = text.strip()
    if word.startswith("["):
        host, sep, rest = word[1:].partition("]")
        if not sep or (rest and not rest.startswith(":")):
            raise UsageError(tr("--listen {value}: write an IPv6 address as [ADDRESS]:PORT").format(value=clip(text)))
        port_text = rest[1:] if rest else "0"
    elif word.count(":") == 1:
        host, _, port_text = word.partition(":")
    elif ":" in word and _is_ipv6(word):
        host, port_text = word, "0"
    elif ":" in word:
        raise UsageError(tr("--listen {value}: write an IPv6 address as [ADDRESS]:PORT").format(value=clip(text)))
    else:
        host, port_text = word, "0"
    if not host or any(c.isspace() for c in host) or "/" in host:
        raise UsageError(tr("--listen {value}: give an address to listen on, as ADDRESS:PORT").format(value=clip(text)))
    try:
        port = whole_number(port_text)
    except ValueError:
        raise UsageError(tr("--listen {value}: the port must be a whole number from 0 to 65535").format(
            value=clip(text))) from None
    if not 0 <= port <= 65535:
        raise UsageError(tr("--listen {value}: the port must be from 0 to 65535 (0: any free port)").format(
            value=clip(text)))
    return host, port


def _is_ipv6(text: str) -> bool:
    import ipaddress

    try:
        return ipaddress.ip_address(text.split("%", 1)[0]).version == 6
    except ValueError:
        return False


def _bot_seat(names: list[str], text: str) -> tuple[int, str]:
    """``--bot SEAT[:LEVEL]``: the seat (a number from 1 or a name) and its
    bot level ("" for classic). A player's whole name is a seat, colon or
    not; otherwise what follows the last colon may be a level."""
    from cardtable.engine.levels import NAMES

    seat_text, colon, wanted = text.rpartition(":")
    if colon and text not in names and wanted.strip().lower() in NAMES:
        level = wanted.strip().lower()
        return seat_argument(names, seat_text, "--bot"), "" if level == "classic" else level
    return seat_argument(names, text, "--bot"), ""


def _new_session_match(args):
    """The match of a new game from GAME, --players, --name, --bot, --option and --seed."""
    from cardtable.engine.match import Match
    from cardtable.engine.protocol import BadOptions, PlayerSpec, Setup
    from cardtable.engine.rng import fresh_seed
    from cardtable.words import tr

    game = find_game(args.target)
    if args.players is None:
        raise UsageError(tr("a new game of {game} needs --players N").format(game=game.title))
    check_players(game, args.players)
    names = list(args.name or ())
    if len(names) > args.players:
        raise UsageError(tr("%n name(s) (--name) for {players} players", "", len(names)).format(players=args.players))
    names += [tr("Player {seat}").format(seat=i + 1) for i in range(len(names), args.players)]
    bots = dict(_bot_seat(names, text) for text in args.bot or ())
    if len(bots) == args.players:
        raise UsageError(tr("every seat is a bot (--bot): nobody would play from a phone (cardtable simulate "
                            "plays bot games)"))
    seed = args.seed if args.seed is not None else fresh_seed()  # 128 secret bits, as the window's games
    check_seeds(seed)
    options = game_options(game, args.option)
    players = tuple(PlayerSpec(name, seat in bots, bots.get(seat, "")) for seat, name in enumerate(names))
    try:
        return Match(game, game.normalise(Setup(players, options, seed)))
    except BadOptions as err:
        raise UsageError(str(err)) from None


def _saved_match(args):
    """The match of the saved game FILE (no new-game arguments with it)."""
    from cardtable.words import tr

    from .arguments import load_match

    given = [flag for flag, value in (("--players", args.players), ("--name", args.name), ("--bot", args.bot),
                                      ("--option", args.option), ("--seed", args.seed)) if value is not None]
    if given:
        raise UsageError(tr("{options} go with a new game, not with a saved game's file", "", len(given)).format(
            options=", ".join(given)))
    path = Path(args.target)
    if not path.is_file():
        raise UsageError(tr("{file} is not a file").format(file=quoted_path(args.target)))
    match = load_match(args.target)
    if match.over:
        raise UsageError(tr("{file} holds a finished game: nothing is left to play").format(
            file=quoted_path(args.target)))
    if all(p.bot for p in match.setup.players):
        raise UsageError(tr("{file}: every seat is a bot; nobody would play from a phone").format(
            file=quoted_path(args.target)))
    return match


def _match(args):
    from cardtable.games import all_games
    from cardtable.words import tr

    target = args.target
    if not target or not target.strip():
        raise UsageError(tr("give a game id or a saved game's file"))
    if target in all_games():
        return _new_session_match(args)
    if os.path.lexists(target):
        return _saved_match(args)
    if os.sep in target or "/" in target or target.endswith(".json"):
        raise UsageError(tr("{file} does not exist").format(file=quoted_path(target)))
    raise UsageError(tr("unknown game {game}; give a game id ({games}) or a saved game's file").format(
        game=clip(target), games=", ".join(all_games())))


def cmd_host(args) -> int:
    host, port = listen_address(args.listen)
    match = _match(args)  # every argument checked before anything starts
    return _serve(match, host, port)


AUTOSAVE_FAILED = 1  # the exit status when the game ended (or stopped) with moves the autosave does not hold
FINAL_FLUSH = 2.0  # seconds the final tables may take to reach the phones once the game is over


def _say(text: str) -> None:
    from cardtable.words import tr

    print(tr("cardtable host: {news}").format(news=text), file=sys.stderr, flush=True)


def _log_to_stderr() -> None:
    """The phone server's news (where it listens, what it refused) on standard error."""
    import logging

    from cardtable.words import tr

    logger = logging.getLogger("cardtable.remote")
    if not logger.handlers:
        handler = logging.StreamHandler(sys.stderr)
        # the same words as _say's, around the logger's message
        handler.setFormatter(logging.Formatter(tr("cardtable host: {news}").replace("%", "%%").format(
            news="%(message)s")))
        logger.addHandler(handler)
        logger.setLevel(logging.INFO)
        logger.propagate = False


def _keep_unfinished(path, match) -> None:
    """An unfinished game in the autosave this host takes over (the one the
    window would have resumed) is kept under a name of its own first, and
    the user told where: starting a host never loses a game."""
    if path is None or not os.path.lexists(path):
        return
    from cardtable.engine.files import kept_name
    from cardtable.engine.match import Match
    from cardtable.engine.record import load_record, save_record
    from cardtable.games import all_games
    from cardtable.words import tr

    games = all_games()
    try:
        record = load_record(path, games)
        old = Match.from_record(games[record.game], record)
    except Exception:  # not a game the window could resume either (it moves such a file aside)
        return
    if old.over or record == match.record():  # finished, or the very game this host goes on with
        return
    target = kept_name(path, "unfinished")
    if target is None:
        _say(tr("the unfinished game in {file} is replaced: too many kept games there").format(
            file=printable(path)))
        return
    try:
        save_record(target, record)
    except OSError as err:
        raise UsageError(tr("cannot keep the unfinished game in the autosave ({error}); nothing was started").format(
            error=err.strerror or err)) from None
    _say(tr("the unfinished game in the autosave is kept as {file} (cardtable host {file} goes on with it)").format(
        file=printable(target)))


def _serve(match, host: str, port: int) -> int:
    from PySide6.QtCore import QCoreApplication, QTimer

    from cardtable import APP_NAME, __version__
    from cardtable.model.session import GameSession
    from cardtable.remote.desk import Desk
    from cardtable.remote.transport import GAME_OVER, PhoneServer
    from cardtable.words import tr

    from ..config import AppConfig

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0] if sys.argv else "cardtable"])
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    _log_to_stderr()
    config = AppConfig.default()
    config.prepare()
    hold = config.hold_autosave()
    if hold.path is None:
        why = hold.problem or tr("other copies of the app own every autosave")
        _say(tr("not autosaving ({why}); the game is lost if this host stops before its end").format(why=why))
    _keep_unfinished(hold.path, match)
    session = GameSession(match, autosave_path=hold.path, bot_delay_ms=config.bot_delay_ms)
    session.sigMessage.connect(_say)  # the session's news nobody asked for: an autosave failing, a bot stuck
    desk = Desk(session)
    server = PhoneServer(desk, host, port)
    status = {"code": 0}
    try:
        server.start()  # OSError (cannot listen there): one line, status 2
        # stops asked for from here on end the loop and keep the game: the
        # addresses are printed only once a stop can no longer lose the first save
        with _stopped_by_signals(app, status, lambda: hold.path is not None and session.autosave_failure is None):
            session.autosave()  # as the window does: the game is kept from its first move
            setup = match.setup
            humans = [seat for seat, player in enumerate(setup.players) if not player.bot]
            try:
                for seat in humans:
                    print(f"{seat + 1} {setup.players[seat].name} {server.url(desk.invite(seat))}")
                sys.stdout.flush()
            except OSError as err:
                raise UsageError(tr("cannot write the seats' addresses: {error}").format(
                    error=err.strerror or err)) from None
            if hold.path is not None:
                _say(tr("autosaving to {file}").format(file=printable(hold.path)))

            def finish() -> None:
                server.flush(FINAL_FLUSH)  # the final tables reach the phones before the sockets close
                server.stop(GAME_OVER)
                result = session.match.result
                _say(tr("game over: {result}").format(result=" ".join(result.summary.split())) if result is not None
                     else tr("game over"))
                app.exit(0)

            # once the change that ended the game has been signalled everywhere (the desk's last views posted)
            session.sigGameOver.connect(lambda _result: QTimer.singleShot(0, finish))
            session.start()
            code = app.exec()
        code = status["code"] or code
    finally:
        server.stop()
        desk.close()
        session.autosave()  # a last try, as the window's: the drive may have room again
        failure = session.autosave_failure if hold.path is not None else None
        session.shutdown()
        hold.release()
    if failure:
        _say(tr("the autosave does not hold the latest moves: {error}").format(error=failure))
        return code or AUTOSAVE_FAILED
    return code


class _stopped_by_signals:
    """While inside: SIGINT and SIGTERM quit the Qt loop (status 128 + the
    signal's number). Python runs a signal's handler only between its own
    steps, so the signal also wakes the loop (set_wakeup_fd) through a socket
    Qt watches."""

    def __init__(self, app, status: dict, autosaving) -> None:
        self.app, self.status, self.autosaving = app, status, autosaving  # autosaving(): every move saved

    def __enter__(self):
        import signal
        import socket

        from PySide6.QtCore import QSocketNotifier

        self.read, self.write = socket.socketpair()
        for end in (self.read, self.write):
            end.setblocking(False)
        self.old_fd = signal.set_wakeup_fd(self.write.fileno(), warn_on_full_buffer=False)
        self.notifier = QSocketNotifier(self.read.fileno(), QSocketNotifier.Type.Read)
        self.notifier.activated.connect(self._drain)
        self.old = {sig: signal.signal(sig, self._stop) for sig in (signal.SIGINT, signal.SIGTERM)}
        return self

    def _drain(self, *_args) -> None:
        try:
            self.read.recv(512)
        except OSError:
            pass

    def _stop(self, signum, _frame) -> None:
        import signal

        from PySide6.QtCore import QTimer

        from cardtable.words import tr

        if not self.status["code"]:
            self.status["code"] = 128 + signum
            kept = self.autosaving()
            if signum == signal.SIGINT:
                _say(tr("interrupted; the game is kept in the autosave") if kept else tr("interrupted"))
            else:
                _say(tr("stopped; the game is kept in the autosave") if kept else tr("stopped"))
        QTimer.singleShot(0, self.app.quit)  # also when the loop has not started yet

    def __exit__(self, *_exc) -> None:
        import signal

        for sig, old in self.old.items():
            signal.signal(sig, old)
        signal.set_wakeup_fd(self.old_fd)
        self.notifier.setEnabled(False)
        self.notifier.deleteLater()
        self.read.close()
        self.write.close()
