"""Thinking off the session's thread, without touching Qt from there.

A searching bot takes up to a second a move, so it thinks on a thread of
its own (see :mod:`.bots`). That thread must never call Qt, nor let Python's
garbage collector run on it: a collection there can finalize a Qt object
the session's thread owns, and Qt then waits for a lock the session's
thread holds while that thread waits for Python (a deadlock seen in the
test suite). So:

- the thread hands its result back through a plain queue, which a timer
  on the session's thread empties; no signal is emitted from the thread;
- automatic garbage collection is paused while any thought is under way,
  and only the session's thread turns it on again, once none is.

Pure Python except the timer; owns the thinking threads and the pause.
"""

from __future__ import annotations

import gc
import queue
import threading
from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer

POLL_MS = 15  # how often the session's thread looks for a finished thought

_lock = threading.Lock()
_running = 0  # thoughts under way, in every session
_paused = False  # automatic collection was turned off here (and not by someone else)


def _begin() -> None:
    global _running, _paused
    with _lock:
        if _running == 0 and gc.isenabled():
            gc.disable()
            _paused = True
        _running += 1


def _end() -> None:
    """On the thinking thread: one thought fewer (collection stays paused:
    turning it on there could let it run there)."""
    global _running
    with _lock:
        _running -= 1


def settle() -> None:
    """On the session's thread: automatic collection back on once no thought is under way."""
    global _paused
    with _lock:
        if _running == 0 and _paused:
            gc.enable()
            _paused = False


def thinking() -> int:
    """Thoughts under way, in every session (tests wait for none)."""
    with _lock:
        return _running


class Thinker:
    """Runs ``work`` on a thread of its own and hands ``(ticket, result)``
    (or the exception it raised) to ``deliver`` on the session's thread."""

    def __init__(self, parent: QObject, deliver: Callable[[object, Any], None]) -> None:
        self._deliver = deliver
        self._results: queue.SimpleQueue = queue.SimpleQueue()
        self._pending = 0
        self._poll = QTimer(parent)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._collect)
        settle()

    def start(self, ticket: object, work: Callable[[], Any]) -> None:
        results = self._results
        _begin()
        self._pending += 1

        def run() -> None:
            try:
                found: Any = work()
            except Exception as err:  # handed back: the session tells of it as of a refused move
                found = err
            results.put((ticket, found))
            _end()

        threading.Thread(target=run, name="cardtable-bot", daemon=True).start()
        self._poll.start()

    def _collect(self) -> None:
        while True:
            try:
                ticket, found = self._results.get_nowait()
            except queue.Empty:
                break
            self._pending -= 1
            settle()
            self._deliver(ticket, found)
        if self._pending <= 0:
            self._poll.stop()
        settle()
