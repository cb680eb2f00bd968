"""The app's dialogs, driven like a user would (offscreen, pytest-qt)."""

from __future__ import annotations

import json

import os
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from cardtable.app.dialogs import (
    NewGameDialog,
    PreferencesDialog,
    ResultDialog,
    RulesDialog,
    show_rules,
    style_sheet,
)
from cardtable.app.preferences_store import (
    load_last_setup,
    load_style,
    save_last_setup,
    save_style,
    setup_from_json,
)
from cardtable.engine.protocol import BadOptions, GameDef, OptionSpec, PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.table.style import TableStyle

SHOTS = os.environ.get("CARDTABLE_SHOTS")


# --------------------------------------------------------------- fake games
def _unused(*_: Any) -> Any:
    raise AssertionError("not used by the dialogs")


def _new_deck_game(setup: Setup) -> str:
    deck = setup.options["deck"]  # "" or the chosen file's content, read once by the options check
    if deck and not deck["text"].startswith("id"):
        raise BadOptions(f"{deck['name']} is not a deck")
    if setup.options["rounds"] > 3 and setup.count > 4:
        raise BadOptions("more than 3 rounds need at most 4 players")
    return "state"


FAKE_OPTIONS = (
    OptionSpec("fast", "Fast play", False, "bool", help="Skip the waiting."),
    OptionSpec("rounds", "Rounds", 2, "int", minimum=1, maximum=9, help="How many rounds."),
    OptionSpec("suit", "Trump suit", "hearts", "choice", choices=("hearts", "spades"), help="The trump."),
    OptionSpec("motto", "Motto", "", "text", help="A motto."),
    OptionSpec("deck", "Deck file", "", "file", help="A CSV deck."),
)

FAKE = GameDef(
    id="fake-deck", title="Fake Deck", min_players=3, max_players=6,
    new_game=_new_deck_game, to_act=_unused, legal_actions=_unused, apply=_unused, view=_unused,
    layout=_unused, describe=_unused, result=_unused, bot=_unused, census=_unused,
    options=FAKE_OPTIONS, blurb="A pretend game with every kind of option.",
    rules_text="# Fake Deck\n\nPlay **anything**.\n\n- one\n- two\n", default_players=3,
)

SOLO = GameDef(
    id="solo", title="Solo", min_players=2, max_players=2,
    new_game=lambda setup: "state", to_act=_unused, legal_actions=_unused, apply=_unused,
    view=_unused, layout=_unused, describe=_unused, result=_unused, bot=_unused, census=_unused,
    blurb="Exactly two players and no options.", default_players=2,
)


def games() -> dict[str, GameDef]:
    out = dict(all_games())
    out[FAKE.id] = FAKE
    out[SOLO.id] = SOLO
    return out


class Miniatures:
    def __init__(self, fail: bool = False) -> None:
        self.calls: list[tuple[str, int]] = []
        self.fail = fail

    def __call__(self, game: GameDef, count: int) -> QPixmap:
        self.calls.append((game.id, count))
        if self.fail:
            raise RuntimeError("renderer broke")
        pixmap = QPixmap(400, 280)
        pixmap.fill(QColor("#2e6b46"))
        return pixmap


def open_dialog(qtbot, miniature=None, initial=None, **kw) -> NewGameDialog:
    dialog = NewGameDialog(games(), miniature, initial=initial, **kw)
    qtbot.addWidget(dialog)
    dialog.setStyleSheet(style_sheet())
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def choose_game(qtbot, dialog: NewGameDialog, game_id: str) -> None:
    ids = [dialog.game_list.item(r).data(Qt.ItemDataRole.UserRole) for r in range(dialog.game_list.count())]
    row = ids.index(game_id)
    rect = dialog.game_list.visualItemRect(dialog.game_list.item(row))
    qtbot.mouseClick(dialog.game_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.current_game().id == game_id


def type_into(qtbot, edit: QLineEdit, text: str) -> None:
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    if text:
        qtbot.keyClicks(edit, text)


def set_count(qtbot, dialog: NewGameDialog, count: int) -> None:
    spin = dialog.players
    spin.setFocus()
    for _ in range(20):  # bounded: the spin box stops at the game's limits
        if spin.value() == count:
            break
        qtbot.keyClick(spin, Qt.Key.Key_Up if spin.value() < count else Qt.Key.Key_Down)


def click_box(qtbot, box: QCheckBox) -> None:
    """Click a check box on its indicator, as a user would."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def editor(dialog: NewGameDialog, key: str):
    return next(e for e in dialog._editors if e.spec.key == key)


def visible_rows(dialog: NewGameDialog) -> int:
    return sum(1 for row in dialog._seats if row.name.isVisible())


# --------------------------------------------------------- new-game dialog
def test_defaults_are_playable(qtbot):
    dialog = open_dialog(qtbot)
    assert dialog.current_game().id == "ninety-nine"
    assert dialog.players.value() == 4
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 12)
    assert visible_rows(dialog) == 4
    assert dialog.ok_button.isEnabled()
    assert dialog.problem() == ""
    game_id, setup = dialog.result_setup()
    assert game_id == "ninety-nine"
    assert setup.names == ("Player 1", "Player 2", "Player 3", "Player 4")
    assert not any(p.bot for p in setup.players)
    assert dict(setup.options) == {"remember_to_draw": True, "lives": False, "decks": "auto"}
    assert 0 < setup.seed
    all_games()["ninety-nine"].create(setup)


def test_typed_names_and_bots_come_back(qtbot):
    dialog = open_dialog(qtbot)
    type_into(qtbot, dialog.seat_rows()[0].name, "Ann")
    type_into(qtbot, dialog.seat_rows()[2].name, "  Cleo  ")
    kind = dialog.seat_rows()[1].kind
    kind.setFocus()
    qtbot.keyClick(kind, Qt.Key.Key_Down)
    _, setup = dialog.result_setup()
    assert setup.names == ("Ann", "Player 2", "Cleo", "Player 4")
    assert [p.bot for p in setup.players] == [False, True, False, False]


def test_empty_name_disables_ok_with_message(qtbot):
    dialog = open_dialog(qtbot)
    type_into(qtbot, dialog.seat_rows()[1].name, "")
    assert not dialog.ok_button.isEnabled()
    assert dialog.status.text() == "Seat 2 needs a name."
    assert dialog.status.property("problem") is True
    qtbot.keyClicks(dialog.seat_rows()[1].name, "Bo")
    assert dialog.ok_button.isEnabled()
    assert dialog.status.property("problem") is False


def test_player_count_adds_and_removes_rows(qtbot):
    dialog = open_dialog(qtbot)
    type_into(qtbot, dialog.seat_rows()[3].name, "Dee")
    set_count(qtbot, dialog, 7)
    assert visible_rows(dialog) == 7
    assert len(dialog.result_setup()[1].players) == 7
    assert dialog.seat_rows()[6].name.text() == "Player 7"
    set_count(qtbot, dialog, 3)
    assert visible_rows(dialog) == 3
    assert dialog.result_setup()[1].names == ("Player 1", "Player 2", "Player 3")
    set_count(qtbot, dialog, 4)  # a name typed earlier is still there
    assert dialog.result_setup()[1].names[3] == "Dee"
    set_count(qtbot, dialog, 1)  # the spin box stops at the game's minimum
    assert dialog.players.value() == 2


def test_impossible_options_disable_ok(qtbot):
    dialog = open_dialog(qtbot)
    set_count(qtbot, dialog, 6)
    decks = editor(dialog, "decks").widget
    decks.setFocus()
    qtbot.keyClick(decks, Qt.Key.Key_Down)  # auto -> 1
    assert decks.currentText() == "1"
    assert not dialog.ok_button.isEnabled()
    assert "one deck" in dialog.status.text().lower()
    assert dialog.status.text()[0].isupper() and dialog.status.text().endswith(".")
    set_count(qtbot, dialog, 5)
    assert dialog.ok_button.isEnabled()


def test_checkbox_option_by_mouse(qtbot):
    dialog = open_dialog(qtbot)
    lives = editor(dialog, "lives").widget
    assert isinstance(lives, QCheckBox) and lives.toolTip()
    click_box(qtbot, lives)
    assert dialog.result_setup()[1].options["lives"] is True


def test_every_option_kind(qtbot, tmp_path):
    dialog = open_dialog(qtbot)
    choose_game(qtbot, dialog, "fake-deck")
    assert dialog.players.value() == 4  # kept from before, within 3–6
    assert dialog.title_label.text() == "Fake Deck"
    widgets = {e.spec.key: e for e in dialog._editors}
    assert isinstance(widgets["fast"].widget, QCheckBox)
    rounds = widgets["rounds"].widget
    assert isinstance(rounds, QSpinBox) and (rounds.minimum(), rounds.maximum()) == (1, 9)
    assert isinstance(widgets["suit"].widget, QComboBox)
    assert isinstance(widgets["motto"].widget, QLineEdit)
    assert widgets["deck"].browse is not None and widgets["deck"].browse.text().replace("&", "") == "Browse…"
    for spec in FAKE_OPTIONS:
        for w in widgets[spec.key].focus_widgets:
            if w is not widgets[spec.key].browse:
                assert w.toolTip() == spec.help

    click_box(qtbot, widgets["fast"].widget)
    type_into(qtbot, rounds.lineEdit(), "3")
    suit = widgets["suit"].widget
    suit.setFocus()
    qtbot.keyClick(suit, Qt.Key.Key_Down)
    qtbot.keyClicks(widgets["motto"].widget, "Go team")
    deck = tmp_path / "deck.csv"
    deck.write_text("id\n")
    qtbot.keyClicks(widgets["deck"].edit, str(deck))
    assert dialog.ok_button.isEnabled(), dialog.problem()
    game_id, setup = dialog.result_setup()
    assert game_id == "fake-deck"
    assert dict(setup.options) == {"fast": True, "rounds": 3, "suit": "spades", "motto": "Go team",
                                   "deck": {"name": "deck.csv", "text": "id\n"}}


def test_bad_deck_file_is_reported(qtbot, tmp_path):
    dialog = open_dialog(qtbot)
    choose_game(qtbot, dialog, "fake-deck")
    deck_edit = editor(dialog, "deck").edit
    missing = tmp_path / "missing.csv"
    qtbot.keyClicks(deck_edit, str(missing))
    assert not dialog.ok_button.isEnabled()
    assert dialog.status.text() == "Cannot read the deck file missing.csv: it does not exist."
    # Enter does not start an impossible game.
    qtbot.keyClick(deck_edit, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.result() == 0
    type_into(qtbot, deck_edit, "")
    assert dialog.ok_button.isEnabled()


def test_game_create_errors_from_option_combinations(qtbot):
    dialog = open_dialog(qtbot)
    choose_game(qtbot, dialog, "fake-deck")
    set_count(qtbot, dialog, 5)
    rounds = editor(dialog, "rounds").widget
    rounds.setFocus()
    qtbot.keyClick(rounds, Qt.Key.Key_Up)
    qtbot.keyClick(rounds, Qt.Key.Key_Up)
    assert rounds.value() == 4
    assert dialog.problem() == "More than 3 rounds need at most 4 players."
    set_count(qtbot, dialog, 4)
    assert dialog.problem() == ""


def test_switching_games_keeps_options_per_game(qtbot):
    dialog = open_dialog(qtbot)
    click_box(qtbot, editor(dialog, "lives").widget)
    choose_game(qtbot, dialog, "solo")
    assert dialog.players.value() == 2 and visible_rows(dialog) == 2
    assert dialog._editors == []
    assert dialog.result_setup() == ("solo", Setup(players=dialog.result_setup()[1].players,
                                                   options={}, seed=dialog.result_setup()[1].seed))
    choose_game(qtbot, dialog, "ninety-nine")
    assert editor(dialog, "lives").value() is True


def test_initial_setup_is_restored(qtbot):
    initial = Setup(
        players=(PlayerSpec("Ann"), PlayerSpec("Bob", bot=True), PlayerSpec("Cy")),
        options={"fast": True, "rounds": 42, "suit": "spades", "gone": 1, "deck": ""},
        seed=77,
    )
    dialog = open_dialog(qtbot, initial=("fake-deck", initial))
    game_id, setup = dialog.result_setup()
    assert game_id == "fake-deck"
    assert setup.names == ("Ann", "Bob", "Cy")
    assert [p.bot for p in setup.players] == [False, True, False]
    # stale values (rounds out of range, an option that no longer exists) fall back
    assert dict(setup.options) == {"fast": True, "rounds": 2, "suit": "spades", "motto": "", "deck": ""}
    assert setup.seed != 77  # a new deal unless asked to keep the seed
    assert not dialog.fixed_seed.isChecked()
    kept = open_dialog(qtbot, initial=("fake-deck", initial), keep_seed=True)
    assert kept.fixed_seed.isChecked() and kept.seed.text() == "77"
    assert kept.result_setup()[1].seed == 77


def test_unknown_initial_game_falls_back_to_first(qtbot):
    dialog = open_dialog(qtbot, initial=("no-such-game", Setup(players=(PlayerSpec("A"),))))
    assert dialog.current_game().id == "ninety-nine"


def test_seed_typed_and_new_seed(qtbot):
    dialog = open_dialog(qtbot)
    click_box(qtbot, dialog.fixed_seed)
    type_into(qtbot, dialog.seed, "12345")
    assert dialog.result_setup()[1].seed == 12345
    qtbot.mouseClick(dialog.new_seed, Qt.MouseButton.LeftButton)
    assert dialog.result_setup()[1].seed != 12345
    assert dialog.result_setup()[1].seed == int(dialog.seed.text())


def test_enter_accepts(qtbot):
    dialog = open_dialog(qtbot)
    name = dialog.seat_rows()[0].name
    type_into(qtbot, name, "Ann")
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.keyClick(name, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.result_setup()[1].names[0] == "Ann"


def test_miniature_is_lazy_and_cached(qtbot):
    minis = Miniatures()
    dialog = open_dialog(qtbot, miniature=minis)
    qtbot.waitUntil(lambda: minis.calls == [("ninety-nine", 4)])
    qtbot.waitUntil(lambda: dialog.preview.pixmap() is not None and not dialog.preview.pixmap().isNull())
    set_count(qtbot, dialog, 5)
    qtbot.waitUntil(lambda: ("ninety-nine", 5) in minis.calls)
    set_count(qtbot, dialog, 4)
    choose_game(qtbot, dialog, "fake-deck")
    qtbot.waitUntil(lambda: ("fake-deck", 4) in minis.calls)
    choose_game(qtbot, dialog, "ninety-nine")
    # the miniature was found in the cache: nothing is left to render (a
    # render pending would be waited for, and its call seen below)
    qtbot.waitUntil(lambda: not dialog._render_timer.isActive(), timeout=5000)
    assert not dialog.preview.pixmap().isNull()
    assert sorted(minis.calls) == [("fake-deck", 4), ("ninety-nine", 4), ("ninety-nine", 5)]
    assert set(dialog.miniature_cache()) == set(minis.calls)


def test_miniature_failure_or_absence_shows_placeholder(qtbot):
    dialog = open_dialog(qtbot, miniature=None)
    assert "no preview" in dialog.preview.text()
    broken = Miniatures(fail=True)
    dialog = open_dialog(qtbot, miniature=broken)
    qtbot.waitUntil(lambda: bool(broken.calls))
    qtbot.waitUntil(lambda: "no preview" in dialog.preview.text())
    assert dialog.ok_button.isEnabled()


RAISE_UNSUPPORTED = pytest.mark.qt_log_ignore("This plugin does not support raise")


@RAISE_UNSUPPORTED
def test_rules_button_opens_rules_page(qtbot):
    dialog = open_dialog(qtbot)
    qtbot.mouseClick(dialog.rules_button, Qt.MouseButton.LeftButton)
    rules = [w for w in QApplication.topLevelWidgets() if isinstance(w, RulesDialog) and w.isVisible()]
    assert len(rules) == 1
    page = rules[0]
    assert page.windowTitle() == "Rules — Ninety-Nine"
    assert not page.isModal()
    assert "Back To You" in page.browser.toPlainText()
    qtbot.mouseClick(dialog.rules_button, Qt.MouseButton.LeftButton)  # raises the same window
    assert [w for w in QApplication.topLevelWidgets() if isinstance(w, RulesDialog) and w.isVisible()] == rules
    page.close()


@RAISE_UNSUPPORTED
def test_show_rules_function(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    page = show_rules(FAKE, parent)
    assert isinstance(page, RulesDialog) and page.isVisible()
    assert page.windowTitle() == "Rules — Fake Deck"
    assert "Play anything" in page.browser.toPlainText()
    assert show_rules(FAKE, parent) is page
    page.close()


def test_tab_reaches_every_control_in_order(qtbot):
    dialog = open_dialog(qtbot)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.game_list.setFocus()
    seen: list[QWidget] = []
    for _ in range(40):
        widget = QApplication.focusWidget()
        assert widget is not None, seen
        if widget in seen:
            break
        seen.append(widget)
        qtbot.keyClick(widget, Qt.Key.Key_Tab)
    expected = [dialog.game_list, dialog.rules_button, dialog.players]
    for row in dialog.seat_rows():
        expected += [row.name, row.kind]
    for e in dialog._editors:
        expected += e.focus_widgets
    expected += [dialog.fixed_seed, dialog.ok_button, dialog.cancel_button]  # the seed field is hidden
    assert seen == expected


@pytest.mark.parametrize("game_id", ["ninety-nine", "fake-deck", "solo"])
def test_controls_have_accessible_names_and_mnemonics(qtbot, game_id):
    dialog = open_dialog(qtbot)
    choose_game(qtbot, dialog, game_id)
    for widget in dialog.findChildren(QWidget):
        if isinstance(widget, (QLineEdit, QComboBox, QSpinBox)) and widget.isVisible():
            if isinstance(widget.parent(), QSpinBox):
                continue
            assert widget.accessibleName(), widget.objectName()
    texts = [b.text() for b in dialog.findChildren(QAbstractButton) if b.isVisible()]
    assert all("&" in t for t in texts if t), texts
    letters = [t[t.index("&") + 1].lower() for t in texts if "&" in t]
    assert len(letters) == len(set(letters)), texts


# ------------------------------------------------------------- preferences
def test_preferences_dialog_round_trip(qtbot):
    start = TableStyle(card_back="red", table_colour="ocean blue", four_colour=False, animation="fast")
    dialog = PreferencesDialog(start)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.result_style() == start
    dialog.card_back.setFocus()
    qtbot.keyClick(dialog.card_back, Qt.Key.Key_Down)  # red -> green
    click_box(qtbot, dialog.four_colour)
    dialog.animation.setFocus()
    qtbot.keyClick(dialog.animation, Qt.Key.Key_Up)  # fast -> off
    dialog.table_colour.setFocus()
    qtbot.keyClick(dialog.table_colour, Qt.Key.Key_End)
    style = dialog.result_style()
    assert style == TableStyle(card_back="green", table_colour="wood brown", four_colour=True, animation="off")
    assert dialog.preview.table_style == style
    qtbot.mouseClick(dialog.defaults_button, Qt.MouseButton.LeftButton)
    assert dialog.result_style() == TableStyle()
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.keyClick(dialog.card_back, Qt.Key.Key_Return)


def test_style_saved_and_loaded(tmp_path):
    settings = QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)
    assert load_style(settings) == TableStyle()
    style = TableStyle(card_back="purple", table_colour="wine red", four_colour=True, animation="slow")
    save_style(settings, style)
    again = QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)
    assert load_style(again) == style


def test_corrupt_style_falls_back_per_field(tmp_path):
    path = tmp_path / "prefs.ini"
    path.write_text("[style]\ncard_back=tartan\ntable_colour=wine red\nfour_colour=maybe\nanimation=@Invalid()\n")
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    assert load_style(settings) == TableStyle(table_colour="wine red")
    path.write_text("\x00\x01garbage[[[\n=\n")
    assert load_style(QSettings(str(path), QSettings.Format.IniFormat)) == TableStyle()


def test_last_setup_round_trip_and_corruption(tmp_path):
    settings = QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)
    assert load_last_setup(settings, "ninety-nine") is None
    setup = Setup(players=(PlayerSpec("Ann"), PlayerSpec("Bøb", True)),
                  options={"lives": True, "decks": "2", "motto": "a, b; c=d"}, seed=99)
    save_last_setup(settings, "ninety-nine", setup)
    save_last_setup(settings, "99-chances", Setup(players=(PlayerSpec("X"),)))
    again = QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)
    assert load_last_setup(again, "ninety-nine") == setup
    assert load_last_setup(again, "99-chances").names == ("X",)
    again.setValue("last_setup/ninety-nine", "{not json")
    assert load_last_setup(again, "ninety-nine") is None
    for bad in ('[]', '{"players": []}', '{"players": [{"name": 3}]}', '{"players": ["Ann"]}'):
        assert setup_from_json(bad) is None
    odd = setup_from_json('{"players": [{"name": "A"}], "options": [1], "seed": "x"}')
    assert odd == Setup(players=(PlayerSpec("A"),), options={}, seed=0)
    # a carried deck (an object) keeps its place beside the other options; only an odd value is dropped
    deck = {"name": "cats.csv", "text": "cat,a,Ash,#000,grey,grey,a cat"}
    kept = setup_from_json('{"players": [{"name": "A"}], "options": {"hand_size": 5, "deck_file": '
                           + json.dumps(deck) + ', "bad": [1]}}')
    assert kept.options == {"hand_size": 5, "deck_file": deck}


# ------------------------------------------------------------------ result
def test_result_dialog_signals(qtbot):
    dialog = ResultDialog("Ann wins!", "**Ann** is the last player standing.\n\nBob went out at 97.")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle() == "Ann wins!"
    assert "Ann is the last player standing." in dialog.text.toPlainText()
    with qtbot.waitSignal(dialog.sigSummary, timeout=1000):
        qtbot.mouseClick(dialog.summary_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(dialog.sigPrint, timeout=1000):
        qtbot.mouseClick(dialog.print_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    with qtbot.waitSignal(dialog.sigNewGame, timeout=1000):
        qtbot.mouseClick(dialog.new_game_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and dialog.result() == QDialog.DialogCode.Accepted


def test_result_dialog_close(qtbot):
    dialog = ResultDialog("Draw", "Nobody won.")
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.assertNotEmitted(dialog.sigNewGame):
        qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and dialog.result() == QDialog.DialogCode.Rejected


# ------------------------------------------------------------- style sheet
def test_style_sheet_parses_and_leaves_the_table_alone(qtbot):
    text = style_sheet()
    assert "QLabel#statusLine" in text
    code = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    assert "QGraphicsView" not in code
    assert "QWidget" not in code and "QFrame" not in code and "QAbstractScrollArea" not in code
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.setStyleSheet(text)  # a parse error is a Qt warning, which fails the test
    widget.show()


# ------------------------------------------------------------- screenshots
@pytest.mark.skipif(not SHOTS, reason="set CARDTABLE_SHOTS=<folder> to save screenshots")
def test_screenshots(qtbot, tmp_path):
    out = Path(SHOTS or tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    minis = Miniatures()
    dialog = open_dialog(qtbot, miniature=minis)
    qtbot.waitUntil(lambda: bool(minis.calls) and not dialog.preview.pixmap().isNull())
    dialog.grab().save(str(out / "new_game.png"))
    choose_game(qtbot, dialog, "fake-deck")
    set_count(qtbot, dialog, 6)
    editor(dialog, "rounds").widget.setValue(5)
    qtbot.waitUntil(lambda: not dialog._render_timer.isActive() and not dialog.preview.pixmap().isNull())
    dialog.grab().save(str(out / "new_game_problem.png"))
    rules = show_rules(all_games()["ninety-nine"], dialog)
    rules.setStyleSheet(style_sheet())
    qtbot.waitExposed(rules)
    rules.grab().save(str(out / "rules.png"))
    rules.close()
    prefs = PreferencesDialog(TableStyle(four_colour=True))
    qtbot.addWidget(prefs)
    prefs.setStyleSheet(style_sheet())
    prefs.show()
    qtbot.waitExposed(prefs)
    prefs.grab().save(str(out / "preferences.png"))
    result = ResultDialog("Ann wins!", "**Ann** is the last player standing.\n\n- Bob went out at 97\n- Cleo went out at 99")
    qtbot.addWidget(result)
    result.setStyleSheet(style_sheet())
    result.show()
    qtbot.waitExposed(result)
    result.grab().save(str(out / "result.png"))


def test_result_dialog_enter_closes_it_and_buttons_are_in_order(qtbot):
    dialog = ResultDialog("Ann wins!", "Done.")
    qtbot.addWidget(dialog)
    dialog.show()
    buttons = [dialog.summary_button, dialog.print_button, dialog.rematch_button, dialog.new_game_button,
               dialog.close_button]
    assert [b.text() for b in buttons] == ["&Story summary…", "&Print…", "&Rematch", "&New game…", "&Close"]
    xs = [b.geometry().x() for b in buttons]
    assert xs == sorted(xs)
    # Enter, the hand-over key, closes the box and never starts a game (issue 35)
    started = []
    dialog.sigNewGame.connect(lambda: started.append("new"))
    dialog.sigRematch.connect(lambda: started.append("rematch"))
    with qtbot.waitSignal(dialog.rejected, timeout=1000):
        qtbot.keyClick(dialog.text, Qt.Key.Key_Return)
    assert started == []
