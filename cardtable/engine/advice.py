"""What the game's bot would play in a seat's place: the core of a hint.

Pure Python, no session: the live table's hint
(:mod:`cardtable.model.hints`) and the replay view's "what would you play
here?" ask the same question of a state, so both give the same answer.

The bot asked is the game's hint level (:func:`~.levels.hint_level`): the
strongest level, which searches for up to a second of the reference
machine, unless the game's measured ladder rates its classic bot higher
(then that bot, which answers at once); a caller may name another. It is asked with a random
generator of its own, :func:`hint_rng`, seeded from the set-up's seed, the
number of moves made so far and the seat: the same position always gives
the same suggestion, and the suggestion *is* the level's choice — that
level handed that generator in that position plays exactly that move.

Why, in words: where the search plays the move the game's own bot would
(most often: it keeps that move unless it is sure of a better one), the
game's reason for it (``GameDef.hint_reason``); where it plays another, what
it found: how often each of the two moves won when the game was played out
over deals of the cards the seat has not seen.
"""

from __future__ import annotations

import random
from typing import Any

import attrs

from .i18n import _, number, percent
from .levels import Level, choose, hint_level
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


def suggest(game: GameDef, state: Any, seat: int, seed: int, moves: int,
            chosen: Level | None = None) -> Suggestion | None:
    """What ``chosen`` (the game's hint level if None) would play for ``seat``
    in ``state`` (``moves`` made so far in a game of set-up seed ``seed``),
    or None when the seat has no move or the bot no answer. It may think
    for up to the level's budget: ask it off the window's thread."""
    chosen = chosen or hint_level(game)
    legal = list(game.legal_actions(state, seat))
    if not legal:
        return None
    rng = hint_rng(seed, moves, seat)
    thought = None
    try:
        if chosen.think_ms:
            from .search import think  # only a searching level needs it (a lighter start)

            thought = think(game, state, seat, rng, chosen.iterations(game))
            choice = thought.action
        else:
            choice = choose(game, chosen, state, seat, rng)
    except Exception:  # a bot that cannot answer gives no suggestion; play goes on
        return None
    action = choice if choice in legal else next((a for a in legal if a.same_move(choice)), None)
    if action is None:
        return None
    reason = None
    try:
        if thought is not None and not thought.action.same_move(thought.usual):
            reason = _searched_reason(game, state, thought)
        elif game.hint_reason is not None:
            reason = game.hint_reason(state, seat, choice)
    except Exception:  # a reason is a courtesy: none rather than a broken suggestion
        reason = None
    return Suggestion(action, choice, reason or None)


def _searched_reason(game: GameDef, state: Any, thought: Any) -> str | None:
    """Why the search plays another move than the game's own bot would: how
    often each won, played out over deals of the cards the seat has not seen."""
    if thought.won is None or thought.usual_won is None:
        return None
    usual = game.describe(state, thought.usual).label.rstrip(".")
    return _("Played out {count} times over deals of the cards you have not seen, this move won "
             "{won} of its games; the usual choice, {usual}, won {other}.").format(
        count=number(thought.playouts), won=percent(thought.won, 0), usual=usual, other=percent(thought.usual_won, 0))
