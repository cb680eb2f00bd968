"""Long-game benchmark: does a move cost the same at move 1,500 as at move 1?

    python benchmarks/long_game.py [--game ninety-nine|99-chances|all] [--moves N] [--json]

Plays a long seeded game move by move in the real main window (offscreen,
1600×1000), every seat human, the way people at the table do: each card is
dragged with the mouse onto its place (press, moves, release on the view),
moves with no gesture are clicked in the action bar, and at every hand-over
the 'Pass to …' and Ready buttons are clicked. The moves are those bots would
make (worked out beforehand on a bare Match with the same seed), so the run
is the same every time.

For each interaction we time "input to repainted window": from the mouse
release (or the click) to the end of the window's first paint pass that
repaints the table (Qt paints every widget marked dirty in one pass, then
puts the result on the screen). Animations are off, so that first repaint is
the whole change. Work the window defers until after that repaint (the side
docks catching up, a hover preview once the pointer rests) is timed as well,
as "settled": from the input until the event loop has nothing left to do. The results come per 100-move
window: median, p99 and max for moves (drops and clicks) and for the
hand-over buttons ('Pass to …' and Ready, reported as "ready"), beside
two baselines measured in the same window of the same run:

- ``idle_ms``: the window's own full repaint with nothing changed
  (``MainWindow.repaint()``: table, docks, bars), and ``idle_table_ms`` the
  table's viewport alone;
- ``bare_ms``: a bare QGraphicsView of the table's size holding as many
  pixmap items as the table has sprites and zones.

Targets (issue 16): p99 over moves 1,400–1,500 ≤ 1.2× p99 over 0–100, and
the median move ≤ 2× the idle full repaint.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

WIDTH, HEIGHT = 1600, 1000
WINDOW = 100

GAMES = {
    # 12 seats, lives and Remember to draw: seed 1 runs 1,720 moves with bots' choices
    "ninety-nine": dict(players=12, options={"lives": True, "remember_to_draw": True}, seed=1),
    "99-chances": dict(players=8, options={}, seed=1),
}


def percentile(values: list[float], p: float) -> float:
    s = sorted(values)
    if not s:
        return float("nan")
    k = min(len(s) - 1, max(0, round(p / 100 * (len(s) - 1))))
    return s[k]


def planned_moves(game, setup) -> list:
    """The moves bots make in this seeded game, worked out on a bare Match."""
    import attrs

    from cardtable.engine.match import Match
    from cardtable.engine.protocol import PlayerSpec

    bots = attrs.evolve(setup, players=tuple(PlayerSpec(p.name, True) for p in setup.players))
    m = Match(game, bots)
    m.run_bots()
    return [(s.seat, s.action) for s in m.steps]


def quiet_offscreen_warnings() -> None:
    """The offscreen platform warns on every dock/dialog resize; keep the report readable."""
    from PySide6.QtCore import qInstallMessageHandler

    def handler(mode, context, message):
        if "propagateSizeHints" not in message:
            print(message, file=sys.stderr)

    qInstallMessageHandler(handler)


class PaintCounter:
    """Counts paint events of one widget (the table's viewport)."""

    def __init__(self, widget) -> None:
        from PySide6.QtCore import QEvent, QObject

        class Filter(QObject):
            count = 0

            def eventFilter(self, obj, ev):  # noqa: N802
                if ev.type() == QEvent.Type.Paint:
                    Filter.count += 1
                return False

        self.filter = Filter()
        widget.installEventFilter(self.filter)

    @property
    def count(self) -> int:
        return type(self.filter).count


def bare_card():
    """The bare baselines' card: a plain pixmap of the size and kind our
    cards are (a rounded card with transparent corners)."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QPainter, QPixmap

    from cardtable.table.faces import CARD_H, CARD_W

    pix = QPixmap(int(CARD_W), int(CARD_H))
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor("#fffdf7"))
    p.drawRoundedRect(QRectF(0, 0, CARD_W, CARD_H), 7, 7)
    p.end()
    return pix


def bare_view(n_items: int, size):
    """A bare QGraphicsView of the table's size with ``n_items`` card pixmaps."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    from cardtable.table.faces import CARD_H, CARD_W

    scene = QGraphicsScene()
    pix = bare_card()
    cols = 24
    for i in range(n_items):
        scene.addPixmap(pix).setPos((i % cols) * CARD_W * 0.7, (i // cols) * CARD_H * 0.8)
    view = QGraphicsView(scene)
    view.bare_scene = scene  # kept alive with the view
    view.setFrameShape(QGraphicsView.Shape.NoFrame)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.resize(size)
    view.show()
    view.fitInView(scene.itemsBoundingRect(), Qt.AspectRatioMode.KeepAspectRatio)
    return view


class Clock:
    """Wall-clock and this thread's CPU time, in ms, from ``start`` to ``stop``.
    The machine may be shared: CPU time shows the work, wall time the wait.

    With a ``window`` and ``paints`` (the table's paints and the privacy
    screen's), the clock also notes when the first paint pass after ``start``
    that repaints the table, or the privacy screen coming up over it, ends
    (a Ready click waits for the table, not for its own button): Qt delivers
    each pass to the top-level window as one UpdateRequest event (paint every
    dirty widget, then flush to the screen), so the clock runs that event
    itself and reads the time as it returns. ``painted`` gives that moment
    (None if no pass repainted the table)."""

    def __init__(self, window=None, paints: "tuple[PaintCounter, ...]" = ()) -> None:
        self.armed = False
        self.painted_at: tuple[float, float] | None = None
        if window is not None:
            from PySide6.QtCore import QEvent, QObject

            clock = self

            class Pass(QObject):
                def eventFilter(self, obj, ev):  # noqa: N802
                    if not (clock.armed and obj is window and ev.type() == QEvent.Type.UpdateRequest):
                        return False
                    before = sum(p.count for p in clock.watched)
                    window.event(ev)  # the pass itself
                    if sum(p.count for p in clock.watched) != before:
                        clock.armed = False
                        clock.painted_at = clock._now()
                    return True

            self._pass = Pass()
            window.installEventFilter(self._pass)
        self.window, self.paints, self.watched = window, paints, paints

    def _now(self) -> tuple[float, float]:
        return (time.perf_counter() - self.t) * 1000, (time.thread_time() - self.c) * 1000

    def start(self) -> None:
        self.painted_at = None
        self.armed = hasattr(self, "_pass")
        if self.armed:  # the screen to wait for: the table, or the privacy screen if it is not up yet
            covered = self.window.pages.currentWidget() is self.window.privacy
            self.watched = self.paints[:1] if covered else self.paints
        self.t, self.c = time.perf_counter(), time.thread_time()

    def stop(self) -> tuple[float, float]:
        self.armed = False
        return self._now()

    def painted(self) -> tuple[float, float] | None:
        return self.painted_at


def timed_repaint(widget, n: int = 9) -> tuple[float, float]:
    """Median (wall, CPU) ms of a synchronous full repaint of ``widget``."""
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    runs = []
    clock = Clock()
    for _ in range(n):
        clock.start()
        widget.repaint()
        runs.append(clock.stop())
    return statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)


class Player:
    """Makes one planned move through the window as a user would."""

    def __init__(self, window, paints: "PaintCounter") -> None:
        self.w = window
        self.fallbacks = 0
        self.clock = Clock(window, (paints, PaintCounter(window.privacy)))
        self.settled: tuple[float, float] | None = None  # the last move's input to idle event loop
        self.planned = None  # the move being made: its words and its label answer the questions
        window.asker.sigAsking.connect(self._answer_dialog)

    def _answer(self, needs_or_dialog):
        """What the player answers for the planned move: the text the bot
        wrote, and the choice it made (the first when it is not offered)."""
        from cardtable.model.outcome import CHOICE, Needs

        action, label = self.planned
        if isinstance(needs_or_dialog, Needs):
            labels = list(needs_or_dialog.options) if needs_or_dialog.kind == CHOICE else []
        else:
            labels = list(needs_or_dialog.labels)
        if labels:
            return labels.index(label) if label in labels else 0
        return action.get("text", "")

    def _answer_dialog(self, dialog) -> None:
        """The window's question, answered through its dialog as a player does."""
        if self.planned is None:
            dialog.answer(None)
            return
        dialog.answer(self._answer(dialog))
        if dialog.isVisible():  # the words were refused: the box stays open; the move is made directly below
            dialog.answer(None)

    def _flush(self) -> None:
        from PySide6.QtWidgets import QApplication

        QApplication.processEvents()

    def _point(self, scene_point):
        return self.w.canvas.mapFromScene(scene_point)

    def _grip(self, zone: str, card):
        from PySide6.QtCore import QPointF

        scene = self.w.scene
        sprite = scene.sprites.get(card) if card is not None else None
        if sprite is None:
            in_zone = [s for s in scene.sprites.values() if s.zone == zone and not s.is_token]
            if in_zone and card is None:
                sprite = max(in_zone, key=lambda s: s.zValue())
        if sprite is not None:
            r = sprite.sceneBoundingRect()
            return QPointF(r.left() + min(14.0, r.width() / 4), r.center().y())
        return scene.zones[zone].sceneBoundingRect().center()

    def _timed(self, act) -> tuple[float, float]:
        """(wall, CPU) ms from ``act`` (the input) to the repaint that shows
        it; from the input until the event loop settles goes to ``settled``."""
        clock = self.clock
        clock.start()
        act()
        self._flush()
        self.settled = clock.stop()
        return clock.painted() or self.settled

    def _click(self, button) -> tuple[float, float]:
        """A click as a user makes it: the button is pressed (and drawn
        pressed) first; the time runs from the release, as for a drop."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        QTest.mousePress(button, Qt.MouseButton.LeftButton)
        self._flush()
        return self._timed(lambda: QTest.mouseRelease(button, Qt.MouseButton.LeftButton))

    def ready(self) -> tuple[float, float]:
        return self._click(self.w.privacy.button)

    def pass_on(self) -> tuple[float, float] | None:
        """A player who was just shown a card passes the table on ('Pass to …')."""
        from PySide6.QtWidgets import QPushButton

        button = self.w.findChild(QPushButton, "passButton")
        if getattr(self.w.session, "holding", None) is None or button is None:
            return None
        return self._click(button)

    def move(self, seat: int, action) -> tuple[str, tuple[float, float]]:
        """Make ``action``; returns (how, (wall, CPU) ms from release/click to repaint)."""
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest

        from cardtable.model.outcome import Refused, settle

        s = self.w.session
        before = len(s.match.steps)
        info = s.describe(action)
        self.planned = (action, info.label)  # the text a bot wrote, and the choice it made, answer the dialogs
        g = info.gesture
        ms = None
        how = "drop"
        if g is not None and g.src in self.w.scene.zones and g.dst in self.w.scene.zones:
            vp = self.w.canvas.viewport()
            a = self._point(self._grip(g.src, g.card))
            b = self._point(self.w.scene.zones[g.dst].sceneBoundingRect().center())
            QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
            for i in range(1, 5):
                QTest.mouseMove(vp, QPoint(a.x() + (b.x() - a.x()) * i // 4, a.y() + (b.y() - a.y()) * i // 4))
            self._flush()
            ms = self._timed(lambda: QTest.mouseRelease(vp, Qt.MouseButton.LeftButton,
                                                        Qt.KeyboardModifier.NoModifier, b))
        elif g is None:
            how = "click"
            from PySide6.QtWidgets import QPushButton

            buttons = self.w.action_bar.findChildren(QPushButton)
            button = next((b for b in buttons if b.isVisible() and b.text().replace("&", "") == info.label), None)
            if button is not None:
                ms = self._click(button)
        if len(s.match.steps) == before or not s.match.steps[before].action.same_move(action):
            if len(s.match.steps) != before:
                raise RuntimeError(f"the window made another move than planned at move {before + 1}")
            # the gesture did not land (a card hidden under its neighbours):
            # make the move as the window's own controller would on that drop
            self.fallbacks += 1
            how = "direct"
            outcomes = []
            ms = self._timed(lambda: outcomes.append(settle(s.send, s.perform(seat, action), self._answer)))
            outcome = outcomes[0]
            if isinstance(outcome, Refused):
                raise RuntimeError(f"move {before + 1} ({action}) refused: {outcome.reason}")
        return how, ms


def game_window(app, games, game_id: str, setup, prefix: str):
    """The real main window at WIDTH×HEIGHT (animations off, a data folder
    of its own under a new temporary folder named ``prefix``…), showing a
    new game of ``game_id``."""
    from cardtable.app.config import AppConfig
    from cardtable.app.main_window import MainWindow
    from cardtable.table.style import TableStyle

    home = tempfile.mkdtemp(prefix=prefix)
    w = MainWindow(games, AppConfig(Path(home), bot_delay_ms=0))
    w.apply_style(TableStyle(animation="off"))
    w.resize(WIDTH, HEIGHT)
    w.show()
    for _ in range(5):
        app.processEvents()
    w.new_game(game_id, setup)
    app.processEvents()
    return w


def run_game(game_id: str, max_moves: int | None = None, verbose: bool = False) -> dict:
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QApplication

    from cardtable.engine.protocol import PlayerSpec, Setup
    from cardtable.games import all_games

    app = QApplication.instance() or QApplication([])
    quiet_offscreen_warnings()
    spec = GAMES[game_id]
    games = all_games()
    game = games[game_id]
    setup = Setup(tuple(PlayerSpec(f"Player {i + 1}") for i in range(spec["players"])), spec["options"], spec["seed"])
    plan = planned_moves(game, setup)
    if max_moves:
        plan = plan[:max_moves]

    w = game_window(app, games, game_id, setup, "cardtable-long-")
    paints = PaintCounter(w.canvas.viewport())
    player = Player(w, paints)
    bare = None

    windows: list[dict] = []
    cur: dict = {"moves": [], "ready": [], "settled": []}
    unpainted = 0
    all_ms: list[tuple[float, float]] = []
    all_settled: list[tuple[float, float]] = []

    def close_window(start: int) -> None:
        nonlocal bare
        n_items = len(w.scene.sprites) + len(w.scene.zones)
        if bare is None or len(bare.bare_scene.items()) != n_items:
            if bare is not None:
                bare.close()
            bare = bare_view(n_items, w.canvas.viewport().size() if w.canvas.isVisible() else QSize(1200, 900))
        # the baselines need the table on screen
        if w.session.covered:  # the game's last move handed over: show the table for the baselines
            player.ready()
        idle_table = timed_repaint(w.canvas.viewport())
        idle = timed_repaint(w)
        bare_ms = timed_repaint(bare.viewport())
        row = {"from": start, "to": start + WINDOW, "n": len(cur["moves"]), "ready_n": len(cur["ready"]),
               "items": n_items}
        for clock, k in (("", 0), ("cpu_", 1)):
            m = [v[k] for v in cur["moves"]]
            r = [v[k] for v in cur["ready"]]
            settled = [v[k] for v in cur["settled"]]
            row.update({
                f"{clock}median_ms": round(statistics.median(m), 2) if m else None,
                f"{clock}p99_ms": round(percentile(m, 99), 2) if m else None,
                f"{clock}max_ms": round(max(m), 2) if m else None,
                f"{clock}ready_median_ms": round(statistics.median(r), 2) if r else None,
                f"{clock}ready_p99_ms": round(percentile(r, 99), 2) if r else None,
                f"{clock}settled_median_ms": round(statistics.median(settled), 2) if settled else None,
                f"{clock}settled_p99_ms": round(percentile(settled, 99), 2) if settled else None,
                f"{clock}idle_ms": round(idle[k], 2), f"{clock}idle_table_ms": round(idle_table[k], 2),
                f"{clock}bare_ms": round(bare_ms[k], 3),
            })
        windows.append(row)
        if verbose:
            print(json.dumps(row), file=sys.stderr, flush=True)

    start = 0
    for i, (seat, action) in enumerate(plan):
        s = w.session
        if s.covered:
            p0 = paints.count
            cur["ready"].append(player.ready())
            unpainted += paints.count == p0
        if i - start >= WINDOW:  # the baselines are measured with the table showing
            close_window(start)
            start += WINDOW
            cur = {"moves": [], "ready": [], "settled": []}
        p0 = paints.count
        _how, ms = player.move(seat, action)
        if not s.covered:  # behind the privacy screen the table is not painted
            unpainted += paints.count == p0
        cur["moves"].append(ms)
        cur["settled"].append(player.settled)
        all_ms.append(ms)
        all_settled.append(player.settled)
        passed = player.pass_on()
        if passed is not None:
            cur["ready"].append(passed)
    if cur["moves"]:
        close_window(start)
    # the yardstick is moves 1,400-1,500; a shorter run uses its last full window
    full = [r for r in windows if r["n"] == WINDOW]
    first = windows[0]
    last_full = next((r for r in full if r["from"] == 1400), full[-1])
    result = {
        "game": game_id, "players": spec["players"], "options": spec["options"], "seed": spec["seed"],
        "moves": len(plan), "size": f"{WIDTH}x{HEIGHT}", "fallback_moves": player.fallbacks,
        "moves_without_table_paint": unpainted,
        "windows": windows,
    }
    result["summary"] = {}
    for clock, k in (("", 0), ("cpu_", 1)):
        med = statistics.median(v[k] for v in all_ms)
        settled = statistics.median(v[k] for v in all_settled)
        idle = statistics.median(r[f"{clock}idle_ms"] for r in windows)
        result["summary"].update({
            f"{clock}p99_first_ms": first[f"{clock}p99_ms"], f"{clock}p99_last_ms": last_full[f"{clock}p99_ms"],
            f"{clock}p99_growth": round(last_full[f"{clock}p99_ms"] / first[f"{clock}p99_ms"], 3),
            f"{clock}median_move_ms": round(med, 2),
            f"{clock}median_settled_ms": round(settled, 2),
            f"{clock}median_idle_ms": round(idle, 2),
            f"{clock}median_idle_table_ms": round(statistics.median(r[f"{clock}idle_table_ms"] for r in windows), 2),
            f"{clock}median_bare_ms": round(statistics.median(r[f"{clock}bare_ms"] for r in windows), 3),
            f"{clock}median_vs_idle": round(med / idle, 3),
            f"{clock}settled_vs_idle": round(settled / idle, 3),
        })
    result["summary"].update({"p99_last_window": f"{last_full['from']}-{last_full['to']}",
                              "target_p99_growth": 1.2, "target_vs_idle": 2.0})
    w.session.shutdown()
    w.close()
    if bare is not None:
        bare.close()
    app.processEvents()
    return result


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", choices=(*GAMES, "all"), default="all")
    ap.add_argument("--moves", type=int, default=None, help="stop after this many moves")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("-v", "--verbose", action="store_true", help="print each window as it closes")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    out = []
    for game_id in (GAMES if args.game == "all" else [args.game]):
        out.append(run_game(game_id, args.moves, args.verbose))
    if args.json:
        print(json.dumps(out, indent=1))
    else:
        for r in out:
            print_table(r)
    return 0


def print_table(r: dict) -> None:
    print(f"{r['game']}: {r['players']} seats, {r['options']}, seed {r['seed']}, {r['moves']} moves, {r['size']}"
          f" (moves made directly after a missed drag: {r['fallback_moves']};"
          f" moves without a table repaint: {r['moves_without_table_paint']})")
    for clock, title in (("", "wall clock"), ("cpu_", "CPU time of the GUI thread")):
        print(f"-- {title} (ms)")
        print(f"{'moves':>11} {'n':>4} {'median':>7} {'p99':>7} {'max':>7} | {'ready':>6} {'r.p99':>7} |"
              f" {'settled':>7} {'s.p99':>7} | {'idle':>6} {'idle tbl':>8} {'bare':>6}")
        for w in r["windows"]:
            def f(key, width=7):
                v = w[clock + key]
                return f"{v:>{width}.2f}" if isinstance(v, (int, float)) else f"{'-':>{width}}"
            print(f"{w['from']:>5}-{w['to']:<5} {w['n']:>4} {f('median_ms')} {f('p99_ms')} {f('max_ms')} |"
                  f" {f('ready_median_ms', 6)} {f('ready_p99_ms')} | {f('settled_median_ms')} {f('settled_p99_ms')} |"
                  f" {f('idle_ms', 6)} {f('idle_table_ms', 8)}"
                  f" {f('bare_ms', 6)}")
    print("summary: " + "  ".join(f"{k}={v}" for k, v in r["summary"].items()))


if __name__ == "__main__":
    sys.exit(main())
