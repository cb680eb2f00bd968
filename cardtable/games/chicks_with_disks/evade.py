"""An Evade in Chicks With Disks: declaring it, slipping past a neighbouring
room (``evade-flip``) and moving on from it (``evade-move``)."""

from __future__ import annotations

from cardtable.engine.cards import card
from cardtable.engine.i18n import N_, _
from cardtable.engine.protocol import Action, Event, IllegalAction
from cardtable.engine.values import evolve

from .duel import _start_duels
from .ending import _win
from .grid import adjacent, slot_name
from .state import EVADE, EVADE_FLIP, EVADE_MOVE, State, _args, _disk_home, _moment, _slot_arg, name
from .tokens import _flip, _step


def _h_evade(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action)
    if state.pos[seat] is None:
        raise IllegalAction(_("enter the complex on a corner first"))
    events.append(Event(lambda: _("{name} declares an Evade").format(name=name(state, seat)), kind="declare",
                        seat=seat))
    return evolve(state, phase=EVADE_FLIP, turn_kind=EVADE, origin=state.pos[seat])


def _h_flip(state: State, seat: int, action: Action, events: list[Event]) -> State:
    here = state.pos[seat]
    slot = _slot_arg(action, adjacent(state.grid, state.face_up, here),
                     N_("{slot} is not next to your token or linked to it: you evade past a neighbouring room"))
    state = _flip(state, seat, slot, events, N_("The evaded card is turned"))
    evaded = state  # the words are said when read (engine Event), from this state
    events.append(Event(lambda: _("{name} slips past the {room} room").format(
                            name=name(evaded, seat), room=card(evaded.grid[slot]).short),
                        kind="evade", seat=seat))
    state = _moment(state, "evade", seat, (), slot)
    # The token passes over the evaded card on its way; no duel there.
    state = _step(state, seat, here, slot, events)
    return evolve(state, phase=EVADE_MOVE, target=slot)


def _h_evade_move(state: State, seat: int, action: Action, events: list[Event]) -> State:
    slot = _slot_arg(action, adjacent(state.grid, state.face_up, state.target),
                     N_("{slot} is not next to {near} or linked to it: after evading you move on to a room "
                        "next to the one you slipped past"), state, state.target)
    state = _step(state, seat, state.target, slot, events)

    def said() -> str:
        if state.face_up[slot]:
            return _("{name} moves to {card} at {slot}").format(card=card(state.grid[slot]).short,
                                                                name=name(state, seat), slot=slot_name(slot))
        return _("{name} moves to a face-down card at {slot}").format(name=name(state, seat),
                                                                      slot=slot_name(slot))

    events.append(Event(said, kind="move", seat=seat))
    if _disk_home(state, seat):
        return _win(state, seat, events)
    return _start_duels(state, seat, slot, "end", events)
