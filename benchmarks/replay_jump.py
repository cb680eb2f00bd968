"""Replay-jump benchmark: does jumping to any move of a long game repaint within a frame?

    python benchmarks/replay_jump.py [--jumps N] [--json]

The 1,720-move benchmark game of :mod:`benchmarks.long_game` (Ninety-Nine,
12 seats, lives and Remember to draw, seed 1, every seat a bot) is finished
and opened in the replay view of the real main window (offscreen,
1600×1000, animations off). Then, as a user does:

- ``jump``: a click on the timeline at a move drawn at random anywhere in
  the game (the slider goes there at the press), with every card open and
  again through one seat's eyes;
- ``step``: the Right key, one move on, from random places;
- ``moment``: the Page Down key, to the next marked moment.

Each is timed from the input to the end of the window's first paint pass
that repaints the table (:class:`benchmarks.long_game.Clock`), and to the
event loop going idle ("settled": the docks have followed). The baseline is
the window's own full repaint with nothing changed (``MainWindow.repaint()``)
in the same window. Reported: median and p99 per kind, the ratio of each to
the idle repaint, and against one frame at 60 Hz (16.7 ms). Opening the
review (the moments of 1,720 moves, the first table) is timed once.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from benchmarks.long_game import (  # noqa: E402
    GAMES, HEIGHT, WIDTH, Clock, PaintCounter, percentile, quiet_offscreen_warnings, timed_repaint)

FRAME_MS = 1000 / 60
GAME = "ninety-nine"


def finished_match(games):
    """The benchmark game, every seat a bot, played to its end."""
    from cardtable.engine.match import Match
    from cardtable.engine.protocol import PlayerSpec, Setup

    spec = GAMES[GAME]
    setup = Setup(tuple(PlayerSpec(f"Player {i + 1}", True) for i in range(spec["players"])),
                  spec["options"], spec["seed"])
    match = Match(games[GAME], setup)
    match.run_bots()
    return match


def run(jumps: int = 200, seed: int = 7) -> dict:
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from cardtable.app.config import AppConfig
    from cardtable.app.main_window import MainWindow
    from cardtable.games import all_games
    from cardtable.model.session import GameSession
    from cardtable.table.style import TableStyle

    app = QApplication.instance() or QApplication([])
    quiet_offscreen_warnings()
    games = all_games()
    match = finished_match(games)
    w = MainWindow(games, AppConfig(Path(tempfile.mkdtemp(prefix="cardtable-replay-")), bot_delay_ms=0))
    w.apply_style(TableStyle(animation="off"))
    w.resize(WIDTH, HEIGHT)
    w.show()
    for _ in range(5):
        app.processEvents()
    w.start_session(GameSession(match, bot_delay_ms=0))
    app.processEvents()
    if w.result_dialog is not None:
        w.result_dialog.close()
    t = time.perf_counter()
    w.review_this_game()
    app.processEvents()
    open_ms = (time.perf_counter() - t) * 1000
    review = w.review
    paints = PaintCounter(w.canvas.viewport())
    clock = Clock(w, (paints,))
    slider = w.timeline.slider
    rng = random.Random(seed)

    def settle() -> None:
        """Let the review catch up before the next input, as between a user's
        inputs: the docks follow, the views the next key wants are worked out."""
        while review.docks_behind or review._prefetch_timer.isActive():
            app.processEvents()

    def timed(act) -> tuple[float, float, float, float]:
        """Input to the table's repaint and input to idle: wall-clock and CPU ms."""
        settle()
        clock.start()
        act()
        app.processEvents()
        settled = clock.stop()
        painted = clock.painted() or settled
        return painted[0], settled[0], painted[1], settled[1]

    def click_at(index: int):
        def act():
            x = round(slider.x_of(index))
            QTest.mousePress(slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             QPoint(x, slider.height() // 2))
        return act

    def release():
        QTest.mouseRelease(slider, Qt.MouseButton.LeftButton)
        app.processEvents()

    results: dict[str, list[tuple[float, float]]] = {}
    for label, eyes_row in (("jump, every card open", 0), ("jump, one seat's eyes", 3)):
        review.choose_eyes(eyes_row)
        app.processEvents()
        got = results[label] = []
        for _ in range(jumps):
            before = review.index
            target = before
            while abs(target - before) < 30:  # a press on the handle itself grabs it: jump elsewhere
                target = rng.randrange(0, review.maximum + 1)
            got.append(timed(click_at(target)))
            release()
            assert abs(review.index - target) <= 2 + review.maximum // slider.width(), (before, target, review.index)
    review.choose_eyes(0)
    for label, key in (("step (Right)", Qt.Key.Key_Right), ("next moment (Page Down)", Qt.Key.Key_PageDown)):
        got = results[label] = []
        for _ in range(jumps):
            review.seek(rng.randrange(0, review.maximum - 20))
            app.processEvents()
            got.append(timed(lambda: QTest.keyClick(slider, key)))
    idle, idle_cpu = timed_repaint(w, 21)
    idle_table = timed_repaint(w.canvas.viewport(), 21)[0]
    out = {"game": GAME, "moves": review.maximum, "moments": len(review.moments), "size": f"{WIDTH}x{HEIGHT}",
           "open_review_ms": round(open_ms, 1), "idle_ms": round(idle, 2), "cpu_idle_ms": round(idle_cpu, 2), "idle_table_ms": round(idle_table, 2),
           "frame_ms": round(FRAME_MS, 1), "kinds": {}}
    for label, values in results.items():
        row = out["kinds"][label] = {"n": len(values)}
        for clock_name, k, base in (("", 0, idle), ("cpu_", 2, idle_cpu)):
            painted = [v[k] for v in values]
            settled = [v[k + 1] for v in values]
            med, p99 = statistics.median(painted), percentile(painted, 99)
            row.update({
                f"{clock_name}median_ms": round(med, 2), f"{clock_name}p99_ms": round(p99, 2),
                f"{clock_name}max_ms": round(max(painted), 2),
                f"{clock_name}median_vs_idle": round(med / base, 2), f"{clock_name}p99_vs_idle": round(p99 / base, 2),
                f"{clock_name}p99_vs_frame": round(p99 / FRAME_MS, 2),
                f"{clock_name}settled_median_ms": round(statistics.median(settled), 2),
                f"{clock_name}settled_p99_ms": round(percentile(settled, 99), 2),
            })
    w.close_review()
    w.session.shutdown()
    w.close()
    app.processEvents()
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--jumps", type=int, default=200, help="inputs timed per kind")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    r = run(args.jumps)
    if args.json:
        print(json.dumps(r, indent=1))
        return 0
    print(f"{r['game']}: {r['moves']} moves, {r['moments']} moments, {r['size']}; opening the review "
          f"{r['open_review_ms']} ms; idle full repaint {r['idle_ms']} ms (table alone {r['idle_table_ms']} ms);"
          f" one frame {r['frame_ms']} ms")
    for c, title in (("", f"wall clock (idle {r['idle_ms']} ms)"), ("cpu_", f"CPU time (idle {r['cpu_idle_ms']} ms)")):
        print(f"-- {title}")
        print(f"{'input to table repaint (ms)':<28} {'n':>4} {'median':>7} {'p99':>7} {'max':>7} | {'med/idle':>8}"
              f" {'p99/idle':>8} {'p99/frame':>9} | {'settled':>7} {'s.p99':>7}")
        for label, k in r["kinds"].items():
            print(f"{label:<28} {k['n']:>4} {k[c + 'median_ms']:>7.2f} {k[c + 'p99_ms']:>7.2f} {k[c + 'max_ms']:>7.2f} |"
                  f" {k[c + 'median_vs_idle']:>8.2f} {k[c + 'p99_vs_idle']:>8.2f} {k[c + 'p99_vs_frame']:>9.2f} |"
                  f" {k[c + 'settled_median_ms']:>7.2f} {k[c + 'settled_p99_ms']:>7.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
