"""Storytelling prompts for Chicks With Disks, in our own words.

Every trigger of the source shows a :class:`Prompt` coloured by the theme of
the suit that matters at that moment (the room's suit, or the character's
Superhuman suit where no room is involved). The themes are marked for the
catalogue and translated where a text is written.
"""

from __future__ import annotations

from cardtable.engine.i18n import N_, _
from cardtable.engine.protocol import Prompt

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


def entry(seat: int, name: str, suit: str) -> Prompt:
    return Prompt("entry", _("{name} is in. How did she get into the complex? "
                             "(The first room is {suit}: {theme}.)").format(
                      name=name, suit=suit_name(suit), theme=_(ROOM_THEME[suit])), seat, COLOUR[suit])


def room(seat: int, name: str, suit: str, card_short: str) -> Prompt:
    return Prompt("room", _("A new room opens up ({card}): {theme}. {name}, what is in there?").format(
                      card=card_short, theme=_(ROOM_THEME[suit]), name=name), seat, COLOUR[suit])


def link(seat: int, name: str, a_short: str, b_short: str, suit: str) -> Prompt:
    return Prompt("link", _("{name} goes from the {start} room straight to the {end} room, far across the "
                            "complex. What joins them — a shaft, a tunnel, a lift, a portal?").format(
                      name=name, start=a_short, end=b_short), seat, COLOUR[suit])


def _approach(level: int) -> str:
    if level == 3:
        return _("She meets it with her Superhuman power.")
    if level == 2:
        return _("One of her Motifs comes into play here.")
    if level == 0:
        return _("This is exactly her Bane — what makes it so hard for her?")
    return _("It is not her kind of problem; she has to try something unusual.")


def raid_before(seat: int, name: str, suit: str, level: int) -> Prompt:
    return Prompt("raid-before", _("{name} takes on the room ({theme}). {approach} How does she go "
                                   "about it?").format(name=name, theme=_(ROOM_THEME[suit]),
                                                       approach=_approach(level)), seat, COLOUR[suit])


def raid_won(seat: int, name: str, suit: str) -> Prompt:
    return Prompt("raid-won", _("{name} beats the room. Tell how her plan pays off.").format(name=name),
                  seat, COLOUR[suit])


def raid_lost(seat: int, name: str, suit: str) -> Prompt:
    return Prompt("raid-lost", _("The room stops {name}. Is she hurt, fooled, lost, shaken, "
                                 "doubting herself?").format(name=name), seat, COLOUR[suit])


def mission_point(seat: int, name: str, suit: str) -> Prompt:
    return Prompt("mission-point", _("{name} finds something that brings the Disk closer: a pass code, a "
                                     "keycard, a floor plan, a guard's secret... What is it?").format(name=name),
                  seat, COLOUR[suit])


def upper_hand_gained(seat: int, name: str, over: str, suit: str) -> Prompt:
    return Prompt("upper-hand-gained", _("{name} proves herself against {rival} here. How will {rival} hear "
                                         "about it?").format(name=name, rival=over), seat, COLOUR[suit])


def duel_before(seat: int, name: str, other: str, suit: str, level: int) -> Prompt:
    if level == 3:
        how = _("This room plays right into her strengths.")
    elif level == 0:
        how = _("This room is her Bane and works against her.")
    else:
        how = _("How does the room shape the fight?")
    return Prompt("duel-before", _("{name} squares up to {rival} in a room of {kind} ({theme}). {how}").format(
                      name=name, rival=other, kind=_(ROOM_SHORT[suit]), theme=_(ROOM_THEME[suit]), how=how),
                  seat, COLOUR[suit])


def upper_hand(seat: int, name: str, other: str, suit: str) -> Prompt:
    return Prompt("upper-hand", _("{name} and {rival} have crossed paths before. Which old meeting gives "
                                  "{name} the edge now? (This room of {kind} suggests {meeting}.)").format(
                      name=name, rival=other, kind=_(ROOM_SHORT[suit]), meeting=_(ENCOUNTER[suit])),
                  seat, COLOUR[suit])


def duel_won(seat: int, name: str, suit: str, took_disk: bool) -> Prompt:
    if took_disk:
        text = _("{name} wins the duel and grows stronger in {theme}. What changes in her? How does she "
                 "get the Disk off her rival?")
    else:
        text = _("{name} wins the duel and grows stronger in {theme}. What changes in her?")
    return Prompt("duel-won", text.format(name=name, theme=_(SHORT_THEME[suit])), seat, COLOUR[suit])


def duel_lost(seat: int, name: str, suit: str) -> Prompt:
    return Prompt("duel-lost", _("{name} loses the duel and her {theme} suffers. What setback does she "
                                 "take away from it?").format(name=name, theme=_(SHORT_THEME[suit])),
                  seat, COLOUR[suit])


def win(seat: int, name: str, suit: str) -> Prompt:
    return Prompt("win", _("{name} holds the Disk at the heart of the complex. How does she get out, and what "
                           "is left of the place behind her?").format(name=name), seat, COLOUR[suit])


def epilogue(seat: int, name: str, suit: str) -> Prompt:
    return Prompt("epilogue", _("{name} did not get the Disk. What became of her while the winner got away, "
                                "or afterwards? (Optional.)").format(name=name), seat, COLOUR[suit])


def epilogue_winner(seat: int, name: str, suit: str) -> Prompt:
    return Prompt("epilogue-winner", _("Last word to {name}: what does winning the Disk change, for her and "
                                       "for the world?").format(name=name), seat, COLOUR[suit])
