"""``cardtable replay FILE --at N [--seat S | --open] -o MOMENT.png``: the
table at any move drawn to a PNG, through the eyes the command names; every
bad argument is one line on stderr and exit status 2."""

from __future__ import annotations

import subprocess
import sys

import attrs
import pytest
from PySide6.QtGui import QImage

from cardtable.app.cli import main
from cardtable.app.commands.qt_app import ensure_gui_app
from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.record import save_record
from cardtable.engine.replay import OPEN, layout_for, view_at
from cardtable.games import all_games
from tests.engine.test_cli import ROOT

GAMES = all_games()


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def saves(tmp_path_factory):
    """A finished game of Ninety-Nine and one stopped after 12 moves."""
    folder = tmp_path_factory.mktemp("saves")
    game = GAMES["ninety-nine"]
    match = Match(game, Setup((PlayerSpec("Ann"), PlayerSpec("Bob"), PlayerSpec("Cy", True)), {}, 4))
    while not match.over:
        seat = match.to_act()[0]
        match.play(seat, game.bot(match.state, seat, match.bot_rng))
    save_record(folder / "done.json", match.record())
    record = match.record()
    save_record(folder / "half.json", attrs.evolve(record, actions=record.actions[:12]))
    return folder, match


def pixels(path) -> QImage:
    ensure_gui_app()
    image = QImage(str(path))
    assert not image.isNull(), f"{path} is not a picture"
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def expected(match, at, eyes, width=1280) -> QImage:
    from cardtable.table.snapshot import render_view

    image = render_view(view_at(match, at, eyes), layout_for(match, eyes), width)
    return image.convertToFormat(QImage.Format.Format_ARGB32)  # as a PNG reads back


def test_the_table_at_the_first_middle_and_last_move(capsys, saves, tmp_path):
    folder, match = saves
    n = len(match.steps)
    pictures = {}
    for at in (0, n // 2, n):
        out = tmp_path / f"move-{at}.png"
        code, said, err = run(capsys, "replay", str(folder / "done.json"), "--at", str(at), "-o", str(out))
        assert code == 0 and not err and said.strip() == f"wrote {out}"
        pictures[at] = pixels(out)
        assert pictures[at].width() == 1280
        assert pictures[at] == expected(match, at, None)  # as everyone saw it: no hidden card shown
    assert pictures[0] != pictures[n // 2] != pictures[n]


def test_as_a_seat_saw_it_by_number_or_name(capsys, saves, tmp_path):
    folder, match = saves
    at = len(match.steps) // 2
    by_number, by_name = tmp_path / "two.png", tmp_path / "bob.png"
    assert run(capsys, "replay", str(folder / "done.json"), "--at", str(at), "--seat", "2", "-o",
               str(by_number))[0] == 0
    assert run(capsys, "replay", str(folder / "done.json"), "--at", str(at), "--seat", "bob", "-o", str(by_name),
               "--width", "640")[0] == 0
    assert pixels(by_number) == expected(match, at, 1)
    assert pixels(by_name) == expected(match, at, 1, 640)
    assert pixels(by_number) != expected(match, at, 0)  # Bob's cards, not Ann's


def test_every_card_open_for_a_finished_game(capsys, saves, tmp_path):
    folder, match = saves
    out = tmp_path / "open.png"
    assert run(capsys, "replay", str(folder / "done.json"), "--at", "5", "--open", "-o", str(out))[0] == 0
    assert pixels(out) == expected(match, 5, OPEN)
    assert pixels(out) != expected(match, 5, None)


def test_a_game_in_progress_is_seen_only_through_one_seat(capsys, saves, tmp_path):
    folder, _ = saves
    out = tmp_path / "x.png"
    code, said, err = run(capsys, "replay", str(folder / "half.json"), "--at", "3", "--open", "-o", str(out))
    assert code == 2 and not said and err.count("\n") == 1 and "over" in err and "--open" in err
    assert not out.exists()
    assert run(capsys, "replay", str(folder / "half.json"), "--at", "12", "--seat", "1", "-o", str(out))[0] == 0
    code, _, err = run(capsys, "replay", str(folder / "half.json"), "--at", "13", "--seat", "1", "-o", str(out))
    assert code == 2 and "0 (the opening table) to 12" in err


@pytest.mark.parametrize("args,says", [
    (("--at", "999", "-o", "{out}"), "past the end"),
    (("--at", "-1", "-o", "{out}"), "--at must be at least 0"),
    (("--at", "two", "-o", "{out}"), "--at needs a whole number"),
    (("--at", "3"), "-o MOMENT.png"),
    (("--at", "3", "-o", "{folder}/x.jpg"), "PNG"),
    (("--at", "3", "--seat", "4", "-o", "{out}"), "seats 1 to 3"),
    (("--at", "3", "--seat", "0", "-o", "{out}"), "seats 1 to 3"),
    (("--at", "3", "--seat", "Zed", "-o", "{out}"), "no player has that name"),
    (("--at", "3", "--seat", "1", "--open", "-o", "{out}"), "not allowed"),
    (("--at", "3", "--json", "-o", "{out}"), "--json"),
    (("--at", "3", "--width", "50", "-o", "{out}"), "--width"),
    (("--seat", "1"), "--at"),
    (("-o", "{out}"), "--at"),
])
def test_bad_arguments_are_one_line_and_status_2(capsys, saves, tmp_path, args, says):
    folder, _ = saves
    out = tmp_path / "x.png"
    args = [a.format(out=out, folder=tmp_path) for a in args]
    code, said, err = run(capsys, "replay", str(folder / "done.json"), *args)
    assert code == 2 and not said, err
    assert err.startswith("cardtable: error: ") and err.count("\n") == 1 and says in err, err
    assert not out.exists()


def test_a_player_name_two_players_share_asks_for_the_number(capsys, tmp_path):
    game = GAMES["ninety-nine"]
    match = Match(game, Setup((PlayerSpec("Sam"), PlayerSpec("Sam")), {}, 2))
    match.play_bot(match.to_act()[0])
    save_record(tmp_path / "twins.json", match.record())
    code, _, err = run(capsys, "replay", str(tmp_path / "twins.json"), "--at", "1", "--seat", "sam", "-o",
                       str(tmp_path / "x.png"))
    assert code == 2 and "seat number" in err


def test_without_at_replay_prints_as_before(capsys, saves):
    folder, _ = saves
    code, said, _ = run(capsys, "replay", str(folder / "done.json"))
    assert code == 0 and "wins Ninety-Nine" in said


def test_out_of_range_from_a_real_process(saves, tmp_path):
    folder, match = saves
    env = {"QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}
    p = subprocess.run([sys.executable, "-m", "cardtable", "replay", str(folder / "done.json"), "--at",
                        str(len(match.steps) + 1), "-o", str(tmp_path / "x.png")],
                       capture_output=True, text=True, env=env, timeout=120)
    assert p.returncode == 2 and not p.stdout
    assert p.stderr.count("\n") == 1 and "past the end" in p.stderr
