"""Broken and hostile save files never hurt: every one is refused with one
short line (a RecordError), nothing hangs, and nothing else is read.

The corpus (``tests/hostile_saves.py``) is built from real records of every
game; see there for the categories.
"""

from __future__ import annotations

import json
import threading
from collections import Counter
from functools import lru_cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.engine.match import Match
from cardtable.engine.record import RecordError, load_record, record_from_json
from cardtable.games import all_games
from tests.hostile_saves import CATEGORIES, MARKER, close_leftovers, corpus, good_records

GAMES = all_games()
HANG = 60.0  # seconds: far beyond any load; only a blocked read or a runaway loop gets near


@lru_cache(maxsize=None)
def cases(game_id):
    return corpus({game_id: GAMES[game_id]})


def load(path):
    """``load_record`` + replay, as the app and the command line do."""
    record = load_record(path, GAMES)
    match = Match.from_record(GAMES[record.game], record)
    match.view(None)
    return match


def outcome(path):
    """What loading gives (a Match or the exception), from a thread that may
    not block: a hang fails the test instead of stopping the suite."""
    box: list = []

    def run():
        try:
            box.append(load(path))
        except BaseException as err:  # noqa: BLE001 - the test inspects whatever escaped
            box.append(err)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(HANG)
    assert box, f"loading {path.name} hung"
    return box[0]


def check(game_id, case, result):
    where = f"{game_id}: {case.category}: {case.label}"
    if isinstance(result, Match):
        assert case.may_load, f"{where}: loaded"
        return "loaded"
    assert isinstance(result, RecordError), f"{where}: {type(result).__name__} escaped: {result}"
    message = str(result)
    assert message and "\n" not in message and len(message) <= 200, f"{where}: {message!r}"
    assert message.isprintable(), f"{where}: {message!r}"
    if not case.quotes_marker:
        assert MARKER not in message, f"{where}: the message echoes the file: {message!r}"
    if case.says:
        assert case.says in message.lower(), f"{where}: {message!r}"
    return "refused"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_hostile_save_is_refused_in_one_line(game_id, tmp_path):
    tried: Counter = Counter()
    try:
        for n, (gid, case) in enumerate(cases(game_id)):
            folder = tmp_path / str(n)
            folder.mkdir()
            path = case.make(folder)
            tried[(case.category, check(gid, case, outcome(path)))] += 1
    finally:
        close_leftovers()
    for category in CATEGORIES:
        if category == "bad-decks" and not any(s.kind == "file" for s in GAMES[game_id].options):
            continue
        assert tried[(category, "refused")] > 0, f"no {category} case was tried for {game_id}"


@pytest.mark.every_game
def test_the_corpus_covers_every_category_for_every_game():
    counts = Counter((gid, c.category) for game_id in GAMES for gid, c in cases(game_id))
    for game_id, game in GAMES.items():
        for category in CATEGORIES:
            if category == "bad-decks" and not any(s.kind == "file" for s in game.options):
                continue
            assert counts[(game_id, category)] >= 10, (game_id, category)


# -- any JSON anywhere: hypothesis ------------------------------------------------------
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@lru_cache(maxsize=None)
def real_record(game_id):
    return json.dumps(good_records({game_id: GAMES[game_id]})[game_id])


def _spots(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _spots(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value[:6]):
            yield from _spots(v, prefix + (i,))


@pytest.mark.parametrize("game_id", list(GAMES))
@given(data=st.data())
def test_any_json_anywhere_in_a_real_record_gives_only_record_errors(game_id, data):
    record = json.loads(real_record(game_id))
    for _ in range(data.draw(st.integers(1, 3))):
        spots = [s for s in _spots(record) if s]
        spot = data.draw(st.sampled_from(spots))
        parent = record
        for key in spot[:-1]:
            parent = parent[key]
        if data.draw(st.booleans()) and isinstance(parent, dict):
            parent.pop(spot[-1])
        else:
            parent[spot[-1]] = data.draw(json_values)
    try:
        Match.from_record(GAMES[game_id], record_from_json(record, GAMES))
    except RecordError as err:
        assert "\n" not in str(err) and len(str(err)) <= 200
