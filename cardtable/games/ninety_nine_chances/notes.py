"""Dry-erase notes: a player writes, rewrites or wipes the note on one of
their own Resources while it is their move."""

from __future__ import annotations

from cardtable.engine.i18n import _
from cardtable.engine.protocol import Action, Event, IllegalAction

from .deck import RESOURCE
from .state import (
    State, THEMES, check_args, clean_text, label, name_of, set_note,
)


def do_note(state: State, seat: int, action: Action, events: list[Event]) -> State:
    if state.phase == THEMES:
        raise IllegalAction(_("there are no Resources on the table yet"))
    check_args(action, "card", "text")
    card = action["card"]
    if not isinstance(card, str) or card not in state.resources[seat]:
        raise IllegalAction(_("you can write only on a Resource in front of you"))
    text = clean_text(action["text"], "note")
    old = state.note_on(card)
    if text == old:
        return state
    state = set_note(state, seat, card, text)
    what = label(state, card, RESOURCE)
    if not text:
        said = _("{name} wipes the note off {card}")
    elif old:
        said = _("{name} rewrites the note on {card}: “{text}”")
    else:
        said = _("{name} writes “{text}” on {card}")
    events.append(Event(said.format(name=name_of(state, seat), card=what, text=text), kind="note", seat=seat))
    return state


def do_wipe(state: State, seat: int, action: Action, events: list[Event]) -> State:
    if state.phase == THEMES:
        raise IllegalAction(_("there are no Resources on the table yet"))
    check_args(action, "card")
    card = action["card"]
    if not isinstance(card, str) or card not in state.resources[seat]:
        raise IllegalAction(_("you can wipe only a Resource in front of you"))
    if not state.note_on(card):
        raise IllegalAction(_("there is no note on that card"))
    state = set_note(state, seat, card, "")
    events.append(Event(_("{name} wipes the note off {card}").format(name=name_of(state, seat),
                                                                   card=label(state, card, RESOURCE)),
                        kind="note", seat=seat))
    return state
