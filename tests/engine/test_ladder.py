"""The ladder: every seating played, the same ratings however it is run,
and the levels below classic measured below it."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from cardtable.app.commands.simulate import simulate
from cardtable.engine.levels import NAMES, ladder_from_json, level, measured, scaled_budgets, with_think
from cardtable.games import all_games
from cardtable.sweep.ladder import ladder, ladder_lines, seatings
from tests.engine.test_cli import run

GAMES = all_games()


@pytest.mark.parametrize("players", [2, 3, 4, 6, 8])
def test_every_level_sits_in_every_seat_equally_often(players):
    tables = seatings(players)
    for seat in range(players):
        counts = Counter(table[seat] for table in tables)
        assert set(counts) == set(NAMES) and len(set(counts.values())) == 1
    if players <= len(NAMES):
        assert all(len(set(table)) == players for table in tables)  # no level meets itself


def test_the_ladders_budget_is_the_strongest_levels_and_the_others_keep_their_proportion():
    # by default levels 3, 4 and 5 think 100, 300 and 1000 ms: a tenth and three tenths of level 5
    budgets = scaled_budgets(30)
    assert dict(budgets) == {"3": 3, "4": 9, "5": 30}
    assert [with_think(level(name), budgets).think_ms for name in ("3", "4", "5")] == [3, 9, 30]
    assert with_think(level("2"), budgets) == level("2")  # a level that does not search stays as it is
    assert [with_think(level(name), 30).think_ms for name in ("3", "4", "5")] == [30, 30, 30]  # simulate's --think


def test_the_same_seed_gives_the_same_ladder_on_one_process_or_two():
    game = GAMES["ninety-nine"]
    one = ladder(game, 2, 30, seed=4, jobs=1, think=2).to_json()
    two = ladder(game, 2, 30, seed=4, jobs=2, think=2).to_json()
    assert one == two
    assert one["games"] == 30 and {r["level"] for r in one["ratings"]} == set(NAMES)
    assert sum(r["games"] for r in one["ratings"]) == 2 * 30
    for r in one["ratings"]:
        assert r["sigma"] > 0 and r["ordinal"] == pytest.approx(r["mu"] - 3 * r["sigma"], abs=1e-2)


def test_the_command_prints_the_table_and_writes_json(tmp_path):
    out = tmp_path / "ladder.json"
    p = run("ladder", "ninety-nine", "--games", "15", "--think", "2", "--jobs", "1", "--json", str(out))
    assert p.stdout.splitlines()[0].startswith("level") and "head to head" in p.stdout
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["players"] == 2 and data["think_ms"] == 2  # the fewest Ninety-Nine is played with
    assert len(ladder_lines(ladder(GAMES["ninety-nine"], 2, 15, seed=1, jobs=1, think=2))) == 2 * len(NAMES) + 4


# Measured with these seeds: a level that slips more wins less. Not yet so in
# Snap-fire, nor in 99 Chances, which votes decide (docs/bots.md).
@pytest.mark.parametrize("game_id", ["ninety-nine", "9-lives", "t13-yarn-tangling", "chicks-with-disks"])
def test_a_level_that_slips_more_wins_less(game_id):
    game = GAMES[game_id]
    share = {}
    for name in ("1", "2", "classic"):
        wins = games = 0.0
        for seat in range(3):  # the level in each seat in turn, classic bots beside it
            out = simulate(game, 3, 30, 100 + seat, levels={} if name == "classic" else {seat: name})
            wins += out["wins_by_seat"][seat]
            games += 30
        share[name] = wins / games
    assert share["1"] < share["2"] < share["classic"], share


def test_a_ladders_json_is_read_back_as_each_levels_measured_place():
    result = ladder(GAMES["ninety-nine"], 2, 15, seed=1, jobs=1, think=2)
    found = ladder_from_json(json.dumps(result.to_json()))
    assert set(found) == {r.level for r in result.ratings} == set(NAMES)
    for r in result.ratings:
        got = found[r.level]
        assert (got.mu, got.sigma, got.games, got.players, got.think_ms) == (
            pytest.approx(r.mu, abs=1e-3), pytest.approx(r.sigma, abs=1e-3), r.games, 2, 2)
        assert got.win_share == pytest.approx(r.share, abs=1e-4) and got.fair_share == 0.5


@pytest.mark.parametrize("text", ["", "[]", "{}", '{"players": 2, "ratings": [{"level": "5"}]}',
                                  '{"players": "x", "ratings": []}', "[" * 100_000])
def test_a_ladder_file_that_cannot_be_read_gives_no_figures(text):
    assert ladder_from_json(text) == {}


def test_a_row_of_an_unknown_level_or_with_no_finite_figures_is_left_out():
    row = {"mu": 25.0, "sigma": 4.0, "win_share": 0.5, "fair_share": 0.5, "games": 10}
    text = json.dumps({"players": 2, "think_ms": None, "ratings": [
        {**row, "level": "9"}, {**row, "level": "3", "mu": float("nan")}, {**row, "level": "4"}]})
    found = ladder_from_json(text)
    assert list(found) == ["4"] and found["4"].think_ms is None


def test_every_game_with_a_ladder_file_reads_one_for_every_level():
    for game in GAMES.values():
        shipped = measured(game)
        assert not shipped or set(shipped) == set(NAMES), game.id
