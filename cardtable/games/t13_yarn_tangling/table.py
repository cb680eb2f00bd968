"""What each seat sees of a Yarn-Tangling table, where the zones sit, how
each move is made with the mouse, and the tangled history for the summary."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from cardtable.engine.cards import SUIT_SYMBOLS, card
from cardtable.engine.i18n import NP_, N_, _, ngettext
from cardtable.engine.kit.tables import face_down, face_up, hand_spec, hand_view, hand_zone, middle_top
from cardtable.engine.layouts import CAPTION, Block, roomy_scale, seat_order, seats_around
from cardtable.engine.protocol import Action, ActionInfo, Gesture, why_not
from cardtable.engine.story import Markdown, bullets, md, paragraphs, quote, writer
from cardtable.engine.view import ChartData, Layout, SeatView, TableView, ZoneSpec, at_each_start, standard_card
from cardtable.games.t13_common.cardtext import SUIT_ORDER, name_list, shorts, suit_name, suit_theme

from .rules import (
    BUSTED, DEFEND_DISCARD, DEFEND_DRAW, DISCARD, DRAW, FROM_DECK, FROM_DISCARD, IDLE, IN, KNOCK, OUT,
    OVER, PROPOSE, PROPOSING, TURN, State, actor, apply, pool_pips, suited_count, to_act,
)
from .words import attack_why, how_word, proposal_words, round_note

DECK_ZONE = "deck"
DISCARD_ZONE = "discard"


def psych_zone(seat: int) -> str:
    return f"psych:{seat}"


_STATUS_WORDS = {IN: N_("In the round"), OUT: N_("Knocked out this round"), IDLE: N_("Sitting out (no Yarn)"),
                 BUSTED: N_("Bust: out of the Ordeal")}


def _status_text(state: State, seat: int) -> str:
    return _(_STATUS_WORDS[state.status[seat]])


def view(state: State, viewer: int | None) -> TableView:
    n = state.count
    acting = actor(state)
    zones = [
        face_down(DECK_ZONE, state.draw, label=_("Deck · {count}").format(count=len(state.draw))),
        face_up(DISCARD_ZONE, state.discard, standard_card, label=_("Discard")),
    ]
    for seat in range(n):
        hand = state.hands[seat]
        label = state.names[seat]
        if seat == viewer and hand:
            label = _("{name} · {suited} suited, {pips} pips").format(name=label, suited=suited_count(hand),
                                                                     pips=pool_pips(hand))
        zones.append(hand_view(seat, hand, viewer, standard_card, label=label, highlight=(seat == acting)))
        zones.append(face_up(psych_zone(seat), state.psych[seat], standard_card, label=_("Psych Attack")))
    seats = []
    for seat in range(n):
        suits = "".join(SUIT_SYMBOLS[s] for s in SUIT_ORDER if s in state.won[seat]) or _("none yet")
        lines = [_("Yarn: {count}").format(count=state.yarn[seat]), _("Suits won: {suits}").format(suits=suits),
                 _status_text(state, seat)]
        if state.phase == PROPOSING and state.status[seat] == IN:
            lines.append(_("Proposal written") if state.proposals[seat] is not None else _("Writing a proposal…"))
        seats.append(SeatView(seat, state.names[seat], tuple(lines),
                              active=seat in _acting_seats(state),
                              out=state.status[seat] in (BUSTED, IDLE, OUT)))
    headline = (_("Round {round} · Phase {phase} · Pot {pot} Yarn").format(round=state.round_no,
                                                                         phase=state.phase_no, pot=state.pot)
                if state.phase != OVER else _("The Ordeal is over"))
    links = ()
    if state.challenger is not None and state.defender is not None:
        links = ((hand_zone(state.challenger), hand_zone(state.defender)),)
    return TableView(viewer, tuple(zones), tuple(seats), hint=hint(state, viewer), headline=headline,
                     links=links)


def _acting_seats(state: State) -> tuple[int, ...]:
    return to_act(state)


def hint(state: State, viewer: int | None) -> str:
    if state.phase == OVER:
        return _("The Ordeal is over: {names}.").format(names=name_list(state.names[s] for s in state.winners))
    if state.phase == PROPOSING:
        waiting = [s for s in state.in_round() if state.proposals[s] is None]
        if viewer in waiting:
            return _("{name}, write the retcon you will argue for this round (Clubs: what happened, Hearts: the "
                     "lies, Diamonds: the art, Spades: what people remember). It may be left empty.").format(
                         name=state.names[viewer])
        return _("Waiting for proposals from {names}.").format(names=name_list(state.names[s] for s in waiting))
    who = actor(state)
    name = state.names[who] if who is not None else ""
    if viewer != who:
        if state.phase in (DEFEND_DRAW, DEFEND_DISCARD):
            return _("{name} was challenged by {challenger} and draws and discards once.").format(
                name=name, challenger=state.names[state.challenger])
        return _("{name}'s turn.").format(name=name)
    if state.phase == TURN:
        return _("Your turn, {name}: drag the deck or the discard pile to your pool to draw, or drag from your "
                 "pool onto another Yarn-Teller's pool to challenge them to a Knock-Out.").format(name=name)
    if state.phase == DEFEND_DRAW:
        return _("{challenger} challenged you, {name}: draw once (deck or discard) before the reveal.").format(
            challenger=state.names[state.challenger], name=name)
    return _("{name}: discard one card face up (drag it to the discard pile or double-click it).").format(name=name)


def layout(n_players: int, options: Mapping[str, Any], viewer: int | None = None) -> Layout:
    """The viewer's hand large along the bottom with their psych-out pile
    above it; the others' compact hands (psych-out pile toward the middle)
    around the top and sides; the deck and discard in the middle."""
    fan = 3.2
    row = 1.4  # the second row's offset, below the first row's caption
    block = Block(fan, row + 1.4, captions=2)
    own = Block(4.2, block.height, captions=2)
    width, height = 12.0, 7.6
    # the others' blocks grow into the room the table has, the middle kept clear
    small = roomy_scale(n_players, viewer, width, height, block, 0.6 if n_players <= 4 else 0.5, 0.85,
                        (2.8, 1.4 + CAPTION), own)
    places = seats_around(n_players, viewer, width, height, block, small, own)
    bottom_seat = seat_order(n_players, viewer)[0]
    oy = middle_top(places, bottom_seat, block, small, 1.4 + CAPTION)
    zones = [
        ZoneSpec(DECK_ZONE, width / 2 - 1.3, round(oy, 3), "stack", label=_("Deck"), role="draw"),
        ZoneSpec(DISCARD_ZONE, width / 2 + 0.3, round(oy, 3), "stack", label=_("Discard"), role="discard"),
    ]
    for seat, place in places.items():
        hand_at, psych_at = ((row, 1), (0.0, 0)) if seat == bottom_seat else ((0.0, 0), (row, 1))
        zones.append(hand_spec(seat, *place.at(0, *hand_at), 4.2 if seat == viewer else fan, place.scale))
        zones.append(ZoneSpec(psych_zone(seat), *place.at(0.4, *psych_at), "right", extent=1.8, seat=seat,
                              scale=place.scale, label=_("Psych Attack"), role="tableau", place=NP_("place", "psych")))
    return Layout(width, height, tuple(zones))


def describe(state: State, action: Action) -> ActionInfo:
    seat = actor(state)
    me = hand_zone(seat) if seat is not None else ""
    if action.kind == PROPOSE:
        # a proposal made with the bot's words (a hint's) starts the box with them, in the reader's language
        text = action.get("text")
        return ActionInfo(_("Write your proposal"), text_prompt=_(
            "The retcon you argue for this round. If you win the round it becomes canon for the suit you win "
            "in (Clubs: what happened · Hearts: the lies · Diamonds: the art · Spades: what people remember)."),
            text_default=proposal_words(state, text) if isinstance(text, str) else "")
    if action.kind == DRAW:
        if action.get("source") == FROM_DECK:
            return ActionInfo(_("Draw from the deck"), Gesture(DECK_ZONE, me), default=True)
        top = state.discard[-1] if state.discard else None
        label = (_("Take {card} from the discard pile").format(card=card(top).short) if top
                 else _("Take from the discard pile"))
        return ActionInfo(label, Gesture(DISCARD_ZONE, me, top), default=True)
    if action.kind == DISCARD:
        c = action["card"]
        return ActionInfo(_("Discard {card}").format(card=card(c).short), Gesture(me, DISCARD_ZONE, c), default=True)
    if action.kind == KNOCK:
        t = action["target"]
        return ActionInfo(_("Challenge {name} to a Knock-Out").format(name=state.names[t]),
                          Gesture(me, hand_zone(t), None))
    return ActionInfo(str(action))


def _seat_of(zone: str) -> int | None:
    """The seat a per-seat zone (``hand:2``) belongs to; None for the piles."""
    _head, _colon, tail = zone.partition(":")
    return int(tail) if tail.isdigit() else None


def explain(state: State, seat: int, gesture: Gesture) -> str | None:
    """Why a drag (or a double-click, ``dst=None``) makes no move, in the
    words of the rules; None leaves it to the app's general explanation.

    A draw takes the deck's top card or the discard pile's top card into
    your own pool; a discard puts a pool card face up on the discard pile;
    a Knock-Out drags your pool onto another Yarn-Teller's pool, instead of
    drawing. The rules' own refusal comes first (proposals are still being
    written, you have already drawn, you must draw first), then where the
    card would have to go."""
    if state.phase == OVER:
        return None
    src, dst, c = gesture.src, gesture.dst, gesture.card
    me = hand_zone(seat)
    challenger = state.names[state.challenger] if state.challenger is not None else _("a Yarn-Teller")
    if src in (DECK_ZONE, DISCARD_ZONE):
        source = FROM_DECK if src == DECK_ZONE else FROM_DISCARD
        why = why_not(apply, state, seat, Action.of(DRAW, source=source))
        if why:
            return why
        top = state.discard[-1] if state.discard else None
        if src == DISCARD_ZONE and c is not None and top is not None and c != top:
            return _("only the top card of the discard pile ({card}) can be taken").format(card=card(top).short)
        if dst not in (None, me):
            return _("a card you draw goes into your own Yarn-Tangle Pool")
        return None
    owner = _seat_of(src)
    if src.startswith("psych:"):
        return _("a Psych Attack lies face up for the referee until the round is over: its cards are out of play")
    if owner is not None and owner != seat and 0 <= owner < state.count:
        return _("the cards in {name}'s Yarn-Tangle Pool are theirs to play").format(name=state.names[owner])
    if src != me:
        return None
    target = _seat_of(dst) if dst is not None else None  # another's pool (or Psych Attack): a challenge
    if target is not None and target != seat and 0 <= target < state.count:
        if state.phase == DEFEND_DRAW:
            return _("{name} challenged you: draw once (the deck or the discard pile) before the reveal").format(
                name=challenger)
        if state.phase == DEFEND_DISCARD:
            return _("{name} challenged you: discard a card before both pools are shown").format(name=challenger)
        why = why_not(apply, state, seat, Action.of(KNOCK, target=target))
        if why is None and dst != hand_zone(target):
            return _("to challenge {name}, drag your pool onto their Yarn-Tangle Pool").format(name=state.names[target])
        return why
    if dst == me:
        return None
    why = why_not(apply, state, seat, Action.of(DISCARD, card=c)) if c is not None else None
    if why or dst in (None, DISCARD_ZONE):
        return why
    return _("a card from your pool goes face up onto the discard pile; to challenge a Yarn-Teller to a "
             "Knock-Out, drag your pool onto theirs instead of drawing")


# -- the story summary -------------------------------------------------------------

_SUIT_HEADINGS = {
    "C": N_("Clubs — what really happened"),
    "H": N_("Hearts — the lies told about it"),
    "D": N_("Diamonds — the art it left behind"),
    "S": N_("Spades — what people remember"),
}


def story_sections(state: State, journal: Sequence[Any] = ()) -> list[tuple[str, Markdown]]:
    """Each suit's tangled history, how the tangle was fought and the voices
    at the table, as :class:`Markdown` in which names and players' words
    (their versions of history, their narration) are literal."""
    out: list[tuple[str, Markdown]] = []
    for suit in SUIT_ORDER:
        entries = [e for e in state.canon if e.suit == suit]
        if not entries:
            body = md(_("Nobody took hold of {suit}: {theme} stays unsettled."), suit=suit_name(suit),
                      theme=suit_theme(suit))
        else:
            parts = []
            for i, e in enumerate(entries):
                who = state.names[e.seat]
                claim = (_("“{text}”").format(text=" ".join(proposal_words(state, e.text).split())) if e.text
                         else _("a version nobody wrote down"))
                values = dict(round=e.round_no, name=who, how=how_word(e.how), claim=claim)
                if i == 0:
                    parts.append(_("In round {round}, {name} made it so ({how}): {claim}").format(**values))
                else:
                    parts.append(_("Then in round {round} {name} tangled it further ({how}), and the earlier "
                                   "version had to make room for theirs: {claim}").format(**values))
            body = paragraphs(parts)
        out.append((_(_SUIT_HEADINGS[suit]), body))
    blocks: list[Any] = [bullets(round_note(state, note) for note in state.round_notes)]
    if state.attacks:
        blocks.append(_("Psych Attacks for the referee:"))
        blocks.append(bullets(_("Round {round}, {name} ({why}): {cards}").format(
            round=a.round_no, name=state.names[a.seat], why=attack_why(state, a), cards=shorts(a.cards))
            for a in state.attacks))
    # how it ended and who won: the summary's outcome tells it, once
    standing = []
    for i, name in enumerate(state.names):
        suits = ", ".join(suit_name(s) for s in state.won[i]) or _("no suits")
        values = dict(name=name, suits=suits, yarn=state.yarn[i])
        standing.append((_("{name}: {suits}; {yarn} Yarn left (Bust)") if state.status[i] == BUSTED
                         else _("{name}: {suits}; {yarn} Yarn left")).format(**values))
    blocks.append(bullets(standing))
    out.append((_("How the tangle was fought"), paragraphs(blocks)))
    voices = [quote(e, writer(state.names, e)) for e in journal if str(getattr(e, "text", "")).strip()]
    if voices:
        out.append((_("Voices from the tangle"), paragraphs(voices)))
    return out


def chart(states: Sequence[State]) -> ChartData | None:
    """Each Yarn-Teller's Yarn at the start of every round (and at the end)."""
    if not states:
        return None
    marks = at_each_start(states, lambda st: st.round_no)
    x = tuple(float(i) for i in range(len(marks)))
    series = tuple((name, tuple(float(st.yarn[i]) for st in marks)) for i, name in enumerate(states[0].names))
    return ChartData(_("Yarn at the start of each round"), _("Round"), _("Yarn"), x, series)


def story_pace(state: State) -> str:
    """How long the Ordeal ran: its rounds (each a game of "31")."""
    return ngettext("{count} round", "{count} rounds", state.round_no).format(count=state.round_no)
