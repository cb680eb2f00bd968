"""Playing: one bot-only game, and a chunk of consecutive games of one
variant added up as a :class:`Tally`.

:func:`play_chunk` is a plain top-level function given only plain values,
so this process, a process pool or a Dask worker runs it alike. Game ``k``
of a variant is seeded ``seed + k`` and its bots draw from
``random.Random((seed + k) * 7919 + 17)``, as ``simulate`` and
:class:`~cardtable.engine.match.Match` always have. Owns :data:`MAX_ACTIONS`
(a game given up) and the saving of a chunk's games as records. May touch
the engine and the games' registry (looked up by id, in the worker).
"""

from __future__ import annotations

import random
import time
from fractions import Fraction
from pathlib import Path
from typing import Any

import attrs

from cardtable.engine.levels import Budget, choose, level, with_think
from cardtable.engine.protocol import GameDef, Setup

from .variant import Variant, bot_setup

MAX_ACTIONS = 20_000  # a bot game still running after this many moves is given up (``unfinished``)


@attrs.define
class Tally:
    """What a run of games of one variant adds up to. Sums are exact, so
    tallies of chunks add up to the same totals in any order."""

    players: int
    games: int = 0
    completed: int = 0  # games that reached a result
    unfinished: int = 0  # given up after MAX_ACTIONS moves
    round_limit: int = 0  # games the game itself stopped at its round limit
    moves: int = 0
    wins: list = attrs.Factory(list)  # per seat, Fractions (a shared win counts 1/k to each of k)
    spread_sum: Fraction = Fraction(0)  # sum over completed games of (best score - worst score)
    spread_games: int = 0
    seconds: float = 0.0  # time spent playing (not part of the results)
    rules_version: int = 0
    outcomes: dict = attrs.Factory(dict)  # game k -> each seat's share of the win, when asked for (a ladder)

    def __attrs_post_init__(self) -> None:
        if not self.wins:
            self.wins = [Fraction(0)] * self.players

    def add_game(self, result: Any, moves: int, game: int | None = None) -> None:
        """Count a game's ``result`` (None: given up); with ``game`` (its
        number k) keep each seat's share of it too."""
        self.games += 1
        self.moves += moves
        if game is not None:
            self.outcomes[game] = shares_of(result, self.players)
        if result is None:
            self.unfinished += 1
            return
        self.completed += 1
        if result.round_limit:
            self.round_limit += 1
        if result.winners:
            share = Fraction(1, len(result.winners))
            for w in result.winners:
                self.wins[w] += share
        if result.scores:
            self.spread_sum += Fraction(max(result.scores)) - Fraction(min(result.scores))
            self.spread_games += 1

    def merge(self, other: "Tally") -> None:
        if other.players != self.players:
            raise ValueError("tallies of different player counts do not add up")
        self.games += other.games
        self.completed += other.completed
        self.unfinished += other.unfinished
        self.round_limit += other.round_limit
        self.moves += other.moves
        self.wins = [a + b for a, b in zip(self.wins, other.wins)]
        self.spread_sum += other.spread_sum
        self.spread_games += other.spread_games
        self.seconds += other.seconds
        self.outcomes.update(other.outcomes)
        self.rules_version = self.rules_version or other.rules_version


def shares_of(result: Any, players: int) -> tuple[Fraction, ...]:
    """Each seat's share of a game's win: winners split 1; a game with no
    winner (or given up) shares it evenly."""
    winners = result.winners if result is not None else ()
    if not winners:
        return tuple(Fraction(1, players) for _ in range(players))
    return tuple(Fraction(1, len(winners)) if seat in winners else Fraction(0) for seat in range(players))


def play_game(game: GameDef, setup: Setup, max_actions: int = MAX_ACTIONS,
              moves_out: list | None = None, think: Budget = None) -> tuple[Any, int]:
    """One bot-only game from a normalised ``setup``: ``(result or None, moves)``.
    ``moves_out``, if given, receives every ``(seat, action)``. Each seat
    plays at its level; ``think`` (ms) sets the searching levels' budget
    (one for all, or each level's own: engine/levels.py's ``with_think``)."""
    state = game.new_game(setup)
    rng = random.Random(setup.seed * 7919 + 17)
    apply, bot, to_act, result = game.apply, game.bot, game.to_act, game.result
    levels = {seat: with_think(level(p.level), think) for seat, p in enumerate(setup.players) if p.level}
    moves = 0
    res = result(state)
    while res is None and moves < max_actions:
        seats = to_act(state)
        if not seats:
            break
        seat = seats[0]
        chosen = levels.get(seat)
        action = bot(state, seat, rng) if chosen is None else choose(game, chosen, state, seat, rng)
        state, _events = apply(state, seat, action)
        if moves_out is not None:
            moves_out.append((seat, action))
        moves += 1
        res = result(state)
    return res, moves


def play_chunk(game_id: str, players: int, options: tuple[tuple[str, Any], ...], seed: int,
               start: int, stop: int, save_dir: str | None = None, max_actions: int = MAX_ACTIONS,
               levels: tuple[tuple[int, str], ...] = (), think: Budget = None, outcomes: bool = False) -> Tally:
    """Games ``start .. stop - 1`` of one variant (game ``k`` seeded ``seed + k``).

    Top-level and given only plain values, so it runs the same in this
    process, in a process pool or on a Dask worker (which looks the game up
    in its own installed CardTable)."""
    from cardtable.games import all_games

    game = all_games()[game_id]
    variant = Variant(players, options)
    base = game.normalise(bot_setup(game, variant, seed, dict(levels)))
    tally = Tally(players, rules_version=game.rules_version)
    started = time.perf_counter()
    for k in range(start, stop):
        setup = attrs.evolve(base, seed=seed + k)
        moves_out: list | None = [] if save_dir else None
        try:
            res, moves = play_game(game, setup, max_actions, moves_out, think)
        except Exception as err:  # a bug in a game or bot: say which game to replay
            shown = Variant(players, tuple((key, value["name"] if isinstance(value, dict) else value)
                                           for key, value in options))  # a carried file by its name
            raise RuntimeError(f"{game_id} with {shown.label}, seed {seed + k}: "
                               f"{type(err).__name__}: {err}") from err
        tally.add_game(res, moves, k if outcomes else None)
        if save_dir:
            _save(game, setup, moves_out, Path(save_dir))
    tally.seconds = time.perf_counter() - started
    return tally


def _save(game: GameDef, setup: Setup, moves: list, folder: Path) -> None:
    from cardtable.engine.record import Record, save_record

    folder.mkdir(parents=True, exist_ok=True)
    record = Record(game.id, setup, tuple(moves), (), game.rules_version)
    save_record(folder / f"{game.id}-{setup.seed}.cardtable.json", record)
