"""What the game's bot would play in a seat's place: the core of a hint.

Pure Python, no session: the live table's hint
(:mod:`cardtable.model.hints`) and the replay view's "what would you play
here?" ask the same question of a state, so both give the same answer.

The bot is asked with a random generator of its own, :func:`hint_rng`,
seeded from the set-up's seed, the number of moves made so far and the
seat: the same position always gives the same suggestion, and the
suggestion *is* the bot's choice — a bot handed that generator in that
position plays exactly that move.
"""

from __future__ import annotations

import random
from typing import Any

import attrs

from .protocol import Action, GameDef


@attrs.frozen
class Suggestion:
    """One of the seat's legal moves (``action``, the words it carries left
    out for the player to write), the bot's own ``choice`` and, if the game
    says, why (``reason``)."""

    action: Action
    choice: Action
    reason: str | None = None


def hint_rng(seed: int, moves: int, seat: int) -> random.Random:
    """The generator a suggestion asks the bot with: seeded from the
    set-up's ``seed``, the ``moves`` made so far and the ``seat`` (a string
    seed: the same on every run and platform)."""
    return random.Random(f"hint {seed} {moves} {seat}")


def suggest(game: GameDef, state: Any, seat: int, seed: int, moves: int) -> Suggestion | None:
    """What the game's bot would play for ``seat`` in ``state`` (``moves``
    made so far in a game of set-up seed ``seed``), or None when the seat
    has no move or the bot no answer."""
    legal = list(game.legal_actions(state, seat))
    if not legal:
        return None
    try:
        choice = game.bot(state, seat, hint_rng(seed, moves, seat))
    except Exception:  # a bot that cannot answer gives no suggestion; play goes on
        return None
    action = choice if choice in legal else next((a for a in legal if a.same_move(choice)), None)
    if action is None:
        return None
    reason = None
    if game.hint_reason is not None:
        try:
            reason = game.hint_reason(state, seat, choice)
        except Exception:  # a reason is a courtesy: none rather than a broken suggestion
            reason = None
    return Suggestion(action, choice, reason or None)
