"""What each seat sees of a Ninety-Nine table, where the zones sit, and how
each move is made with the mouse."""

from __future__ import annotations

from typing import Any, Mapping

from cardtable.engine.cards import card
from cardtable.engine.layouts import CAPTION, Block, roomy_scale, seats_around
from cardtable.engine.protocol import Action, ActionInfo, Gesture, why_not
from cardtable.engine.view import CARD_RATIO, HIDDEN, Layout, SeatView, TableView, ZoneSpec, ZoneView, standard_card

from .rules import AFTER_PLAY, DRAW, END, LIMIT, OVER, PLAY, State, apply, card_effect, card_value_text

DRAW_ZONE = "draw"
DISCARD_ZONE = "discard"


def hand_zone(seat: int) -> str:
    return f"hand:{seat}"


def view(state: State, viewer: int | None) -> TableView:
    n = len(state.names)
    zones = [
        ZoneView(DRAW_ZONE, (HIDDEN,) * len(state.draw), label=f"{len(state.draw)} cards"),
        ZoneView(DISCARD_ZONE, tuple(standard_card(c) for c in state.discard),
                 label=f"Total {state.total}"),
    ]
    for seat in range(n):
        hand = state.hands[seat]
        if seat == viewer:
            cards = tuple(standard_card(c) for c in hand)
        else:
            cards = (HIDDEN,) * len(hand)
        zones.append(ZoneView(hand_zone(seat), cards, label=state.names[seat],
                              highlight=(seat == state.current and state.phase != OVER)))
    seats = []
    for seat in range(n):
        lines = [f"{len(state.hands[seat])} cards"]
        if state.use_lives:
            lines.append(f"Lives: {state.lives[seat]}")
        if state.lives[seat] == 0:
            lines.append("Out")
        seats.append(SeatView(seat, state.names[seat], tuple(lines),
                              active=(seat == state.current and state.phase != OVER),
                              out=state.lives[seat] == 0))
    arrow = "clockwise" if state.direction == 1 else "counter-clockwise"
    return TableView(viewer, tuple(zones), tuple(seats), hint=hint(state, viewer),
                     headline=f"{state.total}  ·  play goes {arrow}")


def hint(state: State, viewer: int | None) -> str:
    if state.phase == OVER:
        return f"Game over: {state.names[state.winner]} wins." if state.winner is not None else "Game over."
    name = state.names[state.current]
    if viewer != state.current:
        return f"{name}'s turn. The total is {state.total}."
    if state.phase == AFTER_PLAY:
        if state.remember_to_draw:
            return (f"Your turn, {name}: remember to draw! Drag a card from the draw pile to your hand "
                    f"(or double-click the pile). Ending the turn without drawing leaves you a card short.")
        return f"Your turn, {name}: draw a card."
    return (f"Your turn, {name}: the total is {state.total}. Drag a card to the discard pile or double-click it; "
            f"the total must stay at {LIMIT} or under.")


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
        ZoneSpec(DRAW_ZONE, width / 2 - 1.3, cy - 0.4, "stack", label="Draw pile", role="draw"),
        ZoneSpec(DISCARD_ZONE, width / 2 + 0.3, cy - 0.4, "stack", label="Discard", role="discard"),
    ]
    for seat, place in places.items():
        extent = own_fan if seat == viewer else fan
        zones.append(ZoneSpec(hand_zone(seat), place.x, place.y, "right", extent=extent, seat=seat,
                              scale=place.scale, role="hand", place="hand"))
    return Layout(round(width, 3), round(height, 3), tuple(zones))


def explain(state: State, seat: int, gesture: Gesture) -> str | None:
    """Why a drag (or a double-click, ``dst=None``) makes no move, in the
    words of the rules; None leaves it to the app's general explanation."""
    mine = hand_zone(seat)
    if gesture.src == mine and gesture.card is not None:
        if gesture.dst in (None, DISCARD_ZONE) or state.phase == AFTER_PLAY:
            return why_not(apply, state, seat, Action.of(PLAY, card=gesture.card))
        return "cards are played onto the discard pile (the total must stay at 99 or under)"
    if gesture.src == DRAW_ZONE:
        if gesture.dst in (None, mine):
            return why_not(apply, state, seat, Action.of(DRAW))
        return "a card drawn from the draw pile goes into your own hand"
    return None


def describe(state: State, action: Action) -> ActionInfo:
    seat = state.current
    if action.kind == PLAY:
        c = action["card"]
        after = card_effect(c, state.total)
        return ActionInfo(f"Play {card(c).short} ({card_value_text(c)}, total {after})",
                          Gesture(hand_zone(seat), DISCARD_ZONE, c), default=True)
    if action.kind == DRAW:
        return ActionInfo("Draw a card", Gesture(DRAW_ZONE, hand_zone(seat)), default=True)
    if action.kind == END:
        return ActionInfo("End turn without drawing")
    return ActionInfo(str(action))


def story_pace(state: State) -> str:
    """How long the game ran, for the story summary: hands when playing with
    lives (each life lost deals a new hand); else counted in moves."""
    if state.use_lives:
        return f"{state.hand_number} hand{'s' if state.hand_number != 1 else ''}"
    return ""
