"""The lab's figures are the same however the games were played: on one
process, on two, on a Dask cluster, or read back from their records."""

from __future__ import annotations

import json
import shutil

import pytest

from tests.engine.test_cli import run as cli

ARGS = ("lab", "ninety-nine", "--players", "3", "--option", "remember_to_draw=on,off", "--games", "24",
        "--seed", "5")


def test_jobs_and_a_dask_cluster_give_identical_json(tmp_path):
    distributed = pytest.importorskip("distributed")
    one, two, dask = (tmp_path / f"{name}.json" for name in ("one", "two", "dask"))
    cli(*ARGS, "--jobs", "1", "-o", str(one))
    cli(*ARGS, "--jobs", "2", "-o", str(two))
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, protocol="tcp",
                                  host="127.0.0.1", dashboard_address=None) as cluster:
        cli(*ARGS, "--scheduler", cluster.scheduler_address, "-o", str(dask))
    found = json.loads(one.read_text())
    assert [v["completed"] for v in found["variants"]] == [24, 24]
    assert one.read_bytes() == two.read_bytes() == dask.read_bytes()


def test_records_give_the_numbers_of_the_games_played(tmp_path):
    played = tmp_path / "played.json"
    cli(*ARGS, "--jobs", "1", "-o", str(played))
    folder = tmp_path / "records"
    folder.mkdir()
    for value in ("on", "off"):
        saves = tmp_path / value
        cli("simulate", "ninety-nine", "--players", "3", "--games", "24", "--seed", "5", "--jobs", "1",
            "--option", f"remember_to_draw={value}", "--save-dir", str(saves))
        for path in saves.iterdir():
            shutil.copy(path, folder / f"{value}-{path.name}")
    (folder / "notes.json").write_text("not a record")  # left out, and said so
    read = tmp_path / "read.json"
    cli("lab", "ninety-nine", "--records", str(folder), "-o", str(read))
    a, b = json.loads(played.read_text()), json.loads(read.read_text())
    for part in ("variants", "effects", "skill"):
        assert a[part] == b[part]
    assert b["source"]["records"] == 48 and [name for name, _why in b["source"]["skipped"]] == ["notes.json"]


def test_games_saved_by_the_window_are_measured_and_counted_once(tmp_path):
    """A save of a game people played (a person's seat, its own id, a
    journal) is read like a bot's record; the same game saved twice (an
    autosave and a Save as) counts once, as its longer copy."""
    from cardtable.engine.match import Match
    from cardtable.engine.protocol import PlayerSpec, Setup
    from cardtable.engine.record import save_record
    from cardtable.games import all_games

    game = all_games()["ninety-nine"]
    match = Match(game, Setup((PlayerSpec("Ann <b>"), PlayerSpec("Bot", True, "2")), {}, 11))
    half = None
    while not match.over:
        seat = game.to_act(match.state)[0]
        match.play_bot(seat)
        if half is None and len(match.steps) == 10:
            half = match.record()
    folder = tmp_path / "saves"
    folder.mkdir()
    save_record(folder / "autosave.cardtable.json", half)
    save_record(folder / "Ann's game.cardtable.json", match.record())
    out = tmp_path / "read.json"
    cli("lab", "ninety-nine", "--records", str(folder), "-o", str(out))
    found = json.loads(out.read_text())
    assert found["source"]["records"] == 1
    (v,) = found["variants"]
    assert (v["completed"], v["levels"]) == (1, ["human", "2"])
    assert v["length_moves"]["mean"] == len(match.steps)
    winner = match.result.winners[0]
    assert [r["level"] for r in found["skill"]] == ["2", "human"]
    assert {r["level"]: r["rate"] for r in found["skill"]}[["human", "2"][winner]] == 1.0
