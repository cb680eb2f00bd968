"""The app's side of the AT-SPI test: a real CardTable window on an X
display, Qt's accessibility bridge on, a hot-seat game played on command.

Run by the project's Python (``python atspi_driver.py HOME GAME SEED
[--leak]``, the repository on ``PYTHONPATH``) in the environment
:mod:`tests.a11y.atspi_session` gives it: an X display, the session bus of an
accessibility bus, ``QT_QPA_PLATFORM=xcb``, ``QT_ACCESSIBILITY=1`` and
``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``. Ann and Bob share the screen, Cy
and Di are bots.

Commands, one a line on its standard input:

- ``new``: the game starts (behind the privacy screen);
- ``drop ZONE``: the one at the screen drags the first card of their hand
  onto ``ZONE`` (``{me}`` is their seat), with real mouse events on the
  table, as a player does: a move or a refusal;
- ``bot``: the one at the screen makes the move their bot would choose,
  as a move button makes it;
- ``pass``: the "Pass to …" button of a held table is clicked;
- ``settle``: nothing is done here;
- ``until uncovered``: nothing is done here, but the app waits until the
  privacy screen is gone (Ready was pressed over the bus: Qt's bridge
  clicks a button a moment after the press, as a click is animated).

After each, once the app has settled (bots moved, announcements said, the
docks caught up), it reports the state: one ``ATSPI {json}`` line.

**Marks.** Events on the bus carry no time the test could match with this
process's reports, but one application's events keep their order. So this
process announces a mark (``MARK`` and a number) on the bus each time it
settles and each time the eyes at the screen change (on the session's
signals, heard before the window hears them: the window's own slots,
connected when it starts a game, come after), and reports what each pair of eyes may not be told at that mark:
for each of ``None`` (the privacy screen: what everybody may see), Ann's
seat and Bob's, the words of every card it was never entitled to see (the
privacy audit's measure, :class:`tests.gui.test_privacy_audit.Audit`) and
the private lines of the others' moves. The test reads each event heard
between two marks against them.

``--leak`` is the test's own check that it can fail: every announcement
also says every private line of the moves so far, the leak an announcer
that told each move in its private words to everyone would make.
"""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

from PySide6.QtCore import QDeadlineTimer, QEvent, QEventLoop, QPoint, QSocketNotifier, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

MARK = "cardtable-atspi-mark:"
PLAYERS = (("Ann", False), ("Bob", False), ("Cy", True), ("Di", True))
SETTLE_MS = 60_000  # a bound for failure only


class Driver:
    def __init__(self, app: QApplication, home: Path, game_id: str, seed: int) -> None:
        from cardtable.app.config import AppConfig
        from cardtable.app.main_window import MainWindow
        from cardtable.games import all_games

        self.app = app
        self.game_id = game_id
        self.seed = seed
        self.rng = random.Random(seed)
        self.audit = None
        self.marks = 0
        self.marked: tuple | None = None  # (eyes, covered) at the last mark
        self.told = 0  # the session's events reported so far
        self.refused: list[str] = []
        self.w = None
        self.hear_first()
        self.w = MainWindow(all_games(), AppConfig(home, bot_delay_ms=0))
        self.w.resize(1280, 760)
        self.w.show()

    # -- what each pair of eyes may not be told -----------------------------------------------------
    def forbidden(self) -> tuple[dict, dict]:
        s, audit = self.w.session, self.audit
        audit._learn_history()
        hidden, secret = {}, {}
        events = [ev for _, ev in s.match.events()]
        for eyes, allowed in audit.entitled.items():
            hidden[str(eyes)] = sorted(word for word, ids in audit.names.by_word.items() if not ids & allowed)
            mine = {ev.private for ev in events if eyes is not None and eyes in ev.private_to}
            secret[str(eyes)] = sorted({ev.private for ev in events if ev.private and ev.private not in mine
                                        and (eyes is None or eyes not in ev.private_to)})
        return hidden, secret

    def mark(self, why: str, **more) -> None:
        s = self.w.session
        self.marks += 1
        self.marked = (s.eyes(), s.covered)
        hidden, secret = self.forbidden()
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.w, f"{MARK}{self.marks}"))
        report = {"mark": self.marks, "why": why, "eyes": s.eyes(), "covered": s.covered,
                  "hidden": hidden, "secret": secret, **more}
        sys.stdout.write("ATSPI " + json.dumps(report) + "\n")
        sys.stdout.flush()

    def hear_first(self) -> None:
        """Connect :meth:`on_change` to each game session as it is made, so
        that it runs before any slot of the window (which connects its own
        when it starts following the session): a mark of new eyes is on the
        bus before anything the window writes for them."""
        from cardtable.model.session import GameSession

        made = GameSession.__init__

        def init(session, *args, **kwargs) -> None:
            made(session, *args, **kwargs)
            for signal in (session.sigHandover, session.sigChanged, session.sigEvents):
                signal.connect(lambda *_args, s=session: self.on_change(s))

        GameSession.__init__ = init

    def on_change(self, session) -> None:
        """The session's signals: a mark the moment the eyes at the screen change."""
        s = self.w.session if self.w is not None else None
        if s is session and self.audit is not None and (s.eyes(), s.covered) != self.marked:
            self.mark("eyes")

    # -- playing ---------------------------------------------------------------------------------------
    def new(self) -> None:
        from cardtable.engine.protocol import PlayerSpec, Setup
        from tests.gui.test_privacy_audit import Audit

        self.w.new_game(self.game_id, Setup(tuple(PlayerSpec(n, b) for n, b in PLAYERS), {}, self.seed))
        s = self.w.session
        self.audit = Audit(self.w, self.game_id)
        self.told = 0
        s.sigRefused.connect(self.refused.append)
        self.w.scene.sigRefused.connect(lambda text, *_where: self.refused.append(text))
        self.mark("eyes")

    def drop(self, zone: str) -> None:
        from tests.gui.conftest import scene_point, sprite_grip, sprites_in, zone_centre

        s = self.w.session
        hand = sprites_in(self.w, f"hand:{s.viewer}")
        if not hand:
            raise SystemExit(f"nothing in hand:{s.viewer} to drag")
        vp = self.w.canvas.viewport()
        start = scene_point(self.w, sprite_grip(hand[0]))
        end = scene_point(self.w, zone_centre(self.w, zone.replace("{me}", str(s.viewer))))
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for i in range(1, 9):
            QTest.mouseMove(vp, QPoint(start.x() + (end.x() - start.x()) * i // 8,
                                       start.y() + (end.y() - start.y()) * i // 8), 5)
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end, 5)

    def bot(self) -> None:
        s = self.w.session
        seat = s.acting_seat()
        if seat is None:
            raise SystemExit("nobody at the screen is to move")
        self.w.moves.perform(s.game.bot(s.state, seat, self.rng))

    def pass_on(self) -> None:
        from tests.gui.conftest import pass_button

        button = pass_button(self.w)
        if button is None:
            raise SystemExit("no Pass button shows")
        button.click()

    # -- settling and telling ------------------------------------------------------------------------
    def settled(self) -> bool:
        s, w = self.w.session, self.w
        return not (s.bots.scheduled or w.announcer._flush.isActive() or w.docks_behind)

    def until(self, condition: str) -> None:
        """Turn the event loop until ``condition`` holds (a bound for failure only)."""
        s = self.w.session
        holds = {"uncovered": lambda: not s.covered}[condition]
        deadline = QDeadlineTimer(SETTLE_MS)
        while not holds():
            self.app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)
            if deadline.hasExpired():
                raise SystemExit(f"never {condition}")

    def settle(self) -> None:
        deadline = QDeadlineTimer(SETTLE_MS)
        while True:
            for _ in range(3):
                self.app.sendPostedEvents(None, QEvent.Type.LayoutRequest)
                self.app.processEvents()
            if self.settled():
                return
            if deadline.hasExpired():
                raise SystemExit("the app never settled")

    def report(self) -> None:
        s, w = self.w.session, self.w
        events = [ev for _, ev in s.match.events()]
        new = [{"text": ev.text, "private": ev.private, "to": sorted(ev.private_to), "reveal": ev.reveal,
                "kind": ev.kind} for ev in events[self.told:]]
        self.told = len(events)
        name = (lambda seat: s.name(seat) if seat is not None else None)
        held = s.holding is not None
        self.mark("settled", viewer=name(s.viewer), pending=name(s.pending), held=held, acting=s.acting_seat(),
                  steps=len(s.match.steps), over=s.match.over, events=new, refused=self.refused,
                  status=w.statusBar().currentMessage(), headline=w.headline.text(), hint=w.hint.text())
        self.refused = []

    def command(self, line: str) -> None:
        word, _, rest = line.strip().partition(" ")
        if word == "new":
            self.new()
        elif word == "drop":
            self.drop(rest)
        elif word == "bot":
            self.bot()
        elif word == "pass":
            self.pass_on()
        elif word == "until":
            self.until(rest)
        elif word != "settle":
            raise SystemExit(f"unknown command {line!r}")
        self.settle()
        self.report()


def leak_every_private_line(driver: Driver) -> None:
    """``--leak``: each announcement also says every private line so far."""
    import cardtable.app.announce as announce

    said = announce.announce

    def leaky(target, text, politeness=announce.POLITE):
        s = driver.w.session
        private = [ev.private for _, ev in s.match.events() if ev.private] if s is not None else []
        said(target, "\n".join([text, *private]), politeness)

    announce.announce = leaky


def main() -> None:
    home, game_id, seed = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    app = QApplication([sys.argv[0]])
    from cardtable.app.cli import APP_NAME

    app.setApplicationName(APP_NAME)
    driver = Driver(app, home, game_id, seed)
    if "--leak" in sys.argv[4:]:
        leak_every_private_line(driver)
    QTest.qWaitForWindowExposed(driver.w)

    pending = bytearray()

    def on_input() -> None:
        chunk = os.read(sys.stdin.fileno(), 4096)
        pending.extend(chunk)
        while b"\n" in pending:
            line, _, rest = bytes(pending).partition(b"\n")
            pending[:] = rest
            try:
                driver.command(line.decode())
            except SystemExit as stop:
                sys.stdout.write("ATSPI " + json.dumps({"error": str(stop)}) + "\n")
                sys.stdout.flush()
        if not chunk:  # the test has closed our input: the end
            notifier.setEnabled(False)
            if driver.w.session is not None:
                driver.w.session.shutdown()
            app.quit()

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(on_input)
    sys.stdout.write("ATSPI " + json.dumps({"up": True, "accessible": QAccessible.isActive()}) + "\n")
    sys.stdout.flush()
    app.exec()


if __name__ == "__main__":
    main()
