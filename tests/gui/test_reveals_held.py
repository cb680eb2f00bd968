"""Reveals belong to the whole table (issue 36): when cards came to light
for everyone since the screen last changed hands (bids turned over, a card
flipped from the deck, the Finale's bids), the window holds the table as
everyone sees it, with the cards on it or in the last-reveal strip and the
game's words for it in the hint, until someone presses “Pass to …” (or
Enter); only then comes the next privacy screen. The held table shows
nothing that is not public. Played in every game through the window, by
people only; a game without a privacy screen shows its table to everyone
all the time."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.model.outcome import Needs

from .conftest import docks_follow, pass_button

pytestmark = pytest.mark.gui

GAMES = sorted(all_games())
# the reveals the issue names (bids turned over, flips, the Finale): these games must show some
NAMED = {"9-lives", "99-chances"}
REVEALS_WANTED = 2  # reveals checked per game, once found
MOST_MOVES = 400  # a bound for failure only: a game with a privacy screen reveals long before


def _play_one(s, rng) -> None:
    """The seat at the screen makes the move its bot would (questions answered)."""
    seat = s.acting_seat()
    outcome = s.perform(seat, s.game.bot(s.state, seat, rng))
    while isinstance(outcome, Needs):
        outcome = s.send(outcome.answer(0 if outcome.kind == "choice" else "Told."))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_reveal_is_held_on_the_public_table_before_the_next_privacy_screen(qtbot, make_window, game_id):
    game = all_games()[game_id]
    if not game.private_info:
        pytest.skip("no privacy screen: the whole table sees every move as it is made")
    n = max(3, game.min_players)
    w = make_window()
    w.new_game(game_id, Setup(tuple(PlayerSpec(f"P{i}") for i in range(n)), {}, 4))
    s = w.session
    s.set_pace(None)
    rng = random.Random(4)
    held = 0
    for _ in range(MOST_MOVES):
        if s.match.over or held >= REVEALS_WANTED:
            break
        if s.covered:
            assert w.pages.currentWidget() is w.privacy
            qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
            docks_follow(qtbot, w)
            continue
        if s.holding is not None and not s.handover.revealing:
            news = s.handover.public_news()
            qtbot.waitUntil(lambda: pass_button(w) is not None, timeout=10_000)
            qtbot.mouseClick(pass_button(w), Qt.MouseButton.LeftButton)
            # a seat's own card was shown first; the public reveal (if any) comes next
            assert s.handover.revealing == bool(news)
            continue
        if s.handover.revealing:
            held += 1
            news = s.handover.public_news()
            assert news, "held for nothing"
            docks_follow(qtbot, w)
            # the table, not the privacy screen, and as everyone sees it
            assert w.pages.currentWidget() is w.table_page
            view = w.scene.view
            assert view.viewer is None
            assert s.table_view() == s.match.view(None)
            public = s.match.known(s.state, None) | s.match.shown(s.state, None).keys()
            shown = {sp.card_id for sp in w.scene.sprites.values() if sp.card_id is not None}
            assert shown <= public, "the held table shows a card that is not public"
            strip = {c.id for c in w.canvas.reveals.cards}
            assert news <= shown | strip, f"{sorted(news - shown - strip)} came to light but are not on the table"
            words = s.handover.reveal_words()
            assert words and words in w.hint.text()
            assert s.acting_seat() is None  # nobody moves on the held table
            # Enter (as the hint says) passes it on: the next privacy screen
            nxt = s.holding
            QTest.keyClick(w.focusWidget() or w, Qt.Key.Key_Return)
            assert s.covered and s.pending == nxt
            assert w.pages.currentWidget() is w.privacy
            continue
        seat = s.acting_seat()
        if seat is None:
            assert s.step_once() or s.match.over
            continue
        _play_one(s, rng)
        if s.covered:
            # the privacy screen came straight away: nothing had come to light for everyone
            assert not s.handover.public_news(), "the privacy screen hid a reveal"
    assert held or game_id not in NAMED, f"{game_id}: no reveal in {MOST_MOVES} moves"
