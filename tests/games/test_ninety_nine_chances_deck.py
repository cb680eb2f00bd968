"""The 99 Chances deck file: the shipped deck and every kind of bad line."""

from __future__ import annotations

import pytest

from cardtable.engine.protocol import BadOptions, PlayerSpec, Setup
from cardtable.games import get_game
from cardtable.games.ninety_nine_chances.deck import load_deck, parse_deck, shipped_deck
from cardtable.resources import package_file

GAME = get_game("99-chances")


def good_lines() -> list[str]:
    return [f"{n},Genre {n},up{n},down{n}" for n in range(1, 100)]


def text(lines: list[str]) -> str:
    return "\n".join(lines) + "\n"


def test_shipped_deck_is_complete_and_distinct():
    deck = shipped_deck()
    assert [c.number for c in deck.cards] == list(range(1, 100))
    assert len({c.genre for c in deck.cards}) == 99
    words = [w.lower() for c in deck.cards for w in (c.resource, c.problem)]
    assert len(set(words)) == 198
    assert package_file("cardtable.games.ninety_nine_chances", "99-chances.csv").is_file()


def test_face_shows_all_four_modes():
    face = shipped_deck().face("34")
    assert face.big == "34"
    assert face.top == "comfort"
    assert face.bottom == shipped_deck().card("34").problem
    assert face.title == shipped_deck().card("34").genre


def test_good_file_with_header_comments_and_quotes(tmp_path):
    lines = ["# my deck", "number,genre,resource,problem", ""] + good_lines()
    lines[3] = '1,"Cloak, Dagger",up1,down1'
    path = tmp_path / "deck.csv"
    path.write_text(text(lines), encoding="utf-8")
    deck = load_deck(path)
    assert deck.card("1").genre == "Cloak, Dagger"
    assert deck.card("99").resource == "up99"


def test_file_order_does_not_matter():
    deck = parse_deck(text(list(reversed(good_lines()))))
    assert [c.number for c in deck.cards] == list(range(1, 100))


@pytest.mark.parametrize(
    "line, problem",
    [
        ("5,Genre,up", "4 fields"),
        ("5,Genre,up,down,extra", "4 fields"),
        ("five,Genre,up,down", "not a whole number"),
        ("0,Genre,up,down", "not between 1 and 99"),
        ("100,Genre,up,down", "not between 1 and 99"),
        ("5,,up,down", "no genre"),
        ("5,Genre,,down", "no resource"),
        ("5,Genre,up,", "no problem"),
        ("5,Genre,same,Same", "same word"),
        ("5,Genre," + "x" * 41 + ",down", "longer than 40"),
        ('5,"Genre,up,down', "cannot read"),
    ],
)
def test_bad_line_is_named(line, problem):
    lines = good_lines()
    lines[4] = line  # card 5 sits on line 5
    with pytest.raises(BadOptions) as err:
        parse_deck(text(lines), "mine.csv")
    message = str(err.value)
    assert "mine.csv line 5" in message
    assert problem in message


def test_duplicate_number_names_both_lines():
    lines = good_lines()
    lines[9] = "3,Other,more,less"
    with pytest.raises(BadOptions, match=r"line 10: the number 3 is already used on line 3"):
        parse_deck(text(lines))


def test_missing_numbers_are_listed():
    lines = good_lines()
    del lines[41]
    with pytest.raises(BadOptions, match=r"missing 42"):
        parse_deck(text(lines))


def test_unreadable_file(tmp_path):
    with pytest.raises(BadOptions, match="cannot read"):
        load_deck(tmp_path / "nope.csv")
    bad = tmp_path / "bad.csv"
    bad.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(BadOptions, match="cannot read"):
        load_deck(bad)


def test_deck_file_option(tmp_path):
    lines = good_lines()
    path = tmp_path / "deck.csv"
    path.write_text(text(lines), encoding="utf-8")
    players = tuple(PlayerSpec(f"P{i}") for i in range(3))
    state = GAME.create(Setup(players, {"deck_file": str(path)}, seed=1))
    assert state.deck.card("7").genre == "Genre 7"
    lines[6] = "7,Genre 7"
    path.write_text(text(lines), encoding="utf-8")
    with pytest.raises(BadOptions, match="line 7"):
        GAME.create(Setup(players, {"deck_file": str(path)}, seed=1))


def test_deck_file_option_is_a_file_option():
    spec = {s.key: s for s in GAME.options}["deck_file"]
    assert spec.kind == "file" and spec.default == ""
