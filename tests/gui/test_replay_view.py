"""The replay view in the real window, driven by the keyboard and the mouse:
every move shown is that move's table (the scene's pieces, the players
panel, the log and the journal as :mod:`cardtable.engine.replay` has them
for the eyes chosen), jumps land on the marked moments, play and pause work,
a game in progress waits and comes back as it was, and Play on from here
starts a new game from the move shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication

from cardtable.engine import replay
from cardtable.engine.protocol import PlayerSpec, Setup

from cardtable.table.plaintext import display

from .conftest import docks_follow
from .test_plain_text_surfaces import png  # noqa: F401 (a fixture: the image hostile names point at)

pytestmark = pytest.mark.gui

KEY = {"left": Qt.Key.Key_Left, "right": Qt.Key.Key_Right, "home": Qt.Key.Key_Home, "end": Qt.Key.Key_End,
       "space": Qt.Key.Key_Space, "pgup": Qt.Key.Key_PageUp, "pgdn": Qt.Key.Key_PageDown,
       "escape": Qt.Key.Key_Escape}


def finished_game(w, game_id="ninety-nine", players=4, seed=3, options=None, humans=0, box=False):
    """A game played to its end (its people's moves chosen as a bot's), on
    the table; its game-over box closed unless ``box``."""
    import random

    from cardtable.engine.match import Match
    from cardtable.model.session import GameSession

    setup = Setup(tuple(PlayerSpec(f"P{i + 1}", bot=i >= humans) for i in range(players)), options or {}, seed)
    match = Match(w.games[game_id], setup)
    rng = random.Random(seed)
    while not match.over:
        seat = match.to_act()[0]
        match.play(seat, match.game.bot(match.state, seat, rng))
    w.start_session(GameSession(match, bot_delay_ms=0))
    if not box:
        QApplication.processEvents()  # the box opens on the next turn of the event loop
        w.result_dialog.close()
    return match


def pieces(w) -> list:
    """The scene's pieces: (zone, place, what it shows), in order."""
    return sorted(((sp.zone, sp.index, sp.view) for sp in w.scene.sprites.values()), key=lambda p: p[:2])


def expected(w, view) -> list:
    """The pieces ``view`` puts on the table (a pile shows its top cards only)."""
    from cardtable.table.geometry import card_offsets

    out = []
    for zone in view.zones:
        item = w.scene.zones.get(zone.id)
        if item is not None:
            out += [(zone.id, idx, zone.cards[idx]) for idx, _offset in card_offsets(item.spec, zone.cards)]
    return sorted(out, key=lambda p: p[:2])


def shows_move(qtbot, w, index: int) -> None:
    """The window shows move ``index`` through the review's eyes: the table
    at once, the players panel, log and journal once the docks follow."""
    r = w.review
    assert r.index == index and w.timeline.slider.value() == index
    view = replay.view_at(r.match, index, r.eyes)
    assert pieces(w) == expected(w, view), f"move {index}: the table is not that move's"
    assert f"move {index} of {r.maximum}" in w.headline.text()
    docks_follow(qtbot, w)
    rows = [w.players_dock.seats.item(i).text() for i in range(w.players_dock.seats.count())]
    assert len(rows) == len(view.seats)
    for row, seat in zip(rows, view.seats):
        assert seat.name in row and all(line in row for line in seat.lines), (index, row, seat)
    log = replay.log_at(r.match, index, r.eyes)
    assert len(w.log_dock.lines()) == len(log)
    if log:
        assert w.log_dock.lines()[-1].endswith(" ".join(log[-1][1].split()))
    assert w.story_dock.journal.count() == len(replay.journal_upto(r.match, index))


def key(qtbot, w, name: str) -> None:
    qtbot.keyClick(w.timeline.slider, KEY[name])


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def test_keys_and_buttons_step_through_every_move(qtbot, make_window):
    w = make_window()
    match = finished_game(w, box=True)
    qtbot.waitUntil(lambda: w.result_dialog is not None and w.result_dialog.isVisible(), timeout=10_000)
    click(qtbot, w.result_dialog.review_button)  # the game-over box offers the review
    qtbot.waitUntil(lambda: w.review is not None, timeout=10_000)
    r = w.review
    assert r.source is match and r.eyes is replay.OPEN and r.maximum == len(match.steps)
    assert w.timeline.isVisible() and not w.action_bar.isVisible()
    w.activateWindow()  # (offscreen, no window manager gives it back when the box closes)
    qtbot.waitUntil(w.timeline.slider.hasFocus, timeout=5_000)  # the keys work at once
    shows_move(qtbot, w, r.maximum)
    key(qtbot, w, "home")
    shows_move(qtbot, w, 0)
    for i in range(1, 13):
        key(qtbot, w, "right")
        shows_move(qtbot, w, i)
    key(qtbot, w, "left")
    shows_move(qtbot, w, 11)
    click(qtbot, w.timeline.back)
    shows_move(qtbot, w, 10)
    click(qtbot, w.timeline.forward)
    shows_move(qtbot, w, 11)
    click(qtbot, w.timeline.last)
    shows_move(qtbot, w, r.maximum)
    key(qtbot, w, "right")  # nothing after the last move
    shows_move(qtbot, w, r.maximum)
    click(qtbot, w.timeline.first)
    shows_move(qtbot, w, 0)
    key(qtbot, w, "end")
    shows_move(qtbot, w, r.maximum)


def test_jumps_land_on_the_marked_moments(qtbot, make_window):
    w = make_window()
    match = finished_game(w, humans=2)  # two people: hand-overs are moments too
    w.review_this_game()
    r = w.review
    marked = sorted({m.index for m in replay.moments(match)})
    assert len(marked) > 3
    assert [t[0] for t in w.timeline.slider._ticks] == [m.index for m in replay.moments(match)]
    key(qtbot, w, "home")
    landed = []
    while r.index < r.maximum:
        key(qtbot, w, "pgdn")
        landed.append(r.index)
    assert landed == [i for i in marked if i > 0] + ([] if marked[-1] == r.maximum else [r.maximum])
    shows_move(qtbot, w, r.maximum)
    key(qtbot, w, "pgup")
    assert r.index == max(i for i in marked if i < r.maximum)
    click(qtbot, w.timeline.moment_back)
    assert r.index == max(i for i in marked if i < landed[-2])
    click(qtbot, w.timeline.moment_forward)
    shows_move(qtbot, w, min(i for i in marked if i > r.index - 1 and i >= landed[-2]))
    # the list of moments: a click on a row goes to its move
    moments = w.moments_dock.list
    assert moments.isVisible() and moments.count() >= 3
    item = moments.item(2)
    at = int(item.text().split(":")[0].split()[-1]) if item.text().startswith("Move") else 0
    qtbot.mouseClick(moments.viewport(), Qt.MouseButton.LeftButton, pos=moments.visualItemRect(item).center())
    shows_move(qtbot, w, at)
    assert moments.currentRow() == 2


def test_a_click_on_the_timeline_goes_to_the_move_under_the_mouse(qtbot, make_window):
    w = make_window()
    finished_game(w)
    w.review_this_game()
    r = w.review
    slider = w.timeline.slider
    for target in (0, r.maximum // 3, r.maximum // 2, r.maximum):
        x = round(slider.x_of(target))
        qtbot.mouseClick(slider, Qt.MouseButton.LeftButton, pos=QPoint(x, slider.height() // 2))
        assert abs(r.index - target) <= 1, (target, r.index)
        shows_move(qtbot, w, r.index)


def test_play_and_pause(qtbot, make_window):
    w = make_window()
    finished_game(w)
    w.review_this_game()
    r = w.review
    key(qtbot, w, "home")
    key(qtbot, w, "space")
    assert r.playing and w.timeline.play.accessibleName() == "Pause"
    qtbot.waitUntil(lambda: r.index >= 5, timeout=10_000)
    key(qtbot, w, "space")
    assert not r.playing and w.timeline.play.accessibleName() == "Play"
    stopped = r.index
    for _ in range(5):
        QApplication.processEvents()
    assert r.index == stopped  # paused: it stays
    shows_move(qtbot, w, stopped)
    click(qtbot, w.timeline.play)  # the button plays too, to the end, and stops there
    assert r.playing
    qtbot.waitUntil(lambda: not r.playing, timeout=30_000)
    shows_move(qtbot, w, r.maximum)
    key(qtbot, w, "space")  # at the end, play starts again from the opening table
    assert r.playing and r.index <= 1
    key(qtbot, w, "right")  # a step pauses
    assert not r.playing


def test_whose_eyes(qtbot, make_window):
    w = make_window()
    match = finished_game(w)
    w.review_this_game()
    r = w.review
    combo = w.timeline.eyes
    assert combo.isEnabled()
    assert [combo.itemText(i) for i in range(combo.count())] == ["Every card open", *match.setup.names]
    key(qtbot, w, "home")
    for _ in range(8):
        key(qtbot, w, "right")
    qtbot.keyClick(combo, Qt.Key.Key_Down)  # to P1's eyes
    assert r.eyes == 0 and r.index == 8
    assert "as P1 saw it" in w.headline.text()
    shows_move(qtbot, w, 8)
    hidden = [cv for _z, _i, cv in pieces(w) if cv.id is None]
    assert hidden, "through one seat's eyes the others' hands are face down"
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert r.eyes == 1
    shows_move(qtbot, w, 8)


def test_a_game_in_progress_waits_and_comes_back_as_it_was(qtbot, make_window):
    w = make_window()
    setup = Setup((PlayerSpec("Ann"), PlayerSpec("Bob"), PlayerSpec("Cy", True), PlayerSpec("Di", True)), {}, 5)
    w.new_game("ninety-nine", setup)
    s = w.session
    # play until the privacy screen is up after some moves
    import random

    rng = random.Random(1)
    while len(s.match.steps) < 12 or not s.covered:
        s.step_bots_now()
        if s.holding is not None:
            s.pass_on()
        if s.covered and len(s.match.steps) >= 12:
            break
        if s.covered:
            click(qtbot, w.privacy.button)
        seat = s.acting_seat()
        if seat is not None:
            w.moves.perform(s.game.bot(s.state, seat, rng))
    assert s.covered and w.pages.currentWidget() is w.privacy
    steps, state = len(s.match.steps), s.state
    # behind the privacy screen: only what everyone saw, up to now
    w.act_review.trigger()
    r = w.review
    assert r is not None and r.eyes is None and r.maximum == steps
    assert w.pages.currentWidget() is w.table_page
    assert not w.timeline.eyes.isEnabled() and w.timeline.eyes.currentText() == "What everyone saw"
    # no playing on from a game still being played: the fork would end up open to anyone's eyes
    assert not w.timeline.play_on.isEnabled()
    w.reviews.play_on_from_here()
    assert w.session is s and w.review is r and "keeps its hidden cards" in w.statusBar().currentMessage()
    key(qtbot, w, "home")
    shows_move(qtbot, w, 0)
    key(qtbot, w, "space")
    qtbot.waitUntil(lambda: not r.playing, timeout=20_000)
    shows_move(qtbot, w, steps)  # the timeline ends at the present move
    for _ in range(5):
        QApplication.processEvents()
    assert len(s.match.steps) == steps and s.state is state  # nothing moved meanwhile
    key(qtbot, w, "escape")
    assert w.review is None and w.pages.currentWidget() is w.privacy  # the screen is up again
    # Ready: the seat at the screen reviews through its own eyes only
    click(qtbot, w.privacy.button)
    seat = s.viewer
    w.act_review.trigger()
    r = w.review
    assert r.eyes == seat and [e for e, _ in r.choices] == [seat]
    assert not w.timeline.eyes.isEnabled() and w.timeline.eyes.currentText() == s.name(seat)
    key(qtbot, w, "home")
    for i in range(1, 6):
        key(qtbot, w, "right")
        shows_move(qtbot, w, i)
    # no move reaches the game while the review is shown
    w.moves.perform(s.match.legal(seat)[0])
    w.moves.seat_key(seat)
    assert len(s.match.steps) == steps
    assert not w.act_undo.isEnabled()
    click(qtbot, w.timeline.leave)
    assert w.review is None and w.pages.currentWidget() is w.table_page and w.action_bar.isVisible()
    docks_follow(qtbot, w)
    assert pieces(w) == expected(w, s.match.view(seat))
    assert len(w.log_dock.lines()) == sum(len(st.events) for st in s.match.steps)
    assert "Reviewing" not in w.headline.text() and w.windowTitle().endswith(s.game.title)
    # the table's own keys are the table's again: the arrows walk its cards
    w.canvas.setFocus()
    qtbot.keyClick(w.canvas, Qt.Key.Key_Right)
    assert w.canvas.focused_sprite() is not None and w.review is None
    w.moves.perform(s.match.legal(seat)[0])  # and the game goes on
    assert len(s.match.steps) > steps


def test_play_on_from_here_starts_a_new_game_from_the_move_shown(qtbot, make_window):
    from PySide6.QtWidgets import QDialog

    w = make_window()
    match = finished_game(w)
    old = w.session
    w.review_this_game()
    key(qtbot, w, "home")
    for _ in range(9):
        key(qtbot, w, "right")
    asked = []

    def answer() -> None:
        dialog = next(d for d in w.findChildren(QDialog) if d.objectName() == "playOnDialog" and d.isVisible())
        asked.append([row.name.text() for row in dialog.seats.rows])
        dialog.seats.rows[0].name.setText("Zed")
        dialog.seats.rows[0].kind.setCurrentIndex(0)  # a person takes the first seat
        click(qtbot, dialog.start)

    QTimer.singleShot(0, answer)
    click(qtbot, w.timeline.play_on)
    assert asked == [list(match.setup.names)]
    s = w.session
    assert s is not old and w.review is None
    assert len(s.match.steps) == 9 and s.match.setup.names[0] == "Zed" and not s.match.setup.players[0].bot
    assert [st.action for st in s.match.steps] == [st.action for st in match.steps[:9]]
    import attrs

    assert s.match.state == attrs.evolve(match.steps[8].state, names=s.match.state.names)  # the same cards to come
    assert s.match.origin.at == 9
    assert w.timeline.isHidden() and w.action_bar.isVisible()


def test_the_review_of_a_saved_game(qtbot, make_window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from cardtable.engine.record import save_record

    w = make_window()
    match = finished_game(w, "9-lives", 3, 8)
    path = tmp_path / "lives.cardtable.json"
    save_record(path, match.record())
    w.session.shutdown()
    w.session = None
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    w.act_review_file.trigger()
    r = w.review
    assert r is not None and r.maximum == len(match.steps) and r.eyes is replay.OPEN
    assert "lives.cardtable.json" in w.windowTitle()
    assert w.timeline.leave.text().replace("&", "") == "Close the review"
    key(qtbot, w, "home")
    for i in range(1, 6):
        key(qtbot, w, "right")
        shows_move(qtbot, w, i)
    key(qtbot, w, "escape")
    assert w.review is None and w.pages.currentWidget() is w.welcome
    assert not w.log_dock.lines() and w.players_dock.seats.count() == 0


def test_no_machine_move_while_the_review_is_shown(qtbot, make_window):
    from cardtable.table.style import TableStyle

    w = make_window()
    from cardtable.engine.match import Match

    bots = Setup(tuple(PlayerSpec(n, True) for n in ("Bo", "Ann", "Cy")), {}, 2)
    first = Match(w.games["ninety-nine"], bots).to_act()[0]
    person = (first + 1) % 3
    w.new_game("ninety-nine", Setup(tuple(PlayerSpec(p.name, i != person) for i, p in enumerate(bots.players)),
                                    {}, 2))
    s = w.session
    assert s.match.bot_seat() is not None and not s.match.steps  # a bot's move is due
    w.act_review.trigger()
    assert w.review is not None
    w.apply_style(TableStyle(animation="off", bot_speed="fast"))  # new preferences meanwhile
    for _ in range(10):
        QApplication.processEvents()
    assert not s.match.steps  # the bots waited
    w.close_review()
    qtbot.waitUntil(lambda: len(s.match.steps) > 0, timeout=10_000)  # and play on once it ends


REVIEW_PROBE = r'''
import random
from PySide6.QtWidgets import QDockWidget
from cardtable.engine.match import Match
from cardtable.model.session import GameSession

def rect(r):
    return [r.x(), r.y(), r.width(), r.height()]

games = all_games()
w = MainWindow(games, AppConfig(Path(sys.argv[1]), bot_delay_ms=0))
w.show()
app.processEvents()
match = Match(games["ninety-nine"], Setup(tuple(PlayerSpec(f"Player {i + 1}", True) for i in range(12)),
                                          {"lives": True}, 1))
match.run_bots()
w.start_session(GameSession(match, bot_delay_ms=0))
wait_until(lambda: w.result_dialog is not None, "the game-over box")
w.result_dialog.close()
w.review_this_game()
for dock in w.findChildren(QDockWidget):
    dock.show()
settle()
bar = w.timeline
out = {"available": rect(app.primaryScreen().availableGeometry()), "window": rect(w.frameGeometry()),
       "least": [w.minimumSizeHint().width(), w.minimumSizeHint().height()], "inside": rect(w.rect()),
       "controls": {}}
for control in (*bar.buttons(), bar.slider, bar.eyes, bar.play_on, bar.leave, bar.where):
    out["controls"][control.objectName() or control.accessibleName()] = {
        "at": rect(QRect(control.mapTo(w, QPoint(0, 0)), control.size())), "shown": control.isVisible(),
        "wants": [control.sizeHint().width(), control.sizeHint().height()]}
w.session.shutdown()
print("PROBE " + json.dumps(out))
'''


def test_the_review_fits_a_small_screen(tmp_path):
    """On a 1280×800 screen the window reviewing a 12-seat game fits, frame
    and all, and every control of the timeline is shown whole."""
    from PySide6.QtCore import QRect

    from .conftest import run_on_screen

    got = run_on_screen(tmp_path, REVIEW_PROBE, 1280, 800)
    area = QRect(*got["available"])
    assert area.contains(QRect(*got["window"])), got["window"]
    assert got["least"][0] + 16 <= 1280 and got["least"][1] + 48 <= 800, got["least"]
    inside = QRect(*got["inside"])
    for name, c in got["controls"].items():
        at = QRect(*c["at"])
        assert c["shown"] and inside.contains(at), f"{name} is not in view: {c}"
        assert at.width() >= c["wants"][0] or name == "timelineSlider", f"{name} is cut: {c}"


def test_every_control_of_the_timeline_is_reached_by_tab_and_named(qtbot, make_window):
    w = make_window()
    finished_game(w)
    w.review_this_game()
    w.activateWindow()
    bar = w.timeline
    bar.slider.setFocus()
    qtbot.waitUntil(bar.slider.hasFocus, timeout=5_000)
    key(qtbot, w, "home")
    key(qtbot, w, "pgdn")  # somewhere in the middle: every button is enabled
    reached = [QApplication.focusWidget()]
    for _ in range(20):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    wanted = [bar.slider, *bar.buttons(), bar.eyes, bar.play_on, bar.leave]
    assert all(c in reached for c in wanted), [c.objectName() for c in wanted if c not in reached]
    names = [c.accessibleName() for c in wanted]
    assert all(names) and len(set(names)) == len(names), names


def test_hostile_names_stay_plain_in_the_review(qtbot, make_window, png):
    """Players' names in the headline, the eyes, the moments, the log and
    the move words are plain text, isolated, and never widen the window."""
    from .test_plain_text_surfaces import check, hostile_names

    w = make_window()
    w.resize(1024, 640)
    names = hostile_names(png, 4, 0)
    match = finished_game(w, humans=2)
    import attrs

    from cardtable.engine.match import Match
    from cardtable.model.session import GameSession

    hostile = Match.from_record(w.games["ninety-nine"], attrs.evolve(
        match.record(), setup=attrs.evolve(match.setup, players=tuple(
            PlayerSpec(n, p.bot) for n, p in zip(names, match.setup.players)))))
    w.start_session(GameSession(hostile, bot_delay_ms=0))
    QApplication.processEvents()
    w.result_dialog.close()
    w.review_this_game()
    combo = w.timeline.eyes
    assert [combo.itemText(i) for i in range(1, combo.count())] == [display(n) for n in names]
    key(qtbot, w, "home")
    for step in range(6):
        key(qtbot, w, "pgdn")
        docks_follow(qtbot, w)
        check(w, f"reviewing move {w.review.index}, every card open")
    for row in range(1, combo.count()):
        qtbot.keyClick(combo, Qt.Key.Key_Down)
        docks_follow(qtbot, w)
        check(w, f"reviewing move {w.review.index} as seat {row}")



def test_the_moments_list_shows_one_kind_when_asked(qtbot, make_window):
    """Hand-overs are many in a hot-seat game: the list can show one kind
    of moment (cards shown, phases, story, hand-overs, players out), and
    choosing a row still goes to its move."""
    w = make_window()
    match = finished_game(w, game_id="9-lives", players=3, humans=2)
    w.review_this_game()
    dock = w.moments_dock
    every = dock.list.count()
    reveals = sorted({m.index for m in replay.moments(match) if m.kind == replay.REVEAL})
    assert every > len(reveals) > 0
    dock.show_kinds.setCurrentIndex(dock.show_kinds.findText("Cards shown"))
    shown = [int(dock.list.item(i).text().split(":")[0].split()[-1]) for i in range(dock.list.count())]
    assert shown and set(shown) <= set(reveals) and len(set(shown)) == len(reveals)
    rect = dock.list.visualItemRect(dock.list.item(1))
    qtbot.mouseClick(dock.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert w.review.index == shown[1]
    dock.show_kinds.setCurrentIndex(0)
    assert dock.list.count() == every


def test_no_playing_on_from_the_end_of_a_finished_game(qtbot, make_window):
    """At the last move the game is over: playing on from there would only
    start a finished game (counted again in the statistics)."""
    w = make_window()
    finished_game(w)
    old = w.session
    w.review_this_game()
    key(qtbot, w, "end")
    assert w.timeline.play_on.isEnabled()
    w.reviews.play_on_from_here()
    assert w.session is old and w.review is not None
    assert "choose an earlier move" in w.statusBar().currentMessage()
