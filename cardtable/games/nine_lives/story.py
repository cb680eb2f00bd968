"""The 9 Lives chapters of the end-of-game story: one per round, then the points added up.

Chapters are :class:`Markdown` built with ``md`` and ``table``: players'
names, narration and the cat names of a custom deck are filled in as text,
and so made literal."""

from __future__ import annotations

from typing import Any, Sequence

from cardtable.engine.i18n import _, ngettext
from cardtable.engine.story import Markdown, md, paragraphs, table

from .rules import OVER, State
from .words import cards_words, join_words, points_words, rounds_words
from .scoring import FEWEST, NOTHING, SOLE, RoundScore

MARK = {SOLE: "★", FEWEST: "✓", NOTHING: "–"}


def _entries_between(journal: Sequence[Any], after: int, upto: int | None) -> list[Any]:
    out = []
    for entry in journal:
        index = getattr(entry, "action_index", None)
        text = str(getattr(entry, "text", "") or "").strip()
        if index is None or not text:
            continue
        if index > after and (upto is None or index <= upto):
            out.append(entry)
    return out


def _quote(state: State, entry: Any) -> Markdown:
    seat = getattr(entry, "seat", None)
    text = str(entry.text)
    if isinstance(seat, int) and 0 <= seat < len(state.names):
        return md("> *{who}:* {text}", who=state.names[seat], text=text)
    return md("> {text}", text=text)


def _quotes(state: State, entries: Sequence[Any]) -> Markdown:
    return Markdown("\n").join(_quote(state, e) for e in entries)


def _cat_name(state: State, key: str) -> str:
    return state.deck.cat_by_key[key].name


def round_story(state: State, rs: RoundScore) -> str:
    """Who rescued which cats, in sentences (text, not Markdown)."""
    sentences = []
    for seat, cats in enumerate(rs.seats):
        name = state.names[seat]
        if not cats:
            sentences.append(_("{name} went home without a cat.").format(name=name))
            continue
        alone = [c for c in cats if c.kind == SOLE]
        gentle = [c for c in cats if c.kind == FEWEST]
        scratched = [c for c in cats if c.kind == NOTHING]
        parts = []
        if alone:
            parts.append(_("rescued {cats} single-handed").format(cats=join_words(
                _("{cat} ({cards})").format(cat=_cat_name(state, c.cat), cards=cards_words(c.cards))
                for c in alone)))
        if gentle:
            parts.append(_("had the gentlest hands with {cats}").format(
                cats=join_words(_cat_name(state, c.cat) for c in gentle)))
        if scratched:
            parts.append(_("got too scratched by {cats} to score").format(
                cats=join_words(_cat_name(state, c.cat) for c in scratched)))
        sentences.append(_("{name} {deeds}: {points}.").format(
            name=name, deeds=join_words(parts), points=points_words(rs.totals[seat])))
    return " ".join(sentences)


def score_table(state: State, rs: RoundScore) -> Markdown:
    """A Markdown table: players down, cats across, points with ★ ✓ ✗ marks."""
    held = [cat.key for cat in state.deck.cats if any(c.cat == cat.key for cats in rs.seats for c in cats)]
    rows = []
    for seat, cats in enumerate(rs.seats):
        by_cat = {c.cat: c for c in cats}
        cells = []
        for k in held:
            c = by_cat.get(k)
            cells.append("" if c is None else _("{points} {mark} ({cards}c, {scratches}✗)").format(
                points=c.points, mark=MARK[c.kind], cards=c.cards, scratches=c.scratches))
        rows.append([state.names[seat], *cells, md("**{total}**", total=rs.totals[seat])])
    legend = _("Points, then ★ only rescuer · ✓ fewest scratches · – scratched more, no points; "
               "in brackets the cards (c) and scratch marks (✗) of that cat")
    return paragraphs([table([_("Player"), *(_cat_name(state, k) for k in held), _("Round")], rows), legend])


def story_sections(state: State, journal: Sequence[Any] = ()) -> list[tuple[str, Markdown]]:
    sections: list[tuple[str, Markdown]] = []
    cfg = state.config
    variant = []
    if (cfg.cats, cfg.per_cat) != (9, 7):
        variant.append(_("{cats} cats × {cards} cards").format(cats=cfg.cats, cards=cfg.per_cat))
    if cfg.rounds != 3:
        variant.append(rounds_words(cfg.rounds))
    if cfg.alley != 5:
        variant.append(_("an alley of {n}").format(n=cfg.alley))
    if (cfg.sole_points, cfg.fewest_points) != (2, 1):
        variant.append(_("{sole}/{fewest} points for sole/fewest").format(
            sole=cfg.sole_points, fewest=cfg.fewest_points))
    if variant:
        sections.append((_("The variant"), md(_("Played with {variant}."), variant=join_words(variant))))
    after = 0
    for rs in state.history:
        notes = _entries_between(journal, after, rs.at)
        body = paragraphs([round_story(state, rs), score_table(state, rs), notes and _quotes(state, notes)])
        sections.append((_("Round {round}").format(round=rs.round), body))
        after = rs.at
    if state.phase == OVER:  # who won is told once, by the summary's outcome: here the points round by round
        played = len(state.history)
        text = ngettext("The points of the {n} round added up:", "The points of the {n} rounds added up:",
                        played).format(n=played)
        header = [_("Player"), *(_("Round {round}").format(round=rs.round) for rs in state.history), _("Total")]
        rows = [[name, *(rs.totals[seat] for rs in state.history), md("**{total}**", total=state.totals[seat])]
                for seat, name in enumerate(state.names)]
        notes = _entries_between(journal, after, None)
        body = paragraphs([text, table(header, rows), notes and _quotes(state, notes)])
        sections.append((_("The points added up"), body))
    return sections


def story_pace(state: State) -> str:
    """How long the game ran: rounds (each a hand of tricks)."""
    rounds = len(state.history) if state.phase == OVER else state.round
    return rounds_words(rounds)


def story_pictures(state: State) -> list:
    """Each player's tableau as the last round ended, one readable strip per
    player (the whole table at once is too small to read on paper)."""
    from cardtable.engine.view import StoryPicture

    from .table import tableau_zone, view

    public = view(state, None)
    out = []
    for seat, cards in enumerate(state.tableaux):
        if cards:
            caption = _("{name}'s cats as round {round} ended ({cards})").format(
                name=state.names[seat], round=state.round, cards=cards_words(len(cards)))
            out.append(StoryPicture(caption, public, (), (tableau_zone(seat),)))
    return out
