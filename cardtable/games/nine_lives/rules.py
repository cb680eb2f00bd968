"""9 Lives: bid for turn order, then rescue cats from the alley without
getting scratched.

Pure Python. The state is a frozen attrs value and every function is pure.
``RULES.md`` beside this file gives the rules in players' words; the
decisions taken where the source is silent are in ``shared/RULINGS.md`` and
repeated there.

A round is a series of *tricks*. In each trick every player bids one hand
card in private; the bids are revealed together and the players take turns
from the lowest bid up. On a turn a player either takes one alley card into
their tableau, or rescues every alley card of one cat and gives back as many
tableau cards (one ``give`` action per card). The bid cards then join the
alley. When the hands are empty the round is scored cat by cat.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import attrs

from cardtable.engine.i18n import N_, _, ngettext
from cardtable.engine.kit import deckfile
from cardtable.engine.memo import Memo
from cardtable.engine.opening import opening_order
from cardtable.engine.piles import draw_cards
from cardtable.engine.protocol import Action, BadOptions, Event, IllegalAction, Prompt, Result, Setup
from cardtable.engine.rng import Rng
from cardtable.engine.values import evolve, evolver
from cardtable.engine.standing import Standing

from .deck import Deck, deck_for
from .words import card_name, card_words, join_words
from .scoring import RoundScore, points, score_tableaux

# actions
BID = "bid"
TAKE = "take"
RESCUE = "rescue"
GIVE = "give"

# phases
BIDDING = "bidding"  # every seat without a bid chooses one, in private
TURNS = "turns"  # seats act one at a time, lowest bid first
GIVE_BACK = "give-back"  # the current seat owes tableau cards after a rescue
OVER = "over"

# when the bid cards join the alley
JOIN_AFTER = N_("after turns")  # an option value (saved as it is): the app shows it translated
JOIN_BEFORE = N_("before turns")

MIN_PLAYERS = 3
MAX_PLAYERS = 6

DEFAULTS: Mapping[str, Any] = {
    "cats": 9,
    "cards_per_cat": 7,
    "hand_size": 0,
    "alley": 5,
    "rounds": 3,
    "sole_points": 2,
    "fewest_points": 1,
    "bids_join": JOIN_AFTER,
    "deck_file": "",
}


def hand_size_for(players: int) -> int:
    """7 cards at 3 players, one fewer for each extra player."""
    return 7 - (players - 3)


_SHIPPED_CUTS: dict[tuple[int, int], Deck] = {}  # the shipped deck cut to (cats, cards per cat)


@attrs.frozen(cache_hash=True)  # part of the bot's memo keys
class Config:
    cats: int
    per_cat: int
    hand_size: int
    alley: int
    rounds: int
    sole_points: int
    fewest_points: int
    bids_join: str
    deck_name: str = ""  # a custom deck carried in the set-up ("" = the shipped deck)
    deck_text: str = attrs.field(default="", repr=False)
    # the deck these settings cut, found once (rules and bots read it on every move)
    deck: Deck = attrs.field(init=False, eq=False, hash=False, repr=False)

    @deck.default
    def _cut_deck(self) -> Deck:
        if not (self.deck_name or self.deck_text):  # the shipped deck: its cuts are kept
            deck = _SHIPPED_CUTS.get((self.cats, self.per_cat))
            if deck is None:
                deck = _SHIPPED_CUTS[self.cats, self.per_cat] = deck_for(self.cats, self.per_cat)
            return deck
        return deck_for(self.cats, self.per_cat, {"name": self.deck_name, "text": self.deck_text})

    # card id -> (bid value, its take, its rescue, cat, scratches): what an alley offers is built from these
    alley_facts: dict = attrs.field(init=False, eq=False, hash=False, repr=False)

    @alley_facts.default
    def _alley_facts(self) -> dict:
        facts = self.deck.derived.get("alley")
        if facts is None:
            facts = self.deck.derived["alley"] = {
                c.id: (c.value, Action.of(TAKE, card=c.id), Action.of(RESCUE, card=c.id), c.cat, c.scratches)
                for c in self.deck.cards}
        return facts

    @classmethod
    def from_options(cls, options: Mapping[str, Any], players: int) -> "Config":
        o = {**DEFAULTS, **dict(options)}
        hand = int(o["hand_size"]) or hand_size_for(players)
        joins = str(o["bids_join"])
        if joins not in (JOIN_AFTER, JOIN_BEFORE):
            raise BadOptions(_("bid cards join the alley {after} or {before}, not {value}").format(
                after=repr(JOIN_AFTER), before=repr(JOIN_BEFORE), value=repr(joins)))
        if hand < 1:
            raise BadOptions(_("hands need at least one card, not {n}").format(n=hand))
        config = cls(int(o["cats"]), int(o["cards_per_cat"]), hand, int(o["alley"]), int(o["rounds"]),
                     int(o["sole_points"]), int(o["fewest_points"]), joins,
                     *_carried_deck(o["deck_file"]))  # cuts the deck: BadOptions if it is unreadable or too small
        deck = config.deck
        total = config.cats * config.per_cat
        assert len(deck.cards) == total
        needed = config.alley + players * hand
        if needed > total:
            raise BadOptions(
                _("not enough cards: {players} hands of {hand} plus an alley of {alley} need "
                  "{needed} cards, but {cats} cats × {per_cat} cards make only {total}").format(
                    players=players, hand=hand, alley=config.alley, needed=needed, cats=config.cats,
                    per_cat=config.per_cat, total=total))
        return config


def _carried_deck(value: Any) -> tuple[str, str]:
    """The ``deck_file`` option as (name, text); ("", "") for the shipped deck."""
    return deckfile.carried_deck(value) or ("", "")


@attrs.frozen(slots=False)  # evolved very often: see cardtable.engine.values
class State:
    """A game of 9 Lives in play.

    In the words every game shares: ``draw`` is the draw pile, ``discard``
    the discard pile, ``phase`` where play stands (BIDDING, TURNS,
    GIVE_BACK, OVER) and :attr:`current` the seat whose turn it is. The
    state keeps the turn as ``turn``, an index into this trick's ``order``;
    ``current`` reads the seat from it, and is ``None`` while everyone bids
    at once (and once the game is over). ``deck`` is the deck these
    settings cut (the cards' definitions), not a pile; ``moves`` counts the
    actions played.
    """

    names: tuple[str, ...]
    config: Config
    phase: str
    round: int  # 1-based
    trick: int  # 1-based within the round
    tricks: int  # tricks in this round (the hand size dealt)
    hands: tuple[tuple[str, ...], ...]
    bids: tuple[str | None, ...]  # bid cards still in the bid places
    order: tuple[int, ...]  # this trick's turn order (seats), once bids are revealed
    turn: int  # index into ``order``
    alley: tuple[str, ...]
    tableaux: tuple[tuple[str, ...], ...]
    draw: tuple[str, ...]  # top first
    discard: tuple[str, ...]
    rng: Rng
    totals: tuple[int, ...]
    history: tuple[RoundScore, ...] = ()
    owed: int = 0  # cards still to give back (GIVE_BACK)
    rescued: tuple[str, ...] = ()  # cards just rescued; they cannot be given back
    moves: int = 0  # actions played so far
    winners: tuple[int, ...] = ()

    @property
    def deck(self) -> Deck:
        return self.config.deck

    @property
    def current(self) -> int | None:
        """The seat whose turn it is: ``order[turn]`` while seats take
        turns (and give back cards); None while everyone bids at once."""
        if self.phase in (TURNS, GIVE_BACK) and self.turn < len(self.order):
            return self.order[self.turn]
        return None

    @property
    def players(self) -> int:
        return len(self.names)


# -- setting up ---------------------------------------------------------------

def stacked_order(deck: Deck, hands: Sequence[Sequence[str]], alley: Sequence[str],
                  then: Sequence[str] = ()) -> tuple[str, ...]:
    """A stacked deck (top first) that deals ``hands`` and then ``alley``;
    ``then`` comes next and the remaining cards follow in deck order."""
    n = len(hands)
    size = len(hands[0]) if hands else 0
    if any(len(h) != size for h in hands):
        raise ValueError("every hand needs the same number of cards")
    order = [hands[s][i] for i in range(size) for s in range(n)]
    order += list(alley) + list(then)
    used = set(order)
    if len(used) != len(order):
        raise ValueError("a card is used twice")
    order += [c.id for c in deck.cards if c.id not in used]
    return tuple(order)


def new_game(setup: Setup) -> State:
    n = setup.count
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise BadOptions(_("9 Lives needs {least}–{most} players, not {n}").format(
            least=MIN_PLAYERS, most=MAX_PLAYERS, n=n))
    config = Config.from_options(setup.options, n)
    deck = config.deck
    ids = tuple(c.id for c in deck.cards)
    order, rng = opening_order(setup, ids, _("exactly the {n} cards of the chosen cats").format(n=len(ids)))
    dealt = n * config.hand_size
    hands = tuple(tuple(order[i * n + s] for i in range(config.hand_size)) for s in range(n))
    alley = order[dealt:dealt + config.alley]
    return State(
        names=setup.names,
        config=config,
        phase=BIDDING,
        round=1,
        trick=1,
        tricks=config.hand_size,
        hands=hands,
        bids=(None,) * n,
        order=(),
        turn=0,
        alley=alley,
        tableaux=((),) * n,
        draw=order[dealt + config.alley:],
        discard=(),
        rng=rng,
        totals=(0,) * n,
    )


# -- who acts and what they may do -------------------------------------------

def to_act(state: State) -> tuple[int, ...]:
    if state.phase == BIDDING:
        hands = state.hands
        return tuple([s for s, bid in enumerate(state.bids) if bid is None and hands[s]])
    if state.phase in (TURNS, GIVE_BACK):
        return (state.order[state.turn],)
    return ()


def _value(deck: Deck, card_id: str) -> int:
    return deck.by_id[card_id].value


def cat_of(deck: Deck, card_id: str) -> str:
    return deck.by_id[card_id].cat


def alley_group(state: State, cat: str) -> tuple[str, ...]:
    by_id = state.deck.by_id
    return tuple(c for c in state.alley if by_id[c].cat == cat)


# kind -> card -> the action, made once (actions are values)
_ACTIONS: dict[str, dict[str, Action]] = {BID: {}, GIVE: {}}


def _actions(kind: str, cards) -> list[Action]:
    """The ``kind`` action for each of ``cards``."""
    made = _ACTIONS[kind]
    out = []
    for c in cards:
        action = made.get(c)
        if action is None:
            action = made[c] = Action.of(kind, card=c)
        out.append(action)
    return out


def legal_actions(state: State, seat: int) -> list[Action]:
    phase = state.phase
    if phase == BIDDING:
        if state.bids[seat] is not None:
            return []
        return _actions(BID, sorted(state.hands[seat], key=state.deck.value_of.__getitem__))
    if state.current != seat:
        return []
    if phase == TURNS:
        return turn_moves(state, seat)
    if phase == GIVE_BACK:
        return _actions(GIVE, [c for c in state.tableaux[seat] if c not in state.rescued])
    return []


def turn_moves(state: State, seat: int) -> list[Action]:
    """The takes and rescues ``seat`` could make on a turn with the alley and
    tableaux as they are (its legal actions when it is its turn)."""
    cards, cats = alley_offer(state.config, state.alley)
    takes = [c[1] for c in cards]
    room = len(state.tableaux[seat])
    if not room:
        return takes
    fits = {cat for size, _, cat, _ in cats if size <= room}  # cats whose rescue the tableau can pay for
    return takes + [c[2] for c in cards if c[3] in fits]


# A card's facts for the turn: (bid value, its take, its rescue, cat, scratches).
CardFacts = tuple[int, Action, Action, str, int]
# A cat's rescue: (its cards in the alley, the rescue naming the lowest, cat, their scratches).
CatRescue = tuple[int, Action, str, int]

# The alley stays the same while everyone bids and over the first turn, so
# what it offers is kept.
_OFFERS = Memo(16)  # alley -> (config, its cards' facts, its cats' rescues)


def alley_offer(config: Config, alley: tuple[str, ...]) -> tuple[list[CardFacts], list[CatRescue]]:
    """What ``alley`` offers a player on their turn: each card's facts,
    lowest bid value first, and each cat's rescue in the order of its lowest
    card. Bots read the cats and scratches from here rather than from the
    actions."""
    got = _OFFERS.get(alley)
    if got is None or got[0] is not config:
        facts = config.alley_facts
        cards = sorted([facts[c] for c in alley])  # by bid value (values are unique)
        count: dict[str, int] = {}  # cat -> its cards in the alley
        marks: dict[str, int] = {}  # cat -> their scratches
        for _value, _take, _rescue, cat, sc in cards:
            count[cat] = count.get(cat, 0) + 1
            marks[cat] = marks.get(cat, 0) + sc
        got = _OFFERS.keep(alley, (config, cards, [(count[cat], rescue, cat, marks.pop(cat))
                                                   for _, _, rescue, cat, _ in cards if cat in marks]))
    return got[1], got[2]


# -- applying actions ----------------------------------------------------------

def _name(state: State, seat: int) -> str:
    return state.names[seat] if 0 <= seat < len(state.names) else _("seat {number}").format(number=seat + 1)


def _only_card(action: Action, bid: bool) -> str:
    args = action.args
    if len(args) != 1 or args[0][0] != "card":
        raise IllegalAction(_("a bid names exactly one card") if bid else _("that move names exactly one card"))
    c = args[0][1]
    if not isinstance(c, str):
        raise IllegalAction(_("a bid names a card by its id") if bid else _("that move names a card by its id"))
    return c


def _put(seq: tuple, index: int, value: Any) -> tuple:
    return seq[:index] + (value,) + seq[index + 1:]


def _without(seq: tuple, value: Any) -> tuple:
    """``seq`` less ``value``, which it holds once (every card is unique)."""
    i = seq.index(value)
    return seq[:i] + seq[i + 1:]


def apply(state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
    if state.phase == OVER:
        raise IllegalAction(_("the game is over"))
    if not isinstance(seat, int) or not 0 <= seat < state.players:
        raise IllegalAction(_("there is no seat {seat}").format(seat=seat))
    kind = action.kind
    events: list[Event] = []
    if kind == BID:
        state = _bid(state, seat, _only_card(action, True), events)
    elif kind in (TAKE, RESCUE, GIVE):
        if state.phase == BIDDING:
            raise IllegalAction(_("everyone must choose a bid card first"))
        current = state.current
        if seat != current:
            raise IllegalAction(_("it is {current}'s turn, not {seat}'s").format(
                current=_name(state, current), seat=_name(state, seat)))
        c = _only_card(action, False)
        if kind == TAKE:
            state = _take(state, seat, c, events)
        elif kind == RESCUE:
            state = _rescue(state, seat, c, events)
        else:
            state = _give(state, seat, c, events)
    else:
        raise IllegalAction(_("9 Lives has no move called {kind}").format(kind=repr(kind)))
    return state, tuple(events)


_evolve_state = evolver(State)


def _played(state: State, changes: dict[str, Any]) -> State:
    """``state`` with a move's own ``changes``, the move counted in ``moves``."""
    changes["moves"] = state.moves + 1
    return _evolve_state(state, changes)


def _bid(state: State, seat: int, c: str, events: list[Event]) -> State:
    if state.phase != BIDDING:
        raise IllegalAction(_("this is not the time to bid"))
    if state.bids[seat] is not None:
        raise IllegalAction(_("you have already chosen your bid for this trick"))
    if c not in state.hands[seat]:
        raise IllegalAction(_("that card is not in your hand"))
    hand = _without(state.hands[seat], c)
    state = _played(state, {"hands": _put(state.hands, seat, hand), "bids": _put(state.bids, seat, c)})
    names, deck = state.names, state.config.deck  # the words are said when read (engine Event), from these
    events.append(Event(lambda: _("{name} chooses a bid card").format(name=names[seat]), kind="bid", seat=seat,
                        private=lambda: _("You bid {card}").format(card=card_words(deck, c)),
                        private_to=frozenset({seat})))
    hands = state.hands
    for s, bid in enumerate(state.bids):
        if bid is None and hands[s]:  # someone is still to bid (see to_act)
            return state
    return _reveal(state, events)


def _reveal(state: State, events: list[Event]) -> State:
    deck = state.deck
    bidders = [s for s in range(state.players) if state.bids[s] is not None]
    order = tuple(sorted(bidders, key=lambda s: _value(deck, state.bids[s])))
    shown = state

    def said() -> str:
        bids = ", ".join(f"{_name(shown, s)} {card_name(deck, shown.bids[s])}" for s in order)
        return _("Bids revealed: {bids}. Turn order: {order}").format(
            bids=bids, order=" → ".join(_name(shown, s) for s in order))

    events.append(Event(said, kind="reveal", reveal=True))
    state = evolve(state, order=order, turn=0, phase=TURNS)
    if state.config.bids_join == JOIN_BEFORE:
        state = _bids_to_alley(state, events)
    return _start_turn(state, events)


def _bids_to_alley(state: State, events: list[Event]) -> State:
    joined = tuple(state.bids[s] for s in state.order if state.bids[s] is not None)
    if joined:
        n = len(joined)
        events.append(Event(lambda: ngettext("The {n} bid card joins the alley", "The {n} bid cards join the alley",
                                             n).format(n=n), kind="join"))
    return evolve(state, alley=state.alley + joined, bids=(None,) * state.players)


def _take(state: State, seat: int, c: str, events: list[Event]) -> State:
    if state.phase != TURNS:
        raise IllegalAction(_("finish giving back cards first ({n} still to give)").format(n=state.owed))
    if c not in state.alley:
        raise IllegalAction(_("that card is not in the alley"))
    tableau = state.tableaux[seat] + (c,)
    names, deck = state.names, state.config.deck
    events.append(Event(lambda: _("{name} takes {card}").format(name=names[seat], card=card_words(deck, c)),
                        kind="take", seat=seat))
    return _end_turn(state, events, {"alley": _without(state.alley, c),
                                     "tableaux": _put(state.tableaux, seat, tableau)})


def _rescue(state: State, seat: int, c: str, events: list[Event]) -> State:
    if state.phase != TURNS:
        raise IllegalAction(_("finish giving back cards first ({n} still to give)").format(n=state.owed))
    if c not in state.alley:
        raise IllegalAction(_("that card is not in the alley"))
    deck = state.deck
    cat = cat_of(deck, c)
    group = alley_group(state, cat)
    tableau = state.tableaux[seat]
    cat_name = deck.cat_by_key[cat].name
    if len(group) > len(tableau):
        raise IllegalAction(ngettext(
            "rescuing all {n} {cat} card means giving back {n}, but your tableau has only {held}",
            "rescuing all {n} {cat} cards means giving back {n}, but your tableau has only {held}",
            len(group)).format(n=len(group), cat=cat_name, held=len(tableau)))
    alley = tuple(x for x in state.alley if x not in group)
    name = _name(state, seat)
    events.append(Event(
        lambda: ngettext("{name} rescues every {cat} in the alley ({cards}) and must give back {n} card",
                         "{name} rescues every {cat} in the alley ({cards}) and must give back {n} cards",
                         len(group)).format(name=name, cat=cat_name, n=len(group),
                                            cards=", ".join(card_name(deck, x) for x in group)),
        kind="rescue", seat=seat,
        prompt=Prompt("rescue", lambda: _("How did {name} coax {cat} out of the alley?").format(
            name=name, cat=cat_name), seat, deck.cat_by_key[cat].colour)))
    return _played(state, {"alley": alley, "tableaux": _put(state.tableaux, seat, tableau + group),
                           "phase": GIVE_BACK, "owed": len(group), "rescued": group})


def _give(state: State, seat: int, c: str, events: list[Event]) -> State:
    if state.phase != GIVE_BACK:
        raise IllegalAction(_("you only give cards back after rescuing a cat"))
    if c not in state.tableaux[seat]:
        raise IllegalAction(_("that card is not in your tableau"))
    if c in state.rescued:
        raise IllegalAction(_("you cannot give back a cat you have just rescued"))
    tableau = _without(state.tableaux[seat], c)
    owed = state.owed - 1
    given = state
    events.append(Event(lambda: _("{name} gives {card} back to the alley").format(
        name=_name(given, seat), card=card_words(given.deck, c)), kind="give", seat=seat))
    changes = {"alley": state.alley + (c,), "tableaux": _put(state.tableaux, seat, tableau), "owed": owed}
    if owed:
        return _played(state, changes)
    changes["phase"], changes["rescued"] = TURNS, ()
    return _end_turn(state, events, changes)


def _end_turn(state: State, events: list[Event], changes: dict[str, Any]) -> State:
    """The move's own ``changes`` (see :func:`_played`), on to the next turn."""
    changes["turn"] = state.turn + 1
    return _start_turn(_played(state, changes), events)


def _start_turn(state: State, events: list[Event]) -> State:
    """Skip seats with no legal move (an empty alley); end the trick after the last."""
    while state.turn < len(state.order):
        if state.alley:
            return state
        seat = state.order[state.turn]
        name = _name(state, seat)
        events.append(Event(lambda name=name: _("The alley is empty, so {name} passes").format(name=name),
                            kind="pass", seat=seat))
        state = evolve(state, turn=state.turn + 1)
    return _end_trick(state, events)


def _end_trick(state: State, events: list[Event]) -> State:
    state = _bids_to_alley(state, events)
    state = evolve(state, order=(), turn=0, phase=BIDDING)
    if any(state.hands):
        return evolve(state, trick=state.trick + 1)
    return _end_round(state, events)


def _end_round(state: State, events: list[Event]) -> State:
    while True:
        state = _score_round(state, events)
        if state.round >= state.config.rounds:
            return _finish(state, events)
        state = _next_round(state, events)
        if any(state.hands):
            return state


def _score_round(state: State, events: list[Event]) -> State:
    cfg = state.config
    seats = score_tableaux(state.deck, state.tableaux, cfg.sole_points, cfg.fewest_points)
    rs = RoundScore(state.round, seats, state.moves)  # the move that ends the round is counted
    totals = tuple(t + p for t, p in zip(state.totals, rs.totals))
    scored, number = state, state.round

    def said() -> str:
        scores = ", ".join(f"{_name(scored, s)} {p}" for s, p in enumerate(rs.totals))
        return _("Round {round} is scored: {scores}").format(round=number, scores=scores)

    events.append(Event(said, kind="score", prompt=Prompt("round-end", lambda: _(
        "Round {round} is over. Which rescue will the neighbourhood talk about?").format(round=number))))
    return evolve(state, history=state.history + (rs,), totals=totals)


def _finish(state: State, events: list[Event]) -> State:
    best = max(state.totals)
    winners = tuple(s for s, t in enumerate(state.totals) if t == best)
    names = state.names
    events.append(Event(lambda: _summary(names, winners, best), kind="win"))
    return evolve(state, phase=OVER, winners=winners, order=(), turn=0)


def _summary(names: Sequence[str], winners: Sequence[int], best: int) -> str:
    who = [names[s] for s in winners]
    if len(who) == 1:
        return ngettext("{name} wins 9 Lives with {n} point", "{name} wins 9 Lives with {n} points",
                        best).format(name=who[0], n=best)
    return ngettext("{names} share the win with {n} point each", "{names} share the win with {n} points each",
                    best).format(names=join_words(who), n=best)


def in_use(state: State) -> tuple[str, ...]:
    """Cards that lie face up and must stay out of a reshuffle: none (the
    discard pile only ever holds tableaux that have been scored)."""
    return ()


def _draw_cards(state: State, count: int, events: list[Event]) -> tuple[State, tuple[str, ...]]:
    """Take up to ``count`` cards off the draw pile, reshuffling the discard
    pile into it when it runs out."""
    got = draw_cards(state.draw, state.discard, state.rng, count, keep=in_use(state))
    if got.reshuffled:
        n = got.reshuffled
        events.append(Event(lambda: ngettext("The discard pile ({n} card) is shuffled into the deck",
                                             "The discard pile ({n} cards) is shuffled into the deck", n).format(n=n),
                            kind="reshuffle"))
    return evolve(state, draw=got.draw, discard=got.discard, rng=got.rng), got.cards


def _next_round(state: State, events: list[Event]) -> State:
    n = state.players
    cfg = state.config
    discard = state.discard + tuple(c for t in state.tableaux for c in t)
    state = evolve(state, discard=discard, tableaux=((),) * n, round=state.round + 1, trick=1)
    available = len(state.draw) + len(state.discard)
    size = min(cfg.hand_size, available // n)
    state, cards = _draw_cards(state, size * n, events)
    hands = tuple(tuple(cards[i * n + s] for i in range(size)) for s in range(n))
    number, full = state.round, size == cfg.hand_size

    def dealt() -> str:
        if full:
            said = ngettext("Round {round}: the tableaux are discarded and new hands of {n} card are dealt",
                            "Round {round}: the tableaux are discarded and new hands of {n} cards are dealt", size)
        else:
            said = ngettext("Round {round}: the tableaux are discarded and new hands of {n} card are dealt "
                            "(only {n} each: the deck is running out)",
                            "Round {round}: the tableaux are discarded and new hands of {n} cards are dealt "
                            "(only {n} each: the deck is running out)", size)
        return said.format(round=number, n=size)

    events.append(Event(dealt, kind="deal", reveal=True))
    state = evolve(state, hands=hands, tricks=size)
    need = max(0, cfg.alley - len(state.alley))
    if need:
        state, extra = _draw_cards(state, need, events)
        state = evolve(state, alley=state.alley + extra)
        if extra:
            events.append(Event(lambda: ngettext("{n} card from the deck refills the alley",
                                                 "{n} cards from the deck refill the alley",
                                                 len(extra)).format(n=len(extra)), kind="refill"))
        if len(extra) < need:
            events.append(Event(lambda: _("The deck is empty, so the alley cannot be filled up"), kind="skip"))
    return state


# -- results -------------------------------------------------------------------

def result(state: State) -> Result | None:
    if state.phase != OVER:
        return None
    best = max(state.totals)
    return Result(state.winners, _summary(state.names, state.winners, best),
                  tuple(float(t) for t in state.totals))


def seat_standing(state: State) -> Standing:
    """Who leads: points scored in the finished rounds, plus what the
    tableaux would score if the round ended now. Rounds as dealt."""
    totals = state.totals
    if state.phase != OVER:
        cfg = state.config
        live = points(state.deck, state.tableaux, cfg.sole_points, cfg.fewest_points)
        totals = tuple(t + p for t, p in zip(totals, live))
    return Standing(tuple(float(t) for t in totals), state.round)


def census(state: State) -> tuple[str, ...]:
    out: list[str] = []
    for h in state.hands:
        out.extend(h)
    out.extend(b for b in state.bids if b is not None)
    out.extend(state.alley)
    for t in state.tableaux:
        out.extend(t)
    out.extend(state.draw)
    out.extend(state.discard)
    return tuple(out)


def scores_per_round(state: State) -> tuple[tuple[int, ...], ...]:
    """Points scored in each finished round: ``[round][seat]``."""
    return tuple(rs.totals for rs in state.history)
