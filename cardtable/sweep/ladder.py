"""The ladder: the bot levels played against each other, and their ratings.

Every seating of the levels is played, each as a variant of a sweep (so on
every core or a Dask cluster alike): for ``n`` players, every choice of
``n`` different levels (when there are more seats than levels, each level
sits at several), in every rotation, so no level keeps the first seat.
Game ``k`` of a seating is seeded ``seed + k``: every seating deals the
same hands, and only the levels differ.

Ratings are OpenSkill's (Weng and Lin's Bayesian ratings, the Plackett-Luce
model), which rate games of any number of players where Elo rates pairs:
each game ranks its seats by their share of the win (winners first, the
others after them, tied). The games are rated in a fixed order (seating,
then game), so the same seed gives the same ratings whatever ran them.
Each rating is reported as its mean with its uncertainty (sigma), and the
conservative ordinal mu - 3 sigma. The head-to-head table counts, for each
pair of levels met in a game, how often the first took more of the win
than the second (a tie counts half).
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from typing import Any, Callable, Sequence

import attrs

from cardtable.engine.levels import NAMES, scaled_budgets
from cardtable.engine.protocol import GameDef

from .running import run
from .variant import Variant


def seatings(players: int, names: Sequence[str] = NAMES) -> list[tuple[str, ...]]:
    """Each seat's level, for every seating the ladder plays."""
    if players <= len(names):
        tables = list(itertools.combinations(names, players))
    else:  # more seats than levels: each level sits at several, in turn
        tables = [tuple(names[(start + j) % len(names)] for j in range(players)) for start in range(len(names))]
    return [table[turn:] + table[:turn] for table in tables for turn in range(players)]


@attrs.frozen
class Rating:
    level: str
    mu: float
    sigma: float
    games: int
    share: float  # its share of the wins, over the games it sat in
    fair: float  # the share one seat would take if all played alike

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma


@attrs.frozen
class Ladder:
    game: str
    players: int
    games: int  # games played in all
    seed: int
    think: int | None
    ratings: tuple[Rating, ...]  # strongest first
    head_to_head: dict  # (a, b) -> share of their meetings a finished ahead of b

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game, "players": self.players, "games": self.games, "seed": self.seed,
            "think_ms": self.think,
            "ratings": [{"level": r.level, "mu": round(r.mu, 3), "sigma": round(r.sigma, 3),
                         "ordinal": round(r.ordinal, 3), "games": r.games, "win_share": round(r.share, 4),
                         "fair_share": round(r.fair, 4)} for r in self.ratings],
            "head_to_head": {f"{a} v {b}": round(v, 4) for (a, b), v in sorted(self.head_to_head.items())},
        }


def ladder(game: GameDef, players: int, games: int, seed: int = 1, *, jobs: int | None = None,
           scheduler: str | None = None, think: int | None = None,
           progress: Callable[[int], None] | None = None) -> Ladder:
    """Play about ``games`` games over every seating (at least one each) and rate the levels."""
    from openskill.models import PlackettLuce

    tables = seatings(players)
    per = max(1, games // len(tables))
    chosen = [Variant(players, (), tuple(enumerate(table))) for table in tables]
    budgets = None if think is None else scaled_budgets(think)  # the strongest's budget; the others in proportion
    stats = run(game, chosen, per, seed, jobs=jobs, scheduler=scheduler, progress=progress, think=budgets,
                outcomes=True)
    model = PlackettLuce()
    rating = {name: model.rating(name=name) for name in NAMES}
    played = {name: 0 for name in NAMES}
    won = {name: Fraction(0) for name in NAMES}
    met: dict[tuple[str, str], list[Fraction]] = {}
    for table, variant in zip(tables, stats):
        for _k, shares in variant.outcomes:
            ranks = [1 + sum(1 for other in shares if other > mine) for mine in shares]
            rated = model.rate([[rating[name]] for name in table], ranks=ranks)
            for name, (new,) in zip(table, rated):
                rating[name] = new
            for name, share in zip(table, shares):
                played[name] += 1
                won[name] += share
            for (a, sa), (b, sb) in itertools.permutations(zip(table, shares), 2):
                if a != b:
                    tally = met.setdefault((a, b), [Fraction(0), Fraction(0)])
                    tally[0] += 1 if sa > sb else Fraction(1, 2) if sa == sb else 0
                    tally[1] += 1
    ratings = sorted((Rating(name, rating[name].mu, rating[name].sigma, played[name],
                             float(won[name] / played[name]) if played[name] else 0.0, 1 / players)
                      for name in NAMES if played[name]), key=lambda r: (-r.ordinal, NAMES.index(r.level)))
    return Ladder(game.id, players, sum(v.games for v in stats), seed, think, tuple(ratings),
                  {pair: float(ahead / n) for pair, (ahead, n) in met.items()})


def ladder_lines(result: Ladder) -> list[str]:
    """The ladder as a table to print: each level's rating, strongest first,
    then the head-to-head shares (row ahead of column)."""
    from cardtable.engine.i18n import _

    lines = [_("level    rating (mu ± sigma)   ordinal   games   win share (fair {fair})").format(
        fair=f"{1 / result.players:.3f}")]
    for r in result.ratings:
        lines.append(f"{r.level:<8} {r.mu:7.2f} ± {r.sigma:5.2f}       {r.ordinal:7.2f}   {r.games:5d}   {r.share:.3f}")
    names = [r.level for r in result.ratings]
    lines.append("")
    lines.append(_("head to head (how often the row finished ahead of the column):"))
    lines.append(" " * 9 + "".join(f"{n:>9}" for n in names))
    for a in names:
        cells = "".join(f"{result.head_to_head[(a, b)]:9.3f}" if (a, b) in result.head_to_head else " " * 9
                        for b in names)
        lines.append(f"{a:<9}{cells}")
    return lines
