"""A real ``cardtable host`` against hostile phones and browsers.

One host for the module: a game of four, seats 1 (Ann) and 2 (Bob) played
from phones and seats 3 and 4 by bots, seeded, so the game waits on a
person's seat and stands still while nobody moves. Every attack asserts
that nothing changed: the autosave's bytes and each seat's view number
``v`` (the desk numbers a view anew whenever what it shows changes).

What was refused, by kind, is counted and written to
``hostile-summary.json`` in pytest's temp folder (and as each test's
properties), with the flood's rate and the legal moves' latency during it.
The flood test runs last: it moves the game on.

The people's phones connect from 127.0.0.1; an attack comes from another
loopback address (127.0.0.N: to the host, another machine), as it would
from another device, since the host limits what one address may do (its
connections, its hellos a second). Like the page, a phone refused for its
address's hellos tries again a moment later.
"""

from __future__ import annotations

import asyncio
import json
import signal
import socket
import statistics
import time
from collections import Counter
from pathlib import Path

import aiohttp
import pytest

from cardtable.remote import wire

from .conftest import ROOT, start_host, wait_for

pytestmark = pytest.mark.filterwarnings("error")

ARGS = ("99-chances", "--players", "4", "--name", "Ann", "--name", "Bob", "--bot", "3", "--bot", "4",
        "--seed", "7")
ANN, BOB = 1, 2  # seat numbers as the host prints them (from 1); the wire counts from 0
REFUSED: Counter = Counter()  # what the host refused, by kind, over the module
FIGURES: dict = {}
PATIENCE = 10.0  # seconds a phone refused for its address's hellos keeps trying again, as the page does


def loopback(n: int) -> str | None:
    """127.0.0.``n`` to connect from, where the system has it (Linux: all of
    127.0.0.0/8); else None: 127.0.0.1, like the people's phones."""
    address = f"127.0.0.{n}"
    try:
        with socket.socket() as s:
            s.bind((address, 0))
    except OSError:
        return None
    return address


def machine(n: int) -> aiohttp.ClientSession:
    """A client session whose connections come from loopback address 127.0.0.``n``: another machine."""
    address = loopback(n)
    return aiohttp.ClientSession(connector=aiohttp.TCPConnector(
        limit=0, **({"local_addr": (address, 0)} if address else {})))


@pytest.fixture(scope="module")
def host(tmp_path_factory):
    running = start_host(tmp_path_factory.mktemp("host"), *ARGS, humans=2)
    try:
        yield running
    finally:
        code = running.stop(signal.SIGINT)
        FIGURES["host exit status after SIGINT"] = code
        FIGURES["host's own count"] = next((line.split("refused: ", 1)[1] for line in running.stderr.splitlines()
                                            if "refused: " in line), "")
        summary = {"refused by kind": dict(sorted(REFUSED.items())), **FIGURES}
        leaked = [seat for seat in running.seats
                  if running.token(seat) in running.stderr or running.invitation(seat) in running.stderr]
        out = tmp_path_factory.getbasetemp() / "hostile-summary.json"
        out.write_text(json.dumps(summary, indent=2))
        print(f"\nhostile summary ({out}):\n{json.dumps(summary, indent=2)}")
        assert code == 130, running.stderr
        assert not leaked, "a token in the host's output"


# -- a phone -----------------------------------------------------------------------------------
class Phone:
    """One WebSocket as a page would hold it: every message it got, its latest view."""

    def __init__(self, ws) -> None:
        self.ws = ws
        self.got: list = []
        self.view: dict | None = None
        self.closed: tuple | None = None
        self._new = asyncio.Event()
        self._reader = asyncio.create_task(self._read())

    @classmethod
    async def open(cls, session, host, token=None, hello=True, patient=True, **kwargs) -> "Phone":
        """A socket saying hello with ``token`` (``hello`` True), or with the
        message ``hello``, or not at all (False). ``patient``: like the page,
        refused for its address's hellos (429 at the handshake, or closed
        with 1013 before a word) it tries again a moment later, for up to
        PATIENCE seconds, and it returns once the hello is answered."""
        message = {"t": "hello", "token": token} if hello is True else (hello or None)
        end, delay = time.monotonic() + PATIENCE, 0.25
        while True:
            try:
                phone = cls(await session.ws_connect(host.ws, **kwargs))
            except aiohttp.WSServerHandshakeError as err:
                if not (patient and err.status == 429 and time.monotonic() < end):
                    raise
                count("hello: too many from one address, at the handshake (429; tried again)")
                await asyncio.sleep(delay)
                delay = min(2 * delay, 2.0)
                continue
            if message is None:
                return phone
            await phone.send(message)
            if not patient:
                return phone
            await phone.until(lambda p: p.got or p.closed, 5, "an answer to the hello")
            if phone.got and phone.got[0].get("rejoin") and isinstance(token, str):
                host.joined[token] = phone.got[0]["rejoin"]  # as the page keeps it
            if phone.got or phone.closed[1] != 1013 or time.monotonic() >= end:
                return phone
            count("hello: too many from one address (1013; tried again)")
            await phone.close()
            await asyncio.sleep(delay)
            delay = min(2 * delay, 2.0)

    async def _read(self) -> None:
        while True:
            msg = await self.ws.receive()
            if msg.type == aiohttp.WSMsgType.TEXT:
                data = json.loads(msg.data)
                if data.get("t") == "view":
                    self.view = data
                self.got.append(data)
            else:
                self.closed = (msg.type, msg.data if msg.type == aiohttp.WSMsgType.CLOSE else self.ws.close_code)
                self._new.set()
                return
            self._new.set()

    async def send(self, msg) -> None:
        await (self.ws.send_str(msg if isinstance(msg, str) else json.dumps(msg)))

    async def until(self, condition, timeout: float = 5.0, what: str = "a message"):
        """Wait for ``condition(self)`` to be true."""
        async def wait():
            while True:
                value = condition(self)
                if value:
                    return value
                if self.closed is not None:
                    raise AssertionError(f"closed {self.closed} waiting for {what}; got {self.got[-3:]}")
                self._new.clear()
                await self._new.wait()
        try:
            return await asyncio.wait_for(wait(), timeout)
        except asyncio.TimeoutError:
            raise AssertionError(f"no {what} within {timeout} s; got {self.got[-3:]}") from None

    async def next_reply(self, msg, timeout: float = 5.0) -> dict:
        """Send ``msg``; the first message after it that is not the view this
        phone already has (a stale request is refused and the same view sent again)."""
        start, seen = len(self.got), (self.view or {}).get("v", 0)

        def reply(p):
            return next((m for m in p.got[start:] if m.get("t") != "view" or m["v"] > seen), None)

        await self.send(msg)
        await self.until(lambda p: reply(p) or p.closed, timeout, f"an answer to {str(msg)[:80]}")
        return reply(self) or {"closed": self.closed}

    async def joined(self, timeout: float = 5.0) -> dict:
        return await self.until(lambda p: p.view, timeout, "the first view")

    async def close(self) -> None:
        if not self.ws.closed:
            await self.ws.close()
        await asyncio.wait([self._reader], timeout=5)
        self._reader.cancel()


def run(coro_fn, *args, timeout: float = 60.0):
    async def bounded():
        return await asyncio.wait_for(coro_fn(*args), timeout)
    return asyncio.run(bounded())


async def snapshot(session, host) -> tuple[bytes, dict[int, int]]:
    """The autosave's bytes and each seat's view number, from a fresh hello."""
    versions = {}
    for seat in (ANN, BOB):
        phone = await Phone.open(session, host, host.token(seat))
        versions[seat] = (await phone.joined())["v"]
        await phone.close()
    return host.autosave.read_bytes(), versions


async def stable(session, host) -> tuple[bytes, dict[int, int]]:
    """A snapshot once the game waits on a person (and the autosave is written)."""
    ann = await Phone.open(session, host, host.token(ANN))
    bob = await Phone.open(session, host, host.token(BOB))
    await ann.until(lambda p: p.view and (p.view["turn"] or bob.view and bob.view["turn"]), 15, "a person's turn")
    await ann.close()
    await bob.close()
    wait_for(host.autosave.exists, 5, "the autosave")
    return await snapshot(session, host)


def nothing_changed(before, after) -> None:
    assert after[0] == before[0], "the autosave changed"
    assert after[1] == before[1], "a seat's view changed"


def count(kind: str, n: int = 1) -> None:
    REFUSED[kind] += n


# -- tokens ------------------------------------------------------------------------------------
def test_no_token_a_wrong_token_or_a_guessed_one_is_denied(host, record_property):
    hellos = {
        "no token": {"t": "hello"},
        "null token": {"t": "hello", "token": None},
        "empty token": {"t": "hello", "token": ""},
        "wrong token": {"t": "hello", "token": "x" * 32},
        "token of the wrong type": {"t": "hello", "token": 12345},
        "token in a list": {"t": "hello", "token": [host.token(ANN)]},
        "token with a suffix": {"t": "hello", "token": host.token(ANN) + "x"},
        "token cut short": {"t": "hello", "token": host.token(ANN)[:-1]},
        "token upper-cased": {"t": "hello", "token": host.token(ANN).upper()},
        "token with the fragment mark": {"t": "hello", "token": "#" + host.token(ANN)},
        "very long token": {"t": "hello", "token": "a" * 10_000},
    }

    async def attack():
        async with aiohttp.ClientSession() as session, machine(2) as guesser:
            before = await stable(session, host)
            out = {}
            for kind, hello in hellos.items():
                phone = await Phone.open(guesser, host, hello=hello)
                reply = phone.got[0] if phone.got else {"t": "closed", "closed": phone.closed}
                await phone.until(lambda p: p.closed, 5, "the close")
                out[kind] = (reply, phone.closed)
                await phone.close()
            return before, out, await snapshot(session, host)

    before, out, after = run(attack)
    for kind, (reply, closed) in out.items():
        assert reply["t"] == "denied" and reply["reason"], kind
        assert closed[0] == aiohttp.WSMsgType.CLOSE, kind
        count(f"hello: {kind}")
    nothing_changed(before, after)
    record_property("denied hellos", len(out))


def test_a_token_opens_its_own_seat_only(host, record_property):
    async def attack():
        async with aiohttp.ClientSession() as session:
            before = await stable(session, host)
            ann = await Phone.open(session, host, host.token(ANN))
            bob = await Phone.open(session, host, host.token(BOB))
            ann_view, bob_view = await ann.joined(), await bob.joined()
            welcome = bob.got[0]
            # Bob's socket says hello again with Ann's token: still Bob's
            again = await bob.next_reply({"t": "hello", "token": host.token(ANN)})
            # Bob names Ann's cards and places (seen on Ann's phone) with his own view's number
            mine = [z for z in ann_view["zones"] if z["mine"] and z["cards"]]
            tries = []
            for zone in mine:
                for card in zone["cards"][:3]:
                    tries.append({"t": "drop", "v": bob_view["v"], "zone": zone["id"], "card": card["id"],
                                  "target": zone["id"]})
                    tries.append({"t": "activate", "v": bob_view["v"], "zone": zone["id"], "card": card["id"]})
            for move in ann_view["moves"][:3]:
                for target in move["targets"][:1]:
                    tries.append({"t": "drop", "v": bob_view["v"], "zone": move["zone"], "card": move["card"],
                                  "target": target})
            replies = [await bob.next_reply(m) for m in tries]
            out = (welcome, bob_view, ann_view, again, replies)
            for p in (ann, bob):
                await p.close()
            return before, out, await snapshot(session, host)

    before, (welcome, bob_view, ann_view, again, replies), after = run(attack)
    assert welcome["seat"] == BOB - 1 and bob_view["seat"] == BOB - 1 and welcome["name"] == "Bob"
    assert again["t"] == "error"
    count("hello again on a joined socket")
    # Bob's view never shows Ann's hidden cards
    ann_hand = {c["id"] for z in ann_view["zones"] if z["mine"] for c in z["cards"] if c["id"] and c["up"]}
    seen_by_bob = {c["id"] for z in bob_view["zones"] if not z["mine"] for c in z["cards"] if c["up"]}
    public = {c["id"] for z in ann_view["zones"] if not z["mine"] for c in z["cards"] if c["up"]}
    assert not (ann_hand - public) & seen_by_bob
    assert replies and all(r["t"] in ("refused", "error") and r["reason"] for r in replies), replies
    count("another seat's cards or places, from its own token", len(replies))
    nothing_changed(before, after)
    record_property("other seat's moves refused", len(replies))


def test_a_spent_invitation_opens_nothing(host, record_property):
    """A seat's invitation (the QR code's address) opens it once: a photo of
    the code, opened after the phone joined, is denied; the phone comes back
    with its own token."""
    async def attack():
        async with aiohttp.ClientSession() as session:
            ann = await Phone.open(session, host, host.token(ANN))
            await ann.joined()
            before = await stable(session, host)
            spent = host.invitation(ANN)
            assert host.token(ANN) != spent
            thief = await Phone.open(session, host, spent)
            await thief.until(lambda p: p.closed, 5, "the socket to close")
            again = await Phone.open(session, host, host.token(ANN))
            view = await again.joined()
            for p in (ann, again):
                await p.close()
            return before, (thief.got, view), await snapshot(session, host)

    before, (got, view), after = run(attack)
    assert got and got[0]["t"] == "denied" and not any(m["t"] == "view" for m in got)
    assert view["seat"] == ANN - 1
    count("hello: a spent invitation")
    nothing_changed(before, after)
    record_property("spent invitations denied", 1)


def test_a_token_of_an_earlier_host_or_a_finished_game_is_denied(host, tmp_path, record_property):
    """A second host goes on with the first one's autosave: the first one's
    tokens are dead there; and a finished game cannot be hosted at all."""
    import subprocess
    import sys

    from cardtable.app.commands.simulate import simulate
    from cardtable.games import all_games

    earlier = start_host(tmp_path / "earlier", *ARGS, humans=2)
    try:
        wait_for(earlier.autosave.exists, 10, "the earlier host's autosave")
    finally:
        assert earlier.stop(signal.SIGTERM) == 143, earlier.stderr
    later = start_host(tmp_path / "later", str(earlier.autosave), humans=2)

    async def attack():
        async with aiohttp.ClientSession() as session:
            out = []
            for token in (earlier.token(ANN), earlier.token(BOB), host.token(ANN)):
                phone = await Phone.open(session, later, token)
                out.append(await phone.until(lambda p: p.got and p.got[0], 5, "an answer"))
                await phone.close()
            phone = await Phone.open(session, later, later.token(BOB))
            own = await phone.joined()
            await phone.close()
            return out, own

    try:
        denied, own = run(attack)
    finally:
        assert later.stop(signal.SIGTERM) == 143, later.stderr
    assert [d["t"] for d in denied] == ["denied"] * 3
    assert own["seat"] == BOB - 1
    count("hello: a token of an earlier host", 3)

    simulate(all_games()["99-chances"], 3, 1, 3, save_dir=tmp_path / "done")
    (finished,) = (tmp_path / "done").iterdir()
    done = subprocess.run([sys.executable, "-m", "cardtable", "host", str(finished)], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2 and "finished" in done.stderr and done.stdout == ""
    count("host: a finished game's file")
    record_property("earlier host's tokens denied", 3)


def test_the_host_ends_with_the_game(tmp_path, record_property):
    """A saved game one move from its end, that move a person's: the phone
    makes it, gets the final table, and the host closes its socket saying
    the game is over and exits with status 0."""
    from cardtable.app.commands.simulate import simulate
    from cardtable.games import all_games

    simulate(all_games()["99-chances"], 3, 1, 3, save_dir=tmp_path / "done")
    (finished,) = (tmp_path / "done").iterdir()
    record = json.loads(finished.read_text(encoding="utf-8"))
    last = record["actions"].pop()
    record["players"][last["seat"]] = {"name": "Cy", "bot": False}
    almost = tmp_path / "almost.cardtable.json"
    almost.write_text(json.dumps(record), encoding="utf-8")
    ending = start_host(tmp_path / "home", str(almost), humans=1)

    async def play():
        async with aiohttp.ClientSession() as session:
            phone = await Phone.open(session, ending, ending.token(last["seat"] + 1))
            await phone.joined()
            written: set = set()
            for n in range(10):
                if phone.view["over"] or phone.closed:
                    break
                move = legal_move(phone.view, n, written)
                assert move is not None, phone.view["status"]
                await phone.next_reply(move)
            await phone.until(lambda p: p.closed, 10, "the close")
            await phone.close()
            return phone.view, phone.closed, phone.got

    try:
        final, closed, got = run(play)
        status = ending.proc.wait(timeout=15)
    finally:
        ending.stop()
    assert final["over"] and "Cy" in json.dumps(final["seats"])
    # the phone is told the game is over in a message its page shows (not only in the close frame),
    # after its final table: its page keeps the result and does not try again
    assert got[-1] == {"t": "denied", "reason": "The game is over."}, got[-3:]
    assert [m for m in got if m.get("t") == "view"][-1] == final
    assert closed == (aiohttp.WSMsgType.CLOSE, 1001) and status == 0, ending.stderr
    assert "game over" in ending.stderr
    assert ending.token(last["seat"] + 1) not in ending.stderr
    record_property("host exit status at the game's end", status)


def test_host_arguments_are_checked_before_anything_starts(qapp, tmp_path, capsys, monkeypatch):
    from cardtable.app.cli import main

    # (qapp: the one Qt application of this test process is pytest-qt's, not one the command would make)
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))
    bad = [
        ["host"], ["host", "no-such-game", "--players", "3"], ["host", "99-chances"],
        ["host", "99-chances", "--players", "99"], ["host", "99-chances", "--players", "3", "--bot", "9"],
        ["host", "99-chances", "--players", "3", "--bot", "1", "--bot", "2", "--bot", "3"],
        ["host", "99-chances", "--players", "3", "--name", "A", "--name", "B", "--name", "C", "--name", "D"],
        ["host", "99-chances", "--players", "3", "--option", "nope=1"],
        ["host", "99-chances", "--players", "3", "--seed", "x"],
        ["host", "99-chances", "--players", "3", "--listen", "127.0.0.1:70000"],
        ["host", "99-chances", "--players", "3", "--listen", "laptop:1:2"],
        ["host", "99-chances", "--players", "3", "--listen", ""],
        ["host", str(tmp_path / "missing.cardtable.json")],
        ["host", str(tmp_path), "--players", "3"],
    ]
    for argv in bad:
        assert main(argv) == 2, argv
        err = capsys.readouterr().err
        assert err.startswith("cardtable: error: ") and err.count("\n") == 1, (argv, err)
    assert not (tmp_path / "home").exists()  # nothing started, nothing written
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["host", "99-chances", "--players", "3", "--listen", f"127.0.0.1:{port}"]) == 2
    err = capsys.readouterr().err
    assert f"cannot listen on 127.0.0.1:{port}" in err and err.count("\n") == 1


# -- messages ------------------------------------------------------------------------------------
def test_malformed_oversize_deep_and_unknown_messages(host, record_property):
    sends = {
        "malformed JSON": ["{", "{'t': 'ping'}", "nul", "{\"t\": \"drop\",}", "\x00\x01", "[" * 3 + "]" * 2],
        "not an object": ["[]", "42", "\"drop\"", "null", "true"],
        "oversize": [json.dumps({"t": "narrate", "v": 1, "prompt": None, "text": "x" * (wire.MAX_MESSAGE + 1)}),
                     json.dumps({"t": "drop", "pad": "é" * (wire.MAX_MESSAGE // 2 + 1)})],
        "deeply nested": ["[" * 2000 + "]" * 2000, json.dumps({"t": "drop", "zone": {"a": {"b": {"c": {}}}}}),
                          "{\"t\":\"ping\",\"x\":" + "[" * 5000 + "]" * 5000 + "}"],
        "unknown type": [json.dumps({"t": t}) for t in ("shout", "eval", "admin", "__proto__", "", None, 1)]
                        + [json.dumps({"type": "drop"})],
    }

    async def attack():
        async with aiohttp.ClientSession() as session:
            before = await stable(session, host)
            out = {}
            for kind, texts in sends.items():
                phone = await Phone.open(session, host, host.token(ANN))
                await phone.joined()
                out[kind] = [await phone.next_reply(text) for text in texts]
                await phone.close()
            return before, out, await snapshot(session, host)

    before, out, after = run(attack)
    for kind, replies in out.items():
        assert all(r.get("t") == "error" and r["reason"] for r in replies), (kind, replies)
        count(f"message: {kind}", len(replies))
    assert "too long" in out["oversize"][0]["reason"]
    assert "nested" in out["deeply nested"][0]["reason"]
    nothing_changed(before, after)
    record_property("bad messages", sum(len(r) for r in out.values()))


def test_illegal_and_out_of_turn_actions_are_refused(host, record_property):
    async def attack():
        async with aiohttp.ClientSession() as session:
            before = await stable(session, host)
            ann = await Phone.open(session, host, host.token(ANN))
            bob = await Phone.open(session, host, host.token(BOB))
            a = await ann.joined()
            await bob.joined()
            mover, other = (ann, bob) if a["turn"] else (bob, ann)
            mv, ov = mover.view, other.view
            own = [(z["id"], c["id"]) for z in ov["zones"] if z["mine"] for c in z["cards"] if c["id"]]
            others = [z["id"] for z in mv["zones"] if not z["mine"]]
            out_of_turn = [{"t": "drop", "v": ov["v"], "zone": zone, "card": card, "target": target}
                           for zone, card in own[:3] for target in [z["id"] for z in ov["zones"] if z["mine"]][:2]]
            out_of_turn += [{"t": "activate", "v": ov["v"], "zone": zone, "card": card} for zone, card in own[:3]]
            out_of_turn += [{"t": "button", "v": ov["v"], "i": 0}, {"t": "undo", "v": ov["v"]},
                            {"t": "answer", "v": ov["v"], "q": ov["v"], "value": 0}]
            stale = 0  # a view never shown (a tap on an earlier view counts while the seat's moves are the same)
            illegal = [
                {"t": "drop", "v": stale, **({"zone": m["zone"], "card": m["card"], "target": m["targets"][0]}
                                              if (m := next((m for m in mv["moves"] if m["targets"]), None))
                                              else {"zone": "z", "card": "c", "target": "t"})},
                {"t": "button", "v": stale, "i": 0},
                {"t": "button", "v": mv["v"], "i": len(mv["buttons"]) + 5},
                {"t": "button", "v": mv["v"], "i": -1},
                {"t": "button", "v": mv["v"], "i": True},
                {"t": "button", "v": mv["v"], "i": "0"},
                {"t": "drop", "v": mv["v"], "zone": "no-such-place", "card": "no-such-card", "target": "nowhere"},
                {"t": "drop", "v": mv["v"], "zone": "", "card": "", "target": ""},
                {"t": "drop", "v": mv["v"], "zone": "x" * 5000, "card": None, "target": "y"},
                {"t": "drop", "v": mv["v"], "zone": 1, "card": 2, "target": 3},
                {"t": "activate", "v": mv["v"], "zone": "no-such-place", "card": "no-such-card"},
                {"t": "answer", "v": mv["v"], "q": 999, "value": 0},
                {"t": "answer", "v": mv["v"], "q": mv["v"], "value": {"x": 1}},
                {"t": "narrate", "v": mv["v"], "prompt": 999, "text": "Once upon a time"},
                {"t": "narrate", "v": mv["v"], "prompt": None, "text": 42},
                {"t": "undo", "v": mv["v"]},
            ] + [{"t": "drop", "v": mv["v"], "zone": z, "card": None, "target": z} for z in others[:4]]
            replies = {"out of turn": [await other.next_reply(m) for m in out_of_turn],
                       "illegal": [await mover.next_reply(m) for m in illegal]}
            for p in (ann, bob):
                await p.close()
            return before, replies, await snapshot(session, host)

    before, replies, after = run(attack)
    for kind, got in replies.items():
        bad = [(i, r) for i, r in enumerate(got) if r.get("t") not in ("refused", "error") or not r.get("reason")]
        assert got and not bad, (kind, bad)
        count(f"action: {kind}", len(got))
        record_property(f"{kind} refused", len(got))
    nothing_changed(before, after)


def test_paths_outside_the_page(host, record_property):
    targets = ["/../", "/..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/etc/passwd", "/page/index.html", "/etc/passwd",
               "//etc/passwd", "/cardtable/remote/transport.py", "/index.html", "/phone.js/..", "/.git/config",
               "http://127.0.0.1/etc/passwd", "/ws/../../", "/%00", "/phone.js%2f", "*"]

    async def attack():
        async with aiohttp.ClientSession() as session:
            before = await stable(session, host)
            statuses = [await raw_get(host, target) for target in targets]
            ok = [await raw_get(host, target) for target in ("/", "/phone.js", "/phone.css")]
            return before, statuses, ok, await snapshot(session, host)

    before, statuses, ok, after = run(attack)
    assert all(status in (400, 404) for status, _ in statuses), list(zip(targets, statuses))
    assert not any(b"root:" in body or b"import" in body or b"[core]" in body for _, body in statuses)
    assert [status for status, _ in ok] == [200, 200, 200]
    count("path outside the page", len(statuses))
    nothing_changed(before, after)
    record_property("paths refused", len(statuses))


async def raw_get(host, target: str, source: str | None = None) -> tuple[int, bytes]:
    """GET ``target`` sent as typed (no client tidies it), from address ``source`` if given: (status, body)."""
    address = host.base.split("//", 1)[1]
    name, port = address.rsplit(":", 1)
    reader, writer = await asyncio.open_connection(name.strip("[]"), int(port),
                                                   **({"local_addr": (source, 0)} if source else {}))
    try:
        writer.write(f"GET {target} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n".encode("latin-1"))
        await writer.drain()
        data = await asyncio.wait_for(reader.read(), 5)
    finally:
        writer.close()
        await writer.wait_closed()
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


# -- the flood -------------------------------------------------------------------------------------
FLOOD_SECONDS = 10.0
TICK = 0.02  # seconds between a flooder's bursts
JUNK_SOCKETS, JUNK_RATE = 3, 240  # messages a second each, never having said hello
CHEAT_RATE = 200  # messages a second from Bob's own token: stale and out-of-turn moves
HTTP_RATE = 70  # requests a second: the page's files and paths outside it
GUESS_RATE = 10  # sockets a second, each saying hello with a guessed token
LEGAL_MOVES = 3  # at least this many legal moves measured during the flood


def legal_move(view: dict, n: int = 0, written: set | None = None) -> dict | None:
    """A move the page offers on ``view`` that moves the game on: an answer
    to its question (a text numbered ``n``), a card's first lit place
    elsewhere, a button, or a card's usual move (its Play). The optional
    writing is done once a seat (a "Write ..." button, remembered in
    ``written``), never again, and never on a card (one dropped on its own
    place): written again it may be asked again as it was, and a phone
    whose view does not change is sent nothing (see the report)."""
    q = view.get("question")
    if q:
        return {"t": "answer", "v": view["v"], "q": q["q"], "value": 0 if q["kind"] == "choice" else f"Line {n}."}
    for m in view["moves"]:
        for target in m["targets"]:
            if target != m["zone"]:
                return {"t": "drop", "v": view["v"], "zone": m["zone"], "card": m["card"], "target": target}
    for i, label in enumerate(view["buttons"]):
        if not label.startswith("Write"):
            return {"t": "button", "v": view["v"], "i": i}
    for m in view["moves"]:
        if m["play"] and m["zone"].startswith("problems"):
            return {"t": "activate", "v": view["v"], "zone": m["zone"], "card": m["card"]}
    written = set() if written is None else written
    for i, label in enumerate(view["buttons"]):
        if (view["seat"], label) not in written:
            written.add((view["seat"], label))
            return {"t": "button", "v": view["v"], "i": i}
    return None


def test_a_flood_while_a_phone_plays(host, record_property):
    stats: Counter = Counter()
    latencies: list[float] = []
    kinds: list[str] = []
    junk = ["{", json.dumps({"t": "shout"}), "[" * 50 + "]" * 50, json.dumps({"t": "drop", "v": 1}),
            json.dumps({"t": "ping"}), json.dumps({"t": "narrate", "v": 1, "prompt": None,
                                                   "text": "x" * (wire.MAX_MESSAGE + 10)})]

    async def flood_socket(n: int, end: float, per_second: int, make, token=None) -> None:
        """A socket from 127.0.0.``n`` sending ``make(i)`` at ``per_second``; opened again whenever the host
        closes it."""
        async with machine(n) as session:
            await flood_from(session, end, per_second, make, token)

    async def flood_from(session, end: float, per_second: int, make, token=None) -> None:
        i, began = 0, time.monotonic()
        while time.monotonic() < end:
            try:
                ws = await session.ws_connect(host.ws)
            except aiohttp.WSServerHandshakeError as err:
                stats[f"flood socket refused at the handshake ({err.status})"] += 1
                await asyncio.sleep(0.2)
                continue
            stats["flood sockets opened"] += 1
            drain = asyncio.create_task(count_replies(ws))
            if token is not None:
                await ws.send_str(json.dumps({"t": "hello", "token": token}))
            while time.monotonic() < end and not ws.closed:
                due = int((time.monotonic() - began) * per_second) - i  # on schedule, whatever the sleeps took
                try:
                    for _ in range(due):
                        await ws.send_str(make(i))
                        i += 1
                        stats["flood messages sent"] += 1
                except ConnectionError:
                    break
                await asyncio.sleep(TICK)
            ours = not ws.closed
            await ws.close()
            await drain
            stats["flood socket closed by the host (1008)" if not ours and ws.close_code == 1008
                  else "flood socket closed by the host" if not ours else "flood socket closed at the end"] += 1

    async def count_replies(ws) -> None:
        async for msg in ws:
            if msg.type == aiohttp.WSMsgType.TEXT:
                data = json.loads(msg.data)
                reason = data.get("reason", "")
                stats[f"reply {data['t']}: {reason[:40]}" if data["t"] in ("error", "refused", "denied")
                      else f"reply {data['t']}"] += 1

    async def http_flood(source: str | None, end: float) -> None:
        paths = ["/", "/phone.js", "/../etc/passwd", "/nope", "/%2e%2e/", "/phone.css"]
        i, began = 0, time.monotonic()
        while time.monotonic() < end:
            due = int((time.monotonic() - began) * HTTP_RATE) - i
            results = await asyncio.gather(*(raw_get(host, paths[(i + k) % len(paths)], source) for k in range(due)),
                                           return_exceptions=True)
            for result in results:
                stats[f"http {result[0]}" if isinstance(result, tuple) else f"http failed {type(result).__name__}"] += 1
            i += due
            await asyncio.sleep(TICK)

    async def guesser(n_address: int, end: float) -> None:
        """GUESS_RATE sockets a second from one address, each saying hello with a guessed token: more
        than the host takes from one address (wire.HELLO_RATE), so some are refused before the desk."""
        async with machine(n_address) as session:
            n, began = 0, time.monotonic()
            while time.monotonic() < end:
                if n < (time.monotonic() - began) * GUESS_RATE:
                    n += 1
                    try:
                        phone = await Phone.open(session, host, f"guess-{n:040d}", patient=False)
                    except aiohttp.WSServerHandshakeError as err:
                        stats[f"guessed hello: refused at the handshake ({err.status})"] += 1
                        continue
                    reply = await phone.until(lambda p: (p.got and p.got[0]) or p.closed, 5, "a denial")
                    stats[f"guessed hello: {reply['t']}" if isinstance(reply, dict)
                          else f"guessed hello: closed ({reply[1]})"] += 1
                    await phone.close()
                await asyncio.sleep(TICK)

    async def legal(session, end: float, seats: list) -> None:
        written: set = set()
        phones = {seat: await Phone.open(session, host, host.token(seat)) for seat in seats}
        for phone in phones.values():
            await phone.joined()
        while time.monotonic() < end - 1.0:
            ready = [p for p in phones.values() if p.view["turn"] and legal_move(p.view, 0, set(written))]
            if not ready:
                await asyncio.sleep(0.02)
                continue
            phone = ready[0]
            before, sent = phone.view["v"], time.monotonic()
            start, status = len(phone.got), phone.view["status"]
            move = legal_move(phone.view, len(latencies), written)
            await phone.send(move)
            try:
                await phone.until(lambda p: any(m.get("t") in ("view", "refused", "error") for m in p.got[start:]),
                                  5, "the move's answer")
            except AssertionError:
                view = phone.view
                raise AssertionError(f"no answer to {move} on {view['status']!r}, buttons {view['buttons']}, moves "
                                     f"{view['moves']}, question {view['question']}") from None
            answer = next(m for m in phone.got[start:] if m.get("t") in ("view", "refused", "error"))
            assert answer["t"] == "view" and answer["v"] > before, answer
            latencies.append(time.monotonic() - sent)
            kinds.append(f"{move['t']} on {status[:60]!r}")
            await asyncio.sleep(0.15)  # a person's pace
        for phone in phones.values():
            await phone.close()

    async def silent(n: int) -> tuple:
        async with machine(n) as session:
            phone = await Phone.open(session, host, hello=False)
            await phone.until(lambda p: p.closed, 15, "the silent socket's close")
            await phone.close()
            return phone.closed

    async def attack():
        connector = aiohttp.TCPConnector(limit=0)
        async with aiohttp.ClientSession(connector=connector) as session:
            await stable(session, host)
            bob_view = (await (bob := await Phone.open(session, host, host.token(BOB))).joined())
            await bob.close()
            started = time.monotonic()
            end = started + FLOOD_SECONDS
            # each attacker a machine of its own (127.0.0.N); the people's phones at 127.0.0.1
            silence = asyncio.create_task(silent(6))
            tasks = [flood_socket(2, end, JUNK_RATE, lambda i: junk[i % len(junk)]) for _ in range(JUNK_SOCKETS)]
            tasks.append(flood_socket(3, end, CHEAT_RATE, lambda i: json.dumps(
                [{"t": "drop", "v": -1 - i, "zone": "hand:0", "card": None, "target": "pitch:1"},
                 {"t": "button", "v": bob_view["v"] - 1, "i": 0},
                 {"t": "undo", "v": 0}][i % 3]), token=host.token(BOB)))
            tasks += [http_flood(loopback(4), end), guesser(5, end), legal(session, end, [ANN, BOB])]
            await asyncio.gather(*tasks)
            elapsed = time.monotonic() - started
            closed = await silence
            # the host still answers, and plays on
            phone = await Phone.open(session, host, host.token(ANN))
            await phone.joined()
            pong = await phone.next_reply({"t": "ping"})
            await phone.close()
            return elapsed, closed, pong

    elapsed, closed, pong = run(attack, timeout=60)
    sent = stats["flood messages sent"] + sum(v for k, v in stats.items() if k.startswith("http ")) \
        + sum(v for k, v in stats.items() if k.startswith("guessed hello"))
    rate = sent / elapsed
    median = statistics.median(latencies) if latencies else None
    FIGURES["flood"] = {"seconds": round(elapsed, 2), "requests": sent, "per second": round(rate),
                        "legal moves": len(latencies),
                        "legal move latency ms (each)": [round(x * 1000, 1) for x in latencies],
                        "legal moves made": kinds,
                        "legal move latency ms (median)": round(median * 1000, 1) if median else None,
                        "silent socket closed": str(closed), **dict(sorted(stats.items()))}
    for key, value in FIGURES["flood"].items():
        record_property(key, value)
    count("flood: over the rate or bad (errors sent)", sum(v for k, v in stats.items() if k.startswith("reply error")))
    count("flood: stale or out-of-turn (refused)", sum(v for k, v in stats.items() if k.startswith("reply refused")))
    count("flood: guessed tokens (denied)", sum(v for k, v in stats.items() if k.startswith("guessed hello: denied")))
    count("flood: guessed tokens past the address's hello rate (refused before the desk)",
          sum(v for k, v in stats.items() if k.startswith("guessed hello:") and "denied" not in k))
    count("flood: paths outside the page (404)", stats["http 404"])
    assert pong == {"t": "pong"}
    assert closed[0] == aiohttp.WSMsgType.CLOSE and closed[1] == 1008  # no hello in time
    assert 9_000 <= sent <= 11_000 and rate >= 800, FIGURES["flood"]
    assert stats["guessed hello: denied"] > 0 and not stats["guessed hello: welcome"]
    # the desk heard at most HELLO_BURST + HELLO_RATE a second of them; the rest were refused before it
    assert stats["guessed hello: denied"] <= wire.HELLO_BURST + wire.HELLO_RATE * elapsed + 1, stats
    assert stats["guessed hello: closed (1013)"] + stats["guessed hello: refused at the handshake (429)"] > 0, stats
    assert stats["flood socket closed by the host (1008)"] >= JUNK_SOCKETS + 1, stats  # flooding for 5 s
    assert len(latencies) >= LEGAL_MOVES, FIGURES["flood"]
    assert median <= 0.100, FIGURES["flood"]


def test_the_summary_is_written(tmp_path_factory):
    """(The summary file is written when the module's host stops; this only
    says where, for the report.)"""
    assert Path(tmp_path_factory.getbasetemp()).is_dir()
