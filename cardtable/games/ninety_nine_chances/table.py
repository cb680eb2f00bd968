"""What each seat sees of a 99 Chances table, where the zones sit, and how
each move is made with the mouse.

Zones: ``deck``, ``discard``, ``theme`` (the chosen pair), ``eval`` (face-down
evaluations), ``bid`` (face-down Hero bids) in the middle; around the table
each seat has ``hand:<seat>``, ``resources:<seat>``, ``problems:<seat>`` (cards
drawn spun 180°) and ``pitch:<seat>`` (its two Theme cards during the Story
Meeting).

Gestures: a Resource is dragged from the hand to the player's own
Resources; a Problem from the hand to another player's Problems; an
evaluation or bid from the hand to the ``eval`` / ``bid`` zone; a Theme card
to the player's pitch spot (a menu picks its partner). Double-clicking a
Resource writes a dry-erase note on it; double-clicking a Problem during
your Plan tackles it; double-clicking the deck flips the top card.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Mapping

from cardtable.engine.layouts import CAPTION, Block, roomy_scale, seat_order, seats_around
from cardtable.engine.protocol import Action, ActionInfo, Gesture
from cardtable.engine.view import HIDDEN, CardView, Layout, SeatView, TableView, ZoneSpec, ZoneView

from . import rules
from .deck import NUMBER, PROBLEM, RESOURCE, THEME, Deck
from .rules import State, label, word

DECK_ZONE = "deck"
DISCARD_ZONE = "discard"
THEME_ZONE = "theme"
EVAL_ZONE = "eval"
BID_ZONE = "bid"

ROW = 1.45  # the second row's offset in a block, below the first row's caption
# a seat's block: Resources and Problems over hand and Pitch, each row captioned
BLOCK = Block(5.8, ROW + 1.4, captions=2)


def hand_zone(seat: int) -> str:
    return f"hand:{seat}"


def resources_zone(seat: int) -> str:
    return f"resources:{seat}"


def problems_zone(seat: int) -> str:
    return f"problems:{seat}"


def pitch_zone(seat: int) -> str:
    return f"pitch:{seat}"


def _card(state: State, card: str, mode: str = NUMBER, note: str = "") -> CardView:
    return _card_view(state.deck, card, mode, note)


@lru_cache(maxsize=4096)
def _card_view(deck: Deck, card: str, mode: str, note: str) -> CardView:
    """A card shown face up in ``mode`` (views are immutable: each is made once)."""
    return CardView(id=card, face=deck.face(card), face_up=True, rotated=(mode == PROBLEM), note=note,
                    tooltip=deck.label(card, mode))


# --------------------------------------------------------------------------
# view


def view(state: State, viewer: int | None) -> TableView:
    n = state.n
    zones: list[ZoneView] = [
        ZoneView(DECK_ZONE, (HIDDEN,) * len(state.draw), label=f"Deck · {len(state.draw)}"),
        ZoneView(DISCARD_ZONE, tuple(_card(state, c) for c in state.discard), label="Discard"),
        ZoneView(THEME_ZONE, tuple(_card(state, c, THEME) for c in state.theme), label="Theme"),
        ZoneView(EVAL_ZONE, _eval_cards(state, viewer), label="Evaluations",
                 highlight=state.phase == rules.EVALUATE),
        ZoneView(BID_ZONE, _bid_cards(state, viewer), label=_bid_label(state),
                 highlight=state.phase == rules.BIDS),
    ]
    acting = set(rules.to_act(state))
    for seat in range(n):
        hand = state.hands[seat]
        cards = tuple(_card(state, c) for c in hand) if seat == viewer else (HIDDEN,) * len(hand)
        zones.append(ZoneView(hand_zone(seat), cards, label=state.names[seat], highlight=seat in acting))
        zones.append(ZoneView(resources_zone(seat),
                              tuple(_card(state, c, RESOURCE, state.note_on(c)) for c in state.resources[seat]),
                              label=f"Resources · {len(state.resources[seat])}"))
        zones.append(ZoneView(problems_zone(seat),
                              tuple(_card(state, c, PROBLEM) for c in state.problems[seat]),
                              label=f"Problems · {len(state.problems[seat])}"))
        pitch = state.pitches[seat] if state.phase in (rules.THEMES, rules.VOTE) else None
        zones.append(ZoneView(pitch_zone(seat),
                              tuple(_card(state, c, THEME) for c in pitch.cards) if pitch else (),
                              label="Pitch" if state.phase in (rules.THEMES, rules.VOTE) else ""))
    seats = tuple(SeatView(s, state.names[s], _seat_lines(state, s), active=s in acting) for s in range(n))
    return TableView(viewer, tuple(zones), seats, hint=hint(state, viewer), headline=headline(state))


def _eval_cards(state: State, viewer: int | None) -> tuple[CardView, ...]:
    if state.phase == rules.EVALUATE:
        return tuple(_card(state, state.evals[s]) if s == viewer else HIDDEN
                     for s in state.evaluators if state.evals[s] is not None)
    plan = state.plan
    if plan is not None and state.phase in (rules.KEEP, rules.FLIP):
        return tuple(_card(state, c) for _, c in plan.evaluations if c != plan.median)
    return ()


def _bid_cards(state: State, viewer: int | None) -> tuple[CardView, ...]:
    out = []
    for bid in state.bids:
        if bid is None:
            continue
        out.append(_card(state, bid.card) if state.bids_revealed or bid.seat == viewer else HIDDEN)
    return tuple(out)


def _bid_label(state: State) -> str:
    if state.finale is not None:
        return f"Bids · Finale {state.finale}"
    return "Bids"


def _theme_words(state: State) -> str:
    if not state.theme:
        return "Theme"
    return " + ".join(word(state, c, THEME) for c in state.theme)


def _seat_lines(state: State, seat: int) -> tuple[str, ...]:
    lines = []
    if state.roles[seat]:
        lines.append(f"Role: {state.roles[seat]}")
    lines.append(f"Resources {len(state.resources[seat])} · Problems {len(state.problems[seat])}")
    if seat == state.lead:
        lines.append("Lead Storyteller")
    if seat == state.climax_lead:
        lines.append("Climax Lead")
    if state.phase == rules.VOTE and state.votes[seat] is not None:
        lines.append(f"Voted for {state.names[state.votes[seat]]}")
    if seat == state.hero:
        lines.append("Hero")
    elif state.outcomes[seat] == "lost":
        lines.append("Bid over the Finale: lost everything")
    if state.endings[seat]:
        lines.append(f"{state.endings[seat].capitalize()} ending")
    if seat in state.winners:
        lines.append("Winner")
    return tuple(lines)


def headline(state: State) -> str:
    theme = _theme_words(state) if state.theme else ""
    parts = [theme] if theme else []
    if state.acts > 1 and state.phase not in (rules.THEMES, rules.VOTE, rules.ROLES, rules.RESOURCES):
        parts.append(f"Act {min(state.act, state.acts)} of {state.acts}")
    plan = state.plan
    if plan is not None:
        parts.append(f"{state.names[plan.storyteller]} vs {word(state, plan.problem, PROBLEM)}")
        if plan.median is not None:
            parts.append(f"chance {plan.median}")
    elif state.plans and state.phase == rules.PLAN:
        last = state.plans[-1]
        outcome = "success" if last.success else "failure"
        parts.append(f"last flip {last.flip or '—'}: {outcome}")
    if state.finale is not None:
        parts.append(f"Finale {state.finale}")
    if state.phase == rules.OVER:
        parts.append("The End")
    return "  ·  ".join(parts) or "99 Chances"


def hint(state: State, viewer: int | None) -> str:
    phase = state.phase
    names = state.names
    if phase == rules.OVER:
        won = " and ".join(names[s] for s in state.winners)
        return f"The story is over: {won} win{'s' if len(state.winners) == 1 else ''}."
    acting = rules.to_act(state)
    if viewer not in acting:
        waiting = ", ".join(names[s] for s in acting)
        return f"Waiting for {waiting} ({rules.phase_words(state)})."
    you = names[viewer]
    if phase == rules.THEMES:
        return f"{you}: drag a card to your pitch spot and pick a second one: your two-genre theme pitch."
    if phase == rules.VOTE:
        return f"{you}: vote for the theme you want. Without a unanimous vote the lowest-numbered card wins."
    if phase == rules.ROLES:
        return f"{you}: write your character role (you may leave it for later)."
    if phase == rules.RESOURCES:
        return (f"{you}: drag a card to your Resources and name the player it involves; "
                "a dry-erase note is optional.")
    if phase == rules.TROUBLE:
        return f"{you}: drag a card onto the Problems of a player who has none yet."
    if phase == rules.PLAN:
        return f"{you}: double-click one of your Problems to tackle it, then tell your Plan to beat it."
    if phase == rules.EVALUATE:
        plan = state.plan
        if plan is not None and plan.storyteller == viewer:
            whose = "your"  # the storyteller weighs her own Plan too
        else:
            whose = f"{names[plan.storyteller]}'s" if plan is not None else "the storyteller's"
        return (f"{you}: how likely is {whose} Plan to work? Drag a Number face down to the evaluations "
                "(higher = more likely).")
    if phase == rules.KEEP:
        return f"{you}: your card is the median. Keep it as a Resource; a dry-erase note is optional."
    if phase == rules.FLIP:
        return f"{you}: flip the top card of the deck (double-click the deck). Under the median, you succeed."
    if phase == rules.CLIMAX_LEAD:
        return f"{you}: choose the Climax Lead among the players tied for most Resources."
    if phase == rules.FRAME:
        return f"{you}: frame the final conflict of the story."
    if phase == rules.BIDS:
        return (f"{you}: say how you sway the Climax and drag a bid face down. Closest under the Finale is the "
                "Hero; over it loses every Resource.")
    if phase == rules.FINALE:
        return f"{you}: flip the Finale card (double-click the deck)."
    if phase == rules.DENOUEMENT:
        return f"{you}: tell your {state.endings[viewer]} ending."
    return ""


# --------------------------------------------------------------------------
# layout


MIDDLE = 0.72  # the shared piles, a little smaller than the viewer's own cards


def layout(n_players: int, options: Mapping[str, Any], viewer: int | None = None) -> Layout:
    """The viewer's Resources, Problems, hand and pitch large along the
    bottom (hand nearest the player); the others' compact blocks around the
    top and sides; the deck, Theme, evaluations and bids in the middle."""
    least = 0.55 if n_players <= 4 else 0.46 if n_players <= 6 else 0.42
    width = 13.6 if n_players <= 6 else 14.2
    height = 8.3
    mid_h = 2 * 1.4 * MIDDLE + 2 * CAPTION
    # the others' blocks grow into the room the table has, the middle kept clear
    small = roomy_scale(n_players, viewer, width, height, BLOCK, least, 0.8, (8.6 * MIDDLE, mid_h))
    places = seats_around(n_players, viewer, width, height, BLOCK, small)
    # the middle: between the top row of blocks and the bottom block
    top = BLOCK.size(small)[1] + 0.1
    bottom = places[seat_order(n_players, viewer)[0]].y
    ox, oy = width / 2, top + max(0.0, (bottom - top - mid_h) / 2)

    def mid(dx: float, dy: float, captions: int = 0) -> tuple[float, float]:
        return round(ox + dx * MIDDLE, 3), round(oy + dy * MIDDLE + captions * CAPTION, 3)

    zones = [
        ZoneSpec(DECK_ZONE, *mid(-4.3, 0), "stack", label="Deck", scale=MIDDLE, role="draw"),
        ZoneSpec(DISCARD_ZONE, *mid(-3.1, 0), "stack", label="Discard", scale=MIDDLE, role="discard"),
        ZoneSpec(THEME_ZONE, *mid(-1.7, 0), "right", extent=2.2, label="Theme", scale=MIDDLE, role="pool"),
        ZoneSpec(EVAL_ZONE, *mid(-4.3, 1.4, 1), "right", extent=4.0, label="Evaluations", scale=MIDDLE,
                 role="pool"),
        ZoneSpec(BID_ZONE, *mid(0.5, 1.4, 1), "right", extent=3.8, label="Bids", scale=MIDDLE, role="bids"),
    ]
    for seat, place in places.items():
        k = place.scale
        zones.append(ZoneSpec(resources_zone(seat), *place.at(0, 0), "right", extent=3.3, label="Resources",
                              seat=seat, scale=k, role="tableau", place="resources"))
        zones.append(ZoneSpec(problems_zone(seat), *place.at(3.5, 0), "right", extent=2.3, label="Problems",
                              seat=seat, scale=k, role="tableau", place="problems"))
        zones.append(ZoneSpec(hand_zone(seat), *place.at(0, ROW, 1), "right", extent=3.3, seat=seat, scale=k,
                              role="hand", place="hand"))
        zones.append(ZoneSpec(pitch_zone(seat), *place.at(3.5, ROW, 1), "right", extent=2.0, label="Pitch",
                              seat=seat, scale=k, role="bids", place="pitch"))
    return Layout(width, height, tuple(zones))


# --------------------------------------------------------------------------
# how moves are made


def _hand_holder(state: State, card: Any) -> int | None:
    for seat, hand in enumerate(state.hands):
        if card in hand:
            return seat
    return None


def explain(state: State, seat: int, gesture: Gesture) -> str | None:
    """Why a drag (or a double-click, ``dst=None``) makes no move, in the
    words of the rules; None leaves it to the app's general explanation."""
    if state.phase == rules.PLAN and seat in rules.to_act(state):
        mine = problems_zone(seat)
        if gesture.src == mine and gesture.card in state.problems[seat] and gesture.dst in (None, mine):
            return None  # that is the move itself: nothing to explain
        return "now you tackle a Problem: double-click one of your own Problems, then tell your Plan to beat it"
    return None


def describe(state: State, action: Action) -> ActionInfo:
    kind = action.kind
    names = state.names
    acting = rules.to_act(state)
    current = acting[0] if acting else 0
    if kind == rules.A_THEME:
        a, b = action["a"], action["b"]
        seat = _hand_holder(state, a)
        seat = current if seat is None else seat
        return ActionInfo(f"Pitch {word(state, a, THEME)} + {word(state, b, THEME)} ({a} and {b})",
                          Gesture(hand_zone(seat), pitch_zone(seat), a),
                          text_prompt="Pitch your genre mash-up (optional)")
    if kind == rules.A_VOTE:
        return ActionInfo(f"Vote for {rules.pitch_words(state, action['player'])}")
    if kind == rules.A_ROLE:
        return ActionInfo("Write your character role", text_prompt="Your character role", one_line=True)
    if kind == rules.A_RESOURCE:
        card, other = action["card"], action["involves"]
        seat = current
        fresh = "" if other in rules.involved_so_far(state) else " (not yet involved)"
        return ActionInfo(f"Play {label(state, card, RESOURCE)} as a Resource involving {names[other]}{fresh}",
                          Gesture(hand_zone(seat), resources_zone(seat), card),
                          text_prompt=f"Dry-erase note for {word(state, card, RESOURCE)} (optional)",
                          one_line=True)
    if kind == rules.A_PROBLEM:
        card, target = action["card"], action["target"]
        return ActionInfo(f"Give {names[target]} the Problem {label(state, card, PROBLEM)}",
                          Gesture(hand_zone(current), problems_zone(target), card))
    if kind == rules.A_PLAN:
        card = action["problem"]
        return ActionInfo(f"Tackle {label(state, card, PROBLEM)}",
                          Gesture(problems_zone(current), problems_zone(current), card), default=True,
                          text_prompt=f"Your Plan to beat {word(state, card, PROBLEM)}")
    if kind == rules.A_EVALUATE:
        card = action["card"]
        seat = _hand_holder(state, card)
        seat = current if seat is None else seat
        return ActionInfo(f"Evaluate the Plan at {card}", Gesture(hand_zone(seat), EVAL_ZONE, card))
    if kind == rules.A_KEEP:
        plan = state.plan
        median = plan.median if plan is not None and plan.median else ""
        what = label(state, median, RESOURCE) if median else "the median"
        return ActionInfo(f"Keep {what} as a Resource",
                          text_prompt=f"Dry-erase note for {word(state, median, RESOURCE) if median else 'it'} "
                                      "(optional)")
    if kind == rules.A_FLIP:
        plan = state.plan
        chance = plan.median if plan is not None and plan.median else "0"
        return ActionInfo(f"Flip the top card (the Plan needs under {chance})",
                          Gesture(DECK_ZONE, DISCARD_ZONE), default=True)
    if kind == rules.A_LEAD:
        return ActionInfo(f"{names[action['player']]} leads the Climax")
    if kind == rules.A_FRAME:
        return ActionInfo("Frame the Climax", text_prompt="What is the final conflict?")
    if kind == rules.A_BID:
        card = action["card"]
        return ActionInfo(f"Bid {card} for Hero", Gesture(hand_zone(current), BID_ZONE, card),
                          text_prompt="How do you sway the Climax? (optional)")
    if kind == rules.A_FINALE:
        return ActionInfo("Flip the Finale card", Gesture(DECK_ZONE, BID_ZONE), default=True)
    if kind == rules.A_ENDING:
        return ActionInfo("Tell your ending", text_prompt="How does the story end for your character?")
    if kind == rules.A_NOTE:
        card = action["card"]
        holder = state.holder_of_resource(card)
        seat = current if holder is None else holder
        verb = "Edit the note on" if state.note_on(card) else "Write a note on"
        return ActionInfo(f"{verb} {label(state, card, RESOURCE)}",
                          Gesture(resources_zone(seat), resources_zone(seat), card), default=True,
                          text_prompt=f"Dry-erase note for {word(state, card, RESOURCE)}",
                          text_default=state.note_on(card) or "", one_line=True)
    if kind == rules.A_WIPE:
        card = action["card"]
        holder = state.holder_of_resource(card)
        seat = current if holder is None else holder
        return ActionInfo(f"Wipe the note off {label(state, card, RESOURCE)}",
                          Gesture(resources_zone(seat), resources_zone(seat), card))
    return ActionInfo(str(action))
