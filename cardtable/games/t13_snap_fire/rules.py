"""T13 Snap-fire Ordeal: a referee's aid for fast, dangerous scenes.

Seat 1 (index 0) is the referee (Yarn-Teller). Every other seat plays one
character; the referee also runs the NPCs named in the options. Each Phase
turns a Snap-fire card; the characters allowed by the POIS mode bid Sway for
it; anyone may Snap it with a card of the same pips until the Phase ends.
Pure Python, frozen state; see ``RULES.md`` and ``shared/RULINGS.md``.
"""

from __future__ import annotations

from typing import Sequence

import attrs

from cardtable.engine.opening import opening_order
from cardtable.engine.values import evolve

from cardtable.engine.cards import card, standard_deck
from cardtable.engine.piles import reshuffle
from cardtable.engine.protocol import Action, BadOptions, Event, IllegalAction, Prompt, Result, Setup
from cardtable.engine.rng import Rng
from cardtable.games.t13_common.cardtext import name_list

REFEREE = 0

FLOWING = "Flowing"
EBBING = "Ebbing"
SIDES = (FLOWING, EBBING)

CARD_POIS = "card"
DIRECTED_POIS = "directed"

LATE_ALLOWED = "allowed"
LATE_MISCALL = "miscall"

OUTCOMES = ("Obstacle", "Snag", "Wound", "Test", "Failure", "Turn", "Narrative Moment", "Quest", "Ordeal",
            "Twisted")

# action kinds
SET_SIDE = "side"
BEGIN = "begin"
CHOOSE = "choose"
UNCHOOSE = "unchoose"
OPEN = "open_bidding"
BID = "bid"
PASS = "pass"
SNAP = "snap"
WAIVE = "waive"
DRAW = "draw"
PLAY = "play"
FAIL = "fail"
END_PHASE = "end_phase"
END_ORDEAL = "end_ordeal"
FAILURE = "failure"

# steps
SETUP = "setup"  # referee sets sides, then begins
CHOOSING = "choosing"  # Yarn-Teller Directed POIS: referee picks the bidders
BIDDING = "bidding"
ACTIONS = "actions"  # Full and Half Actions at the table; referee ends the Phase
OVER = "over"

# claim ranks
SAME_SUIT = 3
SAME_COLOUR = 2
PIPS_ONLY = 1
CLAIM_WORDS = {SAME_SUIT: "same suit", SAME_COLOUR: "same colour", PIPS_ONLY: "same pips"}


def pips(card_id: str) -> int:
    """Pips for Snap-fire: A = 1, number cards face value, J 11, Q 12, K 13."""
    return card(card_id).rank


def reduced(p: int, rounding: str) -> int:
    return (p + 1) // 2 if rounding == "ceil" else p // 2


def claim_rank(snap_card: str, pool_card: str) -> int:
    """0 when the pips differ, else how good a Snap the pool card makes."""
    a, b = card(snap_card), card(pool_card)
    if a.rank != b.rank:
        return 0
    if a.suit == b.suit:
        return SAME_SUIT
    if a.red == b.red:
        return SAME_COLOUR
    return PIPS_ONLY


def best_match(snap_card: str, pool: Sequence[str]) -> tuple[int, str | None]:
    best: tuple[int, str | None] = (0, None)
    for c in pool:
        r = claim_rank(snap_card, c)
        if r > best[0]:
            best = (r, c)
    return best


@attrs.frozen
class Character:
    name: str
    seat: int  # the seat that acts for this character
    npc: bool
    side: str
    sway: int
    pool: tuple[str, ...] = ()
    spotlights: int = 0  # Phases in which this character took the Snap-fire card


@attrs.frozen
class FailureRecord:
    phase_no: int
    character: int
    cause: str
    outcome: str
    text: str


@attrs.frozen
class State:
    names: tuple[str, ...]
    chars: tuple[Character, ...]
    shoe: tuple[str, ...]  # top card first
    discard: tuple[str, ...]
    step: str
    phase_no: int
    max_phases: int
    pois: str
    rounding: str
    late: str
    rng: Rng
    snap: str | None = None  # this Phase's Snap-fire card
    holder: int | None = None  # character who took it (None: still on the table)
    taken_by: str = ""  # "bid" | "claim"
    claim_level: int = 0
    bidders: tuple[int, ...] = ()
    bid_pos: int = 0
    bids: tuple[tuple[int, int | None], ...] = ()  # (character, amount or None for a pass)
    settled: frozenset[int] = frozenset()  # characters who claimed or let the card go this Phase
    failed: frozenset[int] = frozenset()  # characters with a Snap-Failure this Phase
    pending: tuple[tuple[int, str], ...] = ()  # Snap-Failures waiting for the referee: (character, cause)
    failures: tuple[FailureRecord, ...] = ()
    story: tuple[tuple[int, str], ...] = ()  # (phase, sentence) for the summary
    end_reason: str = ""

    @property
    def count(self) -> int:
        return len(self.names)


def _set(values: tuple, index: int, value) -> tuple:
    return values[:index] + (value,) + values[index + 1:]


# -- set-up ----------------------------------------------------------------------

def parse_npcs(text: str) -> list[tuple[str, str]]:
    """``"Guard, Captain:Flowing"`` → ``[("Guard", "Ebbing"), ("Captain", "Flowing")]``."""
    out = []
    for part in (text or "").split(","):
        part = part.strip()
        if not part:
            continue
        name, _, side = part.partition(":")
        name, side = name.strip(), side.strip().capitalize() or EBBING
        if not name:
            raise BadOptions(f"an NPC needs a name: {part!r}")
        if side not in SIDES:
            raise BadOptions(f"an NPC's side is Flowing or Ebbing, not {side!r}")
        out.append((name, side))
    if len(out) > 8:
        raise BadOptions("at most 8 NPCs")
    return out


def new_game(setup: Setup) -> State:
    opts = setup.options
    decks = int(opts.get("decks", "2"))
    full = standard_deck(decks)
    order, rng = opening_order(setup, full, f"exactly the {len(full)} cards of {decks} deck(s)")
    sway = int(opts.get("sway", 6))
    chars = [Character(setup.names[s], s, False, FLOWING, sway) for s in range(1, setup.count)]
    chars += [Character(name, REFEREE, True, side, sway) for name, side in parse_npcs(opts.get("npcs", "Foe"))]
    if not chars:
        raise BadOptions("the Ordeal needs at least one character")
    size = int(opts.get("pool", 3))
    if size * len(chars) + 1 > len(order):
        raise BadOptions("not enough cards for that many characters and pools")
    pools: list[tuple[str, ...]] = [() for _ in chars]
    pos = 0
    for _ in range(size):
        for i in range(len(chars)):
            pools[i] += (order[pos],)
            pos += 1
    chars = [evolve(c, pool=pools[i]) for i, c in enumerate(chars)]
    return State(
        names=setup.names,
        chars=tuple(chars),
        shoe=order[pos:],
        discard=(),
        step=SETUP,
        phase_no=0,
        max_phases=int(opts.get("phases", 8)),
        pois=str(opts.get("pois", CARD_POIS)),
        rounding=str(opts.get("reduced", "ceil")),
        late=str(opts.get("late_claims", LATE_ALLOWED)),
        rng=rng,
    )


# -- who may act -----------------------------------------------------------------------

def main_seat(state: State) -> int | None:
    if state.step == OVER:
        return None
    if state.pending or state.step in (SETUP, CHOOSING, ACTIONS):
        return REFEREE
    if state.step == BIDDING:
        return state.chars[state.bidders[state.bid_pos]].seat
    return None


def snap_target(state: State) -> str | None:
    """The Snap-fire card if it can still be claimed (on the table or in its taker's pool)."""
    if state.snap is None:
        return None
    if state.holder is None or state.snap in state.chars[state.holder].pool:
        return state.snap
    return None


def can_snap(state: State, ch: int) -> bool:
    return snap_refusal(state, ch) is None


def snap_refusal(state: State, ch: int) -> str | None:
    """Why character ``ch`` cannot call Snap now (None if it can)."""
    c = state.chars[ch]
    if state.step == OVER:
        return "the Ordeal is over"
    if state.step == SETUP:
        return "the Ordeal has not begun: there is no Snap-fire card to claim yet"
    if state.pending:
        return "a failure is being settled first"
    if snap_target(state) is None:
        return "there is no Snap-fire card to claim now"
    if state.holder == ch:
        return f"{c.name} already holds the Snap-fire card"
    if ch in state.failed:
        return f"{c.name} has failed this Ordeal and cannot claim"
    if ch in state.settled:
        return f"{c.name} has already claimed or let this Snap-fire card go"
    return None


def to_act(state: State) -> tuple[int, ...]:
    main = main_seat(state)
    if main is None:
        return ()
    seats = {main}
    if not state.pending:
        seats.update(c.seat for i, c in enumerate(state.chars) if can_snap(state, i))
    return tuple(sorted(seats))


def eligible(state: State, ch: int) -> bool:
    """Card POIS: may this character bid on the current Snap-fire card?"""
    if state.snap is None:
        return False
    c = state.chars[ch]
    p = pips(state.snap)
    bar = reduced(p, state.rounding) if c.side == FLOWING else p
    return any(pips(x) > bar for x in c.pool)


def bid_order(state: State, chars: Sequence[int]) -> tuple[int, ...]:
    """Bidders bid Flowing side first, then Ebbing, each side in character order."""
    return tuple(sorted(chars, key=lambda i: (state.chars[i].side != FLOWING, i)))


def legal_actions(state: State, seat: int) -> list[Action]:
    if seat not in to_act(state):
        return []
    out: list[Action] = []
    if state.pending:
        return [Action.of(FAILURE, outcome=o, text="") for o in OUTCOMES]
    mine = [i for i, c in enumerate(state.chars) if c.seat == seat]
    if seat == main_seat(state):
        if state.step == SETUP:
            out += [Action.of(SET_SIDE, character=i, side=_other(c.side)) for i, c in enumerate(state.chars)]
            out.append(Action.of(BEGIN))
        elif state.step == CHOOSING:
            for i in range(len(state.chars)):
                if i in state.failed:
                    continue
                out.append(Action.of(UNCHOOSE if i in state.bidders else CHOOSE, character=i))
            out.append(Action.of(OPEN))
        elif state.step == BIDDING:
            ch = state.bidders[state.bid_pos]
            out += [Action.of(BID, character=ch, amount=k) for k in range(state.chars[ch].sway + 1)]
            out.append(Action.of(PASS, character=ch))
        elif state.step == ACTIONS:
            for i, c in enumerate(state.chars):
                if state.shoe or state.discard:
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
    if state.step == OVER:
        raise IllegalAction("the Snap-fire Ordeal is over")
    if not isinstance(seat, int) or not 0 <= seat < state.count:
        raise IllegalAction("there is no such seat")
    events: list[Event] = []
    kind = action.kind
    handler = _HANDLERS.get(kind)
    if handler is None:
        raise IllegalAction(f"the Snap-fire Ordeal has no move called {kind!r}")
    if state.pending and kind != FAILURE:
        raise IllegalAction("the referee must first settle the pending Snap-Failure")
    state = handler(state, seat, action, events)
    return state, tuple(events)


def _args(action: Action, *keys: str) -> None:
    extra = sorted({k for k, _ in action.args} - set(keys))
    if extra:
        raise IllegalAction(f"a {action.kind} move does not take {', '.join(extra)}")
    for k in keys:
        if action.get(k) is None:
            raise IllegalAction(f"a {action.kind} move needs {k}")


def _character(state: State, action: Action) -> int:
    ch = action.get("character")
    if not isinstance(ch, int) or isinstance(ch, bool) or not 0 <= ch < len(state.chars):
        raise IllegalAction("there is no such character")
    return ch


def _referee_only(state: State, seat: int, step: str | tuple[str, ...], what: str) -> None:
    steps = (step,) if isinstance(step, str) else step
    if seat != REFEREE:
        raise IllegalAction(f"only the referee ({state.names[REFEREE]}) can {what}")
    if state.step not in steps:
        raise IllegalAction(f"you cannot {what} now")


def _cname(state: State, ch: int) -> str:
    return state.chars[ch].name


def _note(state: State, text: str) -> State:
    return evolve(state, story=state.story + ((state.phase_no, text),))


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
    if not state.shoe:
        state = _reshuffle(state, events)
    if not state.shoe:
        return _finish(state, "no card was left to turn", events)
    c, phase_no = state.shoe[0], state.phase_no + 1
    state = evolve(state, shoe=state.shoe[1:], snap=c, holder=None, taken_by="", claim_level=0,
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
        return evolve(state, step=CHOOSING)
    bidders = bid_order(state, [i for i in range(len(state.chars)) if eligible(state, i)])
    if bidders:
        events.append(Event(f"Card POIS: {name_list(_cname(state, i) for i in bidders)} may bid.", kind="pois"))
    return _open(evolve(state, bidders=bidders), events)


def in_use(state: State) -> tuple[str, ...]:
    """Cards on the discard pile that must stay face up, out of a reshuffle:
    none. The Snap-fire card in play lies on the table, not on the discard
    pile, until its Phase ends, so a reshuffle cannot reach it."""
    return ()


def _reshuffle(state: State, events: list[Event]) -> State:
    done = reshuffle(state.shoe, state.discard, state.rng, keep=in_use(state))
    if not done.reshuffled:
        return state
    events.append(Event(f"The discard pile is shuffled into a new deck of {done.reshuffled} cards.",
                        kind="reshuffle"))
    return evolve(state, shoe=done.draw, discard=done.discard, rng=done.rng)


def _open(state: State, events: list[Event]) -> State:
    state = evolve(state, step=BIDDING, bid_pos=0)
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
        return evolve(state, step=ACTIONS, bid_pos=0)
    amount, _, ch = max(made)
    c = state.chars[ch]
    c = evolve(c, sway=c.sway - amount, pool=c.pool + (state.snap,))
    state = evolve(state, chars=_set(state.chars, ch, c), holder=ch, taken_by="bid", step=ACTIONS)
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
    if state.step != BIDDING:
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
    interrupted = " and interrupts the bidding" if state.step in (BIDDING, CHOOSING) else ""
    events.append(Event(
        f"Snap! {c.name} matches the {card(target).short} with {card(match).short} ({CLAIM_WORDS[level]}), "
        f"takes it{lost}{interrupted}. {c.name} may keep the draw as a Half Action or try a Full Action.",
        kind="snap", seat=seat, reveal=True,
        prompt=Prompt("snap", f"{c.name} snatches the moment. What do they do with it?", seat)))
    state = _note(state, f"{c.name} snapped it up with the {card(match).name}{lost}.")
    return evolve(state, chars=chars, holder=ch, taken_by="claim", claim_level=level, step=ACTIONS,
                        settled=settled, pending=pending)


def _miscall(state: State, ch: int, cause: str, events: list[Event]) -> State:
    c = state.chars[ch]
    events.append(Event(f"{c.name} {cause}: a miscall! Snap-Failure — the referee decides what it means.",
                        kind="miscall", seat=c.seat, reveal=True))
    state = evolve(state, failed=state.failed | {ch}, pending=state.pending + ((ch, cause),))
    if state.step == CHOOSING:
        state = evolve(state, bidders=tuple(i for i in state.bidders if i != ch))
    elif state.step == BIDDING:
        state = _advance_bidding(state, events)
    return state


def _draw(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _referee_only(state, seat, ACTIONS, "deal a card to a character")
    _args(action, "character")
    ch = _character(state, action)
    if not state.shoe:
        state = _reshuffle(state, events)
    if not state.shoe:
        raise IllegalAction("there is no card left to draw")
    c = state.chars[ch]
    x = state.shoe[0]
    events.append(Event(f"{c.name} draws {card(x).short}.", kind="draw", seat=c.seat, reveal=True))
    return evolve(state, shoe=state.shoe[1:],
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
    return evolve(state, step=OVER, end_reason=reason, snap=None, holder=None)


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
    if state.step != OVER:
        return None
    scores = [0.0] * state.count
    for c in state.chars:
        if not c.npc:
            scores[c.seat] += c.spotlights
    best = max(scores)
    winners = tuple(s for s in range(state.count) if scores[s] == best) if best > 0 else ()
    return Result(winners, f"The Snap-fire Ordeal ended after {state.phase_no} Phases ({state.end_reason})",
                  tuple(scores))


def census(state: State) -> tuple[str, ...]:
    table = (state.snap,) if state.snap is not None and state.holder is None else ()
    return tuple(x for c in state.chars for x in c.pool) + state.shoe + state.discard + table
