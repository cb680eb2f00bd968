"""Tokens in the Chicks With Disks complex: turning a room face up, stepping
from room to room (and taking a same-number link), and entering the complex
on a corner."""

from __future__ import annotations

from cardtable.engine.cards import card
from cardtable.engine.i18n import N_, _
from cardtable.engine.protocol import Action, Event, IllegalAction
from cardtable.engine.values import evolve

from . import prompts
from .ending import _end_turn
from .grid import CORNERS, is_link, link_key, slot_name
from .state import State, _disk_at, _moment, _slot_arg, name, occupants, suit_of


def _flip(state: State, seat: int, slot: int, events: list[Event], why: str) -> State:
    """Turn the card at ``slot`` face up (if it is not) with its room prompt;
    ``why`` (marked with ``N_``) says why it is turned."""
    if state.face_up[slot]:
        return state
    face_up = state.face_up[:slot] + (True,) + state.face_up[slot + 1:]
    c = state.grid[slot]
    events.append(Event(lambda: _("{why}: slot {slot} is the {card}").format(why=_(why), slot=slot_name(slot),
                                                                              card=card(c).name),
                        kind="flip", seat=seat, reveal=True, prompt=prompts.room(state, seat, c)))
    return _moment(state, "room", seat, ("room",), slot, face_up=face_up)


def _step(state: State, seat: int, src: int, dst: int, events: list[Event]) -> State:
    """Move ``seat``'s token from ``src`` to ``dst``; note a first use of a link."""
    pos = state.pos[:seat] + (dst,) + state.pos[seat + 1:]
    state = evolve(state, pos=pos)
    if state.disk == seat:
        state = _disk_at(state, dst)
    if src is not None and is_link(src, dst):
        key = link_key(src, dst)
        a, b = state.grid[src], state.grid[dst]
        linked = state  # the words are said when read (engine Event), from this state
        if key not in state.links_used:
            state = evolve(state, links_used=state.links_used + (key,))
            events.append(Event(lambda: _("{name} takes the same-number link from {start} ({start_slot}) to {end} "
                                          "({end_slot}) for the first time").format(
                                              name=name(linked, seat), start=card(a).short, start_slot=slot_name(src),
                                              end=card(b).short, end_slot=slot_name(dst)),
                                kind="link", seat=seat, prompt=prompts.link(linked, seat, a, b)))
            state = _moment(state, "link", seat, ("link",), dst, via=src)
        else:
            events.append(Event(lambda: _("{name} takes the link from {start} to {end}").format(
                                    name=name(linked, seat), start=card(a).short, end=card(b).short),
                                kind="link", seat=seat))
    return state


def _h_enter(state: State, seat: int, action: Action, events: list[Event]) -> State:
    if state.pos[seat] is not None:
        raise IllegalAction(_("your token is already in the complex"))
    slot = _slot_arg(action, CORNERS, N_("{slot} is not a corner: you enter the complex on one of the four "
                                         "corners (1:1, 9:1, 1:3 or 9:3)"))
    pos = state.pos[:seat] + (slot,) + state.pos[seat + 1:]
    outside = state  # the words are said when read (engine Event), from this state

    def said() -> str:
        others = [name(outside, s) for s in occupants(outside, slot, seat)]
        if others:
            text = _("{name} enters the complex at corner {slot} (sharing it with {others}; no duel on entry)")
        else:
            text = _("{name} enters the complex at corner {slot}")
        return text.format(name=name(outside, seat), slot=slot_name(slot), others=", ".join(others))

    events.append(Event(said, kind="enter", seat=seat,
                        prompt=prompts.entry(state, seat, suit_of(state.grid[slot]))))
    state = _moment(state, "entry", seat, ("entry",), slot, pos=pos)
    state = _flip(state, seat, slot, events, N_("The corner card is turned"))
    return _end_turn(state, events)
