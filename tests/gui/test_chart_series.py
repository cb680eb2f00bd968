"""Every game's chart tells its lines apart: for every player count the game
allows, no two series share both colour and marker (the pair a reader
matches against the legend)."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.protocol import BadOptions
from cardtable.games import all_games, get_game
from cardtable.app.plots import PALETTE, SYMBOLS, match_chart, series_pen_style
from tests.game_properties import make_setup, random_play


def _played(game, players: int):
    """A game of ``players`` bots played to its end, switching on a game's
    player-count options (a two-player variant) when its defaults refuse
    that many."""
    try:
        game.create(make_setup(game, players, 1))
        options = {}
    except BadOptions:
        options = {spec.key: True for spec in game.options if spec.kind == "bool"}
    return random_play(game, make_setup(game, players, 1, options), random.Random(players), 20_000, use_bot_every=1)


def charted_counts():
    for game_id in all_games():
        game = get_game(game_id)
        if game.chart is not None:
            for players in range(game.min_players, game.max_players + 1):
                yield game_id, players


@pytest.mark.parametrize("game_id, players", list(charted_counts()))
def test_every_series_has_its_own_colour_and_marker(game_id: str, players: int) -> None:
    game = get_game(game_id)
    data = match_chart(_played(game, players))
    assert data is not None and data.series
    pairs = [series_pen_style(i)[::2] for i in range(len(data.series))]
    assert len(set(pairs)) == len(pairs), (len(pairs), pairs)


def test_colour_and_marker_pairs_stay_apart_far_beyond_twelve_players() -> None:
    pairs = [series_pen_style(i)[::2] for i in range(len(PALETTE) * len(SYMBOLS))]
    assert len(set(pairs)) == len(pairs)


def test_every_seats_win_rate_bars_look_their_own(qtbot) -> None:
    """The Win rates tab draws a bar per seat: at the most seats any game
    allows, no two seats' bars share colour and fill."""
    from types import SimpleNamespace

    import pyqtgraph as pg

    from cardtable.app.charts import fill_win_rates

    most = max(get_game(game_id).max_players for game_id in all_games())
    seat = SimpleNamespace(win_rate=0.1, low=0.05, high=0.2)
    stats = [SimpleNamespace(seats=(seat,) * most, variant=SimpleNamespace(short_label="all"))]
    plot = pg.PlotWidget(background="w")
    qtbot.addWidget(plot)
    fill_win_rates(plot, "Win rates", stats)
    bars = [i for i in plot.getPlotItem().items if isinstance(i, pg.BarGraphItem)]
    looks = [(b.opts["brush"].color().name(), b.opts["brush"].style()) for b in bars]
    assert len(bars) == most > len(PALETTE) and len(set(looks)) == len(looks), looks
