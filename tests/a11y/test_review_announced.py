"""A review opened from behind the privacy screen (it shows what everyone
saw) is told to a screen reader as it is stepped through; the live game's
moves stay untold until the next player has sat down."""

from __future__ import annotations

import random

from cardtable.engine.protocol import PlayerSpec, Setup


def test_a_review_from_the_privacy_screen_is_announced(qtbot, make_window, said):
    w = make_window()
    said.window = w
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob"), PlayerSpec("Cy", True)), {}, 3))
    s = w.session
    rng = random.Random(3)
    while len(s.match.steps) < 6 or not s.covered:
        if s.covered:
            w.presenter.ready()
        elif s.holding is not None:
            s.pass_on()
        elif s.acting_seat() is None:
            s.step_bots_now()
        else:
            w.moves.perform(s.game.bot(s.state, s.acting_seat(), rng))
    qtbot.waitUntil(lambda: not w.announcer._flush.isActive())
    before = len(said.items)
    assert w.review_this_game()
    for step in range(1, 4):
        w.review.seek(step)
        shown = w.hint.text().split(":")[0]  # "Move 3", the line the review shows now
        qtbot.waitUntil(lambda: any(shown in m for m in said.messages[before:]), timeout=5000)  # a bound for failure only
    assert all(covered for *_rest, covered in said.items[before:])  # all said behind the privacy screen
