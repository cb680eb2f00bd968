"""The privacy audit with Game ▸ Invite phones open and listening (issue 35).

The audit of tests/gui/test_privacy_audit.py (every text the window holds
and every card face drawn, at every hand-over behind the privacy screen,
after Ready, after Undo and Redo and after every move) runs over whole
seeded games while the Invite phones dialog is open beside the table and
used the way people at a table use it: a seat picked, a seat invited (the
seat at the screen with its question answered yes or no), an invitation
cancelled, the dialog closed and opened again, a phone joining a seat and
the seat taken back. Besides the window's audit, at every one of those
moments:

- the dialog's own texts, accessible names and descriptions, tooltips and
  list entries name no card hidden from the person at the screen;
- a QR code and an address are on screen only for the seat this test
  deliberately invited, only while that seat is joining, and the code is
  exactly the QR code of that seat's address; no other seat's invitation,
  nor the key of a phone that joined, is anywhere in the window's texts.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QLineEdit, QListWidget, QMessageBox, QWidget

from cardtable.app.invite import qr_image
from cardtable.engine.protocol import PlayerSpec, Setup

from ..phone_driver import phones_due, play_phone_turn
from .conftest import answer_questions
from .test_invite_deliberate import answer_own_seat_box, at_the_screen
from .test_privacy_audit import AUDITED, Audit, screen_texts, the_screens_turn

pytestmark = pytest.mark.gui


def invite_texts(d: QWidget) -> list[str]:
    """Every text the Invite phones dialog holds, shown or not, or kept for a screen reader."""
    out = [d.windowTitle(), d.toolTip(), d.accessibleName(), d.accessibleDescription()]
    for widget in d.findChildren(QWidget):
        out += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription(), widget.windowTitle(),
                widget.whatsThis()]
        if isinstance(widget, (QLabel, QAbstractButton, QLineEdit)):
            out.append(widget.text())
        if isinstance(widget, QComboBox):
            out += [widget.itemText(i) for i in range(widget.count())]
        if isinstance(widget, QListWidget):
            for i in range(widget.count()):
                item = widget.item(i)
                out += [item.text(), item.toolTip(), str(item.data(Qt.ItemDataRole.AccessibleTextRole) or "")]
    return [t for t in out if t]


class InviteAudit(Audit):
    """The window's audit, and the Invite phones dialog's at every check.
    ``inviting``: the seat this test invited on purpose and its address,
    while it may still be joining (the only code allowed on screen)."""

    def __init__(self, w, game_id: str) -> None:
        super().__init__(w, game_id)
        self.inviting: tuple[int, str] | None = None
        self.codes_seen = Counter()  # checks with a code on screen, without

    @property
    def room(self):
        return self.w.phones

    def check(self, moment: str) -> None:
        super().check(moment)
        self.check_invite(moment)

    def check_invite(self, moment: str) -> None:
        s, room = self.s, self.room
        d = room.dialog if room is not None else None
        viewer = None if s.covered else s.viewer
        where = f"{self.game_id}, {moment}, step {len(s.match.steps)}, viewer {viewer}"
        if self.inviting is not None and (room is None or room.state(self.inviting[0]) != "waiting"):
            self.inviting = None  # joined, cancelled or the game over: its code must be gone
        if d is None:
            return
        blob = "\n".join(invite_texts(d))
        allowed = self.entitled[viewer]
        for word, ids in self.names.found(blob).items():
            assert ids & allowed, f"{where}: hidden card {sorted(ids)} named in the Invite dialog as {word!r}"
        shown = d.isVisible() and not d.qr.pixmap().isNull()
        if self.inviting is not None and d.isVisible():
            seat, url = self.inviting
            assert d.current_seat() == seat and d.shown_url == url == room.url(seat), where
            assert d.address.text() == url, where
            drawn = d.qr.pixmap().toImage().convertToFormat(qr_image(url)[0].format())
            assert drawn == qr_image(url)[0], f"{where}: the code on screen is not that of {url}"
            self.codes_seen["a code"] += 1
        else:
            assert not shown and not d.address.text() and d.shown_url is None, \
                f"{where}: a code or an address on screen with no seat invited on purpose: {d.address.text()!r}"
            self.codes_seen["no code"] += 1
        # no other secret anywhere in the window: another seat's invitation, a joined phone's own key
        desk = room.desk
        if desk is not None:
            mine = self.inviting[1].split("#", 1)[1] if self.inviting is not None else None
            window = "\n".join(screen_texts(self.w)) + "\n" + blob
            for token in [*desk._tokens, *desk._phones]:
                if token != mine:
                    assert token not in window, f"{where}: a secret address is on screen ({token[:6]}…)"


class InviteHands:
    """What the people at the table do in the Invite phones dialog, at random."""

    def __init__(self, qtbot, w, audit: InviteAudit, rng: random.Random) -> None:
        self.qtbot, self.w, self.audit, self.rng = qtbot, w, audit, rng
        self.done = Counter()

    @property
    def d(self):
        return self.w.phones.dialog

    def open(self) -> None:
        self.w.act_invite.trigger()
        self.qtbot.waitUntil(lambda: self.d is not None and self.d.isVisible(), timeout=5000)

    def act(self) -> None:
        """One thing done in the dialog, then the audit."""
        room, d, s, rng = self.w.phones, self.d, self.audit.s, self.rng
        if room is None or not room.listening or s.match.over:
            return
        if not d.isVisible():
            self.open()
            self.done["opened again"] += 1
            self.audit.check("Invite dialog opened again")
            return
        choice = rng.choice(["pick", "invite", "invite", "invite", "cancel", "close", "join", "take back"])
        if choice == "pick":
            d.seat_list.setCurrentRow(rng.randrange(d.seat_list.count()))
            if self.audit.inviting is not None and d.current_seat() != self.audit.inviting[0]:
                self.audit.inviting = None  # another seat picked: the code left, its address died
        elif choice == "invite":
            seat = rng.choice(room.seats)
            d.select_seat(seat)
            if self.audit.inviting is not None and self.audit.inviting[0] != seat:
                self.audit.inviting = None
            if room.state(seat) != "table":
                return
            yes = True
            if at_the_screen(s, seat):
                yes = rng.random() < 0.5
                asked = answer_own_seat_box(QMessageBox.StandardButton.Yes if yes
                                            else QMessageBox.StandardButton.Cancel)
            else:
                asked = None
            self.qtbot.mouseClick(d.invite_button, Qt.MouseButton.LeftButton)
            if asked is not None:
                assert asked, "the seat at the screen was invited with no question"
                self.done["own seat: yes" if yes else "own seat: no"] += 1
            if yes:
                assert room.state(seat) == "waiting"
                self.audit.inviting = (seat, room.url(seat))
            else:
                assert room.state(seat) == "table"
            choice = "invite" if yes else "invite refused"
        elif choice == "cancel":
            if self.audit.inviting is None or not d.take_back_button.isVisible():
                return
            self.qtbot.mouseClick(d.take_back_button, Qt.MouseButton.LeftButton)
            self.audit.inviting = None
        elif choice == "close":
            d.close()
            self.qtbot.waitUntil(lambda: not d.isVisible(), timeout=5000)
            self.audit.inviting = None
        elif choice == "join":  # the invited player's phone opens the address
            if self.audit.inviting is None or self.done["join"] >= 2:
                return
            seat, url = self.audit.inviting
            assert room.desk.hello(url.split("#", 1)[1])[0] == seat
            self.qtbot.waitUntil(lambda: d.seat_state.text() == "Joined from a phone", timeout=5000)
        elif choice == "take back":
            joined = sorted(s.remote)
            if not joined:
                return
            d.select_seat(joined[0])
            self.audit.inviting = None
            self.qtbot.mouseClick(d.take_back_button, Qt.MouseButton.LeftButton)
        self.done[choice] += 1
        self.audit.check(f"after {choice} in the Invite dialog")


@pytest.mark.parametrize("game_id", sorted(AUDITED))
def test_the_invite_dialog_shows_nothing_hidden_and_only_the_code_of_the_seat_invited(qtbot, make_window, game_id):
    names, options, seed = AUDITED[game_id]
    w = make_window()
    w.new_game(game_id, Setup(tuple(PlayerSpec(n, b) for n, b in names), options, seed))
    s = w.session
    answer_questions(w, text="A line of story", choice=lambda dialog: len(dialog.labels) - 1)
    audit = InviteAudit(w, game_id)
    rng = random.Random(seed)
    hands = InviteHands(qtbot, w, audit, rng)
    hands.open()
    d = w.phones.dialog
    d.host.setCurrentIndex(d.host.findData("127.0.0.1"))
    qtbot.mouseClick(d.start_button, Qt.MouseButton.LeftButton)
    assert w.phones.listening, d.status.text()
    audit.check("listening, nothing invited")

    def between() -> None:
        for _ in range(rng.randrange(3)):
            hands.act()

    while not s.match.over and len(s.match.steps) < 2500:
        s.step_bots_now()
        if s.match.over:
            break
        if the_screens_turn(qtbot, w, audit, rng, before_move=between):
            continue
        due = phones_due(s)
        if due:
            play_phone_turn(s, w.phones.desk, rng.choice(due), rng)
            audit.check("after a phone's move")
            between()
    assert s.match.over, f"{game_id} did not finish"
    qtbot.waitUntil(lambda: not w.phones.listening, timeout=5000)  # the game over: nothing listens
    audit.check("game over")
    checks, done = audit.checks, hands.done
    print(f"\n{game_id}: {len(s.match.steps)} moves, checks {dict(checks)}, dialog {dict(done)}, "
          f"codes {dict(audit.codes_seen)}")
    assert checks["hand-over, behind the privacy screen"] >= 4
    assert done["invite"] >= 3 and done["pick"] + done["close"] + done["cancel"] >= 3, done
    assert audit.codes_seen["a code"] >= 3 and audit.codes_seen["no code"] >= 3
    assert not d.isVisible() or d.qr.pixmap().isNull()
