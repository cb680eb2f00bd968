"""The end-of-game story of a heist: cast, rooms, duels, the Disk, escape, epilogues."""

from __future__ import annotations

from typing import Any, Sequence

from cardtable.engine.cards import SUIT_NAMES, SUITS, card

from . import prompts
from .grid import COLS, ROWS, slot_index
from .rules import CHOOSE, LEVEL_NAMES, SHEET_LABELS, State, hero, name, superhuman_suit, turn_order

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


def _quote(state: State, entry: Any) -> str:
    seat = getattr(entry, "seat", None)
    who = hero(state, seat) if isinstance(seat, int) and 0 <= seat < state.n else "the table"
    text = entry.text.strip().replace("\n", "\n> ")
    return f"> {text}\n> — *{who}*"


def _cast(state: State) -> str:
    parts = []
    for s in turn_order(state):
        sheet = state.sheets[s] if state.sheets else ("", "", "", "")
        title = f"**{hero(state, s)}**" + (f" (played by {name(state, s)})" if hero(state, s) != name(state, s) else "")
        lines = [title]
        if state.rows:
            sup = superhuman_suit(state, s)
            lines.append(f"Superhuman suit: {SUIT_NAMES[sup]} — {prompts.CHARACTER_THEME[sup]}.")
            start = ", ".join(f"{SUIT_NAMES[su]} {LEVEL_NAMES[lv]}" for su, lv in zip(SUITS, state.ranks[s]))
            lines.append(f"Ranks at the end: {start}.")
        for field, text in zip(("power", "motifs", "bane"), sheet[1:]):
            if text:
                lines.append(f"{SHEET_LABELS[field]}: {text}")
        parts.append("  \n".join(lines))
    return "\n\n".join(parts) if parts else "Nobody signed up."


def _final_grid(state: State) -> str:
    rows = []
    for r in range(1, ROWS + 1):
        cells = []
        for c in range(1, COLS + 1):
            i = slot_index(c, r)
            cid = state.grid[i]
            text = card(cid).short if cid and state.face_up[i] else "··"
            marks = "".join(hero(state, s)[:1].upper() for s in range(state.n) if state.pos and state.pos[s] == i)
            if state.disk is not None and state.pos[state.disk] == i:
                marks += "*"
            cells.append(f"{text}{marks}".ljust(6))
        rows.append(" ".join(cells).rstrip())
    legend = "`··` a room nobody opened; letters are tokens; `*` is the Disk."
    return "```\n" + "\n".join(rows) + "\n```\n" + legend


def story_sections(state: State, journal: Sequence[Any]) -> list[tuple[str, str]]:
    attached, loose = _entries_by_moment(state, journal)
    sections = [("The cast", _cast(state))]
    heist: list[str] = []
    paragraph: list[str] = []
    last_seat = None
    for k, m in enumerate(state.history):
        if m.kind in _OUTSIDE_HEIST:
            continue
        if paragraph and m.seat != last_seat:
            heist.append(" ".join(paragraph))
            paragraph = []
        paragraph.append(m.text)
        last_seat = m.seat
        quotes = [_quote(state, e) for e in attached.get(k, [])
                  if getattr(e, "trigger", "") not in _EPILOGUE_TRIGGERS]
        if quotes:
            heist.append(" ".join(paragraph))
            heist.extend(quotes)
            paragraph = []
    if paragraph:
        heist.append(" ".join(paragraph))
    for entry in loose:
        heist.append(_quote(state, entry))
    sections.append(("The heist", "\n\n".join(heist) if heist else "The complex was never entered."))
    disk = [m.text for m in state.history if m.kind == "disk" or (m.kind == "duel" and "Disk" in m.text)]
    sections.append(("The Disk", "\n\n".join(disk) if disk else "Nobody ever laid hands on the Disk."))
    escape = []
    epilogues = []
    for k, m in enumerate(state.history):
        if m.kind in ("escape", "cap"):
            escape.append(m.text)
            escape += [_quote(state, e) for e in attached.get(k, []) if getattr(e, "trigger", "") == "win"]
        for e in attached.get(k, []):
            if getattr(e, "trigger", "") in _EPILOGUE_TRIGGERS:
                epilogues.append(_quote(state, e))
    if escape:
        sections.append(("The escape", "\n\n".join(escape)))
    if epilogues:
        sections.append(("Epilogues", "\n\n".join(epilogues)))
    sections.append(("The final grid", _final_grid(state)))
    return sections


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
    names = states[-1].names
    series = tuple(
        (name_, tuple(float(s.mission[seat] + (3 if s.disk == seat else 0)) for s in marks))
        for seat, name_ in enumerate(names))
    return ChartData("Mission Points (+3 while holding the Disk)", "Turn", "Points",
                     tuple(float(i) for i in range(len(marks))), series)
