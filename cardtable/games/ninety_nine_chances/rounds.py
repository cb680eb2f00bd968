"""The Resources and Trouble rounds, and the flow from round to round and
act to act."""

from __future__ import annotations

from cardtable.engine.i18n import _
from cardtable.engine.protocol import Action, Event, IllegalAction, Prompt
from cardtable.engine.values import evolve

from .climax import start_climax
from .deck import PROBLEM, RESOURCE
from .state import (
    PLAN, Placed, RESOURCES, State, TROUBLE, add_problem, add_resource, advance, check_args, clean_text,
    clockwise, draw_to_hand, from_hand, hand_card, label, name_of, need_phase, problem_targets, seat_arg,
    set_note, word,
)


def do_resource(state: State, seat: int, action: Action, events: list[Event]) -> State:
    need_phase(state, action, RESOURCES)
    check_args(action, "card", "involves", "text")
    card = hand_card(state, seat, action)
    other = seat_arg(state, action, "involves")
    if other == seat:
        raise IllegalAction(_("a Resource should involve another player's character"))
    text = clean_text(action["text"], "note")
    state = add_resource(from_hand(state, seat, card), seat, card)
    if text:
        state = set_note(state, seat, card, text)
    state = _record_placed(state, RESOURCE, seat, card, other, text)
    shown = state  # the words are said when read (engine Event), from this state

    def said() -> str:
        if text:
            words = _("{name} plays the Resource {card}, involving {other}, noted “{note}”")
        else:
            words = _("{name} plays the Resource {card}, involving {other}")
        return words.format(name=name_of(shown, seat), card=label(shown, card, RESOURCE), other=name_of(shown, other),
                            note=text)

    def asked() -> str:
        return _("{name}, how does {word} show in the story, and how is {other} part of it?").format(
            name=name_of(shown, seat), word=word(shown, card, RESOURCE), other=name_of(shown, other))

    events.append(Event(said, kind="resource", seat=seat, reveal=True, prompt=Prompt("resource", asked, seat)))
    return _refill_and_pass_on(state, seat, events)


def start_trouble(state: State, events: list[Event]) -> State:
    lead = state.lead if state.lead is not None else 0
    acts, act = state.acts, state.act  # the words are said when read (engine Event)

    def said() -> str:
        if acts > 1:
            return _("Trouble round (Act {act}): starting with the Lead Storyteller, each player gives a Problem to "
                     "a player who has none yet.").format(act=act)
        return _("Trouble round: starting with the Lead Storyteller, each player gives a Problem to a player who "
                 "has none yet.")

    events.append(Event(said, kind="phase"))
    return settle_round(evolve(state, phase=TROUBLE, order=clockwise(lead, state.n), turn=0), events)


def do_problem(state: State, seat: int, action: Action, events: list[Event]) -> State:
    need_phase(state, action, TROUBLE)
    check_args(action, "card", "target")
    card = hand_card(state, seat, action)
    target = seat_arg(state, action, "target")
    if target == seat:
        raise IllegalAction(_("give the Problem to another player"))
    if target not in problem_targets(state, seat):
        raise IllegalAction(_("{name} already has a Problem; give it to a player without one").format(
            name=name_of(state, target)))
    state = add_problem(from_hand(state, seat, card), target, card)
    state = _record_placed(state, PROBLEM, seat, card, target)
    shown = state  # the words are said when read (engine Event), from this state

    def said() -> str:
        return _("{name} gives {target} the Problem {card}").format(
            name=name_of(shown, seat), target=name_of(shown, target), card=label(shown, card, PROBLEM))

    def asked() -> str:
        return _("{name}, how does {word} trouble {target}'s character?").format(
            name=name_of(shown, seat), word=word(shown, card, PROBLEM), target=name_of(shown, target))

    events.append(Event(said, kind="problem", seat=seat, reveal=True, prompt=Prompt("problem", asked, seat)))
    return _refill_and_pass_on(state, seat, events)


def _record_placed(state: State, kind: str, seat: int, card: str, other: int, text: str = "") -> State:
    """Note a Resource or Problem placed this move (for the story summary)."""
    return evolve(state, placed=state.placed + (Placed(kind, state.act, seat, card, other, text, state.moves + 1),))


def _refill_and_pass_on(state: State, seat: int, events: list[Event]) -> State:
    """After a Resources or Trouble move: the player draws back up, and the
    round moves to the next player (or ends)."""
    state = draw_to_hand(state, seat, events)
    return settle_round(advance(state), events)


def settle_round(state: State, events: list[Event]) -> State:
    """In the Resources and Trouble rounds, pass over players with no cards
    (only possible once the whole deck is in play) and end the round after
    the last player."""
    shown = state  # the words are said when read (engine Event), from this state's names
    while state.turn < len(state.order) and not state.hands[state.order[state.turn]]:
        seat = state.order[state.turn]
        events.append(Event(lambda seat=seat: _("{name} has no card to play and is passed over").format(
                                name=name_of(shown, seat)), kind="skip", seat=seat))
        state = advance(state)
    if state.turn < len(state.order):
        return state
    if state.phase == RESOURCES:
        return start_trouble(state, events)
    lead = state.lead if state.lead is not None else 0
    act = state.act  # the words are said when read (engine Event)
    if state.acts > 1:
        events.append(Event(lambda: _("Act {act} begins: each player in turn tells a Plan to beat one of their "
                                      "Problems.").format(act=act), kind="phase"))
    else:
        events.append(Event(lambda: _("The story begins: each player in turn tells a Plan to beat one of their "
                                      "Problems."), kind="phase"))
    state = evolve(state, phase=PLAN, order=clockwise(lead, state.n), turn=0)
    return skip_storytellers(state, events)


def skip_storytellers(state: State, events: list[Event]) -> State:
    """Pass over storytellers with no Problem; end the act after the last one."""
    shown = state  # the words are said when read (engine Event), from this state's names
    while state.turn < len(state.order):
        seat = state.order[state.turn]
        if state.problems[seat]:
            return state
        events.append(Event(lambda seat=seat: _("{name} has no Problem to tackle and passes the storytelling "
                                                "turn").format(name=name_of(shown, seat)), kind="skip", seat=seat))
        state = advance(state)
    return end_act(state, events)


def end_act(state: State, events: list[Event]) -> State:
    if state.act < state.acts:
        state = evolve(state, act=state.act + 1)
        act = state.act  # the words are said when read (engine Event)
        events.append(Event(lambda: _("Act {act} begins.").format(act=act), kind="phase"))
        return start_trouble(state, events)
    return start_climax(state, events)
