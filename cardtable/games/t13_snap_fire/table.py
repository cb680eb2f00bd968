"""The Snap-fire table: everything face up for the referee, pools around the
Snap-fire card, each move's words and mouse gesture, and the Phase chronicle."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from cardtable.engine.cards import card
from cardtable.engine.layouts import CAPTION, Block, roomy_scale, seat_order, seats_around
from cardtable.engine.protocol import SEAT_KEY, Action, ActionInfo, Gesture
from cardtable.engine.story import Markdown, bullets, md, paragraphs, quote, writer
from cardtable.engine.view import (HIDDEN, ChartData, Layout, SeatView, TableView, ZoneSpec, ZoneView,
                                  at_each_start, standard_card)

from .rules import (
    ACTIONS, BEGIN, BID, BIDDING, CHOOSE, CHOOSING, DIRECTED_POIS, DRAW, END_ORDEAL, END_PHASE, FAIL, FAILURE, OPEN, OVER,
    PASS, PLAY, REFEREE, SET_SIDE, SETUP, SNAP, UNCHOOSE, WAIVE, State, main_seat, parse_npcs, pips, reduced,
    snap_target,
)

DECK_ZONE = "deck"
SNAP_ZONE = "snapfire"
DISCARD_ZONE = "discard"

OUTCOME_HELP = {
    "Obstacle": "the character's blunder leaves a new Obstacle, about as hard as the Snap-fire card",
    "Snag": "the card becomes a Yarn card: a Snag or a Fray in the story",
    "Wound": "an Unsoakable Wound for the character (or one of their Descendants)",
    "Test": "a new Test of one of the character's Facets",
    "Failure": "a specific failure of the thing they were trying",
    "Turn": "the whole story turns aside",
    "Narrative Moment": "a diverting narrative moment",
    "Quest": "a (small) Quest springs from the mistake",
    "Ordeal": "a new Ordeal inside this one",
    "Twisted": "a Twisted failure (for bids that used Twists)",
}


def pool_zone(character: int) -> str:
    return f"pool:{character}"


def view(state: State, viewer: int | None) -> TableView:
    target = state.snap if state.holder is None else None
    zones = [
        ZoneView(DECK_ZONE, (HIDDEN,) * len(state.draw), label=f"Deck · {len(state.draw)}"),
        ZoneView(SNAP_ZONE, (standard_card(target),) if target else (), label=_snap_label(state)),
        ZoneView(DISCARD_ZONE, tuple(standard_card(c) for c in state.discard), label="Discard"),
    ]
    for i, c in enumerate(state.chars):
        tag = "NPC · " if c.npc else ""
        mark = " ★" if state.holder == i else ""
        zones.append(ZoneView(pool_zone(i), tuple(standard_card(x) for x in c.pool),
                              label=f"{c.name}{mark} · {tag}{c.side} · {c.sway} Sway",
                              highlight=(state.phase == BIDDING and state.bidders[state.bid_pos] == i)))
    seats = []
    acting = main_seat(state)
    for s in range(state.count):
        lines = []
        if s == REFEREE:
            lines.append("Referee (Yarn-Teller)")
        for i, c in enumerate(state.chars):
            if c.seat == s:
                flags = _flags(state, i)
                # a player's own character bears her name: it is not said twice
                who = "" if c.name == state.names[s] else f"{c.name}: "
                lines.append(f"{who}{c.side}, {c.sway} Sway" + (f" ({', '.join(flags)})" if flags else ""))
        seats.append(SeatView(s, state.names[s], tuple(lines), active=(s == acting)))
    links = ()
    if state.holder is not None and snap_target(state):
        links = ((SNAP_ZONE, pool_zone(state.holder)),)
    headline = (f"Phase {state.phase_no} of {state.max_phases}" if state.phase != OVER
                else f"The Ordeal is over after {state.phase_no} Phases")
    return TableView(viewer, tuple(zones), tuple(seats), hint=hint(state, viewer), headline=headline, links=links)


def _flags(state: State, ch: int) -> list[str]:
    """Where a character stands in this Phase, from the phase of play: to bid or its
    bid while the bidding runs, the Full Action once it is won, a failure."""
    flags = []
    if state.phase in (SETUP, OVER) or state.snap is None:
        return flags
    if state.phase == BIDDING and ch in state.bidders:
        made = dict(state.bids)
        if ch not in made:
            flags.append("to bid")
        else:
            flags.append("no bid" if made[ch] is None else f"bid {made[ch]}")
    elif state.phase == ACTIONS and state.holder == ch:
        flags.append("Full Action")
    if ch in state.failed:
        flags.append("Snap-Failure")
    return flags


def _snap_label(state: State) -> str:
    if state.snap is None:
        return "Snap-fire"
    p = pips(state.snap)
    return f"Snap-fire · {p} (reduced {reduced(p, state.rounding)})"


def hint(state: State, viewer: int | None) -> str:
    ref = state.names[REFEREE]
    if state.phase == OVER:
        return f"The Snap-fire Ordeal is over: {state.end_reason}."
    if state.pending:
        ch, cause = state.pending[0]
        return (f"Snap-Failure for {state.chars[ch].name} ({cause}): {ref}, choose what it becomes and "
                f"write what it means.")
    if state.phase == SETUP:
        return f"{ref} (referee): set each character's side, then begin the Ordeal."
    snap = "Anyone holding a card of the same pips may call Snap (their seat's key, or drag the pool onto the " \
           "Snap-fire card) until the Phase ends."
    if state.phase == CHOOSING:
        return f"{ref} (referee): choose who may bid, then open the bidding. {snap}"
    if state.phase == BIDDING:
        # addressed to the seat that bids (the referee bids for an NPC)
        ch = state.chars[state.bidders[state.bid_pos]]
        who = state.names[ch.seat]
        lead = f"{who}, bid Sway for {ch.name}" if ch.npc or ch.name != who else f"{who}, bid Sway"
        return f"{lead} on the Snap-fire card, or make no bid. {snap}"
    if state.holder is not None:
        doer = f"{state.chars[state.holder].name} takes the Full Action; everyone else a Half Action"
    else:
        doer = "everyone takes a Half Action"
    return f"{ref} (referee): {doer}. End the Phase when the table is done. {snap}"


def layout(n_players: int, options: Mapping[str, Any], viewer: int | None = None) -> Layout:
    """Every character's pool around the table; the viewer's own
    character's pool (seat ``s`` plays character ``s - 1``; the referee and
    the NPCs have none of their own) large at the bottom, the rest compact;
    deck, Snap-fire card and discard in the middle."""
    try:
        npcs = len(parse_npcs(options.get("npcs", "Foe")))
    except ValueError:
        npcs = 0
    k = max(1, n_players - 1 + npcs)
    own = viewer - 1 if viewer is not None and 1 <= viewer < n_players else None
    fan = 3.0
    width, height = 12.0, 7.4
    # the others' pools grow into the room the table has, the middle kept clear
    block = Block(fan, 1.4, captions=1)
    small = roomy_scale(k, own, width, height, block, 0.7 if k <= 4 else 0.58, 0.85, (6.0, 1.4 + CAPTION))
    places = seats_around(k, own, width, height, block, small, own_scale=1.0)
    top = block.size(small)[1] + 0.1
    bottom = places[seat_order(k, own)[0]].y
    cx, cy = width / 2, top + max(0.0, (bottom - top - 1.4 - CAPTION) / 2)
    zones = [
        ZoneSpec(DECK_ZONE, cx - 2.9, round(cy, 3), "stack", label="Deck", role="draw"),
        ZoneSpec(SNAP_ZONE, cx - 0.5, round(cy, 3), "slot", label="Snap-fire", role="slot"),
        ZoneSpec(DISCARD_ZONE, cx + 1.9, round(cy, 3), "stack", label="Discard", role="discard"),
    ]
    for i, place in places.items():
        seat = i + 1 if i < n_players - 1 else None
        zones.append(ZoneSpec(pool_zone(i), place.x, place.y, "right", extent=fan, seat=seat, scale=place.scale,
                              role="tableau", place="pool"))
    return Layout(width, height, tuple(zones))


def explain(state: State, seat: int, gesture: Gesture) -> str | None:
    """A seat's snap key that claims nothing: why, character by character."""
    from .rules import snap_refusal

    if gesture.src != SEAT_KEY:
        return None
    mine = [i for i, c in enumerate(state.chars) if c.seat == seat]
    if not mine:
        return f"{state.names[seat]} has no character in this Ordeal"
    reasons = [snap_refusal(state, i) for i in mine]
    return "; ".join(dict.fromkeys(r for r in reasons if r)) or None


def describe(state: State, action: Action) -> ActionInfo:
    kind = action.kind
    ch = action.get("character")
    name = state.chars[ch].name if isinstance(ch, int) and 0 <= ch < len(state.chars) else ""
    if kind == SNAP:
        return ActionInfo(f"Snap! ({name})", Gesture(pool_zone(ch), SNAP_ZONE, None))
    if kind == WAIVE:
        # giving up the Snap on this card for the Phase, not a bid
        target = snap_target(state)
        what = f"the {card(target).short}" if target else "this card"
        return ActionInfo(f"{name}: no Snap on {what} this Phase")
    if kind == BID:
        return ActionInfo(f"{name}: bid {action['amount']} Sway")
    if kind == PASS:
        # a bid of nothing: the bidding goes on to the next bidder
        return ActionInfo(f"{name}: no bid")
    if kind == SET_SIDE:
        return ActionInfo(f"Move {name} to the {action['side']} side")
    if kind == BEGIN:
        return ActionInfo("Begin the Ordeal")
    if kind == CHOOSE:
        return ActionInfo(f"Let {name} bid")
    if kind == UNCHOOSE:
        return ActionInfo(f"Take {name} off the bidders")
    if kind == OPEN:
        return ActionInfo("Open the bidding")
    if kind == DRAW:
        return ActionInfo(f"{name} draws a card", Gesture(DECK_ZONE, pool_zone(ch), None))
    if kind == PLAY:
        c = action["card"]
        return ActionInfo(f"{name} plays {card(c).short}", Gesture(pool_zone(ch), DISCARD_ZONE, c), default=True)
    if kind == FAIL:
        return ActionInfo(f"Snap-Failure for {name}")
    if kind == END_PHASE:
        return ActionInfo("End the Phase")
    if kind == END_ORDEAL:
        return ActionInfo("End the Ordeal")
    if kind == FAILURE:
        o = action["outcome"]
        return ActionInfo(f"Snap-Failure: {o}",
                          text_prompt=f"{o}: {OUTCOME_HELP[o]}. What does it mean here?")
    return ActionInfo(str(action))


def story_sections(state: State, journal: Sequence[Any] = ()) -> list[tuple[str, Markdown]]:
    """The cast, the Phases, the Snap-Failures and the table's narration, as
    :class:`Markdown` in which names, NPCs and players' words are literal."""
    out = []
    cast = []
    for c in state.chars:
        who = "NPC" if c.npc else f"played by {state.names[c.seat]}"
        times = f"{c.spotlights} time{'s' if c.spotlights != 1 else ''}"
        cast.append(md("**{name}** ({who}), {side}, {sway} Sway left; in the spotlight {times}.", name=c.name,
                       who=who, side=c.side, sway=c.sway, times=times))
    mode = "Yarn-Teller Directed" if state.pois == DIRECTED_POIS else "Card POIS"
    referee = f"Bidders were chosen by {mode}; the referee was {state.names[REFEREE]}."
    out.append(("The characters", paragraphs([bullets(cast), referee])))
    phases: dict[int, list[str]] = {}
    for phase_no, text in state.story:
        phases.setdefault(phase_no, []).append(text)
    body = paragraphs(md("**Phase {p}.** {told}", p=p, told=" ".join(lines))
                      for p, lines in sorted(phases.items()) if p)
    out.append(("Phase by Phase", body or Markdown("No Snap-fire card was turned.")))
    if state.failures:
        lines = [md("Phase {p}: {who} {cause} → **{outcome}**", p=f.phase_no, who=state.chars[f.character].name,
                    cause=f.cause, outcome=f.outcome) + (f": {f.text}" if f.text else "") for f in state.failures]
        out.append(("Snap-Failures", bullets(lines)))
    voices = [quote(e, writer(state.names, e)) for e in journal if str(getattr(e, "text", "")).strip()]
    if voices:
        out.append(("At the table", paragraphs(voices)))
    return out  # how it ended is told with the result


def chart(states: Sequence[State]) -> ChartData | None:
    """Each character's Sway at the start of every Phase (and at the end)."""
    if not states:
        return None
    marks = at_each_start(states, lambda st: st.phase_no)
    x = tuple(float(i) for i in range(len(marks)))
    series = tuple((c.name, tuple(float(st.chars[i].sway) for st in marks)) for i, c in enumerate(states[0].chars))
    return ChartData("Sway at the start of each Phase", "Phase", "Sway", x, series)


def story_pace(state: State) -> str:
    """How long the scene ran: its Phases (one Snap-fire card each)."""
    return f"{state.phase_no} Phase{'s' if state.phase_no != 1 else ''}"
