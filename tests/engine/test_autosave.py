"""The autosave journal: a line per change, loaded through the record loader,
complete after a crash at any moment."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.engine.autosave import AutosaveJournal
from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.record import RecordError, load_record, save_record
from cardtable.engine.saveformat import parse_save_text
from cardtable.games import all_games

from . import autosave_crash_driver as driver

ROOT = Path(__file__).resolve().parents[2]
GAMES = all_games()
NINETY_NINE = GAMES["ninety-nine"]


def humans(n: int = 4, seed: int = 7, **options) -> Match:
    return Match(NINETY_NINE, Setup(tuple(PlayerSpec(f"P{i}") for i in range(n)), options, seed))


def bot_moves(n: int = 4, seed: int = 7, **options) -> list:
    m = Match(NINETY_NINE, Setup(tuple(PlayerSpec(f"P{i}", True) for i in range(n)), options, seed))
    m.run_bots()
    return [(s.seat, s.action) for s in m.steps]


def assert_loads_as(path: Path, match: Match) -> None:
    loaded = load_record(path, GAMES)
    want = match.record()
    assert loaded.actions == want.actions
    assert loaded.journal == want.journal
    assert loaded.setup == want.setup
    assert Match.from_record(NINETY_NINE, loaded).state == match.state


@given(st.lists(st.sampled_from(["move", "move", "move", "undo", "undo2", "story", "redo"]), max_size=60),
       st.integers(1, 12))
def test_journal_loads_as_the_match_after_any_changes(tmp_path_factory, ops, compact_after):
    """Moves, undos (one or two), redos and story entries, saved after each,
    with compactions now and then: the file always loads as the match."""
    path = tmp_path_factory.mktemp("journal") / "autosave.cardtable.json"
    moves = bot_moves()
    match = humans()
    saver = AutosaveJournal(path, compact_after=compact_after, background=False)
    saver.save(match)
    popped: list = []
    for op in ops:
        if op == "move" and len(match.steps) < len(moves) and not match.over:
            match.play(*moves[len(match.steps)])
            popped.clear()
        elif op.startswith("undo"):
            for _ in range(2 if op == "undo2" else 1):
                if match.can_undo():
                    popped.append(match.pop())
        elif op == "redo" and popped:
            match.push(popped.pop())
        elif op == "story":
            match.narrate(f"story at {len(match.steps)}", 0)
        saver.save(match)
        assert_loads_as(path, match)
    saver.close()
    assert_loads_as(path, match)


def test_background_compaction_keeps_every_move(tmp_path):
    path = tmp_path / "autosave.cardtable.json"
    moves = bot_moves(6, seed=3)
    match = humans(6, seed=3)
    saver = AutosaveJournal(path, compact_after=5)
    for seat, action in moves:
        match.play(seat, action)
        saver.save(match)
        if len(match.steps) % 3 == 0:
            match.narrate(f"at {len(match.steps)}")
            saver.save(match)
        if len(match.steps) % 4 == 0:
            saver.flush()  # a player's pause: the background work catches up
        assert_loads_as(path, match)
    saver.flush()
    assert saver.take_error() is None
    saver.close()
    assert_loads_as(path, match)
    # compacted as it went: no more changes after the first line than moves in it (or 5)
    first, *changes = path.read_text(encoding="utf-8").splitlines()
    assert len(changes) <= max(5, len(json.loads(first)["actions"])) + 2
    assert len(json.loads(first)["actions"]) > len(moves) // 3


def test_a_move_appends_one_line_in_place(tmp_path):
    """Saving a move writes only that move: the file is appended to (same
    file, earlier bytes untouched), not rewritten whole."""
    path = tmp_path / "autosave.cardtable.json"
    moves = bot_moves()
    match = humans()
    saver = AutosaveJournal(path, background=False)
    for seat, action in moves[:40]:
        match.play(seat, action)
        saver.save(match)
    before, inode = path.read_bytes(), path.stat().st_ino
    match.play(*moves[40])
    saver.save(match)
    after = path.read_bytes()
    assert path.stat().st_ino == inode
    assert after.startswith(before)
    assert after[len(before):].count(b"\n") == 1 and len(after) - len(before) < 200
    saver.close()


def test_a_line_cut_short_by_a_crash_is_left_out(tmp_path):
    path = tmp_path / "autosave.cardtable.json"
    moves = bot_moves()
    match = humans()
    saver = AutosaveJournal(path, background=False)
    for seat, action in moves[:5]:
        match.play(seat, action)
        saver.save(match)
    saver.close()
    with open(path, "ab") as fh:
        fh.write(b'{"op":"move","action":{"seat":')
    loaded = load_record(path, GAMES)
    assert len(loaded.actions) == 5


@pytest.mark.parametrize("tail, reason", [
    ('{"op":"undo","to":99}\n', "takes back moves that are not there"),
    ('{"op":"undo","to":true}\n', "takes back moves that are not there"),
    ('{"op":"jump"}\n', "not a change CardTable knows"),
    ("[1, 2]\n", "not a change CardTable knows"),
    ("{not json\n", "is not JSON"),
    ('{"op":"move","action":{"seat":0,"kind":"play","card":"ZZ"}}\n', "cannot be replayed"),
    ('{"op":"move","action":"play"}\n', "action 1 is malformed"),
    ('{"op":"story","entry":{"text":"x"}}\n', "journal entry 1"),
])
def test_bad_journal_lines_are_refused_with_a_reason(tmp_path, tail, reason):
    path = tmp_path / "autosave.cardtable.json"
    save_record(path, humans().record())
    compact = json.dumps(json.loads(path.read_text(encoding="utf-8")), separators=(",", ":"))
    path.write_text(compact + "\n" + tail, encoding="utf-8")
    with pytest.raises(RecordError, match=reason):
        Match.from_record(NINETY_NINE, load_record(path, GAMES))


def test_text_after_a_plain_save_is_refused():
    with pytest.raises(RecordError, match="more than one JSON value"):
        parse_save_text('{"format": "cardtable-record"} {"op": "move"}', "x.json")
    assert parse_save_text('  {"a": 1}\n\n', "x.json") == {"a": 1}


def test_autosave_survives_sigkill(tmp_path):
    """The player process is killed at 120 random moments (mid-move,
    mid-write, mid-compaction, while resuming): every autosave it leaves
    loads, and holds every move it had reported saved."""
    rounds, seed = 120, 5
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, str(Path(driver.__file__)), str(tmp_path), str(rounds), str(seed)],
                         capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    results = [json.loads(line) for line in out.stdout.splitlines()]
    assert len(results) == rounds
    moves = driver.plan(NINETY_NINE, seed)
    saved_some = 0
    for r in results:
        record = load_record(r["file"], GAMES)  # never torn, never refused
        if r["saved"] is None and r["pending"] is None:
            continue  # killed while resuming, before its first save: the last round's file stands
        state = [len(record.actions), len(record.journal)]
        assert state in (r["saved"], r["pending"]), r
        assert list(record.actions) == moves[:state[0]]
        for entry in record.journal:
            assert entry.action_index <= state[0] and entry.text == driver.narration_at(entry.action_index)
        Match.from_record(NINETY_NINE, record)
        saved_some += r["saved"] is not None
    assert saved_some > rounds // 2
