"""Building the story summary from a match, using only public information.

:func:`build_summary` turns a finished (or abandoned) :class:`Match` into a
:class:`~.model.Summary`: event text as everyone saw it (``text_for(None)``,
never ``private``), the game's own story chapters, the journal and the result.

The summary is a story, not the log: who played and for how long (in the
game's own measure, ``GameDef.story_pace``), the game's chapters (cast,
turning points, the players' narration where it belongs), for games without
chapters only the log's turning points (knock-outs, lives lost), any
narration no chapter quoted (credited to the seat that wrote it, placed by
the event it answered; raw prompts stay out), the outcome with pictures
(:mod:`cardtable.app.summary_pictures`) and last the options.

The summary's own words (headings, the opening lines, the tables' heads)
are the app's, through :func:`cardtable.words.tr` (Qt's translate, which
needs no GUI); the game's chapters, event texts and result come translated
from the game; the words a game hands over as data (its blurb, its options'
labels and choices) are translated here with gettext.
"""

from __future__ import annotations

import logging
import re
from datetime import datetime, timezone
from typing import Any, Mapping, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.engine.i18n import _, language
from cardtable.engine.journal import JournalEntry
from cardtable.engine.protocol import Event, OptionSpec
from cardtable.engine.story import Markdown, capitalised, unescape
from cardtable.words import tr

from .model import Block, Image, MarkdownText, Moment, Paragraph, Quote, Section, Summary, Table

log = logging.getLogger(__name__)

# Event kinds that always count as key moments: someone is knocked out,
# loses a life, or wins.
KEY_KINDS = frozenset({
    "win", "won", "winner", "game-over", "gameover", "end-game",
    "out", "eliminated", "elimination", "knockout", "life", "lose", "lost",
})
# Of those, the ones that tell who won: the outcome tells that, once.
WIN_KINDS = frozenset({"win", "won", "winner", "game-over", "gameover", "end-game"})
MAX_MOMENT_GROUPS = 120  # longer games keep the first and last half of this
MONTHS = (
    QT_TRANSLATE_NOOP("", "January"), QT_TRANSLATE_NOOP("", "February"), QT_TRANSLATE_NOOP("", "March"),
    QT_TRANSLATE_NOOP("", "April"), QT_TRANSLATE_NOOP("", "May"), QT_TRANSLATE_NOOP("", "June"),
    QT_TRANSLATE_NOOP("", "July"), QT_TRANSLATE_NOOP("", "August"), QT_TRANSLATE_NOOP("", "September"),
    QT_TRANSLATE_NOOP("", "October"), QT_TRANSLATE_NOOP("", "November"), QT_TRANSLATE_NOOP("", "December"),
)
# Languages whose nouns start with a capital letter: an event's words keep
# their first letter when quoted inside a sentence ("when the round ends"
# in English, but never "der Runde" for "Der Runde" in German).
CAPITAL_NOUNS = frozenset({"de"})


def build_summary(
    match: Any,
    image_png: bytes | None = None,
    *,
    chart_png: bytes | None = None,
    image_caption: str = "",
    pictures: Sequence[Image] = (),
) -> Summary:
    """The story of ``match`` (a :class:`cardtable.engine.match.Match`).

    The summary tells the game as a story: who played and how it went in a
    few lines, the game's own chapters (cast, turning points and the
    players' narration where it belongs), the narration no chapter quoted,
    the outcome with ``pictures`` (see :mod:`cardtable.app.summary_pictures`)
    and, last, the options it was played with. ``image_png`` and
    ``chart_png`` add one picture of the table and the chart when no
    ``pictures`` are given (``image_caption`` overrides the picture's caption).
    """
    game = match.game
    setup = match.setup
    names = list(setup.names)
    steps = list(match.steps)
    turns = _turn_numbers(steps)
    result = game.result(match.state)
    date = _format_date(match.created)

    sections: list[Section] = [
        Section(tr("The players"), tuple(_table_blocks(game, setup, steps, match.state, result, date))),
    ]
    chapters = _game_chapters(game, match.state, match.journal)
    sections.extend(chapters)
    if game.story_sections is None:  # the game tells no turning points of its own: the log's big ones
        # (who won is told once, by the outcome below)
        sections.append(Section(tr("Turning points"), tuple(_moment_blocks(steps, turns, names))))
    told = "\n".join(b.text for c in chapters for b in c.blocks if isinstance(b, (MarkdownText, Paragraph)))
    words = _journal_blocks(match.journal, steps, turns, names, told)
    if words:
        sections.append(Section(tr("In the players' words"), tuple(words)))
    result_blocks = _result_blocks(result, names)
    images = list(pictures)
    if not images and image_png:
        caption = image_caption or (tr("The table as the game ended") if result is not None
                                    else tr("The table when this summary was written"))
        images.append(Image(bytes(image_png), caption))
    if not pictures and chart_png:
        images.append(Image(bytes(chart_png), tr("How the game went")))
    result_blocks.extend(images)
    sections.append(Section(tr("The outcome") if result is not None else tr("Where the game stands"),
                            tuple(result_blocks)))
    sections.append(Section(tr("How it was played"), tuple(_option_blocks(game.options, setup.options))))
    players = tr("%n player(s)", "", setup.count)
    subtitle = f"{players} · {date}" if date else players
    return Summary(tr("{game}: the story of the game").format(game=game.title), subtitle, tuple(sections))


def _name(names: Sequence[str], seat: int | None) -> str:
    if seat is None:
        return tr("The table")
    if 0 <= seat < len(names):
        return names[seat]
    return tr("Seat {seat}").format(seat=seat + 1)


def _turn_numbers(steps: Sequence[Any]) -> list[int]:
    """Turn number of each step: a new turn starts when another seat acts."""
    out: list[int] = []
    turn, previous = 0, None
    for step in steps:
        if step.seat != previous:
            turn += 1
            previous = step.seat
        out.append(turn)
    return out


def _format_date(created: str) -> str:
    if not created:
        return ""
    try:
        when = datetime.fromisoformat(created)
    except ValueError:
        return created
    # the month's name in the reader's language (strftime's would be the C locale's)
    day = tr("{day} {month} {year}").format(day=when.day, month=tr(MONTHS[when.month - 1]), year=when.year)
    time = f"{when:%H:%M}"
    if when.tzinfo is None:
        return tr("{day} at {time}").format(day=day, time=time)
    if when.utcoffset() == timezone.utc.utcoffset(None):
        return tr("{day} at {time} UTC").format(day=day, time=time)
    return tr("{day} at {time} (UTC{offset})").format(day=day, time=time, offset=f"{when:%z}")


def _and_list(words: Sequence[str]) -> str:
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return tr("{names} and {last}").format(names=", ".join(words[:-1]), last=words[-1])


def _pace(game, state, steps) -> str:
    """How long the game ran, in the game's own words when it has them
    ("5 rounds"); set-up steps are not turns, so a plain count is of moves."""
    if game.story_pace is not None:
        try:
            pace = str(game.story_pace(state) or "").strip()
        except Exception:
            log.exception("%s could not say how long the game ran", game.title)
            pace = ""
        if pace:
            return pace
    return tr("%n move(s)", "", len(steps))


def _table_blocks(game, setup, steps, state, result, date) -> list[Block]:
    players = setup.players
    humans = [p.name for p in players if not p.bot]
    bots = [p.name for p in players if p.bot]
    title = game.title
    if humans:  # the people sat down, the bots (if any) with them
        who, count = _and_list(humans), len(humans)
        others = tr("the bot(s) {names}", "with them", len(bots)).format(names=_and_list(bots))
    else:
        who, count = tr("the bot(s) {names}", "who sat down", len(bots)).format(names=_and_list(bots)), len(bots)
    if humans and bots:
        sat = (tr("{players} sat down to a game of {game} with {bots} on {date}.", "", count) if date
               else tr("{players} sat down to a game of {game} with {bots}.", "", count))
    else:
        sat = (tr("{players} sat down to a game of {game} on {date}.", "", count) if date
               else tr("{players} sat down to a game of {game}.", "", count))
    sat = sat.format(players=who, game=title, bots=others if humans else "", date=date)
    sentences = [sat[:1].upper() + sat[1:]]
    named = [_name(setup.names, w) for w in result.winners] if result is not None else []
    if steps:
        pace = _pace(game, state, steps)
        if result is None:
            ran = tr("The game ran for {pace}, and it was left unfinished.").format(pace=pace)
        elif named:
            ran = tr("The game ran for {pace}, and {winners} won.", "", len(named)).format(
                pace=pace, winners=_and_list(named))
        else:
            ran = tr("The game ran for {pace}, and nobody won.").format(pace=pace)
    elif result is None:
        ran = tr("No move was played.")
    elif named:
        ran = tr("No move was played, and {winners} won.", "", len(named)).format(winners=_and_list(named))
    else:
        ran = tr("No move was played, and nobody won.")
    sentences.append(ran)
    lead = " ".join(sentences)
    winners = set(result.winners) if result else set()
    rows = tuple(
        (str(i + 1), p.name, tr("Bot") if p.bot else tr("Human"), tr("Winner") if i in winners else "")
        for i, p in enumerate(players)
    )
    blocks: list[Block] = [Paragraph(lead)]
    if game.blurb:
        blocks.append(Paragraph(tr("The aim: {blurb}").format(blurb=_(game.blurb))))
    header = (tr("Seat"), tr("Player"), tr("Played by"))
    if winners:
        header += ("",)
    blocks.append(Table(header, rows if winners else tuple(r[:3] for r in rows),
                        winners=((i, 3) for i in sorted(winners))))
    return blocks


def format_option(spec: OptionSpec, value: Any) -> str:
    """An option's value as the reader reads it (a choice's word translated)."""
    if spec.kind == "bool" or isinstance(value, bool):
        return tr("On") if value else tr("Off")
    if spec.kind == "file":  # a chosen file travels as its content: name it, never print it
        return str(value.get("name") or tr("(unnamed)")) if isinstance(value, Mapping) else (str(value) or tr("(none)"))
    if spec.kind == "text":
        return str(value) if value else tr("(empty)")
    if spec.kind == "choice" and isinstance(value, str):
        return _(value)  # the game's own word, kept as the value: shown in the reader's language
    if spec.kind == "int" and spec.zero_text and spec.minimum == 0 and value == 0:
        return _(spec.zero_text)  # as the set-up showed it ("No limit")
    return str(value)


def _option_blocks(specs: Sequence[OptionSpec], options: Any) -> list[Block]:
    if not specs:
        return [Paragraph(tr("This game has no options; it was played by the standard rules."))]
    rows = []
    changed = 0
    for spec in specs:
        value = options.get(spec.key, spec.default)
        changed += value != spec.default
        rows.append((_(spec.label), format_option(spec, value)))
    note = (
        tr("Every option was left at its default.")
        if not changed
        else tr("%n option(s) differed from the defaults.", "", changed)
    )
    return [Table((tr("Option"), tr("Setting")), tuple(rows)), Paragraph(note)]


def _game_chapters(game, state, journal) -> list[Section]:
    if game.story_sections is None:
        return []
    try:
        chapters = list(game.story_sections(state, tuple(journal)))
    except Exception:  # the summary must still come out at the end of a long game
        log.exception("%s could not write its story chapters", game.title)
        return [Section(tr("The game's own story"),
                        (Paragraph(tr("{game} could not tell its part of the story.").format(game=game.title)),))]
    return [Section(" ".join(str(heading).split()), _chapter_blocks(body)) for heading, body in chapters]


def _chapter_blocks(body: Any) -> tuple[Block, ...]:
    """A game's chapter body: Markdown it wrote (see engine/story), or else
    text, shown literally paragraph by paragraph."""
    if isinstance(body, Markdown):
        return (MarkdownText(body),)
    parts = str(body).replace("\r\n", "\n").split("\n\n")
    return tuple(Paragraph(p.strip()) for p in parts if p.strip())


def is_key_event(event: Event) -> bool:
    """A turning point worth telling in the summary: someone knocked out,
    losing a life, or winning. Prompts and reveals happen every turn; a
    story that told them all would be the log again."""
    return event.kind in KEY_KINDS


def _sentence(text: str) -> str:
    """One clean sentence: whitespace folded, a full stop added if none."""
    text = capitalised(" ".join(text.split()))
    end = text.rstrip("\"'”’»)]")
    if text and (not end or end[-1] not in ".!?…"):
        text += "."
    return text


def _moment_blocks(steps, turns, names) -> list[Block]:
    groups: list[Moment] = []
    last_turn = None
    for i, step in enumerate(steps):
        lines: list[str] = []
        for ev in step.events:
            if not is_key_event(ev) or ev.kind in WIN_KINDS:  # who won is the outcome's to tell
                continue
            text = ev.text_for(None).strip()
            if text:
                lines.append(_sentence(text))
        if not lines:
            continue
        label = tr("Turn {turn}").format(turn=turns[i])
        if groups and last_turn == turns[i]:
            merged = groups[-1].lines + tuple(line for line in lines if line not in groups[-1].lines)
            groups[-1] = Moment(groups[-1].label, merged)
        else:
            groups.append(Moment(label, tuple(dict.fromkeys(lines))))
        last_turn = turns[i]
    if not groups:
        return [Paragraph(tr("Nobody was knocked out and nobody lost a life: a quiet game."))]
    blocks: list[Block] = []
    if len(groups) > MAX_MOMENT_GROUPS:
        half = MAX_MOMENT_GROUPS // 2
        skipped = len(groups) - 2 * half
        blocks.extend(groups[:half])
        blocks.append(Paragraph(tr("… %n more turn(s) with key moments are left out here …", "", skipped)))
        blocks.extend(groups[-half:])
    else:
        blocks.extend(groups)
    return blocks


def moment_of(entry: JournalEntry, steps, turns, names) -> str:
    """Where a journal entry belongs, in words: the public event that
    prompted it ("when Ann wins the duel"), else the move it followed."""
    k = min(entry.action_index, len(steps))
    if k <= 0:
        return tr("before the first move")
    step = steps[k - 1]
    events = [ev for ev in step.events if ev.text_for(None).strip()]
    prompted = [ev for ev in events if entry.trigger and ev.prompt is not None
                and ev.prompt.trigger == entry.trigger]
    chosen = (prompted or events or [None])[-1]
    if chosen is None:
        return tr("after {name}'s move").format(name=_name(names, step.seat))
    text = " ".join(chosen.text_for(None).split()).rstrip(".!")
    if not _starts_with_name(text, names) and language() not in CAPITAL_NOUNS:
        text = text[:1].lower() + text[1:]
    return (tr("when {event}") if prompted else tr("after {event}")).format(event=text)


def _starts_with_name(text: str, names: Sequence[str]) -> bool:
    return any(n and text.startswith(n) for n in names)


def _journal_blocks(journal, steps, turns, names, told: str = "") -> list[Block]:
    """The narration no chapter of the game has quoted already, credited to
    whoever wrote it (the entry's seat), in the order it was written."""
    entries = [e for e in journal if e.text.strip() and not _quoted(e.text, told)]
    if not entries:
        return []
    blocks: list[Block] = []
    for entry in entries:
        context = moment_of(entry, steps, turns, names)
        blocks.append(Quote(entry.text.strip(), _name(names, entry.seat), context))
    return blocks


def _quoted(text: str, told: str) -> bool:
    """Has a chapter already quoted ``text`` (however it escaped or folded it)?"""
    if not told:
        return False
    words = " ".join(text.split())
    plain = " ".join(unescape(told).replace("\n> ", " ").split())
    return words in plain


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def _tells_who_won(summary: str, winners: Sequence[str]) -> bool:
    """Does a game's summary of its result name every winner as winning?
    (The game wrote it in the reader's language: the words that say so are
    that language's.)"""
    words = tr("win wins won winner winners", "the words that say who won a game, separated by spaces").split()
    said = "|".join(re.escape(word) for word in words if word)
    return bool(said) and bool(re.search(rf"\b(?:{said})\b", summary, re.IGNORECASE)) and all(
        re.search(rf"(?<!\w){re.escape(w)}(?!\w)", summary) for w in winners)


def _result_blocks(result, names) -> list[Block]:
    if result is None:
        return [Paragraph(tr("The game did not reach its end, so there is no winner."))]
    blocks: list[Block] = []
    winners = [_name(names, w) for w in result.winners]
    if result.summary and winners and _tells_who_won(result.summary, winners):
        # the game's own words say who won already ("Dee wins the game; …"): once is enough
        blocks.append(Paragraph(tr("{result} Well played!").format(result=_sentence(result.summary))))
    elif winners:
        if result.summary:
            blocks.append(Paragraph(_sentence(result.summary)))
        blocks.append(Paragraph(tr("{winners} is the winner. Well played!", "", len(winners)).format(
            winners=_and_list(winners))))
    else:
        if result.summary:
            blocks.append(Paragraph(_sentence(result.summary)))
        blocks.append(Paragraph(tr("Nobody won this time.")))
    scores = tuple(result.scores)
    marker_only = set(scores) <= {0.0, 1.0} and {i for i, s in enumerate(scores) if s == 1.0} == set(result.winners)
    if scores and not marker_only:
        won = set(result.winners)  # the winners first, as the result table lists them, then by score
        order = sorted(range(len(scores)), key=lambda i: (i not in won, -scores[i], i))
        rows = tuple((_name(names, i), _number(scores[i])) for i in order)
        blocks.append(Table((tr("Player"), tr("Score")), rows))
    return blocks
