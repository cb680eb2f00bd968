"""The end of a turn and of a game of Chicks With Disks: passing the turn
on, the round limit, escaping with the Disk, and the epilogues."""

from __future__ import annotations

from cardtable.engine.protocol import Event
from cardtable.engine.values import evolve

from . import prompts
from .grid import CENTRE
from .state import CHOOSE, OVER, State, _moment, hero, name, superhuman_suit, turn_order


# ---- end of turn

def _end_turn(state: State, events: list[Event]) -> State:
    nxt = (state.current + 1) % state.n
    rnd = state.round + (1 if nxt == state.first else 0)
    state = evolve(state, current=nxt, phase=CHOOSE, turn_kind="", origin=None, target=None,
                         raid_won=False, resume="", duel=None, duel_queue=(), round=rnd)
    if state.round_cap and rnd > state.round_cap:
        return _cap_end(state, events)
    return state


def _win(state: State, seat: int, events: list[Event]) -> State:
    suit = superhuman_suit(state, seat)
    events.append(Event(f"{name(state, seat)} reaches the centre of the complex with the Disk and wins!",
                        kind="win", seat=seat, prompt=prompts.win(seat, hero(state, seat), suit)))
    state = _moment(state, "escape", seat, f"{hero(state, seat)} carries the Disk to the heart of "
                    f"the complex and gets away with it.", ("win",), CENTRE)
    return _finish(state, (seat,), "escape", events)


def _cap_end(state: State, events: list[Event]) -> State:
    if state.disk is not None:
        winners = (state.disk,)
        why = f"{name(state, state.disk)} holds the Disk"
    else:
        best = max(state.mission)
        winners = tuple(s for s in range(state.n) if state.mission[s] == best)
        why = ("most Mission Points: " + ", ".join(name(state, s) for s in winners) + f" ({best})")
    events.append(Event(f"The round limit ({state.round_cap} rounds) is reached and the alarms close the "
                        f"complex. {why}, so the win goes to {', '.join(name(state, s) for s in winners)}.",
                        kind="cap"))
    state = _moment(state, "cap", None, f"Time runs out: the complex locks down after {state.round_cap} "
                    f"rounds. {why}.", ("win",))
    return _finish(state, winners, "cap", events)


def _finish(state: State, winners: tuple[int, ...], reason: str, events: list[Event]) -> State:
    for s in turn_order(state):
        if s not in winners:
            events.append(Event(f"Epilogue for {name(state, s)}", kind="epilogue", seat=s,
                                prompt=prompts.epilogue(s, hero(state, s), superhuman_suit(state, s))))
    for s in winners:
        events.append(Event(f"Final word for {name(state, s)}", kind="epilogue", seat=s,
                            prompt=prompts.epilogue_winner(s, hero(state, s), superhuman_suit(state, s))))
    state = _moment(state, "epilogue", None, "After the heist.", ("epilogue", "epilogue-winner"))
    return evolve(state, phase=OVER, winners=winners, end_reason=reason, duel=None, duel_queue=())
