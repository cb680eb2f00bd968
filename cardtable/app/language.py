"""Which language the app speaks, and putting it in place at start-up.

One setting (``language`` in the settings file: a code such as ``"de"``, or
empty for the system's language) chooses both catalogues: Qt's, for the
window (``cardtable/data/i18n/cardtable_<code>.qm`` and Qt's own
``qtbase_<code>.qm`` for its standard buttons), and gettext's, for the game
texts (:mod:`cardtable.engine.i18n`). A change in Preferences takes effect
the next time CardTable starts, when every window is built in it.
"""

from __future__ import annotations

from typing import Any

from cardtable.engine import i18n

SETTING = "language"  # "" : the system's language


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
    from now on: the game texts (gettext) and the window's words (Qt's
    catalogues, :func:`cardtable.words.install_translators`). Returns the
    code used."""
    from cardtable.words import install_translators

    chosen = i18n.set_language(code)
    install_translators(chosen)
    return chosen
