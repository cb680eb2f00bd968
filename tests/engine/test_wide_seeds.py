"""Seeds no one can read or guess (issue 35, item 6).

Seeds were drawn from 1 to 2**31 - 2, and one seat's hand was enough to try
every one of them in minutes and find the deal: every hand, the deck order
and every later reshuffle. A new game's seed is now 128 bits from
``secrets`` (engine.rng.fresh_seed), every bit of it deals, saves hold it and
replay it, and the seeds of older saves deal exactly as they did.
"""

from __future__ import annotations

import json
import secrets

import pytest

from cardtable.engine import rng as rng_module
from cardtable.engine.autosave import load_autosave
from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.record import RecordError, load_record, save_record
from cardtable.engine.rng import SEED_MIN, SEED_STOP, Rng, fresh_seed
from cardtable.engine.saveformat import snapshot_line
from cardtable.games import all_games

GAMES = all_games()
WIDE = (1 << 127) | 0x5DEECE66D_0123456789ABCDEF  # a 128-bit seed
BIT_100 = 1 << 100


def _bots(n: int) -> tuple[PlayerSpec, ...]:
    return tuple(PlayerSpec(f"Bot {i + 1}", True) for i in range(n))


def _played(game_id: str, seed: int, players: int = 4, moves: int = 60) -> Match:
    match = Match(GAMES[game_id], Setup(_bots(players), {}, seed))
    for _ in range(moves):
        if match.over:
            break
        match.play_bot(match.to_act()[0])
    return match


# -- drawing ------------------------------------------------------------------------------

def test_a_fresh_seed_is_128_bits_from_secrets(monkeypatch):
    """Not random.randrange(1, 2**31): 128 bits of the system's secret randomness."""
    seeds = [fresh_seed() for _ in range(200)]
    assert len(set(seeds)) == 200
    assert all(0 <= s < 1 << 128 for s in seeds)
    assert sum(s >= 1 << 64 for s in seeds) >= 195  # nearly all need more than 64 bits
    assert max(s.bit_length() for s in seeds) >= 126
    asked = []

    def randbits(k: int) -> int:
        asked.append(k)
        return (1 << 127) + 4242

    monkeypatch.setattr(secrets, "randbits", randbits)
    assert fresh_seed() == (1 << 127) + 4242 and asked == [128]


def test_every_fresh_seed_is_one_a_save_can_hold():
    assert SEED_MIN == -(1 << 63) and SEED_STOP == 1 << 128
    for _ in range(50):
        assert SEED_MIN <= fresh_seed() < SEED_STOP


def test_the_host_draws_its_seed_through_fresh_seed(monkeypatch):
    """``cardtable host`` without --seed: the same function as the window and Rematch."""
    from cardtable.app.cli import build_parser
    from cardtable.app.commands.host import _new_session_match

    drawn = []

    def fake() -> int:
        drawn.append((1 << 126) + len(drawn))
        return drawn[-1]

    monkeypatch.setattr(rng_module, "fresh_seed", fake)
    args = build_parser().parse_args(["host", "ninety-nine", "--players", "2"])
    match = _new_session_match(args)
    assert drawn and match.setup.seed == drawn[-1]
    args = build_parser().parse_args(["host", "ninety-nine", "--players", "2", "--seed", str(WIDE)])
    assert _new_session_match(args).setup.seed == WIDE  # a seed given is taken whole


# -- every bit deals -----------------------------------------------------------------------

def test_two_seeds_that_differ_only_in_bit_100_deal_differently():
    for seed in (WIDE, 12345, 0):
        other = seed ^ BIT_100
        assert Rng.from_seed(seed).shuffle(range(52))[0] != Rng.from_seed(other).shuffle(range(52))[0]
        one = Match(GAMES["ninety-nine"], Setup(_bots(4), {}, seed))
        two = Match(GAMES["ninety-nine"], Setup(_bots(4), {}, other))
        assert one.state != two.state
        assert one.view(0) != two.view(0)  # seat 1's own hand differs (or the rest of the deal does)


@pytest.mark.parametrize("bit", [0, 31, 32, 63, 64, 65, 100, 126, 127])
def test_every_bit_of_a_128_bit_seed_changes_the_shuffle(bit):
    base = Rng.from_seed(WIDE).shuffle(range(52))[0]
    assert Rng.from_seed(WIDE ^ (1 << bit)).shuffle(range(52))[0] != base


def test_no_two_seeds_of_the_range_share_a_generator():
    """The seeds from 0 to 2**128 - 1 give distinct generators: the seeds of
    older saves (below 2**64) keep key 0; a wider seed has a key of its own."""
    assert Rng.from_seed(5).key == 0 and Rng.from_seed((1 << 64) - 1).key == 0
    low = (1 << 64) + 5
    assert Rng.from_seed(low).key != 0
    assert Rng.from_seed(low) != Rng.from_seed(5)
    assert Rng.from_seed(low).shuffle(range(52))[0] != Rng.from_seed(5).shuffle(range(52))[0]
    keys = {Rng.from_seed(h << 64).key for h in range(1, 2000)}
    assert len(keys) == 1999 and 0 not in keys


def test_the_seeds_of_older_saves_deal_as_they_always_did():
    """The generator of a seed below 2**64 is the SplitMix64 it always was
    (numbers recorded before the seed was widened)."""
    r = Rng.from_seed(42)
    got = []
    for _ in range(3):
        value, r = r.next64()
        got.append(value)
    assert got == [_splitmix(42, i) for i in range(1, 4)]
    assert Rng.from_seed(-1) == Rng.from_seed((1 << 64) - 1)  # as before: the same 64 bits


def _splitmix(seed: int, n: int) -> int:
    mask = (1 << 64) - 1
    s = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019 + n * 0x9E3779B97F4A7C15) & mask
    z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & mask
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
    return z ^ (z >> 31)


# -- saves ---------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", ["ninety-nine", "9-lives", "t13-yarn-tangling"])
def test_a_128_bit_seed_round_trips_through_save_and_load_and_replays_identically(game_id, tmp_path):
    players = 3
    match = _played(game_id, WIDE, players)
    assert match.steps
    path = tmp_path / "wide.cardtable.json"
    save_record(path, match.record())
    assert json.loads(path.read_text(encoding="utf-8"))["seed"] == WIDE  # a JSON number, all 39 digits
    record = load_record(path, GAMES)
    assert record.setup.seed == WIDE
    again = Match.from_record(GAMES[game_id], record)
    assert again.state == match.state
    assert [s.action for s in again.steps] == [s.action for s in match.steps]
    # the autosave journal (its first line is the record) holds it too
    journal = tmp_path / "autosave.cardtable.json"
    journal.write_bytes(snapshot_line(match.record()))
    loaded, _repair = load_autosave(journal, GAMES)
    assert loaded.setup.seed == WIDE
    assert Match.from_record(GAMES[game_id], loaded).state == match.state


@pytest.mark.parametrize("seed,ok", [
    (SEED_MIN - 1, False), (SEED_MIN, True), (-1, True), (0, True), ((1 << 64) - 1, True), (1 << 64, True),
    (SEED_STOP - 1, True), (SEED_STOP, False), (10 ** 40, False),
])
def test_the_loader_takes_exactly_the_seeds_of_the_range(seed, ok, tmp_path):
    match = _played("ninety-nine", 7, moves=3)
    data = json.loads(match.record().dumps())
    data["seed"] = seed
    path = tmp_path / "probe.cardtable.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    if ok:
        assert load_record(path, GAMES).setup.seed == seed
    else:
        with pytest.raises(RecordError):
            load_record(path, GAMES)
