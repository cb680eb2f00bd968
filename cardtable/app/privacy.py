"""The privacy screen shown between two human seats."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from cardtable.table.plaintext import PlainLabel, isolate, set_button
from cardtable.words import tr


class PrivacyScreen(QWidget):
    sigReady = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("privacyScreen")
        self.setAutoFillBackground(True)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#privacyScreen { background: #1d2630; } QLabel { color: #f0f0f0; }")
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        # the player's name is in all three: plain words that wrap and never widen the window
        self.title = PlainLabel(tr("Pass the computer"), lines=3)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.title.font()
        font.setPointSize(26)
        font.setBold(True)
        self.title.setFont(font)
        self.detail = PlainLabel(tr("Only the named player should look at the screen now."), lines=4)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton(tr("I'm ready — show my cards"))
        self.button.setDefault(True)
        self.button.setAutoDefault(True)
        self.button.setMinimumHeight(44)
        self.button.setAccessibleName(tr("Ready"))
        self.button.clicked.connect(self.sigReady.emit)
        layout.addWidget(self.title)
        layout.addWidget(self.detail)
        layout.addSpacing(16)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(3)

    def show_for(self, name: str) -> None:
        name = isolate(name)
        self.title.setText(tr("Pass to {name} — ready?").format(name=name))
        self.detail.setText(tr("Everyone else, look away. {name}, press the button (or Enter) when only you can see "
                               "the screen.").format(name=name))
        set_button(self.button, tr("I'm {name} — show my cards").format(name=name), letters=64)
        self.button.setFocus()
