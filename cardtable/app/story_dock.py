"""The story dock: the storytelling prompts still open, narration typed at
the screen, and the story journal."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, Qt, Signal
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine.text import MAX_ENTRY, TextTooLong, clean_text, counter, no_room
from cardtable.table.plaintext import PlainLabel, display, isolate, tooltip
from cardtable.engine.i18n import number
from cardtable.words import tr

from .dialogs.style_sheet import set_flag


class StoryDock(QDockWidget):
    """The storytelling prompts still open, each with the player it
    addresses, and a box for narration. Narration typed while a prompt is
    selected answers that prompt (and is credited to its addressee); with
    none selected it is free narration by whoever is at the screen.

    ``set_prompts`` rebuilds the list from the open prompts a viewer may
    read, so the window can re-derive it at every hand-over."""

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
        self.prompts.setMinimumHeight(104)  # with the two lines under it, the dock needs no more height than before
        self.prompts.currentItemChanged.connect(lambda *_: self._show_target())
        self.prompt = PlainLabel(tr(self.FREE), lines=2, name=tr("Story prompt"))  # what the narration box answers now
        self.prompt.setObjectName("storyTarget")
        # the height of its two lines, whatever it says: squeezed to one line
        # at the dock's least height it was drawn over the list above it
        self.prompt.ensurePolished()
        margins = self.prompt.contentsMargins()
        self.prompt.setFixedHeight(2 * self.prompt.fontMetrics().lineSpacing() + margins.top() + margins.bottom() + 2)
        self.editor = QPlainTextEdit()
        self.editor.setTabChangesFocus(True)  # Tab moves on, as everywhere else: a keyboard never gets stuck here
        self.editor.setAccessibleName(tr("Narration"))
        self.editor.setMaximumHeight(72)
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
        buttons = QHBoxLayout()
        self.dismiss = QPushButton(tr("&Dismiss prompt"))
        self.dismiss.setToolTip(tr("Close the selected prompt without narrating"))
        self.dismiss.clicked.connect(self._dismiss)
        self.add = QPushButton(tr("Add to &journal"))
        self.add.clicked.connect(self._submit)
        buttons.addWidget(self.dismiss)
        buttons.addStretch(1)
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
        layout.addWidget(QLabel(tr("Prompts (select one to answer it)")))
        layout.addWidget(self.prompts, 3)
        layout.addWidget(self.prompt)
        layout.addWidget(self.editor)
        layout.addWidget(self.limit)
        layout.addLayout(buttons)
        layout.addWidget(QLabel(tr("Journal")))
        layout.addWidget(self.journal, 2)
        # in a scroll area: at a large text size the dock never makes the
        # window taller than the screen, it scrolls instead
        scroller = _Scroller()
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QScrollArea.Shape.NoFrame)
        scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroller.setWidget(body)
        self.setWidget(scroller)
        self._open: list = []
        self._names = lambda seat: tr("Seat {number}").format(number=seat + 1)
        self._show_target()

    def set_prompts(self, open_prompts, names, viewer: int | None = None) -> None:
        """Show ``open_prompts`` (already cut to what ``viewer`` may read);
        ``names(seat)`` gives a seat's name. The selection survives when its
        prompt is still open; otherwise the newest prompt for the viewer (or
        else the newest of all) is selected."""
        current = self.current_prompt()
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
        if self._open:
            mine = [i for i, op in enumerate(self._open) if op.prompt.seat == viewer]
            keep = (self._open.index(current) if current in self._open
                    else mine[-1] if mine else len(self._open) - 1)
            self.prompts.setCurrentRow(keep)
            self.prompts.scrollToItem(self.prompts.item(keep))
        self.prompts.blockSignals(False)
        self._names = names
        self._show_target()

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
        if (watched is self.journal and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.delete.isEnabled()):
            self._delete()
            return True
        return super().eventFilter(watched, event)

    def _delete(self) -> None:
        row = self.journal.currentRow()
        if 0 <= row < len(self._deletable) and self._deletable[row]:
            self.sigDelete.emit(row)


class _Scroller(QScrollArea):
    """A scroll area that asks for the room its contents would like (the
    dock is laid out as before) and is as wide as they need; in height it
    needs no more than they do at the usual text size, so larger text makes
    it scroll (up and down, never sideways) rather than grow the window."""

    def sizeHint(self):  # noqa: N802 (Qt override)
        inner = self.widget()
        return inner.sizeHint() if inner is not None else super().sizeHint()

    def minimumSizeHint(self):  # noqa: N802 (Qt override)
        inner, least = self.widget(), super().minimumSizeHint()
        if inner is None:
            return least
        from .preferences_store import applied_text_scale

        wanted = inner.minimumSizeHint()
        least.setWidth(wanted.width() + self.verticalScrollBar().sizeHint().width())
        usual = round(wanted.height() / max(1.0, applied_text_scale()))  # what it needs at the usual size
        least.setHeight(max(least.height(), usual + self.frameWidth() * 2 + 4))
        return least
