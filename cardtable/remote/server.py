"""The phones' web server: the page and one WebSocket per phone, on a thread of its own.

:class:`PhoneServer` serves the phone page (a fixed list of files from
``page/``) and ``/ws``, the conversation of :mod:`.wire`, with aiohttp on an
asyncio loop that runs in a daemon thread. The desk (and the session behind
it) lives on the Qt main thread and is only ever called there: a phone's
message is read, rate-limited and parsed on the server thread, and only a
well-formed message from a connection within its rate crosses to the main
thread (:class:`Bridge`, a queued Qt signal), so a flood never reaches the
game. The desk's answers and its pushed views come back with
``loop.call_soon_threadsafe`` in the order the main thread made them.

Limits, besides those of :mod:`.wire`. On every connection, from the
moment it is accepted (:class:`_Connection`): at most :data:`MAX_CONNECTIONS`
at once (fewer when the process may open few files) and
:data:`MAX_CONNECTIONS_PER_IP` from one address, the ones past that closed
at once with a plain 503; :data:`HEADER_TIMEOUT` seconds to send the first
request's headers and :data:`KEEPALIVE` seconds idle between requests; every
answer, aiohttp's own (a request it cannot read) too, short, with
:data:`HEADERS` and never repeating the request. On the sockets:
:data:`MAX_SOCKETS` phones at once, :data:`MAX_PENDING_PER_IP` sockets from
one address that have not said hello yet, :data:`HELLO_TIMEOUT` seconds to
say it, ``wire.HELLO_RATE`` hellos a second from one address (the rest
closed in this thread, never reaching the desk), what reaches the desk for a
seat (its messages, and the hellos of a token the desk welcomed before)
within ``wire.RATE`` a second whatever its phones do, however often they
reconnect and from wherever (:class:`SeatBucket`), and :data:`MAX_QUEUED`
messages waiting for a phone that does not read them. When all
:data:`MAX_CONNECTIONS` (or :data:`MAX_SOCKETS`) are taken, a newcomer takes
the place of an idle connection (a socket that has not said hello) of the
address holding the most, if that is more than its own holds and one. Running out of file descriptors is said once every
:data:`ACCEPT_ERROR_EVERY` seconds, not once per try. Everything refused is
counted by kind (:attr:`PhoneServer.stats`, logged when the server stops).
The token a phone sends is never logged.

On the wire: a client's WebSocket frames must be masked (RFC 6455 5.1);
at the first that is not, the socket is closed with 1002 and nothing from
that frame on is read (:class:`ClientFrames`: aiohttp would read it). No
answer names the libraries the server is made with (``Server: CardTable``).
"""

from __future__ import annotations

import asyncio
import errno
import hashlib
import ipaddress
import logging
import socket
import threading
import time
from collections import Counter
from functools import partial
from http import HTTPStatus
from importlib import resources
from typing import Any, Callable

from aiohttp import WSMsgType, web
from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Qt, Signal, Slot

from cardtable.words import tr

from . import wire
from .page_words import greeting

log = logging.getLogger("cardtable.remote")

HEADERS = {
    "Content-Security-Policy": ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                                "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "X-Frame-Options": "DENY",
    "Server": "CardTable",  # i18n: not shown (an HTTP header; never aiohttp's default, which names library versions)
}
# the only files served: address -> (file in page/, content type)
ASSETS = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/phone.js": ("phone.js", "text/javascript; charset=utf-8"),
    "/phone.css": ("phone.css", "text/css; charset=utf-8"),
    "/icon.svg": ("icon.svg", "image/svg+xml"),
}
MAX_ASSET = 1024 * 1024  # a page file larger than this is not served

HEARTBEAT = 20.0  # seconds between the server's pings of an idle socket
HELLO_TIMEOUT = 10.0  # seconds a new socket has to say hello
CLOSE_TIMEOUT = 2.0  # seconds to wait for a phone to answer a close
MAX_FRAME = 4 * wire.MAX_MESSAGE  # aiohttp closes (1009) above this; up to it, wire.parse says what is wrong
MAX_SOCKETS = 64
MAX_PENDING_PER_IP = 8
MAX_QUEUED = 64  # messages waiting to be sent to one phone; past this it is closed as not keeping up
MAX_CONNECTIONS = 256  # open connections (page loads and sockets) at once; fewer if few files may be opened
MAX_CONNECTIONS_PER_IP = 32
HEADER_TIMEOUT = 5.0  # seconds a new connection has to send its request's headers
KEEPALIVE = 10.0  # seconds an idle connection is kept open between requests
LINGER = 2.0  # seconds a request's unread body is drained before its connection closes
ACCEPT_ERROR_EVERY = 5.0  # at most one "cannot accept" line in this many seconds
SEAT_RESERVE = wire.BURST // 4  # of a seat's bucket: only for its sockets that are not hurried
CALM = 3  # a socket that sent more than this many messages faster than its rate is hurried
MAX_ADDRESSES = 4096  # addresses whose hellos are counted, past which full buckets are forgotten
ERROR_EVERY = 1.0  # at most one "too many messages" error a second
FLOOD_QUIET = 1.0  # a second without a dropped message ends a flood

# What a phone is told, in English here: each is translated (tr) where it is put in a message.
# QCoreApplication.translate may be called on the server's thread; the translators are put in
# place on the main thread before the server starts (PhoneServer.__init__ says its first word).
GENERIC_ERROR = QT_TRANSLATE_NOOP("", "Something went wrong on the host.")
SEAT_CLOSED = QT_TRANSLATE_NOOP("", "This seat is back at the table's screen.")
REPLACED = QT_TRANSLATE_NOOP("", "This seat was opened on another screen.")
STOPPED = QT_TRANSLATE_NOOP("", "The host has stopped.")
GAME_OVER = QT_TRANSLATE_NOOP("", "The game is over.")
TOO_FAST = QT_TRANSLATE_NOOP("", "Too many messages: slow down.")
TRY_LATER = QT_TRANSLATE_NOOP("", "Too many hellos from this address: try again in a moment.")
SEAT_TRY_LATER = QT_TRANSLATE_NOOP("", "Too many connections for this seat: try again in a moment.")
NO_HELLO = QT_TRANSLATE_NOOP("", "No hello in time.")
# The reasons of close frames: for a browser's developer tools (the page never shows them).
CLOSE_DENIED = "Denied."  # i18n: not shown (a close frame's reason)
CLOSE_FAILED = "Error on the host."  # i18n: not shown (a close frame's reason)
CLOSE_FLOODING = "Too many messages."  # i18n: not shown (a close frame's reason)
CLOSE_NOT_READING = "Not reading its messages."  # i18n: not shown (a close frame's reason)
CLOSE_NO_ROOM = "Too many connections."  # i18n: not shown (a close frame's reason)
CLOSE_UNMASKED = "Client frames must be masked."  # i18n: not shown (a close frame's reason)

ACCEPT, DROP, WARN, CLOSE = "accept", "drop", "warn", "close"


async def _stop_accepting(listener: asyncio.AbstractServer) -> None:
    """Take no new connection, and let the ones the system has already
    accepted finish arriving, before the server closes: asyncio (3.11)
    would otherwise fail on a connection accepted as it closes and leave
    its socket open."""
    loop = asyncio.get_running_loop()
    for sock in getattr(listener, "sockets", None) or ():
        loop.remove_reader(sock.fileno())
    for _ in range(5):  # the accepted connections' own steps (a few turns of the loop, not a time)
        await asyncio.sleep(0)


class RateLimiter:
    """One connection's token bucket (``rate`` a second, bursts of ``burst``)
    and its flood watch. :meth:`take` says what to do with a message:
    ``ACCEPT``; ``DROP`` it; ``WARN`` (drop it and send one error: at most one
    a second); ``CLOSE`` the connection, dropping messages for ``flood_close``
    seconds with never a quiet second between."""

    def __init__(self, rate: float = wire.RATE, burst: int = wire.BURST, flood_close: float = wire.FLOOD_CLOSE,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self.flood_close, self.clock = rate, burst, flood_close, clock
        self.tokens = float(burst)
        self.last = clock()
        self.flood_start: float | None = None
        self.last_drop: float | None = None
        self.last_error: float | None = None
        self.dropped = 0

    def take(self) -> str:
        now = self.clock()
        self.tokens = min(float(self.burst), self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return ACCEPT
        return self._drop(now)

    def refuse(self) -> str:
        """A message this connection's bucket let through was dropped all
        the same (its seat's bucket was empty): what to do, as :meth:`take`
        says it for a drop, and it counts for the flood watch."""
        return self._drop(self.clock())

    def hurried(self, spent: float) -> bool:
        """More than ``spent`` messages' worth of the bucket is used up (it
        sent faster than its rate lately), or a message was dropped less than
        :data:`FLOOD_QUIET` ago."""
        if self.last_drop is not None and self.clock() - self.last_drop <= FLOOD_QUIET:
            return True
        return self.tokens < self.burst - spent

    def _drop(self, now: float) -> str:
        self.dropped += 1
        if self.last_drop is None or now - self.last_drop > FLOOD_QUIET:
            self.flood_start = now
        self.last_drop = now
        if now - self.flood_start >= self.flood_close:
            return CLOSE
        if self.last_error is None or now - self.last_error >= ERROR_EVERY:
            self.last_error = now
            return WARN
        return DROP


class SeatBucket:
    """One seat's token bucket for what its sockets make the desk do (their
    messages, and each hello with a token the desk welcomed before):
    ``rate`` a second, bursts of ``burst`` (``wire.RATE`` and ``wire.BURST``
    unless given), however many sockets it has and however often they
    reconnect. Its last ``reserve`` tokens are only for a socket
    that is not hurried (:meth:`RateLimiter.hurried`: one that sent more than
    :data:`CALM` messages faster than its rate, or had one dropped within
    :data:`FLOOD_QUIET`), so a socket flooding its seat, even opened again
    and again, does not starve the seat's phone that plays at a person's pace."""

    def __init__(self, rate: float | None = None, burst: int | None = None, reserve: int = SEAT_RESERVE,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = wire.RATE if rate is None else rate
        self.burst = wire.BURST if burst is None else burst
        self.reserve, self.clock = reserve, clock
        self.tokens = float(self.burst)
        self.last = clock()

    def take(self, hurried: bool = False) -> bool:
        now = self.clock()
        self.tokens = min(float(self.burst), self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens - 1.0 >= (self.reserve if hurried else 0.0):
            self.tokens -= 1.0
            return True
        return False


class AddressBuckets:
    """A token bucket for each remote address: its hellos (``rate`` a
    second, bursts of ``burst``: ``wire.HELLO_RATE`` and ``wire.HELLO_BURST``
    unless given). Past :data:`MAX_ADDRESSES` addresses, the one that said
    hello longest ago is forgotten."""

    def __init__(self, rate: float | None = None, burst: int | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = wire.HELLO_RATE if rate is None else rate
        self.burst = wire.HELLO_BURST if burst is None else burst
        self.clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}  # address -> (tokens, when)

    def _level(self, address: str, now: float) -> float:
        tokens, when = self._buckets.get(address, (float(self.burst), now))
        return min(float(self.burst), tokens + (now - when) * self.rate)

    def ready(self, address: str) -> bool:
        """``address`` may say hello now (nothing is taken)."""
        return self._level(address, self.clock()) >= 1.0

    def take(self, address: str) -> bool:
        now = self.clock()
        tokens = self._level(address, now)
        ok = tokens >= 1.0
        self._buckets.pop(address, None)  # kept in the order last used
        self._buckets[address] = (tokens - 1.0 if ok else tokens, now)
        if len(self._buckets) > MAX_ADDRESSES:  # the one used longest ago (full again, unless all are busy)
            del self._buckets[next(iter(self._buckets))]
        return ok


class Bridge(QObject):
    """Runs a function on the thread this object lives on (the Qt main
    thread) for the server's loop: :meth:`call` from the loop's thread
    emits a queued signal; the slot runs the function and hands what it
    returned (None when it raised: logged) to ``done`` on the loop."""

    sigCall = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.sigCall.connect(self._run, Qt.ConnectionType.QueuedConnection)

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


def _plain(status: int) -> str:
    """The whole body of an answer with ``status`` that is not a page file: its name, nothing of the request."""
    try:
        return f"{status} {HTTPStatus(status).phrase}."
    except ValueError:
        return f"{status}."


# the answer to a connection refused before it is read: HTTP, not words for a person
BUSY = ("HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"  # i18n: not shown (HTTP)
        + "".join(f"{key}: {value}\r\n" for key, value in HEADERS.items())
        + f"Content-Length: {len(_plain(503)) + 1}\r\nConnection: close\r\n\r\n{_plain(503)}\n"  # i18n: not shown (HTTP)
        ).encode("latin-1")


class ClientFrames:
    """Follows the frames a WebSocket client sends, by their headers only
    (RFC 6455 5.2), across however the bytes arrive, to find the first one
    that is not masked: a client must mask every frame (5.1), and a server
    closes the connection on one that is not, with 1002. aiohttp reads
    unmasked frames as any other, so its reader is only fed what this let
    through (:class:`_MaskedOnly`)."""

    def __init__(self) -> None:
        self._head = b""  # the start of a frame's header, when the bytes ended in it
        self._skip = 0  # bytes of the current frame's payload still to come

    def unmasked_at(self, data: bytes) -> int | None:
        """Where in ``data`` the first unmasked frame begins (None: there is none in it)."""
        i, n = 0, len(data)
        while i < n:
            if self._skip:
                step = min(self._skip, n - i)
                self._skip -= step
                i += step
                continue
            had = len(self._head)
            head = self._head + data[i:i + 14]  # a header is at most 14 bytes
            if len(head) >= 2 and not head[1] & 0x80:
                return max(0, i - had)
            size = head[1] & 0x7F if len(head) >= 2 else 0
            extra = 2 if size == 126 else 8 if size == 127 else 0
            length = 2 + extra + 4
            if len(head) < length:  # the rest of the header comes with the next bytes
                self._head = head
                return None
            if extra:
                size = int.from_bytes(head[2:2 + extra], "big")
            self._head = b""
            i += length - had
            self._skip = size
        return None


class _MaskedOnly:
    """A WebSocket connection's frame reader (aiohttp's), fed only the
    client's frames before the first unmasked one; at that one
    ``refuse()`` is called and nothing more is read."""

    def __init__(self, reader: Any, refuse: Callable[[], None]) -> None:
        self._reader, self._refuse = reader, refuse
        self._frames = ClientFrames()
        self.refused = False

    def feed_data(self, data: Any) -> Any:
        if self.refused:
            return False, b""
        data = bytes(data)
        at = self._frames.unmasked_at(data)
        if at is None:
            return self._reader.feed_data(data)
        self.refused = True
        if at:
            self._reader.feed_data(data[:at])  # the whole masked frames before it
        self._refuse()
        return False, b""

    def feed_eof(self) -> Any:
        return self._reader.feed_eof()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._reader, name)


class _Connection(web.RequestHandler):
    """aiohttp's handler of one TCP connection, with the server's limits
    from the moment it is accepted (:meth:`PhoneServer._admit`): past
    :data:`MAX_CONNECTIONS_PER_IP`, or past :data:`MAX_CONNECTIONS` with no
    room to be made, it is answered a plain 503 and closed at once (never
    read); without its first request's headers in :data:`HEADER_TIMEOUT`
    seconds it is closed; and the answers aiohttp makes itself (a request it
    cannot read, a failing handler) are short, fixed and carry :data:`HEADERS`."""

    def __init__(self, manager: web.Server, owner: "PhoneServer", **kwargs: Any) -> None:
        super().__init__(manager, **kwargs)
        self._owner = owner
        self.address: str | None = None  # its remote address while it is counted in
        self._started = False  # handed to aiohttp
        self._header_timer: asyncio.TimerHandle | None = None
        self.phone: _Phone | None = None  # its WebSocket, once it asked for one

    def idle(self) -> bool:
        """No request under way: none whole yet, or waiting for the next one."""
        return self._request_count == 0 or (self._waiter is not None and not self._waiter.done())

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        address = _peer_address(transport)
        if not self._owner._admit(self, address):  # never handed to aiohttp: connection_lost does nothing either
            try:
                transport.write(BUSY)  # type: ignore[attr-defined]
            finally:
                transport.close()
            return
        self._started = True
        super().connection_made(transport)
        self._header_timer = self._loop.call_later(HEADER_TIMEOUT, self._headers_late)

    def connection_lost(self, exc: BaseException | None) -> None:
        if not self._started:
            return
        self._started = False
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None
        self._owner._release(self)
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self._header_timer is not None and self._request_count:  # a whole request's headers came
            self._header_timer.cancel()
            self._header_timer = None

    def set_parser(self, parser: Any, *args: Any, **kwargs: Any) -> None:
        """The connection became a WebSocket: its frames are read only while they are masked."""
        super().set_parser(_MaskedOnly(parser, self._unmasked), *args, **kwargs)

    def _unmasked(self) -> None:
        self._owner.stats["unmasked frame"] += 1
        if self.phone is not None:
            self.phone.close(1002, CLOSE_UNMASKED)
        else:
            self.force_close()

    def _headers_late(self) -> None:
        self._header_timer = None
        if not self._request_count and self.transport is not None:
            self._owner.stats["headers too slow"] += 1
            self.force_close()

    def handle_error(self, request: web.BaseRequest, status: int = 500, exc: BaseException | None = None,
                     message: str | None = None) -> web.StreamResponse:
        if status >= 500:
            self._owner.stats["failed on the host"] += 1
            log.error("The phone server failed on a request", exc_info=exc)
        else:  # a request it could not read: nothing of it is logged or sent back
            self._owner.stats["unreadable request"] += 1
        if request.writer.output_size > 0:  # some of an answer is out already: the connection is broken
            raise ConnectionError("an answer was already being sent")  # i18n: not shown (caught by aiohttp)
        response = web.Response(status=status, text=_plain(status), headers=HEADERS)
        response.force_close()
        return response


class _Phone:
    """One WebSocket: its seat once it said hello, its rate and what waits to be sent."""

    def __init__(self, ws: web.WebSocketResponse, ip: str,
                 on_failure: Callable[["_Phone", BaseException], None] | None = None) -> None:
        self.ws, self.ip = ws, ip
        self.on_failure = on_failure  # told when sending failed other than by the connection going away
        self.seat: int | None = None
        self.opened = time.monotonic()
        self.limiter = RateLimiter()
        self.outbox: asyncio.Queue = asyncio.Queue()
        self.queued = 0
        self.closing = False

    def send(self, text: str) -> bool:
        if self.closing:
            return True
        if self.queued >= MAX_QUEUED:
            return False
        self.queued += 1
        self.outbox.put_nowait(text)
        return True

    def close(self, code: int, reason: str = "") -> None:
        """Close once what is queued is sent."""
        if not self.closing:
            self.closing = True
            self.outbox.put_nowait((code, reason))

    async def write(self) -> None:
        """Send what is queued, in order, until the close. Whatever fails
        (the connection gone, or anything else: told to ``on_failure``)
        ends it and closes the socket: never a task dying silently with
        the socket left open and deaf."""
        while True:
            item = await self.outbox.get()
            try:
                if isinstance(item, str):
                    self.queued -= 1
                    await self.ws.send_str(item)
                else:
                    code, reason = item
                    await self.ws.close(code=code, message=_close_reason(reason))
                    return
            except Exception as err:
                self.closing = True
                if not isinstance(err, (ConnectionError, RuntimeError, asyncio.TimeoutError)) \
                        and self.on_failure is not None:
                    self.on_failure(self, err)
                try:
                    await self.ws.close(code=1011, message=_close_reason(CLOSE_FAILED))
                except Exception:  # the connection is gone: nothing more to say on it
                    pass
                return


CONNECTING = QT_TRANSLATE_NOOP("", "Connecting to the table…")


def _page_in_language(page: bytes) -> bytes:
    """The phone page as served: in the table's language from its first
    line, before the host has answered (its words come with the welcome)."""
    from html import escape

    from cardtable.engine.i18n import language

    text = page.decode("utf-8")
    text = text.replace('<html lang="en">', f'<html lang="{escape(language())}">', 1)
    text = text.replace(">Connecting to the table…<", f">{escape(tr(CONNECTING))}<", 1)  # i18n: not shown (the page's own English, replaced)
    return text.encode("utf-8")


class PhoneServer(QObject):
    """The phone page and its WebSockets for ``desk`` (see the module).
    Made, started and stopped on the Qt main thread."""

    def __init__(self, desk: Any, host: str = "127.0.0.1", port: int = 0, parent: QObject | None = None, *,
                 page: Any = None) -> None:
        super().__init__(parent)
        self.desk = desk
        self.host, self.port = host, port
        self._page = page  # a folder (Path or Traversable) of the page files; None: the package's page/
        self._bridge = Bridge(self)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._address: tuple[str, int] | None = None
        self._started = threading.Event()
        self._failure: BaseException | None = None
        self._stop: asyncio.Event | None = None
        self._stop_reason = tr(STOPPED)  # the first word said: the translators are in place before the thread starts
        self._stopped = False
        self._listening = False  # started, and listening to the desk
        self._assets: dict[str, tuple[bytes, str]] = {}
        self._phones: set[_Phone] = set()
        self._seats: dict[int, list[_Phone]] = {}
        self._latest: dict[int, int] = {}  # the newest view number each seat's phones were all sent
        self._pending: Counter = Counter()  # sockets that have not said hello yet, by remote address
        self._connections: dict[str, dict[_Connection, None]] = {}  # open ones by remote address, oldest first
        self._open = 0  # open connections in all
        self._fd_room = _fd_room()  # connections the open-file limit leaves room for
        self._hellos = AddressBuckets()
        self._seat_buckets: dict[int, SeatBucket] = {}
        self._token_seats: dict[bytes, int] = {}  # a digest of each token the desk welcomed -> its seat
        self._accept_said: float | None = None  # when running out of descriptors was last logged
        self._writer_failed = False  # a socket's sending failed other than by its connection going away
        self._waiting: set[asyncio.Future] = set()
        self._handlers: set[asyncio.Task] = set()
        self.stats: Counter = Counter()  # what was refused, by kind (read once stopped, or in tests)

    # -- life ------------------------------------------------------------------------------
    def start(self) -> None:
        """Listen; returns once listening. OSError (one line) when the address cannot be had."""
        if self._thread is not None:
            raise RuntimeError("PhoneServer.start: already started")  # i18n: not shown (a programming error)
        self._assets = self._read_assets()
        self._thread = threading.Thread(target=self._run, name="cardtable-phones", daemon=True)
        self._thread.start()
        self._started.wait()
        if self._failure is not None:
            self._thread.join()
            err = self._failure
            raise OSError(getattr(err, "errno", None), tr("cannot listen on {address}: {why}").format(
                address=self._host_port(self.host, self.port), why=getattr(err, "strerror", None) or err)) from None
        self.desk.sigViews.connect(self._on_views)
        self.desk.sigSeatClosed.connect(self._on_seat_closed)
        self._listening = True
        log.info("%s", tr("Serving the phone page on {address}").format(address=self._host_port(*self.address)))

    def stop(self, reason: str = STOPPED) -> None:
        """Close every socket and the loop, and join the thread. Each phone
        is first sent what was queued for it, then ``reason`` (a constant
        translated here) as a ``denied``: its page shows it and does not try
        again. Idempotent."""
        if self._stopped:
            return
        self._stopped = True
        self._stop_reason = tr(reason)
        if self._listening:
            for signal, slot in ((self.desk.sigViews, self._on_views), (self.desk.sigSeatClosed, self._on_seat_closed)):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):  # the desk is already gone
                    pass
        thread, loop = self._thread, self._loop
        if thread is None or loop is None:
            return
        try:
            loop.call_soon_threadsafe(self._stop.set)
        except RuntimeError:  # the loop already ended
            pass
        thread.join(timeout=10.0)
        if self.stats:
            log.info("Phone server stopped; refused: %s",
                     ", ".join(f"{kind} {count}" for kind, count in sorted(self.stats.items())))

    @property
    def open_connections(self) -> int:
        """Connections open now (page loads and sockets), as the server thread counts them."""
        return self._open

    @property
    def address(self) -> tuple[str, int]:
        """(host, port) actually bound."""
        if self._address is None:
            raise RuntimeError("PhoneServer.address: not started")  # i18n: not shown (a programming error)
        return self._address

    def url(self, token: str) -> str:
        """The address a phone opens for the seat of ``token`` (in the
        fragment, never sent to the server in a request line)."""
        host, port = self.address
        return f"http://{self._url_host(host)}:{port}/#{token}"

    def flush(self, timeout: float = 2.0) -> None:
        """Wait (at most ``timeout`` seconds) until everything queued for the phones has been sent."""
        loop = self._loop
        if loop is None or self._stopped or not loop.is_running():
            return

        async def drained() -> None:
            while any(not p.outbox.empty() for p in self._phones):
                await asyncio.sleep(0.01)

        try:
            asyncio.run_coroutine_threadsafe(asyncio.wait_for(drained(), timeout), loop).result(timeout + 1.0)
        except Exception:  # timed out, or the loop went away: nothing more to wait for
            pass

    # -- the loop's thread ----------------------------------------------------------------
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._serve())
        except BaseException as err:  # never leave start() waiting
            if not self._started.is_set():
                self._failure = err
            else:
                log.exception("The phone server failed")
        finally:
            self._started.set()
            try:
                loop.run_until_complete(loop.shutdown_asyncgens())
                loop.run_until_complete(loop.shutdown_default_executor())
            finally:
                loop.close()

    async def _serve(self) -> None:
        self._stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(self._loop_error)
        app = web.Application(client_max_size=MAX_FRAME)
        app.on_response_prepare.append(self._headers)
        app.router.add_route("*", "/{tail:.*}", self._route)
        runner = web.AppRunner(app, access_log=None, shutdown_timeout=CLOSE_TIMEOUT, handle_signals=False)
        await runner.setup()
        manager = runner.server
        listener = None

        def connection() -> _Connection:  # every accepted connection's protocol: the limits first
            return _Connection(manager, self, loop=loop, keepalive_timeout=KEEPALIVE, lingering_time=LINGER,
                               access_log=None)

        try:
            listener = await loop.create_server(connection, self.host, self.port, backlog=128)
            bound = listener.sockets[0].getsockname()
            self._address = (bound[0], bound[1])
            self._started.set()
            await self._stop.wait()
            await _stop_accepting(listener)
            for phone in list(self._phones):  # a page is told why in words it shows, and stops
                if phone.seat is not None:
                    phone.send(wire.dump({"t": "denied", "reason": self._stop_reason}))
                phone.close(1001, self._stop_reason)
            for future in list(self._waiting):  # answers the main thread will not give now
                if not future.done():
                    future.set_result(None)
            if self._handlers:
                await asyncio.wait(list(self._handlers), timeout=CLOSE_TIMEOUT + 1.0)
        finally:
            if listener is not None:
                listener.close()
            await runner.cleanup()

    # -- connections (on the loop) -------------------------------------------------------------
    def _admit(self, connection: _Connection, address: str) -> bool:
        """Count a new ``connection`` from ``address`` in; False when it is
        refused (counted in :attr:`stats` by why). When all
        :data:`MAX_CONNECTIONS` are open, it takes the place of an idle one
        (no request under way) of the address that holds the most, if that is
        more than its own address holds and one: one machine (or a few)
        filling the server does not keep another one out."""
        mine = self._connections.get(address, {})
        if len(mine) >= MAX_CONNECTIONS_PER_IP:
            self.stats["too many connections from one address"] += 1
            return False
        if self._open >= min(MAX_CONNECTIONS, self._fd_room) and not self._make_room(len(mine)):
            self.stats["too many connections"] += 1
            return False
        self._open += 1
        connection.address = address
        self._connections.setdefault(address, {})[connection] = None
        return True

    def _make_room(self, holding: int) -> bool:
        for _address, held in sorted(self._connections.items(), key=lambda item: -len(item[1])):
            if len(held) <= holding + 1:
                return False
            victim = next((c for c in held if c.idle()), None)  # its oldest idle one
            if victim is not None:
                self.stats["idle connection closed for another address's"] += 1
                self._release(victim)
                victim.force_close()
                return True
        return False

    def _release(self, connection: _Connection) -> None:
        address, connection.address = connection.address, None
        held = self._connections.get(address) if address is not None else None
        if held is None or connection not in held:
            return
        del held[connection]
        if not held:
            del self._connections[address]
        self._open -= 1

    def _loop_error(self, loop: asyncio.AbstractEventLoop, context: dict) -> None:
        """The loop's error handler: a connection that cannot be accepted for
        want of descriptors (or memory) is counted, and said at most once every
        :data:`ACCEPT_ERROR_EVERY` seconds, in a line; the rest as asyncio says it."""
        err = context.get("exception")
        if isinstance(err, OSError) and err.errno in (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM):
            self.stats["cannot accept (out of descriptors)"] += 1
            now = time.monotonic()
            if self._accept_said is None or now - self._accept_said >= ACCEPT_ERROR_EVERY:
                self._accept_said = now
                log.warning("Cannot take new connections: %s (%d tries so far; said again in %g s at the most)",
                            err.strerror or err, self.stats["cannot accept (out of descriptors)"], ACCEPT_ERROR_EVERY)
            return
        loop.default_exception_handler(context)

    def _writer_failure(self, phone: "_Phone", err: BaseException) -> None:
        self.stats["sending failed"] += 1
        if not self._writer_failed:  # once: the same fault would say the same for every phone
            self._writer_failed = True
            log.error("Sending to a phone failed; its socket is closed", exc_info=err)

    @staticmethod
    async def _headers(request: web.BaseRequest, response: web.StreamResponse) -> None:
        response.headers.update(HEADERS)

    def _read_assets(self) -> dict[str, tuple[bytes, str]]:
        folder = self._page if self._page is not None else resources.files("cardtable.remote") / "page"
        out = {}
        for route, (name, kind) in ASSETS.items():
            try:
                data = (folder / name).read_bytes()
            except OSError:  # not there: a 404
                continue
            if name == "index.html":
                data = _page_in_language(data)
            if len(data) <= MAX_ASSET:
                out[route] = (data, kind)
        return out

    async def _route(self, request: web.Request) -> web.StreamResponse:
        path = request.raw_path.split("?", 1)[0]  # as sent: "/../" and "/%2e%2e/" are never "/"
        if path == "/ws":
            if request.method != "GET":
                self.stats["method"] += 1
                return _refuse(405, tr("Method not allowed."), allow="GET")
            return await self._socket(request)
        if path not in self._assets:
            self.stats["not found"] += 1
            return _refuse(404, tr("Not found."))
        if request.method not in ("GET", "HEAD"):
            self.stats["method"] += 1
            return _refuse(405, tr("Method not allowed."), allow="GET, HEAD")
        body, kind = self._assets[path]
        return web.Response(body=body, headers={"Content-Type": kind})

    def _origin_ok(self, request: web.Request) -> bool:
        """A socket comes from the page this server serves: the Host is an
        address (or this server's own name), and a browser's Origin is that host."""
        host = request.host
        name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
        name = name.strip("[]").lower()
        try:
            ipaddress.ip_address(name.split("%", 1)[0])
        except ValueError:
            if name not in ("localhost", self.host.lower()):
                return False
        origin = request.headers.get("Origin")
        return origin is None or origin.lower() == f"http://{host}".lower()

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        ip = request.remote or "?"
        if not self._origin_ok(request):
            self.stats["foreign origin"] += 1
            return _refuse(403, tr("Forbidden."))
        if len(self._phones) >= MAX_SOCKETS and not self._make_socket_room(ip):
            self.stats["too many sockets"] += 1
            return _refuse(503, tr("Too many phones are connected."))
        if self._pending[ip] >= MAX_PENDING_PER_IP:
            self.stats["too many waiting sockets"] += 1
            return _refuse(429, tr("Too many connections from this address."))
        if not self._hellos.ready(ip):  # its hello would be refused: no socket at all
            self.stats["too many hellos (at the handshake)"] += 1
            return _refuse(429, tr(TRY_LATER))
        ws = web.WebSocketResponse(heartbeat=HEARTBEAT, max_msg_size=MAX_FRAME, compress=False,
                                   timeout=CLOSE_TIMEOUT)
        if not ws.can_prepare(request).ok:
            self.stats["not a websocket"] += 1
            return _refuse(400, tr("This address is for the phone page's WebSocket."))
        phone = _Phone(ws, ip, self._writer_failure)
        if isinstance(request.protocol, _Connection):
            request.protocol.phone = phone  # told if the client sends an unmasked frame
        self._phones.add(phone)
        self._pending[ip] += 1
        task = asyncio.current_task()
        self._handlers.add(task)
        writer = None
        try:
            await ws.prepare(request)
            writer = asyncio.create_task(phone.write())
            await self._read(phone)
        finally:
            self._forget(phone)
            self._handlers.discard(task)
            phone.close(1000)
            if writer is not None:
                done, _ = await asyncio.wait([writer], timeout=CLOSE_TIMEOUT + 1.0)
                if not done:
                    writer.cancel()
                    await asyncio.wait([writer])
        return ws

    def _make_socket_room(self, ip: str) -> bool:
        """All :data:`MAX_SOCKETS` are open: close the socket waiting longest
        for its hello of the address with the most waiting, if that is more
        than ``ip`` has waiting and one (as :meth:`_admit` does for connections)."""
        holding = self._pending[ip]
        waiting = [p for p in self._phones if p.seat is None and not p.closing
                   and self._pending[p.ip] > holding + 1]
        if not waiting:
            return False
        most = max(self._pending[p.ip] for p in waiting)
        victim = min((p for p in waiting if self._pending[p.ip] == most), key=lambda p: p.opened)
        self.stats["waiting socket closed for another address's"] += 1
        self._forget(victim)  # its place is free now, whenever its close ends
        victim.close(1008, CLOSE_NO_ROOM)
        return True

    def _forget(self, phone: _Phone) -> None:
        if phone in self._phones:
            self._phones.discard(phone)
            if phone.seat is None:
                self._pending[phone.ip] -= 1
                if self._pending[phone.ip] <= 0:
                    del self._pending[phone.ip]
            else:
                kept = [p for p in self._seats.get(phone.seat, ()) if p is not phone]
                if kept:
                    self._seats[phone.seat] = kept
                else:
                    self._seats.pop(phone.seat, None)

    async def _read(self, phone: _Phone) -> None:
        ws = phone.ws
        loop = asyncio.get_running_loop()
        deadline = loop.time() + HELLO_TIMEOUT
        while not phone.closing:
            wait = None if phone.seat is not None else deadline - loop.time()
            if wait is not None and wait <= 0:
                self.stats["no hello in time"] += 1
                phone.send(wire.dump({"t": "error", "reason": tr(NO_HELLO)}))
                phone.close(1008, NO_HELLO)
                return
            try:
                msg = await ws.receive(timeout=wait)
            except asyncio.TimeoutError:
                continue
            if msg.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED, WSMsgType.ERROR):
                if msg.type is WSMsgType.ERROR:  # e.g. a frame over MAX_FRAME (aiohttp closes it: 1009)
                    self.stats["broken frame"] += 1
                return
            if msg.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
                continue
            verdict = phone.limiter.take()
            if verdict != ACCEPT:
                self.stats["over the rate"] += 1
                if self._dropped(phone, verdict):
                    return
                continue
            try:
                data = wire.parse(msg.data)
            except wire.BadMessage as err:
                self.stats["bad message"] += 1
                self._reply(phone, {"t": "error", "reason": err.said()})
                continue
            kind = data["t"]
            if kind == "ping":
                self._reply(phone, {"t": "pong"})
            elif phone.seat is None and kind != "hello":
                self.stats["before hello"] += 1
                self._reply(phone, {"t": "error", "reason": tr("Say hello first.")})
            elif phone.seat is not None and kind == "hello":
                self.stats["hello again"] += 1
                self._reply(phone, {"t": "error", "reason": tr("This phone has already said hello.")})
            elif kind == "hello":
                if not self._hellos.take(phone.ip):  # refused here: the desk never hears of it
                    self.stats["too many hellos"] += 1
                    phone.close(1013, tr(TRY_LATER))
                    return
                token = data.get("token")
                token = token if isinstance(token, str) else ""
                key = hashlib.sha256(token.encode("utf-8")).digest()
                seat = self._token_seats.get(key)  # a token welcomed before: its seat's rate, before the desk
                if seat is not None and not self._seat_bucket(seat).take(phone.limiter.hurried(CALM)):
                    self.stats["too many hellos for one seat"] += 1
                    phone.close(1013, tr(SEAT_TRY_LATER))
                    return
                await self._on_main(partial(self._desk_hello, token), partial(self._hello_done, phone, key))
            elif not self._seat_bucket(phone.seat).take(phone.limiter.hurried(CALM)):
                self.stats["over the seat's rate"] += 1
                if self._dropped(phone, phone.limiter.refuse()):
                    return
            else:
                await self._on_main(partial(self._desk_handle, phone.seat, data), partial(self._answers, phone))

    def _dropped(self, phone: _Phone, verdict: str) -> bool:
        """A message of ``phone`` dropped for its rate: warn it or close it as
        ``verdict`` says; True when it is being closed."""
        if verdict == CLOSE:
            self.stats["closed for flooding"] += 1
            phone.close(1008, CLOSE_FLOODING)
            return True
        if verdict == WARN:
            self._reply(phone, {"t": "error", "reason": tr(TOO_FAST)})
        return False

    def _seat_bucket(self, seat: int) -> SeatBucket:
        bucket = self._seat_buckets.get(seat)
        if bucket is None:
            bucket = self._seat_buckets[seat] = SeatBucket()
        return bucket

    def _reply(self, phone: _Phone, msg: dict) -> None:
        if not phone.send(wire.dump(msg)):
            self._too_slow(phone)

    def _too_slow(self, phone: _Phone) -> None:
        self.stats["not reading"] += 1
        phone.close(1008, CLOSE_NOT_READING)

    async def _on_main(self, fn: Callable[[], Any], done: Callable[[Any], None]) -> None:
        """Run ``fn`` on the main thread, then ``done(result)`` here; returns after both."""
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        self._waiting.add(future)

        def finish(result: Any) -> None:
            if not future.done():
                done(result)
                future.set_result(None)

        try:
            self._bridge.call(loop, fn, finish)
        except RuntimeError:  # the bridge is gone: the app is closing
            future.set_result(None)
        try:
            await future
        finally:
            self._waiting.discard(future)

    # -- on the main thread ---------------------------------------------------------------
    def _desk_hello(self, token: str) -> tuple[int | None, list[tuple[int | None, str]]]:
        seat, msgs = self.desk.hello(token)
        words = None
        out = []
        for m in msgs:
            if m.get("t") in ("welcome", "denied"):  # the page learns the table's language (or why not, in it)
                words = words or greeting()
                m = {**m, **words}
            out.append(_out(m))
        return seat, out

    def _desk_handle(self, seat: int, msg: dict) -> list[tuple[int | None, str]]:
        return [_out(m) for m in self.desk.handle(seat, msg)]

    @Slot(object)
    def _on_views(self, views: dict) -> None:
        try:
            texts = {int(seat): _out(msg) for seat, msg in views.items()}
        except Exception:
            log.exception("A view could not be sent to the phones")
            return
        self._post(self._push, texts)

    @Slot(int, str)
    def _on_seat_closed(self, seat: int, reason: str) -> None:
        self._post(self._close_seat, int(seat), reason or tr(SEAT_CLOSED))

    def _post(self, fn: Callable, *args: Any) -> None:
        loop = self._loop
        if loop is None or self._stopped:
            return
        try:
            loop.call_soon_threadsafe(fn, *args)
        except RuntimeError:  # the loop has closed
            pass

    # -- back on the loop -------------------------------------------------------------------
    def _hello_done(self, phone: _Phone, key: bytes, result: Any) -> None:
        if result is None:
            self._reply(phone, {"t": "error", "reason": tr(GENERIC_ERROR)})
            phone.close(1011, CLOSE_FAILED)
            return
        seat, msgs = result
        if seat is None:
            self.stats["denied"] += 1
            for _v, text in msgs:
                phone.send(text)
            phone.close(1000, CLOSE_DENIED)
            return
        self._token_seats[key] = seat  # its next hellos count in the seat's rate
        if phone.closing or phone not in self._phones:
            return
        self._forget(phone)  # no longer waiting for hello
        self._phones.add(phone)
        phone.seat = seat
        others = [p for p in self._seats.get(seat, ()) if not p.closing]
        while len(others) >= wire.MAX_PHONES_PER_SEAT:
            self.stats["replaced by a newer phone"] += 1
            self._deny(others.pop(0), tr(REPLACED))
        self._seats[seat] = others + [phone]
        self._answers(phone, msgs)

    def _answers(self, phone: _Phone, result: Any) -> None:
        """The desk's answer to ``phone``. A view in it that is newer than
        any its seat's phones were sent goes to all of them: a view is the
        seat's, numbered for the seat, and the desk does not send again a
        view it has cut for one phone's answer."""
        if result is None:
            result = [(None, wire.dump({"t": "error", "reason": tr(GENERIC_ERROR)}))]
        for v, text in result:
            if v is not None and phone.seat is not None and v > self._latest.get(phone.seat, -1):
                self._push({phone.seat: (v, text)})
            elif not phone.send(text):
                self._too_slow(phone)
                return

    def _push(self, texts: dict[int, tuple[int | None, str]]) -> None:
        for seat, (v, text) in texts.items():
            if v is not None:
                self._latest[seat] = v
            for phone in list(self._seats.get(seat, ())):
                if not phone.send(text):
                    self._too_slow(phone)

    def _close_seat(self, seat: int, reason: str) -> None:
        self._latest.pop(seat, None)  # its views are numbered afresh if it is invited again
        self._seat_buckets.pop(seat, None)  # and whoever is invited has its whole rate
        self._token_seats = {key: s for key, s in self._token_seats.items() if s != seat}
        for phone in list(self._seats.get(seat, ())):
            self._deny(phone, reason)

    def _deny(self, phone: _Phone, reason: str) -> None:
        phone.send(wire.dump({"t": "denied", "reason": reason}))
        phone.close(1000, CLOSE_DENIED)

    # -- addresses ---------------------------------------------------------------------------
    @staticmethod
    def _url_host(host: str) -> str:
        """``host`` as a URL says it: an IPv6 address in brackets (its zone
        escaped), and for an address meaning "every interface" the one other
        machines on the network reach this one at."""
        try:
            addr = ipaddress.ip_address(host.split("%", 1)[0])
        except ValueError:
            return host
        if addr.is_unspecified:
            host = _lan_address(socket.AF_INET6 if addr.version == 6 else socket.AF_INET)
            addr = ipaddress.ip_address(host.split("%", 1)[0])
        return f"[{host.replace('%', '%25')}]" if addr.version == 6 else host

    @staticmethod
    def _host_port(host: str, port: int) -> str:
        return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def _refuse(status: int, text: str, allow: str | None = None) -> web.Response:
    """A plain answer that refuses a request: ``text`` (already translated), nothing of the request."""
    return web.Response(status=status, text=text, headers={"Allow": allow} if allow else None)


def _fd_room(spare: int = 32) -> int | float:
    """How many connections this process may hold at once for the files it
    may open: half of them less ``spare`` for its own (its autosave, its
    libraries), at least 16; no bound where there is no such limit."""
    try:
        import resource
    except ImportError:  # Windows: no such limit
        return float("inf")
    try:
        soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    except (OSError, ValueError):
        return float("inf")
    if soft == resource.RLIM_INFINITY or soft <= 0:
        return float("inf")
    return max(16, soft // 2 - spare)


def _close_reason(reason: str) -> bytes:
    """A close frame's reason: UTF-8, at most 120 bytes (a close frame's
    payload is at most 125), never a character cut in two."""
    return reason.encode("utf-8", "replace")[:120].decode("utf-8", "ignore").encode("utf-8")


def _peer_address(transport: asyncio.BaseTransport) -> str:
    peer = transport.get_extra_info("peername")
    return str(peer[0]) if isinstance(peer, (tuple, list)) and peer else "?"


def _out(msg: dict) -> tuple[int | None, str]:
    """A desk's message as sent: (its view number, None if not a view; its JSON)."""
    v = msg.get("v") if msg.get("t") == "view" else None
    return (v if isinstance(v, int) and not isinstance(v, bool) else None), wire.dump(msg)


def _lan_address(family: int) -> str:
    """This machine's address on its network (no packet is sent), else loopback."""
    probe, fallback = (("fd00::1", 9), "::1") if family == socket.AF_INET6 else (("10.254.254.254", 9), "127.0.0.1")
    try:
        with socket.socket(family, socket.SOCK_DGRAM) as s:
            s.connect(probe)
            return s.getsockname()[0]
    except OSError:
        return fallback
