"""The autosave is never hidden: a lock that no running copy holds is taken
whatever it holds (or whatever stands in its place), a data folder that
cannot be written is named as such and its game still offered, a damaged
journal resumes up to the damage, and a full disk is told at once."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from cardtable.app.config import AppConfig
from cardtable.app.main_window import MainWindow
from cardtable.engine.autosave import AutosaveJournal
from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.record import load_record, save_record
from cardtable.games import all_games
from cardtable.model.outcome import MOVED
from tests.gui.test_app_files import autosave_holder
from tests.engine.test_autosave_durability import Disk, _change, _journal, bot_moves

pytestmark = pytest.mark.gui

AUTOSAVE = "autosave.cardtable.json"
LOCK = AUTOSAVE + ".lock"
GAMES = all_games()


def _saved_game(home: Path) -> Match:
    """An unfinished game of two people, autosaved in ``home``."""
    match = Match(GAMES["ninety-nine"], Setup((PlayerSpec("Ann"), PlayerSpec("Bo")), {}, 3))
    save_record(home / AUTOSAVE, match.record())
    return match


def _owner_label(window) -> QLabel | None:
    return window.statusBar().findChild(QLabel, "autosaveOwner")


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _folder(path: Path) -> None:
    path.mkdir()
    (path / "inside.txt").write_text("kept")


def _link_to_a_file(path: Path) -> None:
    (path.parent.parent / "precious.txt").write_text("not a lock")
    path.symlink_to(path.parent.parent / "precious.txt")


LEFT_BEHIND = {
    "an empty lock file": lambda p: p.write_bytes(b""),
    "a garbage lock file": lambda p: p.write_bytes(b"\x00\xff not a lock \n\n\x07" * 20),
    "a lock file written on another computer": lambda p: p.write_text("4242\ncardtable\nsomewhere-else\n"),
    "a lock file of a process long gone": lambda p: p.write_text("999999999\ncardtable\n" + os.uname().nodename + "\n"),
    "a folder": _folder,
    "a link to another file": _link_to_a_file,
    "a link to nowhere": lambda p: p.symlink_to(p.parent / "nowhere"),
    "a FIFO": _fifo,
}


@pytest.mark.parametrize("left", list(LEFT_BEHIND))
def test_a_lock_no_running_copy_holds_never_hides_the_autosave(qtbot, make_window, tmp_path, left):
    home = tmp_path / "home"
    home.mkdir()
    match = _saved_game(home)
    LEFT_BEHIND[left](home / LOCK)
    w = make_window(home)
    assert w.autosave_path == home / AUTOSAVE
    assert _owner_label(w) is None  # nothing to say: this copy owns the usual autosave
    assert w.resume()
    assert w.session.match.record().setup == match.record().setup
    w.close()
    if left == "a folder":  # moved out of the way, never deleted
        assert (home / (LOCK + ".moved-1") / "inside.txt").read_text() == "kept"
    if left == "a link to another file":  # moved, not followed
        assert (tmp_path / "precious.txt").read_text() == "not a lock"
        assert (home / (LOCK + ".moved-1")).is_symlink()


def test_a_live_copy_keeps_its_autosave_whatever_its_lock_file_says(qtbot, make_window, tmp_path):
    """The lock is the running copy's open file, not what the file holds:
    garbage written over it does not hand the first copy's game to a
    second copy."""
    home = tmp_path / "home"
    with autosave_holder(home) as proc:
        try:
            assert proc.stdout.readline().strip() == "1"
            (home / LOCK).write_bytes(b"")  # emptied, as a crash of the file system might
            w = make_window(home)
            assert w.autosave_path == home / "autosave-2.cardtable.json"
            assert not w.resume()
            assert "Another copy of CardTable is running" in _owner_label(w).accessibleName()
            w.close()
        finally:
            proc.stdin.close()
            proc.wait(timeout=30)
    w = make_window(home)  # that copy has ended: its autosave is free
    assert w.autosave_path == home / AUTOSAVE


class ReadOnlyFolder(AppConfig):
    """A data folder in which no file can be made (a read-only disk): the
    failure the system would give, passed in (a test run as root writes
    anywhere, whatever the folder's permissions)."""

    def check_writable(self) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))


def test_a_read_only_data_folder_still_offers_its_game(qtbot, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    match = _saved_game(home)
    before = (home / AUTOSAVE).read_bytes()
    w = MainWindow(GAMES, ReadOnlyFolder(home, bot_delay_ms=0))
    qtbot.addWidget(w)
    w.show()
    said = w.statusBar().currentMessage()
    assert f"cannot write to its data folder {home} (it is on a read-only drive)" in said, said
    assert "Other copies" not in said and "Save as" in said
    assert _owner_label(w).text() == "Not autosaving"
    assert str(home) in _owner_label(w).toolTip()
    assert w.resume()  # the game on disk, played without autosave
    said = w.statusBar().currentMessage()
    assert said.startswith("Resumed your last game, without autosave") and str(home) in said, said
    assert "Save as" in said
    assert w.session.autosave_path is None
    assert w.session.match.record().setup == match.record().setup
    seat, action = next((s, a) for s, a in bot_moves(2, 3))
    assert w.session.perform(seat, action) == MOVED
    w.close()
    assert (home / AUTOSAVE).read_bytes() == before  # left as it was


def test_a_data_folder_that_cannot_be_made_is_named_with_why(qtbot, tmp_path):
    """Real, for any user: a file stands where a folder of the path should be."""
    (tmp_path / "blocker").write_text("a file, not a folder")
    home = tmp_path / "blocker" / "CardTable"
    w = MainWindow(GAMES, AppConfig(home, bot_delay_ms=0))
    qtbot.addWidget(w)
    w.show()
    said = _owner_label(w).accessibleName()  # for as long as it runs (the status line may say more since)
    assert f"cannot write to its data folder {home} (part of its path is a file, not a folder)" in said, said
    assert "Other copies" not in said + w.statusBar().currentMessage()
    assert _owner_label(w).text() == "Not autosaving"
    assert w.autosave_path is None and not w.resume()
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bo", True)), {}, 1))
    assert w.session is not None and w.session.autosave_path is None
    w.session.shutdown()
    w.close()


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="permissions bind only users other than root")
def test_a_folder_without_write_permission_is_told_apart_from_a_held_lock(qtbot, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    _saved_game(home)
    home.chmod(0o555)
    try:
        w = MainWindow(GAMES, AppConfig(home, bot_delay_ms=0))
        qtbot.addWidget(w)
        said = w.statusBar().currentMessage()
        assert "cannot write to its data folder" in said and "read-only" in said, said
        assert w.resume() and w.session.autosave_path is None
        w.session.shutdown()
        w.close()
    finally:
        home.chmod(0o755)


def test_a_damaged_autosave_resumes_up_to_the_damage_and_is_kept(qtbot, make_window, tmp_path):
    """A journal an older version left on a full disk (a line cut short, the
    next one glued to it): the game comes back up to the damage, the player
    is told, and the file as it was is kept beside the new autosave."""
    home = tmp_path / "home"
    home.mkdir()
    moves = bot_moves()
    path, _ = _journal(home, moves, 10)
    cut = _change(*moves[10])
    with open(path, "ab") as fh:
        fh.write(cut[: len(cut) // 3] + _change(*moves[11]))
    damaged = path.read_bytes()
    w = make_window(home)
    assert w.resume()
    assert len(w.session.match.steps) == 10
    said = w.statusBar().currentMessage()
    assert "resumed at move 10" in said and "kept as autosave-broken-1.cardtable.json" in said, said
    assert (home / "autosave-broken-1.cardtable.json").read_bytes() == damaged
    w.session.autosave()
    assert b"\n".join(path.read_bytes().split(b"\n")[1:]) == b""  # written afresh, whole
    assert len(load_record(path, GAMES).actions) == 10


def test_a_full_disk_is_told_at_once_and_so_is_the_end_of_it(qtbot, tmp_path):
    from cardtable.model.session import GameSession

    path = tmp_path / AUTOSAVE
    disk = Disk()
    moves = bot_moves()
    session = GameSession.new(GAMES["ninety-nine"], Setup(tuple(PlayerSpec(f"P{i}") for i in range(4)), {}, 7),
                              autosave_path=path, bot_delay_ms=0)
    session._autosaver = AutosaveJournal(path, write=disk.write)  # the disk this test fills
    said: list[str] = []
    session.sigMessage.connect(said.append)
    try:
        session.autosave()
        for seat, action in moves[:6]:
            session.match.play(seat, action)
            session.autosave()
        assert said == []
        disk.fill()
        session.match.play(*moves[6])
        session.autosave()  # the write the disk cut short
        assert said == ["Autosave failed: the disk is full. Your moves are kept, and saved again as soon "
                        "as there is room."]
        session.match.play(*moves[7])
        session.autosave()
        assert len(said) == 2 and said[1].startswith("Autosave still failing: the disk is full")
        assert len(load_record(path, GAMES).actions) == 6  # the file on disk stays whole
        disk.room()
        session.match.play(*moves[8])
        session.autosave()
        assert said[2:] == ["Autosave works again: every move so far is saved."]
        session._autosaver.flush()
        assert len(load_record(path, GAMES).actions) == 9
    finally:
        session.shutdown()


def test_closing_while_the_autosave_fails_offers_to_save_the_game_first(qtbot, make_window, tmp_path):
    """The moves made since the disk filled live only in the window: closing
    it asks first (Cancel keeps the window open, Discard closes it)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    w = make_window(tmp_path / "home")
    w.new_game("ninety-nine", Setup(tuple(PlayerSpec(f"P{i}") for i in range(4)), {}, 7))  # bot_moves' game
    session = w.session
    disk = Disk()
    session._autosaver = AutosaveJournal(session.autosave_path, write=disk.write)
    session.autosave()
    disk.fill()
    seat, action = bot_moves()[0]
    session.match.play(seat, action)
    session.autosave()
    assert session.autosave_failure is not None

    asked: list[str] = []

    def answer(button):
        def poke():
            box = QApplication.activeModalWidget()
            if not isinstance(box, QMessageBox):
                QTimer.singleShot(20, poke)
                return
            asked.append(box.text())
            box.button(button).click()
        QTimer.singleShot(0, poke)

    answer(QMessageBox.StandardButton.Cancel)
    assert not w.close()  # cancelled: the window and its game stay
    assert w.isVisible() and len(asked) == 1 and "lost" in asked[0]
    answer(QMessageBox.StandardButton.Discard)
    assert w.close()
    assert len(asked) == 2
