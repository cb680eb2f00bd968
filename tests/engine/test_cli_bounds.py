"""The command line keeps its promise whatever it is given: a bad argument,
address or path is one line on stderr and exit status 2, found before any
work is done, in bounded time; nothing grows without bound (games, players,
processes, pixels), and the seeds it plays are those a saved game can hold.

Each case runs ``cardtable`` as a user would (a real subprocess; the
``timeout`` is only a safety net for the old code that hung)."""

from __future__ import annotations

import json
import os
import resource
import signal
import socket
import subprocess
import sys
import threading
from concurrent.futures import Future
from pathlib import Path

import pytest

from tests.engine.test_cli import ROOT

ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}


MEMORY = 3 << 30  # bytes of address space a run may take: room for Qt and Dask, not for a runaway list


def cli(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    """``cardtable ARGS`` in its own process group, its memory capped; on the
    safety-net timeout the whole group (worker processes too) is killed, so
    a run that hangs fails the test and leaves nothing running."""
    p = subprocess.Popen([sys.executable, "-m", "cardtable", *args], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, env=ENV, start_new_session=True)
    try:
        resource.prlimit(p.pid, resource.RLIMIT_AS, (MEMORY, MEMORY))
    except (OSError, ValueError):  # the process is already gone
        pass
    try:
        out, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, err = p.communicate()
        err += f"\n(still running after {timeout} s: killed)"
    finally:
        try:
            os.killpg(p.pid, signal.SIGKILL)  # anything the run left behind
        except (ProcessLookupError, PermissionError):
            pass
    return subprocess.CompletedProcess(p.args, p.returncode, out, err)


def one_error_line(p: subprocess.CompletedProcess, needle: str) -> str:
    """The run failed with status 2 and said why in one line naming ``needle``."""
    assert p.returncode == 2, (p.returncode, p.stderr[-2000:])
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1, p.stderr[-2000:]
    assert lines[0].startswith("cardtable: error: ") and needle in lines[0], lines[0]
    assert len(lines[0]) <= 300, lines[0]
    return lines[0]


# -- the Dask scheduler ------------------------------------------------------------------

class Listener:
    """A TCP server on 127.0.0.1 (loopback only) run by a thread of the
    test: it accepts every connection, then ``mode`` says what it does with
    it: "silent" holds it open and never answers, "garbage" writes bytes
    that are not Dask's protocol and then stays silent."""

    def __init__(self, mode: str) -> None:
        self.mode = mode
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.held: list[socket.socket] = []
        self.thread = threading.Thread(target=self._serve, daemon=True)

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:  # closed by __exit__
                return
            if self.mode == "garbage":
                try:
                    conn.sendall(b"\xff" * 64 + b"HTTP/1.1 400 Bad Request\r\n\r\n" * 8)
                except OSError:
                    pass
            self.held.append(conn)

    def __enter__(self) -> "Listener":
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.sock.close()
        self.thread.join(timeout=30)
        for conn in self.held:
            conn.close()


def test_a_silent_scheduler_is_one_line_and_exit_2():
    """A port that accepts the connection and never answers: the old code
    waited forever (Dask's handshake has no deadline of its own)."""
    with Listener("silent") as server:
        p = cli("sweep", "ninety-nine", "--players", "2", "--games", "2", "--scheduler",
                f"127.0.0.1:{server.port}", timeout=90)
    line = one_error_line(p, f"the Dask scheduler at 127.0.0.1:{server.port}")
    assert "did not answer" in line
    assert p.stdout == ""


def test_a_scheduler_that_talks_nonsense_is_one_line():
    """Bytes that are not Dask's protocol: the old code printed the error,
    then a traceback from the half-made client 20 s later."""
    with Listener("garbage") as server:
        p = cli("sweep", "ninety-nine", "--players", "2", "--games", "2", "--scheduler",
                f"tcp://127.0.0.1:{server.port}", timeout=90)
    one_error_line(p, f"the Dask scheduler at tcp://127.0.0.1:{server.port}")
    assert "Traceback" not in p.stderr and "Exception ignored" not in p.stderr


@pytest.mark.parametrize("address,needle", [
    ("not an address", "'not an address' is not a scheduler address"),
    ("", "the scheduler address is empty"),
    ("127.0.0.1:99999", "a port from 1 to 65535"),
    ("http://127.0.0.1:80", "not 'http'"),
    ("tcp://:8786", "not a host name or IP address"),
])
def test_a_malformed_scheduler_address_is_one_line_before_anything_runs(address, needle):
    """The old code handed these to Dask: a traceback printed 20 s after the
    error, or (an empty address) the sweep ran on this machine instead."""
    p = cli("sweep", "ninety-nine", "--players", "2", "--games", "2", "--scheduler", address, timeout=90)
    one_error_line(p, needle)
    assert p.stdout == ""


# -- numbers -------------------------------------------------------------------------------

BIG = str(10 ** 12)
SIM = ("simulate", "ninety-nine", "--players", "3")
SWEEP = ("sweep", "ninety-nine", "--players", "3")


@pytest.mark.parametrize("args,needle", [
    ((*SIM, "--games", BIG), "--games must be at least 1 and at most 1,000,000"),
    (("simulate", "ninety-nine", "--players", BIG, "--games", "2"), "needs 2–12 players, not 1000000000000"),
    ((*SIM, "--games", "2", "--jobs", "10000"), "--jobs must be at least 1 and at most 1,024"),
    ((*SIM, "--games", "2", "--seed", str(2 ** 128)), "--seed must be at least"),
    ((*SIM, "--games", "2", "--seed", "9" * 5000), "--seed needs a whole number"),
    ((*SIM, "--games", "2", "--option", "lives=on", "--option", "lives=off"), "--option 'lives' is given twice"),
    ((*SWEEP, "--games", BIG), "--games must be at least 1 and at most 1,000,000"),
    (("sweep", "ninety-nine", "--players", f"3,{BIG}", "--games", "2"), "needs 2–12 players, not 1000000000000"),
    (("sweep", "ninety-nine", "--players", "2,3,4,5,6", "--games", "300000"),
     "300,000 games x 5 variants is too many"),
    (("sweep", "chicks-with-disks", "--players", "2,3", "--option", "round_cap=" + ",".join(map(str, range(501))),
      "--games", "1"), "1,002 variants; a sweep plays at most 1,000"),
    ((*SWEEP, "--games", "2", "--seed", str(-10 ** 30)), "--seed must be at least"),
    (("snapshot", "ninety-nine", "-o", "{tmp}/a.png", "--width", "0"), "--width must be at least 200"),
    (("snapshot", "ninety-nine", "-o", "{tmp}/a.png", "--width", "-5"), "--width must be at least 200"),
    (("snapshot", "ninety-nine", "-o", "{tmp}/a.png", "--width", "1000000"), "at most 8,000 pixels"),
    (("snapshot", "ninety-nine", "-o", "{tmp}/a.png", "--players", "0"), "needs 2–12 players, not 0"),
    (("snapshot", "ninety-nine", "-o", "{tmp}/a.png", "--players", BIG), "needs 2–12 players"),
    (("snapshot", "ninety-nine", "-o", "{tmp}/a.png", "--seed", str(2 ** 128)), "--seed must be at least"),
])
def test_every_number_out_of_bounds_is_one_line(tmp_path, args, needle):
    """Out of range: one line, exit 2, nothing written. (The old code ran
    out of memory on 10**12 games or players, printed hundreds of Qt
    warnings for a width of 0, started --jobs processes whatever the cores,
    and played and saved seeds no record can hold.)"""
    args = tuple(a.replace("{tmp}", str(tmp_path)) for a in args)
    p = cli(*args, timeout=90)
    one_error_line(p, needle)
    assert p.stdout == "" and not list(tmp_path.iterdir())


def _loader_accepts(record_text: str, seed: int, folder: Path) -> bool:
    from cardtable.engine.record import RecordError, load_record
    from cardtable.games import all_games

    data = json.loads(record_text)
    data["seed"] = seed
    path = folder / f"probe-{seed}.cardtable.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    try:
        load_record(path, all_games())
    except RecordError:
        return False
    return True


def test_the_command_line_accepts_exactly_the_seeds_a_saved_game_can_hold(tmp_path):
    """Around each end of the record loader's range (found by asking the
    loader, not written down here), ``simulate --save-dir`` plays a seed
    exactly when the loader would read its record back, and what it saves
    replays. The old code played --seed 10**30 and saved records that
    ``replay`` refused; a run whose last game (SEED + K - 1) passes the end
    is refused too. The range is that of engine/rng.py: -2**63 (older saves)
    to 2**128 - 1 (a game's 128-bit secret seed)."""
    first = tmp_path / "first"
    p = cli("simulate", "ninety-nine", "--players", "2", "--games", "1", "--save-dir", str(first))
    assert p.returncode == 0, p.stderr
    text = next(first.iterdir()).read_text(encoding="utf-8")
    probes = tmp_path / "probes"
    probes.mkdir()
    accepted = {s: _loader_accepts(text, s, probes)
                for s in (-(2 ** 63) - 1, -(2 ** 63), 2 ** 64 - 1, 2 ** 64, 2 ** 128 - 1, 2 ** 128, 10 ** 40)}
    # the loader's own range, as probed
    assert list(accepted.values()) == [False, True, True, True, True, False, False]
    for seed, ok in accepted.items():
        folder = tmp_path / f"seed{seed}"
        p = cli("simulate", "ninety-nine", "--players", "2", "--games", "1", "--seed", str(seed),
                "--save-dir", str(folder))
        if not ok:
            one_error_line(p, "--seed")
            assert not folder.exists() or not list(folder.iterdir())
            continue
        assert p.returncode == 0, p.stderr
        (saved,) = folder.iterdir()
        replayed = cli("replay", str(saved), "--json")
        assert replayed.returncode == 0, replayed.stderr
        assert json.loads(replayed.stdout)["seed"] == seed
    last = max(s for s, ok in accepted.items() if ok)
    p = cli("simulate", "ninety-nine", "--players", "2", "--games", "2", "--seed", str(last),
            "--save-dir", str(tmp_path / "over"))
    one_error_line(p, f"reaches seed {last + 1}")


def test_jobs_never_start_more_processes_than_cores_or_chunks():
    """--jobs 1000 is allowed but starts no more processes than this
    machine's cores (the old code reported, and would start, 1000)."""
    data = json.loads(cli("simulate", "ninety-nine", "--players", "3", "--games", "40", "--jobs", "1000",
                          "--json").stdout)
    from cardtable.sweep import default_jobs

    assert data["completed"] == 40
    assert 1 <= data["jobs"] <= default_jobs()
    small = json.loads(cli("simulate", "ninety-nine", "--players", "3", "--games", "3", "--jobs", "1000",
                           "--json").stdout)
    assert small["jobs"] == 1  # three games are one chunk: played here, no process started


class _FakePool:
    """Stands in for the process pool: records how many processes were
    asked for and how many chunks were handed out before any came back.
    A chunk's "result" is a tally of its size (no game is played)."""

    def __init__(self, max_workers=None, mp_context=None) -> None:
        _FakePool.workers = max_workers
        _FakePool.outstanding = []
        _FakePool.most_outstanding = 0

    def submit(self, fn, game_id, players, options, seed, start, stop, *rest):
        from cardtable.games import all_games
        from cardtable.sweep import Tally

        future: Future = Future()
        future.tally = Tally(players, games=stop - start, completed=stop - start,  # type: ignore[attr-defined]
                             rules_version=all_games()[game_id].rules_version)
        _FakePool.outstanding.append(future)
        _FakePool.most_outstanding = max(_FakePool.most_outstanding, len(_FakePool.outstanding))
        return future

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def shutdown(self, *a, **k):
        pass


def _fake_wait(futures, return_when=None):
    """Finish the oldest chunk handed out, as a worker would."""
    oldest = _FakePool.outstanding.pop(0)
    oldest.set_result(oldest.tally)
    return {oldest}, set(futures) - {oldest}


def test_a_long_run_hands_out_its_work_a_little_at_a_time(monkeypatch):
    """100,000 games on 2 workers: a pool of 2 processes (not one per chunk,
    whatever --jobs says) and only a few chunks handed out at a time, never
    the whole run at once (the old code made and submitted every chunk
    first)."""
    import cardtable.sweep as sweep
    from cardtable.games import all_games
    from cardtable.sweep import pool  # the module that counts the cores and runs the pool

    monkeypatch.setattr(pool, "default_jobs", lambda: 2)
    monkeypatch.setattr(pool, "ProcessPoolExecutor", _FakePool)
    monkeypatch.setattr(pool, "wait", _fake_wait)
    seen: list[int] = []
    (stats,) = sweep.run(all_games()["ninety-nine"], [sweep.Variant(3)], 100_000, 1, jobs=10_000,
                         progress=seen.append)
    assert stats.games == stats.completed == 100_000 and sum(seen) == 100_000
    assert _FakePool.workers == 2
    assert 2 <= _FakePool.most_outstanding <= 4 < len(seen)


# -- paths and words -------------------------------------------------------------------------

@pytest.fixture
def odd_paths(tmp_path):
    folder = tmp_path / "folder.csv"
    folder.mkdir()
    for name in ("folder.png", "folder.md"):
        (tmp_path / name).mkdir()
    fifo = tmp_path / "fifo.csv"
    os.mkfifo(fifo)
    return tmp_path


@pytest.mark.parametrize("args,needle", [
    ((*SWEEP, "--games", "4", "-o", "{tmp}/folder.csv"), "'{tmp}/folder.csv' is a folder"),
    ((*SWEEP, "--games", "4", "-o", "{tmp}/fifo.csv"), "is not a regular file"),
    ((*SWEEP, "--games", "4", "--chart", "{tmp}/folder.png"), "is a folder"),
    ((*SWEEP, "--games", "4", "-o", "{tmp}/fifo.csv/r.csv"), "is not a folder"),
    ((*SIM, "--games", "2", "--save-dir", "{tmp}/fifo.csv"), "--save-dir: '{tmp}/fifo.csv' is not a folder"),
    ((*SIM, "--games", "2", "--save-dir", "/dev/zero"), "--save-dir: '/dev/zero' is not a folder"),
    ((*SIM, "--games", "2", "--save-dir", ""), "--save-dir: the folder name is empty"),
    (("snapshot", "ninety-nine", "-o", "{tmp}/folder.png"), "is a folder"),
    (("install-desktop", "--prefix", "{tmp}/share", "--exec", "cardtable\nExec=evil"), "--exec needs a command on one"),
    (("install-desktop", "--prefix", "{tmp}/share", "--exec", ""), "--exec needs a command"),
    (("install-desktop", "--prefix", "/dev/zero"), "--prefix: '/dev/zero' is not a folder"),
    (("",), "the file name is empty"),
])
def test_bad_paths_and_words_are_one_line_before_any_work(odd_paths, args, needle):
    """The old code played every game first and then failed to write into a
    folder (losing the results), replaced a FIFO with a file, wrote a
    launcher with an injected line, or quoted an empty name as ' is not a file'."""
    tmp = str(odd_paths)
    before = sorted(p.name for p in odd_paths.iterdir())
    p = cli(*(a.replace("{tmp}", tmp) for a in args), timeout=90)
    one_error_line(p, needle.replace("{tmp}", tmp))
    assert p.stdout == ""  # no game was played, nothing was written
    assert sorted(p.name for p in odd_paths.iterdir()) == before
    assert (odd_paths / "fifo.csv").is_fifo()
