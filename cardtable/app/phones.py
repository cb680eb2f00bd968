"""Phones as hands, in the window: the room that owns the desk and the server.

A room of :class:`~cardtable.app.main_window.MainWindow`, made when the
user first opens Game ▸ Invite phones for the game at the table. Nothing
listens until the user asks (Start inviting in the dialog, see
:mod:`.invite`): only then are the phones' desk
(:class:`~cardtable.remote.desk.Desk`) and its web server
(:class:`~cardtable.remote.transport.PhoneServer`) made, on the address the
user picked. The room belongs to one game: when the game ends, each phone
gets its final table and is told the game is over (its page keeps the
result and stops), and nothing listens any more; when another game takes
the table (new, opened, resumed, played on from a review) or the window
closes, the desk and the server close with it, and every seat's address
dies with the game.
"""

from __future__ import annotations

import ipaddress
import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from cardtable.words import tr

if TYPE_CHECKING:
    from cardtable.model.session import GameSession

log = logging.getLogger("cardtable.app")

LOOPBACK = "127.0.0.1"
HOST_KEY = "phones/host"
PORT_KEY = "phones/port"

# a seat's state, as the dialog says it
AT_TABLE, WAITING, JOINED = "table", "waiting", "joined"


class PhonesRoom(QObject):
    """The phones of one game: its desk and server once the user starts
    inviting (``desk`` and ``server`` are None until then, and again after
    :meth:`stop`)."""

    sigChanged = Signal()  # listening started or stopped, a seat invited, joined or taken back

    def __init__(self, window: Any, session: GameSession) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.desk = None
        self.server = None
        self.problem = ""  # why listening could not start, in one line
        self.dialog = None
        self.closed = False
        self._ending = False  # the game is over: the phones are sent away once the loop comes round
        session.sigGameOver.connect(self._game_over)

    # -- listening ---------------------------------------------------------------------
    @property
    def listening(self) -> bool:
        return self.server is not None

    @property
    def address(self) -> tuple[str, int] | None:
        return self.server.address if self.server is not None else None

    def start(self, host: str, port: int = 0) -> bool:
        """Listen on ``host``:``port`` (0: any free port). False, with
        :attr:`problem` saying why in one line, when it cannot."""
        if self.closed or self.session.match.over:
            self.problem = tr("This game is over.")
            return False
        if self.server is not None:
            return True
        from cardtable.remote.desk import Desk
        from cardtable.remote.transport import PhoneServer

        desk = Desk(self.session, self)
        server = PhoneServer(desk, host, port, self)
        try:
            server.start()
        except OSError as err:
            where = f"{host}:{port}" if port else host
            self.problem = _one_line(tr("Cannot listen for phones on {address}: {why}").format(
                address=where, why=_why(err, host, port)))
        except Exception as err:  # whatever else went wrong, the table plays on
            log.exception("The phone server did not start")
            self.problem = _one_line(tr("Cannot listen for phones ({error}).").format(error=type(err).__name__))
        else:
            self.problem = ""
            self.desk, self.server = desk, server
            desk.sigPhones.connect(self._phones)
            self._remember(host, port)
            self.sigChanged.emit()
            return True
        server.stop()
        server.deleteLater()
        desk.close()  # made for this try: it holds no token yet
        desk.deleteLater()
        self.sigChanged.emit()
        return False

    def stop(self) -> None:
        """Stop listening: every seat comes back to the table's screen and
        every address dies (a new start gives new ones)."""
        desk = self.desk
        if desk is not None and not desk.closed:
            for seat in sorted(set(desk.invited()) | set(self.session.remote)):
                desk.take_back(seat)
        self._shut()
        self.sigChanged.emit()
        self.window.phones_changed()

    def close(self) -> None:
        """The game is done with (another takes the table, the window
        closes): the desk and the server close, the dialog with them."""
        if self.closed:
            return
        self.closed = True
        try:
            self.session.sigGameOver.disconnect(self._game_over)
        except (RuntimeError, TypeError):
            pass
        self._shut()
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            dialog.close()
            dialog.deleteLater()

    def _shut(self) -> None:
        desk, server = self.desk, self.server
        self.desk = self.server = None
        if desk is not None:
            desk.close()  # every token dies; the phones are sent away
        if server is not None:
            server.stop()
            server.deleteLater()
        if desk is not None:
            desk.deleteLater()

    # -- seats -----------------------------------------------------------------------------
    @property
    def seats(self) -> list[int]:
        """The seats a phone may play: every person's."""
        return list(self.session.humans)

    def state(self, seat: int) -> str:
        if seat in self.session.remote:
            return JOINED
        if self.desk is not None and seat in self.desk.invited():
            return WAITING
        return AT_TABLE

    def invite(self, seat: int) -> str | None:
        """The address that opens ``seat`` (a new one if the seat has none);
        None while not listening or once the game is over."""
        if self.server is None or self.desk is None or self.session.match.over:
            return None
        known = seat in self.desk.invited()
        token = self.desk.invite(seat)
        if not known:
            self.sigChanged.emit()
        return self.server.url(token)

    def url(self, seat: int) -> str | None:
        """The address of ``seat``'s invitation, if it has one."""
        if self.server is None or self.desk is None:
            return None
        token = self.desk.invited().get(seat)
        return None if token is None else self.server.url(token)

    def take_back(self, seat: int) -> None:
        """Play ``seat`` at the table's screen again: its address dies."""
        if self.desk is not None:
            self.desk.take_back(seat)  # emits sigPhones: the dialog and the window follow

    # -- what the window and the dialog hear -------------------------------------------------
    def _phones(self) -> None:
        self.sigChanged.emit()
        self.window.phones_changed()

    def _game_over(self, _result: Any = None) -> None:
        self.sigChanged.emit()
        if self.desk is not None and not self._ending:
            self._ending = True
            QTimer.singleShot(0, self, self._end)  # once the change that ended the game is signalled everywhere

    def _end(self) -> None:
        """The game is over: each phone gets its final table, then is told
        so (its page keeps the result and stops), every address dies and
        nothing listens any more."""
        self._ending = False
        if self.closed or self.desk is None:
            return
        from cardtable.remote.desk import GAME_OVER

        self.desk.close(GAME_OVER)  # the final views first, then "This game is over." to every phone
        self._shut()
        self.sigChanged.emit()
        self.window.phones_changed()

    def _remember(self, host: str, port: int) -> None:
        settings = getattr(self.window, "settings", None)
        if settings is not None:
            settings.setValue(HOST_KEY, host)
            settings.setValue(PORT_KEY, int(port))


def remembered(settings: Any) -> tuple[str | None, int]:
    """The address and port phones were last invited on (port 0: any free)."""
    host = settings.value(HOST_KEY) if settings is not None else None
    port = settings.value(PORT_KEY) if settings is not None else None
    try:
        port = int(port) if port is not None else 0
    except (TypeError, ValueError):
        port = 0
    return (host if isinstance(host, str) and host else None), (port if 0 <= port <= 65535 else 0)


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses on its networks (interfaces up and
    running, not loopback): private ranges first, link-local last."""
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

    found: list[str] = []
    flags = QNetworkInterface.InterfaceFlag
    for iface in QNetworkInterface.allInterfaces():
        f = iface.flags()
        if not (f & flags.IsUp) or not (f & flags.IsRunning) or f & flags.IsLoopBack:
            continue
        for entry in iface.addressEntries():
            ip = entry.ip()
            if ip.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol or ip.isLoopback():
                continue
            text = ip.toString()
            if text and text not in found:
                found.append(text)

    def rank(text: str) -> tuple[int, int]:
        try:
            addr = ipaddress.IPv4Address(text)
        except ValueError:
            return (3, 0)
        if addr.is_link_local:
            return (2, 0)
        return (0 if addr.is_private else 1, 0)

    return sorted(found, key=rank)  # a stable sort: the interfaces' order within a rank


def _why(err: OSError, host: str, port: int) -> str:
    """Why an address cannot be listened on, in the user's terms."""
    import errno

    if err.errno == errno.EADDRINUSE:
        return tr("another program uses that port. Pick another port, or “any free”.")
    if err.errno == errno.EADDRNOTAVAIL:
        return tr("this computer no longer has that address (a network left?). Pick another address.")
    if err.errno in (errno.EACCES, errno.EPERM):
        return tr("that port is reserved. Pick one above 1024, or “any free”.")
    return str(err.strerror or err)


def _one_line(text: str) -> str:
    return " ".join(str(text).split())
