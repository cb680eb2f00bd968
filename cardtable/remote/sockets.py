"""The phones' WebSockets on the server's loop: who is connected, at which seat, and what each is sent.

Owns :class:`Switchboard`, which answers ``/ws`` (each socket a
:class:`~.phone.Phone`): it opens a socket within the
caps of :mod:`.limits`, reads it (each message rate-limited and parsed by
:mod:`.wire` here, on the server's thread, so a flood never reaches the
game), hands the hellos and messages that pass to the desk through the
:class:`~.bridge.Bridge`, and sends the desk's answers and views to the
phones of their seat. The token a phone sends is never logged: only a
digest of it is kept, so that its next hellos count in its seat's rate.

May touch: the sockets and requests aiohttp hands it, :mod:`.limits`,
:mod:`.wire`, :mod:`.phone`, :mod:`.connections` (to tell a connection its
socket) and the bridge. Never the desk itself: only the bridge crosses to it.
"""

from __future__ import annotations

import asyncio
import hashlib
import ipaddress
import logging
from collections import Counter
from functools import partial
from typing import Any

from aiohttp import WSMsgType, web
from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.words import tr

from . import limits, wire
from .bridge import Bridge
from .connections import Connection, refuse
from .phone import CLOSE_FAILED, Phone

log = logging.getLogger("cardtable.remote")

HEARTBEAT = 20.0  # seconds between the server's pings of an idle socket

# What a phone is told, in English here: each is translated (tr) where it is put in a message.
# QCoreApplication.translate may be called on the server's thread; the translators are put in
# place on the main thread before the server starts (PhoneServer.__init__ says its first word).
GENERIC_ERROR = QT_TRANSLATE_NOOP("", "Something went wrong on the host.")
REPLACED = QT_TRANSLATE_NOOP("", "This seat was opened on another screen.")
TOO_FAST = QT_TRANSLATE_NOOP("", "Too many messages: slow down.")
TRY_LATER = QT_TRANSLATE_NOOP("", "Too many hellos from this address: try again in a moment.")
SEAT_TRY_LATER = QT_TRANSLATE_NOOP("", "Too many connections for this seat: try again in a moment.")
NO_HELLO = QT_TRANSLATE_NOOP("", "No hello in time.")
# The reasons of close frames: for a browser's developer tools (the page never shows them).
CLOSE_DENIED = "Denied."  # i18n: not shown (a close frame's reason)
CLOSE_FLOODING = "Too many messages."  # i18n: not shown (a close frame's reason)
CLOSE_NOT_READING = "Not reading its messages."  # i18n: not shown (a close frame's reason)
CLOSE_NO_ROOM = "Too many connections."  # i18n: not shown (a close frame's reason)


class Switchboard:
    """Every phone's socket, on the server's loop, and the seat each said hello for.
    ``host`` is the name the server was asked to listen on (a socket's Host may be it)."""

    def __init__(self, bridge: Bridge, stats: Counter, host: str) -> None:
        self._bridge, self.stats, self._host = bridge, stats, host
        self.phones: set[Phone] = set()
        self._seats: dict[int, list[Phone]] = {}
        self._latest: dict[int, int] = {}  # the newest view number each seat's phones were all sent
        self._pending: Counter = Counter()  # sockets that have not said hello yet, by remote address
        self._hellos = limits.AddressBuckets()
        self._seat_buckets: dict[int, limits.SeatBucket] = {}
        self._token_seats: dict[bytes, int] = {}  # a digest of each token the desk welcomed -> its seat
        self._writer_failed = False  # a socket's sending failed other than by its connection going away
        self._handlers: set[asyncio.Task] = set()

    # -- opening a socket ----------------------------------------------------------------------
    def _origin_ok(self, request: web.Request) -> bool:
        """A socket comes from the page this server serves: the Host is an
        address (or this server's own name), and a browser's Origin is that host."""
        host = request.host
        name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
        name = name.strip("[]").lower()
        try:
            ipaddress.ip_address(name.split("%", 1)[0])
        except ValueError:
            if name not in ("localhost", self._host.lower()):
                return False
        origin = request.headers.get("Origin")
        return origin is None or origin.lower() == f"http://{host}".lower()

    async def answer(self, request: web.Request) -> web.StreamResponse:
        """``GET /ws``: a socket, for as long as it is open; or a plain refusal."""
        ip = request.remote or "?"
        if not self._origin_ok(request):
            self.stats["foreign origin"] += 1
            return refuse(403, tr("Forbidden."))
        if len(self.phones) >= limits.MAX_SOCKETS and not self._make_socket_room(ip):
            self.stats["too many sockets"] += 1
            return refuse(503, tr("Too many phones are connected."))
        if self._pending[ip] >= limits.MAX_PENDING_PER_IP:
            self.stats["too many waiting sockets"] += 1
            return refuse(429, tr("Too many connections from this address."))
        if not self._hellos.ready(ip):  # its hello would be refused: no socket at all
            self.stats["too many hellos (at the handshake)"] += 1
            return refuse(429, tr(TRY_LATER))
        ws = web.WebSocketResponse(heartbeat=HEARTBEAT, max_msg_size=limits.MAX_FRAME, compress=False,
                                   timeout=limits.CLOSE_TIMEOUT)
        if not ws.can_prepare(request).ok:
            self.stats["not a websocket"] += 1
            return refuse(400, tr("This address is for the phone page's WebSocket."))
        phone = Phone(ws, ip, self._writer_failure)
        if isinstance(request.protocol, Connection):
            request.protocol.phone = phone  # told if the client sends an unmasked frame
        self.phones.add(phone)
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
                done, _ = await asyncio.wait([writer], timeout=limits.CLOSE_TIMEOUT + 1.0)
                if not done:
                    writer.cancel()
                    await asyncio.wait([writer])
        return ws

    def _make_socket_room(self, ip: str) -> bool:
        """All ``limits.MAX_SOCKETS`` are open: close the socket waiting longest
        for its hello of the address with the most waiting, if that is more
        than ``ip`` has waiting and one (as :class:`.limits.ConnectionCaps`
        does for connections)."""
        holding = self._pending[ip]
        waiting = [p for p in self.phones if p.seat is None and not p.closing
                   and self._pending[p.ip] > holding + 1]
        if not waiting:
            return False
        most = max(self._pending[p.ip] for p in waiting)
        victim = min((p for p in waiting if self._pending[p.ip] == most), key=lambda p: p.opened)
        self.stats["waiting socket closed for another address's"] += 1
        self._forget(victim)  # its place is free now, whenever its close ends
        victim.close(1008, CLOSE_NO_ROOM)
        return True

    def _forget(self, phone: Phone) -> None:
        if phone in self.phones:
            self.phones.discard(phone)
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

    # -- reading it ------------------------------------------------------------------------------
    async def _read(self, phone: Phone) -> None:
        ws = phone.ws
        loop = asyncio.get_running_loop()
        deadline = loop.time() + limits.HELLO_TIMEOUT
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
            if verdict != limits.ACCEPT:
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
                if seat is not None and not self._seat_bucket(seat).take(phone.limiter.hurried(limits.CALM)):
                    self.stats["too many hellos for one seat"] += 1
                    phone.close(1013, tr(SEAT_TRY_LATER))
                    return
                await self._bridge.on_main(partial(self._bridge.desk_hello, token),
                                           partial(self._hello_done, phone, key))
            elif not self._seat_bucket(phone.seat).take(phone.limiter.hurried(limits.CALM)):
                self.stats["over the seat's rate"] += 1
                if self._dropped(phone, phone.limiter.refuse()):
                    return
            else:
                await self._bridge.on_main(partial(self._bridge.desk_handle, phone.seat, data),
                                           partial(self._answers, phone))

    def _dropped(self, phone: Phone, verdict: str) -> bool:
        """A message of ``phone`` dropped for its rate: warn it or close it as
        ``verdict`` says; True when it is being closed."""
        if verdict == limits.CLOSE:
            self.stats["closed for flooding"] += 1
            phone.close(1008, CLOSE_FLOODING)
            return True
        if verdict == limits.WARN:
            self._reply(phone, {"t": "error", "reason": tr(TOO_FAST)})
        return False

    def _seat_bucket(self, seat: int) -> limits.SeatBucket:
        bucket = self._seat_buckets.get(seat)
        if bucket is None:
            bucket = self._seat_buckets[seat] = limits.SeatBucket()
        return bucket

    # -- sending -----------------------------------------------------------------------------------
    def _reply(self, phone: Phone, msg: dict) -> None:
        if not phone.send(wire.dump(msg)):
            self._too_slow(phone)

    def _too_slow(self, phone: Phone) -> None:
        self.stats["not reading"] += 1
        phone.close(1008, CLOSE_NOT_READING)

    def _writer_failure(self, phone: Phone, err: BaseException) -> None:
        self.stats["sending failed"] += 1
        if not self._writer_failed:  # once: the same fault would say the same for every phone
            self._writer_failed = True
            log.error("Sending to a phone failed; its socket is closed", exc_info=err)

    def _hello_done(self, phone: Phone, key: bytes, result: Any) -> None:
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
        if phone.closing or phone not in self.phones:
            return
        self._forget(phone)  # no longer waiting for hello
        self.phones.add(phone)
        phone.seat = seat
        others = [p for p in self._seats.get(seat, ()) if not p.closing]
        while len(others) >= wire.MAX_PHONES_PER_SEAT:
            self.stats["replaced by a newer phone"] += 1
            self._deny(others.pop(0), tr(REPLACED))
        self._seats[seat] = others + [phone]
        self._answers(phone, msgs)

    def _answers(self, phone: Phone, result: Any) -> None:
        """The desk's answer to ``phone``. A view in it that is newer than
        any its seat's phones were sent goes to all of them: a view is the
        seat's, numbered for the seat, and the desk does not send again a
        view it has cut for one phone's answer."""
        if result is None:
            result = [(None, wire.dump({"t": "error", "reason": tr(GENERIC_ERROR)}))]
        for v, text in result:
            if v is not None and phone.seat is not None and v > self._latest.get(phone.seat, -1):
                self.push({phone.seat: (v, text)})
            elif not phone.send(text):
                self._too_slow(phone)
                return

    def push(self, texts: dict[int, tuple[int | None, str]]) -> None:
        """Views (or any text) for seats: to every phone of each."""
        for seat, (v, text) in texts.items():
            if v is not None:
                self._latest[seat] = v
            for phone in list(self._seats.get(seat, ())):
                if not phone.send(text):
                    self._too_slow(phone)

    def close_seat(self, seat: int, reason: str) -> None:
        """The desk closed ``seat``: its phones are denied with ``reason``."""
        self._latest.pop(seat, None)  # its views are numbered afresh if it is invited again
        self._seat_buckets.pop(seat, None)  # and whoever is invited has its whole rate
        self._token_seats = {key: s for key, s in self._token_seats.items() if s != seat}
        for phone in list(self._seats.get(seat, ())):
            self._deny(phone, reason)

    def _deny(self, phone: Phone, reason: str) -> None:
        phone.send(wire.dump({"t": "denied", "reason": reason}))
        phone.close(1000, CLOSE_DENIED)

    # -- the server stopping --------------------------------------------------------------------------
    async def stop(self, reason: str) -> None:
        """Every phone is told ``reason`` (translated), in words its page
        shows, and closed; returns once their handlers ended (or gave up)."""
        for phone in list(self.phones):
            if phone.seat is not None:
                phone.send(wire.dump({"t": "denied", "reason": reason}))
            phone.close(1001, reason)
        self._bridge.give_up()  # answers the main thread will not give now
        if self._handlers:
            await asyncio.wait(list(self._handlers), timeout=limits.CLOSE_TIMEOUT + 1.0)
