"""The hint names who can act at the screen (issue 24, item 4).

Along games played through the session (two people at the screen, the
rest bots, as at a real table), every time the table waits for a person:
the screen belongs to a seat that may act, the hint names that seat, and
it never names as acting a seat whose turn the table shows but who cannot
move from this screen (Snap-fire said "Bea bids Sway…" while the screen's
only button was "Foe lets this card go")."""

from __future__ import annotations

import random
import re

import pytest

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.model.outcome import MOVED
from cardtable.model.session import GameSession
from tests.frontend import blank, play

GAMES = all_games()
NAMES = ("Ann", "Bea", "Cid", "Dot", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou")
MOVES = 90  # the people's moves looked at in each game


def _cases():
    for gid, game in sorted(GAMES.items()):
        for n in sorted({max(3, game.min_players), game.max_players}):
            yield pytest.param(gid, n, id=f"{gid}-{n}")


def _named(text: str, n: int) -> set[int]:
    return {s for s in range(n) if re.search(rf"\b{NAMES[s]}\b", text)}


@pytest.mark.parametrize("gid,n", list(_cases()))
def test_the_hint_names_the_seat_that_can_act(qapp, gid, n):
    game = GAMES[gid]
    players = tuple(PlayerSpec(NAMES[i], bot=i >= 2) for i in range(n))
    s = GameSession.new(game, game.normalise(Setup(players, {}, 11)), bot_delay_ms=0)
    rng = random.Random(5)
    looked = 0
    try:
        for _ in range(MOVES * 4):
            s.step_bots_now()
            if s.match.over or looked >= MOVES:
                break
            if s.covered:
                s.ready()
                continue
            if s.holding is not None:
                s.pass_on()
                continue
            view = s.table_view()
            seat = s.acting_seat()
            to_act = set(s.match.to_act())
            where = f"{gid} move {len(s.match.steps)}: hint {view.hint!r}, to act {sorted(to_act)}"
            assert seat is not None, f"the screen's seat {s.viewer} cannot act ({where})"
            named = _named(view.hint, n)
            assert seat in named, f"the hint does not name {NAMES[seat]}, who acts ({where})"
            active = {sv.seat for sv in view.seats if sv.active}
            wrong = (named & active) - {seat}
            assert not wrong, f"the hint names {[NAMES[x] for x in wrong]} as acting at {NAMES[seat]}'s screen ({where})"
            for x in _named(view.headline, n) & active:
                assert x in to_act, f"the headline {view.headline!r} names {NAMES[x]}, who has no move ({where})"
            action = game.bot(s.state, seat, rng)
            assert play(s, seat, action, blank()) == MOVED, (where, action)
            looked += 1
        assert looked, f"{gid}: nobody at the screen ever had a move"
    finally:
        s.shutdown()


def test_snap_fire_log_names_whose_move_it_was(qapp):
    """Each bid and each card let go is written under the character of the
    seat that really made that move."""
    game = GAMES["t13-snap-fire"]
    players = tuple(PlayerSpec(NAMES[i], bot=i >= 2) for i in range(5))
    s = GameSession.new(game, game.normalise(Setup(players, {}, 3)), bot_delay_ms=0)
    rng = random.Random(2)
    try:
        for _ in range(200):
            s.step_bots_now()
            if s.match.over:
                break
            if s.covered:
                s.ready()
                continue
            seat = s.acting_seat()
            assert seat is not None
            play(s, seat, game.bot(s.state, seat, rng), blank())
        checked = 0
        steps = s.match.steps
        for i, step in enumerate(steps):
            ch = step.action.get("character")
            if step.action.kind in ("bid", "pass", "waive") and isinstance(ch, int):
                before = steps[i - 1].state if i else s.match.initial
                c = before.chars[ch]
                assert c.seat == step.seat
                assert any(ev.text.startswith(c.name) for ev in step.events), (step.action, [e.text for e in step.events])
                checked += 1
        assert checked
    finally:
        s.shutdown()


def test_redo_says_redone_not_undone(qtbot, make_window):
    """After a redo the status bar names the move made again, never "Undone."
    (issue 24, item 8)."""
    from cardtable.engine.protocol import Action

    w = make_window()
    players = (PlayerSpec("Ref"), PlayerSpec("Ann"), PlayerSpec("Bob"))
    w.new_game("t13-snap-fire", Setup(players, {}, 4))
    s = w.session
    assert s.perform(0, Action.of("side", character=0, side="Ebbing")) == MOVED
    assert w.act_undo.isEnabled()
    w.act_undo.trigger()
    undone = w.statusBar().currentMessage()
    assert undone.startswith("Undone") and "Ann" in undone
    assert w.act_redo.isEnabled()
    w.act_redo.trigger()
    redone = w.statusBar().currentMessage()
    assert redone.startswith("Redone") and "Ann" in redone, redone
    assert s.state.chars[0].side == "Ebbing"
