"""Chicks With Disks through the real window: deal by dragging cards onto grid
slots, enter and raid by dragging tokens, evade through a same-number link,
and play a Duel with an Upper Hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF

from cardtable.engine.cards import standard_deck
from cardtable.engine.protocol import Action, PlayerSpec, Setup
from cardtable.games.chicks_with_disks import rules
from cardtable.games.chicks_with_disks.grid import slot_index, slot_name
from cardtable.model.outcome import MOVED
from tests.gui.conftest import drag, make_window, zone_centre  # noqa: F401

pytestmark = pytest.mark.gui

# 7♠ and 7♥ on two far corners make a same-number link once both are face up.
GRID = {"1:1": "7S", "9:3": "7H", "2:1": "2D", "9:1": "9S", "8:1": "8S"}
FIRSTS = ("KC", "3C", "5C")  # Ann draws the King and goes first
SEED = 9  # with this seed the reshuffled deck gives Ann a won raid and a close duel


def stacked_deck() -> tuple[str, ...]:
    fill = [c for c in standard_deck() if c not in GRID.values() and c not in FIRSTS]
    grid = [GRID.get(slot_name(i)) or fill.pop(0) for i in range(27)]
    return tuple(grid) + FIRSTS + tuple(fill)


def token_point(window, seat):
    return window.scene.sprites[f"token:{seat}"].sceneBoundingRect().center()


def move_token(qtbot, window, seat, slot):
    drag(qtbot, window, token_point(window, seat), zone_centre(window, f"slot:{slot}"))


def test_deal_raid_evade_by_link_and_duel_with_an_upper_hand(qtbot, make_window):
    w = make_window()
    players = (PlayerSpec("Ann"), PlayerSpec("Bea"), PlayerSpec("Cy"))
    w.new_game("chicks-with-disks", Setup(players, {}, SEED, stacked_deck()))
    s = w.session
    assert w.pages.currentIndex() == 0  # nothing is private: no privacy screen
    # Deal the top card onto a slot by dragging, then the rest with one action.
    drag(qtbot, w, zone_centre(w, "deck"), zone_centre(w, "slot:1:1"))
    assert s.state.grid[0] == "7S" and s.state.grid.count(None) == 26
    assert s.perform(0, Action.of(rules.DEAL_GRID)) == MOVED
    drag(qtbot, w, zone_centre(w, "deck"), zone_centre(w, "first-draw"))
    for seat in (1, 2):
        assert s.perform(seat, Action.of(rules.DRAW_FIRST)) == MOVED
    assert s.state.first == 0
    for seat in (0, 1, 2):
        assert s.perform(seat, Action.of(rules.SHEET_DONE)) == MOVED
    # Enter by dragging each token from its home onto a corner.
    for seat, corner in ((0, "1:1"), (1, "9:3"), (2, "9:1")):
        assert s.viewer == seat
        move_token(qtbot, w, seat, corner)
        assert s.state.pos[seat] == slot_index(*map(int, corner.split(":")))
    # Ann raids the 2♦ next door by dragging her token onto it, wins, comes back.
    assert s.perform(0, Action.of(rules.RAID)) == MOVED
    move_token(qtbot, w, 0, "2:1")
    assert s.state.phase == rules.RAID_DRAW and s.state.target == 1
    drag(qtbot, w, zone_centre(w, "deck"), zone_centre(w, "discard"))
    assert s.state.phase == rules.RAID_MOVE
    move_token(qtbot, w, 0, "1:1")
    assert s.perform(0, Action.of(rules.REWARD, choice="upper", over=1)) == MOVED
    assert s.state.upper[0][1] == 1
    # Bea evades through the 7♥–7♠ link and on to the 2♦.
    assert s.perform(1, Action.of(rules.EVADE)) == MOVED
    move_token(qtbot, w, 1, "1:1")
    assert s.state.phase == rules.EVADE_MOVE and s.state.links_used == ((0, 26),)
    assert s.table_view().links == (("slot:1:1", "slot:9:3"),)
    move_token(qtbot, w, 1, "2:1")
    assert s.state.pos[1] == 1 and s.state.duel is None
    # Cy slips past the 8♠ and back.
    assert s.perform(2, Action.of(rules.EVADE)) == MOVED
    move_token(qtbot, w, 2, "8:1")
    move_token(qtbot, w, 2, "9:1")
    # Ann raids Bea's room: contest, then a Duel.
    assert s.perform(0, Action.of(rules.RAID)) == MOVED
    move_token(qtbot, w, 0, "2:1")
    drag(qtbot, w, zone_centre(w, "deck"), zone_centre(w, "discard"))
    assert s.state.phase == rules.DUEL_DRAW
    drag(qtbot, w, zone_centre(w, "deck"), zone_centre(w, "discard"))
    assert s.state.phase == rules.DUEL_BID
    assert rules.duel_totals(s.state) == (8, 9)
    buttons = dict(s.button_actions())
    assert "Play an Upper Hand over Bea (−5 to them; 1 left)" in buttons
    assert s.perform(0, buttons["Play an Upper Hand over Bea (−5 to them; 1 left)"]) == MOVED
    assert rules.duel_totals(s.state) == (8, 4)
    assert s.perform(0, dict(s.button_actions())["Pass (you are ahead)"]) == MOVED
    assert s.viewer == 1 and "Bea" in s.table_view().hint and "defender" in s.table_view().hint
    assert list(dict(s.button_actions())) == ["Concede the duel"]
    assert s.perform(1, Action.of(rules.CONCEDE)) == MOVED
    assert s.state.phase == rules.DUEL_UPGRADE
    assert s.perform(0, Action.of(rules.UPGRADE, suit="D")) == MOVED
    assert s.perform(1, Action.of(rules.DOWNGRADE, suit="C")) == MOVED
    assert s.state.phase == rules.RAID_MOVE and s.state.pos[0] == 1
    assert any("wins the duel" in line for _, line in s.log_lines())


def test_round_limit_editor_says_no_limit_at_zero(qtbot) -> None:
    from PySide6.QtWidgets import QSpinBox, QWidget

    from cardtable.app.dialogs.option_widgets import OptionEditor

    from cardtable.games import get_game

    spec = next(o for o in get_game("chicks-with-disks").options if o.key == "round_cap")
    parent = QWidget()
    qtbot.addWidget(parent)
    editor = OptionEditor(spec, parent)
    spin = editor.widget
    assert isinstance(spin, QSpinBox) and spin.minimum() == 0
    editor.set_value(0)
    assert spin.text() == "No limit" and editor.value() == 0
    editor.set_value(60)
    assert spin.text() == "60"


def test_window_exports_the_illustrated_story(make_window, tmp_path, monkeypatch) -> None:
    """Story summary… (Ctrl+E) on a finished heist writes a PDF whose summary
    holds the grid with the Disk's route and the chart."""
    from PySide6.QtWidgets import QFileDialog

    from cardtable.engine.match import Match
    from cardtable.engine.record import save_record
    from cardtable.games import get_game

    game = get_game("chicks-with-disks")
    match = Match(game, game.normalise(Setup(tuple(PlayerSpec(f"P{i}", bot=True) for i in range(3)), {}, 5)))
    match.run_bots()
    assert match.over
    saved = tmp_path / "heist.cardtable.json"
    save_record(saved, match.record())
    w = make_window()
    assert w.open_file(saved)
    out = tmp_path / "story.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), "PDF (*.pdf)"))
    w.act_summary.trigger()
    assert out.read_bytes().startswith(b"%PDF")
    captions = [b.caption for s in w.game_end.summary().sections for b in s.blocks if hasattr(b, "png")]
    assert captions[0].startswith("The grid at the end, with the Disk's route") and len(captions) == 2


def _entered(qtbot, w):
    """Dealt, first player drawn, sheets skipped, all three tokens on corners."""
    players = (PlayerSpec("Ann"), PlayerSpec("Bea"), PlayerSpec("Cy"))
    w.new_game("chicks-with-disks", Setup(players, {}, SEED, stacked_deck()))
    s = w.session
    assert s.perform(0, Action.of(rules.DEAL_GRID)) == MOVED
    for seat in (0, 1, 2):
        assert s.perform(seat, Action.of(rules.DRAW_FIRST)) == MOVED
    for seat in (0, 1, 2):
        assert s.perform(seat, Action.of(rules.SHEET_DONE)) == MOVED
    for seat, corner in ((0, "1:1"), (1, "9:3"), (2, "9:1")):
        move_token(qtbot, w, seat, corner)
    return s


def test_raid_on_your_own_room_by_dragging_the_token_onto_it(qtbot, make_window):
    w = make_window()
    s = _entered(qtbot, w)
    assert s.perform(0, Action.of(rules.RAID)) == MOVED
    assert "slot:1:1" in s.drag_targets("slot:1:1", "token:0")  # it lights up...
    # ...and dropping the token back on its own room (a little off centre) raids it
    qtbot.waitUntil(lambda: not w.scene.animating, timeout=20_000)  # the bound is only for a stuck animation
    token, room = w.scene.sprites["token:0"], w.scene.sprites["7S"]
    rest = token.pos()
    start = token_point(w, 0)
    drag(qtbot, w, start, zone_centre(w, "slot:1:1") + QPointF(6, 22))
    assert s.state.phase == rules.RAID_DRAW and s.state.target == 0
    # the token goes back to its own spot on the room, not where it was let go over the card's value
    qtbot.waitUntil(lambda: token.pos() == rest, timeout=20_000)
    card = room.sceneBoundingRect()
    value = QRectF(card.topLeft(), card.size() * 0.3)  # the corner index: rank and suit
    assert not token.sceneBoundingRect().intersects(value)


def test_refused_token_drops_name_the_rule(qtbot, make_window):
    w = make_window()
    s = _entered(qtbot, w)
    # entering: only corners
    # evade: the card passed must be next to the token or linked to it
    assert s.perform(0, Action.of(rules.EVADE)) == MOVED
    move_token(qtbot, w, 0, "5:2")
    assert w.statusBar().currentMessage() == (
        "5:2 is not next to your token or linked to it: you evade past a neighbouring room.")
    assert s.state.phase == rules.EVADE_FLIP and s.state.pos[0] == 0
    # raid: your own room, a neighbour or a same-number link
    move_token(qtbot, w, 0, "2:1")  # evade past the 2♦...
    move_token(qtbot, w, 0, "1:1")  # ...and back
    assert s.perform(1, Action.of(rules.EVADE)) == MOVED
    move_token(qtbot, w, 1, "7:3")
    assert w.statusBar().currentMessage() == (
        "7:3 is not next to your token or linked to it: you evade past a neighbouring room.")


def test_double_click_and_enter_on_a_token_with_no_move_say_what_can_be_done(qtbot, make_window):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    w = make_window()
    s = _entered(qtbot, w)
    # (the last drag's release is not half a double-click: QTest stamps its
    # mouse events on its own clock, not the wall clock, so no wait is needed)
    assert s.state.phase == rules.CHOOSE and s.viewer == 0
    QTest.mouseDClick(w.canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      w.canvas.mapFromScene(token_point(w, 0)))
    message = w.statusBar().currentMessage()
    assert message.startswith("Ann's token") and "has no move now. You can: Raid" in message and "Evade" in message
    assert s.state.phase == rules.CHOOSE


def test_halfway_through_an_evade_the_token_waits_on_the_room_it_left(qtbot, make_window):
    """Ann drags her token onto the room she slips past: it goes back to its
    spot on the room she set out from (it never stops on the other), and
    lands where she then drags it."""
    w = make_window()
    s = _entered(qtbot, w)
    assert s.perform(0, Action.of(rules.EVADE)) == MOVED
    qtbot.waitUntil(lambda: not w.scene.animating, timeout=20_000)  # the bound is only for a stuck animation
    token = w.scene.sprites["token:0"]
    rest = token.pos()
    move_token(qtbot, w, 0, "2:1")
    assert s.state.phase == rules.EVADE_MOVE and s.state.target == slot_index(2, 1)
    qtbot.waitUntil(lambda: token.pos() == rest, timeout=20_000)
    assert token.zone == "slot:1:1"
    move_token(qtbot, w, 0, "3:1")
    assert s.state.pos[0] == slot_index(3, 1)
    qtbot.waitUntil(lambda: not w.scene.animating, timeout=20_000)
    assert token.zone == "slot:3:1"
    assert w.scene.zones["slot:3:1"].sceneBoundingRect().contains(token.sceneBoundingRect().center())
