"""``tr``: the words of the window, the table and the session, translated by Qt.

Every text a person reads in ``app/``, ``table/`` and ``model/`` goes
through :func:`tr`::

    from cardtable.words import tr

    tr("Undo")
    tr("%n card(s)", "", n)            # a plural: Qt picks the form for n
    tr("Play", "a card")               # the same English meant otherwise
    tr("{name} passes").format(name=name)

It is Qt's ``QCoreApplication.translate`` with one context for the whole
app (``pyside6-lupdate`` files a bare ``tr(...)`` call under the empty
context wherever it stands), so a text is found whatever class or function
says it; never use ``self.tr`` (PySide looks that up under the class of the
object at run time, so a subclass would miss its translation). English
plurals come from the English catalogue, which holds only plural forms.

Game texts (from the engine and the games, which know no Qt) are
translated with gettext instead: :mod:`cardtable.engine.i18n`.
"""

from __future__ import annotations

from importlib.resources import files

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

CONTEXT = ""  # the context lupdate gives a bare tr() call
_translators: list[QTranslator] = []  # the window's catalogues of the language in use
_language: str | None = None  # their language; None: none loaded yet
_installed_in: QCoreApplication | None = None  # the application they are installed in


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the language of the window; ``n`` >= 0 picks a plural
    form and fills ``%n``. Works with no application too (a command line)."""
    if _language is None:
        from cardtable.engine.i18n import language

        install_translators(language())
    app = QCoreApplication.instance()
    if app is not None:
        if _installed_in is not app:
            _install(app)
        return QCoreApplication.translate(CONTEXT, text, disambiguation, n)
    for translator in _translators:
        said = translator.translate(CONTEXT, text, disambiguation, n)
        if said:
            return said.replace("%n", str(n)) if n >= 0 else said
    return text.replace("%n", str(n)) if n >= 0 else text


def install_translators(code: str) -> None:
    """Speak ``code`` in the window's words from now on: its catalogues
    (ours, and Qt's own for its standard buttons) replace those in use."""
    global _language, _installed_in
    for translator in _translators:
        QCoreApplication.removeTranslator(translator)
    _translators.clear()
    _language, _installed_in = code, None
    QLocale.setDefault(QLocale(code))
    candidates = [str(files("cardtable.data").joinpath("i18n", f"cardtable_{code}.qm"))]
    if code != "en":
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        candidates.append(f"{qt_folder}/qtbase_{code}.qm")
    for path in candidates:
        translator = QTranslator()
        if translator.load(path):
            _translators.append(translator)
    app = QCoreApplication.instance()
    if app is not None:
        _install(app)


def _install(app: QCoreApplication) -> None:
    global _installed_in
    for translator in _translators:
        QCoreApplication.installTranslator(translator)
    _installed_in = app
