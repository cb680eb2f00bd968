"""The Climax: its Lead, the framing, the Hero bids, the Finale, the
Denouement and the victory."""

from __future__ import annotations

from cardtable.engine.protocol import Action, Event, IllegalAction, Prompt
from cardtable.engine.values import evolve

from .deck import RESOURCE
from .state import (
    BIDS, BidRecord, CLIMAX_LEAD, DENOUEMENT, FINALE, FRAME, HAPPY, OVER, State, TRAGIC, add_resource,
    advance, check_args, clean_text, clockwise, draw_to_hand, from_hand, hand_card, label, name_of,
    need_phase, replace_at, seat_arg, take_top,
)


def start_climax(state: State, events: list[Event]) -> State:
    counts = [len(r) for r in state.resources]
    best = max(counts)
    tied = tuple(s for s in range(state.n) if counts[s] == best)
    events.append(Event("Every character has had a chance: the story moves to its Climax.", kind="phase"))
    if len(tied) == 1:
        return _set_climax_lead(state, tied[0], events, f"with the most Resources ({best})")
    chooser = state.last_storyteller if state.last_storyteller is not None else (state.lead or 0)
    names = ", ".join(name_of(state, s) for s in tied)
    events.append(Event(f"{names} are tied with {best} Resources; {name_of(state, chooser)}, the most recent "
                        "storyteller, picks the Climax Lead among them.", kind="phase"))
    return evolve(state, phase=CLIMAX_LEAD, tied=tied, order=(chooser,), turn=0)


def _set_climax_lead(state: State, lead: int, events: list[Event], why: str) -> State:
    events.append(Event(f"{name_of(state, lead)} leads the Climax ({why}) and frames the final conflict",
                        kind="climax", seat=lead,
                        prompt=Prompt("frame", f"{name_of(state, lead)}, what is the final conflict?", lead)))
    return evolve(state, climax_lead=lead, phase=FRAME, order=(lead,), turn=0)


def do_lead(state: State, seat: int, action: Action, events: list[Event]) -> State:
    need_phase(state, action, CLIMAX_LEAD)
    check_args(action, "player")
    choice = seat_arg(state, action, "player")
    if choice not in state.tied:
        raise IllegalAction(f"{name_of(state, choice)} is not among those tied for the most Resources")
    return _set_climax_lead(state, choice, events, f"chosen by {name_of(state, seat)}")


def do_frame(state: State, seat: int, action: Action, events: list[Event]) -> State:
    need_phase(state, action, FRAME)
    check_args(action, "text")
    text = clean_text(action["text"], "framing")
    if text:
        events.append(Event(f"The Climax: {text}", kind="frame", seat=seat))
    events.append(Event("Bid for Hero: starting with the Climax Lead, each player says how they sway the "
                        "Climax and bids a Number face down, as close under the Finale card as they dare.",
                        kind="phase"))
    order = tuple(s for s in clockwise(seat, state.n) if state.hands[s])
    state = evolve(state, frame=text, frame_at=state.moves + 1, order=order, turn=0, phase=BIDS)
    if not order:
        events.append(Event("Nobody has a card left to bid with.", kind="skip"))
        return evolve(state, phase=FINALE, order=(seat,))
    return state


def do_bid(state: State, seat: int, action: Action, events: list[Event]) -> State:
    need_phase(state, action, BIDS)
    check_args(action, "card", "text")
    card = hand_card(state, seat, action)
    text = clean_text(action["text"], "bid story")
    state = from_hand(state, seat, card)
    state = evolve(state, bids=replace_at(state.bids, seat, BidRecord(seat, card, text)))
    said = f": “{text}”" if text else ""
    events.append(Event(f"{name_of(state, seat)} bids face down{said}", kind="bid", seat=seat,
                        private=f"You bid {card}{said}", private_to=frozenset({seat}),
                        prompt=Prompt("bid", f"{name_of(state, seat)}, how do you try to sway the Climax?", seat)))
    state = draw_to_hand(state, seat, events)
    state = advance(state)
    if state.turn >= len(state.order):
        lead = state.climax_lead if state.climax_lead is not None else seat
        events.append(Event("All bids are in: flip the Finale card.", kind="phase"))
        state = evolve(state, phase=FINALE, order=(lead,), turn=0)
    return state


def do_finale(state: State, seat: int, action: Action, events: list[Event]) -> State:
    need_phase(state, action, FINALE)
    check_args(action)
    state, finale = take_top(state, events)
    bids = [b for b in state.bids if b is not None]
    listing = ", ".join(f"{name_of(state, b.seat)} {b.card}" for b in bids) or "no bids"
    lead = state.climax_lead if state.climax_lead is not None else seat
    outcomes = ["none"] * state.n
    if finale is None:
        events.append(Event(f"No card is left for the Finale. Bids: {listing}. Nobody wins or loses anything.",
                            kind="finale", reveal=True))
        state = evolve(state, bids_revealed=True)
    else:
        target = int(finale)
        under = [b for b in bids if int(b.card) < target]
        hero = max(under, key=lambda b: int(b.card)).seat if under else None
        events.append(Event(f"The Finale card is {finale}! Bids: {listing}.", kind="finale", reveal=True))
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
                events.append(Event(f"{name_of(state, s)} bid {bid.card}, over the Finale: they lose all "
                                    f"{len(lost)} Resources", kind="lost", seat=s))
            elif s == hero:
                outcomes[s] = "hero"
                have = len(state.resources[s])
                events.append(Event(f"{name_of(state, s)} bid {bid.card}, the highest under the Finale, and is the "
                                    f"Hero! Their {have} Resources double", kind="hero", seat=s))
                state, _ = _draw_resources(state, s, have, events)
            else:
                outcomes[s] = "drew"
                events.append(Event(f"{name_of(state, s)} bid {bid.card}, under the Finale, and draws a new Resource",
                                    kind="drew", seat=s))
                state, _ = _draw_resources(state, s, 1, events)
        if hero is None:
            events.append(Event("Nobody bid under the Finale: the story has no Hero.", kind="hero"))
    endings = tuple(HAPPY if len(state.resources[s]) > len(state.problems[s]) else TRAGIC
                    for s in range(state.n))
    start = state.hero if state.hero is not None else lead
    events.append(Event("Denouement: starting with " + ("the Hero" if state.hero is not None else "the Climax Lead")
                        + ", each player tells how the story ends for them.", kind="phase"))
    state = evolve(state, outcomes=tuple(outcomes), endings=endings, phase=DENOUEMENT,
                         finale_at=state.moves + 1,
                         order=clockwise(start, state.n), turn=0)
    return _prompt_ending(state, events)


def _draw_resources(state: State, seat: int, count: int, events: list[Event]) -> tuple[State, int]:
    got = 0
    for _ in range(count):
        state, card = take_top(state, events)
        if card is None:
            events.append(Event(f"No card is left: {name_of(state, seat)} draws fewer Resources", kind="skip",
                                seat=seat))
            break
        state = add_resource(state, seat, card)
        got += 1
        events.append(Event(f"{name_of(state, seat)} gains the Resource {label(state, card, RESOURCE)}",
                            kind="gain", seat=seat, reveal=True))
    return state, got


def _prompt_ending(state: State, events: list[Event]) -> State:
    seat = state.current
    if seat is None:
        return state
    kind = state.endings[seat]
    events.append(Event(f"{name_of(state, seat)} has a {kind} ending", kind="ending-turn", seat=seat,
                        prompt=Prompt("ending", f"{name_of(state, seat)}, tell your {kind} ending.", seat)))
    return state


def do_ending(state: State, seat: int, action: Action, events: list[Event]) -> State:
    need_phase(state, action, DENOUEMENT)
    check_args(action, "text")
    text = clean_text(action["text"], "ending")
    state = evolve(state, ending_texts=replace_at(state.ending_texts, seat, text))
    if text:
        events.append(Event(f"{name_of(state, seat)}: “{text}”", kind="ending", seat=seat))
    state = advance(state)
    if state.turn < len(state.order):
        return _prompt_ending(state, events)
    winners = victors(state)
    names = " and ".join(name_of(state, s) for s in winners)
    events.append(Event(f"The story is told. {names} win{'s' if len(winners) == 1 else ''} with "
                        f"{len(state.resources[winners[0]])} Resources.", kind="win"))
    return evolve(state, phase=OVER, winners=winners, order=(), turn=0)


def victors(state: State) -> tuple[int, ...]:
    counts = [len(r) for r in state.resources]
    best = max(counts)
    top = tuple(s for s in range(state.n) if counts[s] == best)
    if len(top) > 1 and state.hero in top:
        return (state.hero,)
    return top
