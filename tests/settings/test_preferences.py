"""Preferences: the text size, the language and the sound are chosen,
kept in the settings and put in place (the text size at once, app-wide)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QDockWidget, QLabel, QSlider

from cardtable.app.dialogs.preferences import PreferencesDialog
from cardtable.app.language import SETTING, chosen_language
from cardtable.app.preferences_store import (
    DEFAULT_VOLUME,
    SOUND_KEY,
    TEXT_SCALE_KEY,
    VOLUME_KEY,
    apply_text_scale,
    applied_text_scale,
    load_style,
    save_style,
    sound_on,
    sound_volume,
    text_scale,
)
from cardtable.app.settings_file import SettingsFile
from cardtable.engine.i18n import LANGUAGES
from cardtable.table.style import TEXT_SCALES, TableStyle
from tests.gui.conftest import make_window  # noqa: F401 (the real window)


@pytest.fixture
def settings(tmp_path):
    return SettingsFile(tmp_path / "settings.ini")


@pytest.fixture
def usual_text():
    """Whatever a test does to the app's text size, the next test reads it usual."""
    yield
    apply_text_scale(1.0)


def test_the_text_size_is_kept_with_the_style(settings, tmp_path):
    assert load_style(settings).text_scale == 1.0
    save_style(settings, TableStyle(text_scale=1.5, four_colour=True))
    again = SettingsFile(tmp_path / "settings.ini")
    assert load_style(again) == TableStyle(text_scale=1.5, four_colour=True)
    assert again.value(TEXT_SCALE_KEY) == "1.5"
    for bad in ("huge", "", "nan", "inf", "0.1", "9", "-1"):
        again.setValue(TEXT_SCALE_KEY, bad)
        assert load_style(again).text_scale == 1.0, bad
    assert text_scale("1.25") == 1.25 and text_scale(True) is None and text_scale(None) is None
    with pytest.raises(ValueError):
        TableStyle(text_scale=3.0)


def test_sound_and_volume_are_kept_and_bad_values_fall_back(settings):
    assert sound_on(settings) and sound_volume(settings) == DEFAULT_VOLUME
    for raw, volume in (("35", 35), ("150", 100), ("-4", 0), ("loud", DEFAULT_VOLUME), ("", DEFAULT_VOLUME)):
        settings.setValue(VOLUME_KEY, raw)
        assert sound_volume(settings) == volume, raw
    settings.setValue(SOUND_KEY, "false")
    assert not sound_on(settings)
    settings.setValue(SOUND_KEY, "maybe")
    assert sound_on(settings)


def test_the_dialog_chooses_language_sound_and_text_size(qtbot, settings, usual_text):
    dialog = PreferencesDialog(TableStyle(), settings=settings)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.result_language() == "" and dialog.result_sound() == (True, DEFAULT_VOLUME)
    assert dialog.result_style() == TableStyle()
    # the system's language first, then each language by its own name
    names = [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert names[0].startswith("System language") and names[1:] == list(LANGUAGES.values())
    assert "next starts" in dialog.language_note.text()
    assert [dialog.text_size.itemData(i) for i in range(dialog.text_size.count())] == list(TEXT_SCALES)
    assert dialog.text_size.currentText() == "100%"

    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    dialog.text_size.setCurrentIndex(dialog.text_size.findData(1.5))
    dialog.volume.setFocus()
    qtbot.keyClick(dialog.volume, Qt.Key.Key_PageDown)  # 70 -> 60
    assert dialog.volume_value.text() == "60%"
    dialog.sound.setFocus()
    qtbot.keyClick(dialog.sound, Qt.Key.Key_Space)  # off
    assert not dialog.volume.isEnabled()
    base = QApplication.font().pointSizeF()
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.keyClick(dialog.language, Qt.Key.Key_Return)
    assert dialog.result_style().text_scale == 1.5
    assert chosen_language(settings) == "de" and settings.value(SETTING) == "de"
    assert not sound_on(settings) and sound_volume(settings) == 60
    assert applied_text_scale() == 1.5
    assert QApplication.font().pointSizeF() == pytest.approx(base * 1.5)
    apply_text_scale(1.0)
    assert QApplication.font().pointSizeF() == pytest.approx(base)  # from the usual size, not compounded

    again = PreferencesDialog(TableStyle(text_scale=1.5), settings=settings)
    qtbot.addWidget(again)
    assert again.result_language() == "de" and again.result_sound() == (False, 60)
    assert again.text_size.currentText() == "150%"
    qtbot.mouseClick(again.defaults_button, Qt.MouseButton.LeftButton)
    assert again.result_style() == TableStyle() and again.result_language() == ""
    assert again.result_sound() == (True, DEFAULT_VOLUME)
    again.reject()
    assert chosen_language(settings) == "de"  # cancelled: nothing kept


def test_every_control_is_named_and_has_its_own_key(qtbot, settings):
    dialog = PreferencesDialog(TableStyle(), settings=settings)
    qtbot.addWidget(dialog)
    dialog.show()
    for widget in dialog.findChildren(QComboBox) + dialog.findChildren(QSlider):
        assert widget.accessibleName(), widget.objectName()
    texts = [b.text() for b in dialog.findChildren(QAbstractButton) if b.isVisible() and "&" in b.text()]
    texts += [label.text() for label in dialog.findChildren(QLabel) if label.buddy() is not None]
    letters = [t[t.index("&") + 1].lower() for t in texts]
    assert len(letters) == len(set(letters)), texts
    assert dialog.sizeHint().height() <= 760 and dialog.sizeHint().width() <= 1200


def test_a_new_text_size_reaches_the_window_and_its_docks_at_once(make_window, qtbot, usual_text):
    w = make_window()
    dock = w.findChildren(QDockWidget)[0]
    before = dock.font().pointSizeF()

    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PreferencesDialog)
        dialog.text_size.setCurrentIndex(dialog.text_size.findData(1.25))
        dialog.accept()

    QTimer.singleShot(0, choose)
    w.edit_preferences()
    assert w.style_prefs.text_scale == 1.25 and w.scene.style.text_scale == 1.25
    assert w.settings.value(TEXT_SCALE_KEY) == "1.25"
    assert dock.font().pointSizeF() == pytest.approx(before * 1.25)
    assert load_style(SettingsFile(w.settings.path)).text_scale == 1.25
    # the dialog goes with the call that opened it, while the window is there (nothing of it
    # lingers for the garbage collector to delete at some later moment, a paint included)
    qtbot.waitUntil(lambda: w.findChild(PreferencesDialog) is None)


def test_the_tables_captions_follow_the_text_size(make_window, qtbot, usual_text):
    """A larger text size draws every place's caption larger, at once (as
    far as the room the layout keeps under each place allows)."""
    from cardtable.engine.protocol import PlayerSpec, Setup

    w = make_window()
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob", bot=True)), {}, 1))
    captioned = [z for z in w.scene.zones.values() if z.label]
    assert captioned
    before = {id(z): z.area().height() for z in captioned}
    w.apply_style(TableStyle(animation="off", text_scale=1.25))
    assert all(z.text_scale == 1.25 for z in w.scene.zones.values())
    assert all(z.area().height() > before[id(z)] for z in captioned)
    w.apply_style(TableStyle(animation="off"))
    assert all(z.area().height() == before[id(z)] for z in captioned)


def test_the_lines_above_the_table_follow_a_new_text_size(make_window, qtbot, usual_text):
    """The headline grows with the text size, and the hint keeps room for
    its two lines at once (it was clipped to one until the next start)."""
    w = make_window()
    headline = w.headline.font().pointSizeF()
    apply_text_scale(1.5)
    qtbot.waitUntil(lambda: w.hint.height() >= 3 * w.hint.fontMetrics().lineSpacing())  # large text: three lines
    assert w.headline.font().pointSizeF() == pytest.approx(headline * 1.5)
    assert w.headline.height() >= w.headline.fontMetrics().lineSpacing()


def test_the_largest_text_size_still_fits_a_1280_by_800_screen(make_window, qtbot, usual_text):
    """At 200 % the window still fits a 1280×800 screen less a panel and its
    frame: the story dock scrolls rather than growing the window."""
    from cardtable.engine.protocol import PlayerSpec, Setup

    apply_text_scale(max(TEXT_SCALES))
    w = make_window()
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob"), PlayerSpec("Cy", bot=True)), {}, 1))
    hint = w.minimumSizeHint()
    assert hint.width() <= 1264 and hint.height() <= 752, hint


def test_text_sizes_changed_again_and_again_then_the_window_closes(make_window, qtbot, usual_text):
    """Preferences accepted with one text size after another, then the
    window closes: the dialogs' fitting is never asked about a dialog it no
    longer has (it raised AttributeError while the table was painted)."""
    from PySide6.QtCore import QTimer

    from cardtable.engine.protocol import PlayerSpec, Setup

    w = make_window()
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob")), {}, 1))
    for scale in (2.0, 1.5, 1.25):
        def choose(scale=scale) -> None:
            dialog = QApplication.activeModalWidget()
            dialog.text_size.setCurrentIndex(dialog.text_size.findData(scale))
            dialog.accept()

        QTimer.singleShot(0, choose)
        w.edit_preferences()
        assert w.scene.style.text_scale == scale
    apply_text_scale(1.0)
    w.close()


def test_the_style_sheets_own_sizes_follow_the_text_size(qapp, usual_text):
    """A dialog's heading sized by the style sheet (13pt) grows with the
    text size as everything else does, and comes back at the usual size."""
    sheet = "QLabel#gameTitle { font-size: 13pt; }"
    qapp.setStyleSheet(sheet)
    try:
        apply_text_scale(1.5)
        assert "font-size: 19.5pt" in qapp.styleSheet()
        apply_text_scale(1.0)
        assert "font-size: 13pt" in qapp.styleSheet()
    finally:
        apply_text_scale(1.0)
        qapp.setStyleSheet("")
