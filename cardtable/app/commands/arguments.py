"""Checks the command line's arguments go through before any work is done.

A bad argument or file is a :class:`UsageError`: ``cardtable`` reports it
in one line and exits with status 2 (see cardtable.app.cli).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Sequence

from cardtable.engine.i18n import number
from cardtable.words import tr


class UsageError(Exception):
    """A bad argument or file: reported in one line, exit status 2."""


def clip(text: Any, limit: int = 60) -> str:
    """A value the user typed, quoted for a message and cut short if long."""
    shown = repr(str(text))
    return shown if len(shown) <= limit else shown[:limit - 4] + "…" + shown[0]


def quoted_path(text: Any, limit: int = 120) -> str:
    """A path the user typed, quoted for a message; a long one keeps its end."""
    shown = repr(str(text))
    return shown if len(shown) <= limit else shown[0] + "…" + shown[-(limit - 2):]


def printable(text: Any) -> str:
    """A path (or any name) as the command line prints it: as it is when
    every character of it is printable, else quoted as Python writes it, so
    a line break, an escape sequence or a character that cannot be written
    out shows as a backslash sequence and never acts on the terminal. Every
    path the command line prints goes through this."""
    text = str(text)
    return text if text.isprintable() else repr(text)


def _visible(ch: str) -> str:
    return ch if ch.isprintable() else repr(ch)[1:-1]


def one_line(text: str, limit: int = 400) -> str:
    """A message on one printable line: runs of white space (line breaks
    too) become one space, any other character that is not printable its
    backslash sequence; cut short at ``limit``."""
    text = "".join(_visible(ch) for ch in " ".join(str(text).split()))
    return text if len(text) <= limit else text[:limit - 1] + "…"


def whole_number(text: str) -> int:
    """A whole number as typed (digits, an optional sign, ``_`` between
    digits as Python writes them), else ValueError; never a number longer
    than 40 digits, which no bound here needs."""
    body = text.strip()
    digits = body.lstrip("+-").replace("_", "")
    if not digits.isdigit() or not digits.isascii() or len(digits) > 40:
        raise ValueError(text)
    return int(body)


def whole_number_type(name: str, low: int | None = None, high: int | None = None):
    """An argparse ``type`` for option ``name``: a whole number from ``low``
    to ``high`` (a bad one is a :class:`UsageError` naming the bound)."""
    def parse(text: str) -> int:
        try:
            value = whole_number(text)
        except ValueError:
            raise UsageError(tr("{option} needs a whole number, not {value}").format(
                option=name, value=clip(text))) from None
        if (low is not None and value < low) or (high is not None and value > high):
            lo, hi = (str(x) if x is None or abs(x) >= 10 ** 9 else number(x) for x in (low, high))
            if low is not None and high is not None:
                words = tr("{option} must be at least {low} and at most {high}, not {value}")
            elif low is not None:
                words = tr("{option} must be at least {low}, not {value}")
            else:
                words = tr("{option} must be at most {high}, not {value}")
            raise UsageError(words.format(option=name, low=lo, high=hi, value=clip(text)))
        return value

    parse.__name__ = "whole number"  # i18n: not shown (argparse's name for the type; parse never fails there)
    return parse


def check_seeds(seed: int, games: int = 1) -> None:
    """Games ``seed`` .. ``seed + games - 1`` are all seeds a saved game can
    hold (the bound the record loader checks; see sweep.SEED_MIN)."""
    from cardtable.sweep import SEED_MIN, SEED_STOP, seeds_fit

    if not seeds_fit(seed, games):
        if games == 1:
            words = tr("--seed {seed}; a game's seed must be from {low} to {high} (what a saved game can hold)")
        else:
            words = tr("--seed {seed} with --games {games} reaches seed {last}; a game's seed must be from {low} "
                       "to {high} (what a saved game can hold)")
        raise UsageError(words.format(seed=seed, games=number(games), last=seed + games - 1, low=SEED_MIN,
                                      high=SEED_STOP - 1))


def check_players(game, players: int | None) -> None:
    from cardtable.engine.protocol import BadOptions

    if players is not None:
        try:
            game.check_players(players)  # before a list of that many players is made
        except BadOptions as err:
            raise UsageError(str(err)) from None


def bot_level_arguments(parser) -> None:
    """--level and --think, as simulate and sweep take them."""
    from cardtable.engine.levels import NAMES
    from cardtable.words import tr

    parser.add_argument("--level", action="append", metavar="SEAT=LEVEL", help=tr(
        "the bot level of a seat from 1: {names} (repeatable; default classic, each game's own bot)").format(
        names=", ".join(NAMES)))
    think_argument(parser)


def think_argument(parser, scaled: bool = False) -> None:
    """--think MS: the searching levels' budget per move (``scaled``: the
    strongest level's, the others in proportion, as the ladder takes it)."""
    from cardtable.words import tr

    parser.add_argument("--think", type=whole_number_type("--think", 1, 600_000), metavar="MS", help=tr(
        "level 5's budget per move, in milliseconds of a reference machine, levels 3 and 4 thinking in the same "
        "proportion to it as by default: counted in search iterations, so a seeded run plays the same everywhere"
    ) if scaled else tr(
        "the searching levels' (3 to 5) budget per move, in milliseconds of a reference machine: counted in "
        "search iterations, so a seeded run plays the same everywhere"))


def seat_levels(pairs: Sequence[str] | None, most: int) -> dict[int, str]:
    """``--level SEAT=LEVEL`` (repeatable): the level of each seat named, by
    its number from 1 up to ``most``; seats not named play the classic bot."""
    from cardtable.engine.levels import NAMES, UnknownLevel, level
    from cardtable.words import tr

    out: dict[int, str] = {}
    for pair in pairs or ():
        seat_text, sep, name = pair.partition("=")
        seat = seat_text.strip()
        if not sep or not seat.isdigit() or not 1 <= int(seat) <= most:
            raise UsageError(tr("--level takes SEAT=LEVEL, a seat from 1 to {most}: not {pair}").format(
                most=most, pair=clip(pair)))
        try:
            out[int(seat) - 1] = level(name).name
        except UnknownLevel:
            raise UsageError(tr("--level: no bot level {name} (one of {names})").format(
                name=clip(name), names=", ".join(NAMES))) from None
    return out


def output_file(text: str, what: str) -> Path:
    """An output file's name, checked before any work is done: not empty,
    not a link (to a file or to nothing), not a folder, a device or a pipe,
    and in a folder this user can write in (made if missing, as the writers
    do). The file itself is written by :func:`write_output`."""
    if not text or not text.strip():
        raise UsageError(tr("{what}: the file name is empty").format(what=what))
    if "\0" in text:
        raise UsageError(tr("{what}: {path} is not a file name").format(what=what, path=quoted_path(text)))
    path = Path(text)
    if path.is_symlink():  # to a file, a folder or nothing at all: never written through, never replaced
        raise UsageError(tr("{what}: {path} is a link to another file; a link is never written through").format(
            what=what, path=quoted_path(text)))
    if path.is_dir():
        raise UsageError(tr("{what}: {path} is a folder; give a file name").format(what=what, path=quoted_path(text)))
    if path.exists() and not path.is_file():
        raise UsageError(tr("{what}: {path} is not a regular file (a device, pipe or socket)").format(
            what=what, path=quoted_path(text)))
    _writable_folder(path.parent, tr("{what}: cannot write {path}").format(what=what, path=quoted_path(text)))
    return path


def write_output(path: Path, data: str | bytes) -> None:
    """Write a file the command line was asked for (``-o``, ``--chart``)
    the way Save as writes a game: atomically, through a temp file renamed
    over the name, and a link at the name refused (:class:`LinkRefused`,
    an OSError: one line, exit status 2)."""
    from cardtable.engine.files import write_atomic

    write_atomic(path, data, refuse_link=True)


def output_folder(text: str, what: str) -> Path:
    """A folder's name, checked before any work is done: not empty, not a
    file, and a folder this user can write in (or could make)."""
    if not text.strip():
        raise UsageError(tr("{what}: the folder name is empty").format(what=what))
    folder = Path(text)
    if folder.exists() and not folder.is_dir():
        raise UsageError(tr("{what}: {path} is not a folder").format(what=what, path=quoted_path(text)))
    _writable_folder(folder, what)
    return folder


def _writable_folder(folder: Path, lead: str) -> None:
    """``folder`` can be written in, or could be made: its nearest existing
    ancestor is a folder this user can write in."""
    probe = folder
    while not probe.exists():
        if probe.is_symlink() or probe.parent == probe:
            raise UsageError(tr("{what}: {path} cannot be made").format(what=lead, path=quoted_path(str(probe))))
        probe = probe.parent
    if not probe.is_dir():
        raise UsageError(tr("{what}: {path} is not a folder").format(what=lead, path=quoted_path(str(probe))))
    if not os.access(probe, os.W_OK | os.X_OK):
        raise UsageError(tr("{what}: no permission to write in {path}").format(what=lead, path=quoted_path(str(probe))))


def option_value(game, key: str, text: str) -> Any:
    """What ``text`` means for ``game``'s option ``key``, read by the
    option's own kind (engine.protocol.parse_option): ``decks=1`` is the
    choice "1", ``lives=on`` is true, ``hand_size=4`` is the number 4."""
    from cardtable.engine.protocol import BadOptions, parse_option

    specs = {spec.key: spec for spec in game.options}
    if key not in specs:
        if not specs:
            raise UsageError(tr("{game} has no option {key}; it has no options").format(game=game.title, key=clip(key)))
        raise UsageError(tr("{game} has no option {key}; its options: {keys}").format(
            game=game.title, key=clip(key), keys=", ".join(specs)))
    try:
        return parse_option(specs[key], text)
    except BadOptions as err:
        raise UsageError(str(err)) from None


def game_options(game, pairs: Sequence[str]) -> dict[str, Any]:
    """``--option KEY=VALUE`` pairs -> {key: value}, each read by its option's kind."""
    out = {}
    for pair in pairs or ():
        key, sep, value = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise UsageError(tr("--option needs KEY=VALUE, not {value}").format(value=clip(pair)))
        if key in out:
            raise UsageError(tr("--option {key} is given twice").format(key=clip(key)))
        out[key] = option_value(game, key, value.strip())
    return out


def find_game(game_id: str):
    """The game whose id is ``game_id``."""
    from cardtable.games import all_games

    games = all_games()
    if game_id not in games:
        raise UsageError(tr("unknown game {game}; known games: {games}").format(
            game=repr(game_id), games=", ".join(games)))
    return games[game_id]


def seat_argument(names: Sequence[str], text: str, what: str = "--seat") -> int:
    """The seat ``text`` names (0-based): a seat number as players count,
    from 1, or a player's name (any case; a number is always read as a seat
    number). A name two players share, or no such seat, is a UsageError."""
    word = " ".join(str(text).split())
    try:
        number = whole_number(word)
    except ValueError:
        number = None
    if number is not None:
        if not 1 <= number <= len(names):
            raise UsageError(tr("{option} {value}: this game has seats 1 to {seats}").format(
                option=what, value=clip(word), seats=len(names)))
        return number - 1
    found = [i for i, name in enumerate(names) if name.casefold() == word.casefold()]
    if len(found) == 1:
        return found[0]
    if found:
        raise UsageError(tr("{option} {value}: {count} players have that name; give the seat number (1 to "
                            "{seats})").format(option=what, value=clip(word), count=len(found), seats=len(names)))
    raise UsageError(tr("{option} {value}: no player has that name; give a seat number (1 to {seats}) or one of "
                        "the players' names").format(option=what, value=clip(word), seats=len(names)))


def load_match(path: str):
    """The saved game at ``path``, replayed to where it was saved."""
    from cardtable.engine.match import Match
    from cardtable.engine.record import load_record
    from cardtable.games import all_games

    games = all_games()
    record = load_record(Path(path), games)
    return Match.from_record(games[record.game], record)
