"""The story dock keeps every open prompt with the player it addresses, and
narration typed for a prompt is credited to that player."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardtable.app.summary import build_summary, to_markdown
from cardtable.engine.protocol import PlayerSpec, Prompt, Setup
from cardtable.games.chicks_with_disks import rules
from cardtable.model.session import OpenPrompt
from cardtable.model.outcome import MOVED
from tests.frontend import answering, play, told
from tests.games.test_chicks_with_disks_gui import SEED, _entered, move_token, stacked_deck
from tests.gui.conftest import answer_questions, docks_follow, make_window  # noqa: F401

pytestmark = pytest.mark.gui


def _click_row(qtbot, lst, row: int) -> None:
    rect = lst.visualItemRect(lst.item(row))
    qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def _chicks(w, bots=()):
    players = tuple(PlayerSpec(n, bot=i in bots) for i, n in enumerate(("Ann", "Bea", "Cy")))
    w.new_game("chicks-with-disks", Setup(players, {}, SEED, stacked_deck()))
    s = w.session
    answer_questions(w, text=told)
    return s


def test_narration_for_a_prompt_is_credited_to_the_seat_it_addresses(qtbot, make_window, tmp_path):
    w = make_window()
    answer_questions(w, text=told)
    s = _entered(qtbot, w)  # dealt, sheets skipped, three tokens on corners
    # three entrances: each prompt stays, with the player it is for, in full
    dock = w.story_dock
    rows = [dock.prompts.item(i).text() for i in range(dock.prompts.count())]
    entries = [i for i, op in enumerate(s.open_prompts) if op.prompt.trigger == "entry"]
    assert [rows[i].split(":")[0] for i in entries] == ["Ann", "Bea", "Cy"]
    row = entries[1]
    bea = s.open_prompts[row]
    assert rows[row] == f"Bea: {bea.prompt.text}"  # the whole text, never cut
    assert dock.prompts.wordWrap()
    # It is Ann's turn; the narration is typed for Bea's entrance (seat 2).
    assert s.viewer == 0
    _click_row(qtbot, dock.prompts, row)
    assert "for Bea" in dock.prompt.text()
    qtbot.keyClicks(dock.editor, "Vex drops through the skylight.")
    qtbot.mouseClick(dock.add, Qt.MouseButton.LeftButton)
    entry = s.match.journal[-1]
    assert entry.seat == 1 and entry.trigger == "entry" and entry.prompt == ""  # kept by its trigger, not its words
    assert entry.action_index == bea.step + 1  # told at the moment of her entrance, not of Ann's turn
    assert entry.action_index < len(s.match.steps)
    assert "Bea: Vex drops" in dock.journal.item(dock.journal.count() - 1).text()
    # Bea's prompt is answered and gone; Ann's and Cy's stay
    rows = [dock.prompts.item(i).text() for i in range(dock.prompts.count())]
    assert f"Bea: {bea.prompt.text}" not in rows
    assert any(r.startswith("Ann:") for r in rows) and any(r.startswith("Cy:") for r in rows)
    # ...and the printed story signs it with Bea's name
    md = to_markdown(build_summary(s.match))
    quote = md[md.index("Vex drops"):]
    signature = next(line for line in quote.splitlines() if "— " in line)
    assert "Bea" in signature and "Ann" not in signature, signature
    # Dismissing closes a prompt without narrating
    before = len(s.match.journal)
    _click_row(qtbot, dock.prompts, 0)
    qtbot.mouseClick(dock.dismiss, Qt.MouseButton.LeftButton)
    assert dock.prompts.count() == len(rows) - 1 and len(s.match.journal) == before


def test_a_bots_prompts_do_not_push_out_a_humans_and_a_new_game_starts_empty(qtbot, make_window):
    w = make_window()
    s = _chicks(w, bots=(1, 2))
    game = w.games["chicks-with-disks"]
    while s.state.phase not in (rules.CHOOSE,) or s.state.pos[0] is None:
        qtbot.waitUntil(lambda: s.acting_seat() == 0)
        if s.state.phase == rules.CHOOSE:
            move_token(qtbot, w, 0, "1:1")
        else:
            action = game.bot(s.state, 0, __import__("random").Random(1))
            assert play(s, 0, action, answering(text=told)) == MOVED
    qtbot.waitUntil(lambda: s.acting_seat() == 0 and len(s.open_prompts) >= 3)
    docks_follow(qtbot, w)
    texts = [w.story_dock.prompts.item(i).text() for i in range(w.story_dock.prompts.count())]
    assert texts[0].startswith("Ann: ") and any(t.startswith("Bea: ") for t in texts)
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob", bot=True)), {}, 1))
    assert w.story_dock.prompts.count() == 0
    assert w.story_dock.prompt.text() == w.story_dock.FREE


def test_a_private_prompt_shows_only_to_the_seats_that_may_read_it(qtbot, make_window):
    w = make_window()
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob", bot=True)), {}, 1))
    s = w.session
    s.open_prompts.append(OpenPrompt(0, Prompt("secret", "Only Bob's eyes", 1), frozenset({1})))
    s.open_prompts.append(OpenPrompt(0, Prompt("open", "Everyone may read this", 1)))
    w.story_dock.set_prompts(s.prompts_for(0), s.name)
    assert [w.story_dock.prompts.item(i).text() for i in range(w.story_dock.prompts.count())] == [
        "Bob: Everyone may read this"]
    w.story_dock.set_prompts(s.prompts_for(1), s.name)
    assert w.story_dock.prompts.count() == 2


# -- issue 36: the dock made for writing ---------------------------------------------------------

def _chances_with_prompts(w):
    """99 Chances, three players (Ann and Bea at the screen, Cy a bot),
    played by the bots' choices up to Ann at the screen with prompts open
    for her, for Bea, for Cy and for everyone."""
    import random

    from tests.frontend import answering

    w.new_game("99-chances", Setup((PlayerSpec("Ann"), PlayerSpec("Bea"), PlayerSpec("Cy", bot=True)), {}, 5))
    s = w.session
    rng = random.Random(2)
    for _ in range(60):
        if len({op.prompt.seat for op in s.open_prompts}) >= 4:
            break
        if s.holding is not None:
            s.pass_on()
        elif s.covered:
            s.ready()
        elif s.acting_seat() is None:
            s.step_bots_now()
        else:
            seat = s.acting_seat()
            play(s, seat, s.game.bot(s.match.state, seat, rng), answering(text="words", choice=0))
    if s.holding is not None:
        s.pass_on()
    if s.covered:
        w.privacy.button.click()
    assert s.viewer == 0 and {op.prompt.seat for op in s.open_prompts} >= {0, 1, 2, None}
    w.story_dock.show()
    w.story_dock.raise_()
    return s


def _follow(qtbot, w) -> None:
    qtbot.waitUntil(lambda: not w.docks_behind, timeout=10_000)  # a bound for failure only


def _rows(dock) -> list[str]:
    return [dock.prompts.item(i).text() for i in range(dock.prompts.count())]


def _send(qtbot, dock, text: str) -> None:
    """Type ``text`` in the narration box and send it with Ctrl+Enter."""
    dock.editor.setFocus()
    qtbot.keyClicks(dock.editor, text)
    qtbot.keyClick(dock.editor, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)


def test_words_typed_at_the_screen_are_never_credited_to_a_prompt_selected_by_itself(qtbot, make_window):
    """Ann answers her own prompts and goes on narrating: what she types is
    hers (and the printed story signs it so). The dock used to select the
    newest prompt of all after each answer — another player's — and her
    next words were credited to that player."""
    w = make_window()
    s = _chances_with_prompts(w)
    _follow(qtbot, w)
    dock = w.story_dock
    for i in range(4):
        chosen = dock.current_prompt()
        assert chosen is None or chosen.prompt.seat in (0, None), (i, chosen)  # never someone else's
        qtbot.keyClicks(dock.editor, f"Ann goes on, part {i}.")
        qtbot.mouseClick(dock.add, Qt.MouseButton.LeftButton)
        _follow(qtbot, w)
    told = [e for e in s.match.journal if e.text.startswith("Ann goes on")]
    assert len(told) == 4 and {e.seat for e in told} == {0}, [(e.seat, e.text) for e in told]
    md = to_markdown(build_summary(s.match))
    quote = md[md.index("Ann goes on, part 3"):]
    signature = next(line for line in quote.splitlines() if "— " in line or "Ann" in line)
    assert "Cy" not in signature and "Bea" not in signature, signature


def test_the_prompt_list_keeps_its_order_and_place_after_an_answer(qtbot, make_window):
    """An answer takes its prompt out and nothing else moves: the others keep
    their order, the list is not scrolled away, and the selection stays
    with the person at the screen (the next of her own, or none)."""
    w = make_window()
    s = _chances_with_prompts(w)
    _follow(qtbot, w)
    dock = w.story_dock
    while dock.prompts.count():
        before = _rows(dock)
        row = dock.prompts.currentRow()
        if row < 0:  # nothing of Ann's left: she picks the first row herself
            _click_row(qtbot, dock.prompts, 0)
            row = 0
        scrolled = dock.prompts.verticalScrollBar().value()
        qtbot.keyClicks(dock.editor, "Told.")
        qtbot.mouseClick(dock.add, Qt.MouseButton.LeftButton)
        _follow(qtbot, w)
        assert _rows(dock) == before[:row] + before[row + 1:]
        assert dock.prompts.verticalScrollBar().value() <= scrolled
        chosen = dock.current_prompt()
        assert chosen is None or chosen.prompt.seat == 0, (before, _rows(dock), chosen)


def test_ctrl_enter_sends_the_narration_and_tab_moves_on(qtbot, make_window):
    w = make_window()
    s = _chances_with_prompts(w)
    _follow(qtbot, w)
    dock = w.story_dock
    dock.editor.setFocus()
    qtbot.waitUntil(dock.editor.hasFocus)
    qtbot.keyClicks(dock.editor, "Two lines")
    qtbot.keyClick(dock.editor, Qt.Key.Key_Return)  # Enter alone starts a new line
    qtbot.keyClicks(dock.editor, "of story")
    assert dock.editor.toPlainText() == "Two lines\nof story" and len(s.match.journal) == 0
    qtbot.keyClick(dock.editor, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert [e.text for e in s.match.journal] == ["Two lines\nof story"] and dock.editor.toPlainText() == ""
    qtbot.keyClicks(dock.editor, "more")
    qtbot.keyClick(dock.editor, Qt.Key.Key_Tab)
    assert dock.editor.toPlainText() == "more" and not dock.editor.hasFocus()


def test_the_story_tab_counts_the_prompts_waiting(qtbot, make_window):
    from PySide6.QtWidgets import QTabBar

    w = make_window()
    s = _chances_with_prompts(w)
    _follow(qtbot, w)
    dock = w.story_dock
    count = dock.prompts.count()
    assert count == len(s.screen_prompts()) > 0
    tabs = [(bar, i) for bar in w.findChildren(QTabBar) for i in range(bar.count())
            if bar.tabText(i).startswith("Story")]
    assert tabs, "the Story dock shares its place with the log, as a tab"
    bar, i = tabs[0]
    assert bar.tabText(i) == f"Story ({count})"
    assert str(count) in bar.accessibleTabName(i) and "waiting" in bar.accessibleTabName(i)
    _click_row(qtbot, dock.prompts, 0)
    qtbot.keyClicks(dock.editor, "Told.")
    qtbot.mouseClick(dock.add, Qt.MouseButton.LeftButton)
    _follow(qtbot, w)
    assert bar.tabText(i) == f"Story ({count - 1})"


def dock_font_is(dock, scale: float) -> bool:
    return abs(dock.prompt.font().pointSizeF() - QApplication.font().pointSizeF()) < 0.01 and (
        dock.prompt.height() >= 2 * dock.prompt.fontMetrics().lineSpacing() or scale == 1.0)


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_add_to_journal_is_in_view_in_a_1280_by_800_window(scale, qtbot, make_window):
    """The button that adds the narration is never below the fold: in a
    1280×800 window at 100 % and at 200 % text it is wholly in view."""
    from cardtable.app.text_scale import apply_text_scale

    from .test_fits_the_screen import FRAME

    try:
        w = make_window()
        w.resize(1280 - FRAME[0], 800 - FRAME[1])
        _chances_with_prompts(w)
        _follow(qtbot, w)
        apply_text_scale(scale)  # as Preferences sets it, with the game on the table
        qtbot.waitUntil(lambda: dock_font_is(w.story_dock, scale))
        QApplication.processEvents()
        dock = w.story_dock
        assert w.frameGeometry().height() <= 800 + 4
        for widget in (dock.add, dock.editor):
            seen = widget.visibleRegion().boundingRect()
            assert widget.isVisible() and seen == widget.rect(), (widget.objectName(), seen, widget.rect())
            top_left = widget.mapTo(w, widget.rect().topLeft())
            assert w.rect().contains(top_left) and w.rect().contains(top_left + widget.rect().bottomRight())
        assert dock.editor.height() >= 2 * dock.editor.fontMetrics().lineSpacing()
        # the line saying whom the narration answers has its two lines, under the lists, never over them
        assert dock.prompt.height() >= 2 * dock.prompt.fontMetrics().lineSpacing()
        assert not dock.prompt.geometry().intersects(dock.lists.geometry())
    finally:
        apply_text_scale(1.0)
