"""Hints through the session, with no widget: whenever a person can move,
the hint is one of their legal moves and is the hint level's choice for
their seat (the strongest level's search, here on a small budget), asked
with the documented generator (:func:`hint_rng`); when the screen's seat
cannot move (a bot's turn, behind the privacy screen, the game over) there
is no hint and the session says why. Asked from a front-end, the hint is
thought of off the session's thread and handed over only while the game
and the seat at the screen are as they were."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.levels import CLASSIC, LEVELS, STRONGEST, choose, with_think
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.model.hints import Hint, hint_rng
from cardtable.model.outcome import CHOICE, Needs
from cardtable.model.session import GameSession
from cardtable.model.thinking import POLL_MS, thinking

GAMES = all_games()
MAX_STEPS = 700


def players(game, bots: tuple[int, ...] = ()) -> tuple[PlayerSpec, ...]:
    n = max(game.min_players, 3)
    return tuple(PlayerSpec(f"P{i}", bot=i in bots) for i in range(n))


QUICK = with_think(LEVELS[STRONGEST], 1)  # the strongest level's search, at its fewest iterations


def session(game, setup: Setup, level=LEVELS[CLASSIC]) -> GameSession:
    """A session whose hints come from ``level``: whole games are walked
    with the classic bot's (the session's plumbing is the same for every
    level, and a search at every move of 24 games would take minutes); the
    search's own hints are checked at a few positions of each game below."""
    s = GameSession.new(game, setup, bot_delay_ms=0)
    s.hints.level = level
    return s


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
    choice = choose(s.game, s.hints.level, state, seat, hint_rng(s.match.setup.seed, steps, seat))
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
def test_every_hint_is_a_legal_move_and_the_levels_choice(qapp, game_id):
    """Every human seat in turn (all at one screen), following the hints
    part of the time and playing at random otherwise."""
    game = GAMES[game_id]
    for seed, follow in ((11, 0.5), (12, 1.0)):
        s = session(game, Setup(players(game), {}, seed))
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
    s = session(game, Setup(players(game, bots=(1, 2)), {}, 5))
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
    s = session(game, setup)
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


def test_hints_come_from_the_stronger_of_level_5_and_classic_as_measured(qapp, monkeypatch):
    """Level 5, unless the game's shipped ladder rates its classic bot
    higher (Yarn-Tangling's does); a game with no ladder gets level 5."""
    import attrs

    from cardtable.engine import levels
    from cardtable.engine.levels import hint_level, measured

    for game_id in sorted(GAMES):
        game = GAMES[game_id]
        rated = measured(game)
        stronger = CLASSIC if rated[CLASSIC].mu > rated[STRONGEST].mu else STRONGEST
        assert hint_level(game) == LEVELS[stronger], game_id
        s = GameSession.new(game, Setup(players(game), {}, 1), bot_delay_ms=0)
        try:
            assert s.hints.level == LEVELS[stronger]
        finally:
            s.shutdown()
    assert hint_level(GAMES["ninety-nine"]) == LEVELS[STRONGEST]
    assert hint_level(GAMES["t13-yarn-tangling"]) == LEVELS[CLASSIC]
    unrated = attrs.evolve(GAMES["t13-yarn-tangling"], id="unrated", package="")
    monkeypatch.setattr(levels, "_measured", {})
    assert hint_level(unrated) == LEVELS[STRONGEST]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_searching_levels_hint_is_its_choice_and_says_why(qapp, game_id):
    """At a few positions of each game, the hint of the strongest level's
    search (on its smallest budget) is that level's move, handed the
    documented generator, with a reason in one line."""
    game = GAMES[game_id]
    s = session(game, Setup(players(game), {}, 21), level=QUICK)
    rng = random.Random(21)
    checked = reasons = 0
    try:
        s.set_pace(None)
        while not s.match.over and checked < 4 and len(s.match.steps) < MAX_STEPS:
            if s.holding is not None or s.covered:  # the next seat comes to the screen
                s.pass_on() if s.holding is not None else s.ready()
                continue
            seat = s.acting_seat()
            legal = s.match.legal(seat)
            if len(legal) > 1 and rng.random() < 0.3:
                hint = check_hint(s)
                checked += 1
                reasons += hint.reason is not None
            play(s, seat, s.game.bot(s.state, seat, rng))
    finally:
        s.shutdown()
    assert checked == 4 and reasons > 0, (checked, reasons)


def nn_session(level=QUICK) -> GameSession:
    game = GAMES["ninety-nine"]
    s = session(game, Setup((PlayerSpec("Ann"), PlayerSpec("Bea")), {}, 4), level=level)
    s.set_pace(None)
    if s.covered:
        s.ready()
    return s


def test_a_hint_asked_is_thought_of_on_another_thread_and_handed_over(qtbot, monkeypatch):
    import threading

    import cardtable.model.hints as hints_module

    where = []
    real = hints_module.suggest

    def watched(*args):
        where.append(threading.current_thread() is threading.main_thread())
        return real(*args)

    monkeypatch.setattr(hints_module, "suggest", watched)
    s = nn_session()
    try:
        seat = s.acting_seat()
        handed = []
        assert s.ask_hint(handed.append)
        assert s.hints.thinking and not handed  # the window goes on meanwhile
        qtbot.waitUntil(lambda: bool(handed), timeout=30_000)
        assert where == [False]  # thought of off the session's thread
        assert handed == [s.hint(count=False)] and handed[0].seat == seat
        assert s.hints_used[seat] == 1  # shown once, counted once
        again = []
        assert s.ask_hint(again.append) and again == handed  # the same position: answered at once
        assert where == [False]
    finally:
        s.shutdown()


@pytest.mark.parametrize("meanwhile", ["move", "undo"])
def test_a_hint_for_a_position_left_is_dropped(qtbot, meanwhile):
    """A move (the privacy screen then covers for the next seat) or an undo
    before the hint comes back: it is handed to nobody and not counted."""
    s = nn_session()
    try:
        seat = s.acting_seat()
        if meanwhile == "undo":  # a card played, the draw to come: the same seat asks, then takes the card back
            play(s, seat, next(a for a in s.match.legal(seat) if a.kind == "play"))
            assert s.acting_seat() == seat and s.can_undo
        handed = []
        assert s.ask_hint(handed.append) and s.hints.thinking
        before = sum(s.hints_used.values())
        if meanwhile == "move":
            play(s, seat, s.match.legal(seat)[0])
        else:
            s.undo()
        qtbot.waitUntil(lambda: not s.hints.thinking and thinking() == 0, timeout=30_000)
        qtbot.wait(4 * POLL_MS)  # the thought's return is polled for: let a stray one through, if any
        assert handed == [] and sum(s.hints_used.values()) == before
    finally:
        s.shutdown()


def test_where_the_search_plays_another_move_the_hint_says_what_it_found(qapp, monkeypatch):
    """The game's reason explains the game's own bot's move; where the
    search overrules it, the hint gives the search's figures instead."""
    import cardtable.engine.search as search_module
    from cardtable.engine.search import Thought

    s = nn_session()
    try:
        seat = s.acting_seat()
        state = s.state
        usual = s.game.bot(state, seat, random.Random(0))
        other = next(a for a in s.match.legal(seat) if not a.same_move(usual))
        monkeypatch.setattr(search_module, "think",
                            lambda *args: Thought(other, usual, 2300, won=0.625, usual_won=0.375))
        hint = s.hint()
        assert hint.action == other
        usual_words = s.describe(usual).label.rstrip(".")
        assert hint.reason == (f"Played out 2,300 times over deals of the cards you have not seen, this move won "
                               f"62% of its games; the usual choice, {usual_words}, won 38%.")
        monkeypatch.setattr(search_module, "think", lambda *args: Thought(usual, usual, 40, 0.5, 0.5))
        s.hints.level = with_think(LEVELS[STRONGEST], 2)  # another level: asked anew
        assert s.hint(count=False).reason == s.game.hint_reason(state, seat, usual)
    finally:
        s.shutdown()
