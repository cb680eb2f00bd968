"""How the table looks: the player's preferences, as a frozen value."""

from __future__ import annotations

import attrs

from .palette import (  # noqa: F401 (re-exported for the preferences)
    ANIMATION_SPEEDS,
    BOT_SPEEDS,
    CARD_BACKS,
    DEFAULT_TABLE_COLOUR,
    FOUR_COLOURS,
    TABLE_COLOURS,
    TWO_COLOURS,
)

# The text sizes the preferences offer, as a factor of the system's own size:
# the window's font (menus, docks, dialogs) and the table's captions follow.
TEXT_SCALES = (0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0)
MIN_TEXT_SCALE, MAX_TEXT_SCALE = TEXT_SCALES[0], TEXT_SCALES[-1]


def _text_scale(value: object) -> float:
    return round(float(value), 3)  # type: ignore[arg-type]


@attrs.frozen(cache_hash=True)
class TableStyle:
    card_back: str = attrs.field(default="blue", validator=attrs.validators.in_(CARD_BACKS))
    table_colour: str = attrs.field(default=DEFAULT_TABLE_COLOUR, validator=attrs.validators.in_(TABLE_COLOURS))
    four_colour: bool = False
    animation: str = attrs.field(default="normal", validator=attrs.validators.in_(ANIMATION_SPEEDS))
    bot_speed: str = attrs.field(default="normal", validator=attrs.validators.in_(BOT_SPEEDS))
    # the size of the text a person reads, against the usual size (1.0): the
    # app's font and the table's zone captions are drawn this much larger
    text_scale: float = attrs.field(default=1.0, converter=_text_scale, validator=[
        attrs.validators.ge(MIN_TEXT_SCALE), attrs.validators.le(MAX_TEXT_SCALE)])

    @property
    def bot_pace(self) -> float | None:
        """Bots' pause as a factor of the usual one; None: wait for a click."""
        return BOT_SPEEDS[self.bot_speed]

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
