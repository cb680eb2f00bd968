"""Seats of the real window's game played by tapping real phone pages.

:class:`PhoneTable` sits a game in the real :class:`MainWindow` (the seat
at the screen plays through the window, answering its dialogs) and opens
each phone seat's page in headless Chromium (one browser context a phone,
390 x 844, touch), served by a real :class:`PhoneServer` for a real
:class:`Desk` on 127.0.0.1. Every phone move is the bot's choice for that
seat, turned by :func:`tests.phone_driver.plan` into the taps its page
offers (a card then a lit place, a card's Play, a button) and tapped in
the page; the host's questions are answered in the page's sheet (an
option tapped, words typed and Send). The phones due at one moment tap
*at once*: every page taps, and the host reads none of the messages until
all of them have reached the server.

After every move the window's privacy audit runs
(:class:`tests.gui.test_privacy_audit.Audit`) and :class:`PageAudit` reads
every phone page: its visible text, every text node it holds, every
attribute a screen reader or a tooltip reads, the values of its inputs and
its images, and finds no card the seat was never entitled to see and no
other seat's private log line.

Waiting is on conditions only: the Qt loop turns (``qtbot.waitUntil``)
until the host has read every message that reached the server, the desk
has no view to push and every page shows the view the desk last cut for
it, which is the view the seat has now.
"""

from __future__ import annotations

import json
import random
import threading
import time
from collections import Counter, defaultdict
from typing import Any, Callable

from PySide6.QtCore import Qt

from cardtable.engine.knowledge import visible_ids
from cardtable.model.outcome import CHOICE
from cardtable.remote.desk import Desk
from cardtable.remote.seat_view import seat_view
from cardtable.remote.transport import PhoneServer
from tests.gui.conftest import answer_questions, pass_button
from tests.gui.test_privacy_audit import Audit, Names, card_words, named, screen_texts
from tests.phone_driver import Plan, answer_for, plan
from tests.remote.browser import PHONE, Phone

WAIT_MS = 15_000  # a bound for one wait on the host or a page (failure only)

# Before any script of the page: every message the page is sent is kept
# (the latest view, the refusals), read by the page's own listener first.
RECORD = """
(() => {
  const seen = { view: null, refused: [], count: 0 };
  window.__phoneSeen = seen;
  const Outer = window.WebSocket;
  window.WebSocket = new Proxy(Outer, {
    construct(target, args) {
      const sock = new target(...args);
      sock.addEventListener("message", (ev) => {
        let m = null;
        try { m = JSON.parse(ev.data); } catch (e) { return; }
        seen.count += 1;
        if (m && m.t === "view") seen.view = m;
        else if (m && (m.t === "refused" || m.t === "error" || m.t === "denied")) {
          seen.refused.push(m.t + ": " + m.reason);
        }
      });
      return sock;
    },
  });
})();
"""

# Everything the page holds for eyes or ears: the text as shown, every text
# node (hidden ones too: a folded log, a closed sheet), every attribute a
# screen reader or a tooltip reads, the values of inputs, and every image.
PAGE_TEXTS = """
() => {
  const nodes = [];
  const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const t = walker.currentNode.nodeValue.trim();
    if (t) nodes.push(t);
  }
  const names = ["aria-label", "aria-description", "aria-valuetext", "aria-roledescription", "aria-placeholder",
                 "title", "alt", "placeholder"];
  const attrs = [];
  const images = [];
  const IMAGE_TAGS = new Set(["img", "svg", "image", "picture", "canvas", "object", "embed", "iframe", "video"]);
  for (const el of document.querySelectorAll("*")) {
    for (const n of names) {
      const v = el.getAttribute(n);
      if (v) attrs.push(v);
    }
    if ((el.tagName === "INPUT" || el.tagName === "TEXTAREA") && el.value) attrs.push(el.value);
    if (IMAGE_TAGS.has(el.tagName.toLowerCase())) images.push(el.tagName.toLowerCase());
    for (const pseudo of [null, "::before", "::after"]) {
      const style = getComputedStyle(el, pseudo);
      for (const prop of ["backgroundImage", "content", "listStyleImage", "maskImage", "borderImageSource"]) {
        const v = style[prop];
        if (v && v.includes("url(")) images.push(el.tagName.toLowerCase() + (pseudo || "") + " " + prop + ": " + v);
      }
    }
  }
  const icons = Array.from(document.querySelectorAll("link[rel~=icon]")).map((l) => l.getAttribute("href"));
  return { inner: document.body.innerText, nodes, attrs, images, icons, title: document.title };
}
"""

QUESTION_OPEN = """
() => {
  const seen = window.__phoneSeen;
  const d = document.getElementById("q-dialog");
  return seen && seen.view && seen.view.question && d.open ? seen.view.question : null;
}
"""


def css_string(value: str) -> str:
    """``value`` as a CSS string (for an attribute selector)."""
    return json.dumps(value, ensure_ascii=False)


def move_key(zone: str, card: str | None) -> str:
    """The page's data-key of a movable card (phone.js moveKey)."""
    return json.dumps([zone, card], separators=(",", ":"), ensure_ascii=False)


# -- what a page may name -------------------------------------------------------------------------
class PageAudit:
    """What each phone seat is entitled to see (as :meth:`Audit._learn_history`
    learns it for a viewer: every card its view or the public view has ever
    shown, every card its log lines named), and the check of a page against it."""

    def __init__(self, session, game_id: str, seats) -> None:
        self.s, self.game_id = session, game_id
        self.entitled: dict[int, set[str]] = {seat: set() for seat in seats}
        self.seen_steps = -1
        self.seen_events = 0
        self.names: Names | None = None
        self.checks: Counter = Counter()  # (seat, moment) -> pages read
        self.names_found: Counter = Counter()  # seat -> card names found on its screen (each one it may see)
        self.leaks: list[str] = []

    def learn(self) -> None:
        m = self.s.match
        states = [m.initial] + [st.state for st in m.steps]
        for st in states[max(0, self.seen_steps):]:
            public = visible_ids(m.game.view(st, None))
            for seat in self.entitled:
                self.entitled[seat] |= public | visible_ids(m.game.view(st, seat))
        self.seen_steps = len(states)
        if self.names is None:
            self.names = Names(self.game_id, m.state, m.game.census(m.state))
        events = [ev for _, ev in m.events()]
        for ev in events[self.seen_events:]:
            for seat in self.entitled:
                for ids in self.names.found(ev.text_for(seat)).values():
                    self.entitled[seat] |= ids
        self.seen_events = len(events)

    def check(self, seat: int, moment: str, texts: dict[str, Any], view: dict[str, Any] | None) -> None:
        """Records a leak for anything on the page of ``seat`` it may not see."""
        self.learn()
        self.checks[(seat, moment)] += 1
        m = self.s.match
        where = f"{self.game_id}, {moment}, step {len(m.steps)}, the page of seat {seat}"
        # images: none at all (the page draws cards with text); only its own icon
        for image in texts["images"]:
            self.leaks.append(f"{where}: an image on the page: {image}")
        if texts["icons"] != ["/icon.svg"]:
            self.leaks.append(f"{where}: icons {texts['icons']!r}")
        # the cards of the view the page was sent: this seat's view now
        if view is not None:
            allowed = visible_ids(m.view(seat))
            shown = {c["id"] for z in view["zones"] for c in z["cards"] if c["id"] is not None and c["kind"] == "card"}
            if not shown <= allowed:
                self.leaks.append(f"{where}: the page holds cards it may not see: {sorted(shown - allowed)}")
        self.check_texts(seat, where, "\n".join([texts["title"], texts["inner"], *texts["nodes"], *texts["attrs"]]))

    def check_texts(self, seat: int | None, where: str, blob: str) -> None:
        """Records a leak for any card ``seat`` (None: the public) was never
        entitled to see named in ``blob``, or another seat's private log line."""
        self.learn()
        m = self.s.match
        mine = {ev.private for _, ev in m.events() if seat is not None and seat in ev.private_to}
        for _, ev in m.events():
            if ev.private and seat not in ev.private_to and ev.private not in mine and named(ev.private, blob):
                self.leaks.append(f"{where}: another seat's private text: {ev.private!r}")
        found = self.names.found(blob)
        self.names_found[seat] += len(found)
        for word, ids in found.items():
            if not ids & self.entitled[seat]:
                self.leaks.append(f"{where}: hidden card {sorted(ids)} named as {word!r}")


# -- the host's side ------------------------------------------------------------------------------
class CountingDesk(Desk):
    """The real desk, counting the phones' messages it has read (hello and
    every request, on the Qt thread), the refusals it answered and the
    number of the view it last cut for each seat."""

    def __init__(self, session) -> None:
        super().__init__(session)
        self.handled = 0
        self.latest: dict[int, int] = {}
        self.refusals: dict[int, list[str]] = defaultdict(list)

    def hello(self, token):
        try:
            return super().hello(token)
        finally:
            self.handled += 1

    def handle(self, seat, msg):
        try:
            out = super().handle(seat, msg)
        finally:
            self.handled += 1
        self.refusals[seat] += [f"{m['t']}: {m['reason']}" for m in out if m["t"] in ("refused", "error", "denied")]
        return out

    def view(self, seat):
        out = super().view(seat)
        self.latest[seat] = out["v"]
        return out

    @property
    def pushing(self) -> bool:
        """A change whose views are not cut yet."""
        return self._push_due


class Arrivals:
    """Counts the phones' messages the server hands to the Qt thread, as
    they reach it (on the server's thread), so the test can hold the Qt
    loop still until several phones' taps have all arrived."""

    def __init__(self, server: PhoneServer) -> None:
        self.count = 0
        self._cond = threading.Condition()
        server._bridge.sigCall.connect(self._arrived, Qt.ConnectionType.DirectConnection)

    def _arrived(self, _job: Any) -> None:
        with self._cond:
            self.count += 1
            self._cond.notify_all()

    def wait(self, count: int, timeout: float = WAIT_MS / 1000) -> None:
        """Until ``count`` messages have arrived (the Qt loop is not turned: none is read yet)."""
        with self._cond:
            if not self._cond.wait_for(lambda: self.count >= count, timeout):
                raise AssertionError(f"only {self.count} of {count} phone messages reached the server")


# -- a phone ----------------------------------------------------------------------------------------
class PhonePage:
    """One seat's page in a browser context of its own."""

    def __init__(self, context: Any, seat: int, url: str) -> None:
        self.seat = seat
        self.phone = Phone(context)
        self.page = self.phone.page
        self.page.add_init_script(script=RECORD)
        self.page.goto(url)

    def seen(self) -> dict[str, Any]:
        return self.page.evaluate("window.__phoneSeen || {view: null, refused: [], count: 0}")

    def view(self) -> dict[str, Any] | None:
        return self.page.evaluate("window.__phoneSeen && window.__phoneSeen.view")

    def question(self) -> dict[str, Any] | None:
        """The question whose sheet is open on the page, if any."""
        return self.page.evaluate(QUESTION_OPEN)

    def texts(self) -> dict[str, Any]:
        return self.page.evaluate(PAGE_TEXTS)

    def lit(self) -> list[str]:
        return self.page.evaluate("Array.from(document.querySelectorAll('section.zone.lit'))"
                                  ".map((z) => z.dataset.zone)")

    def card(self, zone: str, card: str | None) -> Any:
        return self.page.locator(f"[data-key={css_string(move_key(zone, card))}]").first

    def shot(self, name: str) -> Any:
        return self.phone.shot(name)


# -- the table ----------------------------------------------------------------------------------------
class PhoneTable:
    """A game in the real window with seats on phone pages (see the module)."""

    def __init__(self, qtbot, window, browser, game_id: str, phones: list[int], seed: int,
                 screen_choice: Callable | None = None) -> None:
        self.qtbot, self.w, self.game_id = qtbot, window, game_id
        self.s = window.session
        self.rng = random.Random(seed)
        self.asked = answer_questions(window, text="A line of story",
                                      choice=screen_choice or (lambda dialog: len(dialog.labels) - 1))
        self.desk = CountingDesk(self.s)
        self.server = PhoneServer(self.desk, "127.0.0.1", 0)
        self.contexts: list[Any] = []
        self.pages: dict[int, PhonePage] = {}
        self.audit = Audit(window, game_id)
        self.window_leaks: list[str] = []
        self.pages_audit = PageAudit(self.s, game_id, phones)
        # the window read again with the page's words for cards (the audit's own words miss some forms)
        self.window_words = PageAudit(self.s, game_id, [None, *self.s.humans])
        self.taps: Counter = Counter()
        self.moves: Counter = Counter()  # by whom: "phone", "screen"
        self.notes: Counter = Counter()  # retries and other happenings worth reporting
        self.batches: list[list[tuple[int, str]]] = []  # the phones that tapped at once: (seat, move)
        self.times: Counter = Counter()  # seconds, by what they were spent on
        self.on_select: Callable[[PhonePage, Plan], None] | None = None  # a card tapped, its places lit
        self.on_question: Callable[[PhonePage, dict], None] | None = None  # a sheet open, before the answer
        self.server.start()
        self.arrivals = Arrivals(self.server)
        try:
            for seat in phones:
                context = browser.new_context(
                    viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True, locale="en-GB",
                    reduced_motion="reduce", service_workers="block")  # as tests/remote/browser.launch
                self.contexts.append(context)
                self.pages[seat] = PhonePage(context, seat, self.server.url(self.desk.invite(seat)))
            self.wait(lambda: all(p.view() is not None for p in self.pages.values()), "every page has its view")
            self.settle()
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        for context in self.contexts:
            try:
                context.close()
            except Exception:  # the browser went first
                pass
        self.contexts.clear()
        self.server.stop()
        self.desk.close()

    # -- waiting ---------------------------------------------------------------------------------
    def wait(self, test: Callable[[], Any], what: str, timeout: int = WAIT_MS) -> None:
        """Turn the Qt loop until ``test()`` holds (``timeout`` only bounds a failure)."""
        start = time.monotonic()
        try:
            self.qtbot.waitUntil(lambda: bool(test()), timeout=timeout)
        except AssertionError:
            raise AssertionError(f"timed out waiting until {what}: {self.behind()}") from None
        finally:
            self.times["waiting for the host and the pages"] += time.monotonic() - start

    def fresh(self, seat: int) -> dict[str, Any]:
        """The seat's view now, as the desk would cut it (without its number and question)."""
        body = seat_view(self.s, seat, 0, None, self.s.button_actions(seat), self.desk.prompt_number)
        return json.loads(json.dumps({k: v for k, v in body.items() if k not in ("t", "v", "question")}))

    def behind(self) -> str:
        """What is not settled yet (for a failure's message)."""
        out = [f"read {self.desk.handled} of {self.arrivals.count} messages", f"pushing {self.desk.pushing}"]
        for seat, page in self.pages.items():
            seen = page.seen()
            view = seen["view"] or {}
            diff = [k for k, v in self.fresh(seat).items() if view.get(k) != v]
            out.append(f"seat {seat}: page v{view.get('v')} / desk v{self.desk.latest.get(seat)}, "
                       f"refusals {len(seen['refused'])}/{len(self.desk.refusals[seat])}, differs in {diff}")
        return "; ".join(out)

    def in_step(self, seat: int, page: PhonePage) -> bool:
        seen = page.seen()
        view = seen["view"]
        if view is None or view["v"] != self.desk.latest.get(seat):
            return False
        if len(seen["refused"]) != len(self.desk.refusals[seat]):
            return False
        return {k: v for k, v in view.items() if k not in ("t", "v", "question")} == self.fresh(seat)

    def settled(self) -> bool:
        return (self.desk.handled == self.arrivals.count and not self.desk.pushing
                and all(self.in_step(seat, page) for seat, page in self.pages.items()))

    def settle(self) -> None:
        """Until the host has read every message, pushed every view and each page shows its seat's view now."""
        self.wait(self.settled, "the host and the pages are settled")

    # -- checks ------------------------------------------------------------------------------------
    def check_window(self, moment: str) -> None:
        start = time.monotonic()
        try:
            self.audit.check(moment)
        except AssertionError as err:
            self.window_leaks.append(str(err))
        viewer = None if self.s.covered else self.s.viewer
        where = f"{self.game_id}, {moment}, step {len(self.s.match.steps)}, the window, viewer {viewer}"
        blob = "\n".join(screen_texts(self.w))
        self.notes["card names the window audit's words find on the window"] += len(self.audit.names.found(blob))
        try:
            self.window_words.check_texts(viewer, where, blob)
        finally:
            self.times["window audits"] += time.monotonic() - start

    def check_pages(self, moment: str) -> None:
        start = time.monotonic()
        for seat, page in self.pages.items():
            self.pages_audit.check(seat, moment, page.texts(), page.view())
        self.times["page audits"] += time.monotonic() - start

    def check_all(self, moment: str) -> None:
        self.check_window(moment)
        self.check_pages(moment)

    def canary(self, seat: int) -> list[str]:
        """Plant a card ``seat`` may not see in its page (a screen reader's
        label on a hidden element) and an image, read the page as every check
        does, and take the planted things out again: the leaks found (the
        audit must find both, or it sees nothing)."""
        self.pages_audit.learn()
        hidden = sorted(set(self.s.match.game.census(self.s.state)) - self.pages_audit.entitled[seat])
        assert hidden, f"seat {seat} may see every card"
        word = max(card_words(self.game_id, self.s.state, hidden[0]), key=len)
        page = self.pages[seat].page
        page.evaluate("""(word) => {
            const span = document.createElement("span");
            span.id = "canary"; span.hidden = true; span.setAttribute("aria-label", word);
            const img = document.createElement("img");
            img.id = "canary-img"; img.alt = "";
            document.getElementById("log").append(span, img);
        }""", word)
        before = len(self.pages_audit.leaks)
        self.pages_audit.check(seat, "canary", self.pages[seat].texts(), None)
        found = self.pages_audit.leaks[before:]
        del self.pages_audit.leaks[before:]
        del self.pages_audit.checks[(seat, "canary")]
        page.evaluate("() => ['canary', 'canary-img'].forEach((id) => document.getElementById(id).remove())")
        return found

    # -- the seat at the screen ---------------------------------------------------------------------
    def screen_side(self) -> bool:
        """Whatever the screen waits for: a held card passed on, Ready, a move
        of the seat at it (checked before and after). True if it moved."""
        s, w = self.s, self.w
        if s.holding is not None:
            self.check_window("a player looks at a card just given to them")
            self.wait(lambda: pass_button(w) is not None, "the Pass button shows")
            self.qtbot.mouseClick(pass_button(w), Qt.MouseButton.LeftButton)
        if s.covered:
            self.check_window("hand-over, behind the privacy screen")
            self.qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
            self.check_window("after Ready")
        seat = s.acting_seat()
        if seat is None:
            return False
        if w.act_undo.isEnabled():
            w.act_undo.trigger()
            self.check_window("after Undo")
            w.act_redo.trigger()
            self.check_window("after Redo")
        before = len(s.match.steps)
        w.moves.perform(s.game.bot(s.state, seat, self.rng))
        assert len(s.match.steps) > before, f"the screen's move for seat {seat} was not made"
        self.moves["screen"] += 1
        self.settle()
        self.check_all("after a move at the screen")
        return True

    # -- the phones ----------------------------------------------------------------------------------
    def tap(self, locator: Any, kind: str) -> None:
        start = time.monotonic()
        locator.tap()
        self.taps[kind] += 1
        self.times["tapping"] += time.monotonic() - start

    def make(self, page: PhonePage, p: Plan) -> None:
        """The taps of ``p`` on ``page``: they send one message."""
        view = page.view()
        if p.kind == "button":
            i = view["buttons"].index(p.label)
            b = page.page.locator(f"#buttons [data-key={css_string(f'button:{i}')}]")
            assert b.inner_text() == p.label, (b.inner_text(), p.label)
            self.tap(b, "button")
            return
        self.tap(page.card(p.zone, p.card), "card")
        move = next(m for m in view["moves"] if m["zone"] == p.zone and m["card"] == p.card)
        shown = {z["id"] for z in view["zones"]}
        lit = page.lit()
        assert sorted(lit) == sorted(t for t in move["targets"] if t in shown), (lit, move)
        if self.on_select is not None:
            self.on_select(page, p)
        if p.kind == "activate":
            self.tap(page.page.locator("#sel-play"), "Play")
            return
        if p.target in lit:
            place = page.page.locator(f"section.zone.lit[data-zone={css_string(p.target)}] button.put")
            self.tap(place, "lit place")
        else:  # a place the page does not show: offered in the selection bar
            label = next(z["label"] for z in view["zones"] if z["id"] == p.target) if p.target in shown else p.target
            self.tap(page.page.locator("#sel-targets button.put").filter(has_text=label), "place in the bar")

    def answer(self, page: PhonePage, question: dict[str, Any], p: Plan | None) -> None:
        """The question's answer, tapped in its sheet."""
        if self.on_question is not None:
            self.on_question(page, question)
        value = answer_for(question, p)
        sheet = page.page.locator("#q-dialog")
        if question["kind"] == CHOICE:
            option = sheet.locator("#q-body button.option").nth(value)
            assert option.inner_text() == question["options"][value], (option.inner_text(), question)
            self.tap(option, "option")
        else:
            field = sheet.locator("#q-field")
            field.fill(value)
            self.taps["words typed"] += 1
            self.tap(sheet.locator("#q-buttons button", has_text="Send"), "Send")

    def phone_moves(self, due: list[int], at_once: bool = True) -> None:
        """One move of each seat in ``due`` from its page. ``at_once``: every
        page taps before the host reads any of their messages."""
        s = self.s
        start = len(s.match.steps)
        plans: dict[int, Plan] = {}
        retries: Counter = Counter()

        def moved(seat: int) -> bool:
            return any(st.seat == seat for st in s.match.steps[start:])

        def go(seats: list[int]) -> None:
            sent = self.arrivals.count
            for seat in seats:
                page = self.pages[seat]
                action = s.game.bot(s.state, seat, self.rng)
                p = plan(s, seat, page.view(), action)
                assert p is not None, f"seat {seat}: the page offers no way to make {s.describe(action).label}"
                plans[seat] = p
                self.make(page, p)
            self.arrivals.wait(sent + len(seats))
            self.settle()

        if at_once:
            go(due)
            if len(due) > 1:
                self.batches.append([(seat, plans[seat].label) for seat in due])
        else:
            for seat in due:
                go([seat])
        pending = [seat for seat in due if not moved(seat)]
        while pending:
            seat = pending[0]
            page = self.pages[seat]
            question = page.question()
            if question is not None:
                self.check_pages("a question open on a phone")
                sent = self.arrivals.count
                self.answer(page, question, plans[seat])
                self.arrivals.wait(sent + 1)
                self.settle()
            else:  # refused, or its question went with another seat's move: the player taps again
                retries[seat] += 1
                self.notes["a phone's move made again"] += 1
                assert retries[seat] <= 4, f"seat {seat}: {plans[seat]} never made; {self.desk.refusals[seat]}"
                go([seat])
            pending = [seat for seat in due if not moved(seat)]
        self.moves["phone"] += len(due)
        self.moves["phones at once" if at_once and len(due) > 1 else "phone alone"] += len(due)

    # -- a whole game ----------------------------------------------------------------------------------
    def play(self, stop: Callable[[], bool] | None = None, max_moves: int = 2500, at_once: bool = True,
             budget: float = 170.0) -> None:
        s = self.s
        began = time.monotonic()
        while not s.match.over and len(s.match.steps) < max_moves and not (stop and stop()):
            assert time.monotonic() - began < budget, f"over {budget:.0f} s: {dict(self.times)}"
            s.step_bots_now()
            if s.match.over:
                break
            if self.screen_side():
                continue
            due = [p for p in sorted(self.pages) if s.acting_seat(p) is not None]
            if not due:
                assert s.acting_seat() is None and not s.covered and s.holding is None, "nobody may move"
                self.settle()  # a change still on its way
                continue
            self.phone_moves(due, at_once)
            self.check_all("after a phone's move")
        self.settle()
