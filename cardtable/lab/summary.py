"""One game, summed up from its record; and summaries added up exactly.

Every figure of the lab comes from records: a record's set-up and moves are
replayed through the game (:func:`summarise`), and after each move the
game's :class:`~cardtable.engine.standing.Standing` says who leads. So a bot
game played here, one played on a Dask worker and one saved by the window
give the same summary. Owns :class:`GameSummary` (what one game adds to the
figures) and :class:`LabTally` (what games of one variant add up to: counts,
exact shares as fractions and histograms as counters, so tallies of chunks
add up to the same totals in any order). Pure Python, no Qt.
"""

from __future__ import annotations

import json
from collections import Counter
from fractions import Fraction
from typing import Any

import attrs

from cardtable.engine.levels import CLASSIC
from cardtable.engine.protocol import GameDef, Setup
from cardtable.engine.standing import standing_of

HUMAN = "human"  # the level a person's seat is counted under in the skill trace


def option_key(options: Any) -> str:
    """A set-up's options as one stable text: the variant's key."""
    return json.dumps(dict(options), sort_keys=True, ensure_ascii=True, default=str)


def seat_levels(setup: Setup) -> tuple[str, ...]:
    """Who played each seat: a bot's level (``classic`` for the game's own
    bot), or :data:`HUMAN`."""
    return tuple((p.level or CLASSIC) if p.bot else HUMAN for p in setup.players)


@attrs.frozen(order=True)
class VariantKey:
    """What sets games apart into variants: the player count, every option's
    value and each seat's level."""

    players: int
    options: str  # option_key()
    levels: tuple[str, ...]


@attrs.frozen
class GameSummary:
    """What one game adds to the figures."""

    key: VariantKey
    finished: bool  # it reached a result
    round_limit: bool  # the game stopped it at its round limit
    shares: tuple[Fraction, ...]  # each seat's share of the win (winners split 1)
    winners: int  # how many seats won (0: a draw)
    first: int | None  # the seat that made the first move
    moves: int
    rounds: int | None  # rounds begun by the end (None: the game counts none)
    decided: Fraction | None  # share of the game played before a winner led for good
    lead_changes: int  # times the one seat ahead of all others changed
    stability: Fraction  # how much the seats' places moved: the mean over seats of each one's variance


def summarise(game: GameDef, setup: Setup, actions: Any) -> GameSummary:
    """Replay ``actions`` (``(seat, action)`` pairs) from ``setup`` and sum
    the game up. Raises what the game raises for a move it refuses."""
    setup = game.normalise(setup)
    players = setup.count
    state = game.create(setup)
    standings = [standing_of(game, state, players)]
    first = None
    for seat, action in actions:
        if first is None:
            first = seat
        state, _events = game.checked_apply(state, seat, action)
        standings.append(standing_of(game, state, players))
    moves = len(standings) - 1
    result = game.result(state)
    key = VariantKey(players, option_key(setup.options), seat_levels(setup))
    changes, last = 0, None
    for s in standings:
        leader = s.leader()
        if leader is not None:
            if last is not None and leader != last:
                changes += 1
            last = leader
    stability = _stability(standings)
    if result is None:
        return GameSummary(key, False, False, (Fraction(0),) * players, 0, first, moves,
                           standings[-1].round, None, changes, stability)
    winners = frozenset(result.winners)
    if winners:
        shares = tuple(Fraction(1, len(winners)) if seat in winners else Fraction(0) for seat in range(players))
    else:
        shares = (Fraction(0),) * players
    decided = None
    if winners and moves:
        at = moves  # a winner the standing never showed ahead is decided by the last move
        for t in range(moves, -1, -1):
            if standings[t].leaders() <= winners:
                at = t
            else:
                break
        decided = Fraction(at, moves)
    return GameSummary(key, True, bool(result.round_limit), shares, len(winners), first, moves,
                       standings[-1].round, decided, changes, stability)


def _stability(standings: list) -> Fraction:
    """The variance of each seat's place (Standing.places) over the game,
    from its start to its end, averaged over the seats: 0 when no seat ever
    changed places; exact, so it adds up in any order."""
    places = [s.places() for s in standings]
    seats, n = len(places[0]), len(places)
    if not seats:
        return Fraction(0)
    total = Fraction(0)
    for seat in range(seats):
        series = [p[seat] for p in places]
        mean = sum(series, Fraction(0)) / n
        total += sum(((x - mean) ** 2 for x in series), Fraction(0)) / n
    return total / seats


@attrs.define
class LabTally:
    """Games of one variant added up. Every part adds up exactly (counts,
    fractions, counters), so chunks may come back in any order."""

    key: VariantKey
    games: int = 0
    completed: int = 0
    unfinished: int = 0
    round_limit: int = 0
    wins: list = attrs.Factory(list)  # per seat, Fractions
    first_share: Fraction = Fraction(0)  # the first mover's share, over completed games
    first_seats: Counter = attrs.Factory(Counter)  # seat that moved first -> completed games
    shared: int = 0  # completed games won by two seats or more
    draws: int = 0  # completed games nobody won
    moves: Counter = attrs.Factory(Counter)  # length in moves -> completed games
    rounds: Counter = attrs.Factory(Counter)  # length in rounds -> completed games (when counted)
    decided: Counter = attrs.Factory(Counter)  # Fraction -> games
    lead_changes: Counter = attrs.Factory(Counter)  # changes -> completed games
    stability: Counter = attrs.Factory(Counter)  # GameSummary.stability -> completed games
    levels: dict = attrs.Factory(dict)  # level -> [share Fraction, seats]
    rules_version: int = 0

    def __attrs_post_init__(self) -> None:
        if not self.wins:
            self.wins = [Fraction(0)] * self.key.players

    def add(self, g: GameSummary) -> None:
        self.games += 1
        if not g.finished:
            self.unfinished += 1
            return
        self.completed += 1
        self.round_limit += g.round_limit
        self.wins = [a + b for a, b in zip(self.wins, g.shares)]
        if g.first is not None:
            self.first_share += g.shares[g.first]
            self.first_seats[g.first] += 1
        self.shared += g.winners >= 2
        self.draws += g.winners == 0
        self.moves[g.moves] += 1
        if g.rounds is not None:
            self.rounds[g.rounds] += 1
        if g.decided is not None:
            self.decided[g.decided] += 1
        self.lead_changes[g.lead_changes] += 1
        self.stability[g.stability] += 1
        for name, share in zip(self.key.levels, g.shares):
            entry = self.levels.setdefault(name, [Fraction(0), 0])
            entry[0] += share
            entry[1] += 1

    def merge(self, other: "LabTally") -> None:
        if other.key.players != self.key.players:
            raise ValueError("tallies of different player counts do not add up")
        self.games += other.games
        self.completed += other.completed
        self.unfinished += other.unfinished
        self.round_limit += other.round_limit
        self.wins = [a + b for a, b in zip(self.wins, other.wins)]
        self.first_share += other.first_share
        self.first_seats.update(other.first_seats)
        self.shared += other.shared
        self.draws += other.draws
        for mine, theirs in ((self.moves, other.moves), (self.rounds, other.rounds), (self.decided, other.decided),
                             (self.lead_changes, other.lead_changes), (self.stability, other.stability)):
            mine.update(theirs)
        for name, (share, seats) in other.levels.items():
            entry = self.levels.setdefault(name, [Fraction(0), 0])
            entry[0] += share
            entry[1] += seats
        self.rules_version = self.rules_version or other.rules_version
