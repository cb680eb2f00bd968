"""Loading a save is linear in the file, however many undo lines it holds.

An undo line of an autosave journal once dropped the story entries written
after the moves it took back, by filtering the whole story at every undo
line: a file of a few megabytes of undo lines (within every limit the
loader enforces) took minutes to open or resume. Undo now takes back moves
and never words (issue 35, item 3), so an undo line touches the moves
only. Nothing here times
anything: the tests count the work (reads of parsed values, bytecodes run)
and compare it with the file's size, and a property test holds the loader
to the plain fold on random journals. ``benchmarks/load.py`` measures the
seconds.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.engine.autosave import load_autosave
from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.record import RecordError, parse_record, record_from_json
from cardtable.engine.saveformat import (MAX_CONTAINERS, MAX_FILE_BYTES, MAX_ITEMS, MAX_JOURNAL, noting_repairs,
                                         parse_save_text, snapshot_line)
from cardtable.games import all_games

GAMES = all_games()
NINETY_NINE = GAMES["ninety-nine"]


def bot_game() -> Match:
    match = Match(NINETY_NINE, Setup(tuple(PlayerSpec(f"B{i}", True) for i in range(4)), {}, 7))
    match.run_bots()
    return match


def first_line(match: Match, entries: int) -> dict[str, Any]:
    """The match's record as a journal's first line, with ``entries``
    story entries spread over its moves."""
    data = json.loads(snapshot_line(match.record()))
    moves = len(data["actions"])
    data["journal"] = [{"action_index": i * (moves + 1) // max(entries, 1), "text": f"n{i}", "seat": i % 4}
                       for i in range(entries)]
    return data


def line(value: Any) -> bytes:
    return json.dumps(value, separators=(",", ":")).encode("utf-8") + b"\n"


def undo_heavy(data: dict[str, Any], size: int) -> bytes:
    """``data`` as a first line, then undo lines that take back nothing
    (each to the moves there are) until the file holds ``size`` bytes."""
    head = line(data)
    undo = line({"op": "undo", "to": len(data["actions"])})
    return head + undo * max(0, (size - len(head)) // len(undo))


# -- the file of the report: 2.85 MB of undo lines ---------------------------------------------
class OverBudget(Exception):
    pass


class Reads:
    """Counts reads of parsed JSON objects (``get`` and ``[]``), and stops
    the load once they pass ``budget``: a quadratic fold fails at once
    instead of running for minutes."""

    def __init__(self, budget: int) -> None:
        self.count = 0
        self.budget = budget

    def tick(self) -> None:
        self.count += 1
        if self.count > self.budget:
            raise OverBudget(f"more than {self.budget} reads")

    def decoder(self) -> json.JSONDecoder:
        reads = self

        class Counted(dict):
            def get(self, key, default=None):
                reads.tick()
                return super().get(key, default)

            def __getitem__(self, key):
                reads.tick()
                return super().__getitem__(key)

        return json.JSONDecoder(object_pairs_hook=Counted)


def test_a_large_save_of_undo_lines_loads_reading_each_value_a_few_times(tmp_path):
    """A 2.85 MB autosave within every limit: a finished game with the most
    story entries a save may hold, then undo lines that take back nothing.
    It loads as its first line, and folding it reads each parsed object a
    bounded number of times (the old fold read every story entry again at
    every undo line: some 1.3 billion reads)."""
    match = bot_game()
    data = first_line(match, MAX_JOURNAL)
    raw = undo_heavy(data, 2_850_000)
    lines = raw.count(b"\n")
    assert 2_800_000 < len(raw) <= MAX_FILE_BYTES
    assert raw.count(b"{") + raw.count(b"[") <= MAX_CONTAINERS and raw.count(b",") <= MAX_ITEMS
    assert lines > 100_000

    reads = Reads(budget=3 * (lines + MAX_JOURNAL) + 1_000)
    folded = parse_save_text(raw.decode("utf-8"), "autosave", reads.decoder())
    assert folded["journal"] == data["journal"] and folded["actions"] == data["actions"]
    assert reads.count >= lines  # every line was read

    path = tmp_path / "autosave.cardtable.json"
    path.write_bytes(raw)
    record, repair = load_autosave(path, GAMES)
    assert repair is None
    assert record == record_from_json(data, GAMES)
    assert len(record.journal) == MAX_JOURNAL
    assert Match.from_record(NINETY_NINE, record).state == match.state


# -- the work grows with the file, not with its square ------------------------------------------
def bytecodes(raw: bytes) -> int:
    """Python bytecodes run while ``parse_record`` reads ``raw`` (in every
    Python function it calls): the loader's work, whatever the machine's
    speed or load."""
    count = 0

    def local(frame, event, arg):
        nonlocal count
        if event == "opcode":
            count += 1
        return local

    def enter(frame, event, arg):
        frame.f_trace_lines = False
        frame.f_trace_opcodes = True
        return local

    previous = sys.gettrace()
    sys.settrace(enter)
    try:
        parse_record(raw, GAMES)
    finally:
        sys.settrace(previous)
    return count


def kept_story(n: int) -> bytes:
    """n story entries over a finished game, then 2n undo lines that take back nothing."""
    data = first_line(bot_game(), n)
    head = line(data)
    return head + line({"op": "undo", "to": len(data["actions"])}) * (2 * n)


def stepping_back(n: int) -> bytes:
    """n moves with a story entry after each, then n undo lines taking them
    back one at a time."""
    data = json.loads(snapshot_line(Match(NINETY_NINE, Setup((PlayerSpec("A"), PlayerSpec("B"), PlayerSpec("C")),
                                                             {}, 5)).record()))
    data["actions"] = [{"seat": i % 3, "kind": "play", "card": "KS"} for i in range(n)]
    data["journal"] = [{"action_index": i + 1, "text": f"after move {i + 1}"} for i in range(n)]
    return line(data) + b"".join(line({"op": "undo", "to": to}) for to in range(n - 1, -1, -1))


def sawtooth(n: int) -> bytes:
    """Blocks of five moves, each with a story entry, then undo lines back
    over three of them: n blocks, the game gaining two moves a block."""
    data = json.loads(snapshot_line(Match(NINETY_NINE, Setup((PlayerSpec("A"), PlayerSpec("B"), PlayerSpec("C")),
                                                             {}, 5)).record()))
    out, moves = [line(data)], 0
    for _block in range(n):
        for _ in range(5):
            out.append(line({"op": "move", "action": {"seat": moves % 3, "kind": "play", "card": "KS"}}))
            moves += 1
            out.append(line({"op": "story", "entry": {"action_index": moves, "text": "x"}}))
        for _ in range(3):
            moves -= 1
            out.append(line({"op": "undo", "to": moves}))
    return b"".join(out)


@pytest.mark.parametrize("shape", [kept_story, stepping_back, sawtooth])
def test_loading_twice_the_lines_takes_about_twice_the_work(shape):
    small, large = shape(150), shape(300)
    parse_record(small, GAMES)  # loads (and warms any first-call work)
    parse_record(large, GAMES)
    ratio = bytecodes(large) / bytecodes(small)
    assert ratio < 2.5, f"{shape.__name__}: twice the lines cost {ratio:.2f} times the work"


# -- the same result as the plain fold ------------------------------------------------------------
def reference_fold(first: dict[str, Any], lines: list[str]) -> tuple[dict[str, Any], tuple | None]:
    """The journal's meaning, written the plain way: an undo takes back
    moves and leaves the story whole. Returns the folded record and the repair (line, moves,
    left out) of a glued line, or raises RecordError naming the bad line."""
    actions, journal = list(first["actions"]), list(first.get("journal") or [])
    for number, text in enumerate(lines, start=2):
        try:
            change = json.loads(text)
        except json.JSONDecodeError:
            return {**first, "actions": actions, "journal": journal}, (number, len(actions), len(lines) + 2 - number)
        op = change.get("op")
        if op == "move":
            actions.append(change.get("action"))
        elif op == "story":
            journal.append(change.get("entry"))
        elif op == "undo":
            to = change.get("to")
            if not isinstance(to, int) or isinstance(to, bool) or not 0 <= to <= len(actions):
                raise RecordError(f"line {number}")
            del actions[to:]  # the moves only: Undo takes back moves, never words (issue 35, item 3)
        else:
            raise RecordError(f"line {number}")
    return {**first, "actions": actions, "journal": journal}, None


# what an entry's position may be: numbers in and out of range, the edge
# cases of JSON (true counts as 1, floats never compare as moves), or none
positions = st.one_of(st.integers(-2, 14), st.booleans(), st.none(), st.sampled_from([2.5, "3", 10 ** 30, -10 ** 30]))


@st.composite
def entries(draw) -> Any:
    if draw(st.integers(0, 15)) == 0:
        return draw(st.sampled_from([None, 3, "text", [1, 2]]))  # not an entry at all (refused later)
    entry = {"text": draw(st.sampled_from(["a", "b", "c"]))}
    position = draw(positions)
    if position is not None or draw(st.booleans()):
        entry["action_index"] = position
    return entry


@given(st.data())
def test_the_loader_folds_a_journal_as_the_plain_fold_does(data):
    """Random journals of moves, redos (moves played again), story entries
    and undo lines, now and then a bad undo line or a glued one: the
    loader's fold is the plain one, entry for entry and in order, with the
    same repair or the same refused line."""
    moves = data.draw(st.integers(0, 6))
    first = {"format": "cardtable-record", "actions": [{"seat": 0, "kind": f"m{i}"} for i in range(moves)],
             "journal": data.draw(st.lists(entries(), max_size=6))}
    lines: list[str] = []
    taken_back: list[dict[str, Any]] = []
    for _ in range(data.draw(st.integers(0, 40))):
        op = data.draw(st.sampled_from(["move", "move", "redo", "story", "story", "undo", "undo", "bad undo", "glued"]))
        if op == "move" or (op == "redo" and taken_back):
            action = taken_back.pop() if op == "redo" else {"seat": 1, "kind": f"m{moves}"}
            lines.append(json.dumps({"op": "move", "action": action}))
            moves += 1
            if op == "move":
                taken_back.clear()
        elif op == "story":
            lines.append(json.dumps({"op": "story", "entry": data.draw(entries())}))
        elif op == "undo":
            to = data.draw(st.integers(0, moves))
            lines.append(json.dumps({"op": "undo", "to": to}))
            taken_back.extend({"seat": 1, "kind": f"m{i}"} for i in range(moves - 1, to - 1, -1))
            moves = to
        elif op == "bad undo" and data.draw(st.integers(0, 5)) == 0:
            lines.append(json.dumps({"op": "undo", "to": data.draw(st.sampled_from([moves + 1, -1, True, "0", None]))}))
        elif op == "glued" and data.draw(st.integers(0, 5)) == 0:
            cut = json.dumps({"op": "move", "action": {"seat": 2, "kind": "lost"}})
            lines.append(cut[: data.draw(st.integers(1, len(cut) - 1))] + json.dumps({"op": "undo", "to": 0}))
    text = json.dumps(first) + "\n" + "".join(f"{t}\n" for t in lines)

    try:
        want, want_repair = reference_fold(first, lines)
    except RecordError as err:
        with pytest.raises(RecordError, match=f"^{err} of journal "):
            parse_save_text(text, "journal")
        return
    with noting_repairs() as found:
        got = parse_save_text(text, "journal")
    assert got == want
    assert [type(e) for e in got["journal"]] == [type(e) for e in want["journal"]]
    assert [(r.line, r.moves, r.left_out) for r in found] == ([want_repair] if want_repair else [])
