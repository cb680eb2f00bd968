"""The window's seeds: drawn from secrets, 128 bits, never on screen (issue
35, item 6). The New game dialog shows no seed unless a designer ticks
*Fixed seed (for teaching and testing)*, which warns that a seed tells every
card. New games, a Rematch and ``cardtable host`` all draw their seed through
engine.rng.fresh_seed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget

from cardtable.app.dialogs import NewGameDialog
from cardtable.app.preferences_store import load_last_setup, save_last_setup
from cardtable.engine import rng as rng_module
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from tests.gui.conftest import make_window  # noqa: F401
from tests.gui.test_dialogs import choose_game, click_box, type_into
from tests.gui.test_privacy_audit import dialog_texts, open_new_game_dialog, screen_texts, seed_pieces

pytestmark = pytest.mark.gui

WIDE = (1 << 127) | 0xC0FFEE_0123456789ABCDEF


def _dialog(qtbot, **kw) -> NewGameDialog:
    dialog = NewGameDialog(all_games(), None, **kw)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _shows(texts: list[str], seed: int) -> list[str]:
    blob = "\n".join(texts)
    return [piece for piece in seed_pieces(seed) if piece in blob]


def test_the_new_game_dialog_shows_no_seed_by_default(qtbot):
    dialog = _dialog(qtbot)
    seed = dialog.result_setup()[1].seed
    assert not _shows(dialog_texts(dialog), seed)  # the seed of the deal it would start: nowhere
    assert seed >= 1 << 64 or seed.bit_length() > 32  # and it is a wide, secret one
    assert not dialog.fixed_seed.isChecked()
    assert not dialog.seed.isVisible() and not dialog.new_seed.isVisible() and not dialog.seed_warning.isVisible()
    visible = [w for w in dialog.findChildren(QWidget) if w.isVisible()]
    assert dialog.seed not in visible


def test_each_dialog_deals_from_a_seed_of_its_own(qtbot):
    seeds = {_dialog(qtbot).result_setup()[1].seed for _ in range(4)}
    assert len(seeds) == 4 and all(s >= 1 << 64 for s in seeds)


def test_a_fixed_seed_shows_the_field_and_the_warning(qtbot):
    dialog = _dialog(qtbot)
    secret = dialog.result_setup()[1].seed
    assert not dialog.seed_warning.isVisible()
    click_box(qtbot, dialog.fixed_seed)
    assert dialog.fixed_seed.isChecked()
    assert dialog.seed.isVisible() and dialog.new_seed.isVisible()
    assert dialog.seed_warning.isVisible()
    assert "every card" in dialog.seed_warning.text()
    assert dialog.seed.text() and int(dialog.seed.text()) != secret  # a seed to note down, not the secret one
    assert not _shows(dialog_texts(dialog), secret)
    type_into(qtbot, dialog.seed, str(WIDE))
    assert dialog.result_setup()[1].seed == WIDE and dialog.problem() == ""
    type_into(qtbot, dialog.seed, str(2 ** 128 + 5)[:39])  # 39 digits, past the last seed
    assert dialog.problem().startswith("The fixed seed must be a whole number from")
    assert not dialog.ok_button.isEnabled()
    type_into(qtbot, dialog.seed, "42")
    assert dialog.result_setup()[1].seed == 42 and dialog.ok_button.isEnabled()
    click_box(qtbot, dialog.fixed_seed)  # off again: the secret seed, and nothing shown
    assert not dialog.seed_warning.isVisible() and not dialog.seed.isVisible()
    assert dialog.result_setup()[1].seed == secret


def test_the_fixed_seed_choice_is_kept_per_game_as_the_options_are(qtbot):
    dialog = _dialog(qtbot)
    choose_game(qtbot, dialog, "ninety-nine")
    click_box(qtbot, dialog.fixed_seed)
    type_into(qtbot, dialog.seed, "4711")
    choose_game(qtbot, dialog, "9-lives")
    assert not dialog.fixed_seed.isChecked() and not dialog.seed_warning.isVisible()
    assert dialog.result_setup()[1].seed != 4711
    choose_game(qtbot, dialog, "ninety-nine")
    assert dialog.fixed_seed.isChecked() and dialog.seed.text() == "4711" and dialog.seed_warning.isVisible()
    assert dialog.result_setup()[1].seed == 4711


def test_the_game_in_play_lends_the_dialog_its_set_up_but_not_its_seed(qtbot):
    setup = Setup((PlayerSpec("Ann"), PlayerSpec("Bob")), {}, WIDE)
    dialog = _dialog(qtbot, initial=("ninety-nine", setup))
    assert dialog.result_setup()[1].names == ("Ann", "Bob")
    assert dialog.result_setup()[1].seed != WIDE
    assert not dialog.fixed_seed.isChecked()
    assert not _shows(dialog_texts(dialog), WIDE)


def test_new_games_and_rematches_in_the_window_draw_through_fresh_seed(qtbot, make_window, monkeypatch):
    drawn = []

    def fake() -> int:
        drawn.append((1 << 127) + 1000 + len(drawn))
        return drawn[-1]

    monkeypatch.setattr(rng_module, "fresh_seed", fake)
    w = make_window()

    def start(d) -> None:
        d.game_list.select_game("ninety-nine")
        d.players.setValue(2)
        d.seat_rows()[1].kind.setCurrentIndex(1)
        d.accept()

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    def poke():
        d = QApplication.activeModalWidget()
        if isinstance(d, NewGameDialog):
            start(d)
        else:
            QTimer.singleShot(20, poke)

    QTimer.singleShot(0, poke)
    w.choose_new_game()
    assert w.session is not None and drawn and w.session.match.setup.seed in drawn
    first = w.session.match.setup.seed
    w.lifecycle.rematch()
    assert w.session.match.setup.seed == drawn[-1] != first


def test_a_game_started_from_the_dialog_never_had_its_seed_on_screen(qtbot, make_window):
    """The whole way through the window: what the dialog showed while it was
    open, then the window with the game it started."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    w = make_window()
    shown: list[str] = []

    def poke():
        d = QApplication.activeModalWidget()
        if isinstance(d, NewGameDialog):
            d.game_list.select_game("ninety-nine")
            d.players.setValue(2)
            shown.extend(dialog_texts(d))
            d.accept()
        else:
            QTimer.singleShot(20, poke)

    QTimer.singleShot(0, poke)
    w.choose_new_game()
    seed = w.session.match.setup.seed
    assert seed.bit_length() > 64
    assert not _shows(shown, seed)
    assert not _shows(screen_texts(w), seed)
    # and the dialog opened again during that game shows nothing of it either
    open_new_game_dialog(w, lambda d: shown.extend(dialog_texts(d)))
    assert not _shows(shown, seed)


def test_a_remembered_set_up_with_a_128_bit_seed_comes_back(tmp_path):
    """The names, seats and options last used are kept with the game's seed:
    a 39-digit seed must not make the remembered set-up unreadable."""
    settings = QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)
    setup = Setup((PlayerSpec("Ann"), PlayerSpec("Bob", True)), {"lives": True}, (1 << 128) - 1)
    save_last_setup(settings, "ninety-nine", setup)
    again = QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)
    assert load_last_setup(again, "ninety-nine") == setup
