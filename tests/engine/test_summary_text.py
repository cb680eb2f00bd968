"""The story summary as text: content, privacy, Markdown/HTML, file writing."""

from __future__ import annotations

import os
import random

import attrs
import pytest

from cardtable.app.summary import (
    Image,
    Moment,
    Quote,
    build_summary,
    is_key_event,
    png_size,
    to_html,
    to_markdown,
    write_summary,
)
from cardtable.app.summary.markdown_html import markdown_to_html
from cardtable.engine.match import Match
from cardtable.engine.protocol import Event, PlayerSpec, Prompt, Setup
from cardtable.engine.story import Markdown, escape_markdown
from cardtable.games.ninety_nine import GAME

CREATED = "2026-03-14T19:05:00+00:00"
PNG = b"\x89PNG\r\n\x1a\nfake-image-bytes"


def finish(match: Match) -> None:
    """Play to the end: bots by themselves, the human seat by the bot policy."""
    rng = random.Random(5)
    while not match.over:
        match.run_bots()
        if match.over:
            break
        seat = match.to_act()[0]
        match.play(seat, match.game.bot(match.state, seat, rng))


def new_match(game=GAME, names=("Ann", "Bob", "Cy"), human=0, options=None, seed=11) -> Match:
    players = tuple(PlayerSpec(n, bot=(i != human)) for i, n in enumerate(names))
    return Match(game, Setup(players, {"lives": True, "decks": "2"} if options is None else options, seed), created=CREATED)


@pytest.fixture(scope="module")
def played() -> Match:
    match = new_match()
    match.narrate("Ann cuts the deck with a flourish and a grin.", seat=0, trigger="start",
                  prompt="How does the dealer shuffle?")
    for _ in range(9):
        seat = match.to_act()[0]
        match.play(seat, match.game.bot(match.state, seat, random.Random(1)))
    match.narrate("Bob counts under his breath.\nNobody believes him.", seat=1)
    finish(match)
    match.narrate("The last card falls; the table goes quiet.")
    return match


def test_markdown_tells_the_whole_story(played: Match) -> None:
    md = to_markdown(build_summary(played))
    result = played.result
    assert md.startswith("# Ninety-Nine: the story of the game\n")
    headings = ("## The players", "## Turning points", "## In the players' words", "## The outcome",
                "## How it was played")
    assert [md.index(h) for h in headings] == sorted(md.index(h) for h in headings)
    assert "Ann sat down to a game of Ninety-Nine with the bots Bob and Cy on 14 March 2026 at 19:05 UTC." in md
    # cast
    for name in ("Ann", "Bob", "Cy"):
        assert f"| {name} |" in md
    assert "| 1 | Ann | Human |" in md and "| 2 | Bob | Bot |" in md
    # options: every label with its value
    assert "| Remember to draw | On |" in md
    assert "| Lives | On |" in md
    assert "| Decks | 2 |" in md
    assert "2 options differed from the defaults." in md
    # result
    winner = played.setup.names[result.winners[0]]
    assert result.summary in md
    # who won, told once: by the game's own words when they say it, else by the summary
    assert (f"{winner} is the winner" in md) != (winner in result.summary and "win" in result.summary.lower())
    assert "Well played!" in md
    assert f"and {winner} won." in md
    # with lives, the game's own measure: hands (set-up and draws are not turns)
    assert f"ran for {played.state.hand_number} hands" in md


def test_journal_is_quoted_narration_in_order(played: Match) -> None:
    summary = build_summary(played)
    quotes = [b for b in summary.section("In the players' words").blocks if isinstance(b, Quote)]
    assert [q.author for q in quotes] == ["Ann", "Bob", "The table"]  # who wrote each (its seat)
    assert quotes[0].context == "before the first move"
    ninth = played.steps[8].events[-1].text_for(None).rstrip(".!")
    assert quotes[1].context.endswith(ninth)  # the move it followed, in words
    assert "is the last player standing" in quotes[2].context
    md = to_markdown(summary)
    assert "> Ann cuts the deck with a flourish and a grin." in md
    assert "> Bob counts under his breath.\n> Nobody believes him." in md
    assert "> — *Ann, before the first move*" in md
    assert "How does the dealer shuffle?" not in md  # the raw prompt stays out
    assert md.index("Ann cuts") < md.index("Bob counts") < md.index("The last card falls")


def test_only_public_text(played: Match) -> None:
    summary = build_summary(played)
    md, page = to_markdown(summary), to_html(summary)
    private = [ev.private for _, ev in played.events() if ev.private]
    assert private, "the match should have had private draws"
    for text in set(private):
        assert text not in md and text not in page
    assert "You draw" not in md and "You draw" not in page


def test_key_moments_are_a_selection_grouped_by_turn(played: Match) -> None:
    summary = build_summary(played)
    moments = [b for b in summary.section("Turning points").blocks if isinstance(b, Moment)]
    assert 0 < len(moments) < len(played.steps) // 4
    text = " ".join(line for m in moments for line in m.lines)
    assert " plays " not in text and "draws a card" not in text  # not the raw log
    assert "is out" in text and "loses a life" in text
    # who won is told once, by the outcome, not again among the turning points (issue 24)
    assert "wins" not in text and "wins Ninety-Nine" in to_markdown(summary).split("## The outcome")[1]
    labels = [m.label for m in moments]
    assert len(set(labels)) == len(labels)
    turns = [int(label.split()[1]) for label in labels]
    assert turns == sorted(turns)


def test_key_event_rules() -> None:
    assert is_key_event(Event("Ann wins", kind="win"))
    assert is_key_event(Event("Bob is out", kind="out"))
    # reveals and prompts come every turn: telling them all would be the log again
    assert not is_key_event(Event("The top card is turned: 7♥", kind="flip", reveal=True))
    assert not is_key_event(Event("Ann sighs", kind="note", prompt=Prompt("sigh", "Why the sigh?")))
    assert not is_key_event(Event("Ann draws a card", kind="draw", reveal=True, private="You draw 7♥",
                                  private_to=frozenset({0})))
    assert not is_key_event(Event("Ann plays 5♣", kind="play"))


def test_prompts_and_game_chapters_appear() -> None:
    def apply(state, seat, action):
        state, events = GAME.apply(state, seat, action)
        events = tuple(
            attrs.evolve(ev, prompt=Prompt("knocked-out", f"How did {state.names[ev.seat]} take it?", ev.seat))
            if ev.kind == "out" else ev
            for ev in events
        )
        return state, events

    def chapters(state, journal):
        return [("How the night went", Markdown("It took **{hands} hands** and {notes} notes.\n\n"
                                                "- first a *quiet* start\n- then <b>chaos</b>").format(
                                                    hands=state.hand_number, notes=len(journal)))]

    game = attrs.evolve(GAME, apply=apply, story_sections=chapters)
    match = new_match(game, human=None, seed=4)
    match.narrate("A note", seat=2)
    match.run_bots()
    assert match.over
    summary = build_summary(match)
    md = to_markdown(summary)
    assert "## How the night went" in md
    # the game's chapters replace the log's turning points; options come last
    assert md.index("## The players") < md.index("## How the night went") < md.index("## How it was played")
    assert "## Turning points" not in md
    assert f"It took **{match.state.hand_number} hands** and 1 notes." in md
    assert "Story prompt" not in md and "How did" not in md  # no raw prompts
    page = to_html(summary)
    assert "<h2>How the night went</h2>" in page
    assert f"<strong>{match.state.hand_number} hands</strong>" in page
    assert "<em>quiet</em>" in page
    assert "&lt;b&gt;chaos&lt;/b&gt;" in page and "<b>chaos</b>" not in page


def test_html_is_complete_escaped_and_embeds_the_image() -> None:
    match = new_match(names=("Zoë <script>alert(1)</script>", "Bob & Co", "Cy"), human=None, seed=2)
    match.narrate("<img src=x onerror=alert(2)> *boo*", seat=1)
    match.run_bots()
    page = to_html(build_summary(match, image_png=PNG))
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    assert "<style>" in page and "<title>Ninety-Nine: the story of the game</title>" in page
    assert "<script>" not in page and "<img src=x" not in page
    assert "Zoë &lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "Bob &amp; Co" in page
    assert "&lt;img src=x onerror=alert(2)&gt; *boo*" in page
    assert "data:image/png;base64,iVBORw0KGgpmYWtlLWltYWdlLWJ5dGVz" in page


def test_markdown_escapes_player_text_and_embeds_image() -> None:
    match = new_match(names=("# Ann", "*Bob*", "Cy|Dee"), human=None, seed=2)
    match.narrate("- not a list\n> not a quote", seat=0)
    match.run_bots()
    summary = build_summary(match, image_png=PNG)
    assert any(isinstance(b, Image) for b in summary.section("The outcome").blocks)
    md = to_markdown(summary)
    assert "| \\# Ann |" in md and "| \\*Bob\\* |" in md and "Cy\\|Dee" in md
    assert "> \\- not a list\n> \\> not a quote" in md
    assert "![The table as the game ended](data:image/png;base64," in md


@pytest.mark.parametrize("human, lead", [
    (None, "The bots Ann, Bob and Cy sat down to a game of Ninety-Nine on"),
    (2, "Cy sat down to a game of Ninety-Nine with the bots Ann and Bob on"),
])
def test_the_cast_in_words(human, lead) -> None:
    md = to_markdown(build_summary(new_match(human=human)))
    assert lead in md


def test_unfinished_game_and_no_journal() -> None:
    match = new_match(options={})
    summary = build_summary(match)
    md = to_markdown(summary)
    assert "No move was played." in md
    assert "Every option was left at its default." in md
    assert "## In the players' words" not in md  # nobody wrote anything
    assert "did not reach its end" in md
    match.run_bots()
    assert not match.over  # Ann (a human) is to act
    assert match.steps
    assert "and it was left unfinished." in to_markdown(build_summary(match))


def test_summary_is_deterministic(played: Match) -> None:
    assert to_markdown(build_summary(played)) == to_markdown(build_summary(played))
    assert to_html(build_summary(played)) == to_html(build_summary(played))


def test_markdown_helpers() -> None:
    assert escape_markdown("a*b_c [x] <y>") == "a\\*b\\_c \\[x\\] \\<y\\>"
    assert escape_markdown("1. one\n- two") == "1\\. one\n\\- two"
    out = markdown_to_html("# Head\n\nText with **bold** and `co*de`\n\n1. one\n2. two\n\n> said\n\n\\*lit\\*")
    assert "<h3>Head</h3>" in out
    assert "<strong>bold</strong>" in out and "<code>co*de</code>" in out
    assert "<ol><li>one</li><li>two</li></ol>" in out
    assert "<blockquote><p>said</p></blockquote>" in out
    assert "<p>*lit*</p>" in out
    assert "<" not in markdown_to_html("<script>x</script>").replace("<p>", "").replace("</p>", "")


@pytest.mark.parametrize("suffix, start", [(".md", "# Ninety-Nine"), (".html", "<!DOCTYPE html>"),
                                           (".HTML", "<!DOCTYPE html>")])
def test_write_text_formats(tmp_path, played: Match, suffix: str, start: str) -> None:
    path = tmp_path / f"story{suffix}"
    assert write_summary(build_summary(played), path) == path
    text = path.read_text(encoding="utf-8")
    assert text.startswith(start)
    assert "Ann cuts the deck" in text
    assert os.listdir(tmp_path) == [path.name]


@pytest.mark.parametrize("name", ["story.txt", "story", "story.pdf.bak", "story.docx"])
def test_bad_extension_is_a_clear_error(tmp_path, played: Match, name: str) -> None:
    with pytest.raises(ValueError, match=r"\.md, \.html or \.pdf"):
        write_summary(build_summary(played), tmp_path / name)
    assert os.listdir(tmp_path) == []


def test_interrupted_write_leaves_no_half_file(tmp_path, played: Match, monkeypatch) -> None:
    path = tmp_path / "story.md"
    path.write_text("the old summary", encoding="utf-8")

    def power_cut(fd):
        raise OSError("disk pulled out")

    monkeypatch.setattr(os, "fsync", power_cut)
    with pytest.raises(OSError, match="disk pulled out"):
        write_summary(build_summary(played), path)
    assert path.read_text(encoding="utf-8") == "the old summary"
    assert os.listdir(tmp_path) == ["story.md"]
    with pytest.raises(OSError):
        write_summary(build_summary(played), tmp_path / "new.html")
    assert os.listdir(tmp_path) == ["story.md"]


def test_picture_and_chart_captions(played: Match) -> None:
    summary = build_summary(played, image_png=PNG, chart_png=PNG + b"chart")
    images = [b for b in summary.section("The outcome").blocks if isinstance(b, Image)]
    assert [i.caption for i in images] == ["The table as the game ended", "How the game went"]
    assert images[1].png.endswith(b"chart")
    custom = build_summary(played, image_png=PNG, image_caption="Our kitchen table")
    assert [b.caption for b in custom.section("The outcome").blocks if isinstance(b, Image)] == ["Our kitchen table"]
    assert png_size(PNG) is None
    header = b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\rIHDR" + (640).to_bytes(4, "big") + (480).to_bytes(4, "big")
    assert png_size(header) == (640, 480)
