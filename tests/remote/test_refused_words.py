"""Words typed on a phone are never lost to a refusal (issue 35, item 4).

The desk's side, with a real session and no network: a phone's answer in
words (a pitch, a role, a note) that is refused (here: longer than the
room the game's story has left) keeps its question open, the box holding
the words as typed, and the phone is told why; shorter words then go
through. The page's side is in test_phone_page.py
(``test_a_refused_answer_in_words_gives_the_words_back``).
"""

from __future__ import annotations

import pytest

from tests.model.test_remote_seats import session_with_phones


def _asked_for_words(desk, seat: int = 0) -> dict:
    """Seat 0 of a 99 Chances game on a phone pitches its first card: the
    host asks which pitch, then the pitch's words."""
    view = desk.view(seat)
    card = view["moves"][0]
    assert desk.handle(seat, {"t": "activate", "v": view["v"], "zone": card["zone"], "card": card["card"]}) == []
    view = desk.view(seat)
    if view["question"]["kind"] == "choice":
        assert desk.handle(seat, {"t": "answer", "v": view["v"], "q": view["question"]["q"], "value": 0}) == []
        view = desk.view(seat)
    assert view["question"]["kind"] == "text", view["question"]
    return view


@pytest.mark.parametrize("words", ["Steampunk cavemen, with a long story behind them",
                                   "  spaces kept as typed\nand a second line  "])
def test_refused_words_come_back_in_their_question(qtbot, monkeypatch, words):
    session, desk, _ = session_with_phones("99-chances", 4)
    view = _asked_for_words(desk)
    question = view["question"]
    steps = len(session.match.steps)
    monkeypatch.setattr(session.story, "story_room", lambda: 5)  # the story has room for five more characters
    replies = desk.handle(0, {"t": "answer", "v": view["v"], "q": question["q"], "value": words})
    assert replies[0]["t"] == "refused" and "room for only" in replies[0]["reason"], replies
    assert len(session.match.steps) == steps  # nothing was played
    again = desk.view(0)["question"]
    assert again is not None, "the question closed: the words typed are lost"
    assert again["kind"] == "text" and again["default"] == words
    assert {k: v for k, v in again.items() if k != "default"} == {k: v for k, v in question.items() if k != "default"}
    views = [m for m in replies if m["t"] == "view"]
    assert views and views[-1]["question"]["default"] == words  # sent with the refusal
    # shorter words go through, and the question is gone
    monkeypatch.undo()
    replies = desk.handle(0, {"t": "answer", "v": desk.view(0)["v"], "q": again["q"], "value": "Ok"})
    assert not [m for m in replies if m["t"] in ("refused", "error")], replies
    assert len(session.match.steps) == steps + 1 and desk.view(0)["question"] is None


def test_a_refused_choice_and_a_cancel_leave_no_question_open(qtbot, monkeypatch):
    session, desk, _ = session_with_phones("99-chances", 4)
    view = _asked_for_words(desk)
    q = view["question"]["q"]
    assert desk.handle(0, {"t": "answer", "v": view["v"], "q": q, "value": None}) == []  # Cancel
    assert desk.view(0)["question"] is None
    # words refused, then the phone cancels: nothing stays open
    view = _asked_for_words(desk)
    monkeypatch.setattr(session.story, "story_room", lambda: 1)
    desk.handle(0, {"t": "answer", "v": view["v"], "q": view["question"]["q"], "value": "Too long"})
    again = desk.view(0)
    assert again["question"]["default"] == "Too long"
    assert desk.handle(0, {"t": "answer", "v": again["v"], "q": again["question"]["q"], "value": None}) == []
    assert desk.view(0)["question"] is None


def test_refused_words_are_given_back_to_their_own_seat_only(qtbot, monkeypatch):
    session, desk, _ = session_with_phones("99-chances", 4)
    view = _asked_for_words(desk)
    monkeypatch.setattr(session.story, "story_room", lambda: 3)
    secret = "Ann's words for Ann only"
    desk.handle(0, {"t": "answer", "v": view["v"], "q": view["question"]["q"], "value": secret})
    assert desk.view(0)["question"]["default"] == secret
    for seat in (1, 2):
        assert secret not in repr(desk.view(seat))
