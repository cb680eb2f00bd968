"""Shared fixtures of the phone tests (cardtable.remote).

- :class:`FakeDesk`: the desk's interface (hello, handle, sigViews,
  sigSeatClosed) with two invited seats, recording the thread of every call;
- ``phone_server``: a :class:`~cardtable.remote.transport.PhoneServer` for a
  fake desk on 127.0.0.1, serving a page folder the test controls;
- :func:`in_thread`: run a coroutine (an aiohttp client) on a thread of its
  own while the Qt loop turns, so the server's calls reach the desk;
- :func:`start_host`: a real ``cardtable host`` in a subprocess, its seats'
  addresses read from its output, with its data folder in a temp folder.

Everything listens on loopback and every wait is bounded.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Awaitable, Callable

import pytest
from PySide6.QtCore import QObject, Signal

ROOT = Path(__file__).resolve().parents[2]
TOKENS = {"tok-one": 0, "tok-two": 1}
PAGE = {"index.html": b"<!doctype html><title>test page</title>",
        "phone.js": b"// test script\n",
        "phone.css": b"body{}\n"}  # no icon.svg: a missing page file is a 404


class FakeDesk(QObject):
    """The desk's interface: seat 0 ("tok-one") and seat 1 ("tok-two");
    a ``button`` message moves (a new view for the seat, pushed through
    sigViews), ``drop`` is refused, an ``activate`` on card "boom" raises,
    one on card "cut" is refused with the seat's view (a new one if its
    ``v`` is the current one) in the answer only, one on card "echo" is
    refused naming its ``zone`` (as a real desk names what it was sent)."""

    sigViews = Signal(object)
    sigSeatClosed = Signal(int, str)

    def __init__(self) -> None:
        super().__init__()
        self.tokens = dict(TOKENS)
        self.versions = {0: 1, 1: 1}
        self.calls: list[tuple[str, Any, Any]] = []  # (call, seat or token, message)
        self.threads: list[threading.Thread] = []

    def view(self, seat: int) -> dict:
        return {"t": "view", "v": self.versions[seat], "seat": seat, "buttons": ["Go"], "moves": []}

    def hello(self, token: str):
        self.threads.append(threading.current_thread())
        self.calls.append(("hello", token, None))
        seat = self.tokens.get(token)
        if seat is None:
            return None, [{"t": "denied", "reason": "This invitation is not valid."}]
        return seat, [{"t": "welcome", "seat": seat, "name": f"Seat {seat + 1}", "game": "Test"}, self.view(seat)]

    def handle(self, seat: int, msg: dict):
        self.threads.append(threading.current_thread())
        self.calls.append(("handle", seat, msg))
        if msg.get("t") == "activate" and msg.get("card") == "boom":
            raise RuntimeError("the fake desk fails")
        if msg.get("t") == "activate" and msg.get("card") == "echo":
            return [{"t": "refused", "reason": f"Nothing to play from {msg.get('zone')}."}]
        if msg.get("t") == "activate" and msg.get("card") == "cut":  # a view cut for this answer only
            if msg.get("v") == self.versions[seat]:
                self.versions[seat] += 1
            return [{"t": "refused", "reason": "Not now."}, self.view(seat)]
        if msg.get("t") == "button" and msg.get("v") == self.versions[seat]:
            self.versions[seat] += 1
            self.sigViews.emit({seat: self.view(seat)})
            return []
        return [{"t": "refused", "reason": "Not now."}]

    def take_back(self, seat: int) -> None:
        self.tokens = {t: s for t, s in self.tokens.items() if s != seat}
        self.sigSeatClosed.emit(seat, "")


@pytest.fixture
def fake_desk(qapp):
    return FakeDesk()


@pytest.fixture
def page_dir(tmp_path):
    folder = tmp_path / "page"
    folder.mkdir()
    for name, data in PAGE.items():
        (folder / name).write_bytes(data)
    return folder


@pytest.fixture
def phone_server(fake_desk, page_dir):
    from cardtable.remote.transport import PhoneServer

    server = PhoneServer(fake_desk, "127.0.0.1", 0, page=page_dir)
    server.start()
    yield server
    server.stop()


def in_thread(qtbot, make: Callable[[], Awaitable[Any]], timeout: float = 15.0) -> Any:
    """``asyncio.run(make())`` on a thread of its own while the Qt loop turns
    (the server's bridge needs it); its result, or its exception raised here."""
    out: dict[str, Any] = {}

    def run() -> None:
        try:
            out["value"] = asyncio.run(make())
        except BaseException as err:  # handed to the test
            out["error"] = err

    thread = threading.Thread(target=run, name="test-phone", daemon=True)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=int(timeout * 1000))
    thread.join()
    if "error" in out:
        raise out["error"]
    return out["value"]


# -- a real host ------------------------------------------------------------------------------
@dataclass
class Host:
    """A ``cardtable host`` subprocess: its seats (seat number from 1 ->
    (name, url)), its data folder and its output once stopped."""

    proc: subprocess.Popen
    home: Path
    seats: dict[int, tuple[str, str]] = field(default_factory=dict)
    stderr: str = ""
    # an invitation opens its seat once: the phone's own token given in its welcome
    joined: dict[str, str] = field(default_factory=dict)

    def url(self, seat: int) -> str:
        return self.seats[seat][1]

    def invitation(self, seat: int) -> str:
        return self.url(seat).split("#", 1)[1]

    def token(self, seat: int) -> str:
        """The token that opens ``seat`` now: its invitation, or once a phone
        joined with it, that phone's own (as the page keeps it)."""
        invitation = self.invitation(seat)
        return self.joined.get(invitation, invitation)

    @property
    def base(self) -> str:
        return self.url(min(self.seats)).split("#", 1)[0].rstrip("/")

    @property
    def ws(self) -> str:
        return self.base.replace("http://", "ws://", 1) + "/ws"

    @property
    def autosave(self) -> Path:
        return self.home / "autosave.cardtable.json"

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 15.0) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        try:
            _, err = self.proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            _, err = self.proc.communicate(timeout=timeout)
        self.stderr += err or ""
        return self.proc.returncode


def host_env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["CARDTABLE_HOME"] = str(home)  # the data folder (and its autosave) of this host only
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    env.pop("QT_QPA_PLATFORM", None)  # a host needs no display at all
    return env


def start_host(home: Path, *args: str, humans: int, timeout: float = 30.0) -> Host:
    """Start ``cardtable host ARGS`` and read its ``humans`` seat lines
    (``SEAT NAME URL``); the process is killed if they do not come in time."""
    home.mkdir(parents=True, exist_ok=True)
    proc = subprocess.Popen([sys.executable, "-m", "cardtable", "host", *args], cwd=ROOT, env=host_env(home),
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    host = Host(proc, home)
    lines: list[str] = []

    def read() -> None:
        for _ in range(humans):
            line = proc.stdout.readline()
            if not line:
                return
            lines.append(line)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(timeout)
    if len(lines) < humans:
        host.stop(signal.SIGKILL)
        raise AssertionError(f"the host printed {lines!r} and then {host.stderr!r}")
    for line in lines:
        number, rest = line.rstrip("\n").split(" ", 1)
        name, url = rest.rsplit(" ", 1)
        host.seats[int(number)] = (name, url)
    return host


def wait_for(condition: Callable[[], Any], timeout: float, what: str) -> Any:
    """Poll ``condition`` (no Qt loop here) until it is true, at most ``timeout`` seconds."""
    end = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.02)
