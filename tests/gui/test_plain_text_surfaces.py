"""Nothing a player types or a file holds is ever read as markup, turns the
rest of a line around, or widens the window.

Every game of the registry is played through the real window at its
smallest and largest player counts, every seat with a hostile name — a
local image (``<img src=…png>``, a real PNG written for the test), a
``<table width=100000>``, a 60-letter name, a name with a RIGHT-TO-LEFT
OVERRIDE and right-to-left letters — and, for the games that take a deck
file, a deck whose words are markup too. At every hand-over, while a
player looks at a card just given to them, now and then during play and on
the result box, every surface of every window is checked:

- no label (privacy screen, headline, hint, seat keys, result heading,
  story prompt, message boxes …) reads its text as rich text;
- every tooltip (widgets, buttons, actions, list and table items, the
  cards on the table) shows its words as written: Qt reads it as plain
  text, or as rich text that draws no image, no table and shows the
  markup's characters literally;
- no text shown anywhere (labels, buttons, tooltips, accessible names, list
  items, the log, the status line) holds an explicit bidi embedding or
  override, or an isolate left open or closed twice, and a right-to-left
  name set into the window's own sentences is isolated;
- the window (and the result box) stays within a 1280 px screen.
"""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QImage, QTextDocument
from PySide6.QtGui import Qt as GuiQt  # Qt::mightBeRichText lives in QtGui
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGraphicsView,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QTableWidget,
    QWidget,
)

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.resources import package_file
from tests.frontend import answering, play

pytestmark = pytest.mark.gui

GAMES = all_games()
SCREEN = 1280
FSI, PDI = "\u2068", "\u2069"
EMBEDDINGS = re.compile("[\u202a-\u202e]")
RTL_NAME = "\u202eשרה"  # an override, then right-to-left letters
LONG_NAME = "Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenh"  # 58 letters, + 2 digits


def hostile_names(png_uri: str, count: int, offset: int) -> tuple[str, ...]:
    """A hostile name for every seat (distinct, at most 60 characters)."""
    kinds = [
        lambda i: f'<img src="{png_uri}">{i}' if len(png_uri) < 45 else f"<img src=e.png>{i}",
        lambda i: f"<table width=100000><tr><td>P{i}</td></tr></table>",
        lambda i: f"{LONG_NAME}{i:02d}",
        lambda i: f"{RTL_NAME}{i}",
    ]
    return tuple(kinds[(i + offset) % len(kinds)](i) for i in range(count))


def hostile_options(game_id: str, png_uri: str) -> dict:
    """A deck file whose words are markup, for the games that take one."""
    if game_id == "9-lives":
        text = package_file("cardtable.games.nine_lives", "9-lives.csv").read_text(encoding="utf-8")
        text = text.replace("cat,pounce,Pounce,", "cat,pounce,<img src=e.png>Pounce,", 1)
        text = text.replace("cat,patches,Patches,", "cat,patches,<table width=100000>Pat,", 1)
        text = text.replace(",hunter,", ",<b>hunter</b>,", 1)
        text = text.replace('"a sleek black', f'"<img src={png_uri}> a sleek black', 1)
    elif game_id == "99-chances":
        text = package_file("cardtable.games.ninety_nine_chances", "99-chances.csv").read_text(encoding="utf-8")
        text = text.replace("\n1,Noir,courage,fear", "\n1,<img src=e.png>Noir,<table width=100000>c,fear", 1)
        text = text.replace("\n2,Space Opera,wealth,", "\n2,\u202eSpace Opera,<b>wealth</b>,", 1)
    else:
        return {}
    return {"deck_file": {"name": "<img src=e.png>.csv", "text": text}}


# -- how Qt would show a text ---------------------------------------------------------

def rich(text: str) -> bool:
    return bool(GuiQt.mightBeRichText(text))


def draws_markup(html: str) -> bool:
    """Whether Qt, reading ``html`` as rich text, draws an image or a table,
    or swallows the characters of hostile markup instead of showing them."""
    doc = QTextDocument()
    doc.setHtml(html)
    if doc.rootFrame().childFrames():  # a table
        return True
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            if it.fragment().charFormat().isImageFormat():
                return True
            it += 1
        block = block.next()
    shown = doc.toPlainText()
    return ("png" in html and "<img" not in shown) or ("100000" in html and "<table" not in shown)


def tip_problem(tip: str) -> str:
    if tip and rich(tip) and draws_markup(tip):
        return "a tooltip Qt reads as markup"
    return ""


def bidi_problem(text: str) -> str:
    if EMBEDDINGS.search(text):
        return "an explicit bidi embedding or override"
    for line in text.split("\n"):
        depth = 0
        for ch in line:
            if ch in "\u2066\u2067\u2068":
                depth += 1
            elif ch == PDI:
                depth -= 1
                if depth < 0:
                    return "an isolate closed that was never opened"
        if depth:
            return "an isolate left open"
    return ""


# -- every surface of every window ------------------------------------------------------

def surfaces(window) -> list[tuple[str, str, str]]:
    """(where, kind, text) for every text on screen or kept for a screen
    reader: kind is "label" (with its format), "tip" or "text"."""
    out: list[tuple[str, str, str]] = [("window", "text", window.windowTitle()),
                                       ("status line", "text", window.statusBar().currentMessage())]
    tops = [window] + [w for w in QApplication.topLevelWidgets() if w is not window and w.isVisible()]
    for top in tops:
        for widget in [top, *top.findChildren(QWidget)]:
            where = f"{type(widget).__name__} {widget.objectName() or ''}".strip()
            out += [(where, "tip", widget.toolTip()), (where, "text", widget.accessibleName()),
                    (where, "text", widget.accessibleDescription()), (where, "text", widget.windowTitle())]
            if isinstance(widget, QLabel):
                out.append((where, f"label:{widget.textFormat().name}", widget.text()))
            if isinstance(widget, QAbstractButton):
                out.append((where, "text", widget.text()))
            if isinstance(widget, QPlainTextEdit):
                out.append((where, "text", widget.toPlainText()))
            if isinstance(widget, QListWidget):
                for i in range(widget.count()):
                    item = widget.item(i)
                    out += [(where, "text", item.text()), (where, "tip", item.toolTip()),
                            (where, "text", str(item.data(Qt.ItemDataRole.AccessibleTextRole) or ""))]
            if isinstance(widget, QTableWidget):
                for r in range(widget.rowCount()):
                    for c in range(widget.columnCount()):
                        item = widget.item(r, c)
                        if item is not None:
                            out += [(where, "text", item.text()), (where, "tip", item.toolTip())]
            if isinstance(widget, QGraphicsView) and widget.scene() is not None:
                for item in widget.scene().items():
                    out.append((f"{where}: {type(item).__name__}", "tip", item.toolTip()))
        for act in top.findChildren(QAction):
            out += [(f"action {act.text()!r}", "text", act.text()), (f"action {act.text()!r}", "tip", act.toolTip())]
    return [(where, kind, text) for where, kind, text in out if text]


def check(window, moment: str) -> None:
    problems = []
    for where, kind, text in surfaces(window):
        if kind.startswith("label:"):
            fmt = kind.split(":", 1)[1]
            if fmt == "RichText" or (fmt != "PlainText" and rich(text)):
                problems.append(f"{where}: a label reads its text as rich text: {text!r}")
        elif kind == "tip" and tip_problem(text):
            problems.append(f"{where}: {tip_problem(text)}: {text!r}")
        why = bidi_problem(text)
        if why:
            problems.append(f"{where}: {why}: {text!r}")
    widths = [window.width(), window.minimumSizeHint().width()]
    dialog = window.result_dialog
    if dialog is not None and dialog.isVisible():
        widths += [dialog.width(), dialog.minimumSizeHint().width()]
    if max(widths) > SCREEN:
        problems.append(f"the window is {max(widths)} px wide (screen: {SCREEN})")
    assert not problems, f"{moment}:\n" + "\n".join(sorted(set(problems))[:25])


def check_names_isolated(window, names) -> None:
    """The privacy screen sets the name into its sentences isolated: a
    right-to-left name cannot turn the sentence around it."""
    title = window.privacy.title.text()
    rtl = [n for n in names if n.startswith(RTL_NAME)]
    for name in rtl:
        bare = name.replace("\u202e", "")
        if bare in title:
            assert f"{FSI}{bare}{PDI}" in title, f"a right-to-left name not isolated: {title!r}"


# -- playing ------------------------------------------------------------------------------

def playable(game, setup: Setup) -> Setup:
    """``setup``, or with the one yes/no option switched on that a game
    needs for this many players (a two-player variant, say)."""
    import attrs

    from cardtable.engine.protocol import BadOptions

    tries = [setup] + [attrs.evolve(setup, options={**setup.options, spec.key: True})
                       for spec in game.options if spec.kind == "bool" and not spec.default]
    for candidate in tries:
        try:
            game.create(candidate)
        except BadOptions:
            continue
        return candidate
    raise AssertionError(f"{game.id} cannot be set up for {setup.count} players")


@pytest.fixture
def png(tmp_path, monkeypatch):
    """A real image the hostile words point at (by file URI and by a name
    relative to the working folder)."""
    path = tmp_path / "e.png"
    image = QImage(40, 40, QImage.Format.Format_RGB32)
    image.fill(0xFF2266)
    assert image.save(str(path))
    monkeypatch.chdir(tmp_path)
    return path.as_uri()


CASES = [(gid, n, offset) for gid in sorted(GAMES)
         for n, offset in ((GAMES[gid].min_players, 0), (GAMES[gid].max_players, 2))]


@pytest.mark.parametrize(("game_id", "players", "offset"), CASES,
                         ids=[f"{g}-{n}" for g, n, _ in CASES])
def test_hostile_words_stay_plain_on_every_surface(qtbot, make_window, png, game_id, players, offset):
    game = GAMES[game_id]
    window = make_window()
    window.resize(1024, 640)
    names = hostile_names(png, players, offset)
    specs = tuple(PlayerSpec(name, bot=i >= 2) for i, name in enumerate(names))
    window.new_game(game_id, playable(game, Setup(specs, hostile_options(game_id, png), 5)))
    s = window.session
    answer = answering(text='<img src="e.png"> a note', choice=0)
    rng = random.Random(5)
    # the privacy screen as it asks for each seat in turn (a game without
    # secrets never hides the table: it is asked for here all the same)
    page = window.pages.currentWidget()
    for seat in range(players):
        window.presenter.on_handover(seat)
        check(window, f"{game_id}, {players} players: the privacy screen for seat {seat + 1}")
        check_names_isolated(window, names)
    window.pages.setCurrentWidget(page)
    checked = {"hand-over": 0, "holding": 0}
    steps = 0
    while not s.match.over and steps < 4000:
        steps += 1
        s.step_bots_now()
        if s.match.over:
            break
        if s.covered:
            if checked["hand-over"] < 4:
                checked["hand-over"] += 1
                qtbot.waitUntil(lambda: not window.docks_behind, timeout=2000)
                check(window, f"{game_id}, {players} players: behind the privacy screen")
                check_names_isolated(window, names)
            window.privacy.button.click()
            continue
        if s.holding is not None:
            if checked["holding"] < 2:
                checked["holding"] += 1
                qtbot.waitUntil(lambda: not window.docks_behind, timeout=2000)
                check(window, f"{game_id}, {players} players: a player looks at a new card")
            window.action_bar.buttons()[0].click()
            continue
        seat = s.acting_seat()
        if seat is None:
            break
        if steps % 25 == 1:
            qtbot.waitUntil(lambda: not window.docks_behind, timeout=2000)
            check(window, f"{game_id}, {players} players: move {len(s.match.steps)}")
        play(s, seat, game.bot(s.match.state, seat, rng), answer)
    assert s.match.over, f"{game_id} did not finish"
    qtbot.waitUntil(lambda: window.result_dialog is not None and window.result_dialog.isVisible(), timeout=3000)
    qtbot.waitUntil(lambda: not window.docks_behind, timeout=2000)
    check(window, f"{game_id}, {players} players: the result")
    window.result_dialog.close()
