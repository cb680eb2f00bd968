"""A state a seat cannot tell from the real one: its unseen cards dealt anew.

A bot that searches must not look at what its seat has not seen. Before it
thinks it takes the game state, keeps every card its seat's view shows
where it is, and deals the cards it does not see (the other hands, the
piles face down, the bids still hidden) at random over the places they
fill. The game's own random generators in the state are replaced too, so
that nothing the seat cannot know (the next shuffle) is known to the search.

Derived, not declared: the cards are those the game's ``census`` counts,
the ones seen are those the seat's :class:`~.view.TableView` shows face up
(:func:`~.knowledge.visible_ids`) and those whose place the seat knows
although its view hides them (the game's ``known_cards``: a card it saw
taken from a face-up pile into a hand stays in that hand in every deal),
and the cards are dealt by renaming them
where they stand in the state. The renaming walks the state in the order of
its fields, so the places are filled in an order that depends only on the
state's shape, never on which card is where: two states that differ only
in the seat's unseen cards give the very same deal for the same random
generator. That is what makes a bot unable to peek (see
``tests/engine/test_bot_levels.py``).

A game whose unseen cards are not all alike (two decks with different
backs, say) gives ``unseen_groups``: it sorts the unseen card ids into
groups that are dealt among themselves only.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Iterable

import attrs

from .knowledge import visible_ids
from .rng import Rng

Groups = Callable[[Any, Iterable[str]], Iterable[Iterable[str]]]


def unseen_cards(game: Any, state: Any, seat: int) -> list[str]:
    """The ids of the cards in ``state`` that ``seat``'s view does not show
    and whose place it does not know otherwise, sorted."""
    shown = visible_ids(game.view(state, seat))
    known: Callable[[Any, int], frozenset[str]] | None = getattr(game, "known_cards", None)
    if known is not None:
        shown = shown | known(state, seat)
    return sorted(set(game.census(state)) - shown)


def redeal(game: Any, state: Any, seat: int, rng: random.Random) -> Any:
    """``state`` with the cards ``seat`` has not seen dealt anew at random
    (and the state's own generators reseeded from ``rng``)."""
    return deal(state, unseen_pools(game, state, seat), rng)


def unseen_pools(game: Any, state: Any, seat: int) -> list[list[str]]:
    """The cards ``seat`` has not seen in ``state``, in the groups that are
    dealt among themselves (one group unless the game gives ``unseen_groups``),
    each sorted. The same for every deal of one position: a search works
    them out once (building the seat's view once), not for every deal."""
    unseen = unseen_cards(game, state, seat)
    groups: Groups | None = getattr(game, "unseen_groups", None)
    return [sorted(g) for g in groups(state, unseen)] if groups else [unseen]


def deal(state: Any, pools: list[list[str]], rng: random.Random) -> Any:
    """``state`` with the cards of ``pools`` (:func:`unseen_pools`) dealt
    anew at random (and the state's own generators reseeded from ``rng``)."""
    return _Renamer(pools, rng).walk(state)


class _Renamer:
    """Walks a frozen value, renaming each unseen card the first time it is
    met to the next card of its group's shuffled pool (and every later
    mention the same way)."""

    def __init__(self, pools: list[list[str]], rng: random.Random) -> None:
        self.rng = rng
        self.group: dict[str, int] = {}
        self.pools: list[list[str]] = []
        for number, pool in enumerate(pools):
            for card in pool:
                self.group[card] = number
            shuffled = list(pool)
            rng.shuffle(shuffled)
            self.pools.append(shuffled)
        self.taken = [0] * len(self.pools)
        self.renamed: dict[str, str] = {}

    def card(self, card: str) -> str:
        new = self.renamed.get(card)
        if new is None:
            number = self.group[card]
            new = self.renamed[card] = self.pools[number][self.taken[number]]
            self.taken[number] += 1
        return new

    def walk(self, value: Any) -> Any:
        if isinstance(value, str):
            return self.card(value) if value in self.group else value
        if isinstance(value, tuple):
            items = tuple(self.walk(v) for v in value)
            return type(value)(*items) if hasattr(value, "_fields") else items
        if isinstance(value, (list,)):
            return [self.walk(v) for v in value]
        if isinstance(value, (frozenset, set)):
            # an unordered group: its unseen cards take the next cards of their
            # pools, so the group that comes out does not depend on which they were
            return type(value)(self._set_member(v) for v in sorted(value, key=_unseen_last(self.group)))
        if isinstance(value, dict):
            return type(value)((self.walk(k), self.walk(v)) for k, v in value.items())
        if isinstance(value, Rng):
            return Rng.from_seed(self.rng.getrandbits(64))
        if attrs.has(type(value)):
            changes = {}
            for field in attrs.fields(type(value)):
                if not field.init:
                    continue
                old = getattr(value, field.name)
                new = self.walk(old)
                if new is not old:
                    changes[field.name] = new
            return attrs.evolve(value, **changes) if changes else value
        return value

    def _set_member(self, value: Any) -> Any:
        return self.card(value) if isinstance(value, str) and value in self.group else self.walk(value)


def _unseen_last(group: dict[str, int]) -> Callable[[Any], tuple]:
    """Sort key for a set's members: what is seen first (by its value), then
    the unseen cards by their group alone (their names must not decide)."""

    def key(value: Any) -> tuple:
        if isinstance(value, str) and value in group:
            return (1, group[value], "")
        return (0, 0, repr(value))

    return key
