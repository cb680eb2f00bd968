"""The command line, run as a user would run it (a real subprocess)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, check_rc: int | None = 0) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    p = subprocess.run([sys.executable, "-m", "cardtable", *args], capture_output=True, text=True, env=env,
                       timeout=120)
    if check_rc is not None:
        assert p.returncode == check_rc, p.stderr
    return p


def test_version_and_games():
    assert run("--version").stdout.startswith("CardTable ")
    games = run("games").stdout.split()
    assert games[0] == "ninety-nine"


def test_simulate_json_and_records_replay(tmp_path):
    out = run("simulate", "ninety-nine", "--players", "4", "--games", "20", "--seed", "5",
              "--save-dir", str(tmp_path), "--json").stdout
    stats = json.loads(out)
    for key in ("game", "players", "games", "completed", "mean_actions", "wins_by_seat", "seconds"):
        assert key in stats
    assert stats["completed"] == 20 and sum(stats["wins_by_seat"]) == 20
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 20
    replayed = json.loads(run("replay", str(files[0]), "--json").stdout)
    assert replayed["over"] and replayed["result"]["winners"]
    assert "hand:0" in replayed["table"]
    # public information only: other hands are unknown
    assert all(c is None for c in replayed["table"]["hand:0"])
    text = run("replay", str(files[0])).stdout
    assert "wins Ninety-Nine" in text


def test_simulate_is_reproducible():
    a = json.loads(run("simulate", "ninety-nine", "--players", "3", "--games", "5", "--seed", "8", "--json").stdout)
    b = json.loads(run("simulate", "ninety-nine", "--players", "3", "--games", "5", "--seed", "8", "--json").stdout)
    assert a["wins_by_seat"] == b["wins_by_seat"] and a["mean_actions"] == b["mean_actions"]


@pytest.mark.parametrize("args,needle", [
    (("simulate", "chess", "--players", "2"), "unknown game"),
    (("simulate", "ninety-nine", "--players", "1"), "2–12 players"),
    (("simulate", "ninety-nine", "--players", "3", "--option", "lives"), "KEY=VALUE"),
    (("simulate", "ninety-nine", "--players", "3", "--option", "decks=7"), "decks"),
    (("simulate", "ninety-nine"), "required"),
    (("replay", "/no/such/file.json"), "does not exist"),
    (("summary", "x.json", "-o", "out.doc"), ".pdf, .html or .md"),
    (("snapshot", "ninety-nine", "-o", "x.jpg"), "PNG"),
    (("bogus-command-file.json",), "does not exist"),
])
def test_bad_arguments_one_line_exit_2(args, needle):
    p = run(*args, check_rc=2)
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0], p.stderr
    assert "Traceback" not in p.stderr


def test_corrupt_file_is_one_line(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "cardtable-record", "version": 1, "game": "ninety-nine", "players": 3}')
    p = run("replay", str(bad), check_rc=2)
    assert "player list" in p.stderr and "Traceback" not in p.stderr


def test_gui_refuses_a_corrupt_file_before_opening_a_window(tmp_path):
    bad = tmp_path / "bad.cardtable.json"
    bad.write_text("garbage")
    p = run(str(bad), check_rc=2)
    assert p.stderr.strip() == f"cardtable: error: {bad.name} is not a CardTable save file (not JSON)"


def test_snapshot_writes_png(tmp_path):
    out = tmp_path / "table.png"
    run("snapshot", "ninety-nine", "-o", str(out), "--players", "5", "--seed", "2")
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert out.stat().st_size > 10_000


# -- hostile save files (tests/hostile_saves.py) --------------------------------------
def _sample():
    """One case of each category for each game (rotating through the cases),
    plus every special file of one game: the files most likely to hang."""
    from cardtable.games import all_games
    from tests.hostile_saves import corpus

    by_key: dict = {}
    for game_id, case in corpus(all_games(), random_cases=6):
        by_key.setdefault((game_id, case.category), []).append(case)
    sample = []
    for n, ((game_id, category), cases) in enumerate(sorted(by_key.items())):
        if category == "special-files" and game_id == "9-lives":
            sample += [(game_id, c) for c in cases]
        else:
            sample.append((game_id, cases[n % len(cases)]))
    return sample


def test_every_sampled_hostile_file_exits_2_with_one_line(tmp_path, capsys):
    """``cardtable replay``, ``summary`` and ``cardtable FILE`` (open) on each
    file of the sample: status 2 and one line on stderr, or a normal run for
    the rare damaged file that still makes sense."""
    from cardtable.app.cli import main
    from tests.hostile_saves import MARKER, close_leftovers

    tried = 0
    try:
        for n, (game_id, case) in enumerate(_sample()):
            folder = tmp_path / str(n)
            folder.mkdir()
            path = str(case.make(folder))
            for args in (["replay", path], ["summary", path, "-o", str(folder / "s.md")], [path]):
                if args == [path] and case.may_load:
                    continue  # a file that loads would open the window
                rc = main(args)
                err = capsys.readouterr().err
                tried += 1
                if rc == 0 and case.may_load:
                    continue
                where = f"{game_id}: {case.category}: {case.label}: {args[0]}"
                assert rc == 2, where
                lines = err.splitlines()
                assert len(lines) == 1 and lines[0].startswith("cardtable: error: "), (where, err)
                assert len(lines[0]) <= 220 and (case.quotes_marker or MARKER not in err), (where, err)
    finally:
        close_leftovers()
    assert tried >= 150


def test_hostile_files_in_a_real_process(tmp_path):
    """The same as a user runs it: no traceback, nothing blocks."""
    fifo = tmp_path / "fifo.cardtable.json"
    os.mkfifo(fifo)
    zero = tmp_path / "zero.cardtable.json"
    zero.symlink_to("/dev/zero")
    deep = tmp_path / "deep.cardtable.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    passwd = tmp_path / "passwd.cardtable.json"
    data = json.loads(run("simulate", "99-chances", "--players", "3", "--games", "1", "--save-dir",
                          str(tmp_path), "--json").stdout)
    assert data["games"] == 1
    record = json.loads(next(tmp_path.glob("99-chances-*.json")).read_text(encoding="utf-8"))
    record["options"]["deck_file"] = "/etc/passwd"
    passwd.write_text(json.dumps(record), encoding="utf-8")
    for args, needle in ((("replay", str(fifo)), "not a regular file"),
                         (("summary", str(zero), "-o", str(tmp_path / "s.html")), "not a regular file"),
                         ((str(deep),), "nested too deeply"),
                         (("replay", str(passwd)), "only names its deck file (passwd)")):
        p = run(*args, check_rc=2)
        lines = p.stderr.strip().splitlines()
        assert len(lines) == 1 and needle in lines[0], p.stderr
        assert "root:" not in p.stderr
