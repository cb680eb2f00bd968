"""Duels in Chicks With Disks: the totals and who stands ahead, the queue of
duels after a move, the draw (``duel-draw``), Upper Hands, passing and
conceding (``duel-bid``), and the winner's upgrade and the loser's downgrade
(``duel-upgrade``, ``duel-downgrade``)."""

from __future__ import annotations

from cardtable.engine.cards import SUITS, card
from cardtable.engine.i18n import N_, _
from cardtable.engine.protocol import Action, Event, IllegalAction
from cardtable.engine.values import evolve

from . import prompts
from .ending import _end_turn, _win
from .state import (BANE, DUEL_BID, DUEL_DOWNGRADE, DUEL_DRAW, DUEL_UPGRADE, MODIFIER, MOTIF,
                    NEUTRAL, RAID_MOVE, SUIT_INDEX, SUPERHUMAN, UPPER_HAND_VALUE, Duel, State, _args, _disk_at,
                    _disk_home, _draw_card, _moment, modifier, name, occupants, suit_of, value_of)
from .tokens import _flip
from .words import level_name, suit_name


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


def upgrade_options(ranks: tuple[int, ...]) -> tuple[str, ...]:
    motifs = sum(1 for lv in ranks if lv == MOTIF)
    return tuple(s for s, lv in zip(SUITS, ranks)
                 if lv in (BANE, NEUTRAL) or (lv == MOTIF and motifs >= 3))


def downgrade_options(ranks: tuple[int, ...]) -> tuple[str, ...]:
    banes = sum(1 for lv in ranks if lv == BANE)
    return tuple(s for s, lv in zip(SUITS, ranks)
                 if lv in (MOTIF, NEUTRAL) or (lv == SUPERHUMAN and banes >= 3))


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
        state = _flip(state, attacker, slot, events, N_("The duel needs light: the room is turned"))
    suit = suit_of(state.grid[slot])
    events.append(Event(lambda: _("{name} faces {rival} in a duel").format(name=name(state, attacker),
                                                                           rival=name(state, defender)),
                        kind="duel", seat=attacker, prompt=prompts.duel_before(state, attacker, defender, suit)))
    events.append(Event(lambda: _("{name} stands her ground").format(name=name(state, defender)),
                        kind="duel", seat=defender, prompt=prompts.duel_before(state, defender, attacker, suit)))
    return _moment(state, "duel-start", attacker, ("duel-before",), slot, other=defender,
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
    duel = evolve(duel, cards=tuple(cards), minus=(0, 0), bidder=duel.attacker, tied_pass=False)
    ta, td = duel_totals(state, duel)
    drawn = tuple(cards)  # the words are said when read (engine Event)

    def said() -> str:
        suit = suit_of(state.grid[duel.slot])
        parts = []
        for s, c, t in ((duel.attacker, drawn[0], ta), (duel.defender, drawn[1], td)):
            drew = card(c).short if c else _("nothing")
            parts.append(_("{name} draws {card} {modifier} = {total}").format(
                name=name(state, s), card=drew, modifier=f"{modifier(state, s, suit):+d}", total=t))
        return _("Duel: {attacker}; {defender}").format(attacker=parts[0], defender=parts[1])

    events.append(Event(said, kind="duel-draw", seat=duel.attacker, reveal=True))
    return evolve(state, duel=duel, phase=DUEL_BID)


def _h_upper_hand(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action)
    duel = state.duel
    other = _opponent(duel, seat)
    if state.upper[seat][other] <= 0:
        raise IllegalAction(_("you hold no Upper Hand over {rival}").format(rival=name(state, other)))
    row = list(state.upper[seat])
    row[other] -= 1
    upper = state.upper[:seat] + (tuple(row),) + state.upper[seat + 1:]
    minus = list(duel.minus)
    minus[1 - _side(duel, seat)] += 1
    duel = evolve(duel, minus=tuple(minus), tied_pass=False)
    ta, td = duel_totals(state, duel)
    suit = suit_of(state.grid[duel.slot])
    events.append(Event(lambda: _("{name} plays an Upper Hand over {rival}: −{value} to them. Totals: {attacker} "
                                  "{attacker_total}, {defender} {defender_total}").format(
                            name=name(state, seat), rival=name(state, other), value=UPPER_HAND_VALUE,
                            attacker=name(state, duel.attacker), attacker_total=ta,
                            defender=name(state, duel.defender), defender_total=td),
                        kind="upper-hand", seat=seat, prompt=prompts.upper_hand(state, seat, other, suit)))
    return _moment(state, "upper-hand", seat, ("upper-hand",), duel.slot, other=other, upper=upper, duel=duel)


def _h_pass(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action)
    duel = state.duel
    st = standing(state, seat)
    other = _opponent(duel, seat)
    if st < 0:
        raise IllegalAction(_("you are behind: play an Upper Hand or concede"))
    if st == 0 and duel.tied_pass:
        tied = state  # the words are said when read (engine Event), from this state
        events.append(Event(lambda: _("{name} passes too with the totals tied: both draw again").format(
                                name=name(tied, seat)),
                            kind="duel-tie", seat=seat))
        state = evolve(state, duel=evolve(duel, redraws=duel.redraws + 1))
        return _duel_draw(state, events)
    events.append(Event(lambda: (_("{name} passes with the totals tied") if st == 0 else _("{name} passes")).format(
                            name=name(state, seat)), kind="duel-pass", seat=seat))
    return evolve(state, duel=evolve(duel, bidder=other, tied_pass=(st == 0)))


def _h_concede(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action)
    if standing(state, seat) > 0:
        raise IllegalAction(_("you are ahead: pass instead of conceding"))
    duel = state.duel
    winner = _opponent(duel, seat)
    events.append(Event(lambda: _("{name} concedes the duel to {rival}").format(name=name(state, seat),
                                                                                rival=name(state, winner)),
                        kind="concede", seat=seat))
    return _duel_over(state, winner, seat, events)


def _duel_over(state: State, winner: int, loser: int, events: list[Event]) -> State:
    duel = evolve(state.duel, winner=winner, loser=loser)
    suit = suit_of(state.grid[duel.slot])
    took = state.disk == loser
    if took:
        state = _disk_at(evolve(state, disk=winner), duel.slot)
    decided = state  # the words are said when read (engine Event), from this state
    if took:
        events.append(Event(lambda: _("{name} takes the Disk from {rival}!").format(name=name(decided, winner),
                                                                                    rival=name(decided, loser)),
                            kind="disk", seat=winner))
    events.append(Event(lambda: _("{name} wins the duel").format(name=name(decided, winner)), kind="duel-won",
                        seat=winner, prompt=prompts.duel_won(decided, winner, suit, took)))
    events.append(Event(lambda: _("{name} loses the duel").format(name=name(decided, loser)), kind="duel-lost",
                        seat=loser, prompt=prompts.duel_lost(decided, loser, suit)))
    state = _moment(state, "duel", winner, ("duel-won", "duel-lost"), duel.slot, other=loser,
                    number=int(took), duel=duel)
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
        events.append(Event(lambda: _("{name} has no suit left to upgrade").format(name=name(state, duel.winner)),
                            kind="suit", seat=duel.winner))
    return _downgrade_step(state, events)


def _downgrade_step(state: State, events: list[Event]) -> State:
    duel = state.duel
    options = downgrade_options(state.ranks[duel.loser])
    if len(options) > 1:
        return evolve(state, phase=DUEL_DOWNGRADE)
    if options:
        state = _change(state, duel.loser, options[0], -1, events)
    else:
        events.append(Event(lambda: _("{name} has no suit that can go down").format(name=name(state, duel.loser)),
                            kind="suit", seat=duel.loser))
    return _next_duel(state, events)


def _change(state: State, seat: int, suit: str, step: int, events: list[Event]) -> State:
    i = SUIT_INDEX[suit]
    ranks = list(state.ranks[seat])
    before = ranks[i]
    after = ranks[i] = before + step
    all_ranks = state.ranks[:seat] + (tuple(ranks),) + state.ranks[seat + 1:]

    def said() -> str:
        if step > 0:
            text = _("{name} upgrades {suit} from {before} to {after}")
        else:
            text = _("{name} downgrades {suit} from {before} to {after}")
        return text.format(name=name(state, seat), suit=suit_name(suit), before=level_name(before),
                           after=level_name(after))

    events.append(Event(said, kind="suit", seat=seat))
    return evolve(state, ranks=all_ranks)


def _h_upgrade(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action, "suit")
    suit = action.get("suit")
    if suit not in upgrade_options(state.ranks[seat]):
        raise IllegalAction(_("you cannot upgrade {suit} now").format(suit=repr(suit)))
    state = _change(state, seat, suit, +1, events)
    return _downgrade_step(state, events)


def _h_downgrade(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _args(action, "suit")
    suit = action.get("suit")
    if suit not in downgrade_options(state.ranks[seat]):
        raise IllegalAction(_("you cannot downgrade {suit} now").format(suit=repr(suit)))
    state = _change(state, seat, suit, -1, events)
    return _next_duel(state, events)
