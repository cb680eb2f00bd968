"""Reading files the user or a save file points at, without trusting them.

Only regular files are read (a FIFO would block for ever, a device such as
``/dev/zero`` never ends, and ``st_size`` is 0 for both, so the size on disk
proves nothing); the read itself stops one byte past the limit. Failures
raise :class:`UnreadableFile` with a short reason that never quotes the
file's contents.

A ``"file"`` game option (a custom deck, say) is read once, when the game is
set up, and from then on travels as its content: ``{"name": ..., "text":
...}``. A save file therefore never names a path to read, and a replay
cannot drift when the file on disk is edited or deleted.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator, Mapping

# A custom deck is a few kilobytes; this leaves room for long descriptions.
MAX_OPTION_FILE_BYTES = 256 * 1024
MAX_FILE_NAME = 80


class UnreadableFile(ValueError):
    """A file that cannot be read safely; the message says why in a few words."""


def read_bounded(path: str | os.PathLike[str], limit: int, *, follow: bool = True) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit``. Symlinks are
    followed unless ``follow`` is false: then a link is refused as
    :class:`UnreadableFile` ("it is a link"), never read through (the app's
    own files: settings, statistics)."""
    try:
        info = os.stat(path) if follow else os.lstat(path)
    except FileNotFoundError:
        raise UnreadableFile("it does not exist") from None
    except ValueError:  # an embedded NUL byte
        raise UnreadableFile("that is not a valid file name") from None
    except OSError as err:
        raise UnreadableFile(reason(err)) from None
    if stat.S_ISLNK(info.st_mode):
        raise UnreadableFile("it is a link to another file")
    _check_kind(info.st_mode)
    if info.st_size > limit:
        raise UnreadableFile(f"it is larger than {_size(limit)}")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    if not follow:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags)
    except OSError as err:
        if not follow and os.path.islink(path):  # swapped for a link since the lstat
            raise UnreadableFile("it is a link to another file") from None
        raise UnreadableFile(reason(err)) from None
    try:
        _check_kind(os.fstat(fd).st_mode)  # it may have been swapped since the stat
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as err:
        raise UnreadableFile(reason(err)) from None
    finally:
        os.close(fd)
    if total > limit:
        raise UnreadableFile(f"it is larger than {_size(limit)}")
    return b"".join(chunks)


def _check_kind(mode: int) -> None:
    if stat.S_ISDIR(mode):
        raise UnreadableFile("it is a folder, not a file")
    if not stat.S_ISREG(mode):
        raise UnreadableFile("it is not a regular file (a device, pipe or socket)")


def reason(err: OSError) -> str:
    """Why a file operation failed, in a few lower-case words: the system's
    words, else the error's own message (a timeout), else its kind."""
    return (err.strerror or str(err) or type(err).__name__).lower()


def _size(limit: int) -> str:
    return f"{limit // (1024 * 1024)} MB" if limit >= 1024 * 1024 else f"{limit // 1024} KB"


def shown_name(name: str) -> str:
    """A file name fit for a one-line message: printable and short."""
    clean = "".join(c if c.isprintable() else "?" for c in str(name))
    return clean if len(clean) <= 40 else clean[:39] + "…"


# -- "file" options: content, not paths -------------------------------------------------------
def read_option_file(path: str | os.PathLike[str]) -> dict[str, str]:
    """Read a file chosen for a ``"file"`` option: ``{"name", "text"}``."""
    data = read_bounded(path, MAX_OPTION_FILE_BYTES)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UnreadableFile("it is not UTF-8 text") from None
    return {"name": Path(path).name[:MAX_FILE_NAME], "text": text}


def carried_file(value: Any) -> dict[str, str] | None:
    """``value`` as a carried file ``{"name", "text"}``, or ``None`` if it is not one."""
    if not isinstance(value, Mapping) or set(value) != {"name", "text"}:
        return None
    name, text = value["name"], value["text"]
    if not isinstance(name, str) or not isinstance(text, str):
        return None
    if len(name) > MAX_FILE_NAME or len(text) > MAX_OPTION_FILE_BYTES:
        return None
    return {"name": name, "text": text}


# -- small JSON: settings values, remembered set-ups, statistics ---------------------------
# One reader for every small JSON file or value the app keeps (save files have
# their own, in engine/record.py). Whatever the text holds, it costs bounded
# time and memory and ends in a value or one :class:`BadJson`.
SMALL_JSON_BYTES = 2_000_000
SMALL_JSON_DEPTH = 8
SMALL_JSON_CONTAINERS = 20_000
SMALL_JSON_DIGITS = 24  # any integer; counts are checked against their own range after parsing


class BadJson(ValueError):
    """Text that is not the small JSON expected; the message is one short line."""


# a whole string, an escape outside one (so a quote it escapes starts nothing), a bracket, a lone quote
_JSON_TOKEN = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"|\\.|[\[\]{}]|"', re.DOTALL)
_JSON_SURROGATE = re.compile(rb"\\[uU][dD][89a-fA-F]")


def parse_small_json(text: str | bytes, limit: int = SMALL_JSON_BYTES, *, max_depth: int = SMALL_JSON_DEPTH,
                     max_containers: int = SMALL_JSON_CONTAINERS, what: str = "the data") -> Any:
    """The JSON value in ``text``, within bounds: at most ``limit`` bytes,
    ``max_depth`` levels of lists and objects, ``max_containers`` of them in
    all, integers of at most 24 digits, finite numbers only, no lone
    surrogates. Anything else raises :class:`BadJson` naming ``what``."""
    if isinstance(text, str):
        try:
            raw = text.encode("utf-8")
        except UnicodeEncodeError:
            raise BadJson(f"{what} holds text that is not valid Unicode") from None
    elif isinstance(text, (bytes, bytearray)):
        raw = bytes(text)
    else:
        raise BadJson(f"{what} is not text")
    if len(raw) > limit:
        raise BadJson(f"{what} is larger than {_size(limit)}")
    # Every container costs memory: count them (brackets inside strings too) before building any.
    if raw.count(b"[") + raw.count(b"{") > max_containers:
        raise BadJson(f"{what} holds far too many entries")
    depth = 0
    for match in _JSON_TOKEN.finditer(raw):
        token = match.group()
        if token in (b"[", b"{"):
            depth += 1
            if depth > max_depth:
                raise BadJson(f"{what} is nested too deeply")
        elif token in (b"]", b"}"):
            depth -= 1
        elif token == b'"':
            raise BadJson(f"{what} is not valid JSON")  # a string that never ends
    try:
        value = json.loads(raw.decode("utf-8-sig"), parse_constant=_no_constant, parse_int=_small_int,
                           parse_float=_small_float)
    except BadJson as err:
        raise BadJson(f"{what} {err}") from None
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise BadJson(f"{what} is not valid JSON") from None
    if _JSON_SURROGATE.search(raw) and _has_surrogate(value):
        raise BadJson(f"{what} holds text that is not valid Unicode")
    return value


def read_small_json(path: str | os.PathLike[str], limit: int = SMALL_JSON_BYTES, *, follow: bool = False,
                    **bounds: Any) -> Any:
    """:func:`parse_small_json` of the file at ``path`` (read with
    :func:`read_bounded`; a link is refused unless ``follow``). Raises
    :class:`UnreadableFile` if it cannot be read, :class:`BadJson` if it is
    not the JSON expected."""
    raw = read_bounded(path, limit, follow=follow)
    return parse_small_json(raw, limit, what=bounds.pop("what", "the file"), **bounds)


def _no_constant(_: str) -> Any:
    raise BadJson("holds NaN or Infinity")


def _small_int(text: str) -> int:
    if len(text.lstrip("-")) > SMALL_JSON_DIGITS:
        raise BadJson("holds a number far too large")
    return int(text)


def _small_float(text: str) -> float:
    value = float(text) if len(text) <= 40 else float("inf")
    if value in (float("inf"), float("-inf")):
        raise BadJson("holds a number far too large")
    return value


def _has_surrogate(value: Any) -> bool:
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            if any("\ud800" <= c <= "\udfff" for c in v):
                return True
        elif isinstance(v, list):
            stack.extend(v)
        elif isinstance(v, dict):
            stack.extend(v)
            stack.extend(v.values())
    return False


# -- a lock beside a small file: read-modify-write by one copy of the app at a time ------------
LOCK_WAIT_SECONDS = 5.0


def lock_path(path: str | os.PathLike[str]) -> Path:
    """The lock file that guards ``path``: hidden, beside it (not the
    ``<name>.lock`` that ``QLockFile`` and ``QSettings`` use)."""
    path = Path(path)
    return path.with_name(f".{path.name}.lock")


@contextmanager
def locked(path: str | os.PathLike[str], wait: float = LOCK_WAIT_SECONDS) -> Iterator[None]:
    """Hold the exclusive lock on ``path`` (see :func:`lock_path`) while the
    block runs: read ``path`` afresh, change it, write it atomically, and no
    other copy of the app does the same in between. The lock file is never
    followed if it is a link nor blocked on if it is a pipe: anything at its
    name that is not a regular file is moved aside first. Waits at most
    ``wait`` seconds for another copy, then raises :class:`TimeoutError`
    (an ``OSError``)."""
    name = lock_path(path)
    name.parent.mkdir(parents=True, exist_ok=True)
    fd = open_lock_file(name)
    try:
        _take_lock(fd, wait)
        yield
    finally:
        unlock(fd)  # lets go of the lock (as some systems want before closing) and closes the file


# -- lock files: the system's lock on an open file ---------------------------------------------
# open() failing with these means something other than a file took the lock's
# name between the look and the open: look again
_NOT_A_FILE = {errno.ELOOP, errno.EISDIR, errno.ENXIO, getattr(errno, "EOPNOTSUPP", errno.EISDIR)}
_LOCK_FLAGS = (os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
               | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]
    try:
        import msvcrt
    except ImportError:
        msvcrt = None  # type: ignore[assignment]


def open_lock_file(path: str | os.PathLike[str]) -> int:
    """An open descriptor of the regular file ``path`` (made if missing),
    to take the system's lock on. Whatever else stands at ``path`` (a link,
    a folder, a FIFO, a device, a file this user may not open) is renamed
    out of the way first: it is never followed, opened or waited on.
    Raises OSError if no lock file can be had there."""
    path = Path(path)
    for _ in range(4):
        try:
            info = os.lstat(path)
        except FileNotFoundError:
            info = None
        if info is not None and not stat.S_ISREG(info.st_mode):
            put_aside(path)
            continue
        try:
            fd = os.open(path, _LOCK_FLAGS, 0o644)
        except OSError as err:
            if err.errno in _NOT_A_FILE:
                continue  # swapped for a link or a pipe since the look: set it aside, try again
            if err.errno in (errno.EACCES, errno.EPERM) and info is not None:
                put_aside(path)  # a lock file this user may not open: out of the way, if the folder allows
                continue
            raise
        if stat.S_ISREG(os.fstat(fd).st_mode):
            return fd
        os.close(fd)
    raise OSError(errno.EBUSY, f"{shown_name(path.name)} keeps being replaced by something that is not a file")


def put_aside(path: str | os.PathLike[str]) -> None:
    """Rename what stands at ``path`` (a folder, a link, a FIFO) out of the
    way, keeping it; raises OSError if it cannot be."""
    path = Path(path)
    for n in range(1, 100):
        target = path.with_name(f"{path.name}.moved-{n}")
        if not os.path.lexists(target):
            os.rename(path, target)  # the name itself: a link is moved, not followed
            return
    raise OSError(errno.EEXIST, f"too many things named {shown_name(path.name)} were moved aside")


def try_lock(fd: int) -> bool:
    """Take the system's lock on ``fd`` without waiting; False if another
    open file holds it. The system lets it go when the file is closed or its
    process ends, however it ends."""
    busy = (errno.EAGAIN, errno.EACCES, getattr(errno, "EWOULDBLOCK", errno.EAGAIN),
            getattr(errno, "EDEADLK", errno.EAGAIN))
    if fcntl is not None:
        try:  # per open file: a second window in the same process is kept out too
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except OSError as err:
            if err.errno in busy:
                return False
        try:  # a file system without flock (some network ones): a record lock
            fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except OSError as err:
            if err.errno in busy:
                return False
        return True  # no lock to be had there: go on unlocked rather than never save
    if msvcrt is not None:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False
    return True


def unlock(fd: int) -> None:
    """Let go of the lock on ``fd`` and close it."""
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_UN)
        elif msvcrt is not None:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    except OSError:
        pass
    finally:
        os.close(fd)  # the lock goes with the file, in any case


def _take_lock(fd: int, wait: float) -> None:
    deadline = time.monotonic() + wait
    pause = 0.002
    while not try_lock(fd):
        if time.monotonic() >= deadline:
            raise TimeoutError("another copy of CardTable kept the file busy")
        time.sleep(pause)
        pause = min(pause * 2, 0.05)
