"""The protocol every game implements, as plain data plus pure functions.

A game is one :class:`GameDef` value (think boardgame.io's game object or an
OpenSpiel game module): it creates a state from a :class:`Setup`, says who
may act, lists legal :class:`Action` values for a seat, applies an action to
give a new state plus :class:`Event` values, and produces a redacted
:class:`~cardtable.engine.view.TableView` for a viewer. States are frozen
``attrs`` values owned by the game; nothing outside the game looks inside.

Actions are values: a ``kind`` plus keyword arguments restricted to JSON
scalars and tuples, so that records and save files are plain JSON. An
argument named ``text`` is free text typed by a player (a note, a plan, a
proposal); ``legal_actions`` lists such actions with ``text=""`` and any
string is accepted there.
"""

from __future__ import annotations

import os
from typing import Any, Callable, Mapping, Sequence

import attrs

from .i18n import NP_, N_, _, ngettext

JSONScalar = str | int | float | bool | None


class IllegalAction(ValueError):
    """An action that the rules do not allow now. The message says why."""


class BadOptions(ValueError):
    """Impossible game options or player counts. The message says why."""


def _freeze(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    raise TypeError(f"action arguments must be JSON scalars or tuples, not {value!r}")


@attrs.frozen(cache_hash=True)
class Action:
    """A move request: ``Action.of("play", card="QH")``."""

    kind: str
    args: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, kind: str, **args: Any) -> "Action":
        if "seat" in args:  # "kind" cannot be passed twice anyway
            raise TypeError("an action argument may not be called 'seat': records store the acting seat there")
        if not args:
            return cls(kind, ())
        if len(args) == 1:
            ((k, v),) = args.items()
            if v.__class__ is str or v.__class__ is int:
                return cls(kind, ((k, v),))
            return cls(kind, ((k, _freeze(v)),))
        return cls(kind, tuple(sorted((k, _freeze(v)) for k, v in args.items())))

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == key:
                return v
        return default

    def __getitem__(self, key: str) -> Any:
        for k, v in self.args:
            if k == key:
                return v
        raise KeyError(key)

    def with_args(self, **changes: Any) -> "Action":
        merged = dict(self.args)
        merged.update(changes)
        return Action.of(self.kind, **merged)

    @property
    def has_text(self) -> bool:
        return any(k == "text" for k, _value in self.args)

    def same_move(self, other: "Action") -> bool:
        """Equal except for free text."""
        return self.kind == other.kind and _no_text(self) == _no_text(other)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for k, v in self.args:
            out[k] = _thaw(v)
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Action":
        if not isinstance(data, Mapping) or not isinstance(data.get("kind"), str):
            raise ValueError(f"not an action: {data!r}")
        args = {k: v for k, v in data.items() if k != "kind"}
        return cls.of(data["kind"], **args)

    def __str__(self) -> str:
        inner = ", ".join(f"{k}={v!r}" for k, v in self.args)
        return f"{self.kind}({inner})"


def _no_text(action: Action) -> tuple:
    return tuple((k, v) for k, v in action.args if k != "text")


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


@attrs.frozen
class Prompt:
    """A storytelling trigger: the story dock shows it and takes optional narration."""

    trigger: str
    text: str
    seat: int | None = None
    colour: str = ""


@attrs.frozen
class Event:
    """Something that happened, in words, for the log.

    ``text`` is what everyone may read. If ``private_to`` names seats, those
    seats read ``private`` instead (e.g. "You drew the 7♥" vs "Ann drew a
    card"). ``reveal`` marks new information coming to light (a draw, a flip,
    revealed bids): undo cannot go back past it.
    """

    text: str
    kind: str = ""
    seat: int | None = None
    private: str = ""
    private_to: frozenset[int] = frozenset()
    reveal: bool = False
    prompt: Prompt | None = None

    def text_for(self, viewer: int | None) -> str:
        if viewer is not None and viewer in self.private_to and self.private:
            return self.private
        return self.text


@attrs.frozen
class PlayerSpec:
    name: str
    bot: bool = False


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


@attrs.frozen
class Result:
    """Final outcome: winners (seats; several on a shared win) and scores.

    ``round_limit`` is true when the game did not reach its own end but was
    stopped by a round limit (a designer's safety option), so sweeps can
    count how often a variant runs that long.
    """

    winners: tuple[int, ...]
    summary: str
    scores: tuple[float, ...] = ()
    round_limit: bool = False


@attrs.frozen
class Gesture:
    """How an action is made with the mouse: drag from zone ``src`` to ``dst``.

    ``card`` is the dragged card's id, or ``None`` when any (hidden) card
    from ``src`` will do, as when drawing from a face-down pile.
    """

    src: str
    dst: str
    card: str | None = None


# The contexts of a game's seat-key words in the catalogues (a verb and a
# noun may be the same English word and read differently translated); a game
# marks its words with them written out, NP_("seat key verb", "claim"), so
# the catalogue finds them.
SEAT_KEY_VERB = "seat key verb"
SEAT_KEY_NOUN = "seat key noun"

# ``Gesture.src`` of a seat's own key (a snap claim) when asking a game's
# ``explain`` why the key claims nothing; ``dst`` is the action kind.
SEAT_KEY = "seat-key"


@attrs.frozen
class ActionInfo:
    """How the table presents an action: its words, its mouse gesture, and
    whether double-clicking its card makes it (the card's default move)."""

    label: str
    gesture: Gesture | None = None
    default: bool = False
    text_prompt: str = ""  # if set, ask the player for the ``text`` argument
    text_default: str = ""  # what the answer box starts with (the note being edited)
    one_line: bool = False  # a short answer (a name, a note): a one-line box that Enter confirms


def why_not(apply: Callable[[Any, int, Action], Any], state: Any, seat: int, action: Action) -> str | None:
    """The rule that stops ``action`` (the IllegalAction text), or None if
    the rules would allow it. ``state`` is left untouched either way."""
    try:
        apply(state, seat, action)
    except IllegalAction as err:
        return str(err)
    return None


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


def _clean_players(players: Sequence[PlayerSpec]) -> tuple[PlayerSpec, ...]:
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


_RULES_FUNCTIONS = ("new_game", "to_act", "legal_actions", "apply", "result", "census")
_TABLE_FUNCTIONS = ("view", "layout", "describe")


@attrs.frozen
class GameDef:
    """One game, declared as data and pure functions.

    Required functions (``S`` is the game's own frozen state type):

    - ``new_game(setup) -> S`` (raise :class:`BadOptions` for impossible set-ups;
      options arrive already validated against ``options``)
    - ``to_act(S) -> tuple[int, ...]``: seats that may act now (several during
      simultaneous choices; empty when the game is over)
    - ``legal_actions(S, seat) -> Sequence[Action]``
    - ``apply(S, seat, action) -> (S, tuple[Event, ...])``; raises
      :class:`IllegalAction` and leaves ``S`` untouched when not allowed
    - ``view(S, viewer) -> TableView``: what ``viewer`` (a seat, or ``None``
      for the public) may see
    - ``layout(n_players, options, viewer) -> Layout``: where the zones go
      (a game may turn the table so the viewer sits at the bottom)
    - ``describe(S, action) -> ActionInfo``
    - ``result(S) -> Result | None``: ``None`` while the game runs
    - ``bot(S, seat, rng: random.Random) -> Action``
    - ``census(S) -> tuple[str, ...]``: every card id anywhere in the game
      (for the "no card is created or lost" tests)

    ``S`` is the game's own, but every game names what all of them have the
    same way (``draw``, ``discard``, ``phase``, ``current``): see the
    vocabulary in :mod:`cardtable.games`.
    """

    id: str
    title: str
    min_players: int
    max_players: int
    new_game: Callable[[Setup], Any]
    to_act: Callable[[Any], tuple[int, ...]]
    legal_actions: Callable[[Any, int], Sequence[Action]]
    apply: Callable[[Any, int, Action], tuple[Any, tuple[Event, ...]]]
    view: Callable[[Any, int | None], Any]
    layout: Callable[[int, Mapping[str, Any], int | None], Any]
    describe: Callable[[Any, Action], ActionInfo]
    result: Callable[[Any], Result | None]
    bot: Callable[[Any, int, Any], Action]
    census: Callable[[Any], tuple[str, ...]]
    rules_version: int = 1
    options: tuple[OptionSpec, ...] = ()
    # keys of options the game had once and no longer has: a save holding
    # one loads without it (a new set-up naming one is still refused)
    retired_options: tuple[str, ...] = ()
    blurb: str = ""
    rules_text: str = ""  # Markdown, in our own words (English: see rules_page)
    package: str = ""  # the game's package, whose RULES.<language>.md rules_page reads
    default_players: int = 4
    private_info: bool = True  # False: no privacy screen between seats
    # Action kinds any seat may make at any moment with its own key (a snap
    # claim): the app binds one key per seat and shows the keys on screen.
    seat_key_actions: tuple[str, ...] = ()
    # the words for those keys: what pressing one does ("Ann cannot claim
    # now"), what one such move is called ("which claim?") and the keys'
    # caption on screen
    seat_key_verb: str = NP_("seat key verb", "act")  # shown with pgettext(SEAT_KEY_VERB, ...)
    seat_key_noun: str = NP_("seat key noun", "move")  # shown with pgettext(SEAT_KEY_NOUN, ...)
    seat_key_caption: str = N_("Seat keys")
    # (final or current state, journal entries) -> [(heading, Markdown body)]:
    # the game's own chapters for the story summary, told as a story.
    story_sections: Callable[[Any, Sequence[Any]], Sequence[tuple[str, str]]] | None = None
    # [state after set-up, state after action 1, ...] -> ChartData (or None)
    chart: Callable[[Sequence[Any]], Any] | None = None
    # state -> how long the game ran, in the game's own units ("5 rounds",
    # "31 turns over 5 rounds"), for the story summary; None: counted in moves
    story_pace: Callable[[Any], str] | None = None
    # state -> [StoryPicture]: pictures the game draws for the story summary
    # (the final grid with a route over it...); they replace the plain
    # picture of the final table
    story_pictures: Callable[[Any], Sequence[Any]] | None = None
    # () -> (set-up, [(seat, action), ...]): a worked example (a stacked deck
    # and its scripted moves) that the app plays out for players to watch.
    example: Callable[[], tuple[Setup, Sequence[tuple[int, Action]]]] | None = None
    # (S, seat, Gesture) -> why that drag (or, with ``dst=None``, double-click)
    # makes no move, naming the rule; None to let the app work it out from
    # the closest legal move (see :func:`why_not`).
    explain: Callable[[Any, int, "Gesture"], str | None] | None = None
    # S -> the cards on the discard pile that must stay face up while in use
    # (a Duel's cards, a flipped Finale, the top discard a game keeps): what
    # a reshuffle leaves out (engine/piles.py); None for a game without one
    in_use: Callable[[Any], tuple[str, ...]] | None = None
    # (S, seat, the bot's choice for that seat) -> why the bot makes that
    # move, in a short sentence for the player who asked for a hint ("keeps
    # the total low"); None when there is nothing to say. It may name only
    # what ``seat`` can see. A package's ``bot.reason`` is picked up.
    hint_reason: Callable[[Any, int, "Action"], str | None] | None = None

    @classmethod
    def from_package(cls, package: str, rules: Any, table: Any, bot: Any, story: Any = None,
                     **fields: Any) -> "GameDef":
        """A game laid out the way ``cardtable/games/<game>/`` packages are:
        ``rules`` gives new_game, to_act, legal_actions, apply, result and
        census; ``table`` view, layout and describe; ``bot`` its ``choose`` (and
        ``reason``, the hint's words, if it has one);
        ``story`` (or else ``table``) story_sections, chart, story_pace and
        story_pictures if it has them;
        the rules page is the package's RULES.md. ``fields`` declare the rest
        (id, title, players, options, ...) and may override any of these."""
        from importlib.resources import files

        found: dict[str, Any] = {name: getattr(rules, name) for name in _RULES_FUNCTIONS}
        found.update({name: getattr(table, name) for name in _TABLE_FUNCTIONS})
        found["bot"] = bot.choose
        if hasattr(bot, "reason"):
            found["hint_reason"] = bot.reason
        if hasattr(table, "explain"):
            found["explain"] = table.explain
        if hasattr(rules, "in_use"):
            found["in_use"] = rules.in_use
        for name in ("story_sections", "chart", "story_pace", "story_pictures"):
            module = next((m for m in (story, table) if m is not None and hasattr(m, name)), None)
            if module is not None:
                found[name] = getattr(module, name)
        found["rules_text"] = files(package).joinpath("RULES.md").read_text(encoding="utf-8")
        found["package"] = package
        found.update(fields)
        return cls(**found)

    def rules_page(self) -> str:
        """The rules page (Markdown) in the current language: the package's
        ``RULES.<language>.md`` when it has one, else its English."""
        if self.package:
            from .i18n import localised_file

            return localised_file(self.package, "RULES.md")
        return self.rules_text

    def check_players(self, count: int) -> None:
        if not self.min_players <= count <= self.max_players:
            raise BadOptions(
                _("{game} needs {least}–{most} players, not {count}").format(
                    game=self.title, least=self.min_players, most=self.max_players, count=count)
            )

    def create(self, setup: Setup) -> Any:
        """Validate the set-up and create the initial state."""
        self.check_players(setup.count)
        players = _clean_players(setup.players)
        options = validate_options(self.options, setup.options)
        return self.new_game(attrs.evolve(setup, players=players, options=options))

    def normalise(self, setup: Setup) -> Setup:
        """The set-up as a game keeps it: options filled in and checked, and
        names cleaned by the rule every name box follows (engine/text.py), so
        whatever front-end made the set-up, its saves load again."""
        return attrs.evolve(setup, players=_clean_players(setup.players),
                            options=validate_options(self.options, setup.options))

    def checked_apply(self, state: Any, seat: int, action: Action) -> tuple[Any, tuple[Event, ...]]:
        """Apply after checking the game is running and ``seat`` may act.

        ``apply`` itself must reject every action the rules do not allow.
        """
        if self.result(state) is not None:
            raise IllegalAction(_("the game is over"))
        if seat not in self.to_act(state):
            raise IllegalAction(_("it is not seat {number}'s turn to act").format(number=seat + 1))
        return self.apply(state, seat, action)
