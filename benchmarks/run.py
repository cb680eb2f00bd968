"""CardTable benchmarks, each against a bare baseline run side by side.

    python benchmarks/run.py [--repeat N] [--json]

1. start-up: process start → first painted table, the real `cardtable`
   entry point resuming an autosaved game vs a bare PySide6 QMainWindow's
   first paint. Target: "table_drawn_ratio" ≤ 1.3× bare. The window's
   frame paints first and the table is built right after, so the frame's
   first paint ("ratio") is reported beside it. Wall clock, and CPU time
   of the process ("cpu_*": what it computed, not what it waited for, so
   a loaded machine moves it less). "imports_only_ratio" is the floor
   under it: the bare window after importing only the modules of ours the
   app has loaded by the table's first paint, building nothing.
2. render: a full 12-player Ninety-Nine table (every card a sprite, zones,
   captions, cloth) vs a bare QGraphicsScene holding the same number of
   pixmap items, 1920x1200. "ratio" paints each in its view as the window
   does (our TableCanvas vs a bare QGraphicsView, whose viewport fills its
   background as every widget does). "scene_ratio" renders the scenes alone
   into an image; there the bare scene paints no background at all while
   ours paints the table cloth, so it overstates our cost by that fill.
   Target ≤ 1.3× bare.
3. simulate: Ninety-Nine games per second with 4 bots on one core (CPU
   time), plus the ratio against a bare loop that only shuffles and deals
   the same decks. Target ≥ 500 games/s.
4. long (only with ``--only long``; it takes minutes): a long seeded game
   played move by move in the real window, input-to-repaint per 100 moves
   beside the window's idle repaint and a bare view (``long_game.py``).
5. phones (only with ``--only phones``): a seeded game with three seats on
   phones over loopback WebSockets, tap to the shared table repainted
   (``phone_latency.py``).
6. load (only with ``--only load``): loading time against file size, for
   autosaves of undo lines and of moves and story, 0.1 to 3 MB; seconds
   per MB at the smallest and largest size, whose ratio is about 1 when
   loading is linear (``load.py``).

Numbers are medians of several runs, reported as ratios: the machine's own
speed cancels out. Nothing here is asserted in the test suite.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

BARE_START = """
import time, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication([])
w = QMainWindow(); w.setCentralWidget(QLabel("bare")); w.resize(1280, 820)
class Painted(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint and obj.isWidgetType() and obj.window() is w:
            print(time.time(), time.process_time(), flush=True)
            QTimer.singleShot(0, app.quit)
        return False
f = Painted(); app.installEventFilter(f)
QTimer.singleShot(20000, app.quit)  # never hang a benchmark
w.show()
app.exec()
"""

# The real entry point, exactly as the `cardtable` command runs it (resuming
# the autosaved game); the only addition is a watcher that reports the first
# paint of the window and of the table (wall clock and CPU time), then quits.
APP_START = """
import time, sys
from cardtable.app import cli
_make_app = cli._ensure_gui_app

def _watched_app():
    from PySide6.QtCore import QEvent, QObject, QTimer
    app = _make_app()
    class Painted(QObject):
        first = None
        def eventFilter(self, obj, ev):
            if ev.type() != QEvent.Type.Paint or not obj.isWidgetType():
                return False
            if self.first is None and type(obj.window()).__name__ == "MainWindow":
                self.first = (time.time(), time.process_time())
            if type(obj.parent()).__name__ == "TableCanvas":
                print(*self.first, time.time(), time.process_time(), flush=True)
                QTimer.singleShot(0, app.quit)
            return False
    app._bench_filter = Painted()
    app.installEventFilter(app._bench_filter)
    QTimer.singleShot(20000, app.quit)  # never hang a benchmark
    return app

cli._ensure_gui_app = _watched_app
cli.main([])
"""

# The floor under the start-up figure: the bare window, after importing the
# modules of ours the app has loaded by its table's first paint (and what
# they pull in: attrs, Qt's enums at their first use, ...). Nothing is built;
# whatever the app does beyond this is building, resuming and painting.
IMPORTS_START = """
import importlib
for _name in {modules!r}:
    importlib.import_module(_name)
""" + BARE_START

# APP_START, but at the table's first paint it writes the names of our loaded
# modules (the list IMPORTS_START imports) instead of the times.
MODULES_AT_TABLE = APP_START.replace(
    "print(*self.first, time.time(), time.process_time(), flush=True)",
    "print(*sorted(m for m in sys.modules if m.split('.')[0] == 'cardtable'), flush=True)")


def _first_paint(code: str, home: str) -> tuple[float, float, float, float]:
    """Seconds from launching the process to its window's first paint, and
    to the first paint of the table, in wall clock (interpreter start,
    imports, building, painting; not the shutdown) and in the process's CPU
    time (user and system) by then. The bare window's table is its window."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "CARDTABLE_HOME": home, "QT_QPA_PLATFORM": "offscreen"}
    start = time.time()
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    if out.returncode != 0 or not out.stdout.strip():
        raise RuntimeError(out.stderr[-2000:])
    first = [float(t) for t in out.stdout.split("\n")[0].split()]
    wall, cpu = first[0::2], first[1::2]  # (frame, table) or the bare window's one paint
    return wall[0] - start, wall[-1] - start, cpu[0], cpu[-1]


def bench_start(repeat: int) -> dict:
    import compileall

    from cardtable.engine.match import Match
    from cardtable.engine.protocol import PlayerSpec, Setup
    from cardtable.engine.record import save_record
    from cardtable.games import all_games

    # An installed app has its bytecode compiled (pip does it); a source tree
    # run with PYTHONDONTWRITEBYTECODE would recompile every module each start.
    compileall.compile_dir(str(ROOT / "cardtable"), quiet=1)
    home = tempfile.mkdtemp(prefix="cardtable-bench-")
    game = all_games()["ninety-nine"]
    m = Match(game, Setup((PlayerSpec("Ann"), PlayerSpec("Bot", True), PlayerSpec("Cy", True)), {}, 4))
    save_record(Path(home) / "autosave.cardtable.json", m.record())
    imports = IMPORTS_START.format(modules=_modules_at_table(home))
    runs: dict[str, list[float]] = {k: [] for k in ("bare", "app", "table", "bare_cpu", "app_cpu", "table_cpu",
                                                    "imports", "imports_cpu")}
    for _ in range(repeat):  # interleaved so load changes hit all alike
        bare, _same, bare_cpu, _same_cpu = _first_paint(BARE_START, home)
        first, ready, first_cpu, ready_cpu = _first_paint(APP_START, home)
        floor, _same, floor_cpu, _same_cpu = _first_paint(imports, home)
        for key, value in zip(runs, (bare, first, ready, bare_cpu, first_cpu, ready_cpu, floor, floor_cpu)):
            runs[key].append(value)
    m = {k: statistics.median(v) for k, v in runs.items()}
    return {"bare_s": round(m["bare"], 4), "app_s": round(m["app"], 4), "ratio": round(m["app"] / m["bare"], 3),
            "table_drawn_s": round(m["table"], 4), "table_drawn_ratio": round(m["table"] / m["bare"], 3),
            "target": 1.3,
            "bare_cpu_s": round(m["bare_cpu"], 4), "cpu_ratio": round(m["app_cpu"] / m["bare_cpu"], 3),
            "table_cpu_s": round(m["table_cpu"], 4), "table_cpu_ratio": round(m["table_cpu"] / m["bare_cpu"], 3),
            # the bare window after only importing what the table needs (IMPORTS_START)
            "imports_only_ratio": round(m["imports"] / m["bare"], 3),
            "imports_only_cpu_ratio": round(m["imports_cpu"] / m["bare_cpu"], 3)}


def _modules_at_table(home: str) -> list[str]:
    """Our modules loaded by the table's first paint (see IMPORTS_START)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "CARDTABLE_HOME": home, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-c", MODULES_AT_TABLE], capture_output=True, text=True, env=env,
                         timeout=120)
    names = out.stdout.split()
    if out.returncode != 0 or not names:
        raise RuntimeError(out.stderr[-2000:])
    return names


def bench_render(repeat: int) -> dict:
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

    from cardtable.engine.protocol import PlayerSpec, Setup
    from cardtable.games import all_games
    from cardtable.table.canvas import TableCanvas
    from cardtable.table.scene import TableScene

    QApplication.instance() or QApplication([])
    game = all_games()["ninety-nine"]
    setup = Setup(tuple(PlayerSpec(f"P{i}") for i in range(12)), {}, 3)
    state = game.create(setup)
    scene = TableScene()
    scene.show_view(game.view(state, 0), game.layout(12, game.normalise(setup).options, 0), animate=False)
    n_items = len(scene.sprites) + len(scene.zones)
    rect = scene.sceneRect()
    width, height = 1920, 1200

    from long_game import bare_card

    bare_scene = QGraphicsScene()
    pix = bare_card()
    for item in list(scene.sprites.values()) + list(scene.zones.values()):
        bare_scene.addPixmap(pix).setPos(item.pos())
    bare_scene.setSceneRect(rect)

    # 1. the window: each view paints its viewport, background included
    canvas = TableCanvas(scene)
    bare_view = QGraphicsView(bare_scene)
    for v in (canvas, bare_view):
        v.setFrameShape(QGraphicsView.Shape.NoFrame)
        v.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        v.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        v.resize(width, height)
        v.show()
    canvas.fit()
    bare_view.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
    QApplication.processEvents()

    def paint_window(v) -> float:
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        t = time.perf_counter()
        v.viewport().render(image)
        return time.perf_counter() - t

    # 2. the scene alone into an image at its shown scale (no view, no background for the bare one)
    scene_w = round(width if rect.width() / rect.height() >= width / height else height * rect.width() / rect.height())

    def render(s) -> float:
        image = QImage(scene_w, round(scene_w * rect.height() / rect.width()), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.black)
        t = time.perf_counter()
        p = QPainter(image)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        s.render(p, QRectF(0, 0, image.width(), image.height()), rect)
        p.end()
        return time.perf_counter() - t

    for f, s_ in ((paint_window, canvas), (paint_window, bare_view), (render, scene), (render, bare_scene)):
        f(s_)  # warm up caches and fonts
    runs: dict[str, list[float]] = {"window": [], "bare_window": [], "scene": [], "bare_scene": []}
    for _ in range(repeat * 10):  # interleaved so load changes hit all alike
        runs["window"].append(paint_window(canvas))
        runs["bare_window"].append(paint_window(bare_view))
        runs["scene"].append(render(scene))
        runs["bare_scene"].append(render(bare_scene))
    m = {k: statistics.median(v) * 1000 for k, v in runs.items()}
    canvas.close(), bare_view.close()
    return {"items": n_items, "window_ms": round(m["window"], 3), "bare_window_ms": round(m["bare_window"], 3),
            "ratio": round(m["window"] / m["bare_window"], 3),
            "scene_ms": round(m["scene"], 3), "bare_scene_ms": round(m["bare_scene"], 3),
            "scene_ratio": round(m["scene"] / m["bare_scene"], 3), "target": 1.3}


def bench_simulate(repeat: int) -> dict:
    from cardtable.app.cli import simulate
    from cardtable.engine.cards import standard_deck
    from cardtable.engine.rng import Rng
    from cardtable.games import all_games

    game = all_games()["ninety-nine"]
    games = 400

    def bare_loop() -> float:
        t = time.process_time()
        for k in range(games):
            order, _ = Rng.from_seed(k).shuffle(standard_deck())
            hands = [order[i::4][:7] for i in range(4)]
            assert hands
        return time.process_time() - t

    def ours() -> float:
        t = time.process_time()
        stats = simulate(game, 4, games, 1)
        assert stats["completed"] == games
        return time.process_time() - t

    o = statistics.median(ours() for _ in range(repeat))
    b = statistics.median(bare_loop() for _ in range(repeat))
    return {"games": games, "games_per_s": round(games / o, 1), "bare_deal_only_games_per_s": round(games / b, 1),
            "ratio_vs_deal_only": round(o / b, 2), "target_games_per_s": 500}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--only", choices=("start", "render", "simulate", "long", "phones", "load"))
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    results = {}
    for name, fn in (("start", bench_start), ("render", bench_render), ("simulate", bench_simulate)):
        if args.only in (None, name):
            results[name] = fn(args.repeat)
    if args.only == "long":
        from long_game import GAMES, run_game

        for game_id in GAMES:
            results[f"long {game_id}"] = run_game(game_id)["summary"]
    if args.only == "phones":
        from phone_latency import run as run_phones, summary

        results["phones"] = summary(run_phones())
    if args.only == "load":
        from load import run as run_load, summary as load_summary

        results.update(load_summary(run_load(repeat=args.repeat)))
    if args.json:
        print(json.dumps(results, indent=1))
    else:
        for name, r in results.items():
            print(f"{name:9s} " + "  ".join(f"{k}={v}" for k, v in r.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
