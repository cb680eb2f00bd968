"""The autosave: a journal file kept in step with a running game, so that
each move costs the same to save however long the game has run.

The file's grammar (a record on its first line, one change on each line
after it, and how a damaged line is read) is engine/saveformat.py's; this
module writes the file (:class:`AutosaveJournal`) and reads it back
(:func:`load_autosave`).

Saving a move appends one short line (written in full, or not at all:
once ``save`` returns, the move survives the app being killed) and asks a
background thread to ``fsync`` the file (so it also survives a power cut
moments later). When the changes outnumber the moves in the first line,
or hold more bytes than it, the file is compacted: the background thread
writes a new file holding the whole record, and swaps it in atomically
(temp file, rename), together with the changes made while it wrote; until
that swap every change also goes to the old file, so a crash at any moment
leaves a complete file behind.

When a write fails (a full disk, a folder gone read-only), the part of the
line that got written is cut off again, so the file still ends with a
complete line and loads; nothing more is appended to it, and every later
save tries to write the whole record afresh (the moves made meanwhile are
in the Match, never lost) until one succeeds.
"""

from __future__ import annotations

import errno
import os
import shutil
import threading
from pathlib import Path
from typing import Any, Callable, Mapping

from .i18n import _
from .files import NO_SPACE, UnreadableFile, atomic_target, broken_name, read_bounded
from .record import load_record, parse_record
from .record_errors import RecordError
from .saveformat import (MAX_FILE_BYTES, MOVE, STORY, UNDO, JournalRepair, Record, change_line, mended_journal,
                         noting_repairs, snapshot_line)

COMPACT_AFTER = 256  # changes after the first line before a compaction (at least as many as its moves)
# Bytes after the first line before a compaction: at least as many as the
# first line holds (so the file stays within about twice the record), never
# fewer than COMPACT_BYTES_FLOOR (small games are not rewritten for nothing),
# never more than COMPACT_BYTES_CAP or a sixteenth of what the loader accepts.
COMPACT_BYTES_FLOOR = 64 * 1024
COMPACT_BYTES_CAP = 1024 * 1024

_O_CLOEXEC = getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)

Writer = Callable[[int, bytes], int]  # os.write's shape: bytes written, maybe fewer than given


def load_autosave(path: str | os.PathLike[str], games: Mapping[str, Any]) -> tuple[Record, JournalRepair | None]:
    """:func:`~cardtable.engine.record.load_record` for the autosave, saying
    whether a damaged journal had to be read up to the damage. A write cut
    in the middle of a character leaves bytes that are not UTF-8: in a line
    that is left out anyway (cut short, or glued), they do not cost the game."""
    with noting_repairs() as found:
        try:
            record = load_record(path, games)
        except RecordError as refused:
            raw = _mended(path)
            if raw is None:
                raise refused from None
            name = os.path.basename(os.fspath(path))
            record = parse_record(raw, games, name)
    return record, (found[-1] if found else None)


def _mended(path: str | os.PathLike[str]) -> bytes | None:
    """The file's bytes with what is not UTF-8 replaced, when all of it lies
    in lines the reader leaves out; None otherwise."""
    try:
        raw = read_bounded(path, MAX_FILE_BYTES)
    except UnreadableFile:
        return None
    return mended_journal(raw)


def _hints_of(match) -> dict[int, int]:
    """The hints shown per seat in ``match`` (those asked at all)."""
    return {seat: n for seat, n in getattr(match, "hints", {}).items() if n}


def write_all(write: Writer, fd: int, data: bytes) -> None:
    """Write every byte of ``data``: ``write`` may take fewer than it is
    given (a disk filling up does that without an error), so go on from
    where it stopped; a write that takes nothing is a full disk."""
    view = memoryview(data)
    while view:
        n = write(fd, view)
        if not isinstance(n, int) or n <= 0:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        view = view[n:]


def failure_reason(err: BaseException) -> str:
    """Why a save failed, in a few plain words."""
    if isinstance(err, OSError):
        if err.errno in NO_SPACE:
            return _("the disk is full")
        if err.errno == errno.EROFS:
            return _("the disk is read-only")
        if err.errno in (errno.EACCES, errno.EPERM):
            return _("the folder is read-only for this user")
        if err.strerror:
            return err.strerror[0].lower() + err.strerror[1:]
    return str(err) or type(err).__name__


class AutosaveJournal:
    """Keeps one file in step with a Match: :meth:`save` after every change.

    ``background=False`` does the fsync and the compaction on the calling
    thread (for tools and tests that want no threads). ``write`` writes
    bytes to a file descriptor, as :func:`os.write` does (tests pass one
    that runs out of room).
    """

    def __init__(self, path: str | os.PathLike[str], *, compact_after: int = COMPACT_AFTER,
                 background: bool = True, write: Writer = os.write) -> None:
        self.path = Path(path)
        self.compact_after = compact_after
        self.background = background
        self._write = write
        self._lock = threading.Lock()  # guards the file handle, the tail and the error
        self._fd: int | None = None  # append handle of the file, once written
        self._size = 0  # bytes in the file, which ends with a complete line
        self._snapshot_bytes = 0  # bytes of its first line
        self._match = None  # the Match the file follows (None: the file may lack changes; write it all)
        self._steps: list = []  # the match's Step objects the file holds, in order
        self._journal: list = []  # the JournalEntry objects it holds
        self._hints: dict[int, int] = {}  # the hints shown per seat that it holds
        self._base = 0  # moves in the first line
        self._changes = 0  # lines after it
        self._tail: list[tuple[bytes, int]] | None = None  # lines written while a compaction runs
        self._error: BaseException | None = None
        self._wake = threading.Condition(self._lock)
        self._jobs: dict[str, Any] = {}  # "compact": Record, "sync": True
        self._busy = False
        self._closing = False
        self._thread: threading.Thread | None = None

    # -- the caller's side ---------------------------------------------------------
    def save(self, match) -> None:
        """Bring the file in line with ``match``. Raises OSError if the file
        cannot be written now (it is left as it was: complete, without the
        change; the next save writes it all); :meth:`take_error` reports
        background failures."""
        if self._fd is None or match is not self._match:
            self._compact_now(match)
            return
        changes = self._changes_since(match)
        if changes is None:  # not a change the journal can express: write it all
            self._compact_now(match)
            return
        if not changes:
            return
        data = b"".join(change_line(c) for c in changes)
        with self._lock:
            fd = self._fd
            if fd is not None:
                try:
                    write_all(self._write, fd, data)
                except OSError:
                    self._cut_back(fd)
                    self._match = None  # nothing is appended until the whole record is written
                    raise
                self._size += len(data)
                self._changes += len(changes)
                if self._tail is not None:
                    self._tail.append((data, len(changes)))
        if fd is None:  # a failed compaction left no file open: write it all
            self._compact_now(match)
            return
        if self._due() and not self._compacting():
            self._request("compact", match.record())
        else:
            self._request("sync", True)

    def take_error(self) -> BaseException | None:
        """A failure of the background thread since the last call, if any."""
        with self._lock:
            err, self._error = self._error, None
        return err

    def flush(self) -> None:
        """Wait until the background work asked for so far is done."""
        with self._wake:
            while self._jobs or self._busy:
                self._wake.wait()

    def close(self) -> None:
        """Finish background work, fsync and close the file."""
        if self._thread is not None:
            with self._wake:
                self._closing = True
                self._wake.notify_all()
            self._thread.join()
            self._thread = None
        with self._lock:
            if self._fd is not None:
                try:
                    os.fsync(self._fd)
                except OSError:
                    pass
                os.close(self._fd)
                self._fd = None

    def _cut_back(self, fd: int) -> None:
        """Cut off what a failed write left of its lines, so the file ends
        with a complete line again (and the next line is not glued to half
        of one)."""
        try:
            os.ftruncate(fd, self._size)
        except OSError:  # then the file ends with a line cut short, which the reader leaves out
            pass

    def _due(self) -> bool:
        """Time to compact: too many lines, or too many bytes, after the first."""
        if self._changes > max(self.compact_after, self._base):
            return True
        cap = min(COMPACT_BYTES_CAP, max(1, MAX_FILE_BYTES // 16))
        limit = min(max(self._snapshot_bytes, COMPACT_BYTES_FLOOR), cap)
        return self._size - self._snapshot_bytes > limit

    def _changes_since(self, match) -> list[dict[str, Any]] | None:
        """The lines that turn what the file holds into ``match``; None if
        the story journal changed in a way no line expresses, or a hint was
        asked (no line says so: the whole record is written, hints and all;
        hints are few, moves are many)."""
        if _hints_of(match) != self._hints:
            return None
        steps, known = match.steps, self._steps
        n = len(known)
        if len(steps) >= n and (n == 0 or steps[n - 1] is known[-1]):
            keep = n
        else:  # moves were taken back: find where the histories part
            keep = min(len(steps), n)
            while keep and steps[keep - 1] is not known[keep - 1]:
                keep -= 1
        changes: list[dict[str, Any]] = []
        journal = self._journal
        if keep < n:
            changes.append({"op": UNDO, "to": keep})  # moves only: the story's words stay
        new_journal = match.journal
        if len(new_journal) < len(journal) or (journal and new_journal[len(journal) - 1] is not journal[-1]):
            return None
        for step in steps[keep:]:
            changes.append({"op": MOVE, "action": {"seat": step.seat, **step.action.to_json()}})
        for entry in new_journal[len(journal):]:
            changes.append({"op": STORY, "entry": entry.to_json()})
        del known[keep:]
        known.extend(steps[keep:])
        if len(journal) != len(new_journal) or journal is not self._journal:
            self._journal = list(new_journal)
        return changes

    def _compact_now(self, match) -> None:
        """Write the whole record at once, on this thread (a new game, a
        resumed one, a change no line expresses, or the first save after
        a failed one)."""
        self.flush()
        record = match.record()
        self._write_snapshot(record)
        self._match = match
        self._steps = list(match.steps)
        self._journal = list(match.journal)
        self._hints = _hints_of(match)
        self._request("sync", True)

    def _compacting(self) -> bool:
        with self._lock:
            return self._tail is not None or "compact" in self._jobs

    # -- background work ---------------------------------------------------------
    def _request(self, job: str, value: Any) -> None:
        if not self.background:
            self._run({job: value})
            return
        with self._wake:
            if job == "compact":
                self._tail = []  # lines written from now on belong after the new snapshot
            self._jobs[job] = value
            if self._thread is None:
                self._thread = threading.Thread(target=self._loop, name="cardtable-autosave", daemon=True)
                self._thread.start()
            self._wake.notify_all()

    def _loop(self) -> None:
        while True:
            with self._wake:
                while not self._jobs and not self._closing:
                    self._wake.wait()
                if not self._jobs and self._closing:
                    return
                jobs, self._jobs = self._jobs, {}
                self._busy = True
            try:
                self._run(jobs)
            finally:
                with self._wake:
                    self._busy = False
                    self._wake.notify_all()

    def _run(self, jobs: dict[str, Any]) -> None:
        try:
            if "compact" in jobs:
                if self._tail is None:
                    self._tail = []
                self._write_snapshot(jobs["compact"])
        except Exception as err:  # reported to the window; the old file stays whole and in use
            with self._lock:
                self._error = err
                self._tail = None
        with self._lock:
            fd = self._fd
        if fd is None:
            return
        try:  # outside the lock: moves keep being written meanwhile
            os.fsync(fd)
        except OSError as err:
            # what was written may not be on the disk: the next save writes it all
            with self._lock:
                self._error = err
                if fd == self._fd:
                    self._match = None

    def _write_snapshot(self, record: Record) -> None:
        """Write ``record`` and the lines written since it was taken to a
        temp file, and put it in the file's place."""
        text = snapshot_line(record)
        extra = b""
        locked = False
        try:
            with atomic_target(self.path) as tmp:
                fd = os.open(tmp, os.O_WRONLY | _O_CLOEXEC)
                try:
                    write_all(self._write, fd, text)
                    os.fsync(fd)
                    self._lock.acquire()
                    locked = True
                    extra = b"".join(data for data, _count in (self._tail or []))
                    changes = sum(n for _line, n in (self._tail or []))
                    write_all(self._write, fd, extra)
                finally:
                    os.close(fd)
                # no writes to the old file from here on; it is closed before
                # the rename, which some systems need
                if self._fd is not None:
                    os.close(self._fd)
                    self._fd = None
            self._size = len(text) + len(extra)
            self._snapshot_bytes = len(text)
            self._base = len(record.actions)
            self._changes = changes
            self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | _O_CLOEXEC)
        finally:
            if locked:
                self._tail = None
                if self._fd is None and self._match is not None:  # the swap failed: keep the old file
                    try:
                        self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | _O_CLOEXEC)
                    except OSError:
                        pass
                self._lock.release()


def keep_damaged(path: str | os.PathLike[str]) -> str:
    """Keep the autosave as it is under a name no other file has
    (``autosave-broken-1.cardtable.json``, ...) before the repaired game is
    written over it; the autosave itself stays in place. Returns a sentence
    saying where it went."""
    path = Path(path)
    target = broken_name(path)
    if target is None:
        return _("The damaged file could not be kept (too many broken saves are kept there).")
    try:
        try:
            os.link(path, target, follow_symlinks=False)  # no room needed: a second name
        except (OSError, NotImplementedError):
            shutil.copyfile(path, target, follow_symlinks=False)
    except OSError as err:
        return _("The damaged file could not be kept ({reason}).").format(reason=failure_reason(err))
    return _("The damaged file was kept as {name}.").format(name=target.name)
