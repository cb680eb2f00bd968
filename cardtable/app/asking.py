"""Asking the player: the window's answers to the session's questions.

When a request needs an answer first (:class:`~cardtable.model.outcome.Needs`:
which of several moves a drop meant, the words a move carries), the window
puts the question in a dialog that does not block the event loop — the
drop that raised it has already returned and the card sprung back — and
sends the request again with the answer, or with None when the player
cancels.

Every question shows in full, wrapped, never cut: a choice lists each of
its options whole (one per row, wrapped), and words are asked for in a
wrapping box of several lines — the one kind of box for every story text,
a plan or a pitch as much as a note — where Ctrl+Enter sends (Enter too
for a short answer kept on one line), Tab moves on and never types a tab,
and the Send button stays for the mouse. A text box follows the rule every
text box follows (:mod:`cardtable.engine.text`): the length and the limit
show under it once the text nears the limit, and an answer too long, or against the game's own limit, is
refused with a line saying why while the box keeps what was typed.

:attr:`Asker.sigAsking` announces each dialog as it opens; a test answers
through the dialog itself (:meth:`AskDialog.answer`), the way a player does.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, Signal
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine.text import counter_if_near
from cardtable.model.outcome import CHOICE, Needs, Outcome
from cardtable.table.plaintext import display
from cardtable.words import tr

from .screen_fit import fit_dialog, reading_width, title_of

BOX_LINES = 5  # the lines a story box shows before it scrolls


class AskDialog(QDialog):
    """One question: a choice in a list, or a box for words. ``done_with``
    receives the answer (None: cancelled) once, when the player settles it:
    the index of the option picked (never its words), or the words typed."""

    def __init__(self, parent: QWidget, done_with: Callable[[object], None], question: str) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self._done_with = done_with
        self._settled = False
        self.check: Callable[[str], str] = lambda text: ""  # a text's refusal ("" if it is taken)
        self.labels: list[str] = []
        self.one_line = False  # a short answer: Enter sends it too
        self._question = display(question)
        layout = QVBoxLayout(self)
        self.question = QLabel(self._question)  # the question may quote a player's words: plain text
        self.question.setObjectName("question")
        self.question.setTextFormat(Qt.TextFormat.PlainText)
        self.question.setWordWrap(True)
        self.question.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.question)
        self.editor: QPlainTextEdit | None = None
        self.choices: QListWidget | None = None
        self.status = QLabel()  # under a box: its length against the limit, or why it was refused
        self.status.setObjectName("askStatus")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._body = layout
        self.finished.connect(self._finished)

    # -- made by the asker ------------------------------------------------------------
    def make_choice(self, labels: list[str]) -> None:
        self.labels = labels
        self.choices = _Choices()
        self.choices.setObjectName("choices")
        self.choices.setAccessibleName(self._question)
        self.choices.addItems([" ".join(display(label).split()) for label in labels])
        self.choices.setCurrentRow(0)
        self.choices.itemDoubleClicked.connect(lambda _item: self.accept())
        self.question.setBuddy(self.choices)
        self._body.addWidget(self.choices, 1)
        self._body.addWidget(self.buttons)

    def make_box(self, default: str, one_line: bool) -> None:
        self.one_line = one_line
        self.editor = _StoryBox()
        self.editor.setObjectName("answer")
        self.editor.setAccessibleName(self._question)
        self.editor.setAccessibleDescription(tr("Ctrl+Enter sends; Tab moves on"))
        self.editor.setPlainText(default)
        self.editor.moveCursor(QTextCursor.MoveOperation.End)  # typing goes on from the default
        self.editor.installEventFilter(self)
        self.question.setBuddy(self.editor)
        send = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        send.setText(tr("&Send"))
        send.setToolTip(tr("Send (Ctrl+Enter)"))
        self._body.addWidget(self.editor, 1)
        self._body.addWidget(self.status)
        self._body.addWidget(self.buttons)

    # -- what a player (or a test) sees and does --------------------------------------------
    def typed(self) -> bool:
        """A box for words (else a choice: its answer is an index, never the label's words)."""
        return self.editor is not None

    def textValue(self) -> str:  # noqa: N802 (the name QInputDialog gave it)
        return self.editor.toPlainText() if self.editor is not None else ""

    def setTextValue(self, text: str) -> None:  # noqa: N802
        if self.editor is not None:
            self.editor.setPlainText(text)

    def labelText(self) -> str:  # noqa: N802
        """The question and, under a box, the line under it."""
        return "\n\n".join(part for part in (self._question, self.status.text() if self.typed() else "") if part)

    def answer(self, value) -> None:
        """Answer as the player would: pick option ``value`` (an index) or
        type ``value`` (a text), then Send; None presses Cancel."""
        if value is None:
            self.reject()
            return
        if self.typed():
            self.setTextValue(str(value))
        elif self.choices is not None:
            self.choices.setCurrentRow(int(value))
        self.accept()

    def accept(self) -> None:  # noqa: D102 (a text refused keeps the box open)
        if self.typed():
            refusal = self.check(self.textValue())
            if refusal:
                self.refuse(refusal)
                return
        super().accept()

    def refuse(self, text: str) -> None:
        """Show why the text is not taken under the box (set by the asker)."""

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt override)
        if (watched is self.editor and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and (event.modifiers() & Qt.KeyboardModifier.ControlModifier or self.one_line)):
            self.accept()  # Ctrl+Enter sends (Enter alone starts a new line, but for a one-line answer)
            return True
        return super().eventFilter(watched, event)

    def _finished(self, result: int) -> None:
        if self._settled:
            return
        self._settled = True
        if result != QDialog.DialogCode.Accepted:
            self._done_with(None)
        elif self.typed():
            self._done_with(self.textValue())
        else:
            index = self.choices.currentRow() if self.choices is not None else -1
            self._done_with(index if 0 <= index < len(self.labels) else None)


class _StoryBox(QPlainTextEdit):
    """The box every story text is written in: it wraps at its width, Tab
    moves on, and it asks for a few lines at the text size in use."""

    def __init__(self) -> None:
        super().__init__()
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setTabChangesFocus(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def _lines(self, count: int) -> int:
        return (count * self.fontMetrics().lineSpacing() + 2 * self.frameWidth()
                + 2 * round(self.document().documentMargin()) + 2)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(reading_width(self), self._lines(BOX_LINES))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(self.fontMetrics().averageCharWidth() * 20, self._lines(3))


class _Choices(QListWidget):
    """The options of a choice, each whole: wrapped over as many lines as
    it needs, one row each; the list asks for the height of them all."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def _height_at(self, width: int) -> int:
        metrics = self.fontMetrics()
        rows = sum(metrics.boundingRect(QRect(0, 0, max(40, width - 16), 100_000), Qt.TextFlag.TextWordWrap,
                                        self.item(i).text()).height() + 8 for i in range(self.count()))
        return rows + 2 * self.frameWidth() + 4

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        width = reading_width(self)
        return QSize(width, self._height_at(width))

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._height_at(width)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(self.fontMetrics().averageCharWidth() * 20, 3 * self.fontMetrics().lineSpacing())


class Asker(QObject):
    """Puts a session's questions to the player, one dialog at a time."""

    sigAsking = Signal(object)  # an AskDialog has just opened

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: AskDialog | None = None  # the question open now

    def choose(self, title: str, labels: Sequence[str], then: Callable[[int | None], None]) -> AskDialog:
        """Ask which of ``labels``; ``then`` gets its index, or None."""
        dialog = AskDialog(self.window, lambda value: self._settled(then, value), title)
        dialog.make_choice(list(labels))
        fit_dialog(dialog, title_of(display(title)), wrap=True)  # titled by its question; fits its screen
        return self._open(dialog)

    def ask_text(self, question: str, title: str, default: str, one_line: bool, room: int | None,
                 check: Callable[[str], str], then: Callable[[str | None], None]) -> AskDialog:
        """Ask for words, starting from ``default``; ``check`` says why a
        text would be refused (the box then stays open with it). Every text
        is asked in the same wrapping box; ``one_line`` (a short answer kept
        on one line) lets Enter send it too."""
        dialog = AskDialog(self.window, lambda value: self._settled(then, value), question)
        dialog.make_box(default, one_line)
        refusal = [""]

        def show() -> None:
            # why it was refused, or the count once it nears the box's limit (nothing before)
            dialog.status.setText(refusal[0] or counter_if_near(len(dialog.textValue()), room))
            dialog.status.setVisible(bool(dialog.status.text()))

        def edited() -> None:
            refusal[0] = ""
            show()

        def refuse(text: str) -> None:
            refusal[0] = text
            show()

        dialog.check = check
        dialog.refuse = refuse  # type: ignore[method-assign]
        dialog.editor.textChanged.connect(edited)
        show()
        fit_dialog(dialog, display(title), wrap=True)  # never wider or taller than its screen; the buttons in view
        return self._open(dialog)

    def _open(self, dialog: AskDialog) -> AskDialog:
        if self.dialog is not None:
            self.dialog.reject()  # one question at a time: an older one is withdrawn
        self.dialog = dialog
        dialog.open()
        dialog.activateWindow()
        # the keyboard is the question's at once: in the box, or on the list (the arrows pick, Enter chooses)
        (dialog.editor or dialog.choices).setFocus()
        self.sigAsking.emit(dialog)
        return dialog

    def _settled(self, then: Callable, value) -> None:
        self.dialog = None
        then(value)

    def answer_needs(self, session, needs: Needs, then: Callable[[Outcome], None]) -> AskDialog:
        """Put ``needs`` to the player; send the request again with their
        answer (None: cancelled) and give ``then`` the outcome — which may be
        another question, asked the same way."""

        def settled(value) -> None:
            outcome = session.send(needs.answer(value))
            if isinstance(outcome, Needs):
                self.answer_needs(session, outcome, then)
            else:
                then(outcome)

        if needs.kind == CHOICE:
            return self.choose(needs.question, needs.options, settled)
        action = needs.action
        return self.ask_text(needs.question, needs.title, needs.default, needs.one_line, session.story_room(),
                             lambda text: session.text_refusal(action, text, needs.one_line) if action else "",
                             settled)

    def withdraw(self) -> None:
        """The question open now is no longer asked (the seat at the screen changed)."""
        if self.dialog is not None:
            self.dialog.reject()
