"""The story dock: the storytelling prompts still open, narration typed at
the screen, and the story journal.

Made for writing: the prompts keep their order (oldest first) and their
place in the list, so a click after an answer lands where it was aimed;
the selection follows the person at the screen and never moves by itself
onto another player's prompt (narration goes to the seat whose prompt is
selected); Ctrl+Enter adds the narration and Tab moves on; the box and its
button keep their place whatever the text size (only the two lists give
up height), and the dock's title — the Story tab — counts the prompts
waiting."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine.text import MAX_ENTRY, TextTooLong, clean_text, counter, no_room
from cardtable.table.plaintext import PlainLabel, display, isolate, tooltip
from cardtable.engine.i18n import number
from cardtable.words import tr

from .action_bar import FlowLayout
from .docks import heading
from .dialogs.style_sheet import set_flag


class StoryDock(QDockWidget):
    """The storytelling prompts still open, each with the player it
    addresses, and a box for narration. Narration typed while a prompt is
    selected answers that prompt (and is credited to its addressee); with
    none selected it is free narration by whoever is at the screen.

    ``set_prompts`` rebuilds the list from the open prompts a viewer may
    read, so the window can re-derive it at every hand-over (see the
    module's opening for how the selection is kept)."""

    sigAnswer = Signal(object, str)  # open prompt (or None), text
    sigDismiss = Signal(object)  # open prompt
    sigDelete = Signal(int)  # a journal entry's place, to be taken out by its author

    FREE = QT_TRANSLATE_NOOP("", "Add narration to the story at any time; it is never required.")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Story"), parent)
        self.setObjectName("storyDock")
        body = QWidget()
        layout = QVBoxLayout(body)
        self.prompts = QListWidget()
        self.prompts.setObjectName("storyPrompts")
        self.prompts.setAccessibleName(tr("Open story prompts"))
        self.prompts.setWordWrap(True)
        self.prompts.setAlternatingRowColors(True)
        self.prompts.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.prompts.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.prompts.currentItemChanged.connect(lambda *_: self._show_target())
        self.prompt = PlainLabel(tr(self.FREE), lines=2, name=tr("Story prompt"))  # what the narration box answers now
        self.prompt.setObjectName("storyTarget")
        self.editor = QPlainTextEdit()
        self.editor.setObjectName("narration")
        self.editor.setTabChangesFocus(True)  # Tab moves on, as everywhere else: a keyboard never gets stuck here
        self.editor.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.editor.setAccessibleName(tr("Narration"))
        self.editor.setAccessibleDescription(tr("Ctrl+Enter adds it to the journal"))
        self.editor.installEventFilter(self)  # Ctrl+Enter adds the narration
        # the limit, shown where the player types, and why a narration was refused
        self.limit = QLabel(counter(0))
        self.limit.setObjectName("narrationLimit")
        self.limit.setTextFormat(Qt.TextFormat.PlainText)
        self.limit.setWordWrap(True)
        self.limit.setAccessibleName(tr("Narration length"))
        self.limit.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # never widens the dock
        self.limit.hide()  # the placeholder names the limit; the count shows as a narration nears it
        # how many more characters the game's story takes (None: only the
        # limit for one entry is known); the window sets it to the session's
        self.room = lambda: None
        self._added = False
        self.editor.textChanged.connect(self._show_count)
        self._show_limit()
        # the buttons share a row while the dock is wide enough, else each has
        # its own: a narrow dock column leaves the table its room at a large text size
        buttons = FlowLayout()
        self.dismiss = QPushButton(tr("&Dismiss prompt"))
        self.dismiss.setToolTip(tr("Close the selected prompt without narrating"))
        self.dismiss.clicked.connect(self._dismiss)
        self.add = QPushButton(tr("Add to &journal"))
        self.add.setObjectName("addToJournal")
        self.add.setToolTip(tr("Add the narration to the story (Ctrl+Enter)"))
        self.add.clicked.connect(self._submit)
        buttons.addWidget(self.dismiss)
        buttons.addWidget(self.add)
        self.journal = QListWidget()
        self.journal.setWordWrap(True)
        self.journal.setAccessibleName(tr("Story journal"))
        self.journal.setObjectName("storyJournal")
        self._deletable: list[bool] = []
        # on the entry itself (its menu, or the Delete key): the dock needs no more room for it
        self.delete = QAction(tr("De&lete my entry"), self.journal)
        self.delete.setObjectName("deleteEntry")
        self.delete.setToolTip(tr("Take the selected entry out of the story (only its author can)"))
        self.delete.setEnabled(False)
        self.delete.triggered.connect(self._delete)
        self.journal.addAction(self.delete)
        self.journal.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.journal.installEventFilter(self)  # the Delete key on an entry
        self.journal.currentRowChanged.connect(lambda _row: self._show_deletable())
        # the prompts and the journal above, the box and its buttons under
        # them: the box keeps its height and the lists give up theirs (at a
        # large text size they scroll, never the box), so the button that
        # adds the narration is always in view, never below the fold
        lists = QWidget()
        lists.setObjectName("storyLists")
        upper = QVBoxLayout(lists)
        upper.setContentsMargins(0, 0, 0, 0)
        upper.addWidget(heading(tr("Prompts (select one to answer it)")))
        upper.addWidget(self.prompts, 3)
        upper.addWidget(heading(tr("Journal")))
        upper.addWidget(self.journal, 2)
        self.lists = _Lists(lists)
        layout.addWidget(self.lists, 1)
        layout.addWidget(self.prompt)
        layout.addWidget(self.editor)
        layout.addWidget(self.limit)
        layout.addLayout(buttons)
        self.setWidget(body)
        self._open: list = []
        self._viewer: int | None = None  # whom the selection was made for
        self._names = lambda seat: tr("Seat {number}").format(number=seat + 1)
        self._fit_heights()
        self._show_target()
        self._show_waiting()

    def _fit_heights(self) -> None:
        """Heights in lines of the dock's own font (so they follow the text
        size): the line naming what the narration answers has the room of
        its two lines (squeezed to one it was drawn over the list above it),
        the box shows two to five lines, each list at least two."""
        for widget in (self.prompt, self.editor, self.prompts, self.journal):
            widget.ensurePolished()
        # the dock's own font: told of a new text size first, before its children are
        line = self.fontMetrics().lineSpacing()
        margins = self.prompt.contentsMargins()
        self.prompt.setFixedHeight(2 * line + margins.top() + margins.bottom() + 2)
        frame = 2 * self.editor.frameWidth() + 2 * round(self.editor.document().documentMargin()) + 4
        self.editor.setMinimumHeight(2 * line + frame)
        self.editor.setMaximumHeight(5 * line + frame)
        for listing in (self.prompts, self.journal):
            listing.setMinimumHeight(2 * line + 2 * listing.frameWidth() + 4)
        self.lists.updateGeometry()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_heights()
            QTimer.singleShot(0, self, self._fit_heights)  # again once the children have the new font too

    def set_prompts(self, open_prompts, names, viewer: int | None = None) -> None:
        """Show ``open_prompts`` (already cut to what ``viewer`` may read, in
        the order they were raised); ``names(seat)`` gives a seat's name.

        The list keeps its order and where it was scrolled to. The selection
        follows the person at the screen: a new viewer finds their newest
        prompt selected; the same viewer keeps theirs while it is open, and
        once it is answered the next of their own (else none: free
        narration). Another player's prompt is selected only by a click —
        selected by itself, it took the next words typed for that player."""
        current, row = self.current_prompt(), self.prompts.currentRow()
        scrolled = self.prompts.verticalScrollBar().value()
        new_viewer = viewer != self._viewer
        self._viewer = viewer
        self._open = list(open_prompts)
        self.prompts.blockSignals(True)
        self.prompts.clear()
        for op in self._open:
            p = op.prompt
            who = isolate(names(p.seat)) if p.seat is not None else tr("Everyone")
            item = QListWidgetItem(display(tr("{who}: {prompt}").format(who=who, prompt=p.text)))
            item.setToolTip(tooltip(tr("For {who}").format(who=who)))
            if p.colour:
                item.setData(Qt.ItemDataRole.DecorationRole, QColor(p.colour))
            self.prompts.addItem(item)
        mine = [i for i, op in enumerate(self._open) if viewer is not None and op.prompt.seat == viewer]
        if new_viewer:
            keep = mine[-1] if mine else -1
        elif current in self._open:
            keep = self._open.index(current)
        else:  # answered or gone: the viewer's next own prompt, where the answered one was
            keep = next((i for i in mine if i >= row), mine[-1] if mine else -1)
        self.prompts.setCurrentRow(keep)
        if new_viewer and keep >= 0:
            self.prompts.scrollToItem(self.prompts.item(keep))
        else:
            self.prompts.verticalScrollBar().setValue(scrolled)
        self.prompts.blockSignals(False)
        self._names = names
        self._show_target()
        self._show_waiting()

    def _show_waiting(self) -> None:
        """The dock's title (the Story tab when it shares a place) counts the
        prompts waiting, in words a screen reader reads too."""
        count = len(self._open)
        title = tr("Story (%n)", "the Story tab: how many prompts wait", count) if count else tr("Story")
        said = (tr("Story, %n prompt(s) waiting", "", count) if count else tr("Story, no prompts waiting"))
        self.setWindowTitle(title)
        self.setAccessibleName(said)
        self.prompts.setAccessibleDescription(said)
        window = self.parentWidget()
        for bar in window.findChildren(QTabBar) if window is not None else ():
            for i in range(bar.count()):
                if bar.tabText(i) == title:  # the tab the window made for this dock
                    bar.setAccessibleTabName(i, said)

    def current_prompt(self):
        row = self.prompts.currentRow()
        return self._open[row] if 0 <= row < len(self._open) else None

    def _show_target(self) -> None:
        op = self.current_prompt()
        self.dismiss.setEnabled(op is not None)
        if op is None:
            self.prompt.setText(tr(self.FREE))
            self.prompt.setStyleSheet("")
            return
        if op.prompt.seat is None:
            self.prompt.setText(tr("Your narration answers the prompt for everyone."))
        else:
            self.prompt.setText(tr("Your narration answers the prompt for {who}.").format(
                who=isolate(self._names(op.prompt.seat))))
        colour = op.prompt.colour
        self.prompt.setStyleSheet(f"QLabel {{ border-left: 6px solid {colour}; padding-left: 6px; }}"
                                  if colour else "")

    NEAR = 0.8  # the count shows once a narration is this far to its limit

    def _show_count(self) -> None:
        """The length against the limit, once the text nears it (an empty box
        names the limit in its placeholder; see :meth:`_show_limit`)."""
        room = self.room()
        length = self.editor.document().characterCount() - 1
        near = length >= self.NEAR * min(MAX_ENTRY, MAX_ENTRY if room is None else room)
        set_flag(self.limit, "problem", False)
        if near:
            self.limit.setText(counter(length, room))
        self.limit.setVisible(near)

    def _show_limit(self) -> None:
        """Name the limit in the empty box: one entry's, or the room the story has left if less."""
        room = self.room()
        if room is not None and room < MAX_ENTRY:
            self.editor.setPlaceholderText(tr("What happens? (optional; the story has room for {room} more characters)")
                                           .format(room=number(room)))
        else:
            self.editor.setPlaceholderText(tr("What happens? (optional, up to {most} characters)")
                                           .format(most=number(MAX_ENTRY)))

    def _refuse(self, why: str) -> None:
        """Say why the narration was not added; what was typed stays."""
        set_flag(self.limit, "problem", True)
        self.limit.setText(why)
        self.limit.show()

    def _submit(self) -> None:
        """Hand the narration on, cleaned by the rule every text box follows;
        too long for one entry, or for the room the story has left, it is
        refused with a line saying so and stays in the box. The box is
        emptied only once the journal took it (the journal is then shown
        again, see :meth:`set_entries`)."""
        try:
            text = clean_text(self.editor.toPlainText(), MAX_ENTRY, tr("This narration")).strip()
        except TextTooLong as err:
            self._refuse(str(err))
            return
        room = self.room()
        if room is not None and len(text) > room:
            self._refuse(no_room(tr("This narration"), len(text), room))
            return
        if text:
            self._added = False
            self.sigAnswer.emit(self.current_prompt(), text)
            if self._added:
                self.editor.clear()

    def _dismiss(self) -> None:
        op = self.current_prompt()
        if op is not None:
            self.sigDismiss.emit(op)

    def set_entries(self, entries: list[str], deletable: list[bool] | None = None) -> None:
        """Show the journal; ``deletable[i]``: entry ``i`` is the screen's own to delete."""
        self._added = True  # a narration handed on was taken
        self._show_limit()
        row = self.journal.currentRow()
        self._deletable = list(deletable or [])
        self.journal.blockSignals(True)
        self.journal.clear()
        self.journal.addItems([display(e) for e in entries])
        self.journal.blockSignals(False)
        if 0 <= row < len(entries):
            self.journal.setCurrentRow(row)
        self.journal.scrollToBottom()
        self._show_deletable()

    def _show_deletable(self) -> None:
        row = self.journal.currentRow()
        self.delete.setEnabled(0 <= row < len(self._deletable) and self._deletable[row])

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if (watched is self.editor and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and event.modifiers() & Qt.KeyboardModifier.ControlModifier):
            self._submit()  # Ctrl+Enter adds the narration (Enter alone starts a new line)
            return True
        if (watched is self.journal and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.delete.isEnabled()):
            self._delete()
            return True
        return super().eventFilter(watched, event)

    def _delete(self) -> None:
        row = self.journal.currentRow()
        if 0 <= row < len(self._deletable) and self._deletable[row]:
            self.sigDelete.emit(row)


class _Lists(QScrollArea):
    """The prompts and the journal: as tall as they would like, and needing
    no more than five lines of the usual text size — with less room they
    scroll (up and down, never sideways), so the narration box under them
    keeps its place."""

    def __init__(self, inner: QWidget) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the lists, never the frame round them
        self.setWidget(inner)

    def sizeHint(self):  # noqa: N802 (Qt override)
        return self.widget().sizeHint()

    def minimumSizeHint(self):  # noqa: N802 (Qt override)
        from .text_scale import applied_text_scale

        wanted = self.widget().minimumSizeHint()
        least = super().minimumSizeHint()
        least.setWidth(wanted.width() + self.verticalScrollBar().sizeHint().width())
        # five lines at the usual text size: a prompt or two in view, and at a
        # large text size the window is not made taller than the screen
        usual = self.fontMetrics().lineSpacing() / max(1.0, applied_text_scale())
        least.setHeight(min(wanted.height(), round(5 * usual) + 8))
        return least
