"""Whole games played by tapping real phone pages (headless Chromium) while
the real window plays the seat at the screen.

99 Chances at four: Ann, Bob and Cy (seats 0-2) on phones, Di at the
laptop. Every phone move is tapped in its page (tests/remote/phone_pages.py:
a card then its lit place, a card's Play, a button; the host's questions
answered in the page's sheet); the phones due together (the secret
evaluations) tap at once. After every move the window's privacy audit runs
and every page is read — its text shown and hidden, what a screen reader or
a tooltip reads, its images — for a card its seat was never entitled to see.

Two short games show a page at a moment worth a look (a Ninety-Nine hand
with a card picked and its places lit; a 9 Lives "Which move?" sheet);
with $CARDTABLE_SHOTS set, screenshots of those moments and of a 99 Chances
evaluation are written there. A last test shows a phone's open question
(its words half typed) staying open while another phone moves.
"""

from __future__ import annotations

import time

import pytest

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.text import clean_line
from tests.gui.conftest import make_window  # noqa: F401  (the real window, as the gui tests make it)
from tests.remote.browser import ARGS, CHROMIUM, require_chromium
from tests.remote.phone_pages import PhoneTable

pytestmark = pytest.mark.gui

NAMES = ["Ann", "Bob", "Cy", "Di", "Eve"]
LIT_IN_VIEW = "document.querySelector('section.zone.lit').scrollIntoView({block: 'center'})"


@pytest.fixture(scope="module")
def browser():
    require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        try:
            yield b
        finally:
            b.close()


def sit(qtbot, w, browser, game_id: str, people: int, bots: int, phones: list[int], seed: int, **kw) -> PhoneTable:
    w.new_game(game_id, Setup(tuple(PlayerSpec(NAMES[i], i >= people) for i in range(people + bots)), {}, seed))
    return PhoneTable(qtbot, w, browser, game_id, phones, seed, **kw)


@pytest.fixture
def table(qtbot, make_window, browser):  # noqa: F811
    made: list[PhoneTable] = []

    def make(*args, **kw) -> PhoneTable:
        t = sit(qtbot, make_window(), browser, *args, **kw)
        made.append(t)
        return t

    try:
        yield make
    finally:
        for t in made:
            t.close()


def test_99_chances_played_to_its_end_by_tapping_three_phones(table):
    began = time.monotonic()
    shots = {}

    t = table("99-chances", 4, 0, [0, 1, 2], 3)

    def evaluation(page, p) -> None:  # the first secret evaluation, its card picked and its place lit
        if "eval" not in shots and p.label.startswith("Evaluate the Plan"):
            shots["eval"] = page.shot("99-chances-evaluation")
            page.page.evaluate(LIT_IN_VIEW)
            page.shot("99-chances-evaluation-lit-place")

    t.on_select = evaluation
    planted = t.canary(0)
    assert len(planted) == 2 and "hidden card" in planted[1] and "an image" in planted[0], planted
    t.check_all("the game begins")
    t.play()
    s = t.s
    assert s.match.over, "99 Chances did not end"
    t.check_all("game over")
    summary = s.match.result.summary
    for seat, page in t.pages.items():
        over = page.page.locator("#over")
        assert over.is_visible(), f"seat {seat}: no result shown"
        text = page.page.locator("#over-text").inner_text()
        assert text == clean_line(summary), (seat, text, summary)
        page.phone.assert_clean()

    page_checks = {seat: sum(n for (s_, _m), n in t.pages_audit.checks.items() if s_ == seat) for seat in t.pages}
    by_moment = {}
    for (_seat, moment), n in t.pages_audit.checks.items():
        by_moment[moment] = by_moment.get(moment, 0) + n
    leaks = t.window_leaks + t.window_words.leaks + t.pages_audit.leaks
    print(f"\n99-chances by tapping phones: {len(s.match.steps)} moves ({dict(t.moves)}), "
          f"{time.monotonic() - began:.1f} s")
    print(f"  phone taps by kind: {dict(t.taps)}")
    print(f"  window checks by moment: {dict(t.audit.checks)} = {sum(t.audit.checks.values())}")
    print(f"  page checks per seat: {page_checks}; by moment (all pages): {by_moment}")
    print(f"  card names found on the pages (all allowed): {dict(t.pages_audit.names_found)}; on the window "
          f"with the page's words: {dict(t.window_words.names_found)}")
    print(f"  tapped at once: {t.batches}")
    print(f"  host: {t.desk.handled} phone messages read; refusals {dict(t.desk.refusals)}; {dict(t.notes)}")
    print(f"  time: {', '.join(f'{k} {v:.1f} s' for k, v in t.times.most_common())}")
    print(f"  leaks: {len(leaks)}; result: {summary}")
    assert not leaks, "\n".join(leaks[:20])
    assert t.moves["phones at once"] >= 6  # the evaluations at least: several phones tapped together
    assert t.taps["lit place"] >= 10 and t.taps["button"] >= 5 and t.taps["option"] >= 1 and t.taps["Send"] >= 5
    assert t.audit.checks["after a phone's move"] >= 10 and t.audit.checks["after a move at the screen"] >= 5
    assert t.audit.checks["hand-over, behind the privacy screen"] >= 1
    assert all(n >= 40 for n in page_checks.values()), page_checks


def test_a_ninety_nine_hand_lights_the_places_of_the_picked_card(table):
    t = table("ninety-nine", 2, 2, [0], 5)
    page = t.pages[0]
    picked = []

    def look(page_, p) -> None:
        if not picked:
            picked.append(p)
            page_.shot("ninety-nine-hand-selected")  # where the page itself scrolled: its lit place in sight
            page_.page.evaluate(LIT_IN_VIEW)
            page_.shot("ninety-nine-hand-lit-place")

    t.on_select = look
    t.play(stop=lambda: bool(picked) and t.s.acting_seat(0) is None)
    assert picked, "Ann (seat 0, on the phone) never had a card to play"
    leaks = t.window_leaks + t.window_words.leaks + t.pages_audit.leaks
    assert not leaks, leaks
    page.phone.assert_clean()


def test_a_9_lives_which_move_choice_is_tapped_in_its_sheet(table):
    t = table("9-lives", 3, 1, [0, 1], 8)
    asked = []

    def look(page, question) -> None:
        if question["title"] == "Which move?" and not asked:
            asked.append(question)
            page.shot("9-lives-which-move")
            sheet = page.page.locator("#q-dialog")
            assert sheet.is_visible()
            labels = sheet.locator("#q-body button.option").all_inner_texts()
            assert labels == question["options"], labels

    t.on_question = look
    t.play(stop=lambda: bool(asked) and not any(p.question() for p in t.pages.values()))
    assert asked, "no phone was asked which move it meant"
    leaks = t.window_leaks + t.window_words.leaks + t.pages_audit.leaks
    assert not leaks, leaks
    for page in t.pages.values():
        page.phone.assert_clean()


ROLE = "Write your character role"


def test_a_phones_open_question_outlives_another_phones_move(table):
    t = table("99-chances", 4, 0, [0, 1, 2], 3)

    def writers() -> list[int]:
        return [seat for seat in sorted(t.pages) if ROLE in t.fresh(seat)["buttons"]]

    t.play(stop=lambda: len(writers()) >= 2)
    a, b = writers()[:2]
    for seat in (a, b):  # both open the sheet
        page = t.pages[seat]
        i = page.view()["buttons"].index(ROLE)
        sent = t.arrivals.count
        page.page.locator(f'#buttons [data-key="button:{i}"]').tap()
        t.arrivals.wait(sent + 1)
        t.settle()
        assert page.question() is not None
    t.pages[b].page.locator("#q-field").fill("An outlaw with a past")  # b is still typing…
    sent = t.arrivals.count
    t.pages[a].page.locator("#q-field").fill("A sheriff")  # …when a sends
    t.pages[a].page.locator("#q-buttons button", has_text="Send").tap()
    t.arrivals.wait(sent + 1)
    t.settle()
    assert t.pages[b].question() is not None, "b's sheet closed under its fingers"
    assert t.pages[b].page.locator("#q-field").input_value() == "An outlaw with a past"
