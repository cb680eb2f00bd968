"""Ninety-Nine: keep the running total of the discard pile at 99 or under.

Pure Python. The state is a frozen attrs value; every function here is pure.
See ``RULES.md`` beside this file for the rules in players' words and
``shared/RULINGS.md`` for the decisions taken where the source is silent.
"""

from __future__ import annotations

from typing import Any, Mapping

import attrs

from cardtable.engine.opening import opening_order
from cardtable.engine.piles import reshuffle
from cardtable.engine.cards import card, standard_deck
from cardtable.engine.i18n import _, ngettext, pgettext
from cardtable.engine.protocol import (
    Action,
    BadOptions,
    Event,
    IllegalAction,
    Result,
    Setup,
)
from cardtable.engine.rng import Rng
from cardtable.engine.standing import Standing
from cardtable.engine.values import evolve

LIMIT = 99
HAND_SIZE = 7
LIVES = 3

PLAY = "play"
DRAW = "draw"
END = "end"

# phases
TURN = "turn"  # current player must play a card
AFTER_PLAY = "after-play"  # current player may draw (Remember to draw)
OVER = "over"


_RANKS: dict[str, int] = {}
_SHORT: dict[str, str] = {}  # card id -> its short name with the suit symbol, for the log
_ONLY: dict[int, frozenset[int]] = {}  # seat -> {seat}, for events only that seat may read
SPECIAL_RANKS = frozenset((4, 9, 10, 13))


def special_name(rank: int) -> str | None:
    """The name of a special rank in the reader's language (the log calls it
    out when one is played), None for an ordinary rank. The context keeps
    the card "Ninety-Nine" apart from the game's title."""
    if rank == 4:
        return pgettext("Ninety-Nine card", "Back To You")
    if rank == 9:
        return pgettext("Ninety-Nine card", "Ninety-Nine")
    if rank == 10:
        return pgettext("Ninety-Nine card", "Minus Ten")
    if rank == 13:
        return pgettext("Ninety-Nine card", "Pass Me By")
    return None


def rank_of(card_id: str) -> int:
    """The rank of ``card_id``; looked up very often, so kept in a flat dict."""
    r = _RANKS.get(card_id)
    if r is None:
        r = _RANKS[card_id] = card(card_id).rank
    return r


def short_of(card_id: str) -> str:
    s = _SHORT.get(card_id)
    if s is None:
        s = _SHORT[card_id] = card(card_id).short
    return s


def card_effect(card_id: str, total: int) -> int:
    """The total after playing ``card_id`` on ``total``."""
    rank = _RANKS.get(card_id) or rank_of(card_id)
    if rank == 9:
        return LIMIT
    if rank == 10:
        return total - 10
    if rank == 4 or rank == 13:
        return total
    if rank == 11 or rank == 12:
        return total + 10
    return total + rank


def card_value_text(card_id: str) -> str:
    """What ``card_id`` does to the total, in the reader's words: the name
    of a special card, else what it adds ("+7")."""
    rank = card(card_id).rank
    special = special_name(rank)
    if special is not None:
        return special
    return f"+{10 if rank in (11, 12) else rank}"


def playable(card_id: str, total: int) -> bool:
    return card_effect(card_id, total) <= LIMIT


_ADDS: dict[str, int] = {}


def adds(card_id: str) -> int:
    """What ``card_id`` adds to the total if it is an ordinary card, 0 for
    the four special ranks (they never take the total over the limit, which
    the total never passes): a card is playable exactly when
    ``total + adds(card) <= LIMIT``."""
    a = _ADDS.get(card_id)
    if a is None:
        rank = rank_of(card_id)
        a = _ADDS[card_id] = 0 if rank in (4, 9, 10, 13) else (10 if rank in (11, 12) else rank)
    return a


def can_play(hand: tuple[str, ...], total: int) -> bool:
    """Whether any card in ``hand`` keeps the total at or under the limit."""
    room = LIMIT - total
    for c in hand:
        a = _ADDS.get(c)
        if (adds(c) if a is None else a) <= room:
            return True
    return False


@attrs.frozen(slots=False)  # evolved very often: see cardtable.engine.values
class State:
    """A game of Ninety-Nine in play, in the words every game shares:
    ``draw`` is the draw pile, ``discard`` the discard pile, ``phase``
    where play stands and ``current`` the seat whose turn it is."""

    names: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...]
    draw: tuple[str, ...]  # top card first
    discard: tuple[str, ...]  # bottom first, top last
    total: int
    direction: int  # +1 clockwise, -1 counter-clockwise
    current: int
    phase: str
    lives: tuple[int, ...]  # 0 = out of the game
    rng: Rng
    remember_to_draw: bool
    use_lives: bool
    decks: int
    hand_number: int = 1
    winner: int | None = None

    @property
    def alive(self) -> tuple[int, ...]:
        lives = self.lives
        if 0 not in lives:
            return tuple(range(len(lives)))
        return tuple(i for i, n in enumerate(lives) if n > 0)


def _deck_count(setup: Setup) -> int:
    choice = setup.options.get("decks", "auto")
    n = setup.count
    if choice == "auto":
        return 1 if n <= 5 else 2
    decks = int(choice)
    if decks == 1 and n > 5:
        raise BadOptions(_("one deck is enough for at most 5 players; choose two decks for 6–12"))
    return decks


def new_game(setup: Setup) -> State:
    n = setup.count
    decks = _deck_count(setup)
    full = standard_deck(decks)
    holds = ngettext("exactly the {cards} cards of {decks} deck", "exactly the {cards} cards of {decks} decks",
                     decks).format(cards=len(full), decks=decks)
    order, rng = opening_order(setup, full, holds)
    use_lives = bool(setup.options.get("lives", False))
    lives = tuple([LIVES if use_lives else 1] * n)
    hands, draw = _deal(order, range(n), n)
    state = State(
        names=setup.names,
        hands=hands,
        draw=draw,
        discard=(),
        total=0,
        direction=1,
        current=1 % n,
        phase=TURN,
        lives=lives,
        rng=rng,
        remember_to_draw=bool(setup.options.get("remember_to_draw", True)),
        use_lives=use_lives,
        decks=decks,
    )
    state, _events = _start_turn(state, [])
    return state


def _deal(order: tuple[str, ...], seats, n: int) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """Deal ``HAND_SIZE`` cards one at a time to each seat in ``seats``."""
    seats = list(seats)
    hands: list[list[str]] = [[] for _seat in range(n)]
    pos = 0
    for _round in range(HAND_SIZE):
        for s in seats:
            if pos < len(order):
                hands[s].append(order[pos])
                pos += 1
    return tuple(tuple(h) for h in hands), tuple(order[pos:])


def to_act(state: State) -> tuple[int, ...]:
    return () if state.phase == OVER else (state.current,)


def legal_actions(state: State, seat: int) -> list[Action]:
    if state.phase == OVER or seat != state.current:
        return []
    if state.phase == TURN:
        return [Action.of(PLAY, card=c) for c in state.hands[seat] if playable(c, state.total)]
    actions = []
    if state.draw or len(state.discard) > 1:
        actions.append(Action.of(DRAW))
    actions.append(Action.of(END))
    return actions


def apply(state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
    if state.phase == OVER:
        raise IllegalAction(_("the game is over"))
    if seat != state.current:
        raise IllegalAction(_("it is {current}'s turn, not {seat}'s").format(
            current=state.names[state.current], seat=_name(state, seat)))
    kind = action.kind
    events: list[Event] = []
    if kind == PLAY:
        if state.phase != TURN:
            raise IllegalAction(_("you have already played a card this turn; draw or end your turn"))
        args = action.args
        if len(args) != 1 or args[0][0] != "card":
            raise IllegalAction(_("a play names only the card"))
        c = args[0][1]
        if not isinstance(c, str) or c not in state.hands[seat]:
            raise IllegalAction(_("that card is not in your hand"))
        new_total = card_effect(c, state.total)
        if new_total > LIMIT:
            raise IllegalAction(_("{card} would make the total {total}, over {limit}").format(
                card=card(c).short, total=new_total, limit=LIMIT))
        state = _play(state, seat, c, new_total, events)
        if not state.remember_to_draw:
            state = _do_draw(state, seat, events)
            return _end_turn(state, events)
        return state, tuple(events)
    if kind == DRAW:
        if action.args:
            raise IllegalAction(_("drawing takes no arguments"))
        if state.phase != AFTER_PLAY:
            raise IllegalAction(_("play a card before you draw"))
        if not state.draw and len(state.discard) <= 1:
            raise IllegalAction(_("there is no card left to draw"))
        if len(state.draw) > 1:  # the usual draw: no reshuffle, one new state for draw and turn end
            return _draw_and_pass(state, seat, events)
        state = _do_draw(state, seat, events)
        return _end_turn(state, events)
    if kind == END:
        if action.args:
            raise IllegalAction(_("ending the turn takes no arguments"))
        if state.phase != AFTER_PLAY:
            raise IllegalAction(_("play a card before you end your turn"))
        if state.draw or len(state.discard) > 1:
            name = _name(state, seat)
            events.append(Event(lambda: _("{name} forgot to draw and plays on one card short").format(name=name),
                                kind="forfeit", seat=seat))
        else:
            events.append(Event(_skipped, kind="skip", seat=seat))
        return _end_turn(state, events)
    raise IllegalAction(_("Ninety-Nine has no move called {kind}").format(kind=repr(kind)))


def _name(state: State, seat: int) -> str:
    return state.names[seat] if 0 <= seat < len(state.names) else _("seat {number}").format(number=seat + 1)


def _skipped() -> str:
    return _("No card is left to draw; the draw is skipped")


def _play(state: State, seat: int, c: str, new_total: int, events: list[Event]) -> State:
    hands = state.hands
    hand = hands[seat]
    i = hand.index(c)
    hands = hands[:seat] + (hand[:i] + hand[i + 1:],) + hands[seat + 1:]
    rank = _RANKS.get(c) or rank_of(c)
    name = state.names[seat]

    def said() -> str:  # said when read (engine Event): a playout never reads it
        text = (_("{name} plays {card} — {special}! Total {total}.") if rank in SPECIAL_RANKS
                else _("{name} plays {card} Total {total}."))
        return text.format(name=name, card=_SHORT.get(c) or short_of(c), special=special_name(rank), total=new_total)

    events.append(Event(said, kind="play", seat=seat))
    return evolve(state, hands=hands, discard=state.discard + (c,), total=new_total,
                  direction=-state.direction if rank == 4 else state.direction, phase=AFTER_PLAY)


def _draw_and_pass(state: State, seat: int, events: list[Event]) -> tuple[State, tuple[Event, ...]]:
    """:func:`_do_draw` then :func:`_end_turn` when the draw pile keeps a card
    after the draw (so nothing is reshuffled): the same state and events,
    built in one step because this is most moves of every game."""
    draw = state.draw
    c = draw[0]
    hands = state.hands
    hands = hands[:seat] + (hands[seat] + (c,),) + hands[seat + 1:]
    name = state.names[seat]
    events.append(Event(lambda: _("{name} draws a card").format(name=name), kind="draw", seat=seat,
                        private=lambda: _("You draw {card}").format(card=_SHORT.get(c) or short_of(c)),
                        private_to=_ONLY.get(seat) or _ONLY.setdefault(seat, frozenset((seat,))), reveal=True))
    state = evolve(state, hands=hands, draw=draw[1:], current=_next_seat(state, seat), phase=TURN)
    state, _events = _start_turn(state, events)
    return state, tuple(events)


def in_use(state: State) -> tuple[str, ...]:
    """Cards that lie face up and must stay out of a reshuffle: the top card
    of the discard pile, which stays on the table as the new discard pile."""
    return state.discard[-1:]


def _reshuffle(state: State, events: list[Event]) -> State:
    done = reshuffle(state.draw, state.discard, state.rng, keep=in_use(state))
    if not done.reshuffled:
        return state
    n, top = done.reshuffled, state.discard[-1]
    events.append(Event(lambda: ngettext(
        "The discard pile is shuffled into a new draw pile ({n} card); {card} stays on top",
        "The discard pile is shuffled into a new draw pile ({n} cards); {card} stays on top",
        n).format(n=n, card=card(top).short), kind="reshuffle"))
    return evolve(state, draw=done.draw, discard=done.discard, rng=done.rng)


def _do_draw(state: State, seat: int, events: list[Event]) -> State:
    if not state.draw:
        state = _reshuffle(state, events)
    if not state.draw:
        events.append(Event(_skipped, kind="skip", seat=seat))
        return state
    c = state.draw[0]
    hands = state.hands[:seat] + (state.hands[seat] + (c,),) + state.hands[seat + 1:]
    name = _name(state, seat)
    events.append(Event(lambda: _("{name} draws a card").format(name=name), kind="draw", seat=seat,
                        private=lambda: _("You draw {card}").format(card=card(c).short),
                        private_to=frozenset({seat}), reveal=True))
    state = evolve(state, hands=hands, draw=state.draw[1:])
    if not state.draw:  # whoever draws the last card reshuffles at once (RULINGS)
        state = _reshuffle(state, events)
    return state


def _next_seat(state: State, seat: int) -> int:
    n = len(state.lives)
    s = seat
    for _step in range(n):
        s = (s + state.direction) % n
        if state.lives[s] > 0:
            return s
    return seat


def _end_turn(state: State, events: list[Event]) -> tuple[State, tuple[Event, ...]]:
    state = evolve(state, current=_next_seat(state, state.current), phase=TURN)
    state, _events = _start_turn(state, events)
    return state, tuple(events)


def _start_turn(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """Knock out players who cannot play, until someone can or one is left."""
    while True:
        if state.lives.count(0) >= len(state.lives) - 1:  # at most one player left
            alive = state.alive
            winner = alive[0] if alive else state.current
            name = _name(state, winner)
            events.append(Event(lambda: _("{name} is the last player standing and wins!").format(name=name),
                                kind="win", seat=winner))
            return evolve(state, phase=OVER, winner=winner), events
        seat = state.current
        if can_play(state.hands[seat], state.total):
            return state, events
        state = _go_out(state, seat, events)
        if state.phase == OVER:
            return state, events


def _go_out(state: State, seat: int, events: list[Event]) -> State:
    name = _name(state, seat)
    hand = state.hands[seat]
    lives = list(state.lives)
    lives[seat] -= 1
    hands = state.hands[:seat] + ((),) + state.hands[seat + 1:]
    if hand:
        events.append(Event(lambda: ngettext("{name} cannot play without passing {limit} and is out; "
                                             "their {n} card goes under the discard pile",
                                             "{name} cannot play without passing {limit} and is out; "
                                             "their {n} cards go under the discard pile",
                                             len(hand)).format(name=name, limit=LIMIT, n=len(hand)),
                            kind="out", seat=seat))
    else:
        events.append(Event(lambda: _("{name} has no cards left and is out of the hand").format(name=name),
                            kind="out", seat=seat))
    if state.use_lives:
        left = lives[seat]

        def lost() -> str:
            if left:
                return ngettext("{name} loses a life ({n} left)", "{name} loses a life ({n} left)", left).format(
                    name=name, n=left)
            return _("{name} has no lives left and leaves the game").format(name=name)

        events.append(Event(lost, kind="life", seat=seat))
    state = evolve(state, hands=hands, discard=hand + state.discard, lives=tuple(lives))
    nxt = _next_seat(state, seat)
    if state.use_lives and len(state.alive) > 1:
        return _redeal(state, nxt, events)
    return evolve(state, current=nxt)


def _redeal(state: State, first: int, events: list[Event]) -> State:
    everything = tuple(c for h in state.hands for c in h) + state.draw + state.discard
    order, rng = state.rng.shuffle(everything)
    n = len(state.lives)
    hands, draw = _deal(order, [s for s in _seats_from(first, n) if state.lives[s] > 0], n)
    number, name = state.hand_number + 1, _name(state, first)
    events.append(Event(lambda: _("Hand {number}: all cards are shuffled and a new hand is dealt; "
                                  "{name} starts at 0").format(number=number, name=name), kind="redeal", reveal=True))
    return evolve(state, hands=hands, draw=draw, discard=(), total=0, direction=1,
                        current=first, rng=rng, hand_number=state.hand_number + 1)


def _seats_from(first: int, n: int) -> list[int]:
    return [(first + i) % n for i in range(n)]


def result(state: State) -> Result | None:
    if state.phase != OVER or state.winner is None:
        return None
    scores = tuple(1.0 if i == state.winner else 0.0 for i in range(len(state.names)))
    return Result((state.winner,), _("{name} wins Ninety-Nine").format(name=_name(state, state.winner)), scores)


def seat_standing(state: State) -> Standing:
    """Who leads: lives left (a seat out of the game has none; without the
    lives option every seat has one until it goes out). Rounds are hands."""
    return Standing(tuple(float(n) for n in state.lives), state.hand_number)


def census(state: State) -> tuple[str, ...]:
    return tuple(c for h in state.hands for c in h) + state.draw + state.discard


def option_values(options: Mapping[str, Any]) -> Mapping[str, Any]:
    return options
