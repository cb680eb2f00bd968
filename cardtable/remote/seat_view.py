"""What one phone shows: a seat's own view of the game, as plain JSON.

Everything here is cut for one seat, from the same places the window reads
for the seat at its screen: the engine's per-seat view (never the state),
the seat's own log lines, the story prompts it may read, and the moves it
may make now (the session's gestures and buttons for that seat). Every
text is plain text; the page puts it in with ``textContent``.

A table whose layout holds a board (:func:`cardtable.engine.boards.board_of`)
is sent with the board's shape, and each of the board's places with its
column and row and a name said in words ("Room 3 of row 2", from the
game's word for such a place), so the page can draw the board as a board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from cardtable.engine.boards import Board, board_of
from cardtable.engine.i18n import number
from cardtable.engine.text import clean_line
from cardtable.model.gestures import arg_values
from cardtable.model.refusals import AT_THE_SCREEN
from cardtable.words import tr

if TYPE_CHECKING:
    from cardtable.engine.protocol import Action
    from cardtable.engine.view import CardView, TableView, ZoneSpec
    from cardtable.model.outcome import Needs
    from cardtable.model.session import GameSession
    from cardtable.model.story import OpenPrompt

LOG_LINES = 40  # the newest lines of the seat's own log a view carries


def _face(card: CardView) -> dict[str, Any] | None:
    f = card.face
    if f is None or card.id is None or not card.face_up:
        return None
    return {"rank": f.rank, "suit": f.suit, "big": f.big, "title": f.title, "top": f.top,
            "bottom": f.bottom, "marks": f.marks, "colour": f.colour, "accent": f.accent,
            "description": f.description or card.accessible}


def _card(card: CardView) -> dict[str, Any]:
    up = card.id is not None and card.face_up
    return {"id": card.id, "up": up, "kind": card.kind, "label": card.label, "colour": card.colour,
            "tip": card.tooltip if up or card.kind != "card" else "", "note": card.note if up else "",
            "face": _face(card), "name": card.accessible}


def moves_of(session: GameSession, seat: int, view: TableView) -> list[dict[str, Any]]:
    """The seat's moves that start from a card or a place: where each may
    go (its lit places), and whether it has a usual move (a tap on Play).
    A move with no gesture that names a card in view (a note written on
    it, …) is that card's Play. Each legal move is described once."""
    acting = session.acting_seat(seat)
    if acting is None:
        return []
    where = {c.id: z.id for z in view.zones for c in z.cards if c.id is not None}
    found: dict[tuple[str, str | None], dict[str, Any]] = {}

    def entry(zone: str, card: str | None) -> dict[str, Any]:
        return found.setdefault((zone, card), {"zone": zone, "card": card, "targets": [], "play": False})

    for action in session.match.legal(acting):
        info = session.describe(action)
        g = info.gesture
        if g is not None:
            e = entry(g.src, g.card)
            if g.dst is not None and g.dst not in e["targets"]:
                e["targets"].append(g.dst)
            e["play"] = e["play"] or bool(info.default)
            continue
        for card in arg_values(action):
            if card in where:
                entry(where[card], card)["play"] = True
    for e in found.values():  # a single move from the card: Play makes it
        if not e["play"] and len(e["targets"]) == 1:
            e["play"] = True
    return list(found.values())


def log_of(session: GameSession, seat: int) -> list[str]:
    """The newest lines of the seat's own log, oldest first (read from the
    end: a long game costs no more than a short one)."""
    lines: list[str] = []
    for step in reversed(session.match.steps):
        for ev in reversed(step.events):
            text = ev.text_for(seat)
            if text:
                lines.append(text)
        if len(lines) >= LOG_LINES:
            break
    return lines[:LOG_LINES][::-1]


def question_of(needs: Needs | None, number: int) -> dict[str, Any] | None:
    if needs is None:
        return None
    return {"q": number, "kind": needs.kind, "title": needs.title, "question": needs.question,
            "options": list(needs.options), "default": needs.default, "one_line": needs.one_line}


def prompts_of(session: GameSession, seat: int) -> list[OpenPrompt]:
    """The open story prompts this seat may read and answer: its own, and
    those addressed to nobody in particular."""
    return [p for p in session.prompts_for(seat) if p.prompt.seat in (None, seat)]


def result_line(match) -> str:
    """How the game ended, in one line."""
    return clean_line(match.result.summary) if match.result is not None else tr("The game is over.")


def status_of(session: GameSession, seat: int, turn: bool) -> str:
    """One short line for the top of the page (the game's own hint, often
    longer, is the view's ``hint``)."""
    match = session.match
    if match.over:
        return result_line(match)
    if seat not in session.remote:
        return tr(AT_THE_SCREEN)
    if turn:
        return tr("Your turn.")
    waiting = [session.name(s) for s in match.waited_for() or match.to_act()]
    return tr("Waiting for {names}.").format(names=", ".join(waiting)) if waiting else ""


def _words(text: str) -> bool:
    """Whether a caption says something in words: one with no letter
    ("3:2") only marks a position, which a board says by itself."""
    return any(ch.isalpha() for ch in text)


def cell_name(spec: ZoneSpec, caption: str, column: int, row: int) -> str:
    """A board's place as a person names it: the game's word for it with
    its column and row ("Room 3 of row 2"), and the table's caption for it
    when that is a name of its own ("Room 5 of row 2 (Centre)")."""
    place = spec.place_word()
    if place:
        name = tr("{place} {column} of row {row}").format(place=place, column=number(column), row=number(row))
    else:
        name = tr("Place {column} of row {row}").format(column=number(column), row=number(row))
    name = name[:1].upper() + name[1:]
    said = next((text for text in (caption, spec.label) if text and _words(text)), "")
    return tr("{place} ({caption})").format(place=name, caption=said) if said else name


def place_name(names: dict[str, str], zone_id: str, caption: str) -> str:
    """A place as the page names it: as a sentence names it for the seat,
    else the table's caption, else "this place"; never its id, which is no
    name ("slot:3:2", "home:0")."""
    for text in (names.get(zone_id), caption):
        if text and text != zone_id:
            return text
    return tr("this place")


def board_json(board: Board | None) -> dict[str, int] | None:
    """The board's shape for the page: how many columns and rows."""
    return None if board is None else {"columns": board.columns, "rows": board.rows}


def seat_view(session: GameSession, seat: int, version: int, needs: Needs | None = None,
              buttons: list[tuple[str, Action]] | None = None,
              prompt_number: Callable[[OpenPrompt], int] | None = None) -> dict[str, Any]:
    """The ``view`` message for ``seat`` (see :mod:`cardtable.remote.wire`).
    ``buttons`` are the seat's moves without a card, in the order the page
    numbers them (the desk keeps the same list to read a tap);
    ``prompt_number`` numbers each open story prompt (by default, its place
    in the list)."""
    match = session.match
    view = session.table_view(seat)
    names = session.place_names(seat)
    layout = session.layout(seat)
    specs = {z.id: z for z in layout.zones}
    board = board_of(layout)
    cells = board.cells if board is not None else {}
    turn = session.acting_seat(seat) is not None
    zones = []
    for zone in view.zones:
        spec = specs.get(zone.id)
        entry = {"id": zone.id, "label": place_name(names, zone.id, zone.label),
                 "mine": spec is not None and spec.seat == seat,
                 "cards": [_card(c) for c in zone.cards]}
        if spec is not None and zone.id in cells:
            column, row = cells[zone.id]
            entry["label"] = cell_name(spec, zone.label, column, row)
            entry["cell"] = [column, row]
        zones.append(entry)
    log = log_of(session, seat)
    seats = [{"name": sv.name, "lines": list(sv.lines), "active": sv.active, "out": sv.out, "bot": sv.bot,
              "you": sv.seat == seat, "phone": sv.seat in session.remote} for sv in view.seats]
    return {
        "t": "view", "v": version, "seat": seat, "name": session.name(seat), "game": session.game.title,
        "turn": turn, "status": status_of(session, seat, turn),
        "hint": view.hint if not match.over else "", "headline": view.headline,
        "zones": zones, "board": board_json(board), "moves": moves_of(session, seat, view),
        "buttons": [label for label, _a in (buttons or [])],
        "question": question_of(needs, version),
        "prompts": [{"id": prompt_number(p) if prompt_number else i, "text": p.prompt.text,
                     "for": session.name(p.prompt.seat) if p.prompt.seat is not None else tr("Anyone")}
                    for i, p in enumerate(prompts_of(session, seat))],
        "can_narrate": session.game.story_sections is not None and not match.over,
        "log": log, "seats": seats,
        "over": result_line(match) if match.over else None,
        "can_undo": session.may_undo(seat),
    }
