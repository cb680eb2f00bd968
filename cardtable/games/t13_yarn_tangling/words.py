"""The Yarn-Tangling Ordeal's words for what its state keeps as ids: how a
round was won, why a pool became a Psych Attack, the story's round notes and
why the Ordeal ended, each in the reader's language when read."""

from __future__ import annotations

from cardtable.engine.i18n import N_, _
from cardtable.games.t13_common.cardtext import suit_name

from .state import (ALL_SUITS, BLITZ_WIN, LAST_STANDING, LOST_KNOCK, NO_BLIND, NO_PAYER, ONE_PAYER, TORN, WON,
                    PsychAttack, State)

HOW_WORDS = {BLITZ_WIN: N_("Blitz"), LAST_STANDING: N_("last standing")}


def how_word(how: str) -> str:
    """How a round was won: ``"Blitz"`` or ``"last standing"``."""
    return _(HOW_WORDS.get(how, how))


def knocked_out_why(state: State, reason: str, by: int | None) -> str:
    """What a knocked-out Yarn-Teller did (``"lost the Knock-Out to Ann"``):
    the rest of a sentence that begins with their name."""
    if reason == NO_BLIND:
        return _("could not pay the blind")
    if reason == LOST_KNOCK and by is not None:
        return _("lost the Knock-Out to {name}").format(name=state.names[by])
    return _("went Bust")


def attack_why(state: State, attack: PsychAttack) -> str:
    return knocked_out_why(state, attack.reason, attack.by)


def round_note(state: State, note: tuple) -> str:
    """A finished round in one sentence, for the story."""
    if note[0] == TORN:
        return _("Round {round} tore itself apart: nobody was left standing.").format(round=note[1])
    if note[0] == WON:
        _kind, round_no, seat, suit, how, counted = note
        values = dict(round=round_no, name=state.names[seat], suit=suit_name(suit), how=how_word(how))
        if counted:
            return _("Round {round}: {name} won {suit} by {how}.").format(**values)
        return _("Round {round}: {name} won {suit} by {how} (a suit they already held).").format(**values)
    return ""


def end_text(state: State) -> str:
    """Why the Ordeal ended (``"Ann won all four suits"``)."""
    reason = state.end_reason
    if reason == ALL_SUITS and state.winners:
        return _("{name} won all four suits").format(name=state.names[state.winners[0]])
    if reason == ONE_PAYER and state.winners:
        return _("only {name} can still pay a blind").format(name=state.names[state.winners[0]])
    if reason == NO_PAYER:
        return _("nobody can pay a blind")
    return ""


# The worked example's proposals (example.PROPOSALS) and the bot's (bot.CLAIMS),
# kept here, where they are read.
EXAMPLE_PROPOSALS = (
    N_("Hearts: the keeper put out the lamp on purpose, and the whole coast still whispers why."),
    N_("Diamonds: the wreck gave us the sea shanty everyone knows, and every verse of it is true."),
    N_("Spades: the history books say the storm sank the ship, the storm and nothing else."),
)
BOT_CLAIMS = (
    N_("It was never an accident: {name} was there and saw who lit the fuse."),
    N_("The old king abdicated willingly, and the songs say so."),
    N_("The treaty was signed a day early, and that changed everything."),
    N_("Nobody remembers the second ship, and that is how {name} wants it."),
    N_("The statue in the square was always facing east."),
    N_("The hero of that day was a baker, not a general."),
)

def proposal_words(state: State, text: str) -> str:
    """A proposal as shown: a person's own words as they are; the bot's and
    the worked example's (written in English, so a record is the same in any
    language) in the reader's language."""
    if not text:
        return text
    if text in EXAMPLE_PROPOSALS:
        return _(text)
    for claim in BOT_CLAIMS:
        if "{name}" not in claim:
            if text == claim:
                return _(claim)
            continue
        for name in state.names:
            if text == claim.format(name=name):
                return _(claim).format(name=name)
    return text
