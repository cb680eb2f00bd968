"""The phone page speaks the table's language.

The page's own words (cardtable/remote/page_words.py) are exactly those
its files say through ``t()`` / ``tn()`` and ``data-t``; the host sends
them translated with the welcome (nothing for English); and in real
headless Chromium, a phone of a German table reads German — headings,
buttons, status, counts, tags, the denial — while a phone of an English
table reads the English it always did.

The German words come from the catalogue as it is now
(``cardtable/data/i18n/cardtable_de.ts``, compiled here into a scratch ``.qm``),
so the test does not wait for the shipped ``.qm`` to be compiled again.
"""

from __future__ import annotations

import json
import re
import sys
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from importlib import resources
from pathlib import Path

import pytest

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import get_game
from cardtable.model.session import GameSession
from cardtable.remote import page_words, wire
from cardtable.remote.desk import Desk
from cardtable.remote.transport import PhoneServer
from tests.remote.browser import Phone, launch, require_chromium

ROOT = Path(__file__).resolve().parents[2]
PAGE = resources.files("cardtable.remote") / "page"


# -- the page's words and the list agree -----------------------------------------------------------
def _js_words() -> set[str]:
    """Every literal the page's script looks up: t("…") and tn(n, "…")."""
    script = re.sub(r"/\*.*?\*/|//[^\n]*", "", (PAGE / "phone.js").read_text(encoding="utf-8"), flags=re.S)
    string = r'"((?:[^"\\]|\\.)*)"'
    found = re.findall(r"(?<![\w.$])t\(" + string, script)
    found += re.findall(r"(?<![\w.$])tn\([^,()]*(?:\([^()]*\))?[^,()]*,\s*" + string, script)
    return {json.loads(f'"{text}"') for text in found}


class _Marked(HTMLParser):
    """The English of every element of index.html marked data-t (its text)
    or data-t-label (its aria-label)."""

    def __init__(self) -> None:
        super().__init__()
        self.words: set[str] = set()
        self._open: list[tuple[str, list[str]]] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "data-t-label" in attrs:
            self.words.add(attrs["aria-label"])
        if "data-t" in attrs:
            self._open.append((tag, []))

    def handle_data(self, data):
        for _tag, parts in self._open:
            parts.append(data)

    def handle_endtag(self, tag):
        if self._open and self._open[-1][0] == tag:
            _tag, parts = self._open.pop()
            self.words.add(" ".join("".join(parts).split()))


def _html_words() -> set[str]:
    marked = _Marked()
    marked.feed((PAGE / "index.html").read_text(encoding="utf-8"))
    return marked.words


def test_the_list_holds_exactly_the_words_the_page_looks_up():
    js, html = _js_words(), _html_words()
    assert len(js) > 50 and len(html) > 15  # the patterns found the page's words
    said = js | html
    listed = page_words.english()
    assert said - listed == set(), f"the page says words page_words.py does not list: {sorted(said - listed)}"
    assert listed - said == set(), f"page_words.py lists words the page never says: {sorted(listed - said)}"


def test_the_script_puts_no_english_of_its_own_on_the_page():
    """Past its t() and tn() calls, no literal of the script reads as an
    English sentence (capitalised words, or words ending in a full stop)."""
    script = (PAGE / "phone.js").read_text(encoding="utf-8")
    string = r'"(?:[^"\\]|\\.)*"'
    code = re.sub(r"/\*.*?\*/|//[^\n]*", "", script, flags=re.S)  # comments aside
    code = re.sub(r"(?<![\w.$])t\(" + string, "t(", code)
    code = re.sub(r"(?<![\w.$])(tn\([^,()]*(?:\([^()]*\))?[^,()]*,\s*)" + string, r"\1", code)
    loose = [text for text in re.findall(string, code)
             if re.search(r"[A-Za-z]{2,}\s+[A-Za-z]", text) and re.search(r'^"[A-Z]|\.\s*"$', text)]
    assert loose == [], loose


def test_an_english_table_sends_no_words():
    assert page_words.greeting() == {"lang": "en"}


# -- a German table ------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def fresh_german_qm(tmp_path_factory) -> Path:
    sys.path.insert(0, str(ROOT / "packaging"))
    import i18n as tool

    return tool.lrelease("de", tmp_path_factory.mktemp("qm") / "de.qm")


@pytest.fixture
def deutsch(qapp, german, fresh_german_qm):
    """German, with the remote catalogue as the .ts files hold it now."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from cardtable.words import tr

    tr("Undo")  # the window's translators are in place: the one below is asked first
    translator = QTranslator(qapp)
    assert translator.load(str(fresh_german_qm))
    QCoreApplication.installTranslator(translator)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)


def _catalogue_words() -> dict[str, str]:
    """English -> German of the window's catalogue's plain messages."""
    out = {}
    for message in ET.parse(ROOT / "cardtable/data/i18n/cardtable_de.ts").iter("message"):
        if message.get("numerus") != "yes":
            out[message.findtext("source")] = message.findtext("translation")
    return out


def test_a_german_table_sends_every_word_and_form_within_the_wire_limits(deutsch):
    greeting = page_words.greeting()
    assert greeting["lang"] == "de"
    words, catalogue = greeting["words"], _catalogue_words()
    plain = page_words.english() - set(greeting["plurals"])
    same = {w for w in plain if w not in words}
    assert same == {w for w in plain if catalogue.get(w) == w}, same  # only what German says alike is left out
    assert words["Your cards"] == "Deine Karten" and words["Place"] == "Stelle" and words["Play"] == "Ausspielen"
    forms = greeting["plurals"]["%n card(s)"]
    assert sorted(forms) == [[0, "%n Karten"], [1, "%n Karte"]]
    size = len(json.dumps(greeting, ensure_ascii=False).encode("utf-8"))
    assert size < wire.MAX_MESSAGE // 2, size


def test_the_phone_is_told_why_in_german(deutsch):
    with pytest.raises(wire.BadMessage) as caught:
        wire.parse("x" * (wire.MAX_MESSAGE + 1))
    assert caught.value.said() == "Diese Nachricht ist zu lang (16.385 Bytes; höchstens 16.384)."
    assert "too long (16,385 bytes" in str(caught.value)  # the log's English


# -- in a browser -----------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def pw():
    require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


class Table:
    """Ninety-Nine: Ann on a phone, Bob at the screen, a bot; a real desk and
    server on 127.0.0.1."""

    def __init__(self, qtbot) -> None:
        self.qtbot = qtbot
        players = (PlayerSpec("Ann", False), PlayerSpec("Bob", False), PlayerSpec("Cy", True))
        self.session = GameSession.new(get_game("ninety-nine"), Setup(players, {}, 5), bot_delay_ms=0)
        self.desk = Desk(self.session)
        self.server = PhoneServer(self.desk, "127.0.0.1", 0)
        self.server.start()

    def url(self, seat: int | None = 0) -> str:
        return self.server.url(self.desk.invite(seat) if seat is not None else "not-a-token-of-this-table")

    def wait(self, page, script: str) -> None:
        """Turn the Qt loop (the desk answers on it) until ``script`` is true in the page."""
        self.qtbot.waitUntil(lambda: bool(page.evaluate(script)), timeout=10_000)

    def close(self) -> None:
        self.server.stop()
        self.desk.close()
        self.session.shutdown()


@pytest.fixture
def table(qtbot):
    made = []

    def make() -> Table:
        made.append(Table(qtbot))
        return made[-1]

    yield make
    for t in made:
        t.close()


@pytest.fixture
def phone(pw, tmp_path):
    context = launch(pw, tmp_path / "profile")
    yield Phone(context)
    context.close()


SHOWN = """() => {
    const text = (id) => document.getElementById(id).textContent.trim();
    const all = (sel) => [...document.querySelectorAll(sel)].map((e) => e.textContent.trim());
    return {
        lang: document.documentElement.lang, status: text('status'), turn: text('turn'),
        headings: all('h2[data-t], summary [data-t]'), tags: all('#seats .tag'),
        counts: all('.zone-count, .pile-text'), hint: text('sel-hint'), play: text('sel-play'),
        help: text('help'), info: document.getElementById('info').getAttribute('aria-label'),
        cancel: document.getElementById('sel-cancel').getAttribute('aria-label'),
        title: document.title,
    };
}"""

# every text node and every attribute a person or a screen reader reads
READ = """() => {
    const out = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) { const t = walk.currentNode.data.trim(); if (t) out.push(t); }
    for (const e of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
        for (const a of ['aria-label', 'title', 'placeholder']) if (e.getAttribute(a)) out.push(e.getAttribute(a));
    }
    return out;
}"""

MAIN_SHOWN = "!document.getElementById('main').hidden && document.getElementById('status').textContent !== ''"


def test_a_phone_of_a_german_table_reads_german(deutsch, table, phone):
    t = table()
    page = phone.page
    page.goto(t.url(0))
    t.wait(page, MAIN_SHOWN)
    shown = page.evaluate(SHOWN)
    assert shown["lang"] == "de"
    assert shown["headings"] == ["Spiel vorbei", "Deine Karten", "Züge", "Tisch", "Spieler", "Protokoll", "Geschichte erzählen"]
    assert shown["status"] == "Du bist am Zug." or shown["status"].startswith("Warten auf "), shown
    assert shown["turn"] in ("Dein Zug", "Nicht am Zug"), shown
    assert {"du", "Handy", "am Zug"} <= set(shown["tags"]), shown
    assert shown["counts"] and all(re.fullmatch(r"\d+ Karten?( verdeckt)?", c) for c in shown["counts"]), shown
    assert shown["hint"] == "Tippe auf eine hervorgehobene Stelle, um sie dort abzulegen."
    assert shown["play"] == "Ausspielen" and "„Ausspielen“" in shown["help"]
    assert shown["info"] == "Zu diesem Zug" and shown["cancel"] == "Abbrechen"
    # no English word of the page's own is left anywhere a person or a screen reader reads
    german = page_words.greeting()["words"]
    english_left = sorted(set(page.evaluate(READ)) & set(german))
    assert english_left == [], english_left
    phone.shot("phone-page-german", full_page=True)
    phone.assert_clean()


def test_a_phone_denied_by_a_german_table_reads_why_in_german(deutsch, table, phone):
    t = table()
    page = phone.page
    page.goto(t.url(None))
    t.wait(page, "!document.getElementById('denied').hidden")
    assert page.evaluate("document.documentElement.lang") == "de"
    assert page.locator("#denied-title").inner_text() == "Du kannst diesem Spiel nicht beitreten"
    assert page.locator("#denied-reason").inner_text() == "Diese Einladung ist ungültig: Bitte den Tisch um eine neue."
    assert page.locator("#denied-retry").inner_text() == "Erneut versuchen"
    phone.assert_clean()


def test_a_phone_of_an_english_table_reads_the_english_it_always_did(table, phone):
    t = table()
    page = phone.page
    page.goto(t.url(0))
    t.wait(page, MAIN_SHOWN)
    shown = page.evaluate(SHOWN)
    assert shown["lang"] == "en"
    assert shown["headings"] == ["Game over", "Your cards", "Moves", "Table", "Players", "Log", "Tell the story"]
    assert shown["status"] == "Your turn." or shown["status"].startswith("Waiting for "), shown
    assert {"you", "phone", "to move"} <= set(shown["tags"]), shown
    assert shown["counts"] and all(re.fullmatch(r"\d+ cards?( face down)?", c) for c in shown["counts"]), shown
    assert shown["hint"] == "Tap a lit place to put it there." and shown["play"] == "Play"
    assert shown["help"] == "No dragging here: tap a card, then a lit place. Tap Play instead of a double-click."
    assert shown["info"] == "About this turn" and shown["cancel"] == "Cancel"
    phone.assert_clean()


def test_a_german_tables_page_is_german_before_the_host_answers(deutsch, table):
    """The page is served in the table's language: its language attribute
    and the line it shows while it connects (no browser needed)."""
    import urllib.request

    t = table()
    with urllib.request.urlopen(t.server.url(t.desk.invite(0)), timeout=10) as answer:  # a bound for failure only
        page = answer.read().decode("utf-8")
    assert '<html lang="de">' in page and "Verbinde mit dem Tisch…" in page
    assert "Connecting to the table" not in page


def test_an_english_tables_page_is_served_as_written(table):
    import urllib.request

    from cardtable.engine.i18n import language

    assert language() == "en"
    t = table()
    with urllib.request.urlopen(t.server.url(t.desk.invite(0)), timeout=10) as answer:
        page = answer.read().decode("utf-8")
    assert '<html lang="en">' in page and "Connecting to the table…" in page
