"""The window survives any bad save file: a broken autosave is kept aside and
the app starts normally; Open shows why a file cannot be used; a custom
deck chosen in the new-game dialog travels inside the game."""

from __future__ import annotations

import os
from pathlib import Path

import attrs
import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from cardtable.app.config import AppConfig
from cardtable.app.main_window import MainWindow
from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.record import load_record, save_record
from cardtable.games import all_games
from tests.hostile_saves import shipped_deck
from tests.hostile_saves import close_leftovers, corpus

pytestmark = pytest.mark.gui

AUTOSAVE = "autosave.cardtable.json"


def _sample():
    """Every special file and a few cases of every other category, from two games."""
    games = {k: v for k, v in all_games().items() if k in ("ninety-nine", "9-lives")}
    picked, seen = [], {}
    for game_id, case in corpus(games, random_cases=4):
        if case.may_load or case.label in ("missing file", "a path through a file"):
            continue
        n = seen.get((game_id, case.category), 0)
        if case.category == "special-files" or n < 2:
            picked.append((game_id, case))
        seen[(game_id, case.category)] = n + 1
    return picked


def _new_game(window, game_id="ninety-nine"):
    setup = Setup((PlayerSpec("Ann"), PlayerSpec("Bot", True), PlayerSpec("Cy", True)), {}, 4)
    window.new_game(game_id, setup)


def test_any_broken_autosave_is_kept_aside_and_the_app_starts(qtbot, make_window, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    window = make_window(home)
    autosave = home / AUTOSAVE
    kept = 0
    try:
        for n, (game_id, case) in enumerate(_sample()):
            made = case.make(tmp_path / _fresh(tmp_path, n))
            regular = made.is_file() and not made.is_symlink()
            content = made.read_bytes() if regular else None
            os.rename(made, autosave)
            assert not window.resume(), case.label
            assert not os.path.lexists(autosave), case.label
            kept += 1
            moved = home / f"autosave-broken-{kept}.cardtable.json"
            assert os.path.lexists(moved), case.label
            if content is not None:
                assert moved.read_bytes() == content  # nothing is lost
            message = window.statusBar().currentMessage()
            assert message.startswith("The autosaved game could not be resumed ("), message
            assert message.endswith(f"it was kept as {moved.name}."), message
            assert window.session is None and window.pages.currentWidget() is window.welcome
    finally:
        close_leftovers()
    assert kept >= 40
    # ... and the app carries on normally: a new game starts and is autosaved.
    _new_game(window)
    assert window.session is not None and window.pages.currentWidget() is not window.welcome
    assert load_record(autosave, all_games()).game == "ninety-nine"


def _fresh(tmp_path: Path, n: int) -> str:
    (tmp_path / f"case{n}").mkdir()
    return f"case{n}"


def test_an_autosave_failing_for_another_reason_is_kept_aside_too(qtbot, tmp_path):
    """Not a loader error: the game itself fails once the saved game is set out."""
    games = dict(all_games())
    real = games["ninety-nine"]

    def broken_to_act(state):
        raise RuntimeError("nobody knows whose turn it is")

    games["ninety-nine"] = attrs.evolve(real, to_act=broken_to_act)
    home = tmp_path / "home"
    match = Match(real, Setup((PlayerSpec("Ann"), PlayerSpec("Bo")), {}, 3))
    save_record(home / AUTOSAVE, match.record())
    window = MainWindow(games, AppConfig(home, bot_delay_ms=0))
    qtbot.addWidget(window)
    window.show()
    assert not window.resume()
    assert (home / "autosave-broken-1.cardtable.json").is_file() and not (home / AUTOSAVE).exists()
    assert "RuntimeError" in window.statusBar().currentMessage()
    assert window.session is None


def test_orphaned_temp_files_are_removed_at_start(qtbot, make_window, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    orphans = [home / f".{AUTOSAVE}.k{n}x_abcd.tmp" for n in range(3)]
    for path in orphans:
        path.write_text("half a save")
    (home / "notes.txt").write_text("mine")
    window = make_window(home)
    assert not window.resume()

    def left() -> list[str]:
        return sorted(p.name for p in home.iterdir() if not p.name.endswith(".lock"))  # the running copy's lock

    qtbot.waitUntil(lambda: left() == ["notes.txt"])  # swept once the table is shown


def _answer_message_box(qtbot, seen: list[str]) -> None:
    """Read and close the warning the window is about to show."""
    def close():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.text())
            box.close()
        else:
            QTimer.singleShot(20, close)
    QTimer.singleShot(0, close)


def test_open_shows_why_a_file_cannot_be_used_and_the_game_goes_on(qtbot, make_window, tmp_path):
    window = make_window(tmp_path / "home")
    window.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bo")), {}, 4))
    state = window.session.state
    fifo = tmp_path / "pipe.cardtable.json"
    os.mkfifo(fifo)
    deep = tmp_path / "deep.cardtable.json"
    deep.write_text("[" * 5000 + "]" * 5000)
    for path, reason in ((fifo, "not a regular file"), (deep, "nested too deeply"),
                         (tmp_path / "gone.cardtable.json", "does not exist")):
        seen: list[str] = []
        _answer_message_box(qtbot, seen)
        assert not window.open_file(path)
        assert len(seen) == 1 and reason in seen[0], seen
        assert reason in window.statusBar().currentMessage()
        assert window.session.state == state  # the game in progress is untouched


def test_a_deck_chosen_in_the_dialog_travels_with_the_game(qtbot, make_window, tmp_path):
    deck = tmp_path / "my-deck.csv"
    deck.write_bytes(Path(shipped_deck("99-chances.csv")).read_bytes())
    window = make_window(tmp_path / "home")

    def fill_in(path_text: str | None):
        def step():
            dialog = QApplication.activeModalWidget()
            if not isinstance(dialog, QDialog):
                QTimer.singleShot(20, step)
                return
            if dialog.current_game().id != "99-chances":
                ids = [dialog.game_list.item(r).data(Qt.ItemDataRole.UserRole)
                       for r in range(dialog.game_list.count())]
                item = dialog.game_list.item(ids.index("99-chances"))
                qtbot.mouseClick(dialog.game_list.viewport(), Qt.MouseButton.LeftButton,
                                 pos=dialog.game_list.visualItemRect(item).center())
            edit = next(e for e in dialog._editors if e.spec.key == "deck_file").edit
            shown.append(edit.text())
            if path_text is not None:
                edit.setFocus()
                edit.selectAll()
                qtbot.keyClick(edit, Qt.Key.Key_Backspace)
                qtbot.keyClicks(edit, path_text)
            problems.append(dialog.problem())
            qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        QTimer.singleShot(0, step)

    shown: list[str] = []
    problems: list[str] = []
    fill_in(str(deck))
    window.choose_new_game()
    assert problems == [""]
    carried = window.session.match.setup.options["deck_file"]
    assert carried == {"name": "my-deck.csv", "text": deck.read_text(encoding="utf-8")}
    # The file goes away; a new game from the dialog keeps the deck it carries.
    deck.unlink()
    fill_in(None)
    window.choose_new_game()
    assert shown[-1] == "my-deck.csv" and problems[-1] == ""
    assert window.session.match.setup.options["deck_file"] == carried
    saved = load_record(window.config.autosave_path, all_games())
    assert saved.setup.options["deck_file"] == carried


def test_an_autosave_that_loads_but_cannot_be_drawn_is_kept_aside(qtbot, tmp_path):
    """A save can replay and still break the table (a game bug, a deck that
    draws oddly): the window must start normally, not fail at every start."""
    import attrs

    from cardtable.app.config import AppConfig
    from cardtable.app.main_window import MainWindow
    from cardtable.engine.match import Match
    from cardtable.engine.protocol import PlayerSpec, Setup
    from cardtable.engine.record import save_record
    from cardtable.games import all_games

    games = dict(all_games())
    game = games["ninety-nine"]
    home = tmp_path / "home"
    home.mkdir()
    match = Match(game, Setup((PlayerSpec("Ann"), PlayerSpec("Bob")), {}, 4))
    save_record(home / AUTOSAVE, match.record())

    def broken_view(state, viewer):
        raise KeyError("a zone the table cannot find")

    games["ninety-nine"] = attrs.evolve(game, view=broken_view)
    window = MainWindow(games, AppConfig(home, bot_delay_ms=0))
    qtbot.addWidget(window)
    assert not window.resume()
    assert window.session is None
    assert not (home / AUTOSAVE).exists()
    assert any(p.name.startswith("autosave-broken") for p in home.iterdir())
    assert "could not be resumed" in window.statusBar().currentMessage()
