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

import os
import stat
from pathlib import Path
from typing import Any, Mapping

# A custom deck is a few kilobytes; this leaves room for long descriptions.
MAX_OPTION_FILE_BYTES = 256 * 1024
MAX_FILE_NAME = 80


class UnreadableFile(ValueError):
    """A file that cannot be read safely; the message says why in a few words."""


def read_bounded(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file ``path`` (symlinks followed), at most ``limit``."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise UnreadableFile("it does not exist") from None
    except ValueError:  # an embedded NUL byte
        raise UnreadableFile("that is not a valid file name") from None
    except OSError as err:
        raise UnreadableFile(_reason(err)) from None
    _check_kind(info.st_mode)
    if info.st_size > limit:
        raise UnreadableFile(f"it is larger than {_size(limit)}")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as err:
        raise UnreadableFile(_reason(err)) from None
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
        raise UnreadableFile(_reason(err)) from None
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


def _reason(err: OSError) -> str:
    return (err.strerror or type(err).__name__).lower()


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
