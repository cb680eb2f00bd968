"""The Snap-fire table: everything face up for the referee, pools around the
Snap-fire card, each move's words and mouse gesture, and the Phase chronicle."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from cardtable.engine.cards import card
from cardtable.engine.i18n import NP_, _, ngettext
from cardtable.engine.kit.tables import face_down, face_up, middle_top
from cardtable.engine.layouts import CAPTION, Block, roomy_scale, seat_order, seats_around
from cardtable.engine.protocol import SEAT_KEY, Action, ActionInfo, Gesture
from cardtable.engine.story import Markdown, bullets, md, paragraphs, quote, writer
from cardtable.engine.view import (ChartData, Layout, SeatView, TableView, ZoneSpec, ZoneView, at_each_start,
                                  standard_card)

from .rules import (
    ACTIONS, BEGIN, BID, BIDDING, CHOOSE, CHOOSING, DIRECTED_POIS, DRAW, END_ORDEAL, END_PHASE, FAIL, FAILURE, OPEN, OVER,
    PASS, PLAY, REFEREE, SET_SIDE, SETUP, SNAP, UNCHOOSE, WAIVE, State, main_seat, parse_npcs, pips, reduced,
    snap_target,
)
from .words import cause_text, end_text, note_text, outcome_help, outcome_word, reading_words, side_word

DECK_ZONE = "deck"
SNAP_ZONE = "snapfire"
DISCARD_ZONE = "discard"

def pool_zone(character: int) -> str:
    return f"pool:{character}"


def view(state: State, viewer: int | None) -> TableView:
    target = state.snap if state.holder is None else None
    zones = [
        face_down(DECK_ZONE, state.draw, label=_("Deck · {count}").format(count=len(state.draw))),
        ZoneView(SNAP_ZONE, (standard_card(target),) if target else (), label=_snap_label(state)),
        face_up(DISCARD_ZONE, state.discard, standard_card, label=_("Discard")),
    ]
    for i, c in enumerate(state.chars):
        mark = " ★" if state.holder == i else ""
        label = (_("{name} · NPC · {side} · {sway} Sway") if c.npc else _("{name} · {side} · {sway} Sway")).format(
            name=f"{c.name}{mark}", side=side_word(c.side), sway=c.sway)
        zones.append(ZoneView(pool_zone(i), tuple(standard_card(x) for x in c.pool),
                              label=label,
                              highlight=(state.phase == BIDDING and state.bidders[state.bid_pos] == i)))
    seats = []
    acting = main_seat(state)
    for s in range(state.count):
        lines = []
        if s == REFEREE:
            lines.append(_("Referee (Yarn-Teller)"))
        for i, c in enumerate(state.chars):
            if c.seat == s:
                flags = _flags(state, i)
                # a player's own character bears her name: it is not said twice
                stands = _("{side}, {sway} Sway").format(side=side_word(c.side), sway=c.sway)
                if flags:
                    stands = _("{stands} ({flags})").format(stands=stands, flags=", ".join(flags))
                lines.append(stands if c.name == state.names[s]
                             else _("{name}: {stands}").format(name=c.name, stands=stands))
        seats.append(SeatView(s, state.names[s], tuple(lines), active=(s == acting)))
    links = ()
    if state.holder is not None and snap_target(state):
        links = ((SNAP_ZONE, pool_zone(state.holder)),)
    headline = (_("Phase {phase} of {count}").format(phase=state.phase_no, count=state.max_phases)
                if state.phase != OVER
                else ngettext("The Ordeal is over after {count} Phase", "The Ordeal is over after {count} Phases",
                              state.phase_no).format(count=state.phase_no))
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
            flags.append(_("to bid"))
        else:
            flags.append(_("no bid") if made[ch] is None else _("bid {amount}").format(amount=made[ch]))
    elif state.phase == ACTIONS and state.holder == ch:
        flags.append(_("Full Action"))
    if ch in state.failed:
        flags.append(_("Snap-Failure"))
    return flags


def _snap_label(state: State) -> str:
    if state.snap is None:
        return _("Snap-fire")
    p = pips(state.snap)
    return _("Snap-fire · {pips} (reduced {reduced})").format(pips=p, reduced=reduced(p, state.rounding))


def hint(state: State, viewer: int | None) -> str:
    ref = state.names[REFEREE]
    if state.phase == OVER:
        return _("The Snap-fire Ordeal is over: {reason}.").format(reason=end_text(state))
    if state.pending:
        ch, cause = state.pending[0]
        return _("Snap-Failure for {name} ({cause}): {referee}, choose what it becomes and write what it "
                 "means.").format(name=state.chars[ch].name, cause=cause_text(state, cause), referee=ref)
    if state.phase == SETUP:
        return _("{referee} (referee): set each character's side, then begin the Ordeal.").format(referee=ref)
    snap = _("Anyone holding a card of the same pips may call Snap (their seat's key, or drag the pool onto the "
             "Snap-fire card) until the Phase ends.")
    if state.phase == CHOOSING:
        return _("{referee} (referee): choose who may bid, then open the bidding. {snap}").format(referee=ref,
                                                                                                  snap=snap)
    if state.phase == BIDDING:
        # addressed to the seat that bids (the referee bids for an NPC)
        ch = state.chars[state.bidders[state.bid_pos]]
        who = state.names[ch.seat]
        if ch.npc or ch.name != who:
            return _("{player}, bid Sway for {name} on the Snap-fire card, or make no bid. {snap}").format(
                player=who, name=ch.name, snap=snap)
        return _("{player}, bid Sway on the Snap-fire card, or make no bid. {snap}").format(player=who, snap=snap)
    if state.holder is not None:
        return _("{referee} (referee): {name} takes the Full Action; everyone else a Half Action. End the Phase "
                 "when the table is done. {snap}").format(referee=ref, name=state.chars[state.holder].name,
                                                          snap=snap)
    return _("{referee} (referee): everyone takes a Half Action. End the Phase when the table is done. "
             "{snap}").format(referee=ref, snap=snap)


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
    cx, cy = width / 2, middle_top(places, seat_order(k, own)[0], block, small, 1.4 + CAPTION)
    zones = [
        ZoneSpec(DECK_ZONE, cx - 2.9, round(cy, 3), "stack", label=_("Deck"), role="draw"),
        ZoneSpec(SNAP_ZONE, cx - 0.5, round(cy, 3), "slot", label=_("Snap-fire"), role="slot"),
        ZoneSpec(DISCARD_ZONE, cx + 1.9, round(cy, 3), "stack", label=_("Discard"), role="discard"),
    ]
    for i, place in places.items():
        seat = i + 1 if i < n_players - 1 else None
        zones.append(ZoneSpec(pool_zone(i), place.x, place.y, "right", extent=fan, seat=seat, scale=place.scale,
                              role="tableau", place=NP_("place", "pool")))
    return Layout(width, height, tuple(zones))


def explain(state: State, seat: int, gesture: Gesture) -> str | None:
    """A seat's snap key that claims nothing: why, character by character."""
    from .rules import snap_refusal

    if gesture.src != SEAT_KEY:
        return None
    mine = [i for i, c in enumerate(state.chars) if c.seat == seat]
    if not mine:
        return _("{name} has no character in this Ordeal").format(name=state.names[seat])
    reasons = [snap_refusal(state, i) for i in mine]
    return "; ".join(dict.fromkeys(r for r in reasons if r)) or None


def describe(state: State, action: Action) -> ActionInfo:
    kind = action.kind
    ch = action.get("character")
    name = state.chars[ch].name if isinstance(ch, int) and 0 <= ch < len(state.chars) else ""
    if kind == SNAP:
        return ActionInfo(_("Snap! ({name})").format(name=name), Gesture(pool_zone(ch), SNAP_ZONE, None))
    if kind == WAIVE:
        # giving up the Snap on this card for the Phase, not a bid
        target = snap_target(state)
        if target:
            return ActionInfo(_("{name}: no Snap on the {card} this Phase").format(name=name, card=card(target).short))
        return ActionInfo(_("{name}: no Snap on this card this Phase").format(name=name))
    if kind == BID:
        return ActionInfo(_("{name}: bid {amount} Sway").format(name=name, amount=action["amount"]))
    if kind == PASS:
        # a bid of nothing: the bidding goes on to the next bidder
        return ActionInfo(_("{name}: no bid").format(name=name))
    if kind == SET_SIDE:
        return ActionInfo(_("Move {name} to the {side} side").format(name=name, side=side_word(action["side"])))
    if kind == BEGIN:
        return ActionInfo(_("Begin the Ordeal"))
    if kind == CHOOSE:
        return ActionInfo(_("Let {name} bid").format(name=name))
    if kind == UNCHOOSE:
        return ActionInfo(_("Take {name} off the bidders").format(name=name))
    if kind == OPEN:
        return ActionInfo(_("Open the bidding"))
    if kind == DRAW:
        return ActionInfo(_("{name} draws a card").format(name=name), Gesture(DECK_ZONE, pool_zone(ch), None))
    if kind == PLAY:
        c = action["card"]
        return ActionInfo(_("{name} plays {card}").format(name=name, card=card(c).short),
                          Gesture(pool_zone(ch), DISCARD_ZONE, c), default=True)
    if kind == FAIL:
        return ActionInfo(_("Snap-Failure for {name}").format(name=name))
    if kind == END_PHASE:
        return ActionInfo(_("End the Phase"))
    if kind == END_ORDEAL:
        return ActionInfo(_("End the Ordeal"))
    if kind == FAILURE:
        o = action["outcome"]
        # a reading made with the bot's words (a hint's) starts the box with them, in the reader's language
        text = action.get("text")
        start = ""
        if isinstance(text, str) and text and state.pending:
            start = reading_words(state, state.pending[0][0], state.pending[0][1], text)
        return ActionInfo(_("Snap-Failure: {outcome}").format(outcome=outcome_word(o)),
                          text_prompt=_("{outcome}: {meaning}. What does it mean here?").format(
                              outcome=outcome_word(o), meaning=outcome_help(o)),
                          text_default=start)
    return ActionInfo(str(action))


def story_sections(state: State, journal: Sequence[Any] = ()) -> list[tuple[str, Markdown]]:
    """The cast, the Phases, the Snap-Failures and the table's narration, as
    :class:`Markdown` in which names, NPCs and players' words are literal."""
    out = []
    cast = []
    for c in state.chars:
        who = _("NPC") if c.npc else _("played by {name}").format(name=state.names[c.seat])
        times = ngettext("{count} time", "{count} times", c.spotlights).format(count=c.spotlights)
        cast.append(md(_("**{name}** ({who}), {side}, {sway} Sway left; in the spotlight {times}."), name=c.name,
                       who=who, side=side_word(c.side), sway=c.sway, times=times))
    mode = _("Yarn-Teller Directed") if state.pois == DIRECTED_POIS else _("Card POIS")
    referee = _("Bidders were chosen by {mode}; the referee was {name}.").format(mode=mode,
                                                                                name=state.names[REFEREE])
    out.append((_("The characters"), paragraphs([bullets(cast), referee])))
    phases: dict[int, list[str]] = {}
    for phase_no, note in state.story:
        phases.setdefault(phase_no, []).append(note_text(state, note))
    body = paragraphs(md(_("**Phase {p}.** {told}"), p=p, told=" ".join(lines))
                      for p, lines in sorted(phases.items()) if p)
    out.append((_("Phase by Phase"), body or Markdown(_("No Snap-fire card was turned."))))
    if state.failures:
        lines = [md(_("Phase {p}: {who} {cause} → **{outcome}**"), p=f.phase_no, who=state.chars[f.character].name,
                    cause=cause_text(state, f.cause), outcome=outcome_word(f.outcome))
                 + (f": {reading_words(state, f.character, f.cause, f.text)}" if f.text else "")
                 for f in state.failures]
        out.append((_("Snap-Failures"), bullets(lines)))
    voices = [quote(e, writer(state.names, e)) for e in journal if str(getattr(e, "text", "")).strip()]
    if voices:
        out.append((_("At the table"), paragraphs(voices)))
    return out  # how it ended is told with the result


def chart(states: Sequence[State]) -> ChartData | None:
    """Each character's Sway at the start of every Phase (and at the end)."""
    if not states:
        return None
    marks = at_each_start(states, lambda st: st.phase_no)
    x = tuple(float(i) for i in range(len(marks)))
    series = tuple((c.name, tuple(float(st.chars[i].sway) for st in marks)) for i, c in enumerate(states[0].chars))
    return ChartData(_("Sway at the start of each Phase"), _("Phase"), _("Sway"), x, series)


def story_pace(state: State) -> str:
    """How long the scene ran: its Phases (one Snap-fire card each)."""
    return ngettext("{count} Phase", "{count} Phases", state.phase_no).format(count=state.phase_no)
