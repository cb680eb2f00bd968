"""How much of a searching level's strength is missing information.

    python benchmarks/search_ceiling.py GAME [--players N] [--games K] [--think MS]
                                        [--seed S] [--jobs J] [--json]

Plays one seat at level 5 against the classic bot in every other seat,
that seat taking each place in turn (games ``seed .. seed + K - 1`` in
each), three times over the same games:

- ``fair``: level 5 as it plays, knowing only what its seat has seen;
- ``hands``: level 5 shown every hand and hidden place, but not the order
  of the draw pile (each deal of its search shuffles only the draw pile,
  and the game's own generators);
- ``all``: level 5 shown the real deal, draw pile and all.

Each mode prints level 5's share of the wins (winners split one) against
the fair share of a seat. The gap between ``fair`` and ``hands`` is what
knowing the other hands is worth to this search at this budget; a fair
bot can only get part of it, by reading the hands from what the others
did. Nothing here is asserted by the test suite: it says what a target for
level 5 can ask of a search.
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from fractions import Fraction

MODES = ("fair", "hands", "all")
CHUNK = 5


def _see(mode: str) -> None:
    """Let this process's searches see what ``mode`` shows."""
    from cardtable.engine import search, unseen

    search.deal = (lambda state, pools, rng: state) if mode == "all" else unseen.deal
    if mode == "hands":
        search.unseen_pools = lambda game, state, seat: [sorted(getattr(state, "draw", ()))]
    else:
        search.unseen_pools = unseen.unseen_pools


def _chunk(mode: str, game_id: str, players: int, seat: int, start: int, stop: int, seed: int,
           think: int) -> tuple[str, int, Fraction, int]:
    from cardtable.sweep.play import play_chunk

    _see(mode)
    tally = play_chunk(game_id, players, (), seed, start, stop, levels=((seat, "5"),), think=think)
    return mode, seat, tally.wins[seat], tally.games


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("game")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=50, help="games with level 5 in each seat")
    ap.add_argument("--think", type=int, default=100, help="level 5's budget, ms of the reference machine")
    ap.add_argument("--seed", type=int, default=101)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--modes", default=",".join(MODES))
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    modes = [m for m in args.modes.split(",") if m]
    tasks = [(mode, args.game, args.players, seat, start, min(start + CHUNK, args.games), args.seed, args.think)
             for mode in modes for seat in range(args.players) for start in range(0, args.games, CHUNK)]
    won: dict[str, dict[int, list]] = {m: {} for m in modes}
    with ProcessPoolExecutor(args.jobs) as pool:
        for mode, seat, wins, games in pool.map(_chunk, *zip(*tasks)):
            got = won[mode].setdefault(seat, [Fraction(0), 0])
            got[0] += wins
            got[1] += games
    results = {}
    for mode in modes:
        wins = sum(w for w, _ in won[mode].values())
        games = sum(g for _, g in won[mode].values())
        results[mode] = {"games": games, "level5_share": round(float(wins / games), 3),
                         "by_seat": {str(s + 1): round(float(w / g), 3) for s, (w, g) in sorted(won[mode].items())},
                         "fair_share": round(1 / args.players, 3)}
    if args.json:
        print(json.dumps({"game": args.game, "players": args.players, "think_ms": args.think, "seed": args.seed,
                          "modes": results}, indent=1))
    else:
        for mode, r in results.items():
            print(f"{mode:6s} level 5 won {r['level5_share']:.3f} of {r['games']} games "
                  f"(by seat {r['by_seat']}; fair {r['fair_share']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
