"""Inspiration for character sheets: original example heroines, two per
Superhuman suit, written for CardTable. Bots borrow them too."""

from __future__ import annotations

import attrs


@attrs.frozen
class Example:
    name: str
    power: str
    motifs: str
    bane: str


EXAMPLES = {
    "S": (
        Example("Vesna Kroll", "a blade-dancer who cuts through a squad before the alarm finishes ringing",
                "crows, broken mirrors, red emergency lights", "crowds of innocent bystanders"),
        Example("Mother Tallow", "a curse that rots anything she touches with bare hands",
                "candle smoke, moths, whispered names", "clean, blessed steel"),
    ),
    "H": (
        Example("Lux Amaranth", "a voice that makes any man want to help her",
                "perfume, silk gloves, love letters she never sends", "people who feel nothing"),
        Example("Dora Flint", "rage that bursts into fire when she is hurt",
                "old photographs, lullabies, burnt matches", "being ignored"),
    ),
    "C": (
        Example("Patch Mulligan", "gets back up from anything, every single time",
                "duct tape, stitches, a dented thermos", "kindness she does not trust"),
        Example("Sister Yarrow", "feels no pain and never sleeps",
                "fasting, bare feet, a rosary of bullet casings", "the one person she failed"),
    ),
    "D": (
        Example("Ada Quill", "plans ten moves ahead and has a gadget for each",
                "fountain pens, blueprints, a pocket watch", "chaos nobody planned for"),
        Example("Kestrel-9", "a cybernetic brain that talks to any machine",
                "static, barcodes, perfect posture", "questions about what she really is"),
    ),
}


def example_for(suit: str, seat: int = 0) -> Example:
    options = EXAMPLES.get(suit, EXAMPLES["S"])
    return options[seat % len(options)]
