"""Seeded bot games give the same games, move for move, before and after the
speed work on the games' hot paths.

Each case plays a few seeded bot-only games through the public ``GameDef``
functions exactly as ``cardtable simulate`` and ``cardtable sweep`` do (game
seed, bot ``random.Random`` derived from it) and compares a digest of every
move, every log line and the final scores with the digest recorded in
``seeded_results.json``. A rule change that changes games on purpose must
bump the game's ``rules_version`` and re-record the digests with

    python -m tests.engine.test_seeded_results --record GAME
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import pytest

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games

GOLDEN = Path(__file__).with_name("seeded_results.json")

# (game, players, options, seeds)
CASES = (
    ("ninety-nine", 2, {}, range(1, 6)),
    ("ninety-nine", 4, {}, range(1, 6)),
    ("ninety-nine", 12, {}, range(1, 4)),
    ("ninety-nine", 5, {"lives": True}, range(1, 4)),
    ("ninety-nine", 3, {"remember_to_draw": False}, range(1, 4)),
    ("9-lives", 3, {}, range(1, 4)),
    ("9-lives", 4, {}, range(1, 4)),
    ("9-lives", 6, {}, range(1, 3)),
    ("9-lives", 4, {"hand_size": 3, "bids_join": "before turns", "rounds": 4}, range(1, 3)),
    ("9-lives", 5, {"cats": 6, "cards_per_cat": 5, "sole_points": 3}, range(1, 3)),
    ("chicks-with-disks", 2, {"two_players": True}, range(1, 3)),
    ("chicks-with-disks", 3, {}, range(1, 4)),
    ("chicks-with-disks", 4, {}, range(1, 4)),
)


def case_id(game: str, players: int, options: dict) -> str:
    opts = ",".join(f"{k}={v}" for k, v in sorted(options.items()))
    return f"{game}/{players}" + (f"/{opts}" if opts else "")


def digest(game_id: str, players: int, options: dict, seed: int) -> dict:
    """Play one seeded bot game; the digest of its moves and log, and its result."""
    game = all_games()[game_id]
    setup = Setup(tuple(PlayerSpec(f"Bot {i + 1}", True) for i in range(players)), options, seed)
    state = game.create(game.normalise(setup))
    rng = random.Random(seed * 7919 + 17)
    h = hashlib.sha256()
    moves = 0
    res = game.result(state)
    while res is None and moves < 20_000:
        seat = game.to_act(state)[0]
        action = game.bot(state, seat, rng)
        state, events = game.apply(state, seat, action)
        h.update(json.dumps([seat, action.to_json()], sort_keys=True).encode())
        for ev in events:
            h.update(json.dumps([ev.text, ev.private, ev.kind, ev.seat, ev.reveal], sort_keys=True).encode())
        moves += 1
        res = game.result(state)
    return {"moves": moves, "winners": list(res.winners) if res else None,
            "scores": list(res.scores) if res else None, "sha256": h.hexdigest()}


def _golden() -> dict:
    return json.loads(GOLDEN.read_text(encoding="utf-8"))


@pytest.mark.parametrize("game,players,options,seeds", CASES,
                         ids=[case_id(g, p, o) for g, p, o, _ in CASES])
def test_seeded_bot_games_are_unchanged(game, players, options, seeds):
    golden = _golden()
    key = case_id(game, players, options)
    assert key in golden, f"no recorded digest for {key}"
    got = {str(s): digest(game, players, options, s) for s in seeds}
    assert got == golden[key]


def record(games: set[str]) -> None:
    golden = _golden() if GOLDEN.exists() else {}
    for game, players, options, seeds in CASES:
        if game in games:
            golden[case_id(game, players, options)] = {str(s): digest(game, players, options, s) for s in seeds}
    GOLDEN.write_text(json.dumps(golden, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:2] != ["--record"] or len(sys.argv) < 3:
        sys.exit("usage: python -m tests.engine.test_seeded_results --record GAME [GAME ...]")
    record(set(sys.argv[2:]))
