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

Limits, besides those of :mod:`.wire`: :data:`MAX_SOCKETS` phones at once,
:data:`MAX_PENDING_PER_IP` sockets from one address that have not said
hello yet, :data:`HELLO_TIMEOUT` seconds to say it, and :data:`MAX_QUEUED`
messages waiting for a phone that does not read them. The token a phone
sends is never logged.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import socket
import threading
import time
from collections import Counter
from functools import partial
from importlib import resources
from typing import Any, Callable

from aiohttp import WSMsgType, web
from PySide6.QtCore import QObject, Qt, Signal, Slot

from . import wire

log = logging.getLogger("cardtable.remote")

HEADERS = {
    "Content-Security-Policy": ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                                "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "X-Frame-Options": "DENY",
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
ERROR_EVERY = 1.0  # at most one "too many messages" error a second
FLOOD_QUIET = 1.0  # a second without a dropped message ends a flood

GENERIC_ERROR = {"t": "error", "reason": "Something went wrong on the host."}
SEAT_CLOSED = "This seat is back at the table's screen."
REPLACED = "This seat was opened on another screen."
STOPPED = "The host has stopped."
GAME_OVER = "The game is over."
TOO_FAST = "Too many messages: slow down."

ACCEPT, DROP, WARN, CLOSE = "accept", "drop", "warn", "close"


async def _stop_accepting(site: web.TCPSite) -> None:
    """Take no new connection, and let the ones the system has already
    accepted finish arriving, before the server closes: asyncio (3.11)
    would otherwise fail on a connection accepted as it closes and leave
    its socket open."""
    server = getattr(site, "_server", None)
    loop = asyncio.get_running_loop()
    for sock in getattr(server, "sockets", None) or ():
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


class _Phone:
    """One WebSocket: its seat once it said hello, its rate and what waits to be sent."""

    def __init__(self, ws: web.WebSocketResponse, ip: str) -> None:
        self.ws, self.ip = ws, ip
        self.seat: int | None = None
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
        while True:
            item = await self.outbox.get()
            try:
                if isinstance(item, str):
                    self.queued -= 1
                    await self.ws.send_str(item)
                else:
                    code, reason = item
                    await self.ws.close(code=code, message=reason.encode("utf-8")[:120])
                    return
            except (ConnectionError, RuntimeError, asyncio.TimeoutError):
                return


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
        self._stop_reason = STOPPED
        self._stopped = False
        self._listening = False  # started, and listening to the desk
        self._assets: dict[str, tuple[bytes, str]] = {}
        self._phones: set[_Phone] = set()
        self._seats: dict[int, list[_Phone]] = {}
        self._latest: dict[int, int] = {}  # the newest view number each seat's phones were all sent
        self._pending: Counter = Counter()  # sockets that have not said hello yet, by remote address
        self._waiting: set[asyncio.Future] = set()
        self._handlers: set[asyncio.Task] = set()
        self.stats: Counter = Counter()  # what was refused, by kind (read once stopped, or in tests)

    # -- life ------------------------------------------------------------------------------
    def start(self) -> None:
        """Listen; returns once listening. OSError (one line) when the address cannot be had."""
        if self._thread is not None:
            raise RuntimeError("PhoneServer.start: already started")
        self._assets = self._read_assets()
        self._thread = threading.Thread(target=self._run, name="cardtable-phones", daemon=True)
        self._thread.start()
        self._started.wait()
        if self._failure is not None:
            self._thread.join()
            err = self._failure
            raise OSError(getattr(err, "errno", None),
                          f"cannot listen on {self._host_port(self.host, self.port)}: "
                          f"{getattr(err, 'strerror', None) or err}") from None
        self.desk.sigViews.connect(self._on_views)
        self.desk.sigSeatClosed.connect(self._on_seat_closed)
        self._listening = True
        log.info("Serving the phone page on %s", self._host_port(*self.address))

    def stop(self, reason: str = STOPPED) -> None:
        """Close every socket (saying ``reason``) and the loop, and join the thread. Idempotent."""
        if self._stopped:
            return
        self._stopped = True
        self._stop_reason = reason
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
    def address(self) -> tuple[str, int]:
        """(host, port) actually bound."""
        if self._address is None:
            raise RuntimeError("PhoneServer.address: not started")
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
        app = web.Application(client_max_size=MAX_FRAME)
        app.on_response_prepare.append(self._headers)
        app.router.add_route("*", "/{tail:.*}", self._route)
        runner = web.AppRunner(app, access_log=None, shutdown_timeout=CLOSE_TIMEOUT, handle_signals=False)
        await runner.setup()
        try:
            site = web.TCPSite(runner, self.host, self.port, backlog=128)
            await site.start()
            bound = runner.addresses[0]
            self._address = (bound[0], bound[1])
            self._started.set()
            await self._stop.wait()
            await _stop_accepting(site)
            for phone in list(self._phones):
                phone.close(1001, self._stop_reason)
            for future in list(self._waiting):  # answers the main thread will not give now
                if not future.done():
                    future.set_result(None)
            if self._handlers:
                await asyncio.wait(list(self._handlers), timeout=CLOSE_TIMEOUT + 1.0)
        finally:
            await runner.cleanup()

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
            if len(data) <= MAX_ASSET:
                out[route] = (data, kind)
        return out

    async def _route(self, request: web.Request) -> web.StreamResponse:
        path = request.raw_path.split("?", 1)[0]  # as sent: "/../" and "/%2e%2e/" are never "/"
        if path == "/ws":
            if request.method != "GET":
                return self._refuse("method", 405, "Method not allowed.", allow="GET")
            return await self._socket(request)
        if path not in self._assets:
            return self._refuse("not found", 404, "Not found.")
        if request.method not in ("GET", "HEAD"):
            return self._refuse("method", 405, "Method not allowed.", allow="GET, HEAD")
        body, kind = self._assets[path]
        return web.Response(body=body, headers={"Content-Type": kind})

    def _refuse(self, kind: str, status: int, text: str, allow: str | None = None) -> web.Response:
        self.stats[kind] += 1
        headers = {"Allow": allow} if allow else None
        return web.Response(status=status, text=text, headers=headers)

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
            return self._refuse("foreign origin", 403, "Forbidden.")
        if len(self._phones) >= MAX_SOCKETS:
            return self._refuse("too many sockets", 503, "Too many phones are connected.")
        if self._pending[ip] >= MAX_PENDING_PER_IP:
            return self._refuse("too many waiting sockets", 429, "Too many connections from this address.")
        ws = web.WebSocketResponse(heartbeat=HEARTBEAT, max_msg_size=MAX_FRAME, compress=False,
                                   timeout=CLOSE_TIMEOUT)
        if not ws.can_prepare(request).ok:
            return self._refuse("not a websocket", 400, "This address is for the phone page's WebSocket.")
        phone = _Phone(ws, ip)
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
                phone.send(wire.dump({"t": "error", "reason": "No hello in time."}))
                phone.close(1008, "No hello in time.")
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
                if verdict == CLOSE:
                    self.stats["closed for flooding"] += 1
                    phone.close(1008, "Too many messages.")
                    return
                if verdict == WARN:
                    self._reply(phone, {"t": "error", "reason": TOO_FAST})
                continue
            try:
                data = wire.parse(msg.data)
            except wire.BadMessage as err:
                self.stats["bad message"] += 1
                self._reply(phone, {"t": "error", "reason": str(err)})
                continue
            kind = data["t"]
            if kind == "ping":
                self._reply(phone, {"t": "pong"})
            elif phone.seat is None and kind != "hello":
                self.stats["before hello"] += 1
                self._reply(phone, {"t": "error", "reason": "Say hello first."})
            elif phone.seat is not None and kind == "hello":
                self.stats["hello again"] += 1
                self._reply(phone, {"t": "error", "reason": "This phone has already said hello."})
            elif kind == "hello":
                token = data.get("token")
                token = token if isinstance(token, str) else ""
                await self._on_main(partial(self._desk_hello, token), partial(self._hello_done, phone))
            else:
                await self._on_main(partial(self._desk_handle, phone.seat, data), partial(self._answers, phone))

    def _reply(self, phone: _Phone, msg: dict) -> None:
        if not phone.send(wire.dump(msg)):
            self._too_slow(phone)

    def _too_slow(self, phone: _Phone) -> None:
        self.stats["not reading"] += 1
        phone.close(1008, "Not reading its messages.")

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
        return seat, [_out(m) for m in msgs]

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
        self._post(self._close_seat, int(seat), reason or SEAT_CLOSED)

    def _post(self, fn: Callable, *args: Any) -> None:
        loop = self._loop
        if loop is None or self._stopped:
            return
        try:
            loop.call_soon_threadsafe(fn, *args)
        except RuntimeError:  # the loop has closed
            pass

    # -- back on the loop -------------------------------------------------------------------
    def _hello_done(self, phone: _Phone, result: Any) -> None:
        if result is None:
            self._reply(phone, GENERIC_ERROR)
            phone.close(1011, "Error on the host.")
            return
        seat, msgs = result
        if seat is None:
            self.stats["denied"] += 1
            for _v, text in msgs:
                phone.send(text)
            phone.close(1000, "Denied.")
            return
        if phone.closing or phone not in self._phones:
            return
        self._forget(phone)  # no longer waiting for hello
        self._phones.add(phone)
        phone.seat = seat
        others = [p for p in self._seats.get(seat, ()) if not p.closing]
        while len(others) >= wire.MAX_PHONES_PER_SEAT:
            self.stats["replaced by a newer phone"] += 1
            self._deny(others.pop(0), REPLACED)
        self._seats[seat] = others + [phone]
        self._answers(phone, msgs)

    def _answers(self, phone: _Phone, result: Any) -> None:
        """The desk's answer to ``phone``. A view in it that is newer than
        any its seat's phones were sent goes to all of them: a view is the
        seat's, numbered for the seat, and the desk does not send again a
        view it has cut for one phone's answer."""
        for v, text in [(None, wire.dump(GENERIC_ERROR))] if result is None else result:
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
        for phone in list(self._seats.get(seat, ())):
            self._deny(phone, reason)

    def _deny(self, phone: _Phone, reason: str) -> None:
        phone.send(wire.dump({"t": "denied", "reason": reason}))
        phone.close(1000, "Denied.")

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
