"""One rule for what a player may type (engine/text.py): whatever the inputs
let through, the save loader takes back — names with control characters,
narration up to the whole story budget, deck words from a user's file."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.engine.autosave import AutosaveJournal
from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.record import (MAX_FILE_BYTES, RecordError, load_record, parse_record, record_from_json,
                                     save_record)
from cardtable.engine.text import MAX_ENTRY, MAX_NAME, MAX_STORY, clean_line, clean_text
from cardtable.games import all_games

GAMES = all_games()
GAME = GAMES["ninety-nine"]
# what a name may be pasted with: tab, LF, CRLF, line and next-line separators, NUL, ESC
BREAKERS = ["\t", "\n", "\r\n", "\u2028", "\u0085", "\x00", "\x1b"]
BIDI = set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def _match(first: str = "Ann", moves: int = 4) -> Match:
    match = Match(GAME, Setup((PlayerSpec(first), PlayerSpec("Bot", True), PlayerSpec("Cy", True)), {}, 7))
    for _ in range(moves):
        match.play_bot(match.to_act()[0])
    return match


@pytest.mark.parametrize("breaker", BREAKERS, ids=repr)
def test_a_name_holding_a_control_character_is_saved_clean_and_loads(breaker, tmp_path):
    match = _match(f"Ann{breaker}Lee")
    assert match.setup.players[0].name == "Ann Lee"
    path = tmp_path / "game.cardtable.json"
    save_record(path, match.record())
    loaded = Match.from_record(GAME, load_record(path, GAMES))
    assert loaded.setup.players[0].name == "Ann Lee" and len(loaded.steps) == len(match.steps)


@pytest.mark.parametrize("breaker", BREAKERS, ids=repr)
def test_an_old_save_whose_name_holds_a_control_character_loads_with_the_name_cleaned(breaker, tmp_path):
    data = _match().record().to_json()
    data["players"][0]["name"] = f"  Ann{breaker}Lee "
    for name, text in (("save.cardtable.json", json.dumps(data)),  # a Save As copy
                       ("autosave.cardtable.json", json.dumps(data) + "\n")):  # an autosave journal's first line
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        record = load_record(path, GAMES)
        assert record.setup.players[0].name == "Ann Lee"
        assert len(Match.from_record(GAME, record).steps) == 4


def test_a_name_blank_once_cleaned_is_still_refused():
    data = _match().record().to_json()
    data["players"][1]["name"] = "\t\u202e\r\n"
    with pytest.raises(RecordError, match="blank"):
        record_from_json(data, GAMES)


def _full_story(match: Match) -> None:
    """Narration up to the whole budget, of the worst kind for a file: 4-byte
    characters, line breaks, quotes, and commas and brackets that look like
    JSON entries."""
    piece = ",,,,,,,,🃏[{\"\\\n\t"  # more commas than the loader's count of entries, were they counted in text
    left = MAX_STORY
    while left:
        size = min(MAX_ENTRY, left)
        match.narrate((piece * (size // len(piece) + 1))[:size], 0)
        left -= size


def test_narration_up_to_the_budget_saves_and_loads_again(tmp_path):
    match = _match()
    _full_story(match)
    path = tmp_path / "full.cardtable.json"
    save_record(path, match.record())
    loaded = load_record(path, GAMES)
    assert [e.text for e in loaded.journal] == [e.text for e in match.journal]
    # the autosave journal of the same game: its first line and a change after it
    journal = AutosaveJournal(tmp_path / "autosave.cardtable.json", background=False)
    journal.save(match)
    match.narrate("The end.", 0)
    journal.save(match)
    journal.close()
    raw = (tmp_path / "autosave.cardtable.json").read_bytes()
    again = parse_record(raw, GAMES)
    assert [e.text for e in again.journal] == [e.text for e in match.journal]
    # twice the whole record plus a whole entry of 4-byte characters still fits
    # the loader: what an autosave compacted by size may hold
    record_bytes = len(match.record().dumps().encode("utf-8"))
    assert 2 * record_bytes + 4 * MAX_ENTRY < MAX_FILE_BYTES


_BASE = _match(moves=0).record().to_json()


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_any_cleaned_name_loads_unless_blank(s):
    name = clean_line(s, MAX_NAME)
    data = json.loads(json.dumps(_BASE))
    data["players"][0]["name"] = name
    raw = json.dumps(data, ensure_ascii=False).encode("utf-8")
    if not name:
        with pytest.raises(RecordError):
            parse_record(raw, GAMES)
        return
    assert parse_record(raw, GAMES).setup.players[0].name == name


@settings(max_examples=200, deadline=None)
@given(st.text())
def test_any_cleaned_narration_loads(s):
    text = clean_text(s)
    data = json.loads(json.dumps(_BASE))
    data["journal"] = [{"action_index": 0, "text": text, "seat": 0}]
    raw = json.dumps(data, ensure_ascii=False).encode("utf-8")
    assert parse_record(raw, GAMES).journal[0].text == text


@given(st.text())
def test_cleaning_is_the_rule_it_says(s):
    line = clean_line(s, MAX_NAME)
    assert len(line) <= MAX_NAME and line == line.strip() and "  " not in line
    assert not any(unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") or c in BIDI for c in line)
    assert clean_line(line, MAX_NAME) == line
    text = clean_text(s)
    assert not any((unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") and c not in "\n\t") or c in BIDI
                   for c in text)
    assert clean_text(text) == text


@pytest.mark.parametrize("game_id", ["99-chances", "9-lives"])
def test_deck_words_from_a_users_file_are_cleaned(game_id, tmp_path):
    from tests.hostile_saves import shipped_deck

    name = "99-chances.csv" if game_id == "99-chances" else "9-lives.csv"
    text = Path(shipped_deck(name)).read_text(encoding="utf-8")
    if game_id == "99-chances":
        from cardtable.games.ninety_nine_chances.deck import parse_deck

        text = text.replace(",", ",\u202e", 2).replace("\n", "\t\x1b\n", 3)
        deck = parse_deck(text, name)
        words = [w for c in deck.cards for w in (c.genre, c.resource, c.problem)]
    else:
        from cardtable.games.nine_lives.deck import parse_deck

        lines = text.split("\n")
        at = next(i for i, line in enumerate(lines) if line.startswith("cat,"))
        fields = lines[at].split(",")
        fields[2] = fields[2] + "\tthe\u2066 Great\x00"
        lines[at] = ",".join(fields)
        deck = parse_deck("\n".join(lines), name)
        words = [w for c in deck.cats for w in (c.name, c.coat, c.look)]
        assert any(w.endswith(" the Great") for w in words)
    assert all(w == clean_line(w) for w in words)


@pytest.mark.parametrize("code", [0x00, 0x09, 0x1b, 0x7f, 0x80, 0x85, 0x9f, 0x2028, 0x2029])
def test_the_loader_and_the_inputs_share_one_idea_of_a_control_character(code):
    """What clean_line turns into a space is what the loader refuses in a
    one-line word it does not clean (a kind, a stacked card, the creation time)."""
    c = chr(code)
    assert c not in clean_line(f"a{c}b")
    match = Match(GAMES["ninety-nine"], Setup((PlayerSpec("Ann"), PlayerSpec("Bob")), {}, 3))
    data = match.record().to_json()
    data["created"] = f"a{c}b"
    with pytest.raises(RecordError, match="creation time holds control characters"):
        record_from_json(data, GAMES)
