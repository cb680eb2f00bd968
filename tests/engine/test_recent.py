"""Recent games (cardtable/engine/recent.py): bounded, newest first, a game
kept again in place of its older entry only when it goes on from it, an
index that cannot be read rebuilt from the saves, nothing written through
a link."""

from __future__ import annotations

import os
import random

import attrs
import pytest

from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.recent import INDEX, RecentGames
from cardtable.games import all_games

GAMES = all_games()


def _match(seed: int, moves: int) -> Match:
    game = GAMES["ninety-nine"]
    match = Match(game, Setup((PlayerSpec("Ann", True), PlayerSpec("Bob", True), PlayerSpec("Cy & Co", True)), {}, seed))
    rng = random.Random(seed)
    for _ in range(moves):
        if match.over:
            break
        seat = match.to_act()[0]
        match.play(seat, game.bot(match.state, seat, rng))
    return match


def test_the_list_is_bounded_newest_first(tmp_path):
    recent = RecentGames(tmp_path / "recent", GAMES, limit=3)
    kept = [recent.keep(_match(seed, 3).record()) for seed in range(5)]
    assert [e.file for e in recent.entries()] == [e.file for e in reversed(kept)][:3]
    files = sorted(p.name for p in (tmp_path / "recent").iterdir())
    assert files == sorted([INDEX] + [e.file for e in kept[2:]])  # the oldest went, files and all


def test_a_game_kept_again_replaces_its_entry_only_when_it_goes_on(tmp_path):
    recent = RecentGames(tmp_path / "recent", GAMES)
    match = _match(1, 4)
    first = recent.keep(match.record())
    rng = random.Random(9)
    seat = match.to_act()[0]
    match.play(seat, GAMES["ninety-nine"].bot(match.state, seat, rng))
    match.narrate("Ann smiles.", 0)
    later = recent.keep(match.record(), match.result)
    assert later.file == first.file and [e.file for e in recent.entries()] == [first.file]
    assert recent.load(later).actions == match.record().actions
    # an older moment of the same game does not take the place of the later one
    earlier = attrs.evolve(match.record(), actions=match.record().actions[:2], journal=())
    other = recent.keep(earlier)
    assert other.file != first.file and len(recent.entries()) == 2


def test_a_damaged_index_is_rebuilt_from_the_saves(tmp_path):
    recent = RecentGames(tmp_path / "recent", GAMES)
    kept = [recent.keep(_match(seed, 2).record()) for seed in range(3)]
    (tmp_path / "recent" / INDEX).write_text("{ not json", encoding="utf-8")
    assert sorted(e.file for e in recent.entries()) == sorted(e.file for e in kept)
    assert [e.players for e in recent.entries()][0] == ("Ann", "Bob", "Cy & Co")


def test_an_index_naming_another_place_is_not_followed(tmp_path):
    recent = RecentGames(tmp_path / "recent", GAMES)
    recent.keep(_match(1, 2).record())
    index = tmp_path / "recent" / INDEX
    index.write_text(index.read_text(encoding="utf-8").replace('"file": "game-', '"file": "../../game-'), encoding="utf-8")
    assert all("/" not in e.file for e in recent.entries())


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symbolic links here")
def test_nothing_is_written_through_a_link(tmp_path):
    outside = tmp_path / "outside.json"
    outside.write_text("precious", encoding="utf-8")
    folder = tmp_path / "recent"
    folder.mkdir()
    (folder / INDEX).symlink_to(outside)
    recent = RecentGames(folder, GAMES)
    with pytest.raises(OSError):
        recent.keep(_match(1, 2).record())
    assert outside.read_text(encoding="utf-8") == "precious"
