"""Which language the app speaks, and putting it in place at start-up.

One setting (``language`` in the settings file: a code such as ``"de"``, or
empty for the system's language) chooses both catalogues: Qt's, for the
window (``cardtable/data/i18n/cardtable_<code>.qm`` and Qt's own
``qtbase_<code>.qm`` for its standard buttons), and gettext's, for the game
texts (:mod:`cardtable.engine.i18n`). A change in Preferences takes effect
the next time CardTable starts, when every window is built in it.
"""

from __future__ import annotations

from importlib.resources import files
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from cardtable.engine import i18n

SETTING = "language"  # "" : the system's language
_installed: list[QTranslator] = []


def chosen_language(settings: Any) -> str:
    """The language ``settings`` asks for ("" for the system's)."""
    value = settings.value(SETTING, "")
    return value if isinstance(value, str) and (value == "" or value in i18n.LANGUAGES) else ""


def save_language(settings: Any, code: str) -> None:
    """Keep ``code`` ("" for the system's language) for the next start."""
    settings.setValue(SETTING, code if code in i18n.LANGUAGES else "")
    settings.sync()


def install_language(code: str | None) -> str:
    """Speak ``code`` (None or "": the system's language) in every text made
    from now on: the game texts and, when a Qt application runs, the
    window's. Returns the code used."""
    chosen = i18n.set_language(code)
    app = QCoreApplication.instance()
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(chosen))
    if app is None:
        return chosen
    ours = files("cardtable.data").joinpath("i18n", f"cardtable_{chosen}.qm")
    candidates = [str(ours)]
    if chosen != i18n.SOURCE_LANGUAGE:
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        candidates.append(f"{qt_folder}/qtbase_{chosen}.qm")  # i18n: not shown (a file name)
    for path in candidates:
        translator = QTranslator(app)
        if translator.load(path):
            QCoreApplication.installTranslator(translator)
            _installed.append(translator)
    return chosen
