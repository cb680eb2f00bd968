"""The phone page's own words, in the table's language.

The page (``page/index.html`` and ``page/phone.js``) is written in English
and says every word of its own through one function, ``t("English")``
(``tn(n, "%n card(s)")`` for a count). The host tells it the table's
language with :func:`greeting`, which the server adds to the ``welcome``
(and to a ``denied`` hello): ``lang``, the language's code; ``words``,
English -> translated; ``plurals``, each counted text's forms. The page
shows its English for a word it was not sent, so an English host sends none.

Every English text of the page is declared here once (with
``QT_TRANSLATE_NOOP``, or a ``tr`` call where the same English means
something else elsewhere in CardTable), so ``pyside6-lupdate`` files it in
the ``remote`` catalogue; ``tests/remote/test_page_words.py`` checks this
list and the page's own words agree.

A plural is sent as ``[[n, form], ...]``: one sample ``n`` for each form
the language's rule gives in 0..:data:`SAMPLES` - 1, with ``%n`` where the
number goes. The page picks the form whose sample falls in the same plural
category as its own number (``Intl.PluralRules``), so it needs no rule of
its own.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.engine.i18n import SOURCE_LANGUAGE, language
from cardtable.words import tr

SAMPLES = 112  # 0..111: every case of a rule that looks at n % 10 and n % 100

WORDS = (
    # index.html
    QT_TRANSLATE_NOOP("", "Game over"),
    QT_TRANSLATE_NOOP("", "About this turn"),
    QT_TRANSLATE_NOOP("", "No dragging here: tap a card, then a lit place. Tap Play instead of a double-click."),
    QT_TRANSLATE_NOOP("", "Your cards"),
    QT_TRANSLATE_NOOP("", "Moves"),
    QT_TRANSLATE_NOOP("", "Table"),
    QT_TRANSLATE_NOOP("", "Players"),
    QT_TRANSLATE_NOOP("", "Log"),
    QT_TRANSLATE_NOOP("", "Full card"),
    QT_TRANSLATE_NOOP("", "Cancel"),
    QT_TRANSLATE_NOOP("", "Tap a lit place to put it there."),
    QT_TRANSLATE_NOOP("", "Close"),
    QT_TRANSLATE_NOOP("", "Tell the story"),
    QT_TRANSLATE_NOOP("", "You can't join this game"),
    QT_TRANSLATE_NOOP("", "Ask the host for a new link or QR code."),
    QT_TRANSLATE_NOOP("", "Try again"),
    QT_TRANSLATE_NOOP("", "Hint"),
    QT_TRANSLATE_NOOP("", "Hint: what the strongest bot would play here"),
    # phone.js: the connection
    QT_TRANSLATE_NOOP("", "Reconnecting…"),
    QT_TRANSLATE_NOOP("", "Connecting…"),
    QT_TRANSLATE_NOOP("", "That is too long to send ({size} bytes; at most {limit})."),
    QT_TRANSLATE_NOOP("", "Not connected to the table. Trying again…"),
    QT_TRANSLATE_NOOP("", "Your seat"),
    QT_TRANSLATE_NOOP("", "The host did not let this phone in."),
    QT_TRANSLATE_NOOP("", "That move was not made."),
    QT_TRANSLATE_NOOP("", "The host did not understand that."),
    QT_TRANSLATE_NOOP("", "This page needs the link from the host's QR code (the part after #)."),
    # phone.js: the table
    QT_TRANSLATE_NOOP("", "Your turn"),
    QT_TRANSLATE_NOOP("", "Waiting"),
    QT_TRANSLATE_NOOP("", "You have no cards."),
    QT_TRANSLATE_NOOP("", "Nothing on the table."),
    QT_TRANSLATE_NOOP("", "More"),
    QT_TRANSLATE_NOOP("", "Less"),
    QT_TRANSLATE_NOOP("", "Cards"),
    QT_TRANSLATE_NOOP("", "Put here"),
    QT_TRANSLATE_NOOP("", "Put {card} here: {place}"),
    QT_TRANSLATE_NOOP("", "this place"),
    QT_TRANSLATE_NOOP("", "Empty"),
    QT_TRANSLATE_NOOP("", "{cards}, {tokens}"),
    QT_TRANSLATE_NOOP("", "the card"),
    QT_TRANSLATE_NOOP("", "a face-down card"),
    QT_TRANSLATE_NOOP("", "face-down card"),
    QT_TRANSLATE_NOOP("", "Face-down card"),
    QT_TRANSLATE_NOOP("", "Face down"),
    QT_TRANSLATE_NOOP("", "card"),
    QT_TRANSLATE_NOOP("", "Token"),
    QT_TRANSLATE_NOOP("", "Selected: {card}"),
    QT_TRANSLATE_NOOP("", "Move {n}"),
    QT_TRANSLATE_NOOP("", "Tell the story ({n})"),
    QT_TRANSLATE_NOOP("", "Add to the story"),
    QT_TRANSLATE_NOOP("", "Undo my last move"),
    QT_TRANSLATE_NOOP("", "Player"),
    QT_TRANSLATE_NOOP("", "to move"),
    QT_TRANSLATE_NOOP("", "you"),
    QT_TRANSLATE_NOOP("", "phone"),
    QT_TRANSLATE_NOOP("", "bot"),
    QT_TRANSLATE_NOOP("", "out"),
    # phone.js: the sheets
    QT_TRANSLATE_NOOP("", "Choose"),
    QT_TRANSLATE_NOOP("", "Your answer"),
    QT_TRANSLATE_NOOP("", "Option {n}"),
    QT_TRANSLATE_NOOP("", "Send"),
    QT_TRANSLATE_NOOP("", "Card"),
    QT_TRANSLATE_NOOP("", "Title"),
    QT_TRANSLATE_NOOP("", "Rank and suit"),
    QT_TRANSLATE_NOOP("", "Value"),
    QT_TRANSLATE_NOOP("", "Text"),
    QT_TRANSLATE_NOOP("", "Other end"),
    QT_TRANSLATE_NOOP("", "Marks"),
    QT_TRANSLATE_NOOP("", "Label"),
    QT_TRANSLATE_NOOP("", "Note"),
    QT_TRANSLATE_NOOP("", "Tip"),
    QT_TRANSLATE_NOOP("", "A prompt"),
    QT_TRANSLATE_NOOP("", "For: {name}"),
    QT_TRANSLATE_NOOP("", "Write something first."),
    QT_TRANSLATE_NOOP("", "That prompt is no longer open."),
    QT_TRANSLATE_NOOP("", "Sent to the table."),
)


def _told_apart() -> dict[str, str]:
    """The page's words whose English means something else elsewhere in
    CardTable: translated with a disambiguation."""
    return {
        "Place": tr("Place", "where a card lies, in a card's details on a phone"),
        "Play": tr("Play", "a phone's button: the picked card's usual move"),
    }


def _counted(n: int) -> dict[str, str]:
    """The page's counted texts for ``n`` (English -> translated, ``%n`` filled)."""
    return {
        "%n card(s)": tr("%n card(s)", "", n),
        "%n token(s)": tr("%n token(s)", "", n),
        "%n card(s) face down": tr("%n card(s) face down", "", n),
        "Show all %n card(s)": tr("Show all %n card(s)", "", n),
    }


def english() -> set[str]:
    """Every English text the page may look up."""
    return set(WORDS) | set(_told_apart()) | set(_counted(1))


def plurals() -> dict[str, list[list[Any]]]:
    """Each counted text's forms in the language now: ``[[n, form], ...]``."""
    forms: dict[str, list[list[Any]]] = {}
    for n in range(SAMPLES):
        for text, said in _counted(n).items():
            form = said.replace(str(n), "%n", 1)
            known = forms.setdefault(text, [])
            if all(form != f for _n, f in known):
                known.append([n, form])
    return forms


def greeting() -> dict[str, Any]:
    """What the page needs to speak the table's language: its code, and
    (unless it is English, the page's own) the words and counted texts."""
    code = language()
    if code == SOURCE_LANGUAGE:
        return {"lang": code}
    words = {text: tr(text) for text in WORDS}
    words.update(_told_apart())
    return {"lang": code, "words": {k: v for k, v in words.items() if v != k}, "plurals": plurals()}
