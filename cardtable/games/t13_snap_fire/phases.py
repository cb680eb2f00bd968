"""A Phase of the T13 Snap-fire Ordeal from its card to its end: beginning
the Ordeal, turning the Snap-fire card, choosing the bidders and the
bidding, the referee's moves at the table (sides, draws, plays), ending a
Phase and ending the Ordeal."""

from __future__ import annotations

from cardtable.engine.cards import card
from cardtable.engine.i18n import N_, _, ngettext
from cardtable.engine.piles import reshuffle
from cardtable.engine.protocol import Action, Event, IllegalAction, Prompt
from cardtable.engine.values import evolve
from cardtable.games.t13_common.cardtext import name_list, shorts

from .state import (ACTIONS, ALL_PHASES, BID, BIDDING, BOUGHT, CHOOSE, CHOOSING, DIRECTED_POIS, NO_CARD, OVER,
                    REFEREE, REFEREE_ENDED, SETUP, SIDES, TURNED, UNCLAIMED, State, _args, _character, _cname, _note,
                    _referee_only, _set, bid_order, eligible, in_use, pips, reduced)
from .words import end_text, side_word


def _set_side(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _referee_only(state, seat, (SETUP, ACTIONS), N_("change a character's side"))
    _args(action, "character", "side")
    ch = _character(state, action)
    side = action["side"]
    if side not in SIDES:
        raise IllegalAction(_("a side is Flowing or Ebbing"))
    c = state.chars[ch]
    if c.side == side:
        raise IllegalAction(_("{name} is already on the {side} side").format(name=c.name, side=side_word(side)))
    events.append(Event(lambda: _("The tide turns: {name} is now on the {side} side.").format(
        name=c.name, side=side_word(side)), kind="side", seat=seat))
    return evolve(state, chars=_set(state.chars, ch, evolve(c, side=side)))


def _begin(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _referee_only(state, seat, SETUP, N_("begin the Ordeal"))
    _args(action)
    chars = state.chars  # the words are said when read (engine Event), from these

    def said() -> str:
        lines = [(_("{name} (NPC, {side}, {sway} Sway) holds {cards}") if c.npc
                  else _("{name} ({side}, {sway} Sway) holds {cards}")).format(
                     name=c.name, side=side_word(c.side), sway=c.sway, cards=shorts(c.pool)) for c in chars]
        return _("The Snap-fire Ordeal begins. {characters}.").format(characters="; ".join(lines))

    events.append(Event(said, kind="begin"))
    return _turn_card(state, events)


def _turn_card(state: State, events: list[Event]) -> State:
    if state.phase_no >= state.max_phases:
        return _finish(state, ALL_PHASES, events)
    if not state.draw:
        state = _reshuffle(state, events)
    if not state.draw:
        return _finish(state, NO_CARD, events)
    c, phase_no = state.draw[0], state.phase_no + 1
    state = evolve(state, draw=state.draw[1:], snap=c, holder=None, taken_by="", claim_level=0,
                         bidders=(), bid_pos=0, bids=(), settled=frozenset(), failed=frozenset(),
                         phase_no=phase_no)
    p, rounding, chars = pips(c), state.rounding, state.chars  # the words are said when read (engine Event)

    def said() -> str:
        return ngettext("Phase {phase}: the Snap-fire card is {card} ({pips} pip, reduced {reduced}).",
                        "Phase {phase}: the Snap-fire card is {card} ({pips} pips, reduced {reduced}).",
                        p).format(phase=phase_no, card=card(c).short, pips=p, reduced=reduced(p, rounding))

    def asked() -> str:
        return _("The {card} sets the pace of Phase {phase}. What sudden danger does it bring?").format(
            card=card(c).name, phase=phase_no)

    events.append(Event(said, kind="snapfire", reveal=True, prompt=Prompt("snap-fire", asked, REFEREE)))
    state = _note(state, (TURNED, c))
    if state.pois == DIRECTED_POIS:
        events.append(Event(lambda: _("The referee chooses who may bid."), kind="pois"))
        return evolve(state, phase=CHOOSING)
    bidders = bid_order(state, [i for i in range(len(state.chars)) if eligible(state, i)])
    if bidders:
        events.append(Event(lambda: _("Card POIS: {names} may bid.").format(
            names=name_list(chars[i].name for i in bidders)), kind="pois"))
    return _open(evolve(state, bidders=bidders), events)


def _reshuffle(state: State, events: list[Event]) -> State:
    done = reshuffle(state.draw, state.discard, state.rng, keep=in_use(state))
    if not done.reshuffled:
        return state
    events.append(Event(lambda: ngettext("The discard pile is shuffled into a new deck of {count} card.",
                                         "The discard pile is shuffled into a new deck of {count} cards.",
                                         done.reshuffled).format(count=done.reshuffled), kind="reshuffle"))
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
            events.append(Event(lambda: _("Nobody bids: every character takes a Half Action."), kind="bids"))
        else:
            events.append(Event(lambda: _("Nobody may bid: every character takes a Half Action."), kind="bids"))
        state = _note(state, (UNCLAIMED,))
        return evolve(state, phase=ACTIONS, bid_pos=0)
    amount, _order, ch = max(made)
    c = state.chars[ch]
    c = evolve(c, sway=c.sway - amount, pool=c.pool + (state.snap,))
    state = evolve(state, chars=_set(state.chars, ch, c), holder=ch, taken_by="bid", phase=ACTIONS)
    half = [i for i in others if i != ch]
    lost = [i for i, a in state.bids if a is not None and i != ch]
    tie = any(a == amount for i, a in state.bids if i != ch)
    shown = state  # the words are said when read (engine Event), from this state

    def said() -> str:
        won = (_("{name} wins the bid with {amount} Sway (the first to bid it wins the tie), takes the {card} into "
                 "their Ordeal Pool and a Full Action.") if tie
               else _("{name} wins the bid with {amount} Sway, takes the {card} into their Ordeal Pool and a Full "
                      "Action.")).format(name=c.name, amount=amount, card=card(shown.snap).short)
        halves = (_("Half Actions: {names} (losing bidders first: {losers}).") if lost
                  else _("Half Actions: {names}.")).format(names=name_list(_cname(shown, i) for i in half),
                                                           losers=name_list(_cname(shown, i) for i in lost))
        return f"{won} {halves}"

    events.append(Event(
        said,
        kind="bid-won", seat=c.seat,
        prompt=Prompt("full-action", lambda: _("{name} seizes the moment with a Full Action. What do they do?").format(
            name=c.name), c.seat)))
    return _note(state, (BOUGHT, ch, amount))


def _choose(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _referee_only(state, seat, CHOOSING, N_("choose bidders"))
    _args(action, "character")
    ch = _character(state, action)
    name = _cname(state, ch)
    if ch in state.failed:
        raise IllegalAction(_("{name} has suffered a Snap-Failure this Phase").format(name=name))
    if action.kind == CHOOSE:
        if ch in state.bidders:
            raise IllegalAction(_("{name} may already bid").format(name=name))
        events.append(Event(lambda: _("The referee lets {name} bid.").format(name=name), kind="pois"))
        return evolve(state, bidders=bid_order(state, state.bidders + (ch,)))
    if ch not in state.bidders:
        raise IllegalAction(_("{name} was not chosen to bid").format(name=name))
    events.append(Event(lambda: _("The referee takes {name} off the bidders.").format(name=name), kind="pois"))
    return evolve(state, bidders=tuple(i for i in state.bidders if i != ch))


def _open_bidding(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _referee_only(state, seat, CHOOSING, N_("open the bidding"))
    _args(action)
    bidders = state.bidders  # the words are said when read (engine Event)
    events.append(Event(lambda: _("Bidders: {names}.").format(names=name_list(_cname(state, i) for i in bidders)),
                        kind="pois"))
    return _open(state, events)


def _bid(state: State, seat: int, action: Action, events: list[Event]) -> State:
    if state.phase != BIDDING:
        raise IllegalAction(_("there is no bidding under way"))
    if action.kind == BID:
        _args(action, "character", "amount")
    else:
        _args(action, "character")
    ch = _character(state, action)
    current = state.bidders[state.bid_pos]
    if ch != current:
        raise IllegalAction(_("it is {name}'s bid").format(name=_cname(state, current)))
    c = state.chars[ch]
    if seat != c.seat:
        raise IllegalAction(_("{player} bids for {name}").format(player=state.names[c.seat], name=c.name))
    if action.kind == BID:
        amount = action["amount"]
        if not isinstance(amount, int) or isinstance(amount, bool) or not 0 <= amount <= c.sway:
            raise IllegalAction(_("{name} can bid from 0 to {sway} Sway").format(name=c.name, sway=c.sway))
        events.append(Event(lambda: _("{name} bids {amount} Sway.").format(name=c.name, amount=amount), kind="bid",
                            seat=seat))
    else:
        amount = None
        events.append(Event(lambda: _("{name} does not bid.").format(name=c.name), kind="bid", seat=seat))
    state = evolve(state, bids=state.bids + ((ch, amount),), bid_pos=state.bid_pos + 1)
    return _advance_bidding(state, events)


def _draw(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _referee_only(state, seat, ACTIONS, N_("deal a card to a character"))
    _args(action, "character")
    ch = _character(state, action)
    if not state.draw:
        state = _reshuffle(state, events)
    if not state.draw:
        raise IllegalAction(_("there is no card left to draw"))
    c = state.chars[ch]
    x = state.draw[0]
    events.append(Event(lambda: _("{name} draws {card}.").format(name=c.name, card=card(x).short), kind="draw",
                        seat=c.seat, reveal=True))
    return evolve(state, draw=state.draw[1:],
                        chars=_set(state.chars, ch, evolve(c, pool=c.pool + (x,))))


def _play(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _referee_only(state, seat, ACTIONS, N_("play a card from a pool"))
    _args(action, "character", "card")
    ch = _character(state, action)
    c = state.chars[ch]
    x = action["card"]
    if x not in c.pool:
        raise IllegalAction(_("that card is not in {name}'s Ordeal Pool").format(name=c.name))
    events.append(Event(lambda: _("{name} plays {card}.").format(name=c.name, card=card(x).short), kind="play",
                        seat=c.seat))
    return evolve(state, discard=state.discard + (x,),
                        chars=_set(state.chars, ch, evolve(c, pool=tuple(y for y in c.pool if y != x))))


def _end_phase(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _referee_only(state, seat, ACTIONS, N_("end the Phase"))
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
        events.append(Event(lambda: _("Phase {phase} ends; the {card} goes to the discard pile.").format(
            phase=state.phase_no, card=card(state.snap).short), kind="phase-end"))
    else:
        events.append(Event(lambda: _("Phase {phase} ends.").format(phase=state.phase_no), kind="phase-end"))
    return evolve(state, chars=chars, discard=discard, snap=None, holder=None, taken_by="",
                        claim_level=0, bidders=(), bids=(), bid_pos=0, settled=frozenset(), failed=frozenset())


def _end_ordeal(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _referee_only(state, seat, ACTIONS, N_("end the Ordeal"))
    _args(action)
    state = _close_phase(state, events)
    return _finish(state, REFEREE_ENDED, events)


def _finish(state: State, reason: str, events: list[Event]) -> State:
    """End the Ordeal for ``reason`` (ALL_PHASES, NO_CARD or REFEREE_ENDED)."""
    best = max(c.spotlights for c in state.chars)
    stars = [c.name for c in state.chars if c.spotlights == best and best > 0]
    state = evolve(state, phase=OVER, end_reason=reason, snap=None, holder=None)
    ended = state  # the words are said when read (engine Event), from this state
    events.append(Event(lambda: (_("The Snap-fire Ordeal ends: {reason}. Most often in the spotlight: {names}.")
                                 if stars else _("The Snap-fire Ordeal ends: {reason}.")).format(
                            reason=end_text(ended), names=name_list(stars)),
                        kind="end"))
    return state
