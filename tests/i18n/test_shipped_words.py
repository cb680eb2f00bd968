"""Words printed on a shipped deck that the game shows translated are in
its catalogue, exactly as the deck file writes them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cardtable.games.nine_lives.deck import shipped_deck

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))
import i18n as tool  # noqa: E402

pytest.importorskip("babel")


def test_every_coat_and_look_of_the_9_lives_deck_is_in_its_catalogue():
    from babel.messages.pofile import read_po

    for language in tool.TRANSLATED:
        with tool.po_path("games/nine_lives", language).open("rb") as handle:
            catalog = read_po(handle, locale=language)
        for cat in shipped_deck().cats:
            for context, words in (("cat coat", cat.coat), ("cat look", cat.look)):
                message = catalog.get(words, context=context)
                assert message is not None and message.string, f"{context} {words!r} is not in the {language} catalogue"
