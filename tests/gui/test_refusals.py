"""Every refused drop says which rule stops it: in every game, at several
moments, each piece the player can pick up is dragged with the real mouse
onto every place that does not light up, and the status bar must name the
reason (never a generic "not allowed"), with nothing changed. And every
place that lights up takes the drop."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.model.outcome import Cancelled, Moved
from tests.frontend import answering, play, told
from tests.gui.conftest import answer_questions, drag, make_window, sprite_grip, zone_centre  # noqa: F401

pytestmark = pytest.mark.gui

GENERIC = {"", "That move is not allowed now.", "That card has no move right now.",
           "Drop the card on a highlighted place."}
GAMES = list(all_games())


def _status(w) -> str:
    return w.statusBar().currentMessage()


def _wait_for_human(qtbot, w) -> bool:
    s = w.session
    qtbot.waitUntil(lambda: s.match.over or s.acting_seat() is not None or s.covered, timeout=20000)
    if s.covered:
        qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
    return s.acting_seat() is not None


def _only_in(w, target: str) -> QPointF | None:
    """A point inside ``target`` and no other place (zones may overlap)."""
    rect = w.scene.zones[target].sceneBoundingRect()
    others = [item.sceneBoundingRect() for zid, item in w.scene.zones.items() if zid != target]
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
            p = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            if not any(r.contains(p) for r in others):
                return p
    return None


def _pieces(w):
    """One card and one token the player can pick up (fewest drags that
    still cover every sort of piece)."""
    chosen = {}
    # the top card of a pile (the one the mouse picks up), the last of a fan
    for sprite in sorted(w.scene.sprites.values(), key=lambda x: (x.zone, -x.index)):
        if sprite.draggable and sprite.isVisible():
            chosen.setdefault((sprite.zone.split(":")[0], sprite.is_token), sprite)
    return list(chosen.values())[:3]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_unlit_drop_names_the_rule(qtbot, make_window, game_id):
    w = make_window()
    game = w.games[game_id]
    players = (PlayerSpec("Ann"),) + tuple(PlayerSpec(f"Bot {i}", bot=True) for i in (1, 2))
    w.new_game(game_id, Setup(players, {}, 11))
    s = w.session
    answer_questions(w, text=told, choice=0)  # "which move?" answered with the first
    lit_drops = 0
    rng = random.Random(3)
    checked = 0
    moments = 0
    for _ in range(40):
        if moments >= 3 or not _wait_for_human(qtbot, w):
            break
        seat = s.acting_seat()
        pieces = _pieces(w)
        if pieces:
            moments += 1
        for sprite in pieces:
            zone, card = sprite.zone, sprite.card_id
            lit = s.drag_targets(zone, card)
            for target in list(w.scene.zones):
                if target in lit or target == zone:
                    continue
                steps = len(s.match.steps)
                qtbot.waitUntil(lambda: not w.scene.animating)  # the last refused card is home again
                start = sprite_grip(w.scene.sprites[sprite.key]) if sprite.key in w.scene.sprites else None
                if start is None:
                    break
                w.statusBar().clearMessage()
                end = _only_in(w, target)
                if end is None:
                    continue
                drag(qtbot, w, start, end)
                message = _status(w)
                assert message not in GENERIC, (game_id, zone, card, target, message)
                # nothing of the player's was played (bots may move meanwhile)
                assert all(st.seat != seat for st in s.match.steps[steps:]), (game_id, zone, target)
                checked += 1
        # every lit place takes its drop: one of them, dragged to for real
        movable = [(sp, sorted(s.drag_targets(sp.zone, sp.card_id))) for sp in _pieces(w)]
        movable = [(sp, lit) for sp, lit in movable if lit]
        if movable and s.acting_seat() == seat:
            qtbot.waitUntil(lambda: not w.scene.animating)
            sp, lit = rng.choice(movable)
            target = rng.choice(lit)
            end = _only_in(w, target) if target != sp.zone else w.scene.zones[target].sceneBoundingRect().center()
            if end is not None:
                steps = len(s.match.steps)
                drag(qtbot, w, sprite_grip(w.scene.sprites[sp.key]), end)
                assert any(st.seat == seat for st in s.match.steps[steps:]), (game_id, sp.zone, target,
                                                                             _status(w))
                lit_drops += 1
                _wait_for_human(qtbot, w)
        # move on: the player makes a move of the bot's choosing, three times
        for _ in range(3):
            if s.acting_seat() != seat:
                break
            outcome = play(s, seat, game.bot(s.state, seat, rng), answering(text=told, choice=0))
            assert isinstance(outcome, (Moved, Cancelled))
    assert moments >= 2 and checked >= 3 * moments, (moments, checked)
    assert lit_drops >= 2, lit_drops


def test_ninety_nine_refusals_quote_its_rules(qtbot, make_window):
    w = make_window()
    players = (PlayerSpec("Ann"), PlayerSpec("Bob", bot=True))
    w.new_game("ninety-nine", Setup(players, {}, 3))
    s = w.session
    assert _wait_for_human(qtbot, w)
    hand = sorted((sp for sp in w.scene.sprites.values() if sp.zone == "hand:0"), key=lambda sp: -sp.index)
    drag(qtbot, w, sprite_grip(hand[0]), _only_in(w, "draw"))
    assert _status(w) == "Cards are played onto the discard pile (the total must stay at 99 or under)."
    qtbot.waitUntil(lambda: not w.scene.animating)
    drag(qtbot, w, sprite_grip(hand[0]), _only_in(w, "discard"))  # played
    qtbot.waitUntil(lambda: not w.scene.animating)
    card = next(sp for sp in w.scene.sprites.values() if sp.zone == "hand:0")
    assert not card.draggable  # nothing to play now: a double-click asks why
    at = w.canvas.mapFromScene(sprite_grip(card))
    # as a real mouse does it: press and release, then the second press arrives as a double-click
    QTest.mouseClick(w.canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    QTest.mouseDClick(w.canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    assert _status(w) == "You have already played a card this turn; draw or end your turn."
    drag(qtbot, w, zone_centre(w, "draw"), _only_in(w, "discard"))
    assert _status(w) == "A card drawn from the draw pile goes into your own hand."
