"""T13 Yarn-Tangling Ordeal: Yarn-Tellers fight over what history says.

A round is a game of "31": three-card pools, draw and discard, Knock-Out
challenges and Blitz. The round is won in a suit; each character needs every
suit once. Pure Python, frozen state; see ``RULES.md`` for the rules in
players' words and ``shared/RULINGS.md`` (T13 Yarn-Tangling) for the rulings.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from cardtable.engine.values import evolve

from cardtable.engine.cards import SUITS, card, standard_deck
from cardtable.engine.i18n import _, ngettext
from cardtable.engine.piles import reshuffle
from cardtable.engine.protocol import Action, BadOptions, Event, IllegalAction, Prompt, Result, Setup
from cardtable.engine.rng import Rng
from cardtable.engine.standing import Standing
from cardtable.games.t13_common.cardtext import name_list, shorts, suit_name, suit_theme

from .state import *  # noqa: F401,F403  (callers read constants and records through rules)
from .state import (
    ALL_SUITS, BLIND, BLITZ_WIN, BUSTED, DEFEND_DISCARD, DEFEND_DRAW, DISCARD, DISCARDING, DRAW, FROM_DECK,
    FROM_DISCARD, IDLE, IN, KNOCK, LAST_STANDING, LOST_KNOCK, NO_BLIND, NO_PAYER, ONE_PAYER, OUT, OVER, POOL_SIZE,
    PROPOSE, PROPOSING, TORN, TURN, WENT_BUST, WON, CanonEntry, PsychAttack, State, _name, _set,
    blitz_cards, blitz_suit, favourite_suit, is_bust, pool_pips, strength, suited_count,
)
from .words import end_text, how_word, knocked_out_why, proposal_words


# -- set-up ------------------------------------------------------------------

def new_game(setup: Setup) -> State:
    n = setup.count
    yarn = int(setup.options.get("yarn", 10))
    if setup.stacked is not None and sorted(setup.stacked) != sorted(standard_deck()):
        raise BadOptions(_("a stacked deck must hold exactly the 52 cards of one deck"))
    state = State(
        names=setup.names,
        yarn=(yarn,) * n,
        pot=0,
        status=(IDLE,) * n,
        won=("",) * n,
        hands=((),) * n,
        psych=((),) * n,
        draw=standard_deck(),
        discard=(),
        phase=PROPOSING,
        current=0,
        lap=(),
        challenger=None,
        defender=None,
        proposals=(None,) * n,
        round_no=0,
        phase_no=0,
        starter=n - 1,  # the first round starts with seat 1 (index 0)
        rng=Rng.from_seed(setup.seed),
    )
    events: list[Event] = []
    return _start_round(state, events, stacked=setup.stacked)


def _start_round(state: State, events: list[Event], stacked: Sequence[str] | None = None) -> State:
    everything = (tuple(c for h in state.hands for c in h) + tuple(c for p in state.psych for c in p)
                  + state.draw + state.discard)
    n = state.count
    able = tuple(s for s in range(n) if state.status[s] != BUSTED and state.yarn[s] >= BLIND)
    # No round limit (RULINGS): rounds go on until someone holds all four
    # suits or fewer than two can pay the blind. Each round ends by itself:
    # every phase costs those in it a blind, and whoever cannot pay is out.
    if len(able) < 2:
        return _nobody_to_contest(state, able, events)
    if stacked is not None:
        order, rng = tuple(stacked), state.rng
    else:
        order, rng = state.rng.shuffle(sorted(everything))
    round_no = state.round_no + 1
    starter = next(s for s in state.order_from((state.starter + 1) % n) if s in able)
    status = tuple(BUSTED if st == BUSTED else (IN if s in able else IDLE) for s, st in enumerate(state.status))
    hands = [()] * n
    pos = 0
    seats = [s for s in state.order_from(starter) if status[s] == IN]
    for _unused in range(POOL_SIZE):
        for s in seats:
            hands[s] = hands[s] + (order[pos],)
            pos += 1
    discard = (order[pos],)
    draw = order[pos + 1:]
    # The words are said when read (engine Event): a bot's playout never reads them.
    events.append(Event(
        lambda: _("Round {round} begins. {starter} starts; {names} each get 3 cards and {card} starts the discard "
                  "pile.").format(round=round_no, starter=_name(state, starter),
                                  names=name_list(_name(state, s) for s in seats), card=card(discard[0]).short),
        kind="round", reveal=True,
        prompt=Prompt("round-start", lambda: _("A new round of the tangle: each Yarn-Teller writes the retcon "
                                               "they will argue for."), None)))
    for s in range(n):
        if status[s] == IDLE and state.status[s] != BUSTED:
            events.append(Event(lambda s=s: _("{name} has no Yarn left for the blind and sits this round out.").format(
                name=_name(state, s)), kind="idle", seat=s))
    return evolve(state, hands=tuple(hands), psych=((),) * n, taken=((),) * n, draw=draw, discard=discard, rng=rng,
                        status=status, phase=PROPOSING, proposals=(None,) * n, round_no=round_no,
                        phase_no=0, starter=starter, current=starter, lap=(), challenger=None,
                        defender=None)


# -- who acts, what is legal ---------------------------------------------------

def to_act(state: State) -> tuple[int, ...]:
    if state.phase == OVER:
        return ()
    if state.phase == PROPOSING:
        return tuple(sorted(s for s in state.in_round() if state.proposals[s] is None))
    if state.phase in (DEFEND_DRAW, DEFEND_DISCARD):
        return (state.defender,)
    return (state.current,)


def actor(state: State) -> int | None:
    """The one seat acting now, outside the simultaneous proposals."""
    if state.phase in (DEFEND_DRAW, DEFEND_DISCARD):
        return state.defender
    if state.phase in (TURN, DISCARDING):
        return state.current
    return None


def _draw_actions(state: State) -> list[Action]:
    out = []
    if state.draw or len(state.discard) > 1:
        out.append(Action.of(DRAW, source=FROM_DECK))
    if state.discard:
        out.append(Action.of(DRAW, source=FROM_DISCARD))
    return out


def legal_actions(state: State, seat: int) -> list[Action]:
    if seat not in to_act(state):
        return []
    if state.phase == PROPOSING:
        return [Action.of(PROPOSE, text="")]
    if state.phase in (DISCARDING, DEFEND_DISCARD):
        return [Action.of(DISCARD, card=c) for c in state.hands[seat]]
    actions = _draw_actions(state)
    if state.phase == TURN:
        actions += [Action.of(KNOCK, target=t) for t in state.in_round() if t != seat]
    return actions


# -- applying actions ------------------------------------------------------------

def apply(state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
    if state.phase == OVER:
        raise IllegalAction(_("the Ordeal is over"))
    if not isinstance(seat, int) or not 0 <= seat < state.count:
        raise IllegalAction(_("there is no such seat"))
    kind = action.kind
    if state.phase == PROPOSING and kind in (DRAW, DISCARD, KNOCK):
        raise IllegalAction(_proposals_first(state))
    if seat not in to_act(state):
        raise IllegalAction(_not_now(state, seat))
    events: list[Event] = []
    if kind == PROPOSE:
        state = _propose(state, seat, action, events)
    elif kind == DRAW:
        state = _draw(state, seat, action, events)
    elif kind == DISCARD:
        state = _discard(state, seat, action, events)
    elif kind == KNOCK:
        state = _knock(state, seat, action, events)
    else:
        raise IllegalAction(_("the Yarn-Tangling Ordeal has no move called {kind}").format(kind=repr(kind)))
    return state, tuple(events)


def _proposals_first(state: State) -> str:
    waiting = [_name(state, s) for s in to_act(state)]
    return _("play starts once every proposal is written: waiting for {names} to write the retcon they argue "
             "for").format(names=name_list(waiting))


def _not_now(state: State, seat: int) -> str:
    if state.phase == PROPOSING:
        if state.status[seat] != IN:
            return _("{name} is not in this round").format(name=_name(state, seat))
        return _("{name} has already written a proposal this round").format(name=_name(state, seat))
    who = to_act(state)
    return _("it is {name}'s move, not {other}'s").format(name=_name(state, who[0]), other=_name(state, seat))


def _only(action: Action, *keys: str) -> None:
    extra = sorted({k for k, _value in action.args} - set(keys))
    missing = [k for k in keys if action.get(k) is None]
    if extra:
        raise IllegalAction(_("a {kind} move does not take {names}").format(kind=action.kind, names=", ".join(extra)))
    if missing:
        raise IllegalAction(_("a {kind} move needs {names}").format(kind=action.kind, names=", ".join(missing)))


def _propose(state: State, seat: int, action: Action, events: list[Event]) -> State:
    if state.phase != PROPOSING:
        raise IllegalAction(_("proposals are written at the start of a round"))
    _only(action, "text")
    text = action["text"]
    if not isinstance(text, str):
        raise IllegalAction(_("a proposal is text"))
    text = text.strip()
    shown = state  # the words are said when read (engine Event), from this state

    def said() -> str:
        words = (_("{name} states the retcon they argue for: “{text}”") if text
                 else _("{name} states the retcon they argue for (left unspoken)"))
        return words.format(name=_name(shown, seat), text=proposal_words(shown, text))

    events.append(Event(said, kind="propose", seat=seat))
    state = evolve(state, proposals=_set(state.proposals, seat, text))
    if to_act(state):
        return state
    return _begin_play(state, events)


def _begin_play(state: State, events: list[Event]) -> State:
    for s in state.in_round():
        suit = blitz_suit(state.hands[s])
        if suit:
            return _blitz(state, s, suit, events)
    return _start_phase(state, events)


def _start_phase(state: State, events: list[Event]) -> State:
    phase_no = state.phase_no + 1
    yarn = list(state.yarn)
    pot = state.pot
    payers = []
    for s in state.in_round():
        if yarn[s] >= BLIND:
            yarn[s] -= BLIND
            pot += BLIND
            payers.append(s)
    state = evolve(state, yarn=tuple(yarn), pot=pot, phase_no=phase_no)
    names = state.names  # the words are said when read (engine Event), from these
    if payers:
        def paid() -> str:
            return ngettext("Phase {phase}: {names} pays a blind of {blind} Yarn; the pot holds {pot}.",
                            "Phase {phase}: {names} pay a blind of {blind} Yarn; the pot holds {pot}.",
                            len(payers)).format(phase=phase_no, names=name_list(names[s] for s in payers),
                                                blind=BLIND, pot=pot)

        events.append(Event(paid, kind="blind"))
    else:
        events.append(Event(lambda: _("Phase {phase}: nobody can pay the blind; the pot holds {pot}.").format(
            phase=phase_no, pot=pot), kind="blind"))
    for s in state.in_round():
        if s not in payers:
            state = _knock_out(state, s, NO_BLIND, events)
    done = _round_over(state, events)
    if done is not None:
        return done
    lap = state.in_round()
    return evolve(state, lap=lap[1:], current=lap[0], phase=TURN, challenger=None, defender=None)


def _draw(state: State, seat: int, action: Action, events: list[Event]) -> State:
    if state.phase not in (TURN, DEFEND_DRAW):
        raise IllegalAction(_("you have already drawn; discard a card now"))
    _only(action, "source")
    source = action["source"]
    if source == FROM_DECK:
        if not state.draw:
            state = _reshuffle(state, events)
        if not state.draw:
            raise IllegalAction(_("the deck is empty and there is nothing to reshuffle"))
        c, state = state.draw[0], evolve(state, draw=state.draw[1:])
        name = _name(state, seat)  # the words are said when read (engine Event)
        events.append(Event(lambda: _("{name} draws from the deck.").format(name=name), kind="draw", seat=seat,
                            private=lambda: _("You draw {card} from the deck.").format(card=card(c).short),
                            private_to=frozenset({seat}), reveal=True))
    elif source == FROM_DISCARD:
        if not state.discard:
            raise IllegalAction(_("the discard pile is empty"))
        c, state = state.discard[-1], evolve(state, discard=state.discard[:-1])
        name = _name(state, seat)
        events.append(Event(lambda: _("{name} takes {card} from the discard pile.").format(
            name=name, card=card(c).short), kind="draw", seat=seat))
    else:
        raise IllegalAction(_("draw from the deck or the discard pile"))
    hands = _set(state.hands, seat, state.hands[seat] + (c,))
    phase = DISCARDING if state.phase == TURN else DEFEND_DISCARD
    state = evolve(state, hands=hands, phase=phase)
    if source == FROM_DISCARD:  # everyone saw it go into that pool
        state = evolve(state, taken=_set(state.taken, seat, state.taken[seat] + (c,)))
    if not state.draw:
        state = _reshuffle(state, events)
    suit = blitz_suit(state.hands[seat])
    if suit:  # a Blitz among the four cards is won before the discard (RULINGS)
        return _blitz(state, seat, suit, events)
    return state


def in_use(state: State) -> tuple[str, ...]:
    """Cards that lie face up and must stay out of a reshuffle: the top card
    of the discard pile, which stays there to be drawn."""
    return state.discard[-1:]


def known_cards(state: State, seat: int) -> frozenset[str]:
    """The cards in the other pools that ``seat`` saw taken from the discard
    pile and still there: a search deals the rest of those pools, not these."""
    return frozenset(c for s, cards in enumerate(state.taken) if s != seat
                     for c in cards if c in state.hands[s])


def _reshuffle(state: State, events: list[Event]) -> State:
    done = reshuffle(state.draw, state.discard, state.rng, keep=in_use(state))
    if not done.reshuffled:
        return state
    top = state.discard[-1]  # the words are said when read (engine Event)
    events.append(Event(lambda: ngettext("The deck is empty: the discard pile under {card} is shuffled into a new deck "
                                         "of {count} card.",
                                         "The deck is empty: the discard pile under {card} is shuffled into a new deck "
                                         "of {count} cards.", done.reshuffled).format(card=card(top).short,
                                                                                      count=done.reshuffled),
                        kind="reshuffle"))
    return evolve(state, draw=done.draw, discard=done.discard, rng=done.rng)


def _discard(state: State, seat: int, action: Action, events: list[Event]) -> State:
    if state.phase not in (DISCARDING, DEFEND_DISCARD):
        raise IllegalAction(_("draw a card before you discard"))
    _only(action, "card")
    c = action["card"]
    hand = state.hands[seat]
    if not isinstance(c, str) or c not in hand:
        raise IllegalAction(_("that card is not in your Yarn-Tangle Pool"))
    kept = tuple(x for x in hand if x != c)
    state = evolve(state, hands=_set(state.hands, seat, kept), discard=state.discard + (c,))
    if c in state.taken[seat]:
        state = evolve(state, taken=_set(state.taken, seat, tuple(x for x in state.taken[seat] if x != c)))
    name = _name(state, seat)  # the words are said when read (engine Event)
    events.append(Event(lambda: _("{name} discards {card}.").format(name=name, card=card(c).short),
                        kind="discard", seat=seat))
    suit = blitz_suit(kept)
    if suit:
        return _blitz(state, seat, suit, events)
    if state.phase == DEFEND_DISCARD:
        return _showdown(state, events)
    return _next_turn(state, events)


def _knock(state: State, seat: int, action: Action, events: list[Event]) -> State:
    if state.phase != TURN:
        raise IllegalAction(_("a Knock-Out is called instead of drawing, at the start of your turn"))
    _only(action, "target")
    target = action["target"]
    if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < state.count:
        raise IllegalAction(_("challenge a Yarn-Teller at the table"))
    if target == seat:
        raise IllegalAction(_("you cannot challenge yourself"))
    if state.status[target] != IN:
        raise IllegalAction(_("{name} is not in this round").format(name=_name(state, target)))
    name, other = _name(state, seat), _name(state, target)  # the words are said when read (engine Event)
    events.append(Event(
        lambda: _("{name} challenges {target} to a Knock-Out! {target} draws and discards once before both pools "
                  "are shown.").format(name=name, target=other),
        kind="knock", seat=seat,
        prompt=Prompt("knock-out", lambda: _("{name} and {target} clash over the past: how does each force their "
                                             "version onto reality?").format(name=name, target=other), seat)))
    return evolve(state, phase=DEFEND_DRAW, challenger=seat, defender=target)


def _showdown(state: State, events: list[Event]) -> State:
    a, b = state.challenger, state.defender
    assert a is not None and b is not None
    shown = state  # the words are said when read (engine Event), from this state

    def pools() -> str:
        lines = []
        for s in (a, b):
            h = shown.hands[s]
            claim = shown.proposals[s]
            shows = (_("{name} shows {cards} ({suited} suited, {pips} pips) and argues “{claim}”") if claim
                     else _("{name} shows {cards} ({suited} suited, {pips} pips)"))
            lines.append(shows.format(name=_name(shown, s), cards=shorts(h), suited=suited_count(h),
                                      pips=pool_pips(h), claim=proposal_words(shown, claim or "")))
        return _("Knock-Out: {pools}.").format(pools="; ".join(lines))

    events.append(Event(pools, kind="reveal", reveal=True))
    busts = [s for s in (a, b) if is_bust(state.hands[s])]
    if busts:
        for s in busts:
            state = _go_bust(state, s, events)
    else:
        sa, sb = strength(state.hands[a]), strength(state.hands[b])
        if sa == sb:
            events.append(Event(lambda: _("A dead heat: {name} and {other} both stay in.").format(
                name=_name(shown, a), other=_name(shown, b)), kind="tie"))
        else:
            loser = b if sa > sb else a
            winner = a if loser == b else b

            def won() -> str:
                return (_("{name} wins the Knock-Out with more suited cards.")
                        if strength(shown.hands[winner])[0] > strength(shown.hands[loser])[0]
                        else _("{name} wins the Knock-Out with more pips.")).format(name=_name(shown, winner))

            events.append(Event(won, kind="knockout", seat=winner))
            state = _knock_out(state, loser, LOST_KNOCK, events, by=winner)
    state = evolve(state, challenger=None, defender=None)
    done = _round_over(state, events)
    if done is not None:
        return done
    state = evolve(state, current=a)
    return _next_turn(state, events)


def _knock_out(state: State, seat: int, why: str, events: list[Event], status: str = OUT,
               by: int | None = None) -> State:
    """Knock ``seat`` out of the round for ``why`` (NO_BLIND, LOST_KNOCK to
    ``by``, or WENT_BUST); its pool becomes a Psych Attack."""
    h = state.hands[seat]
    attack = PsychAttack(state.round_no, seat, h, why, by)
    events.append(Event(  # said when read (engine Event); state is not rebound here
        lambda: _("{name} {why} and is knocked out of the round. Psych Attack for the referee: {cards} (a 3-card "
                  "Negative Emotion attack, or a Backlash Yarn Situation spread).").format(
            name=_name(state, seat), why=knocked_out_why(state, why, by), cards=shorts(h)),
        kind="psych", seat=seat, reveal=True))
    return evolve(state, hands=_set(state.hands, seat, ()), psych=_set(state.psych, seat, h),
                        status=_set(state.status, seat, status), attacks=state.attacks + (attack,))


def _go_bust(state: State, seat: int, events: list[Event]) -> State:
    events.append(Event(lambda: _("{name} holds {pips} pips: Bust! Out of the whole Ordeal.").format(
                            name=_name(state, seat), pips=pool_pips(state.hands[seat])), kind="bust", seat=seat,
                        prompt=Prompt("bust", lambda: _("{name} overreaches and the tangle throws them out. What does "
                                                        "it cost them?").format(name=_name(state, seat)), seat)))
    return _knock_out(state, seat, WENT_BUST, events, status=BUSTED)


def _next_turn(state: State, events: list[Event]) -> State:
    lap = tuple(s for s in state.lap if state.status[s] == IN)
    if not lap:
        return _start_phase(state, events)
    return evolve(state, current=lap[0], lap=lap[1:], phase=TURN)


def _round_over(state: State, events: list[Event]) -> State | None:
    left = state.in_round()
    if len(left) > 1:
        return None
    if not left:
        round_no, pot = state.round_no, state.pot  # the words are said when read (engine Event)
        events.append(Event(lambda: _("Nobody is left standing in round {round}: the pot of {pot} Yarn carries over "
                                      "to the next round.").format(round=round_no, pot=pot), kind="no-winner"))
        state = evolve(state, round_notes=state.round_notes + ((TORN, state.round_no),))
        return _start_round(state, events)
    s = left[0]
    suit = favourite_suit(state.hands[s], state.won[s])
    return _win_round(state, s, suit, LAST_STANDING, events)


def _blitz(state: State, seat: int, suit: str, events: list[Event]) -> State:
    hand = state.hands[seat]
    trio = blitz_cards(hand)
    extra = [c for c in hand if c not in trio]

    def blitz() -> str:  # said when read (engine Event); state is not rebound here
        words = (_("Blitz! {name} holds {cards}: exactly 31 in {suit} (besides {extra}).") if extra
                 else _("Blitz! {name} holds {cards}: exactly 31 in {suit}."))
        return words.format(name=_name(state, seat), cards=shorts(trio), suit=suit_name(suit), extra=shorts(extra))

    events.append(Event(blitz, kind="blitz", seat=seat, reveal=True))
    for s in state.in_round():
        if s != seat:
            events.append(Event(lambda s=s: _("{name} was holding {cards}.").format(name=_name(state, s),
                                                                                    cards=shorts(state.hands[s])),
                                kind="reveal"))
    return _win_round(state, seat, suit, BLITZ_WIN, events)


def _win_round(state: State, seat: int, suit: str, how: str, events: list[Event]) -> State:
    name = _name(state, seat)
    counted = suit not in state.won[seat]
    won = state.won[seat] + suit if counted else state.won[seat]
    text = state.proposals[seat] or ""
    entry = CanonEntry(state.round_no, suit, seat, text, how, counted)
    earlier = [e for e in state.canon if e.suit == suit]
    shown = state  # the words are said when read (engine Event), from this state

    def values() -> dict:
        return dict(name=name, round=shown.round_no, suit=suit_name(suit), how=how_word(how), pot=shown.pot,
                    theme=suit_theme(suit), count=len(won),
                    names=name_list(sorted({_name(shown, e.seat) for e in earlier})))

    def said() -> str:
        told = values()
        won_text = _("{name} wins round {round} in {suit} ({how}) and takes the pot of {pot} Yarn. Their version "
                     "becomes canon for {theme}.").format(**told)
        if earlier:
            won_text += " " + _("It tangles with what {names} made canon there before.").format(**told)
        tally = (_("{name} now holds {count} of the 4 suits.") if counted
                 else _("{name} had already won {suit}, so it does not count again.")).format(**told)
        return f"{won_text} {tally}"

    events.append(Event(
        said,
        kind="round-won", seat=seat,
        prompt=Prompt("round-won", lambda: _("{name}'s retcon takes hold in {suit} ({theme}). How does the world "
                                             "change?").format(**values()), seat)))
    yarn = _set(state.yarn, seat, state.yarn[seat] + state.pot)
    note = (WON, state.round_no, seat, suit, how, counted)
    state = evolve(state, yarn=yarn, pot=0, won=_set(state.won, seat, won), canon=state.canon + (entry,),
                         round_notes=state.round_notes + (note,))
    if len(won) == len(SUITS):
        events.append(Event(lambda: _("{name} has won all four suits and wins the Yarn-Tangling Ordeal!").format(
                            name=name), kind="win", seat=seat))
        return evolve(state, phase=OVER, winners=(seat,), end_reason=ALL_SUITS,
                            challenger=None, defender=None)
    return _start_round(state, events)


def _cannot_play(state: State) -> str:
    """Why each Yarn-Teller who cannot take part in a round is out of it."""
    bust = [_name(state, s) for s in range(state.count) if state.status[s] == BUSTED]
    broke = [_name(state, s) for s in range(state.count)
             if state.status[s] != BUSTED and state.yarn[s] < BLIND]
    parts = []
    if bust:
        parts.append(ngettext("{names} went Bust", "{names} went Bust", len(bust)).format(names=name_list(bust)))
    if broke:
        parts.append(ngettext("{names} has no Yarn left for a blind", "{names} have no Yarn left for a blind",
                              len(broke)).format(names=name_list(broke)))
    return "; ".join(parts)


def _nobody_to_contest(state: State, able: Sequence[int], events: list[Event]) -> State:
    """A round cannot start with fewer than two who can pay its blind (RULINGS):
    the one who can wins the Ordeal; if nobody can, it ends without a winner.
    Yarn counts never pick a winner."""
    # The words are said when read (engine Event); state is not rebound here.
    if able:
        seat = able[0]
        who = _name(state, seat)
        events.append(Event(lambda: _("The Ordeal is decided: {why}. Only {name} can pay the blind for another "
                                      "round, so nobody is left to contest the remaining suits and {name} wins the "
                                      "Yarn-Tangling Ordeal.").format(why=_cannot_play(state), name=who),
                            kind="win", seat=seat))
        return evolve(state, phase=OVER, winners=(seat,), end_reason=ONE_PAYER, challenger=None,
                      defender=None, lap=())
    events.append(Event(lambda: _("The Ordeal ends without a winner: {why}, so nobody can pay the blind for another "
                                  "round.").format(why=_cannot_play(state)), kind="win"))
    return evolve(state, phase=OVER, winners=(), end_reason=NO_PAYER, challenger=None, defender=None, lap=())


# -- outcome -------------------------------------------------------------------

def result(state: State) -> Result | None:
    if state.phase != OVER:
        return None
    names = name_list(_name(state, s) for s in state.winners)
    if not state.winners:
        summary = _("The Yarn-Tangling Ordeal ends without a winner ({reason})").format(reason=end_text(state))
    else:
        summary = ngettext("{names} wins the Yarn-Tangling Ordeal ({reason})",
                           "{names} share the Yarn-Tangling Ordeal ({reason})",
                           len(state.winners)).format(names=names, reason=end_text(state))
    scores = tuple(float(len(w)) for w in state.won)
    return Result(state.winners, summary, scores)


def seat_standing(state: State) -> Standing:
    """Who leads: suits won, then Yarn left as the tie-break. Rounds are games of "31"."""
    return Standing(tuple(1000.0 * len(won) + yarn for won, yarn in zip(state.won, state.yarn)), state.round_no)


def census(state: State) -> tuple[str, ...]:
    return (tuple(c for h in state.hands for c in h) + tuple(c for p in state.psych for c in p)
            + state.draw + state.discard)


def seats_holding(state: State, suit: str) -> Iterable[int]:
    return (s for s in range(state.count) if suit in state.won[s])
