"""The window's phones when its game ends (issue 35, item 9).

A game of the real window with one seat played from a phone over a real
WebSocket on loopback: when the game ends, the phone gets its final table
(the result in it), then is told the game is over in a message its page
shows, and its socket closes; every address dies and nothing listens any
more (the port refuses), without the window quitting or another game
starting. Every wait is on a condition.
"""

from __future__ import annotations

import asyncio
import json
import random
import socket
import threading

import pytest

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.text import clean_line
from tests.phone_driver import someone_moves

pytestmark = pytest.mark.gui


def _refused(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=2):
            return False
    except ConnectionRefusedError:
        return True


class SocketPhone:
    """A phone on a thread of its own: says hello with ``token`` and keeps
    every message until the host closes the socket."""

    def __init__(self, host: str, port: int, token: str) -> None:
        self.got: list[dict] = []
        self.closed: int | None = None
        self.error: BaseException | None = None
        self.welcomed = threading.Event()
        self.thread = threading.Thread(target=lambda: asyncio.run(self._run(host, port, token)), daemon=True)
        self.thread.start()

    async def _run(self, host: str, port: int, token: str) -> None:
        import aiohttp

        try:
            async with aiohttp.ClientSession() as http:
                async with http.ws_connect(f"http://{host}:{port}/ws", origin=f"http://{host}:{port}") as ws:
                    await ws.send_str(json.dumps({"t": "hello", "token": token}))
                    while True:
                        msg = await ws.receive(timeout=120)
                        if msg.type != aiohttp.WSMsgType.TEXT:
                            self.closed = msg.data if msg.type == aiohttp.WSMsgType.CLOSE else ws.close_code
                            return
                        data = json.loads(msg.data)
                        self.got.append(data)
                        if data.get("t") == "welcome":
                            self.welcomed.set()
        except BaseException as err:  # handed to the test
            self.error = err

    def views(self) -> list[dict]:
        return [m for m in self.got if m.get("t") == "view"]


def test_when_the_game_ends_its_phones_are_told_and_the_listener_closes(qtbot, make_window):
    w = make_window()
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob"), PlayerSpec("Cy", True)), {}, 5))
    s = w.session
    w.act_invite.trigger()
    room, dialog = w.phones, w.phones.dialog
    qtbot.waitExposed(dialog)
    assert room.start("127.0.0.1", 0), room.problem
    host, port = room.address
    token = room.invite(0).split("#", 1)[1]
    phone = SocketPhone(host, port, token)
    qtbot.waitUntil(lambda: s.remote == {0} and phone.welcomed.is_set(), timeout=10_000)
    desk = room.desk
    rng = random.Random(5)
    while not s.match.over and len(s.match.steps) < 3000:
        someone_moves(s, desk, rng)
    assert s.match.over
    # the phone: its final table with the result, then why it is sent away, then the close
    qtbot.waitUntil(lambda: not phone.thread.is_alive(), timeout=15_000)
    assert phone.error is None, phone.error
    final = phone.views()[-1]
    assert final["over"] == clean_line(s.match.result.summary) != ""
    assert phone.got[-1] == {"t": "denied", "reason": "This game is over."}, phone.got[-3:]
    assert phone.closed is not None
    # nothing listens any more, with the window still open on the finished game
    qtbot.waitUntil(lambda: _refused(port), timeout=5000)
    assert not room.listening and room.desk is None and room.server is None
    assert not [t for t in threading.enumerate() if t.name == "cardtable-phones" and t.is_alive()]
    assert desk.closed and desk.hello(token)[0] is None
    assert w.phones is room and not room.closed and w.session is s
    assert dialog.status.text() == "This game is over: no seat can be invited."
    assert not dialog.start_button.isEnabled()


def test_a_game_that_ends_with_no_phone_joined_stops_listening_too(qtbot, make_window):
    w = make_window()
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob", True)), {}, 3))
    s = w.session
    w.act_invite.trigger()
    room = w.phones
    assert room.start("127.0.0.1", 0), room.problem
    port = room.address[1]
    rng = random.Random(3)
    while not s.match.over and len(s.match.steps) < 3000:
        someone_moves(s, room.desk, rng)
    assert s.match.over
    qtbot.waitUntil(lambda: not room.listening, timeout=5000)
    qtbot.waitUntil(lambda: _refused(port), timeout=5000)
