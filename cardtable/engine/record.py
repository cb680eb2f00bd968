"""Save files: a record read from a file, checked, and written to one.

What a save holds (a plain record, or an autosave journal) is
engine/saveformat.py, and how what was read is checked
engine/record_checks.py; reading a file within bounds and
writing one atomically is engine/files.py. Here the two meet:
:func:`load_record` reads and checks a save file, raising only
:class:`RecordError` with a one-line reason, and :func:`save_record` writes
one atomically.

The names other modules take from here (the record, its error, the limits,
the atomic writes) are kept here, wherever they are made.
"""

from __future__ import annotations

import os
import re
from typing import Mapping

from .files import (FOLDER, MISSING, TEMP_SUFFIX, TOO_LARGE, UnreadableFile, atomic_target, move_aside, read_bounded,
                    remove_orphan_temps, shown_name, write_atomic)
from .origin import Origin
from .protocol import GameDef
from .record_errors import RecordError, replay_failure, start_failure
from .record_checks import record_from_json
from .saveformat import (MAX_CONTAINERS, MAX_DIGITS, MAX_FILE_BYTES, MAX_ITEMS, MAX_JOURNAL, MAX_TEXT, Record,
                         checking_decoder, parse_save_text)
from .i18n import _


def parse_record(raw: bytes, games: Mapping[str, GameDef], name: str = "") -> Record:
    """A record from the bytes of a save file; raises only :class:`RecordError`."""
    name = name or _("the file")
    if len(raw) > MAX_FILE_BYTES:
        raise RecordError(_("{name} is too large to be a CardTable save file").format(name=name))
    # Every container costs memory: count them before building any. Brackets
    # and commas inside text (a narration full of commas) are not containers:
    # when the plain count is over, they are counted again outside strings.
    if _too_many_entries(raw) and _too_many_entries(_STRING.sub(b'""', raw)):
        raise RecordError(_("{name} holds far more entries than any CardTable save").format(name=name))
    # Long runs of digits are rare: only then is each number checked as it is read.
    try:
        text = raw.decode("utf-8")
        data = parse_save_text(text, name, checking_decoder(_LONG_DIGITS.search(raw) is not None))
    except RecordError:
        raise
    except RecursionError:
        raise RecordError(_("{name} is nested too deeply to be a CardTable save file").format(name=name)) from None
    except (UnicodeDecodeError, ValueError):
        raise RecordError(_("{name} is not a CardTable save file (not JSON)").format(name=name)) from None
    return record_from_json(data, games, surrogates=_SURROGATE_ESCAPE.search(raw) is not None)


def _too_many_entries(raw: bytes) -> bool:
    return raw.count(b"[") + raw.count(b"{") > MAX_CONTAINERS or raw.count(b",") > MAX_ITEMS


# A JSON string, or an unclosed one up to the end: it matches at its first
# try from any quote, so the scan is linear however the file is built.
_STRING = re.compile(rb'"(?:[^"\\]+|\\.)*(?:"|\\?\Z)', re.DOTALL)
_LONG_DIGITS = re.compile(rb"[0-9]{%d}" % (MAX_DIGITS + 1))
_SURROGATE_ESCAPE = re.compile(rb"\\[uU][dD][89a-fA-F]")  # UTF-8 itself cannot hold surrogates


def load_record(path: str | os.PathLike[str], games: Mapping[str, GameDef]) -> Record:
    """Read and check a save file; raises only :class:`RecordError` (one line)."""
    name = shown_name(os.path.basename(os.fspath(path)) or os.fspath(path))
    try:
        raw = read_bounded(path, MAX_FILE_BYTES)
    except UnreadableFile as err:
        why = str(err)
        if err.kind == MISSING:
            raise RecordError(_("{name} does not exist").format(name=name)) from None
        if err.kind == FOLDER:
            raise RecordError(_("{name} is a folder, not a save file").format(name=name)) from None
        if err.kind == TOO_LARGE:
            raise RecordError(_("{name} is too large to be a CardTable save file").format(name=name)) from None
        raise RecordError(_("cannot read {name}: {why}").format(name=name, why=why)) from None
    return parse_record(raw, games, name)


def save_record(path: str | os.PathLike[str], record: Record) -> None:
    write_atomic(path, record.dumps())


__all__ = [
    "load_record", "parse_record", "save_record",
    # engine/origin.py, engine/saveformat.py, engine/record_checks.py and engine/record_errors.py
    "Origin", "Record", "RecordError", "record_from_json", "replay_failure", "start_failure",
    "MAX_FILE_BYTES", "MAX_JOURNAL", "MAX_TEXT",
    # engine/files.py
    "TEMP_SUFFIX", "atomic_target", "move_aside", "remove_orphan_temps", "write_atomic",
]
