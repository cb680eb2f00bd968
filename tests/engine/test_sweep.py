"""Sweeps: the figures are those of the games played, and the same for a seed
whether the games run here, on worker processes or on a Dask cluster."""

from __future__ import annotations

import csv
import io
import json
import os
import random
from fractions import Fraction

import pytest

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.sweep import SweepError, Variant, plan, run, variants, wilson
from tests.engine.test_cli import run as cli

GAMES = all_games()


def play_directly(game_id: str, players: int, options: dict, seed: int):
    """One bot game through the public GameDef functions, as the docs describe."""
    game = GAMES[game_id]
    setup = Setup(tuple(PlayerSpec(f"B{i}", True) for i in range(players)), options, seed)
    state = game.create(setup)
    rng = random.Random(seed * 7919 + 17)
    moves = 0
    while game.result(state) is None:
        seat = game.to_act(state)[0]
        state, _ = game.apply(state, seat, game.bot(state, seat, rng))
        moves += 1
    return game.result(state), moves, state


def test_wilson_interval_textbook_values():
    # Newcombe (1998), table I: 0/10 and 5/10 (rounded to four places)
    assert [round(x, 4) for x in wilson(0, 10)] == [0.0, 0.2775]
    assert [round(x, 4) for x in wilson(5, 10)] == [0.2366, 0.7634]
    assert [round(x, 4) for x in wilson(81, 263)] == [0.2553, 0.3662]
    assert wilson(3, 0) == (0.0, 1.0)


def test_variants_are_the_cross_product_players_outermost():
    got = variants([3, 5], {"hand_size": [4, 6], "rounds": [2]})
    assert [v.short_label for v in got] == [
        "3p hand_size=4 rounds=2", "3p hand_size=6 rounds=2", "5p hand_size=4 rounds=2", "5p hand_size=6 rounds=2"]


def test_figures_are_those_of_the_games_played():
    options = {"hand_size": 3, "rounds": 2}
    (stats,) = run(GAMES["9-lives"], [Variant(4, tuple(options.items()))], 12, 40, jobs=1)
    wins = [Fraction(0)] * 4
    spreads, moves = [], 0
    for k in range(12):
        res, n, _ = play_directly("9-lives", 4, options, 40 + k)
        moves += n
        for w in res.winners:
            wins[w] += Fraction(1, len(res.winners))
        spreads.append(max(res.scores) - min(res.scores))
    assert (stats.games, stats.completed, stats.unfinished, stats.round_limit) == (12, 12, 0, 0)
    assert [s.wins for s in stats.seats] == [float(w) for w in wins]
    assert [s.win_rate for s in stats.seats] == [float(w) / 12 for w in wins]
    assert stats.mean_moves == moves / 12
    assert stats.mean_score_spread == pytest.approx(sum(spreads) / 12)
    for s in stats.seats:
        assert (s.low, s.high) == wilson(s.wins, 12)


def test_games_stopped_by_the_round_limit_are_counted():
    game = GAMES["chicks-with-disks"]
    (capped, free) = run(game, variants([3], {"round_cap": [5, 60]}), 10, 7, jobs=1)
    direct = [play_directly("chicks-with-disks", 3, {"round_cap": 5}, 7 + k)[2] for k in range(10)]
    expected = sum(1 for state in direct if state.round >= 5 and state.end_reason != "escape")
    assert capped.round_limit == expected > 0
    assert free.round_limit < capped.round_limit


def test_serial_and_parallel_results_match_for_a_seed():
    game = GAMES["ninety-nine"]
    chosen = variants([3, 4], {"lives": [False, True]})
    serial = run(game, chosen, 30, 11, jobs=1)
    assert len(plan(len(chosen), 30, 1)) != len(plan(len(chosen), 30, 3))  # the chunks differ ...
    assert run(game, chosen, 30, 11, jobs=2) == serial  # ... the figures do not
    assert run(game, chosen, 30, 11, jobs=3) == serial
    assert run(game, chosen, 30, 12, jobs=1) != serial  # and the seed matters


def test_progress_counts_every_game():
    seen: list[int] = []
    run(GAMES["ninety-nine"], variants([2, 3], {}), 25, 1, jobs=2, progress=seen.append)
    assert sum(seen) == 50 and len(seen) > 2


def test_a_variant_the_game_refuses_is_named_before_anything_runs():
    with pytest.raises(SweepError, match="9 Lives with 6 players, hand_size=12: not enough cards"):
        run(GAMES["9-lives"], variants([3, 6], {"hand_size": [4, 12]}), 5, 1, jobs=1)
    with pytest.raises(SweepError, match="listed twice"):
        run(GAMES["ninety-nine"], [Variant(3), Variant(3)], 5, 1, jobs=1)


def test_dask_cluster_gives_the_same_results():
    distributed = pytest.importorskip("distributed")
    game = GAMES["ninety-nine"]
    chosen = variants([2, 5], {"remember_to_draw": [True, False]})
    serial = run(game, chosen, 20, 3, jobs=1)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as cluster:
        seen: list[int] = []
        assert run(game, chosen, 20, 3, scheduler=cluster.scheduler_address, progress=seen.append) == serial
        assert sum(seen) == 80


def test_unreachable_scheduler_is_one_line():
    p = cli("sweep", "ninety-nine", "--players", "2", "--games", "2", "--scheduler", "tcp://127.0.0.1:9",
            check_rc=2)
    assert p.stderr.startswith("cardtable: error: cannot reach the Dask scheduler at tcp://127.0.0.1:9")
    assert len(p.stderr.strip().splitlines()) == 1


def test_sweep_command_on_a_cluster(tmp_path):
    distributed = pytest.importorskip("distributed")
    out = tmp_path / "cluster.json"
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False, protocol="tcp",
                                  host="127.0.0.1", dashboard_address=None) as cluster:
        cli("sweep", "ninety-nine", "--players", "2,3", "--games", "15", "--seed", "4",
            "--scheduler", cluster.scheduler_address, "-o", str(out))
    here = tmp_path / "here.json"
    cli("sweep", "ninety-nine", "--players", "2", "--players", "3", "--games", "15", "--seed", "4",
        "--jobs", "1", "-o", str(here))
    assert json.loads(out.read_text()) == json.loads(here.read_text())


def test_sweep_command_writes_csv_and_json(tmp_path):
    args = ("sweep", "9-lives", "--players", "3", "--players", "4", "--option", "hand_size=2,3",
            "--option", "rounds=1", "--games", "6", "--seed", "9", "--jobs", "2")
    p = cli(*args, "-o", str(tmp_path / "r.csv"), "--chart", str(tmp_path / "r.png"))
    assert "9 Lives, 3 players, hand_size=2 rounds=1: 6/6 games" in p.stdout
    png = (tmp_path / "r.png").read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    width = int.from_bytes(png[16:20], "big")
    assert width >= 60 + 170 * 4  # room for the four variants
    assert p.stderr == ""  # no progress bar when stderr is not a terminal
    umask = os.umask(0)
    os.umask(umask)
    assert (tmp_path / "r.csv").stat().st_mode & 0o777 == 0o666 & ~umask  # an ordinary file, not a private one
    rows = list(csv.DictReader(io.StringIO((tmp_path / "r.csv").read_text())))
    assert [(r["players"], r["hand_size"], r["seat"]) for r in rows] == [
        (str(n), str(h), str(s)) for n in (3, 4) for h in (2, 3) for s in range(1, n + 1)]
    assert all(float(r["win_rate_low"]) <= float(r["win_rate"]) <= float(r["win_rate_high"]) for r in rows)
    cli(*args, "-o", str(tmp_path / "r.json"))
    data = json.loads((tmp_path / "r.json").read_text())
    assert [(v["players"], v["options"]) for v in data["variants"]] == [
        (n, {"hand_size": h, "rounds": 1}) for n in (3, 4) for h in (2, 3)]
    by_csv = {(r["players"], r["hand_size"], r["seat"]): r["win_rate"] for r in rows}
    for v in data["variants"]:
        for s in v["seats"]:
            assert float(by_csv[(str(v["players"]), str(v["options"]["hand_size"]), str(s["seat"]))]) == s["win_rate"]


def test_simulate_jobs_do_not_change_the_figures():
    one = json.loads(cli("simulate", "ninety-nine", "--players", "4", "--games", "30", "--seed", "2",
                         "--jobs", "1", "--json").stdout)
    two = json.loads(cli("simulate", "ninety-nine", "--players", "4", "--games", "30", "--seed", "2",
                         "--jobs", "2", "--json").stdout)
    for k in ("seconds", "games_per_second", "jobs"):
        one.pop(k), two.pop(k)
    assert one == two


@pytest.mark.parametrize("args,message", [
    (("--players", "3", "-o", "out.txt"), ".csv or .json"),
    (("--players", "3", "--chart", "c.jpg"), "PNG"),
    (("--players", "3", "--option", "colour=red"), "no option 'colour'"),
    (("--players", "3", "--option", "hand_size="), "KEY=VALUE"),
    (("--players", "3", "--option", "hand_size=4,4"), "given twice"),
    (("--players", "3,x"), "whole numbers"),
    (("--players", "3", "--players", "7"), "3–6 players, not 7"),
    (("--players", "3", "--jobs", "0"), "--jobs must be at least 1"),
    (("--players", "3", "--jobs", "2", "--scheduler", "tcp://x:1"), "not allowed with argument"),
])
def test_sweep_bad_arguments_are_one_line(args, message):
    p = cli("sweep", "9-lives", "--games", "2", *args, check_rc=2)
    assert message in p.stderr
    assert len(p.stderr.strip().splitlines()) == 1


def test_progress_bar_on_a_terminal():
    """On a terminal (here a pseudo-terminal that, like many, reports a size
    of 0 x 0) the sweep shows a progress bar on stderr; the figures still go
    to stdout."""
    import os
    import pty
    import subprocess
    import sys

    from tests.engine.test_cli import ROOT

    master, slave = pty.openpty()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    p = subprocess.Popen([sys.executable, "-m", "cardtable", "sweep", "ninety-nine", "--players", "2,3",
                          "--games", "40", "--jobs", "1"], stdout=subprocess.PIPE, stderr=slave, env=env)
    os.close(slave)
    out, _ = p.communicate(timeout=120)
    seen = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # the terminal closed with the process
            break
        if not chunk:
            break
        seen += chunk
    os.close(master)
    assert p.returncode == 0
    bar = seen.decode("utf-8", "replace")
    assert "Ninety-Nine, 2 variants: 100%" in bar and "80/80" in bar
    assert "Ninety-Nine, 3 players: 40/40 games" in out.decode()
