"""The crossing between the phone server's loop and the Qt main thread, both ways.

The desk (and the session behind it) lives on the Qt main thread and is
only ever called there. :class:`Bridge` owns every crossing:

- loop -> main -> loop: a phone's hello or message that passed the limits
  on the server's thread is run on the desk through a queued Qt signal
  (:meth:`Bridge.on_main`), and the desk's answer is handed back to the loop
  with ``loop.call_soon_threadsafe``, in the order the main thread made them;
- main -> loop: the views the desk pushes and the seats it closes are turned
  into the text sent (:func:`out`) on the main thread and posted to the loop.

May touch: the desk (its ``hello``, ``handle``, ``sigViews`` and
``sigSeatClosed``, on the main thread only), :mod:`.wire` and
:mod:`.page_words` to say what is sent, and the loop only through
``call_soon_threadsafe`` and the futures it made itself. It keeps no
phone and no socket: what arrives on the loop is the caller's.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Qt, Signal, Slot

from cardtable.words import tr

from . import wire
from .page_words import greeting

log = logging.getLogger("cardtable.remote")

# What a phone is told when the desk closes its seat without saying why (translated when it is said).
SEAT_CLOSED = QT_TRANSLATE_NOOP("", "This seat is back at the table's screen.")


class Bridge(QObject):
    """Runs a function on the thread this object lives on (the Qt main
    thread) for the server's loop: :meth:`call` from the loop's thread
    emits a queued signal; the slot runs the function and hands what it
    returned (None when it raised: logged) to ``done`` on the loop.
    :meth:`listen` carries the desk's own news the other way."""

    sigCall = Signal(object)

    def __init__(self, desk: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.desk = desk
        self.sigCall.connect(self._run, Qt.ConnectionType.QueuedConnection)
        self._waiting: set[asyncio.Future] = set()  # on the loop: crossings not answered yet
        self._loop: asyncio.AbstractEventLoop | None = None  # while listening to the desk
        self._push: Callable[[dict], None] | None = None
        self._close_seat: Callable[[int, str], None] | None = None

    # -- loop -> main -> loop -----------------------------------------------------------------
    def call(self, loop: asyncio.AbstractEventLoop, fn: Callable[[], Any], done: Callable[[Any], None]) -> None:
        self.sigCall.emit((loop, fn, done))

    @Slot(object)
    def _run(self, job: tuple) -> None:
        loop, fn, done = job
        try:
            result = fn()
        except Exception:
            log.exception("The desk failed on a phone's message")
            result = None
        try:
            loop.call_soon_threadsafe(done, result)
        except RuntimeError:  # the loop has closed: the server stopped meanwhile
            pass

    async def on_main(self, fn: Callable[[], Any], done: Callable[[Any], None]) -> None:
        """On the loop: run ``fn`` on the main thread, then ``done(result)``
        here; returns after both (or once :meth:`give_up` was called)."""
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        self._waiting.add(future)

        def finish(result: Any) -> None:
            if not future.done():
                done(result)
                future.set_result(None)

        try:
            self.call(loop, fn, finish)
        except RuntimeError:  # the bridge is gone: the app is closing
            future.set_result(None)
        try:
            await future
        finally:
            self._waiting.discard(future)

    def give_up(self) -> None:
        """On the loop, as the server stops: the answers the main thread
        will not give now are no longer waited for."""
        for future in list(self._waiting):
            if not future.done():
                future.set_result(None)

    # -- on the main thread: the desk's answers -----------------------------------------------
    def desk_hello(self, token: str) -> tuple[int | None, list[tuple[int | None, str]]]:
        seat, msgs = self.desk.hello(token)
        words = None
        sent = []
        for m in msgs:
            if m.get("t") in ("welcome", "denied"):  # the page learns the table's language (or why not, in it)
                words = words or greeting()
                m = {**m, **words}
            sent.append(out(m))
        return seat, sent

    def desk_handle(self, seat: int, msg: dict) -> list[tuple[int | None, str]]:
        return [out(m) for m in self.desk.handle(seat, msg)]

    # -- main -> loop: the desk's own news ------------------------------------------------------
    def listen(self, loop: asyncio.AbstractEventLoop, push: Callable[[dict], None],
               close_seat: Callable[[int, str], None]) -> None:
        """From now on the views the desk pushes go to ``push`` and the seats
        it closes to ``close_seat``, both called on ``loop``."""
        self._loop, self._push, self._close_seat = loop, push, close_seat
        self.desk.sigViews.connect(self._on_views)
        self.desk.sigSeatClosed.connect(self._on_seat_closed)

    def stop_listening(self) -> None:
        """Nothing more is posted to the loop (idempotent)."""
        if self._loop is None:
            return
        self._loop = None
        for signal, slot in ((self.desk.sigViews, self._on_views), (self.desk.sigSeatClosed, self._on_seat_closed)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):  # the desk is already gone
                pass

    @Slot(object)
    def _on_views(self, views: dict) -> None:
        try:
            texts = {int(seat): out(msg) for seat, msg in views.items()}
        except Exception:
            log.exception("A view could not be sent to the phones")
            return
        self._post(self._push, texts)

    @Slot(int, str)
    def _on_seat_closed(self, seat: int, reason: str) -> None:
        self._post(self._close_seat, int(seat), reason or tr(SEAT_CLOSED))

    def _post(self, fn: Callable | None, *args: Any) -> None:
        loop = self._loop
        if loop is None or fn is None:
            return
        try:
            loop.call_soon_threadsafe(fn, *args)
        except RuntimeError:  # the loop has closed
            pass


def out(msg: dict) -> tuple[int | None, str]:
    """A desk's message as sent: (its view number, None if not a view; its JSON)."""
    v = msg.get("v") if msg.get("t") == "view" else None
    return (v if isinstance(v, int) and not isinstance(v, bool) else None), wire.dump(msg)
