"""Presenting the session's view: the half of the window that draws.

Owns :class:`Presenter`, which after each change of the session shows the
view of the seat at the screen — the table (or the privacy screen), the
move buttons, the headline and hint, the seat keys' line, the log, the
players and story docks — repainting the table first and letting the words
around it follow; when the eyes at the screen change, whatever was written
for the last ones goes. It keeps what it last drew (and for whose eyes),
the docks' lag behind the table, and the narration drafts typed on each
screen. It keeps the keyboard useful: while the table is held ("Pass to
…") Enter passes it on wherever the keyboard is on the table page, and
whenever a person at the screen may move and no dialog is open, the table
has the keyboard (after a bot's reply too), unless the player is typing
or working in a dock. Also owns :class:`Teller`, which says a message or a refusal where
the player looks.

Both are handed the window as a :class:`Screen` (the widgets they write
to, the session, and whether a review holds the table) and touch nothing
else of it; the presenter is also handed the :class:`Moves` its move
buttons call. While a review holds the table the presenter draws nothing
(the review draws), and comes back to the game when asked to redraw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QRect, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QAbstractSpinBox, QApplication, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit,
                               QWidget)

from cardtable.table.plaintext import display, isolate
from cardtable.model.handover import TABLE
from cardtable.words import tr

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStackedWidget, QStatusBar

    from cardtable.model.session import GameSession
    from cardtable.table.canvas import TableCanvas
    from cardtable.table.plaintext import PlainLabel
    from cardtable.table.scene import TableScene
    from cardtable.table.style import TableStyle

    from .action_bar import ActionBar
    from .asking import Asker
    from .charts import ChartDock
    from .docks import LogDock, PlayersDock
    from .privacy import PrivacyScreen
    from .story_dock import StoryDock

# where a player may type: the keyboard stays there whatever the table does
TEXT_BOXES = (QLineEdit, QTextEdit, QPlainTextEdit, QAbstractSpinBox, QComboBox)


def typing_in(widget: QWidget) -> bool:
    """Whether ``widget`` is a box the player may type in (a read-only
    one, such as the log, is only read)."""
    if not isinstance(widget, TEXT_BOXES):
        return False
    if isinstance(widget, QComboBox):
        return widget.isEditable()
    return not (widget.isReadOnly() if hasattr(widget, "isReadOnly") else False)
DOCKS_LAG_MS = 40  # the docks follow a repainted table at once; without a repaint, after this
SEAT_KEYS = "1234567890"  # one key per seat, for the actions any seat may make at any moment


class TableWidgets(Protocol):
    """The widgets of the table page, as the window builds them: what every
    room that shows the table (the presenter, a review) draws into."""

    pages: QStackedWidget
    table_page: QWidget
    privacy: PrivacyScreen
    scene: TableScene
    canvas: TableCanvas
    action_bar: ActionBar
    headline: PlainLabel
    hint: PlainLabel
    seat_keys: PlainLabel
    log_dock: LogDock
    players_dock: PlayersDock
    story_dock: StoryDock
    asker: Asker


class Screen(TableWidgets, Protocol):
    """What of the window the presenter and the teller write to and read."""

    session: GameSession | None
    built: bool
    style_prefs: TableStyle

    @property
    def reviewing(self) -> bool: ...

    @property
    def chart_dock(self) -> ChartDock | None: ...

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's name)

    def update_actions(self) -> None: ...


class MoveButtons(Protocol):
    """What the move buttons under the table call (:class:`~cardtable.app.playing.Moves`)."""

    def perform(self, action) -> None: ...

    def more_moves(self, buttons) -> None: ...


class Teller:
    """Says things where the player looks: the status bar, and a bubble
    over the table for a refusal."""

    def __init__(self, screen: Screen) -> None:
        self.screen = screen

    def show_message(self, text: str) -> None:
        if text:
            self.screen.statusBar().showMessage(display(text), 8000)

    def show_refusal(self, text: str, near: QWidget | None = None, how: bool = True) -> None:
        """Why a move was not made, said where the player looks: in a bubble
        over the table beside ``near`` (the button used; the table's foot
        without one) that leaves on its own, and in the status bar. Drops
        and clicks on the table put theirs beside the card themselves.
        ``how``: the refusal answers the one at the screen, so the places
        their moves start from light up (not for another seat's key)."""
        if not text:
            return
        self.show_message(text)
        screen = self.screen
        if screen.built and screen.canvas.isVisible():
            at = None
            if near is not None:
                at = widget_rect(screen.canvas, near)
            screen.canvas.say(text, at, how)


def widget_rect(canvas: TableCanvas, widget: QWidget) -> QRect:
    """Where ``widget`` is, in ``canvas``'s viewport pixels."""
    vp = canvas.viewport()
    return QRect(vp.mapFromGlobal(widget.mapToGlobal(widget.rect().topLeft())), widget.size())


class Presenter(QObject):
    """Draws the session's view for the seat at the screen (see the module's opening)."""

    def __init__(self, screen: Screen, moves: MoveButtons, teller: Teller, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.screen = screen
        self.moves = moves
        self.teller = teller
        self.shown_for: tuple | None = None  # whose eyes the screen was last drawn for
        self.drawn: tuple | None = None  # (session, state, viewer, pending, holding) last drawn
        self.docks_due: tuple | None = None  # (view, zone labels) the docks have yet to show
        self.docks_drawn: tuple | None = None  # (session, viewer, Match.mark()) the docks show
        self.docks_timer = QTimer(self)  # the docks follow the table: after its repaint, at the latest then
        self.docks_timer.setSingleShot(True)
        self.docks_timer.setInterval(DOCKS_LAG_MS)
        self.docks_timer.timeout.connect(self.refresh_docks)
        self.drafts: dict = {}  # narration typed but not added, by whose screen it was typed on
        self._enter_passes: list[QShortcut] = []  # Enter on the table page while the table is held

    def new_game(self) -> None:
        """A new game takes the table: nothing drawn is for its eyes."""
        self.shown_for = None
        self.drafts = {}

    def forget_drawn(self) -> None:
        """The next :meth:`refresh` draws the table afresh, as it stands (the
        seats' places changed, or a review leaves the table)."""
        self.drawn = None

    def draw_afresh(self) -> None:
        """Table and docks drawn again at once, as the game stands (nothing flies in)."""
        self.drawn = None
        self.docks_drawn = None
        s = self.screen.session
        if s is not None:
            self.screen.scene.show_view(s.table_view(), s.layout(), animate=False)
        self.refresh()
        self.refresh_journal()

    def refresh(self) -> None:
        screen = self.screen
        s = screen.session
        if s is None or screen.reviewing:
            return
        # one redraw per change: a second call for the same state and viewer
        # (a hold is announced, then the change) finds the screen up to date
        drawn = (s, s.state, s.viewer, s.pending, s.holding)
        last = self.drawn
        if last is not None and all(a is b for a, b in zip(last[:2], drawn[:2])) and last[2:] == drawn[2:]:
            return
        self.drawn = drawn
        ours = self._keyboard_on_table_page()
        # whose eyes: a player shown their new card before passing on (a
        # hold) is still the same pair of eyes
        shown_for = ("covered", s.pending) if s.covered else ("seat", s.viewer)
        if shown_for != self.shown_for:
            previous, self.shown_for = self.shown_for, shown_for
            self.forget_transients(previous)
        view, layout = s.table_view(), s.layout()
        if s.covered:
            # named again here: the hand-over may have come while the screen
            # showed something else (a review, while phones played on)
            screen.privacy.show_for(s.name(s.pending))
            screen.pages.setCurrentWidget(screen.privacy)
            # behind the screen the table shows only public information, in
            # the arrangement it had (nobody sees it: the next player's
            # arrangement comes with their Ready)
            screen.scene.show_view(view, None if screen.scene.layout is not None else layout, animate=False)
        else:
            if screen.pages.currentWidget() is not screen.table_page:
                screen.pages.setCurrentWidget(screen.table_page)
            screen.scene.show_view(view, layout)
        self.rebuild_action_bar()
        screen.update_actions()
        self.docks_due = (view, {z.id: z.label for z in layout.zones})
        if self._docks_follow(s) and screen.pages.currentWidget() is screen.table_page:
            # the same eyes, moves only added: the table (and the buttons
            # under it) are repainted first; the words around it and the
            # docks follow on the next turn of the event loop
            self.docks_timer.start(DOCKS_LAG_MS)
        else:  # a hand-over, Ready, Undo, a new game: everything at once
            self.refresh_docks()
        self.keyboard_to_table(ours)

    def _keyboard_on_table_page(self) -> bool:
        """Whether the keyboard is on the table page (or nowhere useful): a
        redraw that hides the widget holding it must not send it to a dock."""
        screen = self.screen
        if not screen.built:
            return False
        focus = screen.canvas.window().focusWidget()
        return focus is None or not focus.isVisible() or screen.table_page.isAncestorOf(focus)

    def keyboard_to_table(self, ours: bool = False) -> None:
        """When a person at the screen may move and no dialog is open, the
        table has the keyboard (arrows, Enter, H reach it at once, after a
        bot's reply too), unless the player put it in a text box or a dock.
        ``ours``: before this redraw the keyboard was on the table page (a
        move button, say): wherever the redraw pushed it (a button hidden
        hands it to the next widget in the Tab order, often a dock's), it
        comes back to the table, even while the bots play."""
        screen = self.screen
        s = screen.session
        if s is None or screen.reviewing or not screen.built:
            return
        if screen.pages.currentWidget() is not screen.table_page or screen.asker.dialog is not None:
            return
        if QApplication.activeModalWidget() is not None or QApplication.activePopupWidget() is not None:
            return
        canvas = screen.canvas
        focus = canvas.window().focusWidget()
        if focus is canvas:
            return
        page = screen.table_page
        usable = focus is not None and focus.isVisible() and focus.isEnabled()
        if s.acting_seat() is None:  # nobody to move: only what the redraw pushed off the page comes back
            if ours and not (usable and page.isAncestorOf(focus)):
                canvas.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        if usable and (typing_in(focus) or (not ours and not page.isAncestorOf(focus))):
            return
        canvas.setFocus(Qt.FocusReason.OtherFocusReason)

    def _write_words(self, s: GameSession, view) -> None:
        """The headline, the hint and the last-reveal strip, for the view shown."""
        screen = self.screen
        screen.headline.setText(view.headline)  # a PlainLabel: its tooltip is its full text
        if s.handover.revealing:
            screen.hint.setText(tr("Everyone may look at what came to light, then press “Pass to {next}” (Enter): "
                                   "{shown}").format(next=self.who(s.holding), shown=s.handover.reveal_words()))
        elif s.holding == TABLE:
            screen.hint.setText(tr("{name}, look at your new card, then press “Hide my cards” (Enter): the phones "
                                   "play next.").format(name=self.who(s.viewer)))
        elif s.holding is not None:
            nxt = self.who(s.holding)
            screen.hint.setText(tr("{name}, look at your new card, then press “Pass to {next}” (Enter) to hide "
                                   "your hand before {next} sits down.").format(name=self.who(s.viewer), next=nxt))
        else:
            screen.hint.setText(self._phones_playing(s) or view.hint)
        screen.canvas.reveals.set_cards(s.last_reveal(), screen.style_prefs)

    def _phones_playing(self, s: GameSession) -> str:
        """Why the screen shows the public table, when the game waits only
        on seats played from phones: who plays, in a sentence."""
        if s.covered or s.holding is not None or s.viewer is not None or s.match.over or not s.remote:
            return ""
        seats = [seat for seat in s.match.to_act() if seat in s.remote]
        if not seats:
            return ""
        names = [self.who(seat) for seat in seats]
        if len(names) == 1:
            return tr("{name} is playing on their phone; the screen shows only what everyone may see.").format(
                name=names[0])
        return tr("{names} and {last} are playing on their phones; the screen shows only what everyone may "
                  "see.").format(names=", ".join(names[:-1]), last=names[-1])

    def _docks_follow(self, s: GameSession) -> bool:
        """Whether the docks, as last drawn, need only the moves made since
        by the same viewer (so they may follow the table a moment later)."""
        last = self.docks_drawn
        return (last is not None and last[0] is s and last[1] == (None if s.covered else s.viewer)
                and s.match.goes_on_from(last[2]))

    @property
    def docks_behind(self) -> bool:
        """Whether the side docks have yet to catch up with the table."""
        return self.docks_due is not None

    def refresh_docks(self) -> None:
        """Bring the words around the table (headline, hint, last reveal) and
        the side docks (log, players and table list, story prompts, chart) up
        to the table's view, if they lag behind it."""
        if self.screen.reviewing:
            return
        self.docks_timer.stop()
        s, due, self.docks_due = self.screen.session, self.docks_due, None
        if s is None or due is None:
            return
        view, labels = due
        self._write_words(s, view)
        self._sync_log(s)
        self.screen.players_dock.set_view(view, labels, s.remote)
        self.refresh_prompts()
        chart = self.screen.chart_dock
        if chart is not None and chart.isVisible():
            chart.refresh(s.match)
        self.docks_drawn = (s, None if s.covered else s.viewer, s.match.mark())

    def table_painted(self) -> None:
        """The table has been repainted: the docks follow at the next turn
        of the event loop (not before the repaint reaches the screen)."""
        if self.docks_due is not None:
            self.docks_timer.start(0)

    def _sync_log(self, s: GameSession) -> None:
        """Bring the log up to the moves made, as its viewer reads them: the
        viewer's own page gets the lines of the moves made since it was last
        shown (a hand-over costs the moves since that seat last looked, not
        the whole game); a page that moves were taken back under, or a
        reader's first, is derived afresh."""
        log = self.screen.log_dock
        mark = log.show_reader(s.log_viewer)
        if mark is not None and s.match.goes_on_from(mark):
            log.append_lines(s.log_lines(mark[0]))
        else:
            log.set_lines(s.log_lines())
        log.set_mark(s.match.mark())

    def forget_transients(self, previous: tuple | None) -> None:
        """The screen now shows somebody else's view (a hand-over, Ready):
        everything that was written for the ``previous`` viewer goes — the
        status line, an open tooltip or menu, a drag in progress. What stays
        is re-derived from the new viewer by :meth:`refresh`."""
        from PySide6.QtWidgets import QApplication, QToolTip

        screen = self.screen
        screen.statusBar().clearMessage()
        QToolTip.hideText()
        popup = QApplication.activePopupWidget()
        while popup is not None:
            popup.close()
            nxt = QApplication.activePopupWidget()
            popup = None if nxt is popup else nxt
        if screen.built:
            screen.scene.cancel_drag()
            screen.asker.withdraw()  # a question put to the last viewer is theirs to answer
            screen.canvas.dismiss_overlays()  # a preview or a refusal was the last viewer's
            screen.canvas.forget_focus()  # so was the card the keyboard was on (and Enter with it)
            # a half-typed narration belongs to whoever typed it: kept for
            # them, out of sight of the next player
            editor = screen.story_dock.editor
            self.drafts[previous] = editor.toPlainText()
            editor.setPlainText(self.drafts.pop(self.shown_for, ""))

    def rebuild_action_bar(self) -> None:
        screen = self.screen
        s = screen.session
        if screen.reviewing:
            if s is not None:
                s.set_pace(None)  # new preferences set the bots' pace: they still wait for the review
            return
        bar = screen.action_bar
        held = s is not None and not s.covered and s.holding is not None
        self._enter_pass(held)
        if held:
            words = (tr("Hide my cards ▸") if s.holding == TABLE
                     else tr("Pass to {name} ▸").format(name=self.who(s.holding)))
            bar.set_pass(words, self.pass_on)
            return
        buttons = [] if s is None or s.covered else s.button_actions()
        bar.set_moves(buttons, self.moves.perform, lambda: self.moves.more_moves(buttons),
                      step=s.step_once if s is not None and s.machine_waiting else None)
        # the Hint button is there while a person at the screen can move
        bar.show_hint_button(s is not None and s.acting_seat() is not None)

    def _enter_pass(self, on: bool) -> None:
        """While the table is held, Enter anywhere on the table page presses
        “Pass to …” (as the hint says): a card the keyboard or a refused
        double-click left focused does not take it."""
        if not self._enter_passes:
            for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                shortcut = QShortcut(QKeySequence(key), self.screen.table_page)
                shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                shortcut.setAutoRepeat(False)
                shortcut.activated.connect(self.pass_on)
                self._enter_passes.append(shortcut)
        for shortcut in self._enter_passes:
            shortcut.setEnabled(on)

    def bind_seat_keys(self, session: GameSession) -> None:
        """One key per seat for actions any seat may make at any moment
        (the window's keyPressEvent sends them, so typing in a text box is
        unaffected): the line above the table names them."""
        from cardtable.engine.i18n import _, pgettext
        from cardtable.engine.protocol import SEAT_KEY_VERB

        line = self.screen.seat_keys
        if not session.game.seat_key_actions:
            line.hide()
            return
        parts = [(tr("[{key}] {name} (on a phone)") if seat in session.remote else "[{key}] {name}")
                 .format(key=SEAT_KEYS[seat], name=isolate(p.name))
                 for seat, p in enumerate(session.match.setup.players[:len(SEAT_KEYS)])]
        game = session.game
        line.setText(tr("{caption} — press yours any time to {verb}: {keys}").format(
            caption=_(game.seat_key_caption), verb=pgettext(SEAT_KEY_VERB, game.seat_key_verb),
            keys="   ".join(parts)))
        line.show()

    def on_events(self, events) -> None:
        s = self.screen.session
        if s is None:
            return
        viewer = None if s.covered else s.viewer
        if events:
            self.screen.statusBar().showMessage(display(events[-1][1].text_for(viewer)), 6000)

    def on_handover(self, seat: int) -> None:
        screen = self.screen
        if screen.session is None or screen.reviewing:
            return
        screen.privacy.show_for(screen.session.name(seat))
        screen.pages.setCurrentWidget(screen.privacy)

    def pass_on(self) -> None:
        if self.screen.session is not None and not self.screen.reviewing:
            self.screen.session.pass_on()

    def ready(self) -> None:
        screen = self.screen
        if screen.session is not None:
            screen.session.ready()
            screen.pages.setCurrentWidget(screen.table_page)
            screen.canvas.setFocus()

    def refresh_journal(self) -> None:
        s = self.screen.session
        if s is None:
            return
        entries = []
        for e in s.match.journal:
            who = self.who(e.seat) if e.seat is not None else tr("Narrator")
            entries.append(display(tr("[move {index}] {who}: {text}").format(
                index=min(e.action_index, len(s.match.steps)), who=who, text=e.text)))
        self.screen.story_dock.set_entries(entries, [s.may_delete_entry(i) for i in range(len(entries))])
        self.refresh_prompts()

    def refresh_prompts(self) -> None:
        """The open story prompts, as much of them as the one at the screen may read."""
        s = self.screen.session
        if s is not None:
            viewer = None if s.covered else s.viewer
            self.screen.story_dock.set_prompts(s.screen_prompts(), self.who, viewer)

    def who(self, seat: int | None) -> str:
        """A seat's name as the window's sentences show it: the one way a
        name enters them, isolated so it cannot reorder the sentence."""
        s = self.screen.session
        return isolate(s.name(seat)) if s is not None else ""
