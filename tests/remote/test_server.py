"""The phone server (cardtable.remote: transport, connections, limits, sockets, bridge) against a fake desk: the page's
files and nothing else, the headers on every answer, the WebSocket's hello,
its limits, and the bridge that calls the desk on the Qt main thread only."""

from __future__ import annotations

import asyncio
import errno
import json
import logging
import socket
import threading
import time
from collections import Counter

import aiohttp
import pytest
from aiohttp import web

from cardtable.remote import bridge, limits, sockets, wire
from cardtable.remote.connections import HEADERS
from cardtable.remote.limits import RateLimiter
from cardtable.remote.sockets import Switchboard
from cardtable.remote.transport import PhoneServer

from .conftest import PAGE, in_thread

CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")


def raw_http(server: PhoneServer, request_line: str, headers: str = "", body: bytes = b"") -> tuple[int, dict, bytes]:
    """One request sent byte for byte (no client tidies its path): (status, headers, body)."""
    host, port = server.address
    data = (f"{request_line}\r\nHost: {host}:{port}\r\nConnection: close\r\n{headers}"
            f"Content-Length: {len(body)}\r\n\r\n").encode("latin-1") + body
    with socket.create_connection((host, port), timeout=5) as s:
        s.sendall(data)
        chunks = []
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            chunks.append(chunk)
    head, _, rest = b"".join(chunks).partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    fields = {}
    for line in lines[1:]:
        key, _, value = line.partition(":")
        fields[key.strip().lower()] = value.strip()
    return status, fields, rest


def assert_safe_headers(fields: dict) -> None:
    for key, value in HEADERS.items():
        assert fields.get(key.lower()) == value, key
    assert fields["content-security-policy"] == CSP


def ws_url(server: PhoneServer) -> str:
    host, port = server.address
    return f"ws://{host}:{port}/ws"


async def receive(ws, timeout: float = 5.0):
    """The next message as a dict, or the close as ("closed", code)."""
    msg = await ws.receive(timeout=timeout)
    if msg.type == aiohttp.WSMsgType.TEXT:
        return json.loads(msg.data)
    if msg.type == aiohttp.WSMsgType.CLOSE:  # the code the server's close frame gave
        return ("closed", msg.data)
    return ("closed", ws.close_code)


async def joined(session, server, token: str = "tok-one"):
    ws = await session.ws_connect(ws_url(server))
    await ws.send_str(json.dumps({"t": "hello", "token": token}))
    welcome, view = await receive(ws), await receive(ws)
    assert welcome["t"] == "welcome" and view["t"] == "view"
    return ws, view


# -- the page ---------------------------------------------------------------------------------
@pytest.mark.parametrize("path,name,kind", [("/", "index.html", "text/html"), ("/phone.js", "phone.js", "text/javascript"),
                                            ("/phone.css", "phone.css", "text/css")])
def test_the_page_files_are_served_with_the_safety_headers(phone_server, path, name, kind):
    status, fields, body = raw_http(phone_server, f"GET {path} HTTP/1.1")
    assert status == 200 and body == PAGE[name]
    assert fields["content-type"].startswith(kind)
    assert_safe_headers(fields)
    status, fields, body = raw_http(phone_server, f"HEAD {path} HTTP/1.1")
    assert status == 200 and body == b""


def test_a_missing_page_file_is_a_404_not_a_crash(phone_server):
    status, fields, _ = raw_http(phone_server, "GET /icon.svg HTTP/1.1")
    assert status == 404
    assert_safe_headers(fields)
    assert raw_http(phone_server, "GET / HTTP/1.1")[0] == 200  # still serving


@pytest.mark.parametrize("target", [
    "/../", "/..", "/./", "/%2e%2e/", "/%2E%2E/phone.js", "/..%2f..%2fetc%2fpasswd", "/page/index.html",
    "/index.html", "/etc/passwd", "//etc/passwd", "/phone.js/", "/PHONE.JS", "/phone.js%00", "/ws/../phone.js",
    "/./phone.js", "/page/../phone.js", "/%2fetc%2fpasswd", "/transport.py", "/__init__.py", "/wire.py",
    "http://127.0.0.1/etc/passwd", "http://evil.example/phone.js", "*", "/favicon.ico",
])
def test_nothing_outside_the_page_is_served(phone_server, target):
    status, fields, body = raw_http(phone_server, f"GET {target} HTTP/1.1")
    assert status in (400, 404), (target, status)
    assert b"import" not in body and b"root:" not in body
    if status == 404:
        assert_safe_headers(fields)


@pytest.mark.parametrize("method,path", [("POST", "/"), ("PUT", "/phone.js"), ("DELETE", "/phone.css"),
                                         ("POST", "/ws"), ("OPTIONS", "/"), ("PATCH", "/")])
def test_other_methods_are_not_allowed(phone_server, method, path):
    status, fields, _ = raw_http(phone_server, f"{method} {path} HTTP/1.1", body=b"x=1")
    assert status == 405 and "GET" in fields["allow"]
    assert_safe_headers(fields)


def test_ws_without_an_upgrade_is_refused_plainly(phone_server):
    status, fields, _ = raw_http(phone_server, "GET /ws HTTP/1.1")
    assert status == 400
    assert_safe_headers(fields)


def test_the_real_page_folder_is_read_without_failing(fake_desk):
    server = PhoneServer(fake_desk)  # the package's page/, whatever is in it yet
    server.start()
    try:
        for path in ("/", "/phone.js", "/phone.css", "/icon.svg"):
            assert raw_http(server, f"GET {path} HTTP/1.1")[0] in (200, 404)
    finally:
        server.stop()


# -- life ---------------------------------------------------------------------------------------
def test_address_url_and_stop(fake_desk, page_dir):
    server = PhoneServer(fake_desk, "127.0.0.1", 0, page=page_dir)
    server.start()
    host, port = server.address
    assert host == "127.0.0.1" and port > 0
    assert server.url("abc") == f"http://127.0.0.1:{port}/#abc"
    server.stop()
    server.stop()  # idempotent
    with pytest.raises(OSError):
        socket.create_connection((host, port), timeout=2).close()


def test_a_taken_port_is_a_one_line_oserror(fake_desk, page_dir):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        server = PhoneServer(fake_desk, "127.0.0.1", port, page=page_dir)
        with pytest.raises(OSError) as caught:
            server.start()
    text = str(caught.value)
    assert "\n" not in text and f"127.0.0.1:{port}" in text
    server.stop()  # safe after a failed start


def test_url_hosts():
    assert PhoneServer._url_host("::1") == "[::1]"
    assert PhoneServer._url_host("fe80::1%eth0") == "[fe80::1%25eth0]"
    assert PhoneServer._url_host("192.168.1.20") == "192.168.1.20"
    assert PhoneServer._url_host("laptop.local") == "laptop.local"
    assert PhoneServer._url_host("0.0.0.0") != "0.0.0.0"  # a phone needs an address it can reach


def test_stop_closes_every_socket(qtbot, fake_desk, page_dir):
    server = PhoneServer(fake_desk, "127.0.0.1", 0, page=page_dir)
    server.start()
    opened = threading.Event()

    async def phone():
        async with aiohttp.ClientSession() as session:
            ws, _ = await joined(session, server)
            waiting = await session.ws_connect(ws_url(server))  # has not said hello: nothing to tell it
            opened.set()
            return await receive(ws, timeout=10), await receive(ws, timeout=10), await receive(waiting, timeout=10)

    out = {}
    thread = threading.Thread(target=lambda: out.setdefault("r", asyncio.run(phone())), daemon=True)
    thread.start()
    qtbot.waitUntil(opened.is_set, timeout=5000)
    server.stop()
    thread.join(10)
    # the page is told why in words it shows (a close frame's reason it never shows), and stops
    assert out["r"] == ({"t": "denied", "reason": "The host has stopped."}, ("closed", 1001), ("closed", 1001))


# -- hello ----------------------------------------------------------------------------------------
def test_hello_with_a_token_joins_its_seat_and_a_wrong_one_is_denied(qtbot, phone_server, fake_desk, caplog):
    caplog.set_level(logging.DEBUG)

    async def phones():
        async with aiohttp.ClientSession() as session:
            ws, view = await joined(session, phone_server, "tok-two")
            await ws.close()
            out = [view["seat"]]
            for token in ("nope", "", None, 12, ["tok-one"], "tok-one " * 3):
                bad = await session.ws_connect(ws_url(phone_server))
                await bad.send_str(json.dumps({"t": "hello", "token": token}))
                out.append((await receive(bad), await receive(bad)))
                await bad.close()
            return out

    seat, *denials = in_thread(qtbot, phones)
    assert seat == 1
    for denied, closed in denials:
        assert denied["t"] == "denied" and denied["reason"]
        assert closed[0] == "closed"
    assert "tok-two" not in caplog.text and "tok-one" not in caplog.text


def test_before_hello_only_hello_and_ping(qtbot, phone_server, fake_desk):
    async def phone():
        async with aiohttp.ClientSession() as session:
            ws = await session.ws_connect(ws_url(phone_server))
            await ws.send_str(json.dumps({"t": "button", "v": 1, "i": 0}))
            first = await receive(ws)
            await ws.send_str(json.dumps({"t": "ping"}))
            second = await receive(ws)
            await ws.close()
            return first, second

    first, second = in_thread(qtbot, phone)
    assert first == {"t": "error", "reason": "Say hello first."}
    assert second == {"t": "pong"}
    assert fake_desk.calls == []


def test_no_hello_in_time_closes(qtbot, phone_server, monkeypatch):
    monkeypatch.setattr(limits, "HELLO_TIMEOUT", 0.3)

    async def phone():
        async with aiohttp.ClientSession() as session:
            ws = await session.ws_connect(ws_url(phone_server))
            return await receive(ws), await receive(ws)

    error, closed = in_thread(qtbot, phone)
    assert error["t"] == "error" and closed == ("closed", 1008)


# -- messages -------------------------------------------------------------------------------------
def test_bad_messages_get_an_error_and_reach_nobody(qtbot, phone_server, fake_desk):
    sends = [
        "{not json", "[1, 2]", '"hello"', json.dumps({"t": "shout"}), json.dumps({"no": "type"}),
        json.dumps({"t": "narrate", "v": 1, "prompt": None, "text": [[[["deep"]]]]}),
        "[" * 10_000 + "]" * 10_000,
        json.dumps({"t": "narrate", "v": 1, "prompt": None, "text": "x" * wire.MAX_MESSAGE}),  # slightly over
        b"\xff\xfe not text",
    ]

    async def phone():
        async with aiohttp.ClientSession() as session:
            ws, _ = await joined(session, phone_server)
            fake_desk.calls.clear()
            out = []
            for text in sends:
                await (ws.send_bytes(text) if isinstance(text, bytes) else ws.send_str(text))
                out.append(await receive(ws))
            await ws.send_str(json.dumps({"t": "ping"}))
            out.append(await receive(ws))
            await ws.close()
            return out

    *errors, pong = in_thread(qtbot, phone)
    assert all(e["t"] == "error" and e["reason"] for e in errors), errors
    assert "too long" in errors[-2]["reason"]
    assert pong == {"t": "pong"}
    assert fake_desk.calls == []


def test_a_huge_frame_closes_the_socket(qtbot, phone_server, fake_desk):
    async def phone():
        async with aiohttp.ClientSession() as session:
            ws, _ = await joined(session, phone_server)
            await ws.send_str("x" * (limits.MAX_FRAME + 10))
            return await receive(ws)

    assert in_thread(qtbot, phone) == ("closed", 1009)


def test_the_desk_is_called_on_the_main_thread_and_views_go_to_the_seats_phones(qtbot, phone_server, fake_desk):
    async def phones():
        async with aiohttp.ClientSession() as session:
            a, va = await joined(session, phone_server, "tok-one")
            b, _ = await joined(session, phone_server, "tok-one")
            c, _ = await joined(session, phone_server, "tok-two")
            await a.send_str(json.dumps({"t": "button", "v": va["v"], "i": 0}))
            got = [await receive(a), await receive(b)]
            await a.send_str(json.dumps({"t": "drop", "v": 1, "zone": "x", "card": None, "target": "y"}))
            got.append(await receive(a))
            await c.send_str(json.dumps({"t": "ping"}))
            got.append(await receive(c))  # seat 1 was sent no view of seat 0's
            for ws in (a, b, c):
                await ws.close()
            return got

    view_a, view_b, refused, pong = in_thread(qtbot, phones)
    assert view_a == view_b and view_a["v"] == 2 and view_a["seat"] == 0
    assert refused == {"t": "refused", "reason": "Not now."}
    assert pong == {"t": "pong"}
    main = threading.main_thread()
    assert fake_desk.threads and all(t is main for t in fake_desk.threads)
    assert [c[0] for c in fake_desk.calls] == ["hello"] * 3 + ["handle"] * 2


def test_a_newer_view_in_one_phones_answer_reaches_the_seats_other_phones(qtbot, phone_server, fake_desk):
    async def phones():
        async with aiohttp.ClientSession() as session:
            a, view = await joined(session, phone_server, "tok-one")
            b, _ = await joined(session, phone_server, "tok-one")
            c, _ = await joined(session, phone_server, "tok-two")
            await a.send_str(json.dumps({"t": "activate", "v": view["v"], "zone": "z", "card": "cut"}))
            got = {"a": [await receive(a), await receive(a)], "b": [await receive(b)]}
            # a stale one: the same view again, to the phone that asked only
            await a.send_str(json.dumps({"t": "activate", "v": view["v"], "zone": "z", "card": "cut"}))
            got["a"] += [await receive(a), await receive(a)]
            await b.send_str(json.dumps({"t": "ping"}))
            got["b"].append(await receive(b))
            await c.send_str(json.dumps({"t": "ping"}))
            got["c"] = [await receive(c)]
            for ws in (a, b, c):
                await ws.close()
            return got

    got = in_thread(qtbot, phones)
    refused, view, refused_again, same = got["a"]
    assert refused["t"] == refused_again["t"] == "refused"
    assert view["v"] == same["v"] == 2
    assert got["b"] == [view, {"t": "pong"}]  # the newer view, once
    assert got["c"] == [{"t": "pong"}]  # never another seat's


def test_a_failing_desk_is_a_generic_error_and_the_server_goes_on(qtbot, phone_server, fake_desk, caplog):
    async def phone():
        async with aiohttp.ClientSession() as session:
            ws, view = await joined(session, phone_server)
            await ws.send_str(json.dumps({"t": "activate", "v": view["v"], "zone": "z", "card": "boom"}))
            error = await receive(ws)
            await ws.send_str(json.dumps({"t": "button", "v": view["v"], "i": 0}))
            after = await receive(ws)
            await ws.close()
            return error, after

    error, after = in_thread(qtbot, phone)
    assert error == {"t": "error", "reason": "Something went wrong on the host."}
    assert after["t"] == "view"
    assert "the fake desk fails" in caplog.text


def test_a_new_phone_on_a_full_seat_sends_the_oldest_away(qtbot, phone_server):
    async def phones():
        async with aiohttp.ClientSession() as session:
            sockets = [(await joined(session, phone_server))[0] for _ in range(wire.MAX_PHONES_PER_SEAT + 1)]
            first = [await receive(sockets[0]), await receive(sockets[0])]
            await sockets[1].send_str(json.dumps({"t": "ping"}))
            second = await receive(sockets[1])
            for ws in sockets:
                await ws.close()
            return first, second

    (denied, closed), pong = in_thread(qtbot, phones)
    assert denied["t"] == "denied" and closed == ("closed", 1000)
    assert pong == {"t": "pong"}


def test_a_seat_taken_back_sends_its_phones_away(qtbot, phone_server, fake_desk):
    ready = threading.Event()
    out = {}

    async def phones():
        async with aiohttp.ClientSession() as session:
            a, _ = await joined(session, phone_server, "tok-one")
            c, _ = await joined(session, phone_server, "tok-two")
            ready.set()
            out["a"] = [await receive(a, 10), await receive(a, 10)]
            await c.send_str(json.dumps({"t": "ping"}))
            out["c"] = await receive(c)
            await c.close()

    thread = threading.Thread(target=lambda: asyncio.run(phones()), daemon=True)
    thread.start()
    qtbot.waitUntil(ready.is_set, timeout=5000)
    fake_desk.take_back(0)
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=10000)
    denied, closed = out["a"]
    assert denied == {"t": "denied", "reason": bridge.SEAT_CLOSED} and closed[0] == "closed"
    assert out["c"] == {"t": "pong"}


# -- limits ------------------------------------------------------------------------------------------
class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_rate_limiter_burst_rate_one_warning_a_second_and_closing():
    clock = Clock()
    bucket = RateLimiter(rate=20, burst=40, flood_close=5.0, clock=clock)
    assert [bucket.take() for _ in range(40)] == ["accept"] * 40
    assert bucket.take() == "warn"
    assert bucket.take() == "drop"
    clock.now += 0.06  # one message's worth
    assert bucket.take() == "accept"
    assert bucket.take() == "drop"  # no second warning within the second
    verdicts = []
    for _ in range(600):  # 100 messages a second for 6 s: never a quiet second
        clock.now += 0.01
        verdicts.append(bucket.take())
        if verdicts[-1] == "close":
            break
    assert verdicts[-1] == "close"
    assert 4.9 <= clock.now - 100.0 <= 5.1
    assert 4 <= verdicts.count("warn") <= 6  # about one a second
    accepted = verdicts.count("accept")
    assert 80 <= accepted <= 110  # about 20 a second got through


def test_rate_limiter_a_quiet_second_ends_a_flood():
    clock = Clock()
    bucket = RateLimiter(rate=20, burst=40, flood_close=5.0, clock=clock)
    for _ in range(4):
        for _ in range(200):  # a second of 200 messages
            clock.now += 0.005
            assert bucket.take() != "close"
        clock.now += 2.5  # then quiet
    assert bucket.take() == "accept"


def test_a_flood_is_dropped_in_the_server_thread(qtbot, phone_server, fake_desk):
    async def phone():
        async with aiohttp.ClientSession() as session:
            ws, view = await joined(session, phone_server)
            fake_desk.calls.clear()
            for _ in range(300):
                await ws.send_str(json.dumps({"t": "drop", "v": view["v"], "zone": "a", "card": None,
                                              "target": "b"}))
            got = []

            async def read():
                while True:
                    msg = await receive(ws)
                    if isinstance(msg, tuple) or msg == {"t": "pong"}:
                        return
                    got.append(msg)

            reader = asyncio.create_task(read())
            for _ in range(50):  # a ping, until one is let through (the bucket fills again)
                await ws.send_str(json.dumps({"t": "ping"}))
                done, _ = await asyncio.wait([reader], timeout=0.1)
                if done:
                    break
            await asyncio.wait_for(reader, 5)
            await ws.close()
            return got

    got = in_thread(qtbot, phone)
    errors = [m for m in got if m["t"] == "error"]
    assert [e["reason"] for e in errors][:1] == [sockets.TOO_FAST]
    assert len(errors) <= 2
    handled = [c for c in fake_desk.calls if c[0] == "handle"]
    # the seat's bucket keeps SEAT_RESERVE for a phone of the seat that is not flooding; the rest never left
    # the server thread
    assert wire.BURST - limits.SEAT_RESERVE <= len(handled) < wire.BURST + 30
    assert phone_server.stats["over the rate"] + phone_server.stats["over the seat's rate"] >= 300 - len(handled)


def test_sockets_waiting_for_hello_are_capped_per_address(qtbot, phone_server):
    async def phones():
        async with aiohttp.ClientSession() as session:
            waiting = [await session.ws_connect(ws_url(phone_server))
                       for _ in range(limits.MAX_PENDING_PER_IP)]
            try:
                await session.ws_connect(ws_url(phone_server))
                status = 101
            except aiohttp.WSServerHandshakeError as err:
                status = err.status
            await waiting[0].send_str(json.dumps({"t": "hello", "token": "tok-one"}))
            await receive(waiting[0])
            await receive(waiting[0])
            later = await session.ws_connect(ws_url(phone_server))  # one said hello: room again
            for ws in waiting + [later]:
                await ws.close()
            return status

    assert in_thread(qtbot, phones) == 429


def test_sockets_are_capped_in_all(qtbot, phone_server, monkeypatch):
    monkeypatch.setattr(limits, "MAX_SOCKETS", 3)

    async def phones():
        async with aiohttp.ClientSession() as session:
            open_ = [(await joined(session, phone_server, "tok-two"))[0] for _ in range(3)]
            try:
                await session.ws_connect(ws_url(phone_server))
                status = 101
            except aiohttp.WSServerHandshakeError as err:
                status = err.status
            for ws in open_:
                await ws.close()
            return status

    assert in_thread(qtbot, phones) == 503


@pytest.mark.parametrize("headers", [{"Origin": "http://evil.example"}, {"Host": "evil.example"},
                                     {"Origin": "http://evil.example", "Host": "evil.example"}])
def test_a_socket_from_another_site_is_refused(qtbot, phone_server, headers):
    async def phone():
        async with aiohttp.ClientSession() as session:
            try:
                ws = await session.ws_connect(ws_url(phone_server), headers=headers)
            except aiohttp.WSServerHandshakeError as err:
                return err.status
            await ws.close()
            return 101

    assert in_thread(qtbot, phone) == 403


def test_a_socket_from_the_page_itself_is_welcome(qtbot, phone_server):
    host, port = phone_server.address

    async def phone():
        async with aiohttp.ClientSession() as session:
            ws = await session.ws_connect(ws_url(phone_server), headers={"Origin": f"http://{host}:{port}"})
            await ws.send_str(json.dumps({"t": "ping"}))
            got = await receive(ws)
            await ws.close()
            return got

    assert in_thread(qtbot, phone) == {"t": "pong"}


def test_a_connection_arriving_as_the_server_stops_leaves_no_socket_open(fake_desk, page_dir):
    """A phone connecting just as the server stops (a new game, the window
    closing): the connection is closed with the rest, not leaked (asyncio
    3.11 fails on a connection accepted while its server closes)."""
    import gc
    import warnings

    leaks = []
    for _ in range(12):
        server = PhoneServer(fake_desk, "127.0.0.1", 0, page=page_dir)
        server.start()
        with socket.create_connection(("127.0.0.1", server.address[1])):
            pass
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            server.stop()
            gc.collect()
        leaks += [str(w.message) for w in caught if issubclass(w.category, ResourceWarning)]
    assert not leaks, leaks[:2]


# -- connections: caps at accept time, deadlines, the parser's own answers --------------------------
def raw_connect(server: PhoneServer, source: str | None = None) -> socket.socket:
    """A TCP connection to the server, from ``source`` (a loopback address) if given."""
    s = socket.socket()
    s.settimeout(5)
    if source is not None:
        s.bind((source, 0))
    s.connect(server.address)
    return s


def read_until_closed(s: socket.socket, timeout: float) -> tuple[bytes, bool]:
    """What the server sends on ``s`` until it closes it: (the bytes, whether it closed within ``timeout`` s)."""
    end = time.monotonic() + timeout
    chunks = []
    while True:
        left = end - time.monotonic()
        if left <= 0:
            return b"".join(chunks), False
        s.settimeout(left)
        try:
            chunk = s.recv(65536)
        except socket.timeout:
            return b"".join(chunks), False
        except ConnectionResetError:
            return b"".join(chunks), True
        if not chunk:
            return b"".join(chunks), True
        chunks.append(chunk)


def head_fields(data: bytes) -> tuple[int, dict, bytes]:
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    fields = {}
    for line in lines[1:]:
        key, _, value = line.partition(":")
        fields[key.strip().lower()] = value.strip()
    return int(lines[0].split()[1]), fields, body


def wait_until(condition, timeout: float = 5.0, what: str = "the condition"):
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.01)


@pytest.fixture
def other_addresses():
    """Loopback addresses other than 127.0.0.1 to connect from (Linux routes all
    of 127.0.0.0/8 to the loopback): to the server, other machines."""
    try:
        with socket.socket() as s:
            s.bind(("127.0.0.2", 0))
    except OSError:
        pytest.skip("no loopback address but 127.0.0.1 here")
    return [f"127.0.0.{n}" for n in range(2, 42)]


def test_connections_past_the_per_address_cap_are_refused_at_once_and_a_phone_still_joins(
        qtbot, phone_server, monkeypatch, other_addresses):
    """Connections that never finish a request, from one address: those
    past MAX_CONNECTIONS_PER_IP are answered a plain 503 and closed at once
    (never held), and a phone from another address joins meanwhile."""
    monkeypatch.setattr(limits, "MAX_CONNECTIONS_PER_IP", 4)
    attacker = other_addresses[0]
    held = [raw_connect(phone_server, attacker) for _ in range(4)]
    try:
        for s in held:
            s.sendall(b"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # headers never finished
        extra = []
        for _ in range(20):
            s = raw_connect(phone_server, attacker)
            extra.append(s)
            try:
                s.sendall(b"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            except OSError:  # closed before it could send: refused all the same
                pass
        answers = [read_until_closed(s, 3.0) for s in extra]
        for s in extra:
            s.close()
        assert all(closed for _, closed in answers), "a connection past the cap was held"
        busy = [data for data, _ in answers if data]
        assert busy, "no connection past the cap was answered"
        for data in busy:
            status, fields, body = head_fields(data)
            assert status == 503 and body == b"503 Service Unavailable.\n"
            assert_safe_headers(fields)
        assert phone_server.open_connections == 4
        assert phone_server.stats["too many connections from one address"] == 20

        async def phone():
            async with aiohttp.ClientSession() as session:
                ws, view = await joined(session, phone_server)
                await ws.close()
                return view

        assert in_thread(qtbot, phone)["t"] == "view"
    finally:
        for s in held:
            s.close()
    wait_until(lambda: phone_server.open_connections == 0, what="the held connections to be let go")


def test_past_the_total_cap_a_newcomer_takes_the_place_of_an_idle_connection_of_the_address_holding_most(
        qtbot, phone_server, monkeypatch, other_addresses):
    """All MAX_CONNECTIONS held by one machine (requests never finished): a
    connection from another address closes the oldest of them and takes its
    place, and a phone joins; the machine itself gets no more."""
    monkeypatch.setattr(limits, "MAX_CONNECTIONS", 6)
    attacker = other_addresses[0]
    held = [raw_connect(phone_server, attacker) for _ in range(6)]
    try:
        for s in held:
            s.sendall(b"GET / HTTP/1.1\r\n")

        async def phone():
            async with aiohttp.ClientSession() as session:
                ws, view = await joined(session, phone_server)
                await ws.send_str(json.dumps({"t": "ping"}))
                pong = await receive(ws)
                await ws.close()
                return view, pong

        view, pong = in_thread(qtbot, phone)
        assert view["t"] == "view" and pong == {"t": "pong"}
        data, closed = read_until_closed(held[0], 3.0)  # the oldest: closed to make room
        assert closed and data == b""
        assert phone_server.stats["idle connection closed for another address's"] >= 1
        wait_until(lambda: phone_server.open_connections == 5, what="the phone's connections to close")
        held.append(raw_connect(phone_server, attacker))  # the place the phone left
        more = raw_connect(phone_server, attacker)  # all taken again, and by itself: no room for it
        data, closed = read_until_closed(more, 3.0)
        more.close()
        assert closed and head_fields(data)[0] == 503
        assert phone_server.open_connections == 6
    finally:
        for s in held:
            s.close()


def test_past_the_total_cap_with_no_address_holding_more_a_newcomer_is_refused_at_once(
        phone_server, monkeypatch, other_addresses):
    monkeypatch.setattr(limits, "MAX_CONNECTIONS", 6)
    held = [raw_connect(phone_server, other_addresses[i]) for i in range(6)]  # one each
    try:
        for s in held:
            s.sendall(b"GET / HTTP/1.1\r\n")
        late = raw_connect(phone_server)  # from 127.0.0.1, which holds none
        data, closed = read_until_closed(late, 3.0)
        late.close()
        assert closed and head_fields(data)[0] == 503
        assert phone_server.stats["too many connections"] == 1
        assert all(read_until_closed(s, 0.2) == (b"", False) for s in held)  # none closed for it
    finally:
        for s in held:
            s.close()


def test_past_max_sockets_a_phone_takes_the_place_of_a_silent_socket_of_the_address_with_most_waiting(
        qtbot, phone_server, monkeypatch, other_addresses):
    monkeypatch.setattr(limits, "MAX_SOCKETS", 4)

    async def phones():
        connector = aiohttp.TCPConnector(local_addr=(other_addresses[0], 0))
        async with aiohttp.ClientSession() as session, aiohttp.ClientSession(connector=connector) as attacker:
            silent = [await attacker.ws_connect(ws_url(phone_server)) for _ in range(3)]  # never say hello
            first, _ = await joined(session, phone_server, "tok-two")  # the fourth: all taken now
            second, view = await joined(session, phone_server, "tok-one")
            closed = await receive(silent[0], 3.0)
            try:
                await attacker.ws_connect(ws_url(phone_server))
                status = 101
            except aiohttp.WSServerHandshakeError as err:
                status = err.status
            for ws in silent + [first, second]:
                await ws.close()
            return view, closed, status

    view, closed, status = in_thread(qtbot, phones)
    assert view["t"] == "view"
    assert closed == ("closed", 1008)  # the oldest silent one
    assert status == 503  # and the address with most waiting gets no more
    assert phone_server.stats["waiting socket closed for another address's"] == 1


def test_a_connection_that_does_not_finish_its_headers_in_time_is_closed(phone_server, monkeypatch):
    monkeypatch.setattr(limits, "HEADER_TIMEOUT", 0.5)
    silent = raw_connect(phone_server)
    silent.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
    slow = raw_connect(phone_server)  # a byte at a time (slowloris): the deadline is for the whole headers
    began = time.monotonic()
    closed_slow = False
    for byte in b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 200:
        try:
            slow.sendall(bytes([byte]))
        except OSError:
            closed_slow = True
            break
        if time.monotonic() - began > 4.0:
            break
        time.sleep(0.05)
    data, closed = read_until_closed(silent, 4.0)
    silent.close()
    slow_data, slow_closed = read_until_closed(slow, 1.0)
    slow.close()
    assert closed and data == b""
    assert closed_slow or slow_closed
    assert time.monotonic() - began < 6.0
    assert phone_server.stats["headers too slow"] == 2
    assert raw_http(phone_server, "GET / HTTP/1.1")[0] == 200  # a whole request in time is answered


@pytest.mark.parametrize("then", [b"", b"GET / HTTP/1.1\r\nHost: 127"], ids=["idle", "a second request unfinished"])
def test_a_kept_alive_connection_is_closed_soon(phone_server, monkeypatch, then):
    monkeypatch.setattr(limits, "KEEPALIVE", 0.5)
    s = raw_connect(phone_server)
    s.sendall(b"GET /phone.css HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")  # HTTP/1.1: kept alive
    answer = b""
    while not answer.endswith(PAGE["phone.css"]):  # the whole first answer (recv: at most 5 s each)
        chunk = s.recv(65536)
        assert chunk, answer
        answer += chunk
    assert head_fields(answer)[0] == 200
    s.sendall(then)
    began = time.monotonic()
    data, closed = read_until_closed(s, 4.0)
    s.close()
    assert closed and data == b"" and time.monotonic() - began < 4.0
    assert limits.KEEPALIVE <= 15.0  # (as shipped: 10 s, not aiohttp's hour)


def test_running_out_of_descriptors_is_said_once_in_a_while_and_the_server_recovers(
        qtbot, phone_server, monkeypatch, caplog):
    """accept() failing with EMFILE (asyncio tries again and again, 128 at a
    time): a line now and then, no traceback; then connections are taken again."""
    caplog.set_level(logging.WARNING)
    port = phone_server.address[1]
    real_accept = socket.socket.accept
    tries = []
    failing = threading.Event()
    failing.set()

    def accept(sock):
        if failing.is_set() and sock.getsockname()[1] == port:  # the server's listening socket only
            tries.append(1)
            raise OSError(errno.EMFILE, "Too many open files")
        return real_accept(sock)

    monkeypatch.setattr(socket.socket, "accept", accept)
    waiting = raw_connect(phone_server)  # the system accepts it; the server cannot, yet
    try:
        wait_until(lambda: len(tries) >= 300, 10.0, "300 failed accepts")
        failing.clear()
        waiting.sendall(b"GET /phone.css HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        data, closed = read_until_closed(waiting, 5.0)
    finally:
        waiting.close()
    assert closed and head_fields(data)[0] == 200  # taken once descriptors are back
    said = [r for r in caplog.records if "Too many open files" in r.getMessage() or r.exc_info
            or "out of system resource" in r.getMessage()]
    assert 1 <= len(said) <= 3, [r.getMessage()[:80] for r in said[:5]]
    assert not any(r.exc_info for r in said)
    assert phone_server.stats["cannot accept (out of descriptors)"] >= 300


@pytest.mark.parametrize("name,data", [
    ("bad request line", b"GARBAGE\r\n\r\n"),
    ("header too long", b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX: " + b"secret" * 1500 + b"\r\n\r\n"),
    ("bad method", b"G<E>T / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
    ("bad version", b"GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n"),
    ("URL of 9000 characters", b"GET /?" + b"secret" * 1500 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
    ("bad chunk", b"POST /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nsecret\r\n"),
])
def test_requests_the_parser_refuses_get_the_safety_headers_and_a_fixed_body(phone_server, name, data):
    s = raw_connect(phone_server)
    s.sendall(data)
    answer, closed = read_until_closed(s, 5.0)
    s.close()
    status, fields, body = head_fields(answer)
    assert closed and status == 400, name
    assert_safe_headers(fields)
    assert fields["content-type"].startswith("text/plain")
    assert body == b"400 Bad Request." and b"secret" not in answer and b"GARBAGE" not in answer
    assert phone_server.stats["unreadable request"] == 1


def test_a_failing_handler_is_a_plain_500_with_the_safety_headers(phone_server, monkeypatch, caplog):
    async def failing(self, request):
        raise RuntimeError("a detail of the host")

    monkeypatch.setattr(Switchboard, "answer", failing)
    status, fields, body = raw_http(phone_server, "GET /ws HTTP/1.1")
    assert status == 500 and body == b"500 Internal Server Error."
    assert_safe_headers(fields)
    assert "a detail of the host" in caplog.text  # in the host's log, not in the answer
    assert raw_http(phone_server, "GET / HTTP/1.1")[0] == 200


# -- text that is not text --------------------------------------------------------------------------
@pytest.mark.parametrize("raw", [
    '{"t": "drop", "v": 1, "zone": "\\ud800", "card": null, "target": "x"}',
    '{"t": "drop", "v": 1, "zone": "a\\udfffb", "card": null, "target": "x"}',
    '{"t": "drop", "\\ud800": 1}',
    '{"t": "narrate", "v": 1, "prompt": null, "text": ["ok", {"k": "\\udc00"}]}',
    '{"t": "answer", "v": 1, "q": 1, "value": "\\ude00\\ud83d"}',  # a pair the wrong way round
])
def test_parse_refuses_a_lone_surrogate_anywhere(raw):
    with pytest.raises(wire.BadMessage, match="lone surrogate"):
        wire.parse(raw)
    with pytest.raises(wire.BadMessage, match="lone surrogate"):
        wire.parse(raw.encode("utf-8"))


def test_parse_takes_text_beyond_the_first_plane():
    assert wire.parse('{"t": "narrate", "v": 1, "prompt": null, "text": "\\ud83d\\ude00 é"}')["text"] == "😀 é"
    assert wire.parse('{"t": "narrate", "v": 1, "prompt": null, "text": "😀"}')["text"] == "😀"


def test_dump_escapes_a_lone_surrogate_and_is_always_utf8():
    msg = {"t": "refused", "reason": "No \ud800 here, é 😀", "\udc00": ["\udfff"]}
    text = wire.dump(msg)
    text.encode("utf-8")  # never fails
    assert json.loads(text) == msg
    assert "é 😀" in text  # the rest as it is
    assert wire.dump({"t": "pong"}) == '{"t":"pong"}'


def test_a_lone_surrogate_is_refused_before_the_desk_and_the_socket_goes_on(qtbot, phone_server, fake_desk):
    async def phone():
        async with aiohttp.ClientSession() as session:
            ws, view = await joined(session, phone_server)
            await ws.send_str(json.dumps({"t": "activate", "v": view["v"], "zone": "\ud800", "card": "echo"}))
            reply = await receive(ws, 3.0)
            await ws.send_str(json.dumps({"t": "ping"}))
            pong = await receive(ws, 3.0)
            await ws.close()
            return reply, pong

    reply, pong = in_thread(qtbot, phone)
    assert reply["t"] == "error" and "lone surrogate" in reply["reason"]
    assert pong == {"t": "pong"}
    assert [c for c in fake_desk.calls if c[0] == "handle"] == []


def test_a_failure_to_send_closes_that_socket_and_is_logged_once(qtbot, phone_server, fake_desk, monkeypatch,
                                                                 caplog):
    """Whatever sending fails on (here a socket's send_str raising): that
    socket is closed (1011), the failure logged once for all, counted,
    and the other phones go on."""
    real_send = web.WebSocketResponse.send_str

    async def send_str(self, data, compress=None):
        if "boom-send" in data:
            raise ValueError("cannot send this")
        return await real_send(self, data, compress=compress)

    monkeypatch.setattr(web.WebSocketResponse, "send_str", send_str)

    async def phones():
        async with aiohttp.ClientSession() as session:
            other, _ = await joined(session, phone_server, "tok-two")
            out = []
            for _ in range(2):
                ws, view = await joined(session, phone_server)
                await ws.send_str(json.dumps({"t": "activate", "v": view["v"], "zone": "boom-send",
                                              "card": "echo"}))
                out.append(await receive(ws, 3.0))
                await ws.close()
            await other.send_str(json.dumps({"t": "ping"}))
            out.append(await receive(other, 3.0))
            await other.close()
            return out

    first, second, pong = in_thread(qtbot, phones)
    assert first == second == ("closed", 1011)
    assert pong == {"t": "pong"}
    failures = [r for r in caplog.records if "cannot send this" in (r.exc_text or "") or
                (r.exc_info and "cannot send this" in str(r.exc_info[1]))]
    assert len(failures) == 1
    assert phone_server.stats["sending failed"] == 2


# -- hellos and a seat's rate, whatever the reconnects ------------------------------------------------
def test_hellos_are_limited_per_address_before_the_desk(qtbot, phone_server, fake_desk, other_addresses):
    """Sockets saying hello with a wrong token, one after another from one
    address: past HELLO_BURST (then HELLO_RATE a second) they are refused
    in the server's thread, at the handshake or with a 1013 close, and the
    desk hears of none of them; a phone from another address joins."""
    attempts = 3 * wire.HELLO_BURST

    async def attack():
        outcomes: Counter = Counter()
        connector = aiohttp.TCPConnector(local_addr=(other_addresses[0], 0))
        async with aiohttp.ClientSession(connector=connector) as session:
            began = time.monotonic()
            for n in range(attempts):
                try:
                    ws = await session.ws_connect(ws_url(phone_server))
                except aiohttp.WSServerHandshakeError as err:
                    outcomes[f"handshake {err.status}"] += 1
                    continue
                await ws.send_str(json.dumps({"t": "hello", "token": f"guess-{n}"}))
                got = await receive(ws, 3.0)
                outcomes["denied" if isinstance(got, dict) and got["t"] == "denied" else str(got)] += 1
                await ws.close()
            elapsed = time.monotonic() - began
        async with aiohttp.ClientSession() as session:  # a phone at another address
            ws, view = await joined(session, phone_server)
            await ws.close()
        return outcomes, elapsed, view

    outcomes, elapsed, view = in_thread(qtbot, attack)
    hellos = [c for c in fake_desk.calls if c[0] == "hello" and c[1].startswith("guess-")]
    assert len(hellos) == outcomes["denied"]
    assert wire.HELLO_BURST <= len(hellos) <= wire.HELLO_BURST + wire.HELLO_RATE * elapsed + 1, (outcomes, elapsed)
    assert outcomes["handshake 429"] + outcomes["('closed', 1013)"] == attempts - len(hellos), outcomes
    assert phone_server.stats["too many hellos"] + phone_server.stats["too many hellos (at the handshake)"] \
        == attempts - len(hellos)
    assert view["t"] == "view"


def test_a_seats_desk_calls_stay_within_its_rate_whatever_the_reconnects(
        qtbot, phone_server, fake_desk, other_addresses):
    """One token, its sockets opened again and again from several addresses
    (so no address's hello limit stops them), each saying hello and sending
    a burst: the desk is called for the seat (its hellos and its messages)
    at most BURST + RATE a second, the rest refused in the server's thread;
    the other seat is answered meanwhile."""
    rounds, burst = 16, 30  # (a hello, a burst and its ping within one socket's own bucket)

    async def churn():
        refused_hellos = 0
        async with aiohttp.ClientSession() as bystander_session:
            bystander, bview = await joined(bystander_session, phone_server, "tok-two")
            fake_desk.calls.clear()
            began = time.monotonic()
            for n in range(rounds):
                connector = aiohttp.TCPConnector(local_addr=(other_addresses[n % 8], 0))
                async with aiohttp.ClientSession(connector=connector) as session:
                    ws = await session.ws_connect(ws_url(phone_server))
                    await ws.send_str(json.dumps({"t": "hello", "token": "tok-one"}))
                    welcome = await receive(ws)
                    if welcome == ("closed", 1013):  # the seat's rate: no desk call for it
                        refused_hellos += 1
                        continue
                    view = await receive(ws)
                    assert welcome["t"] == "welcome" and view["t"] == "view"
                    for _ in range(burst):
                        await ws.send_str(json.dumps({"t": "drop", "v": view["v"], "zone": "a", "card": None,
                                                      "target": "b"}))
                    await ws.send_str(json.dumps({"t": "ping"}))
                    while await receive(ws) != {"t": "pong"}:  # every drop was handled or dropped before it
                        pass
                    await ws.close()
            elapsed = time.monotonic() - began
            await bystander.send_str(json.dumps({"t": "drop", "v": bview["v"], "zone": "a", "card": None,
                                                 "target": "b"}))
            answer = await receive(bystander)
            await bystander.close()
            return elapsed, answer, refused_hellos

    elapsed, answer, refused_hellos = in_thread(qtbot, churn, timeout=30)
    seat_calls = [c for c in fake_desk.calls if c[1] in (0, "tok-one")]  # its messages and its hellos
    # (the token's first hello is not counted in: the server does not know its seat before the desk says it)
    assert len(seat_calls) <= wire.BURST + wire.RATE * elapsed + 2, (len(seat_calls), elapsed)
    assert phone_server.stats["over the seat's rate"] >= 1
    assert phone_server.stats["too many hellos for one seat"] == refused_hellos >= 1
    assert answer == {"t": "refused", "reason": "Not now."}  # the other seat's own rate


def test_a_socket_flooding_its_seat_does_not_starve_the_seats_phone_that_plays(qtbot, phone_server, fake_desk):
    async def phones():
        async with aiohttp.ClientSession() as session:
            flooder, view = await joined(session, phone_server)
            player, _ = await joined(session, phone_server)
            for _ in range(300):
                await flooder.send_str(json.dumps({"t": "drop", "v": view["v"], "zone": "a", "card": None,
                                                   "target": "b"}))
            while (await receive(flooder)) != {"t": "error", "reason": sockets.TOO_FAST}:
                pass
            await player.send_str(json.dumps({"t": "button", "v": view["v"], "i": 0}))
            got = await receive(player)
            for ws in (flooder, player):
                await ws.close()
            return got

    got = in_thread(qtbot, phones)
    assert got["t"] == "view" and got["v"] == 2


def test_seat_bucket_rate_and_reserve():
    clock = Clock()
    seat = limits.SeatBucket(rate=20, burst=40, reserve=10, clock=clock)
    assert sum(seat.take(hurried=True) for _ in range(100)) == 30  # a hurried socket leaves the reserve
    assert sum(seat.take(hurried=False) for _ in range(100)) == 10  # which a calm one may use
    clock.now += 1.0
    assert sum(seat.take(hurried=True) for _ in range(100)) == 10  # 20 a second, the reserve filled first
    assert sum(seat.take() for _ in range(100)) == 10


def test_rate_limiter_says_when_it_is_hurried():
    clock = Clock()
    bucket = RateLimiter(rate=20, burst=40, flood_close=5.0, clock=clock)
    assert not bucket.hurried(10)
    for _ in range(10):
        bucket.take()
    assert not bucket.hurried(10)
    bucket.take()
    assert bucket.hurried(10)
    clock.now += 2.0  # full again
    bucket.take()
    assert not bucket.hurried(10)
    assert bucket.refuse() == "warn" and bucket.hurried(10)  # a drop: hurried for FLOOD_QUIET
    clock.now += limits.FLOOD_QUIET + 0.01
    assert not bucket.hurried(10)


def test_address_buckets_per_address_and_forgetting():
    clock = Clock()
    hellos = limits.AddressBuckets(rate=5, burst=10, clock=clock)
    assert sum(hellos.take("10.0.0.1") for _ in range(50)) == 10
    assert not hellos.ready("10.0.0.1") and hellos.ready("10.0.0.2")
    assert sum(hellos.take("10.0.0.2") for _ in range(50)) == 10
    clock.now += 1.0
    assert sum(hellos.take("10.0.0.1") for _ in range(50)) == 5
    for n in range(limits.MAX_ADDRESSES + 10):  # as many addresses as the host keeps, and more
        hellos.take(f"10.1.{n // 256}.{n % 256}")
    assert len(hellos._buckets) == limits.MAX_ADDRESSES
    assert hellos.ready("10.0.0.1")  # the one used longest ago was forgotten
    assert not hellos.ready("10.1.0.5") or hellos.take("10.1.0.5")
