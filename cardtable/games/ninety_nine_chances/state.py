"""The 99 Chances state, its history records, and the small helpers every
phase uses (moving cards, drawing with reshuffles, checking move arguments).

Phases, in order (each sequential phase walks ``order`` with ``turn``):

``themes`` → ``vote`` → ``roles`` → ``resources`` → per act: ``trouble`` →
(``plan`` → ``evaluate`` → ``keep`` → ``flip``) per storyteller → after the
last act: ``climax-lead`` (only on a tie) → ``frame`` → ``bids`` →
``finale`` → ``denouement`` → ``over``.
"""

from __future__ import annotations

from typing import Any

import attrs

from cardtable.engine.i18n import N_, _, ngettext, pgettext
from cardtable.engine.piles import draw_cards
from cardtable.engine.protocol import Action, Event, IllegalAction
from cardtable.engine.rng import Rng
from cardtable.engine.values import evolve

from .deck import RESOURCE, THEME, Deck

HAND_SIZE = 5
MAX_ACTS = 3
MAX_TEXT = 2000

# phases
THEMES = "themes"
VOTE = "vote"
ROLES = "roles"
RESOURCES = "resources"
TROUBLE = "trouble"
PLAN = "plan"
EVALUATE = "evaluate"
KEEP = "keep"
FLIP = "flip"
CLIMAX_LEAD = "climax-lead"
FRAME = "frame"
BIDS = "bids"
FINALE = "finale"
DENOUEMENT = "denouement"
OVER = "over"

# action kinds
A_THEME = "theme"  # a, b, text (the pitch)
A_VOTE = "vote"  # player (whose pitch); never an arg named "seat": records use that key
A_ROLE = "role"  # text
A_RESOURCE = "resource"  # card, involves, text (dry-erase note)
A_PROBLEM = "problem"  # card, target
A_PLAN = "plan"  # problem, text
A_EVALUATE = "evaluate"  # card
A_KEEP = "keep"  # text (dry-erase note on the kept median)
A_FLIP = "flip"
A_LEAD = "lead"  # player
A_FRAME = "frame"  # text
A_BID = "bid"  # card, text
A_FINALE = "finale"
A_ENDING = "ending"  # text
A_NOTE = "note"  # card, text
A_WIPE = "wipe"  # card


HAPPY, TRAGIC = "happy", "tragic"


# --------------------------------------------------------------------------
# history records (kept in the state for the story summary)


@attrs.frozen
class Pitch:
    seat: int
    cards: tuple[str, str]
    text: str
    at: int  # move number after which it happened


@attrs.frozen
class Placed:
    """A Resource or Problem put into play in the Resources or Trouble round."""

    kind: str  # RESOURCE | PROBLEM
    act: int
    seat: int  # who played it
    card: str
    other: int  # the player involved (Resource) or who receives it (Problem)
    text: str
    at: int


@attrs.frozen
class PlanRecord:
    act: int
    storyteller: int
    problem: str
    text: str
    at: int
    evaluations: tuple[tuple[int, str], ...] = ()  # (seat, card), revealed
    median_seat: int | None = None
    median: str | None = None
    keep_note: str = ""
    flip: str | None = None
    success: bool | None = None


@attrs.frozen
class NoteRecord:
    seat: int
    card: str
    text: str  # "" = wiped
    at: int


@attrs.frozen
class BidRecord:
    seat: int
    card: str
    text: str


@attrs.frozen
class State:
    """A game of 99 Chances in play.

    In the words every game shares: ``draw`` is the draw pile, ``discard``
    the discard pile, ``phase`` where play stands (THEMES ... OVER) and
    :attr:`current` the seat whose turn it is, read from ``order[turn]``
    (None while the evaluators choose at once). ``deck`` is the deck's
    definition (every card's words), not a pile; ``moves`` counts the
    actions played.
    """

    names: tuple[str, ...]
    deck: Deck
    acts: int
    rng: Rng
    hands: tuple[tuple[str, ...], ...]
    draw: tuple[str, ...]  # top card first
    discard: tuple[str, ...]  # bottom first
    phase: str
    order: tuple[int, ...] = ()  # seats in turn for the current sequential phase
    turn: int = 0  # index into ``order``: whose turn it is (see ``current``)
    moves: int = 0  # actions played so far
    act: int = 1
    # story meeting
    pitches: tuple[Pitch | None, ...] = ()
    votes: tuple[int | None, ...] = ()
    theme: tuple[str, ...] = ()  # the chosen pair, kept face up
    theme_seat: int | None = None
    consensus: bool = False
    lead: int | None = None
    bonus: str | None = None  # the Lead Storyteller's bonus Resource
    roles: tuple[str, ...] = ()
    # the table
    resources: tuple[tuple[str, ...], ...] = ()
    problems: tuple[tuple[str, ...], ...] = ()
    notes: tuple[tuple[str, str], ...] = ()  # (card, text), only Resources
    placed: tuple[Placed, ...] = ()
    note_log: tuple[NoteRecord, ...] = ()
    # storytelling
    plan: PlanRecord | None = None
    evaluators: tuple[int, ...] = ()
    evals: tuple[str | None, ...] = ()  # per seat, face down until revealed
    plans: tuple[PlanRecord, ...] = ()
    last_storyteller: int | None = None
    # climax
    climax_lead: int | None = None
    tied: tuple[int, ...] = ()
    frame: str = ""
    frame_at: int = 0  # move numbers, to tie journal narration to the story
    finale_at: int = 0
    bids: tuple[BidRecord | None, ...] = ()
    bids_revealed: bool = False
    finale: str | None = None
    hero: int | None = None
    outcomes: tuple[str, ...] = ()  # per seat: hero | drew | lost | none
    endings: tuple[str, ...] = ()  # per seat: happy | tragic | ""
    ending_texts: tuple[str | None, ...] = ()
    winners: tuple[int, ...] = ()

    @property
    def n(self) -> int:
        return len(self.names)

    @property
    def current(self) -> int | None:
        """The seat whose turn it is: ``order[turn]``; None while the
        evaluators choose their cards at once (``evaluate``), after the
        last seat of a phase and once the game is over."""
        if self.phase in (EVALUATE, OVER) or self.turn >= len(self.order):
            return None
        return self.order[self.turn]

    def note_on(self, card: str) -> str:
        for c, text in self.notes:
            if c == card:
                return text
        return ""

    def holder_of_resource(self, card: str) -> int | None:
        for seat, res in enumerate(self.resources):
            if card in res:
                return seat
        return None


# --------------------------------------------------------------------------
# helpers


def name_of(state: State, seat: int | None) -> str:
    if seat is None or not 0 <= seat < state.n:
        return _("nobody")
    return state.names[seat]


def and_list(names: list[str] | tuple[str, ...]) -> str:
    """Names joined in the reader's language: "Ann and Bo and Cy" (German
    "Ann, Bo und Cy": the joins before the last have words of their own)."""
    if not names:
        return ""
    out = names[0]
    for index, more in enumerate(names[1:], start=2):
        if index < len(names):
            out = pgettext("names joined, not the last", "{first} and {second}").format(first=out, second=more)
        else:
            out = _("{first} and {second}").format(first=out, second=more)
    return out


def replace_at(items: tuple, index: int, value: Any) -> tuple:
    return items[:index] + (value,) + items[index + 1:]


def clockwise(start: int, n: int) -> tuple[int, ...]:
    return tuple((start + i) % n for i in range(n))


def word(state: State, card: str, mode: str) -> str:
    return state.deck.word(card, mode)


def label(state: State, card: str, mode: str) -> str:
    """``comfort (34)`` — how the log names a card in a mode."""
    return state.deck.label(card, mode)


def in_use(state: State) -> tuple[str, ...]:
    """Cards that lie face up and must stay out of a reshuffle: the Finale,
    once flipped, lies on the discard pile deciding the Climax to the end."""
    return (state.finale,) if state.finale is not None else ()


def take_top(state: State, events: list[Event]) -> tuple[State, str | None]:
    """The top card of the deck, reshuffling the discard pile (less the cards
    :func:`in_use`) when the deck is empty; ``None`` when both are empty."""
    got = draw_cards(state.draw, state.discard, state.rng, 1, keep=in_use(state))
    if got.reshuffled:
        def said() -> str:  # said when read (engine Event): a bot's playout never reads it
            return ngettext("The deck ran out: the discard pile ({n} card) is shuffled into a new deck",
                            "The deck ran out: the discard pile ({n} cards) is shuffled into a new deck",
                            got.reshuffled).format(n=got.reshuffled)

        events.append(Event(said, kind="reshuffle"))
        state = evolve(state, discard=got.discard, rng=got.rng)
    return evolve(state, draw=got.draw), got.card


def draw_to_hand(state: State, seat: int, events: list[Event], count: int = 1) -> State:
    shown = state  # the words are said when read (engine Event), from this state's names and deck
    for _unused in range(count):
        state, card = take_top(state, events)
        if card is None:
            events.append(Event(lambda: _("No card is left to draw; {name}'s draw is skipped").format(
                name=name_of(shown, seat)), kind="skip", seat=seat))
            return state
        state = evolve(state, hands=replace_at(state.hands, seat, state.hands[seat] + (card,)))
        events.append(Event(lambda: _("{name} draws a replacement card").format(name=name_of(shown, seat)),
                            kind="draw", seat=seat,
                            private=lambda card=card: _("You draw {card}").format(card=describe_card(shown, card)),
                            private_to=frozenset({seat}), reveal=True))
    return state


def describe_card(state: State, card: str) -> str:
    c = state.deck.card(card)
    return f"{c.number} ({c.genre} / {c.resource} / {c.problem})"


def from_hand(state: State, seat: int, card: str) -> State:
    hand = list(state.hands[seat])
    hand.remove(card)
    return evolve(state, hands=replace_at(state.hands, seat, tuple(hand)))


def add_resource(state: State, seat: int, card: str) -> State:
    return evolve(state, resources=replace_at(state.resources, seat, state.resources[seat] + (card,)))


def add_problem(state: State, seat: int, card: str) -> State:
    return evolve(state, problems=replace_at(state.problems, seat, state.problems[seat] + (card,)))


def set_note(state: State, seat: int, card: str, text: str) -> State:
    notes = tuple((c, t) for c, t in state.notes if c != card)
    if text:
        notes += ((card, text),)
    return evolve(state, notes=notes,
                        note_log=state.note_log + (NoteRecord(seat, card, text, state.moves),))


# What a text a player writes is, for a refusal ("the note must be text"):
# the key clean_text is given -> its words.
TEXT_WORDS = {
    "note": N_("the note"),
    "pitch": N_("the pitch"),
    "role": N_("the role"),
    "plan": N_("the plan"),
    "framing": N_("the framing"),
    "bid story": N_("the bid story"),
    "ending": N_("the ending"),
}

# Each move's name in a refusal ("you cannot make the vote move now").
MOVE_WORDS = {
    A_THEME: N_("theme"),
    A_VOTE: N_("vote"),
    A_ROLE: N_("role"),
    A_RESOURCE: N_("resource"),
    A_PROBLEM: N_("problem"),
    A_PLAN: N_("plan"),
    A_EVALUATE: N_("evaluate"),
    A_KEEP: N_("keep"),
    A_FLIP: N_("flip"),
    A_LEAD: N_("lead"),
    A_FRAME: N_("frame"),
    A_BID: N_("bid"),
    A_FINALE: N_("finale"),
    A_ENDING: N_("ending"),
    A_NOTE: N_("note"),
    A_WIPE: N_("wipe"),
}

PHASE_WORDS = {
    THEMES: N_("players are pitching themes"),
    VOTE: N_("the table is voting on a theme"),
    ROLES: N_("players are choosing their characters"),
    RESOURCES: N_("the Resources round is on"),
    TROUBLE: N_("the Trouble round is on"),
    PLAN: N_("the storyteller is telling a Plan"),
    EVALUATE: N_("the Plan is being evaluated"),
    KEEP: N_("the median card is being kept"),
    FLIP: N_("the storyteller is about to flip"),
    CLIMAX_LEAD: N_("the Climax Lead is being chosen"),
    FRAME: N_("the Climax is being framed"),
    BIDS: N_("players are bidding for Hero"),
    FINALE: N_("the Finale card is about to be flipped"),
    DENOUEMENT: N_("players are telling their endings"),
}


def move_word(kind: str) -> str:
    """A move's name in the reader's language (an unknown kind as it is)."""
    return _(MOVE_WORDS[kind]) if kind in MOVE_WORDS else kind


def clean_text(value: Any, what: str) -> str:
    """``value`` as a player's text; ``what`` names it (a key of TEXT_WORDS),
    in the reader's language only when the text is refused."""
    if not isinstance(value, str):
        raise IllegalAction(_("{what} must be text").format(what=_text_words(what)))
    text = value.strip()
    if len(text) > MAX_TEXT:
        raise IllegalAction(_("{what} is too long (at most {most} characters)").format(what=_text_words(what),
                                                                                       most=MAX_TEXT))
    return text


def _text_words(what: str) -> str:
    return _(TEXT_WORDS[what]) if what in TEXT_WORDS else what


def check_args(action: Action, *keys: str) -> None:
    given = {k for k, _value in action.args}
    if given != set(keys):
        wanted = ", ".join(keys) if keys else _("nothing")
        raise IllegalAction(_("the {move} move takes {wanted}").format(move=move_word(action.kind), wanted=wanted))


def seat_arg(state: State, action: Action, key: str) -> int:
    value = action.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < state.n:
        raise IllegalAction(_("{value} is not a player at this table").format(value=repr(value)))
    return value


def hand_card(state: State, seat: int, action: Action, key: str = "card") -> str:
    card = action.get(key)
    if not isinstance(card, str) or card not in state.hands[seat]:
        raise IllegalAction(_("that card is not in your hand"))
    return card


def need_phase(state: State, action: Action, *phases: str) -> None:
    if state.phase not in phases:
        raise IllegalAction(_("you cannot make the {move} move now ({why})").format(
            move=move_word(action.kind), why=phase_words(state)))


def phase_words(state: State) -> str:
    words = PHASE_WORDS.get(state.phase)
    return _(words) if words else state.phase


def advance(state: State) -> State:
    return evolve(state, turn=state.turn + 1)


def problem_targets(state: State, seat: int) -> tuple[int, ...]:
    others = [s for s in range(state.n) if s != seat]
    without = tuple(s for s in others if not state.problems[s])
    return without or tuple(others)


def pitch_words(state: State, seat: int) -> str:
    pitch = state.pitches[seat]
    if pitch is None:
        return _("{name}'s pitch").format(name=name_of(state, seat))
    a, b = pitch.cards
    return _("{name}'s {a_word} + {b_word}").format(name=name_of(state, seat), a_word=word(state, a, THEME),
                                                     b_word=word(state, b, THEME))


def involved_so_far(state: State) -> frozenset[int]:
    """Players already part of a Resource: its owner or the player it involves."""
    return frozenset(s for p in state.placed if p.kind == RESOURCE for s in (p.seat, p.other))


def counts(state: State) -> tuple[tuple[int, int], ...]:
    """(Resources, Problems) in front of each player."""
    return tuple((len(state.resources[s]), len(state.problems[s])) for s in range(state.n))
