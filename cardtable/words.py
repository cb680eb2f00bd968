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
_installed: list[QTranslator] = []
_ready = False  # the translators of the game texts' language are in place


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the language of the window; ``n`` >= 0 picks a plural
    form and fills ``%n``."""
    if not _ready:
        _prepare()
    return QCoreApplication.translate(CONTEXT, text, disambiguation, n)


def _prepare() -> None:
    """The first words said in a running application are said in the game
    texts' language (English, with its plural forms, unless the app chose
    another with :func:`install_translators`)."""
    if QCoreApplication.instance() is not None:
        from cardtable.engine.i18n import language

        install_translators(language())


def install_translators(code: str) -> None:
    """Put the window's catalogue for ``code`` in place (ours, and Qt's own
    for its standard buttons), replacing any installed before."""
    global _ready
    app = QCoreApplication.instance()
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(code))
    if app is None:
        return
    _ready = True
    candidates = [str(files("cardtable.data").joinpath("i18n", f"cardtable_{code}.qm"))]
    if code != "en":
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        candidates.append(f"{qt_folder}/qtbase_{code}.qm")
    for path in candidates:
        translator = QTranslator(app)
        if translator.load(path):
            QCoreApplication.installTranslator(translator)
            _installed.append(translator)
