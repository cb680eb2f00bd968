"""Game texts in the reader's language: gettext catalogues, no Qt.

The engine and every game write the words a player reads (log lines,
prompts, refusals, results, hints, summaries) through these functions::

    from cardtable.engine.i18n import _, N_, ngettext

    _("{name} drew a card").format(name=name)
    ngettext("{n} card", "{n} cards", n).format(n=n)
    LABEL = N_("Cards per hand")     # module level: marked, translated where shown

Rules for every text:

- ``_()`` translates into the language set *now*, so never call it at import
  time (a module constant, a class attribute, a default argument): mark such
  words with :func:`N_` and translate them where they are used, with ``_()``.
  The words a game hands to the app as data (``GameDef.blurb``, an
  ``OptionSpec``'s label, help, zero word and choice words, the seat-key
  words) are marked with ``N_`` in the game and translated by the app when
  shown.
- Values go in with ``str.format`` and named fields, never by joining
  pieces: a translation may move them (German puts the verb last).
- A plural is one :func:`ngettext` call, never ``"s" if n != 1``.
- Translated words never enter a game's state: a state, a save and a record
  hold ids and numbers, so a game replays the same in any language (tested).

Catalogues: each package with words keeps ``locale/<language>.po`` (made and
updated by ``python tools/i18n.py``, with Babel) and its compiled
``locale/<language>.mo``, which ship inside the package. All of them are
chained into one translation: a message is looked up in the engine's
catalogue and each game's in turn. English is the source language.
"""

from __future__ import annotations

import gettext as _gettext
import os
from collections.abc import Iterator
from importlib.resources import files

SOURCE_LANGUAGE = "en"
# The languages CardTable speaks: code -> the language's own name for itself.
LANGUAGES = {"en": "English", "de": "Deutsch"}

# Packages whose ``locale/`` folder holds catalogues: the engine, and every
# game package (found under ``cardtable.games``; a game without words in
# other languages has none).
_ENGINE = "cardtable.engine"

_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_language = SOURCE_LANGUAGE


def N_(message: str) -> str:  # noqa: N802 - gettext's own name for "mark only"
    """Mark ``message`` for the catalogue without translating it (yet)."""
    return message


def NP_(context: str, message: str) -> str:  # noqa: N802 - as N_, with a context
    """Mark ``message`` for the catalogue in ``context`` without translating
    it; it is translated where shown with ``pgettext(context, message)``."""
    return message


def _(message: str) -> str:
    """``message`` in the current language (itself when it has no translation)."""
    return _translation.gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a plural message that fits ``n``, in the current language."""
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, told apart from the same English
    words meant otherwise by ``context`` (``pgettext("card", "Play")``)."""
    return _translation.pgettext(context, message)


# How each language writes a number: (thousands separator, decimal point).
_NUMBERS = {"en": (",", "."), "de": (".", ",")}


def number(value: float, decimals: int | None = None) -> str:
    """``value`` written the current language's way: "200,000" and "0.5" in
    English, "200.000" and "0,5" in German; ``decimals`` fixes the places
    after the point (None: an integer's as it is)."""
    text = f"{value:,.{decimals}f}" if decimals is not None else f"{value:,}"
    thousands, point = _NUMBERS.get(_language, _NUMBERS[SOURCE_LANGUAGE])
    return text.translate(str.maketrans({",": thousands, ".": point}))


def percent(share: float, decimals: int = 1) -> str:
    """``share`` (0.13 for 13 %) as a percentage the current language's way:
    "13.0%" in English, "13,0 %" in German."""
    return _("{number}%").format(number=number(share * 100, decimals))


def language() -> str:
    """The code of the language game texts are written in now."""
    return _language


def pick_language(wanted: str | None) -> str:
    """The language to use for ``wanted`` (a code such as ``"de"``,
    ``"de_AT.UTF-8"``, ``""`` or None for the system's): one CardTable
    speaks, English when none fits."""
    candidates = [wanted] if wanted else [os.environ.get(name, "") for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    for candidate in candidates:
        for part in (candidate or "").split(":"):
            code = part.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
            if code in LANGUAGES:
                return code
            if code == "c" or code == "posix":
                return SOURCE_LANGUAGE
    return SOURCE_LANGUAGE


def catalogue_packages() -> Iterator[str]:
    """The packages that may hold catalogues: the engine, then every game
    package shipped in ``cardtable.games``."""
    import pkgutil

    yield _ENGINE
    games = files("cardtable.games")
    for info in pkgutil.iter_modules([str(games)]):
        if info.ispkg:
            yield f"cardtable.games.{info.name}"


def _catalogue(package: str, code: str) -> _gettext.GNUTranslations | None:
    # found from the top package, so no game is imported for its words
    top, *parts = package.split(".")
    path = files(top).joinpath(*parts, "locale", f"{code}.mo")
    if not path.is_file():
        return None
    with path.open("rb") as handle:
        return _gettext.GNUTranslations(handle)


def set_language(code: str | None) -> str:
    """Write game texts in ``code`` from now on (see :func:`pick_language`);
    returns the code used. Texts already said stay as they were; a move's
    words not yet read (an Event's, said when first read) come out in the
    language of that first reading."""
    global _translation, _language
    chosen = pick_language(code)
    chain: _gettext.NullTranslations = _gettext.NullTranslations()
    if chosen != SOURCE_LANGUAGE:
        found = [t for t in (_catalogue(p, chosen) for p in catalogue_packages()) if t is not None]
        if found:
            chain = found[0]
            for more in found[1:]:
                chain.add_fallback(more)
    _translation, _language = chain, chosen
    return chosen


def localised_file(package: str, name: str) -> str:
    """A text file shipped in ``package`` in the current language: ``RULES.md``
    is read as ``RULES.de.md`` in German when there is one."""
    stem, dot, suffix = name.rpartition(".")
    folder = files(package)
    if _language != SOURCE_LANGUAGE and dot:
        translated = folder.joinpath(f"{stem}.{_language}.{suffix}")
        if translated.is_file():
            return translated.read_text(encoding="utf-8")
    return folder.joinpath(name).read_text(encoding="utf-8")
