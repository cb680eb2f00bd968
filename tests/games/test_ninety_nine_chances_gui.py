"""99 Chances through the real window: Resources and Problems dragged into
place, a dry-erase note written and wiped, and an evaluation walked through
the privacy screen. The Western Heist tutorial supplies the cards."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cardtable.games.ninety_nine_chances import rules, tutorial
from cardtable.games.ninety_nine_chances.tutorial import DEAN, JEFF, PETER, SEAN
from cardtable.model.outcome import MOVED
from tests.frontend import answering, settled
from tests.gui.conftest import (answer_questions, docks_follow, drag, make_window, pass_on,  # noqa: F401
                                sprite_grip, sprites_in, zone_centre)

pytestmark = pytest.mark.gui

NAMES = tutorial.PLAYERS
SCRIPT = tutorial.tutorial_actions()


def start(window, upto: int | None = None, viewer: int | None = None):
    """Start the tutorial and play its first ``upto`` moves straight through the engine."""
    window.new_game("99-chances", tutorial.tutorial_setup())
    s = window.session
    for seat, action in SCRIPT[: upto or 0]:
        s.match.play(seat, action)
    if viewer is not None:
        s.viewer, s.pending, s.holding = viewer, None, None
        s.handover.looked_from = len(s.match.steps)  # the screen is the viewer's from here on
        s.sigChanged.emit()
    return s


def index_of(kind: str, seat: int | None = None, nth: int = 0) -> int:
    hits = [i for i, (st, a) in enumerate(SCRIPT) if a.kind == kind and (seat is None or st == seat)]
    return hits[nth]


def ready(qtbot, window, name: str) -> None:
    if window.session.holding is not None:  # the last player first sees the card they drew
        pass_on(qtbot, window, name)
    assert window.pages.currentWidget() is window.privacy
    assert f"Pass to {name}" in window.privacy.title.text()
    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)


def sprite(window, zone: str, card: str):
    return next(sp for sp in sprites_in(window, zone) if sp.card_id == card)


def double_click(qtbot, window, sp) -> None:
    QTest.mouseDClick(window.canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      window.canvas.mapFromScene(sprite_grip(sp)))
    # the next press does not count as a third click: QTest stamps its mouse
    # events on its own clock (not the wall clock), so no wait is needed


def test_resource_and_problem_dragged_into_place(qtbot, make_window):
    w = make_window()
    s = start(w, upto=index_of("resource", PETER), viewer=PETER)
    offered = []

    def choose(dialog):
        offered.extend(dialog.labels)
        return next(i for i, label in enumerate(dialog.labels) if "involving Jeff" in label)

    answer_questions(w, choice=choose, text="Sheriff")
    order = "27"
    drag(qtbot, w, sprite_grip(sprite(w, "hand:0", order)), zone_centre(w, "resources:0"))
    assert len(offered) == 4  # one choice per other player
    assert order in s.state.resources[PETER]
    assert s.state.placed[-1].other == JEFF
    assert sprite(w, "resources:0", order).view.note == "Sheriff"
    # the rest of the Resources round, then Peter's Trouble turn by drag
    for seat, action in SCRIPT[index_of("resource", PETER) + 1: index_of("problem", PETER)]:
        s.match.play(seat, action)
    s.viewer, s.pending, s.holding = PETER, None, None
    s.sigChanged.emit()
    savagery = "15"
    drag(qtbot, w, sprite_grip(sprite(w, "hand:0", savagery)), zone_centre(w, f"problems:{SEAN}"))
    assert s.state.problems[SEAN] == (savagery,)
    assert sprite(w, f"problems:{SEAN}", savagery).view.rotated


def test_problem_cannot_go_to_a_player_who_has_one(qtbot, make_window):
    w = make_window()
    s = start(w, upto=index_of("problem", DEAN), viewer=DEAN)
    noise = "29"
    drag(qtbot, w, sprite_grip(sprite(w, "hand:1", noise)), zone_centre(w, f"problems:{SEAN}"))
    assert s.state.problems[SEAN] == ("15",)  # Sean already had one: the drop bounced
    assert noise in s.state.hands[DEAN]
    drag(qtbot, w, sprite_grip(sprite(w, "hand:1", noise)), zone_centre(w, f"problems:{PETER}"))
    assert s.state.problems[PETER] == (noise,)


def test_note_written_and_wiped(qtbot, make_window):
    w = make_window()
    s = start(w, upto=index_of("wipe", SEAN), viewer=SEAN)
    cooperation = "77"
    assert sprite(w, "resources:4", cooperation).view.note == "Gang of old army pals"
    answer_questions(w, text="Honorary deputy")
    double_click(qtbot, w, sprite(w, "resources:4", cooperation))
    assert s.state.note_on(cooperation) == "Honorary deputy"
    assert sprite(w, "resources:4", cooperation).view.note == "Honorary deputy"
    assert any("Honorary deputy" in text for _, text in s.log_lines())
    # the card's menu offers the wipe
    wipe = next(a for label, a in s.context_actions("resources:4", cooperation) if label.startswith("Wipe"))
    assert s.perform(SEAN, wipe) == MOVED
    assert s.state.note_on(cooperation) == ""
    assert sprite(w, "resources:4", cooperation).view.note == ""
    # Sean still has his Trouble move to make
    assert s.state.phase == rules.TROUBLE and s.match.to_act() == (SEAN,)


def test_evaluation_through_the_privacy_screen(qtbot, make_window):
    w = make_window()
    s = start(w, upto=index_of("plan", PETER), viewer=PETER)
    answer_questions(w, text="Chili and a quiet room")
    # Peter tackles noise: what a double-click on the Problem does (the scene's activate)
    assert settled(s, s.activate("problems:0", "29"), answering(text="Chili and a quiet room")) == MOVED
    assert s.state.phase == rules.EVALUATE
    cards = tutorial.EVALUATIONS[0][2]
    for seat in range(5):
        if seat != PETER:
            ready(qtbot, w, NAMES[seat])
        assert s.viewer == seat
        if seat:
            # the evaluations already down are face-down cards without identity
            placed = sprites_in(w, "eval")
            assert len(placed) == seat and all(sp.card_id is None for sp in placed)
            assert not {sp.card_id for sp in w.scene.sprites.values()} & set(cards[:seat])
        drag(qtbot, w, sprite_grip(sprite(w, f"hand:{seat}", cards[seat])), zone_centre(w, "eval"))
        if seat < 4:
            assert s.state.evals[seat] == cards[seat]
    # all five revealed together: Sean's 34 is the median and his to keep
    assert s.state.phase == rules.KEEP
    assert s.state.plan.median == "34" and "34" in s.state.resources[SEAN]


def test_the_worked_example_plays_out_from_the_help_menu(qtbot, make_window, tmp_path):
    w = make_window(tmp_path / "example-home")
    menu = w.examples_menu
    menu.aboutToShow.emit()  # what opening the menu does
    entries = {a.text(): a for a in menu.actions()}
    assert "99 Chances" in entries
    entries["99 Chances"].trigger()
    review = w.review  # the example opens in the replay view, from the opening table, playing
    assert review is not None and review.playing and w.session is None
    assert w.pages.currentWidget() is w.table_page
    assert review.maximum == len(SCRIPT)
    qtbot.waitUntil(lambda: review.index == review.maximum, timeout=30_000)  # a bound for failure only
    m = review.match
    assert m.over and m.result.winners == (tutorial.HERO,)
    qtbot.waitUntil(lambda: not w.docks_behind, timeout=10_000)
    assert len(w.log_dock.lines()) >= len(SCRIPT)
    assert not (tmp_path / "example-home" / "autosave.cardtable.json").exists()  # the real game stays


def test_every_dry_erase_note_is_asked_the_same_way(qtbot, make_window):
    """A note on a Resource is one line on the card however it is written —
    with the Resource, when the median is kept, or edited later — so the
    box asking for it sends with Enter every time (keeping the median asked
    for a note of several lines)."""
    w = make_window()
    s = start(w)
    asked = {}
    for seat, action in SCRIPT:
        if action.kind in ("resource", "keep", "note"):
            info = s.describe(action)
            asked.setdefault(action.kind, info.one_line)
        s.match.play(seat, action)
    assert asked == {"resource": True, "keep": True, "note": True}, asked
