"""The dialogs' Qt Designer forms (``ui/*.ui``): each is compiled by the
build into the package (``packaging/forms.py``), current and steady, its
words said through the window's one catalogue; and each dialog with a
form builds its frame from it (every widget the form names is the
dialog's, by the form's object name)."""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QObject

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import forms as tool  # noqa: E402

pytestmark = pytest.mark.gui


def _form_names(form: Path) -> tuple[str, str, list[str]]:
    """(the form's class, its top widget's object name, every widget it names below that)."""
    root = ET.parse(form).getroot()
    top = root.find("widget")
    names = [w.get("name") for w in top.iter("widget") if w is not top]
    return root.findtext("class"), top.get("name"), names


def test_every_form_is_compiled_into_the_package_as_the_build_compiles_it(tmp_path):
    found = tool.forms()
    assert len(found) >= 7, [f.name for f in found]
    for form in found:
        module = tool.module_path(form)
        assert module.exists(), (f"{module.relative_to(ROOT)} is missing: the build compiles it "
                                 "(pip install --no-deps --no-build-isolation -e .)")
        fresh = tool.compile_form(form, tmp_path / module.name)
        assert module.read_text(encoding="utf-8") == fresh.read_text(encoding="utf-8"), (
            f"{module.name} is stale: install again (or python packaging/forms.py)")


def test_a_compiled_form_is_steady_and_speaks_through_the_one_catalogue(tmp_path):
    for form in tool.forms():
        first = tool.compile_form(form, tmp_path / "a.py").read_text(encoding="utf-8")
        again = tool.compile_form(form, tmp_path / "b.py").read_text(encoding="utf-8")
        assert first == again
        assert "QCoreApplication.translate(" not in first and not re.search(r'(?<![\w"])u"', first)
        assert "Qt User Interface Compiler version" not in first and str(ROOT) not in first
        assert "from cardtable.words import tr" in first


def _dialogs(window, home):
    """Each form's dialog, made as the app makes it."""
    from cardtable.app.about import AboutDialog
    from cardtable.app.dialogs import NewGameDialog, PreferencesDialog, StatisticsDialog
    from cardtable.app.dialogs.result import ResultDialog
    from cardtable.app.invite import InviteDialog
    from cardtable.app.phones import PhonesRoom
    from cardtable.app.statistics import Statistics
    from cardtable.app.timeline import TimelineBar
    from cardtable.games import all_games
    from cardtable.table.style import TableStyle

    room = PhonesRoom(window, window.session)
    window.phones = room
    return {
        "about.ui": AboutDialog(window),
        "preferences.ui": PreferencesDialog(TableStyle(), window),
        "statistics.ui": StatisticsDialog(Statistics(home / "statistics.json"), window),
        "result.ui": ResultDialog("Ann wins", "Ann wins.", window, standings=[(1, "Ann", "9", True)]),
        "new_game.ui": NewGameDialog(all_games(), None, window),
        "invite.ui": InviteDialog(room, window),
        "timeline.ui": TimelineBar(window),
    }


def test_each_dialog_with_a_form_builds_its_frame_from_it(make_window, tmp_path):
    from cardtable.engine.protocol import PlayerSpec, Setup

    w = make_window(tmp_path / "home")
    w.new_game("99-chances", Setup((PlayerSpec("Ann"), PlayerSpec("Bob"), PlayerSpec("Cy")), {}, 5))
    dialogs = _dialogs(w, tmp_path / "home")
    assert sorted(dialogs) == sorted(f.name for f in tool.forms()), "a form without its dialog, or the other way"
    for name, dialog in dialogs.items():
        form_class, top, names = _form_names(tool.FORMS / name)
        assert type(dialog.ui).__name__ == f"Ui_{form_class}", name
        assert dialog.objectName() == top, name
        for child in names:
            made = getattr(dialog.ui, child)
            assert made.objectName() == child and made in dialog.findChildren(QObject, child), f"{name}: {child}"
        dialog.deleteLater()
