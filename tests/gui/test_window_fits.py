"""The window never grows itself, and the table keeps its scale when only
the move buttons change."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication, QPushButton

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from tests.frontend import answering, play

from .conftest import docks_follow

GAMES = all_games()


def _settled(qtbot, window) -> None:
    """Let the window catch up with the last change before it is measured:
    the words above the table and the docks follow the table on a timer
    (waited for as a condition, with a bound only for failure), then the
    layout requests their new contents posted are handled (one pass of the
    event loop, as qtbot.wait(1) gave a loaded machine). No fixed time:
    a loaded machine gets the same turns of the event loop as an idle one."""
    docks_follow(qtbot, window)
    QApplication.processEvents()


def _buttons(window) -> list[str]:
    return [b.text() for b in window.findChildren(QPushButton, "actionButton") if b.isVisible()]


def _play_through(qtbot, window, game_id: str, players: int, max_moves: int = 400):
    """Two human seats (the rest bots) play a whole game through the window;
    yields after every move."""
    game = GAMES[game_id]
    specs = tuple(PlayerSpec(f"Player {i + 1}", bot=i >= 2) for i in range(players))
    window.new_game(game_id, Setup(specs, {}, 3))
    s = window.session
    rng = random.Random(1)
    for _ in range(max_moves):
        s.step_bots_now()
        if s.match.over:
            break
        if s.covered:
            window.privacy.button.click()
            continue
        if s.holding is not None:  # the seat at the screen has seen a new card: pass on
            window.action_bar.buttons()[0].click()
            continue
        seat = s.acting_seat()
        if seat is None:
            break
        play(s, seat, game.bot(s.match.state, seat, rng), answering(text="a note", choice=0))
        yield s


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_window_never_grows_during_a_game(qtbot, make_window, game_id):
    window = make_window()
    window.resize(1024, 640)
    _settled(qtbot, window)
    start = window.width()
    widest = start
    for _ in _play_through(qtbot, window, game_id, GAMES[game_id].max_players):
        _settled(qtbot, window)
        widest = max(widest, window.width(), window.minimumSizeHint().width())
    assert widest <= start, f"{game_id}: the window grew from {start} to {widest} px"


def test_table_scale_unchanged_when_only_buttons_change(qtbot, make_window):
    """Ninety-Nine: after a play the 'End turn without drawing' button
    appears; before it there is none. The table must not rescale."""
    window = make_window()
    window.resize(1900, 800)  # wide: the table's height sets its scale
    specs = (PlayerSpec("Ann"), PlayerSpec("Bob", bot=True), PlayerSpec("Cy", bot=True))
    window.new_game("ninety-nine", Setup(specs, {}, 3))
    s = window.session
    s.step_bots_now()
    _settled(qtbot, window)
    before_buttons = _buttons(window)
    scale = window.canvas.transform().m11()
    size = window.canvas.size()
    seat = s.acting_seat()
    play = next(a for a in s.match.legal(seat) if a.kind == "play")
    s.perform(seat, play)
    _settled(qtbot, window)
    after_buttons = _buttons(window)
    assert before_buttons != after_buttons  # only the buttons changed (the layout is the same)
    assert window.canvas.size() == size
    assert window.canvas.transform().m11() == scale


def test_table_scale_unchanged_when_the_lines_above_it_change(qtbot, make_window):
    """A hint that needs two lines, or a headline too long for one, must not
    push the table down (the drop targets would move under the mouse)."""
    window = make_window()
    specs = (PlayerSpec("Ann"), PlayerSpec("Bob", bot=True), PlayerSpec("Cy", bot=True))
    window.new_game("ninety-nine", Setup(specs, {}, 3))
    window.session.step_bots_now()
    _settled(qtbot, window)
    size, scale = window.canvas.size(), window.canvas.transform().m11()
    window.hint.setText("A hint long enough to need a second line on any screen. " * 6)
    window.headline.setText("A headline far too long for one line of the table page " * 4)
    _settled(qtbot, window)
    assert window.canvas.size() == size
    assert window.canvas.transform().m11() == scale
    assert window.width() <= 1300


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_own_cards_readable_at_1280x800_with_most_players(qtbot, make_window, game_id):
    """The whole table fits a 1280×800 window at the game's largest player
    count, and the cards of the seat at the screen are at least 60 px wide."""
    from cardtable.table.faces import CARD_W

    window = make_window()
    window.resize(1280, 800)
    _settled(qtbot, window)
    n = GAMES[game_id].max_players
    window.new_game(game_id, Setup(tuple(PlayerSpec(f"P{i + 1}", bot=i >= 2) for i in range(n)), {}, 3))
    s = window.session
    s.step_bots_now()
    if s.covered:
        window.privacy.button.click()
    assert window.pages.currentWidget() is window.table_page
    # the table as the second seat sees it (Snap-fire's first seat is its
    # referee, who has no cards of their own)
    viewer = 1
    window.scene.show_view(s.match.view(viewer), s.game.layout(n, s.match.setup.options, viewer), animate=False)
    _settled(qtbot, window)
    own = [z.spec.scale for z in window.scene.zones.values() if z.spec.seat == viewer]
    assert own
    canvas = window.canvas
    assert window.width() <= 1280 and window.height() <= 800
    assert canvas.mapFromScene(window.scene.sceneRect()).boundingRect().adjusted(1, 1, -1, -1) \
        .intersected(canvas.viewport().rect()) == canvas.mapFromScene(window.scene.sceneRect()) \
        .boundingRect().adjusted(1, 1, -1, -1)  # the whole table is in view
    width = min(own) * CARD_W * canvas.transform().m11()
    assert width >= 60, f"{game_id}: own cards {width:.1f} px wide"
