"""Issue 36, "200 % text stops half-way": at the largest text size (and at
the usual one) every dialog of the window and the replay bar follow the
size and fit a 1280×800 screen, in English and in German.

Each language runs in a process of its own, on an offscreen screen of
1280×800 with a window manager's frames, the app's style sheet and text
size put in place as the app starts them. Every dialog is opened as the
window opens it and measured where it shows: inside the screen, no
sideways scroll bar anywhere in it, no button, label, choice or list cell
whose words (measured with QFontMetrics) are wider than the room it has,
and a window title that is whole and fits the dialog's title bar."""

from __future__ import annotations

import pytest

from tests.gui.conftest import run_on_screen

PROBE = r'''
import re
from PySide6 import QtGui
from PySide6.QtGui import QFont, QFontMetrics, QTextDocument
from PySide6.QtWidgets import (QAbstractButton, QAbstractScrollArea, QCheckBox, QComboBox, QLabel,
                               QRadioButton, QStyle, QStyleOptionComboBox, QTableWidget, QTreeWidget, QWidget)
from cardtable.app.dialogs import style_sheet
from cardtable.app.language import install_language
from cardtable.app.text_scale import apply_text_scale

LANGUAGE, SCALE = "@LANGUAGE@", @SCALE@
app.setStyleSheet(style_sheet())  # as the app starts: the sheet, the language, then the text size
install_language(LANGUAGE)
apply_text_scale(SCALE)
AREA = app.primaryScreen().availableGeometry()
TITLE_FONT = QFont(app.font())  # a window manager draws titles at its own size: the usual one
TITLE_FONT.setPointSizeF(app.font().pointSizeF() / SCALE)
TITLE_BUTTONS = 110  # what a title bar keeps for its buttons and margins
MARGIN = 2 * (app.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)  # a cell's, each side


def words(text):
    """What a widget's text shows: "&&" as "&", a mnemonic's "&" gone."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def plain(label):
    text = label.text()
    if label.textFormat() == Qt.TextFormat.RichText or (
            label.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)):
        doc = QTextDocument()
        doc.setHtml(text)
        return doc.toPlainText()
    return text


def name(w):
    return f"{type(w).__name__} {w.objectName() or ''}".strip()


def cut_words(top):
    """Every widget in ``top`` whose words are wider than the room it gives them."""
    out = []
    shown = lambda w: w.isVisibleTo(top) and w.width() > 0
    for b in top.findChildren(QAbstractButton):
        if not shown(b) or not b.text():
            continue
        need = b.fontMetrics().horizontalAdvance(words(b.text()))
        if not b.icon().isNull():
            need += b.iconSize().width()
        if isinstance(b, (QCheckBox, QRadioButton)):
            need += b.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, b)
        if b.width() < need:
            out.append(f"{name(b)} {words(b.text())!r}: {b.width()} px for {need} px of words")
    for label in top.findChildren(QLabel):
        if not shown(label) or not label.text() or (label.pixmap() is not None and not label.pixmap().isNull()):
            continue
        fm = label.fontMetrics()
        room = label.contentsRect().width() - 2 * max(0, label.margin())
        text = words(plain(label)) if label.buddy() is not None else plain(label)
        if hasattr(label, "shown_lines"):  # a plain label that wraps (and cuts) its own lines
            lines = label.shown_lines()
            if "".join("".join(ln.split()) for ln in lines) != "".join(text.split()):
                out.append(f"{name(label)} {text[:40]!r}: cut to {lines!r}")
            elif label.height() < len(lines) * fm.lineSpacing():
                out.append(f"{name(label)} {text[:40]!r}: {label.height()} px tall for {len(lines)} lines")
        elif label.wordWrap():
            longest = max((fm.horizontalAdvance(w) for w in text.split()), default=0)
            if longest > room:
                out.append(f"{name(label)} {text[:40]!r}: a word of {longest} px in {room} px")
            elif label.height() < label.heightForWidth(label.width()) - 1:
                out.append(f"{name(label)} {text[:40]!r}: {label.height()} px tall for "
                           f"{label.heightForWidth(label.width())} px of lines")
        else:
            widest = max((fm.horizontalAdvance(ln) for ln in text.splitlines()), default=0)
            if widest > room:
                out.append(f"{name(label)} {text[:40]!r}: {room} px for {widest} px of words")
    for combo in top.findChildren(QComboBox):
        if not shown(combo) or combo.isEditable() or not combo.currentText():
            continue
        opt = QStyleOptionComboBox()
        combo.initStyleOption(opt)
        field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                             QStyle.SubControl.SC_ComboBoxEditField, combo)
        need = combo.fontMetrics().horizontalAdvance(combo.currentText())
        if not combo.itemIcon(combo.currentIndex()).isNull():
            need += combo.iconSize().width() + 4
        if field.width() < need:
            out.append(f"{name(combo)} {combo.currentText()!r}: {field.width()} px for {need} px of words")
    for tree in top.findChildren(QTreeWidget):
        if not shown(tree):
            continue
        items = []
        for i in range(tree.topLevelItemCount()):
            item = tree.topLevelItem(i)
            items.append((item, 0))
            items += [(item.child(j), 1) for j in range(item.childCount())]
        for item, depth in items:
            for col in range(tree.columnCount()):
                fm = QFontMetrics(item.font(col))
                text = item.text(col)
                indent = MARGIN + (tree.indentation() * (depth + 1) if col == 0 else 0)
                room = tree.header().sectionSize(col) - indent
                if not text or room >= fm.horizontalAdvance(text):
                    continue
                longest = max(fm.horizontalAdvance(word) for word in re.split(r"\s+|(?<=-)", text))
                tall = fm.boundingRect(QRect(0, 0, max(1, room), 100_000), Qt.TextFlag.TextWordWrap, text).height()
                if not tree.wordWrap() or longest > room or tree.visualItemRect(item).height() < tall:
                    out.append(f"{name(tree)} {text!r}: {room} px for {fm.horizontalAdvance(text)} px "
                               f"({tree.visualItemRect(item).height()} px tall for {tall})")
    for table in top.findChildren(QTableWidget):
        if not shown(table):
            continue
        for r in range(table.rowCount()):
            for col in range(table.columnCount()):
                item = table.item(r, col)
                if item is None or not item.text() or table.isColumnHidden(col):
                    continue
                need = QFontMetrics(item.font()).horizontalAdvance(item.text()) + MARGIN
                if table.columnWidth(col) < need:
                    out.append(f"{name(table)} {item.text()!r}: {table.columnWidth(col)} px for {need} px")
    return out


def sideways(top):
    return [name(a) for a in top.findChildren(QAbstractScrollArea)
            if a.isVisibleTo(top) and a.horizontalScrollBar().isVisible()]


def look(dialog, what, close=True, whole=False):
    """Show ``dialog`` as the window shows it, and say what is wrong
    (``whole``: it shows all it holds, with no scrolling up and down either)."""
    if not dialog.isVisible():
        dialog.show()
    wait_until(dialog.isVisible, what)
    settle()
    wrong = []
    frame = dialog.frameGeometry()
    if not AREA.contains(frame):
        wrong.append(f"opens at {frame.x()},{frame.y()} {frame.width()}×{frame.height()}, off the screen")
    wrong += [f"scrolls sideways ({s})" for s in sideways(dialog)]
    if whole:
        wrong += [f"scrolls up and down ({name(a)})" for a in dialog.findChildren(QAbstractScrollArea)
                  if a.isVisibleTo(dialog) and a.verticalScrollBar().isVisible()]
    wrong += cut_words(dialog)
    title = dialog.windowTitle()
    if not title or "…" in title:
        wrong.append(f"title cut: {title!r}")
    elif QFontMetrics(TITLE_FONT).horizontalAdvance(title) + TITLE_BUTTONS > frame.width():
        wrong.append(f"title {title!r} wider than its title bar ({frame.width()} px)")
    found[what] = wrong
    if close:
        dialog.close()
        settle()


found = {}
games = all_games()
home = Path(sys.argv[1])
w = MainWindow(games, AppConfig(home, bot_delay_ms=0))
w.show()
wait_until(w.isVisible, "the window")

from cardtable.app.dialogs import NewGameDialog, PreferencesDialog, RulesDialog, StatisticsDialog
from cardtable.app.dialogs.result import ResultDialog
from cardtable.app.about import AboutDialog
from cardtable.app.statistics import Statistics

for gid, game in games.items():
    setup = Setup(tuple(PlayerSpec(f"Player {i + 1}", bot=i >= 2) for i in range(game.max_players)), {}, 3)
    look(NewGameDialog(games, None, w, (gid, setup)), f"New game: {gid}")
    look(RulesDialog(game, w), f"Rules: {gid}")
chooser = NewGameDialog(games, None, w)  # one dialog, each game chosen in it in turn, as a person does
for gid, game in games.items():
    chooser.game_list.select_game(gid)
    chooser.players.setValue(game.max_players)
    look(chooser, f"New game, {gid} chosen in it", close=False)
chooser.close()
look(PreferencesDialog(w.style_prefs, w), "Preferences", whole=True)  # it took the screen's whole height
stats = Statistics(home / "long-names.json")
long_names = ["Maximiliane Wilhelmine von Hohenzollern-Sigmaringen", "Bartholomew Fitzgerald-Worthington III"]
for i, gid in enumerate(games):
    stats.record(f"game {i}", gid, games[gid].title, long_names, [i % 2], hinted=[0], practice=i == 0)
look(StatisticsDialog(stats, w), "Statistics")
look(AboutDialog(w), "About")
standings = [(1, long_names[0], "99", True), (2, long_names[1], "12", False)]
look(ResultDialog(f"{long_names[0]} wins", f"{long_names[0]} wins with 99 points.", w, standings=standings),
     "Result")

# the questions a game asks in words, titled by the move (German's "Write y…er role" was cut by the
# window manager: the box was narrower than its title)
w.new_game("99-chances", Setup(tuple(PlayerSpec(f"Player {i + 1}") for i in range(3)), {}, 3))
s = w.session
asked = 0
for seat in range(s.match.setup.count):
    for action in s.match.legal(seat):
        info = s.describe(action)
        if info.text_prompt and asked < 2:
            asked += 1
            box = w.asker.ask_text(info.text_prompt, info.label, "", info.one_line, s.story_room(),
                                   lambda text: "", lambda value: None)
            look(box, f"Asked: {info.label}", close=False)
            box.answer(None)
            settle()
assert asked, "no move of 99 Chances asked for words"
s.shutdown()

# a game a few moves in: its invitation to phones, then its replay bar
gid = "ninety-nine"
w.new_game(gid, Setup((PlayerSpec("Ann"), PlayerSpec("Bob"), PlayerSpec("Cy", bot=True)), {}, 3))
s = w.session
rng = random.Random(3)
for _ in range(8):
    s.step_bots_now()
    if s.covered:
        w.privacy.button.click()
    seat = s.acting_seat()
    if seat is None:
        break
    s.perform(seat, s.game.bot(s.match.state, seat, rng))
w.invite_phones()
look(w.phones.dialog, "Invite phones")
w.close_phones()
settle()
assert w.review_this_game()
bar = w.timeline
wait_until(bar.isVisible, "the replay bar")
wrong = cut_words(bar)
inside = bar.rect()
for child in bar.findChildren(QWidget):
    if child.isVisibleTo(bar) and child.parentWidget() is not None and child.width() > 0:
        at = QRect(child.mapTo(bar, QPoint(0, 0)), child.size())
        if not inside.contains(at):
            wrong.append(f"{name(child)} reaches past the bar: {at.x()}..{at.right()} of {inside.width()} px")
if bar.width() > w.width():
    wrong.append(f"the bar is {bar.width()} px wide in a window of {w.width()} px")
if not AREA.contains(w.frameGeometry()):
    wrong.append("the window with the replay bar is off the screen")
found["Replay bar"] = wrong
w.close_review()
s.shutdown()
print("PROBE " + json.dumps(found))
'''


@pytest.mark.parametrize("scale", ["1.0", "2.0"])
@pytest.mark.parametrize("language", ["en", "de"])
def test_every_dialog_and_the_replay_bar_fit_1280_by_800(tmp_path, language, scale):
    probe = PROBE.replace("@LANGUAGE@", language).replace("@SCALE@", scale)
    found = run_on_screen(tmp_path, probe, 1280, 800)
    assert found, "the probe looked at nothing"
    wrong = {what: problems for what, problems in found.items() if problems}
    assert not wrong, "\n".join(f"{what}: " + "; ".join(problems) for what, problems in wrong.items())


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_a_move_button_shows_a_long_vote_whole_where_the_bar_has_room(qtbot, german, scale):
    """The German vote buttons were cut ("Stimme für „Die alte …"): a
    move's words were cut at 48 letters whatever room the bar had. Now a
    button is cut only past a row of the bar, and again at a new width."""
    from PySide6.QtWidgets import QApplication

    from cardtable.app.action_bar import ActionBar
    from cardtable.app.text_scale import apply_text_scale

    apply_text_scale(scale)
    try:
        bar = ActionBar()
        qtbot.addWidget(bar)
        bar.resize(1200, 200)  # the bar under the table of a window on a 1280×800 screen
        bar.show()
        qtbot.waitExposed(bar)
        vote = ("Stimme für „Die alte Armeebande knackt den Tresor des Bürgermeisters, "
                "bevor die Sirenen der Stadtwache losheulen“")
        bar.set_moves([(vote, "vote"), ("Passen", "pass")], lambda _a: None, lambda: None)
        qtbot.waitUntil(lambda: bool(bar.buttons()) and bar.buttons()[0].isVisible())
        room = bar.viewport().width()
        button = bar.buttons()[0]
        if button.fontMetrics().horizontalAdvance(vote) + 60 < room:  # the bar has room: it is whole
            assert button.text() == vote, button.text()
            assert button.width() >= button.fontMetrics().horizontalAdvance(vote)
        else:  # no room: cut at the row's width, read whole in its tooltip
            assert button.text().endswith("…") and vote in button.toolTip()
        assert button.width() <= room
        bar.resize(500, 200)  # narrower: cut again to the room there is, never wider than the bar
        QApplication.processEvents()
        button = bar.buttons()[0]
        assert button.text().endswith("…") and button.width() <= bar.viewport().width()
    finally:
        apply_text_scale(1.0)


def test_the_replay_bar_sized_while_hidden_shows_its_buttons_whole_at_200_percent(qtbot, german):
    """In the real window the bar was given its width while hidden and its
    eyes' names afterwards: it stayed in one row and squeezed "Von hier aus
    weiterspielen…" to a fragment. Whatever comes first, every button shows
    its words whole."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QApplication

    from cardtable.app.text_scale import apply_text_scale
    from cardtable.app.timeline import TimelineBar

    apply_text_scale(2.0)
    try:
        bar = TimelineBar()
        qtbot.addWidget(bar)
        bar.resize(600, bar.sizeHint().height())  # the table's width beside the docks, at 200 %
        bar.show_range(40, [])
        bar.show_at(12, "18  ·  Spielrichtung im Uhrzeigersinn")
        bar.show()
        qtbot.waitExposed(bar)
        bar.show_eyes(["Was alle sahen", "Maximiliane", "Bartholomew"], 0)  # filled in once it shows
        qtbot.waitUntil(lambda: bar.play_on.width() >= bar.play_on.fontMetrics().horizontalAdvance(
            bar.play_on.text().replace("&", "")))
        QApplication.processEvents()
        for button in (bar.play_on, bar.leave):
            words = button.text().replace("&", "")
            assert button.width() >= button.fontMetrics().horizontalAdvance(words), words
            assert bar.rect().contains(QRect(button.mapTo(bar, QPoint(0, 0)), button.size())), words
        assert bar.height() >= bar.sizeHint().height()
    finally:
        apply_text_scale(1.0)
