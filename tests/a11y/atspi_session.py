"""The accessibility bus the AT-SPI test runs on, and the two processes it
talks to.

:class:`Bus` starts what a Linux desktop gives a screen reader: an X
display (Xvfb), a session D-Bus, and at-spi2-core's bus launcher on it (which
starts the accessibility bus and its registry). On that bus it starts the
listener (:mod:`tests.a11y.atspi_listener`, a screen reader's ears, run by the
system's Python with Debian's ``python3-pyatspi``) and the app
(:mod:`tests.a11y.atspi_driver`, a real CardTable window run by the
project's Python with Qt's accessibility bridge on).

:func:`unavailable` says why the bus cannot run here (a program or Python
module missing), or None. Every wait is for a line the other process
writes (a condition), bounded by a generous timeout that only a failure
reaches.
"""

from __future__ import annotations

import json
import os
import queue
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
SYSTEM_PYTHONS = ("/usr/bin/python3",)
WAIT = 90.0  # seconds: a bound for failure only (the two cores here are shared)


def launcher() -> str | None:
    return next((p for p in LAUNCHERS if os.access(p, os.X_OK)), None)


def system_python() -> str | None:
    """A Python that imports pyatspi (Debian's, not the project's venv)."""
    for python in SYSTEM_PYTHONS:
        if os.access(python, os.X_OK):
            probe = subprocess.run([python, "-c", "import gi; gi.require_version('Atspi', '2.0'); import pyatspi"],
                                   capture_output=True, timeout=60)
            if probe.returncode == 0:
                return python
    return None


def unavailable() -> str | None:
    """Why an accessibility bus cannot run on this machine, or None."""
    if not sys.platform.startswith("linux"):
        return "AT-SPI is the Linux accessibility bus"
    for program in ("Xvfb", "dbus-daemon"):
        if shutil.which(program) is None:
            return f"{program} is not installed (Debian: xvfb, dbus-daemon)"
    if launcher() is None:
        return "at-spi2-core's at-spi-bus-launcher is not installed (Debian: at-spi2-core)"
    if system_python() is None:
        return "no system Python imports pyatspi (Debian: python3-pyatspi)"
    return None


class Lines:
    """A process's standard output, read line by line on a thread, so the
    test can wait for the line it expects with a deadline."""

    def __init__(self, proc: subprocess.Popen, prefix: str = "", log: Path | None = None) -> None:
        self.proc = proc
        self.prefix = prefix
        self.log = log
        self.queue: queue.Queue = queue.Queue()
        self.seen: list[dict] = []
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        for raw in iter(self.proc.stdout.readline, b""):
            line = raw.decode(errors="replace").rstrip("\n")
            if line.startswith(self.prefix):
                try:
                    self.queue.put(json.loads(line[len(self.prefix):]))
                except ValueError:
                    pass
        self.queue.put(None)  # the end of the output

    def expect(self, wanted, what: str, timeout: float = WAIT) -> dict:
        """Read on until a line ``wanted(line)`` holds for; every line read is kept in ``seen``."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            try:
                item = self.queue.get(timeout=max(left, 0.01))
            except queue.Empty:
                raise AssertionError(f"waited {timeout:.0f} s for {what}; last lines: {self.seen[-5:]}") from None
            if item is None:
                self.queue.put(None)
                self.proc.wait(timeout=WAIT)
                said = self.log.read_text(errors="replace")[-3000:] if self.log is not None else ""
                raise AssertionError(f"the process ended (code {self.proc.poll()}) before {what}; "
                                     f"last lines: {self.seen[-5:]}\n{said}")
            self.seen.append(item)
            if "error" in item:
                raise AssertionError(f"{what}: {item['error']}")
            if wanted(item):
                return item


class Bus:
    """Xvfb, a session D-Bus and the accessibility bus on it, the listener,
    and the app (:meth:`start_app`); :meth:`stop` ends them all."""

    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.procs: list[subprocess.Popen] = []
        self.env = dict(os.environ)
        for key in ("QT_QPA_PLATFORM", "DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "NO_AT_BRIDGE",
                    "WAYLAND_DISPLAY"):
            self.env.pop(key, None)
        self.env.update(XDG_RUNTIME_DIR=str(self._dir("run")), XDG_CONFIG_HOME=str(self._dir("config")),
                        XDG_DATA_HOME=str(self._dir("data")), XDG_CACHE_HOME=str(self._dir("cache")))
        os.chmod(self.env["XDG_RUNTIME_DIR"], 0o700)
        self.listener: Lines | None = None
        self.app: Lines | None = None
        self.app_pid = 0

    def _dir(self, name: str) -> Path:
        path = self.tmp / name
        path.mkdir(parents=True, exist_ok=True)
        return path

    def _spawn(self, args, **kw) -> subprocess.Popen:
        proc = subprocess.Popen(args, env=kw.pop("env", self.env), stderr=kw.pop("stderr", subprocess.DEVNULL), **kw)
        self.procs.append(proc)
        return proc

    def _first_line(self, fd: int, what: str) -> str:
        """The first line written on pipe ``fd`` (Xvfb's display number, the
        bus daemon's address): written once the program is ready."""
        import select

        ready, _, _ = select.select([fd], [], [], WAIT)
        if not ready:
            raise AssertionError(f"{what} never said it was ready")
        data = b""
        while not data.endswith(b"\n"):
            chunk = os.read(fd, 4096)
            if not chunk:
                break
            data += chunk
        os.close(fd)
        if not data.strip():
            raise AssertionError(f"{what} ended before it was ready")
        return data.decode().strip()

    def start(self) -> None:
        # an X display: Xvfb writes its number on -displayfd once it takes connections
        read, write = os.pipe()
        display = os.environ.get("CARDTABLE_ATSPI_DISPLAY", "")  # a fixed number, where several share a machine
        self._spawn(["Xvfb", *([display] if display else []), "-displayfd", str(write), "-screen", "0",
                     "1280x800x24", "-nolisten", "tcp"], pass_fds=(write,))
        os.close(write)
        self.env["DISPLAY"] = ":" + self._first_line(read, "Xvfb")
        # a session bus of our own: it prints its address once it listens
        read, write = os.pipe()
        self._spawn(["dbus-daemon", "--session", "--nofork", f"--print-address={write}"], pass_fds=(write,))
        os.close(write)
        self.env["DBUS_SESSION_BUS_ADDRESS"] = self._first_line(read, "dbus-daemon")
        # the accessibility bus: the launcher takes org.a11y.Bus on the session bus and starts the bus
        # and its registry (the listener waits until the name is taken)
        self._spawn([launcher(), "--launch-immediately"])
        proc = self._spawn([system_python(), str(HERE / "atspi_listener.py"), str(WAIT)],
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=None)
        self.listener = Lines(proc)
        self.listener.expect(lambda line: line.get("listening"), "the listener on the accessibility bus")

    def start_app(self, home: Path, game_id: str, seed: int, *extra: str) -> dict:
        env = dict(self.env, QT_QPA_PLATFORM="xcb", QT_ACCESSIBILITY="1", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                   PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep))
        log = self.tmp / "app.log"  # the app's own complaints (Qt's, ALSA's), shown when it fails
        with log.open("wb") as err:
            proc = self._spawn([sys.executable, str(HERE / "atspi_driver.py"), str(home), game_id, str(seed), *extra],
                               env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err, cwd=str(ROOT))
        self.app_pid = proc.pid
        self.app = Lines(proc, "ATSPI ", log)
        return self.app.expect(lambda line: line.get("up"), "the app's window")

    # -- talking to them ---------------------------------------------------------------------------------
    @staticmethod
    def _send(lines: Lines, text: str) -> None:
        lines.proc.stdin.write((text + "\n").encode())
        lines.proc.stdin.flush()

    def command(self, text: str) -> dict:
        """Have the app do ``text`` (see the driver); its report once settled."""
        self._send(self.app, text)
        return self.app.expect(lambda line: "mark" in line and line.get("why") == "settled", f"the app to do {text!r}")

    def tree(self) -> list:
        self._send(self.listener, f"tree {self.app_pid}")
        return self.listener.expect(lambda line: line.get("pid") == self.app_pid and "tree" in line,
                                    "the accessible tree")["tree"]

    def press(self, name: str) -> bool:
        self._send(self.listener, f"press {self.app_pid} {name}")
        return self.listener.expect(lambda line: "pressed" in line, f"pressing {name!r}")["ok"]

    def heard_mark(self, mark: int) -> None:
        """Read the listener on until the app's mark ``mark`` has come over the bus."""
        from tests.a11y.atspi_driver import MARK

        self.listener.expect(lambda line: line.get("event") == "object:announcement"
                             and line.get("text") == f"{MARK}{mark}", f"mark {mark} on the bus")

    def stop(self) -> None:
        for proc in reversed(self.procs):
            if proc.stdin is not None and not proc.stdin.closed:
                try:
                    proc.stdin.close()  # the driver and the listener end at the end of their input
                except OSError:
                    pass
        for proc in reversed(self.procs):
            try:
                proc.wait(timeout=10 if proc.stdin is not None else 0.5)
            except subprocess.TimeoutExpired:
                proc.terminate()
                try:
                    proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()
        for lines in (self.app, self.listener):
            if lines is not None:
                lines.thread.join(timeout=WAIT)  # the process has ended: its output ends too
                lines.proc.stdout.close()
        self.procs = []
