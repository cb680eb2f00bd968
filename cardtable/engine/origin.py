"""Where a game came from: the game it was forked from, and at which move.

A game played on from a moment of another (:meth:`Match.fork`) keeps an
:class:`Origin` in its record: the source game's ``created`` stamp and the
timeline position ``at`` it was forked at (0: the opening table, k: the
table after move k). It is written in a save as::

    "origin": {"created": "2024-05-01T20:15:00+00:00", "at": 42}

and left out altogether for a game started afresh, so saves made before
forks existed load unchanged. What a file holds there is checked like every
other field (:func:`origin_from_json`): anything else is a
:class:`RecordError` that quotes nothing of the file.
"""

from __future__ import annotations

from typing import Any

import attrs

from .record_errors import RecordError
from .text import holds_control
from .i18n import _, number

ORIGIN_WORD = 200  # the source's creation stamp: a short field, as ids and kinds are
ORIGIN_MOVES = 5_000  # as many moves as a save may hold (saveformat.MAX_ACTIONS)


@attrs.frozen
class Origin:
    """The game a fork was made from (its ``created`` stamp) and the
    timeline position it was forked at."""

    created: str
    at: int

    def to_json(self) -> dict[str, Any]:
        return {"created": self.created, "at": self.at}


def origin_from_json(raw: Any) -> Origin | None:
    """The origin a save holds (``None`` when it holds none); raises only
    :class:`RecordError`, with a message that repeats nothing of the file.
    Fields it does not know are left aside, as a journal entry's are."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise RecordError(_("the game's origin is malformed (it is not a source game and a move)"))
    created, at = raw.get("created"), raw.get("at")
    if not isinstance(created, str):
        raise RecordError(_("the game's origin has no creation time for its source game"))
    if len(created) > ORIGIN_WORD:
        raise RecordError(_("the game's origin has a creation time longer than {most} characters").format(most=ORIGIN_WORD))
    if holds_control(created):
        raise RecordError(_("the game's origin has a creation time holding control characters"))
    if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at <= ORIGIN_MOVES:
        raise RecordError(_("the game's origin move is missing or not a whole number from 0 to {most}").format(most=number(ORIGIN_MOVES)))
    return Origin(created, at)
