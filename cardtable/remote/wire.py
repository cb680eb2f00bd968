"""The conversation between the phone page and the host, as JSON messages
over one WebSocket per phone (``/ws``). Every message is an object with a
``t`` (its type). Nothing a phone sends is trusted: :func:`parse` bounds
its size and depth and the desk checks every field.

The page learns its token from the address's fragment
(``http://HOST:PORT/#<token>``: never sent in a request line, so never in a
log or a Referer) and sends it first.

Phone → host
------------
``{"t": "hello", "token": T}``
    First message. Answered by ``welcome`` and a ``view``, or ``denied``
    (and the socket is closed).
``{"t": "drop", "v": V, "zone": Z, "card": C, "target": Z2}``
    Move card ``C`` (``null`` for a face-down card of a pile) from zone
    ``Z`` to zone ``Z2``: a card tapped, then a lit place.
``{"t": "activate", "v": V, "zone": Z, "card": C}``
    The card's usual move (a double tap / its "Play" button).
``{"t": "button", "v": V, "i": N}``
    The ``N``-th of the view's ``buttons`` (moves without a card).
``{"t": "answer", "v": V, "q": Q, "value": X}``
    The answer to the open question number ``Q``: an option's index for a
    choice, a string for a text, ``null`` to cancel.
``{"t": "narrate", "v": V, "prompt": P, "text": S}``
    Narration for open prompt ``P`` (its ``id`` in the view) or, with
    ``null``, told freely.
``{"t": "undo", "v": V}``
    Take back this seat's own last move, when the view says ``can_undo``.
``{"t": "hint"}``
    What the strongest bot would play for this seat now: answered by
    ``hint`` messages, or ``refused`` when the seat cannot move.
``{"t": "ping"}``
    Answered by ``pong`` (the page keeps the socket alive with it).

``V`` is the ``v`` of the view the player acted on: a request made on a
view that is no longer current is refused ("That choice is no longer
open.") and the new view is sent, so a tap never lands on a table that
changed under the finger.

Host → phone
------------
``{"t": "welcome", "seat": N, "name": S, "game": TITLE, "rejoin": T, "lang": L, "words": W, "plurals": P}``
    ``rejoin`` (only when the hello used the seat's invitation, which it
    spends): the token this phone says hello with from now on; the page
    keeps it in its address. ``lang``, ``words`` and ``plurals`` make the
    page speak the table's language (:mod:`cardtable.remote.page_words`):
    ``L`` the language's code (``"de"``); ``W`` the page's own English
    words -> translated (only those that differ, none for English); ``P``
    each counted text (``"%n card(s)"``) -> ``[[n, form], ...]``, one
    sample number for each of the language's forms. A page shows its
    English for anything it was not sent. Every text the host sends
    besides (a view, a refusal, a reason) is already in the table's
    language.
``{"t": "denied", "reason": S}`` then the socket closes. A hello denied
    carries ``lang``, ``words`` and ``plurals`` too (the page was not
    welcomed, so it has not had them).
``{"t": "view", ...}``
    Everything the page shows, cut for this seat (see
    :func:`cardtable.remote.seat_view.seat_view`); sent after ``hello``
    and again after every change that alters it. When the table has a
    board, ``board`` is ``{"columns": C, "rows": R}`` and each of its
    places, among the ``zones``, has a ``cell`` ``[column, row]`` (from 1)
    and a ``label`` that names it in words; otherwise ``board`` is ``null``.
``{"t": "refused", "reason": S}``
    The last request made no move; ``reason`` is one sentence.
``{"t": "error", "reason": S}``
    The message itself was wrong (not JSON, too big, unknown type, too
    fast). Nothing changed.
``{"t": "hint", "text": S, "pending": B, "zone": Z, "card": C, "target": Z2, "button": N}``
    The hint this phone asked for, for its seat only: ``text`` says the
    move and why. ``pending`` true: it is still being thought of (``text``
    says so); the hint follows unless the game moves on first. Then the
    move: the card ``C`` (``null``: a face-down card of the pile) to take
    from place ``Z`` to place ``Z2`` (the page selects it, lighting that
    place), or the ``N``-th of the view's ``buttons``; all ``null`` when
    the page cannot show it.
``{"t": "pong"}``

Limits: a message of at most :data:`MAX_MESSAGE` bytes and
:data:`MAX_DEPTH` levels of nesting, whose strings are text (no lone
surrogate, such as ``"\\ud800"``); at most :data:`RATE` messages a second on
average with bursts of :data:`BURST`, per connection and, for what reaches
the game, per seat (all of a seat's connections together, however often
they reconnect, their hellos after the first included); messages over the
rate are dropped with one ``error`` each second, and a connection that keeps
flooding for :data:`FLOOD_CLOSE` seconds is closed. At most :data:`HELLO_RATE` hellos a second (bursts of
:data:`HELLO_BURST`) from one address: past that a socket is closed with
1013 (try again later), unanswered, and the page reconnects later.
"""

from __future__ import annotations

import json
import re
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.engine.i18n import number
from cardtable.words import tr

MAX_MESSAGE = 16 * 1024  # bytes: the longest narration (engine.text.MAX_ENTRY) fits with room
MAX_DEPTH = 4
RATE = 20.0  # messages a second, on average
BURST = 40
FLOOD_CLOSE = 5.0  # seconds of continuous flooding before the socket is closed
MAX_PHONES_PER_SEAT = 4  # open sockets for one seat (a phone that slept and came back, a second tab)
HELLO_RATE = 5.0  # hellos a second from one address, on average
HELLO_BURST = 10

TYPES = ("hello", "drop", "activate", "button", "answer", "narrate", "undo", "hint", "ping")
TOO_DEEP = QT_TRANSLATE_NOOP("", "That message is nested too deeply.")


_SURROGATE = re.compile("[\ud800-\udfff]")  # in a str, only ever a lone one: it has no UTF-8


class BadMessage(ValueError):
    """A message that is not one the page sends; the text says why in a
    sentence (``str()``: in English, for a log; :meth:`said`: in the
    table's language, for the phone). Numbers go in as named fields."""

    def __init__(self, text: str, **numbers: int) -> None:
        super().__init__(text.format(**{name: f"{n:,}" for name, n in numbers.items()}))  # the log's English
        self.text, self.numbers = text, numbers

    def said(self) -> str:
        """Why, in the table's language (safe on any thread: Qt's translate is)."""
        return tr(self.text).format(**{name: number(n) for name, n in self.numbers.items()})


def _depth(value: Any, level: int = 1) -> int:
    """How deep ``value`` nests; :class:`BadMessage` if a string in it
    (a key or a value) holds a lone surrogate."""
    if isinstance(value, dict):
        for key in value:
            _text(key)
        return max([level] + [_depth(v, level + 1) for v in value.values()])
    if isinstance(value, list):
        return max([level] + [_depth(v, level + 1) for v in value])
    if isinstance(value, str):
        _text(value)
    return level


def _text(value: str) -> None:
    if _SURROGATE.search(value):
        raise BadMessage(QT_TRANSLATE_NOOP("", "That message has a string that is not text (a lone surrogate)."))


def _nesting(text: str) -> int:
    """How deep the brackets of a JSON text go, outside its strings (stops
    counting past MAX_DEPTH)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    break
        elif ch in "]}":
            depth -= 1
    return deepest


def parse(raw: str | bytes) -> dict[str, Any]:
    """One message from a phone, or :class:`BadMessage` saying why not."""
    if isinstance(raw, str):
        size = len(raw.encode("utf-8", "surrogatepass"))
    else:
        size = len(raw)
    if size > MAX_MESSAGE:
        raise BadMessage(QT_TRANSLATE_NOOP("", "That message is too long ({size} bytes; at most {limit})."),
                         size=size, limit=MAX_MESSAGE)
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
    if _nesting(text) > MAX_DEPTH:  # refused before parsing: the parser never recurses deep
        raise BadMessage(TOO_DEEP)
    try:
        msg = json.loads(text)
    except (ValueError, RecursionError):
        raise BadMessage(QT_TRANSLATE_NOOP("", "That message is not JSON.")) from None
    if not isinstance(msg, dict):
        raise BadMessage(QT_TRANSLATE_NOOP("", "A message must be a JSON object."))
    if _depth(msg) > MAX_DEPTH:
        raise BadMessage(TOO_DEEP)
    kind = msg.get("t")
    if kind not in TYPES:
        raise BadMessage(QT_TRANSLATE_NOOP("", "Unknown message type."))
    return msg


def dump(msg: dict[str, Any]) -> str:
    """``msg`` as JSON text that is always valid UTF-8: a lone surrogate in
    one of its strings (which UTF-8 cannot encode) is written as its escape (``\\ud800``)."""
    text = json.dumps(msg, ensure_ascii=False, separators=(",", ":"))
    if _SURROGATE.search(text):  # only ever inside a JSON string, where an escape means the same
        text = _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
    return text
