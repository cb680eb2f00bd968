"""The phone page (cardtable/remote/page) in real headless Chromium.

The page talks to a tiny host of this test's own (:class:`CannedHost`): it
serves the package's page files with the real server's CSP and answers a
phone's hello on ``/ws`` with canned ``welcome`` and ``view`` messages,
recording everything the page sends. Every wait waits on a condition.
Screenshots go to $CARDTABLE_SHOTS when it is set.
"""

from __future__ import annotations

import asyncio
import json
import re
import threading
import time
from datetime import datetime, timedelta
from importlib import resources
from typing import Any, Callable

import pytest

from tests.remote.browser import Phone, launch, require_chromium

CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
FILES = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/phone.js": ("phone.js", "text/javascript; charset=utf-8"),
    "/phone.css": ("phone.css", "text/css; charset=utf-8"),
    "/icon.svg": ("icon.svg", "image/svg+xml"),
}
TOKEN = "good-token"
WAIT = 10.0  # seconds, for anything the host waits on


# -- a canned view ------------------------------------------------------------------------------
def card(cid: str | None, rank: str = "", suit: str = "", **face: Any) -> dict[str, Any]:
    if cid is None:
        return {"id": None, "up": False, "kind": "card", "label": "", "colour": "#1f3a93", "tip": "",
                "note": "", "face": None, "name": "Face-down card"}
    names = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}
    ranks = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King", "7": "Seven", "5": "Five", "10": "Ten"}
    description = face.pop("description", f"{ranks.get(rank, rank)} of {names.get(suit, suit)}")
    note = face.pop("note", "")
    tip = face.pop("tip", "")
    f = {"rank": rank, "suit": suit, "big": "", "title": "", "top": "", "bottom": "", "marks": 0,
         "colour": "#c62828" if suit in "DH" and suit else "#1b1b1b", "accent": "", "description": description}
    f.update(face)
    return {"id": cid, "up": True, "kind": "card", "label": cid, "colour": "", "tip": tip, "note": note,
            "face": f, "name": description}


def a_view(v: int = 1, **changes: Any) -> dict[str, Any]:
    """Ann's view of a game: a hand of four, a deck, a discard pile and Bob's hidden hand."""
    view = {
        "t": "view", "v": v, "seat": 0, "name": "Ann", "game": "Ninety-Nine", "turn": True,
        "status": "Your turn. Play a card.", "headline": "Total: 42",
        "zones": [
            {"id": "hand0", "label": "Your hand", "mine": True, "cards": [
                card("7H", "7", "H"),
                card("QS", "Q", "S"),
                card("10D", "10", "D", note="keep for later"),
                card("lion", big="9", title="Lion of the North", top="Roars twice", bottom="Sleeps",
                     colour="#0e620e", accent="#e63946", marks=2, description="Lion of the North, 9",
                     tip="A strong card."),
            ]},
            {"id": "lives0", "label": "Your lives", "mine": True, "cards": [
                {"id": None, "up": False, "kind": "token", "label": "A", "colour": "#e63946", "tip": "A life",
                 "note": "", "face": None, "name": "A life"} for _ in range(3)]},
            {"id": "deck", "label": "Deck", "mine": False, "cards": [card(None) for _ in range(30)]},
            {"id": "discard", "label": "Discard pile", "mine": False, "cards": [card("5C", "5", "C")]},
            {"id": "hand1", "label": "Bob", "mine": False, "cards": [card(None) for _ in range(5)]},
            {"id": "lives1", "label": "Bob's lives", "mine": False, "cards": [
                {"id": None, "up": False, "kind": "token", "label": "B", "colour": "", "tip": "A life",
                 "note": "", "face": None, "name": "A life"} for _ in range(2)]},
        ],
        "moves": [
            {"zone": "hand0", "card": "7H", "targets": ["discard"], "play": True},
            {"zone": "hand0", "card": "QS", "targets": ["discard", "hand1"], "play": False},
            {"zone": "deck", "card": None, "targets": ["hand0"], "play": True},
        ],
        "buttons": ["Pass", "Knock"],
        "question": None, "prompts": [], "can_narrate": False,
        "log": ["Ann played 9♣ (total 42).", "Bob played 3♦ (total 45)."],
        "seats": [
            {"name": "Ann", "lines": ["3 lives"], "active": True, "out": False, "bot": False, "you": True,
             "phone": True},
            {"name": "Bob", "lines": ["2 lives"], "active": False, "out": False, "bot": True, "you": False,
             "phone": False},
        ],
        "over": None, "can_undo": False,
    }
    view.update(changes)
    return view


def chance(number: int, genre: str, resource: str, problem: str) -> dict[str, Any]:
    """A card as 99 Chances shows it: genre, number and resource; a long description."""
    return card(str(number), big=str(number), title=genre, top=resource, bottom=problem, colour="#1d3557",
                accent="#e63946", description=f"{number} · {genre} · Resource {resource} · Problem {problem}")


LONG_HINT = ("Ann: how likely is Cy's Plan to work? Drag a Number face down to the evaluations (higher = more "
             "likely). Nobody sees your card until everyone has chosen; the middle one is kept. Double-click a "
             "card to play it there at once.")
CHANCES_HEADLINE = "Steampunk + Caveman  ·  Act 2 of 3  ·  Cy vs amnesia  ·  chance 41"


def a_chances_view(v: int = 1, **changes: Any) -> dict[str, Any]:
    """Ann's view of 99 Chances at an evaluation: long card descriptions, a long headline and hint."""
    hand = [chance(93, "Heavy Metal", "home", "despair"), chance(97, "Surf Movie", "healing", "greed"),
            chance(79, "Medieval", "forgiveness", "vengeance"), chance(20, "Medical Drama", "clarity", "doubt"),
            chance(25, "Greek Myth", "trust", "pride")]
    view = a_view(v, game="99 Chances", status="Your turn.", hint=LONG_HINT, headline=CHANCES_HEADLINE,
                  buttons=[], log=["Cy tells a Plan against amnesia."])
    view["zones"] = [
        {"id": "hand0", "label": "your hand", "mine": True, "cards": hand},
        {"id": "res0", "label": "your Resources", "mine": True, "cards": [
            chance(12, "Shakespearean", "courage", "fear")]},
        {"id": "deck", "label": "Deck", "mine": False, "cards": [card(None) for _ in range(40)]},
        {"id": "theme", "label": "Theme", "mine": False, "cards": [
            chance(4, "Steampunk", "strength", "weakness"), chance(5, "Caveman", "wisdom", "folly")]},
        {"id": "evals", "label": "Evaluations", "mine": False, "cards": [card(None)]},
        {"id": "bids", "label": "Bids", "mine": False, "cards": []},
        {"id": "hand1", "label": "Bob's hand", "mine": False, "cards": [card(None) for _ in range(5)]},
        {"id": "hand2", "label": "Cy's hand", "mine": False, "cards": [card(None) for _ in range(4)]},
    ]
    view["moves"] = [{"zone": "hand0", "card": c["id"], "targets": ["evals"], "play": True} for c in hand]
    view.update(changes)
    return view


# -- the host -----------------------------------------------------------------------------------
class CannedHost:
    """The page's files and a ``/ws`` that answers ``hello`` with a welcome
    and :attr:`view` (``denied`` for any other token), on 127.0.0.1 in a
    thread of its own; it records what the page sends."""

    def __init__(self) -> None:
        self.view = a_view()
        self.hold = False  # hellos wait for release() instead of being answered
        self.rejoin: str | None = None  # the phone's own token its welcome gives (then the one accepted)
        self.received: list[dict[str, Any]] = []
        self._cond = threading.Condition()
        self._socks: set[Any] = set()
        self._held: list[Any] = []
        self._files = {path: ((resources.files("cardtable.remote") / "page" / name).read_bytes(), kind)
                       for path, (name, kind) in FILES.items()}
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="canned-host", daemon=True)
        self._thread.start()
        self.port = self._call(self._start())

    def _call(self, coro: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(WAIT)

    async def _start(self) -> int:
        from aiohttp import web

        app = web.Application()
        for path in self._files:
            app.router.add_get(path, self._file)
        app.router.add_get("/ws", self._ws)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        return self._runner.addresses[0][1]

    async def _file(self, request: Any) -> Any:
        from aiohttp import web

        body, kind = self._files[request.path]
        return web.Response(body=body, headers={"Content-Type": kind, "Content-Security-Policy": CSP,
                                                "X-Content-Type-Options": "nosniff",
                                                "Referrer-Policy": "no-referrer", "Cache-Control": "no-store"})

    async def _ws(self, request: Any) -> Any:
        from aiohttp import WSMsgType, web

        sock = web.WebSocketResponse()
        await sock.prepare(request)
        self._socks.add(sock)
        try:
            async for msg in sock:
                if msg.type != WSMsgType.TEXT:
                    continue
                data = json.loads(msg.data)
                with self._cond:
                    self.received.append(data)
                    self._cond.notify_all()
                if data.get("t") == "hello":
                    if data.get("token") not in (TOKEN, self.rejoin):
                        await sock.send_str(json.dumps({"t": "denied", "reason": "This invitation is not valid."}))
                        await sock.close()
                        break
                    if self.hold:
                        self._held.append(sock)
                    else:
                        await self._greet(sock)
                elif data.get("t") == "ping":
                    await sock.send_str('{"t":"pong"}')
        finally:
            self._socks.discard(sock)
        return sock

    async def _greet(self, sock: Any) -> None:
        welcome = {"t": "welcome", "seat": self.view["seat"], "name": self.view["name"], "game": self.view["game"]}
        if self.rejoin:
            welcome["rejoin"] = self.rejoin
        await sock.send_str(json.dumps(welcome))
        await sock.send_str(json.dumps(self.view))

    # -- the test's side ------------------------------------------------------------------------
    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def push(self, msg: dict[str, Any]) -> None:
        """Send ``msg`` to every open page (a ``view`` becomes the host's view)."""
        if msg.get("t") == "view":
            self.view = msg

        async def go() -> None:
            for sock in list(self._socks):
                await sock.send_str(json.dumps(msg))
        self._call(go())

    def drop(self) -> None:
        """Close every socket, as a host whose network went away."""
        async def go() -> None:
            for sock in list(self._socks):
                await sock.close(code=1012, message=b"restart")
        self._call(go())

    def release(self) -> None:
        """Answer the hellos that were held."""
        self.hold = False

        async def go() -> None:
            held, self._held = self._held, []
            for sock in held:
                if not sock.closed:
                    await self._greet(sock)
        self._call(go())

    def sent(self, kind: str) -> list[dict[str, Any]]:
        with self._cond:
            return [m for m in self.received if m.get("t") == kind]

    def wait(self, what: Callable[[dict[str, Any]], bool] | str, count: int = 1) -> dict[str, Any]:
        """The ``count``-th message the page sent that matches (a type, or a test)."""
        test = (lambda m: m.get("t") == what) if isinstance(what, str) else what
        end = time.monotonic() + WAIT
        with self._cond:
            while True:
                found = [m for m in self.received if test(m)]
                if len(found) >= count:
                    return found[count - 1]
                left = end - time.monotonic()
                if left <= 0:
                    raise AssertionError(f"the page did not send {what!r}; it sent {self.received!r}")
                self._cond.wait(left)

    def close(self) -> None:
        async def stop() -> None:
            for sock in list(self._socks):
                await sock.close()
            await self._runner.cleanup()
        try:
            self._call(stop())
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(WAIT)
            self.loop.close()


# -- fixtures -----------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def pw():
    require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


@pytest.fixture
def canned():
    host = CannedHost()
    yield host
    host.close()


@pytest.fixture
def phone(pw, tmp_path):
    context = launch(pw, tmp_path / "profile")
    p = Phone(context)
    yield p
    context.close()


def open_page(phone: Phone, canned: CannedHost, token: str = TOKEN) -> Any:
    from playwright.sync_api import expect

    page = phone.page
    page.goto(f"{canned.url}#{token}")
    if token == TOKEN:
        expect(page.locator("#main")).to_be_visible()
    return page


def hand_card(page: Any, name: str) -> Any:
    return page.locator("#mine").get_by_role("button", name=name, exact=True)


def zone(page: Any, zone_id: str) -> Any:
    return page.locator(f'section.zone[data-zone="{zone_id}"]')


# Is one of the elements `sel` between the top bar and the selection bar (or the screen's foot)?
IN_SIGHT = """(sel) => {
    const top = document.getElementById('top').getBoundingClientRect().bottom;
    const bar = document.getElementById('selbar');
    const bottom = bar.hidden ? innerHeight : bar.getBoundingClientRect().top;
    return [...document.querySelectorAll(sel)].some((e) => {
        const r = e.getBoundingClientRect();
        return r.height > 0 && r.top >= top - 0.5 && r.bottom <= bottom + 0.5;
    });
}"""

# How many lines of its own line height an element takes.
LINES = "(e) => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)"

# Every word of every tile: is it split over two lines, and would it fit the tile's width whole?
TILE_WORDS = """(root) => {
    const out = [];
    for (const span of root.querySelectorAll('.card > span')) {
        const node = span.firstChild;
        if (!node || node.nodeType !== 3) continue;
        const card = span.closest('.card');
        const cs = getComputedStyle(card);
        const room = card.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
        const words = /\\S+/g;
        let m;
        while ((m = words.exec(node.data))) {
            const range = document.createRange();
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            const probe = span.cloneNode(false);
            probe.removeAttribute('id');
            probe.textContent = m[0];
            probe.style.cssText = 'position:absolute;visibility:hidden;display:inline;white-space:nowrap;max-width:none';
            card.appendChild(probe);
            const width = probe.getBoundingClientRect().width;
            probe.remove();
            out.push({word: m[0], split: tops.size > 1, fits: width <= room + 0.5, width, room});
        }
    }
    return out;
}"""


# -- tests --------------------------------------------------------------------------------------
def test_the_hand_and_the_table_render(phone, canned):
    from playwright.sync_api import expect

    page = open_page(phone, canned)
    assert canned.wait("hello")["token"] == TOKEN
    expect(page.locator("#seat")).to_have_text("Ann")
    expect(page.locator("#game")).to_have_text("Ninety-Nine")
    expect(page.locator("#status")).to_have_text("Your turn. Play a card.")
    expect(page.locator("#turn")).to_have_text("Your turn")
    expect(page.locator("#top")).to_have_class(re.compile(r"\bmy-turn\b"))
    expect(page.locator("#headline")).to_have_text("Total: 42")
    assert page.title() == "\u25cf Your turn \u00b7 Ann \u2014 Ninety-Nine"
    # the hand: four tiles, named by their descriptions, red suits red
    tiles = page.locator('#mine section[data-zone="hand0"] .card')
    expect(tiles).to_have_count(4)
    seven = hand_card(page, "Seven of Hearts")
    expect(seven).to_contain_text("7\u2665")
    expect(seven).to_have_class(re.compile(r"\bink-red\b"))
    expect(hand_card(page, "Queen of Spades")).to_have_class(re.compile(r"\bink-k\b"))
    expect(hand_card(page, "Ten of Diamonds")).to_contain_text("keep for later")
    lion = hand_card(page, "Lion of the North, 9")
    expect(lion).to_contain_text("Lion of the North")
    expect(lion).to_have_class(re.compile(r"\bink-h4\b"))  # #0e620e: the green family
    expect(lion.locator(".band")).to_have_class(re.compile(r"\btint-h0\b"))  # #e63946: red
    # tokens are tokens, not face-down cards
    lives = zone(page, "lives0").get_by_role("button", name="A life")
    expect(lives).to_have_count(3)
    expect(lives.first).to_have_text("A")
    expect(lives.first).to_have_class(re.compile(r"\btoken\b.*\bback-h0\b"))
    expect(zone(page, "lives1").get_by_role("button", name="A life")).to_have_count(2)
    expect(zone(page, "lives1")).not_to_contain_text("face down")
    expect(zone(page, "lives1").locator(".zone-count")).to_have_text("2 tokens")
    # tiles are big enough to tap
    for i in range(4):
        box = tiles.nth(i).bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44, box
    # the table: hidden piles summarised, the discard pile shown
    expect(zone(page, "deck")).to_contain_text("30 cards face down")
    expect(zone(page, "hand1")).to_contain_text("Bob")
    expect(zone(page, "hand1")).to_contain_text("5 cards face down")
    expect(zone(page, "discard").get_by_role("button", name="Five of Clubs")).to_be_visible()
    # players and the log (folded)
    expect(page.locator("#seats li")).to_have_count(2)
    expect(page.locator("#seats li").first).to_contain_text("you")
    expect(page.locator("#seats li").nth(1)).to_contain_text("bot")
    expect(page.locator("#log")).to_be_hidden()
    page.get_by_text("Log", exact=False).first.click()
    expect(page.locator("#log li")).to_have_count(2)
    expect(page.locator("#log li").last).to_have_text("Bob played 3♦ (total 45).")
    expect(page.locator("#selbar")).to_be_hidden()
    phone.assert_clean()


def test_a_tapped_card_lights_its_targets_and_a_lit_place_takes_it(phone, canned):
    from playwright.sync_api import expect

    canned.view = a_view(v=7)
    canned.view["zones"] = [z for z in canned.view["zones"] if z["id"] != "lives0"]  # room for the screenshot
    page = open_page(phone, canned)
    queen = hand_card(page, "Queen of Spades")
    queen.click()
    expect(queen).to_have_attribute("aria-pressed", "true")
    expect(queen).to_have_class(re.compile(r"\bselected\b"))
    for lit in ("discard", "hand1"):
        expect(zone(page, lit)).to_have_class(re.compile(r"\blit\b"))
        expect(zone(page, lit).get_by_role("button", name=re.compile("^Put Queen of Spades here"))).to_be_visible()
    expect(zone(page, "deck")).not_to_have_class(re.compile(r"\blit\b"))
    expect(zone(page, "hand0")).not_to_have_class(re.compile(r"\blit\b"))
    expect(page.locator("#selbar")).to_be_visible()
    expect(page.locator("#sel-text")).to_contain_text("Queen of Spades")
    expect(page.locator("#sel-name")).to_have_text("Queen of Spades")  # a short name is shown whole
    page.wait_for_function(IN_SIGHT, arg="section.zone.lit")  # a lit place between the bars
    expect(page.locator("#sel-play")).to_be_hidden()  # no usual move: only places
    expect(page.locator("#sel-full")).to_be_visible()
    phone.shot("hand-selected-full", full_page=True)
    page.evaluate("window.scrollTo(0, document.querySelector('#mine .selected').getBoundingClientRect().top"
                  " + window.scrollY - 80)")  # the selected card under the top bar, the lit places below
    phone.shot("hand-selected")
    zone(page, "hand1").click()
    assert canned.wait("drop") == {"t": "drop", "v": 7, "zone": "hand0", "card": "QS", "target": "hand1"}
    expect(page.locator("#selbar")).to_be_hidden()
    expect(page.locator("section.zone.lit")).to_have_count(0)

    # a new view: the next drop carries its number; a tap on the selected card again lets go of it
    canned.push(a_view(v=8, status="Your turn again."))
    expect(page.locator("#status")).to_have_text("Your turn again.")
    seven = hand_card(page, "Seven of Hearts")
    seven.click()
    expect(zone(page, "discard")).to_have_class(re.compile(r"\blit\b"))
    seven.click()
    expect(seven).to_have_attribute("aria-pressed", "false")
    expect(page.locator("section.zone.lit")).to_have_count(0)
    seven.click()
    zone(page, "discard").get_by_role("button", name=re.compile("^Put Seven of Hearts here")).click()
    assert canned.wait("drop", 2) == {"t": "drop", "v": 8, "zone": "hand0", "card": "7H", "target": "discard"}

    # a face-down card of a pile: its move names no card
    zone(page, "deck").get_by_role("button", name=re.compile("30 cards face down")).click()
    expect(zone(page, "hand0")).to_have_class(re.compile(r"\blit\b"))
    zone(page, "hand0").get_by_role("button", name=re.compile("^Put a face-down card here")).click()
    assert canned.wait("drop", 3) == {"t": "drop", "v": 8, "zone": "deck", "card": None, "target": "hand0"}
    phone.assert_clean()


def test_play_sends_the_cards_usual_move_and_full_card_shows_it(phone, canned):
    from playwright.sync_api import expect

    page = open_page(phone, canned)
    hand_card(page, "Seven of Hearts").click()
    page.locator("#sel-play").click()
    assert canned.wait("activate") == {"t": "activate", "v": 1, "zone": "hand0", "card": "7H"}
    expect(page.locator("#selbar")).to_be_hidden()

    # a card with no move opens the full card: every face field, the note and the tip
    hand_card(page, "Lion of the North, 9").click()
    sheet = page.locator("#card-dialog")
    expect(sheet).to_be_visible()
    expect(sheet.locator("#card-title")).to_have_text("Lion of the North, 9")
    for text in ("Lion of the North", "Roars twice", "Sleeps", "A strong card.", "9"):
        expect(sheet).to_contain_text(text)
    sheet.get_by_role("button", name="Close").click()
    expect(sheet).to_be_hidden()

    # a movable card's "Full card" from the selection bar
    hand_card(page, "Queen of Spades").click()
    page.locator("#sel-full").click()
    expect(sheet.locator("#card-title")).to_have_text("Queen of Spades")
    page.keyboard.press("Escape")
    expect(sheet).to_be_hidden()
    assert canned.sent("drop") == []
    phone.assert_clean()


def test_buttons_and_undo_send_their_messages(phone, canned):
    from playwright.sync_api import expect

    canned.view = a_view(v=3, can_undo=True)
    page = open_page(phone, canned)
    moves = page.locator("#moves-section")
    moves.get_by_role("button", name="Knock").click()
    assert canned.wait("button") == {"t": "button", "v": 3, "i": 1}
    moves.get_by_role("button", name="Pass").click()
    assert canned.wait("button", 2) == {"t": "button", "v": 3, "i": 0}
    moves.get_by_role("button", name="Undo my last move").click()
    assert canned.wait("undo") == {"t": "undo", "v": 3}
    canned.push(a_view(v=4, buttons=[], can_undo=False))
    expect(moves).to_be_hidden()
    phone.assert_clean()


def test_the_hint_is_asked_for_and_shown_as_a_tap_would_show_it(phone, canned):
    """On the seat's turn a Hint button asks the host; the hint comes back
    said in the toast, its card selected with its place lit (or its button
    marked); off the seat's turn there is no Hint button."""
    from playwright.sync_api import expect

    canned.view = a_view(v=3)
    page = open_page(phone, canned)
    moves = page.locator("#moves-section")
    ask = page.locator("#info").get_by_role("button", name="Hint: what the strongest bot would play here")
    expect(ask).to_have_text("Hint")
    ask.click()
    assert canned.wait("hint") == {"t": "hint", "v": 3}
    toast = page.locator("#toast")
    nothing = {"zone": None, "card": None, "target": None, "button": None}
    canned.push({"t": "hint", "pending": True, "text": "Looking for the best move for the hint…", **nothing})
    expect(toast).to_have_text("Looking for the best move for the hint…")
    said = "Hint: Play Q♠. It keeps the low cards for later."
    canned.push({"t": "hint", "pending": False, "text": said, "zone": "hand0", "card": "QS", "target": "discard",
                 "button": None})
    expect(toast).to_have_text(said)
    expect(hand_card(page, "Queen of Spades")).to_have_attribute("aria-pressed", "true")
    expect(zone(page, "discard")).to_have_class(re.compile(r"\blit\b"))
    phone.shot("hint-shown")
    canned.push({"t": "hint", "pending": False, "text": "Hint: Knock.", **dict(nothing, button=1)})
    expect(moves.get_by_role("button", name="Knock")).to_have_class(re.compile(r"\bhinted\b"))
    canned.push(a_view(v=4, turn=False))
    expect(moves.get_by_role("button", name="Knock")).not_to_have_class(re.compile(r"\bhinted\b"))
    expect(ask).to_have_count(0)
    phone.assert_clean()


def test_a_choice_question_is_answered_or_cancelled(phone, canned):
    from playwright.sync_api import expect

    question = {"q": 5, "kind": "choice", "title": "Which move?", "question": "The Queen can go two ways.",
                "options": ["Play it on the discard pile", "Give it to Bob"], "default": "", "one_line": False}
    canned.view = a_view(v=5, question=question)
    page = open_page(phone, canned)
    sheet = page.locator("#q-dialog")
    expect(sheet).to_be_visible()
    expect(sheet.get_by_role("heading", name="Which move?")).to_be_visible()
    expect(sheet).to_contain_text("The Queen can go two ways.")
    phone.shot("question-choice")
    sheet.get_by_role("button", name="Give it to Bob").click()
    assert canned.wait("answer") == {"t": "answer", "v": 5, "q": 5, "value": 1}
    expect(sheet).to_be_hidden()

    # the same question asked again (a refusal): it comes back; Cancel answers null
    canned.push({"t": "refused", "reason": "Bob cannot take it."})
    expect(sheet).to_be_visible()
    sheet.get_by_role("button", name="Cancel").click()
    assert canned.wait("answer", 2) == {"t": "answer", "v": 5, "q": 5, "value": None}
    expect(sheet).to_be_hidden()

    # a new question: Escape is Cancel too
    canned.push(a_view(v=6, question=dict(question, q=6, title="Again?")))
    expect(sheet.get_by_role("heading", name="Again?")).to_be_visible()
    page.keyboard.press("Escape")
    assert canned.wait("answer", 3) == {"t": "answer", "v": 6, "q": 6, "value": None}
    canned.push(a_view(v=7))
    expect(sheet).to_be_hidden()
    phone.assert_clean()


def test_a_text_question_is_answered(phone, canned):
    from playwright.sync_api import expect

    question = {"q": 9, "kind": "text", "title": "Write on the card", "question": "A note for the Ten of Diamonds.",
                "options": [], "default": "keep for later", "one_line": False}
    canned.view = a_view(v=9, question=question)
    page = open_page(phone, canned)
    sheet = page.locator("#q-dialog")
    field = sheet.locator("textarea")
    expect(field).to_have_value("keep for later")
    expect(field).to_be_focused()
    field.fill("play it last\nor never")
    phone.shot("question-text")
    # a new view with the same question (another seat moved) keeps what is typed
    canned.push(a_view(v=10, question=dict(question, q=10), status="Bob moved."))
    expect(page.locator("#status")).to_have_text("Bob moved.")
    expect(field).to_have_value("play it last\nor never")
    sheet.get_by_role("button", name="Send").click()
    assert canned.wait("answer") == {"t": "answer", "v": 10, "q": 10, "value": "play it last\nor never"}
    expect(sheet).to_be_hidden()

    # a one-line box: Enter sends
    canned.push(a_view(v=11, question=dict(question, q=11, one_line=True, default="", title="Your name")))
    line = sheet.locator("input")
    expect(line).to_be_visible()
    line.fill("Ann B.")
    line.press("Enter")
    assert canned.wait("answer", 2) == {"t": "answer", "v": 11, "q": 11, "value": "Ann B."}
    phone.assert_clean()


def test_a_refused_answer_in_words_gives_the_words_back(phone, canned):
    """A note (a text question) refused: its sheet opens again holding the
    words as typed, as refused narration goes back to its box; whether the
    host asks again with the words (as the desk does) or with the question's
    own default, or says nothing more than why (an error)."""
    from playwright.sync_api import expect

    question = {"q": 9, "kind": "text", "title": "Write on the card", "question": "A note for the Ten of Diamonds.",
                "options": [], "default": "keep for later", "one_line": False}
    canned.view = a_view(v=9, question=question)
    page = open_page(phone, canned)
    sheet = page.locator("#q-dialog")
    field = sheet.locator("textarea")
    words = "play it last,\nor never: a long note the story has no room for"
    field.fill(words)
    sheet.get_by_role("button", name="Send").click()
    assert canned.wait("answer") == {"t": "answer", "v": 9, "q": 9, "value": words}
    expect(sheet).to_be_hidden()
    # refused; the host asks again with its default: the words typed are in the box
    canned.push({"t": "refused", "reason": "This text is too long for the story."})
    canned.push(a_view(v=10, question=dict(question, q=10)))
    expect(page.get_by_role("alert")).to_have_text("This text is too long for the story.")
    expect(sheet).to_be_visible()
    expect(field).to_have_value(words)
    # shortened and sent again: refused again, the host asking with the words themselves
    field.fill("play it last")
    sheet.get_by_role("button", name="Send").click()
    assert canned.wait("answer", 2)["value"] == "play it last"
    canned.push({"t": "refused", "reason": "Still too long."})
    canned.push(a_view(v=11, question=dict(question, q=11, default="play it last")))
    expect(sheet).to_be_visible()
    expect(field).to_have_value("play it last")
    # a one-line box refused by an error, with no new view at all
    canned.push(a_view(v=12, question=dict(question, q=12, one_line=True, default="", title="Your role")))
    line = sheet.locator("input")
    expect(line).to_be_visible()
    line.fill("A sheriff with a past")
    line.press("Enter")
    assert canned.wait("answer", 3)["value"] == "A sheriff with a past"
    expect(sheet).to_be_hidden()
    canned.push({"t": "error", "reason": "Too many messages: slow down."})
    expect(sheet).to_be_visible()
    expect(line).to_have_value("A sheriff with a past")
    # answered and taken: the next time that question is asked, its box starts from its default
    line.press("Enter")
    assert canned.wait("answer", 4)["value"] == "A sheriff with a past"
    canned.push(a_view(v=13))
    expect(sheet).to_be_hidden()
    canned.push(a_view(v=14, question=dict(question, q=14, one_line=True, default="", title="Your role")))
    expect(line).to_have_value("")
    phone.assert_clean()


def test_narration_answers_a_prompt_and_tells_freely(phone, canned):
    from playwright.sync_api import expect

    prompts = [{"id": 0, "text": "What did the lion see?", "for": "Ann"},
               {"id": 1, "text": "Who came back?", "for": "Anyone"}]
    canned.view = a_view(v=2, prompts=prompts, can_narrate=True)
    page = open_page(phone, canned)
    page.get_by_role("button", name="Tell the story (2)").click()
    sheet = page.locator("#story-dialog")
    expect(sheet).to_be_visible()
    sheet.get_by_label("Who came back?").fill("The old fox, limping.")
    sheet.locator(".story-block").nth(1).get_by_role("button", name="Send").click()
    assert canned.wait("narrate") == {"t": "narrate", "v": 2, "prompt": 1, "text": "The old fox, limping."}
    expect(sheet.get_by_label("Who came back?")).to_have_value("")

    # refused: the words come back to their box
    canned.push({"t": "refused", "reason": "The story is full."})
    expect(page.locator("#toast")).to_have_text("The story is full.")
    expect(sheet.get_by_label("Who came back?")).to_have_value("The old fox, limping.")

    # the first prompt answered elsewhere: the second one is now number 0
    canned.push(a_view(v=3, prompts=[dict(prompts[1], id=0)], can_narrate=True))
    expect(sheet.locator(".story-block")).to_have_count(2)
    sheet.locator(".story-block").first.get_by_role("button", name="Send").click()
    assert canned.wait("narrate", 2) == {"t": "narrate", "v": 3, "prompt": 0, "text": "The old fox, limping."}
    sheet.get_by_label("Add to the story").fill("And the night fell.")
    sheet.locator(".story-block").last.get_by_role("button", name="Send").click()
    assert canned.wait("narrate", 3) == {"t": "narrate", "v": 3, "prompt": None, "text": "And the night fell."}
    sheet.get_by_role("button", name="Close").click()
    expect(sheet).to_be_hidden()
    phone.assert_clean()


def test_a_refusal_and_an_error_are_shown_and_dismissed(phone, canned):
    from playwright.sync_api import expect

    page = open_page(phone, canned)
    canned.push({"t": "refused", "reason": "That card cannot go there: the total would pass 99."})
    toast = page.get_by_role("alert")
    expect(toast).to_have_text("That card cannot go there: the total would pass 99.")
    toast.click()
    expect(toast).to_be_hidden()
    canned.push({"t": "error", "reason": "Too fast."})
    expect(page.get_by_role("alert")).to_have_text("Too fast.")
    phone.assert_clean()


HOSTILE = [
    '<img src=x onerror="document.title=1">',
    "<b>bold</b>",
    "javascript:alert(1)",
    '"><script>alert(1)</script>',
    "<svg onload=alert(1)>",
    "&lt;i&gt;&amp;",
]


def test_a_hostile_view_is_only_text(phone, canned):
    from playwright.sync_api import expect

    bad = " ".join(HOSTILE)
    view = a_view(v=4, name=bad, game=bad, status=bad, headline=bad, log=HOSTILE, buttons=HOSTILE,
                  over=None, prompts=[{"id": 0, "text": bad, "for": bad}], can_narrate=True)
    view["zones"][0]["label"] = bad
    hostile_card = card("x", big=bad, title=bad, top=bad, bottom=bad, description=bad, note=bad, tip=bad,
                        colour="red;background:url(javascript:alert(1))", accent="url(x)")
    hostile_card["label"] = bad
    view["zones"][0]["cards"].append(hostile_card)
    view["zones"][1]["cards"][0]["colour"] = "#123456;background-image:url(x)"
    view["zones"][2]["label"] = "javascript:alert(1)"
    view["seats"][1].update(name=bad, lines=HOSTILE)
    canned.view = view
    page = open_page(phone, canned)
    expect(page.locator("#status")).to_have_text(bad)
    expect(page.locator("#headline")).to_have_text(bad)
    expect(page.locator("#seat")).to_have_text(bad)
    expect(page.locator("#mine .zone-label").first).to_have_text(bad)
    expect(page.locator("#buttons .btn").first).to_have_text(HOSTILE[0])
    tile = page.locator("#mine").get_by_role("button", name=bad)
    expect(tile).to_contain_text("<b>bold</b>")
    assert "ink-k" in (tile.get_attribute("class") or "")  # a colour that is not #hex is not used
    tile.click()
    expect(page.locator("#card-dialog")).to_contain_text(bad)
    page.locator("#card-close").click()
    page.get_by_role("button", name="Tell the story (1)").click()
    expect(page.locator("#story-dialog")).to_contain_text(bad)
    canned.push({"t": "refused", "reason": bad})
    expect(page.get_by_role("alert")).to_have_text(bad)
    canned.push(a_view(v=5, over=bad, log=HOSTILE, question={
        "q": 5, "kind": "choice", "title": bad, "question": bad, "options": HOSTILE, "default": bad,
        "one_line": False}))
    expect(page.locator("#over-text")).to_have_text(bad)
    expect(page.locator("#q-dialog .option")).to_have_count(len(HOSTILE))
    expect(page.locator("#q-dialog .option").first).to_have_text(HOSTILE[0])
    # nothing the host wrote became an element
    for tag in ("img", "b", "i", "svg", "a", "iframe", "object", "embed"):
        assert page.locator(tag).count() == 0, tag
    assert page.locator("script").count() == 1  # phone.js only
    assert page.evaluate("[...document.querySelectorAll('[style]')].length") == 0
    assert page.evaluate("document.title") != "1"
    phone.assert_clean()


def test_game_over_keeps_the_last_view(phone, canned):
    from playwright.sync_api import expect

    page = open_page(phone, canned)
    canned.push(a_view(v=2, over="Ann wins with 3 lives left.", turn=False, moves=[], buttons=[],
                       status="Ann wins with 3 lives left."))
    expect(page.locator("#over")).to_be_visible()
    expect(page.locator("#over-text")).to_have_text("Ann wins with 3 lives left.")
    expect(page.locator("#turn")).to_have_text("Game over")
    assert page.title() == "Ann \u2014 Ninety-Nine"
    expect(page.locator("#mine .card")).to_have_count(7)  # four cards, three lives
    phone.assert_clean()


def test_the_socket_closing_after_the_game_ended_keeps_the_result_and_does_not_reconnect(phone, canned):
    """A host that only closes its sockets once the game is over (the reason
    in the close frame, which the page never shows): the page keeps the
    final table and its result, says the game is over, and never tries
    again, however long it waits or the phone wakes."""
    from playwright.sync_api import expect

    page = phone.page
    page.clock.install()
    open_page(phone, canned)
    canned.push(a_view(v=2, over="Bob wins with 2 lives left.", turn=False, moves=[], buttons=[],
                       status="Bob wins with 2 lives left."))
    expect(page.locator("#over-text")).to_have_text("Bob wins with 2 lives left.")
    canned.drop()
    bar = page.locator("#conn")
    expect(bar).to_have_text("Game over")
    expect(page.locator("#over-text")).to_have_text("Bob wins with 2 lives left.")
    expect(page.locator("#denied")).to_be_hidden()
    page.clock.run_for(60_000)
    page.evaluate("document.dispatchEvent(new Event('visibilitychange')); window.dispatchEvent(new Event('online'))")
    page.clock.run_for(60_000)
    expect(bar).to_have_text("Game over")
    assert "Reconnecting" not in page.locator("body").inner_text()
    assert phone.sockets() == 1 and len(canned.sent("hello")) == 1
    phone.assert_clean()


def test_denied_shows_the_reason_and_stops(phone, canned):
    from playwright.sync_api import expect

    page = phone.page
    page.clock.install()
    page.goto(f"{canned.url}#not-a-token")
    reason = page.locator("#denied")
    expect(reason).to_be_visible()
    expect(reason).to_contain_text("This invitation is not valid.")
    expect(page.locator("#main")).to_be_hidden()
    assert canned.wait("hello")["token"] == "not-a-token"
    # long after, and after the phone wakes or comes back online, the page has not tried again
    page.clock.run_for(60_000)
    page.evaluate("document.dispatchEvent(new Event('visibilitychange')); window.dispatchEvent(new Event('online'))")
    page.clock.run_for(60_000)
    assert phone.sockets() == 1
    assert len(canned.sent("hello")) == 1
    # only the person may try again
    reason.get_by_role("button", name="Try again").click()
    assert canned.wait("hello", 2)["token"] == "not-a-token"
    expect(reason).to_be_visible()
    phone.assert_clean()


def test_denied_after_the_game_ended_keeps_its_last_view(phone, canned):
    from playwright.sync_api import expect

    page = open_page(phone, canned)
    canned.push(a_view(v=2, over="Bob wins.", turn=False, moves=[], buttons=[], status="Bob wins."))
    expect(page.locator("#over-text")).to_have_text("Bob wins.")
    canned.push({"t": "denied", "reason": "The host has stopped."})
    bar = page.locator("#conn")
    expect(bar).to_have_text("The host has stopped.")
    expect(page.locator("#denied")).to_be_hidden()
    expect(page.locator("#over-text")).to_have_text("Bob wins.")
    expect(page.locator("#mine .card")).to_have_count(7)  # four cards, three lives
    canned.drop()
    expect(bar).to_have_text("The host has stopped.")
    assert phone.sockets() == 1
    phone.assert_clean()


def test_a_refused_answer_followed_by_a_view_does_not_open_the_question_again(phone, canned):
    from playwright.sync_api import expect

    question = {"q": 5, "kind": "choice", "title": "Which move?", "question": "", "options": ["One", "Two"],
                "default": "", "one_line": False}
    canned.view = a_view(v=5, question=question)
    page = phone.page
    page.clock.install()
    open_page(phone, canned)
    sheet = page.locator("#q-dialog")
    sheet.get_by_role("button", name="Two").click()
    canned.wait("answer")
    expect(sheet).to_be_hidden()
    page.evaluate("""window.__opened = 0; new MutationObserver(() => {
        if (document.getElementById('q-dialog').open) window.__opened += 1;
    }).observe(document.getElementById('q-dialog'), {attributes: true});""")
    canned.push({"t": "refused", "reason": "Not that one."})
    canned.push(a_view(v=6, status="The question is gone."))
    expect(page.locator("#status")).to_have_text("The question is gone.")
    page.clock.run_for(2_000)
    expect(sheet).to_be_hidden()
    assert page.evaluate("window.__opened") == 0  # not even for a moment
    expect(page.get_by_role("alert")).to_have_text("Not that one.")
    phone.assert_clean()


def test_no_token_asks_for_the_link(phone, canned):
    from playwright.sync_api import expect

    page = phone.page
    page.goto(canned.url)
    expect(page.locator("#denied")).to_contain_text("QR code")
    assert phone.sockets() == 0
    phone.assert_clean()


def test_it_reconnects_after_the_socket_drops(phone, canned):
    from playwright.sync_api import expect

    page = open_page(phone, canned)
    canned.wait("hello")
    bar = page.locator("#conn")
    expect(bar).to_be_hidden()
    canned.hold = True
    canned.drop()
    expect(bar).to_be_visible()
    expect(bar).to_have_text("Reconnecting\u2026")
    assert canned.wait("hello", 2)["token"] == TOKEN  # after the first backoff
    canned.release()
    expect(bar).to_be_hidden()
    expect(page.locator("#mine .card")).to_have_count(7)  # four cards, three lives
    hand_card(page, "Seven of Hearts").click()
    page.locator("#sel-play").click()
    assert canned.wait("activate")["card"] == "7H"
    phone.assert_clean()


def test_after_joining_it_comes_back_with_its_own_token_not_the_invitation(phone, canned):
    """The invitation (the QR code's address) opens the seat once: the page
    keeps the token its welcome gives, in its address too (a reload, a tab
    the phone restores), and comes back with it."""
    from playwright.sync_api import expect

    canned.rejoin = "R" * 20 + "own-phone_token"
    page = open_page(phone, canned)
    assert canned.wait("hello")["token"] == TOKEN
    expect(page.locator("#mine .card")).to_have_count(7)
    assert page.evaluate("location.hash") == "#" + canned.rejoin
    canned.drop()
    assert canned.wait("hello", 2)["token"] == canned.rejoin
    expect(page.locator("#conn")).to_be_hidden()
    phone.assert_clean()


def test_a_welcome_with_a_malformed_token_changes_nothing(phone, canned):
    from playwright.sync_api import expect

    canned.rejoin = "<img src=x onerror=alert(1)>"
    page = open_page(phone, canned)
    expect(page.locator("#mine .card")).to_have_count(7)
    assert page.evaluate("location.hash") == "#" + TOKEN
    phone.assert_clean()


def test_it_keeps_the_socket_alive_and_reconnects_when_woken(phone, canned):
    from playwright.sync_api import expect

    page = phone.page
    start = datetime(2030, 1, 1, 12, 0, 0)
    page.clock.install(time=start)
    open_page(phone, canned)
    canned.wait("hello")
    page.clock.pause_at(start + timedelta(seconds=10))  # from here, time moves only when the test says
    assert canned.sent("ping") == []
    page.clock.run_for(6_000)
    canned.wait("ping")  # every 15 seconds
    # the socket dropped while the phone slept: waking reconnects at once, not after the backoff
    canned.drop()
    expect(page.locator("#conn")).to_be_visible()
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
    canned.wait("hello", 2)
    expect(page.locator("#conn")).to_be_hidden()
    page.clock.run_for(10_000)  # the backoff's timer was let go: no third socket
    assert phone.sockets() == 2
    phone.assert_clean()


@pytest.mark.parametrize("size", [{"width": 320, "height": 640}, {"width": 480, "height": 900},
                                  {"width": 844, "height": 390}], ids=["320", "480", "landscape"])
def test_the_layout_fits_small_and_turned_phones(pw, tmp_path, canned, size):
    from playwright.sync_api import expect

    context = launch(pw, tmp_path / "profile", viewport=size)
    canned.view = a_view(hint=LONG_HINT, headline=CHANCES_HEADLINE)
    try:
        phone = Phone(context)
        page = open_page(phone, canned)
        expect(page.locator("#info-more")).to_be_visible()
        first = hand_card(page, "Seven of Hearts").bounding_box()
        assert first["y"] + first["height"] <= size["height"], first  # the hand's first row on the first screen
        hand_card(page, "Queen of Spades").click()
        expect(page.locator("#selbar")).to_be_visible()
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide <= size["width"], f"the page scrolls sideways: {wide} > {size['width']}"
        for b in page.locator("button:visible").all():
            box = b.bounding_box()
            assert box is not None and box["height"] >= 44 and box["width"] >= 44, (b.text_content(), box)
        small = page.evaluate("""[...document.querySelectorAll('body *')]
            .filter(e => e.offsetParent !== null && [...e.childNodes].some(n => n.nodeType === 3 && n.data.trim()))
            .map(e => [e.tagName + '.' + e.className, parseFloat(getComputedStyle(e).fontSize)])
            .filter(([, size]) => size < 16)""")
        assert small == []
        phone.assert_clean()
    finally:
        context.close()



# -- a long hint, a long headline and long card descriptions (99 Chances) ---------------------------
def test_the_hint_is_shown_whole_below_the_top_bar_and_the_hand_stays_on_the_first_screen(phone, canned):
    from playwright.sync_api import expect

    canned.view = a_chances_view()
    page = open_page(phone, canned)
    # the top bar says the short status; the hint is below it, two lines folded
    expect(page.locator("#status")).to_have_text("Your turn.")
    hint = page.locator("#hint")
    expect(hint).to_have_text(LONG_HINT)
    expect(hint).to_be_visible()
    top = page.locator("#top").bounding_box()
    assert top["height"] <= 100, top  # the top bar: the seat, the game and the short status
    assert hint.bounding_box()["y"] >= top["y"] + top["height"]
    assert hint.evaluate(LINES) <= 2.05
    assert hint.evaluate("(e) => e.scrollHeight > e.clientHeight")  # cut, so…
    more = page.locator("#info-more")
    expect(more).to_have_text("More")  # …"More" is offered
    expect(more).to_have_attribute("aria-expanded", "false")
    # the headline: compact, two lines at most, the rest under "More" too
    headline = page.locator("#headline")
    expect(headline).to_have_text(CHANCES_HEADLINE)
    assert headline.evaluate("(e) => parseFloat(getComputedStyle(e).fontSize)") <= 20
    assert headline.evaluate(LINES) <= 2.05
    # the help for a phone, near the hand, and the first row of the hand, all on the first screen
    help_line = page.locator("#help")
    expect(help_line).to_be_visible()
    expect(help_line).to_contain_text("tap a card, then a lit place")
    expect(help_line).to_contain_text("Play instead of a double-click")
    first = hand_card(page, "93 · Heavy Metal · Resource home · Problem despair")
    card_box = first.bounding_box()
    assert help_line.bounding_box()["y"] < card_box["y"]
    assert card_box["y"] + card_box["height"] <= 844, card_box
    phone.shot("chances-hint-folded")

    # "More": all of it, nothing cut; "Less" folds it again
    more.click()
    expect(more).to_have_text("Less")
    expect(more).to_have_attribute("aria-expanded", "true")
    for e in (hint, headline):
        assert e.evaluate("(e) => e.scrollHeight <= e.clientHeight + 1 && e.scrollWidth <= e.clientWidth + 1")
    assert hint.evaluate(LINES) > 2.5
    phone.shot("chances-hint-open")
    more.click()
    expect(more).to_have_text("More")
    assert hint.evaluate(LINES) <= 2.05

    # a short hint and headline: nothing to open; no hint at all (a host that sends none): no box for it
    canned.push(a_chances_view(v=2, hint="Waiting for Bob.", headline="Act 2 of 3", moves=[], turn=False))
    expect(hint).to_have_text("Waiting for Bob.")
    expect(more).to_be_hidden()
    expect(help_line).to_be_hidden()  # no card to move: nothing to tap
    view = a_chances_view(v=3, headline="")
    del view["hint"]
    canned.push(view)
    expect(hint).to_be_hidden()
    expect(headline).to_be_hidden()
    expect(more).to_be_hidden()
    expect(help_line).to_be_visible()
    canned.push(a_chances_view(v=4, hint="", headline="", moves=[]))  # on the seat's turn: only the Hint button
    expect(page.locator("#info")).to_be_visible()
    expect(page.locator("#info").get_by_role("button")).to_have_text(["Hint"])
    canned.push(a_chances_view(v=5, hint="", headline="", moves=[], turn=False))  # off it: no box at all
    expect(page.locator("#info")).to_be_hidden()
    phone.assert_clean()


def test_a_long_description_card_is_named_short_in_the_bar_and_its_place_is_in_sight(phone, canned):
    from playwright.sync_api import expect

    canned.view = a_chances_view(v=4)
    page = open_page(phone, canned)
    full = "79 · Medieval · Resource forgiveness · Problem vengeance"
    medieval = hand_card(page, full)  # a screen reader reads the whole description
    page.evaluate("window.scrollTo(0, 0)")
    assert not page.evaluate(IN_SIGHT, 'section.zone[data-zone="evals"]')  # the place is further down
    medieval.click()
    bar = page.locator("#selbar")
    expect(bar).to_be_visible()
    # the bar: a short name on one line; the whole description for a screen reader
    expect(page.locator("#sel-name")).to_have_text("Medieval 79")
    expect(page.locator("#sel-full-name")).to_have_text("Selected: " + full)
    assert page.locator("#sel-text").evaluate(LINES) <= 1.05
    assert bar.bounding_box()["height"] <= 150, bar.bounding_box()
    # the lit place is between the top bar and the selection bar
    expect(zone(page, "evals")).to_have_class(re.compile(r"\blit\b"))
    page.wait_for_function(IN_SIGHT, arg="section.zone.lit")
    phone.shot("chances-selected")
    # the whole description in the Full card sheet
    page.locator("#sel-full").click()
    sheet = page.locator("#card-dialog")
    expect(sheet.locator("#card-title")).to_have_text(full)
    sheet.get_by_role("button", name="Close").click()
    expect(sheet).to_be_hidden()
    # the end of the page is never behind the bar
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    page.wait_for_function(IN_SIGHT, arg="#log-section")
    # a card whose short name is long too: still one line
    long_one = chance(61, "Post-Apocalyptic Swashbuckler Mockumentary Telenovela", "patience", "haste")
    view = a_chances_view(v=5)
    view["zones"][0]["cards"].append(long_one)
    view["moves"].append({"zone": "hand0", "card": "61", "targets": ["evals"], "play": True})
    canned.push(view)
    hand_card(page, long_one["face"]["description"]).click()
    expect(page.locator("#sel-name")).to_have_text("Post-Apocalyptic Swashbuckler Mockumentary Telenovela 61")
    assert page.locator("#sel-text").evaluate(LINES) <= 1.05
    assert page.locator("#sel-text").evaluate("(e) => getComputedStyle(e).textOverflow") == "ellipsis"
    page.locator("#sel-play").click()
    assert canned.wait("activate") == {"t": "activate", "v": 5, "zone": "hand0", "card": "61"}
    phone.assert_clean()


def test_a_picked_card_at_the_top_of_the_page_brings_its_lit_place_above_the_bar(phone, canned):
    from playwright.sync_api import expect

    hand = [card("6C", "6", "C"), card("10C", "10", "C"), card("10H", "10", "H"), card("8D", "8", "D"),
            card("5D", "5", "D"), card("3H", "3", "H"), card("7D", "7", "D")]
    view = a_view(v=2, status="Your turn.", headline="26 · play goes clockwise", buttons=[],
                  hint="Your turn, Ann: the total is 26. Drag a card to the discard pile or double-click it; "
                       "the total must stay at 99 or under. A nine holds the total, a ten takes ten off.")
    view["zones"] = [
        {"id": "hand0", "label": "your hand", "mine": True, "cards": hand},
        {"id": "deck", "label": "Draw pile", "mine": False, "cards": [card(None) for _ in range(21)]},
        {"id": "discard", "label": "Discard", "mine": False,
         "cards": [card("JH", "J", "H"), card("6H", "6", "H"), card("QD", "Q", "D")]},
    ] + [{"id": f"hand{i}", "label": f"{who}'s hand", "mine": False, "cards": [card(None) for _ in range(7)]}
         for i, who in ((1, "Bob"), (2, "Cy"), (3, "Di"))]
    view["moves"] = [{"zone": "hand0", "card": c["id"], "targets": ["discard"], "play": True} for c in hand]
    canned.view = view
    page = open_page(phone, canned)
    page.evaluate("window.scrollTo(0, 0)")
    eight = hand_card(page, "8 of Diamonds")
    eight.click()
    expect(page.locator("#selbar")).to_be_visible()
    page.wait_for_function(IN_SIGHT, arg='section.zone.lit[data-zone="discard"]')  # the whole place, above the bar
    assert page.evaluate(IN_SIGHT, "#mine .selected")  # and the picked card is still in sight
    phone.shot("ninety-nine-selected")
    # a lit place already in sight: the page stays where it is
    eight.click()
    expect(page.locator("#selbar")).to_be_hidden()
    at = page.evaluate("window.scrollY")
    hand_card(page, "Seven of Diamonds").click()
    expect(zone(page, "discard")).to_have_class(re.compile(r"\blit\b"))
    assert page.evaluate("window.scrollY") == at
    zone(page, "discard").get_by_role("button", name=re.compile("^Put Seven of Diamonds here")).click()
    assert canned.wait("drop") == {"t": "drop", "v": 2, "zone": "hand0", "card": "7D", "target": "discard"}
    phone.assert_clean()


def test_tile_words_break_between_words(phone, canned):
    canned.view = a_chances_view()
    page = open_page(phone, canned)
    words = page.locator("#main").evaluate(TILE_WORDS)
    split = [w for w in words if w["split"] and w["fits"]]
    assert not split, split  # a word that fits its tile whole is never cut
    by_word = {w["word"]: w for w in words}
    for word in ("Steampunk", "Medical", "Drama", "Heavy", "Metal", "forgiveness"):
        assert not by_word[word]["split"], by_word[word]
    phone.assert_clean()


def test_a_question_that_is_its_title_is_said_once(phone, canned):
    from playwright.sync_api import expect

    question = {"q": 3, "kind": "choice", "title": "Which move?", "question": "Which move?",
                "options": ["Take Mochi 34 (3 scratches)", "Rescue the only Mochi card (3 scratches), give back 1"],
                "default": "", "one_line": False}
    canned.view = a_view(v=3, question=question)
    page = open_page(phone, canned)
    sheet = page.locator("#q-dialog")
    expect(sheet.get_by_role("heading", name="Which move?")).to_be_visible()
    expect(page.locator("#q-text")).to_be_hidden()
    assert sheet.inner_text().count("Which move?") == 1
    phone.shot("question-said-once")
    sheet.get_by_role("button", name="Take Mochi 34 (3 scratches)").click()
    assert canned.wait("answer") == {"t": "answer", "v": 3, "q": 3, "value": 0}
    # the same words but for case and the closing mark: once; other words: both
    canned.push(a_view(v=4, question=dict(question, q=4, question="which move")))
    expect(sheet).to_be_visible()
    expect(page.locator("#q-text")).to_be_hidden()
    canned.push(a_view(v=5, question=dict(question, q=5, question="The cat can go two ways.")))
    expect(page.locator("#q-text")).to_have_text("The cat can go two ways.")
    # a text question: its box is named by the title alone when the question says the same
    canned.push(a_view(v=6, question={"q": 6, "kind": "text", "title": "Your role", "question": "Your role.",
                                      "options": [], "default": "", "one_line": True}))
    field = sheet.locator("#q-field")
    expect(field).to_have_attribute("aria-labelledby", "q-title")
    expect(page.locator("#q-text")).to_be_hidden()
    phone.assert_clean()
