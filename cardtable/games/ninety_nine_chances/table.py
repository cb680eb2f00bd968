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

from functools import lru_cache, partial
from typing import Any, Mapping

from cardtable.engine.i18n import NP_, N_, _, language, ngettext
from cardtable.engine.kit.tables import face_down, face_up, hand_spec, hand_view, hand_zone, middle_top, seat_holding
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


def resources_zone(seat: int) -> str:
    return f"resources:{seat}"


def problems_zone(seat: int) -> str:
    return f"problems:{seat}"


def pitch_zone(seat: int) -> str:
    return f"pitch:{seat}"


def _card(state: State, card: str, mode: str = NUMBER, note: str = "") -> CardView:
    return _card_view(state.deck, card, mode, note, language())


@lru_cache(maxsize=4096)
def _card_view(deck: Deck, card: str, mode: str, note: str, words: str) -> CardView:
    """A card shown face up in ``mode`` (views are immutable: each is made
    once per language, ``words``, which its description is in)."""
    return CardView(id=card, face=deck.face(card), face_up=True, rotated=(mode == PROBLEM), note=note,
                    tooltip=deck.label(card, mode))


# --------------------------------------------------------------------------
# view


def view(state: State, viewer: int | None) -> TableView:
    n = state.n
    show = partial(_card, state)
    zones: list[ZoneView] = [
        face_down(DECK_ZONE, state.draw, label=_("Deck · {n}").format(n=len(state.draw))),
        face_up(DISCARD_ZONE, state.discard, show, label=_("Discard")),
        ZoneView(THEME_ZONE, tuple(_card(state, c, THEME) for c in state.theme), label=_("Theme")),
        ZoneView(EVAL_ZONE, _eval_cards(state, viewer), label=_("Evaluations"),
                 highlight=state.phase == rules.EVALUATE),
        ZoneView(BID_ZONE, _bid_cards(state, viewer), label=_bid_label(state),
                 highlight=state.phase == rules.BIDS),
    ]
    acting = set(rules.to_act(state))
    for seat in range(n):
        zones.append(hand_view(seat, state.hands[seat], viewer, show, label=state.names[seat],
                               highlight=seat in acting))
        zones.append(ZoneView(resources_zone(seat),
                              tuple(_card(state, c, RESOURCE, state.note_on(c)) for c in state.resources[seat]),
                              label=_("Resources · {n}").format(n=len(state.resources[seat]))))
        zones.append(ZoneView(problems_zone(seat),
                              tuple(_card(state, c, PROBLEM) for c in state.problems[seat]),
                              label=_("Problems · {n}").format(n=len(state.problems[seat]))))
        pitch = state.pitches[seat] if state.phase in (rules.THEMES, rules.VOTE) else None
        zones.append(ZoneView(pitch_zone(seat),
                              tuple(_card(state, c, THEME) for c in pitch.cards) if pitch else (),
                              label=_("Pitch") if state.phase in (rules.THEMES, rules.VOTE) else ""))
    seats = tuple(SeatView(s, state.names[s], _seat_lines(state, s), active=s in acting) for s in range(n))
    return TableView(viewer, tuple(zones), seats, hint=hint(state, viewer), headline=headline(state))


def _eval_cards(state: State, viewer: int | None) -> tuple[CardView, ...]:
    if state.phase == rules.EVALUATE:
        return tuple(_card(state, state.evals[s]) if s == viewer else HIDDEN
                     for s in state.evaluators if state.evals[s] is not None)
    plan = state.plan
    if plan is not None and state.phase in (rules.KEEP, rules.FLIP):
        return tuple(_card(state, c) for _seat, c in plan.evaluations if c != plan.median)
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
        return _("Bids · Finale {card}").format(card=state.finale)
    return _("Bids")


def _theme_words(state: State) -> str:
    if not state.theme:
        return _("Theme")
    return " + ".join(word(state, c, THEME) for c in state.theme)


def _seat_lines(state: State, seat: int) -> tuple[str, ...]:
    lines = []
    if state.roles[seat]:
        lines.append(_("Role: {role}").format(role=state.roles[seat]))
    lines.append(_("Resources {resources} · Problems {problems}").format(resources=len(state.resources[seat]),
                                                                         problems=len(state.problems[seat])))
    if seat == state.lead:
        lines.append(_("Lead Storyteller"))
    if seat == state.climax_lead:
        lines.append(_("Climax Lead"))
    if state.phase == rules.VOTE and state.votes[seat] is not None:
        lines.append(_("Voted for {name}").format(name=state.names[state.votes[seat]]))
    if seat == state.hero:
        lines.append(_("Hero"))
    elif state.outcomes[seat] == "lost":
        lines.append(_("Bid over the Finale: lost everything"))
    if state.endings[seat] == rules.HAPPY:
        lines.append(_("Happy ending"))
    elif state.endings[seat]:
        lines.append(_("Tragic ending"))
    if seat in state.winners:
        lines.append(_("Winner"))
    return tuple(lines)


def headline(state: State) -> str:
    theme = _theme_words(state) if state.theme else ""
    parts = [theme] if theme else []
    if state.acts > 1 and state.phase not in (rules.THEMES, rules.VOTE, rules.ROLES, rules.RESOURCES):
        parts.append(_("Act {act} of {acts}").format(act=min(state.act, state.acts), acts=state.acts))
    plan = state.plan
    if plan is not None:
        parts.append(_("{name} vs {problem}").format(name=state.names[plan.storyteller],
                                                     problem=word(state, plan.problem, PROBLEM)))
        if plan.median is not None:
            parts.append(_("chance {median}").format(median=plan.median))
    elif state.plans and state.phase == rules.PLAN:
        last = state.plans[-1]
        outcome = _("last flip {card}: success") if last.success else _("last flip {card}: failure")
        parts.append(outcome.format(card=last.flip or "—"))
    if state.finale is not None:
        parts.append(_("Finale {card}").format(card=state.finale))
    if state.phase == rules.OVER:
        parts.append(_("The End"))
    return "  ·  ".join(parts) or "99 Chances"


def hint(state: State, viewer: int | None) -> str:
    phase = state.phase
    names = state.names
    if phase == rules.OVER:
        won = rules.and_list([names[s] for s in state.winners])
        return ngettext("The story is over: {names} wins.", "The story is over: {names} win.",
                        len(state.winners)).format(names=won)
    acting = rules.to_act(state)
    if viewer not in acting:
        waiting = ", ".join(names[s] for s in acting)
        return _("Waiting for {names} ({what}).").format(names=waiting, what=rules.phase_words(state))
    said = _HINTS.get(phase)
    if phase == rules.EVALUATE:
        plan = state.plan
        if plan is not None and plan.storyteller == viewer:
            # the storyteller weighs her own Plan too
            said = _("{you}: how likely is your Plan to work? Drag a Number face down to the evaluations "
                     "(higher = more likely).")
        elif plan is not None:
            said = _("{you}: how likely is {name}'s Plan to work? Drag a Number face down to the evaluations "
                     "(higher = more likely).")
        else:
            said = _("{you}: how likely is the storyteller's Plan to work? Drag a Number face down to the "
                     "evaluations (higher = more likely).")
        return said.format(you=names[viewer], name=names[plan.storyteller] if plan is not None else "")
    if phase == rules.DENOUEMENT:
        said = (_("{you}: tell your happy ending.") if state.endings[viewer] == rules.HAPPY
                else _("{you}: tell your tragic ending."))
        return said.format(you=names[viewer])
    return _(said).format(you=names[viewer]) if said else ""


# the hint for the seat to act in each phase (the others: see hint)
_HINTS = {
    rules.THEMES: N_("{you}: drag a card to your pitch spot and pick a second one: your two-genre theme pitch."),
    rules.VOTE: N_("{you}: vote for the theme you want. Without a unanimous vote the lowest-numbered card wins."),
    rules.ROLES: N_("{you}: write your character role (you may leave it for later)."),
    rules.RESOURCES: N_("{you}: drag a card to your Resources and name the player it involves; "
                        "a dry-erase note is optional."),
    rules.TROUBLE: N_("{you}: drag a card onto the Problems of a player who has none yet."),
    rules.PLAN: N_("{you}: double-click one of your Problems to tackle it, then tell your Plan to beat it."),
    rules.KEEP: N_("{you}: your card is the median. Keep it as a Resource; a dry-erase note is optional."),
    rules.FLIP: N_("{you}: flip the top card of the deck (double-click the deck). Under the median, you succeed."),
    rules.CLIMAX_LEAD: N_("{you}: choose the Climax Lead among the players tied for most Resources."),
    rules.FRAME: N_("{you}: frame the final conflict of the story."),
    rules.BIDS: N_("{you}: say how you sway the Climax and drag a bid face down. Closest under the Finale is the "
                   "Hero; over it loses every Resource."),
    rules.FINALE: N_("{you}: flip the Finale card (double-click the deck)."),
}


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
    ox, oy = width / 2, middle_top(places, seat_order(n_players, viewer)[0], BLOCK, small, mid_h)

    def mid(dx: float, dy: float, captions: int = 0) -> tuple[float, float]:
        return round(ox + dx * MIDDLE, 3), round(oy + dy * MIDDLE + captions * CAPTION, 3)

    zones = [
        ZoneSpec(DECK_ZONE, *mid(-4.3, 0), "stack", label=_("Deck"), scale=MIDDLE, role="draw"),
        ZoneSpec(DISCARD_ZONE, *mid(-3.1, 0), "stack", label=_("Discard"), scale=MIDDLE, role="discard"),
        ZoneSpec(THEME_ZONE, *mid(-1.7, 0), "right", extent=2.2, label=_("Theme"), scale=MIDDLE, role="pool"),
        ZoneSpec(EVAL_ZONE, *mid(-4.3, 1.4, 1), "right", extent=4.0, label=_("Evaluations"), scale=MIDDLE,
                 role="pool"),
        ZoneSpec(BID_ZONE, *mid(0.5, 1.4, 1), "right", extent=3.8, label=_("Bids"), scale=MIDDLE, role="bids"),
    ]
    for seat, place in places.items():
        k = place.scale
        zones.append(ZoneSpec(resources_zone(seat), *place.at(0, 0), "right", extent=3.3, label=_("Resources"),
                              seat=seat, scale=k, role="tableau", place=NP_("place", "resources")))
        zones.append(ZoneSpec(problems_zone(seat), *place.at(3.5, 0), "right", extent=2.3, label=_("Problems"),
                              seat=seat, scale=k, role="tableau", place=NP_("place", "problems")))
        zones.append(hand_spec(seat, *place.at(0, ROW, 1), 3.3, k))
        zones.append(ZoneSpec(pitch_zone(seat), *place.at(3.5, ROW, 1), "right", extent=2.0, label=_("Pitch"),
                              seat=seat, scale=k, role="bids", place=NP_("place", "pitch")))
    return Layout(width, height, tuple(zones))


# --------------------------------------------------------------------------
# how moves are made


def explain(state: State, seat: int, gesture: Gesture) -> str | None:
    """Why a drag (or a double-click, ``dst=None``) makes no move, in the
    words of the rules; None leaves it to the app's general explanation."""
    if state.phase == rules.PLAN and seat in rules.to_act(state):
        mine = problems_zone(seat)
        if gesture.src == mine and gesture.card in state.problems[seat] and gesture.dst in (None, mine):
            return None  # that is the move itself: nothing to explain
        return _("now you tackle a Problem: double-click one of your own Problems, then tell your Plan to beat it")
    return None


def describe(state: State, action: Action) -> ActionInfo:
    kind = action.kind
    names = state.names
    acting = rules.to_act(state)
    current = acting[0] if acting else 0
    if kind == rules.A_THEME:
        a, b = action["a"], action["b"]
        seat = seat_holding(state.hands, a)
        seat = current if seat is None else seat
        return ActionInfo(_("Pitch {a_word} + {b_word} ({a} and {b})").format(
                              a_word=word(state, a, THEME), b_word=word(state, b, THEME), a=a, b=b),
                          Gesture(hand_zone(seat), pitch_zone(seat), a),
                          text_prompt=_("Pitch your genre mash-up (optional)"))
    if kind == rules.A_VOTE:
        return ActionInfo(_("Vote for {pitch}").format(pitch=rules.pitch_words(state, action["player"])))
    if kind == rules.A_ROLE:
        return ActionInfo(_("Write your character role"), text_prompt=_("Your character role"), one_line=True)
    if kind == rules.A_RESOURCE:
        card, other = action["card"], action["involves"]
        seat = current
        if other in rules.involved_so_far(state):
            said = _("Play {card} as a Resource involving {name}")
        else:
            said = _("Play {card} as a Resource involving {name} (not yet involved)")
        return ActionInfo(said.format(card=label(state, card, RESOURCE), name=names[other]),
                          Gesture(hand_zone(seat), resources_zone(seat), card),
                          text_prompt=_("Dry-erase note for {word} (optional)").format(word=word(state, card, RESOURCE)),
                          one_line=True)
    if kind == rules.A_PROBLEM:
        card, target = action["card"], action["target"]
        return ActionInfo(_("Give {name} the Problem {card}").format(name=names[target],
                                                                    card=label(state, card, PROBLEM)),
                          Gesture(hand_zone(current), problems_zone(target), card))
    if kind == rules.A_PLAN:
        card = action["problem"]
        return ActionInfo(_("Tackle {card}").format(card=label(state, card, PROBLEM)),
                          Gesture(problems_zone(current), problems_zone(current), card), default=True,
                          text_prompt=_("Your Plan to beat {word}").format(word=word(state, card, PROBLEM)))
    if kind == rules.A_EVALUATE:
        card = action["card"]
        seat = seat_holding(state.hands, card)
        seat = current if seat is None else seat
        return ActionInfo(_("Evaluate the Plan at {card}").format(card=card), Gesture(hand_zone(seat), EVAL_ZONE, card))
    if kind == rules.A_KEEP:
        plan = state.plan
        median = plan.median if plan is not None and plan.median else ""
        if median:
            return ActionInfo(_("Keep {card} as a Resource").format(card=label(state, median, RESOURCE)),
                              text_prompt=_("Dry-erase note for {word} (optional)").format(
                                  word=word(state, median, RESOURCE)), one_line=True)
        return ActionInfo(_("Keep the median as a Resource"), text_prompt=_("Dry-erase note for it (optional)"),
                          one_line=True)  # a note like every other: one line on the card
    if kind == rules.A_FLIP:
        plan = state.plan
        chance = plan.median if plan is not None and plan.median else "0"
        return ActionInfo(_("Flip the top card (the Plan needs under {chance})").format(chance=chance),
                          Gesture(DECK_ZONE, DISCARD_ZONE), default=True)
    if kind == rules.A_LEAD:
        return ActionInfo(_("{name} leads the Climax").format(name=names[action["player"]]))
    if kind == rules.A_FRAME:
        return ActionInfo(_("Frame the Climax"), text_prompt=_("What is the final conflict?"))
    if kind == rules.A_BID:
        card = action["card"]
        return ActionInfo(_("Bid {card} for Hero").format(card=card), Gesture(hand_zone(current), BID_ZONE, card),
                          text_prompt=_("How do you sway the Climax? (optional)"))
    if kind == rules.A_FINALE:
        return ActionInfo(_("Flip the Finale card"), Gesture(DECK_ZONE, BID_ZONE), default=True)
    if kind == rules.A_ENDING:
        return ActionInfo(_("Tell your ending"), text_prompt=_("How does the story end for your character?"))
    if kind == rules.A_NOTE:
        card = action["card"]
        holder = state.holder_of_resource(card)
        seat = current if holder is None else holder
        said = _("Edit the note on {card}") if state.note_on(card) else _("Write a note on {card}")
        return ActionInfo(said.format(card=label(state, card, RESOURCE)),
                          Gesture(resources_zone(seat), resources_zone(seat), card), default=True,
                          text_prompt=_("Dry-erase note for {word}").format(word=word(state, card, RESOURCE)),
                          text_default=state.note_on(card) or "", one_line=True)
    if kind == rules.A_WIPE:
        card = action["card"]
        holder = state.holder_of_resource(card)
        seat = current if holder is None else holder
        return ActionInfo(_("Wipe the note off {card}").format(card=label(state, card, RESOURCE)),
                          Gesture(resources_zone(seat), resources_zone(seat), card))
    return ActionInfo(str(action))
