"""A corpus of broken and hostile save files, built from real records.

Every entry is ``Case(category, label, make)``: ``make(folder)`` writes the
file (or FIFO, link, folder, ...) into ``folder`` and returns its path. The
categories follow the issue that asked for them:

- ``exceptions``: settings the old loader let through to the game, which then
  raised something other than RecordError (stacked decks with duplicate or
  missing cards, blank names, wrong types such as ``"journal": 1.5``, ...);
- ``numbers``: integers of thousands of digits, NaN, infinities;
- ``nesting``: JSON nested from just too deep to 100,000 levels;
- ``sizes``: huge names, texts, lists and files;
- ``text``: invalid UTF-8, lone surrogates, control characters, BOMs;
- ``special-files``: FIFOs, devices, links to devices, folders, sockets, ...;
- ``deck-paths``: saves that name a deck file to read (``/etc/passwd``,
  ``/dev/zero``, a FIFO, a NUL byte) instead of carrying the deck;
- ``bad-decks``: custom decks carried in the save, damaged;
- ``byte-damage``: truncated, flipped, spliced and zeroed bytes;
- ``tree-damage``: values anywhere in the JSON replaced, dropped or reordered.

``MARKER`` is planted in injected text so tests can check that messages
never echo what the file holds.
"""

from __future__ import annotations

import copy
import json
import os
import random
import socket
from pathlib import Path
from typing import Any, Callable

import attrs

from cardtable.engine.match import Match
from cardtable.engine.protocol import GameDef, PlayerSpec, Setup
from cardtable.engine.record import MAX_FILE_BYTES, MAX_TEXT
from cardtable.resources import package_file

MARKER = "QZXJMARK"
Maker = Callable[[Path], Path]


@attrs.frozen
class Case:
    category: str
    label: str
    make: Maker = attrs.field(repr=False, eq=False)
    # the message must say this (lower case), when set
    says: str = ""
    # the message may quote the file's own name for a deck (deck-paths)
    quotes_marker: bool = False
    # random damage may leave a file that still makes sense
    may_load: bool = False



def shipped_deck(name: str):
    """The path of a deck file shipped inside the package ("99-chances.csv" or "9-lives.csv")."""
    package = "cardtable.games.ninety_nine_chances" if name.startswith("99") else "cardtable.games.nine_lives"
    return package_file(package, name)

def _game_record(game: GameDef, seed: int, custom_deck: bool) -> dict[str, Any]:
    """A real bot game (cut short, so replays stay quick) as JSON data."""
    players = max(game.min_players, min(4, game.max_players))
    options: dict[str, Any] = {}
    if custom_deck:
        shipped = shipped_deck("99-chances.csv" if game.id == "99-chances" else "9-lives.csv")
        options["deck_file"] = str(shipped)  # read once here: the record carries its content
    match = Match(game, Setup(tuple(PlayerSpec(f"Player {i + 1}", True) for i in range(players)), options, seed))
    for _ in range(60):
        if match.over:
            break
        seat = match.to_act()[0]
        match.play_bot(seat)
    match.narrate("The table laughs.", 0, "", "")
    return json.loads(json.dumps(match.record().to_json()))


def _write(data: Any, name: str = "save.cardtable.json") -> Maker:
    def make(folder: Path) -> Path:
        path = folder / name
        path.write_text(json.dumps(data, ensure_ascii=False) if not isinstance(data, str) else data,
                        encoding="utf-8", errors="surrogatepass")
        return path
    return make


def _write_bytes(raw: bytes, name: str = "save.cardtable.json") -> Maker:
    def make(folder: Path) -> Path:
        path = folder / name
        path.write_bytes(raw)
        return path
    return make


def _edit(base: dict[str, Any], change: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
    data = copy.deepcopy(base)
    change(data)
    return data


def _set(*keys: Any, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target = data
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = value
    return change


def _nested(depth: int, leaf: Any = 0, kind: str = "list") -> str:
    if kind == "list":
        return "[" * depth + json.dumps(leaf) + "]" * depth
    return '{"a":' * depth + json.dumps(leaf) + "}" * depth


# -- the categories ---------------------------------------------------------------------
def exceptions(game: GameDef, base: dict[str, Any]) -> list[Case]:
    cards = None
    try:
        cards = list(game.census(game.create(Setup(tuple(PlayerSpec(p["name"]) for p in base["players"]),
                                                     base["options"], base["seed"]))))
    except Exception:  # pragma: no cover - every game has a census
        cards = ["AS", "2S"]
    n = len(base["players"])
    edits: list[tuple[str, Callable[[dict[str, Any]], Any]]] = [
        ("stacked deck with a duplicate card", _set("stacked", value=[cards[0]] + cards[:-1])),
        ("stacked deck missing a card", _set("stacked", value=cards[1:])),
        ("stacked deck with an unknown card", _set("stacked", value=[MARKER] + cards[1:])),
        ("stacked deck empty", _set("stacked", value=[])),
        ("stacked deck of numbers", _set("stacked", value=list(range(len(cards))))),
        ("stacked deck is text", _set("stacked", value=MARKER)),
        ("blank player name", _set("players", 0, "name", value="")),
        ("spaces as player name", _set("players", 1, "name", value="   ")),
        ("player name is a number", _set("players", 0, "name", value=7)),
        ("player bot flag is text", _set("players", 0, "bot", value="yes")),
        ("player is a list", _set("players", 0, value=[MARKER])),
        ("no players", _set("players", value=[])),
        ("too many players", _set("players", value=[{"name": f"P{i}"} for i in range(40)])),
        ("one player", _set("players", value=[{"name": "Solo"}])),
        ("journal is 1.5", _set("journal", value=1.5)),
        ("journal is text", _set("journal", value=MARKER)),
        ("journal is an object", _set("journal", value={"text": MARKER})),
        ("journal entry is a number", _set("journal", value=[3])),
        ("journal entry points past the moves", _set("journal", value=[{"action_index": 10**6, "text": MARKER}])),
        ("journal entry by seat 99", _set("journal", value=[{"action_index": 0, "text": "x", "seat": 99}])),
        ("journal trigger is a list", _set("journal", value=[{"action_index": 0, "text": "x", "trigger": [1]}])),
        ("actions is an object", _set("actions", value={"seat": 0})),
        ("action without a kind", _set("actions", 0, value={"seat": 0})),
        ("action kind is a number", _set("actions", 0, value={"seat": 0, "kind": 5})),
        ("action seat is true", _set("actions", 0, "seat", value=True)),
        ("action by a seat that does not exist", _set("actions", 0, "seat", value=n + 3)),
        ("action by seat -1", _set("actions", 0, "seat", value=-1)),
        ("action with an object argument", _set("actions", 0, "card", value={"x": MARKER})),
        ("action with an unknown move", _set("actions", 0, value={"seat": base["actions"][0]["seat"],
                                                                   "kind": MARKER})),
        ("action with a list where a card goes", _set("actions", 0, "card", value=[MARKER, [1, [2]]])),
        ("action with null where a card goes", _set("actions", 0, "card", value=None)),
        ("action with a float argument", _set("actions", 0, "card", value=2.5)),
        ("action with an argument it does not take", _set("actions", 0, "extra", value=MARKER)),
        ("moves in the wrong order", lambda d: d["actions"].reverse()),
        ("a move played twice", lambda d: d["actions"].insert(1, d["actions"][0])),
        ("seed is text", _set("seed", value="7")),
        ("seed is missing", lambda d: d.pop("seed")),
        ("options is a list", _set("options", value=[MARKER])),
        ("unknown option", _set("options", MARKER, value=1)),
        ("version 0", _set("version", value=0)),
        ("version true", _set("version", value=True)),
        ("version 2", _set("version", value=2)),
        ("rules version from the future", _set("rules_version", value=999)),
        ("rules version is text", _set("rules_version", value="1")),
        ("unknown game", _set("game", value=MARKER)),
        ("game id is a number", _set("game", value=99)),
        ("format is wrong", _set("format", value=MARKER)),
        ("created is an object", _set("created", value={"when": MARKER})),
        # where a game played on from another came from (engine/origin.py)
        ("origin is a list", _set("origin", value=[MARKER])),
        ("origin is text", _set("origin", value=MARKER)),
        ("origin is a number", _set("origin", value=3)),
        ("origin without a move", _set("origin", value={"created": MARKER})),
        ("origin without a creation time", _set("origin", value={"at": 2})),
        ("origin creation time is an object", _set("origin", value={"created": {"when": MARKER}, "at": 2})),
        ("origin creation time too long", _set("origin", value={"created": MARKER * 100, "at": 2})),
        ("origin creation time with a newline", _set("origin", value={"created": MARKER + "\n", "at": 2})),
        ("origin move is negative", _set("origin", value={"created": MARKER, "at": -1})),
        ("origin move is true", _set("origin", value={"created": MARKER, "at": True})),
        ("origin move is text", _set("origin", value={"created": MARKER, "at": MARKER})),
        ("origin move is past any game", _set("origin", value={"created": MARKER, "at": 5_001})),
        ("top level is a list", lambda d: None),
    ]
    for spec in game.options:
        if spec.kind == "int":
            edits.append((f"option {spec.key} too big", _set("options", spec.key, value=spec.maximum + 1)))
            edits.append((f"option {spec.key} is text", _set("options", spec.key, value=MARKER)))
            edits.append((f"option {spec.key} is true", _set("options", spec.key, value=True)))
        elif spec.kind == "bool":
            edits.append((f"option {spec.key} is 1", _set("options", spec.key, value=1)))
        elif spec.kind == "choice":
            edits.append((f"option {spec.key} unknown choice", _set("options", spec.key, value=MARKER)))
        elif spec.kind == "file":
            edits.append((f"option {spec.key} is a number", _set("options", spec.key, value=5)))
            edits.append((f"option {spec.key} is an object of the wrong shape",
                          _set("options", spec.key, value={"name": "x.csv"})))
    cases = []
    for label, change in edits:
        data = _edit(base, change)
        if label == "top level is a list":
            data = [base]  # type: ignore[assignment]
        cases.append(Case("exceptions", label, _write(data)))
    return cases


def numbers(game: GameDef, base: dict[str, Any]) -> list[Case]:
    cases = []
    spots = [("seed",), ("version",), ("rules_version",), ("actions", 0, "seat"), ("actions", 0, "card"),
             ("players", 0, "name")]
    spots += [("options", s.key) for s in game.options]
    for digits in (25, 4301, 20_000):
        for spot in spots:
            big = "9" * digits
            data2 = copy.deepcopy(base)
            _set(*spot, value="__BIG__")(data2)
            text = json.dumps(data2).replace('"__BIG__"', big)
            cases.append(Case("numbers", f"{digits}-digit integer at {'/'.join(map(str, spot))}",
                              _write(text)))
        cases.append(Case("numbers", f"-{digits}-digit seed",
                          _write(json.dumps(_edit(base, _set("seed", value="__B__"))).replace('"__B__"',
                                                                                              "-" + "9" * digits))))
    for digits in (25, 4301):
        text = json.dumps(_edit(base, _set("origin", value={"created": "x", "at": "__BIG__"})))
        cases.append(Case("numbers", f"{digits}-digit origin move", _write(text.replace('"__BIG__"', "9" * digits))))
    for literal in ("NaN", "Infinity", "-Infinity", "1e999", "1" + "0" * 500 + ".5", "-0.0"):
        for spot in (("seed",), ("actions", 0, "card")):
            text = json.dumps(_edit(base, _set(*spot, value="__L__"))).replace('"__L__"', literal)
            cases.append(Case("numbers", f"{literal[:12]} at {'/'.join(map(str, spot))}", _write(text)))
    return cases


def nesting(game: GameDef, base: dict[str, Any]) -> list[Case]:
    cases = []
    for depth in (13, 40, 990, 1_000, 1_100, 5_000, 100_000):
        for kind in ("list", "object"):
            cases.append(Case("nesting", f"{depth} deep {kind} alone", _write(_nested(depth, MARKER, kind))))
            for spot in (("actions", 0, "card"), ("journal", 0, "text"), ("options", "x"), ("players", 0),
                         ("stacked",), ("origin",)):
                text = json.dumps(_edit(base, _set(*spot, value="__N__"))).replace('"__N__"',
                                                                                   _nested(depth, MARKER, kind))
                cases.append(Case("nesting", f"{depth} deep {kind} at {'/'.join(map(str, spot))}", _write(text)))
    cases.append(Case("nesting", "unclosed brackets", _write("[" * 50_000)))
    cases.append(Case("nesting", "200,000 empty lists", _write("[" + ",".join(["[]"] * 200_001) + "]")))
    return cases


def sizes(game: GameDef, base: dict[str, Any]) -> list[Case]:
    cases = []
    for n in (61, 100_000, 7_000_000):
        cases.append(Case("sizes", f"player name of {n:,} characters",
                          _write(_edit(base, _set("players", 0, "name", value=MARKER * (n // 8 + 1))))))
    for n in (MAX_TEXT + 1, 3_000_000):
        cases.append(Case("sizes", f"journal text of {n:,} characters",
                          _write(_edit(base, _set("journal", value=[{"action_index": 0, "text": "x" * n}])))))
        cases.append(Case("sizes", f"move text of {n:,} characters",
                          _write(_edit(base, _set("actions", 0, "text", value="y" * n)))))
    cases.append(Case("sizes", "card id of 1 MB", _write(_edit(base, _set("actions", 0, "card", value="C" * 2**20)))))
    cases.append(Case("sizes", "move kind of 1 MB", _write(_edit(base, _set("actions", 0, "kind", value="k" * 2**20)))))
    cases.append(Case("sizes", "argument name of 1 MB",
                      _write(_edit(base, _set("actions", 0, "a" * 2**20, value=1)))))
    cases.append(Case("sizes", "5,001 moves", _write(_edit(base, _set("actions", value=[base["actions"][0]] * 5_001)))))
    cases.append(Case("sizes", "5,001 journal entries",
                      _write(_edit(base, _set("journal", value=[{"action_index": 0, "text": "x"}] * 5_001)))))
    cases.append(Case("sizes", "a million-card stacked deck", _write(_edit(base, _set("stacked", value=["AS"] * 10**6)))))
    cases.append(Case("sizes", "list argument of 100,000 items",
                      _write(_edit(base, _set("actions", 0, "card", value=[1] * 100_000)))))

    def over_size(folder: Path) -> Path:
        path = folder / "huge.cardtable.json"
        with open(path, "wb") as fh:  # sparse: costs no disk
            fh.write(b'{"format": "cardtable-record", "players": ["')
            fh.truncate(MAX_FILE_BYTES + 1)
        return path

    def over_size_spaces(folder: Path) -> Path:
        path = folder / "spaces.cardtable.json"
        path.write_bytes(b" " * (MAX_FILE_BYTES + 10))
        return path

    cases.append(Case("sizes", "a file one byte over the limit (sparse)", over_size))
    cases.append(Case("sizes", "a file of spaces over the limit", over_size_spaces))
    cases.append(Case("sizes", "200,001 zeros", _write("[" + "0," * 200_000 + "0]")))
    return cases


def text(game: GameDef, base: dict[str, Any]) -> list[Case]:
    raw = json.dumps(base, ensure_ascii=False).encode("utf-8")
    cases = [
        Case("text", "invalid UTF-8 byte", _write_bytes(raw[:40] + b"\xff" + raw[40:])),
        Case("text", "UTF-8 byte order mark", _write_bytes(b"\xef\xbb\xbf" + raw)),
        Case("text", "UTF-16", _write_bytes(json.dumps(base).encode("utf-16"))),
        Case("text", "Latin-1 name", _write_bytes(raw.replace(b"Player 1", "Pl\u00e4yer".encode("latin-1")))),
        Case("text", "NUL bytes", _write_bytes(raw.replace(b"Player 1", b"Play\x00er"))),
        Case("text", "empty file", _write_bytes(b"")),
        Case("text", "only spaces", _write_bytes(b"   \n\t ")),
        Case("text", "null", _write_bytes(b"null")),
        Case("text", "a number", _write_bytes(b"12")),
        Case("text", "a string", _write_bytes(json.dumps(MARKER).encode())),
    ]
    for label, value in (("lone surrogate in a name", "\\ud800" + MARKER),
                         ("NUL in a name", "\\u0000" + MARKER),
                         ("newline in a name", "A\\nB" + MARKER),
                         ("escape code in a name", "\\u001b[31m" + MARKER),
                         ("lone surrogate in journal", None)):
        if value is None:
            data = _edit(base, _set("journal", value=[{"action_index": 0, "text": "__S__"}]))
            body = json.dumps(data).replace('"__S__"', '"\\udfff x"')
        else:
            body = json.dumps(_edit(base, _set("players", 0, "name", value="__S__"))).replace('"__S__"', f'"{value}"')
        # control characters in a name are cleaned (engine/text.py: a name
        # once pasted with a tab still resumes); a lone surrogate is refused
        cases.append(Case("text", label, _write(body), may_load="surrogate" not in label))
    body = json.dumps(_edit(base, _set("actions", 0, "card", value="__S__"))).replace('"__S__"', '"\\ud83d"')
    cases.append(Case("text", "lone surrogate in a card", _write(body)))
    return cases


def special_files(game: GameDef, base: dict[str, Any]) -> list[Case]:
    def fifo(folder: Path) -> Path:
        path = folder / "fifo.cardtable.json"
        os.mkfifo(path)
        return path

    def fifo_with_writer(folder: Path) -> Path:
        # a FIFO someone holds open for writing: a blocking read would wait for ever
        path = fifo(folder)
        fd = os.open(path, os.O_RDWR | os.O_NONBLOCK)
        _OPEN_FDS.append(fd)
        return path

    def link(target: str) -> Maker:
        def make(folder: Path) -> Path:
            path = folder / f"link-{Path(target).name}.cardtable.json"
            os.symlink(target, path)
            return path
        return make

    def folder_case(folder: Path) -> Path:
        path = folder / "folder.cardtable.json"
        path.mkdir()
        return path

    def loop(folder: Path) -> Path:
        a, b = folder / "a.json", folder / "b.json"
        os.symlink(b, a)
        os.symlink(a, b)
        return a

    def sock(folder: Path) -> Path:
        path = folder / "s.json"
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.bind(str(path))
        _OPEN_SOCKETS.append(s)
        return path

    def link_to_fifo(folder: Path) -> Path:
        target = fifo(folder)
        path = folder / "to-fifo.cardtable.json"
        os.symlink(target, path)
        return path

    def not_a_folder(folder: Path) -> Path:
        (folder / "plain").write_text("x")
        return folder / "plain" / "save.json"

    cases = [
        Case("special-files", "FIFO", fifo),
        Case("special-files", "FIFO held open by a writer", fifo_with_writer),
        Case("special-files", "link to a FIFO", link_to_fifo),
        Case("special-files", "folder", folder_case, says="folder"),
        Case("special-files", "missing file", lambda f: f / "missing.cardtable.json", says="does not exist"),
        Case("special-files", "dangling link", link("/nonexistent/nowhere.json"), says="does not exist"),
        Case("special-files", "link loop", loop),
        Case("special-files", "socket", sock),
        Case("special-files", "a path through a file", not_a_folder),
    ]
    for dev in ("/dev/zero", "/dev/urandom", "/dev/null", "/dev/full", "/dev/tty", "/proc/self/mem",
                "/proc/self/status"):
        if os.path.exists(dev):
            cases.append(Case("special-files", f"link to {dev}", link(dev)))
    return cases


_OPEN_FDS: list[int] = []
_OPEN_SOCKETS: list[socket.socket] = []


def close_leftovers() -> None:
    while _OPEN_FDS:
        os.close(_OPEN_FDS.pop())
    while _OPEN_SOCKETS:
        _OPEN_SOCKETS.pop().close()


def deck_paths(game: GameDef, base: dict[str, Any]) -> list[Case]:
    """Saves naming a file to read (the old format): refused, nothing read."""
    def with_path(path_for: Callable[[Path], str], label: str) -> Case:
        def make(folder: Path) -> Path:
            data = _edit(base, _set("options", "deck_file", value=path_for(folder)))
            return _write(data)(folder)
        # games without a deck option refuse the unknown option instead
        return Case("deck-paths", label, make, says="deck" if _has_deck(game) else "option",
                    quotes_marker=True)

    def fifo_path(folder: Path) -> str:
        os.mkfifo(folder / "deck.fifo")
        return str(folder / "deck.fifo")

    def real_deck(folder: Path) -> str:
        name = "99-chances.csv" if game.id == "99-chances" else "9-lives.csv"
        (folder / name).write_bytes(Path(shipped_deck(name)).read_bytes())
        return str(folder / name)

    return [
        with_path(lambda f: "/etc/passwd", "/etc/passwd"),
        with_path(lambda f: "/etc/shadow", "/etc/shadow"),
        with_path(lambda f: "/dev/zero", "/dev/zero"),
        with_path(lambda f: "/dev/urandom", "/dev/urandom"),
        with_path(fifo_path, "a FIFO"),
        with_path(lambda f: "deck\x00" + MARKER + ".csv", "a path with a NUL byte"),
        with_path(lambda f: str(f), "a folder"),
        with_path(lambda f: "../../" + MARKER + ".csv", "a relative path"),
        with_path(lambda f: "/" + MARKER * 1000, "a very long path"),
        with_path(real_deck, "a real, good deck file"),
    ]


def _has_deck(game: GameDef) -> bool:
    return any(s.key == "deck_file" for s in game.options)


def bad_decks(game: GameDef, base: dict[str, Any]) -> list[Case]:
    """Custom decks carried in the save, damaged."""
    if not _has_deck(game):
        return []
    good = base["options"]["deck_file"]["text"]
    lines = good.splitlines()
    rng = random.Random(len(good))
    card_lines = [i for i, line in enumerate(lines) if line[:1].isdigit() or line.startswith("card,")]
    first = lines[card_lines[0]].split(",")
    number_at = 0 if game.id == "99-chances" else 1

    def deck(new_text: Any, name: Any = "mine.csv") -> dict[str, Any]:
        return _edit(base, _set("options", "deck_file", value={"name": name, "text": new_text}))

    def drop(i: int) -> str:
        return "\n".join(lines[:i] + lines[i + 1:])

    def dup(i: int) -> str:
        return "\n".join(lines[:i + 1] + [lines[i]] + lines[i + 1:])

    variants: list[tuple[str, Any]] = [
        ("an empty deck", deck("")),
        ("a deck of one comment", deck("# nothing\n")),
        ("the first card missing", deck(drop(card_lines[0]))),
        ("the last card missing", deck(drop(card_lines[-1]))),
        ("a card twice", deck(dup(card_lines[5]))),
        ("a line of garbage", deck(good + "\n" + MARKER + ",\"unclosed\n")),
        ("a NUL byte", deck(good.replace(lines[card_lines[0]], lines[card_lines[0]].replace(",", "\x00", 1)))),
        ("a 5,000-digit number", deck(good + "\n" + "9" * 5000 + ",a,b,c\n")),
        ("superscript digits", deck(good.replace(lines[card_lines[0]], ",".join(
            first[:number_at] + ["\u00b2"] + first[number_at + 1:])))),
        ("a field of 200,000 characters", deck(good + "\n" + "card," + "7" * 200_000 + ",x,1\n")),
        ("text over the size limit", deck("x" * (256 * 1024 + 1))),
        ("name is a number", deck(good, 5)),
        ("text is a list", deck([good])),
        ("content under another key", _edit(base, _set("options", "deck_file", value={"path": "/etc/passwd"}))),
        ("extra key", _edit(base, _set("options", "deck_file", value={"name": "a", "text": good, "path": "/x"}))),
    ]
    for k in range(12):  # random damage to single lines
        i = rng.choice(card_lines)
        broken = list(lines)
        cut = rng.randrange(len(broken[i]) + 1)
        broken[i] = broken[i][:cut] + rng.choice([",", "", "\"", MARKER, ",,", "#ffff"]) + broken[i][cut + 1:]
        variants.append((f"line {i + 1} damaged ({k})", deck("\n".join(broken))))
    return [Case("bad-decks", label, _write(data), may_load="damaged" in label) for label, data in variants]


def byte_damage(game: GameDef, base: dict[str, Any], count: int) -> list[Case]:
    raw = json.dumps(base, indent=1, ensure_ascii=False).encode("utf-8")
    rng = random.Random(f"bytes-{game.id}")
    cases = []
    for k in range(count):
        b = bytearray(raw)
        how = k % 6
        at = rng.randrange(len(b))
        if how == 0:
            b = b[:at]
            label = f"truncated at byte {at}"
        elif how == 1:
            for _ in range(rng.randint(1, 8)):
                b[rng.randrange(len(b))] ^= 1 << rng.randrange(8)
            label = "bits flipped"
        elif how == 2:
            b[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
            label = f"garbage inserted at byte {at}"
        elif how == 3:
            del b[at:at + rng.randint(1, 64)]
            label = f"bytes deleted at {at}"
        elif how == 4:
            b[at:at + 512] = bytes(min(512, len(b) - at))
            label = f"block zeroed at {at}"
        else:
            other = rng.randrange(len(b))
            b[at:at] = b[other:other + rng.randint(1, 200)]
            label = f"chunk repeated at {at}"
        cases.append(Case("byte-damage", f"{label} ({k})", _write_bytes(bytes(b)), may_load=True))
    return cases


_JUNK: list[Any] = [None, True, False, 0, -1, 1, 2**31, 2**63, -(2**63) - 1, 1.5, -0.0, "", " ", MARKER,
                    "AS", "10H", "0", "-1", [], [MARKER], [[]], {}, {"kind": MARKER}, {"seat": 0},
                    [1, 2, 3], "\u202e" + MARKER]


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            if k == "text" and prefix[-2:-1] == ("deck_file",):
                continue
            out += _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value[:12]):
            out += _paths(v, prefix + (i,))
    return out


def tree_damage(game: GameDef, base: dict[str, Any], count: int) -> list[Case]:
    rng = random.Random(f"tree-{game.id}")
    spots = [p for p in _paths(base) if p]
    cases = []
    for k in range(count):
        data = copy.deepcopy(base)
        for _ in range(rng.randint(1, 3)):
            spot = rng.choice(spots)
            parent = data
            try:
                for key in spot[:-1]:
                    parent = parent[key]
                how = rng.randrange(4)
                if how == 0 or not isinstance(parent, (dict, list)):
                    parent[spot[-1]] = copy.deepcopy(rng.choice(_JUNK))
                elif how == 1 and isinstance(parent, dict):
                    parent.pop(spot[-1], None)
                elif how == 1:
                    del parent[spot[-1]]
                elif how == 2 and isinstance(parent, list):
                    rng.shuffle(parent)
                else:
                    parent[spot[-1]] = copy.deepcopy(rng.choice(_JUNK))
            except (KeyError, IndexError, TypeError):
                continue
        cases.append(Case("tree-damage", f"mutation {k}", _write(data), may_load=True))
    return cases


CATEGORIES = ("exceptions", "numbers", "nesting", "sizes", "text", "special-files", "deck-paths", "bad-decks",
              "byte-damage", "tree-damage")


def corpus(games: dict[str, GameDef], random_cases: int = 40) -> list[tuple[str, Case]]:
    """Every case for every game: ``[(game id, case)]``."""
    out: list[tuple[str, Case]] = []
    for game in games.values():
        base = _game_record(game, 7, custom_deck=_has_deck(game))
        plain = base if not _has_deck(game) else _game_record(game, 7, custom_deck=False)
        for cases in (exceptions(game, base), numbers(game, base), nesting(game, base), sizes(game, plain),
                      text(game, base), special_files(game, base), deck_paths(game, plain), bad_decks(game, base),
                      byte_damage(game, base, random_cases), tree_damage(game, base, random_cases)):
            out += [(game.id, c) for c in cases]
    return out


def good_records(games: dict[str, GameDef]) -> dict[str, dict[str, Any]]:
    return {g.id: _game_record(g, 7, custom_deck=_has_deck(g)) for g in games.values()}


