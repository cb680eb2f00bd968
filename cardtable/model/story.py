"""The story: open prompts, narration and the room free text has left.

A room of :class:`~cardtable.model.session.GameSession`. Storytelling
games raise prompts as they are played; players answer them (or tell the
story freely) in narration that goes into the match's journal, credited to
the seat the prompt addressed. Every piece of free text — narration, notes,
a move's words — follows the one rule of :mod:`cardtable.engine.text`:
cleaned, and refused whole when it is too long for one entry or for the
room the game's story has left.

Owns: the open prompts (``open_prompts``: the playing room tells it what
the moves raised, the undo room what they took back) and the count of
the room the story has left.
Handed: the session as a :class:`StorySession` — the match (its journal),
the seats' names, who is at the screen (:class:`Seats`), the autosave and
the signals for a refusal and a changed journal. It touches nothing else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import attrs

from cardtable.engine.protocol import Action, Prompt
from cardtable.engine.record import MAX_JOURNAL
from cardtable.engine.text import MAX_ENTRY, clean_line, clean_text, no_room, room_left, too_long
from cardtable.engine.i18n import number
from cardtable.words import tr

from .outcome import CANCELLED, MOVED, Outcome, Refused

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from cardtable.engine.match import Match

MAX_OPEN_PROMPTS = 12


@attrs.frozen
class OpenPrompt:
    """A storytelling prompt waiting for narration: raised by step ``step``,
    addressed to ``prompt.seat`` and readable only by ``private_to`` (all if
    empty), the seats that could read the event that raised it."""

    step: int
    prompt: Prompt
    private_to: frozenset[int] = frozenset()

    def visible_to(self, viewer: int | None) -> bool:
        return not self.private_to or viewer in self.private_to


class Seats(Protocol):
    """What the story asks of the hand-over."""

    viewer: int | None
    remote: frozenset[int]

    @property
    def covered(self) -> bool: ...
    @property
    def log_viewer(self) -> int | None: ...
    def eyes(self, by: int | None = None) -> int | None: ...


class StorySession(Protocol):
    """What the story is handed: these of the session's, no more."""

    match: Match
    sigJournal: SignalInstance
    sigRefused: SignalInstance

    @property
    def handover(self) -> Seats: ...
    def name(self, seat: int | None) -> str: ...
    def autosave(self) -> None: ...


class Story:
    """Prompts, narration and the room for free text (see the module's opening)."""

    def __init__(self, session: StorySession) -> None:
        self._session = session
        # prompts raised since they were last answered or dismissed, oldest first
        self.open_prompts: list[OpenPrompt] = []
        self._room_memo: tuple | None = None  # ((match, last step, step count, journal length), room)

    def raise_prompts(self, events) -> None:
        """The prompts ``events`` [(step index, event)] raise join the open ones."""
        for index, ev in events:
            if ev.prompt is not None:
                self.open_prompts.append(OpenPrompt(index, ev.prompt, frozenset(ev.private_to)))
        del self.open_prompts[:-MAX_OPEN_PROMPTS]

    def take_back_prompts(self, steps: int) -> None:
        """The moves from step ``steps`` on were taken back: so are the prompts they raised."""
        self.open_prompts = [p for p in self.open_prompts if p.step < steps]

    def prompts_for(self, viewer: int | None) -> list[OpenPrompt]:
        """The open prompts ``viewer`` may read (None: the public)."""
        return [p for p in self.open_prompts if p.visible_to(viewer)]

    def screen_prompts(self) -> list[OpenPrompt]:
        """The open prompts the screen shows: those its viewer may read,
        but not those addressed to a seat played from a phone (its phone
        has them)."""
        seats = self._session.handover
        return [p for p in self.prompts_for(seats.log_viewer) if p.prompt.seat not in seats.remote]

    def answer(self, open_prompt: OpenPrompt | None, text: str, by: int | None = None) -> Outcome:
        """Narration typed for ``open_prompt`` (or free narration for None):
        credited to the seat the prompt addresses, not whoever acts now; the
        prompt is then closed. Refused (see :meth:`narrate`): the prompt
        stays open (a refusal at the screen is signalled, ``sigRefused``)."""
        outcome = self._answer_prompt(open_prompt, text, by)
        if isinstance(outcome, Refused) and by is None:
            self._session.sigRefused.emit(outcome.reason)
        return outcome

    def _answer_prompt(self, open_prompt: OpenPrompt | None, text: str, by: int | None) -> Outcome:
        if open_prompt is None:
            return self.narrate(text, seat=by)
        addressed = open_prompt.prompt.seat
        if by is None and addressed is not None and addressed in self._session.handover.remote:
            return Refused(tr("{name} answers this on their phone.").format(name=self._session.name(addressed)))
        if not clean_text(text).strip():
            return CANCELLED  # nothing to tell (only spaces or invisible characters): the prompt stays open
        refusal = self.narration_refusal(text)
        if refusal:
            return Refused(refusal)
        self.dismiss(open_prompt, quiet=True)
        seat = open_prompt.prompt.seat if open_prompt.prompt.seat is not None else self._session.handover.eyes(by)
        # the prompt is kept by its trigger, never its words (they are the
        # reader's language; a save holds none): the game says it again on replay
        return self.narrate(text, open_prompt.prompt.trigger, "", seat, at=open_prompt.step + 1)

    def dismiss(self, open_prompt: OpenPrompt, quiet: bool = False) -> None:
        if open_prompt in self.open_prompts:
            self.open_prompts.remove(open_prompt)
            if not quiet:
                self._session.sigJournal.emit()

    def narrate(self, text: str, trigger: str = "", prompt: str = "", seat: int | None = None,
                at: int | None = None) -> Outcome:
        """Add narration to the story journal, cleaned and limited by the
        rule every text box follows (:mod:`cardtable.engine.text`). Text over
        the limit for one entry, or over the room the game's story has left,
        is refused whole (the outcome says why), nothing is cut; empty text
        is nothing (cancelled)."""
        refusal = self.narration_refusal(text, prompt)
        if refusal:
            return Refused(refusal)
        text = clean_text(text).strip()
        if not text:
            return CANCELLED
        session = self._session
        session.match.narrate(text, seat if seat is not None else session.handover.viewer, trigger, prompt, at)
        session.autosave()
        session.sigJournal.emit()
        return MOVED

    def may_delete_entry(self, index: int, by: int | None = None) -> bool:
        """Whether the seat at the screen (or the remote seat ``by``) may
        take entry ``index`` out of the story: only its author may (an
        entry credited to nobody, by whoever is at the screen), never from
        behind the privacy screen. Undo never takes words back."""
        journal = self._session.match.journal
        seats = self._session.handover
        if not 0 <= index < len(journal):
            return False
        if (by is None and seats.covered) or (by is not None and by not in seats.remote):
            return False
        author = journal[index].seat
        return author is None or author == seats.eyes(by)

    def delete_entry(self, index: int, by: int | None = None) -> Outcome:
        """Take entry ``index`` out of the story journal, for its author;
        refused, with why, for anyone else."""
        session = self._session
        if not self.may_delete_entry(index, by):
            journal = session.match.journal
            if 0 <= index < len(journal) and journal[index].seat is not None:
                reason = tr("Only {name} can delete what they wrote.").format(name=session.name(journal[index].seat))
            else:
                reason = tr("There is no such story entry to delete.")
            if by is None:
                session.sigRefused.emit(reason)
            return Refused(reason)
        session.match.delete_entry(index)
        session.autosave()
        session.sigJournal.emit()
        return MOVED

    def story_room(self) -> int:
        """How many more characters of free text (narration, notes) this game
        takes: summed once per change of the game (the story dock asks at
        every keystroke). Moves are only pushed and popped and narration only
        inserted, so the last step and the two lengths tell a change."""
        m = self._session.match
        key = (m, m.steps[-1] if m.steps else None, len(m.steps), len(m.journal))
        memo = self._room_memo
        if (memo is None or memo[0][0] is not m or memo[0][1] is not key[1]  # by identity: steps are big
                or memo[0][2:] != key[2:]):
            memo = self._room_memo = (key, room_left((s.action for s in m.steps), m.journal))
        return memo[1]

    def length_refusal(self, what: str, length: int, counted: int | None = None) -> str:
        """Why ``length`` characters of free text cannot be taken ("" if they
        can): over one entry's limit, or over the room the game's story has
        left (``counted``: the characters they take of it, when more)."""
        if length > MAX_ENTRY:
            return too_long(what, length, MAX_ENTRY)
        room = self.story_room()
        counted = length if counted is None else counted
        return no_room(what, counted, room) if counted > room else ""

    def narration_refusal(self, text: str, prompt: str = "") -> str:
        """Why ``text`` cannot be added to the story now ("" if it can)."""
        text = clean_text(text).strip()
        if not text:
            return ""
        refusal = self.length_refusal(tr("This narration"), len(text), len(text) + len(prompt))
        if refusal:
            return refusal
        if len(self._session.match.journal) >= MAX_JOURNAL:
            return tr("The story of this game is full ({count} entries), so this narration cannot be "
                      "added.").format(count=number(MAX_JOURNAL))
        return ""

    def typed_text(self, action: Action, one_line: bool) -> tuple[Action, str]:
        """``action`` with its typed ``text`` cleaned by the rule every text
        box follows, or the reason it is refused (too long for one entry, or
        for the room the game's story has left)."""
        raw = action.get("text")
        if not isinstance(raw, str):
            return action, ""
        text = clean_line(raw) if one_line else clean_text(raw)
        refusal = self.length_refusal(tr("This text"), len(text))
        if refusal:
            return action, refusal
        return (action if text == raw else action.with_args(text=text)), ""
