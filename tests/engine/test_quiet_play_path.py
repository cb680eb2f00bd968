"""A move's words are said only when someone reads them.

A bot's search plays thousands of moves a decision and a sweep millions,
and neither reads the log. So, in every game the registry knows, applying a
move looks up and formats no words: an event or prompt carries its text as
a function (engine/actions.Event), said when the log, a phone or a summary
first reads it. Counted here as translation lookups (every word the engine
and the games say goes through one catalogue) made inside ``apply`` over
seeded bot games; the words, once read, are the same as read at once.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cardtable.engine import i18n
from cardtable.engine.actions import Event, Prompt
from cardtable.engine.protocol import BadOptions, PlayerSpec, Setup
from cardtable.games import all_games

GAME_IDS = list(all_games())
SEEDS = range(1, 4)
MOST_MOVES = 20_000


class _Counting:
    """The catalogue, counting the lookups made while ``counting`` is set."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.counting = False
        self.seen: Counter[str] = Counter()

    def _note(self, message: str) -> None:
        if self.counting:
            self.seen[message] += 1

    def gettext(self, message):
        self._note(message)
        return self.inner.gettext(message)

    def ngettext(self, singular, plural, n):
        self._note(singular)
        return self.inner.ngettext(singular, plural, n)

    def pgettext(self, context, message):
        self._note(message)
        return self.inner.pgettext(context, message)


def _counts(game) -> list[int]:
    """Two player counts the game's default options allow: its fewest and up to four."""
    found = []
    for n in range(game.min_players, game.max_players + 1):
        try:
            game.new_game(game.normalise(Setup(tuple(PlayerSpec(f"Bot {i + 1}", True) for i in range(n)), {}, 0)))
        except BadOptions:
            continue
        found.append(n)
    return sorted({found[0], max(k for k in found if k <= max(4, found[0]))})


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_applying_a_move_says_no_words_until_they_are_read(game_id, monkeypatch):
    game = all_games()[game_id]
    catalogue = _Counting(i18n._translation)
    monkeypatch.setattr(i18n, "_translation", catalogue)
    moves = 0
    for n in _counts(game):
        players = tuple(PlayerSpec(f"Bot {i + 1}", True) for i in range(n))
        base = game.normalise(Setup(players, {}, 0))
        for seed in SEEDS:
            state = game.new_game(Setup(base.players, base.options, seed))
            rng = random.Random(seed)
            events: list[Event] = []
            while game.result(state) is None and moves < MOST_MOVES * len(SEEDS):
                seat = game.to_act(state)[0]
                action = game.bot(state, seat, rng)
                catalogue.counting = True
                state, said = game.apply(state, seat, action)
                catalogue.counting = False
                events.extend(said)
                moves += 1
            assert game.result(state) is not None
            read = [[ev.text_for(v) for v in (None, *range(n))] for ev in events]
            prompts = [ev.prompt.text for ev in events if ev.prompt is not None]
            assert all(isinstance(t, str) for t in [*prompts, *(t for row in read for t in row)])
            assert read[-1][0].strip(), "the last move of a game says what happened"
            again = [[ev.text_for(v) for v in (None, *range(n))] for ev in events]
            assert again == read, "words once said stay the same"
    assert not catalogue.seen, f"{game_id}: applying moves looked up {sum(catalogue.seen.values())} words " \
                               f"in {moves} moves, e.g. {catalogue.seen.most_common(3)}"


def test_an_event_said_later_is_the_event_said_at_once():
    said = Event(lambda: "Ann plays 7♣", kind="play", seat=0, private=lambda: "You play 7♣",
                 private_to=frozenset({0}), prompt=Prompt("t", lambda: "How?", 0))
    at_once = Event("Ann plays 7♣", kind="play", seat=0, private="You play 7♣", private_to=frozenset({0}),
                    prompt=Prompt("t", "How?", 0))
    assert said == at_once and hash(said) == hash(at_once) and repr(said) == repr(at_once)
    assert said.text_for(0) == "You play 7♣" and said.text_for(1) == said.text == "Ann plays 7♣"
    assert said.prompt.text == "How?"


def test_an_event_that_says_its_words_later_pickles_as_its_words():
    import pickle

    calls = []
    said = Event(lambda: calls.append(1) or "Bo draws a card", private=lambda: "You draw 2♦",
                 private_to=frozenset({1}), prompt=Prompt("t", lambda: "What then?"))
    back = pickle.loads(pickle.dumps(said))
    assert back == said and back.private == "You draw 2♦" and back.prompt.text == "What then?"
    assert said.text == "Bo draws a card" and calls == [1], "the words are said once and kept"
