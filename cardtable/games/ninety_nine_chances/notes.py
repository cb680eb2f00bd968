"""Dry-erase notes: a player writes, rewrites or wipes the note on one of
their own Resources while it is their move."""

from __future__ import annotations

from cardtable.engine.protocol import Action, Event, IllegalAction

from .deck import RESOURCE
from .state import (
    State, THEMES, check_args, clean_text, label, name_of, set_note,
)


def do_note(state: State, seat: int, action: Action, events: list[Event]) -> State:
    if state.phase == THEMES:
        raise IllegalAction("there are no Resources on the table yet")
    check_args(action, "card", "text")
    card = action["card"]
    if not isinstance(card, str) or card not in state.resources[seat]:
        raise IllegalAction("you can write only on a Resource in front of you")
    text = clean_text(action["text"], "note")
    old = state.note_on(card)
    if text == old:
        return state
    state = set_note(state, seat, card, text)
    what = label(state, card, RESOURCE)
    if not text:
        events.append(Event(f"{name_of(state, seat)} wipes the note off {what}", kind="note", seat=seat))
    elif old:
        events.append(Event(f"{name_of(state, seat)} rewrites the note on {what}: “{text}”", kind="note", seat=seat))
    else:
        events.append(Event(f"{name_of(state, seat)} writes “{text}” on {what}", kind="note", seat=seat))
    return state


def do_wipe(state: State, seat: int, action: Action, events: list[Event]) -> State:
    if state.phase == THEMES:
        raise IllegalAction("there are no Resources on the table yet")
    check_args(action, "card")
    card = action["card"]
    if not isinstance(card, str) or card not in state.resources[seat]:
        raise IllegalAction("you can wipe only a Resource in front of you")
    if not state.note_on(card):
        raise IllegalAction("there is no note on that card")
    state = set_note(state, seat, card, "")
    events.append(Event(f"{name_of(state, seat)} wipes the note off {label(state, card, RESOURCE)}",
                        kind="note", seat=seat))
    return state
