"""Game ▸ Invite phones: the dialog, the phones' room and the window's words.

Nothing listens until the user presses Start inviting; a seat is invited by
its Invite this seat (tests/gui/test_invite_deliberate.py checks that
nothing else invites one); each seat's code is
the QR code of its address (its token in the fragment); a joined seat says
so, and can be taken back (its old address refused); a new game or the
window closing stops the server (the port refuses) and kills every
address; names stay plain text; the dialog fits a 1280×800 screen at
eight players. Loopback only; every wait is on a condition.
"""

from __future__ import annotations

import asyncio
import json
import random
import socket
import threading

import pytest
import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import Qt as GuiQt  # Qt::mightBeRichText lives in QtGui
from PySide6.QtWidgets import QApplication, QLabel

from cardtable.app.invite import QUIET
from cardtable.engine.protocol import PlayerSpec, Setup
from tests.phone_driver import at_the_screen

from .conftest import run_on_screen
from .test_invite_deliberate import invite

pytestmark = pytest.mark.gui

PEOPLE = ("Ann", "Bob", "Cy", "Di")


def _start_game(w, names=PEOPLE, bots=0, game_id="99-chances", seed=5):
    players = tuple(PlayerSpec(n) for n in names) + tuple(PlayerSpec(f"Bot {i + 1}", True) for i in range(bots))
    w.new_game(game_id, Setup(players, {}, seed))
    return w.session


def _menu_action(w, text):
    return next(a for m in w.menuBar().actions() for a in m.menu().actions() if a.text() == text)


def _open(qtbot, w):
    _menu_action(w, "&Invite phones…").trigger()
    room = w.phones
    assert room is not None and room.dialog is not None
    qtbot.waitExposed(room.dialog)
    return room, room.dialog


def _start_on_loopback(qtbot, dialog, port: int = 0) -> None:
    dialog.host.setCurrentIndex(dialog.host.findData("127.0.0.1"))
    dialog.port.setValue(port)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)


def _listening_threads():
    return [t for t in threading.enumerate() if t.name == "cardtable-phones" and t.is_alive()]


def _serves(port: int) -> bool:
    """The phone page answers on 127.0.0.1:``port`` (a whole request and
    its answer: no connection is left half-open for the server to close)."""
    from urllib.request import urlopen

    with urlopen(f"http://127.0.0.1:{port}/", timeout=5) as answer:
        return answer.status == 200


def _refused(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=2):
            return False
    except ConnectionRefusedError:
        return True


def _finish(session) -> None:
    rng = random.Random(1)
    while len(session.match.steps) < 3000 and at_the_screen(session, rng):
        pass
    assert session.match.over


# -- the menu ---------------------------------------------------------------------------------

def test_the_menu_entry_is_there_only_for_a_game_people_play(qtbot, make_window):
    w = make_window()
    act = _menu_action(w, "&Invite phones…")
    assert act.shortcut().toString() == "Ctrl+I"
    others = [a for m in w.menuBar().actions() for a in m.menu().actions() if a is not act]
    assert all(a.shortcut() != act.shortcut() for a in others), "Ctrl+I is taken already"
    assert not act.isEnabled()  # no game
    _start_game(w, names=(), bots=3)
    assert not act.isEnabled()  # nobody to invite
    w.act_invite.trigger()
    assert w.phones is None
    _start_game(w)
    assert act.isEnabled()
    w.new_game("t13-snap-fire", Setup((PlayerSpec("Ann"), PlayerSpec("Bob", True)), {}, 3))
    assert act.isEnabled()
    _finish(w.session)
    w.refresh()
    assert not act.isEnabled()  # a finished game


# -- listening only when asked ---------------------------------------------------------------------

def test_opening_the_dialog_listens_on_nothing(qtbot, make_window):
    w = make_window()
    _start_game(w)
    before = _listening_threads()
    room, d = _open(qtbot, w)
    assert room.server is None and room.desk is None and not room.listening
    assert _listening_threads() == before
    assert not d.isModal()
    assert "Start inviting" in d.start_button.text().replace("&", "")
    assert d.host.itemData(d.host.count() - 1) == "127.0.0.1"
    assert d.qr.pixmap().isNull() and not d.address.text()
    # picking another seat does not listen either
    d.seat_list.setCurrentRow(2)
    assert room.server is None and room.desk is None


def test_a_seat_code_is_the_qr_code_of_its_address(qtbot, make_window):
    w = make_window()
    s = _start_game(w)
    room, d = _open(qtbot, w)
    d.seat_list.setCurrentRow(1)
    _start_on_loopback(qtbot, d)
    assert room.listening, d.status.text()
    host, port = room.address
    assert host == "127.0.0.1" and port > 0
    assert f"127.0.0.1:{port}" in d.status.text()
    assert room.desk.invited() == {} and d.qr.pixmap().isNull()  # listening invites nobody
    invite(qtbot, d, 1)
    invited = room.desk.invited()
    assert set(invited) == {1}  # only the seat invited
    url = d.address.text()
    assert url == f"http://127.0.0.1:{port}/#{invited[1]}" == d.shown_url
    assert d.seat_name.text() == "Bob" and d.seat_state.text() == "Waiting for the phone…"
    # the image is segno's matrix for that address, module by module, with a quiet zone
    image = d.qr.pixmap().toImage()
    matrix = segno.make(url, error="m").matrix
    module, n = d.module, len(matrix)
    assert module >= 1 and image.width() == image.height() == (n + 2 * QUIET) * module >= 180
    black, white = QColor("black").rgb(), QColor("white").rgb()
    for r in range(-QUIET, n + QUIET):
        for c in range(-QUIET, n + QUIET):
            dark = 0 <= r < n and 0 <= c < n and matrix[r][c]
            for dx, dy in ((0, 0), (module - 1, module - 1)):  # a module is a whole square
                x, y = (QUIET + c) * module + dx, (QUIET + r) * module + dy
                assert image.pixel(x, y) == (black if dark else white), (r, c)
    # copy puts the address on the clipboard
    qtbot.mouseClick(d.copy_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == url
    # another seat invited gets its own address; the first one's code left the screen and its address died
    invite(qtbot, d, 3)
    assert set(room.desk.invited()) == {3}
    assert d.address.text().endswith("#" + room.desk.invited()[3]) and d.address.text() != url
    assert room.desk.hello(invited[1])[0] is None
    s.shutdown()


def test_joined_taken_back_and_invited_again(qtbot, make_window):
    w = make_window()
    s = _start_game(w)
    room, d = _open(qtbot, w)
    _start_on_loopback(qtbot, d)
    desk = room.desk
    invite(qtbot, d, 0)
    token = desk.invited()[0]
    assert desk.hello(token)[0] == 0  # Ann's phone says hello
    qtbot.waitUntil(lambda: d.seat_state.text() == "Joined from a phone", timeout=5000)
    assert s.remote == {0} and desk.joined(0)
    assert "Joined from a phone" in d.seat_list.item(0).text()
    assert d.qr.pixmap().isNull() and not d.address.text()  # the secret leaves the screen once used
    # Ann is due: the window shows the public table and says why
    assert 0 in s.match.to_act() and s.viewer is None and not s.covered
    qtbot.waitUntil(lambda: "Ann is playing on their phone" in w.hint.text(), timeout=5000)
    assert w.pages.currentWidget() is w.table_page
    qtbot.waitUntil(lambda: "Ann (on a phone)" in w.players_dock.seats.item(0).text(), timeout=5000)
    # take back: Ann plays at the screen again, behind the privacy screen; her address dies
    assert d.take_back_button.isVisible() and "Take back" in d.take_back_button.text().replace("&", "")
    qtbot.mouseClick(d.take_back_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: d.seat_state.text() == "At the table's screen", timeout=5000)
    assert not s.remote and not desk.joined(0) and 0 not in desk.invited()
    assert desk.hello(token)[0] is None
    assert s.covered and s.pending == 0
    assert "playing on their phone" not in w.hint.text()
    qtbot.waitUntil(lambda: "on a phone" not in w.players_dock.seats.item(0).text(), timeout=5000)
    # not invited again by itself; the button gives a new address
    assert d.qr.pixmap().isNull()
    assert d.invite_button.isVisible() and "again" in d.invite_button.text()
    invite(qtbot, d, 0)
    fresh = desk.invited()[0]
    assert fresh != token and d.address.text().endswith("#" + fresh) and not d.qr.pixmap().isNull()
    assert d.seat_state.text() == "Waiting for the phone…"
    assert desk.hello(token)[0] is None


def test_a_phone_over_the_network_joins(qtbot, make_window):
    """The real path: a WebSocket on loopback says hello with the seat's token."""
    import aiohttp

    w = make_window()
    s = _start_game(w)
    room, d = _open(qtbot, w)
    d.seat_list.setCurrentRow(2)
    _start_on_loopback(qtbot, d)
    host, port = room.address
    token = invite(qtbot, d, 2).split("#", 1)[1]
    got: dict = {}

    async def phone() -> None:
        async with aiohttp.ClientSession() as http:
            async with http.ws_connect(f"http://{host}:{port}/ws", origin=f"http://{host}:{port}") as ws:
                await ws.send_str(json.dumps({"t": "hello", "token": token}))
                got["first"] = json.loads((await ws.receive(timeout=10)).data)

    thread = threading.Thread(target=lambda: asyncio.run(phone()), daemon=True)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=15_000)
    assert got["first"]["t"] == "welcome" and got["first"]["seat"] == 2
    qtbot.waitUntil(lambda: d.seat_state.text() == "Joined from a phone", timeout=5000)
    assert s.remote == {2}


def test_a_new_game_closes_the_server_and_kills_every_address(qtbot, make_window):
    w = make_window()
    _start_game(w)
    room, d = _open(qtbot, w)
    _start_on_loopback(qtbot, d)
    desk = room.desk
    room.invite(0)  # one invitation out besides the one the dialog shows
    invite(qtbot, d, 1)
    tokens = dict(desk.invited())
    assert set(tokens) == {0, 1}
    assert desk.hello(tokens[1])[0] == 1
    port = room.address[1]
    assert _serves(port)
    _start_game(w, names=("Eve", "Fay", "Gus"))
    assert w.phones is None and room.server is None and room.closed
    qtbot.waitUntil(lambda: _refused(port), timeout=5000)
    assert not _listening_threads()
    assert all(desk.hello(t)[0] is None for t in tokens.values())
    assert not w.session.remote
    qtbot.waitUntil(lambda: not d.isVisible(), timeout=5000)
    # the new game's dialog starts afresh, listening on nothing
    room2, d2 = _open(qtbot, w)
    assert room2 is not room and room2.server is None
    assert d2.seat_list.item(0).text().startswith("Eve")


def test_closing_the_window_closes_the_server(qtbot, make_window):
    w = make_window()
    _start_game(w)
    room, d = _open(qtbot, w)
    _start_on_loopback(qtbot, d)
    port = room.address[1]
    token = invite(qtbot, d, 0).split("#", 1)[1]
    desk = room.desk
    w.close()
    qtbot.waitUntil(lambda: _refused(port), timeout=5000)
    assert desk.hello(token)[0] is None and not _listening_threads()


def test_stop_inviting_brings_every_seat_back(qtbot, make_window):
    w = make_window()
    s = _start_game(w)
    room, d = _open(qtbot, w)
    _start_on_loopback(qtbot, d)
    desk = room.desk
    token = invite(qtbot, d, 0).split("#", 1)[1]
    desk.hello(token)
    qtbot.waitUntil(lambda: s.remote == {0}, timeout=5000)
    port = room.address[1]
    qtbot.mouseClick(d.start_button, Qt.MouseButton.LeftButton)  # now "Stop inviting"
    assert not room.listening and not s.remote and desk.hello(token)[0] is None
    qtbot.waitUntil(lambda: _refused(port), timeout=5000)
    assert "Start inviting" in d.start_button.text().replace("&", "") and d.host.isEnabled()


def test_a_port_in_use_is_said_in_one_line(qtbot, make_window):
    w = make_window()
    _start_game(w)
    room, d = _open(qtbot, w)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        _start_on_loopback(qtbot, d, port)
        assert not room.listening and room.desk is None
        text = d.status.text()
        assert "Cannot listen" in text and str(port) in text and "\n" not in text
        assert d.status.textFormat() == Qt.TextFormat.PlainText
    # an address this machine does not have (TEST-NET-3: nothing is sent)
    assert not room.start("203.0.113.7", 0) and "Cannot listen" in room.problem
    # the port free again: it starts
    _start_on_loopback(qtbot, d, port)
    assert room.listening and room.address[1] == port


# -- plain text ------------------------------------------------------------------------------------

def test_names_with_markup_show_literally(qtbot, make_window):
    names = ("<img src=x>", "<b>x</b>", "Cy")
    w = make_window()
    s = _start_game(w, names=names)
    room, d = _open(qtbot, w)
    _start_on_loopback(qtbot, d)
    for row, name in enumerate(names):
        invite(qtbot, d, row)
        assert d.seat_list.item(row).text().split("\n")[0] == name
        assert d.seat_name.text() == name
        qtbot.mouseClick(d.copy_button, Qt.MouseButton.LeftButton)
        assert d.note.text().startswith(name)
        for label in d.findChildren(QLabel):
            assert (label.textFormat() == Qt.TextFormat.PlainText or not GuiQt.mightBeRichText(label.text())), \
                label.objectName()
    # the window's sentence while a phone plays
    due = s.match.to_act()[0]
    room.desk.hello(room.desk.invite(due))
    qtbot.waitUntil(lambda: w.hint.text().startswith(f"{names[due]} is playing on their phone"), timeout=5000)
    assert w.hint.textFormat() == Qt.TextFormat.PlainText


# -- the screen ----------------------------------------------------------------------------------

PROBE = r'''
from PySide6.QtWidgets import QScrollArea
from cardtable.app.screen_fit import ScrollBody

def rect(r):
    return [r.x(), r.y(), r.width(), r.height()]

w = MainWindow(all_games(), AppConfig(Path(sys.argv[1]), bot_delay_ms=0))
w.show()
settle()
names = [f"Player {i + 1} with a rather long name" for i in range(8)]
w.new_game("99-chances", Setup(tuple(PlayerSpec(n) for n in names), {}, 5))
w.act_invite.trigger()
d = w.phones.dialog
wait_until(lambda: d.isVisible(), "the dialog")
d.host.setCurrentIndex(d.host.findData("127.0.0.1"))
d.start_button.click()
settle()
seat = next(i for i in range(8) if not d.at_the_screen(i))  # no question asked for it
d.select_seat(seat)
d.invite_button.click()
settle()
body = d.findChild(ScrollBody)
out = {"available": rect(app.primaryScreen().availableGeometry()), "dialog": rect(d.frameGeometry()),
       "inside": rect(d.rect()), "listening": w.phones.listening,
       "scrolls": body.verticalScrollBar().isVisible() or body.horizontalScrollBar().isVisible(),
       "rows": d.seat_list.count(), "module": d.module, "buttons": {}}
for name, b in (("start", d.start_button), ("copy", d.copy_button), ("take back", d.take_back_button)):
    top = b.mapTo(d, QPoint(0, 0))
    out["buttons"][name] = [b.isVisible(), rect(QRect(top, b.size()))]
qr = d.qr
out["qr"] = [rect(QRect(qr.mapTo(d, QPoint(0, 0)), qr.size())), qr.pixmap().width()]
w.close_phones()
w.session.shutdown()
print("PROBE " + json.dumps(out))
'''


def test_the_dialog_fits_a_1280_by_800_screen_with_eight_players(tmp_path):
    got = run_on_screen(tmp_path, PROBE, 1280, 800)
    area, dialog = got["available"], got["dialog"]
    assert got["listening"] and got["rows"] == 8
    x, y, wd, ht = dialog
    assert x >= area[0] and y >= area[1] and x + wd <= area[0] + area[2] and y + ht <= area[1] + area[3], got
    assert not got["scrolls"], f"the dialog scrolls at 1280×800: {got}"
    inside = got["inside"]
    for name, (visible, (bx, by, bw, bh)) in got["buttons"].items():
        assert visible and bx >= 0 and by >= 0 and bx + bw <= inside[2] and by + bh <= inside[3], (name, got)
    (qx, qy, qw, qh), width = got["qr"]
    assert width >= 180 and qy + qh <= inside[3], got
