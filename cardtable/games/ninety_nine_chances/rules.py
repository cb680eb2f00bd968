"""99 Chances: a storytelling game where the table judges your odds.

Pure Python. The state is a frozen attrs value; every function here is pure.
``RULES.md`` beside this file has the rules in players' words, and
``shared/RULINGS.md`` the decisions taken where the source is silent.

Phases, in order (each sequential phase walks ``order`` with ``step``):

``themes`` → ``vote`` → ``roles`` → ``resources`` → per act: ``trouble`` →
(``plan`` → ``evaluate`` → ``keep`` → ``flip``) per storyteller → after the
last act: ``climax-lead`` (only on a tie) → ``frame`` → ``bids`` →
``finale`` → ``denouement`` → ``over``.

Free moves: whoever is to act may edit their character role (``role``) and
write or wipe a dry-erase note on their own Resources (``note``/``wipe``).
"""

from __future__ import annotations

from typing import Any

import attrs

from cardtable.engine.protocol import Action, BadOptions, Event, IllegalAction, Prompt, Result, Setup
from cardtable.engine.rng import Rng

from .deck import NUMBER, PROBLEM, RESOURCE, THEME, Deck, deck_for

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

FREE_KINDS = frozenset({A_ROLE, A_NOTE, A_WIPE})

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
    names: tuple[str, ...]
    deck: Deck
    acts: int
    rng: Rng
    hands: tuple[tuple[str, ...], ...]
    draw: tuple[str, ...]  # top card first
    discard: tuple[str, ...]  # bottom first
    phase: str
    order: tuple[int, ...] = ()  # seats in turn for the current sequential phase
    step: int = 0
    moves: int = 0
    act: int = 1
    # story meeting
    pitches: tuple[Pitch | None, ...] = ()
    votes: tuple[int | None, ...] = ()
    theme: tuple[str, ...] = ()  # the chosen pair, kept face up
    theme_seat: int | None = None
    consensus: bool = False
    lead: int | None = None
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
        if self.phase in (EVALUATE, OVER) or self.step >= len(self.order):
            return None
        return self.order[self.step]

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


def _name(state: State, seat: int | None) -> str:
    if seat is None or not 0 <= seat < state.n:
        return "nobody"
    return state.names[seat]


def _set(items: tuple, index: int, value: Any) -> tuple:
    return items[:index] + (value,) + items[index + 1:]


def _clockwise(start: int, n: int) -> tuple[int, ...]:
    return tuple((start + i) % n for i in range(n))


def word(state: State, card: str, mode: str) -> str:
    return state.deck.word(card, mode)


def label(state: State, card: str, mode: str) -> str:
    """``comfort (34)`` — how the log names a card in a mode."""
    if mode == NUMBER:
        return card
    return f"{state.deck.word(card, mode)} ({card})"


def _reshuffle(state: State, events: list[Event]) -> State:
    if not state.discard:
        return state
    pile, rng = state.rng.shuffle(state.discard)
    events.append(Event(f"The deck ran out: the discard pile ({len(pile)} cards) is shuffled into a new deck",
                        kind="reshuffle"))
    return attrs.evolve(state, draw=state.draw + pile, discard=(), rng=rng)


def _take_top(state: State, events: list[Event]) -> tuple[State, str | None]:
    if not state.draw:
        state = _reshuffle(state, events)
    if not state.draw:
        return state, None
    return attrs.evolve(state, draw=state.draw[1:]), state.draw[0]


def _draw_to_hand(state: State, seat: int, events: list[Event], count: int = 1) -> State:
    for _ in range(count):
        state, card = _take_top(state, events)
        if card is None:
            events.append(Event(f"No card is left to draw; {_name(state, seat)}'s draw is skipped",
                                kind="skip", seat=seat))
            return state
        state = attrs.evolve(state, hands=_set(state.hands, seat, state.hands[seat] + (card,)))
        events.append(Event(f"{_name(state, seat)} draws a replacement card", kind="draw", seat=seat,
                            private=f"You draw {_describe_card(state, card)}",
                            private_to=frozenset({seat}), reveal=True))
    return state


def _describe_card(state: State, card: str) -> str:
    c = state.deck.card(card)
    return f"{c.number} ({c.genre} / {c.resource} / {c.problem})"


def _from_hand(state: State, seat: int, card: str) -> State:
    hand = list(state.hands[seat])
    hand.remove(card)
    return attrs.evolve(state, hands=_set(state.hands, seat, tuple(hand)))


def _add_resource(state: State, seat: int, card: str) -> State:
    return attrs.evolve(state, resources=_set(state.resources, seat, state.resources[seat] + (card,)))


def _add_problem(state: State, seat: int, card: str) -> State:
    return attrs.evolve(state, problems=_set(state.problems, seat, state.problems[seat] + (card,)))


def _set_note(state: State, seat: int, card: str, text: str) -> State:
    notes = tuple((c, t) for c, t in state.notes if c != card)
    if text:
        notes += ((card, text),)
    return attrs.evolve(state, notes=notes,
                        note_log=state.note_log + (NoteRecord(seat, card, text, state.moves),))


def _clean_text(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise IllegalAction(f"the {what} must be text")
    text = value.strip()
    if len(text) > MAX_TEXT:
        raise IllegalAction(f"the {what} is too long (at most {MAX_TEXT} characters)")
    return text


def _check_args(action: Action, *keys: str) -> None:
    given = {k for k, _ in action.args}
    if given != set(keys):
        wanted = ", ".join(keys) if keys else "nothing"
        raise IllegalAction(f"the {action.kind} move takes {wanted}")


def _seat_arg(state: State, action: Action, key: str) -> int:
    value = action.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < state.n:
        raise IllegalAction(f"{value!r} is not a player at this table")
    return value


def _hand_card(state: State, seat: int, action: Action, key: str = "card") -> str:
    card = action.get(key)
    if not isinstance(card, str) or card not in state.hands[seat]:
        raise IllegalAction("that card is not in your hand")
    return card


# --------------------------------------------------------------------------
# set-up


def new_game(setup: Setup) -> State:
    options = setup.options
    deck = deck_for(str(options.get("deck_file", "")))
    acts = int(options.get("acts", 1))
    if not 1 <= acts <= MAX_ACTS:
        raise BadOptions(f"a story has 1 to {MAX_ACTS} acts, not {acts}")
    n = setup.count
    rng = Rng.from_seed(setup.seed)
    if setup.stacked is not None:
        order = tuple(setup.stacked)
        if sorted(order) != sorted(deck.ids):
            raise BadOptions("a stacked deck must hold each of the 99 numbers exactly once")
    else:
        order, rng = rng.shuffle(deck.ids)
    hands: list[list[str]] = [[] for _ in range(n)]
    pos = 0
    for _ in range(HAND_SIZE):
        for seat in range(n):
            hands[seat].append(order[pos])
            pos += 1
    empty: tuple[tuple[str, ...], ...] = ((),) * n
    return State(
        names=setup.names,
        deck=deck,
        acts=acts,
        rng=rng,
        hands=tuple(tuple(h) for h in hands),
        draw=tuple(order[pos:]),
        discard=(),
        phase=THEMES,
        order=tuple(range(n)),
        pitches=(None,) * n,
        votes=(None,) * n,
        roles=("",) * n,
        resources=empty,
        problems=empty,
        evals=(None,) * n,
        bids=(None,) * n,
        outcomes=("",) * n,
        endings=("",) * n,
        ending_texts=(None,) * n,
    )


# --------------------------------------------------------------------------
# who acts, what they may do


def to_act(state: State) -> tuple[int, ...]:
    if state.phase == OVER:
        return ()
    if state.phase == EVALUATE:
        return tuple(s for s in state.evaluators if state.evals[s] is None)
    cur = state.current
    return () if cur is None else (cur,)


def _problem_targets(state: State, seat: int) -> tuple[int, ...]:
    others = [s for s in range(state.n) if s != seat]
    without = tuple(s for s in others if not state.problems[s])
    return without or tuple(others)


def _free_actions(state: State, seat: int) -> list[Action]:
    out = [Action.of(A_ROLE, text="")]
    for card in state.resources[seat]:
        out.append(Action.of(A_NOTE, card=card, text=""))
        if state.note_on(card):
            out.append(Action.of(A_WIPE, card=card))
    return out


def legal_actions(state: State, seat: int) -> list[Action]:
    if seat not in to_act(state):
        return []
    main = _main_actions(state, seat)
    if state.phase == THEMES:
        return main  # no character yet and nothing on the table
    return main + _free_actions(state, seat)


def _main_actions(state: State, seat: int) -> list[Action]:
    phase = state.phase
    hand = state.hands[seat]
    if phase == THEMES:
        # both orders, so that either card can be dragged first
        return [Action.of(A_THEME, a=a, b=b, text="") for a in hand for b in hand if a != b]
    if phase == VOTE:
        return [Action.of(A_VOTE, player=s) for s in range(state.n) if state.pitches[s] is not None]
    if phase == ROLES:
        return []  # the role move itself is the free "role" action
    if phase == RESOURCES:
        return [Action.of(A_RESOURCE, card=c, involves=o, text="")
                for c in hand for o in range(state.n) if o != seat]
    if phase == TROUBLE:
        return [Action.of(A_PROBLEM, card=c, target=t) for c in hand for t in _problem_targets(state, seat)]
    if phase == PLAN:
        return [Action.of(A_PLAN, problem=p, text="") for p in state.problems[seat]]
    if phase == EVALUATE:
        return [Action.of(A_EVALUATE, card=c) for c in hand]
    if phase == KEEP:
        return [Action.of(A_KEEP, text="")]
    if phase == FLIP:
        return [Action.of(A_FLIP)]
    if phase == CLIMAX_LEAD:
        return [Action.of(A_LEAD, player=s) for s in state.tied]
    if phase == FRAME:
        return [Action.of(A_FRAME, text="")]
    if phase == BIDS:
        return [Action.of(A_BID, card=c, text="") for c in hand]
    if phase == FINALE:
        return [Action.of(A_FINALE)]
    if phase == DENOUEMENT:
        return [Action.of(A_ENDING, text="")]
    return []


# --------------------------------------------------------------------------
# applying moves


def apply(state: State, seat: int, action: Action) -> tuple[State, tuple[Event, ...]]:
    if state.phase == OVER:
        raise IllegalAction("the story is over")
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.n:
        raise IllegalAction("there is no such player")
    if seat not in to_act(state):
        waiting = ", ".join(_name(state, s) for s in to_act(state))
        raise IllegalAction(f"it is not {_name(state, seat)}'s move; waiting for {waiting}")
    handler = _HANDLERS.get(action.kind)
    if handler is None:
        raise IllegalAction(f"99 Chances has no move called {action.kind!r}")
    events: list[Event] = []
    new = handler(state, seat, action, events)
    return attrs.evolve(new, moves=state.moves + 1), tuple(events)


def _need_phase(state: State, action: Action, *phases: str) -> None:
    if state.phase not in phases:
        raise IllegalAction(f"you cannot make the {action.kind} move now ({_phase_words(state)})")


def _phase_words(state: State) -> str:
    return {
        THEMES: "players are pitching themes",
        VOTE: "the table is voting on a theme",
        ROLES: "players are choosing their characters",
        RESOURCES: "the Resources round is on",
        TROUBLE: "the Trouble round is on",
        PLAN: "the storyteller is telling a Plan",
        EVALUATE: "the Plan is being evaluated",
        KEEP: "the median card is being kept",
        FLIP: "the storyteller is about to flip",
        CLIMAX_LEAD: "the Climax Lead is being chosen",
        FRAME: "the Climax is being framed",
        BIDS: "players are bidding for Hero",
        FINALE: "the Finale card is about to be flipped",
        DENOUEMENT: "players are telling their endings",
    }.get(state.phase, state.phase)


def _advance(state: State) -> State:
    return attrs.evolve(state, step=state.step + 1)


# -- story meeting ----------------------------------------------------------


def _do_theme(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _need_phase(state, action, THEMES)
    _check_args(action, "a", "b", "text")
    a = _hand_card(state, seat, action, "a")
    b = _hand_card(state, seat, action, "b")
    if a == b:
        raise IllegalAction("pitch two different cards")
    text = _clean_text(action["text"], "pitch")
    state = _from_hand(_from_hand(state, seat, a), seat, b)
    pair = tuple(sorted((a, b), key=int))
    pitch = Pitch(seat, pair, text, state.moves + 1)
    state = attrs.evolve(state, pitches=_set(state.pitches, seat, pitch))
    genres = f"{word(state, pair[0], THEME)} + {word(state, pair[1], THEME)}"
    events.append(Event(f"{_name(state, seat)} pitches {genres} ({pair[0]} and {pair[1]})"
                        + (f": “{text}”" if text else ""), kind="pitch", seat=seat, reveal=True,
                        prompt=Prompt("pitch", f"{_name(state, seat)}, pitch your {genres} mash-up.", seat)))
    state = _draw_to_hand(state, seat, events, 2)
    state = _advance(state)
    if state.step >= len(state.order):
        state = attrs.evolve(state, phase=VOTE, order=tuple(range(state.n)), step=0)
        events.append(Event("Every theme is pitched: time to agree on one. If the vote is not unanimous, "
                            "the pitch with the lowest-numbered card wins.", kind="phase"))
    return state


def _do_vote(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _need_phase(state, action, VOTE)
    _check_args(action, "player")
    choice = _seat_arg(state, action, "player")
    if state.pitches[choice] is None:
        raise IllegalAction(f"{_name(state, choice)} has no pitch to vote for")
    state = attrs.evolve(state, votes=_set(state.votes, seat, choice))
    events.append(Event(f"{_name(state, seat)} votes for {_pitch_words(state, choice)}", kind="vote", seat=seat))
    state = _advance(state)
    if state.step < len(state.order):
        return state
    votes = set(state.votes)
    if len(votes) == 1:
        winner = state.votes[0]
        consensus = True
        events.append(Event(f"Consensus! The story will be {_pitch_words(state, winner)}", kind="theme"))
    else:
        pitched = [p for p in state.pitches if p is not None]
        winner = min(pitched, key=lambda p: int(p.cards[0])).seat
        consensus = False
        events.append(Event(f"No consensus: the pitch with the lowest card wins — "
                            f"{_pitch_words(state, winner)}", kind="theme"))
    pitch = state.pitches[winner]
    assert pitch is not None
    others = tuple(c for p in state.pitches if p is not None and p.seat != winner for c in p.cards)
    state = attrs.evolve(state, theme=pitch.cards, theme_seat=winner, consensus=consensus, lead=winner,
                         discard=state.discard + others)
    state, bonus = _take_top(state, events)
    if bonus is not None:
        state = _add_resource(state, winner, bonus)
        events.append(Event(f"{_name(state, winner)} becomes Lead Storyteller and takes the top card as a bonus "
                            f"Resource: {label(state, bonus, RESOURCE)}", kind="bonus", seat=winner, reveal=True,
                            prompt=Prompt("bonus", f"{_name(state, winner)}, what does "
                                          f"{word(state, bonus, RESOURCE)} mean for your character?", winner)))
    else:
        events.append(Event(f"{_name(state, winner)} becomes Lead Storyteller (no card is left for the bonus)",
                            kind="bonus", seat=winner))
    order = _clockwise(winner, state.n)
    events.append(Event("Who will you be in this story? Each player writes a character role.", kind="phase",
                        prompt=Prompt("roles", "Talk about who you want to be; write your character roles.")))
    return attrs.evolve(state, phase=ROLES, order=order, step=0)


def _pitch_words(state: State, seat: int) -> str:
    pitch = state.pitches[seat]
    if pitch is None:
        return f"{_name(state, seat)}'s pitch"
    a, b = pitch.cards
    return f"{_name(state, seat)}'s {word(state, a, THEME)} + {word(state, b, THEME)}"


def _do_role(state: State, seat: int, action: Action, events: list[Event]) -> State:
    if state.phase == THEMES:
        raise IllegalAction("character roles come after the theme is chosen")
    _check_args(action, "text")
    text = _clean_text(action["text"], "role")
    state = attrs.evolve(state, roles=_set(state.roles, seat, text))
    if text:
        events.append(Event(f"{_name(state, seat)}'s character: {text}", kind="role", seat=seat))
    if state.phase != ROLES:
        return state
    if not text:
        events.append(Event(f"{_name(state, seat)} will decide their role as the story unfolds",
                            kind="role", seat=seat))
    state = _advance(state)
    if state.step >= len(state.order):
        lead = state.lead if state.lead is not None else 0
        events.append(Event("Resources round: starting with the Lead Storyteller, each player puts a Resource "
                            "in front of themselves and ties it to another player's character.", kind="phase"))
        state = _settle_round(attrs.evolve(state, phase=RESOURCES, order=_clockwise(lead, state.n), step=0),
                              events)
    return state


# -- resources and trouble ------------------------------------------------------


def _do_resource(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _need_phase(state, action, RESOURCES)
    _check_args(action, "card", "involves", "text")
    card = _hand_card(state, seat, action)
    other = _seat_arg(state, action, "involves")
    if other == seat:
        raise IllegalAction("a Resource should involve another player's character")
    text = _clean_text(action["text"], "note")
    state = _add_resource(_from_hand(state, seat, card), seat, card)
    if text:
        state = _set_note(state, seat, card, text)
    state = attrs.evolve(state, placed=state.placed + (
        Placed(RESOURCE, state.act, seat, card, other, text, state.moves + 1),))
    noted = f", noted “{text}”" if text else ""
    events.append(Event(f"{_name(state, seat)} plays the Resource {label(state, card, RESOURCE)}, involving "
                        f"{_name(state, other)}{noted}", kind="resource", seat=seat, reveal=True,
                        prompt=Prompt("resource", f"{_name(state, seat)}, how does {word(state, card, RESOURCE)} "
                                      f"show in the story, and how is {_name(state, other)} part of it?", seat)))
    state = _draw_to_hand(state, seat, events)
    return _settle_round(_advance(state), events)


def _start_trouble(state: State, events: list[Event]) -> State:
    lead = state.lead if state.lead is not None else 0
    act = f" (Act {state.act})" if state.acts > 1 else ""
    events.append(Event(f"Trouble round{act}: starting with the Lead Storyteller, each player gives a Problem "
                        "to a player who has none yet.", kind="phase"))
    return _settle_round(attrs.evolve(state, phase=TROUBLE, order=_clockwise(lead, state.n), step=0), events)


def _do_problem(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _need_phase(state, action, TROUBLE)
    _check_args(action, "card", "target")
    card = _hand_card(state, seat, action)
    target = _seat_arg(state, action, "target")
    if target == seat:
        raise IllegalAction("give the Problem to another player")
    if target not in _problem_targets(state, seat):
        raise IllegalAction(f"{_name(state, target)} already has a Problem; give it to a player without one")
    state = _add_problem(_from_hand(state, seat, card), target, card)
    state = attrs.evolve(state, placed=state.placed + (
        Placed(PROBLEM, state.act, seat, card, target, "", state.moves + 1),))
    events.append(Event(f"{_name(state, seat)} gives {_name(state, target)} the Problem "
                        f"{label(state, card, PROBLEM)}", kind="problem", seat=seat, reveal=True,
                        prompt=Prompt("problem", f"{_name(state, seat)}, how does {word(state, card, PROBLEM)} "
                                      f"trouble {_name(state, target)}'s character?", seat)))
    state = _draw_to_hand(state, seat, events)
    return _settle_round(_advance(state), events)


def _settle_round(state: State, events: list[Event]) -> State:
    """In the Resources and Trouble rounds, pass over players with no cards
    (only possible once the whole deck is in play) and end the round after
    the last player."""
    while state.step < len(state.order) and not state.hands[state.order[state.step]]:
        seat = state.order[state.step]
        events.append(Event(f"{_name(state, seat)} has no card to play and is passed over", kind="skip",
                            seat=seat))
        state = _advance(state)
    if state.step < len(state.order):
        return state
    if state.phase == RESOURCES:
        return _start_trouble(state, events)
    lead = state.lead if state.lead is not None else 0
    act = f"Act {state.act}" if state.acts > 1 else "The story"
    events.append(Event(f"{act} begins: each player in turn tells a Plan to beat one of their Problems.",
                        kind="phase"))
    state = attrs.evolve(state, phase=PLAN, order=_clockwise(lead, state.n), step=0)
    return _skip_storytellers(state, events)


# -- storytelling -----------------------------------------------------------------


def _skip_storytellers(state: State, events: list[Event]) -> State:
    """Pass over storytellers with no Problem; end the act after the last one."""
    while state.step < len(state.order):
        seat = state.order[state.step]
        if state.problems[seat]:
            return state
        events.append(Event(f"{_name(state, seat)} has no Problem to tackle and passes the storytelling turn",
                            kind="skip", seat=seat))
        state = _advance(state)
    return _end_act(state, events)


def _end_act(state: State, events: list[Event]) -> State:
    if state.act < state.acts:
        state = attrs.evolve(state, act=state.act + 1)
        events.append(Event(f"Act {state.act} begins.", kind="phase"))
        return _start_trouble(state, events)
    return _start_climax(state, events)


def _do_plan(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _need_phase(state, action, PLAN)
    _check_args(action, "problem", "text")
    problem = action["problem"]
    if not isinstance(problem, str) or problem not in state.problems[seat]:
        raise IllegalAction("choose one of your own Problems to tackle")
    text = _clean_text(action["text"], "plan")
    plan = PlanRecord(state.act, seat, problem, text, state.moves + 1)
    n = state.n
    evaluators = tuple(s for s in range(n) if (s != seat or n % 2 == 1) and state.hands[s])
    events.append(Event(f"{_name(state, seat)} tackles {label(state, problem, PROBLEM)}"
                        + (f": “{text}”" if text else ""), kind="plan", seat=seat,
                        prompt=Prompt("plan", f"{_name(state, seat)}, how will you use your Resources to beat "
                                      f"{word(state, problem, PROBLEM)}?", seat)))
    state = attrs.evolve(state, plan=plan, evaluators=evaluators, evals=(None,) * n, last_storyteller=seat)
    if not evaluators:
        events.append(Event("Nobody has a card to evaluate with: the chance of success is nil", kind="median"))
        return attrs.evolve(state, phase=FLIP)
    who = ", ".join(_name(state, s) for s in evaluators)
    events.append(Event(f"Evaluate the Plan: {who} each choose a Number face down "
                        "(higher means more likely to succeed).", kind="phase"))
    return attrs.evolve(state, phase=EVALUATE)


def _do_evaluate(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _need_phase(state, action, EVALUATE)
    _check_args(action, "card")
    card = _hand_card(state, seat, action)
    state = _from_hand(state, seat, card)
    state = attrs.evolve(state, evals=_set(state.evals, seat, card))
    events.append(Event(f"{_name(state, seat)} places an evaluation face down", kind="evaluate", seat=seat,
                        private=f"You evaluate the Plan at {card}", private_to=frozenset({seat})))
    state = _draw_to_hand(state, seat, events)
    if any(state.evals[s] is None for s in state.evaluators):
        return state
    return _reveal_evaluations(state, events)


def _reveal_evaluations(state: State, events: list[Event]) -> State:
    plan = state.plan
    assert plan is not None
    shown = tuple((s, state.evals[s]) for s in state.evaluators if state.evals[s] is not None)
    ranked = sorted(shown, key=lambda sc: int(sc[1]))
    median_seat, median = ranked[(len(ranked) - 1) // 2]
    listing = ", ".join(f"{_name(state, s)} {c}" for s, c in shown)
    state = _add_resource(state, median_seat, median)
    plan = attrs.evolve(plan, evaluations=shown, median_seat=median_seat, median=median)
    events.append(Event(f"Evaluations revealed: {listing}. The median is {median}: the Plan has a "
                        f"{median} in 100 chance, and {_name(state, median_seat)} keeps it as the Resource "
                        f"{label(state, median, RESOURCE)}", kind="median", seat=median_seat, reveal=True,
                        prompt=Prompt("median", f"{_name(state, median_seat)}, how does "
                                      f"{word(state, median, RESOURCE)} fit your character?", median_seat)))
    return attrs.evolve(state, plan=plan, evals=(None,) * state.n, phase=KEEP, order=(median_seat,), step=0)


def _do_keep(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _need_phase(state, action, KEEP)
    _check_args(action, "text")
    text = _clean_text(action["text"], "note")
    plan = state.plan
    assert plan is not None and plan.median is not None
    if text:
        state = _set_note(state, seat, plan.median, text)
        events.append(Event(f"{_name(state, seat)} writes “{text}” on {label(state, plan.median, RESOURCE)}",
                            kind="note", seat=seat))
    plan = attrs.evolve(plan, keep_note=text)
    return attrs.evolve(state, plan=plan, phase=FLIP, order=(plan.storyteller,), step=0)


def _do_flip(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _need_phase(state, action, FLIP)
    _check_args(action)
    plan = state.plan
    assert plan is not None
    # The evaluations that were not the median go to the discard pile first.
    spent = tuple(c for s, c in plan.evaluations if c != plan.median)
    state = attrs.evolve(state, discard=state.discard + spent, evals=(None,) * state.n)
    state, card = _take_top(state, events)
    chance = int(plan.median) if plan.median is not None else 0
    teller = plan.storyteller
    if card is None:
        events.append(Event("There is no card left to flip: the Plan fails, but no new Problem appears",
                            kind="flip", seat=teller))
        plan = attrs.evolve(plan, success=False)
    elif int(card) < chance:
        problems = list(state.problems[teller])
        problems.remove(plan.problem)
        state = attrs.evolve(state, problems=_set(state.problems, teller, tuple(problems)),
                             discard=state.discard + (card,))
        state = _add_resource(state, teller, plan.problem)
        events.append(Event(f"{_name(state, teller)} flips {card}, under {chance}: the Plan succeeds! "
                            f"{label(state, plan.problem, PROBLEM)} spins round into the Resource "
                            f"{label(state, plan.problem, RESOURCE)}", kind="success", seat=teller, reveal=True,
                            prompt=Prompt("success", f"{_name(state, teller)}, tell how your Plan works out.",
                                          teller)))
        plan = attrs.evolve(plan, flip=card, success=True)
    else:
        state = _add_problem(state, teller, card)
        owner = plan.median_seat if plan.median_seat is not None else teller
        events.append(Event(f"{_name(state, teller)} flips {card}, not under {chance}: the Plan fails and "
                            f"{label(state, card, PROBLEM)} is a new Problem for {_name(state, teller)}",
                            kind="failure", seat=teller, reveal=True,
                            prompt=Prompt("failure", f"{_name(state, owner)}, tell how "
                                          f"{word(state, card, PROBLEM)} makes things worse for "
                                          f"{_name(state, teller)}.", owner)))
        plan = attrs.evolve(plan, flip=card, success=False)
    lead = state.lead if state.lead is not None else 0
    state = attrs.evolve(state, plans=state.plans + (plan,), plan=None, evaluators=(), phase=PLAN,
                         order=_clockwise(lead, state.n), step=_storyteller_index(state, teller) + 1)
    return _skip_storytellers(state, events)


def _storyteller_index(state: State, teller: int) -> int:
    lead = state.lead if state.lead is not None else 0
    return (teller - lead) % state.n


# -- climax -------------------------------------------------------------------------


def _start_climax(state: State, events: list[Event]) -> State:
    counts = [len(r) for r in state.resources]
    best = max(counts)
    tied = tuple(s for s in range(state.n) if counts[s] == best)
    events.append(Event("Every character has had a chance: the story moves to its Climax.", kind="phase"))
    if len(tied) == 1:
        return _set_climax_lead(state, tied[0], events, f"with the most Resources ({best})")
    chooser = state.last_storyteller if state.last_storyteller is not None else (state.lead or 0)
    names = ", ".join(_name(state, s) for s in tied)
    events.append(Event(f"{names} are tied with {best} Resources; {_name(state, chooser)}, the most recent "
                        "storyteller, picks the Climax Lead among them.", kind="phase"))
    return attrs.evolve(state, phase=CLIMAX_LEAD, tied=tied, order=(chooser,), step=0)


def _set_climax_lead(state: State, lead: int, events: list[Event], why: str) -> State:
    events.append(Event(f"{_name(state, lead)} leads the Climax ({why}) and frames the final conflict",
                        kind="climax", seat=lead,
                        prompt=Prompt("frame", f"{_name(state, lead)}, what is the final conflict?", lead)))
    return attrs.evolve(state, climax_lead=lead, phase=FRAME, order=(lead,), step=0)


def _do_lead(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _need_phase(state, action, CLIMAX_LEAD)
    _check_args(action, "player")
    choice = _seat_arg(state, action, "player")
    if choice not in state.tied:
        raise IllegalAction(f"{_name(state, choice)} is not among those tied for the most Resources")
    return _set_climax_lead(state, choice, events, f"chosen by {_name(state, seat)}")


def _do_frame(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _need_phase(state, action, FRAME)
    _check_args(action, "text")
    text = _clean_text(action["text"], "framing")
    if text:
        events.append(Event(f"The Climax: {text}", kind="frame", seat=seat))
    events.append(Event("Bid for Hero: starting with the Climax Lead, each player says how they sway the "
                        "Climax and bids a Number face down, as close under the Finale card as they dare.",
                        kind="phase"))
    order = tuple(s for s in _clockwise(seat, state.n) if state.hands[s])
    state = attrs.evolve(state, frame=text, frame_at=state.moves + 1, order=order, step=0, phase=BIDS)
    if not order:
        events.append(Event("Nobody has a card left to bid with.", kind="skip"))
        return attrs.evolve(state, phase=FINALE, order=(seat,))
    return state


def _do_bid(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _need_phase(state, action, BIDS)
    _check_args(action, "card", "text")
    card = _hand_card(state, seat, action)
    text = _clean_text(action["text"], "bid story")
    state = _from_hand(state, seat, card)
    state = attrs.evolve(state, bids=_set(state.bids, seat, BidRecord(seat, card, text)))
    said = f": “{text}”" if text else ""
    events.append(Event(f"{_name(state, seat)} bids face down{said}", kind="bid", seat=seat,
                        private=f"You bid {card}{said}", private_to=frozenset({seat}),
                        prompt=Prompt("bid", f"{_name(state, seat)}, how do you try to sway the Climax?", seat)))
    state = _draw_to_hand(state, seat, events)
    state = _advance(state)
    if state.step >= len(state.order):
        lead = state.climax_lead if state.climax_lead is not None else seat
        events.append(Event("All bids are in: flip the Finale card.", kind="phase"))
        state = attrs.evolve(state, phase=FINALE, order=(lead,), step=0)
    return state


def _do_finale(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _need_phase(state, action, FINALE)
    _check_args(action)
    state, finale = _take_top(state, events)
    bids = [b for b in state.bids if b is not None]
    listing = ", ".join(f"{_name(state, b.seat)} {b.card}" for b in bids) or "no bids"
    lead = state.climax_lead if state.climax_lead is not None else seat
    outcomes = ["none"] * state.n
    if finale is None:
        events.append(Event(f"No card is left for the Finale. Bids: {listing}. Nobody wins or loses anything.",
                            kind="finale", reveal=True))
        state = attrs.evolve(state, bids_revealed=True)
    else:
        target = int(finale)
        under = [b for b in bids if int(b.card) < target]
        hero = max(under, key=lambda b: int(b.card)).seat if under else None
        events.append(Event(f"The Finale card is {finale}! Bids: {listing}.", kind="finale", reveal=True))
        state = attrs.evolve(state, finale=finale, hero=hero, bids_revealed=True,
                             discard=state.discard + (finale,))
        for s in _clockwise(lead, state.n):
            bid = state.bids[s]
            if bid is None:
                continue
            if int(bid.card) > target:
                outcomes[s] = "lost"
                lost = state.resources[s]
                state = attrs.evolve(state, resources=_set(state.resources, s, ()),
                                     discard=state.discard + lost,
                                     notes=tuple((c, t) for c, t in state.notes if c not in lost))
                events.append(Event(f"{_name(state, s)} bid {bid.card}, over the Finale: they lose all "
                                    f"{len(lost)} Resources", kind="lost", seat=s))
            elif s == hero:
                outcomes[s] = "hero"
                have = len(state.resources[s])
                events.append(Event(f"{_name(state, s)} bid {bid.card}, the highest under the Finale, and is the "
                                    f"Hero! Their {have} Resources double", kind="hero", seat=s))
                state, _ = _draw_resources(state, s, have, events)
            else:
                outcomes[s] = "drew"
                events.append(Event(f"{_name(state, s)} bid {bid.card}, under the Finale, and draws a new Resource",
                                    kind="drew", seat=s))
                state, _ = _draw_resources(state, s, 1, events)
        if hero is None:
            events.append(Event("Nobody bid under the Finale: the story has no Hero.", kind="hero"))
    endings = tuple(HAPPY if len(state.resources[s]) > len(state.problems[s]) else TRAGIC
                    for s in range(state.n))
    start = state.hero if state.hero is not None else lead
    events.append(Event("Denouement: starting with " + ("the Hero" if state.hero is not None else "the Climax Lead")
                        + ", each player tells how the story ends for them.", kind="phase"))
    state = attrs.evolve(state, outcomes=tuple(outcomes), endings=endings, phase=DENOUEMENT,
                         finale_at=state.moves + 1,
                         order=_clockwise(start, state.n), step=0)
    return _prompt_ending(state, events)


def _draw_resources(state: State, seat: int, count: int, events: list[Event]) -> tuple[State, int]:
    got = 0
    for _ in range(count):
        state, card = _take_top(state, events)
        if card is None:
            events.append(Event(f"No card is left: {_name(state, seat)} draws fewer Resources", kind="skip",
                                seat=seat))
            break
        state = _add_resource(state, seat, card)
        got += 1
        events.append(Event(f"{_name(state, seat)} gains the Resource {label(state, card, RESOURCE)}",
                            kind="gain", seat=seat, reveal=True))
    return state, got


def _prompt_ending(state: State, events: list[Event]) -> State:
    seat = state.current
    if seat is None:
        return state
    kind = state.endings[seat]
    events.append(Event(f"{_name(state, seat)} has a {kind} ending", kind="ending-turn", seat=seat,
                        prompt=Prompt("ending", f"{_name(state, seat)}, tell your {kind} ending.", seat)))
    return state


def _do_ending(state: State, seat: int, action: Action, events: list[Event]) -> State:
    _need_phase(state, action, DENOUEMENT)
    _check_args(action, "text")
    text = _clean_text(action["text"], "ending")
    state = attrs.evolve(state, ending_texts=_set(state.ending_texts, seat, text))
    if text:
        events.append(Event(f"{_name(state, seat)}: “{text}”", kind="ending", seat=seat))
    state = _advance(state)
    if state.step < len(state.order):
        return _prompt_ending(state, events)
    winners = victors(state)
    names = " and ".join(_name(state, s) for s in winners)
    events.append(Event(f"The story is told. {names} win{'s' if len(winners) == 1 else ''} with "
                        f"{len(state.resources[winners[0]])} Resources.", kind="win"))
    return attrs.evolve(state, phase=OVER, winners=winners, order=(), step=0)


def victors(state: State) -> tuple[int, ...]:
    counts = [len(r) for r in state.resources]
    best = max(counts)
    top = tuple(s for s in range(state.n) if counts[s] == best)
    if len(top) > 1 and state.hero in top:
        return (state.hero,)
    return top


# -- free moves -------------------------------------------------------------------


def _do_note(state: State, seat: int, action: Action, events: list[Event]) -> State:
    if state.phase == THEMES:
        raise IllegalAction("there are no Resources on the table yet")
    _check_args(action, "card", "text")
    card = action["card"]
    if not isinstance(card, str) or card not in state.resources[seat]:
        raise IllegalAction("you can write only on a Resource in front of you")
    text = _clean_text(action["text"], "note")
    old = state.note_on(card)
    if text == old:
        return state
    state = _set_note(state, seat, card, text)
    what = label(state, card, RESOURCE)
    if not text:
        events.append(Event(f"{_name(state, seat)} wipes the note off {what}", kind="note", seat=seat))
    elif old:
        events.append(Event(f"{_name(state, seat)} rewrites the note on {what}: “{text}”", kind="note", seat=seat))
    else:
        events.append(Event(f"{_name(state, seat)} writes “{text}” on {what}", kind="note", seat=seat))
    return state


def _do_wipe(state: State, seat: int, action: Action, events: list[Event]) -> State:
    if state.phase == THEMES:
        raise IllegalAction("there are no Resources on the table yet")
    _check_args(action, "card")
    card = action["card"]
    if not isinstance(card, str) or card not in state.resources[seat]:
        raise IllegalAction("you can wipe only a Resource in front of you")
    if not state.note_on(card):
        raise IllegalAction("there is no note on that card")
    state = _set_note(state, seat, card, "")
    events.append(Event(f"{_name(state, seat)} wipes the note off {label(state, card, RESOURCE)}",
                        kind="note", seat=seat))
    return state


_HANDLERS = {
    A_THEME: _do_theme,
    A_VOTE: _do_vote,
    A_ROLE: _do_role,
    A_RESOURCE: _do_resource,
    A_PROBLEM: _do_problem,
    A_PLAN: _do_plan,
    A_EVALUATE: _do_evaluate,
    A_KEEP: _do_keep,
    A_FLIP: _do_flip,
    A_LEAD: _do_lead,
    A_FRAME: _do_frame,
    A_BID: _do_bid,
    A_FINALE: _do_finale,
    A_ENDING: _do_ending,
    A_NOTE: _do_note,
    A_WIPE: _do_wipe,
}


# --------------------------------------------------------------------------
# outcome


def result(state: State) -> Result | None:
    if state.phase != OVER:
        return None
    winners = state.winners or victors(state)
    scores = tuple(float(len(r)) for r in state.resources)
    names = " and ".join(_name(state, s) for s in winners)
    hero = f"; {_name(state, state.hero)} is the Hero" if state.hero is not None else "; there is no Hero"
    return Result(winners, f"{names} win{'s' if len(winners) == 1 else ''} 99 Chances{hero}", scores)


def census(state: State) -> tuple[str, ...]:
    cards: list[str] = []
    for group in (state.hands, state.resources, state.problems):
        for items in group:
            cards.extend(items)
    cards.extend(state.draw)
    cards.extend(state.discard)
    cards.extend(state.theme)
    if state.phase in (THEMES, VOTE):
        cards.extend(c for p in state.pitches if p is not None for c in p.cards)
    cards.extend(c for c in state.evals if c is not None)
    if state.plan is not None and state.phase in (KEEP, FLIP):
        cards.extend(c for _, c in state.plan.evaluations if c != state.plan.median)
    cards.extend(b.card for b in state.bids if b is not None)
    return tuple(cards)


def counts(state: State) -> tuple[tuple[int, int], ...]:
    """(Resources, Problems) in front of each player."""
    return tuple((len(state.resources[s]), len(state.problems[s])) for s in range(state.n))
