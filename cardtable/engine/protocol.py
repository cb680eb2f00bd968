"""The protocol every game implements: :class:`GameDef`, a game as plain
data plus pure functions, and what the game says it is (its traits).

A game is one :class:`GameDef` value (think boardgame.io's game object or an
OpenSpiel game module): it creates a state from a :class:`Setup`, says who
may act, lists legal :class:`Action` values for a seat, applies an action to
give a new state plus :class:`Event` values, and produces a redacted
:class:`~cardtable.engine.view.TableView` for a viewer. States are frozen
``attrs`` values owned by the game; nothing outside the game looks inside.

The values the protocol speaks in live beside it, each with its concern:
moves, events and results in :mod:`.actions`, players, set-ups and options
in :mod:`.setup`. Every one of their names is importable from here too
(``from cardtable.engine.protocol import Action, Setup``).

A game's traits say what it is, so that nothing outside its package lists
games by id: the phases its state goes through, whether its moves can be
taken back, its worked example, the languages it speaks (read from the
catalogues in its package) and the family package it shares with other
games. The generic tests and the import contracts read them from the
registry (:func:`cardtable.games.all_games`).
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

import attrs

from .actions import (SEAT_KEY, SEAT_KEY_NOUN, SEAT_KEY_VERB, Action, ActionInfo, Event, Gesture, IllegalAction,
                      JSONScalar, Prompt, Result, why_not)
from .i18n import NP_, N_, SOURCE_LANGUAGE, _
from .setup import BadOptions, OptionSpec, PlayerSpec, Setup, clean_players, parse_option, validate_options

__all__ = [
    "SEAT_KEY", "SEAT_KEY_NOUN", "SEAT_KEY_VERB", "Action", "ActionInfo", "BadOptions", "Event", "GameDef",
    "Gesture", "IllegalAction", "JSONScalar", "OptionSpec", "PlayerSpec", "Prompt", "Result", "Setup",
    "UNDO_MOVES", "UNDO_NONE", "UNDO_POLICIES", "parse_option", "validate_options", "why_not",
]

# What a game's ``undo`` trait may say. UNDO_MOVES: a move that shows no new
# card can be taken back (the history's rule, engine/history.py); UNDO_NONE:
# every move shows a card, so no move is ever taken back (the app offers no
# Undo to make).
UNDO_MOVES = "moves"
UNDO_NONE = "none"
UNDO_POLICIES = (UNDO_MOVES, UNDO_NONE)


def _one_of(allowed: tuple[str, ...]) -> Callable[[Any, Any, Any], None]:
    def check(_instance: Any, attribute: Any, value: Any) -> None:
        if value not in allowed:
            raise ValueError(f"{attribute.name} must be one of {', '.join(allowed)}, not {value!r}")
    return check


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
    # S -> {zone id: the faces of that zone's face-down cards, in the order
    # its view lists them}: what the replay with every card open turns face
    # up where no seat saw the card (a grid's rooms nobody entered yet);
    # None when every card no seat sees lies in a pile
    face_down_cards: Callable[[Any], Mapping[str, Sequence[Any]]] | None = None
    # (S, seat, the bot's choice for that seat) -> why the bot makes that
    # move, in a short sentence for the player who asked for a hint ("keeps
    # the total low"); None when there is nothing to say. It may name only
    # what ``seat`` can see. A package's ``bot.reason`` is picked up.
    hint_reason: Callable[[Any, int, "Action"], str | None] | None = None
    # (S, seat) -> ids of cards ``seat``'s view shows face down or not at
    # all, whose place that seat knows all the same from what everyone saw
    # (a card taken from a face-up pile into a hand): a search keeps them
    # where they are instead of dealing them anew (engine/unseen.py). It may
    # name only what ``seat`` saw happen. None: the view is all a seat knows
    known_cards: Callable[[Any, int], frozenset[str]] | None = None
    # S -> Standing (engine/standing.py): each seat's standing, higher is
    # better, and the rounds begun so far; the designer's lab reads who leads
    # from it. None: only the result's scores, at the end (see standing_of)
    seat_standing: Callable[[Any], Any] | None = None

    # -- what the game is: its traits, read by the generic tests and the
    # import contracts instead of lists of game ids ------------------------
    # every word the state's ``phase`` takes, in the order play meets them
    # (the vocabulary in cardtable.games); () when the game declares none
    phases: tuple[str, ...] = ()
    # of those, the phases in which several seats act at once or one acts
    # within another's turn (a bid, a defence), so that ``current``, the
    # seat whose turn it is, need not be the seat acting
    shared_phases: tuple[str, ...] = ()
    # which moves may be taken back: UNDO_MOVES or UNDO_NONE (see there)
    undo: str = attrs.field(default=UNDO_MOVES, validator=_one_of(UNDO_POLICIES))
    # the package a family of games shares ("cardtable.games.t13_common"),
    # which this game may import and games outside the family may not; ""
    # for a game of its own. Every game imports the engine's shared parts.
    family: str = ""
    # how many search iterations (engine/search.py) the game's rules allow a
    # millisecond on the reference machine: the bot levels' budgets in ms
    # become iterations at this rate, written in the game's bot module
    # (SEARCH_RATE) and never measured while playing, so seeded games repeat
    search_rate: float = 0.5

    @classmethod
    def from_package(cls, package: str, rules: Any, table: Any, bot: Any, story: Any = None,
                     **fields: Any) -> "GameDef":
        """A game laid out the way ``cardtable/games/<game>/`` packages are:
        ``rules`` gives new_game, to_act, legal_actions, apply, result and
        census (and in_use, seat_standing and known_cards if it has them); ``table`` view, layout and describe; ``bot`` its ``choose`` (and
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
        if hasattr(bot, "SEARCH_RATE"):
            found["search_rate"] = bot.SEARCH_RATE
        if hasattr(table, "explain"):
            found["explain"] = table.explain
        for name in ("in_use", "seat_standing", "known_cards"):
            if hasattr(rules, name):
                found[name] = getattr(rules, name)
        if hasattr(table, "face_down_cards"):
            found["face_down_cards"] = table.face_down_cards
        for name in ("story_sections", "chart", "story_pace", "story_pictures"):
            module = next((m for m in (story, table) if m is not None and hasattr(m, name)), None)
            if module is not None:
                found[name] = getattr(module, name)
        found["rules_text"] = files(package).joinpath("RULES.md").read_text(encoding="utf-8")
        found["package"] = package
        found.update(fields)
        return cls(**found)

    @property
    def languages(self) -> tuple[str, ...]:
        """The languages the game speaks: English (its source) and every
        language it has a catalogue for (``locale/<code>.po``, or the
        compiled ``.mo``, in its package). A game without one is
        English-only, which is no fault."""
        if not self.package:
            return (SOURCE_LANGUAGE,)
        from importlib.resources import files

        try:
            folder = files(self.package).joinpath("locale")
            found = {entry.name.rpartition(".")[0] for entry in folder.iterdir()
                     if entry.name.endswith((".po", ".mo"))} if folder.is_dir() else set()
        except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError):
            found = set()
        return (SOURCE_LANGUAGE, *sorted(found - {SOURCE_LANGUAGE, ""}))

    @property
    def example_module(self) -> str:
        """Where the worked example is written (its module), or "" for a
        game without one (which is no fault either)."""
        return self.example.__module__ if self.example is not None else ""

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
        players = clean_players(setup.players)
        options = validate_options(self.options, setup.options)
        return self.new_game(attrs.evolve(setup, players=players, options=options))

    def normalise(self, setup: Setup) -> Setup:
        """The set-up as a game keeps it: options filled in and checked, and
        names cleaned by the rule every name box follows (engine/text.py), so
        whatever front-end made the set-up, its saves load again."""
        return attrs.evolve(setup, players=clean_players(setup.players),
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
