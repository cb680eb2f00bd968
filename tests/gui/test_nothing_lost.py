"""Nothing is lost where features meet (issue 35, items 1 and 2): game over
and Enter, Open and New game and a game in progress, quitting with a
finished game. Every finished game, and every game another one replaces,
is kept in Game ▸ Recent games; a game in progress is replaced only when
the person at the screen says so."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from cardtable.engine.protocol import PlayerSpec, Setup
from tests.gui.conftest import make_window  # noqa: F401

pytestmark = pytest.mark.gui

BOTS = (PlayerSpec("Ann", bot=True), PlayerSpec("Bob", bot=True), PlayerSpec("Cy", bot=True))


def _finished(qtbot, w):
    w.new_game("ninety-nine", Setup(BOTS, {"lives": True}, 4))
    w.session.step_bots_now()
    qtbot.waitUntil(lambda: w.result_dialog is not None and w.result_dialog.isVisible(), timeout=20_000)
    return w.result_dialog


@pytest.fixture
def starts(monkeypatch, make_window):
    """A window whose New game and Rematch are only counted (the old default
    button would have opened the New game dialog and waited there)."""
    def make(home):
        w = make_window(home)
        calls = []
        monkeypatch.setattr(w.lifecycle, "choose_new_game", lambda: calls.append("new"))
        monkeypatch.setattr(w.lifecycle, "rematch", lambda: calls.append("rematch"))
        return w, calls
    return make


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_the_hand_over_keys_at_game_over_never_start_a_game(qtbot, starts, tmp_path, key):
    w, calls = starts(tmp_path / "home")
    dialog = _finished(qtbot, w)
    match = w.session.match
    QTest.keyClick(QApplication.focusWidget() or dialog, key)
    if key != Qt.Key.Key_Space:  # Enter closes the box (Space scrolls its text)
        qtbot.waitUntil(lambda: not dialog.isVisible())  # the finished game is on the table
    for _ in range(3):  # and the keys go on doing nothing to it
        QTest.keyClick(QApplication.focusWidget() or w, key)
        QApplication.processEvents()
    assert calls == []
    assert w.session.match is match and match.over


def test_the_result_box_does_not_hold_the_story_dock(qtbot, starts, tmp_path):
    """An epilogue is typed in the story dock while the result shows."""
    w, _calls = starts(tmp_path / "home")
    dialog = _finished(qtbot, w)
    assert not dialog.isModal() and QApplication.activeModalWidget() is None
    assert not dialog.new_game_button.isDefault() and not dialog.rematch_button.isDefault()
    assert dialog.close_button.isDefault()


def test_a_finished_game_is_kept_in_recent_games_and_outlives_the_window(qtbot, make_window, tmp_path):
    home = tmp_path / "home"
    w = make_window(home)
    _finished(qtbot, w)
    match = w.session.match
    [entry] = w.recent.entries()
    assert entry.finished and entry.moves == len(match.steps) and entry.players == ("Ann", "Bob", "Cy")
    assert list(entry.winners) == list(match.result.winners)
    w.close()
    again = make_window(home)  # quitting with the finished game on the table
    assert again.session is None or not again.session.match.over
    [kept] = again.recent.entries()
    assert kept.key == entry.key
    assert again.lifecycle.review_recent(kept)  # reviewed, every card open
    assert again.review is not None and len(again.review.match.steps) == len(match.steps)
    again.recent_menu.aboutToShow.emit()
    titles = [a.text() for a in again.recent_menu.actions()]
    assert len(titles) == 1 and "Ann" in titles[0] and "Ninety-Nine" in titles[0]
    sub = again.recent_menu.actions()[0].menu()
    assert [a.text().replace("&", "") for a in sub.actions()] == ["Review", "Story summary…"]  # no play on


def _answer(qtbot, button: str, seen: list[str]) -> None:
    """Answer the question the window is about to ask: 'enter' (its default) or 'yes'."""
    def step():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, step)
            return
        seen.append(box.text())
        if button == "enter":
            QTest.keyClick(box, Qt.Key.Key_Return)
        else:
            box.button(QMessageBox.StandardButton.Yes).click()
    QTimer.singleShot(0, step)


def _play_ann(s, seed: int) -> None:
    """Ann's next move (the bots' first, if theirs come first)."""
    import random

    s.step_bots_now()
    if s.covered:
        s.ready()
    seat = s.acting_seat()
    assert seat == 0
    s.perform(seat, s.game.bot(s.state, seat, random.Random(seed)))


def _game_in_progress(w, qtbot):
    players = (PlayerSpec("Ann"), PlayerSpec("Bob", bot=True))
    w.new_game("ninety-nine", Setup(players, {}, 7))
    s = w.session
    s.set_pace(None)  # Bob moves when the test says (not while a question is open)
    _play_ann(s, 1)
    s.narrate("Ann opens with a flourish.", seat=0)
    return s


def test_open_asks_before_replacing_a_game_in_progress_and_keeps_it(qtbot, make_window, tmp_path, monkeypatch):
    w = make_window(tmp_path / "home")
    other = tmp_path / "other.cardtable.json"
    s = _game_in_progress(w, qtbot)
    s.save_as(other)
    _play_ann(s, 2)
    moves = len(s.match.steps)
    from cardtable.app import lifecycle

    monkeypatch.setattr(lifecycle.QFileDialog, "getOpenFileName", lambda *a, **k: (str(other), ""))
    seen: list[str] = []
    _answer(qtbot, "enter", seen)  # Enter: the default keeps the game at the table
    w.lifecycle.choose_open()
    assert seen and "Recent games" in seen[0]
    assert w.session is s and len(s.match.steps) == moves
    _answer(qtbot, "yes", seen)
    w.lifecycle.choose_open()
    assert w.session is not s
    [kept] = w.recent.entries()
    assert not kept.finished and kept.moves == moves
    record = w.recent.load(kept)
    assert [e.text for e in record.journal] == ["Ann opens with a flourish."]
    # and it is played on from the list, after the same question
    w.recent_menu.aboutToShow.emit()
    sub = w.recent_menu.actions()[0].menu()
    assert [a.text().replace("&", "") for a in sub.actions()] == ["Review", "Story summary…", "Play on"]
    _answer(qtbot, "yes", seen)
    assert w.lifecycle.play_on_recent(kept)
    assert len(w.session.match.steps) == moves
    assert [e.text for e in w.session.match.journal] == ["Ann opens with a flourish."]
    # the game that play on replaced is kept too
    assert len(w.recent.entries()) == 2


def test_nothing_to_keep_asks_nothing(qtbot, make_window, tmp_path, monkeypatch):
    """A game with no move and no word is replaced without a question."""
    w = make_window(tmp_path / "home")
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob", bot=True)), {}, 7))
    if w.session.match.steps:
        pytest.skip("the bot opened")
    assert w.may_replace_game()
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob", bot=True)), {}, 8))
    assert w.recent.entries() == []


def test_the_story_summary_of_a_recent_game(qtbot, make_window, tmp_path, monkeypatch):
    w = make_window(tmp_path / "home")
    _finished(qtbot, w)
    [entry] = w.recent.entries()
    w.new_game("ninety-nine", Setup(BOTS, {}, 9))
    out = tmp_path / "story.md"
    from cardtable.app import game_over

    monkeypatch.setattr(game_over.QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    w.lifecycle.summarise_recent(entry)
    text = out.read_text(encoding="utf-8")
    assert "Ann" in text and "Bob" in text
    assert Path(w.recent.path(entry)).exists()


def test_the_author_deletes_an_entry_from_the_story_dock(qtbot, make_window, tmp_path):
    """Only one's own entry: the Delete key (or the entry's menu) on it,
    then a yes; another seat's entry offers nothing."""
    w = make_window(tmp_path / "home")
    s = _game_in_progress(w, qtbot)
    s.narrate("Bob's aside.", seat=1)
    w.presenter.refresh_journal()
    dock = w.story_dock
    assert dock.journal.count() == 2
    dock.journal.setCurrentRow(1)  # Bob's
    assert not dock.delete.isEnabled()
    dock.journal.setCurrentRow(0)  # Ann's, and Ann is at the screen
    assert dock.delete.isEnabled() and dock.delete in dock.journal.actions()
    seen: list[str] = []
    _answer(qtbot, "yes", seen)
    dock.journal.setFocus()
    QTest.keyClick(dock.journal, Qt.Key.Key_Delete)
    qtbot.waitUntil(lambda: [e.text for e in s.match.journal] == ["Bob's aside."])
    assert seen and "Ann opens with a flourish." in seen[0]
