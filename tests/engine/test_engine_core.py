"""The engine's shared pieces: rng, cards, actions, options, records, saves."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from cardtable.engine.cards import CardError, parse_card, standard_deck
from cardtable.engine.match import Match
from cardtable.engine.protocol import Action, BadOptions, IllegalAction, OptionSpec, PlayerSpec, Setup, validate_options
from cardtable.engine.record import RecordError, load_record, record_from_json, save_record, write_atomic
from cardtable.engine.rng import Rng
from cardtable.games import all_games, broken_games
from cardtable.games.ninety_nine import GAME

GAMES = {GAME.id: GAME}


def bot_match(seed=3, players=3) -> Match:
    m = Match(GAME, Setup(tuple(PlayerSpec(f"P{i}", True) for i in range(players)), {}, seed))
    m.run_bots()
    return m


def test_rng_is_deterministic_and_immutable():
    a = Rng.from_seed(42)
    x, a2 = a.shuffle(range(20))
    y, _ = Rng.from_seed(42).shuffle(range(20))
    assert x == y and sorted(x) == list(range(20)) and a2 != a
    assert Rng.from_seed(43).shuffle(range(20))[0] != x
    values = set()
    r = Rng.from_seed(1)
    for _ in range(200):
        v, r = r.below(6)
        values.add(v)
    assert values == set(range(6))


def test_card_ids_round_trip():
    for cid in standard_deck(2):
        assert parse_card(cid).id == cid
    for bad in ["", "1S", "11H", "QX", "AS.0", "AS.x", 7]:
        with pytest.raises(CardError):
            parse_card(bad)


def test_action_json_round_trip_and_text():
    a = Action.of("give", cards=("AS", "KD"), player=2, text="")
    with pytest.raises(TypeError, match="seat"):
        Action.of("give", seat=1)
    assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a
    assert a.has_text and a.same_move(a.with_args(text="hello"))
    with pytest.raises(TypeError):
        Action.of("x", value={"a": 1})
    with pytest.raises(ValueError):
        Action.from_json({"nokind": 1})


def test_option_validation_messages():
    specs = (OptionSpec("n", "N", 3, "int", 1, 5), OptionSpec("c", "C", "a", "choice", choices=("a", "b")),
             OptionSpec("b", "B", False))
    assert validate_options(specs, {}) == {"n": 3, "c": "a", "b": False}
    for bad, msg in [({"n": 9}, "between 1 and 5"), ({"n": "x"}, "whole number"), ({"c": "z"}, "one of"),
                     ({"b": 1}, "true or false"), ({"zz": 1}, "unknown option")]:
        with pytest.raises(BadOptions, match=msg):
            validate_options(specs, bad)


def test_record_replays_exactly_and_survives_json(tmp_path):
    m = bot_match()
    m.narrate("A close game.", 0, "epilogue", "How did it end?")
    path = tmp_path / "g.cardtable.json"
    save_record(path, m.record())
    record = load_record(path, GAMES)
    again = Match.from_record(GAME, record)
    assert again.initial == m.initial
    assert [s.state for s in again.steps] == [s.state for s in m.steps]
    assert again.state == m.state
    assert [e.text for _, e in again.events()] == [e.text for _, e in m.events()]
    assert record.journal[0].text == "A close game."
    assert len(again.journal) == 1


@pytest.mark.parametrize("content,message", [
    (b"", "not JSON"),
    (b"\xff\xfe\x00", "not JSON"),
    (b"[1, 2]", "no JSON object"),
    (b'{"format": "other"}', "unknown format"),
    (b'{"format": "cardtable-record", "version": 99}', "version"),
    (b'{"format": "cardtable-record", "version": 1, "game": "chess"}', "unknown game"),
])
def test_foreign_and_corrupt_files_are_refused_clearly(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(RecordError, match=message):
        load_record(path, GAMES)


def test_tampered_record_names_the_bad_action():
    data = bot_match().record().to_json()
    data["actions"][3] = {"seat": data["actions"][3]["seat"], "kind": "play", "card": "ZZ"}
    record = record_from_json(data, GAMES)
    with pytest.raises(RecordError, match="action 4"):
        Match.from_record(GAME, record)
    data["players"] = [{"name": "only one"}]
    with pytest.raises(RecordError, match="impossible settings"):
        record_from_json(data, GAMES)
    data = bot_match().record().to_json()
    data["options"] = {"lives": "maybe"}
    with pytest.raises(RecordError, match="lives"):
        record_from_json(data, GAMES)


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(RecordError, match="does not exist"):
        load_record(tmp_path / "nope.json", GAMES)
    with pytest.raises(RecordError, match="folder"):
        load_record(tmp_path, GAMES)


def test_atomic_write_never_leaves_half_a_file(tmp_path):
    path = tmp_path / "save.json"
    write_atomic(path, "first")

    class Boom(str):
        def encode(self, *args, **kwargs):
            raise UnicodeError("boom")

    with pytest.raises(UnicodeError):
        write_atomic(path, Boom("second"))  # fails while writing the temp file
    with pytest.raises(TypeError):
        write_atomic(path, None)  # type: ignore[arg-type]
    assert path.read_text() == "first"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_match_undo_stops_at_reveal():
    m = Match(GAME, Setup((PlayerSpec("A"), PlayerSpec("B")), {}, 9))
    seat = m.to_act()[0]
    # only the mover is watching: playing a card they already saw teaches nothing
    m.play(seat, m.legal(seat)[0], watchers=[seat])
    assert m.can_undo()
    m.pop()
    assert not m.steps
    m.play(seat, m.legal(seat)[0], watchers=[seat])
    m.play(seat, Action.of("draw"), watchers=[seat])  # the drawn card is new to the mover
    assert not m.can_undo()
    assert m.steps[-1].learned and set(m.steps[-1].learned) == {seat}
    with pytest.raises(IndexError):
        m.pop()


def test_match_derives_reveals_from_views_without_flags():
    """A card played from a hidden hand is news to every other seat, though
    no event is marked ``reveal``: with nobody named as watcher (a headless
    run), undo stops there all the same."""
    m = Match(GAME, Setup((PlayerSpec("A"), PlayerSpec("B")), {}, 9))
    seat = m.to_act()[0]
    events = m.play(seat, m.legal(seat)[0])
    assert not any(ev.reveal for ev in events)
    assert not m.can_undo()
    other = 1 - seat
    assert set(m.steps[-1].learned) == {other}


def test_checked_apply_rejects_wrong_seat_without_change():
    m = Match(GAME, Setup((PlayerSpec("A"), PlayerSpec("B")), {}, 9))
    state = m.state
    with pytest.raises(IllegalAction, match="turn"):
        m.play(0, Action.of("play", card=state.hands[0][0]))
    assert m.state is state and not m.steps


def test_every_game_package_imports():
    assert not broken_games(), broken_games()
    assert "ninety-nine" in all_games()


def test_engine_does_not_import_qt():
    code = ("import sys, cardtable.engine.match, cardtable.engine.record, cardtable.games as g; "
            "g.all_games(); print(any(m.startswith('PySide6') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": os.getcwd()})
    assert out.stdout.strip() == "False"


def test_atomic_target_replaces_only_on_success(tmp_path):
    from cardtable.engine.record import atomic_target

    path = tmp_path / "out.pdf"
    path.write_text("old", encoding="utf-8")
    with pytest.raises(RuntimeError):
        with atomic_target(path) as tmp:
            with open(tmp, "w", encoding="utf-8") as fh:
                fh.write("half")
            raise RuntimeError("the writer failed")
    assert path.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.pdf"]  # no temp file left behind
    with atomic_target(path) as tmp:
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write("new")
    assert path.read_text(encoding="utf-8") == "new"


def test_at_each_start_keeps_the_first_state_of_each_period_and_the_last():
    from cardtable.engine.view import at_each_start

    states = [(1, "a"), (1, "b"), (2, "c"), (3, "d"), (3, "e")]
    assert at_each_start(states, lambda s: s[0]) == [(1, "a"), (2, "c"), (3, "d"), (3, "e")]
    assert at_each_start(states[:4], lambda s: s[0]) == [(1, "a"), (2, "c"), (3, "d")]
    assert at_each_start([], lambda s: s) == []
