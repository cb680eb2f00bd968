"""How long level 5 thinks: its median move in every game, on one core.

    python benchmarks/level_speed.py [--games N] [--moves M] [--level L] [--json]

For each game, ``N`` seeded games at the game's fewest players that a
default game allows (three where two need an option), seat 1 at level
``L`` (5 unless told) and the others classic; the CPU time
(``time.process_time``) of each of the level's first ``M`` decisions with
more than one legal move in a game (a forced move is no decision), and
their median. The issue's bound is one second on one core of the
reference machine at level 5's default budget; the budget is iterations
(the game's ``SEARCH_RATE``), so a slower machine takes longer for the
very same moves. Nothing here is asserted by the test suite.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time


def measure(game_id: str, games: int, moves: int, level_name: str) -> dict:
    from cardtable.app.commands.ladder import fewest_players
    from cardtable.engine.levels import choose, level
    from cardtable.engine.protocol import PlayerSpec, Setup
    from cardtable.games import all_games

    game = all_games()[game_id]
    chosen = level(level_name)
    players = fewest_players(game)  # as the ladder seats it
    base = game.normalise(Setup(tuple(PlayerSpec(f"Bot {i + 1}", True) for i in range(players)), {}, 0))
    times = []
    for k in range(games):
        state = game.new_game(Setup(base.players, base.options, 1 + k))
        rng = random.Random((1 + k) * 7919 + 17)
        timed = 0
        while game.result(state) is None and timed < moves:
            seat = game.to_act(state)[0]
            if seat == 0 and len(game.legal_actions(state, seat)) > 1:
                started = time.process_time()
                action = choose(game, chosen, state, seat, rng)
                times.append(time.process_time() - started)
                timed += 1
            else:
                action = game.bot(state, seat, rng)
            state, _events = game.apply(state, seat, action)
    return {"players": players, "moves": len(times), "median_ms": round(1000 * statistics.median(times)),
            "slowest_ms": round(1000 * max(times)), "iterations": chosen.iterations(game)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--moves", type=int, default=8, help="decisions timed per game")
    ap.add_argument("--level", default="5")
    ap.add_argument("--only", help="one game id")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    from cardtable.games import all_games

    ids = [args.only] if args.only else list(all_games())
    results = {game_id: measure(game_id, args.games, args.moves, args.level) for game_id in ids}
    if args.json:
        print(json.dumps({"level": args.level, "target_median_ms": 1000, "games": results}, indent=1))
    else:
        for game_id, r in results.items():
            print(f"{game_id:20s} {r['players']} players  median {r['median_ms']} ms of {r['moves']} moves "
                  f"(slowest {r['slowest_ms']} ms, {r['iterations']} iterations)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
