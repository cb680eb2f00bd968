"""Why a save cannot be used: :class:`RecordError`, and the reasons it gives.

A save is data from a file: whatever it holds, loading or replaying it
fails with one :class:`RecordError`, one printable line that repeats
nothing the file holds (a name, an option, the words of a move), so a
file cannot put its own words in front of the player.
"""

from __future__ import annotations

from typing import Any, Mapping

from .files import carried_file
from .protocol import Action, BadOptions, IllegalAction, Setup
from .i18n import _

MESSAGE_CHARS = 200


class RecordError(ValueError):
    """A save or record file that cannot be used. The message says why, in
    one printable line of at most 200 characters."""

    def __init__(self, message: object = "") -> None:
        text = " ".join(str(message).split())
        text = "".join(c if c.isprintable() else "?" for c in text)
        if len(text) > MESSAGE_CHARS:
            text = text[: MESSAGE_CHARS - 1] + "…"
        super().__init__(text or _("the save file cannot be used"))


def start_failure(err: BaseException, setup: Setup | None = None) -> RecordError:
    """Why a checked record's set-up could not start a game, as a RecordError
    (quoting nothing of the set-up's own words)."""
    if isinstance(err, BadOptions):
        return RecordError(_("cannot start the recorded game: {reason}").format(reason=setup_reason(err, setup)))
    return RecordError(_("cannot start the recorded game: the game refused its set-up ({name})").format(name=type(err).__name__))


def replay_failure(index: int, err: BaseException, action: Action | None = None) -> RecordError:
    """Why action ``index`` (0-based) of a record could not be replayed. The
    game's reason is kept, but the action's own words are cut out of it: they
    come from the file, and a message never repeats what a file holds."""
    if isinstance(err, IllegalAction):
        words = _words([action.kind, action.args]) if action is not None else []
        return RecordError(_("action {number} cannot be replayed: {reason}").format(number=index + 1, reason=_without(str(err), words)))
    return RecordError(_("action {number} cannot be replayed: the game refused it ({name})").format(number=index + 1, name=type(err).__name__))


def setup_reason(err: BaseException, setup: Setup | None) -> str:
    """The game's reason for refusing ``setup``, with the set-up's own words
    (its options, its stacked deck) cut out."""
    return _without(str(err), _setup_words(setup))


def _words(value: Any) -> list[str]:
    """Every string inside ``value`` (nested lists, tuples and dicts)."""
    words: list[str] = []
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, (list, tuple)):
            stack.extend(v)
        elif isinstance(v, Mapping):
            stack.extend(v.keys())
            stack.extend(v.values())
        elif isinstance(v, str):
            words.append(v)
    return words


def _setup_words(setup: Setup | None) -> list[str]:
    if setup is None:
        return []
    options = [v for v in dict(setup.options).values() if carried_file(v) is None]
    return _words([options, setup.stacked or ()])


def _without(reason: str, words: list[str]) -> str:
    """``reason`` with each of ``words`` cut out (short ones only where quoted)."""
    forms = {form for word in words for form in (word, repr(word)[1:-1], ascii(word)[1:-1])}
    for word in sorted(forms, key=len, reverse=True):
        if len(word) >= 3:
            reason = reason.replace(word, "…")
        elif word:
            reason = reason.replace(f"'{word}'", "'…'").replace(f'"{word}"', '"…"')
    return reason

