"""The Snap-fire Ordeal's words for what its state keeps as ids: the sides,
what a Snap-Failure becomes, why a character suffers one, the story's notes
and why the Ordeal ended, each in the reader's language when read."""

from __future__ import annotations

from typing import Callable

from cardtable.engine.cards import card
from cardtable.engine.i18n import N_, _, ngettext, pgettext

from .state import (ALL_PHASES, BOUGHT, CLAIM_WORDS, EBBING, FAILED, FLOWING, LATE_CALL, LOST, MISCALL, NO_CARD,
                    REFEREE_ENDED, SETTLED, SNAPPED, TURNED, UNCLAIMED, Cause, Note, State)

SIDE_WORDS = {FLOWING: N_("Flowing"), EBBING: N_("Ebbing")}


def _outcome_words() -> dict[str, str]:
    """Each outcome's name in the reader's language (with a context: "Turn"
    or "Test" mean other things in other games)."""
    return {
        "Obstacle": pgettext("Snap-Failure outcome", "Obstacle"),
        "Snag": pgettext("Snap-Failure outcome", "Snag"),
        "Wound": pgettext("Snap-Failure outcome", "Wound"),
        "Test": pgettext("Snap-Failure outcome", "Test"),
        "Failure": pgettext("Snap-Failure outcome", "Failure"),
        "Turn": pgettext("Snap-Failure outcome", "Turn"),
        "Narrative Moment": pgettext("Snap-Failure outcome", "Narrative Moment"),
        "Quest": pgettext("Snap-Failure outcome", "Quest"),
        "Ordeal": pgettext("Snap-Failure outcome", "Ordeal"),
        "Twisted": pgettext("Snap-Failure outcome", "Twisted"),
    }


# the outcome as a sentence names it, with its article
AN_OUTCOME = {
    "Obstacle": N_("an Obstacle"),
    "Snag": N_("a Snag"),
    "Wound": N_("a Wound"),
    "Test": N_("a Test"),
    "Failure": N_("a Failure"),
    "Turn": N_("a Turn"),
    "Narrative Moment": N_("a Narrative Moment"),
    "Quest": N_("a Quest"),
    "Ordeal": N_("an Ordeal"),
    "Twisted": N_("a Twisted Snap-Failure"),
}

OUTCOME_HELP = {
    "Obstacle": N_("the character's blunder leaves a new Obstacle, about as hard as the Snap-fire card"),
    "Snag": N_("the card becomes a Yarn card: a Snag or a Fray in the story"),
    "Wound": N_("an Unsoakable Wound for the character (or one of their Descendants)"),
    "Test": N_("a new Test of one of the character's Facets"),
    "Failure": N_("a specific failure of the thing they were trying"),
    "Turn": N_("the whole story turns aside"),
    "Narrative Moment": N_("a diverting narrative moment"),
    "Quest": N_("a (small) Quest springs from the mistake"),
    "Ordeal": N_("a new Ordeal inside this one"),
    "Twisted": N_("a Twisted failure (for bids that used Twists)"),
}


def side_word(side: str) -> str:
    """``"Flowing"`` or ``"Ebbing"`` in the reader's language."""
    return _(SIDE_WORDS.get(side, side))


def outcome_word(outcome: str) -> str:
    return _outcome_words().get(outcome, outcome)


def an_outcome(outcome: str) -> str:
    return _(AN_OUTCOME.get(outcome, outcome))


def outcome_help(outcome: str) -> str:
    return _(OUTCOME_HELP[outcome])


def claim_word(level: int) -> str:
    """How good a Snap is: ``"same suit"``, ``"same colour"``, ``"same pips"``."""
    return _(CLAIM_WORDS[level])


CAUSE_WORDS = {
    MISCALL: N_("called Snap on the {card} with no card of the same pips"),
    LATE_CALL: N_("called Snap after the winning bid"),
    LOST: N_("lost the {card} to {name}'s late Snap"),
    FAILED: N_("failed their bid or their Umbrals"),
}


def cause_text(state: State, cause: Cause, translate: Callable[[str], str] = _) -> str:
    """Why a character suffers a Snap-Failure, as what they did
    (``"called Snap after the winning bid"``): the rest of a sentence that
    begins with the character's name. ``translate`` is ``N_`` for the words
    the bot writes into a move, which stay English (a record is the same in
    every language)."""
    kind = cause[0]
    words = translate(CAUSE_WORDS.get(kind, CAUSE_WORDS[FAILED]))
    if kind == MISCALL:
        return words.format(card=card(cause[1]).short)
    if kind == LOST:
        return words.format(card=card(cause[1]).short, name=state.chars[cause[2]].name)
    return words


def note_text(state: State, note: Note) -> str:
    """One sentence of the Phase-by-Phase story."""
    kind = note[0]
    if kind == TURNED:
        return _("The {card} was turned.").format(card=card(note[1]).name)
    if kind == UNCLAIMED:
        return _("Nobody claimed it, and everyone snatched a Half Action.")
    if kind == BOUGHT:
        return _("{name} paid {amount} Sway for it and took the Full Action.").format(
            name=state.chars[note[1]].name, amount=note[2])
    if kind == SNAPPED:
        name, with_card, loser = state.chars[note[1]].name, card(note[2]).name, note[3]
        if loser >= 0:
            return _("{name} snapped it up with the {card} from {loser}.").format(
                name=name, card=with_card, loser=state.chars[loser].name)
        return _("{name} snapped it up with the {card}.").format(name=name, card=with_card)
    if kind == SETTLED:
        _kind, ch, cause, outcome, text = note
        name = state.chars[ch].name
        what = dict(name=name, cause=cause_text(state, cause), an_outcome=an_outcome(outcome),
                    outcome=outcome_word(outcome), text=reading_words(state, ch, cause, text))
        if text:
            return _("{name} {cause}; it became {an_outcome}: {text}").format(**what)
        return _("{name} {cause}; it became {an_outcome}.").format(**what)
    return ""


def end_text(state: State) -> str:
    """Why the Ordeal ended (``"the referee ended it"``)."""
    if state.end_reason == ALL_PHASES:
        return ngettext("the only Phase was played", "all {count} Phases were played",
                        state.max_phases).format(count=state.max_phases)
    if state.end_reason == NO_CARD:
        return _("no card was left to turn")
    if state.end_reason == REFEREE_ENDED:
        return _("the referee ended it")
    return ""



# What the bot writes when it reads a Snap-Failure for the referee: in English
# in its move (so a record is the same in any language), shown in the reader's.
BOT_READING = N_("{name} {cause}; the moment turns against them.")


def bot_reading(state: State, ch: int, cause: Cause, translate: Callable[[str], str] = _) -> str:
    """The bot's reading of character ``ch``'s Snap-Failure (``translate``
    ``N_``: the English the bot writes into its move)."""
    return translate(BOT_READING).format(name=state.chars[ch].name, cause=cause_text(state, cause, translate))


# The worked example's Snap-Failures (example.FAILURES), kept here, where they are read.
EXAMPLE_FAILURES = (
    N_("Ash lunges for the falling lantern, misses, and burns her hand on the hot glass."),
    N_("The gate Cal was about to slip through slams shut: now it takes two to force it open."),
)


def reading_words(state: State, ch: int, cause: Cause, text: str) -> str:
    """What the referee wrote a Snap-Failure means, as shown: a person's own
    words as they are; the bot's words and the worked example's (written in
    English, so a record is the same in any language) in the reader's language."""
    if not text:
        return text
    if text in EXAMPLE_FAILURES:
        return _(text)
    if text == bot_reading(state, ch, cause, N_):
        return bot_reading(state, ch, cause)
    return text
