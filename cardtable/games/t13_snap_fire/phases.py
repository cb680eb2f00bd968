"""A Phase of the T13 Snap-fire Ordeal from its card to its end: beginning
the Ordeal, turning the Snap-fire card, choosing the bidders and the
bidding, the referee's moves at the table (sides, draws, plays), ending a
Phase and ending the Ordeal."""

from __future__ import annotations

from cardtable.engine.cards import card
from cardtable.engine.piles import reshuffle
from cardtable.engine.protocol import Action, Event, IllegalAction, Prompt
from cardtable.engine.values import evolve
from cardtable.games.t13_common.cardtext import name_list

from .state import (ACTIONS, BID, BIDDING, CHOOSE, CHOOSING, DIRECTED_POIS, OVER, REFEREE, SETUP, SIDES, State,
                    _args, _character, _cname, _note, _referee_only, _set, bid_order, eligible, in_use, pips,
                    reduced)


def _set_side(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _referee_only(state, seat, (SETUP, ACTIONS), "change a character's side")
    _args(action, "character", "side")
    ch = _character(state, action)
    side = action["side"]
    if side not in SIDES:
        raise IllegalAction("a side is Flowing or Ebbing")
    c = state.chars[ch]
    if c.side == side:
        raise IllegalAction(f"{c.name} is already on the {side} side")
    events.append(Event(f"The tide turns: {c.name} is now on the {side} side.", kind="side", seat=seat))
    return evolve(state, chars=_set(state.chars, ch, evolve(c, side=side)))


def _begin(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _referee_only(state, seat, SETUP, "begin the Ordeal")
    _args(action)
    lines = [f"{c.name} ({'NPC, ' if c.npc else ''}{c.side}, {c.sway} Sway) holds "
             f"{' '.join(card(x).short for x in c.pool) or 'no cards'}" for c in state.chars]
    events.append(Event("The Snap-fire Ordeal begins. " + "; ".join(lines) + ".", kind="begin"))
    return _turn_card(state, events)


def _turn_card(state: State, events: list[Event]) -> State:
    if state.phase_no >= state.max_phases:
        return _finish(state, f"all {state.max_phases} Phases were played", events)
    if not state.draw:
        state = _reshuffle(state, events)
    if not state.draw:
        return _finish(state, "no card was left to turn", events)
    c, phase_no = state.draw[0], state.phase_no + 1
    state = evolve(state, draw=state.draw[1:], snap=c, holder=None, taken_by="", claim_level=0,
                         bidders=(), bid_pos=0, bids=(), settled=frozenset(), failed=frozenset(),
                         phase_no=phase_no)
    p = pips(c)
    events.append(Event(f"Phase {phase_no}: the Snap-fire card is {card(c).short} ({p} pip{'s' if p != 1 else ''}, reduced "
                        f"{reduced(p, state.rounding)}).", kind="snapfire", reveal=True,
                        prompt=Prompt("snap-fire", f"The {card(c).name} sets the pace of Phase {phase_no}. "
                                      f"What sudden danger does it bring?", REFEREE)))
    state = _note(state, f"The {card(c).name} was turned.")
    if state.pois == DIRECTED_POIS:
        events.append(Event("The referee chooses who may bid.", kind="pois"))
        return evolve(state, phase=CHOOSING)
    bidders = bid_order(state, [i for i in range(len(state.chars)) if eligible(state, i)])
    if bidders:
        events.append(Event(f"Card POIS: {name_list(_cname(state, i) for i in bidders)} may bid.", kind="pois"))
    return _open(evolve(state, bidders=bidders), events)


def _reshuffle(state: State, events: list[Event]) -> State:
    done = reshuffle(state.draw, state.discard, state.rng, keep=in_use(state))
    if not done.reshuffled:
        return state
    events.append(Event(f"The discard pile is shuffled into a new deck of {done.reshuffled} cards.",
                        kind="reshuffle"))
    return evolve(state, draw=done.draw, discard=done.discard, rng=done.rng)


def _open(state: State, events: list[Event]) -> State:
    state = evolve(state, phase=BIDDING, bid_pos=0)
    return _advance_bidding(state, events)


def _advance_bidding(state: State, events: list[Event]) -> State:
    pos = state.bid_pos
    while pos < len(state.bidders) and state.bidders[pos] in state.failed:
        pos += 1
    if pos < len(state.bidders):
        return evolve(state, bid_pos=pos)
    return _resolve_bids(evolve(state, bid_pos=pos), events)


def _resolve_bids(state: State, events: list[Event]) -> State:
    made = [(amount, -order, ch) for order, (ch, amount) in enumerate(state.bids)
            if amount is not None and ch not in state.failed]
    others = [i for i in range(len(state.chars)) if i not in state.failed]
    if not made:
        if state.bidders:
            events.append(Event("Nobody bids: every character takes a Half Action.", kind="bids"))
        else:
            events.append(Event("Nobody may bid: every character takes a Half Action.", kind="bids"))
        state = _note(state, "Nobody claimed it, and everyone snatched a Half Action.")
        return evolve(state, phase=ACTIONS, bid_pos=0)
    amount, _, ch = max(made)
    c = state.chars[ch]
    c = evolve(c, sway=c.sway - amount, pool=c.pool + (state.snap,))
    state = evolve(state, chars=_set(state.chars, ch, c), holder=ch, taken_by="bid", phase=ACTIONS)
    half = [i for i in others if i != ch]
    lost = [i for i, a in state.bids if a is not None and i != ch]
    tie = any(a == amount for i, a in state.bids if i != ch)
    events.append(Event(
        f"{c.name} wins the bid with {amount} Sway{' (the first to bid it wins the tie)' if tie else ''}, "
        f"takes the {card(state.snap).short} into their Ordeal Pool and a Full Action. "
        f"Half Actions: {name_list(_cname(state, i) for i in half)}"
        + (f" (losing bidders first: {name_list(_cname(state, i) for i in lost)})" if lost else "") + ".",
        kind="bid-won", seat=c.seat,
        prompt=Prompt("full-action", f"{c.name} seizes the moment with a Full Action. What do they do?",
                      c.seat)))
    return _note(state, f"{c.name} paid {amount} Sway for it and took the Full Action.")


def _choose(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _referee_only(state, seat, CHOOSING, "choose bidders")
    _args(action, "character")
    ch = _character(state, action)
    if ch in state.failed:
        raise IllegalAction(f"{_cname(state, ch)} has suffered a Snap-Failure this Phase")
    if action.kind == CHOOSE:
        if ch in state.bidders:
            raise IllegalAction(f"{_cname(state, ch)} may already bid")
        events.append(Event(f"The referee lets {_cname(state, ch)} bid.", kind="pois"))
        return evolve(state, bidders=bid_order(state, state.bidders + (ch,)))
    if ch not in state.bidders:
        raise IllegalAction(f"{_cname(state, ch)} was not chosen to bid")
    events.append(Event(f"The referee takes {_cname(state, ch)} off the bidders.", kind="pois"))
    return evolve(state, bidders=tuple(i for i in state.bidders if i != ch))


def _open_bidding(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _referee_only(state, seat, CHOOSING, "open the bidding")
    _args(action)
    events.append(Event(f"Bidders: {name_list(_cname(state, i) for i in state.bidders)}.", kind="pois"))
    return _open(state, events)


def _bid(state: State, seat: int, action: Action, events: list[Event]) -> State:
    if state.phase != BIDDING:
        raise IllegalAction("there is no bidding under way")
    if action.kind == BID:
        _args(action, "character", "amount")
    else:
        _args(action, "character")
    ch = _character(state, action)
    current = state.bidders[state.bid_pos]
    if ch != current:
        raise IllegalAction(f"it is {_cname(state, current)}'s bid")
    c = state.chars[ch]
    if seat != c.seat:
        raise IllegalAction(f"{state.names[c.seat]} bids for {c.name}")
    if action.kind == BID:
        amount = action["amount"]
        if not isinstance(amount, int) or isinstance(amount, bool) or not 0 <= amount <= c.sway:
            raise IllegalAction(f"{c.name} can bid from 0 to {c.sway} Sway")
        events.append(Event(f"{c.name} bids {amount} Sway.", kind="bid", seat=seat))
    else:
        amount = None
        events.append(Event(f"{c.name} does not bid.", kind="bid", seat=seat))
    state = evolve(state, bids=state.bids + ((ch, amount),), bid_pos=state.bid_pos + 1)
    return _advance_bidding(state, events)


def _draw(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _referee_only(state, seat, ACTIONS, "deal a card to a character")
    _args(action, "character")
    ch = _character(state, action)
    if not state.draw:
        state = _reshuffle(state, events)
    if not state.draw:
        raise IllegalAction("there is no card left to draw")
    c = state.chars[ch]
    x = state.draw[0]
    events.append(Event(f"{c.name} draws {card(x).short}.", kind="draw", seat=c.seat, reveal=True))
    return evolve(state, draw=state.draw[1:],
                        chars=_set(state.chars, ch, evolve(c, pool=c.pool + (x,))))


def _play(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _referee_only(state, seat, ACTIONS, "play a card from a pool")
    _args(action, "character", "card")
    ch = _character(state, action)
    c = state.chars[ch]
    x = action["card"]
    if x not in c.pool:
        raise IllegalAction(f"that card is not in {c.name}'s Ordeal Pool")
    events.append(Event(f"{c.name} plays {card(x).short}.", kind="play", seat=c.seat))
    return evolve(state, discard=state.discard + (x,),
                        chars=_set(state.chars, ch, evolve(c, pool=tuple(y for y in c.pool if y != x))))


def _end_phase(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _referee_only(state, seat, ACTIONS, "end the Phase")
    _args(action)
    state = _close_phase(state, events)
    return _turn_card(state, events)


def _close_phase(state: State, events: list[Event]) -> State:
    chars = state.chars
    if state.holder is not None:
        h = chars[state.holder]
        chars = _set(chars, state.holder, evolve(h, spotlights=h.spotlights + 1))
    discard = state.discard
    if state.snap is not None and state.holder is None:
        discard += (state.snap,)
        events.append(Event(f"Phase {state.phase_no} ends; the {card(state.snap).short} goes to the discard pile.",
                            kind="phase-end"))
    else:
        events.append(Event(f"Phase {state.phase_no} ends.", kind="phase-end"))
    return evolve(state, chars=chars, discard=discard, snap=None, holder=None, taken_by="",
                        claim_level=0, bidders=(), bids=(), bid_pos=0, settled=frozenset(), failed=frozenset())


def _end_ordeal(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _referee_only(state, seat, ACTIONS, "end the Ordeal")
    _args(action)
    state = _close_phase(state, events)
    return _finish(state, "the referee ended it", events)


def _finish(state: State, reason: str, events: list[Event]) -> State:
    best = max(c.spotlights for c in state.chars)
    stars = [c.name for c in state.chars if c.spotlights == best and best > 0]
    events.append(Event(f"The Snap-fire Ordeal ends: {reason}."
                        + (f" Most often in the spotlight: {name_list(stars)}." if stars else ""), kind="end"))
    return evolve(state, phase=OVER, end_reason=reason, snap=None, holder=None)
