"""The printed story (PDF, HTML, Markdown summary) as a reader meets it:
sentences that start with a capital, who won told once, every turn told in
words, pictures whose cards show their whole faces, a mid-game picture of
the whole table, and tables that never split across pages."""

from __future__ import annotations

import re
from itertools import combinations

import pytest

from cardtable.app.summary import Paragraph, Section, Summary, Table, build_summary, to_markdown
from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.story import Markdown, unescape
from cardtable.games import all_games

GAMES = all_games()
NAMES = ("Ann", "Bea", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")


def played(game_id: str, players: int = 4, seed: int = 3, share: float = 1.0) -> Match:
    game = GAMES[game_id]
    players = max(game.min_players, min(players, game.max_players))
    setup = Setup(tuple(PlayerSpec(n, True) for n in NAMES[:players]), {}, seed)
    match = Match(game, setup)
    if share >= 1.0:
        match.run_bots()
        return match
    whole = Match(game, setup)
    whole.run_bots()
    for _ in range(int(len(whole.steps) * share)):
        match.play_bot(match.bot_seat())
    return match


FINISHED = [pytest.param(g, s, id=f"{g}-{s}") for g in GAMES for s in (3, 5)]


def _plain(markdown: str) -> str:
    return unescape(re.sub(r"!\[[^\]]*\]\([^)]*\)", "", markdown))


def test_sentences_start_with_a_capital_whatever_word_opens_them():
    from cardtable.engine.story import sentences

    joined = sentences([Markdown("The flip was 40: **success**."), Markdown("**hunger** turned into **nourish**."),
                        "“quiet” won.", "*not* emphasis"])
    assert str(joined) == ("The flip was 40: **success**. **Hunger** turned into **nourish**. “Quiet” won. "
                           "\\*Not\\* emphasis")


@pytest.mark.parametrize("game_id,seed", FINISHED)
def test_every_sentence_of_the_story_starts_with_a_capital(game_id, seed):
    match = played(game_id, seed=seed)
    text = _plain(to_markdown(build_summary(match)))
    for line in text.splitlines():
        line = re.sub(r"^\s*(?:[-*>]|#+|\|)\s*", "", line)
        for start in re.finditer(r"(?:^|[.?]\s+)[*_“\"(]*([a-z])", line):  # "Snap! for anyone" is one sentence
            if re.search(r"\b(?:e\.g|i\.e|vs)\.\s+\S*$", line[:start.start() + 1] + " "):
                continue
            pytest.fail(f"{game_id}: a sentence starts in lower case: {line!r}")


# what tells who won the game (not a round's suit: "Ann won Diamonds")
WON = r"(?:wins\b|won(?:[.!]|$| the game\b| the Ordeal\b)|is the\b|shares?\b|came out on top\b)"
TOLD_ONCE = [pytest.param(g, s, id=f"{g}-{s}") for g in GAMES for s in (3, 5)]


@pytest.mark.parametrize("game_id,seed", TOLD_ONCE)
def test_who_won_is_told_once_in_the_outcome(game_id, seed):
    match = played(game_id, seed=seed)
    summary = build_summary(match)
    winners = [match.setup.names[w] for w in match.result.winners]
    told = []
    for section in summary.sections[1:]:  # the first tells who sat down, and how it ended, in one line
        text = _plain(to_markdown(Summary("", "", (section,))))
        if any(re.search(rf"\*{{0,2}}{re.escape(w)}\*{{0,2}} {WON}", text)
               for w in winners):
            told.append(section.heading)
    assert len(told) <= 1, f"{game_id}: who won is told in {told}"
    if winners:
        assert told == [summary.sections[-2].heading]  # the outcome, before the options


@pytest.mark.parametrize("game_id,seed", FINISHED)
def test_every_turn_told_in_the_story_has_words(game_id, seed):
    """A line of a chapter that is only a player's name (a turn the player,
    often a bot, wrote nothing for) says what that turn was."""
    match = played(game_id, seed=seed)
    names = set(match.setup.names)
    if GAMES[game_id].story_sections is None:
        pytest.skip("no chapters of its own")
    for heading, body in GAMES[game_id].story_sections(match.state, match.journal):
        for line in str(body).splitlines():
            bare = re.sub(r"[*_\s>\-—:]", "", unescape(line))
            assert bare not in names, f"{game_id}, {heading}: a turn with no words: {line!r}"


# -- pictures ------------------------------------------------------------------------


def _pictures_as_drawn(match, monkeypatch):
    """(picture, layout) of each picture the summary draws, as handed to the
    table's renderer."""
    import cardtable.table.snapshot as snapshot
    from cardtable.app.summary_pictures import match_pictures

    drawn = []
    real = snapshot.render_picture

    def spy(picture, layout, width=1600, style=None):
        drawn.append((picture, layout))
        return real(picture, layout, width, style)

    monkeypatch.setattr(snapshot, "render_picture", spy)
    match_pictures(match)
    return drawn


def _scene(picture, layout):
    from cardtable.table.scene import TableScene

    scene = TableScene(None)
    scene.show_view(picture.view, layout, animate=False)
    return scene


@pytest.mark.parametrize("game_id,players", [("99-chances", 8), ("99-chances", 3), ("9-lives", 6),
                                             ("chicks-with-disks", 4)])
def test_the_cards_in_a_story_picture_show_their_whole_faces(qapp, monkeypatch, game_id, players):
    from cardtable.table.snapshot import _focus_rect

    match = played(game_id, players=players)
    checked = 0
    for picture, layout in _pictures_as_drawn(match, monkeypatch):
        scene = _scene(picture, layout)
        crop = _focus_rect(scene, picture)
        cards = [s for s in scene.sprites.values() if s.view.kind == "card"]
        for a, b in combinations(cards, 2):
            overlap = a.sceneBoundingRect().intersected(b.sceneBoundingRect())
            assert overlap.width() < 1 or overlap.height() < 1, \
                f"{game_id}: {a.view.accessible} covers part of {b.view.accessible} in {picture.caption!r}"
        for s in cards:
            assert crop.contains(s.sceneBoundingRect()), f"{game_id}: a card is cut at the picture's edge"
        checked += 1
        scene.clear()
    assert checked


@pytest.mark.parametrize("game_id", [g for g in GAMES if GAMES[g].story_pictures is None])
def test_a_mid_game_picture_shows_the_whole_table(qapp, monkeypatch, game_id):
    from cardtable.table.snapshot import _focus_rect

    for players in (3, GAMES[game_id].max_players):
        match = played(game_id, players=players, share=0.5)
        (picture, layout), *_ = _pictures_as_drawn(match, monkeypatch)
        scene = _scene(picture, layout)
        crop = _focus_rect(scene, picture)
        for zone_id, item in scene.zones.items():
            assert crop.contains(item.sceneBoundingRect()), f"{game_id} ({players}): {zone_id} is cut off"
        scene.clear()


# -- pages -----------------------------------------------------------------------------


def printed_pages(tmp_path, *sections: Section) -> tuple[int, int, list[tuple[str, int]]]:
    """``sections`` laid out on the printed story's pages (the one table
    among them): the pages the table starts and ends on, and each block's
    text with the page its top is on (pages counted from 0)."""
    from PySide6.QtGui import QPdfWriter, QTextTable

    from cardtable.app.summary.pdf import layout_for, setup_pages

    writer = QPdfWriter(str(tmp_path / "x.pdf"))
    setup_pages(writer)
    doc, page, _ = layout_for(Summary("A test", "", sections), writer)
    layout = doc.documentLayout()
    tables = [f for f in doc.rootFrame().childFrames() if isinstance(f, QTextTable)]
    assert len(tables) == 1
    rect = layout.frameBoundingRect(tables[0])
    first, last = int(rect.top() // page.height()), int((rect.bottom() - 1) // page.height())
    blocks = []
    block = doc.begin()
    while block.isValid():
        blocks.append((block.text(), int(layout.blockBoundingRect(block).top() // page.height())))
        block = block.next()
    return first, last, blocks


def test_a_table_never_splits_across_pages(qapp, tmp_path):
    """Whatever comes before it, a score table (and its heading) starts a
    new page rather than split."""
    rows = tuple((f"Player {i}", str(40 - i)) for i in range(14))
    split_before = 0
    for filler in range(8, 40, 3):
        text = " ".join(["The table talks of cats and cards and the long night ahead."] * 6)
        first, last, blocks = printed_pages(tmp_path, Section("Before", tuple(Paragraph(text) for _ in range(filler))),
                                            Section("Scores", (Table(("Player", "Score"), rows),)))
        assert first == last, f"with {filler} paragraphs before it the table runs over pages {first + 1}–{last + 1}"
        for words, on_page in blocks:
            if words == "Scores":
                assert on_page == first, "the heading is left behind on the page before its table"
        split_before += 1
    assert split_before
