"""The end of a turn and of a game of Chicks With Disks: passing the turn
on, the round limit, escaping with the Disk, and the epilogues."""

from __future__ import annotations

from cardtable.engine.i18n import _, ngettext
from cardtable.engine.protocol import Event
from cardtable.engine.values import evolve

from . import prompts
from .grid import CENTRE
from .state import CHOOSE, OVER, State, _moment, name, superhuman_suit, turn_order


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
    won = state  # the words are said when read (engine Event), from this state
    events.append(Event(lambda: _("{name} reaches the centre of the complex with the Disk and wins!").format(
                            name=name(won, seat)),
                        kind="win", seat=seat, prompt=prompts.win(state, seat, suit)))
    state = _moment(state, "escape", seat, ("win",), CENTRE)
    return _finish(state, (seat,), "escape", events)


def _cap_end(state: State, events: list[Event]) -> State:
    if state.disk is not None:
        winners = (state.disk,)
        best = 0
    else:
        best = max(state.mission)
        winners = tuple(s for s in range(state.n) if state.mission[s] == best)
    capped = state  # the words are said when read (engine Event), from this state

    def said() -> str:
        return ngettext("The round limit ({rounds} round) is reached and the alarms close the complex. "
                        "{why}, so the win goes to {winners}.",
                        "The round limit ({rounds} rounds) is reached and the alarms close the complex. "
                        "{why}, so the win goes to {winners}.", capped.round_cap).format(
            rounds=capped.round_cap, why=cap_reason(capped, capped.disk, winners, best),
            winners=", ".join(name(capped, s) for s in winners))

    events.append(Event(said, kind="cap"))
    state = _moment(state, "cap", None, ("win",), other=state.disk, number=best)
    return _finish(state, winners, "cap", events)


def cap_reason(state: State, holder: int | None, winners: tuple[int, ...], best: int) -> str:
    """Why the round limit gives the win to ``winners``: ``holder`` holds the
    Disk, or (nobody holding it) they have the most Mission Points, ``best``."""
    if holder is not None:
        return _("{name} holds the Disk").format(name=name(state, holder))
    return _("most Mission Points: {names} ({points})").format(
        names=", ".join(name(state, s) for s in winners), points=best)


def _finish(state: State, winners: tuple[int, ...], reason: str, events: list[Event]) -> State:
    ended = state  # the words are said when read (engine Event), from this state and each event's own seat
    for s in turn_order(state):
        if s not in winners:
            events.append(Event(lambda s=s: _("Epilogue for {name}").format(name=name(ended, s)), kind="epilogue",
                                seat=s, prompt=prompts.epilogue(state, s, superhuman_suit(state, s))))
    for s in winners:
        events.append(Event(lambda s=s: _("Final word for {name}").format(name=name(ended, s)), kind="epilogue",
                            seat=s, prompt=prompts.epilogue_winner(state, s, superhuman_suit(state, s))))
    state = _moment(state, "epilogue", None, ("epilogue", "epilogue-winner"))
    return evolve(state, phase=OVER, winners=winners, end_reason=reason, duel=None, duel_queue=())
