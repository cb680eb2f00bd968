"""Registry of games: an explicit table of the games CardTable ships.

``GAMES`` names every built-in game and the module that exports its ``GAME``
(a GameDef), in menu order. The table is what bundlers and readers rely on:
nothing has to be found by scanning folders at run time. Two additions
extend it: packages installed by others can register games under the
``cardtable.games`` entry-point group (``id = "module:ATTR"`` or a module
with ``GAME``), and a game package dropped into this folder is picked up by a
scan. Both come after the built-in games; a built-in id cannot be replaced.

Games are imported on first use, so starting the app to resume one game does
not pay for importing all of them. ``all_games()`` is a read-only mapping from
game id to GameDef, in menu order.

One vocabulary for what every game has
--------------------------------------
A game's state is its own (the engine never looks inside), but the things
every card game here has are called the same in each, so that rules, bots,
tests and readers move from one game to the next without a glossary:

- ``draw``: the draw pile, a tuple of card ids, top card first (never
  ``deck`` or ``shoe``; where a state has a ``deck``, it is the deck's
  definition, the cards' words and values, not a pile);
- ``discard``: the discard pile, a tuple of card ids;
- ``phase``: where play stands, a string (the game's own constants: a game
  whose rules speak of numbered Phases counts them in ``phase_no``);
- ``current``: the seat whose turn it is in the turn order, an ``int``, or
  ``None`` where nobody's turn it is (everyone choosing at once, the game
  over). It may be a field or a read-only property over an index: a state
  that walks a turn ``order`` keeps its place in it as ``turn`` (an index,
  never a seat). Others may act within that turn (a defender, a duel's
  bidder, a Snap call): ``to_act`` says who may act now; ``current`` says
  whose turn it is;
- ``moves``: a count of the actions played, where a game keeps one; a
  record's ``at`` is the move count when it happened. ``step`` names none
  of these.

``tests/games/test_vocabulary.py`` holds every registered game to it.

What a game is
--------------
Each ``GAME`` also declares its traits (see ``cardtable.engine.protocol``):
the phases its state takes, its undo policy, the family package it shares
with other games (``t13_common``); its languages are read from its
catalogues and its worked example is optional. The generic tests and the
import contracts read them from this registry, never from a list of ids, so
a game dropped in here is covered by all of them with no edit elsewhere.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the engine is imported with the first game, not before the window shows
    from cardtable.engine.protocol import GameDef

# The built-in games in menu order: id -> module exporting GAME.
GAMES = {
    "ninety-nine": "cardtable.games.ninety_nine",
    "chicks-with-disks": "cardtable.games.chicks_with_disks",
    "99-chances": "cardtable.games.ninety_nine_chances",
    "9-lives": "cardtable.games.nine_lives",
    "t13-yarn-tangling": "cardtable.games.t13_yarn_tangling",
    "t13-snap-fire": "cardtable.games.t13_snap_fire",
}
ENTRY_POINT_GROUP = "cardtable.games"

_BROKEN: dict[str, str] = {}


def _load(target: str) -> GameDef | None:
    """The GameDef at ``target``: ``"package.module"`` (its ``GAME``) or
    ``"package.module:ATTR"``. A game that fails to import is recorded in
    ``broken_games()`` instead of taking the app down."""
    module_name, _colon, attr = target.partition(":")
    try:
        module = importlib.import_module(module_name)
        game = getattr(module, attr or "GAME", None)
    except Exception as err:  # one broken game must not take the app down
        _BROKEN[target] = f"{type(err).__name__}: {err}"
        return None
    from cardtable.engine.protocol import GameDef

    if not isinstance(game, GameDef):
        if attr:  # named explicitly, so it should have been a game
            _BROKEN[target] = f"{target} is not a GameDef"
        return None
    return game


def _entry_points() -> list[str]:
    from importlib.metadata import entry_points

    try:
        return [ep.value for ep in entry_points(group=ENTRY_POINT_GROUP)]
    except Exception as err:  # broken metadata of some other package
        _BROKEN[ENTRY_POINT_GROUP] = f"{type(err).__name__}: {err}"
        return []


def _dropped_in() -> list[str]:
    """Game packages in this folder that the table does not name."""
    known = set(GAMES.values())
    names = (f"{__name__}.{m.name}" for m in pkgutil.iter_modules(__path__) if m.ispkg and not m.name.startswith("_"))
    return [name for name in names if name not in known]


class GameRegistry(Mapping):  # Mapping[str, GameDef]
    def __init__(self, table: Mapping[str, str] = GAMES, *, extras: bool = True) -> None:
        self._table = dict(table)
        self._extras = extras
        self._loaded: dict[str, GameDef] = {}
        self._complete = False

    def __getitem__(self, game_id: str) -> GameDef:
        if game_id in self._loaded:
            return self._loaded[game_id]
        target = self._table.get(game_id)
        if target is not None:
            game = _load(target)
            if game is not None and game.id == game_id:
                self._loaded[game_id] = game
                return game
        self._discover()
        if game_id in self._loaded:
            return self._loaded[game_id]
        raise KeyError(game_id)

    def _discover(self) -> None:
        if self._complete:
            return
        builtin: dict[str, GameDef] = {}
        for game_id, target in self._table.items():
            game = self._loaded.get(game_id) or _load(target)
            if game is None:
                continue
            if game.id != game_id:
                _BROKEN[target] = f"{target} exports {game.id!r}, registered as {game_id!r}"
                continue
            builtin[game_id] = game
        extra: dict[str, GameDef] = {}
        if self._extras:
            for target in _entry_points() + _dropped_in():
                game = _load(target)
                if game is not None and game.id not in builtin:
                    extra.setdefault(game.id, game)
        self._loaded = {**builtin, **dict(sorted(extra.items()))}
        self._complete = True

    def __iter__(self) -> Iterator[str]:
        self._discover()
        return iter(list(self._loaded))

    def __len__(self) -> int:
        self._discover()
        return len(self._loaded)


@lru_cache(maxsize=1)
def all_games() -> GameRegistry:
    return GameRegistry()


def broken_games() -> Mapping[str, str]:
    """Games that failed to load (module or entry point -> error); the app
    skips them instead of refusing to start."""
    all_games()._discover()
    return dict(_BROKEN)


def get_game(game_id: str) -> GameDef:
    games = all_games()
    if game_id not in games:
        from cardtable.engine.i18n import _

        raise KeyError(_("unknown game {game} (known: {games})").format(game=repr(game_id), games=", ".join(games)))
    return games[game_id]
