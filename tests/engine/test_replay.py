"""The replay engine (engine/replay.py): a game's timeline, its moments,
and the table at any move through some eyes, with no Qt.

Every game is played out by its bots with some seats people (so hand-overs
happen); the moments found are checked against the events and views
themselves, the labels against every private text, and each seat's eyes
against what that seat's own view shows."""

from __future__ import annotations

import time
from functools import lru_cache

import pytest

from cardtable.engine import replay
from cardtable.engine.knowledge import visible_ids
from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.replay import (END, ELIMINATION, HANDOVER, KINDS, OPEN, PHASE, REVEAL, STORY, Moment,
                                     events_upto, eyes_choices, journal_upto, log_at, may_review, moments,
                                     layout_for, reviewable, state_at, view_at)
from cardtable.games import all_games

GAMES = all_games()
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")


def play_out(game, n: int, bots=(), seed: int = 3, options=None, limit: int | None = None) -> Match:
    """A game of ``n`` seats played by the bots' choices (``bots`` the seats
    marked bots, the rest people), to its end or ``limit`` moves."""
    setup = Setup(tuple(PlayerSpec(NAMES[i], i in bots) for i in range(n)), options or {}, seed)
    match = Match(game, setup)
    while not match.over and (limit is None or len(match.steps) < limit):
        seat = match.to_act()[0]
        match.play(seat, game.bot(match.state, seat, match.bot_rng))
    return match


def seats(game) -> int:
    return max(game.min_players, min(4, game.max_players))


@lru_cache(maxsize=None)
def finished(game_id: str) -> Match:
    game = GAMES[game_id]
    return play_out(game, seats(game), bots=(1,))


def positions(match: Match) -> list[int]:
    n = len(match.steps)
    return sorted({0, 1, n // 3, n // 2, n - 1, n})


# -- the timeline ------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", list(GAMES))
def test_state_at_is_the_table_after_that_many_moves(game_id):
    match = finished(game_id)
    n = len(match.steps)
    assert state_at(match, 0) is match.initial
    for k in range(1, n + 1):
        assert state_at(match, k) is match.steps[k - 1].state
    for bad in (-1, n + 1, 10**9, True, "3", 2.0, None):
        with pytest.raises(IndexError) as err:
            state_at(match, bad)
        assert f"0 (the opening table) to {n}" in str(err.value)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_log_and_the_story_as_they_stood_at_a_move(game_id):
    match = play_out(GAMES[game_id], seats(GAMES[game_id]), limit=30)
    match.narrate("At the start.", 0, at=0)
    match.narrate("Half way.", 1, at=15)
    match.narrate("Now.", None)
    everything = list(match.events())
    for k in (0, 1, 15, len(match.steps)):
        assert events_upto(match, k) == [(i, ev) for i, ev in everything if i < k]
        assert journal_upto(match, k) == [e for e in match.journal if e.action_index <= k]
    assert [e.text for e in journal_upto(match, 14)] == ["At the start."]
    assert [e.text for e in journal_upto(match, 15)] == ["At the start.", "Half way."]
    with pytest.raises(IndexError):
        events_upto(match, len(match.steps) + 1)
    with pytest.raises(IndexError):
        journal_upto(match, -1)


# -- moments -------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", list(GAMES))
def test_moments_are_in_timeline_order_one_of_each_kind_at_a_place(game_id):
    match = finished(game_id)
    found = moments(match)
    assert found and all(isinstance(m, Moment) for m in found)
    order = [(m.index, KINDS.index(m.kind)) for m in found]
    assert order == sorted(order) and len(set(order)) == len(order)
    assert all(0 <= m.index <= len(match.steps) for m in found)
    assert all(m.label and "\n" not in m.label and len(m.label) <= replay.MAX_LABEL for m in found)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_kind_marks_what_it_says(game_id):
    match = finished(game_id)
    found = moments(match)
    at = {(m.index, m.kind): m.label for m in found}
    n = len(match.steps)
    # the end, with the result
    assert at[(n, END)] == match.result.summary
    # a card shown to everyone: exactly the moves with a public reveal
    reveals = {k for k in range(1, n + 1)
               if any(ev.reveal and not ev.private_to for ev in match.steps[k - 1].events)}
    assert {m.index for m in found if m.kind == REVEAL} == reveals
    # a new stage of play: every game has several
    assert sum(m.kind == PHASE for m in found) >= 1
    # the screen passing from one person to another, just before the newcomer's move
    people = [(k, s.seat) for k, s in enumerate(match.steps, start=1) if not match.is_bot(s.seat)]
    expected = {k - 1 for (_, a), (k, b) in zip(people, people[1:]) if a != b}
    assert {m.index for m in found if m.kind == HANDOVER} == expected
    for m in found:
        if m.kind == HANDOVER:
            newcomer = match.steps[m.index].seat
            assert m.label.startswith(f"{NAMES[newcomer]} takes over from ")
    # a public story prompt
    prompts = {k for k in range(1, n + 1)
               if any(ev.prompt is not None and not ev.private_to for ev in match.steps[k - 1].events)}
    assert {m.index for m in found if m.kind == STORY} == prompts


def test_stories_told_mark_story_moments():
    match = play_out(GAMES["ninety-nine"], 3, limit=12)
    assert not any(m.kind == STORY for m in moments(match))
    match.narrate("Bob grins and plays on.", 1, at=5)
    story = [m for m in moments(match) if m.kind == STORY]
    assert story == [Moment(5, STORY, "Bob grins and plays on.")]


def test_people_alone_with_bots_never_hand_over():
    match = play_out(GAMES["ninety-nine"], 4, bots=(1, 2, 3))
    assert not any(m.kind == HANDOVER for m in moments(match))
    everyone = play_out(GAMES["ninety-nine"], 4)
    assert any(m.kind == HANDOVER for m in moments(everyone))


def test_a_player_who_leaves_the_game_is_an_elimination_where_they_left():
    game = GAMES["ninety-nine"]
    match = play_out(game, 5, bots=(0, 2, 4), seed=2, options={"lives": True})
    found = [m for m in moments(match) if m.kind == ELIMINATION]
    gone = [s for s in range(5) if match.state.lives[s] == 0]
    assert len(gone) == 4
    assert sum(label.count("leaves the game") for label in (m.label for m in found)) == 4
    for m in found:
        before, after = state_at(match, m.index - 1), state_at(match, m.index)
        left = [s for s in gone if before.lives[s] > 0 and after.lives[s] == 0]
        assert left and all(NAMES[s] in m.label for s in left)
    # a hand lost without leaving the game is no elimination
    losses = sum(1 for _, ev in match.events() if ev.kind == "life" and "leaves the game" not in ev.text)
    assert losses > 0


@pytest.mark.parametrize("game_id", list(GAMES))
def test_labels_hold_no_private_text(game_id):
    match = finished(game_id)
    secrets = {ev.private for _, ev in match.events() if ev.private_to and ev.private and ev.private != ev.text}
    # a game with private information tells some seats what others may not read
    assert secrets or not GAMES[game_id].private_info, "the test needs private events"
    labels = " | ".join(m.label for m in moments(match))
    leaked = [s for s in secrets if s in labels]
    assert not leaked


def test_a_private_story_prompt_marks_nothing():
    """A prompt raised for some seats only: its existence is theirs."""
    import attrs

    from cardtable.engine.protocol import Event, Prompt

    match = play_out(GAMES["ninety-nine"], 3, limit=4)
    step = match.steps[2]
    secret = Event("Ann looks at her cards", private="You hold the Queen", private_to=frozenset({0}),
                   prompt=Prompt("secret", "Whisper about the Queen", 0))
    match.steps[2] = attrs.evolve(step, events=step.events + (secret,))
    labels = [m.label for m in moments(match)]
    assert not any("Queen" in label for label in labels)
    assert not any(m.kind == STORY for m in moments(match))


def test_moments_follow_undo_and_new_moves():
    match = play_out(GAMES["ninety-nine"], 4, seed=5, limit=40)
    before = moments(match)
    match.steps[-1].barrier = False  # as if nothing was shown: undo may take back
    taken = [match.pop() for _ in range(3) if match.can_undo()]
    assert taken
    fresh = Match.from_record(match.game, match.record())
    assert moments(match) == moments(fresh)
    for step in reversed(taken):
        match.push(step)
    assert moments(match) == before


def test_the_long_benchmark_game_finds_its_moments_well_under_a_second():
    game = GAMES["ninety-nine"]
    setup = Setup(tuple(PlayerSpec(f"P{i + 1}", True) for i in range(12)),
                  {"lives": True, "remember_to_draw": True}, 1)
    match = Match(game, setup)
    match.run_bots()
    assert len(match.steps) == 1720
    start = time.perf_counter()
    found = moments(match)
    cold = time.perf_counter() - start
    assert cold < 0.8, f"{cold:.2f} s"
    assert sum(m.kind == ELIMINATION for m in found) == 11 and found[-1].kind == END
    start = time.perf_counter()
    assert moments(match) == found
    assert time.perf_counter() - start < 0.2


# -- whose eyes ----------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_seats_eyes_show_what_that_seat_saw_and_no_more(game_id):
    match = finished(game_id)
    n = match.setup.count
    hidden_somewhere = False
    for index in positions(match):
        state = state_at(match, index)
        public = visible_ids(view_at(match, index, None))
        assert view_at(match, index, None) == match.view_of(state, None)
        own = {}
        for seat in range(n):
            view = view_at(match, index, seat)
            assert view == match.view_of(state, seat)
            own[seat] = visible_ids(view)
        for seat in range(n):
            others = set().union(*(own[s] for s in range(n) if s != seat)) - public
            hidden = others - own[seat]
            hidden_somewhere |= bool(hidden)
            assert not hidden & own[seat]
    if GAMES[game_id].private_info:
        assert hidden_somewhere, "every seat saw every card: the check proves nothing"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_open_table_shows_every_card_some_seat_saw(game_id):
    match = finished(game_id)
    for index in positions(match):
        state = state_at(match, index)
        seen = set().union(*(match.known(state, s) for s in range(match.setup.count)), match.known(state, None))
        opened = view_at(match, index, OPEN)
        faces = match.game.face_down_cards(state) if match.game.face_down_cards is not None else {}
        assert visible_ids(opened) == seen | {c.id for zone in faces.values() for c in zone}
        public = match.view_of(state, None)
        assert [z.id for z in opened.zones] == [z.id for z in public.zones]
        assert [len(z.cards) for z in opened.zones] == [len(z.cards) for z in public.zones]
        assert opened.seats == public.seats and opened.hint == public.hint


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_open_table_leaves_only_piles_face_down(game_id):
    """Every card open means every card: outside the piles (a deck, whose
    order stays unknown), no place on the open table holds a face-down card,
    whether or not a seat ever saw it (Chicks' rooms nobody entered)."""
    match = finished(game_id)
    piles = {z.id for z in layout_for(match, OPEN).zones if z.spread == "stack"}
    for index in positions(match):
        opened = view_at(match, index, OPEN)
        down = [z.id for z in opened.zones if z.id not in piles for c in z.cards if c.kind == "card" and c.hidden]
        assert not down, (index, down)


def test_the_open_table_and_other_seats_are_refused_in_a_game_in_progress():
    match = play_out(GAMES["ninety-nine"], 3, limit=10)
    assert not match.over
    why = may_review(match, OPEN, True, 0)
    assert why and "over" in why
    with pytest.raises(ValueError):
        view_at(match, 5, OPEN)
    assert may_review(match, 0, True, 0) == "" and reviewable(match, 0, True, 0)
    why = may_review(match, 1, True, 0)
    assert "Ann" in why and "Bob" not in why and not reviewable(match, 1, True, 0)
    assert may_review(match, 1, True, None)
    assert may_review(match, None, True, 0) == ""
    assert eyes_choices(match, True, 2) == (2,)
    assert eyes_choices(match, True, None) == (None,)
    # up to the present move only: the timeline ends now
    with pytest.raises(IndexError):
        view_at(match, len(match.steps) + 1, 0)


def test_a_finished_game_may_be_seen_open_or_as_anyone_saw_it():
    match = finished("ninety-nine")
    for eyes in (OPEN, None, 0, 1, 2, 3):
        assert may_review(match, eyes, False, 0) == ""
    assert eyes_choices(match, False, 0) == (OPEN, 0, 1, 2, 3)
    for bad in (4, -1, True, "0"):
        assert may_review(match, bad, False, 0)
        with pytest.raises(ValueError):
            view_at(match, 1, bad)


def test_the_log_reads_as_the_eyes_read_it():
    match = finished("ninety-nine")
    private = [(i, ev) for i, ev in match.events() if ev.private_to and ev.private]
    assert private
    index = private[0][0] + 1
    seat = min(private[0][1].private_to)
    for eyes in (None, seat, (seat + 1) % 4, OPEN):
        lines = dict(log_at(match, index, eyes)[-len(match.steps[index - 1].events):])
        assert lines  # the last move's lines
    as_seat = [t for _, t in log_at(match, index, seat)]
    as_other = [t for _, t in log_at(match, index, (seat + 1) % 4)]
    as_open = [t for _, t in log_at(match, index, OPEN)]
    secret = private[0][1].private
    assert secret in as_seat and secret not in as_other
    assert f"{NAMES[seat]}: {secret}" in as_open
    public = [t for _, t in log_at(match, index, None)]
    assert all(not ev.private or ev.private not in public for _, ev in private)


def test_a_demonstration_is_open_wherever_it_stops():
    """A worked example is nobody's game: every card may be open though it
    stops before the game's end; a game in progress never is."""
    from cardtable.games import all_games

    game = all_games()["ninety-nine"]
    setup, moves = game.example()
    match = Match(game, setup)
    for seat, action in moves:
        match.play(seat, action)
    assert not match.over
    assert replay.may_review(match, replay.OPEN, False, None)  # a game simply not finished: not open
    assert not replay.may_review(match, replay.OPEN, False, None, demonstration=True)
    assert replay.may_review(match, replay.OPEN, True, None, demonstration=True)  # in progress: never
    assert replay.OPEN in replay.eyes_choices(match, False, None, demonstration=True)
    view = replay.view_at(match, len(match.steps), replay.OPEN, demonstration=True)
    layout = replay.layout_for(match, replay.OPEN)
    hands = [c for z in view.zones if layout.role_of(z.id) == "hand" for c in z.cards]
    assert hands and all(c.id is not None for c in hands)  # every hand face up
    with pytest.raises(ValueError):
        replay.view_at(match, len(match.steps), replay.OPEN)
