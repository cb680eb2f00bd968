"""Bot games per second for the games designers sweep, against yardsticks
measured side by side in the same run.

    python benchmarks/games.py [--before SRC] [--repeat N] [--json]

- Ninety-Nine (4 bots) against ``ninety_nine_reference.py``, a minimal
  pure-Python Ninety-Nine that plays the very same games (it is checked to
  name the same winner for every timed seed). Target: at least 1/4 of the
  reference's games/s.
- 9 Lives (4 bots) and Chicks With Disks (3 and 4 bots) against the same
  games played by an older checkout of CardTable (``--before SRC``, e.g. a
  ``git worktree`` or ``git archive`` of the commit before the speed work).
  Target: at least 3x the older games/s.

Every measurement runs in a fresh interpreter, this tree's and the older
tree's rounds interleaved so that load from other programs hits both alike;
the figures are the best of the rounds (CPU time, ``time.process_time``):
on a shared machine load only ever slows a round down, so the fastest round
is the one closest to the code's own speed (as ``timeit`` advises). Both
trees play the games through the same loop (the public ``GameDef``
functions, seeded as ``cardtable simulate`` seeds them). Nothing here is
asserted by the test suite; that the games themselves are unchanged is
(``tests/engine/test_seeded_results.py``).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

# (label, game id, players, games per timing)
CASES = (
    ("ninety-nine/4", "ninety-nine", 4, 600),
    ("9-lives/4", "9-lives", 4, 40),
    ("chicks-with-disks/3", "chicks-with-disks", 3, 60),
    ("chicks-with-disks/4", "chicks-with-disks", 4, 40),
)

TIMER = r"""
import json, random, sys, time
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games

SETUPS = {}

def play(game, players, seed):
    # as cardtable.sweep.play_game: options checked once per variant, then new_game per seed
    base = SETUPS.get((game.id, players))
    if base is None:
        base = SETUPS[game.id, players] = game.normalise(
            Setup(tuple(PlayerSpec(f"Bot {i + 1}", True) for i in range(players)), {}, 0))
        game.create(base)
    state = game.new_game(Setup(base.players, base.options, seed))
    rng = random.Random(seed * 7919 + 17)
    apply, bot, to_act, result = game.apply, game.bot, game.to_act, game.result
    res = result(state)
    while res is None:
        seat = to_act(state)[0]
        state, _ = apply(state, seat, bot(state, seat, rng))
        res = result(state)
    return res

cases = json.loads(sys.argv[1])
reference = sys.argv[2] if len(sys.argv) > 2 else ""
games = all_games()
out = {}
for label, game_id, players, count in cases:
    game = games[game_id]
    play(game, players, 10_000)  # warm the caches, as a long sweep has them
    t = time.process_time()
    winners = [play(game, players, 1 + k).winners for k in range(count)]
    out[label] = count / (time.process_time() - t)
    if reference and game_id == "ninety-nine":
        sys.path.insert(0, reference)
        import ninety_nine_reference as ref
        assert [ref.play(players, 1 + k) for k in range(count)] == [w[0] for w in winners], \
            "the reference does not play the same games"
        ref.play(players, 10_000)
        t = time.process_time()
        for k in range(count):
            ref.play(players, 1 + k)
        out["reference " + label] = count / (time.process_time() - t)
print(json.dumps(out))
"""


def measure(src: Path, cases, reference: bool) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(src), "QT_QPA_PLATFORM": "offscreen", "PYTHONHASHSEED": "0"}
    args = [sys.executable, "-c", TIMER, json.dumps(cases)] + ([str(HERE)] if reference else [])
    done = subprocess.run(args, capture_output=True, text=True, env=env, cwd=str(src), timeout=1800)
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-3000:])
    return json.loads(done.stdout)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--before", type=Path, help="an older CardTable source tree to compare with")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--only", help="only the cases whose label starts with this")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    cases = [c for c in CASES if not args.only or c[0].startswith(args.only)]
    now: dict[str, list[float]] = {}
    before: dict[str, list[float]] = {}
    for _ in range(args.repeat):  # interleaved: load from elsewhere hits both trees alike
        for k, v in measure(ROOT, cases, reference=True).items():
            now.setdefault(k, []).append(v)
        if args.before is not None:
            for k, v in measure(args.before.resolve(), cases, reference=False).items():
                before.setdefault(k, []).append(v)
    results = {}
    for label, *_ in cases:
        r = {"games_per_s": round(max(now[label]), 1)}
        ref = now.get("reference " + label)
        if ref:
            r["reference_games_per_s"] = round(max(ref), 1)
            r["share_of_reference"] = round(r["games_per_s"] / r["reference_games_per_s"], 3)
            r["target_share"] = 0.25
        if label in before:
            r["before_games_per_s"] = round(max(before[label]), 1)
            r["speed_up"] = round(r["games_per_s"] / r["before_games_per_s"], 2)
            if not ref:  # a game with a reference is measured against it instead
                r["target_speed_up"] = 3.0
        results[label] = r
    if args.json:
        print(json.dumps(results, indent=1))
    else:
        for label, r in results.items():
            print(f"{label:22s} " + "  ".join(f"{k}={v}" for k, v in r.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
