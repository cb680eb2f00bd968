"""One phone's WebSocket on the server's loop: its seat once it said hello, its rate, and what waits to be sent to it.

:class:`Phone` queues what is sent to its socket (at most
``limits.MAX_QUEUED`` messages: past that, :meth:`Phone.send` says so and
the caller closes it as not reading) and one task writes the queue in
order, then the close. May touch its aiohttp socket and :mod:`.limits`;
it knows nothing of seats beyond its own number, nor of the desk.
"""

from __future__ import annotations

import asyncio
import time
from typing import Callable

from aiohttp import web

from . import limits

CLOSE_FAILED = "Error on the host."  # i18n: not shown (a close frame's reason)


class Phone:
    """One WebSocket: its seat once it said hello, its rate and what waits to be sent."""

    def __init__(self, ws: web.WebSocketResponse, ip: str,
                 on_failure: Callable[["Phone", BaseException], None] | None = None) -> None:
        self.ws, self.ip = ws, ip
        self.on_failure = on_failure  # told when sending failed other than by the connection going away
        self.seat: int | None = None
        self.opened = time.monotonic()
        self.limiter = limits.RateLimiter()
        self.outbox: asyncio.Queue = asyncio.Queue()
        self.queued = 0
        self.closing = False

    def send(self, text: str) -> bool:
        if self.closing:
            return True
        if self.queued >= limits.MAX_QUEUED:
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


def _close_reason(reason: str) -> bytes:
    """A close frame's reason: UTF-8, at most 120 bytes (a close frame's
    payload is at most 125), never a character cut in two."""
    return reason.encode("utf-8", "replace")[:120].decode("utf-8", "ignore").encode("utf-8")
