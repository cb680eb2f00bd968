"""A random driver over the window and its session, mixing what people do
at one evening's table: moves, bots, hand-overs, Undo, Redo, narration,
deleting one's own entry, game over, New game, Open, Recent games and
Play on from it, and seats going to phones and back, whose players move,
write and take back their own moves from there (issue 35). After every step it holds:

- no journal entry is lost except by its author's delete: every word
  written and not deleted is in the game at the table or in a game of
  Recent games;
- every finished or replaced game is still reachable: in Recent games,
  with at least the moves it had when it left the table;
- undo never crosses another seat's decision: what an Undo takes back is
  its own seat's move and forced steps only.

Questions the window asks ("Replace the game in progress?") are answered
"yes" half the time and "no" the other half: a "no" must leave the game
exactly as it was.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QMessageBox

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.recent import game_key
from cardtable.model.outcome import Needs
from tests.gui.conftest import make_window  # noqa: F401

pytestmark = pytest.mark.gui

GAMES = ["ninety-nine", "chicks-with-disks", "t13-yarn-tangling", "9-lives"]


class Driver:
    def __init__(self, window, rng: random.Random, tmp_path, monkeypatch) -> None:
        self.w, self.rng, self.tmp = window, rng, tmp_path
        self.written: dict[str, str] = {}  # text -> game key it was written in
        self.deleted: set[str] = set()
        self.left: dict[str, int] = {}  # game key -> moves it had when it finished or left the table
        self.saved: list = []
        self.counter = 0
        self.answers: list[bool] = []
        # the window's questions, answered at random (and counted)
        def exec_box(box):
            yes = self.rng.random() < 0.5
            self.answers.append(yes)
            return QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.Cancel
        monkeypatch.setattr(QMessageBox, "exec", exec_box)

    # -- what people do -------------------------------------------------------------------
    @property
    def s(self):
        return self.w.session

    def new(self) -> None:
        game = self.rng.choice(GAMES)
        n = max(3, self.w.games[game].min_players)
        humans = self.rng.choice([1, 2])
        players = tuple(PlayerSpec(f"P{i}", i >= humans) for i in range(n))
        before = self.s
        mark = self._mark()
        if self.w.may_replace_game():
            self._leaving()
            self.w.new_game(game, Setup(players, {}, self.rng.randrange(1, 10**6)))
            self.s.set_pace(None)
        else:
            assert self.s is before and self._mark() == mark, "a 'no' changed the game"

    def move(self) -> None:
        s = self.s
        if s.covered:
            s.ready()
            return
        seat = s.acting_seat()
        if seat is None:
            self.bots()
            return
        outcome = s.perform(seat, s.game.bot(s.state, seat, self.rng))
        while isinstance(outcome, Needs):
            outcome = s.send(outcome.answer(0 if outcome.kind == "choice" else self._text("answer")))
        self._over()

    def bots(self) -> None:
        self.s.step_once()
        self._over()

    def undo(self) -> None:
        s = self.s
        if s.can_undo:
            entry = s.history._undo[-1]
            m = s.match
            crossed = [i for i in range(entry.steps_before, len(m.steps))
                       if m.steps[i].seat != entry.seat and m.is_decision(i)]
            assert not crossed, f"Undo would take back another seat's decision at {crossed}"
        self.w.undo()

    def redo(self) -> None:
        self.w.redo()

    # -- phones: a seat played from a phone moves, writes and undoes as ``by`` ------------------
    def phone(self) -> None:
        """A person's seat goes to a phone, or comes back to the table."""
        s = self.s
        humans = [i for i in range(s.match.setup.count) if not s.match.is_bot(i)]
        seat = self.rng.choice(humans)
        s.set_remote(seat, seat not in s.remote)

    def phone_move(self) -> None:
        s = self.s
        seats = [seat for seat in s.match.to_act() if seat in s.remote]
        if not seats or s.match.over:
            return
        seat = self.rng.choice(seats)
        outcome = s.perform(seat, s.game.bot(s.state, seat, self.rng))
        while isinstance(outcome, Needs):
            outcome = s.send(outcome.answer(0 if outcome.kind == "choice" else self._text("answer")))
        self._over()

    def phone_words(self) -> None:
        s = self.s
        if not s.remote:
            return
        seat = self.rng.choice(sorted(s.remote))
        text = self._text("phone")
        s.answer(None, text, by=seat)
        if any(e.text == text for e in s.match.journal):
            self.written[text] = game_key(s.match.record())

    def phone_undo(self) -> None:
        s = self.s
        for seat in sorted(s.remote):
            if s.may_undo(seat):
                entry = s.history._undo[-1]
                m = s.match
                crossed = [i for i in range(entry.steps_before, len(m.steps))
                           if m.steps[i].seat != entry.seat and m.is_decision(i)]
                assert not crossed, f"a phone's Undo would take back another seat's decision at {crossed}"
                s.undo(by=seat)
                return

    def narrate(self) -> None:
        s = self.s
        prompts = s.screen_prompts()
        if prompts and self.rng.random() < 0.5:
            text = self._text("told")
            s.answer(self.rng.choice(prompts), text)
        else:
            text = self._text("free")
            s.narrate(text, seat=s.viewer if not s.covered else None)
        if any(e.text == text for e in s.match.journal):
            self.written[text] = game_key(s.match.record())

    def delete(self) -> None:
        s = self.s
        mine = [i for i in range(len(s.match.journal)) if s.may_delete_entry(i)]
        if mine:
            i = self.rng.choice(mine)
            text = s.match.journal[i].text
            s.delete_entry(i)
            self.deleted.add(text)

    def save_and_open(self) -> None:
        s = self.s
        if not self.saved or self.rng.random() < 0.5:
            path = self.tmp / f"save-{len(self.saved)}.cardtable.json"
            s.save_as(path)
            self.saved.append(path)
            return
        path = self.rng.choice(self.saved)
        mark, before = self._mark(), s
        if self.w.may_replace_game():
            self._leaving()
            assert self.w.open_file(path)
            self.s.set_pace(None)
        else:
            assert self.s is before and self._mark() == mark

    def recent(self) -> None:
        entries = [e for e in self.w.recent.entries() if not e.finished]
        if not entries:
            return
        entry = self.rng.choice(entries)
        mark, before = self._mark(), self.s
        self._leaving_if_replaced(lambda: self.w.lifecycle.play_on_recent(entry), before, mark)

    # -- bookkeeping ------------------------------------------------------------------------
    def _text(self, kind: str) -> str:
        self.counter += 1
        return f"{kind} #{self.counter}"

    def _mark(self):
        s = self.s
        return (len(s.match.steps), [e.text for e in s.match.journal])

    def _leaving(self) -> None:
        s = self.s
        if s is not None and (s.match.steps or s.match.journal):
            key = game_key(s.match.record())
            self.left[key] = max(self.left.get(key, 0), len(s.match.steps))

    def _leaving_if_replaced(self, replace, before, mark) -> None:
        moves = len(before.match.steps)
        key = game_key(before.match.record())
        if replace():
            if before.match.steps or before.match.journal:
                self.left[key] = max(self.left.get(key, 0), moves)
            self.s.set_pace(None)
        else:
            assert self.s is before and self._mark() == mark

    def _over(self) -> None:
        s = self.s
        if s.match.over:
            key = game_key(s.match.record())
            self.left[key] = max(self.left.get(key, 0), len(s.match.steps))

    # -- the invariants -----------------------------------------------------------------------
    def check(self) -> None:
        recent = self.w.recent
        kept = {}
        words = set(e.text for e in self.s.match.journal)
        for entry in recent.entries():
            record = recent.load(entry)
            kept.setdefault(entry.key, []).append(len(record.actions))
            words.update(e.text for e in record.journal)
        table_key = game_key(self.s.match.record())
        lost = [t for t in self.written if t not in self.deleted and t not in words]
        assert not lost, f"words lost: {lost}"
        for key, moves in self.left.items():
            if key == table_key and len(self.s.match.steps) >= moves:
                continue
            assert max(kept.get(key, [-1])) >= moves, f"a game that left the table is not kept ({moves} moves)"


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_nothing_is_lost_where_features_meet(qtbot, make_window, tmp_path, monkeypatch, seed):
    w = make_window(tmp_path / "home")
    rng = random.Random(seed)
    d = Driver(w, rng, tmp_path, monkeypatch)
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob", True), PlayerSpec("Cy", True)), {}, seed))
    w.session.set_pace(None)
    steps = [(d.move, 30), (d.bots, 15), (d.undo, 10), (d.redo, 5), (d.narrate, 10), (d.delete, 3),
             (d.new, 3), (d.save_and_open, 3), (d.recent, 2), (d.phone, 2), (d.phone_move, 8), (d.phone_words, 4),
             (d.phone_undo, 4)]
    actions, weights = zip(*steps)
    done = {a.__name__: 0 for a in actions}
    undone = 0
    for _ in range(400):
        act = rng.choices(actions, weights)[0]
        before = (w.session, len(w.session.match.steps))
        act()
        done[act.__name__] += 1
        undone += act in (d.undo, d.phone_undo) and w.session is before[0] and len(w.session.match.steps) < before[1]
        d.check()
    print(f"seed {seed}: {done}; moves taken back {undone}; questions answered {len(d.answers)}; "
          f"games kept {len(w.recent.entries())}; words {len(d.written)}, deleted {len(d.deleted)}")
    assert undone and d.written and d.deleted and len(d.left) >= 1
