"""The phone server on the wire: a client's frames must be masked (RFC 6455
5.1: a server closes the connection on an unmasked one, with 1002), and no
answer names the libraries (or their versions) the server is made with.

The WebSocket is spoken byte for byte here (no client library would send
an unmasked frame); the desk is the fake one of conftest.py. Every wait is
bounded and waits on the server's bytes.
"""

from __future__ import annotations

import base64
import json
import os
import socket
import struct
import threading

import pytest

from .conftest import PAGE  # noqa: F401  (the page folder the fixture serves)
from .test_server import raw_http


def frame(payload: bytes, opcode: int = 1, masked: bool = True) -> bytes:
    """One whole client frame (FIN set)."""
    head = bytes([0x80 | opcode])
    bit = 0x80 if masked else 0
    n = len(payload)
    if n < 126:
        head += bytes([bit | n])
    elif n < 1 << 16:
        head += bytes([bit | 126]) + struct.pack("!H", n)
    else:
        head += bytes([bit | 127]) + struct.pack("!Q", n)
    if not masked:
        return head + payload
    key = os.urandom(4)
    return head + key + bytes(b ^ key[i % 4] for i, b in enumerate(payload))


def text(msg: dict, masked: bool = True) -> bytes:
    return frame(json.dumps(msg).encode("utf-8"), masked=masked)


class RawSocket:
    """A WebSocket opened by hand on ``server``'s /ws; reads the server's frames."""

    def __init__(self, server) -> None:
        host, port = server.address
        self.sock = socket.create_connection((host, port), timeout=10)
        key = base64.b64encode(os.urandom(16)).decode("ascii")
        self.sock.sendall((f"GET /ws HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                           f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                           f"Origin: http://{host}:{port}\r\n\r\n").encode("latin-1"))
        self.buffer = b""
        head = self._until(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        self.status = int(lines[0].split()[1])
        self.headers = {k.strip().lower(): v.strip() for k, _, v in (ln.partition(":") for ln in lines[1:])}

    def _until(self, mark: bytes) -> bytes:
        while mark not in self.buffer:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed")
            self.buffer += chunk
        head, _, self.buffer = self.buffer.partition(mark)
        return head

    def _take(self, n: int) -> bytes:
        while len(self.buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed")
            self.buffer += chunk
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out

    def read(self) -> tuple[int, bytes]:
        """The server's next frame: (opcode, payload). A server's frames are never masked."""
        b0, b1 = self._take(2)
        assert not b1 & 0x80, "a server frame was masked"
        n = b1 & 0x7F
        if n == 126:
            n = struct.unpack("!H", self._take(2))[0]
        elif n == 127:
            n = struct.unpack("!Q", self._take(8))[0]
        return b0 & 0x0F, self._take(n)

    def until_close(self) -> tuple[list[dict], int | None]:
        """The messages the server sends, up to its close frame, and that frame's code
        (None: the connection ended without one)."""
        got = []
        while True:
            try:
                opcode, payload = self.read()
            except (ConnectionError, OSError):
                return got, None
            if opcode == 8:
                return got, struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else None
            if opcode == 1:
                got.append(json.loads(payload))

    def send(self, data: bytes) -> None:
        self.sock.sendall(data)

    def close(self) -> None:
        self.sock.close()


def on_a_thread(qtbot, fn):
    """``fn()`` on a thread of its own while the Qt loop turns (the server's
    calls to the desk need it); its result, or its exception raised here."""
    out = {}

    def run():
        try:
            out["value"] = fn()
        except BaseException as err:  # handed to the test
            out["error"] = err

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=20_000)
    if "error" in out:
        raise out["error"]
    return out["value"]


# -- masking ------------------------------------------------------------------------------------------
def test_an_unmasked_hello_is_refused_with_1002_and_never_reaches_the_desk(qtbot, phone_server, fake_desk):
    def phone():
        ws = RawSocket(phone_server)
        assert ws.status == 101
        ws.send(text({"t": "hello", "token": "tok-one"}, masked=False))
        try:
            return ws.until_close()
        finally:
            ws.close()

    got, code = on_a_thread(qtbot, phone)
    assert code == 1002 and got == []
    assert fake_desk.calls == []
    assert phone_server.stats["unmasked frame"] == 1


def test_an_unmasked_frame_after_masked_ones_closes_the_socket_before_the_desk_hears_it(
        qtbot, phone_server, fake_desk):
    def phone():
        ws = RawSocket(phone_server)
        ws.send(text({"t": "hello", "token": "tok-one"}))
        welcome = json.loads(ws.read()[1])
        view = json.loads(ws.read()[1])
        ws.send(text({"t": "ping"}))
        assert json.loads(ws.read()[1]) == {"t": "pong"}
        # a masked move and an unmasked one in one write: the socket closes, the unmasked one unread
        ws.send(text({"t": "ping"}) + text({"t": "button", "v": view["v"], "i": 0}, masked=False))
        try:
            return welcome, ws.until_close()
        finally:
            ws.close()

    welcome, (got, code) = on_a_thread(qtbot, phone)
    assert welcome["t"] == "welcome"
    assert code == 1002
    assert [m["t"] for m in got] in ([], ["pong"])
    assert [c[0] for c in fake_desk.calls] == ["hello"]  # the move never reached it


def test_a_frame_split_across_writes_is_followed(qtbot, phone_server, fake_desk):
    """Masked frames cut at every byte (and a long one, with its 16-bit
    length) are read as usual; the mask check keeps count across writes."""
    def phone():
        ws = RawSocket(phone_server)
        data = text({"t": "hello", "token": "tok-one"})
        for i in range(len(data)):
            ws.send(data[i:i + 1])
        welcome = json.loads(ws.read()[1])
        json.loads(ws.read()[1])
        long = text({"t": "ping", "pad": "x" * 300})
        ws.send(long[:3])
        ws.send(long[3:9])
        ws.send(long[9:])
        pong = json.loads(ws.read()[1])
        ws.send(frame(b"\x03\xe8", opcode=8))  # a masked close: 1000
        try:
            return welcome, pong, ws.until_close()
        finally:
            ws.close()

    welcome, pong, (_got, code) = on_a_thread(qtbot, phone)
    assert welcome["t"] == "welcome" and pong == {"t": "pong"}
    assert code == 1000
    assert phone_server.stats["unmasked frame"] == 0


# -- the Server header -------------------------------------------------------------------------------
def _names_no_library(fields: dict) -> None:
    server = fields.get("server")
    assert server in (None, "CardTable"), server
    blob = " ".join(f"{k}: {v}" for k, v in fields.items()).lower()
    for word in ("aiohttp", "python", "asyncio"):
        assert word not in blob, (word, fields)


@pytest.mark.parametrize("request_line,status", [
    ("GET / HTTP/1.1", 200), ("HEAD /phone.js HTTP/1.1", 200), ("GET /nothing HTTP/1.1", 404),
    ("POST / HTTP/1.1", 405), ("GET /ws HTTP/1.1", 400), ("GET / HTTP/9.9", 400),
])
def test_no_answer_names_a_library_or_its_version(phone_server, request_line, status):
    got, fields, _ = raw_http(phone_server, request_line)
    assert got == status
    _names_no_library(fields)


def test_the_websocket_handshake_names_no_library_either(qtbot, phone_server):
    def phone():
        ws = RawSocket(phone_server)
        try:
            return ws.status, ws.headers
        finally:
            ws.close()

    status, fields = on_a_thread(qtbot, phone)
    assert status == 101
    _names_no_library(fields)


def test_client_frames_finds_the_first_unmasked_frame_however_the_bytes_are_cut():
    import random

    from cardtable.remote.connections import ClientFrames

    rng = random.Random(7)
    frames = [frame(b"a" * n, opcode=rng.choice((1, 2, 9, 10))) for n in (0, 1, 125, 126, 300, 65_535, 65_536, 70_000)]
    good = b"".join(frames)
    bad = frame(b"unmasked", masked=False)
    for round_ in range(40):
        stream = good + bad + frame(b"after")
        cuts = sorted(rng.sample(range(1, len(stream)), 6) + [len(good) + 1] * (round_ % 2))
        watch, found, start = ClientFrames(), None, 0
        for end in [*cuts, len(stream)]:  # one cut inside the unmasked frame's header
            if end <= start:
                continue
            at = watch.unmasked_at(stream[start:end])
            if at is not None:
                found = start + at
                break
            start = end
        # where it begins, or (its header begun in bytes already read) the start of these bytes
        assert found == max(len(good), start)
    watch = ClientFrames()
    assert watch.unmasked_at(good) is None and watch.unmasked_at(bad) == 0
