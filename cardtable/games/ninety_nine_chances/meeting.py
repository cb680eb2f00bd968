"""The Story Meeting: theme pitches, the vote, the bonus Resource and the
character roles."""

from __future__ import annotations

from cardtable.engine.i18n import _
from cardtable.engine.protocol import Action, Event, IllegalAction, Prompt
from cardtable.engine.values import evolve

from .deck import RESOURCE, THEME
from .rounds import settle_round
from .state import (
    Pitch, RESOURCES, ROLES, State, THEMES, VOTE, add_resource, advance, check_args, clean_text, clockwise,
    draw_to_hand, from_hand, hand_card, label, name_of, need_phase, pitch_words, replace_at, seat_arg,
    take_top, word,
)


def do_theme(state: State, seat: int, action: Action, events: list[Event]) -> State:
    need_phase(state, action, THEMES)
    check_args(action, "a", "b", "text")
    a = hand_card(state, seat, action, "a")
    b = hand_card(state, seat, action, "b")
    if a == b:
        raise IllegalAction(_("pitch two different cards"))
    text = clean_text(action["text"], "pitch")
    state = from_hand(from_hand(state, seat, a), seat, b)
    pair = tuple(sorted((a, b), key=int))
    pitch = Pitch(seat, pair, text, state.moves + 1)
    state = evolve(state, pitches=replace_at(state.pitches, seat, pitch))
    shown = state  # the words are said when read (engine Event), from this state

    def values() -> dict:
        return dict(name=name_of(shown, seat), a_word=word(shown, pair[0], THEME), b_word=word(shown, pair[1], THEME),
                    a=pair[0], b=pair[1], text=text)

    def said() -> str:
        if text:
            return _("{name} pitches {a_word} + {b_word} ({a} and {b}): “{text}”").format(**values())
        return _("{name} pitches {a_word} + {b_word} ({a} and {b})").format(**values())

    events.append(Event(said, kind="pitch", seat=seat, reveal=True,
                        prompt=Prompt("pitch", lambda: _("{name}, pitch your {a_word} + {b_word} mash-up.").format(
                            **values()), seat)))
    state = draw_to_hand(state, seat, events, 2)
    state = advance(state)
    if state.turn >= len(state.order):
        state = evolve(state, phase=VOTE, order=tuple(range(state.n)), turn=0)
        events.append(Event(lambda: _("Every theme is pitched: time to agree on one. If the vote is not unanimous, "
                                      "the pitch with the lowest-numbered card wins."), kind="phase"))
    return state


def do_vote(state: State, seat: int, action: Action, events: list[Event]) -> State:
    need_phase(state, action, VOTE)
    check_args(action, "player")
    choice = seat_arg(state, action, "player")
    if state.pitches[choice] is None:
        raise IllegalAction(_("{name} has no pitch to vote for").format(name=name_of(state, choice)))
    state = evolve(state, votes=replace_at(state.votes, seat, choice))
    shown = state  # the words are said when read (engine Event), from this state (its pitches stay as they are)
    events.append(Event(lambda: _("{name} votes for {pitch}").format(name=name_of(shown, seat),
                                                                    pitch=pitch_words(shown, choice)),
                        kind="vote", seat=seat))
    state = advance(state)
    if state.turn < len(state.order):
        return state
    votes = set(state.votes)
    if len(votes) == 1:
        winner = state.votes[0]
        consensus = True
        events.append(Event(lambda: _("Consensus! The story will be {pitch}").format(pitch=pitch_words(shown, winner)),
                            kind="theme"))
    else:
        pitched = [p for p in state.pitches if p is not None]
        winner = min(pitched, key=lambda p: int(p.cards[0])).seat
        consensus = False
        events.append(Event(lambda: _("No consensus: the pitch with the lowest card wins — {pitch}").format(
            pitch=pitch_words(shown, winner)), kind="theme"))
    pitch = state.pitches[winner]
    assert pitch is not None
    others = tuple(c for p in state.pitches if p is not None and p.seat != winner for c in p.cards)
    state = evolve(state, theme=pitch.cards, theme_seat=winner, consensus=consensus, lead=winner,
                         discard=state.discard + others)
    state, bonus = take_top(state, events)
    if bonus is not None:
        state = evolve(add_resource(state, winner, bonus), bonus=bonus)

        def took() -> str:
            return _("{name} becomes Lead Storyteller and takes the top card as a bonus Resource: {card}").format(
                name=name_of(shown, winner), card=label(shown, bonus, RESOURCE))

        def asked() -> str:
            return _("{name}, what does {word} mean for your character?").format(
                name=name_of(shown, winner), word=word(shown, bonus, RESOURCE))

        events.append(Event(took, kind="bonus", seat=winner, reveal=True, prompt=Prompt("bonus", asked, winner)))
    else:
        events.append(Event(lambda: _("{name} becomes Lead Storyteller (no card is left for the bonus)").format(
            name=name_of(shown, winner)), kind="bonus", seat=winner))
    order = clockwise(winner, state.n)
    roles = Prompt("roles", lambda: _("Talk about who you want to be; write your character roles."))
    events.append(Event(lambda: _("Who will you be in this story? Each player writes a character role."), kind="phase",
                        prompt=roles))
    return evolve(state, phase=ROLES, order=order, turn=0)


def do_role(state: State, seat: int, action: Action, events: list[Event]) -> State:
    if state.phase == THEMES:
        raise IllegalAction(_("character roles come after the theme is chosen"))
    check_args(action, "text")
    text = clean_text(action["text"], "role")
    state = evolve(state, roles=replace_at(state.roles, seat, text))
    name = name_of(state, seat)  # the words are said when read (engine Event)
    if text:
        events.append(Event(lambda: _("{name}'s character: {text}").format(name=name, text=text),
                            kind="role", seat=seat))
    if state.phase != ROLES:
        return state
    if not text:
        events.append(Event(lambda: _("{name} will decide their role as the story unfolds").format(name=name),
                            kind="role", seat=seat))
    state = advance(state)
    if state.turn >= len(state.order):
        lead = state.lead if state.lead is not None else 0
        events.append(Event(lambda: _("Resources round: starting with the Lead Storyteller, each player puts a "
                                      "Resource in front of themselves and ties it to another player's character."),
                            kind="phase"))
        state = settle_round(evolve(state, phase=RESOURCES, order=clockwise(lead, state.n), turn=0),
                              events)
    return state
