"""Who leads, and how far play has come: a game's :class:`Standing`.

A game may say, for any state, how each seat stands (``lead``: one number
per seat, higher is better: lives left, points, Resources...) and how many
rounds have begun (``round``: the game's own round counter, in whatever it
calls a round: a hand, an act, a Phase). It says so through one optional
hook, ``GameDef.seat_standing``, written in the game's own package; the
designer's lab (:mod:`cardtable.lab`) reads it to find the leader after
every move, the lead changes and the length of a game in rounds.

Owns :class:`Standing` and :func:`standing_of`, which falls back, for a
game without the hook, on what every game gives: its result's scores once
the game is over (nobody leads before) and no round count. Pure Python.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Sequence

import attrs


@attrs.frozen
class Standing:
    """How the seats stand in one state: ``lead`` per seat (higher is
    better), and ``round``, the rounds begun so far (None: the game does
    not count rounds)."""

    lead: tuple[float, ...]
    round: int | None = None

    def leaders(self) -> frozenset[int]:
        """The seats with the best standing (every seat when all are level)."""
        if not self.lead:
            return frozenset()
        best = max(self.lead)
        return frozenset(seat for seat, value in enumerate(self.lead) if value == best)

    def places(self) -> tuple[Fraction, ...]:
        """Each seat's place as a share, from 0 (behind every other seat) to
        1 (ahead of every other): the seats it is ahead of, and half of those
        level with it, out of the others."""
        others = len(self.lead) - 1
        if others < 1:
            return (Fraction(0),) * len(self.lead)
        return tuple(Fraction(2 * sum(1 for o in self.lead if o < mine) + sum(1 for o in self.lead if o == mine) - 1,
                              2 * others) for mine in self.lead)

    def leader(self) -> int | None:
        """The one seat ahead of every other, or None when the best is shared."""
        top = self.leaders()
        return next(iter(top)) if len(top) == 1 else None


def standing_of(game: Any, state: Any, players: int) -> Standing:
    """``state``'s standing by the game's own hook; without one, the
    result's scores once the game is over (else every seat level), and no
    round count."""
    if game.seat_standing is not None:
        found = game.seat_standing(state)
        return Standing(tuple(float(x) for x in found.lead), found.round)
    result = game.result(state)
    scores: Sequence[float] = result.scores if result is not None and len(result.scores) == players else ()
    return Standing(tuple(float(x) for x in scores) if scores else (0.0,) * players, None)
