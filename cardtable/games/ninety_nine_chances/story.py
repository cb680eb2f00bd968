"""The story of a 99 Chances game, told from the history kept in the state,
and the Resources/Problems chart.

``story_sections(state, journal)`` returns ``[(heading, Markdown)]`` (players' words
filled in as text, so made literal):
the Story Meeting, the cast, each act's Plans, the Climax and the Denouement
(who won is the summary's outcome). Narration from the journal (``JournalEntry`` values, kept
by the app) is woven in after the move it follows.
"""

from __future__ import annotations

import bisect
from typing import Any, Sequence

from cardtable.engine.story import Markdown, md, sentences
from cardtable.engine.view import ChartData

from . import rules
from .deck import PROBLEM, RESOURCE, THEME
from .rules import State, word


def _quote(text: str) -> str:
    """A player's words in quotation marks (text: made literal where it is used)."""
    return f"“{' '.join(text.split())}”"


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

    def at(self, anchor: int) -> list[Markdown]:
        """The quotes written after the moment at ``anchor``, each a block
        quote of its own line."""
        lines = []
        for e in self.by_anchor.pop(anchor, []):
            seat = getattr(e, "seat", None)
            who = self.state.names[seat] if isinstance(seat, int) and 0 <= seat < self.state.n else ""
            text = e.text.strip()
            lines.append(md("> *{who}:* {text}", who=who, text=text) if who else md("> {text}", text=text))
        if lines:
            lines.append(Markdown(""))
        return lines

    def rest(self) -> list[Markdown]:
        lines = []
        for anchor in sorted(self.by_anchor):
            lines.extend(self.at(anchor))
        return lines


def _lines(lines: Sequence[Markdown]) -> Markdown:
    return Markdown("\n").join(lines).rstrip()


def _res(state: State, card: str) -> Markdown:
    note = state.note_on(card)
    told = md("**{word}** ({card})", word=word(state, card, RESOURCE), card=card)
    return told + f" — {_quote(note)}" if note else told


def _prob(state: State, card: str) -> Markdown:
    return md("**{word}** ({card})", word=word(state, card, PROBLEM), card=card)


def story_sections(state: State, journal: Sequence[Any] = ()) -> list[tuple[str, Markdown]]:
    js = _Journal(state, journal)
    sections: list[tuple[str, Markdown]] = []
    names = state.names
    blank = Markdown("")

    # -- the Story Meeting --------------------------------------------------
    lines: list[Markdown] = []
    pitches = [p for p in state.pitches if p is not None]
    for p in pitches:
        a, b = p.cards
        pitch = f" {_quote(p.text)}" if p.text else ""
        lines.append(md("- **{who}** pitched *{a_word} + {b_word}* ({a} and {b}).{pitch}", who=names[p.seat],
                        a_word=word(state, a, THEME), b_word=word(state, b, THEME), a=a, b=b, pitch=pitch))
        lines.extend(js.at(p.at))
    if state.theme_seat is not None:
        a, b = state.theme
        how = ("by consensus" if state.consensus
               else "because no consensus was reached and it held the lowest-numbered card")
        lines.append(blank)
        lines.append(sentences([md("The table chose **{a_word} + {b_word}** {how}.", a_word=word(state, a, THEME),
                                   b_word=word(state, b, THEME), how=how),
                                md("{lead} became the Lead Storyteller.", lead=names[state.theme_seat])]))
    if lines:
        sections.append(("The Story Meeting", _lines(lines)))

    # -- the cast -------------------------------------------------------------
    if state.phase not in (rules.THEMES, rules.VOTE):
        lines = []
        # no role written (a bot's turn, or a player who left it open): said
        # once for all who left it, before the cast
        unwritten = [md("**{who}**", who=names[seat]) for seat in range(state.n) if not state.roles[seat]]
        if unwritten:
            who = unwritten[0] if len(unwritten) == 1 else (
                Markdown(", ").join(unwritten[:-1]) + Markdown(" and ") + unwritten[-1])
            their = "their roles" if len(unwritten) > 1 else "the role"
            lines.append(who + md(" left {their} to unfold with the story.", their=their))
            lines.append(blank)
        for seat in range(state.n):
            said: list[Any] = []
            if seat == state.lead and state.bonus is not None:
                said.append(md("- Took {card} as a bonus Resource for the winning pitch.",
                               card=_word_card(state, state.bonus, RESOURCE)))
            for pl in state.placed:
                if pl.kind == RESOURCE and pl.seat == seat and pl.act == 1:
                    noted = f", first noted {_quote(pl.text)}" if pl.text else ""
                    said.append(md("- Brought in {card}, involving {other}{noted}.",
                                   card=_word_card(state, pl.card, RESOURCE), other=names[pl.other], noted=noted))
                    said.extend(js.at(pl.at))
            for pl in state.placed:
                if pl.kind == PROBLEM and pl.other == seat:
                    act = f" in Act {pl.act}" if state.acts > 1 else ""
                    said.append(md("- Was given the Problem {prob} by {who}{act}.", prob=_prob(state, pl.card),
                                   who=names[pl.seat], act=act))
                    said.extend(js.at(pl.at))
            if state.roles[seat]:
                lines.append(md("**{who}** — {role}", who=names[seat], role=state.roles[seat]))
            elif said:
                lines.append(md("**{who}** in the story:", who=names[seat]))
            else:
                continue  # named above, nothing more to tell
            lines.append(blank)
            lines.extend(said)
            lines.append(blank)
        sections.append(("The Cast", _lines(lines)))

    # -- storytelling -----------------------------------------------------------
    plans = list(state.plans) + ([state.plan] if state.plan is not None else [])
    for act in range(1, state.acts + 1):
        own = [p for p in plans if p.act == act]
        if not own:
            continue
        lines = []
        for p in own:
            teller = names[p.storyteller]
            plan_text = f" {_quote(p.text)}" if p.text else ""
            lines.append(md("**{teller}** tackled {prob}.{plan}", teller=teller, prob=_prob(state, p.problem),
                            plan=plan_text))
            if p.evaluations:
                listing = ", ".join(f"{names[s]} {c}" for s, c in p.evaluations)
                lines.append(md("- Evaluations: {listing}.", listing=listing))
            if p.median is not None and p.median_seat is not None:
                note = f", noting {_quote(p.keep_note)}" if p.keep_note else ""
                lines.append(md("- The median was {median}: {who} kept it as the Resource **{word}**{note}.",
                                median=p.median, who=names[p.median_seat], word=word(state, p.median, RESOURCE),
                                note=note))
            if p.success is True:
                lines.append(Markdown("- ") + sentences([
                    md("The flip was {flip}, under {median}: **success**.", flip=p.flip, median=p.median),
                    md("{problem} turned into **{resource}**.", problem=word(state, p.problem, PROBLEM),
                       resource=word(state, p.problem, RESOURCE))]))
            elif p.success is False:
                if p.flip is None:
                    lines.append(Markdown("- No card was left to flip: the Plan failed."))
                else:
                    lines.append(md("- The flip was {flip}, not under {median}: **failure**, and {prob} became a "
                                    "new Problem for {teller}.", flip=p.flip, median=p.median or 0,
                                    prob=_prob(state, p.flip), teller=teller))
            else:
                lines.append(Markdown("- The cards have yet to decide."))
            lines.append(blank)
            lines.extend(js.at(p.at))
        heading = f"Act {act}" if state.acts > 1 else "The Storytelling"
        sections.append((heading, _lines(lines)))

    # -- climax -----------------------------------------------------------------------
    if state.climax_lead is not None:
        lines = [md("**{who}** led the Climax.", who=names[state.climax_lead])]
        if state.frame:
            lines.append(md("The final conflict: {frame}", frame=_quote(state.frame)))
        lines.append(blank)
        if state.frame_at:
            lines.extend(js.at(state.frame_at))
        for bid in state.bids:
            if bid is None:
                continue
            shown = bid.card if state.bids_revealed else "a face-down card"
            said = f" {_quote(bid.text)}" if bid.text else ""
            lines.append(md("- {who} bid {shown}.{said}", who=names[bid.seat], shown=shown, said=said))
        if state.finale is not None:
            lines.append(blank)
            lines.append(md("The Finale card was **{card}**.", card=state.finale))
            for seat in range(state.n):
                outcome = state.outcomes[seat]
                if outcome == "hero":
                    lines.append(md("- **{who} became the Hero**, doubling their Resources.", who=names[seat]))
                elif outcome == "drew":
                    lines.append(md("- {who} bid under it and drew a new Resource.", who=names[seat]))
                elif outcome == "lost":
                    lines.append(md("- {who} bid over it and lost every Resource.", who=names[seat]))
            if state.hero is None:
                lines.append(Markdown("- Nobody bid under the Finale: the story has no Hero."))
        elif state.bids_revealed:
            lines.append(blank)
            lines.append(Markdown("No card was left to turn for the Finale: nobody won or lost anything."))
        sections.append(("The Climax", _lines(lines)))

    # -- denouement ---------------------------------------------------------------
    if state.phase in (rules.DENOUEMENT, rules.OVER):
        lines = js.at(state.finale_at) if state.finale_at else []
        start = state.hero if state.hero is not None else (state.climax_lead or 0)
        for seat in ((start + i) % state.n for i in range(state.n)):
            res = Markdown(", ").join(_res(state, c) for c in state.resources[seat]) or "nothing"
            probs = Markdown(", ").join(_prob(state, c) for c in state.problems[seat]) or "none"
            role = f" ({state.roles[seat]})" if state.roles[seat] else ""
            lines.append(md("**{who}**{role}: a {ending} ending", who=names[seat], role=role,
                            ending=state.endings[seat]))
            lines.append(blank)
            lines.append(md("- Resources: {res}", res=res))
            lines.append(md("- Problems: {probs}", probs=probs))
            text = state.ending_texts[seat]
            if text:
                lines.append(md("- {text}", text=_quote(text)))
            lines.append(blank)
        # who won is told once, by the summary's outcome (with the scores):
        # the story only adds how a tie was broken, which the scores cannot show
        winners = state.winners if state.phase == rules.OVER else ()
        if state.hero is not None and len(winners) == 1 and winners[0] == state.hero:
            best = len(state.resources[state.hero])
            tied = [s for s in range(state.n) if len(state.resources[s]) == best]
            if len(tied) > 1:
                lines.append(md("Being the Hero broke the tie for the most Resources in {who}'s favour.",
                                who=names[state.hero]))
        sections.append(("Denouement", _lines(lines)))

    leftover = [line for line in js.rest() if line]
    if leftover:
        sections.append(("More from the table", _lines(leftover)))
    return sections


def _word_card(state: State, card: str, mode: str) -> Markdown:
    return md("**{word}** ({card})", word=word(state, card, mode), card=card)


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
        when = "at the end" if state.phase == rules.OVER else "so far"
        caption = (f"{state.names[seat]} {when}: {res} Resource{'s' if res != 1 else ''}, "
                   f"{probs} Problem{'s' if probs != 1 else ''}")
        out.append(StoryPicture(caption, public, (), (resources_zone(seat), problems_zone(seat))))
    return out
