"""99 Chances: a storytelling game where the table judges your odds.

Pure Python; every function is pure and the state is a frozen attrs value.
This module is the game's face: set-up, who acts, the legal moves, applying
a move, the result and the card census. The phases live in ``meeting``,
``rounds``, ``storytelling``, ``climax`` and ``notes``; the state and its
helpers in ``state``. ``RULES.md`` has the rules in players' words and
``shared/RULINGS.md`` the decisions taken where the source is silent.

Free moves: whoever is to act may edit their character role (``role``) and
write or wipe a dry-erase note on their own Resources (``note``/``wipe``).
"""

from __future__ import annotations

from cardtable.engine.i18n import _, ngettext
from cardtable.engine.opening import opening_order
from cardtable.engine.protocol import Action, BadOptions, Event, IllegalAction, Result, Setup
from cardtable.engine.values import evolve
from cardtable.engine.standing import Standing

from . import climax, meeting, notes, rounds, storytelling
from .deck import deck_for
from .state import *  # noqa: F401,F403  (callers read constants and records through rules)
from .state import (
    A_BID, A_ENDING, A_EVALUATE, A_FINALE, A_FLIP, A_FRAME, A_KEEP, A_LEAD, A_NOTE, A_PLAN, A_PROBLEM,
    A_RESOURCE, A_ROLE, A_THEME, A_VOTE, A_WIPE, BIDS, CLIMAX_LEAD, DENOUEMENT, EVALUATE, FINALE, FLIP, FRAME,
    HAND_SIZE, KEEP, MAX_ACTS, OVER, PLAN, RESOURCES, ROLES, THEMES, TROUBLE, VOTE, State, and_list, name_of,
    problem_targets,
)
from .climax import victors


def new_game(setup: Setup) -> State:
    options = setup.options
    deck = deck_for(options.get("deck_file", ""))
    acts = int(options.get("acts", 1))
    if not 1 <= acts <= MAX_ACTS:
        raise BadOptions(_("a story has 1 to {most} acts, not {acts}").format(most=MAX_ACTS, acts=acts))
    n = setup.count
    order, rng = opening_order(setup, deck.ids, _("each of the 99 numbers exactly once"))
    hands: list[list[str]] = [[] for _seat in range(n)]
    pos = 0
    for _round in range(HAND_SIZE):
        for seat in range(n):
            hands[seat].append(order[pos])
            pos += 1
    empty: tuple[tuple[str, ...], ...] = ((),) * n
    return State(
        names=setup.names,
        deck=deck,
        acts=acts,
        rng=rng,
        hands=tuple(tuple(h) for h in hands),
        draw=tuple(order[pos:]),
        discard=(),
        phase=THEMES,
        order=tuple(range(n)),
        pitches=(None,) * n,
        votes=(None,) * n,
        roles=("",) * n,
        resources=empty,
        problems=empty,
        evals=(None,) * n,
        bids=(None,) * n,
        outcomes=("",) * n,
        endings=("",) * n,
        ending_texts=(None,) * n,
    )


def to_act(state: State) -> tuple[int, ...]:
    if state.phase == OVER:
        return ()
    if state.phase == EVALUATE:
        return tuple(s for s in state.evaluators if state.evals[s] is None)
    cur = state.current
    return () if cur is None else (cur,)


def _free_actions(state: State, seat: int) -> list[Action]:
    out = [Action.of(A_ROLE, text="")]
    for card in state.resources[seat]:
        out.append(Action.of(A_NOTE, card=card, text=""))
        if state.note_on(card):
            out.append(Action.of(A_WIPE, card=card))
    return out


def legal_actions(state: State, seat: int) -> list[Action]:
    if seat not in to_act(state):
        return []
    main = _main_actions(state, seat)
    if state.phase == THEMES:
        return main  # no character yet and nothing on the table
    return main + _free_actions(state, seat)


def _main_actions(state: State, seat: int) -> list[Action]:
    phase = state.phase
    hand = state.hands[seat]
    if phase == THEMES:
        # both orders, so that either card can be dragged first
        return [Action.of(A_THEME, a=a, b=b, text="") for a in hand for b in hand if a != b]
    if phase == VOTE:
        return [Action.of(A_VOTE, player=s) for s in range(state.n) if state.pitches[s] is not None]
    if phase == ROLES:
        return []  # the role move itself is the free "role" action
    if phase == RESOURCES:
        return [Action.of(A_RESOURCE, card=c, involves=o, text="")
                for c in hand for o in range(state.n) if o != seat]
    if phase == TROUBLE:
        return [Action.of(A_PROBLEM, card=c, target=t) for c in hand for t in problem_targets(state, seat)]
    if phase == PLAN:
        return [Action.of(A_PLAN, problem=p, text="") for p in state.problems[seat]]
    if phase == EVALUATE:
        return [Action.of(A_EVALUATE, card=c) for c in hand]
    if phase == KEEP:
        return [Action.of(A_KEEP, text="")]
    if phase == FLIP:
        return [Action.of(A_FLIP)]
    if phase == CLIMAX_LEAD:
        return [Action.of(A_LEAD, player=s) for s in state.tied]
    if phase == FRAME:
        return [Action.of(A_FRAME, text="")]
    if phase == BIDS:
        return [Action.of(A_BID, card=c, text="") for c in hand]
    if phase == FINALE:
        return [Action.of(A_FINALE)]
    if phase == DENOUEMENT:
        return [Action.of(A_ENDING, text="")]
    return []


def apply(state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
    if state.phase == OVER:
        raise IllegalAction(_("the story is over"))
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.n:
        raise IllegalAction(_("there is no such player"))
    if seat not in to_act(state):
        waiting = ", ".join(name_of(state, s) for s in to_act(state))
        raise IllegalAction(_("it is not {name}'s move; waiting for {waiting}").format(
            name=name_of(state, seat), waiting=waiting))
    handler = _HANDLERS.get(action.kind)
    if handler is None:
        raise IllegalAction(_("99 Chances has no move called {move}").format(move=repr(action.kind)))
    events: list[Event] = []
    new = handler(state, seat, action, events)
    return evolve(new, moves=state.moves + 1), tuple(events)


_HANDLERS = {
    A_THEME: meeting.do_theme,
    A_VOTE: meeting.do_vote,
    A_ROLE: meeting.do_role,
    A_RESOURCE: rounds.do_resource,
    A_PROBLEM: rounds.do_problem,
    A_PLAN: storytelling.do_plan,
    A_EVALUATE: storytelling.do_evaluate,
    A_KEEP: storytelling.do_keep,
    A_FLIP: storytelling.do_flip,
    A_LEAD: climax.do_lead,
    A_FRAME: climax.do_frame,
    A_BID: climax.do_bid,
    A_FINALE: climax.do_finale,
    A_ENDING: climax.do_ending,
    A_NOTE: notes.do_note,
    A_WIPE: notes.do_wipe,
}


def result(state: State) -> Result | None:
    if state.phase != OVER:
        return None
    winners = state.winners or victors(state)
    scores = tuple(float(len(r)) for r in state.resources)
    names = and_list([name_of(state, s) for s in winners])
    if state.hero is not None:
        summary = ngettext("{names} wins 99 Chances; {hero} is the Hero", "{names} win 99 Chances; {hero} is the Hero",
                           len(winners)).format(names=names, hero=name_of(state, state.hero))
    else:
        summary = ngettext("{names} wins 99 Chances; there is no Hero", "{names} win 99 Chances; there is no Hero",
                           len(winners)).format(names=names)
    return Result(winners, summary, scores)


def seat_standing(state: State) -> Standing:
    """Who leads: Resources in front of each player (the most wins), the
    Hero half a Resource ahead (the Hero wins a tie). Rounds are acts."""
    n = len(state.names)
    resources = state.resources or ((),) * n
    return Standing(tuple(len(r) + (0.5 if seat == state.hero else 0.0) for seat, r in enumerate(resources)),
                    state.act)


def census(state: State) -> tuple[str, ...]:
    cards: list[str] = []
    for group in (state.hands, state.resources, state.problems):
        for items in group:
            cards.extend(items)
    cards.extend(state.draw)
    cards.extend(state.discard)
    cards.extend(state.theme)
    if state.phase in (THEMES, VOTE):
        cards.extend(c for p in state.pitches if p is not None for c in p.cards)
    cards.extend(c for c in state.evals if c is not None)
    if state.plan is not None and state.phase in (KEEP, FLIP):
        cards.extend(c for _seat, c in state.plan.evaluations if c != state.plan.median)
    cards.extend(b.card for b in state.bids if b is not None)
    return tuple(cards)
