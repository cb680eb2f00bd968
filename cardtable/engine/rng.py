"""A tiny seeded random generator whose whole state is two integers.

Game states are frozen values, so the generator is a frozen value too: every
call returns the result *and* the next generator. SplitMix64 is used because
it is fast in pure Python, has a small integer state that serialises
trivially, and gives the same numbers on every platform and Python version.

A seed is any whole number from :data:`SEED_MIN` to ``SEED_STOP - 1``: the
seeds a saved game may carry (engine/record_checks.py checks them, the command
line takes exactly these). Every bit of it counts. The seeds of older saves,
``-2**63 <= seed < 2**64``, give the very games they always gave: their
generator is plain SplitMix64 (``key`` 0). A larger seed's bits above the
lowest 64 become a ``key``, never 0, that every number drawn is mixed with;
no two seeds from 0 to ``SEED_STOP - 1`` give the same generator.

A game that no one chose a seed for gets :func:`fresh_seed`: 128 bits from
:mod:`secrets`, too many to try one by one (all 2**31 seeds of old were tried
in minutes, and one seat's hand told every other card). The seed is the
whole deal, so it is never shown where the table can see it.
"""

from __future__ import annotations

import hashlib
import secrets
from typing import Sequence, TypeVar

import attrs

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
SEED_BITS = 128  # what fresh_seed() draws
SEED_MIN = -(1 << 63)  # the seeds a saved game may carry: SEED_MIN <= seed < SEED_STOP
SEED_STOP = 1 << SEED_BITS
_OLD_STOP = 1 << 64  # seeds below this (and from SEED_MIN) are read as they always were


def fresh_seed() -> int:
    """A new game's seed that no one can read or guess: 128 random bits from
    :mod:`secrets` (the window's new games, a Rematch and ``cardtable host``
    all draw theirs here)."""
    return secrets.randbits(SEED_BITS)


def _mix(z: int) -> int:
    """SplitMix64's output function: a bijection of 64-bit numbers (0 -> 0)."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def _key(seed: int) -> int:
    """The key of ``seed``: 0 for the seeds of older saves, else a non-zero
    64-bit number made of every bit above the lowest 64."""
    if SEED_MIN <= seed < _OLD_STOP:
        return 0
    high = seed >> 64
    if 0 < high <= _MASK:  # the rest of the seeds a save holds: one key each (_mix is a bijection)
        return _mix(high)
    # beyond what a save holds (a bot run's SEED + k past the end): every bit still counts
    digest = hashlib.blake2b(str(seed).encode("ascii"), digest_size=8).digest()
    return int.from_bytes(digest, "big") or 1


@attrs.frozen
class Rng:
    """``state`` is SplitMix64's counter; ``key`` (0 for the seeds of older
    saves) is mixed into every number drawn, so a seed's high bits matter."""

    state: int = attrs.field(converter=lambda v: int(v) & _MASK)
    key: int = attrs.field(default=0, converter=lambda v: int(v) & _MASK)

    @classmethod
    def from_seed(cls, seed: int) -> "Rng":
        seed = int(seed)
        return cls(seed * _GAMMA + 0x632BE59BD9B4E019, _key(seed))

    def next64(self) -> tuple[int, "Rng"]:
        s = (self.state + _GAMMA) & _MASK
        k = self.key
        return _mix(s ^ k) ^ k, Rng(s, k)

    def below(self, n: int) -> tuple[int, "Rng"]:
        """A uniform integer in ``range(n)`` (n >= 1)."""
        if n < 1:
            raise ValueError("below() needs n >= 1")
        value, rng = self.next64()
        return value % n, rng  # bias < n / 2**64: irrelevant for card games

    def shuffle(self, items: Sequence[T]) -> tuple[tuple[T, ...], "Rng"]:
        """Fisher–Yates shuffle; returns the shuffled tuple and the next rng."""
        out = list(items)
        s, k = self.state, self.key
        for i in range(len(out) - 1, 0, -1):
            s = (s + 0x9E3779B97F4A7C15) & _MASK
            z = s ^ k
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = ((z ^ (z >> 31)) ^ k) % (i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out), Rng(s, k)
