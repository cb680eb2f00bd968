"""What the table asks of the model layer (the session answers).

Drags ask three questions, as KDE's card scene does: may this card be
picked up, where may it go, and what happens when it is dropped there. A
double-click asks what the piece's default move does, a right-click which
moves it offers. The answers come from the engine's legal actions. What
becomes of a piece let go (or double-clicked) is a :class:`Landing`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class Landing:
    """What becomes of a piece the hand let go: it ``stays`` (a move was
    made; the next view puts it where the move took it), or it goes back
    to its place — quietly, or saying ``reason`` beside it."""

    stays: bool = False
    reason: str = ""


MOVED = Landing(stays=True)  # the move was made
BACK = Landing()  # put back, nothing to say (cancelled; or a question is being asked)


def refused(reason: str) -> Landing:
    """Put back, saying why."""
    return Landing(reason=reason)


class TableController(Protocol):
    def drag_sources(self) -> set[str]: ...
    def can_drag(self, zone: str, card: str | None) -> bool: ...
    def drag_targets(self, zone: str, card: str | None) -> set[str]: ...
    def drop(self, zone: str, card: str | None, target: str) -> Landing: ...
    def activate(self, zone: str, card: str | None) -> Landing: ...
    def context_actions(self, zone: str, card: str | None) -> list[tuple[str, object]]: ...
