"""What one phone shows: a seat's own view of the game, as plain JSON.

Everything here is cut for one seat, from the same places the window reads
for the seat at its screen: the engine's per-seat view (never the state),
the seat's own log lines, the story prompts it may read, and the moves it
may make now (the session's gestures and buttons for that seat). Every
text is plain text; the page puts it in with ``textContent``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.engine.text import clean_line

if TYPE_CHECKING:
    from cardtable.engine.protocol import Action
    from cardtable.engine.view import CardView
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


def moves_of(session: GameSession, seat: int) -> list[dict[str, Any]]:
    """The seat's moves that start from a card or a place: where each may
    go (its lit places), and whether it has a usual move (a tap on Play)."""
    if session.acting_seat(seat) is None:
        return []
    found: dict[tuple[str, str | None], dict[str, Any]] = {}
    for _action, info in session._gestures(seat):
        g = info.gesture
        entry = found.setdefault((g.src, g.card), {"zone": g.src, "card": g.card, "targets": [], "play": False})
        if g.dst is not None and g.dst not in entry["targets"]:
            entry["targets"].append(g.dst)
        entry["play"] = entry["play"] or bool(info.default)
    # moves without a gesture that name a card (a note written on it, …): a tap on Play
    view = session.table_view(seat)
    for zone in view.zones:
        for card in zone.cards:
            if card.id is None:
                continue
            key = (zone.id, card.id)
            if key in found and found[key]["play"]:
                continue
            if session.context_actions(zone.id, card.id, seat):
                entry = found.setdefault(key, {"zone": zone.id, "card": card.id, "targets": [], "play": False})
                entry["play"] = True
    for entry in found.values():  # a single move from the card: Play makes it
        if not entry["play"] and len(entry["targets"]) == 1:
            entry["play"] = True
    return list(found.values())


def question_of(needs: Needs | None, number: int) -> dict[str, Any] | None:
    if needs is None:
        return None
    return {"q": number, "kind": needs.kind, "title": needs.title, "question": needs.question,
            "options": list(needs.options), "default": needs.default, "one_line": needs.one_line}


def prompts_of(session: GameSession, seat: int) -> list[OpenPrompt]:
    """The open story prompts this seat may read and answer: its own, and
    those addressed to nobody in particular."""
    return [p for p in session.prompts_for(seat) if p.prompt.seat in (None, seat)]


def status_of(session: GameSession, seat: int, turn: bool, hint: str) -> str:
    match = session.match
    if match.over:
        return clean_line(match.result.summary) if match.result is not None else "The game is over."
    if seat not in session.remote:
        return "This seat is played at the table's screen now."
    if turn:
        return f"Your turn. {hint}".strip() if hint else "Your turn."
    waiting = [session.name(s) for s in match.waited_for() or match.to_act()]
    return f"Waiting for {', '.join(waiting)}." if waiting else ""


def seat_view(session: GameSession, seat: int, version: int, needs: Needs | None = None,
              buttons: list[tuple[str, Action]] | None = None) -> dict[str, Any]:
    """The ``view`` message for ``seat`` (see :mod:`cardtable.remote.wire`).
    ``buttons`` are the seat's moves without a card, in the order the page
    numbers them (the desk keeps the same list to read a tap)."""
    match = session.match
    view = session.table_view(seat)
    names = session.place_names(seat)
    specs = {z.id: z for z in session.layout(seat).zones}
    turn = session.acting_seat(seat) is not None
    zones = []
    for zone in view.zones:
        spec = specs.get(zone.id)
        zones.append({"id": zone.id, "label": names.get(zone.id) or zone.label or zone.id,
                      "mine": spec is not None and spec.seat == seat,
                      "cards": [_card(c) for c in zone.cards]})
    log = [text for _i, ev in match.events() if (text := ev.text_for(seat))][-LOG_LINES:]
    seats = [{"name": sv.name, "lines": list(sv.lines), "active": sv.active, "out": sv.out, "bot": sv.bot,
              "you": sv.seat == seat, "phone": sv.seat in session.remote} for sv in view.seats]
    return {
        "t": "view", "v": version, "seat": seat, "name": session.name(seat), "game": session.game.title,
        "turn": turn, "status": status_of(session, seat, turn, view.hint), "headline": view.headline,
        "zones": zones, "moves": moves_of(session, seat),
        "buttons": [label for label, _a in (buttons or [])],
        "question": question_of(needs, version),
        "prompts": [{"id": i, "text": p.prompt.text,
                     "for": session.name(p.prompt.seat) if p.prompt.seat is not None else "Anyone"}
                    for i, p in enumerate(prompts_of(session, seat))],
        "can_narrate": session.game.story_sections is not None and not match.over,
        "log": log, "seats": seats,
        "over": (clean_line(match.result.summary) if match.result is not None else "The game is over.")
        if match.over else None,
        "can_undo": False,
    }
