"""A Raid in Chicks With Disks: declaring it, choosing and turning the card
(``raid-target``), the draw against it (``raid-draw``), moving on after a
won Raid (``raid-move``) and its reward (``raid-reward``)."""

from __future__ import annotations

from cardtable.engine.cards import SUIT_NAMES, card
from cardtable.engine.protocol import Action, Event, IllegalAction
from cardtable.engine.values import evolve

from . import prompts
from .duel import _start_duels
from .ending import _win
from .grid import adjacent, board, slot_name
from .state import (LEVEL_NAMES, MISSION_POINTS_FOR_DISK, MODIFIER, RAID, RAID_DRAW, RAID_MOVE, RAID_REWARD,
                    RAID_TARGET, State, _args, _disk_at, _disk_home, _draw_card, _moment, _slot_arg, hero, level,
                    modifier, name, suit_of, value_of)
from .tokens import _flip, _step


def raid_targets(state: State, seat: int) -> tuple[int, ...]:
    return board(state.grid, state.face_up).around(state.pos[seat])


def _h_raid(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action)
    if state.pos[seat] is None:
        raise IllegalAction("enter the complex on a corner first")
    events.append(Event(f"{name(state, seat)} declares a Raid", kind="declare", seat=seat))
    return evolve(state, phase=RAID_TARGET, turn_kind=RAID, origin=state.pos[seat])


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
