"""Save files: custom decks travel inside them, interrupted saves leave
nothing behind, and reading a file never trusts it."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.engine.files import UnreadableFile, read_bounded
from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.record import (
    TEMP_SUFFIX,
    RecordError,
    atomic_target,
    load_record,
    move_aside,
    remove_orphan_temps,
    save_record,
)
from cardtable.games import all_games
from tests.hostile_saves import shipped_deck

GAMES = all_games()
ROOT = Path(__file__).resolve().parents[2]
DECKS = {"99-chances": "99-chances.csv", "9-lives": "9-lives.csv"}


def _custom_deck(game_id: str, folder: Path) -> Path:
    """The shipped deck with one card's words changed: a designer's own deck."""
    text = Path(shipped_deck(DECKS[game_id])).read_text(encoding="utf-8")
    if game_id == "99-chances":
        text = text.replace("\n7,", "\n7,", 1)
        lines = text.splitlines()
        i = next(n for n, line in enumerate(lines) if line.startswith("7,"))
        number, genre, resource, problem = lines[i].split(",")
        lines[i] = ",".join((number, "Designer Genre", resource, problem))
    else:
        lines = text.splitlines()
        i = next(n for n, line in enumerate(lines) if line.startswith("cat,"))
        fields = lines[i].split(",")
        fields[2] = "Designer Cat"
        lines[i] = ",".join(fields)
    path = folder / f"my-{DECKS[game_id]}"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _played(game_id: str, options: dict, moves: int = 40) -> Match:
    game = GAMES[game_id]
    match = Match(game, Setup(tuple(PlayerSpec(f"P{i}", True) for i in range(4)), options, 5))
    for _ in range(moves):
        if match.over:
            break
        match.play_bot(match.to_act()[0])
    return match


def _deck_words(state) -> str:
    return repr(state.deck if hasattr(state, "deck") else state.config.deck)


@pytest.mark.parametrize("game_id", list(DECKS))
def test_a_custom_deck_travels_inside_the_save(game_id, tmp_path):
    deck_path = _custom_deck(game_id, tmp_path)
    match = _played(game_id, {"deck_file": str(deck_path)})
    assert "Designer" in _deck_words(match.state)
    save = tmp_path / "game.cardtable.json"
    save_record(save, match.record())
    stored = json.loads(save.read_text(encoding="utf-8"))["options"]["deck_file"]
    assert stored == {"name": deck_path.name, "text": deck_path.read_text(encoding="utf-8")}
    assert str(tmp_path) not in save.read_text(encoding="utf-8")  # no path is kept
    # The file on disk is edited, then deleted: the saved game does not drift.
    deck_path.write_text("garbage\n", encoding="utf-8")
    again = Match.from_record(GAMES[game_id], load_record(save, GAMES))
    assert again.state == match.state
    deck_path.unlink()
    again = Match.from_record(GAMES[game_id], load_record(save, GAMES))
    assert again.state == match.state and "Designer" in _deck_words(again.state)


@pytest.mark.parametrize("game_id", list(DECKS))
def test_an_older_save_naming_a_deck_path_says_what_is_missing(game_id, tmp_path):
    deck_path = _custom_deck(game_id, tmp_path)
    data = _played(game_id, {}).record().to_json()
    data["options"]["deck_file"] = str(deck_path)  # how saves stored custom decks before
    save = tmp_path / "old.cardtable.json"
    save.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError) as err:
        load_record(save, GAMES)
    assert str(err.value) == (f"this save only names its deck file ({deck_path.name}) instead of carrying it, "
                              "so the deck is missing: start a new game and choose that file again")


def test_a_save_never_makes_the_loader_read_another_file(tmp_path):
    data = _played("99-chances", {}).record().to_json()
    for path in ("/etc/passwd", "/dev/zero", str(tmp_path)):
        data["options"]["deck_file"] = path
        save = tmp_path / "evil.cardtable.json"
        save.write_text(json.dumps(data), encoding="utf-8")
        with pytest.raises(RecordError, match="only names its deck file") as err:
            load_record(save, GAMES)
        assert "root" not in str(err.value)


@pytest.mark.parametrize("game_id", list(DECKS))
def test_a_damaged_carried_deck_is_refused_by_line(game_id, tmp_path):
    match = _played(game_id, {"deck_file": str(_custom_deck(game_id, tmp_path))})
    data = match.record().to_json()
    text = data["options"]["deck_file"]["text"]
    data["options"]["deck_file"]["text"] = text + "\nnonsense line\n"
    save = tmp_path / "damaged.cardtable.json"
    save.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError, match=r"line \d+") as err:
        Match.from_record(GAMES[game_id], load_record(save, GAMES))
    assert "nonsense" not in str(err.value)


# -- reading only regular files, bounded -----------------------------------------------
def test_read_bounded_refuses_what_is_not_a_regular_file(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    writer = os.open(fifo, os.O_RDWR | os.O_NONBLOCK)  # a writer that never writes: a read would block
    try:
        for path in (fifo, Path("/dev/zero"), tmp_path):
            with pytest.raises(UnreadableFile):
                read_bounded(path, 1000)
    finally:
        os.close(writer)
    link = tmp_path / "zero-link"
    link.symlink_to("/dev/urandom")
    with pytest.raises(UnreadableFile, match="not a regular file"):
        read_bounded(link, 1000)
    big = tmp_path / "big"
    big.write_bytes(b"x" * 1001)
    with pytest.raises(UnreadableFile, match="larger than"):
        read_bounded(big, 1000)
    assert read_bounded(big, 1001) == b"x" * 1001
    with pytest.raises(UnreadableFile, match="not a valid file name"):
        read_bounded("bad\x00name", 10)


# -- interrupted saves --------------------------------------------------------------------
HOLD = """
import sys, time
from cardtable.engine.record import atomic_target
with atomic_target(sys.argv[1]) as tmp:
    open(tmp, "w").write("half a save")
    print("writing", flush=True)
    time.sleep(120)
"""


def _writer(path: Path) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    p = subprocess.Popen([sys.executable, "-c", HOLD, str(path)], stdout=subprocess.PIPE, text=True, env=env)
    assert p.stdout is not None and p.stdout.readline().strip() == "writing"
    return p


def test_temp_files_of_killed_saves_are_removed_and_live_ones_kept(tmp_path):
    target = tmp_path / "autosave.cardtable.json"
    target.write_text("the last good save", encoding="utf-8")
    killed = [_writer(target) for _ in range(3)]
    for p in killed:
        p.send_signal(signal.SIGKILL)
        p.communicate()
    live = _writer(target)
    try:
        temps = sorted(p.name for p in tmp_path.glob(".autosave.cardtable.json.*" + TEMP_SUFFIX))
        assert len(temps) == 4
        removed = remove_orphan_temps(tmp_path)
        assert len(removed) == 3
        left = [p.name for p in tmp_path.glob(".autosave.cardtable.json.*" + TEMP_SUFFIX)]
        assert len(left) == 1 and left[0] not in removed  # the running writer's file stays
    finally:
        live.kill()
        live.communicate()
    assert remove_orphan_temps(tmp_path) == left
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.cardtable.json"]
    assert target.read_text(encoding="utf-8") == "the last good save"


def test_cleanup_leaves_other_files_alone(tmp_path):
    keep = ["notes.tmp", "autosave.cardtable.json", ".hidden", ".x.ABCDEFGH.tmp", ".x.abc.tmp",
            ".x.ABCDEFGH" + TEMP_SUFFIX, ".x.abc" + TEMP_SUFFIX]
    for name in keep:
        (tmp_path / name).write_text("mine")
    (tmp_path / ".dir.abcdefgh.tmp").mkdir()
    (tmp_path / (".dir.abcdefgh" + TEMP_SUFFIX)).mkdir()
    assert remove_orphan_temps(tmp_path) == []
    assert remove_orphan_temps(tmp_path / "missing") == []
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        keep + [".dir.abcdefgh.tmp", ".dir.abcdefgh" + TEMP_SUFFIX])


def test_another_programs_temp_files_are_left_alone_outside_the_apps_own_folders(tmp_path):
    """A folder a player saved to is swept for CardTable's temp files only;
    the ".tmp" names earlier versions used are swept in the app's own folders."""
    other = tmp_path / ".report.abcdefgh.tmp"  # mkstemp(prefix=".report.", suffix=".tmp") of another program
    other.write_text("theirs")
    assert remove_orphan_temps(tmp_path) == [] and other.exists()
    assert remove_orphan_temps(tmp_path, own=True) == [other.name] and not other.exists()


def test_atomic_target_still_replaces_and_cleans_up(tmp_path):
    path = tmp_path / "out.txt"
    with atomic_target(path) as tmp:
        Path(tmp).write_text("new")
    assert path.read_text() == "new"
    with pytest.raises(RuntimeError):
        with atomic_target(path) as tmp:
            Path(tmp).write_text("half")
            raise RuntimeError("disk full")
    assert path.read_text() == "new" and [p.name for p in tmp_path.iterdir()] == ["out.txt"]


def test_move_aside_never_overwrites_an_earlier_broken_save(tmp_path):
    path = tmp_path / "autosave.cardtable.json"
    for n in (1, 2):
        path.write_text(f"broken {n}")
        assert move_aside(path) == f"it was kept as autosave-broken-{n}.cardtable.json."
    assert not path.exists()
    assert (tmp_path / "autosave-broken-1.cardtable.json").read_text() == "broken 1"
    assert (tmp_path / "autosave-broken-2.cardtable.json").read_text() == "broken 2"
    link = tmp_path / "autosave.cardtable.json"
    link.symlink_to("/dev/zero")
    move_aside(link)
    assert (tmp_path / "autosave-broken-3.cardtable.json").is_symlink()  # moved, not followed


def test_the_story_summary_names_a_carried_deck_without_printing_it():
    from cardtable.app.summary import format_option

    for game_id in DECKS:
        spec = {s.key: s for s in GAMES[game_id].options}["deck_file"]
        assert format_option(spec, {"name": "cats.csv", "text": "cat,a,A\n" * 50}) == "cats.csv"
        assert format_option(spec, "") == "(none)"


def test_whatever_a_player_typed_is_saved_and_loads_again(tmp_path):
    """Free text (story, notes) may hold anything a paste brings in: a save the
    app wrote must always load again."""
    match = _played("99-chances", {}, moves=10)
    text = "Tabs\tbells\x07, escapes\x1b[1m, form feeds\x0c, NUL\x00 and a long tail " + "x" * 150_000
    match.narrate(text, 0, "", "")
    save = tmp_path / "story.cardtable.json"
    save_record(save, match.record())
    again = Match.from_record(GAMES["99-chances"], load_record(save, GAMES))
    assert again.journal[-1].text == text and again.state == match.state
