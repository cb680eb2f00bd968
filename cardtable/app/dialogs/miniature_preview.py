"""The new-game dialog's preview: the chosen game's opening table in
miniature, drawn a moment after the choice settles and kept for next time."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QFrame, QLabel, QWidget

from cardtable.engine.protocol import GameDef
from cardtable.words import tr

Miniature = Callable[[GameDef, int], QPixmap]

MINIATURE_SIZE = (300, 210)


class MiniaturePreview:
    """The preview label and the renders behind it.

    ``miniature(game, player_count)`` renders a game's opening table
    (offscreen); a render waits for the choice to settle (a short timer),
    results are cached per (game id, player count) and a failed render shows
    the game's title instead. ``chosen()`` is the game and the number of
    players the dialog shows now (None before a game is chosen), asked when
    the render is due.
    """

    def __init__(self, parent: QWidget, miniature: Miniature | None,
                 chosen: Callable[[], tuple[GameDef, int] | None]) -> None:
        self._miniature = miniature
        self._chosen = chosen
        self.pixmaps: dict[tuple[str, int], QPixmap | None] = {}
        self.timer = QTimer(parent)
        self.timer.setSingleShot(True)
        self.timer.setInterval(60)
        self.timer.timeout.connect(self.render)
        self.label = QLabel(parent)
        self.label.setObjectName("miniature")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setFixedSize(*MINIATURE_SIZE)
        self.label.setFrameShape(QFrame.Shape.StyledPanel)
        self.label.setWordWrap(True)
        self.label.setAccessibleName(tr("Opening table preview"))
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # its words name the game: plain text, as every label

    def schedule(self) -> None:
        """Show the chosen game's miniature: at once when it is cached (or
        there is no renderer), else after the timer."""
        chosen = self._chosen()
        if chosen is None:
            return
        game, count = chosen
        key = (game.id, count)
        if key in self.pixmaps:
            self._show(self.pixmaps[key], game, count)
            return
        if self._miniature is None:
            self._show(None, game, count)
            return
        self.label.setPixmap(QPixmap())
        self.label.setText(tr("Laying out the table…"))
        self.timer.start()

    def render(self) -> None:
        chosen = self._chosen()
        if self._miniature is None or chosen is None:
            return
        game, count = chosen
        key = (game.id, count)
        if key not in self.pixmaps:
            try:
                pixmap: QPixmap | None = self._miniature(game, key[1])
            except Exception:  # a preview must never stop a game being chosen
                pixmap = None
            if pixmap is not None and pixmap.isNull():
                pixmap = None
            self.pixmaps[key] = pixmap
        self._show(self.pixmaps[key], game, count)

    def _show(self, pixmap: QPixmap | None, game: GameDef, count: int) -> None:
        if pixmap is None:
            self.label.setPixmap(QPixmap())
            self.label.setText("\n".join((game.title, tr("%n player(s)", "", count), tr("(no preview)"))))
            return
        scaled = pixmap.scaled(
            self.label.contentsRect().size(),
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        self.label.setPixmap(scaled)
