"""The log dock in the real window: a move appends its lines; a new viewer
or an undo re-derives the log; a reader who scrolled up keeps their place."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from cardtable.app.docks import LogDock
from cardtable.engine.protocol import PlayerSpec, Setup

from .conftest import docks_follow, drag, sprite_grip, sprites_in, zone_centre


def shown_for_viewer(session) -> list[str]:
    """The whole log as the current viewer may read it, derived afresh."""
    return [f"{i + 1}. {text}" for i, text in session.log_lines()]


def pass_on(qtbot, w) -> None:
    """The player who just drew has looked at the card: 'Pass to …'."""
    button = w.findChild(QPushButton, "passButton")
    if w.session.holding is not None and button is not None:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def play_turn(qtbot, w) -> None:
    """The acting human plays their first playable card and draws, by mouse."""
    s = w.session
    if w.pages.currentWidget() is w.privacy:
        qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
    seat = s.acting_seat()
    playable = {a.get("card") for a in s.my_actions()}
    card = next(sp for sp in sprites_in(w, f"hand:{seat}") if sp.card_id in playable)
    drag(qtbot, w, sprite_grip(card), zone_centre(w, "discard"))
    if not s.match.over and s.acting_seat() == seat:
        drag(qtbot, w, zone_centre(w, "draw"), zone_centre(w, f"hand:{seat}"))


def test_log_is_what_the_viewer_may_read_after_moves_handovers_and_undo(qtbot, make_window):
    w = make_window()
    setup = Setup((PlayerSpec("Ann"), PlayerSpec("Bob"), PlayerSpec("Cy")), {}, 21)
    w.new_game("ninety-nine", setup)
    s = w.session
    for _ in range(6):
        play_turn(qtbot, w)
        assert w.log_dock.lines() == shown_for_viewer(s)
        pass_on(qtbot, w)
        assert w.log_dock.lines() == shown_for_viewer(s)
        if w.pages.currentWidget() is w.privacy:
            assert not any(line.split(". ", 1)[1].startswith("You ") for line in w.log_dock.lines())
            qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
            assert w.log_dock.lines() == shown_for_viewer(s)
    # a play, taken back and made again
    seat = s.acting_seat()
    playable = {a.get("card") for a in s.my_actions()}
    card = next(sp for sp in sprites_in(w, f"hand:{seat}") if sp.card_id in playable)
    drag(qtbot, w, sprite_grip(card), zone_centre(w, "discard"))
    grown = w.log_dock.lines()
    assert grown == shown_for_viewer(s)
    w.act_undo.trigger()
    assert w.log_dock.lines() == shown_for_viewer(s) and len(w.log_dock.lines()) < len(grown)
    w.act_redo.trigger()  # a move made again: the log follows like after any move
    docks_follow(qtbot, w)
    assert w.log_dock.lines() == grown


def test_a_move_adds_to_the_end_of_the_log(qtbot, make_window):
    """The text before a move's lines is left as it was: nothing earlier
    in the log is rewritten for a move."""
    w = make_window()
    setup = Setup((PlayerSpec("Ann"), PlayerSpec("Bot A", True), PlayerSpec("Bot B", True)), {}, 11)
    w.new_game("ninety-nine", setup)
    s = w.session
    for _ in range(8):
        s.step_bots_now()
        if s.match.over:
            break
        docks_follow(qtbot, w)
        doc = w.log_dock.view.document()
        edits = []
        doc.contentsChange.connect(lambda pos, removed, added: edits.append((pos, removed)))
        length = doc.characterCount()
        play_turn(qtbot, w)
        doc.contentsChange.disconnect()
        assert edits, "the move added no line"
        assert all(pos >= length - 1 and removed == 0 for pos, removed in edits), edits


def next_move(qtbot, w) -> None:
    """Ann's turn by mouse if she can act, else the bots' moves."""
    if w.session.acting_seat() is not None:
        play_turn(qtbot, w)
    else:
        w.session.step_bots_now()
    docks_follow(qtbot, w)  # the log follows the table a moment later: wait for it, not for 1 ms


def test_a_reader_who_scrolled_up_keeps_their_place(qtbot, make_window):
    w = make_window()
    w.log_dock.show()
    w.log_dock.raise_()
    setup = Setup((PlayerSpec("Ann"),) + tuple(PlayerSpec(f"Bot {i}", True) for i in range(3)),
                  {"lives": True}, 4)
    w.new_game("ninety-nine", setup)
    s = w.session
    bar = w.log_dock.widget().verticalScrollBar()
    while bar.maximum() < 12:
        next_move(qtbot, w)
    assert bar.value() == bar.maximum()  # it follows the newest line
    bar.setValue(bar.maximum() // 3)  # the reader scrolls up to read
    place, lines = bar.value(), len(w.log_dock.lines())
    next_move(qtbot, w)
    next_move(qtbot, w)
    assert len(w.log_dock.lines()) > lines and not s.match.over
    assert bar.value() == place
    bar.setValue(bar.maximum())  # back at the bottom: it follows again
    next_move(qtbot, w)
    assert bar.value() == bar.maximum()


def test_set_lines_shows_exactly_the_new_lines(qtbot):
    """Whatever was shown before, set_lines leaves exactly the lines given
    (it rewrites only those that differ)."""
    dock = LogDock()
    qtbot.addWidget(dock)
    rng = random.Random(3)
    words = ["Ann draws a card", "You draw 7♠", "Bob plays K♥", "The pile is shuffled", "Cy is out"]
    for _ in range(60):
        lines = [(rng.randrange(40), rng.choice(words)) for _ in range(rng.randrange(0, 30))]
        if rng.random() < 0.5:
            dock.set_lines(lines)
        else:
            dock.set_lines(lines[: len(lines) // 2])
            dock.append_lines(lines[len(lines) // 2:])
        assert dock.lines() == [f"{i + 1}. {t}" for i, t in lines]
    dock.set_lines([(0, "two\nlines")])
    assert dock.lines() == ["1. two lines"]


def test_a_handover_adds_only_the_lines_since_the_next_reader_last_looked(qtbot, make_window):
    """Each reader keeps a page of their own: at a hand-over (and at Ready)
    the log turns to the next reader's page and adds the moves made since
    they last read it; nothing earlier is rewritten, however long the game."""
    from PySide6.QtGui import QTextDocument

    w = make_window()
    setup = Setup((PlayerSpec("Ann"), PlayerSpec("Bob"), PlayerSpec("Cy")), {}, 21)
    w.new_game("ninety-nine", setup)
    s = w.session
    edits: list[tuple[object, int]] = []
    pages: list[QTextDocument] = []  # every page seen on screen (others are kept out of the window)
    lengths: dict[int, int] = {}

    def watch() -> None:
        doc = w.log_dock.view.document()
        if all(doc is not d for d in pages):
            pages.append(doc)
            doc.contentsChange.connect(lambda pos, _removed, _added, d=doc: edits.append((d, pos)))
        for d in pages:
            lengths[id(d)] = d.characterCount()  # what each page held before the hand-over

    handovers = 0
    for _ in range(9):
        play_turn(qtbot, w)
        for step in ("pass", "ready"):
            watch()
            edits.clear()
            if step == "pass":
                pass_on(qtbot, w)
            elif w.pages.currentWidget() is w.privacy:
                qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
            else:
                continue
            shown = w.log_dock.view.document()
            assert w.log_dock.lines() == shown_for_viewer(s)
            start = lengths.get(id(shown), 1) - 1  # where the page's text ended
            late = [pos for d, pos in edits if d is shown]
            handovers += bool(late) and start > 0
            assert all(pos >= start for pos in late), (start, late)
    assert handovers >= 3
