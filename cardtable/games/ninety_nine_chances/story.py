"""The story of a 99 Chances game, told from the history kept in the state,
and the Resources/Problems chart.

``story_sections(state, journal)`` returns ``[(heading, markdown)]``:
the Story Meeting, the cast, each act's Plans, the Climax, the Denouement
and the victory. Narration from the journal (``JournalEntry`` values, kept
by the app) is woven in after the move it follows.
"""

from __future__ import annotations

import bisect
from typing import Any, Sequence

from cardtable.engine.view import ChartData

from . import rules
from .deck import PROBLEM, RESOURCE, THEME
from .rules import State, word


def _names(state: State, seats) -> str:
    names = [state.names[s] for s in seats]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _md(text: str) -> str:
    """Escape the few characters that would turn player text into Markdown markup."""
    for ch in ("\\", "*", "_", "`", "#", "[", "]", "<", ">"):
        text = text.replace(ch, "\\" + ch)
    return text.replace("\n", " ")


def _quote(text: str) -> str:
    return f"“{_md(text)}”"


class _Journal:
    """Journal entries grouped under the story moment they follow: each entry
    goes to the latest anchor (a pitch, a Resource or Problem played, a Plan,
    the framing, the Finale) at or before the move it was written after."""

    def __init__(self, state: State, entries: Sequence[Any]) -> None:
        self.state = state
        anchors = sorted({p.at for p in state.pitches if p is not None}
                         | {p.at for p in state.placed}
                         | {p.at for p in state.plans}
                         | ({state.plan.at} if state.plan is not None else set())
                         | {a for a in (state.frame_at, state.finale_at) if a})
        self.by_anchor: dict[int, list[Any]] = {}
        for e in entries:
            index = getattr(e, "action_index", None)
            text = getattr(e, "text", "")
            if not isinstance(index, int) or not isinstance(text, str) or not text.strip():
                continue
            anchor = bisect.bisect_right(anchors, index) - 1
            key = anchors[anchor] if anchor >= 0 else -1
            self.by_anchor.setdefault(key, []).append(e)

    def at(self, anchor: int) -> list[str]:
        lines = []
        for e in self.by_anchor.pop(anchor, []):
            seat = getattr(e, "seat", None)
            who = self.state.names[seat] if isinstance(seat, int) and 0 <= seat < self.state.n else ""
            lines.append(f"> {('*' + _md(who) + ':* ') if who else ''}{_md(e.text.strip())}")
        if lines:
            lines.append("")
        return lines

    def rest(self) -> list[str]:
        lines = []
        for anchor in sorted(self.by_anchor):
            lines.extend(self.at(anchor))
        return lines


def _res(state: State, card: str) -> str:
    note = state.note_on(card)
    return f"**{_md(word(state, card, RESOURCE))}** ({card}){f' — “{_md(note)}”' if note else ''}"


def _prob(state: State, card: str) -> str:
    return f"**{_md(word(state, card, PROBLEM))}** ({card})"


def story_sections(state: State, journal: Sequence[Any] = ()) -> list[tuple[str, str]]:
    js = _Journal(state, journal)
    sections: list[tuple[str, str]] = []
    names = state.names

    # -- the Story Meeting --------------------------------------------------
    lines = []
    pitches = [p for p in state.pitches if p is not None]
    for p in pitches:
        a, b = p.cards
        pitch = f" {_quote(p.text)}" if p.text else ""
        lines.append(f"- **{_md(names[p.seat])}** pitched *{_md(word(state, a, THEME))} + "
                     f"{_md(word(state, b, THEME))}* ({a} and {b}).{pitch}")
        lines.extend(js.at(p.at))
    if state.theme_seat is not None:
        a, b = state.theme
        how = ("by consensus" if state.consensus
               else "because no consensus was reached and it held the lowest-numbered card")
        lines.append("")
        lines.append(f"The table chose **{_md(word(state, a, THEME))} + {_md(word(state, b, THEME))}** {how}. "
                     f"{_md(names[state.theme_seat])} became the Lead Storyteller.")
    if lines:
        sections.append(("The Story Meeting", "\n".join(lines)))

    # -- the cast -------------------------------------------------------------
    if state.phase not in (rules.THEMES, rules.VOTE):
        lines = []
        for seat in range(state.n):
            role = f" — {_md(state.roles[seat])}" if state.roles[seat] else ""
            lines.append(f"**{_md(names[seat])}**{role}")
            lines.append("")
            if seat == state.lead and state.bonus is not None:
                lines.append(f"- Took {_word_card(state, state.bonus, RESOURCE)} as a bonus Resource "
                             "for the winning pitch.")
            for pl in state.placed:
                if pl.kind == RESOURCE and pl.seat == seat and pl.act == 1:
                    noted = f", first noted {_quote(pl.text)}" if pl.text else ""
                    lines.append(f"- Brought in {_word_card(state, pl.card, RESOURCE)}, involving "
                                 f"{_md(names[pl.other])}{noted}.")
                    lines.extend(js.at(pl.at))
            for pl in state.placed:
                if pl.kind == PROBLEM and pl.other == seat:
                    act = f" in Act {pl.act}" if state.acts > 1 else ""
                    lines.append(f"- Was given the Problem {_prob(state, pl.card)} by {_md(names[pl.seat])}{act}.")
                    lines.extend(js.at(pl.at))
            lines.append("")
        sections.append(("The Cast", "\n".join(lines).rstrip()))

    # -- storytelling -----------------------------------------------------------
    plans = list(state.plans) + ([state.plan] if state.plan is not None else [])
    for act in range(1, state.acts + 1):
        own = [p for p in plans if p.act == act]
        if not own:
            continue
        lines = []
        for p in own:
            teller = _md(names[p.storyteller])
            plan_text = f" {_quote(p.text)}" if p.text else ""
            lines.append(f"**{teller}** tackled {_prob(state, p.problem)}.{plan_text}")
            if p.evaluations:
                listing = ", ".join(f"{_md(names[s])} {c}" for s, c in p.evaluations)
                lines.append(f"- Evaluations: {listing}.")
            if p.median is not None and p.median_seat is not None:
                note = f", noting {_quote(p.keep_note)}" if p.keep_note else ""
                lines.append(f"- The median was {p.median}: {_md(names[p.median_seat])} kept it as the Resource "
                             f"**{_md(word(state, p.median, RESOURCE))}**{note}.")
            if p.success is True:
                lines.append(f"- The flip was {p.flip}, under {p.median}: **success**. "
                             f"{_md(word(state, p.problem, PROBLEM))} turned into "
                             f"**{_md(word(state, p.problem, RESOURCE))}**.")
            elif p.success is False:
                if p.flip is None:
                    lines.append("- No card was left to flip: the Plan failed.")
                else:
                    lines.append(f"- The flip was {p.flip}, not under {p.median or 0}: **failure**, and "
                                 f"{_prob(state, p.flip)} became a new Problem for {teller}.")
            else:
                lines.append("- The cards have yet to decide.")
            lines.append("")
            lines.extend(js.at(p.at))
        heading = f"Act {act}" if state.acts > 1 else "The Storytelling"
        sections.append((heading, "\n".join(lines).rstrip()))

    # -- climax -----------------------------------------------------------------------
    if state.climax_lead is not None:
        lines = [f"**{_md(names[state.climax_lead])}** led the Climax."]
        if state.frame:
            lines.append(f"The final conflict: {_quote(state.frame)}")
        lines.append("")
        if state.frame_at:
            lines.extend(js.at(state.frame_at))
        for bid in state.bids:
            if bid is None:
                continue
            shown = bid.card if state.bids_revealed else "a face-down card"
            said = f" {_quote(bid.text)}" if bid.text else ""
            lines.append(f"- {_md(names[bid.seat])} bid {shown}.{said}")
        if state.finale is not None:
            lines.append("")
            lines.append(f"The Finale card was **{state.finale}**.")
            for seat in range(state.n):
                outcome = state.outcomes[seat]
                if outcome == "hero":
                    lines.append(f"- **{_md(names[seat])} became the Hero**, doubling their Resources.")
                elif outcome == "drew":
                    lines.append(f"- {_md(names[seat])} bid under it and drew a new Resource.")
                elif outcome == "lost":
                    lines.append(f"- {_md(names[seat])} bid over it and lost every Resource.")
            if state.hero is None:
                lines.append("- Nobody bid under the Finale: the story has no Hero.")
        elif state.bids_revealed:
            lines.append("")
            lines.append("No card was left to turn for the Finale: nobody won or lost anything.")
        sections.append(("The Climax", "\n".join(lines)))

    # -- denouement ---------------------------------------------------------------
    if state.phase in (rules.DENOUEMENT, rules.OVER):
        lines = js.at(state.finale_at) if state.finale_at else []
        start = state.hero if state.hero is not None else (state.climax_lead or 0)
        for seat in ((start + i) % state.n for i in range(state.n)):
            res = ", ".join(_res(state, c) for c in state.resources[seat]) or "nothing"
            probs = ", ".join(_prob(state, c) for c in state.problems[seat]) or "none"
            role = f" ({_md(state.roles[seat])})" if state.roles[seat] else ""
            lines.append(f"**{_md(names[seat])}**{role}: a {state.endings[seat]} ending")
            lines.append("")
            lines.append(f"- Resources: {res}")
            lines.append(f"- Problems: {probs}")
            text = state.ending_texts[seat]
            if text:
                lines.append(f"- {_quote(text)}")
            lines.append("")
        sections.append(("Denouement", "\n".join(lines).rstrip()))

    if state.phase == rules.OVER:
        winners = state.winners
        best = len(state.resources[winners[0]]) if winners else 0
        verb = "wins" if len(winners) == 1 else "share the win"
        text = f"**{_md(_names(state, winners))}** {verb} with {best} Resources."
        if state.hero is not None and len(winners) == 1 and winners[0] == state.hero:
            tied = [s for s in range(state.n) if len(state.resources[s]) == best]
            if len(tied) > 1:
                text += " Being the Hero broke the tie."
        sections.append(("Victory", text))

    leftover = [line for line in js.rest() if line]
    if leftover:
        sections.append(("More from the table", "\n".join(leftover)))
    return sections


def _word_card(state: State, card: str, mode: str) -> str:
    return f"**{_md(word(state, card, mode))}** ({card})"


# --------------------------------------------------------------------------
# the chart


def count_history(states: Sequence[State]) -> list[tuple[tuple[int, int], ...]]:
    """Per-player (Resources, Problems) after set-up and after each action."""
    return [rules.counts(s) for s in states]


def chart(states: Sequence[State]) -> ChartData | None:
    if not states:
        return None
    history = count_history(states)
    names = states[0].names
    series: list[tuple[str, tuple[float, ...]]] = []
    for seat, name in enumerate(names):
        series.append((f"{name} Resources", tuple(float(h[seat][0]) for h in history)))
        series.append((f"{name} Problems", tuple(float(h[seat][1]) for h in history)))
    return ChartData(
        title="Resources and Problems",
        x_label="Move",
        y_label="Cards",
        x=tuple(float(i) for i in range(len(history))),
        series=tuple(series),
    )



def story_pace(state: State) -> str:
    """How long the story ran: its acts (each a Trouble round and a round of
    Plans), plus the Story Meeting and the Climax around them."""
    plans = len(state.plans) + (1 if state.plan is not None else 0)
    acts = state.acts if state.phase == rules.OVER else state.act
    act_words = "one act" if acts == 1 else f"{acts} acts"
    return f"{act_words} and {plans} Plan{'s' if plans != 1 else ''}"


def story_pictures(state: State) -> list:
    """Each character's Resources and Problems at the end, one readable strip
    per player (the whole table at once is too small to read on paper)."""
    from cardtable.engine.view import StoryPicture

    from .table import problems_zone, resources_zone, view

    if not state.resources:
        return []
    public = view(state, None)
    out = []
    for seat in range(state.n):
        res, probs = len(state.resources[seat]), len(state.problems[seat])
        if not res and not probs:
            continue
        caption = (f"{state.names[seat]} at the end: {res} Resource{'s' if res != 1 else ''}, "
                   f"{probs} Problem{'s' if probs != 1 else ''}")
        out.append(StoryPicture(caption, public, (), (resources_zone(seat), problems_zone(seat))))
    return out
