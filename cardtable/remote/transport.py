"""The phones' web server: the page and one WebSocket per phone, on a thread of its own.

:class:`PhoneServer` is what the rest of CardTable holds: made, started and
stopped on the Qt main thread, it runs aiohttp on an asyncio loop in a
daemon thread. It owns that thread and loop, the listening socket, the
aiohttp application and its one route: the phone page (a fixed list of files
from ``page/``, read once at start, in the table's language) and ``/ws``,
which it hands to the :class:`~.sockets.Switchboard`.

The parts, each in its own module: :mod:`.connections` (one TCP connection
and the server's own answers), :mod:`.limits` (every cap and rate, and their
counters), :mod:`.sockets` and :mod:`.phone` (the phones' WebSockets and seats) and
:mod:`.bridge` (the crossings to the desk on the main thread and back).
Everything refused is counted by kind in :attr:`PhoneServer.stats`, logged
when the server stops.

May touch: those modules, aiohttp's application and runner, and the
desk only through the bridge.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import socket
import threading
from collections import Counter
from importlib import resources
from typing import Any

from aiohttp import web
from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject

from cardtable.words import tr

from . import limits
from .bridge import Bridge
from .connections import HEADERS, Connection, refuse
from .sockets import Switchboard

log = logging.getLogger("cardtable.remote")

# the only files served: address -> (file in page/, content type)
ASSETS = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/phone.js": ("phone.js", "text/javascript; charset=utf-8"),
    "/phone.css": ("phone.css", "text/css; charset=utf-8"),
    "/icon.svg": ("icon.svg", "image/svg+xml"),
}
MAX_ASSET = 1024 * 1024  # a page file larger than this is not served

# Why the phones are sent away when the server stops (translated as it stops).
STOPPED = QT_TRANSLATE_NOOP("", "The host has stopped.")
GAME_OVER = QT_TRANSLATE_NOOP("", "The game is over.")
CONNECTING = QT_TRANSLATE_NOOP("", "Connecting to the table…")


class PhoneServer(QObject):
    """The phone page and its WebSockets for ``desk`` (see the module).
    Made, started and stopped on the Qt main thread."""

    def __init__(self, desk: Any, host: str = "127.0.0.1", port: int = 0, parent: QObject | None = None, *,
                 page: Any = None) -> None:
        super().__init__(parent)
        self.desk = desk
        self.host, self.port = host, port
        self._page = page  # a folder (Path or Traversable) of the page files; None: the package's page/
        self.stats: Counter = Counter()  # what was refused, by kind (read once stopped, or in tests)
        self._bridge = Bridge(desk, self)
        self._caps = limits.ConnectionCaps(self.stats)
        self._switchboard = Switchboard(self._bridge, self.stats, host)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._address: tuple[str, int] | None = None
        self._started = threading.Event()
        self._failure: BaseException | None = None
        self._stop: asyncio.Event | None = None
        self._stop_reason = tr(STOPPED)  # the first word said: the translators are in place before the thread starts
        self._stopped = False
        self._assets: dict[str, tuple[bytes, str]] = {}

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
        self._bridge.listen(self._loop, self._switchboard.push, self._switchboard.close_seat)
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
        self._bridge.stop_listening()
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
        return self._caps.open

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
        phones = self._switchboard.phones

        async def drained() -> None:
            while any(not p.outbox.empty() for p in phones):
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
        loop.set_exception_handler(limits.AcceptErrors(self.stats))
        app = web.Application(client_max_size=limits.MAX_FRAME)
        app.on_response_prepare.append(self._headers)
        app.router.add_route("*", "/{tail:.*}", self._route)
        runner = web.AppRunner(app, access_log=None, shutdown_timeout=limits.CLOSE_TIMEOUT, handle_signals=False)
        await runner.setup()
        manager = runner.server
        listener = None

        def connection() -> Connection:  # every accepted connection's protocol: the limits first
            return Connection(manager, self._caps, loop=loop, keepalive_timeout=limits.KEEPALIVE,
                              lingering_time=limits.LINGER, access_log=None)

        try:
            listener = await loop.create_server(connection, self.host, self.port, backlog=128)
            bound = listener.sockets[0].getsockname()
            self._address = (bound[0], bound[1])
            self._started.set()
            await self._stop.wait()
            await _stop_accepting(listener)
            await self._switchboard.stop(self._stop_reason)
        finally:
            if listener is not None:
                listener.close()
            await runner.cleanup()

    # -- what is served (on the loop) -------------------------------------------------------------
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
                return refuse(405, tr("Method not allowed."), allow="GET")
            return await self._switchboard.answer(request)
        if path not in self._assets:
            self.stats["not found"] += 1
            return refuse(404, tr("Not found."))
        if request.method not in ("GET", "HEAD"):
            self.stats["method"] += 1
            return refuse(405, tr("Method not allowed."), allow="GET, HEAD")
        body, kind = self._assets[path]
        return web.Response(body=body, headers={"Content-Type": kind})

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


def _page_in_language(page: bytes) -> bytes:
    """The phone page as served: in the table's language from its first
    line, before the host has answered (its words come with the welcome)."""
    from html import escape

    from cardtable.engine.i18n import language

    text = page.decode("utf-8")
    text = text.replace('<html lang="en">', f'<html lang="{escape(language())}">', 1)
    text = text.replace(">Connecting to the table…<", f">{escape(tr(CONNECTING))}<", 1)  # i18n: not shown (the page's own English, replaced)
    return text.encode("utf-8")


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


def _lan_address(family: int) -> str:
    """This machine's address on its network (no packet is sent), else loopback."""
    probe, fallback = (("fd00::1", 9), "::1") if family == socket.AF_INET6 else (("10.254.254.254", 9), "127.0.0.1")
    try:
        with socket.socket(family, socket.SOCK_DGRAM) as s:
            s.connect(probe)
            return s.getsockname()[0]
    except OSError:
        return fallback
