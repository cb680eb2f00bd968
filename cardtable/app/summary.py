"""The end-of-game story summary: what happened, told for people to read.

:func:`build_summary` turns a finished (or abandoned) :class:`Match` into a
:class:`Summary` — a title and ordered sections of simple blocks — using only
public information: event text as everyone saw it (``text_for(None)``, never
``private``), the game's own story chapters, the journal and the result.

The summary is a story, not the log: who played and for how long (in the
game's own measure, ``GameDef.story_pace``), the game's chapters (cast,
turning points, the players' narration where it belongs), for games without
chapters only the log's turning points (knock-outs, lives lost), any
narration no chapter quoted (credited to the seat that wrote it, placed by
the event it answered; raw prompts stay out), the outcome with pictures
(:mod:`cardtable.app.summary_pictures`) and last the options.

Renderers turn it into Markdown, a styled printable HTML page, or a PDF;
:func:`write_summary` picks the format from the file extension.

Qt is imported only for PDF output, printing and pictures, so the command
line can export Markdown and HTML without a GUI.
"""

from __future__ import annotations

import base64
import html
import logging
import os
import re
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Mapping, Sequence, Union

import attrs

from cardtable.engine.journal import JournalEntry
from cardtable.engine.protocol import Event, OptionSpec
from cardtable.engine.record import write_atomic
from cardtable.engine.story import Markdown, capitalised, escape_markdown, inline, table, unescape

from .summary_markdown import markdown_to_html

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


# -- the summary value -------------------------------------------------------


# Every block but MarkdownText holds text: the renderers make it literal
# (escape_markdown for Markdown, html.escape for HTML), so a player's words
# are never read as markup whatever they say.


@attrs.frozen
class Paragraph:
    """Plain text (never interpreted as markup)."""

    text: str


@attrs.frozen
class Bullets:
    items: tuple[str, ...]


@attrs.frozen
class Table:
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


@attrs.frozen
class Moment:
    """Key events of one turn: ``label`` like "Turn 12 · Cy"."""

    label: str
    lines: tuple[str, ...]


@attrs.frozen
class Quote:
    """A journal entry: the words, who wrote them, and when/what prompted them."""

    text: str
    author: str
    context: str = ""


@attrs.frozen
class MarkdownText:
    """Markdown written by the game (its story chapters): only ever made from
    a :class:`cardtable.engine.story.Markdown` value, in which every player's
    word was escaped as it was filled in."""

    text: str = attrs.field(converter=str.__str__)


@attrs.frozen
class Image:
    """A picture; ``width`` is the share of the text width it is shown at
    (a strip of two cards is not blown up to the size of the whole grid)."""

    png: bytes = attrs.field(repr=lambda b: f"<{len(b)} bytes of PNG>")
    caption: str = ""
    width: float = 1.0


Block = Union[Paragraph, Bullets, Table, Moment, Quote, MarkdownText, Image]


@attrs.frozen
class Section:
    heading: str
    blocks: tuple[Block, ...]


@attrs.frozen
class Summary:
    title: str
    subtitle: str
    sections: tuple[Section, ...]

    def section(self, heading: str) -> Section:
        for s in self.sections:
            if s.heading == heading:
                return s
        raise KeyError(heading)


# -- building ----------------------------------------------------------------


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
        # the game's own words say who won already ("Dee wins 99 Chances; …"): once is enough
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


# -- Markdown ----------------------------------------------------------------


def _md_block(block: Block) -> str:
    if isinstance(block, Paragraph):
        return escape_markdown(block.text)
    if isinstance(block, Bullets):
        return "\n".join(f"- {inline(i)}" for i in block.items)
    if isinstance(block, Table):
        return str.__str__(table(block.header, block.rows))
    if isinstance(block, Moment):
        body = " ".join(inline(line) for line in block.lines)
        return f"**{inline(block.label)}.** {body}"
    if isinstance(block, Quote):
        # the lines of one narration stay one paragraph of the quote
        quoted = "\n".join(f"> {line}" for line in escape_markdown(block.text).split("\n")) or ">"
        who = inline(block.author)
        context = f", {inline(block.context)}" if block.context else ""
        return f"{quoted}\n>\n> — *{who}{context}*"
    if isinstance(block, MarkdownText):
        return block.text.strip()
    if isinstance(block, Image):
        data = base64.b64encode(block.png).decode("ascii")
        return f"![{inline(block.caption)}](data:image/png;base64,{data})"
    raise TypeError(f"unknown summary block {block!r}")


def to_markdown(summary: Summary) -> str:
    parts = [f"# {inline(summary.title)}"]
    if summary.subtitle:
        parts.append(f"*{inline(summary.subtitle)}*")
    for section in summary.sections:
        parts.append(f"## {inline(section.heading)}")
        parts.extend(_md_block(b) for b in section.blocks)
    return "\n\n".join(p for p in parts if p) + "\n"


# -- HTML --------------------------------------------------------------------

_CSS = """
body { font-family: Georgia, 'DejaVu Serif', 'Times New Roman', serif; color: #222;
       background: #fdfcf8; line-height: 1.5; margin: 0; }
main { max-width: 44em; margin: 2em auto; padding: 0 1.5em; }
h1, h2, h3, h4 { font-family: 'Segoe UI', 'DejaVu Sans', Helvetica, Arial, sans-serif; color: #1f3b57; }
h1 { font-size: 1.9em; margin-bottom: 0.1em; }
.subtitle { color: #666; font-style: italic; margin-top: 0; }
h2 { font-size: 1.3em; border-bottom: 1px solid #c9d3dd; padding-bottom: 0.15em; margin-top: 1.6em; }
table { border-collapse: collapse; margin: 0.6em 0; }
th, td { text-align: left; padding: 0.25em 0.9em 0.25em 0.4em; border-bottom: 1px solid #e3e3e3; }
th { font-family: 'Segoe UI', 'DejaVu Sans', Helvetica, Arial, sans-serif; font-size: 0.9em; color: #555; }
.moment { margin: 0.35em 0; }
.moment .label { font-weight: bold; color: #1f3b57; }
blockquote { margin: 0.9em 0 0.9em 0.5em; padding: 0.2em 0 0.2em 1em; border-left: 3px solid #c7a86b;
             font-style: italic; }
blockquote p { margin: 0.2em 0; }
blockquote .by { font-style: normal; color: #666; font-size: 0.9em; }
figure { margin: 1em 0; text-align: center; }
figure img { max-width: 100%; }
figcaption { color: #666; font-size: 0.9em; }
.winner { font-weight: bold; color: #2d6a2d; }
@media print { body { background: white; } main { margin: 0; max-width: none; } h2 { break-after: avoid; }
               blockquote, tr, .moment { break-inside: avoid; } }
"""

# QTextDocument (used for PDF and printing) understands a smaller CSS subset.
_QT_CSS = """
body { font-family: 'DejaVu Serif', Georgia, serif; font-size: 11pt; color: #222; }
h1 { font-family: 'DejaVu Sans', Helvetica, sans-serif; font-size: 20pt; color: #1f3b57; margin-bottom: 2px; }
h2 { font-family: 'DejaVu Sans', Helvetica, sans-serif; font-size: 14pt; color: #1f3b57;
     margin-top: 18px; margin-bottom: 6px; }
h3, h4 { font-family: 'DejaVu Sans', Helvetica, sans-serif; color: #1f3b57; }
p { margin-top: 3px; margin-bottom: 5px; }
.subtitle { color: #666; font-style: italic; }
th { font-family: 'DejaVu Sans', Helvetica, sans-serif; font-size: 9pt; color: #555; text-align: left;
     background-color: #eef2f6; }
td.cell { border-bottom: 1px solid #dddddd; }
.label { font-weight: bold; color: #1f3b57; }
.quote { font-style: italic; }
.by { color: #666; font-size: 9pt; }
.winner { font-weight: bold; color: #2d6a2d; }
.caption { color: #666; font-size: 9pt; }
"""

IMAGE_RESOURCE = "cardtable-summary-image-{}.png"
TEXT_WIDTH_PX = 640.0  # A4 text width (170 mm) in the 96-per-inch pixels of HTML image sizes
PAGE_HEIGHT_PX = 960.0


def png_size(png: bytes) -> tuple[int, int] | None:
    """(width, height) from a PNG header, or ``None`` if it is not one."""
    if len(png) < 24 or not png.startswith(b"\x89PNG\r\n\x1a\n") or png[12:16] != b"IHDR":
        return None
    width, height = int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")
    return (width, height) if width and height else None


def _html_block(block: Block, qt: bool, image_no: list[int]) -> str:
    esc = html.escape
    if isinstance(block, Paragraph):
        return f"<p>{esc(block.text)}</p>"
    if isinstance(block, Bullets):
        return "<ul>" + "".join(f"<li>{esc(i)}</li>" for i in block.items) + "</ul>"
    if isinstance(block, Table):
        attrs_ = ' cellspacing="0" cellpadding="4" width="100%" style="margin-bottom: 6px;"' if qt else ""
        head = "".join(f"<th>{esc(h)}</th>" for h in block.header)
        rows = []
        for row in block.rows:
            cells = []
            for c in row:
                cls = ' class="cell winner"' if c == "Winner" else ' class="cell"'
                cells.append(f"<td{cls}>{esc(c)}</td>")
            rows.append("<tr>" + "".join(cells) + "</tr>")
        return f"<table{attrs_}><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    if isinstance(block, Moment):
        body = " ".join(esc(line) for line in block.lines)
        return f'<p class="moment"><span class="label">{esc(block.label)}.</span> {body}</p>'
    if isinstance(block, Quote):
        text = "".join(f"<p>{esc(p)}</p>" for p in block.text.split("\n") if p.strip())
        by = f"— {esc(block.author)}" + (f", {esc(block.context)}" if block.context else "")
        if qt:  # QTextDocument draws no borders on blockquote: use a one-cell table with a rule
            return ('<table width="100%" cellspacing="0" cellpadding="0" style="margin-top: 6px; margin-bottom: 6px;">'
                    '<tr><td width="4" style="background-color: #c7a86b;"></td>'
                    f'<td style="padding-left: 12px;"><div class="quote">{text}</div>'
                    f'<p class="by">{by}</p></td></tr></table>')
        return f'<blockquote>{text}<p class="by">{by}</p></blockquote>'
    if isinstance(block, MarkdownText):
        return markdown_to_html(block.text, heading_base=3, qt=qt)
    if isinstance(block, Image):
        image_no[0] += 1
        if qt:
            src = IMAGE_RESOURCE.format(image_no[0])
            width, height = png_size(block.png) or (600, 340)
            # the full text width, at most 7/10 of a page high
            shown = min(TEXT_WIDTH_PX * max(0.2, min(1.0, block.width)), 0.7 * PAGE_HEIGHT_PX * width / height)
            # a one-cell table so that the PDF pagination keeps picture and caption together
            return ('<table width="100%" cellspacing="0" cellpadding="0" style="margin-top: 6px;"><tr>'
                    f'<td align="center"><img src="{src}" width="{int(shown)}"/>'
                    + (f'<p align="center" class="caption">{esc(block.caption)}</p>' if block.caption else "")
                    + '</td></tr></table>')
        data = base64.b64encode(block.png).decode("ascii")
        caption = f"<figcaption>{esc(block.caption)}</figcaption>" if block.caption else ""
        share = max(0.2, min(1.0, block.width))
        size = f' style="width: {share:.0%};"' if share < 1.0 else ""
        return (f'<figure><img src="data:image/png;base64,{data}"{size} '
                f'alt="{esc(block.caption or "chart", quote=True)}"/>{caption}</figure>')
    raise TypeError(f"unknown summary block {block!r}")


def _html(summary: Summary, qt: bool = False) -> str:
    esc = html.escape
    image_no = [0]
    body = [f"<h1>{esc(summary.title)}</h1>"]
    if summary.subtitle:
        body.append(f'<p class="subtitle">{esc(summary.subtitle)}</p>')
    for section in summary.sections:
        body.append(f"<h2>{esc(section.heading)}</h2>")
        body.extend(_html_block(b, qt, image_no) for b in section.blocks)
    content = "\n".join(body)
    if not qt:
        content = f"<main>\n{content}\n</main>"
    return (
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        '<meta name="viewport" content="width=device-width, initial-scale=1"/>\n'
        '<meta name="generator" content="CardTable"/>\n'
        f"<title>{esc(summary.title)}</title>\n<style>{_QT_CSS if qt else _CSS}</style>\n</head>\n"
        f"<body>\n{content}\n</body>\n</html>\n"
    )


def to_html(summary: Summary) -> str:
    """A complete, styled, printable HTML document (images inlined)."""
    return _html(summary)


def summary_images(summary: Summary) -> list[bytes]:
    return [b.png for s in summary.sections for b in s.blocks if isinstance(b, Image)]


# -- files and printing --------------------------------------------------------

FORMATS = {".md": "Markdown", ".markdown": "Markdown", ".html": "HTML", ".htm": "HTML", ".pdf": "PDF"}


def write_summary(summary: Summary, path: str | os.PathLike[str]) -> Path:
    """Write ``summary`` to ``path`` as Markdown (``.md``), HTML (``.html``)
    or PDF (``.pdf``), atomically. Returns the path written."""
    path = Path(path)
    kind = FORMATS.get(path.suffix.lower())
    if kind is None:
        shown = path.suffix or "no extension"
        raise ValueError(
            f"cannot save the story summary as {shown!r}: use a file name ending in .md, .html or .pdf"
        )
    if kind == "Markdown":
        write_atomic(path, to_markdown(summary))
    elif kind == "HTML":
        write_atomic(path, to_html(summary))
    else:
        from .summary_qt import write_pdf

        write_pdf(summary, path)
    # no chmod afterwards: atomic_target gives the file ordinary permissions
    # before it takes the name, and a chmod by name would follow a link
    return path


def print_summary(summary: Summary, parent: Any = None) -> bool:
    """Ask for a printer and print; ``True`` if it was printed."""
    from .summary_qt import print_summary as _print

    return _print(summary, parent)
