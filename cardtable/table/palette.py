"""The named colours and speeds the preferences offer, as plain data (no attrs,
no Qt), so the window can use them before anything else is imported.

The keys are what the settings keep (never translated); the ``*_NAMES``
dicts hold the words a person reads for each, in English, marked for the
catalogue: show them with ``tr(BOT_SPEED_NAMES[key])``.
"""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """Mark ``text`` for the catalogue (context ``""``, as a bare ``tr()``) and
    keep it in English: it is translated with ``tr(text)`` where it is shown
    (Qt's own marker without importing Qt)."""
    return text


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
# how long bots wait before each move, as a factor of the app's usual pause;
# None: they wait for the player to press "Next move"
BOT_SPEEDS: dict[str, float | None] = {"fast": 0.35, "normal": 1.0, "slow": 2.5, "wait": None}
BOT_SPEED_NAMES = {
    "fast": QT_TRANSLATE_NOOP("", "Fast"),
    "normal": QT_TRANSLATE_NOOP("", "Normal"),
    "slow": QT_TRANSLATE_NOOP("", "Slow"),
    "wait": QT_TRANSLATE_NOOP("", "Wait for me (a Next move button)"),
}
# the words shown for each card back, table colour and animation speed
CARD_BACK_NAMES = {
    "blue": QT_TRANSLATE_NOOP("", "Blue"),
    "red": QT_TRANSLATE_NOOP("", "Red"),
    "green": QT_TRANSLATE_NOOP("", "Green"),
    "purple": QT_TRANSLATE_NOOP("", "Purple"),
}
TABLE_COLOUR_NAMES = {
    "felt green": QT_TRANSLATE_NOOP("", "Felt green"),
    "ocean blue": QT_TRANSLATE_NOOP("", "Ocean blue"),
    "wine red": QT_TRANSLATE_NOOP("", "Wine red"),
    "slate grey": QT_TRANSLATE_NOOP("", "Slate grey"),
    "wood brown": QT_TRANSLATE_NOOP("", "Wood brown"),
}
ANIMATION_SPEED_NAMES = {
    "off": QT_TRANSLATE_NOOP("", "Off"),
    "fast": QT_TRANSLATE_NOOP("", "Fast"),
    "normal": QT_TRANSLATE_NOOP("", "Normal"),
    "slow": QT_TRANSLATE_NOOP("", "Slow"),
}
DEFAULT_TABLE_COLOUR = "felt green"  # i18n: not shown (a key the settings keep; TABLE_COLOUR_NAMES has its words)
TABLE_COLOUR_KEY = "style/table_colour"  # where the preferences keep the colour's name


def table_rgb(name: object) -> str:
    """The colour of a table colour name, the default's for anything else."""
    return TABLE_COLOURS.get(name if isinstance(name, str) else "", TABLE_COLOURS[DEFAULT_TABLE_COLOUR])
