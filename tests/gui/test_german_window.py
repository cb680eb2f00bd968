"""The window in German: each game that speaks German played a few moves, through
hand-overs, Ready, refused drops and refused Undos, and at every moment no
English word anywhere in the window — menus, buttons, docks, headline,
hint, status line (where refusals are said), log, tooltips, accessible
names. Player names, game titles and the words printed on the cards (the
shipped decks' card titles stay as printed) are the exceptions."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from tests.frontend import told
from tests.gui.conftest import answer_questions, drag, sprite_grip
from tests.gui.test_privacy_audit import screen_texts, the_screens_turn

pytestmark = pytest.mark.gui

GAMES = [game_id for game_id, game in all_games().items() if "de" in game.languages]  # English-only games stay English
PEOPLE = ("Anna", "Bernd")
BOTS = ("Carla", "Dieter")

# Words that are English and not also German (so "Hand", "Deck", "Bot",
# "Story", "Start", "was", "die", "hat" are left out).
ENGLISH = set("""
the and you your yours to of is are were card cards play plays played playing draw draws drew drawn
turn turns game games player players with for from this that these those not new save saved open
undo redo hint ready rules help edit view options score scores round rounds table wins won seat
seats next move moves moved take takes took back show shows hide settings quit about has have can
cannot could may must no yes it its on at by be been who what which when where there their they he
she his her them all one two three more less only just now then than each every any some none out
up down left right first last pile discard shuffle shuffled deal dealt wait waiting phone phones
screen privacy chart summary print file menu window full go goes went gets get got put puts gives
give gave loses lost win keep keeps chooses choose chose choice pick picks picked nothing everyone
someone player's game's here how why bid bids trick suit would should will into over under again
""".split())

_WORD = re.compile(r"[^\W\d_]+(?:[-'][^\W\d_]+)*", re.UNICODE)  # "Mash-up" is one word


def english_in(text: str, allowed: set[str]) -> list[str]:
    words = [w for w in _WORD.findall(text)]
    return [w for w in words if w.lower() in ENGLISH and w.lower() not in allowed]


class Reader:
    """Reads the whole window at each moment and keeps what it finds in English."""

    def __init__(self, w, game) -> None:
        self.w = w
        self.allowed: set[str] = set()
        for name in (*PEOPLE, *BOTS, game.title, "CardTable"):
            self.allowed |= {t.lower() for t in _WORD.findall(name)}
        self.found: dict[str, set[str]] = {}
        self.moments = 0

    def _learn_faces(self) -> None:
        """The words printed on the cards in play stay as printed: those any
        seat (or everyone) sees now, whether on the table or named in a line."""
        match = self.w.session.match
        for viewer in [None, *range(match.setup.count)]:
            for zone in match.view(viewer).zones:
                for card in zone.cards:
                    face = card.face
                    if face is None:
                        continue
                    for field in (face.title, face.top, face.bottom, face.big):
                        self.allowed |= {t.lower() for t in _WORD.findall(field or "")}
                        self.allowed |= {part.lower() for t in _WORD.findall(field or "") for part in t.split("-")}

    def check(self, moment: str) -> None:  # as the privacy audit's turn calls it
        self.read(moment)

    def read(self, moment: str) -> None:
        self._learn_faces()
        self.moments += 1
        texts = screen_texts(self.w)
        for menu in self.w.findChildren(QMenu):
            texts.append(menu.title())
            texts += [a.text() for a in menu.actions()]
        for text in texts:
            bad = english_in(text, self.allowed)
            if bad:
                self.found.setdefault(text[:160], set()).add(moment)


def _refused_drop(qtbot, w) -> None:
    """One piece the player may pick up, dropped where it may not go."""
    s = w.session
    for sprite in sorted(w.scene.sprites.values(), key=lambda x: (x.zone, -x.index)):
        if not (sprite.draggable and sprite.isVisible()):
            continue
        lit = s.drag_targets(sprite.zone, sprite.card_id)
        for target, item in w.scene.zones.items():
            if target in lit or target == sprite.zone:
                continue
            qtbot.waitUntil(lambda: not w.scene.animating)
            drag(qtbot, w, sprite_grip(sprite), item.sceneBoundingRect().center())
            return


@pytest.mark.parametrize("game_id", GAMES)
def test_no_english_in_the_german_window(german, qtbot, make_window, game_id):
    w = make_window()
    game = w.games[game_id]
    bots = max(0, game.min_players - len(PEOPLE)) or 1
    players = tuple(PlayerSpec(n) for n in PEOPLE) + tuple(PlayerSpec(n, bot=True) for n in BOTS[:bots])
    w.new_game(game_id, Setup(players, {}, 7))
    s = w.session
    answer_questions(w, text=told, choice=0)
    reader = Reader(w, game)
    reader.read("the new game")
    rng = random.Random(7)
    moves = 0

    def refused_drop() -> None:
        _refused_drop(qtbot, w)
        reader.read("after a refused drop")

    for _ in range(60):
        if s.match.over or moves >= 6:
            break
        s.step_bots_now()
        # the privacy audit's turn at the screen, read rather than audited
        moves += the_screens_turn(qtbot, w, reader, rng, before_move=refused_drop)
    assert moves >= 3, f"only {moves} moves were made"
    w.log_dock.show()
    reader.read("at the end")
    assert not reader.found, f"{game_id}: English in the German window:\n" + "\n".join(
        f"  {text!r}  ({', '.join(sorted(when))})" for text, when in sorted(reader.found.items()))


def test_the_reader_finds_english_in_an_english_window(qtbot, make_window):
    """The same reading of the same game in English finds English: the check
    above can fail."""
    w = make_window()
    w.new_game("ninety-nine", Setup((PlayerSpec("Anna"), PlayerSpec("Bernd")), {}, 7))
    reader = Reader(w, w.games["ninety-nine"])
    if w.session.covered:
        qtbot.mouseClick(w.privacy.button, Qt.MouseButton.LeftButton)
    reader.read("the new game")
    assert len(reader.found) > 10
