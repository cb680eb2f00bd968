"""Game ▸ Invite phones: each person's seat on a phone, by a code to scan.

The dialog of a :class:`~cardtable.app.phones.PhonesRoom`. It listens on
nothing until the user presses Start inviting, on the address picked in it
(one of this machine's network addresses, or this computer only). Then it
shows one seat at a time, the one picked in its list, and whether a phone
has joined it. Picking a seat invites nothing: a seat is invited only by
*Invite this seat*, pressed for it (the seat at the screen, whose player
sits here, only after a confirmation). Then, and only while that seat is
joining, the dialog shows its code (a QR code of the seat's address, drawn
here module by module) and the address itself to copy. The code leaves
the screen when the phone joins, when the invitation is cancelled, when
another seat is picked and when the dialog is closed; an invitation shown
and then hidden without being used is withdrawn (its address dies), so an
address that was on the shared screen opens nothing later. A seat can be
taken back to the table's screen, and invited again with a new address.
Non-modal, so the table stays in view. Every player's name here is plain
text. The dialog's frame, its fixed words, tips and names are the form
ui/invite.ui; the seats and what each one shows are here.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRect, QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QDialog, QLabel, QListWidgetItem, QSizePolicy, QWidget

from cardtable.model.handover import TABLE
from cardtable.table.plaintext import confirm, display, isolate
from cardtable.words import tr

from .forms.ui_invite import Ui_InviteDialog
from .phones import AT_TABLE, JOINED, LOOPBACK, WAITING, PhonesRoom, lan_addresses, remembered
from .screen_fit import fit_dialog

QUIET = 4  # modules of blank margin round a QR code (its quiet zone)
QR_LEAST = 200  # px: a code is drawn at least this big, in whole pixels a module

STATE_WORDS = {  # tr() where shown
    JOINED: QT_TRANSLATE_NOOP("", "Joined from a phone"),
    WAITING: QT_TRANSLATE_NOOP("", "Waiting for the phone…"),
    AT_TABLE: QT_TRANSLATE_NOOP("", "At the table's screen"),
}


def qr_matrix(text: str) -> tuple:
    """The modules of the QR code of ``text`` (rows of 0/1, no quiet zone)."""
    import segno

    return segno.make(text, error="m", micro=False).matrix


def qr_image(text: str, least: int = QR_LEAST) -> tuple[QImage, int]:
    """The QR code of ``text`` as a black-on-white image with its quiet
    zone, each module a square of whole pixels, the image at least
    ``least`` px wide; and the module's size in pixels."""
    matrix = qr_matrix(text)
    total = len(matrix) + 2 * QUIET
    module = max(1, -(-least // total))
    image = QImage(total * module, total * module, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    black = QColor("black")
    for r, row in enumerate(matrix):
        for c, dark in enumerate(row):
            if dark:
                painter.fillRect(QRect((QUIET + c) * module, (QUIET + r) * module, module, module), black)
    painter.end()
    return image, module


def _reserve_lines(label: QLabel, lines: int) -> None:
    """One height for ``label`` whatever it says: ``lines`` lines of its
    font (its words wrap in them, and what does not fit ends with "…")."""
    label.ensurePolished()
    m = label.contentsMargins()
    label.setFixedHeight(label.fontMetrics().lineSpacing() * lines + m.top() + m.bottom() + 2)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)


class InviteDialog(QDialog):
    """See the module. ``room`` owns the desk and the server; this dialog
    only asks it and shows what it says. Its frame, fixed words, tips and
    names are the form ui/invite.ui."""

    def __init__(self, room: PhonesRoom, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = ui = Ui_InviteDialog()
        ui.setupUi(self)  # ui/invite.ui: the frame, its fixed words, tips and names
        self.room = room
        self.session = room.session
        self.declined: set[int] = set()  # seats taken back or withdrawn: the button says "again"
        self.inviting: int | None = None  # the seat invited here, whose code may show, while it is joining
        self.shown_url: str | None = None  # the address the code shows now
        self.module = 0  # the code's module, in pixels

        ui.inviteAbout.set_lines(4)
        _reserve_lines(ui.inviteAbout, 4)
        self.host = ui.inviteHost
        self.port = ui.invitePort
        self.start_button = ui.inviteStart
        self.start_button.clicked.connect(self._start_or_stop)
        self.status = ui.inviteStatus
        self.status.set_lines(2)
        _reserve_lines(self.status, 2)

        self.seat_list = ui.inviteSeats
        self.seat_list.setFixedWidth(self.fontMetrics().averageCharWidth() * 30)
        self.seat_list.currentRowChanged.connect(lambda _row: self._picked())
        self.seat_name = ui.inviteSeatName
        font = self.seat_name.font()
        font.setPointSize(font.pointSize() + 3)
        font.setBold(True)
        self.seat_name.setFont(font)
        self.seat_state = ui.inviteSeatState
        self.qr = ui.inviteCode
        self.address = ui.inviteAddress
        self.address.setMinimumWidth(self.fontMetrics().averageCharWidth() * 56)
        self.copy_button = ui.inviteCopy
        self.copy_button.clicked.connect(self._copy)
        self.note = ui.inviteNote
        self.note.set_lines(3)
        _reserve_lines(self.note, 3)
        self.invite_button = ui.inviteSeatButton
        self.invite_button.clicked.connect(self._invite)
        self.take_back_button = ui.inviteTakeBack
        self.take_back_button.clicked.connect(self._take_back)

        self._fill_hosts()
        for seat in room.seats:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, seat)
            self.seat_list.addItem(item)
        if self.seat_list.count():
            self.seat_list.setCurrentRow(0)
        room.sigChanged.connect(self._refresh)
        self._refresh()
        fit_dialog(self)

    # -- size --------------------------------------------------------------------------------
    # The dialog opens at the size its seat panel needs, whichever seat it
    # shows, with room for its words to wrap in a few lines (fit_dialog caps
    # it to the screen, and scrolls it there if it must).
    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().sizeHint()
        em = self.fontMetrics().averageCharWidth()
        line = self.fontMetrics().lineSpacing()
        return QSize(max(hint.width(), 110 * em), hint.height() + 2 * line)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return False  # its height is the size hint's: see sizeHint

    # -- the address to listen on ----------------------------------------------------------
    def _fill_hosts(self) -> None:
        """The addresses this machine has now (the one chosen, or else the
        one remembered from last time, stays chosen if it is still there)."""
        chosen = self.host.currentData()
        if chosen is None:
            chosen, port = remembered(getattr(self.parent(), "settings", None))
            self.port.setValue(port)
        self.lan = lan_addresses()
        self.host.clear()
        for addr in self.lan:
            self.host.addItem(tr("{address} (this network)").format(address=addr), addr)
        self.host.addItem(tr("This computer only ({address})").format(address=LOOPBACK), LOOPBACK)
        i = self.host.findData(chosen) if chosen else -1
        self.host.setCurrentIndex(max(0, i))

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if not self.room.listening and not self.room.closed:
            self._fill_hosts()  # a network joined or left since the dialog was last open
            self._refresh()
        super().showEvent(event)

    def hideEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._withdraw()  # a code no longer on screen opens nothing later
        super().hideEvent(event)

    def _start_or_stop(self) -> None:
        room = self.room
        if room.listening:
            self.inviting = None
            room.stop()
            self.declined.clear()
            return
        host = self.host.currentData()
        if room.start(host or LOOPBACK, self.port.value()):
            self._refresh()  # the seat shown is invited now

    # -- the seat shown ----------------------------------------------------------------------
    def current_seat(self) -> int | None:
        item = self.seat_list.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def select_seat(self, seat: int) -> None:
        for i in range(self.seat_list.count()):
            if self.seat_list.item(i).data(Qt.ItemDataRole.UserRole) == seat:
                self.seat_list.setCurrentRow(i)
                return

    def _picked(self) -> None:
        """Another seat picked: the code shown leaves the screen, its unused invitation withdrawn."""
        if self.inviting is not None and self.inviting != self.current_seat():
            self._withdraw()
        self._refresh()

    def _withdraw(self) -> None:
        """The seat invited here is no longer shown: if no phone has
        joined it yet, its invitation dies (the address opens nothing)."""
        seat, self.inviting = self.inviting, None
        room = self.room
        if seat is not None and not room.closed and room.state(seat) == WAITING:
            self.declined.add(seat)
            room.take_back(seat)  # the phones' desk forgets the token; the dialog follows

    def at_the_screen(self, seat: int) -> bool:
        """``seat`` is the one the screen shows now, or shows next behind the
        privacy screen: its player is the person at this window."""
        s = self.session
        return seat in {s.viewer, s.pending, s.holding} - {None, TABLE}

    def _invite(self) -> None:
        """Invite this seat (its button): the seat at the screen only once
        its player says so; the code shown before, of another seat, is withdrawn."""
        seat = self.current_seat()
        room = self.room
        if seat is None or not room.listening or room.state(seat) != AT_TABLE or self.session.match.over:
            return
        if self.at_the_screen(seat):
            if not self._confirm_own_seat(seat):
                return
            if self.current_seat() != seat or not room.listening or room.state(seat) != AT_TABLE \
                    or self.session.match.over:  # the table moved on while the question was open
                return
        if self.inviting is not None and self.inviting != seat:
            self._withdraw()
        self.declined.discard(seat)
        if room.invite(seat) is not None:
            self.inviting = seat
        self._refresh()

    def _confirm_own_seat(self, seat: int) -> bool:
        return confirm(self, tr("Invite the seat at this screen?"),
                       tr("{name} plays at this screen now. Inviting this seat shows its code here, and whoever "
                          "scans it first plays it. Invite it to a phone?").format(
                           name=isolate(self.session.name(seat))), tr("&Invite it"), "inviteOwnSeatBox")

    def _take_back(self) -> None:
        seat = self.current_seat()
        if seat is not None:
            self.declined.add(seat)
            self.room.take_back(seat)
            self._refresh()

    def _copy(self) -> None:
        if self.shown_url:
            QGuiApplication.clipboard().setText(self.shown_url)
            self.note.setText(tr("{name}'s address is copied. Send it to that player only.").format(
                name=isolate(self.session.name(self.current_seat()))))

    # -- showing -----------------------------------------------------------------------------
    def _refresh(self) -> None:
        room, s = self.room, self.session
        if room.closed:
            return
        over = s.match.over
        listening = room.listening
        seat = self.current_seat()
        if self.inviting is not None and (room.state(self.inviting) != WAITING or over):
            self.inviting = None  # joined, taken back, or the game is over: its code is gone
        self.host.setEnabled(not listening and not over)
        self.port.setEnabled(not listening and not over)
        self.start_button.setText(tr("&Stop inviting") if listening else tr("&Start inviting"))
        self.start_button.setEnabled(listening or not over)
        self.start_button.setToolTip(tr("Every seat comes back to the table's screen, and every address stops "
                                        "working.") if listening else tr("Listen for phones on the address chosen."))
        if over:
            status = tr("This game is over: no seat can be invited.")
        elif listening:
            host, port = room.address
            if host == LOOPBACK:
                status = tr("Listening on {host}:{port}: only a browser on this computer can open these addresses "
                            "(for phones, stop and pick this computer's network address).").format(host=host, port=port)
            else:
                status = tr("Listening on {host}:{port}. A phone on the same network opens a seat's address.").format(
                    host=host, port=port)
        elif room.problem:
            status = room.problem
        else:
            status = tr("Nothing listens for phones until you press Start inviting.")
            if not self.lan:
                status = tr("Nothing listens for phones until you press Start inviting. No network was found: only "
                            "this computer could reach the table.")
        self.status.setText(status)
        for i in range(self.seat_list.count()):
            item = self.seat_list.item(i)
            k = item.data(Qt.ItemDataRole.UserRole)
            text = display(f"{s.name(k)}\n{tr(STATE_WORDS[room.state(k)])}")
            if item.text() != text:
                item.setText(text)
        self._show_seat(seat)

    def _show_seat(self, seat: int | None) -> None:
        room, s = self.room, self.session
        if seat is None:
            return
        state = room.state(seat)
        over = s.match.over
        self.seat_name.setText(s.name(seat))
        self.seat_state.setText(tr(STATE_WORDS[state]))
        # a code only for the seat invited here, while it is joining
        url = room.url(seat) if state == WAITING and not over and seat == self.inviting else None
        if url is not None:
            if url != self.shown_url:
                image, self.module = qr_image(url)
                self.qr.setPixmap(QPixmap.fromImage(image))
                self.address.setText(url)
                self.address.setCursorPosition(0)
            note = tr("Scan this code with the phone's camera; the seat is played there once the page opens. "
                      "Show it only to this seat's player.")
        else:
            self.qr.clear()
            self.module = 0
            self.address.clear()
            if over:
                text = tr("This game is over.")
            elif state == JOINED:
                text = tr("Playing on a phone.")
            elif state == WAITING:  # invited, but not here: its code is not this dialog's to show
                text = tr(STATE_WORDS[WAITING])
            elif room.listening:
                text = tr("Played at the table's screen.")
            else:
                text = tr("Press Start inviting to show this seat's code.")
            self.qr.setText(text)
            if over:
                note = ""
            elif state == JOINED:
                note = tr("The address is hidden now, so nobody else opens this seat. If the phone lost the "
                          "page, take the seat back and invite it again: it gets a new address.")
            elif room.listening and seat in self.declined:
                note = tr("Invite it again for a new address; the old one no longer works.")
            else:
                note = ""
        self.shown_url = url
        self.address.setEnabled(url is not None)
        self.copy_button.setEnabled(url is not None)
        self.note.setText(note)
        self.invite_button.setVisible(room.listening and state == AT_TABLE and not over)
        self.invite_button.setText(tr("&Invite this seat again") if seat in self.declined
                                   else tr("&Invite this seat"))
        self.take_back_button.setVisible(state in (JOINED, WAITING) and not over)
        self.take_back_button.setText(tr("&Take back to the table") if state == JOINED
                                      else tr("Ca&ncel this invitation"))


def open_invite(window: Any) -> None:
    """Game ▸ Invite phones: the dialog of the game at the table (the room
    is made now, nothing listens yet)."""
    s = window.session
    if s is None or s.match.over or not s.humans:
        return
    room = window.phones
    if room is None or room.closed or room.session is not s:
        if room is not None:
            room.close()
        room = window.phones = PhonesRoom(window, s)
    if room.dialog is None:
        room.dialog = InviteDialog(room, window)
    dialog = room.dialog
    if dialog.isVisible():  # open already, perhaps behind the window: bring it to the front
        if QGuiApplication.platformName() not in ("offscreen", "minimal"):  # (they cannot raise a window)
            dialog.raise_()
        dialog.activateWindow()
    else:
        dialog.show()
