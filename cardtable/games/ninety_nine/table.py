"""What each seat sees of a Ninety-Nine table, where the zones sit, and how
each move is made with the mouse."""

from __future__ import annotations

from typing import Any, Mapping

from cardtable.engine.cards import card
from cardtable.engine.i18n import _, ngettext, pgettext
from cardtable.engine.kit.tables import face_down, face_up, hand_spec, hand_view, hand_zone
from cardtable.engine.layouts import CAPTION, Block, roomy_scale, seats_around
from cardtable.engine.protocol import Action, ActionInfo, Gesture, why_not
from cardtable.engine.view import CARD_RATIO, Layout, SeatView, TableView, ZoneSpec, standard_card

from .rules import AFTER_PLAY, DRAW, END, LIMIT, OVER, PLAY, State, apply, card_effect, card_value_text

DRAW_ZONE = "draw"
DISCARD_ZONE = "discard"


def view(state: State, viewer: int | None) -> TableView:
    n = len(state.names)
    zones = [
        face_down(DRAW_ZONE, state.draw,
                  label=ngettext("{n} card", "{n} cards", len(state.draw)).format(n=len(state.draw))),
        face_up(DISCARD_ZONE, state.discard, standard_card, label=_("Total {total}").format(total=state.total)),
    ]
    for seat in range(n):
        zones.append(hand_view(seat, state.hands[seat], viewer, standard_card, label=state.names[seat],
                               highlight=(seat == state.current and state.phase != OVER)))
    seats = []
    for seat in range(n):
        held = len(state.hands[seat])
        lines = [ngettext("{n} card", "{n} cards", held).format(n=held)]
        if state.use_lives:
            lines.append(_("Lives: {n}").format(n=state.lives[seat]))
        if state.lives[seat] == 0:
            lines.append(pgettext("a player", "Out"))
        seats.append(SeatView(seat, state.names[seat], tuple(lines),
                              active=(seat == state.current and state.phase != OVER),
                              out=state.lives[seat] == 0))
    if state.direction == 1:
        headline = _("{total}  ·  play goes clockwise")
    else:
        headline = _("{total}  ·  play goes counter-clockwise")
    return TableView(viewer, tuple(zones), tuple(seats), hint=hint(state, viewer),
                     headline=headline.format(total=state.total))


def hint(state: State, viewer: int | None) -> str:
    if state.phase == OVER:
        if state.winner is None:
            return _("Game over.")
        return _("Game over: {name} wins.").format(name=state.names[state.winner])
    name = state.names[state.current]
    if viewer != state.current:
        return _("{name}'s turn. The total is {total}.").format(name=name, total=state.total)
    if state.phase == AFTER_PLAY:
        if state.remember_to_draw:
            return _("Your turn, {name}: remember to draw! Drag a card from the draw pile to your hand "
                     "(or double-click the pile). Ending the turn without drawing leaves you a card short.").format(
                name=name)
        return _("Your turn, {name}: draw a card.").format(name=name)
    return _("Your turn, {name}: the total is {total}. Drag a card to the discard pile or double-click it; "
             "the total must stay at {limit} or under.").format(name=name, total=state.total, limit=LIMIT)


def layout(n_players: int, options: Mapping[str, Any], viewer: int | None = None) -> Layout:
    """The viewer's hand large along the bottom, the others' small hands
    around the top and sides, the piles in the middle."""
    own_fan = 5.0
    small = 0.62 if n_players <= 4 else 0.5 if n_players <= 8 else 0.42
    fan = 3.4  # the others' fans, in their own (small) card widths
    width = max(own_fan + 2 * fan * small + 0.6, 9.5 + max(0, n_players - 6) * 0.45)
    height = 6.2 + max(0, n_players - 6) * 0.15
    block, own = Block(fan, CARD_RATIO, captions=1), Block(own_fan, CARD_RATIO, captions=1)
    # the others' hands grow into the room the table has, the piles kept clear
    small = roomy_scale(n_players, viewer, width, height, block, small, 0.85, (2.8, CARD_RATIO + CAPTION), own)
    places = seats_around(n_players, viewer, width, height, block, small, own)
    cy = (height - (CARD_RATIO + CAPTION)) / 2
    zones = [
        ZoneSpec(DRAW_ZONE, width / 2 - 1.3, cy - 0.4, "stack", label=_("Draw pile"), role="draw"),
        ZoneSpec(DISCARD_ZONE, width / 2 + 0.3, cy - 0.4, "stack", label=_("Discard"), role="discard"),
    ]
    for seat, place in places.items():
        extent = own_fan if seat == viewer else fan
        zones.append(hand_spec(seat, place.x, place.y, extent, place.scale))
    return Layout(round(width, 3), round(height, 3), tuple(zones))


def explain(state: State, seat: int, gesture: Gesture) -> str | None:
    """Why a drag (or a double-click, ``dst=None``) makes no move, in the
    words of the rules; None leaves it to the app's general explanation."""
    mine = hand_zone(seat)
    if gesture.src == mine and gesture.card is not None:
        if gesture.dst in (None, DISCARD_ZONE) or state.phase == AFTER_PLAY:
            return why_not(apply, state, seat, Action.of(PLAY, card=gesture.card))
        return _("cards are played onto the discard pile (the total must stay at {limit} or under)").format(limit=LIMIT)
    if gesture.src == DRAW_ZONE:
        if gesture.dst in (None, mine):
            return why_not(apply, state, seat, Action.of(DRAW))
        return _("a card drawn from the draw pile goes into your own hand")
    return None


def describe(state: State, action: Action) -> ActionInfo:
    seat = state.current
    if action.kind == PLAY:
        c = action["card"]
        after = card_effect(c, state.total)
        return ActionInfo(_("Play {card} ({effect}, total {total})").format(
                          card=card(c).short, effect=card_value_text(c), total=after),
                          Gesture(hand_zone(seat), DISCARD_ZONE, c), default=True)
    if action.kind == DRAW:
        return ActionInfo(_("Draw a card"), Gesture(DRAW_ZONE, hand_zone(seat)), default=True)
    if action.kind == END:
        return ActionInfo(_("End turn without drawing"))
    return ActionInfo(str(action))


def story_pace(state: State) -> str:
    """How long the game ran, for the story summary: hands when playing with
    lives (each life lost deals a new hand); else counted in moves."""
    if state.use_lives:
        return ngettext("{n} hand", "{n} hands", state.hand_number).format(n=state.hand_number)
    return ""
