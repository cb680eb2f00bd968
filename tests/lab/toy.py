"""A toy game for the lab's tests, whose records are written by hand: seats
take turns; a turn either gains points or ends the game. Whoever has the
most points at the end wins (a tie at the top is a shared win, no points
at all a draw). Its standing is the points; its rounds are the turns of
the table begun."""

from __future__ import annotations

import attrs

from cardtable.engine.protocol import Action, ActionInfo, GameDef, OptionSpec, PlayerSpec, Result, Setup
from cardtable.engine.standing import Standing


@attrs.frozen
class Toy:
    points: tuple[int, ...]
    current: int = 0
    moves: int = 0
    over: bool = False
    capped: bool = False  # ended by a round limit ("cap")


def _new(setup: Setup) -> Toy:
    return Toy((0,) * setup.count)


def _apply(state: Toy, seat: int, action: Action):
    points = state.points
    if action.kind == "gain":
        points = points[:seat] + (points[seat] + action["n"],) + points[seat + 1:]
    return attrs.evolve(state, points=points, current=(seat + 1) % len(points), moves=state.moves + 1,
                        over=action.kind in ("end", "cap"), capped=action.kind == "cap"), ()


def _result(state: Toy):
    if not state.over:
        return None
    best = max(state.points)
    winners = () if best == 0 else tuple(s for s, p in enumerate(state.points) if p == best)
    return Result(winners, "toy", tuple(float(p) for p in state.points), round_limit=state.capped)


def _standing(state: Toy) -> Standing:
    n = len(state.points)
    return Standing(tuple(float(p) for p in state.points), (state.moves + n - 1) // n)


def toy_game(standing: bool = True) -> GameDef:
    return GameDef(
        id="toy", title="Toy", min_players=2, max_players=4, new_game=_new,
        to_act=lambda s: () if s.over else (s.current,),
        legal_actions=lambda s, seat: [Action.of("gain", n=1), Action.of("gain", n=2), Action.of("end"),
                                           Action.of("cap")],
        apply=_apply, view=lambda s, v: None, layout=lambda n, o, v: None,
        describe=lambda s, a: ActionInfo(a.kind), result=_result, bot=lambda s, seat, rng: Action.of("end"),
        census=lambda s: (), options=(OptionSpec("extra", "Extra", 0, "int", minimum=0, maximum=9), OptionSpec("label", "Label", "", "text")),
        seat_standing=_standing if standing else None)


def gain(seat: int, n: int) -> tuple[int, Action]:
    return seat, Action.of("gain", n=n)


def end(seat: int) -> tuple[int, Action]:
    return seat, Action.of("end")


def setup(players: int = 2, extra: int = 0, humans: tuple[int, ...] = (), levels: dict | None = None,
          label: str = "") -> Setup:
    levels = levels or {}
    return Setup(tuple(PlayerSpec(f"P{i + 1}", i not in humans, levels.get(i, "")) for i in range(players)),
                 {"extra": extra, "label": label}, 1)
