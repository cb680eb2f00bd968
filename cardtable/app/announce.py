"""What happens at the table, told to a screen reader.

The window's :class:`Announcer` follows the game being played and tells a
screen reader, through Qt's accessibility announcements
(:class:`~PySide6.QtGui.QAccessibleAnnouncementEvent`):

- each move (the session's events), in the words the one at the screen may
  read — :meth:`Event.text_for` the session's own eyes
  (:meth:`GameSession.eyes`), never another seat's private text;
- each hand-over ("Pass to Bob", assertive: it cuts off anything still
  being read about the last player's table), and Ready;
- each refusal (assertive): of a move, Undo, Redo or narration asked at the
  screen (the session's ``sigRefused``), and of a drop the table itself
  turns down;
- the end of the game;
- the window's headline and hint line whenever they change, and what the
  status line says beside (a hint asked for, "Undone: …", an autosave
  failing).

What is said is gathered during one turn of the event loop and said at the
next, in that order, in the words of whoever is at the screen *then*: so
the moves that end with the privacy screen are not read out while the next
player sits down. At Ready the player who sat down hears the moves made
since they last looked (the last few), in their own words, as their page of
the log has them. While the privacy screen is up nothing about the table is
said, only the hand-over (and why a key did nothing there). Words written
for one pair of eyes are never kept once the screen shows another.

The last thing said is also the accessible description of a small
live-region widget (:class:`LiveRegion`, named "Announcements"), so it can
be read again. The Announcer also keeps the keyboard's Tab order as the
eye reads the window: the table, the move buttons under it, then the docks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QAbstractButton, QWidget

from cardtable.table.plaintext import display, isolate
from cardtable.words import tr

if TYPE_CHECKING:
    from cardtable.engine.protocol import Event, Result
    from cardtable.model.session import GameSession

POLITE = QAccessible.AnnouncementPoliteness.Polite
ASSERTIVE = QAccessible.AnnouncementPoliteness.Assertive
CATCH_UP = 12  # at Ready, the most moves told of those made since the player last looked
KEPT = 8  # the live region holds the last lines said (for the eyes at the screen)


class LiveRegion(QWidget):
    """A one-pixel, see-through widget in the window whose accessible
    description is the last announcement: the object announcements are made
    on, and where a screen reader can read the last one again."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("announcements")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(tr("Announcements"))
        self.setGeometry(0, 0, 1, 1)
        self.lower()
        self.show()

    @property
    def text(self) -> str:
        return self.accessibleDescription()

    def set_text(self, text: str) -> None:
        if self.accessibleDescription() != text:
            self.setAccessibleDescription(text)


def announce(target: QObject, text: str, politeness: QAccessible.AnnouncementPoliteness = POLITE) -> None:
    """Ask the screen reader to say ``text`` (on behalf of ``target``)."""
    event = QAccessibleAnnouncementEvent(target, text)
    event.setPoliteness(politeness)
    QAccessible.updateAccessibility(event)


def as_sentence(text: str) -> str:
    """``text`` on one line, each of its lines ending as a sentence does, so
    sentences said one after the other are read apart."""
    lines = [" ".join(line.split()) for line in display(text).splitlines()]
    return " ".join(line if line[-1] in ".!?…:;)”\"'" else line + "." for line in lines if line)


class Announcer(QObject):
    """Announces each move, hand-over and refusal to a screen reader through
    Qt's accessibility announcements, naming only what the seat at the
    screen may know. Its parent is the window."""

    def __init__(self, window: QObject) -> None:
        super().__init__(window)
        self.window = window
        self.session: GameSession | None = None
        self.region: LiveRegion | None = LiveRegion(window) if isinstance(window, QWidget) else None
        self._flush = QTimer(self)
        self._flush.setSingleShot(True)
        self._flush.setInterval(0)
        self._flush.timeout.connect(self.flush)
        self._watched: set[int] = set()  # the widgets whose words are followed (ids), connected once
        self._reset()

    # -- following a game -------------------------------------------------------------------------
    def _reset(self) -> None:
        self._events: list[Event] = []  # moves not told yet (kept behind the privacy screen)
        self._urgent: list[tuple[str, object]] = []  # (words, the eyes they were said for): refusals
        self._said: list[tuple[str, object]] = []  # (words, eyes): status-line news
        self._handover: str = ""
        self._ready: str = ""
        self._over: str = ""
        self._lines: dict[str, str] = {}  # headline / hint: the words last announced
        self._eyes: object = None  # whose eyes the screen shows (see GameSession.eyes)
        self._covered = False
        self._steps = 0  # moves the announcements have caught up with
        self._looked: dict[int, int] = {}  # seat -> the moves there were when it was last told them

    def follow(self, session: GameSession) -> None:
        """Announce what ``session`` does from now on (the last game's words are dropped)."""
        self._flush.stop()
        self._reset()
        self.session = session
        self._eyes = session.eyes()
        self._covered = session.covered
        self._steps = len(session.match.steps)
        # a game opened from a file: each seat has seen what was played before
        self._looked = {seat: self._steps for seat in range(session.match.setup.count)}
        if self.region is not None:
            self.region.set_text("")
        if session.covered and session.pending is not None:  # the game starts behind the privacy screen
            self._on_handover(session, session.pending)
        session.sigEvents.connect(lambda events, s=session: self._on_events(s, events))
        session.sigHandover.connect(lambda seat, s=session: self._on_handover(s, seat))
        session.sigChanged.connect(lambda s=session: self._on_changed(s))
        session.sigGameOver.connect(lambda result, s=session: self._on_game_over(s, result))
        session.sigRefused.connect(lambda text, s=session: self._on_refused(s, text))
        self._watch_window()
        self._order_focus()

    def _current(self, session: GameSession) -> bool:
        return session is self.session

    def _watch_window(self) -> None:
        """Follow the window's headline, hint line, status line, the table's
        own refusals and the move buttons (connected once per widget)."""
        w = self.window

        def once(obj, connect) -> None:
            if obj is not None and id(obj) not in self._watched:
                self._watched.add(id(obj))
                connect(obj)

        for name in ("headline", "hint"):
            once(getattr(w, name, None), lambda label: label.sigTextChanged.connect(lambda _t: self._soon()))
        status = w.statusBar() if hasattr(w, "statusBar") else None
        once(status, lambda bar: bar.messageChanged.connect(self._on_status))
        once(getattr(w, "scene", None), lambda scene: scene.sigRefused.connect(self._on_table_refused))
        bar = getattr(w, "action_bar", None)
        once(bar.widget() if bar is not None else None, lambda box: box.installEventFilter(self))

    # -- what happens --------------------------------------------------------------------------------
    def _on_events(self, session: GameSession, events) -> None:
        if self._current(session):
            self._events += [ev for _i, ev in events]
            self._steps = len(session.match.steps)
            self._soon()

    def _on_handover(self, session: GameSession, seat: int) -> None:
        if not self._current(session):
            return
        name = isolate(session.name(seat))
        self._handover = tr("Pass to {name}: press Enter when only {name} is at the screen.").format(name=name)
        self._ready = ""
        self._eyes_now(session)
        if self.region is not None:  # behind the privacy screen: the hand-over, and nothing else
            self.region.set_text(self._handover)
        self._soon()

    def _on_changed(self, session: GameSession) -> None:
        if not self._current(session):
            return
        steps = len(session.match.steps)
        if steps < self._steps:  # moves taken back: what was waiting to be told of them is void
            self._events = []
            self._looked = {seat: min(n, steps) for seat, n in self._looked.items()}
        elif steps > self._steps:  # moves made again (Redo): told as when they were first made
            self._events += [ev for step in session.match.steps[self._steps:] for ev in step.events]
        self._steps = steps
        was_covered = self._covered
        self._eyes_now(session)
        if was_covered and not session.covered and session.viewer is not None:
            self._ready = tr("Ready: {name} is at the screen.").format(name=isolate(session.name(session.viewer)))
            self._handover = ""
            self._lines = {}  # the new player hears the headline and the hint afresh
        self._order_focus()  # the window has just laid out this view's move buttons
        self._soon()

    def _on_game_over(self, session: GameSession, result: Result) -> None:
        if not self._current(session):
            return
        names = [isolate(session.name(w)) for w in result.winners]
        if not names:
            head = tr("Game over. Nobody wins.")
        elif len(names) == 1:
            head = tr("Game over. The winner: {name}.").format(name=names[0])
        else:
            head = tr("Game over. The winners: {names}.").format(names=", ".join(names))
        self._over = " ".join(p for p in (head, as_sentence(result.summary)) if p)
        self._eyes_now(session)
        self._soon()

    def _on_refused(self, session: GameSession, text: str) -> None:
        if self._current(session) and text:
            self._urgent.append((text, session.eyes()))
            self._soon()

    def _on_table_refused(self, text: str, _where=None) -> None:
        s = self.session
        if s is not None and text:
            self._urgent.append((text, s.eyes()))
            self._soon()

    def _on_status(self, text: str) -> None:
        s = self.session
        if s is not None and text:
            self._said.append((text, s.eyes()))
            self._soon()

    def _eyes_now(self, session: GameSession) -> None:
        """Note whose eyes the screen shows; when they change, nothing said
        for the last ones is kept (the live region is emptied at once)."""
        eyes = session.eyes()
        self._covered = session.covered
        if eyes != self._eyes:
            self._eyes = eyes
            self._said = [(t, e) for t, e in self._said if e == eyes]
            self._urgent = [(t, e) for t, e in self._urgent if e == eyes]
            if self.region is not None:
                self.region.set_text(self._handover if session.covered else "")

    def _soon(self) -> None:
        if not self._flush.isActive():
            self._flush.start()

    # -- saying it -------------------------------------------------------------------------------------
    def flush(self) -> None:
        """Say what has gathered, in the words of whoever is at the screen now."""
        self._flush.stop()
        s = self.session
        if s is None:
            return
        self._eyes_now(s)
        eyes = s.eyes()
        urgent = [as_sentence(t) for t, e in self._urgent if e == eyes]
        self._urgent = []
        if s.covered:
            # the privacy screen: the hand-over only (and why a key did nothing there);
            # a review opened from it shows everyone's eyes, and its lines are told
            said = [as_sentence(self._handover)] if self._handover else []
            self._handover = ""
            self._said = []
            self._say(urgent + said, self._changed_lines() if self._reviewing() else [])
            return
        polite: list[str] = []
        events = self._events
        steps = s.match.steps
        if self._ready:  # the player who sat down: the moves since they last looked, in their words
            polite.append(self._ready)
            self._ready = ""
            start = max(self._looked.get(eyes, 0) if isinstance(eyes, int) else len(steps), len(steps) - CATCH_UP)
            events = [ev for step in steps[start:] for ev in step.events]
        self._events = []
        if isinstance(eyes, int):
            self._looked[eyes] = len(steps)
        polite += [as_sentence(ev.text_for(eyes)) for ev in events if ev.text_for(eyes).strip()]
        if self._over:
            polite.append(self._over)
            self._over = ""
        told = set(polite) | set(urgent)
        polite += self._changed_lines()
        for text, e in self._said:
            line = as_sentence(text)
            if e == eyes and line not in told and line not in polite:
                polite.append(line)
        self._said = []
        self._say(urgent, polite)

    def _changed_lines(self) -> list[str]:
        """The window's headline and hint, each when it has changed since last told."""
        said = []
        for name in ("headline", "hint"):
            label = getattr(self.window, name, None)
            text = label.text() if label is not None else ""
            if text and text != self._lines.get(name):
                said.append(as_sentence(text))
            self._lines[name] = text
        return said

    def _reviewing(self) -> bool:
        reviewing = getattr(self.window, "reviewing", False)
        return bool(reviewing() if callable(reviewing) else reviewing)

    def _say(self, urgent: list[str], polite: list[str]) -> None:
        urgent = list(dict.fromkeys(t for t in urgent if t))
        polite = [t for t in dict.fromkeys(polite) if t and t not in urgent]
        if not urgent and not polite:
            return
        target = self.region if self.region is not None else self.window
        if urgent:
            announce(target, "\n".join(urgent), ASSERTIVE)
        if polite:
            announce(target, "\n".join(polite), POLITE)
        if self.region is not None:
            new = urgent + polite
            kept = [line for line in self.region.text.split("\n") if line and line not in new]
            self.region.set_text("\n".join((kept + new)[-KEPT:]))

    # -- the Tab order ---------------------------------------------------------------------------------
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.ChildAdded:
            QTimer.singleShot(0, self._order_focus)  # a new move button: after the table, before the docks
        return False

    def _order_focus(self) -> None:
        """Tab goes from the table to the action bar and its buttons (in the
        order they are laid out), and on to the docks: buttons made while
        the game is played join there, not after the docks."""
        w = self.window
        canvas, bar = getattr(w, "canvas", None), getattr(w, "action_bar", None)
        if canvas is None or bar is None or bar.widget() is None:
            return
        box = bar.widget()
        layout = box.layout()
        buttons = []
        if layout is not None:
            for i in range(layout.count()):
                item = layout.itemAt(i)
                widget = item.widget() if item is not None else None
                if isinstance(widget, QAbstractButton):
                    buttons.append(widget)
        chain = [canvas, bar, *buttons]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)
