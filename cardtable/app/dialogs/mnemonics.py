"""Give labels keyboard mnemonics (Alt+letter) without clashes."""

from __future__ import annotations

import re

_MARKED = re.compile(r"&(?!&)(\w)")


def mnemonic_letters(*texts: str) -> str:
    """The letters ``texts`` mark as mnemonics ("&Game", "See&d" -> "gd"),
    lower-case: whatever language the labels were translated into."""
    return "".join(m.group(1).lower() for text in texts for m in _MARKED.finditer(text.replace("&&", "")))


class Mnemonics:
    """Hands out unused letters: ``Mnemonics("pr").label("Lives")`` → ``"&Lives"``."""

    def __init__(self, taken: str = "") -> None:
        self.taken = set(taken.lower())

    def label(self, text: str) -> str:
        plain = text.replace("&", "&&")
        # Prefer the first letter of a word, then any letter.
        starts = [i for i, ch in enumerate(text) if ch.isalnum() and (i == 0 or not text[i - 1].isalnum())]
        others = [i for i, ch in enumerate(text) if ch.isalnum() and i not in starts]
        for i in starts + others:
            ch = text[i].lower()
            if ch not in self.taken:
                self.taken.add(ch)
                return text[:i].replace("&", "&&") + "&" + text[i:].replace("&", "&&")
        return plain
