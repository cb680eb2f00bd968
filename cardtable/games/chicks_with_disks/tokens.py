"""Tokens in the Chicks With Disks complex: turning a room face up, stepping
from room to room (and taking a same-number link), and entering the complex
on a corner."""

from __future__ import annotations

from cardtable.engine.cards import card
from cardtable.engine.protocol import Action, Event, IllegalAction
from cardtable.engine.values import evolve

from . import prompts
from .ending import _end_turn
from .grid import CORNERS, is_link, link_key, slot_name
from .state import State, _disk_at, _moment, _slot_arg, hero, name, occupants, suit_of


def _flip(state: State, seat: int, slot: int, events: list[Event], why: str) -> State:
    """Turn the card at ``slot`` face up (if it is not) with its room prompt."""
    if state.face_up[slot]:
        return state
    face_up = state.face_up[:slot] + (True,) + state.face_up[slot + 1:]
    c = state.grid[slot]
    suit = suit_of(c)
    events.append(Event(f"{why}: slot {slot_name(slot)} is the {card(c).name}", kind="flip", seat=seat,
                        reveal=True, prompt=prompts.room(seat, hero(state, seat), suit, card(c).short)))
    return _moment(state, "room", seat, f"{hero(state, seat)} opens the {card(c).short} room "
                   f"(slot {slot_name(slot)}): {prompts.ROOM_THEME[suit]}.", ("room",), slot, face_up=face_up)


def _step(state: State, seat: int, src: int, dst: int, events: list[Event]) -> State:
    """Move ``seat``'s token from ``src`` to ``dst``; note a first use of a link."""
    pos = state.pos[:seat] + (dst,) + state.pos[seat + 1:]
    state = evolve(state, pos=pos)
    if state.disk == seat:
        state = _disk_at(state, dst)
    if src is not None and is_link(src, dst):
        key = link_key(src, dst)
        a, b = card(state.grid[src]), card(state.grid[dst])
        if key not in state.links_used:
            state = evolve(state, links_used=state.links_used + (key,))
            events.append(Event(f"{name(state, seat)} takes the same-number link from {a.short} "
                                f"({slot_name(src)}) to {b.short} ({slot_name(dst)}) for the first time",
                                kind="link", seat=seat,
                                prompt=prompts.link(seat, hero(state, seat), a.short, b.short, b.suit)))
            state = _moment(state, "link", seat, f"{hero(state, seat)} finds a way from the {a.short} room "
                            f"to the far-off {b.short} room.", ("link",), dst)
        else:
            events.append(Event(f"{name(state, seat)} takes the link from {a.short} to {b.short}",
                                kind="link", seat=seat))
    return state


def _h_enter(state: State, seat: int, action: Action, events: list[Event]) -> State:
    if state.pos[seat] is not None:
        raise IllegalAction("your token is already in the complex")
    slot = _slot_arg(action, CORNERS, "{slot} is not a corner: you enter the complex on one of the four "
                     "corners (1:1, 9:1, 1:3 or 9:3)")
    pos = state.pos[:seat] + (slot,) + state.pos[seat + 1:]
    c = state.grid[slot]
    others = [name(state, s) for s in occupants(state, slot, seat)]
    also = f" (sharing it with {', '.join(others)}; no duel on entry)" if others else ""
    events.append(Event(f"{name(state, seat)} enters the complex at corner {slot_name(slot)}{also}",
                        kind="enter", seat=seat,
                        prompt=prompts.entry(seat, hero(state, seat), suit_of(c))))
    state = _moment(state, "entry", seat, f"{hero(state, seat)} gets into the complex at corner "
                    f"{slot_name(slot)}.", ("entry",), slot, pos=pos)
    state = _flip(state, seat, slot, events, "The corner card is turned")
    return _end_turn(state, events)
