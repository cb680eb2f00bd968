"""Playing seats from phones in tests, the way a person taps the page.

:func:`plan` turns the move a seat wants (the bot's choice) into the taps
its phone page offers: a button, a card then a lit place, or a card's Play,
and the option to pick if the host asks which move was meant. A test sends
these as the page's messages (:func:`tap_messages`) or taps them in a real
browser. Nothing here bypasses the desk: every move goes in as a message of
that seat's phone.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from cardtable.model.outcome import CHOICE


@dataclass(frozen=True)
class Plan:
    """``kind`` "button" (``label``), "drop" (``zone``, ``card`` →
    ``target``) or "activate" (``zone``, ``card``); ``label`` is the move's
    own words, the option to pick if the host asks which move."""

    kind: str
    label: str
    zone: str | None = None
    card: str | None = None
    target: str | None = None


def plan(session, seat: int, view: dict[str, Any], action) -> Plan | None:
    """How the page of ``seat`` (showing ``view``) makes ``action``, or None
    if the page offers no way to (a test failure: a legal move a phone
    cannot make)."""
    info = session.describe(action)
    if info.gesture is None:
        if info.label in view["buttons"]:
            return Plan("button", info.label)
        for move in view["moves"]:  # a move that names a card: the card's Play
            if move["card"] is not None and move["play"] and any(
                    label == info.label for label, _a in session.context_actions(move["zone"], move["card"], seat)):
                return Plan("activate", info.label, move["zone"], move["card"])
        return None
    g = info.gesture
    for move in view["moves"]:
        if move["zone"] == g.src and move["card"] == g.card:
            if g.dst is not None and g.dst in move["targets"]:
                return Plan("drop", info.label, g.src, g.card, g.dst)
            if g.dst is None and move["play"]:
                return Plan("activate", info.label, g.src, g.card)
    return None


def tap_messages(p: Plan, view: dict[str, Any]) -> dict[str, Any]:
    """The message the page sends for ``p`` on ``view``."""
    if p.kind == "button":
        return {"t": "button", "v": view["v"], "i": view["buttons"].index(p.label)}
    if p.kind == "drop":
        return {"t": "drop", "v": view["v"], "zone": p.zone, "card": p.card, "target": p.target}
    return {"t": "activate", "v": view["v"], "zone": p.zone, "card": p.card}


def answer_for(question: dict[str, Any], p: Plan | None, words: str = "A line of story.") -> Any:
    """What a player answers: the planned move among the options, else the
    first; the game's own words (or a line of story) for a text."""
    if question["kind"] == CHOICE:
        options = question["options"]
        return options.index(p.label) if p is not None and p.label in options else 0
    return question["default"] or words


def play_phone_turn(session, desk, seat: int, rng: random.Random, counts: dict[str, int] | None = None) -> bool:
    """One move of ``seat`` made through its phone's messages (the bot's
    choice, tapped as the page would); False if it may not move now."""
    if session.acting_seat(seat) is None:
        return False
    view = desk.view(seat)
    action = session.game.bot(session.state, seat, rng)
    p = plan(session, seat, view, action)
    assert p is not None, f"seat {seat}: the page offers no way to make {action} ({session.describe(action).label})"
    before = len(session.match.steps)
    replies = desk.handle(seat, tap_messages(p, view))
    for _ in range(6):
        question = desk.view(seat)["question"]
        if question is None:
            break
        replies = desk.handle(seat, {"t": "answer", "v": desk.view(seat)["v"], "q": question["q"],
                                     "value": answer_for(question, p)})
    refused = [m for m in replies if m["t"] in ("refused", "error", "denied")]
    assert not refused, f"seat {seat}: {p} was refused: {refused}"
    assert len(session.match.steps) > before, f"seat {seat}: {p} made no move"
    if counts is not None:
        counts[p.kind] = counts.get(p.kind, 0) + 1
    return True


def phones_due(session) -> list[int]:
    """The seats on phones that may move now."""
    return [p for p in sorted(session.remote) if session.acting_seat(p) is not None]


def at_the_screen(session, rng: random.Random, words: str = "Told.") -> bool:
    """What the people at the screen do next, if anything: machine moves
    made, then a new card seen (passed on), Ready pressed, or the bot's move
    for the seat at the screen (its questions answered). False when only
    phones may move (or the game is over)."""
    from .frontend import answering, play

    session.step_bots_now()
    if session.match.over:
        return False
    if session.holding is not None:
        session.pass_on()
        return True
    if session.covered:
        session.ready()
        return True
    seat = session.acting_seat()
    if seat is None:
        return False
    play(session, None, session.game.bot(session.state, seat, rng), answering(text=words, choice=0))
    return True


def someone_moves(session, desk, rng: random.Random) -> None:
    """One step of play: at the screen if anything is to be done there, else
    the first phone that may move."""
    if not at_the_screen(session, rng):
        phones = phones_due(session)
        if phones:
            play_phone_turn(session, desk, phones[0], rng)
