"""Chicks With Disks: raid a 9×3 grid of rooms, duel rivals, escape with the Disk.

Pure Python. The state is a frozen attrs value; every function here is pure.
This module is the game's face: set-up, who acts, the legal moves, applying
a move, the result and the card census. The state, its records and helpers
live in ``state``; the phases in ``setup_phases`` (deal, first draw,
sheets), ``tokens`` (entering, turning rooms, stepping), ``raid``,
``evade``, ``duel`` and ``ending`` (end of turn, win, round limit).
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

from cardtable.engine.i18n import N_, _, ngettext
from cardtable.engine.opening import opening_order
from cardtable.engine.cards import standard_deck
from cardtable.engine.protocol import Action, BadOptions, Event, IllegalAction, Result, Setup
from cardtable.engine.values import evolve
from cardtable.engine.standing import Standing

from .grid import CORNERS, SLOTS, adjacent, slot_name
from .state import *  # noqa: F401,F403  (callers read constants, records and helpers through rules)
from .state import (CHOOSE, CONCEDE, DEAL, DEAL_CARD, DEAL_GRID, DEFAULT_ROUND_CAP, DOWNGRADE, DRAW, DRAW_FIRST,
                    DUEL_BID, DUEL_DOWNGRADE, DUEL_DRAW, DUEL_DRAW_ACTION, DUEL_UPGRADE, ENTER, EVADE, EVADE_FLIP,
                    EVADE_MOVE, FIRST_DRAW, FLIP, MOVE, OVER, PASS, RAID, RAID_DRAW, RAID_MOVE, RAID_REWARD,
                    RAID_TARGET, REWARD, SHEET, SHEET_DONE, SHEET_FIELDS, SHEETS, TARGET, UPGRADE, UPPER_HAND,
                    State, name, turn_order)
from .duel import (_h_concede, _h_downgrade, _h_duel_draw, _h_pass, _h_upgrade, _h_upper_hand, _opponent,
                   downgrade_options, standing, upgrade_options)
from .duel import duel_totals  # noqa: F401  (read through rules)
from .evade import _h_evade, _h_evade_move, _h_flip
from .raid import _h_draw, _h_raid, _h_raid_move, _h_reward, _h_target, raid_targets
from .setup_phases import _h_deal_card, _h_deal_grid, _h_draw_first, _h_sheet, _h_sheet_done
from .tokens import _h_enter
from .words import and_names


# -- set-up ----------------------------------------------------------------------

def new_game(setup: Setup) -> State:
    n = setup.count
    if n == 2 and not setup.options.get("two_players", False):
        raise BadOptions(_("Chicks With Disks is for 3–4 players; switch on the two-player option to play with 2"))
    if not 2 <= n <= 4:
        raise BadOptions(_("Chicks With Disks needs 3–4 players (2 as an option), not {count}").format(count=n))
    order, rng = opening_order(setup, standard_deck(), _("exactly the 52 cards of one deck"))
    cap = setup.options.get("round_cap", DEFAULT_ROUND_CAP)
    if isinstance(cap, bool) or not isinstance(cap, int) or cap < 0:
        raise BadOptions(_("the round limit must be a whole number of rounds, 0 for no limit (not {value})").format(
            value=repr(cap)))
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
        drawn = {s for s, _unused in state.first_draws}
        return next(s for s in state.contenders if s not in drawn)
    if phase == SHEETS:
        return next(s for s in turn_order(state) if not state.sheet_done[s])
    if phase in (DUEL_DRAW,):
        return state.duel.attacker
    if phase == DUEL_BID:
        return state.duel.bidder
    if phase == DUEL_UPGRADE:
        return state.duel.winner
    if phase == DUEL_DOWNGRADE:
        return state.duel.loser
    return state.current


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


# -- apply -------------------------------------------------------------------------

def apply(state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
    if state.phase == OVER:
        raise IllegalAction(_("the game is over"))
    if not 0 <= seat < state.n:
        raise IllegalAction(_("there is no seat {number}").format(number=seat + 1))
    who = actor(state)
    if seat != who:
        raise IllegalAction(_("{name} acts now, not {other}").format(name=name(state, who), other=name(state, seat)))
    handler = _HANDLERS.get((state.phase, action.kind))
    if handler is None:
        raise IllegalAction(_wrong_phase(state, action))
    state = evolve(state, moves=state.moves + 1, just_drawn=())
    events: list[Event] = []
    state = handler(state, seat, action, events)
    return state, tuple(events)


_PHASE_WORDS = {  # translated where shown
    DEAL: N_("the grid is being dealt"),
    FIRST_DRAW: N_("everyone is drawing for first player"),
    SHEETS: N_("character sheets are being written"),
    CHOOSE: N_("the turn starts: enter the grid, or declare a Raid or an Evade"),
    RAID_TARGET: N_("choose the card to raid"),
    RAID_DRAW: N_("draw a card for the raid"),
    RAID_MOVE: N_("move to a card next to the room you beat"),
    RAID_REWARD: N_("take a Mission Point or an Upper Hand"),
    EVADE_FLIP: N_("choose the card to evade past"),
    EVADE_MOVE: N_("choose where to move after evading"),
    DUEL_DRAW: N_("draw for the duel"),
    DUEL_BID: N_("play an Upper Hand, pass or concede"),
    DUEL_UPGRADE: N_("the duel's winner upgrades a suit"),
    DUEL_DOWNGRADE: N_("the duel's loser downgrades a suit"),
}


def _wrong_phase(state: State, action: Action) -> str:
    known = {k for _unused, k in _HANDLERS}
    if action.kind not in known:
        return _("Chicks With Disks has no move called {move}").format(move=repr(action.kind))
    phase = state.phase
    return _("you cannot {move} now: {why}").format(
        move=action.kind, why=_(_PHASE_WORDS[phase]) if phase in _PHASE_WORDS else phase)


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
    """Who won, and each seat's score: her Mission Points. The result table
    puts the winners first and everyone else by score, equal scores sharing a
    place: the same order the round limit would settle (the Disk's holder
    first, then most Mission Points), so a near-miss with two points ranks
    above a player who found none."""
    if state.phase != OVER:
        return None
    winners = state.winners
    scores = tuple(float(points) for points in state.mission)
    names = and_names(name(state, s) for s in winners)
    if state.end_reason == "escape":
        summary = _("{names} escapes with the Disk").format(names=names)
    else:
        summary = ngettext("Round limit reached: {names} wins", "Round limit reached: {names} win",
                           len(winners)).format(names=names)
    return Result(winners, summary, scores, round_limit=state.end_reason == "cap")


def seat_standing(state: State) -> Standing:
    """Who leads: the Disk's holder ahead of everyone, then Mission Points,
    the order the round limit settles the game in. Rounds as the game counts them."""
    holder = state.disk
    return Standing(tuple(float(points) + (1000.0 if seat == holder else 0.0)
                          for seat, points in enumerate(state.mission or (0,) * state.n)), state.round)


def census(state: State) -> tuple[str, ...]:
    grid = tuple(c for c in state.grid if c is not None)
    firsts = tuple(c for _unused, c in state.first_draws if c)
    return grid + state.draw + state.discard + firsts
