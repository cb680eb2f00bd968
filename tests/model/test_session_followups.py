"""The session's answers at the edges: a finished game's moves stand, redo
brings back the prompts its moves raised, empty narration leaves a prompt
open, and an answer to a question about another position is refused."""

from __future__ import annotations

import random

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.model.outcome import CHOICE, Moved, Needs, Refused
from cardtable.model.session import GameSession
from tests.frontend import drop_with_two_meanings

GAMES = all_games()


def _session(game_id: str, humans: int = 3, seed: int = 1, players: int = 3) -> GameSession:
    specs = tuple(PlayerSpec(f"P{i}", bot=i >= humans) for i in range(players))
    s = GameSession.new(GAMES[game_id], Setup(specs, {}, seed), bot_delay_ms=0)
    s.set_pace(None)
    return s


def _play(s: GameSession, rng: random.Random):
    """One move of the person at the screen (after Ready and Pass), questions answered."""
    if s.holding is not None:
        s.pass_on()
    if s.covered:
        s.ready()
    seat = s.acting_seat()
    if seat is None:
        return s.step_once()
    outcome = s.perform(seat, s.game.bot(s.state, seat, rng))
    while isinstance(outcome, Needs):
        outcome = s.send(outcome.answer(0 if outcome.kind == CHOICE else "Told."))
    assert isinstance(outcome, Moved)
    return True


def test_the_moves_of_a_finished_game_stand(qapp):
    for game_id in sorted(GAMES):
        s = _session(game_id, humans=1, players=max(3, GAMES[game_id].min_players))
        rng = random.Random(1)
        while not s.match.over and _play(s, rng):
            pass
        assert s.match.over, game_id
        assert not s.can_undo, f"{game_id}: the move that ended the game could be undone"
        undo = s.undo()
        assert isinstance(undo, Refused) and "over" in undo.reason
        s.shutdown()


def test_redo_brings_back_the_prompts_its_moves_raised(qapp):
    checked = 0
    for game_id in ("99-chances", "9-lives", "chicks-with-disks"):
        s = _session(game_id, humans=1)
        rng = random.Random(2)
        for _ in range(300):
            if s.match.over:
                break
            before = list(s.open_prompts)
            if not _play(s, rng):
                break
            raised = [p for p in s.open_prompts if p not in before]
            if raised and s.can_undo:
                s.undo()
                assert not any(p in s.open_prompts for p in raised)
                s.redo()
                assert all(p in s.open_prompts for p in raised), game_id
                checked += 1
                break
        s.shutdown()
    assert checked, "no undoable move raised a prompt"


def test_narration_of_only_invisible_characters_leaves_the_prompt_open(qapp):
    s = _session("99-chances", humans=1)
    rng = random.Random(3)
    while not s.open_prompts and _play(s, rng):
        pass
    prompt = s.open_prompts[-1]
    assert not isinstance(s.answer(prompt, "\u202e\u2066 "), Moved)  # bidi controls only: cleaned away
    assert prompt in s.open_prompts
    s.shutdown()


def test_an_answer_about_another_position_is_refused(qapp):
    """A front-end that answers late (after another move was made) gets a
    refusal, not the option of that index in the new position."""
    for game_id in sorted(GAMES):
        s = _session(game_id, humans=1)
        rng = random.Random(4)
        for _ in range(200):
            if s.match.over:
                break
            seat = s.acting_seat()
            if seat is None:
                if not s.step_once():
                    break
                continue
            key = drop_with_two_meanings(s)
            if key is None:
                _play(s, rng)
                continue
            needs = s.drop(*key)
            assert isinstance(needs, Needs)
            steps = len(s.match.steps)
            assert isinstance(s.perform(seat, s.game.bot(s.state, seat, rng)), (Moved, Needs))
            late = s.send(needs.answer(0))
            # refused as a question no longer open, not re-read as a drop at the new position
            assert isinstance(late, Refused) and late.reason == "That choice is no longer open.", (game_id, late)
            assert len(s.match.steps) >= steps
            s.shutdown()
            return
        s.shutdown()
    raise AssertionError("no game offered a drop with two meanings")
