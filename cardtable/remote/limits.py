"""How much a phone may ask of the host: the numbers, and the counters that hold phones to them.

Owns every bound of the phone server beyond those of :mod:`.wire` (its
message size, depth and rates), and the bookkeeping that enforces the ones
counted per connection, per socket, per seat and per address:

- connections (page loads and sockets alike), counted from the moment one
  is accepted: at most :data:`MAX_CONNECTIONS` at once (fewer when the
  process may open few files: :func:`fd_room`) and
  :data:`MAX_CONNECTIONS_PER_IP` from one address. When all are taken, a
  newcomer takes the place of an idle connection of the address holding the
  most, if that is more than its own holds and one
  (:class:`ConnectionCaps`). A connection has :data:`HEADER_TIMEOUT`
  seconds to send its first request's headers and is kept :data:`KEEPALIVE`
  seconds idle between requests;
- sockets: :data:`MAX_SOCKETS` phones at once, :data:`MAX_PENDING_PER_IP`
  from one address that have not said hello yet, :data:`HELLO_TIMEOUT`
  seconds to say it, and :data:`MAX_QUEUED` messages waiting for a phone
  that does not read them;
- rates: each socket's own (:class:`RateLimiter`, ``wire.RATE``), each
  seat's whatever its phones do, however often they reconnect and from
  wherever (:class:`SeatBucket`), and the hellos of each address
  (:class:`AddressBuckets`, ``wire.HELLO_RATE``);
- running out of file descriptors is said once every
  :data:`ACCEPT_ERROR_EVERY` seconds, not once per try (:class:`AcceptErrors`).

Everything refused is counted by kind in the server's ``stats``, which the
counters here are given. The other modules of the server read these numbers
as ``limits.NAME`` when they use them, never copied at import, so one
place holds each and a test may change it.

May touch: :mod:`.wire` (its rates) and the standard library. Nothing here
knows aiohttp or Qt: a connection is any object with ``address``,
``idle()`` and ``force_close()``.
"""

from __future__ import annotations

import errno
import logging
import time
from collections import Counter
from typing import Any, Callable

from . import wire

log = logging.getLogger("cardtable.remote")

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

ACCEPT, DROP, WARN, CLOSE = "accept", "drop", "warn", "close"


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


class ConnectionCaps:
    """The open connections, counted by remote address on the server's loop:
    :meth:`admit` each as it is accepted, :meth:`release` it once closed."""

    def __init__(self, stats: Counter) -> None:
        self.stats = stats  # the server's: what was refused, by kind
        self.open = 0  # open connections in all
        self.fd_room = fd_room()  # connections the open-file limit leaves room for
        self._by_address: dict[str, dict[Any, None]] = {}  # open ones by remote address, oldest first

    def admit(self, connection: Any, address: str) -> bool:
        """Count a new ``connection`` from ``address`` in; False when it is
        refused (counted in :attr:`stats` by why). When all
        :data:`MAX_CONNECTIONS` are open, it takes the place of an idle one
        (no request under way) of the address that holds the most, if that is
        more than its own address holds and one: one machine (or a few)
        filling the server does not keep another one out."""
        mine = self._by_address.get(address, {})
        if len(mine) >= MAX_CONNECTIONS_PER_IP:
            self.stats["too many connections from one address"] += 1
            return False
        if self.open >= min(MAX_CONNECTIONS, self.fd_room) and not self._make_room(len(mine)):
            self.stats["too many connections"] += 1
            return False
        self.open += 1
        connection.address = address
        self._by_address.setdefault(address, {})[connection] = None
        return True

    def _make_room(self, holding: int) -> bool:
        for _address, held in sorted(self._by_address.items(), key=lambda item: -len(item[1])):
            if len(held) <= holding + 1:
                return False
            victim = next((c for c in held if c.idle()), None)  # its oldest idle one
            if victim is not None:
                self.stats["idle connection closed for another address's"] += 1
                self.release(victim)
                victim.force_close()
                return True
        return False

    def release(self, connection: Any) -> None:
        address, connection.address = connection.address, None
        held = self._by_address.get(address) if address is not None else None
        if held is None or connection not in held:
            return
        del held[connection]
        if not held:
            del self._by_address[address]
        self.open -= 1


class AcceptErrors:
    """The loop's error handler: a connection that cannot be accepted for
    want of descriptors (or memory) is counted, and said at most once every
    :data:`ACCEPT_ERROR_EVERY` seconds, in a line; the rest as asyncio says it."""

    def __init__(self, stats: Counter) -> None:
        self.stats = stats
        self._said: float | None = None  # when running out of descriptors was last logged

    def __call__(self, loop: Any, context: dict) -> None:
        err = context.get("exception")
        if isinstance(err, OSError) and err.errno in (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM):
            self.stats["cannot accept (out of descriptors)"] += 1
            now = time.monotonic()
            if self._said is None or now - self._said >= ACCEPT_ERROR_EVERY:
                self._said = now
                log.warning("Cannot take new connections: %s (%d tries so far; said again in %g s at the most)",
                            err.strerror or err, self.stats["cannot accept (out of descriptors)"], ACCEPT_ERROR_EVERY)
            return
        loop.default_exception_handler(context)


def fd_room(spare: int = 32) -> int | float:
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
