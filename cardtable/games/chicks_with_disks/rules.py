"""Chicks With Disks: raid a 9×3 grid of rooms, duel rivals, escape with the Disk.

Pure Python. The state is a frozen attrs value; every function here is pure.
``RULES.md`` beside this file tells the rules in players' words and
``shared/RULINGS.md`` holds the decisions taken where the source is silent.

A game runs through explicit phases:

``deal`` (the grid is dealt slot by slot or all at once) → ``first-draw``
(everyone still in contention draws; ties re-draw) → ``sheets`` (character
sheets, optional) → turns. A turn is ``choose`` (enter on a corner on the
first turn; later Raid or Evade) and then ``raid-target`` → ``raid-draw`` →
[duels] → ``raid-move`` → ``raid-reward`` → [duels], or ``evade-flip`` →
``evade-move`` → [duels]. A duel is ``duel-draw`` → ``duel-bid`` (Upper
Hands, pass, concede) → ``duel-upgrade`` → ``duel-downgrade``.
"""

from __future__ import annotations

import attrs

from cardtable.engine.opening import opening_order
from cardtable.engine.piles import draw_cards
from cardtable.engine.cards import SUIT_NAMES, SUITS, card, standard_deck
from cardtable.engine.protocol import Action, BadOptions, Event, IllegalAction, Result, Setup
from cardtable.engine.rng import Rng
from cardtable.engine.values import evolve

from . import prompts
from .grid import (CENTRE, CORNERS, SLOTS, adjacent, board, is_link, link_key, parse_slot,
                   slot_name)

# -- phases --------------------------------------------------------------------
DEAL = "deal"
FIRST_DRAW = "first-draw"
SHEETS = "sheets"
CHOOSE = "choose"
RAID_TARGET = "raid-target"
RAID_DRAW = "raid-draw"
RAID_MOVE = "raid-move"
RAID_REWARD = "raid-reward"
EVADE_FLIP = "evade-flip"
EVADE_MOVE = "evade-move"
DUEL_DRAW = "duel-draw"
DUEL_BID = "duel-bid"
DUEL_UPGRADE = "duel-upgrade"
DUEL_DOWNGRADE = "duel-downgrade"
OVER = "over"

# -- action kinds --------------------------------------------------------------
DEAL_CARD = "deal-card"
DEAL_GRID = "deal-grid"
DRAW_FIRST = "draw-first"
SHEET = "sheet"
SHEET_DONE = "sheet-done"
ENTER = "enter"
RAID = "raid"
EVADE = "evade"
TARGET = "target"
DRAW = "draw"
MOVE = "move"
REWARD = "reward"
FLIP = "flip"
DUEL_DRAW_ACTION = "duel-draw"
UPPER_HAND = "upper-hand"
PASS = "pass"
CONCEDE = "concede"
UPGRADE = "upgrade"
DOWNGRADE = "downgrade"

SHEET_FIELDS = ("name", "power", "motifs", "bane")
SHEET_LABELS = {"name": "Name", "power": "Superhuman power", "motifs": "Motifs", "bane": "Bane"}

# Rank levels and their modifiers.
BANE, NEUTRAL, MOTIF, SUPERHUMAN = 0, 1, 2, 3
MODIFIER = {SUPERHUMAN: 10, MOTIF: 3, NEUTRAL: 0, BANE: -3}
LEVEL_NAMES = prompts.LEVEL_NAMES
# Rank rows of the source: row k -> level of each suit.
ROWS = (
    {"S": SUPERHUMAN, "H": MOTIF, "C": NEUTRAL, "D": BANE},
    {"H": SUPERHUMAN, "C": MOTIF, "D": NEUTRAL, "S": BANE},
    {"C": SUPERHUMAN, "D": MOTIF, "S": NEUTRAL, "H": BANE},
    {"D": SUPERHUMAN, "S": MOTIF, "H": NEUTRAL, "C": BANE},
)
SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}  # SUITS = ("C", "D", "H", "S")
MISSION_POINTS_FOR_DISK = 3
UPPER_HAND_VALUE = 5
DEFAULT_ROUND_CAP = 60


def value_of(card_id: str) -> int:
    """A = 1, number cards face value, J = 11, Q = 12, K = 13."""
    return card(card_id).rank


def suit_of(card_id: str) -> str:
    return card(card_id).suit


@attrs.frozen
class Duel:
    attacker: int
    defender: int
    slot: int
    cards: tuple[str | None, str | None] = (None, None)  # attacker's, defender's draw
    minus: tuple[int, int] = (0, 0)  # Upper Hands played against attacker, defender
    turn: int = -1  # seat whose turn it is to bid
    tied_pass: bool = False  # the last bid was a pass with the totals tied
    winner: int = -1
    loser: int = -1
    redraws: int = 0


@attrs.frozen(slots=False)  # made for most moves: filling its dictionary is quicker than slots
class Moment:
    """One step of the heist for the story summary.

    ``at`` is how many actions had been played when it happened (so journal
    entries written right after it have the same ``action_index``);
    ``triggers`` are the prompt triggers whose narration belongs to it.
    """

    at: int
    kind: str
    seat: int | None
    text: str
    triggers: tuple[str, ...] = ()
    slot: int | None = None
    round: int = 0  # the round it happened in
    other: int | None = None  # the other side: a duel's loser, an Upper Hand's target


@attrs.frozen(slots=False)  # evolved very often: see cardtable.engine.values
class State:
    names: tuple[str, ...]
    phase: str
    rng: Rng
    round_cap: int
    grid: tuple[str | None, ...]  # card in each slot (None while dealing)
    face_up: tuple[bool, ...]
    draw: tuple[str, ...]  # top card first
    discard: tuple[str, ...]  # face down
    current: int = 0  # seat whose turn it is (the dealer during set-up)
    first: int = 0  # first player
    rows: tuple[int, ...] = ()  # rank row (1-4) of each seat
    ranks: tuple[tuple[int, ...], ...] = ()  # level of each suit (SUITS order) per seat
    contenders: tuple[int, ...] = ()
    first_draws: tuple[tuple[int, str], ...] = ()  # draws for first player this round
    sheets: tuple[tuple[str, str, str, str], ...] = ()
    sheet_done: tuple[bool, ...] = ()
    pos: tuple[int | None, ...] = ()  # slot of each seat's token (None: not yet entered)
    mission: tuple[int, ...] = ()
    upper: tuple[tuple[int, ...], ...] = ()  # upper[a][b]: Upper Hands a holds over b
    disk: int | None = None
    turn_kind: str = ""  # "raid" | "evade" this turn
    origin: int | None = None  # where the token started this turn
    target: int | None = None  # raid target / evaded card
    raid_won: bool = False
    resume: str = ""  # what follows the duels: RAID_MOVE or "end"
    duel: Duel | None = None
    duel_queue: tuple[int, ...] = ()
    last_contest: str = ""
    links_used: tuple[tuple[int, int], ...] = ()
    round: int = 1
    moves: int = 0  # actions played so far
    # cards drawn by the last move for a raid or a duel, (seat, card): they
    # lie face up for everyone to see until the next move, then go face down
    just_drawn: tuple[tuple[int, str], ...] = ()
    history: tuple[Moment, ...] = ()
    disk_trail: tuple[int, ...] = ()  # every slot the Disk has been on, in order
    winners: tuple[int, ...] = ()
    end_reason: str = ""

    @property
    def n(self) -> int:
        return len(self.names)


# -- set-up ----------------------------------------------------------------------

def new_game(setup: Setup) -> State:
    n = setup.count
    if n == 2 and not setup.options.get("two_players", False):
        raise BadOptions("Chicks With Disks is for 3–4 players; switch on the two-player option to play with 2")
    if not 2 <= n <= 4:
        raise BadOptions(f"Chicks With Disks needs 3–4 players (2 as an option), not {n}")
    order, rng = opening_order(setup, standard_deck(), "exactly the 52 cards of one deck")
    cap = setup.options.get("round_cap", DEFAULT_ROUND_CAP)
    if isinstance(cap, bool) or not isinstance(cap, int) or cap < 0:
        raise BadOptions(f"the round limit must be a whole number of rounds, 0 for no limit (not {cap!r})")
    return State(
        names=setup.names,
        phase=DEAL,
        rng=rng,
        round_cap=int(cap),
        grid=(None,) * SLOTS,
        face_up=(False,) * SLOTS,
        draw=order,
        discard=(),
        current=0,
        sheets=(("", "", "", ""),) * n,
        sheet_done=(False,) * n,
        pos=(None,) * n,
        mission=(0,) * n,
        upper=((0,) * n,) * n,
    )


def to_act(state: State) -> tuple[int, ...]:
    if state.phase == OVER:
        return ()
    return (actor(state),)


def actor(state: State) -> int:
    """The one seat that acts now."""
    phase = state.phase
    if phase == FIRST_DRAW:
        drawn = {s for s, _ in state.first_draws}
        return next(s for s in state.contenders if s not in drawn)
    if phase == SHEETS:
        return next(s for s in turn_order(state) if not state.sheet_done[s])
    if phase in (DUEL_DRAW,):
        return state.duel.attacker
    if phase == DUEL_BID:
        return state.duel.turn
    if phase == DUEL_UPGRADE:
        return state.duel.winner
    if phase == DUEL_DOWNGRADE:
        return state.duel.loser
    return state.current


def turn_order(state: State) -> tuple[int, ...]:
    n = state.n
    return tuple((state.first + i) % n for i in range(n))


def name(state: State, seat: int) -> str:
    names = state.names
    return names[seat] if 0 <= seat < len(names) else f"seat {seat + 1}"


def hero(state: State, seat: int) -> str:
    """The character's name if her sheet has one, else the player's."""
    own = state.sheets[seat][0].strip() if state.sheets else ""
    return own or name(state, seat)


def level(state: State, seat: int, suit: str) -> int:
    return state.ranks[seat][SUIT_INDEX[suit]]


def modifier(state: State, seat: int, suit: str) -> int:
    return MODIFIER[level(state, seat, suit)]


def superhuman_suits(state: State, seat: int) -> tuple[str, ...]:
    """The suits in which ``seat`` is Superhuman now (none after losing it in a
    duel, two after gaining a second one), read from her current ranks."""
    if not state.ranks or not state.ranks[seat]:
        return ()
    return tuple(s for s, lv in zip(SUITS, state.ranks[seat]) if lv == SUPERHUMAN)


def superhuman_suit(state: State, seat: int) -> str:
    """The suit that colours ``seat``'s own prompts: her Superhuman suit now
    (the one she started with if she has two); if she has lost it, her
    strongest suit now (ties go to the suit nearest her starting Superhuman
    in her rank row)."""
    if not state.ranks or not state.ranks[seat]:
        return "S"
    start = ROWS[state.rows[seat] - 1] if state.rows else ROWS[0]
    order = sorted(SUITS, key=lambda s: -start[s])  # her starting row, strongest first
    ranks = state.ranks[seat]
    return max(order, key=lambda s: (ranks[SUIT_INDEX[s]], -order.index(s)))


def occupants(state: State, slot: int, exclude: int) -> tuple[int, ...]:
    """Other tokens on ``slot`` than ``exclude``'s, in seat order: from the
    first player on (RULINGS), so a mover duels them in that order."""
    pos = state.pos
    n = len(pos)
    first = state.first
    return tuple([s for s in [(first + i) % n for i in range(n)] if s != exclude and pos[s] == slot])


# -- legal actions ---------------------------------------------------------------

_ACTIONS: dict[tuple[str, int], Action] = {}  # actions are values: each is made once


def plain_action(kind: str) -> Action:
    """The action ``kind`` without arguments."""
    action = _ACTIONS.get((kind, -1))
    if action is None:
        action = _ACTIONS[kind, -1] = Action.of(kind)
    return action


def upper_action(over: int) -> Action:
    """Take an Upper Hand over seat ``over`` as a raid's reward."""
    return _kept(REWARD, "upper", over)


def _kept(kind: str, choice: str = "", other: int | None = None) -> Action:
    """The few argument-carrying actions the rules offer again and again,
    made once (actions are values): a reward (``choice`` mission or upper,
    over seat ``other``), an empty sheet field (``choice`` the field), an
    upgrade or downgrade (``choice`` the suit)."""
    key = (kind, choice, other)
    action = _KEPT.get(key)
    if action is None:
        if kind == REWARD:
            action = Action.of(kind, choice=choice) if other is None else Action.of(kind, choice=choice, over=other)
        elif kind == SHEET:
            action = Action.of(kind, field=choice, text="")
        else:
            action = Action.of(kind, suit=choice)
        _KEPT[key] = action
    return action


_KEPT: dict[tuple, Action] = {}


def _slot_action(kind: str, slot: int) -> Action:
    """The action ``kind`` naming grid ``slot``."""
    action = _ACTIONS.get((kind, slot))
    if action is None:
        action = _ACTIONS[kind, slot] = Action.of(kind, slot=slot_name(slot))
    return action


def legal_actions(state: State, seat: int) -> list[Action]:
    if state.phase == OVER or seat != actor(state):
        return []
    phase = state.phase
    if phase == DEAL:
        return [plain_action(DEAL_GRID)] + [_slot_action(DEAL_CARD, i)
                                         for i in range(SLOTS) if state.grid[i] is None]
    if phase == FIRST_DRAW:
        return [plain_action(DRAW_FIRST)]
    if phase == SHEETS:
        return [_kept(SHEET, f) for f in SHEET_FIELDS] + [plain_action(SHEET_DONE)]
    if phase == CHOOSE:
        if state.pos[seat] is None:
            return [_slot_action(ENTER, i) for i in CORNERS]
        return [plain_action(RAID), plain_action(EVADE)]
    if phase == RAID_TARGET:
        return [_slot_action(TARGET, i) for i in raid_targets(state, seat)]
    if phase in (RAID_DRAW,):
        return [plain_action(DRAW)]
    if phase == RAID_MOVE:
        return [_slot_action(MOVE, i) for i in adjacent(state.grid, state.face_up, state.target)]
    if phase == RAID_REWARD:
        out = [_kept(REWARD, "mission")]
        out += [upper_action(s) for s in range(state.n) if s != seat]
        return out
    if phase == EVADE_FLIP:
        return [_slot_action(FLIP, i) for i in adjacent(state.grid, state.face_up, state.pos[seat])]
    if phase == EVADE_MOVE:
        return [_slot_action(MOVE, i) for i in adjacent(state.grid, state.face_up, state.target)]
    if phase == DUEL_DRAW:
        return [plain_action(DUEL_DRAW_ACTION)]
    if phase == DUEL_BID:
        return bid_actions(state, seat)
    if phase == DUEL_UPGRADE:
        return [_kept(UPGRADE, s) for s in upgrade_options(state.ranks[seat])]
    if phase == DUEL_DOWNGRADE:
        return [_kept(DOWNGRADE, s) for s in downgrade_options(state.ranks[seat])]
    return []


def raid_targets(state: State, seat: int) -> tuple[int, ...]:
    return board(state.grid, state.face_up).around(state.pos[seat])


def duel_totals(state: State, duel: Duel | None = None) -> tuple[int, int]:
    duel = duel or state.duel
    suit = SUIT_INDEX[suit_of(state.grid[duel.slot])]
    drawn = [value_of(c) if c is not None else 0 for c in duel.cards]
    return (drawn[0] + MODIFIER[state.ranks[duel.attacker][suit]] - UPPER_HAND_VALUE * duel.minus[0],
            drawn[1] + MODIFIER[state.ranks[duel.defender][suit]] - UPPER_HAND_VALUE * duel.minus[1])


def _side(duel: Duel, seat: int) -> int:
    return 0 if seat == duel.attacker else 1


def _opponent(duel: Duel, seat: int) -> int:
    return duel.defender if seat == duel.attacker else duel.attacker


def standing(state: State, seat: int) -> int:
    """+1 ahead, 0 tied, -1 behind in the current duel."""
    totals = duel_totals(state)
    mine = totals[_side(state.duel, seat)]
    theirs = totals[1 - _side(state.duel, seat)]
    return (mine > theirs) - (mine < theirs)


def bid_actions(state: State, seat: int) -> list[Action]:
    duel = state.duel
    out = []
    if state.upper[seat][_opponent(duel, seat)] > 0:
        out.append(plain_action(UPPER_HAND))
    st = standing(state, seat)
    if st >= 0:
        out.append(plain_action(PASS))
    if st <= 0:
        out.append(plain_action(CONCEDE))
    return out


def upgrade_options(ranks: tuple[int, ...]) -> tuple[str, ...]:
    motifs = sum(1 for lv in ranks if lv == MOTIF)
    return tuple(s for s, lv in zip(SUITS, ranks)
                 if lv in (BANE, NEUTRAL) or (lv == MOTIF and motifs >= 3))


def downgrade_options(ranks: tuple[int, ...]) -> tuple[str, ...]:
    banes = sum(1 for lv in ranks if lv == BANE)
    return tuple(s for s, lv in zip(SUITS, ranks)
                 if lv in (MOTIF, NEUTRAL) or (lv == SUPERHUMAN and banes >= 3))


# -- apply -------------------------------------------------------------------------

def apply(state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
    if state.phase == OVER:
        raise IllegalAction("the game is over")
    if not 0 <= seat < state.n:
        raise IllegalAction(f"there is no seat {seat + 1}")
    who = actor(state)
    if seat != who:
        raise IllegalAction(f"{name(state, who)} acts now, not {name(state, seat)}")
    handler = _HANDLERS.get((state.phase, action.kind))
    if handler is None:
        raise IllegalAction(_wrong_phase(state, action))
    state = evolve(state, moves=state.moves + 1, just_drawn=())
    events: list[Event] = []
    state = handler(state, seat, action, events)
    return state, tuple(events)


_PHASE_WORDS = {
    DEAL: "the grid is being dealt",
    FIRST_DRAW: "everyone is drawing for first player",
    SHEETS: "character sheets are being written",
    CHOOSE: "the turn starts: enter the grid, or declare a Raid or an Evade",
    RAID_TARGET: "choose the card to raid",
    RAID_DRAW: "draw a card for the raid",
    RAID_MOVE: "move to a card next to the room you beat",
    RAID_REWARD: "take a Mission Point or an Upper Hand",
    EVADE_FLIP: "choose the card to evade past",
    EVADE_MOVE: "choose where to move after evading",
    DUEL_DRAW: "draw for the duel",
    DUEL_BID: "play an Upper Hand, pass or concede",
    DUEL_UPGRADE: "the duel's winner upgrades a suit",
    DUEL_DOWNGRADE: "the duel's loser downgrades a suit",
}


def _wrong_phase(state: State, action: Action) -> str:
    known = {k for _, k in _HANDLERS}
    if action.kind not in known:
        return f"Chicks With Disks has no move called {action.kind!r}"
    return f"you cannot {action.kind} now: {_PHASE_WORDS.get(state.phase, state.phase)}"


def _args(action: Action, *allowed: str) -> None:
    for k, _ in action.args:
        if k not in allowed:
            extra = sorted(k for k, _ in action.args if k not in allowed)
            raise IllegalAction(f"{action.kind} does not take {', '.join(extra)}")


def _slot_arg(action: Action, choices, why: str = "{slot} is not a legal choice here",
              state: State | None = None, near: int | None = None) -> int:
    """The slot named by ``action``; refused with ``why`` when it is not one
    of ``choices``, with ``{slot}`` filled in and ``{near}`` naming the room
    at ``near`` on ``state``'s grid."""
    _args(action, "slot")
    slot = parse_slot(action.get("slot"))
    if slot not in choices:
        words = _near_words(state, near) if state is not None else ""
        raise IllegalAction(why.format(slot=slot_name(slot), near=words))
    return slot


def _near_words(state: State, slot: int) -> str:
    c = state.grid[slot]
    room = card(c).short if c is not None and state.face_up[slot] else "face-down room"
    return f"the {room} at {slot_name(slot)}"


def _moment(state: State, kind: str, seat: int | None, text: str, triggers=(), slot=None,
            other: int | None = None, **changes) -> State:
    """``state`` with a new step of the heist in its history and with
    ``changes`` (made in the same copy)."""
    moment = Moment(state.moves, kind, seat, text, tuple(triggers), slot, state.round, other)
    return evolve(state, history=state.history + (moment,), **changes)


def _disk_at(state: State, slot: int) -> State:
    """Note that the Disk is now on ``slot`` (for the summary's picture)."""
    if state.disk_trail and state.disk_trail[-1] == slot:
        return state
    return evolve(state, disk_trail=state.disk_trail + (slot,))


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


def in_use(state: State) -> tuple[str, ...]:
    """Cards that lie face up and must stay out of a reshuffle: the cards
    drawn in this move (a Raid's, a Duel's) and, while a Duel is being
    fought out, the two Duel cards."""
    cards = tuple(c for _, c in state.just_drawn)
    if state.phase == DUEL_BID and state.duel is not None:
        cards += tuple(c for c in state.duel.cards if c and c not in cards)
    return cards


def _draw_card(state: State, seat: int | None, events: list[Event],
               shown: bool = False) -> tuple[State, str | None]:
    """Take the top card of the draw pile, reshuffling the discard if needed.
    A card drawn for a raid or a duel (``shown``) goes onto the discard pile
    and lies face up beside it until the next move (``just_drawn``); a card
    shown in this move stays out of the reshuffle (a Duel's second draw
    never finds the first card again)."""
    got = draw_cards(state.draw, state.discard, state.rng, 1, keep=(c for _, c in state.just_drawn))
    if got.reshuffled:
        events.append(Event(f"The draw pile is empty: the {got.reshuffled} discarded cards are shuffled "
                            f"into a new draw pile", kind="reshuffle"))
    c = got.card
    if c is None:
        events.append(Event("No card is left to draw; the draw is skipped and counts as 0",
                            kind="skip", seat=seat))
        return evolve(state, draw=got.draw, discard=got.discard, rng=got.rng), None
    if shown:
        return evolve(state, draw=got.draw, discard=got.discard + (c,), rng=got.rng,
                      just_drawn=state.just_drawn + ((seat, c),)), c
    return evolve(state, draw=got.draw, discard=got.discard, rng=got.rng), c


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


# ---- turn handlers

def _flip(state: State, seat: int, slot: int, events: list[Event], why: str) -> State:
    """Turn the card at ``slot`` face up (if it is not) with its room prompt."""
    if state.face_up[slot]:
        return state
    face_up = state.face_up[:slot] + (True,) + state.face_up[slot + 1:]
    c = state.grid[slot]
    suit = suit_of(c)
    events.append(Event(f"{why}: slot {slot_name(slot)} is the {card(c).name}", kind="flip", seat=seat,
                        reveal=True, prompt=prompts.room(seat, hero(state, seat), suit, card(c).short)))
    return _moment(state, "room", seat, f"{hero(state, seat)} opens the {card(c).short} room "
                   f"(slot {slot_name(slot)}): {prompts.ROOM_THEME[suit]}.", ("room",), slot, face_up=face_up)


def _step(state: State, seat: int, src: int, dst: int, events: list[Event]) -> State:
    """Move ``seat``'s token from ``src`` to ``dst``; note a first use of a link."""
    pos = state.pos[:seat] + (dst,) + state.pos[seat + 1:]
    state = evolve(state, pos=pos)
    if state.disk == seat:
        state = _disk_at(state, dst)
    if src is not None and is_link(src, dst):
        key = link_key(src, dst)
        a, b = card(state.grid[src]), card(state.grid[dst])
        if key not in state.links_used:
            state = evolve(state, links_used=state.links_used + (key,))
            events.append(Event(f"{name(state, seat)} takes the same-number link from {a.short} "
                                f"({slot_name(src)}) to {b.short} ({slot_name(dst)}) for the first time",
                                kind="link", seat=seat,
                                prompt=prompts.link(seat, hero(state, seat), a.short, b.short, b.suit)))
            state = _moment(state, "link", seat, f"{hero(state, seat)} finds a way from the {a.short} room "
                            f"to the far-off {b.short} room.", ("link",), dst)
        else:
            events.append(Event(f"{name(state, seat)} takes the link from {a.short} to {b.short}",
                                kind="link", seat=seat))
    return state


def _h_enter(state: State, seat: int, action: Action, events: list[Event]) -> State:
    if state.pos[seat] is not None:
        raise IllegalAction("your token is already in the complex")
    slot = _slot_arg(action, CORNERS, "{slot} is not a corner: you enter the complex on one of the four "
                     "corners (1:1, 9:1, 1:3 or 9:3)")
    pos = state.pos[:seat] + (slot,) + state.pos[seat + 1:]
    c = state.grid[slot]
    others = [name(state, s) for s in occupants(state, slot, seat)]
    also = f" (sharing it with {', '.join(others)}; no duel on entry)" if others else ""
    events.append(Event(f"{name(state, seat)} enters the complex at corner {slot_name(slot)}{also}",
                        kind="enter", seat=seat,
                        prompt=prompts.entry(seat, hero(state, seat), suit_of(c))))
    state = _moment(state, "entry", seat, f"{hero(state, seat)} gets into the complex at corner "
                    f"{slot_name(slot)}.", ("entry",), slot, pos=pos)
    state = _flip(state, seat, slot, events, "The corner card is turned")
    return _end_turn(state, events)


def _h_raid(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action)
    if state.pos[seat] is None:
        raise IllegalAction("enter the complex on a corner first")
    events.append(Event(f"{name(state, seat)} declares a Raid", kind="declare", seat=seat))
    return evolve(state, phase=RAID_TARGET, turn_kind=RAID, origin=state.pos[seat])


def _h_evade(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action)
    if state.pos[seat] is None:
        raise IllegalAction("enter the complex on a corner first")
    events.append(Event(f"{name(state, seat)} declares an Evade", kind="declare", seat=seat))
    return evolve(state, phase=EVADE_FLIP, turn_kind=EVADE, origin=state.pos[seat])


def _h_target(state: State, seat: int, action: Action, events: list[Event]) -> State:
    here = state.pos[seat]
    slot = _slot_arg(action, raid_targets(state, seat),
                     "{slot} is not your own room, next to it or linked to it by the same number: "
                     "you can raid only those")
    state = _flip(state, seat, slot, events, "The raided card is turned")
    if slot != here:
        state = _step(state, seat, here, slot, events)
        if _disk_home(state, seat):  # the holder walks onto the centre: she wins before any draw
            return _win(state, seat, events)
    c = state.grid[slot]
    suit = suit_of(c)
    lv = level(state, seat, suit)
    events.append(Event(f"{name(state, seat)} raids the {card(c).name} (value {value_of(c)}); "
                        f"as {LEVEL_NAMES[lv]} in {SUIT_NAMES[suit]} she adds "
                        f"{MODIFIER[lv]:+d} to her draw", kind="raid", seat=seat,
                        prompt=prompts.raid_before(seat, hero(state, seat), suit, lv)))
    return _moment(state, "raid-start", seat, f"{hero(state, seat)} takes on the {card(c).short} room.",
                   ("raid-before",), slot, phase=RAID_DRAW, target=slot)


def _h_draw(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action)
    slot = state.target
    c = state.grid[slot]
    suit = suit_of(c)
    state, drawn = _draw_card(state, seat, events, shown=True)
    value = value_of(drawn) if drawn else 0
    mod = modifier(state, seat, suit)
    total = value + mod
    won = total > value_of(c)
    drew = card(drawn).short if drawn else "nothing"
    verdict = "beats" if won else "does not beat"
    text = (f"{name(state, seat)} draws {drew}: {value} {mod:+d} = {total}, which {verdict} "
            f"the {card(c).short} ({value_of(c)})")
    p = (prompts.raid_won if won else prompts.raid_lost)(seat, hero(state, seat), suit)
    events.append(Event(text, kind="raid-result", seat=seat, reveal=True, prompt=p))
    state = _moment(state, "raid-won" if won else "raid-lost", seat,
                    f"{hero(state, seat)} " + ("gets through" if won else "is stopped") +
                    f" ({total} against {value_of(c)}).",
                    ("raid-won", "raid-lost"), slot, raid_won=won, last_contest=text)
    resume = RAID_MOVE if won else "end"
    return _start_duels(state, seat, slot, resume, events)


def _h_raid_move(state: State, seat: int, action: Action, events: list[Event]) -> State:
    slot = _slot_arg(action, adjacent(state.grid, state.face_up, state.target),
                     "{slot} is not next to {near} or linked to it: after a won Raid you move to a room "
                     "next to the one you beat", state, state.target)
    state = _step(state, seat, state.target, slot, events)
    what = card(state.grid[slot]).short if state.face_up[slot] else "a face-down card"
    events.append(Event(f"{name(state, seat)} moves on to {what} at {slot_name(slot)}", kind="move", seat=seat))
    if _disk_home(state, seat):
        return _win(state, seat, events)
    return evolve(state, phase=RAID_REWARD)


def _h_reward(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action, "choice", "over")
    kind = action.get("choice")
    suit = suit_of(state.grid[state.target])
    if kind == "mission":
        if action.get("over") is not None:
            raise IllegalAction("a Mission Point is not over anyone")
        points = state.mission[seat] + 1
        events.append(Event(f"{name(state, seat)} takes a Mission Point ({points})", kind="mission",
                            seat=seat, prompt=prompts.mission_point(seat, hero(state, seat), suit)))
        state = _moment(state, "mission", seat, f"{hero(state, seat)} finds a clue to the Disk "
                        f"(Mission Point {points}).", ("mission-point",),
                        mission=state.mission[:seat] + (points,) + state.mission[seat + 1:])
        if points >= MISSION_POINTS_FOR_DISK and state.disk is None:
            state = _disk_at(evolve(state, disk=seat), state.pos[seat])
            events.append(Event(f"{name(state, seat)} has {points} Mission Points and takes the Disk!",
                                kind="disk", seat=seat))
            state = _moment(state, "disk", seat, f"{hero(state, seat)} puts it all together and takes "
                            f"the Disk.", ())
            if _disk_home(state, seat):  # a third Mission Point while standing on the centre
                return _win(state, seat, events)
    elif kind == "upper":
        over = action.get("over")
        if isinstance(over, bool) or not isinstance(over, int) or not 0 <= over < state.n or over == seat:
            raise IllegalAction("name another player for the Upper Hand")
        row = list(state.upper[seat])
        row[over] += 1
        upper = state.upper[:seat] + (tuple(row),) + state.upper[seat + 1:]
        events.append(Event(f"{name(state, seat)} takes an Upper Hand over {name(state, over)} "
                            f"({row[over]} over them)", kind="upper", seat=seat,
                            prompt=prompts.upper_hand_gained(seat, hero(state, seat), hero(state, over), suit)))
        state = _moment(state, "upper", seat, f"{hero(state, seat)} gains an Upper Hand over "
                        f"{hero(state, over)}.", ("upper-hand-gained",), other=over, upper=upper)
    else:
        raise IllegalAction("choose a Mission Point (choice=mission) or an Upper Hand (choice=upper, over=seat)")
    return _start_duels(state, seat, state.pos[seat], "end", events)


def _h_flip(state: State, seat: int, action: Action, events: list[Event]) -> State:
    here = state.pos[seat]
    slot = _slot_arg(action, adjacent(state.grid, state.face_up, here),
                     "{slot} is not next to your token or linked to it: you evade past a neighbouring room")
    state = _flip(state, seat, slot, events, "The evaded card is turned")
    c = card(state.grid[slot])
    events.append(Event(f"{name(state, seat)} slips past the {c.short} room", kind="evade", seat=seat))
    state = _moment(state, "evade", seat, f"{hero(state, seat)} slips past the {c.short} room.", (), slot)
    # The token passes over the evaded card on its way; no duel there.
    state = _step(state, seat, here, slot, events)
    return evolve(state, phase=EVADE_MOVE, target=slot)


def _h_evade_move(state: State, seat: int, action: Action, events: list[Event]) -> State:
    slot = _slot_arg(action, adjacent(state.grid, state.face_up, state.target),
                     "{slot} is not next to {near} or linked to it: after evading you move on to a room "
                     "next to the one you slipped past", state, state.target)
    state = _step(state, seat, state.target, slot, events)
    what = card(state.grid[slot]).short if state.face_up[slot] else "a face-down card"
    events.append(Event(f"{name(state, seat)} moves to {what} at {slot_name(slot)}", kind="move", seat=seat))
    if _disk_home(state, seat):
        return _win(state, seat, events)
    return _start_duels(state, seat, slot, "end", events)


# ---- duels

def _start_duels(state: State, seat: int, slot: int, resume: str, events: list[Event]) -> State:
    """``seat`` duels the other tokens on ``slot`` one by one, then the turn
    goes on with ``resume`` (RAID_MOVE, or "end")."""
    queue = occupants(state, slot, seat)
    if not queue:
        return _after_duels(state, resume, events)
    return _next_duel(evolve(state, resume=resume, duel_queue=queue), events)


def _after_duels(state: State, resume: str, events: list[Event]) -> State:
    if resume == RAID_MOVE:
        return evolve(state, phase=RAID_MOVE, resume=resume, duel=None, duel_queue=())
    return _end_turn(state, events)


def _next_duel(state: State, events: list[Event]) -> State:
    if not state.duel_queue:
        return _after_duels(state, state.resume, events)
    attacker = state.current
    defender = state.duel_queue[0]
    slot = state.pos[attacker]
    if not state.face_up[slot]:
        state = _flip(state, attacker, slot, events, "The duel needs light: the room is turned")
    suit = suit_of(state.grid[slot])
    for s, o in ((attacker, defender), (defender, attacker)):
        events.append(Event(f"{name(state, s)} faces {name(state, o)} in a duel" if s == attacker else
                            f"{name(state, s)} stands her ground", kind="duel", seat=s,
                            prompt=prompts.duel_before(s, hero(state, s), hero(state, o), suit,
                                                       level(state, s, suit))))
    return _moment(state, "duel-start", attacker, f"{hero(state, attacker)} and {hero(state, defender)} "
                   f"face off in the {card(state.grid[slot]).short} room.", ("duel-before",), slot,
                   phase=DUEL_DRAW, duel=Duel(attacker=attacker, defender=defender, slot=slot),
                   duel_queue=state.duel_queue[1:])


def _h_duel_draw(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action)
    return _duel_draw(state, events)


def _duel_draw(state: State, events: list[Event]) -> State:
    duel = state.duel
    cards = []
    for s in (duel.attacker, duel.defender):
        state, c = _draw_card(state, s, events, shown=True)
        cards.append(c)
    duel = evolve(duel, cards=tuple(cards), minus=(0, 0), turn=duel.attacker, tied_pass=False)
    ta, td = duel_totals(state, duel)
    suit = suit_of(state.grid[duel.slot])
    parts = []
    for s, c, t in ((duel.attacker, cards[0], ta), (duel.defender, cards[1], td)):
        drew = card(c).short if c else "nothing"
        parts.append(f"{name(state, s)} draws {drew} {modifier(state, s, suit):+d} = {t}")
    text = "Duel: " + "; ".join(parts)
    events.append(Event(text, kind="duel-draw", seat=duel.attacker, reveal=True))
    return evolve(state, duel=duel, phase=DUEL_BID, last_contest=text)


def _h_upper_hand(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action)
    duel = state.duel
    other = _opponent(duel, seat)
    if state.upper[seat][other] <= 0:
        raise IllegalAction(f"you hold no Upper Hand over {name(state, other)}")
    row = list(state.upper[seat])
    row[other] -= 1
    upper = state.upper[:seat] + (tuple(row),) + state.upper[seat + 1:]
    minus = list(duel.minus)
    minus[1 - _side(duel, seat)] += 1
    duel = evolve(duel, minus=tuple(minus), tied_pass=False)
    ta, td = duel_totals(state, duel)
    suit = suit_of(state.grid[duel.slot])
    events.append(Event(f"{name(state, seat)} plays an Upper Hand over {name(state, other)}: "
                        f"−{UPPER_HAND_VALUE} to them. Totals: {name(state, duel.attacker)} {ta}, "
                        f"{name(state, duel.defender)} {td}", kind="upper-hand", seat=seat,
                        prompt=prompts.upper_hand(seat, hero(state, seat), hero(state, other), suit)))
    return _moment(state, "upper-hand", seat, f"{hero(state, seat)} plays an old advantage over "
                   f"{hero(state, other)}.", ("upper-hand",), duel.slot, upper=upper, duel=duel,
                   last_contest=f"Duel: {name(state, duel.attacker)} {ta} – "
                                f"{name(state, duel.defender)} {td}")


def _h_pass(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action)
    duel = state.duel
    st = standing(state, seat)
    other = _opponent(duel, seat)
    if st < 0:
        raise IllegalAction("you are behind: play an Upper Hand or concede")
    if st == 0 and duel.tied_pass:
        events.append(Event(f"{name(state, seat)} passes too with the totals tied: both draw again",
                            kind="duel-tie", seat=seat))
        state = evolve(state, duel=evolve(duel, redraws=duel.redraws + 1))
        return _duel_draw(state, events)
    events.append(Event(f"{name(state, seat)} passes" + (" with the totals tied" if st == 0 else ""),
                        kind="duel-pass", seat=seat))
    return evolve(state, duel=evolve(duel, turn=other, tied_pass=(st == 0)))


def _h_concede(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action)
    if standing(state, seat) > 0:
        raise IllegalAction("you are ahead: pass instead of conceding")
    duel = state.duel
    winner = _opponent(duel, seat)
    events.append(Event(f"{name(state, seat)} concedes the duel to {name(state, winner)}",
                        kind="concede", seat=seat))
    return _duel_over(state, winner, seat, events)


def _duel_over(state: State, winner: int, loser: int, events: list[Event]) -> State:
    duel = evolve(state.duel, winner=winner, loser=loser)
    suit = suit_of(state.grid[duel.slot])
    took = state.disk == loser
    if took:
        state = _disk_at(evolve(state, disk=winner), duel.slot)
        events.append(Event(f"{name(state, winner)} takes the Disk from {name(state, loser)}!",
                            kind="disk", seat=winner))
    events.append(Event(f"{name(state, winner)} wins the duel", kind="duel-won", seat=winner,
                        prompt=prompts.duel_won(winner, hero(state, winner), suit, took)))
    events.append(Event(f"{name(state, loser)} loses the duel", kind="duel-lost", seat=loser,
                        prompt=prompts.duel_lost(loser, hero(state, loser), suit)))
    c = card(state.grid[duel.slot]).short
    state = _moment(state, "duel", winner, f"In the {c} room {hero(state, winner)} beats "
                    f"{hero(state, loser)} in a duel" + (" and takes the Disk." if took else "."),
                    ("duel-won", "duel-lost"), duel.slot, other=loser, duel=duel)
    if _disk_home(state, winner):  # only from a hand-placed table: a holder on the centre has already won
        return _win(state, winner, events)
    return _upgrade_step(state, events)


def _upgrade_step(state: State, events: list[Event]) -> State:
    duel = state.duel
    options = upgrade_options(state.ranks[duel.winner])
    if len(options) > 1:
        return evolve(state, phase=DUEL_UPGRADE)
    if options:
        state = _change(state, duel.winner, options[0], +1, events)
    else:
        events.append(Event(f"{name(state, duel.winner)} has no suit left to upgrade", kind="suit",
                            seat=duel.winner))
    return _downgrade_step(state, events)


def _downgrade_step(state: State, events: list[Event]) -> State:
    duel = state.duel
    options = downgrade_options(state.ranks[duel.loser])
    if len(options) > 1:
        return evolve(state, phase=DUEL_DOWNGRADE)
    if options:
        state = _change(state, duel.loser, options[0], -1, events)
    else:
        events.append(Event(f"{name(state, duel.loser)} has no suit that can go down", kind="suit",
                            seat=duel.loser))
    return _next_duel(state, events)


def _change(state: State, seat: int, suit: str, step: int, events: list[Event]) -> State:
    i = SUIT_INDEX[suit]
    ranks = list(state.ranks[seat])
    before = ranks[i]
    ranks[i] = before + step
    all_ranks = state.ranks[:seat] + (tuple(ranks),) + state.ranks[seat + 1:]
    word = "upgrades" if step > 0 else "downgrades"
    events.append(Event(f"{name(state, seat)} {word} {SUIT_NAMES[suit]} from "
                        f"{LEVEL_NAMES[before]} to {LEVEL_NAMES[ranks[i]]}", kind="suit", seat=seat))
    return evolve(state, ranks=all_ranks)


def _h_upgrade(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action, "suit")
    suit = action.get("suit")
    if suit not in upgrade_options(state.ranks[seat]):
        raise IllegalAction(f"you cannot upgrade {suit!r} now")
    state = _change(state, seat, suit, +1, events)
    return _downgrade_step(state, events)


def _h_downgrade(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action, "suit")
    suit = action.get("suit")
    if suit not in downgrade_options(state.ranks[seat]):
        raise IllegalAction(f"you cannot downgrade {suit!r} now")
    state = _change(state, seat, suit, -1, events)
    return _next_duel(state, events)


# ---- end of turn

def _disk_home(state: State, seat: int) -> bool:
    """Has ``seat`` just put the Disk on the centre card? Its holder wins that
    moment, however it got there (RULINGS): checked wherever a token moves or
    the Disk changes hands, never left for the end of the turn. An Evade only
    passes the card it turns, so passing over the centre is not being on it."""
    return state.disk == seat and state.pos[seat] == CENTRE


def _end_turn(state: State, events: list[Event]) -> State:
    nxt = (state.current + 1) % state.n
    rnd = state.round + (1 if nxt == state.first else 0)
    state = evolve(state, current=nxt, phase=CHOOSE, turn_kind="", origin=None, target=None,
                         raid_won=False, resume="", duel=None, duel_queue=(), round=rnd)
    if state.round_cap and rnd > state.round_cap:
        return _cap_end(state, events)
    return state


def _win(state: State, seat: int, events: list[Event]) -> State:
    suit = superhuman_suit(state, seat)
    events.append(Event(f"{name(state, seat)} reaches the centre of the complex with the Disk and wins!",
                        kind="win", seat=seat, prompt=prompts.win(seat, hero(state, seat), suit)))
    state = _moment(state, "escape", seat, f"{hero(state, seat)} carries the Disk to the heart of "
                    f"the complex and gets away with it.", ("win",), CENTRE)
    return _finish(state, (seat,), "escape", events)


def _cap_end(state: State, events: list[Event]) -> State:
    if state.disk is not None:
        winners = (state.disk,)
        why = f"{name(state, state.disk)} holds the Disk"
    else:
        best = max(state.mission)
        winners = tuple(s for s in range(state.n) if state.mission[s] == best)
        why = ("most Mission Points: " + ", ".join(name(state, s) for s in winners) + f" ({best})")
    events.append(Event(f"The round limit ({state.round_cap} rounds) is reached and the alarms close the "
                        f"complex. {why}, so the win goes to {', '.join(name(state, s) for s in winners)}.",
                        kind="cap"))
    state = _moment(state, "cap", None, f"Time runs out: the complex locks down after {state.round_cap} "
                    f"rounds. {why}.", ("win",))
    return _finish(state, winners, "cap", events)


def _finish(state: State, winners: tuple[int, ...], reason: str, events: list[Event]) -> State:
    for s in turn_order(state):
        if s not in winners:
            events.append(Event(f"Epilogue for {name(state, s)}", kind="epilogue", seat=s,
                                prompt=prompts.epilogue(s, hero(state, s), superhuman_suit(state, s))))
    for s in winners:
        events.append(Event(f"Final word for {name(state, s)}", kind="epilogue", seat=s,
                            prompt=prompts.epilogue_winner(s, hero(state, s), superhuman_suit(state, s))))
    state = _moment(state, "epilogue", None, "After the heist.", ("epilogue", "epilogue-winner"))
    return evolve(state, phase=OVER, winners=winners, end_reason=reason, duel=None, duel_queue=())


_HANDLERS = {
    (DEAL, DEAL_CARD): _h_deal_card,
    (DEAL, DEAL_GRID): _h_deal_grid,
    (FIRST_DRAW, DRAW_FIRST): _h_draw_first,
    (SHEETS, SHEET): _h_sheet,
    (SHEETS, SHEET_DONE): _h_sheet_done,
    (CHOOSE, ENTER): _h_enter,
    (CHOOSE, RAID): _h_raid,
    (CHOOSE, EVADE): _h_evade,
    (RAID_TARGET, TARGET): _h_target,
    (RAID_DRAW, DRAW): _h_draw,
    (RAID_MOVE, MOVE): _h_raid_move,
    (RAID_REWARD, REWARD): _h_reward,
    (EVADE_FLIP, FLIP): _h_flip,
    (EVADE_MOVE, MOVE): _h_evade_move,
    (DUEL_DRAW, DUEL_DRAW_ACTION): _h_duel_draw,
    (DUEL_BID, UPPER_HAND): _h_upper_hand,
    (DUEL_BID, PASS): _h_pass,
    (DUEL_BID, CONCEDE): _h_concede,
    (DUEL_UPGRADE, UPGRADE): _h_upgrade,
    (DUEL_DOWNGRADE, DOWNGRADE): _h_downgrade,
}


# -- results ---------------------------------------------------------------------

def result(state: State) -> Result | None:
    if state.phase != OVER:
        return None
    winners = state.winners
    scores = tuple(1.0 / len(winners) if s in winners else 0.0 for s in range(state.n))
    names = " and ".join(name(state, s) for s in winners)
    if state.end_reason == "escape":
        summary = f"{names} escapes with the Disk"
    else:
        summary = f"Round limit reached: {names} win{'s' if len(winners) == 1 else ''}"
    return Result(winners, summary, scores, round_limit=state.end_reason == "cap")


def census(state: State) -> tuple[str, ...]:
    grid = tuple(c for c in state.grid if c is not None)
    firsts = tuple(c for _, c in state.first_draws if c)
    return grid + state.draw + state.discard + firsts
