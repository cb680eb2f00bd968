"""T13 Snap-fire Ordeal: a referee's aid for fast, dangerous scenes.

Seat 1 (index 0) is the referee (Yarn-Teller). Every other seat plays one
character; the referee also runs the NPCs named in the options. Each Phase
turns a Snap-fire card; the characters allowed by the POIS mode bid Sway for
it; anyone may Snap it with a card of the same pips until the Phase ends.
Pure Python, frozen state; see ``RULES.md`` and ``shared/RULINGS.md``.

This module is the game's face: set-up, who acts, the legal moves, applying
a move, the result and the card census. The state, its records and helpers
live in ``state``; the moves in ``phases`` (a Phase from its card to its
end, bidding included) and ``snaps`` (Snap calls and Snap-Failures).
"""

from __future__ import annotations

from cardtable.engine.opening import opening_order
from cardtable.engine.values import evolve

from cardtable.engine.cards import standard_deck
from cardtable.engine.i18n import _, ngettext
from cardtable.engine.protocol import Action, BadOptions, Event, IllegalAction, Result, Setup
from cardtable.engine.standing import Standing

from .phases import (_begin, _bid, _choose, _draw, _end_ordeal, _end_phase, _open_bidding, _play,
                     _set_side)
from .snaps import _fail, _failure, _snap
from .state import *  # noqa: F401,F403  (callers read constants, records and helpers through rules)
from .words import end_text
from .state import (ACTIONS, BEGIN, BID, BIDDING, CARD_POIS, CHOOSE, CHOOSING, DRAW, EBBING, END_ORDEAL,
                    END_PHASE, FAIL, FAILURE, FLOWING, LATE_ALLOWED, OPEN, OUTCOMES, OVER, PASS, PLAY, REFEREE,
                    SET_SIDE, SETUP, SIDES, SNAP, UNCHOOSE, WAIVE, Character, State, can_snap, main_seat)


# -- set-up ----------------------------------------------------------------------

def parse_npcs(text: str) -> list[tuple[str, str]]:
    """``"Guard, Captain:Flowing"`` → ``[("Guard", "Ebbing"), ("Captain", "Flowing")]``."""
    out = []
    for part in (text or "").split(","):
        part = part.strip()
        if not part:
            continue
        name, _colon, side = part.partition(":")
        name, side = name.strip(), side.strip().capitalize() or EBBING
        if not name:
            raise BadOptions(_("an NPC needs a name: {text}").format(text=repr(part)))
        if side not in SIDES:
            raise BadOptions(_("an NPC's side is Flowing or Ebbing, not {side}").format(side=repr(side)))
        out.append((name, side))
    if len(out) > 8:
        raise BadOptions(_("at most 8 NPCs"))
    return out


def new_game(setup: Setup) -> State:
    opts = setup.options
    decks = int(opts.get("decks", "2"))
    full = standard_deck(decks)
    order, rng = opening_order(setup, full, ngettext("exactly the {cards} cards of {decks} deck",
                                                     "exactly the {cards} cards of {decks} decks",
                                                     decks).format(cards=len(full), decks=decks))
    sway = int(opts.get("sway", 6))
    chars = [Character(setup.names[s], s, False, FLOWING, sway) for s in range(1, setup.count)]
    chars += [Character(name, REFEREE, True, side, sway) for name, side in parse_npcs(opts.get("npcs", "Foe"))]
    if not chars:
        raise BadOptions(_("the Ordeal needs at least one character"))
    size = int(opts.get("pool", 3))
    if size * len(chars) + 1 > len(order):
        raise BadOptions(_("not enough cards for that many characters and pools"))
    pools: list[tuple[str, ...]] = [() for _c in chars]
    pos = 0
    for _round in range(size):
        for i in range(len(chars)):
            pools[i] += (order[pos],)
            pos += 1
    chars = [evolve(c, pool=pools[i]) for i, c in enumerate(chars)]
    return State(
        names=setup.names,
        chars=tuple(chars),
        draw=order[pos:],
        discard=(),
        phase=SETUP,
        phase_no=0,
        max_phases=int(opts.get("phases", 8)),
        pois=str(opts.get("pois", CARD_POIS)),
        rounding=str(opts.get("reduced", "ceil")),
        late=str(opts.get("late_claims", LATE_ALLOWED)),
        rng=rng,
    )


# -- who may act -----------------------------------------------------------------------

def to_act(state: State) -> tuple[int, ...]:
    main = main_seat(state)
    if main is None:
        return ()
    seats = {main}
    if not state.pending:
        seats.update(c.seat for i, c in enumerate(state.chars) if can_snap(state, i))
    return tuple(sorted(seats))


def legal_actions(state: State, seat: int) -> list[Action]:
    if seat not in to_act(state):
        return []
    out: list[Action] = []
    if state.pending:
        return [Action.of(FAILURE, outcome=o, text="") for o in OUTCOMES]
    mine = [i for i, c in enumerate(state.chars) if c.seat == seat]
    if seat == main_seat(state):
        if state.phase == SETUP:
            out += [Action.of(SET_SIDE, character=i, side=_other(c.side)) for i, c in enumerate(state.chars)]
            out.append(Action.of(BEGIN))
        elif state.phase == CHOOSING:
            for i in range(len(state.chars)):
                if i in state.failed:
                    continue
                out.append(Action.of(UNCHOOSE if i in state.bidders else CHOOSE, character=i))
            out.append(Action.of(OPEN))
        elif state.phase == BIDDING:
            ch = state.bidders[state.bid_pos]
            out += [Action.of(BID, character=ch, amount=k) for k in range(state.chars[ch].sway + 1)]
            out.append(Action.of(PASS, character=ch))
        elif state.phase == ACTIONS:
            for i, c in enumerate(state.chars):
                if state.draw or state.discard:
                    out.append(Action.of(DRAW, character=i))
                out += [Action.of(PLAY, character=i, card=x) for x in c.pool]
                if i not in state.failed:
                    out.append(Action.of(FAIL, character=i))
                out.append(Action.of(SET_SIDE, character=i, side=_other(c.side)))
            out += [Action.of(END_PHASE), Action.of(END_ORDEAL)]
    for i in mine:
        if can_snap(state, i):
            out += [Action.of(SNAP, character=i), Action.of(WAIVE, character=i)]
    return out


def _other(side: str) -> str:
    return EBBING if side == FLOWING else FLOWING


# -- applying ----------------------------------------------------------------------

def apply(state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
    if state.phase == OVER:
        raise IllegalAction(_("the Snap-fire Ordeal is over"))
    if not isinstance(seat, int) or not 0 <= seat < state.count:
        raise IllegalAction(_("there is no such seat"))
    events: list[Event] = []
    kind = action.kind
    handler = _HANDLERS.get(kind)
    if handler is None:
        raise IllegalAction(_("the Snap-fire Ordeal has no move called {kind}").format(kind=repr(kind)))
    if state.pending and kind != FAILURE:
        raise IllegalAction(_("the referee must first settle the pending Snap-Failure"))
    state = handler(state, seat, action, events)
    return state, tuple(events)


_HANDLERS = {
    SET_SIDE: _set_side,
    BEGIN: _begin,
    CHOOSE: _choose,
    UNCHOOSE: _choose,
    OPEN: _open_bidding,
    BID: _bid,
    PASS: _bid,
    SNAP: _snap,
    WAIVE: _snap,
    DRAW: _draw,
    PLAY: _play,
    FAIL: _fail,
    END_PHASE: _end_phase,
    END_ORDEAL: _end_ordeal,
    FAILURE: _failure,
}


# -- outcome -------------------------------------------------------------------------

def result(state: State) -> Result | None:
    """A referee's aid has no winner as such: the seats whose characters held
    the spotlight (took the Snap-fire card) most often are listed. The
    referee is a neutral seat: the NPCs it plays hold the spotlight for the
    story, never for the referee, so its score stays 0 and it never wins."""
    if state.phase != OVER:
        return None
    scores = [0.0] * state.count
    for c in state.chars:
        if not c.npc:
            scores[c.seat] += c.spotlights
    best = max(scores)
    winners = tuple(s for s in range(state.count) if scores[s] == best) if best > 0 else ()
    summary = ngettext("The Snap-fire Ordeal ended after {count} Phase ({reason})",
                       "The Snap-fire Ordeal ended after {count} Phases ({reason})",
                       state.phase_no).format(count=state.phase_no, reason=end_text(state))
    return Result(winners, summary, tuple(scores))


def seat_standing(state: State) -> Standing:
    """Who leads: times a player's characters took the Snap-fire card (the
    referee's NPCs count for nobody). Rounds are the Ordeal's Phases."""
    spots = [0.0] * state.count
    for c in state.chars:
        if not c.npc:
            spots[c.seat] += c.spotlights
    return Standing(tuple(spots), state.phase_no)


def census(state: State) -> tuple[str, ...]:
    table = (state.snap,) if state.snap is not None and state.holder is None else ()
    return tuple(x for c in state.chars for x in c.pool) + state.draw + state.discard + table
