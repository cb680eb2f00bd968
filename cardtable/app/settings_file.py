"""The app's settings file (``settings.ini``): read and written by us, never by ``QSettings``.

``QSettings`` opens whatever lies at the settings path: a FIFO blocks the
window for ever, a device or a huge file is read to the end, and when it
writes it follows a symlink and overwrites the link's target (run as root,
that was a device file). It also writes on its own, from the event loop and
when it is destroyed, so no check made before it runs can hold.

:class:`SettingsFile` keeps the small part of the ``QSettings`` API the app
uses (``value``, ``setValue``, ``remove``, ``contains``, ``allKeys``,
``sync``) and the very same INI format, so settings written by earlier
versions (or by ``QSettings`` itself) read back unchanged:

- it reads the file only when it is a regular file (not a link), of at most
  :data:`MAX_SETTINGS_BYTES`, without ever blocking; anything else at that
  name is moved aside, never followed, and the app starts with defaults;
- it writes only in :meth:`sync`, through :func:`~cardtable.engine.files.write_atomic`
  (a temp file renamed over the name: a link there is replaced, its target
  untouched), under a lock, after reading the file again so that two copies
  of the app running at once keep each other's changes.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray

from cardtable.engine.files import MISSING, UnreadableFile, locked, move_aside, read_bounded, reason, write_atomic
from cardtable.words import tr

MAX_SETTINGS_BYTES = 1024 * 1024  # a few kilobytes in practice (remembered decks make it larger)
EOL = "\r\n" if sys.platform == "win32" else "\n"


class Raw(str):
    """A value of a kind the app never stores (``@Variant(...)``, ``@Rect(...)``):
    kept as written, so saving the settings loses nothing; read as ``None``."""


_REMOVED = object()


class SettingsFile:
    """Settings kept in an INI file, with the ``QSettings`` calls the app uses."""

    def __init__(self, path: str | os.PathLike[str], limit: int = MAX_SETTINGS_BYTES) -> None:
        self.path = Path(path)
        self.limit = limit
        self.problem = ""  # one line for the user when the file had to be set aside or cannot be saved
        self._values: dict[str, Any] = {}
        self._changes: dict[str, Any] = {}
        try:
            self._values = self._read()
        except OSError as err:
            self.problem = tr("The settings could not be read ({reason}).").format(reason=reason(err))
        if self.problem:
            self.problem = tr("{problem} The default settings are used.").format(problem=self.problem)

    # -- the QSettings calls ------------------------------------------------------------
    def fileName(self) -> str:  # noqa: N802
        return str(self.path)

    def value(self, key: str, default: Any = None) -> Any:
        key = _clean_key(key)
        found = self._changes.get(key, self._values.get(key, _REMOVED))
        if found is _REMOVED or found is None or isinstance(found, Raw):
            return default
        return QByteArray(found) if isinstance(found, bytes) else found

    def setValue(self, key: str, value: Any) -> None:  # noqa: N802
        key = _clean_key(key)
        if key:
            self._changes[key] = _stored(value)

    def remove(self, key: str) -> None:
        """Remove ``key`` and every key under it (``""``: everything)."""
        key = _clean_key(key)
        for k in self.allKeys():
            if not key or k == key or k.startswith(key + "/"):
                self._changes[k] = _REMOVED

    def contains(self, key: str) -> bool:
        return _clean_key(key) in self.allKeys()

    def allKeys(self) -> list[str]:  # noqa: N802
        merged = {**self._values, **self._changes}
        return sorted(k for k, v in merged.items() if v is not _REMOVED)

    def sync(self) -> bool:
        """Write the changes (merged into the file as it is now); never raises.
        False (and :attr:`problem` says why) if they could not be written."""
        if not self._changes:
            return True
        try:
            with locked(self.path):
                current = self._read(dict(self._values))
                for key, value in self._changes.items():
                    if value is _REMOVED:
                        current.pop(key, None)
                    else:
                        current[key] = value
                write_atomic(self.path, encode_ini(current))
        except OSError as err:
            self.problem = tr("The settings could not be saved ({reason}).").format(reason=reason(err))
            return False
        self._values, self._changes = current, {}
        return True

    # -- the file -----------------------------------------------------------------------
    def _read(self, instead: dict[str, Any] | None = None) -> dict[str, Any]:
        """The file's settings; anything at the name that is not a readable
        settings file is moved aside (:attr:`problem` says so) and ``instead``
        (or nothing) is used."""
        try:
            raw = read_bounded(self.path, self.limit, follow=False)
        except UnreadableFile as err:
            if err.kind == MISSING:
                return {}
            where = move_aside(self.path)
            self.problem = tr("The settings file was set aside because {reason}; {where}").format(reason=err, where=where)
            return instead or {}
        return decode_ini(raw)


def _clean_key(key: str) -> str:
    """Keys as QSettings sees them: ``/`` separated, no empty parts."""
    return "/".join(part for part in str(key).replace("\\", "/").split("/") if part)


def _stored(value: Any) -> Any:
    """What reading ``value`` back from the file gives (as QSettings does)."""
    if value is None:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, str):
        return value
    if isinstance(value, (QByteArray, bytes, bytearray)):
        return bytes(value)
    if isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
        if len(value) == 1:
            return value[0]
        return list(value)
    raise TypeError(f"settings hold text, numbers, flags, bytes or lists of text, not {type(value).__name__}")  # i18n: not shown (a programming error)


# -- QSettings' INI format -------------------------------------------------------------
# A faithful port of qsettings.cpp (Qt 6): readIniLine, iniUnescapedKey,
# iniUnescapedStringList, stringToVariant and their writing counterparts.

_SPACE = frozenset(b" \t\n\r\v\f")
_SPECIAL = frozenset(b'=\n\r\\";')


def _ini_lines(data: bytes):
    """(line, position of its first ``=`` or -1), as Qt's readIniLine finds them."""
    n, pos = len(data), 0
    while True:
        in_quotes, equals = False, -1
        start = pos
        while start < n and data[start] in _SPACE:
            start += 1
        i = start
        while i < n:
            ch = data[i]
            if ch not in _SPECIAL:
                i += 1
                continue
            i += 1
            if ch == 0x3D:  # =
                if not in_quotes and equals == -1:
                    equals = i - 1
            elif ch in (0x0A, 0x0D):
                if i == start + 1:
                    start += 1
                elif not in_quotes:
                    i -= 1
                    break
            elif ch == 0x5C:  # backslash
                if i < n:
                    c = data[i]
                    i += 1
                    if i < n and ((c == 0x0A and data[i] == 0x0D) or (c == 0x0D and data[i] == 0x0A)):
                        i += 1
            elif ch == 0x22:  # "
                in_quotes = not in_quotes
            else:  # ;
                if i == start + 1:
                    while i < n and data[i] not in (0x0A, 0x0D):
                        i += 1
                    while i < n and data[i] in _SPACE:
                        i += 1
                    start = i
                elif not in_quotes:
                    i -= 1
                    break
        pos = i
        if i - start <= 0:
            return
        yield data[start:i], (equals - start if equals >= 0 else -1)


def _unescaped_key(key: bytes) -> str:
    text = key.decode("utf-8", "replace")
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "\\":
            out.append("/")
            i += 1
            continue
        if ch != "%" or i == n - 1:
            out.append(ch)
            i += 1
            continue
        first, digits = i + 1, 2
        if text[i + 1] == "U":
            first, digits = i + 2, 4
        code = text[first:first + digits]
        if first + digits > n or not re.fullmatch(r"[0-9A-Fa-f]+", code):
            out.append("%")
            i += 1
            continue
        out.append(chr(int(code, 16)))
        i = first + digits
    # %UD83D%UDE00 is one character written as its two UTF-16 halves
    return "".join(out).encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


_ESCAPES = {ord("a"): "\a", ord("b"): "\b", ord("f"): "\f", ord("n"): "\n", ord("r"): "\r", ord("t"): "\t",
            ord("v"): "\v", ord('"'): '"', ord("?"): "?", ord("'"): "'", ord("\\"): "\\"}
_HEX = frozenset(b"0123456789abcdefABCDEF")
_OCT = frozenset(b"01234567")


def _unescaped_value(data: bytes) -> str | list[str]:
    """A value's text, or a list of texts when it holds unquoted commas."""
    items: list[str] | None = None
    parts: list[str] = []
    size = 0  # characters in parts
    quoted = in_quotes = False
    chop = 0  # trailing spaces after this many characters may be chopped
    i, n = 0, len(data)

    def skip_spaces(i: int) -> int:
        while i < n and data[i] in (0x20, 0x09):
            i += 1
        return i

    def chop_spaces() -> None:
        text = "".join(parts)
        end = len(text)
        while end > chop and text[end - 1] in " \t":
            end -= 1
        parts[:] = [text[:end]]

    def add(text: str) -> None:
        nonlocal size
        parts.append(text)
        size += len(text)

    i = skip_spaces(i)
    while i < n:
        ch = data[i]
        if ch == 0x5C:  # backslash
            i += 1
            if i >= n:
                break
            c = data[i]
            i += 1
            if c in _ESCAPES:
                add(_ESCAPES[c])
            elif c == ord("x") or c in _OCT:
                base, allowed = (16, _HEX) if c == ord("x") else (8, _OCT)
                start = i if c == ord("x") else i - 1
                j = start
                while j < n and data[j] in allowed:
                    j += 1
                if j > start:
                    add(chr(int(data[start:j], base) & 0xFFFF))
                i = j
            elif c in (0x0A, 0x0D):
                if i < n and data[i] in (0x0A, 0x0D) and data[i] != c:
                    i += 1
            chop = size
        elif ch == 0x22:  # "
            i += 1
            quoted = True
            in_quotes = not in_quotes
            if not in_quotes:
                i = skip_spaces(i)
        elif ch == 0x2C and not in_quotes:  # ,
            if not quoted:
                chop_spaces()
            items = [] if items is None else items
            items.append("".join(parts))
            parts, size, quoted, chop = [], 0, False, 0
            i = skip_spaces(i + 1)
        else:
            j = i + 1
            while j < n and data[j] not in (0x5C, 0x22, 0x2C):
                j += 1
            add(data[i:j].decode("utf-8", "replace"))
            i = j
    if not quoted:
        chop_spaces()
    if items is None:
        return "".join(parts)
    items.append("".join(parts))
    return items


def _from_text(text: str) -> Any:
    """Qt's stringToVariant, for the kinds the app keeps."""
    if text.startswith("@"):
        if text.endswith(")"):
            if text.startswith("@ByteArray("):
                return text[11:-1].encode("latin-1", "replace")
            if text.startswith("@String("):
                return text[8:-1]
            if text == "@Invalid()":
                return None
            if re.match(r"@[A-Za-z]+\(", text):
                return Raw(text)
        if text.startswith("@@"):
            return text[1:]
    return text


def decode_ini(data: bytes) -> dict[str, Any]:
    """Settings from the bytes of an INI file as QSettings writes it."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    out: dict[str, Any] = {}
    section = ""
    for line, equals in _ini_lines(data):
        if line.startswith(b"["):
            end = line.find(b"]")
            name = line[1:end if end >= 0 else len(line)].strip()
            if name.lower() == b"general":
                section = ""
            elif name.lower() == b"%general":
                section = name[1:].decode("latin-1") + "/"
            else:
                section = _unescaped_key(name) + "/"
            continue
        if equals < 0:
            continue
        key = _clean_key(section + _unescaped_key(line[:equals].strip()))
        if not key:
            continue
        value = _unescaped_value(line[equals + 1:])
        if isinstance(value, list):
            if any(v.startswith("@") and not v.startswith("@@") for v in value):
                value = Raw(",".join(value))  # a list of variants: never one of ours
            else:
                value = [v[1:] if v.startswith("@@") else v for v in value]
        else:
            value = _from_text(value)
        out[key] = value
    return out


def _escaped_key(key: str) -> str:
    out = []
    for ch in key:
        code = ord(ch)
        if ch == "/":
            out.append("\\")
        elif ch.isascii() and (ch.isalnum() or ch in "_-."):
            out.append(ch)
        elif code <= 0xFF:
            out.append(f"%{code:02X}")
        else:
            out.append("".join(f"%U{unit:04X}" for unit in _utf16(ch)))
    return "".join(out)


def _utf16(ch: str) -> list[int]:
    raw = ch.encode("utf-16-le", "surrogatepass")
    return [int.from_bytes(raw[i:i + 2], "little") for i in range(0, len(raw), 2)]


def _escaped_text(text: str) -> str:
    """Qt's iniEscapedString (the result is written as UTF-8)."""
    codec = not text.startswith(("@ByteArray(", "@Variant(", "@DateTime("))
    out: list[str] = []
    quotes = escape_digit = False
    for ch in text:
        code = ord(ch)
        if ch in ";,=":
            quotes = True
        if escape_digit and ch in "0123456789abcdefABCDEF":
            out.append(f"\\x{code:x}")
            continue
        escape_digit = False
        if ch == "\0":
            out.append("\\0")
            escape_digit = True
        elif ch in "\a\b\f\n\r\t\v":
            out.append("\\" + "abfnrtv"["\a\b\f\n\r\t\v".index(ch)])
        elif ch in '"\\':
            out.append("\\" + ch)
        elif code <= 0x1F or (code >= 0x7F and not codec):
            out.append(f"\\x{code:x}")
            escape_digit = True
        elif 0xD800 <= code <= 0xDFFF:
            out.append("\ufffd")  # a lone surrogate cannot be written as UTF-8
        else:
            out.append(ch)
    body = "".join(out)
    if quotes or body.startswith(" ") or body.endswith(" "):
        body = f'"{body}"'
    return body


def _as_text(value: Any) -> str:
    """Qt's variantToString for the kinds :func:`_stored` keeps."""
    if value is None:
        return "@Invalid()"
    if isinstance(value, Raw):
        return str(value)
    if isinstance(value, bytes):
        return "@ByteArray(" + value.decode("latin-1") + ")"
    if "\0" in value:
        return f"@String({value})"
    return "@" + value if value.startswith("@") else value


def encode_ini(values: dict[str, Any]) -> bytes:
    """The INI text QSettings would write for ``values``."""
    sections: dict[str, list[str]] = {}
    for key in sorted(values):
        section, _sep, name = key.partition("/") if "/" in key else ("", "", key)
        value = values[key]
        if isinstance(value, list):
            text = ", ".join(_escaped_text(_as_text(v)) for v in value) if value else "@Invalid()"
        else:
            text = _escaped_text(_as_text(value))
        sections.setdefault(section, []).append(f"{_escaped_key(name)}={text}{EOL}")
    blocks = []
    for section in sorted(sections, key=lambda s: (s != "", s)):
        name = _escaped_key(section)
        head = "[General]" if not section else "[%General]" if name.lower() == "general" else f"[{name}]"
        blocks.append(head + EOL + "".join(sections[section]))
    return EOL.join(blocks).encode("utf-8")


__all__ = ["SettingsFile", "decode_ini", "encode_ini", "MAX_SETTINGS_BYTES"]
