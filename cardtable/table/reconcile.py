"""Turning a table view into the scene's sprites.

Each new view is compared with the last, zone by zone: a zone shown exactly
as last time keeps its sprites untouched; in the others every piece gets a
place (and a stacking order), a sprite that is still wanted moves there, a
new piece takes over a sprite that left (see :meth:`Reconciler._recycle`)
or gets a new one, and the rest leave the table.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

from cardtable.engine.view import CardView, TableView

from .animation import Animator
from .geometry import card_offsets
from .items import CardSprite, SpriteTable, ZoneItem

# where a piece goes: (zone id, index in the zone, its view, scene position, stacking order)
Placement = tuple[str, int, CardView, QPointF, float]
TOKEN_Z = 100  # tokens stand over the cards of their zone
FLIP_MS = 120  # a card turning over as it arrives takes this much longer than its move


class Stage(SpriteTable, Protocol):
    """What the reconciler works on (the scene)."""

    zones: dict[str, ZoneItem]
    sprites: dict[str, CardSprite]
    animator: Animator
    hovered: CardSprite | None

    def set_hovered(self, sprite: CardSprite | None) -> None: ...
    def addItem(self, item: QGraphicsItem) -> None: ...  # noqa: N802 (Qt)
    def removeItem(self, item: QGraphicsItem) -> None: ...  # noqa: N802 (Qt)


def sprite_key(zone_id: str, index: int, cv: CardView) -> str:
    """A piece's sprite key: its id, or for a piece without one (a hidden
    card) its place and sort."""
    if cv.id is not None:
        return cv.id
    return f"#{zone_id}:{index}:{cv.kind}" + (f":{cv.shape}" if cv.shape else "")


class Reconciler:
    """Keeps a scene's sprites in step with the views it is shown.

    ``home`` is where each sprite rests as the last view laid it out:
    (position, stacking order), by sprite key."""

    def __init__(self, stage: Stage) -> None:
        self.stage = stage
        self.home: dict[str, tuple[QPointF, float]] = {}
        # zone id -> (spec, position, cards, {sprite key: placement}) as last shown
        self._placed: dict[str, tuple] = {}

    def show(self, view: TableView, animate: bool) -> list[ZoneItem]:
        """Bring the sprites to ``view`` (moving and turning over unless not
        ``animate``); returns the zones whose caption or highlight changed."""
        stage = self.stage
        wanted, settled, zones_changed = self._plan(view)
        removed = {k: s for k, s in stage.sprites.items() if k not in wanted}
        # new cards come from where the cards that went were (a drawn card
        # from the pile); one that takes the place of a face-down card the
        # viewer could not read (drawn, flipped, revealed) turns over as it arrives
        spare_starts = [s.pos() for s in removed.values()]
        hidden_left = sum(1 for s in removed.values() if s.view.kind == "card" and s.view.id is None)
        turned = self._recycle(removed, [k for k in wanted if k not in stage.sprites], wanted)
        for key, sprite in removed.items():
            if sprite is stage.hovered:
                stage.set_hovered(None)
            stage.animator.stop(key)
            stage.removeItem(sprite)
            del stage.sprites[key]
        ms = stage.style.animation_ms if animate else 0
        for key, (zone_id, idx, cv, pos, z) in wanted.items():
            sprite = stage.sprites.get(key)
            if sprite is not None and key in settled:
                continue
            if sprite is None:
                sprite = CardSprite(key, zone_id, idx, cv, stage, stage.zones[zone_id].spec.scale)
                sprite.setPos(spare_starts.pop(0) if (spare_starts and ms) else pos)
                stage.addItem(sprite)
                stage.sprites[key] = sprite
                if ms and hidden_left and cv.kind == "card" and cv.id is not None and cv.face_up:
                    hidden_left -= 1
                    stage.animator.flip(sprite, ms + FLIP_MS)
            else:
                sprite.set_view(cv, zone_id, idx, stage.zones[zone_id].spec.scale)
                if ms and key in turned and cv.id is not None and cv.face_up:
                    hidden_left -= 1
                    stage.animator.flip(sprite, ms + FLIP_MS)
            self.home[key] = (pos, z)
            sprite.setZValue(stage.rest_z(sprite))
            stage.animator.move(sprite, pos, ms)
        return zones_changed

    def _plan(self, view: TableView) -> tuple[dict[str, Placement], set[str], list[ZoneItem]]:
        """(where every piece of ``view`` goes, the sprite keys of zones
        shown exactly as last time (left alone), the zones whose caption or
        highlight changed). Puts out every zone's drop light."""
        wanted: dict[str, Placement] = {}
        settled: set[str] = set()
        zone_views = view.zone_map
        zones_changed = []
        for zone_id, item in self.stage.zones.items():
            zv = zone_views.get(zone_id)
            cards = zv.cards if zv is not None else ()
            label = zv.label if zv is not None and zv.label else item.spec.label
            active = bool(zv and zv.highlight)
            if (label, active) != (item.label, item.active):
                item.label, item.active = label, active
                zones_changed.append(item)
            item.set_target(False)
            placed = self._placed.get(zone_id)
            if placed is not None and (placed[0] is item.spec or placed[0] == item.spec) and placed[1] == item.pos() \
                    and placed[2] == cards and self._still_placed(placed[3]):
                wanted.update(placed[3])
                settled.update(placed[3])
                continue
            entries = {}
            for z, (idx, offset) in enumerate(card_offsets(item.spec, cards)):
                cv = cards[idx]
                entries[sprite_key(zone_id, idx, cv)] = (zone_id, idx, cv, item.pos() + offset,
                                                         float(z + (TOKEN_Z if cv.kind != "card" else 0)))
            self._placed[zone_id] = (item.spec, item.pos(), cards, entries)
            wanted.update(entries)
        return wanted, settled, zones_changed

    def _still_placed(self, entries: dict[str, Placement]) -> bool:
        """Whether the sprites of a zone's last placement are still the ones
        it placed, as it placed them: another table shown meanwhile (a
        review, a worked example) may have taken them over for its cards."""
        sprites = self.stage.sprites
        for key, (zone_id, idx, cv, _pos, _z) in entries.items():
            sprite = sprites.get(key)
            if sprite is None or sprite.zone != zone_id or sprite.index != idx:
                return False
            if sprite.view is not cv and sprite.view != cv:
                return False
        return True

    def _recycle(self, leaving: dict[str, CardSprite], arriving: list[str], wanted: dict[str, Placement]) -> set[str]:
        """Pieces that leave the table and pieces that arrive are mostly the
        same cards seen anew: a hand turned face down at a hand-over, the
        cards under the top of a pile, a card drawn into a hand. A leaving
        sprite is handed to an arriving piece of its sort (one that looks the
        same first, so nothing is painted again), so the scene keeps its
        items. Those taken leave ``leaving``; returns the arriving keys whose
        sprite was a face-down card (they turn over as they move)."""
        stage = self.stage
        spares: dict[tuple[str, str], list[CardSprite]] = {}
        for key, sprite in leaving.items():
            if not stage.drag.holds(sprite) and not sprite.focused:
                spares.setdefault(sprite.view.sort, []).append(sprite)
        turned = set()
        for key in arriving:
            cv = wanted[key][2]
            pool = spares.get(cv.sort)
            if not pool:
                continue
            sprite = next((sp for sp in pool if sp.view == cv), pool[0])
            pool.remove(sprite)
            old = sprite.key
            del leaving[old]
            del stage.sprites[old]
            self.home.pop(old, None)
            stage.animator.stop(old)
            stage.animator.stop_flip(sprite)
            sprite.key = key
            stage.sprites[key] = sprite
            if sprite.view.id is None and sprite.view.kind == "card":
                turned.add(key)
        return turned
