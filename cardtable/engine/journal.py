"""The story journal: narration, answered prompts and notes, tied to actions."""

from __future__ import annotations

from typing import Any, Mapping

import attrs
from .i18n import _


@attrs.frozen
class JournalEntry:
    """One piece of the story.

    ``action_index`` is how many actions had been played when it was written
    (the entry belongs to the action just before it); ``trigger`` is the
    prompt it answers, if any.
    """

    action_index: int
    text: str
    seat: int | None = None
    trigger: str = ""
    prompt: str = ""
    time: str = ""  # ISO 8601, set by whoever records the entry

    def to_json(self) -> dict[str, Any]:
        return attrs.asdict(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "JournalEntry":
        if not isinstance(data, Mapping):
            raise ValueError(_("journal entry is not an object"))
        index = data.get("action_index")
        text = data.get("text")
        if not isinstance(index, int) or isinstance(index, bool) or index < 0:
            raise ValueError(_("journal entry has no valid action_index"))
        if not isinstance(text, str):
            raise ValueError(_("journal entry has no text"))
        seat = data.get("seat")
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)):
            raise ValueError(_("journal entry seat must be a number"))
        return cls(
            action_index=index,
            text=text,
            seat=seat,
            trigger=str(data.get("trigger", "")),
            prompt=str(data.get("prompt", "")),
            time=str(data.get("time", "")),
        )
