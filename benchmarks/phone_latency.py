"""Phone latency benchmark: a tap on a phone to the shared table repainted, over a whole game on loopback.

    python benchmarks/phone_latency.py [--seed S] [--json] [--max-taps N]

A seeded 99 Chances game of four people in the real main window (offscreen,
1600×1000, animations off, a data folder of its own): seats 1–3 play from
phones, seat 4 at the screen. The phones' desk (:class:`cardtable.remote.desk.Desk`)
is made on the window's session and its server
(:class:`cardtable.remote.transport.PhoneServer`) listens on 127.0.0.1, any
free port. The phones are real WebSocket clients (aiohttp) on an asyncio
loop in a thread of their own, speaking the wire protocol
(:mod:`cardtable.remote.wire`): ``hello`` with the seat's token, then the
page's messages on the view they last received.

The moves are those bots would make (worked out beforehand on a bare Match
with the same seed, as ``long_game.py`` does), so the run is the same every
time. A phone's move is turned into the message its page sends
(``tests/phone_driver.py``: :func:`plan`, :func:`tap_messages`); a question
the host asks back is answered by the phone at once (:func:`answer_for`)
and the answer is then the message that makes the move. Moves that several
phones may make at once (99 Chances' secret evaluations) are tapped one at
a time, each waiting for the last to be done, so every tap is timed alone.
Seat 4's moves are made in the window as ``long_game.py``'s player makes
them (a drag or a click, the privacy screen's Ready, "Pass to …"); they are
timed apart, as a yardstick. The person at the screen presses Ready as soon
as the privacy screen comes up, so phones mostly play while the table shows.
Before each tap the window has done all it had to (its docks have followed
the last repaint).

For each phone move two figures, from the moment the phone sends the
message (``time.perf_counter`` in the phones' thread; one process, one
clock):

- **tap → table repainted**: to the end of the shared window's first paint
  pass that repaints the table (or brings the privacy screen up over it)
  after the move: ``long_game.Clock``'s notion;
- **tap → phone updated**: to the moment the phone has received its new view.

Beside the first, the main thread's CPU time over it (from just before the
message is handed to the phones' thread: it shows the work, where the wall
clock also shows waiting on a busy machine or on the other threads for
Python's lock; the phones' thread is in this process, a real phone is not).
Beside them, measured in the same run: the window's idle full repaint
(``long_game.timed_repaint``, the table showing), and the median move made
at the screen (input to repainted), so the figures read as ratios. Where
the time goes: the median time from the tap to the desk being called on
the main thread (the server's thread and the queued bridge), the desk's
handling of the message (the move, the window's reaction to it, and the
phones' views cut again: those alone given too), and from the desk's return
to the repaint and to the phone's receipt.

``--json`` adds every tap's figures (``per_tap``). The seeded game is short
(seed 1: 54 moves, 41 of them phone taps), so its p99 is its slowest tap.

Targets (issue): tap → table repainted median ≤ 50 ms, p99 ≤ 100 ms.
A whole game; the run stops with an error past 3,000 moves, and every wait
is on a condition with a time limit. Loopback only.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
for _p in (str(ROOT), str(Path(__file__).resolve().parent)):  # tests.phone_driver; long_game
    if _p not in sys.path:
        sys.path.insert(0, _p)

from long_game import (HEIGHT, WIDTH, Clock, PaintCounter, Player, game_window, percentile,  # noqa: E402
                       planned_moves, timed_repaint)

GAME = "99-chances"
PEOPLE = 4
PHONES = (0, 1, 2)  # seats played from phones
SCREEN = 3  # the seat played at the window
SEED = 1
MAX_MOVES = 3000
WAIT_S = 15.0  # a bound for failure only: every wait ends as soon as its condition holds
IDLE_EVERY = 10  # the idle repaint is measured every this many moves (table showing), and at the end
TARGET_MEDIAN_MS, TARGET_P99_MS = 50.0, 100.0


class BenchmarkError(RuntimeError):
    pass


# -- the phones ----------------------------------------------------------------------------
@dataclass
class Tap:
    """One phone move in flight: the message, and the moments (perf_counter s) it went through."""

    seat: int
    msg: dict[str, Any]
    plan: Any  # tests.phone_driver.Plan
    v: int  # the view it was made on
    first_sent: float | None = None  # the first message
    sent: float | None = None  # the message that made the move (the answer, after a question)
    questions: int = 0
    asked: list[float] = field(default_factory=list)  # each message that was asked a question back: ms to it
    updated: float | None = None  # the phone received its new view
    problem: str | None = None
    done: bool = False


@dataclass
class Phones:
    """The phones: one WebSocket each to ``ws_url``, saying hello with its
    seat's token, on an asyncio loop in a thread of their own. ``wake`` is
    called (from that thread) whenever a message came in: the main thread
    may be waiting for it."""

    ws_url: str
    tokens: dict[int, str]
    wake: Callable[[], None]
    views: dict[int, dict] = field(default_factory=dict)  # the last view each phone received
    welcomed: dict[int, dict] = field(default_factory=dict)
    stray: list[str] = field(default_factory=list)  # refusals and errors outside a tap
    tap: Tap | None = None
    received: int = 0  # messages received, all phones
    received_bytes: int = 0
    closed: int = 0
    sockets: dict[int, Any] = field(default_factory=dict)
    readers: list[asyncio.Task] = field(default_factory=list)
    session: Any = None  # aiohttp.ClientSession
    loop: asyncio.AbstractEventLoop | None = None

    def start(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="bench-phones", daemon=True)
        self.thread.start()
        self.connecting = self._run(self._connect())
        self.connecting.add_done_callback(lambda _f: self.wake())

    def _run(self, coro):
        """Run ``coro`` on the phones' loop; returns at once with its future."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def connected(self) -> bool:
        """Every phone has its welcome and its first view (raises what connecting raised)."""
        if self.connecting.done():
            self.connecting.result()
        return all(seat in self.views and seat in self.welcomed for seat in self.tokens)

    async def _connect(self) -> None:
        import aiohttp

        self.session = aiohttp.ClientSession()
        for seat, token in self.tokens.items():
            ws = await self.session.ws_connect(self.ws_url, autoping=True, compress=0)
            self.sockets[seat] = ws
            self.readers.append(asyncio.create_task(self._read(seat, ws)))
            await ws.send_str(json.dumps({"t": "hello", "token": token}))

    async def _read(self, seat: int, ws) -> None:
        from aiohttp import WSMsgType

        from tests.phone_driver import answer_for

        try:
            async for m in ws:
                now = time.perf_counter()
                if m.type is not WSMsgType.TEXT:
                    continue
                self.received += 1
                self.received_bytes += len(m.data.encode())
                data = json.loads(m.data)
                kind = data.get("t")
                tap = self.tap if self.tap is not None and self.tap.seat == seat and not self.tap.done else None
                if kind == "view":
                    self.views[seat] = data
                    if tap is not None and data["v"] > tap.v:
                        question = data.get("question")
                        if question is None:
                            tap.updated, tap.done = now, True
                        elif tap.questions >= 6:
                            tap.problem, tap.done = f"asked {tap.questions} questions", True
                        else:  # the phone answers at once: the answer is the message that makes the move
                            tap.questions += 1
                            tap.asked.append((now - tap.sent) * 1000)
                            text = json.dumps({"t": "answer", "v": data["v"], "q": question["q"],
                                               "value": answer_for(question, tap.plan)})
                            tap.sent = time.perf_counter()
                            await ws.send_str(text)
                elif kind == "welcome":
                    self.welcomed[seat] = data
                elif kind in ("refused", "error", "denied"):
                    if tap is not None:
                        tap.problem, tap.done = f"{kind}: {data.get('reason')}", True
                    else:
                        self.stray.append(f"seat {seat + 1} {kind}: {data.get('reason')}")
                self.wake()
        finally:
            self.closed += 1
            self.wake()

    def send(self, tap: Tap) -> None:
        """Tap: the phone sends ``tap.msg`` (its clock starts as it does)."""
        async def go() -> None:
            self.tap = tap
            text = json.dumps(tap.msg)
            tap.first_sent = tap.sent = time.perf_counter()
            await self.sockets[tap.seat].send_str(text)

        self._run(go())

    def close(self) -> None:
        if self.loop is None:
            return

        async def down() -> None:
            for ws in self.sockets.values():
                await ws.close()
            if self.session is not None:
                await self.session.close()
            if self.readers:
                await asyncio.wait(self.readers, timeout=WAIT_S)

        try:
            self._run(down()).result(WAIT_S)
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(WAIT_S)
            self.loop.close()


# -- the main thread -----------------------------------------------------------------------
class Waiter:
    """Turns the Qt event loop until a condition holds (bounded): it sleeps
    in the loop until an event comes (a phone's message over the queued
    bridge, a paint, a phone's news through :meth:`wake`), never polls."""

    def __init__(self, app) -> None:
        from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

        class Wake(QObject):
            sig = Signal()

            @Slot()
            def nothing(self) -> None:
                pass  # the event itself wakes the loop

        self.app = app
        self._wake = Wake()
        self._wake.sig.connect(self._wake.nothing, Qt.ConnectionType.QueuedConnection)
        self._limit = QTimer()
        self._limit.setSingleShot(True)

    def wake(self) -> None:
        """From any thread: the main thread looks at its condition again."""
        self._wake.sig.emit()

    def until(self, condition: Callable[[], Any], what: str, timeout: float = WAIT_S) -> None:
        from PySide6.QtCore import QEventLoop

        end = time.perf_counter() + timeout
        try:
            while not condition():
                left = end - time.perf_counter()
                if left <= 0:
                    raise BenchmarkError(f"timed out ({timeout:.0f} s) waiting for {what}")
                self._limit.start(max(1, int(left * 1000)))
                self.app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
        finally:
            self._limit.stop()


class Timeline:
    """The desk's calls on the main thread, timed (a wrapper of the
    instance's methods: the desk's code is unchanged)."""

    def __init__(self, desk) -> None:
        # per message: (entered, returned, seconds of it spent cutting the phones' views)
        self.handled: list[tuple[float, float, float]] = []
        self.view_s = 0.0  # time spent cutting phones' views, in all
        handle, view = desk.handle, desk.view

        def timed_handle(seat, msg):
            t, v = time.perf_counter(), self.view_s
            try:
                return handle(seat, msg)
            finally:
                self.handled.append((t, time.perf_counter(), self.view_s - v))

        def timed_view(seat):
            t = time.perf_counter()
            try:
                return view(seat)
            finally:
                self.view_s += time.perf_counter() - t

        desk.handle, desk.view = timed_handle, timed_view


def _stats(values: list[float]) -> dict[str, Any]:
    if not values:
        return {"n": 0, "median_ms": None, "p90_ms": None, "p99_ms": None, "max_ms": None}
    return {"n": len(values), "median_ms": round(statistics.median(values), 2),
            "p90_ms": round(percentile(values, 90), 2), "p99_ms": round(percentile(values, 99), 2),
            "max_ms": round(max(values), 2)}


def _median(values: list[float]) -> float | None:
    return round(statistics.median(values), 2) if values else None


def run(seed: int = SEED, max_taps: int | None = None, quiet: bool = True) -> dict[str, Any]:
    from PySide6.QtWidgets import QApplication

    from cardtable.engine.protocol import PlayerSpec, Setup
    from cardtable.games import all_games
    from cardtable.remote.desk import Desk
    from cardtable.remote.transport import PhoneServer
    from tests.phone_driver import plan as phone_plan, tap_messages

    app = QApplication.instance() or QApplication([])
    if quiet:
        from long_game import quiet_offscreen_warnings

        quiet_offscreen_warnings()
    games = all_games()
    game = games[GAME]
    setup = Setup(tuple(PlayerSpec(f"Player {i + 1}") for i in range(PEOPLE)), {}, seed)
    moves = planned_moves(game, setup)
    if len(moves) > MAX_MOVES:
        raise BenchmarkError(f"the seeded game runs {len(moves)} moves, more than {MAX_MOVES:,}")

    w = game_window(app, games, GAME, setup, "cardtable-phones-")
    s = w.session
    paints = PaintCounter(w.canvas.viewport())
    player = Player(w, paints)
    clock: Clock = player.clock  # one clock for the screen's moves and the phones'
    waiter = Waiter(app)

    desk = Desk(s)
    timeline = Timeline(desk)
    server = PhoneServer(desk, "127.0.0.1", 0)
    phones = None
    try:
        server.start()
        host, port = server.address
        phones = Phones(f"ws://{host}:{port}/ws", {seat: desk.invite(seat) for seat in PHONES}, waiter.wake)
        phones.start()
        waiter.until(lambda: phones.connected() or phones.stray, "the phones' hello")
        if phones.stray:
            raise BenchmarkError(f"the phones were not let in: {phones.stray}")
        if set(s.remote) != set(PHONES):
            raise BenchmarkError(f"the session plays {sorted(s.remote)} from phones, not {list(PHONES)}")

        records: list[dict[str, Any]] = []  # one per phone tap (ms from the message that made the move)
        screen_ms: list[float] = []
        screen_cpu: list[float] = []
        ready_ms: list[float] = []
        pass_ms: list[float] = []
        idle: list[tuple[float, float]] = []
        idle_table: list[tuple[float, float]] = []
        hows: dict[str, int] = {}
        load = [round(os.getloadavg()[0], 2)] if hasattr(os, "getloadavg") else []

        def settle() -> None:
            """The window has done all it had to (its docks follow a repaint a moment later)."""
            waiter.until(lambda: not w.docks_behind, "the window's docks")
            app.processEvents()

        def screen_hands_over() -> None:
            """The person at the screen: passes a card just seen on, presses Ready."""
            if s.holding is not None:
                passed = player.pass_on()
                if passed is not None:
                    pass_ms.append(passed[0])
                settle()
            if s.covered:
                ready_ms.append(player.ready()[0])
                settle()

        def measure_idle() -> None:
            if s.covered or s.holding is not None or not w.canvas.isVisible():
                return
            idle.append(timed_repaint(w))
            idle_table.append(timed_repaint(w.canvas.viewport()))

        def phone_move(i: int, seat: int, action) -> dict[str, Any]:
            """Tap ``action`` on seat's phone; the tap's record."""
            current = desk.view(seat)["v"]  # the phone acts on the desk's last view of it
            waiter.until(lambda: phones.views.get(seat, {}).get("v") == current, f"seat {seat + 1}'s view")
            view = phones.views[seat]
            p = phone_plan(s, seat, view, action)
            if p is None:
                raise BenchmarkError(f"move {i + 1}: seat {seat + 1}'s page offers no way to make "
                                     f"{s.describe(action).label!r}")
            tap = Tap(seat, tap_messages(p, view), p, view["v"])
            settle()
            handled = len(timeline.handled)
            covered = w.pages.currentWidget() is w.privacy
            clock.start()
            phones.send(tap)
            waiter.until(lambda: tap.problem is not None or tap.done and len(s.match.steps) > i,
                         f"move {i + 1} (seat {seat + 1}: {p.kind} {p.label!r})")
            app.processEvents()  # the repaint, if the move's pass is still queued
            painted = clock.painted()
            clock.stop()
            if tap.problem is not None:
                raise BenchmarkError(f"move {i + 1}: seat {seat + 1}'s {p.kind} {p.label!r}: {tap.problem}")
            step = s.match.steps[i]
            if step.seat != seat or not step.action.same_move(action):
                raise BenchmarkError(f"move {i + 1}: the phone made another move than planned")
            if len(timeline.handled) == handled:
                raise BenchmarkError(f"move {i + 1}: the desk was never called")
            settle()
            settled = time.perf_counter()  # a bound: the wait wakes at the docks' event or just after
            entered, returned, views_s = timeline.handled[-1]  # the message that made the move

            def ms(a: float, b: float) -> float:
                return round((b - a) * 1000, 3)

            r = {"move": i + 1, "seat": seat + 1, "kind": p.kind, "questions": tap.questions,
                 "asked_ms": [round(a, 3) for a in tap.asked],
                 "table_ms": None, "table_cpu_ms": None, "privacy_up": False,
                 "phone_ms": ms(tap.sent, tap.updated), "settled_ms": ms(tap.sent, settled),
                 "to_desk_ms": ms(tap.sent, entered), "desk_ms": ms(entered, returned),
                 "views_ms": round(views_s * 1000, 3),
                 "desk_to_table_ms": None, "desk_to_phone_ms": ms(returned, tap.updated),
                 "first_message_to_table_ms": None}
            if painted is not None:  # else no pass repainted the table
                at = clock.t + painted[0] / 1000
                if at < returned:
                    raise BenchmarkError(f"move {i + 1}: a repaint before the move was counted")
                r.update(table_ms=ms(tap.sent, at), table_cpu_ms=round(painted[1], 3),
                         desk_to_table_ms=ms(returned, at),
                         privacy_up=not covered and w.pages.currentWidget() is w.privacy,
                         first_message_to_table_ms=ms(tap.first_sent, at) if tap.questions else None)
            return r

        for i, (seat, action) in enumerate(moves):
            if max_taps is not None and len(records) >= max_taps:
                break
            if len(s.match.steps) != i:
                raise BenchmarkError(f"move {i + 1}: the game has {len(s.match.steps)} moves, not {i}")
            screen_hands_over()
            if i % IDLE_EVERY == 0:
                measure_idle()
            if seat == SCREEN:
                how, ms = player.move(seat, action)
                hows[how] = hows.get(how, 0) + 1
                screen_ms.append(ms[0])
                screen_cpu.append(ms[1])
                settle()
            else:
                records.append(phone_move(i, seat, action))
        if max_taps is None and not s.match.over:
            raise BenchmarkError(f"the game did not end after its {len(moves)} planned moves")
        screen_hands_over()
        measure_idle()
        if phones.stray:
            raise BenchmarkError(f"the phones were refused: {phones.stray}")
        if hasattr(os, "getloadavg"):
            load.append(round(os.getloadavg()[0], 2))

        def col(key: str, where: Callable[[dict], bool] = lambda r: True) -> list[float]:
            return [r[key] for r in records if r[key] is not None and where(r)]

        idle_ms = statistics.median(v[0] for v in idle) if idle else None
        idle_table_ms = statistics.median(v[0] for v in idle_table) if idle_table else None
        screen_median = _median(screen_ms)
        table = _stats(col("table_ms"))
        kinds: dict[str, int] = {}
        for r in records:
            kinds[r["kind"]] = kinds.get(r["kind"], 0) + 1
        slowest = sorted((r for r in records if r["table_ms"] is not None), key=lambda r: -r["table_ms"])[:3]
        return {
            "game": GAME, "people": PEOPLE, "phones": [p + 1 for p in PHONES], "screen": SCREEN + 1,
            "seed": seed, "moves": len(s.match.steps), "over": s.match.over, "size": f"{WIDTH}x{HEIGHT}",
            "server": "127.0.0.1 (loopback)", "load_average_1min": load,
            "taps": len(records), "tap_kinds": kinds, "questions_answered": sum(r["questions"] for r in records),
            "taps_without_table_paint": sum(r["table_ms"] is None for r in records),
            "taps_bringing_privacy_screen": sum(r["privacy_up"] for r in records),
            "tap_to_table": table,
            "tap_to_table_cpu_main": _stats(col("table_cpu_ms")),
            "tap_to_table_where_table_stayed": _stats(col("table_ms", lambda r: not r["privacy_up"])),
            "tap_to_privacy_screen_up": _stats(col("table_ms", lambda r: r["privacy_up"])),
            "tap_to_phone": _stats(col("phone_ms")),
            "tap_to_question_shown": _stats([a for r in records for a in r["asked_ms"]]),
            "tap_to_settled_median_ms": _median(col("settled_ms")),
            "first_message_to_table_median_ms": _median(col("first_message_to_table_ms")),
            "phone_messages_received": phones.received,
            "phone_kb_received": round(phones.received_bytes / 1024, 1),
            "breakdown_median_ms": {
                "tap_to_desk_called": _median(col("to_desk_ms")), "desk_handle": _median(col("desk_ms")),
                "of_which_phone_views": _median(col("views_ms")),
                "desk_returned_to_table_painted": _median(col("desk_to_table_ms")),
                "desk_returned_to_phone_updated": _median(col("desk_to_phone_ms")),
            },
            "slowest_taps": slowest,
            "screen_moves": {**_stats(screen_ms), "cpu_median_ms": _median(screen_cpu), "how": hows},
            "screen_ready": _stats(ready_ms), "screen_pass_on": _stats(pass_ms),
            "idle_repaint_ms": round(idle_ms, 2) if idle_ms is not None else None,
            "idle_table_repaint_ms": round(idle_table_ms, 2) if idle_table_ms is not None else None,
            "idle_samples": len(idle),
            "ratios": {
                "tap_to_table_median_vs_idle": round(table["median_ms"] / idle_ms, 2)
                if idle_ms and table["n"] else None,
                "tap_to_table_median_vs_screen_move": round(table["median_ms"] / screen_median, 2)
                if screen_median and table["n"] else None,
            },
            "targets": {"tap_to_table_median_ms": TARGET_MEDIAN_MS, "tap_to_table_p99_ms": TARGET_P99_MS,
                        "met": bool(table["n"]) and table["median_ms"] <= TARGET_MEDIAN_MS
                        and table["p99_ms"] <= TARGET_P99_MS},
            "server_refused": dict(server.stats),
            "per_tap": records,
        }
    finally:
        try:
            if phones is not None:
                phones.close()
        finally:
            server.stop()
            desk.close()
            if w.session is not None:
                w.session.shutdown()
            w.close()
            app.processEvents()


def summary(r: dict[str, Any]) -> dict[str, Any]:
    """The run in one line of figures (``run.py --only phones``)."""
    table, phone = r["tap_to_table"], r["tap_to_phone"]
    return {"taps": r["taps"], **{f"table_{k}": v for k, v in table.items() if k != "n"},
            "phone_median_ms": phone["median_ms"], "phone_p99_ms": phone["p99_ms"],
            "idle_ms": r["idle_repaint_ms"], "screen_move_median_ms": r["screen_moves"]["median_ms"],
            "target_median_ms": TARGET_MEDIAN_MS, "target_p99_ms": TARGET_P99_MS, "met": r["targets"]["met"]}


def print_table(r: dict[str, Any]) -> None:
    print(f"{r['game']}: {r['people']} people, seed {r['seed']}, {r['moves']} moves"
          f"{'' if r['over'] else ' (stopped early)'}, {r['size']}; seats {r['phones']} on phones over"
          f" {r['server']}, seat {r['screen']} at the screen")
    print(f"phone taps: {r['taps']} {r['tap_kinds']}; questions answered {r['questions_answered']};"
          f" taps without a table repaint {r['taps_without_table_paint']};"
          f" taps that brought the privacy screen up {r['taps_bringing_privacy_screen']}")
    print(f"{'(ms)':<34} {'n':>4} {'median':>8} {'p90':>8} {'p99':>8} {'max':>8}")

    def row(name: str, st: dict[str, Any]) -> None:
        def f(k: str) -> str:
            v = st.get(k)
            return f"{v:>8.2f}" if isinstance(v, (int, float)) else f"{'-':>8}"
        print(f"{name:<34} {st['n']:>4} {f('median_ms')} {f('p90_ms')} {f('p99_ms')} {f('max_ms')}")

    row("tap -> table repainted", r["tap_to_table"])
    row("  of which: the table stayed up", r["tap_to_table_where_table_stayed"])
    row("  of which: privacy screen came up", r["tap_to_privacy_screen_up"])
    row("  the main thread's CPU meanwhile", r["tap_to_table_cpu_main"])
    row("tap -> phone updated", r["tap_to_phone"])
    row("message -> question on the phone", r["tap_to_question_shown"])
    row("screen: input -> repainted", r["screen_moves"])
    row("screen: Ready -> repainted", r["screen_ready"])
    print(f"idle repaint: window {r['idle_repaint_ms']} ms, table {r['idle_table_repaint_ms']} ms"
          f" ({r['idle_samples']} samples); tap -> docks settled (median): {r['tap_to_settled_median_ms']} ms")
    print(f"the phones received {r['phone_messages_received']} messages, {r['phone_kb_received']} KB;"
          f" the server refused {r['server_refused'] or 'nothing'}")
    ratios = r["ratios"]
    print(f"tap -> table median = {ratios['tap_to_table_median_vs_idle']}x the idle repaint,"
          f" {ratios['tap_to_table_median_vs_screen_move']}x a move at the screen")
    print("where the time goes (medians, ms): " + ", ".join(f"{k.replace('_', ' ')} {v}"
                                                           for k, v in r["breakdown_median_ms"].items()))
    for x in r["slowest_taps"]:
        print(f"  slow tap: move {x['move']} seat {x['seat']} {x['kind']}: {x['table_ms']:.1f} ms to the table"
              f" (main thread CPU {x['table_cpu_ms']:.1f}; to the desk {x['to_desk_ms']:.1f}, desk {x['desk_ms']:.1f}"
              f" of which views {x['views_ms']:.1f}, then {x['desk_to_table_ms']:.1f} to the repaint)")
    if r["load_average_1min"]:
        print(f"machine load (1 min average) before/after: {r['load_average_1min']}")
    t = r["targets"]
    print(f"targets: median <= {t['tap_to_table_median_ms']:.0f} ms, p99 <= {t['tap_to_table_p99_ms']:.0f} ms:"
          f" {'met' if t['met'] else 'NOT met'}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=SEED)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--max-taps", type=int, default=None, help="stop after this many phone taps (a smoke run)")
    args = ap.parse_args(argv)
    r = run(args.seed, args.max_taps)
    if args.json:
        print(json.dumps(r, indent=1))
    else:
        print_table(r)
    return 0


if __name__ == "__main__":
    sys.exit(main())
