"""The settings file: read only when it is a regular file of sane size, never
written through a link, in the very format QSettings reads and writes; a
remembered set-up that is not sane is ignored; and the temp files that a
killed Save As or export left behind are swept at the next start."""

from __future__ import annotations

import contextlib
import os
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog

from cardtable.app.dialogs import NewGameDialog
from cardtable.app.preferences_store import (
    MAX_WRITTEN_FOLDERS,
    load_last_setup,
    load_style,
    remember_written_folder,
    save_style,
    written_folders,
)
from cardtable.app.settings_file import SettingsFile
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.record import TEMP_SUFFIX
from cardtable.table.palette import TABLE_COLOUR_KEY
from cardtable.table.style import TableStyle

pytestmark = pytest.mark.gui
ROOT = Path(__file__).resolve().parents[2]

# Values of every kind the app keeps, with the characters INI files treat specially.
VALUES = {
    "last_game": "ninety-nine",
    "General/x": "a group named General",
    "a/b/c": "deep",
    "style/four_colour": True,
    "n": 3,
    "q": 'a, b; c=d "q" \\ back',
    "sp": " lead and trail ",
    "at": "@home",
    "nul": "a\x00b1",
    "ctl": "x\x01\x7f1\tz\n\r",
    "uni": "Bøb 😀",
    "we ird/k%ey ø 😀": "v",
    "lst": ["a", "b,c", ""],
    "window/geometry": QByteArray(bytes(range(256))),
    "ba": QByteArray(b"\x00\x31abc"),
    "last_setup/x": '{"players": [{"name": "A;b"}], "k": "=,\\\\"}',
    "odd": "@ByteArray(not bytes)",
    "semi": ";x",
    "empty": "",
}


def _read_back(value):
    """What reading ``value`` back from an INI file gives."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value) if isinstance(value, int) else value


def test_settings_read_and_write_the_very_format_qsettings_does(tmp_path):
    theirs = QSettings(str(tmp_path / "qt.ini"), QSettings.Format.IniFormat)
    for key, value in VALUES.items():
        theirs.setValue(key, value)
    theirs.sync()
    ours = SettingsFile(tmp_path / "qt.ini")  # today's users' settings.ini
    assert {k: ours.value(k) for k in VALUES} == {k: _read_back(v) for k, v in VALUES.items()}
    mine = SettingsFile(tmp_path / "ours.ini")
    for key, value in VALUES.items():
        mine.setValue(key, value)
    assert mine.sync() and not mine.problem
    back = QSettings(str(tmp_path / "ours.ini"), QSettings.Format.IniFormat)
    assert {k: back.value(k) for k in VALUES} == {k: _read_back(v) for k, v in VALUES.items()}
    assert (tmp_path / "ours.ini").read_bytes() == (tmp_path / "qt.ini").read_bytes()


def test_two_copies_keep_each_others_settings(tmp_path):
    path = tmp_path / "settings.ini"
    one, two = SettingsFile(path), SettingsFile(path)
    one.setValue("style/card_back", "green")
    two.setValue(TABLE_COLOUR_KEY, "wine red")
    assert one.sync() and two.sync()
    assert load_style(SettingsFile(path)) == TableStyle(card_back="green", table_colour="wine red")
    two.remove("style")
    assert two.sync() and SettingsFile(path).allKeys() == []


def test_settings_never_write_through_a_link(qtbot, make_window, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    target = tmp_path / "precious.ini"
    target.write_text("[General]\nkeep=me\n", encoding="utf-8")
    (home / "settings.ini").symlink_to(target)
    w = make_window(home)
    said = w.statusBar().currentMessage()
    style = load_style(w.settings)
    w.apply_style(TableStyle(table_colour="wine red"))
    save_style(w.settings, TableStyle(table_colour="wine red"))
    w.close()
    assert target.read_text(encoding="utf-8") == "[General]\nkeep=me\n"
    assert "settings file was set aside" in said and style == TableStyle()  # the target is not read either
    assert (home / "settings.ini").is_file() and not (home / "settings.ini").is_symlink()
    assert [p.name for p in home.iterdir() if "broken" in p.name] == ["settings-broken-1.ini"]
    # a link put there while the app runs is replaced, not written through
    settings = SettingsFile(home / "settings.ini")
    os.replace(home / "settings-broken-1.ini", home / "settings.ini")
    settings.setValue("last_game", "ninety-nine")
    assert settings.sync()
    assert target.read_text(encoding="utf-8") == "[General]\nkeep=me\n"
    assert SettingsFile(home / "settings.ini").value(TABLE_COLOUR_KEY) == "wine red"


STARTER = """
    import sys
    from cardtable.app.config import AppConfig
    from cardtable.app.main_window import MainWindow
    from cardtable.games import all_games
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    w = MainWindow(all_games(), AppConfig(sys.argv[1]), build=False)
    w.show()
    print(w.statusBar().currentMessage(), flush=True)
    w.close()
"""


@pytest.mark.parametrize("kind", ["pipe", "folder", "huge", "device"])
def test_a_settings_file_that_is_no_regular_file_is_set_aside_and_the_window_appears(tmp_path, kind):
    home = tmp_path / "home"
    home.mkdir()
    path = home / "settings.ini"
    if kind == "pipe":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "huge":
        with open(path, "wb") as fh:
            fh.truncate(512 * 1024 * 1024)  # sparse: no disk space used
    else:
        # a link to an endless device. As root the device is a node of this
        # test's own (a copy of /dev/zero), so even an app that wrote through
        # the link, as the old one did, replaces only that node, never /dev/zero
        device = Path("/dev/zero")
        if hasattr(os, "getuid") and os.getuid() == 0:
            device = tmp_path / "zero"
            os.mknod(device, 0o666 | stat.S_IFCHR, os.stat("/dev/zero").st_rdev)
        path.symlink_to(device)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    env.pop("CARDTABLE_HOME", None)
    # The timeout only keeps a failing run from hanging the test suite: the old
    # app never got past reading a pipe, a device or a huge file.
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(STARTER), str(home)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    message = done.stdout.strip()
    assert message.startswith("The settings file was set aside because it ") and "default settings" in message
    assert "\n" not in message
    assert (home / "settings-broken-1.ini").exists() or (home / "settings-broken-1.ini").is_symlink()
    assert not path.is_symlink() and (not path.exists() or path.is_file())


def test_a_remembered_set_up_nested_very_deep_never_breaks_new_game(qtbot, make_window, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    settings = SettingsFile(home / "settings.ini")
    settings.setValue("last_game", "ninety-nine")
    settings.setValue("last_setup/ninety-nine", "[" * 200_000 + "]" * 200_000)
    settings.setValue("last_setup/9-lives", '{"players": [{"name": "Zoe"}], "seed": ' + "9" * 5000 + "}")
    assert settings.sync()
    w = make_window(home)
    assert load_last_setup(w.settings, "ninety-nine") is None
    assert load_last_setup(w.settings, "9-lives") is None
    seen = []

    def poke():
        d = QApplication.activeModalWidget()
        if isinstance(d, NewGameDialog):
            seen.append(d.game_list.current_game_id())
            d.reject()
        else:
            QTimer.singleShot(20, poke)

    QTimer.singleShot(0, poke)
    w.choose_new_game()
    assert seen == ["ninety-nine"]  # the dialog opened, with the defaults for the last game


def test_remembered_folders_are_a_bounded_list_newest_first(tmp_path):
    settings = SettingsFile(tmp_path / "settings.ini")
    for i in range(MAX_WRITTEN_FOLDERS + 5):
        remember_written_folder(settings, tmp_path / f"f{i}")
    remember_written_folder(settings, tmp_path / "f30")
    again = written_folders(SettingsFile(tmp_path / "settings.ini"))
    assert len(again) == MAX_WRITTEN_FOLDERS and again[0] == tmp_path / "f30"
    assert again[1] == tmp_path / f"f{MAX_WRITTEN_FOLDERS + 4}"
    settings.setValue("files/written_folders", "[" * 100 + "]" * 100)
    assert written_folders(settings) == []


WRITER = """
    import sys
    from cardtable.engine.record import atomic_target
    with atomic_target(sys.argv[1]) as tmp:
        with open(tmp, "w") as fh:
            fh.write("half a file")
        print("writing", flush=True)
        sys.stdin.readline()
"""


def _writer(path: Path) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-c", textwrap.dedent(WRITER), str(path)], cwd=ROOT, env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def _temps(folder: Path) -> set[str]:
    return {p.name for p in folder.iterdir() if p.name.endswith(TEMP_SUFFIX)}


def test_temp_files_left_by_a_killed_save_or_export_are_swept_at_the_next_start(qtbot, make_window, tmp_path,
                                                                                monkeypatch):
    home, saves, exports = tmp_path / "home", tmp_path / "saves", tmp_path / "exports"
    saves.mkdir()
    exports.mkdir()
    w = make_window(home)
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob", True)), {}, 5))
    answers = iter([str(saves / "game.cardtable.json"), str(exports / "story.md")])
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (next(answers), ""))
    w.lifecycle.choose_save_as()
    w.export_summary()
    assert (saves / "game.cardtable.json").is_file() and (exports / "story.md").is_file()
    w.close()
    with contextlib.ExitStack() as stack:
        killed = [stack.enter_context(_writer(folder / name))
                  for folder, name in ((saves, "game.cardtable.json"), (exports, "story.md"))]
        alive = stack.enter_context(_writer(exports / "story.pdf"))
        for proc in (*killed, alive):
            assert proc.stdout.readline().strip() == "writing"
        for proc in killed:
            proc.kill()  # kill -9 half-way through the write
            proc.wait(timeout=30)
        left = _temps(saves) | _temps(exports)
        assert len(left) == 3
        again = make_window(home)  # the next start
        qtbot.waitUntil(lambda: _temps(saves) == set())  # swept once its table is shown
        assert [name.startswith(".story.pdf.") for name in _temps(exports)] == [True]  # still being written
        alive.stdin.write("\n")
        alive.stdin.flush()
        assert alive.wait(timeout=60) == 0
    assert (exports / "story.pdf").read_text() == "half a file" and _temps(exports) == set()
    again.close()
