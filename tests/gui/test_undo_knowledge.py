"""Undo cannot peek: once a bot's move has shown the player a card, the
player's own move before it stands — in every game, whether or not the game
marked the bot's move as a reveal."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.knowledge import learned, visible_ids
from cardtable.engine.protocol import PlayerSpec, Setup
from tests.gui.conftest import answer_questions

pytestmark = pytest.mark.gui

GAMES = {
    "ninety-nine": 4,
    "t13-yarn-tangling": 3,
    "99-chances": 4,
    "9-lives": 4,
    "chicks-with-disks": 3,
    # (Snap-fire is left out: its bots only bid and snap; every card is
    # turned by the referee's own move)
}


def quiet_move(game, state, seat, rng):
    """A move that shows the player nothing new where there is one (ending a
    Ninety-Nine turn without drawing, say), so that undo is still open when
    the bots move after it; else the bot's choice."""
    moves = list(game.legal_actions(state, seat))
    rng.shuffle(moves)
    for action in moves[:6]:
        after, _ = game.apply(state, seat, action)
        if not learned(lambda st, v: visible_ids(game.view(st, v)), state, after, [seat]):
            return action
    return game.bot(state, seat, rng)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_bot_showing_a_card_clears_undo(qtbot, make_window, game_id):
    w = make_window()
    players = (PlayerSpec("Ann"),) + tuple(PlayerSpec(f"Bot {i}", True) for i in range(1, GAMES[game_id]))
    w.new_game(game_id, Setup(players, {}, 21))
    s = w.session
    answer_questions(w, text=lambda dialog: dialog.textValue() or "Ann's line", choice=0)
    rng = random.Random(2)
    shown = kept = 0
    while not s.match.over and len(s.match.steps) < 1500 and shown < 3:
        s.step_bots_now()
        seat = s.acting_seat()
        if seat is None:
            break
        # half the time a quiet move, else the bot's (a game may offer quiet
        # moves for ever, like rewriting a note)
        quiet = rng.random() < 0.5
        w.moves.perform(quiet_move(s.game, s.state, seat, rng) if quiet else s.game.bot(s.state, seat, rng))
        if not w.act_undo.isEnabled():
            continue  # the player's own move showed them something: it stands anyway
        mine = len(s.match.steps)
        s.step_bots_now()
        taught = [i for i in range(mine, len(s.match.steps)) if s.match.steps[i].learned.get(0)]
        if taught:
            shown += 1
            assert not w.act_undo.isEnabled(), f"undo still offered after {s.match.steps[taught[0]].events}"
            w.undo()
            assert s.match.steps and len(s.match.steps) >= mine  # nothing was taken back
            assert "a card was shown" in w.statusBar().currentMessage()
        elif any(s.match.is_barrier(i) for i in range(mine, len(s.match.steps))):
            # a bot drew (a game's own reveal flag, kept as an addition): stands too
            assert not w.act_undo.isEnabled()
        elif any(s.match.is_decision(i) for i in range(mine, len(s.match.steps))):
            # a bot chose its reply (on cards Ann has not seen): it stands, and Ann's move with it
            assert not w.act_undo.isEnabled()
        elif not s.match.over:
            kept += 1
            assert w.act_undo.isEnabled(), "a move that showed nobody anything, and no choice since, can be undone"
    assert shown, f"no bot showed a card in {len(s.match.steps)} steps of {game_id}"
