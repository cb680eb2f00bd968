"""The end-of-game story of a heist, told as a story: the cast, the heist
round by round (only its turning points, with the players' own narration
where they wrote it), the Disk, the escape and the epilogues; a tally; a
picture of the grid with the route the Disk took; a chart."""

from __future__ import annotations

from typing import Any, Sequence

from cardtable.engine.cards import SUITS, card
from cardtable.engine.i18n import _, ngettext
from cardtable.engine.story import Markdown, md, paragraphs, quote, sentences, table, writer
from cardtable.engine.view import StoryPicture, TablePath

from . import prompts
from .ending import cap_reason
from .grid import CENTRE, SLOTS, slot_name, slot_zone
from .rules import (BANE, CHOOSE, MOTIF, NEUTRAL, OVER, ROWS, SUPERHUMAN, Moment, State,
                    hero, name, superhuman_suits, turn_order, value_of)
from .words import level_word, listing, sheet_words, suit_name

# Moments that turn the story; the rest (every room opened, every raid) is
# told only where a player narrated it, and counted in the tally.
_TURNING = {"mission", "disk", "duel", "link", "upper"}
_OUTSIDE_HEIST = {"setup", "cast", "epilogue", "escape", "cap"}
_EPILOGUE_TRIGGERS = {"epilogue", "epilogue-winner"}


def moment_text(state: State, m: Moment) -> str:
    """A step of the heist told in a sentence, in the reader's language (a
    moment holds only its kind, seats, slots and number)."""
    kind = m.kind
    who = hero(state, m.seat) if m.seat is not None else ""
    other = hero(state, m.other) if m.other is not None else ""
    room = card(state.grid[m.slot]).short if m.slot is not None and state.grid[m.slot] is not None else ""
    if kind == "room":
        return _("{heroine} opens the {room} room (slot {slot}): {theme}.").format(
            heroine=who, room=room, slot=slot_name(m.slot), theme=_(prompts.ROOM_THEME[card(state.grid[m.slot]).suit]))
    if kind == "link":
        return _("{heroine} finds a way from the {start} room to the far-off {end} room.").format(
            heroine=who, start=card(state.grid[m.via]).short, end=room)
    if kind == "entry":
        return _("{heroine} gets into the complex at corner {slot}.").format(heroine=who, slot=slot_name(m.slot))
    if kind == "raid-start":
        return _("{heroine} takes on the {room} room.").format(heroine=who, room=room)
    if kind in ("raid-won", "raid-lost"):
        text = _("{heroine} gets through ({total} against {value}).") if kind == "raid-won" else \
            _("{heroine} is stopped ({total} against {value}).")
        return text.format(heroine=who, total=m.number, value=value_of(state.grid[m.slot]))
    if kind == "mission":
        return _("{heroine} finds a clue to the Disk (Mission Point {points}).").format(heroine=who, points=m.number)
    if kind == "disk":
        return _("{heroine} puts it all together and takes the Disk.").format(heroine=who)
    if kind == "upper":
        return _("{heroine} gains an Upper Hand over {rival}.").format(heroine=who, rival=other)
    if kind == "evade":
        return _("{heroine} slips past the {room} room.").format(heroine=who, room=room)
    if kind == "duel-start":
        return _("{heroine} and {rival} face off in the {room} room.").format(heroine=who, rival=other, room=room)
    if kind == "upper-hand":
        return _("{heroine} plays an old advantage over {rival}.").format(heroine=who, rival=other)
    if kind == "duel":
        text = _("In the {room} room {heroine} beats {rival} in a duel and takes the Disk.") if m.number else \
            _("In the {room} room {heroine} beats {rival} in a duel.")
        return text.format(room=room, heroine=who, rival=other)
    if kind == "escape":
        return _("{heroine} carries the Disk to the heart of the complex and gets away with it.").format(heroine=who)
    if kind == "cap":
        return ngettext("Time runs out: the complex locks down after {rounds} round. {why}.",
                        "Time runs out: the complex locks down after {rounds} rounds. {why}.",
                        state.round_cap).format(rounds=state.round_cap,
                                                why=cap_reason(state, m.other, state.winners, m.number))
    return ""  # the set-up, the cast and the epilogues: never told as a sentence


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
    at_a_seat = isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < state.n
    if not at_a_seat or hero(state, seat) == player:
        return player  # the table, or a player writing as herself
    return _("{player}, {heroine}'s player").format(player=player, heroine=hero(state, seat))


def _quote(state: State, entry: Any) -> Markdown:
    return quote(entry, _writer(state, entry))


def _suits(items: Sequence[str]) -> str:
    return listing(suit_name(s) for s in items)


def _cast(state: State) -> Markdown:
    parts = []
    for s in turn_order(state):
        sheet = state.sheets[s] if state.sheets else ("", "", "", "")
        who = hero(state, s)
        played = who != name(state, s)
        if state.rows:
            start = next(su for su, lv in ROWS[state.rows[s] - 1].items() if lv == SUPERHUMAN)
            template = (_("**{heroine}** (played by {player}), Superhuman in {suit} ({theme}).") if played
                        else _("**{heroine}**, Superhuman in {suit} ({theme})."))
            line = md(template, heroine=who, player=name(state, s), suit=suit_name(start),
                      theme=_(prompts.SHORT_THEME[start]))
        else:
            template = _("**{heroine}** (played by {player}).") if played else "**{heroine}**."
            line = md(template, heroine=who, player=name(state, s))
        details = []
        for template, text in ((_("Her power: {text}."), sheet[1]), (_("Motifs: {text}."), sheet[2]),
                               (_("Bane: {text}."), sheet[3])):
            if text:
                details.append(template.format(text=sheet_words(text)))
        if state.rows:
            details.append(_ranks_now(state, s))
        parts.append(Markdown(" ").join([line] + details))
    return paragraphs(parts) if parts else Markdown(_("Nobody signed up."))


def _ranks_now(state: State, seat: int) -> str:
    """Her ranks at the end, saying where duels changed her Superhuman suit."""
    now = superhuman_suits(state, seat)
    start = tuple(su for su, lv in ROWS[state.rows[seat] - 1].items() if lv == SUPERHUMAN)
    by_level = {lv: [su for su, x in zip(SUITS, state.ranks[seat]) if x == lv] for lv in (MOTIF, NEUTRAL, BANE)}
    words = [_("{level} in {suits}").format(level=level_word(lv), suits=_suits(sus))
             for lv, sus in by_level.items() if sus]
    others = ", ".join(words)
    if not now:
        return _("Duels cost her the Superhuman {suits}; by the end she was {others}.").format(
            suits=_suits(start), others=others)
    if now == start:
        text = (_("By the end she was still Superhuman in {suits}, {others}.") if words
                else _("By the end she was still Superhuman in {suits}."))
    else:
        text = (_("Duels made her Superhuman in {suits}, {others}.") if words
                else _("Duels made her Superhuman in {suits}."))
    return text.format(suits=_suits(now), others=others)


def _heist(state: State, attached: dict[int, list], loose: list) -> Markdown:
    """Round by round: the turning points, and every moment a player narrated."""
    out: list[Any] = []
    entries = [m for m in state.history if m.kind == "entry"]
    if entries:
        corners = ", ".join(_("{heroine} at {slot}").format(heroine=hero(state, m.seat), slot=slot_name(m.slot))
                            for m in entries)
        out.append(_("They got into the complex at its corners: {corners}.").format(corners=corners))
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
            told.append(" ".join(moment_text(state, m).split()))
            quotes = [_quote(state, e) for e in attached.get(k, [])
                      if getattr(e, "trigger", "") not in _EPILOGUE_TRIGGERS]
            if quotes:
                blocks.append(sentences(told))
                blocks.extend(quotes)
                told = []
        if told:
            blocks.append(sentences(told))
        # the round's label leads what was told (a round always opens with a moment told)
        blocks[0] = md(_("**Round {round}.** {told}"), round=rnd, told=blocks[0])
        out.extend(blocks)
    out.extend(_quote(state, e) for e in loose)
    return paragraphs(out) if out else Markdown(_("The complex was never entered."))


def _disk_story(state: State) -> Markdown:
    lines = []
    for m in state.history:
        if m.kind == "disk" or m.kind == "duel" and m.number:
            lines.append(_("In round {round}: {text}").format(round=m.round, text=moment_text(state, m)))
    if not lines:
        return Markdown(_("Nobody ever laid hands on the Disk."))
    trail = state.disk_trail
    if trail:
        moves = len(trail) - 1
        if trail[-1] == CENTRE:
            text = ngettext("From {start} the Disk made {count} move and ended on the centre: the picture at "
                            "the end of this story numbers its stops.",
                            "From {start} the Disk made {count} moves and ended on the centre: the picture at "
                            "the end of this story numbers its stops.", moves)
        else:
            text = ngettext("From {start} the Disk made {count} move and ended on {end}: the picture at the end "
                            "of this story numbers its stops.",
                            "From {start} the Disk made {count} moves and ended on {end}: the picture at the end "
                            "of this story numbers its stops.", moves)
        lines.append(text.format(start=slot_name(trail[0]), count=moves, end=slot_name(trail[-1])))
    return paragraphs(lines)


def _tally(state: State) -> Markdown:
    header = (_("Heroine"), _("Rooms opened"), _("Raids won"), _("Raids lost"), _("Duels won"), _("Duels lost"),
              _("Mission Points"), _("Upper Hands taken"))
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
    sections = [(_("The cast"), _cast(state)),
                (_("The heist"), _heist(state, attached, loose)),
                (_("The Disk"), _disk_story(state))]
    escape: list[Any] = []
    epilogues = []
    for k, m in enumerate(state.history):
        if m.kind in ("escape", "cap"):
            escape.append(" ".join(moment_text(state, m).split()))
            escape += [_quote(state, e) for e in attached.get(k, []) if getattr(e, "trigger", "") == "win"]
        for e in attached.get(k, []):
            if getattr(e, "trigger", "") in _EPILOGUE_TRIGGERS:
                epilogues.append(_quote(state, e))
    if escape:
        heading = _("The escape") if state.end_reason == "escape" else _("Time runs out")
        sections.append((heading, paragraphs(escape)))
    if epilogues:
        sections.append((_("Epilogues"), paragraphs(epilogues)))
    if any(m.kind not in _OUTSIDE_HEIST for m in state.history):
        sections.append((_("The tally"), _tally(state)))
    return sections


def story_pace(state: State) -> str:
    """How long the heist ran: rounds of turns (set-up is not a round)."""
    if not state.history or all(p is None for p in state.pos):
        return _("its set-up only")
    rounds = state.round_cap if state.end_reason == "cap" else state.round
    if state.phase != OVER and state.phase == CHOOSE and state.current == state.first:
        rounds -= 1  # a new round that nobody has played yet
    return ngettext("{count} round", "{count} rounds", rounds).format(count=rounds)


def story_pictures(state: State) -> list[StoryPicture]:
    """The grid at the end, with the Disk's route drawn over it."""
    from .table import view

    if not any(c is not None for c in state.grid):
        return []
    trail = tuple(slot_zone(i) for i in state.disk_trail)
    paths = (TablePath(_("the Disk"), trail, "#ffd54f"),) if trail else ()
    if not trail:
        caption = _("The grid at the end (nobody took the Disk).")
    elif state.disk_trail[-1] == CENTRE:
        caption = _("The grid at the end, with the Disk's route: its stops are numbered from where it was "
                    "taken to the centre.")
    else:
        caption = _("The grid at the end, with the Disk's route: its stops are numbered from where it was taken.")
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
    labels = [_("{heroine} ({player})").format(heroine=hero(last, seat), player=name(last, seat))
              if hero(last, seat) != name(last, seat) else hero(last, seat) for seat in range(last.n)]
    series = tuple(
        (label, tuple(float(s.mission[seat] + (3 if s.disk == seat else 0)) for s in marks))
        for seat, label in enumerate(labels))
    return ChartData(_("Mission Points (+3 while holding the Disk)"), _("Turn"), _("Points"),
                     tuple(float(i) for i in range(len(marks))), series)
