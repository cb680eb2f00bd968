"""Make CardTable's sounds: small 16-bit mono WAV files, synthesised here.

Every sound is worked out from sines, a little shaped noise and envelopes
(the standard library's ``wave`` and ``math``, nothing else), so the files
are ours to give away: they ship as CC0 in ``cardtable/data/sounds``.
The noise comes from a seeded generator, so making them again gives the
very same bytes. This file is their source (in ``assets/sounds``, beside
their README): the build step (``packaging/cardtable_build.py``) writes
them for every wheel and editable install, and they are never committed.

Usage (from the project root)::

    python assets/sounds/make_sounds.py            # write cardtable/data/sounds/*.wav
    python assets/sounds/make_sounds.py --check    # exit 1 if a file there differs
"""

from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "cardtable" / "data" / "sounds"  # where the checkout's (editable) install reads them
RATE = 16000  # samples a second: plenty for short clicks and chimes, and small files
PEAK = 0.8  # the loudest sample, as a share of full scale

Signal = Callable[[float], float]  # time in seconds -> a sample from -1 to 1


# -- pieces ------------------------------------------------------------------------------

def tone(freq: float, decay: float, partials: tuple[float, ...] = (1.0, 0.35, 0.12)) -> Signal:
    """A struck tone: ``freq`` with a few overtones, dying away ``decay``
    times faster the higher it goes (as a bell or a glass does)."""
    def sample(t: float) -> float:
        if t < 0:
            return 0.0
        attack = min(1.0, t / 0.004)  # no click at the start
        total = 0.0
        for n, weight in enumerate(partials, start=1):
            total += weight * math.sin(2 * math.pi * freq * n * t) * math.exp(-decay * n * t)
        return attack * total
    return sample


def noise(seed: int, length: float, brightness: float, decay: float) -> Signal:
    """A burst of noise ``length`` seconds long, smoothed by a one-pole
    low-pass (``brightness`` from 0, dull, to 1, hissing) and dying away
    at ``decay``: the rasp of one card on another."""
    rng = random.Random(seed)
    values: list[float] = []
    level = 0.0
    for _ in range(int(length * RATE) + 1):
        level += brightness * (rng.uniform(-1.0, 1.0) - level)
        values.append(level)

    def sample(t: float) -> float:
        i = int(t * RATE)
        if t < 0 or i >= len(values):
            return 0.0
        attack = min(1.0, t / 0.002)
        return values[i] * attack * math.exp(-decay * t)
    return sample


def thump(freq: float, decay: float) -> Signal:
    """A soft low knock, its pitch falling as it dies (a card landing)."""
    def sample(t: float) -> float:
        if t < 0:
            return 0.0
        bend = freq * (1.0 + 0.6 * math.exp(-40 * t))
        return math.sin(2 * math.pi * bend * t) * math.exp(-decay * t)
    return sample


def at(start: float, signal: Signal, gain: float = 1.0) -> Signal:
    return lambda t: gain * signal(t - start)


def mix(*signals: Signal) -> Signal:
    return lambda t: sum(s(t) for s in signals)


# -- the sounds --------------------------------------------------------------------------

def deal() -> tuple[Signal, float]:
    """Cards dealt round the table: six quick flicks, the last a little softer."""
    flicks = [at(i * 0.05, mix(noise(10 + i, 0.05, 0.55, 55), thump(170 + 12 * i, 60)), 1.0 - 0.07 * i)
              for i in range(6)]
    return mix(*flicks), 0.34


def play() -> tuple[Signal, float]:
    """One card laid down: a snap and a knock."""
    return mix(noise(1, 0.07, 0.7, 70), thump(150, 45)), 0.09


def draw() -> tuple[Signal, float]:
    """A card slid off the pile: a soft, duller rasp that swells and fades."""
    rasp = noise(2, 0.15, 0.25, 0.0)

    def swell(t: float) -> float:
        if not 0 <= t <= 0.15:
            return 0.0
        return rasp(t) * math.sin(math.pi * t / 0.15) ** 2 * 1.6
    return swell, 0.15


def your_turn() -> tuple[Signal, float]:
    """Your turn: two bright notes rising a fourth (E5, A5)."""
    return mix(at(0.0, tone(659.26, 7.0), 0.55), at(0.13, tone(880.0, 6.0), 0.6)), 0.45


def refused() -> tuple[Signal, float]:
    """A refused move: two low, muffled knocks, the second lower."""
    dull = (1.0, 0.5, 0.25, 0.12)
    return mix(at(0.0, tone(220.0, 22.0, dull), 0.7), at(0.1, tone(174.6, 20.0, dull), 0.7)), 0.25


def game_over() -> tuple[Signal, float]:
    """Game over: a rising C major arpeggio that rings out."""
    notes = (523.25, 659.26, 783.99, 1046.5)
    return mix(*(at(i * 0.11, tone(f, 4.5), 0.42) for i, f in enumerate(notes))), 0.8


SOUNDS: dict[str, Callable[[], tuple[Signal, float]]] = {
    "deal": deal,
    "play": play,
    "draw": draw,
    "your_turn": your_turn,
    "refused": refused,
    "game_over": game_over,
}


# -- writing -----------------------------------------------------------------------------

def render(signal: Signal, seconds: float) -> list[int]:
    """The samples, scaled so the loudest is at :data:`PEAK`, with a short
    fade at the end so no sound stops with a click."""
    count = int(seconds * RATE)
    raw = [signal(i / RATE) for i in range(count)]
    fade = max(1, int(min(0.08, seconds * 0.15) * RATE))
    for i in range(max(0, count - fade), count):
        raw[i] *= (count - i) / fade
    loudest = max(abs(v) for v in raw) or 1.0
    return [round(v / loudest * PEAK * 32767) for v in raw]


def wav_bytes(samples: list[int]) -> bytes:
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(max(-32768, min(32767, s)).to_bytes(2, "little", signed=True) for s in samples))
    return out.getvalue()


def made() -> dict[str, bytes]:
    """Every sound's WAV file, by name."""
    return {name: wav_bytes(render(*make())) for name, make in SOUNDS.items()}


def write(folder: Path = FOLDER) -> list[Path]:
    """Write every sound into ``folder``; returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, data in made().items():
        path = folder / f"{name}.wav"
        path.write_bytes(data)
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only check the shipped files are up to date")
    args = parser.parse_args(argv)
    if not args.check:
        for path in write():
            print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size:,} bytes)")
        return 0
    stale = [f"{name}.wav" for name, data in made().items()
             if not (FOLDER / f"{name}.wav").exists() or (FOLDER / f"{name}.wav").read_bytes() != data]
    if stale:
        print("stale: " + ", ".join(stale) + " (run assets/sounds/make_sounds.py)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
