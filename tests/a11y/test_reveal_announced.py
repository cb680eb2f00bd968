"""A reveal held for the whole table is announced to everyone (issue 36):
while the table is held, a screen reader hears what came to light, in the
public words, said with nobody's eyes at the screen (never a seat's own)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.model.outcome import Needs

pytestmark = pytest.mark.gui


def test_the_held_reveal_is_announced_in_public_words(qtbot, make_window, said):
    w = make_window()
    said.window = w
    w.new_game("9-lives", Setup(tuple(PlayerSpec(n) for n in ("Ann", "Bea", "Cal")), {}, 1))
    s = w.session
    rng = random.Random(1)
    for _ in range(50):  # a bound for failure only: the first bids are revealed after three moves
        if s.handover.revealing:
            break
        if s.covered:
            qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
        elif s.holding is not None:
            s.pass_on()
        else:
            seat = s.acting_seat()
            outcome = s.perform(seat, s.game.bot(s.state, seat, rng))
            while isinstance(outcome, Needs):
                outcome = s.send(outcome.answer(0))
    assert s.handover.revealing
    start = len(said.items)
    w.announcer.flush()
    qtbot.waitUntil(lambda: not w.docks_behind, timeout=10_000)
    w.announcer.flush()
    told = said.items[start:]
    words = s.handover.reveal_words()
    assert any(words in message and eyes is None and not covered for message, _p, eyes, covered in told), told
    private = [ev.private for step in s.match.steps for ev in step.events if ev.private]
    assert not any(p in message for message, *_ in told for p in private)
