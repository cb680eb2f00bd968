"""What the table asks of the model layer (the session answers).

Drags ask three questions, as KDE's card scene does: may this card be
picked up, where may it go, and what happens when it is dropped there. A
double-click asks what the piece's default move does, a right-click which
moves it offers. The answers come from the engine's legal actions; a
returned string is a refusal, in words for the player.
"""

from __future__ import annotations

from typing import Protocol


class TableController(Protocol):
    def drag_sources(self) -> set[str]: ...
    def can_drag(self, zone: str, card: str | None) -> bool: ...
    def drag_targets(self, zone: str, card: str | None) -> set[str]: ...
    def drop(self, zone: str, card: str | None, target: str) -> str | None: ...
    def activate(self, zone: str, card: str | None) -> str | None: ...
    def context_actions(self, zone: str, card: str | None) -> list[tuple[str, object]]: ...
