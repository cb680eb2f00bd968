"""The story summary puts no marker into the text it renders, so no text of a
player can forge one (issue 35, item 11).

A NUL, digits, NUL sequence in saved text (narration, a note, an option's
words) used to be read by the HTML side's Markdown as the place of a piece
it had set aside: the lookup raised IndexError (the command line printed a
traceback and exited 1, the window wrote nothing and said nothing), and a
sequence naming a piece that did exist was replaced by that piece. Now the
text is cut into pieces kept apart in a list: whatever a player wrote stays
their words, on every surface (Markdown, HTML, the PDF's document). The
table's winner mark is known by its place too, never by a cell's words.
"""

from __future__ import annotations

import random
import re

import pytest

from cardtable.app.cli import main
from cardtable.app.summary import Summary, build_summary, to_html, to_markdown
from cardtable.app.summary.html import _html
from cardtable.app.summary.markdown_html import inline_html, markdown_to_html
from cardtable.engine.match import Match
from cardtable.engine.protocol import IllegalAction, PlayerSpec, Setup
from cardtable.engine.record import save_record
from cardtable.games import all_games

CREATED = "2026-03-14T19:05:00+00:00"
GAMES = sorted(all_games())
# what HTML text may never hold (C0 controls but tab and line breaks, DEL, C1)
_NOT_IN_HTML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def words(k: int) -> str:
    """Words holding the NUL, digits, NUL sequence (k: which words)."""
    return f"zq{k}\x00{k % 10}\x00zr"


def in_html(text: str) -> str:
    """``text`` as the HTML shows it: a NUL as U+FFFD."""
    return text.replace("\x00", "\ufffd")


def nul_match(game_id: str, seed: int = 3, max_steps: int = 4000) -> Match:
    """A whole game whose names, option texts, typed move texts (notes,
    roles, plans) and narration all hold NUL, digits, NUL."""
    game = all_games()[game_id]
    count = max(game.min_players, min(game.default_players, game.max_players))
    players = tuple(PlayerSpec(f"P{i}\x00{i}\x00", bot=False) for i in range(count))
    options = {spec.key: "NPC " + words(7) for spec in game.options if spec.kind == "text"}
    match = Match(game, Setup(players, options, seed), created=CREATED)
    rng = random.Random(seed)
    match.narrate("Start " + words(0) + "\n\x000\x00 \x001\x00 \x0099\x00", seat=0, trigger="start")
    typed = 0
    for step in range(max_steps):
        if match.over:
            break
        seat = match.to_act()[0]
        action = game.bot(match.state, seat, rng)
        if action.has_text:
            try:
                match.play(seat, action.with_args(text="Note " + words(10 + typed)))
                typed += 1
                continue
            except IllegalAction:
                pass
        match.play(seat, action)
        if step % 7 == 3:
            match.narrate("Said " + words(50 + step % 40), seat=step % count)
    match.narrate("End " + words(99))
    return match


@pytest.fixture(scope="module", params=GAMES)
def played(request) -> tuple[Match, Summary]:
    match = nul_match(request.param)
    return match, build_summary(match)


def test_inline_markdown_reads_no_marker_in_the_text() -> None:
    # the sequences the old placeholders used: one that named no piece, one that named the first
    assert inline_html("a\x005\x00b") == "a\ufffd5\ufffdb"
    assert inline_html("\\* \x000\x00 `c` \x001\x00") == "* \ufffd0\ufffd <code>c</code> \ufffd1\ufffd"
    assert markdown_to_html("# Tell \x0012\x00\n\n- **\x000\x00** \\*") == (
        "<h3>Tell \ufffd12\ufffd</h3>\n<ul><li><strong>\ufffd0\ufffd</strong> *</li></ul>")


def test_the_same_character_in_the_text_is_only_a_character() -> None:
    """The emphasis patterns read a made piece as one punctuation mark: that
    mark typed by a player is that mark, nothing more."""
    assert inline_html("!**b**! \\! `!`") == "!<strong>b</strong>! ! <code>!</code>"
    assert inline_html("*a \\* b* _\\__") == "<em>a * b</em> <em>_</em>"


def test_every_surface_shows_the_words(played) -> None:
    match, summary = played
    told = [e.text for e in match.journal]
    md = to_markdown(summary)
    assert "Start " + words(0) in md and "End " + words(99) in md
    pages = {"html": to_html(summary), "pdf markup": _html(summary, qt=True)}
    for surface, page in pages.items():
        assert not _NOT_IN_HTML.search(page), surface
        for text in told:  # every narration the Markdown tells, the HTML tells
            for line in text.split("\n"):
                if line in md:
                    assert in_html(line) in page, (surface, line)
        assert in_html(words(0)) in page and in_html(words(99)) in page, surface
        assert "<strong>*</strong>" not in page


def test_the_pdf_document_holds_the_words(played) -> None:
    from cardtable.app.summary.pdf import summary_document

    _match, summary = played
    plain = summary_document(summary).toPlainText()
    assert in_html(words(0)) in plain and in_html(words(99)) in plain


def test_the_command_line_writes_every_format(tmp_path, capsys) -> None:
    match = nul_match("chicks-with-disks")
    saved = tmp_path / "heist.cardtable.json"
    save_record(saved, match.record())
    for suffix in (".md", ".html", ".pdf"):
        out = tmp_path / f"story{suffix}"
        assert main(["summary", str(saved), "-o", str(out)]) == 0, capsys.readouterr().err
        said = capsys.readouterr()
        assert said.out.strip() == f"wrote {out}" and not said.err
        data = out.read_bytes()
        if suffix == ".pdf":
            assert data.startswith(b"%PDF")
        elif suffix == ".md":
            assert words(0).encode() in data
        else:
            assert in_html(words(0)).encode() in data and b"\x00" not in data


def test_a_player_called_winner_is_not_marked_the_winner() -> None:
    """The winner's mark in the players' table is known by its place: a
    player whose name is the word for it is not drawn as a winner."""
    from cardtable.games.ninety_nine import GAME

    match = Match(GAME, Setup((PlayerSpec("Winner", bot=True), PlayerSpec("Bob", bot=True),
                               PlayerSpec("Cy", bot=True)), {}, 4), created=CREATED)
    match.run_bots()
    assert match.over
    summary = build_summary(match)
    for page in (to_html(summary), _html(summary, qt=True)):
        players = page.split("</table>")[0]
        assert '<td class="cell">Winner</td>' in players  # the name
        assert players.count('class="cell winner"') == len(match.result.winners)
