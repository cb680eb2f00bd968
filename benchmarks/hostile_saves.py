"""How long refusing (or loading) a hostile save takes, per category.

    python benchmarks/hostile_saves.py [--random N] [--json]

For every file of the corpus in ``tests/hostile_saves.py`` (every category,
every game) it times ``load_record`` + ``Match.from_record`` and, side by
side, a bare ``json.loads`` of the same bytes (the least any loader must do;
skipped for files that are not regular, where a bare read would block or
never end). It also times the largest files that are still valid: the
longest move list allowed, made of a move a game lets a player repeat.

Target: every file answered within 2 s. Reported: count per category, the
worst time, and the worst ratio to the bare parse. Nothing is asserted in
the test suite.
"""

from __future__ import annotations

import argparse
import json
import os
import stat
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cardtable.engine.match import Match  # noqa: E402
from cardtable.engine.protocol import PlayerSpec, Setup  # noqa: E402
from cardtable.engine.record import MAX_ACTIONS, RecordError, load_record  # noqa: E402
from cardtable.games import all_games  # noqa: E402
from tests.hostile_saves import close_leftovers, corpus  # noqa: E402

GAMES = all_games()


def load(path: Path) -> str:
    try:
        record = load_record(path, GAMES)
        Match.from_record(GAMES[record.game], record)
    except RecordError:
        return "refused"
    return "loaded"


def bare(path: Path) -> float | None:
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return None
    except (OSError, ValueError):
        return None
    started = time.perf_counter()
    try:
        json.loads(path.read_bytes())
    except (OSError, ValueError, RecursionError):
        pass
    return time.perf_counter() - started


def repeated_moves(folder: Path) -> list[tuple[str, Path]]:
    """Per game, a valid record of MAX_ACTIONS moves if some move can be repeated."""
    out = []
    for game_id, game in GAMES.items():
        match = Match(game, Setup(tuple(PlayerSpec(f"B{i}", True) for i in range(max(3, game.min_players))), {}, 3))
        found = None
        for _ in range(300):
            if match.over or found:
                break
            for seat in match.to_act():
                for action in match.legal(seat):
                    try:
                        state, _ = game.checked_apply(match.state, seat, action)
                    except Exception:
                        continue
                    if seat in game.to_act(state) and action in game.legal_actions(state, seat):
                        found = (seat, action)
                        break
                if found:
                    break
            if not found:
                match.play_bot(match.to_act()[0])
        if not found:
            continue
        data = match.record().to_json()
        data["actions"] += [{"seat": found[0], **found[1].to_json()}] * (MAX_ACTIONS - len(data["actions"]))
        path = folder / f"{game_id}-longest.cardtable.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        out.append((game_id, path))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--random", type=int, default=40, help="random byte and tree damage per game")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    counts: dict[str, int] = defaultdict(int)
    worst: dict[str, float] = defaultdict(float)
    ratio: dict[str, float] = defaultdict(float)
    outcomes: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        try:
            for n, (game_id, case) in enumerate(corpus(GAMES, random_cases=args.random)):
                (folder / str(n)).mkdir()
                path = case.make(folder / str(n))
                started = time.perf_counter()
                outcome = load(path)
                seconds = time.perf_counter() - started
                base = bare(path)
                counts[case.category] += 1
                outcomes[case.category][outcome] += 1
                worst[case.category] = max(worst[case.category], seconds)
                if base:
                    ratio[case.category] = max(ratio[case.category], seconds / base)
        finally:
            close_leftovers()
        for game_id, path in repeated_moves(folder):
            category = f"longest valid ({game_id})"
            started = time.perf_counter()
            outcomes[category][load(path)] += 1
            worst[category] = time.perf_counter() - started
            counts[category] = 1
            ratio[category] = worst[category] / (bare(path) or 1e-9)
    report = {c: {"files": counts[c], "worst_s": round(worst[c], 3), "worst_ratio_to_bare_parse": round(ratio[c], 1),
                  **dict(outcomes[c])} for c in counts}
    if args.json:
        print(json.dumps(report))
        return
    print(f"{'category':32} {'files':>6} {'refused':>8} {'loaded':>7} {'worst s':>8} {'× bare':>8}")
    for c, r in report.items():
        print(f"{c:32} {r['files']:6} {r.get('refused', 0):8} {r.get('loaded', 0):7} {r['worst_s']:8.3f} "
              f"{r['worst_ratio_to_bare_parse']:8.1f}")
    print(f"total files: {sum(counts.values())}; worst {max(worst.values()):.3f} s (target: 2 s)")


if __name__ == "__main__":
    main()
