"""Snap calls in the T13 Snap-fire Ordeal: claiming or letting go of the
Snap-fire card, miscalls, the referee's declared Snap-Failures, and
settling what each Snap-Failure means."""

from __future__ import annotations

from cardtable.engine.cards import card
from cardtable.engine.i18n import N_, _
from cardtable.engine.protocol import Action, Event, IllegalAction, Prompt
from cardtable.engine.values import evolve

from .phases import _advance_bidding
from .state import (ACTIONS, BIDDING, CHOOSING, FAILED, LATE_CALL, LATE_MISCALL, LOST, MISCALL, OUTCOMES, REFEREE,
                    SETTLED, SNAPPED, WAIVE, Cause, FailureRecord, State, _args, _character, _cname, _note,
                    _referee_only, _set, best_match, snap_refusal, snap_target)
from .words import an_outcome, cause_text, claim_word, outcome_word, reading_words


def _snap(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action, "character")
    ch = _character(state, action)
    c = state.chars[ch]
    if seat != c.seat:
        raise IllegalAction(_("{player} calls Snap for {name}").format(player=state.names[c.seat], name=c.name))
    why = snap_refusal(state, ch)
    if why is not None:
        raise IllegalAction(why)
    target = snap_target(state)
    assert target is not None
    settled = state.settled | {ch}
    if action.kind == WAIVE:
        events.append(Event(lambda: _("{name} lets the {card} go this Phase.").format(name=c.name,
                                                                                      card=card(target).short),
                            kind="waive", seat=seat))
        return evolve(state, settled=settled)
    level, match = best_match(target, c.pool)
    if match is None:
        return _miscall(evolve(state, settled=settled), ch, (MISCALL, target), events)
    if state.taken_by == "bid" and state.late == LATE_MISCALL:
        return _miscall(evolve(state, settled=settled), ch, (LATE_CALL,), events)
    if state.taken_by == "claim" and level <= state.claim_level:
        holder, claimed = _cname(state, state.holder), state.claim_level  # the words are said when read (Event)
        events.append(Event(lambda: _("{name} calls Snap with {card}, but that does not beat {holder}'s claim "
                                      "({claim}).").format(name=c.name, card=card(match).short, holder=holder,
                                                           claim=claim_word(claimed)), kind="snap", seat=seat))
        return evolve(state, settled=settled)
    chars = state.chars
    pending = state.pending
    loser = -1
    if state.holder is not None:
        h = chars[state.holder]
        chars = _set(chars, state.holder, evolve(h, pool=tuple(x for x in h.pool if x != target)))
        loser = state.holder
        if state.taken_by == "bid":
            pending += ((state.holder, (LOST, target, ch)),)
    chars = _set(chars, ch, evolve(chars[ch], pool=chars[ch].pool + (target,)))
    interrupts = state.phase in (BIDDING, CHOOSING)
    loser_name = state.chars[loser].name if loser >= 0 else ""  # the words are said when read (engine Event)

    def said() -> str:
        values = dict(name=c.name, card=card(target).short, match=card(match).short, claim=claim_word(level),
                      loser=loser_name)
        if loser >= 0 and interrupts:
            took = _("Snap! {name} matches the {card} with {match} ({claim}), takes it from {loser} and interrupts "
                     "the bidding.")
        elif loser >= 0:
            took = _("Snap! {name} matches the {card} with {match} ({claim}), takes it from {loser}.")
        elif interrupts:
            took = _("Snap! {name} matches the {card} with {match} ({claim}), takes it and interrupts the bidding.")
        else:
            took = _("Snap! {name} matches the {card} with {match} ({claim}), takes it.")
        keep = _("{name} may keep the draw as a Half Action or try a Full Action.")
        return f"{took.format(**values)} {keep.format(**values)}"

    events.append(Event(
        said,
        kind="snap", seat=seat, reveal=True,
        prompt=Prompt("snap", lambda: _("{name} snatches the moment. What do they do with it?").format(name=c.name),
                      seat)))
    state = _note(state, (SNAPPED, ch, match, loser))
    return evolve(state, chars=chars, holder=ch, taken_by="claim", claim_level=level, phase=ACTIONS,
                        settled=settled, pending=pending)


def _miscall(state: State, ch: int, cause: Cause, events: list[Event]) -> State:
    c = state.chars[ch]
    shown = state  # the words are said when read (engine Event), from this state
    events.append(Event(lambda: _("{name} {cause}: a miscall! Snap-Failure — the referee decides what it "
                                  "means.").format(name=c.name, cause=cause_text(shown, cause)),
                        kind="miscall", seat=c.seat, reveal=True))
    state = evolve(state, failed=state.failed | {ch}, pending=state.pending + ((ch, cause),))
    if state.phase == CHOOSING:
        state = evolve(state, bidders=tuple(i for i in state.bidders if i != ch))
    elif state.phase == BIDDING:
        state = _advance_bidding(state, events)
    return state


def _fail(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _referee_only(state, seat, ACTIONS, N_("declare a Snap-Failure"))
    _args(action, "character")
    ch = _character(state, action)
    if ch in state.failed:
        raise IllegalAction(_("{name} has already suffered a Snap-Failure this Phase").format(name=_cname(state, ch)))
    cause = (FAILED,)
    events.append(Event(lambda: _("{name} {cause}: Snap-Failure.").format(name=_cname(state, ch),
                                                                        cause=cause_text(state, cause)),
                        kind="fail", seat=seat))
    return evolve(state, failed=state.failed | {ch}, pending=state.pending + ((ch, cause),))


def _failure(state: State, seat: int, action: Action, events: list[Event]) -> State:
    if not state.pending:
        raise IllegalAction(_("there is no Snap-Failure to settle"))
    if seat != REFEREE:
        raise IllegalAction(_("only the referee ({name}) settles a Snap-Failure").format(name=state.names[REFEREE]))
    _args(action, "outcome", "text")
    outcome, text = action["outcome"], action["text"]
    if outcome not in OUTCOMES:
        raise IllegalAction(_("a Snap-Failure becomes one of: {outcomes}").format(
            outcomes=", ".join(outcome_word(o) for o in OUTCOMES)))
    if not isinstance(text, str):
        raise IllegalAction(_("the meaning of a Snap-Failure is text"))
    text = text.strip()
    (ch, cause), rest = state.pending[0], state.pending[1:]
    c = state.chars[ch]
    record = FailureRecord(state.phase_no, ch, cause, outcome, text)
    shown = state  # the words are said when read (engine Event), from this state

    def what() -> dict:
        return dict(name=c.name, an_outcome=an_outcome(outcome), outcome=outcome_word(outcome),
                    text=reading_words(shown, ch, cause, text))

    events.append(Event(lambda: (_("Snap-Failure for {name}, read as {an_outcome}: {text}") if text
                                 else _("Snap-Failure for {name}, read as {an_outcome}.")).format(**what()),
                        kind="failure", seat=c.seat,
                        prompt=Prompt("snap-failure", lambda: _("{name}'s Snap-Failure becomes {an_outcome}. Tell "
                                                                "how it goes wrong.").format(**what()), REFEREE)))
    state = _note(state, (SETTLED, ch, cause, outcome, text))
    return evolve(state, pending=rest, failures=state.failures + (record,))
