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

from PySide6.QtCore import QCoreApplication

CONTEXT = ""  # the context lupdate gives a bare tr() call


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the language of the window; ``n`` >= 0 picks a plural
    form and fills ``%n``."""
    return QCoreApplication.translate(CONTEXT, text, disambiguation, n)
