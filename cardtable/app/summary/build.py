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
"""

from __future__ import annotations

import logging
import re
from datetime import datetime, timezone
from typing import Any, Mapping, Sequence

from cardtable.engine.journal import JournalEntry
from cardtable.engine.protocol import Event, OptionSpec
from cardtable.engine.story import Markdown, capitalised, unescape

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
        Section("The players", tuple(_table_blocks(game, setup, steps, match.state, result, date))),
    ]
    chapters = _game_chapters(game, match.state, match.journal)
    sections.extend(chapters)
    if game.story_sections is None:  # the game tells no turning points of its own: the log's big ones
        # (who won is told once, by the outcome below)
        sections.append(Section("Turning points", tuple(_moment_blocks(steps, turns, names))))
    told = "\n".join(b.text for c in chapters for b in c.blocks if isinstance(b, (MarkdownText, Paragraph)))
    words = _journal_blocks(match.journal, steps, turns, names, told)
    if words:
        sections.append(Section("In the players' words", tuple(words)))
    result_blocks = _result_blocks(result, names)
    images = list(pictures)
    if not images and image_png:
        caption = image_caption or ("The table as the game ended" if result is not None
                                    else "The table when this summary was written")
        images.append(Image(bytes(image_png), caption))
    if not pictures and chart_png:
        images.append(Image(bytes(chart_png), "How the game went"))
    result_blocks.extend(images)
    sections.append(Section("The outcome" if result is not None else "Where the game stands",
                            tuple(result_blocks)))
    sections.append(Section("How it was played", tuple(_option_blocks(game.options, setup.options))))
    subtitle = f"{setup.count} players · {date}" if date else f"{setup.count} players"
    return Summary(f"{game.title}: the story of the game", subtitle, tuple(sections))


def _name(names: Sequence[str], seat: int | None) -> str:
    if seat is None:
        return "The table"
    if 0 <= seat < len(names):
        return names[seat]
    return f"Seat {seat + 1}"


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
    day = f"{when.day} {when:%B %Y}"
    if when.tzinfo is None:
        return f"{day} at {when:%H:%M}"
    if when.utcoffset() == timezone.utc.utcoffset(None):
        return f"{day} at {when:%H:%M} UTC"
    return f"{day} at {when:%H:%M} (UTC{when:%z})"


def _and_list(words: Sequence[str]) -> str:
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


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
    return _plural(len(steps), "move")


def _table_blocks(game, setup, steps, state, result, date) -> list[Block]:
    players = setup.players
    humans = [p.name for p in players if not p.bot]
    bots = [p.name for p in players if p.bot]
    with_bots = f"{'the bot' if len(bots) == 1 else 'the bots'} {_and_list(bots)}"
    if humans:
        lead = f"{_and_list(humans)} sat down to a game of {game.title}"
        if bots:
            lead += f" with {with_bots}"
    else:
        lead = f"{with_bots} sat down to a game of {game.title}"
    lead = lead[:1].upper() + lead[1:]
    lead += f" on {date}." if date else "."
    if steps:
        lead += f" The game ran for {_pace(game, state, steps)}"
    else:
        lead += " No move was played"
    if result is None:
        lead += ", and it was left unfinished." if steps else "."
    else:
        winners = [_name(setup.names, w) for w in result.winners]
        if winners:
            lead += f", and {_and_list(winners)} {'won' if len(winners) == 1 else 'shared the win'}."
        else:
            lead += ", and nobody won."
    winners = set(result.winners) if result else set()
    rows = tuple(
        (str(i + 1), p.name, "Bot" if p.bot else "Human", "Winner" if i in winners else "")
        for i, p in enumerate(players)
    )
    blocks: list[Block] = [Paragraph(lead)]
    if game.blurb:
        blocks.append(Paragraph(f"The aim: {game.blurb}"))
    header = ("Seat", "Player", "Played by", "") if winners else ("Seat", "Player", "Played by")
    blocks.append(Table(header, rows if winners else tuple(r[:3] for r in rows)))
    return blocks


def format_option(spec: OptionSpec, value: Any) -> str:
    if spec.kind == "bool" or isinstance(value, bool):
        return "On" if value else "Off"
    if spec.kind == "file":  # a chosen file travels as its content: name it, never print it
        return str(value.get("name") or "(unnamed)") if isinstance(value, Mapping) else (str(value) or "(none)")
    if spec.kind == "text":
        return str(value) if value else "(empty)"
    return str(value)


def _option_blocks(specs: Sequence[OptionSpec], options: Any) -> list[Block]:
    if not specs:
        return [Paragraph("This game has no options; it was played by the standard rules.")]
    rows = []
    changed = 0
    for spec in specs:
        value = options.get(spec.key, spec.default)
        changed += value != spec.default
        rows.append((spec.label, format_option(spec, value)))
    note = (
        "Every option was left at its default."
        if not changed
        else f"{_plural(changed, 'option')} differed from the defaults."
    )
    return [Table(("Option", "Setting"), tuple(rows)), Paragraph(note)]


def _game_chapters(game, state, journal) -> list[Section]:
    if game.story_sections is None:
        return []
    try:
        chapters = list(game.story_sections(state, tuple(journal)))
    except Exception:  # the summary must still come out at the end of a long game
        log.exception("%s could not write its story chapters", game.title)
        return [Section("The game's own story", (Paragraph(f"{game.title} could not tell its part of the story."),))]
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
        label = f"Turn {turns[i]}"
        if groups and last_turn == turns[i]:
            merged = groups[-1].lines + tuple(line for line in lines if line not in groups[-1].lines)
            groups[-1] = Moment(groups[-1].label, merged)
        else:
            groups.append(Moment(label, tuple(dict.fromkeys(lines))))
        last_turn = turns[i]
    if not groups:
        return [Paragraph("Nobody was knocked out and nobody lost a life: a quiet game.")]
    blocks: list[Block] = []
    if len(groups) > MAX_MOMENT_GROUPS:
        half = MAX_MOMENT_GROUPS // 2
        skipped = len(groups) - 2 * half
        blocks.extend(groups[:half])
        blocks.append(Paragraph(f"… {_plural(skipped, 'more turn')} with key moments are left out here …"))
        blocks.extend(groups[-half:])
    else:
        blocks.extend(groups)
    return blocks


def moment_of(entry: JournalEntry, steps, turns, names) -> str:
    """Where a journal entry belongs, in words: the public event that
    prompted it ("when Ann wins the duel"), else the move it followed."""
    k = min(entry.action_index, len(steps))
    if k <= 0:
        return "before the first move"
    step = steps[k - 1]
    events = [ev for ev in step.events if ev.text_for(None).strip()]
    prompted = [ev for ev in events if entry.trigger and ev.prompt is not None
                and ev.prompt.trigger == entry.trigger]
    chosen = (prompted or events or [None])[-1]
    if chosen is None:
        return f"after {_name(names, step.seat)}'s move"
    text = " ".join(chosen.text_for(None).split()).rstrip(".!")
    if not _starts_with_name(text, names):
        text = text[:1].lower() + text[1:]
    return f"{'when' if prompted else 'after'} {text}"


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
    """Does a game's summary of its result name every winner as winning?"""
    return bool(re.search(r"\b(?:wins?|won|winners?)\b", summary, re.IGNORECASE)) and all(
        re.search(rf"(?<!\w){re.escape(w)}(?!\w)", summary) for w in winners)


def _result_blocks(result, names) -> list[Block]:
    if result is None:
        return [Paragraph("The game did not reach its end, so there is no winner.")]
    blocks: list[Block] = []
    winners = [_name(names, w) for w in result.winners]
    if result.summary and winners and _tells_who_won(result.summary, winners):
        # the game's own words say who won already ("Dee wins the game; …"): once is enough
        blocks.append(Paragraph(f"{_sentence(result.summary)} Well played!"))
    elif winners:
        if result.summary:
            blocks.append(Paragraph(_sentence(result.summary)))
        verb = "is the winner" if len(winners) == 1 else "share the win"
        blocks.append(Paragraph(f"{_and_list(winners)} {verb}. Well played!"))
    else:
        if result.summary:
            blocks.append(Paragraph(_sentence(result.summary)))
        blocks.append(Paragraph("Nobody won this time."))
    scores = tuple(result.scores)
    marker_only = set(scores) <= {0.0, 1.0} and {i for i, s in enumerate(scores) if s == 1.0} == set(result.winners)
    if scores and not marker_only:
        order = sorted(range(len(scores)), key=lambda i: (-scores[i], i))
        rows = tuple((_name(names, i), _number(scores[i])) for i in order)
        blocks.append(Table(("Player", "Score"), rows))
    return blocks
