"""How the table looks: the player's preferences, as a frozen value."""

from __future__ import annotations

import attrs

CARD_BACKS = {
    "blue": ("#1f4e8c", "#9fc3ef"),
    "red": ("#8c1f2b", "#efa3ab"),
    "green": ("#1e6b3a", "#a6e3b8"),
    "purple": ("#4b2a7b", "#c9b3ee"),
}
TABLE_COLOURS = {
    "felt green": "#2e6b46",
    "ocean blue": "#245a7a",
    "wine red": "#6e2a35",
    "slate grey": "#4a5056",
    "wood brown": "#6b4a2e",
}
# Colour-blind friendly four-colour deck (spades black, hearts red,
# diamonds blue, clubs green), as used by many online card rooms.
FOUR_COLOURS = {"S": "#1b1b1b", "H": "#c62828", "D": "#1565c0", "C": "#2e7d32"}
TWO_COLOURS = {"S": "#1b1b1b", "H": "#c62828", "D": "#c62828", "C": "#1b1b1b"}
ANIMATION_SPEEDS = {"off": 0, "fast": 120, "normal": 220, "slow": 400}


@attrs.frozen(cache_hash=True)
class TableStyle:
    card_back: str = attrs.field(default="blue", validator=attrs.validators.in_(CARD_BACKS))
    table_colour: str = attrs.field(default="felt green", validator=attrs.validators.in_(TABLE_COLOURS))
    four_colour: bool = False
    animation: str = attrs.field(default="normal", validator=attrs.validators.in_(ANIMATION_SPEEDS))

    @property
    def animation_ms(self) -> int:
        return ANIMATION_SPEEDS[self.animation]

    @property
    def table_rgb(self) -> str:
        return TABLE_COLOURS[self.table_colour]

    @property
    def back_colours(self) -> tuple[str, str]:
        return CARD_BACKS[self.card_back]

    def suit_colour(self, suit: str) -> str:
        return (FOUR_COLOURS if self.four_colour else TWO_COLOURS).get(suit, "#1b1b1b")
