"""What the table draws: the cloth and its edge, zone captions that follow
the game, and the drag highlight, checked in the window's pixels."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from cardtable.table.scene import outside_strips

from .conftest import pass_on, sprite_grip, sprites_in
from .test_ninety_nine_table import press_ready, two_humans


def test_outside_strips_cover_exactly_what_lies_outside():
    inner = QRectF(10, 20, 100, 50)
    assert outside_strips(QRectF(10, 20, 100, 50), inner) == []
    strips = outside_strips(QRectF(0, 0, 130, 90), inner)
    assert sum(r.width() * r.height() for r in strips) == 130 * 90 - 100 * 50
    for r in strips:
        assert not r.intersects(inner)
    # a rectangle wholly inside the table needs no edge
    assert outside_strips(QRectF(20, 30, 10, 10), inner) == []


def _grab_scene_rect(window, rect: QRectF):
    image = window.canvas.viewport().grab().toImage()
    return image.copy(window.canvas.mapFromScene(rect).boundingRect())


def test_window_beyond_the_table_is_a_dark_edge_not_the_palette(qtbot, make_window):
    w = make_window()
    two_humans(w)
    press_ready(qtbot, w)
    w.resize(1700, 700)  # much wider than the table

    def edge() -> QColor:
        image = w.canvas.viewport().grab().toImage()
        return QColor(image.pixel(2, image.height() // 2))

    def wide() -> bool:  # the canvas has taken the new shape: wider than the table it fits
        shown = w.canvas.mapFromScene(w.scene.sceneRect()).boundingRect()
        return w.canvas.viewport().width() > shown.width() + 20

    qtbot.waitUntil(wide, timeout=5000)
    assert edge().green() < 120 and edge().lightness() < 100  # dark green, not the light window palette


def test_caption_under_the_discard_follows_the_total(qtbot, make_window):
    w = make_window()
    s = two_humans(w, remember=False)
    press_ready(qtbot, w)
    zone = w.scene.zones["discard"]
    caption = zone.sceneBoundingRect().adjusted(-30, zone.sceneBoundingRect().height(), 30, 26)
    before = _grab_scene_rect(w, caption)
    assert zone.label_text() == "Total 0"
    card = next(sp for sp in sprites_in(w, "hand:1") if sp.card_id == "5D")
    QTest.mouseDClick(w.canvas.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      w.canvas.mapFromScene(sprite_grip(card)))
    assert s.state.total == 5
    pass_on(qtbot, w, "Ann")
    press_ready(qtbot, w)  # Ann's table: the zones are laid out afresh around her seat
    zone = w.scene.zones["discard"]
    assert zone.label_text() == "Total 5"
    assert zone.sceneBoundingRect().adjusted(-30, zone.sceneBoundingRect().height(), 30, 26) == caption
    qtbot.waitUntil(lambda: _grab_scene_rect(w, caption) != before, timeout=5000)  # the caption is redrawn


def test_legal_target_lights_up_in_the_window_while_dragging(qtbot, make_window):
    w = make_window()
    two_humans(w)
    press_ready(qtbot, w)
    zone = w.scene.zones["discard"]
    r = zone.sceneBoundingRect()
    border = QRectF(r.left(), r.top(), r.width(), 8)  # the outline's top edge

    def yellow_pixels() -> int:
        image = _grab_scene_rect(w, border)
        return sum(1 for x in range(image.width()) for y in range(image.height())
                   if (c := QColor(image.pixel(x, y))).red() > 200 and c.green() > 200 and c.blue() < 120)

    assert yellow_pixels() == 0
    king = next(sp for sp in sprites_in(w, "hand:1") if sp.card_id == "KS")
    vp = w.canvas.viewport()
    start = w.canvas.mapFromScene(sprite_grip(king))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + QPointF(40, 60).toPoint(), 5)
    QTest.mouseMove(vp, start + QPointF(80, 120).toPoint(), 5)
    assert yellow_pixels() > 20
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start + QPointF(80, 120).toPoint(), 5)
    qtbot.waitUntil(lambda: yellow_pixels() == 0, timeout=5000)  # the light goes with the drop


def test_card_pixmap_cache_stays_within_its_memory_budget(qtbot, monkeypatch):
    from cardtable.engine.cards import standard_face
    from cardtable.engine.view import CardView
    from cardtable.table import faces
    from cardtable.table.style import TableStyle

    monkeypatch.setattr(faces, "_CACHE_BYTES", 2 * 1024 * 1024)
    view = CardView(id="QH", face=standard_face("QH"))
    for step in range(40):  # a window dragged through forty sizes
        pix = faces.render_sprite(view, TableStyle(), 1.0 + step * 0.1)
        assert pix.deviceIndependentSize().width() == pytest.approx(faces.CARD_W)
    total = sum(p.width() * p.height() * 4 for p in faces._CACHE.values())
    assert total == faces._cached_bytes[0] <= 2 * 1024 * 1024
    assert any(k[0] == "card" and k[-1] == round(faces.CARD_H * 4.9) for k in faces._CACHE)  # the newest stays


def test_keyboard_focus_lifts_the_card_above_its_fan(qtbot, make_window):
    w = make_window()
    two_humans(w)
    press_ready(qtbot, w)
    w.canvas.setFocus()
    QTest.keyClick(w.canvas, Qt.Key.Key_Right)
    QTest.keyClick(w.canvas, Qt.Key.Key_Right)  # the second card: covered by the third until focused
    focused = w.canvas.focused_sprite()
    fan = sprites_in(w, focused.zone)
    assert focused is fan[1]
    assert focused.zValue() > max(sp.zValue() for sp in fan if sp is not focused)
    QTest.keyClick(w.canvas, Qt.Key.Key_Right)
    assert fan[1].zValue() < fan[2].zValue()  # back in its place when focus moves on


def test_the_first_frame_is_in_the_players_table_colour(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from cardtable.app.config import AppConfig
    from cardtable.app.main_window import MainWindow
    from cardtable.app.preferences_store import save_style
    from cardtable.games import all_games
    from cardtable.table.style import TABLE_COLOURS, TableStyle

    config = AppConfig(tmp_path / "colour-home")
    config.data_dir.mkdir(parents=True)
    save_style(QSettings(str(config.settings_path), QSettings.Format.IniFormat), TableStyle(table_colour="wine red"))
    w = MainWindow(all_games(), config, build=False)
    qtbot.addWidget(w)
    assert TABLE_COLOURS["wine red"] in w.loading.styleSheet()
