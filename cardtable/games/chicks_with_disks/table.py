"""What the table shows of a Chicks With Disks game, where the zones sit, and
how each move is made with the mouse.

Nothing is private: every player sees the same table. Face-down grid cards
and the deck are still unknown to everyone, so they are drawn as ``HIDDEN``.
"""

from __future__ import annotations

from typing import Any, Mapping

from cardtable.engine.cards import SUIT_NAMES, SUIT_SYMBOLS, SUITS, card, standard_face
from cardtable.engine.protocol import Action, ActionInfo, Gesture
from cardtable.engine.view import HIDDEN, CardView, Layout, SeatView, TableView, ZoneSpec, ZoneView, standard_card

from . import prompts
from .grid import CENTRE, COLS, ROWS, SLOTS, col_row, parse_slot, slot_name, slot_zone
from .rules import (CHOOSE, CONCEDE, DEAL, DEAL_CARD, DEAL_GRID, DOWNGRADE, DRAW, DRAW_FIRST, DUEL_BID,
                    DUEL_DOWNGRADE, DUEL_DRAW, DUEL_DRAW_ACTION, DUEL_UPGRADE, ENTER, EVADE, EVADE_FLIP,
                    EVADE_MOVE, FIRST_DRAW, FLIP, LEVEL_NAMES, MODIFIER, MOVE, OVER, PASS, RAID, RAID_DRAW,
                    RAID_MOVE, RAID_REWARD, RAID_TARGET, REWARD, SHEET, SHEET_DONE, SHEET_LABELS, SHEETS,
                    TARGET, UPGRADE, UPPER_HAND, State, actor, duel_totals, hero, legal_actions, name, standing,
                    value_of)

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
    return "the Centre" if i == CENTRE else slot_name(i)


def _initial(state: State, seat: int) -> str:
    """Short token label: the character's (or player's) initials, made unique."""
    mine = _initials(hero(state, seat))
    others = [_initials(hero(state, s)) for s in range(state.n) if s != seat]
    return mine if mine not in others else f"{mine[:2]}{seat + 1}"


def token_view(state: State, seat: int) -> CardView:
    return CardView(id=token_id(seat), face=None, kind="token", label=_initial(state, seat),
                    colour=SEAT_COLOURS[seat % len(SEAT_COLOURS)],
                    tooltip=f"{name(state, seat)}'s token ({hero(state, seat)})")


DISK_VIEW = CardView(id="disk", face=None, kind="token", shape="ring", label="Disk", colour=DISK_COLOUR,
                     tooltip="The Disk")


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
            if state.pos and state.pos[s] == i:
                cards.append(token_view(state, s))
                if state.disk == s:
                    cards.append(DISK_VIEW)
        here = who is not None and state.pos[who] == i
        zones.append(ZoneView(slot_zone(i), tuple(cards), label="Centre" if i == CENTRE else "",
                              highlight=here))
    zones.append(ZoneView(DECK_ZONE, (HIDDEN,) * len(state.draw), label=f"Deck ({len(state.draw)})"))
    # a card just drawn for a raid or a duel lies face up beside the pile
    # until the next move (it is counted in the discard, which stays face down)
    shown = {c for _, c in state.just_drawn}
    piled = len(state.discard) - len(shown)  # the caption counts what lies in the pile
    zones.append(ZoneView(DISCARD_ZONE, (HIDDEN,) * piled, label=f"Discard ({piled})"))
    if state.first_draws:
        drawn = state.first_draws
        label = "Draw for first player" if state.phase == FIRST_DRAW else "Drawn for first player"
    else:
        drawn, label = state.just_drawn, "Just drawn"
    zones.append(ZoneView(FIRST_ZONE, tuple(CardView(id=c, face=standard_face(c), note=name(state, s))
                                            for s, c in drawn if c), label=label))
    for s in range(n):
        cards = (token_view(state, s),) if state.pos[s] is None else ()
        zones.append(ZoneView(home_zone(s), cards, label=f"{name(state, s)} · {_points(state.mission[s])}",
                              highlight=(who == s)))
    seats = tuple(SeatView(s, name(state, s), seat_lines(state, s), active=(who == s)) for s in range(n))
    links = tuple((slot_zone(a), slot_zone(b)) for a, b in state.links_used)
    return TableView(viewer, tuple(zones), seats, hint=hint(state), headline=headline(state), links=links)


def _points(n: int) -> str:
    """Mission Points as a seat's caption on the table shows them (short:
    the caption sits under one card; the players list spells them out)."""
    return f"{n} MP"


def seat_lines(state: State, seat: int) -> tuple[str, ...]:
    lines = []
    if hero(state, seat) != name(state, seat):
        lines.append(f"Playing {hero(state, seat)}")
    if state.rows:
        lines.append(f"Rank row {state.rows[seat]}")
        order = sorted(range(4), key=lambda i: -state.ranks[seat][i])
        for i in order:
            suit = SUITS[i]
            lv = state.ranks[seat][i]
            lines.append(f"{SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit]}: {LEVEL_NAMES[lv]} ({MODIFIER[lv]:+d}) "
                         f"— {prompts.SHORT_THEME[suit]}")
    lines.append(f"Mission Points: {state.mission[seat]}")
    held = [f"{k} over {name(state, o)}" for o, k in enumerate(state.upper[seat]) if k]
    lines.append("Upper Hands: " + (", ".join(held) if held else "none"))
    if state.disk == seat:
        lines.append("Holds the Disk")
    pos = state.pos[seat]
    lines.append("Not in the complex yet" if pos is None else f"Token at {place_name(pos)}")
    sheet = state.sheets[seat]
    for field, text in zip(("power", "motifs", "bane"), sheet[1:]):
        if text:
            lines.append(f"{SHEET_LABELS[field]}: {text}")
    return tuple(lines)


def headline(state: State) -> str:
    if state.phase == OVER:
        names = " and ".join(name(state, s) for s in state.winners)
        return f"{names} won" + (" — escaped with the Disk" if state.end_reason == "escape" else " on the round limit")
    if state.phase in (DUEL_BID,):
        d = state.duel
        ta, td = duel_totals(state)
        return f"Duel: {name(state, d.attacker)} {ta} – {name(state, d.defender)} {td}"
    if state.phase in (DEAL, FIRST_DRAW, SHEETS):
        return {DEAL: "Deal the grid", FIRST_DRAW: "Draw for first player", SHEETS: "Character sheets"}[state.phase]
    # who moves now, never a contest already settled (the log keeps those)
    return f"Round {state.round} · {name(state, actor(state))} to move"


def hint(state: State) -> str:
    phase = state.phase
    if phase == OVER:
        return headline(state) + ". Narrate the escape and the epilogues if you like."
    who = actor(state)
    nm = name(state, who)
    if phase == DEAL:
        return (f"{nm}: deal the grid — drag cards from the deck onto the 27 slots one by one, "
                f"or press Deal grid.")
    if phase == FIRST_DRAW:
        return f"{nm}: draw a card for first player (drag from the deck or double-click it)."
    if phase == SHEETS:
        return (f"{nm}: write your character sheet (name, Superhuman power, Motifs, Bane) "
                f"or press Ready to skip.")
    if phase == CHOOSE:
        if state.pos[who] is None:
            return f"{nm}: drag your token onto one of the four corner cards to enter the complex."
        return f"{nm}: declare a Raid or an Evade."
    if phase == RAID_TARGET:
        return f"{nm}: drag your token onto the card to raid (your own card or one next to it)."
    if phase == RAID_DRAW:
        return f"{nm}: draw for the raid (double-click the deck)."
    if phase == RAID_MOVE:
        return f"{nm}: you won! Drag your token to a card next to the room you beat."
    if phase == RAID_REWARD:
        return f"{nm}: take a Mission Point or an Upper Hand over a player."
    if phase == EVADE_FLIP:
        return f"{nm}: drag your token onto the card to evade past."
    if phase == EVADE_MOVE:
        return f"{nm}: drag your token to a card next to the one you evaded."
    d = state.duel
    if phase == DUEL_DRAW:
        return (f"Duel: {name(state, d.attacker)} against {name(state, d.defender)}. "
                f"{name(state, d.attacker)}, draw for both of you.")
    if phase == DUEL_BID:
        st = standing(state, who)
        where = {1: "ahead", 0: "tied", -1: "behind"}[st]
        other = d.defender if who == d.attacker else d.attacker
        role = "attacker" if who == d.attacker else "defender"
        return f"Duel: {nm} ({role}, {where}) acts against {name(state, other)} — {_choices(state, who)}."
    if phase == DUEL_UPGRADE:
        return f"{nm} won the duel: choose a suit to upgrade."
    if phase == DUEL_DOWNGRADE:
        return f"{nm} lost the duel: choose a suit to downgrade."
    return ""


_BID_WORDS = {UPPER_HAND: "play an Upper Hand", PASS: "pass", CONCEDE: "concede"}


def _choices(state: State, seat: int) -> str:
    """What a duellist can do now, named from the moves the rules allow her
    (an Upper Hand only while she holds one, a pass only when not behind,
    a concession only when not ahead)."""
    words = [_BID_WORDS.get(a.kind, a.kind) for a in legal_actions(state, seat)]
    if len(words) > 1:
        return ", ".join(words[:-1]) + " or " + words[-1]
    return words[0] if words else "wait"


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
        zones.append(ZoneSpec(slot_zone(i), x, y, "slot", label="Centre" if i == CENTRE else slot_name(i),
                              role="slot"))
    below = TOP + ROWS * SLOT_DY + 0.4
    zones.append(ZoneSpec(DECK_ZONE, LEFT, below, "stack", label="Deck", role="draw"))
    zones.append(ZoneSpec(DISCARD_ZONE, LEFT + 1.5, below, "stack", label="Discard (face down)", role="discard"))
    zones.append(ZoneSpec(FIRST_ZONE, LEFT + 3.0, below, "right", extent=4.0, label="Just drawn", role="pool"))
    for s in range(n_players):
        zones.append(ZoneSpec(home_zone(s), LEFT + 7.4 + s * 1.2, below, "slot", label=f"Seat {s + 1}", seat=s,
                              role="slot", place="home"))
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
        return f"the face-down card at {place_name(i)}"
    return f"{card(c).short} at {place_name(i)}"


def explain(state: State, seat: int, gesture: Gesture) -> str | None:
    """Why a card dragged from the deck goes nowhere, in the rules' words
    (token moves are explained by the rules' own refusals)."""
    if gesture.src != DECK_ZONE or gesture.dst is None:
        return None
    if state.phase == DEAL:
        if gesture.dst.startswith("slot:"):
            return None  # the rules say whether that slot is free
        return "the grid is being dealt: deal the deck's cards face down onto its empty slots"
    if state.phase == FIRST_DRAW:
        return "the draw for first player goes onto the Draw for first row"
    if state.phase in (RAID_DRAW, DUEL_DRAW):
        return ("a card drawn for a raid or a duel lies face up beside the discard pile until the next move, "
                "then goes face down on it")
    return None


def describe(state: State, action: Action) -> ActionInfo:
    kind = action.kind
    who = actor(state) if state.phase != OVER else state.current
    token = token_id(who)
    here = state.pos[who] if state.pos else None
    if kind == DEAL_CARD:
        i = _slot(action)
        return ActionInfo(f"Deal a card face down to {place_name(i)}", Gesture(DECK_ZONE, slot_zone(i)))
    if kind == DEAL_GRID:
        return ActionInfo("Deal grid (fill every empty slot)")
    if kind == DRAW_FIRST:
        return ActionInfo("Draw for first player", Gesture(DECK_ZONE, FIRST_ZONE), default=True)
    if kind == SHEET:
        field = action.get("field")
        label = SHEET_LABELS.get(field, str(field))
        return ActionInfo(f"Character sheet: {label}", text_prompt=sheet_prompt(state, who, field),
                          one_line=field == "name")
    if kind == SHEET_DONE:
        return ActionInfo("Ready (character sheet done or skipped)")
    if kind == ENTER:
        i = _slot(action)
        return ActionInfo(f"Enter the complex at corner {place_name(i)}", Gesture(home_zone(who), slot_zone(i), token))
    if kind == RAID:
        return ActionInfo("Raid (beat a room for a Mission Point or an Upper Hand)")
    if kind == EVADE:
        return ActionInfo("Evade (slip past a room and move on)")
    if kind == TARGET:
        i = _slot(action)
        src = slot_zone(here) if here is not None else home_zone(who)
        own = i == here
        label = f"Raid your own card ({_room(state, i)})" if own else f"Raid {_room(state, i)}"
        return ActionInfo(label, Gesture(src, slot_zone(i), token), default=own)
    if kind == DRAW:
        c = state.grid[state.target] if state.target is not None else None
        beat = f" (beat {value_of(c)})" if c else ""
        return ActionInfo(f"Draw for the raid{beat}", Gesture(DECK_ZONE, DISCARD_ZONE), default=True)
    if kind == MOVE:
        i = _slot(action)
        src = slot_zone(here) if here is not None else home_zone(who)
        return ActionInfo(f"Move to {_room(state, i)}", Gesture(src, slot_zone(i), token))
    if kind == FLIP:
        i = _slot(action)
        src = slot_zone(here) if here is not None else home_zone(who)
        return ActionInfo(f"Evade past {_room(state, i)}", Gesture(src, slot_zone(i), token))
    if kind == REWARD:
        if action.get("choice") == "mission":
            return ActionInfo(f"Take a Mission Point (you have {state.mission[who]})")
        over = action.get("over")
        if isinstance(over, int) and 0 <= over < state.n:
            return ActionInfo(f"Take an Upper Hand over {name(state, over)}")
        return ActionInfo("Take an Upper Hand")
    if kind == DUEL_DRAW_ACTION:
        return ActionInfo("Draw for the duel (both duellists)", Gesture(DECK_ZONE, DISCARD_ZONE), default=True)
    if kind == UPPER_HAND:
        d = state.duel
        if d is None:
            return ActionInfo("Play an Upper Hand (−5 to your opponent)")
        other = d.defender if who == d.attacker else d.attacker
        return ActionInfo(f"Play an Upper Hand over {name(state, other)} (−5 to them; "
                          f"{state.upper[who][other]} left)")
    if kind == PASS:
        if state.duel and state.phase == DUEL_BID and standing(state, who) == 0:
            return ActionInfo("Pass (tied — if both pass, both draw again)")
        return ActionInfo("Pass (you are ahead)")
    if kind == CONCEDE:
        return ActionInfo("Concede the duel")
    if kind in (UPGRADE, DOWNGRADE):
        suit = action.get("suit")
        if suit in SUITS:
            lv = state.ranks[who][SUITS.index(suit)]
            step = 1 if kind == UPGRADE else -1
            to = LEVEL_NAMES.get(lv + step, "?")
            verb = "Upgrade" if kind == UPGRADE else "Downgrade"
            return ActionInfo(f"{verb} {SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit]}: {LEVEL_NAMES[lv]} → {to}")
        return ActionInfo(str(action))
    return ActionInfo(str(action))


def sheet_prompt(state: State, seat: int, field: str) -> str:
    from .characters import example_for

    suit = next((s for s in SUITS if state.ranks and state.ranks[seat][SUITS.index(s)] == 3), "S")
    ex = example_for(suit, seat)
    theme = prompts.CHARACTER_THEME[suit]
    if field == "name":
        return f"Your character's name. Your Superhuman suit is {SUIT_NAMES[suit]} ({theme}). e.g. {ex.name}"
    if field == "power":
        return f"Her Superhuman power, built on {SUIT_NAMES[suit]} ({theme}). e.g. {ex.power}"
    if field == "motifs":
        return f"Her personal Motifs: images and habits that follow her. e.g. {ex.motifs}"
    return f"Her Bane, the weakness that trips her up. e.g. {ex.bane}"
