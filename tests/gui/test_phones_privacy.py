"""The shared window while phones play: the privacy audit of the real
window (tests/gui/test_privacy_audit.py's) with three seats on phones and
one at the screen, every phone move made by its page's messages.

While only phones are due the window shows the public table, so the audit
checks it against the public's eyes; when the seat at the screen is due,
the privacy screen covers the table first. After every move (a phone's or
the screen's), every hand-over, Ready and Undo, nothing the person at the
screen may not see is on it.
"""

from __future__ import annotations

import random

import pytest

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.remote.desk import Desk

from ..model.test_remote_seats import PhoneChecks
from ..phone_driver import phones_due, play_phone_turn
from .conftest import answer_questions
from .test_privacy_audit import Audit, the_screens_turn

pytestmark = pytest.mark.gui

GAMES = {
    # game id: (people, bots, seed); the last person plays at the screen
    "99-chances": (4, 0, 3),
    "ninety-nine": (3, 1, 5),
    "9-lives": (3, 1, 8),
    "t13-yarn-tangling": (3, 0, 4),
}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_shared_window_shows_nothing_hidden_while_phones_play(qtbot, make_window, game_id):
    people, bots, seed = GAMES[game_id]
    names = ["Ann", "Bob", "Cy", "Di", "Eve"]
    w = make_window()
    w.new_game(game_id, Setup(tuple(PlayerSpec(names[i], i >= people) for i in range(people + bots)), {}, seed))
    s = w.session
    answer_questions(w, text="A line of story", choice=lambda dialog: len(dialog.labels) - 1)
    desk = Desk(s)
    for seat in range(people - 1):
        assert desk.hello(desk.invite(seat))[0] == seat
    phones = PhoneChecks(s, desk)
    audit = Audit(w, game_id)
    rng = random.Random(seed)
    public_turns = 0
    while not s.match.over and len(s.match.steps) < 2500:
        s.step_bots_now()
        if s.match.over:
            break
        phones.now()
        if the_screens_turn(qtbot, w, audit, rng, moved="after a move at the screen"):
            continue
        due = phones_due(s)
        if not due:
            continue
        if s.viewer is None and not s.covered:
            public_turns += 1
        play_phone_turn(s, desk, rng.choice(due), rng)
        audit.check("after a phone's move")
    assert s.match.over, f"{game_id} did not finish"
    audit.check("game over")
    checks = audit.checks
    print(f"\n{game_id}: {len(s.match.steps)} moves, window checks {dict(checks)}, phone views checked {phones.count}")
    assert checks["after a phone's move"] >= 3 and checks["after a move at the screen"] >= 1
    assert checks["hand-over, behind the privacy screen"] >= 1 and public_turns >= 1
    desk.close()
