"""The story dock keeps every open prompt with the player it addresses, and
narration typed for a prompt is credited to that player."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

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
