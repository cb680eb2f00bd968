"""Drag and drop on the table, and the piece under the pointer: all of that
state in one object, :class:`Drag`, which the scene owns one of.

A sprite tells its drag what the mouse does on it (enter, leave, press,
move, release); the drag decides when a press becomes a lift, lights the
places the piece may go, asks the controller what a drop does, and puts a
refused piece back. A press on a piece that cannot be picked up now is
watched too: dragged onto another place, it is a refused drop that says why.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, Qt, SignalInstance
from PySide6.QtWidgets import QGraphicsItem

from cardtable.words import tr

from .animation import Animator
from .controller import BACK, TableController, refused
from .items import DRAG_Z, CardSprite, ZoneItem

LIFT_PX = 6  # how far (scene units, across plus down) a press moves before it is a drag


class DragTable(Protocol):
    """What the drag asks of its scene."""

    controller: TableController | None
    animator: Animator
    zones: dict[str, ZoneItem]
    sprites: dict[str, CardSprite]
    sigMessage: SignalInstance
    sigRefused: SignalInstance
    sigDragging: SignalInstance
    sigHover: SignalInstance

    def mouseGrabberItem(self) -> QGraphicsItem | None: ...  # noqa: N802 (Qt)
    def light_starts(self, on: bool) -> set[str]: ...
    def zone_at(self, pos: QPointF, prefer: set[str] | None = None) -> str | None: ...
    def bounce(self, sprite: CardSprite) -> None: ...


def _far(delta: QPointF) -> bool:
    return abs(delta.x()) + abs(delta.y()) >= LIFT_PX


class Drag:
    """What the pointer holds and hovers on one table.

    ``piece`` is the piece the button went down on (one that may be picked
    up), ``pressed_at`` where, ``origin`` where the piece rested then, and
    ``lifted`` whether it is being dragged; ``tried`` is a piece pressed
    that may not be picked up now (``tried_at``, ``tried_far``: where, and
    whether the pointer went on as if dragging it). ``targets`` are the
    places lit for the piece lifted, ``hovered`` the piece under the pointer.
    """

    def __init__(self, table: DragTable) -> None:
        self.table = table
        self.piece: CardSprite | None = None
        self.pressed_at: QPointF | None = None
        self.origin: QPointF | None = None
        self.lifted = False
        self.tried: CardSprite | None = None
        self.tried_at: QPointF | None = None
        self.tried_far = False
        self.targets: set[str] = set()
        self.hovered: CardSprite | None = None

    def holds(self, sprite: CardSprite) -> bool:
        """Whether ``sprite`` is pressed or dragged now."""
        return sprite is self.piece

    # -- what a sprite tells ---------------------------------------------------------
    def enter(self, sprite: CardSprite) -> None:
        if self.table.mouseGrabberItem() is None:
            self.hover(sprite)

    def leave(self, sprite: CardSprite) -> None:
        if self.hovered is sprite:
            self.hover(None)

    def press(self, sprite: CardSprite, at: QPointF) -> None:
        """The left button went down on ``sprite`` (a new press forgets the last)."""
        self._let_go()
        if not sprite.draggable:
            self.tried, self.tried_at = sprite, at
            return
        self.piece, self.pressed_at, self.origin = sprite, at, sprite.pos()

    def move(self, sprite: CardSprite, at: QPointF) -> None:
        if self.tried is sprite:
            self.tried_far = self.tried_far or _far(at - self.tried_at)
            return
        if self.piece is not sprite or self.origin is None:
            return
        delta = at - self.pressed_at
        if not self.lifted:
            if not _far(delta):
                return
            self.lifted = True
            sprite.setZValue(DRAG_Z)
            sprite.setCursor(Qt.CursorShape.ClosedHandCursor)
            self.lift(sprite)
        sprite.setPos(self.origin + delta)

    def release(self, sprite: CardSprite, at: QPointF) -> None:
        if self.tried is sprite:
            far = self.tried_far
            self.tried, self.tried_at, self.tried_far = None, None, False
            if far:
                self.refuse(sprite, at)
            return
        if self.piece is not sprite:
            return
        lifted = self.lifted
        self._let_go()
        sprite.setCursor(Qt.CursorShape.OpenHandCursor if sprite.draggable else Qt.CursorShape.ArrowCursor)
        if lifted:
            self.drop(sprite, at)

    def _let_go(self) -> None:
        self.piece = self.pressed_at = self.origin = None
        self.lifted = False
        self.tried = self.tried_at = None
        self.tried_far = False

    # -- what the table does ---------------------------------------------------------
    def hover(self, sprite: CardSprite | None) -> None:
        self.hovered = sprite
        self.table.sigHover.emit(sprite)

    def light(self, targets: set[str]) -> None:
        """Light the places a lifted piece may go (none for an empty set)."""
        self.targets = targets
        for zid, item in self.table.zones.items():
            item.set_target(zid in targets)

    def lift(self, sprite: CardSprite) -> None:
        """``sprite`` is picked up: the places it may go light up."""
        table = self.table
        self.hover(None)  # the preview never covers the card being dragged
        table.light_starts(False)
        table.sigDragging.emit(True)
        table.animator.stop(sprite.key)
        controller = table.controller
        self.light(controller.drag_targets(sprite.zone, sprite.card_id) if controller else set())

    def cancel(self) -> None:
        """Drop any drag or press in progress without a move (the viewer
        changed under it): the card goes home and no target stays lit."""
        table = self.table
        grabber = table.mouseGrabberItem()
        if grabber is not None:
            grabber.ungrabMouse()
        self.light(set())
        piece, lifted = self.piece, self.lifted
        self._let_go()
        if piece is not None and table.sprites.get(piece.key) is piece:
            table.bounce(piece)
            if lifted:
                table.sigDragging.emit(False)

    def drop(self, sprite: CardSprite, pos: QPointF) -> None:
        """``sprite`` is let go at ``pos``: the move it makes there, or put back with the reason why not."""
        table = self.table
        targets = self.targets
        self.light(set())
        target = table.zone_at(pos, targets)
        landing = refused(tr("Drop the card on a highlighted place."))
        # its own place counts as a drop when it is lit (a token may act on
        # the place it stands on); otherwise it is just put back
        if target is not None and (target != sprite.zone or target in targets) and table.controller is not None:
            landing = table.controller.drop(sprite.zone, sprite.card_id, target)
        elif target == sprite.zone:
            landing = BACK  # dropped back where it was: not an error
        table.sigDragging.emit(False)  # (first: what the drag put out of the way is back before a refusal shows)
        if not landing.stays and landing.reason:
            table.sigMessage.emit(landing.reason)
            table.sigRefused.emit(landing.reason, pos)
        # Put back, or moved: the table follows a move as it is made, but a
        # zone shown as it was is not laid out again (a token moving to the
        # place it stands on, or shown where it came from while it passes
        # another). Either way the piece goes to the place the table gives
        # it, never stays where it was let go.
        table.bounce(sprite)

    def refuse(self, sprite: CardSprite, pos: QPointF) -> None:
        """A piece that cannot be picked up now was dragged to ``pos``: that
        is a drop refused, and it says why (not this seat's turn, no move
        from there) as any refused drop does. Put back on its own place it
        is nothing."""
        table = self.table
        if table.controller is None:
            return
        target = table.zone_at(pos)
        if target is None or target == sprite.zone:
            return
        reason = table.controller.drop(sprite.zone, sprite.card_id, target).reason
        if reason:
            table.sigMessage.emit(reason)
            table.sigRefused.emit(reason, pos)
