"""``cardtable games``: the ids of the games this copy can play."""

from __future__ import annotations


def cmd_games(args) -> int:
    from cardtable.games import all_games

    for game_id in all_games():
        print(game_id)
    return 0
