"""Drawing from a draw pile that has a discard pile behind it.

One rule for every game (RULINGS, "Reshuffle"): when a game needs cards and
its draw pile cannot give them, the discard pile — less any card that must
stay face up while it is in use (a Duel card, a flipped Finale, a card just
shown, the top discard a game keeps) — is shuffled and put under the draw
pile. If that still leaves no card, the draw is skipped and the caller is
told so (``Drawn.card is None``); the caller words the log line.

Piles are tuples of card ids, top of the draw pile first and top of the
discard pile last. Nothing here knows any game: a game says which cards it
keeps face up, and how the log names what happened.
"""

from __future__ import annotations

from typing import Iterable

import attrs

from .rng import Rng


@attrs.frozen
class Drawn:
    """What a draw (or a reshuffle on its own) did.

    ``cards`` are the cards taken, top first (fewer than asked for when both
    piles ran dry; none for a plain reshuffle); ``draw``, ``discard`` and
    ``rng`` are the piles and generator afterwards; ``reshuffled`` is how
    many discarded cards were shuffled into the draw pile (0: no reshuffle);
    ``kept`` the cards that stayed face up on the discard pile meanwhile."""

    cards: tuple[str, ...]
    draw: tuple[str, ...]
    discard: tuple[str, ...]
    rng: Rng
    reshuffled: int = 0
    kept: tuple[str, ...] = ()

    @property
    def card(self) -> str | None:
        """The one card a single draw took, or ``None`` if it was skipped."""
        return self.cards[0] if self.cards else None


def reshuffle(draw: tuple[str, ...], discard: tuple[str, ...], rng: Rng,
              keep: Iterable[str] = ()) -> Drawn:
    """Shuffle the discard pile, less the cards in ``keep``, under the draw
    pile. Kept cards stay on the discard pile in their order. With nothing to
    shuffle, nothing changes (``reshuffled == 0``) and the generator is not used."""
    keep = frozenset(keep)
    if keep:
        pool = tuple(c for c in discard if c not in keep)
        kept = tuple(c for c in discard if c in keep)
    else:
        pool, kept = discard, ()
    if not pool:
        return Drawn((), draw, discard, rng, 0, kept)
    pile, rng = rng.shuffle(pool)
    return Drawn((), draw + pile, kept, rng, len(pile), kept)


def draw_cards(draw: tuple[str, ...], discard: tuple[str, ...], rng: Rng, count: int = 1,
               keep: Iterable[str] = ()) -> Drawn:
    """Take ``count`` cards off the top of the draw pile. If it holds fewer,
    the discard pile (less ``keep``) is first shuffled in under it; if there
    are still too few, every card left is taken (none at all: the draw is
    skipped). A kept card is never taken."""
    if count < 0:
        raise ValueError("draw_cards() needs count >= 0")
    reshuffled, kept = 0, ()
    if len(draw) < count:
        done = reshuffle(draw, discard, rng, keep)
        draw, discard, rng, reshuffled, kept = done.draw, done.discard, done.rng, done.reshuffled, done.kept
    return Drawn(draw[:count], draw[count:], discard, rng, reshuffled, kept)
