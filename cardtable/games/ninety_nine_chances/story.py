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

from cardtable.engine.i18n import _, ngettext
from cardtable.engine.story import Markdown, md, sentences
from cardtable.engine.view import ChartData

from . import rules
from .deck import PROBLEM, RESOURCE, THEME
from .rules import State, word


def _quote(text: str) -> str:
    """A player's words in quotation marks (text: made literal where it is used)."""
    return _("“{text}”").format(text=" ".join(text.split()))


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
    return told + md(" — {note}", note=_quote(note)) if note else told


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
        lines.append(md(_("- **{who}** pitched *{a_word} + {b_word}* ({a} and {b}).{pitch}"), who=names[p.seat],
                        a_word=word(state, a, THEME), b_word=word(state, b, THEME), a=a, b=b, pitch=pitch))
        lines.extend(js.at(p.at))
    if state.theme_seat is not None:
        a, b = state.theme
        if state.consensus:
            chose = _("The table chose **{a_word} + {b_word}** by consensus.")
        else:
            chose = _("The table chose **{a_word} + {b_word}** because no consensus was reached and it held the "
                      "lowest-numbered card.")
        lines.append(blank)
        lines.append(sentences([md(chose, a_word=word(state, a, THEME), b_word=word(state, b, THEME)),
                                md(_("{lead} became the Lead Storyteller."), lead=names[state.theme_seat])]))
    if lines:
        sections.append((_("The Story Meeting"), _lines(lines)))

    # -- the cast -------------------------------------------------------------
    if state.phase not in (rules.THEMES, rules.VOTE):
        lines = []
        # no role written (a bot's turn, or a player who left it open): said
        # once for all who left it, before the cast
        unwritten = [md("**{who}**", who=names[seat]) for seat in range(state.n) if not state.roles[seat]]
        if unwritten:
            who = unwritten[0] if len(unwritten) == 1 else md(_("{names} and {last}"),
                                                              names=Markdown(", ").join(unwritten[:-1]),
                                                              last=unwritten[-1])
            lines.append(md(ngettext("{who} left the role to unfold with the story.",
                                     "{who} left their roles to unfold with the story.", len(unwritten)), who=who))
            lines.append(blank)
        for seat in range(state.n):
            said: list[Any] = []
            if seat == state.lead and state.bonus is not None:
                said.append(md(_("- Took {card} as a bonus Resource for the winning pitch."),
                               card=_word_card(state, state.bonus, RESOURCE)))
            for pl in state.placed:
                if pl.kind == RESOURCE and pl.seat == seat and pl.act == 1:
                    if pl.text:
                        brought = _("- Brought in {card}, involving {other}, first noted {note}.")
                    else:
                        brought = _("- Brought in {card}, involving {other}.")
                    said.append(md(brought, card=_word_card(state, pl.card, RESOURCE), other=names[pl.other],
                                   note=_quote(pl.text)))
                    said.extend(js.at(pl.at))
            for pl in state.placed:
                if pl.kind == PROBLEM and pl.other == seat:
                    if state.acts > 1:
                        given = _("- Was given the Problem {prob} by {who} in Act {act}.")
                    else:
                        given = _("- Was given the Problem {prob} by {who}.")
                    said.append(md(given, prob=_prob(state, pl.card), who=names[pl.seat], act=pl.act))
                    said.extend(js.at(pl.at))
            if state.roles[seat]:
                lines.append(md("**{who}** — {role}", who=names[seat], role=state.roles[seat]))
            elif said:
                lines.append(md(_("**{who}** in the story:"), who=names[seat]))
            else:
                continue  # named above, nothing more to tell
            lines.append(blank)
            lines.extend(said)
            lines.append(blank)
        sections.append((_("The Cast"), _lines(lines)))

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
            lines.append(md(_("**{teller}** tackled {prob}.{plan}"), teller=teller, prob=_prob(state, p.problem),
                            plan=plan_text))
            if p.evaluations:
                listing = ", ".join(f"{names[s]} {c}" for s, c in p.evaluations)
                lines.append(md(_("- Evaluations: {listing}."), listing=listing))
            if p.median is not None and p.median_seat is not None:
                if p.keep_note:
                    kept = _("- The median was {median}: {who} kept it as the Resource **{word}**, noting {note}.")
                else:
                    kept = _("- The median was {median}: {who} kept it as the Resource **{word}**.")
                lines.append(md(kept, median=p.median, who=names[p.median_seat], word=word(state, p.median, RESOURCE),
                                note=_quote(p.keep_note)))
            if p.success is True:
                lines.append(Markdown("- ") + sentences([
                    md(_("The flip was {flip}, under {median}: **success**."), flip=p.flip, median=p.median),
                    md(_("{problem} turned into **{resource}**."), problem=word(state, p.problem, PROBLEM),
                       resource=word(state, p.problem, RESOURCE))]))
            elif p.success is False:
                if p.flip is None:
                    lines.append(md(_("- No card was left to flip: the Plan failed.")))
                else:
                    lines.append(md(_("- The flip was {flip}, not under {median}: **failure**, and {prob} became a "
                                      "new Problem for {teller}."), flip=p.flip, median=p.median or 0,
                                    prob=_prob(state, p.flip), teller=teller))
            else:
                lines.append(md(_("- The cards have yet to decide.")))
            lines.append(blank)
            lines.extend(js.at(p.at))
        heading = _("Act {act}").format(act=act) if state.acts > 1 else _("The Storytelling")
        sections.append((heading, _lines(lines)))

    # -- climax -----------------------------------------------------------------------
    if state.climax_lead is not None:
        lines = [md(_("**{who}** led the Climax."), who=names[state.climax_lead])]
        if state.frame:
            lines.append(md(_("The final conflict: {frame}"), frame=_quote(state.frame)))
        lines.append(blank)
        if state.frame_at:
            lines.extend(js.at(state.frame_at))
        for bid in state.bids:
            if bid is None:
                continue
            said = f" {_quote(bid.text)}" if bid.text else ""
            bade = _("- {who} bid {card}.{said}") if state.bids_revealed else _("- {who} bid a face-down card.{said}")
            lines.append(md(bade, who=names[bid.seat], card=bid.card, said=said))
        if state.finale is not None:
            lines.append(blank)
            lines.append(md(_("The Finale card was **{card}**."), card=state.finale))
            for seat in range(state.n):
                outcome = state.outcomes[seat]
                if outcome == "hero":
                    lines.append(md(_("- **{who} became the Hero**, doubling their Resources."), who=names[seat]))
                elif outcome == "drew":
                    lines.append(md(_("- {who} bid under it and drew a new Resource."), who=names[seat]))
                elif outcome == "lost":
                    lines.append(md(_("- {who} bid over it and lost every Resource."), who=names[seat]))
            if state.hero is None:
                lines.append(md(_("- Nobody bid under the Finale: the story has no Hero.")))
        elif state.bids_revealed:
            lines.append(blank)
            lines.append(md(_("No card was left to turn for the Finale: nobody won or lost anything.")))
        sections.append((_("The Climax"), _lines(lines)))

    # -- denouement ---------------------------------------------------------------
    if state.phase in (rules.DENOUEMENT, rules.OVER):
        lines = js.at(state.finale_at) if state.finale_at else []
        start = state.hero if state.hero is not None else (state.climax_lead or 0)
        for seat in ((start + i) % state.n for i in range(state.n)):
            res = Markdown(", ").join(_res(state, c) for c in state.resources[seat]) or _("nothing")
            probs = Markdown(", ").join(_prob(state, c) for c in state.problems[seat]) or _("none")
            role = f" ({state.roles[seat]})" if state.roles[seat] else ""
            if state.endings[seat] == rules.HAPPY:
                ending = _("**{who}**{role}: a happy ending")
            else:
                ending = _("**{who}**{role}: a tragic ending")
            lines.append(md(ending, who=names[seat], role=role))
            lines.append(blank)
            lines.append(md(_("- Resources: {res}"), res=res))
            lines.append(md(_("- Problems: {probs}"), probs=probs))
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
                lines.append(md(_("Being the Hero broke the tie for the most Resources in {who}'s favour."),
                                who=names[state.hero]))
        sections.append((_("Denouement"), _lines(lines)))

    leftover = [line for line in js.rest() if line]
    if leftover:
        sections.append((_("More from the table"), _lines(leftover)))
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
        series.append((_("{name} Resources").format(name=name), tuple(float(h[seat][0]) for h in history)))
        series.append((_("{name} Problems").format(name=name), tuple(float(h[seat][1]) for h in history)))
    return ChartData(
        title=_("Resources and Problems"),
        x_label=_("Move"),
        y_label=_("Cards"),
        x=tuple(float(i) for i in range(len(history))),
        series=tuple(series),
    )



def story_pace(state: State) -> str:
    """How long the story ran: its acts (each a Trouble round and a round of
    Plans), plus the Story Meeting and the Climax around them."""
    plans = len(state.plans) + (1 if state.plan is not None else 0)
    acts = state.acts if state.phase == rules.OVER else state.act
    return _("{acts} and {plans}").format(acts=ngettext("one act", "{n} acts", acts).format(n=acts),
                                          plans=ngettext("{n} Plan", "{n} Plans", plans).format(n=plans))


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
        said = _("{name} at the end: {resources}, {problems}") if state.phase == rules.OVER else _(
            "{name} so far: {resources}, {problems}")
        caption = said.format(name=state.names[seat],
                              resources=ngettext("{n} Resource", "{n} Resources", res).format(n=res),
                              problems=ngettext("{n} Problem", "{n} Problems", probs).format(n=probs))
        out.append(StoryPicture(caption, public, (), (resources_zone(seat), problems_zone(seat))))
    return out
