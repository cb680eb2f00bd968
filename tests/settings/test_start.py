"""Starting CardTable: the command line's help and version, and the start
that puts the chosen language and text size in place before the window is
made, names the desktop file, and leaves the settings file to the window."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMenu

from cardtable.app import cli
from cardtable.app.config import AppConfig
from cardtable.app.language import install_language
from cardtable.app.preferences_store import TEXT_SCALE_KEY, applied_text_scale, apply_text_scale
from cardtable.engine import i18n
from cardtable.resources import APP_ID

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "cardtable", *args], capture_output=True, text=True, env=env,
                          timeout=120)


def test_help_lists_file_version_language_and_every_command():
    done = run("--help")
    assert done.returncode == 0, done.stderr
    usage = done.stdout.split("\n\n")[0]
    assert "[FILE]" in usage and "--version" in usage and "--language CODE" in usage
    for word in ("FILE", "--version", "--language", *cli.COMMANDS):
        assert re.search(rf"^\s+{re.escape(word)}\b", done.stdout, re.M), word
    assert run("-h").stdout == done.stdout


def test_version_is_printed():
    for args in (("--version",), ("--language", "de", "--version"), ("--language=en", "--version")):
        done = run(*args)
        assert done.returncode == 0 and done.stdout.strip() == "CardTable 0.1.0", (args, done.stderr)


def test_the_command_line_speaks_the_language_asked_for():
    """(needs the compiled catalogues: packaging/i18n.py compile)"""
    done = run("--language", "de", "--help")
    assert done.returncode == 0 and done.stdout.startswith("Aufruf: cardtable [-h]"), done.stdout[:200]
    assert "Optionen:" in done.stdout and "diese Hilfe zeigen und beenden" in done.stdout
    done = run("--language", "de", "simulate", "ninety-nine", "--players", "2", "--games", "0")
    assert done.returncode == 2
    assert done.stderr.strip() == "cardtable: Fehler: --games muss mindestens 1 und höchstens 1.000.000 sein, nicht '0'"
    done = run("simulate", "ninety-nine", "--players", "2", "--games", "0")
    assert done.stderr.strip() == "cardtable: error: --games must be at least 1 and at most 1,000,000, not '0'"


def test_a_language_it_does_not_speak_is_one_line():
    for args in (("--language", "xx"), ("--language",), ("--language=",)):
        done = run(*args)
        assert done.returncode == 2 and done.stdout == "", args
        assert done.stderr.count("\n") == 1 and "--language" in done.stderr, done.stderr


class _App:
    """The application as run_gui sees it, with no event loop to run."""

    def __init__(self) -> None:
        self.app = QApplication.instance()
        self.ran = False

    def setApplicationName(self, name):  # noqa: N802
        pass

    def setApplicationVersion(self, version):  # noqa: N802
        pass

    def setStyleSheet(self, sheet):  # noqa: N802
        pass

    def exec(self) -> int:
        self.ran = True
        return 0


class _Window:
    def __init__(self, config, file=None) -> None:
        self.config = config
        self.shown = False
        self.language = i18n.language()  # the language the window is made in
        self.text_scale = applied_text_scale()

    def show(self) -> None:
        self.shown = True


@pytest.fixture
def start(qapp, tmp_path, monkeypatch):
    """run_gui with CardTable's home in a temporary folder; the window
    only records what it was made with. English and the usual size after."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    app = _App()
    made: list[_Window] = []
    monkeypatch.setattr(cli, "_ensure_gui_app", lambda: app)
    monkeypatch.setattr(cli, "open_main_window", lambda config, file=None: made.append(_Window(config)) or made[-1])
    yield tmp_path, made
    install_language("en")
    apply_text_scale(1.0)


def test_the_start_speaks_the_chosen_language_at_the_chosen_size(start):
    home, made = start
    settings = home / "settings.ini"
    text = "[General]\nlanguage=de\n\n[style]\ntext_scale=1.25\n"
    settings.write_text(text)
    QGuiApplication.setDesktopFileName("")
    assert cli.run_gui(None) == 0
    assert QGuiApplication.desktopFileName() == APP_ID
    window = made[-1]
    assert window.shown and window.config == AppConfig.default()
    assert (window.language, window.text_scale) == ("de", 1.25)
    assert settings.read_text() == text and sorted(p.name for p in home.iterdir()) == ["settings.ini"]
    assert cli.run_gui(None, "en") == 0  # --language: for this run, over the preferences
    assert made[-1].language == "en"


def test_the_start_reads_a_bad_settings_file_without_touching_it(start):
    home, made = start
    (home / "settings.ini").mkdir()  # a folder where the file should be: the window's settings set it aside
    assert cli.run_gui(None) == 0
    assert made[-1].language == "en" and made[-1].text_scale == 1.0
    assert (home / "settings.ini").is_dir() and sorted(p.name for p in home.iterdir()) == ["settings.ini"]
    (home / "settings.ini").rmdir()
    (home / "settings.ini").symlink_to(home / "elsewhere.ini")
    (home / "elsewhere.ini").write_text("[General]\nlanguage=de\n")
    assert cli.run_gui(None) == 0
    assert made[-1].language == "en"  # a link is never followed


def test_the_start_up_key_is_the_preferences_key():
    assert cli.TEXT_SCALE_KEY == TEXT_SCALE_KEY


def test_the_application_for_the_window_carries_the_desktop_file_name(qapp):
    from cardtable.app.commands.qt_app import ensure_gui_app

    QGuiApplication.setDesktopFileName("")
    assert ensure_gui_app() is qapp
    assert QGuiApplication.desktopFileName() == APP_ID == "io.github.cardtable.CardTable"
    assert (ROOT / "cardtable" / "data" / "desktop" / f"{APP_ID}.desktop").is_file()


def test_about_reports_problems_where_the_project_lives():
    import tomllib

    from cardtable.app.about import ISSUES_URL, PROJECT_URL, credits, licence_text

    urls = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["urls"]
    assert urls["Homepage"] == PROJECT_URL and ISSUES_URL == PROJECT_URL + "/issues"
    names = [name for name, _licence, _what in credits()]
    for name in ("PySide6", "attrs", "pyqtgraph", "aiohttp", "segno", "miniaudio", "Babel"):
        assert any(name in n for n in names), name
    assert licence_text().startswith("MIT License")


def test_the_about_dialog_says_it_all_in_plain_text(qtbot):
    from PySide6.QtCore import Qt, qVersion
    from PySide6.QtWidgets import QLabel

    from cardtable.app.about import AboutDialog, ISSUES_URL

    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    labels = dialog.findChildren(QLabel)
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in labels if label.text())
    text = "\n".join(label.text() for label in labels)
    for needed in ("CardTable 0.1.0", "MIT License", qVersion(), sys.version.split()[0], ISSUES_URL, "miniaudio",
                   "CardTable developers"):
        assert needed in text, needed
    assert dialog.windowTitle() == "About CardTable"
    assert dialog.findChild(QApplication.instance().__class__) is None
    dialog.copy_button.click()
    assert qVersion() in QGuiApplication.clipboard().text()
    assert dialog.sizeHint().height() <= 760 and dialog.sizeHint().width() <= 1200


def test_a_german_start_shows_german_menus(start, qtbot):
    """The whole start in German: the window made after it speaks German
    (needs the compiled catalogues: packaging/i18n.py compile)."""
    home, _made = start
    (home / "settings.ini").write_text("[General]\nlanguage=de\n")
    cli.start_preferences(AppConfig.default())
    from cardtable.app.main_window import MainWindow
    from cardtable.games import all_games

    w = MainWindow(all_games(), AppConfig.default(), build=False)
    qtbot.addWidget(w)
    titles = [a.text().replace("&", "") for a in w.menuBar().actions()]
    assert "Spiel" in titles and "Hilfe" in titles, titles
    entries = [a.text().replace("&", "") for m in w.menuBar().findChildren(QMenu) for a in m.actions() if a.text()]
    assert any(e.startswith("Einstellungen") for e in entries), entries
    from cardtable.app.dialogs.preferences import PreferencesDialog
    from cardtable.table.style import TableStyle

    dialog = PreferencesDialog(TableStyle(), w)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Einstellungen"
    assert dialog.text_size.currentText() == "100 %" and dialog.language.itemText(2) == "Deutsch"
    dialog.deleteLater()
    qtbot.waitUntil(lambda: w.findChild(PreferencesDialog) is None)
    from cardtable.app.about import AboutDialog

    about = AboutDialog()
    qtbot.addWidget(about)
    assert about.windowTitle() == "Über CardTable"
    assert [about.pages.tabText(i) for i in range(3)] == ["Ü&ber", "&Mitwirkende", "&Lizenz"]


def test_each_commands_help_names_the_command_alone():
    """A command's usage line is its own ("cardtable games [-h]"), not the
    window's two lines with the command glued on."""
    done = run("games", "--help")
    assert done.returncode == 0
    assert done.stdout.splitlines()[0] == "usage: cardtable games [-h]", done.stdout


def test_argparses_own_refusals_speak_the_language_asked_for():
    done = run("--language", "de", "simulate")
    assert done.returncode == 2
    assert "diese Argumente fehlen: game, --players" in done.stderr, done.stderr
    assert "the following arguments are required: game, --players" in run("simulate").stderr


def test_help_is_the_windows_wherever_it_is_asked_and_in_the_language_asked_for():
    done = run("some.cardtable.json", "--help")
    assert done.returncode == 0 and "--version" in done.stdout and "COMMAND" in done.stdout, done.stdout
    german = run("-h", "--language", "de")
    assert german.returncode == 0 and german.stdout.startswith("Aufruf:"), german.stdout
