"""The phone server (cardtable.remote.server) against a fake desk: the page's
files and nothing else, the headers on every answer, the WebSocket's hello,
its limits, and the bridge that calls the desk on the Qt main thread only."""

from __future__ import annotations

import asyncio
import json
import logging
import socket
import threading

import aiohttp
import pytest

from cardtable.remote import server as server_module
from cardtable.remote import wire
from cardtable.remote.server import HEADERS, PhoneServer, RateLimiter

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
    "/./phone.js", "/page/../phone.js", "/%2fetc%2fpasswd", "/server.py", "/__init__.py", "/wire.py",
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
            opened.set()
            return await receive(ws, timeout=10)

    out = {}
    thread = threading.Thread(target=lambda: out.setdefault("r", asyncio.run(phone())), daemon=True)
    thread.start()
    qtbot.waitUntil(opened.is_set, timeout=5000)
    server.stop()
    thread.join(10)
    assert out["r"] == ("closed", 1001)


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
    monkeypatch.setattr(server_module, "HELLO_TIMEOUT", 0.3)

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
            await ws.send_str("x" * (server_module.MAX_FRAME + 10))
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
    assert denied == {"t": "denied", "reason": server_module.SEAT_CLOSED} and closed[0] == "closed"
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
    assert [e["reason"] for e in errors][:1] == [server_module.TOO_FAST]
    assert len(errors) <= 2
    handled = [c for c in fake_desk.calls if c[0] == "handle"]
    assert wire.BURST - 1 <= len(handled) < wire.BURST + 30  # (the hello took one) the rest never left the server thread
    assert phone_server.stats["over the rate"] >= 300 - len(handled)


def test_sockets_waiting_for_hello_are_capped_per_address(qtbot, phone_server):
    async def phones():
        async with aiohttp.ClientSession() as session:
            waiting = [await session.ws_connect(ws_url(phone_server))
                       for _ in range(server_module.MAX_PENDING_PER_IP)]
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
    monkeypatch.setattr(server_module, "MAX_SOCKETS", 3)

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
