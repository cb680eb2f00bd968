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
    shown = state  # the words are said when read (engine Event), from this state

    def said() -> str:
        if not text:
            words = _("{name} wipes the note off {card}")
        elif old:
            words = _("{name} rewrites the note on {card}: “{text}”")
        else:
            words = _("{name} writes “{text}” on {card}")
        return words.format(name=name_of(shown, seat), card=label(shown, card, RESOURCE), text=text)

    events.append(Event(said, kind="note", seat=seat))
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
    shown = state  # the words are said when read (engine Event), from this state
    events.append(Event(lambda: _("{name} wipes the note off {card}").format(name=name_of(shown, seat),
                                                                           card=label(shown, card, RESOURCE)),
                        kind="note", seat=seat))
    return state
