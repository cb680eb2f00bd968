"""A tiny seeded random generator whose whole state is one integer.

Game states are frozen values, so the generator is a frozen value too: every
call returns the result *and* the next generator. SplitMix64 is used because
it is fast in pure Python, has a one-integer state that serialises trivially,
and gives the same numbers on every platform and Python version.
"""

from __future__ import annotations

from typing import Sequence, TypeVar

import attrs

T = TypeVar("T")
_MASK = (1 << 64) - 1


@attrs.frozen
class Rng:
    state: int = attrs.field(converter=lambda v: int(v) & _MASK)

    @classmethod
    def from_seed(cls, seed: int) -> "Rng":
        return cls(int(seed) * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019)

    def next64(self) -> tuple[int, "Rng"]:
        s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31), Rng(s)

    def below(self, n: int) -> tuple[int, "Rng"]:
        """A uniform integer in ``range(n)`` (n >= 1)."""
        if n < 1:
            raise ValueError("below() needs n >= 1")
        value, rng = self.next64()
        return value % n, rng  # bias < n / 2**64: irrelevant for card games

    def shuffle(self, items: Sequence[T]) -> tuple[tuple[T, ...], "Rng"]:
        """Fisher–Yates shuffle; returns the shuffled tuple and the next rng."""
        out = list(items)
        s = self.state
        for i in range(len(out) - 1, 0, -1):
            s = (s + 0x9E3779B97F4A7C15) & _MASK
            z = s
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = (z ^ (z >> 31)) % (i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out), Rng(s)
