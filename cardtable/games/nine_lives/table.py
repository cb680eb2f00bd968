"""What each seat sees of a 9 Lives table, where the zones sit, and how each
move is made with the mouse.

Zones: ``deck`` and ``discard`` (piles), ``alley`` (the shared row of cats,
grouped by cat), and per seat ``hand:<seat>`` (private), ``bid:<seat>`` (a
single bid place: face down to everyone else until the bids are revealed)
and ``tableau:<seat>`` (public, grouped by cat).

Gestures: bidding drags a hand card to your bid place; taking drags an alley
card onto your tableau (double-click does it too). Rescuing a whole cat is
the same drag: when both moves fit, the table offers a menu ("Take …" /
"Rescue all 3 …"). Giving back drags tableau cards to the alley.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Mapping

from cardtable.engine.i18n import NP_, _, ngettext, pgettext
from cardtable.engine.kit.tables import (face_down, face_up, hand_spec, hand_view, hand_zone, middle_top,
                                         seat_holding, zone_seat)
from cardtable.engine.layouts import CAPTION, Block, roomy_scale, seat_order, seats_around
from cardtable.engine.protocol import Action, ActionInfo, Gesture, why_not
from cardtable.engine.view import HIDDEN, CardView, ChartData, Layout, SeatView, TableView, ZoneSpec, ZoneView

from .deck import Deck
from .rules import (
    BID,
    BIDDING,
    GIVE,
    GIVE_BACK,
    JOIN_BEFORE,
    OVER,
    RESCUE,
    TAKE,
    TURNS,
    State,
    alley_group,
    apply,
    cat_of,
    legal_actions,
    result,
    scores_per_round,
    to_act,
)
from .scoring import KIND_WORDS, score_tableaux
from .words import card_words, cards_words, ordinal, scratch_words

DECK_ZONE = "deck"
DISCARD_ZONE = "discard"
ALLEY_ZONE = "alley"


def bid_zone(seat: int) -> str:
    return f"bid:{seat}"


def tableau_zone(seat: int) -> str:
    return f"tableau:{seat}"


# -- view ------------------------------------------------------------------------

def _sort_key(deck: Deck):
    cat_index = {c.key: i for i, c in enumerate(deck.cats)}
    by_id = deck.by_id
    return lambda cid: (cat_index[by_id[cid].cat], by_id[cid].value)


def _face_up(deck: Deck, card_id: str, note: str = "") -> CardView:
    return CardView(id=card_id, face=deck.face(card_id), face_up=True, note=note,
                    tooltip=card_words(deck, card_id))


def tableau_summary(deck: Deck, tableau) -> list[tuple[str, int, int]]:
    """(cat name, cards, scratches) per cat in a tableau, deck order."""
    out: dict[str, list[int]] = {}
    for cid in sorted(tableau, key=_sort_key(deck)):
        c = deck.by_id[cid]
        entry = out.setdefault(c.cat, [0, 0])
        entry[0] += 1
        entry[1] += c.scratches
    return [(deck.cat_by_key[k].name, n, s) for k, (n, s) in out.items()]


def view(state: State, viewer: int | None) -> TableView:
    deck = state.deck
    key = _sort_key(deck)
    n = state.players
    revealed = state.phase in (TURNS, GIVE_BACK)
    acting = set(to_act(state))
    live = _live_zones(state, viewer)
    show = partial(_face_up, deck)
    zones = [
        face_down(DECK_ZONE, state.draw, label=_("Deck · {n}").format(n=len(state.draw))),
        face_up(DISCARD_ZONE, state.discard, show, label=_("Discard · {n}").format(n=len(state.discard))),
        face_up(ALLEY_ZONE, sorted(state.alley, key=key), show, label=_alley_label(state)),
    ]
    for seat in range(n):
        zones.append(hand_view(seat, state.hands[seat], viewer, show,
                               label=_("{name}'s hand").format(name=state.names[seat]),
                               highlight=hand_zone(seat) in live, key=lambda c: deck.by_id[c].value))
        bid = state.bids[seat]
        if bid is None:
            bid_cards: tuple[CardView, ...] = ()
        elif revealed or seat == viewer:
            bid_cards = (_face_up(deck, bid),)
        else:
            bid_cards = (HIDDEN,)
        zones.append(ZoneView(bid_zone(seat), bid_cards, label=_bid_label(state, seat, live)))
        new = set(state.rescued) if state.current == seat else set()
        tab = tuple(_face_up(deck, c, note=pgettext("a card just rescued", "new") if c in new else "")
                    for c in sorted(state.tableaux[seat], key=key))
        zones.append(ZoneView(tableau_zone(seat), tab, label=_tableau_label(state, seat),
                              highlight=tableau_zone(seat) in live))
    seats = tuple(
        SeatView(seat, state.names[seat], _seat_lines(state, seat), active=seat in acting)
        for seat in range(n)
    )
    return TableView(viewer, tuple(zones), seats, hint=hint(state, viewer), headline=headline(state))


def _live_zones(state: State, viewer: int | None) -> set[str]:
    """The zones the viewer can act on now: where her legal moves' drags
    start or end. Only these look actionable in her view (another seat's
    hand or bid place never does, whoever is still to bid)."""
    if viewer is None or not 0 <= viewer < state.players:
        return set()
    out = set()
    for action in legal_actions(state, viewer):
        gesture = describe(state, action).gesture
        if gesture is not None:
            out.update(z for z in (gesture.src, gesture.dst) if z)
    return out


def _alley_label(state: State) -> str:
    """The alley's caption: how many cards of how many cats (the cards,
    grouped by cat, show which)."""
    if not state.alley:
        return _("The alley is empty")
    cats = len(tableau_summary(state.deck, state.alley))
    return _("Alley · {cards}, {cats}").format(
        cards=cards_words(len(state.alley)), cats=ngettext("{n} cat", "{n} cats", cats).format(n=cats))


def _bid_label(state: State, seat: int, live: set[str]) -> str:
    """A bid place's caption, short enough for one card's width: the turn
    order once bids are revealed; "Bid here" only where the viewer can bid."""
    if state.phase in (TURNS, GIVE_BACK) and seat in state.order:
        return _("Acts {ordinal}").format(ordinal=ordinal(state.order.index(seat) + 1))
    if bid_zone(seat) in live:
        return _("Bid here")
    return pgettext("a bid place", "Bid")


def _tableau_label(state: State, seat: int) -> str:
    groups = tableau_summary(state.deck, state.tableaux[seat])
    if not groups:
        return _("{name}'s rescued cats").format(name=state.names[seat])
    return " · ".join(f"{name} ×{cnt} ({s}✗)" for name, cnt, s in groups)


def _standing(state: State) -> dict[tuple[int, str], str]:
    """(seat, cat name) -> what that cat would score if the round ended now."""
    cfg = state.config
    deck = state.deck
    out = {}
    for seat, cats in enumerate(score_tableaux(deck, state.tableaux, cfg.sole_points, cfg.fewest_points)):
        for cs in cats:
            out[(seat, deck.cat_by_key[cs.cat].name)] = _("{kind}, {points}").format(
                kind=_(KIND_WORDS[cs.kind]), points=cs.points)
    return out


def _seat_lines(state: State, seat: int) -> tuple[str, ...]:
    if state.history:
        lines = [_("Score: {score} (last round +{last})").format(
            score=state.totals[seat], last=state.history[-1].totals[seat])]
    else:
        lines = [_("Score: {score}").format(score=state.totals[seat])]
    if state.phase != OVER:
        lines.append(_("Hand: {cards}").format(cards=cards_words(len(state.hands[seat]))))
    if state.phase == BIDDING and state.hands[seat]:
        lines.append(_("Bid: chosen") if state.bids[seat] is not None else _("Bid: choosing…"))
    elif state.phase in (TURNS, GIVE_BACK) and seat in state.order:
        pos = state.order.index(seat)
        if pos < state.turn:
            line = _("Turn: {ordinal} (done)")
        elif pos == state.turn:
            line = _("Turn: {ordinal} (acting)")
        else:
            line = _("Turn: {ordinal} (waiting)")
        lines.append(line.format(ordinal=ordinal(pos + 1)))
    standing = _standing(state)
    for name, cnt, s in tableau_summary(state.deck, state.tableaux[seat]):
        lines.append(_("{cat} ×{cards}, {scratches} → {scoring}").format(
            cat=name, cards=cnt, scratches=scratch_words(s), scoring=standing[(seat, name)]))
    if state.phase == OVER and seat in state.winners:
        lines.append(_("Winner!"))
    return tuple(lines)


def headline(state: State) -> str:
    cfg = state.config
    if state.phase == OVER:
        res = result(state)
        return res.summary if res else _("Game over")
    where = _("Round {round} of {rounds} · trick {trick} of {tricks}").format(
        round=state.round, rounds=cfg.rounds, trick=state.trick, tricks=state.tricks)
    if state.phase == BIDDING:
        return _("{where} · bidding").format(where=where)
    current = state.current
    if current is None:
        return where
    return _("{where} · {name}'s turn").format(where=where, name=state.names[current])


def hint(state: State, viewer: int | None) -> str:
    if state.phase == OVER:
        res = result(state)
        return _("Game over: {summary}.").format(summary=res.summary) if res else _("Game over.")
    names = state.names
    if state.phase == BIDDING:
        waiting = [names[s] for s in to_act(state)]
        if viewer in to_act(state):
            if state.config.bids_join == JOIN_BEFORE:
                text = _("Your bid, {name}: drag a hand card to your bid place (or double-click it). "
                         "Lowest bid acts first; the bid cards join the alley as soon as they are revealed.")
            else:
                text = _("Your bid, {name}: drag a hand card to your bid place (or double-click it). "
                         "Lowest bid acts first; the bid cards join the alley after everyone's turn.")
            return text.format(name=names[viewer])
        return _("Waiting for {names} to choose a bid.").format(names=", ".join(waiting))
    current = state.current
    if current is None:
        return ""
    if viewer != current:
        pos = state.order.index(current) + 1
        return _("{name}'s turn ({ordinal} of {count}).").format(
            name=names[current], ordinal=ordinal(pos), count=len(state.order))
    if state.phase == GIVE_BACK:
        return ngettext("{name}, give back {n} card: drag it from your tableau to the alley "
                        "(or double-click). The cats you just rescued stay.",
                        "{name}, give back {n} cards: drag them from your tableau to the alley "
                        "(or double-click). The cats you just rescued stay.",
                        state.owed).format(name=names[current], n=state.owed)
    return _("Your turn, {name}: drag an alley card onto your tableau to take it "
             "(double-click works too). To rescue every card of that cat instead, pick "
             "\u201cRescue all\u201d from the menu and give back as many tableau cards.").format(name=names[current])


# -- layout -------------------------------------------------------------------------

HAND_EXTENT = 4.0
TABLEAU_EXTENT = 5.6
BLOCK_WIDTH = TABLEAU_EXTENT
BID_OFFSET = HAND_EXTENT + 0.35


MIDDLE = 0.72  # the alley and the piles, a little smaller than the viewer's own cards


def layout(n_players: int, options: Mapping[str, Any], viewer: int | None = None) -> Layout:
    """The viewer's tableau and hand large along the bottom (hand nearest
    the player), the others' compact blocks (hand toward the table edge)
    around the top and sides, the alley and the piles in the middle."""
    row = 1.4  # the second row's offset, below the first row's caption
    block = Block(BLOCK_WIDTH, row + 1.4, captions=2)
    least = 0.55 if n_players <= 4 else 0.48
    width, height = 13.6, 8.3
    mid_h = 2 * 1.4 * MIDDLE + 2 * CAPTION
    # the others' blocks grow into the room the table has, the middle kept clear
    small = roomy_scale(n_players, viewer, width, height, block, least, 0.8, (8.0 * MIDDLE, mid_h))
    places = seats_around(n_players, viewer, width, height, block, small)
    bottom_seat = seat_order(n_players, viewer)[0]
    ox, oy = width / 2, middle_top(places, bottom_seat, block, small, mid_h)
    alley_extent = 8.0
    zones = [
        ZoneSpec(ALLEY_ZONE, round(ox - alley_extent / 2 * MIDDLE, 3), round(oy, 3), "right",
                 extent=alley_extent, label=_("Alley"), scale=MIDDLE, role="pool"),
        ZoneSpec(DECK_ZONE, round(ox - 1.25 * MIDDLE, 3), round(oy + row * MIDDLE + CAPTION, 3), "stack",
                 label=_("Deck"), scale=MIDDLE, role="draw"),
        ZoneSpec(DISCARD_ZONE, round(ox + 0.25 * MIDDLE, 3), round(oy + row * MIDDLE + CAPTION, 3), "stack",
                 label=_("Discard"), scale=MIDDLE, role="discard"),
    ]
    for seat, place in places.items():
        # the viewer's hand nearest them (the lower row), the others' toward the table's edge
        hand_at, tab_at = ((row, 1), (0.0, 0)) if seat == bottom_seat else ((0.0, 0), (row, 1))
        k = place.scale
        zones.append(hand_spec(seat, *place.at(0, *hand_at), HAND_EXTENT, k))
        zones.append(ZoneSpec(bid_zone(seat), *place.at(BID_OFFSET, *hand_at), "slot", label=pgettext("a bid place", "Bid"), seat=seat,
                              scale=k, role="bids", place=NP_("place", "bid")))
        zones.append(ZoneSpec(tableau_zone(seat), *place.at(0, *tab_at), "right", extent=TABLEAU_EXTENT,
                              seat=seat, scale=k, role="tableau", place=NP_("place", "tableau")))
    return Layout(width, height, tuple(zones))


# -- describing moves ----------------------------------------------------------------

def _owner_of_bid_card(state: State, card_id: str) -> int:
    """The seat bidding ``card_id``: the hand it is in, else the bid place it lies on."""
    for seat in (seat_holding(state.hands, card_id), seat_holding(((bid,) for bid in state.bids), card_id)):
        if seat is not None:
            return seat
    return 0


def describe(state: State, action: Action) -> ActionInfo:
    deck = state.deck
    c = action.get("card")
    if not isinstance(c, str) or c not in deck.by_id:
        return ActionInfo(str(action))
    if action.kind == BID:
        seat = _owner_of_bid_card(state, c)
        return ActionInfo(_("Bid {card}").format(card=card_words(deck, c)), Gesture(hand_zone(seat), bid_zone(seat), c),
                          default=True)
    seat = state.current if state.current is not None else 0
    if action.kind == TAKE:
        return ActionInfo(_("Take {card}").format(card=card_words(deck, c)), Gesture(ALLEY_ZONE, tableau_zone(seat), c),
                          default=True)
    if action.kind == RESCUE:
        cat = cat_of(deck, c)
        group = alley_group(state, cat)
        name = deck.cat_by_key[cat].name
        if c not in group:  # describing a rescue already made
            return ActionInfo(_("Rescue every {cat} card in the alley").format(cat=name),
                              Gesture(ALLEY_ZONE, tableau_zone(seat), c))
        scratches = sum(deck.by_id[x].scratches for x in group)
        if len(group) == 1:
            what = _("Rescue the only {cat} card ({scratches}), give back {n}")
        else:
            what = _("Rescue all {n} {cat} cards ({scratches}), give back {n}")
        return ActionInfo(what.format(cat=name, n=len(group), scratches=scratch_words(scratches)),
                          Gesture(ALLEY_ZONE, tableau_zone(seat), c))
    if action.kind == GIVE:
        return ActionInfo(_("Give back {card}").format(card=card_words(deck, c)), Gesture(tableau_zone(seat), ALLEY_ZONE, c),
                          default=True)
    return ActionInfo(str(action))


# -- refusals ------------------------------------------------------------------------

def _rule_or_place(state, seat: int, action: Action | None, dst: str | None, home: str, where: str) -> str | None:
    """Why the move a card was dragged for is refused: the rule that stops
    ``action``, else ``where`` it has to go when it was dropped off ``home``."""
    why = why_not(apply, state, seat, action) if action is not None else None
    if why:
        return why
    return where if dst not in (None, home) else None


def explain(state: State, seat: int, gesture: Gesture) -> str | None:
    """Why a drag (or a double-click, ``dst=None``) makes no move, in the
    words of the rules; None leaves it to the app's general explanation.

    Hand cards are only ever bid, onto your own bid place; alley cards go
    onto your own tableau (a take or a rescue); tableau cards go back to
    the alley only while you owe cards after a rescue. The rules' own
    refusal comes first (it is not your turn, everyone is still bidding,
    cards are still owed), then where the card would have to go."""
    if state.phase == OVER:
        return None
    src, dst, c = gesture.src, gesture.dst, gesture.card
    deck = state.deck
    if c is not None and c not in deck.by_id:
        return None
    names = state.names
    owner = zone_seat(src)
    if owner is not None and owner != seat and 0 <= owner < state.players:
        if src == tableau_zone(owner):
            return _("the cats in {name}'s tableau are theirs: you take or rescue cats from the alley, "
                     "onto your own tableau").format(name=names[owner])
        if src == bid_zone(owner):
            return _("only {name} moves the cards in their bid place").format(name=names[owner])
        return _("only {name} moves the cards in their hand").format(name=names[owner])
    if src == hand_zone(seat):
        if state.phase != BIDDING:
            return _("hand cards are only bid: the next bids are chosen when every turn of this trick is over; "
                     "now it is the alley's cats that are taken or rescued")
        return _rule_or_place(state, seat, Action.of(BID, card=c) if c is not None else None, dst, bid_zone(seat),
                              _("a bid goes face down onto your own bid place: drag a hand card there "
                                "(the lowest bid acts first)"))
    if src == bid_zone(seat):
        return _("a bid card stays in its bid place until it joins the alley; it cannot go back to your hand")
    if src == ALLEY_ZONE:
        return _rule_or_place(state, seat, Action.of(TAKE, card=c) if c is not None else None, dst,
                              tableau_zone(seat), _("a cat taken or rescued from the alley goes onto your own tableau"))
    if src == tableau_zone(seat):
        if state.phase != GIVE_BACK:
            return _("the cats in your tableau stay there until the round is scored: you give cards back to the "
                     "alley only right after rescuing a cat")
        return _rule_or_place(state, seat, Action.of(GIVE, card=c) if c is not None else None, dst, ALLEY_ZONE,
                              ngettext("the cards you give back go to the alley ({n} card still to give)",
                                       "the cards you give back go to the alley ({n} cards still to give)",
                                       state.owed).format(n=state.owed))
    if src == DECK_ZONE:
        return _("nobody draws from the deck in 9 Lives: it deals the new hands and refills the alley "
                 "between rounds")
    if src == DISCARD_ZONE:
        return _("the discard pile holds the tableaux of rounds already scored: its cards are out of play")
    return None


# -- chart ----------------------------------------------------------------------------

def chart(states) -> ChartData | None:
    """Each player's total score after each round (starting from 0)."""
    if not states:
        return None
    state = states[-1]
    rounds = scores_per_round(state)
    if not rounds:
        return None
    x = tuple(float(i) for i in range(len(rounds) + 1))
    series = []
    for seat, name in enumerate(state.names):
        running, ys = 0, [0.0]
        for r in rounds:
            running += r[seat]
            ys.append(float(running))
        series.append((name, tuple(ys)))
    return ChartData(_("Score after each round"), _("Round"), _("Points"), x, tuple(series))
