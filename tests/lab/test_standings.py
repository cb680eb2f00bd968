"""Each game's standing (GameDef.seat_standing) agrees with its result:
when a game is over, the seats it shows ahead are among the winners; it
holds one number per seat throughout, and its round count never goes back."""

from __future__ import annotations

import pytest

from cardtable.engine.standing import standing_of
from cardtable.games import all_games
from cardtable.sweep import Variant
from cardtable.sweep.play import play_game
from cardtable.sweep.variant import bot_setup

GAMES = all_games()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_standing_ends_where_the_result_does(game_id):
    game = GAMES[game_id]
    if game.seat_standing is None:
        pytest.skip("the game leaves its standing to its result")
    for seed in range(1, 9):
        setup = game.normalise(bot_setup(game, Variant(game.default_players), seed))
        moves: list = []
        result, _n = play_game(game, setup, moves_out=moves)
        state = game.create(setup)
        rounds = [standing_of(game, state, setup.count).round]
        for seat, action in moves:
            state, _events = game.apply(state, seat, action)
            found = standing_of(game, state, setup.count)
            assert len(found.lead) == setup.count
            rounds.append(found.round)
        assert all(isinstance(r, int) for r in rounds) and rounds == sorted(rounds)
        if result.winners:
            assert found.leaders() <= set(result.winners), (seed, found, result.winners)
