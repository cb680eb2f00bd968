"""File safety: reading files the user or a save file points at without
trusting them, and writing files so that none is ever left half-written.

Only regular files are read (a FIFO would block for ever, a device such as
``/dev/zero`` never ends, and ``st_size`` is 0 for both, so the size on disk
proves nothing); the read itself stops one byte past the limit. Failures
raise :class:`UnreadableFile` with a short reason that never quotes the
file's contents.

A ``"file"`` game option (a custom deck, say) is read once, when the game is
set up, and from then on travels as its content: ``{"name": ..., "text":
...}``. A save file therefore never names a path to read, and a replay
cannot drift when the file on disk is edited or deleted.

Writing is atomic (:func:`atomic_target`, :func:`write_atomic`): a temp file
beside the target, renamed over it only once complete, so a crash never
leaves a file half-written; the temp files a crash left behind are swept
(:func:`remove_orphan_temps`). The rename replaces whatever has the name, so
nothing is ever written through a link; a file a person named (the command
line's ``-o``) asks for a link there to be refused instead (``refuse_link``,
:class:`LinkRefused`): a link to another file, or to no file yet, is then
neither written through nor replaced. A file that cannot be used is kept
under a name no other file has (:func:`move_aside`, :func:`broken_name`),
and a small file is changed by one copy of the app at a time (:func:`locked`).
"""

from __future__ import annotations

import errno
import os
import re
import stat
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator, Mapping

from .small_json import SMALL_JSON_BYTES, BadJson, parse_small_json, size_words
from .i18n import _

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]
    try:
        import msvcrt
    except ImportError:
        msvcrt = None  # type: ignore[assignment]

# A custom deck is a few kilobytes; this leaves room for long descriptions.
MAX_OPTION_FILE_BYTES = 256 * 1024
NO_SPACE = (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC))  # what a full drive (or quota) fails with
MAX_FILE_NAME = 80


class UnreadableFile(ValueError):
    """A file that cannot be read safely; the message says why in a few
    words, in the reader's language; ``kind`` says it for the code
    (:data:`MISSING`, :data:`FOLDER`, :data:`TOO_LARGE`, or "")."""

    def __init__(self, message: str, kind: str = "") -> None:
        super().__init__(message)
        self.kind = kind


MISSING, FOLDER, TOO_LARGE = "missing", "folder", "too large"  # UnreadableFile.kind


def read_bounded(path: str | os.PathLike[str], limit: int, *, follow: bool = True) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit``. Symlinks are
    followed unless ``follow`` is false: then a link is refused as
    :class:`UnreadableFile` ("it is a link"), never read through (the app's
    own files: settings, statistics)."""
    try:
        info = os.stat(path) if follow else os.lstat(path)
    except FileNotFoundError:
        raise UnreadableFile(_("it does not exist"), MISSING) from None
    except ValueError:  # an embedded NUL byte
        raise UnreadableFile(_("that is not a valid file name")) from None
    except OSError as err:
        raise UnreadableFile(reason(err)) from None
    if stat.S_ISLNK(info.st_mode):
        raise UnreadableFile(_("it is a link to another file"))
    _check_kind(info.st_mode)
    if info.st_size > limit:
        raise UnreadableFile(_("it is larger than {size}").format(size=size_words(limit)), TOO_LARGE)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    if not follow:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags)
    except OSError as err:
        if not follow and os.path.islink(path):  # swapped for a link since the lstat
            raise UnreadableFile(_("it is a link to another file")) from None
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
        raise UnreadableFile(_("it is larger than {size}").format(size=size_words(limit)), TOO_LARGE)
    return b"".join(chunks)


def _check_kind(mode: int) -> None:
    if stat.S_ISDIR(mode):
        raise UnreadableFile(_("it is a folder, not a file"), FOLDER)
    if not stat.S_ISREG(mode):
        raise UnreadableFile(_("it is not a regular file (a device, pipe or socket)"))


def reason(err: OSError) -> str:
    """Why a file operation failed, in a few lower-case words: the system's
    words, else the error's own message (a timeout), else its kind."""
    return (err.strerror or str(err) or type(err).__name__).lower()


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
        raise UnreadableFile(_("it is not UTF-8 text")) from None
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


# -- small JSON files: settings, remembered set-ups, statistics (engine/small_json.py) --------
def read_small_json(path: str | os.PathLike[str], limit: int = SMALL_JSON_BYTES, *, follow: bool = False,
                    **bounds: Any) -> Any:
    """:func:`parse_small_json` of the file at ``path`` (read with
    :func:`read_bounded`; a link is refused unless ``follow``). Raises
    :class:`UnreadableFile` if it cannot be read, :class:`BadJson` if it is
    not the JSON expected."""
    raw = read_bounded(path, limit, follow=follow)
    return parse_small_json(raw, limit, what=bounds.pop("what", "the file"), **bounds)


# -- writing: atomically, through a temp file beside the target ------------------------------
class LinkRefused(OSError):
    """A file was to be written at a name that is a symbolic link (to a file,
    a folder or nothing at all): refused, nothing written. The message is
    one line, in the reader's language."""


def refuse_link(path: str | os.PathLike[str]) -> None:
    """Raise :class:`LinkRefused` if ``path`` itself is a symbolic link,
    whether or not what it points to exists."""
    if os.path.islink(path):
        raise LinkRefused(_("{name} is a link to another file; a link is never written through").format(
            name=shown_name(os.path.basename(os.fspath(path)) or os.fspath(path))))


_refuse_link = refuse_link  # atomic_target's keyword of the same name hides it there


@contextmanager
def atomic_target(path: str | os.PathLike[str], *, refuse_link: bool = False) -> Iterator[str]:
    """A temp file's name in ``path``'s folder to write to; it replaces
    ``path`` only when the block ends without error, else it is removed, so
    ``path`` is never left half-written. The folder is synced after the
    rename, so the new name survives a power cut too.

    The rename replaces a link at ``path`` (its target is never touched);
    with ``refuse_link`` a link there is refused instead, before anything is
    written and again just before the rename (:class:`LinkRefused`).

    While the block runs, the temp file is locked (where the system has
    ``flock``): :func:`remove_orphan_temps` only removes temp files whose
    writer is gone, never one that a running copy is still writing."""
    path = Path(path)
    if refuse_link:
        _refuse_link(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    _flock(fd, blocking=True)
    try:
        os.chmod(tmp, 0o666 & ~_UMASK)  # an ordinary new file (mkstemp makes it private)
        yield tmp
        if refuse_link:
            _refuse_link(path)  # a link made there meanwhile (one made after this is replaced, not followed)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    finally:
        os.close(fd)  # releases the lock
    _sync_folder(path.parent)


# mkstemp's names: ".<file name>.<8 random letters, digits or _>.cardtable-tmp". The
# suffix is CardTable's own: the folders a player saved to are swept at start,
# and another program's ".tmp" files there are none of CardTable's business.
TEMP_SUFFIX = ".cardtable-tmp"
_TEMP_NAME = re.compile(r"^\..+\.[a-z0-9_]{8}\.cardtable-tmp$")
# what earlier versions named them (".tmp"): swept only in the app's own folders
_OLDER_TEMP_NAME = re.compile(r"^\..+\.[a-z0-9_]{8}\.tmp$")


def _read_umask() -> int:
    """The process's umask (read by setting it and back: done once, at import,
    before any thread runs; done per write, a thread could read the 0 another
    had set for that moment, and leave it so)."""
    umask = os.umask(0)
    os.umask(umask)
    return umask


_UMASK = _read_umask()


def _flock(fd: int, blocking: bool) -> bool:
    """Take the lock that marks a temp file as still being written."""
    if fcntl is None:  # Windows: open files cannot be removed there anyway
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
    except OSError:
        return False
    return True


def _sync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:  # not possible on every system (Windows)
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def move_aside(path: str | os.PathLike[str]) -> str:
    """Rename a save that cannot be loaded, next to where it was, under a name
    no other file has (``autosave-broken-1.cardtable.json``, ...), so it is
    kept but not tried again. Returns a sentence saying where it went."""
    path = Path(path)
    target = broken_name(path)
    if target is None:
        return _("it could not be moved aside (too many broken saves are kept there).")
    try:
        os.rename(path, target)  # the name itself: a link is moved, not followed
    except OSError as err:
        return _("it could not be moved aside ({reason}).").format(reason=reason(err))
    _sync_folder(path.parent)
    return _("it was kept as {name}.").format(name=shown_name(target.name))


def broken_name(path: str | os.PathLike[str]) -> Path | None:
    """The first name beside ``path`` that no file has, for keeping a damaged
    copy of it: ``autosave-broken-1.cardtable.json``, ``-broken-2``, ...
    (None when a thousand are taken)."""
    return kept_name(path, "broken")


def kept_name(path: str | os.PathLike[str], why: str) -> Path | None:
    """The first name beside ``path`` that no file has, for keeping a copy
    of it set aside for ``why``: ``autosave-WHY-1.cardtable.json``, ...
    (None when a thousand are taken)."""
    path = Path(path)
    stem = path.name.split(".")[0] or "save"
    rest = path.name[len(stem):] or ".cardtable.json"
    for n in range(1, 1000):
        target = path.with_name(f"{stem}-{why}-{n}{rest}")
        if not os.path.lexists(target):
            return target
    return None


def remove_orphan_temps(folder: str | os.PathLike[str], *, own: bool = False) -> list[str]:
    """Remove the temp files that interrupted atomic writes (a crash, a kill)
    left in ``folder``; returns their names. A temp file still being written
    by a running copy is locked and stays. ``own``: the folder is the app's
    own (data, settings), where the temp files of earlier versions are
    swept too."""
    removed: list[str] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not (_TEMP_NAME.match(entry.name) or (own and _OLDER_TEMP_NAME.match(entry.name))):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            fd = os.open(entry.path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
        except OSError:
            continue
        try:
            if _flock(fd, blocking=False):
                os.unlink(entry.path)
                removed.append(entry.name)
        except OSError:
            pass
        finally:
            os.close(fd)
    return removed


def write_atomic(path: str | os.PathLike[str], text: str | bytes, *, refuse_link: bool = False) -> None:
    """Write ``text`` (or bytes) to ``path`` via a temp file in the same
    folder + rename; ``refuse_link``: see :func:`atomic_target`."""
    if not isinstance(text, (str, bytes)):
        raise TypeError(f"write_atomic writes text or bytes, not {type(text).__name__}")
    with atomic_target(path, refuse_link=refuse_link) as tmp, open(tmp, "wb") as fh:
        fh.write(text if isinstance(text, bytes) else text.encode("utf-8"))
        fh.flush()
        os.fsync(fh.fileno())


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


def open_lock_file(path: str | os.PathLike[str]) -> int:
    """An open descriptor of the regular file ``path`` (made if missing),
    to take the system's lock on. Whatever else stands at ``path`` (a link,
    a folder, a FIFO, a device, a file this user may not open) is renamed
    out of the way first: it is never followed, opened or waited on.
    Raises OSError if no lock file can be had there."""
    path = Path(path)
    for _try in range(4):
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
    raise OSError(errno.EBUSY, _("{name} keeps being replaced by something that is not a file").format(name=shown_name(path.name)))


def put_aside(path: str | os.PathLike[str]) -> None:
    """Rename what stands at ``path`` (a folder, a link, a FIFO) out of the
    way, keeping it; raises OSError if it cannot be."""
    path = Path(path)
    for n in range(1, 100):
        target = path.with_name(f"{path.name}.moved-{n}")
        if not os.path.lexists(target):
            os.rename(path, target)  # the name itself: a link is moved, not followed
            return
    raise OSError(errno.EEXIST, _("too many things named {name} were moved aside").format(name=shown_name(path.name)))


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
            raise TimeoutError(_("another copy of CardTable kept the file busy"))
        time.sleep(pause)
        pause = min(pause * 2, 0.05)


__all__ = [  # BadJson and parse_small_json are engine/small_json.py's, read here too
    "UnreadableFile", "read_bounded", "reason", "shown_name",
    "MAX_OPTION_FILE_BYTES", "MAX_FILE_NAME", "read_option_file", "carried_file",
    "BadJson", "parse_small_json", "read_small_json",
    "LinkRefused", "refuse_link", "atomic_target", "write_atomic", "TEMP_SUFFIX", "remove_orphan_temps",
    "move_aside", "broken_name",
    "LOCK_WAIT_SECONDS", "lock_path", "locked", "open_lock_file", "put_aside", "try_lock", "unlock",
]
