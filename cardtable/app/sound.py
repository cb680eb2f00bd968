"""Short sounds for what happens at the table.

Six sounds ship in ``cardtable/data/sounds`` (made for CardTable by
``assets/sounds/make_sounds.py`` when it is built, CC0): a deal, a card played, a card drawn,
your turn, a refused move and the game's end. :class:`Sounds` owns the
choice of sound and its volume: it is handed the settings and each
session it hears (its signals only), and picks the sound; an *output*
(:class:`Output`) plays it.

The output that reaches the speakers is :class:`MiniaudioOutput` (the
``miniaudio`` package: about 0.6 MB, where Qt's QtMultimedia would bring
PySide6-Addons, about 175 MB). It decodes each file once, opens one
playback device the first time a sound plays and mixes a sound that
starts while another rings. Anything that goes wrong with it (no device,
no audio system, a missing package) turns sound off quietly for the rest
of the run, with one line in the status bar.

Silent where nobody listens: no device is ever opened when Qt draws
offscreen or on the minimal platform (tests, the command line's pictures),
when ``CI`` is set, or when the preferences mute it. A test passes its own
output (any object with ``play(name, volume)``) to hear what would play.
"""

from __future__ import annotations

import os
import re
import threading
from array import array
from typing import Any, Iterable, Protocol

from PySide6.QtCore import QObject, QTimer

from cardtable.words import tr

DEAL, PLAY, DRAW, YOUR_TURN, REFUSED, GAME_OVER = "deal", "play", "draw", "your_turn", "refused", "game_over"
SOUNDS = (DEAL, PLAY, DRAW, YOUR_TURN, REFUSED, GAME_OVER)  # each is data/sounds/<name>.wav

# What an event's kind says, by its first word ("draw", "round-won" -> "round"):
# the games name their events freely, so the sound is read from the words.
# (a game's start is dealt once, when the window takes the new game: "start" is news)
DEAL_WORDS = frozenset({"deal", "deals", "dealt", "redeal", "shuffle", "reshuffle"})
DEAL_KINDS = frozenset({"round", "new-round", "next-round"})  # a new round, as a whole kind (not "round-won")
DRAW_WORDS = frozenset({"draw", "draws", "drew", "drawn", "take", "takes", "took", "refill", "pick", "pickup"})
# words that are news, not a card moving: no sound of their own (a win is the game's end's)
QUIET_WORDS = frozenset({"win", "wins", "won", "winner", "tie", "score", "scores", "scored", "note", "phase",
                         "out", "forfeit", "skip", "pass", "passes", "end", "ends", "info"})

IDLE_MS = 4000  # the playback device rests this long after the last sound


def sound_for(events: Iterable[Any]) -> str | None:
    """The sound for one batch of events (a move and what it brought about):
    a deal if any event deals; else the first event's that moves a card
    (drawn or played); None when nothing in it makes a sound (the game's
    end has its own signal, phases and scores are only news)."""
    first = None
    for event in events:
        kind = str(getattr(event, "kind", "") or "").lower()
        words = [w for w in re.split(r"[^a-z]+", kind) if w]
        word = words[0] if words else ""
        if word in DEAL_WORDS or kind in DEAL_KINDS:
            return DEAL
        if first is not None:
            continue
        if DRAW_WORDS.intersection(words):  # any word of the kind: "draw", "first-draw"
            first = DRAW
        elif word not in QUIET_WORDS and getattr(event, "seat", None) is not None:
            first = PLAY  # a player did something with their cards
    return first


def quiet_here() -> bool:
    """Whether nobody can hear this run: Qt draws offscreen or on the
    minimal platform (tests, pictures drawn from the command line), or a CI
    machine runs it."""
    ci = os.environ.get("CI", "").strip().lower()
    if ci not in ("", "0", "false", "no"):
        return True
    platform = os.environ.get("QT_QPA_PLATFORM", "").split(":")[0].strip().lower()
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is not None:
        platform = QGuiApplication.platformName().lower() or platform
    return platform in ("offscreen", "minimal")


class Output(Protocol):
    """Where sounds go: the speakers, or a test's list."""

    def play(self, name: str, volume: float) -> None: ...


class MiniaudioOutput:
    """The speakers, through one miniaudio playback device (16-bit mono),
    opened at the first sound. :meth:`play` raises if the device cannot be
    opened or the sound cannot be read; the caller turns sound off."""

    RATE = 22050

    def __init__(self) -> None:
        import miniaudio

        self._ma = miniaudio
        self._decoded: dict[str, array] = {}
        self._lock = threading.Lock()
        self._pending = array("h")  # what is still to be heard (sounds mixed)
        self._pos = 0
        self._device = None
        self._running = False

    def samples(self, name: str) -> array:
        """``name``'s sound at :data:`RATE`, decoded once."""
        found = self._decoded.get(name)
        if found is None:
            from importlib.resources import files

            data = files("cardtable.data").joinpath("sounds", f"{name}.wav").read_bytes()
            decoded = self._ma.decode(data, self._ma.SampleFormat.SIGNED16, 1, self.RATE)
            found = self._decoded[name] = array("h", decoded.samples)
        return found

    def play(self, name: str, volume: float) -> None:
        samples = self.samples(name)
        with self._lock:
            left = self._pending[self._pos:]
            self._pending, self._pos = mixed(left, samples, volume), 0
        if self._device is None:
            from cardtable import APP_NAME

            device = self._ma.PlaybackDevice(output_format=self._ma.SampleFormat.SIGNED16, nchannels=1,
                                             sample_rate=self.RATE, buffersize_msec=40, app_name=APP_NAME)
            if str(getattr(device, "backend", "")).lower() == "null":  # no audio system: nothing would be heard
                device.close()
                raise OSError(tr("no audio output on this computer"))
            self._device = device
        if not self._running:
            stream = self._stream()
            next(stream)
            self._device.start(stream)
            self._running = True

    def rest(self) -> None:
        """Stop the device while nothing plays (it starts again at the next sound)."""
        with self._lock:
            busy = self._pos < len(self._pending)
        if self._device is not None and self._running and not busy:
            self._device.stop()
            self._running = False

    def close(self) -> None:
        if self._device is not None:
            self._device.close()
            self._device = None
            self._running = False

    def _stream(self):
        """The device's feed: what is pending, then silence."""
        frames = yield b""
        while True:
            with self._lock:
                chunk = self._pending[self._pos:self._pos + frames]
                self._pos += len(chunk)
                if self._pos >= len(self._pending):
                    self._pending, self._pos = array("h"), 0
            if len(chunk) < frames:
                chunk.extend(array("h", bytes(2 * (frames - len(chunk)))))
            frames = yield chunk


def mixed(playing: array, sound: array, volume: float) -> array:
    """``sound`` at ``volume`` (0 to 1) laid over what is still ``playing``."""
    volume = min(1.0, max(0.0, volume))
    added = [int(s * volume) for s in sound]
    if len(playing) < len(added):
        playing = playing + array("h", bytes(2 * (len(added) - len(playing))))
    out = array("h", playing)
    for i, value in enumerate(added):
        total = out[i] + value
        out[i] = 32767 if total > 32767 else -32768 if total < -32768 else total
    return out


class Sounds(QObject):
    """Plays a short sound for a deal, a play, a draw, your turn, a refused
    move and the game's end, as the preferences say (volume, mute).

    ``settings`` are read at each sound (so a change in Preferences is
    heard at once); ``output`` is where sounds go (default: the speakers,
    opened when the first sound plays, never where nobody listens)."""

    def __init__(self, settings, parent: QObject | None = None, output: Output | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.output = output
        self.session = None
        self.broken = False  # the speakers failed once: silent from then on
        self.problem = ""  # why, in one line, once they failed
        self._due: frozenset[int] = frozenset()  # the seats at the screen the game waited on
        self._moved = False  # events came since the seats due were last looked at
        self._called: set[int] = set()  # seats a hand-over has called since
        self._scene = None
        self._refusing = False  # a refusal sounded in this turn of the event loop
        self._rest = QTimer(self)
        self._rest.setSingleShot(True)
        self._rest.setInterval(IDLE_MS)
        self._rest.timeout.connect(self._idle)
        from PySide6.QtCore import QCoreApplication

        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)

    # -- what the preferences say --------------------------------------------------------
    @property
    def on(self) -> bool:
        from .preferences_store import sound_on

        return sound_on(self.settings)

    @property
    def volume(self) -> float:
        from .preferences_store import sound_volume

        return sound_volume(self.settings) / 100

    # -- following a game -------------------------------------------------------------------
    def follow(self, session) -> None:
        """Sound what ``session`` does from now on (a new game's deal at once)."""
        self.session = session
        self._moved = False
        self._called = set()
        self._due = self._seats_due(session)
        session.sigEvents.connect(lambda events, s=session: self._events(s, events))
        session.sigHandover.connect(lambda seat, s=session: self._handover(s, seat))
        session.sigChanged.connect(lambda s=session: self._changed(s))
        session.sigGameOver.connect(lambda _result, s=session: self._mine(s) and self.play(GAME_OVER))
        told = getattr(session, "sigRefused", None)  # what the session refuses
        if told is not None:
            told.connect(lambda *_args, s=session: self._mine(s) and self.refused())
        self._hear_the_table()  # and what the table refuses itself (a card dropped on the bare cloth)
        if not session.match.steps and not session.match.over:
            self.play(DEAL)

    def _mine(self, session) -> bool:
        return session is self.session

    def _hear_the_table(self) -> None:
        """Refusals of drops and clicks on the table, as the table says them
        (the window's scene): some never reach the session."""
        scene = getattr(self.parent(), "scene", None)
        if scene is None or scene is self._scene or not hasattr(scene, "sigRefused"):
            return
        self._scene = scene
        scene.sigRefused.connect(lambda *_args: self.refused())

    def refused(self) -> None:
        """A move of the one at the screen was refused: one sound, though
        the table and the session may both say so."""
        if self._refusing:
            return
        self._refusing = True
        QTimer.singleShot(0, self._refused_said)
        self.play(REFUSED)

    def _refused_said(self) -> None:
        self._refusing = False

    def _events(self, session, events: list) -> None:
        if not self._mine(session):
            return
        self._moved = True
        sound = sound_for(event for _step, event in events)
        if sound is not None:
            self.play(sound)

    def _handover(self, session, seat: int) -> None:
        if self._mine(session):
            self._called.add(seat)
            self.play(YOUR_TURN)

    def _changed(self, session) -> None:
        """After a move: a seat at the screen the game now waits on, and did
        not before, hears its turn (unless a hand-over has called it)."""
        if not self._mine(session):
            return
        due = self._seats_due(session)
        if self._moved and not session.covered and session.holding is None:  # a hand-over is due: it calls
            fresh = due - self._due - self._called
            if fresh:
                self.play(YOUR_TURN)
        if self._moved:
            self._called = set()
        self._moved = False
        self._due = due

    @staticmethod
    def _seats_due(session) -> frozenset[int]:
        match = session.match
        if match.over:
            return frozenset()
        try:
            waited = match.waited_for()
        except Exception:  # what the game shows must never stop its sounds
            waited = match.to_act()
        return frozenset(s for s in waited if s in session.local_humans)

    # -- playing ----------------------------------------------------------------------------
    def play(self, name: str) -> bool:
        """Play ``name`` (one of :data:`SOUNDS`) if sound is on; whether it went out."""
        if not self.on:
            return False
        return self._send(name, self.volume)

    def preview(self, volume: float, name: str = YOUR_TURN) -> bool:
        """Play ``name`` at ``volume`` (0 to 1), as the preferences try a volume."""
        return self._send(name, volume)

    def silence(self) -> str:
        """Why a sound that was asked for was not heard, in one line ("" when
        nothing stops it): the speakers failed, or there are none here."""
        if self.problem:
            return self.problem
        if self.output is None and quiet_here():
            return tr("Sound cannot be heard here: there is no audio output.")
        return ""

    def _send(self, name: str, volume: float) -> bool:
        if name not in SOUNDS or self.broken or volume <= 0:
            return False
        output = self._output()
        if output is None:
            return False
        try:
            output.play(name, volume)
        except Exception as err:  # no device, no audio system: silent from now on
            self._fail(err)
            return False
        if isinstance(output, MiniaudioOutput):
            self._rest.start()
        return True

    def _output(self) -> Output | None:
        if self.output is None and not quiet_here():
            try:
                self.output = MiniaudioOutput()
            except Exception as err:  # the package is missing or broken
                self._fail(err)
        return self.output

    def _fail(self, err: Exception) -> None:
        self.broken = True
        output, self.output = self.output, None
        try:
            if isinstance(output, MiniaudioOutput):
                output.close()
        except Exception:
            pass
        say = getattr(self.parent(), "show_message", None)
        first = err.args[0] if len(err.args) > 1 and isinstance(err.args[0], str) else err  # miniaudio's (words, code)
        reason = " ".join(str(first).split())[:120] or type(err).__name__
        self.problem = tr("Sound is off: it could not be played here ({reason}).").format(reason=reason)
        if callable(say):
            say(self.problem)

    def _idle(self) -> None:
        if isinstance(self.output, MiniaudioOutput):
            try:
                self.output.rest()
            except Exception as err:
                self._fail(err)

    def close(self) -> None:
        """Let the playback device go (the app is closing)."""
        self._rest.stop()
        if isinstance(self.output, MiniaudioOutput):
            self.output.close()
