"""Hints through the session, with no widget: whenever a person can move,
the hint is one of their legal moves and is the game's bot's choice for
their seat, asked with the documented generator (:func:`hint_rng`); when
the screen's seat cannot move (a bot's turn, behind the privacy screen,
the game over) there is no hint and the session says why."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.model.hints import Hint, hint_rng
from cardtable.model.outcome import CHOICE, Needs
from cardtable.model.session import GameSession

GAMES = all_games()
MAX_STEPS = 700


def players(game, bots: tuple[int, ...] = ()) -> tuple[PlayerSpec, ...]:
    n = max(game.min_players, 3)
    return tuple(PlayerSpec(f"P{i}", bot=i in bots) for i in range(n))


def check_hint(s: GameSession) -> Hint:
    seat = s.acting_seat()
    assert seat is not None
    state, steps = s.state, len(s.match.steps)
    hint = s.hint()
    assert hint is not None, f"no hint at move {steps}"
    assert s.state is state and len(s.match.steps) == steps  # asking moves nothing
    assert hint.seat == seat
    legal = s.match.legal(seat)
    assert hint.action in legal
    choice = s.game.bot(state, seat, hint_rng(s.match.setup.seed, steps, seat))
    assert hint.action == choice or (choice.has_text and hint.action.same_move(choice)), (hint, choice)
    info = s.describe(hint.action)
    assert hint.label == info.label and hint.gesture == info.gesture
    assert s.hint(count=False) == hint  # the same position, the same hint
    if hint.reason is not None:
        assert isinstance(hint.reason, str) and hint.reason.strip() and "\n" not in hint.reason
    return hint


def play(s: GameSession, seat: int, action) -> None:
    outcome = s.perform(seat, action)
    while isinstance(outcome, Needs):
        outcome = s.send(outcome.answer(0 if outcome.kind == CHOICE else "Told."))


def walk(s: GameSession, rng: random.Random, follow: float) -> dict:
    """Play on, checking a hint before every move a person makes: the hint
    itself with chance ``follow``, else a random legal move."""
    seen = {"hints": 0, "reasons": 0, "buttons": 0, "gestures": 0, "no hint": 0}
    s.set_pace(None)
    while not s.match.over and len(s.match.steps) < MAX_STEPS:
        if s.holding is not None:
            assert s.hint() is None and s.hint_refusal() == s.not_your_turn()
            s.pass_on()
            continue
        if s.covered:
            assert s.hint() is None and s.hint_refusal() == "Press Ready first."
            s.ready()
            continue
        seat = s.acting_seat()
        if seat is None:
            assert s.hint() is None and s.hint_refusal() == s.not_your_turn()
            seen["no hint"] += 1
            if not s.step_once():
                break
            continue
        hint = check_hint(s)
        seen["hints"] += 1
        seen["reasons"] += hint.reason is not None
        seen["gestures" if hint.gesture is not None else "buttons"] += 1
        legal = s.match.legal(seat)
        play(s, seat, hint.action if rng.random() < follow else rng.choice(legal))
    return seen


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_hint_is_a_legal_move_and_the_bots_choice(qapp, game_id):
    """Every human seat in turn (all at one screen), following the hints
    part of the time and playing at random otherwise."""
    game = GAMES[game_id]
    for seed, follow in ((11, 0.5), (12, 1.0)):
        s = GameSession.new(game, Setup(players(game), {}, seed), bot_delay_ms=0)
        try:
            seen = walk(s, random.Random(seed), follow)
        finally:
            s.shutdown()
        assert seen["hints"] > 5, seen
        print(f"\n{game_id}, seed {seed}: {seen}")
        assert seen["reasons"] > 0, f"{game_id} gave no reason for any hint: {seen}"
        assert s.hints_used and s.hinted_seats == frozenset(range(len(s.match.setup.players)))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_hint_on_a_bots_turn_or_when_the_game_is_over(qapp, game_id):
    """With bots at the table the screen's seat waits on them: no hint then,
    and the refusal names whose turn it is."""
    game = GAMES[game_id]
    s = GameSession.new(game, Setup(players(game, bots=(1, 2)), {}, 5), bot_delay_ms=0)
    try:
        seen = walk(s, random.Random(5), 0.7)
        assert seen["hints"] > 0 and seen["no hint"] > 0, seen
        assert s.hinted_seats == {0}
        if s.match.over:
            assert s.hint() is None and s.hint_refusal() == "The game is over."
    finally:
        s.shutdown()


def test_a_bots_turn_is_refused_in_words(qapp):
    game = GAMES["ninety-nine"]
    setup = Setup((PlayerSpec("Ann"), PlayerSpec("Bea", bot=True)), {}, 1)
    s = GameSession.new(game, setup, bot_delay_ms=0)
    try:
        s.set_pace(None)
        while s.acting_seat() == 0:  # Ann plays her turn out, then it is the bot's
            play(s, 0, s.hint().action)
        assert s.match.to_act() == (1,)
        assert s.hint() is None
        assert s.hint_refusal() == "Wait: it is Bea's turn."
        assert not s.hints_used or s.hinted_seats == {0}
    finally:
        s.shutdown()


def test_the_generator_is_the_documented_one():
    a, b = hint_rng(3, 10, 1), hint_rng(3, 10, 1)
    assert [a.random() for _ in range(3)] == [b.random() for _ in range(3)]
    assert hint_rng(3, 10, 1).random() != hint_rng(3, 11, 1).random()
    assert hint_rng(3, 10, 1).random() != hint_rng(3, 10, 2).random()
