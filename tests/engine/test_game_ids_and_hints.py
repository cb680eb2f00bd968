"""Each game's own random id and the hints asked in it, kept in its record.

The statistics count a finished game once, under its id: two games that
start in the same second and last as many moves are still two games. The
hints asked in a game are kept with it (its record, and its autosave as
soon as a hint is shown), so a resumed game still knows who asked. Saves
from before either load as they did: no id (the statistics tell such a
game by its game, start and moves, as before), no hints.
"""

from __future__ import annotations

import json
import random

from cardtable.app.statistics import Statistics, game_key, is_practice
from cardtable.engine.autosave import AutosaveJournal, load_autosave
from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.record import record_from_json
from cardtable.games import all_games

GAMES = all_games()
GAME = GAMES["ninety-nine"]
SETUP = Setup((PlayerSpec("Ann"), PlayerSpec("Bob", bot=True)), {"remember_to_draw": False}, 4)
CREATED = "2024-05-01T20:15:00+00:00"


def played(match: Match, moves: int) -> Match:
    rng = random.Random(1)
    for _ in range(moves):
        seat = match.to_act()[0]
        match.play(seat, GAME.bot(match.state, seat, rng))
    return match


def again(match: Match) -> Match:
    """``match`` saved to JSON text and read back, as a file is."""
    return Match.from_record(GAME, record_from_json(json.loads(match.record().dumps()), GAMES))


# -- the id ----------------------------------------------------------------------------------------

def test_every_game_gets_a_random_id_of_its_own_kept_in_its_record():
    one, two = Match(GAME, SETUP, CREATED), Match(GAME, SETUP, CREATED)
    assert len(one.uid) == 32 and int(one.uid, 16) >= 0 and one.uid != two.uid
    played(one, 6), played(two, 6)
    # the same game, the same second, the same number of moves: still two games
    assert game_key(one) != game_key(two)
    assert one.record().to_json()["uid"] == one.uid
    back = again(one)
    assert back.uid == one.uid and game_key(back) == game_key(one)
    fork = one.fork(3)
    assert fork.uid not in ("", one.uid) and is_practice(fork) and not is_practice(one)


def test_a_save_from_before_ids_loads_and_keeps_its_old_key():
    match = played(Match(GAME, SETUP, CREATED), 6)
    data = json.loads(match.record().dumps())
    del data["uid"]
    old = Match.from_record(GAME, record_from_json(data, GAMES))
    assert old.uid == "" and "uid" not in old.record().to_json()
    # counted as such a game always was: game, start (to the second), moves
    assert game_key(old) == f"ninety-nine|{CREATED}|6"
    assert game_key(again(old)) == game_key(old)  # stable, however often it is opened


def test_an_odd_id_or_hint_count_in_a_file_is_left_aside():
    data = json.loads(played(Match(GAME, SETUP, CREATED), 2).record().dumps())
    for uid, hints in ((7, [1]), ("x" * 500, [1, 2, 3]), ("a\nb", [-1, 0]), ("", [True, 0]), (None, "many")):
        record = record_from_json({**data, "uid": uid, "hints": hints}, GAMES)
        assert record.uid == "" and record.hints == ()


# -- hints -----------------------------------------------------------------------------------------

def test_hints_are_kept_in_the_record():
    match = played(Match(GAME, SETUP, CREATED), 3)
    assert "hints" not in match.record().to_json()  # nobody asked: saves look as before
    match.hints[0] += 2
    assert match.record().to_json()["hints"] == [2, 0]
    back = again(match)
    assert back.hints == {0: 2}
    assert not match.fork(2).hints  # a new game: nobody has asked yet


def test_a_hint_is_in_the_autosave_at_once(tmp_path):
    """A hint is saved when it is shown (no move needed after it), and the
    moves after it still go on as lines."""
    path = tmp_path / "autosave.cardtable.json"
    journal = AutosaveJournal(path, background=False)
    match = played(Match(GAME, SETUP, CREATED), 4)
    journal.save(match)
    match.hints[0] += 1
    journal.save(match)
    assert load_autosave(path, GAMES)[0].hints == (1, 0)
    played(match, 2)
    journal.save(match)
    journal.close()
    record = load_autosave(path, GAMES)[0]
    assert record.hints == (1, 0) and len(record.actions) == 6 and record.uid == match.uid


# -- the statistics: practice games ---------------------------------------------------------------

def test_practice_games_are_counted_apart_from_the_games_played_and_won(tmp_path):
    stats = Statistics(tmp_path / "statistics.json")
    assert stats.record("g|1", "g", "G", ["Ann", None], [1])  # a real game, lost
    for key in ("g|2", "g|3", "g|4"):  # played on from it, and won
        assert stats.record(key, "g", "G", ["Ann", None], [0], practice=True)
    assert not stats.record("g|2", "g", "G", ["Ann", None], [0], practice=True)  # once each
    stats.save()
    again_ = Statistics(tmp_path / "statistics.json")
    for s in (stats, again_):
        assert s.rows() == [("Ann", 1, 0, [("G", 1, 0)])]
        assert s.practice() == {"Ann": ((3, 3), {"G": (3, 3)})}
        assert s.wins_with_hints() == {"Ann": (0, {"G": 0})}


def test_a_statistics_file_from_before_practice_games_loads(tmp_path):
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps({"version": 1, "counted": ["a"], "players": {"Ann": {
        "played": 4, "won": 3, "hinted_won": 0, "games": {"g": {"played": 4, "won": 3, "title": "G"}}}}}))
    stats = Statistics(path)
    assert not stats.problem and stats.rows() == [("Ann", 4, 3, [("G", 4, 3)])]
    assert stats.practice() == {"Ann": ((0, 0), {"G": (0, 0)})}
