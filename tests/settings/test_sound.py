"""Sound: each thing that happens at the table plays its sound with sound
on, and none plays muted; nothing ever opens an audio device in tests."""

from __future__ import annotations

import random
import wave
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QObject, QPointF, Signal

from cardtable.app import sound as sound_module
from cardtable.app.preferences_store import save_sound
from cardtable.app.settings_file import SettingsFile
from cardtable.app.sound import (
    DEAL,
    DRAW,
    GAME_OVER,
    PLAY,
    REFUSED,
    SOUNDS,
    YOUR_TURN,
    Sounds,
    mixed,
    quiet_here,
    sound_for,
)
from cardtable.engine.protocol import Event, PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.model.outcome import Needs
from cardtable.model.session import GameSession
from cardtable.resources import data_file
from tests.gui.conftest import make_window  # noqa: F401 (the real window, as a user starts it)


class Heard:
    """An output that keeps what would have played."""

    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []

    def play(self, name: str, volume: float) -> None:
        self.played.append((name, volume))

    @property
    def names(self) -> list[str]:
        return [name for name, _ in self.played]


@pytest.fixture
def settings(tmp_path):
    return SettingsFile(tmp_path / "settings.ini")


def test_each_sound_ships_as_a_small_mono_wav():
    for name in SOUNDS:
        path = data_file("sounds", f"{name}.wav")
        with wave.open(str(path)) as w:
            assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
            assert 0.05 < w.getnframes() / w.getframerate() < 1.0
        assert path.stat().st_size < 32_000
    readme = data_file("sounds", "README.txt").read_text(encoding="utf-8")
    assert "made for CardTable, CC0" in readme.replace("\n", " ").replace("Made", "made")


def test_the_shipped_sounds_are_what_make_sounds_makes():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "assets" / "sounds" / "make_sounds.py"
    spec = importlib.util.spec_from_file_location("make_sounds", path)
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    for name, data in tool.made().items():
        assert data_file("sounds", f"{name}.wav").read_bytes() == data, f"{name}.wav: install again (or run assets/sounds/make_sounds.py)"


def test_the_sound_is_read_from_the_events_words():
    def ev(kind, seat=0):
        return Event(text="…", kind=kind, seat=seat)

    assert sound_for([ev("play")]) == PLAY
    assert sound_for([ev("discard")]) == PLAY  # any move of a player's with no other word
    assert sound_for([ev("draw")]) == DRAW
    assert sound_for([ev("take")]) == DRAW
    assert sound_for([ev("resource"), ev("draw")]) == PLAY  # the first that moves a card
    assert sound_for([ev("phase", None), ev("draw")]) == DRAW
    assert sound_for([ev("play"), ev("deal", None)]) == DEAL  # a new round dealt is the news
    assert sound_for([ev("round", None)]) == DEAL
    assert sound_for([ev("round-won")]) == PLAY
    assert sound_for([ev("first-draw")]) == DRAW and sound_for([ev("fight-draw")]) == DRAW  # any word of the kind
    assert sound_for([ev("start", None)]) is None  # a game's start is dealt once, as the window takes it
    assert sound_for([ev("reshuffle", None)]) == DEAL
    assert sound_for([ev("win")]) is None  # the game's end has its own sound
    assert sound_for([ev("phase", None), ev("score", None)]) is None
    assert sound_for([ev("", None)]) is None
    assert sound_for([]) is None


class FakeSession(QObject):
    """The signals a session gives, and the little the sounds read."""

    sigChanged = Signal()
    sigEvents = Signal(list)
    sigHandover = Signal(int)
    sigGameOver = Signal(object)
    sigRefused = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.due: tuple[int, ...] = ()
        self.match = SimpleNamespace(steps=[], over=False, waited_for=lambda: self.due, to_act=lambda: self.due)
        self.local_humans = [0, 1]
        self.covered = False
        self.holding = None


def test_each_signal_plays_its_sound(qapp, settings):
    heard = Heard()
    sounds = Sounds(settings, output=heard)
    s = FakeSession()
    s.due = (1,)
    sounds.follow(s)
    assert heard.names == [DEAL]  # a new game
    s.due = ()
    s.sigEvents.emit([(0, Event("Ann plays 7♥", kind="play", seat=0))])
    s.sigChanged.emit()
    s.sigEvents.emit([(1, Event("Bob draws a card", kind="draw", seat=1))])
    s.sigChanged.emit()
    s.sigRefused.emit("Not now.")
    s.covered = True
    s.sigHandover.emit(1)  # the privacy screen calls Bob
    s.sigChanged.emit()
    s.covered = False
    s.due = (1,)
    s.sigChanged.emit()  # Bob pressed Ready: called already, not again
    s.sigEvents.emit([(2, Event("Bob plays", kind="play", seat=1))])
    s.due = (0,)
    s.sigChanged.emit()  # the turn came to Ann at the screen, no privacy screen: her turn
    s.sigGameOver.emit(object())
    assert heard.names == [DEAL, PLAY, DRAW, REFUSED, YOUR_TURN, PLAY, YOUR_TURN, GAME_OVER]
    assert {volume for _name, volume in heard.played} == {0.7}  # the default volume


def test_muted_nothing_plays(qapp, settings):
    save_sound(settings, False, 80)
    heard = Heard()
    sounds = Sounds(settings, output=heard)
    s = FakeSession()
    sounds.follow(s)
    s.sigEvents.emit([(0, Event("Ann plays 7♥", kind="play", seat=0))])
    s.sigHandover.emit(1)
    s.sigRefused.emit("Not now.")
    s.sigGameOver.emit(object())
    assert heard.played == []
    save_sound(settings, True, 0)  # on, but at no volume: nothing either
    s.sigEvents.emit([(0, Event("Ann plays 7♥", kind="play", seat=0))])
    assert heard.played == []
    save_sound(settings, True, 35)  # a change in the preferences is heard at once
    s.sigEvents.emit([(0, Event("Ann plays 7♥", kind="play", seat=0))])
    assert heard.played == [(PLAY, 0.35)]


def test_a_finished_or_resumed_game_does_not_deal(qapp, settings):
    heard = Heard()
    s = FakeSession()
    s.match.steps = [object()]
    Sounds(settings, output=heard).follow(s)
    assert heard.played == []


class Scene(QObject):
    """The table's refusals, as the window's scene says them."""

    sigRefused = Signal(str, QPointF)


class Window(QObject):
    """The little of the window the sounds read: its scene, its status line."""

    def __init__(self) -> None:
        super().__init__()
        self.scene = Scene(self)
        self.messages: list[str] = []

    def show_message(self, text: str) -> None:
        self.messages.append(text)


def test_a_refusal_on_the_table_plays_where_the_session_does_not_say_it(qapp, settings):
    class Quiet(QObject):  # a session with no refusal signal of its own
        sigChanged = Signal()
        sigEvents = Signal(list)
        sigHandover = Signal(int)
        sigGameOver = Signal(object)

        def __init__(self) -> None:
            super().__init__()
            self.match = SimpleNamespace(steps=[object()], over=True)
            self.local_humans = [0]

    window = Window()
    heard = Heard()
    sounds = Sounds(settings, window, output=heard)
    sounds.follow(Quiet())
    sounds.follow(Quiet())  # the next game: the scene is heard once, not twice
    window.scene.sigRefused.emit("Not your turn.", QPointF(1, 2))
    assert heard.names == [REFUSED]


def test_an_output_that_fails_turns_sound_off_with_one_message(qapp, settings):
    class Broken:
        def play(self, name, volume):
            raise OSError("no audio device")

    class Window(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.messages: list[str] = []

        def show_message(self, text: str) -> None:
            self.messages.append(text)

    window = Window()
    sounds = Sounds(settings, window, output=Broken())
    assert not sounds.play(PLAY)
    assert not sounds.play(DRAW)
    assert sounds.broken and len(window.messages) == 1 and "no audio device" in window.messages[0]


def test_no_device_is_opened_where_nobody_listens(qapp, settings, monkeypatch):
    assert quiet_here()  # the tests draw offscreen
    opened = []
    monkeypatch.setattr(sound_module, "MiniaudioOutput", lambda: opened.append(1))
    sounds = Sounds(settings)
    assert not sounds.play(DEAL) and not sounds.preview(0.5)
    assert opened == [] and sounds.output is None and not sounds.broken
    monkeypatch.setenv("CI", "true")
    assert quiet_here()


def test_sounds_are_mixed_not_cut():
    from array import array

    ringing = array("h", [1000, 1000, 1000])
    out = mixed(ringing, array("h", [20000, 20000, 30000, 400]), 0.5)
    assert list(out) == [11000, 11000, 16000, 200]
    loud = mixed(array("h", [30000]), array("h", [30000]), 1.0)
    assert list(loud) == [32767]  # clipped, never wrapped round


def _play_on(s: GameSession, rng: random.Random, moves: int) -> list:
    """Play ``moves`` moves of ``s`` as its people and bots would; the moves made."""
    made = []
    while not s.match.over and len(made) < moves:
        if s.covered:
            s.ready()
            continue
        if s.holding is not None:
            s.pass_on()
            continue
        seat = s.acting_seat()
        if seat is None:
            if not s.step_once():
                break
            made.append(("bot", s.match.steps[-1].action.kind))
            continue
        action = s.game.bot(s.state, seat, rng)
        outcome = s.perform(seat, action)
        while isinstance(outcome, Needs):
            outcome = s.send(outcome.answer(0 if outcome.kind == "choice" else "Told."))
        made.append(("person", action.kind))
    return made


def test_a_real_game_sounds_its_deal_moves_turns_and_end(qapp, settings):
    """Ninety-Nine, two people and a bot at one screen, played to its end:
    the deal, each play and draw, each hand-over, the game over."""
    game = all_games()["ninety-nine"]
    s = GameSession.new(game, Setup((PlayerSpec("Ann"), PlayerSpec("Bob"), PlayerSpec("Cleo", True)), {}, 5),
                        bot_delay_ms=0)
    s.set_pace(None)
    heard = Heard()
    sounds = Sounds(settings, output=heard)
    handovers = []
    s.sigHandover.connect(handovers.append)
    sounds.follow(s)
    try:
        assert heard.names == [DEAL]
        rng = random.Random(5)
        made = []
        while not s.match.over and len(made) < 400:
            before = len(heard.played)
            step = _play_on(s, rng, 1)
            if not step:
                break
            made += step
            new = [name for name in heard.names[before:] if name != YOUR_TURN]  # a hand-over on the way
            kind = step[0][1]
            if kind in ("play", "draw"):
                assert new and new[0] == {"play": PLAY, "draw": DRAW}[kind], (step, new)
        assert s.match.over
        assert heard.names[-1] == GAME_OVER and heard.names.count(GAME_OVER) == 1
        assert heard.names.count(YOUR_TURN) >= len(handovers) > 0
        assert {PLAY, DRAW} <= set(heard.names)
    finally:
        s.shutdown()


def test_a_real_game_is_silent_muted(qapp, settings):
    save_sound(settings, False, 70)
    game = all_games()["ninety-nine"]
    s = GameSession.new(game, Setup((PlayerSpec("Ann"), PlayerSpec("Bob"), PlayerSpec("Cleo", True)), {}, 5),
                        bot_delay_ms=0)
    s.set_pace(None)
    heard = Heard()
    Sounds(settings, output=heard).follow(s)
    try:
        _play_on(s, random.Random(5), 400)
        assert s.match.over and heard.played == []
    finally:
        s.shutdown()


def test_one_person_against_bots_hears_each_turn_come_back(qapp, settings):
    game = all_games()["ninety-nine"]
    s = GameSession.new(game, Setup((PlayerSpec("Ann"), PlayerSpec("Bot", True), PlayerSpec("Cy", True)), {}, 3),
                        bot_delay_ms=0)
    s.set_pace(None)
    heard = Heard()
    Sounds(settings, output=heard).follow(s)
    try:
        rng = random.Random(3)
        turns = 0
        was_due = s.acting_seat() == 0
        for _ in range(60):
            if s.match.over:
                break
            before = len(heard.played)
            _play_on(s, rng, 1)
            due = s.acting_seat() == 0
            if due and not was_due:
                turns += 1
                assert YOUR_TURN in heard.names[before:]
            elif not (due and not was_due):
                assert YOUR_TURN not in heard.names[before:]
            was_due = due
        assert turns > 0
    finally:
        s.shutdown()


def test_the_window_hears_its_game_and_opens_no_device(make_window):
    w = make_window()
    heard = Heard()
    w.sounds.output = heard
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob", True)), {}, 4))
    assert heard.names[:1] == [DEAL]


def test_the_window_alone_opens_no_device(make_window):
    w = make_window()
    w.new_game("ninety-nine", Setup((PlayerSpec("Ann"), PlayerSpec("Bob", True)), {}, 4))
    assert w.sounds.output is None and not w.sounds.broken


def test_a_refused_move_of_the_screen_plays_but_not_a_phones(qapp, settings):
    game = all_games()["ninety-nine"]
    s = GameSession.new(game, Setup((PlayerSpec("Ann"), PlayerSpec("Bob", True)), {}, 2), bot_delay_ms=0)
    s.set_pace(None)
    heard = Heard()
    Sounds(settings, output=heard).follow(s)
    try:
        assert hasattr(s, "sigRefused")  # the session says each refusal itself
        del heard.played[:]
        s.undo()  # nothing to undo yet
        assert heard.names == [REFUSED]
        s.undo(by=0)  # a phone's Undo (Ann plays at the screen): refused on the phone, silent here
        assert heard.names == [REFUSED]
    finally:
        s.shutdown()


def test_a_refusal_said_by_both_the_table_and_the_session_sounds_once(qapp, qtbot, settings):
    """A drop on the bare cloth is refused by the table alone (the session
    never hears of it) and sounds; a refusal both say sounds once."""
    window = Window()
    heard = Heard()
    sounds = Sounds(settings, window, output=heard)
    session = FakeSession()
    session.match.steps = [object()]
    sounds.follow(session)
    window.scene.sigRefused.emit("Drop the card on a highlighted place.", QPointF(1, 2))
    assert heard.names == [REFUSED]
    qtbot.waitUntil(lambda: not sounds._refusing)
    window.scene.sigRefused.emit("Not your turn.", QPointF(1, 2))
    session.sigRefused.emit("Not your turn.")
    assert heard.names == [REFUSED, REFUSED]
