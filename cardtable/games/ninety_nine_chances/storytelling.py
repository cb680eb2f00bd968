"""A storytelling turn: the Plan, the private evaluations, the median kept
as a Resource, and the flip that decides the Plan."""

from __future__ import annotations

from cardtable.engine.i18n import _, ngettext
from cardtable.engine.protocol import Action, Event, IllegalAction, Prompt
from cardtable.engine.values import evolve

from .deck import PROBLEM, RESOURCE
from .rounds import skip_storytellers
from .state import (
    EVALUATE, FLIP, KEEP, PLAN, PlanRecord, State, add_problem, add_resource, check_args, clean_text,
    clockwise, draw_to_hand, from_hand, hand_card, label, name_of, need_phase, replace_at, set_note, take_top,
    word,
)


def do_plan(state: State, seat: int, action: Action, events: list[Event]) -> State:
    need_phase(state, action, PLAN)
    check_args(action, "problem", "text")
    problem = action["problem"]
    if not isinstance(problem, str) or problem not in state.problems[seat]:
        raise IllegalAction(_("choose one of your own Problems to tackle"))
    text = clean_text(action["text"], "plan")
    plan = PlanRecord(state.act, seat, problem, text, state.moves + 1)
    n = state.n
    evaluators = tuple(s for s in range(n) if (s != seat or n % 2 == 1) and state.hands[s])
    shown = state  # the words are said when read (engine Event), from this state

    def said() -> str:
        words = _("{name} tackles {card}: “{text}”") if text else _("{name} tackles {card}")
        return words.format(name=name_of(shown, seat), card=label(shown, problem, PROBLEM), text=text)

    def asked() -> str:
        return _("{name}, how will you use your Resources to beat {word}?").format(
            name=name_of(shown, seat), word=word(shown, problem, PROBLEM))

    events.append(Event(said, kind="plan", seat=seat, prompt=Prompt("plan", asked, seat)))
    state = evolve(state, plan=plan, evaluators=evaluators, evals=(None,) * n, last_storyteller=seat)
    if not evaluators:
        events.append(Event(lambda: _("Nobody has a card to evaluate with: the chance of success is nil"),
                            kind="median"))
        return evolve(state, phase=FLIP)

    def evaluate() -> str:
        return ngettext("Evaluate the Plan: {names} chooses a Number face down "
                        "(higher means more likely to succeed).",
                        "Evaluate the Plan: {names} each choose a Number face down "
                        "(higher means more likely to succeed).", len(evaluators)).format(
                            names=", ".join(name_of(shown, s) for s in evaluators))

    events.append(Event(evaluate, kind="phase"))
    return evolve(state, phase=EVALUATE)


def do_evaluate(state: State, seat: int, action: Action, events: list[Event]) -> State:
    need_phase(state, action, EVALUATE)
    check_args(action, "card")
    card = hand_card(state, seat, action)
    state = from_hand(state, seat, card)
    state = evolve(state, evals=replace_at(state.evals, seat, card))
    name = name_of(state, seat)  # the words are said when read (engine Event)
    events.append(Event(lambda: _("{name} places an evaluation face down").format(name=name),
                        kind="evaluate", seat=seat,
                        private=lambda: _("You evaluate the Plan at {card}").format(card=card),
                        private_to=frozenset({seat})))
    state = draw_to_hand(state, seat, events)
    if any(state.evals[s] is None for s in state.evaluators):
        return state
    return _reveal_evaluations(state, events)


def _reveal_evaluations(state: State, events: list[Event]) -> State:
    plan = state.plan
    assert plan is not None
    shown = tuple((s, state.evals[s]) for s in state.evaluators if state.evals[s] is not None)
    ranked = sorted(shown, key=lambda sc: int(sc[1]))
    median_seat, median = ranked[(len(ranked) - 1) // 2]
    state = add_resource(state, median_seat, median)
    plan = evolve(plan, evaluations=shown, median_seat=median_seat, median=median)
    now = state  # the words are said when read (engine Event), from this state

    def said() -> str:
        return _("Evaluations revealed: {listing}. The median is {median}: the Plan's chance of success is {median} "
                 "in 100, and {name} keeps it as the Resource {card}").format(
                     listing=", ".join(f"{name_of(now, s)} {c}" for s, c in shown), median=median,
                     name=name_of(now, median_seat), card=label(now, median, RESOURCE))

    events.append(Event(said, kind="median", seat=median_seat, reveal=True,
                        prompt=Prompt("median", lambda: _("{name}, how does {word} fit your character?").format(
                            name=name_of(now, median_seat), word=word(now, median, RESOURCE)), median_seat)))
    return evolve(state, plan=plan, evals=(None,) * state.n, phase=KEEP, order=(median_seat,), turn=0)


def do_keep(state: State, seat: int, action: Action, events: list[Event]) -> State:
    need_phase(state, action, KEEP)
    check_args(action, "text")
    text = clean_text(action["text"], "note")
    plan = state.plan
    assert plan is not None and plan.median is not None
    if text:
        state = set_note(state, seat, plan.median, text)
        shown, median = state, plan.median  # the words are said when read (engine Event), from these
        events.append(Event(lambda: _("{name} writes “{text}” on {card}").format(
            name=name_of(shown, seat), text=text, card=label(shown, median, RESOURCE)), kind="note", seat=seat))
    plan = evolve(plan, keep_note=text)
    return evolve(state, plan=plan, phase=FLIP, order=(plan.storyteller,), turn=0)


def do_flip(state: State, seat: int, action: Action, events: list[Event]) -> State:
    need_phase(state, action, FLIP)
    check_args(action)
    plan = state.plan
    assert plan is not None
    # The evaluations that were not the median go to the discard pile first.
    spent = tuple(c for s, c in plan.evaluations if c != plan.median)
    state = evolve(state, discard=state.discard + spent, evals=(None,) * state.n)
    state, card = take_top(state, events)
    chance = int(plan.median) if plan.median is not None else 0
    teller, problem = plan.storyteller, plan.problem
    shown = state  # the words are said when read (engine Event), from this state's names and deck
    if card is None:
        events.append(Event(lambda: _("There is no card left to flip: the Plan fails, but no new Problem appears"),
                            kind="flip", seat=teller))
        plan = evolve(plan, success=False)
    elif int(card) < chance:
        problems = list(state.problems[teller])
        problems.remove(plan.problem)
        state = evolve(state, problems=replace_at(state.problems, teller, tuple(problems)),
                             discard=state.discard + (card,))
        state = add_resource(state, teller, plan.problem)

        def succeeds() -> str:
            return _("{name} flips {card}, under {chance}: the Plan succeeds! The Problem {problem} spins round into "
                     "the Resource {resource}").format(
                         name=name_of(shown, teller), card=card, chance=chance, problem=label(shown, problem, PROBLEM),
                         resource=label(shown, problem, RESOURCE))

        events.append(Event(succeeds, kind="success", seat=teller, reveal=True,
                            prompt=Prompt("success", lambda: _("{name}, tell how your Plan works out.").format(
                                name=name_of(shown, teller)), teller)))
        plan = evolve(plan, flip=card, success=True)
    else:
        state = add_problem(state, teller, card)
        owner = plan.median_seat if plan.median_seat is not None else teller

        def fails() -> str:
            return _("{name} flips {card}, not under {chance}: the Plan fails and {problem} is a new Problem for "
                     "{name}").format(name=name_of(shown, teller), card=card, chance=chance,
                                      problem=label(shown, card, PROBLEM))

        def asked() -> str:
            return _("{owner}, tell how {word} makes things worse for {name}.").format(
                owner=name_of(shown, owner), word=word(shown, card, PROBLEM), name=name_of(shown, teller))

        events.append(Event(fails, kind="failure", seat=teller, reveal=True, prompt=Prompt("failure", asked, owner)))
        plan = evolve(plan, flip=card, success=False)
    lead = state.lead if state.lead is not None else 0
    state = evolve(state, plans=state.plans + (plan,), plan=None, evaluators=(), phase=PLAN,
                         order=clockwise(lead, state.n), turn=_storyteller_index(state, teller) + 1)
    return skip_storytellers(state, events)


def _storyteller_index(state: State, teller: int) -> int:
    lead = state.lead if state.lead is not None else 0
    return (teller - lead) % state.n
