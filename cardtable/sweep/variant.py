"""What a sweep plays, and the bounds of a run: its variants (a player
count and option values each), checked against the game, and the number of
games and seeds, checked before anything is played.

Owns :class:`Variant`, :class:`SweepError` (every refusal of the package, in
one line) and the bounds :data:`MAX_GAMES`, :data:`MAX_VARIANTS` and
:data:`MAX_JOBS`, which the command line states in its help. May touch the
engine (a game's definition, to try each variant) and nothing else of the
package: the other modules of :mod:`cardtable.sweep` build on this one.
"""

from __future__ import annotations

import itertools
from typing import Any, Mapping, Sequence

import attrs

from cardtable.engine.i18n import _, ngettext, number
from cardtable.engine.protocol import BadOptions, GameDef, PlayerSpec, Setup
from cardtable.engine.rng import SEED_MIN, SEED_STOP

# Bounds of a run, checked before anything is played (the CLI states them in
# its help and turns a value outside them into a one-line error):
MAX_GAMES = 1_000_000  # games in one run: ``simulate``'s --games, a sweep's --games x variants
MAX_VARIANTS = 1_000  # variants in one sweep (each is checked by starting a game of it)
MAX_JOBS = 1_024  # --jobs accepted; the processes started are also capped by the cores and the chunks
# The seeds a saved game may carry: the record loader (engine/record.py,
# load_record: "the seed is out of range") accepts exactly
# SEED_MIN <= seed < SEED_STOP (engine/rng.py's, imported above), so nothing
# here plays or saves a game outside.


class SweepError(Exception):
    """A sweep that cannot run (a bad variant, an unreachable cluster); one line."""


@attrs.frozen
class Variant:
    """One point of a sweep: a player count and the swept options' values
    (the other options keep their defaults or the fixed values given)."""

    players: int
    options: tuple[tuple[str, Any], ...] = ()  # the swept and fixed options, in the order given
    levels: tuple[tuple[int, str], ...] = ()  # (seat from 0, bot level) where not classic: a ladder's seating

    @property
    def option_dict(self) -> dict[str, Any]:
        return dict(self.options)

    @property
    def label(self) -> str:
        opts = " ".join(f"{k}={option_text(v)}" for k, v in self.options)
        players = ngettext("{n} player", "{n} players", self.players).format(n=self.players)
        return players + (f", {opts}" if opts else "")

    @property
    def short_label(self) -> str:
        opts = " ".join(f"{k}={option_text(v)}" for k, v in self.options)
        return f"{self.players}p" + (f" {opts}" if opts else "")


def option_text(value: Any) -> str:
    """An option's value as a label and a CSV cell say it."""
    if isinstance(value, bool):
        return _("on") if value else _("off")
    return str(value)


def variants(players: Sequence[int], grid: Mapping[str, Sequence[Any]]) -> list[Variant]:
    """The cross product: every player count with every combination of the
    option values, player counts outermost, then options in the order given."""
    keys = list(grid)
    out = []
    for n in players:
        for values in itertools.product(*(grid[k] for k in keys)):
            out.append(Variant(n, tuple(zip(keys, values))))
    return out


def check_variants(game: GameDef, chosen: Sequence[Variant]) -> None:
    """Raise :class:`SweepError` naming the first variant the game refuses
    (players out of range, a bad option value, an impossible combination)."""
    if not chosen:
        raise SweepError("nothing to play: give at least one player count")
    if len(chosen) > MAX_VARIANTS:
        raise SweepError(_("a sweep plays at most {most} variants, not {count}").format(most=number(MAX_VARIANTS), count=number(len(chosen))))
    seen = set()
    for v in chosen:
        if v in seen:
            raise SweepError(_("{label} is listed twice").format(label=v.label))
        seen.add(v)
        try:
            game.check_players(v.players)  # before a player list of that length is made
            game.create(bot_setup(game, v, 1))
        except BadOptions as err:
            raise SweepError(f"{game.title} with {v.label}: {err}" if len(chosen) > 1 else str(err)) from None


def bot_setup(game: GameDef, variant: Variant, seed: int, levels: Mapping[int, str] | None = None) -> Setup:
    """A game of ``variant`` for bots only, seeded ``seed``; ``levels``: a
    level for some seats (numbered from 0), the others play the classic bot."""
    levels = levels or {}
    players = tuple(PlayerSpec(f"Bot {i + 1}", True, levels.get(i, "")) for i in range(variant.players))  # saved: no language
    return Setup(players, variant.option_dict, seed)


def seeds_fit(seed: int, games: int = 1) -> bool:
    """Games ``seed`` .. ``seed + games - 1`` all have seeds a saved game can hold."""
    return SEED_MIN <= seed and seed + games - 1 < SEED_STOP


def check_run(chosen: Sequence[Variant], games: int, seed: int, saving: bool = False) -> None:
    """Raise :class:`SweepError` when ``games`` games of each of ``chosen``
    from ``seed`` are out of bounds: at least one game, at most
    :data:`MAX_GAMES` in all, and (when the games are saved) every seed one
    that a record can hold."""
    if not isinstance(games, int) or games < 1:
        raise SweepError("the number of games must be at least 1")
    total = games * max(1, len(chosen))
    if total > MAX_GAMES:
        what = (games_text(games) if len(chosen) <= 1
                else _("{games} x {count} variants").format(games=games_text(games), count=number(len(chosen))))
        raise SweepError(_("{what} is too many: one run plays at most {most} games").format(
            what=what, most=number(MAX_GAMES)))
    if saving and not seeds_fit(seed, games):
        raise SweepError(_("the games would be seeded {first} to {last}, but a game's seed must be from {least} to {most} to be "
                           "saved").format(first=seed, last=seed + games - 1, least=SEED_MIN, most=SEED_STOP - 1))


def games_text(n: int) -> str:
    """``n`` games, in words."""
    return ngettext("{n} game", "{n} games", n).format(n=number(n))
