"""The privacy audit: whole seeded games through the real window, with two
human seats and bots, checking everything on screen for hidden cards.

At every hand-over (behind the privacy screen), while a player looks at a
card just given to them, after every Ready and after every Undo and Redo,
the audit gathers every text the window holds — widget texts, tooltips and
accessible names, the status line, the docks' lists, menu entries — and
every card face drawn on the table, and checks that none of it names a card
the person at the screen was never entitled to see, nor repeats another
seat's private log line. The New game dialog, opened during the game (behind
the privacy screen and after Ready), is audited the same way, and shows
nothing of the game's seed nor of the seed it would deal (a seed tells every
card: each hand, the deck's order, every reshuffle).
"""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QAbstractButton, QAbstractSpinBox, QApplication, QComboBox, QLabel, QListWidget,
                               QPlainTextEdit, QLineEdit, QTextEdit, QToolTip, QWidget)

from cardtable.engine.cards import card
from cardtable.engine.knowledge import visible_ids
from cardtable.engine.protocol import PlayerSpec, Setup

from .conftest import answer_questions, pass_button

pytestmark = pytest.mark.gui

AUDITED = {
    # game id: (players as (name, bot), options, seed)
    "ninety-nine": ((("Ann", False), ("Bob", False), ("Cy", True), ("Di", True)), {}, 5),
    "99-chances": ((("Ann", False), ("Bob", False), ("Cy", True), ("Di", True)), {}, 3),
    "9-lives": ((("Ann", False), ("Bob", False), ("Cy", True), ("Di", True)), {}, 8),
    "t13-yarn-tangling": ((("Ann", False), ("Bob", False), ("Cy", True)), {}, 4),
}


def card_words(game_id: str, state, card_id: str) -> set[str]:
    """The ways the app's texts name a card: the game's own wording."""
    if game_id in ("ninety-nine", "t13-yarn-tangling"):
        c = card(card_id)
        return {c.short, c.name}
    if game_id == "99-chances":
        from cardtable.games.ninety_nine_chances.deck import PROBLEM, RESOURCE, THEME
        from cardtable.games.ninety_nine_chances.state import describe_card

        deck = state.deck
        c = deck.card(card_id)
        # the log's and the tips' "courage (43)", the face's "43 · Western · Resource courage · …"
        return {describe_card(state, card_id), f"{c.genre} / {c.resource} / {c.problem}",
                deck.face(card_id).description, *(deck.label(card_id, mode) for mode in (THEME, RESOURCE, PROBLEM))}
    if game_id == "9-lives":
        from cardtable.games.nine_lives.rules import card_name

        return {card_name(state.deck, card_id)}
    raise AssertionError(game_id)


def named(word: str, text: str) -> bool:
    """``word`` appears in ``text`` as a whole name ("Toffee 4" is not in "Toffee 49")."""
    return re.search(rf"(?<![0-9A-Za-z]){re.escape(word)}(?![0-9A-Za-z])", text) is not None


class Names:
    """Finds every card named in a text, in one pass."""

    def __init__(self, game_id: str, state, ids) -> None:
        self.by_word: dict[str, set[str]] = {}
        for cid in ids:
            for word in card_words(game_id, state, cid):
                self.by_word.setdefault(word, set()).add(cid)
        words = sorted(self.by_word, key=len, reverse=True)
        self.pattern = re.compile("(?<![0-9A-Za-z])(" + "|".join(map(re.escape, words)) + ")(?![0-9A-Za-z])")

    def found(self, text: str) -> dict[str, set[str]]:
        """word -> the cards it may name, for each name in ``text``."""
        return {m.group(1): self.by_word[m.group(1)] for m in self.pattern.finditer(text)}


def screen_texts(w) -> list[str]:
    """Every text the window holds, shown or kept for a screen reader."""
    out = [w.windowTitle(), w.statusBar().currentMessage()]
    if QToolTip.isVisible():
        out.append(QToolTip.text())
    for widget in w.findChildren(QWidget):
        out += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription(), widget.windowTitle()]
        if isinstance(widget, (QLabel, QAbstractButton, QLineEdit)):
            out.append(widget.text())
        if isinstance(widget, QPlainTextEdit):
            out.append(widget.toPlainText())
        if isinstance(widget, QListWidget):
            for i in range(widget.count()):
                item = widget.item(i)
                out += [item.text(), item.toolTip(), str(item.data(Qt.ItemDataRole.AccessibleTextRole) or "")]
    for act in w.findChildren(QAction):
        out += [act.text(), act.toolTip()]
    for sprite in w.scene.sprites.values():
        out += [sprite.toolTip(), sprite.view.accessible, sprite.view.note]
    return [t for t in out if t]


def dialog_texts(d: QWidget) -> list[str]:
    """Every text a dialog holds, shown or not, or kept for a screen reader."""
    out = [d.windowTitle(), d.toolTip(), d.accessibleName(), d.accessibleDescription()]
    for widget in d.findChildren(QWidget):
        out += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription(), widget.windowTitle(),
                widget.whatsThis(), str(widget.property("placeholderText") or "")]
        if isinstance(widget, (QLabel, QAbstractButton, QLineEdit, QAbstractSpinBox)):
            out.append(widget.text())
        if isinstance(widget, (QPlainTextEdit, QTextEdit)):
            out.append(widget.toPlainText())
        if isinstance(widget, QComboBox):
            out += [widget.itemText(i) for i in range(widget.count())]
        if isinstance(widget, QListWidget):
            for i in range(widget.count()):
                item = widget.item(i)
                out += [item.text(), item.toolTip(), str(item.data(Qt.ItemDataRole.AccessibleTextRole) or "")]
    return [t for t in out if t]


def seed_pieces(seed: int) -> list[str]:
    """What would give ``seed`` (or enough of it) away: every run of 9 of its
    digits (the whole number when it is shorter) and its hexadecimal form."""
    digits = str(abs(seed))
    runs = [digits] if len(digits) <= 9 else [digits[i:i + 9] for i in range(len(digits) - 8)]
    return runs + [f"{seed:x}", f"{seed:X}"]


def open_new_game_dialog(w, look) -> list:
    """Game ▸ New game, as a player opens it during a game: ``look(dialog)``
    runs once it is open, then it is closed (Cancel). The dialogs seen."""
    from cardtable.app.dialogs import NewGameDialog

    seen = []

    def poke():
        d = QApplication.activeModalWidget()
        if isinstance(d, NewGameDialog):
            seen.append(d)
            try:
                look(d)
            finally:
                d.reject()
        else:
            QTimer.singleShot(20, poke)

    QTimer.singleShot(0, poke)
    w.choose_new_game()
    assert seen, "the New game dialog did not open"
    return seen


class Audit:
    def __init__(self, w, game_id: str) -> None:
        self.w = w
        self.s = w.session
        self.game_id = game_id
        self.humans = self.s.humans
        self.entitled: dict[int | None, set[str]] = {v: set() for v in [None, *self.humans]}
        self.seen_steps = -1
        self.seen_events = 0
        self.names: Names | None = None
        self.checks = Counter()

    def _learn_history(self) -> None:
        """What each seat has been entitled to see so far: any card its view
        (or the public view) has ever shown, and any card its log lines
        named (a Knock-Out's pools are told, not shown)."""
        m = self.s.match
        states = [m.initial] + [st.state for st in m.steps]
        for st in states[max(0, self.seen_steps):]:
            public = visible_ids(m.game.view(st, None))
            for v in self.entitled:
                self.entitled[v] |= public
                if v is not None:
                    self.entitled[v] |= visible_ids(m.game.view(st, v))
        self.seen_steps = len(states)
        events = [ev for _, ev in m.events()]
        if self.names is None:
            self.names = Names(self.game_id, m.state, m.game.census(m.state))
        for ev in events[self.seen_events:]:
            for v in self.entitled:
                for ids in self.names.found(ev.text_for(v)).values():
                    self.entitled[v] |= ids
        self.seen_events = len(events)

    def check(self, moment: str) -> None:
        s, w = self.s, self.w
        self._learn_history()
        viewer = None if s.covered else s.viewer
        self.checks[moment] += 1
        where = f"{self.game_id}, {moment}, step {len(s.match.steps)}, viewer {viewer}"
        # faces drawn: only what this viewer's view shows now
        shown = visible_ids(s.match.view(viewer))
        drawn = {sp.card_id for sp in w.scene.sprites.values() if sp.card_id is not None and sp.view.kind == "card"}
        assert drawn <= shown, f"{where}: faces drawn that the viewer may not see: {sorted(drawn - shown)}"
        texts = screen_texts(w)
        blob = "\n".join(texts)
        # other seats' private log lines
        mine = {ev.private for _, ev in s.match.events() if viewer is not None and viewer in ev.private_to}
        for _, ev in s.match.events():
            if ev.private and (viewer is None or viewer not in ev.private_to) and ev.private not in mine:
                assert not named(ev.private, blob), f"{where}: another seat's private text on screen: {ev.private!r}"
        # cards never shown to this viewer, by any of their names (a name two
        # copies share counts as allowed when either copy is)
        allowed = self.entitled[viewer]
        for word, ids in self.names.found(blob).items():
            assert ids & allowed, f"{where}: hidden card {sorted(ids)} named on screen as {word!r}"

    def check_new_game_dialog(self, moment: str) -> None:
        """Game ▸ New game opened now: its texts name no hidden card, and
        nothing of the game's seed nor of the seed the dialog would deal."""
        s = self.s
        viewer = None if s.covered else s.viewer
        self._learn_history()
        where = f"{self.game_id}, New game dialog {moment}, step {len(s.match.steps)}, viewer {viewer}"

        def look(d) -> None:
            blob = "\n".join(dialog_texts(d))
            secret = d.result_setup()[1].seed
            assert not d.fixed_seed.isChecked(), where
            for seed in (s.match.setup.seed, secret):
                if seed.bit_length() > 32:  # a small seed's digits are everywhere ("(2–12)")
                    for piece in seed_pieces(seed):
                        assert piece not in blob, f"{where}: the seed {seed} shows as {piece!r}"
            allowed = self.entitled[viewer]
            for word, ids in self.names.found(blob).items():
                assert ids & allowed, f"{where}: hidden card {sorted(ids)} named in the dialog as {word!r}"

        open_new_game_dialog(self.w, look)
        assert self.s is self.w.session  # Cancel: the game goes on
        self.checks[f"New game dialog {moment}"] += 1


def _dialog_not_yet_checked(audit, moment: str) -> bool:
    """The New game dialog is read once per moment by an audit that reads
    dialogs (the German window's reader, which plays the same turn, does not)."""
    return hasattr(audit, "check_new_game_dialog") and not audit.checks[f"New game dialog {moment}"]


def the_screens_turn(qtbot, w, audit: Audit, rng: random.Random, moved: str = "after a move",
                     before_move=None) -> bool:
    """What the people at the screen do next, each step audited: pass the
    screen on after a look at a new card, press Ready, then (if the seat at
    the screen may move) Undo and Redo (or a refused Undo), ``before_move()``
    if given, and the bot's move, audited as ``moved``. False when nobody at
    the screen may move."""
    s = w.session
    if s.holding is not None:
        audit.check("a player looks at a card just given to them")
        qtbot.waitUntil(lambda: pass_button(w) is not None, timeout=10_000)
        qtbot.mouseClick(pass_button(w), Qt.MouseButton.LeftButton)
    if s.covered:
        audit.check("hand-over, behind the privacy screen")
        if _dialog_not_yet_checked(audit, "behind the privacy screen"):
            audit.check_new_game_dialog("behind the privacy screen")
        qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
        audit.check("after Ready")
        if _dialog_not_yet_checked(audit, "after Ready"):
            audit.check_new_game_dialog("after Ready")
    seat = s.acting_seat()
    if seat is None:
        return False
    if w.act_undo.isEnabled():
        w.act_undo.trigger()
        audit.check("after Undo")
        w.act_redo.trigger()
        audit.check("after Redo")
    else:
        w.undo()  # refused: the reason must not name a hidden card either
        audit.check("after a refused Undo")
    if before_move is not None:
        before_move()
    w.moves.perform(s.game.bot(s.state, seat, rng))
    audit.check(moved)
    return True


def play_audited(qtbot, w, game_id: str, max_steps: int = 2500) -> Audit:
    names, options, seed = AUDITED[game_id]
    setup = Setup(tuple(PlayerSpec(n, b) for n, b in names), options, seed)
    w.new_game(game_id, setup)
    s = w.session
    answer_questions(w, text="A line of story", choice=lambda dialog: len(dialog.labels) - 1)
    rng = random.Random(seed)
    audit = Audit(w, game_id)
    while not s.match.over and len(s.match.steps) < max_steps:
        s.step_bots_now()
        if s.match.over:
            break
        the_screens_turn(qtbot, w, audit, rng)
    assert s.match.over, f"{game_id} did not finish in {max_steps} steps"
    audit.check("game over")
    return audit


@pytest.mark.parametrize("game_id", sorted(AUDITED))
def test_nothing_hidden_reaches_the_screen(qtbot, make_window, game_id):
    w = make_window()
    audit = play_audited(qtbot, w, game_id)
    checks = audit.checks
    print(f"\n{game_id}: {len(w.session.match.steps)} moves, checks {dict(checks)}")  # shown with -s
    assert checks["hand-over, behind the privacy screen"] >= 4
    assert checks["after Ready"] == checks["hand-over, behind the privacy screen"]
    assert checks["after Undo"] + checks["after a refused Undo"] >= 4
    assert checks["New game dialog behind the privacy screen"] == checks["New game dialog after Ready"] == 1


def test_the_new_game_dialog_shows_nothing_of_a_128_bit_seed(qtbot, make_window):
    """A game dealt from a 128-bit seed, as the window deals one: Game ▸ New
    game opened behind the privacy screen and after Ready shows nothing of
    that seed (the dialog starts from the game's set-up), nor of its own."""
    from cardtable.engine.rng import fresh_seed

    w = make_window()
    names, options, _seed = AUDITED["ninety-nine"]
    seed = fresh_seed() | (1 << 127)
    w.new_game("ninety-nine", Setup(tuple(PlayerSpec(n, b) for n, b in names), options, seed))
    s = w.session
    audit = Audit(w, "ninety-nine")
    rng = random.Random(1)
    while not audit.checks["New game dialog after Ready"] and not s.match.over:
        s.step_bots_now()
        the_screens_turn(qtbot, w, audit, rng)
    assert audit.checks["New game dialog behind the privacy screen"] == audit.checks["New game dialog after Ready"] == 1
    assert s.match.setup.seed == seed
    for piece in seed_pieces(seed):
        assert piece not in "\n".join(screen_texts(w))
