"""The deck-file kit (cardtable.engine.kit.deckfile): the lines of a deck file,
reading one from disk, the ``deck_file`` option's value, and the one-line
errors every game's deck reader gives through it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cardtable.engine.kit.deckfile import (
    MAX_DECK_BYTES,
    DeckLine,
    carried_deck,
    deck_lines,
    load_deck,
    parse_carried,
    read_deck,
)
from cardtable.engine.protocol import BadOptions
from cardtable.games.nine_lives import deck as cat_deck
from cardtable.games.ninety_nine_chances import deck as chance_deck


def one_line(err: pytest.ExceptionInfo) -> str:
    message = str(err.value)
    assert "\n" not in message and "\r" not in message
    return message


# -- lines ---------------------------------------------------------------------------------


def test_blank_lines_and_comments_are_skipped_and_numbers_count_every_line():
    text = "# a deck\n\n  \na,b\n   # an indented comment\n\"c, d\",e\n"
    lines = list(deck_lines(text, "mine.csv"))
    assert [(line.number, line.fields) for line in lines] == [(4, ("a", "b")), (6, ("c, d", "e"))]
    assert {line.source for line in lines} == {"mine.csv"}


def test_fields_are_cleaned_as_one_line_words():
    # a tab and a control character become spaces, bidi overrides and the byte order mark go,
    # runs of spaces become one and the ends are trimmed: in the line and in each field
    [line] = deck_lines("\ufeff  one\tword ,\x00two\u202e ,\" three \",  four  \r\n", "x.csv")
    assert line.fields == ("one word", "two", "three", "four")


def test_every_line_break_counts_as_a_line():
    lines = list(deck_lines("a\r\nb\rc\u2028d", "x.csv"))
    assert [(line.number, line.fields[0]) for line in lines] == [(1, "a"), (2, "b"), (3, "c"), (4, "d")]


def test_fields_stay_plain_text():
    """Nothing a deck file holds is evaluated: a formula, an expression or a
    format field comes back as the characters it is."""
    [line] = deck_lines("=cmd|' /C calc'!A0,__import__('os'),{0.__class__}\n", "x.csv")
    assert line.fields == ("=cmd|' /C calc'!A0", "__import__('os')", "{0.__class__}")


def test_a_line_that_is_not_csv_is_named_in_one_line():
    with pytest.raises(BadOptions) as err:
        list(deck_lines("a,b\n# note\n\"open,quote\n", "mine.csv"))
    assert one_line(err).startswith("mine.csv line 3: cannot read the line (")


def test_a_bad_line_names_the_file_and_the_line():
    line = DeckLine("mine.csv", 12, ("x",))
    assert str(line.bad("the number is missing")) == "mine.csv line 12: the number is missing"
    assert isinstance(line.bad("why"), BadOptions)


def test_lines_are_read_lazily_up_to_the_first_bad_one():
    lines = deck_lines("a\n\"b\nc\n", "x.csv")
    assert next(lines).fields == ("a",)
    with pytest.raises(BadOptions, match="x.csv line 2"):
        next(lines)


# -- reading a file ------------------------------------------------------------------------


def test_a_deck_file_is_read_as_utf8_text_without_its_byte_order_mark(tmp_path):
    path = tmp_path / "cats.csv"
    path.write_bytes("\ufeffcat,tom,Tömmi\n".encode("utf-8"))
    assert read_deck(path) == ("cats.csv", "cat,tom,Tömmi\n")


@pytest.mark.parametrize("make, reason", [
    (lambda p: None, "it does not exist"),
    (lambda p: p.mkdir(), "it is a folder, not a file"),
    (lambda p: p.write_bytes(b"\xff\xfe\x00garbage"), "it is not UTF-8 text"),
    (lambda p: p.write_bytes(b"a" * (MAX_DECK_BYTES + 1)), "it is larger than 256 KB"),
])
def test_an_unreadable_deck_file_says_why_in_one_line(tmp_path, make, reason):
    path = tmp_path / "deck.csv"
    make(path)
    with pytest.raises(BadOptions) as err:
        read_deck(path)
    assert one_line(err) == f"cannot read the deck file deck.csv: {reason}"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_pipe_is_refused_not_waited_on(tmp_path):
    path = tmp_path / "deck.csv"
    os.mkfifo(path)
    with pytest.raises(BadOptions) as err:
        read_deck(path)
    assert one_line(err) == "cannot read the deck file deck.csv: it is not a regular file (a device, pipe or socket)"


def test_the_message_never_quotes_the_path_or_the_content(tmp_path):
    folder = tmp_path / "secret-folder"
    folder.mkdir()
    path = folder / "deck\x1b[2J.csv"
    path.write_bytes(b"\xffsecret words")
    with pytest.raises(BadOptions) as err:
        read_deck(path)
    message = one_line(err)
    assert "secret" not in message and "\x1b" not in message
    assert message == "cannot read the deck file deck?[2J.csv: it is not UTF-8 text"


def test_load_deck_hands_the_text_and_name_to_the_games_parser(tmp_path):
    path = tmp_path / "mine.csv"
    path.write_text("a,b\n", encoding="utf-8")
    assert load_deck(path, lambda text, name: (name, text)) == ("mine.csv", "a,b\n")


# -- the deck_file option ------------------------------------------------------------------


@pytest.mark.parametrize("empty", ["", None, {}])
def test_an_empty_option_means_the_games_own_deck(empty):
    assert carried_deck(empty) is None


def test_a_carried_deck_is_its_name_and_text():
    assert carried_deck({"name": "mine.csv", "text": "a,b\n"}) == ("mine.csv", "a,b\n")


@pytest.mark.parametrize("value", [
    "/home/someone/deck.csv",  # a path: the option is read into its content before a game sees it
    {"name": "mine.csv"},
    {"name": "mine.csv", "text": 7},
    {"name": "mine.csv", "text": "", "path": "/etc/passwd"},
    ["mine.csv", "a,b"],
])
def test_anything_else_is_refused_in_one_line(value):
    with pytest.raises(BadOptions) as err:
        carried_deck(value)
    assert one_line(err) == "the deck file option must carry the deck's name and text"


def test_a_carried_name_is_made_fit_for_a_message():
    assert parse_carried(lambda text, name: name, "a\x01b\u202e" + "x" * 60 + ".csv", "") == \
        "a?b?" + "x" * 35 + "…"


# -- the games read their decks through the kit ----------------------------------------------


@pytest.mark.parametrize("deck", [cat_deck, chance_deck], ids=["9 Lives", "99 Chances"])
def test_each_game_refuses_a_deck_file_too_large_to_be_a_deck(tmp_path, deck):
    """A game's own loader is as strict as a chosen deck file: the size limit
    holds before a byte is parsed (it used to read the whole file)."""
    path = tmp_path / "huge.csv"
    path.write_bytes(b"#" * (MAX_DECK_BYTES + 1))
    with pytest.raises(BadOptions) as err:
        deck.load_deck(path)
    assert one_line(err) == "cannot read the deck file huge.csv: it is larger than 256 KB"


@pytest.mark.parametrize("deck, text", [
    (cat_deck, "cat,tom,Tom,#112233,#445566,ginger,a tom\n\"card,1\n"),
    (chance_deck, "number,genre,resource,problem\n\"1,Noir\n"),
], ids=["9 Lives", "99 Chances"])
def test_each_game_names_a_line_that_is_not_csv_the_same_way(deck, text):
    with pytest.raises(BadOptions) as err:
        deck.parse_deck(text, "mine.csv")
    assert one_line(err) == "mine.csv line 2: cannot read the line (unexpected end of data)"


@pytest.mark.parametrize("deck_for", [chance_deck.deck_for, lambda value: cat_deck.deck_for(2, 1, value)],
                         ids=["99 Chances", "9 Lives"])
def test_each_game_refuses_an_option_that_carries_no_deck(deck_for):
    with pytest.raises(BadOptions) as err:
        deck_for({"name": "mine.csv"})
    assert one_line(err) == "the deck file option must carry the deck's name and text"


def test_no_game_reads_a_deck_file_on_its_own():
    """Reading, splitting and the option's value are the kit's: a game's deck
    module neither opens files nor parses CSV itself."""
    for deck in (cat_deck, chance_deck):
        source = Path(deck.__file__).read_text(encoding="utf-8")
        for own in ("read_text(", "open(", "import csv", "carried_file("):
            assert own not in source, f"{deck.__name__} uses {own} itself"
