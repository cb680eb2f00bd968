"""Narration and notes are the players' own (issue 35, item 3): Undo takes
back moves, never words. Entries written after the undone move stay, in
their order, through redo, a different move instead, the autosave and a
reload; only their author deletes one, explicitly."""

from __future__ import annotations

import random

import pytest

from cardtable.engine.autosave import load_autosave
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.model.outcome import Moved, Refused
from cardtable.model.session import GameSession

GAMES = all_games()


def _session(tmp_path, game_id: str = "ninety-nine", humans: int = 1) -> GameSession:
    players = tuple(PlayerSpec(name, i >= humans) for i, name in enumerate(("Ann", "Bob", "Cy")))
    s = GameSession.new(GAMES[game_id], Setup(players, {}, 11), autosave_path=tmp_path / "autosave.cardtable.json",
                        bot_delay_ms=0)
    s.set_pace(None)
    return s


def _own_move(s: GameSession, rng: random.Random) -> int:
    """The seat at the screen plays a move it may take back; returns it."""
    for _ in range(50):
        s.step_bots_now()
        if s.covered:
            s.ready()
        seat = s.acting_seat()
        if seat is not None and seat == s.viewer:
            outcome = s.perform(seat, s.game.bot(s.state, seat, rng))
            assert isinstance(outcome, Moved)
            if s.can_undo:
                return seat
    pytest.fail("no move that may be taken back")


def _texts(journal) -> list[str]:
    return [e.text for e in journal]


def test_undo_and_redo_keep_every_word_in_order(qapp, tmp_path):
    s = _session(tmp_path)
    rng = random.Random(3)
    try:
        seat = _own_move(s, rng)
        s.narrate("Before the move.", seat=seat)
        seat = _own_move(s, rng)
        s.narrate("After it, by the mover.", seat=seat)
        other = next(i for i in range(3) if i != seat)
        s.narrate("After it, by someone else (a phone, say).", seat=other)
        words = _texts(s.match.journal)
        assert isinstance(s.undo(), Moved)
        assert _texts(s.match.journal) == words, "Undo took words back"
        assert isinstance(s.redo(), Moved)
        assert _texts(s.match.journal) == words
        s.undo()
        s.shutdown()  # the autosave is written out
        record, _repair = load_autosave(tmp_path / "autosave.cardtable.json", GAMES)
        assert _texts(record.journal) == words, "the autosave lost words"
        again = GameSession.from_record(GAMES, record)
        assert _texts(again.match.journal) == words
        again.shutdown()
    finally:
        s.shutdown()


def test_only_the_author_deletes_an_entry(qapp, tmp_path):
    s = _session(tmp_path)
    rng = random.Random(4)
    try:
        seat = _own_move(s, rng)
        other = next(i for i in range(3) if i != seat)
        s.narrate("Mine.", seat=seat)
        s.narrate("Theirs.", seat=other)
        mine, theirs = 0, 1
        assert s.may_delete_entry(mine) and not s.may_delete_entry(theirs)
        refused = s.delete_entry(theirs)
        assert isinstance(refused, Refused) and s.name(other) in refused.reason
        assert isinstance(s.delete_entry(mine, by=seat), Refused)  # a seat not on a phone has no phone to ask from
        assert isinstance(s.delete_entry(mine), Moved)
        assert _texts(s.match.journal) == ["Theirs."]
        s.shutdown()
        record, _repair = load_autosave(tmp_path / "autosave.cardtable.json", GAMES)
        assert _texts(record.journal) == ["Theirs."]
    finally:
        s.shutdown()


def test_behind_the_privacy_screen_nobody_deletes(qapp, tmp_path):
    s = _session(tmp_path, humans=2)
    try:
        s.step_bots_now()
        s.narrate("Anyone's?", seat=None)
        assert s.covered, "two people at one screen start behind the privacy screen"
        assert not s.may_delete_entry(0)
        s.ready()
        assert s.may_delete_entry(0)
    finally:
        s.shutdown()
