"""The window beside phones: what a review found, each fixed and kept here.

A review of the game while a phone plays on, the privacy screen named for
the right person afterwards; the screen's own question while a phone moves;
a seat key at the screen for a seat on a phone; the "Hide my cards" hold
when the turn comes back to the screen.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.model.handover import TABLE
from cardtable.remote.desk import Desk

from ..frontend import answering, play
from ..phone_driver import at_the_screen, phones_due, play_phone_turn, someone_moves
from .conftest import docks_follow, pass_button

pytestmark = pytest.mark.gui

NAMES = ["Ann", "Bob", "Cy", "Di"]


def start(w, game_id: str, kinds: str, seed: int):
    """``kinds``: a letter a seat, L at the screen, P on a phone, B a bot."""
    w.new_game(game_id, Setup(tuple(PlayerSpec(NAMES[i], k == "B") for i, k in enumerate(kinds)), {}, seed))
    s = w.session
    desk = Desk(s)
    for i, k in enumerate(kinds):
        if k == "P":
            assert desk.hello(desk.invite(i))[0] == i
    return s, desk


def step(qtbot, w, s, desk, rng) -> None:
    """One thing somebody does: pass, Ready, a move at the screen or on a phone."""
    s.step_bots_now()
    if s.holding is not None:
        qtbot.waitUntil(lambda: pass_button(w) is not None, timeout=5000)
        qtbot.mouseClick(pass_button(w), Qt.MouseButton.LeftButton)
    elif s.covered:
        qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
    elif s.acting_seat() is not None:
        w.moves.perform(s.game.bot(s.state, s.acting_seat(), rng))
    else:
        play_phone_turn(s, desk, next(p for p in sorted(s.remote) if s.acting_seat(p) is not None), rng)


def test_a_hand_over_during_a_review_names_the_right_person_after_it(qtbot, make_window):
    w = make_window()
    s, desk = start(w, "ninety-nine", "LLP", 1)
    rng = random.Random(1)
    for _ in range(500):
        if s.viewer is None and not s.covered and s.holding is None and s.acting_seat(2) is not None:
            break
        step(qtbot, w, s, desk, rng)
    assert w.review_this_game()
    while 2 in s.match.to_act():
        play_phone_turn(s, desk, 2, rng)  # Cy plays on the phone during the review: the screen is covered
    w.close_review()
    assert s.pending is not None and w.pages.currentWidget() is w.privacy
    assert s.name(s.pending) in w.privacy.title.text() and s.name(s.pending) in w.privacy.button.text()


def test_a_phone_taking_back_its_move_during_a_review_leaves_the_review_whole(qtbot, make_window):
    w = make_window()
    s, desk = start(w, "chicks-with-disks", "PPL", 5)
    rng = random.Random(5)
    seat = None
    for _ in range(800):
        if at_the_screen(s, rng):
            continue
        seat = phones_due(s)[0]
        play_phone_turn(s, desk, seat, rng)
        if s.may_undo(seat):
            break
    assert seat is not None and s.may_undo(seat)
    assert w.review_this_game()
    review = w.review
    shown = review.maximum
    assert desk.handle(seat, {"t": "undo", "v": desk.view(seat)["v"]}) == []
    assert len(s.match.steps) < shown
    for index in (0, shown, shown - 1):  # the review still shows every move it opened with
        review.seek(index)
        review.move_words(index)
    docks_follow(qtbot, w)
    w.close_review()


def test_the_screens_question_stays_open_while_a_phone_moves_and_no_bot_moves(qtbot, make_window):
    w = make_window()
    s, desk = start(w, "99-chances", "PPLB", 0)
    rng = random.Random(0)
    asked = []
    w.asker.sigAsking.connect(asked.append)
    worded = []
    for _ in range(2000):
        s.step_bots_now()
        if s.holding is not None:
            s.pass_on()
            continue
        if s.covered:
            s.ready()
            continue
        local = s.acting_seat()
        phones = [p for p in sorted(s.remote) if s.acting_seat(p) is not None]
        if local is not None and phones:
            worded = [a for a in s.match.legal(local) if s.describe(a).text_prompt]
            if worded:
                break
        if local is not None:
            play(s, None, s.game.bot(s.state, local, rng), answering(text="Told.", choice=0))
        else:
            play_phone_turn(s, desk, phones[0], rng)
    assert worded
    w.moves.perform(worded[0])
    assert asked, "no question opened"
    bots_before = [st for st in s.match.steps if s.match.is_bot(st.seat)]
    play_phone_turn(s, desk, phones[0], rng)  # a phone moves while the screen's player types
    qtbot.wait(1)
    assert not s.bots.scheduled, "a machine move is due while the screen's question is open"
    n = len(s.match.steps)
    asked[-1].answer("The quiet detective")
    qtbot.waitUntil(lambda: len(s.match.steps) > n, timeout=5000)
    assert [st for st in s.match.steps[:n] if s.match.is_bot(st.seat)] == bots_before


def test_the_screens_seat_key_does_not_play_a_seat_on_a_phone(qtbot, make_window):
    w = make_window()
    s, desk = start(w, "t13-snap-fire", "PLL", 2)
    rng = random.Random(2)
    w.phones_changed()
    assert "Ann (on a phone)" in w.seat_keys.text()
    for _ in range(4000):
        s.step_bots_now()
        assert not s.match.over
        if [a for a in s.match.legal(0) if a.kind in s.game.seat_key_actions]:
            break
        someone_moves(s, desk, rng)
    n = len(s.match.steps)
    w.activateWindow()
    QTest.keyClick(w, "1")
    qtbot.waitUntil(lambda: "on their phone" in w.statusBar().currentMessage(), timeout=5000)
    assert not any(st.seat == 0 for st in s.match.steps[n:])


def test_the_hold_for_the_phones_ends_when_the_turn_comes_back(qtbot, make_window):
    w = make_window()
    s, desk = start(w, "ninety-nine", "LP", 1)
    rng = random.Random(1)
    for _ in range(500):
        s.step_bots_now()
        if s.holding == TABLE:
            break
        if s.covered:
            s.ready()
        elif s.acting_seat() is not None:
            play(s, None, s.game.bot(s.state, s.acting_seat(), rng))
        else:
            play_phone_turn(s, desk, 1, rng)
    assert s.holding == TABLE
    docks_follow(qtbot, w)
    assert "Hide my cards" in (pass_button(w).text() if pass_button(w) else "")
    while 1 in s.match.to_act() and not s.match.over:
        play_phone_turn(s, desk, 1, rng)  # Bob plays his turn on his phone while Ann still looks
    docks_follow(qtbot, w)
    assert s.holding is None and s.acting_seat() == 0
    assert "phones play next" not in w.hint.text()
    n = len(s.match.steps)
    w.moves.perform(s.game.bot(s.state, 0, rng))
    assert len(s.match.steps) > n
