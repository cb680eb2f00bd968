"""Invite phones: a seat is invited only on purpose, and its code is on the
shared screen only while that seat is joining (issue 35, item 8).

Picking a seat in the list invites nothing; *Invite this seat* does, and
for the seat at the screen (its player sits at this window) only once a
confirmation says yes. The code and the address show for the seat invited
here only, and leave the screen when another seat is picked, when the
phone joins, when the invitation is cancelled and when the dialog is
closed; an invitation shown and then hidden without being used is
withdrawn: its address opens nothing, over the network too. Loopback
only; every wait is on a condition.
"""

from __future__ import annotations

import asyncio
import json
import threading

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from cardtable.engine.protocol import PlayerSpec, Setup

pytestmark = pytest.mark.gui

PEOPLE = ("Ann", "Bob", "Cy", "Di")


def start(qtbot, w, names=PEOPLE, game_id="99-chances", seed=5):
    w.new_game(game_id, Setup(tuple(PlayerSpec(n) for n in names), {}, seed))
    w.act_invite.trigger()
    room, d = w.phones, w.phones.dialog
    qtbot.waitExposed(d)
    d.host.setCurrentIndex(d.host.findData("127.0.0.1"))
    d.port.setValue(0)
    qtbot.mouseClick(d.start_button, Qt.MouseButton.LeftButton)
    assert room.listening, d.status.text()
    return w.session, room, d


def answer_own_seat_box(answer: QMessageBox.StandardButton, tries: int = 500) -> list[str]:
    """Answer the next "Invite the seat at this screen?" box with ``answer``
    once it is open; the texts of the boxes answered."""
    seen: list[str] = []

    def poke(left: int) -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.objectName() == "inviteOwnSeatBox":
            seen.append(box.text())
            box.button(answer).click()
        elif left:
            QTimer.singleShot(10, lambda: poke(left - 1))

    QTimer.singleShot(0, lambda: poke(tries))
    return seen


def invite(qtbot, d, seat: int) -> str:
    """Pick ``seat`` and press Invite this seat (yes to the question for the seat at the screen)."""
    d.select_seat(seat)
    asked = answer_own_seat_box(QMessageBox.StandardButton.Yes) if at_the_screen(d.session, seat) else None
    qtbot.mouseClick(d.invite_button, Qt.MouseButton.LeftButton)
    assert asked is None or asked, "the question for the seat at the screen was not asked"
    return d.address.text()


def at_the_screen(s, seat: int) -> bool:
    """The screen shows ``seat`` now, or shows it next behind the privacy screen."""
    return seat in {s.viewer, s.pending, s.holding}


def others(s) -> list[int]:
    """The seats whose players are not at the screen now."""
    return [seat for seat in s.humans if not at_the_screen(s, seat)]


def shows_no_code(d) -> bool:
    return d.qr.pixmap().isNull() and not d.address.text() and d.shown_url is None and not d.copy_button.isEnabled()


def network_hello(room, token: str) -> dict:
    """A phone's hello over a real WebSocket: the server's first answer."""
    import aiohttp

    host, port = room.address
    got: dict = {}

    async def phone() -> None:
        async with aiohttp.ClientSession() as http:
            async with http.ws_connect(f"http://{host}:{port}/ws", origin=f"http://{host}:{port}") as ws:
                await ws.send_str(json.dumps({"t": "hello", "token": token}))
                got["first"] = json.loads((await ws.receive(timeout=10)).data)

    thread = threading.Thread(target=lambda: asyncio.run(phone()), daemon=True)
    thread.start()
    return got, thread


def hello_over_the_network(qtbot, room, token: str) -> dict:
    got, thread = network_hello(room, token)
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=15_000)
    return got["first"]


def test_picking_seats_while_listening_invites_none(qtbot, make_window):
    w = make_window()
    s, room, d = start(qtbot, w)
    for row in (1, 2, 3, 0, 2):
        d.seat_list.setCurrentRow(row)
        assert room.desk.invited() == {}, row
        assert shows_no_code(d), row
        assert d.invite_button.isVisible() and d.invite_button.isEnabled()
        assert "Waiting" not in d.seat_list.item(row).text()
    assert not s.remote


def test_invite_this_seat_shows_that_seats_code_only(qtbot, make_window):
    w = make_window()
    s, room, d = start(qtbot, w)
    bob = others(s)[0]
    url = invite(qtbot, d, bob)
    token = room.desk.invited()[bob]
    assert set(room.desk.invited()) == {bob}
    assert url == room.url(bob) == d.shown_url and url.endswith("#" + token) and not d.qr.pixmap().isNull()
    assert d.seat_state.text() == "Waiting for the phone…"
    assert d.take_back_button.isVisible() and "Cancel" in d.take_back_button.text().replace("&", "")


def test_the_seat_at_the_screen_is_invited_only_after_a_yes(qtbot, make_window):
    w = make_window()
    s, room, d = start(qtbot, w)
    own = s.viewer if s.viewer is not None else s.pending
    assert own is not None and at_the_screen(s, own)
    d.select_seat(own)
    asked = answer_own_seat_box(QMessageBox.StandardButton.Cancel)
    qtbot.mouseClick(d.invite_button, Qt.MouseButton.LeftButton)
    assert asked and s.name(own) in asked[0] and "at this screen" in asked[0]
    assert room.desk.invited() == {} and shows_no_code(d)  # Cancel: nothing invited, no code
    asked = answer_own_seat_box(QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(d.invite_button, Qt.MouseButton.LeftButton)
    assert asked
    assert set(room.desk.invited()) == {own} and d.address.text() == room.url(own)
    assert not d.qr.pixmap().isNull()
    # another seat is invited with no question
    other = others(s)[0]
    assert not at_the_screen(s, other)
    invite(qtbot, d, other)
    assert set(room.desk.invited()) == {other}


def test_picking_another_seat_hides_the_code_and_kills_its_address(qtbot, make_window):
    w = make_window()
    s, room, d = start(qtbot, w)
    bob, cy = others(s)[:2]
    invite(qtbot, d, bob)
    token = room.desk.invited()[bob]
    d.select_seat(cy)
    assert shows_no_code(d) and room.desk.invited() == {}
    assert room.state(bob) == "table"
    assert room.desk.hello(token)[0] is None
    first = hello_over_the_network(qtbot, room, token)
    assert first["t"] == "denied"
    assert not s.remote
    # back on Bob: no code either, until invited again (a new address)
    d.select_seat(bob)
    assert shows_no_code(d) and "again" in d.invite_button.text()
    fresh = invite(qtbot, d, bob)
    assert fresh and not fresh.endswith("#" + token)


def test_the_code_leaves_the_screen_once_its_phone_joins(qtbot, make_window):
    w = make_window()
    s, room, d = start(qtbot, w)
    bob = others(s)[0]
    invite(qtbot, d, bob)
    first = hello_over_the_network(qtbot, room, room.desk.invited()[bob])
    assert first["t"] == "welcome" and first["seat"] == bob
    qtbot.waitUntil(lambda: d.seat_state.text() == "Joined from a phone", timeout=5000)
    assert shows_no_code(d) and d.inviting is None
    # picking another seat now takes nothing back from the phone
    d.select_seat(others(s)[1] if len(others(s)) > 1 else s.humans[0])
    assert s.remote == {bob}


def test_cancelling_the_invitation_hides_the_code_and_kills_its_address(qtbot, make_window):
    w = make_window()
    s, room, d = start(qtbot, w)
    bob = others(s)[0]
    invite(qtbot, d, bob)
    token = room.desk.invited()[bob]
    qtbot.mouseClick(d.take_back_button, Qt.MouseButton.LeftButton)
    assert shows_no_code(d) and room.desk.invited() == {}
    assert hello_over_the_network(qtbot, room, token)["t"] == "denied"


def test_closing_the_dialog_withdraws_the_invitation_it_showed(qtbot, make_window):
    w = make_window()
    s, room, d = start(qtbot, w)
    bob = others(s)[0]
    invite(qtbot, d, bob)
    token = room.desk.invited()[bob]
    d.close()
    qtbot.waitUntil(lambda: not d.isVisible(), timeout=5000)
    assert room.listening and room.desk.invited() == {}
    assert hello_over_the_network(qtbot, room, token)["t"] == "denied"
    # opened again: still listening, no code, nothing invited
    w.act_invite.trigger()
    qtbot.waitExposed(d)
    assert room.listening and shows_no_code(d) and room.desk.invited() == {}


def test_a_seat_joined_stays_joined_when_the_dialog_closes(qtbot, make_window):
    w = make_window()
    s, room, d = start(qtbot, w)
    bob = others(s)[0]
    invite(qtbot, d, bob)
    assert hello_over_the_network(qtbot, room, room.desk.invited()[bob])["t"] == "welcome"
    qtbot.waitUntil(lambda: s.remote == {bob}, timeout=5000)
    d.close()
    qtbot.waitUntil(lambda: not d.isVisible(), timeout=5000)
    assert s.remote == {bob} and room.listening
