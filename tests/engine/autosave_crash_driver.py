"""Plays a seeded game with autosave and is killed (SIGKILL) at random moments.

    python autosave_crash_driver.py FOLDER ROUNDS SEED

Run by ``test_autosave_survives_sigkill``. Imports once, then for each round
forks a player that resumes the autosave in FOLDER (or starts the game
afresh when there is none, or it is over), plays on move by move the way
the app's session does (a move, sometimes a narration, sometimes a move
taken back and made again; the journal saved after each), and writes the
number of moves and story entries before and after every save to a pipe. This process kills it
with SIGKILL after a random number of saves plus a random fraction of a
millisecond or two, so the kill lands anywhere: mid-move, mid-write, during
a compaction. It then copies the autosave as the kill left it to
``crash-N.json`` and prints one JSON line per round: the copy, the
(moves, story entries) the player last reported saved, and those of the
save it had begun, if any.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import sys
import time
from pathlib import Path

from cardtable.engine.autosave import AutosaveJournal
from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.record import RecordError, load_record
from cardtable.games import all_games

GAME_ID = "ninety-nine"
COMPACT_AFTER = 24  # small, so kills often land during a compaction


def setup(seed: int) -> Setup:
    return Setup(tuple(PlayerSpec(f"P{i}") for i in range(12)), {"lives": True, "remember_to_draw": True}, seed)


def plan(game, seed: int) -> list:
    m = Match(game, Setup(tuple(PlayerSpec(f"P{i}", True) for i in range(12)), setup(seed).options, seed))
    m.run_bots()
    return [(s.seat, s.action) for s in m.steps]


def narration_at(n: int) -> str | None:
    """The story line written after move ``n`` (every 7th move)."""
    return f"after move {n}" if n % 7 == 3 else None


def play(path: Path, game, moves: list, seed: int, out: int) -> None:
    """The forked player: resume or start, then play to the end."""
    games = {game.id: game}
    try:
        match = Match.from_record(game, load_record(path, games))
        if match.over:
            raise RecordError("over")
    except RecordError:
        match = Match(game, setup(seed))
    saver = AutosaveJournal(path, compact_after=COMPACT_AFTER)

    def saved() -> None:
        """Save the change just made, saying so before and after: a kill
        leaves the file as it was at the last 'saved' or at this 'pending'."""
        sig = f"{len(match.steps)} {len(match.journal)}"
        os.write(out, f"pending {sig}\n".encode())
        saver.save(match)
        os.write(out, f"saved {sig}\n".encode())

    saved()
    while len(match.steps) < len(moves):
        n = len(match.steps)
        seat, action = moves[n]
        match.play(seat, action)
        saved()
        if n % 5 == 2 and match.can_undo():  # taken back, saved, and made again
            step = match.pop()
            saved()
            match.push(step)
            saved()
        text = narration_at(len(match.steps))
        if text:
            match.narrate(text, seat)
            saved()
    saver.close()
    os._exit(0)


def main() -> int:
    folder, rounds, seed = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    game = all_games()[GAME_ID]
    moves = plan(game, seed)
    rng = random.Random(seed)
    path = folder / "autosave.cardtable.json"
    for r in range(rounds):
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read)
            try:
                play(path, game, moves, seed, write)
            finally:
                os._exit(1)
        os.close(write)
        target = rng.randint(1, 400)  # saves to wait for
        buf = b""
        seen = 0
        while seen < target:
            chunk = os.read(read, 4096)
            if not chunk:
                break
            buf += chunk
            seen = buf.count(b"\n")
        time.sleep(rng.random() * 0.002)
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        while True:  # what it reported before it died
            chunk = os.read(read, 65536)
            if not chunk:
                break
            buf += chunk
        os.close(read)
        said = [line.decode().split() for line in buf.split(b"\n")[:-1]]
        saved = [[int(x) for x in w[1:]] for w in said if w[0] == "saved"]
        pending = [int(x) for x in said[-1][1:]] if said and said[-1][0] == "pending" else None
        copy = folder / f"crash-{r}.json"
        if path.exists():
            shutil.copyfile(path, copy)
        print(json.dumps({"round": r, "file": str(copy), "saved": saved[-1] if saved else None,
                          "pending": pending}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
