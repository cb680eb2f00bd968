"""How a save's parsed JSON is checked, field by field, before it becomes a :class:`~.saveformat.Record`.

:func:`record_from_json` is the only way from what a save file held to a
record: it bounds the whole tree first (depth, size, finite numbers, text
that can be shown and saved again), then checks each field against the
game the save names, and raises only :class:`~.record_errors.RecordError`,
whose one-line reason quotes nothing from the file. A field a newer or
older CardTable may leave out or fill oddly (the game's id, the hints
asked) is read leniently, as its function says.

Owns the checks and their reasons. The format itself (the fields, the
bounds, the text forms a save is written in) is engine/saveformat.py's;
reading a file within bounds is engine/record.py's, which calls this. May
touch the engine's definitions of a game, its text rules and its words.
"""

from __future__ import annotations

import math
import os
import re
from typing import Any, Mapping

from .files import shown_name
from .journal import JournalEntry
from .levels import NAMES as LEVEL_NAMES
from .origin import origin_from_json
from .protocol import Action, BadOptions, GameDef, PlayerSpec, Setup
from .record_errors import RecordError, setup_reason
from .rng import SEED_MIN, SEED_STOP
from .saveformat import (FORMAT, FORMAT_VERSION, MAX_ACTIONS, MAX_CONTAINERS, MAX_DEPTH, MAX_JOURNAL, MAX_STACKED,
                         MAX_TEXT, MAX_WORD, Record)
from .text import MAX_NAME, clean_line, holds_control
from .i18n import _, ngettext
from .i18n import number as written_number

_SURROGATE = re.compile("[\ud800-\udfff]")


def _check_tree(data: Any, surrogates: bool = True) -> None:
    """Bounded depth and size, finite numbers, and only strings that can be
    shown and saved again, everywhere in the file (without recursion).
    ``surrogates=False`` skips looking for lone surrogates (right when the
    file has no ``\\ud8..`` escape, the only way JSON text can hold one)."""
    if data.__class__ not in (dict, list):
        _check_scalar(data, surrogates)
        return
    stack: list[tuple[Any, int]] = [(data, 1)]
    containers = 0
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise RecordError(_("the save file is nested too deeply to be a CardTable save"))
        containers += 1
        if containers > MAX_CONTAINERS:
            raise RecordError(_("the save file holds far more entries than any CardTable game"))
        if value.__class__ is dict:
            if surrogates:
                for key in value:
                    _check_scalar(key, True)
            items = value.values()
        else:
            items = value
        for item in items:
            cls = item.__class__
            if cls is dict or cls is list:
                stack.append((item, depth + 1))
            elif cls is float or (surrogates and cls is str):
                _check_scalar(item, surrogates)


def _check_scalar(value: Any, surrogates: bool) -> None:
    if value.__class__ is float and not math.isfinite(value):
        raise RecordError(_("the save file holds a number that is not finite"))
    if surrogates and value.__class__ is str and _SURROGATE.search(value):
        raise RecordError(_("the save file holds text that is not valid Unicode"))


def _need(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(_("{what} is missing or malformed").format(what=what))
    return value


def _text(value: Any, what: str, longest: int, *, line: bool = True, blank: bool = True) -> str:
    """A string of at most ``longest`` characters; a ``line`` (a name, an id)
    holds no control characters. Free text (``line=False``) may hold any:
    whatever a player typed or pasted was saved, and must load again."""
    if not isinstance(value, str):
        raise RecordError(_("{what} is missing or not text").format(what=what))
    if len(value) > longest:
        raise RecordError(_("{what} is longer than {longest} characters").format(what=what, longest=written_number(longest)))
    if line and holds_control(value):
        raise RecordError(_("{what} holds control characters").format(what=what))
    if not blank and not value.strip():
        raise RecordError(_("{what} is blank").format(what=what))
    return value


def _whole(value: Any, what: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise RecordError(_("{what} is missing or not a whole number from {low} to {high}").format(what=what, low=low, high=high))
    return value


def _argument(value: Any, what: str) -> None:
    """An action argument: JSON scalars or lists of them (checked for size)."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, list):
            if len(v) > MAX_STACKED:
                raise RecordError(_("{what} is a list too long for any move").format(what=what))
            stack.extend(v)
        elif isinstance(v, str):
            _text(v, what, MAX_TEXT, line=False)
        elif isinstance(v, int) and not isinstance(v, bool):
            if abs(v) >= 1 << 63:
                raise RecordError(_("{what} is a number too large for any move").format(what=what))
        elif not (v is None or isinstance(v, (bool, float))):
            raise RecordError(_("{what} is not a plain value").format(what=what))


def _action(raw: Any, i: int, players: int) -> tuple[int, Action]:
    what = _("action {number}").format(number=i + 1)
    if not isinstance(raw, dict):
        raise RecordError(_("{what} is malformed").format(what=what))
    raw = dict(raw)
    seat = raw.pop("seat", None)
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise RecordError(_("{what} has no seat").format(what=what))
    if not 0 <= seat < players:
        raise RecordError(_("{what} is by seat {number}, but there are {players} players").format(what=what, number=seat + 1, players=players))
    _text(raw.get("kind"), _("{what} kind").format(what=what), MAX_WORD, blank=False)
    for key, value in raw.items():
        if key != "kind":
            _text(key, _("{what} has an argument name that").format(what=what), MAX_WORD, blank=False)
            _argument(value, _("{what} argument").format(what=what))
    try:
        return seat, Action.from_json(raw)
    except (ValueError, TypeError):
        raise RecordError(_("{what} is malformed").format(what=what)) from None


def _journal_entry(raw: Any, i: int, players: int, actions: int) -> JournalEntry:
    what = _("journal entry {number}").format(number=i + 1)
    if not isinstance(raw, dict):
        raise RecordError(_("{what} is malformed").format(what=what))
    # an entry may stand after the last move: written after a move that was
    # taken back, it waits there for the move that comes in its place
    _whole(raw.get("action_index"), _("{what} position").format(what=what), 0, MAX_ACTIONS)
    _text(raw.get("text"), _("{what} text").format(what=what), MAX_TEXT, line=False)
    seat = raw.get("seat")
    if seat is not None:
        _whole(seat, _("{what} seat").format(what=what), 0, players - 1)
    named = {"trigger": _("{what} trigger"), "prompt": _("{what} prompt"), "time": _("{what} time")}
    for key, words in named.items():
        if raw.get(key) is not None:
            _text(raw[key], words.format(what=what), MAX_TEXT if key == "prompt" else MAX_WORD, line=key != "prompt")
    try:
        return JournalEntry.from_json({k: v for k, v in raw.items() if v is not None})
    except (ValueError, TypeError):
        raise RecordError(_("{what} is malformed").format(what=what)) from None


def record_from_json(data: Any, games: Mapping[str, GameDef], *, surrogates: bool = True) -> Record:
    """Check parsed JSON completely and build the record; raises only
    :class:`RecordError`, whose message quotes nothing from the file."""
    _check_tree(data, surrogates)
    if not isinstance(data, dict):
        raise RecordError(_("not a CardTable save file (no JSON object inside)"))
    if data.get("format") != FORMAT:
        raise RecordError(_("not a CardTable save file (unknown format)"))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError(_("the save file version is missing or malformed"))
    if version > FORMAT_VERSION:
        raise RecordError(_("the save file version is not supported by this CardTable; it needs a newer one"))
    game_id = _text(data.get("game"), _("game id"), MAX_WORD)
    if game_id not in games:
        raise RecordError(_("the save file is for a game this CardTable does not have (unknown game)"))
    game = games[game_id]
    rules_version = data.get("rules_version", 1)
    if not isinstance(rules_version, int) or isinstance(rules_version, bool) or rules_version < 1:
        raise RecordError(_("the rules version is malformed"))
    if rules_version > game.rules_version:
        raise RecordError(_("save file needs a newer version of the {title} rules").format(title=game.title))

    players_raw = _need(data, "players", list, _("player list"))
    if not game.min_players <= len(players_raw) <= game.max_players:
        raise RecordError(
            _("save file has impossible settings: {title} needs {min_players}–{max_players} players, not {count}").format(title=game.title, min_players=game.min_players, max_players=game.max_players, count=len(players_raw)))
    players = []
    for i, p in enumerate(players_raw):
        if not isinstance(p, dict):
            raise RecordError(_("player list is malformed"))
        # cleaned by the rule every name box follows (a tab pasted into a name
        # by an older CardTable becomes a space), so such saves resume
        name = clean_line(_text(p.get("name"), _("the name of player {number}").format(number=i + 1), MAX_NAME, line=False), MAX_NAME)
        if not name:
            raise RecordError(_("the name of player {number} is blank").format(number=i + 1))
        bot = p.get("bot", False)
        if not isinstance(bot, bool):
            raise RecordError(_("player {number} is neither a person nor a bot").format(number=i + 1))
        level = p.get("level", "")
        if level != "" and (not bot or level not in LEVEL_NAMES):
            raise RecordError(_("player {number} has a bot level we do not know").format(number=i + 1))
        players.append(PlayerSpec(name, bot, level))

    options = dict(_need(data, "options", dict, "options"))
    for key in game.retired_options:  # an option the game no longer has: the save loads without it
        options.pop(key, None)
    for spec in game.options:
        value = options.get(spec.key)
        if spec.kind == "file" and isinstance(value, str) and value:
            raise RecordError(
                _("this save only names its {lower} ({shown_name}) instead of carrying it, so the deck is missing: start a new game and choose that file again").format(lower=spec.label.lower(), shown_name=shown_name(os.path.basename(value))))
    seed = _need(data, "seed", int, "seed")
    if not SEED_MIN <= seed < SEED_STOP:  # engine/rng.py: what a game may be seeded with
        raise RecordError(_("the seed is out of range"))
    stacked = data.get("stacked")
    if stacked is not None:
        if not isinstance(stacked, list) or len(stacked) > MAX_STACKED:
            raise RecordError(_("stacked deck is malformed"))
        for card in stacked:
            _text(card, _("a card of the stacked deck"), MAX_WORD, blank=False)
        stacked = tuple(stacked)

    actions_raw = _need(data, "actions", list, _("action list"))
    if len(actions_raw) > MAX_ACTIONS:
        raise RecordError(_("the save file has more than {most} moves, more than any game needs").format(most=written_number(MAX_ACTIONS)))
    actions = [_action(raw, i, len(players)) for i, raw in enumerate(actions_raw)]
    journal_raw = data.get("journal")
    if journal_raw is None:
        journal_raw = []
    if not isinstance(journal_raw, list) or len(journal_raw) > MAX_JOURNAL:
        raise RecordError(_("the story journal is malformed"))
    journal = [_journal_entry(raw, i, len(players), len(actions)) for i, raw in enumerate(journal_raw)]
    created = data.get("created", "")
    created = "" if created is None else _text(created, _("the creation time"), MAX_WORD)

    unknown = set(options) - {spec.key for spec in game.options}
    if unknown:
        raise RecordError(ngettext("save file has {count} option that {title} does not have",
                                           "save file has {count} options that {title} does not have",
                                           len(unknown)).format(count=len(unknown), title=game.title))
    setup = Setup(tuple(players), options, seed, stacked)
    try:
        setup = game.normalise(setup)
        game.check_players(setup.count)
    except BadOptions as err:
        raise RecordError(_("save file has impossible settings: {setup_reason}").format(setup_reason=setup_reason(err, setup))) from None
    return Record(
        game=game_id,
        setup=setup,
        actions=tuple(actions),
        journal=tuple(journal),
        rules_version=rules_version,
        created=created,
        origin=origin_from_json(data.get("origin")),
        uid=_uid(data.get("uid")),
        hints=_hints(data.get("hints"), len(players)),
    )


MAX_HINTS = 1_000_000  # hints counted per seat; a count above is kept at this


def _uid(raw: Any) -> str:
    """The game's id as a save holds it; "" (no id: a save from before ids)
    for anything but one short line of text. It names the game for the
    statistics only, so an odd one costs the save nothing."""
    if isinstance(raw, str) and 0 < len(raw) <= MAX_WORD and not holds_control(raw):
        return raw
    return ""


def _hints(raw: Any, players: int) -> tuple[int, ...]:
    """The hints shown to each seat as a save holds them: () for none, for a
    save from before hints were kept, or for anything but a count per seat."""
    if not isinstance(raw, list) or len(raw) != players:
        return ()
    if not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in raw):
        return ()
    return tuple(min(n, MAX_HINTS) for n in raw) if any(raw) else ()
