"""Bot levels on the command line: simulate and sweep seat them, records keep them."""

from __future__ import annotations

import json

from cardtable.app.commands.simulate import simulate
from cardtable.games import all_games
from tests.engine.test_cli import run


def test_simulate_seats_a_level_and_its_records_keep_it(tmp_path):
    out = json.loads(run("simulate", "ninety-nine", "--players", "3", "--games", "2", "--jobs", "1",
                         "--level", "2=1", "--think", "20", "--save-dir", str(tmp_path), "--json").stdout)
    assert out["levels"] == ["classic", "1", "classic"] and out["think_ms"] == 20
    for record in tmp_path.glob("*.json"):
        players = json.loads(record.read_text(encoding="utf-8"))["players"]
        assert [p.get("level", "") for p in players] == ["", "1", ""]


def test_a_level_changes_the_games_and_the_same_seed_repeats_them():
    game = all_games()["ninety-nine"]
    classic = simulate(game, 3, 12, 7)
    slipping = simulate(game, 3, 12, 7, levels={0: "1"})
    assert slipping["mean_actions"] != classic["mean_actions"] or slipping["wins_by_seat"] != classic["wins_by_seat"]
    again = simulate(game, 3, 12, 7, levels={0: "1"})
    assert (again["mean_actions"], again["wins_by_seat"]) == (slipping["mean_actions"], slipping["wins_by_seat"])


def test_a_bad_level_is_refused_in_one_line():
    for args, said in ((("--level", "4=5"), "a seat from 1 to 3"), (("--level", "1=9"), "no bot level '9'"),
                       (("--level", "1"), "SEAT=LEVEL"), (("--think", "0"), "--think")):
        p = run("simulate", "ninety-nine", "--players", "3", "--games", "1", *args, check_rc=2)
        assert said in p.stderr and len(p.stderr.strip().splitlines()) == 1, p.stderr
    p = run("sweep", "ninety-nine", "--players", "3", "--games", "1", "--level", "1=x", check_rc=2)
    assert "no bot level 'x'" in p.stderr


def test_the_host_seats_a_bot_at_a_level():
    from cardtable.app.cli import build_parser
    from cardtable.app.commands.host import _new_session_match

    args = build_parser().parse_args(["host", "ninety-nine", "--players", "4", "--name", "Ann", "--name", "Bo:5",
                                      "--bot", "3:5", "--bot", "Bo:5", "--bot", "4:classic", "--seed", "3"])
    players = _new_session_match(args).setup.players
    assert [(p.bot, p.level) for p in players] == [(False, ""), (True, ""), (True, "5"), (True, "")]
