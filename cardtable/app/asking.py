"""Asking the player: the window's answers to the session's questions.

When a request needs an answer first (:class:`~cardtable.model.outcome.Needs`:
which of several moves a drop meant, the words a move carries), the window
puts the question in a dialog that does not block the event loop — the
drop that raised it has already returned and the card sprung back — and
sends the request again with the answer, or with None when the player
cancels. A text box follows the rule every text box follows
(:mod:`cardtable.engine.text`): the length and the limit show under the
question, and an answer too long, or against the game's own limit, is
refused with a line saying why while the box keeps what was typed.

:attr:`Asker.sigAsking` announces each dialog as it opens; a test answers
through the dialog itself (:meth:`AskDialog.answer`), the way a player does.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QComboBox, QInputDialog, QLabel, QWidget

from cardtable.engine.text import counter_if_near
from cardtable.model.outcome import CHOICE, Needs, Outcome
from cardtable.table.plaintext import display

from .screen_fit import fit_dialog, title_of


class AskDialog(QInputDialog):
    """One question: a choice in a list, or a text box. ``done_with``
    receives the answer (None: cancelled) once, when the player settles it."""

    def __init__(self, parent: QWidget, done_with: Callable[[object], None]) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self._done_with = done_with
        self._settled = False
        self.check: Callable[[str], str] = lambda text: ""  # a text's refusal ("" if it is taken)
        self.labels: list[str] = []
        self.finished.connect(self._finished)

    def typed(self) -> bool:
        """A text box. (A choice's list shows in the same text mode, so its
        labels tell it: its answer is an index, never the label's words.)"""
        return not self.labels and self.inputMode() == QInputDialog.InputMode.TextInput

    def plain_labels(self) -> None:
        for label in self.findChildren(QLabel):  # the question may quote a player's words
            label.setTextFormat(Qt.TextFormat.PlainText)

    def answer(self, value) -> None:
        """Answer as the player would: pick option ``value`` (an index) or
        type ``value`` (a text), then OK; None presses Cancel."""
        if value is None:
            self.reject()
            return
        if self.typed():
            self.setTextValue(str(value))
        else:
            combo = self.findChild(QComboBox)
            if combo is not None:
                combo.setCurrentIndex(int(value))
        self.accept()

    def accept(self) -> None:  # noqa: D102 (a text refused keeps the box open)
        if self.typed():
            refusal = self.check(self.textValue())
            if refusal:
                self.refuse(refusal)
                return
        super().accept()

    def refuse(self, text: str) -> None:
        """Show why the text is not taken under the question (set by the asker)."""

    def _finished(self, result: int) -> None:
        if self._settled:
            return
        self._settled = True
        if result != QInputDialog.DialogCode.Accepted:
            self._done_with(None)
        elif self.typed():
            self._done_with(self.textValue())
        else:
            combo = self.findChild(QComboBox)
            index = combo.currentIndex() if combo is not None else -1
            self._done_with(index if 0 <= index < len(self.labels) else None)


class Asker(QObject):
    """Puts a session's questions to the player, one dialog at a time."""

    sigAsking = Signal(object)  # an AskDialog has just opened

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: AskDialog | None = None  # the question open now

    def choose(self, title: str, labels: Sequence[str], then: Callable[[int | None], None]) -> AskDialog:
        """Ask which of ``labels``; ``then`` gets its index, or None."""
        labels = list(labels)
        dialog = AskDialog(self.window, lambda value: self._settled(then, value))
        dialog.labels = labels
        dialog.setLabelText(display(title))
        dialog.plain_labels()
        dialog.setComboBoxItems([" ".join(display(label).splitlines()) for label in labels])
        dialog.setComboBoxEditable(False)
        fit_dialog(dialog, title_of(display(title)), wrap=True)  # titled by its question; fits its screen
        return self._open(dialog)

    def ask_text(self, question: str, title: str, default: str, one_line: bool, room: int | None,
                 check: Callable[[str], str], then: Callable[[str | None], None]) -> AskDialog:
        """Ask for words, starting from ``default``; ``check`` says why a
        text would be refused (the box then stays open with it)."""
        dialog = AskDialog(self.window, lambda value: self._settled(then, value))
        dialog.setInputMode(QInputDialog.InputMode.TextInput)
        if not one_line:
            dialog.setOption(QInputDialog.InputDialogOption.UsePlainTextEditForTextInput)
        dialog.setTextValue(default)
        dialog.plain_labels()
        shown_question = display(question)
        refusal = [""]

        def show(text: str) -> None:
            count = counter_if_near(len(text), room)  # only once it nears the box's limit
            dialog.setLabelText("\n\n".join(part for part in (shown_question, refusal[0] or count) if part))

        def edited(text: str) -> None:
            refusal[0] = ""
            show(text)

        def refuse(text: str) -> None:
            refusal[0] = text
            show(dialog.textValue())

        dialog.check = check
        dialog.refuse = refuse  # type: ignore[method-assign]
        dialog.textValueChanged.connect(edited)
        show(default)
        fit_dialog(dialog, display(title), wrap=True)  # never wider or taller than its screen; the buttons in view
        return self._open(dialog)

    def _open(self, dialog: AskDialog) -> AskDialog:
        if self.dialog is not None:
            self.dialog.reject()  # one question at a time: an older one is withdrawn
        self.dialog = dialog
        dialog.open()
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
