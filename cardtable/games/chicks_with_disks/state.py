"""The Chicks With Disks state, its records, and the small helpers every
phase uses: the constants, reading ranks and seats, checking a move's
arguments, noting a step of the heist, drawing a card.

Phases, in order: ``deal`` → ``first-draw`` → ``sheets`` → turns. A turn is
``choose`` and then ``raid-target`` → ``raid-draw`` → [duels] →
``raid-move`` → ``raid-reward`` → [duels], or ``evade-flip`` →
``evade-move`` → [duels]. A duel is ``duel-draw`` → ``duel-bid`` →
``duel-upgrade`` → ``duel-downgrade``. The phases' moves live in
``setup_phases``, ``tokens``, ``raid``, ``evade``, ``duel`` and ``ending``.
"""

from __future__ import annotations

import attrs

from cardtable.engine.piles import draw_cards
from cardtable.engine.cards import SUITS, card
from cardtable.engine.i18n import N_, _, ngettext
from cardtable.engine.protocol import Action, Event, IllegalAction
from cardtable.engine.rng import Rng
from cardtable.engine.values import evolve

from .grid import CENTRE, parse_slot, slot_name
from .words import LEVEL_NAMES  # noqa: F401  (read through rules)


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
SHEET_LABELS = {"name": N_("Name"), "power": N_("Superhuman power"), "motifs": N_("Motifs"),
                "bane": N_("Bane")}  # translated where shown

# Rank levels and their modifiers.
BANE, NEUTRAL, MOTIF, SUPERHUMAN = 0, 1, 2, 3
MODIFIER = {SUPERHUMAN: 10, MOTIF: 3, NEUTRAL: 0, BANE: -3}
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
    bidder: int = -1  # seat whose bid it is (a seat, not an index)
    tied_pass: bool = False  # the last bid was a pass with the totals tied
    winner: int = -1
    loser: int = -1
    redraws: int = 0


@attrs.frozen(slots=False)  # made for most moves: filling its dictionary is quicker than slots
class Moment:
    """One step of the heist for the story summary.

    ``at`` is how many actions had been played when it happened (so journal
    entries written right after it have the same ``action_index``);
    ``triggers`` are the prompt triggers whose narration belongs to it. A
    moment holds no words: the story tells it from its kind, seats, slots
    and number in the reader's language (``story.moment_text``).
    """

    at: int
    kind: str
    seat: int | None
    triggers: tuple[str, ...] = ()
    slot: int | None = None
    round: int = 0  # the round it happened in
    other: int | None = None  # the other side: a duel's defender or loser, an Upper Hand's target
    via: int | None = None  # the slot a same-number link started from
    number: int = 0  # a raid's total, a Mission Point's count, 1 if a duel took the Disk


@attrs.frozen(slots=False)  # evolved very often: see cardtable.engine.values
class State:
    """A game of Chicks With Disks in play.

    In the words every game shares: ``draw`` is the draw pile, ``discard``
    the discard pile, ``phase`` where play stands and ``current`` the seat
    whose turn it is in the turn order (the dealer during set-up). Others
    may act within that turn — a duel's bidders, the first-player draws,
    the character sheets — as ``rules.actor`` tells; ``current`` stays the
    seat whose turn it is.
    """

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



# -- queries -------------------------------------------------------------------

def turn_order(state: State) -> tuple[int, ...]:
    n = state.n
    return tuple((state.first + i) % n for i in range(n))


def name(state: State, seat: int) -> str:
    names = state.names
    return names[seat] if 0 <= seat < len(names) else _("seat {number}").format(number=seat + 1)


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


# -- helpers every phase uses -------------------------------------------------------

def _args(action: Action, *allowed: str) -> None:
    for k, _unused in action.args:
        if k not in allowed:
            extra = sorted(k for k, _unused in action.args if k not in allowed)
            raise IllegalAction(_("{move} does not take {names}").format(move=action.kind, names=", ".join(extra)))


def _slot_arg(action: Action, choices, why: str = N_("{slot} is not a legal choice here"),
              state: State | None = None, near: int | None = None) -> int:
    """The slot named by ``action``; refused with ``why`` (marked with
    ``N_``, translated here) when it is not one of ``choices``, with
    ``{slot}`` filled in and ``{near}`` naming the room at ``near`` on
    ``state``'s grid."""
    _args(action, "slot")
    slot = parse_slot(action.get("slot"))
    if slot not in choices:
        words = _near_words(state, near) if state is not None else ""
        raise IllegalAction(_(why).format(slot=slot_name(slot), near=words))
    return slot


def _near_words(state: State, slot: int) -> str:
    """The room at ``slot`` as a refusal names it after "next to"."""
    c = state.grid[slot]
    if c is not None and state.face_up[slot]:
        return _("the {room} at {slot}").format(room=card(c).short, slot=slot_name(slot))
    return _("the face-down room at {slot}").format(slot=slot_name(slot))


def _moment(state: State, kind: str, seat: int | None, triggers=(), slot=None,
            other: int | None = None, via: int | None = None, number: int = 0, **changes) -> State:
    """``state`` with a new step of the heist in its history and with
    ``changes`` (made in the same copy)."""
    moment = Moment(state.moves, kind, seat, tuple(triggers), slot, state.round, other, via, number)
    return evolve(state, history=state.history + (moment,), **changes)


def _disk_at(state: State, slot: int) -> State:
    """Note that the Disk is now on ``slot`` (for the summary's picture)."""
    if state.disk_trail and state.disk_trail[-1] == slot:
        return state
    return evolve(state, disk_trail=state.disk_trail + (slot,))


def in_use(state: State) -> tuple[str, ...]:
    """Cards that lie face up and must stay out of a reshuffle: the cards
    drawn in this move (a Raid's, a Duel's) and, while a Duel is being
    fought out, the two Duel cards."""
    cards = tuple(c for _unused, c in state.just_drawn)
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
    got = draw_cards(state.draw, state.discard, state.rng, 1, keep=(c for _unused, c in state.just_drawn))
    if got.reshuffled:
        events.append(Event(lambda: ngettext("The draw pile is empty: the {count} discarded card is shuffled "
                                             "into a new draw pile",
                                             "The draw pile is empty: the {count} discarded cards are shuffled "
                                             "into a new draw pile", got.reshuffled).format(count=got.reshuffled),
                            kind="reshuffle"))
    c = got.card
    if c is None:
        events.append(Event(lambda: _("No card is left to draw; the draw is skipped and counts as 0"),
                            kind="skip", seat=seat))
        return evolve(state, draw=got.draw, discard=got.discard, rng=got.rng), None
    if shown:
        return evolve(state, draw=got.draw, discard=got.discard + (c,), rng=got.rng,
                      just_drawn=state.just_drawn + ((seat, c),)), c
    return evolve(state, draw=got.draw, discard=got.discard, rng=got.rng), c


def _disk_home(state: State, seat: int) -> bool:
    """Has ``seat`` just put the Disk on the centre card? Its holder wins that
    moment, however it got there (RULINGS): checked wherever a token moves or
    the Disk changes hands, never left for the end of the turn. An Evade only
    passes the card it turns, so passing over the centre is not being on it."""
    return state.disk == seat and state.pos[seat] == CENTRE
