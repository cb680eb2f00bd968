"""Playing on from any move (Match.fork): the same table, the same cards to
come, other players if wanted, and a record that says where it came from."""

from __future__ import annotations

import json
from functools import lru_cache

import attrs
import pytest

from cardtable.engine.match import Match
from cardtable.engine.origin import Origin
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.record import RecordError, load_record, parse_record, record_from_json, save_record
from cardtable.engine.saveformat import snapshot_line
from cardtable.games import all_games
from tests.hostile_saves import MARKER

GAMES = all_games()
NAMES = ("Annqz", "Bobqz", "Cyqz", "Deeqz", "Eveqz", "Fayqz")  # found nowhere else in a state
OTHERS = ("Zorawv", "Yannwv", "Xenowv", "Wilfwv", "Verawv", "Ugowv")


def seats(game) -> int:
    return max(game.min_players, min(4, game.max_players))


def play_out(match: Match) -> Match:
    while not match.over:
        seat = match.to_act()[0]
        match.play(seat, match.game.bot(match.state, seat, match.bot_rng))
    return match


@lru_cache(maxsize=None)
def finished(game_id: str) -> Match:
    game = GAMES[game_id]
    n = seats(game)
    return play_out(Match(game, Setup(tuple(PlayerSpec(NAMES[i], i == 1) for i in range(n)), {}, 5)))


def moments_to_try(match: Match) -> list[int]:
    n = len(match.steps)
    return sorted({0, 1, n // 4, n // 2, n - 1, n})


def state_at(match: Match, at: int):
    return match.steps[at - 1].state if at else match.initial


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_fork_is_the_game_at_that_move(game_id):
    match = finished(game_id)
    for at in moments_to_try(match):
        fork = match.fork(at)
        assert len(fork.steps) == at
        assert fork.state == state_at(match, at), at
        assert [(s.seat, s.action) for s in fork.steps] == [(s.seat, s.action) for s in match.steps[:at]]
        assert fork.origin == Origin(match.created, at)
        assert fork.created != "" and fork.setup == match.setup
        assert not fork.can_undo()  # the moves replayed stand


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_same_cards_are_to_come(game_id):
    match = finished(game_id)
    for at in moments_to_try(match)[:-1]:
        fork = match.fork(at)
        for step in match.steps[at:]:
            events = fork.play(step.seat, step.action)
            assert events == step.events
            assert fork.state == step.state
        assert fork.over and fork.result == match.result


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_fork_may_seat_other_players_and_bots(game_id):
    match = finished(game_id)
    n = match.setup.count
    others = attrs.evolve(match.setup, players=tuple(PlayerSpec(OTHERS[i], i % 2 == 0) for i in range(n)))
    for at in moments_to_try(match)[1:-1]:
        fork = match.fork(at, others)
        assert fork.setup.names == OTHERS[:n] and fork.is_bot(0) and not fork.is_bot(1)
        theirs = repr(fork.state)
        ours = repr(state_at(match, at))
        assert theirs != ours
        # the same table, apart from the players' names (text a player typed
        # in a move replayed, a name in it included, is replayed as it was)
        for old, new in zip(NAMES, OTHERS):
            ours, theirs = ours.replace(old, new), theirs.replace(old, new)
        assert theirs == ours, at
        # bots play their seats on from there
        played = fork.run_bots(limit=50)
        assert played or not set(fork.to_act()) & {s for s in range(n) if fork.is_bot(s)}
        play_out(fork)
        assert fork.over


def test_a_fork_keeps_the_story_so_far():
    match = Match(GAMES["ninety-nine"], Setup((PlayerSpec("Ann"), PlayerSpec("Bob")), {}, 2))
    for _ in range(10):
        seat = match.to_act()[0]
        match.play(seat, match.game.bot(match.state, seat, match.bot_rng))
    match.narrate("Early on.", 0, at=2)
    match.narrate("Later.", 1, at=8)
    assert [e.text for e in match.fork(5).journal] == ["Early on."]
    assert [e.text for e in match.fork(8).journal] == ["Early on.", "Later."]


@pytest.mark.parametrize("change,says", [
    (lambda s: attrs.evolve(s, seed=s.seed + 1), "seed"),
    (lambda s: attrs.evolve(s, options={**s.options, "lives": not s.options["lives"]}), "lives"),
    (lambda s: attrs.evolve(s, players=s.players + (PlayerSpec("Eve"),)), "number of players"),
    (lambda s: attrs.evolve(s, players=s.players[:2]), "number of players"),
    (lambda s: attrs.evolve(s, stacked=tuple(Match(GAMES["ninety-nine"], s).game.census(
        Match(GAMES["ninety-nine"], s).initial))), "stacked deck"),
])
def test_a_fork_must_be_the_same_game(change, says):
    match = finished("ninety-nine")
    with pytest.raises(ValueError) as err:
        match.fork(3, change(match.setup))
    message = str(err.value)
    assert says in message and "\n" not in message


def test_a_fork_outside_the_game_is_refused():
    match = finished("ninety-nine")
    for bad in (-1, len(match.steps) + 1, True, "2"):
        with pytest.raises(IndexError):
            match.fork(bad)


# -- the record says where it came from ---------------------------------------------------
@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_origin_goes_through_a_save_and_back(game_id, tmp_path):
    match = finished(game_id)
    at = len(match.steps) // 2
    fork = match.fork(at)
    record = fork.record()
    assert record.origin == Origin(match.created, at)
    assert json.loads(record.dumps())["origin"] == {"created": match.created, "at": at}
    save_record(tmp_path / "fork.json", record)
    loaded = load_record(tmp_path / "fork.json", GAMES)
    assert loaded == record
    again = Match.from_record(GAMES[game_id], loaded)
    assert again.origin == fork.origin and again.state == fork.state
    # as an autosave journal's first line, too
    assert parse_record(snapshot_line(record), GAMES).origin == fork.origin


def test_a_game_started_afresh_has_no_origin_and_saves_as_before():
    match = finished("ninety-nine")
    data = match.record().to_json()
    assert "origin" not in data and match.origin is None
    assert record_from_json(data, GAMES).origin is None
    assert record_from_json({**data, "origin": None}, GAMES).origin is None
    # a later CardTable's extra fields inside the origin are left aside
    extra = {**data, "origin": {"created": "x", "at": 3, "title": "Tuesday"}}
    assert record_from_json(extra, GAMES).origin == Origin("x", 3)


HOSTILE_ORIGINS = [
    ("a list", [MARKER]),
    ("text", MARKER),
    ("a number", 7),
    ("true", True),
    ("an empty object", {}),
    ("no move", {"created": MARKER}),
    ("no creation time", {"at": 3}),
    ("creation time is a number", {"created": 5, "at": 3}),
    ("creation time is a list", {"created": [MARKER], "at": 3}),
    ("creation time too long", {"created": MARKER * 100, "at": 3}),
    ("creation time with a newline", {"created": MARKER + "\n", "at": 3}),
    ("creation time with an escape code", {"created": "\x1b[31m" + MARKER, "at": 3}),
    ("move is negative", {"created": MARKER, "at": -1}),
    ("move is true", {"created": MARKER, "at": True}),
    ("move is text", {"created": MARKER, "at": MARKER}),
    ("move is a float", {"created": MARKER, "at": 2.5}),
    ("move is huge", {"created": MARKER, "at": 10**20}),
    ("move is a list", {"created": MARKER, "at": [3]}),
]


@pytest.mark.parametrize("label,origin", HOSTILE_ORIGINS, ids=[label for label, _ in HOSTILE_ORIGINS])
def test_a_hostile_origin_is_refused_in_one_line(label, origin):
    data = finished("ninety-nine").record().to_json()
    with pytest.raises(RecordError) as err:
        record_from_json({**data, "origin": origin}, GAMES)
    message = str(err.value)
    assert "origin" in message and MARKER not in message and "\n" not in message and len(message) <= 200
