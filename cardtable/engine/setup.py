"""How a game is set up, as plain values: the players (:class:`PlayerSpec`),
the set-up that recreates a game (:class:`Setup`), a game's options
(:class:`OptionSpec`) and their checking and reading
(:func:`validate_options`, :func:`parse_option`), with :class:`BadOptions`
for what cannot be set up. Part of the game protocol (:mod:`.protocol`,
which re-exports every name here).
"""

from __future__ import annotations

import os
from typing import Any, Mapping, Sequence

import attrs

from .i18n import _, ngettext

class BadOptions(ValueError):
    """Impossible game options or player counts. The message says why."""



@attrs.frozen
class PlayerSpec:
    """A seat: its player's name, whether the computer plays it and, for a
    bot, its level (a name of :data:`cardtable.engine.levels.NAMES`; "" is
    the game's classic bot, as in saves from before levels)."""

    name: str
    bot: bool = False
    level: str = ""


@attrs.frozen
class Setup:
    """Everything needed to create a game: replaying ``Setup`` plus the action
    list always reproduces the same state."""

    players: tuple[PlayerSpec, ...]
    options: Mapping[str, Any] = attrs.field(factory=dict)
    seed: int = 0
    stacked: tuple[str, ...] | None = None  # explicit deck order, top card first

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players)

    @property
    def count(self) -> int:
        return len(self.players)


@attrs.frozen
class OptionSpec:
    """One per-game option, shown in the new-game dialog and stored in saves."""

    key: str
    label: str
    default: Any
    kind: str = "bool"  # "bool" | "int" | "choice" | "text" | "file" (see engine.files; may be "")
    minimum: int = 0
    maximum: int = 0
    choices: tuple[str, ...] = ()
    help: str = ""
    zero_text: str = ""  # an "int" option whose 0 is special shows this word for it ("No limit")



def validate_options(specs: Sequence[OptionSpec], options: Mapping[str, Any]) -> dict[str, Any]:
    """Fill defaults and check values; raises :class:`BadOptions`."""
    known = {s.key: s for s in specs}
    unknown = sorted(set(options) - set(known))
    if unknown:
        raise BadOptions(ngettext("unknown option: {names}", "unknown options: {names}", len(unknown)).format(names=", ".join(unknown)))
    out: dict[str, Any] = {}
    for spec in specs:
        value = options.get(spec.key, spec.default)
        if spec.kind == "bool":
            if not isinstance(value, bool):
                raise BadOptions(_("option {key} must be true or false, not {value}").format(key=spec.key, value=repr(value)))
        elif spec.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise BadOptions(_("option {key} must be a whole number, not {value}").format(key=spec.key, value=repr(value)))
            if not spec.minimum <= value <= spec.maximum:
                raise BadOptions(
                    _("option {key} must be between {minimum} and {maximum}, not {value}").format(
                        key=spec.key, minimum=spec.minimum, maximum=spec.maximum, value=value)
                )
        elif spec.kind == "choice":
            if value not in spec.choices:
                raise BadOptions(
                    _("option {key} must be one of {choices}, not {value}").format(
                        key=spec.key, choices=", ".join(spec.choices), value=repr(value))
                )
        elif spec.kind == "file":
            value = _option_file(spec, value)
        elif spec.kind == "text":
            if not isinstance(value, str):
                raise BadOptions(_("option {key} must be text").format(key=spec.key))
        out[spec.key] = value
    return out


_TRUE_WORDS = ("true", "yes", "on", "1")
_FALSE_WORDS = ("false", "no", "off", "0")


def parse_option(spec: OptionSpec, text: str) -> Any:
    """The value a word typed for option ``spec`` (on a command line, in a
    settings file) stands for, read by the option's own kind: ``"on"`` for a
    bool, ``"3"`` for an int (or its ``zero_text``), one of the choices as
    written (``"1"`` for a choice of ``auto, 1, 2`` is the choice ``"1"``,
    never the number 1; case does not matter), a text or file name as typed.
    Raises :class:`BadOptions` naming what the option takes."""
    text = str(text)
    word = text.strip()
    if spec.kind == "bool":
        if word.lower() in _TRUE_WORDS:
            return True
        if word.lower() in _FALSE_WORDS:
            return False
        raise BadOptions(_("option {key} is on or off (true/false, yes/no), not {value}").format(key=spec.key, value=repr(word)))
    if spec.kind == "int":
        if spec.zero_text and word.lower() == spec.zero_text.lower():
            return 0
        digits = word.lstrip("+-").replace("_", "")
        if not digits.isascii() or not digits.isdigit() or len(digits) > 40:
            raise BadOptions(_("option {key} must be a whole number, not {value}").format(key=spec.key, value=repr(word)))
        return int(word)
    if spec.kind == "choice":
        for choice in spec.choices:
            if str(choice) == word:
                return choice
        for choice in spec.choices:
            if str(choice).lower() == word.lower():
                return choice
        raise BadOptions(_("option {key} must be one of {choices}, not {value}").format(
            key=spec.key, choices=", ".join(map(str, spec.choices)), value=repr(word)))
    return text  # "text" and "file": as typed


def _option_file(spec: OptionSpec, value: Any) -> Any:
    """A ``"file"`` option: "" (the game's own), a path (read now, once) or
    the content carried from then on, ``{"name": ..., "text": ...}``."""
    from .files import UnreadableFile, carried_file, read_option_file, shown_name

    if value is None or value == "":
        return ""
    if isinstance(value, str):
        try:
            return read_option_file(value)
        except UnreadableFile as err:
            raise BadOptions(_("cannot read the {what} {file}: {reason}").format(
                what=_(spec.label)[:1].lower() + _(spec.label)[1:], file=shown_name(os.path.basename(value)), reason=err)) from None
    carried = carried_file(value)
    if carried is None:
        raise BadOptions(_("option {key} must be a file's name and its text").format(key=spec.key))
    return carried


def clean_players(players: Sequence[PlayerSpec]) -> tuple[PlayerSpec, ...]:
    """The players with their names cleaned (:func:`~cardtable.engine.text.clean_line`);
    raises :class:`BadOptions` when a name is blank."""
    from .text import MAX_NAME, clean_line

    out = []
    for p in players:
        name = p.name if isinstance(p.name, str) else ""
        clean = clean_line(name, MAX_NAME)
        if not clean:
            raise BadOptions(_("every player needs a name"))
        out.append(p if clean == p.name else attrs.evolve(p, name=clean))
    return tuple(out)
