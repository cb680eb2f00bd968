"""Asking for a hint in the window: H (or the Hint button) lights the move
the strongest bot level would make for the seat at the screen — the piece
to move and the place it goes, or the move's button — and says it with its
reason, once it has thought (here on the level's smallest budget); a click
clears it, a hand-over too; an "h" typed in a text box is only a letter;
and a game won after a hint counts as won with hints."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.app.statistics import STATS_FILE, Statistics
from cardtable.engine.levels import LEVELS, STRONGEST, choose, with_think
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.model.outcome import Needs

from .conftest import docks_follow, pass_on, scene_point, sprite_grip


QUICK = with_think(LEVELS[STRONGEST], 1)  # the strongest level's search, at its fewest iterations


def start(w, game_id: str, players, seed: int = 3, options=None):
    w.new_game(game_id, Setup(tuple(players), options or {}, seed))
    s = w.session
    s.set_pace(None)  # machine moves wait for the test
    w.hints.level = s.hints.level = QUICK
    return s


def ready(qtbot, w) -> None:
    if w.pages.currentWidget() is w.privacy:
        qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
    docks_follow(qtbot, w)


def ann_to_move(qtbot, w):
    """A game of Ninety-Nine, Ann at the screen and to move (Bea a bot)."""
    s = start(w, "ninety-nine", (PlayerSpec("Ann"), PlayerSpec("Bea", bot=True)))
    while s.acting_seat() is None:
        s.step_once()
    docks_follow(qtbot, w)
    return s


def press_h(qtbot, w, on=None) -> None:
    """H, and the hint's thought (if any) waited for."""
    target = on or w.canvas
    target.setFocus()
    QTest.keyClick(target, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: not w.hints.thinking, timeout=30_000)


def test_h_lights_the_bots_move_on_the_table_and_a_click_clears_it(qtbot, make_window):
    w = make_window()
    s = ann_to_move(qtbot, w)
    assert w.action_bar.hint_button.isVisible() and w.action_bar.hint_button.accessibleName() == "Hint"
    expected = s.hint(count=False)
    g = expected.gesture
    assert g is not None and g.card is not None
    sprite = w.scene.sprites[g.card]
    rest = sprite.pos()
    assert not s.hints_used
    press_h(qtbot, w)
    marks = w.scene.hint_marks
    assert marks.sprite is sprite and marks.target == g.dst
    assert w.scene.zones[g.dst].hinted and w.scene.zones[g.dst].isVisible()
    assert sprite.pos().y() < rest.y()  # lifted
    assert w.statusBar().currentMessage().startswith(f"Hint: {expected.label}")
    assert expected.reason and expected.reason in w.statusBar().currentMessage()
    assert w.canvas.bubble.isVisible() and expected.label in w.canvas.bubble.text_
    assert s.hinted_seats == {0}
    assert len(s.match.steps) == 0 or s.match.steps[-1].seat != 0  # a hint plays nothing
    # a click on the table (on another card of the hand) clears it, and the card goes back down
    other = next(sp for sp in w.scene.sprites.values() if sp.zone == g.src and sp is not sprite)
    QTest.mouseClick(w.canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     scene_point(w, sprite_grip(other)))
    assert not marks.shown and not w.scene.zones[g.dst].hinted
    assert sprite.pos() == rest


def test_the_hint_button_and_a_move_made_clear_the_marks(qtbot, make_window):
    w = make_window()
    s = ann_to_move(qtbot, w)
    qtbot.mouseClick(w.action_bar.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not w.hints.thinking, timeout=30_000)
    hint = s.hint(count=False)
    assert w.scene.hint_marks.target == hint.gesture.dst
    s.perform(None, hint.action)  # the move is made: the next view has no marks
    docks_follow(qtbot, w)
    assert not w.scene.hint_marks.shown
    assert not any(z.hinted for z in w.scene.zones.values())


def test_a_move_with_no_gesture_lights_its_button(qtbot, make_window):
    w = make_window()
    s = start(w, "t13-yarn-tangling", (PlayerSpec("Ann"), PlayerSpec("Bea", bot=True), PlayerSpec("Cy", bot=True)))
    ready(qtbot, w)
    hint = s.hint(count=False)
    assert hint is not None and hint.gesture is None, hint
    press_h(qtbot, w)
    lit = w.action_bar.hinted
    assert lit is not None and lit.isVisible() and lit.accessibleName() == hint.label
    assert lit.property("hinted") is True
    assert not w.scene.hint_marks.shown
    assert w.statusBar().currentMessage().startswith(f"Hint: {hint.label}")
    # the next change puts it out
    outcome = s.perform(None, hint.action)
    while isinstance(outcome, Needs):
        outcome = s.send(outcome.answer("History remembers the baker."))
    docks_follow(qtbot, w)
    assert w.action_bar.hinted is None and lit.property("hinted") is False


def test_no_hint_when_the_screens_seat_cannot_move(qtbot, make_window):
    w = make_window()
    s = start(w, "ninety-nine", (PlayerSpec("Ann"), PlayerSpec("Bea", bot=True)))
    while s.acting_seat() is None:
        s.step_once()
    while s.acting_seat() == 0:
        s.perform(None, s.hint(count=False).action)
    docks_follow(qtbot, w)
    assert s.match.to_act() == (1,) and s.machine_waiting
    assert not w.action_bar.hint_button.isVisible()
    press_h(qtbot, w)
    assert not w.scene.hint_marks.shown and w.action_bar.hinted is None
    said = w.statusBar().currentMessage()
    assert said == s.not_your_turn() and said.endswith("It is Bea's turn.")
    assert not s.hints_used


def test_behind_the_privacy_screen_and_after_a_hand_over_nothing_is_hinted(qtbot, make_window):
    w = make_window()
    s = start(w, "ninety-nine", (PlayerSpec("Ann"), PlayerSpec("Bob")), options={"remember_to_draw": False})
    assert w.pages.currentWidget() is w.privacy
    QTest.keyClick(w.privacy, Qt.Key.Key_H)
    assert not w.scene.hint_marks.shown and not s.hints_used
    assert w.statusBar().currentMessage() == "Press Ready first."
    ready(qtbot, w)
    first = s.viewer
    press_h(qtbot, w)
    assert w.scene.hint_marks.shown and s.hinted_seats == {first}
    s.perform(None, s.hint(count=False).action)  # the turn passes: the screen covers for the next
    docks_follow(qtbot, w)
    assert not w.scene.hint_marks.shown
    if s.holding is not None:  # a card drawn for the one at the screen: theirs to see, then pass on
        press_h(qtbot, w)
        assert not w.scene.hint_marks.shown and w.statusBar().currentMessage() == s.not_your_turn()
        pass_on(qtbot, w)
    assert w.pages.currentWidget() is w.privacy
    assert not w.scene.hint_marks.shown and not any(z.hinted for z in w.scene.zones.values())
    assert not w.canvas.bubble.isVisible() and not w.statusBar().currentMessage().startswith("Hint")
    ready(qtbot, w)
    assert s.viewer != first and not w.scene.hint_marks.shown


def test_h_typed_in_a_text_box_is_a_letter_not_a_hint(qtbot, make_window):
    w = make_window()
    s = ann_to_move(qtbot, w)
    w.story_dock.show()
    w.story_dock.raise_()
    editor = w.story_dock.editor
    editor.setFocus()
    qtbot.waitUntil(editor.hasFocus)
    QTest.keyClick(editor, Qt.Key.Key_H)
    assert editor.toPlainText() == "h"
    assert not w.scene.hint_marks.shown and not s.hints_used
    assert not w.statusBar().currentMessage().startswith("Hint")
    press_h(qtbot, w)  # on the table it is a hint
    assert w.scene.hint_marks.shown


def test_a_game_won_with_hints_counts_apart(qtbot, make_window, tmp_path):
    home = tmp_path / "home"
    w = make_window(home)
    s = start(w, "ninety-nine", (PlayerSpec("Ann"), PlayerSpec("Bob")), seed=4,
              options={"remember_to_draw": False})
    while not s.match.over:
        if s.holding is not None:
            s.pass_on()
        if s.covered:
            s.ready()
            continue
        if not s.hints_used[s.acting_seat()]:  # each asks once, with the H key
            ready(qtbot, w)
            press_h(qtbot, w)
            assert w.scene.hint_marks.shown
        s.perform(None, s.hint(count=False).action)
    qtbot.waitUntil(lambda: w.result_dialog is not None)
    assert s.hinted_seats == {0, 1}
    winner = s.match.result.winners[0]
    names = ("Ann", "Bob")
    stats = Statistics(home / STATS_FILE)
    assert [r[:3] for r in stats.rows()] == [(names[winner], 1, 1), (names[1 - winner], 1, 0)]
    hints = stats.wins_with_hints()
    assert hints == {names[winner]: (1, {"Ninety-Nine": 1}), names[1 - winner]: (0, {"Ninety-Nine": 0})}
    # the dialog shows them in a column of their own
    from cardtable.app.dialogs import StatisticsDialog

    dialog = StatisticsDialog(stats, w)
    qtbot.addWidget(dialog)
    assert dialog.tree.headerItem().text(4) == "Won with hints"
    row = next(dialog.tree.topLevelItem(i) for i in range(dialog.tree.topLevelItemCount())
               if dialog.tree.topLevelItem(i).text(0) == names[winner])
    assert row.text(4) == "1" and row.child(0).text(4) == "1"


def test_a_statistics_file_from_before_hints_loads(tmp_path):
    path = tmp_path / STATS_FILE
    path.write_text(json.dumps({"version": 1, "counted": ["a"], "players": {
        "Ann": {"played": 3, "won": 2, "games": {"g": {"played": 3, "won": 2, "title": "G"}}}}}))
    stats = Statistics(path)
    assert not stats.problem
    assert stats.rows() == [("Ann", 3, 2, [("G", 3, 2)])]
    assert stats.wins_with_hints() == {"Ann": (0, {"G": 0})}
    assert stats.record("b", "g", "G", ["Ann", "Bob"], [0], hinted=[0, 1])
    assert stats.record("c", "g", "G", ["Ann", "Bob"], [1], hinted=[0])
    stats.save()
    again = Statistics(path)
    assert again.rows()[0][:3] == ("Ann", 5, 3)
    assert again.wins_with_hints() == {"Ann": (1, {"G": 1}), "Bob": (0, {"G": 0})}


def test_a_review_hints_the_move_shown_and_a_review_of_the_game_counts(qtbot, make_window):
    """While the table shows a review, H asks "what would you play here?"
    of the move shown, for the seat whose eyes the table shows; on the game
    being played it counts as a hint used. The live game's own marks wait."""
    from cardtable.engine.advice import hint_rng
    from cardtable.engine.replay import state_at

    w = make_window()
    s = ann_to_move(qtbot, w)
    assert w.review_this_game()
    r = w.review
    assert r.eyes == 0 and r.index == len(s.match.steps)
    press_h(qtbot, w)
    state = state_at(s.match, r.index)
    choice = choose(s.game, QUICK, state, 0, hint_rng(s.match.setup.seed, r.index, 0))
    label = s.game.describe(state, choice).label.rstrip(".")
    said = w.statusBar().currentMessage()
    assert said.startswith(f"Hint after move {r.index}, for Ann: {label}."), said
    assert w.scene.hint_marks.shown and s.hinted_seats == {0}
    # a move where it is Bea's turn: Ann's eyes get no hint for Bea
    bea = next(i for i in range(r.index, -1, -1) if s.game.to_act(state_at(s.match, i)) == (1,))
    r.seek(bea)
    press_h(qtbot, w)
    assert not w.scene.hint_marks.shown
    assert "while the game is on, a hint is only for the seat at the screen" in w.statusBar().currentMessage()
    w.close_review()
    docks_follow(qtbot, w)
    press_h(qtbot, w)
    assert w.scene.hint_marks.shown and s.hinted_seats == {0}


def test_a_review_of_a_finished_game_hints_any_seat_with_every_card_open(qtbot, make_window):
    """Teachers stop at a moment and ask "what would you play here?": with
    every card open the hint is for the seat to move, the hint level's
    choice, and it counts for nobody."""
    import random

    from cardtable.engine.advice import hint_rng
    from cardtable.engine.match import Match
    from cardtable.engine.replay import OPEN, state_at
    from cardtable.model.session import GameSession

    w = make_window()
    game = w.games["9-lives"]
    match = Match(game, Setup(tuple(PlayerSpec(f"P{i + 1}", bot=True) for i in range(3)), {}, 4))
    rng = random.Random(4)
    while not match.over:
        seat = match.to_act()[0]
        match.play(seat, game.bot(match.state, seat, rng))
    w.start_session(GameSession(match, bot_delay_ms=0))
    w.hints.level = QUICK
    qtbot.waitUntil(lambda: w.result_dialog is not None)
    w.result_dialog.close()
    assert w.review_this_game()
    r = w.review
    assert r.eyes is OPEN
    checked = 0
    for index in (0, 5, 17, 30):
        r.seek(index)
        press_h(qtbot, w)
        state = state_at(match, index)
        seat = game.to_act(state)[0]
        choice = choose(game, QUICK, state, seat, hint_rng(match.setup.seed, index, seat))
        assert choice in game.legal_actions(state, seat)
        label = game.describe(state, choice).label.rstrip(".")
        said = w.statusBar().currentMessage()
        assert said.startswith(f"Hint after move {index}, for P{seat + 1}: {label}."), said
        checked += 1
    assert checked == 4 and not w.session.hinted_seats
    r.seek(r.maximum)
    press_h(qtbot, w)
    assert "the game is over there" in w.statusBar().currentMessage()


def test_a_move_by_a_whole_fanned_place_lights_the_place_not_one_card(qtbot, make_window):
    """A suggested move that names no card lifts the top of a pile (the card
    a draw takes) but lights a fanned-out place as a whole: lifting its last
    card would point at a card the move is not about."""
    w = make_window()
    start(w, "ninety-nine", (PlayerSpec("Ann"), PlayerSpec("Bea", bot=True)))
    docks_follow(qtbot, w)
    zones = w.scene.zones
    fan = next(z for z, item in zones.items() if item.spec.spread in ("right", "down")
               and any(sp.zone == z for sp in w.scene.sprites.values()))
    pile = next(z for z, item in zones.items() if item.spec.spread == "stack"
                and any(sp.zone == z for sp in w.scene.sprites.values()))
    assert w.scene.show_hint(fan, None, None)
    marks = w.scene.hint_marks
    assert marks.sprite is None and marks.source == fan
    assert w.scene.show_hint(pile, None, None)
    assert marks.sprite is not None and marks.sprite.zone == pile and marks.source is None


def test_a_worked_example_answers_what_would_you_play_here(qtbot, make_window):
    """Watching a worked example with no game at the table, H at a moment
    asks the bot for the seat to move there."""
    w = make_window()
    w.hints.level = QUICK
    assert w.session is None and w.watch_example("ninety-nine")
    r = w.review
    r.pause()
    r.seek(4)
    from cardtable.engine.replay import state_at

    from cardtable.engine.replay import OPEN

    seat = r.match.game.to_act(state_at(r.match, 4))[0]
    # nobody's game: every card open, though the example stops before the game's end
    assert not r.match.over and r.eyes is OPEN
    press_h(qtbot, w)
    name = r.match.setup.names[seat]
    assert w.statusBar().currentMessage().startswith(f"Hint after move 4, for {name}: "), \
        w.statusBar().currentMessage()
    assert w.scene.hint_marks.shown


def test_the_strongest_level_thinks_while_the_window_goes_on(qtbot, make_window):
    """At its own budget the top level thinks for up to a second: the
    status bar says it is looking, the window answers meanwhile, and the
    move comes lit once found."""
    w = make_window()
    s = ann_to_move(qtbot, w)
    w.hints.level = LEVELS[STRONGEST]
    w.canvas.setFocus()
    QTest.keyClick(w.canvas, Qt.Key.Key_H)
    assert w.hints.thinking and s.hints.level == LEVELS[STRONGEST]
    assert w.statusBar().currentMessage() == "Looking for the best move for the hint…"
    assert not w.scene.hint_marks.shown and not s.hints_used  # the key came back before the answer
    qtbot.waitUntil(lambda: not w.hints.thinking, timeout=60_000)
    assert w.scene.hint_marks.shown and s.hinted_seats == {0}
    assert w.statusBar().currentMessage().startswith("Hint: ")


def test_a_hand_over_before_the_hint_comes_shows_the_next_seat_nothing(qtbot, make_window):
    """Ann asks, then moves before the hint is found: the privacy screen
    covers for Bob, and Ann's hint never reaches the table, the status bar
    or the count."""
    w = make_window()
    s = start(w, "ninety-nine", (PlayerSpec("Ann"), PlayerSpec("Bob")), options={"remember_to_draw": False})
    w.hints.level = LEVELS[STRONGEST]
    ready(qtbot, w)
    first = s.viewer
    w.canvas.setFocus()
    QTest.keyClick(w.canvas, Qt.Key.Key_H)
    assert w.hints.thinking
    s.perform(None, s.match.legal(first)[0])
    docks_follow(qtbot, w)
    if s.holding is not None:
        pass_on(qtbot, w)
    assert w.pages.currentWidget() is w.privacy
    qtbot.waitUntil(lambda: not w.hints.thinking, timeout=60_000)
    qtbot.wait(100)  # the thought's return is polled for: let a stray one through, if any
    assert not w.scene.hint_marks.shown and not w.canvas.bubble.isVisible()
    assert not w.statusBar().currentMessage().startswith("Hint") and not s.hints_used


def test_open_or_new_before_the_hint_comes_lights_nothing_in_the_game_that_follows(qtbot, make_window, tmp_path):
    """Ann asks, then the game is replaced before the hint is found: by New,
    and by Open of the very game she asked in (the same position, the same
    seat to move). The thought is dropped with its session: the game that
    takes the table shows no hint and counts none, until asked there."""
    from cardtable.engine.record import save_record
    from cardtable.model.thinking import thinking

    for replace in ("new", "open"):
        w = make_window()
        old = ann_to_move(qtbot, w)
        saved = tmp_path / f"{replace}.cardtable.json"
        save_record(saved, old.match.record())
        w.hints.level = LEVELS[STRONGEST]
        w.canvas.setFocus()
        QTest.keyClick(w.canvas, Qt.Key.Key_H)
        assert w.hints.thinking
        if replace == "new":
            w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bea", bot=True)), {}, 3))
        else:
            assert w.open_file(saved)
        new = w.session
        assert new is not old and not old.hints.thinking  # the old session's thought is called off
        new.set_pace(None)
        while new.acting_seat() is None:
            new.step_once()
        docks_follow(qtbot, w)
        qtbot.waitUntil(lambda: not thinking(), timeout=60_000)  # the old thought ran out
        qtbot.wait(100)  # the thought's return is polled for: let a stray one through, if any
        assert not w.scene.hint_marks.shown and not w.canvas.bubble.isVisible(), replace
        assert not w.statusBar().currentMessage().startswith("Hint"), replace
        assert not new.hints_used and not old.hints_used, replace
        press_h(qtbot, w)  # asked in the new game, it is answered there
        assert w.scene.hint_marks.shown or w.action_bar.hint_button.isVisible(), replace
        assert new.hinted_seats == {0}, replace
