"""A game reviewed move by move: its timeline, its moments, and whose eyes.

No Qt: the window's replay view and ``cardtable replay --at`` both read a
:class:`~cardtable.engine.match.Match` through this module.

The timeline
------------
A position on the timeline is an ``index``: 0 is the opening table
(``match.initial``), k the table after move k (``match.steps[k - 1].state``),
up to ``len(match.steps)``, the table now. :func:`state_at` gives the state
there, :func:`events_upto` the log and :func:`journal_upto` the story as
they stood then.

Moments
-------
:func:`moments` marks the positions worth stopping at, each a
:class:`Moment` of one kind, found from what every game has in common:

- ``REVEAL``: a move whose events bring a card to light for everyone (an
  event marked ``reveal`` that is not private to some seats);
- ``PHASE``: a new stage of play. Every game's state has a ``phase`` (the
  shared vocabulary, see :mod:`cardtable.games`), but in many games it
  changes at every turn (play, then draw), so a phase marks a moment the
  *first* time the game enters it; and a new round, hand or act marks one
  every time: the state's counter of them (``round_no``, ``round``,
  ``hand_number``, ``act``, ``phase_no``, whichever it has) goes up;
- ``STORY``: a move whose public events raise a story prompt, or a
  position the story journal has entries at (a prompt raised for some
  seats only is not marked: its very existence is theirs);
- ``HANDOVER``: the screen passes from one person to another: the human
  who moves next is not the human who moved last (bots do not count). It
  is marked at the table the new player took over, just *before* their
  move (index k - 1 for move k);
- ``ELIMINATION``: a seat that is out (the public view's ``SeatView.out``)
  and stays out to the end of the timeline is marked where it went out
  for the last time. In a game still on, that is "out so far". Games whose
  views mark nobody out show their knock-outs only as PHASE or REVEAL
  moments, as their events make them;
- ``END``: the last move of a finished game, with the result's summary.

Labels are short sentences made from public event text (``Event.text``,
what ``text_for(None)`` gives), the players' names and the shared story,
never from anything private to a seat. A position may hold several
moments of different kinds (at most one of each).

Whose eyes
----------
The table at a position is shown through some eyes (:func:`view_at`): a
seat (what that seat saw, ``match.view_of(state, seat)``), ``None`` (what
everyone saw), or :data:`OPEN`, every card any seat could see, face up.
The open view is the *union* of what the seats saw: the public view, with
each card any seat's view shows in its place. Only the game knows the faces
of cards nobody saw: those it lists (``GameDef.face_down_cards``, a grid's
rooms nobody entered) are turned up too; the rest (the draw pile) stay
face down. :func:`may_review` says
which eyes are allowed: a finished game may be reviewed with every card
open or as anyone saw it; a game still in progress only as the seat at the
screen saw it (or as everyone did), and only up to the present move (the
timeline ends there).
"""

from __future__ import annotations

import enum
import weakref
from typing import Any, Iterable, Sequence

import attrs

from .journal import JournalEntry
from .match import Match, Step
from .protocol import Event
from .view import CardView, TableView, ZoneView
from .i18n import _

PHASE, REVEAL, ELIMINATION, STORY, END, HANDOVER = "phase", "reveal", "elimination", "story", "end", "handover"
KINDS = (PHASE, REVEAL, ELIMINATION, STORY, END, HANDOVER)  # the order of the moments at one position
# what a state counts new stages of play in, where it does (any of them)
COUNTERS = ("round_no", "round", "hand_number", "act", "phase_no")
# the kinds of event that announce a new stage, preferred as a PHASE moment's label
STAGE_EVENTS = frozenset({"phase", "round", "redeal", "deal", "begin", "start", "phase-end", "setup"})
MAX_LABEL = 160  # characters: a label is one short line


class Eyes(enum.Enum):
    OPEN = "open"

    def __repr__(self) -> str:
        return "OPEN"


OPEN = Eyes.OPEN  # every card any seat could see, face up: only for a finished game


@attrs.frozen
class Moment:
    """A position on the timeline worth stopping at: ``index`` (0 the
    opening table, k the table after move k), its ``kind`` (one of
    :data:`KINDS`) and a short public ``label``."""

    index: int
    kind: str
    label: str


# -- the timeline ------------------------------------------------------------------------
def last_index(match: Match) -> int:
    """The last position on the timeline: the table now."""
    return len(match.steps)


def _check_index(match: Match, index: int) -> int:
    n = len(match.steps)
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index <= n:
        raise IndexError(_("move {move} is not in this game: it has moves 0 (the opening table) to {last}").format(
            move=repr(index), last=n))
    return index


def state_at(match: Match, index: int) -> Any:
    """The state at ``index`` (0: the opening table; k: after move k)."""
    index = _check_index(match, index)
    return match.steps[index - 1].state if index else match.initial


def events_upto(match: Match, index: int) -> list[tuple[int, Event]]:
    """The log as it stood at ``index``: ``(step index, event)`` for the
    events of moves 1 to ``index`` (step index k - 1 for move k, as
    :meth:`Match.events` numbers them)."""
    index = _check_index(match, index)
    return [(i, ev) for i, step in enumerate(match.steps[:index]) for ev in step.events]


def journal_upto(match: Match, index: int) -> list[JournalEntry]:
    """The story journal as it stood at ``index``: the entries written
    after at most ``index`` moves."""
    index = _check_index(match, index)
    # an entry after the last move (its move was taken back) waits at the last move
    n = len(match.steps)
    return [e for e in match.journal if min(e.action_index, n) <= index]


def log_text(match: Match, ev: Event, eyes: int | None | Eyes) -> str:
    """One log line as ``eyes`` read it: a seat its own private text where
    it has one, everyone the public text, :data:`OPEN` the private text
    where there is one, with whose it was ("Ann: You drew the 7♥")."""
    if eyes is OPEN:
        if ev.private_to and ev.private:
            names = match.setup.names
            whose = ", ".join(names[s] for s in sorted(ev.private_to) if 0 <= s < len(names))
            return f"{whose}: {ev.private}" if whose else ev.private
        return ev.text
    return ev.text_for(eyes)


def log_at(match: Match, index: int, eyes: int | None | Eyes) -> list[tuple[int, str]]:
    """The log at ``index`` as ``eyes`` read it: ``(step index, line)``."""
    return [(i, log_text(match, ev, eyes)) for i, ev in events_upto(match, index)]


def move_label(match: Match, index: int) -> str:
    """Move ``index`` in public words (its last public event), "" for the
    opening table."""
    index = _check_index(match, index)
    if not index:
        return ""
    step = match.steps[index - 1]
    texts = [ev.text for ev in step.events if ev.text.strip()]
    return _label(texts[-1]) if texts else _label(_("{name} moved").format(name=_name(match, step.seat)))


# -- moments -----------------------------------------------------------------------------
@attrs.frozen
class _Facts:
    """What one state and the move to it say about moments (public only)."""

    phase: Any
    counters: tuple
    out: frozenset[int]
    reveal: str = ""  # the public text of the move's first reveal, if it has one
    stage: str = ""  # the public text announcing a new stage, else the move's last public text
    prompt: str = ""  # the first public story prompt the move raises


def _state_facts(match: Match, state: Any) -> tuple[Any, tuple, frozenset[int]]:
    counters = tuple(getattr(state, name, None) for name in COUNTERS)
    view = match.game.view(state, None)  # not the match's memo: the live table keeps its views
    out = frozenset(s.seat for s in view.seats if s.out)
    return getattr(state, "phase", None), counters, out


def _step_facts(match: Match, step: Step) -> _Facts:
    phase, counters, out = _state_facts(match, step.state)
    public = [ev for ev in step.events if not ev.private_to]
    reveal = next((ev.text for ev in public if ev.reveal and ev.text.strip()), "")
    stage = next((ev.text for ev in public if ev.kind in STAGE_EVENTS and ev.text.strip()), "")
    if not stage:
        texts = [ev.text for ev in public if ev.text.strip()]
        stage = texts[-1] if texts else ""
    prompt = next((ev.prompt.text or ev.text for ev in public if ev.prompt is not None), "")
    return _Facts(phase, counters, out, reveal, stage, prompt)


class _Cache:
    """Facts worked out per step, kept while the steps are the same objects
    (a move added reuses every earlier one; an undo drops what it took)."""

    def __init__(self) -> None:
        self.initial: Any = None
        self.first: _Facts | None = None
        self.steps: list[Step] = []
        self.facts: list[_Facts] = []


_CACHES: "weakref.WeakKeyDictionary[Match, _Cache]" = weakref.WeakKeyDictionary()


def _facts(match: Match) -> tuple[_Facts, list[_Facts]]:
    cache = _CACHES.get(match)
    if cache is None:
        cache = _CACHES[match] = _Cache()
    if cache.initial is not match.initial or cache.first is None:
        cache.initial = match.initial
        cache.first = _Facts(*_state_facts(match, match.initial))
        cache.steps, cache.facts = [], []
    steps = match.steps
    same = 0
    limit = min(len(steps), len(cache.steps))
    while same < limit and steps[same] is cache.steps[same]:
        same += 1
    del cache.steps[same:], cache.facts[same:]
    for step in steps[same:]:
        cache.steps.append(step)
        cache.facts.append(_step_facts(match, step))
    return cache.first, cache.facts


def moments(match: Match) -> list[Moment]:
    """The moments of ``match`` in timeline order (see the module's words
    for what each kind marks). Facts are worked out once per step and kept
    while the match keeps the step, so asking again after a move is cheap."""
    first, facts = _facts(match)
    found: dict[tuple[int, str], str] = {}

    def mark(index: int, kind: str, label: str) -> None:
        key = (index, kind)
        if key in found:  # one moment of a kind at a position: labels joined
            if label and label not in found[key].split("; "):
                found[key] = f"{found[key]}; {label}"
        else:
            found[key] = label

    n = len(facts)
    over = match.over
    seen = {first.phase}
    before = first
    last_human: int | None = None
    for k, now in enumerate(facts, start=1):
        step = match.steps[k - 1]
        if now.reveal:
            mark(k, REVEAL, now.reveal)
        new_phase = now.phase not in seen
        seen.add(now.phase)
        new_count = any(b is not None and a is not None and a != b for a, b in zip(now.counters, before.counters))
        if (new_count or new_phase) and not (over and k == n):  # the end is the END moment
            mark(k, PHASE, now.stage or _("{name} moved").format(name=_name(match, step.seat)))
        if now.prompt:
            mark(k, STORY, now.prompt)
        if not match.is_bot(step.seat):
            if last_human is not None and last_human != step.seat:
                mark(k - 1, HANDOVER, _("{name} takes over from {other}").format(
                    name=_name(match, step.seat), other=_name(match, last_human)))
            last_human = step.seat
        before = now
    for entry in match.journal:
        if entry.action_index >= 0:
            mark(min(entry.action_index, n), STORY, entry.text)  # one waiting after the last move: at the last
    states = [first, *facts]
    for seat in sorted(states[-1].out):
        k = n
        while k > 0 and seat in states[k - 1].out:
            k -= 1
        if k > 0:
            mark(k, ELIMINATION, _went_out(match, seat, match.steps[k - 1]))
    if over:
        result = match.result
        mark(n, END, result.summary if result is not None else _("The game is over."))
    order = {kind: i for i, kind in enumerate(KINDS)}
    return [Moment(index, kind, _label(label) or _fallback(kind))
            for (index, kind), label in sorted(found.items(), key=lambda item: (item[0][0], order[item[0][1]]))]


def _went_out(match: Match, seat: int, step: Step) -> str:
    said = [ev.text for ev in step.events if not ev.private_to and ev.seat == seat and ev.text.strip()]
    return said[-1] if said else _("{name} is out").format(name=_name(match, seat))


def _fallback(kind: str) -> str:
    return {PHASE: _("A new stage of play"), REVEAL: _("A card is shown"), ELIMINATION: _("A player is out"),
            STORY: _("A story moment"), END: _("The game is over"), HANDOVER: _("The next player takes over")}[kind]


def _name(match: Match, seat: int) -> str:
    names = match.setup.names
    return names[seat] if 0 <= seat < len(names) else _("Seat {number}").format(number=seat + 1)


def _label(text: str) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= MAX_LABEL else text[:MAX_LABEL - 1] + "…"


def next_moment(found: Sequence[Moment], index: int, kinds: Iterable[str] | None = None) -> Moment | None:
    """The first moment after ``index`` (of one of ``kinds``, if given)."""
    wanted = None if kinds is None else set(kinds)
    return next((m for m in found if m.index > index and (wanted is None or m.kind in wanted)), None)


def previous_moment(found: Sequence[Moment], index: int, kinds: Iterable[str] | None = None) -> Moment | None:
    """The last moment before ``index`` (of one of ``kinds``, if given)."""
    wanted = None if kinds is None else set(kinds)
    return next((m for m in reversed(found) if m.index < index and (wanted is None or m.kind in wanted)), None)


# -- whose eyes ----------------------------------------------------------------------------
def may_review(match: Match, eyes: int | None | Eyes, in_progress: bool, at_screen: int | None,
               demonstration: bool = False) -> str:
    """"" if the table may be reviewed through ``eyes``, else why not, in
    one line. A finished game: any seat's eyes, everyone's (None) or
    :data:`OPEN`. A game in progress: only the seat at the screen
    (``at_screen``) or everyone's, never every card open. A
    ``demonstration`` (a worked example: nobody's game) is open like a
    finished game, wherever it stops."""
    if eyes is OPEN:
        if in_progress or not (match.over or demonstration):
            return _("Every card is shown face up only once the game is over.")
        return ""
    if eyes is None:
        return ""
    if isinstance(eyes, bool) or not isinstance(eyes, int) or not 0 <= eyes < match.setup.count:
        return _("There is no such seat in this game (it has {count} players).").format(count=match.setup.count)
    if in_progress and eyes != at_screen:
        if at_screen is None:
            return _("While the game is on, a replay shows only what everyone at the table saw.")
        return _("While the game is on, a replay shows the table only as {name}, at the screen, saw it.").format(
            name=_name(match, at_screen))
    return ""


def reviewable(match: Match, viewer: int | None | Eyes, in_progress: bool, now_viewer: int | None) -> bool:
    """Whether the table may be reviewed through ``viewer``'s eyes (see
    :func:`may_review`, which says why not)."""
    return not may_review(match, viewer, in_progress, now_viewer)


def eyes_choices(match: Match, in_progress: bool, at_screen: int | None,
                 demonstration: bool = False) -> tuple[int | None | Eyes, ...]:
    """The eyes a review may offer: for a finished game (or a
    ``demonstration``) every card open, then every seat; for a game in
    progress the seat at the screen (or everyone's, when nobody is at it)."""
    if in_progress or not (match.over or demonstration):
        return (at_screen,) if at_screen is not None and 0 <= at_screen < match.setup.count else (None,)
    return (OPEN, *range(match.setup.count))


def layout_for(match: Match, eyes: int | None | Eyes):
    """The table's arrangement for ``eyes`` (the open table is arranged as
    the public one)."""
    return match.layout(None if eyes is OPEN else eyes)


def view_at(match: Match, index: int, eyes: int | None | Eyes, demonstration: bool = False) -> TableView:
    """The table at ``index`` through ``eyes``: a seat's view, the public
    view (None), or the open view (:data:`OPEN`, a finished game or a
    ``demonstration`` only: ValueError otherwise)."""
    state = state_at(match, index)
    if eyes is OPEN:
        if not (match.over or demonstration):
            raise ValueError(may_review(match, OPEN, True, None))
        return open_view(match, state)
    if eyes is not None and (isinstance(eyes, bool) or not isinstance(eyes, int)
                             or not 0 <= eyes < match.setup.count):
        raise ValueError(may_review(match, eyes, False, None))
    return match.view_of(state, eyes)


def open_view(match: Match, state: Any) -> TableView:
    """Every card some seat could see in ``state``, face up where that seat
    saw it: the public view, each card a seat's view shows put in its
    place (the first seat that shows it, by seat order). Seats' lines, the
    hint and the headline are the public ones; cards no seat saw stay face
    down unless the game gives their faces (``face_down_cards``). Where a
    seat's view of a zone holds a different number of pieces than the
    public one, the view showing the most cards gives that zone."""
    public = match.game.view(state, None)
    seats = [match.game.view(state, s) for s in range(match.setup.count)]
    zones = []
    for zone in public.zones:
        others = [v.zone_map.get(zone.id) for v in seats]
        others = [z for z in others if z is not None]
        zones.append(_open_zone(zone, others))
    faces = match.game.face_down_cards(state) if match.game.face_down_cards is not None else {}
    zones = [_turned_up(zone, faces.get(zone.id, ())) for zone in zones]
    return attrs.evolve(public, zones=tuple(zones))


def _turned_up(zone: ZoneView, faces: Sequence[CardView]) -> ZoneView:
    """``zone`` with its face-down cards turned up to ``faces``, in order
    (left as they are unless the game gives a face for each of them)."""
    hidden = [i for i, c in enumerate(zone.cards) if c.kind == "card" and c.hidden]
    if not faces or len(faces) != len(hidden):
        return zone
    cards = list(zone.cards)
    for i, face in zip(hidden, faces):
        cards[i] = face
    return attrs.evolve(zone, cards=tuple(cards))


def _open_zone(public: ZoneView, others: list[ZoneView]) -> ZoneView:
    if all(len(z.cards) == len(public.cards) for z in others):
        cards: list[CardView] = []
        for i, card in enumerate(public.cards):
            if card.hidden:
                card = next((z.cards[i] for z in others if not z.cards[i].hidden), card)
            cards.append(card)
        return attrs.evolve(public, cards=tuple(cards))
    best = max([public, *others], key=lambda z: sum(not c.hidden for c in z.cards))
    return attrs.evolve(public, cards=best.cards)
