"""The app's small files: one bounded JSON reader, a lock for read-modify-write,
and statistics that two copies of the app can count into at once.

Every file here is the app's own (statistics.json, a lock file beside it):
none is ever read or written through a link, none blocks on a pipe, and a
damaged one is moved aside under a name no other file has."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cardtable.app.statistics import MAX_COUNT, Statistics
from cardtable.engine.files import (
    BadJson,
    UnreadableFile,
    lock_path,
    locked,
    parse_small_json,
    read_bounded,
    read_small_json,
)

ROOT = Path(__file__).resolve().parents[2]


# -- one reader for small JSON ---------------------------------------------------------------
@pytest.mark.parametrize("text, words", [
    ("[" * 5_000 + "]" * 5_000, "nested too deeply"),
    ("[" * 100_000 + "]" * 100_000, "far too many entries"),
    ('{"a": ' * 50 + "1" + "}" * 50, "nested too deeply"),
    ("[NaN]", "NaN or Infinity"),
    ('{"seed": Infinity}', "NaN or Infinity"),
    ("[1e999]", "far too large"),
    ("[" + "9" * 5000 + "]", "far too large"),
    ("[" + ",".join(["[]"] * 30_000) + "]", "far too many entries"),
    ('"\\ud800"', "not valid Unicode"),
    ('{"a": "never ends', "not valid JSON"),
    ('"' + '\\"' * 200_000, "not valid JSON"),
    ("{'single': 'quotes'}", "not valid JSON"),
])
def test_small_json_refuses_what_no_small_file_holds_in_one_line(text, words):
    with pytest.raises(BadJson) as caught:
        parse_small_json(text, 4_000_000, what="the set-up")
    message = str(caught.value)
    assert words in message and message.startswith("the set-up ") and "\n" not in message
    assert isinstance(caught.value, ValueError)


def test_small_json_reads_plain_data_with_brackets_in_strings():
    text = '{"players": [{"name": "A[{b", "bot": false}], "seed": -12, "x": 0.5, "deck": "]]}}"}'
    assert parse_small_json(text) == {"players": [{"name": "A[{b", "bot": False}], "seed": -12, "x": 0.5,
                                      "deck": "]]}}"}
    assert parse_small_json(b"\xef\xbb\xbf[1]") == [1]  # a byte-order mark from an editor
    with pytest.raises(BadJson, match="larger than"):
        parse_small_json("[" + "1," * 600 + "1]", 1024)


def test_reading_the_apps_own_files_never_follows_a_link_nor_blocks_on_a_pipe(tmp_path):
    target = tmp_path / "elsewhere.json"
    target.write_text('{"secret": 1}', encoding="utf-8")
    link = tmp_path / "statistics.json"
    link.symlink_to(target)
    assert read_bounded(link, 100) == b'{"secret": 1}'  # a file the user points at: followed
    with pytest.raises(UnreadableFile, match="link"):
        read_bounded(link, 100, follow=False)
    with pytest.raises(UnreadableFile, match="link"):
        read_small_json(link)
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(UnreadableFile, match="not a regular file"):
        read_small_json(fifo)


# -- the lock beside a small file ----------------------------------------------------------------
def _holder(script: str, *args: str) -> subprocess.Popen:
    """A second process running ``script`` (another copy of the app); use it
    in a ``with`` block (an assertion that fails leaves no process behind)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-c", textwrap.dedent(script), *args], cwd=ROOT, env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def test_the_lock_is_exclusive_across_processes(tmp_path):
    path = tmp_path / "statistics.json"
    proc = _holder("""
        import sys
        from cardtable.engine.files import locked
        with locked(sys.argv[1]):
            print("held", flush=True)
            sys.stdin.readline()
        print("released", flush=True)
    """, str(path))
    with proc:
        assert proc.stdout.readline().strip() == "held"
        with pytest.raises(TimeoutError):
            with locked(path, wait=0.05):
                pass
        proc.stdin.write("\n")
        proc.stdin.flush()
        assert proc.stdout.readline().strip() == "released"
        with locked(path, wait=30):
            pass
        assert proc.wait(timeout=60) == 0


def test_a_lock_file_that_is_a_link_or_a_pipe_is_set_aside_never_followed(tmp_path):
    path = tmp_path / "statistics.json"
    target = tmp_path / "precious.txt"
    target.write_text("keep me", encoding="utf-8")
    lock_path(path).symlink_to(target)
    with locked(path, wait=30):
        pass
    assert target.read_text(encoding="utf-8") == "keep me"
    assert lock_path(path).is_file() and not lock_path(path).is_symlink()
    os.unlink(lock_path(path))
    os.mkfifo(lock_path(path))
    with locked(path, wait=30):  # a pipe is never opened for reading: this does not block
        pass
    assert lock_path(path).is_file()


# -- statistics ------------------------------------------------------------------------------------
COUNTER = """
    import sys
    from pathlib import Path
    from cardtable.app.statistics import Statistics

    path, name, games = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    stats = Statistics(path)  # one per copy of the app, kept while it runs
    print("ready", flush=True)
    sys.stdin.readline()  # both copies have read the file: now they finish games at once
    for i in range(games):
        stats.record(f"{name}-{i}", "g", "G", [name, "Both"], [0])
        stats.save()
    print("done", flush=True)
"""


def test_two_copies_finishing_games_at_once_count_every_game(tmp_path):
    path = tmp_path / "statistics.json"
    games = 25
    with contextlib.ExitStack() as stack:
        copies = [stack.enter_context(_holder(COUNTER, str(path), name, str(games))) for name in ("Ann", "Bob")]
        for proc in copies:
            assert proc.stdout.readline().strip() == "ready"
        for proc in copies:
            proc.stdin.write("go\n")
            proc.stdin.flush()
        for proc in copies:
            assert proc.stdout.readline().strip() == "done"
            assert proc.wait(timeout=60) == 0
    rows = {name: (played, won) for name, played, won, _ in Statistics(path).rows()}
    assert rows == {"Ann": (games, games), "Bob": (games, games), "Both": (2 * games, 0)}
    assert sorted(os.listdir(tmp_path)) == [".statistics.json.lock", "statistics.json"]  # no temp files


def test_each_damaged_statistics_file_is_kept_under_its_own_name(tmp_path):
    path = tmp_path / "statistics.json"
    damaged = ['{"players": ', "[1, 2, 3]"]
    for text in damaged:
        path.write_text(text, encoding="utf-8")
        stats = Statistics(path)
        assert stats.problem.startswith("The statistics file could not be read (")
        assert "\n" not in stats.problem and stats.rows() == []
        assert not path.exists()
    kept = sorted(p.read_text(encoding="utf-8") for p in tmp_path.iterdir() if "broken" in p.name)
    assert kept == sorted(damaged)  # the second did not overwrite the first


def test_a_count_at_the_top_of_its_range_loses_nothing(tmp_path):
    path = tmp_path / "statistics.json"
    big = 10**9 - 1
    path.write_text(json.dumps({"version": 1, "counted": ["old"], "players": {
        "Ann": {"played": big, "won": big, "games": {"g": {"played": big, "won": big, "title": "G"}}},
        "Bob": {"played": 3, "won": 1, "games": {"g": {"played": 3, "won": 1, "title": "G"}}},
    }}), encoding="utf-8")
    stats = Statistics(path)
    assert stats.record("new", "g", "G", ["Ann", "Bob"], [0])
    stats.save()
    again = Statistics(path)
    assert not again.problem
    assert again.rows() == [("Ann", big + 1, big + 1, [("G", big + 1, big + 1)]), ("Bob", 4, 1, [("G", 4, 1)])]


def test_odd_entries_are_left_out_or_brought_into_range_one_by_one(tmp_path):
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps({"players": {
        "Ann": {"played": 5, "won": 2, "games": {"g": {"played": 5, "won": 2, "title": "G"}}},
        "Cat": {"played": "lots", "won": -4, "games": {"g": {"played": 10**15, "won": 7, "title": 3},
                                                       "h": "not a game"}},
        "Dan": ["not", "a", "player"],
    }}), encoding="utf-8")
    stats = Statistics(path)
    assert not stats.problem and path.exists()
    assert stats.rows() == [("Ann", 5, 2, [("G", 5, 2)]), ("Cat", 0, 0, [("g", MAX_COUNT, 7)])]


def test_statistics_written_over_a_link_leave_its_target_untouched(tmp_path):
    target = tmp_path / "precious.json"
    original = '{"version": 1, "players": {"Zed": {"played": 7, "won": 7, "games": {}}}, "counted": []}'
    target.write_text(original, encoding="utf-8")
    path = tmp_path / "data" / "statistics.json"
    path.parent.mkdir()
    path.symlink_to(target)
    stats = Statistics(path)
    assert stats.rows() == [] and "link" in stats.problem  # a link is not read through
    assert stats.record("k", "g", "G", ["Ann"], [0])
    stats.save()
    assert target.read_text(encoding="utf-8") == original
    assert path.is_file() and not path.is_symlink()
    assert Statistics(path).rows() == [("Ann", 1, 1, [("G", 1, 1)])]


def test_a_statistics_file_that_is_a_pipe_does_not_block(tmp_path):
    path = tmp_path / "statistics.json"
    os.mkfifo(path)
    stats = Statistics(path)
    assert stats.rows() == [] and "not a regular file" in stats.problem
    assert stats.record("k", "g", "G", ["Ann"], [0])
    stats.save()
    assert Statistics(path).rows() == [("Ann", 1, 1, [("G", 1, 1)])]


def test_a_failure_is_told_in_its_own_words():
    """The settings and the save loaders say why a file operation failed: the
    system's words, or a timeout's own message (not "timeouterror")."""
    import errno

    from cardtable.engine.files import reason

    assert reason(OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))) == os.strerror(errno.ENOSPC).lower()
    assert reason(TimeoutError("another copy of CardTable kept the file busy")) == \
        "another copy of cardtable kept the file busy"
    assert reason(OSError()) == "oserror"
