"""Starting ``cardtable host`` never loses a game: an unfinished game in
the autosave it takes over is kept under a name of its own first."""

from __future__ import annotations

import random

from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.record import load_record, save_record
from cardtable.games import all_games, get_game

from .conftest import start_host


def unfinished(home, moves: int = 6) -> Match:
    game = get_game("ninety-nine")
    match = Match(game, Setup((PlayerSpec("Ann", False), PlayerSpec("Bob", False)), {}, 9))
    rng = random.Random(9)
    for _ in range(moves):
        seat = match.to_act()[0]
        match.play(seat, game.bot(match.state, seat, rng), [])
    assert not match.over
    save_record(home / "autosave.cardtable.json", match.record())
    return match


def test_a_new_hosted_game_keeps_the_unfinished_one_in_the_autosave(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    old = unfinished(home)
    host = start_host(home, "99-chances", "--players", "3", "--seed", "4", humans=3)
    try:
        kept = home / "autosave-unfinished-1.cardtable.json"
        assert kept.exists()
        record = load_record(kept, all_games())
        assert record == old.record()
    finally:
        host.stop()
    assert "kept as" in host.stderr and str(kept) in host.stderr
    # the autosave is now the hosted game's
    assert load_record(home / "autosave.cardtable.json", all_games()).game == "99-chances"


def test_going_on_with_the_autosave_itself_keeps_no_copy(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    unfinished(home)
    host = start_host(home, str(home / "autosave.cardtable.json"), humans=2)
    host.stop()
    assert not list(home.glob("*unfinished*")) and "kept as" not in host.stderr
