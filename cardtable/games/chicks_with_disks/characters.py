"""Inspiration for character sheets: original example heroines, two per
Superhuman suit, written for CardTable. Bots borrow them too.

The heroines' names are names and stay as they are; their other words are
marked for the catalogue. A bot writes them on its sheet in English (the
record stays the same in any language) and a sheet shows them in the
reader's language (``words.sheet_words``)."""

from __future__ import annotations

import attrs

from cardtable.engine.i18n import N_


@attrs.frozen
class Example:
    name: str
    power: str
    motifs: str
    bane: str


EXAMPLES = {
    "S": (
        Example("Vesna Kroll", N_("a blade-dancer who cuts through a squad before the alarm finishes ringing"),
                N_("crows, broken mirrors, red emergency lights"), N_("crowds of innocent bystanders")),
        Example("Mother Tallow", N_("a curse that rots anything she touches with bare hands"),
                N_("candle smoke, moths, whispered names"), N_("clean, blessed steel")),
    ),
    "H": (
        Example("Lux Amaranth", N_("a voice that makes any man want to help her"),
                N_("perfume, silk gloves, love letters she never sends"), N_("people who feel nothing")),
        Example("Dora Flint", N_("rage that bursts into fire when she is hurt"),
                N_("old photographs, lullabies, burnt matches"), N_("being ignored")),
    ),
    "C": (
        Example("Patch Mulligan", N_("gets back up from anything, every single time"),
                N_("duct tape, stitches, a dented thermos"), N_("kindness she does not trust")),
        Example("Sister Yarrow", N_("feels no pain and never sleeps"),
                N_("fasting, bare feet, a rosary of bullet casings"), N_("the one person she failed")),
    ),
    "D": (
        Example("Ada Quill", N_("plans ten moves ahead and has a gadget for each"),
                N_("fountain pens, blueprints, a pocket watch"), N_("chaos nobody planned for")),
        Example("Kestrel-9", N_("a cybernetic brain that talks to any machine"),
                N_("static, barcodes, perfect posture"), N_("questions about what she really is")),
    ),
}


def example_for(suit: str, seat: int = 0) -> Example:
    options = EXAMPLES.get(suit, EXAMPLES["S"])
    return options[seat % len(options)]


# Every example word a sheet may hold, to show it in the reader's language.
EXAMPLE_WORDS = frozenset(text for pair in EXAMPLES.values() for ex in pair
                          for text in (ex.power, ex.motifs, ex.bane))
