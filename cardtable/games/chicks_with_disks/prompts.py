"""Storytelling prompts for Chicks With Disks, in our own words.

Every trigger of the source shows a :class:`Prompt` coloured by the theme of
the suit that matters at that moment (the room's suit, or the character's
Superhuman suit where no room is involved). The themes are marked for the
catalogue and translated where a text is written. A prompt's words are said
when first read (engine Prompt), from the state it was handed: a bot's
playout never reads them.
"""

from __future__ import annotations

from cardtable.engine.cards import card
from cardtable.engine.i18n import N_, _
from cardtable.engine.protocol import Prompt

from .state import State, hero, level, suit_of
from .words import suit_name

# What each suit stands for in a character...
CHARACTER_THEME = {
    "S": N_("violence — brutal, merciless, over-the-top force"),
    "H": N_("passion — love, desire, seduction and every strong feeling"),
    "C": N_("grit — willpower, stamina, pushing through pain and bad odds"),
    "D": N_("brains — planning, cunning, organisation and trained skill"),
}
SHORT_THEME = {"S": N_("violence"), "H": N_("passion"), "C": N_("grit"), "D": N_("brains")}

# ...and what it means when a room turns up in that suit.
ROOM_THEME = {
    "S": N_("savage opponents waiting to hurt someone"),
    "H": N_("men — guards, lovers, fools or masterminds"),
    "C": N_("a brutal physical ordeal: heat, heights, pain, exhaustion"),
    "D": N_("technology: locks, cameras, servers, lasers, machines"),
}

# The room themes in a word or two, for prompts that name the room's kind.
ROOM_SHORT = {"S": N_("vicious opponents"), "H": N_("men"), "C": N_("physical ordeals"), "D": N_("technology")}
# What sort of old meeting a room of each suit suggests for an Upper Hand.
ENCOUNTER = {"S": N_("a trouncing"), "H": N_("a seduction"), "C": N_("a test of endurance"),
             "D": N_("an outwitting")}

COLOUR = {"S": "#8b1e1e", "H": "#ad1457", "C": "#2e6b30", "D": "#1f5fa8"}


def entry(state: State, seat: int, suit: str) -> Prompt:
    return Prompt("entry", lambda: _("{name} is in. How did she get into the complex? "
                                     "(The first room is {suit}: {theme}.)").format(
                      name=hero(state, seat), suit=suit_name(suit), theme=_(ROOM_THEME[suit])), seat, COLOUR[suit])


def room(state: State, seat: int, c: str) -> Prompt:
    """The prompt for the room of card ``c`` turned face up."""
    suit = suit_of(c)
    return Prompt("room", lambda: _("A new room opens up ({card}): {theme}. {name}, what is in there?").format(
                      card=card(c).short, theme=_(ROOM_THEME[suit]), name=hero(state, seat)), seat, COLOUR[suit])


def link(state: State, seat: int, a: str, b: str) -> Prompt:
    """The prompt for a first use of the link from card ``a`` to card ``b``."""
    return Prompt("link", lambda: _("{name} goes from the {start} room straight to the {end} room, far across the "
                                    "complex. What joins them — a shaft, a tunnel, a lift, a portal?").format(
                      name=hero(state, seat), start=card(a).short, end=card(b).short), seat, COLOUR[suit_of(b)])


def _approach(lv: int) -> str:
    if lv == 3:
        return _("She meets it with her Superhuman power.")
    if lv == 2:
        return _("One of her Motifs comes into play here.")
    if lv == 0:
        return _("This is exactly her Bane — what makes it so hard for her?")
    return _("It is not her kind of problem; she has to try something unusual.")


def raid_before(state: State, seat: int, suit: str) -> Prompt:
    return Prompt("raid-before", lambda: _("{name} takes on the room ({theme}). {approach} How does she go "
                                           "about it?").format(name=hero(state, seat), theme=_(ROOM_THEME[suit]),
                                                               approach=_approach(level(state, seat, suit))),
                  seat, COLOUR[suit])


def raid_won(state: State, seat: int, suit: str) -> Prompt:
    return Prompt("raid-won", lambda: _("{name} beats the room. Tell how her plan pays off.").format(
                      name=hero(state, seat)), seat, COLOUR[suit])


def raid_lost(state: State, seat: int, suit: str) -> Prompt:
    return Prompt("raid-lost", lambda: _("The room stops {name}. Is she hurt, fooled, lost, shaken, "
                                         "doubting herself?").format(name=hero(state, seat)), seat, COLOUR[suit])


def mission_point(state: State, seat: int, suit: str) -> Prompt:
    return Prompt("mission-point", lambda: _("{name} finds something that brings the Disk closer: a pass code, a "
                                             "keycard, a floor plan, a guard's secret... What is it?").format(
                      name=hero(state, seat)), seat, COLOUR[suit])


def upper_hand_gained(state: State, seat: int, over: int, suit: str) -> Prompt:
    return Prompt("upper-hand-gained", lambda: _("{name} proves herself against {rival} here. How will {rival} "
                                                 "hear about it?").format(name=hero(state, seat),
                                                                          rival=hero(state, over)),
                  seat, COLOUR[suit])


def duel_before(state: State, seat: int, other: int, suit: str) -> Prompt:
    def said() -> str:
        lv = level(state, seat, suit)
        if lv == 3:
            how = _("This room plays right into her strengths.")
        elif lv == 0:
            how = _("This room is her Bane and works against her.")
        else:
            how = _("How does the room shape the fight?")
        return _("{name} squares up to {rival} in a room of {kind} ({theme}). {how}").format(
            name=hero(state, seat), rival=hero(state, other), kind=_(ROOM_SHORT[suit]), theme=_(ROOM_THEME[suit]),
            how=how)

    return Prompt("duel-before", said, seat, COLOUR[suit])


def upper_hand(state: State, seat: int, other: int, suit: str) -> Prompt:
    return Prompt("upper-hand", lambda: _("{name} and {rival} have crossed paths before. Which old meeting gives "
                                          "{name} the edge now? (This room of {kind} suggests {meeting}.)").format(
                      name=hero(state, seat), rival=hero(state, other), kind=_(ROOM_SHORT[suit]),
                      meeting=_(ENCOUNTER[suit])),
                  seat, COLOUR[suit])


def duel_won(state: State, seat: int, suit: str, took_disk: bool) -> Prompt:
    def said() -> str:
        if took_disk:
            text = _("{name} wins the duel and grows stronger in {theme}. What changes in her? How does she "
                     "get the Disk off her rival?")
        else:
            text = _("{name} wins the duel and grows stronger in {theme}. What changes in her?")
        return text.format(name=hero(state, seat), theme=_(SHORT_THEME[suit]))

    return Prompt("duel-won", said, seat, COLOUR[suit])


def duel_lost(state: State, seat: int, suit: str) -> Prompt:
    return Prompt("duel-lost", lambda: _("{name} loses the duel and her {theme} suffers. What setback does she "
                                         "take away from it?").format(name=hero(state, seat),
                                                                      theme=_(SHORT_THEME[suit])),
                  seat, COLOUR[suit])


def win(state: State, seat: int, suit: str) -> Prompt:
    return Prompt("win", lambda: _("{name} holds the Disk at the heart of the complex. How does she get out, and "
                                   "what is left of the place behind her?").format(name=hero(state, seat)),
                  seat, COLOUR[suit])


def epilogue(state: State, seat: int, suit: str) -> Prompt:
    return Prompt("epilogue", lambda: _("{name} did not get the Disk. What became of her while the winner got "
                                        "away, or afterwards? (Optional.)").format(name=hero(state, seat)),
                  seat, COLOUR[suit])


def epilogue_winner(state: State, seat: int, suit: str) -> Prompt:
    return Prompt("epilogue-winner", lambda: _("Last word to {name}: what does winning the Disk change, for her "
                                               "and for the world?").format(name=hero(state, seat)),
                  seat, COLOUR[suit])
