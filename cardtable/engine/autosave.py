"""The autosave as an append-only journal: each move costs the same to save
however long the game has run.

The file is UTF-8 text. Its first line is a complete record (the same JSON
object a save file holds, on one line); every later line is one change made
since, as a JSON object:

    {"op": "move", "action": {"seat": 2, "kind": "play", "card": "KS"}}
    {"op": "undo", "to": 1234}          moves after the first 1234 were taken back
    {"op": "story", "entry": {...}}     a story-journal entry was written

:func:`parse_save_text` folds those lines into one record object, which the
record loader then validates like any save file, so a journal is never
trusted more than a save. A last line without its newline is a write that a
crash cut short and is left out; every line before it is a change that was
complete when it was written.

:class:`AutosaveJournal` writes it. Saving a move appends one short line
(one ``write`` call: once it returns, the move survives the app being
killed) and asks a background thread to ``fsync`` the file (so it also
survives a power cut moments later). When the changes outnumber the moves
in the first line, the file is compacted: the background thread writes a new
file holding the whole record, and swaps it in atomically (temp file,
rename), together with the changes made while it wrote; until that swap
every change also goes to the old file, so a crash at any moment leaves a
complete file behind.
"""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

from .record import Record, RecordError, atomic_target

UNDO, MOVE, STORY = "undo", "move", "story"
COMPACT_AFTER = 256  # changes after the first line before a compaction (at least as many as its moves)


def parse_save_text(text: str, name: str = "the file", decoder: json.JSONDecoder | None = None) -> Any:
    """The record object in a save file's text (``name`` is the file's name,
    for messages): a plain record, or a journal folded into one. Raises
    :class:`RecordError` if it is neither; the object it returns still
    needs validating (``record_from_json``). ``decoder`` reads every JSON
    value (the record loader passes its checking one)."""
    decoder = decoder or json.JSONDecoder()
    start = len(text) - len(text.lstrip())
    try:
        data, end = decoder.raw_decode(text, start)
    except json.JSONDecodeError:
        raise RecordError(f"{name} is not a CardTable save file (not JSON)") from None
    rest = text[end:]
    if not rest.strip():
        return data
    if not rest.startswith("\n") or not isinstance(data, dict):
        raise RecordError(f"{name} is not a CardTable save file (more than one JSON value)")
    lines = rest[1:].split("\n")
    lines.pop()  # what follows the last newline: nothing, or a line a crash cut short
    actions = data.get("actions")
    journal = data.get("journal") if data.get("journal") is not None else []
    if not isinstance(actions, list) or not isinstance(journal, list):
        raise RecordError("action list is missing or malformed")
    actions, journal = list(actions), list(journal)
    for number, line in enumerate(lines, start=2):
        try:
            change = decoder.decode(line)
        except json.JSONDecodeError:
            raise RecordError(f"line {number} of {name} is not JSON") from None
        op = change.get("op") if isinstance(change, dict) else None
        if op == MOVE:
            actions.append(change.get("action"))
        elif op == STORY:
            journal.append(change.get("entry"))
        elif op == UNDO:
            to = change.get("to")
            if not isinstance(to, int) or isinstance(to, bool) or not 0 <= to <= len(actions):
                raise RecordError(f"line {number} of {name} takes back moves that are not there")
            del actions[to:]
            # as Match.pop does: entries written after a taken-back move go with it
            journal = [e for e in journal
                       if not (isinstance(e, dict) and isinstance(e.get("action_index"), int)
                               and e["action_index"] > to)]
        else:
            raise RecordError(f"line {number} of {name} is not a change CardTable knows")
    return {**data, "actions": actions, "journal": journal}


def snapshot_line(record: Record) -> bytes:
    """A record on one line: the first line of a journal (and a save file by itself)."""
    return (json.dumps(record.to_json(), ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


def _line(change: dict[str, Any]) -> bytes:
    return (json.dumps(change, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


class AutosaveJournal:
    """Keeps one file in step with a Match: :meth:`save` after every change.

    ``background=False`` does the fsync and the compaction on the calling
    thread (for tools and tests that want no threads).
    """

    def __init__(self, path: str | os.PathLike[str], *, compact_after: int = COMPACT_AFTER,
                 background: bool = True) -> None:
        self.path = Path(path)
        self.compact_after = compact_after
        self.background = background
        self._lock = threading.Lock()  # guards the file handle, the tail and the error
        self._file = None  # unbuffered append handle of the file, once written
        self._match = None  # the Match the file follows
        self._steps: list = []  # the match's Step objects the file holds, in order
        self._journal: list = []  # the JournalEntry objects it holds
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
        cannot be written now; :meth:`take_error` reports background failures."""
        if self._file is None or match is not self._match:
            self._compact_now(match)
            return
        changes = self._changes_since(match)
        if changes is None:  # not a change the journal can express: write it all
            self._compact_now(match)
            return
        if not changes:
            return
        data = b"".join(_line(c) for c in changes)
        with self._lock:
            written = self._file is not None
            if written:
                try:
                    self._file.write(data)
                except OSError:
                    self._match = None  # the file may lack these lines: write it all next time
                    raise
                self._changes += len(changes)
                if self._tail is not None:
                    self._tail.append((data, len(changes)))
        if not written:  # a failed compaction left no file open: write it all
            self._compact_now(match)
            return
        if self._changes > max(self.compact_after, self._base) and not self._compacting():
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
            if self._file is not None:
                try:
                    os.fsync(self._file.fileno())
                except OSError:
                    pass
                self._file.close()
                self._file = None

    def _changes_since(self, match) -> list[dict[str, Any]] | None:
        """The lines that turn what the file holds into ``match``; None if
        the story journal changed in a way no line expresses."""
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
            changes.append({"op": UNDO, "to": keep})
            journal = [e for e in journal if e.action_index <= keep]
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
        resumed one, or a change no line expresses)."""
        self.flush()
        record = match.record()
        self._write_snapshot(record)
        self._match = match
        self._steps = list(match.steps)
        self._journal = list(match.journal)
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
            with self._lock:
                fd = self._file.fileno() if self._file is not None else None
            if fd is not None:  # outside the lock: moves keep being written meanwhile
                os.fsync(fd)
        except Exception as err:  # reported to the window; the old file stays whole
            with self._lock:
                self._error = err
                self._tail = None

    def _write_snapshot(self, record: Record) -> None:
        """Write ``record`` and the lines written since it was taken to a
        temp file, and put it in the file's place."""
        text = snapshot_line(record)
        locked = False
        try:
            with atomic_target(self.path) as tmp:
                with open(tmp, "wb") as fh:
                    fh.write(text)
                    fh.flush()
                    os.fsync(fh.fileno())
                    self._lock.acquire()
                    locked = True
                    tail = self._tail or []
                    fh.write(b"".join(data for data, _ in tail))
                # no writes to the old file from here on; it is closed before
                # the rename, which some systems need
                if self._file is not None:
                    self._file.close()
                    self._file = None
            self._file = open(self.path, "ab", buffering=0)
            self._base = len(record.actions)
            self._changes = sum(n for _, n in tail)
        finally:
            if locked:
                self._tail = None
                if self._file is None and self._match is not None:  # the swap failed: keep the old file
                    try:
                        self._file = open(self.path, "ab", buffering=0)
                    except OSError:
                        pass
                self._lock.release()
