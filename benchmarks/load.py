"""Loading time against file size: is loading a save linear?

    python benchmarks/load.py [--sizes MB,MB,...] [--repeat N] [--before SRC] [--json]

Autosave journals of two kinds are written at each size (0.1 to 3 MB by
default, every one within the loader's limits), each kind made the same way
per megabyte, so that a linear loader spends the same time per megabyte at
every size:

- ``undo``: a finished Ninety-Nine game with 1,600 story entries per MB on
  its first line, then undo lines that take back nothing (the file of issue
  35: a loader that filters the whole story at every undo line takes
  minutes on 3 MB of them);
- ``plain``: the record of a new game, then a move and a story line of
  about 500 characters, 1,600 of each per MB, as a long game with a chatty
  story writes them.

Each file is loaded as Open and resume do (``load_autosave``: read, fold,
check) ``--repeat`` times in a fresh process; the median CPU time is
reported, and seconds per MB. "ratio" is the largest file's seconds per MB
over the smallest's: about 1 when loading is linear, growing with the size
when it is not. ``--before SRC`` loads the same files with an older source
tree too (its largest sizes may take minutes). Nothing is asserted in the
test suite; ``tests/engine/test_load_linear.py`` counts the work instead.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZES_MB = (0.1, 0.25, 0.5, 1.0, 2.0, 3.0)
KINDS = ("undo", "plain")
PER_MB = 1_600  # story entries (undo) or moves and story lines (plain) per MB
MB = 1_000_000

# Run in a fresh process with the tree under test first on sys.path: loads
# every file named on stdin ``repeat`` times (a small file as many times in
# a row as make a megabyte, so that each time read is long enough to be
# read well) and prints the median CPU seconds of one load.
MEASURE = """
import json, math, os, statistics, sys, time
from cardtable.engine.autosave import load_autosave
from cardtable.engine.record import RecordError
from cardtable.games import all_games
games = all_games()
repeat = int(sys.argv[1])
out = {}
for path in json.load(sys.stdin):
    times, status = [], "loaded"
    loops = max(1, math.ceil(1_000_000 / os.path.getsize(path)))
    for _ in range(repeat):
        started = time.process_time()
        for _ in range(loops):
            try:
                load_autosave(path, games)
            except RecordError:
                status = "refused"
        times.append((time.process_time() - started) / loops)
    out[path] = [statistics.median(times), status]
print(json.dumps(out))
"""


def _line(value) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


def _records() -> tuple[dict, dict]:
    """A finished bot game's record and a new game's, as first lines' data."""
    sys.path.insert(0, str(ROOT))
    from cardtable.engine.match import Match
    from cardtable.engine.protocol import PlayerSpec, Setup
    from cardtable.engine.saveformat import snapshot_line
    from cardtable.games import all_games

    game = all_games()["ninety-nine"]
    finished = Match(game, Setup(tuple(PlayerSpec(f"B{i}", True) for i in range(4)), {}, 7))
    finished.run_bots()
    new = Match(game, Setup((PlayerSpec("Ann"), PlayerSpec("Bo"), PlayerSpec("Cy")), {}, 7))
    return json.loads(snapshot_line(finished.record())), json.loads(snapshot_line(new.record()))


def make_save(kind: str, size: int, finished: dict, new: dict) -> bytes:
    """A journal of ``kind`` of about ``size`` bytes."""
    units = max(1, round(size / MB * PER_MB))
    if kind == "undo":
        moves = len(finished["actions"])
        head = _line({**finished, "journal": [{"action_index": i * (moves + 1) // units, "text": f"note {i}"}
                                              for i in range(units)]})
        undo = _line({"op": "undo", "to": moves})
        return head + undo * max(0, (size - len(head)) // len(undo))
    head = _line(new)
    unit = (size - len(head)) // units
    out = [head]
    for i in range(units):
        move = _line({"op": "move", "action": {"seat": i % 3, "kind": "play", "card": "KS"}})
        story = {"op": "story", "entry": {"action_index": i + 1, "text": "", "seat": i % 3}}
        pad = max(0, unit - len(move) - len(_line(story)))
        story["entry"]["text"] = ("A long story line. " * (pad // 19 + 1))[:pad]
        out += [move, _line(story)]
    return b"".join(out)


def _write_new(path: Path, data: bytes) -> None:
    """A new file (never through a link, never over one)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)


def _measure(tree: Path, paths: list[str], repeat: int) -> dict[str, list]:
    env = {**os.environ, "PYTHONPATH": str(tree), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", MEASURE, str(repeat)], input=json.dumps(paths), capture_output=True,
                          text=True, env=env, cwd=str(tree), timeout=24 * 3600)
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-3000:])
    return json.loads(done.stdout)


def run(sizes_mb=SIZES_MB, repeat: int = 5, before: Path | None = None) -> dict:
    """Per kind, per size: bytes, lines, median seconds, seconds per MB and
    whether it loaded; with ``before``, the older tree's too."""
    finished, new = _records()
    folder = Path(tempfile.mkdtemp(prefix="cardtable-load-"))
    try:
        files: dict[tuple[str, float], Path] = {}
        for kind in KINDS:
            for mb in sizes_mb:
                path = folder / f"{kind}-{mb}.cardtable.json"
                _write_new(path, make_save(kind, round(mb * MB), finished, new))
                files[kind, mb] = path
        paths = [str(p) for p in files.values()]
        trees = {"now": ROOT} | ({"before": before.resolve()} if before is not None else {})
        measured = {name: _measure(tree, paths, repeat) for name, tree in trees.items()}
        results: dict = {}
        for (kind, mb), path in files.items():
            size = path.stat().st_size
            row = {"mb": round(size / MB, 3), "lines": path.read_bytes().count(b"\n")}
            for name, times in measured.items():
                seconds, status = times[str(path)]
                row[f"{name}_s"] = round(seconds, 4)
                row[f"{name}_s_per_mb"] = round(seconds / (size / MB), 4)
                row[f"{name}_status"] = status
            results.setdefault(kind, []).append(row)
        return results
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def summary(results: dict) -> dict:
    """Per kind: seconds per MB at the smallest and the largest size, and
    their ratio (about 1: linear)."""
    out = {}
    for kind, rows in results.items():
        small, large = rows[0], rows[-1]
        r = {"smallest_mb": small["mb"], "largest_mb": large["mb"], "largest_s": large["now_s"],
             "s_per_mb_smallest": small["now_s_per_mb"], "s_per_mb_largest": large["now_s_per_mb"],
             "ratio": round(large["now_s_per_mb"] / small["now_s_per_mb"], 2), "target_ratio": "about 1",
             "all": "loaded" if all(row["now_status"] == "loaded" for row in rows) else "some refused"}
        if "before_s" in large:
            r["before_largest_s"] = large["before_s"]
            r["before_ratio"] = round(large["before_s_per_mb"] / small["before_s_per_mb"], 2)
        out[f"load {kind}"] = r
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default=",".join(str(s) for s in SIZES_MB), help="sizes in MB, comma-separated")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--before", type=Path, help="an older CardTable source tree to compare with")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    try:
        sizes = sorted(float(s) for s in args.sizes.split(",") if s.strip())
    except ValueError:
        ap.error("--sizes takes numbers of MB, such as 0.1,1,3")
    if not sizes or sizes[0] <= 0:
        ap.error("--sizes takes positive numbers of MB")
    if args.repeat < 1:
        ap.error("--repeat takes a whole number of at least 1")
    if args.before is not None and not (args.before / "cardtable" / "engine" / "autosave.py").is_file():
        ap.error(f"--before {args.before} is not a CardTable source tree")
    results = run(sizes, args.repeat, args.before)
    if args.json:
        print(json.dumps({"sizes": results, "summary": summary(results)}, indent=1))
        return 0
    for kind, rows in results.items():
        for row in rows:
            print(f"{kind:6s} " + "  ".join(f"{k}={v}" for k, v in row.items()))
    for name, r in summary(results).items():
        print(f"{name:11s} " + "  ".join(f"{k}={v}" for k, v in r.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
