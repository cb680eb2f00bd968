"""A Raid in Chicks With Disks: declaring it, choosing and turning the card
(``raid-target``), the draw against it (``raid-draw``), moving on after a
won Raid (``raid-move``) and its reward (``raid-reward``)."""

from __future__ import annotations

from cardtable.engine.cards import card
from cardtable.engine.i18n import N_, _
from cardtable.engine.protocol import Action, Event, IllegalAction
from cardtable.engine.values import evolve

from . import prompts
from .duel import _start_duels
from .ending import _win
from .grid import adjacent, board, slot_name
from .state import (MISSION_POINTS_FOR_DISK, MODIFIER, RAID, RAID_DRAW, RAID_MOVE, RAID_REWARD,
                    RAID_TARGET, State, _args, _disk_at, _disk_home, _draw_card, _moment, _slot_arg, level,
                    modifier, name, suit_of, value_of)
from .tokens import _flip, _step
from .words import level_name, suit_name


def raid_targets(state: State, seat: int) -> tuple[int, ...]:
    return board(state.grid, state.face_up).around(state.pos[seat])


def _h_raid(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action)
    if state.pos[seat] is None:
        raise IllegalAction(_("enter the complex on a corner first"))
    events.append(Event(lambda: _("{name} declares a Raid").format(name=name(state, seat)), kind="declare",
                        seat=seat))
    return evolve(state, phase=RAID_TARGET, turn_kind=RAID, origin=state.pos[seat])


def _h_target(state: State, seat: int, action: Action, events: list[Event]) -> State:
    here = state.pos[seat]
    slot = _slot_arg(action, raid_targets(state, seat),
                     N_("{slot} is not your own room, next to it or linked to it by the same number: "
                        "you can raid only those"))
    state = _flip(state, seat, slot, events, N_("The raided card is turned"))
    if slot != here:
        state = _step(state, seat, here, slot, events)
        if _disk_home(state, seat):  # the holder walks onto the centre: she wins before any draw
            return _win(state, seat, events)
    c = state.grid[slot]
    suit = suit_of(c)

    def said() -> str:
        lv = level(state, seat, suit)
        return _("{name} raids the {card} (value {value}); as {level} in {suit} she adds {modifier} to her "
                 "draw").format(name=name(state, seat), card=card(c).name, value=value_of(c), level=level_name(lv),
                                suit=suit_name(suit), modifier=f"{MODIFIER[lv]:+d}")

    events.append(Event(said, kind="raid", seat=seat, prompt=prompts.raid_before(state, seat, suit)))
    return _moment(state, "raid-start", seat, ("raid-before",), slot, phase=RAID_DRAW, target=slot)


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
    raided = state  # the words are said when read (engine Event), from this state

    def said() -> str:
        if won:
            text = _("{name} draws {card}: {value} {modifier} = {total}, which beats the {room} ({room_value})")
        else:
            text = _("{name} draws {card}: {value} {modifier} = {total}, which does not beat the {room} "
                     "({room_value})")
        return text.format(name=name(raided, seat), card=card(drawn).short if drawn else _("nothing"), value=value,
                           modifier=f"{mod:+d}", total=total, room=card(c).short, room_value=value_of(c))

    p = (prompts.raid_won if won else prompts.raid_lost)(state, seat, suit)
    events.append(Event(said, kind="raid-result", seat=seat, reveal=True, prompt=p))
    state = _moment(state, "raid-won" if won else "raid-lost", seat, ("raid-won", "raid-lost"), slot,
                    number=total, raid_won=won)
    resume = RAID_MOVE if won else "end"
    return _start_duels(state, seat, slot, resume, events)


def _h_raid_move(state: State, seat: int, action: Action, events: list[Event]) -> State:
    slot = _slot_arg(action, adjacent(state.grid, state.face_up, state.target),
                     N_("{slot} is not next to {near} or linked to it: after a won Raid you move to a room "
                        "next to the one you beat"), state, state.target)
    state = _step(state, seat, state.target, slot, events)

    def said() -> str:
        if state.face_up[slot]:
            return _("{name} moves on to {card} at {slot}").format(card=card(state.grid[slot]).short,
                                                                   name=name(state, seat), slot=slot_name(slot))
        return _("{name} moves on to a face-down card at {slot}").format(name=name(state, seat),
                                                                         slot=slot_name(slot))

    events.append(Event(said, kind="move", seat=seat))
    if _disk_home(state, seat):
        return _win(state, seat, events)
    return evolve(state, phase=RAID_REWARD)


def _h_reward(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action, "choice", "over")
    kind = action.get("choice")
    suit = suit_of(state.grid[state.target])
    if kind == "mission":
        if action.get("over") is not None:
            raise IllegalAction(_("a Mission Point is not over anyone"))
        points = state.mission[seat] + 1
        found = state  # the words are said when read (engine Event), from this state
        events.append(Event(lambda: _("{name} takes a Mission Point ({points})").format(name=name(found, seat),
                                                                                        points=points),
                            kind="mission", seat=seat, prompt=prompts.mission_point(state, seat, suit)))
        state = _moment(state, "mission", seat, ("mission-point",), number=points,
                        mission=state.mission[:seat] + (points,) + state.mission[seat + 1:])
        if points >= MISSION_POINTS_FOR_DISK and state.disk is None:
            state = _disk_at(evolve(state, disk=seat), state.pos[seat])
            events.append(Event(lambda: _("{name} has {points} Mission Points and takes the Disk!").format(
                                    name=name(found, seat), points=points),
                                kind="disk", seat=seat))
            state = _moment(state, "disk", seat, ())
            if _disk_home(state, seat):  # a third Mission Point while standing on the centre
                return _win(state, seat, events)
    elif kind == "upper":
        over = action.get("over")
        if isinstance(over, bool) or not isinstance(over, int) or not 0 <= over < state.n or over == seat:
            raise IllegalAction(_("name another player for the Upper Hand"))
        row = list(state.upper[seat])
        row[over] += 1
        upper = state.upper[:seat] + (tuple(row),) + state.upper[seat + 1:]
        count, gained = row[over], state  # the words are said when read (engine Event), from these
        events.append(Event(lambda: _("{name} takes an Upper Hand over {rival} ({count} over them)").format(
                                name=name(gained, seat), rival=name(gained, over), count=count),
                            kind="upper", seat=seat, prompt=prompts.upper_hand_gained(state, seat, over, suit)))
        state = _moment(state, "upper", seat, ("upper-hand-gained",), other=over, upper=upper)
    else:
        raise IllegalAction(_("choose a Mission Point (choice=mission) or an Upper Hand (choice=upper, over=seat)"))
    return _start_duels(state, seat, state.pos[seat], "end", events)
