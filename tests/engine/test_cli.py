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
