"""The privacy audit of the replay view during a game in progress.

Whole seeded games of the audited games (two people and bots) are played
through the real window. After several hand-overs the person at the screen
opens Game ▸ Review this game and steps, with the keyboard, through every
move from the opening table to the present one; behind the privacy screen
the review is opened too (everyone's eyes). At every move the audit reads
everything the window holds — every text, tooltip and accessible name, the
docks' lists, the log, the moments and the timeline, and every card face
drawn on the table (see :mod:`tests.gui.test_privacy_audit`) — and checks
that no card is named or shown that the eyes at the screen had not seen by
then, and that no other seat's private log line shows. After the review the
window is audited again, as the game goes on.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from cardtable.engine.protocol import PlayerSpec, Setup

from .conftest import answer_questions, docks_follow, pass_button
from .test_privacy_audit import AUDITED, Audit, named, screen_texts

pytestmark = pytest.mark.gui

REVIEW_AT = (1, 3, 6, 10, 20, 35)  # the hand-overs (counted from the first) after which the seat at the screen reviews


def audit_review(qtbot, audit: Audit, viewer: int | None, what: str) -> int:
    """Open the review of the game on the table, step through every move
    with the keyboard and check the screen at each; returns the moves seen."""
    w, s = audit.w, audit.s
    audit._learn_history()  # what every seat had seen up to now
    present = len(s.match.steps)
    w.act_review.trigger()
    r = w.review
    assert r is not None, f"{what}: the review did not open"
    assert r.maximum == present and r.eyes == viewer and [e for e, _ in r.choices] == [viewer]
    slider = w.timeline.slider
    qtbot.keyClick(slider, Qt.Key.Key_Home)
    mine = {ev.private for _, ev in s.match.events() if viewer is not None and viewer in ev.private_to}
    others = {ev.private for _, ev in s.match.events()
              if ev.private and (viewer is None or viewer not in ev.private_to)} - mine
    allowed = audit.entitled[viewer]
    for index in range(present + 1):
        if index:
            qtbot.keyClick(slider, Qt.Key.Key_Right)
        docks_follow(qtbot, w)
        assert r.index == index
        where = f"{audit.game_id}, {what}, reviewing move {index} of {present}, eyes {viewer}"
        drawn = {sp.card_id for sp in w.scene.sprites.values() if sp.card_id is not None and sp.view.kind == "card"}
        assert drawn <= allowed, f"{where}: faces drawn the eyes at the screen never saw: {sorted(drawn - allowed)}"
        blob = "\n".join(screen_texts(w))
        for text in others:
            assert not named(text, blob), f"{where}: another seat's private text on screen: {text!r}"
        for word, ids in audit.names.found(blob).items():
            assert ids & allowed, f"{where}: hidden card {sorted(ids)} named on screen as {word!r}"
        audit.checks["reviewed move"] += 1
    qtbot.keyClick(slider, Qt.Key.Key_Escape)
    assert w.review is None
    assert len(s.match.steps) == present  # the game waited
    audit.check(f"after the review ({what})")
    return present + 1


def play_with_reviews(qtbot, w, game_id: str, max_steps: int = 2500) -> Audit:
    names, options, seed = AUDITED[game_id]
    w.new_game(game_id, Setup(tuple(PlayerSpec(n, b) for n, b in names), options, seed))
    s = w.session
    answer_questions(w, text="A line of story", choice=lambda dialog: len(dialog.labels) - 1)
    rng = random.Random(seed)
    audit = Audit(w, game_id)
    handovers = 0
    reviewers = set()
    while not s.match.over and len(s.match.steps) < max_steps:
        s.step_bots_now()
        if s.match.over:
            break
        if s.holding is not None:
            qtbot.waitUntil(lambda: pass_button(w) is not None, timeout=10_000)
            qtbot.mouseClick(pass_button(w), Qt.MouseButton.LeftButton)
        if s.covered:
            handovers += 1
            if handovers == REVIEW_AT[1]:
                audit_review(qtbot, audit, None, "behind the privacy screen")
                assert w.pages.currentWidget() is w.privacy  # and the screen is up again
            qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
            if handovers in REVIEW_AT:
                reviewers.add(s.viewer)
                audit_review(qtbot, audit, s.viewer, f"after hand-over {handovers}")
        seat = s.acting_seat()
        if seat is None:
            continue
        w.moves.perform(s.game.bot(s.state, seat, rng))
    assert s.match.over, f"{game_id} did not finish in {max_steps} steps"
    assert len(reviewers) >= 2, f"{game_id}: the reviews were all by one seat"
    return audit


@pytest.mark.parametrize("game_id", sorted(AUDITED))
def test_the_review_shows_nothing_the_seat_at_the_screen_had_not_seen(qtbot, make_window, game_id):
    w = make_window()
    audit = play_with_reviews(qtbot, w, game_id)
    print(f"\n{game_id}: {len(w.session.match.steps)} moves, checks {dict(audit.checks)}")  # shown with -s
    assert audit.checks["reviewed move"] >= 20
