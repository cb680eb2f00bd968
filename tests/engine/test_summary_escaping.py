"""Nothing a player (or a file) supplies is ever read as markup in the story
summary, in any game: every name, narration, note, plan, role, NPC and deck
word of a whole game holds hostile text, and the Markdown, the HTML and the
PDF's document must show it as words.

No Markdown parser is installed, so the Markdown is checked structurally:
line by line, once the containers the summary itself writes (one block
quote, one list marker) are taken off, no line may open a block of its own
(heading, quote, list, rule, setext underline, fence, indented code, HTML),
and no link, image, raw HTML or autolink mark may stand unescaped anywhere.
"""

from __future__ import annotations

import random
import re
from html.parser import HTMLParser
from pathlib import Path

import attrs
import pytest

from cardtable.app.summary import Summary, build_summary, to_html, to_markdown
from cardtable.app.summary.html import _html
from cardtable.app.summary.markdown_html import markdown_to_html
from cardtable.engine.match import Match
from cardtable.engine.protocol import BadOptions, IllegalAction, PlayerSpec, Setup
from cardtable.engine.story import escape_markdown
from cardtable.games import all_games

CREATED = "2026-03-14T19:05:00+00:00"


def unescape(markdown: str) -> str:
    """The words of escaped Markdown (backslash escapes undone)."""
    return re.sub(r"\\(.)", r"\1", markdown)

# One-line hostile texts: names, roles, notes, deck words (each at most 40 characters).
HOSTILE = (
    "<script>alert(1)</script>",
    "[x](javascript:alert(1))",
    "![](file:///etc/passwd)",
    "<img src=file:///x>",
    "# heading",
    "> quote",
    "1. list",
    "- item",
    "<http://e.com>",
    "www.e.com **b** _i_ `c`",
    "&lt;b&gt; | pipe | ~~s~~",
    "===",
    "---",
    "```",
)
# Hostile narration: several lines, blank ones, indented ones.
NARRATION = ("We begin zqa\n---\n===\n    indented zqb\n\tTabbed zqc\n\n\n# heading zqd\n> quote zqe\n"
             "1. list zqf\n```\n~~~\n<http://e.com> zqg\n* * *\n<img src=file:///x> zqh\n"
             "[x](javascript:alert(1)) ![](file:///etc/passwd)")
# NPCs: a comma-separated list whose names cannot hold "," or ":".
NPCS = "<script>alert(1)</script>, # heading, > quote, [x](y), <img src=x>, - item, ```, ==="

# raw marks that must never stand unescaped anywhere in the Markdown
_UNESCAPED_MARK = re.compile(r"(?:^|[^\\])(?:\\\\)*([<\[\]`])", re.MULTILINE)
_LINKY = re.compile(r"javascript:|\bfile:|\bhttps?:|\bwww\.", re.IGNORECASE)
_QUOTE_MARK = re.compile(r"^ {0,3}> ?")
_LIST_MARK = re.compile(r"^ {0,3}(?:[-*+]|\d{1,9}[.)])(?: +|$)")
_BLOCK_START = re.compile(
    r"^(?: {4,}|\t| {0,3}(?:#{1,6}(?:\s|$)|>|[-*+](?:\s|$)|\d{1,9}[.)](?:\s|$)|`{3,}|~{3,}|<"
    r"|(?:(?:-\s*){3,}|(?:\*\s*){3,}|(?:_\s*){3,}|=+\s*|-+\s*)$))")


def _hostile_nine_lives_deck() -> dict:
    """The shipped cat deck with every cat's name made hostile."""
    from cardtable.games import nine_lives

    text = (Path(nine_lives.__file__).parent / "9-lives.csv").read_text(encoding="utf-8")
    out, k = [], 0
    for line in text.splitlines():
        if line.startswith("cat,"):
            fields = line.split(",")
            fields[2] = '"' + f"{HOSTILE[k % len(HOSTILE)]} cat{k}".replace('"', '""') + '"'
            k += 1
            line = ",".join(fields)
        out.append(line)
    assert k, "the shipped 9 Lives deck lists no cats"
    return {"name": "<img src=file:///x>.csv", "text": "\n".join(out)}


def _hostile_chances_deck() -> dict:
    """The shipped 99 Chances deck with every genre, resource and problem hostile."""
    from cardtable.games import ninety_nine_chances

    text = (Path(ninety_nine_chances.__file__).parent / "99-chances.csv").read_text(encoding="utf-8")
    out, k = [], 0
    for line in text.splitlines():
        if line[:1].isdigit():
            number = line.split(",")[0]
            words = [f"{HOSTILE[(k + i) % len(HOSTILE)]} w{number}{'grp'[i]}" for i in range(3)]
            line = ",".join([number] + ['"' + w.replace('"', '""') + '"' for w in words])
            k += 1
        out.append(line)
    assert k, "the shipped 99 Chances deck lists no cards"
    return {"name": "[x](javascript:alert(1)).csv", "text": "\n".join(out)}


# Every game's "file" option, made hostile, and how its words show in the
# summary. A game with a file option missing here fails
# test_every_file_option_is_covered: add its hostile file.
HOSTILE_FILES = {
    ("9-lives", "deck_file"): _hostile_nine_lives_deck,
    ("99-chances", "deck_file"): _hostile_chances_deck,
}
DECK_WORD = {"9-lives": r" cat\d+", "99-chances": r" w\d+[grp]"}


def _options(game_id: str, game) -> dict:
    options = {}
    for spec in game.options:
        if spec.kind == "text":
            options[spec.key] = NPCS
        elif spec.kind == "file" and (game_id, spec.key) in HOSTILE_FILES:
            options[spec.key] = HOSTILE_FILES[(game_id, spec.key)]()
    return options


def _names(count: int) -> tuple[str, ...]:
    return tuple(HOSTILE[i % len(HOSTILE)] + (f" {i}" if i >= len(HOSTILE) else "") for i in range(count))


def hostile_match(game_id: str, seed: int = 3, max_steps: int = 4000) -> Match:
    """A whole game in which every name, option text, deck word, typed move
    text and journal entry is hostile; every seat is played by the bot's
    policy, its typed text replaced."""
    game = all_games()[game_id]
    count = max(game.min_players, min(game.default_players, game.max_players))
    players = tuple(PlayerSpec(name, bot=False) for name in _names(count))
    match = Match(game, Setup(players, _options(game_id, game), seed), created=CREATED)
    rng = random.Random(seed)
    match.narrate(NARRATION, seat=0, trigger="start")
    typed = 0
    for step in range(max_steps):
        if match.over:
            break
        seat = match.to_act()[0]
        action = game.bot(match.state, seat, rng)
        if action.has_text:
            text = NARRATION if typed % 2 else HOSTILE[typed % len(HOSTILE)]
            try:
                match.play(seat, action.with_args(text=text))
                typed += 1
                continue
            except IllegalAction:
                pass
        match.play(seat, action)
        if step % 7 == 3:
            match.narrate(NARRATION, seat=step % count)
    match.narrate(NARRATION)  # the table's own words, at the end
    return match


GAMES = sorted(all_games())


@pytest.fixture(scope="module", params=GAMES)
def summary(request) -> Summary:
    return build_summary(hostile_match(request.param))


def _containers_off(line: str) -> tuple[str, int]:
    """``line`` without the summary's own containers: block quote marks
    (counted) and then one list marker."""
    depth = 0
    while (m := _QUOTE_MARK.match(line)) and depth < 5:
        line, depth = line[m.end():], depth + 1
    if m := _LIST_MARK.match(line):
        line = line[m.end():]
    return line, depth


def assert_literal_markdown(text: str, summary: Summary) -> None:
    headings = {f"# {escape_markdown(summary.title)}"} | {f"## {escape_markdown(s.heading)}" for s in summary.sections}
    for number, line in enumerate(text.split("\n"), start=1):
        if line in headings or line.startswith("|"):
            continue  # the summary's own headings; table rows (cells are checked below)
        rest, depth = _containers_off(line)
        where = f"line {number}: {line!r}"
        assert depth <= 1, f"a quote inside a quote: {where}"
        assert not _BLOCK_START.match(rest), f"player text opens a block: {where}"
    for m in _UNESCAPED_MARK.finditer(text):
        line = text[:m.start(1)].count("\n") + 1
        assert False, f"unescaped {m.group(1)!r} on line {line}: {text.split(chr(10))[line - 1]!r}"
    bare = _LINKY.search(text)
    assert not bare, f"a linkable address stands bare: {text[max(0, bare.start() - 30):bare.end() + 30]!r}"


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, list]] = []

    def handle_starttag(self, tag, attributes):
        self.tags.append((tag, attributes))


def assert_safe_html(page: str) -> None:
    parser = _Tags()
    parser.feed(page)
    tags = {tag for tag, _ in parser.tags}
    assert not tags & {"script", "img", "a", "iframe", "object", "embed", "link", "base", "form", "svg"}, tags
    for tag, attributes in parser.tags:
        for name, value in attributes:
            assert not name.startswith("on"), (tag, name, value)
            assert not re.search(r"javascript:|file:|https?:", value or "", re.IGNORECASE), (tag, name, value)


def test_every_game_is_played_with_hostile_text(summary: Summary) -> None:
    """The game really carried the hostile words (or the other tests would prove nothing),
    and none of them was lost on the way."""
    words = unescape(to_markdown(summary))
    assert "<script>alert(1)</script>" in words  # the first player's name
    for line in NARRATION.split("\n"):
        assert line.strip() in words, line


def test_markdown_shows_player_text_as_text(summary: Summary) -> None:
    assert_literal_markdown(to_markdown(summary), summary)


def test_html_and_pdf_markup_carry_no_tag_of_a_player(summary: Summary) -> None:
    assert_safe_html(to_html(summary))
    assert_safe_html(_html(summary, qt=True))  # what QTextDocument lays out for the PDF


def test_pdf_document_loads_no_file(summary: Summary) -> None:
    from cardtable.app.summary.pdf import summary_document

    doc = summary_document(summary)
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            assert not fmt.isImageFormat(), fmt.toImageFormat().name()
            assert not fmt.isAnchor(), fmt.anchorHref()
            it += 1
        block = block.next()
    assert "<img" not in doc.toHtml()


@pytest.mark.every_game
def test_every_file_option_is_covered() -> None:
    for game_id, game in all_games().items():
        for spec in game.options:
            if spec.kind == "file":
                assert (game_id, spec.key) in HOSTILE_FILES, f"{game_id}: give {spec.key} a hostile file here"


@pytest.mark.parametrize("game_id", sorted(DECK_WORD))
def test_deck_words_reach_the_summary_as_text(game_id: str) -> None:
    """The hostile deck loads (the game takes it) and its words are told, literally."""
    try:
        summary = build_summary(hostile_match(game_id, seed=5))
    except BadOptions as err:
        pytest.fail(f"{game_id}: the hostile deck did not load: {err}")
    text = to_markdown(summary)
    told = re.findall(r"[^\n]{0,40}" + DECK_WORD[game_id], unescape(text))
    assert any(any(h in t for h in HOSTILE) for t in told), told[:5]
    assert_literal_markdown(text, summary)


@pytest.mark.parametrize("hostile", HOSTILE + (NARRATION,))
def test_escape_markdown_leaves_no_block_and_no_mark(hostile: str) -> None:
    text = escape_markdown(hostile)
    assert "\n\n" not in text  # one paragraph: blank lines would start a new block
    for line in text.split("\n"):
        assert not _BLOCK_START.match(line), line
        assert not _LIST_MARK.match(line), line
    assert not _UNESCAPED_MARK.search(text) and not _LINKY.search(text), text
    assert unescape(text).split() == hostile.split()  # every word kept
    page = markdown_to_html(text)
    assert_safe_html(page)
    assert "<h" not in page and "<li" not in page and "<blockquote" not in page


def test_markdown_fills_in_text_literally() -> None:
    from cardtable.engine.story import Markdown, md

    name = "<script>x</script> *Ann*\n---"
    out = md("**{name}** wins {n} points", name=name, n=3)
    assert isinstance(out, Markdown)
    assert out == "**\\<script\\>x\\</script\\> \\*Ann\\* \\-\\--** wins 3 points"
    assert Markdown("- ") + "# x" == "- \\# x" and isinstance(Markdown("a") + "b", Markdown)
    assert Markdown(", ").join(["[a]", md("*b*")]) == "\\[a\\], *b*"
    with pytest.raises(TypeError):
        Markdown("%s") % "x"


def test_a_game_that_forgets_to_escape_cannot_inject() -> None:
    """A chapter written as a plain string (an f-string with a player's name
    in it) is shown as text: the game loses its bold, the players nothing."""
    from cardtable.games.ninety_nine import GAME

    def chapters(state, journal):
        return [("The lead", f"**{state.names[0]}** led.\n\n{journal[0].text}")]

    game = attrs.evolve(GAME, story_sections=chapters)
    players = (PlayerSpec("<img src=file:///x>", bot=True), PlayerSpec("Bob", bot=True))
    match = Match(game, Setup(players, {}, 4), created=CREATED)
    match.narrate("    indented\n---", seat=1)
    match.run_bots()
    summary = build_summary(match)
    text = to_markdown(summary)
    assert "\\*\\*\\<img src=file\\:///x\\>\\*\\* led." in text
    assert_literal_markdown(text, summary)
    assert_safe_html(to_html(summary))
