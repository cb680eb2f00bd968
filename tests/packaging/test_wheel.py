"""The project as a user installs it: sdist → wheel → a fresh virtual
environment, non-editable, used from a folder outside the source tree.

The build calls the build backend pyproject.toml declares (ours, in
``packaging/``, on its ``backend-path``) the way a PEP 517 front end does,
with only the build requirements importable: those this environment has
that meet what pyproject.toml asks for (README's command installs them
from the lock), and any other installed into a scratch folder. It makes the sdist from a copy of the
source tree and the wheel from that sdist, so a data file or a source of
the build step missing from either shows up here. The fresh
environment reuses this environment's installed dependencies through a
``.pth`` line (no download, and the editable install's own hooks are not
read) and gets the wheel with ``--no-deps``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from collections import Counter
from pathlib import Path, PurePosixPath

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
TIMEOUT = 240

# Data files the app reads at run time; each must be in the sdist and the wheel.
RUNTIME_DATA = [
    "cardtable/games/ninety_nine_chances/99-chances.csv",
    "cardtable/games/nine_lives/9-lives.csv",
    "cardtable/data/cardtable.qss",
    "cardtable/data/desktop/io.github.cardtable.CardTable.desktop",
    "cardtable/data/desktop/io.github.cardtable.CardTable.metainfo.xml",
    "cardtable/data/desktop/io.github.cardtable.CardTable.mime.xml",
] + [f"cardtable/games/{p.parent.name}/RULES.md" for p in sorted((ROOT / "cardtable" / "games").glob("*/RULES.md"))]


def _run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT, **kw)
    assert p.returncode == 0, f"{' '.join(map(str, cmd))} failed ({p.returncode}):\n{p.stdout}\n{p.stderr}"
    return p


def _build_system() -> dict:
    import tomllib

    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]


def _build_path(scratch: Path) -> list[str]:
    """Where the build requirements are found: this environment's
    site-packages for each requirement it meets (README's command installs
    them from the lock), and a scratch folder, first, for any it does not
    (an environment installed another way, as CI's check of the newest
    releases does), installed there the way a PEP 517 front end would."""
    from importlib.metadata import PackageNotFoundError, version

    from packaging.requirements import Requirement

    missing = []
    for text in _build_system()["requires"]:
        wanted = Requirement(text)
        if wanted.marker is not None and not wanted.marker.evaluate():
            continue
        try:
            have = version(wanted.name)
        except PackageNotFoundError:
            have = None
        if have is None or not wanted.specifier.contains(have, prereleases=True):
            missing.append(text)
    paths = sysconfig.get_paths()
    found = sorted({paths["purelib"], paths["platlib"]})
    if not missing:
        return found
    _run([sys.executable, "-m", "pip", "install", "-q", "--no-warn-script-location", "--target", str(scratch),
          *missing])
    return [str(scratch), *found]


def _backend(source: Path, hook: str, out: Path, requirements: list[str]) -> Path:
    """Call the PEP 517 backend's ``hook`` in ``source``, with only its
    ``backend-path`` and the build requirements (``requirements``: where
    they are) importable (``-S``: no site-packages, so no editable install
    of this checkout either)."""
    system = _build_system()
    paths = [str(source / p) for p in system.get("backend-path", [])] + requirements
    code = ("import sys, importlib; out = sys.argv[3]; sys.path[:0] = sys.argv[4:]; "
            "b = importlib.import_module(sys.argv[1]); print(getattr(b, sys.argv[2])(out))")
    p = _run([sys.executable, "-S", "-c", code, system["build-backend"], hook, str(out), *paths], cwd=source)
    return out / p.stdout.strip().splitlines()[-1]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    tmp = tmp_path_factory.mktemp("wheel")
    source = tmp / "source"
    # the checkout as git has it: what git ignores (the editable install's
    # compiled catalogues among it) is left out, so the build must make it
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".hypothesis", ".pytest_cache", "screenshots",
        "*.mo", "*.qm"))
    requirements = _build_path(tmp / "build-env")
    sdist = _backend(source, "build_sdist", tmp / "dist", requirements)
    with tarfile.open(sdist) as tar:
        safe = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}  # Python 3.11.4+
        tar.extractall(tmp / "unpacked", **safe)
    unpacked = next((tmp / "unpacked").iterdir())
    wheel = _backend(unpacked, "build_wheel", tmp / "dist", requirements)
    return {"tmp": tmp, "sdist": sdist, "wheel": wheel}


@pytest.fixture(scope="module")
def installed(built) -> dict[str, Path]:
    """A fresh venv with the wheel installed (not editable)."""
    tmp = built["tmp"]
    venv = tmp / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    python = venv / "bin" / "python"
    site = Path(_run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]).stdout.strip())
    # The dependencies (PySide6, attrs, pyqtgraph) come from this environment;
    # a path line adds the folder without running its .pth files, so this
    # environment's editable install of cardtable is not seen there.
    deps = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (site / "zz_test_dependencies.pth").write_text("".join(f"{d}\n" for d in sorted(deps)), encoding="utf-8")
    _run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps", "--no-index",
          str(built["wheel"])])
    home = tmp / "home"
    work = tmp / "work"  # a folder outside the source tree, nothing importable in it
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env.update(QT_QPA_PLATFORM="offscreen", CARDTABLE_HOME=str(home))
    return {"venv": venv, "python": python, "bin": venv / "bin" / "cardtable", "work": work, "env": env}


def _cardtable(installed, *args: str) -> subprocess.CompletedProcess:
    return _run([str(installed["bin"]), *args], cwd=installed["work"], env=installed["env"])


def _games() -> dict[str, int]:
    from cardtable.games import all_games

    return {game.id: game.default_players for game in all_games().values()}


def test_sdist_carries_the_data_and_license(built):
    with tarfile.open(built["sdist"]) as tar:
        names = {str(PurePosixPath(*PurePosixPath(n).parts[1:])) for n in tar.getnames()}
    missing = [f for f in RUNTIME_DATA + ["LICENSE", "pyproject.toml", "README.md"] if f not in names]
    assert not missing, f"the sdist lacks {missing}"


# What the build step makes from a source: in the wheel, never in the sdist.
BUILT_DATA = ["cardtable/data/icons/cardtable.svg", "cardtable/data/icons/cardtable-16.png",
              "cardtable/data/icons/cardtable-256.png", "cardtable/data/sounds/deal.wav",
              "cardtable/data/sounds/game_over.wav", "cardtable/data/sounds/README.txt",
              "cardtable/data/cards/back.svg"]


def _catalogue_sources() -> list[PurePosixPath]:
    return sorted(PurePosixPath(p.relative_to(ROOT).as_posix())
                  for p in (ROOT / "cardtable").rglob("*") if p.suffix in (".po", ".ts"))


def _compiled_name(source: PurePosixPath) -> str:
    return str(source.with_suffix(".mo" if source.suffix == ".po" else ".qm"))


def test_sdist_holds_the_sources_and_the_build_step_not_what_they_make(built):
    with tarfile.open(built["sdist"]) as tar:
        names = {str(PurePosixPath(*PurePosixPath(n).parts[1:])) for n in tar.getnames()}
    sources = [str(s) for s in _catalogue_sources()]
    assert len(sources) >= 10 and not [s for s in sources if s not in names], sources
    assert {"packaging/cardtable_build.py", "packaging/i18n.py", "packaging/render_icons.py",
            "assets/icons/cardtable.svg", "assets/sounds/make_sounds.py", "assets/sounds/README.txt",
            "assets/cards/back.svg"} <= names
    assert not [n for n in names if n.endswith((".mo", ".qm", ".wav", ".png"))]
    assert not [n for n in names if n.startswith(("cardtable/data/icons/", "cardtable/data/sounds/", "cardtable/data/cards/"))]
    forms = sorted(p.name for p in (ROOT / "ui").glob("*.ui"))
    assert forms and {f"ui/{form}" for form in forms} | {"packaging/forms.py"} <= names
    assert not [n for n in names if n.startswith("cardtable/app/forms/ui_")], "a compiled form in the sdist"


def test_wheel_carries_what_the_build_makes_and_no_catalogue_source(built):
    with zipfile.ZipFile(built["wheel"]) as whl:
        names = set(whl.namelist())
    wanted = [_compiled_name(s) for s in _catalogue_sources()] + BUILT_DATA
    wanted += [f"cardtable/app/forms/ui_{p.stem}.py" for p in sorted((ROOT / "ui").glob("*.ui"))]
    assert not [n for n in wanted if n not in names], "the wheel lacks what the build makes"
    assert not [n for n in names if n.endswith((".po", ".ts"))]


def test_the_wheel_speaks_german(installed):
    """The window's words (Qt catalogue) and the games' (gettext), from the wheel."""
    helped = _cardtable(installed, "--language", "de", "--help").stdout
    assert "Aufruf:" in helped and "Optionen" in helped, helped
    said = _cardtable(installed, "--language", "de", "simulate", "ninety-nine", "--players", "3", "--games", "2",
                      "--seed", "3").stdout
    assert "Spiele" in said and "gewann" in said, said
    english = _cardtable(installed, "simulate", "ninety-nine", "--players", "3", "--games", "2", "--seed", "3").stdout
    assert "gewann" not in english and "won" in english, english


def test_wheel_carries_the_data_and_nothing_outside_the_package(built):
    with zipfile.ZipFile(built["wheel"]) as whl:
        names = whl.namelist()
    missing = [f for f in RUNTIME_DATA if f not in names]
    assert not missing, f"the wheel lacks {missing}"
    tops = {n.split("/")[0] for n in names}
    assert tops == {"cardtable", "cardtable-0.1.0.dist-info"}, tops
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    meta = zipfile.ZipFile(built["wheel"]).read("cardtable-0.1.0.dist-info/METADATA").decode()
    assert "License-Expression: MIT" in meta
    kinds = Counter(PurePosixPath(n).suffix or PurePosixPath(n).name for n in names)
    print("wheel contents by kind:", dict(sorted(kinds.items())))


def test_installed_copy_is_the_one_imported(installed):
    p = _run([str(installed["python"]), "-c", "import cardtable, cardtable.resources as r; "
              "print(cardtable.__file__); print(r.style_sheet()[:1])"], cwd=installed["work"], env=installed["env"])
    where = Path(p.stdout.splitlines()[0]).resolve()
    assert installed["venv"].resolve() in where.parents, where
    assert ROOT not in where.parents


def test_games_lists_every_game(installed):
    assert _cardtable(installed, "games").stdout.split() == list(_games())


@pytest.mark.parametrize("game", list(_games()))
def test_simulate_every_game(installed, game):
    players = _games()[game]
    out = _cardtable(installed, "simulate", game, "--players", str(players), "--games", "2", "--seed", "3",
                     "--json").stdout
    stats = json.loads(out)
    assert stats["game"] == game and stats["completed"] == 2


@pytest.mark.parametrize("game", list(_games()))
def test_snapshot_every_game(installed, game):
    out = installed["work"] / f"{game}.png"
    _cardtable(installed, "snapshot", game, "-o", str(out), "--width", "640")
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_window_starts_from_the_installed_copy(installed):
    p = _run([str(installed["python"]), str(HERE / "gui_smoke.py")], cwd=installed["work"], env=installed["env"])
    facts = json.loads(p.stdout.strip().splitlines()[-1])
    assert installed["venv"].resolve() in Path(facts["module"]).resolve().parents
    assert facts["dialog_problems"] == {game: "" for game in _games()}
    assert facts["style_sheet_chars"] > 0 and facts["icon_pixmap"] == [16, 48, 256]
    assert facts["game"] == "ninety-nine" and facts["autosave"]
