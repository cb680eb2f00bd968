"""One TCP connection to the phone server, from the moment it is accepted to its close, and the answers the server makes of its own.

Owns :class:`Connection` (aiohttp's handler of a connection, with the
caps of :mod:`.limits` applied before aiohttp reads a byte), the check that
a WebSocket client masks its frames (:class:`ClientFrames`), and what every
answer that is not a page file looks like: :data:`HEADERS` on all of them,
a short plain body naming its status and never repeating the request
(:func:`plain`, :func:`refuse`, :data:`BUSY`). No answer names the libraries
the server is made with (``Server: CardTable``).

On the wire: a client's WebSocket frames must be masked (RFC 6455 5.1); at
the first that is not, the socket is closed with 1002 and nothing from that
frame on is read (aiohttp would read it).

May touch: :mod:`.limits` (the caps and counters it is given) and aiohttp's
connection handler. It knows a socket only as the ``phone`` object set on
its connection, which it may ask to ``close``; never the desk, nor Qt.
"""

from __future__ import annotations

import asyncio
import logging
from http import HTTPStatus
from typing import Any, Callable

from aiohttp import web

from . import limits

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
CLOSE_UNMASKED = "Client frames must be masked."  # i18n: not shown (a close frame's reason)


def plain(status: int) -> str:
    """The whole body of an answer with ``status`` that is not a page file: its name, nothing of the request."""
    try:
        return f"{status} {HTTPStatus(status).phrase}."
    except ValueError:
        return f"{status}."


# the answer to a connection refused before it is read: HTTP, not words for a person
BUSY = ("HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"  # i18n: not shown (HTTP)
        + "".join(f"{key}: {value}\r\n" for key, value in HEADERS.items())
        + f"Content-Length: {len(plain(503)) + 1}\r\nConnection: close\r\n\r\n{plain(503)}\n"  # i18n: not shown (HTTP)
        ).encode("latin-1")


def refuse(status: int, text: str, allow: str | None = None) -> web.Response:
    """A plain answer that refuses a request: ``text`` (already translated), nothing of the request."""
    return web.Response(status=status, text=text, headers={"Allow": allow} if allow else None)


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


class Connection(web.RequestHandler):
    """aiohttp's handler of one TCP connection, with the server's limits
    from the moment it is accepted (:meth:`.limits.ConnectionCaps.admit`):
    past ``limits.MAX_CONNECTIONS_PER_IP``, or past ``limits.MAX_CONNECTIONS``
    with no room to be made, it is answered a plain 503 and closed at once
    (never read); without its first request's headers in
    ``limits.HEADER_TIMEOUT`` seconds it is closed; and the answers aiohttp
    makes itself (a request it cannot read, a failing handler) are short,
    fixed and carry :data:`HEADERS`."""

    def __init__(self, manager: web.Server, caps: limits.ConnectionCaps, **kwargs: Any) -> None:
        super().__init__(manager, **kwargs)
        self._caps = caps
        self.address: str | None = None  # its remote address while it is counted in
        self._started = False  # handed to aiohttp
        self._header_timer: asyncio.TimerHandle | None = None
        self.phone: Any = None  # its WebSocket (with close(code, reason)), once it asked for one

    def idle(self) -> bool:
        """No request under way: none whole yet, or waiting for the next one."""
        return self._request_count == 0 or (self._waiter is not None and not self._waiter.done())

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        address = _peer_address(transport)
        if not self._caps.admit(self, address):  # never handed to aiohttp: connection_lost does nothing either
            try:
                transport.write(BUSY)  # type: ignore[attr-defined]
            finally:
                transport.close()
            return
        self._started = True
        super().connection_made(transport)
        self._header_timer = asyncio.get_running_loop().call_later(limits.HEADER_TIMEOUT, self._headers_late)

    def connection_lost(self, exc: BaseException | None) -> None:
        if not self._started:
            return
        self._started = False
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None
        self._caps.release(self)
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
        self._caps.stats["unmasked frame"] += 1
        if self.phone is not None:
            self.phone.close(1002, CLOSE_UNMASKED)
        else:
            self.force_close()

    def _headers_late(self) -> None:
        self._header_timer = None
        if not self._request_count and self.transport is not None:
            self._caps.stats["headers too slow"] += 1
            self.force_close()

    def handle_error(self, request: web.BaseRequest, status: int = 500, exc: BaseException | None = None,
                     message: str | None = None) -> web.StreamResponse:
        if status >= 500:
            self._caps.stats["failed on the host"] += 1
            log.error("The phone server failed on a request", exc_info=exc)
        else:  # a request it could not read: nothing of it is logged or sent back
            self._caps.stats["unreadable request"] += 1
        if request.writer.output_size > 0:  # some of an answer is out already: the connection is broken
            raise ConnectionError("an answer was already being sent")  # i18n: not shown (caught by aiohttp)
        response = web.Response(status=status, text=plain(status), headers=HEADERS)
        response.force_close()
        return response


def _peer_address(transport: asyncio.BaseTransport) -> str:
    peer = transport.get_extra_info("peername")
    return str(peer[0]) if isinstance(peer, (tuple, list)) and peer else "?"
