"""Issue 24 follow-ups to the printed story (seen in a PDF of 99 Chances):
the outcome said who won twice ("Dee wins 99 Chances; Ann is the Hero." then
"Dee is the winner."), the score table started a page cut off from its
section's heading and lines, and the cast said "whose role was left to
unfold with the story" once for every bot."""

from __future__ import annotations

import re

from cardtable.app.summary import Paragraph, Section, Table, build_summary, to_markdown
from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.story import unescape
from cardtable.games import all_games

from .test_printed_story import printed_pages

GAMES = all_games()
NAMES = ("Ann", "Bea", "Cal", "Dee")


def played(game_id: str, seed: int = 3) -> Match:
    match = Match(GAMES[game_id], Setup(tuple(PlayerSpec(n, True) for n in NAMES), {}, seed))
    match.run_bots()
    return match


def test_the_outcome_names_the_winner_once():
    for seed in (3, 5):
        match = played("99-chances", seed)
        winners = [match.setup.names[w] for w in match.result.winners]
        assert len(winners) == 1
        outcome = build_summary(match).section("The outcome")
        words = " ".join(b.text for b in outcome.blocks if isinstance(b, Paragraph))
        told = re.findall(rf"{winners[0]} (?:wins|is the winner|won)", words)
        assert len(told) == 1, f"the outcome tells who won {len(told)} times: {words!r}"
        assert "Well played" in words


def test_a_role_left_open_is_said_once_for_all_who_left_it():
    match = played("99-chances")
    cast = dict(GAMES["99-chances"].story_sections(match.state, match.journal))["The Cast"]
    text = unescape(str(cast))
    open_roles = [s for s in range(4) if not match.state.roles[s]]
    assert len(open_roles) >= 2, "bots write no roles"
    assert text.count("unfold with the story") == 1, text
    sentence = next(line for line in text.splitlines() if "unfold with the story" in line)
    for seat in open_roles:  # every one of them is named in it
        assert NAMES[seat] in sentence, sentence
    for seat in range(4):  # and everyone still has a place in the cast
        assert f"**{NAMES[seat]}**" in text


def test_the_score_table_keeps_its_section_heading_and_lines(qapp, tmp_path):
    """A table that moves to a new page takes its heading along, and the
    few lines between (the outcome's sentences) too."""
    rows = tuple((f"Player {i}", str(40 - i)) for i in range(6))
    checked = 0
    for filler in range(8, 40, 2):
        text = " ".join(["The table talks of cats and cards and the long night ahead."] * 6)
        first, _, blocks = printed_pages(
            tmp_path, Section("Before", tuple(Paragraph(text) for _ in range(filler))),
            Section("The outcome", (Paragraph("Dee wins the game; Ann is the Hero. Well played!"),
                                    Table(("Player", "Score"), rows))))
        for words, on_page in blocks:
            if words in ("The outcome", "Dee wins the game; Ann is the Hero. Well played!"):
                assert on_page == first, \
                    f"with {filler} paragraphs before it, {words!r} is left on the page before its table"
        checked += 1
    assert checked


def test_markdown_outcome_unchanged_in_shape():
    match = played("99-chances")
    text = to_markdown(build_summary(match))
    assert "## The outcome" in text and "| Player | Score |" in text
