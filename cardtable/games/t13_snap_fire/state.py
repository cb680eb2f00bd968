"""The T13 Snap-fire Ordeal state, its records, and the small helpers every
part of play uses: the constants, pips and Snap matches, who may act or call
Snap, who may bid, checking a move's arguments and noting the story.

The state's ``phase`` (the word every game uses for where play stands) runs
``setup`` (the referee sets sides, then begins) → per Phase of the Ordeal:
[``choosing``] → ``bidding`` → ``actions`` → ... → ``over``; the Ordeal's
own numbered Phases (a Snap-fire card each) are counted in ``phase_no``. A
Snap may interrupt any ``phase`` but ``setup``. The moves live in
``phases`` (a Phase from its card to its end, bidding included) and
``snaps`` (Snap calls, miscalls and Snap-Failures).
"""

from __future__ import annotations

from typing import Sequence

import attrs

from cardtable.engine.cards import card
from cardtable.engine.i18n import N_, _
from cardtable.engine.protocol import Action, IllegalAction
from cardtable.engine.rng import Rng
from cardtable.engine.values import evolve

REFEREE = 0

FLOWING = "Flowing"  # ids (kept in states and moves); shown through ``words.side_word``
EBBING = "Ebbing"
SIDES = (FLOWING, EBBING)

CARD_POIS = "card"
DIRECTED_POIS = "directed"

LATE_ALLOWED = "allowed"
LATE_MISCALL = "miscall"

# what a Snap-Failure becomes: ids (kept in states and moves); shown through ``words.outcome_word``
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

# phases (``State.phase``)
SETUP = "setup"  # referee sets sides, then begins
CHOOSING = "choosing"  # Yarn-Teller Directed POIS: referee picks the bidders
BIDDING = "bidding"
ACTIONS = "actions"  # Full and Half Actions at the table; referee ends the Phase
OVER = "over"

# claim ranks
SAME_SUIT = 3
SAME_COLOUR = 2
PIPS_ONLY = 1
CLAIM_WORDS = {SAME_SUIT: N_("same suit"), SAME_COLOUR: N_("same colour"), PIPS_ONLY: N_("same pips")}  # _() at use

# why a character suffers a Snap-Failure (``Cause``: the first item, then its values)
MISCALL = "miscall"  # (MISCALL, the Snap-fire card): called Snap with no card of the same pips
LATE_CALL = "late"  # (LATE_CALL,): called Snap after the winning bid (the kind referee's option)
LOST = "lost"  # (LOST, the Snap-fire card, the character who snapped it): a bid winner's loss
FAILED = "failed"  # (FAILED,): the referee declared it (a failed bid or Umbrals)

# the story's notes (``Note``: the kind, then its values), told in words by ``words.note_text``
TURNED = "turned"  # (TURNED, card)
UNCLAIMED = "unclaimed"  # (UNCLAIMED,)
BOUGHT = "bought"  # (BOUGHT, character, amount)
SNAPPED = "snapped"  # (SNAPPED, character, card, character it was taken from or -1)
SETTLED = "settled"  # (SETTLED, character, cause, outcome, text)

# why the Ordeal ended (``State.end_reason``), told in words by ``words.end_text``
ALL_PHASES = "phases"
NO_CARD = "no-card"
REFEREE_ENDED = "referee"

Cause = tuple  # (MISCALL | LATE_CALL | LOST | FAILED, *values): ids and numbers only
Note = tuple  # (TURNED | UNCLAIMED | BOUGHT | SNAPPED | SETTLED, *values)


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
    cause: Cause
    outcome: str  # one of OUTCOMES
    text: str  # the referee's own words


@attrs.frozen
class State:
    """A Snap-fire Ordeal in play.

    In the words every game shares: ``draw`` is the draw pile, ``discard``
    the discard pile, ``phase`` where play stands (SETUP ... OVER) and
    :attr:`current` the seat whose turn it is. Any seat may call Snap at
    any time besides (see ``to_act``); ``current`` is the one seat the game
    waits for: the referee (seat 0) while sides are set, bidders chosen,
    actions played and Snap-Failures settled, the bidder whose bid it is
    during ``bidding``, and ``None`` once the Ordeal is over.
    """

    names: tuple[str, ...]
    chars: tuple[Character, ...]
    draw: tuple[str, ...]  # top card first
    discard: tuple[str, ...]
    phase: str  # SETUP | CHOOSING | BIDDING | ACTIONS | OVER
    phase_no: int  # the Ordeal's Phase (one Snap-fire card each), 0 before the first
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
    pending: tuple[tuple[int, Cause], ...] = ()  # Snap-Failures waiting for the referee: (character, cause)
    failures: tuple[FailureRecord, ...] = ()
    story: tuple[tuple[int, Note], ...] = ()  # (phase, note) for the summary, told in words when read
    end_reason: str = ""  # ALL_PHASES | NO_CARD | REFEREE_ENDED once over

    @property
    def count(self) -> int:
        return len(self.names)

    @property
    def current(self) -> int | None:
        """The seat whose turn it is (see the class docstring); Snap calls
        from other seats may come at any time besides."""
        return main_seat(self)


def _set(values: tuple, index: int, value) -> tuple:
    return values[:index] + (value,) + values[index + 1:]


# -- who may act -----------------------------------------------------------------------

def main_seat(state: State) -> int | None:
    if state.phase == OVER:
        return None
    if state.pending or state.phase in (SETUP, CHOOSING, ACTIONS):
        return REFEREE
    if state.phase == BIDDING:
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
    if state.phase == OVER:
        return _("the Ordeal is over")
    if state.phase == SETUP:
        return _("the Ordeal has not begun: there is no Snap-fire card to claim yet")
    if state.pending:
        return _("a failure is being settled first")
    if snap_target(state) is None:
        return _("there is no Snap-fire card to claim now")
    if state.holder == ch:
        return _("{name} already holds the Snap-fire card").format(name=c.name)
    if ch in state.failed:
        return _("{name} has failed this Ordeal and cannot claim").format(name=c.name)
    if ch in state.settled:
        return _("{name} has already claimed or let this Snap-fire card go").format(name=c.name)
    return None



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


# -- helpers every phase uses ------------------------------------------------------------

def _args(action: Action, *keys: str) -> None:
    extra = sorted({k for k, _value in action.args} - set(keys))
    if extra:
        raise IllegalAction(_("a {kind} move does not take {names}").format(kind=action.kind, names=", ".join(extra)))
    for k in keys:
        if action.get(k) is None:
            raise IllegalAction(_("a {kind} move needs {name}").format(kind=action.kind, name=k))


def _character(state: State, action: Action) -> int:
    ch = action.get("character")
    if not isinstance(ch, int) or isinstance(ch, bool) or not 0 <= ch < len(state.chars):
        raise IllegalAction(_("there is no such character"))
    return ch


def _referee_only(state: State, seat: int, phase: str | tuple[str, ...], what: str) -> None:
    """Refuse a referee's move from another seat or at the wrong time;
    ``what`` is the move's verb phrase, marked with ``N_`` (translated here,
    only when the move is refused: an allowed move looks up no words)."""
    phases = (phase,) if isinstance(phase, str) else phase
    if seat != REFEREE:
        raise IllegalAction(_("only the referee ({name}) can {what}").format(name=state.names[REFEREE], what=_(what)))
    if state.phase not in phases:
        raise IllegalAction(_("you cannot {what} now").format(what=_(what)))


def _cname(state: State, ch: int) -> str:
    return state.chars[ch].name


def _note(state: State, note: Note) -> State:
    return evolve(state, story=state.story + ((state.phase_no, note),))


def in_use(state: State) -> tuple[str, ...]:
    """Cards on the discard pile that must stay face up, out of a reshuffle:
    none. The Snap-fire card in play lies on the table, not on the discard
    pile, until its Phase ends, so a reshuffle cannot reach it."""
    return ()
