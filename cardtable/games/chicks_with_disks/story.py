"""The end-of-game story of a heist, told as a story: the cast, the heist
round by round (only its turning points, with the players' own narration
where they wrote it), the Disk, the escape and the epilogues; a tally; a
picture of the grid with the route the Disk took; a chart."""

from __future__ import annotations

from typing import Any, Sequence

from cardtable.engine.cards import SUIT_NAMES, SUITS
from cardtable.engine.story import Markdown, md, paragraphs, quote, sentences, table, writer
from cardtable.engine.view import StoryPicture, TablePath

from . import prompts
from .grid import CENTRE, SLOTS, slot_name, slot_zone
from .rules import (BANE, CHOOSE, LEVEL_NAMES, MOTIF, NEUTRAL, OVER, ROWS, SUPERHUMAN, Moment, State,
                    hero, name, superhuman_suits, turn_order)

# Moments that turn the story; the rest (every room opened, every raid) is
# told only where a player narrated it, and counted in the tally.
_TURNING = {"mission", "disk", "duel", "link", "upper"}
_OUTSIDE_HEIST = {"setup", "cast", "epilogue", "escape", "cap"}
_EPILOGUE_TRIGGERS = {"epilogue", "epilogue-winner"}


def _entries_by_moment(state: State, journal: Sequence[Any]) -> tuple[dict[int, list], list]:
    """Attach each journal entry to the moment it narrates (index into history)."""
    attached: dict[int, list] = {}
    loose: list = []
    history = state.history
    for entry in journal:
        index = getattr(entry, "action_index", 0)
        trigger = getattr(entry, "trigger", "") or ""
        if not (getattr(entry, "text", "") or "").strip():
            continue
        best = None
        fallback = None
        for k, m in enumerate(history):
            if m.at > index:
                break
            fallback = k
            if trigger and trigger in m.triggers:
                best = k
        k = best if best is not None else fallback
        if k is None:
            loose.append(entry)
        else:
            attached.setdefault(k, []).append(entry)
    return attached, loose


def _writer(state: State, entry: Any) -> str:
    """Who wrote a journal entry: the player at that seat (and her heroine)."""
    player = writer(state.names, entry)
    seat = getattr(entry, "seat", None)
    if player == "the table" or hero(state, seat) == player:
        return player
    return f"{player}, {hero(state, seat)}'s player"


def _quote(state: State, entry: Any) -> Markdown:
    return quote(entry, _writer(state, entry))


def _suits(items: Sequence[str]) -> str:
    names = [SUIT_NAMES[s] for s in items]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _cast(state: State) -> Markdown:
    parts = []
    for s in turn_order(state):
        sheet = state.sheets[s] if state.sheets else ("", "", "", "")
        who = hero(state, s)
        line = md("**{who}**", who=who) + (f" (played by {name(state, s)})" if who != name(state, s) else "")
        if state.rows:
            start = next(su for su, lv in ROWS[state.rows[s] - 1].items() if lv == SUPERHUMAN)
            line += f", Superhuman in {SUIT_NAMES[start]} ({prompts.SHORT_THEME[start]})."
        else:
            line += "."
        details = []
        for label, text in (("Her power", sheet[1]), ("Motifs", sheet[2]), ("Bane", sheet[3])):
            if text:
                details.append(f"{label}: {text}.")
        if state.rows:
            details.append(_ranks_now(state, s))
        parts.append(Markdown(" ").join([line] + details))
    return paragraphs(parts) if parts else Markdown("Nobody signed up.")


def _ranks_now(state: State, seat: int) -> str:
    """Her ranks at the end, saying where duels changed her Superhuman suit."""
    now = superhuman_suits(state, seat)
    start = tuple(su for su, lv in ROWS[state.rows[seat] - 1].items() if lv == SUPERHUMAN)
    by_level = {lv: [su for su, x in zip(SUITS, state.ranks[seat]) if x == lv] for lv in (MOTIF, NEUTRAL, BANE)}
    words = [f"{LEVEL_NAMES[lv]} in {_suits(sus)}" for lv, sus in by_level.items() if sus]
    if now == start:
        lead = "By the end she was still Superhuman in " + _suits(now)
    elif not now:
        lead = f"Duels cost her the Superhuman {_suits(start)}; by the end she was"
        return f"{lead} {', '.join(words)}."
    else:
        lead = "Duels made her Superhuman in " + _suits(now)
    return f"{lead}" + (f", {', '.join(words)}." if words else ".")


def _heist(state: State, attached: dict[int, list], loose: list) -> Markdown:
    """Round by round: the turning points, and every moment a player narrated."""
    out: list[Any] = []
    entries = [m for m in state.history if m.kind == "entry"]
    if entries:
        corners = ", ".join(f"{hero(state, m.seat)} at {slot_name(m.slot)}" for m in entries)
        out.append(f"They got into the complex at its corners: {corners}.")
    rounds: dict[int, list[tuple[int, Moment]]] = {}
    for k, m in enumerate(state.history):
        if m.kind in _OUTSIDE_HEIST or m.kind == "entry" and k not in attached:
            continue
        told = [e for e in attached.get(k, []) if getattr(e, "trigger", "") not in _EPILOGUE_TRIGGERS]
        if m.kind in _TURNING or told:
            rounds.setdefault(m.round, []).append((k, m))
    for rnd in sorted(rounds):
        told: list[str] = []
        blocks: list[Any] = []
        for k, m in rounds[rnd]:
            told.append(" ".join(m.text.split()))
            quotes = [_quote(state, e) for e in attached.get(k, [])
                      if getattr(e, "trigger", "") not in _EPILOGUE_TRIGGERS]
            if quotes:
                blocks.append(sentences(told))
                blocks.extend(quotes)
                told = []
        if told:
            blocks.append(sentences(told))
        # the round's label leads what was told (a round always opens with a moment told)
        blocks[0] = md("**Round {rnd}.** {told}", rnd=rnd, told=blocks[0])
        out.extend(blocks)
    out.extend(_quote(state, e) for e in loose)
    return paragraphs(out) if out else Markdown("The complex was never entered.")


def _disk_story(state: State) -> Markdown:
    lines = []
    for m in state.history:
        if m.kind == "disk" or m.kind == "duel" and "Disk" in m.text:
            lines.append(f"In round {m.round}: {m.text}")
    if not lines:
        return Markdown("Nobody ever laid hands on the Disk.")
    trail = state.disk_trail
    if trail:
        stops = len(trail)
        where = "the centre" if trail[-1] == CENTRE else f"{slot_name(trail[-1])}"
        lines.append(f"From {slot_name(trail[0])} the Disk made {stops - 1} move{'s' if stops != 2 else ''} "
                     f"and ended on {where}: the picture at the end of this story numbers its stops.")
    return paragraphs(lines)


def _tally(state: State) -> Markdown:
    header = ("Heroine", "Rooms opened", "Raids won", "Raids lost", "Duels won", "Duels lost", "Mission Points",
              "Upper Hands taken")
    rows = []
    for s in turn_order(state):
        count = {key: 0 for key in ("room", "raid-won", "raid-lost", "duel", "lost", "upper")}
        for m in state.history:
            if m.kind in count and m.seat == s:
                count[m.kind] += 1
            if m.kind == "duel" and m.other == s:
                count["lost"] += 1
        rows.append((hero(state, s), count["room"], count["raid-won"], count["raid-lost"], count["duel"],
                     count["lost"], state.mission[s], count["upper"]))
    return table(header, rows)


def story_sections(state: State, journal: Sequence[Any]) -> list[tuple[str, Markdown]]:
    attached, loose = _entries_by_moment(state, journal)
    sections = [("The cast", _cast(state)),
                ("The heist", _heist(state, attached, loose)),
                ("The Disk", _disk_story(state))]
    escape: list[Any] = []
    epilogues = []
    for k, m in enumerate(state.history):
        if m.kind in ("escape", "cap"):
            escape.append(" ".join(m.text.split()))
            escape += [_quote(state, e) for e in attached.get(k, []) if getattr(e, "trigger", "") == "win"]
        for e in attached.get(k, []):
            if getattr(e, "trigger", "") in _EPILOGUE_TRIGGERS:
                epilogues.append(_quote(state, e))
    if escape:
        sections.append(("The escape" if state.end_reason == "escape" else "Time runs out", paragraphs(escape)))
    if epilogues:
        sections.append(("Epilogues", paragraphs(epilogues)))
    if any(m.kind not in _OUTSIDE_HEIST for m in state.history):
        sections.append(("The tally", _tally(state)))
    return sections


def story_pace(state: State) -> str:
    """How long the heist ran: rounds of turns (set-up is not a round)."""
    if not state.history or all(p is None for p in state.pos):
        return "its set-up only"
    rounds = state.round_cap if state.end_reason == "cap" else state.round
    if state.phase != OVER and state.phase == CHOOSE and state.current == state.first:
        rounds -= 1  # a new round that nobody has played yet
    return f"{rounds} round{'s' if rounds != 1 else ''}"


def story_pictures(state: State) -> list[StoryPicture]:
    """The grid at the end, with the Disk's route drawn over it."""
    from .table import view

    if not any(c is not None for c in state.grid):
        return []
    trail = tuple(slot_zone(i) for i in state.disk_trail)
    paths = (TablePath("the Disk", trail, "#ffd54f"),) if trail else ()
    if trail:
        caption = ("The grid at the end, with the Disk's route: its stops are numbered from where it was "
                   "taken" + (" to the centre." if state.disk_trail[-1] == CENTRE else "."))
    else:
        caption = "The grid at the end (nobody took the Disk)."
    focus = tuple(slot_zone(i) for i in range(SLOTS))
    return [StoryPicture(caption, view(state, None), paths, focus)]


def chart(states: Sequence[State]):
    """Mission Points of each player after every turn (the Disk holder's line
    jumps by 3 while she holds it, so the race to the Disk and back shows)."""
    from cardtable.engine.view import ChartData

    if not states:
        return None
    marks = [s for i, s in enumerate(states)
             if i == 0 or i == len(states) - 1 or (s.phase == CHOOSE and states[i - 1].phase != CHOOSE)
             or s.current != states[i - 1].current]
    if len(marks) < 2:
        return None
    last = states[-1]
    labels = [hero(last, seat) + (f" ({name(last, seat)})" if hero(last, seat) != name(last, seat) else "")
              for seat in range(last.n)]
    series = tuple(
        (label, tuple(float(s.mission[seat] + (3 if s.disk == seat else 0)) for s in marks))
        for seat, label in enumerate(labels))
    return ChartData("Mission Points (+3 while holding the Disk)", "Turn", "Points",
                     tuple(float(i) for i in range(len(marks))), series)
