"""The set-up phases of Chicks With Disks: dealing the grid (``deal``), the
draw for first player and the rank rows (``first-draw``), and the character
sheets (``sheets``)."""

from __future__ import annotations

from cardtable.engine.cards import SUITS, card
from cardtable.engine.i18n import N_, _, ngettext
from cardtable.engine.protocol import Action, Event, IllegalAction
from cardtable.engine.values import evolve

from .grid import SLOTS, slot_name
from .words import sheet_words, suit_name
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
                     N_("slot {slot} already has a card: deal onto an empty slot"))
    state = _deal(state, [slot])
    events.append(Event(lambda: _("{name} deals a card face down to slot {slot}").format(name=name(state, seat),
                                                                                      slot=slot_name(slot)),
                        kind="deal", seat=seat))
    return _after_deal(state, events)


def _h_deal_grid(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action)
    empty = [i for i in range(SLOTS) if state.grid[i] is None]
    state = _deal(state, empty)
    count = len(empty)
    events.append(Event(lambda: ngettext("{name} deals the grid: {count} card face down",
                                         "{name} deals the grid: {count} cards face down", count).format(
                            name=name(state, seat), count=count),
                        kind="deal", seat=seat))
    return _after_deal(state, events)


def _after_deal(state: State, events: list[Event]) -> State:
    if any(c is None for c in state.grid):
        return state
    events.append(Event(lambda: _("The grid is complete. Everyone draws a card to see who goes first."),
                        kind="setup"))
    state = evolve(state, phase=FIRST_DRAW, contenders=tuple(range(state.n)), first_draws=())
    return _moment(state, "setup", None)



def _h_draw_first(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action)
    state, c = _draw_card(state, seat, events)
    drew = state  # the words are said when read (engine Event), from this state

    def said() -> str:
        if c:
            return _("{name} draws {card} for first player").format(name=name(drew, seat), card=card(c).short)
        return _("{name} draws nothing for first player").format(name=name(drew, seat))

    events.append(Event(said, kind="first-draw", seat=seat, reveal=True))
    draws = state.first_draws + (((seat, c),) if c else ((seat, ""),))
    state = evolve(state, first_draws=draws)
    if len(draws) < len(state.contenders):
        return state
    best = max(value_of(c) if c else 0 for _unused, c in draws)
    top = tuple(s for s, c in draws if (value_of(c) if c else 0) == best)
    returned = tuple(c for _unused, c in draws if c)
    pile, rng = state.rng.shuffle(state.draw + returned)
    state = evolve(state, draw=pile, rng=rng, first_draws=())
    if len(top) > 1:
        events.append(Event(lambda: _("Tie for first between {names}: the cards go back, the deck is shuffled "
                                      "and they draw again").format(names=", ".join(name(drew, s) for s in top)),
                            kind="first-tie"))
        return evolve(state, contenders=top)
    first = top[0]
    n = state.n
    rows = [0] * n
    ranks = [()] * n
    for k in range(n):
        s = (first + k) % n
        rows[s] = k + 1
        ranks[s] = tuple(ROWS[k][suit] for suit in SUITS)
    events.append(Event(lambda: _("{name} drew highest and goes first. The cards go back and the "
                                  "deck is shuffled.").format(name=name(drew, first)), kind="first", seat=first))
    for k in range(n):
        s = (first + k) % n
        events.append(Event(lambda s=s, k=k: _("{name} takes rank row {row}: Superhuman in {suit}").format(
                                name=name(drew, s), row=k + 1,
                                suit=suit_name(next(su for su, lv in ROWS[k].items() if lv == SUPERHUMAN))),
                            kind="ranks", seat=s))
    return evolve(state, first=first, current=first, rows=tuple(rows), ranks=tuple(ranks),
                        contenders=(), phase=SHEETS)


def _h_sheet(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action, "field", "text")
    field = action.get("field")
    if field not in SHEET_FIELDS:
        raise IllegalAction(_("a character sheet has no field {field} (use {fields})").format(
            field=repr(field), fields=", ".join(SHEET_FIELDS)))
    text = action.get("text")
    if not isinstance(text, str):
        raise IllegalAction(_("a character sheet entry must be text"))
    text = text.strip()
    sheet = list(state.sheets[seat])
    sheet[SHEET_FIELDS.index(field)] = text
    sheets = state.sheets[:seat] + (tuple(sheet),) + state.sheets[seat + 1:]
    events.append(Event(lambda: _("{name}'s character — {label}: {text}").format(
                            name=name(state, seat), label=_(SHEET_LABELS[field]),
                            text=sheet_words(text) or _("(left blank)")),
                        kind="sheet", seat=seat))
    return evolve(state, sheets=sheets)


def _h_sheet_done(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action)
    done = state.sheet_done[:seat] + (True,) + state.sheet_done[seat + 1:]
    ready = state  # the words are said when read (engine Event), from this state
    events.append(Event(lambda: _("{name} is ready").format(name=name(ready, seat)), kind="sheet", seat=seat))
    state = evolve(state, sheet_done=done)
    if all(done):
        events.append(Event(lambda: _("The heist begins. {name} goes first.").format(name=name(ready, ready.first)),
                            kind="start", seat=ready.first))
        state = evolve(state, phase=CHOOSE, current=state.first)
        state = _moment(state, "cast", None)
    return state
