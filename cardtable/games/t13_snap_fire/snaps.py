"""Snap calls in the T13 Snap-fire Ordeal: claiming or letting go of the
Snap-fire card, miscalls, the referee's declared Snap-Failures, and
settling what each Snap-Failure means."""

from __future__ import annotations

from cardtable.engine.cards import card
from cardtable.engine.protocol import Action, Event, IllegalAction, Prompt
from cardtable.engine.values import evolve

from .phases import _advance_bidding
from .state import (ACTIONS, BIDDING, CHOOSING, CLAIM_WORDS, LATE_MISCALL, OUTCOMES, REFEREE, WAIVE, FailureRecord,
                    State, _args, _character, _cname, _note, _referee_only, _set, best_match, snap_refusal,
                    snap_target)


def _snap(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action, "character")
    ch = _character(state, action)
    c = state.chars[ch]
    if seat != c.seat:
        raise IllegalAction(f"{state.names[c.seat]} calls Snap for {c.name}")
    why = snap_refusal(state, ch)
    if why is not None:
        raise IllegalAction(why)
    target = snap_target(state)
    assert target is not None
    settled = state.settled | {ch}
    if action.kind == WAIVE:
        events.append(Event(f"{c.name} lets the {card(target).short} go this Phase.", kind="waive", seat=seat))
        return evolve(state, settled=settled)
    level, match = best_match(target, c.pool)
    if match is None:
        return _miscall(evolve(state, settled=settled), ch, f"called Snap on the {card(target).short} "
                        f"with no card of the same pips", events)
    if state.taken_by == "bid" and state.late == LATE_MISCALL:
        return _miscall(evolve(state, settled=settled), ch, "called Snap after the winning bid", events)
    if state.taken_by == "claim" and level <= state.claim_level:
        holder = _cname(state, state.holder)
        events.append(Event(f"{c.name} calls Snap with {card(match).short}, but that does not beat "
                            f"{holder}'s claim ({CLAIM_WORDS[state.claim_level]}).", kind="snap", seat=seat))
        return evolve(state, settled=settled)
    chars = state.chars
    pending = state.pending
    lost = ""
    if state.holder is not None:
        h = chars[state.holder]
        chars = _set(chars, state.holder, evolve(h, pool=tuple(x for x in h.pool if x != target)))
        lost = f" from {h.name}"
        if state.taken_by == "bid":
            pending += ((state.holder, f"lost the {card(target).short} to {c.name}'s late Snap"),)
    chars = _set(chars, ch, evolve(chars[ch], pool=chars[ch].pool + (target,)))
    interrupted = " and interrupts the bidding" if state.phase in (BIDDING, CHOOSING) else ""
    events.append(Event(
        f"Snap! {c.name} matches the {card(target).short} with {card(match).short} ({CLAIM_WORDS[level]}), "
        f"takes it{lost}{interrupted}. {c.name} may keep the draw as a Half Action or try a Full Action.",
        kind="snap", seat=seat, reveal=True,
        prompt=Prompt("snap", f"{c.name} snatches the moment. What do they do with it?", seat)))
    state = _note(state, f"{c.name} snapped it up with the {card(match).name}{lost}.")
    return evolve(state, chars=chars, holder=ch, taken_by="claim", claim_level=level, phase=ACTIONS,
                        settled=settled, pending=pending)


def _miscall(state: State, ch: int, cause: str, events: list[Event]) -> State:
    c = state.chars[ch]
    events.append(Event(f"{c.name} {cause}: a miscall! Snap-Failure — the referee decides what it means.",
                        kind="miscall", seat=c.seat, reveal=True))
    state = evolve(state, failed=state.failed | {ch}, pending=state.pending + ((ch, cause),))
    if state.phase == CHOOSING:
        state = evolve(state, bidders=tuple(i for i in state.bidders if i != ch))
    elif state.phase == BIDDING:
        state = _advance_bidding(state, events)
    return state


def _fail(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _referee_only(state, seat, ACTIONS, "declare a Snap-Failure")
    _args(action, "character")
    ch = _character(state, action)
    if ch in state.failed:
        raise IllegalAction(f"{_cname(state, ch)} has already suffered a Snap-Failure this Phase")
    cause = "failed their bid or their Umbrals"
    events.append(Event(f"{_cname(state, ch)} {cause}: Snap-Failure.", kind="fail", seat=seat))
    return evolve(state, failed=state.failed | {ch}, pending=state.pending + ((ch, cause),))


def _failure(state: State, seat: int, action: Action, events: list[Event]) -> State:
    if not state.pending:
        raise IllegalAction("there is no Snap-Failure to settle")
    if seat != REFEREE:
        raise IllegalAction(f"only the referee ({state.names[REFEREE]}) settles a Snap-Failure")
    _args(action, "outcome", "text")
    outcome, text = action["outcome"], action["text"]
    if outcome not in OUTCOMES:
        raise IllegalAction(f"a Snap-Failure becomes one of: {', '.join(OUTCOMES)}")
    if not isinstance(text, str):
        raise IllegalAction("the meaning of a Snap-Failure is text")
    text = text.strip()
    (ch, cause), rest = state.pending[0], state.pending[1:]
    c = state.chars[ch]
    record = FailureRecord(state.phase_no, ch, cause, outcome, text)
    meaning = f": {text}" if text else "."
    events.append(Event(f"Snap-Failure for {c.name}, read as {_article(outcome)}{meaning}", kind="failure",
                        seat=c.seat,
                        prompt=Prompt("snap-failure", f"{c.name}'s Snap-Failure becomes {_article(outcome)}. "
                                      f"Tell how it goes wrong.", REFEREE)))
    state = _note(state, f"{c.name} {cause}; it became {_article(outcome)}{meaning}")
    return evolve(state, pending=rest, failures=state.failures + (record,))


def _article(outcome: str) -> str:
    if outcome in ("Twisted",):
        return "a Twisted Snap-Failure"
    return f"{'an' if outcome[0] in 'AEIOU' else 'a'} {outcome}"
