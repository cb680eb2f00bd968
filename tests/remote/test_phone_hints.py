"""A hint asked from a phone (the desk's side, with a real session and no
network): it is the strongest level's move for that phone's seat, thought
of off the session's thread, and sent to that seat's phones alone; a seat
that cannot move is told why, and a move made before the hint is found
drops it."""

from __future__ import annotations

from cardtable.engine.levels import CLASSIC, LEVELS, STRONGEST, with_think
from cardtable.model.thinking import POLL_MS, thinking
from tests.model.test_remote_seats import session_with_phones

QUICK = with_think(LEVELS[STRONGEST], 1)  # the strongest level's search, at its fewest iterations


def _phone_to_move(session):
    """The phone seat to move (phones play seats 0 and 1; Cy is at the screen)."""
    for _ in range(200):
        seat = next((s for s in sorted(session.remote) if session.acting_seat(s) is not None), None)
        if seat is not None:
            return seat
        if session.holding is not None:
            session.pass_on()
        elif session.covered:
            session.ready()
        else:
            here = session.acting_seat()
            session.perform(None, session.match.legal(here)[0])
    raise AssertionError("no phone seat came to move")


def _sent(desk):
    sent = []
    desk.sigViews.connect(lambda out: sent.append(dict(out)))
    return sent


def test_a_phone_asks_and_only_its_seat_is_sent_the_hint(qtbot):
    session, desk, _ = session_with_phones("ninety-nine", 3)
    session.hints.level = QUICK
    seat = _phone_to_move(session)
    sent = _sent(desk)
    replies = desk.handle(seat, {"t": "hint"})
    assert [m["t"] for m in replies] == ["hint"] and replies[0]["pending"] is True
    assert replies[0]["text"] == "Looking for the best move for the hint…"
    qtbot.waitUntil(lambda: any(m.get("t") == "hint" for out in sent for m in out.values()), timeout=30_000)
    hints = [(to, m) for out in sent for to, m in out.items() if m.get("t") == "hint"]
    assert [to for to, _m in hints] == [seat]  # to that seat's phones alone
    msg = hints[0][1]
    expected = session.hint(count=False, by=seat)
    assert expected is not None and expected.seat == seat
    assert msg["pending"] is False and msg["text"].startswith(f"Hint: {expected.label.rstrip('.')}")
    g = expected.gesture
    assert (msg["zone"], msg["card"], msg["target"]) == ((g.src, g.card, g.dst) if g else (None, None, None))
    assert session.hints_used[seat] == 1 and session.hinted_seats == {seat}
    # the same position again: answered at once, in the reply itself
    again = desk.handle(seat, {"t": "hint"})
    assert again == [msg]


def test_a_seat_that_cannot_move_is_told_why_and_nothing_is_counted(qtbot):
    session, desk, _ = session_with_phones("ninety-nine", 3)
    session.hints.level = LEVELS[CLASSIC]
    seat = _phone_to_move(session)
    other = next(s for s in sorted(session.remote) if s != seat)
    replies = desk.handle(other, {"t": "hint"})
    assert replies == [{"t": "refused", "reason": session.not_your_turn(other)}]
    assert not session.hints_used
    # the classic bot answers at once: the hint is the reply
    replies = desk.handle(seat, {"t": "hint"})
    assert [m["t"] for m in replies] == ["hint"] and replies[0]["pending"] is False
    assert session.hinted_seats == {seat}


def test_a_move_before_the_hint_is_found_drops_it(qtbot):
    session, desk, _ = session_with_phones("ninety-nine", 3)
    session.hints.level = QUICK
    seat = _phone_to_move(session)
    sent = _sent(desk)
    assert desk.handle(seat, {"t": "hint"})[0]["pending"] is True
    view = desk.view(seat)
    card = view["moves"][0]
    desk.handle(seat, {"t": "activate", "v": view["v"], "zone": card["zone"], "card": card["card"]})
    assert len(session.match.steps) and session.match.steps[-1].seat == seat
    qtbot.waitUntil(lambda: not session.hints.thinking_for(seat) and thinking() == 0, timeout=30_000)
    qtbot.wait(4 * POLL_MS)  # the thought's return is polled for: let a stray one through, if any
    assert not [m for out in sent for m in out.values() if m.get("t") == "hint"]
    assert not session.hints_used
