"""Small bounded memos for pure functions on hot paths.

A :class:`Memo` is a plain dictionary (looking up is the dictionary's own
``get``) that starts afresh when it is full. The answers a hot path reuses
are the recent ones (a trick's alley, a grid between flips, the views of the
latest states), and forgetting everything at once is cheaper than keeping
track of age.
"""

from __future__ import annotations

from typing import Any, TypeVar

V = TypeVar("V")


class Memo(dict):
    """A dictionary of at most :attr:`size` remembered answers."""

    __slots__ = ("size",)

    def __init__(self, size: int) -> None:
        super().__init__()
        self.size = size

    def keep(self, key: Any, value: V) -> V:
        """Remember ``value`` under ``key`` (forgetting every earlier answer
        first when full) and return it."""
        if len(self) >= self.size:
            self.clear()
        self[key] = value
        return value
