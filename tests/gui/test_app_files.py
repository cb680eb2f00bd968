"""Where the app keeps its files, and two copies of it running at once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QSettings

from cardtable.app.config import AppConfig
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.record import load_record
from cardtable.games import all_games
from cardtable.table.palette import TABLE_COLOUR_KEY


def _start(window, name: str, seed: int):
    """A game of Ninety-Nine for one human (``name``) and two bots, played
    by the bots until the human must act."""
    setup = Setup((PlayerSpec(name), PlayerSpec("Bot A", True), PlayerSpec("Bot B", True)), {}, seed)
    window.new_game("ninety-nine", setup)
    return window.session


def _saved(path: Path) -> tuple[str, tuple]:
    record = load_record(path, all_games())
    return record.setup.players[0].name, record.actions


def test_second_copy_keeps_its_own_game_and_says_so(qtbot, make_window, tmp_path):
    home = tmp_path / "home"
    first = make_window(home)
    ann = _start(first, "Ann", 3)
    second = make_window(home)  # a second copy started while the first runs
    assert "Another copy of CardTable is running" in second.statusBar().currentMessage()
    assert second.autosave_path.name == "autosave-2.cardtable.json"
    assert not second.resume()  # it does not take over the first copy's game
    zoe = _start(second, "Zoe", 5)
    qtbot.waitUntil(lambda: zoe.match.to_act() == (0,) or zoe.match.over, timeout=20_000)  # bound only
    qtbot.waitUntil(lambda: ann.match.to_act() == (0,) or ann.match.over, timeout=20_000)
    zoe_steps, ann_steps = zoe.match.record().actions, ann.match.record().actions
    assert zoe_steps and zoe_steps != ann_steps
    second.close()
    first.close()  # closing last, the first copy must not write over the second's moves
    assert _saved(home / "autosave.cardtable.json") == ("Ann", ann_steps)
    assert _saved(home / "autosave-2.cardtable.json") == ("Zoe", zoe_steps)
    # with both closed, the next copy is the first again and resumes Ann's game
    again = make_window(home)
    assert again.autosave_path.name == "autosave.cardtable.json" and again.resume()
    assert again.session.match.setup.players[0].name == "Ann"


def test_copy_in_another_process_holds_the_autosave_until_it_ends(qtbot, make_window, tmp_path):
    home = tmp_path / "home"
    with autosave_holder(home) as proc:
        try:
            assert proc.stdout.readline().strip() == "1"
            w = make_window(home)
            assert w.autosave_path.name == "autosave-2.cardtable.json"
            w.close()
        finally:
            proc.kill()  # as if that copy crashed: its lock is left behind
            proc.wait(timeout=30)
    assert (home / "autosave.cardtable.json.lock").exists()
    w = make_window(home)
    assert w.autosave_path.name == "autosave.cardtable.json"
    assert not w.statusBar().findChild(type(w.hint), "autosaveOwner")


def test_settings_move_from_the_data_folder_to_the_config_folder_once(qtbot, make_window, tmp_path):
    data, conf = tmp_path / "data", tmp_path / "config"
    data.mkdir()
    old = QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat)
    old.setValue(TABLE_COLOUR_KEY, "wine red")
    old.sync()
    del old
    config = AppConfig(data, bot_delay_ms=0, config_dir=conf)
    from cardtable.app.main_window import MainWindow

    w = MainWindow(all_games(), config)
    qtbot.addWidget(w)
    assert not (data / "settings.ini").exists() and (conf / "settings.ini").is_file()
    assert w.settings.value(TABLE_COLOUR_KEY) == "wine red"
    _start(w, "Ann", 1)
    assert (data / "autosave.cardtable.json").is_file() and not (conf / "autosave.cardtable.json").exists()
    w.session.shutdown()
    w.close()


def test_default_places_follow_the_platform_and_cardtable_home(tmp_path):
    code = ("from cardtable.app.config import AppConfig; import json; c = AppConfig.default(); "
            "print(json.dumps([str(c.config_dir), str(c.data_dir)]))")
    env = {k: v for k, v in os.environ.items() if k != "CARDTABLE_HOME"}
    env.update(XDG_CONFIG_HOME=str(tmp_path / "cfg"), XDG_DATA_HOME=str(tmp_path / "share"))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert json.loads(out.stdout) == [str(tmp_path / "cfg" / "CardTable"), str(tmp_path / "share" / "CardTable")]
    env["CARDTABLE_HOME"] = str(tmp_path / "portable")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert json.loads(out.stdout) == [str(tmp_path / "portable")] * 2


def autosave_holder(home: Path) -> subprocess.Popen:
    """Another copy of the app, in its own process, that claims an autosave
    in ``home``, prints its slot and holds it until its input ends."""
    holder = ("import sys; from pathlib import Path; from cardtable.app.config import AppConfig; "
              "c = AppConfig(Path(sys.argv[1])); c.prepare(); claim = c.hold_autosave(); "
              "print(claim.slot, flush=True); sys.stdin.readline()")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen([sys.executable, "-c", holder, str(home)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, env=env)
