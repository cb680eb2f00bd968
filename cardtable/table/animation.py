"""Cards moving and turning over on the table.

An :class:`Animator` runs one move per sprite (keyed by the sprite's key)
and one turn-over per sprite (``flip:`` and the key); it says when the last
running animation has ended.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEasingCurve, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsScene

from .items import CardSprite

FLIP = "flip:"  # the key of a sprite's turn-over: this and the sprite's key


class Animator:
    """The scene's running animations. ``idle`` is called whenever the last
    of them ends (not when one is stopped)."""

    def __init__(self, scene: QGraphicsScene, idle: Callable[[], None]) -> None:
        self.scene = scene
        self.idle = idle
        self._running: dict[str, QVariantAnimation] = {}

    @property
    def running(self) -> bool:
        return bool(self._running)

    def move(self, sprite: CardSprite, pos: QPointF, ms: int) -> None:
        """Slide ``sprite`` to ``pos`` in ``ms`` milliseconds (at once for 0)."""
        if sprite.pos() == pos:
            return
        self.stop(sprite.key)
        if ms <= 0:
            sprite.setPos(pos)
            return
        anim = QVariantAnimation(self.scene)
        anim.setDuration(ms)
        anim.setStartValue(sprite.pos())
        anim.setEndValue(pos)
        anim.valueChanged.connect(sprite.setPos)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        key = sprite.key
        anim.finished.connect(lambda k=key: self._finished(k))
        self._running[key] = anim
        anim.start()

    def flip(self, sprite: CardSprite, ms: int) -> None:
        """Turn ``sprite`` over (its face grows from a sliver) in ``ms`` milliseconds."""
        key = FLIP + sprite.key
        self.stop(key)
        anim = QVariantAnimation(self.scene)
        anim.setDuration(ms)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setEasingCurve(QEasingCurve.Type.OutQuad)
        anim.valueChanged.connect(lambda v, s=sprite: s.set_flip(float(v)) if s.scene() is self.scene else None)
        anim.finished.connect(lambda k=key, s=sprite: (s.set_flip(1.0), self._finished(k)))
        self._running[key] = anim
        sprite.set_flip(0.0)
        anim.start()

    def stop(self, key: str) -> None:
        """Stop the animation of ``key`` (a sprite's move, or FLIP + its key) where it is."""
        anim = self._running.pop(key, None)
        if anim is not None:
            anim.stop()
            anim.deleteLater()

    def stop_flip(self, sprite: CardSprite) -> None:
        """Stop ``sprite``'s turn-over, the card shown whole; nothing if it was not turning."""
        flip = FLIP + sprite.key
        if flip in self._running:
            self.stop(flip)
            sprite.set_flip(1.0)

    def stop_all(self, sprites: dict[str, CardSprite]) -> None:
        """Stop everything; cards of ``sprites`` that were turning over are shown whole."""
        for key in list(self._running):
            self.stop(key)
            if key.startswith(FLIP) and key[len(FLIP):] in sprites:
                sprites[key[len(FLIP):]].set_flip(1.0)

    def _finished(self, key: str) -> None:
        anim = self._running.pop(key, None)
        if anim is not None:
            anim.deleteLater()
        if not self._running:
            self.idle()
