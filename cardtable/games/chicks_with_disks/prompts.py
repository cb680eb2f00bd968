"""Storytelling prompts for Chicks With Disks, in our own words.

Every trigger of the source shows a :class:`Prompt` coloured by the theme of
the suit that matters at that moment (the room's suit, or the character's
Superhuman suit where no room is involved).
"""

from __future__ import annotations

from cardtable.engine.cards import SUIT_NAMES
from cardtable.engine.protocol import Prompt

# What each suit stands for in a character...
CHARACTER_THEME = {
    "S": "violence — brutal, merciless, over-the-top force",
    "H": "passion — love, desire, seduction and every strong feeling",
    "C": "grit — willpower, stamina, pushing through pain and bad odds",
    "D": "brains — planning, cunning, organisation and trained skill",
}
SHORT_THEME = {"S": "violence", "H": "passion", "C": "grit", "D": "brains"}

# ...and what it means when a room turns up in that suit.
ROOM_THEME = {
    "S": "savage opponents waiting to hurt someone",
    "H": "men — guards, lovers, fools or masterminds",
    "C": "a brutal physical ordeal: heat, heights, pain, exhaustion",
    "D": "technology: locks, cameras, servers, lasers, machines",
}

# The room themes in a word or two, for prompts that name the room's kind.
ROOM_SHORT = {"S": "vicious opponents", "H": "men", "C": "physical ordeals", "D": "technology"}
# What sort of old meeting a room of each suit suggests for an Upper Hand.
ENCOUNTER = {"S": "a trouncing", "H": "a seduction", "C": "a test of endurance", "D": "an outwitting"}

COLOUR = {"S": "#8b1e1e", "H": "#ad1457", "C": "#2e6b30", "D": "#1f5fa8"}

LEVEL_NAMES = {3: "Superhuman", 2: "Motif", 1: "Neutral", 0: "Bane"}


def _suit(suit: str) -> str:
    return SUIT_NAMES[suit]


def entry(seat: int, name: str, suit: str) -> Prompt:
    return Prompt("entry", f"{name} is in. How did she get into the complex? "
                  f"(The first room is {_suit(suit)}: {ROOM_THEME[suit]}.)", seat, COLOUR[suit])


def room(seat: int, name: str, suit: str, card_short: str) -> Prompt:
    return Prompt("room", f"A new room opens up ({card_short}): {ROOM_THEME[suit]}. "
                  f"{name}, what is in there?", seat, COLOUR[suit])


def link(seat: int, name: str, a_short: str, b_short: str, suit: str) -> Prompt:
    return Prompt("link", f"{name} goes from the {a_short} room straight to the {b_short} room, "
                  f"far across the complex. What joins them — a shaft, a tunnel, a lift, a portal?",
                  seat, COLOUR[suit])


def _approach(level: int, suit: str) -> str:
    if level == 3:
        return "She meets it with her Superhuman power."
    if level == 2:
        return "One of her Motifs comes into play here."
    if level == 0:
        return "This is exactly her Bane — what makes it so hard for her?"
    return "It is not her kind of problem; she has to try something unusual."


def raid_before(seat: int, name: str, suit: str, level: int) -> Prompt:
    return Prompt("raid-before", f"{name} takes on the room ({ROOM_THEME[suit]}). "
                  f"{_approach(level, suit)} How does she go about it?", seat, COLOUR[suit])


def raid_won(seat: int, name: str, suit: str) -> Prompt:
    return Prompt("raid-won", f"{name} beats the room. Tell how her plan pays off.", seat, COLOUR[suit])


def raid_lost(seat: int, name: str, suit: str) -> Prompt:
    return Prompt("raid-lost", f"The room stops {name}. Is she hurt, fooled, lost, shaken, "
                  f"doubting herself?", seat, COLOUR[suit])


def mission_point(seat: int, name: str, suit: str) -> Prompt:
    return Prompt("mission-point", f"{name} finds something that brings the Disk closer: "
                  f"a pass code, a keycard, a floor plan, a guard's secret... What is it?",
                  seat, COLOUR[suit])


def upper_hand_gained(seat: int, name: str, over: str, suit: str) -> Prompt:
    return Prompt("upper-hand-gained", f"{name} proves herself against {over} here. "
                  f"How will {over} hear about it?", seat, COLOUR[suit])


def duel_before(seat: int, name: str, other: str, suit: str, level: int) -> Prompt:
    if level == 3:
        how = "This room plays right into her strengths."
    elif level == 0:
        how = "This room is her Bane and works against her."
    else:
        how = "How does the room shape the fight?"
    return Prompt("duel-before", f"{name} squares up to {other} in a room of "
                  f"{ROOM_SHORT[suit]} ({ROOM_THEME[suit]}). {how}", seat, COLOUR[suit])


def upper_hand(seat: int, name: str, other: str, suit: str) -> Prompt:
    return Prompt("upper-hand", f"{name} and {other} have crossed paths before. Which old meeting "
                  f"gives {name} the edge now? (This room of {ROOM_SHORT[suit]} suggests "
                  f"{ENCOUNTER[suit]}.)", seat, COLOUR[suit])


def duel_won(seat: int, name: str, suit: str, took_disk: bool) -> Prompt:
    disk = " How does she get the Disk off her rival?" if took_disk else ""
    return Prompt("duel-won", f"{name} wins the duel and grows stronger in "
                  f"{SHORT_THEME[suit]}. What changes in her?{disk}", seat, COLOUR[suit])


def duel_lost(seat: int, name: str, suit: str) -> Prompt:
    return Prompt("duel-lost", f"{name} loses the duel and her {SHORT_THEME[suit]} suffers. "
                  f"What setback does she take away from it?", seat, COLOUR[suit])


def win(seat: int, name: str, suit: str) -> Prompt:
    return Prompt("win", f"{name} holds the Disk at the heart of the complex. How does she get out, "
                  f"and what is left of the place behind her?", seat, COLOUR[suit])


def epilogue(seat: int, name: str, suit: str) -> Prompt:
    return Prompt("epilogue", f"{name} did not get the Disk. What became of her while the winner "
                  f"got away, or afterwards? (Optional.)", seat, COLOUR[suit])


def epilogue_winner(seat: int, name: str, suit: str) -> Prompt:
    return Prompt("epilogue-winner", f"Last word to {name}: what does winning the Disk change, "
                  f"for her and for the world?", seat, COLOUR[suit])
