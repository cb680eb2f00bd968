"""Every file the command line writes goes the way Save as writes a game
(issue 35, item 12): atomically, through a temp file renamed over the name,
and never through a link: a link at the name (to a file, or to nothing yet)
is refused in one line with exit status 2, its target untouched and not
made, whether it was there from the start or was put there while the
command worked. The paths it prints are printable: a line break or an
escape sequence in a name shows as a backslash sequence."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cardtable.app.cli import main
from cardtable.app.commands.arguments import one_line, printable
from cardtable.engine.files import LinkRefused, TEMP_SUFFIX, atomic_target, write_atomic
from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.record import save_record
from cardtable.games import all_games

PRECIOUS = b"precious: never written through"
SWEEP = ("sweep", "ninety-nine", "--players", "2", "--games", "2", "--seed", "1", "--jobs", "1")


@pytest.fixture(scope="module")
def save(tmp_path_factory) -> Path:
    game = all_games()["ninety-nine"]
    match = Match(game, Setup((PlayerSpec("Ann", bot=True), PlayerSpec("Bob", bot=True)), {}, 4))
    match.run_bots()
    path = tmp_path_factory.mktemp("saves") / "done.cardtable.json"
    save_record(path, match.record())
    return path


def commands(save: Path) -> dict[str, tuple[str, ...]]:
    """Each writing command, its output's name left as ``{out}`` (the
    extension is the name's last part)."""
    return {
        "replay --at": ("replay", str(save), "--at", "3", "--width", "400", "-o", "{out}.png"),
        "snapshot": ("snapshot", "ninety-nine", "--width", "400", "-o", "{out}.png"),
        "summary md": ("summary", str(save), "-o", "{out}.md"),
        "summary html": ("summary", str(save), "-o", "{out}.html"),
        "summary pdf": ("summary", str(save), "-o", "{out}.pdf"),
        "sweep csv": SWEEP + ("-o", "{out}.csv"),
        "sweep json": SWEEP + ("-o", "{out}.json"),
        "sweep chart": SWEEP + ("--chart", "{out}.png"),
    }


KINDS = list(commands(Path("x")))
# what each command works on before it writes: made to put a link at the name meanwhile
WORK = {
    "replay --at": ("cardtable.table.snapshot", "render_view"),
    "snapshot": ("cardtable.table.snapshot", "render_opening"),
    "summary md": ("cardtable.app.summary_pictures", "illustrated_summary"),
    "summary html": ("cardtable.app.summary_pictures", "illustrated_summary"),
    "summary pdf": ("cardtable.app.summary_pictures", "illustrated_summary"),
    "sweep csv": ("cardtable.sweep", "run"),
    "sweep json": ("cardtable.sweep", "run"),
    "sweep chart": ("cardtable.sweep", "run"),
}


def args_for(save: Path, kind: str, out: Path) -> tuple[list[str], Path]:
    args = list(commands(save)[kind])
    name = args[-1].replace("{out}", str(out))
    return args[:-1] + [name], Path(name)


def run(capsys, args: list[str]) -> tuple[int, str, str]:
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def assert_refused(code: int, out: str, err: str, name: Path) -> None:
    assert code == 2, err
    assert err.count("\n") == 1 and err.startswith("cardtable: error: "), err
    assert "is a link to another file" in err and name.name in err, err
    assert "wrote" not in out


def no_temps(folder: Path) -> None:
    assert not [p.name for p in folder.iterdir() if p.name.endswith(TEMP_SUFFIX)]


@pytest.mark.parametrize("kind", KINDS)
def test_a_link_to_a_file_is_refused_and_its_file_untouched(capsys, tmp_path, save, kind) -> None:
    target = tmp_path / "elsewhere" / "precious.bin"
    target.parent.mkdir()
    target.write_bytes(PRECIOUS)
    args, name = args_for(save, kind, tmp_path / "out")
    name.symlink_to(target)
    assert_refused(*run(capsys, args), name)
    assert name.is_symlink() and os.readlink(name) == str(target)
    assert target.read_bytes() == PRECIOUS
    no_temps(tmp_path)


@pytest.mark.parametrize("kind", KINDS)
def test_a_link_to_nothing_is_refused_and_makes_nothing(capsys, tmp_path, save, kind) -> None:
    target = tmp_path / "elsewhere" / "made.bin"
    target.parent.mkdir()
    args, name = args_for(save, kind, tmp_path / "out")
    name.symlink_to(target)
    assert_refused(*run(capsys, args), name)
    assert name.is_symlink() and not target.exists() and list(target.parent.iterdir()) == []
    no_temps(tmp_path)


@pytest.mark.parametrize("kind", KINDS)
def test_a_link_put_there_while_the_command_works_is_refused(capsys, tmp_path, save, kind, monkeypatch) -> None:
    """The check before the work is not the only one: the writer itself
    refuses a link at the name."""
    import importlib

    target = tmp_path / "elsewhere" / "precious.bin"
    target.parent.mkdir()
    target.write_bytes(PRECIOUS)
    args, name = args_for(save, kind, tmp_path / "out")
    module_name, function = WORK[kind]
    module = importlib.import_module(module_name)
    real = getattr(module, function)

    def working(*a, **k):
        done = real(*a, **k)
        if not name.is_symlink():
            name.symlink_to(target)
        return done

    monkeypatch.setattr(module, function, working)
    assert_refused(*run(capsys, args), name)
    assert name.is_symlink() and target.read_bytes() == PRECIOUS
    no_temps(tmp_path)


@pytest.mark.parametrize("kind", KINDS)
def test_a_printed_path_is_printable(capsys, tmp_path, save, kind) -> None:
    args, name = args_for(save, kind, tmp_path / "line\nbreak \x1b[31mred\x07")
    code, out, err = run(capsys, args)
    assert code == 0, err
    assert name.is_file() and not name.is_symlink()
    last = out.rstrip("\n").split("\n")[-1]
    assert last == "wrote " + repr(str(name))
    assert "\x1b" not in out and "\x07" not in out and not err


def test_a_plain_path_is_printed_as_it_is(capsys, tmp_path, save) -> None:
    args, name = args_for(save, "snapshot", tmp_path / "plain name")
    code, out, _err = run(capsys, args)
    assert code == 0 and out == f"wrote {name}\n"


def test_install_desktop_refuses_a_link_among_its_files(capsys, tmp_path) -> None:
    from cardtable.app.desktop import layout

    target = tmp_path / "precious.txt"
    target.write_bytes(PRECIOUS)
    share = tmp_path / "share"
    rel = sorted(layout())[-1]
    (share / rel).parent.mkdir(parents=True)
    (share / rel).symlink_to(target)
    assert_refused(*run(capsys, ["install-desktop", "--prefix", str(share)]), share / rel)
    assert target.read_bytes() == PRECIOUS and (share / rel).is_symlink()


def test_printable_and_one_line() -> None:
    assert printable("/tmp/story.pdf") == "/tmp/story.pdf"
    assert printable("/tmp/ä ö.pdf") == "/tmp/ä ö.pdf"
    assert printable("a\nb\x1b[2J\udcff") == repr("a\nb\x1b[2J\udcff")
    assert printable(Path("x\ty")) == "'x\\ty'"
    assert one_line("cannot\nread \x1b[31m\u202ex") == "cannot read \\x1b[31m\\u202ex"


def test_the_writer_refuses_links_only_when_asked(tmp_path) -> None:
    target = tmp_path / "precious.txt"
    target.write_bytes(PRECIOUS)
    link, nowhere, folder = tmp_path / "link.txt", tmp_path / "nowhere.txt", tmp_path / "folder-link"
    link.symlink_to(target)
    nowhere.symlink_to(tmp_path / "made.txt")
    folder.symlink_to(tmp_path)
    for name in (link, nowhere, folder):
        with pytest.raises(LinkRefused, match="is a link to another file"):
            write_atomic(name, "new", refuse_link=True)
        with pytest.raises(LinkRefused):
            with atomic_target(name, refuse_link=True) as tmp:
                Path(tmp).write_text("new")
        assert name.is_symlink()
    assert target.read_bytes() == PRECIOUS and not (tmp_path / "made.txt").exists()
    no_temps(tmp_path)
    write_atomic(link, "new")  # the app's own files: a link there is replaced, never written through
    assert not link.is_symlink() and link.read_text() == "new" and target.read_bytes() == PRECIOUS
