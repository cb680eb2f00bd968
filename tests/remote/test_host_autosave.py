"""``cardtable host`` when the autosave cannot keep up (a full drive, a file
size limit): it says so as it happens and at the end, never that the game
is kept when it is not, and exits with a status that says so."""

from __future__ import annotations

import asyncio
import json
import resource
import signal
import subprocess
import sys
import threading

import aiohttp

from .conftest import ROOT, host_env

LIMIT = 450  # bytes a file of the host may have: the new game's autosave fits (310-420), a few moves later it does not


def _limited() -> None:
    resource.setrlimit(resource.RLIMIT_FSIZE, (LIMIT, LIMIT))  # Python ignores SIGXFSZ: a write fails (EFBIG)


async def play(url: str, moves: int) -> int:
    """Play up to ``moves`` of the phone's seat (its first offer each
    time), or until the game is over; the moves made."""
    token = url.split("#", 1)[1]
    base = url.split("#", 1)[0].rstrip("/")
    made = 0
    async with aiohttp.ClientSession() as http:
        async with http.ws_connect(base.replace("http", "ws", 1) + "/ws") as ws:
            await ws.send_str(json.dumps({"t": "hello", "token": token}))
            while made < moves:
                frame = await asyncio.wait_for(ws.receive(), 15)
                if frame.type != aiohttp.WSMsgType.TEXT:
                    break  # the game is over: the host closed the socket
                view = json.loads(frame.data)
                if view["t"] != "view":
                    continue
                question = view["question"]
                if question is not None:  # the first option, or the game's words (or a line of story)
                    value = 0 if question["kind"] == "choice" else question["default"] or "Told."
                    await ws.send_str(json.dumps({"t": "answer", "v": view["v"], "q": question["q"], "value": value}))
                    continue
                if not view["turn"]:
                    continue
                if view["buttons"]:
                    tap = {"t": "button", "v": view["v"], "i": 0}
                else:
                    move = next(m for m in view["moves"] if m["targets"])
                    tap = {"t": "drop", "v": view["v"], "zone": move["zone"], "card": move["card"],
                           "target": move["targets"][0]}
                await ws.send_str(json.dumps(tap))
                made += 1
    return made


def host_failing_to_save(tmp_path, *args: str, moves: int) -> tuple[int, str, int]:
    """A host whose files may not grow past LIMIT, one seat played from a
    phone for up to ``moves`` moves, then stopped (SIGTERM) unless the game
    ended: (its exit status, its standard error, the moves made)."""
    home = tmp_path / "home"
    home.mkdir()
    proc = subprocess.Popen([sys.executable, "-m", "cardtable", "host", *args], cwd=ROOT, env=host_env(home),
                            preexec_fn=_limited, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    stopped = False  # one SIGTERM only: a second, while the host is stopping, would kill it outright
    try:
        line = proc.stdout.readline()
        assert line.startswith("1 "), line
        out: dict = {}
        worker = threading.Thread(target=lambda: out.setdefault("made", asyncio.run(play(line.split()[-1], moves))))
        worker.start()
        worker.join(60)
        assert "made" in out
        try:
            proc.wait(timeout=10 if out["made"] < moves else 0.01)
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGTERM)
            stopped = True
    finally:
        if proc.poll() is None and not stopped:
            proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=30)
    return proc.returncode, err, out["made"]


def test_a_host_stopped_while_its_autosave_fails_never_says_the_game_is_kept(tmp_path):
    status, err, made = host_failing_to_save(tmp_path, "99-chances", "--players", "3", "--bot", "2", "--bot", "3",
                                             "--seed", "3", moves=6)
    assert made == 6 and status == 143, (made, status, err)
    assert "Autosave failed" in err, err  # said as it happened
    assert "kept in the autosave" not in err, err
    assert "the autosave does not hold the latest moves" in err, err


def test_a_hosted_game_that_ends_while_its_autosave_fails_says_so_and_exits_1(tmp_path):
    status, err, made = host_failing_to_save(tmp_path, "ninety-nine", "--players", "2", "--bot", "2", "--seed", "3",
                                             moves=50)
    assert made < 50 and "game over" in err, err
    assert status == 1, (status, err)
    assert "Autosave failed" in err and "the autosave does not hold the latest moves" in err, err
