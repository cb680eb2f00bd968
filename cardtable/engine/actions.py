"""What happens in play, as plain values: a move (:class:`Action`), its
words and mouse gesture (:class:`ActionInfo`, :class:`Gesture`), what it
caused (:class:`Event`, :class:`Prompt`), the rule that refuses it
(:class:`IllegalAction`, :func:`why_not`) and how a game ended
(:class:`Result`). Part of the game protocol (:mod:`.protocol`, which
re-exports every name here).

Actions are values: a ``kind`` plus keyword arguments restricted to JSON
scalars and tuples, so that records and save files are plain JSON. An
argument named ``text`` is free text typed by a player (a note, a plan, a
proposal); ``legal_actions`` lists such actions with ``text=""`` and any
string is accepted there.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

import attrs

JSONScalar = str | int | float | bool | None


class IllegalAction(ValueError):
    """An action that the rules do not allow now. The message says why."""


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


Text = str | Callable[[], str]  # words, or a function that says them when they are first read


def _said(text: Text) -> str:
    return text if isinstance(text, str) else text()


def _words(owner: Any, field: str) -> str:
    """The words in ``owner``'s ``field``: said now if they are a function,
    and kept in its place from then on (the same words every time)."""
    said = getattr(owner, field)
    if isinstance(said, str):
        return said
    said = said()
    object.__setattr__(owner, field, said)
    return said


def _words_field(alias: str, **kwargs: Any) -> Any:
    """An attrs field holding :data:`Text` under the name ``alias`` in
    ``__init__``, compared, hashed and printed by its words."""
    return attrs.field(alias=alias, eq=_said, repr=lambda t: repr(_said(t)), **kwargs)


@attrs.frozen
class Prompt:
    """A storytelling trigger: the story dock shows it and takes optional
    narration. ``text`` may be handed over as a function that says it, as
    an :class:`Event`'s."""

    trigger: str
    said: Text = _words_field("text")
    seat: int | None = None
    colour: str = ""

    text = property(lambda self: _words(self, "said"))

    def __reduce__(self):  # by its words: a function that says them does not pickle
        return (Prompt, (self.trigger, self.text, self.seat, self.colour))


@attrs.frozen
class Event:
    """Something that happened, in words, for the log.

    ``text`` is what everyone may read. If ``private_to`` names seats, those
    seats read ``private`` instead (e.g. "You drew the 7♥" vs "Ann drew a
    card"). ``reveal`` marks new information coming to light (a draw, a flip,
    revealed bids): undo cannot go back past it.

    Either text may be handed over as a function of no arguments that says
    it: it is called when the text is first read, and its words are kept
    from then on. A game's play path uses that for words it would otherwise
    look up and format on every move, though a bot's playout or a sweep
    never reads them (the function must only read values that stay as they
    are, as a frozen state's do). Events compare, hash, print and pickle by
    their words.
    """

    said: Text = _words_field("text")
    kind: str = ""
    seat: int | None = None
    said_privately: Text = _words_field("private", default="")
    private_to: frozenset[int] = frozenset()
    reveal: bool = False
    prompt: Prompt | None = None

    text = property(lambda self: _words(self, "said"))
    private = property(lambda self: _words(self, "said_privately"))

    def text_for(self, viewer: int | None) -> str:
        if viewer is not None and viewer in self.private_to and self.private:
            return self.private
        return self.text

    def __reduce__(self):  # by its words: a function that says them does not pickle
        return (Event, (self.text, self.kind, self.seat, self.private, self.private_to, self.reveal, self.prompt))


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
