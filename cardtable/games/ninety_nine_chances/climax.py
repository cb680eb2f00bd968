"""The Climax: its Lead, the framing, the Hero bids, the Finale, the
Denouement and the victory."""

from __future__ import annotations

from typing import Callable

from cardtable.engine.i18n import _, ngettext
from cardtable.engine.protocol import Action, Event, IllegalAction, Prompt
from cardtable.engine.values import evolve

from .deck import RESOURCE
from .state import (
    BIDS, BidRecord, CLIMAX_LEAD, DENOUEMENT, FINALE, FRAME, HAPPY, OVER, State, TRAGIC, add_resource,
    advance, and_list, check_args, clean_text, clockwise, draw_to_hand, from_hand, hand_card, label, name_of,
    need_phase, replace_at, seat_arg, take_top,
)


def start_climax(state: State, events: list[Event]) -> State:
    counts = [len(r) for r in state.resources]
    best = max(counts)
    tied = tuple(s for s in range(state.n) if counts[s] == best)
    # The words are said when read (engine Event); state is not rebound here.
    events.append(Event(lambda: _("Every character has had a chance: the story moves to its Climax."), kind="phase"))
    if len(tied) == 1:
        return _set_climax_lead(state, tied[0], events, lambda: _(
            "{name} leads the Climax (with the most Resources ({count})) and frames the final conflict").format(
                name=name_of(state, tied[0]), count=best))
    chooser = state.last_storyteller if state.last_storyteller is not None else (state.lead or 0)

    def said() -> str:
        return ngettext("{names} are tied with {n} Resource; {chooser}, the most recent storyteller, "
                        "picks the Climax Lead among them.",
                        "{names} are tied with {n} Resources; {chooser}, the most recent storyteller, "
                        "picks the Climax Lead among them.", best).format(
                            names=", ".join(name_of(state, s) for s in tied), n=best, chooser=name_of(state, chooser))

    events.append(Event(said, kind="phase"))
    return evolve(state, phase=CLIMAX_LEAD, tied=tied, order=(chooser,), turn=0)


def _set_climax_lead(state: State, lead: int, events: list[Event], said: str | Callable[[], str]) -> State:
    """``lead`` leads the Climax; ``said`` tells it (and why) in the log: its
    words, or a function that says them when read (engine Event)."""
    events.append(Event(said, kind="climax", seat=lead,
                        prompt=Prompt("frame", lambda: _("{name}, what is the final conflict?").format(
                            name=name_of(state, lead)), lead)))
    return evolve(state, climax_lead=lead, phase=FRAME, order=(lead,), turn=0)


def do_lead(state: State, seat: int, action: Action, events: list[Event]) -> State:
    need_phase(state, action, CLIMAX_LEAD)
    check_args(action, "player")
    choice = seat_arg(state, action, "player")
    if choice not in state.tied:
        raise IllegalAction(_("{name} is not among those tied for the most Resources").format(
            name=name_of(state, choice)))
    return _set_climax_lead(state, choice, events, lambda: _(
        "{name} leads the Climax (chosen by {chooser}) and frames the final conflict").format(
            name=name_of(state, choice), chooser=name_of(state, seat)))


def do_frame(state: State, seat: int, action: Action, events: list[Event]) -> State:
    need_phase(state, action, FRAME)
    check_args(action, "text")
    text = clean_text(action["text"], "framing")
    if text:
        events.append(Event(lambda: _("The Climax: {text}").format(text=text), kind="frame", seat=seat))
    events.append(Event(lambda: _("Bid for Hero: starting with the Climax Lead, each player says how they sway "
                                  "the Climax and bids a Number face down, as close under the Finale card as they "
                                  "dare."), kind="phase"))
    order = tuple(s for s in clockwise(seat, state.n) if state.hands[s])
    state = evolve(state, frame=text, frame_at=state.moves + 1, order=order, turn=0, phase=BIDS)
    if not order:
        events.append(Event(lambda: _("Nobody has a card left to bid with."), kind="skip"))
        return evolve(state, phase=FINALE, order=(seat,))
    return state


def do_bid(state: State, seat: int, action: Action, events: list[Event]) -> State:
    need_phase(state, action, BIDS)
    check_args(action, "card", "text")
    card = hand_card(state, seat, action)
    text = clean_text(action["text"], "bid story")
    state = from_hand(state, seat, card)
    state = evolve(state, bids=replace_at(state.bids, seat, BidRecord(seat, card, text)))
    name = name_of(state, seat)  # the words are said when read (engine Event)

    def public() -> str:
        return (_("{name} bids face down: “{text}”") if text
                else _("{name} bids face down")).format(name=name, card=card, text=text)

    def private() -> str:
        return (_("You bid {card}: “{text}”") if text
                else _("You bid {card}")).format(name=name, card=card, text=text)

    events.append(Event(public, kind="bid", seat=seat, private=private, private_to=frozenset({seat}),
                        prompt=Prompt("bid", lambda: _("{name}, how do you try to sway the Climax?").format(
                            name=name), seat)))
    state = draw_to_hand(state, seat, events)
    state = advance(state)
    if state.turn >= len(state.order):
        lead = state.climax_lead if state.climax_lead is not None else seat
        events.append(Event(lambda: _("All bids are in: flip the Finale card."), kind="phase"))
        state = evolve(state, phase=FINALE, order=(lead,), turn=0)
    return state


def do_finale(state: State, seat: int, action: Action, events: list[Event]) -> State:
    need_phase(state, action, FINALE)
    check_args(action)
    state, finale = take_top(state, events)
    bids = [b for b in state.bids if b is not None]
    shown = state  # the words are said when read (engine Event), from this state's names

    def listing() -> str:
        return ", ".join(f"{name_of(shown, b.seat)} {b.card}" for b in bids) or _("no bids")

    lead = state.climax_lead if state.climax_lead is not None else seat
    outcomes = ["none"] * state.n
    if finale is None:
        events.append(Event(lambda: _("No card is left for the Finale. Bids: {bids}. Nobody wins or loses "
                                      "anything.").format(bids=listing()), kind="finale", reveal=True))
        state = evolve(state, bids_revealed=True)
    else:
        target = int(finale)
        under = [b for b in bids if int(b.card) < target]
        hero = max(under, key=lambda b: int(b.card)).seat if under else None
        events.append(Event(lambda: _("The Finale card is {card}! Bids: {bids}.").format(card=finale, bids=listing()),
                            kind="finale", reveal=True))
        state = evolve(state, finale=finale, hero=hero, bids_revealed=True,
                             discard=state.discard + (finale,))
        for s in clockwise(lead, state.n):
            bid = state.bids[s]
            if bid is None:
                continue
            if int(bid.card) > target:
                outcomes[s] = "lost"
                lost = state.resources[s]
                state = evolve(state, resources=replace_at(state.resources, s, ()),
                                     discard=state.discard + lost,
                                     notes=tuple((c, t) for c, t in state.notes if c not in lost))
                # the words are said when read (engine Event): the loop's values are bound now
                events.append(Event(lambda s=s, card=bid.card, n=len(lost): ngettext(
                    "{name} bid {card}, over the Finale: they lose their only Resource",
                    "{name} bid {card}, over the Finale: they lose all {n} Resources",
                    n).format(name=name_of(shown, s), card=card, n=n), kind="lost", seat=s))
            elif s == hero:
                outcomes[s] = "hero"
                have = len(state.resources[s])
                events.append(Event(lambda s=s, card=bid.card, n=have: ngettext(
                    "{name} bid {card}, the highest under the Finale, and is the Hero! Their {n} Resource doubles",
                    "{name} bid {card}, the highest under the Finale, and is the Hero! Their {n} Resources double",
                    n).format(name=name_of(shown, s), card=card, n=n), kind="hero", seat=s))
                state, _got = _draw_resources(state, s, have, events)
            else:
                outcomes[s] = "drew"
                events.append(Event(lambda s=s, card=bid.card: _(
                    "{name} bid {card}, under the Finale, and draws a new Resource").format(
                        name=name_of(shown, s), card=card), kind="drew", seat=s))
                state, _got = _draw_resources(state, s, 1, events)
        if hero is None:
            events.append(Event(lambda: _("Nobody bid under the Finale: the story has no Hero."), kind="hero"))
    endings = tuple(HAPPY if len(state.resources[s]) > len(state.problems[s]) else TRAGIC
                    for s in range(state.n))
    start = state.hero if state.hero is not None else lead
    if state.hero is not None:
        events.append(Event(lambda: _("Denouement: starting with the Hero, each player tells how the story ends for "
                                      "them."), kind="phase"))
    else:
        events.append(Event(lambda: _("Denouement: starting with the Climax Lead, each player tells how the story "
                                      "ends for them."), kind="phase"))
    state = evolve(state, outcomes=tuple(outcomes), endings=endings, phase=DENOUEMENT,
                         finale_at=state.moves + 1,
                         order=clockwise(start, state.n), turn=0)
    return _prompt_ending(state, events)


def _draw_resources(state: State, seat: int, count: int, events: list[Event]) -> tuple[State, int]:
    got = 0
    shown = state  # the words are said when read (engine Event), from this state's names and deck
    for _unused in range(count):
        state, card = take_top(state, events)
        if card is None:
            events.append(Event(lambda: _("No card is left: {name} draws fewer Resources").format(
                name=name_of(shown, seat)), kind="skip", seat=seat))
            break
        state = add_resource(state, seat, card)
        got += 1
        events.append(Event(lambda card=card: _("{name} gains the Resource {card}").format(
                                name=name_of(shown, seat), card=label(shown, card, RESOURCE)),
                            kind="gain", seat=seat, reveal=True))
    return state, got


def _prompt_ending(state: State, events: list[Event]) -> State:
    seat = state.current
    if seat is None:
        return state
    happy = state.endings[seat] == HAPPY
    name = name_of(state, seat)  # the words are said when read (engine Event)

    def said() -> str:
        return (_("{name} has a happy ending") if happy else _("{name} has a tragic ending")).format(name=name)

    def asked() -> str:
        return (_("{name}, tell your happy ending.") if happy
                else _("{name}, tell your tragic ending.")).format(name=name)

    events.append(Event(said, kind="ending-turn", seat=seat, prompt=Prompt("ending", asked, seat)))
    return state


def do_ending(state: State, seat: int, action: Action, events: list[Event]) -> State:
    need_phase(state, action, DENOUEMENT)
    check_args(action, "text")
    text = clean_text(action["text"], "ending")
    state = evolve(state, ending_texts=replace_at(state.ending_texts, seat, text))
    shown = state  # the words are said when read (engine Event), from this state's names
    if text:
        events.append(Event(lambda: _("{name}: “{text}”").format(name=name_of(shown, seat), text=text),
                            kind="ending", seat=seat))
    state = advance(state)
    if state.turn < len(state.order):
        return _prompt_ending(state, events)
    winners = victors(state)
    have = len(state.resources[winners[0]])

    def said() -> str:
        return ngettext("The story is told. {names} wins with {resources}.",
                        "The story is told. {names} win with {resources}.", len(winners)).format(
                            names=and_list([name_of(shown, s) for s in winners]),
                            resources=ngettext("{n} Resource", "{n} Resources", have).format(n=have))

    events.append(Event(said, kind="win"))
    return evolve(state, phase=OVER, winners=winners, order=(), turn=0)


def victors(state: State) -> tuple[int, ...]:
    counts = [len(r) for r in state.resources]
    best = max(counts)
    top = tuple(s for s in range(state.n) if counts[s] == best)
    if len(top) > 1 and state.hero in top:
        return (state.hero,)
    return top
