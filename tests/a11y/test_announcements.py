"""Issue 28: a screen reader hears each move, hand-over and refusal of a
hot-seat game, and never a card hidden from the one at the screen.

Ninety-Nine with two people at one screen (and a bot) is played through the
real window: the privacy screen, Ready, "Pass to …" after a look at a new
card, a refused Undo, a refused drop, the moves. Every accessibility
announcement the window makes is recorded (``QAccessible.updateAccessibility``),
with whose eyes the screen showed when it was said, and read back:

- each move is announced, in words one of the people at the screen was
  entitled to read (its public text, or its private text to its seat);
- no announcement names a card the eyes at the screen were never shown
  (the privacy audit's own measure: the cards a seat's views and log lines
  ever named), nor repeats another seat's private log line;
- each hand-over is announced assertively and alone (nothing about the
  table while the privacy screen is up), Ready is announced, each refusal
  assertively, the game's end, the headline and hint when they change;
- the live region keeps the last words said, and forgets them when the
  screen goes to somebody else.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from cardtable.engine.levels import LEVELS, STRONGEST, with_think
from cardtable.app.announce import as_sentence
from cardtable.engine.protocol import PlayerSpec, Setup
from tests.gui.conftest import docks_follow, pass_button, scene_point, sprite_grip, sprites_in, zone_centre
from tests.gui.test_privacy_audit import Audit, named

pytestmark = pytest.mark.gui

ASSERTIVE = QAccessible.AnnouncementPoliteness.Assertive
POLITE = QAccessible.AnnouncementPoliteness.Polite
PLAYERS = (("Ann", False), ("Bob", False), ("Cy", True))


def settle(qtbot, w) -> None:
    """Let the announcements of what just happened be said (they gather for
    one turn of the event loop) and the docks follow the table."""
    docks_follow(qtbot, w)
    qtbot.waitUntil(lambda: not w.announcer._flush.isActive(), timeout=5_000)


class Checker:
    """Checks each announcement against what the eyes at the screen may know."""

    def __init__(self, w, said) -> None:
        self.w = w
        self.said = said
        self.audit = Audit(w, "ninety-nine")
        self.checked = 0

    def check(self) -> None:
        s = self.w.session
        self.audit._learn_history()
        names = self.audit.names
        for message, _politeness, eyes, _covered in self.said.items[self.checked:]:
            allowed = self.audit.entitled[eyes]
            for word, ids in names.found(message).items():
                assert ids & allowed, f"announced to {eyes}: hidden card {sorted(ids)} as {word!r} in {message!r}"
            mine = {ev.private for _, ev in s.match.events() if eyes is not None and eyes in ev.private_to}
            for _, ev in s.match.events():
                if ev.private and (eyes is None or eyes not in ev.private_to) and ev.private not in mine:
                    assert not named(ev.private, message), f"announced to {eyes}: another seat's {ev.private!r}"
        self.checked = len(self.said.items)
        self.audit.check("announced")  # and the whole window (the live region, the table's focused card)


def refused_drop(qtbot, w) -> bool:
    """Drag one of the viewer's cards onto the draw pile (never a move there)."""
    s = w.session
    hand = sprites_in(w, f"hand:{s.viewer}")
    if not hand:
        return False
    vp = w.canvas.viewport()
    start, end = scene_point(w, sprite_grip(hand[0])), scene_point(w, zone_centre(w, "draw"))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * i / 8, 5)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end, 5)
    return True


def play_hot_seat(qtbot, w, said, turns: int, seed: int = 11) -> dict:
    """Play ``turns`` turns of the people at the screen (the bot in between),
    checking every announcement as it comes; returns what was seen."""
    setup = Setup(tuple(PlayerSpec(n, b) for n, b in PLAYERS), {}, seed)
    said.window = w
    w.new_game("ninety-nine", setup)
    s = w.session
    rng = random.Random(seed)
    checker = Checker(w, said)
    seen = {"handovers": 0, "readys": 0, "refusals": 0, "holds": 0}
    settle(qtbot, w)
    checker.check()
    for turn in range(turns):
        s.step_bots_now()
        settle(qtbot, w)
        checker.check()
        if s.match.over:
            break
        if s.holding is not None:
            seen["holds"] += 1
            qtbot.mouseClick(pass_button(w), Qt.MouseButton.LeftButton)
            settle(qtbot, w)
            checker.check()
        if s.covered:
            seen["handovers"] += 1
            # behind the privacy screen the live region holds the hand-over only
            assert w.announcer.region.text.startswith(f"Pass to {s.name(s.pending)}")
            assert said.items[-1][0].startswith(f"Pass to {s.name(s.pending)}") and said.items[-1][1] == ASSERTIVE
            qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
            assert w.announcer.region.text == ""  # nothing said for the last eyes stays
            settle(qtbot, w)
            checker.check()
            seen["readys"] += 1
            ready = [m for m, p, eyes, _ in said.items if m.startswith(f"Ready: {s.name(s.viewer)} is at the screen")]
            assert ready, said.messages[-3:]
        seat = s.acting_seat()
        if seat is None:
            continue
        if turn % 2 == 0:
            before = len(said.items)
            if turn % 4 == 0:
                w.undo()  # refused (nothing of this seat's to take back) or taken back and redone
                if w.act_redo.isEnabled():
                    w.redo()
            else:
                assert refused_drop(qtbot, w)
            settle(qtbot, w)
            urgent = [m for m, p, *_ in said.items[before:] if p == ASSERTIVE]
            if urgent:
                seen["refusals"] += 1
                assert w.statusBar().currentMessage() and as_sentence(w.statusBar().currentMessage()) in urgent[-1]
            checker.check()
        w.moves.perform(s.game.bot(s.state, seat, rng))
        settle(qtbot, w)
        checker.check()
    return seen


def test_each_move_announced_and_no_hidden_card_named(qtbot, make_window, said):
    w = make_window()
    seen = play_hot_seat(qtbot, w, said, turns=14)
    s = w.session
    assert seen["handovers"] >= 4 and seen["readys"] == seen["handovers"] and seen["refusals"] >= 2
    assert seen["holds"] >= 1
    # each move announced, in words one of the people at the screen was entitled to read
    heard = "\n".join(said.messages)
    for index, step in enumerate(s.match.steps):
        for ev in step.events:
            wordings = {as_sentence(ev.text)} | ({as_sentence(ev.private)} if ev.private else set())
            assert any(text in heard for text in wordings if text), f"move {index + 1} not announced: {ev.text!r}"
    # moves, the headline and the hint are polite; refusals and hand-overs assertive
    assert all(p == POLITE for m, p, *_ in said.items if m.startswith("Ready:"))
    assert any(p == POLITE and "Your turn" in m for m, p, *_ in said.items)  # the hint line
    assert any(p == POLITE and "play goes clockwise" in m for m, p, *_ in said.items)  # the headline
    # behind the privacy screen nothing but the hand-over (or why a key did nothing there)
    for message, politeness, _eyes, covered in said.items:
        if covered:
            assert message.startswith("Pass to ") or politeness == ASSERTIVE, message


def test_a_private_card_is_told_to_its_seat_only(qtbot, make_window, said):
    """The card a player draws is named to them while they look at it (the
    hold), and the next player hears only that a card was drawn."""
    w = make_window()
    play_hot_seat(qtbot, w, said, turns=6)
    s = w.session
    private = [ev for _, ev in s.match.events() if ev.private and ev.private_to]
    assert private
    for message, _p, eyes, _c in said.items:
        for ev in private:
            if as_sentence(ev.private) in message:
                assert eyes in ev.private_to, (message, eyes)
    told = [ev for ev in private if any(as_sentence(ev.private) in m for m in said.messages)]
    assert told  # a drawn card was named to the one who drew it


def test_the_game_over_is_announced(qtbot, make_window, said):
    w = make_window()
    seen = play_hot_seat(qtbot, w, said, turns=400)
    s = w.session
    assert s.match.over, seen
    settle(qtbot, w)
    over = [m for m, p, eyes, _ in said.items if "Game over." in m]
    assert over and s.match.result.summary.rstrip(".") in over[-1]
    winner = s.name(s.match.result.winners[0]) if s.match.result.winners else "Nobody"
    assert winner in over[-1]


def test_the_live_region_keeps_what_was_said(qtbot, make_window, said):
    w = make_window()
    play_hot_seat(qtbot, w, said, turns=3)
    region = w.announcer.region
    assert region.accessibleName() == "Announcements"
    last = said.messages[-1]
    assert all(line in region.text.split("\n") for line in last.split("\n"))
    # a new game: the last game's words go
    said.window = w
    w.new_game("ninety-nine", Setup(tuple(PlayerSpec(n, b) for n, b in PLAYERS), {}, 2))
    assert region.text.startswith("Pass to ")


def test_the_headline_and_hint_are_announced_when_they_change(qtbot, make_window, said):
    """A game for one person: no privacy screen; each move's words, then the
    new headline and hint."""
    w = make_window()
    said.window = w
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Cy", True)), {}, 4))
    s = w.session
    settle(qtbot, w)
    assert any(w.hint.text() in m for m in said.messages)
    rng = random.Random(4)
    for _ in range(3):
        s.step_bots_now()
        settle(qtbot, w)
        seat = s.acting_seat()
        if seat is None:
            break
        before = len(said.items)
        headline = w.headline.text()
        w.moves.perform(s.game.bot(s.state, seat, rng))
        settle(qtbot, w)
        new = "\n".join(said.messages[before:])
        step = s.match.steps[-1]
        assert any(as_sentence(ev.text_for(0)) in new for ev in step.events)
        if w.headline.text() != headline:
            assert as_sentence(w.headline.text()) in new
    # asking for a hint: the status line's words are said too
    before = len(said.items)
    w.hints.level = with_think(LEVELS[STRONGEST], 1)  # the top level's search at its smallest budget
    w.hints.ask_hint()
    qtbot.waitUntil(lambda: not w.hints.thinking, timeout=60_000)
    settle(qtbot, w)
    assert any(m.startswith("Hint:") or "Wait" in m for m in said.messages[before:]), said.messages[before:]


def test_a_refused_key_on_the_privacy_screen_is_said(qtbot, make_window, said):
    w = make_window()
    said.window = w
    w.new_game("ninety-nine", Setup(tuple(PlayerSpec(n, b) for n, b in PLAYERS), {}, 3))
    settle(qtbot, w)
    assert w.session.covered
    w.undo()
    settle(qtbot, w)
    assert said.items[-1][0] == "Press Ready first." and said.items[-1][1] == ASSERTIVE
    assert QPoint  # (imported for the drags above)
