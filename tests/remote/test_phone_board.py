"""A phone shows a board as a board (issue 36): a game whose layout sets
places on columns and rows (Chicks With Disks' 9×3 grid of rooms) is sent
the board's shape, and its page draws the places as a grid, each named in
words ("Room 3 of row 2"), never by an internal id ("1:1", "slot:1:1").

The seat views are real (a Chicks game with phones, played by its bots up
to the moment the phone's seat enters the complex); the page runs in
headless Chromium with the canned host of :mod:`test_phone_page`.
Screenshots go to $CARDTABLE_SHOTS when it is set.
"""

from __future__ import annotations

import random
import re

import pytest

from cardtable.engine.boards import board_of
from cardtable.engine.view import Layout, ZoneSpec
from cardtable.games import all_games, get_game
from tests.model.test_remote_seats import session_with_phones
from tests.phone_driver import someone_moves
from tests.remote.test_phone_page import canned, open_page, phone, pw, zone  # noqa: F401  (fixtures)

CHICKS = "chicks-with-disks"
COORDINATE = re.compile(r"\b\d+:\d+\b")  # how the window's captions mark a room ("3:2")
ZONE_ID = re.compile(r"\b[A-Za-z][A-Za-z_-]*:\d")  # "slot:3:2", "home:0"


def entering(qtbot):
    """A Chicks game of three (Ann and Bob on phones, Cy at the screen)
    played up to Ann's first move onto the board: her token, at home, may
    enter at the four corners. The session, the desk and Ann's view."""
    session, desk, _tokens = session_with_phones(CHICKS, 3, seed=5)
    session.start()
    rng = random.Random(5)
    for _ in range(400):
        view = desk.view(0)
        if any(m["card"] == "token:0" and m["targets"] for m in view["moves"]):
            return session, desk, view
        someone_moves(session, desk, rng)
    raise AssertionError("Ann never came to enter the complex")


# -- the seat view ------------------------------------------------------------------------------
def test_the_board_is_found_in_the_layout_alone():
    cells = [ZoneSpec(f"c{c}{r}", 2.0 + c * 1.25, 1.0 + r * 1.75, "slot") for r in range(2) for c in range(3)]
    board = board_of(Layout(10, 10, tuple(cells)))
    assert (board.columns, board.rows) == (3, 2)
    assert board.cells["c00"] == (1, 1) and board.cells["c21"] == (3, 2) and board.at(2, 2) == "c11"
    # a hole is a hole: the others keep their columns and rows
    holed = board_of(Layout(10, 10, tuple(z for z in cells if z.id != "c11")))
    assert holed.at(2, 2) is None and holed.cells["c21"] == (3, 2)
    # no board: a seat's own places, piles and fans, a few scattered places, or a single row
    owned = tuple(ZoneSpec(z.id, z.x, z.y, "slot", seat=0) for z in cells)
    piles = tuple(ZoneSpec(z.id, z.x, z.y, "stack") for z in cells)
    scattered = (ZoneSpec("a", 0, 0, "slot"), ZoneSpec("b", 5, 3, "slot"), ZoneSpec("c", 9, 6, "slot"),
                 ZoneSpec("d", 0, 6, "slot"))
    row = tuple(ZoneSpec(f"r{i}", i * 1.25, 0, "slot") for i in range(9))
    for zones in (owned, piles, scattered, row):
        assert board_of(Layout(10, 10, zones)) is None, zones


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_only_chicks_lays_out_a_board_at_any_number_of_players(game_id):
    game = get_game(game_id)
    for n in range(game.min_players, game.max_players + 1):
        for viewer in (None, 0, n - 1):
            board = board_of(game.layout(n, {}, viewer))
            shape = None if board is None else (board.columns, board.rows, len(board.cells))
            assert shape == ((9, 3, 27) if game_id == CHICKS else None), (n, viewer)


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_the_seat_view_carries_the_board_of_chicks_and_of_no_other_game(qtbot, game_id):
    game = get_game(game_id)
    people = min(game.max_players, 3)
    session, desk, _tokens = session_with_phones(game_id, people, seed=3)
    view = desk.view(0)
    cells = {z["id"]: z for z in view["zones"] if "cell" in z}
    if game_id != CHICKS:
        assert view["board"] is None and not cells
        return
    assert view["board"] == {"columns": 9, "rows": 3}
    assert len(cells) == 27
    assert {tuple(z["cell"]) for z in cells.values()} == {(c, r) for c in range(1, 10) for r in range(1, 4)}
    # each room by its column and row, in the game's word for it; the Centre says it is the Centre
    assert cells["slot:3:2"]["label"] == "Room 3 of row 2"
    assert cells["slot:3:2"]["cell"] == [3, 2]
    assert cells["slot:9:1"]["label"] == "Room 9 of row 1"
    assert cells["slot:5:2"]["label"] == "Room 5 of row 2 (Centre)"
    for z in view["zones"]:
        assert not COORDINATE.search(z["label"]) and not ZONE_ID.search(z["label"]), z["label"]


# -- the page -----------------------------------------------------------------------------------
# Each place of the board as the page lays it out: its zone, its name, where it is on the screen.
CELLS = """() => [...document.querySelectorAll('#table .board section.cell')].map((c) => {
    const r = c.getBoundingClientRect();
    return {zone: c.dataset.zone, name: c.getAttribute('aria-label'), role: c.getAttribute('role'),
            text: c.querySelector('.cell-name').textContent, x: r.left + window.scrollX + c.closest('.board-wrap').scrollLeft,
            y: r.top + window.scrollY, w: r.width, h: r.height};
})"""

# Every name the page gives a place, and every aria-label, as a screen reader reads them.
NAMES = """() => [
    ...[...document.querySelectorAll('.zone-label, .cell-name')].map((e) => e.textContent),
    ...[...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')),
]"""


# How many rooms of the board's first row are wholly in sight in its box.
IN_SIGHT = """() => {
    const wrap = document.querySelector('#table .board-wrap').getBoundingClientRect();
    return [...document.querySelectorAll('#table .board-row:first-child section.cell')].filter((c) => {
        const r = c.getBoundingClientRect();
        return r.left >= wrap.left - 0.5 && r.right <= wrap.right + 0.5;
    }).length;
}"""


def assert_lattice(page, sent: dict, width: int, in_sight: int) -> None:
    """The page shows the board's 27 rooms on 9 columns by 3 rows, each
    where its column and row put it, named as it was sent; the board
    scrolls sideways in its own box (the page, ``width`` wide, does not),
    with at least ``in_sight`` neighbouring rooms of a row seen at once."""
    cells = page.evaluate(CELLS)
    assert len(cells) == 27
    xs = sorted({round(c["x"]) for c in cells})
    ys = sorted({round(c["y"]) for c in cells})
    assert (len(xs), len(ys)) == (9, 3), (xs, ys)
    for c in cells:
        column, row = sent[c["zone"]]["cell"]
        assert (xs.index(round(c["x"])) + 1, ys.index(round(c["y"])) + 1) == (column, row), c
        assert c["role"] == "gridcell" and c["name"] == c["text"] == sent[c["zone"]]["label"], c
        assert c["w"] >= 44 and c["h"] >= 44, c
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    assert page.locator("#table .board-wrap").evaluate("(e) => e.scrollWidth > e.clientWidth")
    assert page.evaluate(IN_SIGHT) >= in_sight


def test_the_board_is_drawn_as_a_grid_of_named_rooms(qtbot, phone, canned):  # noqa: F811
    from playwright.sync_api import expect

    _session, _desk, view = entering(qtbot)
    canned.view = view
    page = open_page(phone, canned)
    board = page.locator("#table .board")
    expect(board).to_have_attribute("role", "grid")
    expect(board.locator("section.cell")).to_have_count(27)
    sent = {z["id"]: z for z in view["zones"]}
    assert_lattice(page, sent, 390, 3)
    expect(page.get_by_role("gridcell", name="Room 3 of row 2", exact=True)).to_have_count(1)
    expect(page.get_by_role("gridcell", name="Room 5 of row 2 (Centre)", exact=True)).to_have_count(1)
    expect(page.get_by_role("row")).to_have_count(3)
    # no place is named by an internal id
    for name in page.evaluate(NAMES):
        assert not COORDINATE.search(name) and not ZONE_ID.search(name), name
    page.locator("#table-section").scroll_into_view_if_needed()
    phone.shot("chicks-board")
    phone.shot("chicks-board-full", full_page=True)
    # a narrow phone: the same board, fewer rooms in sight at once, still next to each other
    page.set_viewport_size({"width": 320, "height": 640})
    page.wait_for_function("() => window.innerWidth === 320")
    assert_lattice(page, sent, 320, 2)
    page.locator("#table-section").scroll_into_view_if_needed()
    phone.shot("chicks-board-320")
    phone.assert_clean()


def test_a_token_goes_onto_a_lit_room_by_a_tap_or_by_the_keys(qtbot, phone, canned):  # noqa: F811
    from playwright.sync_api import expect

    _session, _desk, view = entering(qtbot)
    canned.view = view
    move = next(m for m in view["moves"] if m["card"] == "token:0")
    assert sorted(move["targets"]) == ["slot:1:1", "slot:1:3", "slot:9:1", "slot:9:3"]
    page = open_page(phone, canned)
    wrap = page.locator("#table .board-wrap")
    # before the board is used, Tab reaches it at its first room, and only there
    expect(zone(page, "slot:1:1")).to_have_attribute("tabindex", "0")
    expect(page.locator("#table section.cell[tabindex='0']")).to_have_count(1)
    # the token, picked at home, lights the four corner rooms
    token = zone(page, move["zone"]).locator("button.card.token")
    token.click()
    expect(page.locator("#table section.cell.lit")).to_have_count(4)
    for target in move["targets"]:
        lit = zone(page, target)
        expect(lit).to_have_class(re.compile(r"\blit\b"))
        expect(lit.get_by_role("button", name=re.compile(rf"^Put .+ here: {re.escape(lit.get_attribute('aria-label'))}$")))\
            .to_have_count(1)
    # the far corner: the board scrolls sideways to it, and a tap on its Put puts the token there
    wrap.evaluate("(e) => { e.scrollLeft = 0; }")
    far = zone(page, "slot:9:1")
    far.locator("button.put").click()
    sent = canned.wait("drop")
    assert sent == {"t": "drop", "v": view["v"], "zone": move["zone"], "card": "token:0", "target": "slot:9:1"}
    expect(page.locator("#table section.cell.lit")).to_have_count(0)

    # the keys: the board is one stop of Tab, at the room last used (the far corner now); the arrows go
    # from a room to the rooms next to it, and the stop goes with them
    stops = page.locator("#table section.cell[tabindex='0']")
    expect(stops).to_have_count(1)
    expect(far).to_have_attribute("tabindex", "0")
    far.focus()
    page.keyboard.press("ArrowLeft")
    expect(zone(page, "slot:8:1")).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(zone(page, "slot:8:2")).to_be_focused()
    expect(zone(page, "slot:8:2")).to_have_attribute("tabindex", "0")
    expect(far).to_have_attribute("tabindex", "-1")
    expect(stops).to_have_count(1)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")  # the board's edge: the focus stays
    page.keyboard.press("ArrowRight")  # and this one
    expect(far).to_be_focused()
    # picked again, the token goes with Enter on a lit room
    token.click()
    expect(far).to_have_class(re.compile(r"\blit\b"))
    far.focus()
    page.keyboard.press("Enter")
    assert canned.wait("drop", 2)["target"] == "slot:9:1"
    phone.assert_clean()


def test_the_page_scrolls_the_board_to_a_lit_room_out_of_sight(qtbot, phone, canned):  # noqa: F811
    from playwright.sync_api import expect

    _session, _desk, view = entering(qtbot)
    # only the far corners lit: the board, scrolled to its left end, brings one of them into sight
    for m in view["moves"]:
        if m["card"] == "token:0":
            m["targets"] = ["slot:9:1", "slot:9:3"]
    canned.view = view
    page = open_page(phone, canned)
    wrap = page.locator("#table .board-wrap")
    assert wrap.evaluate("(e) => e.scrollLeft") == 0
    page.locator("#mine button.card.token").click()
    expect(page.locator("#table section.cell.lit")).to_have_count(2)
    in_sight = """(wrap) => [...wrap.querySelectorAll('section.cell.lit')].some((c) => {
        const w = wrap.getBoundingClientRect(), r = c.getBoundingClientRect();
        return r.left >= w.left - 0.5 && r.right <= w.right + 0.5;
    })"""
    page.wait_for_function(f"() => ({in_sight})(document.querySelector('#table .board-wrap'))")
    # a view that changes nothing of the board keeps it scrolled where it is
    left = wrap.evaluate("(e) => e.scrollLeft")
    assert left > 0
    canned.push(dict(view, status="Still your turn."))
    expect(page.locator("#status")).to_have_text("Still your turn.")
    assert wrap.evaluate("(e) => e.scrollLeft") == left
    page.locator("#table-section").scroll_into_view_if_needed()
    phone.shot("chicks-board-lit-far-corners")
    phone.assert_clean()


def test_a_hostile_board_is_no_board(phone, canned):  # noqa: F811
    from tests.remote.test_phone_page import a_view

    from playwright.sync_api import expect

    view = a_view(board={"columns": 10**9, "rows": 2})
    view["zones"][2]["cell"] = [1, 1]
    canned.view = view
    page = open_page(phone, canned)
    expect(zone(page, "deck")).to_be_visible()
    assert page.locator(".board").count() == 0
    # places off the board, on one point, or seats' own are not the board's
    view = a_view(v=2, board={"columns": 2, "rows": 2})
    view["zones"][0]["cell"] = [1, 1]  # Ann's own hand
    view["zones"][2]["cell"] = [1, 1]
    view["zones"][3]["cell"] = [1, 1]  # the same point again
    view["zones"][4]["cell"] = [3, 1]  # off the board
    view["zones"][5]["cell"] = ["2", 2]
    canned.push(view)
    expect(page.locator(".board section.cell")).to_have_count(1)
    expect(page.locator(".board .cell-gap")).to_have_count(3)
    expect(page.locator('#mine section.zone[data-zone="hand0"]')).to_be_visible()
    expect(page.locator(".board section.cell")).to_have_attribute("data-zone", "deck")
    phone.assert_clean()


def test_a_game_with_no_board_shows_its_places_as_before(phone, canned):  # noqa: F811
    from tests.remote.test_phone_page import a_view

    canned.view = a_view()
    page = open_page(phone, canned)
    assert page.locator(".board, section.cell").count() == 0
    assert page.locator("#table > section.zone").count() == 4
    phone.assert_clean()


def test_a_board_s_places_are_named_in_the_game_s_own_words():
    """The word for a place of the board is the game's, from its catalogue."""
    from cardtable.engine.i18n import set_language

    layout = get_game(CHICKS).layout(3, {}, None)
    centre_left = board_of(layout).at(3, 2)
    try:
        set_language("de")
        assert layout.spec(centre_left).place_word() == "Raum"
    finally:
        set_language("en")
