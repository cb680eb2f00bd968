"""The set-up phases of Chicks With Disks: dealing the grid (``deal``), the
draw for first player and the rank rows (``first-draw``), and the character
sheets (``sheets``)."""

from __future__ import annotations

from cardtable.engine.cards import SUIT_NAMES, SUITS, card
from cardtable.engine.protocol import Action, Event, IllegalAction
from cardtable.engine.values import evolve

from .grid import SLOTS, slot_name
from .state import (CHOOSE, FIRST_DRAW, ROWS, SHEET_FIELDS, SHEET_LABELS, SHEETS, SUPERHUMAN, State, _args,
                    _draw_card, _moment, _slot_arg, name, value_of)


# ---- set-up handlers

def _deal(state: State, slots: list[int]) -> State:
    """The top cards of the draw pile dealt onto ``slots``, in that order."""
    grid = list(state.grid)
    for k, slot in enumerate(slots):
        grid[slot] = state.draw[k]
    return evolve(state, grid=tuple(grid), draw=state.draw[len(slots):])


def _h_deal_card(state: State, seat: int, action: Action, events: list[Event]) -> State:
    slot = _slot_arg(action, [i for i in range(SLOTS) if state.grid[i] is None],
                     "slot {slot} already has a card: deal onto an empty slot")
    state = _deal(state, [slot])
    events.append(Event(f"{name(state, seat)} deals a card face down to slot {slot_name(slot)}",
                        kind="deal", seat=seat))
    return _after_deal(state, events)


def _h_deal_grid(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action)
    empty = [i for i in range(SLOTS) if state.grid[i] is None]
    state = _deal(state, empty)
    events.append(Event(f"{name(state, seat)} deals the grid: {len(empty)} cards face down",
                        kind="deal", seat=seat))
    return _after_deal(state, events)


def _after_deal(state: State, events: list[Event]) -> State:
    if any(c is None for c in state.grid):
        return state
    events.append(Event("The grid is complete. Everyone draws a card to see who goes first.", kind="setup"))
    state = evolve(state, phase=FIRST_DRAW, contenders=tuple(range(state.n)), first_draws=())
    return _moment(state, "setup", None, "The complex lies dark: twenty-seven rooms, nine by three, "
                   "all of them unknown.")



def _h_draw_first(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action)
    state, c = _draw_card(state, seat, events)
    shown = card(c).short if c else "nothing"
    events.append(Event(f"{name(state, seat)} draws {shown} for first player", kind="first-draw",
                        seat=seat, reveal=True))
    draws = state.first_draws + (((seat, c),) if c else ((seat, ""),))
    state = evolve(state, first_draws=draws)
    if len(draws) < len(state.contenders):
        return state
    best = max(value_of(c) if c else 0 for _, c in draws)
    top = tuple(s for s, c in draws if (value_of(c) if c else 0) == best)
    returned = tuple(c for _, c in draws if c)
    pile, rng = state.rng.shuffle(state.draw + returned)
    state = evolve(state, draw=pile, rng=rng, first_draws=())
    if len(top) > 1:
        names = ", ".join(name(state, s) for s in top)
        events.append(Event(f"Tie for first between {names}: the cards go back, the deck is shuffled "
                            f"and they draw again", kind="first-tie"))
        return evolve(state, contenders=top)
    first = top[0]
    n = state.n
    rows = [0] * n
    ranks = [()] * n
    for k in range(n):
        s = (first + k) % n
        rows[s] = k + 1
        ranks[s] = tuple(ROWS[k][suit] for suit in SUITS)
    events.append(Event(f"{name(state, first)} drew highest and goes first. The cards go back and the "
                        f"deck is shuffled.", kind="first", seat=first))
    for k in range(n):
        s = (first + k) % n
        sup = next(su for su, lv in ROWS[k].items() if lv == SUPERHUMAN)
        events.append(Event(f"{name(state, s)} takes rank row {k + 1}: Superhuman in {SUIT_NAMES[sup]}",
                            kind="ranks", seat=s))
    return evolve(state, first=first, current=first, rows=tuple(rows), ranks=tuple(ranks),
                        contenders=(), phase=SHEETS)


def _h_sheet(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action, "field", "text")
    field = action.get("field")
    if field not in SHEET_FIELDS:
        raise IllegalAction(f"a character sheet has no field {field!r} (use {', '.join(SHEET_FIELDS)})")
    text = action.get("text")
    if not isinstance(text, str):
        raise IllegalAction("a character sheet entry must be text")
    text = text.strip()
    sheet = list(state.sheets[seat])
    sheet[SHEET_FIELDS.index(field)] = text
    sheets = state.sheets[:seat] + (tuple(sheet),) + state.sheets[seat + 1:]
    label = SHEET_LABELS[field]
    events.append(Event(f"{name(state, seat)}'s character — {label}: {text or '(left blank)'}",
                        kind="sheet", seat=seat))
    return evolve(state, sheets=sheets)


def _h_sheet_done(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action)
    done = state.sheet_done[:seat] + (True,) + state.sheet_done[seat + 1:]
    events.append(Event(f"{name(state, seat)} is ready", kind="sheet", seat=seat))
    state = evolve(state, sheet_done=done)
    if all(done):
        events.append(Event(f"The heist begins. {name(state, state.first)} goes first.", kind="start",
                            seat=state.first))
        state = evolve(state, phase=CHOOSE, current=state.first)
        state = _moment(state, "cast", None, "The cast is complete.")
    return state
