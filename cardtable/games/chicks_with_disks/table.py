"""What the table shows of a Chicks With Disks game, where the zones sit, and
how each move is made with the mouse.

Nothing is private: every player sees the same table. Face-down grid cards
and the deck are still unknown to everyone, so they are drawn as ``HIDDEN``.
"""

from __future__ import annotations

from typing import Any, Mapping

import attrs

from cardtable.engine.cards import SUIT_SYMBOLS, SUITS, card, standard_face
from cardtable.engine.i18n import NP_, N_, _, ngettext
from cardtable.engine.kit.tables import face_down
from cardtable.engine.protocol import Action, ActionInfo, Gesture
from cardtable.engine.view import HIDDEN, CardView, Layout, SeatView, TableView, ZoneSpec, ZoneView, standard_card

from . import prompts
from .grid import CENTRE, COLS, ROWS, SLOTS, col_row, parse_slot, slot_name, slot_zone
from .rules import (CHOOSE, CONCEDE, DEAL, DEAL_CARD, DEAL_GRID, DOWNGRADE, DRAW, DRAW_FIRST, DUEL_BID,
                    DUEL_DOWNGRADE, DUEL_DRAW, DUEL_DRAW_ACTION, DUEL_UPGRADE, ENTER, EVADE, EVADE_FLIP,
                    EVADE_MOVE, FIRST_DRAW, FLIP, MODIFIER, MOVE, OVER, PASS, RAID, RAID_DRAW,
                    RAID_MOVE, RAID_REWARD, RAID_TARGET, REWARD, SHEET, SHEET_DONE, SHEET_LABELS, SHEETS,
                    TARGET, UPGRADE, UPPER_HAND, State, actor, duel_totals, hero, legal_actions, name, standing,
                    value_of)
from .words import LEVEL_NAMES, and_names, level_name, sheet_words, suit_name

DECK_ZONE = "deck"
DISCARD_ZONE = "discard"
FIRST_ZONE = "first-draw"
SEAT_COLOURS = ("#d32f2f", "#1976d2", "#388e3c", "#8e24aa")
DISK_COLOUR = "#f9a825"


def home_zone(seat: int) -> str:
    return f"home:{seat}"


def token_id(seat: int) -> str:
    return f"token:{seat}"


def _initials(text: str) -> str:
    """A name's initials: the first letter (or the number) of each word;
    quotes, apostrophes and other marks are not letters of a name."""
    out = ""
    for word in text.split():
        if word.isdigit():
            out += word
            continue
        first = next((ch for ch in word if ch.isalnum()), "")
        out += first.upper()
    return out[:3] or "?"


def place_name(i: int) -> str:
    """A grid slot as the table labels it: its column:row, or the Centre."""
    return _("the Centre") if i == CENTRE else slot_name(i)


def _initial(state: State, seat: int) -> str:
    """Short token label: the character's (or player's) initials, made unique."""
    mine = _initials(hero(state, seat))
    others = [_initials(hero(state, s)) for s in range(state.n) if s != seat]
    return mine if mine not in others else f"{mine[:2]}{seat + 1}"


def token_view(state: State, seat: int) -> CardView:
    return CardView(id=token_id(seat), face=None, kind="token", label=_initial(state, seat),
                    colour=SEAT_COLOURS[seat % len(SEAT_COLOURS)],
                    tooltip=_("{name}'s token ({heroine})").format(name=name(state, seat),
                                                                     heroine=hero(state, seat)))


# The Disk's token; its words are marked here and translated in disk_view().
DISK_VIEW = CardView(id="disk", face=None, kind="token", shape="ring", label=N_("Disk"), colour=DISK_COLOUR,
                     tooltip=N_("The Disk"))


def disk_view() -> CardView:
    """The Disk's token, in the reader's language."""
    return attrs.evolve(DISK_VIEW, label=_(DISK_VIEW.label), tooltip=_(DISK_VIEW.tooltip))


def token_place(state: State, seat: int) -> int | None:
    """The room the table shows ``seat``'s token on: where it stands, except
    halfway through an Evade, when it is still shown on the room it set out
    from: it only passes over the room it slips past and never stops there,
    so it is not shown among the tokens that stand on it."""
    if state.phase == EVADE_MOVE and seat == actor(state) and state.origin is not None:
        return state.origin
    return state.pos[seat] if state.pos else None


def _grid_card(state: State, i: int) -> tuple[CardView, ...]:
    c = state.grid[i]
    if c is None:
        return ()
    if state.face_up[i]:
        return (standard_card(c),)
    return (HIDDEN,)


def view(state: State, viewer: int | None) -> TableView:
    n = state.n
    zones = []
    who = actor(state) if state.phase != OVER else None
    for i in range(SLOTS):
        cards = list(_grid_card(state, i))
        for s in range(n):
            if state.pos and token_place(state, s) == i:
                cards.append(token_view(state, s))
                if state.disk == s:
                    cards.append(disk_view())
        here = who is not None and token_place(state, who) == i
        zones.append(ZoneView(slot_zone(i), tuple(cards), label=_("Centre") if i == CENTRE else "",
                              highlight=here))
    zones.append(face_down(DECK_ZONE, state.draw, label=_("Deck ({count})").format(count=len(state.draw))))
    # a card just drawn for a raid or a duel lies face up beside the pile
    # until the next move, and a Duel's two cards until the Duel is decided
    # (they are counted in the discard, which stays face down)
    lying = _lying_face_up(state)
    piled = len(state.discard) - len(lying)  # the caption counts what lies in the pile
    zones.append(ZoneView(DISCARD_ZONE, (HIDDEN,) * piled, label=_("Discard ({count})").format(count=piled)))
    if state.first_draws:
        drawn = state.first_draws
        label = _("Draw for first player") if state.phase == FIRST_DRAW else _("Drawn for first player")
    elif state.phase == DUEL_BID:
        drawn, label = lying, _("Duel cards")
    else:
        drawn, label = lying, _("Just drawn")
    zones.append(ZoneView(FIRST_ZONE, tuple(CardView(id=c, face=standard_face(c), note=name(state, s))
                                            for s, c in drawn if c), label=label))
    for s in range(n):
        cards = (token_view(state, s),) if state.pos[s] is None else ()
        zones.append(ZoneView(home_zone(s), cards, label=_("{name} · {points}").format(
                                  name=name(state, s), points=_points(state.mission[s])),
                              highlight=(who == s)))
    seats = tuple(SeatView(s, name(state, s), seat_lines(state, s), active=(who == s)) for s in range(n))
    links = tuple((slot_zone(a), slot_zone(b)) for a, b in state.links_used)
    return TableView(viewer, tuple(zones), seats, hint=hint(state), headline=headline(state), links=links)


def face_down_cards(state: State) -> dict[str, tuple[CardView, ...]]:
    """The rooms nobody has turned yet, by their slot, face up: how the
    replay with every card open shows the grid."""
    return {slot_zone(i): (standard_card(c),) for i, c in enumerate(state.grid)
            if c is not None and not state.face_up[i]}


def _lying_face_up(state: State) -> tuple[tuple[int, str], ...]:
    """(seat, card) of the cards lying face up beside the discard pile: those
    the last move drew and, while a Duel is fought out, its two cards, so
    whoever must pass, play an Upper Hand or concede sees what decides it."""
    lying = list(state.just_drawn)
    duel = state.duel
    if state.phase == DUEL_BID and duel is not None:
        known = {c for _unused, c in lying}
        lying += [(s, c) for s, c in zip((duel.attacker, duel.defender), duel.cards) if c and c not in known]
    return tuple(lying)


def _points(n: int) -> str:
    """Mission Points as a seat's caption on the table shows them (short:
    the caption sits under one card; the players list spells them out)."""
    return _("{count} MP").format(count=n)


def seat_lines(state: State, seat: int) -> tuple[str, ...]:
    lines = []
    if hero(state, seat) != name(state, seat):
        lines.append(_("Playing {heroine}").format(heroine=hero(state, seat)))
    if state.rows:
        lines.append(_("Rank row {row}").format(row=state.rows[seat]))
        order = sorted(range(4), key=lambda i: -state.ranks[seat][i])
        for i in order:
            suit = SUITS[i]
            lv = state.ranks[seat][i]
            lines.append(_("{symbol} {suit}: {level} ({modifier}) — {theme}").format(
                symbol=SUIT_SYMBOLS[suit], suit=suit_name(suit), level=level_name(lv),
                modifier=f"{MODIFIER[lv]:+d}", theme=_(prompts.SHORT_THEME[suit])))
    lines.append(_("Mission Points: {count}").format(count=state.mission[seat]))
    held = [_("{count} over {name}").format(count=k, name=name(state, o)) for o, k in enumerate(state.upper[seat]) if k]
    lines.append(_("Upper Hands: {held}").format(held=", ".join(held)) if held else _("Upper Hands: none"))
    if state.disk == seat:
        lines.append(_("Holds the Disk"))
    pos = token_place(state, seat)
    lines.append(_("Not in the complex yet") if pos is None else _("Token at {place}").format(place=place_name(pos)))
    sheet = state.sheets[seat]
    for field, text in zip(("power", "motifs", "bane"), sheet[1:]):
        if text:
            lines.append(_("{label}: {text}").format(label=_(SHEET_LABELS[field]), text=sheet_words(text)))
    return tuple(lines)


def headline(state: State) -> str:
    if state.phase == OVER:
        names = and_names(name(state, s) for s in state.winners)
        if state.end_reason == "escape":
            return _("{names} won — escaped with the Disk").format(names=names)
        return ngettext("{names} won on the round limit", "{names} won on the round limit",
                        len(state.winners)).format(names=names)
    if state.phase in (DUEL_BID,):
        d = state.duel
        ta, td = duel_totals(state)
        return _("Duel: {attacker} {attacker_total} – {defender} {defender_total}").format(
            attacker=name(state, d.attacker), attacker_total=ta, defender=name(state, d.defender), defender_total=td)
    if state.phase in (DEAL, FIRST_DRAW, SHEETS):
        return _(_SET_UP_WORDS[state.phase])
    # who moves now, never a contest already settled (the log keeps those)
    return _("Round {round} · {name} to move").format(round=state.round, name=name(state, actor(state)))


_SET_UP_WORDS = {DEAL: N_("Deal the grid"), FIRST_DRAW: N_("Draw for first player"),
                 SHEETS: N_("Character sheets")}  # translated where shown


def hint(state: State) -> str:
    phase = state.phase
    if phase == OVER:
        return _("{headline}. Narrate the escape and the epilogues if you like.").format(headline=headline(state))
    who = actor(state)
    nm = name(state, who)
    if phase == DEAL:
        return _("{name}: deal the grid — drag cards from the deck onto the 27 slots one by one, "
                 "or press Deal grid.").format(name=nm)
    if phase == FIRST_DRAW:
        return _("{name}: draw a card for first player (drag from the deck or double-click it).").format(name=nm)
    if phase == SHEETS:
        return _("{name}: write your character sheet (name, Superhuman power, Motifs, Bane) "
                 "or press Ready to skip.").format(name=nm)
    if phase == CHOOSE:
        if state.pos[who] is None:
            return _("{name}: drag your token onto one of the four corner cards to enter the complex.").format(
                name=nm)
        return _("{name}: declare a Raid or an Evade.").format(name=nm)
    if phase in _HINTS:
        return _(_HINTS[phase]).format(name=nm)
    if phase == EVADE_MOVE:
        return _("{name}: you slip past {room}: drag your token to a card next to it.").format(
            name=nm, room=_room(state, state.target))
    d = state.duel
    if phase == DUEL_DRAW:
        return _("Duel: {attacker} against {defender}. {attacker}, draw for both of you.").format(
            attacker=name(state, d.attacker), defender=name(state, d.defender))
    if phase == DUEL_BID:
        st = standing(state, who)
        other = d.defender if who == d.attacker else d.attacker
        if who == d.attacker:
            role = {1: _("attacker, ahead"), 0: _("attacker, tied"), -1: _("attacker, behind")}[st]
        else:
            role = {1: _("defender, ahead"), 0: _("defender, tied"), -1: _("defender, behind")}[st]
        return _("Duel: {name} ({role}) acts against {rival} — {choices}.").format(
            name=nm, role=role, rival=name(state, other), choices=_choices(state, who))
    if phase == DUEL_UPGRADE:
        return _("{name} won the duel: choose a suit to upgrade.").format(name=nm)
    if phase == DUEL_DOWNGRADE:
        return _("{name} lost the duel: choose a suit to downgrade.").format(name=nm)
    return ""


_HINTS = {  # translated where shown
    RAID_TARGET: N_("{name}: drag your token onto the card to raid (your own card or one next to it)."),
    RAID_DRAW: N_("{name}: draw for the raid (double-click the deck)."),
    RAID_MOVE: N_("{name}: you won! Drag your token to a card next to the room you beat."),
    RAID_REWARD: N_("{name}: take a Mission Point or an Upper Hand over a player."),
    EVADE_FLIP: N_("{name}: drag your token onto the card to evade past."),
}
_BID_WORDS = {UPPER_HAND: N_("play an Upper Hand"), PASS: N_("pass"), CONCEDE: N_("concede")}


def _choices(state: State, seat: int) -> str:
    """What a duellist can do now, named from the moves the rules allow her
    (an Upper Hand only while she holds one, a pass only when not behind,
    a concession only when not ahead)."""
    words = [_(_BID_WORDS[a.kind]) if a.kind in _BID_WORDS else a.kind for a in legal_actions(state, seat)]
    if len(words) > 1:
        return _("{choices} or {last}").format(choices=", ".join(words[:-1]), last=words[-1])
    return words[0] if words else _("wait")


# -- layout ----------------------------------------------------------------------

SLOT_DX = 1.25
SLOT_DY = 1.75
LEFT = 0.4
TOP = 0.5


def slot_xy(i: int) -> tuple[float, float]:
    col, row = col_row(i)
    return round(LEFT + (col - 1) * SLOT_DX, 3), round(TOP + (row - 1) * SLOT_DY, 3)


def layout(n_players: int, options: Mapping[str, Any], viewer: int | None = None) -> Layout:
    zones = []
    for i in range(SLOTS):
        x, y = slot_xy(i)
        zones.append(ZoneSpec(slot_zone(i), x, y, "slot", label=_("Centre") if i == CENTRE else slot_name(i),
                              role="slot", place=NP_("place", "room")))
    below = TOP + ROWS * SLOT_DY + 0.4
    zones.append(ZoneSpec(DECK_ZONE, LEFT, below, "stack", label=_("Deck"), role="draw"))
    zones.append(ZoneSpec(DISCARD_ZONE, LEFT + 1.5, below, "stack", label=_("Discard (face down)"), role="discard"))
    zones.append(ZoneSpec(FIRST_ZONE, LEFT + 3.0, below, "right", extent=4.0, label=_("Just drawn"), role="pool"))
    for s in range(n_players):
        zones.append(ZoneSpec(home_zone(s), LEFT + 7.4 + s * 1.2, below, "slot",
                              label=_("Seat {number}").format(number=s + 1), seat=s, role="slot", place=NP_("place", "home")))
    homes_end = LEFT + 7.4 + (n_players - 1) * 1.2 + 1.0
    width = max(LEFT * 2 + (COLS - 1) * SLOT_DX + 1.0, homes_end + LEFT) + 0.2
    height = below + 1.4 + 0.6
    return Layout(round(width, 3), round(height, 3), tuple(zones))


# -- actions -----------------------------------------------------------------------

def _slot(action: Action) -> int:
    return parse_slot(action.get("slot"))


def _room(state: State, i: int) -> str:
    c = state.grid[i]
    if c is None or not state.face_up[i]:
        return _("the face-down card at {place}").format(place=place_name(i))
    return _("{card} at {place}").format(card=card(c).short, place=place_name(i))


def explain(state: State, seat: int, gesture: Gesture) -> str | None:
    """Why a card dragged from the deck goes nowhere, in the rules' words
    (token moves are explained by the rules' own refusals)."""
    if gesture.src != DECK_ZONE or gesture.dst is None:
        return None
    if state.phase == DEAL:
        if gesture.dst.startswith("slot:"):
            return None  # the rules say whether that slot is free
        return _("the grid is being dealt: deal the deck's cards face down onto its empty slots")
    if state.phase == FIRST_DRAW:
        return _("the draw for first player goes onto the Draw for first row")
    if state.phase in (RAID_DRAW, DUEL_DRAW):
        return _("a card drawn for a raid or a duel lies face up beside the discard pile until the next move, "
                 "then goes face down on it")
    return None


def describe(state: State, action: Action) -> ActionInfo:
    kind = action.kind
    who = actor(state) if state.phase != OVER else state.current
    token = token_id(who)
    here = token_place(state, who)
    if kind == DEAL_CARD:
        i = _slot(action)
        return ActionInfo(_("Deal a card face down to {place}").format(place=place_name(i)),
                          Gesture(DECK_ZONE, slot_zone(i)))
    if kind == DEAL_GRID:
        return ActionInfo(_("Deal grid (fill every empty slot)"))
    if kind == DRAW_FIRST:
        return ActionInfo(_("Draw for first player"), Gesture(DECK_ZONE, FIRST_ZONE), default=True)
    if kind == SHEET:
        field = action.get("field")
        label = _(SHEET_LABELS[field]) if field in SHEET_LABELS else str(field)
        # a move proposed with an example heroine's words (the bot's, a hint) starts the box with them,
        # in the reader's language
        text = action.get("text")
        return ActionInfo(_("Character sheet: {label}").format(label=label), text_prompt=sheet_prompt(state, who, field),
                          text_default=sheet_words(text) if isinstance(text, str) else "", one_line=field == "name")
    if kind == SHEET_DONE:
        return ActionInfo(_("Ready (character sheet done or skipped)"))
    if kind == ENTER:
        i = _slot(action)
        return ActionInfo(_("Enter the complex at corner {place}").format(place=place_name(i)),
                          Gesture(home_zone(who), slot_zone(i), token))
    if kind == RAID:
        return ActionInfo(_("Raid (beat a room for a Mission Point or an Upper Hand)"))
    if kind == EVADE:
        return ActionInfo(_("Evade (slip past a room and move on)"))
    if kind == TARGET:
        i = _slot(action)
        src = slot_zone(here) if here is not None else home_zone(who)
        own = i == here
        label = (_("Raid your own card ({room})") if own else _("Raid {room}")).format(room=_room(state, i))
        return ActionInfo(label, Gesture(src, slot_zone(i), token), default=own)
    if kind == DRAW:
        c = state.grid[state.target] if state.target is not None else None
        label = _("Draw for the raid (beat {value})").format(value=value_of(c)) if c else _("Draw for the raid")
        return ActionInfo(label, Gesture(DECK_ZONE, DISCARD_ZONE), default=True)
    if kind == MOVE:
        i = _slot(action)
        src = slot_zone(here) if here is not None else home_zone(who)
        return ActionInfo(_("Move to {room}").format(room=_room(state, i)), Gesture(src, slot_zone(i), token))
    if kind == FLIP:
        i = _slot(action)
        src = slot_zone(here) if here is not None else home_zone(who)
        return ActionInfo(_("Evade past {room}").format(room=_room(state, i)), Gesture(src, slot_zone(i), token))
    if kind == REWARD:
        if action.get("choice") == "mission":
            return ActionInfo(_("Take a Mission Point (you have {count})").format(count=state.mission[who]))
        over = action.get("over")
        if isinstance(over, int) and 0 <= over < state.n:
            return ActionInfo(_("Take an Upper Hand over {name}").format(name=name(state, over)))
        return ActionInfo(_("Take an Upper Hand"))
    if kind == DUEL_DRAW_ACTION:
        return ActionInfo(_("Draw for the duel (both duellists)"), Gesture(DECK_ZONE, DISCARD_ZONE), default=True)
    if kind == UPPER_HAND:
        d = state.duel
        if d is None:
            return ActionInfo(_("Play an Upper Hand (−5 to your opponent)"))
        other = d.defender if who == d.attacker else d.attacker
        return ActionInfo(_("Play an Upper Hand over {name} (−5 to them; {count} left)").format(
            name=name(state, other), count=state.upper[who][other]))
    if kind == PASS:
        if state.duel and state.phase == DUEL_BID and standing(state, who) == 0:
            return ActionInfo(_("Pass (tied — if both pass, both draw again)"))
        return ActionInfo(_("Pass (you are ahead)"))
    if kind == CONCEDE:
        return ActionInfo(_("Concede the duel"))
    if kind in (UPGRADE, DOWNGRADE):
        suit = action.get("suit")
        if suit in SUITS:
            lv = state.ranks[who][SUITS.index(suit)]
            step = 1 if kind == UPGRADE else -1
            to = level_name(lv + step) if lv + step in LEVEL_NAMES else "?"
            if kind == UPGRADE:
                text = _("Upgrade {symbol} {suit}: {before} → {after}")
            else:
                text = _("Downgrade {symbol} {suit}: {before} → {after}")
            return ActionInfo(text.format(symbol=SUIT_SYMBOLS[suit], suit=suit_name(suit), before=level_name(lv),
                                          after=to))
        return ActionInfo(str(action))
    return ActionInfo(str(action))


def sheet_prompt(state: State, seat: int, field: str) -> str:
    from .characters import example_for

    suit = next((s for s in SUITS if state.ranks and state.ranks[seat][SUITS.index(s)] == 3), "S")
    ex = example_for(suit, seat)
    theme = _(prompts.CHARACTER_THEME[suit])
    if field == "name":
        return _("Your character's name. Your Superhuman suit is {suit} ({theme}). e.g. {example}").format(
            suit=suit_name(suit), theme=theme, example=ex.name)
    if field == "power":
        return _("Her Superhuman power, built on {suit} ({theme}). e.g. {example}").format(
            suit=suit_name(suit), theme=theme, example=_(ex.power))
    if field == "motifs":
        return _("Her personal Motifs: images and habits that follow her. e.g. {example}").format(
            example=_(ex.motifs))
    return _("Her Bane, the weakness that trips her up. e.g. {example}").format(example=_(ex.bane))
