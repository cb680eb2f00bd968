"""Bot levels over every game: they never peek, they repeat themselves, and
the deal of the unseen cards loses, makes or moves no card a seat can see."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.engine.knowledge import visible_ids
from cardtable.engine.levels import LEVELS, NAMES, UnknownLevel, choose, level, with_think
from cardtable.engine.protocol import BadOptions, PlayerSpec, Setup
from cardtable.engine.search import search
from cardtable.engine.unseen import redeal, unseen_cards
from cardtable.games import all_games

GAMES = all_games()
QUICK = {name: with_think(lv, 8) for name, lv in LEVELS.items()}  # small budgets: the property, not the strength


def _position(game, players: int, seed: int, moves: int):
    """A position ``moves`` bot moves into a seeded game, and the seat to move there."""
    setup = game.normalise(Setup(tuple(PlayerSpec(f"P{i + 1}", True) for i in range(players)), {}, seed))
    try:
        state = game.create(setup)
    except BadOptions:  # a count the game plays only with an option on (two at Chicks)
        return _position(game, players + 1, seed, moves)
    rng = random.Random(seed)
    for _ in range(moves):
        seats = game.to_act(state)
        if game.result(state) is not None or not seats:
            break
        state, _events = game.apply(state, seats[0], game.bot(state, seats[0], rng))
    seats = game.to_act(state)
    return state, (seats[0] if seats and game.result(state) is None else None)


def _players(game, pick: int) -> int:
    return game.min_players + pick % (game.max_players - game.min_players + 1)


_SETTINGS = settings(max_examples=12, deadline=None, derandomize=True,
                     suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("game_id", sorted(GAMES))
@_SETTINGS
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 60), pick=st.integers(0, 11), deal=st.integers(0, 99))
def test_a_new_deal_of_the_unseen_cards_keeps_every_card_and_what_the_seat_sees(game_id, seed, moves, pick, deal):
    game = GAMES[game_id]
    state, seat = _position(game, _players(game, pick), seed, moves)
    if seat is None:
        return
    dealt = redeal(game, state, seat, random.Random(deal))
    assert Counter(game.census(dealt)) == Counter(game.census(state))  # none made, none lost, none twice
    assert game.view(dealt, seat) == game.view(state, seat)  # the seat cannot tell them apart
    assert set(game.legal_actions(dealt, seat)) == set(game.legal_actions(state, seat))
    if game.known_cards is not None:  # what the seat saw go into a hidden place stays there
        assert game.known_cards(dealt, seat) == game.known_cards(state, seat)


@pytest.mark.parametrize("game_id", sorted(GAMES))
@_SETTINGS
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 60), pick=st.integers(0, 11), other=st.integers(0, 99))
def test_no_level_peeks_at_the_cards_its_seat_has_not_seen(game_id, seed, moves, pick, other):
    """The same position with the unseen cards elsewhere, and the same random
    generator: every level plays the same move."""
    game = GAMES[game_id]
    state, seat = _position(game, _players(game, pick), seed, moves)
    if seat is None:
        return
    elsewhere = redeal(game, state, seat, random.Random(other))
    for name, chosen in QUICK.items():
        here = choose(game, chosen, state, seat, random.Random(seed))
        there = choose(game, chosen, elsewhere, seat, random.Random(seed))
        assert here == there, f"level {name} moved differently when only unseen cards differed"


@pytest.mark.parametrize("game_id", sorted(GAMES))
@_SETTINGS
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 60), pick=st.integers(0, 11), other=st.integers(0, 99))
def test_no_hint_peeks_at_the_cards_its_seat_has_not_seen(game_id, seed, moves, pick, other):
    """A hint comes from the strongest level: with the unseen cards
    elsewhere, the same move and the same words why (the search's figures
    included)."""
    from cardtable.engine.advice import suggest
    from cardtable.engine.levels import STRONGEST

    game = GAMES[game_id]
    state, seat = _position(game, _players(game, pick), seed, moves)
    if seat is None:
        return
    elsewhere = redeal(game, state, seat, random.Random(other))
    here = suggest(game, state, seat, seed, moves, QUICK[STRONGEST])
    assert here == suggest(game, elsewhere, seat, seed, moves, QUICK[STRONGEST])


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_level_repeats_itself_and_plays_a_legal_move(game_id):
    game = GAMES[game_id]
    state, seat = _position(game, max(3, game.min_players), 11, 9)
    assert seat is not None
    for chosen in QUICK.values():
        first = choose(game, chosen, state, seat, random.Random(4))
        game.checked_apply(state, seat, first)  # legal (a text move's words are the bot's own)
        assert choose(game, chosen, state, seat, random.Random(4)) == first


def test_the_unseen_cards_are_those_the_view_does_not_show():
    game = GAMES["ninety-nine"]
    state, seat = _position(game, 3, 5, 0)
    unseen = set(unseen_cards(game, state, seat))
    assert unseen.isdisjoint(visible_ids(game.view(state, seat)))
    assert set(state.hands[seat]).isdisjoint(unseen)
    assert set(state.hands[(seat + 1) % 3]) <= unseen


def test_a_search_with_one_move_takes_it_without_searching():
    game = GAMES["ninety-nine"]
    for moves in range(40):
        state, seat = _position(game, 3, 5, moves)
        legal = game.legal_actions(state, seat)
        if len(legal) == 1:
            break
    assert len(legal) == 1
    assert search(game, state, seat, random.Random(1), 10**9) == legal[0]  # would take hours if it searched


def test_levels_are_named_and_a_bad_name_is_refused():
    assert NAMES == ("classic", "1", "2", "3", "4", "5")
    assert level(" 5 ") is LEVELS["5"] and level("Classic") is LEVELS["classic"]
    with pytest.raises(UnknownLevel, match="no bot level '6'"):
        level("6")
    assert with_think(LEVELS["2"], 1000) is LEVELS["2"]  # a level that does not search has no budget
    assert with_think(LEVELS["5"], 100).think_ms == 100
    nn = GAMES["ninety-nine"]
    assert with_think(LEVELS["5"], 100).iterations(nn) == round(100 * nn.search_rate)
    assert with_think(LEVELS["5"], 1).iterations(nn) == 16  # never fewer than a search needs


def test_a_save_keeps_each_bots_level_and_refuses_one_it_does_not_know(tmp_path):
    from cardtable.engine.match import Match
    from cardtable.engine.record import RecordError, load_record, save_record

    game = GAMES["ninety-nine"]
    setup = Setup((PlayerSpec("Ada"), PlayerSpec("Bo", True, "5"), PlayerSpec("Cy", True)), {}, 3)
    match = Match(game, setup)
    path = tmp_path / "levels.cardtable.json"
    save_record(path, match.record())
    assert [p.level for p in load_record(path, GAMES).setup.players] == ["", "5", ""]
    text = path.read_text(encoding="utf-8")
    assert text.count('"level"') == 1  # only the seat that has one: older versions read the rest as before
    path.write_text(text.replace('"level": "5"', '"level": "9"'), encoding="utf-8")
    with pytest.raises(RecordError, match="bot level"):
        load_record(path, GAMES)


def test_a_match_plays_each_bot_at_its_level():
    from cardtable.engine.match import Match

    game = GAMES["ninety-nine"]
    for name in ("1", "classic"):
        setup = Setup(tuple(PlayerSpec(f"B{i}", True, name if i == 0 else "") for i in range(3)), {}, 21)
        match = Match(game, setup)
        seat = match.to_act()[0]
        expected = choose(game, level(name) if seat == 0 else level("classic"), match.state, seat,
                          random.Random(setup.seed * 7919 + 17))
        match.play_bot(seat)
        assert match.steps[-1].action == expected
