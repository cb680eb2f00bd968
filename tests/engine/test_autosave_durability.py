"""A committed move is never lost: the autosave journal on a disk that fills
up (a short write, then ENOSPC), a journal that grows by long narrations
taken back and written again, and a journal left damaged by an older
version (a line cut short with the next one glued to it)."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from cardtable.engine.autosave import AutosaveJournal, load_autosave, snapshot_line
from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.record import RecordError, load_record
from cardtable.games import all_games

GAMES = all_games()
NINETY_NINE = GAMES["ninety-nine"]


def humans(n: int = 4, seed: int = 7) -> Match:
    return Match(NINETY_NINE, Setup(tuple(PlayerSpec(f"P{i}") for i in range(n)), {}, seed))


def bot_moves(n: int = 4, seed: int = 7) -> list:
    m = Match(NINETY_NINE, Setup(tuple(PlayerSpec(f"P{i}", True) for i in range(n)), {}, seed))
    m.run_bots()
    return [(s.seat, s.action) for s in m.steps]


def assert_loads_as(path: Path, match: Match, game=NINETY_NINE) -> None:
    loaded = load_record(path, GAMES)
    want = match.record()
    assert loaded.actions == want.actions
    assert loaded.journal == want.journal
    assert Match.from_record(game, loaded).state == match.state


class Disk:
    """``os.write`` on a disk that can fill up. When full, the first write
    takes part of what it is given and says so only by its count (what
    ``write(2)`` does as the last blocks go), every later one raises
    ENOSPC, until :meth:`room`."""

    def __init__(self) -> None:
        self.full = False
        self.cut = False  # the short write has happened
        self.refused = 0  # writes refused for want of room

    def fill(self) -> None:
        self.full, self.cut = True, False

    def room(self) -> None:
        self.full = False

    def write(self, fd: int, data) -> int:
        if not self.full:
            return os.write(fd, data)
        if not self.cut and len(data) > 1:
            self.cut = True
            return os.write(fd, bytes(data[: len(data) // 2]))
        self.refused += 1
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


@pytest.mark.parametrize("background", [False, True])
def test_a_full_disk_mid_game_loses_no_move(tmp_path, background):
    """Moves go on while the disk is full; the file on disk stays loadable
    (it holds the moves up to the one the disk cut, never half a line), and
    once there is room again it holds every move."""
    path = tmp_path / "autosave.cardtable.json"
    disk = Disk()
    moves = bot_moves()
    match = humans()
    saver = AutosaveJournal(path, background=background, write=disk.write)
    saver.save(match)
    for seat, action in moves[:10]:
        match.play(seat, action)
        saver.save(match)
    saver.flush()
    before = path.read_bytes()
    saved = match.record()

    disk.fill()
    for seat, action in moves[10:20]:  # the game goes on
        match.play(seat, action)
        with pytest.raises(OSError) as failed:
            saver.save(match)
        assert failed.value.errno == errno.ENOSPC
        saver.flush()
        # cut back to its last complete line: the file is as it was, and loads
        assert path.read_bytes() == before
        assert load_record(path, GAMES).actions == saved.actions
    assert disk.cut and disk.refused >= 10  # every save tried again

    disk.room()
    match.play(*moves[20])
    saver.save(match)
    saver.flush()
    assert saver.take_error() is None
    assert_loads_as(path, match)  # all 21 moves, the ten made on a full disk too
    assert path.read_bytes().endswith(b"\n")
    # and saving a move is one appended line again
    size = path.stat().st_size
    match.play(*moves[21])
    saver.save(match)
    saver.flush()
    assert path.read_bytes()[size:].count(b"\n") == 1
    saver.close()
    assert_loads_as(path, match)


def test_a_full_disk_during_a_compaction_keeps_the_old_file(tmp_path):
    """The whole record is written to a temp file first: the disk filling
    up there leaves the autosave as it was, and no temp file behind."""
    path = tmp_path / "autosave.cardtable.json"
    disk = Disk()
    moves = bot_moves()
    match = humans()
    saver = AutosaveJournal(path, background=False, compact_after=4, write=disk.write)
    for seat, action in moves[:4]:
        match.play(seat, action)
        saver.save(match)
    before = path.read_bytes()
    disk.fill()
    disk.cut = True  # the next write refuses outright
    match.play(*moves[4])
    with pytest.raises(OSError):
        saver.save(match)  # the line would be appended; the disk refuses it
    match.play(*moves[5])
    with pytest.raises(OSError):
        saver.save(match)  # now the whole record is written afresh: refused too
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]
    disk.room()
    saver.save(match)
    assert_loads_as(path, match)
    saver.close()


@pytest.mark.parametrize("background", [False, True])
def test_long_narrations_taken_back_do_not_grow_the_file(tmp_path, background):
    """A long narration written, its move taken back (the narration goes
    with it) and made again, over and over: few lines, many bytes. The file
    is compacted by its size too, so it stays near the size of the game
    itself and far below what the loader accepts."""
    path = tmp_path / "autosave.cardtable.json"
    game = GAMES["9-lives"]  # a game whose moves can be taken back
    players = tuple(PlayerSpec(f"P{i}") for i in range(game.min_players))
    bots = Match(game, Setup(tuple(PlayerSpec(p.name, True) for p in players), {}, 7))
    bots.run_bots()
    match = Match(game, Setup(players, {}, 7))
    saver = AutosaveJournal(path, background=background)
    for step in bots.steps:
        match.play(step.seat, step.action)
        saver.save(match)
        if match.can_undo():
            break
    assert match.can_undo()
    text = "A long chapter of the story. " * 3_500  # about 100 kB
    largest = 0
    for n in range(40):
        match.narrate(f"{n}: {text}", 0)
        saver.save(match)
        step = match.pop()  # the narration goes with its move
        saver.save(match)
        match.push(step)
        saver.save(match)
        saver.flush()
        largest = max(largest, path.stat().st_size)
        assert_loads_as(path, match, game)
    saver.close()
    assert_loads_as(path, match, game)
    whole = len(snapshot_line(match.record()))
    # 40 narrations of 100 kB were written: the file never held more than
    # the game, about as many bytes again, and the last three changes
    assert largest <= 2 * whole + 3 * len(text.encode()) + 64 * 1024, largest


def _journal(tmp_path: Path, moves: list, played: int) -> tuple[Path, Match]:
    """An autosave of ``played`` moves, written by the journal (no compaction)."""
    path = tmp_path / "autosave.cardtable.json"
    match = humans()
    saver = AutosaveJournal(path, background=False)
    saver.save(match)
    for seat, action in moves[:played]:
        match.play(seat, action)
        saver.save(match)
    saver.close()
    return path, match


def _change(seat: int, action) -> bytes:
    change = {"op": "move", "action": {"seat": seat, **action.to_json()}}
    return json.dumps(change, separators=(",", ":")).encode() + b"\n"


def test_a_line_cut_short_with_the_next_glued_to_it_keeps_the_game_before_it(tmp_path):
    """What a full disk left behind in older versions: move 11's line cut in
    the middle, move 12's line glued to it once there was room, move 13
    after. The game before the damage loads, and the reader says where it
    stopped; the moves from the damage on are not replayed (move 12 cannot
    be played without move 11)."""
    moves = bot_moves()
    path, match = _journal(tmp_path, moves, 10)
    lines_before = path.read_bytes().count(b"\n")
    cut = _change(*moves[10])
    with open(path, "ab") as fh:
        fh.write(cut[: len(cut) // 2] + _change(*moves[11]) + _change(*moves[12]))
    assert_loads_as(path, match)  # the ten moves before the damage
    record, repair = load_autosave(path, GAMES)
    assert len(record.actions) == 10
    assert (repair.line, repair.moves, repair.left_out) == (lines_before + 1, 10, 2)
    assert "resumed at move 10" in repair.sentence()


def test_a_glued_line_cut_inside_a_letter_still_keeps_the_game(tmp_path):
    """The cut can split a letter of a narration in two: the bytes left are
    not UTF-8. They are in the damaged line, which is not replayed anyway."""
    moves = bot_moves()
    path, match = _journal(tmp_path, moves, 8)
    story = json.dumps({"op": "story", "entry": {"action_index": 8, "text": "Élodie sourit à Zoë",
                                                  "seat": 0}}, ensure_ascii=False).encode() + b"\n"
    at = story.index("à".encode()) + 1  # between the two bytes of "à"
    with open(path, "ab") as fh:
        fh.write(story[:at] + _change(*moves[8]))
    with pytest.raises(UnicodeDecodeError):
        path.read_bytes().decode("utf-8")  # the damage really is not UTF-8
    record, repair = load_autosave(path, GAMES)
    assert list(record.actions) == [tuple(m) for m in moves[:8]]
    assert repair is not None and repair.moves == 8


def test_a_last_line_cut_inside_a_letter_is_left_out(tmp_path):
    """A crash (or power cut) in the middle of a narration's line, inside a
    letter: the line is left out as any line cut short is."""
    moves = bot_moves()
    path, match = _journal(tmp_path, moves, 5)
    line = json.dumps({"op": "story", "entry": {"action_index": 5, "text": "Zoë", "seat": 0}},
                      ensure_ascii=False).encode()
    with open(path, "ab") as fh:
        fh.write(line[: line.index("ë".encode()) + 1])
    record, repair = load_autosave(path, GAMES)
    assert len(record.actions) == 5 and repair is None


def test_damage_in_the_record_itself_is_still_refused(tmp_path):
    """Nothing to keep: the first line (the record) is what is damaged."""
    path = tmp_path / "autosave.cardtable.json"
    moves = bot_moves()
    path.write_bytes(b'{"format":"cardtable-rec' + _change(*moves[0]))
    with pytest.raises(RecordError, match="not a CardTable save file"):
        load_autosave(path, GAMES)


def test_a_damaged_line_is_read_with_the_saves_own_checks(tmp_path):
    """The repair of a line cut inside a letter reads the line with the same
    checking decoder as the rest of a save: a number of thousands of digits
    there is a one-line RecordError, never a ValueError from deep in json."""
    moves = bot_moves()
    path, match = _journal(tmp_path, moves, 8)
    story = json.dumps({"op": "story", "entry": {"action_index": 8, "text": "à", "seat": 0}},
                       ensure_ascii=False).encode()
    glued = b'{"op":"move","action":{"seat":0,"kind":"play","n":' + b"9" * 5000 + b"}}\n"
    with open(path, "ab") as fh:
        fh.write(story[: story.index("à".encode()) + 1] + glued)
    with pytest.raises(RecordError):
        load_autosave(path, GAMES)
